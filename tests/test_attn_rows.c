/* A prompt chunk's attention kernels: rope_rows (q/k RMSNorm, RoPE, KV-cache append for
   every row of the chunk) and attn_rows (causal flash attention over the cache), driven
   as the prompt step drives them: M recorded rows of which the first n are real, a cache
   already holding positions 0..pos-1 (random keys and values) of layer 1 of 2.
   Cases: pos in {0, 5, 300}, n in {1, 7, 33, 100} with M > n, 2 KV heads with REP in
   {1, 2, 3, 4} query heads each, HD in {64, 128} (and 72), f16 and f32 cache, q/k norm on and off,
   NEOX and normal RoPE, with and without frequency factors (a chosen cross-section, not
   the full product), on the device's shape (vki__attn_rows_shape) and on forced shapes
   (several score or output tiles a thread, 16-position blocks, 4 rows; the register
   prefetch (pf) and the in-tile softmax (smx) each on and off).
   Checked against a CPU reference in double:
   - rope_rows, element by element: the rotated queries in qkv, the keys in the cache and
     the values in the cache. The GPU computes the angle in f32 as attention.comp does
     (p * pow(base, -2i/HD) / factor, then cos/sin): pow's error (a few ulp of its
     exponent, at most ~0.53 * 8 ulp of p relative to p), theta's rounding and sin/cos's
     range reduction bound the angle's error by 1e-6 * (p + 1) (u = 2^-24: ~16 u p);
     the rotation's products add 16 u. So |gpu - ref| <= rho * (1e-6 * (p + 1) + 16 u
     [+ (HD + 8) u with the norm: its sum of squares and inversesqrt]) with rho the
     element pair's magnitude |(y0, y1)| in the reference. Cached keys (f16): the same
     plus half an f16 ulp of the value (the GPU rounds its own f32 key, to nearest). Values:
     exact (f16: the reference's round-to-nearest-even of the same float; f32: bitwise).
   - attn_rows, from exactly the inputs it read (the GPU's rotated queries and its cache,
     read back and checked above): per output element, the first-order f32 error bound
     times 4, |gpu - ref| <= 4 u (HD * C + (N + 8) * A), with A = sum_j p_j |v_j| (N
     weighted terms accumulated, plus exp, the block rescalings and the division) and
     C = sum_j p_j |v_j - o| * scale * sum_d |q_d k_jd| (a score's f32 dot product moves
     its weight by that much, relative). The largest |gpu - ref| relative to the RMS of
     the reference output is printed too.
   - one token (n = 1): the decode kernel (attention.comp) on the same inputs stores the
     same key and value bits at pos as rope_rows (the two must fill the cache alike), and
     its output passes the attn_rows check above.
   - nothing else written: rows >= n of qkv and of o, the keys and values of the rows in
     qkv, cache positions < pos and >= pos + n and layer 0 keep their guard values (the
     cache past pos + n holds NaN: a kernel reading it would show).
   attn_coop (tensor cores: q, k, v and the weights p in fp16, fp32 accumulation), on
   devices with cooperative matrices (skipped visibly elsewhere), f16 caches only: the same
   inputs and checks, with an fp16 tolerance: twice the first-order bound of
     sum_j w_j |v_j - o| E_j   (score j off by E_j: do/ds_j = w_j (v_j - o))
   + sum_j P_j |v_j - o|       (weight j off by P_j, normalised; the kernel divides by the
                                sum of the rounded weights, so only the differences count)
   + 2u (N + N/16 + 8) A       (P V's f32 accumulation, the block rescalings, 1/l).
   Vulkan leaves the rounding of f32 -> f16 conversions to the implementation (to nearest
   or toward zero: relative error < 2^-10) and lets them flush subnormal results to 0
   (the kernel now cuts its weights to fp16 itself: toward zero, 0 below 2^-14). So
   E_j = scale sum_d e(q_d) |k_jd| + 2 (HD + 1) u sabs_j + (3 + 2 range) u (the query's
   conversion, e(q) = 2^-10 |q| or |q| below 2^-14; the tensor cores' f32 dot product,
   2u an addition as truncation allows; the scale; exp's 3 + 2|x| ulp), and, the kernel
   taking p = 256 exp(s - max) (normal fp16 down to 2^-22 of the max; the sum l >= 256),
   P_j = 2^-10 w_j, or w_j itself below w_j = 2^-22. k and v are the cache's f16
   values (exact); an f32 cache keeps attn_rows.
   --bench: times both kernels on the Qwen3-8B shape (32 query heads, 8 KV heads, HD 128,
   f16 cache, q/k norm, NEOX, M = n = 512) at pos 0 and 4096 (GPU timestamps around
   ITERS dispatches, each behind a barrier; validation off; `--bench ITERS small` runs a
   small shape instead). */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#include "ref.h"

static vki_context *g_ctx;
static char g_skip[1024];
static int g_coop; /* 1: attn_coop instead of attn_rows (its spec: wg, bq, bk of the shape) */
static int g_oh;   /* 1: the output in fp16 (spec OH, as the prompt step plans it on tensor cores) */
static uint32_t g_vparts; /* > 0: rope_rows takes the values in that many slices to sum (qkv's V columns NaN) */

#define U32 (1.0 / 16777216.0) /* u = 2^-24, f32's unit roundoff */

typedef struct acase {
    uint32_t nkv, rep, hd, pos, n, M;
    int f16, flags;   /* flags: 1 norm, 2 NEOX, 4 frequency factors */
    float base;
    uint32_t wg, bq, bk, pf, smx; /* attn_rows' spec 0, 5..8; wg 0: the device's shape */
} acase;

typedef struct ashape { uint32_t wg, bq, bk, pf, smx; } ashape;

typedef struct run_bufs {
    vki_buffer *qkv, *kc, *vc, *nw, *st, *ff, *o;
    vki_buffer *vp; /* g_vparts: the value slices */
} run_bufs;

/* f16 or f32 cache element e as a float */
static float cache_get(const void *c, int f16, size_t e) {
    float f;
    if (f16) return ref_fp16_to_f32(((const uint16_t *)c)[e]);
    memcpy(&f, (const float *)c + e, 4);
    return f;
}

static float nonzero_rand(float amp) {
    float x = vkt_randf() * amp;
    return x == 0.0f ? 0.5f * amp : x;
}

/* The rope kernels' RoPE constants for whole heads of hd dimensions, positions and rotated
   values unscaled (spec ids rot, rot + 1, rot + 2), as the planner sets them (vki__rope_spec) */
static void rope_whole(uint32_t *spec, int rot, uint32_t hd) {
    float one = 1.0f;
    spec[rot] = hd;
    memcpy(&spec[rot + 1], &one, 4);
    memcpy(&spec[rot + 2], &one, 4);
}

