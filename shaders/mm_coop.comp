#version 450
// Y = a W^T for a chunk of tokens on tensor cores (GL_NV_cooperative_matrix: 16x16x16,
// fp16 x fp16 + fp32). A workgroup computes a BM x BN tile of Y (tokens x weight rows)
// with WM x WN subgroups, each (BM/WM) x (BN/WN) of it in TMF x TNF fp32 accumulators.
// Per step of BKU 32-column units of K it stages in shared memory the activations,
// converted to fp16 (or fp16 already: AH), and the weights, dequantized
// from their GGUF blocks (mm_fetch, mm_decode) and rounded to fp16; then the subgroups load their
// fragments from there. The epilogue goes through shared memory (the operand buffer, no
// longer needed: the 8-16 KiB a separate one took leave room for larger steps within
// 48 KiB) one accumulator at a time per subgroup, so that bias, residual and the bounds
// (t < M, r < N) apply per element. Workgroup size (spec 0) = WM * WN * SG.
// With PF a step is: store what was fetched (activations to fp16, weights decoded), a
// barrier, fetch the next step into registers, the products, a barrier; Q6_K's weights on
// 256 x 128 tiles are decoded after the products instead (DE).
#extension GL_GOOGLE_include_directive : require
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
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
// 4: a weight unit is decoded by 4 threads, 8 values each (mm_fetch8, then mm_decode8h: Q4_K,
// Q6_K; mm_decode8: Q8_0; other types decode the whole unit and keep their 8), so that where a step
// has fewer units than threads (256 x 128, one unit a step: 128 units, 512 threads) the
// decoding is spread over every thread rather than left to a quarter of them; 1: a unit
// a thread
layout(constant_id = 9) const uint QS = 1;
// the activations: 0 fp32 in memory, rounded to fp16 as they are staged; 1 fp16 in memory
// (lda in halves, a multiple of 8, as K), staged as they are: half the bytes a tile reads,
// no conversions (H100, `test_mm --bench`, TFLOP/s AH 0 -> 1: Q4_K 24576x4096 124 -> 155,
// 4096x4096 116 -> 140, 4096x12288 108 -> 127; Q6_K 4096x12288 80 -> 84). Loading the
// activation fragments straight from memory, only the weights staged, measured 2-4x slower.
layout(constant_id = 10) const uint AH = 0;
// 1: SwiGLU of the gate|up product (the prompt step's, with fp16 activations): W holds N / 2
// gate rows, then the up rows; a workgroup takes BN / 2 output columns' gate and up rows,
// each subgroup its TNF / 2 fragments' gate rows then their up rows (TNF even), so that
// the epilogue pairs the two accumulators and writes silu(g) u as fp16 (N / 2 columns a
// row, ldy in halves, even; no bias, residual or ycol). It spares the f32 gate|up rows'
// write and read and swiglu_rows' dispatch (H100, 8B pp512: 8,759 -> 9,013 t/s; README).
layout(constant_id = 11) const uint GU = 0;
// 1: a slice of K (pc.k0, pc.kw; vki__mm_split_k, vki__v_slices); 0: whole rows, pc.k0 and pc.kw
// not read (their arithmetic cost the 0.6B Q4_K_M's products 0.5% on the H100)
layout(constant_id = 12) const uint KS = 0;
const uint TMF = BM / WM / 16u, TNF = BN / WN / 16u;
const uint NTH = WM * WN * SG;
const uint NA = (BM * BKU * 4u + NTH - 1u) / NTH;   // activation items (8 columns) per thread
const uint NU = (BN * BKU * QS + NTH - 1u) / NTH;   // weight units (QS = 4: quarters) per thread
// uvec4s (8 halves) per staged row: BKU * 32 halves and 16 bytes of pad, so that the 8
// rows a fragment load reads at once start in distinct banks
const uint SA = BKU * 4u + 1u;

layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 0) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 0) readonly buffer W2b { uvec2 W2[]; };   // and 8 (IQ4_XS: 8-byte aligned blocks)
layout(std430, binding = 0) readonly buffer W1b { uint W1[]; };    // and 4 (Q2_K, Q3_K, MXFP4, IQ4_NL)
layout(std430, binding = 1) readonly buffer Ab { float A[]; };
layout(std430, binding = 1) readonly buffer A4b { vec4 A4[]; };    // the same activations, where lda allows
layout(std430, binding = 1) readonly buffer AHb { uvec4 AH4[]; };  // AH: fp16 activations, 8 a load
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(std430, binding = 2) writeonly buffer Yub { uint Yu[]; };   // GU: fp16 pairs
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
// K columns of W's rows and of a's from column k0 (a multiple of 256: whole blocks of
// every type), rows kw long (0: K): a slice of K, whose products a split sums
// (vki__mm_split_k)
layout(push_constant) uniform P { uint K, N, M, lda, ldy, ycol, flags, k0, kw; } pc;
layout(std430, binding = 4) readonly buffer Gb { uint iq_grid[]; };   // IQ1/IQ2/IQ3 lookup grids (quant.glsl)
#include "quant.glsl"
#include "mm_deq.glsl"

// the operands: activations [token][k] from 0, weights [row][k] (column-major K x N for
// the B operand) from BM * SA, fp16. The epilogue reuses the space: 64 uvec4s (a 16x16
// fp32 accumulator) a subgroup.
const uint SOP = (BM + BN) * SA, SEPI = WM * WN * (GU != 0u ? 128u : 64u);
shared uvec4 S[SOP > SEPI ? SOP : SEPI];

uvec4 pack8(vec4 a, vec4 b) {
    return uvec4(packHalf2x16(a.xy), packHalf2x16(a.zw), packHalf2x16(b.xy), packHalf2x16(b.zw));
}

// HP (Q4_K, Q5_K, Q6_K): the weights decode to fp16 pairs (mm_decode8h): a byte's bits moved
// into the mantissa of 1024.0hf, then packed fp16 arithmetic, two values an instruction,
// no float conversions. Masking a 32-bit word of 4 values gives values 0 and 2 in one
// pair and 1 and 3 in the other, so within every 4 columns both operands are staged in
// the order 0 2 1 3 (pack8p for the activations): the products sum the same terms. With
// AH the activations arrive in fp16, in order, and the weights' pairs are put back (unperm).
// H100, 8B pp512 --profile, TFLOP/s before -> after: Q4_K 24576x4096 119.9 -> 124.0,
// 4096x12288 95.4 -> 99.0, 4096x4096 87.3 -> 91.1 (84.2 with the scales decoded per 8
// values: q4_dm takes them once a unit), Q6_K 4096x12288 72.9 -> 76.7, 1024x4096 29.8 -> 33.4.
// The extra fp16 roundings (scale, minimum) stay within test_mm's tolerance.
const bool HP = WTYPE == 12u || WTYPE == 13u || WTYPE == 14u;
uvec4 pack8p(vec4 a, vec4 b) {
    return uvec4(packHalf2x16(a.xz), packHalf2x16(a.yw), packHalf2x16(b.xz), packHalf2x16(b.yw));
}
uvec4 pack_a(vec4 a, vec4 b) { return HP ? pack8p(a, b) : pack8(a, b); }
// AH: fp16 activations stay in their order, so the weights' pairs go back to 0 1, 2 3
uvec4 unperm(uvec4 p) {
    if (AH == 0u) return p;
    return uvec4((p.x & 0xFFFFu) | (p.y << 16), (p.x >> 16) | (p.y & 0xFFFF0000u), (p.z & 0xFFFFu) | (p.w << 16),
                 (p.z >> 16) | (p.w & 0xFFFF0000u));
}

