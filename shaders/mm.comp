#version 450
// Y = a W^T for a chunk of tokens, the portable float route (any Vulkan 1.2 device).
// A workgroup computes a BM x BN tile of Y (tokens x weight rows): per step of BKU
// 32-element units of K it stages the activations (f32) and the weights dequantized
// from their GGUF blocks (mm_unit) in shared memory, then each thread accumulates TM x TN
// outputs in registers. A thread's outputs are strided by BM/TM rows and BN/TN columns, so
// that a subgroup reads consecutive shared words and writes consecutive columns of Y.
// Workgroup size (spec 0) = (BM / TM) * (BN / TN).
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 3) const uint BM = 64;    // tokens per tile (a multiple of TM)
layout(constant_id = 4) const uint BN = 64;    // weight rows per tile (a multiple of TN)
layout(constant_id = 5) const uint BKU = 1;    // 32-element units of K per step
const uint TM = 4u, TN = 4u;                   // outputs per thread: TM tokens x TN rows
const uint BK = BKU * 32u;

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

shared float As[BK * (BM + 1u)];   // [k][token]; the pad puts a step's transposed stores in distinct banks
shared float Ws[BK * BN];          // [k][row]

float a_in(uint t, uint c) { return A[t * pc.lda + pc.k0 + c]; }

void main() {
    uint tid = gl_LocalInvocationID.x, nth = gl_WorkGroupSize.x;
    uint tx = tid % (BN / TN), ty = tid / (BN / TN);
    uint m0 = gl_WorkGroupID.y * BM, n0 = gl_WorkGroupID.x * BN;
    uint nu = pc.K / 32u, rb = row_bytes(pc.kw != 0u ? pc.kw : pc.K), kb = row_bytes(pc.k0);
    float acc[TM][TN];
    for (uint i = 0u; i < TM; i++)
        for (uint j = 0u; j < TN; j++) acc[i][j] = 0.0;
    float v[32];
    for (uint u0 = 0u; u0 < nu; u0 += BKU) {
        // activations: consecutive threads read consecutive columns; tokens past M are 0
        for (uint i = tid; i < BM * BK; i += nth) {
            uint t = i / BK, c = i % BK, col = u0 * 32u + c;
            As[c * (BM + 1u) + t] = m0 + t < pc.M && col < pc.K ? a_in(m0 + t, col) : 0.0;
        }
        // weights: a unit per thread; rows past N read row N-1 (never written out)
        for (uint i = tid; i < BN * BKU; i += nth) {
            uint r = i % BN, uu = i / BN;
            if (u0 + uu < nu) mm_unit(min(n0 + r, pc.N - 1u) * rb + kb, u0 + uu, v);
            else
                for (uint j = 0u; j < 32u; j++) v[j] = 0.0;
            for (uint j = 0u; j < 32u; j++) Ws[(uu * 32u + j) * BN + r] = v[j];
        }
        barrier();
        for (uint k = 0u; k < BK; k++) {
            float a[TM], w[TN];
            for (uint i = 0u; i < TM; i++) a[i] = As[k * (BM + 1u) + ty + i * (BM / TM)];
            for (uint j = 0u; j < TN; j++) w[j] = Ws[k * BN + tx + j * (BN / TN)];
            for (uint i = 0u; i < TM; i++)
                for (uint j = 0u; j < TN; j++) acc[i][j] = fma(a[i], w[j], acc[i][j]);
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