/* binds and dispatches both kernels once */
static int dispatch_pair(const acase *c, run_bufs *b, uint32_t kv_off, const ashape *sh, int which) {
    struct vki__vk *vk = g_ctx->vk;
    uint32_t sg = vk->info.subgroup_size, spec[VKI__MAX_SPEC], nh = c->nkv * c->rep, ldq = (nh + 2 * c->nkv) * c->hd;
    float eps = 1e-6f, scale = 1.0f / sqrtf((float)c->hd);
    vki__bind bd[VKI__ROPE_ROWS_NBIND];
    vki__pc_rope_rows pr;
    vki__pc_attn_rows pa; /* attn_coop's too */
    int pipe = 0, ok = 1;
    memset(spec, 0, sizeof spec); /* YaRN off, no ring (RING 0), as the planner leaves them for these models */
    if (which & 1) {
        spec[VKI__ROPE_ROWS_SPEC_WG] = vki__rope_rows_wg(vk);
        spec[VKI__ROPE_ROWS_SPEC_SG] = sg;
        spec[VKI__ROPE_ROWS_SPEC_KV_F16] = (uint32_t)c->f16;
        spec[VKI__ROPE_ROWS_SPEC_HD] = c->hd;
        spec[VKI__ROPE_ROWS_SPEC_VP] = b->vp ? g_vparts : 0;
        rope_whole(spec, VKI__ROPE_ROWS_SPEC_ROT, c->hd);
        memset(bd, 0, sizeof bd);
        bd[VKI__ROPE_ROWS_QKV].buf = b->qkv;
        bd[VKI__ROPE_ROWS_QKV].write = 1;
        bd[VKI__ROPE_ROWS_KC16].buf = b->kc;
        bd[VKI__ROPE_ROWS_KC16].write = 1;
        bd[VKI__ROPE_ROWS_VC16].buf = b->vc;
        bd[VKI__ROPE_ROWS_VC16].write = 1;
        bd[VKI__ROPE_ROWS_NORM_W].buf = b->nw;
        bd[VKI__ROPE_ROWS_STATE].buf = b->st;
        bd[VKI__ROPE_ROWS_FREQ_FACTOR].buf = b->ff;
        bd[VKI__ROPE_ROWS_VPART].buf = b->vp ? b->vp : b->ff;
        memset(&pr, 0, sizeof pr);
        pr.n_head = nh;
        pr.n_head_kv = c->nkv;
        pr.ldq = ldq;
        pr.flags = (uint32_t)c->flags;
        pr.base = c->base;
        pr.eps = eps;
        pr.kv_off = kv_off;
        pr.vstride = c->M * c->nkv * c->hd;
        ok &= vki__pipeline_get(g_ctx, "rope_rows", spec, VKI__ROPE_ROWS_NSPEC, sg, &pipe) == VKI_SUCCESS;
        VKT_CHECK(ok, "rope_rows pipeline: %s", vki_last_error(g_ctx));
        if (!ok) return 0;
        ok &= vki__dispatch(g_ctx, pipe, bd, VKI__ROPE_ROWS_NBIND, &pr, sizeof pr, c->M, 1, 1) == VKI_SUCCESS;
        VKT_CHECK(ok, "rope_rows dispatch: %s", vki_last_error(g_ctx));
    }
    if (which & 2) { /* attn_coop takes attn_rows' bindings and push constants (vki__attn_coop_same) */
        const char *kernel = g_coop ? "attn_coop" : "attn_rows";
        int n_spec = g_coop ? (int)VKI__ATTN_COOP_NSPEC : (int)VKI__ATTN_ROWS_NSPEC;
        spec[VKI__ATTN_ROWS_SPEC_WG] = sh->wg;
        spec[VKI__ATTN_ROWS_SPEC_SG] = sg;
        spec[VKI__ATTN_ROWS_SPEC_KV_F16] = (uint32_t)c->f16;
        spec[VKI__ATTN_ROWS_SPEC_REP] = c->rep;
        spec[VKI__ATTN_ROWS_SPEC_HD] = c->hd;
        spec[VKI__ATTN_ROWS_SPEC_BQ] = sh->bq;
        spec[VKI__ATTN_ROWS_SPEC_BK] = sh->bk;
        if (g_coop) {
            /* the coop shapes' pf field: 1 turns the register prefetch off */
            spec[VKI__ATTN_COOP_SPEC_PF] = sh->pf ? 0u : 1u;
            spec[VKI__ATTN_COOP_SPEC_OH] = (uint32_t)g_oh;
            spec[VKI__ATTN_COOP_SPEC_RING] = 0;
        } else {
            spec[VKI__ATTN_ROWS_SPEC_PF] = sh->pf;
            spec[VKI__ATTN_ROWS_SPEC_SMX] = sh->smx;
            spec[VKI__ATTN_ROWS_SPEC_OH] = (uint32_t)g_oh;
            spec[VKI__ATTN_ROWS_SPEC_RING] = 0;
        }
        memset(bd, 0, sizeof bd);
        bd[VKI__ATTN_ROWS_QKV4].buf = b->qkv;
        bd[VKI__ATTN_ROWS_KC4].buf = b->kc;
        bd[VKI__ATTN_ROWS_VC4].buf = b->vc;
        bd[VKI__ATTN_ROWS_STATE].buf = b->st;
        bd[VKI__ATTN_ROWS_O4].buf = b->o;
        bd[VKI__ATTN_ROWS_O4].write = 1;
        memset(&pa, 0, sizeof pa);
        pa.n_head_kv = c->nkv;
        pa.kv_off = kv_off;
        pa.ldq = ldq;
        pa.scale = scale;
        ok &= vki__pipeline_get(g_ctx, kernel, spec, n_spec, sg, &pipe) == VKI_SUCCESS;
        VKT_CHECK(ok, "%s pipeline: %s", kernel, vki_last_error(g_ctx));
        if (!ok) return 0;
        ok &= vki__dispatch(g_ctx, pipe, bd, VKI__ATTN_ROWS_NBIND, &pa, sizeof pa, c->nkv, (c->M + sh->bq - 1) / sh->bq,
                            1) == VKI_SUCCESS;
        VKT_CHECK(ok, "%s dispatch: %s", kernel, vki_last_error(g_ctx));
    }
    return ok;
}

/* attn_rows' output tiles (NT_O), at most the workgroup size */
static uint32_t out_tiles(uint32_t rep, uint32_t hd, uint32_t bq) {
    return bq * rep / 4 * (hd % 16 == 0 ? hd / 16 : hd / 8);
}

static void shape_of(const acase *c, ashape *sh) {
    memset(sh, 0, sizeof *sh);
    if (g_coop && c->wg) { /* forced: wg = bq * rep / 16 subgroups */
        sh->wg = c->wg;
        sh->bq = c->bq;
        sh->bk = c->bk;
    } else if (g_coop)
        VKT_CHECK(vki__attn_coop_shape(g_ctx->vk, c->f16, c->rep, c->hd, &sh->wg, &sh->bq, &sh->bk),
                  "no attn_coop shape");
    else if (c->wg) {
        sh->wg = c->wg;
        sh->bq = c->bq;
        sh->bk = c->bk;
        sh->pf = c->pf;
        sh->smx = c->smx;
        VKT_CHECK(out_tiles(c->rep, c->hd, c->bq) <= c->wg, "forced shape with more output tiles than threads");
    } else
        VKT_CHECK(vki__attn_rows_shape(g_ctx->vk, c->rep, c->hd, &sh->wg, &sh->bq, &sh->bk, &sh->pf, &sh->smx),
                  "no shape fits");
}

static int buffers(run_bufs *b, size_t qkv_b, size_t cache_b, size_t nw_b, size_t ff_b, size_t o_b) {
    int ok = 1;
    memset(b, 0, sizeof *b);
    ok &= vki_buffer_create(g_ctx, qkv_b, &b->qkv) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, cache_b, &b->kc) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, cache_b, &b->vc) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, nw_b, &b->nw) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, 8, &b->st) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, ff_b, &b->ff) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, o_b, &b->o) == VKI_SUCCESS;
    return ok;
}

static void free_buffers(run_bufs *b) {
    vki_buffer_destroy(b->qkv);
    vki_buffer_destroy(b->kc);
    vki_buffer_destroy(b->vc);
    vki_buffer_destroy(b->nw);
    vki_buffer_destroy(b->st);
    vki_buffer_destroy(b->ff);
    vki_buffer_destroy(b->o);
    if (b->vp) vki_buffer_destroy(b->vp);
}

