#version 450
// Causal attention of one query position over the KV cache, split along the KV length
// (flash-decoding): workgroup (h, s) takes query head h and the s-th of
// gl_NumWorkGroups.y slices of positions 0..pos, and writes its unnormalised output with
// its running max and sum; attn_combine.comp merges the slices. GQA: query head h reads
// KV head h / (n_head / n_head_kv).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 3) const uint KV_F16 = 1;
layout(std430, binding = 0) readonly buffer Qb { float q[]; };
layout(std430, binding = 1) readonly buffer KCb { float16_t kc16[]; };
layout(std430, binding = 2) readonly buffer VCb { float16_t vc16[]; };
layout(std430, binding = 3) writeonly buffer Ob { float part[]; };   // per (h, s): hd outputs, max, sum
layout(std430, binding = 4) coherent buffer Scb { float scores[]; };   // n_head * n_ctx
layout(std430, binding = 5) readonly buffer Sb { uint pos; } state;
layout(std430, binding = 1) readonly buffer KCf { float kc32[]; };
layout(std430, binding = 2) readonly buffer VCf { float vc32[]; };
layout(push_constant) uniform P {
    uint n_head, n_head_kv, head_dim, n_ctx;
    uint kv_layer_off;
    float scale;
} pc;

shared float red[gl_WorkGroupSize.x];

float kval(uint i) { return KV_F16 != 0u ? float(kc16[i]) : kc32[i]; }
float vval(uint i) { return KV_F16 != 0u ? float(vc16[i]) : vc32[i]; }

void main() {
    uint h = gl_WorkGroupID.x, sp = gl_WorkGroupID.y, ns = gl_NumWorkGroups.y;
    uint t = gl_LocalInvocationID.x, hd = pc.head_dim;
    uint kvh = h / (pc.n_head / pc.n_head_kv);
    uint n = state.pos + 1u;
    uint chunk = (n + ns - 1u) / ns, t0 = min(n, sp * chunk), t1 = min(n, t0 + chunk);
    uint stride = pc.n_head_kv * hd;
    uint sc = h * pc.n_ctx;
    uint pb = (h * ns + sp) * (hd + 2u);
    float mx = -1e30;
    for (uint j = t0 + t; j < t1; j += gl_WorkGroupSize.x) {
        uint kb = pc.kv_layer_off + j * stride + kvh * hd;
        float s = 0.0;
        for (uint i = 0u; i < hd; i++) s += q[h * hd + i] * kval(kb + i);
        s *= pc.scale;
        scores[sc + j] = s;
        mx = max(mx, s);
    }
    red[t] = mx;
    barrier();
    for (uint m = gl_WorkGroupSize.x / 2u; m > 0u; m >>= 1) {
        if (t < m) red[t] = max(red[t], red[t + m]);
        barrier();
    }
    mx = red[0];
    barrier();
    float sum = 0.0;
    for (uint j = t0 + t; j < t1; j += gl_WorkGroupSize.x) {
        float e = exp(scores[sc + j] - mx);
        scores[sc + j] = e;
        sum += e;
    }
    red[t] = sum;
    memoryBarrierBuffer();
    barrier();
    for (uint m = gl_WorkGroupSize.x / 2u; m > 0u; m >>= 1) {
        if (t < m) red[t] += red[t + m];
        barrier();
    }
    for (uint i = t; i < hd; i += gl_WorkGroupSize.x) {
        float acc = 0.0;
        for (uint j = t0; j < t1; j++) acc += scores[sc + j] * vval(pc.kv_layer_off + j * stride + kvh * hd + i);
        part[pb + i] = acc;
    }
    if (t == 0u) {
        part[pb + hd] = t1 > t0 ? mx : -1e30;   // an empty slice adds nothing
        part[pb + hd + 1u] = red[0];
    }
}
