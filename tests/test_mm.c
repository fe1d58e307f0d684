/* Matrix-matrix kernels (the prompt chunk's products Y = a W^T): the float route (mm,
   forced), the int8 route (mm_dot, where the device enables shaderIntegerDotProduct; every
   quantized type) and the tensor-core route (mm_coop, where the device enables
   VK_NV_cooperative_matrix), for every weight type, on random weights quantized by the independent tests/ref.h and
   random activations, against a double-precision CPU product of ref_dequant_row's
   weights. M in {1, 7, 33, 100} (and 512 on a GPU, not on a CPU device such as
   lavapipe), N not a multiple of the tile, K both a multiple of a step and not (tail
   units), lda not a multiple of 4; the flags bias and residual covered. Y is a wider matrix (ldy > N, the
   product in columns ycol .. ycol+N-1) with two rows more than M: every element outside
   the product must keep its initial value (a guard region), every element inside must be
   written (Y starts random, not zero).
   Tolerances, per output (t, r), with mag = sum_c |w_rc a_tc|:
   - float route: |gpu - cpu| <= 1e-4 * mag + 1e-6 (+ 1e-6 (|bias| + |old y|) with those
     flags), as the mat-vec test: f32 accumulation of up to 4096 products of the same
     dequantized weights (bit-identical products on both sides up to f32 rounding).
   - fp16 tensor-core route: both operands are rounded to fp16 (round to nearest: relative
     error <= 2^-11 in the normal range, absolute <= 2^-25 below it), so each product is
     off by at most |w a| (2^-10 + 2^-22) + 2^-25 (|a| + |w|) (the second-order term
     2^-50 is below that); the sum is then the float route's: |gpu - cpu| <= (2^-10 +
     2^-22 + 1e-4) * mag + 2^-25 * sum_c (|a_tc| + |w_rc|) + 1e-6 (+ the flags' term).
     The test's activations stay far inside fp16's range (|a| <= 2).
   - int8 route: the kernel rounds each activation block of 16 to int8 (ref_quant_act's
     rounding) and computes, per block, d_a s sum(q_a q_w) (exact integer sum) plus, for
     the types with a minimum, m d_a sum(q_a): exactly sum_c w_rc a'_tc with a' the rounded
     activations, which is what the CPU side computes (in double) instead of sum w a. What
     is left is f32 rounding of a few products per block and of K/16 block sums, as in the
     float route (the terms s q and m are each at most 2 max|w| for these weights, so
     their rounding stays within a small multiple of 2^-24 mag): |gpu - cpu| <= 1e-4 *
     mag + 1e-6 (+ the flags' term), mag = sum_c |w_rc a'_tc|. Plus ties: the GPU forms
     x * (127 / amax) in f32 (off by about 127 * 2^-23 ~ 1.5e-5 of a quantum), so a value
     the CPU finds within DOT_MARGIN = 1e-4 quanta of a half-way point may round the other
     way, moving a' by d_a: those elements add |w_rc| d_a to the tolerance (ref_quant_act's
     `near`). Without the rounding modelled the error is ~20x the tolerance.
   The coop route is tested only where the device enables it: it skips visibly on lavapipe;
   it is tested with f32 activations and with fp16 ones (spec AH = 1, what the prompt step
   plans there: the CPU takes the same fp16 values, the tolerance is unchanged).
   test_mm_coop_gu: mm_coop's SwiGLU epilogue (GU = 1, the prompt step's gate|up on tensor cores) against silu(g) u
   from the CPU's products (bound in run_gu's comment), on the shapes vki__mm_pick gives such products.
   test_rows_f16: the activations' producers rmsnorm_rows and swiglu_rows (and its GELU form) with f32 and fp16
   output (bounds in its comment), and rmsnorm_rows adding a split product's other half first
   (ADD: x + xt written back bit for bit), on every device; with Q (a batch's rows for mmv_dot) their int8 rows
   equal to the bit to what quant_rows makes of the rows they wrote.
   test_mmv_dot: a batch's products as mat-vecs of M = 1, 3, 8, 16 columns (quant_rows, then mmv_dot), the
   int8 route's tolerance, where the device has integer dot products.
   The cooperative-matrix shape the kernel uses (16x16x16 fp16 x fp16 + fp32) is checked
   by vki__create_device against vkGetPhysicalDeviceCooperativeMatrixPropertiesNV.
   `test_mm --bench` times the default route (vki__mm_pick), the int8 and float routes and
   tensor-core shapes at M = 512 on the 8B's and the 0.6B's shapes (host timing of
   back-to-back dispatches, at least 20 and about 4 TFLOP of work, after as many to warm
   the clocks up; validation off) and prints TFLOP/s, and each product's largest difference
   from the shape's first (the default's). Tensor-core rows after the default take fp16
   activations, as the prompt step plans them. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#include "ref.h"

static vki_context *g_ctx;
static char g_skip[1024];

/* what a kernel binds as its lookup grids: the context's for the IQ1/IQ2/IQ3 types, the
   weights (not read) for the others */
static vki_buffer *grids_for(vki_context *ctx, int type, vki_buffer *w) {
    vki_buffer *g = NULL;
    if (!vki__type_grid(type)) return w;
    VKT_CHECK(vki__iq_grids(ctx, &g) == VKI_SUCCESS, "IQ grids: %s", vki_last_error(ctx));
    return g ? g : w;
}

static const int k_types[] = {0, 1, 30, 2, 3, 6, 7, 8, 12, 13, 14, 10, 11, 20, 23, 39};
/* the grid types (IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M): one shape a route
   (they share every route's code with the types above but their decoding) */
static const int k_grid_types[] = {16, 17, 22, 18, 21, 19, 29};

/* int8 route: an activation the reference rounds within this many quanta of a half-way
   point may round the other way on the GPU (its x * 127 / amax is off by ~127 * 2^-23) */
#define DOT_MARGIN 1e-4

/* a kernel and its constants: vki__mm_shape */
typedef struct mm_cfg { const char *kernel; uint32_t spec[VKI__MAX_SPEC]; int n_spec; uint32_t bm, bn; } mm_cfg;

/* > 1: run_mm runs its product as that many slices of K (pc.k0, pc.kw; mm_coop's KS), the first with the product's
   flags, the others adding into Y (flag 2), one after another */
static uint32_t g_slices;

static mm_cfg from_pick(const vki__mm_shape *p) {
    mm_cfg c;
    memset(&c, 0, sizeof c);
    c.kernel = p->kernel;
    memcpy(c.spec, p->spec, sizeof c.spec < sizeof p->spec ? sizeof c.spec : sizeof p->spec);
    c.n_spec = p->n_spec;
    c.bm = p->bm;
    c.bn = p->bn;
    return c;
}

/* float route: BM x BN tiles, 4 x 4 outputs a thread, bku 32-column units a step */
static mm_cfg shape_mm(int type, uint32_t bm, uint32_t bn, uint32_t bku) {
    mm_cfg s;
    memset(&s, 0, sizeof s);
    s.kernel = "mm";
    s.bm = bm;
    s.bn = bn;
    s.spec[0] = bm / 4 * (bn / 4);
    s.spec[1] = g_ctx->vk->info.subgroup_size;
    s.spec[2] = (uint32_t)type;
    s.spec[3] = bm;
    s.spec[4] = bn;
    s.spec[5] = bku;
    s.n_spec = 6;
    return s;
}

/* tensor cores: wm x wn subgroups, bku 32-column units a step, pf: the next step's loads
   issued before this step's products */
static mm_cfg shape_coop(int type, uint32_t bm, uint32_t bn, uint32_t wm, uint32_t wn, uint32_t bku, uint32_t pf) {
    mm_cfg s = shape_mm(type, bm, bn, bku);
    s.kernel = "mm_coop";
    s.spec[5] = wm;
    s.spec[6] = wn;
    s.spec[7] = bku;
    s.spec[8] = pf;
    s.spec[9] = 1;
    s.spec[0] = wm * wn * s.spec[1];
    s.n_spec = 10;
    return s;
}

/* int8 route: BM x BN tiles, 4 x 4 outputs a thread, bku 32-column units a step */
static mm_cfg shape_dot(int type, uint32_t bm, uint32_t bn, uint32_t bku) {
    mm_cfg s = shape_mm(type, bm, bn, bku);
    s.kernel = "mm_dot";
    return s;
}

/* the same with each weight unit decoded by 4 threads (QS) */
static mm_cfg shape_coop_qs(int type, uint32_t bm, uint32_t bn, uint32_t wm, uint32_t wn, uint32_t bku, uint32_t pf) {
    mm_cfg s = shape_coop(type, bm, bn, wm, wn, bku, pf);
    s.spec[9] = 4;
    return s;
}