/* Rows 0..n-1 of o against the double reference attention over the cache as the GPU
   holds it (kc_g, vc_g) with the queries as rope_rows left them in qkv_g; the tolerance
   of the file's top comment. Returns the elements off; *worst: the largest error /
   tolerance; *maxerr, *ss: the largest |error| and the sum of the reference's squares. */
static int attn_check(const acase *c, const float *qkv_g, const void *kc_g, const void *vc_g, const float *o_g,
                      size_t kv_off, int fp16, double *worst, double *maxerr, double *ss) {
    size_t nh = (size_t)c->nkv * c->rep, hd = c->hd, ldq = (nh + 2 * c->nkv) * hd, row_e = (size_t)c->nkv * hd, t, h, j,
           d;
    double *p = (double *)malloc((c->pos + c->n) * sizeof(double)),
           *sabs = (double *)malloc((c->pos + c->n) * sizeof(double));
    double *es = (double *)malloc((c->pos + c->n) * sizeof(double)); /* fp16: the bound on score j's error */
    const double hr = 1.0 / 1024,
                 hmin = 1.0 /
        16384; /* an f32 -> f16 conversion's relative error (toward zero: 2^-10); fp16's least normal */
    double scale = (double)(1.0f / sqrtf((float)hd));
    int bad = 0;
    *worst = *maxerr = *ss = 0;
    for (t = 0; t < c->n; t++)
        for (h = 0; h < nh; h++) {
            size_t g = h / c->rep, nk = c->pos + t + 1;
            const float *q = &qkv_g[t * ldq + h * hd];
            double mx = -1e300, mn = 1e300, l = 0;
            for (j = 0; j < nk; j++) {
                double sc = 0, sa = 0, sq = 0;
                for (d = 0; d < hd; d++) {
                    double k = cache_get(kc_g, c->f16, kv_off + j * row_e + g * hd + d), qa = fabs((double)q[d]);
                    sc += (double)q[d] * k;
                    sa += fabs((double)q[d] * k);
                    sq += (qa >= hmin ? hr * qa : qa) * fabs(k); /* q_d's fp16 conversion (subnormals may flush) */
                }
                p[j] = sc * scale;
                sabs[j] = sa * scale;
                es[j] = sq * scale + 2 * (hd + 1) * U32 * sabs[j];
                if (p[j] > mx) mx = p[j];
                if (p[j] < mn) mn = p[j];
            }
            for (j = 0; j < nk; j++)
                es[j] += (3 + 2 * (mx - mn)) * U32; /* exp's error: (3 + 2|x|) ulp, x within the scores' range */
            for (j = 0; j < nk; j++) l += (p[j] = exp(p[j] - mx));
            for (j = 0; j < nk; j++) p[j] /= l;
            for (d = 0; d < hd; d++) {
                double o = 0, A = 0, C = 0, F = 0, gv = o_g[t * nh * hd + h * hd + d], e, tol;
                for (j = 0; j < nk; j++) o += p[j] * cache_get(vc_g, c->f16, kv_off + j * row_e + g * hd + d);
                for (j = 0; j < nk; j++) {
                    double v = cache_get(vc_g, c->f16, kv_off + j * row_e + g * hd + d);
                    A += p[j] * fabs(v);
                    C += p[j] * fabs(v - o) * sabs[j];
                    F += (p[j] * es[j] + (p[j] >= hmin / 256 ? hr * p[j] : p[j])) *
                        fabs(v - o); /* fp16: scores and weights */
                }
                tol = fp16 ? 2 * (F + 2 * U32 * (nk + nk / 16 + 8) * A) : 4 * U32 * (hd * C + (nk + 8) * A);
                if (g_oh) /* the output's own conversion to fp16: < 2^-10 relative, or flushed below 2^-14 */
                    tol += fabs(o) + tol >= hmin ? hr * (fabs(o) + tol) : fabs(o) + tol;
                e = fabs(gv - o);
                *ss += o * o;
                if (e > *maxerr || e != e) *maxerr = e;
                if (tol > 0 && e / tol > *worst) *worst = e / tol;
                if (!(e <= tol) && bad++ < 5) {
                    printf("  o row %u head %u dim %u: gpu %.9g ref %.9g (tol %.3g)\n", (unsigned)t, (unsigned)h,
                           (unsigned)d, gv, o, tol);
                    /* diagnosis: attn_coop's arithmetic emulated (one block; q and p rounded to nearest) */
                    if (fp16 && nk <= 32) {
                        double se[32], sm = -1e300, lp = 0, op = 0;
                        size_t jj, dd;
                        for (jj = 0; jj < nk; jj++) {
                            se[jj] = 0;
                            for (dd = 0; dd < hd; dd++)
                                se[jj] += (double)ref_fp16_to_f32(ref_f32_to_fp16(q[dd])) *
                                    cache_get(kc_g, c->f16, kv_off + jj * row_e + g * hd + dd);
                            se[jj] = (double)(float)se[jj] * (double)(1.0f / sqrtf((float)hd));
                            if (se[jj] > sm) sm = se[jj];
                        }
                        for (jj = 0; jj < nk; jj++) {
                            double pj = ref_fp16_to_f32(ref_f32_to_fp16((float)(256 * exp(se[jj] - sm))));
                            lp += pj;
                            op += pj * cache_get(vc_g, c->f16, kv_off + jj * row_e + g * hd + d);
                            printf("    key %u: w %.6g v %.6g\n", (unsigned)jj, p[jj],
                                   cache_get(vc_g, c->f16, kv_off + jj * row_e + g * hd + d));
                        }
                        printf("    emulated %.9g\n", op / lp);
                    }
                }
            }
        }
    free(p);
    free(sabs);
    free(es);
    return bad;
}

/* One token (n = 1): the decode kernel (attention.comp, one slice) on the same inputs
   and a fresh copy of the cache must store the same key and value bits at pos as
   rope_rows did (kc_g, vc_g), and with an f32 cache its output must pass attn_rows' check. */
