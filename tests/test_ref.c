/* Tests of the test-side tools: tests/ref.h (half/bf16 conversion, block formats,
   GGUF reader, CPU forward pass) and tests/mkmodel.c (the test-model writer).
   Independent of vkinfer.h on purpose: these are what the library is checked against. */
#define MKMODEL_NO_MAIN
#include "mkmodel.c"
#include "test.h"

#include <float.h>

#if defined(_WIN32)
#include <process.h>
#define vkt_getpid _getpid
#else
#include <unistd.h>
#define vkt_getpid getpid
#endif

static float rnd_gauss(void) {
    return (vkt_randf() + vkt_randf() + vkt_randf() + vkt_randf()) * 0.8660254f; /* ~N(0, 1) */
}

static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* path of a scratch file for this process */
static const char *tmp_path(char *buf, size_t cap, const char *tag) {
    const char *dir = getenv("TMPDIR");
    if (!dir || !*dir) dir = "/tmp";
    snprintf(buf, cap, "%s/vkinfer_test_ref_%d_%s.gguf", dir, (int)vkt_getpid(), tag);
    return buf;
}

/* ------------------------------------------------------------------ conversions */

static void test_fp16_known(void) {
    static const struct { float f; uint16_t h; } cases[] = {
        {0.0f, 0x0000}, {1.0f, 0x3C00}, {-2.0f, 0xC000}, {0.5f, 0x3800}, {65504.0f, 0x7BFF},
        {65519.0f, 0x7BFF},                 /* below the rounding midpoint to inf */
        {65520.0f, 0x7C00},                 /* midpoint: rounds to even = inf */
        {1e10f, 0x7C00}, {-1e10f, 0xFC00},
        {5.9604645e-08f, 0x0001},           /* 2^-24, smallest subnormal */
        {2.9802322e-08f, 0x0000},           /* 2^-25: tie, to even (0) */
        {4.4703484e-08f, 0x0001},           /* 1.5 * 2^-25 */
        {8.9406967e-08f, 0x0002},           /* 1.5 * 2^-24: tie, to even (2) */
        {6.0975552e-05f, 0x03FF},           /* largest subnormal 1023 * 2^-24 */
        {6.1035156e-05f, 0x0400},           /* 2^-14, smallest normal */
        {1.00048828125f, 0x3C00},           /* 1 + 2^-11: tie, to even */
        {1.00146484375f, 0x3C02},           /* 1 + 3*2^-11: tie, to even */
        {1.0009765625f, 0x3C01},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint16_t h = ref_f32_to_fp16(cases[i].f);
        VKT_CHECK(h == cases[i].h, "f32 %a -> %04x, want %04x", (double)cases[i].f, h, cases[i].h);
    }
    VKT_CHECK(ref_f32_to_fp16(u2f(0x7f800000u)) == 0x7C00, "inf");
    VKT_CHECK(ref_f32_to_fp16(u2f(0xff800000u)) == 0xFC00, "-inf");
    VKT_CHECK(ref_f32_to_fp16(-0.0f) == 0x8000, "-0");
    {
        uint16_t h = ref_f32_to_fp16(u2f(0x7fc00000u));
        VKT_CHECK((h & 0x7C00) == 0x7C00 && (h & 0x3FF), "NaN -> %04x", h);
    }
    VKT_CHECK(ref_fp16_to_f32(0x0001) == 5.9604645e-08f, "subnormal decode");
    VKT_CHECK(ref_fp16_to_f32(0x83FF) == -6.0975552e-05f, "negative subnormal decode");
    VKT_CHECK(f2u(ref_fp16_to_f32(0x7C00)) == 0x7f800000u, "inf decode");
    VKT_CHECK(ref_fp16_to_f32(0x7E00) != ref_fp16_to_f32(0x7E00), "NaN decode");
    VKT_CHECK(ref_fp16_to_f32(0x3555) == 0.333251953125f, "0x3555");
}

static void test_fp16_bf16_roundtrip(void) {
    uint32_t h;
    int bad = 0, bad_b = 0, i;
    for (h = 0; h < 65536; h++) {
        float f = ref_fp16_to_f32((uint16_t)h), g = ref_bf16_to_f32((uint16_t)h);
        int nan = (h & 0x7C00) == 0x7C00 && (h & 0x3FF);
        int nan_b = (h & 0x7F80) == 0x7F80 && (h & 0x7F);
        if (!nan && ref_f32_to_fp16(f) != h) bad++;
        if (nan && f == f) bad++;
        if (!nan_b && ref_f32_to_bf16(g) != h) bad_b++;
        if (nan_b && g == g) bad_b++;
    }
    VKT_CHECK(bad == 0, "%d half values do not round trip", bad);
    VKT_CHECK(bad_b == 0, "%d bf16 values do not round trip", bad_b);
    /* bf16 rounding: ties to even, NaN stays NaN */
    VKT_CHECK(ref_f32_to_bf16(u2f(0x3F808000u)) == 0x3F80, "bf16 tie down to even");
    VKT_CHECK(ref_f32_to_bf16(u2f(0x3F818000u)) == 0x3F82, "bf16 tie up to even");
    VKT_CHECK(ref_f32_to_bf16(u2f(0x3F808001u)) == 0x3F81, "bf16 above tie");
    VKT_CHECK(ref_f32_to_bf16(u2f(0x7f7fffffu)) == 0x7F80, "bf16 FLT_MAX rounds to inf");
    VKT_CHECK(ref_f32_to_bf16(u2f(0x00010000u)) == 0x0001, "bf16 subnormal");
    {
        uint16_t n = ref_f32_to_bf16(u2f(0x7f800001u));
        VKT_CHECK((n & 0x7F80) == 0x7F80 && (n & 0x7F), "bf16 NaN -> %04x", n);
    }
    /* random floats: the result is one of the two neighbours, the nearer one */
    vkt_seed(11);
    for (i = 0; i < 200000; i++) {
        float f = ldexpf(vkt_randf(), (int)vkt_randu(46) - 30), a, b, c; /* |f| < 65504 */
        uint16_t hh = ref_f32_to_fp16(f), up = ref_fp16_up(f), dn = ref_fp16_down(f);
        a = ref_fp16_to_f32(hh);
        b = ref_fp16_to_f32(up);
        c = ref_fp16_to_f32(dn);
        if (!(b >= f && c <= f && fabsf(a - f) <= fabsf(b - f) && fabsf(a - f) <= fabsf(c - f) && (a == b || a == c))) {
            VKT_CHECK(0, "fp16 rounding of %a: nearest %a up %a down %a", (double)f, (double)a, (double)b, (double)c);
            break;
        }
    }
}

/* ------------------------------------------------------------------ block formats */

/* Hand-made blocks with the values expected from ggml's layouts, written out here
   without the library's or ref.h's helpers. */
static void check_row(int type, const uint8_t *blk, int n, const float *want, const char *what) {
    float got[256];
    int i, bad = 0;
    VKT_CHECK(ref_dequant_row(type, blk, got, n) == 0, "%s: dequant failed", what);
    for (i = 0; i < n; i++)
        if (got[i] != want[i]) {
            if (bad++ < 4) VKT_CHECK(0, "%s element %d: got %g want %g", what, i, (double)got[i], (double)want[i]);
        }
}

static void test_known_legacy(void) {
    uint8_t b[34];
    float want[32];
    int j;
    uint32_t qh = 0xA5A5F00Fu;
    /* Q8_0: d = 0.5 (0x3800), q = j - 16 */
    b[0] = 0x00; b[1] = 0x38;
    for (j = 0; j < 32; j++) { b[2 + j] = (uint8_t)(int8_t)(j - 16); want[j] = 0.5f * (float)(j - 16); }
    check_row(REF_TYPE_Q8_0, b, 32, want, "Q8_0");
    /* Q4_0: d = 2 (0x4000), qs[j] = j | (15-j) << 4 */
    b[0] = 0x00; b[1] = 0x40;
    for (j = 0; j < 16; j++) {
        b[2 + j] = (uint8_t)(j | ((15 - j) << 4));
        want[j] = 2.0f * (float)(j - 8);
        want[j + 16] = 2.0f * (float)(7 - j);
    }
    check_row(REF_TYPE_Q4_0, b, 32, want, "Q4_0");
    /* Q4_1: d = 0.25 (0x3400), m = -1 (0xBC00) */
    b[0] = 0x00; b[1] = 0x34; b[2] = 0x00; b[3] = 0xBC;
    for (j = 0; j < 16; j++) {
        b[4 + j] = (uint8_t)(j | ((15 - j) << 4));
        want[j] = 0.25f * (float)j - 1.0f;
        want[j + 16] = 0.25f * (float)(15 - j) - 1.0f;
    }
    check_row(REF_TYPE_Q4_1, b, 32, want, "Q4_1");
    /* Q5_0: d = 1, qh = 0xA5A5F00F little endian; element j's 5th bit is bit j */
    b[0] = 0x00; b[1] = 0x3C; b[2] = 0x0F; b[3] = 0xF0; b[4] = 0xA5; b[5] = 0xA5;
    for (j = 0; j < 16; j++) {
        b[6 + j] = (uint8_t)(j | ((15 - j) << 4));
        want[j] = (float)(j + 16 * (int)((qh >> j) & 1) - 16);
        want[j + 16] = (float)((15 - j) + 16 * (int)((qh >> (j + 16)) & 1) - 16);
    }
    VKT_CHECK(want[0] == 0.0f && want[4] == -12.0f && want[16] == 15.0f && want[17] == -2.0f, "hand values");
    check_row(REF_TYPE_Q5_0, b, 32, want, "Q5_0");
    /* Q5_1: d = 0.5 (0x3800), m = 2 (0x4000), same qh / qs */
    b[0] = 0x00; b[1] = 0x38; b[2] = 0x00; b[3] = 0x40; b[4] = 0x0F; b[5] = 0xF0; b[6] = 0xA5; b[7] = 0xA5;
    for (j = 0; j < 16; j++) {
        b[8 + j] = (uint8_t)(j | ((15 - j) << 4));
        want[j] = 0.5f * (float)(j + 16 * (int)((qh >> j) & 1)) + 2.0f;
        want[j + 16] = 0.5f * (float)((15 - j) + 16 * (int)((qh >> (j + 16)) & 1)) + 2.0f;
    }
    check_row(REF_TYPE_Q5_1, b, 32, want, "Q5_1");
}

