/* Decode correctness: GPU logits against the independent double-precision CPU reference
   (tests/ref.h) on models written by tests/mkmodel.c with random weights, for every
   weight type x architecture x tied/separate output, position by position; identical
   greedy continuations; KV-cache rewind; the context-full error; an embedding and LM
   head over maxStorageBufferRange, stored in parts (decode and prompt step); Qwen3.5 against
   Hugging Face transformers' logits (tests/qwen35_fixture.h; test_qwen35_transformers states
   its tolerance). Validation layers on.

   Tolerance: both sides dequantize the same stored bits, so the weight type does not
   change what is compared; only the arithmetic differs (f32 on the GPU, f64 on the CPU).
   Where the GPU rounds, the reference rounds the same way: keys and values to f16 with
   the default KV cache (ref kv_f16), and, where the device has integer dot products,
   the input of the quantized mat-vecs to int8 (ref act_q8; the kernel test checks
   that rounding itself). A rounding decision taken within a hair of a half-way point can
   go the other way in float, and lives on through the KV cache: for int8 inputs the
   test draws tokens whose reference evaluation keeps every int8 and f16 rounding at
   least ACT_MARGIN of a step away from a tie (draw_token); the f16 KV tests keep the
   mat-vecs on the float kernel (Q4_0 with vki_tuning.matvec_dot off), since RoPE's
   float error at those lengths moves values by more than that margin.
   Error measure: max |gpu - ref| over the vocabulary divided by the RMS of the
   reference logits, at every position.
     f32 KV cache, every weight type (F32 F16 BF16 Q8_0 Q4_0 Q4_1 Q5_0 Q5_1 Q4_K Q5_K Q6_K,
       the Q4_K_M mix; Q2_K, Q3_K, IQ4_NL, IQ4_XS, MXFP4 in test_logits_low_bit): 1e-4
       (seen on lavapipe: 6e-7 .. 9e-6)
     f16 KV cache (default): 2e-3 (seen: 1.5e-4 .. 3.4e-4: the odd f16 rounding that
       goes the other way) */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#include "model_writer.h"
#include "qwen35_fixture.h" /* written by tests/qwen35_fixture.py (Hugging Face transformers) */

#define TOL_KV_F32 1e-4
#define ACT_MARGIN 2e-4
#define TOL_KV_F16 2e-3
#define N_POS 64
#define N_POS_SWEEP 32 /* the type x architecture sweep's (CI's time; the slices have their own test) */

static vki_context *g_ctx;
static char g_skip[1024];
static int g_qkv_one, g_qkv_two, g_qkv_three; /* layers seen with Q/K/V as one mat-vec, as Q|K and V, as three */
static int g_lin_one, g_lin_four; /* linear-attention layers seen with their 4 projections as one mat-vec, as four */
static uint32_t g_prequant;                   /* mat-vecs compared that read their input quantized by its producer */
static vki_tuning g_tune;                     /* compare_model's tuning (model load and session) */

static void open_ctx(void) { g_ctx = vkt_gpu_open(g_skip, sizeof g_skip); }

/* tests/model_writer.h's writer with the synthetic vocabulary */
#define write_model(path, arch, type, tied, seed) vkt_write_model(path, arch, type, tied, NULL, seed)

static int argmax(const float *v, int n) {
    int i, b = 0;
    for (i = 1; i < n; i++)
        if (v[i] > v[b]) b = i;
    return b;
}

/* Evaluates a random token on the reference (logits to rl) and returns it. With int8
   inputs (rm->act_q8), a value the reference rounds within ACT_MARGIN of a half-way point
   (an int8 step, or an f16 step of the KV cache) may round the other way in the GPU's
   float arithmetic, and such a difference lives on in the KV cache: such a token is
   taken back and another drawn. */
static int32_t draw_token_or(ref_model *rm, int nv, float *rl, int32_t want) {
    int32_t tok = want >= 0 ? want : (int32_t)vkt_randu((unsigned)nv);
    int tries = 0, cut = ref_eval(rm, tok, rl);
    while (rm->act_q8 && rm->act_margin < ACT_MARGIN && tries++ < 100) {
        ref_back(rm);
        tok = (int32_t)vkt_randu((unsigned)nv);
        cut = ref_eval(rm, tok, rl);
    }
    if (cut == 1) { /* out of draws, and the reference stopped before the logits (margin_floor) */
        double floor = rm->margin_floor;
        ref_back(rm);
        rm->margin_floor = 0.0;
        ref_eval(rm, tok, rl);
        rm->margin_floor = floor;
    }
    return tok;
}
/* want: the token to try first (-1: a random one) */
static int32_t draw_token(ref_model *rm, int nv, float *rl) { return draw_token_or(rm, nv, rl, -1); }

/* Feeds N_POS random tokens one at a time; compares logits after each. */
static double compare_model(const char *path, int kv_f32, int n_ctx, int n_pos, int *ok) {
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_model_desc md;
    vki_session_desc sd;
    ref_model *rm;
    char err[256];
    float *gl, *rl;
    double worst = 0.0;
    int p, nv;
    *ok = 0;
    rm = ref_load(path, err, sizeof err);
    VKT_CHECK(rm != NULL, "ref_load: %s", err);
    if (!rm) return 1e9;
    /* the GPU runs the quantized mat-vecs on matvec_dot unless the tuning turns it off */
    rm->act_q8 = g_ctx->vk->info.has_integer_dot_product && g_tune.matvec_dot != VKI_TUNE_OFF;
    rm->kv_f16 = !kv_f32;
    rm->n_ctx = n_ctx; /* LongRoPE's factors follow the context */
    memset(&md, 0, sizeof md);
    md.tuning = g_tune;
    if (vki_model_load(g_ctx, path, &md, &m) != VKI_SUCCESS && vkt_skip_over_profile(g_ctx, "the model")) {
        ref_free(rm);
        *ok = 1;
        return -1.0; /* not compared: said on the "skip" line */
    }
    VKT_CHECK(m != NULL, "load: %s", vki_last_error(g_ctx));
    if (m && m->gpu) { /* which Q/K/V plans the comparisons covered */
        int l;
        for (l = 0; l < m->info.n_layer; l++) {
            int n = m->gpu->layers[l].qkv;
            if (n == 3) g_qkv_one = 1;
            else if (n == 2) g_qkv_two = 1;
            else g_qkv_three = 1;
            if (m->gpu->layers[l].ssm_cat == 4) g_lin_one = 1;
            else if (m->gpu->layers[l].ssm_cat == 1) g_lin_four = 1;
        }
    }
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = n_ctx;
    sd.kv_f32 = kv_f32;
    sd.tuning = g_tune;
    if (m && vki_session_create(m, &sd, &s) != VKI_SUCCESS && vkt_skip_over_profile(g_ctx, "the session")) {
        vki_model_destroy(m);
        ref_free(rm);
        *ok = 1;
        return -1.0;
    }
    if (m) VKT_CHECK(s != NULL, "session: %s", vki_last_error(g_ctx));
    if (!s) {
        vki_model_destroy(m);
        ref_free(rm);
        return 1e9;
    }
    g_prequant += s->n_prequant;
    nv = m->info.n_vocab;
    gl = (float *)malloc((size_t)nv * 4);
    rl = (float *)malloc((size_t)nv * 4);
    for (p = 0; p < n_pos; p++) {
        int32_t tok = draw_token(rm, nv, rl);
        double e;
        if (vki_session_eval(s, &tok, 1) != VKI_SUCCESS || vki_session_logits(s, gl, nv) != VKI_SUCCESS) {
            VKT_CHECK(0, "eval at %d: %s", p, vki_last_error(g_ctx));
            break;
        }
        e = vkt_rel_err(gl, rl, nv);
        if (!(e <= worst)) worst = e;
    }
    *ok = p == n_pos;
    free(gl);
    free(rl);
    vki_session_destroy(s);
    vki_model_destroy(m);
    ref_free(rm);
    return worst;
}

/* Q4_K_M: llama-quantize's mix; in the 2-layer test model layer 1's attn_v and ffn_down
   are Q6_K, so its Q and K run as one mat-vec and V as another (a fused mat-vec needs
   one type) while layer 0's Q/K/V run as one; with vki_tuning.fuse off (below) as three */
static const char *const k_types[] = {"F32",  "F16",  "BF16", "Q8_0", "Q4_0", "Q4_1",
                                      "Q5_0", "Q5_1", "Q4_K", "Q5_K", "Q6_K", "Q4_K_M"};
/* every architecture of the reference's table (tests/ref.h: ref_archs, ref_arch_runs_type) */
#define N_ARCHS REF_N_ARCHS
#define ARCH(a) (ref_archs[a].name)

/* The low-bit types, one architecture each (every kernel path they take is the same for
   all three): llama-quantize's Q2_K and Q3_K_M mixes (Q2_K, Q3_K, Q4_K, Q5_K, Q6_K
   matrices: the token embedding Q2_K / Q3_K), IQ4_NL, IQ4_XS (the tied embedding Q6_K,
   as llama-quantize) and MXFP4 for every matrix; the grid types through llama-quantize's
   IQ mixes (mkmodel's mk_mix_type_iq: IQ2_M holds IQ2_S matrices, IQ3_XXS IQ2_S and IQ3_S
   ones and an IQ3_S embedding, IQ1_S an IQ2_XXS attn_output; 16 positions each: their
   kernels differ from the others' only in decoding, which the unit tests cover); f32 KV
   cache, as above */
static void test_logits_low_bit(void) {
    static const struct {
        const char *type, *arch;
        int tied;
    } cs[] = {{"Q2_K", "llama", 0},
              {"Q3_K_M", "qwen2", 1},
              {"IQ4_NL", "qwen3", 0},
              {"IQ4_XS", "llama", 1},
              {"MXFP4", "qwen3", 0},
              {"IQ2_XXS", "llama", 0},
              {"IQ2_XS", "qwen2", 1},
              {"IQ2_M", "qwen3", 0},
              {"IQ3_XXS", "llama", 0},
              {"IQ3_S", "qwen2", 1},
              {"IQ1_S", "qwen3", 0},
              {"IQ1_M", "llama", 1}};
    char path[256];
    size_t c;
    int ok, npos;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-decode-%d.gguf", (int)getpid());
    for (c = 0; c < VKT_COUNT(cs); c++) {
        double e;
        if (!write_model(path, cs[c].arch, cs[c].type, cs[c].tied, 800 + c)) {
            VKT_CHECK(0, "mkmodel %s %s", cs[c].arch, cs[c].type);
            continue;
        }
        vkt_seed(1800 + (unsigned)c);
        npos = strncmp(cs[c].type, "IQ", 2) == 0 && strncmp(cs[c].type, "IQ4", 3) != 0 ? 16 : N_POS;
        e = compare_model(path, 1, 128, npos, &ok);
        printf("  %-7s %-5s %-8s %d positions: max err / rms %.2e\n", cs[c].type, cs[c].arch,
               cs[c].tied ? "tied" : "separate", npos, e);
        VKT_CHECK(ok && e <= TOL_KV_F32, "%s %s: %.3e > %.1e", cs[c].type, cs[c].arch, e, TOL_KV_F32);
    }
    remove(path);
}

/* Qwen3.5's token kernel (gdn.comp) with other slices of a value head's columns than the
   default (tiny: 4 value heads of 64, 4 slices of 16, which every other qwen35 test takes):
   1 (a workgroup per head, two threads a column), 3 (rounded down to 2), 64 (one column a
   workgroup, its keys over 128 threads), against the reference; then the default counts on
   the published shapes */
static void test_gdn_slices(void) {
    static const int slices[3] = {1, 3, 64};
    static const int want[3] = {1, 2, 64};
    char path[256];
    vki_model_info mi;
    int u, ok;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-decode-%d.gguf", (int)getpid());
    for (u = 0; u < 3; u++) {
        double e;
        uint32_t got;
        VKT_CHECK(write_model(path, "qwen35", "Q8_0", 0, 990 + u), "mkmodel");
        memset(&mi, 0, sizeof mi);
        mi.ssm_hv = 4;
        mi.ssm_inner = 4 * 64;
        got = vki__gdn_slices(&mi, (uint32_t)slices[u]);
        VKT_CHECK(got == (uint32_t)want[u], "%d slices asked: %u, expected %d", slices[u], got, want[u]);
        g_tune.gdn_slices = slices[u];
        vkt_seed(1990 + (unsigned)u);
        e = compare_model(path, 1, 128, N_POS_SWEEP, &ok);
        memset(&g_tune, 0, sizeof g_tune);
        printf("  Q8_0 qwen35 separate, %d slices of a value head (%u): max err / rms %.2e\n", slices[u], got, e);
        VKT_CHECK(ok && e <= TOL_KV_F32, "qwen35 with %d slices: %.3e", slices[u], e);
    }
    memset(&mi, 0, sizeof mi);
    mi.ssm_hv = 4;
    mi.ssm_inner = 4 * 64;
    VKT_CHECK(vki__gdn_slices(&mi, 0) == 4, "tiny: 4 slices of 16 columns by default");
    mi.ssm_hv = 16;
    mi.ssm_inner = 16 * 128;
    VKT_CHECK(vki__gdn_slices(&mi, 0) == 8, "0.8B: 8 slices (128 workgroups) by default");
    mi.ssm_hv = 32;
    mi.ssm_inner = 32 * 128;
    VKT_CHECK(vki__gdn_slices(&mi, 0) == 4 && vki__gdn_slices(&mi, 48) == 32, "9B: 4 slices; 48 asked: 32");
    remove(path);
}

