#version 450
// Merges the slices of attention.comp: per query head h, with each slice's max m_s and
// sum l_s, o = sum_s e^(m_s - M) o_s / sum_s e^(m_s - M) l_s, M = max_s m_s.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Pb { float part[]; };
layout(std430, binding = 1) writeonly buffer Ob { float o[]; };
layout(push_constant) uniform P { uint head_dim, n_split; } pc;

void main() {
    uint h = gl_WorkGroupID.x, hd = pc.head_dim, ns = pc.n_split;
    float M = -1e30;
    for (uint s = 0u; s < ns; s++) M = max(M, part[(h * ns + s) * (hd + 2u) + hd]);
    float L = 0.0;
    for (uint s = 0u; s < ns; s++) {
        uint pb = (h * ns + s) * (hd + 2u);
        L += exp(part[pb + hd] - M) * part[pb + hd + 1u];
    }
    for (uint i = gl_LocalInvocationID.x; i < hd; i += gl_WorkGroupSize.x) {
        float acc = 0.0;
        for (uint s = 0u; s < ns; s++) {
            uint pb = (h * ns + s) * (hd + 2u);
            acc += exp(part[pb + hd] - M) * part[pb + i];
        }
        o[h * hd + i] = acc / L;
    }
}