static void test_known_kquants(void) {
    /* 6-bit scales and mins of the 8 sub-blocks, and their packing worked out by hand:
       s[0..3] = sc[0..3] | (sc[4..7] >> 4) << 6, s[4..7] = m[0..3] | (m[4..7] >> 4) << 6,
       s[8..11] = (sc[4..7] & 15) | (m[4..7] & 15) << 4 */
    static const int sc[8] = {10, 20, 30, 40, 50, 60, 17, 33};
    static const int mn[8] = {1, 2, 3, 4, 63, 48, 16, 5};
    static const uint8_t packed[12] = {202, 212, 94, 168, 193, 194, 67, 4, 242, 12, 1, 81};
    uint8_t b[210];
    float want[256];
    int e, i;
    /* Q4_K: d = 1 (0x3C00), dmin = 0.5 (0x3800), qs[i] = i%16 | ((7i)%16) << 4 */
    memset(b, 0, sizeof b);
    b[0] = 0x00; b[1] = 0x3C; b[2] = 0x00; b[3] = 0x38;
    memcpy(b + 4, packed, 12);
    for (i = 0; i < 128; i++) b[16 + i] = (uint8_t)((i % 16) | (((i * 7) % 16) << 4));
    for (e = 0; e < 256; e++) {
        int c = e / 64, w = e % 64, idx = 32 * c + w % 32, q = w < 32 ? idx % 16 : (idx * 7) % 16;
        want[e] = (float)(sc[e / 32] * q) - 0.5f * (float)mn[e / 32];
    }
    VKT_CHECK(want[0] == -0.5f && want[32] == -1.0f && want[33] == 139.0f && want[200] == 128.0f && want[255] == 294.5f,
              "hand values");
    check_row(REF_TYPE_Q4_K, b, 256, want, "Q4_K");
    for (i = 0; i < 8; i++) {
        int s, m;
        ref_k4_scale_min(packed, i, &s, &m);
        VKT_CHECK(s == sc[i] && m == mn[i], "scale/min %d: %d/%d", i, s, m);
    }
    /* Q5_K: same plus qh[l] = 37l + 11; bit j of qh[e%32] is bit 4 of element e in sub-block j */
    memset(b, 0, sizeof b);
    b[0] = 0x00; b[1] = 0x3C; b[2] = 0x00; b[3] = 0x38;
    memcpy(b + 4, packed, 12);
    for (i = 0; i < 32; i++) b[16 + i] = (uint8_t)(i * 37 + 11);
    for (i = 0; i < 128; i++) b[48 + i] = (uint8_t)((i % 16) | (((i * 7) % 16) << 4));
    for (e = 0; e < 256; e++) {
        int c = e / 64, w = e % 64, idx = 32 * c + w % 32, q = w < 32 ? idx % 16 : (idx * 7) % 16;
        int hb = ((uint8_t)((e % 32) * 37 + 11) >> (e / 32)) & 1;
        want[e] = (float)(sc[e / 32] * (q + 16 * hb)) - 0.5f * (float)mn[e / 32];
    }
    VKT_CHECK(want[0] == 159.5f /* qh[0] = 11: bit 0 set */ && want[255] == 822.5f /* qh[31] = 134: bit 7 set */,
              "hand values");
    check_row(REF_TYPE_Q5_K, b, 256, want, "Q5_K");
    /* Q6_K: ql[i] = 13i + 5, qh[i] = 29i + 3, scales[j] = j - 8, d = 0.25 (0x3400) */
    for (i = 0; i < 128; i++) b[i] = (uint8_t)(i * 13 + 5);
    for (i = 0; i < 64; i++) b[128 + i] = (uint8_t)(i * 29 + 3);
    for (i = 0; i < 16; i++) b[192 + i] = (uint8_t)(int8_t)(i - 8);
    b[208] = 0x00; b[209] = 0x34;
    for (e = 0; e < 256; e++) {
        int h = e / 128, r = e % 128, l = r % 32, k = r / 32;
        int lo = b[64 * h + l + 32 * (k & 1)], q4 = k >= 2 ? lo >> 4 : lo & 15;
        int hb = (b[128 + 32 * h + l] >> (2 * k)) & 3;
        want[e] = 0.25f * (float)(e / 16 - 8) * (float)((q4 | (hb << 4)) - 32);
    }
    VKT_CHECK(want[0] == -42.0f && want[200] == -22.0f, "hand values %g %g", (double)want[0], (double)want[200]);
    check_row(REF_TYPE_Q6_K, b, 256, want, "Q6_K");
}

/* Q3_K's scales unpacked the way ggml's dequantize_row_q3_K does it: the 12 bytes as
   three little-endian words, reshuffled with masks into 16 bytes (a different route to
   ref_q3_scale's per-scale bit positions) */
static void q3_scales_by_words(const uint8_t *s, int out[16]) {
    uint32_t a[3], r[4];
    int i;
    for (i = 0; i < 3; i++)
        a[i] = (uint32_t)s[4 * i] | (uint32_t)s[4 * i + 1] << 8 | (uint32_t)s[4 * i + 2] << 16 |
            (uint32_t)s[4 * i + 3] << 24;
    r[0] = (a[0] & 0x0f0f0f0fu) | ((a[2] & 0x03030303u) << 4);
    r[1] = (a[1] & 0x0f0f0f0fu) | (((a[2] >> 2) & 0x03030303u) << 4);
    r[2] = ((a[0] >> 4) & 0x0f0f0f0fu) | (((a[2] >> 4) & 0x03030303u) << 4);
    r[3] = ((a[1] >> 4) & 0x0f0f0f0fu) | (((a[2] >> 6) & 0x03030303u) << 4);
    for (i = 0; i < 16; i++) out[i] = (int)((r[i / 4] >> (8 * (i % 4))) & 0xFF);
}

/* Q2_K, Q3_K, IQ4_NL, IQ4_XS, MXFP4 blocks written by hand, against values worked out
   from ggml's layouts (and a few of them by hand) */
static void test_known_low_bit(void) {
    static const int nl[16] = {-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113};
    static const int fp4[16] = {0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12};
    uint8_t b[136];
    float want[256];
    int e, i, j, sc[16];
    /* Q2_K: scales[i] = i | (15 - i) << 4, qs[i] = 37i + 11, d = 1, dmin = 0.5 */
    for (i = 0; i < 16; i++) b[i] = (uint8_t)(i | ((15 - i) << 4));
    for (i = 0; i < 64; i++) b[16 + i] = (uint8_t)(37 * i + 11);
    b[80] = 0x00;
    b[81] = 0x3C;
    b[82] = 0x00;
    b[83] = 0x38;
    for (e = 0; e < 256; e++) { /* 4 crumbs of qs[32 (e / 128) + e % 32], lowest first, 32 elements apart */
        int q = (b[16 + 32 * (e / 128) + e % 32] >> (2 * ((e / 32) % 4))) & 3;
        want[e] = (float)((e / 16) * q) - 0.5f * (float)(15 - e / 16);
    }
    VKT_CHECK(want[0] == -7.5f && want[32] == -2.5f && want[255] == 15.0f * (float)((38 >> 6) & 3), "hand values");
    check_row(REF_TYPE_Q2_K, b, 256, want, "Q2_K");
    /* Q3_K: hmask[l] = 7l + 3, qs[i] = 29i + 5, scales from 12 bytes 53i + 17, d = 0.5 */
    for (i = 0; i < 32; i++) b[i] = (uint8_t)(7 * i + 3);
    for (i = 0; i < 64; i++) b[32 + i] = (uint8_t)(29 * i + 5);
    for (i = 0; i < 12; i++) b[96 + i] = (uint8_t)(53 * i + 17);
    b[108] = 0x00;
    b[109] = 0x38;
    q3_scales_by_words(b + 96, sc);
    for (i = 0; i < 16; i++)
        VKT_CHECK(ref_q3_scale(b + 96, i) == sc[i], "Q3_K scale %d: %d, %d", i, ref_q3_scale(b + 96, i), sc[i]);
    VKT_CHECK(sc[0] == ((17 & 15) | ((((53 * 8 + 17) & 255) & 3) << 4)), "hand scale %d", sc[0]);
    for (e = 0; e < 256; e++) {
        int n = e / 128, k = (e / 32) % 4, l = e % 32, q = (b[32 + 32 * n + l] >> (2 * k)) & 3;
        int hi = (b[l] >> (4 * n + k)) & 1;
        want[e] = 0.5f * (float)(sc[e / 16] - 32) * (float)(q + 4 * hi - 4);
    }
    check_row(REF_TYPE_Q3_K, b, 256, want, "Q3_K");
    /* IQ4_NL: d = 0.5, qs[j] = j | (15 - j) << 4 */
    b[0] = 0x00;
    b[1] = 0x38;
    for (j = 0; j < 16; j++) {
        b[2 + j] = (uint8_t)(j | ((15 - j) << 4));
        want[j] = 0.5f * (float)nl[j];
        want[j + 16] = 0.5f * (float)nl[15 - j];
    }
    VKT_CHECK(want[0] == -63.5f && want[16] == 56.5f, "hand values");
    check_row(REF_TYPE_IQ4_NL, b, 32, want, "IQ4_NL");
    /* IQ4_XS: d = 0.25, sub-block scales ls_j = 28 + j (less 32: j - 4): top bits 1 for
       j < 4, 2 after (scales_h 0xAA55), low nibbles 12 13 14 15 0 1 2 3 */
    b[0] = 0x00;
    b[1] = 0x34;
    b[2] = 0x55;
    b[3] = 0xAA;
    b[4] = 0xDC;
    b[5] = 0xFE;
    b[6] = 0x10;
    b[7] = 0x32;
    for (j = 0; j < 8; j++)
        for (i = 0; i < 16; i++) {
            b[8 + 16 * j + i] = (uint8_t)(((i + j) & 15) | (((3 * i) & 15) << 4));
            want[32 * j + i] = 0.25f * (float)(j - 4) * (float)nl[(i + j) & 15];
            want[32 * j + 16 + i] = 0.25f * (float)(j - 4) * (float)nl[(3 * i) & 15];
        }
    check_row(REF_TYPE_IQ4_XS, b, 256, want, "IQ4_XS");
    /* MXFP4: e = 130 (scale 2^2, the E8M0 value 2^3 halved), qs[j] = 5j + 1 */
    b[0] = 130;
    for (j = 0; j < 16; j++) {
        b[1 + j] = (uint8_t)(5 * j + 1);
        want[j] = 4.0f * (float)fp4[(5 * j + 1) & 15];
        want[j + 16] = 4.0f * (float)fp4[((5 * j + 1) >> 4) & 15];
    }
    VKT_CHECK(want[0] == 4.0f && want[1] == 32.0f && want[19] == 4.0f, "hand values"); /* qs 1, 6, 16 */
    check_row(REF_TYPE_MXFP4, b, 32, want, "MXFP4");
    VKT_CHECK(ref_e8m0_half(0) == ldexpf(1.0f, -128) && ref_e8m0_half(1) == ldexpf(1.0f, -127) &&
                  ref_e8m0_half(2) == ldexpf(1.0f, -126) && ref_e8m0_half(254) == ldexpf(1.0f, 126),
              "E8M0 scales");
}