/* every weight type x architecture x tied/separate, f32 KV cache */
static void test_logits_all_types(void) {
    char path[256];
    size_t t, a;
    int tied, ok;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-decode-%d.gguf", (int)getpid());
    for (t = 0; t < VKT_COUNT(k_types); t++)
        for (a = 0; a < (size_t)N_ARCHS; a++)
            for (tied = 0; tied < 2; tied++) {
                double e;
                /* the later families: one of tied and separate a type, in turn (CI's time) */
                if (!ref_arch_runs_type((int)a, k_types[t]) || (a >= 3 && (size_t)tied != ((t + a) & 1))) continue;
                if (!write_model(path, ARCH(a), k_types[t], tied, 100 + t * 10 + a * 2 + (size_t)tied)) {
                    VKT_CHECK(0, "mkmodel %s %s", ARCH(a), k_types[t]);
                    continue;
                }
                vkt_seed(1000 + t * 7 + a);
                e = compare_model(path, 1, 128, N_POS_SWEEP, &ok);
                printf("  %-5s %-5s %-8s %d positions: max err / rms %.2e\n", k_types[t], ARCH(a),
                       tied ? "tied" : "separate", N_POS_SWEEP, e);
                VKT_CHECK(ok && e <= TOL_KV_F32, "%s %s %s: %.3e > %.1e", k_types[t], ARCH(a),
                          tied ? "tied" : "separate", e, TOL_KV_F32);
            }
    {   /* the Q4_K_M mix again with nothing fused; Qwen3.5's linear-attention projections apart */
        static const char *const unfused[2] = {"qwen3", "qwen35"};
        int u;
        for (u = 0; u < 2; u++) {
            double e;
            g_tune.fuse = VKI_TUNE_OFF;
            VKT_CHECK(write_model(path, unfused[u], u ? "Q8_0" : "Q4_K_M", 0, 999), "mkmodel");
            vkt_seed(1999);
            e = compare_model(path, 1, 128, u ? N_POS_SWEEP : N_POS, &ok);
            memset(&g_tune, 0, sizeof g_tune);
            printf("  %s %s separate, no fused mat-vecs: max err / rms %.2e\n", u ? "Q8_0" : "Q4_K_M", unfused[u], e);
            VKT_CHECK(ok && e <= TOL_KV_F32, "%s unfused: %.3e", unfused[u], e);
        }
    }
    {   /* inputs quantized by their producers (vki_tuning.prequant), with and without biases,
           the LM head too. Besides the default shapes (the test models' matrices are
           small: 16-row workgroups, 1 row x 16 subgroups, where the residual producers
           hand over): 32-row workgroups (2 rows x 16 subgroups), where the residual
           producers hand the next normed int8 mat-vecs their input and gate | up the down
           projection's; 16-row ones with a column split (2 x 16 / 2), where gate | up
           cannot pair its halves; and the first with only the down projection's.
           Attention hands the output projection its input in every shape (at 64
           positions two slices on lavapipe, so from its merge too). The count of
           consumers is exact for the 2-layer models: per layer the output projection,
           gate/up, down and, after the first, Q/K/V (two mat-vecs in Q4_K_M's layer 1);
           the LM head. Qwen3.5 (want35): layer 0's linear attention reads the embedding's x
           and feeds its output projection in f32; its FFN's gate/up and down; layer 1's
           four Q/K/V/gate mat-vecs (a gated output projection reads its input in f32);
           its FFN's two; the LM head: 9 */
        static const struct {
            const char *type;
            uint32_t shapes[9];
            int prequant;
            uint32_t want, want35;
        } cs[] = {{"Q8_0", {2, 2, 2, 16, 16, 16, 1, 1, 1}, 0, 8, 9},
                  {"Q4_K_M", {2, 2, 2, 16, 16, 16, 1, 1, 1}, 0, 9, 9},
                  {"Q6_K", {2, 2, 2, 16, 16, 16, 1, 1, 1}, 0, 8, 9},
                  {"Q4_K_M", {2, 2, 2, 16, 16, 16, 2, 2, 2}, 0, 7, 7},
                  {"Q4_K_M", {2, 2, 2, 16, 16, 16, 1, 1, 1}, 2, 2, 0}};
        size_t c;
        for (c = 0; c < VKT_COUNT(cs); c++)
            for (a = 0; a < 3; a++) { /* the kernels' hand-overs, on the three first families (the counts are theirs) */
                double e;
                uint32_t before = g_prequant, got;
                if (c == 4 && a != 2) continue; /* down's input only: qwen3 */
                /* Qwen3.5 with column-split shapes: at one position an int8 input rounds the other
                   way than the reference's (its margin 2.5e-4 passes ACT_MARGIN), and the recurrent
                   state keeps the difference (3e-2 from there on); left out until the reference
                   bounds the delta net's f32 error */
                if (c == 3 && ref_archs[a].hybrid) continue;
                memcpy(g_tune.matvec, cs[c].shapes, sizeof g_tune.matvec);
                g_tune.prequant = cs[c].prequant;
                VKT_CHECK(write_model(path, ARCH(a), cs[c].type, (int)(a & 1), 700 + c * 10 + a), "mkmodel");
                vkt_seed(1700 + (unsigned)c * 10 + (unsigned)a);
                e = compare_model(path, 1, 128, N_POS, &ok);
                memset(&g_tune, 0, sizeof g_tune);
                got = g_prequant - before;
                printf("  %-6s %-5s shapes %u,%u,%u,%u,%u,%u,%u,%u,%u prequant %d, %d positions, %u mat-vecs read "
                       "producer-quantized inputs: "
                       "max err / rms %.2e\n",
                       cs[c].type, ARCH(a), cs[c].shapes[0], cs[c].shapes[1], cs[c].shapes[2], cs[c].shapes[3],
                       cs[c].shapes[4], cs[c].shapes[5], cs[c].shapes[6], cs[c].shapes[7], cs[c].shapes[8],
                       cs[c].prequant ? cs[c].prequant : 7, N_POS, got, e);
                VKT_CHECK(ok && e <= TOL_KV_F32, "%s %s with producer-quantized inputs: %.3e", cs[c].type, ARCH(a),
                          e);
                if (vkt_profile_name() && g_ctx->vk->props.limits.maxStorageBufferRange < (1u << 20) &&
                    got != (ref_archs[a].hybrid ? cs[c].want35 : cs[c].want))
                    /* vki__can_cat: matrices over the profile's range are not fused, more mat-vecs read */
                    printf("  skip the consumer count on VKT_PROFILE=%s: %u, unfused\n", vkt_profile_name(), got);
                else
                    VKT_CHECK(!g_ctx->vk->info.has_integer_dot_product ||
                                  got == (ref_archs[a].hybrid ? cs[c].want35 : cs[c].want),
                              "%s %s shapes %zu: %u consumers, expected %u", cs[c].type, ARCH(a), c, got,
                              ref_archs[a].hybrid ? cs[c].want35 : cs[c].want);
            }
    }
    VKT_CHECK(g_qkv_one && g_qkv_two && g_qkv_three,
              "every Q/K/V plan compared (one mat-vec %d, Q|K and V %d, three %d)", g_qkv_one, g_qkv_two, g_qkv_three);
    if (!g_lin_one && vkt_profile_name()) /* vki__can_cat: the four over the profile's maxStorageBufferRange */
        printf("  skip the one-mat-vec linear-attention plan: not taken on VKT_PROFILE=%s\n", vkt_profile_name());
    else
        VKT_CHECK(g_lin_one && g_lin_four, "both linear-attention plans compared (one mat-vec %d, four %d)",
                  g_lin_one, g_lin_four);
    remove(path);
}

/* the default f16 KV cache on a few types */
static void test_logits_kv_f16(void) {
    char path[256];
    size_t a;
    int ok;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-decode16-%d.gguf", (int)getpid());
    g_tune.matvec_dot = VKI_TUNE_OFF; /* the float kernel (see the top of the file) */
    for (a = 0; a < (size_t)N_ARCHS; a++) {
        double e;
        if (!ref_archs[a].gpu) continue; /* the reference's alone (tests/ref.h) */
        VKT_CHECK(write_model(path, ARCH(a), "Q4_0", 0, 77 + a), "mkmodel");
        vkt_seed(5 + a);
        e = compare_model(path, 0, 128, N_POS, &ok);
        printf("  Q4_0  %-5s f16 KV: max err / rms %.2e\n", ARCH(a), e);
        VKT_CHECK(ok && e <= TOL_KV_F16, "%s f16 KV: %.3e", ARCH(a), e);
    }
    memset(&g_tune, 0, sizeof g_tune);
    remove(path);
}

/* A long context: 600 positions take many attention slices of one round each (19 where
   the subgroups are 8 wide, as on lavapipe), the last one partial, and the slices' merge
   weighs them all. */
static void test_logits_long_context(void) {
    static const char *const archs[2] = {"qwen3", "llama"};
    char path[256];
    int a, ok;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-long-%d.gguf", (int)getpid());
    g_tune.matvec_dot = VKI_TUNE_OFF; /* the float kernel (see the top of the file) */
    for (a = 0; a < 2; a++) {
        double e;
        VKT_CHECK(write_model(path, archs[a], "Q4_0", 0, 300 + a), "mkmodel");
        vkt_seed(50 + a);
        e = compare_model(path, a == 0, 1024, 600, &ok);
        printf("  Q4_0  %-5s %s KV, 600 positions of 1024: max err / rms %.2e\n", archs[a], a == 0 ? "f32" : "f16", e);
        VKT_CHECK(ok && e <= (a == 0 ? TOL_KV_F32 : TOL_KV_F16), "%s long context: %.3e", archs[a], e);
    }
    memset(&g_tune, 0, sizeof g_tune);
    remove(path);
}

/* The attention kernel's slicing of the KV length: one slice (no merge; its subgroups
   take several blocks each where they are narrower than 40 / 4), the default, a slice
   per position (40 slices: the merge takes them 16 at a time, the last round partial),
   and slices of 3 chunks of 4 positions (12, 12, 12, 4: whole multiples of the chunk,
   the last one short); and the value rows loaded in rounds instead of with the keys (the
   default where more than 2 query heads share a KV head); f32 and f16 caches, head
   sizes 64 and 128. */
static void test_attention_slices(void) {
    static const int splits[6] = {1, 0, 64, 4, 0, 4}, chunks[6] = {0, 0, 1, 4, 0, 4};
    static const int vpf[6] = {0, 0, 0, 0, VKI_TUNE_OFF, 0}, heads[6] = {0, 0, 0, 0, 0, VKI_TUNE_ON};
    static const char *const archs[2] = {"llama", "qwen3"};
    char path[256];
    int a, i, ok;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-slices-%d.gguf", (int)getpid());
    g_tune.matvec_dot = VKI_TUNE_OFF; /* the float kernel (see the top of the file) */
    for (a = 0; a < 2; a++) {
        VKT_CHECK(write_model(path, archs[a], "Q4_0", 0, 400 + a), "mkmodel");
        for (i = 0; i < 6; i++) {
            double e;
            g_tune.attn_vpf = vpf[i];
            g_tune.attn_heads = heads[i]; /* ON: a workgroup per query head (attention.comp's HS) */
            g_tune.attn_splits = splits[i];
            g_tune.attn_chunk = chunks[i];
            vkt_seed(60 + a);
            e = compare_model(path, a == 0, 1024, 40, &ok);
            printf("  Q4_0  %-5s %s KV, slices %d, chunk %d, value rows with the keys %d, a workgroup a query head %d "
                   "(0: default): max err / rms %.2e\n",
                   archs[a], a == 0 ? "f32" : "f16", splits[i], chunks[i], vpf[i], heads[i], e);
            VKT_CHECK(ok && e <= (a == 0 ? TOL_KV_F32 : TOL_KV_F16), "%s slices %d: %.3e", archs[a], splits[i], e);
        }
    }
    memset(&g_tune, 0, sizeof g_tune);
    remove(path);
}

typedef struct collect { int32_t ids[64]; int n; } collect;
static int collect_fn(void *user, int32_t id, const char *text, int len) {
    collect *c = (collect *)user;
    (void)text;
    (void)len;
    if (id >= 0 && c->n < 64) c->ids[c->n++] = id;
    return 0;
}

/* The cache prefetch beside attention (off on lavapipe by default: forced on here):
   the logits still match the reference, and it costs one dispatch per layer and no
   barrier. A bound below the layer's weights turns it off. */
