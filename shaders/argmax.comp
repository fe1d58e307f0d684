#version 450
// Greedy sampling on the GPU: the index of the largest logit (lowest index on ties).
// Writes it to tokens[pos + 1] when asked (generation feeds itself) and to
// out_tokens[pos + 1] (the host's persistently mapped read-back), then advances pos.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Lb { float logits[]; };
layout(std430, binding = 1) buffer Sb { uint pos; } state;
layout(std430, binding = 2) buffer Tb { uint tokens[]; };
layout(std430, binding = 3) writeonly buffer Ob { uint out_tokens[]; };
layout(push_constant) uniform P { uint n; uint feed; uint n_ctx; } pc;

shared float bv[gl_WorkGroupSize.x];
shared uint bi[gl_WorkGroupSize.x];

void main() {
    uint t = gl_LocalInvocationID.x;
    float best = -1.0 / 0.0;
    uint idx = 0xFFFFFFFFu;
    for (uint i = t; i < pc.n; i += gl_WorkGroupSize.x) {
        float v = logits[i];
        if (v > best || idx == 0xFFFFFFFFu) { best = v; idx = i; }
    }
    bv[t] = best;
    bi[t] = idx;
    barrier();
    for (uint m = gl_WorkGroupSize.x / 2u; m > 0u; m >>= 1) {
        if (t < m) {
            float ov = bv[t + m];
            uint oi = bi[t + m];
            if (oi != 0xFFFFFFFFu && (bi[t] == 0xFFFFFFFFu || ov > bv[t] || (ov == bv[t] && oi < bi[t]))) {
                bv[t] = ov;
                bi[t] = oi;
            }
        }
        barrier();
    }
    if (t == 0u) {
        uint p = state.pos;
        if (p + 1u < pc.n_ctx) {
            if (pc.feed != 0u) tokens[p + 1u] = bi[0];
            out_tokens[p + 1u] = bi[0];
        }
        state.pos = p + 1u;
    }
}