/* fp16 activations (AH): a[0..n) as halves, and a rounded to the same values for the CPU side */
static uint16_t *to_fp16(float *a, size_t n) {
    uint16_t *h = (uint16_t *)malloc(n * 2);
    size_t i;
    for (i = 0; i < n; i++) {
        h[i] = ref_f32_to_fp16(a[i]);
        a[i] = ref_fp16_to_f32(h[i]);
    }
    return h;
}

/* N random rows of K weights of type `type` (rows of rb bytes in w) and their dequantized values (wf); bias: a
   random value a row too, unless NULL */
static void rand_weights(int type, uint32_t N, uint32_t K, uint8_t *w, float *wf, float *bias) {
    size_t rb = ref_row_size(type, K);
    float *row = (float *)malloc((size_t)K * 4);
    uint32_t r, c;
    for (r = 0; r < N; r++) {
        for (c = 0; c < K; c++) row[c] = vkt_randf() * 0.5f;
        ref_quant_row(type, row, w + r * rb, (int64_t)K);
        ref_dequant_row(type, w + r * rb, wf + (size_t)r * K, (int64_t)K);
        if (bias) bias[r] = vkt_randf();
    }
    free(row);
}

/* mmv_dot (a batch's products: M columns, 1..16): M rows of a quantized into bq by quant_rows, then the product */
static void run_mmv(const mm_cfg *s, vki_buffer *bw, vki_buffer *ba, vki_buffer *by, vki_buffer *bb, vki_buffer *bq,
                    uint32_t M, uint32_t N, uint32_t K, uint32_t lda, uint32_t ldy, uint32_t ycol, uint32_t flags) {
    uint32_t spec[2];
    int pq = 0, pipe = 0;
    vki__bind b[VKI__MMV_DOT_NBIND];
    vki__pc_quant_rows q;
    vki__pc_mmv_dot pc;
    spec[0] = 256;
    spec[1] = s->spec[1];
    memset(b, 0, sizeof b);
    b[VKI__QUANT_ROWS_A].buf = ba;
    b[VKI__QUANT_ROWS_Q4].buf = bq;
    b[VKI__QUANT_ROWS_Q4].write = 1;
    q.K = K;
    q.M = M;
    q.lda = lda;
    VKT_CHECK(vki__pipeline_get(g_ctx, "quant_rows", spec, 2, spec[1], &pq) == VKI_SUCCESS &&
                  vki__pipeline_get(g_ctx, s->kernel, s->spec, s->n_spec, s->spec[1], &pipe) == VKI_SUCCESS,
              "pipeline: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki__dispatch(g_ctx, pq, b, VKI__QUANT_ROWS_NBIND, &q, sizeof q, (M * K / 16 + 255) / 256, 1, 1) ==
                  VKI_SUCCESS, "dispatch: %s", vki_last_error(g_ctx));
    memset(b, 0, sizeof b);
    b[VKI__MMV_DOT_W].buf = bw;
    b[VKI__MMV_DOT_XQ4].buf = bq;
    b[VKI__MMV_DOT_Y].buf = by;
    b[VKI__MMV_DOT_Y].write = 1;
    b[VKI__MMV_DOT_BIAS].buf = bb;
    b[VKI__MMV_DOT_IQ_GRID].buf = grids_for(g_ctx, (int)s->spec[2], bw);
    pc.K = K;
    pc.N = N;
    pc.ldy = ldy;
    pc.ycol = ycol;
    pc.flags = flags;
    VKT_CHECK(vki__dispatch(g_ctx, pipe, b, VKI__MMV_DOT_NBIND, &pc, sizeof pc, (N + s->bn - 1) / s->bn, 1, 1) ==
                  VKI_SUCCESS, "dispatch: %s", vki_last_error(g_ctx));
}

/* Runs one product and checks it; *worst: the largest |gpu - cpu| / (mag + 1e-2). */
static int run_mm(const mm_cfg *s, uint32_t M, uint32_t N, uint32_t K, int flags, uint32_t lda_pad, double *worst) {
    int type = (int)s->spec[2], coop = strcmp(s->kernel, "mm_coop") == 0, mmv = strcmp(s->kernel, "mmv_dot") == 0;
    int dot = strcmp(s->kernel, "mm_dot") == 0 || mmv;
    int pipe = 0, ok = 1, ah = coop && s->n_spec > 10 && s->spec[10]; /* fp16 activations, lda a multiple of 8 */
    int over;
    size_t rb = ref_row_size(type, K);
    uint32_t lda = ah ? (K + lda_pad + 7) / 8 * 8 : K + lda_pad, ycol = 3, ldy = ycol + N + 5, rows = M + 2, t, r, c;
    uint8_t *w = (uint8_t *)malloc(rb * N);
    float *wf = (float *)malloc((size_t)N * K * 4), *a = (float *)malloc((size_t)M * lda * 4);
    float *y0 = (float *)malloc((size_t)rows * ldy * 4), *y = (float *)malloc((size_t)rows * ldy * 4);
    float *bias = (float *)malloc((size_t)N * 4);
    double *ad = (double *)malloc((size_t)M * K * sizeof(double));
    double *near = (double *)calloc((size_t)M * K, sizeof(double)); /* int8 route: d_a where a rounding is near a tie */
    uint16_t *ah16;
    vki_buffer *bw = NULL, *ba = NULL, *by = NULL, *bb = NULL, *bq = NULL;
    vki__bind b[VKI__MM_NBIND];
    vki__pc_mm pc; /* mm_coop's too */
    *worst = 0;
    rand_weights(type, N, K, w, wf, bias);
    for (t = 0; t < M * lda; t++) a[t] = vkt_randf() * 2.0f;
    ah16 = ah ? to_fp16(a, (size_t)M * lda) : NULL; /* uploaded as fp16; the CPU takes the same values */
    for (t = 0; t < rows * ldy; t++) y0[t] = vkt_randf();
    for (t = 0; t < M; t++) {
        for (c = 0; c < K; c++) ad[(size_t)t * K + c] = a[t * lda + c];
        /* int8 route: the product of the int8-rounded activations, ties within DOT_MARGIN noted */
        if (dot) ref_quant_act(ad + (size_t)t * K, (int)K, ad + (size_t)t * K, DOT_MARGIN, near + (size_t)t * K);
    }
    /* (+ 16: the int8 kernels' aligned word loads read up to 2 bytes past a Q8_0 row's last block, as the
       model's weight buffers allow) */
    VKT_CHECK(vki_buffer_create(g_ctx, rb * N + 16, &bw) == VKI_SUCCESS, "alloc");
    if (mmv) VKT_CHECK(vki_buffer_create(g_ctx, (uint64_t)M * K / 2 * 3, &bq) == VKI_SUCCESS, "alloc");
    if (mmv && !bq) ok = 0;
    VKT_CHECK(vki_buffer_create(g_ctx, (uint64_t)M * lda * 4, &ba) == VKI_SUCCESS, "alloc");
    VKT_CHECK(vki_buffer_create(g_ctx, (uint64_t)rows * ldy * 4, &by) == VKI_SUCCESS, "alloc");
    VKT_CHECK(vki_buffer_create(g_ctx, (uint64_t)N * 4, &bb) == VKI_SUCCESS, "alloc");
    if (!bw || !ba || !by || !bb) ok = 0;
    {
        uint64_t most = (uint64_t)rb * N, ab = (uint64_t)M * lda * 4, yb = (uint64_t)rows * ldy * 4;
        char what[96];
        most = ab > most ? ab : most;
        most = yb > most ? yb : most;
        snprintf(what, sizeof what, "%s %s M %u N %u K %u", s->kernel, ref_type_name(type), M, N, K);
        over = vkt_skip_over_range(g_ctx, most, what);
    }
    if (ok && !over) {
        vki_buffer_upload(bw, 0, w, rb * N);
        if (ah16) vki_buffer_upload(ba, 0, ah16, (uint64_t)M * lda * 2);
        else vki_buffer_upload(ba, 0, a, (uint64_t)M * lda * 4);
        vki_buffer_upload(by, 0, y0, (uint64_t)rows * ldy * 4);
        vki_buffer_upload(bb, 0, bias, (uint64_t)N * 4);
        memset(b, 0, sizeof b);
        b[VKI__MM_W].buf = bw;
        b[VKI__MM_A].buf = ba;
        b[VKI__MM_Y].buf = by;
        b[VKI__MM_Y].write = 1;
        b[VKI__MM_BIAS].buf = bb;
        b[VKI__MM_IQ_GRID].buf = grids_for(g_ctx, type, bw);
        memset(&pc, 0, sizeof pc);
        pc.K = K;
        pc.N = N;
        pc.M = M;
        pc.lda = lda;
        pc.ldy = ldy;
        pc.ycol = ycol;
        pc.flags = (uint32_t)flags;
        VKT_CHECK(vki__pipeline_get(g_ctx, s->kernel, s->spec, s->n_spec, s->spec[1], &pipe) == VKI_SUCCESS,
                  "pipeline: %s", vki_last_error(g_ctx));
        if (mmv) /* quant_rows, then the multi-column mat-vec: s->bn rows a workgroup */
            run_mmv(s, bw, ba, by, bb, bq, M, N, K, lda, ldy, ycol, (uint32_t)flags);
        for (c = 0; !mmv && c < (g_slices > 1 ? g_slices : 1u); c++) {
            if (g_slices > 1) {
                pc.K = K / g_slices;
                pc.k0 = c * pc.K;
                pc.kw = K;
                pc.flags = c ? 2u : (uint32_t)flags;
            }
            VKT_CHECK(vki__dispatch(g_ctx, pipe, b, VKI__MM_NBIND, &pc, sizeof pc, (N + s->bn - 1) / s->bn,
                                    (M + s->bm - 1) / s->bm, 1) == VKI_SUCCESS,
                      "dispatch: %s", vki_last_error(g_ctx));
        }
        VKT_CHECK(vki_buffer_read(by, 0, y, (uint64_t)rows * ldy * 4) == VKI_SUCCESS, "read");
        for (t = 0; t < rows; t++)
            for (c = 0; c < ldy; c++) {
                size_t o = (size_t)t * ldy + c;
                double sum = 0, mag = 0, amag = 0, tie = 0, e, tol;
                const float *wr;
                const double *at;
                if (t >= M || c < ycol || c >= ycol + N) { /* the guard region: untouched, bit for bit */
                    if (memcmp(&y[o], &y0[o], 4) != 0) {
                        if (ok)
                            printf("  %s %s M %u N %u: wrote outside the product at row %u column %u\n", s->kernel,
                                   ref_type_name(type), M, N, t, c);
                        ok = 0;
                    }
                    continue;
                }
                r = c - ycol;
                wr = wf + (size_t)r * K;
                at = ad + (size_t)t * K;
                for (uint32_t k = 0; k < K; k++) {
                    sum += wr[k] * at[k];
                    mag += fabs(wr[k] * at[k]);
                    amag += fabs(wr[k]) + fabs(at[k]);
                    tie += fabs(wr[k]) * near[(size_t)t * K + k];
                }
                if (flags & 1) sum += bias[r];
                if (flags & 2) sum += y0[o];
                tol = 1e-4 * mag + 1e-6 + (flags & 3 ? 1e-6 * (fabs(bias[r]) + fabs(y0[o])) : 0);
                if (coop) tol += (ldexp(1, -10) + ldexp(1, -22)) * mag + ldexp(1, -25) * amag;
                if (dot) tol += tie;
                e = fabs(y[o] - sum) / (mag + 1e-2);
                if (!(e <= *worst)) *worst = e;
                if (!(fabs(y[o] - sum) <= tol)) {
                    if (ok)
                        printf("  %s %s M %u N %u K %u flags %d: Y[%u][%u] gpu %.7g cpu %.7g (tolerance %.3g)\n",
                               s->kernel, ref_type_name(type), M, N, K, flags, t, r, y[o], sum, tol);
                    ok = 0;
                }
            }
    }
    vki_buffer_destroy(bw);
    vki_buffer_destroy(ba);
    vki_buffer_destroy(by);
    vki_buffer_destroy(bb);
    vki_buffer_destroy(bq);
    free(w);
    free(wf);
    free(a);
    free(y0);
    free(y);
    free(bias);
    free(ad);
    free(near);
    free(ah16);
    return ok;
}

