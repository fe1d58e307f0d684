// One 32-element unit of a weight row as floats, for the matrix-matrix kernels (mm,
// mm_coop), in two halves: mm_fetch loads the unit's bytes into registers, mm_decode
// forms the values, so that a kernel can issue the loads of its next step before the
// arithmetic of this one. Q4_K, Q5_K, Q6_K, Q8_0, IQ4_XS, Q2_K, Q3_K, MXFP4 and IQ4_NL
// (the types of Q4_K_M, Q8_0, IQ4_XS, Q2_K, Q3_K_M and MXFP4 models) fetch in a few wide
// loads: unit_deq loads byte by byte, which here, where every thread takes a unit of a
// different row, costs a memory transaction per byte. Every other type
// fetches nothing and decodes through unit_deq (its loads come late). The values are the
// products unit_deq forms.
// Needs W (16-bit words), W4 (uvec4), W2 (uvec2) and W1 (uint: the same buffer) declared,
// quant.glsl included.

const uint MM_RAW = 20u;   // registers a fetched unit takes, at most (Q5_K, Q3_K)

// two 16-bit words at word w as one uint
uint w2(uint w) { return uint(W[w]) | (uint(W[w + 1u]) << 16); }

// 8 words of weights at byte o (even): 9 aligned 4-byte loads, shifted by 2 bytes where o is
// not a word's start (Q3_K's 110-byte blocks), instead of 16 2-byte loads. The ninth word
// stays inside the block for the units that use it (Q2_K, Q3_K)
void wwords8(uint o, out uint w[8]) {
    uint wi = o >> 2, t[9];
    for (uint k = 0u; k < 9u; k++) t[k] = W1[wi + k];
    bool odd = (o & 2u) != 0u;
    for (uint k = 0u; k < 8u; k++) w[k] = odd ? (t[k] >> 16) | (t[k + 1u] << 16) : t[k];
}

// MXFP4's 17- and IQ4_NL's 18-byte blocks at byte o (any alignment) as 5 words from the
// block's first byte: 5 aligned 4-byte loads, funnel-shifted (the fifth word's last bytes
// belong to the next block or lie past the row: never used)
void blk_words5(uint o, out uint v[5]) {
    uint wi = o >> 2, sh = (o & 3u) * 8u, w[5];
    for (uint k = 0u; k < 5u; k++) w[k] = W1[wi + k];
    for (uint k = 0u; k < 4u; k++) v[k] = sh == 0u ? w[k] : (w[k] >> sh) | (w[k + 1u] << (32u - sh));
    v[4] = w[4] >> sh;
}

