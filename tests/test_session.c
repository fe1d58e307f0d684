/* Sampling and generation API: seeded reproducibility, the filters (top-k, top-p, min-p)
   against the logits they were applied to, repetition penalty, stop strings, streaming
   text, end of generation, callbacks that stop, max_tokens, errors (no prompt, context
   full) and, after every way generation can end, a session whose next logits equal the
   CPU reference's for the whole sequence; session state saved, loaded and forked (greedy
   continuation bit for bit); the memory estimate against what is allocated, and the
   memory limit; batches (vki_batch: 1, 3 and 16 sequences, qwen3 Q8_0 and llama Q4_K;
   3 of qwen35 Q8_0, batched and each its own step; 3 of gemma3 Q8_0) against lone sessions. Validation
   layers on.

   Models (tests/mkmodel.c, "tiny" preset, random weights): a qwen3 Q8_0 model with the
   384-token synthetic byte-level vocab, and, when ../shared/vocab/ggml-vocab-qwen2.gguf
   is present, a qwen2 model with the real Qwen2 vocabulary (151936 tokens, multi-byte
   pieces) for the stop-string and streaming tests. With random weights the next-token
   distribution is flat (top-1 probability well under 0.25), so different seeds give
   different text and greedy chains are not degenerate.

   Note: after vki_session_rewind(s, pos) the session's logits are still those of the
   last token evaluated before the rewind, so a sampled (temperature > 0) generation
   that must start from the state after pos tokens rewinds to pos - 1 and evaluates
   token pos - 1 again. Greedy generation reads the pick the GPU stored for each
   position and needs no such step. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#include "model_writer.h"

#define TOL_KV_F32 1e-4 /* max |gpu - ref| / rms(ref), f32 KV cache (as tests/test_decode.c) */
/* the same where the prompt's chunks run on tensor cores (fp16 operands: tests/test_prompt.c's f16 route bound) */
#define TOL_F16_ROUTE 2e-2
/* f16 KV cache (as tests/test_decode.c): a batch's step (the prompt step's kernels, a
   row per sequence) against a lone session's token step, both on the float routes */
#define TOL_KV_F16 2e-3
#define N_PROMPT 8

static vki_context *g_ctx;
static char g_skip[1024];
static vki_model *g_syn;   /* synthetic vocab, qwen3 Q8_0 */
static vki_model *g_qw;    /* Qwen2 vocab, or NULL */
static char g_syn_path[256], g_qw_path[256];
static char g_qw_skip[512];

static void open_ctx(void) { g_ctx = vkt_gpu_open(g_skip, sizeof g_skip); }

static vki_session *new_session(vki_model *m, int n_ctx, int kv_f32) {
    vki_session_desc sd;
    vki_session *s = NULL;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = n_ctx;
    sd.kv_f32 = kv_f32;
    if (m == g_syn) sd.tuning.matvec_dot = VKI_TUNE_OFF; /* its mat-vecs on the float kernel: see load_models */
    if (vki_session_create(m, &sd, &s) != VKI_SUCCESS) {
        VKT_CHECK(0, "vki_session_create: %s", vki_last_error(g_ctx));
        return NULL;
    }
    return s;
}

static void random_prompt(vki_model *m, int32_t *ids, int n, uint64_t seed) {
    int i;
    vkt_seed(seed);
    for (i = 0; i < n; i++) ids[i] = (int32_t)vkt_randu((unsigned)m->info.n_vocab);
}

/* ---- what the callback saw ---- */

#define REC_IDS 256
#define REC_TEXT 8192
typedef struct rec {
    int32_t ids[REC_IDS];   /* ids of token callbacks (id >= 0) */
    int cum[REC_IDS];       /* text bytes received up to and including each token callback */
    int n_ids;
    char text[REC_TEXT];    /* every callback's text, concatenated */
    int n_text;
    int n_calls, n_final;   /* all callbacks; those with id < 0 (the end-of-stream flush) */
    int after_final;        /* token callbacks after an id < 0 one */
    int bad;                /* invalid UTF-8, negative length, overflow */
    int stop_after;         /* return nonzero at this many token callbacks (0: never) */
} rec;

/* strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF, no partial
   characters */
static int utf8_valid(const unsigned char *s, int n) {
    int i = 0;
    while (i < n) {
        unsigned char b = s[i];
        int need, k;
        unsigned char lo = 0x80, hi = 0xBF;
        if (b < 0x80) { i++; continue; }
        if (b >= 0xC2 && b <= 0xDF) need = 2;
        else if (b >= 0xE0 && b <= 0xEF) { need = 3; if (b == 0xE0) lo = 0xA0; if (b == 0xED) hi = 0x9F; }
        else if (b >= 0xF0 && b <= 0xF4) { need = 4; if (b == 0xF0) lo = 0x90; if (b == 0xF4) hi = 0x8F; }
        else return 0;
        if (i + need > n) return 0;
        if (s[i + 1] < lo || s[i + 1] > hi) return 0;
        for (k = 2; k < need; k++)
            if ((s[i + k] & 0xC0) != 0x80) return 0;
        i += need;
    }
    return 1;
}

static int rec_fn(void *user, int32_t id, const char *text, int len) {
    rec *r = (rec *)user;
    r->n_calls++;
    if (len < 0 || (len > 0 && !text) || r->n_text + len > REC_TEXT) {
        r->bad++;
        return 1;
    }
    if (!utf8_valid((const unsigned char *)text, len)) r->bad++;
    if (len) memcpy(r->text + r->n_text, text, (size_t)len);
    r->n_text += len;
    if (id < 0) {
        r->n_final++;
        return 0;
    }
    if (r->n_final) r->after_final++;
    if (r->n_ids < REC_IDS) {
        r->ids[r->n_ids] = id;
        r->cum[r->n_ids] = r->n_text;
        r->n_ids++;
    }
    return r->stop_after && r->n_ids >= r->stop_after;
}

static rec *rec_new(int stop_after) {
    rec *r = (rec *)calloc(1, sizeof *r);
    if (r) r->stop_after = stop_after;
    return r;
}

/* generate into a fresh record; checks what holds for every run */
static vki_result gen(vki_session *s, const vki_sampler_desc *sp, int max_tokens, rec *r, int *n_out) {
    vki_result res;
    int stop_after = r->stop_after;
    memset(r, 0, sizeof *r);
    r->stop_after = stop_after;
    *n_out = -12345;
    res = vki_session_generate(s, sp, max_tokens, rec_fn, r, n_out);
    VKT_CHECK(r->bad == 0, "callback texts are whole, valid UTF-8 (%d bad)", r->bad);
    VKT_CHECK(r->after_final == 0 && r->n_final <= 1, "the id < 0 flush comes once, last (%d, %d)", r->n_final,
              r->after_final);
    VKT_CHECK(*n_out >= 0 && *n_out <= (max_tokens > 0 ? max_tokens : 0), "n_out %d within max_tokens %d", *n_out,
              max_tokens);
    return res;
}

static void greedy_desc(vki_sampler_desc *sp) {
    memset(sp, 0, sizeof *sp);
    sp->no_stop_at_eog = 1;
}

static void sampled_desc(vki_sampler_desc *sp, float temp, int top_k, float top_p, uint64_t seed) {
    memset(sp, 0, sizeof *sp);
    sp->temperature = temp;
    sp->top_k = top_k;
    sp->top_p = top_p;
    sp->seed = seed;
    sp->no_stop_at_eog = 1;
}

/* Back to the state right after the prompt, with the prompt's logits current. */
static int restart(vki_session *s, const int32_t *prompt, int n) {
    vki_result r = vki_session_rewind(s, n - 1);
    if (r == VKI_SUCCESS) r = vki_session_eval(s, prompt + n - 1, 1);
    VKT_CHECK(r == VKI_SUCCESS, "rewind + eval: %s", vki_last_error(g_ctx));
    return r == VKI_SUCCESS;
}

static int same_ids(const rec *a, const rec *b) {
    return a->n_ids == b->n_ids && memcmp(a->ids, b->ids, sizeof(int32_t) * (size_t)a->n_ids) == 0;
}

static const char *find_bytes(const char *h, int nh, const char *nd, int nn) {
    int i;
    for (i = 0; nn > 0 && i + nn <= nh; i++)
        if (memcmp(h + i, nd, (size_t)nn) == 0) return h + i;
    return NULL;
}

/* 1. seeded sampling is reproducible; other seeds give other text */
static void test_seed_reproducible(void) {
    vki_session *s;
    vki_sampler_desc sp;
    int32_t prompt[N_PROMPT];
    rec *a = rec_new(0), *b = rec_new(0), *c = rec_new(0);
    float *lg;
    int n, i, nv, diff = 0;
    double mx = -1e30, sum = 0.0;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    nv = g_syn->info.n_vocab;
    s = new_session(g_syn, 128, 0);
    lg = (float *)malloc((size_t)nv * 4);
    if (!s || !a || !b || !c || !lg) goto done;
    random_prompt(g_syn, prompt, N_PROMPT, 11);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
    VKT_CHECK(vki_session_logits(s, lg, nv) == VKI_SUCCESS, "logits");
    for (i = 0; i < nv; i++) mx = lg[i] > mx ? lg[i] : mx;
    for (i = 0; i < nv; i++) sum += exp(lg[i] - mx);
    printf("  top-1 probability after the prompt: %.3f\n", 1.0 / sum);
    VKT_CHECK(1.0 / sum < 0.25, "a flat distribution (top-1 %.3f)", 1.0 / sum);

    sampled_desc(&sp, 0.8f, 40, 0.95f, 1234);
    VKT_CHECK(gen(s, &sp, 32, a, &n) == VKI_SUCCESS && n == 32 && a->n_ids == 32, "generate 32: %s (%d)",
              vki_last_error(g_ctx), n);
    VKT_CHECK(vki_session_pos(s) == N_PROMPT + 32, "pos %d", vki_session_pos(s));
    /* the same seed again, from the same prompt evaluated from scratch */
    VKT_CHECK(vki_session_rewind(s, 0) == VKI_SUCCESS && vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS,
              "re-eval");
    VKT_CHECK(gen(s, &sp, 32, b, &n) == VKI_SUCCESS && n == 32, "generate again");
    VKT_CHECK(same_ids(a, b), "same seed, same prompt: same tokens");
    VKT_CHECK(a->n_text == b->n_text && memcmp(a->text, b->text, (size_t)a->n_text) == 0, "... and the same text");
    /* and after rewinding to the last prompt token, twice: that token's logits now come
       from the token step, which a GPU may round differently in the last bits from the
       prompt step (within the decode tolerances), and this flat distribution can turn
       that into another draw -- so the rewound runs are compared with each other */
    if (restart(s, prompt, N_PROMPT)) {
        VKT_CHECK(gen(s, &sp, 32, b, &n) == VKI_SUCCESS && n == 32, "generate after rewind");
        if (restart(s, prompt, N_PROMPT)) {
            VKT_CHECK(gen(s, &sp, 32, c, &n) == VKI_SUCCESS && n == 32, "generate after a second rewind");
            VKT_CHECK(same_ids(b, c), "same seed after rewind: same tokens");
        }
    }
    /* other seeds */
    sp.seed = 987654321;
    if (restart(s, prompt, N_PROMPT)) {
        VKT_CHECK(gen(s, &sp, 32, c, &n) == VKI_SUCCESS && n == 32, "generate, other seed");
        for (i = 0; i < 32 && i < c->n_ids; i++) diff += b->ids[i] != c->ids[i];
        printf("  seeds 1234 / 987654321: %d of 32 tokens differ\n", diff);
        VKT_CHECK(diff > 0, "another seed gives other tokens");
    }
    /* seed 0 means 1 */
    sp.seed = 0;
    if (restart(s, prompt, N_PROMPT)) VKT_CHECK(gen(s, &sp, 16, b, &n) == VKI_SUCCESS, "seed 0");
    sp.seed = 1;
    if (restart(s, prompt, N_PROMPT)) VKT_CHECK(gen(s, &sp, 16, c, &n) == VKI_SUCCESS, "seed 1");
    VKT_CHECK(same_ids(b, c), "seed 0 behaves as seed 1");
done:
    free(lg);
    free(a);
    free(b);
    free(c);
    vki_session_destroy(s);
}

