#version 450
// Y = a W^T for a chunk of tokens with integer dot products: the route for quantized
// weights on devices with shaderIntegerDotProduct but no cooperative matrices. Same
// bindings, push constants and specialization constants as mm.comp (the host fills
// both alike). A workgroup computes a BM x BN tile of Y (tokens x weight rows); per step
// of BKU 32-element units of K it stages in shared memory
// - the activations as int8 in blocks of 16 along K, each with (d, d * sum of its quants)
//   (quant16: the rounding matvec_dot's input takes, so prompt and decode agree), each
//   thread quantizing blocks of the tile;
// - the weights as int8 q with, per 16 elements, a scale s and a minimum m (w = s q + m):
//   the GGUF block's own integers (offset where the format has one: Q4_0 - 8, Q5_0 - 16,
//   Q6_K - 32), so the staged product is exact up to f32 rounding;
// then each thread accumulates TM x TN outputs: per 16-block 4 OpSDot (4x8-bit) and
// y += d_a s (sum q_a q_w) + m (d_a sum q_a). The minimum term uses the quantized
// activations' sum, so the result is the exact product of the dequantized weights with
// the int8-rounded activations (what tests/ref.h's act_q8 models), as matvec_dot does.
// Thread layout as mm.comp. Workgroup size (spec 0) = (BM / TM) * (BN / TN).
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_spirv_intrinsics : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 3) const uint BM = 64;    // tokens per tile (a multiple of TM)
layout(constant_id = 4) const uint BN = 64;    // weight rows per tile (a multiple of TN)
layout(constant_id = 5) const uint BKU = 2;    // 32-element units of K per step
const uint TM = 4u, TN = 4u;                   // outputs per thread: TM tokens x TN rows
const uint BKB = BKU * 2u;                     // 16-element blocks of K per step

layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 0) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 1) readonly buffer Ab { float A[]; };
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
// k0, kw: a slice of K, as mm_coop.comp takes it
layout(push_constant) uniform P { uint K, N, M, lda, ldy, ycol, flags, k0, kw; } pc;
#include "quant.glsl"
#include "mm_deq.glsl"

// sum over 4 byte lanes of a[i] * b[i], both signed 8-bit (OpSDot, packed 4x8 format)
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4450)
int sdot(uint a, uint b, spirv_literal int fmt);
int dot4(uint a, uint b) { return sdot(a, b, 0); }

const bool HAS_MIN = WTYPE == 3u || WTYPE == 7u || WTYPE == 12u || WTYPE == 13u;   // w = s q + m, m != 0

shared uvec4 Aq[BKB * BM];   // [block][token]: 16 int8 quants
shared vec2 Ad[BKB * BM];    // (d, d * sum of the quants)
shared uvec4 Wq[BKB * BN];   // [block][row]: 16 int8 quants
shared vec2 Wd[BKB * BN];    // (s, m)

// per byte: v - c as int8, for bytes v < 256 - (128 - c) (c <= 128)
uint sub_bytes(uint v, uint c) { return (v + (128u - c) * 0x01010101u) ^ 0x80808080u; }

// 4 bytes at byte o (even) of the weights
uint wword(uint o) { return wu16(o) | (wu16(o + 2u) << 16); }

// bits 4 of 4 bytes from 4 bits h (bit i into byte i)
uint spread4(uint h) { return ((h & 1u) | ((h & 2u) << 7) | ((h & 4u) << 14) | ((h & 8u) << 21)) << 4; }

// Q4_0/Q4_1/Q5_0/Q5_1 unit at byte b: quants at qs, high bits qh (5-bit types), offset c
void unit_q45(uint qs, uint qh, bool five, uint c, out uint q[8]) {
    for (uint k = 0u; k < 4u; k++) {
        uint v = wword(qs + 4u * k), lo = v & 0x0F0F0F0Fu, hi = (v >> 4) & 0x0F0F0F0Fu;
        if (five) {
            lo |= spread4((qh >> (4u * k)) & 15u);
            hi |= spread4((qh >> (16u + 4u * k)) & 15u);
        }
        q[k] = sub_bytes(lo, c);          // elements 4k .. 4k+3
        q[4u + k] = sub_bytes(hi, c);     // elements 16 + 4k ..
    }
}

