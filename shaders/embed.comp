#version 450
// x = row `token` of the embedding matrix, dequantized from its GGUF block layout.
// The token is state.tokens[state.pos] (written by the host or by the sampler).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 1) writeonly buffer Xb { float x[]; };
layout(std430, binding = 2) readonly buffer Sb { uint pos; } state;
layout(std430, binding = 3) readonly buffer Tb { uint tokens[]; };
layout(push_constant) uniform P { uint ncols, nrows; } pc;

#include "quant.glsl"

void main() {
    uint token = min(tokens[state.pos], pc.nrows - 1u);
    uint rb = token * row_bytes(pc.ncols);
    float v[32];
    for (uint u = gl_LocalInvocationID.x; u < pc.ncols / 32u; u += gl_WorkGroupSize.x) {
        unit_deq(rb, u, v);
        for (uint j = 0u; j < 32u; j++) x[u * 32u + j] = v[j];
    }
}
