#version 450
// Causal attention of a prompt chunk (flash attention) over the KV cache, after rope_rows
// has rotated the queries in qkv and appended the chunk's keys and values to the cache.
// Workgroup (g, y) takes KV head g and the chunk's rows t0 = y * BQ .. t0 + BQ - 1: the
// R = BQ * REP query vectors of those rows and of the REP query heads of g (GQA: every
// K/V load serves all of them). Row t sees cache positions 0 .. pos + t.
// Per block of BK positions (up to pos + the workgroup's last row):
//   1. the keys into shared memory as f32, transposed ([d][j]);
//   2. scores S = Q K^T: each thread a 4 x 4 tile (4 query vectors x 4 positions), per
//      dimension one 16-byte shared load of each side for 16 products (Q is kept in
//      shared memory transposed too, [d][r]); S goes to shared memory as [j][r];
//   3. online softmax, one thread per query vector: the block's max, the rescaling factor
//      of the earlier blocks, the weights (0 past the vector's own causal limit); the
//      values of the block load meanwhile into the space the keys took ([j][d]);
//   4. O += P V: each thread 4 query vectors x VPT groups of 4 dimensions (spaced HD/VPT
//      apart, so that neighbouring threads read neighbouring 16 bytes), rescaled first.
// Scores are scaled after the dot product and the softmax runs from -1e30 as in
// attention.comp. Positions past the block's end load as zeros (the cache there may hold
// anything, even NaN, which a zero weight would not cancel).
// Shared memory: 4 * (HD * R + HD * BK + BK * R + 3 * R) bytes; the host keeps it within
// the device's limit (vki__attn_rows_shape).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_EXT_control_flow_attributes : require

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;       // subgroup size
layout(constant_id = 2) const uint KV_F16 = 1;    // KV cache in f16 (else f32)
layout(constant_id = 3) const uint REP = 1;       // query heads per KV head
layout(constant_id = 4) const uint HD = 128;      // head dimension, a multiple of 8
layout(constant_id = 5) const uint BQ = 8;        // chunk rows per workgroup, a multiple of 4
layout(constant_id = 6) const uint BK = 32;       // positions per block, a multiple of 8
layout(constant_id = 7) const uint PF = 1;        // 1: each block's keys and values load into registers a phase ahead
layout(constant_id = 8) const uint SMX = 0;       // 1: the softmax inside the score tiles (subgroup shuffles over BK / 4 lanes, a power of 2 <= SG)
const uint R = BQ * REP;                          // query vectors of the workgroup (r = row * REP + head)
const uint R4 = R / 4u;
const uint CL = BK / 4u;                          // score tiles of a block per 4 query vectors
const uint VPT = 4u - 2u * ((HD / 8u) % 2u);      // value vec4s per thread tile: 4, or 2 where HD is not a multiple of 16
const uint OG = HD / (4u * VPT);                  // output tiles per 4 query vectors
const uint NT_S = R4 * CL;                        // score tiles
const uint NT_O = R4 * OG;                        // output tiles
const uint NO = (NT_O + gl_WorkGroupSize.x - 1u) / gl_WorkGroupSize.x;          // output tiles a thread
const uint NU = (BK * HD / 8u + gl_WorkGroupSize.x - 1u) / gl_WorkGroupSize.x;  // 8-element units of a block a thread loads

layout(std430, binding = 0) readonly buffer Q4b { vec4 qkv4[]; };
layout(std430, binding = 1) readonly buffer KC4 { uvec4 kc4[]; };   // f16: 8 elements, f32: 4 a load
layout(std430, binding = 2) readonly buffer VC4 { uvec4 vc4[]; };
layout(std430, binding = 3) readonly buffer Sb { uint pos; uint n; } state;
layout(std430, binding = 4) writeonly buffer Ob { vec4 o4[]; };
layout(push_constant) uniform P {
    uint n_head_kv, kv_off, ldq;
    float scale;
} pc;

shared vec4 qs[HD * R4];          // [d][r / 4]
shared vec4 kv[HD * BK / 4u];     // keys [d][j / 4], then values [j][d / 4]
shared vec4 ps[BK * R4];          // scores, then weights: [j][r / 4]
shared float m_s[R], l_s[R], c_s[R];

uint kend, j0, kvbase, stride;

// max and sum over the CL threads of 4 query vectors' score tiles (SMX; CL divides SG)
float cmax(float x) {
    [[unroll]] for (uint o = 1u; o < CL; o <<= 1) x = max(x, subgroupShuffleXor(x, o));
    return x;
}
float cadd(float x) {
    [[unroll]] for (uint o = 1u; o < CL; o <<= 1) x += subgroupShuffleXor(x, o);
    return x;
}