static int decode_agrees(const acase *c, const float *qkv, const void *kc, const void *vc, const float *nw,
                         const float *ff, uint32_t kv_off, const float *qkv_g, const void *kc_g, const void *vc_g) {
    struct vki__vk *vk = g_ctx->vk;
    uint32_t nh = c->nkv * c->rep, hd = c->hd, sg = vk->info.subgroup_size, spec[VKI__ATTENTION_NSPEC], i;
    size_t row_e = (size_t)c->nkv * hd, cache_b = ((size_t)kv_off * 2) * (c->f16 ? 2 : 4), esz = c->f16 ? 2 : 4, at;
    float eps = 1e-6f, scale = 1.0f / sqrtf((float)hd), *o = (float *)malloc((size_t)nh * hd * 4);
    unsigned char *k2 = (unsigned char *)malloc(cache_b), *v2 = (unsigned char *)malloc(cache_b);
    vki_buffer *bq = NULL, *bk = NULL, *bv = NULL, *bn = NULL, *bs = NULL, *bf = NULL, *bpart = NULL, *bcnt = NULL,
               *bo = NULL;
    uint32_t st[2] = {c->pos, 1}, zero[64];
    vki__bind b[VKI__ATTENTION_NBIND];
    vki__pc_attention pc;
    double worst, maxerr, ss;
    int pipe = 0, ok = 1, bad;
    memset(zero, 0, sizeof zero);
    ok &= vki_buffer_create(g_ctx, (size_t)(nh + 2 * c->nkv) * hd * 4, &bq) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, cache_b, &bk) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, cache_b, &bv) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, 2 * hd * 4, &bn) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, 8, &bs) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, hd / 2 * 4, &bf) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, 256, &bpart) == VKI_SUCCESS; /* one slice: neither is touched */
    ok &= vki_buffer_create(g_ctx, 256, &bcnt) == VKI_SUCCESS;
    ok &= vki_buffer_create(g_ctx, (size_t)nh * hd * 4, &bo) == VKI_SUCCESS;
    VKT_CHECK(ok, "decode buffers");
    if (!ok) goto done;
    vki_buffer_upload(bq, 0, qkv, (size_t)(nh + 2 * c->nkv) * hd * 4); /* row 0, before rope_rows */
    vki_buffer_upload(bk, 0, kc, cache_b);
    vki_buffer_upload(bv, 0, vc, cache_b);
    vki_buffer_upload(bn, 0, nw, 2 * hd * 4);
    vki_buffer_upload(bs, 0, st, 8);
    vki_buffer_upload(bf, 0, ff, hd / 2 * 4);
    vki_buffer_upload(bcnt, 0, zero, 256);
    memset(spec, 0, sizeof spec); /* YaRN off, no ring, HS_SET 0: a workgroup per KV head */
    spec[VKI__ATTENTION_SPEC_WG] = 4 * sg; /* the session's attention shape (vki__attn_wg) */
    spec[VKI__ATTENTION_SPEC_SG] = sg;
    spec[VKI__ATTENTION_SPEC_KV_F16] = (uint32_t)c->f16;
    spec[VKI__ATTENTION_SPEC_REP] = c->rep;
    spec[VKI__ATTENTION_SPEC_HD] = hd;
    spec[VKI__ATTENTION_SPEC_VPF] = 1;
    spec[VKI__ATTENTION_SPEC_QO] = 0;
    rope_whole(spec, VKI__ATTENTION_SPEC_ROT, hd);
    memset(b, 0, sizeof b);
    b[VKI__ATTENTION_Q].buf = bq;
    b[VKI__ATTENTION_Q].range = (uint64_t)nh * hd * 4;
    b[VKI__ATTENTION_K].buf = bq;
    b[VKI__ATTENTION_K].offset = (uint64_t)nh * hd * 4;
    b[VKI__ATTENTION_K].range = (uint64_t)c->nkv * hd * 4;
    b[VKI__ATTENTION_V].buf = bq;
    b[VKI__ATTENTION_V].offset = (uint64_t)(nh + c->nkv) * hd * 4;
    b[VKI__ATTENTION_V].range = (uint64_t)c->nkv * hd * 4;
    b[VKI__ATTENTION_KC16].buf = bk;
    b[VKI__ATTENTION_KC16].write = 1;
    b[VKI__ATTENTION_VC16].buf = bv;
    b[VKI__ATTENTION_VC16].write = 1;
    b[VKI__ATTENTION_NORM_W].buf = bn;
    b[VKI__ATTENTION_STATE].buf = bs;
    b[VKI__ATTENTION_FREQ_FACTOR].buf = bf;
    b[VKI__ATTENTION_PART].buf = bpart;
    b[VKI__ATTENTION_PART].write = 1;
    b[VKI__ATTENTION_COUNTER].buf = bcnt;
    b[VKI__ATTENTION_COUNTER].write = 1;
    b[VKI__ATTENTION_O].buf = bo;
    b[VKI__ATTENTION_O].write = 1;
    b[VKI__ATTENTION_OQ4] = b[VKI__ATTENTION_O];
    memset(&pc, 0, sizeof pc);
    pc.n_head_kv = c->nkv;
    pc.flags = (uint32_t)c->flags;
    pc.base = c->base;
    pc.eps = eps;
    pc.scale = scale;
    pc.kv_layer_off = kv_off;
    pc.min_chunk = 4 * sg;
    ok &= vki__pipeline_get(g_ctx, "attention", spec, VKI__ATTENTION_NSPEC, sg, &pipe) == VKI_SUCCESS;
    VKT_CHECK(ok, "attention pipeline: %s", vki_last_error(g_ctx));
    if (!ok) goto done;
    ok &= vki__dispatch(g_ctx, pipe, b, VKI__ATTENTION_NBIND, &pc, sizeof pc, c->nkv, 1, 1) == VKI_SUCCESS;
    ok &= vki_buffer_read(bk, 0, k2, cache_b) == VKI_SUCCESS;
    ok &= vki_buffer_read(bv, 0, v2, cache_b) == VKI_SUCCESS;
    ok &= vki_buffer_read(bo, 0, o, (size_t)nh * hd * 4) == VKI_SUCCESS;
    VKT_CHECK(ok, "decode dispatch: %s", vki_last_error(g_ctx));
    if (!ok) goto done;
    at = ((size_t)kv_off + (size_t)c->pos * row_e) * esz;
    for (i = 0; i < row_e; i++)
        if (memcmp(k2 + at + i * esz, (const unsigned char *)kc_g + at + i * esz, esz) != 0 ||
            memcmp(v2 + at + i * esz, (const unsigned char *)vc_g + at + i * esz, esz) != 0) {
            VKT_CHECK(0, "decode and rope_rows cache different bits at element %u: key %.9g / %.9g, value %.9g / %.9g",
                      i, cache_get(k2, c->f16, at / esz + i), cache_get(kc_g, c->f16, at / esz + i),
                      cache_get(v2, c->f16, at / esz + i), cache_get(vc_g, c->f16, at / esz + i));
            ok = 0;
            break;
        }
    /* the decode kernel weighs the new position with its key and value as computed, not
       as the f16 cache rounds them (the prompt kernels read the cache): its output meets
       attn_rows' bound only with an f32 cache (H100: 128 elements off at pos 0 with f16) */
    worst = 0;
    bad = c->f16 ? 0 : attn_check(c, qkv_g, kc_g, vc_g, o, kv_off, 0, &worst, &maxerr, &ss);
    VKT_CHECK(bad == 0, "decode attention: %d elements off", bad);
    ok &= bad == 0;
    printf("    (the case below, one token: the decode kernel stores the same cache bits; its output err/tol %.3f%s)\n",
           worst, c->f16 ? ", not checked: f16 cache" : "");
done:
    vki_buffer_destroy(bq);
    vki_buffer_destroy(bk);
    vki_buffer_destroy(bv);
    vki_buffer_destroy(bn);
    vki_buffer_destroy(bs);
    vki_buffer_destroy(bf);
    vki_buffer_destroy(bpart);
    vki_buffer_destroy(bcnt);
    vki_buffer_destroy(bo);
    free(o);
    free(k2);
    free(v2);
    return ok;
}

/* One case: returns 1 when every check held; *err_rms: max |gpu - ref| / RMS(ref o);
   *rope_tol, *attn_tol: the largest error relative to its tolerance. */
