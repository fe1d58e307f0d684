#version 450
// y = W x (+ bias) (+ residual). One subgroup per output row; W keeps its GGUF block
// layout. The row is cut into work items -- parts of blocks -- that consecutive lanes
// take in order, so a subgroup reads a contiguous stretch of the row per step (wide,
// coalesced loads); subgroupAdd reduces. Q8_0, Q4_K and Q6_K (the types of Q8_0 and
// Q4_K_M models) have hand-written items; every other type goes through unit_deq.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;   // subgroup size the host planned for
layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 1) readonly buffer Xb { float x[]; };
layout(std430, binding = 2) buffer Yb { float y[]; };
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
layout(std430, binding = 4) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 5) readonly buffer X4b { vec4 x4[]; };    // the same x
layout(push_constant) uniform P {
    uint ncols, nrows;
    uint flags;      // 1: add bias[r]; 2: add the old y[r] (residual, in place)
} pc;

#include "quant.glsl"

float nib_dot(uint w, uint sh, vec4 a) { // 4 nibbles (at bit sh of each byte) . a
    return dot(vec4(uvec4(w >> sh, w >> (sh + 8u), w >> (sh + 16u), w >> (sh + 24u)) & 15u), a);
}

// Q8_0, item = half a block (16 quants)
float item_q8_0(uint rb, uint it) {
    uint blk = it >> 1, p = it & 1u;
    uint b = rb + blk * 34u;
    float d = wf16(b);
    uint w = (b + 2u + 16u * p) >> 1, xo = (blk * 32u + 16u * p) >> 2;
    float s = 0.0;
    for (uint k = 0u; k < 4u; k++) {
        uint lo = uint(W[w + 2u * k]), hi = uint(W[w + 2u * k + 1u]);
        ivec4 q = ivec4(int(lo << 24) >> 24, int(lo << 16) >> 24, int(hi << 24) >> 24, int(hi << 16) >> 24);
        s += dot(vec4(q), x4[xo + k]);
    }
    return d * s;
}

// Q4_K, item = a quarter of a super-block (64 elements: two sub-blocks sharing 32 bytes)
float item_q4_k(uint rb, uint it) {
    uint blk = it >> 2, p = it & 3u;
    uint b = rb + blk * 144u;                       // 16-byte aligned: rows and blocks are
    uvec4 head = W4[b >> 4];                        // d, dmin | scales[0..11]
    vec2 dm = unpackHalf2x16(head.x);
    uint j = 2u * p;
    // 6-bit scales/mins of sub-blocks j and j+1 from the 12 scale bytes
    uint s[3] = uint[3](head.y, head.z, head.w);
    float sc0, m0, sc1, m1;
    for (uint t = 0u; t < 2u; t++) {
        uint jj = j + t, sc, mn;
        uint bj = (s[jj >> 2] >> (8u * (jj & 3u))) & 255u;
        uint bj4 = (s[(jj + 4u) >> 2] >> (8u * ((jj + 4u) & 3u))) & 255u;
        if (jj < 4u) {
            sc = bj & 63u;
            mn = bj4 & 63u;
        } else {
            uint bjm4 = (s[(jj - 4u) >> 2] >> (8u * ((jj - 4u) & 3u))) & 255u;
            sc = (bj4 & 15u) | ((bjm4 >> 6) << 4);
            mn = (bj4 >> 4) | ((bj >> 6) << 4);
        }
        if (t == 0u) { sc0 = float(sc); m0 = float(mn); } else { sc1 = float(sc); m1 = float(mn); }
    }
    uvec4 q0 = W4[(b >> 4) + 1u + 2u * p], q1 = W4[(b >> 4) + 2u + 2u * p];
    uint xo = (blk * 256u + 64u * p) >> 2;
    float slo = 0.0, shi = 0.0, xlo = 0.0, xhi = 0.0;
    for (uint k = 0u; k < 8u; k++) {
        uint w = k < 4u ? q0[k] : q1[k - 4u];
        vec4 a = x4[xo + k], c = x4[xo + 8u + k];
        slo += nib_dot(w, 0u, a);
        shi += nib_dot(w, 4u, c);
        xlo += a.x + a.y + a.z + a.w;
        xhi += c.x + c.y + c.z + c.w;
    }
    return dm.x * (sc0 * slo + sc1 * shi) - dm.y * (m0 * xlo + m1 * xhi);
}

// Q6_K, item = 8 positions l of one 128-element half, all four quarters (32 elements)
float item_q6_k(uint rb, uint it) {
    uint blk = it >> 3, p = it & 7u, h = p >> 2, l0 = (p & 3u) * 8u;
    uint b = rb + blk * 210u;
    float d = wf16(b + 208u);
    uint xo = blk * 256u + 128u * h + l0;
    float acc = 0.0;
    uint qlo[4], qhi[4], qh[4];
    for (uint k = 0u; k < 4u; k++) {
        qlo[k] = wu16(b + 64u * h + l0 + 2u * k);
        qhi[k] = wu16(b + 64u * h + 32u + l0 + 2u * k);
        qh[k] = wu16(b + 128u + 32u * h + l0 + 2u * k);
    }
    for (uint q = 0u; q < 4u; q++) {
        float sc = float(wi8(b + 192u + 8u * h + (l0 >> 4) + 2u * q));
        uint lsh = (q >> 1) * 4u, hsh = q * 2u;
        float s = 0.0;
        for (uint k = 0u; k < 4u; k++) {
            uint lw = (q & 1u) != 0u ? qhi[k] : qlo[k];
            uint v0 = ((lw >> lsh) & 15u) | (((qh[k] >> hsh) & 3u) << 4);
            uint v1 = ((lw >> (8u + lsh)) & 15u) | (((qh[k] >> (8u + hsh)) & 3u) << 4);
            uint xi = xo + 32u * q + 2u * k;
            s += (float(v0) - 32.0) * x[xi] + (float(v1) - 32.0) * x[xi + 1u];
        }
        acc += sc * s;
    }
    return d * acc;
}

void main() {
    uint rows_per_wg = gl_WorkGroupSize.x / SG;
    uint wg = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint row = wg * rows_per_wg + gl_LocalInvocationID.x / SG;
    uint lane = gl_LocalInvocationID.x % SG;
    if (row >= pc.nrows) return;
    uint rb = row * row_bytes(pc.ncols);
    float acc = 0.0;
    if (WTYPE == 8u) {
        for (uint it = lane; it < pc.ncols / 16u; it += SG) acc += item_q8_0(rb, it);
    } else if (WTYPE == 12u) {
        for (uint it = lane; it < pc.ncols / 64u; it += SG) acc += item_q4_k(rb, it);
    } else if (WTYPE == 14u) {
        for (uint it = lane; it < pc.ncols / 32u; it += SG) acc += item_q6_k(rb, it);
    } else {
        float v[32];
        for (uint u = lane; u < pc.ncols / 32u; u += SG) {
            unit_deq(rb, u, v);
            for (uint j = 0u; j < 32u; j++) acc += v[j] * x[u * 32u + j];
        }
    }
    acc = subgroupAdd(acc);
    if (lane == 0u) {
        if ((pc.flags & 1u) != 0u) acc += bias[row];
        if ((pc.flags & 2u) != 0u) acc += y[row];
        y[row] = acc;
    }
}