/* largest rounding error of a positive value v stored as half (normal: 2^-11 relative
   to nearest, 2^-10 upwards; subnormal: 2^-24 absolute) */
static float ulp16(float v) { return fmaxf(v * (1.0f / 1024.0f), 5.9604645e-08f); }

/* Per-element error bound of ref_quant_row for one block, from the input alone, following
   the bounds stated in ref.h with the half rounding of the scales added. */
static void block_bounds(int type, const float *x, float *bound) {
    int j, l, bs = ref_type_block(type);
    float amax = 0, mn = x[0], mx = x[0], b = 0;
    for (j = 0; j < bs; j++) {
        if (fabsf(x[j]) > amax) amax = fabsf(x[j]);
        if (x[j] < mn) mn = x[j];
        if (x[j] > mx) mx = x[j];
    }
    switch (type) {
    case REF_TYPE_F32: b = 0; break;
    case REF_TYPE_F16: b = fabsf(x[0]) * (1.0f / 2048.0f) + 3e-8f; break; /* half ulp, or half the smallest subnormal */
    case REF_TYPE_BF16: b = fabsf(x[0]) * (1.0f / 256.0f) + 1e-38f; break;
    case REF_TYPE_Q8_0: b = 0.5f * (amax / 127.0f + ulp16(amax / 127.0f)); break;
    /* d = -max/8 rounded to nearest: the element opposite to the max may clip by a step */
    case REF_TYPE_Q4_0: b = amax / 8.0f + 8.0f * ulp16(amax / 8.0f); break;
    case REF_TYPE_Q5_0: b = amax / 16.0f + 16.0f * ulp16(amax / 16.0f); break;
    case REF_TYPE_Q4_1:
    case REF_TYPE_Q5_1: {
        float top = type == REF_TYPE_Q4_1 ? 15.0f : 31.0f, um = ulp16(fabsf(mn)), d = (mx - mn + um) / top;
        b = 0.5f * (d + ulp16(d));
        break;
    }
    case REF_TYPE_Q4_K:
    case REF_TYPE_Q5_K: {
        /* step_j <= (W_j + dmin)/top + d with W_j the sub-block range including 0,
           dmin <= max(-min_j)/63 rounded up, d <= (max W_j + dmin)/(63 top) rounded up */
        float top = type == REF_TYPE_Q4_K ? 15.0f : 31.0f, W[8], M = 0, Rm = 0, dm, dd;
        for (j = 0; j < 8; j++) {
            float lo = 0, hi = 0;
            for (l = 0; l < 32; l++) {
                if (x[32 * j + l] < lo) lo = x[32 * j + l];
                if (x[32 * j + l] > hi) hi = x[32 * j + l];
            }
            W[j] = hi - lo;
            if (-lo > M) M = -lo;
            if (W[j] > Rm) Rm = W[j];
        }
        dm = M / 63.0f + ulp16(M / 63.0f);
        dd = (Rm + dm) / (63.0f * top);
        dd += ulp16(dd);
        for (j = 0; j < 256; j++) bound[j] = 0.5f * ((W[j / 32] + dm) / top + dd) * 1.0001f;
        return;
    }
    case REF_TYPE_Q6_K: {
        float am[16], M = 0, d;
        for (j = 0; j < 16; j++) {
            am[j] = 0;
            for (l = 0; l < 16; l++) if (fabsf(x[16 * j + l]) > am[j]) am[j] = fabsf(x[16 * j + l]);
            if (am[j] > M) M = am[j];
        }
        d = M / 31.0f / 127.0f;
        d += ulp16(d);
        for (j = 0; j < 256; j++) bound[j] = 0.5f * (am[j / 16] / 31.0f + d) * 1.0001f;
        return;
    }
    case REF_TYPE_Q2_K: {
        /* as Q4_K with 16-element sub-blocks, 2-bit quants and 4-bit scales and mins:
           step_j <= (W_j + dmin)/3 + d, dmin <= max(-min_j)/15, d <= (max W_j + dmin)/45 */
        float W[16], M = 0, Rm = 0, dm, dd;
        for (j = 0; j < 16; j++) {
            float lo = 0, hi = 0;
            for (l = 0; l < 16; l++) {
                lo = fminf(lo, x[16 * j + l]);
                hi = fmaxf(hi, x[16 * j + l]);
            }
            W[j] = hi - lo;
            M = fmaxf(M, -lo);
            Rm = fmaxf(Rm, W[j]);
        }
        dm = M / 15.0f + ulp16(M / 15.0f);
        dd = (Rm + dm) / 45.0f;
        dd += ulp16(dd);
        for (j = 0; j < 256; j++) bound[j] = 0.5f * ((W[j / 16] + dm) / 3.0f + dd) * 1.0001f;
        return;
    }
    case REF_TYPE_Q3_K:
    case REF_TYPE_IQ4_XS: {
        /* Q3_K: the largest-magnitude element on -4 steps of |s_j| <= am_j/4 + d (d <= max
           am_j / 124), the other sign clipping by up to a step. IQ4_XS: sub-block scale
           |d_j| <= am_j/127 + d/2 (d <= max am_j / 3937); an element is within half the
           largest code book gap (12) of a value, or past the book's ends by 14 |d_j| (113
           against -127) plus the scale's rounding (127 d/2) */
        int n = type == REF_TYPE_Q3_K ? 16 : 32;
        float am[16], M = 0, d;
        for (j = 0; j < 256 / n; j++) {
            am[j] = 0;
            for (l = 0; l < n; l++) am[j] = fmaxf(am[j], fabsf(x[n * j + l]));
            M = fmaxf(M, am[j]);
        }
        d = type == REF_TYPE_Q3_K ? M / 124.0f : M / 3937.0f;
        d += ulp16(d);
        for (j = 0; j < 256; j++)
            bound[j] =
                (type == REF_TYPE_Q3_K ? am[j / n] / 4.0f + d : 14.0f * (am[j / n] / 127.0f + d / 2.0f) + 63.5f * d) *
                1.0001f;
        return;
    }
    /* the opposite sign to the largest-magnitude element (on -127) can reach only 113 */
    case REF_TYPE_IQ4_NL: b = amax * (14.0f / 127.0f) * 1.001f; break;
    /* scale 2^k in [amax/12, amax/6); half the largest gap of 0..4, 6, 8, 12 is 2 steps */
    case REF_TYPE_MXFP4: b = amax / 3.0f; break;
    default: break;
    }
    for (j = 0; j < bs; j++) bound[j] = b * 1.0001f;
}

/* The IQ1/IQ2/IQ3 grids as ggml defines them: entries checked against ggml-common.h's
   values (first and last ones), each table strictly increasing (as ggml's are) with every
   byte one of its levels; a few blocks written by hand; and each type's quantizer gives
   blocks that decode near their input (the search is plain, so loose bounds). */
static int grid_levels_ok(uint64_t v, int n, const int *lv, int nl) {
    int j, k, ok = 1;
    for (j = 0; j < n; j++) {
        int b = (int)((v >> (8 * j)) & 255), in = 0;
        for (k = 0; k < nl; k++) in |= b == (lv[k] & 255);
        ok &= in;
    }
    return ok;
}

/* an iq1s entry with each int8 byte + 1 (0, 1, 2): in that form ggml's table increases */
static uint64_t iq1s_key(uint64_t v) {
    uint64_t k = 0;
    int j;
    for (j = 0; j < 8; j++) k |= (uint64_t)((((v >> (8 * j)) & 255) + 1) & 255) << (8 * j);
    return k;
}

