#version 450
// The sampler's candidates: the K largest logits with their token ids (K = the
// workgroup size, 256), ties to the lower id, so that the host chooses a token from a
// few hundred values instead of reading the vocabulary's row (vki__cands_make).
// One dispatch, two passes. Pass 0: workgroup g takes the K largest of its slice
// [g * chunk, (g + 1) * chunk) of the logits into part[g * K ...] (in no order; unused
// slots get id ~0; for the draw alone, pc.draw 1, both passes take only the need = top_k
// + window largest, all the draw can use, into part[g * need ...], in order). Pass 1, in
// the workgroup that finishes pass 0 last (a count in part's last pair): the K largest
// of those, sorted largest first (ties: lower id first) into cand as (value bits, id)
// pairs; then the logits of the ids the host listed in xid (tokens that its bias or
// penalty may lift into the list).
// The selection is a radix select on order-preserving keys: a round counts, in 256 bins
// of the next 8 bits, the elements that share the bits chosen so far, and takes the bin
// holding the K-th; it stops once that bin is taken whole. Ties at the K-th key take the
// lowest ids by the same select on ~id. Each thread keeps its first E elements in
// registers (one read of the logits); a slice longer than E x K reads the rest each round.
// The draw alone selects by a threshold instead where it can (quick_take).
// Pass 1 with pc.draw 1 draws the next token on the GPU from those candidates instead
// of listing them for the host (2: lists them and draws, the draw being the GPU's guess
// of the host's choice under a grammar, which the next step runs on ahead of it, with
// the caller's logit bias applied first): the repetition penalty over the last tokens
// (the window's tokens outside the list join it when the penalty lifts them), the top-k
// of the result, top-p and min-p on the untempered distribution, then temperature and a
// uniform number that is a hash of the seed and the position (vki__uniform on the host
// computes the same). The token goes to tokens[pos] (the next step's input) and
// out_tokens[pos] (the host's read-back, keeping the non-finite flag argmax set there);
// pos is state.pos, which the step's argmax has advanced. pc.pairs (the draw after the
// token step, in place of its argmax): the draw advances pos itself and takes the flag
// from the LM head's pc.pairs (max, row) pairs after the n_vocab logits. The host draws
// there only where top_k plus the window fit in K, so the top-k after the penalty is
// the row's.
// pc.masked: pass 0 takes only the tokens whose bit is set in mask (the grammar's allowed
// set, which the host writes while the step's forward pass runs), so the draw's token
// (greedy: the top one) is always one the grammar allows. pc.draw 3, greedy without a
// penalty: no selection, the largest allowed logit (lowest id on ties): pass 0 in small
// slices, each workgroup's (value bits, id) into part[g]; pass 1 the largest of those,
// written as the draw writes its token.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer Lb { float logits[]; };
layout(std430, binding = 1) coherent buffer Pb { uvec2 part[]; }; // (key, id); the last pair: finished_last's
layout(std430, binding = 2) writeonly buffer Ob { uint cand[]; }; // 2K: (value bits, id), then the extra values
layout(std430, binding = 3) readonly buffer Xb { uint xid[]; };   // [0]: how many, then the ids
layout(std430, binding = 4) buffer Sb { uint pos; } state;
layout(std430, binding = 5) buffer Tb { uint tokens[]; };
layout(std430, binding = 6) buffer Ub { uint out_tokens[]; };
// the sampler: temperature, top_k, top_p, min_p, penalty (float bits where float), window,
// seed low and high words, n_ctx
layout(std430, binding = 7) readonly buffer Rb { uint prm[]; };
// pc.draw 2: the logit bias for the guess (how many, at most K; then token, float bits)
layout(std430, binding = 8) readonly buffer Bb { uint bias[]; };
layout(std430, binding = 9) readonly buffer Mb { uint mask[]; }; // pc.masked: bit i allows token i
layout(push_constant) uniform P { uint n; uint chunk; uint n_vocab; uint draw; uint masked; uint pairs; } pc;

const uint K = gl_WorkGroupSize.x;
const uint E = 32u;        // elements a thread keeps in registers
const uint NONE = 0xFFFFFFFFu;