/* Every type with each shape vki__mm_pick gives it on a route (it varies with N, so for
   N of 1024, 4096 and 24576): M in {1, 7, 33, 100} (+ 512 on a GPU), each M with other
   flags; K 256 (the K-quants' super-block), and for the 32-element types also 96 (a step
   of 64 columns plus a tail unit). kernel: the route's kernel; route: vki_tuning.mm_route
   (float: forced, int8: where the device can, the float types skipped). */
/* ah: mm_coop with fp16 activations (AH = 1), as the prompt step plans it on tensor cores */
static void run_types(const char *kernel, int route, int ah) {
    static const uint32_t ms[5] = {1, 7, 33, 100, 512}, picks[4] = {1024, 4096, 5120, 24576};
    static const int flags[5] = {0, 1, 2, 1 | 2, 1};
    int gpu = g_ctx->vk->info.type != 4;
    size_t ti, mi, pi;
    for (ti = 0; ti < VKT_COUNT(k_types); ti++)
        for (pi = 0; pi < VKT_COUNT(picks); pi++) {
            int type = k_types[ti];
            vki__mm_shape p = vki__mm_pick(g_ctx->vk, route, type, 256, picks[pi]), q;
            mm_cfg s = from_pick(&p);
            double worst = 0, wc;
            int ok = 1, seen = 0;
            size_t pj;
            for (pj = 0; pj < pi; pj++) { /* a shape an earlier N picked: done */
                q = vki__mm_pick(g_ctx->vk, route, type, 256, picks[pj]);
                if (memcmp(q.spec, p.spec, sizeof p.spec) == 0) seen = 1;
            }
            if (seen) continue;
            if (strcmp(s.kernel, kernel) != 0) {
                if (pi || route == VKI_MM_ROUTE_INT8) continue;
                s = strcmp(kernel, "mm_coop") == 0 ? shape_coop(type, 128, 128, 2, 4, 2, 1) : shape_mm(type, 64, 64, 1);
            }
            if (ah) {
                s.spec[10] = 1;
                s.n_spec = 11;
            }
            for (mi = 0; mi < (gpu ? 5u : 4u); mi++) {
                uint32_t n = s.bn * (mi + 1) + 13 + (uint32_t)mi,
                         k = ref_type_block(type) == 256 || mi % 2 == 0 ? 256 : 96;
                if (mi == 4) n = 2 * s.bn + 7, k = 512;
                if (!run_mm(&s, ms[mi], n, k, flags[mi], mi % 2 ? 3 : 0, &wc)) ok = 0;
                if (wc > worst) worst = wc;
            }
            printf("  %s %-5s %ux%u tiles (N %5u)%s: max rel err %.2e\n", s.kernel, ref_type_name(type), s.bm, s.bn,
                   picks[pi], ah ? ", fp16 activations" : "", worst);
            VKT_CHECK(ok, "%s %s", s.kernel, ref_type_name(type));
        }
}

/* The grid types on one kernel, in one tile shape: M 33 with bias, K 512 (two super-blocks) */
static void run_grid_types(const char *kernel) {
    size_t ti;
    for (ti = 0; ti < VKT_COUNT(k_grid_types); ti++) {
        int type = k_grid_types[ti], ok;
        mm_cfg s = strcmp(kernel, "mm_coop") == 0  ? shape_coop(type, 128, 128, 2, 4, 2, 1)
                   : strcmp(kernel, "mm_dot") == 0 ? shape_dot(type, 64, 64, 2)
                                                   : shape_mm(type, 64, 64, 1);
        double worst = 0;
        ok = run_mm(&s, 33, 77, 512, 1, 3, &worst);
        printf("  %s %-7s %ux%u tiles: max rel err %.2e\n", s.kernel, ref_type_name(type), s.bm, s.bn, worst);
        VKT_CHECK(ok, "%s %s", s.kernel, ref_type_name(type));
    }
}

/* A product in slices of K (columns k0 .. k0 + K/S - 1 of rows K long, summed through Y's residual), as
   vki__mm_split_k and vki__v_slices plan them on tensor cores, on every route's kernel: 2 and 4 slices of
   K 1024, the K-quants, Q8_0, Q4_0 and F16, with the guard region and the same tolerance as the whole product */
static void test_mm_slices(void) {
    static const int types[] = {12, 14, 8, 2, 1};
    static const uint32_t ns[2] = {2, 4};
    size_t ti, ki, si;
    int dot, coop;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    dot = g_ctx->vk->info.has_integer_dot_product;
    coop = g_ctx->vk->info.has_cooperative_matrix;
    vkt_seed(59);
    for (ki = 0; ki < 4; ki++) {
        if ((ki == 1 && !dot) || (ki >= 2 && !coop)) {
            if (ki != 3) printf("  %s: not on this device\n", ki == 1 ? "mm_dot" : "mm_coop");
            continue;
        }
        for (ti = 0; ti < VKT_COUNT(types); ti++) {
            int type = types[ti], ok = 1, quant = type != 1 && type != 0;
            double w[2] = {0, 0};
            mm_cfg s = ki == 0   ? shape_mm(type, 64, 64, 1)
                     : ki == 1   ? shape_dot(type, 64, 64, 2)
                     : ki == 2   ? shape_coop(type, 128, 128, 2, 4, 2, 1)
                                 : shape_coop_qs(type, 256, 128, 4, 4, 1, 1);
            if (ki == 1 && !quant) continue;
            if (ki == 3 && type != 12 && type != 14) continue; /* QS 4: the K-quants' tile */
            if (ki >= 2) {
                s.spec[10] = ki == 3; /* the 256 x 128 tile as planned: fp16 activations */
                s.spec[12] = 1;       /* KS */
                s.n_spec = 13;
            }
            for (si = 0; si < 2; si++) {
                g_slices = ns[si];
                ok &= run_mm(&s, si ? 33 : 100, s.bn + 13, 1024, si ? 1 | 2 : 1, si ? 3 : 0, &w[si]);
            }
            g_slices = 0;
            printf("  %s %-5s %ux%u tiles in 2 / 4 slices of K: max rel err %.2e %.2e\n", s.kernel, ref_type_name(type),
                   s.bm, s.bn, w[0], w[1]);
            VKT_CHECK(ok, "%s %s in slices", s.kernel, ref_type_name(type));
        }
    }
}