static void test_known_grid(void) {
    static const int l2[3] = {8, 25, 43}, l1[3] = {-1, 0, 1}, l3x[8] = {4, 12, 20, 28, 36, 44, 52, 62};
    static const int l3s[8] = {1, 3, 5, 7, 9, 11, 13, 15};
    static const uint32_t iq3s_tail[8] = {0x0f090307, 0x0f090501, 0x0f090b01, 0x0f0b0505,
                                          0x0f0b0905, 0x0f0d0105, 0x0f0d0703, 0x0f0f0101};
    static const uint32_t iq3xxs_head[8] = {0x04040404, 0x04040414, 0x04040424, 0x04040c0c,
                                            0x04040c1c, 0x04040c3e, 0x04041404, 0x04041414};
    static const uint64_t iq1s_tail[4] = {0x010101010101ffffULL, 0x010101010101ff01ULL, 0x01010101010101ffULL,
                                          0x0101010101010101ULL};
    static const uint64_t iq2xs_tail[4] = {0x2b2b2b2b082b2b08ULL, 0x2b2b2b2b082b2b2bULL, 0x2b2b2b2b2b190819ULL,
                                           0x2b2b2b2b2b2b2b2bULL};
    static float x[4096], y[4096];
    static uint8_t q[4096];
    uint8_t b[110];
    float want[256];
    int i, j, k, t, ok = 1;
    VKT_CHECK(ref_iq2xxs_grid[0] == 0x0808080808080808ULL && ref_iq2xxs_grid[1] == 0x080808080808082bULL &&
                  ref_iq2xxs_grid[2] == 0x0808080808081919ULL && ref_iq2xxs_grid[3] == 0x0808080808082b08ULL,
              "iq2xxs_grid head");
    VKT_CHECK(ref_iq2xs_grid[1] == 0x080808080808082bULL && ref_iq2s_grid[1] == 0x080808080808082bULL &&
                  ref_iq2s_grid[1023] == 0x2b2b2b2b2b2b2b2bULL && ref_iq1s_grid[0] == 0xffffffffffffffffULL &&
                  ref_iq3s_grid[0] == 0x01010101 && ref_iq3s_grid[1] == 0x01010103,
              "grid ends");
    for (i = 0; i < 8; i++)
        VKT_CHECK(ref_iq3s_grid[504 + i] == iq3s_tail[i] && ref_iq3xxs_grid[i] == iq3xxs_head[i], "iq3 entry %d", i);
    for (i = 0; i < 4; i++)
        VKT_CHECK(ref_iq1s_grid[2044 + i] == iq1s_tail[i] && ref_iq2xs_grid[508 + i] == iq2xs_tail[i],
                  "iq1s / iq2xs entry %d", i);
    for (i = 0; i < 2048; i++) {
        if (i < 256)
            ok &= grid_levels_ok(ref_iq2xxs_grid[i], 8, l2, 3) && grid_levels_ok(ref_iq3xxs_grid[i], 4, l3x, 8);
        if (i < 512) ok &= grid_levels_ok(ref_iq2xs_grid[i], 8, l2, 3) && grid_levels_ok(ref_iq3s_grid[i], 4, l3s, 8);
        if (i < 1024) ok &= grid_levels_ok(ref_iq2s_grid[i], 8, l2, 3);
        ok &= grid_levels_ok(ref_iq1s_grid[i], 8, l1, 3);
        if (i > 0 && i < 256)
            ok &= ref_iq2xxs_grid[i] > ref_iq2xxs_grid[i - 1] && ref_iq3xxs_grid[i] > ref_iq3xxs_grid[i - 1];
        if (i > 0 && i < 512)
            ok &= ref_iq2xs_grid[i] > ref_iq2xs_grid[i - 1] && ref_iq3s_grid[i] > ref_iq3s_grid[i - 1];
        if (i > 0 && i < 1024) ok &= ref_iq2s_grid[i] > ref_iq2s_grid[i - 1];
        if (i > 0) ok &= iq1s_key(ref_iq1s_grid[i]) > iq1s_key(ref_iq1s_grid[i - 1]);
    }
    VKT_CHECK(ok, "a grid out of order or with a byte off its levels");
    /* IQ3_S: d = 1, scales 0 (step 1), indices 0 (entry 1, 1, 1, 1), signs of group l = 15 << 4 (l % 2):
       elements 8l + j negative for j >= 4 when l is odd, j < 4 when even */
    memset(b, 0, sizeof b);
    b[1] = 0x3C;
    for (i = 0; i < 32; i++) b[74 + i] = (uint8_t)(15 << (4 * (i % 2)));
    for (i = 0; i < 256; i++) want[i] = ((i / 8) % 2 == 0) == (i % 8 < 4) ? -1.0f : 1.0f;
    check_row(REF_TYPE_IQ3_S, b, 256, want, "IQ3_S");
    /* IQ1_S: d = 0.5, sub-block ib: scale 2 (ib % 8) + 1, delta -1/8 for odd ib, index
       of group 3: 2047 (all 1) through qh's bits 9-11, of the others 0 (all -1) */
    memset(b, 0, sizeof b);
    b[1] = 0x38;
    for (i = 0; i < 8; i++) {
        int qh = (i << 12) | (i % 2 ? 0x8000 : 0) | (7 << 9);
        b[2 + 4 * i + 3] = 0xFF;
        b[34 + 2 * i] = (uint8_t)qh;
        b[35 + 2 * i] = (uint8_t)(qh >> 8);
    }
    for (i = 0; i < 256; i++)
        want[i] = 0.5f * (float)(2 * (i / 32) + 1) * ((i % 32 >= 24 ? 1.0f : -1.0f) + (i / 32 % 2 ? -0.125f : 0.125f));
    check_row(REF_TYPE_IQ1_S, b, 256, want, "IQ1_S");
    /* IQ2_XXS: d = 1, ib's scale nibble 3 (step 0.875), grid bytes 1 (entry 43 8 8 8 8 8 8 8),
       sign index 1 (ksigns 0x81: elements 0 and 7 negative) in every group */
    memset(b, 0, sizeof b);
    b[1] = 0x3C;
    for (i = 0; i < 8; i++) {
        uint32_t sw = (3u << 28) | 1u | (1u << 7) | (1u << 14) | (1u << 21);
        for (j = 0; j < 4; j++) b[2 + 8 * i + j] = 1, b[6 + 8 * i + j] = (uint8_t)(sw >> (8 * j));
    }
    for (i = 0; i < 256; i++)
        want[i] = 0.875f * (i % 8 == 0 ? 43.0f : 8.0f) * (i % 8 == 0 || i % 8 == 7 ? -1.0f : 1.0f);
    check_row(REF_TYPE_IQ2_XXS, b, 256, want, "IQ2_XXS");
    /* every type: quantized Gaussian values decode within a loose relative RMS, and the
       same input quantizes to the same bytes */
    vkt_seed(31);
    for (i = 0; i < 4096; i++) x[i] = rnd_gauss();
    for (k = 0; (t = ref_type_grid_at(k)) >= 0; k++) {
        double se = 0, sx = 0;
        static uint8_t q2[4096];
        VKT_CHECK(ref_quant_row(t, x, q, 4096) == 0 && ref_dequant_row(t, q, y, 4096) == 0, "%s", ref_type_name(t));
        VKT_CHECK(ref_quant_row(t, x, q2, 4096) == 0 && memcmp(q, q2, ref_row_size(t, 4096)) == 0,
                  "%s: not deterministic", ref_type_name(t));
        for (i = 0; i < 4096; i++) se += (double)(x[i] - y[i]) * (x[i] - y[i]), sx += (double)x[i] * x[i];
        printf("  %-7s Gaussian round trip: relative RMS error %.3f\n", ref_type_name(t), sqrt(se / sx));
        VKT_CHECK(sqrt(se / sx) < (t == REF_TYPE_IQ1_S || t == REF_TYPE_IQ1_M ? 0.7 : 0.5), "%s: %.3f",
                  ref_type_name(t), sqrt(se / sx));
    }
}

static void test_quant_roundtrip(void) {
    enum { N = 4096 };
    static float x[N], y[N], bound[256];
    static uint8_t q[N * 4];
    int ti, t, dist, i;
    vkt_seed(21);
    for (ti = 0; (t = ref_type_at(ti)) >= 0; ti++) {
        double rms_rel_worst = 0;
        for (dist = 0; dist < 6; dist++) {
            double se = 0, sx = 0;
            int bs = ref_type_block(t), bad = 0;
            for (i = 0; i < N; i++) {
                float g = rnd_gauss();
                switch (dist) {
                case 0: x[i] = g; break;
                case 1: x[i] = 1e-3f * g; break;                                 /* small scales */
                case 2: x[i] = vkt_randu(97) == 0 ? 30.0f * g : g; break;       /* outliers */
                case 3: x[i] = fabsf(g) + 0.5f; break;                           /* all positive, offset */
                case 4: x[i] = -fabsf(g) - 2.0f; break;                          /* all negative */
                default: x[i] = (i / 64) % 3 == 0 ? 0.0f : 0.25f; break;         /* zero and constant blocks */
                }
            }
            VKT_CHECK(ref_row_size(t, N) <= sizeof q, "row size");
            VKT_CHECK(ref_quant_row(t, x, q, N) == 0, "%s quant failed", ref_type_name(t));
            VKT_CHECK(ref_dequant_row(t, q, y, N) == 0, "%s dequant failed", ref_type_name(t));
            for (i = 0; i < N; i++) {
                float e = fabsf(x[i] - y[i]);
                if (bs == 1) block_bounds(t, x + i, bound);
                else if (i % bs == 0) block_bounds(t, x + i, bound);
                se += (double)e * e;
                sx += (double)x[i] * x[i];
                if (!(e <= bound[bs == 1 ? 0 : i % bs] + 1e-7f * fabsf(x[i]))) {
                    if (bad++ < 3)
                        VKT_CHECK(0, "%s dist %d element %d: x %g got %g err %g > bound %g", ref_type_name(t), dist, i,
                                  (double)x[i], (double)y[i], (double)e, (double)bound[bs == 1 ? 0 : i % bs]);
                }
            }
            if (dist == 5) {
                /* zeros stay exactly zero, constants are exact up to the scale's precision */
                int zero_ok = 1;
                for (i = 0; i < N; i++)
                    if (x[i] == 0.0f && y[i] != 0.0f && t != REF_TYPE_Q4_1 && t != REF_TYPE_Q5_1) zero_ok = 0;
                VKT_CHECK(zero_ok, "%s: zero block not exact", ref_type_name(t));
            }
            if (dist == 0 && sx > 0 && sqrt(se / sx) > rms_rel_worst) rms_rel_worst = sqrt(se / sx);
        }
        /* relative RMS error on Gaussian data: a regression guard for the quantizers */
        {
            double lim = t == REF_TYPE_F32                                         ? 0
                : t == REF_TYPE_F16                                                ? 4e-4
                : t == REF_TYPE_BF16                                               ? 3e-3
                : t == REF_TYPE_Q8_0                                               ? 0.01
                : t == REF_TYPE_Q6_K                                               ? 0.02
                : t == REF_TYPE_Q2_K                                               ? 0.36
                : t == REF_TYPE_Q3_K                                               ? 0.16
                : t == REF_TYPE_MXFP4                                              ? 0.12
                : (t == REF_TYPE_Q5_0 || t == REF_TYPE_Q5_1 || t == REF_TYPE_Q5_K) ? 0.05
                                                                                   : 0.11;
            VKT_CHECK(rms_rel_worst <= lim, "%s relative RMS error %.4f > %.4f", ref_type_name(t), rms_rel_worst, lim);
        }
    }
    /* non-finite input is refused by the block quantizers */
    x[5] = u2f(0x7fc00000u);
    VKT_CHECK(ref_quant_row(REF_TYPE_Q8_0, x, q, 32) == -1, "NaN accepted");
    VKT_CHECK(ref_quant_row(REF_TYPE_Q4_K, x, q, 100) == -1, "bad length accepted");
    VKT_CHECK(ref_dequant_row(99, q, y, 32) == -1, "unknown type accepted");
    VKT_CHECK(ref_row_size(REF_TYPE_Q6_K, 512) == 420 && ref_row_size(REF_TYPE_Q5_1, 64) == 48 &&
                  ref_row_size(REF_TYPE_BF16, 3) == 6,
              "row sizes");
    VKT_CHECK(ref_type_from_name("q4_k") == REF_TYPE_Q4_K && ref_type_from_name("BF16") == REF_TYPE_BF16 &&
                  ref_type_from_name("Q4_K_M") == -1,
              "names");
}

