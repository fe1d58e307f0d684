/* API misuse and edge cases (issue 18): the empty prompt, NULL pointer arguments of the
   public functions, sampler values out of range, and teardown in any order. Each bad
   call must return VKI_ERROR_INVALID_ARGUMENT (or the documented error value) with a
   message naming the argument, and never crash. The library's allocations go through a
   counting allocator, so that a teardown that forgets something fails here even without
   LeakSanitizer. Models: tests/mkmodel.c's tiny qwen3 Q8_0 with the synthetic vocabulary
   (no BOS) and a tiny llama (BOS). Validation layers on for the GPU part. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

/* live allocations made by the library (stb_ds included) */
static long t_live;
static void *t_malloc(size_t n) {
    void *p = malloc(n);
    if (p) t_live++;
    return p;
}
static void *t_realloc(void *p, size_t n) {
    void *q = realloc(p, n);
    if (!p && q) t_live++;
    return q;
}
static void t_free(void *p) {
    if (p) t_live--;
    free(p);
}
#define VKINFER_MALLOC(sz) t_malloc(sz)
#define VKINFER_REALLOC(p, sz) t_realloc(p, sz)
#define VKINFER_FREE(p) t_free(p)

#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#define MKMODEL_NO_MAIN
#include "mkmodel.c"

static char g_qw_path[256], g_ll_path[256];
static int g_models_ok;

static int write_model(const char *path, const char *arch, uint64_t seed) {
    mk_opts o;
    char err[256];
    memset(&o, 0, sizeof o);
    o.out = path;
    o.arch = arch;
    o.preset = "tiny";
    o.type = "Q8_0";
    o.tied = -1;
    o.seed = seed;
    o.fast = -1;
    o.rope_freqs = -1;
    o.quiet = 1;
    if (mk_write_model(&o, err, sizeof err)) {
        printf("  mkmodel: %s\n", err);
        return 0;
    }
    return 1;
}

/* the last error of ctx names what */
#define NAMES(ctx, what) (strstr(vki_last_error(ctx), (what)) != NULL)

static vki_context *no_gpu_ctx(void) {
    vki_context_desc d;
    vki_context *ctx = NULL;
    memset(&d, 0, sizeof d);
    d.no_gpu = 1;
    if (vki_context_create(&d, &ctx) != VKI_SUCCESS) return NULL;
    return ctx;
}

static void test_empty_prompt(void) {
    vki_context *ctx = no_gpu_ctx();
    vki_model *qw = NULL, *ll = NULL;
    int32_t ids[8];
    char fmt[256];
    vki_chat_message msg;
    vki_chat_desc cd;
    int n;
    if (!g_models_ok) VKT_SKIP("no test models");
    if (!ctx) { VKT_CHECK(0, "no_gpu context"); return; }
    VKT_CHECK(vki_model_load(ctx, g_qw_path, NULL, &qw) == VKI_SUCCESS, "load: %s", vki_last_error(ctx));
    VKT_CHECK(vki_model_load(ctx, g_ll_path, NULL, &ll) == VKI_SUCCESS, "load: %s", vki_last_error(ctx));
    if (!qw || !ll) goto done;
    /* a buffer and cap > 0 with nothing to write (memcpy from NULL before the fix) */
    ids[0] = 12345;
    VKT_CHECK(vki_tokenize(qw, "", 0, ids, 8, 0) == 0 && ids[0] == 12345, "\"\", len 0");
    VKT_CHECK(vki_tokenize(qw, "", -1, ids, 8, VKI_TOKENIZE_ADD_BOS | VKI_TOKENIZE_SPECIAL) == 0,
              "\"\", len -1 (no BOS in this vocabulary)");
    VKT_CHECK(vki_tokenize(qw, NULL, 0, ids, 8, 0) == 0, "NULL text, len 0");
    VKT_CHECK(vki_tokenize(qw, "", 0, NULL, 0, 0) == 0, "size query");
    n = vki_tokenize(ll, "", 0, ids, 8, VKI_TOKENIZE_ADD_BOS);
    VKT_CHECK(n == (ll->vocab.add_bos ? 1 : 0) && (n == 0 || ids[0] == ll->info.bos), "llama \"\" with ADD_BOS: %d ids",
              n);
    VKT_CHECK(vki_tokenize(ll, "", 0, ids, 8, 0) == 0, "llama \"\" without BOS");
    /* an empty message formats and tokenizes */
    msg.role = "user";
    msg.content = "";
    memset(&cd, 0, sizeof cd);
    cd.tmpl = VKI_CHAT_CHATML;
    n = vki_chat_format(qw, &cd, &msg, 1, fmt, (int)sizeof fmt);
    VKT_CHECK(n > 0 && vki_tokenize(qw, fmt, n, ids, 8, VKI_TOKENIZE_SPECIAL) != 0, "empty chat message");
done:
    vki_context_destroy(ctx); /* frees both models (teardown rules) */
}