// Unit u of the row at byte rb as int8 quants q (element j: byte j & 3 of q[j >> 2]) and
// (s, m) of elements 0..15 (xy) and 16..31 (zw)
void unit_int8(uint rb, uint u, out uint q[8], out vec4 sm) {
    for (uint k = 0u; k < 8u; k++) q[k] = 0u;
    sm = vec4(0.0);
    if (WTYPE == 8u || WTYPE == 12u || WTYPE == 14u) {
        uint raw[MM_RAW];
        mm_fetch(rb, u, raw);
        if (WTYPE == 8u) {
            for (uint k = 0u; k < 8u; k++) q[k] = raw[1u + k];
            float d = unpackHalf2x16(raw[0]).x;
            sm = vec4(d, 0.0, d, 0.0);
        } else if (WTYPE == 12u) {
            uvec4 head = uvec4(raw[0], raw[1], raw[2], raw[3]);
            uint sb = u & 7u, sh = (sb & 1u) * 4u;
            vec2 dm = unpackHalf2x16(head.x);
            float sc, mn;
            k4_scale_min_w(head, sb, sc, mn);
            for (uint k = 0u; k < 8u; k++) q[k] = (raw[4u + k] >> sh) & 0x0F0F0F0Fu;
            sm = vec4(dm.x * sc, -dm.y * mn, dm.x * sc, -dm.y * mn);
        } else {
            uint quarter = u & 3u, lsh = (quarter >> 1) * 4u, hsh = quarter * 2u;
            for (uint k = 0u; k < 8u; k++)
                q[k] = sub_bytes(((raw[k] >> lsh) & 0x0F0F0F0Fu) | (((raw[8u + k] >> hsh) & 0x03030303u) << 4), 32u);
            float d = unpackHalf2x16(raw[16] >> 16).x;
            sm = vec4(d * float(int(raw[16] << 24) >> 24), 0.0, d * float(int(raw[16] << 16) >> 24), 0.0);
        }
    } else if (WTYPE == 2u) {   // Q4_0: d, 16 bytes
        uint b = rb + u * 18u;
        unit_q45(b + 2u, 0u, false, 8u, q);
        sm = vec4(wf16(b), 0.0, wf16(b), 0.0);
    } else if (WTYPE == 3u) {   // Q4_1: d, m, 16 bytes
        uint b = rb + u * 20u;
        unit_q45(b + 4u, 0u, false, 0u, q);
        sm = vec4(wf16(b), wf16(b + 2u), wf16(b), wf16(b + 2u));
    } else if (WTYPE == 6u) {   // Q5_0: d, 32 high bits, 16 bytes
        uint b = rb + u * 22u;
        unit_q45(b + 6u, wword(b + 2u), true, 16u, q);
        sm = vec4(wf16(b), 0.0, wf16(b), 0.0);
    } else if (WTYPE == 7u) {   // Q5_1: d, m, 32 high bits, 16 bytes
        uint b = rb + u * 24u;
        unit_q45(b + 8u, wword(b + 4u), true, 0u, q);
        sm = vec4(wf16(b), wf16(b + 2u), wf16(b), wf16(b + 2u));
    } else if (WTYPE == 13u) {  // Q5_K: d, dmin, 12 scale bytes, 32 high-bit bytes, 128 bytes
        uint b = rb + (u >> 3) * 176u, sb = u & 7u, qs = b + 48u + (sb >> 1) * 32u, sh = (sb & 1u) * 4u;
        float sc, mn;
        k4_scale_min(b + 4u, sb, sc, mn);
        for (uint k = 0u; k < 8u; k++)
            q[k] = ((wword(qs + 4u * k) >> sh) & 0x0F0F0F0Fu) | (((wword(b + 16u + 4u * k) >> sb) & 0x01010101u) << 4);
        float s = wf16(b) * sc, m = -wf16(b + 2u) * mn;
        sm = vec4(s, m, s, m);
    }
}

