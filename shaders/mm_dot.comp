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
//   Q3_K - 4, Q6_K - 32; IQ4_NL, IQ4_XS and MXFP4 their code book's int8 values), so the
//   staged product is exact up to f32 rounding (quant_int8.glsl's unit_int8);
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
layout(std430, binding = 0) readonly buffer W2b { uvec2 W2[]; };   // and 8 (IQ4_XS: 8-byte aligned blocks)
layout(std430, binding = 0) readonly buffer W1b { uint W1[]; };    // and 4 (Q2_K, Q3_K, MXFP4, IQ4_NL)
layout(std430, binding = 1) readonly buffer Ab { float A[]; };
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
layout(std430, binding = 4) readonly buffer Gb { uint iq_grid[]; };   // IQ1/IQ2/IQ3 lookup grids (quant.glsl)
// k0, kw: a slice of K, as mm_coop.comp takes it
layout(push_constant) uniform P { uint K, N, M, lda, ldy, ycol, flags, k0, kw; } pc;
#include "quant.glsl"
#include "mm_deq.glsl"

#include "quant_int8.glsl"

// w = s q + m, m != 0
const bool HAS_MIN = WTYPE == 3u || WTYPE == 7u || WTYPE == 10u || WTYPE == 12u || WTYPE == 13u;

shared uvec4 Aq[BKB * BM];   // [block][token]: 16 int8 quants
shared vec2 Ad[BKB * BM];    // (d, d * sum of the quants)
shared uvec4 Wq[BKB * BN];   // [block][row]: 16 int8 quants
shared vec2 Wd[BKB * BN];    // (s, m)

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
