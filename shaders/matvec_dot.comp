#version 450
// y = W x (+ bias) (+ residual) for Q8_0, Q4_K and Q6_K weights with integer dot
// products: each workgroup first stages its input -- with the folded-in RMSNorm or SwiGLU
// applied -- in shared memory, quantized to int8 in 32-element blocks (one float scale
// each, scale = max|x| / 127, round to nearest even), then every 4 weights cost one
// 4x8-bit dot product (OpSDot, SPV_KHR_integer_dot_product) instead of four conversions
// and four FMAs, and 4 bytes of shared x replace 16 bytes of global x. The float kernel
// (matvec.comp) reads x at full precision; this one trades that for speed the way
// quantized CPU kernels do (int8 activations). The host picks it when the device enables
// shaderIntegerDotProduct and the staged input fits in shared memory.
// Work items and lanes are laid out as in matvec.comp; matvec_io.glsl has the interface.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_spirv_intrinsics : require
#extension GL_KHR_shader_subgroup_shuffle : require
#include "common.glsl"

layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 4) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 4) readonly buffer W1b { uint W1[]; };    // and 4 bytes a load
#include "matvec_io.glsl"
#include "quant.glsl"

layout(constant_id = 5) const uint XMAX = 4096;   // = ncols; sizes the staged input
shared uvec4 qx[XMAX / 16u];   // the input as int8, 16 to a uvec4
shared float dx[XMAX / 32u];   // the scale of each 32-element block
shared float sx[XMAX / 16u];   // the (dequantized) sum of each 16 elements, for Q4_K's minimums

// sum over 4 byte lanes of a[i] * b[i], both signed 8-bit (OpSDot, packed 4x8 format)
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4450)
int sdot(uint a, uint b, spirv_literal int fmt);
int dot4(uint a, uint b) { return sdot(a, b, 0); }

uint pack8(ivec4 q) { return (uint(q.x) & 255u) | ((uint(q.y) & 255u) << 8) | ((uint(q.z) & 255u) << 16) | (uint(q.w) << 24); }

// Two lanes per 32-element block, 16 elements each: the block's max|x| through one
// shuffle, then one uvec4 of int8 per lane.
void stage() {
    for (uint i = gl_LocalInvocationID.x; i < XMAX / 16u; i += gl_WorkGroupSize.x) {
        vec4 v[4];
        float amax = 0.0;
        for (uint k = 0u; k < 4u; k++) {
            v[k] = xin(4u * i + k);
            vec4 a = abs(v[k]);
            amax = max(amax, max(max(a.x, a.y), max(a.z, a.w)));
        }
        amax = max(amax, subgroupShuffleXor(amax, 1u));   // the partner holds the block's other half
        float id = amax > 0.0 ? 127.0 / amax : 0.0, d = amax / 127.0;
        uvec4 w;
        int s = 0;
        for (uint k = 0u; k < 4u; k++) {
            ivec4 q = ivec4(roundEven(v[k] * id));
            w[k] = pack8(q);
            s += q.x + q.y + q.z + q.w;
        }
        qx[i] = w;
        sx[i] = d * float(s);
        if ((i & 1u) == 0u) dx[i >> 1] = d;
    }
}

uint it0, its;   // this lane's first work item and the stride
const uint NIT = XMAX / 32u;   // work items of a row (one x block each)

// Each type's loop is software-pipelined: the weights of a lane's next item are loaded
// while the current one is computed, and the first item's loads go out before the input
// is staged (they do not depend on x), so a mat-vec waits once for memory, not once for
// the staging and once more for the weights. Items past the row's end load the last item
// again and are not used; rows past the matrix load the last row and are not written.