static void test_prefetch(void) {
    static const int bound[3] = {VKI_TUNE_OFF, 64, 1};
    char path[256];
    unsigned long long disp[3] = {0, 0, 0}, bars[3] = {0, 0, 0};
    int k, ok;
    double e;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-prefetch-%d.gguf", (int)getpid());
    VKT_CHECK(write_model(path, "qwen3", "F32", 0, 77), "mkmodel"); /* F32: a layer's weights exceed 1 MiB */
    if (vkt_profile_name()) { /* those weights: over a profile's maxStorageBufferRange? */
        vki_model *m = NULL;
        int over = vki_model_load(g_ctx, path, NULL, &m) != VKI_SUCCESS && vkt_skip_over_profile(g_ctx, "the model");
        vki_model_destroy(m);
        if (over) {
            remove(path);
            VKT_SKIP("the F32 model's layer matrices are over VKT_PROFILE=%s's maxStorageBufferRange",
                     vkt_profile_name());
        }
    }
    for (k = 0; k < 3; k++) {
        vki_model *m = NULL;
        vki_session *s = NULL;
        vki_session_desc sd;
        vki_stats st;
        int32_t tok = 5;
        memset(&sd, 0, sizeof sd);
        sd.tuning.prefetch_mb = bound[k];
        VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load");
        if (m && vki_session_create(m, &sd, &s) == VKI_SUCCESS) {
            VKT_CHECK(vki_session_eval(s, &tok, 1) == VKI_SUCCESS, "eval");
            vki_context_reset_stats(g_ctx);
            VKT_CHECK(vki_session_eval(s, &tok, 1) == VKI_SUCCESS, "eval");
            vki_context_stats(g_ctx, &st);
            disp[k] = (unsigned long long)st.dispatches;
            bars[k] = (unsigned long long)st.barriers;
        }
        vki_session_destroy(s);
        vki_model_destroy(m);
    }
    printf("  per step: %llu dispatches, %llu barriers without; %llu, %llu with; %llu, %llu with a 1 MiB bound\n",
           disp[0], bars[0], disp[1], bars[1], disp[2], bars[2]);
    VKT_CHECK(disp[1] == disp[0] + 2 && bars[1] == bars[0], "prefetch: one dispatch per layer (2), no barrier");
    VKT_CHECK(disp[2] == disp[0] && bars[2] == bars[0], "a bound below the layer's weights: no prefetch");
    g_tune.prefetch_mb = 64;
    vkt_seed(81);
    e = compare_model(path, 0, 256, 24, &ok);
    printf("  F32   qwen3 with the prefetch: max err / rms %.2e\n", e);
    VKT_CHECK(ok && e <= TOL_KV_F16, "prefetch on: %.3e", e);
    memset(&g_tune, 0, sizeof g_tune);
    remove(path);
}

/* A real vocabulary size (Qwen3-0.6B's shapes, one layer, Q4_K_M: the tied LM head is
   Q6_K, 151936 x 1024): large Q6_K matrices of short rows take their own mat-vec shape
   (vki__plan_matvec), and the LM head's per-workgroup maxima cover 151936 rows. */
static void test_large_vocab(void) {
    char path[256], err[256];
    mk_opts o;
    int ok;
    double e;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-vocab-%d.gguf", (int)getpid());
    memset(&o, 0, sizeof o);
    o.out = path;
    o.preset = "qwen3-0.6b";
    o.type = "Q4_K_M";
    o.layers = 1;
    o.tied = -1;
    o.seed = 4242;
    o.fast = -1;
    o.rope_freqs = -1;
    o.quiet = 1;
    if (mk_write_model(&o, err, sizeof err)) VKT_CHECK(0, "mkmodel: %s", err);
    vkt_seed(4243);
    e = compare_model(path, 1, 64, 6, &ok);
    if (e < 0) { /* over VKT_PROFILE's maxStorageBufferRange: said on a "skip" line */
        remove(path);
        VKT_SKIP("Qwen3-0.6B's layer matrices are over VKT_PROFILE=%s's maxStorageBufferRange", vkt_profile_name());
    }
    printf("  Q4_K_M qwen3-0.6b shapes, 1 layer, vocab 151936 (Q6_K LM head), 6 positions: max err / rms %.2e\n", e);
    VKT_CHECK(ok && e <= TOL_KV_F32, "large vocab: %.3e", e);
    {   /* the greedy pick over the LM head's per-workgroup maxima = the logits' argmax */
        vki_model *m = NULL;
        vki_session *s = NULL;
        vki_session_desc sd;
        vki_sampler_desc sp;
        collect c;
        int32_t prompt[4];
        float *lg = NULL;
        int i, n = 0, nv;
        VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load: %s", vki_last_error(g_ctx));
        if (m) {
            nv = m->info.n_vocab;
            memset(&sd, 0, sizeof sd);
            sd.n_ctx = 16;
            VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS, "session");
            lg = (float *)malloc((size_t)nv * 4);
            for (i = 0; i < 4; i++) prompt[i] = (int32_t)vkt_randu((unsigned)nv);
            if (s && lg) {
                VKT_CHECK(vki_session_eval(s, prompt, 4) == VKI_SUCCESS, "eval");
                VKT_CHECK(vki_session_logits(s, lg, nv) == VKI_SUCCESS, "logits");
                memset(&c, 0, sizeof c);
                memset(&sp, 0, sizeof sp);
                sp.no_stop_at_eog = 1;
                VKT_CHECK(vki_session_generate(s, &sp, 1, collect_fn, &c, &n) == VKI_SUCCESS, "generate: %s",
                          vki_last_error(g_ctx));
                VKT_CHECK(c.n == 1 && c.ids[0] == argmax(lg, nv), "greedy pick %d, argmax of the logits %d",
                          c.n ? c.ids[0] : -1, argmax(lg, nv));
            }
            free(lg);
            vki_session_destroy(s);
            vki_model_destroy(m);
        }
    }
    remove(path);
}

/* Ministral 3's attention temperature acts from position n - 1 of its original context n
   (16 in the tiny shapes, so that the sweeps above compare it from position 15 on): a
   session past the original context runs (the default n_ctx is the training context,
   2048), and with the f16 KV cache its logits follow the reference's over 24 positions */
static void test_attn_temperature(void) {
    char path[256];
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-temp-%d.gguf", (int)getpid());
    VKT_CHECK(write_model(path, "mistral3", "Q8_0", 1, 31), "mkmodel");
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load: %s", vki_last_error(g_ctx));
    if (m) {
        double e;
        int ok;
        memset(&sd, 0, sizeof sd);
        sd.n_ctx = 4096;
        VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS && vki_session_n_ctx(s) == 4096, "n_ctx 4096: %s",
                  vki_last_error(g_ctx));
        vki_session_destroy(s);
        s = NULL;
        sd.n_ctx = 0;
        if (vki_session_create(m, &sd, &s) == VKI_SUCCESS || !vkt_skip_over_profile(g_ctx, "the default n_ctx"))
            VKT_CHECK(s && vki_session_n_ctx(s) == 2048, "default n_ctx: %s", vki_last_error(g_ctx));
        vki_session_destroy(s);
        vki_model_destroy(m);
        vkt_seed(31);
        g_tune.matvec_dot = VKI_TUNE_OFF; /* the float kernel (as test_logits_kv_f16) */
        e = compare_model(path, 0, 128, 24, &ok);
        memset(&g_tune, 0, sizeof g_tune);
        printf("  Q8_0  mistral3 f16 KV, 24 positions (the temperature from 15 on): max err / rms %.2e\n", e);
        VKT_CHECK(ok && e <= TOL_KV_F16, "mistral3 f16 KV: %.3e", e);
    }
    remove(path);
}

/* The attention kernels' ring (their RING specialization constant) in a session's token
   step and prompt steps: every op of theirs takes its layer's ring, 0 (the pipeline without
   ring arithmetic) in a layer or model without one. Returns how many take a ring; -1 where
   one takes another, or no op of these kernels is found. */
static int ring_ops(const vki_session *s) {
    static const char *const names[4] = {"attention", "attn_rows", "attn_coop", "rope_rows"};
    const int ids[4] = {VKI__ATTENTION_SPEC_RING, VKI__ATTN_ROWS_SPEC_RING, VKI__ATTN_COOP_SPEC_RING,
                        VKI__ROPE_ROWS_SPEC_RING};
    const vki__kernel_src *tab;
    int n_tab, b, k, n_ring = 0, n_seen = 0;
    ptrdiff_t i;
    tab = vki__kernel_table(&n_tab);
    for (b = -1; b < s->n_buckets; b++) {
        const vki__op *ops = b < 0 ? s->ops : s->bucket[b].ops;
        for (i = 0; i < stbds_arrlen(ops); i++) {
            const vki__pipeline *p = &s->ctx->vk->pipelines[ops[i].pipe];
            for (k = 0; k < 4; k++) {
                uint32_t want = ops[i].layer > 0 ? vki__ring(s, ops[i].layer - 1) : 0u;
                if (strcmp(tab[p->kernel].name, names[k]) != 0) continue;
                n_seen++;
                if (p->spec[ids[k]] != want) return -1;
                n_ring += want != 0;
            }
        }
    }
    return n_seen ? n_ring : -1;
}

/* Gemma 3 (gemma3, the tiny shapes: window 8, the sixth layer global) in a session whose
   sliding layers keep a ring of 24 positions (the window and a 16-row chunk): 24
   positions token by token against the reference; rewound to 12 (the ring still holds
   what the window reads) and 24 other tokens on, past the ring's turn; rewound to 4
   (overwritten: evaluated again from 0), 8 more as one chunk (vki_session_eval_logits)
   and 16 token by token; its state at 28 saved, loaded into a session without rings
   (n_batch 512: the ring would not be shorter than n_ctx) and forked into a third, each
   then giving the first's logits (their sliding layers hold nothing before 4); the
   loaded one rewound to 2 (evaluated again from 0) against the reference.
   Loaded vocab_only, its SentencePiece vocabulary takes no prefix space and a BOS, as
   Gemma's files say (add_space_prefix false). */
static double gemma3_cmp(ref_model *rm, vki_session *s, const int32_t *toks, int n, float *gl, float *rl, int nv) {
    double worst = 0.0, e;
    int p;
    for (p = 0; p < n; p++) {
        if (vki_session_eval(s, &toks[p], 1) != VKI_SUCCESS || vki_session_logits(s, gl, nv) != VKI_SUCCESS) {
            VKT_CHECK(0, "eval: %s", vki_last_error(g_ctx));
            return 1e9;
        }
        ref_eval(rm, toks[p], rl);
        e = vkt_rel_err(gl, rl, nv);
        if (!(e <= worst)) worst = e;
    }
    return worst;
}