static int run_case(const acase *c, double *err_rms, double *rope_tol, double *attn_tol) {
    uint32_t nh = c->nkv * c->rep, hd = c->hd, ldq = (nh + 2 * c->nkv) * hd, n_ctx = c->pos + c->M + 5;
    size_t row_e = (size_t)c->nkv * hd, layer_e = (size_t)n_ctx * row_e, cache_n = 2 * layer_e, esz = c->f16 ? 2 : 4;
    size_t qkv_n = (size_t)c->M * ldq, o_n = (size_t)c->M * nh * hd, i, t, h, d;
    float *qkv = (float *)malloc(qkv_n * 4), *qkv_g = (float *)malloc(qkv_n * 4);
    float *o_g = (float *)malloc(o_n * 4), *nw = (float *)malloc(2 * hd * 4), *ff = (float *)malloc(hd / 2 * 4);
    unsigned char *kc = (unsigned char *)malloc(cache_n * esz), *vc = (unsigned char *)malloc(cache_n * esz);
    unsigned char *kc_g = (unsigned char *)malloc(cache_n * esz), *vc_g = (unsigned char *)malloc(cache_n * esz);
    double *y = (double *)malloc(hd * sizeof(double));
    double worst = 0, ss_ref = 0, maxerr = 0, rworst = 0;
    uint32_t st[2], kv_off = (uint32_t)layer_e;
    const float guard_o = -777.25f;
    float f32nan;
    uint32_t nanbits = 0x7fc01234u;
    run_bufs b;
    ashape sh;
    int ok = 1, bad = 0;
    float *vp = NULL, *up = qkv; /* up: the qkv uploaded (with g_vparts its V columns NaN, the slices' sums in qkv) */
    memcpy(&f32nan, &nanbits, 4);
    shape_of(c, &sh);
    /* inputs: rows < n random (never zero), rows >= n guards */
    for (t = 0; t < c->M; t++)
        for (i = 0; i < ldq; i++)
            qkv[t * ldq + i] = t < c->n ? nonzero_rand(i < nh * hd ? 2.0f : 1.0f) : 555.5f + (float)i;
    for (i = 0; i < 2 * hd; i++) nw[i] = (c->flags & 1) ? 0.5f + 0.25f * (vkt_randf() + 1.0f) : 1.0f;
    for (i = 0; i < hd / 2; i++) ff[i] = (c->flags & 4) ? 1.0f + 3.5f * (vkt_randf() + 1.0f) : 1.0f;
    /* cache: layer 1 positions < pos random; everything else NaN (positions the chunk writes
       included: a row left unwritten shows) */
    for (i = 0; i < cache_n; i++) {
        int live = i >= layer_e && (i - layer_e) / row_e < c->pos;
        float kx = live ? nonzero_rand(1.0f) : f32nan, vx = live ? nonzero_rand(1.0f) : f32nan;
        if (c->f16) {
            uint16_t kh = live ? ref_f32_to_fp16(kx) : (uint16_t)0x7e55,
                     vh = live ? ref_f32_to_fp16(vx) : (uint16_t)0x7e66;
            memcpy(kc + 2 * i, &kh, 2);
            memcpy(vc + 2 * i, &vh, 2);
        } else {
            memcpy(kc + 4 * i, &kx, 4);
            memcpy(vc + 4 * i, &vx, 4);
        }
    }
    if (g_vparts) { /* the values as slices, summed in order as rope_rows sums them */
        size_t vn = (size_t)g_vparts * c->M * row_e, k;
        vp = (float *)malloc(vn * 4);
        up = (float *)malloc(qkv_n * 4);
        for (i = 0; i < vn; i++) vp[i] = nonzero_rand(1.0f);
        memcpy(up, qkv, qkv_n * 4);
        for (t = 0; t < c->M; t++)
            for (i = 0; i < row_e; i++) {
                float v = vp[t * row_e + i];
                for (k = 1; k < g_vparts; k++) v += vp[(k * c->M + t) * row_e + i];
                if (t < c->n) qkv[t * ldq + (nh + c->nkv) * hd + i] = v;
                up[t * ldq + (nh + c->nkv) * hd + i] = f32nan;
            }
    }
    for (i = 0; i < o_n; i++) o_g[i] = guard_o;
    st[0] = c->pos;
    st[1] = c->n;
    if (!buffers(&b, qkv_n * 4, cache_n * esz, 2 * hd * 4, hd / 2 * 4, o_n * 4)) {
        VKT_CHECK(0, "buffers");
        ok = 0;
        goto done;
    }
    if (vp && (vki_buffer_create(g_ctx, (uint64_t)g_vparts * c->M * row_e * 4, &b.vp) != VKI_SUCCESS ||
               vki_buffer_upload(b.vp, 0, vp, (uint64_t)g_vparts * c->M * row_e * 4) != VKI_SUCCESS)) {
        VKT_CHECK(0, "value slices");
        ok = 0;
        goto done;
    }
    vki_buffer_upload(b.qkv, 0, up, qkv_n * 4);
    vki_buffer_upload(b.kc, 0, kc, cache_n * esz);
    vki_buffer_upload(b.vc, 0, vc, cache_n * esz);
    vki_buffer_upload(b.nw, 0, nw, 2 * hd * 4);
    vki_buffer_upload(b.st, 0, st, 8);
    vki_buffer_upload(b.ff, 0, ff, hd / 2 * 4);
    vki_buffer_upload(b.o, 0, o_g, o_n * 4);
    if (!dispatch_pair(c, &b, kv_off, &sh, 3)) {
        ok = 0;
        goto done;
    }
    ok &= vki_buffer_read(b.qkv, 0, qkv_g, qkv_n * 4) == VKI_SUCCESS;
    ok &= vki_buffer_read(b.kc, 0, kc_g, cache_n * esz) == VKI_SUCCESS;
    ok &= vki_buffer_read(b.vc, 0, vc_g, cache_n * esz) == VKI_SUCCESS;
    ok &= vki_buffer_read(b.o, 0, o_g, o_n * 4) == VKI_SUCCESS;
    VKT_CHECK(ok, "read back");
    if (g_oh) { /* fp16 rows of nh * hd; the bytes past the real rows keep the guard */
        const uint16_t *oh = (const uint16_t *)o_g;
        float *of = (float *)malloc(o_n * 4);
        size_t real = (size_t)c->n * nh * hd;
        for (i = 0; i < o_n; i++) of[i] = i < real ? ref_fp16_to_f32(oh[i]) : guard_o;
        for (i = real * 2; i < o_n * 4; i++)
            if (((const unsigned char *)o_g)[i] != ((const unsigned char *)&guard_o)[i % 4]) {
                VKT_CHECK(0, "fp16 output: byte %u past the real rows written", (unsigned)i);
                break;
            }
        memcpy(o_g, of, o_n * 4);
        free(of);
    }

    /* rope_rows: queries, keys, values of the real rows against the double reference */
    for (t = 0; t < c->n && bad < 5; t++) {
        uint32_t pp = c->pos + (uint32_t)t;
        for (h = 0; h < nh + c->nkv; h++) {
            int isk = h >= nh;
            double ang = 1e-6 * (pp + 1.0) + 16 * U32 + ((c->flags & 1) ? (hd + 8) * U32 : 0.0);
            for (d = 0; d < hd; d++) y[d] = qkv[t * ldq + h * hd + d];
            if (c->flags & 1) {
                double s2 = 0;
                for (d = 0; d < hd; d++) s2 += y[d] * y[d];
                s2 = 1.0 / sqrt(s2 / hd + (double)1e-6f);
                for (d = 0; d < hd; d++) y[d] = y[d] * s2 * nw[(isk ? hd : 0) + d];
            }
            ref_rope(y, (int)hd, (int)pp, (double)c->base, (c->flags & 4) ? ff : NULL, (c->flags & 2) != 0);
            for (d = 0; d < hd; d++) {
                size_t mate = (c->flags & 2) ? (d < hd / 2 ? d + hd / 2 : d - hd / 2) : (d ^ 1);
                double rho = sqrt(y[d] * y[d] + y[mate] * y[mate]), tol = rho * ang, g, e;
                if (isk) {
                    g = cache_get(kc_g, c->f16, kv_off + pp * row_e + (h - nh) * hd + d);
                    if (c->f16) { /* half an f16 ulp of the value: 2^(floor(log2|g|) - 11) */
                        int ex;
                        frexp(fabs(g) > 6.2e-5 ? g : 6.2e-5, &ex);
                        tol += ldexp(1.0, ex - 12);
                    }
                } else
                    g = qkv_g[t * ldq + h * hd + d];
                e = fabs(g - y[d]);
                if (e / tol > rworst) rworst = e / tol;
                if (!(e <= tol)) {
                    if (bad++ < 5)
                        printf("  row %u %s head %u dim %u: gpu %.9g ref %.9g (tol %.3g)\n", (unsigned)t,
                               isk ? "key" : "query", (unsigned)(isk ? h - nh : h), (unsigned)d, g, y[d], tol);
                }
            }
        }
        for (i = 0; i < row_e; i++) { /* values, exactly */
            float x = qkv[t * ldq + (nh + c->nkv) * hd + i];
            size_t e = kv_off + pp * row_e + i;
            int same = c->f16 ? ((const uint16_t *)vc_g)[e] == ref_f32_to_fp16(x) : memcmp(vc_g + 4 * e, &x, 4) == 0;
            if (!same && bad++ < 5)
                printf("  row %u value %u: gpu %.9g, stored %.9g\n", (unsigned)t, (unsigned)i,
                       cache_get(vc_g, c->f16, e), x);
        }
    }
    VKT_CHECK(bad == 0, "rope_rows: %d elements off", bad);
    *rope_tol = rworst;
    /* nothing else written */
    for (t = 0; t < c->M; t++)
        for (i = 0; i < ldq; i++)
            if ((t >= c->n || i >= nh * hd) && memcmp(&up[t * ldq + i], &qkv_g[t * ldq + i], 4) != 0) {
                VKT_CHECK(0, "qkv row %u element %u written (%g)", (unsigned)t, (unsigned)i, qkv_g[t * ldq + i]);
                t = c->M;
                break;
            }
    for (i = 0; i < cache_n; i++) {
        size_t pp = (i % layer_e) / row_e;
        if (i >= layer_e && pp >= c->pos && pp < c->pos + c->n) continue;
        if (memcmp(kc + i * esz, kc_g + i * esz, esz) != 0 || memcmp(vc + i * esz, vc_g + i * esz, esz) != 0) {
            VKT_CHECK(0, "cache layer %u position %u element %u written", (unsigned)(i / layer_e), (unsigned)pp,
                      (unsigned)(i % row_e));
            break;
        }
    }
    for (i = (size_t)c->n * nh * hd; i < o_n; i++)
        if (o_g[i] != guard_o) {
            VKT_CHECK(0, "o row %u written", (unsigned)(i / (nh * hd)));
            break;
        }

    /* attn_rows against the double reference on the GPU's own inputs */
    bad = attn_check(c, qkv_g, kc_g, vc_g, o_g, kv_off, g_coop, &worst, &maxerr, &ss_ref);
    VKT_CHECK(bad == 0, "%s: %d elements off", g_coop ? "attn_coop" : "attn_rows", bad);
    if (c->n == 1) ok &= decode_agrees(c, qkv, kc, vc, nw, ff, kv_off, qkv_g, kc_g, vc_g);
    *err_rms = maxerr / sqrt(ss_ref / ((double)c->n * nh * hd));
    *attn_tol = worst;
    ok &= vkt_cur_failed == 0;
done:
    free_buffers(&b);
    if (up != qkv) free(up);
    free(vp);
    free(qkv);
    free(qkv_g);
    free(o_g);
    free(nw);
    free(ff);
    free(kc);
    free(vc);
    free(kc_g);
    free(vc_g);
    free(y);
    return ok;
}