shared uint hist[256];
shared uint sgsum[256];
shared uint s_bin, s_above, s_cnt, s_total, s_taken, s_T, s_last;
shared uvec4 smax[K / 4u]; // the threads' maxima (quick_take)
shared uint skey[K];
shared uint sid[K];
shared float fv[2u * K];   // sampling: the list after the penalty, then the lifted window tokens
shared uint fid[2u * K];
shared float sgf[256];
shared uint s_nx, s_keep, s_pick;
shared float s_sum;
shared uint swin[K];       // the penalty's window (at most K - top_k tokens: the host's limit)
shared uint sbt[K];        // the bias (pc.draw 2)
shared float sbv[K];

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

uint g_pass = 0u;  // the pass being run (main)
uint g_need = K;   // elements a pass takes: slice g's list in part[g g_need ...]

bool load(uint i, out uint key, out uint id) {
    if (g_pass == 0u) {
        key = okey(logits[i]);
        id = i;
        return pc.masked == 0u || (mask[i >> 5] & (1u << (i & 31u))) != 0u;
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

uint hash32(uint x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

// atomicMin(dst, x) where x is not NONE, one atomic a subgroup (a shared word that every
// thread's atomic meets takes them one at a time); every thread of the subgroup calls it
#define ATOMIC_MIN_SG(dst, x) { \
        uint m_ = subgroupMin(x); \
        if (subgroupElect() && m_ != NONE) atomicMin(dst, m_); \
    }

// inclusive prefix sum over the workgroup in thread order (every thread calls it)
float prefix(float x) {
    float y = subgroupInclusiveAdd(x);
    if (gl_SubgroupInvocationID == gl_SubgroupSize - 1u) sgf[gl_SubgroupID] = y;
    barrier();
    for (uint s = 0u; s < gl_SubgroupID; s++) y += sgf[s];
    barrier();
    return y;
}

// the draw from the candidates (skey, sid; s_taken of them): see the top; its inputs
// from draw_fetch, the window into shared memory
uint d_P, d_win, d_flag, d_nb, d_bt, d_bv;
uint d_prm[9];

// the draw's inputs, read where the kernel starts: host-visible memory, maybe across a
// bus, whose latency then passes during the selection (every workgroup reads them; the
// last one draws)
void draw_fetch(uint t) {
    d_P = state.pos + (pc.pairs != 0u ? 1u : 0u);
    [[unroll]] for (uint k = 0u; k < 9u; k++) d_prm[k] = prm[k];
    uint h = min(min(d_P, d_prm[5]), K);
    d_win = t < h ? tokens[d_P - h + t] : NONE;
    d_flag = t == 0u && d_P < d_prm[8] && pc.pairs == 0u ? out_tokens[d_P] & 0x80000000u : 0u;
    d_nb = pc.draw == 2u ? min(bias[0], K) : 0u;
    d_bt = t < d_nb ? bias[1u + 2u * t] : NONE;
    d_bv = t < d_nb ? bias[2u + 2u * t] : 0u;
}

void sample_token(uint t) {
    uint P = d_P;
    uint w_temp = d_prm[0], top_k = d_prm[1], w_top_p = d_prm[2], w_min_p = d_prm[3], w_pen = d_prm[4];
    uint win = d_prm[5], seed_lo = d_prm[6], seed_hi = d_prm[7], n_ctx = d_prm[8];
    uint h = min(min(P, win), K), flag = d_flag, nb = d_nb;
    if (t < h) swin[t] = d_win;
    if (t < nb) sbt[t] = d_bt, sbv[t] = uintBitsToFloat(d_bv);
    float temp = uintBitsToFloat(w_temp), top_p = uintBitsToFloat(w_top_p), min_p = uintBitsToFloat(w_min_p);
    float pen = uintBitsToFloat(w_pen);
    if (t == 0u) s_nx = 0u;
    fv[K + t] = 0.0;
    fid[K + t] = NONE;
    barrier();
    uint id = sid[t];
    float v = kfloat(skey[t]);
    for (uint j = 0u; j < nb; j++) // the bias, then the penalty (the host's order)
        if (sbt[j] == id) v += sbv[j];
    if (pen != 1.0 && id != NONE) {
        bool seen = false;
        for (uint j = 0u; j < h && !seen; j++) seen = swin[j] == id;
        if (seen) v = v > 0.0 ? v / pen : v * pen;
    }
    fv[t] = v;
    fid[t] = id;
    if (pen < 1.0 && t < h) { // lifted: a window token outside the list joins it, once
        uint tok = swin[t];
        bool dup = tok >= pc.n_vocab;
        for (uint j = 0u; j < t && !dup; j++) dup = swin[j] == tok;
        for (uint j = 0u; j < s_taken && !dup; j++) dup = sid[j] == tok;
        if (!dup) {
            float x = logits[tok];
            uint slot = atomicAdd(s_nx, 1u);
            fv[K + slot] = x > 0.0 ? x / pen : x * pen;
            fid[K + slot] = tok;
        }
    }
    barrier();
    uint n_all = K + s_nx, n_list = s_taken, kk = max(1u, min(top_k, s_taken + s_nx));
    // each entry's rank in the sampler's order (value desc, id asc); the first kk kept. The
    // entries: the list's first s_taken and the lifted ones from K on
    for (uint e = t; e < n_all; e += K) {
        uint ie = fid[e], rank = 0u;
        float ve = fv[e];
        if (ie == NONE) continue;
        for (uint j = 0u; j < n_list; j += 4u) // four at a time: past n_list, NaN values and no id
            [[unroll]] for (uint k = 0u; k < 4u; k++)
                rank += fv[j + k] > ve || (fv[j + k] == ve && fid[j + k] < ie) ? 1u : 0u;
        for (uint j = K; j < n_all; j++)
            rank += fv[j] > ve || (fv[j] == ve && fid[j] < ie) ? 1u : 0u;
        if (rank < kk) skey[rank] = floatBitsToUint(ve), sid[rank] = ie;
    }
    barrier();
    float mx = uintBitsToFloat(skey[0]);
    float ex = t < kk ? exp(uintBitsToFloat(skey[t]) - mx) : 0.0;
    float c = prefix(ex);
    if (t == K - 1u) s_sum = c;
    if (t == 0u) s_keep = kk;
    barrier();
    uint cut = top_p < 1.0 && t < kk && c / s_sum >= top_p ? t + 1u : NONE; // the smallest prefix reaching it
    if (t >= 1u && t < kk && ex < min_p) cut = min(cut, t);                     // below min_p x the top
    ATOMIC_MIN_SG(s_keep, cut);
    barrier();
    uint keep = s_keep;
    float w = t < keep && temp > 0.0 ? exp((uintBitsToFloat(skey[t]) - mx) / temp) : 0.0;
    float c2 = prefix(w);
    if (t == K - 1u) s_sum = c2;
    if (t == 0u) s_pick = temp > 0.0 ? keep - 1u : 0u;
    barrier();
    uint hs = hash32(seed_lo ^ hash32(seed_hi ^ hash32(P)));
    float target = float(hs >> 8) * (1.0 / 16777216.0) * s_sum;
    ATOMIC_MIN_SG(s_pick, temp > 0.0 && t + 1u < keep && c2 > target ? t : NONE);
    barrier();
    if (t == 0u && P < n_ctx) {
        uint pick = sid[s_pick] == NONE ? 0u : sid[s_pick]; // none allowed: the host stops there
        tokens[P] = pick;
        out_tokens[P] = pick | flag;
    }
    if (t == 0u && pc.pairs != 0u) state.pos = P;
}

bool better(float v, uint i, float bv, uint bi) {
    return i != NONE && (bi == NONE || v > bv || (v == bv && i < bi));
}


// pc.draw 3: the largest allowed logit (see the top); g_pass as in main
void greedy_pass(uint t) {
    float best = 0.0;
    uint bid = NONE;
    if (g_pass == 0u) {
        uint lo = gl_WorkGroupID.x * pc.chunk, hi = min(lo + pc.chunk, pc.n);
        for (uint i = lo + t; i < hi; i += K) { // ids rise: a tie keeps the first
            if (pc.masked != 0u && (mask[i >> 5] & (1u << (i & 31u))) == 0u) continue;
            float v = logits[i];
            if (bid == NONE || v > best) best = v, bid = i;
        }
    } else {
        for (uint i = t; i < gl_NumWorkGroups.x; i += K) {
            uvec2 e = part[i];
            float v = uintBitsToFloat(e.x);
            if (better(v, e.y, best, bid)) best = v, bid = e.y;
        }
    }
    fv[t] = best;
    fid[t] = bid;
    barrier();
    for (uint m = K / 2u; m > 0u; m >>= 1) {
        if (t < m && better(fv[t + m], fid[t + m], fv[t], fid[t])) fv[t] = fv[t + m], fid[t] = fid[t + m];
        barrier();
    }
    if (t != 0u) return;
    if (g_pass == 0u) {
        part[gl_WorkGroupID.x] = uvec2(floatBitsToUint(fv[0]), fid[0]);
        return;
    }
    uint P = state.pos, n_ctx = prm[8];
    if (P < n_ctx) {
        uint pick = fid[0] == NONE ? 0u : fid[0]; // none allowed: the host stops there
        tokens[P] = pick;
        out_tokens[P] = pick | (out_tokens[P] & 0x80000000u);
    }
}

bool before(uint ka, uint ia, uint kb, uint ib) {
    return ia != NONE && (ib == NONE || ka > kb || (ka == kb && ia < ib));
}

// The draw's selection without the radix rounds: the g_need-th largest of the threads'
// maxima is at most the g_need-th largest element (that many threads hold one at least
// as large), so only elements at or above it can be among those, usually g_need and a
// few more. They go to skey/sid, s_taken of them (all valid ones where they are
// g_need or fewer). False where they would overflow K (ties, or the largest crowded
// into few threads): the caller then selects by radix.
bool quick_take(uint t, uint kr[E], uint ir[E]) {
    uint m = 0u, nv = 0u;
    [[unroll]] for (uint j = 0u; j < E; j++)
        if (ir[j] != NONE) m = max(m, kr[j]), nv++;
    if (t == 0u) s_T = 0u, s_taken = 0u, s_total = 0u;
    smax[t >> 2][t & 3u] = nv != 0u ? m : 0u;
    barrier();
    if (nv != 0u) atomicAdd(s_total, nv);
    uint ge = 0u;
    [[unroll]] for (uint u = 0u; u < K / 4u; u++) {
        uvec4 q = smax[u];
        ge += uint(q.x >= m) + uint(q.y >= m) + uint(q.z >= m) + uint(q.w >= m);
    }
    if (nv != 0u && m != 0u && ge >= g_need) atomicMax(s_T, m);
    barrier();
    bool all = s_total <= g_need;
    uint T = all ? 0u : s_T;
    if (!all && T == 0u) return false;
    [[unroll]] for (uint j = 0u; j < E; j++)
        if (ir[j] != NONE && kr[j] >= T) {
            uint slot = atomicAdd(s_taken, 1u);
            if (slot < K) skey[slot] = kr[j], sid[slot] = ir[j];
        }
    barrier();
    return s_taken <= K;
}

// The thread's elements of [lo, hi), lo + j K + t, into registers (load's order), every
// read issued before any is used: one read at a time where each element's read and use
// sat in a branch of their own (H100: ~14 us for a slice of 6,000 logits)
void load_regs(uint t, uint lo, uint hi, out uint kr[E], out uint ir[E]) {
    uint last = max(hi, 1u) - 1u;
    if (g_pass != 0u) {
        [[unroll]] for (uint j = 0u; j < E; j++) {
            uint i = min(lo + j * K + t, last);
            uvec2 e = part[i];
            kr[j] = e.x;
            ir[j] = e.y;
        }
    } else {
        [[unroll]] for (uint j = 0u; j < E; j++) kr[j] = floatBitsToUint(logits[min(lo + j * K + t, last)]);
        if (pc.masked != 0u) {
            [[unroll]] for (uint j = 0u; j < E; j++) ir[j] = mask[min(lo + j * K + t, last) >> 5];
        } else {
            [[unroll]] for (uint j = 0u; j < E; j++) ir[j] = ~0u;
        }
        [[unroll]] for (uint j = 0u; j < E; j++) {
            uint i = lo + j * K + t;
            kr[j] = okey(uintBitsToFloat(kr[j]));
            ir[j] = (ir[j] & (1u << (i & 31u))) != 0u ? i : NONE;
        }
    }
    [[unroll]] for (uint j = 0u; j < E; j++)
        if (lo + j * K + t >= hi) ir[j] = NONE;
}

// One pass (g_pass) of the selection; pass 1 then lists or draws (see the top)
void select_pass(uint t) {
    kmask = kpre = imask = ipre = 0u;
    all_in = false;
    uint lo = g_pass == 0u ? gl_WorkGroupID.x * pc.chunk : 0u;
    uint hi = g_pass == 0u ? min(lo + pc.chunk, pc.n) : gl_NumWorkGroups.x * g_need;
    uint kr[E], ir[E];
    lo = min(lo, hi);
    load_regs(t, lo, hi, kr, ir);
    uint rest = lo + E * K; // elements from here on are read each round
    uint base = gl_WorkGroupID.x * g_need;
    if (pc.draw == 1u && hi - lo <= E * K && quick_take(t, kr, ir)) {
        uint c = min(s_taken, K);
        if (t >= c) skey[t] = 0u, sid[t] = NONE;
        barrier();
        if (g_pass == 0u) { // the list's g_need largest, in order (ranks four at a time)
            uint kt = skey[t], it = sid[t], rank = 0u;
            for (uint u = 0u; u < c && t < c; u += 4u)
                [[unroll]] for (uint k = 0u; k < 4u; k++) rank += before(skey[u + k], sid[u + k], kt, it) ? 1u : 0u;
            if (t < c && rank < g_need) part[base + rank] = uvec2(kt, it);
            if (t >= c && t < g_need) part[base + t] = uvec2(0u, NONE);
            return;
        }
        // the draw ranks them itself (and the extra ones after the g_need largest are
        // ranked out, the penalty lowering no more than the window's tokens)
        sample_token(t);
        return;
    }
    uint need = g_need;
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
    [[unroll]] for (uint j = 0u; j < E; j++)
        if (ir[j] != NONE && chosen(kr[j], ir[j])) {
            uint slot = atomicAdd(s_taken, 1u);
            if (g_pass == 0u) part[base + slot] = uvec2(kr[j], ir[j]);
            else skey[slot] = kr[j], sid[slot] = ir[j];
        }
    for (uint i = rest + t; i < hi; i += K) {
        uint key, id;
        if (load(i, key, id) && chosen(key, id)) {
            uint slot = atomicAdd(s_taken, 1u);
            if (g_pass == 0u) part[base + slot] = uvec2(key, id);
            else skey[slot] = key, sid[slot] = id;
        }
    }
    barrier();
    if (g_pass == 0u) {
        if (t >= s_taken && t < g_need) part[base + t] = uvec2(0u, NONE);
        return;
    }
    if (t >= s_taken) skey[t] = 0u, sid[t] = NONE;
    barrier();
    if (pc.draw == 1u) { // the draw ranks them itself: no list, no sort
        sample_token(t);
        return;
    }
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
    if (pc.draw == 2u) sample_token(t); // the list for the host, and the draw as the GPU's guess
}

// pc.pairs: whether this workgroup's share of the LM head's (max, row) pairs flags a NaN
// or infinity among the logits (bit 31 of a row, argmax.comp)
bool nonfinite_share(uint t) {
    uint per = (pc.pairs + gl_NumWorkGroups.x - 1u) / gl_NumWorkGroups.x, lo = gl_WorkGroupID.x * per;
    bool bad = false;
    for (uint i = lo + t; i < min(lo + per, pc.pairs); i += K)
        bad = bad || (floatBitsToUint(logits[pc.n_vocab + 2u * i + 1u]) >> 31) != 0u;
    return bad;
}

// Whether this workgroup finished pass 0 last (then the others' lists are
// visible to it); part's last pair counts the workgroups done (x) and ORs their flags of
// non-finite logits (y, pc.pairs), both back to 0 for the next dispatch; the flag goes to
// d_flag
bool finished_last(uint t, bool bad) {
    uint at = uint(part.length()) - 1u;
    if (bad) atomicOr(part[at].y, 1u);
    memoryBarrierBuffer();
    barrier();
    if (t == 0u) {
        s_last = atomicAdd(part[at].x, 1u) == gl_NumWorkGroups.x - 1u ? 1u : 0u;
        if (s_last != 0u) {
            atomicExchange(part[at].x, 0u);
            if (pc.pairs != 0u) d_flag = atomicExchange(part[at].y, 0u) << 31;
        }
    }
    barrier();
    memoryBarrierBuffer();
    return s_last != 0u;
}

void main() {
    uint t = gl_LocalInvocationID.x;
    bool greedy = pc.draw == 3u;
    if (pc.draw == 1u || pc.draw == 2u) draw_fetch(t);
    if (pc.draw == 1u) // the draw alone: the top_k after the penalty lie in the top_k + window (the host's limit)
        g_need = clamp(d_prm[1] + d_prm[5], 1u, K);
    bool bad = pc.pairs != 0u && nonfinite_share(t);
    if (greedy) greedy_pass(t);
    else select_pass(t);
    if (!finished_last(t, bad)) return;
    g_pass = 1u;
    if (greedy) greedy_pass(t);
    else select_pass(t);
}