/* 2. filters that leave one candidate give exactly the greedy continuation */
static void test_degenerate_filters_are_greedy(void) {
    vki_session *s;
    vki_sampler_desc sp;
    int32_t prompt[N_PROMPT];
    rec *g = rec_new(0), *r = rec_new(0);
    int n;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    s = new_session(g_syn, 128, 0);
    if (!s || !g || !r) goto done;
    random_prompt(g_syn, prompt, N_PROMPT, 22);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
    greedy_desc(&sp);
    VKT_CHECK(gen(s, &sp, 24, g, &n) == VKI_SUCCESS && n == 24 && g->n_ids == 24, "greedy: %s", vki_last_error(g_ctx));

    sampled_desc(&sp, 0.8f, 1, 0.0f, 5);
    if (restart(s, prompt, N_PROMPT)) {
        VKT_CHECK(gen(s, &sp, 24, r, &n) == VKI_SUCCESS && n == 24, "top_k 1");
        VKT_CHECK(same_ids(g, r), "top_k = 1, temperature 0.8 is greedy");
    }
    sampled_desc(&sp, 2.0f, 1, 0.0f, 6);
    if (restart(s, prompt, N_PROMPT)) {
        VKT_CHECK(gen(s, &sp, 24, r, &n) == VKI_SUCCESS && n == 24, "top_k 1, hot");
        VKT_CHECK(same_ids(g, r), "top_k = 1, temperature 2 is greedy");
    }
    sampled_desc(&sp, 0.8f, 0, 0.0f, 7);
    sp.min_p = 0.999f;
    if (restart(s, prompt, N_PROMPT)) {
        VKT_CHECK(gen(s, &sp, 24, r, &n) == VKI_SUCCESS && n == 24, "min_p");
        VKT_CHECK(same_ids(g, r), "min_p = 0.999 is greedy");
    }
    sampled_desc(&sp, 1.0f, 0, 1e-6f, 8);
    if (restart(s, prompt, N_PROMPT)) {
        VKT_CHECK(gen(s, &sp, 24, r, &n) == VKI_SUCCESS && n == 24, "top_p");
        VKT_CHECK(same_ids(g, r), "top_p = 1e-6 keeps the top token alone");
    }
done:
    free(g);
    free(r);
    vki_session_destroy(s);
}

typedef struct rank { double l; int id; } rank;
static int rank_cmp(const void *a, const void *b) {
    const rank *x = (const rank *)a, *y = (const rank *)b;
    if (x->l != y->l) return x->l < y->l ? 1 : -1;
    return x->id - y->id;
}

/* Each sampled token lies within the filter applied to the logits it came from
   (temperature 1, where top-p and min-p mean the same whether the temperature is
   applied before or after them); the top-2 split follows the probabilities. */
static void test_filters_respected(void) {
    vki_session *s;
    vki_sampler_desc sp;
    int32_t prompt[N_PROMPT], id;
    rec *r = rec_new(0);
    float *lg;
    rank *rk;
    int nv, mode, step, i, n, not_top = 0, first = 0, trials = 160;
    double p1;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    nv = g_syn->info.n_vocab;
    s = new_session(g_syn, 128, 0);
    lg = (float *)malloc((size_t)nv * 4);
    rk = (rank *)malloc((size_t)nv * sizeof *rk);
    if (!s || !r || !lg || !rk) goto done;
    random_prompt(g_syn, prompt, N_PROMPT, 33);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
    for (mode = 0; mode < 3; mode++) {
        int outside = 0;
        if (!restart(s, prompt, N_PROMPT)) break;
        for (step = 0; step < 20; step++) {
            double sum = 0.0, before = 0.0, mx;
            int pos_of = -1;
            if (vki_session_logits(s, lg, nv) != VKI_SUCCESS) {
                VKT_CHECK(0, "logits: %s", vki_last_error(g_ctx));
                break;
            }
            sampled_desc(&sp, 1.0f, mode == 0 ? 3 : 0, mode == 1 ? 0.5f : 0.0f, 100 + (uint64_t)step);
            if (mode == 2) sp.min_p = 0.3f;
            if (gen(s, &sp, 1, r, &n) != VKI_SUCCESS || n != 1 || r->n_ids != 1) {
                VKT_CHECK(0, "generate 1: %s", vki_last_error(g_ctx));
                break;
            }
            id = r->ids[0];
            for (i = 0; i < nv; i++) {
                rk[i].l = lg[i];
                rk[i].id = i;
            }
            qsort(rk, (size_t)nv, sizeof *rk, rank_cmp);
            mx = rk[0].l;
            for (i = 0; i < 40; i++) sum += exp(rk[i].l - mx); /* top_k 0 = 40 */
            for (i = 0; i < nv; i++)
                if (rk[i].id == id) pos_of = i;
            for (i = 0; i < pos_of && i < 40; i++) before += exp(rk[i].l - mx) / sum;
            not_top += pos_of != 0;
            if (mode == 0) outside += pos_of < 0 || pos_of >= 3;
            if (mode == 1) outside += pos_of < 0 || pos_of >= 40 || before >= 0.5 + 1e-6;
            if (mode == 2) outside += pos_of < 0 || pos_of >= 40 || exp(rk[pos_of].l - mx) < 0.3 * (1 - 1e-6);
        }
        VKT_CHECK(outside == 0, "%s: %d sampled tokens outside the filter",
                  mode == 0       ? "top_k 3"
                      : mode == 1 ? "top_p 0.5"
                                  : "min_p 0.3",
                  outside);
    }
    printf("  %d of 60 filtered samples were not the top token\n", not_top);
    VKT_CHECK(not_top >= 10, "sampling is not greedy (%d of 60 not top-1)", not_top);

    /* top_k 2 from fixed logits: the share of the first follows p1 / (p1 + p2) */
    if (!restart(s, prompt, N_PROMPT) || vki_session_logits(s, lg, nv) != VKI_SUCCESS) goto done;
    for (i = 0; i < nv; i++) {
        rk[i].l = lg[i];
        rk[i].id = i;
    }
    qsort(rk, (size_t)nv, sizeof *rk, rank_cmp);
    p1 = 1.0 / (1.0 + exp(rk[1].l - rk[0].l));
    for (i = 0; i < trials; i++) {
        sampled_desc(&sp, 1.0f, 2, 0.0f, 5000 + (uint64_t)i);
        if (!restart(s, prompt, N_PROMPT) || gen(s, &sp, 1, r, &n) != VKI_SUCCESS || r->n_ids != 1) {
            VKT_CHECK(0, "trial %d", i);
            break;
        }
        VKT_CHECK(r->ids[0] == rk[0].id || r->ids[0] == rk[1].id, "top_k 2 gave rank > 2 (id %d)", r->ids[0]);
        first += r->ids[0] == rk[0].id;
    }
    printf("  top_k 2: first token %d of %d times, expected %.1f\n", first, trials, p1 * trials);
    VKT_CHECK(fabs(first - p1 * trials) <= 4.5 * sqrt(trials * p1 * (1 - p1)) + 1, "top-2 split %d vs %.1f", first,
              p1 * trials);
done:
    free(lg);
    free(rk);
    free(r);
    vki_session_destroy(s);
}

/* 3. a large repetition penalty with top_k 1: no token repeats within repeat_last_n */
static void test_repeat_penalty(void) {
    vki_session *s;
    vki_sampler_desc sp;
    int32_t prompt[N_PROMPT], seq[N_PROMPT + 64];
    rec *r = rec_new(0);
    int n, i, j, last_n = 24, repeats, pass;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    s = new_session(g_syn, 128, 0);
    if (!s || !r) goto done;
    random_prompt(g_syn, prompt, N_PROMPT, 44);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
    memcpy(seq, prompt, sizeof prompt);
    for (pass = 0; pass < 2; pass++) {
        /* pass 0: no penalty (greedy repeats within the window, so the check below means
           something); pass 1: penalty 100 */
        sampled_desc(&sp, 0.8f, 1, 0.0f, 3);
        sp.repeat_last_n = last_n;
        sp.repeat_penalty = pass ? 100.0f : 1.0f;
        if (!restart(s, prompt, N_PROMPT)) break;
        VKT_CHECK(gen(s, &sp, 48, r, &n) == VKI_SUCCESS && n == 48 && r->n_ids == 48, "generate 48: %s",
                  vki_last_error(g_ctx));
        memcpy(seq + N_PROMPT, r->ids, sizeof(int32_t) * 48);
        repeats = 0;
        for (i = N_PROMPT; i < N_PROMPT + 48; i++)
            for (j = i - last_n < 0 ? 0 : i - last_n; j < i; j++) repeats += seq[i] == seq[j];
        printf("  penalty %-5g: %d repeats within the last %d tokens\n", (double)sp.repeat_penalty, repeats, last_n);
        if (pass == 0) VKT_CHECK(repeats > 0, "the greedy chain repeats without a penalty");
        else VKT_CHECK(repeats == 0, "penalty 100: %d repeats within repeat_last_n", repeats);
    }
done:
    free(r);
    vki_session_destroy(s);
}

/* 4. stop strings: the output is the text before the first occurrence, generation ends
   on the token that completes it */
