// Weight units as int8 quants with a scale and a minimum per 16 elements (w = s q + m),
// for the integer dot product kernels (mm_dot, matvec_dot, mmv_dot). Needs W (16-bit
// words) and W4 (uvec4) declared, quant.glsl and mm_deq.glsl included, and
// GL_EXT_spirv_intrinsics enabled (dot4).

// sum over 4 byte lanes of a[i] * b[i], both signed 8-bit (OpSDot, packed 4x8 format)
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4450)
int sdot(uint a, uint b, spirv_literal int fmt);
int dot4(uint a, uint b) { return sdot(a, b, 0); }

// per byte: v - c as int8, for bytes v < 256 - (128 - c) (c <= 128)
uint sub_bytes(uint v, uint c) { return (v + (128u - c) * 0x01010101u) ^ 0x80808080u; }

// 4 bytes at byte o (even) of the weights
uint wword(uint o) { return wu16(o) | (wu16(o + 2u) << 16); }

// bits 4 of 4 bytes from 4 bits h (bit i into byte i)
uint spread4(uint h) { return ((h & 1u) | ((h & 2u) << 7) | ((h & 4u) << 14) | ((h & 8u) << 21)) << 4; }

// Q4_0/Q4_1/Q5_0/Q5_1 unit at byte b: quants at qs, high bits qh (5-bit types), offset c
void unit_q45(uint qs, uint qh, bool five, uint c, out uint q[8]) {
    for (uint k = 0u; k < 4u; k++) {
        uint v = wword(qs + 4u * k), lo = v & 0x0F0F0F0Fu, hi = (v >> 4) & 0x0F0F0F0Fu;
        if (five) {
            lo |= spread4((qh >> (4u * k)) & 15u);
            hi |= spread4((qh >> (16u + 4u * k)) & 15u);
        }
        q[k] = sub_bytes(lo, c);          // elements 4k .. 4k+3
        q[4u + k] = sub_bytes(hi, c);     // elements 16 + 4k ..
    }
}

// 4 code book indices (the low nibble of each byte of v) as the book's 4 int8 values
uint book4(uint v, bool fp4) {
    uint r = 0u;
    for (uint e = 0u; e < 4u; e++) {
        uint i = (v >> (8u * e)) & 15u;
        r |= ((book_word(i, fp4) >> (8u * (i & 3u))) & 255u) << (8u * e);
    }
    return r;
}

// 4 bytes at byte o of the weights, any alignment: two 16-bit loads where o is even,
// three (the middle word and the bytes either side) where odd (MXFP4's 17-byte blocks)
uint wword_any(uint o) {
    if ((o & 1u) == 0u) return wword(o);
    return (wu16(o - 1u) >> 8) | (wu16(o + 1u) << 8) | ((wu16(o + 3u) & 0xFFu) << 24);
}

// IQ4_NL / IQ4_XS / MXFP4: a unit's 16 bytes of indices at byte c (any alignment), a word
// a load rather than a byte; with BOOK_TABLE defined (matvec_dot), through the kernel's
// shared table book_tab (COPIES interleaved copies, this lane's at tab_lane)
#ifdef BOOK_TABLE
// 4 index bytes v through the shared table: the low nibbles' int8 values (lo) and the high ones' (hi)
void book_table4(uint v, out uint lo, out uint hi) {
    uint t0 = book_tab[(v & 255u) * COPIES + tab_lane], t1 = book_tab[((v >> 8) & 255u) * COPIES + tab_lane],
         t2 = book_tab[((v >> 16) & 255u) * COPIES + tab_lane], t3 = book_tab[(v >> 24) * COPIES + tab_lane];
    lo = (t0 & 255u) | ((t1 & 255u) << 8) | ((t2 & 255u) << 16) | (t3 << 24);
    hi = (t0 >> 16) | ((t1 >> 16) << 8) | (t2 & 0xFF0000u) | ((t3 >> 16) << 24);
}
#endif
void unit_book(uint c, bool fp4, out uint q[8]) {
    for (uint k = 0u; k < 4u; k++) {
        uint v = wword_any(c + 4u * k);
#ifdef BOOK_TABLE
        book_table4(v, q[k], q[4u + k]);   // elements 4k .. 4k+3 and 16 + 4k ..
#else
        q[k] = book4(v & 0x0F0F0F0Fu, fp4);              // elements 4k .. 4k+3
        q[4u + k] = book4((v >> 4) & 0x0F0F0F0Fu, fp4);  // elements 16 + 4k ..
#endif
    }
}

