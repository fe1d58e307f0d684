#version 450
// Y[c, ycol + r] = sum_k W[r, k] X[c, k] (+ bias[r]) (+ old Y) for a few rows X (COLS, 1..16:
// a batch's sequences) -- a mat-vec of several columns: each weight unit is read once, from
// memory, and multiplied with every column. X comes quantized (quant_rows: int8 in
// 16-element blocks, matvec_dot's rounding), read through the cache; the weights are
// decoded into int8 quants with a scale and a minimum per 16 elements (quant_int8.glsl's
// unit_int8, mm_dot's decoding; Q8_0 from 4-byte loads), so the sums are those of the
// dequantized weights with the int8-rounded inputs, as matvec_dot and mm_dot form them.
// Layout as matvec_dot's: a subgroup takes R rows, its lanes the rows' 32-element units
// in turn (lane i: units i, i + SG, ...), so a subgroup's loads are contiguous; the
// accumulators, COLS x R floats, stay in registers. KS > 1: that many subgroups take the
// same rows, each every KS-th run of SG units (more subgroups where a matrix has few rows),
// their sums added through shared memory.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_spirv_intrinsics : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 3) const uint R = 1;      // rows per subgroup (1, 2, 4)
layout(constant_id = 4) const uint COLS = 1;   // input rows (1..16)
layout(constant_id = 5) const uint KS = 1;     // subgroups a row's units are split between (1, 2, 4)
layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 0) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 0) readonly buffer W2b { uvec2 W2[]; };   // and 8 (IQ4_XS: 8-byte aligned blocks)
layout(std430, binding = 0) readonly buffer W1b { uint W1[]; };    // and 4 bytes a load
layout(std430, binding = 1) readonly buffer Xb { uvec4 xq4[]; };   // quant_rows' output
layout(std430, binding = 1) readonly buffer Xd { vec4 xqd4[]; };   // a unit's two (scale, sum) pairs a load
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
layout(std430, binding = 4) readonly buffer Gb { uint iq_grid[]; };   // IQ1/IQ2/IQ3 lookup grids (quant.glsl)
layout(push_constant) uniform P { uint K, N, ldy, ycol, flags; } pc;
#include "quant.glsl"
#include "mm_deq.glsl"

#include "quant_int8.glsl"

const uint RMAX = 4u, CMAX = 16u, SGMAX = 16u;
shared float part[KS > 1u ? SGMAX * CMAX * RMAX : 1u];   // the slices' sums (KS > 1)

void main() {
    uint sg_id = gl_LocalInvocationID.x / SG, nsg = gl_WorkGroupSize.x / SG, slice = sg_id % KS;
    uint wg = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint row0 = (wg * (nsg / KS) + sg_id / KS) * R;
    if (KS == 1u && row0 >= pc.N) return;   // no barriers follow (KS > 1: the loop runs no unit)
    uint nu = row0 < pc.N ? pc.K / 32u : 0u, nb = pc.K / 16u, rb = row_bytes(pc.K), dsx = nb * COLS;
    // every loop over rows and columns unrolled to the maxima, guarded by the specialized counts,
    // so that the sums and quants are indexed by constants and stay in registers (rolled loops
    // over specialization constants put them in local memory)
    float acc[CMAX * RMAX];
    [[unroll]] for (uint i = 0u; i < CMAX * RMAX; i++) acc[i] = 0.0;
    for (uint it = gl_SubgroupInvocationID + slice * SG; it < nu; it += SG * KS) {
        uint q[RMAX][8];
        vec4 sm[RMAX];
        [[unroll]] for (uint r = 0u; r < RMAX; r++) {
            if (r >= R) break;
            uint rr = min(row0 + r, pc.N - 1u);   // rows past the end: read, not written
            if (WTYPE == 8u) {   // Q8_0: 34 bytes from 9 aligned words (a block starts 0 or 2 bytes into one)
                uint b = rr * rb + it * 34u, wi = b >> 2;
                bool odd = (b & 2u) != 0u;
                uint w[9];
                [[unroll]] for (uint k = 0u; k < 9u; k++) w[k] = W1[wi + k];
                [[unroll]] for (uint k = 0u; k < 8u; k++) q[r][k] = odd ? w[k + 1u] : (w[k] >> 16) | (w[k + 1u] << 16);
                float d = unpackHalf2x16(odd ? w[0] >> 16 : w[0]).x;
                sm[r] = vec4(d, 0.0, d, 0.0);
            } else {
                unit_int8(rr * rb, it, q[r], sm[r]);
            }
        }
        [[unroll]] for (uint c = 0u; c < CMAX; c++) {
            if (c >= COLS) break;
            uint xb = c * nb + 2u * it;
            uvec4 xa = xq4[xb], xc = xq4[xb + 1u];
            vec4 dd = xqd4[dsx + xb / 2u];   // (xb even: K is a multiple of 32)
            vec2 da = dd.xy, dc = dd.zw;
            [[unroll]] for (uint r = 0u; r < RMAX; r++) {
                if (r >= R) break;
                int sa = dot4(q[r][0], xa.x) + dot4(q[r][1], xa.y) + dot4(q[r][2], xa.z) + dot4(q[r][3], xa.w);
                int sb = dot4(q[r][4], xc.x) + dot4(q[r][5], xc.y) + dot4(q[r][6], xc.z) + dot4(q[r][7], xc.w);
                acc[c * RMAX + r] += sm[r].x * da.x * float(sa) + sm[r].y * da.y + sm[r].z * dc.x * float(sb) +
                                     sm[r].w * dc.y;
            }
        }
    }
    if (KS > 1u) {   // the other slices' sums to shared memory, then added by slice 0's subgroup
        [[unroll]] for (uint c = 0u; c < CMAX; c++)
            [[unroll]] for (uint r = 0u; r < RMAX; r++) {
                if (c >= COLS || r >= R) break;
                float t = subgroupAdd(acc[c * RMAX + r]);
                if (slice != 0u && gl_SubgroupInvocationID == 0u) part[(sg_id * CMAX + c) * RMAX + r] = t;
                acc[c * RMAX + r] = t;
            }
        barrier();
        if (slice != 0u || row0 >= pc.N) return;
        for (uint k = 1u; k < KS; k++)
            [[unroll]] for (uint c = 0u; c < CMAX; c++)
                [[unroll]] for (uint r = 0u; r < RMAX; r++) {
                    if (c >= COLS || r >= R) break;
                    acc[c * RMAX + r] += part[((sg_id + k) * CMAX + c) * RMAX + r];
                }
    }
    [[unroll]] for (uint c = 0u; c < CMAX; c++)
        [[unroll]] for (uint r = 0u; r < RMAX; r++) {
            if (c >= COLS || r >= R) break;
            float t = KS > 1u ? acc[c * RMAX + r] : subgroupAdd(acc[c * RMAX + r]);
            if (gl_SubgroupInvocationID == 0u && row0 + r < pc.N) {
                uint o = c * pc.ldy + pc.ycol + row0 + r;
                if ((pc.flags & MM_BIAS) != 0u) t += bias[row0 + r];
                if ((pc.flags & MM_RESIDUAL) != 0u) t += Y[o];
                Y[o] = t;
            }
        }
}