void mm_fetch(uint rb, uint u, out uint raw[MM_RAW]) {
    for (uint j = 0u; j < MM_RAW; j++) raw[j] = 0u;
    if (WTYPE == 12u) {
        // rows are whole 144-byte super-blocks, so every super-block is 16-byte aligned
        uint b = (rb >> 4) + (u >> 3) * 9u, sb = u & 7u;
        uvec4 head = W4[b], q0 = W4[b + 1u + (sb >> 1) * 2u], q1 = W4[b + 2u + (sb >> 1) * 2u];
        for (uint k = 0u; k < 4u; k++) {
            raw[k] = head[k];
            raw[4u + k] = q0[k];   // 32 bytes: sub-blocks 2c (low nibbles), 2c+1 (high)
            raw[8u + k] = q1[k];
        }
    } else if (WTYPE == 14u) {
        // 210-byte super-blocks: only 2-byte aligned, so 16-bit loads
        uint b = rb + (u >> 3) * 210u, k = u & 7u, half_ = k >> 2, quarter = k & 3u;
        uint ql = (b + half_ * 64u + (quarter & 1u) * 32u) >> 1, qh = (b + 128u + half_ * 32u) >> 1;
        for (uint j = 0u; j < 8u; j++) {
            raw[j] = w2(ql + 2u * j);
            raw[8u + j] = w2(qh + 2u * j);
        }
        // int8 scales of elements 0..15 and 16..31 | d
        raw[16] = wu16(b + 192u + half_ * 8u + quarter * 2u) | (wu16(b + 208u) << 16);
    } else if (WTYPE == 8u) {
        uint b = rb + u * 34u;
        raw[0] = wu16(b);
        for (uint j = 0u; j < 8u; j++) raw[1u + j] = w2(((b + 2u) >> 1) + 2u * j);
    } else if (WTYPE == 13u) {
        // 176-byte super-blocks (11 x 16 bytes): Q4_K's head, the high-bit bytes (32), then
        // the sub-block pair's 32 nibble bytes
        uint b = (rb >> 4) + (u >> 3) * 11u, sb = u & 7u;
        uvec4 head = W4[b], q0 = W4[b + 3u + (sb >> 1) * 2u], q1 = W4[b + 4u + (sb >> 1) * 2u];
        uvec4 h0 = W4[b + 1u], h1 = W4[b + 2u];
        for (uint k = 0u; k < 4u; k++) {
            raw[k] = head[k];
            raw[4u + k] = q0[k];
            raw[8u + k] = q1[k];
            raw[12u + k] = h0[k];
            raw[16u + k] = h1[k];
        }
    } else if (WTYPE == 10u) {
        // 84-byte super-blocks, 4-byte aligned: the sub-block pair's 32 quant bytes, its two
        // scale bytes, d | dmin
        uint b = rb + (u >> 3) * 84u, k = u & 7u, q = (b + 16u + (k >> 2) * 32u) >> 2;
        for (uint j = 0u; j < 8u; j++) raw[j] = W1[q + j];
        raw[8] = wu16(b + 2u * k);
        raw[9] = W1[(b + 80u) >> 2];
    } else if (WTYPE == 11u) {
        // 110-byte super-blocks, 2-byte aligned: the 32 high-bit bytes, the sub-block pair's
        // 32 quant bytes, the two 6-bit scales (as scale + 32), d
        uint b = rb + (u >> 3) * 110u, k = u & 7u, w[8];
        wwords8(b, w);
        for (uint j = 0u; j < 8u; j++) raw[j] = w[j];
        wwords8(b + 32u + (k >> 2) * 32u, w);
        for (uint j = 0u; j < 8u; j++) raw[8u + j] = w[j];
        raw[16] = uint(q3_scale(b + 96u, 2u * k) + 32) | (uint(q3_scale(b + 96u, 2u * k + 1u) + 32) << 8);
        raw[17] = wu16(b + 108u);
    } else if (WTYPE == 23u) {
        // 136-byte super-blocks, 8-byte aligned: d, scales_h, scales_l, then the sub-block's 16 bytes
        uint b = (rb >> 3) + (u >> 3) * 17u, sb = u & 7u;
        uvec2 head = W2[b], q0 = W2[b + 1u + 2u * sb], q1 = W2[b + 2u + 2u * sb];
        raw[0] = head.x;
        raw[1] = head.y;
        raw[2] = q0.x;
        raw[3] = q0.y;
        raw[4] = q1.x;
        raw[5] = q1.y;
    } else if (WTYPE == 39u || WTYPE == 20u) {
        uint v[5];
        blk_words5(rb + u * (WTYPE == 39u ? 17u : 18u), v);
        for (uint k = 0u; k < 5u; k++) raw[k] = v[k];
    }
}

// IQ4_XS: sub-block sb's scale d (ls - 32) from the head words (d | scales_h, scales_l)
float iq4xs_d(uint h0, uint h1, uint sb) {
    uint ls = ((h1 >> (4u * sb)) & 15u) | (((h0 >> (16u + 2u * sb)) & 3u) << 4);
    return unpackHalf2x16(h0).x * float(int(ls) - 32);
}

// Small integers become floats by OR-ing them into the mantissa of 2^23 and subtracting
// 2^23 (exact, as matvec.comp does): integer-to-float conversions run at a quarter of
// the FMA rate on NVIDIA, and here they are one per weight. The values are unchanged.
const float MM_MAGIC = 8388608.0;
float mm_uf(uint q) { return uintBitsToFloat(q | 0x4B000000u) - MM_MAGIC; }   // q < 2^23

