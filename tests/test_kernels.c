/* Kernel tests: the mat-vec kernel for every weight type and every rows-per-subgroup
   variant, on random matrices (quantized by the independent tests/ref.h) and random
   inputs, against a double-precision CPU product of the same dequantized weights.
   The input may go through the folded-in RMSNorm (x / rms(x) * aux, with sum(x^2) given
   in parts after x, as a producer leaves it) or SwiGLU (silu(x) * aux) first; the CPU
   applies the same in double. The per-workgroup outputs after y are checked too: the
   sum of y^2 over the workgroup's rows (for the next norm) and its largest y and row.
   Tolerance: |gpu - cpu| <= 1e-4 * sum_c |w_rc in_c| + 1e-6 per row (f32 accumulation of
   up to 1024 products; the weights are bit-identical on both sides); the sums of
   squares within 1e-5 relative of the same sum over the GPU's own y; the maximum and
   its row exact.
   Quantized input (matvec_dot, xq): as a consumer (XPRE) the kernel reads int8 blocks
   the test made from x * aux, and the expected product uses exactly those values times
   1/rms; as a producer it writes y * qnw (QOUT 1) or, rows being gate | up, silu(gate) *
   up (QOUT 2) in 16-row blocks, checked against the CPU's rounding of the GPU's own y:
   each quant exact (one step allowed within 1e-3 of a half-way point), each scale and
   dequantized sum within 1e-6 relative. */
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

enum { XQ_NONE, XQ_READ, XQ_WRITE, XQ_SWIGLU };

/* Quantizes v[0..16) the way the kernels do; returns the quants, *d the scale. */
static void quant16(const double *v, int *q, double *d) {
    double amax = 0;
    int k;
    for (k = 0; k < 16; k++) amax = fabs(v[k]) > amax ? fabs(v[k]) : amax;
    *d = amax / 127.0;
    for (k = 0; k < 16; k++) q[k] = amax > 0 ? (int)nearbyint(v[k] * 127.0 / amax) : 0;
}

/* Checks the producer's xq (blocks of 16 rows of y * qnw, or of silu(gate) * up for the
   n = nrows / 2 rows of each half) against the CPU's rounding */
static int check_xq(const float *y, const float *qnw, uint32_t nrows, const uint8_t *xq, int swiglu) {
    uint32_t blk, k, n = swiglu ? nrows / 2 : nrows;
    int ok = 1;
    for (blk = 0; blk < n / 16 && ok; blk++) {
        double v[16], d, sum = 0;
        int q[16];
        float gd[2];
        for (k = 0; k < 16; k++) {
            uint32_t i = 16 * blk + k;
            v[k] = swiglu ? y[i] / (1.0 + exp(-(double)y[i])) * y[n + i]
                          : (float)(y[i] * qnw[i]); /* the GPU's float product */
        }
        quant16(v, q, &d);
        memcpy(gd, xq + n + 8 * blk, 8);
        for (k = 0; k < 16; k++) {
            int g = (int8_t)xq[16 * blk + k];
            double t = d > 0 ? v[k] / d : 0;
            sum += g;
            if (g != q[k] && !(abs(g - q[k]) == 1 && fabs(fabs(t - floor(t)) - 0.5) < 1e-3)) {
                printf("  xq block %u element %u: gpu %d cpu %d (%.6f)\n", blk, k, g, q[k], t);
                ok = 0;
            }
        }
        if (!(fabs(gd[0] - d) <= (swiglu ? 1e-5 : 1e-6) * d) ||
            !(fabs(gd[1] - gd[0] * sum) <= 1e-6 * fabs(gd[0] * sum) + 1e-12)) {
            printf("  xq block %u: scale gpu %.9g cpu %.9g, sum gpu %.9g cpu %.9g\n", blk, gd[0], d, gd[1],
                   gd[0] * sum);
            ok = 0;
        }
    }
    return ok;
}

/* flags: the kernel's pc.flags, and POSTN_TEST (not one of them): y is a block's output that
   the last workgroup adds, normed by the bias array as weights, into a residual vector
   (matvec_io's POSTN, Gemma's norms after a block); dispatched twice, so that the
   finished-workgroup count must be back at zero after the first */
