#version 450
// The gated delta rule over a prompt chunk's n rows (state) in sub-chunks of C = 64 rows,
// the chunk (WY) form: a workgroup per (value head h, TV of its DV value columns), the
// sub-chunks in order, each one's rows at once. gdn_prep left per (sub-chunk, head) the
// rows' cumulative log-decay G, beta, k and q scales (L2 norms) and the C x C matrices
// A[s][r] = beta_s exp(G_s - G_r) k_s.k_r (r < s) and Q[t][s] = exp(G_t - G_s) q_t.k_s
// (s <= t); every decay is exp of a difference G_t - G_s, s <= t, so none exceeds 1.
// With S0 the state before the sub-chunk:
//   deltas D: (I + A) D = diag(beta) (V - diag(exp G) K S0)  (forward substitution)
//   outputs:  o_t = exp(G_t) S0^T q_t + sum_{s<=t} Q[t][s] d_s
//   state:    S = exp(G_L) S0 + sum_s exp(G_L - G_s) k_s d_s^T   (L the last row)
// the same as gdn.comp's row by row S = decay S; d = beta (v - S^T k); S += k d^T.
// o goes to y unnormalised; gdn_norm applies the gated RMSNorm (it needs all DV values).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;                // WG = 256
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 2) const uint DK = 128;   // key head size (a multiple of SL)
layout(constant_id = 3) const uint DV = 128;   // value head size (a multiple of TV)
layout(constant_id = 4) const uint TV = 16;    // value columns a workgroup (a divisor of 256)
const uint C = 64u, WG = 256u;
const uint SL = WG / TV;                       // key slice staged at once; also rows of a solve block
const uint E = C * TV / WG;                    // entries of C x TV a thread owns
const uint WS = 2u * C * C + 4u * C;           // gdn_prep's floats per (sub-chunk, head)
layout(std430, binding = 0) readonly buffer CVb { float cv[]; };    // conv outputs, rows of conv
layout(std430, binding = 1) readonly buffer Wb { float w[]; };      // gdn_prep's
layout(std430, binding = 2) buffer Sb { float st[]; };              // [heads][DK][DV]
layout(std430, binding = 3) writeonly buffer Yb { float y[]; };     // rows of heads * DV
layout(std430, binding = 4) readonly buffer Pb { uint pos; uint n; } state;
// hk: key heads; conv: channels
layout(push_constant) uniform P { uint hk, conv; } pc;

// sM holds in turn: a key slice of the rows' k and q (sK, sQ); A; Q; a key slice of k. Its
// rows are CP = C + 1 floats apart, so that threads reading 8 rows' elements at once (the
// key products and the outputs: a thread owns a row s and E neighbouring columns) hit 8 banks
const uint CP = C + 1u;
shared float sM[CP * (C > 2u * SL ? C : 2u * SL)];  // [s][r]
shared float sS[DK * TV];               // the state's columns of this workgroup, [i][j]
shared float sD[C * TV];                // right-hand side, then the deltas D, [s][j]
shared float sG[C], sB[C], sKs[C], sQs[C];
#define sK(i, s) sM[(i) * CP + (s)]     // [i][s], SL x C
#define sQ(i, s) sM[(SL + (i)) * CP + (s)]

// a slice [i0, i0 + SL) of the sub-chunk's k (and q) in two halves: fetch_slice reads this
// thread's NE entries into registers a slice ahead, so that their global latency overlaps the
// products on the slice before (the kernel waited on it 16 times a sub-chunk); put_slice
// stores them normalised into sK (sQ), zeros past lc
const uint NE = C * SL / WG, NA = C * C / WG;
void fetch_slice(uint c0, uint lc, uint i0, uint qc, uint kc, bool with_q, out float fk[NE], out float fq[NE]) {
    for (uint m = 0u; m < NE; m++) {
        uint e = gl_LocalInvocationID.x + WG * m, s = e / SL, i = i0 + e % SL, b = (c0 + s) * pc.conv;
        fk[m] = s < lc ? cv[b + kc + i] : 0.0;
        fq[m] = with_q && s < lc ? cv[b + qc + i] : 0.0;
    }
}
void put_slice(uint lc, bool with_q, float fk[NE], float fq[NE]) {
    for (uint m = 0u; m < NE; m++) {
        uint e = gl_LocalInvocationID.x + WG * m, s = e / SL, i = e % SL;
        sK(i, s) = s < lc ? fk[m] * sKs[s] : 0.0;
        if (with_q) sQ(i, s) = s < lc ? fq[m] * sQs[s] : 0.0;
    }
}

