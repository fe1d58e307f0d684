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
// Q = 1 (a batch's step: the down projection on mmv_dot, vki__plan_mmv): the n rows also
// quantized into binding 3 as quant_rows writes them (nff a multiple of 4 vec4s)
layout(constant_id = 3) const uint Q = 0;
layout(std430, binding = 3) writeonly buffer Q4b { uvec4 q4[]; };
layout(std430, binding = 3) writeonly buffer Qdb { vec2 qd[]; };
shared vec4 qv[Q != 0u ? gl_WorkGroupSize.x : 1u];   // a round's results, 4 threads' to a block
layout(push_constant) uniform P {
    uint nff, ld;   // in vec4s: gate's length, row stride
    uint gelu;      // 1: GELU (tanh form, Gemma) instead of SiLU
} pc;

void main() {
    uint t = gl_WorkGroupID.x, o = t * pc.ld;
    if (t >= state.n) return;
    if (Q != 0u) { // rounds of a vec4 a thread (uniform: barriers), then a thread per 16-value block
        uint wg = gl_WorkGroupSize.x, tid = gl_LocalInvocationID.x, nb = pc.nff / 4u;
        for (uint base = 0u; base < pc.nff; base += wg) {
            uint c = base + tid;
            vec4 g = vec4(0.0);
            if (c < pc.nff) {
                vec4 u = g4[o + pc.nff + c];
                g = g4[o + c];
                g = pc.gelu != 0u ? GEGLU(g, u) : SWIGLU(g, u);
                g4[o + c] = g;
            }
            qv[tid] = g;
            barrier();
            uint blk = base / 4u + tid;
            if (tid < wg / 4u && blk < nb) {
                vec2 ds;
                uint b4 = 4u * tid;
                q4[t * nb + blk] = quant16v(qv[b4], qv[b4 + 1u], qv[b4 + 2u], qv[b4 + 3u], ds);
                qd[2u * nb * state.n + t * nb + blk] = ds;
            }
            barrier();
        }
        return;
    }
    for (uint c = gl_LocalInvocationID.x; c < pc.nff; c += gl_WorkGroupSize.x) {
        vec4 g = g4[o + c], u = g4[o + pc.nff + c];
        g = pc.gelu != 0u ? GEGLU(g, u) : SWIGLU(g, u);
        if (H != 0u) h4[t * pc.nff + c] = uvec2(packHalf2x16(g.xy), packHalf2x16(g.zw));
        else g4[o + c] = g;
    }
}
