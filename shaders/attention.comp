#version 450
// Attention of the new query position, everything between the Q/K/V projections and
// the output projection in one dispatch. Workgroup (g, s) takes KV head g and slice s
// of positions 0..pos (flash-decoding):
//   1. the REP query heads of group g (GQA) and, in the slice holding pos, the new key:
//      optional per-head RMSNorm (Qwen3 q/k norms), then RoPE at pos; that slice also
//      appends the key and value to the KV cache
//   2. online-softmax attention of the REP heads over the slice, a subgroup taking SG
//      positions at a time: for the scores each lane takes one position and reads its
//      whole key row (16-byte loads) against the queries in shared memory, so a score
//      needs no cross-lane sum; one subgroupMax per head per block rescales; for the
//      values the lanes go across the head dimension, each V row read once, coalesced,
//      for all REP heads, weighted by the block's softmax weights from shared memory.
//      Few registers a lane (EPL outputs per head), so many subgroups stay resident.
//   3. one slice: the result goes straight to o. Several: each writes its unnormalised
//      output with its max and sum to part; the last to finish (a counter per KV head)
//      merges them into o and resets the counter for the next layer.
//      With GOFF, o is gated first (Qwen3.5: o *= sigmoid(gate)).
//   4. QO: o also goes out as int8 in 16-element blocks (the output projection's input,
//      as matvec_dot's XPRE reads it), quantized from shared memory by one thread a block.
// Slices hold a whole multiple of pc.min_chunk positions (the last may hold fewer), the
// least that keeps them to gl_NumWorkGroups.y; the unused workgroups leave at once.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;       // subgroup size
layout(constant_id = 2) const uint KV_F16 = 1;    // KV cache in f16 (else f32)
layout(constant_id = 3) const uint REP = 1;       // query heads per KV head
layout(constant_id = 4) const uint HD = 128;      // head dimension, a multiple of 8
layout(constant_id = 5) const uint VPF = 1;       // 1: a block's value rows load with its keys (more registers)
layout(constant_id = 6) const uint QO = 0;        // 1: o quantized into binding 11 too (HD a multiple of 16)
// RoPE of this layer: the leading dimensions of a head it rotates (even, <= HD; 0: no RoPE),
// the position scale (linear RoPE scaling) and the rotated values' scale (LongRoPE's
// attention factor). Constants, not push constants: at ROT = HD and scales of 1 the kernel
// is the one without them (as push constants they cost the 8B's tg128 0.5%, H100).
layout(constant_id = 7) const uint ROT = 128;   // (a literal default: the planner always sets it)
layout(constant_id = 8) const float PSCALE = 1.0;
layout(constant_id = 9) const float MSCALE = 1.0;
// YaRN (vki__model_yarn): dimension pair i takes the unscaled angle's share EXT * ramp, the
// ramp 1 below pair YLO, 0 above YHI, linear between; EXT 0: the scaled angle alone
layout(constant_id = 10) const float EXT = 0.0;
layout(constant_id = 11) const float YLO = 0.0;
layout(constant_id = 12) const float YHI = 0.0;
// the layer's cache is a ring of RING positions (kv_slot, common.glsl; 0: every position at
// its own row, the kernel without ring arithmetic)
layout(constant_id = 13) const uint RING = 0;
// 1: state is a batch's slot (pos, n) (vki__brow): n 0, the sequence does not step, nothing is written
layout(constant_id = 14) const uint SLOT = 0;
// Qwen3.5's output gate, o *= sigmoid(gate), fused here (a level less than a kernel of its
// own): the gate's rows at this float offset in Q's binding (0: no gate)
layout(constant_id = 15) const uint GOFF = 0;
// the query heads of a KV head over HS workgroups, REP each (workgroup x: KV head x / HS): few
// KV heads are few workgroups at a short context, each walking every head of its group
layout(constant_id = 16) const uint HS_SET = 1;
const uint HS = HS_SET == 0u ? 1u : HS_SET;   // zero means the default, one
const uint EPL = (HD + SG - 1u) / SG;             // values: head elements per lane (contiguous)
const uint NSG_MAX = 4u;                          // subgroups per workgroup, at most
const uint MAX_SLICES = 64u;                      // gl_NumWorkGroups.y, at most
const uint PS = HD + 4u;                          // part: floats per (head, slice): HD outputs, max, sum, pad
// values, scalar path: rows loaded per round (H100, 8B tg128 316.5 vs 315.5 with 8; 32:
// 302); heads over 128: 64 elements a lane, 32 where more than 2 query heads share a KV
// head (heads of 256: 16 rows held 128, local memory; H100 tg128, Qwen3.5-0.8B (4 query
// heads a KV head) 900 with 4 rows, 894 with 8; Gemma 3 4B (2) 292.2 with 8, 289.8 with 4)
const uint VB = EPL > 4u ? (REP > 2u ? 32u : 64u) / EPL : 16u;
const uint VQ = (EPL + 3u) / 4u;                  // values: 4-element loads per row and lane
const uint MB = 16u;                              // merge: slices loaded per round
const uint ML = (MAX_SLICES + SG - 1u) / SG;      // merge: (max, sum) pairs a lane loads