static void test_stop_strings(void) {
    vki_session *s;
    vki_sampler_desc sp;
    vki_model *m = g_qw ? g_qw : g_syn;
    int32_t prompt[6];
    rec *a = rec_new(0), *b = rec_new(0);
    const char *stops[3];
    char stop[64], never[] = "\x01\x02never\x03";
    int n, i, round, n_gen = 40;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_qw) printf("  (%s: synthetic vocabulary instead)\n", g_qw_skip);
    s = new_session(m, 128, 0);
    if (!s || !a || !b) goto done;
    random_prompt(m, prompt, 6, 55);
    VKT_CHECK(vki_session_eval(s, prompt, 6) == VKI_SUCCESS, "eval");
    greedy_desc(&sp);
    VKT_CHECK(gen(s, &sp, n_gen, a, &n) == VKI_SUCCESS && n == n_gen && a->n_ids == n_gen, "greedy: %s",
              vki_last_error(g_ctx));
    printf("  greedy text: %d bytes from %d tokens\n", a->n_text, n);
    VKT_CHECK(a->n_text >= 40, "enough text to cut (%d bytes)", a->n_text);
    /* rounds: 0 a stop string across a token boundary near the middle, 1 one near the
       end inside the last tokens, 2 the first character, 3 a string that never occurs */
    for (round = 0; round < 4; round++) {
        int start = 0, end = 0, sl, f, want_n, nstop = 0;
        const char *hit;
        if (round == 0) {
            int b0 = a->n_text / 2;
            for (i = 0; i < a->n_ids; i++) /* a token boundary at or after the middle */
                if (a->cum[i] >= b0 && a->cum[i] < a->n_text) { b0 = a->cum[i]; break; }
            start = b0 - 1;
            end = b0 + 1;
        } else if (round == 1) {
            start = a->n_text - 6;
            end = a->n_text - 3;
        } else if (round == 2) {
            start = 0;
            end = 1;
        }
        if (round < 3) {
            while (start > 0 && ((unsigned char)a->text[start] & 0xC0) == 0x80) start--;
            while (end < a->n_text && ((unsigned char)a->text[end] & 0xC0) == 0x80) end++;
            /* round 0: grow it until it first occurs where it was cut, so that it really
               spans the token boundary */
            while (round == 0 && end < a->n_text && end - start < 24 &&
                   find_bytes(a->text, a->n_text, a->text + start, end - start) != a->text + start) {
                end++;
                while (end < a->n_text && ((unsigned char)a->text[end] & 0xC0) == 0x80) end++;
            }
            sl = end - start;
            if (sl <= 0 || sl >= (int)sizeof stop || memchr(a->text + start, 0, (size_t)sl)) {
                VKT_CHECK(0, "round %d: no usable stop string", round);
                continue;
            }
            memcpy(stop, a->text + start, (size_t)sl);
            stop[sl] = 0;
            hit = find_bytes(a->text, a->n_text, stop, sl);
            f = (int)(hit - a->text);
            if (round == 0)
                VKT_CHECK(f == start, "round 0: the stop string first occurs where it was cut (%d, %d)", f, start);
            for (want_n = 1; want_n <= a->n_ids && a->cum[want_n - 1] < f + sl; want_n++) {}
            stops[nstop++] = never; /* a longer string that never occurs: more text held back */
            stops[nstop++] = stop;
        } else {
            sl = 0;
            f = a->n_text;
            want_n = n_gen;
            stops[nstop++] = never;
        }
        sp.stop = stops;
        sp.n_stop = nstop;
        VKT_CHECK(vki_session_rewind(s, 6) == VKI_SUCCESS, "rewind");
        VKT_CHECK(gen(s, &sp, n_gen, b, &n) == VKI_SUCCESS, "generate with stops: %s", vki_last_error(g_ctx));
        if (round < 3)
            printf("  round %d: stop string of %d bytes at byte %d (chosen at %d), token %d\n", round, sl, f, start,
                   want_n);
        VKT_CHECK(b->n_text == f && memcmp(b->text, a->text, (size_t)f) == 0,
                  "round %d: output is the text before the stop (%d vs %d bytes)", round, b->n_text, f);
        VKT_CHECK(round == 3 || !find_bytes(b->text, b->n_text, stop, sl),
                  "round %d: the stop string is not in the output", round);
        VKT_CHECK(n == want_n, "round %d: generation ends on the token completing the stop string (%d, want %d)", round,
                  n, want_n);
        VKT_CHECK(b->n_ids == n, "round %d: one callback per token (%d vs %d)", round, b->n_ids, n);
        VKT_CHECK(memcmp(b->ids, a->ids, sizeof(int32_t) * (size_t)b->n_ids) == 0, "round %d: same tokens", round);
        VKT_CHECK(vki_session_pos(s) == 6 + n, "round %d: the session holds prompt + generated (%d)", round,
                  vki_session_pos(s));
    }
    sp.stop = NULL;
    sp.n_stop = 0;
done:
    free(a);
    free(b);
    vki_session_destroy(s);
}

/* 5. streaming: callback texts concatenate to the detokenized ids and are whole UTF-8 */
static void test_streaming(void) {
    int mi;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_qw) printf("  (%s: synthetic vocabulary only)\n", g_qw_skip);
    for (mi = 0; mi < 2; mi++) {
        vki_model *m = mi ? g_qw : g_syn;
        vki_session *s;
        vki_sampler_desc sp;
        int32_t prompt[N_PROMPT];
        rec *r = rec_new(0);
        char *det = (char *)malloc(REC_TEXT * 2);
        int mode, n, i, k, nd, fffd;
        if (!m) {
            free(r);
            free(det);
            continue;
        }
        s = new_session(m, 128, 0);
        if (!s || !r || !det) {
            free(r);
            free(det);
            vki_session_destroy(s);
            continue;
        }
        random_prompt(m, prompt, N_PROMPT, 66 + (uint64_t)mi);
        VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
        for (mode = 0; mode < 2; mode++) {
            vki_detokenizer dt;
            if (mode == 0) greedy_desc(&sp);
            else sampled_desc(&sp, 1.0f, 40, 0.0f, 77);
            if (!restart(s, prompt, N_PROMPT)) break;
            VKT_CHECK(gen(s, &sp, 48, r, &n) == VKI_SUCCESS && n == 48 && r->n_ids == 48, "generate: %s",
                      vki_last_error(g_ctx));
            memset(&dt, 0, sizeof dt);
            nd = 0;
            for (i = 0; i < r->n_ids; i++) {
                k = vki_detokenize_push(m, &dt, r->ids[i], det + nd, REC_TEXT * 2 - nd, 0);
                VKT_CHECK(k >= 0, "detokenize_push");
                nd += k > 0 ? k : 0;
            }
            k = vki_detokenize_flush(&dt, det + nd, REC_TEXT * 2 - nd);
            nd += k > 0 ? k : 0;
            for (fffd = 0, i = 0; i + 2 < nd; i++) fffd += memcmp(det + i, "\xEF\xBF\xBD", 3) == 0;
            printf("  %s %s: %d bytes, %d callbacks, %d U+FFFD\n", mi ? "qwen2 vocab" : "synthetic",
                   mode ? "sampled" : "greedy", r->n_text, r->n_calls, fffd);
            VKT_CHECK(nd == r->n_text && memcmp(det, r->text, (size_t)nd) == 0,
                      "%s: streamed text equals the detokenized ids (%d vs %d)", mode ? "sampled" : "greedy", r->n_text,
                      nd);
            VKT_CHECK(utf8_valid((const unsigned char *)r->text, r->n_text), "whole text valid UTF-8");
        }
        free(r);
        free(det);
        vki_session_destroy(s);
    }
}

/* 6. max_tokens exactly; end of generation */
static void test_max_tokens_and_eog(void) {
    static const int maxes[4] = {0, 1, 7, 13};
    vki_session *s;
    vki_sampler_desc sp;
    vki__tok *tk;
    int32_t prompt[N_PROMPT];
    rec *g = rec_new(0), *r = rec_new(0);
    int n, i, j, mode, k, nv;
    uint8_t saved;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    nv = g_syn->info.n_vocab;
    VKT_CHECK(g_syn->info.eos >= 0 && vki_token_is_eog(g_syn, g_syn->info.eos), "the eos token ends generation");
    VKT_CHECK(!vki_token_is_eog(g_syn, 'a') && !vki_token_is_eog(g_syn, -1) && !vki_token_is_eog(g_syn, nv),
              "others do not");
    if (g_qw) {
        int32_t im_end = -1;
        VKT_CHECK(vki_token_is_eog(g_qw, g_qw->info.eos), "qwen2 eos");
        VKT_CHECK(vki_tokenize(g_qw, "<|im_end|>", -1, &im_end, 1, VKI_TOKENIZE_SPECIAL) == 1 &&
                      vki_token_is_eog(g_qw, im_end),
                  "<|im_end|> ends generation");
    }
    s = new_session(g_syn, 128, 0);
    if (!s || !g || !r) goto done;
    random_prompt(g_syn, prompt, N_PROMPT, 88);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
    for (mode = 0; mode < 2; mode++)
        for (k = 0; k < 4; k++) {
            if (mode == 0) greedy_desc(&sp);
            else sampled_desc(&sp, 0.8f, 40, 0.95f, 9);
            if (!restart(s, prompt, N_PROMPT)) break;
            VKT_CHECK(gen(s, &sp, maxes[k], r, &n) == VKI_SUCCESS, "generate");
            VKT_CHECK(n == maxes[k] && r->n_ids == n, "%s max_tokens %d: n_out %d, %d callbacks",
                      mode ? "sampled" : "greedy", maxes[k], n, r->n_ids);
            VKT_CHECK(vki_session_pos(s) == N_PROMPT + maxes[k], "pos %d", vki_session_pos(s));
        }

    /* Random weights rarely pick an EOG token, so mark one that the greedy chain picks
       (its first occurrence at index j >= 4) as EOG for a while. */
    greedy_desc(&sp);
    if (!restart(s, prompt, N_PROMPT)) goto done;
    VKT_CHECK(gen(s, &sp, 20, g, &n) == VKI_SUCCESS && g->n_ids == 20, "greedy chain");
    for (j = 4; j < g->n_ids; j++) {
        for (i = 0; i < j && g->ids[i] != g->ids[j]; i++) {}
        if (i == j && !vki_token_is_eog(g_syn, g->ids[j])) break;
    }
    if (j >= g->n_ids) {
        VKT_CHECK(0, "no fresh token in the greedy chain");
        goto done;
    }
    tk = (vki__tok *)g_syn->tok;
    saved = tk->attr[g->ids[j]];
    tk->attr[g->ids[j]] |= VKI__A_EOG;
    VKT_CHECK(vki_token_is_eog(g_syn, g->ids[j]), "marked");
    for (mode = 0; mode < 3; mode++) {
        /* greedy; top_k 1 sampling; greedy with no_stop_at_eog */
        if (mode == 1) sampled_desc(&sp, 0.8f, 1, 0.0f, 4);
        else greedy_desc(&sp);
        sp.no_stop_at_eog = mode == 2;
        if (!restart(s, prompt, N_PROMPT)) break;
        VKT_CHECK(gen(s, &sp, 20, r, &n) == VKI_SUCCESS, "generate: %s", vki_last_error(g_ctx));
        if (mode < 2) {
            VKT_CHECK(n == j + 1, "mode %d: stops on the EOG token (n_out %d, EOG at %d)", mode, n, j);
            VKT_CHECK(r->n_ids == j && memcmp(r->ids, g->ids, sizeof(int32_t) * (size_t)j) == 0,
                      "mode %d: the tokens before it, not it", mode);
            VKT_CHECK(vki_session_pos(s) == N_PROMPT + j + 1, "mode %d: the session holds the EOG token (%d)", mode,
                      vki_session_pos(s));
        } else {
            VKT_CHECK(n == 20 && same_ids(r, g), "no_stop_at_eog: goes past it (%d)", n);
        }
    }
    tk->attr[g->ids[j]] = saved;
done:
    free(g);
    free(r);
    vki_session_destroy(s);
}