/* A case a small device (VKT_PROFILE=embedded: 192 KiB maxStorageBufferRange, 16 KiB of
   shared memory) cannot take: a buffer over the range, or attn_rows' shape not fitting
   its shared memory (the prompt step then goes token by token: VKI_W_NO_PROMPT_STEP).
   Says so with a "skip" line. */
static int case_skipped(const acase *c) {
    const struct vki__vk *vk = g_ctx->vk;
    uint32_t nh = c->nkv * c->rep, ldq = (nh + 2 * c->nkv) * c->hd, wg, bq, bk, pf, smx;
    uint64_t cache = 2ull * (c->pos + c->M + 5) * c->nkv * c->hd * (c->f16 ? 2 : 4), most = cache;
    uint64_t qkv = 4ull * c->M * ldq, o = 4ull * c->M * nh * c->hd, vp = 4ull * g_vparts * c->M * c->nkv * c->hd;
    char what[96];
    snprintf(what, sizeof what, "pos %u n %u M %u rep %u hd %u %s", c->pos, c->n, c->M, c->rep, c->hd,
             c->f16 ? "f16" : "f32");
    most = qkv > most ? qkv : most;
    most = o > most ? o : most;
    most = vp > most ? vp : most;
    if (vkt_skip_over_range(g_ctx, most, what)) return 1;
    if (g_coop) return 0;
    if (c->wg ? vki__attn_rows_shared(c->rep, c->hd, c->bq, c->bk) > vk->props.limits.maxComputeSharedMemorySize
              : !vki__attn_rows_shape(vk, c->rep, c->hd, &wg, &bq, &bk, &pf, &smx)) {
        printf("  skip %s: attn_rows' %s shape does not fit %u bytes of shared memory\n", what,
               c->wg ? "forced" : "smallest", vk->props.limits.maxComputeSharedMemorySize);
        return 1;
    }
    return 0;
}

static void run_list(const acase *cs, size_t nc) {
    size_t k;
    for (k = 0; k < nc; k++) {
        const acase *c = &cs[k];
        double e = 0, rt = 0, at = 0;
        ashape sh;
        int ok;
        if (case_skipped(c)) continue;
        shape_of(c, &sh);
        ok = run_case(c, &e, &rt, &at);
        printf("  pos %3u n %3u M %3u rep %u hd %3u %s%s%s%s (%s wg %u bq %u bk %u pf %u smx %u%s): err/tol rope %.3f "
               "attn %.3f, attn max err/rms %.1e%s\n",
               c->pos, c->n, c->M, c->rep, c->hd, c->f16 ? "f16" : "f32", (c->flags & 1) ? " norm" : "",
               (c->flags & 2) ? " neox" : " normal", (c->flags & 4) ? " freq" : "", g_coop ? "attn_coop" : "attn_rows",
               sh.wg, sh.bq, sh.bk, sh.pf, sh.smx, g_oh ? ", fp16 out" : g_vparts ? ", V in slices" : "", rt, at, e,
               ok ? "" : "  FAILED");
    }
}

/* the device's shape, every parameter's values with a spread of the others */
static void test_attn_rows_device_shape(void) {
    static const acase cs[] = {
        /* nkv rep hd  pos  n    M   f16 flags base */
        {2, 1, 64, 0, 1, 8, 1, 2, 10000.0f, 0, 0, 0, 0, 0},
        {2, 2, 128, 0, 7, 16, 0, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 4, 128, 5, 33, 48, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 4, 64, 300, 7, 9, 0, 4, 500000.0f, 0, 0, 0, 0, 0},
        {2, 1, 128, 300, 100, 128, 1, 0, 10000.0f, 0, 0, 0, 0, 0},
        {2, 2, 64, 5, 100, 101, 1, 2 | 4, 10000.0f, 0, 0, 0, 0, 0},
        {2, 4, 128, 300, 1, 4, 0, 1 | 2 | 4, 1e6f, 0, 0, 0, 0, 0},
        {2, 3, 128, 5, 33, 40, 1, 1, 10000.0f, 0, 0, 0, 0, 0},
        {2, 2, 128, 0, 100, 112, 0, 1 | 4, 10000.0f, 0, 0, 0, 0, 0},
        {2, 2, 72, 5, 33, 36, 1, 1 | 2, 1e6f, 0, 0, 0, 0,
         0}, /* HD not a multiple of 16: 2 vec4 a thread's output row */
        {2, 4, 128, 5, 1, 3, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0}, /* Qwen3's: one token, against the decode kernel too */
    };
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    vkt_seed(41);
    run_list(cs, VKT_COUNT(cs));
}

/* the values in slices of their product (vki__v_slices: rope_rows sums g_vparts of them in order, the V columns of
   qkv never read): the cache's values bit for bit against the slices' sum, and attention on them, f16 and f32
   caches, rows past n */
