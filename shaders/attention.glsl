// Attention of the new query position, everything between the Q/K/V projections and
// the output projection in one dispatch (included by attention.comp, and by
// attention_sg.comp with ATTN_NO_SHUFFLE for devices without subgroup shuffles).
// Workgroup (g, s) takes KV head g and slice s of positions 0..pos (flash-decoding):
//   1. the REP query heads of group g (GQA) and, in the slice holding pos, the new key:
//      optional per-head RMSNorm (Qwen3 q/k norms), then RoPE at pos; that slice also
//      appends the key and value to the KV cache
//   2. online-softmax attention of the REP heads over the slice. A group of G lanes
//      takes one position at a time, EPL contiguous head elements per lane (16-byte
//      loads of f16 or f32), so a subgroup works on SG/G positions side by side and a
//      score costs log2(G) shuffles, not a whole-subgroup reduction; each group keeps its
//      own running max, sum and output, and the groups merge at the end. Each K/V row is
//      read once for all REP heads; U positions per group are loaded before any is used.
//   3. one slice: the result goes straight to o. Several: each writes its unnormalised
//      output with its max and sum to part; the last to finish (a counter per KV head)
//      merges them into o and resets the counter for the next layer.
// Slices hold at least MIN_CHUNK positions and there are at most gl_NumWorkGroups.y of
// them; the unused workgroups leave at once.
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;       // subgroup size
layout(constant_id = 2) const uint KV_F16 = 1;    // KV cache in f16 (else f32)
layout(constant_id = 3) const uint REP = 1;       // query heads per KV head
layout(constant_id = 4) const uint HD = 128;      // head dimension (even)
layout(constant_id = 5) const uint GS = 8;        // lanes per position: a power of two, at most SG
#ifdef ATTN_NO_SHUFFLE
const uint G = SG;
#else
const uint G = GS;
#endif
const uint EPL = (HD + G - 1u) / G;               // head elements per lane (contiguous)
const uint NGS = SG / G;                          // positions side by side in a subgroup
// 1: whole 16-byte loads (8 f16 or 4 f32 elements): the host sets it where EPL * G == HD
// and EPL is a multiple of that
layout(constant_id = 6) const uint VEC = 0;
const uint U = 2u;                                // positions in flight per lane group
const uint NSG_MAX = 4u;                          // subgroups per workgroup, at most
const uint MAX_SLICES = 64u;                      // gl_NumWorkGroups.y, at most
const uint XO = (REP * HD + NSG_MAX * SG - 1u) / (NSG_MAX * SG); // merge: outputs per thread
const uint MB = 8u;                               // merge: slices per round of loads

layout(std430, binding = 0) readonly buffer Qb { float q[]; };
layout(std430, binding = 1) readonly buffer Kb { float k[]; };
layout(std430, binding = 2) readonly buffer Vb { float v[]; };
layout(std430, binding = 3) buffer KCb { float16_t kc16[]; };
layout(std430, binding = 4) buffer VCb { float16_t vc16[]; };
layout(std430, binding = 3) buffer KCf { float kc32[]; };
layout(std430, binding = 4) buffer VCf { float vc32[]; };
layout(std430, binding = 3) readonly buffer KC4 { uvec4 kc4[]; };      // the caches, 16 bytes a load
layout(std430, binding = 4) readonly buffer VC4 { uvec4 vc4[]; };
layout(std430, binding = 5) readonly buffer Nb { float norm_w[]; };      // q norm, then k norm (2*HD)
layout(std430, binding = 6) readonly buffer Sb { uint pos; } state;
layout(std430, binding = 7) readonly buffer Fb { float freq_factor[]; }; // rope_freqs, or ones
layout(std430, binding = 8) coherent buffer Pb { float part[]; };        // per (head, slice): HD outputs, max, sum
layout(std430, binding = 9) coherent buffer Cb { uint counter[]; };     // per KV head, zero between dispatches
layout(std430, binding = 10) writeonly buffer Ob { float o[]; };
layout(push_constant) uniform P {
    uint n_head_kv;
    uint flags;         // 1: q/k norm; 2: NEOX ordering; 4: frequency factors
    float base, eps, scale;
    uint kv_layer_off;  // element offset of this layer in the caches
    uint min_chunk;
} pc;

shared float qs[REP * HD];           // the query heads, normed and rotated
shared float ks[HD], vs[HD];         // the new key (normed, rotated) and value
shared float cs[HD / 2u], sn[HD / 2u];
shared float sm[NSG_MAX * REP], sl[NSG_MAX * REP], sacc[NSG_MAX * REP * HD];
shared float wts[REP * MAX_SLICES];  // merge weights per (head, slice)
shared uint last;