/* 7. a callback returning nonzero stops at once */
static void test_callback_stops(void) {
    vki_session *s;
    vki_sampler_desc sp;
    int32_t prompt[N_PROMPT];
    const char *stops[1];
    rec *r = rec_new(0);
    int n, mode, k;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    s = new_session(g_syn, 128, 0);
    if (!s || !r) goto done;
    random_prompt(g_syn, prompt, N_PROMPT, 99);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
    stops[0] = "\x01\x02\x03\x04"; /* held-back text must not delay the stop */
    for (mode = 0; mode < 4; mode++)
        for (k = 1; k <= 5; k += 4) {
            if (mode & 1) sampled_desc(&sp, 0.8f, 40, 0.95f, 10);
            else greedy_desc(&sp);
            if (mode & 2) {
                sp.stop = stops;
                sp.n_stop = 1;
            }
            if (!restart(s, prompt, N_PROMPT)) break;
            r->stop_after = k;
            VKT_CHECK(gen(s, &sp, 20, r, &n) == VKI_SUCCESS, "generate");
            VKT_CHECK(n == k && r->n_calls == k && r->n_ids == k,
                      "mode %d: stop at callback %d: n_out %d, %d callbacks", mode, k, n, r->n_calls);
            VKT_CHECK(vki_session_pos(s) == N_PROMPT + k, "mode %d: pos %d", mode, vki_session_pos(s));
        }
done:
    free(r);
    vki_session_destroy(s);
}

/* 8. errors: no prompt; context full (greedy and sampled), after which the session works */
static void test_errors(void) {
    vki_session *s;
    vki_sampler_desc sp;
    int32_t prompt[10];
    rec *r = rec_new(0);
    float *l0 = NULL, *l1 = NULL;
    int n, nv, mode, i;
    vki_result res;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    nv = g_syn->info.n_vocab;
    s = new_session(g_syn, 16, 0);
    l0 = (float *)malloc((size_t)nv * 4);
    l1 = (float *)malloc((size_t)nv * 4);
    if (!s || !r || !l0 || !l1) goto done;
    VKT_CHECK(vki_session_n_ctx(s) == 16, "n_ctx");
    greedy_desc(&sp);
    g_ctx->error[0] = 0;
    res = gen(s, &sp, 5, r, &n);
    VKT_CHECK(res == VKI_ERROR_INVALID_ARGUMENT, "generate before eval: %s", vki_result_string(res));
    VKT_CHECK(strlen(vki_last_error(g_ctx)) > 0 && strstr(vki_last_error(g_ctx), "generate"), "message: '%s'",
              vki_last_error(g_ctx));
    VKT_CHECK(n == 0 && r->n_calls == 0 && vki_session_pos(s) == 0, "nothing generated");
    n = -1;
    VKT_CHECK(vki_session_generate(NULL, &sp, 5, NULL, NULL, &n) == VKI_ERROR_INVALID_ARGUMENT && n == 0,
              "NULL session");

    random_prompt(g_syn, prompt, 10, 111);
    VKT_CHECK(vki_session_eval(s, prompt, 10) == VKI_SUCCESS && vki_session_logits(s, l0, nv) == VKI_SUCCESS,
              "eval 10");
    VKT_CHECK(vki_session_generate(s, &sp, -1, NULL, NULL, &n) == VKI_ERROR_INVALID_ARGUMENT, "max_tokens < 0");
    VKT_CHECK(vki_session_generate(s, NULL, 0, NULL, NULL, NULL) == VKI_SUCCESS, "NULL sampler, callback and n_out");
    for (mode = 0; mode < 2; mode++) {
        if (mode) sampled_desc(&sp, 0.8f, 40, 0.0f, 12);
        else greedy_desc(&sp);
        if (!restart(s, prompt, 10)) break;
        res = gen(s, &sp, 20, r, &n);
        VKT_CHECK(res == VKI_ERROR_CONTEXT_FULL, "%s past n_ctx: %s", mode ? "sampled" : "greedy",
                  vki_result_string(res));
        VKT_CHECK(strstr(vki_last_error(g_ctx), "n_ctx") != NULL, "message names n_ctx: '%s'", vki_last_error(g_ctx));
        VKT_CHECK(n == 6 && r->n_ids == 6 && vki_session_pos(s) == 16,
                  "%s: 6 tokens fill the context (n_out %d, pos %d)", mode ? "sampled" : "greedy", n,
                  vki_session_pos(s));
        /* a full session: one more is an error, nothing changes */
        res = gen(s, &sp, 3, r, &n);
        VKT_CHECK(res == VKI_ERROR_CONTEXT_FULL && vki_session_pos(s) == 16, "generate on a full session: %s",
                  vki_result_string(res));
        VKT_CHECK(vki_session_eval(s, prompt, 1) == VKI_ERROR_CONTEXT_FULL, "eval on a full session");
        /* still usable: rewind, the prompt again gives the same logits */
        VKT_CHECK(vki_session_rewind(s, 0) == VKI_SUCCESS && vki_session_eval(s, prompt, 10) == VKI_SUCCESS,
                  "rewind + eval");
        VKT_CHECK(vki_session_logits(s, l1, nv) == VKI_SUCCESS, "logits");
        for (i = 0; i < nv && fabsf(l0[i] - l1[i]) <= 1e-5f * (1.0f + fabsf(l0[i])); i++) {}
        VKT_CHECK(i == nv, "same logits after the error (index %d)", i);
        /* and generating up to n_ctx exactly is fine */
        VKT_CHECK(gen(s, &sp, 6, r, &n) == VKI_SUCCESS && n == 6 && vki_session_pos(s) == 16,
                  "generate to n_ctx exactly: %s", vki_last_error(g_ctx));
    }
done:
    free(l0);
    free(l1);
    free(r);
    vki_session_destroy(s);
}

static double rel_err(const float *gpu, const double *ref, int n) {
    double ss = 0.0, mx = 0.0;
    int i;
    for (i = 0; i < n; i++) ss += ref[i] * ref[i];
    ss = sqrt(ss / n);
    for (i = 0; i < n; i++) {
        double d = fabs((double)gpu[i] - ref[i]);
        if (!(d <= mx)) mx = d;
    }
    return mx / (ss > 1e-12 ? ss : 1e-12);
}

/* 9. whichever way generation ends (max_tokens, a callback stop while the GPU runs ahead,
   a stop string, sampling, an EOG), the next eval's logits equal the reference's for
   prompt + generated + one more token */
static void test_consistent_after_generate(void) {
    vki_session *s = NULL;
    vki_sampler_desc sp;
    ref_model *rm;
    int32_t prompt[N_PROMPT], extra;
    const char *stops[1];
    char stop[8];
    rec *g = rec_new(0), *r = rec_new(0);
    float *gl, *rlf;
    double *rl;
    char err[256];
    int n, nv, mode, i, ok_chain = 1;
    double tol;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    tol = g_ctx->vk->info.has_cooperative_matrix ? TOL_F16_ROUTE : TOL_KV_F32; /* the prompt goes in chunks */
    nv = g_syn->info.n_vocab;
    rm = ref_load(g_syn_path, err, sizeof err);
    VKT_CHECK(rm != NULL, "ref_load: %s", err);
    gl = (float *)malloc((size_t)nv * 4);
    rlf = (float *)malloc((size_t)nv * 4);
    rl = (double *)malloc((size_t)nv * sizeof(double));
    if (rm) s = new_session(g_syn, 96, 1);
    if (!s || !g || !r || !gl || !rl || !rlf) goto done;
    random_prompt(g_syn, prompt, N_PROMPT, 123);
    extra = (int32_t)vkt_randu((unsigned)nv);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
    greedy_desc(&sp);
    VKT_CHECK(gen(s, &sp, 20, g, &n) == VKI_SUCCESS && g->n_ids == 20, "greedy chain");
    for (mode = 0; mode < 6; mode++) {
        static const char *const names[6] = {"greedy 20",           "greedy, callback stop at 5",
                                             "greedy, stop string", "sampled 12",
                                             "greedy, EOG",         "greedy 20 after sampled"};
        vki__tok *tk = (vki__tok *)g_syn->tok;
        uint8_t saved = 0;
        int max = 20, want = -1, p, nseq, eog_at = 9;
        double e;
        greedy_desc(&sp);
        r->stop_after = 0;
        if (mode == 1) r->stop_after = 5;
        if (mode == 2) { /* the text of token 6 and 7 (synthetic pieces: a byte or more) */
            int a0 = g->cum[5], a1 = g->cum[6];
            int sl = a1 - a0 > 0 && a1 - a0 < 7 ? a1 - a0 : 0;
            memcpy(stop, g->text + a0, (size_t)sl);
            stop[sl] = 0;
            stops[0] = stop;
            sp.stop = stops;
            sp.n_stop = sl > 0;
        }
        if (mode == 3) sampled_desc(&sp, 0.8f, 40, 0.95f, 31);
        if (mode == 4) {
            saved = tk->attr[g->ids[eog_at]];
            tk->attr[g->ids[eog_at]] |= VKI__A_EOG;
            sp.no_stop_at_eog = 0;
            want = -2;
        }
        if (mode == 5) { /* sampled first, then greedy from there */
            sampled_desc(&sp, 0.8f, 40, 0.95f, 32);
            if (!restart(s, prompt, N_PROMPT)) break;
            VKT_CHECK(gen(s, &sp, 7, r, &n) == VKI_SUCCESS && n == 7, "sampled 7");
            greedy_desc(&sp);
        } else if (!restart(s, prompt, N_PROMPT)) {
            break;
        }
        p = vki_session_pos(s);
        VKT_CHECK(gen(s, &sp, mode == 3 ? 12 : max, r, &n) == VKI_SUCCESS, "%s: %s", names[mode],
                  vki_last_error(g_ctx));
        if (mode == 4) tk->attr[g->ids[eog_at]] = saved;
        if (mode == 1) want = 5;
        if (mode == 4) VKT_CHECK(n <= eog_at + 1, "EOG: n_out %d", n);
        if (want > 0) VKT_CHECK(n == want, "%s: n_out %d", names[mode], n);
        VKT_CHECK(vki_session_pos(s) == p + n, "%s: pos %d, want %d", names[mode], vki_session_pos(s), p + n);
        /* the reference: prompt, what the session holds beyond it, the extra token */
        ref_reset(rm);
        nseq = vki_session_pos(s);
        for (i = 0; i < nseq; i++) {
            int32_t t = i < N_PROMPT ? prompt[i] : (int32_t)s->io_tokens[i];
            ref_eval(rm, t, rlf);
        }
        /* the tokens the session holds are the ones handed out (and the EOG token) */
        for (i = 0; i < r->n_ids; i++)
            if ((int32_t)s->io_tokens[p + i] != r->ids[i]) ok_chain = 0;
        VKT_CHECK(ok_chain, "%s: the session holds the tokens handed out", names[mode]);
        if (mode != 3 && mode != 5)
            for (i = 0; i < r->n_ids; i++)
                if (r->ids[i] != g->ids[i]) ok_chain = 0;
        VKT_CHECK(ok_chain, "%s: the greedy chain", names[mode]);
        ref_eval(rm, extra, rlf);
        for (i = 0; i < nv; i++) rl[i] = rlf[i];
        VKT_CHECK(vki_session_eval(s, &extra, 1) == VKI_SUCCESS && vki_session_logits(s, gl, nv) == VKI_SUCCESS,
                  "eval one more");
        e = rel_err(gl, rl, nv);
        printf("  %-28s n_out %2d, pos %2d: max err / rms %.2e\n", names[mode], n, nseq + 1, e);
        VKT_CHECK(e <= tol, "%s: %.3e > %.1e", names[mode], e, tol);
        sp.stop = NULL;
        sp.n_stop = 0;
    }
done:
    free(gl);
    free(rl);
    free(rlf);
    free(g);
    free(r);
    vki_session_destroy(s);
    ref_free(rm);
}

