/* tests/ref.h - independent CPU reference for vkinfer's tests (header only, C99 / C++11).

   Written from the GGUF specification and ggml's block layouts, and deliberately shares
   no code with vkinfer.h: a bug in the library cannot hide behind the same bug here.

   What it provides (all `static`, prefix ref_):
     - fp16 / bf16 <-> f32 conversion (round to nearest even, subnormals, inf, NaN)
     - per-type tables: ref_type_name, ref_type_block, ref_type_size, ref_row_size
     - ref_dequant_row / ref_quant_row for F32 F16 BF16 Q8_0 Q4_0 Q4_1 Q5_0 Q5_1 Q2_K
       Q3_K Q4_K Q5_K Q6_K IQ4_NL IQ4_XS MXFP4 (ggml's exact block layouts; the quantizers
       are plain round-to-nearest, see the bounds next to each one) and the grid types
       IQ2_XXS IQ2_XS IQ2_S IQ3_XXS IQ3_S IQ1_S IQ1_M (layouts and grids next to their
       dequantizer, "One super-block ... of a grid type" below; a nearest-entry quantizer)
     - a small GGUF v2/v3 reader over a whole-file buffer (ref_gguf_*)
     - a scalar double-precision forward pass for dense llama / qwen2 / qwen3:
         ref_model *ref_load(const char *path, char *err, size_t errcap);
         void ref_free(ref_model *m);
         void ref_reset(ref_model *m);                         forget the KV cache
         int  ref_eval(ref_model *m, int32_t token, float *logits_out);   0 on success
         m->act_q8 = 1: mat-vecs over quantized weights (Q8_0: rows of a multiple of 64;
         ref_type_act_q8) take their input rounded to int8 the way a quantized GPU kernel does
         (ref_quant_act), instead of at full precision; after each ref_eval,
         m->act_margin is the smallest distance (in quanta) of a rounded value from a
         half-way point, i.e. how close a float computation came to rounding differently
         m->kv_f16 = 1: keys and values are rounded to f16 as they enter the KV cache
         (the GPU's default cache); with act_q8, act_margin covers that rounding too
         (in f16 steps)
         m->margin_floor > 0 (with act_q8): ref_eval returns 1 before the output matrix,
         logits not written (the position is taken all the same), when act_margin is
         already below it: a caller that draws again then skips the largest product
       Weights stay in their file encoding and are dequantized one row at a time into
       float (exactly ggml's values), products and sums are done in double, the KV
       cache is double. Architecture: token_embd row; per layer RMSNorm * attn_norm,
       Q/K/V (+ biases when present), qwen3 per-head RMSNorm of q and k, RoPE (llama:
       pairs (2i, 2i+1); qwen2/qwen3: NEOX pairs (i, i + head_dim/2); theta_i = pos *
       base^(-2i/head_dim), divided by rope_freqs[i] for llama when that tensor exists),
       grouped-query causal attention with scale 1/sqrt(head_dim), attn_output, residual,
       RMSNorm * ffn_norm, down(silu(gate x) * up x), residual; final RMSNorm and the
       output matrix (token_embd when output.weight is absent). The families added later
       are rows of ref_archs (below); Gemma 3's (gemma) is written from llama.cpp's gemma3
       graph: embeddings times sqrt(n_embd), norms of the attention and FFN outputs before
       their residual adds, GELU's tanh form, a window of attention.sliding_window positions
       (itself and the window - 1 before it) on all but every 6th layer with RoPE base
       rope.freq_base_swa (10000 when absent) unscaled there, queries times
       1/sqrt(query_pre_attn_scalar). The KV cache here keeps every position.

   How it was checked (outside the test suite, which has no llama.cpp): every dequantizer
   is bit-exact with ggml's dequantize_row_* on random blocks of all bit patterns, and
   half/bf16 conversion matches ggml's on 20M random floats; on F32 and F16 models of
   every architecture (mkmodel tiny, separate and tied) the next-token log-probabilities
   match llama.cpp's CPU backend within 7e-3 over 12 steps and 1.2e-2 over 40 (llama.cpp
   keeps an f16 KV cache); quantized models differ by the size of llama.cpp's activation quantization.
   Again on 2026-11-28 against ggml 0.5.0's shared library (libggml-base, as a binding
   package ships it): its type table (ids 0-42: names, block sizes, bytes), its grids,
   sign and code book tables entry by entry, every dequantizer here on 5M+ random elements
   a type (the grid types too) bit for bit; and models whose every quantized row came from
   ggml's own quantizer (ggml_quantize_chunk: each of llama-quantize's mixes above, on
   qwen3, llama and qwen35 tiny models, 75 files) matched this reference on lavapipe
   within the suite's 1e-4 (worst 1.85e-6). The same day against llama.cpp's CPU backend
   (that package's libllama) on files from its llama_model_quantize: README, "Weight types".

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
     Q2_K  84 B / 256: scales[16], qs[64], d, dmin; x = d*(s&15)*q - dmin*(s>>4) with
                      s = scales[e/16]; q = 2 bits at bit 2j of qs[32n + l] (e = 128n +
                      32j + l).
     Q3_K 110 B / 256: hmask[32], qs[64], scales[12], d; x = d*(sc-32)*(q - 4 + 4h): q as
                      Q2_K's, h = bit 4n+j of hmask[l]; sc (6 bits) of e/16 = i: low 4 bits
                      in scales[i%8] (high nibble for i >= 8), top 2 at bit 2(i/4) of
                      scales[8 + i%4].
     IQ4_NL 18 B / 32: d, qs[16]; x = d*book[nibble] (nibbles as Q4_0), book = ggml's
                      kvalues_iq4nl (-127 .. 113).
     IQ4_XS 136 B / 256: d, scales_h (u16), scales_l[4], qs[128]; sub-block j of 32 as
                      IQ4_NL with scale d*(ls-32), ls = (scales_l[j/2] >> 4(j%2)) & 15 |
                      ((scales_h >> 2j) & 3) << 4, its nibbles in qs[16j ..].
     MXFP4  17 B / 32: e, qs[16]; x = 2^(e-128) * {0,1,2,3,4,6,8,12,-0,-1,..,-12}[nibble]
                      (E2M1 doubled, the E8M0 scale halved; nibbles as Q4_0).
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
    REF_TYPE_Q2_K = 10,
    REF_TYPE_Q3_K = 11,
    REF_TYPE_IQ2_XXS = 16,
    REF_TYPE_IQ2_XS = 17,
    REF_TYPE_IQ3_XXS = 18,
    REF_TYPE_IQ1_S = 19,
    REF_TYPE_IQ4_NL = 20,
    REF_TYPE_IQ3_S = 21,
    REF_TYPE_IQ2_S = 22,
    REF_TYPE_IQ4_XS = 23,
    REF_TYPE_IQ1_M = 29,
    REF_TYPE_BF16 = 30,
    REF_TYPE_MXFP4 = 39
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
        {REF_TYPE_F32, "F32", 1, 4},       {REF_TYPE_F16, "F16", 1, 2},         {REF_TYPE_BF16, "BF16", 1, 2},
        {REF_TYPE_Q8_0, "Q8_0", 32, 34},   {REF_TYPE_Q4_0, "Q4_0", 32, 18},     {REF_TYPE_Q4_1, "Q4_1", 32, 20},
        {REF_TYPE_Q5_0, "Q5_0", 32, 22},   {REF_TYPE_Q5_1, "Q5_1", 32, 24},     {REF_TYPE_Q4_K, "Q4_K", 256, 144},
        {REF_TYPE_Q5_K, "Q5_K", 256, 176}, {REF_TYPE_Q6_K, "Q6_K", 256, 210},   {REF_TYPE_Q2_K, "Q2_K", 256, 84},
        {REF_TYPE_Q3_K, "Q3_K", 256, 110}, {REF_TYPE_IQ4_NL, "IQ4_NL", 32, 18}, {REF_TYPE_IQ4_XS, "IQ4_XS", 256, 136},
        {REF_TYPE_MXFP4, "MXFP4", 32, 17},     {REF_TYPE_IQ2_XXS, "IQ2_XXS", 256, 66},
        {REF_TYPE_IQ2_XS, "IQ2_XS", 256, 74},  {REF_TYPE_IQ2_S, "IQ2_S", 256, 82},
        {REF_TYPE_IQ3_XXS, "IQ3_XXS", 256, 98}, {REF_TYPE_IQ3_S, "IQ3_S", 256, 110},
        {REF_TYPE_IQ1_S, "IQ1_S", 256, 50},    {REF_TYPE_IQ1_M, "IQ1_M", 256, 56},
    };
    size_t i;
    for (i = 0; i < sizeof tab / sizeof tab[0]; i++)
        if (tab[i].type == type) return &tab[i];
    return NULL;
}

/* every supported type, for loops in tests */
REF_FN int ref_type_at(int i) {
    static const int all[] = {REF_TYPE_F32,  REF_TYPE_F16,    REF_TYPE_BF16,   REF_TYPE_Q8_0,
                              REF_TYPE_Q4_0, REF_TYPE_Q4_1,   REF_TYPE_Q5_0,   REF_TYPE_Q5_1,
                              REF_TYPE_Q4_K, REF_TYPE_Q5_K,   REF_TYPE_Q6_K,   REF_TYPE_Q2_K,
                              REF_TYPE_Q3_K, REF_TYPE_IQ4_NL, REF_TYPE_IQ4_XS, REF_TYPE_MXFP4};
    return i >= 0 && i < (int)(sizeof all / sizeof all[0]) ? all[i] : -1;
}

/* the types whose values come from a lookup grid (ggml's IQ1/IQ2/IQ3 families): not in
   ref_type_at (their quantizers have no simple error bound) */
REF_FN int ref_type_grid_at(int i) {
    static const int all[] = {REF_TYPE_IQ2_XXS, REF_TYPE_IQ2_XS, REF_TYPE_IQ2_S, REF_TYPE_IQ3_XXS,
                              REF_TYPE_IQ3_S,   REF_TYPE_IQ1_S,  REF_TYPE_IQ1_M};
    return i >= 0 && i < (int)(sizeof all / sizeof all[0]) ? all[i] : -1;
}

REF_FN const char *ref_type_name(int type) {
    const ref_type_info *t = ref_type_lookup(type);
    return t ? t->name : "?";
}

