#version 450
// A prompt chunk's RMSNorm: y[t] = x[t] / rms(x[t]) * w for the chunk's n rows (state);
// one workgroup per row. The decode step folds the norm into its mat-vecs; a chunk's
// matrix kernels read each input row many times, so the row is normalized once here.
// H = 1: y is written as fp16 (the tensor-core route's activations: half the bytes its
// tiles read, and no rounding as they are staged).
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 2) const uint H = 0;
// ADD = 1: x += xt first, written back (xt: the second half of a residual product split
// in two halves of K, vki__mm_split_k), so that no add of its own runs between
layout(constant_id = 3) const uint ADD = 0;
// POST = 1 (Gemma's norms after attention and after the FFN, a prompt chunk's rows; the token
// step folds them into its mat-vecs, matvec_io's POSTN): x += xt / rms(xt) * w instead, y not
// written
layout(constant_id = 4) const uint POST = 0;
// Q = 1 (a batch's step, rows that only multi-column mat-vecs read: vki__plan_mmv): y's rows
// also quantized into binding 5 as quant_rows writes them (quant16 per 16 values; the
// n rows' quants, then their (scale, sum) pairs), so that no quant_rows runs between. Only
// where ncols is a multiple of 16 and takes the one-read path below
layout(constant_id = 5) const uint Q = 0;
layout(std430, binding = 0) buffer Xb { float x[]; };
layout(std430, binding = 0) buffer X4b { vec4 x4[]; };   // the same rows, 4 values a load
layout(std430, binding = 1) writeonly buffer Yb { float y[]; };
layout(std430, binding = 1) writeonly buffer Y4b { vec4 y4[]; };
layout(std430, binding = 1) writeonly buffer Yhb { float16_t yh[]; };   // H = 1
layout(std430, binding = 1) writeonly buffer Yh4b { uvec2 yh4[]; };     // H = 1, 4 halves a store
layout(std430, binding = 2) readonly buffer Nb { float w[]; };
layout(std430, binding = 2) readonly buffer N4b { vec4 w4[]; };
layout(std430, binding = 3) readonly buffer Sb { uint pos; uint n; } state;
layout(std430, binding = 4) readonly buffer XTb { float xt[]; };   // ADD: rows as x's
layout(std430, binding = 4) readonly buffer XT4b { vec4 xt4[]; };
layout(std430, binding = 5) writeonly buffer Q4b { uvec4 q4[]; };   // Q = 1
layout(std430, binding = 5) writeonly buffer Qdb { vec2 qd[]; };
layout(push_constant) uniform P { uint ncols; float eps; } pc;

shared float red[gl_WorkGroupSize.x / SG];
shared vec4 qv[Q != 0u ? gl_WorkGroupSize.x : 1u];   // Q = 1: a round's outputs, 4 threads' to a block

// vec4s a thread keeps: a row of up to RV * 4 * wg values (8192 at wg 256) with ncols a
// multiple of 4 is read once, 16 bytes a load; other rows are read twice, a value a load.
// H100, the 8B's 512-token chunk (--profile): 72 calls 871 -> 532 us.
const uint RV = 8u;

float row_sum(float ss) {
    ss = subgroupAdd(ss);
    if (gl_SubgroupInvocationID == 0u) red[gl_LocalInvocationID.x / SG] = ss;
    barrier();
    ss = 0.0;
    for (uint i = 0u; i < gl_WorkGroupSize.x / SG; i++) ss += red[i];
    return ss;
}

void main() {
    uint t = gl_WorkGroupID.x, o = t * pc.ncols, tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x;
    if (POST != 0u) {
        if (t >= state.n) return;
        float ss = 0.0;
        for (uint c = tid; c < pc.ncols; c += wg) ss += xt[o + c] * xt[o + c];
        float inv = 1.0 / sqrt(row_sum(ss) / float(pc.ncols) + pc.eps);
        for (uint c = tid; c < pc.ncols; c += wg) x[o + c] += xt[o + c] * inv * w[c];
        return;
    }
    if (t >= state.n) return;
    if (pc.ncols % 4u == 0u && pc.ncols <= RV * 4u * wg) {
        uint n4 = pc.ncols / 4u, o4 = o / 4u;
        vec4 v[RV];
        float ss = 0.0;
        [[unroll]] for (uint i = 0u; i < RV; i++) {
            uint c = tid + i * wg;
            v[i] = c < n4 ? x4[o4 + c] : vec4(0.0);
            if (ADD != 0u && c < n4) {
                v[i] += xt4[o4 + c];
                x4[o4 + c] = v[i];
            }
            ss += dot(v[i], v[i]);
        }
        float inv = 1.0 / sqrt(row_sum(ss) / float(pc.ncols) + pc.eps);
        if (Q != 0u) { // rounds of wg vec4s (uniform: barriers), a thread per 16-value block
            uint nb = pc.ncols / 16u;
            [[unroll]] for (uint i = 0u; i < RV; i++) {
                uint c = tid + i * wg;
                if (i * wg >= n4) break;
                vec4 r = c < n4 ? v[i] * inv * w4[c] : vec4(0.0);
                if (c < n4) y4[o4 + c] = r;
                qv[tid] = r;
                barrier();
                uint blk = i * wg / 4u + tid;
                if (tid < wg / 4u && blk < nb) {
                    vec2 ds;
                    uint b4 = 4u * tid;
                    q4[t * nb + blk] = quant16v(qv[b4], qv[b4 + 1u], qv[b4 + 2u], qv[b4 + 3u], ds);
                    qd[2u * nb * state.n + t * nb + blk] = ds;
                }
                barrier();
            }
            return;
        }
        [[unroll]] for (uint i = 0u; i < RV; i++) {
            uint c = tid + i * wg;
            if (c >= n4) break;
            vec4 r = v[i] * inv * w4[c];
            if (H != 0u) yh4[o4 + c] = uvec2(packHalf2x16(r.xy), packHalf2x16(r.zw));
            else y4[o4 + c] = r;
        }
        return;
    }
    float ss = 0.0;
    for (uint c = tid; c < pc.ncols; c += wg) {
        if (ADD != 0u) x[o + c] += xt[o + c];   // read back below by this thread alone
        ss += x[o + c] * x[o + c];
    }
    float inv = 1.0 / sqrt(row_sum(ss) / float(pc.ncols) + pc.eps);
    for (uint c = tid; c < pc.ncols; c += wg)
        if (H != 0u) yh[o + c] = float16_t(x[o + c] * inv * w[c]);
        else y[o + c] = x[o + c] * inv * w[c];
}