// IQ1/IQ2/IQ3 group as 2 words of int8 quants at q[2l], q[2l+1]: IQ2/IQ3 the grid bytes
// (1..62) negated where s has a bit (two's complement per byte: no carries, every byte is
// at least 1); IQ1 8 g + 1 or 8 g - 1 (the delta, +-1/8, in eighths: the scale is d / 8).
// s4's 4 bits spread to bit 0 of each byte by one multiply (s4 at bits 0, 7, 14, 21: no
// overlaps, so no carries), then 0xFF where set
uint iq_signed4(uint g, uint s4) {
    uint t = (s4 * 0x00204081u) & 0x01010101u, m = t * 0xFFu;
    return (g ^ m) + t;
}
uint iq1_q4(uint g, bool neg) {   // bytes -1/0/1 as 8 g +- 1, through the offset-128 form
    uint b = ((g & 0x1F1F1F1Fu) << 3) ^ 0x80808080u;
    return (neg ? b - 0x01010101u : b + 0x01010101u) ^ 0x80808080u;
}

// Unit u of the row at byte rb as int8 quants q (element j: byte j & 3 of q[j >> 2]) and
// (s, m) of elements 0..15 (xy) and 16..31 (zw)
void unit_int8(uint rb, uint u, out uint q[8], out vec4 sm) {
    for (uint k = 0u; k < 8u; k++) q[k] = 0u;
    sm = vec4(0.0);
    if (WTYPE == 8u || WTYPE == 12u || WTYPE == 14u) {
        uint raw[MM_RAW];
        mm_fetch(rb, u, raw);
        if (WTYPE == 8u) {
            for (uint k = 0u; k < 8u; k++) q[k] = raw[1u + k];
            float d = unpackHalf2x16(raw[0]).x;
            sm = vec4(d, 0.0, d, 0.0);
        } else if (WTYPE == 12u) {
            uvec4 head = uvec4(raw[0], raw[1], raw[2], raw[3]);
            uint sb = u & 7u, sh = (sb & 1u) * 4u;
            vec2 dm = unpackHalf2x16(head.x);
            float sc, mn;
            k4_scale_min_w(head, sb, sc, mn);
            for (uint k = 0u; k < 8u; k++) q[k] = (raw[4u + k] >> sh) & 0x0F0F0F0Fu;
            sm = vec4(dm.x * sc, -dm.y * mn, dm.x * sc, -dm.y * mn);
        } else {
            uint quarter = u & 3u, lsh = (quarter >> 1) * 4u, hsh = quarter * 2u;
            for (uint k = 0u; k < 8u; k++)
                q[k] = sub_bytes(((raw[k] >> lsh) & 0x0F0F0F0Fu) | (((raw[8u + k] >> hsh) & 0x03030303u) << 4), 32u);
            float d = unpackHalf2x16(raw[16] >> 16).x;
            sm = vec4(d * float(int(raw[16] << 24) >> 24), 0.0, d * float(int(raw[16] << 16) >> 24), 0.0);
        }
    } else if (WTYPE == 2u) {   // Q4_0: d, 16 bytes
        uint b = rb + u * 18u;
        unit_q45(b + 2u, 0u, false, 8u, q);
        sm = vec4(wf16(b), 0.0, wf16(b), 0.0);
    } else if (WTYPE == 3u) {   // Q4_1: d, m, 16 bytes
        uint b = rb + u * 20u;
        unit_q45(b + 4u, 0u, false, 0u, q);
        sm = vec4(wf16(b), wf16(b + 2u), wf16(b), wf16(b + 2u));
    } else if (WTYPE == 6u) {   // Q5_0: d, 32 high bits, 16 bytes
        uint b = rb + u * 22u;
        unit_q45(b + 6u, wword(b + 2u), true, 16u, q);
        sm = vec4(wf16(b), 0.0, wf16(b), 0.0);
    } else if (WTYPE == 7u) {   // Q5_1: d, m, 32 high bits, 16 bytes
        uint b = rb + u * 24u;
        unit_q45(b + 8u, wword(b + 4u), true, 0u, q);
        sm = vec4(wf16(b), wf16(b + 2u), wf16(b), wf16(b + 2u));
    } else if (WTYPE == 13u) {  // Q5_K: d, dmin, 12 scale bytes, 32 high-bit bytes, 128 bytes
        uint b = rb + (u >> 3) * 176u, sb = u & 7u, qs = b + 48u + (sb >> 1) * 32u, sh = (sb & 1u) * 4u;
        float sc, mn;
        k4_scale_min(b + 4u, sb, sc, mn);
        for (uint k = 0u; k < 8u; k++)
            q[k] = ((wword(qs + 4u * k) >> sh) & 0x0F0F0F0Fu) | (((wword(b + 16u + 4u * k) >> sb) & 0x01010101u) << 4);
        float s = wf16(b) * sc, m = -wf16(b + 2u) * mn;
        sm = vec4(s, m, s, m);
    } else if (WTYPE == 10u) {  // Q2_K: scales[16], qs[64], d, dmin; 2-bit quants
        uint b = rb + (u >> 3) * 84u, k = u & 7u, qs = b + 16u + (k >> 2) * 32u, sh = (k & 3u) * 2u;
        uint w[8];
        wwords8(qs, w);
        for (uint j = 0u; j < 8u; j++) q[j] = (w[j] >> sh) & 0x03030303u;
        float d = wf16(b + 80u), dmin = wf16(b + 82u);
        uint s0 = wbyte(b + 2u * k), s1 = wbyte(b + 2u * k + 1u);
        sm = vec4(d * float(s0 & 15u), -dmin * float(s0 >> 4), d * float(s1 & 15u), -dmin * float(s1 >> 4));
    } else if (WTYPE == 11u) {  // Q3_K: hmask[32], qs[64], scales[12], d; quants - 4
        uint b = rb + (u >> 3) * 110u, k = u & 7u, qs = b + 32u + (k >> 2) * 32u, sh = (k & 3u) * 2u;
        uint w[8], hm[8];
        wwords8(qs, w);
        wwords8(b, hm);
        for (uint j = 0u; j < 8u; j++)
            q[j] = sub_bytes(((w[j] >> sh) & 0x03030303u) | (((hm[j] >> k) & 0x01010101u) << 2), 4u);
        float d = wf16(b + 108u);
        sm = vec4(d * float(q3_scale(b + 96u, 2u * k)), 0.0, d * float(q3_scale(b + 96u, 2u * k + 1u)), 0.0);
    } else if (WTYPE == 20u) {  // IQ4_NL: d, 16 bytes of code book indices
        uint b = rb + u * 18u;
        unit_book(b + 2u, false, q);
        sm = vec4(wf16(b), 0.0, wf16(b), 0.0);
    } else if (WTYPE == 23u) {  // IQ4_XS: d, scales_h, scales_l[4], qs[128]
        uint b = rb + (u >> 3) * 136u;
        unit_book(b + 8u + (u & 7u) * 16u, false, q);
        float s = wf16(b) * float(iq4xs_scale(b, u & 7u));
        sm = vec4(s, 0.0, s, 0.0);
    } else if (is_grid_type()) {  // IQ1/IQ2/IQ3: groups 0, 1 take elements 0..15, groups 2, 3 16..31
        bool one = WTYPE == 19u || WTYPE == 29u;
        for (uint l = 0u; l < 4u; l++) {
            IqGroup r = iq_group(rb, u, l);
            for (uint h = 0u; h < 2u; h++)
                q[2u * l + h] = one ? iq1_q4(r.g[h], r.delta < 0.0) : iq_signed4(r.g[h], (r.s >> (4u * h)) & 15u);
            float s = one ? r.d * 0.125 : r.d;
            if (l == 0u) sm.x = s;
            if (l == 2u) sm.z = s;
        }
    } else if (WTYPE == 39u) {  // MXFP4: e, 16 bytes of E2M1 indices (17-byte blocks: odd offsets)
        uint b = rb + u * 17u;
        unit_book(b + 1u, true, q);
        float s = e8m0_half(wbyte(b));
        sm = vec4(s, 0.0, s, 0.0);
    }
}