static void test_mm_float(void) {
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    vkt_seed(41);
    run_types("mm", VKI_MM_ROUTE_FLOAT, 0);
    run_grid_types("mm");
}

/* Other float-route shapes: smaller tiles, two units a step (K = 32: a single tail unit). */
static void test_mm_float_shapes(void) {
    static const int types[] = {8, 12, 14, 3};
    size_t ti;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    vkt_seed(43);
    for (ti = 0; ti < VKT_COUNT(types); ti++) {
        int type = types[ti], ok = 1;
        mm_cfg a = shape_mm(type, 32, 64, 2), b = shape_mm(type, 64, 32, 2), c = shape_mm(type, 16, 128, 1);
        double w1, w2, w3, w4 = 0;
        ok &= run_mm(&a, 45, 71, 256, 1 | 2, 1, &w1);
        ok &= run_mm(&b, 9, 40, 512, 0, 0, &w2);
        ok &= run_mm(&c, 20, 130, 256, 2, 3, &w3);
        if (ref_type_block(type) == 32) ok &= run_mm(&a, 3, 5, 32, 1, 0, &w4);
        printf("  mm %-5s 32x64 / 64x32 / 16x128 tiles: max rel err %.2e %.2e %.2e %.2e\n", ref_type_name(type), w1, w2,
               w3, w4);
        /* a batch's step: tiles of its few rows (vki__plan_mm_one), M 3 on 4 x 64, M 5 on 8 x 64 */
        a = shape_mm(type, 4, 64, 1);
        b = shape_mm(type, 8, 64, 1);
        ok &= run_mm(&a, 3, 70, 256, 1 | 2, 0, &w1);
        ok &= run_mm(&b, 5, 130, 256, 2, 1, &w2);
        printf("  mm %-5s 4x64 / 8x64 tiles: max rel err %.2e %.2e\n", ref_type_name(type), w1, w2);
        VKT_CHECK(ok, "%s", ref_type_name(type));
    }
}

/* The int8 route (mm_dot) for every quantized type, where the device has integer dot
   products (forced where it also has tensor cores) */
static void test_mm_dot(void) {
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_integer_dot_product)
        VKT_SKIP("the device does not enable shaderIntegerDotProduct (%s)", g_ctx->vk->info.name);
    vkt_seed(59);
    run_types("mm_dot", VKI_MM_ROUTE_INT8, 0);
    run_grid_types("mm_dot");
}

/* Other int8-route shapes: 32 x 64 tiles with one unit a step, 64 x 32 with four (24 KiB
   of shared memory at 64 x 64), 16 x 128 with two; K = 32 (a single tail unit) */
static void test_mm_dot_shapes(void) {
    static const int types[] = {8, 12, 14, 3, 6};
    size_t ti;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_integer_dot_product)
        VKT_SKIP("the device does not enable shaderIntegerDotProduct (%s)", g_ctx->vk->info.name);
    vkt_seed(61);
    for (ti = 0; ti < VKT_COUNT(types); ti++) {
        int type = types[ti], ok = 1;
        mm_cfg a = shape_dot(type, 32, 64, 1), b = shape_dot(type, 64, 32, 4), c = shape_dot(type, 16, 128, 2);
        double w1, w2, w3, w4 = 0;
        ok &= run_mm(&a, 45, 71, 256, 1 | 2, 1, &w1);
        ok &= run_mm(&b, 9, 40, 512, 0, 0, &w2);
        ok &= run_mm(&c, 20, 130, 256, 2, 3, &w3);
        if (ref_type_block(type) == 32) ok &= run_mm(&b, 3, 5, 32, 1, 0, &w4);
        printf("  mm_dot %-5s 32x64 / 64x32 / 16x128 tiles: max rel err %.2e %.2e %.2e %.2e\n", ref_type_name(type),
               w1, w2, w3, w4);
        /* a batch's step: tiles of its few rows (vki__plan_mm_one), M 3 on 4 x 64, M 5 on 8 x 64 */
        a = shape_dot(type, 4, 64, 2);
        b = shape_dot(type, 8, 64, 2);
        ok &= run_mm(&a, 3, 70, 256, 1 | 2, 0, &w1);
        ok &= run_mm(&b, 5, 130, 256, 2, 1, &w2);
        printf("  mm_dot %-5s 4x64 / 8x64 tiles: max rel err %.2e %.2e\n", ref_type_name(type), w1, w2);
        VKT_CHECK(ok, "%s", ref_type_name(type));
    }
}

/* mmv_dot, a batch's products as mat-vecs of M columns (vki__plan_mmv): its inputs from quant_rows, the int8
   route's tolerance; M (its COLS) 1, 3, 8 and 16, 1, 2 and 4 rows a subgroup in 4-subgroup workgroups (at M 3 and 8
   a row's units split between 2 and 4 subgroups, K 4608), N not a multiple of a workgroup's rows, K 256 (and 96: a
   32-element type's odd unit count), lda padded, every flag */
static void test_mmv_dot(void) {
    /* Q8_0, Q4_K, Q6_K, Q4_0 at every M; IQ4_XS and IQ2_XXS (a grid type) at M 3 alone (lavapipe's
       pipeline compiles are most of the test's time) */
    static const int types[] = {8, 12, 14, 2, 23, 16};
    static const uint32_t cols[4] = {1, 3, 8, 16};
    size_t ti, ci;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_integer_dot_product)
        VKT_SKIP("the device does not enable shaderIntegerDotProduct (%s)", g_ctx->vk->info.name);
    vkt_seed(67);
    for (ti = 0; ti < VKT_COUNT(types); ti++) {
        int type = types[ti], ok = 1;
        double w[4] = {0, 0, 0, 0}, e;
        for (ci = 0; ci < 4; ci++) {
            mm_cfg c;
            uint32_t rsub = ci == 1 ? 4 : ci == 3 ? 2 : 1;
            if (ti >= 4 && ci != 1) continue;
            memset(&c, 0, sizeof c);
            c.kernel = "mmv_dot";
            c.spec[1] = g_ctx->vk->info.subgroup_size;
            c.spec[0] = 4 * c.spec[1];
            c.spec[2] = (uint32_t)type;
            c.spec[3] = rsub;
            c.spec[4] = cols[ci];
            c.spec[5] = ci == 1 ? 2 : ci == 2 ? 4 : 1; /* subgroups a row's units are split between */
            c.n_spec = 6;
            c.bn = 4 / c.spec[5] * rsub;
            /* K 4608 where the units are split: 144 units, every slice's share on 32- and 8-lane subgroups */
            ok &= run_mm(&c, cols[ci], 37, c.spec[5] > 1 ? 4608 : 256, (int)ci & 3, ci, &w[ci]);
            if (ref_type_block(type) == 32) {
                ok &= run_mm(&c, cols[ci], 11, 96, 1 | 2, 1, &e);
                w[ci] = e > w[ci] ? e : w[ci];
            }
        }
        if (ti >= 4) printf("  mmv_dot %-5s M 3: max rel err %.2e\n", ref_type_name(type), w[1]);
        else
            printf("  mmv_dot %-5s M 1 / 3 / 8 / 16: max rel err %.2e %.2e %.2e %.2e\n", ref_type_name(type), w[0],
                   w[1], w[2], w[3]);
        VKT_CHECK(ok, "%s", ref_type_name(type));
    }
}

static void test_mm_coop(void) {
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_cooperative_matrix)
        VKT_SKIP("the device does not enable VK_NV_cooperative_matrix with the 16x16x16 fp16 shape (%s)",
                 g_ctx->vk->info.name);
    vkt_seed(47);
    run_types("mm_coop", VKI_TUNE_DEFAULT, 0);
    run_types("mm_coop", VKI_TUNE_DEFAULT, 1);
    run_grid_types("mm_coop");
}