static void test_rope_rows_vparts(void) {
    static const acase cs[] = {
        /* nkv rep hd  pos  n    M   f16 flags base */
        {2, 4, 128, 5, 33, 48, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 2, 64, 300, 7, 9, 0, 4, 500000.0f, 0, 0, 0, 0, 0},
    };
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    vkt_seed(45);
    g_vparts = 8;
    run_list(cs, VKT_COUNT(cs));
    g_vparts = 0;
}

/* forced shapes: several score tiles a thread (32 vectors x 32 positions: 64 tiles for
   32 invocations), 16-position blocks, 4 rows with a workgroup larger than its tiles,
   12 query vectors (REP 3); pf and smx in each combination */
static void test_attn_rows_other_shapes(void) {
    static const acase cs[] = {
        {2, 4, 64, 5, 33, 40, 1, 1 | 2, 1e6f, 32, 8, 32, 0, 1},
        {2, 4, 128, 300, 33, 36, 0, 1 | 2 | 4, 1e6f, 64, 8, 16, 1, 0},
        {2, 2, 64, 300, 7, 12, 0, 4, 10000.0f, 128, 4, 16, 0, 0},
        {2, 1, 128, 0, 100, 104, 1, 0, 10000.0f, 128, 4, 16, 1, 1},
        {2, 3, 128, 5, 33, 36, 1, 1 | 2, 1e6f, 64, 4, 32, 0, 0},
    };
    uint32_t sg;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    sg = g_ctx->vk->info.subgroup_size;
    if (sg > 32) VKT_SKIP("subgroups of %u: the forced 32-invocation workgroups need at most 32", sg);
    vkt_seed(43);
    run_list(cs, VKT_COUNT(cs));
}

/* attn_coop (tensor cores) on the same inputs, f16 caches: the device's shape for REP
   1..4 and HD 64, 128; forced shapes: 16-position blocks, one subgroup (16 vectors), 6
   subgroups (REP 3 x 32 rows), 64-position blocks; every position of the last block
   masked for some rows (n not a multiple of bk), rows past n (M > n) */
static void test_attn_coop(void) {
    static const acase cs[] = {
        /* nkv rep hd  pos  n    M   f16 flags base */
        {2, 1, 64, 0, 2, 8, 1, 2, 10000.0f, 0, 0, 0, 0, 0},
        {2, 2, 128, 0, 7, 16, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 4, 128, 5, 33, 48, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 4, 64, 300, 7, 9, 1, 4, 500000.0f, 0, 0, 0, 0, 0},
        {2, 1, 128, 300, 100, 128, 1, 0, 10000.0f, 0, 0, 0, 0, 0},
        {2, 2, 64, 5, 100, 101, 1, 2 | 4, 10000.0f, 0, 0, 0, 0, 0},
        {2, 3, 128, 5, 33, 40, 1, 1, 10000.0f, 0, 0, 0, 0, 0},
        {2, 4, 128, 300, 100, 112, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 4, 128, 0, 100, 128, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 4, 128, 5, 1, 3, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 4, 256, 5, 33, 40, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},   /* Qwen3.5's full-attention heads */
        {2, 4, 256, 300, 100, 112, 1, 2, 1e6f, 0, 0, 0, 0, 0},
        /* forced (wg: bq * rep / 16 subgroups of 32) */
        {2, 4, 128, 300, 33, 36, 1, 1 | 2, 1e6f, 128, 16, 16, 0, 0},
        {2, 4, 128, 5, 33, 36, 1, 1 | 2, 1e6f, 32, 4, 32, 0, 0},
        {2, 3, 64, 300, 100, 104, 1, 2, 1e6f, 192, 32, 32, 0, 0},
        {2, 2, 64, 300, 100, 104, 1, 2, 1e6f, 128, 32, 64, 0, 0},
    };
    size_t k;
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    if (!g_ctx->vk->info.has_cooperative_matrix)
        VKT_SKIP("no cooperative matrices on '%s': attn_coop not used", g_ctx->vk->info.name);
    if (g_ctx->vk->info.subgroup_size != 32)
        VKT_SKIP("subgroups of %u: the forced shapes assume 32", g_ctx->vk->info.subgroup_size);
    for (k = 0; k < VKT_COUNT(cs); k++)
        if (cs[k].wg &&
            vki__attn_coop_shared(cs[k].rep, cs[k].hd, cs[k].bq, cs[k].bk) >
                g_ctx->vk->props.limits.maxComputeSharedMemorySize)
            VKT_SKIP("a forced shape over the device's shared memory");
    vkt_seed(47);
    g_coop = 1;
    run_list(cs, VKT_COUNT(cs));
    g_coop = 0;
}

/* fp16 output (OH): attn_rows, and attn_coop where the device has cooperative matrices, on the device's
   shapes; the same checks with the output's conversion added to the tolerance, and the bytes past the
   real rows (an fp16 row is half an f32 row) untouched */
