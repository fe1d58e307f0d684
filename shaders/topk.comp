#version 450
// The sampler's candidates: the K largest logits with their token ids (K = the
// workgroup size, 256), ties to the lower id, so that the host chooses a token from a
// few hundred values instead of reading the vocabulary's row (vki__cands_make).
// Pass 0: workgroup g takes the K largest of its slice [g * chunk, (g + 1) * chunk) of the
// logits into part[g * K ...] (in no order; unused slots get id ~0). Pass 1, one
// workgroup: the K largest of those n entries, sorted largest first (ties: lower id
// first) into cand as (value bits, id) pairs; then the logits of the ids the host listed
// in xid (tokens that its bias or penalty may lift into the list).
// The selection is a radix select on order-preserving keys: a round counts, in 256 bins
// of the next 8 bits, the elements that share the bits chosen so far, and takes the bin
// holding the K-th; it stops once that bin is taken whole. Ties at the K-th key take the
// lowest ids by the same select on ~id. Each thread keeps its first E elements in
// registers (one read of the logits); a slice longer than E x K reads the rest each round.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Lb { float logits[]; };
layout(std430, binding = 1) buffer Pb { uvec2 part[]; };        // (key, id)
layout(std430, binding = 2) writeonly buffer Ob { uint cand[]; }; // 2K: (value bits, id), then the extra values
layout(std430, binding = 3) readonly buffer Xb { uint xid[]; };   // [0]: how many, then the ids
layout(push_constant) uniform P { uint n; uint chunk; uint pass; uint n_vocab; } pc;

const uint K = gl_WorkGroupSize.x;
const uint E = 32u;        // elements a thread keeps in registers
const uint NONE = 0xFFFFFFFFu;

shared uint hist[256];
shared uint sgsum[256];
shared uint s_bin, s_above, s_cnt, s_total, s_taken;
shared uint skey[K];
shared uint sid[K];

// float order as unsigned order; -0 counts as +0 (the host compares floats)
uint okey(float v) {
    uint b = floatBitsToUint(v);
    if (b == 0x80000000u) b = 0u;
    return (b >> 31) != 0u ? ~b : b | 0x80000000u;
}
float kfloat(uint k) { return uintBitsToFloat((k >> 31) != 0u ? k & 0x7FFFFFFFu : ~k); }

// what has been chosen so far: key bits (kmask, kpre), then ~id bits (imask, ipre)
uint kmask = 0u, kpre = 0u, imask = 0u, ipre = 0u;
bool all_in = false;

bool load(uint i, out uint key, out uint id) {
    if (pc.pass == 0u) {
        key = okey(logits[i]);
        id = i;
        return true;
    }
    uvec2 e = part[i];
    key = e.x;
    id = e.y;
    return id != NONE;
}

// a thread adds runs of one bin at once: most logits share the top bits (few bins in the
// first rounds), and one address taking every thread's atomics serializes them
void count(uint key, uint id, bool idr, uint shift, inout uint cur, inout uint cnt) {
    if ((key & kmask) != kpre || (~id & imask) != ipre) return;
    uint bin = ((idr ? ~id : key) >> shift) & 255u;
    if (bin != cur) {
        if (cnt != 0u) atomicAdd(hist[cur], cnt);
        cur = bin;
        cnt = 0u;
    }
    cnt++;
}

bool chosen(uint key, uint id) {
    return all_in || (key & kmask) > kpre || ((key & kmask) == kpre && (~id & imask) >= ipre);
}

bool before(uint ka, uint ia, uint kb, uint ib) {
    return ia != NONE && (ib == NONE || ka > kb || (ka == kb && ia < ib));
}