/* ---- session state: save, load, fork ---- */

/* greedy ids after the session's current state */
static int greedy_ids(vki_session *s, int n, rec *r) {
    vki_sampler_desc sp;
    int got = 0;
    greedy_desc(&sp);
    VKT_CHECK(gen(s, &sp, n, r, &got) == VKI_SUCCESS && got == n, "generate %d: %s", n, vki_last_error(g_ctx));
    return got == n;
}

/* One model and KV type: a state saved after the prompt and loaded into a fresh session
   gives the same logits (bit for bit) and the same greedy tokens; so does a fork of all
   the prompt's positions; a fork of a prefix (KV-only models) continues as a lone
   session that evaluated the same chunks; the file form round-trips. */
static void state_round_trip(vki_model *m, int kv_f32, int hybrid, int small_ctx, const char *label) {
    enum { N_GEN = 8, CUT = 5 };
    const int N_CTX = kv_f32 ? 96 : 128; /* the shapes the tests above use (their kernels compiled once) */
    int32_t prompt[N_PROMPT];
    int nv = m->info.n_vocab;
    float *la = (float *)malloc(sizeof(float) * (size_t)nv), *lb = (float *)malloc(sizeof(float) * (size_t)nv);
    rec *a = rec_new(0), *b = rec_new(0);
    vki_session *s = new_session(m, N_CTX, kv_f32), *t = new_session(m, N_CTX, kv_f32);
    uint64_t size = 0, wrote = 0;
    uint8_t *blob = NULL;
    char path[256];
    if (!s || !t || !la || !lb || !a || !b) goto done;
    random_prompt(m, prompt, N_PROMPT, 77);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "%s: eval", label);
    VKT_CHECK(vki_session_state_size(s, &size) == VKI_SUCCESS && size > 0, "%s: state size", label);
    blob = (uint8_t *)malloc((size_t)size);
    if (!blob) goto done;
    VKT_CHECK(vki_session_state_save(s, blob, size - 1, &wrote) == VKI_ERROR_BUFFER_TOO_SMALL && wrote == 0,
              "%s: a short buffer is VKI_ERROR_BUFFER_TOO_SMALL", label);
    VKT_CHECK(vki_session_state_save(s, blob, size, &wrote) == VKI_SUCCESS && wrote == size, "%s: save: %s", label,
              vki_last_error(g_ctx));
    VKT_CHECK(vki_session_logits(s, la, nv) == VKI_SUCCESS, "%s: logits", label);
    if (!greedy_ids(s, N_GEN, a)) goto done;
    /* load */
    VKT_CHECK(vki_session_state_load(t, blob, size) == VKI_SUCCESS, "%s: load: %s", label, vki_last_error(g_ctx));
    VKT_CHECK(vki_session_pos(t) == N_PROMPT, "%s: pos after load %d", label, vki_session_pos(t));
    VKT_CHECK(vki_session_logits(t, lb, nv) == VKI_SUCCESS && memcmp(la, lb, sizeof(float) * (size_t)nv) == 0,
              "%s: the loaded session's logits are the saved one's, bit for bit", label);
    if (greedy_ids(t, N_GEN, b))
        VKT_CHECK(same_ids(a, b), "%s: greedy after load continues as the saved session", label);
    /* a file, loaded over a session that has moved on */
    snprintf(path, sizeof path, "/tmp/vkinfer-state-%d.bin", (int)getpid());
    VKT_CHECK(vki_session_rewind(s, 0) == VKI_SUCCESS && vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS,
              "%s: again", label);
    VKT_CHECK(vki_session_state_save_file(s, path) == VKI_SUCCESS, "%s: save_file: %s", label, vki_last_error(g_ctx));
    VKT_CHECK(vki_session_state_load_file(t, path) == VKI_SUCCESS, "%s: load_file: %s", label, vki_last_error(g_ctx));
    remove(path);
    if (greedy_ids(t, N_GEN, b)) VKT_CHECK(same_ids(a, b), "%s: greedy after a file's load", label);
    /* fork all of the prompt (s holds just the prompt again) */
    VKT_CHECK(vki_session_fork(t, s, N_PROMPT) == VKI_SUCCESS, "%s: fork: %s", label, vki_last_error(g_ctx));
    if (greedy_ids(t, N_GEN, b)) VKT_CHECK(same_ids(a, b), "%s: greedy after a fork continues as the source", label);
    if (greedy_ids(s, N_GEN, b)) VKT_CHECK(same_ids(a, b), "%s: ... and the source as before", label);
    if (hybrid) {
        VKT_CHECK(vki_session_fork(t, s, CUT) == VKI_ERROR_INVALID_ARGUMENT, "%s: a hybrid's prefix fork is refused",
                  label);
    } else { /* a prefix: as a lone session evaluating CUT, then the rest */
        VKT_CHECK(vki_session_rewind(s, 0) == VKI_SUCCESS && vki_session_eval(s, prompt, CUT) == VKI_SUCCESS &&
                      vki_session_eval(s, prompt + CUT, N_PROMPT - CUT) == VKI_SUCCESS,
                  "%s: lone eval", label);
        if (!greedy_ids(s, N_GEN, a)) goto done;
        VKT_CHECK(vki_session_fork(t, s, CUT) == VKI_SUCCESS && vki_session_pos(t) == CUT, "%s: prefix fork: %s",
                  label, vki_last_error(g_ctx));
        VKT_CHECK(vki_session_eval(t, prompt + CUT, N_PROMPT - CUT) == VKI_SUCCESS, "%s: eval after fork", label);
        if (greedy_ids(t, N_GEN, b)) VKT_CHECK(same_ids(a, b), "%s: a prefix fork continues as a lone session", label);
    }
    /* a corrupted or truncated blob is refused and changes nothing */
    blob[size / 2] ^= 0x40;
    VKT_CHECK(vki_session_state_load(t, blob, size) == VKI_ERROR_INVALID_STATE, "%s: a corrupted blob", label);
    blob[size / 2] ^= 0x40;
    VKT_CHECK(vki_session_state_load(t, blob, size - 3) == VKI_ERROR_INVALID_STATE, "%s: a truncated blob", label);
    VKT_CHECK(vki_session_state_load(t, blob, 10) == VKI_ERROR_INVALID_STATE, "%s: a header's worth", label);
    VKT_CHECK(vki_session_pos(t) == N_PROMPT + N_GEN, "%s: failed loads leave the session (pos %d)", label,
              vki_session_pos(t));
    VKT_CHECK(vki_session_state_load_file(t, "/nonexistent/dir/state.bin") == VKI_ERROR_IO, "%s: no file", label);
    vki_session_destroy(t);
    t = small_ctx ? new_session(m, N_PROMPT - 1, kv_f32) : NULL; /* a context too small */
    if (t) VKT_CHECK(vki_session_state_load(t, blob, size) == VKI_ERROR_CONTEXT_FULL, "%s: n_ctx too small", label);
    vki_session_destroy(t);
    t = new_session(m, kv_f32 ? 128 : 96, !kv_f32); /* the other KV type */
    if (t) VKT_CHECK(vki_session_state_load(t, blob, size) == VKI_ERROR_INVALID_STATE, "%s: other KV type", label);
done:
    free(blob);
    free(la);
    free(lb);
    free(a);
    free(b);
    vki_session_destroy(s);
    vki_session_destroy(t);
}

static void test_state(void) {
    char path[256];
    vki_model *h = NULL;
    vki_session *s = NULL, *t = NULL;
    int32_t prompt[N_PROMPT];
    uint64_t size = 0;
    uint8_t *blob = NULL;
    VKT_CHECK(strcmp(vki_result_string(VKI_ERROR_INVALID_STATE), "VKI_ERROR_INVALID_STATE") == 0, "its name");
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    state_round_trip(g_syn, 0, 0, 1, "qwen3 f16 KV");
    /* the f32 cases through the staging ring, as on a discrete GPU (lavapipe's memory is
       host-visible: saves and loads would otherwise copy in place) */
    g_ctx->vk->force_staging = 1;
    state_round_trip(g_syn, 1, 0, 0, "qwen3 f32 KV");
    snprintf(path, sizeof path, "/tmp/vkinfer-session-q35-%d.gguf", (int)getpid());
    g_ctx->vk->force_staging = 0;
    if (!vkt_write_model(path, "qwen35", "Q8_0", 0, NULL, 31) ||
        vki_model_load(g_ctx, path, NULL, &h) != VKI_SUCCESS) {
        VKT_CHECK(0, "the qwen35 model: %s", vki_last_error(g_ctx));
        remove(path);
        return;
    }
    remove(path);
    state_round_trip(h, 0, 1, 0, "qwen35 f16 KV");
    g_ctx->vk->force_staging = 1;
    state_round_trip(h, 1, 1, 0, "qwen35 f32 KV");
    g_ctx->vk->force_staging = 0;
    /* another model's state, and a fork across models */
    s = new_session(g_syn, 128, 0);
    t = new_session(h, 128, 0);
    if (s && t) {
        random_prompt(g_syn, prompt, N_PROMPT, 5);
        VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "eval");
        VKT_CHECK(vki_session_state_size(s, &size) == VKI_SUCCESS && (blob = (uint8_t *)malloc((size_t)size)) &&
                      vki_session_state_save(s, blob, size, NULL) == VKI_SUCCESS,
                  "save");
        if (blob)
            VKT_CHECK(vki_session_state_load(t, blob, size) == VKI_ERROR_INVALID_STATE,
                      "another model's state: VKI_ERROR_INVALID_STATE (%s)", vki_last_error(g_ctx));
        VKT_CHECK(vki_session_fork(t, s, 4) == VKI_ERROR_INVALID_STATE, "a fork across models");
    }
    free(blob);
    vki_session_destroy(s);
    vki_session_destroy(t);
    vki_model_destroy(h);
}

/* ---- memory estimate, memory limit ---- */

/* vki_estimate of a model file and a session against what loading them allocates (the
   context's device_bytes_in_use); desc.memory_limit below that refuses the load and the
   session before anything is allocated */
