#version 450
// gdn_chunk's delta rule over a prompt chunk with its products on tensor cores
// (GL_NV_cooperative_matrix, 16x16x16 fp16 x fp16 + fp32): gdn_chunk's interface, math and
// grid (a workgroup per value head h and TV = 16 of its value columns, the sub-chunks of
// C = 64 rows in order), with S0 the state before a sub-chunk:
//   1. K S0 and Q' S0 (Q' = diag(exp G) Q): 4 + 4 output tiles, the keys staged as fp16 in
//      blocks of 64; S0 as fp16 beside its f32 copy;
//   2. the deltas: (I + A) D = diag(beta) (V - diag(exp G) K S0), in f32 as gdn_chunk;
//   3. outputs O = Q' S0 + Q D (Q's lower triangle; D as fp16);
//   4. state S = exp(G_L) S0 + K^T D' (D' = diag(exp(G_L - G_s)) D as fp16; K^T is the staged
//      keys read column-major), accumulated on the f32 state, which stays f32 in shared memory
//      across the chunk (only the products' inputs are rounded to fp16).
// One uint array holds everything (f32 as bits, fp16 in pairs), its first region (X) in turn
// the K and Q' blocks, A (f32), Q (fp16) and all keys; rows padded by 16 bytes against bank
// conflicts. Shared memory: vki__gdn_coop_shared.
#extension GL_GOOGLE_include_directive : require
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;                // WG = 256
layout(constant_id = 1) const uint SG = 32;    // subgroup size: 32, 64, 128 or 256
layout(constant_id = 2) const uint DK = 128;   // key head size, a multiple of 64
layout(constant_id = 3) const uint DV = 128;   // value head size, a multiple of TV
layout(constant_id = 4) const uint TV = 16;    // value columns a workgroup: 16 (one tile)
const uint C = 64u, WG = 256u, NSG = WG / SG, KB = 64u;
const uint WS = 2u * C * C + 4u * C;           // gdn_prep's floats per (sub-chunk, head)
const uint E = C * TV / WG;                    // entries of C x TV a thread owns (4)
const uint SL = WG / TV;                       // rows of a solve block (gdn_prep's SB)
const uint NA = C * C / WG;                    // A's floats a thread stages (16)
const uint RH = KB / 2u + 4u;                  // uints of a staged row of KB fp16 keys
const uint RK = DK / 2u + 4u;                  // ... of DK fp16 keys
const uint RQ = C / 2u + 4u;                   // ... of Q's C fp16 entries
const uint CP = C + 1u;                        // floats of a row of A
const uint R16 = TV / 2u + 4u;                 // uints of a row of TV fp16 values
const uint SSF = TV + 4u;                      // floats of a row of the f32 state
const uint NX1 = 2u * C * RH > C * RK ? 2u * C * RH : C * RK;
const uint NX = NX1 > C * CP ? NX1 : C * CP;   // (Q's C * RQ is less than either)
const uint OS = NX, OS16 = OS + DK * SSF, OD = OS16 + DK * R16, OD16 = OD + C * TV, OO = OD16 + C * R16;
const uint OG = OO + C * TV;                   // G, beta, k scale, q scale [4][C]
layout(std430, binding = 0) readonly buffer CVb { float cv[]; };    // conv outputs, rows of conv
layout(std430, binding = 1) readonly buffer Wb { float w[]; };      // gdn_prep's
layout(std430, binding = 2) buffer Sb { float st[]; };              // [heads][DK][DV]
layout(std430, binding = 3) writeonly buffer Yb { float y[]; };     // rows of heads * DV
layout(std430, binding = 4) readonly buffer Pb { uint pos; uint n; } state;
// hk: key heads; conv: channels
layout(push_constant) uniform P { uint hk, conv; } pc;

shared uint sm[OG + 4u * C];
float fget(uint i) { return uintBitsToFloat(sm[i]); }
void fset(uint i, float v) { sm[i] = floatBitsToUint(v); }
#define SG_(s) fget(OG + (s))
#define SB_(s) fget(OG + C + (s))
#define SKS_(s) fget(OG + 2u * C + (s))
#define SQS_(s) fget(OG + 3u * C + (s))
#define F16 fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
#define F32 fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>

// A sub-chunk's k and q, read once into registers (a sub-chunk ahead) as pairs of keys: pair e = tid + WG m of
// C * DK / 2 (row e / (DK / 2), keys 2 (e % (DK / 2)) and the next); then kept as fp16 pairs,
// k scaled by its L2 norm, q by its and exp(G), zeros past lc: staged from there for the first
// products (a key block of KB at a time) and again, k alone, for the state's
const uint NKP = C * DK / (2u * WG);
void fetch_keys(uint c0, uint lc, uint qc, uint kc, out vec2 rk[NKP], out vec2 rq[NKP]) {
    for (uint m = 0u; m < NKP; m++) {
        uint e = gl_LocalInvocationID.x + WG * m, s = e / (DK / 2u), b = (c0 + s) * pc.conv + 2u * (e % (DK / 2u));
        rk[m] = s < lc ? vec2(cv[b + kc], cv[b + kc + 1u]) : vec2(0.0);
        rq[m] = s < lc ? vec2(cv[b + qc], cv[b + qc + 1u]) : vec2(0.0);
    }
}
void stage_block(uint kb, uint kp[NKP], uint qp[NKP]) {
    for (uint m = 0u; m < NKP; m++) {
        uint e = gl_LocalInvocationID.x + WG * m, s = e / (DK / 2u), p = e % (DK / 2u);
        if (p / (KB / 2u) == kb) {
            sm[s * RH + p % (KB / 2u)] = kp[m];
            sm[C * RH + s * RH + p % (KB / 2u)] = qp[m];
        }
    }
}