void main() {
    uint tid = gl_LocalInvocationID.x, nth = gl_WorkGroupSize.x;
    uint tx = tid % (BN / TN), ty = tid / (BN / TN);
    uint m0 = gl_WorkGroupID.y * BM, n0 = gl_WorkGroupID.x * BN;
    uint nu = pc.K / 32u, rb = row_bytes(pc.kw != 0u ? pc.kw : pc.K), kb = row_bytes(pc.k0);
    float acc[TM][TN];
    for (uint i = 0u; i < TM; i++)
        for (uint j = 0u; j < TN; j++) acc[i][j] = 0.0;
    for (uint u0 = 0u; u0 < nu; u0 += BKU) {
        // activations: a 16-element block per thread; tokens past M and units past K are 0
        for (uint i = tid; i < BM * BKB; i += nth) {
            uint t = i % BM, kb = i / BM, col = u0 * 32u + kb * 16u;
            float v[16];
            vec2 ds = vec2(0.0);
            uvec4 qa = uvec4(0u);
            if (m0 + t < pc.M && col < pc.K) {
                for (uint k = 0u; k < 16u; k++) v[k] = A[(m0 + t) * pc.lda + pc.k0 + col + k];
                qa = quant16(v, ds);
            }
            Aq[kb * BM + t] = qa;
            Ad[kb * BM + t] = ds;
        }
        // weights: a unit per thread; rows past N read row N-1 (never written out)
        for (uint i = tid; i < BN * BKU; i += nth) {
            uint r = i % BN, uu = i / BN;
            uint q[8];
            vec4 sm = vec4(0.0);
            if (u0 + uu < nu) unit_int8(min(n0 + r, pc.N - 1u) * rb + kb, u0 + uu, q, sm);
            else
                for (uint k = 0u; k < 8u; k++) q[k] = 0u;
            Wq[2u * uu * BN + r] = uvec4(q[0], q[1], q[2], q[3]);
            Wq[(2u * uu + 1u) * BN + r] = uvec4(q[4], q[5], q[6], q[7]);
            Wd[2u * uu * BN + r] = sm.xy;
            Wd[(2u * uu + 1u) * BN + r] = sm.zw;
        }
        barrier();
        for (uint kb = 0u; kb < BKB; kb++) {
            uvec4 a[TM], w[TN];
            vec2 ad[TM], wd[TN];
            for (uint i = 0u; i < TM; i++) {
                a[i] = Aq[kb * BM + ty + i * (BM / TM)];
                ad[i] = Ad[kb * BM + ty + i * (BM / TM)];
            }
            for (uint j = 0u; j < TN; j++) {
                w[j] = Wq[kb * BN + tx + j * (BN / TN)];
                wd[j] = Wd[kb * BN + tx + j * (BN / TN)];
            }
            for (uint i = 0u; i < TM; i++)
                for (uint j = 0u; j < TN; j++) {
                    int s = dot4(a[i].x, w[j].x) + dot4(a[i].y, w[j].y) + dot4(a[i].z, w[j].z) + dot4(a[i].w, w[j].w);
                    acc[i][j] = fma(ad[i].x * wd[j].x, float(s), acc[i][j]);
                    if (HAS_MIN) acc[i][j] = fma(ad[i].y, wd[j].y, acc[i][j]);
                }
        }
        barrier();
    }
    for (uint i = 0u; i < TM; i++) {
        uint t = m0 + ty + i * (BM / TM);
        if (t >= pc.M) break;
        for (uint j = 0u; j < TN; j++) {
            uint r = n0 + tx + j * (BN / TN);
            if (r >= pc.N) break;
            uint o = t * pc.ldy + pc.ycol + r;
            float y = acc[i][j];
            if ((pc.flags & MM_BIAS) != 0u) y += bias[r];
            if ((pc.flags & MM_RESIDUAL) != 0u) y += Y[o];
            Y[o] = y;
        }
    }
}