// unit x of the block (8 elements of one position; keys: positions fastest, for
// conflict-free transposed stores; values: dimensions fastest) as raw bits: f16 in w0,
// f32 in w0 and w1; zeros past kend
void load_unit(bool key, uint x, out uvec4 w0, out uvec4 w1) {
    uint j = key ? x % BK : x / (HD / 8u), c = key ? x / BK : x % (HD / 8u);
    w0 = uvec4(0u);
    w1 = uvec4(0u);
    if (x >= BK * HD / 8u || j0 + j >= kend) return;
    uint e = kvbase + (j0 + j) * stride + 8u * c;
    if (KV_F16 != 0u) {
        w0 = key ? kc4[e / 8u] : vc4[e / 8u];
    } else {
        w0 = key ? kc4[e / 4u] : vc4[e / 4u];
        w1 = key ? kc4[e / 4u + 1u] : vc4[e / 4u + 1u];
    }
}
void store_unit(bool key, uint x, uvec4 w0, uvec4 w1) {
    if (x >= BK * HD / 8u) return;
    vec4 a, b;
    if (KV_F16 != 0u) {
        a = vec4(unpackHalf2x16(w0.x), unpackHalf2x16(w0.y));
        b = vec4(unpackHalf2x16(w0.z), unpackHalf2x16(w0.w));
    } else {
        a = uintBitsToFloat(w0);
        b = uintBitsToFloat(w1);
    }
    if (key) {
        uint j = x % BK, c = x / BK;
        [[unroll]] for (uint e = 0u; e < 4u; e++) {
            kv[(8u * c + e) * CL + j / 4u][j % 4u] = a[e];
            kv[(8u * c + 4u + e) * CL + j / 4u][j % 4u] = b[e];
        }
    } else {
        uint j = x / (HD / 8u), c = x % (HD / 8u);
        kv[j * (HD / 4u) + 2u * c] = a;
        kv[j * (HD / 4u) + 2u * c + 1u] = b;
    }
}

