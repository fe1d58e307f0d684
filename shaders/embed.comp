#version 450
// x = row `token` of the embedding matrix, dequantized from its GGUF block layout, and
// x[ncols] = sum(x^2) for the first layer's RMSNorm (folded into the mat-vecs reading x).
// The token is tokens[state.pos] (written by the host or by the sampler). A matrix over
// maxStorageBufferRange is bound one part at a time, a dispatch each: this one holds rows
// [first, first + rows), and only the dispatch holding the token writes x.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 1) writeonly buffer Xb { float x[]; };
layout(std430, binding = 2) readonly buffer Sb { uint pos; } state;
layout(std430, binding = 3) readonly buffer Tb { uint tokens[]; };
layout(std430, binding = 4) readonly buffer Gb { uint iq_grid[]; };   // IQ1/IQ2/IQ3 lookup grids (quant.glsl)
layout(push_constant) uniform P {
    uint ncols, nrows, first, rows;
    float scale;    // the rows times it (Gemma: sqrt(ncols)); 0: 1
} pc;

#include "quant.glsl"

shared float red[gl_WorkGroupSize.x / SG];

void main() {
    uint token = min(tokens[state.pos], pc.nrows - 1u) - pc.first; // below first: wraps past rows
    if (token >= pc.rows) return; // another part's row (the same for the whole workgroup)
    uint rb = token * row_bytes(pc.ncols);
    float v[32], ss = 0.0, sc = pc.scale != 0.0 ? pc.scale : 1.0;
    for (uint u = gl_LocalInvocationID.x; u < pc.ncols / 32u; u += gl_WorkGroupSize.x) {
        unit_deq(rb, u, v);
        for (uint j = 0u; j < 32u; j++) {
            v[j] *= sc;
            x[u * 32u + j] = v[j];
            ss += v[j] * v[j];
        }
    }
    ss = subgroupAdd(ss);
    if (gl_SubgroupInvocationID == 0u) red[gl_LocalInvocationID.x / SG] = ss;
    barrier();
    if (gl_LocalInvocationID.x == 0u) {
        float t = 0.0;
        for (uint i = 0u; i < gl_WorkGroupSize.x / SG; i++) t += red[i];
        x[pc.ncols] = t;
    }
}