// Q8_0, item = one block: 34 bytes from 9 aligned words (a block starts 0 or 2 bytes into one)
struct Q8W { uint w[9]; };
Q8W q8_load(uint row, uint rbytes, uint it) {
    uint b = row * rbytes + it * 34u, wi = b >> 2;
    Q8W o;
    for (uint k = 0u; k < 9u; k++) o.w[k] = W1[wi + k];
    return o;
}
void dots_q8_0(uint row0, uint rbytes, inout float acc[4]) {
    Q8W cur[4], nxt[4];
    for (uint r = 0u; r < R; r++) cur[r] = q8_load(min(row0 + r, pc.nrows - 1u), rbytes, min(it0, NIT - 1u));
    stage();
    barrier();
    for (uint it = it0; it < NIT; it += its) {
        for (uint r = 0u; r < R; r++) nxt[r] = q8_load(min(row0 + r, pc.nrows - 1u), rbytes, min(it + its, NIT - 1u));
        uvec4 xa = qx[2u * it], xb = qx[2u * it + 1u];
        float dxi = dx[it];
        for (uint r = 0u; r < R; r++) {
            bool odd = ((min(row0 + r, pc.nrows - 1u) * rbytes + it * 34u) & 2u) != 0u;
            int s = 0;
            for (uint k = 0u; k < 8u; k++) {
                uint q = odd ? cur[r].w[k + 1u] : (cur[r].w[k] >> 16) | (cur[r].w[k + 1u] << 16);
                s += dot4(q, k < 4u ? xa[k] : xb[k - 4u]);
            }
            acc[r] += unpackHalf2x16(odd ? cur[r].w[0] >> 16 : cur[r].w[0]).x * dxi * float(s);
        }
        cur = nxt;
    }
}

// Q4_K, item = half of a 64-element chunk: 16 bytes of qs hold 16 elements of sub-block
// 2c (low nibbles) and 16 of sub-block 2c+1 (high nibbles); a sub-block is one x block
struct Q4W { uvec4 head, q; };   // d, dmin | scales[0..11]; the item's 16 bytes of qs
Q4W q4_load(uint row, uint rbytes, uint it) {
    uint b = (row * rbytes + (it >> 3) * 144u) >> 4;   // 16-byte aligned
    return Q4W(W4[b], W4[b + 1u + 2u * ((it >> 1) & 3u) + (it & 1u)]);
}
void dots_q4_k(uint row0, uint rbytes, inout float acc[4]) {
    Q4W cur[4], nxt[4];
    for (uint r = 0u; r < R; r++) cur[r] = q4_load(min(row0 + r, pc.nrows - 1u), rbytes, min(it0, NIT - 1u));
    stage();
    barrier();
    for (uint it = it0; it < NIT; it += its) {
        for (uint r = 0u; r < R; r++) nxt[r] = q4_load(min(row0 + r, pc.nrows - 1u), rbytes, min(it + its, NIT - 1u));
        uint blk = it >> 3, c = (it >> 1) & 3u, hf = it & 1u, j = 2u * c;
        uint e = blk * 256u + 64u * c + 16u * hf;   // first low-nibble element; +32: high
        uvec4 xl = qx[e >> 4], xh = qx[(e + 32u) >> 4];
        float dl = dx[e >> 5], dh = dx[(e + 32u) >> 5], sl = sx[e >> 4], sh = sx[(e + 32u) >> 4];
        for (uint r = 0u; r < R; r++) {
            vec2 dm = unpackHalf2x16(cur[r].head.x);
            float sc0, m0, sc1, m1;
            k4_scale_min_w(cur[r].head, j, sc0, m0);
            k4_scale_min_w(cur[r].head, j + 1u, sc1, m1);
            int il = 0, ih = 0;
            for (uint k = 0u; k < 4u; k++) {
                il += dot4(cur[r].q[k] & 0x0F0F0F0Fu, xl[k]);
                ih += dot4((cur[r].q[k] >> 4) & 0x0F0F0F0Fu, xh[k]);
            }
            acc[r] += dm.x * (sc0 * dl * float(il) + sc1 * dh * float(ih)) - dm.y * (m0 * sl + m1 * sh);
        }
        cur = nxt;
    }
}