/* ------------------------------------------------------------------ RoPE */

static void test_rope(void) {
    double x[64], y[64], a[64], b[64];
    float ff[32];
    int i, p;
    vkt_seed(3);
    for (i = 0; i < 64; i++) x[i] = vkt_randf();
    for (i = 0; i < 32; i++) ff[i] = 1.0f + (float)i * 0.5f;
    /* position 0 is the identity in both orderings, with or without factors */
    memcpy(y, x, sizeof x);
    ref_rope(y, 64, 0, 10000.0, NULL, 0);
    VKT_CHECK(!memcmp(x, y, sizeof x), "normal rope at pos 0 changed q");
    ref_rope(y, 64, 0, 10000.0, ff, 1);
    VKT_CHECK(!memcmp(x, y, sizeof x), "neox rope at pos 0 changed q");
    /* one unit vector: pair (0,1) in normal order, (0,32) in NEOX order, theta_0 = pos */
    memset(y, 0, sizeof y);
    y[0] = 1.0;
    ref_rope(y, 64, 1, 10000.0, NULL, 0);
    VKT_CHECK(fabs(y[0] - cos(1.0)) < 1e-15 && fabs(y[1] - sin(1.0)) < 1e-15 && y[32] == 0.0, "normal pairing");
    memset(y, 0, sizeof y);
    y[0] = 1.0;
    ref_rope(y, 64, 1, 10000.0, NULL, 1);
    VKT_CHECK(fabs(y[0] - cos(1.0)) < 1e-15 && fabs(y[32] - sin(1.0)) < 1e-15 && y[1] == 0.0, "neox pairing");
    /* pair i turns by pos * base^(-2i/n) / ff[i] */
    memset(y, 0, sizeof y);
    y[2 * 5] = 1.0;
    ref_rope(y, 64, 7, 500000.0, ff, 0);
    {
        double th = 7.0 * pow(500000.0, -10.0 / 64.0) / ff[5];
        VKT_CHECK(fabs(y[10] - cos(th)) < 1e-14 && fabs(y[11] - sin(th)) < 1e-14, "frequency / factor");
    }
    /* rotations keep norms and make q.k depend only on the distance */
    for (p = 0; p < 2; p++) {
        double d1 = 0, d2 = 0;
        memcpy(a, x, sizeof x);
        memcpy(b, x + 0, sizeof x);
        for (i = 0; i < 64; i++) b[i] = x[63 - i];
        ref_rope(a, 64, 10, 10000.0, p ? ff : NULL, p);
        ref_rope(b, 64, 3, 10000.0, p ? ff : NULL, p);
        for (i = 0; i < 64; i++) d1 += a[i] * b[i];
        memcpy(a, x, sizeof x);
        for (i = 0; i < 64; i++) b[i] = x[63 - i];
        ref_rope(a, 64, 107, 10000.0, p ? ff : NULL, p);
        ref_rope(b, 64, 100, 10000.0, p ? ff : NULL, p);
        for (i = 0; i < 64; i++) d2 += a[i] * b[i];
        VKT_CHECK(fabs(d1 - d2) < 1e-10, "relative position property (%s): %g vs %g", p ? "neox" : "normal", d1, d2);
    }
}

/* ------------------------------------------------------------------ GGUF reader */

static void test_gguf_reader(void) {
    char path[256], err[256];
    mk_opts o;
    ref_gguf g;
    double v;
    const char *s;
    size_t len, cut;
    int bad_accepted = 0;
    memset(&o, 0, sizeof o);
    o.out = tmp_path(path, sizeof path, "reader");
    o.tied = -1; o.fast = -1; o.rope_freqs = -1; o.seed = 5; o.quiet = 1;
    o.arch = "qwen2";
    o.type = "Q4_1";
    VKT_CHECK(mk_write_model(&o, err, sizeof err) == 0, "mkmodel: %s", err);
    if (ref_gguf_open(&g, path, err, sizeof err)) { VKT_CHECK(0, "open: %s", err); remove(path); return; }
    VKT_CHECK(g.version == 3 && g.alignment == 32 && g.data_off % 32 == 0, "header");
    VKT_CHECK(ref_gguf_get_str(&g, "general.architecture", &s, &len) == 0 && len == 5 && !memcmp(s, "qwen2", 5),
              "arch");
    VKT_CHECK(ref_gguf_get_num(&g, "qwen2.block_count", &v) == 0 && v == 2, "block_count");
    VKT_CHECK(ref_gguf_get_num(&g, "qwen2.attention.layer_norm_rms_epsilon", &v) == 0 && (float)v == 1e-6f, "eps");
    VKT_CHECK(ref_gguf_get_num(&g, "general.file_type", &v) == 0 && v == 3, "file_type");
    VKT_CHECK(ref_gguf_get_num(&g, "tokenizer.ggml.add_bos_token", &v) == 0 && v == 0, "add_bos bool");
    VKT_CHECK(g.n_t == 2 + 1 + 2 * 12, "tensor count %llu", (unsigned long long)g.n_t);
    {
        const ref_gguf_tensor *t = ref_gguf_tensor_find(&g, "blk.1.attn_k.bias"),
                              *q = ref_gguf_tensor_find(&g, "blk.0.ffn_down.weight");
        uint64_t i;
        VKT_CHECK(t && t->type == REF_TYPE_F32 && t->n_dims == 1 && t->ne[0] == 128, "bias tensor");
        VKT_CHECK(q && q->type == REF_TYPE_Q4_1 && q->ne[0] == 512 && q->ne[1] == 256 && q->nbytes == 256 * 16 * 20,
                  "ffn_down");
        for (i = 0; i < g.n_t; i++) VKT_CHECK(g.t[i].offset % 32 == 0, "alignment of %s", g.t[i].name);
    }
    /* every truncation of the file is refused (the data section included), never read past */
    for (cut = 0; cut < g.size; cut += (cut < 8192 ? 7 : g.size / 97 + 1)) {
        ref_gguf h;
        memset(&h, 0, sizeof h);
        h.buf = (uint8_t *)malloc(cut ? cut : 1);
        if (!h.buf) break;
        memcpy(h.buf, g.buf, cut);
        h.size = cut;
        if (ref_gguf_parse(&h, err, sizeof err) == 0) bad_accepted++;
        ref_gguf_close(&h);
    }
    VKT_CHECK(bad_accepted == 0, "%d truncated files accepted", bad_accepted);
    ref_gguf_close(&g);
    remove(path);
}

/* ------------------------------------------------------------------ models */

typedef struct run_stats { double top1_max, std_min; int finite; } run_stats;

/* writes a tiny model, runs 8 tokens; logits of every step go to out[8][n_vocab] */
static ref_model *run_tiny(const char *arch, const char *type, int tied, uint64_t seed, float *out, int *n_vocab,
                           run_stats *st, const char *tag) {
    char path[256], err[256];
    mk_opts o;
    ref_model *m;
    int step, i;
    static const int32_t toks[8] = {1, 300, 17, 256, 99, 5, 383, 42};
    memset(&o, 0, sizeof o);
    o.out = tmp_path(path, sizeof path, tag);
    o.arch = arch;
    o.type = type;
    o.tied = tied;
    o.fast = -1;
    o.rope_freqs = -1;
    o.seed = seed;
    o.quiet = 1;
    if (mk_write_model(&o, err, sizeof err)) { VKT_CHECK(0, "mkmodel %s %s: %s", arch, type, err); return NULL; }
    m = ref_load(path, err, sizeof err);
    remove(path);
    if (!m) { VKT_CHECK(0, "ref_load %s %s: %s", arch, type, err); return NULL; }
    *n_vocab = m->n_vocab;
    st->top1_max = 0;
    st->std_min = 1e9;
    st->finite = 1;
    for (step = 0; step < 8; step++) {
        float *lg = out + (size_t)step * (size_t)m->n_vocab;
        double mx = -1e30, sum = 0, mean = 0, var = 0;
        VKT_CHECK(ref_eval(m, toks[step], lg) == 0, "ref_eval");
        for (i = 0; i < m->n_vocab; i++) {
            if (!(fabsf(lg[i]) < 1e6f)) st->finite = 0;
            if (lg[i] > mx) mx = lg[i];
            mean += lg[i];
        }
        mean /= m->n_vocab;
        for (i = 0; i < m->n_vocab; i++) { sum += exp(lg[i] - mx); var += (lg[i] - mean) * (lg[i] - mean); }
        if (1.0 / sum > st->top1_max) st->top1_max = 1.0 / sum;
        if (sqrt(var / m->n_vocab) < st->std_min) st->std_min = sqrt(var / m->n_vocab);
    }
    return m;
}