// Q5_K: the 4 nibbles at bit sh of the bytes of x, with bit hs of h's bytes (the elements'
// high-bit bytes) as bit 4, as d q + nm, as fp16 pairs (0 2, 1 3)
uvec2 q5h(uint x, uint h, uint sh, uint hs, f16vec2 d, f16vec2 nm) {
    uint a = ((x >> sh) & 0x000F000Fu) | (((h >> hs) & 0x00010001u) << 4) | 0x64006400u;
    uint b = ((x >> (sh + 8u)) & 0x000F000Fu) | (((h >> (hs + 8u)) & 0x00010001u) << 4) | 0x64006400u;
    return uvec2(packFloat2x16(fma(unpackFloat2x16(a) - f16vec2(1024.0hf), d, nm)),
                 packFloat2x16(fma(unpackFloat2x16(b) - f16vec2(1024.0hf), d, nm)));
}

// Q4_K: q5h without the high bits (the zeros fold away)
uvec2 q4h(uint x, uint sh, f16vec2 d, f16vec2 nm) { return q5h(x, 0u, sh, 0u, d, nm); }

// Q6_K: 4 values (low nibbles at lsh of l's bytes, high 2 bits at hsh of h's) as
// dj (q - 32), as fp16 pairs (0 2, 1 3)
uvec2 q6h(uint l, uint h, uint lsh, uint hsh, f16vec2 dj) {
    uint a = ((l >> lsh) & 0x000F000Fu) | (((h >> hsh) & 0x00030003u) << 4) | 0x64006400u;
    uint b = ((l >> (lsh + 8u)) & 0x000F000Fu) | (((h >> (hsh + 8u)) & 0x00030003u) << 4) | 0x64006400u;
    return uvec2(packFloat2x16((unpackFloat2x16(a) - f16vec2(1056.0hf)) * dj),
                 packFloat2x16((unpackFloat2x16(b) - f16vec2(1056.0hf)) * dj));
}

// Q4_K, Q5_K: the scale and the negated minimum of unit u's sub-block as fp16 pairs (HP)
void q4_dm(uint u, uint raw[MM_RAW], out f16vec2 d, out f16vec2 nm) {
    uvec4 head = uvec4(raw[0], raw[1], raw[2], raw[3]);
    vec2 dm = unpackHalf2x16(head.x);
    float sc, mn;
    k4_scale_min_w(head, u & 7u, sc, mn);
    d = f16vec2(float16_t(dm.x * sc));
    nm = f16vec2(float16_t(-dm.y * mn));
}

// HP types: values 8p .. 8p+7 of unit u as 8 fp16 (order 0 2 1 3 4 6 5 7) from the loads
// of mm_fetch (QS = 1) or mm_fetch8 (QS = 4); the scales are rounded to fp16 first
// (Q4_K's from q4_dm, once a unit)
uvec4 mm_decode8h(uint u, uint p, uint raw[MM_RAW], f16vec2 d, f16vec2 nm) {
    if (WTYPE == 12u || WTYPE == 13u) {
        uint sh = (u & 1u) * 4u, o = 4u + (QS == 1u ? 2u * p : (p & 1u) * 2u);
        if (WTYPE == 12u) return uvec4(q4h(raw[o], sh, d, nm), q4h(raw[o + 1u], sh, d, nm));
        uint ho = QS == 1u ? 12u + 2u * p : 8u + (p & 1u) * 2u, hs = u & 7u;
        return uvec4(q5h(raw[o], raw[ho], sh, hs, d, nm), q5h(raw[o + 1u], raw[ho + 1u], sh, hs, d, nm));
    }
    uint quarter = u & 3u, lsh = (quarter >> 1) * 4u, hsh = quarter * 2u, s = raw[QS == 1u ? 16u : 8u];
    // values 0..15, 16..31
    float dj = unpackHalf2x16(s >> 16).x * float(p < 2u ? int(s << 24) >> 24 : int(s << 16) >> 24);
    f16vec2 dh = f16vec2(float16_t(dj));
    uint l0, l1, h0, h1;
    if (QS == 1u) {
        l0 = raw[2u * p];
        l1 = raw[2u * p + 1u];
        h0 = raw[8u + 2u * p];
        h1 = raw[9u + 2u * p];
    } else {   // 16-bit loads
        l0 = raw[0] | (raw[1] << 16);
        l1 = raw[2] | (raw[3] << 16);
        h0 = raw[4] | (raw[5] << 16);
        h1 = raw[6] | (raw[7] << 16);
    }
    return uvec4(q6h(l0, h0, lsh, hsh, dh), q6h(l1, h1, lsh, hsh, dh));
}

