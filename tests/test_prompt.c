/* The prompt step: a prompt evaluated in chunks (matrix-matrix kernels, causal
   attention over the chunk) against the independent double-precision CPU reference
   (tests/ref.h) at every position, and against token-by-token decode, on models written
   by tests/mkmodel.c with random weights; chunk boundaries and buckets, chunks at depth,
   the context-full error, greedy continuations, and what a chunk costs (one submit, no
   descriptor writes). Validation layers on.

   Routes (vki__mm_pick): where the device has cooperative matrices (the H100) the
   products run on tensor cores with both operands rounded to f16; elsewhere (lavapipe)
   the weights whose decode mat-vecs take int8 inputs (every quantized type) take int8
   activations (mm_dot) by default, and the float route (mm,
   forced through vki_tuning.mm_route) is f32. Most cases run the device's float route
   (tensor cores or mm); test_prompt_int8 forces the int8 one.
   Error measure (as test_decode): max |gpu - ref| over the vocabulary divided by the RMS
   of the reference logits, at every position.
     f32 route, f32 KV cache: 1e-4, as the decode test (both sides dequantize the same
       stored bits; the reference does the products in double), with act_q8 off.
     int8 route, f32 KV cache: 1e-4, as the decode test's int8 path: the reference rounds
       the same inputs to int8 (act_q8: blocks of 16, matvec_dot's and mm_dot's rounding;
       act_q8 covers every quantized type, as matvec_dot does), so both sides
       take the same int8 values, except where a value lies within a hair of a half-way
       point; the tokens are drawn away from those (draw_token, ACT_MARGIN, as
       test_decode), which leaves f32-vs-double arithmetic.
     f32 route, f16 KV cache: 2e-3, as the decode test.
     f16 (tensor-core) route: 2e-2. Each product's operands are rounded to f16 (relative
       error 2^-11 each), so a sum of n random-signed products moves by about
       2^-10 * sqrt(n) times a typical product; through two layers' residual stream and
       the LM head that stays under 1% of the logits' RMS.
   Batched against token-by-token decode: on the float route with the decode mat-vecs
   kept in f32 (vki_tuning.matvec_dot off), and on the int8 route with types whose decode mat-vecs take
   int8 inputs (matvec_dot), both are within the same tolerance of one reference, so
   within twice that of each other. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#define MKMODEL_NO_MAIN
#include "mkmodel.c"

#define TOL_F32 1e-4
#define TOL_KV_F16 2e-3
#define TOL_F16_ROUTE 2e-2
#define ACT_MARGIN 2e-4

static vki_context *g_ctx;
static char g_skip[1024];
static char g_path[128];
static int g_matvec_dot; /* open_fixture's vki_tuning.matvec_dot */
static int g_gdn_cols;   /* ... and vki_tuning.gdn_chunk_cols */

static void open_ctx(void) { g_ctx = vkt_gpu_open(g_skip, sizeof g_skip); }

/* the device's float route: tensor cores where it has them, else mm (forced: quantized
   weights would take mm_dot) */
static int float_route(void) {
    return g_ctx->vk->info.has_cooperative_matrix ? (int)VKI_TUNE_DEFAULT : (int)VKI_MM_ROUTE_FLOAT;
}
static double tol_f32(void) { return g_ctx->vk->info.has_cooperative_matrix ? TOL_F16_ROUTE : TOL_F32; }
static double tol_kv16(void) { return g_ctx->vk->info.has_cooperative_matrix ? TOL_F16_ROUTE : TOL_KV_F16; }

static int write_model(const char *arch, const char *type, int tied, uint64_t seed) {
    char err[512];
    if (mk_write_tiny(g_path, arch, type, tied, NULL, seed, err, sizeof err)) {
        printf("  mkmodel: %s\n", err);
        return 0;
    }
    return 1;
}

typedef struct fixture {
    vki_model *m;
    vki_session *s;
    ref_model *rm;
    int nv;
    int over; /* refused on VKT_PROFILE's maxStorageBufferRange (said on a "skip" line) */
} fixture;

/* route: vki_tuning.mm_route */
static int open_fixture(fixture *f, int n_ctx, int n_batch, int kv_f32, int route) {
    vki_session_desc sd;
    char err[256];
    memset(f, 0, sizeof *f);
    f->rm = ref_load(g_path, err, sizeof err);
    VKT_CHECK(f->rm != NULL, "ref_load: %s", err);
    if (!f->rm) return 0;
    f->rm->kv_f16 = !kv_f32;
    f->rm->n_ctx = n_ctx; /* LongRoPE's factors follow the context */
    if (vki_model_load(g_ctx, g_path, NULL, &f->m) != VKI_SUCCESS) {
        f->over = vkt_skip_over_profile(g_ctx, "the model");
        VKT_CHECK(f->over, "load: %s", vki_last_error(g_ctx));
        return 0;
    }
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = n_ctx;
    sd.n_batch = n_batch;
    sd.kv_f32 = kv_f32;
    sd.tuning.mm_route = route;
    sd.tuning.matvec_dot = g_matvec_dot;
    sd.tuning.gdn_chunk_cols = g_gdn_cols;
    if (vki_session_create(f->m, &sd, &f->s) != VKI_SUCCESS) {
        f->over = vkt_skip_over_profile(g_ctx, "the session");
        VKT_CHECK(f->over, "session: %s", vki_last_error(g_ctx));
    }
    f->nv = f->m->info.n_vocab;
    return f->s != NULL;
}

static void close_fixture(fixture *f) {
    vki_session_destroy(f->s);
    vki_model_destroy(f->m);
    if (f->rm) ref_free(f->rm);
}

static void random_tokens(int32_t *ids, int n, int nv) {
    int i;
    for (i = 0; i < n; i++) ids[i] = (int32_t)vkt_randu((unsigned)nv);
}

/* Evaluates ids through vki_session_eval_logits and the reference; returns the worst
   error over the positions (1e9 on failure) */
static double chunk_vs_ref(fixture *f, const int32_t *ids, int n) {
    float *gl = (float *)malloc((size_t)n * f->nv * 4), *rl = (float *)malloc((size_t)f->nv * 4);
    double worst = 0.0;
    int i;
    if (vki_session_eval_logits(f->s, ids, n, gl, (int64_t)n * f->nv) != VKI_SUCCESS) {
        VKT_CHECK(0, "eval_logits of %d at %d: %s", n, vki_session_pos(f->s), vki_last_error(g_ctx));
        worst = 1e9;
    }
    for (i = 0; i < n && worst < 1e9; i++) {
        double e;
        ref_eval(f->rm, ids[i], rl);
        e = vkt_rel_err(gl + (size_t)i * f->nv, rl, f->nv);
        if (!(e <= worst)) worst = e;
    }
    free(gl);
    free(rl);
    return worst;
}

