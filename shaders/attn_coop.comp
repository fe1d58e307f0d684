#version 450
// Causal attention of a prompt chunk on tensor cores (GL_NV_cooperative_matrix, 16x16x16
// fp16 x fp16 + fp32): attn_rows' interface and result, for an f16 KV cache.
// Workgroup (g, y) of Y rows takes KV head g and chunk rows t0 = (Y - 1 - y) * BQ .. + BQ - 1: the
// R = BQ * REP query vectors (r = row * REP + head) of those rows and the REP query heads
// of g, so that every K/V block staged in shared memory serves all of them. R / 16
// subgroups, each 16 query vectors, which it keeps as fp16 fragments in registers (Q is
// converted from f32 once, through shared memory). Per block of BK positions:
//   1. the block's keys and values (fetched into registers during the previous block's
//      products) go to shared memory as they are in the cache, [j][d] fp16;
//   2. S = Q K^T per subgroup (16 x BK, fp32), stored to the subgroup's own shared tile;
//   3. online softmax there, SG / 16 lanes a query vector: causal mask (position <=
//      pos + row), scale, the block's max, weights P = 256 exp(s - max) cut to fp16
//      (x256: the weights down to 2^-22 of the max stay normal fp16 numbers; the sum l is
//      taken over the cut weights, so that the normalisation matches what P V
//      multiplies), the rescale factor of the earlier blocks;
//   4. O = O * c + P V: O lives in HD / 16 fp32 accumulators; the per-row factor c is
//      applied element by element: which row an accumulator element belongs to is read
//      once from a matrix loaded with its row indices (RID; one layout per matrix type).
// Positions past the workgroup's last one load as zeros (the cache there may hold NaN,
// which a zero weight would not cancel). A subgroup whose rows all end before a block
// skips its products (its rows' weights there would all be 0).
// Shared memory, bytes: 16 * max(R, 2 BK) * (HD / 8 + 1) (Q staging, then K and V with
// 16 bytes of pad a row against bank conflicts) + 4 * R * (BK + 4) (scores) +
// 16 * R * (BK / 8 + 1) (weights) + 4 * R; vki__attn_coop_shared.
#extension GL_GOOGLE_include_directive : require
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_shuffle : require
#include "common.glsl"

layout(local_size_x_id = 0) in;                   // R / 16 subgroups
layout(constant_id = 1) const uint SG = 32;       // subgroup size, a multiple of 16
layout(constant_id = 2) const uint KV_F16 = 1;    // must be 1: f32 caches take attn_rows
layout(constant_id = 3) const uint REP = 1;       // query heads per KV head
layout(constant_id = 4) const uint HD = 128;      // head dimension, a multiple of 16
layout(constant_id = 5) const uint BQ = 16;       // chunk rows per workgroup (BQ * REP a multiple of 16)
layout(constant_id = 6) const uint BK = 32;       // positions per block, a multiple of 16
// 1: a block's keys and values are fetched into registers during the previous block
layout(constant_id = 7) const uint PF = 1;
// 1: the output is written as fp16 (the output projection's activations on tensor cores)
layout(constant_id = 8) const uint OH = 0;
// the layer's cache is a ring of RING positions (kv_slot, common.glsl; 0: every position at
// its own row, the kernel without ring arithmetic)
layout(constant_id = 9) const uint RING = 0;
const uint R = BQ * REP;
const uint NSG = R / 16u;
const uint NTH = NSG * SG;
const uint HD8 = HD / 8u;        // uvec4s (8 halves) per vector
const uint SQ = HD8 + 1u;        // staged row stride (uvec4)
const uint SS = BK + 4u;         // score row stride (floats)
const uint SP = BK / 8u + 1u;    // weight row stride (uvec4)
const uint LPR = SG / 16u;       // lanes per query vector in the softmax
const uint CPL = BK / LPR;       // positions per lane (a multiple of 8)
const uint NU = (BK * HD8 + NTH - 1u) / NTH;   // uvec4s of a block's keys (and of its values) per thread
const uint NROW = R > 2u * BK ? R : 2u * BK;