static void test_gemma3(void) {
    char path[256], err[256];
    vki_model *m = NULL;
    vki_session *s = NULL, *s2 = NULL, *s3 = NULL;
    vki_session_desc sd;
    vki_model_desc md;
    ref_model *rm;
    float *gl = NULL, *rl = NULL, *gl2 = NULL, *rows = NULL;
    void *st = NULL;
    uint64_t st_size = 0;
    int32_t a[24], b[24], c[8], tok = 7;
    double worst = 0.0, e;
    int p, nv = 0;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-gemma3-%d.gguf", (int)getpid());
    VKT_CHECK(write_model(path, "gemma3", "Q8_0", 1, 31), "mkmodel");
    rm = ref_load(path, err, sizeof err);
    VKT_CHECK(rm != NULL, "ref_load: %s", err);
    memset(&md, 0, sizeof md);
    md.tuning.matvec_dot = VKI_TUNE_OFF; /* the float kernel: no int8 rounding to keep apart */
    /* the chunks (the 8 rows, and the evaluations again from 0) in f32 too: the default route
       of a device with tensor cores rounds their activations to f16 (test_prompt's tolerances) */
    md.tuning.mm_route = VKI_MM_ROUTE_FLOAT;
    VKT_CHECK(vki_model_load(g_ctx, path, &md, &m) == VKI_SUCCESS, "load: %s", vki_last_error(g_ctx));
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 64;
    sd.n_batch = 16;
    sd.kv_f32 = 1;
    sd.tuning = md.tuning;
    if (m && rm) {
        VKT_CHECK(m->info.n_swa == 8 && m->info.swa_every == 6 && m->kinds[0].swa && !m->kinds[5].swa,
                  "window %d every %d", m->info.n_swa, m->info.swa_every);
        VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS && s->kv_ring == 24, "session: %s",
                  vki_last_error(g_ctx));
        VKT_CHECK(s && ring_ops(s) > 0 && !s->act16, "the sliding layers' attention pipelines: ring %d, act16 %d",
                  s ? ring_ops(s) : 0, s ? s->act16 : 0);
        nv = m->info.n_vocab;
        gl = (float *)malloc((size_t)nv * 4);
        gl2 = (float *)malloc((size_t)nv * 4);
        rl = (float *)malloc((size_t)nv * 4);
        rows = (float *)malloc((size_t)nv * 8 * 4);
    }
    if (s && gl && gl2 && rl && rows) {
        for (p = 0; p < 24; p++) {
            a[p] = (int32_t)((p * 37 + 5) % nv);
            b[p] = (int32_t)((p * 11 + 3) % nv);
        }
        for (p = 0; p < 8; p++) c[p] = (int32_t)((p * 53 + 1) % nv);
        worst = gemma3_cmp(rm, s, a, 24, gl, rl, nv);
        VKT_CHECK(vki_session_rewind(s, 12) == VKI_SUCCESS, "rewind to 12: %s", vki_last_error(g_ctx));
        ref_reset(rm);
        for (p = 0; p < 12; p++) ref_eval(rm, a[p], NULL);
        e = gemma3_cmp(rm, s, b, 24, gl, rl, nv);
        worst = e > worst ? e : worst;
        VKT_CHECK(vki_session_rewind(s, 4) == VKI_SUCCESS && s->pos == 4, "rewind to 4: %s", vki_last_error(g_ctx));
        ref_reset(rm);
        for (p = 0; p < 4; p++) ref_eval(rm, a[p], NULL);
        VKT_CHECK(vki_session_eval_logits(s, c, 8, rows, (int64_t)nv * 8) == VKI_SUCCESS, "eval_logits: %s",
                  vki_last_error(g_ctx));
        for (p = 0; p < 8; p++) {
            ref_eval(rm, c[p], rl);
            e = vkt_rel_err(rows + (size_t)p * (size_t)nv, rl, nv);
            worst = e > worst ? e : worst;
        }
        printf("  gemma3 Q8_0, a ring of 24: 24 positions, rewound to 12, 24 more, rewound to 4 (evaluated again), "
               "a chunk of 8: max err / rms %.2e\n", worst);
        VKT_CHECK(worst <= TOL_KV_F32, "gemma3: %.3e > %.1e", worst, TOL_KV_F32);
        /* 16 more (28: the ring holds 4..27), then the state out and back */
        e = gemma3_cmp(rm, s, b, 16, gl, rl, nv);
        VKT_CHECK(e <= TOL_KV_F32, "gemma3 after the chunk: %.3e", e);
        VKT_CHECK(vki_session_state_size(s, &st_size) == VKI_SUCCESS && st_size > 0, "state size: %s",
                  vki_last_error(g_ctx));
        st = malloc((size_t)st_size);
        sd.n_batch = 0;
        if (st && vki_session_state_save(s, st, st_size, &st_size) == VKI_SUCCESS &&
            vki_session_create(m, &sd, &s2) == VKI_SUCCESS && vki_session_create(m, &sd, &s3) == VKI_SUCCESS) {
            VKT_CHECK(s2->kv_ring == 0 && ring_ops(s2) == 0, "no ring at n_batch 512 (%d)", ring_ops(s2));
            VKT_CHECK(vki_session_state_load(s2, st, st_size) == VKI_SUCCESS && s2->pos == 28 && s2->swa_from == 4,
                      "state load: %s", vki_last_error(g_ctx));
            VKT_CHECK(vki_session_fork(s3, s, 28) == VKI_SUCCESS && s3->pos == 28 && s3->swa_from == 4, "fork: %s",
                      vki_last_error(g_ctx));
            VKT_CHECK(vki_session_eval(s, &tok, 1) == VKI_SUCCESS && vki_session_logits(s, gl, nv) == VKI_SUCCESS,
                      "eval: %s", vki_last_error(g_ctx));
            VKT_CHECK(vki_session_eval(s2, &tok, 1) == VKI_SUCCESS && vki_session_logits(s2, gl2, nv) == VKI_SUCCESS &&
                          vkt_rel_err(gl2, gl, nv) <= 1e-6,
                      "the loaded state's logits differ: %s", vki_last_error(g_ctx));
            VKT_CHECK(vki_session_eval(s3, &tok, 1) == VKI_SUCCESS && vki_session_logits(s3, gl2, nv) == VKI_SUCCESS &&
                          vkt_rel_err(gl2, gl, nv) <= 1e-6,
                      "the forked session's logits differ: %s", vki_last_error(g_ctx));
            /* back to 2 in the loaded session, whose sliding layers hold nothing before 4: again from 0 */
            VKT_CHECK(vki_session_rewind(s2, 2) == VKI_SUCCESS && s2->swa_from == 0, "rewind: %s",
                      vki_last_error(g_ctx));
            ref_reset(rm);
            for (p = 0; p < 2; p++) ref_eval(rm, a[p], NULL);
            e = gemma3_cmp(rm, s2, &tok, 1, gl, rl, nv);
            VKT_CHECK(e <= TOL_KV_F32, "gemma3 rewound after a load: %.3e", e);
        } else {
            VKT_CHECK(0, "state save: %s", vki_last_error(g_ctx));
        }
    }
    free(st);
    free(gl);
    free(gl2);
    free(rl);
    free(rows);
    vki_session_destroy(s3);
    vki_session_destroy(s2);
    vki_session_destroy(s);
    vki_model_destroy(m);
    ref_free(rm);
    m = NULL;
    memset(&md, 0, sizeof md);

    md.vocab_only = 1;
    VKT_CHECK(vki_model_load(g_ctx, path, &md, &m) == VKI_SUCCESS, "vocab_only: %s", vki_last_error(g_ctx));
    if (m) {
        static const char *const hello[5] = {"H", "e", "l", "l", "o"};
        int32_t ids[16], want[7];
        int n, i, same;
        vki_model_info in;
        vki_model_get_info(m, &in);
        VKT_CHECK(in.arch == VKI_ARCH_GEMMA3 && in.bos == 2 && in.add_bos && in.tokenizer == VKI_TOKENIZER_SPM,
                  "info: arch %d bos %d", (int)in.arch, in.bos);
        want[0] = 2;
        for (i = 0; i < 5; i++) want[1 + i] = vki__vocab_lookup(&m->vocab, hello[i]);
        want[6] = vki__vocab_lookup(&m->vocab, "\xE2\x96\x81world");
        n = vki_tokenize(m, "Hello world", -1, ids, 16, VKI_TOKENIZE_ADD_BOS);
        same = n == 7;
        for (i = 0; same && i < 7; i++) same = ids[i] == want[i] && want[i] >= 0;
        VKT_CHECK(same, "'Hello world': %d tokens (%d %d %d ...)", n, ids[0], ids[1], ids[n > 6 ? 6 : 0]);
        vki_model_destroy(m);
    }
    remove(path);
}

/* One model of test_weights_over_storage_range, its embedding (and LM head) stored in
   parts: decode position by position against the reference, each greedy pick = the
   argmax of its logits. int8: the default mat-vecs (matvec_dot where the device has
   integer dot products), on random tokens drawn away from rounding ties (draw_token);
   else the float kernel (vki_tuning.matvec_dot off), on the rows at the parts' edges first
   (no ties to avoid: every draw of the int8 path would replace them). prompt: then,
   rewound, a chunk of edge tokens through vki_session_eval_logits against the reference
   on the float route (on lavapipe its product over the whole vocabulary takes 10-20 s:
   one model only). */
static void check_split_model(const char *path, int tied, int int8, int prompt) {
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    vki_sampler_desc sp;
    ref_model *rm;
    char err[256];
    float *gl = NULL, *rl = NULL;
    int32_t want[6], ids[6];
    double e, worst = 0.0,
              tol = g_ctx->vk->info.has_cooperative_matrix ? 2e-2 : TOL_KV_F32; /* test_prompt's f16 route */
    int i, nv, rows, n_pos = int8 ? 4 : 6, later = 0, ok = 1;
    rm = ref_load(path, err, sizeof err);
    VKT_CHECK(rm != NULL, "ref_load: %s", err);
    if (vki_model_load(g_ctx, path, NULL, &m) != VKI_SUCCESS && vkt_skip_over_profile(g_ctx, "the model")) goto done;
    VKT_CHECK(m != NULL, "load: %s", vki_last_error(g_ctx));
    if (!rm || !m) goto done;
    nv = m->info.n_vocab;
    rows = (int)m->gpu->embd.rows;
    VKT_CHECK(m->gpu->embd.n >= 2 && m->gpu->output.n >= 2, "the matrices are stored in parts (%d, %d)", m->gpu->embd.n,
              m->gpu->output.n);
    VKT_CHECK((m->gpu->output.buf == m->gpu->embd.buf) == tied,
              "a tied LM head reads the embedding's parts, a separate one its own");
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 32;
    sd.n_batch = 16; /* the every-row LM head's product over 16 rows, not hundreds */
    sd.kv_f32 = 1;
    sd.tuning.matvec_dot = int8 ? VKI_TUNE_DEFAULT : VKI_TUNE_OFF;
    /* the prompt step's float route: tensor cores where the device has them, else mm (not mm_dot) */
    sd.tuning.mm_route = g_ctx->vk->info.has_cooperative_matrix ? (int)VKI_TUNE_DEFAULT : (int)VKI_MM_ROUTE_FLOAT;
    VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS, "session: %s", vki_last_error(g_ctx));
    gl = (float *)malloc((size_t)nv * 6 * 4);
    rl = (float *)malloc((size_t)nv * 4);
    if (!s || !gl || !rl) goto done;
    want[0] = rows - 1; want[1] = rows; want[2] = nv - 1; want[3] = 0; want[4] = want[5] = -1;
    rm->act_q8 = int8 && g_ctx->vk->info.has_integer_dot_product;
    rm->kv_f16 = 0;
    rm->margin_floor = ACT_MARGIN; /* a redrawn token skips the reference's LM head (~20 draws a token here) */
    memset(&sp, 0, sizeof sp);
    sp.no_stop_at_eog = 1;
    for (i = 0; i < n_pos && ok; i++) {
        int32_t tok = draw_token_or(rm, nv, rl, int8 ? -1 : want[i]);
        collect c;
        int n = 0, pos;
        ok = vki_session_eval(s, &tok, 1) == VKI_SUCCESS && vki_session_logits(s, gl, nv) == VKI_SUCCESS;
        VKT_CHECK(ok, "eval at %d: %s", i, vki_last_error(g_ctx));
        if (!ok) break;
        e = vkt_rel_err(gl, rl, nv);
        if (!(e <= worst)) worst = e;
        memset(&c, 0, sizeof c);
        pos = vki_session_pos(s);
        VKT_CHECK(vki_session_generate(s, &sp, 1, collect_fn, &c, &n) == VKI_SUCCESS && c.n == 1, "generate: %s",
                  vki_last_error(g_ctx));
        VKT_CHECK(c.n == 1 && c.ids[0] == argmax(gl, nv), "greedy pick %d, argmax of the logits %d",
                  c.n ? c.ids[0] : -1, argmax(gl, nv));
        later += argmax(gl, nv) >= rows;
        VKT_CHECK(vki_session_rewind(s, pos) == VKI_SUCCESS, "rewind"); /* the reference did not take the pick */
    }
    printf("  Q8_0  qwen3-0.6b shapes, 1 layer, %s, in %d parts of %d rows: decode (%s), %d positions: max err / rms "
           "%.2e; "
           "%d picks from a later part\n",
           tied ? "tied" : "separate", m->gpu->embd.n, rows, int8 ? "default mat-vecs" : "float mat-vecs", n_pos, worst,
           later);
    VKT_CHECK(worst <= TOL_KV_F32, "decode: %.3e", worst);
    VKT_CHECK(later > 0, "a pick from a later part than the first (row numbers across parts)");
    if (!prompt) goto done;
    /* the prompt step: rows at the parts' edges, in float (no int8 input) */
    ids[0] = nv - 1;
    ids[1] = rows;
    ids[2] = rows - 1;
    ids[3] = 0;
    ids[4] = (int32_t)vkt_randu((unsigned)nv);
    ids[5] = rows + 1;
    ref_reset(rm);
    rm->act_q8 = 0;
    VKT_CHECK(vki_session_rewind(s, 0) == VKI_SUCCESS, "rewind to 0");
    ok = vki_session_eval_logits(s, ids, 6, gl, (int64_t)nv * 6) == VKI_SUCCESS;
    VKT_CHECK(ok, "eval_logits: %s", vki_last_error(g_ctx));
    worst = 0.0;
    for (i = 0; i < 6 && ok; i++) {
        ref_eval(rm, ids[i], rl);
        e = vkt_rel_err(gl + (size_t)i * nv, rl, nv);
        if (!(e <= worst)) worst = e;
    }
    printf("  Q8_0  qwen3-0.6b shapes, 1 layer, %s: a prompt chunk of 6, every row's logits: max err / rms %.2e\n",
           tied ? "tied" : "separate", worst);
    VKT_CHECK(ok && worst <= tol, "prompt: %.3e > %.1e", worst, tol);
done:
    free(gl);
    free(rl);
    vki_session_destroy(s);
    vki_model_destroy(m);
    ref_free(rm);
}

/* Weights over the device's maxStorageBufferRange (lavapipe and many embedded GPUs: 128
   MiB): Qwen3-0.6B's shapes with one layer, Q8_0, whose 151936 x 1024 embedding (165 MB)
   is stored as parts of whole rows (vki__upload_rows): tied (the LM head reads the
   embedding's parts; float mat-vecs) and with a separate output matrix as large (the
   default mat-vecs; the prompt step). Covers the decode step's embedding (a dispatch
   per part), its LM head (a mat-vec per part) and greedy pick (over every part's
   maxima), the prompt step's embedding and every-row LM head (a product per part).
   Where the limit holds the matrix whole (discrete GPUs) the test skips: nothing is
   split there. A row over the limit stays a named error. */
static void test_weights_over_storage_range(void) {
    char path[256], err[256];
    vki_device_info di;
    int tied;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    VKT_CHECK(vki_context_device_info(g_ctx, &di) == VKI_SUCCESS, "device info");
    if (di.max_storage_buffer_range >= 151936ull * 1024 / 32 * 34)
        VKT_SKIP("maxStorageBufferRange is %llu bytes: a Q8_0 151936 x 1024 matrix fits it whole",
                 (unsigned long long)di.max_storage_buffer_range);
    snprintf(path, sizeof path, "/tmp/vkinfer-split-%d.gguf", (int)getpid());
    for (tied = 1; tied >= 0; tied--) {
        mk_opts o;
        memset(&o, 0, sizeof o);
        o.out = path;
        o.preset = "qwen3-0.6b";
        o.type = "Q8_0";
        o.layers = 1;
        o.tied = tied;
        o.seed = 5150 + (uint64_t)tied;
        o.fast = -1;
        o.rope_freqs = -1;
        o.quiet = 1;
        if (mk_write_model(&o, err, sizeof err)) {
            VKT_CHECK(0, "mkmodel: %s", err);
            continue;
        }
        vkt_seed(5160 + (unsigned)tied);
        check_split_model(path, tied, !tied, !tied);
    }
    remove(path);
    {   /* a single row over the limit: a named error, nothing uploaded */
        vki_model *m = NULL;
        vki__tensor t;
        vki__wparts parts;
        vki__upload_progress pr;
        uint8_t byte = 0;
        VKT_CHECK(write_model(path, "qwen3", "Q8_0", 1, 3), "mkmodel");
        VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load: %s", vki_last_error(g_ctx));
        if (m) {
            memset(&t, 0, sizeof t);
            memset(&parts, 0, sizeof parts);
            memset(&pr, 0, sizeof pr);
            t.name = "huge.weight";
            t.type = VKI_TYPE_F32;
            t.n_dims = 2;
            t.ne[0] = di.max_storage_buffer_range / 4 + 32;
            t.ne[1] = 2;
            t.ne[2] = t.ne[3] = 1;
            t.bytes = t.ne[0] * 4 * 2;
            t.data = &byte; /* never read: the error comes first */
            VKT_CHECK(vki__upload_rows(m, &t, &parts, &pr) == VKI_ERROR_UNSUPPORTED_MODEL && !parts.buf,
                      "a row over the limit: %s", vki_last_error(g_ctx));
            VKT_CHECK(strstr(vki_last_error(g_ctx), "huge.weight") &&
                          strstr(vki_last_error(g_ctx), "maxStorageBufferRange"),
                      "the message names the tensor and the limit: %s", vki_last_error(g_ctx));
        }
        vki_model_destroy(m);
        remove(path);
    }
}

