#version 450
// y = W x (+ bias) (+ residual). One subgroup per output row; W keeps its GGUF block
// layout. The row is cut into work items -- parts of blocks -- that consecutive lanes
// take in order, so a subgroup reads a contiguous stretch of the row per step (wide,
// coalesced loads); subgroupAdd reduces. Q8_0, Q4_K and Q6_K (the types of Q8_0 and
// Q4_K_M models) have hand-written items; every other type goes through unit_deq.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 4) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 11) readonly buffer Gb { uint iq_grid[]; };   // IQ1/IQ2/IQ3 lookup grids (quant.glsl)
#include "matvec_io.glsl"
#include "quant.glsl"

uint it0, its;                                // this lane's first work item and the stride

// Small integers become floats by OR-ing them into the mantissa of 2^23 and subtracting
// 2^23 (exact), instead of integer-to-float conversions, which run at a fraction of the
// FMA rate on NVIDIA. (Measured on an H100: no change in tg128, so conversions were not
// what limits these kernels.)
const float MAGIC = 8388608.0;
vec4 ufloat4(uvec4 u) { return uintBitsToFloat(u | 0x4B000000u); }   // 2^23 + u, u < 2^23

float nib_dot(uint w, uint sh, vec4 a) { // 4 nibbles (at bit sh of each byte) . a
    return dot(ufloat4((uvec4(w) >> uvec4(sh, sh + 8u, sh + 16u, sh + 24u)) & 15u) - MAGIC, a);
}

// Q8_0, item = half a block (16 quants)
void items_q8_0(uint row0, uint nr, uint rbytes, inout float acc[4]) {
    for (uint it = it0; it < pc.ncols / 16u; it += its) {
        uint blk = it >> 1, p = it & 1u, xo = (blk * 32u + 16u * p) >> 2;
        vec4 xv[4] = vec4[4](xin(xo), xin(xo + 1u), xin(xo + 2u), xin(xo + 3u));
        for (uint r = 0u; r < R; r++) {
            uint b = min(row0 + r, pc.nrows - 1u) * rbytes + blk * 34u;   // rows past the end: read, not written
            uint w = (b + 2u + 16u * p) >> 1;
            float s = 0.0;
            for (uint k = 0u; k < 4u; k++) {
                uint q = (uint(W[w + 2u * k]) | (uint(W[w + 2u * k + 1u]) << 16)) ^ 0x80808080u; // int8 + 128
                s += dot(ufloat4((uvec4(q) >> uvec4(0u, 8u, 16u, 24u)) & 255u) - (MAGIC + 128.0), xv[k]);
            }
            acc[r] += wf16(b) * s;
        }
    }
}

// Q4_K, item = half of a 64-element chunk: 16 bytes of qs give 16 elements of sub-block
// 2c (low nibbles) and 16 of sub-block 2c+1 (high nibbles); 8 lanes per super-block
void items_q4_k(uint row0, uint nr, uint rbytes, inout float acc[4]) {
    for (uint it = it0; it < pc.ncols / 32u; it += its) {
        uint blk = it >> 3, c = (it >> 1) & 3u, hf = it & 1u, j = 2u * c;
        uint xo = (blk * 256u + 64u * c + 16u * hf) >> 2;
        vec4 xa[4], xc[4];
        float xlo = 0.0, xhi = 0.0;
        for (uint k = 0u; k < 4u; k++) {
            xa[k] = xin(xo + k);
            xc[k] = xin(xo + 8u + k);
            xlo += xa[k].x + xa[k].y + xa[k].z + xa[k].w;
            xhi += xc[k].x + xc[k].y + xc[k].z + xc[k].w;
        }
        for (uint r = 0u; r < R; r++) {
            uint b = min(row0 + r, pc.nrows - 1u) * rbytes + blk * 144u;   // 16-byte aligned
            uvec4 head = W4[b >> 4];                     // d, dmin | scales[0..11]
            vec2 dm = unpackHalf2x16(head.x);
            float sc0, m0, sc1, m1;
            k4_scale_min_w(head, j, sc0, m0);
            k4_scale_min_w(head, j + 1u, sc1, m1);
            uvec4 q = W4[(b >> 4) + 1u + 2u * c + hf];
            float slo = 0.0, shi = 0.0;
            for (uint k = 0u; k < 4u; k++) {
                slo += nib_dot(q[k], 0u, xa[k]);
                shi += nib_dot(q[k], 4u, xc[k]);
            }
            acc[r] += dm.x * (sc0 * slo + sc1 * shi) - dm.y * (m0 * xlo + m1 * xhi);
        }
    }
}