/* the calls that need no GPU */
static void test_null_arguments(void) {
    vki_context *ctx = no_gpu_ctx();
    vki_context_desc d;
    vki_model *m = NULL;
    vki_detokenizer dt;
    vki_chat_desc cd;
    const char *key = NULL;
    char err[128] = "", val[64];
    int32_t ids[4];
    int n;
    if (!ctx) { VKT_CHECK(0, "no_gpu context"); return; }
    n = vki_list_devices(NULL, 5);
    VKT_CHECK(n == VKI_ERROR_INVALID_ARGUMENT, "vki_list_devices(NULL, 5) = %d", n);
    n = vki_list_devices(NULL, -1);
    VKT_CHECK(n == VKI_ERROR_INVALID_ARGUMENT, "vki_list_devices(NULL, -1) = %d", n);
    memset(&d, 0, sizeof d);
    d.no_gpu = 1;
    d.errbuf = err;
    d.errbuf_size = sizeof err;
    VKT_CHECK(vki_context_create(&d, NULL) == VKI_ERROR_INVALID_ARGUMENT && strstr(err, "out"),
              "context_create(NULL out): '%s'", err);
    VKT_CHECK(vki_model_load(NULL, g_qw_path, NULL, &m) == VKI_ERROR_INVALID_ARGUMENT && !m, "model_load(NULL ctx)");
    VKT_CHECK(vki_model_load(ctx, NULL, NULL, &m) == VKI_ERROR_INVALID_ARGUMENT && NAMES(ctx, "gguf_path"),
              "gguf_path: %s", vki_last_error(ctx));
    VKT_CHECK(vki_model_load(ctx, g_qw_path, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(ctx, "out"), "out: %s",
              vki_last_error(ctx));
    VKT_CHECK(vki_context_save_pipeline_cache(NULL) == VKI_ERROR_INVALID_ARGUMENT, "save_pipeline_cache(NULL)");
    VKT_CHECK(vki_context_device_info(ctx, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(ctx, "out"),
              "device_info out: %s", vki_last_error(ctx));
    VKT_CHECK(vki_buffer_create(ctx, 16, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(ctx, "out"),
              "buffer_create out: %s", vki_last_error(ctx));
    VKT_CHECK(vki_session_create(NULL, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT, "session_create(NULL)");
    VKT_CHECK(vki_session_eval(NULL, ids, 1) == VKI_ERROR_INVALID_ARGUMENT, "session_eval(NULL)");
    VKT_CHECK(vki_session_profile(NULL, 1, NULL, 0) == VKI_ERROR_INVALID_ARGUMENT, "session_profile(NULL)");
    VKT_CHECK(vki_buffer_upload(NULL, 0, ids, 4) == VKI_ERROR_INVALID_ARGUMENT, "buffer_upload(NULL)");
    VKT_CHECK(vki_detokenize_flush(NULL, val, 8) == 0, "detokenize_flush(NULL)");
    if (!g_models_ok) goto done;
    if (vki_model_load(ctx, g_qw_path, NULL, &m) != VKI_SUCCESS) {
        VKT_CHECK(0, "load: %s", vki_last_error(ctx));
        goto done;
    }
    VKT_CHECK(vki_model_tensor_get(m, 0, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(ctx, "out"), "tensor_get out: %s",
              vki_last_error(ctx));
    VKT_CHECK(vki_model_tensor_get(m, -1, NULL) == VKI_ERROR_INVALID_ARGUMENT, "tensor_get index");
    VKT_CHECK(vki_model_meta_get(m, 1 << 30, &key, val, sizeof val) == VKI_ERROR_INVALID_ARGUMENT &&
                  NAMES(ctx, "index"),
              "meta_get index: %s", vki_last_error(ctx));
    VKT_CHECK(vki_tokenize(m, NULL, 5, ids, 4, 0) == 0 && NAMES(ctx, "text"), "tokenize text: %s", vki_last_error(ctx));
    VKT_CHECK(vki_tokenize(m, "abc", 3, NULL, 4, 0) == 0 && NAMES(ctx, "ids"), "tokenize ids: %s", vki_last_error(ctx));
    VKT_CHECK(vki_tokenize(m, "abc", 3, ids, -4, 0) == 0 && NAMES(ctx, "cap"), "tokenize cap: %s", vki_last_error(ctx));
    VKT_CHECK(vki_detokenize_push(m, NULL, 5, val, 8, 0) == 0 && NAMES(ctx, "d is NULL"), "detokenize_push d: %s",
              vki_last_error(ctx));
    memset(&dt, 0, sizeof dt);
    dt.n_pending = 99;
    VKT_CHECK(vki_detokenize_push(m, &dt, 5, val, 8, 0) == 0 && NAMES(ctx, "n_pending"), "detokenize_push state: %s",
              vki_last_error(ctx));
    memset(&cd, 0, sizeof cd);
    cd.tmpl = VKI_CHAT_CHATML;
    VKT_CHECK(vki_chat_format(m, &cd, NULL, 2, val, 8) == 0 && NAMES(ctx, "msgs"), "chat_format msgs: %s",
              vki_last_error(ctx));
    VKT_CHECK(vki_chat_format(m, &cd, NULL, -1, val, 8) == 0 && NAMES(ctx, "n is negative"), "chat_format n: %s",
              vki_last_error(ctx));
    VKT_CHECK(vki_session_create(m, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(ctx, "out"),
              "session_create out: %s", vki_last_error(ctx));
done:
    vki_context_destroy(ctx);
}

/* Issue 35: vki_chat_format's NULL role or content and an unknown template id,
   vki_token_to_piece's id out of the vocabulary: named errors; the count calls clear
   vki_last_error, the vki_result calls leave it on success; check_tensors names a bad
   tensor (no GPU needed: the check reads the file). */
static void test_issue35_arguments(void) {
    vki_context *ctx = no_gpu_ctx();
    vki_model *m = NULL, *bad = NULL;
    vki_model_desc md;
    vki_chat_desc cd;
    vki_chat_message msg[2];
    vki_model_info in;
    char buf[256], path[64], err[256];
    int n;
    if (!ctx || !g_models_ok) {
        vki_context_destroy(ctx);
        VKT_SKIP("no context or test model");
    }
    if (vki_model_load(ctx, g_qw_path, NULL, &m) != VKI_SUCCESS) {
        VKT_CHECK(0, "load: %s", vki_last_error(ctx));
        vki_context_destroy(ctx);
        return;
    }
    vki_model_get_info(m, &in);
    memset(&cd, 0, sizeof cd);
    cd.tmpl = VKI_CHAT_CHATML;
    msg[0].role = "user";
    msg[0].content = "hi";
    msg[1].role = NULL;
    msg[1].content = "x";
    VKT_CHECK(vki_chat_format(m, &cd, msg, 2, buf, (int)sizeof buf) == 0 && NAMES(ctx, "msgs[1].role is NULL"),
              "NULL role: %s", vki_last_error(ctx));
    msg[1].role = "assistant";
    msg[1].content = NULL;
    VKT_CHECK(vki_chat_format(m, &cd, msg, 2, buf, (int)sizeof buf) == 0 && NAMES(ctx, "msgs[1].content is NULL"),
              "NULL content: %s", vki_last_error(ctx));
    cd.tmpl = (vki_chat_template)77;
    VKT_CHECK(vki_chat_format(m, &cd, msg, 1, buf, (int)sizeof buf) == 0 && NAMES(ctx, "tmpl is 77"),
              "unknown template id: %s", vki_last_error(ctx));
    cd.tmpl = VKI_CHAT_CHATML;
    n = vki_chat_format(m, &cd, msg, 1, buf, (int)sizeof buf);
    VKT_CHECK(n > 0 && vki_last_error(ctx)[0] == 0, "a good call after a failure: %d, '%s'", n, vki_last_error(ctx));
    VKT_CHECK(vki_token_to_piece(m, in.n_vocab, buf, 16, 0) == 0 && NAMES(ctx, "token id 384 is outside") &&
                  NAMES(ctx, "[0, 384)"),
              "id n_vocab: %s", vki_last_error(ctx));
    VKT_CHECK(vki_token_to_piece(m, -1, buf, 16, 0) == 0 && NAMES(ctx, "token id -1"), "id -1: %s",
              vki_last_error(ctx));
    n = vki_token_to_piece(m, 70, buf, 16, 0);
    VKT_CHECK(n > 0 && vki_last_error(ctx)[0] == 0, "token 70: %d, '%s'", n, vki_last_error(ctx));
    vki_token_to_piece(m, -1, buf, 16, 0);
    VKT_CHECK(vki_tokenize(m, "", 0, NULL, 0, 0) == 0 && vki_last_error(ctx)[0] == 0,
              "an empty text's 0 tokens clear the error: '%s'", vki_last_error(ctx));
    vki_token_to_piece(m, -1, buf, 16, 0); /* an error, then a vki_result call that succeeds keeps it */
    VKT_CHECK(vki_model_tensor_get(m, 0, NULL) == VKI_ERROR_INVALID_ARGUMENT, "tensor_get");
    VKT_CHECK(vki_model_meta_get(m, 0, NULL, buf, sizeof buf) == VKI_SUCCESS && NAMES(ctx, "out"),
              "a successful vki_result call keeps the message: '%s'", vki_last_error(ctx));
    /* check_tensors: a NaN in a norm (F32), random bytes over a Q8_0 matrix */
    memset(&md, 0, sizeof md);
    md.check_tensors = 1;
    VKT_CHECK(vki_model_load(ctx, g_qw_path, &md, &bad) == VKI_SUCCESS, "check_tensors on a good model: %s",
              vki_last_error(ctx));
    vki_model_destroy(bad);
    bad = NULL;
    snprintf(path, sizeof path, "/tmp/vkinfer-api-bad-%d.gguf", (int)getpid());
    if (write_model(path, "qwen3", 11) && !mk_corrupt(path, "blk.1.attn_norm.weight:nan", 1, err, sizeof err)) {
        VKT_CHECK(vki_model_load(ctx, path, &md, &bad) == VKI_ERROR_INVALID_MODEL && !bad &&
                      NAMES(ctx, "tensor 'blk.1.attn_norm.weight' (F32) holds a NaN or infinity: value 0"),
                  "NaN norm: %s", vki_last_error(ctx));
        VKT_CHECK(vki_model_load(ctx, path, NULL, &bad) == VKI_SUCCESS, "without the check it loads: %s",
                  vki_last_error(ctx));
        vki_model_destroy(bad);
        bad = NULL;
    } else {
        VKT_CHECK(0, "corrupt: %s", err);
    }
    if (write_model(path, "qwen3", 11) && !mk_corrupt(path, "blk.0.attn_q.weight:random", 5, err, sizeof err))
        VKT_CHECK(vki_model_load(ctx, path, &md, &bad) == VKI_ERROR_INVALID_MODEL && !bad &&
                      NAMES(ctx, "tensor 'blk.0.attn_q.weight' (Q8_0) holds a NaN or infinity: block scale"),
                  "random Q8_0: %s", vki_last_error(ctx));
    else
        VKT_CHECK(0, "corrupt: %s", err);
    remove(path);
    vki_context_destroy(ctx);
}

/* ---- the GPU part ---- */

static vki_context *g_ctx;
static char g_skip[1024];
static vki_model *g_m;

static int count_fn(void *user, int32_t id, const char *text, int len) {
    (void)id;
    (void)text;
    (void)len;
    ++*(int *)user;
    return 0;
}

static void test_gpu_null_arguments(void) {
    vki_buffer *b = NULL;
    vki_session *s = NULL;
    vki_sampler_desc sp;
    vki_profile_entry pe[2];
    const char *stops[2] = {"a", NULL};
    int32_t ids[4] = {1, 2, 3, 4};
    float lg[4];
    int n = -1, calls = 0;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(vki_context_device_info(g_ctx, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "out"),
              "device_info out");
    VKT_CHECK(vki_buffer_create(g_ctx, 64, &b) == VKI_SUCCESS, "buffer");
    if (b) {
        VKT_CHECK(vki_buffer_upload(b, 0, NULL, 16) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "src"),
                  "upload src: %s", vki_last_error(g_ctx));
        VKT_CHECK(vki_buffer_read(b, 0, NULL, 16) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "dst"), "read dst: %s",
                  vki_last_error(g_ctx));
        VKT_CHECK(vki_buffer_info_get(b, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "out"), "info_get out: %s",
                  vki_last_error(g_ctx));
        vki_buffer_destroy(b);
    }
    if (!g_m) VKT_SKIP("no model");
    VKT_CHECK(vki_session_create(g_m, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "out"),
              "session_create out");
    {
        vki_session_desc sd;
        memset(&sd, 0, sizeof sd);
        sd.n_ctx = 32;
        if (vki_session_create(g_m, &sd, &s) != VKI_SUCCESS) {
            VKT_CHECK(0, "session: %s", vki_last_error(g_ctx));
            return;
        }
    }
    VKT_CHECK(vki_session_eval(s, NULL, 3) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "ids"), "eval ids: %s",
              vki_last_error(g_ctx));
    VKT_CHECK(vki_session_eval(s, ids, -1) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "n is negative"), "eval n: %s",
              vki_last_error(g_ctx));
    VKT_CHECK(vki_session_logits(s, NULL, 0) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "out"), "logits out: %s",
              vki_last_error(g_ctx));
    VKT_CHECK(vki_session_profile(s, 1, NULL, 4) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "out"),
              "profile out: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_session_profile(s, 0, pe, 2) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "n_tokens"),
              "profile n_tokens: %s", vki_last_error(g_ctx));
    (void)lg;
    VKT_CHECK(vki_session_eval(s, ids, 4) == VKI_SUCCESS, "eval: %s", vki_last_error(g_ctx));
    memset(&sp, 0, sizeof sp);
    sp.n_stop = 3; /* stop NULL */
    VKT_CHECK(vki_session_generate(s, &sp, 4, count_fn, &calls, &n) == VKI_ERROR_INVALID_ARGUMENT &&
                  NAMES(g_ctx, "stop is NULL"),
              "stop NULL, n_stop 3: %s", vki_last_error(g_ctx));
    sp.stop = stops;
    sp.n_stop = 2; /* stops[1] NULL */
    VKT_CHECK(vki_session_generate(s, &sp, 4, count_fn, &calls, &n) == VKI_ERROR_INVALID_ARGUMENT &&
                  NAMES(g_ctx, "stop[1]"),
              "a NULL stop string: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_session_generate(s, &sp, -2, count_fn, &calls, &n) == VKI_ERROR_INVALID_ARGUMENT &&
                  NAMES(g_ctx, "max_tokens"),
              "max_tokens: %s", vki_last_error(g_ctx));
    VKT_CHECK(n == 0 && calls == 0 && vki_session_pos(s) == 4, "nothing generated (n %d, calls %d, pos %d)", n, calls,
              vki_session_pos(s));
    vki_session_destroy(s);
}

