#version 450
// y = W x (+ bias) (+ residual) for quantized weights with integer dot products (Q8_0,
// Q4_K, Q5_K, Q6_K, Q3_K, IQ4_XS, IQ4_NL and MXFP4 with hand-written items; every other
// quantized type a 32-element unit an item, through quant_int8.glsl's unit_int8, mm_dot's
// decoding): the input -- with the folded-in RMSNorm or SwiGLU applied -- is quantized to
// int8 in 16-element blocks (one float scale each, scale = max|x| / 127, round to nearest
// even), then every 4 weights cost one 4x8-bit dot product (OpSDot,
// SPV_KHR_integer_dot_product) instead of four conversions and four FMAs, and 4 bytes of
// x replace 16. Either each workgroup stages that input in shared memory first, or
// (XPRE) its producer already wrote it quantized (matvec_io.glsl's QOUT), so lanes read
// it from the cache and start on the weights at once. The float
// kernel (matvec.comp) reads x at full precision; this one trades that for speed the way
// quantized CPU kernels do (int8 activations). The host picks it when the device enables
// shaderIntegerDotProduct and the staged input fits in shared memory.
// Work items and lanes are laid out as in matvec.comp; matvec_io.glsl has the interface.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_spirv_intrinsics : require
#include "common.glsl"

layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 4) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 4) readonly buffer W1b { uint W1[]; };    // and 4 bytes a load
layout(std430, binding = 4) readonly buffer W2b { uvec2 W2[]; };   // and 8 (IQ4_XS's blocks: 8-byte aligned)
layout(std430, binding = 11) readonly buffer Gb { uint iq_grid[]; };   // IQ1/IQ2/IQ3 lookup grids (quant.glsl)
#include "matvec_io.glsl"
// COPIES interleaved copies of the shared lookup table (the code book below, or quant.glsl's
// IQ2/IQ3 grid), lane l reading copy l % COPIES: random lookups meet fewer to a bank
layout(constant_id = 11) const uint COPIES = 1;
uint tab_lane;
#define GRID_SHARED 1
#include "quant.glsl"
#include "mm_deq.glsl"
// IQ4_NL, IQ4_XS, MXFP4: a table of each index byte's two code book values (the low
// nibble's in bits 0-7, the high one's in bits 16-23) in shared memory, filled first by the
// workgroup: 4 table reads give 8 int8 weights (quant_int8.glsl's unit_book), where the
// lookup by selects costs ~9 instructions a weight (COPIES of it)
const bool BOOK = WTYPE == 20u || WTYPE == 23u || WTYPE == 39u;
shared uint book_tab[BOOK ? 256u * COPIES : 1u];
shared uint book_one[BOOK && COPIES > 1u ? 256u : 1u];   // one copy, computed first, then copied

// The code book table: its 256 entries computed once, then copied COPIES times (a warp
// reading one word and writing consecutive ones), not computed for every copy
void book_fill() {
    for (uint i = gl_LocalInvocationID.x; i < 256u; i += gl_WorkGroupSize.x) {
        uint lo = i & 15u, hi = i >> 4;
        uint v = ((book_word(lo, WTYPE == 39u) >> (8u * (lo & 3u))) & 255u) |
                 (((book_word(hi, WTYPE == 39u) >> (8u * (hi & 3u))) & 255u) << 16);
        if (COPIES == 1u) book_tab[i] = v;
        else book_one[i] = v;
    }
    if (COPIES == 1u) return;
    barrier();
    for (uint i = gl_LocalInvocationID.x; i < 256u * COPIES; i += gl_WorkGroupSize.x)
        book_tab[i] = book_one[i / COPIES];
}
#define BOOK_TABLE 1
#include "quant_int8.glsl"

layout(constant_id = 5) const uint XMAX = 4096;   // = ncols; sizes the staged input
layout(constant_id = 6) const uint XPRE = 0;      // 1: the input comes quantized (binding 9)
layout(constant_id = 8) const uint PF = 0;        // 1: Q4_K: each item's weights load a round ahead
shared uvec4 qx[XPRE != 0u ? 1u : XMAX / 16u];    // the input as int8, 16 to a uvec4
shared vec2 dsx[XPRE != 0u ? 1u : XMAX / 16u];    // each block's scale and dequantized sum

// block i of the quantized input: its 16 quants, its (scale, sum)
uvec4 xq(uint i) { return XPRE != 0u ? xq4[i] : qx[i]; }
vec2 xds(uint i) { return XPRE != 0u ? xqd[XMAX / 8u + i] : dsx[i]; }

