#version 450
// A prompt chunk's embedding: row t of x = row tokens[pos + t] of the embedding matrix,
// dequantized from its GGUF block layout, for the chunk's n tokens (state: pos, n);
// rows n..M-1 are zeroed so that the chunk's unused rows hold no stale values.
// One workgroup per row. A matrix over maxStorageBufferRange is bound one part at a time,
// a dispatch each: this one holds rows [first, first + rows) and writes the chunk's rows
// whose tokens are there; the first part's dispatch zeroes the unused rows.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 1) writeonly buffer Xb { float x[]; };
layout(std430, binding = 2) readonly buffer Sb { uint pos; uint n; } state;
layout(std430, binding = 3) readonly buffer Tb { uint tokens[]; };
layout(std430, binding = 4) readonly buffer Gb { uint iq_grid[]; };   // IQ1/IQ2/IQ3 lookup grids (quant.glsl)
layout(push_constant) uniform P {
    uint ncols, nrows, first, rows;
    float scale;    // the rows times it (Gemma: sqrt(ncols)); 0: 1
} pc;

#include "quant.glsl"

void main() {
    uint t = gl_WorkGroupID.x, xo = t * pc.ncols;
    if (t >= state.n) {
        if (pc.first == 0u)
            for (uint c = gl_LocalInvocationID.x; c < pc.ncols; c += gl_WorkGroupSize.x) x[xo + c] = 0.0;
        return;
    }
    uint row = min(tokens[state.pos + t], pc.nrows - 1u) - pc.first; // below first: wraps past rows
    if (row >= pc.rows) return;
    uint rb = row * row_bytes(pc.ncols);
    float v[32], sc = pc.scale != 0.0 ? pc.scale : 1.0;
    for (uint u = gl_LocalInvocationID.x; u < pc.ncols / 32u; u += gl_WorkGroupSize.x) {
        unit_deq(rb, u, v);
        for (uint j = 0u; j < 32u; j++) x[xo + u * 32u + j] = v[j] * sc;
    }
}