/* vki_context_probe: NULL arguments and bad desc fields are named errors; on the GPU a
   small probe gives positive numbers and leaves no device memory or host allocation
   behind. */
static void test_probe_arguments(void) {
    vki_context *ctx = no_gpu_ctx();
    vki_probe_desc pd;
    vki_probe_result pr;
    if (!ctx) { VKT_CHECK(0, "no_gpu context"); return; }
    VKT_CHECK(vki_context_probe(NULL, NULL, &pr) == VKI_ERROR_INVALID_ARGUMENT, "probe(NULL ctx)");
    VKT_CHECK(vki_context_probe(ctx, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(ctx, "out"), "probe out: %s",
              vki_last_error(ctx));
    memset(&pd, 0, sizeof pd);
    pd.chain_length = -1;
    VKT_CHECK(vki_context_probe(ctx, &pd, &pr) == VKI_ERROR_INVALID_ARGUMENT && NAMES(ctx, "chain_length"),
              "probe chain_length: %s", vki_last_error(ctx));
    VKT_CHECK(vki_context_probe(ctx, NULL, &pr) == VKI_ERROR_NO_GPU_CONTEXT, "probe on a no_gpu context");
    vki_context_destroy(ctx);
}

static void test_probe(void) {
    vki_probe_desc pd;
    vki_probe_result pr;
    vki_stats st0, st1;
    uint64_t range;
    long live;
    int k;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(vki_context_probe(g_ctx, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "out"),
              "probe out: %s", vki_last_error(g_ctx));
    memset(&pd, 0, sizeof pd);
    pd.runs = -2;
    VKT_CHECK(vki_context_probe(g_ctx, &pd, &pr) == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, "runs"),
              "probe runs: %s", vki_last_error(g_ctx));
    pd.buffer_bytes = 1; /* raised to the 1 MiB minimum */
    pd.runs = 1;
    pd.dispatches = 2;
    pd.chain_length = 8;
    vki_context_stats(g_ctx, &st0);
    VKT_CHECK(vki_context_probe(g_ctx, &pd, &pr) == VKI_SUCCESS, "probe: %s", vki_last_error(g_ctx));
    range = g_ctx->vk->props.limits.maxStorageBufferRange; /* under 1 MiB (VKT_PROFILE): whole KiB of it */
    VKT_CHECK(pr.buffer_bytes == (range >= 1u << 20 ? (uint64_t)1 << 20 : range & ~(uint64_t)1023),
              "buffer_bytes %llu", (unsigned long long)pr.buffer_bytes);
    VKT_CHECK(pr.bandwidth_gbs > 0, "bandwidth %g GB/s", pr.bandwidth_gbs);
    for (k = 0; k < VKI_PROBE_CHAINS; k++)
        VKT_CHECK(pr.chain_groups[k] > 0 && pr.chain_us[k] > 0, "chain %d: %u groups, %g us", k, pr.chain_groups[k],
                  pr.chain_us[k]);
    vki_context_stats(g_ctx, &st1);
    VKT_CHECK(st1.device_bytes_in_use == st0.device_bytes_in_use, "device bytes in use %llu after, %llu before",
              (unsigned long long)st1.device_bytes_in_use, (unsigned long long)st0.device_bytes_in_use);
    live = t_live; /* the pipeline is cached now: a second probe allocates nothing that stays */
    VKT_CHECK(vki_context_probe(g_ctx, &pd, &pr) == VKI_SUCCESS, "second probe: %s", vki_last_error(g_ctx));
    VKT_CHECK(t_live == live, "%ld host allocations left by the probe", t_live - live);
}

