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
//      shared memory transposed too, [d][r]); S goes to shared memory as [j][r].
//      SMX 1: the online softmax is done here, on the tile's vec4s (one component a query
//      vector), the block's max and sum over the CL lanes holding the vectors' tiles
//      (subgroup shuffles);
//   3. the values of the block into the space the keys took ([j][d]); SMX 0: the online
//      softmax meanwhile, one thread a query vector: the block's max, the rescaling factor
//      of the earlier blocks, the weights (0 past the vector's own causal limit);
//   4. O = O * c + P V: each thread one tile of 4 query vectors x VPT groups of 4
//      dimensions (spaced HD/VPT apart, so that neighbouring threads read neighbouring
//      16 bytes), in named registers (the host makes NT_O <= the workgroup size).
// PF 1: a block's keys load into registers during the previous block's P V and its values
// during its scores, so that no phase waits for memory.
// The queries load times the attention temperature of their row's position (attn_temp).
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
// 1: the softmax inside the score tiles (subgroup shuffles over BK / 4 lanes, a power of 2 <= SG)
layout(constant_id = 8) const uint SMX = 0;
// 1: the output is written as fp16 (the output projection's activations on tensor cores)
layout(constant_id = 9) const uint OH = 0;
// the layer's cache is a ring of RING positions (kv_slot, common.glsl; 0: every position at
// its own row, the kernel without ring arithmetic)
layout(constant_id = 10) const uint RING = 0;
const uint R = BQ * REP;                          // query vectors of the workgroup (r = row * REP + head)
const uint R4 = R / 4u;
const uint CL = BK / 4u;                          // score tiles of a block per 4 query vectors
// value vec4s per thread tile: 4, or 2 where HD is not a multiple of 16
const uint VPT = 4u - 2u * ((HD / 8u) % 2u);
const uint OG = HD / (4u * VPT);                  // output tiles per 4 query vectors
const uint NT_S = R4 * CL;                        // score tiles
const uint NT_O = R4 * OG;                        // output tiles: at most the workgroup size (one a thread)
// 8-element units of a block a thread loads
const uint NU = (BK * HD / 8u + gl_WorkGroupSize.x - 1u) / gl_WorkGroupSize.x;

layout(std430, binding = 0) readonly buffer Q4b { vec4 qkv4[]; };
layout(std430, binding = 1) readonly buffer KC4 { uvec4 kc4[]; };   // f16: 8 elements, f32: 4 a load
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

shared vec4 qs[HD * R4];          // [d][r / 4]
shared vec4 kv[HD * BK / 4u];     // keys [d][j / 4], then values [j][d / 4]
shared vec4 ps[BK * R4];          // scores, then weights: [j][r / 4]
shared float m_s[R], l_s[R], c_s[R];

uint kend, j0, kvbase, stride;
uint js0;   // RING: the ring row of j0 (set with it, once a block)