/* F32 and F16 models: the GPU's greedy continuation equals the reference's. */
static void test_greedy_continuation(void) {
    static const char *const types[2] = {"F32", "F16"};
    char path[256];
    int t;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-greedy-%d.gguf", (int)getpid());
    for (t = 0; t < 2; t++) {
        size_t a;
        for (a = 0; a < (size_t)N_ARCHS; a++) {
            vki_model *m = NULL;
            vki_session *s = NULL;
            vki_session_desc sd;
            vki_sampler_desc sp;
            ref_model *rm;
            char err[256];
            int32_t prompt[8], ref_ids[24];
            collect c;
            if (!ref_archs[a].gpu) continue; /* the reference's alone (tests/ref.h) */
            float *rl;
            int i, n = 0, nv, same;
            if (a >= 3 && t == 0) continue; /* the later families in F16 only (CI's time) */
            VKT_CHECK(write_model(path, ARCH(a), types[t], 0, 9 + a), "mkmodel");
            rm = ref_load(path, err, sizeof err);
            if (!rm || vki_model_load(g_ctx, path, NULL, &m) != VKI_SUCCESS) {
                VKT_CHECK(rm && vkt_skip_over_profile(g_ctx, types[t]), "load: %s / %s", err, vki_last_error(g_ctx));
                ref_free(rm);
                continue;
            }
            nv = m->info.n_vocab;
            memset(&sd, 0, sizeof sd);
            sd.n_ctx = 64;
            sd.kv_f32 = 1;
            VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS, "session");
            /* no ring anywhere (a window and a chunk are not shorter than n_ctx 64): no pipeline of ring arithmetic */
            VKT_CHECK(!s || ring_ops(s) == 0, "%s: attention pipelines with a ring (%d)", ARCH(a), ring_ops(s));
            rl = (float *)malloc((size_t)nv * 4);
            vkt_seed(31 + a);
            for (i = 0; i < 8; i++) {
                prompt[i] = (int32_t)vkt_randu((unsigned)nv);
                ref_eval(rm, prompt[i], rl);
            }
            for (i = 0; i < 24; i++) { /* reference greedy chain */
                ref_ids[i] = argmax(rl, nv);
                ref_eval(rm, ref_ids[i], rl);
            }
            memset(&c, 0, sizeof c);
            memset(&sp, 0, sizeof sp);
            sp.no_stop_at_eog = 1;
            VKT_CHECK(vki_session_eval(s, prompt, 8) == VKI_SUCCESS, "eval");
            VKT_CHECK(vki_session_generate(s, &sp, 24, collect_fn, &c, &n) == VKI_SUCCESS, "generate: %s",
                      vki_last_error(g_ctx));
            same = n == 24 && c.n == 24 && memcmp(c.ids, ref_ids, sizeof ref_ids) == 0;
            VKT_CHECK(same, "%s %s: greedy continuation differs (n=%d)", types[t], ARCH(a), n);
            VKT_CHECK(vki_session_pos(s) == 8 + 24, "session holds prompt + generated (%d)", vki_session_pos(s));
            free(rl);
            vki_session_destroy(s);
            vki_model_destroy(m);
            ref_free(rm);
        }
    }
    remove(path);
}

/* Rewind: after 20 tokens, go back to 10 and continue differently; logits must equal
   a fresh reference run of the new sequence. Then a full context is an error. */
static void test_rewind_and_context_full(void) {
    char path[256], err[256];
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    ref_model *rm;
    int32_t a[20], b[6];
    float *gl, *rl;
    int i, nv;
    vki_result r;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-rewind-%d.gguf", (int)getpid());
    VKT_CHECK(write_model(path, "qwen3", "Q8_0", 1, 5), "mkmodel");
    rm = ref_load(path, err, sizeof err);
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load");
    if (!rm || !m) {
        ref_free(rm);
        vki_model_destroy(m);
        return;
    }
    nv = m->info.n_vocab;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 24;
    sd.kv_f32 = 1;
    VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS, "session");
    gl = (float *)malloc((size_t)nv * 4);
    rl = (float *)malloc((size_t)nv * 4);
    vkt_seed(99);
    rm->act_q8 = g_ctx->vk->info.has_integer_dot_product;
    for (i = 0; i < 20; i++) a[i] = i < 10 ? draw_token(rm, nv, rl) : (int32_t)vkt_randu((unsigned)nv);
    for (i = 0; i < 6; i++) b[i] = draw_token(rm, nv, rl);
    ref_reset(rm);
    /* one token at a time: the decode step's int8 inputs, as the reference (prompt chunks,
       whose products run in float, rewind the same way: test_prompt.c) */
    for (i = 0; i < 20; i++) VKT_CHECK(vki_session_eval(s, a + i, 1) == VKI_SUCCESS, "eval %d of 20", i);
    VKT_CHECK(vki_session_rewind(s, 10) == VKI_SUCCESS && vki_session_pos(s) == 10, "rewind");
    for (i = 0; i < 6; i++) VKT_CHECK(vki_session_eval(s, b + i, 1) == VKI_SUCCESS, "eval %d of 6 after rewind", i);
    VKT_CHECK(vki_session_logits(s, gl, nv) == VKI_SUCCESS, "logits");
    for (i = 0; i < 10; i++) ref_eval(rm, a[i], rl);
    for (i = 0; i < 6; i++) ref_eval(rm, b[i], rl);
    VKT_CHECK(vkt_rel_err(gl, rl, nv) <= TOL_KV_F32, "rewound logits match a fresh run: %.3e", vkt_rel_err(gl, rl, nv));
    /* 16 held; 8 more fill the context; one more is an error that changes nothing */
    VKT_CHECK(vki_session_eval(s, a, 8) == VKI_SUCCESS && vki_session_pos(s) == 24, "fill to n_ctx");
    r = vki_session_eval(s, a, 1);
    VKT_CHECK(r == VKI_ERROR_CONTEXT_FULL, "context full: %s", vki_result_string(r));
    VKT_CHECK(strstr(vki_last_error(g_ctx), "n_ctx") != NULL, "message names n_ctx: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_session_pos(s) == 24, "nothing consumed");
    VKT_CHECK(vki_session_rewind(s, 30) == VKI_ERROR_INVALID_ARGUMENT, "rewind forward rejected");
    r = vki_session_eval(s, b, 0);
    VKT_CHECK(r == VKI_SUCCESS, "empty eval");
    b[0] = nv + 5;
    VKT_CHECK(vki_session_rewind(s, 0) == VKI_SUCCESS && vki_session_eval(s, b, 1) == VKI_ERROR_INVALID_ARGUMENT,
              "token outside the vocabulary rejected");
    free(gl);
    free(rl);
    vki_session_destroy(s);
    vki_model_destroy(m);
    ref_free(rm);
    remove(path);
}

/* After a rewind the next logits belong to the kept tokens: sampling with top_k = 1
   right after rewind(P) follows the greedy chain; a full session hands out nothing. */
static void test_rewind_then_sample(void) {
    char path[256];
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    vki_sampler_desc sp;
    int32_t prompt[8];
    collect greedy, sampled;
    int i, n = 0;
    vki_result r;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-rws-%d.gguf", (int)getpid());
    VKT_CHECK(write_model(path, "qwen3", "Q8_0", 0, 21), "mkmodel");
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load");
    if (!m) return;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 32;
    VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS, "session");
    vkt_seed(4);
    for (i = 0; i < 8; i++) prompt[i] = (int32_t)vkt_randu((unsigned)m->info.n_vocab);
    memset(&sp, 0, sizeof sp);
    sp.no_stop_at_eog = 1;
    memset(&greedy, 0, sizeof greedy);
    memset(&sampled, 0, sizeof sampled);
    VKT_CHECK(vki_session_eval(s, prompt, 8) == VKI_SUCCESS, "eval");
    VKT_CHECK(vki_session_generate(s, &sp, 12, collect_fn, &greedy, &n) == VKI_SUCCESS && n == 12, "greedy");
    VKT_CHECK(vki_session_rewind(s, 8) == VKI_SUCCESS, "rewind");
    sp.temperature = 1.0f;
    sp.top_k = 1;
    VKT_CHECK(vki_session_generate(s, &sp, 12, collect_fn, &sampled, &n) == VKI_SUCCESS && n == 12, "sampled");
    VKT_CHECK(sampled.n == 12 && memcmp(sampled.ids, greedy.ids, sizeof(int32_t) * 12) == 0,
              "top_k 1 after rewind follows greedy");
    /* fill the context, then generate: nothing handed out */
    VKT_CHECK(vki_session_eval(s, prompt, 8) == VKI_SUCCESS && vki_session_eval(s, prompt, 4) == VKI_SUCCESS, "fill");
    memset(&sp, 0, sizeof sp);
    memset(&greedy, 0, sizeof greedy);
    r = vki_session_generate(s, &sp, 3, collect_fn, &greedy, &n);
    VKT_CHECK(r == VKI_ERROR_CONTEXT_FULL && n == 0 && greedy.n == 0, "full session: %s, n=%d", vki_result_string(r),
              n);
    vki_session_destroy(s);
    vki_model_destroy(m);
    remove(path);
}

/* Counters: after the session is built, a token costs one submit, no descriptor
   writes and no CPU fallback. */
static void test_step_counters(void) {
    char path[256];
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_stats st;
    int32_t tok = 3;
    int i;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkinfer-count-%d.gguf", (int)getpid());
    VKT_CHECK(write_model(path, "llama", "Q4_K", 0, 1), "mkmodel");
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load");
    if (!m) return;
    if (vki_session_create(m, NULL, &s) != VKI_SUCCESS && vkt_skip_over_profile(g_ctx, "the default session")) {
        vki_model_destroy(m);
        remove(path);
        VKT_SKIP("the default n_ctx's KV cache is over VKT_PROFILE=%s's maxStorageBufferRange", vkt_profile_name());
    }
    VKT_CHECK(s != NULL, "session");
    if (s) {
        VKT_CHECK(vki_session_eval(s, &tok, 1) == VKI_SUCCESS, "first eval");
        vki_context_reset_stats(g_ctx);
        for (i = 0; i < 10; i++) VKT_CHECK(vki_session_eval(s, &tok, 1) == VKI_SUCCESS, "eval");
        vki_context_stats(g_ctx, &st);
        printf("  10 tokens: %llu submits, %llu descriptor writes, %llu dispatches, %llu barriers, %llu host waits\n",
               (unsigned long long)st.submits, (unsigned long long)st.descriptor_writes,
               (unsigned long long)st.dispatches, (unsigned long long)st.barriers, (unsigned long long)st.host_waits);
        VKT_CHECK(st.submits == 10, "one submit per token (%llu)", (unsigned long long)st.submits);
        VKT_CHECK(st.descriptor_writes == 0, "no descriptor writes per token");
        VKT_CHECK(st.cpu_fallbacks == 0, "no CPU fallback");
        {   /* the profile: every dispatch of the step is in one entry, timed both ways,
               and the session is where it was */
            vki_profile_entry pe[64];
            int np = vki_session_profile(s, 2, pe, 64), calls = 0, pos = vki_session_pos(s);
            double step = 0;
            VKT_CHECK(np > 0 && np <= 64, "profile entries (%d): %s", np, vki_last_error(g_ctx));
            for (i = 0; i < np && i < 64; i++) {
                int mv = strncmp(pe[i].kernel, "matvec", 6) == 0;
                calls += pe[i].calls;
                step += pe[i].us_step;
                VKT_CHECK(pe[i].us > 0 && pe[i].us < 1e6 && pe[i].us_step >= 0 && pe[i].us_step < 1e6,
                          "%s: %.1f us alone, %.1f in step", pe[i].kernel, pe[i].us, pe[i].us_step);
                VKT_CHECK(mv ? pe[i].bytes > 0 && strchr(pe[i].kernel, 'x') != NULL : pe[i].bytes == 0,
                          "%s: %.0f weight bytes", pe[i].kernel, pe[i].bytes);
            }
            VKT_CHECK((unsigned long long)calls * 10 == (unsigned long long)st.dispatches,
                      "profile: %d dispatches per step, counted %llu / 10", calls, (unsigned long long)st.dispatches);
            VKT_CHECK(step > 0, "in-step time %.1f us", step);
            VKT_CHECK(vki_session_pos(s) == pos && pos == 11, "profile left the session at %d", vki_session_pos(s));
            VKT_CHECK(vki_session_profile(s, vki_session_n_ctx(s), pe, 64) == VKI_ERROR_CONTEXT_FULL,
                      "profile past n_ctx: a named error");
            VKT_CHECK(vki_session_eval(s, &tok, 1) == VKI_SUCCESS, "eval after the profile");
        }
        {   /* a sampled generation's tokens past the first: the step's dispatches each, the GPU
               draw in its argmax's place (4 more tokens cost 4 steps' dispatches and barriers) */
            vki_sampler_desc sp;
            collect c;
            vki_stats st4, st8;
            uint64_t per = st.dispatches / 10, bar = st.barriers / 10;
            int n = 0, k;
            memset(&sp, 0, sizeof sp);
            sp.temperature = 0.8f;
            sp.top_k = 40;
            sp.seed = 7;
            sp.no_stop_at_eog = 1;
            for (k = 0; k < 2; k++) {
                VKT_CHECK(vki_session_rewind(s, 1) == VKI_SUCCESS, "rewind");
                memset(&c, 0, sizeof c);
                vki_context_reset_stats(g_ctx);
                VKT_CHECK(vki_session_generate(s, &sp, 4 + 4 * k, collect_fn, &c, &n) == VKI_SUCCESS && n == 4 + 4 * k,
                          "sampled generate: %s", vki_last_error(g_ctx));
                vki_context_stats(g_ctx, k ? &st8 : &st4);
            }
            printf("  sampled, 4 tokens more: %llu dispatches, %llu barriers (a step: %llu, %llu)\n",
                   (unsigned long long)(st8.dispatches - st4.dispatches),
                   (unsigned long long)(st8.barriers - st4.barriers), (unsigned long long)per,
                   (unsigned long long)bar);
            VKT_CHECK(st8.dispatches - st4.dispatches == 4 * per && st8.barriers - st4.barriers == 4 * bar,
                      "sampled: 4 tokens more counted %llu dispatches / %llu barriers, steps of %llu / %llu",
                      (unsigned long long)(st8.dispatches - st4.dispatches),
                      (unsigned long long)(st8.barriers - st4.barriers), (unsigned long long)per,
                      (unsigned long long)bar);
        }
    }
    vki_session_destroy(s);
    vki_model_destroy(m);
    remove(path);
}