static void test_sampler_ranges(void) {
    static const struct { const char *field; float temp, top_p, min_p, pen; int top_k, last_n, n_stop; } bad[] = {
        {"temperature", -0.5f, 0, 0, 0, 0, 0, 0}, {"temperature", NAN, 0, 0, 0, 0, 0, 0},
        {"top_k", 0.8f, 0, 0, 0, -1, 0, 0},       {"top_p", 0.8f, -0.1f, 0, 0, 0, 0, 0},
        {"top_p", 0.8f, 1.5f, 0, 0, 0, 0, 0},     {"top_p", 0.8f, NAN, 0, 0, 0, 0, 0},
        {"min_p", 0.8f, 0, -0.1f, 0, 0, 0, 0},    {"min_p", 0.8f, 0, 1.1f, 0, 0, 0, 0},
        {"min_p", 0.8f, 0, NAN, 0, 0, 0, 0},      {"repeat_penalty", 0.8f, 0, 0, -1.0f, 0, 0, 0},
        {"repeat_penalty", 0, 0, 0, NAN, 0, 0, 0}, {"repeat_last_n", 0.8f, 0, 0, 0, 0, -1, 0},
        {"n_stop", 0.8f, 0, 0, 0, 0, 0, -1},
    };
    vki_session *s = NULL;
    vki_session_desc sd;
    vki_sampler_desc sp;
    int32_t ids[4] = {5, 6, 7, 8};
    int i, n, calls = 0;
    vki_result r;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_m) VKT_SKIP("no model");
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 32;
    if (vki_session_create(g_m, &sd, &s) != VKI_SUCCESS || vki_session_eval(s, ids, 4) != VKI_SUCCESS) {
        VKT_CHECK(0, "session: %s", vki_last_error(g_ctx));
        vki_session_destroy(s);
        return;
    }
    for (i = 0; i < (int)VKT_COUNT(bad); i++) {
        memset(&sp, 0, sizeof sp);
        sp.temperature = bad[i].temp;
        sp.top_p = bad[i].top_p;
        sp.min_p = bad[i].min_p;
        sp.repeat_penalty = bad[i].pen;
        sp.top_k = bad[i].top_k;
        sp.repeat_last_n = bad[i].last_n;
        sp.n_stop = bad[i].n_stop;
        n = -1;
        r = vki_session_generate(s, &sp, 4, count_fn, &calls, &n);
        VKT_CHECK(r == VKI_ERROR_INVALID_ARGUMENT && NAMES(g_ctx, bad[i].field), "case %d (%s): %s: %s", i,
                  bad[i].field, vki_result_string(r), vki_last_error(g_ctx));
        VKT_CHECK(n == 0 && vki_session_pos(s) == 4, "case %d: nothing generated", i);
    }
    VKT_CHECK(calls == 0, "no callback for a bad sampler (%d)", calls);
    /* zeros are the defaults, the range ends are allowed */
    memset(&sp, 0, sizeof sp);
    sp.temperature = 0.8f;
    VKT_CHECK(vki_session_generate(s, &sp, 2, NULL, NULL, &n) == VKI_SUCCESS && n == 2, "all defaults: %s",
              vki_last_error(g_ctx));
    sp.top_p = 1.0f;
    sp.min_p = 1.0f;
    sp.repeat_penalty = 1.5f;
    VKT_CHECK(vki_session_generate(s, &sp, 2, NULL, NULL, &n) == VKI_SUCCESS && n == 2, "top_p 1, min_p 1: %s",
              vki_last_error(g_ctx));
    vki_session_destroy(s);
}