REF_FN int ref_type_from_name(const char *name) {
    int i, t;
    for (i = 0; i < 200; i++) { /* ref_type_at's, then ref_type_grid_at's */
        const char *a, *b = name;
        if ((t = i < 100 ? ref_type_at(i) : ref_type_grid_at(i - 100)) < 0) continue;
        a = ref_type_name(t);
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

/* Whether a mat-vec over a matrix of this type (rows of n elements) takes its input
   rounded to int8 on the GPU (matvec_dot), which act_q8 models: Q8_0 on rows of whole
   4-byte words, and every other quantized type the kernel reads. */
REF_FN int ref_type_act_q8(int type, int64_t n) {
    switch (type) {
    case REF_TYPE_Q8_0: return n % 64 == 0;
    case REF_TYPE_F32:
    case REF_TYPE_F16:
    case REF_TYPE_BF16: return 0;
    default: return ref_type_lookup(type) != NULL;
    }
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

static const int8_t ref__iq4nl_values[16] = {-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113};
static const int8_t ref__fp4_values[16] = {0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12};

/* MXFP4's block scale: 2^(e-128), i.e. the E8M0 value halved (its code book is doubled) */
REF_FN float ref_e8m0_half(uint8_t e) {
    uint32_t bits = e < 2 ? 0x00200000u << e : (uint32_t)(e - 1) << 23;
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

/* Q3_K's 16 six-bit scales from its 12 bytes: low nibbles in s[i % 8] (high nibble for
   i >= 8), top 2 bits in s[8 + i % 4] at bit 2 (i / 4) */
REF_FN int ref_q3_scale(const uint8_t *s, int i) {
    return ((s[i % 8] >> (4 * (i / 8))) & 15) | (((s[8 + i % 4] >> (2 * (i / 4))) & 3) << 4);
}

/* one super-block of Q2_K (84 B) or Q3_K (110 B): element e = 128 n + 32 j + l has 2 bits
   at bit 2j of qs[32 n + l]; Q3_K subtracts 4 unless bit 4n + j of hmask[l] is set */
static void ref__dequant_q23(int three, const uint8_t *p, float *dst) {
    const uint8_t *qs = p + (three ? 32 : 16);
    int e;
    for (e = 0; e < 256; e++) {
        int n = e / 128, j = (e % 128) / 32, l = e % 32, q = (qs[32 * n + l] >> (2 * j)) & 3;
        if (three) {
            float dl = ref_fp16_to_f32(ref__rd16(p + 108)) * (float)(ref_q3_scale(p + 96, e / 16) - 32);
            dst[e] = dl * (float)(q - ((p[l] >> (4 * n + j)) & 1 ? 0 : 4));
        } else {
            uint8_t sc = p[e / 16];
            float dl = ref_fp16_to_f32(ref__rd16(p + 80)) * (float)(sc & 15);
            float ml = ref_fp16_to_f32(ref__rd16(p + 82)) * (float)(sc >> 4);
            dst[e] = dl * (float)q - ml;
        }
    }
}

/* 32 elements of code book values: element j < 16 in the low nibble of qs[j], j + 16 in
   its high nibble (IQ4_NL, IQ4_XS's sub-blocks, MXFP4) */
static void ref__dequant_nl(const uint8_t *qs, float d, const int8_t *book, float *dst) {
    int j;
    for (j = 0; j < 16; j++) {
        dst[j] = d * (float)book[qs[j] & 15];
        dst[j + 16] = d * (float)book[qs[j] >> 4];
    }
}

/* IQ4_XS (136 B / 256): d, scales_h (u16), scales_l[4], qs[128]; sub-block j has scale
   ((scales_l[j/2] >> 4 (j%2)) & 15 | ((scales_h >> 2j) & 3) << 4) - 32 */
static void ref__dequant_iq4xs(const uint8_t *p, float *dst) {
    float d = ref_fp16_to_f32(ref__rd16(p));
    int j, sh = ref__rd16(p + 2);
    for (j = 0; j < 8; j++) {
        int ls = ((p[4 + j / 2] >> (4 * (j % 2))) & 15) | (((sh >> (2 * j)) & 3) << 4);
        ref__dequant_nl(p + 8 + 16 * j, d * (float)(ls - 32), ref__iq4nl_values, dst + 32 * j);
    }
}

/* ---- IQ1 / IQ2 / IQ3 lookup grids: ggml's iq2xxs_grid, iq2xs_grid, iq2s_grid (8 bytes
   of {8, 25, 43} an entry, element j in byte j), iq3xxs_grid ({4, 12, .., 52, 62}) and
   iq3s_grid ({1, 3, .., 15}, 4 bytes an entry), iq1s_grid (8 int8 of {-1, 0, 1}), written
   out as the format defines them (vkinfer.h keeps them in another encoding) */
static const uint64_t ref_iq2xxs_grid[256] = {
    0x0808080808080808ULL, 0x080808080808082bULL, 0x0808080808081919ULL, 0x0808080808082b08ULL,
    0x0808080808082b2bULL, 0x0808080808190819ULL, 0x0808080808191908ULL, 0x08080808082b0808ULL,
    0x08080808082b082bULL, 0x08080808082b2b08ULL, 0x08080808082b2b2bULL, 0x0808080819080819ULL,
    0x0808080819081908ULL, 0x0808080819190808ULL, 0x0808080819192b08ULL, 0x08080808192b0819ULL,
    0x08080808192b1908ULL, 0x080808082b080808ULL, 0x080808082b08082bULL, 0x080808082b082b2bULL,
    0x080808082b2b082bULL, 0x0808081908080819ULL, 0x0808081908081908ULL, 0x0808081908190808ULL,
    0x0808081908191919ULL, 0x0808081919080808ULL, 0x080808192b081908ULL, 0x080808192b192b08ULL,
    0x0808082b08080808ULL, 0x0808082b0808082bULL, 0x0808082b082b082bULL, 0x0808082b2b08082bULL,
    0x0808190808080819ULL, 0x0808190808081908ULL, 0x0808190808190808ULL, 0x08081908082b0819ULL,
    0x08081908082b1908ULL, 0x0808190819080808ULL, 0x080819081908082bULL, 0x0808190819082b08ULL,
    0x08081908192b0808ULL, 0x080819082b080819ULL, 0x080819082b081908ULL, 0x080819082b190808ULL,
    0x080819082b2b1908ULL, 0x0808191908080808ULL, 0x080819190808082bULL, 0x0808191908082b08ULL,
    0x08081919082b0808ULL, 0x080819191908192bULL, 0x08081919192b2b19ULL, 0x080819192b080808ULL,
    0x080819192b190819ULL, 0x0808192b08082b19ULL, 0x0808192b08190808ULL, 0x0808192b19080808ULL,
    0x0808192b2b081908ULL, 0x0808192b2b2b1908ULL, 0x08082b0808080808ULL, 0x08082b0808081919ULL,
    0x08082b0808082b08ULL, 0x08082b0808191908ULL, 0x08082b08082b2b08ULL, 0x08082b0819080819ULL,
    0x08082b0819081908ULL, 0x08082b0819190808ULL, 0x08082b081919082bULL, 0x08082b082b082b08ULL,
    0x08082b1908081908ULL, 0x08082b1919080808ULL, 0x08082b2b0808082bULL, 0x08082b2b08191908ULL,
    0x0819080808080819ULL, 0x0819080808081908ULL, 0x0819080808190808ULL, 0x08190808082b0819ULL,
    0x0819080819080808ULL, 0x08190808192b0808ULL, 0x081908082b081908ULL, 0x081908082b190808ULL,
    0x081908082b191919ULL, 0x0819081908080808ULL, 0x0819081908082b08ULL, 0x08190819082b0808ULL,
    0x0819081919190808ULL, 0x0819081919192b2bULL, 0x081908192b080808ULL, 0x0819082b082b1908ULL,
    0x0819082b19081919ULL, 0x0819190808080808ULL, 0x0819190808082b08ULL, 0x08191908082b0808ULL,
    0x08191908082b1919ULL, 0x0819190819082b19ULL, 0x081919082b080808ULL, 0x0819191908192b08ULL,
    0x08191919192b082bULL, 0x0819192b08080808ULL, 0x0819192b0819192bULL, 0x08192b0808080819ULL,
    0x08192b0808081908ULL, 0x08192b0808190808ULL, 0x08192b0819080808ULL, 0x08192b082b080819ULL,
    0x08192b1908080808ULL, 0x08192b1908081919ULL, 0x08192b192b2b0808ULL, 0x08192b2b19190819ULL,
    0x082b080808080808ULL, 0x082b08080808082bULL, 0x082b080808082b2bULL, 0x082b080819081908ULL,
    0x082b0808192b0819ULL, 0x082b08082b080808ULL, 0x082b08082b08082bULL, 0x082b0819082b2b19ULL,
    0x082b081919082b08ULL, 0x082b082b08080808ULL, 0x082b082b0808082bULL, 0x082b190808080819ULL,
    0x082b190808081908ULL, 0x082b190808190808ULL, 0x082b190819080808ULL, 0x082b19081919192bULL,
    0x082b191908080808ULL, 0x082b191919080819ULL, 0x082b1919192b1908ULL, 0x082b192b2b190808ULL,
    0x082b2b0808082b08ULL, 0x082b2b08082b0808ULL, 0x082b2b082b191908ULL, 0x082b2b2b19081908ULL,
    0x1908080808080819ULL, 0x1908080808081908ULL, 0x1908080808190808ULL, 0x1908080808192b08ULL,
    0x19080808082b0819ULL, 0x19080808082b1908ULL, 0x1908080819080808ULL, 0x1908080819082b08ULL,
    0x190808081919192bULL, 0x19080808192b0808ULL, 0x190808082b080819ULL, 0x190808082b081908ULL,
    0x190808082b190808ULL, 0x1908081908080808ULL, 0x19080819082b0808ULL, 0x19080819192b0819ULL,
    0x190808192b080808ULL, 0x190808192b081919ULL, 0x1908082b08080819ULL, 0x1908082b08190808ULL,
    0x1908082b19082b08ULL, 0x1908082b1919192bULL, 0x1908082b192b2b08ULL, 0x1908190808080808ULL,
    0x1908190808082b08ULL, 0x19081908082b0808ULL, 0x190819082b080808ULL, 0x190819082b192b19ULL,
    0x190819190819082bULL, 0x19081919082b1908ULL, 0x1908192b08080808ULL, 0x19082b0808080819ULL,
    0x19082b0808081908ULL, 0x19082b0808190808ULL, 0x19082b0819080808ULL, 0x19082b0819081919ULL,
    0x19082b1908080808ULL, 0x19082b1919192b08ULL, 0x19082b19192b0819ULL, 0x19082b192b08082bULL,
    0x19082b2b19081919ULL, 0x19082b2b2b190808ULL, 0x1919080808080808ULL, 0x1919080808082b08ULL,
    0x1919080808190819ULL, 0x1919080808192b19ULL, 0x19190808082b0808ULL, 0x191908082b080808ULL,
    0x191908082b082b08ULL, 0x1919081908081908ULL, 0x191908191908082bULL, 0x191908192b2b1908ULL,
    0x1919082b2b190819ULL, 0x191919082b190808ULL, 0x191919082b19082bULL, 0x1919191908082b2bULL,
    0x1919192b08080819ULL, 0x1919192b19191908ULL, 0x19192b0808080808ULL, 0x19192b0808190819ULL,
    0x19192b0808192b19ULL, 0x19192b08192b1908ULL, 0x19192b1919080808ULL, 0x19192b2b08082b08ULL,
    0x192b080808081908ULL, 0x192b080808190808ULL, 0x192b080819080808ULL, 0x192b0808192b2b08ULL,
    0x192b081908080808ULL, 0x192b081919191919ULL, 0x192b082b08192b08ULL, 0x192b082b192b0808ULL,
    0x192b190808080808ULL, 0x192b190808081919ULL, 0x192b191908190808ULL, 0x192b19190819082bULL,
    0x192b19192b081908ULL, 0x192b2b081908082bULL, 0x2b08080808080808ULL, 0x2b0808080808082bULL,
    0x2b08080808082b2bULL, 0x2b08080819080819ULL, 0x2b0808082b08082bULL, 0x2b08081908081908ULL,
    0x2b08081908192b08ULL, 0x2b08081919080808ULL, 0x2b08082b08190819ULL, 0x2b08190808080819ULL,
    0x2b08190808081908ULL, 0x2b08190808190808ULL, 0x2b08190808191919ULL, 0x2b08190819080808ULL,
    0x2b081908192b0808ULL, 0x2b08191908080808ULL, 0x2b0819191908192bULL, 0x2b0819192b191908ULL,
    0x2b08192b08082b19ULL, 0x2b08192b19080808ULL, 0x2b08192b192b0808ULL, 0x2b082b080808082bULL,
    0x2b082b1908081908ULL, 0x2b082b2b08190819ULL, 0x2b19080808081908ULL, 0x2b19080808190808ULL,
    0x2b190808082b1908ULL, 0x2b19080819080808ULL, 0x2b1908082b2b0819ULL, 0x2b1908190819192bULL,
    0x2b1908192b080808ULL, 0x2b19082b19081919ULL, 0x2b19190808080808ULL, 0x2b191908082b082bULL,
    0x2b19190819081908ULL, 0x2b19191919190819ULL, 0x2b192b082b080819ULL, 0x2b192b19082b0808ULL,
    0x2b2b08080808082bULL, 0x2b2b080819190808ULL, 0x2b2b08082b081919ULL, 0x2b2b081908082b19ULL,
    0x2b2b082b08080808ULL, 0x2b2b190808192b08ULL, 0x2b2b2b0819190808ULL, 0x2b2b2b1908081908ULL,
};
static const uint64_t ref_iq2xs_grid[512] = {
    0x0808080808080808ULL, 0x080808080808082bULL, 0x0808080808081919ULL, 0x0808080808082b08ULL,
    0x0808080808082b2bULL, 0x0808080808190819ULL, 0x0808080808191908ULL, 0x080808080819192bULL,
    0x0808080808192b19ULL, 0x08080808082b0808ULL, 0x08080808082b082bULL, 0x08080808082b1919ULL,
    0x08080808082b2b08ULL, 0x0808080819080819ULL, 0x0808080819081908ULL, 0x080808081908192bULL,
    0x0808080819082b19ULL, 0x0808080819190808ULL, 0x080808081919082bULL, 0x0808080819191919ULL,
    0x0808080819192b08ULL, 0x08080808192b0819ULL, 0x08080808192b1908ULL, 0x080808082b080808ULL,
    0x080808082b08082bULL, 0x080808082b081919ULL, 0x080808082b082b08ULL, 0x080808082b190819ULL,
    0x080808082b191908ULL, 0x080808082b192b19ULL, 0x080808082b2b0808ULL, 0x0808081908080819ULL,
    0x0808081908081908ULL, 0x080808190808192bULL, 0x0808081908082b19ULL, 0x0808081908190808ULL,
    0x080808190819082bULL, 0x0808081908191919ULL, 0x0808081908192b08ULL, 0x0808081908192b2bULL,
    0x08080819082b0819ULL, 0x08080819082b1908ULL, 0x0808081919080808ULL, 0x080808191908082bULL,
    0x0808081919081919ULL, 0x0808081919082b08ULL, 0x0808081919190819ULL, 0x0808081919191908ULL,
    0x08080819192b0808ULL, 0x08080819192b2b08ULL, 0x080808192b080819ULL, 0x080808192b081908ULL,
    0x080808192b190808ULL, 0x0808082b08080808ULL, 0x0808082b0808082bULL, 0x0808082b08081919ULL,
    0x0808082b08082b08ULL, 0x0808082b08190819ULL, 0x0808082b08191908ULL, 0x0808082b082b0808ULL,
    0x0808082b19080819ULL, 0x0808082b19081908ULL, 0x0808082b19190808ULL, 0x0808082b19191919ULL,
    0x0808082b2b080808ULL, 0x0808082b2b082b2bULL, 0x0808190808080819ULL, 0x0808190808081908ULL,
    0x080819080808192bULL, 0x0808190808082b19ULL, 0x0808190808190808ULL, 0x080819080819082bULL,
    0x0808190808191919ULL, 0x0808190808192b08ULL, 0x08081908082b0819ULL, 0x08081908082b1908ULL,
    0x0808190819080808ULL, 0x080819081908082bULL, 0x0808190819081919ULL, 0x0808190819082b08ULL,
    0x0808190819190819ULL, 0x0808190819191908ULL, 0x080819081919192bULL, 0x08081908192b0808ULL,
    0x080819082b080819ULL, 0x080819082b081908ULL, 0x080819082b190808ULL, 0x0808191908080808ULL,
    0x080819190808082bULL, 0x0808191908081919ULL, 0x0808191908082b08ULL, 0x0808191908190819ULL,
    0x0808191908191908ULL, 0x08081919082b0808ULL, 0x0808191919080819ULL, 0x0808191919081908ULL,
    0x0808191919190808ULL, 0x08081919192b0819ULL, 0x080819192b080808ULL, 0x0808192b08080819ULL,
    0x0808192b08081908ULL, 0x0808192b08190808ULL, 0x0808192b082b192bULL, 0x0808192b19080808ULL,
    0x0808192b1908082bULL, 0x0808192b2b081908ULL, 0x08082b0808080808ULL, 0x08082b080808082bULL,
    0x08082b0808081919ULL, 0x08082b0808082b08ULL, 0x08082b0808082b2bULL, 0x08082b0808190819ULL,
    0x08082b0808191908ULL, 0x08082b08082b0808ULL, 0x08082b08082b1919ULL, 0x08082b0819080819ULL,
    0x08082b0819081908ULL, 0x08082b0819190808ULL, 0x08082b0819192b08ULL, 0x08082b082b080808ULL,
    0x08082b082b2b0808ULL, 0x08082b082b2b2b2bULL, 0x08082b1908080819ULL, 0x08082b1908081908ULL,
    0x08082b1908190808ULL, 0x08082b1919080808ULL, 0x08082b192b080819ULL, 0x08082b192b082b19ULL,
    0x08082b2b08080808ULL, 0x08082b2b082b0808ULL, 0x08082b2b082b2b08ULL, 0x08082b2b2b19192bULL,
    0x08082b2b2b2b0808ULL, 0x0819080808080819ULL, 0x0819080808081908ULL, 0x081908080808192bULL,
    0x0819080808082b19ULL, 0x0819080808190808ULL, 0x081908080819082bULL, 0x0819080808191919ULL,
    0x0819080808192b08ULL, 0x08190808082b0819ULL, 0x08190808082b1908ULL, 0x0819080819080808ULL,
    0x081908081908082bULL, 0x0819080819081919ULL, 0x0819080819082b08ULL, 0x0819080819190819ULL,
    0x0819080819191908ULL, 0x08190808192b0808ULL, 0x08190808192b2b2bULL, 0x081908082b080819ULL,
    0x081908082b081908ULL, 0x081908082b190808ULL, 0x0819081908080808ULL, 0x081908190808082bULL,
    0x0819081908081919ULL, 0x0819081908082b08ULL, 0x0819081908190819ULL, 0x0819081908191908ULL,
    0x08190819082b0808ULL, 0x0819081919080819ULL, 0x0819081919081908ULL, 0x0819081919190808ULL,
    0x081908192b080808ULL, 0x081908192b191908ULL, 0x081908192b19192bULL, 0x0819082b08080819ULL,
    0x0819082b08081908ULL, 0x0819082b0808192bULL, 0x0819082b08190808ULL, 0x0819082b19080808ULL,
    0x0819082b192b0808ULL, 0x0819190808080808ULL, 0x081919080808082bULL, 0x0819190808081919ULL,
    0x0819190808082b08ULL, 0x0819190808190819ULL, 0x0819190808191908ULL, 0x08191908082b0808ULL,
    0x0819190819080819ULL, 0x0819190819081908ULL, 0x0819190819082b19ULL, 0x0819190819190808ULL,
    0x08191908192b1908ULL, 0x081919082b080808ULL, 0x0819191908080819ULL, 0x0819191908081908ULL,
    0x0819191908190808ULL, 0x0819191919080808ULL, 0x0819192b08080808ULL, 0x0819192b08191908ULL,
    0x0819192b19082b19ULL, 0x08192b0808080819ULL, 0x08192b0808081908ULL, 0x08192b0808190808ULL,
    0x08192b080819082bULL, 0x08192b0819080808ULL, 0x08192b0819191908ULL, 0x08192b082b08192bULL,
    0x08192b1908080808ULL, 0x08192b1908081919ULL, 0x08192b19192b192bULL, 0x08192b2b19190819ULL,
    0x08192b2b2b2b2b19ULL, 0x082b080808080808ULL, 0x082b08080808082bULL, 0x082b080808081919ULL,
    0x082b080808082b08ULL, 0x082b080808082b2bULL, 0x082b080808190819ULL, 0x082b080808191908ULL,
    0x082b0808082b0808ULL, 0x082b080819080819ULL, 0x082b080819081908ULL, 0x082b080819190808ULL,
    0x082b08082b080808ULL, 0x082b08082b2b0808ULL, 0x082b081908080819ULL, 0x082b081908081908ULL,
    0x082b081908190808ULL, 0x082b081919080808ULL, 0x082b081919082b08ULL, 0x082b0819192b1919ULL,
    0x082b082b08080808ULL, 0x082b082b082b082bULL, 0x082b082b2b080808ULL, 0x082b082b2b2b2b08ULL,
    0x082b190808080819ULL, 0x082b190808081908ULL, 0x082b190808190808ULL, 0x082b1908082b2b19ULL,
    0x082b190819080808ULL, 0x082b191908080808ULL, 0x082b191919080819ULL, 0x082b19191919082bULL,
    0x082b19192b192b19ULL, 0x082b192b08080819ULL, 0x082b192b08192b2bULL, 0x082b192b2b2b192bULL,
    0x082b2b0808080808ULL, 0x082b2b0808082b08ULL, 0x082b2b0808082b2bULL, 0x082b2b08082b0808ULL,
    0x082b2b0819191919ULL, 0x082b2b082b082b08ULL, 0x082b2b082b2b082bULL, 0x082b2b19192b2b08ULL,
    0x082b2b192b190808ULL, 0x082b2b2b08082b08ULL, 0x082b2b2b082b0808ULL, 0x082b2b2b2b08082bULL,
    0x082b2b2b2b082b08ULL, 0x082b2b2b2b082b2bULL, 0x1908080808080819ULL, 0x1908080808081908ULL,
    0x190808080808192bULL, 0x1908080808082b19ULL, 0x1908080808190808ULL, 0x190808080819082bULL,
    0x1908080808191919ULL, 0x1908080808192b08ULL, 0x19080808082b0819ULL, 0x19080808082b1908ULL,
    0x1908080819080808ULL, 0x190808081908082bULL, 0x1908080819081919ULL, 0x1908080819082b08ULL,
    0x1908080819082b2bULL, 0x1908080819190819ULL, 0x1908080819191908ULL, 0x19080808192b0808ULL,
    0x19080808192b1919ULL, 0x190808082b080819ULL, 0x190808082b081908ULL, 0x190808082b190808ULL,
    0x1908081908080808ULL, 0x190808190808082bULL, 0x1908081908081919ULL, 0x1908081908082b08ULL,
    0x1908081908190819ULL, 0x1908081908191908ULL, 0x19080819082b0808ULL, 0x1908081919080819ULL,
    0x1908081919081908ULL, 0x1908081919190808ULL, 0x190808192b080808ULL, 0x190808192b081919ULL,
    0x190808192b2b082bULL, 0x1908082b08080819ULL, 0x1908082b08081908ULL, 0x1908082b08190808ULL,
    0x1908082b0819082bULL, 0x1908082b082b2b19ULL, 0x1908082b19080808ULL, 0x1908190808080808ULL,
    0x190819080808082bULL, 0x1908190808081919ULL, 0x1908190808082b08ULL, 0x1908190808190819ULL,
    0x1908190808191908ULL, 0x1908190808192b19ULL, 0x19081908082b0808ULL, 0x1908190819080819ULL,
    0x1908190819081908ULL, 0x1908190819190808ULL, 0x190819082b080808ULL, 0x190819082b191908ULL,
    0x1908191908080819ULL, 0x1908191908081908ULL, 0x1908191908190808ULL, 0x19081919082b1908ULL,
    0x1908191919080808ULL, 0x190819192b192b2bULL, 0x1908192b08080808ULL, 0x1908192b08082b2bULL,
    0x1908192b19081908ULL, 0x1908192b19190808ULL, 0x19082b0808080819ULL, 0x19082b0808081908ULL,
    0x19082b0808190808ULL, 0x19082b0819080808ULL, 0x19082b0819081919ULL, 0x19082b0819191908ULL,
    0x19082b08192b082bULL, 0x19082b1908080808ULL, 0x19082b1908190819ULL, 0x19082b1919081908ULL,
    0x19082b1919190808ULL, 0x19082b19192b2b19ULL, 0x19082b2b08081908ULL, 0x1919080808080808ULL,
    0x191908080808082bULL, 0x1919080808081919ULL, 0x1919080808082b08ULL, 0x1919080808190819ULL,
    0x1919080808191908ULL, 0x19190808082b0808ULL, 0x19190808082b2b08ULL, 0x1919080819080819ULL,
    0x1919080819081908ULL, 0x1919080819190808ULL, 0x191908082b080808ULL, 0x1919081908080819ULL,
    0x1919081908081908ULL, 0x1919081908190808ULL, 0x1919081908191919ULL, 0x1919081919080808ULL,
    0x191908191908082bULL, 0x1919082b08080808ULL, 0x1919082b19081908ULL, 0x1919082b2b2b2b2bULL,
    0x1919190808080819ULL, 0x1919190808081908ULL, 0x1919190808190808ULL, 0x19191908082b0819ULL,
    0x1919190819080808ULL, 0x19191908192b0808ULL, 0x191919082b080819ULL, 0x191919082b2b0819ULL,
    0x1919191908080808ULL, 0x1919191908082b08ULL, 0x191919192b080808ULL, 0x191919192b082b08ULL,
    0x1919192b082b0819ULL, 0x1919192b192b2b08ULL, 0x1919192b2b2b0819ULL, 0x19192b0808080808ULL,
    0x19192b0808191908ULL, 0x19192b0819080819ULL, 0x19192b0819190808ULL, 0x19192b082b192b19ULL,
    0x19192b1908192b2bULL, 0x19192b1919080808ULL, 0x19192b191908082bULL, 0x19192b2b2b081919ULL,
    0x192b080808080819ULL, 0x192b080808081908ULL, 0x192b080808190808ULL, 0x192b080819080808ULL,
    0x192b080819191908ULL, 0x192b0808192b082bULL, 0x192b08082b08192bULL, 0x192b08082b2b2b19ULL,
    0x192b081908080808ULL, 0x192b082b082b1908ULL, 0x192b082b19082b2bULL, 0x192b082b2b19082bULL,
    0x192b190808080808ULL, 0x192b19080819192bULL, 0x192b191908190808ULL, 0x192b191919080808ULL,
    0x192b191919081919ULL, 0x192b19192b2b1908ULL, 0x192b2b0808080819ULL, 0x192b2b08192b2b2bULL,
    0x192b2b19082b1919ULL, 0x192b2b2b0808192bULL, 0x192b2b2b19191908ULL, 0x192b2b2b192b082bULL,
    0x2b08080808080808ULL, 0x2b0808080808082bULL, 0x2b08080808081919ULL, 0x2b08080808082b08ULL,
    0x2b08080808190819ULL, 0x2b08080808191908ULL, 0x2b080808082b0808ULL, 0x2b080808082b2b2bULL,
    0x2b08080819080819ULL, 0x2b08080819081908ULL, 0x2b08080819190808ULL, 0x2b0808082b080808ULL,
    0x2b0808082b08082bULL, 0x2b0808082b2b2b08ULL, 0x2b0808082b2b2b2bULL, 0x2b08081908080819ULL,
    0x2b08081908081908ULL, 0x2b0808190808192bULL, 0x2b08081908190808ULL, 0x2b08081919080808ULL,
    0x2b08081919190819ULL, 0x2b08081919192b19ULL, 0x2b08082b08080808ULL, 0x2b08082b082b0808ULL,
    0x2b08082b2b080808ULL, 0x2b08082b2b08082bULL, 0x2b08082b2b2b0808ULL, 0x2b08082b2b2b2b08ULL,
    0x2b08190808080819ULL, 0x2b08190808081908ULL, 0x2b08190808190808ULL, 0x2b0819080819082bULL,
    0x2b08190808191919ULL, 0x2b08190819080808ULL, 0x2b081908192b0808ULL, 0x2b0819082b082b19ULL,
    0x2b08191908080808ULL, 0x2b08191919081908ULL, 0x2b0819192b2b1919ULL, 0x2b08192b08192b08ULL,
    0x2b08192b192b2b2bULL, 0x2b082b0808080808ULL, 0x2b082b0808082b08ULL, 0x2b082b08082b1919ULL,
    0x2b082b0819192b2bULL, 0x2b082b082b080808ULL, 0x2b082b082b08082bULL, 0x2b082b082b2b2b08ULL,
    0x2b082b190808192bULL, 0x2b082b2b082b082bULL, 0x2b082b2b2b080808ULL, 0x2b082b2b2b082b08ULL,
    0x2b082b2b2b19192bULL, 0x2b082b2b2b2b2b08ULL, 0x2b19080808080819ULL, 0x2b19080808081908ULL,
    0x2b19080808190808ULL, 0x2b19080819080808ULL, 0x2b1908081919192bULL, 0x2b1908082b081908ULL,
    0x2b19081908080808ULL, 0x2b190819082b082bULL, 0x2b190819192b1908ULL, 0x2b19082b1919192bULL,
    0x2b19082b2b082b19ULL, 0x2b19190808080808ULL, 0x2b19190808081919ULL, 0x2b19190819081908ULL,
    0x2b19190819190808ULL, 0x2b19190819192b08ULL, 0x2b191919082b2b19ULL, 0x2b1919192b190808ULL,
    0x2b1919192b19082bULL, 0x2b19192b19080819ULL, 0x2b192b0819190819ULL, 0x2b192b082b2b192bULL,
    0x2b192b1919082b19ULL, 0x2b192b2b08191919ULL, 0x2b192b2b192b0808ULL, 0x2b2b080808080808ULL,
    0x2b2b08080808082bULL, 0x2b2b080808082b08ULL, 0x2b2b080808082b2bULL, 0x2b2b0808082b0808ULL,
    0x2b2b0808082b2b2bULL, 0x2b2b08082b2b0808ULL, 0x2b2b081919190819ULL, 0x2b2b081919192b19ULL,
    0x2b2b08192b2b192bULL, 0x2b2b082b08080808ULL, 0x2b2b082b0808082bULL, 0x2b2b082b08082b08ULL,
    0x2b2b082b082b2b2bULL, 0x2b2b082b2b080808ULL, 0x2b2b082b2b2b0808ULL, 0x2b2b190819080808ULL,
    0x2b2b19082b191919ULL, 0x2b2b192b192b1919ULL, 0x2b2b192b2b192b08ULL, 0x2b2b2b0808082b2bULL,
    0x2b2b2b08082b0808ULL, 0x2b2b2b08082b082bULL, 0x2b2b2b08082b2b08ULL, 0x2b2b2b082b2b0808ULL,
    0x2b2b2b082b2b2b08ULL, 0x2b2b2b1908081908ULL, 0x2b2b2b192b081908ULL, 0x2b2b2b192b08192bULL,
    0x2b2b2b2b082b2b08ULL, 0x2b2b2b2b082b2b2bULL, 0x2b2b2b2b2b190819ULL, 0x2b2b2b2b2b2b2b2bULL,
};
static const uint64_t ref_iq2s_grid[1024] = {
    0x0808080808080808ULL, 0x080808080808082bULL, 0x0808080808081919ULL, 0x0808080808082b08ULL,
    0x0808080808082b2bULL, 0x0808080808190819ULL, 0x0808080808191908ULL, 0x080808080819192bULL,
    0x0808080808192b19ULL, 0x08080808082b0808ULL, 0x08080808082b082bULL, 0x08080808082b1919ULL,
    0x08080808082b2b08ULL, 0x0808080819080819ULL, 0x0808080819081908ULL, 0x080808081908192bULL,
    0x0808080819082b19ULL, 0x0808080819190808ULL, 0x080808081919082bULL, 0x0808080819191919ULL,
    0x0808080819192b08ULL, 0x08080808192b0819ULL, 0x08080808192b1908ULL, 0x08080808192b192bULL,
    0x08080808192b2b19ULL, 0x080808082b080808ULL, 0x080808082b08082bULL, 0x080808082b081919ULL,
    0x080808082b082b08ULL, 0x080808082b190819ULL, 0x080808082b191908ULL, 0x080808082b2b0808ULL,
    0x080808082b2b1919ULL, 0x080808082b2b2b2bULL, 0x0808081908080819ULL, 0x0808081908081908ULL,
    0x080808190808192bULL, 0x0808081908082b19ULL, 0x0808081908190808ULL, 0x080808190819082bULL,
    0x0808081908191919ULL, 0x0808081908192b08ULL, 0x08080819082b0819ULL, 0x08080819082b1908ULL,
    0x0808081919080808ULL, 0x080808191908082bULL, 0x0808081919081919ULL, 0x0808081919082b08ULL,
    0x0808081919190819ULL, 0x0808081919191908ULL, 0x080808191919192bULL, 0x0808081919192b19ULL,
    0x08080819192b0808ULL, 0x08080819192b1919ULL, 0x08080819192b2b08ULL, 0x080808192b080819ULL,
    0x080808192b081908ULL, 0x080808192b190808ULL, 0x080808192b19082bULL, 0x080808192b191919ULL,
    0x080808192b2b0819ULL, 0x080808192b2b1908ULL, 0x0808082b08080808ULL, 0x0808082b0808082bULL,
    0x0808082b08081919ULL, 0x0808082b08082b08ULL, 0x0808082b08190819ULL, 0x0808082b08191908ULL,
    0x0808082b082b0808ULL, 0x0808082b082b2b2bULL, 0x0808082b19080819ULL, 0x0808082b19081908ULL,
    0x0808082b1908192bULL, 0x0808082b19082b19ULL, 0x0808082b19190808ULL, 0x0808082b19191919ULL,
    0x0808082b2b080808ULL, 0x0808082b2b081919ULL, 0x0808082b2b082b2bULL, 0x0808082b2b191908ULL,
    0x0808082b2b2b082bULL, 0x0808190808080819ULL, 0x0808190808081908ULL, 0x080819080808192bULL,
    0x0808190808082b19ULL, 0x0808190808190808ULL, 0x080819080819082bULL, 0x0808190808191919ULL,
    0x0808190808192b08ULL, 0x08081908082b0819ULL, 0x08081908082b1908ULL, 0x08081908082b192bULL,
    0x08081908082b2b19ULL, 0x0808190819080808ULL, 0x080819081908082bULL, 0x0808190819081919ULL,
    0x0808190819082b08ULL, 0x0808190819082b2bULL, 0x0808190819190819ULL, 0x0808190819191908ULL,
    0x080819081919192bULL, 0x0808190819192b19ULL, 0x08081908192b0808ULL, 0x08081908192b082bULL,
    0x08081908192b1919ULL, 0x080819082b080819ULL, 0x080819082b081908ULL, 0x080819082b08192bULL,
    0x080819082b082b19ULL, 0x080819082b190808ULL, 0x080819082b191919ULL, 0x080819082b192b08ULL,
    0x080819082b2b0819ULL, 0x080819082b2b1908ULL, 0x0808191908080808ULL, 0x080819190808082bULL,
    0x0808191908081919ULL, 0x0808191908082b08ULL, 0x0808191908082b2bULL, 0x0808191908190819ULL,
    0x0808191908191908ULL, 0x080819190819192bULL, 0x0808191908192b19ULL, 0x08081919082b0808ULL,
    0x08081919082b1919ULL, 0x08081919082b2b08ULL, 0x0808191919080819ULL, 0x0808191919081908ULL,
    0x080819191908192bULL, 0x0808191919082b19ULL, 0x0808191919190808ULL, 0x080819191919082bULL,
    0x0808191919191919ULL, 0x0808191919192b08ULL, 0x08081919192b0819ULL, 0x08081919192b1908ULL,
    0x080819192b080808ULL, 0x080819192b08082bULL, 0x080819192b081919ULL, 0x080819192b082b08ULL,
    0x080819192b190819ULL, 0x080819192b191908ULL, 0x080819192b2b0808ULL, 0x0808192b08080819ULL,
    0x0808192b08081908ULL, 0x0808192b0808192bULL, 0x0808192b08082b19ULL, 0x0808192b08190808ULL,
    0x0808192b08191919ULL, 0x0808192b19080808ULL, 0x0808192b19081919ULL, 0x0808192b19082b08ULL,
    0x0808192b19190819ULL, 0x0808192b19191908ULL, 0x0808192b192b0808ULL, 0x0808192b2b080819ULL,
    0x0808192b2b081908ULL, 0x0808192b2b190808ULL, 0x08082b0808080808ULL, 0x08082b080808082bULL,
    0x08082b0808081919ULL, 0x08082b0808082b08ULL, 0x08082b0808190819ULL, 0x08082b0808191908ULL,
    0x08082b080819192bULL, 0x08082b0808192b19ULL, 0x08082b08082b0808ULL, 0x08082b08082b1919ULL,
    0x08082b08082b2b2bULL, 0x08082b0819080819ULL, 0x08082b0819081908ULL, 0x08082b081908192bULL,
    0x08082b0819082b19ULL, 0x08082b0819190808ULL, 0x08082b081919082bULL, 0x08082b0819191919ULL,
    0x08082b0819192b08ULL, 0x08082b08192b0819ULL, 0x08082b08192b1908ULL, 0x08082b082b080808ULL,
    0x08082b082b081919ULL, 0x08082b082b191908ULL, 0x08082b082b2b2b2bULL, 0x08082b1908080819ULL,
    0x08082b1908081908ULL, 0x08082b1908190808ULL, 0x08082b190819082bULL, 0x08082b1908191919ULL,
    0x08082b1908192b08ULL, 0x08082b19082b0819ULL, 0x08082b1919080808ULL, 0x08082b1919081919ULL,
    0x08082b1919082b08ULL, 0x08082b1919190819ULL, 0x08082b1919191908ULL, 0x08082b19192b0808ULL,
    0x08082b192b080819ULL, 0x08082b192b190808ULL, 0x08082b2b08080808ULL, 0x08082b2b08190819ULL,
    0x08082b2b08191908ULL, 0x08082b2b082b082bULL, 0x08082b2b082b2b08ULL, 0x08082b2b082b2b2bULL,
    0x08082b2b19190808ULL, 0x08082b2b2b192b19ULL, 0x0819080808080819ULL, 0x0819080808081908ULL,
    0x081908080808192bULL, 0x0819080808082b19ULL, 0x0819080808190808ULL, 0x081908080819082bULL,
    0x0819080808191919ULL, 0x0819080808192b08ULL, 0x08190808082b0819ULL, 0x08190808082b1908ULL,
    0x08190808082b192bULL, 0x0819080819080808ULL, 0x081908081908082bULL, 0x0819080819081919ULL,
    0x0819080819082b08ULL, 0x0819080819190819ULL, 0x0819080819191908ULL, 0x081908081919192bULL,
    0x0819080819192b19ULL, 0x08190808192b0808ULL, 0x08190808192b082bULL, 0x08190808192b1919ULL,
    0x08190808192b2b08ULL, 0x081908082b080819ULL, 0x081908082b081908ULL, 0x081908082b08192bULL,
    0x081908082b190808ULL, 0x081908082b191919ULL, 0x081908082b192b08ULL, 0x081908082b2b0819ULL,
    0x081908082b2b1908ULL, 0x0819081908080808ULL, 0x081908190808082bULL, 0x0819081908081919ULL,
    0x0819081908082b08ULL, 0x0819081908082b2bULL, 0x0819081908190819ULL, 0x0819081908191908ULL,
    0x081908190819192bULL, 0x0819081908192b19ULL, 0x08190819082b0808ULL, 0x08190819082b082bULL,
    0x08190819082b1919ULL, 0x08190819082b2b08ULL, 0x0819081919080819ULL, 0x0819081919081908ULL,
    0x081908191908192bULL, 0x0819081919082b19ULL, 0x0819081919190808ULL, 0x081908191919082bULL,
    0x0819081919191919ULL, 0x0819081919192b08ULL, 0x08190819192b0819ULL, 0x08190819192b1908ULL,
    0x081908192b080808ULL, 0x081908192b08082bULL, 0x081908192b081919ULL, 0x081908192b082b08ULL,
    0x081908192b190819ULL, 0x081908192b191908ULL, 0x0819082b08080819ULL, 0x0819082b08081908ULL,
    0x0819082b08082b19ULL, 0x0819082b08190808ULL, 0x0819082b08191919ULL, 0x0819082b082b0819ULL,
    0x0819082b082b1908ULL, 0x0819082b19080808ULL, 0x0819082b19081919ULL, 0x0819082b19190819ULL,
    0x0819082b19191908ULL, 0x0819082b2b080819ULL, 0x0819082b2b081908ULL, 0x0819082b2b190808ULL,
    0x0819190808080808ULL, 0x081919080808082bULL, 0x0819190808081919ULL, 0x0819190808082b08ULL,
    0x0819190808190819ULL, 0x0819190808191908ULL, 0x081919080819192bULL, 0x0819190808192b19ULL,
    0x08191908082b0808ULL, 0x08191908082b1919ULL, 0x08191908082b2b08ULL, 0x0819190819080819ULL,
    0x0819190819081908ULL, 0x081919081908192bULL, 0x0819190819082b19ULL, 0x0819190819190808ULL,
    0x081919081919082bULL, 0x0819190819191919ULL, 0x0819190819192b08ULL, 0x08191908192b0819ULL,
    0x08191908192b1908ULL, 0x081919082b080808ULL, 0x081919082b08082bULL, 0x081919082b081919ULL,
    0x081919082b082b08ULL, 0x081919082b190819ULL, 0x081919082b191908ULL, 0x081919082b2b0808ULL,
    0x0819191908080819ULL, 0x0819191908081908ULL, 0x081919190808192bULL, 0x0819191908082b19ULL,
    0x0819191908190808ULL, 0x081919190819082bULL, 0x0819191908191919ULL, 0x0819191908192b08ULL,
    0x08191919082b0819ULL, 0x08191919082b1908ULL, 0x0819191919080808ULL, 0x081919191908082bULL,
    0x0819191919081919ULL, 0x0819191919082b08ULL, 0x0819191919190819ULL, 0x0819191919191908ULL,
    0x08191919192b0808ULL, 0x081919192b080819ULL, 0x081919192b081908ULL, 0x081919192b190808ULL,
    0x0819192b08080808ULL, 0x0819192b08081919ULL, 0x0819192b08082b08ULL, 0x0819192b08190819ULL,
    0x0819192b08191908ULL, 0x0819192b082b0808ULL, 0x0819192b19080819ULL, 0x0819192b19081908ULL,
    0x0819192b19190808ULL, 0x0819192b2b080808ULL, 0x0819192b2b2b2b2bULL, 0x08192b0808080819ULL,
    0x08192b0808081908ULL, 0x08192b080808192bULL, 0x08192b0808082b19ULL, 0x08192b0808190808ULL,
    0x08192b0808191919ULL, 0x08192b0808192b08ULL, 0x08192b08082b0819ULL, 0x08192b0819080808ULL,
    0x08192b081908082bULL, 0x08192b0819081919ULL, 0x08192b0819082b08ULL, 0x08192b0819190819ULL,
    0x08192b0819191908ULL, 0x08192b08192b0808ULL, 0x08192b082b080819ULL, 0x08192b082b081908ULL,
    0x08192b1908080808ULL, 0x08192b190808082bULL, 0x08192b1908081919ULL, 0x08192b1908082b08ULL,
    0x08192b1908190819ULL, 0x08192b1908191908ULL, 0x08192b19082b0808ULL, 0x08192b1919080819ULL,
    0x08192b1919081908ULL, 0x08192b1919190808ULL, 0x08192b19192b2b19ULL, 0x08192b192b2b082bULL,
    0x08192b2b08081908ULL, 0x08192b2b08190808ULL, 0x08192b2b19080808ULL, 0x08192b2b1919192bULL,
    0x082b080808080808ULL, 0x082b08080808082bULL, 0x082b080808081919ULL, 0x082b080808082b08ULL,
    0x082b080808190819ULL, 0x082b080808191908ULL, 0x082b08080819192bULL, 0x082b080808192b19ULL,
    0x082b0808082b0808ULL, 0x082b0808082b1919ULL, 0x082b0808082b2b2bULL, 0x082b080819080819ULL,
    0x082b080819081908ULL, 0x082b080819190808ULL, 0x082b08081919082bULL, 0x082b080819191919ULL,
    0x082b0808192b1908ULL, 0x082b08082b080808ULL, 0x082b08082b082b2bULL, 0x082b08082b191908ULL,
    0x082b08082b2b2b2bULL, 0x082b081908080819ULL, 0x082b081908081908ULL, 0x082b081908190808ULL,
    0x082b08190819082bULL, 0x082b081908191919ULL, 0x082b0819082b0819ULL, 0x082b081919080808ULL,
    0x082b08191908082bULL, 0x082b081919081919ULL, 0x082b081919190819ULL, 0x082b081919191908ULL,
    0x082b0819192b0808ULL, 0x082b08192b080819ULL, 0x082b08192b081908ULL, 0x082b08192b190808ULL,
    0x082b082b08080808ULL, 0x082b082b08082b2bULL, 0x082b082b082b082bULL, 0x082b082b082b2b08ULL,
    0x082b082b082b2b2bULL, 0x082b082b19081908ULL, 0x082b082b19190808ULL, 0x082b082b2b082b08ULL,
    0x082b082b2b082b2bULL, 0x082b082b2b2b2b08ULL, 0x082b190808080819ULL, 0x082b190808081908ULL,
    0x082b19080808192bULL, 0x082b190808082b19ULL, 0x082b190808190808ULL, 0x082b190808191919ULL,
    0x082b190808192b08ULL, 0x082b1908082b0819ULL, 0x082b1908082b1908ULL, 0x082b190819080808ULL,
    0x082b19081908082bULL, 0x082b190819081919ULL, 0x082b190819082b08ULL, 0x082b190819190819ULL,
    0x082b190819191908ULL, 0x082b1908192b0808ULL, 0x082b19082b080819ULL, 0x082b19082b081908ULL,
    0x082b19082b190808ULL, 0x082b191908080808ULL, 0x082b191908081919ULL, 0x082b191908082b08ULL,
    0x082b191908190819ULL, 0x082b191908191908ULL, 0x082b1919082b0808ULL, 0x082b191919080819ULL,
    0x082b191919081908ULL, 0x082b191919190808ULL, 0x082b1919192b192bULL, 0x082b19192b080808ULL,
    0x082b192b08080819ULL, 0x082b192b08081908ULL, 0x082b192b08190808ULL, 0x082b192b19080808ULL,
    0x082b192b19192b19ULL, 0x082b2b0808080808ULL, 0x082b2b0808081919ULL, 0x082b2b0808190819ULL,
    0x082b2b0808191908ULL, 0x082b2b0819080819ULL, 0x082b2b0819081908ULL, 0x082b2b0819190808ULL,
    0x082b2b082b082b2bULL, 0x082b2b082b2b2b2bULL, 0x082b2b1908080819ULL, 0x082b2b1908081908ULL,
    0x082b2b1908190808ULL, 0x082b2b192b191919ULL, 0x082b2b2b08082b2bULL, 0x082b2b2b082b082bULL,
    0x082b2b2b192b1908ULL, 0x082b2b2b2b082b08ULL, 0x082b2b2b2b082b2bULL, 0x1908080808080819ULL,
    0x1908080808081908ULL, 0x190808080808192bULL, 0x1908080808082b19ULL, 0x1908080808190808ULL,
    0x190808080819082bULL, 0x1908080808191919ULL, 0x1908080808192b08ULL, 0x1908080808192b2bULL,
    0x19080808082b0819ULL, 0x19080808082b1908ULL, 0x19080808082b192bULL, 0x1908080819080808ULL,
    0x190808081908082bULL, 0x1908080819081919ULL, 0x1908080819082b08ULL, 0x1908080819082b2bULL,
    0x1908080819190819ULL, 0x1908080819191908ULL, 0x190808081919192bULL, 0x1908080819192b19ULL,
    0x19080808192b0808ULL, 0x19080808192b082bULL, 0x19080808192b1919ULL, 0x190808082b080819ULL,
    0x190808082b081908ULL, 0x190808082b190808ULL, 0x190808082b191919ULL, 0x190808082b192b08ULL,
    0x190808082b2b0819ULL, 0x190808082b2b1908ULL, 0x1908081908080808ULL, 0x190808190808082bULL,
    0x1908081908081919ULL, 0x1908081908082b08ULL, 0x1908081908190819ULL, 0x1908081908191908ULL,
    0x190808190819192bULL, 0x1908081908192b19ULL, 0x19080819082b0808ULL, 0x19080819082b082bULL,
    0x19080819082b1919ULL, 0x1908081919080819ULL, 0x1908081919081908ULL, 0x190808191908192bULL,
    0x1908081919082b19ULL, 0x1908081919190808ULL, 0x190808191919082bULL, 0x1908081919191919ULL,
    0x1908081919192b08ULL, 0x19080819192b0819ULL, 0x19080819192b1908ULL, 0x190808192b080808ULL,
    0x190808192b08082bULL, 0x190808192b081919ULL, 0x190808192b082b08ULL, 0x190808192b190819ULL,
    0x190808192b191908ULL, 0x190808192b2b0808ULL, 0x1908082b08080819ULL, 0x1908082b08081908ULL,
    0x1908082b08190808ULL, 0x1908082b0819082bULL, 0x1908082b08191919ULL, 0x1908082b08192b08ULL,
    0x1908082b082b1908ULL, 0x1908082b19080808ULL, 0x1908082b19081919ULL, 0x1908082b19082b08ULL,
    0x1908082b19190819ULL, 0x1908082b19191908ULL, 0x1908082b192b0808ULL, 0x1908082b2b080819ULL,
    0x1908082b2b081908ULL, 0x1908190808080808ULL, 0x190819080808082bULL, 0x1908190808081919ULL,
    0x1908190808082b08ULL, 0x1908190808082b2bULL, 0x1908190808190819ULL, 0x1908190808191908ULL,
    0x190819080819192bULL, 0x1908190808192b19ULL, 0x19081908082b0808ULL, 0x19081908082b082bULL,
    0x19081908082b1919ULL, 0x19081908082b2b08ULL, 0x1908190819080819ULL, 0x1908190819081908ULL,
    0x190819081908192bULL, 0x1908190819082b19ULL, 0x1908190819190808ULL, 0x190819081919082bULL,
    0x1908190819191919ULL, 0x1908190819192b08ULL, 0x19081908192b0819ULL, 0x19081908192b1908ULL,
    0x190819082b080808ULL, 0x190819082b08082bULL, 0x190819082b081919ULL, 0x190819082b082b08ULL,
    0x190819082b190819ULL, 0x190819082b191908ULL, 0x190819082b2b0808ULL, 0x1908191908080819ULL,
    0x1908191908081908ULL, 0x190819190808192bULL, 0x1908191908082b19ULL, 0x1908191908190808ULL,
    0x190819190819082bULL, 0x1908191908191919ULL, 0x1908191908192b08ULL, 0x19081919082b0819ULL,
    0x19081919082b1908ULL, 0x1908191919080808ULL, 0x190819191908082bULL, 0x1908191919081919ULL,
    0x1908191919082b08ULL, 0x1908191919190819ULL, 0x1908191919191908ULL, 0x19081919192b0808ULL,
    0x19081919192b2b2bULL, 0x190819192b080819ULL, 0x190819192b081908ULL, 0x190819192b190808ULL,
    0x1908192b08080808ULL, 0x1908192b0808082bULL, 0x1908192b08081919ULL, 0x1908192b08082b08ULL,
    0x1908192b08190819ULL, 0x1908192b08191908ULL, 0x1908192b082b0808ULL, 0x1908192b19080819ULL,
    0x1908192b19081908ULL, 0x1908192b19190808ULL, 0x1908192b2b080808ULL, 0x1908192b2b2b1919ULL,
    0x19082b0808080819ULL, 0x19082b0808081908ULL, 0x19082b0808082b19ULL, 0x19082b0808190808ULL,
    0x19082b080819082bULL, 0x19082b0808191919ULL, 0x19082b0808192b08ULL, 0x19082b08082b0819ULL,
    0x19082b08082b1908ULL, 0x19082b0819080808ULL, 0x19082b081908082bULL, 0x19082b0819081919ULL,
    0x19082b0819082b08ULL, 0x19082b0819190819ULL, 0x19082b0819191908ULL, 0x19082b08192b0808ULL,
    0x19082b082b081908ULL, 0x19082b082b190808ULL, 0x19082b1908080808ULL, 0x19082b190808082bULL,
    0x19082b1908081919ULL, 0x19082b1908082b08ULL, 0x19082b1908190819ULL, 0x19082b1908191908ULL,
    0x19082b19082b0808ULL, 0x19082b1919080819ULL, 0x19082b1919081908ULL, 0x19082b1919190808ULL,
    0x19082b192b080808ULL, 0x19082b192b19192bULL, 0x19082b2b08080819ULL, 0x19082b2b08081908ULL,
    0x19082b2b08190808ULL, 0x19082b2b19080808ULL, 0x1919080808080808ULL, 0x191908080808082bULL,
    0x1919080808081919ULL, 0x1919080808082b08ULL, 0x1919080808190819ULL, 0x1919080808191908ULL,
    0x191908080819192bULL, 0x1919080808192b19ULL, 0x19190808082b0808ULL, 0x19190808082b082bULL,
    0x19190808082b1919ULL, 0x19190808082b2b08ULL, 0x1919080819080819ULL, 0x1919080819081908ULL,
    0x191908081908192bULL, 0x1919080819082b19ULL, 0x1919080819190808ULL, 0x191908081919082bULL,
    0x1919080819191919ULL, 0x1919080819192b08ULL, 0x19190808192b0819ULL, 0x19190808192b1908ULL,
    0x191908082b080808ULL, 0x191908082b08082bULL, 0x191908082b081919ULL, 0x191908082b082b08ULL,
    0x191908082b190819ULL, 0x191908082b191908ULL, 0x1919081908080819ULL, 0x1919081908081908ULL,
    0x191908190808192bULL, 0x1919081908082b19ULL, 0x1919081908190808ULL, 0x191908190819082bULL,
    0x1919081908191919ULL, 0x1919081908192b08ULL, 0x19190819082b0819ULL, 0x19190819082b1908ULL,
    0x1919081919080808ULL, 0x191908191908082bULL, 0x1919081919081919ULL, 0x1919081919082b08ULL,
    0x1919081919190819ULL, 0x1919081919191908ULL, 0x19190819192b0808ULL, 0x191908192b080819ULL,
    0x191908192b081908ULL, 0x191908192b190808ULL, 0x1919082b08080808ULL, 0x1919082b08081919ULL,
    0x1919082b08082b08ULL, 0x1919082b08190819ULL, 0x1919082b08191908ULL, 0x1919082b082b0808ULL,
    0x1919082b19080819ULL, 0x1919082b19081908ULL, 0x1919082b19190808ULL, 0x1919082b192b2b19ULL,
    0x1919082b2b080808ULL, 0x1919190808080819ULL, 0x1919190808081908ULL, 0x191919080808192bULL,
    0x1919190808082b19ULL, 0x1919190808190808ULL, 0x191919080819082bULL, 0x1919190808191919ULL,
    0x1919190808192b08ULL, 0x19191908082b0819ULL, 0x19191908082b1908ULL, 0x1919190819080808ULL,
    0x191919081908082bULL, 0x1919190819081919ULL, 0x1919190819082b08ULL, 0x1919190819190819ULL,
    0x1919190819191908ULL, 0x19191908192b0808ULL, 0x191919082b080819ULL, 0x191919082b081908ULL,
    0x191919082b190808ULL, 0x1919191908080808ULL, 0x191919190808082bULL, 0x1919191908081919ULL,
    0x1919191908082b08ULL, 0x1919191908190819ULL, 0x1919191908191908ULL, 0x19191919082b0808ULL,
    0x1919191919080819ULL, 0x1919191919081908ULL, 0x1919191919190808ULL, 0x191919192b080808ULL,
    0x1919192b08080819ULL, 0x1919192b08081908ULL, 0x1919192b08190808ULL, 0x1919192b082b192bULL,
    0x1919192b19080808ULL, 0x19192b0808080808ULL, 0x19192b080808082bULL, 0x19192b0808081919ULL,
    0x19192b0808082b08ULL, 0x19192b0808190819ULL, 0x19192b0808191908ULL, 0x19192b08082b0808ULL,
    0x19192b0819080819ULL, 0x19192b0819081908ULL, 0x19192b0819190808ULL, 0x19192b0819192b2bULL,
    0x19192b082b080808ULL, 0x19192b1908080819ULL, 0x19192b1908081908ULL, 0x19192b1908190808ULL,
    0x19192b1919080808ULL, 0x19192b2b08080808ULL, 0x19192b2b08192b19ULL, 0x19192b2b2b081919ULL,
    0x19192b2b2b2b2b08ULL, 0x192b080808080819ULL, 0x192b080808081908ULL, 0x192b08080808192bULL,
    0x192b080808190808ULL, 0x192b08080819082bULL, 0x192b080808191919ULL, 0x192b080808192b08ULL,
    0x192b0808082b0819ULL, 0x192b0808082b1908ULL, 0x192b080819080808ULL, 0x192b080819081919ULL,
    0x192b080819082b08ULL, 0x192b080819190819ULL, 0x192b080819191908ULL, 0x192b0808192b0808ULL,
    0x192b08082b081908ULL, 0x192b08082b190808ULL, 0x192b081908080808ULL, 0x192b08190808082bULL,
    0x192b081908081919ULL, 0x192b081908082b08ULL, 0x192b081908190819ULL, 0x192b081908191908ULL,
    0x192b0819082b0808ULL, 0x192b081919080819ULL, 0x192b081919081908ULL, 0x192b081919190808ULL,
    0x192b08192b080808ULL, 0x192b08192b192b19ULL, 0x192b082b08081908ULL, 0x192b082b08190808ULL,
    0x192b082b19080808ULL, 0x192b082b1919192bULL, 0x192b082b2b2b0819ULL, 0x192b190808080808ULL,
    0x192b190808081919ULL, 0x192b190808082b08ULL, 0x192b190808190819ULL, 0x192b190808191908ULL,
    0x192b1908082b0808ULL, 0x192b190819080819ULL, 0x192b190819081908ULL, 0x192b190819190808ULL,
    0x192b19082b080808ULL, 0x192b191908080819ULL, 0x192b191908081908ULL, 0x192b191908190808ULL,
    0x192b191919080808ULL, 0x192b191919082b2bULL, 0x192b1919192b2b08ULL, 0x192b19192b19082bULL,
    0x192b192b08080808ULL, 0x192b192b2b191908ULL, 0x192b2b0808080819ULL, 0x192b2b0808081908ULL,
    0x192b2b0808190808ULL, 0x192b2b08192b1919ULL, 0x192b2b082b192b08ULL, 0x192b2b1908080808ULL,
    0x192b2b19082b2b2bULL, 0x192b2b2b1908082bULL, 0x192b2b2b2b2b0819ULL, 0x2b08080808080808ULL,
    0x2b0808080808082bULL, 0x2b08080808081919ULL, 0x2b08080808082b08ULL, 0x2b08080808190819ULL,
    0x2b08080808191908ULL, 0x2b08080808192b19ULL, 0x2b080808082b0808ULL, 0x2b080808082b1919ULL,
    0x2b08080819080819ULL, 0x2b08080819081908ULL, 0x2b08080819190808ULL, 0x2b0808081919082bULL,
    0x2b08080819191919ULL, 0x2b08080819192b08ULL, 0x2b080808192b0819ULL, 0x2b0808082b080808ULL,
    0x2b0808082b081919ULL, 0x2b0808082b190819ULL, 0x2b0808082b191908ULL, 0x2b08081908080819ULL,
    0x2b08081908081908ULL, 0x2b08081908082b19ULL, 0x2b08081908190808ULL, 0x2b0808190819082bULL,
    0x2b08081908191919ULL, 0x2b08081908192b08ULL, 0x2b080819082b0819ULL, 0x2b080819082b1908ULL,
    0x2b08081919080808ULL, 0x2b0808191908082bULL, 0x2b08081919081919ULL, 0x2b08081919082b08ULL,
    0x2b08081919190819ULL, 0x2b08081919191908ULL, 0x2b0808192b080819ULL, 0x2b0808192b081908ULL,
    0x2b0808192b190808ULL, 0x2b0808192b2b2b19ULL, 0x2b08082b08080808ULL, 0x2b08082b08081919ULL,
    0x2b08082b08082b2bULL, 0x2b08082b08190819ULL, 0x2b08082b08191908ULL, 0x2b08082b19080819ULL,
    0x2b08082b19081908ULL, 0x2b08082b19190808ULL, 0x2b08190808080819ULL, 0x2b08190808081908ULL,
    0x2b0819080808192bULL, 0x2b08190808082b19ULL, 0x2b08190808190808ULL, 0x2b0819080819082bULL,
    0x2b08190808191919ULL, 0x2b08190808192b08ULL, 0x2b081908082b0819ULL, 0x2b08190819080808ULL,
    0x2b0819081908082bULL, 0x2b08190819081919ULL, 0x2b08190819082b08ULL, 0x2b08190819190819ULL,
    0x2b08190819191908ULL, 0x2b081908192b0808ULL, 0x2b0819082b080819ULL, 0x2b0819082b081908ULL,
    0x2b0819082b190808ULL, 0x2b08191908080808ULL, 0x2b0819190808082bULL, 0x2b08191908081919ULL,
    0x2b08191908082b08ULL, 0x2b08191908190819ULL, 0x2b08191908191908ULL, 0x2b081919082b0808ULL,
    0x2b08191919080819ULL, 0x2b08191919081908ULL, 0x2b08191919190808ULL, 0x2b0819192b080808ULL,
    0x2b0819192b082b2bULL, 0x2b08192b08080819ULL, 0x2b08192b08081908ULL, 0x2b08192b08190808ULL,
    0x2b08192b082b2b19ULL, 0x2b08192b19080808ULL, 0x2b082b0808080808ULL, 0x2b082b0808081919ULL,
    0x2b082b0808190819ULL, 0x2b082b0808191908ULL, 0x2b082b0819080819ULL, 0x2b082b0819081908ULL,
    0x2b082b0819190808ULL, 0x2b082b082b2b082bULL, 0x2b082b1908080819ULL, 0x2b082b1908081908ULL,
    0x2b082b1919080808ULL, 0x2b082b19192b1919ULL, 0x2b082b2b082b082bULL, 0x2b082b2b19192b08ULL,
    0x2b082b2b19192b2bULL, 0x2b082b2b2b08082bULL, 0x2b082b2b2b2b082bULL, 0x2b19080808080819ULL,
    0x2b19080808081908ULL, 0x2b19080808082b19ULL, 0x2b19080808190808ULL, 0x2b1908080819082bULL,
    0x2b19080808191919ULL, 0x2b19080808192b08ULL, 0x2b190808082b1908ULL, 0x2b19080819080808ULL,
    0x2b1908081908082bULL, 0x2b19080819081919ULL, 0x2b19080819082b08ULL, 0x2b19080819190819ULL,
    0x2b19080819191908ULL, 0x2b190808192b0808ULL, 0x2b1908082b080819ULL, 0x2b1908082b081908ULL,
    0x2b1908082b190808ULL, 0x2b19081908080808ULL, 0x2b19081908081919ULL, 0x2b19081908190819ULL,
    0x2b19081908191908ULL, 0x2b19081919080819ULL, 0x2b19081919081908ULL, 0x2b19081919190808ULL,
    0x2b19081919192b2bULL, 0x2b19082b08080819ULL, 0x2b19082b08081908ULL, 0x2b19082b08190808ULL,
    0x2b19082b19080808ULL, 0x2b19082b2b2b192bULL, 0x2b19190808080808ULL, 0x2b1919080808082bULL,
    0x2b19190808081919ULL, 0x2b19190808082b08ULL, 0x2b19190808190819ULL, 0x2b19190808191908ULL,
    0x2b191908082b0808ULL, 0x2b19190819080819ULL, 0x2b19190819081908ULL, 0x2b19190819190808ULL,
    0x2b1919082b080808ULL, 0x2b1919082b19192bULL, 0x2b19191908080819ULL, 0x2b19191908081908ULL,
    0x2b19191908190808ULL, 0x2b19191919080808ULL, 0x2b1919192b192b08ULL, 0x2b1919192b2b0819ULL,
    0x2b19192b08080808ULL, 0x2b19192b1908192bULL, 0x2b19192b192b1908ULL, 0x2b192b0808080819ULL,
    0x2b192b0808081908ULL, 0x2b192b0808190808ULL, 0x2b192b08082b192bULL, 0x2b192b0819080808ULL,
    0x2b192b082b2b2b19ULL, 0x2b192b1908080808ULL, 0x2b192b1919082b19ULL, 0x2b192b191919082bULL,
    0x2b192b2b2b190808ULL, 0x2b2b080808080808ULL, 0x2b2b080808081919ULL, 0x2b2b080808082b2bULL,
    0x2b2b080808191908ULL, 0x2b2b0808082b082bULL, 0x2b2b0808082b2b2bULL, 0x2b2b080819080819ULL,
    0x2b2b080819081908ULL, 0x2b2b080819190808ULL, 0x2b2b08082b2b082bULL, 0x2b2b08082b2b2b2bULL,
    0x2b2b081919080808ULL, 0x2b2b0819192b1919ULL, 0x2b2b082b0808082bULL, 0x2b2b082b08082b2bULL,
    0x2b2b082b082b082bULL, 0x2b2b082b082b2b08ULL, 0x2b2b082b082b2b2bULL, 0x2b2b082b2b08082bULL,
    0x2b2b082b2b082b08ULL, 0x2b2b082b2b082b2bULL, 0x2b2b082b2b2b2b08ULL, 0x2b2b190808080819ULL,
    0x2b2b190808081908ULL, 0x2b2b190808190808ULL, 0x2b2b190819080808ULL, 0x2b2b19082b082b19ULL,
    0x2b2b19082b2b1908ULL, 0x2b2b191908080808ULL, 0x2b2b191908192b19ULL, 0x2b2b192b19190819ULL,
    0x2b2b2b0808082b2bULL, 0x2b2b2b08082b2b08ULL, 0x2b2b2b082b2b082bULL, 0x2b2b2b1919191908ULL,
    0x2b2b2b192b08192bULL, 0x2b2b2b2b08082b08ULL, 0x2b2b2b2b08082b2bULL, 0x2b2b2b2b082b0808ULL,
    0x2b2b2b2b082b082bULL, 0x2b2b2b2b082b2b08ULL, 0x2b2b2b2b2b082b08ULL, 0x2b2b2b2b2b2b2b2bULL,
};
static const uint32_t ref_iq3xxs_grid[256] = {
    0x04040404, 0x04040414, 0x04040424, 0x04040c0c, 0x04040c1c, 0x04040c3e, 0x04041404, 0x04041414,
    0x04041c0c, 0x04042414, 0x04043e1c, 0x04043e2c, 0x040c040c, 0x040c041c, 0x040c0c04, 0x040c0c14,
    0x040c140c, 0x040c142c, 0x040c1c04, 0x040c1c14, 0x040c240c, 0x040c2c24, 0x040c3e04, 0x04140404,
    0x04140414, 0x04140424, 0x04140c0c, 0x04141404, 0x04141414, 0x04141c0c, 0x04141c1c, 0x04141c3e,
    0x04142c0c, 0x04142c3e, 0x04143e2c, 0x041c040c, 0x041c043e, 0x041c0c04, 0x041c0c14, 0x041c142c,
    0x041c3e04, 0x04240c1c, 0x04241c3e, 0x04242424, 0x04242c3e, 0x04243e1c, 0x04243e2c, 0x042c040c,
    0x042c043e, 0x042c1c14, 0x042c2c14, 0x04341c2c, 0x04343424, 0x043e0c04, 0x043e0c24, 0x043e0c34,
    0x043e241c, 0x043e340c, 0x0c04040c, 0x0c04041c, 0x0c040c04, 0x0c040c14, 0x0c04140c, 0x0c04141c,
    0x0c041c04, 0x0c041c14, 0x0c041c24, 0x0c04243e, 0x0c042c04, 0x0c0c0404, 0x0c0c0414, 0x0c0c0c0c,
    0x0c0c1404, 0x0c0c1414, 0x0c14040c, 0x0c14041c, 0x0c140c04, 0x0c140c14, 0x0c14140c, 0x0c141c04,
    0x0c143e14, 0x0c1c0404, 0x0c1c0414, 0x0c1c1404, 0x0c1c1c0c, 0x0c1c2434, 0x0c1c3434, 0x0c24040c,
    0x0c24042c, 0x0c242c04, 0x0c2c1404, 0x0c2c1424, 0x0c2c2434, 0x0c2c3e0c, 0x0c34042c, 0x0c3e1414,
    0x0c3e2404, 0x14040404, 0x14040414, 0x14040c0c, 0x14040c1c, 0x14041404, 0x14041414, 0x14041434,
    0x14041c0c, 0x14042414, 0x140c040c, 0x140c041c, 0x140c042c, 0x140c0c04, 0x140c0c14, 0x140c140c,
    0x140c1c04, 0x140c341c, 0x140c343e, 0x140c3e04, 0x14140404, 0x14140414, 0x14140c0c, 0x14140c3e,
    0x14141404, 0x14141414, 0x14141c3e, 0x14142404, 0x14142c2c, 0x141c040c, 0x141c0c04, 0x141c0c24,
    0x141c3e04, 0x141c3e24, 0x14241c2c, 0x14242c1c, 0x142c041c, 0x142c143e, 0x142c240c, 0x142c3e24,
    0x143e040c, 0x143e041c, 0x143e0c34, 0x143e242c, 0x1c04040c, 0x1c040c04, 0x1c040c14, 0x1c04140c,
    0x1c04141c, 0x1c042c04, 0x1c04342c, 0x1c043e14, 0x1c0c0404, 0x1c0c0414, 0x1c0c1404, 0x1c0c1c0c,
    0x1c0c2424, 0x1c0c2434, 0x1c14040c, 0x1c14041c, 0x1c140c04, 0x1c14142c, 0x1c142c14, 0x1c143e14,
    0x1c1c0c0c, 0x1c1c1c1c, 0x1c241c04, 0x1c24243e, 0x1c243e14, 0x1c2c0404, 0x1c2c0434, 0x1c2c1414,
    0x1c2c2c2c, 0x1c340c24, 0x1c341c34, 0x1c34341c, 0x1c3e1c1c, 0x1c3e3404, 0x24040424, 0x24040c3e,
    0x24041c2c, 0x24041c3e, 0x24042c1c, 0x24042c3e, 0x240c3e24, 0x24141404, 0x24141c3e, 0x24142404,
    0x24143404, 0x24143434, 0x241c043e, 0x241c242c, 0x24240424, 0x24242c0c, 0x24243424, 0x242c142c,
    0x242c241c, 0x242c3e04, 0x243e042c, 0x243e0c04, 0x243e0c14, 0x243e1c04, 0x2c040c14, 0x2c04240c,
    0x2c043e04, 0x2c0c0404, 0x2c0c0434, 0x2c0c1434, 0x2c0c2c2c, 0x2c140c24, 0x2c141c14, 0x2c143e14,
    0x2c1c0414, 0x2c1c2c1c, 0x2c240c04, 0x2c24141c, 0x2c24143e, 0x2c243e14, 0x2c2c0414, 0x2c2c1c0c,
    0x2c342c04, 0x2c3e1424, 0x2c3e2414, 0x34041424, 0x34042424, 0x34042434, 0x34043424, 0x340c140c,
    0x340c340c, 0x34140c3e, 0x34143424, 0x341c1c04, 0x341c1c34, 0x34242424, 0x342c042c, 0x342c2c14,
    0x34341c1c, 0x343e041c, 0x343e140c, 0x3e04041c, 0x3e04042c, 0x3e04043e, 0x3e040c04, 0x3e041c14,
    0x3e042c14, 0x3e0c1434, 0x3e0c2404, 0x3e140c14, 0x3e14242c, 0x3e142c14, 0x3e1c0404, 0x3e1c0c2c,
    0x3e1c1c1c, 0x3e1c3404, 0x3e24140c, 0x3e24240c, 0x3e2c0404, 0x3e2c0414, 0x3e2c1424, 0x3e341c04,
};
static const uint32_t ref_iq3s_grid[512] = {
    0x01010101, 0x01010103, 0x01010105, 0x0101010b, 0x0101010f, 0x01010301, 0x01010303, 0x01010305,
    0x01010309, 0x0101030d, 0x01010501, 0x01010503, 0x0101050b, 0x01010707, 0x01010901, 0x01010905,
    0x0101090b, 0x0101090f, 0x01010b03, 0x01010b07, 0x01010d01, 0x01010d05, 0x01010f03, 0x01010f09,
    0x01010f0f, 0x01030101, 0x01030103, 0x01030105, 0x01030109, 0x01030301, 0x01030303, 0x0103030b,
    0x01030501, 0x01030507, 0x0103050f, 0x01030703, 0x0103070b, 0x01030909, 0x01030d03, 0x01030d0b,
    0x01030f05, 0x01050101, 0x01050103, 0x0105010b, 0x0105010f, 0x01050301, 0x01050307, 0x0105030d,
    0x01050503, 0x0105050b, 0x01050701, 0x01050709, 0x01050905, 0x0105090b, 0x0105090f, 0x01050b03,
    0x01050b07, 0x01050f01, 0x01050f07, 0x01070107, 0x01070303, 0x0107030b, 0x01070501, 0x01070505,
    0x01070703, 0x01070707, 0x0107070d, 0x01070909, 0x01070b01, 0x01070b05, 0x01070d0f, 0x01070f03,
    0x01070f0b, 0x01090101, 0x01090307, 0x0109030f, 0x01090503, 0x01090509, 0x01090705, 0x01090901,
    0x01090907, 0x01090b03, 0x01090f01, 0x010b0105, 0x010b0109, 0x010b0501, 0x010b0505, 0x010b050d,
    0x010b0707, 0x010b0903, 0x010b090b, 0x010b090f, 0x010b0d0d, 0x010b0f07, 0x010d010d, 0x010d0303,
    0x010d0307, 0x010d0703, 0x010d0b05, 0x010d0f03, 0x010f0101, 0x010f0105, 0x010f0109, 0x010f0501,
    0x010f0505, 0x010f050d, 0x010f0707, 0x010f0b01, 0x010f0b09, 0x03010101, 0x03010103, 0x03010105,
    0x03010109, 0x03010301, 0x03010303, 0x03010307, 0x0301030b, 0x0301030f, 0x03010501, 0x03010505,
    0x03010703, 0x03010709, 0x0301070d, 0x03010b09, 0x03010b0d, 0x03010d03, 0x03010f05, 0x03030101,
    0x03030103, 0x03030107, 0x0303010d, 0x03030301, 0x03030309, 0x03030503, 0x03030701, 0x03030707,
    0x03030903, 0x03030b01, 0x03030b05, 0x03030f01, 0x03030f0d, 0x03050101, 0x03050305, 0x0305030b,
    0x0305030f, 0x03050501, 0x03050509, 0x03050705, 0x03050901, 0x03050907, 0x03050b0b, 0x03050d01,
    0x03050f05, 0x03070103, 0x03070109, 0x0307010f, 0x03070301, 0x03070307, 0x03070503, 0x0307050f,
    0x03070701, 0x03070709, 0x03070903, 0x03070d05, 0x03070f01, 0x03090107, 0x0309010b, 0x03090305,
    0x03090309, 0x03090703, 0x03090707, 0x03090905, 0x0309090d, 0x03090b01, 0x03090b09, 0x030b0103,
    0x030b0301, 0x030b0307, 0x030b0503, 0x030b0701, 0x030b0705, 0x030b0b03, 0x030d0501, 0x030d0509,
    0x030d050f, 0x030d0909, 0x030d090d, 0x030f0103, 0x030f0107, 0x030f0301, 0x030f0305, 0x030f0503,
    0x030f070b, 0x030f0903, 0x030f0d05, 0x030f0f01, 0x05010101, 0x05010103, 0x05010107, 0x0501010b,
    0x0501010f, 0x05010301, 0x05010305, 0x05010309, 0x0501030d, 0x05010503, 0x05010507, 0x0501050f,
    0x05010701, 0x05010705, 0x05010903, 0x05010907, 0x0501090b, 0x05010b01, 0x05010b05, 0x05010d0f,
    0x05010f01, 0x05010f07, 0x05010f0b, 0x05030101, 0x05030105, 0x05030301, 0x05030307, 0x0503030f,
    0x05030505, 0x0503050b, 0x05030703, 0x05030709, 0x05030905, 0x05030b03, 0x05050103, 0x05050109,
    0x0505010f, 0x05050503, 0x05050507, 0x05050701, 0x0505070f, 0x05050903, 0x05050b07, 0x05050b0f,
    0x05050f03, 0x05050f09, 0x05070101, 0x05070105, 0x0507010b, 0x05070303, 0x05070505, 0x05070509,
    0x05070703, 0x05070707, 0x05070905, 0x05070b01, 0x05070d0d, 0x05090103, 0x0509010f, 0x05090501,
    0x05090507, 0x05090705, 0x0509070b, 0x05090903, 0x05090f05, 0x05090f0b, 0x050b0109, 0x050b0303,
    0x050b0505, 0x050b070f, 0x050b0901, 0x050b0b07, 0x050b0f01, 0x050d0101, 0x050d0105, 0x050d010f,
    0x050d0503, 0x050d0b0b, 0x050d0d03, 0x050f010b, 0x050f0303, 0x050f050d, 0x050f0701, 0x050f0907,
    0x050f0b01, 0x07010105, 0x07010303, 0x07010307, 0x0701030b, 0x0701030f, 0x07010505, 0x07010703,
    0x07010707, 0x0701070b, 0x07010905, 0x07010909, 0x0701090f, 0x07010b03, 0x07010d07, 0x07010f03,
    0x07030103, 0x07030107, 0x0703010b, 0x07030309, 0x07030503, 0x07030507, 0x07030901, 0x07030d01,
    0x07030f05, 0x07030f0d, 0x07050101, 0x07050305, 0x07050501, 0x07050705, 0x07050709, 0x07050b01,
    0x07070103, 0x07070301, 0x07070309, 0x07070503, 0x07070507, 0x0707050f, 0x07070701, 0x07070903,
    0x07070907, 0x0707090f, 0x07070b0b, 0x07070f07, 0x07090107, 0x07090303, 0x0709030d, 0x07090505,
    0x07090703, 0x07090b05, 0x07090d01, 0x07090d09, 0x070b0103, 0x070b0301, 0x070b0305, 0x070b050b,
    0x070b0705, 0x070b0909, 0x070b0b0d, 0x070b0f07, 0x070d030d, 0x070d0903, 0x070f0103, 0x070f0107,
    0x070f0501, 0x070f0505, 0x070f070b, 0x09010101, 0x09010109, 0x09010305, 0x09010501, 0x09010509,
    0x0901050f, 0x09010705, 0x09010903, 0x09010b01, 0x09010f01, 0x09030105, 0x0903010f, 0x09030303,
    0x09030307, 0x09030505, 0x09030701, 0x0903070b, 0x09030907, 0x09030b03, 0x09030b0b, 0x09050103,
    0x09050107, 0x09050301, 0x0905030b, 0x09050503, 0x09050707, 0x09050901, 0x09050b0f, 0x09050d05,
    0x09050f01, 0x09070109, 0x09070303, 0x09070307, 0x09070501, 0x09070505, 0x09070703, 0x0907070b,
    0x09090101, 0x09090105, 0x09090509, 0x0909070f, 0x09090901, 0x09090f03, 0x090b010b, 0x090b010f,
    0x090b0503, 0x090b0d05, 0x090d0307, 0x090d0709, 0x090d0d01, 0x090f0301, 0x090f030b, 0x090f0701,
    0x090f0907, 0x090f0b03, 0x0b010105, 0x0b010301, 0x0b010309, 0x0b010505, 0x0b010901, 0x0b010909,
    0x0b01090f, 0x0b010b05, 0x0b010d0d, 0x0b010f09, 0x0b030103, 0x0b030107, 0x0b03010b, 0x0b030305,
    0x0b030503, 0x0b030705, 0x0b030f05, 0x0b050101, 0x0b050303, 0x0b050507, 0x0b050701, 0x0b05070d,
    0x0b050b07, 0x0b070105, 0x0b07010f, 0x0b070301, 0x0b07050f, 0x0b070909, 0x0b070b03, 0x0b070d0b,
    0x0b070f07, 0x0b090103, 0x0b090109, 0x0b090501, 0x0b090705, 0x0b09090d, 0x0b0b0305, 0x0b0b050d,
    0x0b0b0b03, 0x0b0b0b07, 0x0b0d0905, 0x0b0f0105, 0x0b0f0109, 0x0b0f0505, 0x0d010303, 0x0d010307,
    0x0d01030b, 0x0d010703, 0x0d010707, 0x0d010d01, 0x0d030101, 0x0d030501, 0x0d03050f, 0x0d030d09,
    0x0d050305, 0x0d050709, 0x0d050905, 0x0d050b0b, 0x0d050d05, 0x0d050f01, 0x0d070101, 0x0d070309,
    0x0d070503, 0x0d070901, 0x0d09050b, 0x0d090907, 0x0d090d05, 0x0d0b0101, 0x0d0b0107, 0x0d0b0709,
    0x0d0b0d01, 0x0d0d010b, 0x0d0d0901, 0x0d0f0303, 0x0d0f0307, 0x0f010101, 0x0f010109, 0x0f01010f,
    0x0f010501, 0x0f010505, 0x0f01070d, 0x0f010901, 0x0f010b09, 0x0f010d05, 0x0f030105, 0x0f030303,
    0x0f030509, 0x0f030907, 0x0f03090b, 0x0f050103, 0x0f050109, 0x0f050301, 0x0f05030d, 0x0f050503,
    0x0f050701, 0x0f050b03, 0x0f070105, 0x0f070705, 0x0f07070b, 0x0f070b07, 0x0f090103, 0x0f09010b,
    0x0f090307, 0x0f090501, 0x0f090b01, 0x0f0b0505, 0x0f0b0905, 0x0f0d0105, 0x0f0d0703, 0x0f0f0101,
};
static const uint64_t ref_iq1s_grid[2048] = {
    0xffffffffffffffffULL, 0xffffffffffffff01ULL, 0xffffffffffff0000ULL, 0xffffffffffff01ffULL,
    0xffffffffffff0101ULL, 0xffffffffff00ff00ULL, 0xffffffffff000000ULL, 0xffffffffff01ffffULL,
    0xffffffffff01ff01ULL, 0xffffffffff0101ffULL, 0xffffffffff010101ULL, 0xffffffff00ff0000ULL,
    0xffffffff0000ff00ULL, 0xffffffff000000ffULL, 0xffffffff00000001ULL, 0xffffffff00010000ULL,
    0xffffffff01ffffffULL, 0xffffffff01ffff01ULL, 0xffffffff01ff01ffULL, 0xffffffff01ff0101ULL,
    0xffffffff01000000ULL, 0xffffffff0101ffffULL, 0xffffffff0101ff01ULL, 0xffffffff010101ffULL,
    0xffffffff01010101ULL, 0xffffff00ffff00ffULL, 0xffffff00ffff0000ULL, 0xffffff00ff00ff00ULL,
    0xffffff00ff0000ffULL, 0xffffff00ff000001ULL, 0xffffff00ff000100ULL, 0xffffff00ff000101ULL,
    0xffffff00ff010000ULL, 0xffffff0000ffff00ULL, 0xffffff0000ff0001ULL, 0xffffff0000ff0100ULL,
    0xffffff000000ff01ULL, 0xffffff0000000000ULL, 0xffffff0000000101ULL, 0xffffff000001ff00ULL,
    0xffffff00000100ffULL, 0xffffff0000010001ULL, 0xffffff00000101ffULL, 0xffffff0001ff0000ULL,
    0xffffff000100ff00ULL, 0xffffff00010000ffULL, 0xffffff0001000001ULL, 0xffffff0001010000ULL,
    0xffffff01ffffffffULL, 0xffffff01ffffff01ULL, 0xffffff01ffff01ffULL, 0xffffff01ffff0101ULL,
    0xffffff01ff000000ULL, 0xffffff01ff01ffffULL, 0xffffff01ff01ff01ULL, 0xffffff01ff0101ffULL,
    0xffffff01ff010101ULL, 0xffffff0100ff0000ULL, 0xffffff010000ff00ULL, 0xffffff0100000100ULL,
    0xffffff01000100ffULL, 0xffffff0100010100ULL, 0xffffff0101ffffffULL, 0xffffff0101ffff01ULL,
    0xffffff0101ff01ffULL, 0xffffff0101ff0101ULL, 0xffffff010100ff00ULL, 0xffffff0101000000ULL,
    0xffffff0101000100ULL, 0xffffff010101ffffULL, 0xffffff010101ff01ULL, 0xffffff01010101ffULL,
    0xffffff0101010101ULL, 0xffff00ffff00ff00ULL, 0xffff00ffff0000ffULL, 0xffff00ffff000001ULL,
    0xffff00ffff010000ULL, 0xffff00ff00ffff00ULL, 0xffff00ff00ff0100ULL, 0xffff00ff00000000ULL,
    0xffff00ff00000101ULL, 0xffff00ff000100ffULL, 0xffff00ff00010000ULL, 0xffff00ff0100ff00ULL,
    0xffff00ff01000100ULL, 0xffff00ff01010000ULL, 0xffff0000ffffff00ULL, 0xffff0000ffff00ffULL,
    0xffff0000ffff0000ULL, 0xffff0000ffff0001ULL, 0xffff0000ff000000ULL, 0xffff0000ff0001ffULL,
    0xffff0000ff000101ULL, 0xffff0000ff010100ULL, 0xffff000000ffffffULL, 0xffff000000ff0000ULL,
    0xffff000000ff0101ULL, 0xffff00000000ffffULL, 0xffff00000000ff00ULL, 0xffff0000000000ffULL,
    0xffff000000000000ULL, 0xffff000000000001ULL, 0xffff000000000100ULL, 0xffff00000001ffffULL,
    0xffff00000001ff01ULL, 0xffff000000010000ULL, 0xffff0000000101ffULL, 0xffff000000010101ULL,
    0xffff000001ffff00ULL, 0xffff00000100ff00ULL, 0xffff000001000000ULL, 0xffff0000010001ffULL,
    0xffff000001000101ULL, 0xffff00000101ff00ULL, 0xffff0000010100ffULL, 0xffff000001010000ULL,
    0xffff000001010001ULL, 0xffff000001010100ULL, 0xffff0001ff0000ffULL, 0xffff0001ff000100ULL,
    0xffff000100ffff00ULL, 0xffff000100ff00ffULL, 0xffff00010000ffffULL, 0xffff00010000ff01ULL,
    0xffff000100000000ULL, 0xffff0001000001ffULL, 0xffff00010001ffffULL, 0xffff00010001ff00ULL,
    0xffff000100010001ULL, 0xffff000100010100ULL, 0xffff000101ff0000ULL, 0xffff00010100ff00ULL,
    0xffff0001010000ffULL, 0xffff000101000100ULL, 0xffff01ffffffffffULL, 0xffff01ffffffff01ULL,
    0xffff01ffffff01ffULL, 0xffff01ffffff0101ULL, 0xffff01ffff000000ULL, 0xffff01ffff01ffffULL,
    0xffff01ffff01ff01ULL, 0xffff01ffff0101ffULL, 0xffff01ffff010101ULL, 0xffff01ff00ff0000ULL,
    0xffff01ff0000ff00ULL, 0xffff01ff00000001ULL, 0xffff01ff00010000ULL, 0xffff01ff01ffffffULL,
    0xffff01ff01ffff01ULL, 0xffff01ff01ff01ffULL, 0xffff01ff01ff0101ULL, 0xffff01ff01000000ULL,
    0xffff01ff0101ffffULL, 0xffff01ff0101ff01ULL, 0xffff01ff010101ffULL, 0xffff01ff01010101ULL,
    0xffff0100ffff0000ULL, 0xffff0100ff00ff00ULL, 0xffff0100ff0000ffULL, 0xffff0100ff000100ULL,
    0xffff0100ff0100ffULL, 0xffff0100ff010000ULL, 0xffff010000ffff00ULL, 0xffff01000000ffffULL,
    0xffff01000000ff00ULL, 0xffff010000000000ULL, 0xffff01000001ff00ULL, 0xffff0100000100ffULL,
    0xffff010000010100ULL, 0xffff01000100ff00ULL, 0xffff0100010000ffULL, 0xffff010001000001ULL,
    0xffff010001000100ULL, 0xffff010001010000ULL, 0xffff0101ffffffffULL, 0xffff0101ffffff01ULL,
    0xffff0101ffff01ffULL, 0xffff0101ffff0101ULL, 0xffff0101ff000000ULL, 0xffff0101ff01ffffULL,
    0xffff0101ff01ff01ULL, 0xffff0101ff0101ffULL, 0xffff0101ff010101ULL, 0xffff010100ff0000ULL,
    0xffff01010000ff00ULL, 0xffff010100000100ULL, 0xffff01010001ff00ULL, 0xffff010100010000ULL,
    0xffff010101ffffffULL, 0xffff010101ffff01ULL, 0xffff010101ff0000ULL, 0xffff010101ff01ffULL,
    0xffff010101ff0101ULL, 0xffff010101000000ULL, 0xffff01010101ffffULL, 0xffff01010101ff01ULL,
    0xffff0101010101ffULL, 0xffff010101010101ULL, 0xff00ffffff00ffffULL, 0xff00ffffff00ff00ULL,
    0xff00ffffff0000ffULL, 0xff00ffffff000100ULL, 0xff00ffffff0100ffULL, 0xff00ffffff010000ULL,
    0xff00ffff00ffff00ULL, 0xff00ffff00ff00ffULL, 0xff00ffff0000ffffULL, 0xff00ffff00000000ULL,
    0xff00ffff000001ffULL, 0xff00ffff0001ff00ULL, 0xff00ffff000100ffULL, 0xff00ffff00010000ULL,
    0xff00ffff00010100ULL, 0xff00ffff0100ff00ULL, 0xff00ffff010000ffULL, 0xff00ffff01000001ULL,
    0xff00ffff0101ff00ULL, 0xff00ffff01010000ULL, 0xff00ff00ffffff00ULL, 0xff00ff00ffff00ffULL,
    0xff00ff00ffff0001ULL, 0xff00ff00ffff0100ULL, 0xff00ff00ff00ffffULL, 0xff00ff00ff00ff01ULL,
    0xff00ff00ff000000ULL, 0xff00ff00ff0001ffULL, 0xff00ff00ff01ff00ULL, 0xff00ff00ff0100ffULL,
    0xff00ff00ff010100ULL, 0xff00ff0000ff0000ULL, 0xff00ff0000ff0101ULL, 0xff00ff000000ffffULL,
    0xff00ff000000ff00ULL, 0xff00ff000000ff01ULL, 0xff00ff00000000ffULL, 0xff00ff0000000000ULL,
    0xff00ff0000000001ULL, 0xff00ff0000000100ULL, 0xff00ff000001ffffULL, 0xff00ff0000010000ULL,
    0xff00ff0001ff00ffULL, 0xff00ff000100ff01ULL, 0xff00ff0001000000ULL, 0xff00ff000101ff00ULL,
    0xff00ff00010100ffULL, 0xff00ff01ff00ff00ULL, 0xff00ff01ff0000ffULL, 0xff00ff01ff000001ULL,
    0xff00ff01ff010000ULL, 0xff00ff0100ffffffULL, 0xff00ff0100ff0001ULL, 0xff00ff0100ff0100ULL,
    0xff00ff010000ff01ULL, 0xff00ff0100000000ULL, 0xff00ff01000001ffULL, 0xff00ff0100000101ULL,
    0xff00ff01000100ffULL, 0xff00ff0100010001ULL, 0xff00ff0101ff0000ULL, 0xff00ff010100ff00ULL,
    0xff00ff01010000ffULL, 0xff00ff0101000001ULL, 0xff00ff0101010000ULL, 0xff0000ffffffff00ULL,
    0xff0000ffffff0001ULL, 0xff0000ffffff0100ULL, 0xff0000ffff0000ffULL, 0xff0000ffff000000ULL,
    0xff0000ffff0001ffULL, 0xff0000ffff000100ULL, 0xff0000ffff01ff00ULL, 0xff0000ffff010001ULL,
    0xff0000ff00ffff00ULL, 0xff0000ff00ff0000ULL, 0xff0000ff00ff0001ULL, 0xff0000ff00ff01ffULL,
    0xff0000ff00ff0101ULL, 0xff0000ff0000ff00ULL, 0xff0000ff000000ffULL, 0xff0000ff00000000ULL,
    0xff0000ff00000001ULL, 0xff0000ff00000100ULL, 0xff0000ff0001ff01ULL, 0xff0000ff00010000ULL,
    0xff0000ff000101ffULL, 0xff0000ff01ff00ffULL, 0xff0000ff01ff0100ULL, 0xff0000ff0100ffffULL,
    0xff0000ff010000ffULL, 0xff0000ff01000000ULL, 0xff0000ff010001ffULL, 0xff0000ff01000100ULL,
    0xff0000ff01000101ULL, 0xff0000ff0101ff00ULL, 0xff0000ff010100ffULL, 0xff0000ff01010000ULL,
    0xff0000ff01010100ULL, 0xff000000ffffff01ULL, 0xff000000ffff0000ULL, 0xff000000ffff0101ULL,
    0xff000000ff00ff00ULL, 0xff000000ff0000ffULL, 0xff000000ff000000ULL, 0xff000000ff000001ULL,
    0xff000000ff000100ULL, 0xff000000ff01ffffULL, 0xff000000ff01ff01ULL, 0xff000000ff010000ULL,
    0xff000000ff0101ffULL, 0xff000000ff010101ULL, 0xff00000000ffff00ULL, 0xff00000000ff00ffULL,
    0xff00000000ff0000ULL, 0xff00000000ff0001ULL, 0xff0000000000ff00ULL, 0xff0000000000ff01ULL,
    0xff000000000000ffULL, 0xff00000000000000ULL, 0xff00000000000001ULL, 0xff00000000000100ULL,
    0xff00000000000101ULL, 0xff0000000001ff00ULL, 0xff000000000100ffULL, 0xff00000000010000ULL,
    0xff00000000010001ULL, 0xff00000000010100ULL, 0xff00000001ffffffULL, 0xff00000001ffff01ULL,
    0xff00000001ff00ffULL, 0xff00000001ff0000ULL, 0xff00000001ff01ffULL, 0xff00000001ff0101ULL,
    0xff0000000100ffffULL, 0xff0000000100ff00ULL, 0xff000000010000ffULL, 0xff00000001000000ULL,
    0xff00000001000001ULL, 0xff00000001000100ULL, 0xff00000001000101ULL, 0xff0000000101ffffULL,
    0xff0000000101ff01ULL, 0xff00000001010000ULL, 0xff000001ffffff00ULL, 0xff000001ffff00ffULL,
    0xff000001ffff0000ULL, 0xff000001ffff0001ULL, 0xff000001ff000000ULL, 0xff000001ff000001ULL,
    0xff000001ff0001ffULL, 0xff000001ff000101ULL, 0xff000001ff01ff00ULL, 0xff000001ff010001ULL,
    0xff00000100ffffffULL, 0xff00000100ffff01ULL, 0xff00000100ff00ffULL, 0xff00000100ff0000ULL,
    0xff00000100ff01ffULL, 0xff00000100ff0101ULL, 0xff0000010000ff00ULL, 0xff00000100000000ULL,
    0xff00000100000001ULL, 0xff000001000001ffULL, 0xff00000100000100ULL, 0xff0000010001ff00ULL,
    0xff000001000100ffULL, 0xff00000100010000ULL, 0xff000001000101ffULL, 0xff00000100010100ULL,
    0xff00000100010101ULL, 0xff00000101ff0001ULL, 0xff00000101ff0101ULL, 0xff0000010100ff01ULL,
    0xff00000101000000ULL, 0xff000001010100ffULL, 0xff00000101010100ULL, 0xff0001ffff00ff00ULL,
    0xff0001ffff000001ULL, 0xff0001ffff010000ULL, 0xff0001ff00ffff00ULL, 0xff0001ff00ff00ffULL,
    0xff0001ff00ff0001ULL, 0xff0001ff00ff0100ULL, 0xff0001ff0000ffffULL, 0xff0001ff00000000ULL,
    0xff0001ff000001ffULL, 0xff0001ff00000101ULL, 0xff0001ff0001ffffULL, 0xff0001ff0001ff00ULL,
    0xff0001ff000100ffULL, 0xff0001ff00010001ULL, 0xff0001ff00010100ULL, 0xff0001ff01ff0000ULL,
    0xff0001ff0100ff00ULL, 0xff0001ff010000ffULL, 0xff0001ff01010000ULL, 0xff000100ff00ffffULL,
    0xff000100ff00ff01ULL, 0xff000100ff000000ULL, 0xff000100ff000101ULL, 0xff000100ff01ff00ULL,
    0xff000100ff010000ULL, 0xff00010000ffff01ULL, 0xff00010000ff00ffULL, 0xff00010000ff0000ULL,
    0xff00010000ff01ffULL, 0xff0001000000ff00ULL, 0xff000100000000ffULL, 0xff00010000000000ULL,
    0xff00010000000001ULL, 0xff00010000000100ULL, 0xff00010000000101ULL, 0xff0001000001ffffULL,
    0xff00010000010000ULL, 0xff00010000010101ULL, 0xff00010001ff0100ULL, 0xff0001000100ff00ULL,
    0xff0001000100ff01ULL, 0xff00010001000000ULL, 0xff000100010001ffULL, 0xff0001000101ff00ULL,
    0xff00010001010001ULL, 0xff00010001010100ULL, 0xff000101ffff0100ULL, 0xff000101ff000001ULL,
    0xff000101ff0100ffULL, 0xff000101ff010001ULL, 0xff00010100ff00ffULL, 0xff00010100ff0001ULL,
    0xff00010100ff0100ULL, 0xff0001010000ffffULL, 0xff0001010000ff01ULL, 0xff00010100000000ULL,
    0xff000101000001ffULL, 0xff0001010001ff00ULL, 0xff00010100010001ULL, 0xff00010100010100ULL,
    0xff00010101ff0000ULL, 0xff0001010100ff00ULL, 0xff00010101000001ULL, 0xff00010101000101ULL,
    0xff01ffffffffffffULL, 0xff01ffffffffff01ULL, 0xff01ffffffff01ffULL, 0xff01ffffffff0101ULL,
    0xff01ffffff000000ULL, 0xff01ffffff01ffffULL, 0xff01ffffff01ff01ULL, 0xff01ffffff010000ULL,
    0xff01ffffff0101ffULL, 0xff01ffffff010101ULL, 0xff01ffff00ff0000ULL, 0xff01ffff0000ff00ULL,
    0xff01ffff00000100ULL, 0xff01ffff0001ff00ULL, 0xff01ffff00010000ULL, 0xff01ffff01ffffffULL,
    0xff01ffff01ffff01ULL, 0xff01ffff01ff01ffULL, 0xff01ffff01ff0101ULL, 0xff01ffff01000000ULL,
    0xff01ffff0101ffffULL, 0xff01ffff0101ff01ULL, 0xff01ffff01010000ULL, 0xff01ffff010101ffULL,
    0xff01ffff01010101ULL, 0xff01ff00ffff0000ULL, 0xff01ff00ff00ff00ULL, 0xff01ff00ff0000ffULL,
    0xff01ff00ff000100ULL, 0xff01ff00ff010000ULL, 0xff01ff0000ffff01ULL, 0xff01ff0000ff00ffULL,
    0xff01ff0000ff0100ULL, 0xff01ff0000000000ULL, 0xff01ff00000001ffULL, 0xff01ff0000000101ULL,
    0xff01ff000001ff00ULL, 0xff01ff00000100ffULL, 0xff01ff0000010000ULL, 0xff01ff0000010001ULL,
    0xff01ff0001ff0000ULL, 0xff01ff000100ffffULL, 0xff01ff0001000001ULL, 0xff01ff0001000100ULL,
    0xff01ff0001010000ULL, 0xff01ff01ffffff00ULL, 0xff01ff01ffff01ffULL, 0xff01ff01ffff0101ULL,
    0xff01ff01ff00ff00ULL, 0xff01ff01ff000000ULL, 0xff01ff01ff01ffffULL, 0xff01ff01ff01ff01ULL,
    0xff01ff01ff0101ffULL, 0xff01ff01ff010101ULL, 0xff01ff0100ff0000ULL, 0xff01ff010000ff00ULL,
    0xff01ff0100000001ULL, 0xff01ff0100000100ULL, 0xff01ff0100010000ULL, 0xff01ff0101ffff00ULL,
    0xff01ff0101ff01ffULL, 0xff01ff0101ff0101ULL, 0xff01ff010100ff00ULL, 0xff01ff0101000000ULL,
    0xff01ff010101ffffULL, 0xff01ff010101ff01ULL, 0xff01ff01010101ffULL, 0xff01ff0101010101ULL,
    0xff0100ffffff0000ULL, 0xff0100ffff0000ffULL, 0xff0100ffff000001ULL, 0xff0100ffff000100ULL,
    0xff0100ffff010000ULL, 0xff0100ff00ff00ffULL, 0xff0100ff00ff0000ULL, 0xff0100ff00ff0001ULL,
    0xff0100ff00ff0100ULL, 0xff0100ff0000ff01ULL, 0xff0100ff00000000ULL, 0xff0100ff000001ffULL,
    0xff0100ff00000101ULL, 0xff0100ff00010001ULL, 0xff0100ff01ff0000ULL, 0xff0100ff0100ff00ULL,
    0xff0100ff010000ffULL, 0xff0100ff01000100ULL, 0xff0100ff0101ff00ULL, 0xff0100ff01010000ULL,
    0xff010000ffff0100ULL, 0xff010000ff000000ULL, 0xff010000ff01ff00ULL, 0xff010000ff010100ULL,
    0xff01000000ffffffULL, 0xff01000000ff0000ULL, 0xff01000000ff01ffULL, 0xff0100000000ff00ULL,
    0xff010000000000ffULL, 0xff01000000000000ULL, 0xff01000000000100ULL, 0xff0100000001ff01ULL,
    0xff01000000010000ULL, 0xff010000000101ffULL, 0xff01000001ff0100ULL, 0xff0100000100ffffULL,
    0xff010000010000ffULL, 0xff01000001000000ULL, 0xff010000010001ffULL, 0xff01000001000101ULL,
    0xff0100000101ff00ULL, 0xff010000010100ffULL, 0xff01000001010001ULL, 0xff01000001010100ULL,
    0xff010001ffff0000ULL, 0xff010001ff00ffffULL, 0xff010001ff00ff01ULL, 0xff010001ff000100ULL,
    0xff010001ff010000ULL, 0xff01000100ffff00ULL, 0xff01000100ff0100ULL, 0xff01000100000000ULL,
    0xff0100010001ffffULL, 0xff0100010001ff00ULL, 0xff01000100010100ULL, 0xff01000101ff00ffULL,
    0xff01000101ff0001ULL, 0xff0100010100ffffULL, 0xff01000101000101ULL, 0xff0101ffffffffffULL,
    0xff0101ffffffff01ULL, 0xff0101ffffff01ffULL, 0xff0101ffffff0101ULL, 0xff0101ffff000000ULL,
    0xff0101ffff01ffffULL, 0xff0101ffff01ff01ULL, 0xff0101ffff0101ffULL, 0xff0101ffff010101ULL,
    0xff0101ff00ff0000ULL, 0xff0101ff0000ff00ULL, 0xff0101ff000000ffULL, 0xff0101ff00010000ULL,
    0xff0101ff01ffffffULL, 0xff0101ff01ffff01ULL, 0xff0101ff01ff01ffULL, 0xff0101ff01ff0101ULL,
    0xff0101ff0101ffffULL, 0xff0101ff0101ff01ULL, 0xff0101ff010101ffULL, 0xff0101ff01010101ULL,
    0xff010100ffff0100ULL, 0xff010100ff00ff00ULL, 0xff010100ff0000ffULL, 0xff010100ff000100ULL,
    0xff010100ff010000ULL, 0xff01010000ff0001ULL, 0xff01010000ff0100ULL, 0xff0101000000ff01ULL,
    0xff01010000000000ULL, 0xff0101000001ff00ULL, 0xff010100000100ffULL, 0xff01010000010001ULL,
    0xff01010000010100ULL, 0xff01010001ff0000ULL, 0xff0101000100ffffULL, 0xff01010001000001ULL,
    0xff01010001000100ULL, 0xff010100010100ffULL, 0xff01010001010000ULL, 0xff010101ffffffffULL,
    0xff010101ffffff01ULL, 0xff010101ffff01ffULL, 0xff010101ffff0101ULL, 0xff010101ff01ffffULL,
    0xff010101ff01ff01ULL, 0xff010101ff0101ffULL, 0xff010101ff010101ULL, 0xff01010100ff0000ULL,
    0xff0101010000ff00ULL, 0xff01010100000001ULL, 0xff01010100000100ULL, 0xff01010100010000ULL,
    0xff01010101ffffffULL, 0xff01010101ffff01ULL, 0xff01010101ff01ffULL, 0xff01010101ff0101ULL,
    0xff01010101000000ULL, 0xff0101010101ffffULL, 0xff0101010101ff01ULL, 0xff010101010101ffULL,
    0xff01010101010101ULL, 0x00ffffffffff0000ULL, 0x00ffffffff00ff00ULL, 0x00ffffffff000001ULL,
    0x00ffffffff010000ULL, 0x00ffffff00ff0100ULL, 0x00ffffff0000ff01ULL, 0x00ffffff00000000ULL,
    0x00ffffff000001ffULL, 0x00ffffff00000101ULL, 0x00ffffff0001ff00ULL, 0x00ffffff000100ffULL,
    0x00ffffff00010001ULL, 0x00ffffff010000ffULL, 0x00ffffff01000100ULL, 0x00ffffff0101ff00ULL,
    0x00ffffff01010001ULL, 0x00ffff00ffffffffULL, 0x00ffff00ffffff00ULL, 0x00ffff00ffff00ffULL,
    0x00ffff00ffff0001ULL, 0x00ffff00ffff0100ULL, 0x00ffff00ff00ff01ULL, 0x00ffff00ff000000ULL,
    0x00ffff00ff000001ULL, 0x00ffff00ff0001ffULL, 0x00ffff00ff000101ULL, 0x00ffff00ff01ff00ULL,
    0x00ffff00ff010001ULL, 0x00ffff00ff010100ULL, 0x00ffff0000ff0000ULL, 0x00ffff0000ff01ffULL,
    0x00ffff0000ff0101ULL, 0x00ffff000000ff00ULL, 0x00ffff00000000ffULL, 0x00ffff0000000000ULL,
    0x00ffff0000000001ULL, 0x00ffff0000000100ULL, 0x00ffff0000000101ULL, 0x00ffff0000010000ULL,
    0x00ffff00000101ffULL, 0x00ffff0000010101ULL, 0x00ffff0001ffff00ULL, 0x00ffff0001ff00ffULL,
    0x00ffff0001ff0001ULL, 0x00ffff000100ffffULL, 0x00ffff000100ff01ULL, 0x00ffff0001000000ULL,
    0x00ffff000101ffffULL, 0x00ffff000101ff00ULL, 0x00ffff000101ff01ULL, 0x00ffff01ffff0000ULL,
    0x00ffff01ff00ff00ULL, 0x00ffff01ff0000ffULL, 0x00ffff01ff000001ULL, 0x00ffff01ff010000ULL,
    0x00ffff0100ffff00ULL, 0x00ffff010000ff01ULL, 0x00ffff0100000000ULL, 0x00ffff0100000101ULL,
    0x00ffff01000100ffULL, 0x00ffff0100010100ULL, 0x00ffff0101ff0100ULL, 0x00ffff01010000ffULL,
    0x00ffff0101010000ULL, 0x00ff00ffffffff00ULL, 0x00ff00ffff000000ULL, 0x00ff00ffff000100ULL,
    0x00ff00ffff010100ULL, 0x00ff00ff00ff0000ULL, 0x00ff00ff00ff01ffULL, 0x00ff00ff00ff0101ULL,
    0x00ff00ff0000ff00ULL, 0x00ff00ff000000ffULL, 0x00ff00ff00000000ULL, 0x00ff00ff00000001ULL,
    0x00ff00ff0001ff00ULL, 0x00ff00ff0001ff01ULL, 0x00ff00ff00010000ULL, 0x00ff00ff000101ffULL,
    0x00ff00ff00010101ULL, 0x00ff00ff01ffff00ULL, 0x00ff00ff01ff0001ULL, 0x00ff00ff01ff0100ULL,
    0x00ff00ff0100ffffULL, 0x00ff00ff0100ff01ULL, 0x00ff00ff01000000ULL, 0x00ff00ff0101ffffULL,
    0x00ff00ff0101ff00ULL, 0x00ff00ff01010100ULL, 0x00ff0000ffffff00ULL, 0x00ff0000ffffff01ULL,
    0x00ff0000ffff0000ULL, 0x00ff0000ffff0101ULL, 0x00ff0000ff00ff00ULL, 0x00ff0000ff0000ffULL,
    0x00ff0000ff000000ULL, 0x00ff0000ff000001ULL, 0x00ff0000ff000100ULL, 0x00ff0000ff01ffffULL,
    0x00ff0000ff010000ULL, 0x00ff0000ff010101ULL, 0x00ff000000ffff00ULL, 0x00ff000000ff00ffULL,
    0x00ff000000ff0000ULL, 0x00ff000000ff0001ULL, 0x00ff000000ff0100ULL, 0x00ff00000000ffffULL,
    0x00ff00000000ff00ULL, 0x00ff0000000000ffULL, 0x00ff000000000000ULL, 0x00ff000000000001ULL,
    0x00ff0000000001ffULL, 0x00ff000000000100ULL, 0x00ff00000001ff00ULL, 0x00ff0000000100ffULL,
    0x00ff000000010000ULL, 0x00ff000000010001ULL, 0x00ff000000010100ULL, 0x00ff000001ffff01ULL,
    0x00ff000001ff00ffULL, 0x00ff000001ff0000ULL, 0x00ff000001ff01ffULL, 0x00ff00000100ff00ULL,
    0x00ff0000010000ffULL, 0x00ff000001000000ULL, 0x00ff000001000001ULL, 0x00ff000001000100ULL,
    0x00ff000001000101ULL, 0x00ff000001010000ULL, 0x00ff0000010101ffULL, 0x00ff000001010101ULL,
    0x00ff0001ffffff00ULL, 0x00ff0001ffff0000ULL, 0x00ff0001ffff0100ULL, 0x00ff0001ff0000ffULL,
    0x00ff0001ff000000ULL, 0x00ff0001ff0001ffULL, 0x00ff0001ff000101ULL, 0x00ff0001ff01ff00ULL,
    0x00ff0001ff0100ffULL, 0x00ff0001ff010100ULL, 0x00ff000100ffffffULL, 0x00ff000100ffff01ULL,
    0x00ff000100ff0000ULL, 0x00ff000100ff01ffULL, 0x00ff00010000ffffULL, 0x00ff00010000ff00ULL,
    0x00ff00010000ff01ULL, 0x00ff000100000000ULL, 0x00ff000100000001ULL, 0x00ff000100000100ULL,
    0x00ff00010001ff01ULL, 0x00ff000100010000ULL, 0x00ff0001000101ffULL, 0x00ff000101ffff00ULL,
    0x00ff000101ff0000ULL, 0x00ff000101ff0101ULL, 0x00ff0001010000ffULL, 0x00ff000101000000ULL,
    0x00ff00010101ff00ULL, 0x00ff0001010100ffULL, 0x00ff000101010001ULL, 0x00ff01ffffff0000ULL,
    0x00ff01ffff00ff00ULL, 0x00ff01ffff000000ULL, 0x00ff01ffff000101ULL, 0x00ff01ffff010000ULL,
    0x00ff01ff00ffff01ULL, 0x00ff01ff00ff0100ULL, 0x00ff01ff0000ffffULL, 0x00ff01ff00000000ULL,
    0x00ff01ff000001ffULL, 0x00ff01ff0001ff00ULL, 0x00ff01ff000100ffULL, 0x00ff01ff00010001ULL,
    0x00ff01ff00010100ULL, 0x00ff01ff01ff0000ULL, 0x00ff01ff0100ff00ULL, 0x00ff01ff010000ffULL,
    0x00ff01ff01000001ULL, 0x00ff01ff01000100ULL, 0x00ff01ff01010000ULL, 0x00ff0100ffffff00ULL,
    0x00ff0100ffff0000ULL, 0x00ff0100ffff0001ULL, 0x00ff0100ffff0101ULL, 0x00ff0100ff00ffffULL,
    0x00ff0100ff0000ffULL, 0x00ff0100ff000000ULL, 0x00ff0100ff0001ffULL, 0x00ff0100ff01ff00ULL,
    0x00ff0100ff0100ffULL, 0x00ff0100ff010001ULL, 0x00ff010000ffffffULL, 0x00ff010000ff0000ULL,
    0x00ff010000ff0101ULL, 0x00ff01000000ff00ULL, 0x00ff01000000ff01ULL, 0x00ff0100000000ffULL,
    0x00ff010000000000ULL, 0x00ff010000000001ULL, 0x00ff010000000100ULL, 0x00ff01000001ffffULL,
    0x00ff01000001ff01ULL, 0x00ff010000010000ULL, 0x00ff010000010001ULL, 0x00ff010000010101ULL,
    0x00ff010001ff0001ULL, 0x00ff010001ff0100ULL, 0x00ff01000100ff01ULL, 0x00ff010001000000ULL,
    0x00ff010001000001ULL, 0x00ff0100010001ffULL, 0x00ff01000101ff00ULL, 0x00ff0100010100ffULL,
    0x00ff010001010001ULL, 0x00ff010001010100ULL, 0x00ff0101ff000001ULL, 0x00ff010100ff00ffULL,
    0x00ff010100ff0001ULL, 0x00ff010100ff0100ULL, 0x00ff010100000000ULL, 0x00ff0101000001ffULL,
    0x00ff010100000101ULL, 0x00ff0101000100ffULL, 0x00ff010100010100ULL, 0x00ff0101010000ffULL,
    0x00ff010101010000ULL, 0x0000ffffffffff00ULL, 0x0000ffffffff00ffULL, 0x0000ffffffff0000ULL,
    0x0000ffffffff0001ULL, 0x0000ffffffff0100ULL, 0x0000ffffff00ff01ULL, 0x0000ffffff000000ULL,
    0x0000ffffff000101ULL, 0x0000ffffff01ff00ULL, 0x0000ffffff0100ffULL, 0x0000ffffff010100ULL,
    0x0000ffff00ffffffULL, 0x0000ffff00ff0000ULL, 0x0000ffff00ff01ffULL, 0x0000ffff0000ff00ULL,
    0x0000ffff000000ffULL, 0x0000ffff00000000ULL, 0x0000ffff00000001ULL, 0x0000ffff00000100ULL,
    0x0000ffff00010000ULL, 0x0000ffff000101ffULL, 0x0000ffff01ff0001ULL, 0x0000ffff01ff0100ULL,
    0x0000ffff01000000ULL, 0x0000ffff010001ffULL, 0x0000ffff0101ffffULL, 0x0000ffff0101ff00ULL,
    0x0000ffff01010001ULL, 0x0000ffff01010100ULL, 0x0000ff00ffff0000ULL, 0x0000ff00ffff01ffULL,
    0x0000ff00ffff0100ULL, 0x0000ff00ffff0101ULL, 0x0000ff00ff00ff00ULL, 0x0000ff00ff0000ffULL,
    0x0000ff00ff000000ULL, 0x0000ff00ff000001ULL, 0x0000ff00ff0001ffULL, 0x0000ff00ff000100ULL,
    0x0000ff00ff01ffffULL, 0x0000ff00ff010000ULL, 0x0000ff00ff010001ULL, 0x0000ff00ff0101ffULL,
    0x0000ff00ff010101ULL, 0x0000ff0000ffff00ULL, 0x0000ff0000ff00ffULL, 0x0000ff0000ff0000ULL,
    0x0000ff0000ff0001ULL, 0x0000ff0000ff0100ULL, 0x0000ff000000ffffULL, 0x0000ff000000ff00ULL,
    0x0000ff000000ff01ULL, 0x0000ff00000000ffULL, 0x0000ff0000000000ULL, 0x0000ff0000000001ULL,
    0x0000ff00000001ffULL, 0x0000ff0000000100ULL, 0x0000ff0000000101ULL, 0x0000ff000001ff00ULL,
    0x0000ff00000100ffULL, 0x0000ff0000010000ULL, 0x0000ff0000010001ULL, 0x0000ff0000010100ULL,
    0x0000ff0001ffff01ULL, 0x0000ff0001ff0000ULL, 0x0000ff000100ff00ULL, 0x0000ff00010000ffULL,
    0x0000ff0001000000ULL, 0x0000ff0001000001ULL, 0x0000ff0001000100ULL, 0x0000ff000101ffffULL,
    0x0000ff0001010000ULL, 0x0000ff0001010101ULL, 0x0000ff01ffffff00ULL, 0x0000ff01ffff0001ULL,
    0x0000ff01ff00ff01ULL, 0x0000ff01ff000000ULL, 0x0000ff01ff000101ULL, 0x0000ff01ff01ff00ULL,
    0x0000ff01ff0100ffULL, 0x0000ff0100ffff01ULL, 0x0000ff0100ff0000ULL, 0x0000ff0100ff0101ULL,
    0x0000ff010000ff00ULL, 0x0000ff01000000ffULL, 0x0000ff0100000000ULL, 0x0000ff0100000001ULL,
    0x0000ff0100000100ULL, 0x0000ff010001ff01ULL, 0x0000ff0100010000ULL, 0x0000ff0101ff0000ULL,
    0x0000ff010100ffffULL, 0x0000ff010100ff01ULL, 0x0000ff0101000000ULL, 0x0000ff0101000100ULL,
    0x0000ff0101000101ULL, 0x0000ff01010100ffULL, 0x000000ffffff00ffULL, 0x000000ffffff0000ULL,
    0x000000ffff00ff00ULL, 0x000000ffff0000ffULL, 0x000000ffff000000ULL, 0x000000ffff000001ULL,
    0x000000ffff0001ffULL, 0x000000ffff000100ULL, 0x000000ffff01ff00ULL, 0x000000ffff010000ULL,
    0x000000ffff0101ffULL, 0x000000ffff010101ULL, 0x000000ff00ffff00ULL, 0x000000ff00ff00ffULL,
    0x000000ff00ff0000ULL, 0x000000ff00ff0001ULL, 0x000000ff00ff0100ULL, 0x000000ff00ff0101ULL,
    0x000000ff0000ffffULL, 0x000000ff0000ff00ULL, 0x000000ff000000ffULL, 0x000000ff00000000ULL,
    0x000000ff00000001ULL, 0x000000ff000001ffULL, 0x000000ff00000100ULL, 0x000000ff00000101ULL,
    0x000000ff0001ff00ULL, 0x000000ff0001ff01ULL, 0x000000ff000100ffULL, 0x000000ff00010000ULL,
    0x000000ff00010001ULL, 0x000000ff00010100ULL, 0x000000ff01ffffffULL, 0x000000ff01ff01ffULL,
    0x000000ff01ff0101ULL, 0x000000ff0100ff00ULL, 0x000000ff010000ffULL, 0x000000ff01000000ULL,
    0x000000ff01000001ULL, 0x000000ff01000100ULL, 0x000000ff0101ff00ULL, 0x000000ff010100ffULL,
    0x000000ff01010000ULL, 0x000000ff01010101ULL, 0x00000000ffffff00ULL, 0x00000000ffffff01ULL,
    0x00000000ffff00ffULL, 0x00000000ffff0000ULL, 0x00000000ffff0001ULL, 0x00000000ffff0100ULL,
    0x00000000ff00ffffULL, 0x00000000ff00ff00ULL, 0x00000000ff00ff01ULL, 0x00000000ff0000ffULL,
    0x00000000ff000000ULL, 0x00000000ff000001ULL, 0x00000000ff000100ULL, 0x00000000ff000101ULL,
    0x00000000ff01ff00ULL, 0x00000000ff0100ffULL, 0x00000000ff010000ULL, 0x00000000ff010001ULL,
    0x00000000ff010100ULL, 0x0000000000ffffffULL, 0x0000000000ffff00ULL, 0x0000000000ffff01ULL,
    0x0000000000ff00ffULL, 0x0000000000ff0000ULL, 0x0000000000ff0001ULL, 0x0000000000ff01ffULL,
    0x0000000000ff0100ULL, 0x000000000000ffffULL, 0x000000000000ff00ULL, 0x000000000000ff01ULL,
    0x00000000000000ffULL, 0x0000000000000000ULL, 0x0000000000000001ULL, 0x00000000000001ffULL,
    0x0000000000000100ULL, 0x0000000000000101ULL, 0x000000000001ffffULL, 0x000000000001ff00ULL,
    0x00000000000100ffULL, 0x0000000000010000ULL, 0x0000000000010001ULL, 0x00000000000101ffULL,
    0x0000000000010100ULL, 0x0000000000010101ULL, 0x0000000001ffff00ULL, 0x0000000001ff00ffULL,
    0x0000000001ff0000ULL, 0x0000000001ff0100ULL, 0x0000000001ff0101ULL, 0x000000000100ffffULL,
    0x000000000100ff00ULL, 0x00000000010000ffULL, 0x0000000001000000ULL, 0x0000000001000001ULL,
    0x00000000010001ffULL, 0x0000000001000100ULL, 0x000000000101ff00ULL, 0x00000000010100ffULL,
    0x0000000001010000ULL, 0x0000000001010001ULL, 0x0000000001010100ULL, 0x00000001ffffffffULL,
    0x00000001ffffff00ULL, 0x00000001ffffff01ULL, 0x00000001ffff00ffULL, 0x00000001ffff0001ULL,
    0x00000001ffff01ffULL, 0x00000001ffff0100ULL, 0x00000001ff00ff00ULL, 0x00000001ff0000ffULL,
    0x00000001ff000000ULL, 0x00000001ff0001ffULL, 0x00000001ff000100ULL, 0x00000001ff01ffffULL,
    0x00000001ff01ff00ULL, 0x00000001ff01ff01ULL, 0x00000001ff0100ffULL, 0x00000001ff010000ULL,
    0x00000001ff010001ULL, 0x00000001ff0101ffULL, 0x00000001ff010100ULL, 0x0000000100ffff00ULL,
    0x0000000100ff0000ULL, 0x0000000100ff0001ULL, 0x0000000100ff01ffULL, 0x0000000100ff0100ULL,
    0x0000000100ff0101ULL, 0x000000010000ffffULL, 0x000000010000ff00ULL, 0x000000010000ff01ULL,
    0x00000001000000ffULL, 0x0000000100000000ULL, 0x0000000100000001ULL, 0x00000001000001ffULL,
    0x0000000100000100ULL, 0x0000000100000101ULL, 0x000000010001ff00ULL, 0x00000001000100ffULL,
    0x0000000100010000ULL, 0x0000000100010100ULL, 0x0000000101ffff01ULL, 0x0000000101ff0000ULL,
    0x0000000101ff0001ULL, 0x0000000101ff01ffULL, 0x0000000101ff0100ULL, 0x0000000101ff0101ULL,
    0x000000010100ff00ULL, 0x0000000101000000ULL, 0x0000000101000101ULL, 0x000000010101ff01ULL,
    0x0000000101010000ULL, 0x0000000101010001ULL, 0x00000001010101ffULL, 0x0000000101010100ULL,
    0x000001ffffff00ffULL, 0x000001ffffff0000ULL, 0x000001ffffff0001ULL, 0x000001ffffff0100ULL,
    0x000001ffff00ffffULL, 0x000001ffff000000ULL, 0x000001ffff0001ffULL, 0x000001ffff01ff00ULL,
    0x000001ffff010101ULL, 0x000001ff00ff0000ULL, 0x000001ff00ff01ffULL, 0x000001ff00ff0101ULL,
    0x000001ff0000ff00ULL, 0x000001ff000000ffULL, 0x000001ff00000000ULL, 0x000001ff00000001ULL,
    0x000001ff000001ffULL, 0x000001ff00000100ULL, 0x000001ff0001ffffULL, 0x000001ff0001ff01ULL,
    0x000001ff000100ffULL, 0x000001ff00010000ULL, 0x000001ff01ffff01ULL, 0x000001ff01ff0100ULL,
    0x000001ff0100ffffULL, 0x000001ff0100ff01ULL, 0x000001ff01000000ULL, 0x000001ff010001ffULL,
    0x000001ff0101ff00ULL, 0x000001ff01010100ULL, 0x00000100ffffff00ULL, 0x00000100ffffff01ULL,
    0x00000100ffff0000ULL, 0x00000100ffff0101ULL, 0x00000100ff00ff00ULL, 0x00000100ff0000ffULL,
    0x00000100ff000000ULL, 0x00000100ff000001ULL, 0x00000100ff000100ULL, 0x00000100ff010000ULL,
    0x0000010000ffff00ULL, 0x0000010000ff00ffULL, 0x0000010000ff0000ULL, 0x0000010000ff0001ULL,
    0x0000010000ff0100ULL, 0x000001000000ffffULL, 0x000001000000ff00ULL, 0x000001000000ff01ULL,
    0x00000100000000ffULL, 0x0000010000000000ULL, 0x0000010000000001ULL, 0x00000100000001ffULL,
    0x0000010000000100ULL, 0x0000010000000101ULL, 0x000001000001ff00ULL, 0x00000100000100ffULL,
    0x0000010000010000ULL, 0x0000010000010001ULL, 0x0000010000010100ULL, 0x0000010001ffff00ULL,
    0x0000010001ff0000ULL, 0x0000010001ff0100ULL, 0x000001000100ff00ULL, 0x00000100010000ffULL,
    0x0000010001000000ULL, 0x0000010001000001ULL, 0x00000100010001ffULL, 0x0000010001000100ULL,
    0x0000010001010000ULL, 0x00000101ffff00ffULL, 0x00000101ffff01ffULL, 0x00000101ff000000ULL,
    0x00000101ff000101ULL, 0x00000101ff01ffffULL, 0x00000101ff010000ULL, 0x00000101ff010001ULL,
    0x00000101ff010100ULL, 0x0000010100ff0000ULL, 0x0000010100ff01ffULL, 0x0000010100ff0100ULL,
    0x000001010000ff00ULL, 0x0000010100000000ULL, 0x0000010100000001ULL, 0x00000101000001ffULL,
    0x0000010100000100ULL, 0x000001010001ff01ULL, 0x0000010100010000ULL, 0x00000101000101ffULL,
    0x0000010100010101ULL, 0x0000010101ffff00ULL, 0x0000010101ff0101ULL, 0x000001010100ff01ULL,
    0x0000010101000000ULL, 0x0000010101000001ULL, 0x00000101010001ffULL, 0x0000010101000101ULL,
    0x000001010101ff00ULL, 0x0001ffffffff0000ULL, 0x0001ffffff0000ffULL, 0x0001ffffff000001ULL,
    0x0001ffffff000100ULL, 0x0001ffffff010000ULL, 0x0001ffff00ff00ffULL, 0x0001ffff0000ffffULL,
    0x0001ffff00000000ULL, 0x0001ffff00000001ULL, 0x0001ffff000001ffULL, 0x0001ffff00000101ULL,
    0x0001ffff0001ff00ULL, 0x0001ffff000100ffULL, 0x0001ffff00010001ULL, 0x0001ffff00010100ULL,
    0x0001ffff01ffff00ULL, 0x0001ffff01000001ULL, 0x0001ffff01010000ULL, 0x0001ff00ffffff00ULL,
    0x0001ff00ffff00ffULL, 0x0001ff00ffff0001ULL, 0x0001ff00ffff0100ULL, 0x0001ff00ff00ff01ULL,
    0x0001ff00ff000000ULL, 0x0001ff00ff01ff00ULL, 0x0001ff00ff01ff01ULL, 0x0001ff00ff010001ULL,
    0x0001ff00ff010100ULL, 0x0001ff0000ff0000ULL, 0x0001ff0000ff0100ULL, 0x0001ff000000ff00ULL,
    0x0001ff0000000000ULL, 0x0001ff0000000001ULL, 0x0001ff0000000100ULL, 0x0001ff0000010000ULL,
    0x0001ff0000010001ULL, 0x0001ff0000010101ULL, 0x0001ff0001ff00ffULL, 0x0001ff0001ff0101ULL,
    0x0001ff000100ff01ULL, 0x0001ff0001000000ULL, 0x0001ff000101ff00ULL, 0x0001ff0001010001ULL,
    0x0001ff0001010100ULL, 0x0001ff01ff00ff00ULL, 0x0001ff01ff000001ULL, 0x0001ff01ff000100ULL,
    0x0001ff0100ffffffULL, 0x0001ff0100ffff00ULL, 0x0001ff0100ff0001ULL, 0x0001ff0100000000ULL,
    0x0001ff0100000001ULL, 0x0001ff01000001ffULL, 0x0001ff010001ffffULL, 0x0001ff0101ff0000ULL,
    0x0001ff010100ff00ULL, 0x0001ff0101000001ULL, 0x0001ff0101010000ULL, 0x000100ffff00ff00ULL,
    0x000100ffff00ff01ULL, 0x000100ffff000000ULL, 0x000100ffff000001ULL, 0x000100ffff000101ULL,
    0x000100ffff01ff00ULL, 0x000100ffff010001ULL, 0x000100ffff010100ULL, 0x000100ff00ffffffULL,
    0x000100ff00ffff01ULL, 0x000100ff00ff0000ULL, 0x000100ff00ff01ffULL, 0x000100ff00ff0101ULL,
    0x000100ff0000ff00ULL, 0x000100ff000000ffULL, 0x000100ff00000000ULL, 0x000100ff00000001ULL,
    0x000100ff00000100ULL, 0x000100ff00000101ULL, 0x000100ff0001ffffULL, 0x000100ff0001ff01ULL,
    0x000100ff00010000ULL, 0x000100ff01ff00ffULL, 0x000100ff01ff0000ULL, 0x000100ff01ff0100ULL,
    0x000100ff0100ffffULL, 0x000100ff0100ff01ULL, 0x000100ff010000ffULL, 0x000100ff01000000ULL,
    0x000100ff01000001ULL, 0x000100ff010001ffULL, 0x000100ff01000101ULL, 0x000100ff0101ff00ULL,
    0x000100ff010100ffULL, 0x000100ff01010100ULL, 0x00010000ffff0000ULL, 0x00010000ffff01ffULL,
    0x00010000ffff0101ULL, 0x00010000ff00ff00ULL, 0x00010000ff000000ULL, 0x00010000ff000001ULL,
    0x00010000ff000100ULL, 0x0001000000ff00ffULL, 0x0001000000ff0000ULL, 0x0001000000ff0001ULL,
    0x0001000000ff0100ULL, 0x000100000000ffffULL, 0x000100000000ff00ULL, 0x00010000000000ffULL,
    0x0001000000000000ULL, 0x0001000000000001ULL, 0x0001000000000100ULL, 0x000100000001ff00ULL,
    0x00010000000100ffULL, 0x0001000000010000ULL, 0x0001000000010001ULL, 0x0001000000010100ULL,
    0x0001000001ff0001ULL, 0x0001000001ff0100ULL, 0x0001000001ff0101ULL, 0x000100000100ff00ULL,
    0x0001000001000000ULL, 0x0001000001000001ULL, 0x0001000001000100ULL, 0x0001000001000101ULL,
    0x000100000101ff01ULL, 0x0001000001010000ULL, 0x0001000001010001ULL, 0x00010000010101ffULL,
    0x00010001ffffff01ULL, 0x00010001ffff0100ULL, 0x00010001ff000000ULL, 0x00010001ff01ffffULL,
    0x00010001ff010001ULL, 0x00010001ff0101ffULL, 0x00010001ff010100ULL, 0x0001000100ffffffULL,
    0x0001000100ff0000ULL, 0x0001000100ff01ffULL, 0x0001000100ff0101ULL, 0x000100010000ff00ULL,
    0x00010001000000ffULL, 0x0001000100000000ULL, 0x0001000100000001ULL, 0x00010001000001ffULL,
    0x0001000100000101ULL, 0x000100010001ffffULL, 0x0001000100010000ULL, 0x00010001000101ffULL,
    0x0001000101ffffffULL, 0x0001000101ffff01ULL, 0x0001000101ff0000ULL, 0x0001000101ff0101ULL,
    0x00010001010000ffULL, 0x0001000101000001ULL, 0x00010001010001ffULL, 0x0001000101000100ULL,
    0x000100010101ffffULL, 0x00010001010100ffULL, 0x0001000101010001ULL, 0x0001000101010101ULL,
    0x000101ffff000001ULL, 0x000101ffff000100ULL, 0x000101ffff010000ULL, 0x000101ff00ffff00ULL,
    0x000101ff0000ff01ULL, 0x000101ff00000000ULL, 0x000101ff00000101ULL, 0x000101ff0001ff00ULL,
    0x000101ff00010100ULL, 0x000101ff01ff0000ULL, 0x000101ff0100ff00ULL, 0x000101ff010001ffULL,
    0x000101ff01010001ULL, 0x00010100ffffff00ULL, 0x00010100ffff00ffULL, 0x00010100ff00ffffULL,
    0x00010100ff000000ULL, 0x00010100ff01ff00ULL, 0x00010100ff0100ffULL, 0x00010100ff010001ULL,
    0x00010100ff010100ULL, 0x0001010000ffffffULL, 0x0001010000ffff00ULL, 0x0001010000ff0000ULL,
    0x0001010000ff0001ULL, 0x0001010000ff01ffULL, 0x000101000000ff00ULL, 0x00010100000000ffULL,
    0x0001010000000000ULL, 0x0001010000000001ULL, 0x0001010000000100ULL, 0x000101000001ffffULL,
    0x0001010000010000ULL, 0x0001010000010101ULL, 0x0001010001ffff01ULL, 0x0001010001ff00ffULL,
    0x0001010001ff0101ULL, 0x0001010001000000ULL, 0x000101000101ff00ULL, 0x00010100010100ffULL,
    0x0001010001010000ULL, 0x0001010001010100ULL, 0x00010101ff00ff00ULL, 0x00010101ff000001ULL,
    0x00010101ff0001ffULL, 0x0001010100ffff00ULL, 0x0001010100ff00ffULL, 0x0001010100ff0100ULL,
    0x000101010000ffffULL, 0x0001010100000000ULL, 0x00010101000001ffULL, 0x0001010100000101ULL,
    0x00010101000100ffULL, 0x0001010100010000ULL, 0x0001010100010100ULL, 0x0001010101ff0001ULL,
    0x00010101010000ffULL, 0x00010101010001ffULL, 0x0001010101000101ULL, 0x0001010101010001ULL,
    0x01ffffffffffffffULL, 0x01ffffffffffff01ULL, 0x01ffffffffff01ffULL, 0x01ffffffffff0101ULL,
    0x01ffffffff01ffffULL, 0x01ffffffff01ff01ULL, 0x01ffffffff0101ffULL, 0x01ffffffff010101ULL,
    0x01ffffff00ff0000ULL, 0x01ffffff0000ffffULL, 0x01ffffff0000ff00ULL, 0x01ffffff000000ffULL,
    0x01ffffff00000001ULL, 0x01ffffff00000100ULL, 0x01ffffff00010000ULL, 0x01ffffff01ffffffULL,
    0x01ffffff01ffff01ULL, 0x01ffffff01ff01ffULL, 0x01ffffff01ff0101ULL, 0x01ffffff01000000ULL,
    0x01ffffff0101ffffULL, 0x01ffffff0101ff01ULL, 0x01ffffff010101ffULL, 0x01ffffff01010101ULL,
    0x01ffff00ffff0000ULL, 0x01ffff00ff00ff00ULL, 0x01ffff00ff0000ffULL, 0x01ffff00ff000001ULL,
    0x01ffff00ff000100ULL, 0x01ffff00ff010000ULL, 0x01ffff0000ffff00ULL, 0x01ffff0000ff00ffULL,
    0x01ffff0000ff0100ULL, 0x01ffff000000ffffULL, 0x01ffff000000ff01ULL, 0x01ffff0000000000ULL,
    0x01ffff0000000001ULL, 0x01ffff00000001ffULL, 0x01ffff0000000100ULL, 0x01ffff00000100ffULL,
    0x01ffff0000010001ULL, 0x01ffff0000010100ULL, 0x01ffff0001ff0000ULL, 0x01ffff0001ff0100ULL,
    0x01ffff00010000ffULL, 0x01ffff0001000001ULL, 0x01ffff0001000100ULL, 0x01ffff0001010000ULL,
    0x01ffff01ffffffffULL, 0x01ffff01ffffff01ULL, 0x01ffff01ffff01ffULL, 0x01ffff01ffff0101ULL,
    0x01ffff01ff000000ULL, 0x01ffff01ff01ffffULL, 0x01ffff01ff01ff01ULL, 0x01ffff01ff0101ffULL,
    0x01ffff01ff010101ULL, 0x01ffff010000ff00ULL, 0x01ffff01000000ffULL, 0x01ffff0100000100ULL,
    0x01ffff0100010000ULL, 0x01ffff0101ffffffULL, 0x01ffff0101ffff01ULL, 0x01ffff0101ff01ffULL,
    0x01ffff0101ff0101ULL, 0x01ffff0101000000ULL, 0x01ffff010101ffffULL, 0x01ffff010101ff01ULL,
    0x01ffff01010101ffULL, 0x01ffff0101010101ULL, 0x01ff00ffff0000ffULL, 0x01ff00ffff000100ULL,
    0x01ff00ff00ffff00ULL, 0x01ff00ff00ff00ffULL, 0x01ff00ff0000ff00ULL, 0x01ff00ff00000000ULL,
    0x01ff00ff00000101ULL, 0x01ff00ff0001ff00ULL, 0x01ff00ff000100ffULL, 0x01ff00ff00010100ULL,
    0x01ff00ff010000ffULL, 0x01ff00ff01000100ULL, 0x01ff0000ffffff00ULL, 0x01ff0000ffff0100ULL,
    0x01ff0000ff00ff01ULL, 0x01ff0000ff000000ULL, 0x01ff0000ff000101ULL, 0x01ff0000ff010001ULL,
    0x01ff0000ff010100ULL, 0x01ff000000ffffffULL, 0x01ff000000ffff00ULL, 0x01ff000000ff0000ULL,
    0x01ff000000ff01ffULL, 0x01ff00000000ff00ULL, 0x01ff0000000000ffULL, 0x01ff000000000000ULL,
    0x01ff000000000001ULL, 0x01ff000000000100ULL, 0x01ff000000000101ULL, 0x01ff000000010000ULL,
    0x01ff000000010001ULL, 0x01ff0000000101ffULL, 0x01ff000000010101ULL, 0x01ff000001ffff00ULL,
    0x01ff000001ff00ffULL, 0x01ff000001ff0001ULL, 0x01ff000001ff0100ULL, 0x01ff00000100ffffULL,
    0x01ff00000100ff01ULL, 0x01ff000001000000ULL, 0x01ff0000010001ffULL, 0x01ff000001010001ULL,
    0x01ff0001ff00ff00ULL, 0x01ff0001ff000001ULL, 0x01ff0001ff000100ULL, 0x01ff0001ff010000ULL,
    0x01ff000100ffff00ULL, 0x01ff000100ff00ffULL, 0x01ff000100ff0100ULL, 0x01ff000100ff0101ULL,
    0x01ff00010000ffffULL, 0x01ff000100000000ULL, 0x01ff000100000100ULL, 0x01ff000100000101ULL,
    0x01ff00010001ff00ULL, 0x01ff000100010001ULL, 0x01ff000100010101ULL, 0x01ff000101ff0000ULL,
    0x01ff00010100ff00ULL, 0x01ff000101000101ULL, 0x01ff0001010100ffULL, 0x01ff01ffffffffffULL,
    0x01ff01ffffffff01ULL, 0x01ff01ffffff01ffULL, 0x01ff01ffffff0101ULL, 0x01ff01ffff000000ULL,
    0x01ff01ffff01ffffULL, 0x01ff01ffff01ff01ULL, 0x01ff01ffff0101ffULL, 0x01ff01ffff010101ULL,
    0x01ff01ff00ffff00ULL, 0x01ff01ff00ff0000ULL, 0x01ff01ff0000ff00ULL, 0x01ff01ff000000ffULL,
    0x01ff01ff00000100ULL, 0x01ff01ff00010000ULL, 0x01ff01ff00010100ULL, 0x01ff01ff01ffffffULL,
    0x01ff01ff01ffff01ULL, 0x01ff01ff01ff01ffULL, 0x01ff01ff01ff0101ULL, 0x01ff01ff01000000ULL,
    0x01ff01ff0101ffffULL, 0x01ff01ff0101ff01ULL, 0x01ff01ff010101ffULL, 0x01ff01ff01010101ULL,
    0x01ff0100ffff0000ULL, 0x01ff0100ffff0001ULL, 0x01ff0100ff00ff00ULL, 0x01ff0100ff0000ffULL,
    0x01ff0100ff000001ULL, 0x01ff0100ff010000ULL, 0x01ff010000ffff00ULL, 0x01ff010000ff00ffULL,
    0x01ff010000ff0001ULL, 0x01ff010000ff0100ULL, 0x01ff01000000ffffULL, 0x01ff01000000ff01ULL,
    0x01ff010000000000ULL, 0x01ff010000000101ULL, 0x01ff01000001ff00ULL, 0x01ff0100000100ffULL,
    0x01ff010001ff0000ULL, 0x01ff010001000001ULL, 0x01ff010001000100ULL, 0x01ff010001010000ULL,
    0x01ff0101ffffffffULL, 0x01ff0101ffffff01ULL, 0x01ff0101ffff01ffULL, 0x01ff0101ffff0101ULL,
    0x01ff0101ff000000ULL, 0x01ff0101ff01ffffULL, 0x01ff0101ff01ff01ULL, 0x01ff0101ff0101ffULL,
    0x01ff0101ff010101ULL, 0x01ff010100ff0000ULL, 0x01ff01010000ff00ULL, 0x01ff0101000000ffULL,
    0x01ff010100000001ULL, 0x01ff010101ffffffULL, 0x01ff010101ffff01ULL, 0x01ff010101ff01ffULL,
    0x01ff010101ff0101ULL, 0x01ff010101000000ULL, 0x01ff01010101ffffULL, 0x01ff01010101ff01ULL,
    0x01ff0101010101ffULL, 0x01ff010101010101ULL, 0x0100ffffffff0000ULL, 0x0100ffffff00ff00ULL,
    0x0100ffffff000001ULL, 0x0100ffffff0001ffULL, 0x0100ffffff000100ULL, 0x0100ffffff010000ULL,
    0x0100ffff00ffff00ULL, 0x0100ffff00ff0001ULL, 0x0100ffff00ff0100ULL, 0x0100ffff00000000ULL,
    0x0100ffff000001ffULL, 0x0100ffff00000101ULL, 0x0100ffff00010100ULL, 0x0100ffff00010101ULL,
    0x0100ffff01ff0000ULL, 0x0100ffff0100ff00ULL, 0x0100ffff010000ffULL, 0x0100ffff01000001ULL,
    0x0100ffff01000100ULL, 0x0100ffff01010000ULL, 0x0100ff00ffffff00ULL, 0x0100ff00ffff00ffULL,
    0x0100ff00ffff0001ULL, 0x0100ff00ffff0100ULL, 0x0100ff00ff00ffffULL, 0x0100ff00ff000000ULL,
    0x0100ff00ff0001ffULL, 0x0100ff00ff000101ULL, 0x0100ff00ff01ff00ULL, 0x0100ff00ff0100ffULL,
    0x0100ff00ff010001ULL, 0x0100ff00ff010100ULL, 0x0100ff0000ffffffULL, 0x0100ff0000ff0000ULL,
    0x0100ff000000ffffULL, 0x0100ff000000ff00ULL, 0x0100ff00000000ffULL, 0x0100ff0000000000ULL,
    0x0100ff0000000001ULL, 0x0100ff0000000100ULL, 0x0100ff000001ff01ULL, 0x0100ff0000010000ULL,
    0x0100ff0001ff00ffULL, 0x0100ff0001ff0001ULL, 0x0100ff000100ff01ULL, 0x0100ff0001000000ULL,
    0x0100ff00010001ffULL, 0x0100ff000101ff00ULL, 0x0100ff00010100ffULL, 0x0100ff0001010001ULL,
    0x0100ff0001010100ULL, 0x0100ff01ffff0000ULL, 0x0100ff01ff00ff00ULL, 0x0100ff01ff0000ffULL,
    0x0100ff01ff000100ULL, 0x0100ff01ff010000ULL, 0x0100ff0100ff00ffULL, 0x0100ff0100ff0001ULL,
    0x0100ff0100ff0100ULL, 0x0100ff010000ffffULL, 0x0100ff010000ff01ULL, 0x0100ff0100000000ULL,
    0x0100ff01000001ffULL, 0x0100ff0100010001ULL, 0x0100ff0100010100ULL, 0x0100ff0101ff0000ULL,
    0x0100ff01010000ffULL, 0x0100ff0101000001ULL, 0x0100ff0101010100ULL, 0x010000ffffffff00ULL,
    0x010000ffffff00ffULL, 0x010000ffffff0001ULL, 0x010000ffff00ffffULL, 0x010000ffff000000ULL,
    0x010000ffff0001ffULL, 0x010000ffff010001ULL, 0x010000ff00ffffffULL, 0x010000ff00ff0101ULL,
    0x010000ff0000ff00ULL, 0x010000ff000000ffULL, 0x010000ff00000000ULL, 0x010000ff00000001ULL,
    0x010000ff000001ffULL, 0x010000ff00000100ULL, 0x010000ff0001ffffULL, 0x010000ff0001ff00ULL,
    0x010000ff0001ff01ULL, 0x010000ff00010000ULL, 0x010000ff01ff00ffULL, 0x010000ff01ff0001ULL,
    0x010000ff0100ff01ULL, 0x010000ff010000ffULL, 0x010000ff01000000ULL, 0x010000ff010001ffULL,
    0x010000ff0101ff00ULL, 0x010000ff01010100ULL, 0x01000000ffffffffULL, 0x01000000ffff0000ULL,
    0x01000000ffff01ffULL, 0x01000000ffff0101ULL, 0x01000000ff00ffffULL, 0x01000000ff00ff00ULL,
    0x01000000ff0000ffULL, 0x01000000ff000000ULL, 0x01000000ff000001ULL, 0x01000000ff000100ULL,
    0x01000000ff01ff00ULL, 0x01000000ff010000ULL, 0x01000000ff010100ULL, 0x01000000ff010101ULL,
    0x0100000000ffff00ULL, 0x0100000000ff00ffULL, 0x0100000000ff0000ULL, 0x0100000000ff0001ULL,
    0x0100000000ff0100ULL, 0x010000000000ffffULL, 0x010000000000ff00ULL, 0x010000000000ff01ULL,
    0x01000000000000ffULL, 0x0100000000000000ULL, 0x0100000000000001ULL, 0x01000000000001ffULL,
    0x0100000000000100ULL, 0x0100000000000101ULL, 0x010000000001ff00ULL, 0x01000000000100ffULL,
    0x0100000000010000ULL, 0x0100000000010001ULL, 0x0100000000010100ULL, 0x0100000001ffff00ULL,
    0x0100000001ff0000ULL, 0x0100000001ff01ffULL, 0x010000000100ff00ULL, 0x010000000100ff01ULL,
    0x01000000010000ffULL, 0x0100000001000000ULL, 0x0100000001000001ULL, 0x0100000001000100ULL,
    0x0100000001000101ULL, 0x010000000101ffffULL, 0x010000000101ff01ULL, 0x0100000001010000ULL,
    0x01000000010101ffULL, 0x0100000001010101ULL, 0x01000001ffffff00ULL, 0x01000001ffff00ffULL,
    0x01000001ff00ffffULL, 0x01000001ff000000ULL, 0x01000001ff000100ULL, 0x01000001ff01ffffULL,
    0x01000001ff010001ULL, 0x01000001ff010100ULL, 0x0100000100ff0000ULL, 0x0100000100ff01ffULL,
    0x0100000100ff0100ULL, 0x010000010000ff00ULL, 0x010000010000ff01ULL, 0x0100000100000000ULL,
    0x0100000100000001ULL, 0x0100000100000100ULL, 0x0100000100010000ULL, 0x01000001000101ffULL,
    0x0100000101ffff01ULL, 0x0100000101ff00ffULL, 0x0100000101ff0100ULL, 0x0100000101ff0101ULL,
    0x010000010100ff01ULL, 0x01000001010000ffULL, 0x0100000101000000ULL, 0x01000001010100ffULL,
    0x0100000101010001ULL, 0x0100000101010100ULL, 0x010001ffffff0000ULL, 0x010001ffff000001ULL,
    0x010001ffff000100ULL, 0x010001ffff010000ULL, 0x010001ff00ffff00ULL, 0x010001ff00ff0001ULL,
    0x010001ff0000ffffULL, 0x010001ff0000ff01ULL, 0x010001ff00000000ULL, 0x010001ff00000001ULL,
    0x010001ff00000101ULL, 0x010001ff000100ffULL, 0x010001ff00010000ULL, 0x010001ff01ff0000ULL,
    0x010001ff0100ff00ULL, 0x010001ff01000001ULL, 0x010001ff01000100ULL, 0x010001ff01010000ULL,
    0x01000100ffff00ffULL, 0x01000100ffff0001ULL, 0x01000100ffff0100ULL, 0x01000100ff00ffffULL,
    0x01000100ff00ff01ULL, 0x01000100ff000000ULL, 0x01000100ff0001ffULL, 0x01000100ff000101ULL,
    0x01000100ff01ffffULL, 0x01000100ff01ff00ULL, 0x01000100ff0100ffULL, 0x01000100ff010001ULL,
    0x0100010000ffffffULL, 0x0100010000ffff01ULL, 0x0100010000ff0000ULL, 0x0100010000ff01ffULL,
    0x0100010000ff0101ULL, 0x010001000000ff00ULL, 0x01000100000000ffULL, 0x0100010000000000ULL,
    0x0100010000000001ULL, 0x0100010000000100ULL, 0x010001000001ff01ULL, 0x0100010000010000ULL,
    0x0100010000010001ULL, 0x0100010000010101ULL, 0x0100010001ffff00ULL, 0x0100010001ff00ffULL,
    0x010001000100ffffULL, 0x010001000100ff01ULL, 0x0100010001000000ULL, 0x0100010001000101ULL,
    0x010001000101ff00ULL, 0x0100010001010001ULL, 0x01000101ffff0000ULL, 0x01000101ff000000ULL,
    0x01000101ff010000ULL, 0x0100010100ff00ffULL, 0x0100010100ff0001ULL, 0x0100010100ff0100ULL,
    0x010001010000ffffULL, 0x0100010100000000ULL, 0x01000101000001ffULL, 0x010001010001ff00ULL,
    0x0100010101ff0000ULL, 0x010001010100ff00ULL, 0x01000101010000ffULL, 0x0100010101000000ULL,
    0x0100010101000001ULL, 0x0101ffffffffffffULL, 0x0101ffffffffff01ULL, 0x0101ffffffff01ffULL,
    0x0101ffffffff0101ULL, 0x0101ffffff000000ULL, 0x0101ffffff01ffffULL, 0x0101ffffff01ff01ULL,
    0x0101ffffff0101ffULL, 0x0101ffffff010101ULL, 0x0101ffff00ff0000ULL, 0x0101ffff0000ff00ULL,
    0x0101ffff000000ffULL, 0x0101ffff00000001ULL, 0x0101ffff00000100ULL, 0x0101ffff01ffffffULL,
    0x0101ffff01ffff01ULL, 0x0101ffff01ff01ffULL, 0x0101ffff01ff0101ULL, 0x0101ffff01000000ULL,
    0x0101ffff0101ffffULL, 0x0101ffff0101ff01ULL, 0x0101ffff010101ffULL, 0x0101ffff01010101ULL,
    0x0101ff00ffff0000ULL, 0x0101ff00ffff0100ULL, 0x0101ff00ff00ff00ULL, 0x0101ff00ff0000ffULL,
    0x0101ff00ff000001ULL, 0x0101ff00ff000100ULL, 0x0101ff00ff000101ULL, 0x0101ff0000ff0001ULL,
    0x0101ff0000ff0100ULL, 0x0101ff000000ff00ULL, 0x0101ff0000000000ULL, 0x0101ff00000001ffULL,
    0x0101ff0000000101ULL, 0x0101ff000001ff00ULL, 0x0101ff00000100ffULL, 0x0101ff0001ff0000ULL,
    0x0101ff000100ffffULL, 0x0101ff000100ff01ULL, 0x0101ff0001000001ULL, 0x0101ff0001000100ULL,
    0x0101ff01ffffff01ULL, 0x0101ff01ffff01ffULL, 0x0101ff01ffff0101ULL, 0x0101ff01ff00ffffULL,
    0x0101ff01ff000100ULL, 0x0101ff01ff01ff01ULL, 0x0101ff01ff0101ffULL, 0x0101ff01ff010101ULL,
    0x0101ff0100ff0000ULL, 0x0101ff010000ff00ULL, 0x0101ff0100000001ULL, 0x0101ff0100000100ULL,
    0x0101ff0100010000ULL, 0x0101ff0101ffffffULL, 0x0101ff0101ffff01ULL, 0x0101ff0101ff01ffULL,
    0x0101ff0101ff0101ULL, 0x0101ff0101000000ULL, 0x0101ff010101ffffULL, 0x0101ff010101ff01ULL,
    0x0101ff01010101ffULL, 0x0101ff0101010101ULL, 0x010100ffff000100ULL, 0x010100ffff010000ULL,
    0x010100ff00ffff00ULL, 0x010100ff00ff00ffULL, 0x010100ff0000ffffULL, 0x010100ff000000ffULL,
    0x010100ff00000000ULL, 0x010100ff000001ffULL, 0x010100ff00000101ULL, 0x010100ff0001ff00ULL,
    0x010100ff00010000ULL, 0x010100ff00010001ULL, 0x010100ff000101ffULL, 0x010100ff00010100ULL,
    0x010100ff01ff0000ULL, 0x01010000ffff0001ULL, 0x01010000ffff0100ULL, 0x01010000ff00ffffULL,
    0x01010000ff00ff01ULL, 0x01010000ff000000ULL, 0x01010000ff0001ffULL, 0x01010000ff010001ULL,
    0x01010000ff010100ULL, 0x0101000000ffff01ULL, 0x0101000000ff0000ULL, 0x010100000000ff00ULL,
    0x01010000000000ffULL, 0x0101000000000000ULL, 0x0101000000000001ULL, 0x0101000000000100ULL,
    0x0101000000010000ULL, 0x0101000000010101ULL, 0x0101000001ffff00ULL, 0x0101000001ff00ffULL,
    0x0101000001ff0000ULL, 0x0101000001ff0001ULL, 0x0101000001ff0100ULL, 0x010100000100ff01ULL,
    0x0101000001000000ULL, 0x01010000010001ffULL, 0x01010001ffff0000ULL, 0x01010001ff00ff00ULL,
    0x01010001ff000001ULL, 0x01010001ff000101ULL, 0x01010001ff01ff00ULL, 0x01010001ff010000ULL,
    0x0101000100ff00ffULL, 0x0101000100ff0001ULL, 0x0101000100ff0101ULL, 0x010100010000ff01ULL,
    0x0101000100000000ULL, 0x0101000100000001ULL, 0x01010001000001ffULL, 0x010100010001ffffULL,
    0x010100010001ff01ULL, 0x0101000101ff0001ULL, 0x010100010100ffffULL, 0x0101000101000000ULL,
    0x0101000101000001ULL, 0x0101000101000100ULL, 0x010100010101ff00ULL, 0x01010001010100ffULL,
    0x0101000101010001ULL, 0x010101ffffffffffULL, 0x010101ffffffff01ULL, 0x010101ffffff01ffULL,
    0x010101ffffff0101ULL, 0x010101ffff01ffffULL, 0x010101ffff01ff01ULL, 0x010101ffff0101ffULL,
    0x010101ffff010101ULL, 0x010101ff0000ff00ULL, 0x010101ff000000ffULL, 0x010101ff00000001ULL,
    0x010101ff00000100ULL, 0x010101ff01ffffffULL, 0x010101ff01ffff01ULL, 0x010101ff01ff01ffULL,
    0x010101ff01ff0101ULL, 0x010101ff01000000ULL, 0x010101ff0101ffffULL, 0x010101ff0101ff01ULL,
    0x010101ff010101ffULL, 0x010101ff01010101ULL, 0x01010100ffff0000ULL, 0x01010100ff0000ffULL,
    0x01010100ff000100ULL, 0x01010100ff01ff00ULL, 0x01010100ff010000ULL, 0x0101010000ffff00ULL,
    0x010101000000ffffULL, 0x0101010000000000ULL, 0x0101010000000101ULL, 0x010101000001ff00ULL,
    0x0101010000010001ULL, 0x0101010000010100ULL, 0x010101000100ffffULL, 0x0101010001000001ULL,
    0x01010101ffffffffULL, 0x01010101ffffff01ULL, 0x01010101ffff01ffULL, 0x01010101ffff0101ULL,
    0x01010101ff01ffffULL, 0x01010101ff01ff01ULL, 0x01010101ff0101ffULL, 0x01010101ff010101ULL,
    0x010101010000ff00ULL, 0x01010101000000ffULL, 0x0101010100000001ULL, 0x0101010101ffffffULL,
    0x0101010101ffff01ULL, 0x0101010101ff01ffULL, 0x0101010101ff0101ULL, 0x0101010101000000ULL,
    0x010101010101ffffULL, 0x010101010101ff01ULL, 0x01010101010101ffULL, 0x0101010101010101ULL,
};
/* ggml's ksigns_iq2xs: a 7-bit sign index and the parity bit that makes the negatives of
   8 elements even */
static int ref__ksigns(int i) {
    int k, p = 0;
    for (k = 0; k < 7; k++) p ^= (i >> k) & 1;
    return i | (p << 7);
}
static int ref__g8(uint64_t g, int j) { return (int)((g >> (8 * j)) & 255); }
static float ref__sgn(int signs, int j) { return (signs >> j) & 1 ? -1.0f : 1.0f; }
static uint32_t ref__rd32(const uint8_t *p) {
    return p[0] | (p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

/* One super-block (256 elements) of a grid type, element by element: e = 32 ib + 8 l + j.
     IQ2_XXS 66 B: d, qs[32] (u16): per ib two u32 a = qs[4ib..], b = qs[4ib+2..]; grid
       index byte l of a, signs ksigns((b >> 7l) & 127), scale d (0.5 + (b >> 28)) / 4
     IQ2_XS 74 B: d, qs[32] (u16), scales[8]: q = qs[4ib + l], index q & 511, signs
       ksigns(q >> 9), scale d (0.5 + nibble (l/2) of scales[ib]) / 4
     IQ2_S 82 B: d, qs[32], signs[32], qh[8], scales[8]: index qs[4ib + l] | bits 2l of
       qh[ib] << 8, signs byte signs[4ib + l], scale as IQ2_XS
     IQ3_XXS 98 B: d, qs[64], u32 s[8]: element j < 4 from iq3xxs_grid[qs[8ib + 2l]], j >= 4
       from qs[8ib + 2l + 1] (its element j - 4), signs ksigns((s[ib] >> 7l) & 127), scale
       d (0.5 + (s[ib] >> 28)) / 2
     IQ3_S 110 B: d, qs[64], qh[8], signs[32], scales[4]: index qs[8ib + 2l + h] | bit
       (2l + h) of qh[ib] << 8 (h = j >= 4), signs byte signs[4ib + l], scale d (1 + 2
       nibble (ib%2) of scales[ib/2])
     IQ1_S 50 B: d, qs[32], qh[8] (u16): index qs[4ib + l] | bits 3l..3l+2 of qh[ib] << 8,
       x = d (2 ((qh >> 12) & 7) + 1) (grid + delta), delta -1/8 when bit 15 is set, else 1/8
     IQ1_M 56 B: qs[32], qh[16], sc[4] (u16); d = f16 of the top nibbles of sc[0..3];
       nibble (l%2) of qh[2ib + l/2]: bits 0-2 index bits 8-10 (over qs[4ib + l]), bit 3
       the delta's sign; x = d (2 s + 1) (grid + delta), s = 3 bits at 6 (ib%2) + 3 (l/2)
       of sc[ib/2] */
static void ref__dequant_grid(int type, const uint8_t *p, float *dst) {
    int e;
    for (e = 0; e < 256; e++) {
        int ib = e / 32, l = (e % 32) / 8, j = e % 8, idx, g;
        float d = ref_fp16_to_f32(ref__rd16(p)), db, x = 0;
        switch (type) {
        case REF_TYPE_IQ2_XXS: {
            uint32_t a = ref__rd32(p + 2 + 8 * ib), b = ref__rd32(p + 6 + 8 * ib);
            db = d * (0.5f + (float)(b >> 28)) * 0.25f;
            g = ref__g8(ref_iq2xxs_grid[(a >> (8 * l)) & 255], j);
            x = db * (float)g * ref__sgn(ref__ksigns((int)((b >> (7 * l)) & 127)), j);
            break;
        }
        case REF_TYPE_IQ2_XS: {
            int q = ref__rd16(p + 2 + 2 * (4 * ib + l));
            db = d * (0.5f + (float)((p[66 + ib] >> (4 * (l / 2))) & 15)) * 0.25f;
            x = db * (float)ref__g8(ref_iq2xs_grid[q & 511], j) * ref__sgn(ref__ksigns(q >> 9), j);
            break;
        }
        case REF_TYPE_IQ2_S:
            idx = p[2 + 4 * ib + l] | (((p[66 + ib] >> (2 * l)) & 3) << 8);
            db = d * (0.5f + (float)((p[74 + ib] >> (4 * (l / 2))) & 15)) * 0.25f;
            x = db * (float)ref__g8(ref_iq2s_grid[idx], j) * ref__sgn(p[34 + 4 * ib + l], j);
            break;
        case REF_TYPE_IQ3_XXS: {
            uint32_t s = ref__rd32(p + 66 + 4 * ib);
            db = d * (0.5f + (float)(s >> 28)) * 0.5f;
            g = (int)((ref_iq3xxs_grid[p[2 + 8 * ib + 2 * l + j / 4]] >> (8 * (j % 4))) & 255);
            x = db * (float)g * ref__sgn(ref__ksigns((int)((s >> (7 * l)) & 127)), j);
            break;
        }
        case REF_TYPE_IQ3_S:
            idx = p[2 + 8 * ib + 2 * l + j / 4] | (((p[66 + ib] >> (2 * l + j / 4)) & 1) << 8);
            db = d * (float)(1 + 2 * ((p[106 + ib / 2] >> (4 * (ib % 2))) & 15));
            g = (int)((ref_iq3s_grid[idx] >> (8 * (j % 4))) & 255);
            x = db * (float)g * ref__sgn(p[74 + 4 * ib + l], j);
            break;
        case REF_TYPE_IQ1_S: {
            int qh = ref__rd16(p + 34 + 2 * ib);
            idx = p[2 + 4 * ib + l] | (((qh >> (3 * l)) & 7) << 8);
            db = d * (float)(2 * ((qh >> 12) & 7) + 1);
            x = db * ((float)(int8_t)ref__g8(ref_iq1s_grid[idx], j) + (qh & 0x8000 ? -0.125f : 0.125f));
            break;
        }
        case REF_TYPE_IQ1_M: {
            int sc[4], k, h = (p[32 + 2 * ib + l / 2] >> (4 * (l % 2))) & 15;
            for (k = 0; k < 4; k++) sc[k] = ref__rd16(p + 48 + 2 * k);
            d = ref_fp16_to_f32((uint16_t)((sc[0] >> 12) | ((sc[1] >> 8) & 0xf0) | ((sc[2] >> 4) & 0xf00) |
                                           (sc[3] & 0xf000)));
            idx = p[4 * ib + l] | ((h & 7) << 8);
            db = d * (float)(2 * ((sc[ib / 2] >> (6 * (ib % 2) + 3 * (l / 2))) & 7) + 1);
            x = db * ((float)(int8_t)ref__g8(ref_iq1s_grid[idx], j) + (h & 8 ? -0.125f : 0.125f));
            break;
        }
        default: break;
        }
        dst[e] = x;
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
            int sub, l;
            for (sub = 0; sub < 8; sub++) {
                /* sub-block j holds elements 32j..32j+31: nibble (j&1) of qs[32*(j/2) + l],
                   and for Q5_K bit j of qh[l] */
                int s, mm;
                float d1, m1;
                ref_k4_scale_min(sc, sub, &s, &mm);
                d1 = d * (float)s;
                m1 = dmin * (float)mm;
                for (l = 0; l < 32; l++) {
                    uint8_t byte = qs[32 * (sub / 2) + l];
                    int q = (sub & 1) ? byte >> 4 : byte & 15;
                    if (five) q |= ((qh[l] >> sub) & 1) << 4;
                    dst[32 * sub + l] = d1 * (float)q - m1;
                }
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
    case REF_TYPE_Q2_K:
    case REF_TYPE_Q3_K:
        for (i = 0; i < nb; i++) ref__dequant_q23(type == REF_TYPE_Q3_K, p + i * ref_type_size(type), dst + 256 * i);
        return 0;
    case REF_TYPE_IQ4_NL:
        for (i = 0; i < nb; i++, p += 18)
            ref__dequant_nl(p + 2, ref_fp16_to_f32(ref__rd16(p)), ref__iq4nl_values, dst + 32 * i);
        return 0;
    case REF_TYPE_IQ4_XS:
        for (i = 0; i < nb; i++) ref__dequant_iq4xs(p + 136 * i, dst + 256 * i);
        return 0;
    case REF_TYPE_MXFP4:
        for (i = 0; i < nb; i++, p += 17) ref__dequant_nl(p + 1, ref_e8m0_half(p[0]), ref__fp4_values, dst + 32 * i);
        return 0;
    case REF_TYPE_IQ2_XXS: case REF_TYPE_IQ2_XS: case REF_TYPE_IQ2_S: case REF_TYPE_IQ3_XXS: case REF_TYPE_IQ3_S:
    case REF_TYPE_IQ1_S: case REF_TYPE_IQ1_M:
        for (i = 0; i < nb; i++) ref__dequant_grid(type, p + i * ref_type_size(type), dst + 256 * i);
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

/* Q2_K: per 16 elements a 4-bit scale and minimum (ranges include 0), as Q4_K */
static void ref__quant_q2k(const float *x, uint8_t *p) {
    int j, e, sc[16], m[16];
    float mn[16], mx[16], mf[16], step[16], maxmin = 0.0f, maxr = 0.0f, d, dmin;
    uint16_t dh, dminh;
    for (j = 0; j < 16; j++) {
        mn[j] = mx[j] = 0.0f;
        for (e = 16 * j; e < 16 * j + 16; e++) {
            if (x[e] < mn[j]) mn[j] = x[e];
            if (x[e] > mx[j]) mx[j] = x[e];
        }
        if (-mn[j] > maxmin) maxmin = -mn[j];
    }
    dminh = ref_fp16_up(maxmin / 15.0f);
    dmin = ref_fp16_to_f32(dminh);
    for (j = 0; j < 16; j++) {
        m[j] = dmin > 0 ? ref__clampi((int)ceilf(-mn[j] / dmin), 0, 15) : 0;
        mf[j] = dmin * (float)m[j];
        if (mx[j] + mf[j] > maxr) maxr = mx[j] + mf[j];
    }
    dh = ref_fp16_up(maxr / 45.0f);
    d = ref_fp16_to_f32(dh);
    for (j = 0; j < 16; j++) {
        sc[j] = d > 0 ? ref__clampi((int)ceilf((mx[j] + mf[j]) / (3.0f * d)), 0, 15) : 0;
        step[j] = d * (float)sc[j];
        p[j] = (uint8_t)(sc[j] | (m[j] << 4));
    }
    memset(p + 16, 0, 64);
    for (e = 0; e < 256; e++) {
        int q = step[e / 16] > 0 ? ref__clampi(ref__round((x[e] + mf[e / 16]) / step[e / 16]), 0, 3) : 0;
        p[16 + 32 * (e / 128) + e % 32] |= (uint8_t)(q << (2 * ((e % 128) / 32)));
    }
    ref__wr16(p + 80, dh);
    ref__wr16(p + 82, dminh);
}

/* Q3_K: per 16 elements a signed 6-bit scale (-32..31) that maps the largest-magnitude
   element to -4 (as ggml's Q3_K and Q4_0: the other sign may clip, by a step) */
static void ref__quant_q3k(const float *x, uint8_t *p) {
    int j, e, k[16];
    float sj[16], maxs = 0.0f, d, step[16];
    uint16_t dh;
    for (j = 0; j < 16; j++) {
        float vmax = 0.0f;
        for (e = 16 * j; e < 16 * j + 16; e++)
            if (fabsf(x[e]) > fabsf(vmax)) vmax = x[e];
        sj[j] = -vmax / 4.0f;
        if (fabsf(sj[j]) > maxs) maxs = fabsf(sj[j]);
    }
    dh = ref_fp16_up(maxs / 31.0f);
    d = ref_fp16_to_f32(dh);
    memset(p, 0, 110);
    for (j = 0; j < 16; j++) {
        k[j] = d > 0 ? ref__clampi((int)(sj[j] > 0 ? ceilf(sj[j] / d) : floorf(sj[j] / d)), -32, 31) : 0;
        step[j] = d * (float)k[j];
        p[96 + j % 8] |= (uint8_t)(((k[j] + 32) & 15) << (4 * (j / 8)));
        p[96 + 8 + j % 4] |= (uint8_t)(((k[j] + 32) >> 4) << (2 * (j / 4)));
    }
    for (e = 0; e < 256; e++) {
        int n = e / 128, jj = (e % 128) / 32, l = e % 32;
        int q = (step[e / 16] != 0 ? ref__clampi(ref__round(x[e] / step[e / 16]), -4, 3) : 0) + 4;
        p[32 + 32 * n + l] |= (uint8_t)((q & 3) << (2 * jj));
        if (q >= 4) p[l] |= (uint8_t)(1 << (4 * n + jj));
    }
    ref__wr16(p + 108, dh);
}

/* nearest code book value to x / d for 32 elements (element j < 16 in the low nibble of
   qs[j], j + 16 in the high one) */
static void ref__quant_nl(const float *x, float d, const int8_t *book, uint8_t *qs) {
    int j, k;
    memset(qs, 0, 16);
    for (j = 0; j < 32; j++) {
        int best = 0;
        for (k = 1; k < 16; k++)
            if (fabsf(x[j] - d * (float)book[k]) < fabsf(x[j] - d * (float)book[best])) best = k;
        qs[j % 16] |= (uint8_t)(best << (j < 16 ? 0 : 4));
    }
}

/* IQ4_NL and IQ4_XS: each 32 elements' largest-magnitude element on the code book's -127
   (ggml's choice too); IQ4_XS then rounds each sub-block's scale to d (ls - 32) */
static void ref__quant_iq4(int xs, const float *x, uint8_t *p) {
    int j, e, nsub = xs ? 8 : 1, ls[8];
    float sj[8], maxs = 0.0f, d;
    for (j = 0; j < nsub; j++) {
        float vmax = 0.0f;
        for (e = 32 * j; e < 32 * j + 32; e++)
            if (fabsf(x[e]) > fabsf(vmax)) vmax = x[e];
        sj[j] = vmax / -127.0f;
        if (fabsf(sj[j]) > maxs) maxs = fabsf(sj[j]);
    }
    if (!xs) {
        ref__wr16(p, ref_f32_to_fp16(sj[0]));
        ref__quant_nl(x, ref_fp16_to_f32(ref__rd16(p)), ref__iq4nl_values, p + 2);
        return;
    }
    ref__wr16(p, ref_fp16_up(maxs / 31.0f));
    d = ref_fp16_to_f32(ref__rd16(p));
    memset(p + 2, 0, 6);
    for (j = 0; j < 8; j++) {
        ls[j] = (d > 0 ? ref__clampi(ref__round(sj[j] / d), -32, 31) : 0) + 32;
        p[4 + j / 2] |= (uint8_t)((ls[j] & 15) << (4 * (j % 2)));
        ref__wr16(p + 2, (uint16_t)(ref__rd16(p + 2) | ((ls[j] >> 4) << (2 * j))));
        ref__quant_nl(x + 32 * j, d * (float)(ls[j] - 32), ref__iq4nl_values, p + 8 + 16 * j);
    }
}

/* MXFP4: the smallest power-of-two scale that puts max|x| within the code book's 12 */
static void ref__quant_mxfp4(const float *x, uint8_t *p) {
    float amax = 0.0f, f;
    int j, ex, e = 127;
    for (j = 0; j < 32; j++)
        if (fabsf(x[j]) > amax) amax = fabsf(x[j]);
    if (amax > 0) {
        f = frexpf(amax / 12.0f, &ex); /* amax / 12 = f 2^ex, f in [0.5, 1) */
        e = ref__clampi(128 + (f == 0.5f ? ex - 1 : ex), 2, 254);
    }
    p[0] = (uint8_t)e;
    ref__quant_nl(x, ref_e8m0_half(p[0]), ref__fp4_values, p + 1);
}

/* IQ1 / IQ2 / IQ3: a plain nearest-entry search (least squares, no refinement), valid and
   deterministic, not good: a scale per group from its largest magnitude, signs from the
   elements (the flipped one, where a sign index must have even parity, the smallest).
   The grid as level indices (2 bits an element of the 8-element grids, 3 of IQ3's 4) */
typedef struct ref__gridq {
    int n, len;            /* entries, elements an entry */
    float level[8];        /* the values of the level indices */
    uint16_t code[2048];
} ref__gridq;

static void ref__gridq_init(int type, ref__gridq *g) {
    static const float l2[3] = {8, 25, 43}, l1[3] = {-1, 0, 1};
    int i, j, k, nl;
    g->len = type == REF_TYPE_IQ3_XXS || type == REF_TYPE_IQ3_S ? 4 : 8;
    g->n = type == REF_TYPE_IQ2_XXS || type == REF_TYPE_IQ3_XXS ? 256
         : type == REF_TYPE_IQ2_XS || type == REF_TYPE_IQ3_S  ? 512
         : type == REF_TYPE_IQ2_S                             ? 1024
                                                              : 2048;
    nl = g->len == 4 ? 8 : 3;
    for (k = 0; k < nl; k++)
        g->level[k] = type == REF_TYPE_IQ3_XXS ? (k == 7 ? 62.0f : 4.0f + 8.0f * (float)k)
                    : type == REF_TYPE_IQ3_S   ? 1.0f + 2.0f * (float)k
                    : type == REF_TYPE_IQ1_S || type == REF_TYPE_IQ1_M ? l1[k]
                                                                       : l2[k];
    for (i = 0; i < g->n; i++) {
        g->code[i] = 0;
        for (j = 0; j < g->len; j++) {
            int v;
            switch (type) {
            case REF_TYPE_IQ2_XXS: v = ref__g8(ref_iq2xxs_grid[i], j); break;
            case REF_TYPE_IQ2_XS: v = ref__g8(ref_iq2xs_grid[i], j); break;
            case REF_TYPE_IQ2_S: v = ref__g8(ref_iq2s_grid[i], j); break;
            case REF_TYPE_IQ3_XXS: v = (int)((ref_iq3xxs_grid[i] >> (8 * j)) & 255); break;
            case REF_TYPE_IQ3_S: v = (int)((ref_iq3s_grid[i] >> (8 * j)) & 255); break;
            default: v = (int8_t)ref__g8(ref_iq1s_grid[i], j); break;
            }
            for (k = 0; k < nl && g->level[k] != (float)v; k++) {}
            g->code[i] |= (uint16_t)(k << (g->len == 4 ? 3 * j : 2 * j));
        }
    }
}

/* the entry nearest t[0 .. len-1] as s (level + delta) */
static int ref__grid_search(const ref__gridq *g, const float *t, float s, float delta) {
    float c[8][8], lo[256], hi[256], best = 0;
    int i, j, k, bi = 0;
    for (j = 0; j < g->len; j++)
        for (k = 0; k < (g->len == 4 ? 8 : 4); k++) {
            float e = t[j] - s * ((k < 3 || g->len == 4 ? g->level[k] : 0.0f) + delta);
            c[j][k] = e * e;
        }
    if (g->len == 8) /* the cost of each 4-element half's 2-bit levels */
        for (i = 0; i < 256; i++) {
            lo[i] = c[0][i & 3] + c[1][(i >> 2) & 3] + c[2][(i >> 4) & 3] + c[3][i >> 6];
            hi[i] = c[4][i & 3] + c[5][(i >> 2) & 3] + c[6][(i >> 4) & 3] + c[7][i >> 6];
        }
    for (i = 0; i < g->n; i++) {
        int q = g->code[i];
        float e = g->len == 8 ? lo[q & 255] + hi[q >> 8]
                              : c[0][q & 7] + c[1][(q >> 3) & 7] + c[2][(q >> 6) & 7] + c[3][q >> 9];
        if (i == 0 || e < best) best = e, bi = i;
    }
    return bi;
}

static float ref__amax(const float *x, int n) {
    float m = 0;
    int j;
    for (j = 0; j < n; j++) m = fmaxf(m, fabsf(x[j]));
    return m;
}

/* signs of 8 elements as a mask (bit j: x[j] < 0); with parity, the smallest magnitude's
   bit toggled where the count is odd. t gets x times the signs. */
static int ref__signs8(const float *x, int parity, float *t) {
    int j, m = 0, n = 0, small = 0;
    for (j = 0; j < 8; j++) {
        if (x[j] < 0) m |= 1 << j, n++;
        if (fabsf(x[j]) < fabsf(x[small])) small = j;
    }
    if (parity && (n & 1)) m ^= 1 << small;
    for (j = 0; j < 8; j++) t[j] = (m >> j) & 1 ? -x[j] : x[j];
    return m;
}

/* a 4-bit scale index k for a wanted step s of a scale d (a + b k) (0 when d is 0) */
static int ref__iscale(float s, float d, float a, float b, int kmax) {
    return d > 0 ? ref__clampi(ref__round((s / d - a) / b), 0, kmax) : 0;
}

static void ref__quant_grid(int type, const ref__gridq *g, const float *x, uint8_t *p) {
    int ib, l, j, k, sz = ref_type_size(type);
    float d, t[8], m = 0, s16[16];
    memset(p, 0, (size_t)sz);
    /* each 16 elements' wanted step: amax over the grid's largest level (+ 1/8 for IQ1) */
    for (k = 0; k < 16; k++) {
        float top = g->level[g->len == 4 ? 7 : 2] + (type == REF_TYPE_IQ1_S || type == REF_TYPE_IQ1_M ? 0.125f : 0.0f);
        s16[k] = ref__amax(x + 16 * k, 16) / top;
    }
    if (type == REF_TYPE_IQ3_XXS || type == REF_TYPE_IQ3_S || type == REF_TYPE_IQ2_XXS || type == REF_TYPE_IQ1_S)
        for (k = 0; k < 16; k += 2) s16[k] = s16[k + 1] = fmaxf(s16[k], s16[k + 1]);   /* one scale per 32 */
    for (k = 0; k < 16; k++) m = fmaxf(m, s16[k]);
    switch (type) {
    case REF_TYPE_IQ2_XXS:
    case REF_TYPE_IQ2_XS:
    case REF_TYPE_IQ2_S: /* step d (0.5 + ls) / 4 */
        ref__wr16(p, ref_fp16_up(m * 4.0f / 15.5f));
        d = ref_fp16_to_f32(ref__rd16(p));
        for (ib = 0; ib < 8; ib++) {
            int ls[2], sg[4], ix[4];
            uint32_t a = 0, b;
            for (k = 0; k < 2; k++) ls[k] = ref__iscale(s16[2 * ib + k] * 4.0f, d, 0.5f, 1.0f, 15);
            for (l = 0; l < 4; l++) {
                float db = d * (0.5f + (float)ls[l / 2]) * 0.25f;
                sg[l] = ref__signs8(x + 32 * ib + 8 * l, type != REF_TYPE_IQ2_S, t);
                ix[l] = ref__grid_search(g, t, db, 0.0f);
            }
            if (type == REF_TYPE_IQ2_XXS) {
                b = (uint32_t)ls[0] << 28;
                for (l = 0; l < 4; l++) a |= (uint32_t)ix[l] << (8 * l), b |= (uint32_t)(sg[l] & 127) << (7 * l);
                for (j = 0; j < 4; j++) {
                    p[2 + 8 * ib + j] = (uint8_t)(a >> (8 * j));
                    p[6 + 8 * ib + j] = (uint8_t)(b >> (8 * j));
                }
            } else if (type == REF_TYPE_IQ2_XS) {
                for (l = 0; l < 4; l++) ref__wr16(p + 2 + 2 * (4 * ib + l), (uint16_t)(ix[l] | ((sg[l] & 127) << 9)));
                p[66 + ib] = (uint8_t)(ls[0] | (ls[1] << 4));
            } else {
                for (l = 0; l < 4; l++) {
                    p[2 + 4 * ib + l] = (uint8_t)ix[l];
                    p[34 + 4 * ib + l] = (uint8_t)sg[l];
                    p[66 + ib] |= (uint8_t)((ix[l] >> 8) << (2 * l));
                }
                p[74 + ib] = (uint8_t)(ls[0] | (ls[1] << 4));
            }
        }
        return;
    case REF_TYPE_IQ3_XXS:
    case REF_TYPE_IQ3_S: { /* step d (0.5 + ls) / 2, resp. d (1 + 2 ls) */
        int xxs = type == REF_TYPE_IQ3_XXS;
        ref__wr16(p, ref_fp16_up(xxs ? m * 2.0f / 15.5f : m / 31.0f));
        d = ref_fp16_to_f32(ref__rd16(p));
        for (ib = 0; ib < 8; ib++) {
            int ls = xxs ? ref__iscale(s16[2 * ib] * 2.0f, d, 0.5f, 1.0f, 15)
                         : ref__iscale(s16[2 * ib], d, 1.0f, 2.0f, 15);
            float db = xxs ? d * (0.5f + (float)ls) * 0.5f : d * (float)(1 + 2 * ls);
            uint32_t sw = (uint32_t)ls << 28;
            for (l = 0; l < 4; l++) {
                int sg = ref__signs8(x + 32 * ib + 8 * l, xxs, t), h;
                for (h = 0; h < 2; h++) {
                    int ix = ref__grid_search(g, t + 4 * h, db, 0.0f);
                    p[2 + 8 * ib + 2 * l + h] = (uint8_t)ix;
                    if (!xxs) p[66 + ib] |= (uint8_t)((ix >> 8) << (2 * l + h));
                }
                if (xxs) sw |= (uint32_t)(sg & 127) << (7 * l);
                else p[74 + 4 * ib + l] = (uint8_t)sg;
            }
            if (xxs)
                for (j = 0; j < 4; j++) p[66 + 4 * ib + j] = (uint8_t)(sw >> (8 * j));
            else p[106 + ib / 2] |= (uint8_t)(ls << (4 * (ib % 2)));
        }
        return;
    }
    case REF_TYPE_IQ1_S:
    case REF_TYPE_IQ1_M: { /* step d (2 ls + 1); the delta's sign per 32 (IQ1_S) or 8 (IQ1_M) */
        int one_m = type == REF_TYPE_IQ1_M;
        uint16_t dh = ref_fp16_up(m / 15.0f), sc[4] = {0, 0, 0, 0};
        d = ref_fp16_to_f32(dh);
        if (!one_m) ref__wr16(p, dh);
        for (ib = 0; ib < 8; ib++) {
            int ls[2], ix, neg[4], qh = 0;
            float sum = 0;
            for (k = 0; k < 2; k++) ls[k] = ref__iscale(s16[2 * ib + k], d, 1.0f, 2.0f, 7);
            for (l = 0; l < 4; l++) { /* the delta's sign: the sum's, of the 8 (IQ1_M) or 32 */
                float sl = 0;
                for (j = 0; j < 8; j++) sl += x[32 * ib + 8 * l + j];
                neg[l] = sl < 0;
                sum += sl;
            }
            for (l = 0; l < 4; l++) {
                int ng = one_m ? neg[l] : sum < 0;
                ix = ref__grid_search(g, x + 32 * ib + 8 * l, d * (float)(2 * ls[l / 2] + 1), ng ? -0.125f : 0.125f);
                if (one_m) {
                    p[4 * ib + l] = (uint8_t)ix;
                    p[32 + 2 * ib + l / 2] |= (uint8_t)((((ix >> 8) & 7) | (ng ? 8 : 0)) << (4 * (l % 2)));
                } else {
                    p[2 + 4 * ib + l] = (uint8_t)ix;
                    qh |= (ix >> 8) << (3 * l);
                }
            }
            if (one_m) sc[ib / 2] |= (uint16_t)((ls[0] | (ls[1] << 3)) << (6 * (ib % 2)));
            else ref__wr16(p + 34 + 2 * ib, (uint16_t)(qh | (ls[0] << 12) | (sum < 0 ? 0x8000 : 0)));
        }
        if (one_m)
            for (k = 0; k < 4; k++) ref__wr16(p + 48 + 2 * k, (uint16_t)(sc[k] | (((dh >> (4 * k)) & 15) << 12)));
        return;
    }
    default: return;
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
    case REF_TYPE_Q2_K:
        for (i = 0; i < n / 256; i++) ref__quant_q2k(src + 256 * i, p + sz * i);
        return 0;
    case REF_TYPE_Q3_K:
        for (i = 0; i < n / 256; i++) ref__quant_q3k(src + 256 * i, p + sz * i);
        return 0;
    case REF_TYPE_IQ4_NL:
    case REF_TYPE_IQ4_XS:
        for (i = 0; i < n / bs; i++) ref__quant_iq4(type == REF_TYPE_IQ4_XS, src + bs * i, p + sz * i);
        return 0;
    case REF_TYPE_MXFP4:
        for (i = 0; i < n / 32; i++) ref__quant_mxfp4(src + 32 * i, p + sz * i);
        return 0;
    case REF_TYPE_IQ2_XXS: case REF_TYPE_IQ2_XS: case REF_TYPE_IQ2_S: case REF_TYPE_IQ3_XXS: case REF_TYPE_IQ3_S:
    case REF_TYPE_IQ1_S: case REF_TYPE_IQ1_M: {
        ref__gridq *g = (ref__gridq *)malloc(sizeof *g);
        if (!g) return -1;
        ref__gridq_init(type, g);
        for (i = 0; i < n / 256; i++) ref__quant_grid(type, g, src + 256 * i, p + sz * i);
        free(g);
        return 0;
    }
    default: return -1;
    }
}


/* ------------------------------------------------------------------ GGUF reader
   Reads a whole file into memory and indexes its KV pairs and tensor infos; every
   length and offset is checked against the buffer. Values stay in the buffer: a KV
   records where its value bytes start (after the type) and how long they are. */

enum {
    REF_GGUF_U8 = 0, REF_GGUF_I8 = 1, REF_GGUF_U16 = 2, REF_GGUF_I16 = 3, REF_GGUF_U32 = 4,
    REF_GGUF_I32 = 5, REF_GGUF_F32 = 6, REF_GGUF_BOOL = 7, REF_GGUF_STR = 8, REF_GGUF_ARR = 9,
    REF_GGUF_U64 = 10, REF_GGUF_I64 = 11, REF_GGUF_F64 = 12
};

typedef struct ref_gguf_kv {
    const char *key; /* points into the buffer, not NUL-terminated */
    size_t key_len;
    uint32_t type;
    size_t voff, vlen;   /* value bytes [voff, voff+vlen) in the buffer */
    uint32_t arr_type;   /* for arrays */
    uint64_t arr_n;
    size_t arr_off;      /* first element */
} ref_gguf_kv;

typedef struct ref_gguf_tensor {
    char name[128];
    uint32_t n_dims;
    int64_t ne[4];
    uint32_t type;
    uint64_t offset;     /* relative to the data section */
    const uint8_t *data;
    size_t nbytes;
} ref_gguf_tensor;

typedef struct ref_gguf {
    uint8_t *buf;
    size_t size;
    uint32_t version, alignment;
    ref_gguf_kv *kv;
    uint64_t n_kv;
    ref_gguf_tensor *t;
    uint64_t n_t;
    size_t data_off;
} ref_gguf;

typedef struct ref__cur {
    const uint8_t *p;
    size_t size, pos;
    int bad;
} ref__cur;

static uint64_t ref__get(ref__cur *c, int nbytes) {
    uint64_t v = 0;
    int i;
    if (c->bad || c->size - c->pos < (size_t)nbytes) { c->bad = 1; return 0; }
    for (i = 0; i < nbytes; i++) v |= (uint64_t)c->p[c->pos + i] << (8 * i);
    c->pos += (size_t)nbytes;
    return v;
}

static int ref__scalar_size(uint32_t type) {
    switch (type) {
    case REF_GGUF_U8: case REF_GGUF_I8: case REF_GGUF_BOOL: return 1;
    case REF_GGUF_U16: case REF_GGUF_I16: return 2;
    case REF_GGUF_U32: case REF_GGUF_I32: case REF_GGUF_F32: return 4;
    case REF_GGUF_U64: case REF_GGUF_I64: case REF_GGUF_F64: return 8;
    default: return 0;
    }
}

static void ref__skip_value(ref__cur *c, uint32_t type, int depth) {
    if (type == REF_GGUF_STR) {
        uint64_t n = ref__get(c, 8);
        if (c->bad || n > c->size - c->pos) { c->bad = 1; return; }
        c->pos += (size_t)n;
    } else if (type == REF_GGUF_ARR) {
        uint32_t et = (uint32_t)ref__get(c, 4);
        uint64_t n = ref__get(c, 8), i;
        int es = ref__scalar_size(et);
        if (c->bad || depth > 4) { c->bad = 1; return; }
        if (es) {
            if (n > (c->size - c->pos) / (uint64_t)es) { c->bad = 1; return; }
            c->pos += (size_t)(n * (uint64_t)es);
        } else {
            for (i = 0; i < n && !c->bad; i++) ref__skip_value(c, et, depth + 1);
        }
    } else {
        int es = ref__scalar_size(type);
        if (!es || c->size - c->pos < (size_t)es) { c->bad = 1; return; }
        c->pos += (size_t)es;
    }
}

REF_FN void ref_gguf_close(ref_gguf *g) {
    if (!g) return;
    free(g->buf);
    free(g->kv);
    free(g->t);
    memset(g, 0, sizeof *g);
}

#define REF__ERR(...) do { if (err && errcap) snprintf(err, errcap, __VA_ARGS__); } while (0)

/* Parses a GGUF image that g->buf / g->size already hold. 0 on success. */
REF_FN int ref_gguf_parse(ref_gguf *g, char *err, size_t errcap) {
    ref__cur c;
    uint64_t i;
    size_t end;
    c.p = g->buf; c.size = g->size; c.pos = 0; c.bad = 0;
    if (ref__get(&c, 4) != 0x46554747u) { REF__ERR("not a GGUF file (bad magic)"); return -1; }
    g->version = (uint32_t)ref__get(&c, 4);
    if (g->version < 2 || g->version > 3) { REF__ERR("unsupported GGUF version %u", g->version); return -1; }
    g->n_t = ref__get(&c, 8);
    g->n_kv = ref__get(&c, 8);
    if (c.bad || g->n_t > g->size / 24 || g->n_kv > g->size / 13) { REF__ERR("bad tensor/KV counts"); return -1; }
    g->kv = (ref_gguf_kv *)calloc((size_t)g->n_kv + 1, sizeof *g->kv);
    g->t = (ref_gguf_tensor *)calloc((size_t)g->n_t + 1, sizeof *g->t);
    if (!g->kv || !g->t) { REF__ERR("out of memory"); return -1; }
    g->alignment = 32;
    for (i = 0; i < g->n_kv; i++) {
        ref_gguf_kv *kv = &g->kv[i];
        uint64_t kl = ref__get(&c, 8);
        if (c.bad || kl > c.size - c.pos) { REF__ERR("KV %llu: bad key length", (unsigned long long)i); return -1; }
        kv->key = (const char *)c.p + c.pos;
        kv->key_len = (size_t)kl;
        c.pos += (size_t)kl;
        kv->type = (uint32_t)ref__get(&c, 4);
        kv->voff = c.pos;
        if (kv->type == REF_GGUF_ARR && !c.bad) {
            ref__cur a = c;
            kv->arr_type = (uint32_t)ref__get(&a, 4);
            kv->arr_n = ref__get(&a, 8);
            kv->arr_off = a.pos;
        }
        ref__skip_value(&c, kv->type, 0);
        if (c.bad) {
            REF__ERR("KV '%.*s': value runs past the end of the file or has a bad type", (int)kl, kv->key);
            return -1;
        }
        kv->vlen = c.pos - kv->voff;
        if (kl == 17 && !memcmp(kv->key, "general.alignment", 17)) {
            if (kv->type != REF_GGUF_U32) { REF__ERR("general.alignment is not u32"); return -1; }
            g->alignment = (uint32_t)(c.p[kv->voff] | (c.p[kv->voff + 1] << 8) | (c.p[kv->voff + 2] << 16) |
                                      ((uint32_t)c.p[kv->voff + 3] << 24));
            if (!g->alignment || (g->alignment & (g->alignment - 1))) {
                REF__ERR("bad general.alignment %u", g->alignment);
                return -1;
            }
        }
    }
    for (i = 0; i < g->n_t; i++) {
        ref_gguf_tensor *t = &g->t[i];
        uint64_t nl = ref__get(&c, 8);
        uint32_t d;
        if (c.bad || nl > c.size - c.pos || nl >= sizeof t->name) {
            REF__ERR("tensor %llu: bad name", (unsigned long long)i);
            return -1;
        }
        memcpy(t->name, c.p + c.pos, (size_t)nl);
        c.pos += (size_t)nl;
        t->n_dims = (uint32_t)ref__get(&c, 4);
        if (t->n_dims < 1 || t->n_dims > 4) { REF__ERR("tensor '%s': bad n_dims %u", t->name, t->n_dims); return -1; }
        for (d = 0; d < 4; d++) t->ne[d] = 1;
        for (d = 0; d < t->n_dims; d++) {
            uint64_t ne = ref__get(&c, 8);
            if (ne > ((uint64_t)1 << 40)) { REF__ERR("tensor '%s': bad ne[%u]", t->name, d); return -1; }
            t->ne[d] = (int64_t)ne;
        }
        t->type = (uint32_t)ref__get(&c, 4);
        t->offset = ref__get(&c, 8);
        if (c.bad) { REF__ERR("tensor '%s': info runs past the end of the file", t->name); return -1; }
    }
    end = c.pos;
    g->data_off = (end + g->alignment - 1) / g->alignment * g->alignment;
    for (i = 0; i < g->n_t; i++) {
        ref_gguf_tensor *t = &g->t[i];
        size_t row = ref_row_size((int)t->type, t->ne[0]);
        uint64_t nrows = (uint64_t)t->ne[1] * (uint64_t)t->ne[2] * (uint64_t)t->ne[3];
        if (!row) {
            REF__ERR("tensor '%s': unsupported type %u or ne[0]=%lld not a block multiple", t->name, t->type,
                     (long long)t->ne[0]);
            return -1;
        }
        if (t->offset % g->alignment) {
            REF__ERR("tensor '%s': offset %llu not aligned", t->name, (unsigned long long)t->offset);
            return -1;
        }
        if (nrows && row > (uint64_t)-1 / nrows) { REF__ERR("tensor '%s': too large", t->name); return -1; }
        t->nbytes = (size_t)(row * nrows);
        if (g->data_off > g->size || t->offset > g->size - g->data_off ||
            t->nbytes > g->size - g->data_off - t->offset) {
            REF__ERR("tensor '%s': data [%llu, +%llu) past the end of the file", t->name,
                     (unsigned long long)(g->data_off + t->offset), (unsigned long long)t->nbytes);
            return -1;
        }
        t->data = g->buf + g->data_off + t->offset;
    }
    return 0;
}

/* Reads and parses a whole file. 0 on success; on failure g is left closed. */
REF_FN int ref_gguf_open(ref_gguf *g, const char *path, char *err, size_t errcap) {
    FILE *f;
    long sz;
    memset(g, 0, sizeof *g);
    f = fopen(path, "rb");
    if (!f) { REF__ERR("cannot open %s", path); return -1; }
    if (fseek(f, 0, SEEK_END) || (sz = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
        fclose(f);
        REF__ERR("cannot size %s", path);
        return -1;
    }
    g->size = (size_t)sz;
    g->buf = (uint8_t *)malloc(g->size ? g->size : 1);
    if (!g->buf || fread(g->buf, 1, g->size, f) != g->size) {
        fclose(f);
        ref_gguf_close(g);
        REF__ERR("cannot read %s", path);
        return -1;
    }
    fclose(f);
    if (ref_gguf_parse(g, err, errcap)) { ref_gguf_close(g); return -1; }
    return 0;
}

REF_FN const ref_gguf_kv *ref_gguf_kv_find(const ref_gguf *g, const char *key) {
    size_t n = strlen(key);
    uint64_t i;
    for (i = 0; i < g->n_kv; i++)
        if (g->kv[i].key_len == n && !memcmp(g->kv[i].key, key, n)) return &g->kv[i];
    return NULL;
}

static int ref__scalar_num(const uint8_t *p, uint32_t type, double *out) {
    uint64_t u = 0;
    int i, n = ref__scalar_size(type);
    for (i = 0; i < n; i++) u |= (uint64_t)p[i] << (8 * i);
    switch (type) {
    case REF_GGUF_U8:
    case REF_GGUF_U16:
    case REF_GGUF_U32:
    case REF_GGUF_U64:
    case REF_GGUF_BOOL: *out = (double)u; return 0;
    case REF_GGUF_I8: *out = (double)(int8_t)u; return 0;
    case REF_GGUF_I16: *out = (double)(int16_t)u; return 0;
    case REF_GGUF_I32: *out = (double)(int32_t)u; return 0;
    case REF_GGUF_I64: *out = (double)(int64_t)u; return 0;
    case REF_GGUF_F32: { uint32_t b = (uint32_t)u; float f; memcpy(&f, &b, 4); *out = f; return 0; }
    case REF_GGUF_F64: { double f; memcpy(&f, &u, 8); *out = f; return 0; }
    default: return -1;
    }
}

/* numeric value of any scalar KV (integers, floats, bool); 0 on success, -1 missing / not a number */
REF_FN int ref_gguf_get_num(const ref_gguf *g, const char *key, double *out) {
    const ref_gguf_kv *kv = ref_gguf_kv_find(g, key);
    if (!kv || kv->type == REF_GGUF_STR || kv->type == REF_GGUF_ARR) return -1;
    return ref__scalar_num(g->buf + kv->voff, kv->type, out);
}

/* string KV: pointer into the buffer and its length; 0 on success */
REF_FN int ref_gguf_get_str(const ref_gguf *g, const char *key, const char **s, size_t *len) {
    const ref_gguf_kv *kv = ref_gguf_kv_find(g, key);
    if (!kv || kv->type != REF_GGUF_STR) return -1;
    *len = kv->vlen - 8;
    *s = (const char *)g->buf + kv->voff + 8;
    return 0;
}

/* element i of a string array KV; 0 on success (walks the array: O(i)) */
REF_FN int ref_gguf_arr_str(const ref_gguf *g, const ref_gguf_kv *kv, uint64_t i, const char **s, size_t *len) {
    size_t pos;
    uint64_t k;
    if (!kv || kv->type != REF_GGUF_ARR || kv->arr_type != REF_GGUF_STR || i >= kv->arr_n) return -1;
    pos = kv->arr_off;
    for (k = 0;; k++) {
        uint64_t n = 0;
        int b;
        for (b = 0; b < 8; b++) n |= (uint64_t)g->buf[pos + b] << (8 * b);
        if (k == i) { *s = (const char *)g->buf + pos + 8; *len = (size_t)n; return 0; }
        pos += 8 + (size_t)n;
    }
}

/* element i of a numeric array KV; 0 on success */
REF_FN int ref_gguf_arr_num(const ref_gguf *g, const ref_gguf_kv *kv, uint64_t i, double *out) {
    int es;
    if (!kv || kv->type != REF_GGUF_ARR || i >= kv->arr_n) return -1;
    es = ref__scalar_size(kv->arr_type);
    if (!es) return -1;
    return ref__scalar_num(g->buf + kv->arr_off + (size_t)i * (size_t)es, kv->arr_type, out);
}

REF_FN const ref_gguf_tensor *ref_gguf_tensor_find(const ref_gguf *g, const char *name) {
    uint64_t i;
    for (i = 0; i < g->n_t; i++)
        if (!strcmp(g->t[i].name, name)) return &g->t[i];
    return NULL;
}

/* ------------------------------------------------------------------ forward pass */

enum { REF_ARCH_LLAMA = 0, REF_ARCH_QWEN2 = 1, REF_ARCH_QWEN3 = 2, REF_ARCH_SMOLLM3 = 3, REF_ARCH_PHI3 = 4,
       REF_ARCH_QWEN35 = 5 };

/* One row per architecture, written from each family's reference (Hugging Face
   modeling code, llama.cpp's graph), independently of vkinfer's table: how RoPE pairs
   dimensions, which layers skip RoPE, whether Q/K/V and gate/up come fused, which
   tensors are read. The tests iterate over it: a family added here (and to
   tests/mkmodel.c) is tested by every whole-model test. */
typedef struct ref_arch {
    const char *name;
    int neox;           /* RoPE pairs (i, i + n/2), else (2i, 2i + 1) */
    int nope_step;      /* layers l with (l + 1) % nope_step == 0 have no RoPE (0: none) */
    int fused;          /* attn_qkv and ffn_up holding gate then up (Phi-3) */
    int qk_norm;        /* per-head RMSNorm of q and k (required) */
    int rope_freqs;     /* reads rope_freqs.weight (Llama 3) */
    int hybrid;         /* Qwen3.5: gated delta net layers between gated attention layers (every
                           full_attention_interval-th), post_attention_norm the FFN's norm */
    int gemma;          /* Gemma 3 (ref__attention, ref__ffn): embeddings times sqrt(n_embd); norms after
                           attention and after the FFN; GELU (tanh form) instead of SiLU; sliding-window
                           layers (all but every 6th) with their own RoPE base; queries scaled by
                           1/sqrt(query_pre_attn_scalar) */
    int gpu;            /* vkinfer computes it: the whole-model tests compare it (0: the reference only) */
} ref_arch;
static const ref_arch ref_archs[] = {
    {"llama", 0, 0, 0, 0, 1, 0, 0, 1},  {"qwen2", 1, 0, 0, 0, 0, 0, 0, 1},  {"qwen3", 1, 0, 0, 1, 0, 0, 0, 1},
    {"smollm3", 0, 4, 0, 0, 0, 0, 0, 1}, {"phi3", 1, 0, 1, 0, 0, 0, 0, 1},   {"qwen35", 1, 0, 0, 1, 0, 1, 0, 1},
    {"mistral3", 0, 0, 0, 0, 0, 0, 0, 1}, {"gemma3", 1, 0, 0, 1, 0, 0, 1, 1},
};
#define REF_N_ARCHS ((int)(sizeof ref_archs / sizeof ref_archs[0]))

/* Whether the whole-model tests run architecture a in weight type `type`: the first three
   every type, the families added later the types named when they were added (F16, Q8_0,
   Q4_K_M), so that each row costs CI little */
REF_FN int ref_arch_runs_type(int a, const char *type) {
    if (!ref_archs[a].gpu) return 0;
    return a < 3 || !strcmp(type, "F16") || !strcmp(type, "Q8_0") || !strcmp(type, "Q4_K_M");
}

typedef struct ref_layer {
    const ref_gguf_tensor *attn_norm, *wq, *wk, *wv, *wo, *bq, *bk, *bv, *bo, *q_norm, *k_norm;
    const ref_gguf_tensor *ffn_norm, *gate, *up, *down;
    const ref_gguf_tensor *wqkv, *gate_up; /* fused (Phi-3): q | k | v rows; gate rows then up rows */
    const ref_gguf_tensor *post_attn, *post_ffn; /* Gemma 3: norms of the attention and FFN outputs */
    int swa;            /* Gemma 3: a sliding-window layer */
    int linear;         /* a gated delta net layer (Qwen3.5); else attention (gated: wq holds [q | gate] per head) */
    const ref_gguf_tensor *ssm_qkv, *ssm_z, *ssm_alpha, *ssm_beta, *ssm_conv, *ssm_dt, *ssm_a, *ssm_norm, *ssm_out;
} ref_layer;

/* a matrix dequantized once (ref_model's cache; outside it, so C++ sees one type) */
typedef struct ref__deq { const uint8_t *data; int type; int64_t n; float *f; } ref__deq;

typedef struct ref_model {
    ref_gguf g;
    int arch;
    const ref_arch *ar;
    int n_layer, n_embd, n_head, n_head_kv, head_dim, n_ff, n_vocab, n_ctx_train;
    int n_rot;                /* rope.dimension_count: leading dimensions RoPE rotates */
    double eps, rope_base, rope_pscale, rope_mscale; /* pscale: linear scaling; mscale: LongRoPE's factor */
    double yarn_ext, yarn_lo, yarn_hi; /* YaRN (ref_rope_yarn); ext 0: none */
    double attn_temp;         /* Ministral 3: queries scaled by 1 + t ln(floor((pos + 1) / orig) + 1) */
    /* Gemma 3: the window of the sliding layers (a position sees itself and the n_swa - 1
       before it), every swa_every-th layer global; the sliding layers' RoPE base (unscaled);
       the queries' scale; the embeddings' */
    int n_swa, swa_every;
    double rope_base_swa, q_scale, emb_scale;
    const ref_gguf_tensor *tok_embd, *output_norm, *output, *rope_freqs;
    const ref_gguf_tensor *rope_long; /* LongRoPE: rope_freqs holds the short factors */
    int rope_orig_ctx;        /* LongRoPE: contexts past it take the long factors */
    int n_ctx;                /* the context the model is run with (LongRoPE's choice; 0: short) */
    int tied;                 /* output is token_embd */
    ref_layer *layers;
    float *freq_factors;      /* n_rot/2 divisors of the RoPE frequencies, or NULL */
    float *long_factors;      /* LongRoPE's long ones, or NULL */
    int pos, cap;             /* next position; KV capacity in positions */
    double **kc, **vc;        /* per layer: [cap][n_head_kv*head_dim] */
    double *x, *xn, *q, *k, *v, *att, *tmp, *gate, *up, *scores, *logits;
    double *final_norm;       /* last token's hidden state after output_norm (for tests) */
    double *xq;               /* a mat-vec's input rounded to int8 (act_q8) */
    float *row;
    int act_q8;               /* see the top of this file */
    double act_margin;
    int kv_f16;
    double margin_floor;      /* see the top of this file */
    /* gated delta net (Qwen3.5): key heads of dk, value heads of dv, conv channels, the
       full-attention interval; per layer the last 3 raw conv inputs [3][conv] and the state
       [hv][dk][dv]; scratch */
    int ssm_hk, ssm_dk, ssm_hv, ssm_dv, ssm_conv, full_every;
    double **conv_hist, **ssm_state;
    double **prev_hist, **prev_state; /* both as they were before the last ref_eval (ref_back) */
    double *mixed, *zv, *gbuf;
    /* matrices dequantized once (by data pointer, row views too): a mat-vec otherwise
       decodes every row at every position, the tests' main cost on large vocabularies */
    ref__deq *deq;
    int n_deq;
    size_t deq_bytes;
} ref_model;

/* Rounds x to int8 in 16-element blocks: d = max|x| / 127, q = x / d rounded to the
   nearest (ties to even), x ~ q d. n is a multiple of 16. near (when given) gets, per
   element, d where x / d lies within `margin` of a half-way point (a float computation
   of the same value may round the other way, by d), else 0. Returns the smallest
   distance from a half-way point. */
REF_FN double ref_quant_act(const double *x, int n, double *xq, double margin, double *near) {
    double least = 0.5;
    int b, i;
    for (b = 0; b < n; b += 16) {
        double amax = 0.0, d;
        for (i = b; i < b + 16; i++) amax = fabs(x[i]) > amax ? fabs(x[i]) : amax;
        d = amax / 127.0;
        for (i = b; i < b + 16; i++) {
            double t = amax > 0.0 ? x[i] * 127.0 / amax : 0.0, r = nearbyint(t), m = 0.5 - fabs(r - t);
            if (near) near[i] = m < margin ? d : 0.0;
            if (m < least) least = m;
            xq[i] = r * d;
        }
    }
    return least;
}

/* RMSNorm: y = x / sqrt(mean(x^2) + eps) * w, w dequantized from a 1-D tensor (or NULL) */
static void ref__rmsnorm(double *y, const double *x, int n, double eps, const float *w) {
    double ss = 0.0, s;
    int i;
    for (i = 0; i < n; i++) ss += x[i] * x[i];
    s = 1.0 / sqrt(ss / n + eps);
    for (i = 0; i < n; i++) y[i] = x[i] * s * (w ? (double)w[i] : 1.0);
}

REF_FN void ref_rope_ext(double *x, int n, int pos, double base, const float *ff, int neox, double pscale,
                         double mscale);
REF_FN void ref_rope_yarn(double *x, int n, int pos, double base, const float *ff, int neox, double pscale,
                          double mscale, double ext, double lo, double hi);
/* Rotates one head in place. neox: pairs (i, i+n/2); otherwise pairs (2i, 2i+1).
   theta_i = pos * base^(-2i/n) / ff[i]. */
REF_FN void ref_rope(double *x, int n, int pos, double base, const float *ff, int neox) {
    ref_rope_ext(x, n, pos, base, ff, neox, 1.0, 1.0);
}

/* ref_rope of the first n dimensions of a head, positions scaled by pscale (linear
   scaling), the rotated values by mscale (LongRoPE's attention factor) */
REF_FN void ref_rope_ext(double *x, int n, int pos, double base, const float *ff, int neox, double pscale,
                         double mscale) {
    ref_rope_yarn(x, n, pos, base, ff, neox, pscale, mscale, 0.0, 0.0, 0.0);
}

/* ref_rope_ext with YaRN (the YaRN paper's "NTK-by-parts" as ggml computes it): pair i's
   angle is the scaled one, (pos * pscale) * w_i, moved towards the unscaled pos * w_i by
   ext * r_i, where r_i = 1 for i <= lo, 0 for i >= hi, linear between */
REF_FN void ref_rope_yarn(double *x, int n, int pos, double base, const float *ff, int neox, double pscale,
                          double mscale, double ext, double lo, double hi) {
    int i;
    for (i = 0; i < n / 2; i++) {
        double w = pow(base, -2.0 * i / n), th = (double)pos * pscale * w, c, s, a, b;
        int i0 = neox ? i : 2 * i, i1 = neox ? i + n / 2 : 2 * i + 1;
        if (ext != 0.0) {
            double r = (i - lo) / (hi - lo > 0.001 ? hi - lo : 0.001), mix;
            r = r < 0.0 ? 0.0 : r > 1.0 ? 1.0 : r;
            mix = ext * (1.0 - r);
            th = th * (1.0 - mix) + (double)pos * w * mix;
        }
        if (ff) th /= (double)ff[i];
        c = cos(th) * mscale;
        s = sin(th) * mscale;
        a = x[i0];
        b = x[i1];
        x[i0] = a * c - b * s;
        x[i1] = a * s + b * c;
    }
}

/* y[r] = sum_c W[r][c] x[c] (+ bias[r]) for a [n_in, n_out] GGUF matrix */
/* w's values as f32, decoded on first use and kept (up to 1 GiB in all; NULL past it:
   the caller decodes row by row) */
static const float *ref__deq_matrix(ref_model *m, const ref_gguf_tensor *w) {
    int64_t n = w->ne[0] * w->ne[1], r;
    size_t rs = ref_row_size((int)w->type, w->ne[0]), bytes = (size_t)n * sizeof(float);
    ref__deq *d;
    float *f;
    int i;
    for (i = 0; i < m->n_deq; i++)
        if (m->deq[i].data == w->data && m->deq[i].type == (int)w->type && m->deq[i].n == n) return m->deq[i].f;
    if (m->deq_bytes + bytes > ((size_t)1 << 30)) return NULL;
    if (!(f = (float *)malloc(bytes))) return NULL;
    if (!(d = (ref__deq *)realloc(m->deq, sizeof *d * (size_t)(m->n_deq + 1)))) { free(f); return NULL; }
    m->deq = d;
    for (r = 0; r < w->ne[1]; r++)
        ref_dequant_row((int)w->type, w->data + (size_t)r * rs, f + (size_t)r * (size_t)w->ne[0], w->ne[0]);
    d[m->n_deq].data = w->data;
    d[m->n_deq].type = (int)w->type;
    d[m->n_deq].n = n;
    d[m->n_deq++].f = f;
    m->deq_bytes += bytes;
    return f;
}

static void ref__matvec(ref_model *m, const ref_gguf_tensor *w, const double *x, double *y,
                        const ref_gguf_tensor *bias) {
    int64_t r, c, n_in = w->ne[0], n_out = w->ne[1];
    size_t rs = ref_row_size((int)w->type, n_in);
    if (m->act_q8 && ref_type_act_q8((int)w->type, n_in)) {
        double least = ref_quant_act(x, (int)n_in, m->xq, 0.0, NULL);
        if (least < m->act_margin) m->act_margin = least;
        x = m->xq;
    }
    const float *wf = ref__deq_matrix(m, w);
    for (r = 0; r < n_out; r++) {
        double acc = 0.0;
        const float *row = wf ? wf + (size_t)r * (size_t)n_in : m->row;
        if (!wf) ref_dequant_row((int)w->type, w->data + (size_t)r * rs, m->row, n_in);
        for (c = 0; c < n_in; c++) acc += (double)row[c] * x[c];
        y[r] = acc;
    }
    if (bias) {
        ref_dequant_row((int)bias->type, bias->data, m->row, n_out);
        for (r = 0; r < n_out; r++) y[r] += (double)m->row[r];
    }
}

/* YaRN from the file's keys (rope.scaling.type "yarn"): positions scaled by 1 / factor
   but for the low pairs (ref_rope_yarn), whose range is where a pair turns beta_fast and
   beta_slow times over the original context, computed in f32 and rounded out as ggml does;
   the rotated values scaled by 1 + 0.1 ln(factor), and by (1 + 0.1 ln f) / (1 + 0.1 L ln f)
   more for a yarn_log_multiplier L (llama.cpp's attention factor for Ministral 3). 0 on
   success. */
static int ref__yarn(ref_model *m, const char *arch, size_t alen) {
    char key[96];
    const char *st;
    size_t sl;
    double v, factor, fast = 32.0, slow = 1.0, logmul = 0.0, ms;
    float lo, hi, two_pi = 2.0f * 3.14159265358979f, nr, lb;
    snprintf(key, sizeof key, "%.*s.rope.scaling.type", (int)alen, arch);
    if (ref_gguf_get_str(&m->g, key, &st, &sl) || sl != 4 || memcmp(st, "yarn", 4)) return 0;
    snprintf(key, sizeof key, "%.*s.rope.scaling.factor", (int)alen, arch);
    if (ref_gguf_get_num(&m->g, key, &factor) || !(factor > 0.0)) return -1;
#define REF__YKEY(name, dst)                                                                  \
    do {                                                                                      \
        snprintf(key, sizeof key, "%.*s.rope.scaling." name, (int)alen, arch);               \
        if (!ref_gguf_get_num(&m->g, key, &v)) dst = v;                                       \
    } while (0)
    REF__YKEY("yarn_beta_fast", fast);
    REF__YKEY("yarn_beta_slow", slow);
    REF__YKEY("yarn_log_multiplier", logmul);
#undef REF__YKEY
    nr = (float)m->n_rot;
    lb = 2.0f * logf((float)m->rope_base);
    lo = floorf(nr * logf((float)m->rope_orig_ctx / ((float)fast * two_pi)) / lb);
    hi = ceilf(nr * logf((float)m->rope_orig_ctx / ((float)slow * two_pi)) / lb);
    m->yarn_lo = lo > 0.0f ? lo : 0.0;
    m->yarn_hi = hi < (float)(m->n_rot - 1) ? hi : (double)(m->n_rot - 1);
    m->yarn_ext = 1.0;
    m->rope_pscale = 1.0 / (float)factor;
    ms = 1.0 + 0.1 * log(factor);
    if (logmul != 0.0 && factor > 1.0) ms *= ms / (1.0 + 0.1 * logmul * log(factor));
    m->rope_mscale *= ms;
    return 0;
}

REF_FN void ref_free(ref_model *m) {
    int l;
    if (!m) return;
    if (m->kc)
        for (l = 0; l < m->n_layer; l++) { free(m->kc[l]); free(m->vc[l]); }
    free(m->kc); free(m->vc);
    free(m->layers); free(m->freq_factors); free(m->long_factors);
    free(m->x); free(m->xn); free(m->q); free(m->k); free(m->v); free(m->att); free(m->tmp);
    free(m->gate); free(m->up); free(m->scores); free(m->logits); free(m->final_norm); free(m->xq); free(m->row);
    if (m->conv_hist)
        for (l = 0; l < m->n_layer; l++) { free(m->conv_hist[l]); free(m->ssm_state[l]); }
    if (m->prev_hist)
        for (l = 0; l < m->n_layer; l++) { free(m->prev_hist[l]); free(m->prev_state[l]); }
    free(m->conv_hist); free(m->ssm_state); free(m->mixed); free(m->zv); free(m->gbuf);
    free(m->prev_hist); free(m->prev_state);
    for (l = 0; l < m->n_deq; l++) free(m->deq[l].f);
    free(m->deq);
    ref_gguf_close(&m->g);
    free(m);
}

/* values of one layer's delta-rule state (Qwen3.5) */
static size_t ref__state_elems(const ref_model *m) {
    return (size_t)m->ssm_hv * (size_t)m->ssm_dk * (size_t)m->ssm_dv;
}

/* Copies the recurrent states of every linear layer from (src) to (dst) */
static void ref__copy_states(ref_model *m, double **dh, double **ds, double **sh, double **ss) {
    int l;
    for (l = 0; dh && l < m->n_layer; l++)
        if (dh[l]) {
            memcpy(dh[l], sh[l], sizeof(double) * 3 * (size_t)m->ssm_conv);
            memcpy(ds[l], ss[l], sizeof(double) * ref__state_elems(m));
        }
}

/* Undoes the last ref_eval (once): one position back, the recurrent states as they were */
REF_FN void ref_back(ref_model *m) {
    m->pos--;
    ref__copy_states(m, m->conv_hist, m->ssm_state, m->prev_hist, m->prev_state);
}

/* Back to position 0: the recurrent states (Qwen3.5) start from zeros again */
REF_FN void ref_reset(ref_model *m) {
    int l;
    m->pos = 0;
    for (l = 0; m->conv_hist && l < m->n_layer; l++)
        if (m->conv_hist[l]) {
            memset(m->conv_hist[l], 0, sizeof(double) * 3 * (size_t)m->ssm_conv);
            memset(m->ssm_state[l], 0, sizeof(double) * ref__state_elems(m));
        }
}

/* finds a tensor and checks its shape; ne1 == 0 means 1-D */
static const ref_gguf_tensor *ref__need(ref_model *m, const char *name, int64_t ne0, int64_t ne1, int optional,
                                        char *err, size_t errcap, int *fail) {
    const ref_gguf_tensor *t = ref_gguf_tensor_find(&m->g, name);
    if (!t) {
        if (!optional) { REF__ERR("missing tensor %s", name); *fail = 1; }
        return NULL;
    }
    if (t->ne[0] != ne0 || t->ne[1] != (ne1 ? ne1 : 1) || t->ne[2] != 1 || t->ne[3] != 1 ||
        (int)t->n_dims != (ne1 ? 2 : 1)) {
        REF__ERR("tensor %s has shape [%lld, %lld, %lld, %lld], expected [%lld, %lld]", name, (long long)t->ne[0],
                 (long long)t->ne[1], (long long)t->ne[2], (long long)t->ne[3], (long long)ne0,
                 (long long)(ne1 ? ne1 : 1));
        *fail = 1;
        return NULL;
    }
    return t;
}

REF_FN ref_model *ref_load(const char *path, char *err, size_t errcap) {
    ref_model *m = (ref_model *)calloc(1, sizeof *m);
    const char *arch;
    size_t alen;
    char key[160];
    double v;
    int l, fail = 0, qdim, kvdim, maxdim;
    if (!m) { REF__ERR("out of memory"); return NULL; }
    if (ref_gguf_open(&m->g, path, err, errcap)) { free(m); return NULL; }
    if (ref_gguf_get_str(&m->g, "general.architecture", &arch, &alen)) {
        REF__ERR("general.architecture missing");
        goto fail;
    }
    for (l = 0; l < REF_N_ARCHS && !m->ar; l++)
        if (strlen(ref_archs[l].name) == alen && !memcmp(arch, ref_archs[l].name, alen)) m->ar = &ref_archs[l];
    if (!m->ar) { REF__ERR("unsupported architecture '%.*s'", (int)alen, arch); goto fail; }
    m->arch = (int)(m->ar - ref_archs);
#define REF__KEY(suffix) (snprintf(key, sizeof key, "%.*s." suffix, (int)alen, arch), key)
#define REF__INT(dst, suffix, def)                                                       \
    do {                                                                                 \
        if (ref_gguf_get_num(&m->g, REF__KEY(suffix), &v)) {                             \
            if ((def) < 0) { REF__ERR("missing %s", key); goto fail; }                   \
            v = (def);                                                                   \
        }                                                                                \
        if (v < 0 || v > 1e9 || v != floor(v)) { REF__ERR("bad %s", key); goto fail; }   \
        dst = (int)v;                                                                    \
    } while (0)
    REF__INT(m->n_layer, "block_count", -1);
    REF__INT(m->n_embd, "embedding_length", -1);
    REF__INT(m->n_ff, "feed_forward_length", -1);
    REF__INT(m->n_head, "attention.head_count", -1);
    REF__INT(m->n_head_kv, "attention.head_count_kv", m->n_head);
    REF__INT(m->n_ctx_train, "context_length", 0);
    if (m->n_head <= 0 || m->n_head_kv <= 0 || m->n_head % m->n_head_kv || m->n_embd <= 0 || m->n_layer <= 0 ||
        m->n_ff <= 0) {
        REF__ERR("bad head counts or sizes"); goto fail;
    }
    REF__INT(m->head_dim, "attention.key_length", m->n_embd / m->n_head);
    {
        int vl;
        REF__INT(vl, "attention.value_length", m->head_dim);
        if (vl != m->head_dim || m->head_dim <= 0 || m->head_dim % 2) {
            REF__ERR("key_length %d / value_length %d unsupported", m->head_dim, vl);
            goto fail;
        }
    }
    if (ref_gguf_get_num(&m->g, REF__KEY("attention.layer_norm_rms_epsilon"), &v)) {
        REF__ERR("missing %s", key);
        goto fail;
    }
    m->eps = (float)v; /* stored as f32: use exactly that value */
    if (ref_gguf_get_num(&m->g, REF__KEY("rope.freq_base"), &v)) v = 10000.0;
    m->rope_base = (float)v;
    REF__INT(m->n_rot, "rope.dimension_count", m->head_dim);
    REF__INT(m->rope_orig_ctx, "rope.scaling.original_context_length", m->n_ctx_train);
    m->rope_pscale = ref_gguf_get_num(&m->g, REF__KEY("rope.scale_linear"), &v) ? 1.0 : 1.0 / (float)v;
    if (!ref_gguf_get_num(&m->g, REF__KEY("rope.scaling.factor"), &v)) {
        const char *st;
        size_t sl;
        snprintf(key, sizeof key, "%.*s.rope.scaling.type", (int)alen, arch);
        if (!ref_gguf_get_str(&m->g, key, &st, &sl) && sl == 6 && !memcmp(st, "linear", 6))
            m->rope_pscale = 1.0 / (float)v;
    }
    m->rope_mscale = ref_gguf_get_num(&m->g, REF__KEY("rope.scaling.attn_factor"), &v) ? 1.0 : (double)(float)v;
    m->attn_temp = ref_gguf_get_num(&m->g, REF__KEY("attention.temperature_scale"), &v) ? 0.0 : (double)(float)v;
    if (ref__yarn(m, arch, alen)) goto fail;
    m->q_scale = 1.0;
    m->emb_scale = 1.0;
    if (m->ar->gemma) {
        /* llama.cpp's gemma3: sliding layers il % 6 < 5; the sliding base from the key where a file
           has it, else 10000, never scaled; queries by 1/sqrt(query_pre_attn_scalar), which is
           n_embd / n_head for the 62-layer model (27B), head_dim for the others */
        REF__INT(m->n_swa, "attention.sliding_window", -1);
        if (m->n_swa <= 0) { REF__ERR("bad sliding window"); goto fail; }
        m->swa_every = 6;
        m->rope_base_swa = ref_gguf_get_num(&m->g, REF__KEY("rope.freq_base_swa"), &v) ? 10000.0 : (double)(float)v;
        m->q_scale = 1.0 / sqrt(m->n_layer == 62 ? (double)(m->n_embd / m->n_head) : (double)m->head_dim);
        m->emb_scale = sqrt((double)m->n_embd);
    }
    if (m->ar->hybrid) {
        int inner, nextn;
        REF__INT(m->ssm_dk, "ssm.state_size", -1);
        REF__INT(m->ssm_hk, "ssm.group_count", -1);
        REF__INT(m->ssm_hv, "ssm.time_step_rank", -1);
        REF__INT(inner, "ssm.inner_size", -1);
        REF__INT(m->full_every, "full_attention_interval", 4);
        REF__INT(nextn, "nextn_predict_layers", 0);
        {
            int kc;
            REF__INT(kc, "ssm.conv_kernel", -1);
            if (kc != 4) { REF__ERR("conv kernel %d unsupported", kc); goto fail; }
        }
        if (m->ssm_hk <= 0 || m->ssm_hv % m->ssm_hk || inner % m->ssm_hv || m->full_every <= 0 || nextn >= m->n_layer) {
            REF__ERR("bad ssm sizes"); goto fail;
        }
        m->ssm_dv = inner / m->ssm_hv;
        m->ssm_conv = 2 * m->ssm_hk * m->ssm_dk + inner;
        m->n_layer -= nextn; /* multi-token-prediction blocks: not part of the forward pass */
    }
#undef REF__INT
#undef REF__KEY
    qdim = m->n_head * m->head_dim;
    kvdim = m->n_head_kv * m->head_dim;
    {
        const ref_gguf_tensor *te = ref_gguf_tensor_find(&m->g, "token_embd.weight");
        if (!te) { REF__ERR("missing tensor token_embd.weight"); goto fail; }
        m->n_vocab = (int)te->ne[1];
    }
    m->tok_embd = ref__need(m, "token_embd.weight", m->n_embd, m->n_vocab, 0, err, errcap, &fail);
    m->output_norm = ref__need(m, "output_norm.weight", m->n_embd, 0, 0, err, errcap, &fail);
    m->output = ref__need(m, "output.weight", m->n_embd, m->n_vocab, 1, err, errcap, &fail);
    if (m->ar->rope_freqs) m->rope_freqs = ref__need(m, "rope_freqs.weight", m->n_rot / 2, 0, 1, err, errcap, &fail);
    if (!m->rope_freqs) {
        m->rope_freqs = ref__need(m, "rope_factors_short.weight", m->n_rot / 2, 0, 1, err, errcap, &fail);
        m->rope_long = ref__need(m, "rope_factors_long.weight", m->n_rot / 2, 0, 1, err, errcap, &fail);
    }
    if (fail) goto fail;
    if (!m->output) { m->output = m->tok_embd; m->tied = 1; }
    m->layers = (ref_layer *)calloc((size_t)m->n_layer, sizeof *m->layers);
    if (!m->layers) { REF__ERR("out of memory"); goto fail; }
    for (l = 0; l < m->n_layer && !fail; l++) {
        ref_layer *L = &m->layers[l];
        char nm[96];
#define REF__T(field, suffix, a, b, opt) \
    (snprintf(nm, sizeof nm, "blk.%d." suffix, l), L->field = ref__need(m, nm, a, b, opt, err, errcap, &fail))
        REF__T(attn_norm, "attn_norm.weight", m->n_embd, 0, 0);
        L->linear = m->ar->hybrid && (l + 1) % m->full_every != 0;
        if (m->ar->hybrid) {
            int vi = m->ssm_hv * m->ssm_dv;
            REF__T(ffn_norm, "post_attention_norm.weight", m->n_embd, 0, 0);
            REF__T(gate, "ffn_gate.weight", m->n_embd, m->n_ff, 0);
            REF__T(up, "ffn_up.weight", m->n_embd, m->n_ff, 0);
            REF__T(down, "ffn_down.weight", m->n_ff, m->n_embd, 0);
            if (L->linear) {
                REF__T(ssm_qkv, "attn_qkv.weight", m->n_embd, m->ssm_conv, 0);
                REF__T(ssm_z, "attn_gate.weight", m->n_embd, vi, 0);
                REF__T(ssm_alpha, "ssm_alpha.weight", m->n_embd, m->ssm_hv, 0);
                REF__T(ssm_beta, "ssm_beta.weight", m->n_embd, m->ssm_hv, 0);
                REF__T(ssm_conv, "ssm_conv1d.weight", 4, m->ssm_conv, 0);
                REF__T(ssm_dt, "ssm_dt.bias", m->ssm_hv, 0, 0);
                REF__T(ssm_a, "ssm_a", m->ssm_hv, 0, 0);
                REF__T(ssm_norm, "ssm_norm.weight", m->ssm_dv, 0, 0);
                REF__T(ssm_out, "ssm_out.weight", vi, m->n_embd, 0);
            } else {
                REF__T(wq, "attn_q.weight", m->n_embd, 2 * qdim, 0);
                REF__T(wk, "attn_k.weight", m->n_embd, kvdim, 0);
                REF__T(wv, "attn_v.weight", m->n_embd, kvdim, 0);
                REF__T(wo, "attn_output.weight", qdim, m->n_embd, 0);
                REF__T(q_norm, "attn_q_norm.weight", m->head_dim, 0, 0);
                REF__T(k_norm, "attn_k_norm.weight", m->head_dim, 0, 0);
            }
            continue;
        }
        if (m->ar->fused) {
            REF__T(wqkv, "attn_qkv.weight", m->n_embd, qdim + 2 * kvdim, 0);
            REF__T(gate_up, "ffn_up.weight", m->n_embd, 2 * m->n_ff, 0);
        } else {
            REF__T(wq, "attn_q.weight", m->n_embd, qdim, 0);
            REF__T(wk, "attn_k.weight", m->n_embd, kvdim, 0);
            REF__T(wv, "attn_v.weight", m->n_embd, kvdim, 0);
            REF__T(gate, "ffn_gate.weight", m->n_embd, m->n_ff, 0);
            REF__T(up, "ffn_up.weight", m->n_embd, m->n_ff, 0);
        }
        REF__T(wo, "attn_output.weight", qdim, m->n_embd, 0);
        REF__T(bq, "attn_q.bias", qdim, 0, 1);
        REF__T(bk, "attn_k.bias", kvdim, 0, 1);
        REF__T(bv, "attn_v.bias", kvdim, 0, 1);
        REF__T(bo, "attn_output.bias", m->n_embd, 0, 1);
        REF__T(q_norm, "attn_q_norm.weight", m->head_dim, 0, !m->ar->qk_norm);
        REF__T(k_norm, "attn_k_norm.weight", m->head_dim, 0, !m->ar->qk_norm);
        REF__T(ffn_norm, "ffn_norm.weight", m->n_embd, 0, 0);
        REF__T(down, "ffn_down.weight", m->n_ff, m->n_embd, 0);
        if (m->ar->gemma) {
            REF__T(post_attn, "post_attention_norm.weight", m->n_embd, 0, 0);
            REF__T(post_ffn, "post_ffw_norm.weight", m->n_embd, 0, 0);
            L->swa = (l + 1) % m->swa_every != 0;
        }
#undef REF__T
        if (!m->ar->qk_norm) { L->q_norm = NULL; L->k_norm = NULL; }
    }
    if (fail) goto fail;
    maxdim = m->n_embd;
    if (2 * qdim > maxdim) maxdim = 2 * qdim;
    if (m->ssm_conv > maxdim) maxdim = m->ssm_conv;
    if (m->ssm_hv * m->ssm_dv > maxdim) maxdim = m->ssm_hv * m->ssm_dv;
    if (m->n_ff > maxdim) maxdim = m->n_ff;
    if (m->n_vocab > maxdim) maxdim = m->n_vocab;
    m->row = (float *)malloc(sizeof(float) * (size_t)maxdim);
    m->x = (double *)calloc((size_t)m->n_embd, sizeof(double));
    m->xn = (double *)calloc((size_t)maxdim, sizeof(double));
    m->q = (double *)calloc((size_t)maxdim, sizeof(double));
    m->k = (double *)calloc((size_t)kvdim, sizeof(double));
    m->v = (double *)calloc((size_t)kvdim, sizeof(double));
    m->att = (double *)calloc((size_t)maxdim, sizeof(double));
    m->tmp = (double *)calloc((size_t)maxdim, sizeof(double));
    m->gate = (double *)calloc((size_t)m->n_ff, sizeof(double));
    m->up = (double *)calloc((size_t)m->n_ff, sizeof(double));
    m->logits = (double *)calloc((size_t)m->n_vocab, sizeof(double));
    m->final_norm = (double *)calloc((size_t)m->n_embd, sizeof(double));
    m->xq = (double *)calloc((size_t)maxdim, sizeof(double));
    m->kc = (double **)calloc((size_t)m->n_layer, sizeof(double *));
    m->vc = (double **)calloc((size_t)m->n_layer, sizeof(double *));
    if (!m->row || !m->x || !m->xn || !m->q || !m->k || !m->v || !m->att || !m->tmp || !m->gate || !m->up ||
        !m->logits || !m->final_norm || !m->xq || !m->kc || !m->vc) { REF__ERR("out of memory"); goto fail; }
    if (m->ar->hybrid) {
        m->conv_hist = (double **)calloc((size_t)m->n_layer, sizeof(double *));
        m->ssm_state = (double **)calloc((size_t)m->n_layer, sizeof(double *));
        m->prev_hist = (double **)calloc((size_t)m->n_layer, sizeof(double *));
        m->prev_state = (double **)calloc((size_t)m->n_layer, sizeof(double *));
        m->mixed = (double *)calloc((size_t)maxdim, sizeof(double));
        m->zv = (double *)calloc((size_t)maxdim, sizeof(double));
        m->gbuf = (double *)calloc((size_t)maxdim, sizeof(double));
        if (!m->conv_hist || !m->ssm_state || !m->prev_hist || !m->prev_state || !m->mixed || !m->zv || !m->gbuf) {
            REF__ERR("out of memory");
            goto fail;
        }
        for (l = 0; l < m->n_layer; l++) {
            if (!m->layers[l].linear) continue;
            m->conv_hist[l] = (double *)calloc(3 * (size_t)m->ssm_conv, sizeof(double));
            m->ssm_state[l] = (double *)calloc(ref__state_elems(m), sizeof(double));
            m->prev_hist[l] = (double *)calloc(3 * (size_t)m->ssm_conv, sizeof(double));
            m->prev_state[l] = (double *)calloc(ref__state_elems(m), sizeof(double));
            if (!m->conv_hist[l] || !m->ssm_state[l] || !m->prev_hist[l] || !m->prev_state[l]) {
                REF__ERR("out of memory");
                goto fail;
            }
        }
    }
    if (m->rope_freqs) {
        m->freq_factors = (float *)malloc(sizeof(float) * (size_t)(m->n_rot / 2));
        if (!m->freq_factors) { REF__ERR("out of memory"); goto fail; }
        ref_dequant_row((int)m->rope_freqs->type, m->rope_freqs->data, m->freq_factors, m->n_rot / 2);
    }
    if (m->rope_long) {
        m->long_factors = (float *)malloc(sizeof(float) * (size_t)(m->n_rot / 2));
        if (!m->long_factors) { REF__ERR("out of memory"); goto fail; }
        ref_dequant_row((int)m->rope_long->type, m->rope_long->data, m->long_factors, m->n_rot / 2);
    }
    return m;
fail:
    ref_free(m);
    return NULL;
}

/* dequantizes a 1-D tensor into m->row (n <= row capacity) */
static const float *ref__vec(ref_model *m, const ref_gguf_tensor *t) {
    if (!t) return NULL;
    ref_dequant_row((int)t->type, t->data, m->row, t->ne[0]);
    return m->row;
}

/* rows [r0, r0 + n) of a fused matrix (Phi-3's attn_qkv, ffn_up) as a matrix of its own */
static ref_gguf_tensor ref__rows(const ref_gguf_tensor *t, int64_t r0, int64_t n) {
    ref_gguf_tensor v = *t;
    size_t rs = ref_row_size((int)t->type, t->ne[0]);
    v.ne[1] = n;
    v.data = t->data + (size_t)r0 * rs;
    v.nbytes = (size_t)n * rs;
    return v;
}

/* y = W x for the matrix of a layer, or rows [r0, r0 + n) of its fused form */
static void ref__matvec_part(ref_model *m, const ref_gguf_tensor *w, const ref_gguf_tensor *fused, int64_t r0,
                             int64_t n, const double *x, double *y, const ref_gguf_tensor *bias) {
    ref_gguf_tensor v;
    if (!w) {
        v = ref__rows(fused, r0, n);
        w = &v;
    }
    ref__matvec(m, w, x, y, bias);
}

/* Layer l's attention block (pre-norm, Q/K/V, q/k norm, RoPE on the layer's rotated
   dimensions, causal attention over the cache, output projection into the residual) */
static void ref__attention(ref_model *m, int l) {
    const ref_layer *L = &m->layers[l];
    int h, i, t, nd = m->head_dim, qdim = m->n_head * nd, kvdim = m->n_head_kv * nd;
    int group = m->n_head / m->n_head_kv, nrot = m->n_rot;
    const float *ff = m->rope_long && m->n_ctx > m->rope_orig_ctx ? m->long_factors : m->freq_factors;
    double scale = m->ar->gemma ? 1.0 : 1.0 / sqrt((double)nd); /* Gemma 3: q_scale on the queries */
    double base = L->swa ? m->rope_base_swa : m->rope_base, pscale = L->swa ? 1.0 : m->rope_pscale;
    int t0 = L->swa && m->pos >= m->n_swa ? m->pos - m->n_swa + 1 : 0; /* the first position it attends to */
    double *kc = m->kc[l] + (size_t)m->pos * (size_t)kvdim, *vc = m->vc[l] + (size_t)m->pos * (size_t)kvdim;
    if (m->ar->nope_step && (l + 1) % m->ar->nope_step == 0) nrot = 0;
    ref__rmsnorm(m->xn, m->x, m->n_embd, m->eps, ref__vec(m, L->attn_norm));
    if (m->ar->hybrid) { /* Qwen3.5: [q | gate] per head */
        ref__matvec(m, L->wq, m->xn, m->gbuf, NULL);
        for (h = 0; h < m->n_head; h++)
            for (i = 0; i < nd; i++) {
                m->q[h * nd + i] = m->gbuf[2 * h * nd + i];
                m->zv[h * nd + i] = m->gbuf[2 * h * nd + nd + i];
            }
    } else
        ref__matvec_part(m, L->wq, L->wqkv, 0, qdim, m->xn, m->q, L->bq);
    ref__matvec_part(m, L->wk, L->wqkv, qdim, kvdim, m->xn, m->k, L->bk);
    ref__matvec_part(m, L->wv, L->wqkv, qdim + kvdim, kvdim, m->xn, m->v, L->bv);
    if (L->q_norm) {
        ref__vec(m, L->q_norm);
        for (h = 0; h < m->n_head; h++) ref__rmsnorm(m->q + h * nd, m->q + h * nd, nd, m->eps, m->row);
        ref__vec(m, L->k_norm);
        for (h = 0; h < m->n_head_kv; h++) ref__rmsnorm(m->k + h * nd, m->k + h * nd, nd, m->eps, m->row);
    }
    for (h = 0; h < m->n_head; h++)
        ref_rope_yarn(m->q + h * nd, nrot, m->pos, base, ff, m->ar->neox, pscale, m->rope_mscale, m->yarn_ext,
                      m->yarn_lo, m->yarn_hi);
    for (h = 0; h < m->n_head_kv; h++)
        ref_rope_yarn(m->k + h * nd, nrot, m->pos, base, ff, m->ar->neox, pscale, m->rope_mscale, m->yarn_ext,
                      m->yarn_lo, m->yarn_hi);
    if (m->q_scale != 1.0)
        for (i = 0; i < qdim; i++) m->q[i] *= m->q_scale;
    if (m->attn_temp != 0.0) {
        double t = 1.0 + m->attn_temp * log(floor((m->pos + 1.0) / m->rope_orig_ctx) + 1.0);
        for (i = 0; i < qdim; i++) m->q[i] *= t;
    }
    memcpy(kc, m->k, sizeof(double) * (size_t)kvdim);
    memcpy(vc, m->v, sizeof(double) * (size_t)kvdim);
    if (m->kv_f16)
        for (i = 0; i < 2 * kvdim; i++) {
            double *e = i < kvdim ? &kc[i] : &vc[i - kvdim];
            double lo = ref_fp16_to_f32(ref_fp16_down((float)*e)), hi = ref_fp16_to_f32(ref_fp16_up((float)*e));
            if (m->act_q8 && hi > lo && fabs((*e - lo) / (hi - lo) - 0.5) < m->act_margin)
                m->act_margin = fabs((*e - lo) / (hi - lo) - 0.5);
            *e = ref_fp16_to_f32(ref_f32_to_fp16((float)*e));
        }
    for (h = 0; h < m->n_head; h++) {
        const double *qh = m->q + h * nd;
        int kvh = h / group;
        double mx = -1e300, sum = 0.0;
        for (t = t0; t <= m->pos; t++) {
            const double *kt = m->kc[l] + (size_t)t * (size_t)kvdim + (size_t)kvh * (size_t)nd;
            double s = 0.0;
            for (i = 0; i < nd; i++) s += qh[i] * kt[i];
            m->scores[t] = s * scale;
            if (m->scores[t] > mx) mx = m->scores[t];
        }
        for (t = t0; t <= m->pos; t++) { m->scores[t] = exp(m->scores[t] - mx); sum += m->scores[t]; }
        for (i = 0; i < nd; i++) m->att[h * nd + i] = 0.0;
        for (t = t0; t <= m->pos; t++) {
            const double *vt = m->vc[l] + (size_t)t * (size_t)kvdim + (size_t)kvh * (size_t)nd;
            double p = m->scores[t] / sum;
            for (i = 0; i < nd; i++) m->att[h * nd + i] += p * vt[i];
        }
    }
    if (m->ar->hybrid) /* Qwen3.5: the output gate */
        for (i = 0; i < qdim; i++) m->att[i] *= 1.0 / (1.0 + exp(-m->zv[i]));
    ref__matvec(m, L->wo, m->att, m->tmp, L->bo);
    if (L->post_attn) ref__rmsnorm(m->tmp, m->tmp, m->n_embd, m->eps, ref__vec(m, L->post_attn));
    for (i = 0; i < m->n_embd; i++) m->x[i] += m->tmp[i];
}

/* Layer l's gated delta net (Qwen3.5's linear attention), as llama.cpp's qwen35 graph:
   pre-norm; the q k v channels, z, alpha and beta projections; the causal conv (4 taps,
   the oldest first, over the last 3 raw inputs and this one) and SiLU; q and k
   L2-normalised (x / max(|x|, eps)), q scaled by 1/sqrt(dk); value head h takes key head
   h mod hk; decay = exp(softplus(alpha + dt) * a), beta = sigmoid(beta); the delta rule
   S = decay S, S += k (beta (v - S^T k))^T, o = S^T q; RMSNorm(o) * w * silu(z); the
   output projection into the residual */
static void ref__gdn(ref_model *m, int l) {
    const ref_layer *L = &m->layers[l];
    int c, h, i, j, hk = m->ssm_hk, dk = m->ssm_dk, dv = m->ssm_dv, conv = m->ssm_conv, vi = m->ssm_hv * dv;
    double *hist = m->conv_hist[l], *al = m->tmp, *be = m->tmp + m->ssm_hv;
    float cw[4];
    ref__rmsnorm(m->xn, m->x, m->n_embd, m->eps, ref__vec(m, L->attn_norm));
    ref__matvec(m, L->ssm_qkv, m->xn, m->mixed, NULL);
    ref__matvec(m, L->ssm_z, m->xn, m->zv, NULL);
    ref__matvec(m, L->ssm_alpha, m->xn, al, NULL);
    ref__matvec(m, L->ssm_beta, m->xn, be, NULL);
    for (c = 0; c < conv; c++) {
        double acc, raw = m->mixed[c];
        ref_dequant_row((int)L->ssm_conv->type, L->ssm_conv->data + (size_t)c * ref_row_size((int)L->ssm_conv->type, 4),
                        cw, 4);
        acc = cw[0] * hist[c] + cw[1] * hist[conv + c] + cw[2] * hist[2 * conv + c] + cw[3] * raw;
        hist[c] = hist[conv + c];
        hist[conv + c] = hist[2 * conv + c];
        hist[2 * conv + c] = raw;
        m->mixed[c] = acc / (1.0 + exp(-acc));
    }
    for (h = 0; h < m->ssm_hv; h++) {
        const double *q = m->mixed + (h % hk) * dk, *k = m->mixed + hk * dk + (h % hk) * dk;
        const double *v = m->mixed + 2 * hk * dk + h * dv;
        double *S = m->ssm_state[l] + (size_t)h * (size_t)dk * (size_t)dv, qq = 0.0, kk = 0.0, sp, decay, beta,
               ss = 0.0;
        double *o = m->gbuf + h * dv, *qn = m->att, *kn = m->att + dk, dtb, av;
        for (i = 0; i < dk; i++) {
            qq += q[i] * q[i];
            kk += k[i] * k[i];
        }
        qq = sqrt(qq) > m->eps ? sqrt(qq) : m->eps;
        kk = sqrt(kk) > m->eps ? sqrt(kk) : m->eps;
        for (i = 0; i < dk; i++) { qn[i] = q[i] / qq / sqrt((double)dk); kn[i] = k[i] / kk; }
        dtb = ref__vec(m, L->ssm_dt)[h];
        av = ref__vec(m, L->ssm_a)[h];
        sp = al[h] + dtb;
        sp = sp > 20.0 ? sp : log(1.0 + exp(sp));
        decay = exp(sp * av);
        beta = 1.0 / (1.0 + exp(-be[h]));
        for (j = 0; j < dv; j++) {
            double sk = 0.0, d, oj = 0.0;
            for (i = 0; i < dk; i++) sk += S[i * dv + j] * kn[i];
            d = beta * (v[j] - decay * sk);
            for (i = 0; i < dk; i++) {
                S[i * dv + j] = decay * S[i * dv + j] + kn[i] * d;
                oj += S[i * dv + j] * qn[i];
            }
            o[j] = oj;
            ss += oj * oj;
        }
        ref__vec(m, L->ssm_norm);
        ss = 1.0 / sqrt(ss / dv + m->eps);
        for (j = 0; j < dv; j++) {
            double z = m->zv[h * dv + j];
            o[j] = o[j] * ss * (double)m->row[j] * (z / (1.0 + exp(-z)));
        }
    }
    (void)vi;
    ref__matvec(m, L->ssm_out, m->gbuf, m->tmp, NULL);
    for (i = 0; i < m->n_embd; i++) m->x[i] += m->tmp[i];
}

/* Layer l's dense feed-forward block: pre-norm, gate and up, SwiGLU, down into the residual */
static void ref__ffn(ref_model *m, int l) {
    const ref_layer *L = &m->layers[l];
    int i;
    ref__rmsnorm(m->xn, m->x, m->n_embd, m->eps, ref__vec(m, L->ffn_norm));
    ref__matvec_part(m, L->gate, L->gate_up, 0, m->n_ff, m->xn, m->gate, NULL);
    ref__matvec_part(m, L->up, L->gate_up, m->n_ff, m->n_ff, m->xn, m->up, NULL);
    if (m->ar->gemma) /* GELU, tanh form (ggml_gelu, PyTorch's approximate='tanh') */
        for (i = 0; i < m->n_ff; i++) {
            double g = m->gate[i];
            m->gate[i] = 0.5 * g * (1.0 + tanh(0.7978845608028654 * (g + 0.044715 * g * g * g))) * m->up[i];
        }
    else
        for (i = 0; i < m->n_ff; i++) m->gate[i] = m->gate[i] / (1.0 + exp(-m->gate[i])) * m->up[i];
    ref__matvec(m, L->down, m->gate, m->tmp, NULL);
    if (L->post_ffn) ref__rmsnorm(m->tmp, m->tmp, m->n_embd, m->eps, ref__vec(m, L->post_ffn));
    for (i = 0; i < m->n_embd; i++) m->x[i] += m->tmp[i];
}

/* Evaluates one token at position m->pos, writes n_vocab logits (if logits_out), and
   advances the position. Returns 0, or -1 for a bad token or out of memory. */
REF_FN int ref_eval(ref_model *m, int32_t token, float *logits_out) {
    int l, i, kvdim = m->n_head_kv * m->head_dim;
    if (token < 0 || token >= m->n_vocab) return -1;
    m->act_margin = 0.5;
    if (m->pos >= m->cap) {
        int ncap = m->cap ? m->cap * 2 : 64;
        double *sc = (double *)realloc(m->scores, sizeof(double) * (size_t)ncap);
        if (!sc) return -1;
        m->scores = sc;
        for (l = 0; l < m->n_layer; l++) {
            double *a = (double *)realloc(m->kc[l], sizeof(double) * (size_t)ncap * (size_t)kvdim);
            if (!a) return -1;
            m->kc[l] = a;
            a = (double *)realloc(m->vc[l], sizeof(double) * (size_t)ncap * (size_t)kvdim);
            if (!a) return -1;
            m->vc[l] = a;
        }
        m->cap = ncap;
    }
    {
        size_t rs = ref_row_size((int)m->tok_embd->type, m->n_embd);
        ref_dequant_row((int)m->tok_embd->type, m->tok_embd->data + (size_t)token * rs, m->row, m->n_embd);
        for (i = 0; i < m->n_embd; i++) m->x[i] = m->row[i] * m->emb_scale;
    }
    ref__copy_states(m, m->prev_hist, m->prev_state, m->conv_hist, m->ssm_state);
    for (l = 0; l < m->n_layer; l++) {
        if (m->layers[l].linear) ref__gdn(m, l);
        else ref__attention(m, l);
        ref__ffn(m, l);
    }
    ref__rmsnorm(m->final_norm, m->x, m->n_embd, m->eps, ref__vec(m, m->output_norm));
    if (m->act_q8 && m->margin_floor > 0.0) {
        int q8 = (m->output->type == 8 && m->n_embd % 64 == 0) || m->output->type == 12 || m->output->type == 14;
        double least = q8 ? ref_quant_act(m->final_norm, m->n_embd, m->xq, 0.0, NULL) : 0.5;
        if (least < m->act_margin) m->act_margin = least;
        if (m->act_margin < m->margin_floor) {
            m->pos++;
            return 1;
        }
    }
    ref__matvec(m, m->output, m->final_norm, m->logits, NULL);
    if (logits_out)
        for (i = 0; i < m->n_vocab; i++) logits_out[i] = (float)m->logits[i];
    m->pos++;
    return 0;
}

#endif /* VKINFER_TESTS_REF_H */
