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

layout(local_size_x_id = 0) in;                // WG = 256; the first NT own a 4 x 4 tile of C x C
layout(constant_id = 1) const uint SG = 32;    // subgroup size: 32, 64, 128 or 256
layout(constant_id = 2) const uint DK = 128;   // key head size, a multiple of 16
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

const uint NSG = WG / SG, NTL = (20u + NSG - 1u) / NSG;   // product tiles a subgroup
const uint RK = DK / 2u + 4u;          // uints of a staged row of DK fp16 keys
const uint CP = C + 4u;                // floats of a row of a product (16-byte multiples, as the tiles need)
const uint NM = 2u * C * RK > 2u * C * CP ? 2u * C * RK : 2u * C * CP;
// k then q as fp16 [s][RK] (uints of pairs); then the products k.k and q.k, f32 [s][CP] each
shared uint sM[NM];
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