static void estimate_case(const char *path, int n_ctx, int kv_f32, const char *label) {
    vki_memory_estimate est;
    vki_session_desc sd;
    vki_stats st;
    vki_model *m = NULL;
    vki_session *s = NULL;
    uint64_t base, after_model, after_session;
    double err;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = n_ctx;
    sd.kv_f32 = kv_f32;
    VKT_CHECK(vki_estimate(g_ctx, path, &sd, 2, &est) == VKI_SUCCESS, "%s: estimate: %s", label,
              vki_last_error(g_ctx));
    VKT_CHECK(est.kv > 0 && est.scratch > 0 && est.weights > 0 && est.staging > 0 &&
                  est.total == est.weights + est.kv + est.recurrent + est.scratch,
              "%s: the kinds add up", label);
    /* n_batch: n_ctx, or fewer where a chunk's scratch is over maxStorageBufferRange (VKT_PROFILE=embedded);
       the session's own below */
    VKT_CHECK(est.n_ctx == n_ctx &&
                  (est.n_batch == n_ctx || (vkt_profile_name() && est.n_batch > 0 && est.n_batch < n_ctx)),
              "%s: n_ctx %d, n_batch %d", label, est.n_ctx, est.n_batch);
    printf("  %-14s weights %llu, KV %llu, recurrent %llu, scratch %llu (2 sessions), staging %llu\n", label,
           (unsigned long long)est.weights, (unsigned long long)est.kv, (unsigned long long)est.recurrent,
           (unsigned long long)est.scratch, (unsigned long long)est.staging);
    vki_context_stats(g_ctx, &st);
    base = st.device_bytes_in_use;
    /* the limit: the model's weights do not fit one byte under them */
    g_ctx->memory_limit = base + est.weights - 1;
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_ERROR_OUT_OF_DEVICE_MEMORY && !m,
              "%s: a model over memory_limit is refused", label);
    VKT_CHECK(strstr(vki_last_error(g_ctx), "memory_limit") != NULL, "%s: the message names it: %s", label,
              vki_last_error(g_ctx));
    vki_context_stats(g_ctx, &st);
    VKT_CHECK(st.device_bytes_in_use == base, "%s: ... before allocating", label);
    g_ctx->memory_limit = base + est.weights;
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "%s: load at the limit: %s", label,
              vki_last_error(g_ctx));
    if (!m) goto done;
    vki_context_stats(g_ctx, &st);
    after_model = st.device_bytes_in_use;
    err = fabs((double)(after_model - base) - (double)est.weights) / (double)est.weights;
    VKT_CHECK(err <= 0.05, "%s: weights estimated %llu, allocated %llu", label, (unsigned long long)est.weights,
              (unsigned long long)(after_model - base));
    VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_ERROR_OUT_OF_DEVICE_MEMORY && !s,
              "%s: a session over memory_limit is refused", label);
    vki_context_stats(g_ctx, &st);
    VKT_CHECK(st.device_bytes_in_use == after_model, "%s: ... before allocating", label);
    g_ctx->memory_limit = 0;
    if (m == g_syn) sd.tuning.matvec_dot = VKI_TUNE_OFF;
    VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS, "%s: session: %s", label, vki_last_error(g_ctx));
    VKT_CHECK(!s || s->n_batch == est.n_batch, "%s: the session's n_batch %d, estimated %d", label,
              s ? s->n_batch : 0, est.n_batch);
    vki_context_stats(g_ctx, &st);
    after_session = st.device_bytes_in_use;
    err = fabs((double)(after_session - after_model) * 2 - (double)(est.total - est.weights)) /
          (double)(est.total - est.weights);
    VKT_CHECK(err <= 0.05, "%s: a session estimated %llu, allocated %llu", label,
              (unsigned long long)((est.total - est.weights) / 2), (unsigned long long)(after_session - after_model));
done:
    g_ctx->memory_limit = 0;
    vki_session_destroy(s);
    vki_model_destroy(m);
}

/* Embeddings (vki_session_embed): the last token's and the mean of every token's hidden
   state after the final norm, against the reference's (ref_model.final_norm after each
   token); unit length unless no_normalize; the model's default (no pooling_type: last);
   the same text twice gives the same vector; argument errors */
static void test_embed(void) {
    ref_model *rm = NULL;
    vki_session *s = NULL;
    vki_embed_desc d;
    int32_t ids[12];
    float *out = NULL, *out2 = NULL, *want = NULL, *rl = NULL;
    double *mean = NULL, len, tol;
    char err[256];
    int e, i, t, n = 12;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    tol = g_ctx->vk->info.has_cooperative_matrix ? TOL_F16_ROUTE : TOL_KV_F32; /* the last pooling: a prompt step */
    e = g_syn->info.n_embd;
    rm = ref_load(g_syn_path, err, sizeof err);
    VKT_CHECK(rm != NULL, "ref_load: %s", err);
    out = (float *)malloc((size_t)e * 4);
    out2 = (float *)malloc((size_t)e * 4);
    want = (float *)calloc((size_t)e, 4);
    rl = (float *)malloc((size_t)g_syn->info.n_vocab * 4);
    mean = (double *)calloc((size_t)e, sizeof *mean);
    if (rm) s = new_session(g_syn, 64, 1);
    if (!s || !out || !out2 || !want || !rl || !mean) goto done;
    random_prompt(g_syn, ids, n, 77);
    for (t = 0; t < n; t++) {
        ref_eval(rm, ids[t], rl);
        for (i = 0; i < e; i++) mean[i] += rm->final_norm[i] / n;
    }
    memset(&d, 0, sizeof d);
    d.pooling = VKI_POOLING_LAST;
    VKT_CHECK(vki_session_embed(s, ids, n, &d, out, e) == VKI_SUCCESS, "embed last: %s", vki_last_error(g_ctx));
    for (len = 0.0, i = 0; i < e; i++) len += rm->final_norm[i] * rm->final_norm[i];
    for (i = 0; i < e; i++) want[i] = (float)(rm->final_norm[i] / sqrt(len));
    printf("  last token, normalized: max err / rms %.2e\n", vkt_rel_err(out, want, e));
    VKT_CHECK(vkt_rel_err(out, want, e) <= tol, "last: %.3e", vkt_rel_err(out, want, e));
    for (len = 0.0, i = 0; i < e; i++) len += (double)out[i] * out[i];
    VKT_CHECK(fabs(sqrt(len) - 1.0) < 1e-5 && vki_session_pos(s) == n, "unit length %.8f, pos %d", sqrt(len),
              vki_session_pos(s));
    VKT_CHECK(vki_session_embed(s, ids, n, NULL, out2, e) == VKI_SUCCESS && !memcmp(out, out2, (size_t)e * 4),
              "the model's default (last) again, the same vector");
    d.pooling = VKI_POOLING_MEAN;
    d.no_normalize = 1;
    VKT_CHECK(vki_session_embed(s, ids, n, &d, out, e) == VKI_SUCCESS, "embed mean: %s", vki_last_error(g_ctx));
    for (i = 0; i < e; i++) want[i] = (float)mean[i];
    printf("  mean of %d tokens, as it is: max err / rms %.2e\n", n, vkt_rel_err(out, want, e));
    VKT_CHECK(vkt_rel_err(out, want, e) <= TOL_KV_F32, "mean: %.3e", vkt_rel_err(out, want, e));
    VKT_CHECK(vki_session_embed(s, ids, 0, &d, out, e) == VKI_ERROR_INVALID_ARGUMENT, "no tokens");
    VKT_CHECK(vki_session_embed(s, ids, n, &d, out, e - 1) == VKI_ERROR_BUFFER_TOO_SMALL, "cap short");
    VKT_CHECK(vki_session_embed(s, ids, n, &d, NULL, e) == VKI_ERROR_INVALID_ARGUMENT, "out NULL");
    d.pooling = (vki_pooling)7;
    VKT_CHECK(vki_session_embed(s, ids, n, &d, out, e) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "pooling is 7"),
              "pooling 7: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_session_embed(NULL, ids, n, NULL, out, e) == VKI_ERROR_INVALID_ARGUMENT, "NULL session");
done:
    vki_session_destroy(s);
    ref_free(rm);
    free(out);
    free(out2);
    free(want);
    free(rl);
    free(mean);
}

static void test_estimate(void) {
    vki_memory_estimate est;
    char path[256];
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    estimate_case(g_syn_path, 128, 0, "qwen3 f16 KV");
    snprintf(path, sizeof path, "/tmp/vkinfer-session-q35e-%d.gguf", (int)getpid());
    if (vkt_write_model(path, "qwen35", "Q8_0", 0, NULL, 31)) estimate_case(path, 96, 1, "qwen35 f32 KV");
    VKT_CHECK(vki_estimate(g_ctx, "/nonexistent/model.gguf", NULL, 1, &est) == VKI_ERROR_IO, "no file: %s",
              vki_last_error(g_ctx));
    VKT_CHECK(vki_estimate(g_ctx, path, NULL, -1, &est) == VKI_ERROR_INVALID_ARGUMENT, "n_seq -1");
    remove(path);
}

/* ---- a batch: several sequences, one submit a step ---- */

/* max |a - b| / rms(b) */
static double rel_err_f(const float *a, const float *b, int n) {
    double mx = 0, ss = 0;
    int i;
    for (i = 0; i < n; i++) {
        double d = fabs((double)a[i] - b[i]);
        if (d > mx || d != d) mx = d != d ? INFINITY : d;
        ss += (double)b[i] * b[i];
    }
    return mx / sqrt(ss / n + 1e-30);
}

/* the context's log while a batch is made: its VKI_I_BATCH line */
typedef struct batch_log { char line[256]; int n; } batch_log;
static void batch_log_fn(void *user, int level, const char *id, const char *msg) {
    batch_log *l = (batch_log *)user;
    (void)level;
    if (strcmp(id, "VKI_I_BATCH") != 0) return;
    l->n++;
    snprintf(l->line, sizeof l->line, "%s", msg);
}

/* n sequences of a batch with prompts of different lengths, greedy (one sampled where
   n > 1): every other sequence evaluates its prompt (its own submit) and joins two steps
   late while the others generate, one leaves after three steps, one
   (n > 1) fills its context while the others go on; steps by vki_batch_poll when
   poll. Each sequence's tokens, text end and result are a lone session's
   (vki_session_generate on the same prompt), and so are its logits after it ends:
   within TOL_KV_F32 where the batch runs each sequence's own token step (the same
   kernels on the same tokens: equal in fact), within TOL_KV_F16 where its steps read
   each weight once (batched: the prompt step's kernels; both sides on the float routes,
   so that no product rounds its input to int8 on one side and not the other).
   batched: 0 none of the steps is the batched one; 1 every step (batched_min 1);
   2 those where two or more sequences go (batched_min 2), some and not all
   here: the two kinds of step alternate. Asserted through vki_stats.batched_steps. A batch
   with a batched step logs its dispatches and barriers once at VKI_LOG_INFO (VKI_I_BATCH). */