static void test_attn_fp16_out(void) {
    static const acase cs[] = {
        /* nkv rep hd  pos  n    M   f16 flags base */
        {2, 4, 128, 5, 33, 40, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
        {2, 1, 64, 300, 7, 12, 1, 0, 10000.0f, 0, 0, 0, 0, 0},
        {2, 4, 128, 0, 100, 128, 1, 1 | 2, 1e6f, 0, 0, 0, 0, 0},
    };
    if (!g_ctx) VKT_SKIP("%s", g_skip);
    vkt_seed(59);
    g_oh = 1;
    run_list(cs, VKT_COUNT(cs));
    if (g_ctx->vk->info.has_cooperative_matrix) {
        g_coop = 1;
        run_list(cs, VKT_COUNT(cs));
        g_coop = 0;
    } else
        printf("  attn_coop not run: no cooperative matrices on '%s'\n", g_ctx->vk->info.name);
    g_oh = 0;
}

/* bench: GPU time of `iters` dispatches (each behind a barrier) from timestamps written
   into the compute queue's command stream around them, in microseconds a dispatch */
static double gpu_us(const acase *c, run_bufs *b, const ashape *sh, int which, int iters) {
    struct vki__vk *vk = g_ctx->vk;
    VkQueryPoolCreateInfo qi;
    VkQueryPool pool;
    uint64_t ts[2] = {0, 0};
    uint32_t tmp[2];
    double us = -1;
    int it;
    memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
    qi.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qi.queryCount = 2;
    if (vk->dt.vkCreateQueryPool(vk->device, &qi, NULL, &pool) != VK_SUCCESS) return -1;
    dispatch_pair(c, b, 0, sh, which); /* warm-up (pipeline creation) */
    if (vki__begin(g_ctx, VKI__Q_COMPUTE) == VKI_SUCCESS) {
        vk->dt.vkCmdResetQueryPool(vki__cb(vk, VKI__Q_COMPUTE), pool, 0, 2);
        vk->dt.vkCmdWriteTimestamp(vki__cb(vk, VKI__Q_COMPUTE), VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, 0);
        for (it = 0; it < iters; it++) dispatch_pair(c, b, 0, sh, which);
        if (vki__begin(g_ctx, VKI__Q_COMPUTE) == VKI_SUCCESS) {
            vk->dt.vkCmdWriteTimestamp(vki__cb(vk, VKI__Q_COMPUTE), VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, 1);
            vki_buffer_read(which == 1 ? b->qkv : b->o, 0, tmp, 8); /* submits and waits */
            if (vk->dt.vkGetQueryPoolResults(vk->device, pool, 0, 2, sizeof ts, ts, 8,
                                             VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) == VK_SUCCESS)
                us = (double)(ts[1] - ts[0]) * vk->props.limits.timestampPeriod * 1e-3 / iters;
        }
    }
    vk->dt.vkDestroyQueryPool(vk->device, pool, NULL);
    return us;
}

/* --bench: microseconds per dispatch of each kernel on the Qwen3-8B shape */
static void bench(int iters, int small) {
    const uint32_t depths[2] = {0, small ? 64u : 4096u};
    static const ashape alt[] = {{64, 8, 32, 0, 0},  {64, 8, 32, 1, 0},  {64, 8, 32, 0, 1}, {64, 8, 32, 1, 1},
                                 {32, 4, 32, 1, 1},  {32, 4, 32, 1, 0},  {32, 4, 32, 0, 0}, {64, 8, 16, 1, 1},
                                 {96, 12, 32, 1, 1}, {128, 16, 16, 1, 1}, {128, 8, 32, 1, 1}};
    struct vki__vk *vk = g_ctx->vk;
    int di, k;
    printf("device: %s, subgroup %u, shared memory %u bytes\n", vk->info.name, vk->info.subgroup_size,
           vk->props.limits.maxComputeSharedMemorySize);
    for (di = 0; di < 2; di++) {
        acase c;
        uint32_t nh, ldq, n_ctx, st[2];
        size_t ns = 1, si;
        double rope_us;
        ashape shapes[16];
        size_t qkv_b, cache_b;
        run_bufs b;
        float *buf;
        memset(&c, 0, sizeof c);
        c.nkv = 8;
        c.rep = 4;
        c.hd = 128;
        c.pos = depths[di];
        c.n = small ? 32 : 512; /* small: a quick run of the code path (lavapipe) */
        c.M = c.n;
        c.f16 = 1;
        c.flags = 1 | 2;
        c.base = 1e6f;
        nh = c.nkv * c.rep;
        ldq = (nh + 2 * c.nkv) * c.hd;
        n_ctx = c.pos + c.M;
        qkv_b = (size_t)c.M * ldq * 4;
        cache_b = (size_t)n_ctx * c.nkv * c.hd * 2;
        if (!buffers(&b, qkv_b, cache_b, 2 * c.hd * 4, c.hd / 2 * 4, (size_t)c.M * nh * c.hd * 4)) {
            printf("bench: buffers\n");
            return;
        }
        buf = (float *)malloc(cache_b > qkv_b ? cache_b : qkv_b);
        vkt_seed(7);
        for (k = 0; k < (int)(qkv_b / 4); k++) buf[k] = nonzero_rand(1.0f);
        vki_buffer_upload(b.qkv, 0, buf, qkv_b);
        for (k = 0; k < (int)(cache_b / 2); k++) ((uint16_t *)buf)[k] = ref_f32_to_fp16(nonzero_rand(1.0f));
        vki_buffer_upload(b.kc, 0, buf, cache_b);
        vki_buffer_upload(b.vc, 0, buf, cache_b);
        for (k = 0; k < (int)c.hd * 2; k++) buf[k] = 1.0f;
        vki_buffer_upload(b.nw, 0, buf, 2 * c.hd * 4);
        vki_buffer_upload(b.ff, 0, buf, c.hd / 2 * 4);
        st[0] = c.pos;
        st[1] = c.n;
        vki_buffer_upload(b.st, 0, st, 8);
        VKT_CHECK(vki__attn_rows_shape(vk, c.rep, c.hd, &shapes[0].wg, &shapes[0].bq, &shapes[0].bk, &shapes[0].pf,
                                       &shapes[0].smx),
                  "shape");
        for (si = 0; si < VKT_COUNT(alt); si++) /* alternatives, for tuning */
            if (vki__attn_rows_shared(c.rep, c.hd, alt[si].bq, alt[si].bk) <=
                    vk->props.limits.maxComputeSharedMemorySize &&
                alt[si].wg % vk->info.subgroup_size == 0 && (!alt[si].smx || shapes[0].smx) &&
                out_tiles(c.rep, c.hd, alt[si].bq) <= alt[si].wg)
                shapes[ns++] = alt[si];
        rope_us = gpu_us(&c, &b, &shapes[0], 1, iters);
        printf("pos %4u: rope_rows %8.1f us\n", c.pos, rope_us);
        if (vk->info.has_cooperative_matrix) { /* attn_coop: the device's shape, then alternatives */
            static const ashape calt[] = {
                {128, 16, 32, 1, 0}, {128, 16, 16, 0, 0}, {128, 16, 48, 0, 0}, {128, 16, 16, 1, 0}};
            ashape cs[5];
            memset(cs, 0, sizeof cs);
            size_t nc = 0;
            if (vki__attn_coop_shape(vk, 1, c.rep, c.hd, &cs[0].wg, &cs[0].bq, &cs[0].bk)) nc = 1;
            for (si = 0; nc && si < VKT_COUNT(calt); si++)
                if (vki__attn_coop_shared(c.rep, c.hd, calt[si].bq, calt[si].bk) <=
                        vk->props.limits.maxComputeSharedMemorySize &&
                    vk->info.subgroup_size == 32)
                    cs[nc++] = calt[si];
            g_coop = 1;
            for (si = 0; si < nc; si++) {
                double keys = c.pos + (c.n + 1) / 2.0, flops = 4.0 * c.n * c.hd * nh * keys, us;
                gpu_us(&c, &b, &cs[si], 2, iters); /* once to warm up (clocks, caches), then timed */
                us = gpu_us(&c, &b, &cs[si], 2, iters);
                printf("pos %4u: attn_coop %8.1f us (wg %3u bq %2u bk %u%s%s), %.2f TFLOP/s (avg keys %.0f); layer "
                       "%.1f us\n",
                       c.pos, us, cs[si].wg, cs[si].bq, cs[si].bk, cs[si].pf ? ", no prefetch" : "",
                       si == 0 ? ", the device's shape" : "", flops / us * 1e-6, keys, rope_us + us);
            }
            g_coop = 0;
        }
        for (si = 0; si < ns; si++) {
            double keys = c.pos + (c.n + 1) / 2.0, flops = 4.0 * c.n * c.hd * nh * keys,
                   us = gpu_us(&c, &b, &shapes[si], 2, iters);
            printf("pos %4u: attn_rows %8.1f us (wg %3u bq %2u bk %u pf %u smx %u%s), %.2f TFLOP/s (avg keys %.0f); "
                   "layer %.1f us\n",
                   c.pos, us, shapes[si].wg, shapes[si].bq, shapes[si].bk, shapes[si].pf, shapes[si].smx,
                   si == 0 ? ", the device's shape" : "", flops / us * 1e-6, keys, rope_us + us);
        }
        free(buf);
        free_buffers(&b);
    }
}

int main(int argc, char **argv) {
    if (argc > 1 &&
        strcmp(argv[1], "--bench") == 0) { /* no validation; warnings shown (VKINFER_PIPELINE_STATS=1: registers) */
        vki_context_desc d;
        memset(&d, 0, sizeof d);
        d.log_level = VKI_LOG_WARN;
        if (vki_context_create(&d, &g_ctx) != VKI_SUCCESS) {
            printf("bench: no Vulkan device\n");
            return 1;
        }
        bench(argc > 2 ? atoi(argv[2]) : 20, argc > 3 && strcmp(argv[3], "small") == 0);
        vki_context_destroy(g_ctx);
        return vkt_summary();
    }
    g_ctx = vkt_gpu_open(g_skip, sizeof g_skip);
    VKT_RUN(test_attn_rows_device_shape);
    VKT_RUN(test_attn_rows_other_shapes);
    VKT_RUN(test_rope_rows_vparts);
    VKT_RUN(test_attn_coop);
    VKT_RUN(test_attn_fp16_out);
    vkt_gpu_close(g_ctx);
    return vkt_summary();
}