void mm_decode(uint rb, uint u, uint raw[MM_RAW], out float v[32]) {
    if (WTYPE == 12u || WTYPE == 13u) {   // Q5_K: Q4_K's, with bit sb of each element's high-bit byte as bit 4
        uvec4 head = uvec4(raw[0], raw[1], raw[2], raw[3]);
        uint sb = u & 7u, sh = (sb & 1u) * 4u;
        vec2 dm = unpackHalf2x16(head.x);
        float sc, mn;
        k4_scale_min_w(head, sb, sc, mn);
        float d = dm.x * sc, m = dm.y * mn;
        for (uint k = 0u; k < 8u; k++)
            for (uint e = 0u; e < 4u; e++) {
                uint q = (raw[4u + k] >> (8u * e + sh)) & 15u;
                if (WTYPE == 13u) q |= ((raw[12u + k] >> (8u * e + sb)) & 1u) << 4;
                v[4u * k + e] = d * mm_uf(q) - m;
            }
    } else if (WTYPE == 10u || WTYPE == 11u) {   // Q2_K, Q3_K: 2 bits at sh of quant byte j (+ Q3_K's high bit)
        uint k = u & 7u, sh = (k & 3u) * 2u;
        vec2 dm = unpackHalf2x16(raw[WTYPE == 10u ? 9u : 17u]);
        for (uint h = 0u; h < 2u; h++) {
            uint sc = (raw[WTYPE == 10u ? 8u : 16u] >> (8u * h)) & 255u;
            float dl = WTYPE == 10u ? dm.x * float(sc & 15u) : dm.x * float(int(sc) - 32);
            float ml = WTYPE == 10u ? dm.y * float(sc >> 4) : 0.0;
            for (uint l = 0u; l < 16u; l++) {
                uint j = 16u * h + l, q = (raw[(WTYPE == 10u ? 0u : 8u) + (j >> 2)] >> (8u * (j & 3u) + sh)) & 3u;
                if (WTYPE == 10u) v[j] = dl * float(q) - ml;
                else v[j] = dl * float(int(q | (((raw[j >> 2] >> (8u * (j & 3u) + k)) & 1u) << 2)) - 4);
            }
        }
    } else if (WTYPE == 23u) {   // element j < 16: the low nibble of byte j, j + 16 its high one
        float d = iq4xs_d(raw[0], raw[1], u & 7u);
        for (uint j = 0u; j < 16u; j++) {
            uint c = raw[2u + (j >> 2)] >> (8u * (j & 3u));
            v[j] = d * float(book_val(c & 15u, false));
            v[j + 16u] = d * float(book_val((c >> 4) & 15u, false));
        }
    } else if (WTYPE == 39u || WTYPE == 20u) {   // the head (e, or d), then 16 index bytes as IQ4_XS's
        const uint hb = WTYPE == 39u ? 1u : 2u;
        float d = WTYPE == 39u ? e8m0_half(raw[0] & 255u) : unpackHalf2x16(raw[0]).x;
        for (uint j = 0u; j < 16u; j++) {
            uint c = raw[(hb + j) >> 2] >> (8u * ((hb + j) & 3u));
            v[j] = d * float(book_val(c & 15u, WTYPE == 39u));
            v[j + 16u] = d * float(book_val((c >> 4) & 15u, WTYPE == 39u));
        }
    } else if (WTYPE == 14u) {
        uint quarter = u & 3u, lsh = (quarter >> 1) * 4u, hsh = quarter * 2u;
        float d = unpackHalf2x16(raw[16] >> 16).x;
        float d0 = d * float(int(raw[16] << 24) >> 24), d1 = d * float(int(raw[16] << 16) >> 24);
        for (uint j = 0u; j < 16u; j++) {
            uint sj = (j & 1u) * 16u, l = raw[j >> 1] >> sj, h = raw[8u + (j >> 1)] >> sj;
            float dj = j < 8u ? d0 : d1;
            v[2u * j] = dj * (mm_uf(((l >> lsh) & 15u) | (((h >> hsh) & 3u) << 4)) - 32.0);
            v[2u * j + 1u] = dj * (mm_uf(((l >> (8u + lsh)) & 15u) | (((h >> (8u + hsh)) & 3u) << 4)) - 32.0);
        }
    } else if (WTYPE == 8u) {
        float d = unpackHalf2x16(raw[0]).x;
        for (uint j = 0u; j < 16u; j++) {
            uint w = (raw[1u + (j >> 1)] >> ((j & 1u) * 16u)) ^ 0x8080u;   // int8 + 128
            v[2u * j] = d * (mm_uf(w & 255u) - 128.0);
            v[2u * j + 1u] = d * (mm_uf((w >> 8) & 255u) - 128.0);
        }
    } else {
        unit_deq(rb, u, v);
    }
}

void mm_unit(uint rb, uint u, out float v[32]) {
    uint raw[MM_RAW];
    mm_fetch(rb, u, raw);
    mm_decode(rb, u, raw, v);
}