static void batch_case(vki_model *m, int n, int poll, int batched, const char *label) {
    enum { N_CTX = 64, N_GEN = 6, JOIN_LATE = 2, LEAVE_AT = 3 };
    int nv = m->info.n_vocab, i, step = 0, iter, joined = 0, left = 0, n_active = 0;
    int full = n > 1 ? 0 : -1, leaver = n > 2 ? 2 : -1;
    int sampled = n > 1 ? 1 : -1, plen[VKI_BATCH_MAX], got, gen_n, nb;
    int32_t prompt[VKI_BATCH_MAX][N_CTX], ids[VKI_BATCH_MAX];
    rec *br[VKI_BATCH_MAX], *lr = rec_new(0);
    float *la = (float *)malloc(sizeof(float) * (size_t)nv), *lb = (float *)malloc(sizeof(float) * (size_t)nv);
    vki_batch_desc bd;
    vki_batch *b = NULL;
    vki_session *lone = NULL;
    vki_sampler_desc sp[VKI_BATCH_MAX];
    vki_result res;
    char msg[256];
    memset(br, 0, sizeof br);
    memset(&bd, 0, sizeof bd);
    vki_stats st0, st1;
    bd.n_seq = n;
    bd.session.n_ctx = N_CTX;
    bd.batched_min = batched == 1 ? 1 : batched ? 2 : -1;
    if (batched) { /* the float routes on both sides */
        bd.session.tuning.matvec_dot = VKI_TUNE_OFF;
        bd.session.tuning.mm_route = 1;
        if (vki_session_create(m, &bd.session, &lone) != VKI_SUCCESS) lone = NULL;
    } else {
        if (m == g_syn) bd.session.tuning.matvec_dot = VKI_TUNE_OFF; /* as new_session */
        lone = new_session(m, N_CTX, 0);
    }
    vki_context_stats(g_ctx, &st0);
    if (!la || !lb || !lr || !lone) goto done;
    {   /* a batch with a batched step says its size at VKI_LOG_INFO (VKI_I_BATCH), once */
        vki_log_fn log = g_ctx->log;
        void *user = g_ctx->log_user;
        int level = g_ctx->log_level;
        batch_log bl;
        memset(&bl, 0, sizeof bl);
        g_ctx->log = batch_log_fn;
        g_ctx->log_user = &bl;
        g_ctx->log_level = VKI_LOG_INFO;
        res = vki_batch_create(m, &bd, &b);
        g_ctx->log = log;
        g_ctx->log_user = user;
        g_ctx->log_level = level;
        if (res != VKI_SUCCESS) {
            VKT_CHECK(0, "%s: vki_batch_create: %s", label, vki_last_error(g_ctx));
            goto done;
        }
        snprintf(msg, sizeof msg, "batched step of %d sequences: %d dispatches, %u barriers", n,
                 (int)stbds_arrlen(b->ps.ops), b->ps.barriers);
        VKT_CHECK(b->ps.cb ? bl.n == 1 && !strcmp(bl.line, msg) : bl.n == 0, "%s: VKI_I_BATCH: '%s' (%d), want '%s'",
                  label, bl.line, bl.n, b->ps.cb ? msg : "none");
    }
    VKT_CHECK(vki_batch_n_seq(b) == n && !vki_batch_session(b, n) && !vki_batch_session(b, -1), "%s: n_seq", label);
    for (i = 0; i < n; i++) {
        vki_session *s = vki_batch_session(b, i);
        plen[i] = i == full ? N_CTX - 3 : N_PROMPT + i % 3;
        random_prompt(m, prompt[i], plen[i], 100 + (uint64_t)i);
        if (i == sampled) sampled_desc(&sp[i], 0.9f, 20, 0.95f, 11);
        else greedy_desc(&sp[i]);
        if (!(br[i] = rec_new(0))) goto done;
        if (i % 2) continue; /* the others' prompts come between steps */
        VKT_CHECK(vki_session_eval(s, prompt[i], plen[i]) == VKI_SUCCESS, "%s: prompt %d: %s", label, i,
                  vki_last_error(g_ctx));
        VKT_CHECK(vki_batch_join(b, i, &sp[i], N_GEN, rec_fn, br[i]) == VKI_SUCCESS, "%s: join", label);
    }
    VKT_CHECK(vki_batch_join(b, 0, &sp[0], N_GEN, rec_fn, br[0]) == VKI_ERROR_INVALID_ARGUMENT,
              "%s: joining twice is refused", label);
    VKT_CHECK(vki_session_eval(vki_batch_session(b, 0), prompt[0], 1) == VKI_ERROR_INVALID_ARGUMENT,
              "%s: a generating sequence's session is busy", label);
    for (iter = 0; iter < 1000 && step < 100; iter++) {
        int stepped = 1;
        if (step == JOIN_LATE && !joined)
            for (joined = 1, i = 1; i < n; i += 2)
                VKT_CHECK(vki_session_eval(vki_batch_session(b, i), prompt[i], plen[i]) == VKI_SUCCESS &&
                              vki_batch_join(b, i, &sp[i], N_GEN, rec_fn, br[i]) == VKI_SUCCESS,
                          "%s: a prompt between steps, then a join (%d): %s", label, i, vki_last_error(g_ctx));
        if (step == LEAVE_AT && leaver >= 0 && !left) {
            left = 1;
            VKT_CHECK(vki_batch_leave(b, leaver, &got) == VKI_SUCCESS && got == LEAVE_AT, "%s: leave (%d tokens)",
                      label, got);
        }
        res = poll ? vki_batch_poll(b, ids, &n_active, &stepped) : vki_batch_step(b, ids, &n_active);
        VKT_CHECK(res == VKI_SUCCESS, "%s: step %d: %s", label, step, vki_last_error(g_ctx));
        if (res != VKI_SUCCESS) goto done;
        if (!stepped) { /* the GPU is still on the last step: a frame goes by */
            for (i = 0; i < n; i++) vki_session_sync(vki_batch_session(b, i)); /* a frame */
            continue;
        }
        for (i = 0; i < n; i++)
            if (ids[i] >= 0 && br[i]->n_ids > 0)
                VKT_CHECK(ids[i] == br[i]->ids[br[i]->n_ids - 1], "%s: ids[%d] is the callback's", label, i);
        step++;
        if (!n_active && step > JOIN_LATE) break;
    }
    VKT_CHECK(n_active == 0, "%s: every sequence ends (%d active)", label, n_active);
    vki_context_stats(g_ctx, &st1);
    nb = (int)(st1.batched_steps - st0.batched_steps);
    VKT_CHECK(batched == 1 ? nb == step : batched ? nb > 0 && nb < step : nb == 0,
              "%s: %d of %d steps read each weight once", label, nb, step);
    for (i = 0; i < n; i++) {
        vki_session *s = vki_batch_session(b, i);
        int generating = 1, n_out = -1;
        res = vki_batch_result(b, i, &generating, &n_out, msg, (int)sizeof msg);
        if (i == full) {
            VKT_CHECK(res == VKI_ERROR_CONTEXT_FULL && n_out == 3 && strstr(msg, "n_ctx"),
                      "%s: a full context ends its sequence alone: %s, %d tokens, '%s'", label, vki_result_string(res),
                      n_out, msg);
        } else {
            VKT_CHECK(res == VKI_SUCCESS && n_out == (i == leaver ? LEAVE_AT : N_GEN), "%s: seq %d: %s, %d tokens",
                      label, i, vki_result_string(res), n_out);
        }
        VKT_CHECK(!generating && vki_session_pos(s) == plen[i] + n_out, "%s: seq %d holds prompt + tokens (%d)", label,
                  i, vki_session_pos(s));
        VKT_CHECK(br[i]->n_ids == n_out && br[i]->n_final == (i == full || i == leaver ? 0 : 1) && !br[i]->bad,
                  "%s: seq %d's callbacks (%d ids, %d final)", label, i, br[i]->n_ids, br[i]->n_final);
        /* the lone session */
        gen_n = i == leaver ? LEAVE_AT : N_GEN;
        if (vki_session_rewind(lone, 0) != VKI_SUCCESS || vki_session_eval(lone, prompt[i], plen[i]) != VKI_SUCCESS) {
            VKT_CHECK(0, "%s: lone eval: %s", label, vki_last_error(g_ctx));
            continue;
        }
        res = gen(lone, &sp[i], gen_n, lr, &got);
        VKT_CHECK(res == (i == full ? VKI_ERROR_CONTEXT_FULL : VKI_SUCCESS), "%s: lone %d: %s", label, i,
                  vki_result_string(res));
        VKT_CHECK(same_ids(lr, br[i]), "%s: seq %d's tokens are the lone session's (%s)", label, i,
                  i == sampled ? "sampled" : "greedy");
        VKT_CHECK(vki_session_logits(s, la, nv) == VKI_SUCCESS && vki_session_logits(lone, lb, nv) == VKI_SUCCESS,
                  "%s: logits", label);
        VKT_CHECK(rel_err_f(la, lb, nv) <= (batched ? TOL_KV_F16 : TOL_KV_F32),
                  "%s: seq %d's logits are the lone session's (err %.3g)", label, i, rel_err_f(la, lb, nv));
    }
done:
    for (i = 0; i < n; i++) free(br[i]);
    free(lr);
    free(la);
    free(lb);
    vki_batch_destroy(b);
    vki_session_destroy(lone);
}

/* The batched step on the device's default routes (multi-column int8 mat-vecs where the
   device has integer dot products, else tensor cores with fp16 operands): three
   sequences, greedy, every step batched, the third leaving 2 steps early (its slot empty
   in the last two). Each sequence's last logits equal those of the same tokens alone in a
   batch of one (within TOL_KV_F32: the same kernels on its row; the sequences do not
   touch each other's rows, caches or slots). Printed beside them, not asserted: a lone
   session's prompt step (vki_session_eval_logits, prompts on the int8 route where the
   batched step takes mmv_dot) and its token steps after the prompt. Every kernel path
   sums in its own order, and on these random-weight models one int8 rounding of an
   activation near a half-way point going the other way moves the logits by 2.5e-2 -
   4.2e-2 of their rms (the prompt step and the token steps differ so on random tokens,
   which tests/test_prompt.c's tokens avoid); the batched step (rmsnorm_rows, mmv_dot and
   the token step's attention) differs from each in some such rounding on some sequences
   (lavapipe and an H100: 1 of 6). batch_case holds the batched step to the lone
   session's on the float routes, where no input is rounded to int8. */
/* Sequence `toks` (n_prompt prompt tokens, then n_gen greedy ones) through a batch of one
   with bd's sessions (every step batched): its last logits into out; 0 where it failed or
   picked other tokens */
static int batch_one_logits(vki_model *m, vki_batch_desc bd, const int32_t *toks, int n_prompt, int n_gen,
                            float *out) {
    vki_batch *b = NULL;
    vki_sampler_desc sp;
    rec *r = rec_new(0);
    int n_active = 1, steps = 0, ok;
    bd.n_seq = 1;
    bd.batched_min = 1;
    greedy_desc(&sp);
    ok = r && vki_batch_create(m, &bd, &b) == VKI_SUCCESS &&
         vki_session_eval(vki_batch_session(b, 0), toks, n_prompt) == VKI_SUCCESS &&
         vki_batch_join(b, 0, &sp, n_gen, rec_fn, r) == VKI_SUCCESS;
    while (ok && n_active && steps++ < 100) ok = vki_batch_step(b, NULL, &n_active) == VKI_SUCCESS;
    ok = ok && r->n_ids == n_gen && !memcmp(r->ids, toks + n_prompt, sizeof(int32_t) * (size_t)n_gen) &&
         vki_session_logits(vki_batch_session(b, 0), out, m->info.n_vocab) == VKI_SUCCESS;
    vki_batch_destroy(b);
    free(r);
    return ok;
}