void main() {
    uint tiles = DV / TV, tid = gl_LocalInvocationID.x;
    uint h = gl_WorkGroupID.x / tiles, j0 = (gl_WorkGroupID.x % tiles) * TV, kh = h % pc.hk;
    uint nv = gl_NumWorkGroups.x / tiles, n = state.n, yw = nv * DV;
    uint qc = kh * DK, kc = pc.hk * DK + kh * DK, vc = 2u * pc.hk * DK + h * DV + j0;
    uint sbase = h * DK * DV + j0;
    uint rs = tid / (WG / C), jb = tid % (WG / C) * E;   // the key products' and outputs' row and columns
    for (uint e = tid; e < DK * TV; e += WG) sS[e] = st[sbase + (e / TV) * DV + e % TV];
    for (uint c0 = 0u; c0 < n; c0 += C) {
        uint lc = min(C, n - c0), wb = (c0 / C * nv + h) * WS;
        if (tid < C) {
            sG[tid] = w[wb + 2u * C * C + tid];
            sB[tid] = w[wb + 2u * C * C + C + tid];
            sKs[tid] = w[wb + 2u * C * C + 2u * C + tid];
            sQs[tid] = w[wb + 2u * C * C + 3u * C + tid];
        }
        // K S0 and Q S0: row rs, columns jb .. jb + E - 1 a thread
        float accKS[E], accQS[E], fk[NE], fq[NE], fa[NA], fv[E];
        for (uint m = 0u; m < E; m++) { accKS[m] = 0.0; accQS[m] = 0.0; }
        fetch_slice(c0, lc, 0u, qc, kc, true, fk, fq);
        // A and the values, read now for after the products (registers, as the slices)
        for (uint m = 0u; m < NA; m++) fa[m] = w[wb + tid + WG * m];
        for (uint m = 0u; m < E; m++) fv[m] = rs < lc ? cv[(c0 + rs) * pc.conv + vc + jb + m] : 0.0;
        for (uint i0 = 0u; i0 < DK; i0 += SL) {
            barrier();
            put_slice(lc, true, fk, fq);
            barrier();
            if (i0 + SL < DK) fetch_slice(c0, lc, i0 + SL, qc, kc, true, fk, fq);
            for (uint i = 0u; i < SL; i++) {
                float kv = sK(i, rs), qv = sQ(i, rs);
                for (uint m = 0u; m < E; m++) {
                    float sv = sS[(i0 + i) * TV + jb + m];
                    accKS[m] += kv * sv;
                    accQS[m] += qv * sv;
                }
            }
        }
        barrier(); // the last slice read: sM takes A
        for (uint m = 0u; m < NA; m++) {
            uint e = tid + WG * m;
            sM[(e / C) * CP + e % C] = fa[m];
        }
        for (uint m = 0u; m < E; m++) sD[rs * TV + jb + m] = sB[rs] * (fv[m] - exp(sG[rs]) * accKS[m]);
        for (uint m = 0u; m < NA; m++) fa[m] = w[wb + C * C + tid + WG * m];   // Q, during the solve
        barrier();
        // forward substitution D[s] = R[s] - sum_{r<s} A[s][r] D[r], SL rows a block, a thread
        // an entry: the earlier blocks' part, then the block's own rows as one product with
        // T = (I + A_bb)^-1 - I, which gdn_prep left in A's diagonal block: D_b = R_b + T R_b
        for (uint b0 = 0u; b0 < lc; b0 += SL) {
            uint s = b0 + tid / TV, j = tid % TV;
            float acc = sD[s * TV + j];
            for (uint r = 0u; r < b0; r++) acc -= sM[s * CP + r] * sD[r * TV + j];
            sD[s * TV + j] = acc;
            barrier();
            for (uint r = b0; r < s; r++) acc += sM[s * CP + r] * sD[r * TV + j];
            barrier();
            sD[s * TV + j] = acc;
            barrier();
        }
        for (uint m = 0u; m < NA; m++) {
            uint e = tid + WG * m;
            sM[(e / C) * CP + e % C] = fa[m];
        }
        fetch_slice(c0, lc, 0u, qc, kc, false, fk, fq);   // the state's first key slice, ahead
        barrier();
        if (rs < lc) {
            float o[E];
            for (uint m = 0u; m < E; m++) o[m] = exp(sG[rs]) * accQS[m];
            for (uint s = 0u; s <= rs; s++) {
                float q = sM[rs * CP + s];
                for (uint m = 0u; m < E; m++) o[m] += q * sD[s * TV + jb + m];
            }
            for (uint m = 0u; m < E; m++) y[(c0 + rs) * yw + h * DV + j0 + jb + m] = o[m];
        }
        barrier();
        float gl = sG[lc - 1u];
        for (uint e = tid; e < C * TV; e += WG) sD[e] *= exp(gl - sG[e / TV]);
        // the state: S = exp(G_L) S0 + K^T D', a key slice at a time (a thread an entry)
        for (uint i0 = 0u; i0 < DK; i0 += SL) {
            barrier();
            put_slice(lc, false, fk, fq);
            barrier();
            if (i0 + SL < DK) fetch_slice(c0, lc, i0 + SL, qc, kc, false, fk, fq);
            uint il = tid / TV, j = tid % TV;
            float acc = exp(gl) * sS[(i0 + il) * TV + j];
            for (uint s = 0u; s < lc; s++) acc += sK(il, s) * sD[s * TV + j];
            sS[(i0 + il) * TV + j] = acc;
        }
        barrier();
    }
    for (uint e = tid; e < DK * TV; e += WG) st[sbase + (e / TV) * DV + e % TV] = sS[e];
}
