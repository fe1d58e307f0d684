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
   its row exact. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#include "ref.h"

static vki_context *g_ctx;
static char g_skip[1024];

static int run_matvec(int type, uint32_t ncols, uint32_t nrows, uint32_t rows_per_sg, uint32_t ks, int flags, int in_mode, int dot, double *worst) {
    size_t rb = ref_row_size(type, ncols), r, c;
    uint32_t per_wg = 4 / ks * rows_per_sg, n_wg = (nrows + per_wg - 1) / per_wg, nparts = 3, i;
    uint8_t *w = (uint8_t *)malloc(rb * nrows);
    float *row = (float *)malloc(ncols * sizeof(float)), *x = (float *)malloc((ncols + nparts) * 4);
    float *y = (float *)malloc((nrows + 2 * n_wg) * 4);
    float *bias = (float *)malloc(nrows * 4), *y0 = (float *)malloc(nrows * 4), *aux = (float *)malloc(ncols * 4);
    double *xin = (double *)malloc(ncols * sizeof(double)), *xq = (double *)malloc(ncols * sizeof(double)), ss = 0;
    double *near = (double *)malloc(ncols * sizeof(double));
    vki_buffer *bw = NULL, *bx = NULL, *by = NULL, *bb = NULL, *ba = NULL;
    vki__bind b[8];
    uint32_t spec[6], push[5], sg = g_ctx->vk->info.subgroup_size;
    float eps = 1e-5f;
    int pipe = 0, ok = 1;
    *worst = 0;
    for (c = 0; c < ncols; c++) {
        x[c] = vkt_randf() * 2.0f;
        aux[c] = 1.0f + 0.2f * vkt_randf();
        ss += (double)x[c] * x[c];
    }
    for (i = 0; i < nparts; i++) x[ncols + i] = 0.0f; /* sum(x^2) in uneven parts */
    for (c = 0; c < ncols; c++) x[ncols + (c * 7 / ncols) % nparts] += x[c] * x[c];
    for (c = 0; c < ncols; c++)
        xin[c] = in_mode == 8 ? x[c] / sqrt(ss / ncols + eps) * aux[c] : in_mode == 4 ? x[c] / (1.0 + exp(-(double)x[c])) * aux[c] : x[c];
    /* matvec_dot rounds its input to int8 first: the product is taken with those values;
       an element whose value sits within 1e-3 of a quantum's half-way point may round
       either way in float, and is allowed that one quantum */
    if (dot) ref_quant_act(xin, (int)ncols, xq, 1e-3, near);
    for (r = 0; r < nrows; r++) {
        for (c = 0; c < ncols; c++) row[c] = vkt_randf() * 0.5f;
        ref_quant_row(type, row, w + r * rb, (int64_t)ncols);
        bias[r] = vkt_randf();
        y0[r] = vkt_randf();
    }
    VKT_CHECK(vki_buffer_create(g_ctx, rb * nrows, &bw) == VKI_SUCCESS, "alloc");
    vki_buffer_create(g_ctx, (ncols + nparts) * 4, &bx);
    vki_buffer_create(g_ctx, (nrows + 2 * n_wg) * 4, &by);
    vki_buffer_create(g_ctx, nrows * 4, &bb);
    vki_buffer_create(g_ctx, ncols * 4, &ba);
    vki_buffer_upload(ba, 0, aux, ncols * 4);
    vki_buffer_upload(bw, 0, w, rb * nrows);
    vki_buffer_upload(bx, 0, x, (ncols + nparts) * 4);
    vki_buffer_upload(by, 0, y0, nrows * 4);
    vki_buffer_upload(bb, 0, bias, nrows * 4);
    spec[0] = 4 * sg;
    spec[1] = sg;
    spec[2] = (uint32_t)type;
    spec[3] = rows_per_sg;
    spec[4] = ks;
    spec[5] = ncols;
    memset(b, 0, sizeof b);
    b[0].buf = bw;
    b[1].buf = bx;
    b[2].buf = by;
    b[2].write = 1;
    b[3].buf = bb;
    b[4].buf = bw;
    b[5].buf = bx;
    b[6].buf = ba;
    b[7].buf = bx;
    push[0] = ncols;
    push[1] = nrows;
    push[2] = (uint32_t)(flags | in_mode);
    memcpy(&push[3], &eps, 4);
    push[4] = nparts;
    VKT_CHECK(vki__pipeline_get(g_ctx, dot ? "matvec_dot" : "matvec", spec, dot ? 6 : 5, sg, &pipe) == VKI_SUCCESS, "pipeline: %s",
              vki_last_error(g_ctx));
    VKT_CHECK(vki__dispatch(g_ctx, pipe, b, 8, push, sizeof push, n_wg, 1, 1) == VKI_SUCCESS, "dispatch: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_buffer_read(by, 0, y, (nrows + 2 * n_wg) * 4) == VKI_SUCCESS, "read");
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
                if (ok) printf("  %s workgroup %u: sum of squares gpu %.7g cpu %.7g\n", ref_type_name(type), i, y[nrows + i], sq);
                ok = 0;
            }
        } else {
            uint32_t got;
            memcpy(&got, &y[nrows + 2 * i + 1], 4);
            if (got != best || y[nrows + 2 * i] != y[best]) {
                if (ok) printf("  %s workgroup %u: max at row %u (%.7g), expected row %u (%.7g)\n", ref_type_name(type), i, got,
                               y[nrows + 2 * i], best, y[best]);
                ok = 0;
            }
        }
    }
    vki_buffer_destroy(bw);
    vki_buffer_destroy(bx);
    vki_buffer_destroy(by);
    vki_buffer_destroy(bb);
    vki_buffer_destroy(ba);
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
    static const int types[] = {0, 1, 30, 8, 2, 3, 6, 7, 12, 13, 14};
    static const uint32_t rows_per_sg[3] = {1, 2, 4};
    size_t t;
    int v;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    vkt_seed(17);
    for (t = 0; t < VKT_COUNT(types); t++)
        for (v = 0; v < 3; v++) {
            double worst;
            uint32_t nrows = v == 0 ? 37 : v == 1 ? 70 : 133; /* tails: not multiples of 4 * rows */
            int mode = v == 0 ? 0 : v == 1 ? 8 : 4; /* plain, RMSNorm, SwiGLU input */
            uint32_t ks = v == 0 ? 4 : v == 1 ? 2 : 1; /* column split over subgroups */
            /* plain: largest y per workgroup; rmsnorm: + bias, sum of y^2; swiglu: + bias + residual */
            int flags = v == 0 ? 32 : v == 1 ? 1 | 16 : 3;
            int ok = run_matvec(types[t], 512, nrows, rows_per_sg[v], ks, flags, mode, 0, &worst);
            printf("  matvec %-5s rows/subgroup %u split %u input %-7s: max rel err %.2e\n", ref_type_name(types[t]), rows_per_sg[v], ks,
                   mode == 8 ? "rmsnorm" : mode == 4 ? "swiglu" : "plain", worst);
            VKT_CHECK(ok, "%s with %u rows per subgroup", ref_type_name(types[t]), rows_per_sg[v]);
        }
}