// One lane per 16-element block
void stage() {
    for (uint i = gl_LocalInvocationID.x; i < XMAX / 16u; i += gl_WorkGroupSize.x) {
        float v[16];
        for (uint k = 0u; k < 4u; k++) {
            vec4 t = xin(4u * i + k);
            v[4u * k] = t.x; v[4u * k + 1u] = t.y; v[4u * k + 2u] = t.z; v[4u * k + 3u] = t.w;
        }
        qx[i] = quant16(v, dsx[i]);
    }
}

uint it0, its;   // this lane's first work item and the stride

// Q8_0, item = one block: 34 bytes from 9 aligned words (a block starts 0 or 2 bytes into one)
void dots_q8_0(uint row0, uint rbytes, inout float acc[4]) {
    for (uint it = it0; it < XMAX / 32u; it += its) {
        uvec4 xa = xq(2u * it), xb = xq(2u * it + 1u);
        float da = xds(2u * it).x, db = xds(2u * it + 1u).x;
        for (uint r = 0u; r < R; r++) {
            // rows past the end: read, not written
            uint b = min(row0 + r, pc.nrows - 1u) * rbytes + it * 34u, wi = b >> 2;
            bool odd = (b & 2u) != 0u;
            uint w[9];
            for (uint k = 0u; k < 9u; k++) w[k] = W1[wi + k];
            int sa = 0, sb = 0;
            for (uint k = 0u; k < 8u; k++) {
                uint q = odd ? w[k + 1u] : (w[k] >> 16) | (w[k + 1u] << 16);
                if (k < 4u) sa += dot4(q, xa[k]);
                else sb += dot4(q, xb[k - 4u]);
            }
            acc[r] += unpackHalf2x16(odd ? w[0] >> 16 : w[0]).x * (da * float(sa) + db * float(sb));
        }
    }
}

// One Q4_K or Q5_K item's dot product: its block's head (d, dmin | scales[0..11]), its 16 bytes
// of quants (sub-blocks j and j+1), the two x blocks and their (scale, sum)
float q4k_item(uvec4 head, uvec4 q, uvec4 qh, uint j, uvec4 xl, uvec4 xh, vec2 l, vec2 h) {
    vec2 dm = unpackHalf2x16(head.x);
    float sc0, m0, sc1, m1;
    k4_scale_min_w(head, j, sc0, m0);
    k4_scale_min_w(head, j + 1u, sc1, m1);
    int il = 0, ih = 0;
    for (uint k = 0u; k < 4u; k++) {
        uint lo = q[k] & 0x0F0F0F0Fu, hi = (q[k] >> 4) & 0x0F0F0F0Fu;
        if (WTYPE == 13u) {   // Q5_K: fifth bits j and j + 1 of the elements' qh bytes
            lo |= ((qh[k] >> j) & 0x01010101u) << 4;
            hi |= ((qh[k] >> (j + 1u)) & 0x01010101u) << 4;
        }
        il += dot4(lo, xl[k]);
        ih += dot4(hi, xh[k]);
    }
    return dm.x * (sc0 * l.x * float(il) + sc1 * h.x * float(ih)) - dm.y * (m0 * l.y + m1 * h.y);
}
// Q4_K and Q5_K (176-byte blocks: the head, qh[32], qs[128]; an item's fifth bits are the
// 16 qh bytes of its half), 16-byte loads
void dots_q45_k(uint row0, uint rbytes, inout float acc[4]) {
    const bool five = WTYPE == 13u;
    const uint bsz = five ? 176u : 144u, qs = five ? 3u : 1u;
    for (uint it = it0; it < XMAX / 32u; it += its) {
        uint blk = it >> 3, c = (it >> 1) & 3u, hf = it & 1u, j = 2u * c;
        uint e = blk * 256u + 64u * c + 16u * hf;   // first low-nibble element; +32: high
        uvec4 xl = xq(e >> 4), xh = xq((e + 32u) >> 4);
        vec2 l = xds(e >> 4), h = xds((e + 32u) >> 4);
        for (uint r = 0u; r < R; r++) {
            uint b = (min(row0 + r, pc.nrows - 1u) * rbytes + blk * bsz) >> 4;   // 16-byte aligned
            uvec4 head = W4[b];                          // d, dmin | scales[0..11]
            uvec4 q = W4[b + qs + 2u * c + hf];
            uvec4 qh = five ? W4[b + 1u + hf] : uvec4(0u);
            acc[r] += q4k_item(head, q, qh, j, xl, xh, l, h);
        }
    }
}
void dots_q4_k_pf(uint row0, uint rbytes, inout float acc[4]) {
    uvec4 hn[4], qn[4];
    uint n = XMAX / 32u, first = min(it0, n - 1u);   // a lane without items loads the last one
    for (uint r = 0u; r < R; r++) {
        uint b = (min(row0 + r, pc.nrows - 1u) * rbytes + (first >> 3) * 144u) >> 4;
        hn[r] = W4[b];
        qn[r] = W4[b + 1u + (first & 7u)];
    }
    for (uint it = it0; it < n; it += its) {
        uint blk = it >> 3, j = 2u * ((it >> 1) & 3u), e = blk * 256u + 32u * j + 16u * (it & 1u);
        uvec4 xl = xq(e >> 4), xh = xq((e + 32u) >> 4);
        vec2 l = xds(e >> 4), h = xds((e + 32u) >> 4);
        uvec4 hc[4] = hn, qc[4] = qn;
        uint nx = it + its;
        if (nx < n)
            for (uint r = 0u; r < R; r++) {
                uint b = (min(row0 + r, pc.nrows - 1u) * rbytes + (nx >> 3) * 144u) >> 4;
                hn[r] = W4[b];
                qn[r] = W4[b + 1u + (nx & 7u)];
            }
        for (uint r = 0u; r < R; r++) acc[r] += q4k_item(hc[r], qc[r], uvec4(0u), j, xl, xh, l, h);
    }
}