/* Other tensor-core shapes: 64 x 128 (2 x 4 subgroups of 32 x 32), 128 x 256 (4 x 4
   subgroups of 32 x 64, one unit a step), 64 x 64 (2 x 2 subgroups of 32 x 32, four units
   a step), 256 x 128 (4 x 4 subgroups of 64 x 32, one unit a step), 256 x 64 (4 x 2
   subgroups of 64 x 32, two units a step: 45 KiB of shared memory), each with and
   without the next step's loads ahead (PF); 256 x 128 and 128 x 128 (2 x 4 subgroups, two
   units a step) with a unit decoded by 4 threads (QS) too. */
static void test_mm_coop_shapes(void) {
    static const int types[] = {8, 12, 14, 1, 13, 23, 0};
    size_t ti;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_cooperative_matrix)
        VKT_SKIP("the device does not enable VK_NV_cooperative_matrix with the 16x16x16 fp16 shape (%s)",
                 g_ctx->vk->info.name);
    vkt_seed(53);
    for (ti = 0; ti < VKT_COUNT(types); ti++) {
        int type = types[ti], ok = 1;
        uint32_t pf;
        for (pf = 0; pf < 2; pf++) {
            mm_cfg a = shape_coop(type, 64, 128, 2, 4, 2, pf), b = shape_coop(type, 128, 256, 4, 4, 1, pf);
            mm_cfg c = shape_coop(type, 64, 64, 2, 2, 4, pf), d = shape_coop(type, 256, 128, 4, 4, 1, pf);
            mm_cfg e = shape_coop(type, 256, 64, 4, 2, 2, pf);
            double w1, w2, w3, w4, w5;
            ok &= run_mm(&a, 100, 300, 512, 1 | 2, 1, &w1);
            ok &= run_mm(&b, 200, 270, 768, 0, 0, &w2);
            ok &= run_mm(&c, 33, 100, 256, 2, 3, &w3);
            ok &= run_mm(&d, 300, 140, 512, 1, 0, &w4);
            ok &= run_mm(&e, 260, 150, 512, 2, 1, &w5);
            printf("  mm_coop %-5s PF %u 64x128 / 128x256 / 64x64 / 256x128 / 256x64 tiles: max rel err %.2e %.2e %.2e "
                   "%.2e %.2e\n",
                   ref_type_name(type), pf, w1, w2, w3, w4, w5);
            a = shape_coop_qs(type, 256, 128, 4, 4, 1, pf);
            b = shape_coop_qs(type, 128, 128, 2, 4, 2, pf);
            ok &= run_mm(&a, 300, 140, 512, 1, 3, &w1);
            ok &= run_mm(&b, 130, 270, 768, 2, 0, &w2);
            ok &= run_mm(&a, 512, 200, 256, 1 | 2, 0, &w3);
            printf("  mm_coop %-5s PF %u QS 4 256x128 / 128x128 / 256x128 tiles: max rel err %.2e %.2e %.2e\n",
                   ref_type_name(type), pf, w1, w2, w3);
            a.spec[10] = b.spec[10] = c.spec[10] = 1; /* fp16 activations */
            a.n_spec = b.n_spec = c.n_spec = 11;
            ok &= run_mm(&a, 300, 140, 512, 1, 3, &w1);
            ok &= run_mm(&b, 130, 270, 768, 2, 1, &w2);
            ok &= run_mm(&c, 33, 100, 256, 2, 3, &w3);
            printf("  mm_coop %-5s PF %u fp16 activations, QS 4 256x128 / QS 4 128x128 / 64x64 tiles: max rel err %.2e "
                   "%.2e %.2e\n",
                   ref_type_name(type), pf, w1, w2, w3);
        }
        VKT_CHECK(ok, "%s", ref_type_name(type));
    }
}

/* mm_coop's SwiGLU epilogue (GU = 1: the prompt step's gate|up with fp16 activations): W holds F gate rows, then
   F up rows; Y gets silu(g) u as fp16, F columns a row of ldy halves. Against the CPU's g and u in double with run_mm's
   tensor-core bound tg, tu for each product: silu' lies in [-0.1, 1.1], so |gpu - cpu| <= 1.1 tg (|u| + tu) +
   |silu(g)| tu, plus f32 arithmetic (1e-5 |y| + 1e-6) and the rounding to fp16 (2^-11 |y| + 2^-25). Every element
   outside the F x M product (columns past F, rows past M) must keep its bits. *worst: the largest error / tolerance. */
static int run_gu(const mm_cfg *s, uint32_t M, uint32_t F, uint32_t K, double *worst) {
    int type = (int)s->spec[2], pipe = 0, ok = 1;
    size_t rb = ref_row_size(type, K);
    uint32_t N = 2 * F, ldy = F + 6, rows = M + 2, t, c;
    uint8_t *w = (uint8_t *)malloc(rb * N);
    float *wf = (float *)malloc((size_t)N * K * 4), *a = (float *)malloc((size_t)M * K * 4);
    uint16_t *y0 = (uint16_t *)malloc((size_t)rows * ldy * 2), *y = (uint16_t *)malloc((size_t)rows * ldy * 2), *ah16;
    vki_buffer *bw = NULL, *ba = NULL, *by = NULL;
    vki__bind b[VKI__MM_NBIND];
    vki__pc_mm pc;
    *worst = 0;
    rand_weights(type, N, K, w, wf, NULL);
    for (t = 0; t < M * K; t++) a[t] = vkt_randf() * 2.0f;
    ah16 = to_fp16(a, (size_t)M * K);
    for (t = 0; t < rows * ldy; t++) y0[t] = ref_f32_to_fp16(vkt_randf());
    VKT_CHECK(vki_buffer_create(g_ctx, rb * N, &bw) == VKI_SUCCESS, "alloc");
    VKT_CHECK(vki_buffer_create(g_ctx, (uint64_t)M * K * 2, &ba) == VKI_SUCCESS, "alloc");
    VKT_CHECK(vki_buffer_create(g_ctx, (uint64_t)rows * ldy * 2, &by) == VKI_SUCCESS, "alloc");
    if (bw && ba && by) {
        vki_buffer_upload(bw, 0, w, rb * N);
        vki_buffer_upload(ba, 0, ah16, (uint64_t)M * K * 2);
        vki_buffer_upload(by, 0, y0, (uint64_t)rows * ldy * 2);
        memset(b, 0, sizeof b);
        b[VKI__MM_W].buf = bw;
        b[VKI__MM_A].buf = ba;
        b[VKI__MM_Y].buf = by;
        b[VKI__MM_Y].write = 1;
        b[VKI__MM_BIAS].buf = bw; /* not read (no bias flag) */
        b[VKI__MM_IQ_GRID].buf = grids_for(g_ctx, type, bw);
        memset(&pc, 0, sizeof pc);
        pc.K = pc.lda = K;
        pc.N = N;
        pc.M = M;
        pc.ldy = ldy;
        VKT_CHECK(vki__pipeline_get(g_ctx, s->kernel, s->spec, s->n_spec, s->spec[1], &pipe) == VKI_SUCCESS,
                  "pipeline: %s", vki_last_error(g_ctx));
        VKT_CHECK(vki__dispatch(g_ctx, pipe, b, VKI__MM_NBIND, &pc, sizeof pc, (N + s->bn - 1) / s->bn,
                                (M + s->bm - 1) / s->bm, 1) == VKI_SUCCESS,
                  "dispatch: %s", vki_last_error(g_ctx));
        VKT_CHECK(vki_buffer_read(by, 0, y, (uint64_t)rows * ldy * 2) == VKI_SUCCESS, "read");
        for (t = 0; t < rows; t++)
            for (c = 0; c < ldy; c++) {
                size_t o = (size_t)t * ldy + c;
                double g = 0, u = 0, gm = 0, um = 0, ga = 0, ua = 0, tg, tu, sg, want, tol, got = ref_fp16_to_f32(y[o]);
                if (t >= M || c >= F) {
                    if (y[o] != y0[o]) {
                        if (ok)
                            printf("  GU %s M %u F %u: wrote outside at row %u column %u\n", ref_type_name(type), M,
                                   F, t, c);
                        ok = 0;
                    }
                    continue;
                }
                for (uint32_t k = 0; k < K; k++) {
                    double x = a[(size_t)t * K + k], wg = wf[(size_t)c * K + k], wu = wf[(size_t)(F + c) * K + k];
                    g += wg * x;
                    u += wu * x;
                    gm += fabs(wg * x);
                    um += fabs(wu * x);
                    ga += fabs(wg) + fabs(x);
                    ua += fabs(wu) + fabs(x);
                }
                tg = (1e-4 + ldexp(1, -10) + ldexp(1, -22)) * gm + ldexp(1, -25) * ga + 1e-6;
                tu = (1e-4 + ldexp(1, -10) + ldexp(1, -22)) * um + ldexp(1, -25) * ua + 1e-6;
                sg = g / (1.0 + exp(-g));
                want = sg * u;
                tol = 1.1 * tg * (fabs(u) + tu) + fabs(sg) * tu + (1e-5 + ldexp(1, -11)) * fabs(want) + 1e-6 +
                      ldexp(1, -25);
                if (fabs(got - want) / tol > *worst) *worst = fabs(got - want) / tol;
                if (!(fabs(got - want) <= tol)) {
                    if (ok)
                        printf("  GU %s M %u F %u K %u: Y[%u][%u] gpu %.7g cpu %.7g (tolerance %.3g)\n",
                               ref_type_name(type), M, F, K, t, c, got, want, tol);
                    ok = 0;
                }
            }
    } else
        ok = 0;
    vki_buffer_destroy(bw);
    vki_buffer_destroy(ba);
    vki_buffer_destroy(by);
    free(w);
    free(wf);
    free(a);
    free(y0);
    free(y);
    free(ah16);
    return ok;
}