uint m0, n0, nu, rb, kb, k0;   // kb, k0: the bytes of a W row, the columns of a's, before the slice

// the weight row staged as the tile's row r (rows past N read row N - 1, never written out)
uint wrow(uint r) {
    if (GU == 0u) return min(n0 + r, pc.N - 1u);
    uint f = r >> 4, h2 = TNF / 2u, j = f % TNF, nf = pc.N >> 1;
    uint c = min((n0 >> 1) + ((f / TNF) * h2 + j % h2) * 16u + (r & 15u), nf - 1u);
    return j < h2 ? c : nf + c;
}
vec4 ra[2u * NA];             // fetched activations (fp32), 8 columns an item
uvec4 rh[NA];                 // AH = 1: fetched activations (fp16), 8 columns an item
uint rw[NU][MM_RAW];          // fetched weight units (QS = 4: quarters, in the first 9)
// Q6_K on 256 x 128 tiles with PF: a step's weights are decoded as soon as the previous
// step's products are issued (the tensor cores work while the decoding waits for the loads
// and runs) instead of between the barriers. H100 `test_mm --bench`-style, fp16 activations,
// TFLOP/s: Q6_K 4096x6144 69.0 / 69.8 -> 73.1 / 74.0, 8192x512 102.4 / 102.9 -> 107.1 / 107.6
// (the 8B's down halves and V slices). Slower that way: Q4_K (H200: 24576x4096 153.6 -> 139.6,
// 4096x6144 77.5 -> 69.2; 512 threads have 128 registers each, and the decoded values then
// live through the products) and the 0.6B's Q6_K on 64 x 64 tiles (0.6B Q4_K_M pp512 -2.8%).
const bool DE = WTYPE == 14u && PF != 0u && BM == 256u && QS == 4u;
uvec4 dw[NU * (4u / QS)];     // DE: the fetched weights decoded, 8 values an item

// QS = 4: the loads of values 8p .. 8p+7 of unit u (Q4_K: the super-block head and the
// 16 bytes holding the 8 nibble bytes; Q6_K: 8 low-nibble bytes, 8 high-bit bytes, the
// scale and d; Q8_0: d and 8 bytes; Q5_K: Q4_K's and 16 holding the 8 high-bit bytes;
// IQ4_XS: the 8-byte head and the 8 nibble bytes); other types load nothing here
void mm_fetch8(uint rb, uint u, uint p, out uint raw[MM_RAW]) {
    for (uint j = 0u; j < MM_RAW; j++) raw[j] = 0u;
    if (WTYPE == 12u) {
        uint b = (rb >> 4) + (u >> 3) * 9u, sb = u & 7u;
        uvec4 head = W4[b], q = W4[b + 1u + (sb >> 1) * 2u + (p >> 1)];
        for (uint k = 0u; k < 4u; k++) {
            raw[k] = head[k];
            raw[4u + k] = q[k];
        }
    } else if (WTYPE == 14u) {
        uint b = rb + (u >> 3) * 210u, k = u & 7u, half_ = k >> 2, quarter = k & 3u;
        uint ql = (b + half_ * 64u + (quarter & 1u) * 32u + 8u * p) >> 1, qh = (b + 128u + half_ * 32u + 8u * p) >> 1;
        for (uint j = 0u; j < 4u; j++) {
            raw[j] = uint(W[ql + j]);
            raw[4u + j] = uint(W[qh + j]);
        }
        raw[8] = wu16(b + 192u + half_ * 8u + quarter * 2u) | (wu16(b + 208u) << 16);
    } else if (WTYPE == 8u) {
        uint b = rb + u * 34u, q = (b + 2u + 8u * p) >> 1;
        raw[0] = wu16(b);
        for (uint j = 0u; j < 4u; j++) raw[1u + j] = uint(W[q + j]);
    } else if (WTYPE == 13u) {   // the head, the 16 bytes holding the 8 nibble bytes, and the 8 high-bit bytes
        uint b = (rb >> 4) + (u >> 3) * 11u, sb = u & 7u;
        uvec4 head = W4[b], q = W4[b + 3u + (sb >> 1) * 2u + (p >> 1)], h = W4[b + 1u + (p >> 1)];
        for (uint k = 0u; k < 4u; k++) {
            raw[k] = head[k];
            raw[4u + k] = q[k];
            raw[8u + k] = h[k];
        }
    } else if (WTYPE == 23u) {   // the head (8 bytes) and the 8 bytes holding the 8 nibbles
        uint b = (rb >> 3) + (u >> 3) * 17u;
        uvec2 head = W2[b], q = W2[b + 1u + 2u * (u & 7u) + (p & 1u)];
        raw[0] = head.x;
        raw[1] = head.y;
        raw[2] = q.x;
        raw[3] = q.y;
    }
}