/* Teardown in any order: a model destroyed under its session lives until the session
   goes; a context destroyed with a model, a session and a buffer alive frees them. */
static void test_teardown(void) {
    vki_context *ctx;
    vki_model *m = NULL;
    vki_session *s = NULL, *s2 = NULL, *s3 = NULL;
    vki_buffer *b = NULL;
    vki_session_desc sd;
    char skip[512];
    int32_t ids[3] = {3, 4, 5};
    float *lg = NULL;
    long base;
    int n = 0;
    if (!g_models_ok) VKT_SKIP("no test models");
    base = t_live;
    ctx = vkt_gpu_open(skip, sizeof skip);
    if (!ctx) VKT_SKIP("%s", skip);
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 16;
    VKT_CHECK(vki_model_load(ctx, g_qw_path, NULL, &m) == VKI_SUCCESS, "load: %s", vki_last_error(ctx));
    if (!m) goto done;
    VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS && vki_session_create(m, &sd, &s2) == VKI_SUCCESS,
              "sessions: %s", vki_last_error(ctx));
    if (!s || !s2) goto done;
    lg = (float *)malloc(sizeof(float) * (size_t)m->info.n_vocab);
    /* 1. the model first: both sessions keep working, the last one frees it */
    vki_model_destroy(m);
    VKT_CHECK(vki_session_eval(s, ids, 3) == VKI_SUCCESS &&
                  vki_session_generate(s, NULL, 3, NULL, NULL, &n) == VKI_SUCCESS && n == 3,
              "session after its model was destroyed: %s", vki_last_error(ctx));
    VKT_CHECK(lg && vki_session_logits(s, lg, m->info.n_vocab) == VKI_SUCCESS, "logits: %s", vki_last_error(ctx));
    VKT_CHECK(vki_session_create(m, &sd, &s3) == VKI_ERROR_INVALID_ARGUMENT && !s3 && NAMES(ctx, "destroyed"),
              "a session on a destroyed model: %s", vki_last_error(ctx));
    vki_session_destroy(s);
    s = NULL;
    VKT_CHECK(vki_session_eval(s2, ids, 3) == VKI_SUCCESS, "the other session: %s", vki_last_error(ctx));
    vki_session_destroy(s2); /* frees the model */
    s2 = NULL;
    m = NULL;
    /* 2. the context with everything alive */
    VKT_CHECK(vki_model_load(ctx, g_qw_path, NULL, &m) == VKI_SUCCESS &&
                  vki_session_create(m, &sd, &s) == VKI_SUCCESS && vki_buffer_create(ctx, 1024, &b) == VKI_SUCCESS,
              "second set: %s", vki_last_error(ctx));
    if (s) VKT_CHECK(vki_session_eval(s, ids, 3) == VKI_SUCCESS, "eval");