static void test_models_all_types(void) {
    static const char *const archs[3] = {"llama", "qwen2", "qwen3"};
    static const char *const types[12] = {"F32",  "F16",  "BF16", "Q8_0", "Q4_0", "Q4_1",
                                          "Q5_0", "Q5_1", "Q4_K", "Q5_K", "Q6_K", "Q4_K_M"};
    /* tolerated RMS of logit - logit(F32) over 8 steps for the same seed: the weights are the
       same floats before quantization, so this checks quantizer and forward pass together */
    static const double tol[12] = {0, 0.005, 0.03, 0.08, 0.8, 0.7, 0.4, 0.4, 0.8, 0.4, 0.2, 0.8};
    float *ref32 = (float *)malloc(sizeof(float) * 8 * 384), *lg = (float *)malloc(sizeof(float) * 8 * 384);
    int a, t, nv = 0, i;
    if (!ref32 || !lg) { VKT_CHECK(0, "oom"); free(ref32); free(lg); return; }
    for (a = 0; a < 3; a++) {
        for (t = 0; t < 12; t++) {
            run_stats st;
            ref_model *m;
            double dmax = 0;
            /* every type for qwen3; the main ones for the others (keeps the run short) */
            if (a < 2 && t != 0 && t != 3 && t != 8 && t != 11) continue;
            m = run_tiny(archs[a], types[t], -1, 1234, t == 0 ? ref32 : lg, &nv, &st, "all");
            if (!m) continue;
            VKT_CHECK(nv == 384, "vocab %d", nv);
            VKT_CHECK(st.finite, "%s %s: non-finite logits", archs[a], types[t]);
            VKT_CHECK(st.top1_max < 0.5, "%s %s: top-1 probability %.3f: one token dominates", archs[a], types[t],
                      st.top1_max);
            VKT_CHECK(st.std_min > 0.8, "%s %s: logit spread %.3f too small", archs[a], types[t], st.std_min);
            if (t) {
                double se = 0;
                for (i = 0; i < 8 * nv; i++) {
                    double d = fabs(lg[i] - ref32[i]);
                    if (d > dmax) dmax = d;
                    se += d * d;
                }
                se = sqrt(se / (8.0 * nv));
                if (getenv("VKT_VERBOSE"))
                    printf("  %s %-6s rms %.4f max %.4f top1 %.3f std %.3f\n", archs[a], types[t], se, dmax,
                           st.top1_max, st.std_min);
                VKT_CHECK(se <= tol[t] && se > 0, "%s %s: RMS |logit - F32 logit| = %.4f (tolerance %.3f)", archs[a],
                          types[t], se, tol[t]);
            }
            ref_free(m);
        }
    }
    free(ref32);
    free(lg);
}

static void test_models_deterministic(void) {
    float *a = (float *)malloc(sizeof(float) * 8 * 384), *b = (float *)malloc(sizeof(float) * 8 * 384);
    int nv = 0, nv2 = 0, step, i, differ = 0;
    run_stats st;
    ref_model *m1, *m2;
    if (!a || !b) { free(a); free(b); VKT_CHECK(0, "oom"); return; }
    m1 = run_tiny("qwen3", "Q4_K_M", -1, 77, a, &nv, &st, "det1");
    m2 = run_tiny("qwen3", "Q4_K_M", -1, 77, b, &nv2, &st, "det2");
    if (m1 && m2) {
        VKT_CHECK(!memcmp(a, b, sizeof(float) * 8 * (size_t)nv), "same seed, different logits");
        VKT_CHECK(m1->g.size == m2->g.size && !memcmp(m1->g.buf, m2->g.buf, m1->g.size), "same seed, different files");
        /* ref_reset: the same tokens again give the same logits */
        {
            static const int32_t toks[8] = {1, 300, 17, 256, 99, 5, 383, 42};
            ref_reset(m1);
            for (step = 0; step < 8; step++) {
                VKT_CHECK(ref_eval(m1, toks[step], b) == 0, "eval");
                VKT_CHECK(!memcmp(a + (size_t)step * (size_t)nv, b, sizeof(float) * (size_t)nv),
                          "after reset, step %d differs", step);
            }
            /* a different prefix changes later logits (the KV cache is used) */
            ref_reset(m1);
            ref_eval(m1, 2, b);
            ref_eval(m1, 300, b);
            for (i = 0; i < nv; i++) if (b[i] != a[(size_t)nv + (size_t)i]) differ = 1;
            VKT_CHECK(differ, "logits ignore the previous token");
            VKT_CHECK(ref_eval(m1, nv, b) == -1 && ref_eval(m1, -1, b) == -1, "bad token accepted");
        }
    }
    ref_free(m1);
    ref_free(m2);
    m2 = run_tiny("qwen3", "Q4_K_M", -1, 78, b, &nv2, &st, "det3");
    if (m2) VKT_CHECK(memcmp(a, b, sizeof(float) * 8 * (size_t)nv) != 0, "different seeds, same logits");
    ref_free(m2);
    free(a);
    free(b);
}

/* logits == output matrix (token_embd when tied) times the final normed state */
static void check_output_matrix(ref_model *m, const float *lg, const char *want_name) {
    const ref_gguf_tensor *w = ref_gguf_tensor_find(&m->g, want_name);
    float *row = (float *)malloc(sizeof(float) * (size_t)m->n_embd);
    int v, c;
    double worst = 0;
    VKT_CHECK(w != NULL, "%s missing", want_name);
    if (!w || !row) { free(row); return; }
    VKT_CHECK(m->output == w, "output is not %s", want_name);
    for (v = 0; v < m->n_vocab; v++) {
        double acc = 0;
        ref_dequant_row((int)w->type, w->data + (size_t)v * ref_row_size((int)w->type, m->n_embd), row, m->n_embd);
        for (c = 0; c < m->n_embd; c++) acc += (double)row[c] * m->final_norm[c];
        if (fabs(acc - lg[v]) > worst) worst = fabs(acc - lg[v]);
    }
    VKT_CHECK(worst < 1e-5, "logits differ from %s x state by %g", want_name, worst);
    free(row);
}

static void test_tied_output(void) {
    float *lg = (float *)malloc(sizeof(float) * 8 * 384);
    int nv = 0;
    run_stats st;
    ref_model *m;
    if (!lg) return;
    m = run_tiny("llama", "Q8_0", 1, 9, lg, &nv, &st, "tied");
    if (m) {
        VKT_CHECK(m->tied && !ref_gguf_tensor_find(&m->g, "output.weight"), "tied model has output.weight");
        check_output_matrix(m, lg + 7 * (size_t)nv, "token_embd.weight");
        ref_free(m);
    }
    m = run_tiny("llama", "Q8_0", 0, 9, lg, &nv, &st, "sep");
    if (m) {
        VKT_CHECK(!m->tied, "separate model is tied");
        check_output_matrix(m, lg + 7 * (size_t)nv, "output.weight");
        ref_free(m);
    }
    free(lg);
}

/* ------------------------------------------------------------------ mkmodel details */

static int tensor_type(const ref_gguf *g, const char *name) {
    const ref_gguf_tensor *t = ref_gguf_tensor_find(g, name);
    return t ? (int)t->type : -1;
}

static void test_q4km_mix(void) {
    mk_hp hp;
    mk_opts o;
    mk_tensor t;
    char err[256];
    int l, n6 = 0;
    /* qwen3-0.6b: 28 layers; Q6_K attn_v / ffn_down in layers 0-2, 5, 8, ..., 23, 24-27 */
    static const int more[28] = {1, 1, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1, 1, 1};
    memset(&o, 0, sizeof o);
    o.preset = "qwen3-0.6b"; o.tied = -1; o.rope_freqs = -1; o.fast = -1;
    VKT_CHECK(mk_preset(&o, &hp, err, sizeof err) == 0, "preset: %s", err);
    VKT_CHECK(hp.n_layer == 28 && hp.n_embd == 1024 && hp.head_dim == 128 && hp.tied && hp.n_vocab == 151936,
              "qwen3-0.6b shape");
    memset(&t, 0, sizeof t);
    t.n_dims = 2;
    for (l = 0; l < 28; l++) {
        int tv, td, tq;
        t.layer = l;
        t.kind = MK_K_MAT;
        snprintf(t.name, sizeof t.name, "blk.%d.attn_v.weight", l);
        t.ne[0] = 1024;
        tv = mk_type_for(MK_Q4_K_M, &hp, &t);
        snprintf(t.name, sizeof t.name, "blk.%d.ffn_down.weight", l);
        t.ne[0] = 3072;
        td = mk_type_for(MK_Q4_K_M, &hp, &t);
        snprintf(t.name, sizeof t.name, "blk.%d.attn_q.weight", l);
        t.ne[0] = 1024;
        tq = mk_type_for(MK_Q4_K_M, &hp, &t);
        VKT_CHECK(tv == (more[l] ? REF_TYPE_Q6_K : REF_TYPE_Q4_K) && td == tv && tq == REF_TYPE_Q4_K,
                  "layer %d: %s %s %s", l, ref_type_name(tv), ref_type_name(td), ref_type_name(tq));
        n6 += tv == REF_TYPE_Q6_K;
    }
    VKT_CHECK(n6 == 14, "%d Q6_K layers", n6);
    /* tied: token_embd takes the output's Q6_K; separate: output Q6_K, token_embd Q4_K */
    t.layer = -1; t.ne[0] = 1024; t.kind = MK_K_EMB;
    snprintf(t.name, sizeof t.name, "token_embd.weight");
    VKT_CHECK(mk_type_for(MK_Q4_K_M, &hp, &t) == REF_TYPE_Q6_K, "tied token_embd");
    hp.tied = 0;
    VKT_CHECK(mk_type_for(MK_Q4_K_M, &hp, &t) == REF_TYPE_Q4_K, "separate token_embd");
    t.kind = MK_K_OUT;
    VKT_CHECK(mk_type_for(MK_Q4_K_M, &hp, &t) == REF_TYPE_Q6_K, "output");
    t.n_dims = 1; t.kind = MK_K_NORM;
    VKT_CHECK(mk_type_for(MK_Q4_K_M, &hp, &t) == REF_TYPE_F32, "norm");
    /* rows that are not a multiple of 256 fall back like llama-quantize (qwen2-0.5b: 896) */
    t.n_dims = 2; t.kind = MK_K_MAT; t.ne[0] = 896; t.layer = 3;
    VKT_CHECK(mk_fit(REF_TYPE_Q4_K, 896) == REF_TYPE_Q5_0 && mk_fit(REF_TYPE_Q5_K, 896) == REF_TYPE_Q5_1 &&
              mk_fit(REF_TYPE_Q6_K, 896) == REF_TYPE_Q8_0 && mk_fit(REF_TYPE_Q8_0, 40) == REF_TYPE_F16 &&
              mk_fit(REF_TYPE_Q4_K, 4864) == REF_TYPE_Q4_K, "fallbacks");
    hp.tied = 1; t.kind = MK_K_EMB;
    VKT_CHECK(mk_type_for(MK_Q4_K_M, &hp, &t) == REF_TYPE_Q8_0, "tied token_embd with 896 columns");
}