/* GU with the shapes vki__mm_pick gives a gate|up of 2F rows: F 136 (64 x 64 tiles), 1032 (128 x 128), 2600 (Q4_K:
   192 x 128) and 12296 (Q4_K and Q8_0: 256 x 128, a unit decoded by 4 threads), tails in both directions */
static void test_mm_coop_gu(void) {
    static const int types[] = {12, 14, 8, 1};
    static const uint32_t fs[4] = {136, 1032, 2600, 12296}, ms[4] = {300, 33, 130, 7};
    size_t ti, fi;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_cooperative_matrix)
        VKT_SKIP("the device does not enable VK_NV_cooperative_matrix with the 16x16x16 fp16 shape (%s)",
                 g_ctx->vk->info.name);
    vkt_seed(67);
    for (ti = 0; ti < VKT_COUNT(types); ti++) {
        int ok = 1;
        double wc, worst = 0;
        for (fi = 0; fi < 4; fi++) {
            vki__mm_shape p = vki__mm_pick(g_ctx->vk, VKI_TUNE_DEFAULT, types[ti], 256, 2 * fs[fi]);
            mm_cfg s = from_pick(&p);
            s.spec[10] = s.spec[11] = 1;
            s.n_spec = 12;
            ok &= run_gu(&s, ms[fi], fs[fi], 256, &wc);
            if (wc > worst) worst = wc;
        }
        printf("  mm_coop %-5s SwiGLU epilogue: max error / tolerance %.3f\n", ref_type_name(types[ti]), worst);
        VKT_CHECK(ok, "%s", ref_type_name(types[ti]));
    }
}

/* The producers of the products' activations, rmsnorm_rows and swiglu_rows, with f32 (H = 0) and fp16
   (H = 1: the tensor-core route's input) output, on random rows against the CPU in double. f32: within
   1e-5 relative (the sum of squares of up to 4096 values in f32, a reciprocal square root, two products)
   plus 1e-6; fp16: the same bound plus half an fp16 step, 2^-11 relative and 2^-25 absolute (the GPU
   rounds its own f32 value to nearest). Rows past the state's n must stay untouched. */
static int g_norm_q; /* run_rows: Q = 1, the quantized rows checked against quant_rows' of the rows written */

