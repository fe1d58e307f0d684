#version 450
// A prompt chunk's SwiGLU, in place: for each of the chunk's n rows (state) of g | u,
// g = silu(g) * u, once per element, so that the down projection reads a plain input
// (its matrix kernel formed it as it loaded each tile: once per tile of output columns,
// and the loads waited on the arithmetic; H100: see README).
// H = 1: the result goes to hb as fp16 rows of nff values instead (the tensor-core
// route's activations; in place it would overwrite values other threads are still to read).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 2) const uint H = 0;
layout(std430, binding = 0) buffer Gb { vec4 g4[]; };
layout(std430, binding = 1) readonly buffer Sb { uint pos; uint n; } state;
layout(std430, binding = 2) writeonly buffer Hb { uvec2 h4[]; };   // H = 1: 4 halves an element
layout(push_constant) uniform P {
    uint nff, ld;   // in vec4s: gate's length, row stride
    uint gelu;      // 1: GELU (tanh form, Gemma) instead of SiLU
} pc;

void main() {
    uint t = gl_WorkGroupID.x, o = t * pc.ld;
    if (t >= state.n) return;
    for (uint c = gl_LocalInvocationID.x; c < pc.nff; c += gl_WorkGroupSize.x) {
        vec4 g = g4[o + c], u = g4[o + pc.nff + c];
        g = pc.gelu != 0u ? GEGLU(g, u) : SWIGLU(g, u);
        if (H != 0u) h4[t * pc.nff + c] = uvec2(packHalf2x16(g.xy), packHalf2x16(g.zw));
        else g4[o + c] = g;
    }
}
