#version 450
// Attention's output gate (Qwen3.5's full-attention layers), in place: o *= sigmoid(g)
// over n values of each row of a prompt chunk or a batch's step (state.n rows); a workgroup
// per row. (The token step's gate is applied by attention.comp.)
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32; // (the subgroup size every kernel's pipeline asks for)
layout(std430, binding = 0) buffer Ob { float o[]; };
layout(std430, binding = 1) readonly buffer Gb { float g[]; };
layout(std430, binding = 2) readonly buffer Pb { uint pos; uint n; } state;
layout(push_constant) uniform P { uint n, ldo, ldg; } pc;

void main() {
    uint t = gl_WorkGroupID.x;
    if (t >= state.n) return;
    for (uint i = gl_LocalInvocationID.x; i < pc.n; i += gl_WorkGroupSize.x)
        o[t * pc.ldo + i] *= 1.0 / (1.0 + exp(-g[t * pc.ldg + i]));
}
