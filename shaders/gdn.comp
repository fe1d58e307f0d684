#version 450
// Gated delta net (Qwen3.5's linear attention), a workgroup per value head h (its key
// head: h mod the key heads, as the file orders value heads) and slice of its value
// columns (NS slices of DV / NS: a workgroup per head alone is 16 workgroups for 16
// heads, on GPUs of 100 and more multiprocessors; column j of the state needs only v_j,
// so slices share only q and k, whose conv and norms each slice recomputes: 2 DK
// channels, cheaper than a level). For one token (C = 0): the causal conv of its q, k
// and v channels over the conv ring (the raw inputs of the last 4 positions, slot p mod
// 4; this token's goes to slot pos mod 4, which no reader of this step reads: the q/k
// channels a key head shares are written by its first value head's first slice only, a
// v channel by its slice), SiLU; or (C = 1, one slice) a prompt chunk's n rows (state),
// conv outputs from gdn_conv, in order. Then per row: q and k L2-normalised (q also by
// 1/sqrt(DK)), the gates decay = exp(softplus(alpha + dt) * a) and beta = sigmoid(beta),
// the delta rule on the f32 state S (DK x DV, column j of value j contiguous across keys;
// a column's keys split over WG / (DV / NS) threads):
//   S = decay S;  d = beta (v - S^T k);  S += k d^T;  o = S^T q
// and the gated RMSNorm: o / rms(o) * w * silu(z), into y (the output projection's input).
// The norm needs the head's whole row o: with slices, each writes its part of o to y and
// the last slice of a head to finish (a counter per head, as attention merges its KV
// slices) normalises the row in place; so the whole mixer stays one dependency level,
// where a norm kernel of its own, or one folded into the output projection's input
// (every mat-vec kind's), would add a level or a per-head input scale to every mat-vec.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 2) const uint DK = 128;   // key head size
layout(constant_id = 3) const uint DV = 128;   // value head size
layout(constant_id = 4) const uint C = 0;      // 1: a prompt chunk's rows
layout(constant_id = 5) const uint NS = 1;     // slices of a head's value columns (C = 0 only)
// 1 (C = 0 only): a batch's row, whose slot's n is 0 while its sequence does not step (then
// nothing is written: state and ring stay)
layout(constant_id = 6) const uint SLOT = 0;
layout(std430, binding = 0) readonly buffer Xb { float x[]; };      // rows: q k v (conv), z, alpha, beta
layout(std430, binding = 1) readonly buffer CVb { float cv[]; };    // C = 1: conv outputs, rows of conv
layout(std430, binding = 2) readonly buffer CWb { float cw[]; };    // conv weights [conv][4], oldest tap first
layout(std430, binding = 3) buffer Rb { float ring[]; };            // [4][conv]: raw inputs by position mod 4
layout(std430, binding = 4) buffer Sb { float st[]; };              // [heads][DK][DV]
layout(std430, binding = 5) readonly buffer DTb { float dt[]; };
layout(std430, binding = 6) readonly buffer Ab { float a[]; };      // -exp(A_log)
layout(std430, binding = 7) readonly buffer NWb { float nw[]; };    // DV norm weights
layout(std430, binding = 8) coherent buffer Yb { float y[]; };      // rows of heads * DV
layout(std430, binding = 9) readonly buffer Pb { uint pos; uint n; } state;
layout(std430, binding = 10) coherent buffer CNTb { uint cnt[]; };  // NS > 1: per value head, slices
                                                                     // done (zero between dispatches)
// hk: key heads; conv: channels; ld: X's row stride (floats); zo, ao, bo: z, alpha and
// beta in a row; rows: C = 1, the chunk's rows (those past n get zeros)
layout(push_constant) uniform P { uint hk, conv, ld, zo, ao, bo, rows; float eps; } pc;

// C = 0: a thread's KPT state values (its column, keys part, part + PARTS, ..) load into
// registers before the conv, so their latency overlaps it; read once, written once
const uint COLS = DV / NS, PARTS = gl_WorkGroupSize.x / COLS, KPT = (DK + PARTS - 1u) / PARTS;
const bool SREG = C == 0u && KPT <= 32u;

shared float sq[DK], sk[DK], sv[DV], so[DV];
shared vec2 red[64];
shared float pr[gl_WorkGroupSize.x];   // a column's partial sums over its threads' keys
shared uint last;

// two sums over the workgroup at once (one pair of barriers)
vec2 wg_sum(vec2 v) {
    v = subgroupAdd(v);
    barrier();
    if (gl_SubgroupInvocationID == 0u) red[gl_SubgroupID] = v;
    barrier();
    vec2 s = vec2(0.0);
    for (uint i = 0u; i < gl_NumSubgroups; i++) s += red[i];
    return s;
}

// channel c of this token: conv over the ring and x, SiLU; the raw input to the ring
float conv_tok(uint c, bool write) {
    uint p = state.pos;
    float xc = x[c], acc = cw[c * 4u + 3u] * xc;
    for (uint k = 1u; k <= 3u; k++) acc += cw[c * 4u + 3u - k] * ring[((p - k) & 3u) * pc.conv + c];
    if (write) ring[(p & 3u) * pc.conv + c] = xc;
    return acc / (1.0 + exp(-acc));
}