// Q6_K, item = 8 positions l of one 128-element half, all four quarters (32 elements);
// each quarter's 8 elements lie in one x block and share one weight scale
void dots_q6_k(uint row0, uint rbytes, inout float acc[4]) {
    for (uint it = it0; it < XMAX / 32u; it += its) {
        uint blk = it >> 3, p = it & 7u, h = p >> 2, l0 = (p & 3u) * 8u;
        uint e0 = blk * 256u + 128u * h + l0;
        uvec2 xv[4];
        float dq[4];
        for (uint q = 0u; q < 4u; q++) {
            uint e = e0 + 32u * q;
            uvec4 t = xq(e >> 4);
            xv[q] = (e & 8u) != 0u ? t.zw : t.xy;
            dq[q] = xds(e >> 4).x;
        }
        for (uint r = 0u; r < R; r++) {
            uint b = min(row0 + r, pc.nrows - 1u) * rbytes + blk * 210u;
            uint lo = b + 64u * h + l0, hi = lo + 32u, hb = b + 128u + 32u * h + l0;
            uvec2 qlo = uvec2(wu16(lo) | (wu16(lo + 2u) << 16), wu16(lo + 4u) | (wu16(lo + 6u) << 16));
            uvec2 qhi = uvec2(wu16(hi) | (wu16(hi + 2u) << 16), wu16(hi + 4u) | (wu16(hi + 6u) << 16));
            uvec2 qh = uvec2(wu16(hb) | (wu16(hb + 2u) << 16), wu16(hb + 4u) | (wu16(hb + 6u) << 16));
            float a = 0.0;
            for (uint q = 0u; q < 4u; q++) {
                uvec2 lw = (q & 1u) != 0u ? qhi : qlo;
                // 6-bit quants of 4 positions per word; + 0x60 then ^ 0x80 per byte gives q - 32 as int8
                uvec2 v = ((lw >> ((q >> 1) * 4u)) & 0x0F0F0F0Fu) | (((qh >> (2u * q)) & 0x03030303u) << 4);
                v = (v + 0x60606060u) ^ 0x80808080u;
                int s = dot4(v.x, xv[q].x) + dot4(v.y, xv[q].y);
                a += float(wi8(b + 192u + 8u * h + (l0 >> 4) + 2u * q)) * dq[q] * float(s);
            }
            acc[r] += wf16(b + 208u) * a;
        }
    }
}