layout(std430, binding = 0) readonly buffer Qb { float q[]; };
layout(std430, binding = 1) readonly buffer Kb { float k[]; };
layout(std430, binding = 2) readonly buffer Vb { float v[]; };
layout(std430, binding = 3) buffer KCb { float16_t kc16[]; };
layout(std430, binding = 4) buffer VCb { float16_t vc16[]; };
layout(std430, binding = 3) buffer KCf { float kc32[]; };
layout(std430, binding = 4) buffer VCf { float vc32[]; };
layout(std430, binding = 3) readonly buffer KC4 { uvec4 kc4[]; };      // the caches, 16 bytes a load
layout(std430, binding = 4) readonly buffer VC4 { uvec4 vc4[]; };
layout(std430, binding = 4) readonly buffer VC2 { uvec2 vc2[]; };      // and 8
layout(std430, binding = 5) readonly buffer Nb { float norm_w[]; };      // q norm, then k norm (2*HD)
layout(std430, binding = 6) readonly buffer Sb { uint pos; uint n; } state; // n: SLOT only
layout(std430, binding = 7) readonly buffer Fb { float freq_factor[]; }; // rope_freqs, or ones
layout(std430, binding = 8) coherent buffer Pb { float part[]; };        // per (head, slice): PS floats
layout(std430, binding = 8) coherent buffer P4b { vec4 part4[]; };
layout(std430, binding = 8) coherent buffer P2b { vec2 part2[]; };       // (max, sum) of a slice
layout(std430, binding = 9) coherent buffer Cb { uint counter[]; };     // per KV head, zero between dispatches
layout(std430, binding = 10) writeonly buffer Ob { float o[]; };
// QO: o as int8 blocks of 16 (a uvec4 each), then from byte n_head * HD on each block's
// (scale, scale * sum of its quants)
layout(std430, binding = 11) writeonly buffer Q4b { uvec4 oq4[]; };
layout(std430, binding = 11) writeonly buffer Qdb { vec2 oqd[]; };
layout(push_constant) uniform P {
    uint n_head_kv;
    uint flags;         // ROPE_* (flags.glsl)
    float base, eps, scale;
    uint kv_layer_off;  // element offset of this layer in the caches
    uint min_chunk;
    float temp;         // attention temperature (attn_temp, common.glsl; 0: none) and its context
    uint temp_n;
    uint window;        // sliding window: positions pos - window + 1 .. pos (0: all)
} pc;