void main() {
    uint tiles = DV / TV, tid = gl_LocalInvocationID.x, sg = gl_SubgroupID;
    uint h = gl_WorkGroupID.x / tiles, j0 = (gl_WorkGroupID.x % tiles) * TV, kh = h % pc.hk;
    uint nv = gl_NumWorkGroups.x / tiles, n = state.n, yw = nv * DV;
    uint qc = kh * DK, kc = pc.hk * DK + kh * DK, vc = 2u * pc.hk * DK + h * DV + j0;
    uint sbase = h * DK * DV + j0;
    uint rs = tid / (WG / C), jb = tid % (WG / C) * E;   // the right-hand side's row and columns
    for (uint e = tid; e < DK * TV; e += WG) fset(OS + (e / TV) * SSF + e % TV, st[sbase + (e / TV) * DV + e % TV]);
    for (uint e = tid; e < DK * TV / 2u; e += WG) {
        uint i = e / (TV / 2u), j = 2u * (e % (TV / 2u));
        sm[OS16 + i * R16 + j / 2u] = packHalf2x16(vec2(st[sbase + i * DV + j], st[sbase + i * DV + j + 1u]));
    }
    vec2 rk[NKP], rq[NKP];   // the sub-chunk's k and q, read during the previous one's state products
    fetch_keys(0u, min(C, n), qc, kc, rk, rq);
    for (uint c0 = 0u; c0 < n; c0 += C) {
        uint lc = min(C, n - c0), wb = (c0 / C * nv + h) * WS;
        barrier();   // the previous sub-chunk's state products are done
        if (tid < C) {
            fset(OG + tid, w[wb + 2u * C * C + tid]);
            fset(OG + C + tid, w[wb + 2u * C * C + C + tid]);
            fset(OG + 2u * C + tid, w[wb + 2u * C * C + 2u * C + tid]);
            fset(OG + 3u * C + tid, w[wb + 2u * C * C + 3u * C + tid]);
        }
        // k and q, A and the values, read now for after the products
        float fa[NA], fv[E];
        for (uint m = 0u; m < NA; m++) fa[m] = w[wb + tid + WG * m];
        for (uint m = 0u; m < E; m++) fv[m] = rs < lc ? cv[(c0 + rs) * pc.conv + vc + jb + m] : 0.0;
        barrier();
        uint kp[NKP], qp[NKP];
        for (uint m = 0u; m < NKP; m++) {
            uint s = (tid + WG * m) / (DK / 2u);
            kp[m] = packHalf2x16(rk[m] * SKS_(s));
            qp[m] = packHalf2x16(rq[m] * (SQS_(s) * exp(SG_(s))));
        }

        // 1. K S0 (tiles 0..3) and Q' S0 (4..7), a key block of KB at a time
        F32 acc[8u / NSG];
        [[unroll]] for (uint u = 0u; u < 8u / NSG; u++) acc[u] = F32(0.0);
        for (uint k0 = 0u; k0 < DK; k0 += KB) {
            if (k0 > 0u) barrier();
            stage_block(k0 / KB, kp, qp);
            barrier();
            [[unroll]] for (uint u = 0u; u < 8u / NSG; u++) {
                uint t = sg + u * NSG;
                [[unroll]] for (uint kk = 0u; kk < KB / 16u; kk++) {
                    F16 a, b;
                    coopMatLoadNV(a, sm, (t / 4u) * C * RH + (t % 4u) * 16u * RH + kk * 8u, RH, false);
                    coopMatLoadNV(b, sm, OS16 + (k0 + kk * 16u) * R16, R16, false);
                    acc[u] = coopMatMulAddNV(a, b, acc[u]);
                }
            }
        }
        [[unroll]] for (uint u = 0u; u < 8u / NSG; u++) {
            uint t = sg + u * NSG;
            coopMatStoreNV(acc[u], sm, (t < 4u ? OD : OO) + (t % 4u) * 16u * TV, TV, false);
        }
        barrier();   // K S0 and Q' S0 stored, the key blocks read: X takes A

        // 2. the deltas, as gdn_chunk: the right-hand side, then the forward substitution in
        // blocks of SL rows (T = (I + A_bb)^-1 - I in A's diagonal blocks)
        for (uint m = 0u; m < NA; m++) {
            uint e = tid + WG * m;
            fset((e / C) * CP + e % C, fa[m]);
        }
        for (uint m = 0u; m < E; m++) {
            uint e = OD + rs * TV + jb + m;
            fset(e, SB_(rs) * (fv[m] - exp(SG_(rs)) * fget(e)));
        }
        vec2 fq[NA / 2u];   // Q's entries in pairs, during the solve
        for (uint m = 0u; m < NA / 2u; m++) {
            uint e = 2u * (tid + WG * m);
            fq[m] = vec2(w[wb + C * C + e], w[wb + C * C + e + 1u]);
        }
        barrier();
        for (uint b0 = 0u; b0 < lc; b0 += SL) {
            uint s = b0 + tid / TV, j = tid % TV;
            float acc1 = fget(OD + s * TV + j);
            for (uint r = 0u; r < b0; r++) acc1 -= fget(s * CP + r) * fget(OD + r * TV + j);
            fset(OD + s * TV + j, acc1);
            barrier();
            for (uint r = b0; r < s; r++) acc1 += fget(s * CP + r) * fget(OD + r * TV + j);
            barrier();
            fset(OD + s * TV + j, acc1);
            barrier();
        }

        // 3. the outputs: Q (its lower triangle, rows and columns past lc zero) and D as fp16
        for (uint m = 0u; m < NA / 2u; m++) {
            uint e = 2u * (tid + WG * m), t = e / C, s = e % C;
            bool ok = t < lc && s < lc;
            sm[t * RQ + s / 2u] = packHalf2x16(vec2(ok && s <= t ? fq[m].x : 0.0, ok && s + 1u <= t ? fq[m].y : 0.0));
        }
        for (uint e = tid; e < C * TV / 2u; e += WG) {
            uint s = e / (TV / 2u), j = 2u * (e % (TV / 2u));
            vec2 d = s < lc ? vec2(fget(OD + s * TV + j), fget(OD + s * TV + j + 1u)) : vec2(0.0);
            sm[OD16 + s * R16 + j / 2u] = packHalf2x16(d);
        }
        barrier();
        for (uint rt = sg; rt < 4u; rt += NSG) {
            if (rt * 16u >= lc) continue;   // uniform in the subgroup
            F32 o;
            coopMatLoadNV(o, sm, OO + rt * 16u * TV, TV, false);
            for (uint kt = 0u; kt <= rt; kt++) {
                F16 a, b;
                coopMatLoadNV(a, sm, rt * 16u * RQ + kt * 8u, RQ, false);
                coopMatLoadNV(b, sm, OD16 + kt * 16u * R16, R16, false);
                o = coopMatMulAddNV(a, b, o);
            }
            coopMatStoreNV(o, sm, OO + rt * 16u * TV, TV, false);
        }
        barrier();   // the outputs stored, Q and D16 read
        for (uint e = tid; e < C * TV; e += WG) {
            uint t = e / TV;
            if (t < lc) y[(c0 + t) * yw + h * DV + j0 + e % TV] = fget(OO + e);
        }
        float gl = SG_(lc - 1u);
        for (uint e = tid; e < C * TV / 2u; e += WG) {
            uint s = e / (TV / 2u), j = 2u * (e % (TV / 2u));
            vec2 d = s < lc ? vec2(fget(OD + s * TV + j), fget(OD + s * TV + j + 1u)) * exp(gl - SG_(s)) : vec2(0.0);
            sm[OD16 + s * R16 + j / 2u] = packHalf2x16(d);
        }
        for (uint m = 0u; m < NKP; m++) {
            uint e = tid + WG * m;
            sm[(e / (DK / 2u)) * RK + e % (DK / 2u)] = kp[m];
        }
        if (c0 + C < n) fetch_keys(c0 + C, min(C, n - c0 - C), qc, kc, rk, rq);
        barrier();

        // 4. the state: S = exp(G_L) S0 + K^T D', a 16-key tile a subgroup
        for (uint it = sg; it < DK / 16u; it += NSG) {
            F32 sacc;
            coopMatLoadNV(sacc, sm, OS + it * 16u * SSF, SSF, false);
            sacc = sacc * exp(gl);
            for (uint kt = 0u; kt * 16u < lc; kt++) {
                F16 a, b;
                coopMatLoadNV(a, sm, kt * 16u * RK + it * 8u, RK, true);
                coopMatLoadNV(b, sm, OD16 + kt * 16u * R16, R16, false);
                sacc = coopMatMulAddNV(a, b, sacc);
            }
            coopMatStoreNV(sacc, sm, OS + it * 16u * SSF, SSF, false);
            F16 s16 = F16(sacc);
            coopMatStoreNV(s16, sm, OS16 + it * 16u * R16, R16, false);
        }
    }
    barrier();
    for (uint e = tid; e < DK * TV; e += WG) st[sbase + (e / TV) * DV + e % TV] = fget(OS + (e / TV) * SSF + e % TV);
}
