#version 450
// A prompt chunk's RMSNorm: y[t] = x[t] / rms(x[t]) * w for the chunk's n rows (state);
// one workgroup per row. The decode step folds the norm into its mat-vecs; a chunk's
// matrix kernels read each input row many times, so the row is normalized once here.
// H = 1: y is written as fp16 (the tensor-core route's activations: half the bytes its
// tiles read, and no rounding as they are staged).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 2) const uint H = 0;
layout(std430, binding = 0) readonly buffer Xb { float x[]; };
layout(std430, binding = 1) writeonly buffer Yb { float y[]; };
layout(std430, binding = 1) writeonly buffer Yhb { float16_t yh[]; };   // H = 1
layout(std430, binding = 2) readonly buffer Nb { float w[]; };
layout(std430, binding = 3) readonly buffer Sb { uint pos; uint n; } state;
layout(push_constant) uniform P { uint ncols; float eps; } pc;

shared float red[gl_WorkGroupSize.x / SG];

void main() {
    uint t = gl_WorkGroupID.x, o = t * pc.ncols;
    if (t >= state.n) return;
    float ss = 0.0;
    for (uint c = gl_LocalInvocationID.x; c < pc.ncols; c += gl_WorkGroupSize.x) ss += x[o + c] * x[o + c];
    ss = subgroupAdd(ss);
    if (gl_SubgroupInvocationID == 0u) red[gl_LocalInvocationID.x / SG] = ss;
    barrier();
    ss = 0.0;
    for (uint i = 0u; i < gl_WorkGroupSize.x / SG; i++) ss += red[i];
    float inv = 1.0 / sqrt(ss / float(pc.ncols) + pc.eps);
    for (uint c = gl_LocalInvocationID.x; c < pc.ncols; c += gl_WorkGroupSize.x)
        if (H != 0u) yh[o + c] = float16_t(x[o + c] * inv * w[c]);
        else y[o + c] = x[o + c] * inv * w[c];
}