static const char *const k_types[] = {"F32",  "F16",  "BF16", "Q8_0", "Q4_0", "Q4_1",
                                      "Q5_0", "Q5_1", "Q4_K", "Q5_K", "Q6_K", "Q4_K_M"};
/* every architecture of the reference's table (tests/ref.h: ref_archs, ref_arch_runs_type) */
#define N_ARCHS REF_N_ARCHS
#define ARCH(a) (ref_archs[a].name)

/* Every weight type x architecture, tied and separate output in turn: a 45-token
   prompt in chunks of 16 (three chunks, the last one partial), every position's logits
   against the reference; f32 KV cache */
static void test_prompt_all_types(void) {
    size_t t, a;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    for (t = 0; t < VKT_COUNT(k_types); t++)
        for (a = 0; a < (size_t)N_ARCHS; a++) {
            fixture f;
            int32_t ids[45];
            int tied = (int)((t + a) & 1);
            double e = 1e9;
            if (!ref_arch_runs_type((int)a, k_types[t])) continue;
            if (!write_model(ARCH(a), k_types[t], tied, 500 + t * 10 + a)) {
                VKT_CHECK(0, "mkmodel %s %s", ARCH(a), k_types[t]);
                continue;
            }
            vkt_seed(600 + t * 7 + a);
            if (open_fixture(&f, 128, 16, 1, float_route())) {
                random_tokens(ids, 45, f.nv);
                e = chunk_vs_ref(&f, ids, 45);
            }
            close_fixture(&f);
            if (f.over) continue;
            printf("  %-6s %-5s %-8s 45 positions in chunks of 16: max err / rms %.2e\n", k_types[t], ARCH(a),
                   tied ? "tied" : "separate", e);
            VKT_CHECK(e <= tol_f32(), "%s %s: %.3e > %.1e", k_types[t], ARCH(a), e, tol_f32());
        }
}

/* The low-bit types and mixes (as test_decode's test_logits_low_bit), one architecture
   each: 45 positions in chunks of 16 on the device's float route against the reference,
   f32 KV cache, as above */
static void test_prompt_low_bit(void) {
    static const struct {
        const char *type, *arch;
        int tied;
    } cs[] = {{"Q2_K", "qwen3", 1},
              {"Q3_K_M", "llama", 0},
              {"IQ4_NL", "qwen2", 1},
              {"IQ4_XS", "qwen3", 0},
              {"MXFP4", "llama", 1}};
    size_t c;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    for (c = 0; c < VKT_COUNT(cs); c++) {
        fixture f;
        int32_t ids[45];
        double e = 1e9;
        if (!write_model(cs[c].arch, cs[c].type, cs[c].tied, 900 + c)) {
            VKT_CHECK(0, "mkmodel %s %s", cs[c].arch, cs[c].type);
            continue;
        }
        vkt_seed(901 + (unsigned)c);
        if (open_fixture(&f, 128, 16, 1, float_route())) {
            random_tokens(ids, 45, f.nv);
            e = chunk_vs_ref(&f, ids, 45);
        }
        close_fixture(&f);
        if (f.over) continue;
        printf("  %-6s %-5s %-8s 45 positions in chunks of 16: max err / rms %.2e\n", cs[c].type, cs[c].arch,
               cs[c].tied ? "tied" : "separate", e);
        VKT_CHECK(e <= tol_f32(), "%s %s: %.3e > %.1e", cs[c].type, cs[c].arch, e, tol_f32());
    }
}

/* Prompt lengths around the chunk and bucket sizes (n_batch 512: buckets 512 .. 16),
   through vki_session_eval: the logits after the last token against the reference;
   then one more token through the decode step. f16 KV cache (the default). */
static void test_prompt_lengths(void) {
    static const int lens[] = {1, 2, 7, 31, 32, 33, 100, 511, 512, 513, 1500};
    fixture f;
    int32_t *ids = (int32_t *)malloc(1501 * sizeof(int32_t));
    float *gl, *rl;
    size_t k;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(write_model("qwen3", "Q4_0", 0, 77), "mkmodel");
    vkt_seed(78);
    g_matvec_dot = VKI_TUNE_OFF; /* the decode step's mat-vecs in f32 too: the reference has no act_q8 here */
    if (!open_fixture(&f, 2048, 0, 0, float_route())) {
        g_matvec_dot = VKI_TUNE_DEFAULT;
        close_fixture(&f);
        free(ids);
        return;
    }
    g_matvec_dot = VKI_TUNE_DEFAULT;
    gl = (float *)malloc((size_t)f.nv * 4);
    rl = (float *)malloc((size_t)f.nv * 4);
    VKT_CHECK(f.s->n_batch == 512 && f.s->n_buckets == 6, "n_batch %d, %d buckets", f.s->n_batch, f.s->n_buckets);
    for (k = 0; k < VKT_COUNT(lens); k++) {
        int n = lens[k], i;
        double e, e1;
        random_tokens(ids, n + 1, f.nv);
        ref_reset(f.rm);
        VKT_CHECK(vki_session_rewind(f.s, 0) == VKI_SUCCESS, "rewind");
        for (i = 0; i < n; i++) ref_eval(f.rm, ids[i], rl);
        VKT_CHECK(vki_session_eval(f.s, ids, n) == VKI_SUCCESS && vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
                  "eval %d: %s", n, vki_last_error(g_ctx));
        e = vkt_rel_err(gl, rl, f.nv);
        ref_eval(f.rm, ids[n], rl);
        VKT_CHECK(vki_session_eval(f.s, ids + n, 1) == VKI_SUCCESS && vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
                  "eval 1");
        e1 = vkt_rel_err(gl, rl, f.nv);
        printf("  prompt of %4d: last position %.2e, one token after it %.2e\n", n, e, e1);
        VKT_CHECK(e <= tol_kv16() && e1 <= tol_kv16(), "prompt of %d: %.3e / %.3e", n, e, e1);
        VKT_CHECK(vki_session_pos(f.s) == n + 1, "pos %d after %d + 1", vki_session_pos(f.s), n);
    }
    free(gl);
    free(rl);
    free(ids);
    close_fixture(&f);
}

