/* tests/ref.h - independent CPU reference for vkinfer's tests (header only, C99 / C++11).

   Written from the GGUF specification and ggml's block layouts, and deliberately shares
   no code with vkinfer.h: a bug in the library cannot hide behind the same bug here.

   What it provides (all `static`, prefix ref_):
     - fp16 / bf16 <-> f32 conversion (round to nearest even, subnormals, inf, NaN)
     - per-type tables: ref_type_name, ref_type_block, ref_type_size, ref_row_size
     - ref_dequant_row / ref_quant_row for F32 F16 BF16 Q8_0 Q4_0 Q4_1 Q5_0 Q5_1 Q4_K
       Q5_K Q6_K (ggml's exact block layouts; the quantizers are plain round-to-nearest,
       see the bounds next to each one)
     - a small GGUF v2/v3 reader over a whole-file buffer (ref_gguf_*)
     - a scalar double-precision forward pass for dense llama / qwen2 / qwen3:
         ref_model *ref_load(const char *path, char *err, size_t errcap);
         void ref_free(ref_model *m);
         void ref_reset(ref_model *m);                         forget the KV cache
         int  ref_eval(ref_model *m, int32_t token, float *logits_out);   0 on success
       Weights stay in their file encoding and are dequantized one row at a time into
       float (exactly ggml's values), products and sums are done in double, the KV
       cache is double.

   Block layouts (little endian; "d" etc. are IEEE half floats):
     Q8_0  34 B / 32: d, int8 qs[32]                        x = d*q
     Q4_0  18 B / 32: d, qs[16]                             x = d*(q-8);  element j < 16 in
                      the low nibble of qs[j], element j+16 in the high nibble of qs[j]
     Q4_1  20 B / 32: d, m, qs[16]                          x = d*q + m (nibbles as Q4_0)
     Q5_0  22 B / 32: d, qh[4] (u32), qs[16]                x = d*(q-16); bit 4 of element j
                      is bit j of qh (nibbles as Q4_0)
     Q5_1  24 B / 32: d, m, qh[4], qs[16]                   x = d*q + m
     Q4_K 144 B / 256: d, dmin, scales[12], qs[128]; 8 sub-blocks of 32 with 6-bit scale
                      sc and min m: x = d*sc*q - dmin*m. Element e: byte qs[32*(e/64) +
                      e%32], low nibble when e%64 < 32. scales: for j<4 sc_j = s[j]&63,
                      m_j = s[j+4]&63; for j>=4 sc_j = (s[j+4]&15) | (s[j-4]>>6)<<4,
                      m_j = (s[j+4]>>4) | (s[j]>>6)<<4.
     Q5_K 176 B / 256: d, dmin, scales[12], qh[32], qs[128]; as Q4_K plus bit 4 of element
                      e = bit (e/32) of qh[e%32].
     Q6_K 210 B / 256: ql[128], qh[64], int8 scales[16], d; x = d*scales[e/16]*(q-32).
                      With h = e/128, r = e%128, l = r%32, k = r/32: low 4 bits in
                      ql[64*h + l + 32*(k&1)] (high nibble when k >= 2), bits 4-5 are bits
                      2k..2k+1 of qh[32*h + l].
*/
#ifndef VKINFER_TESTS_REF_H
#define VKINFER_TESTS_REF_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define REF_FN static __attribute__((unused))
#else
#define REF_FN static
#endif

/* ggml type ids as stored in GGUF tensor infos */
enum {
    REF_TYPE_F32 = 0,
    REF_TYPE_F16 = 1,
    REF_TYPE_Q4_0 = 2,
    REF_TYPE_Q4_1 = 3,
    REF_TYPE_Q5_0 = 6,
    REF_TYPE_Q5_1 = 7,
    REF_TYPE_Q8_0 = 8,
    REF_TYPE_Q4_K = 12,
    REF_TYPE_Q5_K = 13,
    REF_TYPE_Q6_K = 14,
    REF_TYPE_BF16 = 30
};

/* ------------------------------------------------------------------ half floats */

REF_FN float ref_fp16_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
    uint32_t exp = (h >> 10) & 0x1f, mant = h & 0x3ffu, bits;
    float f;
    if (exp == 0) {
        /* zero or subnormal: mant * 2^-24, exact in float */
        f = (float)ldexp((double)mant, -24);
        return sign ? -f : f;
    }
    if (exp == 31) bits = sign | 0x7f800000u | (mant << 13);
    else bits = sign | ((exp + 112) << 23) | (mant << 13);
    memcpy(&f, &bits, 4);
    return f;
}