// 8 bytes at an even byte o of the weights, from 3 aligned words
uvec2 w8_even(uint o) {
    uint wi = o >> 2, a = W1[wi], b = W1[wi + 1u], c = W1[wi + 2u];
    return (o & 2u) != 0u ? uvec2((a >> 16) | (b << 16), (b >> 16) | (c << 16)) : uvec2(a, b);
}
// Q3_K (110-byte blocks, 2-byte aligned: hmask[32], qs[64], scales[12], d), item = 8 positions
// l0.. of one 128-element half h, all four quarters, as Q6_K's: its 8 quant bytes, 8 high-bit
// bytes (bits 4h + q), the block's scales and d in 9 or 10 loads, where the generic 32-element
// unit takes 23 and reads the high bits and the quants of 4 units to use those of one
void dots_q3_k(uint row0, uint rbytes, inout float acc[4]) {
    for (uint it = it0; it < XMAX / 32u; it += its) {
        uint blk = it >> 3, p = it & 7u, h = p >> 2, l0 = (p & 3u) * 8u;
        uint e0 = blk * 256u + 128u * h + l0;
        uvec2 xv[4];
        float dq[4];
        for (uint q = 0u; q < 4u; q++) {
            uint e = e0 + 32u * q;
            uvec4 t = xq(e >> 4);
            xv[q] = (e & 8u) != 0u ? t.zw : t.xy;
            dq[q] = xds(e >> 4).x;
        }
        for (uint r = 0u; r < R; r++) {
            uint b = min(row0 + r, pc.nrows - 1u) * rbytes + blk * 110u, si = (b + 96u) >> 2;
            uvec2 qs = w8_even(b + 32u + 32u * h + l0), hm = w8_even(b + l0);
            bool odd = (b & 2u) != 0u;
            uint t0 = W1[si], t1 = W1[si + 1u], t2 = W1[si + 2u], t3 = odd ? W1[si + 3u] : 0u;   // (inside the block)
            uvec3 sc = odd ? uvec3((t0 >> 16) | (t1 << 16), (t1 >> 16) | (t2 << 16), (t2 >> 16) | (t3 << 16))
                           : uvec3(t0, t1, t2);
            float a = 0.0;
            for (uint q = 0u; q < 4u; q++) {
                uint i = 8u * h + 2u * q + (l0 >> 4);   // the scale of these 8 elements (quant.glsl's q3_scale)
                uint lo = (sc[(i & 7u) >> 2] >> (8u * (i & 3u) + 4u * h)) & 15u;
                uint hi = (sc.z >> (8u * (i & 3u) + 2u * (i >> 2))) & 3u;
                uvec2 v = ((qs >> (2u * q)) & 0x03030303u) | (((hm >> (4u * h + q)) & 0x01010101u) << 2);
                int s = dot4(sub_bytes(v.x, 4u), xv[q].x) + dot4(sub_bytes(v.y, 4u), xv[q].y);
                a += float(int(lo | (hi << 4)) - 32) * dq[q] * float(s);
            }
            acc[r] += wf16(b + 108u) * a;
        }
    }
}

// Every other type, item = one 32-element unit (two x blocks) as int8 quants with a scale
// and a minimum per 16 (w = s q + m): s d_x (sum q q_x) + m (d_x sum q_x) per block, the
// product of the dequantized weights with the int8-rounded input, as mm_dot forms it
// IQ4_XS, item = a 32-element sub-block j: the block's head (d, scales_h, scales_l[4]) and the
// sub-block's 16 index bytes in three 8-byte loads, where the generic unit reads 16-bit
// halves (136-byte blocks are 8-byte aligned; the 8 items of a block share its head's line)
void dots_iq4_xs(uint row0, uint rbytes, inout float acc[4]) {
    for (uint it = it0; it < XMAX / 32u; it += its) {
        uvec4 xa = xq(2u * it), xb = xq(2u * it + 1u);
        float da = xds(2u * it).x, db = xds(2u * it + 1u).x;
        uint j = it & 7u;
        for (uint r = 0u; r < R; r++) {
            uint b = (min(row0 + r, pc.nrows - 1u) * rbytes + (it >> 3) * 136u) >> 3;
            uvec2 head = W2[b], q0 = W2[b + 1u + 2u * j], q1 = W2[b + 2u + 2u * j];
            uint v[4] = uint[4](q0.x, q0.y, q1.x, q1.y);
            int sa = 0, sb = 0;
            for (uint k = 0u; k < 4u; k++) {
                uint lo, hi;
                book_table4(v[k], lo, hi);
                sa += dot4(lo, xa[k]);
                sb += dot4(hi, xb[k]);
            }
            acc[r] += iq4xs_d(head.x, head.y, j) * (da * float(sa) + db * float(sb));
        }
    }
}

