#version 450
// y = x / sqrt(mean(x^2) + eps) * w, one workgroup over a vector of n.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Xb { float x[]; };
layout(std430, binding = 1) readonly buffer Wb { float w[]; };
layout(std430, binding = 2) writeonly buffer Yb { float y[]; };
layout(push_constant) uniform P { uint n; float eps; } pc;

shared float partial[gl_WorkGroupSize.x];

void main() {
    uint t = gl_LocalInvocationID.x;
    float s = 0.0;
    for (uint i = t; i < pc.n; i += gl_WorkGroupSize.x) s += x[i] * x[i];
    partial[t] = s;
    barrier();
    for (uint k = gl_WorkGroupSize.x / 2u; k > 0u; k >>= 1) {
        if (t < k) partial[t] += partial[t + k];
        barrier();
    }
    float scale = inversesqrt(partial[0] / float(pc.n) + pc.eps);
    for (uint i = t; i < pc.n; i += gl_WorkGroupSize.x) y[i] = x[i] * scale * w[i];
}