/* llama-quantize's low-bit mixes (llama-quant.cpp, dense model, no imatrix) on the 8B's
   shape (36 layers, 32 / 8 heads: n_gqa 4) and the tiny one (2 layers, n_gqa 2) */
static void test_low_bit_mixes(void) {
    mk_hp hp;
    mk_opts o;
    mk_tensor t;
    char err[256];
    int l, p;
    memset(&o, 0, sizeof o);
    o.tied = -1;
    o.rope_freqs = -1;
    o.fast = -1;
    memset(&t, 0, sizeof t);
    for (p = 0; p < 2; p++) {
        o.preset = p ? "tiny" : "qwen3-8b";
        VKT_CHECK(mk_preset(&o, &hp, err, sizeof err) == 0, "preset: %s", err);
        for (l = 0; l < hp.n_layer; l++) {
            int v[5], d[5], out[5], q[5], k;
            static const int ft[5] = {10, 21, 12, 13, 30}; /* Q2_K Q2_K_S Q3_K_M Q3_K_L IQ4_XS */
            t.n_dims = 2;
            t.kind = MK_K_MAT;
            t.layer = l;
            t.ne[0] = hp.n_embd;
            for (k = 0; k < 5; k++) {
                snprintf(t.name, sizeof t.name, "blk.%d.attn_v.weight", l);
                v[k] = mk_type_for(MK_MIX + ft[k], &hp, &t);
                snprintf(t.name, sizeof t.name, "blk.%d.attn_output.weight", l);
                out[k] = mk_type_for(MK_MIX + ft[k], &hp, &t);
                snprintf(t.name, sizeof t.name, "blk.%d.attn_q.weight", l);
                q[k] = mk_type_for(MK_MIX + ft[k], &hp, &t);
                snprintf(t.name, sizeof t.name, "blk.%d.ffn_down.weight", l);
                t.ne[0] = hp.n_ff;
                d[k] = mk_type_for(MK_MIX + ft[k], &hp, &t);
                t.ne[0] = hp.n_embd;
            }
            VKT_CHECK(v[0] == (p ? REF_TYPE_Q3_K : REF_TYPE_Q4_K) && d[0] == REF_TYPE_Q3_K && out[0] == REF_TYPE_Q3_K &&
                          q[0] == REF_TYPE_Q2_K,
                      "Q2_K layer %d: %s %s %s", l, ref_type_name(v[0]), ref_type_name(d[0]), ref_type_name(out[0]));
            VKT_CHECK(v[1] == (p ? REF_TYPE_Q2_K : REF_TYPE_Q4_K) &&
                          d[1] == (l < 4 && !p ? REF_TYPE_Q4_K : REF_TYPE_Q2_K) && out[1] == REF_TYPE_Q2_K,
                      "Q2_K_S layer %d", l);
            VKT_CHECK(v[2] == (l < 2 ? REF_TYPE_Q5_K : REF_TYPE_Q4_K) &&
                          d[2] == (l < 2 && !p ? REF_TYPE_Q5_K : REF_TYPE_Q4_K) && out[2] == REF_TYPE_Q4_K &&
                          q[2] == REF_TYPE_Q3_K,
                      "Q3_K_M layer %d: %s %s", l, ref_type_name(v[2]), ref_type_name(d[2]));
            VKT_CHECK(v[3] == REF_TYPE_Q5_K && d[3] == REF_TYPE_Q5_K && out[3] == REF_TYPE_Q5_K &&
                          q[3] == REF_TYPE_Q3_K,
                      "Q3_K_L layer %d", l);
            VKT_CHECK(v[4] == (p ? REF_TYPE_IQ4_XS : REF_TYPE_Q5_K) &&
                          d[4] == (l < 4 && !p ? REF_TYPE_Q5_K : REF_TYPE_IQ4_XS) && out[4] == REF_TYPE_IQ4_XS,
                      "IQ4_XS layer %d: %s %s", l, ref_type_name(v[4]), ref_type_name(d[4]));
        }
        t.layer = -1;
        t.kind = MK_K_OUT;
        t.ne[0] = hp.n_embd;
        snprintf(t.name, sizeof t.name, "output.weight");
        VKT_CHECK(mk_type_for(MK_MIX + 10, &hp, &t) == REF_TYPE_Q6_K &&
                      mk_type_for(MK_MIX + 30, &hp, &t) == REF_TYPE_Q6_K,
                  "output");
        t.kind = MK_K_EMB;
        snprintf(t.name, sizeof t.name, "token_embd.weight");
        VKT_CHECK(mk_type_for(MK_MIX + 10, &hp, &t) == REF_TYPE_Q2_K &&
                      mk_type_for(MK_MIX + 12, &hp, &t) == REF_TYPE_Q3_K,
                  "separate token_embd");
        /* the IQ mixes: token_embd Q2_K (IQ2_XXS, IQ1_M), IQ3_S (IQ2_M, IQ3_XXS), the base (IQ3_S) */
        VKT_CHECK(mk_type_for(MK_MIX + 19, &hp, &t) == REF_TYPE_Q2_K &&
                      mk_type_for(MK_MIX + 31, &hp, &t) == REF_TYPE_Q2_K &&
                      mk_type_for(MK_MIX + 29, &hp, &t) == REF_TYPE_IQ3_S &&
                      mk_type_for(MK_MIX + 23, &hp, &t) == REF_TYPE_IQ3_S &&
                      mk_type_for(MK_MIX + 26, &hp, &t) == REF_TYPE_IQ3_S,
                  "IQ mixes' token_embd");
        t.kind = MK_K_OUT;
        snprintf(t.name, sizeof t.name, "output.weight");
        VKT_CHECK(mk_type_for(MK_MIX + 24, &hp, &t) == REF_TYPE_Q5_K &&
                      mk_type_for(MK_MIX + 27, &hp, &t) == REF_TYPE_Q6_K,
                  "IQ mixes' output");
    }
    VKT_CHECK(mk_fit(REF_TYPE_Q2_K, 896) == REF_TYPE_IQ4_NL && mk_fit(REF_TYPE_Q3_K, 896) == REF_TYPE_IQ4_NL &&
                  mk_fit(REF_TYPE_IQ4_XS, 896) == REF_TYPE_IQ4_NL && mk_fit(REF_TYPE_IQ4_NL, 40) == REF_TYPE_F16,
              "fallbacks");
    VKT_CHECK(mk_parse_type("q3_k_m", 0) == MK_MIX + 12 && mk_parse_type("Q3_K_M", 1) == REF_TYPE_Q3_K &&
                  mk_parse_type("Q3_K", 0) == REF_TYPE_Q3_K && mk_parse_type("MXFP4", 0) == REF_TYPE_MXFP4 &&
                  mk_parse_type("Q4_K_M", 0) == MK_Q4_K_M && mk_parse_type("IQ2_XXS", 0) == MK_MIX + 19 &&
                  mk_parse_type("IQ2_M", 1) == REF_TYPE_IQ2_S && mk_parse_type("TQ1_0", 0) == -1,
              "--type names");
}

static void test_mkmodel_file(void) {
    char path[256], err[256];
    mk_opts o;
    ref_gguf g;
    double v;
    int l;
    memset(&o, 0, sizeof o);
    o.out = tmp_path(path, sizeof path, "file");
    o.arch = "llama";
    o.type = "Q4_K_M";
    o.tied = -1;
    o.fast = -1;
    o.rope_freqs = -1;
    o.seed = 3;
    o.quiet = 1;
    o.layers = 8;
    VKT_CHECK(mk_write_model(&o, err, sizeof err) == 0, "mkmodel: %s", err);
    if (ref_gguf_open(&g, path, err, sizeof err)) { VKT_CHECK(0, "open: %s", err); remove(path); return; }
    remove(path);
    /* 8 layers: use_more_bits picks 0, 7 and (i - 1) % 3 == 2: 3, 6 */
    for (l = 0; l < 8; l++) {
        char nm[64];
        int want = (l == 0 || l == 7 || l == 3 || l == 6) ? REF_TYPE_Q6_K : REF_TYPE_Q4_K;
        snprintf(nm, sizeof nm, "blk.%d.attn_v.weight", l);
        VKT_CHECK(tensor_type(&g, nm) == want, "%s: %s", nm, ref_type_name(tensor_type(&g, nm)));
        snprintf(nm, sizeof nm, "blk.%d.ffn_norm.weight", l);
        VKT_CHECK(tensor_type(&g, nm) == REF_TYPE_F32, "%s", nm);
    }
    VKT_CHECK(tensor_type(&g, "output.weight") == REF_TYPE_Q6_K &&
                  tensor_type(&g, "token_embd.weight") == REF_TYPE_Q4_K,
              "output / embd");
    VKT_CHECK(tensor_type(&g, "rope_freqs.weight") == REF_TYPE_F32, "llama has rope_freqs");
    VKT_CHECK(ref_gguf_get_num(&g, "general.file_type", &v) == 0 && v == 15, "file_type Q4_K_M");
    VKT_CHECK(ref_gguf_get_num(&g, "llama.attention.key_length", &v) == 0 && v == 64, "key_length");
    VKT_CHECK(ref_gguf_get_num(&g, "llama.attention.value_length", &v) == 0 && v == 64, "value_length");
    VKT_CHECK(ref_gguf_get_num(&g, "llama.rope.freq_base", &v) == 0 && v == 500000.0, "rope base");
    {
        /* Llama-3 factors: 1 for the fast pairs, 32 for the slow ones, smooth between */
        const ref_gguf_tensor *t = ref_gguf_tensor_find(&g, "rope_freqs.weight");
        float ff[32];
        int i, mono = 1;
        VKT_CHECK(t && t->ne[0] == 32, "rope_freqs shape");
        if (t) {
            ref_dequant_row(REF_TYPE_F32, t->data, ff, 32);
            for (i = 1; i < 32; i++) if (ff[i] < ff[i - 1]) mono = 0;
            VKT_CHECK(ff[0] == 1.0f && ff[31] == 32.0f && mono, "rope factors %g .. %g", (double)ff[0], (double)ff[31]);
        }
    }
    ref_gguf_close(&g);
}