// Q6_K, item = 8 positions l of one 128-element half, all four quarters (32 elements)
void items_q6_k(uint row0, uint nr, uint rbytes, inout float acc[4]) {
    for (uint it = it0; it < pc.ncols / 32u; it += its) {
        uint blk = it >> 3, p = it & 7u, h = p >> 2, l0 = (p & 3u) * 8u;
        uint xo = (blk * 256u + 128u * h + l0) >> 2;
        vec4 xv[8];
        for (uint q = 0u; q < 4u; q++) {
            xv[2u * q] = xin(xo + 8u * q);
            xv[2u * q + 1u] = xin(xo + 8u * q + 1u);
        }
        for (uint r = 0u; r < R; r++) {
            uint b = min(row0 + r, pc.nrows - 1u) * rbytes + blk * 210u;
            uint qlo[4], qhi[4], qh[4];
            for (uint k = 0u; k < 4u; k++) {
                qlo[k] = wu16(b + 64u * h + l0 + 2u * k);
                qhi[k] = wu16(b + 64u * h + 32u + l0 + 2u * k);
                qh[k] = wu16(b + 128u + 32u * h + l0 + 2u * k);
            }
            float a = 0.0;
            for (uint q = 0u; q < 4u; q++) {
                uint lsh = (q >> 1) * 4u, hsh = q * 2u;
                uvec4 u0, u1;   // 6-bit quants of positions l0 .. l0+3 and l0+4 .. l0+7
                for (uint k = 0u; k < 2u; k++) {
                    uint lw = (q & 1u) != 0u ? qhi[k] : qlo[k], lw2 = (q & 1u) != 0u ? qhi[k + 2u] : qlo[k + 2u];
                    u0[2u * k] = ((lw >> lsh) & 15u) | (((qh[k] >> hsh) & 3u) << 4);
                    u0[2u * k + 1u] = ((lw >> (8u + lsh)) & 15u) | (((qh[k] >> (8u + hsh)) & 3u) << 4);
                    u1[2u * k] = ((lw2 >> lsh) & 15u) | (((qh[k + 2u] >> hsh) & 3u) << 4);
                    u1[2u * k + 1u] = ((lw2 >> (8u + lsh)) & 15u) | (((qh[k + 2u] >> (8u + hsh)) & 3u) << 4);
                }
                float sdot = dot(ufloat4(u0) - (MAGIC + 32.0), xv[2u * q])
                           + dot(ufloat4(u1) - (MAGIC + 32.0), xv[2u * q + 1u]);
                a += float(wi8(b + 192u + 8u * h + (l0 >> 4) + 2u * q)) * sdot;
            }
            acc[r] += wf16(b + 208u) * a;
        }
    }
}

void main() {
    mv_norm();
    uint sg_id = gl_LocalInvocationID.x / SG, slice = sg_id % KS, groups = gl_WorkGroupSize.x / SG / KS;
    uint wg = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint row0 = mv_row0(wg, groups * R, sg_id / KS * R);
    uint nr = row0 < pc.nrows ? min(R, pc.nrows - row0) : 0u;   // no early return: barriers below
    uint rbytes = row_bytes(pc.ncols);
    it0 = gl_SubgroupInvocationID + slice * SG;
    its = SG * KS;
    float acc[4] = float[4](0.0, 0.0, 0.0, 0.0);
    if (nr > 0u) {
        if (WTYPE == 8u) {
            items_q8_0(row0, nr, rbytes, acc);
        } else if (WTYPE == 12u) {
            items_q4_k(row0, nr, rbytes, acc);
        } else if (WTYPE == 14u) {
            items_q6_k(row0, nr, rbytes, acc);
        } else {
            float v[32];
            for (uint r = 0u; r < R; r++) {
                if (r >= nr) break;
                for (uint u = it0; u < pc.ncols / 32u; u += its) {
                    unit_deq((row0 + r) * rbytes, u, v);
                    for (uint j = 0u; j < 8u; j++)
                        acc[r] += dot(vec4(v[4u * j], v[4u * j + 1u], v[4u * j + 2u], v[4u * j + 3u]), xin(u * 8u + j));
                }
            }
        }
    }
    mv_store(sg_id, slice, groups, wg, row0, nr, acc);
}
