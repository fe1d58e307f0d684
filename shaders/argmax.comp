#version 450
// Greedy sampling on the GPU, second half: the LM-head mat-vec left (max, row) per
// workgroup; this picks the largest (lowest row on ties). Writes it to tokens[pos + 1]
// when asked (generation feeds itself) and to out_tokens[pos + 1] (the host's
// persistently mapped read-back), then advances pos. Under level sync (sync.glsl) it is
// the step's last dispatch, after a barrier: it reports a timed-out wait to the host
// (ctrl) and zeroes the counters for the next step.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Lb { float cand[]; };   // from off: n pairs of value, row (float bits)
layout(std430, binding = 1) buffer Sb { uint pos; } state;
layout(std430, binding = 2) buffer Tb { uint tokens[]; };
layout(std430, binding = 3) writeonly buffer Ob { uint out_tokens[]; };
layout(std430, binding = 4) buffer Cb { uint sync_cnt[]; };   // level sync: [0] timed out, then the counters
layout(std430, binding = 5) buffer Kb { uint ctrl[]; };        // the host's control words; [1]: a wait timed out
layout(push_constant) uniform P { uint n; uint feed; uint n_ctx; uint off; uint n_sync; } pc;

shared float bv[gl_WorkGroupSize.x];
shared uint bi[gl_WorkGroupSize.x];

bool better(float v, uint i, float bvv, uint bii) {
    return i != 0xFFFFFFFFu && (bii == 0xFFFFFFFFu || v > bvv || (v == bvv && i < bii));
}

void main() {
    uint t = gl_LocalInvocationID.x;
    float best = 0.0;
    uint idx = 0xFFFFFFFFu;
    for (uint i = t; i < pc.n; i += gl_WorkGroupSize.x) {
        float v = cand[pc.off + 2u * i];
        uint r = floatBitsToUint(cand[pc.off + 2u * i + 1u]);
        if (better(v, r, best, idx)) { best = v; idx = r; }
    }
    bv[t] = best;
    bi[t] = idx;
    barrier();
    for (uint m = gl_WorkGroupSize.x / 2u; m > 0u; m >>= 1) {
        if (t < m && better(bv[t + m], bi[t + m], bv[t], bi[t])) {
            bv[t] = bv[t + m];
            bi[t] = bi[t + m];
        }
        barrier();
    }
    if (t == 0u) {
        uint p = state.pos;
        uint id = bi[0] == 0xFFFFFFFFu ? 0u : bi[0];
        if (p + 1u < pc.n_ctx) {
            if (pc.feed != 0u) tokens[p + 1u] = id;
            out_tokens[p + 1u] = id;
        }
        state.pos = p + 1u;
        if (pc.n_sync != 0u && sync_cnt[0] != 0u) ctrl[1] = 1u;   // sticky: the host reports it
    }
    barrier();   // sync_cnt[0] read before it is zeroed
    for (uint i = t; i < pc.n_sync; i += gl_WorkGroupSize.x) sync_cnt[i] = 0u;
}