/* matvec_dot (int8 input, integer dot products) for the types it takes, against the
   product with the same int8-rounded input (ref_quant_act); the same shapes, inputs and
   outputs as above, plus 2048 columns so that lanes take several work items. */
static void test_matvec_dot(void) {
    static const int types[] = {8, 12, 14};
    static const uint32_t rows_per_sg[4] = {1, 2, 4, 2};
    size_t t;
    int v;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_integer_dot_product) VKT_SKIP("the device does not enable shaderIntegerDotProduct");
    vkt_seed(23);
    for (t = 0; t < VKT_COUNT(types); t++)
        for (v = 0; v < 4; v++) {
            double worst;
            uint32_t nrows = v == 0 ? 37 : v == 1 ? 70 : v == 2 ? 133 : 41, ncols = v == 3 ? 2048 : 512;
            int mode = v == 0 ? 0 : v == 1 ? 8 : v == 2 ? 4 : 8;
            uint32_t ks = v == 0 ? 4 : v == 1 ? 2 : 1;
            int flags = v == 0 ? 32 : v == 1 ? 1 | 16 : v == 2 ? 3 : 16;
            int ok = run_matvec(types[t], ncols, nrows, rows_per_sg[v], ks, flags, mode, 1, &worst);
            printf("  matvec_dot %-5s %4u columns, rows/subgroup %u split %u input %-7s: max rel err %.2e\n", ref_type_name(types[t]),
                   ncols, rows_per_sg[v], ks, mode == 8 ? "rmsnorm" : mode == 4 ? "swiglu" : "plain", worst);
            VKT_CHECK(ok, "%s with %u rows per subgroup", ref_type_name(types[t]), rows_per_sg[v]);
        }
}

int main(void) {
    g_ctx = vkt_gpu_open(g_skip, sizeof g_skip);
    VKT_RUN(test_matvec_all_types);
    VKT_RUN(test_matvec_dot);
    vkt_gpu_close(g_ctx);
    return vkt_summary();
}