/* vki_tuning against the VKINFER_* variables of experiments: a field the caller set wins
   over its variable; a field left at 0 takes a valid variable; an invalid variable logs
   VKI_W_TUNING_ENV (captured here) and leaves the default; a field out of its range is
   VKI_ERROR_INVALID_ARGUMENT. */
typedef struct log_capture { int warnings; char last[512]; } log_capture;
static void capture_log(void *user, int level, const char *id, const char *msg) {
    log_capture *c = (log_capture *)user;
    if (level == VKI_LOG_WARN && strcmp(id, "VKI_W_TUNING_ENV") == 0) {
        c->warnings++;
        snprintf(c->last, sizeof c->last, "%s", msg);
    }
}

/* A session on m with tuning t (NULL: none); its resolved members into *out (zeroed on failure) */
static vki_result tuned_session(vki_model *m, const vki_tuning *t, vki_session *out) {
    vki_session_desc sd;
    vki_session *s = NULL;
    vki_result r;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 512; /* up to 32 attention slices */
    if (t) sd.tuning = *t;
    r = vki_session_create(m, &sd, &s);
    memset(out, 0, sizeof *out);
    if (s) memcpy(out, s, sizeof *out);
    vki_session_destroy(s);
    return r;
}

static void test_tuning_struct_and_env(void) {
    /* each variable with an invalid value and a valid one (VKINFER_FUSE: its own cases first) */
    static const char *const vars[][3] = {{"VKINFER_MATVEC", "4,2,1", "2,2,2,16,16,16,1,1,1"},
                                          {"VKINFER_MATVEC_DOT", "off", "0"},
                                          {"VKINFER_PREQUANT", "9", "0"},
                                          {"VKINFER_ATTN_SPLITS", "65", "3"},
                                          {"VKINFER_ATTN_CHUNK", "0", "5"},
                                          {"VKINFER_ATTN_VPF", "2", "0"},
                                          {"VKINFER_PREFETCH_MB", "-3", "7"},
                                          {"VKINFER_MM_ROUTE", "0", "2"},
                                          {"VKINFER_CANDIDATES", "2", "0"},
                                          {"VKINFER_COOP_EXT", "3", "1"},
                                          {"VKINFER_GDN_SLICES", "65", "2"},
                                          {"VKINFER_GDN_CHUNK_COLS", "4", "8"},
                                          {"VKINFER_FUSE", NULL, NULL}};
    static const uint32_t shapes[9] = {2, 2, 2, 16, 16, 16, 1, 1, 1}, other[9] = {1, 1, 1, 8, 8, 8, 2, 2, 2};
    char path[256];
    vki_model *m = NULL;
    vki_model_desc md;
    vki_tuning t;
    vki_session def, got;
    log_capture cap;
    vki_log_fn old_log;
    void *old_user;
    int old_level, coop, dflt;
    size_t i;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (vkt_profile_name()) /* the defaults below are the routes and the sessions of the device as found */
        VKT_SKIP("the device's default routes and default n_ctx, not VKT_PROFILE=%s's", vkt_profile_name());
    coop = g_ctx->vk->coop;          /* the tensor cores' extensions (none on lavapipe) */
    dflt = g_ctx->vk->info.coop_ext; /* KHR where the device has it */
    for (i = 0; i < VKT_COUNT(vars); i++)
        VKT_CHECK(getenv(vars[i][0]) == NULL, "%s is not set in the test's environment", vars[i][0]);
    snprintf(path, sizeof path, "/tmp/vkinfer-tuning-%d.gguf", (int)getpid());
    VKT_CHECK(write_model(path, "qwen3", "Q8_0", 0, 31), "mkmodel");
    memset(&cap, 0, sizeof cap);
    old_log = g_ctx->log;
    old_user = g_ctx->log_user;
    old_level = g_ctx->log_level;
    g_ctx->log = capture_log;
    g_ctx->log_user = &cap;
    g_ctx->log_level = VKI_LOG_WARN;
    /* fuse, at model load: an invalid variable warns and fuses; the struct's on beats VKINFER_FUSE=0 */
    setenv("VKINFER_FUSE", "no", 1);
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load: %s", vki_last_error(g_ctx));
    VKT_CHECK(cap.warnings == 1 && strstr(cap.last, "VKINFER_FUSE") != NULL, "VKINFER_FUSE=no: one warning (%d: %s)",
              cap.warnings, cap.last);
    VKT_CHECK(m && m->gpu->layers[0].qkv == 3, "the default: Q/K/V fused");
    vki_model_destroy(m);
    m = NULL;
    setenv("VKINFER_FUSE", "0", 1);
    memset(&md, 0, sizeof md);
    md.tuning.fuse = VKI_TUNE_ON;
    VKT_CHECK(vki_model_load(g_ctx, path, &md, &m) == VKI_SUCCESS && m->gpu->layers[0].qkv == 3,
              "vki_tuning.fuse on wins over VKINFER_FUSE=0");
    vki_model_destroy(m);
    m = NULL;
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS && m->gpu->layers[0].qkv == 1,
              "VKINFER_FUSE=0 alone: Q, K, V apart");
    vki_model_destroy(m);
    m = NULL;
    unsetenv("VKINFER_FUSE");
    cap.warnings = 0;
    VKT_CHECK(vki_model_load(g_ctx, path, NULL, &m) == VKI_SUCCESS, "load: %s", vki_last_error(g_ctx));
    if (!m) goto done;
    VKT_CHECK(tuned_session(m, NULL, &def) == VKI_SUCCESS, "default session: %s", vki_last_error(g_ctx));
    VKT_CHECK(cap.warnings == 0, "no variable set: no warning");
    VKT_CHECK(def.prequant == 7 && def.mv_dot == 1 && !def.mv_shape_set && def.attn_splits >= 2 &&
                  def.attn_splits <= 32,
              "defaults: prequant %d, mv_dot %d, shapes set %d, slices %u", def.prequant, def.mv_dot, def.mv_shape_set,
              def.attn_splits);
    /* invalid variables: one warning each, the defaults kept */
    for (i = 0; i < VKT_COUNT(vars); i++)
        if (vars[i][1]) setenv(vars[i][0], vars[i][1], 1);
    VKT_CHECK(tuned_session(m, NULL, &got) == VKI_SUCCESS, "session with invalid variables: %s", vki_last_error(g_ctx));
    VKT_CHECK(cap.warnings == 12, "12 invalid variables: %d warnings (last: %s)", cap.warnings, cap.last);
    VKT_CHECK(got.coop_ext == dflt && def.coop_ext == dflt && vki_session_coop_ext(NULL) == 0,
              "coop_ext: the device's default %d (%d, %d)", dflt, got.coop_ext, def.coop_ext);
    VKT_CHECK(got.mm_route == 0 && def.mm_route == 0, "mm_route: the default");
    VKT_CHECK(got.cands_tune == 1 && def.cands_tune == 1, "candidates: on by default");
    VKT_CHECK(got.prequant == def.prequant && got.mv_dot == def.mv_dot && !got.mv_shape_set &&
                  got.attn_splits == def.attn_splits && got.attn_chunk == def.attn_chunk &&
                  got.attn_vpf == def.attn_vpf && got.prefetch_bytes == def.prefetch_bytes &&
                  memcmp(got.mv_shape, def.mv_shape, sizeof got.mv_shape) == 0,
              "invalid variables leave the defaults");
    /* valid variables fill the fields left at 0 */
    cap.warnings = 0;
    for (i = 0; i < VKT_COUNT(vars); i++)
        if (vars[i][2]) setenv(vars[i][0], vars[i][2], 1);
    VKT_CHECK(tuned_session(m, NULL, &got) == VKI_SUCCESS, "session with variables: %s", vki_last_error(g_ctx));
    VKT_CHECK(got.mm_route == VKI_MM_ROUTE_INT8, "VKINFER_MM_ROUTE=2: mm_route %d", got.mm_route);
    VKT_CHECK(got.gdn_tv == 8 && def.gdn_tv == 16, "VKINFER_GDN_CHUNK_COLS=8: %u (default %u)", got.gdn_tv, def.gdn_tv);
    VKT_CHECK(got.cands_tune == 0, "VKINFER_CANDIDATES=0: candidates off");
    VKT_CHECK(got.coop_ext == (coop & VKI_COOP_NV ? VKI_COOP_NV : dflt), "VKINFER_COOP_EXT=1: NV where the device "
              "has it, else the default: %d", got.coop_ext);
    VKT_CHECK(cap.warnings == 0, "valid variables: no warning (%s)", cap.last);
    VKT_CHECK(got.mv_shape_set && memcmp(got.mv_shape[1], shapes, sizeof shapes) == 0 && got.mv_dot == 0 &&
                  got.prequant == 0 && got.attn_splits == 3 && got.attn_chunk == 5 && got.attn_vpf == 0 &&
                  got.prefetch_bytes == (uint64_t)7 << 20,
              "the variables apply: shapes %d, mv_dot %d, prequant %d, slices %u, chunk %u, vpf %u, prefetch %llu",
              got.mv_shape_set, got.mv_dot, got.prequant, got.attn_splits, got.attn_chunk, got.attn_vpf,
              (unsigned long long)got.prefetch_bytes);
    /* the caller's fields win over the same variables */
    memset(&t, 0, sizeof t);
    memcpy(t.matvec, other, sizeof other);
    t.matvec_dot = VKI_TUNE_ON;
    t.prequant = 2;
    t.attn_splits = 4;
    t.attn_chunk = 8;
    t.attn_vpf = VKI_TUNE_ON;
    t.prefetch_mb = VKI_TUNE_OFF;
    t.mm_route = VKI_MM_ROUTE_FLOAT;
    t.candidates = VKI_TUNE_ON;
    t.coop_ext = VKI_COOP_KHR;
    VKT_CHECK(tuned_session(m, &t, &got) == VKI_SUCCESS, "session with tuning: %s", vki_last_error(g_ctx));
    VKT_CHECK(got.coop_ext == (coop & VKI_COOP_KHR ? VKI_COOP_KHR : dflt), "the struct's coop_ext KHR wins: %d",
              got.coop_ext);
    VKT_CHECK(got.mm_route == VKI_MM_ROUTE_FLOAT, "the struct's mm_route wins: %d", got.mm_route);
    VKT_CHECK(got.cands_tune == 1, "the struct's candidates win");
    VKT_CHECK(got.mv_shape_set && memcmp(got.mv_shape[0], other, sizeof other) == 0 && got.mv_dot == 1 &&
                  got.prequant == 2 && got.attn_splits == 4 && got.attn_chunk == 8 && got.attn_vpf == 1 &&
                  got.prefetch_bytes == 0,
              "the struct wins: mv_dot %d, prequant %d, slices %u, chunk %u, vpf %u, prefetch %llu", got.mv_dot,
              got.prequant, got.attn_splits, got.attn_chunk, got.attn_vpf, (unsigned long long)got.prefetch_bytes);
    for (i = 0; i < VKT_COUNT(vars); i++) unsetenv(vars[i][0]);
    /* out of range: an error naming the field, no session */
    memset(&t, 0, sizeof t);
    t.attn_splits = 65;
    VKT_CHECK(tuned_session(m, &t, &got) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "attn_splits") != NULL,
              "attn_splits 65: %s", vki_last_error(g_ctx));
    memset(&t, 0, sizeof t);
    t.matvec[0] = 4;
    VKT_CHECK(tuned_session(m, &t, &got) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "matvec") != NULL,
              "one of nine shapes: %s", vki_last_error(g_ctx));
    memset(&t, 0, sizeof t);
    t.prequant = -2;
    VKT_CHECK(tuned_session(m, &t, &got) == VKI_ERROR_INVALID_ARGUMENT, "prequant -2");
    memset(&t, 0, sizeof t);
    t.mm_route = 4;
    VKT_CHECK(tuned_session(m, &t, &got) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "mm_route") != NULL,
              "mm_route 4: %s", vki_last_error(g_ctx));
    memset(&t, 0, sizeof t);
    t.coop_ext = 3;
    VKT_CHECK(tuned_session(m, &t, &got) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "coop_ext") != NULL,
              "coop_ext 3: %s", vki_last_error(g_ctx));
    memset(&md, 0, sizeof md);
    md.tuning.fuse = 2;
    vki_model_destroy(m);
    m = NULL;
    VKT_CHECK(vki_model_load(g_ctx, path, &md, &m) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "fuse") != NULL,
              "fuse 2: %s", vki_last_error(g_ctx));
