#version 450
// Y = a W^T for a chunk of tokens on tensor cores (GL_NV_cooperative_matrix: 16x16x16,
// fp16 x fp16 + fp32). A workgroup computes a BM x BN tile of Y (tokens x weight rows)
// with WM x WN subgroups, each (BM/WM) x (BN/WN) of it in TMF x TNF fp32 accumulators.
// Per step of BKU 32-column units of K it stages in shared memory the activations,
// converted to fp16 (the SwiGLU input formed on the way), and the weights, dequantized
// from their GGUF blocks (mm_fetch, mm_decode) and rounded to fp16; then the subgroups load their
// fragments from there. The epilogue goes through shared memory (the operand buffer, no
// longer needed: the 8-16 KiB a separate one took leave room for larger steps within
// 48 KiB) one accumulator at a time per subgroup, so that bias, residual and the bounds
// (t < M, r < N) apply per element. Workgroup size (spec 0) = WM * WN * SG.
// With PF a step is: store what was fetched (activations to fp16, weights decoded), a
// barrier, fetch the next step into registers, the products, a barrier. SwiGLU inputs
// are loaded at the store (their gate and up halves would double the registers held).
#extension GL_GOOGLE_include_directive : require
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 3) const uint BM = 128;   // tokens per tile (a multiple of 16 WM)
layout(constant_id = 4) const uint BN = 128;   // weight rows per tile (a multiple of 16 WN)
layout(constant_id = 5) const uint WM = 2;     // subgroups along the tokens
layout(constant_id = 6) const uint WN = 4;     // subgroups along the weight rows
layout(constant_id = 7) const uint BKU = 2;    // 32-element units of K per step
// 1: the global loads of the next step are issued before this step's products (held in
// registers meanwhile), so that their latency hides behind the tensor cores; 0: loads,
// then products, within a step (fewer registers)
layout(constant_id = 8) const uint PF = 1;
const uint TMF = BM / WM / 16u, TNF = BN / WN / 16u;
const uint NTH = WM * WN * SG;
const uint NA = (BM * BKU * 4u + NTH - 1u) / NTH;   // activation items (8 columns) per thread
const uint NU = (BN * BKU + NTH - 1u) / NTH;        // weight units per thread
// uvec4s (8 halves) per staged row: BKU * 32 halves and 16 bytes of pad, so that the 8
// rows a fragment load reads at once start in distinct banks
const uint SA = BKU * 4u + 1u;

layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 0) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 1) readonly buffer Ab { float A[]; };
layout(std430, binding = 1) readonly buffer A4b { vec4 A4[]; };    // the same activations, where lda, a_up allow
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
layout(push_constant) uniform P { uint K, N, M, lda, ldy, ycol, flags, a_up; } pc;
#include "quant.glsl"
#include "mm_deq.glsl"

// the operands: activations [token][k] from 0, weights [row][k] (column-major K x N for
// the B operand) from BM * SA, fp16. The epilogue reuses the space: 64 uvec4s (a 16x16
// fp32 accumulator) a subgroup.
const uint SOP = (BM + BN) * SA, SEPI = WM * WN * 64u;
shared uvec4 S[SOP > SEPI ? SOP : SEPI];

vec4 silu_mul(vec4 g, vec4 u) { return g / (1.0 + exp(-g)) * u; }
uvec4 pack8(vec4 a, vec4 b) { return uvec4(packHalf2x16(a.xy), packHalf2x16(a.zw), packHalf2x16(b.xy), packHalf2x16(b.zw)); }

uint m0, n0, nu, rb;
vec4 ra[2u * NA];             // fetched activations (fp32), 8 columns an item
uint rw[NU][MM_RAW];          // fetched weight units

// 8 activations a(t, c .. c+7) of an existing token; gate only: no SwiGLU applied
void a_load8(uint t, uint c, bool gate_only, out vec4 x0, out vec4 x1) {
    uint o = t * pc.lda + c;
    bool swiglu = !gate_only && (pc.flags & 4u) != 0u;
    if ((pc.lda & 3u) == 0u && (pc.a_up & 3u) == 0u) {
        x0 = A4[o >> 2];
        x1 = A4[(o >> 2) + 1u];
        if (swiglu) {
            x0 = silu_mul(x0, A4[(o + pc.a_up) >> 2]);
            x1 = silu_mul(x1, A4[((o + pc.a_up) >> 2) + 1u]);
        }
    } else {
        x0 = vec4(A[o], A[o + 1u], A[o + 2u], A[o + 3u]);
        x1 = vec4(A[o + 4u], A[o + 5u], A[o + 6u], A[o + 7u]);
        if (swiglu) {
            uint p = o + pc.a_up;
            x0 = silu_mul(x0, vec4(A[p], A[p + 1u], A[p + 2u], A[p + 3u]));
            x1 = silu_mul(x1, vec4(A[p + 4u], A[p + 5u], A[p + 6u], A[p + 7u]));
        }
    }
}