static int run_rows(int swiglu, uint32_t h, int add, uint32_t ncols, uint32_t n, uint32_t cap, double *worst) {
    uint32_t spec[6], i, t, ld = swiglu ? 2 * ncols : ncols, st[2];
    size_t nx = (size_t)cap * ld, ny = (size_t)cap * ncols;
    float *x = (float *)malloc(nx * 4), *w = (float *)malloc((size_t)ncols * 4), *y = (float *)malloc(ny * 4);
    uint16_t *yh = (uint16_t *)malloc(ny * 2);
    float *xt = (float *)malloc(nx * 4), *xg = (float *)malloc(nx * 4); /* add: the other half, x as written back */
    vki_buffer *bx = NULL, *by = NULL, *bw = NULL, *bs = NULL, *bt = NULL, *bq = NULL, *bq2 = NULL;
    vki__bind b[VKI__RMSNORM_ROWS_NBIND];
    int pipe = 0, ok = 1, q = g_norm_q && !h && !add;
    size_t qbytes = (size_t)n * ncols / 2 * 3;
    char what[64];
    *worst = 0;
    for (i = 0; i < nx; i++) x[i] = vkt_randf() * 3.0f, xt[i] = vkt_randf() * 2.0f;
    for (i = 0; i < ncols; i++) w[i] = vkt_randf() + 0.5f;
    for (i = 0; i < ny; i++) y[i] = 7.0f, yh[i] = 0x4700; /* 7.0: a row past n must keep it */
    st[0] = 5;
    st[1] = n;
    vki_buffer_create(g_ctx, nx * 4, &bx);
    vki_buffer_create(g_ctx, ny * 4, &by);
    vki_buffer_create(g_ctx, (uint64_t)ncols * 4, &bw);
    vki_buffer_create(g_ctx, 8, &bs);
    vki_buffer_create(g_ctx, nx * 4, &bt);
    if (q) vki_buffer_create(g_ctx, qbytes, &bq), vki_buffer_create(g_ctx, qbytes, &bq2);
    VKT_CHECK(bx && by && bw && bs && bt && (!q || (bq && bq2)), "alloc");
    if (!bx || !by || !bw || !bs || !bt || (q && (!bq || !bq2))) ok = 0;
    snprintf(what, sizeof what, "%s H %u %u x %u", swiglu ? "swiglu_rows" : "rmsnorm_rows", h, cap, ncols);
    if (ok && !vkt_skip_over_range(g_ctx, nx * 4, what)) {
        vki_buffer_upload(bx, 0, x, nx * 4);
        vki_buffer_upload(bt, 0, xt, nx * 4);
        vki_buffer_upload(by, 0, h ? (void *)yh : (void *)y, h ? ny * 2 : ny * 4);
        vki_buffer_upload(bw, 0, w, (uint64_t)ncols * 4);
        vki_buffer_upload(bs, 0, st, 8);
        memset(b, 0, sizeof b);
        spec[0] = 256;
        spec[1] = g_ctx->vk->info.subgroup_size;
        spec[2] = h;
        spec[3] = (uint32_t)add;
        if (swiglu) {
            vki__pc_swiglu_rows pc;
            memset(&pc, 0, sizeof pc);
            pc.gelu = swiglu == 2;
            b[VKI__SWIGLU_ROWS_G4].buf = bx;
            b[VKI__SWIGLU_ROWS_G4].write = 1;
            b[VKI__SWIGLU_ROWS_STATE].buf = bs;
            b[VKI__SWIGLU_ROWS_H4].buf = h ? by : bw; /* unused with H = 0 */
            b[VKI__SWIGLU_ROWS_H4].write = (int)h;
            b[VKI__SWIGLU_ROWS_Q4].buf = q ? bq : bw; /* not written without Q */
            b[VKI__SWIGLU_ROWS_Q4].write = q;
            spec[3] = (uint32_t)q;
            pc.nff = ncols / 4;
            pc.ld = ld / 4;
            VKT_CHECK(vki__pipeline_get(g_ctx, "swiglu_rows", spec, 4, spec[1], &pipe) == VKI_SUCCESS, "pipeline");
            VKT_CHECK(vki__dispatch(g_ctx, pipe, b, VKI__SWIGLU_ROWS_NBIND, &pc, sizeof pc, cap, 1, 1) == VKI_SUCCESS,
                      "dispatch: %s", vki_last_error(g_ctx));
            if (!h) { /* in place: the gate columns of x */
                float *g = (float *)malloc(nx * 4);
                vki_buffer_read(bx, 0, g, nx * 4);
                for (t = 0; t < cap; t++) memcpy(y + (size_t)t * ncols, g + (size_t)t * ld, (size_t)ncols * 4);
                free(g);
            }
        } else {
            vki__pc_rmsnorm_rows pc;
            memset(&pc, 0, sizeof pc);
            b[VKI__RMSNORM_ROWS_X].buf = bx;
            b[VKI__RMSNORM_ROWS_X].write = add;
            b[VKI__RMSNORM_ROWS_XT].buf = add ? bt : bw; /* not read without ADD */
            b[VKI__RMSNORM_ROWS_Y].buf = by;
            b[VKI__RMSNORM_ROWS_Y].write = 1;
            b[VKI__RMSNORM_ROWS_W].buf = bw;
            b[VKI__RMSNORM_ROWS_STATE].buf = bs;
            b[VKI__RMSNORM_ROWS_Q4].buf = q ? bq : bw; /* not written without Q */
            b[VKI__RMSNORM_ROWS_Q4].write = q;
            spec[4] = 0;
            spec[5] = (uint32_t)q;
            pc.ncols = ncols;
            pc.eps = 1e-6f;
            VKT_CHECK(vki__pipeline_get(g_ctx, "rmsnorm_rows", spec, 6, spec[1], &pipe) == VKI_SUCCESS, "pipeline");
            VKT_CHECK(vki__dispatch(g_ctx, pipe, b, VKI__RMSNORM_ROWS_NBIND, &pc, sizeof pc, cap, 1, 1) ==
                          VKI_SUCCESS,
                      "dispatch: %s", vki_last_error(g_ctx));
        }
        if (q) { /* Q: the n rows quantized as quant_rows quantizes the y written, to the bit */
            vki__pc_quant_rows pq;
            uint32_t qs[2];
            int qp = 0;
            uint8_t *got = (uint8_t *)malloc(qbytes), *want = (uint8_t *)malloc(qbytes);
            memset(b, 0, sizeof b);
            b[VKI__QUANT_ROWS_A].buf = swiglu ? bx : by; /* swiglu_rows: in place, rows ld apart */
            b[VKI__QUANT_ROWS_Q4].buf = bq2;
            b[VKI__QUANT_ROWS_Q4].write = 1;
            pq.K = ncols;
            pq.lda = swiglu ? ld : ncols;
            pq.M = n;
            qs[0] = 256;
            qs[1] = spec[1];
            VKT_CHECK(vki__pipeline_get(g_ctx, "quant_rows", qs, 2, qs[1], &qp) == VKI_SUCCESS &&
                          vki__dispatch(g_ctx, qp, b, VKI__QUANT_ROWS_NBIND, &pq, sizeof pq,
                                        (n * ncols / 16 + 255) / 256, 1, 1) == VKI_SUCCESS,
                      "quant_rows: %s", vki_last_error(g_ctx));
            if (!got || !want || vki_buffer_read(bq, 0, got, qbytes) != VKI_SUCCESS ||
                vki_buffer_read(bq2, 0, want, qbytes) != VKI_SUCCESS || memcmp(got, want, qbytes) != 0) {
                printf("  %s Q %u x %u: the quantized rows differ from quant_rows'\n",
                       swiglu ? "swiglu_rows" : "rmsnorm_rows", n, ncols);
                ok = 0;
            }
            free(got);
            free(want);
        }
        if (h) vki_buffer_read(by, 0, yh, ny * 2);
        else if (!swiglu) vki_buffer_read(by, 0, y, ny * 4);
        if (add) { /* x + xt in f32 written back for the chunk's rows (bit for bit), the rest untouched */
            vki_buffer_read(bx, 0, xg, nx * 4);
            for (i = 0; i < nx; i++) {
                float want = i < (size_t)n * ld ? x[i] + xt[i] : x[i];
                if (memcmp(&xg[i], &want, 4) != 0) {
                    if (ok) printf("  rmsnorm_rows ADD: x[%u] %.7g, want %.7g\n", i, xg[i], want);
                    ok = 0;
                }
            }
            memcpy(x, xg, nx * 4); /* the norm's input */
        }
        for (t = 0; t < cap; t++) {
            const float *xr = x + (size_t)t * ld;
            double ss = 0, inv;
            for (i = 0; i < ncols; i++) ss += (double)xr[i] * xr[i];
            inv = 1.0 / sqrt(ss / ncols + 1e-6);
            for (i = 0; i < ncols; i++) {
                size_t o = (size_t)t * ncols + i;
                double g = xr[i], gelu = 0.5 * g * (1.0 + tanh(0.7978845608028654 * (g + 0.044715 * g * g * g)));
                double want = swiglu == 2 ? gelu * xr[ncols + i] : swiglu ? g / (1.0 + exp(-g)) * xr[ncols + i]
                                                                          : g * inv * w[i];
                double got = h ? ref_fp16_to_f32(yh[o]) : y[o];
                double tol = 1e-5 * fabs(want) + 1e-6 + (h ? ldexp(fabs(want), -11) + ldexp(1, -25) : 0);
                if (t >= n) { /* past the chunk: untouched (swiglu in place: the input) */
                    want = h ? 7.0 : swiglu ? xr[i] : 7.0;
                    tol = 0;
                }
                if (t < n && fabs(got - want) / (fabs(want) + 1e-3) > *worst)
                    *worst = fabs(got - want) / (fabs(want) + 1e-3);
                if (!(fabs(got - want) <= tol)) {
                    if (ok)
                        printf("  %s H %u: row %u column %u gpu %.7g cpu %.7g (tolerance %.3g)\n",
                               swiglu == 2 ? "swiglu_rows GELU" : swiglu ? "swiglu_rows" : "rmsnorm_rows", h, t, i,
                               got, want, tol);
                    ok = 0;
                }
            }
        }
    }
    vki_buffer_destroy(bx);
    vki_buffer_destroy(by);
    vki_buffer_destroy(bw);
    vki_buffer_destroy(bs);
    vki_buffer_destroy(bt);
    vki_buffer_destroy(bq);
    vki_buffer_destroy(bq2);
    free(x);
    free(w);
    free(y);
    free(yh);
    free(xt);
    free(xg);
    return ok;
}
static void test_rows_f16(void) {
    /* 1030 and 10240: rmsnorm_rows' path for rows it reads twice (not a multiple of 4, over 8192) */
    static const uint32_t cols[5] = {1024, 4096, 3072, 1030, 10240};
    int sw, ok = 1;
    uint32_t h, ci;
    double wc;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    vkt_seed(61);
    for (sw = 0; sw < 3; sw++) /* rmsnorm_rows, swiglu_rows, its GELU form (Gemma) */
        for (h = 0; h < 2; h++)
            for (ci = 0; ci < 5; ci++) {
                if (sw && cols[ci] % 4) continue; /* swiglu_rows takes vec4s */
                if (sw == 2 && (h || ci > 1)) continue; /* (GELU: the f32 form Gemma's sessions take) */
                ok &= run_rows(sw, h, 0, cols[ci], 5 + ci * 6, 9 + ci * 6, &wc);
                if (!sw) { /* with ADD too */
                    double wa;
                    ok &= run_rows(0, h, 1, cols[ci], 5 + ci * 6, 9 + ci * 6, &wa);
                    wc = wa > wc ? wa : wc;
                }
                printf("  %s H %u, %u columns: max rel err %.2e\n",
                       sw == 2 ? "swiglu_rows GELU" : sw ? "swiglu_rows" : "rmsnorm_rows", h, cols[ci], wc);
            }
    /* Q (a batch's rows for mmv_dot): 2064 columns, three rounds of 256 vec4s, the last one short; n 3 of 4 */
    g_norm_q = 1;
    ok &= run_rows(0, 0, 0, 2064, 3, 4, &wc);
    ok &= run_rows(0, 0, 0, 1024, 16, 16, &wc);
    ok &= run_rows(1, 0, 0, 1040, 3, 4, &wc); /* swiglu_rows Q: 260 vec4s, two rounds */
    ok &= run_rows(2, 0, 0, 1024, 8, 8, &wc);
    g_norm_q = 0;
    printf("  rmsnorm_rows / swiglu_rows Q: max rel err %.2e, quants as quant_rows'\n", wc);
    VKT_CHECK(ok, "row kernels");
}

/* ---- --bench: TFLOP/s at M = 512 on the 8B shapes ---- */

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Weights: 64 distinct random rows quantized once and repeated (quantizing 100M values
   on the CPU would take longer than the timing); random activations (fp16 for AH); the
   same inputs every call (seeded). Returns TFLOP/s. */