done:
    for (i = 0; i < VKT_COUNT(vars); i++) unsetenv(vars[i][0]);
    g_ctx->log = old_log;
    g_ctx->log_user = old_user;
    g_ctx->log_level = old_level;
    vki_model_destroy(m);
    remove(path);
}

/* Masked device profiles (vki_context_desc.debug_profile): lavapipe as a small GPU.
   "embedded": no integer dot products, cooperative matrices or subgroup size control,
   maxStorageBufferRange 192 KiB (just over the test models' largest layer matrix) and
   16 KiB of shared memory; its logits against the reference (f32 KV cache, float
   mat-vecs: TOL_KV_F32; seen on lavapipe: 1.3e-6 Q8_0, 3.4e-6 Q4_K_M) for Q8_0 and
   Q4_K_M. Hiding a required feature fails the context with a message naming it. */
static void test_masked_profiles(void) {
    static const struct { unsigned hide; const char *names; } required[] = {
        {VKI_HIDE_FLOAT16, "shaderFloat16"},
        {VKI_HIDE_STORAGE_16BIT, "storageBuffer16BitAccess"},
        {VKI_HIDE_SUBGROUP_ARITHMETIC, "subgroup basic+arithmetic"}};
    static const char *const types[] = {"Q8_0", "Q4_K_M"};
    vki_context_desc d;
    vki_context *ctx = NULL, *saved = g_ctx;
    vki_device_info di;
    char err[512], path[256];
    size_t i;
    int ok;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    for (i = 0; i < VKT_COUNT(required); i++) {
        vki_result r;
        memset(&d, 0, sizeof d);
        err[0] = 0;
        d.errbuf = err;
        d.errbuf_size = sizeof err;
        d.log_level = -1;
        d.debug_profile.hide = required[i].hide;
        r = vki_context_create(&d, &ctx);
        VKT_CHECK(r == VKI_ERROR_MISSING_FEATURE && ctx == NULL && strstr(err, required[i].names) &&
                      strstr(err, "debug_profile"),
                  "hiding %s: %s: %s", required[i].names, vki_result_string(r), err);
        vki_context_destroy(ctx);
        ctx = NULL;
    }
    memset(&d, 0, sizeof d);
    d.validation = VKT_VALIDATION;
    d.errbuf = err;
    d.errbuf_size = sizeof err;
    d.log_level = VKI_LOG_ERROR;
    d.debug_profile.hide = VKI_HIDE_INTEGER_DOT_PRODUCT | VKI_HIDE_COOPERATIVE_MATRIX | VKI_HIDE_SUBGROUP_SIZE_CONTROL;
    d.debug_profile.max_storage_buffer_range = 192 << 10;
    d.debug_profile.max_shared_memory = 16 << 10;
    VKT_CHECK(vki_context_create(&d, &ctx) == VKI_SUCCESS, "embedded profile: %s", err);
    if (!ctx) return;
    vki_context_device_info(ctx, &di);
    VKT_CHECK(!di.has_integer_dot_product && !di.has_cooperative_matrix && !di.coop_ext &&
                  !di.has_subgroup_size_control &&
                  di.max_storage_buffer_range == 192 << 10 &&
                  ctx->vk->props.limits.maxComputeSharedMemorySize == 16 << 10,
              "the profile's device: dot %d coop %d sgsc %d range %llu", di.has_integer_dot_product,
              di.has_cooperative_matrix, di.has_subgroup_size_control, (unsigned long long)di.max_storage_buffer_range);
    g_ctx = ctx;
    snprintf(path, sizeof path, "/tmp/vkinfer-masked-%d.gguf", (int)getpid());
    for (i = 0; i < VKT_COUNT(types); i++) {
        double e;
        VKT_CHECK(write_model(path, "qwen3", types[i], 0, 700 + i), "mkmodel %s", types[i]);
        vkt_seed(7000 + i);
        e = compare_model(path, 1, 64, 16, &ok);
        printf("  embedded profile, %-6s qwen3 16 positions: max err / rms %.2e\n", types[i], e);
        VKT_CHECK(ok && e <= TOL_KV_F32, "embedded profile %s: %.3e > %.1e", types[i], e, TOL_KV_F32);
    }
    remove(path);
    g_ctx = saved;
    vkt_gpu_close(ctx);
}

/* ---- Hugging Face transformers' Qwen3.5 (tests/qwen35_fixture.h) ----
   tests/qwen35_fixture.py sets every parameter of transformers' Qwen3_5ForCausalLM (a small
   configuration: 3 gated delta net layers and 1 of full attention, 2 key / 4 value heads, so
   the value heads' order matters) from a hash of its name and index, and stores the logits
   transformers computes at every position of a fixed token sequence. Here the same
   parameters are regenerated and converted to GGUF as llama.cpp's convert_hf_to_gguf.py
   converts Qwen3.5 (Qwen3_5TextModel: its V-head reorder, Qwen3NextModel's tensor steps),
   then evaluated by vkinfer (F32 weights, f32 KV cache: a prompt as one chunk, in chunks
   of 16, token by token) and by the CPU reference tests/ref.h, and every position's logits
   compared with transformers'. Error measure: max |x - hf| over all positions and the
   vocabulary, divided by max |hf|. */

/* the fixture's generator: FNV-1a 64 of the name, splitmix64's finaliser of
   name hash + (i + 1) * golden ratio, the top 24 bits as k in [-2^23, 2^23);
   value = center + scale * k / 2^23, in double, rounded once to float */
static void qf_values(const qf_param *p, float *out, size_t n) {
    uint64_t h = 0xCBF29CE484222325ull, z;
    const unsigned char *c;
    size_t i;
    for (c = (const unsigned char *)p->name; *c; c++) h = (h ^ *c) * 0x100000001B3ull;
    for (i = 0; i < n; i++) {
        z = h + (uint64_t)(i + 1) * 0x9E3779B97F4A7C15ull;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        out[i] = (float)(p->center + p->scale / 8388608.0 * (double)((int64_t)(z >> 40) - 8388608));
    }
}

/* llama.cpp's _LinearAttentionVReorderBase._reorder_v_heads: transformers keeps the value
   heads grouped by key head (key head g's r = hv / hk value heads together: head g*r + j),
   GGUF tiles them (head j*hk + g) so that value head h reads key head h mod hk. Blocks of
   hd consecutive rows (cols 0) or of hd consecutive columns in each row (cols 1), the
   blocks from first onwards */
static int qf_tile_heads(float *d, int rows, int width, int first, int hd, int cols) {
    int hk = QF_SSM_HK, hv = QF_SSM_HV, r = hv / hk, n, i, blk = cols ? hd : hd * width;
    float *tmp = (float *)malloc(sizeof(float) * (size_t)blk * (size_t)hv);
    if (!tmp) return 0;
    for (i = 0; i < (cols ? rows : 1); i++) {
        float *base = cols ? d + (size_t)i * width + first : d + (size_t)first * width;
        for (n = 0; n < hv; n++) /* new head n = j*hk + g takes old head g*r + j */
            memcpy(tmp + (size_t)n * blk, base + (size_t)((n % hk) * r + n / hk) * blk, sizeof(float) * (size_t)blk);
        memcpy(base, tmp, sizeof(float) * (size_t)blk * (size_t)hv);
    }
    free(tmp);
    return 1;
}

/* One transformers parameter (its values in d, PyTorch's row-major order) into its GGUF
   tensor, as convert_hf_to_gguf.py does: the name (gguf-py's tensor map), the V-head reorder
   of the linear-attention tensors, then Qwen3NextModel.modify_tensors' steps. An nn.Linear
   [out, in] is GGUF's ne0 = in, ne1 = out with the same bytes (written F32, as --outtype f32
   does). 0 for a name not handled (or out of memory). */
static int qf_convert(const qf_param *p, float *d, char *name, size_t cap) {
    static const struct {
        const char *hf, *gguf;
        int plus1;
    } map[] = {
        {"input_layernorm.weight", "attn_norm.weight", 1},
        {"post_attention_layernorm.weight", "post_attention_norm.weight", 1},
        {"self_attn.q_proj.weight", "attn_q.weight", 0}, /* [q | gate] per head, kept so */
        {"self_attn.k_proj.weight", "attn_k.weight", 0},
        {"self_attn.v_proj.weight", "attn_v.weight", 0},
        {"self_attn.o_proj.weight", "attn_output.weight", 0},
        {"self_attn.q_norm.weight", "attn_q_norm.weight", 1},
        {"self_attn.k_norm.weight", "attn_k_norm.weight", 1},
        {"linear_attn.in_proj_qkv.weight", "attn_qkv.weight", 0},
        {"linear_attn.in_proj_z.weight", "attn_gate.weight", 0},
        {"linear_attn.in_proj_a.weight", "ssm_alpha.weight", 0},
        {"linear_attn.in_proj_b.weight", "ssm_beta.weight", 0},
        {"linear_attn.conv1d.weight", "ssm_conv1d.weight", 0},
        {"linear_attn.dt_bias", "ssm_dt.bias", 0}, /* renamed dt_proj.bias first, which maps here */
        {"linear_attn.A_log", "ssm_a", 0},
        {"linear_attn.norm.weight", "ssm_norm.weight", 0}, /* the gated norm multiplies by w itself */
        {"linear_attn.out_proj.weight", "ssm_out.weight", 0},
        {"mlp.gate_proj.weight", "ffn_gate.weight", 0},
        {"mlp.up_proj.weight", "ffn_up.weight", 0},
        {"mlp.down_proj.weight", "ffn_down.weight", 0},
    };
    size_t i, n = (size_t)p->shape[0] * (size_t)p->shape[1] * (size_t)p->shape[2];
    int l, at = 0, plus1 = 0, ok = 1, dk = QF_SSM_DK, dv = QF_SSM_DV, hk = QF_SSM_HK;
    const char *rest;
    if (!strcmp(p->name, "model.embed_tokens.weight")) {
        snprintf(name, cap, "token_embd.weight");
    } else if (!strcmp(p->name, "lm_head.weight")) {
        snprintf(name, cap, "output.weight");
    } else if (!strcmp(p->name, "model.norm.weight")) {
        snprintf(name, cap, "output_norm.weight");
        plus1 = 1;
    } else {
        if (sscanf(p->name, "model.layers.%d.%n", &l, &at) != 1 || at <= 0) return 0;
        rest = p->name + at;
        for (i = 0; i < sizeof map / sizeof map[0] && strcmp(rest, map[i].hf); i++) {}
        if (i == sizeof map / sizeof map[0]) return 0;
        snprintf(name, cap, "blk.%d.%s", l, map[i].gguf);
        plus1 = map[i].plus1;
        /* the V-head reorder (num_k_heads != num_v_heads): the value rows of the q k v
           projection and their conv channels, z's rows, a's and b's rows (heads of 1),
           A_log and dt_bias, the output projection's columns */
        if (!strcmp(rest, "linear_attn.in_proj_qkv.weight") || !strcmp(rest, "linear_attn.conv1d.weight"))
            ok = qf_tile_heads(d, p->shape[0], p->ndim == 3 ? p->shape[2] : p->shape[1], 2 * hk * dk, dv, 0);
        else if (!strcmp(rest, "linear_attn.in_proj_z.weight"))
            ok = qf_tile_heads(d, p->shape[0], p->shape[1], 0, dv, 0);
        else if (!strcmp(rest, "linear_attn.in_proj_a.weight") || !strcmp(rest, "linear_attn.in_proj_b.weight"))
            ok = qf_tile_heads(d, p->shape[0], p->shape[1], 0, 1, 0);
        else if (!strcmp(rest, "linear_attn.A_log") || !strcmp(rest, "linear_attn.dt_bias"))
            ok = qf_tile_heads(d, p->shape[0], 1, 0, 1, 0);
        else if (!strcmp(rest, "linear_attn.out_proj.weight"))
            ok = qf_tile_heads(d, p->shape[0], p->shape[1], 0, dv, 1);
        /* A_log -> ssm_a = -exp(A_log): the graph multiplies softplus(...) by it directly */
        if (!strcmp(rest, "linear_attn.A_log"))
            for (i = 0; i < n; i++) d[i] = -expf(d[i]);
        /* conv1d [channels, 1, kernel] squeezed to [channels, kernel]: ne0 = kernel (below) */
    }
    /* Qwen3_5RMSNorm computes x * (1 + w): GGUF stores 1 + w (every norm but linear_attn.norm) */
    if (plus1)
        for (i = 0; i < n; i++) d[i] = 1.0f + d[i];
    return ok;
}

/* an array key through mkmodel's writer: strings (s) or int32 values (v) */
static void qf_kv_arr(mk_buf *b, int *n_kv, const char *k, uint32_t type, int n, const char *const *s,
                      const int32_t *v) {
    int i;
    mk_str(b, k);
    mk_u32(b, REF_GGUF_ARR);
    mk_u32(b, type);
    mk_u64(b, (uint64_t)n);
    for (i = 0; i < n; i++)
        if (s)
            mk_str(b, s[i]);
        else
            mk_u32(b, (uint32_t)v[i]);
    (*n_kv)++;
}

/* Writes the converted model (F32 tensors, in transformers' parameter order) with the keys
   convert_hf_to_gguf.py writes for the configuration, through tests/mkmodel.c's writer and
   with its tiny presets' synthetic byte-level vocabulary. 1 on success. */
