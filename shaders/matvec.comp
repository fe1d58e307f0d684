#version 450
// y = W x (+ bias) (+ residual): one subgroup per output row, lanes stride over the
// row's 32-element units, subgroupAdd reduces. W keeps its GGUF block layout.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;   // subgroup size the host planned for
layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 1) readonly buffer Xb { float x[]; };
layout(std430, binding = 2) buffer Yb { float y[]; };
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
layout(push_constant) uniform P {
    uint ncols, nrows;
    uint flags;      // 1: add bias[r]; 2: add the old y[r] (residual, in place)
} pc;

#include "quant.glsl"

void main() {
    uint rows_per_wg = gl_WorkGroupSize.x / SG;
    uint wg = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint row = wg * rows_per_wg + gl_LocalInvocationID.x / SG;
    uint lane = gl_LocalInvocationID.x % SG;
    if (row >= pc.nrows) return;
    uint rb = row * row_bytes(pc.ncols);
    float acc = 0.0;
    float v[32];
    for (uint u = lane; u < pc.ncols / 32u; u += SG) {
        unit_deq(rb, u, v);
        for (uint j = 0u; j < 32u; j++) acc += v[j] * x[u * 32u + j];
    }
    acc = subgroupAdd(acc);
    if (lane == 0u) {
        if ((pc.flags & 1u) != 0u) acc += bias[row];
        if ((pc.flags & 2u) != 0u) acc += y[row];
        y[row] = acc;
    }
}