// Q6_K, item = 8 positions l of one 128-element half, all four quarters (32 elements);
// each quarter's 8 elements lie in one x block and share one weight scale
struct Q6W { uvec2 lo, hi, qh; uint sc01, sc23; float d; };
uint w16x2(uint o) { return wu16(o) | (wu16(o + 2u) << 16); }
Q6W q6_load(uint row, uint rbytes, uint it) {
    uint b = row * rbytes + (it >> 3) * 210u, p = it & 7u, h = p >> 2, l0 = (p & 3u) * 8u;
    uint lo = b + 64u * h + l0, hb = b + 128u + 32u * h + l0, sb = b + 192u + 8u * h + (l0 >> 4);
    Q6W o;
    o.lo = uvec2(w16x2(lo), w16x2(lo + 4u));
    o.hi = uvec2(w16x2(lo + 32u), w16x2(lo + 36u));
    o.qh = uvec2(w16x2(hb), w16x2(hb + 4u));
    o.sc01 = wbyte(sb) | (wbyte(sb + 2u) << 8);   // the scales of quarters 0..3: bytes sb + 2q
    o.sc23 = wbyte(sb + 4u) | (wbyte(sb + 6u) << 8);
    o.d = wf16(b + 208u);
    return o;
}
void dots_q6_k(uint row0, uint rbytes, inout float acc[4]) {
    Q6W cur[4], nxt[4];
    for (uint r = 0u; r < R; r++) cur[r] = q6_load(min(row0 + r, pc.nrows - 1u), rbytes, min(it0, NIT - 1u));
    stage();
    barrier();
    for (uint it = it0; it < NIT; it += its) {
        for (uint r = 0u; r < R; r++) nxt[r] = q6_load(min(row0 + r, pc.nrows - 1u), rbytes, min(it + its, NIT - 1u));
        uint blk = it >> 3, p = it & 7u, h = p >> 2, l0 = (p & 3u) * 8u;
        uint e0 = blk * 256u + 128u * h + l0;
        uvec2 xq[4];
        float dq[4];
        for (uint q = 0u; q < 4u; q++) {
            uint e = e0 + 32u * q;
            uvec4 t = qx[e >> 4];
            xq[q] = (e & 8u) != 0u ? t.zw : t.xy;
            dq[q] = dx[e >> 5];
        }
        for (uint r = 0u; r < R; r++) {
            float a = 0.0;
            for (uint q = 0u; q < 4u; q++) {
                uvec2 lw = (q & 1u) != 0u ? cur[r].hi : cur[r].lo;
                // 6-bit quants of 4 positions per word; + 0x60 then ^ 0x80 per byte gives q - 32 as int8
                uvec2 v = ((lw >> ((q >> 1) * 4u)) & 0x0F0F0F0Fu) | (((cur[r].qh >> (2u * q)) & 0x03030303u) << 4);
                v = (v + 0x60606060u) ^ 0x80808080u;
                int s = dot4(v.x, xq[q].x) + dot4(v.y, xq[q].y);
                uint sb = (q < 2u ? cur[r].sc01 : cur[r].sc23) >> ((q & 1u) * 8u);
                a += float(int(sb << 24) >> 24) * dq[q] * float(s);
            }
            acc[r] += cur[r].d * a;
        }
        cur = nxt;
    }
}

void main() {
    mv_norm();
    uint sg_id = gl_LocalInvocationID.x / SG, slice = sg_id % KS, groups = gl_WorkGroupSize.x / SG / KS;
    uint wg = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint row0 = (wg * groups + sg_id / KS) * R;
    uint nr = row0 < pc.nrows ? min(R, pc.nrows - row0) : 0u;
    uint rbytes = row_bytes(XMAX);
    it0 = gl_SubgroupInvocationID + slice * SG;
    its = SG * KS;
    float acc[4] = float[4](0.0, 0.0, 0.0, 0.0);
    // every subgroup runs its loop (the staging barrier is inside): rows past the end are
    // computed from the last row and not written
    if (WTYPE == 8u) dots_q8_0(row0, rbytes, acc);
    else if (WTYPE == 12u) dots_q4_k(row0, rbytes, acc);
    else if (WTYPE == 14u) dots_q6_k(row0, rbytes, acc);
    mv_store(sg_id, slice, groups, wg, row0, nr, acc);
}