/* the synthetic vocab is a valid byte-level BPE vocab */
static void test_synthetic_vocab(void) {
    mk_vocab v;
    int i, j, bad_merge = 0, dup = 0;
    VKT_CHECK(mk_vocab_build(&v, 384, MK_QWEN3) == 0, "build");
    VKT_CHECK(v.n == 384, "n %d", v.n);
    VKT_CHECK(v.n_merges >= 100, "only %d merges", v.n_merges);
    VKT_CHECK(!strcmp(v.tok[32], "\xc4\xa0") && !strcmp(v.tok[10], "\xc4\x8a") && !strcmp(v.tok[65], "A") &&
                  !strcmp(v.tok[255], "\xc3\xbf"),
              "GPT-2 byte forms");
    VKT_CHECK(v.type[v.bos] == 3 && v.type[v.eos] == 3 && !strcmp(v.tok[v.bos], "<|endoftext|>"), "control tokens");
    for (i = 0; i < v.n_merges; i++) {
        const char *sp = strchr(v.merges[i], ' ');
        char l[256], r[256], lr[512];
        int fl = 0, fr = 0, flr = 0;
        if (!sp || strchr(sp + 1, ' ')) { bad_merge++; continue; }
        snprintf(l, sizeof l, "%.*s", (int)(sp - v.merges[i]), v.merges[i]);
        snprintf(r, sizeof r, "%s", sp + 1);
        snprintf(lr, sizeof lr, "%s%s", l, r);
        for (j = 0; j < v.n; j++) {
            fl |= !strcmp(v.tok[j], l);
            fr |= !strcmp(v.tok[j], r);
            flr |= !strcmp(v.tok[j], lr);
        }
        if (!fl || !fr || !flr) bad_merge++;
    }
    VKT_CHECK(bad_merge == 0, "%d merges name missing tokens", bad_merge);
    for (i = 0; i < v.n && !dup; i++)
        for (j = i + 1; j < v.n; j++) if (!strcmp(v.tok[i], v.tok[j])) { dup = 1; break; }
    VKT_CHECK(!dup, "duplicate token strings");
    mk_vocab_free(&v);
}

/* Gemma 3's sliding window in the reference: with every layer sliding (5 layers of window
   8) position p sees nothing before p - 5 * 7, so two prompts that differ only in their
   first 4 tokens give bitwise the same logits at position 47; with the sixth layer
   (global) they differ. The SentencePiece vocabulary's layout as Gemma's. */
static void test_gemma3_window(void) {
    char path[256], err[256];
    mk_opts o;
    mk_vocab v;
    int layers, t, i;
    memset(&o, 0, sizeof o);
    o.out = tmp_path(path, sizeof path, "gemma3");
    o.arch = "gemma3";
    o.type = "F32";
    o.tied = -1;
    o.fast = -1;
    o.rope_freqs = -1;
    o.seed = 31;
    o.quiet = 1;
    for (layers = 5; layers <= 6; layers++) {
        ref_model *m;
        float *la, *lb;
        int same = 1;
        o.layers = layers;
        if (mk_write_model(&o, err, sizeof err)) { VKT_CHECK(0, "mkmodel gemma3: %s", err); return; }
        m = ref_load(path, err, sizeof err);
        remove(path);
        if (!m) { VKT_CHECK(0, "ref_load gemma3: %s", err); return; }
        VKT_CHECK(m->n_swa == 8 && m->layers[0].swa && (layers < 6 || !m->layers[5].swa) && m->emb_scale == 16.0 &&
                      m->rope_pscale == 0.125 && m->rope_base_swa == 10000.0,
                  "gemma3 hyper-parameters: window %d, scales %g %g", m->n_swa, m->emb_scale, m->rope_pscale);
        la = (float *)malloc(sizeof(float) * (size_t)m->n_vocab);
        lb = (float *)malloc(sizeof(float) * (size_t)m->n_vocab);
        if (!la || !lb) { free(la); free(lb); ref_free(m); VKT_CHECK(0, "out of memory"); return; }
        for (t = 0; t < 48; t++) VKT_CHECK(ref_eval(m, (t * 37 + 5) % m->n_vocab, la) == 0, "ref_eval");
        ref_reset(m);
        for (t = 0; t < 48; t++)
            VKT_CHECK(ref_eval(m, t < 4 ? 300 + t : (t * 37 + 5) % m->n_vocab, lb) == 0, "ref_eval");
        for (i = 0; i < m->n_vocab; i++) same &= la[i] == lb[i];
        VKT_CHECK(same == (layers == 5), "%d layers: logits at 47 %s the first tokens", layers,
                  same ? "ignore" : "depend on");
        free(la);
        free(lb);
        ref_free(m);
    }
    VKT_CHECK(mk_vocab_build_spm(&v, 512) == 0, "SentencePiece vocabulary");
    VKT_CHECK(v.n == 512 && v.bos == 2 && v.eos == 1 && !strcmp(v.tok[2], "<bos>") && !strcmp(v.tok[16], "<0x0A>") &&
                  v.type[16] == 6 && v.type[0] == 3 && !strcmp(v.tok[5], "<end_of_turn>"),
              "Gemma's layout");
    for (i = 6 + 256; i < v.n && v.type[i] == 1; i++) { /* each piece's prefix (one byte shorter) is a piece */
        size_t n = strlen(v.tok[i]);
        int j, found = n <= 3;
        for (j = 6 + 256; j < i && !found; j++)
            found = strlen(v.tok[j]) == n - 1 && !strncmp(v.tok[j], v.tok[i], n - 1);
        VKT_CHECK(found, "piece '%s' cannot be reached", v.tok[i]);
    }
    mk_vocab_free(&v);
}

static void test_vocab_copy(void) {
    const char *sh = vkt_shared_dir();
    char src[512], path[256], err[256];
    mk_opts o;
    ref_gguf a, b;
    uint64_t k;
    int copied = 0, same = 1;
    FILE *f;
    if (!sh) VKT_SKIP("../shared not found");
    snprintf(src, sizeof src, "%s/vocab/ggml-vocab-qwen2.gguf", sh);
    if (!(f = fopen(src, "rb"))) VKT_SKIP("%s not found", src);
    fclose(f);
    memset(&o, 0, sizeof o);
    o.out = tmp_path(path, sizeof path, "vocab");
    o.arch = "qwen3"; o.type = "Q8_0"; o.tied = 1; o.fast = 1; o.rope_freqs = -1; o.seed = 1; o.quiet = 1; o.layers = 1;
    o.vocab = src;
    VKT_CHECK(mk_write_model(&o, err, sizeof err) == 0, "mkmodel: %s", err);
    if (ref_gguf_open(&a, src, err, sizeof err)) { VKT_CHECK(0, "%s", err); remove(path); return; }
    if (ref_gguf_open(&b, path, err, sizeof err)) { VKT_CHECK(0, "%s", err); ref_gguf_close(&a); remove(path); return; }
    remove(path);
    for (k = 0; k < a.n_kv; k++) {
        const ref_gguf_kv *x = &a.kv[k], *y;
        char key[256];
        if (x->key_len < 10 || memcmp(x->key, "tokenizer.", 10) || x->key_len >= sizeof key) continue;
        memcpy(key, x->key, x->key_len);
        key[x->key_len] = 0;
        y = ref_gguf_kv_find(&b, key);
        if (!y || y->type != x->type || y->vlen != x->vlen || memcmp(a.buf + x->voff, b.buf + y->voff, x->vlen))
            same = 0;
        copied++;
    }
    VKT_CHECK(copied >= 4 && same, "%d tokenizer KVs, identical: %d", copied, same);
    {
        const ref_gguf_kv *tk = ref_gguf_kv_find(&a, "tokenizer.ggml.tokens");
        const ref_gguf_tensor *te = ref_gguf_tensor_find(&b, "token_embd.weight");
        VKT_CHECK(tk && te && (uint64_t)te->ne[1] == tk->arr_n, "token_embd rows = vocab size");
    }
    ref_gguf_close(&a);
    ref_gguf_close(&b);
}

static void test_errors(void) {
    char err[256], path[256];
    mk_opts o;
    ref_model *m;
    FILE *f;
    memset(&o, 0, sizeof o);
    o.tied = -1; o.fast = -1; o.rope_freqs = -1; o.quiet = 1;
    o.out = tmp_path(path, sizeof path, "err");
    o.preset = "qwen3-8b"; o.arch = "llama";
    VKT_CHECK(mk_write_model(&o, err, sizeof err) == -1 && strstr(err, "qwen3-8b"), "preset/arch clash: %s", err);
    o.preset = NULL;
    o.arch = NULL;
    o.type = "TQ1_0";
    VKT_CHECK(mk_write_model(&o, err, sizeof err) == -1 && strstr(err, "TQ1_0"), "bad type: %s", err);
    m = ref_load("/nonexistent/x.gguf", err, sizeof err);
    VKT_CHECK(!m && strstr(err, "cannot open"), "missing file: %s", err);
    f = fopen(path, "wb");
    if (f) {
        fputs("GGUF\x03", f);
        fclose(f);
        m = ref_load(path, err, sizeof err);
        VKT_CHECK(!m, "truncated header accepted");
        remove(path);
    }
}

int main(void) {
    VKT_RUN(test_fp16_known);
    VKT_RUN(test_fp16_bf16_roundtrip);
    VKT_RUN(test_known_legacy);
    VKT_RUN(test_known_kquants);
    VKT_RUN(test_known_low_bit);
    VKT_RUN(test_known_grid);
    VKT_RUN(test_quant_roundtrip);
    VKT_RUN(test_rope);
    VKT_RUN(test_gguf_reader);
    VKT_RUN(test_models_all_types);
    VKT_RUN(test_models_deterministic);
    VKT_RUN(test_tied_output);
    VKT_RUN(test_q4km_mix);
    VKT_RUN(test_low_bit_mixes);
    VKT_RUN(test_mkmodel_file);
    VKT_RUN(test_synthetic_vocab);
    VKT_RUN(test_gemma3_window);
    VKT_RUN(test_vocab_copy);
    VKT_RUN(test_errors);
    return vkt_summary();
}