/* Chunks that start at depth: a few tokens through the decode step, then chunks of
   various sizes on top, every position against the reference; then a rewind into the
   middle and a chunk again over positions already in the cache */
static void test_prompt_depth(void) {
    static const char *const archs[2] = {"llama", "qwen3"};
    int a;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    for (a = 0; a < 2; a++) {
        fixture f;
        int32_t ids[200];
        float *rl;
        double e = 0, w;
        int i;
        VKT_CHECK(write_model(archs[a], "F16", 0, 90 + a), "mkmodel");
        vkt_seed(91 + a);
        if (!open_fixture(&f, 512, 64, 1, float_route())) {
            close_fixture(&f);
            continue;
        }
        rl = (float *)malloc((size_t)f.nv * 4);
        random_tokens(ids, 200, f.nv);
        for (i = 0; i < 5; i++) {
            ref_eval(f.rm, ids[i], rl);
            VKT_CHECK(vki_session_eval(f.s, ids + i, 1) == VKI_SUCCESS, "decode %d", i);
        }
        w = chunk_vs_ref(&f, ids + 5, 70);   /* depth 5: a chunk of 64 and one of 6 */
        e = w > e ? w : e;
        w = chunk_vs_ref(&f, ids + 75, 3);   /* depth 75 */
        e = w > e ? w : e;
        VKT_CHECK(vki_session_rewind(f.s, 40) == VKI_SUCCESS, "rewind");
        f.rm->pos = 40;
        w = chunk_vs_ref(&f, ids + 100, 100); /* over positions 40..139, written before up to 77 */
        e = w > e ? w : e;
        printf("  F16 %-5s chunks at depth 5, 75 and (after a rewind) 40: max err / rms %.2e\n", archs[a], e);
        VKT_CHECK(e <= tol_f32(), "%s at depth: %.3e", archs[a], e);
        free(rl);
        close_fixture(&f);
    }
}

/* Gemma 3 (the tiny shapes: window 8) with chunks of 64 rows, which take the tensor-core
   attention where the device has it (f16 KV cache), its sliding layers in rings of 72
   (the window and a chunk): 110 positions in two chunks past a turn of the ring, then
   (rewound to 60: the ring holds its window) 20 more, against the reference */
static void test_prompt_gemma3_ring(void) {
    fixture f;
    int32_t ids[130];
    double e, w;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(write_model("gemma3", "Q8_0", 1, 95), "mkmodel");
    vkt_seed(96);
    if (open_fixture(&f, 256, 64, 0, float_route())) {
        VKT_CHECK(f.s->kv_ring == 72, "ring %d", f.s->kv_ring);
        f.rm->kv_f16 = 1;
        random_tokens(ids, 130, f.nv);
        e = chunk_vs_ref(&f, ids, 110);
        VKT_CHECK(vki_session_rewind(f.s, 60) == VKI_SUCCESS, "rewind: %s", vki_last_error(g_ctx));
        ref_reset(f.rm);
        {
            int i;
            for (i = 0; i < 60; i++) ref_eval(f.rm, ids[i], NULL);
        }
        w = chunk_vs_ref(&f, ids + 110, 20);
        e = w > e ? w : e;
        printf("  Q8_0 gemma3 f16 KV, rings of 72: 110 positions in chunks of 64, 20 after a rewind to 60: "
               "max err / rms %.2e\n", e);
        VKT_CHECK(e <= tol_kv16(), "gemma3 rings: %.3e > %.1e", e, tol_kv16());
    }
    close_fixture(&f);
}

/* Batched against token-by-token on the float route: the same prompt through chunks and
   through the decode step give the same logits (the decode mat-vecs kept in f32:
   vki_tuning.matvec_dot off) and the same greedy continuation */
static void test_prompt_vs_decode(void) {
    static const char *const types[3] = {"F16", "Q4_0", "Q5_K"};
    int t;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    g_matvec_dot = VKI_TUNE_OFF;
    for (t = 0; t < 3; t++) {
        fixture f;
        int32_t ids[40];
        float *a, *b;
        int32_t ga[16], gb[16];
        int i, na = 0, nb = 0;
        double e;
        VKT_CHECK(write_model("qwen2", types[t], 0, 120 + t), "mkmodel");
        vkt_seed(121 + t);
        if (!open_fixture(&f, 256, 0, 1, float_route())) {
            close_fixture(&f);
            continue;
        }
        a = (float *)malloc((size_t)f.nv * 4);
        b = (float *)malloc((size_t)f.nv * 4);
        random_tokens(ids, 40, f.nv);
        VKT_CHECK(vki_session_eval(f.s, ids, 40) == VKI_SUCCESS && vki_session_logits(f.s, a, f.nv) == VKI_SUCCESS,
                  "chunk");
        VKT_CHECK(vki_session_generate(f.s, NULL, 16, NULL, NULL, &na) == VKI_SUCCESS, "generate");
        for (i = 0; i < na; i++) ga[i] = (int32_t)f.s->io_tokens[40 + i];
        VKT_CHECK(vki_session_rewind(f.s, 0) == VKI_SUCCESS, "rewind");
        for (i = 0; i < 40; i++) VKT_CHECK(vki_session_eval(f.s, ids + i, 1) == VKI_SUCCESS, "token %d", i);
        VKT_CHECK(vki_session_logits(f.s, b, f.nv) == VKI_SUCCESS, "logits");
        VKT_CHECK(vki_session_generate(f.s, NULL, 16, NULL, NULL, &nb) == VKI_SUCCESS, "generate");
        for (i = 0; i < nb; i++) gb[i] = (int32_t)f.s->io_tokens[40 + i];
        e = vkt_rel_err(a, b, f.nv);
        printf("  %-4s qwen2: 40 tokens as one chunk vs one at a time: %.2e; greedy continuations of %d / %d tokens\n",
               types[t], e, na, nb);
        VKT_CHECK(e <= (g_ctx->vk->info.has_cooperative_matrix ? TOL_F16_ROUTE : 2 * TOL_F32), "%s: %.3e", types[t], e);
        VKT_CHECK(na == 16 && nb == 16 && !memcmp(ga, gb, sizeof ga), "%s: greedy continuations differ", types[t]);
        free(a);
        free(b);
        close_fixture(&f);
    }
    g_matvec_dot = VKI_TUNE_DEFAULT;
}