#define POSTN_TEST 256
static int run_matvec(int type, uint32_t ncols, uint32_t nrows, uint32_t rows_per_sg, uint32_t ks, uint32_t nsg,
                      int flags, int in_mode, int dot, int xqm, int pf, double *worst) {
    size_t rb = ref_row_size(type, ncols), r, c;
    int post = (flags & POSTN_TEST) != 0;
    float *res = (float *)malloc((nrows + 1) * 4), *res0 = (float *)malloc(nrows * 4);
    uint32_t cnt[4] = {0, 0, 0, 0};
    vki_buffer *bres = NULL, *bc = NULL;
    uint32_t per_wg = nsg / ks * rows_per_sg, n_wg = (nrows + per_wg - 1) / per_wg, nparts = 3, i;
    uint8_t *w = (uint8_t *)malloc(rb * nrows);
    float *row = (float *)malloc(ncols * sizeof(float)), *x = (float *)malloc((ncols + nparts) * 4);
    float *y = (float *)malloc((nrows + 2 * n_wg) * 4);
    float *bias = (float *)malloc(nrows * 4), *y0 = (float *)malloc(nrows * 4), *aux = (float *)malloc(ncols * 4);
    double *xin = (double *)malloc(ncols * sizeof(double)), *xq = (double *)malloc(ncols * sizeof(double)), ss = 0;
    double *near = (double *)malloc(ncols * sizeof(double));
    float *qnw = (float *)malloc(nrows * 4);
    uint8_t *xqb = (uint8_t *)calloc((ncols > nrows ? ncols : nrows) * 3 / 2, 1);
    vki_buffer *bw = NULL, *bx = NULL, *by = NULL, *bb = NULL, *ba = NULL, *bn = NULL, *bq = NULL;
    vki__bind b[VKI__MATVEC_NBIND];
    vki__pc_matvec pc; /* matvec_dot's too */
    uint32_t spec[VKI__MATVEC_DOT_NSPEC], sg = g_ctx->vk->info.subgroup_size;
    uint32_t nq = (ncols > nrows ? ncols : nrows) * 3 / 2, nspec;
    float eps = 1e-5f;
    int pipe = 0, ok = 1;
    char what[64];
    *worst = 0;
    for (c = 0; c < ncols; c++) {
        x[c] = vkt_randf() * 2.0f;
        aux[c] = 1.0f + 0.2f * vkt_randf();
        ss += (double)x[c] * x[c];
    }
    for (i = 0; i < nparts; i++) x[ncols + i] = 0.0f; /* sum(x^2) in uneven parts */
    for (c = 0; c < ncols; c++) x[ncols + (c * 7 / ncols) % nparts] += x[c] * x[c];
    for (c = 0; c < ncols; c++)
        xin[c] = in_mode == 8 ? x[c] / sqrt(ss / ncols + eps) * aux[c]
            : in_mode == 4    ? x[c] / (1.0 + exp(-(double)x[c])) * aux[c]
                              : x[c];
    /* matvec_dot rounds its input to int8 first: the product is taken with those values;
       an element whose value sits within 1e-3 of a quantum's half-way point may round
       either way in float, and is allowed that one quantum */
    if (dot && xqm != XQ_READ) ref_quant_act(xin, (int)ncols, xq, 1e-3, near);
    if (xqm == XQ_READ) { /* a producer's int8 blocks, of values unrelated to x * aux (a
                             kernel that staged x instead of reading them fails); the kernel
                             applies 1/rms of x */
        double inv = 1.0 / sqrt(ss / ncols + eps);
        for (c = 0; c < ncols; c += 16) {
            double v[16], d;
            int q[16], k, sum = 0;
            float ds[2];
            for (k = 0; k < 16; k++) v[k] = vkt_randf() * (k == 3 ? 4.0 : 1.0);
            quant16(v, q, &d);
            for (k = 0; k < 16; k++) {
                xqb[c + k] = (uint8_t)(int8_t)q[k];
                sum += q[k];
                xq[c + k] = q[k] * (double)(float)d * inv;
                near[c + k] = 0;
            }
            ds[0] = (float)d;
            ds[1] = (float)d * (float)sum;
            memcpy(xqb + ncols + c / 2, ds, 8);
        }
    }
    for (r = 0; r < nrows; r++) qnw[r] = 1.0f + 0.3f * vkt_randf();
    for (r = 0; r < nrows; r++) {
        for (c = 0; c < ncols; c++) row[c] = vkt_randf() * 0.5f;
        ref_quant_row(type, row, w + r * rb, (int64_t)ncols);
        bias[r] = vkt_randf();
        y0[r] = vkt_randf();
    }
    flags &= ~POSTN_TEST;
    for (r = 0; r < nrows; r++) res0[r] = vkt_randf();
    VKT_CHECK(vki_buffer_create(g_ctx, rb * nrows, &bw) == VKI_SUCCESS, "alloc");
    vki_buffer_create(g_ctx, (nrows + 1) * 4, &bres);
    vki_buffer_create(g_ctx, sizeof cnt, &bc);
    vki_buffer_upload(bres, 0, res0, nrows * 4);
    vki_buffer_upload(bc, 0, cnt, sizeof cnt);
    vki_buffer_create(g_ctx, (ncols + nparts) * 4, &bx);
    vki_buffer_create(g_ctx, (nrows + 2 * n_wg) * 4, &by);
    vki_buffer_create(g_ctx, nrows * 4, &bb);
    vki_buffer_create(g_ctx, ncols * 4, &ba);
    vki_buffer_create(g_ctx, nrows * 4, &bn);
    vki_buffer_create(g_ctx, nq, &bq);
    vki_buffer_upload(ba, 0, aux, ncols * 4);
    vki_buffer_upload(bn, 0, qnw, nrows * 4);
    vki_buffer_upload(bq, 0, xqb, nq);
    vki_buffer_upload(bw, 0, w, rb * nrows);
    vki_buffer_upload(bx, 0, x, (ncols + nparts) * 4);
    vki_buffer_upload(by, 0, y0, nrows * 4);
    vki_buffer_upload(bb, 0, bias, nrows * 4);
    spec[VKI__MATVEC_SPEC_WG] = nsg * sg;
    spec[VKI__MATVEC_SPEC_SG] = sg;
    spec[VKI__MATVEC_SPEC_WTYPE] = (uint32_t)type;
    spec[VKI__MATVEC_SPEC_R] = rows_per_sg;
    spec[VKI__MATVEC_SPEC_KS] = ks;
    spec[VKI__MATVEC_DOT_SPEC_XMAX] = ncols;
    spec[VKI__MATVEC_DOT_SPEC_XPRE] = xqm == XQ_READ;
    spec[VKI__MATVEC_SPEC_QOUT] = xqm == XQ_WRITE ? 1 : xqm == XQ_SWIGLU ? 2 : 0;
    spec[VKI__MATVEC_DOT_SPEC_PF] = (uint32_t)pf; /* matvec_dot, Q4_K: weights loaded a round ahead */
    spec[VKI__MATVEC_SPEC_SPLIT] = spec[VKI__MATVEC_SPEC_GELU] = 0;
    spec[VKI__MATVEC_SPEC_POSTN] = (uint32_t)post;
    spec[VKI__MATVEC_DOT_SPEC_COPIES] = dot ? vki__mv_copies(g_ctx, type, ncols, per_wg) : 1; /* as the library */
    memset(b, 0, sizeof b);
    b[VKI__MATVEC_W].buf = bw;
    b[VKI__MATVEC_Y].buf = by;
    b[VKI__MATVEC_Y].write = 1;
    b[VKI__MATVEC_PCNT] = b[VKI__MATVEC_Y]; /* the count, where POSTN is off: y, as the library binds it */
    if (post) b[VKI__MATVEC_PCNT].buf = bc;
    b[VKI__MATVEC_BIAS].buf = bb;
    b[VKI__MATVEC_W4].buf = bw;
    b[VKI__MATVEC_X4].buf = bx;
    b[VKI__MATVEC_AUX4].buf = ba;
    b[VKI__MATVEC_XF].buf = bx;
    b[VKI__MATVEC_QNW].buf = bn;
    b[VKI__MATVEC_XQ4].buf = bq;
    b[VKI__MATVEC_XO4].buf = post ? bres : bq;
    b[VKI__MATVEC_XO4].write = 1;
    b[VKI__MATVEC_IQ_GRID].buf = grids_for(g_ctx, type, bw);
    memset(&pc, 0, sizeof pc);
    pc.ncols = ncols;
    pc.nrows = nrows;
    pc.flags = (uint32_t)(flags | in_mode | (xqm == XQ_SWIGLU ? 128 : 0)); /* gate | up rows paired (with QOUT 2) */
    pc.eps = eps;
    pc.npart = nparts;
    pc.maxat = nrows; /* flag 32: the (max, row) pairs after the rows, */
    pc.row0 = 0;      /* rows numbered from 0 (one part: not a split LM head) */
    snprintf(what, sizeof what, "%s %s %u x %u", dot ? "matvec_dot" : "matvec", ref_type_name(type), nrows, ncols);
    if (vkt_skip_over_range(g_ctx, (uint64_t)rb * nrows, what)) goto done; /* VKT_PROFILE's lowered range */
    nspec = dot ? (uint32_t)VKI__MATVEC_DOT_NSPEC : (uint32_t)VKI__MATVEC_NSPEC;
    VKT_CHECK(vki__pipeline_get(g_ctx, dot ? "matvec_dot" : "matvec", spec, nspec, sg, &pipe) == VKI_SUCCESS,
              "pipeline: %s", vki_last_error(g_ctx));
    for (i = 0; i < (post ? 2u : 1u); i++)
        VKT_CHECK(vki__dispatch(g_ctx, pipe, b, VKI__MATVEC_NBIND, &pc, sizeof pc, n_wg, 1, 1) == VKI_SUCCESS,
                  "dispatch: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_buffer_read(by, 0, y, (nrows + 2 * n_wg) * 4) == VKI_SUCCESS, "read");
    if (post) { /* x0 + 2 y / rms(y) * w over the GPU's own y, sum(x^2) after it, the count at 0 */
        double sy = 0, sx = 0, inv;
        VKT_CHECK(vki_buffer_read(bres, 0, res, (nrows + 1) * 4) == VKI_SUCCESS, "read");
        VKT_CHECK(vki_buffer_read(bc, 0, cnt, sizeof cnt) == VKI_SUCCESS, "read");
        for (r = 0; r < nrows; r++) sy += (double)y[r] * y[r];
        inv = 1.0 / sqrt(sy / nrows + eps);
        for (r = 0; r < nrows; r++) {
            double want = res0[r] + 2.0 * y[r] * inv * bias[r];
            sx += want * want;
            if (!(fabs(res[r] - want) <= 1e-5 * (fabs(res0[r]) + 2.0 * fabs(y[r] * inv * bias[r])) + 1e-6)) {
                if (ok) printf("  %s post norm row %zu: gpu %.7g cpu %.7g\n", ref_type_name(type), r, res[r], want);
                ok = 0;
            }
        }
        if (!(fabs(res[nrows] - sx) <= 1e-5 * sx) || cnt[0] != 0) {
            printf("  %s post norm: sum of squares gpu %.7g cpu %.7g, count %u\n", ref_type_name(type), res[nrows], sx,
                   cnt[0]);
            ok = 0;
        }
    }
    if (xqm == XQ_WRITE || xqm == XQ_SWIGLU) {
        VKT_CHECK(vki_buffer_read(bq, 0, xqb, nq) == VKI_SUCCESS, "read");
        ok = check_xq(y, qnw, nrows, xqb, xqm == XQ_SWIGLU);
    }
    for (r = 0; r < nrows; r++) {
        double s = 0, mag = 0, flip = 0, e;
        ref_dequant_row(type, w + r * rb, row, (int64_t)ncols);
        for (c = 0; c < ncols; c++) {
            double v = dot ? xq[c] : xin[c];
            s += (double)row[c] * v;
            mag += fabs((double)row[c] * v);
            if (dot) flip += fabs((double)row[c]) * near[c]; /* one quantum, near a tie */
        }
        if (flags & 1) s += bias[r];
        if (flags & 2) s += y0[r];
        e = fabs(y[r] - s) / (mag + 1e-2);
        if (!(e <= *worst)) *worst = e;
        if (!(fabs(y[r] - s) <= 1e-4 * mag + 1e-6 + flip + (flags ? 1e-6 * (fabs(bias[r]) + fabs(y0[r])) : 0))) {
            if (ok) printf("  %s row %zu: gpu %.7g cpu %.7g\n", ref_type_name(type), r, y[r], s);
            ok = 0;
        }
    }
    for (i = 0; i < n_wg && (flags & 48); i++) { /* per-workgroup outputs, over the GPU's own rows */
        uint32_t r0 = i * per_wg, r1 = r0 + per_wg < nrows ? r0 + per_wg : nrows, best = r0;
        double sq = 0.0;
        for (r = r0; r < r1; r++) {
            sq += (double)y[r] * y[r];
            if (y[r] > y[best]) best = (uint32_t)r;
        }
        if (flags & 16) {
            if (!(fabs(y[nrows + i] - sq) <= 1e-5 * sq + 1e-12)) {
                if (ok)
                    printf("  %s workgroup %u: sum of squares gpu %.7g cpu %.7g\n", ref_type_name(type), i,
                           y[nrows + i], sq);
                ok = 0;
            }
        } else {
            uint32_t got;
            memcpy(&got, &y[nrows + 2 * i + 1], 4);
            if (got != best || y[nrows + 2 * i] != y[best]) {
                if (ok)
                    printf("  %s workgroup %u: max at row %u (%.7g), expected row %u (%.7g)\n", ref_type_name(type), i,
                           got, y[nrows + 2 * i], best, y[best]);
                ok = 0;
            }
        }
    }
done:
    vki_buffer_destroy(bres);
    vki_buffer_destroy(bc);
    free(res);
    free(res0);
    vki_buffer_destroy(bw);
    vki_buffer_destroy(bx);
    vki_buffer_destroy(by);
    vki_buffer_destroy(bb);
    vki_buffer_destroy(ba);
    vki_buffer_destroy(bn);
    vki_buffer_destroy(bq);
    free(qnw);
    free(xqb);
    free(aux);
    free(xin);
    free(xq);
    free(near);
    free(w);
    free(row);
    free(x);
    free(y);
    free(bias);
    free(y0);
    return ok;
}

static void test_matvec_all_types(void) {
    static const int types[] = {0, 1, 30, 8, 2, 3, 6, 7, 12, 13, 14, 10, 11, 20, 23, 39, 16, 17, 22, 18, 21, 19, 29};
    static const uint32_t rows_per_sg[3] = {1, 2, 4};
    size_t t;
    int v;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    vkt_seed(17);
    for (t = 0; t < VKT_COUNT(types); t++)
        for (v = types[t] == 10 || types[t] == 11 || types[t] > 14 ? 2 : 0; v < 3; v++) { /* the types decoded by
            unit_deq alone only on the last variant (their path is the one the others take; pipelines cost) */
            double worst;
            uint32_t nrows = v == 0 ? 37 : v == 1 ? 70 : 133; /* tails: not multiples of 4 * rows */
            int mode = v == 0 ? 0 : v == 1 ? 8 : 4; /* plain, RMSNorm, SwiGLU input */
            uint32_t ks = v == 0 ? 4 : v == 1 ? 2 : 1; /* column split over subgroups */
            /* plain: largest y per workgroup; rmsnorm: + bias, sum of y^2; swiglu: + bias + residual */
            int flags = v == 0 ? 32 : v == 1 ? 1 | 16 : 3, ok;
            /* a small device's maxStorageBufferRange (VKT_PROFILE=embedded: 192 KiB) binds fewer
               F32 rows: as many as fit, still a tail */
            uint32_t fit = (uint32_t)(g_ctx->vk->props.limits.maxStorageBufferRange / ref_row_size(types[t], 512));
            if (nrows > fit) {
                nrows = fit - (fit % 4 == 0);
                printf("  matvec %s: %u rows (maxStorageBufferRange)\n", ref_type_name(types[t]), nrows);
            }
            ok = run_matvec(types[t], 512, nrows, rows_per_sg[v], ks, 4, flags, mode, 0, XQ_NONE, 0, &worst);
            printf("  matvec %-5s rows/subgroup %u split %u input %-7s: max rel err %.2e\n", ref_type_name(types[t]),
                   rows_per_sg[v], ks,
                   mode == 8       ? "rmsnorm"
                       : mode == 4 ? "swiglu"
                                   : "plain",
                   worst);
            VKT_CHECK(ok, "%s with %u rows per subgroup", ref_type_name(types[t]), rows_per_sg[v]);
        }
    { /* the float kernel with Gemma's post norm folded in (an F16 matrix's route) */
        double worst;
        int ok = run_matvec(1, 512, 70, 2, 2, 4, POSTN_TEST, 8, 0, XQ_NONE, 0, &worst);
        printf("  matvec F16   70 rows, post norm into a residual (twice): max rel err %.2e\n", worst);
        VKT_CHECK(ok, "F16 with the post norm");
    }
    /* 480 columns: 15 blocks of 32, so MXFP4's rows (255 bytes) start at odd bytes */
    for (t = 0; t < 2; t++) {
        double worst;
        int ty = t ? 39 : 20, ok = run_matvec(ty, 480, 45, 2, 2, 4, 1 | 16, 8, 0, XQ_NONE, 0, &worst);
        printf("  matvec %-6s 480 columns: max rel err %.2e\n", ref_type_name(ty), worst);
        VKT_CHECK(ok, "%s with 480 columns", ref_type_name(ty));
    }
}

/* matvec_dot (int8 input, integer dot products) for the types it takes, against the
   product with the same int8-rounded input (ref_quant_act); the same shapes, inputs and
   outputs as above, plus 2048 columns so that lanes take several work items. */
static void test_matvec_dot(void) {
    static const int types[] = {8, 12, 14, 2, 3, 6, 7, 13, 10, 11, 20, 23, 39, 16, 17, 22, 18, 21, 19, 29};
    static const uint32_t rows_per_sg[4] = {1, 2, 4, 2};
    size_t t;
    int v;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_integer_dot_product) VKT_SKIP("the device does not enable shaderIntegerDotProduct");
    vkt_seed(23);
    for (t = 0; t < VKT_COUNT(types); t++)
        for (v = t > 3 ? 2 : 0; v < (t > 3 ? 3 : 4); v++) { /* one unit-route type (Q4_0) on every variant, the
            others on one (each is a pipeline to compile; the code they differ in is unit_int8's decoding) */
            double worst;
            uint32_t nrows = v == 0 ? 37 : v == 1 ? 70 : v == 2 ? 133 : 41, ncols = v == 3 ? 2048 : 512;
            int mode = v == 0 ? 0 : v == 1 ? 8 : v == 2 ? 4 : 8;
            uint32_t ks = v == 0 ? 4 : v == 1 ? 2 : 1;
            int flags = v == 0 ? 32 : v == 1 ? 1 | 16 : v == 2 ? 3 : 16;
            int pf, ok;
            for (pf = 0; pf < (types[t] == 12 ? 2 : 1); pf++) { /* Q4_K: also with the weights loaded a round ahead */
                ok = run_matvec(types[t], ncols, nrows, rows_per_sg[v], ks, 4, flags, mode, 1, XQ_NONE, pf, &worst);
                printf("  matvec_dot %-5s %4u columns, rows/subgroup %u split %u input %-7s%s: max rel err %.2e\n",
                       ref_type_name(types[t]), ncols, rows_per_sg[v], ks,
                       mode == 8       ? "rmsnorm"
                           : mode == 4 ? "swiglu"
                                       : "plain",
                       pf ? ", weights a round ahead" : "", worst);
                VKT_CHECK(ok, "%s with %u rows per subgroup%s", ref_type_name(types[t]), rows_per_sg[v],
                          pf ? ", weights a round ahead" : "");
            }
        }
    for (t = 0; t < 5; t++) { /* the IQ2/IQ3 grids in several interleaved copies: 64-row workgroups of 2048
                                 columns (vki__mv_copies: 2 to 16 copies by the grid's size) */
        static const int grid_types[5] = {16, 17, 22, 18, 21};
        double worst;
        int ok = run_matvec(grid_types[t], 2048, 70, 4, 1, 16, 16, 8, 1, XQ_NONE, 0, &worst);
        printf("  matvec_dot %-7s 2048 columns, 4 x 16 subgroups (grid copies): max rel err %.2e\n",
               ref_type_name(grid_types[t]), worst);
        VKT_CHECK(ok, "%s with the grid's copies", ref_type_name(grid_types[t]));
    }
    for (t = 0; t < 2; t++) { /* MXFP4 rows starting at odd bytes, as above */
        double worst;
        int ty = t ? 39 : 20, ok = run_matvec(ty, 480, 45, 2, 2, 4, 1 | 16, 8, 1, XQ_NONE, 0, &worst);
        printf("  matvec_dot %-6s 480 columns: max rel err %.2e\n", ref_type_name(ty), worst);
        VKT_CHECK(ok, "%s with 480 columns", ref_type_name(ty));
    }
    for (t = 0; t < 2; t++) { /* Gemma's post norm folded in: 35 workgroups of 2 rows split in 2, 160 of 4 */
        double worst;
        int ty = t ? 12 : 8, ok = run_matvec(ty, 512, t ? 640 : 70, t ? 1 : 2, t ? 1 : 2, 4, POSTN_TEST, 0, 1, XQ_NONE,
                                             0, &worst);
        printf("  matvec_dot %-6s %u rows, post norm into a residual (twice): max rel err %.2e\n", ref_type_name(ty),
               t ? 640 : 70, worst);
        VKT_CHECK(ok, "%s with the post norm", ref_type_name(ty));
    }
}