void main() {
    // WG = cols x parts: thread tid takes column jl of the slice and every parts-th key from part
    uint tid = gl_LocalInvocationID.x, wg = gl_WorkGroupSize.x, cols = DV / NS, parts = wg / cols;
    uint h = gl_WorkGroupID.x / NS, sl = gl_WorkGroupID.x % NS, kh = h % pc.hk, nv = gl_NumWorkGroups.x / NS;
    uint jl = tid % cols, part = tid / cols, j0 = sl * cols, j = j0 + jl;
    uint qc = kh * DK, kc = pc.hk * DK + kh * DK, vc = 2u * pc.hk * DK + h * DV;
    uint nrows = C != 0u ? pc.rows : 1u, nreal = C != 0u ? state.n : SLOT != 0u ? min(state.n, 1u) : 1u;
    uint col = h * DK * DV + j;
    bool qk_ring = h == kh && sl == 0u;
    float sr[KPT], al0 = 0.0, be0 = 0.0;
    if (SREG) {
        for (uint c = 0u; c < KPT; c++) sr[c] = st[col + min(part + c * PARTS, DK - 1u) * DV];
        al0 = x[pc.ao + h] + dt[h];
        be0 = x[pc.bo + h];
    }
    for (uint r = 0u; r < nrows; r++) {
        uint xr = r * pc.ld, yr = r * nv * DV + h * DV;
        if (r >= nreal) {
            for (uint c = tid; c < DV; c += wg) y[yr + c] = 0.0;
            continue;
        }
        for (uint i = tid; i < DK; i += wg) {
            sq[i] = C != 0u ? cv[r * pc.conv + qc + i] : conv_tok(qc + i, qk_ring);
            sk[i] = C != 0u ? cv[r * pc.conv + kc + i] : conv_tok(kc + i, qk_ring);
        }
        for (uint c = tid; c < cols; c += wg)
            sv[c] = C != 0u ? cv[r * pc.conv + vc + j0 + c] : conv_tok(vc + j0 + c, true);
        barrier();
        float qq = 0.0, kk = 0.0;
        for (uint i = tid; i < DK; i += wg) { qq += sq[i] * sq[i]; kk += sk[i] * sk[i]; }
        vec2 qk = wg_sum(vec2(qq, kk));
        qq = qk.x;
        kk = qk.y;
        float qs = 1.0 / (max(sqrt(qq), pc.eps) * sqrt(float(DK))), ks = 1.0 / max(sqrt(kk), pc.eps);
        float al = SREG ? al0 : x[xr + pc.ao + h] + dt[h], be = SREG ? be0 : x[xr + pc.bo + h];
        float sp = al > 20.0 ? al : log(1.0 + exp(al));
        float decay = exp(sp * a[h]), beta = 1.0 / (1.0 + exp(-be));
        float acc = 0.0;   // this thread's keys: part, part + PARTS, .. (parts = PARTS)
        for (uint c = 0u; c < KPT; c++) {
            uint i = part + c * PARTS;
            if (i < DK) acc += (SREG ? sr[c] : st[col + i * DV]) * sk[i];
        }
        if (parts > 1u) {
            pr[tid] = acc;
            barrier();
            acc = 0.0;
            for (uint p = 0u; p < parts; p++) acc += pr[p * cols + jl];
        }
        float d = beta * (sv[jl] - decay * acc * ks), o = 0.0;
        for (uint c = 0u; c < KPT; c++) {
            uint i = part + c * PARTS;
            if (i >= DK) break;
            float s = decay * (SREG ? sr[c] : st[col + i * DV]) + sk[i] * ks * d;
            st[col + i * DV] = s;
            o += s * sq[i];
        }
        if (parts > 1u) {
            barrier(); // the sums above read
            pr[tid] = o;
            barrier();
            o = 0.0;
            for (uint p = 0u; p < parts; p++) o += pr[p * cols + jl];
        }
        o *= qs;
        if (NS == 1u) {
            float oo = wg_sum(vec2(part == 0u ? o * o : 0.0, 0.0)).x;
            float inv = 1.0 / sqrt(oo / float(DV) + pc.eps);
            if (part == 0u) {
                float z = x[xr + pc.zo + h * DV + j];
                y[yr + j] = o * inv * nw[j] * (z / (1.0 + exp(-z)));
            }
            barrier();
            continue;
        }
        // slices: this one's o to y; the head's last slice to finish normalises the row
        if (part == 0u) y[yr + j] = o;
        memoryBarrierBuffer();
        barrier();
        if (tid == 0u) last = atomicAdd(cnt[h], 1u) == NS - 1u ? 1u : 0u;
        barrier();
        if (last == 0u) return;
        memoryBarrierBuffer();
        float oo = 0.0;
        for (uint c = tid; c < DV; c += wg) {
            so[c] = y[yr + c];
            oo += so[c] * so[c];
        }
        oo = wg_sum(vec2(oo, 0.0)).x;
        float inv = 1.0 / sqrt(oo / float(DV) + pc.eps);
        for (uint c = tid; c < DV; c += wg) {
            float z = x[xr + pc.zo + h * DV + c];
            y[yr + c] = so[c] * inv * nw[c] * (z / (1.0 + exp(-z)));
        }
        if (tid == 0u) cnt[h] = 0u;
    }
}