done:
    free(lg);
    vki_session_destroy(s2);
    vkt_gpu_close(ctx); /* destroys the context: the session, the model and the buffer with it */
    VKT_CHECK(t_live == base, "%ld allocations of the library left after vki_context_destroy", t_live - base);
}

/* A KV cache over maxStorageBufferRange (issue 18): attention binds one layer's range at
   a time, so only a layer's share has to fit. A session whose whole K cache is over the
   limit gives the logits of a small one. */
static void test_kv_over_storage_range(void) {
    vki_device_info di;
    vki_session *big = NULL, *small = NULL;
    vki_session_desc sd;
    int32_t ids[6] = {7, 70, 170, 17, 1, 300};
    float *a = NULL, *b = NULL;
    uint64_t per_pos, per_layer;
    int n_ctx, nv, i;
    double mx = 0, ss = 0;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_m) VKT_SKIP("no model");
    VKT_CHECK(vki_context_device_info(g_ctx, &di) == VKI_SUCCESS, "device info");
    per_layer = (uint64_t)g_m->info.n_head_kv * (uint64_t)g_m->info.head_dim * 2; /* f16, per position */
    per_pos = per_layer * (uint64_t)g_m->info.n_layer;
    if (di.max_storage_buffer_range / per_pos + 64 > 4000000 ||
        2 * (di.max_storage_buffer_range + 64 * per_pos) > ((uint64_t)1 << 30))
        VKT_SKIP("maxStorageBufferRange is %llu bytes: a cache over it would take more than 1 GiB here",
                 (unsigned long long)di.max_storage_buffer_range);
    n_ctx = (int)(di.max_storage_buffer_range / per_pos + 64);
    if ((uint64_t)n_ctx * per_layer > di.max_storage_buffer_range) VKT_SKIP("one layer's cache is over the limit too");
    nv = g_m->info.n_vocab;
    a = (float *)malloc(sizeof(float) * (size_t)nv);
    b = (float *)malloc(sizeof(float) * (size_t)nv);
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = n_ctx;
    VKT_CHECK(vki_session_create(g_m, &sd, &big) == VKI_SUCCESS, "n_ctx %d (K cache %llu bytes, limit %llu): %s", n_ctx,
              (unsigned long long)((uint64_t)n_ctx * per_pos), (unsigned long long)di.max_storage_buffer_range,
              vki_last_error(g_ctx));
    sd.n_ctx = 16;
    VKT_CHECK(vki_session_create(g_m, &sd, &small) == VKI_SUCCESS, "n_ctx 16: %s", vki_last_error(g_ctx));
    if (!big || !small || !a || !b) goto done;
    for (i = 1; i <= 6; i++) { /* one token at a time: the logits after each */
        VKT_CHECK(vki_session_eval(big, ids + i - 1, 1) == VKI_SUCCESS && vki_session_logits(big, a, nv) == VKI_SUCCESS,
                  "big: %s", vki_last_error(g_ctx));
        VKT_CHECK(vki_session_eval(small, ids + i - 1, 1) == VKI_SUCCESS &&
                      vki_session_logits(small, b, nv) == VKI_SUCCESS,
                  "small: %s", vki_last_error(g_ctx));
    }
    for (i = 0; i < nv; i++) {
        double d = fabs((double)a[i] - (double)b[i]);
        mx = d > mx ? d : mx;
        ss += (double)b[i] * b[i];
    }
    VKT_CHECK(mx <= 1e-5 * sqrt(ss / nv) + 1e-6, "max |big - small| %g, rms %g", mx, sqrt(ss / nv));
    VKT_CHECK(vki_session_generate(big, NULL, 8, NULL, NULL, &i) == VKI_SUCCESS && i == 8, "generate: %s",
              vki_last_error(g_ctx));
done:
    free(a);
    free(b);
    vki_session_destroy(big);
    vki_session_destroy(small);
}

/* Issue 35: logits with a NaN (a NaN in output_norm.weight: every logit; random bytes
   over a Q8_0 matrix) end the generation with a named error, greedy and sampled,
   blocking and polled, before any token is handed over. */