// the global loads of the step at unit u0: activations (but SwiGLU's), weight units
void fetch(uint u0) {
    uint tid = gl_LocalInvocationID.x;
    bool swiglu = (pc.flags & 4u) != 0u;
    [[unroll]] for (uint k = 0u; k < NA; k++) {
        uint i = tid + k * NTH, t = i / (BKU * 4u), col = u0 * 32u + (i % (BKU * 4u)) * 8u;
        ra[2u * k] = vec4(0.0);
        ra[2u * k + 1u] = vec4(0.0);
        if (!swiglu && i < BM * BKU * 4u && m0 + t < pc.M && col < pc.K) a_load8(m0 + t, col, true, ra[2u * k], ra[2u * k + 1u]);
    }
    [[unroll]] for (uint k = 0u; k < NU; k++) {
        uint i = tid + k * NTH, r = i / BKU, uu = i % BKU;
        if (i < BN * BKU && u0 + uu < nu) mm_fetch(min(n0 + r, pc.N - 1u) * rb, u0 + uu, rw[k]);
    }
}

// the fetched step into shared memory as fp16: activations 8 columns (a uvec4) an item,
// tokens past M and columns past K 0; weights a unit an item (the units of a row on
// consecutive threads), rows past N read from row N-1 (never written out)
void store(uint u0) {
    const uint wo = BM * SA;
    uint tid = gl_LocalInvocationID.x;
    bool swiglu = (pc.flags & 4u) != 0u;
    [[unroll]] for (uint k = 0u; k < NA; k++) {
        uint i = tid + k * NTH, t = i / (BKU * 4u), c8 = i % (BKU * 4u), col = u0 * 32u + c8 * 8u;
        vec4 x0 = ra[2u * k], x1 = ra[2u * k + 1u];
        if (swiglu && m0 + t < pc.M && col < pc.K) a_load8(m0 + t, col, false, x0, x1);
        if (i < BM * BKU * 4u) S[t * SA + c8] = pack8(x0, x1);
    }
    float v[32];
    [[unroll]] for (uint k = 0u; k < NU; k++) {
        uint i = tid + k * NTH, r = i / BKU, uu = i % BKU;
        if (i >= BN * BKU) break;
        if (u0 + uu < nu) mm_decode(min(n0 + r, pc.N - 1u) * rb, u0 + uu, rw[k], v);
        else
            for (uint j = 0u; j < 32u; j++) v[j] = 0.0;
        [[unroll]] for (uint q = 0u; q < 4u; q++)
            S[wo + r * SA + uu * 4u + q] = pack8(vec4(v[8u * q], v[8u * q + 1u], v[8u * q + 2u], v[8u * q + 3u]),
                                                 vec4(v[8u * q + 4u], v[8u * q + 5u], v[8u * q + 6u], v[8u * q + 7u]));
    }
}

void main() {
    uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    uint wm = sg % WM, wn = sg / WM;
    m0 = gl_WorkGroupID.y * BM;
    n0 = gl_WorkGroupID.x * BN;
    nu = pc.K / 32u;
    rb = row_bytes(pc.K);
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> acc[TMF * TNF];
    [[unroll]] for (uint i = 0u; i < TMF * TNF; i++) acc[i] = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
    if (PF != 0u) fetch(0u);
    for (uint u0 = 0u; u0 < nu; u0 += BKU) {
        if (PF == 0u) fetch(u0);
        store(u0);
        barrier();
        if (PF != 0u && u0 + BKU < nu) fetch(u0 + BKU);
        [[unroll]] for (uint kk = 0u; kk < BKU * 2u; kk++) {
            fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> fa[TMF], fb[TNF];
            [[unroll]] for (uint i = 0u; i < TMF; i++) coopMatLoadNV(fa[i], S, (wm * TMF + i) * 16u * SA + kk * 2u, SA, false);
            [[unroll]] for (uint j = 0u; j < TNF; j++) coopMatLoadNV(fb[j], S, (BM + (wn * TNF + j) * 16u) * SA + kk * 2u, SA, true);
            [[unroll]] for (uint i = 0u; i < TMF; i++)
                [[unroll]] for (uint j = 0u; j < TNF; j++) acc[i * TNF + j] = coopMatMulAddNV(fa[i], fb[j], acc[i * TNF + j]);
        }
        barrier();   // also ends every read of the operands before the epilogue reuses them
    }
    uint ep = sg * 64u;   // this subgroup's 16x16 floats
    [[unroll]] for (uint i = 0u; i < TMF; i++)
        [[unroll]] for (uint j = 0u; j < TNF; j++) {
            uint t0 = m0 + (wm * TMF + i) * 16u, r0 = n0 + (wn * TNF + j) * 16u;
            if (t0 >= pc.M || r0 >= pc.N) continue;   // uniform in the subgroup
            coopMatStoreNV(acc[i * TNF + j], S, ep, 4u, false);
            subgroupMemoryBarrierShared();
            subgroupBarrier();
            for (uint e = lane; e < 256u; e += SG) {
                uint t = t0 + e / 16u, r = r0 + e % 16u;
                if (t < pc.M && r < pc.N) {
                    uint o = t * pc.ldy + pc.ycol + r;
                    float y = uintBitsToFloat(S[ep + e / 4u][e % 4u]);
                    if ((pc.flags & 1u) != 0u) y += bias[r];
                    if ((pc.flags & 2u) != 0u) y += Y[o];
                    Y[o] = y;
                }
            }
            subgroupMemoryBarrierShared();
            subgroupBarrier();
        }
}