// values 8p .. 8p+7 of unit u from mm_fetch8's loads: the products mm_decode forms (Q4_K,
// Q5_K and Q6_K decode to fp16 pairs instead: mm_decode8h)
void mm_decode8(uint rb, uint u, uint p, uint raw[MM_RAW], out float v[8]) {
    if (WTYPE == 8u) {
        float d = unpackHalf2x16(raw[0]).x;
        for (uint j = 0u; j < 4u; j++) {
            uint w = raw[1u + j] ^ 0x8080u;   // int8 + 128
            v[2u * j] = d * (mm_uf(w & 255u) - 128.0);
            v[2u * j + 1u] = d * (mm_uf((w >> 8) & 255u) - 128.0);
        }
    } else if (WTYPE == 23u) {   // values 8p..: low nibbles (p < 2) or high ones of 8 bytes
        float d = iq4xs_d(raw[0], raw[1], u & 7u);
        for (uint j = 0u; j < 8u; j++)
            v[j] = d * float(book_val((raw[2u + (j >> 2)] >> (8u * (j & 3u) + (p >> 1) * 4u)) & 15u, false));
    } else {
        float f[32];
        unit_deq(rb, u, f);
        for (uint j = 0u; j < 8u; j++) v[j] = f[8u * p + j];
    }
}

// 8 activations a(t, c .. c+7) of an existing token
void a_load8(uint t, uint c, out vec4 x0, out vec4 x1) {
    uint o = t * pc.lda + c;
    if ((pc.lda & 3u) == 0u) {
        x0 = A4[o >> 2];
        x1 = A4[(o >> 2) + 1u];
    } else {
        x0 = vec4(A[o], A[o + 1u], A[o + 2u], A[o + 3u]);
        x1 = vec4(A[o + 4u], A[o + 5u], A[o + 6u], A[o + 7u]);
    }
}

// the global loads of the step at unit u0: activations, weight units
void fetch(uint u0) {
    uint tid = gl_LocalInvocationID.x;
    [[unroll]] for (uint k = 0u; k < NA; k++) {
        uint i = tid + k * NTH, t = i / (BKU * 4u), col = u0 * 32u + (i % (BKU * 4u)) * 8u;
        if (AH == 1u) {
            rh[k] = uvec4(0u);
            if (i < BM * BKU * 4u && m0 + t < pc.M && col < pc.K) rh[k] = AH4[((m0 + t) * pc.lda + k0 + col) >> 3];
            continue;
        }
        ra[2u * k] = vec4(0.0);
        ra[2u * k + 1u] = vec4(0.0);
        if (i < BM * BKU * 4u && m0 + t < pc.M && col < pc.K) a_load8(m0 + t, k0 + col, ra[2u * k], ra[2u * k + 1u]);
    }
    [[unroll]] for (uint k = 0u; k < NU; k++) {
        uint i = tid + k * NTH, r = i / (BKU * QS), uu = (i / QS) % BKU;
        if (i < BN * BKU * QS && u0 + uu < nu) {
            if (QS == 1u) mm_fetch(wrow(r) * rb + kb, u0 + uu, rw[k]);
            else mm_fetch8(wrow(r) * rb + kb, u0 + uu, i % QS, rw[k]);
        }
    }
}

