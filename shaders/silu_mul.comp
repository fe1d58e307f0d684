#version 450
// g = silu(g) * u (SwiGLU)
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) buffer Gb { float g[]; };
layout(std430, binding = 1) readonly buffer Ub { float u[]; };
layout(push_constant) uniform P { uint n; } pc;

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i < pc.n) {
        float a = g[i];
        g[i] = a / (1.0 + exp(-a)) * u[i];
    }
}