static int qf_write_gguf(const char *path) {
    static const uint8_t zeros[32] = {0};
    float *data[QF_N_PARAMS];
    uint64_t ne0[QF_N_PARAMS], ne1[QF_N_PARAMS], off = 0;
    mk_vocab voc;
    mk_buf hb, pre;
    int i, n_kv = 0, ok = 0;
    const int32_t sections[4] = {QF_MROPE_S0, QF_MROPE_S1, QF_MROPE_S2, 0};
    int32_t *ty = NULL;
    FILE *f = NULL;
    memset(data, 0, sizeof data);
    memset(&voc, 0, sizeof voc);
    memset(&hb, 0, sizeof hb);
    memset(&pre, 0, sizeof pre);
    if (mk_vocab_build(&voc, QF_N_VOCAB, MK_QWEN35) || !(ty = (int32_t *)malloc(sizeof(int32_t) * (size_t)voc.n)))
        goto done;
    for (i = 0; i < voc.n; i++) ty[i] = voc.type[i];
    mk_kv_str(&hb, &n_kv, "general.architecture", "qwen35");
    mk_kv_str(&hb, &n_kv, "general.name", "transformers Qwen3.5 fixture");
    mk_kv_u32(&hb, &n_kv, "general.alignment", 32);
    mk_kv_u32(&hb, &n_kv, "general.file_type", 0); /* ALL_F32 */
    mk_kv_u32(&hb, &n_kv, "qwen35.block_count", QF_N_LAYER);
    mk_kv_u32(&hb, &n_kv, "qwen35.context_length", 2048); /* max_position_embeddings */
    mk_kv_u32(&hb, &n_kv, "qwen35.embedding_length", QF_N_EMBD);
    mk_kv_u32(&hb, &n_kv, "qwen35.feed_forward_length", QF_N_FF);
    mk_kv_u32(&hb, &n_kv, "qwen35.attention.head_count", QF_N_HEAD);
    mk_kv_u32(&hb, &n_kv, "qwen35.attention.head_count_kv", QF_N_HEAD_KV);
    mk_kv_u32(&hb, &n_kv, "qwen35.attention.key_length", QF_HEAD_DIM);
    mk_kv_u32(&hb, &n_kv, "qwen35.attention.value_length", QF_HEAD_DIM);
    mk_kv_f32(&hb, &n_kv, "qwen35.rope.freq_base", QF_ROPE_THETA);
    mk_kv_f32(&hb, &n_kv, "qwen35.attention.layer_norm_rms_epsilon", QF_EPS);
    mk_kv_u32(&hb, &n_kv, "qwen35.ssm.conv_kernel", QF_CONV_KERNEL);
    mk_kv_u32(&hb, &n_kv, "qwen35.ssm.state_size", QF_SSM_DK); /* linear_key_head_dim */
    mk_kv_u32(&hb, &n_kv, "qwen35.ssm.group_count", QF_SSM_HK); /* linear_num_key_heads */
    mk_kv_u32(&hb, &n_kv, "qwen35.ssm.time_step_rank", QF_SSM_HV); /* linear_num_value_heads */
    mk_kv_u32(&hb, &n_kv, "qwen35.ssm.inner_size", QF_SSM_HV * QF_SSM_DV);
    mk_kv_u32(&hb, &n_kv, "qwen35.full_attention_interval", QF_FULL_EVERY);
    mk_kv_u32(&hb, &n_kv, "qwen35.rope.dimension_count", QF_ROPE_DIMS); /* head_dim * partial_rotary_factor */
    qf_kv_arr(&hb, &n_kv, "qwen35.rope.dimension_sections", REF_GGUF_I32, 4, NULL, sections); /* mrope_section */
    mk_kv_str(&hb, &n_kv, "tokenizer.ggml.model", "gpt2");
    mk_kv_str(&hb, &n_kv, "tokenizer.ggml.pre", "qwen35");
    qf_kv_arr(&hb, &n_kv, "tokenizer.ggml.tokens", REF_GGUF_STR, voc.n, (const char *const *)voc.tok, NULL);
    qf_kv_arr(&hb, &n_kv, "tokenizer.ggml.token_type", REF_GGUF_I32, voc.n, NULL, ty);
    qf_kv_arr(&hb, &n_kv, "tokenizer.ggml.merges", REF_GGUF_STR, voc.n_merges, (const char *const *)voc.merges, NULL);
    mk_kv_u32(&hb, &n_kv, "tokenizer.ggml.bos_token_id", (uint32_t)voc.bos);
    mk_kv_u32(&hb, &n_kv, "tokenizer.ggml.eos_token_id", (uint32_t)voc.eos);
    for (i = 0; i < QF_N_PARAMS; i++) { /* tensor infos: name, dims, F32, offset (32-byte aligned) */
        const qf_param *p = &qf_params[i];
        char name[64];
        ne0[i] = (uint64_t)p->shape[p->ndim - 1];
        ne1[i] = (uint64_t)(p->ndim > 1 ? p->shape[0] : 1);
        if (!(data[i] = (float *)malloc(sizeof(float) * (size_t)(ne0[i] * ne1[i])))) goto done;
        qf_values(p, data[i], (size_t)(ne0[i] * ne1[i]));
        if (!qf_convert(p, data[i], name, sizeof name)) {
            VKT_CHECK(0, "no GGUF tensor for %s", p->name);
            goto done;
        }
        mk_str(&hb, name);
        mk_u32(&hb, p->ndim > 1 ? 2 : 1);
        mk_u64(&hb, ne0[i]);
        if (p->ndim > 1) mk_u64(&hb, ne1[i]);
        mk_u32(&hb, 0); /* F32 */
        mk_u64(&hb, off);
        off += (ne0[i] * ne1[i] * 4 + 31) / 32 * 32;
    }
    mk_u32(&pre, 0x46554747u); /* "GGUF", version 3, counts */
    mk_u32(&pre, 3);
    mk_u64(&pre, (uint64_t)QF_N_PARAMS);
    mk_u64(&pre, (uint64_t)n_kv);
    if (hb.oom || pre.oom || !(f = fopen(path, "wb"))) goto done;
    ok = fwrite(pre.p, 1, pre.n, f) == pre.n && fwrite(hb.p, 1, hb.n, f) == hb.n &&
        fwrite(zeros, 1, (32 - (pre.n + hb.n) % 32) % 32, f) == (32 - (pre.n + hb.n) % 32) % 32;
    for (i = 0; ok && i < QF_N_PARAMS; i++) {
        size_t n = (size_t)(ne0[i] * ne1[i]) * 4;
        ok = fwrite(data[i], 1, n, f) == n && fwrite(zeros, 1, (32 - n % 32) % 32, f) == (32 - n % 32) % 32;
    }
done:
    if (f && fclose(f)) ok = 0;
    for (i = 0; i < QF_N_PARAMS; i++) free(data[i]);
    free(ty);
    free(hb.p);
    free(pre.p);
    mk_vocab_free(&voc);
    return ok;
}

/* max |x - hf| over a position's logits, folded into *worst */
static void qf_fold(const float *x, const float *hf, double *worst) {
    int j;
    for (j = 0; j < QF_N_VOCAB; j++) {
        double d = fabs((double)x[j] - hf[j]);
        if (!(d <= *worst)) *worst = d;
    }
}

/* Tolerances, relative to max |hf logit| (4.27): 1e-5 for the reference (f64) and for vkinfer (F32 weights,
   f32 KV cache, the prompt's products in f32: VKI_MM_ROUTE_FLOAT, so that tensor cores' f16 operands, which
   test_prompt covers, stay out). Seen on lavapipe: 8.7e-7 (ref.h), 7.3e-7 .. 8.4e-7 (vkinfer), about the
   error of transformers' own f32 arithmetic (its token-by-token route differs from its chunked one by 3.3e-6,
   7.8e-7 of max |logit|) */
#define TOL_HF 1e-5
/* vkinfer's logits for the fixture's tokens in the session s: as a prompt (vki_session_eval_logits, in chunks
   of the session's n_batch) or token by token; max |diff| against transformers' (1e30 after an error) */
static double qf_eval(vki_session *s, int token_by_token, float *got) {
    int32_t toks[QF_N_TOKENS];
    double e = 0.0;
    int i;
    for (i = 0; i < QF_N_TOKENS; i++) toks[i] = qf_tokens[i];
    if (!token_by_token) {
        if (vki_session_eval_logits(s, toks, QF_N_TOKENS, got, (int64_t)QF_N_TOKENS * QF_N_VOCAB) != VKI_SUCCESS) {
            VKT_CHECK(0, "prompt: %s", vki_last_error(g_ctx));
            return 1e30;
        }
        for (i = 0; i < QF_N_TOKENS; i++) qf_fold(got + (size_t)i * QF_N_VOCAB, qf_logits + (size_t)i * QF_N_VOCAB, &e);
        return e;
    }
    for (i = 0; i < QF_N_TOKENS; i++) {
        if (vki_session_eval(s, &toks[i], 1) != VKI_SUCCESS || vki_session_logits(s, got, QF_N_VOCAB) != VKI_SUCCESS) {
            VKT_CHECK(0, "eval at %d: %s", i, vki_last_error(g_ctx));
            return 1e30;
        }
        qf_fold(got, qf_logits + (size_t)i * QF_N_VOCAB, &e);
    }
    return e;
}

static void test_qwen35_transformers(void) {
    char path[256], err[256];
    float *got = (float *)malloc(sizeof(float) * QF_N_TOKENS * QF_N_VOCAB);
    double scale = 0.0, e;
    ref_model *rm;
    vki_model *m = NULL;
    int i, b;
    for (i = 0; i < QF_N_TOKENS * QF_N_VOCAB; i++)
        if (fabs((double)qf_logits[i]) > scale) scale = fabs((double)qf_logits[i]);
    snprintf(path, sizeof path, "/tmp/vkinfer-decode-hf-%d.gguf", (int)getpid());
    VKT_CHECK(got && qf_write_gguf(path), "writing the converted model");
    if (!got) return;
    /* the CPU reference */
    rm = ref_load(path, err, sizeof err);
    VKT_CHECK(rm != NULL, "ref_load: %s", err);
    if (rm) {
        e = 0.0;
        for (i = 0; i < QF_N_TOKENS; i++) {
            VKT_CHECK(ref_eval(rm, qf_tokens[i], got) == 0, "ref_eval at %d", i);
            qf_fold(got, qf_logits + (size_t)i * QF_N_VOCAB, &e);
        }
        ref_free(rm);
        printf("  tests/ref.h (f64) against transformers, %d positions: max |diff| %.3e, / max |logit| %.3e: %.2e\n",
               QF_N_TOKENS, e, scale, e / scale);
        VKT_CHECK(e <= TOL_HF * scale, "reference against transformers: %.3e > %.1e", e / scale, TOL_HF);
    }
    /* vkinfer, F32 weights and f32 KV cache: the prompt in one chunk, then (rewound to 0) token by token; the
       prompt in chunks of 16 (the recurrent state carried from chunk to chunk) */
    if (!g_ctx) {
        free(got);
        remove(path);
        VKT_SKIP("%s", g_skip);
    }
    if (vki_model_load(g_ctx, path, NULL, &m) != VKI_SUCCESS)
        VKT_CHECK(vkt_skip_over_profile(g_ctx, "the model"), "load: %s", vki_last_error(g_ctx));
    for (b = 0; m && b < 2; b++) {
        vki_session *s = NULL;
        vki_session_desc sd;
        memset(&sd, 0, sizeof sd);
        sd.kv_f32 = 1;
        sd.n_ctx = 64;
        sd.n_batch = b ? 16 : 0;
        sd.tuning.mm_route = VKI_MM_ROUTE_FLOAT;
        if (vki_session_create(m, &sd, &s) != VKI_SUCCESS) {
            VKT_CHECK(vkt_skip_over_profile(g_ctx, "the session"), "session: %s", vki_last_error(g_ctx));
            break;
        }
        for (i = 0; i < 2 - b; i++) {
            const char *how = i ? "token by token" : b ? "prompt in chunks of 16" : "prompt in one chunk";
            VKT_CHECK(!i || vki_session_rewind(s, 0) == VKI_SUCCESS, "rewind: %s", vki_last_error(g_ctx));
            e = qf_eval(s, i, got);
            printf("  vkinfer F32, f32 KV, %s against transformers: max |diff| %.3e, / max |logit| %.2e\n", how, e,
                   e / scale);
            VKT_CHECK(e <= TOL_HF * scale, "vkinfer (%s) against transformers: %.3e > %.1e", how, e / scale,
                      TOL_HF);
        }
        vki_session_destroy(s);
    }
    vki_model_destroy(m);
    free(got);
    remove(path);
}

int main(void) {
    open_ctx();
    VKT_RUN(test_logits_all_types);
    VKT_RUN(test_gdn_slices);
    VKT_RUN(test_qwen35_transformers);
    VKT_RUN(test_logits_low_bit);
    VKT_RUN(test_logits_kv_f16);
    VKT_RUN(test_logits_long_context);
    VKT_RUN(test_attention_slices);
    VKT_RUN(test_prefetch);
    VKT_RUN(test_large_vocab);
    VKT_RUN(test_attn_temperature);
    VKT_RUN(test_gemma3);
    VKT_RUN(test_weights_over_storage_range);
    VKT_RUN(test_greedy_continuation);
    VKT_RUN(test_rewind_and_context_full);
    VKT_RUN(test_rewind_then_sample);
    VKT_RUN(test_step_counters);
    VKT_RUN(test_tuning_struct_and_env);
    VKT_RUN(test_masked_profiles);
    vkt_gpu_close(g_ctx);
    return vkt_summary();
}