/* The quantized-input hand-off (VKINFER_PREQUANT): residual producers (+ residual, sum of
   y^2) of 16-row workgroups write xq, on both kernels, as 4 rows x 4 subgroups, 4 x 8
   with the columns split in 2, and 2 x 16 split in 2 (the 8B's output and down
   projections); gate | up producers write silu(gate) * up with 32-row (4 x 8) and 64-row
   (4 x 16, the 8B's) workgroups; and matvec_dot reads xq instead of staging, with bias,
   several work items per lane and a column split. */
static void test_matvec_xq(void) {
    static const int types[] = {8, 12, 14};
    /* rows, split, subgroups: 16 rows; the last, 1 x 32 split 2, is the 8B's output projection */
    static const uint32_t shape[4][3] = {{4, 1, 4}, {4, 2, 8}, {2, 2, 16}, {1, 2, 32}};
    size_t t, k;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_integer_dot_product) VKT_SKIP("the device does not enable shaderIntegerDotProduct");
    vkt_seed(29);
    for (t = 0; t < VKT_COUNT(types); t++) {
        double worst;
        int dot, ok;
        for (dot = 0; dot < 2; dot++)
            for (k = 0; k < 4; k++) {
                ok = run_matvec(types[t], 1024, 96, shape[k][0], shape[k][1], shape[k][2], 2 | 16, dot ? 4 : 0, dot,
                                XQ_WRITE, 0, &worst);
                printf("  %-10s %-5s producer of xq, 96 rows, %u x %u subgroups split %u: max rel err %.2e\n",
                       dot ? "matvec_dot" : "matvec", ref_type_name(types[t]), shape[k][0], shape[k][2], shape[k][1],
                       worst);
                VKT_CHECK(ok, "%s producer of xq, shape %zu", ref_type_name(types[t]), k);
            }
        for (dot = 0; dot < 2; dot++)
            for (k = 0; k < 2; k++) { /* gate | up, 2 x 128 rows: a workgroup takes half its rows from each */
                ok = run_matvec(types[t], 1024, 256, 4, 1, k ? 16 : 8, 0, 8, dot, XQ_SWIGLU, 0, &worst);
                printf("  %-10s %-5s producer of silu(gate) * up, 2 x 128 rows, %u-row workgroups: max rel err %.2e\n",
                       dot ? "matvec_dot" : "matvec", ref_type_name(types[t]), k ? 64 : 32, worst);
                VKT_CHECK(ok, "%s producer of silu(gate) * up", ref_type_name(types[t]));
            }
        ok = run_matvec(types[t], 2048, 41, 2, 1, 4, 1 | 16, 8, 1, XQ_READ, 0, &worst);
        printf("  matvec_dot %-5s reads xq, 2048 columns: max rel err %.2e\n", ref_type_name(types[t]), worst);
        VKT_CHECK(ok, "%s consumer of xq", ref_type_name(types[t]));
        ok = run_matvec(types[t], 512, 70, 2, 2, 4, 16, 8, 1, XQ_READ, 0, &worst);
        printf("  matvec_dot %-5s reads xq, 512 columns, split 2: max rel err %.2e\n", ref_type_name(types[t]), worst);
        VKT_CHECK(ok, "%s consumer of xq with a column split", ref_type_name(types[t]));
        /* weights loaded a round ahead (PF), in the 8B down projection's shape: a residual
           producer reading int8 blocks */
        if (types[t] == 12) {
            ok = run_matvec(types[t], 4096, 96, 2, 2, 16, 2 | 16, 8, 1, XQ_READ, 1, &worst);
            printf("  matvec_dot %-5s reads xq, 4096 columns, 2 x 16 subgroups split 2, weights a round ahead: max rel "
                   "err %.2e\n",
                   ref_type_name(types[t]), worst);
            VKT_CHECK(ok, "%s consumer of xq with weights a round ahead", ref_type_name(types[t]));
        }
    }
}

int main(void) {
    g_ctx = vkt_gpu_open(g_skip, sizeof g_skip);
    VKT_RUN(test_matvec_all_types);
    VKT_RUN(test_matvec_dot);
    VKT_RUN(test_matvec_xq);
    vkt_gpu_close(g_ctx);
    return vkt_summary();
}