// max and sum over the CL threads of 4 query vectors' score tiles (SMX; CL divides SG)
vec4 cmax(vec4 x) {
    [[unroll]] for (uint o = 1u; o < CL; o <<= 1) x = max(x, subgroupShuffleXor(x, o));
    return x;
}
vec4 cadd(vec4 x) {
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
    uint e = kvbase + (RING != 0u ? ring_add_bk(js0, j, RING, BK) : j0 + j) * stride + 8u * c;
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

uint tl_, t0_;
void put(uint i, vec4 v) {
    if (OH != 0u) oh[i] = uvec2(packHalf2x16(v.xy), packHalf2x16(v.zw));
    else o4[i] = v;
}
// query vector r's output tile (dimension groups odg + k OG), divided by its sum
void out_row(uint r, vec4 x0, vec4 x1, vec4 x2, vec4 x3) {
    uint row = t0_ + r / REP, h = gl_WorkGroupID.x * REP + r % REP, odg = gl_LocalInvocationID.x % OG;
    if (row > tl_) return;
    uint b = (row * pc.n_head_kv * REP * HD + h * HD) / 4u + odg;
    float l = l_s[r];
    put(b, x0 / l);
    put(b + OG, x1 / l);
    if (VPT == 4u) {
        put(b + 2u * OG, x2 / l);
        put(b + 3u * OG, x3 / l);
    }
}

void main() {
    uint g = gl_WorkGroupID.x, t = gl_LocalInvocationID.x, wgs = gl_WorkGroupSize.x;
    uint t0 = gl_WorkGroupID.y * BQ, n = state.n, pos = state.pos;
    if (t0 >= n) return;   // the whole workgroup: no barrier is left waiting
    uint tl = min(t0 + BQ, n) - 1u;          // the workgroup's last real row
    tl_ = tl;
    t0_ = t0;
    kend = pos + tl + 1u;                    // positions it reads: 0 .. kend - 1
    stride = pc.n_head_kv * HD;
    kvbase = pc.kv_off + g * HD;
    uint n_head = pc.n_head_kv * REP;

    // queries: thread takes 4 consecutive dimensions of one vector (rows past n read the
    // last real row: finite, never written out)
    for (uint x = t; x < R * HD / 4u; x += wgs) {
        uint r = x % R, d4 = x / R;
        uint row = min(t0 + r / REP, tl), h = g * REP + r % REP;
        vec4 v = qkv4[(row * pc.ldq + h * HD) / 4u + d4] * attn_temp(pos + row, pc.temp, pc.temp_n);
        for (uint e = 0u; e < 4u; e++) qs[(4u * d4 + e) * R4 + r / 4u][r % 4u] = v[e];
    }
    for (uint r = t; r < R; r += wgs) {
        m_s[r] = -1e30;
        l_s[r] = 0.0;
    }

    // this thread's output tile (one at most: NT_O <= wg): 4 query vectors (a0*..a3*) x
    // VPT vec4 of dimensions (a*0..a*3; VPT 2 leaves a*2, a*3 unused). Named variables, not
    // an array: the H100's compiler kept a 64-float array in local memory
    uint org = t / OG, odg = t % OG;
    bool own = t < NT_O;
    vec4 a00 = vec4(0.0), a01 = vec4(0.0), a02 = vec4(0.0), a03 = vec4(0.0);
    vec4 a10 = vec4(0.0), a11 = vec4(0.0), a12 = vec4(0.0), a13 = vec4(0.0);
    vec4 a20 = vec4(0.0), a21 = vec4(0.0), a22 = vec4(0.0), a23 = vec4(0.0);
    vec4 a30 = vec4(0.0), a31 = vec4(0.0), a32 = vec4(0.0), a33 = vec4(0.0);
    uvec4 u0[NU], u1[NU];   // PF: the next phase's units
    // a ring: from the first block any row sees (win_lo; the ring holds no earlier ones)
    j0 = RING != 0u ? win_lo(pos + t0, pc.window) / BK * BK : 0u;
    js0 = kv_slot(j0, RING);
    if (PF != 0u)
        [[unroll]] for (uint i = 0u; i < NU; i++) load_unit(true, t + i * wgs, u0[i], u1[i]);

    for (; j0 < kend; j0 += BK) {
        js0 = kv_slot(j0, RING);
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
            vec4 s0 = vec4(0.0), s1 = vec4(0.0), s2 = vec4(0.0), s3 = vec4(0.0);   // position 4 cg + c, over 4 vectors
            for (uint d0 = 0u; d0 < HD; d0 += 4u)   // 4 dimensions a step: their loads issued together
                [[unroll]] for (uint d = d0; d < d0 + 4u; d++) {
                    vec4 q = qs[d * R4 + rg], k = kv[d * CL + cg];
                    s0 += q * k.x;
                    s1 += q * k.y;
                    s2 += q * k.z;
                    s3 += q * k.w;
                }
            s0 *= pc.scale;
            s1 *= pc.scale;
            s2 *= pc.scale;
            s3 *= pc.scale;
            if (SMX != 0u) {   // per query vector (the vec4's components) at once
                uint rb = 4u * rg, jc = j0 + 4u * cg;
                uvec4 lim = uvec4(pos) + min(uvec4(t0) + uvec4(rb, rb + 1u, rb + 2u, rb + 3u) / REP, uvec4(tl));
                // lo <= j <= lim (win_lo)
                uvec4 lov = uvec4(win_lo(lim.x, pc.window), win_lo(lim.y, pc.window), win_lo(lim.z, pc.window),
                                  win_lo(lim.w, pc.window)), span = lim - lov;
                bvec4 ok0 = lessThanEqual(uvec4(jc) - lov, span), ok1 = lessThanEqual(uvec4(jc + 1u) - lov, span);
                bvec4 ok2 = lessThanEqual(uvec4(jc + 2u) - lov, span), ok3 = lessThanEqual(uvec4(jc + 3u) - lov, span);
                vec4 lo = vec4(-1e30);
                vec4 mx = max(max(mix(lo, s0, ok0), mix(lo, s1, ok1)), max(mix(lo, s2, ok2), mix(lo, s3, ok3)));
                vec4 m = vec4(m_s[rb], m_s[rb + 1u], m_s[rb + 2u], m_s[rb + 3u]);
                vec4 mn = max(m, cmax(mx)), z = vec4(0.0);
                s0 = mix(z, exp(s0 - mn), ok0);
                s1 = mix(z, exp(s1 - mn), ok1);
                s2 = mix(z, exp(s2 - mn), ok2);
                s3 = mix(z, exp(s3 - mn), ok3);
                vec4 sum = cadd(s0 + s1 + s2 + s3);   // every lane has read m_s (its input) before
                if (cg == 0u) {
                    vec4 cf = exp(m - mn);
                    vec4 l = vec4(l_s[rb], l_s[rb + 1u], l_s[rb + 2u], l_s[rb + 3u]) * cf + sum;
                    [[unroll]] for (uint rr = 0u; rr < 4u; rr++) {
                        m_s[rb + rr] = mn[rr];
                        l_s[rb + rr] = l[rr];
                        c_s[rb + rr] = cf[rr];
                    }
                }
            }
            ps[(4u * cg + 0u) * R4 + rg] = s0;
            ps[(4u * cg + 1u) * R4 + rg] = s1;
            ps[(4u * cg + 2u) * R4 + rg] = s2;
            ps[(4u * cg + 3u) * R4 + rg] = s3;
        }
        barrier();
        // 3. values into kv ([j][d]); and (SMX 0) the softmax, one thread a query vector
        [[unroll]] for (uint i = 0u; i < NU; i++) {
            if (PF == 0u) load_unit(false, t + i * wgs, u0[i], u1[i]);
            store_unit(false, t + i * wgs, u0[i], u1[i]);
        }
        if (PF != 0u && j0 + BK < kend) {   // the next block's keys, while P V is computed
            j0 += BK;
            js0 = kv_slot(j0, RING);   // (the loop sets it again for this block)
            [[unroll]] for (uint i = 0u; i < NU; i++) load_unit(true, t + i * wgs, u0[i], u1[i]);
            j0 -= BK;
        }
        if (SMX == 0u)
            for (uint r = t; r < R; r += wgs) {
                uint lim = pos + min(t0 + r / REP, tl);            // the vector's last position
                uint lo = win_lo(lim, pc.window);                  // its first (win_lo)
                float m = m_s[r], mx = -1e30;
                for (uint j = 0u; j < BK; j++)
                    if (j0 + j - lo <= lim - lo) mx = max(mx, ps[j * R4 + r / 4u][r % 4u]);
                float mn = max(m, mx), c = exp(m - mn), sum = 0.0;
                for (uint j = 0u; j < BK; j++) {
                    float w = j0 + j - lo <= lim - lo ? exp(ps[j * R4 + r / 4u][r % 4u] - mn) : 0.0;
                    ps[j * R4 + r / 4u][r % 4u] = w;
                    sum += w;
                }
                m_s[r] = mn;
                l_s[r] = l_s[r] * c + sum;
                c_s[r] = c;
            }
        barrier();
        // 4. O = O * c + P V
        if (own) {
            vec4 c = vec4(c_s[4u * org], c_s[4u * org + 1u], c_s[4u * org + 2u], c_s[4u * org + 3u]);
            a00 *= c.x; a01 *= c.x; a02 *= c.x; a03 *= c.x;
            a10 *= c.y; a11 *= c.y; a12 *= c.y; a13 *= c.y;
            a20 *= c.z; a21 *= c.z; a22 *= c.z; a23 *= c.z;
            a30 *= c.w; a31 *= c.w; a32 *= c.w; a33 *= c.w;
            for (uint jp = 0u; jp < BK; jp += 2u)
                [[unroll]] for (uint j = jp; j < jp + 2u; j++) {
                    vec4 w = ps[j * R4 + org];
                    uint vb = j * (HD / 4u) + odg;
                    vec4 v0 = kv[vb], v1 = kv[vb + OG];
                    vec4 v2 = VPT == 4u ? kv[vb + 2u * OG] : vec4(0.0), v3 = VPT == 4u ? kv[vb + 3u * OG] : vec4(0.0);
                    a00 += w.x * v0; a01 += w.x * v1; a02 += w.x * v2; a03 += w.x * v3;
                    a10 += w.y * v0; a11 += w.y * v1; a12 += w.y * v2; a13 += w.y * v3;
                    a20 += w.z * v0; a21 += w.z * v1; a22 += w.z * v2; a23 += w.z * v3;
                    a30 += w.w * v0; a31 += w.w * v1; a32 += w.w * v2; a33 += w.w * v3;
                }
        }
    }
    // out: o[t][head][d] for the real rows
    if (own) {
        out_row(4u * org, a00, a01, a02, a03);
        out_row(4u * org + 1u, a10, a11, a12, a13);
        out_row(4u * org + 2u, a20, a21, a22, a23);
        out_row(4u * org + 3u, a30, a31, a32, a33);
    }
}