/* Evaluates a random token on the reference (logits to rl) and returns it; with act_q8,
   a token whose evaluation rounds a value within ACT_MARGIN of an int8 half-way point is
   taken back and another drawn (as test_decode's draw_token: such a value may round the
   other way on the GPU) */
static int32_t draw_token(ref_model *rm, int nv, float *rl) {
    int32_t tok = (int32_t)vkt_randu((unsigned)nv);
    int tries = 0;
    ref_eval(rm, tok, rl);
    while (rm->act_q8 && rm->act_margin < ACT_MARGIN && tries++ < 100) {
        ref_back(rm);
        tok = (int32_t)vkt_randu((unsigned)nv);
        ref_eval(rm, tok, rl);
    }
    return tok;
}

/* The int8 route (mm_dot, forced: on the H100 too) through the session, on models whose
   decode mat-vecs take int8 inputs too (every quantized type: Q8_0, Q4_K_M, the Q2_K mix
   (Q2_K, Q3_K, Q6_K), IQ4_XS, MXFP4 and Q4_1 (a legacy type on the units path of
   matvec_dot)): 40 tokens drawn away from rounding
   ties in chunks of 16, every position against the reference rounding the same inputs
   (act_q8); then against the same prompt token by token (matvec_dot): the last logits
   and the greedy continuations. f32 KV cache. */
static void test_prompt_int8(void) {
    static const char *const types[6] = {"Q8_0", "Q4_K_M", "Q2_K", "IQ4_XS", "MXFP4", "Q4_1"};
    static const char *const archs[6] = {"llama", "qwen3", "qwen3", "llama", "qwen2", "qwen2"};
    int t;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_integer_dot_product)
        VKT_SKIP("the device does not enable shaderIntegerDotProduct (%s)", g_ctx->vk->info.name);
    for (t = 0; t < 6; t++) {
        fixture f;
        int32_t ids[40], ga[16], gb[16];
        float *rl, *gl, *b;
        int i, na = 0, nb = 0, mm_dot = 0, nk;
        double e = 0, w, eb;
        VKT_CHECK(write_model(archs[t], types[t], t == 0, 160 + t), "mkmodel");
        vkt_seed(161 + t);
        if (!open_fixture(&f, 256, 16, 1, VKI_MM_ROUTE_INT8)) {
            close_fixture(&f);
            continue;
        }
        rl = (float *)malloc((size_t)f.nv * 40 * 4);
        gl = (float *)malloc((size_t)f.nv * 40 * 4);
        b = (float *)malloc((size_t)f.nv * 4);
        f.rm->act_q8 = 1;
        for (i = 0; i < 40; i++) ids[i] = draw_token(f.rm, f.nv, rl + (size_t)i * f.nv);
        VKT_CHECK(vki_session_eval_logits(f.s, ids, 40, gl, (int64_t)f.nv * 40) == VKI_SUCCESS, "eval_logits: %s",
                  vki_last_error(g_ctx));
        for (i = 0; i < (int)stbds_arrlen(f.s->all.ops); i++) { /* the chunk's products run on mm_dot */
            const char *kn = vki__kernel_table(&nk)[g_ctx->vk->pipelines[f.s->all.ops[i].pipe].kernel].name;
            mm_dot += strcmp(kn, "mm_dot") == 0;
        }
        for (i = 0; i < 40; i++) {
            w = vkt_rel_err(gl + (size_t)i * f.nv, rl + (size_t)i * f.nv, f.nv);
            if (!(w <= e)) e = w;
        }
        VKT_CHECK(vki_session_generate(f.s, NULL, 16, NULL, NULL, &na) == VKI_SUCCESS, "generate");
        for (i = 0; i < na; i++) ga[i] = (int32_t)f.s->io_tokens[40 + i];
        VKT_CHECK(vki_session_rewind(f.s, 0) == VKI_SUCCESS, "rewind");
        for (i = 0; i < 40; i++) VKT_CHECK(vki_session_eval(f.s, ids + i, 1) == VKI_SUCCESS, "token %d", i);
        VKT_CHECK(vki_session_logits(f.s, b, f.nv) == VKI_SUCCESS, "logits");
        VKT_CHECK(vki_session_generate(f.s, NULL, 16, NULL, NULL, &nb) == VKI_SUCCESS, "generate");
        for (i = 0; i < nb; i++) gb[i] = (int32_t)f.s->io_tokens[40 + i];
        eb = vkt_rel_err(gl + (size_t)39 * f.nv, b, f.nv);
        printf("  %-6s %-5s int8 route (%d mm_dot products a chunk): 40 positions in chunks of 16: max err / rms %.2e; "
               "vs one at a time %.2e; greedy continuations of %d / %d tokens\n",
               types[t], archs[t], mm_dot, e, eb, na, nb);
        VKT_CHECK(mm_dot > 0, "%s: no product on mm_dot", types[t]);
        VKT_CHECK(e <= TOL_F32, "%s: %.3e > %.1e", types[t], e, TOL_F32);
        VKT_CHECK(eb <= 2 * TOL_F32, "%s: chunk vs one at a time %.3e", types[t], eb);
        VKT_CHECK(na == 16 && nb == 16 && !memcmp(ga, gb, sizeof ga), "%s: greedy continuations differ", types[t]);
        free(rl);
        free(gl);
        free(b);
        close_fixture(&f);
    }
}

/* The K split of the 8B's output and down projections (vki__mm_split_k: Q4_K and Q6_K residual products of 4096
   rows on tensor cores, two halves of K and an add): a two-layer "wide" Q4_K_M model (n_embd and n_ff 4096; Q6_K
   down in layer 0, Q4_K in layer 1), 40 positions in chunks of 16 against the reference. (Not against one at a
   time: the token step takes int8 activations for these types, which the reference does not model here.) The
   same model's V products (K 4096) go in 8 slices of K that rope_rows sums (vki__v_slices). */
