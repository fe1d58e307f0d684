#version 450
// The gated delta rule over a prompt chunk's n rows (state) in sub-chunks of C = 64 rows,
// the chunk (WY) form: a workgroup per (value head h, TV of its DV value columns), the
// sub-chunks in order, each one's rows at once. Inputs: the conv outputs (gdn_conv) and
// alpha, beta of each row; q and k L2-normalised (q also by 1/sqrt(DK)), log-decay
// g = softplus(alpha + dt) * a, beta = sigmoid(beta), as gdn.comp. With G_t the sum of g
// over the sub-chunk's rows up to t (every decay below is exp of a difference G_t - G_s,
// s <= t, so none exceeds 1) and S0 the state before it:
//   deltas D: (I + A) D = diag(beta) (V - diag(exp G) K S0), A[s][r] = beta_s
//             exp(G_s - G_r) k_s.k_r for r < s (solved by forward substitution)
//   outputs:  o_t = exp(G_t) S0^T q_t + sum_{s<=t} exp(G_t - G_s) (q_t.k_s) d_s
//   state:    S = exp(G_L) S0 + sum_s exp(G_L - G_s) k_s d_s^T   (L the last row)
// the same as gdn.comp's row by row S = decay S; d = beta (v - S^T k); S += k d^T.
// o goes to y unnormalised; gdn_norm applies the gated RMSNorm (it needs all DV values).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;                // WG = 256; the first NT own a 4 x 4 tile of C x C
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 2) const uint DK = 128;   // key head size (a multiple of SL)
layout(constant_id = 3) const uint DV = 128;   // value head size (a multiple of TV)
layout(constant_id = 4) const uint TV = 16;    // value columns a workgroup (a divisor of 256)
const uint C = 64u, WG = 256u;
const uint SL = WG / TV;                       // key slice staged at once; also rows of a solve block
const uint E = C * TV / WG;                    // entries of C x TV a thread owns
const uint NT = (C / 4u) * (C / 4u + 1u) / 2u; // the tiles on and below the diagonal (136)
layout(std430, binding = 0) readonly buffer Xb { float x[]; };      // rows: q k v, z, alpha, beta
layout(std430, binding = 1) readonly buffer CVb { float cv[]; };    // conv outputs, rows of conv
layout(std430, binding = 2) buffer Sb { float st[]; };              // [heads][DK][DV]
layout(std430, binding = 3) readonly buffer DTb { float dt[]; };
layout(std430, binding = 4) readonly buffer Ab { float a[]; };      // -exp(A_log)
layout(std430, binding = 5) writeonly buffer Yb { float y[]; };     // rows of heads * DV
layout(std430, binding = 6) readonly buffer Pb { uint pos; uint n; } state;
// hk: key heads; conv: channels; ld: X's row stride (floats); ao, bo: alpha and beta in a row
layout(push_constant) uniform P { uint hk, conv, ld, ao, bo; float eps; } pc;

// sM holds in turn: the rows' partial sums of squares; a key slice of their k and q (sK,
// sQ); A; the decayed q.k; a key slice of k (so the kernel fits 32 KiB with DK = 128)
shared float sM[C * C];                 // [s][r]
shared float sS[DK * TV];               // the state's columns of this workgroup, [i][j]
shared float sD[C * TV];                // right-hand side, then the deltas D, [s][j]
shared float sG[C], sGr[C], sB[C], sKs[C], sQs[C];
#define sK(e) sM[e]                     // [s][i], C x SL
#define sQ(e) sM[C * SL + (e)]
#define sP(e) sM[e]                     // 2 WG

// a slice [i0, i0 + SL) of the sub-chunk's normalised k (and q) into sK (sQ); zeros past lc
void load_slice(uint c0, uint lc, uint i0, uint qc, uint kc, bool with_q) {
    for (uint e = gl_LocalInvocationID.x; e < C * SL; e += WG) {
        uint s = e / SL, i = i0 + e % SL, b = (c0 + s) * pc.conv;
        sK(e) = s < lc ? cv[b + kc + i] * sKs[s] : 0.0;
        if (with_q) sQ(e) = s < lc ? cv[b + qc + i] * sQs[s] : 0.0;
    }
}