// HP: item p (values 8p .. 8p+7) of fetched unit u as staged (units past K: zeros)
uvec4 decode_item(uint u, uint p, uint raw[MM_RAW], f16vec2 d, f16vec2 nm) {
    return u < nu ? unperm(mm_decode8h(u, p, raw, d, nm)) : uvec4(0u);
}

// DE: the fetched step's weights decoded into dw. Without DE, store() keeps decoding each
// unit as it stores it: every type through decode_w, then the stores, measured slower (H200,
// 8B pp512 9,418 against 9,733, Q6_K's DE gain included), so the two paths stay apart.
void decode_w(uint u0) {
    uint tid = gl_LocalInvocationID.x;
    [[unroll]] for (uint k = 0u; k < NU; k++) {
        uint i = tid + k * NTH, uu = (i / QS) % BKU;
        if (i >= BN * BKU * QS) break;
        f16vec2 d = f16vec2(0.0hf), nm = f16vec2(0.0hf);
        if (WTYPE == 12u || WTYPE == 13u) q4_dm(u0 + uu, rw[k], d, nm);
        [[unroll]] for (uint q = 0u; q < 4u / QS; q++)
            dw[k * (4u / QS) + q] = decode_item(u0 + uu, QS == 1u ? q : i % QS, rw[k], d, nm);
    }
}

// the fetched step into shared memory as fp16: activations 8 columns (a uvec4) an item,
// tokens past M and columns past K 0; weights a unit an item (the units of a row on
// consecutive threads), rows past N read from row N-1 (never written out)
void store(uint u0) {
    const uint wo = BM * SA;
    uint tid = gl_LocalInvocationID.x;
    [[unroll]] for (uint k = 0u; k < NA; k++) {
        uint i = tid + k * NTH, t = i / (BKU * 4u), c8 = i % (BKU * 4u);
        if (i < BM * BKU * 4u) S[t * SA + c8] = AH == 1u ? rh[k] : pack_a(ra[2u * k], ra[2u * k + 1u]);
    }
    [[unroll]] for (uint k = 0u; k < NU; k++) {
        uint i = tid + k * NTH, r = i / (BKU * QS), uu = (i / QS) % BKU;
        if (i >= BN * BKU * QS) break;
        if (HP) {
            f16vec2 d = f16vec2(0.0hf), nm = f16vec2(0.0hf);
            if ((WTYPE == 12u || WTYPE == 13u) && !DE) q4_dm(u0 + uu, rw[k], d, nm);   // DE: decode_w took them
            [[unroll]] for (uint q = 0u; q < 4u / QS; q++) {
                uint p = QS == 1u ? q : i % QS;
                S[wo + r * SA + uu * 4u + p] = DE ? dw[k * (4u / QS) + q] : decode_item(u0 + uu, p, rw[k], d, nm);
            }
        } else if (QS == 1u) {
            float v[32];
            if (u0 + uu < nu) mm_decode(wrow(r) * rb + kb, u0 + uu, rw[k], v);
            else
                for (uint j = 0u; j < 32u; j++) v[j] = 0.0;
            [[unroll]] for (uint q = 0u; q < 4u; q++)
                S[wo + r * SA + uu * 4u + q] =
                    pack8(vec4(v[8u * q], v[8u * q + 1u], v[8u * q + 2u], v[8u * q + 3u]),
                          vec4(v[8u * q + 4u], v[8u * q + 5u], v[8u * q + 6u], v[8u * q + 7u]));
        } else {
            float v[8];
            uint p = i % QS;
            if (u0 + uu < nu) mm_decode8(wrow(r) * rb + kb, u0 + uu, p, rw[k], v);
            else
                for (uint j = 0u; j < 8u; j++) v[j] = 0.0;
            S[wo + r * SA + uu * 4u + p] = pack8(vec4(v[0], v[1], v[2], v[3]), vec4(v[4], v[5], v[6], v[7]));
        }
    }
}