shared vec4 qs[REP * HD / 4u];       // the query heads, normed and rotated
shared float ks[HD], vs[HD];         // the new key (normed, rotated) and value
shared float cs[HD / 2u], sn[HD / 2u];
shared float nw[2u * HD];            // q norm, then k norm weights
shared float ws[NSG_MAX * SG * REP]; // softmax weights of each subgroup's block of positions
shared float sm[NSG_MAX * REP], sl[NSG_MAX * REP], sacc[NSG_MAX * REP * HD];
shared float wts[REP * MAX_SLICES];  // merge weights per (head, slice)
shared uint last;

// the values split into whole 4-element lanes (8-byte f16 or 16-byte f32 loads); a
// function, not a constant: glslang mis-emits this as a specialization-constant op
bool vvec() { return EPL % 4u == 0u && EPL * SG == HD; }

float qget(uint i) { return qs[i >> 2][i & 3u]; }
void qset(uint i, float x) { qs[i >> 2][i & 3u] = x; }

// QO: the REP heads' outputs of group g, left in qs (the queries are no longer needed),
// as int8 blocks; after a barrier, one thread a block
void quant_out(uint g) {
    uint t = gl_LocalInvocationID.x, nb = REP * HD / 16u;
    barrier();
    for (uint b = t; b < nb; b += gl_WorkGroupSize.x) {
        float v[16];
        vec2 ds;
        for (uint k = 0u; k < 16u; k++) v[k] = qget(16u * b + k);
        oq4[g * nb + b] = quant16(v, ds);
        oqd[pc.n_head_kv * HS * REP * HD / 8u + g * nb + b] = ds;
    }
}

// the new position's key or value element as the cache holds it (rounded to f16 there)
float as_cached(float x) { return KV_F16 != 0u ? float(float16_t(x)) : x; }
// 4 elements of the new position's key (or value) from element i, as cached
vec4 new4(bool key, uint i) {
    vec4 x;
    for (uint h = 0u; h < 4u; h++) x[h] = as_cached(key ? ks[i + h] : vs[i + h]);
    return x;
}
// 4 value elements: a 4-element unit's raw bits (f16: in .xy), then as floats
uvec4 vraw4(uint unit) { return KV_F16 != 0u ? uvec4(vc2[unit], 0u, 0u) : vc4[unit]; }
vec4 vdec4(uvec4 w) { return KV_F16 != 0u ? vec4(unpackHalf2x16(w.x), unpackHalf2x16(w.y)) : uintBitsToFloat(w); }

// RMSNorm (if asked) and RoPE of row r of a shared array (REP query rows, then the key)
void rope_rows(uint nrows, bool with_key) {
    uint t = gl_LocalInvocationID.x, nsg = gl_WorkGroupSize.x / SG, sg = t / SG, lane = gl_SubgroupInvocationID;
    const uint half_ = ROT / 2u;
    if ((pc.flags & ROPE_QK_NORM) != 0u) {
        for (uint r = sg; r < nrows; r += nsg) {
            bool isk = with_key && r == nrows - 1u;
            float ss = 0.0;
            for (uint i = lane; i < HD; i += SG) {
                float x = isk ? ks[i] : qget(r * HD + i);
                ss += x * x;
            }
            float f = inversesqrt(subgroupAdd(ss) / float(HD) + pc.eps);
            for (uint i = lane; i < HD; i += SG) {
                if (isk) ks[i] = ks[i] * f * nw[HD + i];
                else qset(r * HD + i, qget(r * HD + i) * f * nw[i]);
            }
        }
        barrier();
    }
    for (uint e = t; e < nrows * half_; e += gl_WorkGroupSize.x) {
        uint r = e / half_, i = e % half_;
        bool isk = with_key && r == nrows - 1u;
        uint a = (pc.flags & ROPE_NEOX) != 0u ? i : 2u * i;
        uint b = (pc.flags & ROPE_NEOX) != 0u ? i + half_ : 2u * i + 1u;
        float x0 = isk ? ks[a] : qget(r * HD + a), x1 = isk ? ks[b] : qget(r * HD + b);
        float y0 = x0 * cs[i] - x1 * sn[i], y1 = x0 * sn[i] + x1 * cs[i];
        if (isk) {
            ks[a] = y0;
            ks[b] = y1;
        } else {
            qset(r * HD + a, y0);
            qset(r * HD + b, y1);
        }
    }
    barrier();
}