static void test_prompt_split_k(void) {
    mk_opts o;
    char err[512];
    fixture f;
    int32_t ids[40];
    float *rl, *gl, *b;
    int i, nk, halves = 0, vslices = 0;
    double e = 0, w, eb;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_cooperative_matrix)
        VKT_SKIP("the K split is for tensor cores; the device has none (%s)", g_ctx->vk->info.name);
    memset(&o, 0, sizeof o);
    o.out = g_path;
    o.preset = "wide";
    o.type = "Q4_K_M";
    o.tied = -1;
    o.seed = 170;
    o.layers = 2;
    o.fast = -1;
    o.rope_freqs = -1;
    o.quiet = 1;
    VKT_CHECK(mk_write_model(&o, err, sizeof err) == 0, "mkmodel: %s", err);
    vkt_seed(171);
    if (!open_fixture(&f, 256, 16, 1, float_route())) {
        close_fixture(&f);
        return;
    }
    rl = (float *)malloc((size_t)f.nv * 40 * 4);
    gl = (float *)malloc((size_t)f.nv * 40 * 4);
    b = (float *)malloc((size_t)f.nv * 4);
    random_tokens(ids, 40, f.nv);
    for (i = 0; i < 40; i++) ref_eval(f.rm, ids[i], rl + (size_t)i * f.nv);
    VKT_CHECK(vki_session_eval_logits(f.s, ids, 40, gl, (int64_t)f.nv * 40) == VKI_SUCCESS, "eval_logits: %s",
              vki_last_error(g_ctx));
    for (i = 0; i < (int)stbds_arrlen(f.s->all.ops); i++) { /* slices of K: mm_coop with kw set */
        const vki__op *op = &f.s->all.ops[i];
        if (!strcmp(vki__kernel_table(&nk)[g_ctx->vk->pipelines[op->pipe].kernel].name, "mm_coop") &&
            op->push[offsetof(vki__pc_mm_coop, kw) / 4]) {
            if (op->b[VKI__MM_Y].buf == f.s->cg) vslices++; /* V's (vki__plan_qkv_rows) */
            else halves++;
        }
    }
    for (i = 0; i < 40; i++) {
        w = vkt_rel_err(gl + (size_t)i * f.nv, rl + (size_t)i * f.nv, f.nv);
        if (!(w <= e)) e = w;
    }
    /* the plain chunk steps (no logits for every row): the last half is added by add_f32, not a norm. Their last
       row's logits come from the token step's LM head (int8 activations for this Q6_K output: 1.3e-2 from the chunk
       LM head's on the H100, which the reference does not model), so within twice the f16 route's bound; a half
       left out would move them by the order of the logits themselves */
    VKT_CHECK(vki_session_rewind(f.s, 0) == VKI_SUCCESS, "rewind");
    VKT_CHECK(vki_session_eval(f.s, ids, 40) == VKI_SUCCESS && vki_session_logits(f.s, b, f.nv) == VKI_SUCCESS,
              "eval: %s", vki_last_error(g_ctx));
    eb = vkt_rel_err(b, gl + (size_t)39 * f.nv, f.nv);
    w = vkt_rel_err(b, rl + (size_t)39 * f.nv, f.nv);
    printf("  Q4_K_M wide (%d split products, %d slices of V a chunk): 40 positions in chunks of 16: max err / rms "
           "%.2e; the last position without every row's logits: %.2e (%.2e from with)\n",
           halves / 2, vslices, e, w, eb);
    VKT_CHECK(halves == 8, "%d halves of split products, expected 8 (two products a layer)", halves);
    VKT_CHECK(vslices == 16, "%d slices of V's products, expected 16 (8 a layer)", vslices);
    VKT_CHECK(e <= TOL_F16_ROUTE, "%.3e > %.1e", e, TOL_F16_ROUTE);
    VKT_CHECK(w <= 2 * TOL_F16_ROUTE && eb <= 2 * TOL_F16_ROUTE, "without every row's logits: %.3e (%.3e)", w, eb);
    free(rl);
    free(gl);
    free(b);
    close_fixture(&f);
}

/* What a chunk costs: one submit, no descriptor writes, no allocation (the device bytes
   in use do not change); a prompt that does not fit changes nothing */
