// One 32-element unit of a weight row as floats, for the matrix-matrix kernels (mm,
// mm_coop). Q4_K, Q6_K and Q8_0 (the types of Q4_K_M and Q8_0 models) take a unit in a
// few wide loads: unit_deq loads byte by byte, which in these kernels, where every thread
// dequantizes a unit of a different row, costs a memory transaction per byte. Every
// other type goes through unit_deq. The values are the same products unit_deq forms.
// Needs W (16-bit words) and W4 (uvec4: the same buffer) declared, quant.glsl included.

void mm_unit(uint rb, uint u, out float v[32]) {
    if (WTYPE == 12u) {
        // rows are whole 144-byte super-blocks, so every super-block is 16-byte aligned
        uint b = (rb >> 4) + (u >> 3) * 9u, sb = u & 7u, sh = (sb & 1u) * 4u;
        uvec4 head = W4[b];                      // d, dmin | 12 scale bytes
        vec2 dm = unpackHalf2x16(head.x);
        float sc, mn;
        k4_scale_min_w(head, sb, sc, mn);
        float d = dm.x * sc, m = dm.y * mn;
        for (uint h = 0u; h < 2u; h++) {
            uvec4 q = W4[b + 1u + (sb >> 1) * 2u + h];   // 32 bytes: sub-blocks 2c (low nibbles), 2c+1 (high)
            for (uint k = 0u; k < 4u; k++)
                for (uint e = 0u; e < 4u; e++) v[16u * h + 4u * k + e] = d * float((q[k] >> (8u * e + sh)) & 15u) - m;
        }
    } else if (WTYPE == 14u) {
        // 210-byte super-blocks: only 2-byte aligned, so 16-bit loads (two elements each)
        uint b = rb + (u >> 3) * 210u, k = u & 7u, half_ = k >> 2, quarter = k & 3u;
        uint ql = (b + half_ * 64u + (quarter & 1u) * 32u) >> 1, qh = (b + 128u + half_ * 32u) >> 1;
        uint lsh = (quarter >> 1) * 4u, hsh = quarter * 2u;
        uint s = wu16(b + 192u + half_ * 8u + quarter * 2u);   // int8 scales of elements 0..15, 16..31
        float d = wf16(b + 208u);
        float d0 = d * float(int(s << 24) >> 24), d1 = d * float(int(s << 16) >> 24);
        for (uint j = 0u; j < 16u; j++) {
            uint l = uint(W[ql + j]), h = uint(W[qh + j]);
            float dj = j < 8u ? d0 : d1;
            v[2u * j] = dj * (float(((l >> lsh) & 15u) | (((h >> hsh) & 3u) << 4)) - 32.0);
            v[2u * j + 1u] = dj * (float(((l >> (8u + lsh)) & 15u) | (((h >> (8u + hsh)) & 3u) << 4)) - 32.0);
        }
    } else if (WTYPE == 8u) {
        uint b = rb + u * 34u, q = (b + 2u) >> 1;
        float d = wf16(b);
        for (uint j = 0u; j < 16u; j++) {
            uint w = uint(W[q + j]);
            v[2u * j] = d * float(int(w << 24) >> 24);
            v[2u * j + 1u] = d * float(int(w << 16) >> 24);
        }
    } else {
        unit_deq(rb, u, v);
    }
}