// output element x of group g (head g REP + x / HD, element x % HD) from the subgroups'
// partial results in shared memory: to o (one slice; GOFF: gated, gate the sigmoid's
// argument) or as this slice's part
void out_elem(uint g, uint s, uint ns_max, uint nsg, bool single, uint x, float gate) {
    uint r = x / HD, i = x % HD, h = g * REP + r;
    float M = -1e30;
    for (uint k2 = 0u; k2 < nsg; k2++) M = max(M, sm[k2 * REP + r]);
    float L = 0.0, A = 0.0;
    for (uint k2 = 0u; k2 < nsg; k2++) {
        float c = exp(sm[k2 * REP + r] - M);
        L += c * sl[k2 * REP + r];
        A += c * sacc[(k2 * REP + r) * HD + i];
    }
    if (single) {
        float y = A / L;
        if (GOFF != 0u) y /= 1.0 + exp(-gate);
        o[h * HD + i] = y;
        if (QO != 0u) qset(x, y);
    } else {
        uint pb = (h * ns_max + s) * PS;
        part[pb + i] = A;
        if (i == 0u) {
            part[pb + HD] = M;
            part[pb + HD + 1u] = L;
        }
    }
}

const uint KRUN = HD > 128u ? 16u : HD / 8u; // scores: 16-byte key loads a run
// query elements a thread loads (the workgroup is 4 subgroups)
const uint QPT = (REP * HD + 4u * SG - 1u) / (4u * SG);
const uint KPT = (HD + 4u * SG - 1u) / (4u * SG);         // key, value, norm weight elements a thread loads

