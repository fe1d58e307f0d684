#version 450
// One workgroup per head: workgroups [0, n_head) take query heads, [n_head,
// n_head + n_head_kv) key heads (then also copy that head's values). Optional
// per-head RMSNorm (Qwen3 q/k norms) before RoPE; keys and values are written to the
// KV cache (f16 or f32) at state.pos.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 3) const uint KV_F16 = 1;
layout(std430, binding = 0) buffer Qb { float q[]; };
layout(std430, binding = 1) readonly buffer Kb { float k[]; };
layout(std430, binding = 2) readonly buffer Vb { float v[]; };
layout(std430, binding = 3) writeonly buffer KCb { float16_t kc16[]; };
layout(std430, binding = 4) writeonly buffer VCb { float16_t vc16[]; };
layout(std430, binding = 5) readonly buffer Nb { float norm_w[]; };   // q norm, then k norm (2*hd)
layout(std430, binding = 6) readonly buffer Sb { uint pos; } state;
layout(std430, binding = 7) readonly buffer Fb { float freq_factor[]; }; // rope_freqs or ones
layout(std430, binding = 3) writeonly buffer KCf { float kc32[]; };
layout(std430, binding = 4) writeonly buffer VCf { float vc32[]; };
layout(push_constant) uniform P {
    uint n_head, n_head_kv, head_dim;
    uint flags;        // 1: qk norm; 2: NEOX ordering; 4: frequency factors
    float base, eps;
    uint kv_layer_off; // element offset of this layer in the caches
} pc;

shared float hv[256];
shared float red[gl_WorkGroupSize.x];

void main() {
    uint h = gl_WorkGroupID.x, t = gl_LocalInvocationID.x, hd = pc.head_dim;
    bool is_q = h < pc.n_head;
    uint kh = h - pc.n_head;
    uint src = is_q ? h * hd : kh * hd;
    for (uint i = t; i < hd; i += gl_WorkGroupSize.x) hv[i] = is_q ? q[src + i] : k[src + i];
    barrier();
    if ((pc.flags & 1u) != 0u) {
        float s = 0.0;
        for (uint i = t; i < hd; i += gl_WorkGroupSize.x) s += hv[i] * hv[i];
        red[t] = s;
        barrier();
        for (uint m = gl_WorkGroupSize.x / 2u; m > 0u; m >>= 1) {
            if (t < m) red[t] += red[t + m];
            barrier();
        }
        float scale = inversesqrt(red[0] / float(hd) + pc.eps);
        barrier();
        for (uint i = t; i < hd; i += gl_WorkGroupSize.x) hv[i] = hv[i] * scale * norm_w[(is_q ? 0u : hd) + i];
        barrier();
    }
    float p = float(state.pos);
    uint half_ = hd / 2u;
    for (uint i = t; i < half_; i += gl_WorkGroupSize.x) {
        float theta = p * pow(pc.base, -2.0 * float(i) / float(hd));
        if ((pc.flags & 4u) != 0u) theta /= freq_factor[i];
        float c = cos(theta), s = sin(theta);
        uint a = (pc.flags & 2u) != 0u ? i : 2u * i;
        uint b = (pc.flags & 2u) != 0u ? i + half_ : 2u * i + 1u;
        float x0 = hv[a], x1 = hv[b];
        float y0 = x0 * c - x1 * s, y1 = x0 * s + x1 * c;
        if (is_q) {
            q[src + a] = y0;
            q[src + b] = y1;
        } else {
            uint o = pc.kv_layer_off + state.pos * pc.n_head_kv * hd + kh * hd;
            if (KV_F16 != 0u) {
                kc16[o + a] = float16_t(y0);
                kc16[o + b] = float16_t(y1);
            } else {
                kc32[o + a] = y0;
                kc32[o + b] = y1;
            }
        }
    }
    if (!is_q) {
        uint o = pc.kv_layer_off + state.pos * pc.n_head_kv * hd + kh * hd;
        for (uint i = t; i < hd; i += gl_WorkGroupSize.x) {
            if (KV_F16 != 0u) vc16[o + i] = float16_t(v[src + i]);
            else vc32[o + i] = v[src + i];
        }
    }
}