void main() {
    uint tiles = DV / TV, tid = gl_LocalInvocationID.x;
    uint h = gl_WorkGroupID.x / tiles, j0 = (gl_WorkGroupID.x % tiles) * TV, kh = h % pc.hk;
    uint nv = gl_NumWorkGroups.x / tiles, n = state.n, yw = nv * DV;
    uint qc = kh * DK, kc = pc.hk * DK + kh * DK, vc = 2u * pc.hk * DK + h * DV + j0;
    // thread tid < NT: the tid-th tile of the lower triangle, rows ts.., columns tr.. (the
    // rest is never read); whole warps past NT skip those products
    uint bs = uint((sqrt(8.0 * float(tid) + 1.0) - 1.0) * 0.5);
    if ((bs + 1u) * (bs + 2u) / 2u <= tid) bs++;
    if (bs * (bs + 1u) / 2u > tid) bs--;
    uint sbase = h * DK * DV + j0, ts = bs * 4u, tr = (tid - bs * (bs + 1u) / 2u) * 4u;
    bool tile = tid < NT;
    for (uint e = tid; e < DK * TV; e += WG) sS[e] = st[sbase + (e / TV) * DV + e % TV];
    for (uint c0 = 0u; c0 < n; c0 += C) {
        uint lc = min(C, n - c0);
        { // the rows' sums of squares of q and k, 4 threads a row
            uint row = tid / 4u;
            float qq = 0.0, kk = 0.0;
            if (row < lc)
                for (uint i = tid % 4u, b = (c0 + row) * pc.conv; i < DK; i += 4u) {
                    float q = cv[b + qc + i], k = cv[b + kc + i];
                    qq += q * q;
                    kk += k * k;
                }
            sP(tid) = qq;
            sP(WG + tid) = kk;
        }
        barrier();
        if (tid < C) {
            float qs = 0.0, ks = 0.0, g = 0.0, be = 0.0;
            if (tid < lc) {
                float qq = sP(4u * tid) + sP(4u * tid + 1u) + sP(4u * tid + 2u) + sP(4u * tid + 3u);
                float kk = sP(WG + 4u * tid) + sP(WG + 4u * tid + 1u) + sP(WG + 4u * tid + 2u) + sP(WG + 4u * tid + 3u);
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
        }
        // k.k and q.k of the rows (a 4 x 4 tile a thread), K S0 and Q S0 (E entries a thread)
        float accA[16], accQK[16], accKS[E], accQS[E];
        for (uint u = 0u; u < 16u; u++) { accA[u] = 0.0; accQK[u] = 0.0; }
        for (uint m = 0u; m < E; m++) { accKS[m] = 0.0; accQS[m] = 0.0; }
        for (uint i0 = 0u; i0 < DK; i0 += SL) {
            barrier();
            load_slice(c0, lc, i0, qc, kc, true);
            barrier();
            for (uint i = 0u; i < SL && tile; i++) {
                float ks4[4], kr4[4], qs4[4];
                for (uint u = 0u; u < 4u; u++) {
                    ks4[u] = sK((ts + u) * SL + i);
                    kr4[u] = sK((tr + u) * SL + i);
                    qs4[u] = sQ((ts + u) * SL + i);
                }
                for (uint u = 0u; u < 4u; u++)
                    for (uint w = 0u; w < 4u; w++) {
                        accA[u * 4u + w] += ks4[u] * kr4[w];
                        accQK[u * 4u + w] += qs4[u] * kr4[w];
                    }
            }
            for (uint i = 0u; i < SL; i++) {
                for (uint m = 0u; m < E; m++) {
                    uint e = tid + WG * m, s = e / TV;
                    float sv = sS[(i0 + i) * TV + e % TV];
                    accKS[m] += sK(s * SL + i) * sv;
                    accQS[m] += sQ(s * SL + i) * sv;
                }
            }
        }
        barrier(); // the last slice read: sM takes A
        for (uint u = 0u; u < 4u && tile; u++)
            for (uint w = 0u; w < 4u; w++) {
                uint s = ts + u, r = tr + w;
                sM[s * C + r] = r < s ? sB[s] * exp(sG[s] - sG[r]) * accA[u * 4u + w] : 0.0;
            }
        for (uint m = 0u; m < E; m++) {
            uint e = tid + WG * m, s = e / TV;
            float v = s < lc ? cv[(c0 + s) * pc.conv + vc + e % TV] : 0.0;
            sD[e] = sB[s] * (v - exp(sG[s]) * accKS[m]);
        }
        barrier();
        // forward substitution D[s] = R[s] - sum_{r<s} A[s][r] D[r], SL rows a block: the
        // earlier blocks' part by every thread, then the block's own rows by TV threads
        for (uint b0 = 0u; b0 < lc; b0 += SL) {
            {
                uint s = b0 + tid / TV, j = tid % TV;
                float acc = sD[s * TV + j];
                for (uint r = 0u; r < b0; r++) acc -= sM[s * C + r] * sD[r * TV + j];
                sD[s * TV + j] = acc;
            }
            barrier();
            if (tid < TV)
                for (uint s = b0 + 1u; s < b0 + SL; s++) {
                    float acc = sD[s * TV + tid];
                    for (uint r = b0; r < s; r++) acc -= sM[s * C + r] * sD[r * TV + tid];
                    sD[s * TV + tid] = acc;
                }
            barrier();
        }
        for (uint u = 0u; u < 4u && tile; u++)
            for (uint w = 0u; w < 4u; w++) {
                uint t = ts + u, s = tr + w;
                sM[t * C + s] = s <= t ? exp(sG[t] - sG[s]) * accQK[u * 4u + w] : 0.0;
            }
        barrier();
        for (uint m = 0u; m < E; m++) {
            uint e = tid + WG * m, t = e / TV, j = e % TV;
            if (t < lc) {
                float o = exp(sG[t]) * accQS[m];
                for (uint s = 0u; s <= t; s++) o += sM[t * C + s] * sD[s * TV + j];
                y[(c0 + t) * yw + h * DV + j0 + j] = o;
            }
        }
        barrier();
        float gl = sG[lc - 1u];
        for (uint e = tid; e < C * TV; e += WG) sD[e] *= exp(gl - sG[e / TV]);
        // the state: S = exp(G_L) S0 + K^T D', a key slice at a time (a thread an entry)
        for (uint i0 = 0u; i0 < DK; i0 += SL) {
            barrier();
            load_slice(c0, lc, i0, qc, kc, false);
            barrier();
            uint il = tid / TV, j = tid % TV;
            float acc = exp(gl) * sS[(i0 + il) * TV + j];
            for (uint s = 0u; s < lc; s++) acc += sK(s * SL + il) * sD[s * TV + j];
            sS[(i0 + il) * TV + j] = acc;
        }
        barrier();
    }
    for (uint e = tid; e < DK * TV; e += WG) st[sbase + (e / TV) * DV + e % TV] = sS[e];
}