/* round to nearest, ties to even; overflow gives inf, NaN stays NaN (quiet) */
REF_FN uint16_t ref_f32_to_fp16(float f) {
    uint32_t x, ax, sign, e, m, r, rem, half, shift;
    memcpy(&x, &f, 4);
    sign = (x >> 16) & 0x8000u;
    ax = x & 0x7fffffffu;
    if (ax > 0x7f800000u) return (uint16_t)(sign | 0x7e00u | ((ax >> 13) & 0x3ffu));
    if (ax >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u); /* >= 65520 (or inf) */
    e = ax >> 23;
    m = ax & 0x7fffffu;
    if (e < 113) {
        /* result is a half subnormal (or rounds up to the smallest normal) */
        if (e < 102) return (uint16_t)sign; /* below 2^-25: rounds to zero */
        m |= 0x800000u;
        shift = 126 - e; /* 14..24 */
        r = m >> shift;
        rem = m & ((1u << shift) - 1);
        half = 1u << (shift - 1);
        if (rem > half || (rem == half && (r & 1))) r++;
        return (uint16_t)(sign | r);
    }
    r = ((e - 112) << 10) | (m >> 13);
    rem = m & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (r & 1))) r++; /* carry may bump the exponent */
    return (uint16_t)(sign | r);
}

