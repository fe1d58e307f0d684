#version 450
// A prompt chunk's queries and keys, between the Q/K/V projections and attn_rows: for
// each row t < state.n (position p = state.pos + t), per head the optional RMSNorm
// (Qwen3 q/k norms) and RoPE at p; the query heads go back into qkv in place, the keys
// and the values into the KV cache at p. Rows t >= n write nothing.
// With VP > 0 the values come in that many slices of their product (vki__plan_qkv_rows),
// summed here in order, slice 0 first.
// Grid: one workgroup per row (gx = M, the chunk's rows); each subgroup takes heads
// sg, sg + nsg, ... of the row (queries, then keys), the whole workgroup its values.
// The arithmetic is attention.comp's, step for step (the sum of squares in lane-strided
// partial sums then subgroupAdd, x * f * w, theta = p * base^(-2i/HD) / factor, the
// rotation's products), so that a chunk and token-by-token decode fill the cache alike.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;       // subgroup size
layout(constant_id = 2) const uint KV_F16 = 1;    // KV cache in f16 (else f32)
layout(constant_id = 3) const uint HD = 128;      // head dimension, a multiple of 8
layout(constant_id = 4) const uint VP = 0;        // 0: the values are in qkv; else slices in vpart
// RoPE of this layer: the leading dimensions of a head it rotates (even, <= HD; 0: no RoPE),
// the position scale (linear RoPE scaling) and the rotated values' scale (LongRoPE's
// attention factor). Constants, not push constants: at ROT = HD and scales of 1 the kernel
// is the one without them (as push constants they cost the 8B's tg128 0.5%, H100).
layout(constant_id = 5) const uint ROT = 128;   // (a literal default: the planner always sets it)
layout(constant_id = 6) const float PSCALE = 1.0;
layout(constant_id = 7) const float MSCALE = 1.0;
// YaRN (vki__model_yarn): dimension pair i takes the unscaled angle's share EXT * ramp, the
// ramp 1 below pair YLO, 0 above YHI, linear between; EXT 0: the scaled angle alone
layout(constant_id = 8) const float EXT = 0.0;
layout(constant_id = 9) const float YLO = 0.0;
layout(constant_id = 10) const float YHI = 0.0;
// the layer's cache is a ring of RING positions (kv_slot, common.glsl; 0: every position at
// its own row)
layout(constant_id = 11) const uint RING = 0;
const uint NSG_MAX = 16u;                         // subgroups per workgroup, at most

layout(std430, binding = 0) buffer QKVb { float qkv[]; };
layout(std430, binding = 1) writeonly buffer KCb { float16_t kc16[]; };
layout(std430, binding = 2) writeonly buffer VCb { float16_t vc16[]; };
layout(std430, binding = 1) writeonly buffer KCf { float kc32[]; };
layout(std430, binding = 2) writeonly buffer VCf { float vc32[]; };
layout(std430, binding = 3) readonly buffer Nb { float norm_w[]; };      // q norm, then k norm (2*HD)
layout(std430, binding = 4) readonly buffer Sb { uint pos; uint n; } state;
layout(std430, binding = 5) readonly buffer Fb { float freq_factor[]; }; // rope_freqs (HD/2), or ones
layout(std430, binding = 6) readonly buffer VPb { vec4 vpart[]; };     // VP > 0: [slice][row][n_head_kv HD]
layout(push_constant) uniform P {
    uint n_head, n_head_kv, ldq;
    uint flags;         // ROPE_* (flags.glsl)
    float base, eps;
    uint kv_off;        // element offset of this layer in the caches
    uint vstride;       // VP: floats from a slice to the next
} pc;

shared float cs[HD / 2u], sn[HD / 2u];
shared float hs[NSG_MAX * HD];   // per subgroup: the head being rotated, normed