void main() {
    uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    uint wm = sg % WM, wn = sg / WM;
    m0 = gl_WorkGroupID.y * BM;
    n0 = gl_WorkGroupID.x * BN;
    nu = pc.K / 32u;
    rb = row_bytes(KS != 0u && pc.kw != 0u ? pc.kw : pc.K);
    kb = KS != 0u ? row_bytes(pc.k0) : 0u;   // whole blocks: the units from there are numbered from 0
    k0 = KS != 0u ? pc.k0 : 0u;
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> acc[TMF * TNF];
    [[unroll]] for (uint i = 0u; i < TMF * TNF; i++) acc[i] = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
    if (PF != 0u) fetch(0u);
    if (DE) decode_w(0u);
    for (uint u0 = 0u; u0 < nu; u0 += BKU) {
        if (PF == 0u) fetch(u0);
        store(u0);
        barrier();
        if (PF != 0u && u0 + BKU < nu) fetch(u0 + BKU);
        [[unroll]] for (uint kk = 0u; kk < BKU * 2u; kk++) {
            fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> fa[TMF], fb[TNF];
            [[unroll]] for (uint i = 0u; i < TMF; i++)
                coopMatLoadNV(fa[i], S, (wm * TMF + i) * 16u * SA + kk * 2u, SA, false);
            [[unroll]] for (uint j = 0u; j < TNF; j++)
                coopMatLoadNV(fb[j], S, (BM + (wn * TNF + j) * 16u) * SA + kk * 2u, SA, true);
            [[unroll]] for (uint i = 0u; i < TMF; i++)
                [[unroll]] for (uint j = 0u; j < TNF; j++)
                    acc[i * TNF + j] = coopMatMulAddNV(fa[i], fb[j], acc[i * TNF + j]);
        }
        if (DE && u0 + BKU < nu) decode_w(u0 + BKU);
        barrier();   // also ends every read of the operands before the epilogue reuses them
    }
    // GU: each pair of accumulators (gate, up) through shared memory, SWIGLU of the pair,
    // two columns a lane as an fp16 pair
    if (GU != 0u) {
        uint ep = sg * 128u, h2 = TNF / 2u, nf = pc.N >> 1;
        [[unroll]] for (uint i = 0u; i < TMF; i++)
            [[unroll]] for (uint j = 0u; j < h2; j++) {
                uint t0 = m0 + (wm * TMF + i) * 16u, c0 = (n0 >> 1) + (wn * h2 + j) * 16u;
                if (t0 >= pc.M || c0 >= nf) continue;   // uniform in the subgroup
                coopMatStoreNV(acc[i * TNF + j], S, ep, 4u, false);
                coopMatStoreNV(acc[i * TNF + j + h2], S, ep + 64u, 4u, false);
                subgroupMemoryBarrierShared();
                subgroupBarrier();
                for (uint e = lane * 2u; e < 256u; e += SG * 2u) {
                    uint t = t0 + e / 16u, c = c0 + e % 16u;
                    if (t < pc.M && c < nf) {   // nf is even: so is c, and c + 1 < nf
                        uvec4 gq = S[ep + e / 4u], uq = S[ep + 64u + e / 4u];
                        vec2 g = uintBitsToFloat(e % 4u == 0u ? gq.xy : gq.zw);
                        vec2 u = uintBitsToFloat(e % 4u == 0u ? uq.xy : uq.zw);
                        g = SWIGLU(g, u);
                        Yu[(t * pc.ldy + c) >> 1] = packHalf2x16(g);
                    }
                }
                subgroupMemoryBarrierShared();
                subgroupBarrier();
            }
        return;
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
                    if ((pc.flags & MM_BIAS) != 0u) y += bias[r];
                    if ((pc.flags & MM_RESIDUAL) != 0u) y += Y[o];
                    Y[o] = y;
                }
            }
            subgroupMemoryBarrierShared();
            subgroupBarrier();
        }
}
