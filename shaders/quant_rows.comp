#version 450
// The rows of a batch's product quantized once for mmv_dot: each 16-element block of each
// row as int8 with its (scale, scale * sum) -- quant16, the rounding matvec_dot's input
// takes -- so every weight block is multiplied with int8 rows read through the cache
// instead of every workgroup quantizing them again. One thread a block. Output layout:
// the M rows' quants (K / 16 uvec4 a row), then from byte M K on their (scale, sum) pairs.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(std430, binding = 0) readonly buffer Ab { float A[]; };
layout(std430, binding = 1) writeonly buffer Qb { uvec4 q4[]; };
layout(std430, binding = 1) writeonly buffer Qd { vec2 qd[]; };
layout(push_constant) uniform P { uint K, M, lda; } pc;

void main() {
    uint nb = pc.K / 16u, i = gl_GlobalInvocationID.x;
    if (i >= nb * pc.M) return;
    uint t = i / nb, o = t * pc.lda + (i - t * nb) * 16u;
    float v[16];
    for (uint k = 0u; k < 16u; k++) v[k] = A[o + k];
    vec2 ds;
    q4[i] = quant16(v, ds);
    qd[2u * nb * pc.M + i] = ds;
}
