#version 450
// The gated delta net's output norm over a prompt chunk's rows (after gdn_chunk), in
// place: each value head's o / rms(o) * w * silu(z), as gdn.comp does it per row; rows
// past n (state) get zeros. A workgroup per row, the heads in turn.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 2) const uint DV = 128;   // value head size
layout(std430, binding = 0) buffer Yb { float y[]; };               // rows of heads * DV
layout(std430, binding = 1) readonly buffer Xb { float x[]; };      // rows: z at zo
layout(std430, binding = 2) readonly buffer NWb { float nw[]; };    // DV norm weights
layout(std430, binding = 3) readonly buffer Pb { uint pos; uint n; } state;
// rows: the chunk's rows; heads: value heads; ld: X's row stride (floats)
layout(push_constant) uniform P { uint rows, heads, ld, zo; float eps; } pc;

shared float red[64];

float wg_sum(float v) {
    v = subgroupAdd(v);
    barrier();
    if (gl_SubgroupInvocationID == 0u) red[gl_SubgroupID] = v;
    barrier();
    float s = 0.0;
    for (uint i = 0u; i < gl_NumSubgroups; i++) s += red[i];
    return s;
}

void main() {
    uint r = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x, tid = gl_LocalInvocationID.x;
    uint wg = gl_WorkGroupSize.x, w = pc.heads * DV;
    if (r >= pc.rows) return;
    if (r >= state.n) {
        for (uint j = tid; j < w; j += wg) y[r * w + j] = 0.0;
        return;
    }
    for (uint h = 0u; h < pc.heads; h++) {
        uint b = r * w + h * DV;
        float oo = 0.0;
        for (uint j = tid; j < DV; j += wg) oo += y[b + j] * y[b + j];
        oo = wg_sum(oo);
        float inv = 1.0 / sqrt(oo / float(DV) + pc.eps);
        for (uint j = tid; j < DV; j += wg) {
            float z = x[r * pc.ld + pc.zo + h * DV + j];
            y[b + j] = y[b + j] * inv * nw[j] * (z / (1.0 + exp(-z)));
        }
    }
}