static void test_prompt_costs_and_overflow(void) {
    fixture f;
    int32_t ids[100];
    vki_stats st0, st1;
    float *gl, *gl2;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(write_model("llama", "Q8_0", 1, 140), "mkmodel");
    vkt_seed(141);
    if (!open_fixture(&f, 120, 32, 1, VKI_TUNE_DEFAULT)) {
        close_fixture(&f);
        return;
    }
    gl = (float *)malloc((size_t)f.nv * 4);
    gl2 = (float *)malloc((size_t)f.nv * 4);
    random_tokens(ids, 100, f.nv);
    vki_context_stats(g_ctx, &st0);
    VKT_CHECK(vki_session_eval(f.s, ids, 100) == VKI_SUCCESS, "eval: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS, "logits");
    vki_context_stats(g_ctx, &st1);
    printf("  100 tokens in chunks of 32: %llu submits, %llu descriptor writes, %llu dispatches, device bytes %llu -> "
           "%llu\n",
           (unsigned long long)(st1.submits - st0.submits),
           (unsigned long long)(st1.descriptor_writes - st0.descriptor_writes),
           (unsigned long long)(st1.dispatches - st0.dispatches), (unsigned long long)st0.device_bytes_in_use,
           (unsigned long long)st1.device_bytes_in_use);
    VKT_CHECK(st1.submits - st0.submits <= 5, "submits: %llu", (unsigned long long)(st1.submits - st0.submits));
    VKT_CHECK(st1.descriptor_writes == st0.descriptor_writes, "descriptor writes per chunk");
    VKT_CHECK(st1.device_bytes_in_use == st0.device_bytes_in_use, "device allocation per prompt");
    VKT_CHECK(vki_session_eval(f.s, ids, 21) == VKI_ERROR_CONTEXT_FULL, "21 more of 120 after 100: %s",
              vki_last_error(g_ctx));
    VKT_CHECK(strstr(vki_last_error(g_ctx), "do not fit") != NULL, "message: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_session_pos(f.s) == 100, "pos %d after the overflow", vki_session_pos(f.s));
    VKT_CHECK(vki_session_logits(f.s, gl2, f.nv) == VKI_SUCCESS && !memcmp(gl, gl2, (size_t)f.nv * 4),
              "logits unchanged");
    VKT_CHECK(vki_session_eval(f.s, ids, 20) == VKI_SUCCESS && vki_session_pos(f.s) == 120, "the 20 that fit");
    VKT_CHECK(vki_session_eval_logits(f.s, ids, 1, gl, f.nv) == VKI_ERROR_CONTEXT_FULL,
              "eval_logits on a full session");
    VKT_CHECK(vki_session_eval_logits(f.s, ids, 1, gl, f.nv - 1) == VKI_ERROR_BUFFER_TOO_SMALL, "eval_logits cap");
    VKT_CHECK(vki_session_eval_logits(f.s, NULL, 1, gl, f.nv) == VKI_ERROR_INVALID_ARGUMENT, "eval_logits NULL ids");
    free(gl);
    free(gl2);
    close_fixture(&f);
}

/* Qwen3.5's recurrent layers (tiny qwen35, Q4_0 on the float route, or on tensor cores where the device
   has them, the chunk form's products too; chunks of 150: the chunk form's sub-chunks of 64 end
   inside a chunk, 2 and more of them to a chunk):
   prompts across the sub-chunk and chunk boundaries (the conv ring and the state carried
   from chunk to chunk and into the decode step), each from position 0 after a rewind to 0
   (the state zeroed), the last position and one decoded token after it against the
   reference; a rewind into the middle (the state rebuilt from the tokens before it), a greedy
   continuation then three more tokens (the state holds exactly the tokens handed out) */
static void test_prompt_recurrent(void) {
    static const int lens[] = {1, 63, 64, 65, 130, 152, 200};
    fixture f;
    int32_t ids[210], more[3];
    float *gl, *rl;
    size_t k;
    int i, n = 0;
    vki_sampler_desc sp;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(write_model("qwen35", "Q4_0", 0, 135), "mkmodel");
    vkt_seed(136);
    g_matvec_dot = VKI_TUNE_OFF; /* the decode step's mat-vecs in f32 too: the reference has no act_q8 here */
    i = open_fixture(&f, 256, 150, 0, float_route());
    g_matvec_dot = VKI_TUNE_DEFAULT;
    if (!i) {
        close_fixture(&f);
        return;
    }
    printf("  chunks: the delta rule's %s form%s\n", vki__gdn_chunk_ok(f.s) ? "chunk" : "row-by-row",
           vki__gdn_coop_ok(f.s) ? ", its products on tensor cores (gdn_prep_coop, gdn_chunk_coop)" : "");
    /* where the device has tensor cores, they take the chunk form's products: the checks below are theirs */
    VKT_CHECK(!g_ctx->vk->info.has_cooperative_matrix || vkt_profile_name() || vki__gdn_coop_ok(f.s),
              "the chunk form on tensor cores");
    VKT_CHECK(f.m->kinds[0].mixer == VKI__BLOCK_GDN && f.m->kinds[1].mixer == VKI__BLOCK_ATTENTION &&
                  f.m->kinds[1].rope_dims == f.m->info.head_dim / 4,
              "layer kinds: a gated delta net, then gated attention rotating a quarter of each head");
    VKT_CHECK(f.s->state_at[1] == 0 && f.s->kc->size >= vki__kv_layer_bytes(f.s, 1) &&
                  f.s->kc->size < 2 * vki__kv_layer_bytes(f.s, 1) && f.s->rs->size >= vki__gdn_rec_bytes(f.s, 0),
              "a KV cache for the attention layer only, the recurrent state for the other");
    {   /* the same in vki_session_get_memory (run --stats): K and V of the one attention layer; the
           delta net's state (4 value heads of 64 x 64 keys, f32) and conv ring; the rewind snapshot */
        vki_session_memory mem;
        const vki_model_info *in = &f.m->info;
        uint64_t st = (uint64_t)in->ssm_hv * (uint64_t)in->ssm_dk * (uint64_t)(in->ssm_inner / in->ssm_hv) * 4;
        VKT_CHECK(vki_session_get_memory(f.s, &mem) == VKI_SUCCESS, "get_memory");
        printf("  session state: KV %llu bytes (%d layers), recurrent %llu + conv %llu (%d layers), snapshot %llu\n",
               (unsigned long long)mem.kv, mem.kv_layers, (unsigned long long)mem.recurrent,
               (unsigned long long)mem.conv, mem.recurrent_layers, (unsigned long long)mem.snapshot);
        VKT_CHECK(mem.kv_layers == 1 && mem.recurrent_layers == 1 && mem.kv == 2 * vki__kv_layer_bytes(f.s, 1) &&
                      mem.conv == vki__gdn_ring_bytes(f.s) && mem.conv >= (uint64_t)4 * vki__gdn_conv(in) * 4 &&
                      mem.recurrent >= st && mem.recurrent < st + 4096 &&
                      mem.snapshot == mem.recurrent + mem.conv,
                  "session memory: KV %llu (%d layers), recurrent %llu, conv %llu (%d layers), snapshot %llu",
                  (unsigned long long)mem.kv, mem.kv_layers, (unsigned long long)mem.recurrent,
                  (unsigned long long)mem.conv, mem.recurrent_layers, (unsigned long long)mem.snapshot);
        VKT_CHECK(vki_session_get_memory(NULL, &mem) == VKI_ERROR_INVALID_ARGUMENT &&
                      vki_session_get_memory(f.s, NULL) == VKI_ERROR_INVALID_ARGUMENT,
                  "get_memory: NULL arguments");
    }
    gl = (float *)malloc((size_t)f.nv * 4);
    rl = (float *)malloc((size_t)f.nv * 4);
    for (k = 0; k < VKT_COUNT(lens); k++) {
        double e, e1;
        n = lens[k];
        random_tokens(ids, n + 1, f.nv);
        ref_reset(f.rm);
        VKT_CHECK(vki_session_rewind(f.s, 0) == VKI_SUCCESS, "rewind to 0");
        for (i = 0; i < n; i++) ref_eval(f.rm, ids[i], rl);
        VKT_CHECK(vki_session_eval(f.s, ids, n) == VKI_SUCCESS && vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
                  "eval %d: %s", n, vki_last_error(g_ctx));
        e = vkt_rel_err(gl, rl, f.nv);
        ref_eval(f.rm, ids[n], rl);
        VKT_CHECK(vki_session_eval(f.s, ids + n, 1) == VKI_SUCCESS && vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
                  "eval 1");
        e1 = vkt_rel_err(gl, rl, f.nv);
        printf("  qwen35 prompt of %3d: last position %.2e, one token after it %.2e\n", n, e, e1);
        VKT_CHECK(e <= tol_kv16() && e1 <= tol_kv16(), "qwen35 prompt of %d: %.3e / %.3e", n, e, e1);
    }
    n = vki_session_pos(f.s);
    VKT_CHECK(n == 201, "at %d", n);
    n = 70; /* into the middle: the state rebuilt from the first 70 tokens */
    VKT_CHECK(vki_session_rewind(f.s, n) == VKI_SUCCESS && vki_session_pos(f.s) == n, "rewind to %d: %s", n,
              vki_last_error(g_ctx));
    ref_reset(f.rm);
    for (i = 0; i < n; i++) ref_eval(f.rm, ids[i], rl);
    VKT_CHECK(vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS && vkt_rel_err(gl, rl, f.nv) <= tol_kv16(),
              "after a rewind to %d: %.3e", n, vkt_rel_err(gl, rl, f.nv));
    VKT_CHECK(vki_session_rewind(f.s, n) == VKI_SUCCESS, "a rewind to where it is");
    memset(&sp, 0, sizeof sp);
    sp.no_stop_at_eog = 1;
    VKT_CHECK(vki_session_generate(f.s, &sp, 8, NULL, NULL, &i) == VKI_SUCCESS && i == 8, "generate");
    for (i = 0; i < 8; i++) ref_eval(f.rm, (int32_t)f.s->io_tokens[n + i], rl);
    random_tokens(more, 3, f.nv);
    for (i = 0; i < 3; i++) {
        ref_eval(f.rm, more[i], rl);
        VKT_CHECK(vki_session_eval(f.s, more + i, 1) == VKI_SUCCESS, "eval after generate");
    }
    VKT_CHECK(vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS && vkt_rel_err(gl, rl, f.nv) <= tol_kv16(),
              "after a greedy continuation: %.3e", vkt_rel_err(gl, rl, f.nv));
    /* a rewind past the snapshot the rebuild to 70 left (after its prompt): from there (5
       tokens, a prompt: the snapshot moves to 75) */
    VKT_CHECK(f.s->snap_pos == 70, "the snapshot at %d", f.s->snap_pos);
    VKT_CHECK(vki_session_rewind(f.s, 75) == VKI_SUCCESS && vki_session_pos(f.s) == 75 && f.s->snap_pos == 75,
              "rewind to 75: %s", vki_last_error(g_ctx));
    ref_reset(f.rm);
    for (i = 0; i < 75; i++) ref_eval(f.rm, (int32_t)f.s->io_tokens[i], rl);
    VKT_CHECK(vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS && vkt_rel_err(gl, rl, f.nv) <= tol_kv16(),
              "after a rewind to 75: %.3e", vkt_rel_err(gl, rl, f.nv));
    ref_eval(f.rm, more[0], rl);
    VKT_CHECK(vki_session_eval(f.s, more, 1) == VKI_SUCCESS && vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS &&
                  vkt_rel_err(gl, rl, f.nv) <= tol_kv16(),
              "one token after it: %.3e", vkt_rel_err(gl, rl, f.nv));
    VKT_CHECK(vki_session_rewind(f.s, 70) == VKI_SUCCESS && vki_session_pos(f.s) == 70 &&
                  vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
              "rewind before the snapshot: from 0");
    ref_reset(f.rm);
    for (i = 0; i < 70; i++) ref_eval(f.rm, (int32_t)f.s->io_tokens[i], rl);
    VKT_CHECK(vkt_rel_err(gl, rl, f.nv) <= tol_kv16(), "after a rewind to 70: %.3e", vkt_rel_err(gl, rl, f.nv));
    free(gl);
    free(rl);
    close_fixture(&f);
}

/* Qwen3.5's recurrence across the prompt step's chunks of 512 (n_batch): one sequence of
   1539 tokens through the reference once; through the session, prompts of 511, 512 and
   513 (one chunk short of, at and one past the boundary: the last chunk of one row), each
   followed by one decoded token (the state and conv ring handed from prompt to token and
   token to prompt), the last position of each and the token after it checked; then from
   0 again a prompt of 1500 (three chunks, the last of 476 rows) with the logits of every
   position (the state carried from chunk to chunk) and one token after it */
static void test_prompt_recurrent_chunks(void) {
    static const int lens[] = {511, 512, 513};
    enum { N = 1500, NT = 511 + 512 + 513 + 3 };
    fixture f;
    int32_t ids[NT];
    float *gl, *rl, *all;
    size_t k;
    int i, ok, at = 0;
    double e, e1, worst = 0.0;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(write_model("qwen35", "Q4_0", 0, 139), "mkmodel");
    vkt_seed(140);
    g_matvec_dot = VKI_TUNE_OFF; /* the decode step's mat-vecs in f32 too: the reference has no act_q8 here */
    ok = open_fixture(&f, NT + 16, 512, 0, float_route());
    g_matvec_dot = VKI_TUNE_DEFAULT;
    if (!ok) {
        close_fixture(&f);
        return;
    }
    VKT_CHECK(f.s->n_batch == 512, "chunks of %d", f.s->n_batch);
    rl = (float *)malloc((size_t)NT * f.nv * 4);
    gl = (float *)malloc((size_t)N * f.nv * 4);
    random_tokens(ids, NT, f.nv);
    for (i = 0; i < NT; i++) ref_eval(f.rm, ids[i], rl + (size_t)i * f.nv);
    for (k = 0; k < VKT_COUNT(lens); k++) {
        int n = lens[k];
        VKT_CHECK(vki_session_eval(f.s, ids + at, n) == VKI_SUCCESS && vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
                  "eval %d at %d: %s", n, at, vki_last_error(g_ctx));
        at += n;
        e = vkt_rel_err(gl, rl + (size_t)(at - 1) * f.nv, f.nv);
        VKT_CHECK(vki_session_eval(f.s, ids + at, 1) == VKI_SUCCESS && vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
                  "eval 1");
        e1 = vkt_rel_err(gl, rl + (size_t)at * f.nv, f.nv);
        at++;
        printf("  qwen35 prompt of %4d: last position %.2e, one token after it %.2e\n", n, e, e1);
        VKT_CHECK(e <= tol_kv16() && e1 <= tol_kv16(), "qwen35 prompt of %d: %.3e / %.3e", n, e, e1);
    }
    all = gl;
    VKT_CHECK(vki_session_rewind(f.s, 0) == VKI_SUCCESS &&
                  vki_session_eval_logits(f.s, ids, N, all, (int64_t)N * f.nv) == VKI_SUCCESS,
              "eval_logits %d: %s", N, vki_last_error(g_ctx));
    for (i = 0; i < N; i++) {
        e = vkt_rel_err(all + (size_t)i * f.nv, rl + (size_t)i * f.nv, f.nv);
        worst = e > worst ? e : worst;
    }
    VKT_CHECK(vki_session_eval(f.s, ids + N, 1) == VKI_SUCCESS && vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
              "eval 1 after %d", N);
    e1 = vkt_rel_err(gl, rl + (size_t)N * f.nv, f.nv);
    printf("  qwen35 prompt of %d: every position %.2e, one token after it %.2e\n", N, worst, e1);
    VKT_CHECK(worst <= tol_kv16() && e1 <= tol_kv16(), "qwen35 prompt of %d: %.3e / %.3e", N, worst, e1);
    free(gl);
    free(rl);
    close_fixture(&f);
}

/* The chunk form with 8 value columns a workgroup (vki_tuning.gdn_chunk_cols; every
   other test takes 16): solve blocks of 32 rows; a prompt of 152 in chunks of 150
   (sub-chunks of 64, 64 and 22, then a chunk of 2) and one token after it against the
   reference */
static void test_prompt_recurrent_cols(void) {
    static const int cols[1] = {8};
    fixture f;
    int32_t ids[153];
    float *gl, *rl;
    int i, c, ok, n = 152;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(write_model("qwen35", "Q4_0", 0, 141), "mkmodel");
    for (c = 0; c < (int)VKT_COUNT(cols); c++) {
        vkt_seed(142 + (unsigned)c);
        g_matvec_dot = VKI_TUNE_OFF;
        g_gdn_cols = cols[c];
        ok = open_fixture(&f, 256, 150, 0, float_route());
        g_matvec_dot = VKI_TUNE_DEFAULT;
        g_gdn_cols = 0;
        if (ok) {
            if (!vki__gdn_chunk_ok(f.s) && vkt_profile_name())
                printf("  skip the chunk form's check: it does not fit VKT_PROFILE=%s's %u bytes of shared memory\n",
                       vkt_profile_name(), g_ctx->vk->props.limits.maxComputeSharedMemorySize);
            else
                VKT_CHECK(vki__gdn_chunk_ok(f.s) && f.s->gdn_tv == (uint32_t)cols[c], "the chunk form, %u columns",
                          f.s->gdn_tv);
            gl = (float *)malloc((size_t)f.nv * 4);
            rl = (float *)malloc((size_t)f.nv * 4);
            random_tokens(ids, n + 1, f.nv);
            for (i = 0; i <= n; i++) ref_eval(f.rm, ids[i], rl);
            VKT_CHECK(vki_session_eval(f.s, ids, n) == VKI_SUCCESS &&
                          vki_session_eval(f.s, ids + n, 1) == VKI_SUCCESS &&
                          vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
                      "eval: %s", vki_last_error(g_ctx));
            printf("  %d columns a workgroup, a prompt of %d and one token: %.2e\n", cols[c], n,
                   vkt_rel_err(gl, rl, f.nv));
            VKT_CHECK(vkt_rel_err(gl, rl, f.nv) <= tol_kv16(), "%d columns: %.3e", cols[c], vkt_rel_err(gl, rl, f.nv));
            free(gl);
            free(rl);
        }
        close_fixture(&f);
    }
}

/* The row-by-row recurrence (gdn.comp, the conv with its ring in one kernel) where the
   chunk form does not fit: a device profile of 20 KiB of shared memory; a prompt of 152
   in chunks of 150 (the second of 2 rows) and one token after it against the reference */
static void test_prompt_recurrent_rows(void) {
    vki_context_desc d;
    vki_context *ctx = NULL, *saved = g_ctx;
    char err[512] = "";
    fixture f;
    int32_t ids[153];
    float *gl, *rl;
    int i, n = 152;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    memset(&d, 0, sizeof d);
    d.validation = VKT_VALIDATION;
    d.errbuf = err;
    d.errbuf_size = sizeof err;
    d.log_level = VKI_LOG_ERROR;
    d.debug_profile.max_shared_memory = 20 << 10;
    VKT_CHECK(vki_context_create(&d, &ctx) == VKI_SUCCESS, "profile: %s", err);
    if (!ctx) return;
    g_ctx = ctx;
    VKT_CHECK(write_model("qwen35", "Q4_0", 0, 137), "mkmodel");
    vkt_seed(138);
    g_matvec_dot = VKI_TUNE_OFF;
    i = open_fixture(&f, 256, 150, 0, float_route());
    g_matvec_dot = VKI_TUNE_DEFAULT;
    if (i) {
        VKT_CHECK(f.s->n_buckets > 0 && !vki__gdn_chunk_ok(f.s), "prompt chunks, the recurrence row by row");
        gl = (float *)malloc((size_t)f.nv * 4);
        rl = (float *)malloc((size_t)f.nv * 4);
        random_tokens(ids, n + 1, f.nv);
        for (i = 0; i <= n; i++) ref_eval(f.rm, ids[i], rl);
        VKT_CHECK(vki_session_eval(f.s, ids, n) == VKI_SUCCESS && vki_session_eval(f.s, ids + n, 1) == VKI_SUCCESS &&
                      vki_session_logits(f.s, gl, f.nv) == VKI_SUCCESS,
                  "eval: %s", vki_last_error(g_ctx));
        printf("  row by row, a prompt of %d and one token: %.2e\n", n, vkt_rel_err(gl, rl, f.nv));
        VKT_CHECK(vkt_rel_err(gl, rl, f.nv) <= tol_kv16(), "row by row: %.3e", vkt_rel_err(gl, rl, f.nv));
        free(gl);
        free(rl);
    }
    close_fixture(&f);
    g_ctx = saved;
    vkt_gpu_close(ctx);
}

int main(void) {
    open_ctx();
    snprintf(g_path, sizeof g_path, "/tmp/vkinfer-prompt-%d.gguf", (int)getpid());
    VKT_RUN(test_prompt_all_types);
    VKT_RUN(test_prompt_low_bit);
    VKT_RUN(test_prompt_lengths);
    VKT_RUN(test_prompt_depth);
    VKT_RUN(test_prompt_gemma3_ring);
    VKT_RUN(test_prompt_recurrent);
    VKT_RUN(test_prompt_recurrent_chunks);
    VKT_RUN(test_prompt_recurrent_cols);
    VKT_RUN(test_prompt_recurrent_rows);
    VKT_RUN(test_prompt_vs_decode);
    VKT_RUN(test_prompt_int8);
    VKT_RUN(test_prompt_split_k);
    VKT_RUN(test_prompt_costs_and_overflow);
    remove(g_path);
    vkt_gpu_close(g_ctx);
    return vkt_summary();
}