layout(std430, binding = 0) readonly buffer Q4b { vec4 qkv4[]; };
layout(std430, binding = 1) readonly buffer KC4 { uvec4 kc4[]; };
layout(std430, binding = 2) readonly buffer VC4 { uvec4 vc4[]; };
layout(std430, binding = 3) readonly buffer Sb { uint pos; uint n; } state;
layout(std430, binding = 4) writeonly buffer Ob { vec4 o4[]; };
layout(std430, binding = 4) writeonly buffer Ohb { uvec2 oh[]; };   // OH: 4 halves an element
layout(push_constant) uniform P {
    uint n_head_kv, kv_off, ldq;
    float scale;
    float temp;         // attention temperature (attn_temp, common.glsl; 0: none) and its context
    uint temp_n;
    uint window;        // sliding window: a row at position q sees q - window + 1 .. q (0: all)
} pc;

shared uvec4 kvs[NROW * SQ];   // Q [r][d]; then keys [j][d] (rows 0..BK-1) and values (BK..2BK-1)
shared float ss[R * SS];       // per subgroup 16 x BK scores (also RID and the output tiles)
shared uvec4 ps[R * SP];       // per subgroup 16 x BK weights, fp16
shared float cs[R];            // per query vector: the block's rescale factor, at the end 1 / l