static void test_nonfinite_logits(void) {
    static const char *const specs[2] = {"output_norm.weight:nan", "blk.0.ffn_down.weight:random"};
    char path[64], err[256];
    int32_t ids[3] = {7, 70, 170};
    int k, t, n, done;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_models_ok) VKT_SKIP("no model");
    snprintf(path, sizeof path, "/tmp/vkinfer-api-nan-%d.gguf", (int)getpid());
    for (k = 0; k < 2; k++) {
        vki_model *m = NULL;
        vki_session *s = NULL;
        vki_session_desc sd;
        vki_sampler_desc sp;
        if (!write_model(path, "qwen3", 11) || mk_corrupt(path, specs[k], 3, err, sizeof err)) {
            VKT_CHECK(0, "%s: %s", specs[k], err);
            continue;
        }
        memset(&sd, 0, sizeof sd);
        sd.n_ctx = 32;
        if (vki_model_load(g_ctx, path, NULL, &m) != VKI_SUCCESS || vki_session_create(m, &sd, &s) != VKI_SUCCESS) {
            VKT_CHECK(0, "%s: load: %s", specs[k], vki_last_error(g_ctx));
            vki_model_destroy(m);
            continue;
        }
        for (t = 0; t < 3; t++) { /* greedy, sampled, greedy polled */
            memset(&sp, 0, sizeof sp);
            sp.temperature = t == 1 ? 0.8f : 0.0f;
            n = -1;
            vki_session_rewind(s, 0);
            VKT_CHECK(vki_session_eval(s, ids, 3) == VKI_SUCCESS, "eval: %s", vki_last_error(g_ctx));
            if (t < 2) {
                VKT_CHECK(vki_session_generate(s, &sp, 4, NULL, NULL, &n) == VKI_ERROR_INVALID_MODEL && n == 0 &&
                              NAMES(g_ctx, "the logits after position 2 hold a NaN or an infinity"),
                          "%s, %s: %d tokens, '%s'", specs[k], t ? "sampled" : "greedy", n, vki_last_error(g_ctx));
                continue;
            }
            done = 0;
            VKT_CHECK(vki_session_generate_start(s, &sp, 4, NULL, NULL) == VKI_SUCCESS, "start: %s",
                      vki_last_error(g_ctx));
            while (!done && vki_session_generate_poll(s, 2, &done, &n) == VKI_SUCCESS) {}
            VKT_CHECK(done && n == 0 && NAMES(g_ctx, "hold a NaN or an infinity"),
                      "%s, polled: done %d, %d tokens, '%s'", specs[k], done, n, vki_last_error(g_ctx));
        }
        vki_session_destroy(s);
        vki_model_destroy(m);
    }
    remove(path);
}

/* ---- debug names (VK_EXT_debug_utils): what vkinfer names and labels, read back through
   a shim around the extension's functions, and a name shown in a validation message ---- */
typedef struct dbg_seen {
    int names, pipelines, step_cbs, begins, ends, kernels, layer0, layer_last, token_step, prompt_step;
} dbg_seen;
static dbg_seen g_dbg;
static int g_dbg_n_layer;
static PFN_vkSetDebugUtilsObjectNameEXT g_real_name;
static PFN_vkCmdBeginDebugUtilsLabelEXT g_real_begin;
static PFN_vkCmdEndDebugUtilsLabelEXT g_real_end;
static VKAPI_ATTR VkResult VKAPI_CALL dbg_name(VkDevice d, const VkDebugUtilsObjectNameInfoEXT *ni) {
    g_dbg.names++;
    if (ni->objectType == VK_OBJECT_TYPE_PIPELINE && strncmp(ni->pObjectName, "vkinfer ", 8) == 0) g_dbg.pipelines++;
    if (ni->objectType == VK_OBJECT_TYPE_COMMAND_BUFFER && strcmp(ni->pObjectName, "vkinfer token step") == 0)
        g_dbg.step_cbs++;
    return g_real_name(d, ni);
}
static VKAPI_ATTR void VKAPI_CALL dbg_begin(VkCommandBuffer cb, const VkDebugUtilsLabelEXT *l) {
    char last[32];
    int n = 0, i;
    const vki__kernel_src *tab = vki__kernel_table(&n);
    g_dbg.begins++;
    snprintf(last, sizeof last, "layer %d", g_dbg_n_layer - 1);
    g_dbg.layer0 += strcmp(l->pLabelName, "layer 0") == 0;
    g_dbg.layer_last += strcmp(l->pLabelName, last) == 0;
    g_dbg.token_step += strcmp(l->pLabelName, "vkinfer token step") == 0;
    g_dbg.prompt_step += strcmp(l->pLabelName, "vkinfer prompt step") == 0;
    for (i = 0; i < n; i++) g_dbg.kernels += strcmp(l->pLabelName, tab[i].name) == 0;
    g_real_begin(cb, l);
}
static VKAPI_ATTR void VKAPI_CALL dbg_end(VkCommandBuffer cb) {
    g_dbg.ends++;
    g_real_end(cb);
}
typedef struct dbg_log { int n; char named[512]; } dbg_log;
static void dbg_log_fn(void *user, int level, const char *id, const char *msg) {
    dbg_log *c = (dbg_log *)user;
    (void)level;
    if (strcmp(id, "VKI_E_VALIDATION") != 0) return;
    c->n++;
    if (strstr(msg, "vkinfer staging ring")) snprintf(c->named, sizeof c->named, "%.500s", msg);
}

