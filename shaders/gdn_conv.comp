#version 450
// A prompt chunk's causal conv for the gated delta net (Qwen3.5), a thread per channel c:
// for each of the n real rows (state) at position p = pos + r, the SiLU of the 4-tap conv
// over the raw inputs of p-3..p (this chunk's rows of x, earlier ones from the conv ring,
// slot p mod 4), into cv; then the last (up to 4) rows' raw inputs into the ring, after
// every read of it (one thread owns a channel's ring entries), for the next step.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Xb { float x[]; };     // rows (stride ld): q k v first
layout(std430, binding = 1) writeonly buffer CVb { float cv[]; };  // rows of conv
layout(std430, binding = 2) readonly buffer CWb { float cw[]; };   // [conv][4], oldest tap first
layout(std430, binding = 3) buffer Rb { float ring[]; };           // [4][conv]
layout(std430, binding = 4) readonly buffer Pb { uint pos; uint n; } state;
layout(push_constant) uniform P { uint conv, ld; } pc;

float raw(uint c, uint p) {
    uint pos = state.pos;
    return p >= pos ? x[(p - pos) * pc.ld + c] : ring[(p & 3u) * pc.conv + c];
}

void main() {
    uint c = gl_GlobalInvocationID.x, pos = state.pos, n = state.n;
    if (c >= pc.conv) return;
    for (uint r = 0u; r < n; r++) {
        uint p = pos + r;
        float acc = cw[c * 4u + 3u] * raw(c, p);
        for (uint k = 1u; k <= 3u; k++) acc += cw[c * 4u + 3u - k] * raw(c, p - k);
        cv[r * pc.conv + c] = acc / (1.0 + exp(-acc));
    }
    for (uint r = n > 4u ? n - 4u : 0u; r < n; r++) ring[((pos + r) & 3u) * pc.conv + c] = x[r * pc.ld + c];
}
