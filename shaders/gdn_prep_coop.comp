#version 450
// gdn_prep with its two products on tensor cores (GL_NV_cooperative_matrix, 16x16x16 fp16 x fp16
// + fp32): gdn_prep's interface, grid and result (see there), where the products of the
// sub-chunk's normalised keys and queries, k_s.k_r and q_t.k_s, are 10 + 10 tiles of 16 x 16 on
// and below the diagonal, over the keys staged as fp16 (rows padded by 16 bytes); their f32
// results go to shared memory where the keys were, and gdn_prep's elementwise part (decays,
// beta, A's diagonal blocks inverted) reads them from there.
#extension GL_GOOGLE_include_directive : require
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"
#include "gdn_prep.glsl"

const uint NSG = WG / SG, NTL = (20u + NSG - 1u) / NSG;   // product tiles a subgroup
const uint RK = DK / 2u + 4u;          // uints of a staged row of DK fp16 keys
const uint CP = C + 4u;                // floats of a row of a product (16-byte multiples, as the tiles need)
const uint NM = 2u * C * RK > 2u * C * CP ? 2u * C * RK : 2u * C * CP;
// k then q as fp16 [s][RK] (uints of pairs); then the products k.k and q.k, f32 [s][CP] each
shared uint sM[NM];

void main() {
    uint h, c0, lc, qc, kc, wb, ts, tr, tid = gl_LocalInvocationID.x;
    if (!prep_begin(h, c0, lc, qc, kc, wb)) return;
    bool tile = prep_tile(ts, tr);
    // k and q normalised, as fp16 pairs
    for (uint e = tid; e < C * DK / 2u; e += WG) {
        uint s = e / (DK / 2u), p = e % (DK / 2u), b = (c0 + s) * pc.conv + 2u * p;
        vec2 k = s < lc ? vec2(cv[b + kc], cv[b + kc + 1u]) * sKs[s] : vec2(0.0);
        vec2 q = s < lc ? vec2(cv[b + qc], cv[b + qc + 1u]) * sQs[s] : vec2(0.0);
        sM[s * RK + p] = packHalf2x16(k);
        sM[C * RK + s * RK + p] = packHalf2x16(q);
    }
    barrier();
    // tile t < 20: k.k (t < 10) or q.k, the (t % 10)-th tile of the lower triangle of 4 x 4 tiles
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> pr[NTL];
    [[unroll]] for (uint u = 0u; u < NTL; u++) {
        uint t = gl_SubgroupID + u * NSG, l = t % 10u, bi = l >= 6u ? 3u : l >= 3u ? 2u : l >= 1u ? 1u : 0u;
        uint bj = l - bi * (bi + 1u) / 2u;
        pr[u] = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
        if (t < 20u)
            [[unroll]] for (uint kk = 0u; kk < DK / 16u; kk++) {
                fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> a, b;
                coopMatLoadNV(a, sM, (t / 10u) * C * RK + bi * 16u * RK + kk * 8u, RK, false);
                coopMatLoadNV(b, sM, bj * 16u * RK + kk * 8u, RK, true);   // k^T: k's rows read as columns
                pr[u] = coopMatMulAddNV(a, b, pr[u]);
            }
    }
    barrier();   // k and q read: the region takes the products
    [[unroll]] for (uint u = 0u; u < NTL; u++) {
        uint t = gl_SubgroupID + u * NSG, l = t % 10u, bi = l >= 6u ? 3u : l >= 3u ? 2u : l >= 1u ? 1u : 0u;
        uint bj = l - bi * (bi + 1u) / 2u;
        if (t < 20u) coopMatStoreNV(pr[u], sM, (t / 10u) * C * CP + bi * 16u * CP + bj * 16u, CP, false);
    }
    barrier();
    float accA[16], accQK[16];
    for (uint u = 0u; u < 16u; u++) {
        uint e = (ts + u / 4u) * CP + tr + u % 4u;
        accA[u] = tile ? uintBitsToFloat(sM[e]) : 0.0;
        accQK[u] = tile ? uintBitsToFloat(sM[C * CP + e]) : 0.0;
    }
    prep_finish(wb, ts, tr, tile, accA, accQK);
}