void main() {
    uint g = gl_WorkGroupID.x, gk = g / HS, s = gl_WorkGroupID.y, ns_max = gl_NumWorkGroups.y;
    uint t = gl_LocalInvocationID.x, nsg = gl_WorkGroupSize.x / SG, sg = t / SG, lane = gl_SubgroupInvocationID;
    uint wgs = gl_WorkGroupSize.x;
    if (SLOT != 0u && state.n == 0u) return; // (the whole workgroup: no barrier passed)
    // 1. queries (and the new key/value) into shared memory, normed and rotated. Every
    //    load that does not need the position is issued with the position's, into
    //    registers, so that they cost one wait for memory, not one after another (the
    //    new key and value are loaded by every slice: few bytes, cached)
    uint p = state.pos;
    float qr[QPT], gr[QPT], kr[KPT], vr[KPT], nqr[KPT], nkr[KPT], fr[KPT];
    for (uint c = 0u; c < QPT; c++) {
        qr[c] = q[g * REP * HD + min(t + c * wgs, REP * HD - 1u)];
        gr[c] = GOFF != 0u ? q[GOFF + g * REP * HD + min(t + c * wgs, REP * HD - 1u)] : 0.0; // (the single slice's)
    }
    for (uint c = 0u; c < KPT; c++) {
        uint i = min(t + c * wgs, HD - 1u);
        kr[c] = k[gk * HD + i];
        vr[c] = v[gk * HD + i];
        nqr[c] = (pc.flags & ROPE_QK_NORM) != 0u ? norm_w[i] : 1.0;
        nkr[c] = (pc.flags & ROPE_QK_NORM) != 0u ? norm_w[HD + i] : 1.0;
        fr[c] = (pc.flags & ROPE_FREQS) != 0u ? freq_factor[min(i, max(ROT / 2u, 1u) - 1u)] : 1.0;
    }
    uint n = p + 1u, lo = pc.window != 0u && n > pc.window ? n - pc.window : 0u;   // positions lo .. p
    // whole multiples of min_chunk (one round of the workgroup's subgroups by default), so
    // that no subgroup takes a block more than the others: slices of 129 positions would
    // cost a second round for one subgroup of four
    uint chunk = pc.min_chunk * ((n - lo + pc.min_chunk * ns_max - 1u) / (pc.min_chunk * ns_max));
    uint nact = (n - lo + chunk - 1u) / chunk;
    if (s >= nact) return;   // the whole workgroup: no barrier is left waiting
    uint t0 = lo + s * chunk, t1 = min(n, t0 + chunk);
    bool has_new = t1 == n;    // this slice holds the new position
    uint stride = pc.n_head_kv * HD, kvbase = pc.kv_layer_off + gk * HD;

    for (uint c = 0u; c < QPT; c++)
        if (t + c * wgs < REP * HD) qset(t + c * wgs, qr[c]);
    for (uint c = 0u; c < KPT; c++) {
        uint i = t + c * wgs;
        if (i < HD) {
            ks[i] = kr[c];
            vs[i] = vr[c];
            nw[i] = nqr[c];
            nw[HD + i] = nkr[c];
        }
        if (i < ROT / 2u) {
            float theta = float(p) * PSCALE * pow(pc.base, -2.0 * float(i) / float(ROT)) / fr[c];
            if (EXT != 0.0) {
                float unscaled = float(p) * pow(pc.base, -2.0 * float(i) / float(ROT)) / fr[c];
                theta = rope_yarn(theta, unscaled, i, EXT, YLO, YHI);
            }
            cs[i] = cos(theta) * MSCALE;
            sn[i] = sin(theta) * MSCALE;
        }
    }
    barrier();
    rope_rows(has_new ? REP + 1u : REP, has_new);
    if (has_new && g % HS == 0u) { // (one workgroup of the KV head appends)
        uint ob = kvbase + kv_slot(p, RING) * stride;
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

    // 2. online softmax over blocks of SG positions: block b of the slice goes to
    //    subgroup b % nsg; m is uniform over the subgroup, l and acc are per lane
    uint e0 = lane * EPL;
    float acc[REP * EPL], m[REP], l[REP], qscale = pc.scale * attn_temp(p, pc.temp, pc.temp_n);
    for (uint r = 0u; r < REP; r++) {
        m[r] = -1e30;
        l[r] = 0.0;
        for (uint e = 0u; e < EPL; e++) acc[r * EPL + e] = 0.0;
    }
    uint nblk = (t1 - t0 + SG - 1u) / SG;
    for (uint blk = sg; blk < nblk; blk += nsg) {
        uint jb = t0 + blk * SG, j = jb + lane, nj = min(SG, t1 - jb);
        bool ok = lane < nj, newb = has_new && p < jb + SG;   // newb: this block holds p
        // RING: the block's first row in the ring, once a block; its rows are within the
        // window of p (shorter than the ring), so they wrap at most once
        uint js = kv_slot(jb, RING);
        uint krow = kvbase + (RING != 0u ? ring_add(js, min(j, t1 - 1u) - jb, RING) : min(j, t1 - 1u)) * stride;
        // the block's value rows, this lane's EPL elements of each, loaded with the keys
        // (they do not depend on the scores): one wait for memory per block; rows past
        // the block read its last row and weigh 0
        // (f16 rows keep only their 8 bytes a unit: registers are what this costs)
        uvec2 vr16[SG * VQ];
        uvec4 vr32[SG * VQ];
        if (VPF != 0u && vvec())
            for (uint u = 0u; u < SG; u++) {
                uint vj = RING != 0u ? ring_add(js, min(u, nj - 1u), RING) : jb + min(u, nj - 1u);
                uint vrow = kvbase + vj * stride + e0;
                for (uint c = 0u; c < VQ; c++) {
                    uvec4 w = vraw4(vrow / 4u + c);
                    if (KV_F16 != 0u) vr16[u * VQ + c] = w.xy;
                    else vr32[u * VQ + c] = w;
                }
            }
        // scores: this lane's key row against the REP queries, 8 elements a step
        float sc[REP];
        for (uint r = 0u; r < REP; r++) sc[r] = 0.0;
        // heads over 128: the row in runs of 16 loads, a loop not unrolled (a 256 row's
        // loads hoisted at once took 128 registers and spilled to local memory)
        [[dont_unroll]] for (uint c0 = 0u; c0 < HD / 8u; c0 += KRUN)
        for (uint c1 = 0u; c1 < KRUN; c1++) {
            uint c = c0 + c1;
            if (HD > 128u && c >= HD / 8u) break;
            vec4 k0, k1;
            if (KV_F16 != 0u) {
                uvec4 w = kc4[krow / 8u + c];
                k0 = vec4(unpackHalf2x16(w.x), unpackHalf2x16(w.y));
                k1 = vec4(unpackHalf2x16(w.z), unpackHalf2x16(w.w));
            } else {
                k0 = uintBitsToFloat(kc4[krow / 4u + 2u * c]);
                k1 = uintBitsToFloat(kc4[krow / 4u + 2u * c + 1u]);
            }
            if (newb && j == p) {
                k0 = new4(true, 8u * c);
                k1 = new4(true, 8u * c + 4u);
            }
            for (uint r = 0u; r < REP; r++)
                sc[r] += dot(qs[(r * HD) / 4u + 2u * c], k0) + dot(qs[(r * HD) / 4u + 2u * c + 1u], k1);
        }
        for (uint r = 0u; r < REP; r++) {
            float x = ok ? sc[r] * qscale : -1e30;
            float mn = max(m[r], subgroupMax(x)), c = exp(m[r] - mn), w = ok ? exp(x - mn) : 0.0;
            l[r] = l[r] * c + w;
            for (uint e = 0u; e < EPL; e++) acc[r * EPL + e] *= c;
            m[r] = mn;
            ws[(sg * SG + lane) * REP + r] = w;
        }
        subgroupMemoryBarrierShared();
        subgroupBarrier();
        // values: lanes across the head, each row weighted by its position's weight
        if (VPF != 0u && vvec()) {
            for (uint u = 0u; u < SG; u++) {
                float vv[EPL];
                for (uint c = 0u; c < VQ; c++) {
                    vec4 x = vdec4(KV_F16 != 0u ? uvec4(vr16[u * VQ + c], 0u, 0u) : vr32[u * VQ + c]);
                    for (uint h = 0u; h < 4u; h++) vv[4u * c + h] = x[h];
                }
                // the row of p (rows past the block are its last row, which may be p too: the
                // cache there may still hold anything, even NaN, that a 0 weight would not cancel)
                if (newb && jb + min(u, nj - 1u) == p)
                    for (uint e = 0u; e < EPL; e++) vv[e] = as_cached(vs[e0 + e]);
                for (uint r = 0u; r < REP; r++) {
                    float w = ws[(sg * SG + u) * REP + r];
                    for (uint e = 0u; e < EPL; e++) acc[r * EPL + e] += w * vv[e];
                }
            }
        } else {   // VB rows a round (scalar loads where the head does not split into 4-element lanes)
            for (uint j0 = 0u; j0 < nj; j0 += VB) {
                float vv[VB * EPL];
                for (uint u = 0u; u < VB; u++) {
                    uint jr = jb + min(j0 + u, nj - 1u);
                    uint vrow = kvbase + (RING != 0u ? ring_add(js, jr - jb, RING) : jr) * stride + e0;
                    if (vvec())
                        for (uint c = 0u; c < VQ; c++) {
                            vec4 x = vdec4(vraw4(vrow / 4u + c));
                            for (uint h = 0u; h < 4u; h++) vv[u * EPL + 4u * c + h] = x[h];
                        }
                    else
                        for (uint e = 0u; e < EPL; e++)
                            vv[u * EPL + e] =
                                e0 + e < HD ? (KV_F16 != 0u ? float(vc16[vrow + e]) : vc32[vrow + e]) : 0.0;
                    if (newb && jr == p)
                        for (uint e = 0u; e < EPL; e++) vv[u * EPL + e] = as_cached(vs[min(e0 + e, HD - 1u)]);
                }
                for (uint u = 0u; u < VB; u++) {
                    if (j0 + u >= nj) break;
                    for (uint r = 0u; r < REP; r++) {
                        float w = ws[(sg * SG + j0 + u) * REP + r];
                        for (uint e = 0u; e < EPL; e++) acc[r * EPL + e] += w * vv[u * EPL + e];
                    }
                }
            }
        }
        subgroupBarrier();   // ws is rewritten by the next block
    }
    // merge the subgroups of this workgroup
    for (uint r = 0u; r < REP; r++) {
        float lt = subgroupAdd(l[r]);
        if (lane == 0u) {
            sm[sg * REP + r] = m[r];
            sl[sg * REP + r] = lt;
        }
        for (uint e = 0u; e < EPL; e++)
            if (e0 + e < HD) sacc[(sg * REP + r) * HD + e0 + e] = acc[r * EPL + e];
    }
    barrier();
    bool single = nact == 1u;
    if (GOFF != 0u) // (a constant count: gr stays in registers)
        for (uint cx = 0u; cx < QPT; cx++) {
            uint x = t + cx * wgs;
            if (x >= REP * HD) break;
            out_elem(g, s, ns_max, nsg, single, x, gr[cx]);
        }
    else
        for (uint x = t; x < REP * HD; x += wgs) out_elem(g, s, ns_max, nsg, single, x, 0.0);
    if (single) {
        if (QO != 0u) quant_out(g);
        return;
    }

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
        // every slice's (max, sum) loaded at once, into registers: one wait, not two
        vec2 ml[ML];
        for (uint c = 0u; c < ML; c++) {
            uint s2 = min(lane + c * SG, nact - 1u);
            ml[c] = part2[((h * ns_max + s2) * PS + HD) / 2u];
        }
        float M = -1e30, L = 0.0;
        for (uint c = 0u; c < ML; c++) M = max(M, ml[c].x);
        M = subgroupMax(M);
        for (uint c = 0u; c < ML; c++) {
            ml[c].x = lane + c * SG < nact ? exp(ml[c].x - M) : 0.0;
            L += ml[c].x * ml[c].y;
        }
        L = subgroupAdd(L);
        for (uint c = 0u; c < ML; c++)
            if (lane + c * SG < nact) wts[r * MAX_SLICES + lane + c * SG] = ml[c].x / L;
    }
    barrier();
    // 4 outputs a thread, MB slices' loads issued before any is used: this is one
    // workgroup's work after all the others, so it must not wait load by load
    for (uint x = t; x < REP * HD / 4u; x += gl_WorkGroupSize.x) {
        uint r = x / (HD / 4u), h = g * REP + r, i4 = x % (HD / 4u);
        vec4 A = vec4(0.0);
        for (uint s0 = 0u; s0 < nact; s0 += MB) {
            vec4 pv[MB];
            for (uint u = 0u; u < MB; u++) pv[u] = part4[((h * ns_max + min(s0 + u, nact - 1u)) * PS) / 4u + i4];
            for (uint u = 0u; u < MB; u++)
                if (s0 + u < nact) A += wts[r * MAX_SLICES + s0 + u] * pv[u];
        }
        if (GOFF != 0u)
            for (uint c = 0u; c < 4u; c++) A[c] /= 1.0 + exp(-q[GOFF + h * HD + 4u * i4 + c]);
        for (uint c = 0u; c < 4u; c++) o[h * HD + 4u * i4 + c] = A[c];
        if (QO != 0u) qs[x] = A;   // x = r * HD / 4 + i4
    }
    if (QO != 0u) quant_out(g);
    if (t == 0u) counter[g] = 0u;
}