void main() {
    uint g = gl_WorkGroupID.x, tid = gl_LocalInvocationID.x, sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    // the last rows first: they read the most positions, and the short early ones fill in
    // behind them as SMs free up (H200, 8B pp512 +0.7%, at depth 4096 +0.4%)
    uint t0 = (gl_NumWorkGroups.y - 1u - gl_WorkGroupID.y) * BQ, n = state.n, pos = state.pos;
    if (t0 >= n) return;   // the whole workgroup
    uint tl = min(t0 + BQ, n) - 1u;                  // the workgroup's last real row
    uint kend = pos + tl + 1u;                       // positions read: 0 .. kend - 1
    uint stride = pc.n_head_kv * HD, kvbase = pc.kv_off + g * HD, n_head = pc.n_head_kv * REP;
    uint sublim = pos + min(t0 + (sg * 16u + 15u) / REP, tl);   // the subgroup's last position

    // queries as fp16 (rows past n read the last real row: finite, never written out)
    for (uint x = tid; x < R * HD8; x += NTH) {
        uint r = x / HD8, c = x % HD8;
        uint b = (min(t0 + r / REP, tl) * pc.ldq + (g * REP + r % REP) * HD) / 4u + 2u * c;
        vec4 a = qkv4[b], q = qkv4[b + 1u];
        kvs[r * SQ + c] = uvec4(packHalf2x16(a.xy), packHalf2x16(a.zw), packHalf2x16(q.xy), packHalf2x16(q.zw));
    }
    // RID: element (i, j) = i, in the subgroup's score tile
    uint sb = sg * 16u * SS;
    for (uint e = lane; e < 256u; e += SG) ss[sb + (e / 16u) * SS + e % 16u] = float(e / 16u);
    barrier();
    fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> qf[HD / 16u];
    [[unroll]] for (uint k = 0u; k < HD / 16u; k++) coopMatLoadNV(qf[k], kvs, sg * 16u * SQ + 2u * k, SQ, false);
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> rid;
    coopMatLoadNV(rid, ss, sb, SS, false);
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> o[HD / 16u];
    [[unroll]] for (uint k = 0u; k < HD / 16u; k++) o[k] = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);

    // this lane's softmax share: query vector r (row `row` of the subgroup's 16), positions
    // part * CPL .. + CPL - 1 of each block; m, l are the same in the vector's LPR lanes
    uint row = lane / LPR, part = lane % LPR, r = sg * 16u + row;
    uint lim = pos + min(t0 + r / REP, tl);
    float m = -1e30, l = 0.0, qscale = pc.scale * attn_temp(lim, pc.temp, pc.temp_n);
    uint wlo = win_lo(lim, pc.window), span = lim - wlo;   // positions wlo .. lim (win_lo)

    uvec4 uk[NU], uv[NU];   // the next block's keys and values
    // a ring: from the first block any row sees (win_lo; the ring holds no earlier ones), the
    // ring row of a block's first position taken once a block (kv_slot)
    uint jstart = RING != 0u ? win_lo(pos + t0, pc.window) / BK * BK : 0u, js = kv_slot(jstart, RING);
    if (PF != 0u)
        [[unroll]] for (uint i = 0u; i < NU; i++) {
            uint x = tid + i * NTH, j = jstart + x / HD8;
            uint e = kvbase + (RING != 0u ? ring_add_bk(js, x / HD8, RING, BK) : j) * stride + 8u * (x % HD8);
            bool ok = x < BK * HD8 && j < kend;
            uk[i] = ok ? kc4[e / 8u] : uvec4(0u);
            uv[i] = ok ? vc4[e / 8u] : uvec4(0u);
        }
    for (uint j0 = jstart; j0 < kend; j0 += BK) {
        if (PF == 0u) js = kv_slot(j0, RING);
        barrier();   // the previous block's K, V (or Q) are read
        [[unroll]] for (uint i = 0u; i < NU; i++) {
            uint x = tid + i * NTH;
            if (PF == 0u) {
                uint j = j0 + x / HD8;
                uint e = kvbase + (RING != 0u ? ring_add_bk(js, x / HD8, RING, BK) : j) * stride + 8u * (x % HD8);
                bool ok = x < BK * HD8 && j < kend;
                uk[i] = ok ? kc4[e / 8u] : uvec4(0u);
                uv[i] = ok ? vc4[e / 8u] : uvec4(0u);
            }
            if (x < BK * HD8) {
                kvs[(x / HD8) * SQ + x % HD8] = uk[i];
                kvs[(BK + x / HD8) * SQ + x % HD8] = uv[i];
            }
        }
        barrier();
        if (PF != 0u && j0 + BK < kend) {
            js = kv_slot(j0 + BK, RING);   // the next block's
            [[unroll]] for (uint i = 0u; i < NU; i++) {
                uint x = tid + i * NTH, j = j0 + BK + x / HD8;
                uint e = kvbase + (RING != 0u ? ring_add_bk(js, x / HD8, RING, BK) : j) * stride + 8u * (x % HD8);
                bool ok = x < BK * HD8 && j < kend;
                uk[i] = ok ? kc4[e / 8u] : uvec4(0u);
                uv[i] = ok ? vc4[e / 8u] : uvec4(0u);
            }
        }
        if (j0 > sublim) continue;   // uniform in the subgroup; no barrier inside

        // 2. S = Q K^T (K [j][d] is K^T column-major)
        [[unroll]] for (uint jt = 0u; jt < BK / 16u; jt++) {
            fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> s = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
            [[unroll]] for (uint k = 0u; k < HD / 16u; k++) {
                fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> kf;
                coopMatLoadNV(kf, kvs, jt * 16u * SQ + 2u * k, SQ, true);
                s = coopMatMulAddNV(qf[k], kf, s);
            }
            coopMatStoreNV(s, ss, sb + jt * 16u, SS, false);
        }
        subgroupMemoryBarrierShared();
        subgroupBarrier();

        // 3. online softmax of the block
        float v[CPL];
        float mx = -1e30;
        [[unroll]] for (uint c = 0u; c < CPL; c++) {
            uint j = part * CPL + c;
            v[c] = j0 + j - wlo <= span ? ss[sb + row * SS + j] * qscale : -1e30;
            mx = max(mx, v[c]);
        }
        [[unroll]] for (uint sh = 1u; sh < LPR; sh <<= 1) mx = max(mx, subgroupShuffleXor(mx, sh));
        float mn = max(m, mx), cf = exp(m - mn), sum = 0.0;
        [[unroll]] for (uint c = 0u; c < CPL; c += 8u) {
            uvec4 w;
            [[unroll]] for (uint h = 0u; h < 4u; h++) {
                uint j = part * CPL + c + 2u * h;
                vec2 p = 256.0 * vec2(j0 + j - wlo <= span ? exp(v[c + 2u * h] - mn) : 0.0,
                                      j0 + j + 1u - wlo <= span ? exp(v[c + 2u * h + 1u] - mn) : 0.0);
                // to fp16 by hand, so that l sums exactly the weights P V takes: 11 significant
                // bits (truncation), 0 below fp16's normal range. (unpackHalf2x16(packHalf2x16(p))
                // summed here gave the H100 outputs off by ~2^-13 relative: apparently folded to p)
                p = uintBitsToFloat(floatBitsToUint(p) & 0xffffe000u);
                p = mix(p, vec2(0.0), lessThan(p, vec2(6.103515625e-05)));
                w[h] = packHalf2x16(p);   // exact
                sum += p.x + p.y;
            }
            ps[sg * 16u * SP + row * SP + (part * CPL + c) / 8u] = w;
        }
        [[unroll]] for (uint sh = 1u; sh < LPR; sh <<= 1) sum += subgroupShuffleXor(sum, sh);
        m = mn;
        l = l * cf + sum;
        if (part == 0u) cs[r] = cf;
        subgroupMemoryBarrierShared();
        subgroupBarrier();

        // 4. O = O * c + P V
        // constant indices (with a loop to length() the H100's build had 288 bytes of local memory)
        [[unroll]] for (int e = 0; e < int(256u / SG); e++)
            if (e < rid.length()) {
                float c = cs[sg * 16u + uint(rid[e])];
                [[unroll]] for (uint k = 0u; k < HD / 16u; k++) o[k][e] *= c;
            }
        [[unroll]] for (uint kk = 0u; kk < BK / 16u; kk++) {
            fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> pf;
            coopMatLoadNV(pf, ps, sg * 16u * SP + 2u * kk, SP, false);
            [[unroll]] for (uint k = 0u; k < HD / 16u; k++) {
                fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> vf;
                coopMatLoadNV(vf, kvs, (BK + kk * 16u) * SQ + 2u * k, SQ, false);
                o[k] = coopMatMulAddNV(pf, vf, o[k]);
            }
        }
        subgroupMemoryBarrierShared();
        subgroupBarrier();   // cs and ps are read before the next block writes them
    }

    // out: O / l of the real rows, a 16 x 16 tile at a time through the score tile
    if (part == 0u) cs[r] = 1.0 / l;
    subgroupMemoryBarrierShared();
    subgroupBarrier();
    [[unroll]] for (int e = 0; e < int(256u / SG); e++)
        if (e < rid.length()) {
            float c = cs[sg * 16u + uint(rid[e])];
            [[unroll]] for (uint k = 0u; k < HD / 16u; k++) o[k][e] *= c;
        }
    [[unroll]] for (uint k = 0u; k < HD / 16u; k++) {
        coopMatStoreNV(o[k], ss, sb, SS, false);
        subgroupMemoryBarrierShared();
        subgroupBarrier();
        for (uint e = lane; e < 64u; e += SG) {
            uint i = e / 4u, rr = sg * 16u + i, trow = t0 + rr / REP;
            if (trow <= tl) {
                uint a = sb + i * SS + 4u * (e % 4u);
                uint at = (trow * n_head * HD + (g * REP + rr % REP) * HD + 16u * k) / 4u;
                vec4 v = vec4(ss[a], ss[a + 1u], ss[a + 2u], ss[a + 3u]);
                if (OH != 0u) oh[at + e % 4u] = uvec2(packHalf2x16(v.xy), packHalf2x16(v.zw));
                else o4[at + e % 4u] = v;
            }
        }
        subgroupMemoryBarrierShared();
        subgroupBarrier();
    }
}