float kload(uint i) { return KV_F16 != 0u ? float(kc16[i]) : kc32[i]; }
float vload(uint i) { return KV_F16 != 0u ? float(vc16[i]) : vc32[i]; }

// sum over the G lanes of a group (consecutive lanes, so xor offsets below G stay inside)
float group_sum(float x) {
#ifdef ATTN_NO_SHUFFLE
    return subgroupAdd(x);
#else
    if (G == SG) return subgroupAdd(x);
    for (uint o = 1u; o < G; o <<= 1u) x += subgroupShuffleXor(x, o);
    return x;
#endif
}

// RMSNorm (if asked) and RoPE of row r of a shared array (REP query rows, then the key)
void rope_rows(uint nrows, bool with_key) {
    uint t = gl_LocalInvocationID.x, nsg = gl_WorkGroupSize.x / SG, sg = t / SG, lane = gl_SubgroupInvocationID;
    uint half_ = HD / 2u;
    if ((pc.flags & 1u) != 0u) {
        for (uint r = sg; r < nrows; r += nsg) {
            bool isk = with_key && r == nrows - 1u;
            float ss = 0.0;
            for (uint i = lane; i < HD; i += SG) {
                float x = isk ? ks[i] : qs[r * HD + i];
                ss += x * x;
            }
            float f = inversesqrt(subgroupAdd(ss) / float(HD) + pc.eps);
            for (uint i = lane; i < HD; i += SG) {
                if (isk) ks[i] = ks[i] * f * norm_w[HD + i];
                else qs[r * HD + i] = qs[r * HD + i] * f * norm_w[i];
            }
        }
        barrier();
    }
    for (uint e = t; e < nrows * half_; e += gl_WorkGroupSize.x) {
        uint r = e / half_, i = e % half_;
        bool isk = with_key && r == nrows - 1u;
        uint a = (pc.flags & 2u) != 0u ? i : 2u * i;
        uint b = (pc.flags & 2u) != 0u ? i + half_ : 2u * i + 1u;
        float x0 = isk ? ks[a] : qs[r * HD + a], x1 = isk ? ks[b] : qs[r * HD + b];
        float y0 = x0 * cs[i] - x1 * sn[i], y1 = x0 * sn[i] + x1 * cs[i];
        if (isk) {
            ks[a] = y0;
            ks[b] = y1;
        } else {
            qs[r * HD + a] = y0;
            qs[r * HD + b] = y1;
        }
    }
    barrier();
}

