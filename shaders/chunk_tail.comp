#version 450
// The end of a prompt chunk: its last row of the residual stream becomes the decode
// step's x, with sum(x^2) after it as one part (what the LM-head mat-vec's folded norm
// reads), and state.pos moves to that row's position, so that the LM head and the
// greedy pick that follow are the decode step's own (the pick advances pos past the chunk).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(std430, binding = 0) readonly buffer Xb { float xs[]; };
layout(std430, binding = 1) writeonly buffer Yb { float x[]; };
layout(std430, binding = 2) buffer Sb { uint pos; uint n; } state;
layout(push_constant) uniform P { uint ncols; } pc;

shared float red[gl_WorkGroupSize.x / SG];

void main() {
    uint pos = state.pos, n = state.n, o = (n - 1u) * pc.ncols;
    float ss = 0.0;
    for (uint c = gl_LocalInvocationID.x; c < pc.ncols; c += gl_WorkGroupSize.x) {
        float v = xs[o + c];
        x[c] = v;
        ss += v * v;
    }
    ss = subgroupAdd(ss);
    if (gl_SubgroupInvocationID == 0u) red[gl_LocalInvocationID.x / SG] = ss;
    barrier(); // also: every invocation has read state before it changes
    if (gl_LocalInvocationID.x == 0u) {
        float t = 0.0;
        for (uint i = 0u; i < gl_WorkGroupSize.x / SG; i++) t += red[i];
        x[pc.ncols] = t;
        state.pos = pos + n - 1u;
    }
}