void main() {
    uint g = gl_WorkGroupID.x, t = gl_LocalInvocationID.x, wgs = gl_WorkGroupSize.x;
    uint t0 = gl_WorkGroupID.y * BQ, n = state.n, pos = state.pos;
    if (t0 >= n) return;   // the whole workgroup: no barrier is left waiting
    uint tl = min(t0 + BQ, n) - 1u;          // the workgroup's last real row
    kend = pos + tl + 1u;                    // positions it reads: 0 .. kend - 1
    stride = pc.n_head_kv * HD;
    kvbase = pc.kv_off + g * HD;
    uint n_head = pc.n_head_kv * REP;

    // queries: thread takes 4 consecutive dimensions of one vector (rows past n read the
    // last real row: finite, never written out)
    for (uint x = t; x < R * HD / 4u; x += wgs) {
        uint r = x % R, d4 = x / R;
        uint row = min(t0 + r / REP, tl), h = g * REP + r % REP;
        vec4 v = qkv4[(row * pc.ldq + h * HD) / 4u + d4];
        for (uint e = 0u; e < 4u; e++) qs[(4u * d4 + e) * R4 + r / 4u][r % 4u] = v[e];
    }
    for (uint r = t; r < R; r += wgs) {
        m_s[r] = -1e30;
        l_s[r] = 0.0;
    }

    // this thread's output tiles: 4 vectors x VPT vec4 of dimensions
    vec4 acc[NO * 4u * VPT];
    [[unroll]] for (uint i = 0u; i < NO * 4u * VPT; i++) acc[i] = vec4(0.0);
    uvec4 u0[NU], u1[NU];   // PF: the next phase's units
    j0 = 0u;
    if (PF != 0u)
        [[unroll]] for (uint i = 0u; i < NU; i++) load_unit(true, t + i * wgs, u0[i], u1[i]);

    for (; j0 < kend; j0 += BK) {
        barrier();   // kv (values of the last block) and ps are free again; qs, m_s are written
        // 1. keys, transposed
        [[unroll]] for (uint i = 0u; i < NU; i++) {
            if (PF == 0u) load_unit(true, t + i * wgs, u0[i], u1[i]);
            store_unit(true, t + i * wgs, u0[i], u1[i]);
        }
        if (PF != 0u)   // the values, while the scores are computed
            [[unroll]] for (uint i = 0u; i < NU; i++) load_unit(false, t + i * wgs, u0[i], u1[i]);
        barrier();
        // 2. scores (SMX: with the softmax: the block's max and sum per query vector over
        //    the CL consecutive threads that hold its tiles)
        for (uint x = t; x < NT_S; x += wgs) {
            uint rg = x / CL, cg = x % CL;
            vec4 s[4];
            [[unroll]] for (uint c = 0u; c < 4u; c++) s[c] = vec4(0.0);
            for (uint d0 = 0u; d0 < HD; d0 += 4u)   // 4 dimensions a step: their loads issued together
                [[unroll]] for (uint d = d0; d < d0 + 4u; d++) {
                    vec4 q = qs[d * R4 + rg], k = kv[d * CL + cg];
                    [[unroll]] for (uint c = 0u; c < 4u; c++) s[c] += q * k[c];
                }
            [[unroll]] for (uint c = 0u; c < 4u; c++) s[c] *= pc.scale;
            if (SMX != 0u) {
                [[unroll]] for (uint rr = 0u; rr < 4u; rr++) {
                    uint r = 4u * rg + rr, lim = pos + min(t0 + r / REP, tl);
                    float mx = -1e30;
                    [[unroll]] for (uint c = 0u; c < 4u; c++)
                        if (j0 + 4u * cg + c <= lim) mx = max(mx, s[c][rr]);
                    float m = m_s[r], mn = max(m, cmax(mx)), sum = 0.0;
                    [[unroll]] for (uint c = 0u; c < 4u; c++) {
                        float w = j0 + 4u * cg + c <= lim ? exp(s[c][rr] - mn) : 0.0;
                        s[c][rr] = w;
                        sum += w;
                    }
                    sum = cadd(sum);   // every lane has read m_s[r] before (its input)
                    if (cg == 0u) {
                        float cf = exp(m - mn);
                        m_s[r] = mn;
                        l_s[r] = l_s[r] * cf + sum;
                        c_s[r] = cf;
                    }
                }
            }
            [[unroll]] for (uint c = 0u; c < 4u; c++) ps[(4u * cg + c) * R4 + rg] = s[c];
        }
        barrier();
        // 3. values into kv ([j][d]); and (SMX 0) the softmax, one thread a query vector
        [[unroll]] for (uint i = 0u; i < NU; i++) {
            if (PF == 0u) load_unit(false, t + i * wgs, u0[i], u1[i]);
            store_unit(false, t + i * wgs, u0[i], u1[i]);
        }
        if (PF != 0u && j0 + BK < kend) {   // the next block's keys, while P V is computed
            j0 += BK;
            [[unroll]] for (uint i = 0u; i < NU; i++) load_unit(true, t + i * wgs, u0[i], u1[i]);
            j0 -= BK;
        }
        if (SMX == 0u)
            for (uint r = t; r < R; r += wgs) {
                uint lim = pos + min(t0 + r / REP, tl);            // the vector's last position
                uint nv = lim >= j0 ? min(lim - j0 + 1u, BK) : 0u; // its positions in this block
                float m = m_s[r], mx = -1e30;
                for (uint j = 0u; j < nv; j++) mx = max(mx, ps[j * R4 + r / 4u][r % 4u]);
                float mn = max(m, mx), c = exp(m - mn), sum = 0.0;
                for (uint j = 0u; j < BK; j++) {
                    float w = j < nv ? exp(ps[j * R4 + r / 4u][r % 4u] - mn) : 0.0;
                    ps[j * R4 + r / 4u][r % 4u] = w;
                    sum += w;
                }
                m_s[r] = mn;
                l_s[r] = l_s[r] * c + sum;
                c_s[r] = c;
            }
        barrier();
        // 4. O = O * c + P V
        // (loops over acc unrolled, its indices constants: a dynamic index puts it in memory)
        [[unroll]] for (uint i = 0u; i < NO; i++) {
            uint x = t + i * wgs;
            if (x >= NT_O) continue;
            uint rg = x / OG, dg = x % OG;
            [[unroll]] for (uint rr = 0u; rr < 4u; rr++) {
                float c = c_s[4u * rg + rr];
                [[unroll]] for (uint k = 0u; k < VPT; k++) acc[(i * 4u + rr) * VPT + k] *= c;
            }
            for (uint j0p = 0u; j0p < BK; j0p += 2u)
                [[unroll]] for (uint j = j0p; j < j0p + 2u; j++) {
                    vec4 w = ps[j * R4 + rg];
                    [[unroll]] for (uint k = 0u; k < VPT; k++) {
                        vec4 v = kv[j * (HD / 4u) + dg + k * OG];
                        [[unroll]] for (uint rr = 0u; rr < 4u; rr++) acc[(i * 4u + rr) * VPT + k] += w[rr] * v;
                    }
                }
        }
    }
    // out: o[t][head][d] for the real rows
    [[unroll]] for (uint i = 0u; i < NO; i++) {
        uint x = t + i * wgs;
        if (x >= NT_O) continue;
        uint rg = x / OG, dg = x % OG;
        [[unroll]] for (uint rr = 0u; rr < 4u; rr++) {
            uint r = 4u * rg + rr, row = t0 + r / REP, h = g * REP + r % REP;
            if (row > tl) continue;
            [[unroll]] for (uint k = 0u; k < VPT; k++) o4[(row * n_head * HD + h * HD) / 4u + dg + k * OG] = acc[(i * 4u + rr) * VPT + k] / l_s[r];
        }
    }
}