void main() {
    uint t = gl_LocalInvocationID.x;
    uint lo = pc.pass == 0u ? gl_WorkGroupID.x * pc.chunk : 0u;
    uint hi = pc.pass == 0u ? min(lo + pc.chunk, pc.n) : pc.n;
    uint kr[E], ir[E];
    lo = min(lo, hi);
    [[unroll]] for (uint j = 0u; j < E; j++) {
        uint i = lo + j * K + t;
        kr[j] = 0u;
        ir[j] = NONE;
        if (i < hi && !load(i, kr[j], ir[j])) ir[j] = NONE;
    }
    uint rest = lo + E * K; // elements from here on are read each round
    uint need = K;
    for (uint r = 0u; r < 8u; r++) { // four rounds of key bits, then of id bits
        bool idr = r >= 4u;
        uint shift = 24u - 8u * (r & 3u);
        if (t < 256u) hist[t] = 0u;
        barrier();
        uint cur = 0u, cnt = 0u;
        [[unroll]] for (uint j = 0u; j < E; j++)
            if (ir[j] != NONE) count(kr[j], ir[j], idr, shift, cur, cnt);
        for (uint i = rest + t; i < hi; i += K) {
            uint key, id;
            if (load(i, key, id)) count(key, id, idr, shift, cur, cnt);
        }
        if (cnt != 0u) atomicAdd(hist[cur], cnt);
        barrier();
        // suffix sums over the bins (thread t: bin 255 - t): x = elements in bins >= it
        uint h = t < 256u ? hist[255u - t] : 0u;
        uint x = subgroupInclusiveAdd(h);
        if (gl_SubgroupInvocationID == gl_SubgroupSize - 1u) sgsum[gl_SubgroupID] = x;
        barrier();
        for (uint s = 0u; s < gl_SubgroupID; s++) x += sgsum[s];
        if (r == 0u && t == K - 1u) s_total = x;
        if (t < 256u && x >= need && x - h < need) {
            s_bin = 255u - t;
            s_above = x - h;
            s_cnt = h;
        }
        barrier();
        if (r == 0u && s_total <= need) { // K or fewer: all of them
            all_in = true;
            break;
        }
        need -= s_above;
        if (idr) {
            ipre |= s_bin << shift;
            imask |= 255u << shift;
        } else {
            kpre |= s_bin << shift;
            kmask |= 255u << shift;
        }
        bool whole = s_cnt == need;
        barrier();
        if (whole) break;
    }
    if (t == 0u) s_taken = 0u;
    barrier();
    uint base = gl_WorkGroupID.x * K;
    [[unroll]] for (uint j = 0u; j < E; j++)
        if (ir[j] != NONE && chosen(kr[j], ir[j])) {
            uint slot = atomicAdd(s_taken, 1u);
            if (pc.pass == 0u) part[base + slot] = uvec2(kr[j], ir[j]);
            else skey[slot] = kr[j], sid[slot] = ir[j];
        }
    for (uint i = rest + t; i < hi; i += K) {
        uint key, id;
        if (load(i, key, id) && chosen(key, id)) {
            uint slot = atomicAdd(s_taken, 1u);
            if (pc.pass == 0u) part[base + slot] = uvec2(key, id);
            else skey[slot] = key, sid[slot] = id;
        }
    }
    barrier();
    if (pc.pass == 0u) {
        if (t >= s_taken) part[base + t] = uvec2(0u, NONE);
        return;
    }
    if (t >= s_taken) skey[t] = 0u, sid[t] = NONE;
    barrier();
    // bitonic sort: largest key first, then lowest id; empty slots last
    for (uint k = 2u; k <= K; k <<= 1)
        for (uint j = k >> 1; j > 0u; j >>= 1) {
            uint p = t ^ j;
            if (p > t) {
                uint ka = skey[t], ia = sid[t], kb = skey[p], ib = sid[p];
                if ((t & k) == 0u ? before(kb, ib, ka, ia) : before(ka, ia, kb, ib)) {
                    skey[t] = kb, sid[t] = ib;
                    skey[p] = ka, sid[p] = ia;
                }
            }
            barrier();
        }
    cand[2u * t] = sid[t] == NONE ? 0u : floatBitsToUint(kfloat(skey[t]));
    cand[2u * t + 1u] = sid[t];
    uint nx = min(xid[0], uint(xid.length()) - 1u);
    for (uint j = t; j < nx && 2u * K + j < uint(cand.length()); j += K)
        cand[2u * K + j] = floatBitsToUint(logits[min(xid[1u + j], pc.n_vocab - 1u)]);
}