static float *g_yref;
static double bench_one(vki_context *ctx, const mm_cfg *s, uint32_t M, uint32_t N, uint32_t K) {
    int ah = s->n_spec > 10 && s->spec[10];
    vkt_seed(7);
    int type = (int)s->spec[2], pipe = 0, i, reps;
    size_t rb = ref_row_size(type, K), r;
    uint8_t *w = (uint8_t *)malloc(rb * N);
    float *a = (float *)malloc((size_t)M * K * 4), *row = (float *)malloc((size_t)K * 4);
    vki_buffer *bw = NULL, *ba = NULL, *by = NULL, *bb = NULL;
    vki__bind b[VKI__MM_NBIND];
    vki__pc_mm pc;
    double t0, t1, tf = 0;
    float probe;
    for (r = 0; r < 64 && r < N; r++) {
        uint32_t c;
        for (c = 0; c < K; c++) row[c] = vkt_randf() * 0.5f;
        ref_quant_row(type, row, w + r * rb, (int64_t)K);
    }
    for (; r < N; r++) memcpy(w + r * rb, w + (r % 64) * rb, rb);
    for (r = 0; r < (size_t)M * K; r++) a[r] = vkt_randf();
    vki_buffer_create(ctx, rb * N, &bw);
    vki_buffer_create(ctx, (uint64_t)M * K * 4, &ba);
    vki_buffer_create(ctx, (uint64_t)M * N * 4, &by);
    vki_buffer_create(ctx, (uint64_t)N * 4, &bb);
    if (bw && ba && by && bb) {
        vki_buffer_upload(bw, 0, w, rb * N);
        uint16_t *h = ah ? to_fp16(a, (size_t)M * K) : NULL;
        vki_buffer_upload(ba, 0, h ? (const void *)h : (const void *)a, (uint64_t)M * K * (h ? 2 : 4));
        free(h);
        memset(b, 0, sizeof b);
        b[VKI__MM_W].buf = bw;
        b[VKI__MM_A].buf = ba;
        b[VKI__MM_Y].buf = by;
        b[VKI__MM_Y].write = 1;
        b[VKI__MM_BIAS].buf = bb;
        b[VKI__MM_IQ_GRID].buf = grids_for(ctx, (int)s->spec[2], bw);
        memset(&pc, 0, sizeof pc);
        pc.K = pc.lda = K;
        pc.N = pc.ldy = N;
        pc.M = M;
        if (vki__pipeline_get(ctx, s->kernel, s->spec, s->n_spec, s->spec[1], &pipe) == VKI_SUCCESS) {
            uint32_t gx = (N + s->bn - 1) / s->bn, gy = (M + s->bm - 1) / s->bm;
            /* at least 20, about 4 TFLOP of work (a short run leaves the clocks low) */
            reps = (int)(4e12 / (2.0 * M * N * K));
            reps = reps < 20 ? 20 : reps > 400 ? 400 : reps;
            for (i = 0; i < reps; i++) vki__dispatch(ctx, pipe, b, VKI__MM_NBIND, &pc, sizeof pc, gx, gy, 1);
            vki_buffer_read(by, 0, &probe, 4);
            t0 = now_s(); /* recorded in batches (each submitted as the next one records) */
            for (i = 0; i < reps; i++) vki__dispatch(ctx, pipe, b, VKI__MM_NBIND, &pc, sizeof pc, gx, gy, 1);
            vki__flush(ctx, VKI__Q_COMPUTE);
            vki__wait_value(ctx, VKI__Q_COMPUTE, ctx->vk->q[VKI__Q_COMPUTE].next_value - 1);
            t1 = now_s();
            tf = 2.0 * M * N * K * reps / (t1 - t0) * 1e-12;
            printf("  %-7s %-5s M %u N %5u K %5u  tile %3ux%-3u spec", s->kernel, ref_type_name(type), M, N, K, s->bm,
                   s->bn);
            for (i = 5; i < s->n_spec; i++) printf(" %u", s->spec[i]);
            printf(":  %8.3f ms  %7.2f TFLOP/s", (t1 - t0) / reps * 1e3, tf);
            /* max |y - the shape's first product's y|: the same inputs, so other shapes and fp16 activations
               should agree to f32 rounding (the int8 and float routes round differently) */
            {
                float *y = (float *)malloc((size_t)M * N * 4);
                double dmax = 0, ymax = 1e-9;
                vki_buffer_read(by, 0, y, (uint64_t)M * N * 4);
                if (!g_yref) g_yref = y;
                else {
                    for (r = 0; r < (size_t)M * N; r++) {
                        double d = fabs((double)y[r] - g_yref[r]);
                        if (d > dmax || d != d) dmax = d;
                        if (fabs(g_yref[r]) > ymax) ymax = fabs(g_yref[r]);
                    }
                    printf("  max diff %.2e (max |y| %.2e)", dmax, ymax);
                    free(y);
                }
            }
            printf("\n");
        } else
            printf("  pipeline %s failed: %s\n", s->kernel, vki_last_error(ctx));
    }
    vki_buffer_destroy(bw);
    vki_buffer_destroy(ba);
    vki_buffer_destroy(by);
    vki_buffer_destroy(bb);
    free(w);
    free(a);
    free(row);
    return tf;
}

static int bench(void) {
    static const uint32_t shapes[][3] = {{12, 24576, 4096}, {12, 6144, 4096}, {12, 5120, 4096}, {12, 4096, 4096},
                                         {12, 4096, 12288}, {14, 4096, 12288}, {14, 1024, 4096}, {8, 4096, 1024},
                                         {8, 6144, 1024},   {8, 1024, 2048},   {8, 1024, 3072}};
    /* after the default (vki__mm_pick), other tensor-core shapes: tile M x N, subgroups
       along M, N, units a step, PF */
    static const uint32_t coops[][6] = {{128, 128, 2, 4, 2, 1}, {256, 128, 4, 4, 1, 1}, {64, 64, 2, 2, 4, 1},
                                        {256, 64, 4, 2, 2, 1},  {128, 256, 4, 4, 1, 1}, {128, 128, 2, 4, 1, 1},
                                        {64, 128, 2, 4, 2, 1},  {64, 64, 2, 2, 2, 1}};
    vki_context_desc d;
    size_t i, j;
    setvbuf(stdout, NULL, _IOLBF, 0); /* a line at a time: a run cut short keeps what it measured */
    memset(&d, 0, sizeof d);
    d.log_level = VKI_LOG_WARN; /* with VKINFER_PIPELINE_STATS=1: each pipeline's registers */
    if (vki_context_create(&d, &g_ctx) != VKI_SUCCESS) {
        printf("no Vulkan device\n");
        return 1;
    }
    if (getenv("VKINFER_COOP_EXT")) { /* as vkt_gpu_open: 1 NV, 2 KHR */
        int want = atoi(getenv("VKINFER_COOP_EXT"));
        if (want == VKI_COOP_NV || want == VKI_COOP_KHR) g_ctx->vk->info.coop_ext = vki__coop_route(g_ctx, want);
    }
    printf("bench on %s (cooperative matrix %s)\n", g_ctx->vk->info.name,
           g_ctx->vk->info.coop_ext == VKI_COOP_KHR  ? "VK_KHR_cooperative_matrix"
           : g_ctx->vk->info.coop_ext == VKI_COOP_NV ? "VK_NV_cooperative_matrix"
                                                     : "off");
    for (i = 0; i < VKT_COUNT(shapes); i++) {
        int type = (int)shapes[i][0];
        vki__mm_shape p = vki__mm_pick(g_ctx->vk, VKI_TUNE_DEFAULT, type, shapes[i][2], shapes[i][1]);
        mm_cfg s = from_pick(&p);
        free(g_yref); /* each shape's first product is the others' reference */
        g_yref = NULL;
        printf("  default:");
        bench_one(g_ctx, &s, 512, shapes[i][1], shapes[i][2]);
        if (strcmp(s.kernel, "mm_coop") == 0) { /* as the prompt step plans it: fp16 activations */
            s.spec[10] = 1;
            s.n_spec = 11;
            printf("  default, fp16 activations:");
            bench_one(g_ctx, &s, 512, shapes[i][1], shapes[i][2]);
        }
        if (g_ctx->vk->info.has_integer_dot_product) { /* int8 (64 x 64 tiles, 2 and 4 units a step), float */
            s = shape_dot(type, 64, 64, 2);
            bench_one(g_ctx, &s, 512, shapes[i][1], shapes[i][2]);
            s = shape_dot(type, 64, 64, 4);
            bench_one(g_ctx, &s, 512, shapes[i][1], shapes[i][2]);
            s = shape_mm(type, 64, 64, 1);
            bench_one(g_ctx, &s, 512, shapes[i][1], shapes[i][2]);
        }
        if (g_ctx->vk->info.has_cooperative_matrix)
            for (j = 0; j < VKT_COUNT(coops); j++) {
                s = shape_coop(type, coops[j][0], coops[j][1], coops[j][2], coops[j][3], coops[j][4], coops[j][5]);
                s.spec[10] = 1; /* fp16 activations */
                s.n_spec = 11;
                bench_one(g_ctx, &s, 512, shapes[i][1], shapes[i][2]);
                if (j < 2 || j == 5) { /* the same, a unit decoded by 4 threads */
                    s.spec[9] = 4;
                    bench_one(g_ctx, &s, 512, shapes[i][1], shapes[i][2]);
                }
            }
    }
    free(g_yref);
    g_yref = NULL;
    vki_context_destroy(g_ctx);
    return 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--bench") == 0) return bench();
    g_ctx = vkt_gpu_open(g_skip, sizeof g_skip);
    VKT_RUN(test_mm_float);
    VKT_RUN(test_mm_float_shapes);
    VKT_RUN(test_mm_dot);
    VKT_RUN(test_mm_dot_shapes);
    VKT_RUN(test_mmv_dot);
    VKT_RUN(test_mm_coop);
    VKT_RUN(test_mm_coop_shapes);
    VKT_RUN(test_mm_coop_gu);
    VKT_RUN(test_rows_f16);
    VKT_RUN(test_mm_slices);
    vkt_gpu_close(g_ctx);
    return vkt_summary();
}