REF_FN float ref_bf16_to_f32(uint16_t h) {
    uint32_t bits = (uint32_t)h << 16;
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

REF_FN uint16_t ref_f32_to_bf16(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
    if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((x >> 16) | 0x40u); /* quiet NaN */
    x += 0x7fffu + ((x >> 16) & 1u);
    return (uint16_t)(x >> 16);
}

/* smallest half >= v and largest half <= v (finite v): scales rounded this way keep
   every element inside the representable range, which makes the error bounds exact */
REF_FN uint16_t ref_fp16_up(float v) {
    uint16_t h = ref_f32_to_fp16(v);
    if (ref_fp16_to_f32(h) < v) {
        if (h & 0x8000u) h = (uint16_t)(h == 0x8000u ? 1u : h - 1u);
        else h++;
    }
    return h;
}

REF_FN uint16_t ref_fp16_down(float v) {
    uint16_t h = ref_f32_to_fp16(v);
    if (ref_fp16_to_f32(h) > v) {
        if (h & 0x8000u) h++;
        else h = (uint16_t)(h == 0 ? 0x8001u : h - 1u);
    }
    return h;
}

/* ------------------------------------------------------------------ type table */

typedef struct ref_type_info {
    int type;
    const char *name;
    int block;     /* elements per block */
    int size;      /* bytes per block */
} ref_type_info;

REF_FN const ref_type_info *ref_type_lookup(int type) {
    static const ref_type_info tab[] = {
        {REF_TYPE_F32, "F32", 1, 4},      {REF_TYPE_F16, "F16", 1, 2},
        {REF_TYPE_BF16, "BF16", 1, 2},    {REF_TYPE_Q8_0, "Q8_0", 32, 34},
        {REF_TYPE_Q4_0, "Q4_0", 32, 18},  {REF_TYPE_Q4_1, "Q4_1", 32, 20},
        {REF_TYPE_Q5_0, "Q5_0", 32, 22},  {REF_TYPE_Q5_1, "Q5_1", 32, 24},
        {REF_TYPE_Q4_K, "Q4_K", 256, 144}, {REF_TYPE_Q5_K, "Q5_K", 256, 176},
        {REF_TYPE_Q6_K, "Q6_K", 256, 210},
    };
    size_t i;
    for (i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (tab[i].type == type) return &tab[i];
    return NULL;
}

/* every supported type, for loops in tests */
REF_FN int ref_type_at(int i) {
    static const int all[] = {REF_TYPE_F32, REF_TYPE_F16, REF_TYPE_BF16, REF_TYPE_Q8_0,
                              REF_TYPE_Q4_0, REF_TYPE_Q4_1, REF_TYPE_Q5_0, REF_TYPE_Q5_1,
                              REF_TYPE_Q4_K, REF_TYPE_Q5_K, REF_TYPE_Q6_K};
    return i >= 0 && i < (int)(sizeof all / sizeof all[0]) ? all[i] : -1;
}

REF_FN const char *ref_type_name(int type) {
    const ref_type_info *t = ref_type_lookup(type);
    return t ? t->name : "?";
}

REF_FN int ref_type_from_name(const char *name) {
    int i, t;
    for (i = 0; (t = ref_type_at(i)) >= 0; i++) {
        const char *a = ref_type_name(t), *b = name;
        while (*a && *b && (*a == *b || (*a >= 'A' && *a <= 'Z' && *a + 32 == *b))) a++, b++;
        if (!*a && !*b) return t;
    }
    return -1;
}

REF_FN int ref_type_block(int type) {
    const ref_type_info *t = ref_type_lookup(type);
    return t ? t->block : 0;
}

REF_FN int ref_type_size(int type) {
    const ref_type_info *t = ref_type_lookup(type);
    return t ? t->size : 0;
}

/* bytes of one row of n elements; 0 if the type is unknown or n is not a block multiple */
REF_FN size_t ref_row_size(int type, int64_t n) {
    const ref_type_info *t = ref_type_lookup(type);
    if (!t || n < 0 || n % t->block) return 0;
    return (size_t)(n / t->block) * (size_t)t->size;
}

/* ------------------------------------------------------------------ dequantization */

static uint16_t ref__rd16(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }
static void ref__wr16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }

/* 6-bit scale and min of sub-block j (0..7) of a Q4_K / Q5_K super-block */
REF_FN void ref_k4_scale_min(const uint8_t *s, int j, int *sc, int *m) {
    if (j < 4) {
        *sc = s[j] & 63;
        *m = s[j + 4] & 63;
    } else {
        *sc = (s[j + 4] & 15) | ((s[j - 4] >> 6) << 4);
        *m = (s[j + 4] >> 4) | ((s[j] >> 6) << 4);
    }
}

static void ref__pack_k4_scales(uint8_t *s, const int *sc, const int *m) {
    int j;
    for (j = 0; j < 4; j++) {
        s[j] = (uint8_t)((sc[j] & 63) | ((sc[j + 4] >> 4) << 6));
        s[j + 4] = (uint8_t)((m[j] & 63) | ((m[j + 4] >> 4) << 6));
        s[j + 8] = (uint8_t)((sc[j + 4] & 15) | ((m[j + 4] & 15) << 4));
    }
}

/* Dequantizes n elements (a multiple of the type's block) starting at src.
   Returns 0, or -1 for an unknown type or a bad n. Arithmetic is float, like ggml. */
REF_FN int ref_dequant_row(int type, const void *src, float *dst, int64_t n) {
    const uint8_t *p = (const uint8_t *)src;
    int64_t i, nb;
    int j;
    if (!ref_type_lookup(type) || n < 0 || n % ref_type_block(type)) return -1;
    nb = n / ref_type_block(type);
    switch (type) {
    case REF_TYPE_F32:
        memcpy(dst, p, (size_t)n * 4);
        return 0;
    case REF_TYPE_F16:
        for (i = 0; i < n; i++) dst[i] = ref_fp16_to_f32(ref__rd16(p + 2 * i));
        return 0;
    case REF_TYPE_BF16:
        for (i = 0; i < n; i++) dst[i] = ref_bf16_to_f32(ref__rd16(p + 2 * i));
        return 0;
    case REF_TYPE_Q8_0:
        for (i = 0; i < nb; i++, p += 34, dst += 32) {
            float d = ref_fp16_to_f32(ref__rd16(p));
            for (j = 0; j < 32; j++) dst[j] = d * (float)(int8_t)p[2 + j];
        }
        return 0;
    case REF_TYPE_Q4_0:
    case REF_TYPE_Q4_1:
        for (i = 0; i < nb; i++, dst += 32) {
            float d = ref_fp16_to_f32(ref__rd16(p));
            const uint8_t *qs;
            if (type == REF_TYPE_Q4_0) {
                qs = p + 2;
                for (j = 0; j < 16; j++) {
                    dst[j] = d * (float)((qs[j] & 15) - 8);
                    dst[j + 16] = d * (float)((qs[j] >> 4) - 8);
                }
                p += 18;
            } else {
                float m = ref_fp16_to_f32(ref__rd16(p + 2));
                qs = p + 4;
                for (j = 0; j < 16; j++) {
                    dst[j] = d * (float)(qs[j] & 15) + m;
                    dst[j + 16] = d * (float)(qs[j] >> 4) + m;
                }
                p += 20;
            }
        }
        return 0;
    case REF_TYPE_Q5_0:
    case REF_TYPE_Q5_1:
        for (i = 0; i < nb; i++, dst += 32) {
            float d = ref_fp16_to_f32(ref__rd16(p)), m = 0.0f;
            const uint8_t *qh, *qs;
            uint32_t h;
            int one = type == REF_TYPE_Q5_1;
            if (one) m = ref_fp16_to_f32(ref__rd16(p + 2));
            qh = p + 2 + 2 * one;
            qs = qh + 4;
            h = (uint32_t)qh[0] | ((uint32_t)qh[1] << 8) | ((uint32_t)qh[2] << 16) |
                ((uint32_t)qh[3] << 24);
            for (j = 0; j < 16; j++) {
                int lo = (qs[j] & 15) | (int)(((h >> j) & 1u) << 4);
                int hi = (qs[j] >> 4) | (int)(((h >> (j + 16)) & 1u) << 4);
                if (one) {
                    dst[j] = d * (float)lo + m;
                    dst[j + 16] = d * (float)hi + m;
                } else {
                    dst[j] = d * (float)(lo - 16);
                    dst[j + 16] = d * (float)(hi - 16);
                }
            }
            p += one ? 24 : 22;
        }
        return 0;
    case REF_TYPE_Q4_K:
    case REF_TYPE_Q5_K:
        for (i = 0; i < nb; i++, dst += 256) {
            int five = type == REF_TYPE_Q5_K;
            float d = ref_fp16_to_f32(ref__rd16(p)), dmin = ref_fp16_to_f32(ref__rd16(p + 2));
            const uint8_t *sc = p + 4, *qh = p + 16, *qs = p + (five ? 48 : 16);
            int e;
            for (e = 0; e < 256; e++) {
                int sub = e / 32, s, mm, q;
                uint8_t byte = qs[32 * (e / 64) + e % 32];
                q = (e % 64) < 32 ? (byte & 15) : (byte >> 4);
                if (five) q |= ((qh[e % 32] >> sub) & 1) << 4;
                ref_k4_scale_min(sc, sub, &s, &mm);
                dst[e] = (d * (float)s) * (float)q - dmin * (float)mm;
            }
            p += five ? 176 : 144;
        }
        return 0;
    case REF_TYPE_Q6_K:
        for (i = 0; i < nb; i++, p += 210, dst += 256) {
            const uint8_t *ql = p, *qh = p + 128;
            const int8_t *sc = (const int8_t *)(p + 192);
            float d = ref_fp16_to_f32(ref__rd16(p + 208));
            int e;
            for (e = 0; e < 256; e++) {
                int h = e / 128, r = e % 128, l = r % 32, k = r / 32, q;
                uint8_t lo = ql[64 * h + l + 32 * (k & 1)];
                q = (k >= 2 ? lo >> 4 : lo & 15) | (((qh[32 * h + l] >> (2 * k)) & 3) << 4);
                dst[e] = (d * (float)sc[e / 16]) * (float)(q - 32);
            }
        }
        return 0;
    default:
        return -1;
    }
}

/* ------------------------------------------------------------------ quantization
   Round-to-nearest quantizers (no search). Scales are rounded to half *upwards* (mins
   downwards) so that every element stays in range; then for each element:
     Q8_0, Q4_1, Q5_1:  |x - x'| <= step/2            (step = d)
     Q4_0, Q5_0:        |x - x'| <= step/2, except that the element(s) of opposite sign to
                        the largest-magnitude one may clip by up to one step: <= step
                        (same scheme as ggml: d = -max/8 resp. -max/16)
     Q4_K, Q5_K:        |x - x'| <= d*sc/2 of its sub-block (ranges include 0)
     Q6_K:              |x - x'| <= d*sc/2 of its sub-block
     F16 / BF16:        round to nearest even. */

static int ref__round(float v) { return (int)floorf(v + 0.5f); }
static int ref__clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static void ref__quant_legacy(int type, const float *x, uint8_t *p) {
    int j;
    float amax = 0.0f, vmax = 0.0f, mn = x[0], mx = x[0];
    for (j = 0; j < 32; j++) {
        if (fabsf(x[j]) > amax) { amax = fabsf(x[j]); vmax = x[j]; }
        if (x[j] < mn) mn = x[j];
        if (x[j] > mx) mx = x[j];
    }
    if (type == REF_TYPE_Q8_0) {
        uint16_t dh = ref_fp16_up(amax / 127.0f);
        float d = ref_fp16_to_f32(dh);
        ref__wr16(p, dh);
        for (j = 0; j < 32; j++)
            p[2 + j] = (uint8_t)(int8_t)(d > 0 ? ref__clampi(ref__round(x[j] / d), -127, 127) : 0);
    } else if (type == REF_TYPE_Q4_0 || type == REF_TYPE_Q5_0) {
        int five = type == REF_TYPE_Q5_0, off = five ? 16 : 8, top = five ? 31 : 15;
        uint16_t dh = ref_f32_to_fp16(vmax / (float)-off);
        float d = ref_fp16_to_f32(dh);
        uint8_t *qs = p + (five ? 6 : 2);
        uint32_t h = 0;
        ref__wr16(p, dh);
        memset(qs, 0, 16);
        for (j = 0; j < 32; j++) {
            int q = d != 0 ? ref__clampi(ref__round(x[j] / d) + off, 0, top) : off;
            qs[j % 16] |= (uint8_t)((q & 15) << (j < 16 ? 0 : 4));
            h |= (uint32_t)((q >> 4) & 1) << j;
        }
        if (five) { p[2] = (uint8_t)h; p[3] = (uint8_t)(h >> 8); p[4] = (uint8_t)(h >> 16); p[5] = (uint8_t)(h >> 24); }
    } else { /* Q4_1, Q5_1 */
        int five = type == REF_TYPE_Q5_1, top = five ? 31 : 15;
        uint16_t mh = ref_fp16_down(mn), dh;
        float m = ref_fp16_to_f32(mh), d;
        uint8_t *qs = p + (five ? 8 : 4);
        uint32_t h = 0;
        dh = ref_fp16_up((mx - m) / (float)top);
        d = ref_fp16_to_f32(dh);
        ref__wr16(p, dh);
        ref__wr16(p + 2, mh);
        memset(qs, 0, 16);
        for (j = 0; j < 32; j++) {
            int q = d > 0 ? ref__clampi(ref__round((x[j] - m) / d), 0, top) : 0;
            qs[j % 16] |= (uint8_t)((q & 15) << (j < 16 ? 0 : 4));
            h |= (uint32_t)((q >> 4) & 1) << j;
        }
        if (five) { p[4] = (uint8_t)h; p[5] = (uint8_t)(h >> 8); p[6] = (uint8_t)(h >> 16); p[7] = (uint8_t)(h >> 24); }
    }
}

static void ref__quant_k45(int five, const float *x, uint8_t *p) {
    int j, e, sc[8], m[8], top = five ? 31 : 15;
    float mn[8], mx[8], mf[8], step[8], maxmin = 0.0f, maxr = 0.0f, d, dmin;
    uint16_t dh, dminh;
    uint8_t *qh = p + 16, *qs = p + (five ? 48 : 16);
    for (j = 0; j < 8; j++) {
        int l;
        mn[j] = 0.0f;
        mx[j] = 0.0f;
        for (l = 0; l < 32; l++) {
            float v = x[32 * j + l];
            if (v < mn[j]) mn[j] = v;
            if (v > mx[j]) mx[j] = v;
        }
        if (-mn[j] > maxmin) maxmin = -mn[j];
    }
    dminh = ref_fp16_up(maxmin / 63.0f);
    dmin = ref_fp16_to_f32(dminh);
    for (j = 0; j < 8; j++) {
        m[j] = dmin > 0 ? ref__clampi((int)ceilf(-mn[j] / dmin), 0, 63) : 0;
        mf[j] = dmin * (float)m[j];
        if (mx[j] + mf[j] > maxr) maxr = mx[j] + mf[j];
    }
    dh = ref_fp16_up(maxr / (float)(top * 63));
    d = ref_fp16_to_f32(dh);
    for (j = 0; j < 8; j++) {
        sc[j] = d > 0 ? ref__clampi((int)ceilf((mx[j] + mf[j]) / ((float)top * d)), 0, 63) : 0;
        step[j] = d * (float)sc[j];
    }
    ref__wr16(p, dh);
    ref__wr16(p + 2, dminh);
    ref__pack_k4_scales(p + 4, sc, m);
    memset(qs, 0, 128);
    if (five) memset(qh, 0, 32);
    for (e = 0; e < 256; e++) {
        int sub = e / 32;
        int q = step[sub] > 0 ? ref__clampi(ref__round((x[e] + mf[sub]) / step[sub]), 0, top) : 0;
        qs[32 * (e / 64) + e % 32] |= (uint8_t)((q & 15) << ((e % 64) < 32 ? 0 : 4));
        if (five) qh[e % 32] |= (uint8_t)(((q >> 4) & 1) << sub);
    }
}

static void ref__quant_q6k(const float *x, uint8_t *p) {
    int j, e, sc[16];
    float amax[16], maxs = 0.0f, d, step[16];
    uint16_t dh;
    uint8_t *ql = p, *qh = p + 128;
    for (j = 0; j < 16; j++) {
        int l;
        amax[j] = 0.0f;
        for (l = 0; l < 16; l++)
            if (fabsf(x[16 * j + l]) > amax[j]) amax[j] = fabsf(x[16 * j + l]);
        if (amax[j] / 31.0f > maxs) maxs = amax[j] / 31.0f;
    }
    dh = ref_fp16_up(maxs / 127.0f);
    d = ref_fp16_to_f32(dh);
    for (j = 0; j < 16; j++) {
        sc[j] = d > 0 ? ref__clampi((int)ceilf(amax[j] / 31.0f / d), 0, 127) : 0;
        step[j] = d * (float)sc[j];
        p[192 + j] = (uint8_t)(int8_t)sc[j];
    }
    ref__wr16(p + 208, dh);
    memset(ql, 0, 192);
    for (e = 0; e < 256; e++) {
        int h = e / 128, r = e % 128, l = r % 32, k = r / 32;
        int q = step[e / 16] > 0 ? ref__clampi(ref__round(x[e] / step[e / 16]), -32, 31) : 0;
        q += 32;
        ql[64 * h + l + 32 * (k & 1)] |= (uint8_t)((q & 15) << (k >= 2 ? 4 : 0));
        qh[32 * h + l] |= (uint8_t)(((q >> 4) & 3) << (2 * k));
    }
}

/* Quantizes n elements (a multiple of the block) into dst (ref_row_size bytes).
   Returns 0, or -1 for an unknown type, a bad n, or a non-finite input. */
REF_FN int ref_quant_row(int type, const float *src, void *dst, int64_t n) {
    uint8_t *p = (uint8_t *)dst;
    int64_t i;
    int bs = ref_type_block(type), sz = ref_type_size(type);
    if (!bs || n % bs) return -1;
    for (i = 0; i < n; i++)
        if (type != REF_TYPE_F32 && type != REF_TYPE_F16 && type != REF_TYPE_BF16 && !(fabsf(src[i]) < 1e30f))
            return -1;
    switch (type) {
    case REF_TYPE_F32: memcpy(p, src, (size_t)n * 4); return 0;
    case REF_TYPE_F16: for (i = 0; i < n; i++) ref__wr16(p + 2 * i, ref_f32_to_fp16(src[i])); return 0;
    case REF_TYPE_BF16: for (i = 0; i < n; i++) ref__wr16(p + 2 * i, ref_f32_to_bf16(src[i])); return 0;
    case REF_TYPE_Q8_0: case REF_TYPE_Q4_0: case REF_TYPE_Q4_1: case REF_TYPE_Q5_0: case REF_TYPE_Q5_1:
        for (i = 0; i < n / 32; i++) ref__quant_legacy(type, src + 32 * i, p + sz * i);
        return 0;
    case REF_TYPE_Q4_K: case REF_TYPE_Q5_K:
        for (i = 0; i < n / 256; i++) ref__quant_k45(type == REF_TYPE_Q5_K, src + 256 * i, p + sz * i);
        return 0;
    case REF_TYPE_Q6_K:
        for (i = 0; i < n / 256; i++) ref__quant_q6k(src + 256 * i, p + sz * i);
        return 0;
    default: return -1;
    }
}

#endif /* VKINFER_TESTS_REF_H */
