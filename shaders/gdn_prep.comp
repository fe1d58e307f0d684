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
#include "gdn_prep.glsl"

shared float sK[C * SL], sQ[C * SL];    // a key slice of the rows' normalised k and q, [s][i]

void main() {
    uint h, c0, lc, qc, kc, wb, ts, tr, tid = gl_LocalInvocationID.x;
    if (!prep_begin(h, c0, lc, qc, kc, wb)) return;
    bool tile = prep_tile(ts, tr);
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
    prep_finish(wb, ts, tr, tile, accA, accQK);
}