static void test_debug_names(void) {
    vki_context_desc d;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    vki_model_info info;
    dbg_log lg;
    vki_stats st;
    struct vki__vk *vk;
    static const int32_t ids[5] = {5, 9, 2, 7, 3};
    int n = 0, n_ops, n_pipes0;
    if (!g_models_ok) VKT_SKIP("no test model");
    memset(&d, 0, sizeof d);
    memset(&lg, 0, sizeof lg);
    d.validation = VKT_VALIDATION;
    vkt_profile_apply(&d.debug_profile); /* VKT_PROFILE */
    d.log = dbg_log_fn;
    d.log_user = &lg;
    d.log_level = VKI_LOG_ERROR;
    if (vki_context_create(&d, &ctx) != VKI_SUCCESS) VKT_SKIP("no Vulkan device");
    vk = ctx->vk;
    if (!vk->dbg_name) {
        vki_context_destroy(ctx);
        VKT_SKIP("the instance has no VK_EXT_debug_utils");
    }
    memset(&g_dbg, 0, sizeof g_dbg);
    n_pipes0 = (int)stbds_arrlen(vk->pipelines);
    g_real_name = vk->dbg_name;
    g_real_begin = vk->dbg_begin;
    g_real_end = vk->dbg_end;
    vk->dbg_name = dbg_name;
    vk->dbg_begin = dbg_begin;
    vk->dbg_end = dbg_end;
    VKT_CHECK(vki_model_load(ctx, g_qw_path, NULL, &m) == VKI_SUCCESS, "load: %s", vki_last_error(ctx));
    if (m) vki_model_get_info(m, &info);
    g_dbg_n_layer = m ? info.n_layer : 0;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 256; /* a KV cache layer within VKT_PROFILE=embedded's maxStorageBufferRange */
    VKT_CHECK(m && vki_session_create(m, &sd, &s) == VKI_SUCCESS, "session: %s", vki_last_error(ctx));
    VKT_CHECK(s && vki_session_eval(s, ids, 5) == VKI_SUCCESS, "eval: %s", vki_last_error(ctx));
    VKT_CHECK(s && vki_session_generate(s, NULL, 3, NULL, NULL, &n) == VKI_SUCCESS && n == 3, "generate: %s",
              vki_last_error(ctx));
    n_ops = s ? (int)stbds_arrlen(s->ops) : 0;
    /* each pipeline named "vkinfer <kernel>", the two token-step command buffers named, and
       in them: the step's region, one region per layer, one label per dispatch, balanced */
    VKT_CHECK(g_dbg.pipelines > 0 && g_dbg.pipelines == (int)stbds_arrlen(vk->pipelines) - n_pipes0,
              "%d of %d new pipelines named", g_dbg.pipelines, (int)stbds_arrlen(vk->pipelines) - n_pipes0);
    VKT_CHECK(g_dbg.step_cbs == 2, "%d token-step command buffers named", g_dbg.step_cbs);
    VKT_CHECK(g_dbg.token_step == 2 && g_dbg.prompt_step >= 1, "%d token-step regions, %d prompt-step regions",
              g_dbg.token_step, g_dbg.prompt_step);
    VKT_CHECK(g_dbg.layer0 >= 2 && g_dbg.layer_last >= 2, "layer regions: 'layer 0' %d, 'layer %d' %d", g_dbg.layer0,
              g_dbg_n_layer - 1, g_dbg.layer_last);
    VKT_CHECK(g_dbg.kernels >= 2 * n_ops, "%d kernel labels for 2 x %d dispatches", g_dbg.kernels, n_ops);
    VKT_CHECK(g_dbg.begins == g_dbg.ends && g_dbg.begins > 0, "labels: %d begun, %d ended", g_dbg.begins, g_dbg.ends);
    vki_context_stats(ctx, &st);
    VKT_CHECK(st.validation_messages == 0 && lg.n == 0, "%llu validation messages",
              (unsigned long long)st.validation_messages);
    /* a deliberate error on a named object (binding the staging ring's buffer a second
       time): the validation layer's message names it */
    if (VKT_VALIDATION) {
        vk->dt.vkBindBufferMemory(vk->device, vk->ring->buffer, vk->ring->memory, 0);
        VKT_CHECK(lg.named[0] != 0, "no validation message named 'vkinfer staging ring' (%d messages)", lg.n);
        if (lg.named[0]) printf("  the layer's message: %.200s...\n", lg.named);
    }
    vki_session_destroy(s);
    vki_model_destroy(m);
    vki_context_destroy(ctx);
}

int main(void) {
    snprintf(g_qw_path, sizeof g_qw_path, "/tmp/vkinfer-api-qw-%d.gguf", (int)getpid());
    snprintf(g_ll_path, sizeof g_ll_path, "/tmp/vkinfer-api-ll-%d.gguf", (int)getpid());
    g_models_ok = write_model(g_qw_path, "qwen3", 11) && write_model(g_ll_path, "llama", 12);
    VKT_RUN(test_empty_prompt);
    VKT_RUN(test_null_arguments);
    VKT_RUN(test_probe_arguments);
    VKT_RUN(test_issue35_arguments);
    g_ctx = vkt_gpu_open(g_skip, sizeof g_skip);
    if (g_ctx && g_models_ok && vki_model_load(g_ctx, g_qw_path, NULL, &g_m) != VKI_SUCCESS) {
        printf("FAIL the test model: %s\n", vki_last_error(g_ctx));
        vkt_failed++;
    }
    VKT_RUN(test_gpu_null_arguments);
    VKT_RUN(test_probe);
    VKT_RUN(test_sampler_ranges);
    VKT_RUN(test_teardown);
    VKT_RUN(test_kv_over_storage_range);
    VKT_RUN(test_nonfinite_logits);
    VKT_RUN(test_debug_names);
    vki_model_destroy(g_m);
    vkt_gpu_close(g_ctx);
    remove(g_qw_path);
    remove(g_ll_path);
    return vkt_summary();
}