// MXFP4 (e, qs[16]) and IQ4_NL (d, qs[16]), item = one 17- or 18-byte block from 5 aligned
// words (it starts at any byte of the first), where the generic unit reads 16-bit halves
// (13 loads a block for MXFP4's odd offsets)
void dots_book_blk(uint row0, uint rbytes, inout float acc[4]) {
    const uint bsz = WTYPE == 39u ? 17u : 18u, hs = (bsz - 16u) * 8u;   // the head's bits
    for (uint it = it0; it < XMAX / 32u; it += its) {
        uvec4 xa = xq(2u * it), xb = xq(2u * it + 1u);
        float da = xds(2u * it).x, db = xds(2u * it + 1u).x;
        for (uint r = 0u; r < R; r++) {
            uint v[5];
            blk_words5(min(row0 + r, pc.nrows - 1u) * rbytes + it * bsz, v);   // mm_deq.glsl
            int sa = 0, sb = 0;
            for (uint k = 0u; k < 4u; k++) {
                uint lo, hi;
                book_table4((v[k] >> hs) | (v[k + 1u] << (32u - hs)), lo, hi);
                sa += dot4(lo, xa[k]);
                sb += dot4(hi, xb[k]);
            }
            float d = WTYPE == 39u ? e8m0_half(v[0] & 255u) : unpackHalf2x16(v[0]).x;
            acc[r] += d * (da * float(sa) + db * float(sb));
        }
    }
}

void dots_units(uint row0, uint rbytes, inout float acc[4]) {
    for (uint it = it0; it < XMAX / 32u; it += its) {
        uvec4 xa = xq(2u * it), xb = xq(2u * it + 1u);
        vec2 da = xds(2u * it), db = xds(2u * it + 1u);
        for (uint r = 0u; r < R; r++) {
            uint q[8];
            vec4 sm;
            unit_int8(min(row0 + r, pc.nrows - 1u) * rbytes, it, q, sm);   // rows past the end: read, not written
            int sa = dot4(q[0], xa.x) + dot4(q[1], xa.y) + dot4(q[2], xa.z) + dot4(q[3], xa.w);
            int sb = dot4(q[4], xb.x) + dot4(q[5], xb.y) + dot4(q[6], xb.z) + dot4(q[7], xb.w);
            acc[r] += sm.x * da.x * float(sa) + sm.y * da.y + sm.z * db.x * float(sb) + sm.w * db.y;
        }
    }
}

void main() {
    tab_lane = gl_LocalInvocationID.x % COPIES;
    if (BOOK) book_fill();
    if (GRID_WORDS > 0u) grid_fill();
    if (BOOK || GRID_WORDS > 0u) barrier();
    if (XPRE == 0u) {
        mv_norm();
        stage();
        barrier();
    }
    uint sg_id = gl_LocalInvocationID.x / SG, slice = sg_id % KS, groups = gl_WorkGroupSize.x / SG / KS;
    uint wg = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint row0 = mv_row0(wg, groups * R, sg_id / KS * R);
    uint nr = row0 < pc.nrows ? min(R, pc.nrows - row0) : 0u;   // no early return: barriers below
    uint rbytes = row_bytes(XMAX);
    it0 = gl_SubgroupInvocationID + slice * SG;
    its = SG * KS;
    float acc[4] = float[4](0.0, 0.0, 0.0, 0.0);
    if (nr > 0u) {
        if (WTYPE == 8u) dots_q8_0(row0, rbytes, acc);
        else if (WTYPE == 12u && PF != 0u) dots_q4_k_pf(row0, rbytes, acc);
        else if (WTYPE == 12u || WTYPE == 13u) dots_q45_k(row0, rbytes, acc);
        else if (WTYPE == 14u) dots_q6_k(row0, rbytes, acc);
        else if (WTYPE == 23u) dots_iq4_xs(row0, rbytes, acc);
        else if (WTYPE == 11u) dots_q3_k(row0, rbytes, acc);
        else if (WTYPE == 39u || WTYPE == 20u) dots_book_blk(row0, rbytes, acc);
        else dots_units(row0, rbytes, acc);
    }
    // XPRE: the producer quantized x * norm weights, 1/rms is one factor of the dot. Its
    // parts are added up here, after the dot products, not before them: the loads of the
    // first weights no longer wait for theirs (H100, 8B tg128 310 vs 307)
    if (XPRE != 0u) {
        mv_norm();
        for (uint r = 0u; r < R; r++) acc[r] *= inv_rms;
    }
    mv_store(sg_id, slice, groups, wg, row0, nr, acc);
}
