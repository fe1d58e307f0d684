#version 450
// Greedy sampling on the GPU, second half: the LM-head mat-vec left (max, row) per
// workgroup; this picks the largest (lowest row on ties). Writes it to tokens[pos + 1]
// when asked (generation feeds itself) and to out_tokens[pos + 1] (the host's
// persistently mapped read-back), then advances pos. Bit 31 of a pair's row says that
// its workgroup's logits held a NaN or infinity (matvec_io.glsl): out_tokens then gets
// the id with bit 31 set, which the host checks in the id it reads anyway (no extra
// read-back); the fed token stays a valid id.
// RAW 1 (a batch's step, one dispatch per sequence): cand holds plain logits from off,
// n of them (row i's value at off + i); a NaN or infinity among them sets bit 31.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;   // (the planner's subgroup size; unused)
layout(constant_id = 2) const uint RAW = 0;   // 1: plain logits, not (max, row) pairs
layout(std430, binding = 0) readonly buffer Lb { float cand[]; };   // from off: n pairs of value, row (float bits)
layout(std430, binding = 1) buffer Sb { uint pos; } state;
layout(std430, binding = 2) buffer Tb { uint tokens[]; };
layout(std430, binding = 3) writeonly buffer Ob { uint out_tokens[]; };
layout(push_constant) uniform P { uint n; uint feed; uint n_ctx; uint off; } pc;

shared float bv[gl_WorkGroupSize.x];
shared uint bi[gl_WorkGroupSize.x];
shared uint bad[gl_WorkGroupSize.x];

bool better(float v, uint i, float bvv, uint bii) {
    return i != 0xFFFFFFFFu && (bii == 0xFFFFFFFFu || v > bvv || (v == bvv && i < bii));
}

void main() {
    uint t = gl_LocalInvocationID.x;
    float best = 0.0;
    uint idx = 0xFFFFFFFFu, nonfinite = 0u;
    for (uint i = t; i < pc.n; i += gl_WorkGroupSize.x) {
        float v;
        uint r;
        if (RAW != 0u) {
            v = cand[pc.off + i];
            r = i;
            nonfinite |= isnan(v) || isinf(v) ? 1u : 0u;
        } else {
            v = cand[pc.off + 2u * i];
            r = floatBitsToUint(cand[pc.off + 2u * i + 1u]);
            nonfinite |= r >> 31;
            r &= 0x7FFFFFFFu;
        }
        if (better(v, r, best, idx)) { best = v; idx = r; }
    }
    bv[t] = best;
    bi[t] = idx;
    bad[t] = nonfinite;
    barrier();
    for (uint m = gl_WorkGroupSize.x / 2u; m > 0u; m >>= 1) {
        if (t < m && better(bv[t + m], bi[t + m], bv[t], bi[t])) {
            bv[t] = bv[t + m];
            bi[t] = bi[t + m];
        }
        if (t < m) bad[t] |= bad[t + m];
        barrier();
    }
    if (t == 0u) {
        uint p = state.pos;
        uint id = bi[0] == 0xFFFFFFFFu ? 0u : bi[0];
        if (p + 1u < pc.n_ctx) {
            if (pc.feed != 0u) tokens[p + 1u] = id;
            out_tokens[p + 1u] = id | (bad[0] << 31);
        }
        state.pos = p + 1u;
    }
}