void main() {
    uint row = gl_WorkGroupID.x, t = gl_LocalInvocationID.x, wgs = gl_WorkGroupSize.x;
    uint nsg = wgs / SG, sg = t / SG, lane = gl_SubgroupInvocationID;
    if (row >= state.n) return;   // the whole workgroup: no barrier is left waiting
    uint p = state.pos + row;
    const uint half_ = ROT / 2u;
    for (uint i = t; i < half_; i += wgs) {
        float fr = (pc.flags & ROPE_FREQS) != 0u ? freq_factor[i] : 1.0;
        float theta = float(p) * PSCALE * pow(pc.base, -2.0 * float(i) / float(ROT)) / fr;
        if (EXT != 0.0)
            theta = rope_yarn(theta, float(p) * pow(pc.base, -2.0 * float(i) / float(ROT)) / fr, i, EXT, YLO, YHI);
        cs[i] = cos(theta) * MSCALE;
        sn[i] = sin(theta) * MSCALE;
    }
    barrier();
    uint rb = row * pc.ldq, nq = pc.n_head, nh = pc.n_head + pc.n_head_kv;
    uint ob = pc.kv_off + kv_slot(p, RING) * pc.n_head_kv * HD;   // this position's cache row
    bool neox = (pc.flags & ROPE_NEOX) != 0u;
    for (uint h = sg; h < nh; h += nsg) {
        bool isk = h >= nq;
        uint src = rb + h * HD;                     // keys follow the queries in the row
        float ss = 0.0;
        for (uint i = lane; i < HD; i += SG) {
            float x = qkv[src + i];
            hs[sg * HD + i] = x;
            ss += x * x;
        }
        if ((pc.flags & ROPE_QK_NORM) != 0u) {
            float f = inversesqrt(subgroupAdd(ss) / float(HD) + pc.eps);
            for (uint i = lane; i < HD; i += SG) hs[sg * HD + i] = hs[sg * HD + i] * f * norm_w[(isk ? HD : 0u) + i];
        }
        subgroupMemoryBarrierShared();
        subgroupBarrier();
        for (uint i = lane; i < half_; i += SG) {
            uint a = neox ? i : 2u * i, b = neox ? i + half_ : 2u * i + 1u;
            float x0 = hs[sg * HD + a], x1 = hs[sg * HD + b];
            float y0 = x0 * cs[i] - x1 * sn[i], y1 = x0 * sn[i] + x1 * cs[i];
            if (!isk) {
                qkv[src + a] = y0;
                qkv[src + b] = y1;
            } else {
                uint d = ob + (h - nq) * HD;
                if (KV_F16 != 0u) {
                    kc16[d + a] = float16_t(y0);
                    kc16[d + b] = float16_t(y1);
                } else {
                    kc32[d + a] = y0;
                    kc32[d + b] = y1;
                }
            }
        }
        for (uint i = ROT + lane; i < HD; i += SG) { // dimensions RoPE leaves: as normed
            float x = hs[sg * HD + i];
            if (!isk) qkv[src + i] = x;
            else if (KV_F16 != 0u) kc16[ob + (h - nq) * HD + i] = float16_t(x);
            else kc32[ob + (h - nq) * HD + i] = x;
        }
        subgroupBarrier();   // hs is rewritten by this subgroup's next head
    }
    // the values, as they are, or their slices' sum (4 values a thread: HD is a multiple of 8)
    uint vsrc = rb + nh * HD, nv = pc.n_head_kv * HD;
    if (VP != 0u) {
        uint nv4 = nv / 4u, s4 = pc.vstride / 4u;
        for (uint i = t; i < nv4; i += wgs) {
            vec4 x = vpart[row * nv4 + i];
            [[unroll]] for (uint k = 1u; k < VP; k++) x += vpart[k * s4 + row * nv4 + i];
            [[unroll]] for (uint j = 0u; j < 4u; j++) {
                if (KV_F16 != 0u) vc16[ob + 4u * i + j] = float16_t(x[j]);
                else vc32[ob + 4u * i + j] = x[j];
            }
        }
        return;
    }
    for (uint i = t; i < nv; i += wgs) {
        float x = qkv[vsrc + i];
        if (KV_F16 != 0u) vc16[ob + i] = float16_t(x);
        else vc32[ob + i] = x;
    }
}