void main() {
    uint g = gl_WorkGroupID.x, s = gl_WorkGroupID.y, ns_max = gl_NumWorkGroups.y;
    uint t = gl_LocalInvocationID.x, nsg = gl_WorkGroupSize.x / SG, sg = t / SG, lane = gl_SubgroupInvocationID;
    uint p = state.pos, n = p + 1u;
    uint chunk = max(pc.min_chunk, (n + ns_max - 1u) / ns_max);
    uint nact = (n + chunk - 1u) / chunk;
    if (s >= nact) return;   // the whole workgroup: no barrier is left waiting
    uint t0 = s * chunk, t1 = min(n, t0 + chunk);
    bool has_new = t1 == n;    // this slice holds the new position
    uint stride = pc.n_head_kv * HD, kvbase = pc.kv_layer_off + g * HD;

    // 1. queries (and the new key/value) into shared memory, normed and rotated
    for (uint i = t; i < REP * HD; i += gl_WorkGroupSize.x) qs[i] = q[g * REP * HD + i];
    if (has_new)
        for (uint i = t; i < HD; i += gl_WorkGroupSize.x) {
            ks[i] = k[g * HD + i];
            vs[i] = v[g * HD + i];
        }
    for (uint i = t; i < HD / 2u; i += gl_WorkGroupSize.x) {
        float theta = float(p) * pow(pc.base, -2.0 * float(i) / float(HD));
        if ((pc.flags & 4u) != 0u) theta /= freq_factor[i];
        cs[i] = cos(theta);
        sn[i] = sin(theta);
    }
    barrier();
    rope_rows(has_new ? REP + 1u : REP, has_new);
    if (has_new) {
        uint ob = kvbase + p * stride;
        for (uint i = t; i < HD; i += gl_WorkGroupSize.x) {
            if (KV_F16 != 0u) {
                kc16[ob + i] = float16_t(ks[i]);
                vc16[ob + i] = float16_t(vs[i]);
            } else {
                kc32[ob + i] = ks[i];
                vc32[ob + i] = vs[i];
            }
        }
    }

    // 2. online softmax; lane group grp of subgroup sg takes positions
    //    t0 + sg * NGS + grp + k * nsg * NGS, k = 0, 1, ...
    uint grp = lane / G, e0 = (lane % G) * EPL, nvg = nsg * NGS;
    float qr[REP * EPL], acc[REP * EPL], m[REP], l[REP];
    for (uint r = 0u; r < REP; r++) {
        m[r] = -1e30;
        l[r] = 0.0;
        for (uint e = 0u; e < EPL; e++) {
            qr[r * EPL + e] = e0 + e < HD ? qs[r * HD + e0 + e] * pc.scale : 0.0;
            acc[r * EPL + e] = 0.0;
        }
    }
    // the loop is uniform over the subgroup (the shuffles need every lane); positions
    // past the slice load nothing and weigh nothing
    for (uint jb = t0 + sg * NGS; jb < t1; jb += nvg * U) {
        float kv[U * EPL], vv[U * EPL];
        for (uint u = 0u; u < U; u++) {
            uint j = jb + u * nvg + grp, base = kvbase + j * stride + e0;
            if (j >= t1) {
                for (uint e = 0u; e < EPL; e++) {
                    kv[u * EPL + e] = 0.0;
                    vv[u * EPL + e] = 0.0;
                }
            } else if (j == p) { // the new position, as the cache holds it (rounded to f16 there)
                for (uint e = 0u; e < EPL; e++) {
                    uint i = min(e0 + e, HD - 1u);
                    kv[u * EPL + e] = KV_F16 != 0u ? float(float16_t(ks[i])) : ks[i];
                    vv[u * EPL + e] = KV_F16 != 0u ? float(float16_t(vs[i])) : vs[i];
                }
            } else if (VEC != 0u && KV_F16 != 0u) {
                for (uint c = 0u; c < EPL / 8u; c++) {
                    uvec4 a = kc4[base / 8u + c], b = vc4[base / 8u + c];
                    for (uint h = 0u; h < 4u; h++) {
                        vec2 ka = unpackHalf2x16(a[h]), va = unpackHalf2x16(b[h]);
                        kv[u * EPL + 8u * c + 2u * h] = ka.x;
                        kv[u * EPL + 8u * c + 2u * h + 1u] = ka.y;
                        vv[u * EPL + 8u * c + 2u * h] = va.x;
                        vv[u * EPL + 8u * c + 2u * h + 1u] = va.y;
                    }
                }
            } else if (VEC != 0u) {
                for (uint c = 0u; c < EPL / 4u; c++) {
                    uvec4 a = kc4[base / 4u + c], b = vc4[base / 4u + c];
                    for (uint h = 0u; h < 4u; h++) {
                        kv[u * EPL + 4u * c + h] = uintBitsToFloat(a[h]);
                        vv[u * EPL + 4u * c + h] = uintBitsToFloat(b[h]);
                    }
                }
            } else {
                for (uint e = 0u; e < EPL; e++) {
                    bool ok = e0 + e < HD;
                    kv[u * EPL + e] = ok ? kload(base + e) : 0.0;
                    vv[u * EPL + e] = ok ? vload(base + e) : 0.0;
                }
            }
        }
        float d[U * REP];
        for (uint u = 0u; u < U; u++)
            for (uint r = 0u; r < REP; r++) {
                float x = 0.0;
                for (uint e = 0u; e < EPL; e++) x += qr[r * EPL + e] * kv[u * EPL + e];
                d[u * REP + r] = group_sum(x);
            }
        for (uint r = 0u; r < REP; r++) {
            float mn = m[r];
            for (uint u = 0u; u < U; u++)
                if (jb + u * nvg + grp < t1) mn = max(mn, d[u * REP + r]);
            float c = exp(m[r] - mn);
            l[r] *= c;
            for (uint e = 0u; e < EPL; e++) acc[r * EPL + e] *= c;
            for (uint u = 0u; u < U; u++) {
                float w = jb + u * nvg + grp < t1 ? exp(d[u * REP + r] - mn) : 0.0;
                l[r] += w;
                for (uint e = 0u; e < EPL; e++) acc[r * EPL + e] += w * vv[u * EPL + e];
            }
            m[r] = mn;
        }
    }
#ifndef ATTN_NO_SHUFFLE
    // merge the lane groups of this subgroup into group 0
    for (uint off = G; off < SG; off <<= 1u)
        for (uint r = 0u; r < REP; r++) {
            float m2 = subgroupShuffleXor(m[r], off), l2 = subgroupShuffleXor(l[r], off);
            float M = max(m[r], m2), c1 = exp(m[r] - M), c2 = exp(m2 - M);
            l[r] = l[r] * c1 + l2 * c2;
            for (uint e = 0u; e < EPL; e++)
                acc[r * EPL + e] = acc[r * EPL + e] * c1 + subgroupShuffleXor(acc[r * EPL + e], off) * c2;
            m[r] = M;
        }
#endif
    // merge the subgroups of this workgroup
    for (uint r = 0u; r < REP; r++) {
        if (lane == 0u) {
            sm[sg * REP + r] = m[r];
            sl[sg * REP + r] = l[r];
        }
        if (grp == 0u)
            for (uint e = 0u; e < EPL; e++)
                if (e0 + e < HD) sacc[(sg * REP + r) * HD + e0 + e] = acc[r * EPL + e];
    }
    barrier();
    bool single = nact == 1u;
    for (uint x = t; x < REP * HD; x += gl_WorkGroupSize.x) {
        uint r = x / HD, i = x % HD;
        float M = -1e30;
        for (uint k2 = 0u; k2 < nsg; k2++) M = max(M, sm[k2 * REP + r]);
        float L = 0.0, A = 0.0;
        for (uint k2 = 0u; k2 < nsg; k2++) {
            float c = exp(sm[k2 * REP + r] - M);
            L += c * sl[k2 * REP + r];
            A += c * sacc[(k2 * REP + r) * HD + i];
        }
        uint h = g * REP + r;
        if (single) {
            o[h * HD + i] = A / L;
        } else {
            uint pb = (h * ns_max + s) * (HD + 2u);
            part[pb + i] = A;
            if (i == 0u) {
                part[pb + HD] = M;
                part[pb + HD + 1u] = L;
            }
        }
    }
    if (single) return;

    // 3. the last slice of KV head g to finish merges all of them
    memoryBarrierBuffer();
    barrier();
    if (t == 0u) {
        uint before = atomicAdd(counter[g], 1u);
        last = before == nact - 1u ? 1u : 0u;
    }
    barrier();
    if (last == 0u) return;
    memoryBarrierBuffer();
    for (uint r = sg; r < REP; r += nsg) {   // per head: weights e^(m_s - M) / L over the slices
        uint h = g * REP + r;
        float M = -1e30, L = 0.0;
        for (uint s2 = lane; s2 < nact; s2 += SG) M = max(M, part[(h * ns_max + s2) * (HD + 2u) + HD]);
        M = subgroupMax(M);
        for (uint s2 = lane; s2 < nact; s2 += SG) {
            uint pb = (h * ns_max + s2) * (HD + 2u);
            float w = exp(part[pb + HD] - M);
            wts[r * MAX_SLICES + s2] = w;
            L += w * part[pb + HD + 1u];
        }
        L = subgroupAdd(L);
        for (uint s2 = lane; s2 < nact; s2 += SG) wts[r * MAX_SLICES + s2] /= L;
    }
    barrier();
    // Each thread takes XO outputs and adds the slices up MB at a time, all of those loads
    // issued before any is used: the merge is one workgroup's work after every slice is
    // done, so it must not wait on the slices' parts one load at a time.
    for (uint x0 = 0u; x0 < REP * HD; x0 += XO * gl_WorkGroupSize.x) {
        float A[XO];
        for (uint k2 = 0u; k2 < XO; k2++) A[k2] = 0.0;
        for (uint s0 = 0u; s0 < nact; s0 += MB) {
            float pv[XO * MB];
            for (uint k2 = 0u; k2 < XO; k2++) {
                uint x = min(x0 + t + k2 * gl_WorkGroupSize.x, REP * HD - 1u), r = x / HD, i = x % HD;
                for (uint u = 0u; u < MB; u++)
                    pv[k2 * MB + u] = s0 + u < nact ? part[((g * REP + r) * ns_max + s0 + u) * (HD + 2u) + i] : 0.0;
            }
            for (uint k2 = 0u; k2 < XO; k2++) {
                uint r = min(x0 + t + k2 * gl_WorkGroupSize.x, REP * HD - 1u) / HD;
                for (uint u = 0u; u < MB; u++)
                    if (s0 + u < nact) A[k2] += wts[r * MAX_SLICES + s0 + u] * pv[k2 * MB + u];
            }
        }
        for (uint k2 = 0u; k2 < XO; k2++) {
            uint x = x0 + t + k2 * gl_WorkGroupSize.x;
            if (x < REP * HD) o[g * REP * HD + x] = A[k2];
        }
    }
    if (t == 0u) counter[g] = 0u;
}
