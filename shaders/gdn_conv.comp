#version 450
// A prompt chunk's causal conv for the gated delta net (Qwen3.5), a thread per channel c
// and block of rows: for each real row r (those before n, state) at position p = pos + r,
// the SiLU of the 4-tap conv over the raw inputs of p-3..p (this chunk's rows of x,
// earlier ones from the conv ring, slot p mod 4), into cv. RB = 0: one block of every
// row, then the last (up to 4) rows' raw inputs into the ring, after every read of it
// (one thread owns a channel's ring entries), for the next step; RB > 0: blocks of RB
// rows side by side, the ring left to the next kernel (gdn_prep), which runs after every
// read of it.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 2) const uint RB = 0;
layout(std430, binding = 0) readonly buffer Xb { float x[]; };     // rows (stride ld): q k v first
layout(std430, binding = 1) writeonly buffer CVb { float cv[]; };  // rows of conv
layout(std430, binding = 2) readonly buffer CWb { float cw[]; };   // [conv][4], oldest tap first
layout(std430, binding = 3) buffer Rb { float ring[]; };           // [4][conv]
layout(std430, binding = 4) readonly buffer Pb { uint pos; uint n; } state;
// cblocks: workgroups across the channels
layout(push_constant) uniform P { uint conv, ld, cblocks; } pc;

float raw(uint c, uint p) {
    uint pos = state.pos;
    return p >= pos ? x[(p - pos) * pc.ld + c] : ring[(p & 3u) * pc.conv + c];
}

void main() {
    uint id = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint c = (id % pc.cblocks) * gl_WorkGroupSize.x + gl_LocalInvocationID.x, pos = state.pos, n = state.n;
    uint r0 = RB == 0u ? 0u : id / pc.cblocks * RB, r1 = RB == 0u ? n : min(n, r0 + RB);
    if (c >= pc.conv) return;
    for (uint r = r0; r < r1; r++) {
        uint p = pos + r;
        float acc = cw[c * 4u + 3u] * raw(c, p);
        for (uint k = 1u; k <= 3u; k++) acc += cw[c * 4u + 3u - k] * raw(c, p - k);
        cv[r * pc.conv + c] = acc / (1.0 + exp(-acc));
    }
    if (RB == 0u)
        for (uint r = n > 4u ? n - 4u : 0u; r < n; r++) ring[((pos + r) & 3u) * pc.conv + c] = x[r * pc.ld + c];
}
