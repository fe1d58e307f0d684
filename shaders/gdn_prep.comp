#version 450
// The gated delta net's chunk form, the part that needs no state (before gdn_chunk): a
// workgroup per (value head h, sub-chunk of C = 64 rows of a prompt chunk), all at once.
// For the sub-chunk's rows (those past n, state, count as absent): the q and k scales
// (L2 norm; q also 1/sqrt(DK)), beta = sigmoid(beta), the cumulative log-decay G_t (the
// sum over its rows up to t of softplus(alpha + dt) * a), and the C x C matrices
//   A[s][r] = beta_s exp(G_s - G_r) k_s.k_r (r < s, else 0)
//   Q[t][s] = exp(G_t - G_s) q_t.k_s        (s <= t, else 0)
// into W at ((c * heads + h) * (2 C C + 4 C)): A, Q, G, beta, k scale, q scale. A's diagonal
// blocks of SB x SB (gdn_chunk's solve blocks) hold T = (I + A_bb)^-1 - I instead, so that
// gdn_chunk's forward substitution inside a block is one product over all its threads. Also,
// spread over every workgroup, the last (up to 4) rows' raw q k v inputs into the conv
// ring for the next step (gdn_conv, which read it, has finished).
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;                // WG = 256; the first NT own a 4 x 4 tile of C x C
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 2) const uint DK = 128;   // key head size (a multiple of SL)
layout(constant_id = 3) const uint SB = 16;    // gdn_chunk's solve blocks: 16 or 32 rows
const uint C = 64u, WG = 256u, SL = 16u;
const uint NT = (C / 4u) * (C / 4u + 1u) / 2u; // the tiles on and below the diagonal (136)
layout(std430, binding = 0) readonly buffer Xb { float x[]; };      // rows: q k v, z, alpha, beta
layout(std430, binding = 1) readonly buffer CVb { float cv[]; };    // conv outputs, rows of conv
layout(std430, binding = 2) readonly buffer DTb { float dt[]; };
layout(std430, binding = 3) readonly buffer Ab { float a[]; };      // -exp(A_log)
layout(std430, binding = 4) writeonly buffer Wb { float w[]; };
layout(std430, binding = 5) buffer Rb { float ring[]; };           // [4][conv]
layout(std430, binding = 6) readonly buffer Pb { uint pos; uint n; } state;
// hk, hv: key and value heads; subs: sub-chunks; conv: channels; ld: X's row stride
// (floats); ao, bo: alpha and beta in a row
layout(push_constant) uniform P { uint hk, hv, subs, conv, ld, ao, bo; float eps; } pc;

shared float sK[C * SL], sQ[C * SL];    // a key slice of the rows' normalised k and q, [s][i]
shared float sG[C], sGr[C], sB[C], sKs[C], sQs[C];
shared float sP[2u * WG];
shared float sT[C * SB];                // A's diagonal blocks, [s][r % SB]