static void batch_default_case(vki_model *m, const char *label) {
    enum { N_CTX = 32, N_SEQ = 3, N_GEN = 5 };
    int nv = m->info.n_vocab, i, j, n_active = 1, steps = 0, n;
    int32_t toks[N_CTX];
    rec *br[N_SEQ];
    float *la = (float *)malloc(sizeof(float) * (size_t)nv), *lb = NULL;
    vki_batch_desc bd;
    vki_batch *b = NULL;
    vki_session *lone = NULL;
    vki_sampler_desc sp;
    vki_stats st0, st1;
    memset(br, 0, sizeof br);
    memset(&bd, 0, sizeof bd);
    bd.n_seq = N_SEQ;
    bd.session.n_ctx = N_CTX;
    /* prompts on the int8 route where the batched step takes mmv_dot, so that the prompt step rounds as it does
       (tensor cores would put fp16 operands in the prompt step's products) */
    if (g_ctx->vk->info.has_integer_dot_product) bd.session.tuning.mm_route = VKI_MM_ROUTE_INT8;
    bd.batched_min = 1;
    greedy_desc(&sp);
    lb = (float *)malloc(sizeof(float) * (size_t)nv * N_CTX);
    if (!la || !lb || vki_session_create(m, &bd.session, &lone) != VKI_SUCCESS ||
        vki_batch_create(m, &bd, &b) != VKI_SUCCESS) {
        VKT_CHECK(0, "%s: setup: %s", label, vki_last_error(g_ctx));
        goto done;
    }
    vki_context_stats(g_ctx, &st0);
    for (i = 0; i < N_SEQ; i++) {
        random_prompt(m, toks, N_PROMPT + i, 300 + (uint64_t)i);
        if (!(br[i] = rec_new(0)) || vki_session_eval(vki_batch_session(b, i), toks, N_PROMPT + i) != VKI_SUCCESS ||
            vki_batch_join(b, i, &sp, N_GEN - 2 * (i == 2), rec_fn, br[i]) != VKI_SUCCESS) {
            VKT_CHECK(0, "%s: join %d: %s", label, i, vki_last_error(g_ctx));
            goto done;
        }
    }
    while (n_active && steps < 100) {
        VKT_CHECK(vki_batch_step(b, NULL, &n_active) == VKI_SUCCESS, "%s: step: %s", label, vki_last_error(g_ctx));
        steps++;
    }
    vki_context_stats(g_ctx, &st1);
    VKT_CHECK(st1.batched_steps - st0.batched_steps == N_GEN, "%s: %d batched steps", label,
              (int)(st1.batched_steps - st0.batched_steps));
    /* with integer dot products, its products are multi-column int8 mat-vecs (mmv_dot) */
    VKT_CHECK(!g_ctx->vk->info.has_integer_dot_product || vki_batch_session(b, 0)->mmv_rows == VKI_TUNE_OFF || b->xq,
              "%s: the batched step's mat-vecs", label);
    for (i = 0; i < N_SEQ; i++) {
        vki_session *s = vki_batch_session(b, i);
        double err, err2, err3;
        random_prompt(m, toks, N_PROMPT + i, 300 + (uint64_t)i);
        n = N_PROMPT + i;
        for (j = 0; j < br[i]->n_ids; j++) toks[n++] = br[i]->ids[j];
        VKT_CHECK(br[i]->n_ids == N_GEN - 2 * (i == 2) && vki_session_pos(s) == n, "%s: seq %d: %d tokens, pos %d",
                  label, i, br[i]->n_ids, vki_session_pos(s));
        if (vki_session_rewind(lone, 0) != VKI_SUCCESS ||
            vki_session_eval_logits(lone, toks, n, lb, (int64_t)nv * N_CTX) != VKI_SUCCESS ||
            vki_session_logits(s, la, nv) != VKI_SUCCESS) {
            VKT_CHECK(0, "%s: logits %d: %s", label, i, vki_last_error(g_ctx));
            continue;
        }
        err = rel_err_f(la, lb + (size_t)(n - 1) * (size_t)nv, nv);
        /* ... and against its token steps: the prompt, then each generated token alone */
        if (vki_session_rewind(lone, 0) != VKI_SUCCESS || vki_session_eval(lone, toks, N_PROMPT + i) != VKI_SUCCESS) {
            VKT_CHECK(0, "%s: lone %d: %s", label, i, vki_last_error(g_ctx));
            continue;
        }
        for (j = N_PROMPT + i; j < n; j++)
            if (vki_session_eval(lone, toks + j, 1) != VKI_SUCCESS) break;
        if (j < n || vki_session_logits(lone, lb, nv) != VKI_SUCCESS) {
            VKT_CHECK(0, "%s: lone %d: %s", label, i, vki_last_error(g_ctx));
            continue;
        }
        err2 = rel_err_f(la, lb, nv);
        err3 = -1.0;
        if (batch_one_logits(m, bd, toks, N_PROMPT + i, n - N_PROMPT - i, lb)) err3 = rel_err_f(la, lb, nv);
        printf("  %s: seq %d's last logits against the prompt step's: max err / rms %.2e, the token steps' %.2e, "
               "alone in a batch %.2e\n",
               label, i, err, err2, err3);
        VKT_CHECK(err3 >= 0.0 && err3 <= TOL_KV_F32, "%s: seq %d alone in a batch (err %.3g)", label, i, err3);
    }
done:
    for (i = 0; i < N_SEQ; i++) free(br[i]);
    free(la);
    free(lb);
    vki_batch_destroy(b);
    vki_session_destroy(lone);
}

static void test_batch(void) {
    static const char *const archs[4] = {"qwen3", "llama", "qwen35", "gemma3"};
    static const char *const types[4] = {"Q8_0", "Q4_K", "Q8_0", "Q8_0"};
    char path[256], label[64];
    vki_model *m = NULL;
    vki_batch *b = NULL;
    vki_batch_desc bd;
    int a;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    memset(&bd, 0, sizeof bd);
    bd.n_seq = VKI_BATCH_MAX + 1;
    VKT_CHECK(vki_batch_create(g_syn, &bd, &b) == VKI_ERROR_INVALID_ARGUMENT && !b, "n_seq 17 is refused");
    VKT_CHECK(vki_batch_step(NULL, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT, "a NULL batch");
    for (a = 0; a < 4; a++) { /* qwen35: a hybrid (recurrent state); gemma3: sliding windows, post norms; three
                                 sequences each */
        snprintf(path, sizeof path, "/tmp/vkinfer-session-batch-%d.gguf", (int)getpid());
        if (!vkt_write_model(path, archs[a], types[a], 0, NULL, 41 + (uint64_t)a) ||
            vki_model_load(g_ctx, path, NULL, &m) != VKI_SUCCESS) {
            VKT_CHECK(0, "the %s model: %s", archs[a], vki_last_error(g_ctx));
            remove(path);
            return;
        }
        remove(path);
        /* the batched step where two or more go (qwen35: its recurrent layers through the token kernel per
           row); qwen35 also each sequence's own steps */
        snprintf(label, sizeof label, "%s %s x3", archs[a], types[a]);
        batch_case(m, 3, a != 1, 2, label);
        snprintf(label, sizeof label, "%s %s x3, each its own step", archs[a], types[a]);
        if (a == 2) batch_case(m, 3, 0, 0, label);
        snprintf(label, sizeof label, "%s %s x1", archs[a], types[a]);
        if (a < 2) batch_case(m, 1, a, 1, label);
        snprintf(label, sizeof label, "%s %s x16", archs[a], types[a]);
        if (a < 2) batch_case(m, VKI_BATCH_MAX, a, 1, label);
        snprintf(label, sizeof label, "%s %s default routes", archs[a], types[a]);
        if (a < 3) batch_default_case(m, label);
        vki_model_destroy(m);
        m = NULL;
    }
}

static void load_models(void) {
    const char *sh = vkt_shared_dir();
    char vocab[512];
    FILE *f;
    snprintf(g_syn_path, sizeof g_syn_path, "/tmp/vkinfer-session-syn-%d.gguf", (int)getpid());
    snprintf(g_qw_path, sizeof g_qw_path, "/tmp/vkinfer-session-qw-%d.gguf", (int)getpid());
    /* Q5_0, mat-vecs on the float kernel (vki_tuning.matvec_dot off: new_session), so
       that test_consistent_after_generate can hold
       the GPU's chosen tokens to the f64 reference at 1e-4 (an int8-input rounding that
       goes the other way near a tie would live on in the KV cache; tests/test_decode.c
       covers the int8 kernel); the qwen2 model below is Q8_0 */
    if (!vkt_write_model(g_syn_path, "qwen3", "Q5_0", 0, NULL, 2024) ||
        vki_model_load(g_ctx, g_syn_path, NULL, &g_syn) != VKI_SUCCESS) {
        printf("FAIL the synthetic model: %.400s\n", vki_last_error(g_ctx));
        vkt_failed++;
        snprintf(g_skip, sizeof g_skip, "no model");
        vki_context_destroy(g_ctx);
        g_ctx = NULL;
        return;
    }
    if (!sh) {
        snprintf(g_qw_skip, sizeof g_qw_skip, "no ../shared directory");
        return;
    }
    snprintf(vocab, sizeof vocab, "%s/vocab/ggml-vocab-qwen2.gguf", sh);
    f = fopen(vocab, "rb");
    if (!f) {
        snprintf(g_qw_skip, sizeof g_qw_skip, "%.400s absent", vocab);
        return;
    }
    fclose(f);
    /* the big vocabulary tied, so that it is written once, not twice */
    if (!vkt_write_model(g_qw_path, "qwen2", "Q8_0", 1, vocab, 7) ||
        vki_model_load(g_ctx, g_qw_path, NULL, &g_qw) != VKI_SUCCESS) {
        printf("FAIL qwen2-vocab model: %s\n", vki_last_error(g_ctx));
        vkt_failed++;
        g_qw = NULL;
        snprintf(g_qw_skip, sizeof g_qw_skip, "qwen2-vocab model failed");
    }
}

int main(void) {
    open_ctx();
    if (g_ctx) load_models();
    VKT_RUN(test_seed_reproducible);
    VKT_RUN(test_degenerate_filters_are_greedy);
    VKT_RUN(test_filters_respected);
    VKT_RUN(test_repeat_penalty);
    VKT_RUN(test_stop_strings);
    VKT_RUN(test_streaming);
    VKT_RUN(test_max_tokens_and_eog);
    VKT_RUN(test_callback_stops);
    VKT_RUN(test_errors);
    VKT_RUN(test_consistent_after_generate);
    VKT_RUN(test_state);
    VKT_RUN(test_estimate);
    VKT_RUN(test_embed);
    VKT_RUN(test_batch);
    vki_model_destroy(g_syn);
    vki_model_destroy(g_qw);
    remove(g_syn_path);
    remove(g_qw_path);
    vkt_gpu_close(g_ctx);
    return vkt_summary();
}