void main() {
    uint id = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x, tid = gl_LocalInvocationID.x;
    uint n = state.n, nwg = gl_NumWorkGroups.x * gl_NumWorkGroups.y;
    for (uint e = id * WG + tid; e < 4u * pc.conv; e += nwg * WG) {
        uint k = e / pc.conv, ch = e % pc.conv, r = n - 1u - k; // the k-th row from the end
        if (k < n) ring[((state.pos + r) & 3u) * pc.conv + ch] = x[r * pc.ld + ch];
    }
    if (id >= pc.hv * pc.subs) return;
    uint h = id % pc.hv, c0 = (id / pc.hv) * C;
    if (c0 >= n) return;
    uint kh = h % pc.hk, qc = kh * DK, kc = pc.hk * DK + kh * DK, lc = min(C, n - c0);
    uint wb = id * (2u * C * C + 4u * C);
    { // the rows' sums of squares of q and k, 4 threads a row
        uint row = tid / 4u;
        float qq = 0.0, kk = 0.0;
        if (row < lc)
            for (uint i = tid % 4u, b = (c0 + row) * pc.conv; i < DK; i += 4u) {
                float q = cv[b + qc + i], k = cv[b + kc + i];
                qq += q * q;
                kk += k * k;
            }
        sP[tid] = qq;
        sP[WG + tid] = kk;
    }
    barrier();
    if (tid < C) {
        float qs = 0.0, ks = 0.0, g = 0.0, be = 0.0;
        if (tid < lc) {
            float qq = sP[4u * tid] + sP[4u * tid + 1u] + sP[4u * tid + 2u] + sP[4u * tid + 3u];
            float kk = sP[WG + 4u * tid] + sP[WG + 4u * tid + 1u] + sP[WG + 4u * tid + 2u] + sP[WG + 4u * tid + 3u];
            uint xr = (c0 + tid) * pc.ld;
            float al = x[xr + pc.ao + h] + dt[h];
            float sp = al > 20.0 ? al : log(1.0 + exp(al));
            qs = 1.0 / (max(sqrt(qq), pc.eps) * sqrt(float(DK)));
            ks = 1.0 / max(sqrt(kk), pc.eps);
            g = sp * a[h];
            be = 1.0 / (1.0 + exp(-x[xr + pc.bo + h]));
        }
        sQs[tid] = qs;
        sKs[tid] = ks;
        sGr[tid] = g;
        sB[tid] = be;
    }
    barrier();
    if (tid < C) { // cumulative log-decay from the sub-chunk's start (rows past lc add 0)
        float cum = 0.0;
        for (uint r = 0u; r <= tid; r++) cum += sGr[r];
        sG[tid] = cum;
        w[wb + 2u * C * C + tid] = cum;
        w[wb + 2u * C * C + C + tid] = sB[tid];
        w[wb + 2u * C * C + 2u * C + tid] = sKs[tid];
        w[wb + 2u * C * C + 3u * C + tid] = sQs[tid];
    }
    // thread tid < NT: the tid-th tile of the lower triangle, rows ts.., columns tr..
    uint bs = uint((sqrt(8.0 * float(tid) + 1.0) - 1.0) * 0.5);
    if ((bs + 1u) * (bs + 2u) / 2u <= tid) bs++;
    if (bs * (bs + 1u) / 2u > tid) bs--;
    uint ts = bs * 4u, tr = (tid - bs * (bs + 1u) / 2u) * 4u;
    bool tile = tid < NT;
    float accA[16], accQK[16];
    for (uint u = 0u; u < 16u; u++) { accA[u] = 0.0; accQK[u] = 0.0; }
    for (uint i0 = 0u; i0 < DK; i0 += SL) {
        barrier();
        for (uint e = tid; e < C * SL; e += WG) {
            uint s = e / SL, i = i0 + e % SL, b = (c0 + s) * pc.conv;
            sK[e] = s < lc ? cv[b + kc + i] * sKs[s] : 0.0;
            sQ[e] = s < lc ? cv[b + qc + i] * sQs[s] : 0.0;
        }
        barrier();
        for (uint i = 0u; i < SL && tile; i++) {
            float ks4[4], kr4[4], qs4[4];
            for (uint u = 0u; u < 4u; u++) {
                ks4[u] = sK[(ts + u) * SL + i];
                kr4[u] = sK[(tr + u) * SL + i];
                qs4[u] = sQ[(ts + u) * SL + i];
            }
            for (uint u = 0u; u < 4u; u++)
                for (uint v = 0u; v < 4u; v++) {
                    accA[u * 4u + v] += ks4[u] * kr4[v];
                    accQK[u * 4u + v] += qs4[u] * kr4[v];
                }
        }
    }
    bool diag = ts / SB == tr / SB;   // the tile lies in a diagonal block of A
    if (tile)
        for (uint u = 0u; u < 4u; u++)
            for (uint v = 0u; v < 4u; v++) {
                uint s = ts + u, r = tr + v;
                float av = r < s ? sB[s] * exp(sG[s] - sG[r]) * accA[u * 4u + v] : 0.0;
                if (diag) sT[s * SB + r % SB] = av;
                else w[wb + s * C + r] = av;
                w[wb + C * C + s * C + r] = r <= s ? exp(sG[s] - sG[r]) * accQK[u * 4u + v] : 0.0;
            }
    barrier();
    // the inverse of the unit lower triangle I + A_bb, a column a thread: x = (I + A_bb)^-1 e_c
    // by forward substitution; T = x below the diagonal, 0 on and above it
    float x[SB];
    uint b0 = (tid / SB) * SB, col = tid % SB;
    if (tid < C) {
        [[unroll]] for (uint i = 0u; i < SB; i++) {   // constant indices: x stays in registers
            float acc = i == col ? 1.0 : 0.0;
            [[unroll]] for (uint r = 0u; r < i; r++)
                if (r >= col) acc -= sT[(b0 + i) * SB + r] * x[r];
            x[i] = acc;
        }
    }
    barrier();   // sT read: it takes the columns
    if (tid < C)
        [[unroll]] for (uint i = 0u; i < SB; i++) w[wb + (b0 + i) * C + b0 + col] = i > col ? x[i] : 0.0;
}
