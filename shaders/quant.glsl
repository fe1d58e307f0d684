// Weight access in native GGUF block layouts. The weight buffer is bound as 16-bit
// words (every block size but MXFP4's 17 is even, so rows and blocks start on a word;
// MXFP4 is read a byte at a time). WTYPE is a
// specialization constant: each pipeline keeps only its own type's branch.
// A row is split into 32-element units: one block of the 32-element types, one
// eighth of a K-quant super-block.

layout(constant_id = 2) const uint WTYPE = 8;

uint wbyte(uint o) { return (uint(W[o >> 1]) >> ((o & 1u) * 8u)) & 0xFFu; }
uint wu16(uint o) { return uint(W[o >> 1]); }
uint wu32(uint o) { return uint(W[o >> 1]) | (uint(W[(o >> 1) + 1u]) << 16); }
float wf16(uint o) { return unpackHalf2x16(wu16(o)).x; }
int wi8(uint o) { uint b = wbyte(o); return int(b) - int((b & 0x80u) << 1); }

// bytes of one row of n elements
uint row_bytes(uint n) {
    switch (WTYPE) {
    case 0u: return n * 4u;               // F32
    case 1u: case 30u: return n * 2u;     // F16, BF16
    case 2u: return n / 32u * 18u;        // Q4_0
    case 3u: return n / 32u * 20u;        // Q4_1
    case 6u: return n / 32u * 22u;        // Q5_0
    case 7u: return n / 32u * 24u;        // Q5_1
    case 8u: return n / 32u * 34u;        // Q8_0
    case 12u: return n / 256u * 144u;     // Q4_K
    case 13u: return n / 256u * 176u;     // Q5_K
    case 14u: return n / 256u * 210u;     // Q6_K
    case 10u: return n / 256u * 84u;      // Q2_K
    case 11u: return n / 256u * 110u;     // Q3_K
    case 20u: return n / 32u * 18u;       // IQ4_NL
    case 23u: return n / 256u * 136u;     // IQ4_XS
    case 39u: return n / 32u * 17u;       // MXFP4
    case 16u: return n / 256u * 66u;      // IQ2_XXS
    case 17u: return n / 256u * 74u;      // IQ2_XS
    case 22u: return n / 256u * 82u;      // IQ2_S
    case 18u: return n / 256u * 98u;      // IQ3_XXS
    case 21u: return n / 256u * 110u;     // IQ3_S
    case 19u: return n / 256u * 50u;      // IQ1_S
    case 29u: return n / 256u * 56u;      // IQ1_M
    }
    return 0u;
}

// 6-bit scale and min of sub-block j (0..7) of a Q4_K/Q5_K super-block at byte s
void k4_scale_min(uint s, uint j, out float sc, out float mn) {
    if (j < 4u) {
        sc = float(wbyte(s + j) & 63u);
        mn = float(wbyte(s + j + 4u) & 63u);
    } else {
        sc = float((wbyte(s + j + 4u) & 15u) | ((wbyte(s + j - 4u) >> 6) << 4));
        mn = float((wbyte(s + j + 4u) >> 4) | ((wbyte(s + j) >> 6) << 4));
    }
}

// Q4_K/Q5_K header loaded as one uvec4 (d, dmin | 12 scale bytes): byte k (0..11)
// of the scale bytes in head.yzw, by selects (no indexed private array)
uint scale_byte(uvec4 head, uint k) {
    uint w = k < 4u ? head.y : k < 8u ? head.z : head.w;
    return (w >> (8u * (k & 3u))) & 255u;
}

void k4_scale_min_w(uvec4 head, uint j, out float sc, out float mn) {
    if (j < 4u) {
        sc = float(scale_byte(head, j) & 63u);
        mn = float(scale_byte(head, j + 4u) & 63u);
    } else {
        uint b4 = scale_byte(head, j + 4u);
        sc = float((b4 & 15u) | ((scale_byte(head, j - 4u) >> 6) << 4));
        mn = float((b4 >> 4) | ((scale_byte(head, j) >> 6) << 4));
    }
}

// IQ4_NL / IQ4_XS code book (ggml's kvalues_iq4nl: -127, -104, -83, -65, -49, -35, -22,
// -10, 1, 13, 25, 38, 53, 69, 89, 113) and MXFP4's E2M1 values doubled (kvalues_mxfp4: 0,
// 1, 2, 3, 4, 6, 8, 12 and their negatives; the block scale is halved to match), as int8
// bytes 4 to a word. Looked up by selects and shifts, not as an indexed constant array: a
// dynamically indexed array can be copied to per-thread memory at every use (the IQ4_XS
// and MXFP4 mat-vecs ran 8x slower than Q4_K's on an H100).
const uvec4 IQ4_BOOK = uvec4(0xBFAD9881u, 0xF6EADDCFu, 0x26190D01u, 0x71594535u);
const uvec4 FP4_BOOK = uvec4(0x03020100u, 0x0C080604u, 0xFDFEFF00u, 0xF4F8FAFCu);
uint book_word(uint i, bool fp4) {   // the word holding entry i (0..15)
    uvec4 t = fp4 ? FP4_BOOK : IQ4_BOOK;
    return i < 8u ? (i < 4u ? t.x : t.y) : (i < 12u ? t.z : t.w);
}
int book_val(uint i, bool fp4) { return int(book_word(i, fp4) << (24u - 8u * (i & 3u))) >> 24; }

// Q3_K: 6-bit scale i (0..15) of the 12 scale bytes at s, less 32: low 4 bits in byte
// i % 8 (nibble i / 8), high 2 bits in byte 8 + i % 4 (bits 2 (i / 4))
int q3_scale(uint s, uint i) {
    uint lo = (wbyte(s + (i & 7u)) >> (4u * (i >> 3))) & 15u, hi = (wbyte(s + 8u + (i & 3u)) >> (2u * (i >> 2))) & 3u;
    return int(lo | (hi << 4)) - 32;
}

// IQ4_XS: 6-bit scale of sub-block j (0..7) of the super-block at b, less 32
int iq4xs_scale(uint b, uint j) {
    uint lo = (wbyte(b + 4u + (j >> 1)) >> (4u * (j & 1u))) & 15u, hi = (wu16(b + 2u) >> (2u * j)) & 3u;
    return int(lo | (hi << 4)) - 32;
}

// MXFP4 block scale: 2^(e - 128) (ggml's E8M0 value halved; e < 2 is subnormal)
float e8m0_half(uint e) { return uintBitsToFloat(e < 2u ? 0x00200000u << e : (e - 1u) << 23); }

// Q2_K: scales[16] (4-bit scale | 4-bit min), qs[64], d, dmin; element e of a super-block:
// 2 bits at bit 2 ((e % 128) / 32) of qs[32 (e / 128) + e % 32]
void unit_deq_q2_k(uint rb, uint u, out float v[32]) {
    uint b = rb + (u >> 3) * 84u, k = u & 7u, q = b + 16u + (k >> 2) * 32u, sh = (k & 3u) * 2u;
    float d = wf16(b + 80u), dmin = wf16(b + 82u);
    for (uint h = 0u; h < 2u; h++) {
        uint sc = wbyte(b + 2u * k + h);
        float dl = d * float(sc & 15u), ml = dmin * float(sc >> 4);
        for (uint l = 0u; l < 16u; l++) v[16u * h + l] = dl * float((wbyte(q + 16u * h + l) >> sh) & 3u) - ml;
    }
}

// Q3_K: hmask[32], qs[64], scales[12], d; quant = low 2 bits (as Q2_K) - 4, plus 4 where
// bit 4 (e / 128) + (e % 128) / 32 of hmask[e % 32] is set
void unit_deq_q3_k(uint rb, uint u, out float v[32]) {
    uint b = rb + (u >> 3) * 110u, k = u & 7u, q = b + 32u + (k >> 2) * 32u, sh = (k & 3u) * 2u;
    float d = wf16(b + 108u);
    for (uint h = 0u; h < 2u; h++) {
        float dl = d * float(q3_scale(b + 96u, 2u * k + h));
        for (uint l = 0u; l < 16u; l++) {
            uint j = 16u * h + l, hb = (wbyte(b + j) >> k) & 1u;
            v[j] = dl * float(int(((wbyte(q + j) >> sh) & 3u) | (hb << 2)) - 4);
        }
    }
}

// IQ4_NL (d, qs[16]), IQ4_XS (d, scales_h, scales_l[4], qs[128]) and MXFP4 (e, qs[16]):
// 16 bytes of nibbles at q, element j < 16 the low nibble of byte j, j + 16 its high one,
// each a code book index
void unit_deq_nl(uint q, float d, bool fp4, out float v[32]) {
    for (uint j = 0u; j < 16u; j++) {
        uint c = wbyte(q + j);
        v[j] = d * float(book_val(c & 15u, fp4));
        v[j + 16u] = d * float(book_val(c >> 4, fp4));
    }
}

// ---- IQ1 / IQ2 / IQ3 (ggml's grid types; 256-element super-blocks, a unit is one of
// their 32-element sub-blocks). Their lookup grids are the storage buffer iq_grid, which
// the including kernel declares and the host fills once per context: word offsets of
// iq2xxs, iq2xs, iq2s (8 bytes an entry, two words), iq3xxs, iq3s (4 bytes, one word) and
// iq1s (8 int8, two words), each entry's element j in byte j, as ggml defines them.
const uint G_IQ2XXS = 0u, G_IQ2XS = 512u, G_IQ2S = 1536u, G_IQ3XXS = 3584u, G_IQ3S = 3840u, G_IQ1S = 4352u;
bool is_grid_type() { return (WTYPE >= 16u && WTYPE <= 19u) || WTYPE == 21u || WTYPE == 22u || WTYPE == 29u; }
#ifdef GRID_SHARED
// The kernel keeps its type's grid (IQ2/IQ3: 1 to 8 KiB) in shared memory, copied by the
// workgroup first (grid_fill): a lookup for every 8 weights no longer goes through the
// cache. IQ1's 16 KiB grid stays in the buffer. The includer declares COPIES and tab_lane:
// word i of copy c is grid_sh[i COPIES + c], this lane's copy tab_lane.
const uint GRID_BASE = WTYPE == 17u ? G_IQ2XS : WTYPE == 22u ? G_IQ2S : WTYPE == 18u ? G_IQ3XXS
                     : WTYPE == 21u ? G_IQ3S : 0u;
const uint GRID_WORDS = WTYPE == 16u ? 512u : WTYPE == 17u ? 1024u : WTYPE == 22u ? 2048u : WTYPE == 18u ? 256u
                      : WTYPE == 21u ? 512u : 0u;
shared uint grid_sh[GRID_WORDS > 0u ? GRID_WORDS * COPIES : 1u];
uint gridw(uint i) { return GRID_WORDS > 0u ? grid_sh[(i - GRID_BASE) * COPIES + tab_lane] : iq_grid[i]; }
void grid_fill() {
    for (uint i = gl_LocalInvocationID.x; i < GRID_WORDS * COPIES; i += gl_WorkGroupSize.x)
        grid_sh[i] = iq_grid[GRID_BASE + i / COPIES];
}
#else
uint gridw(uint i) { return iq_grid[i]; }
#endif

// ggml's ksigns_iq2xs: a 7-bit sign index and its parity as bit 7 (an even count of negatives)
uint ksigns(uint i) { return i | ((uint(bitCount(i)) & 1u) << 7); }
uvec2 grid2(uint w) { return uvec2(gridw(w), gridw(w + 1u)); }
float gsign(uint s, uint j) { return ((s >> j) & 1u) != 0u ? -1.0 : 1.0; }

// One group of 8 of a unit: the grid entry's bytes g (unsigned: IQ2/IQ3; int8: IQ1),
// signs s, scale d (IQ1: d (g + delta))
struct IqGroup { uvec2 g; uint s; float d, delta; };

// Group l (0..3) of unit u of the row at byte rb. Layouts (tests/ref.h describes them
// element by element): IQ2_XXS d, qs[32] (u16); IQ2_XS d, qs[32] (u16), scales[8]; IQ2_S
// d, qs[32], signs[32], qh[8], scales[8]; IQ3_XXS d, qs[64], scales-and-signs[8] (u32);
// IQ3_S d, qs[64], qh[8], signs[32], scales[4]; IQ1_S d, qs[32], qh[8] (u16); IQ1_M
// qs[32], qh[16], scales[4] (u16, d in their top nibbles).
IqGroup iq_group(uint rb, uint u, uint l) {
    IqGroup r;
    uint k = u & 7u;
    r.delta = 0.0;
    if (WTYPE == 16u) {
        uint b = rb + (u >> 3) * 66u, a = wu32(b + 2u + 8u * k), s = wu32(b + 6u + 8u * k);
        r.d = wf16(b) * (0.5 + float(s >> 28)) * 0.25;
        r.g = grid2(G_IQ2XXS + 2u * ((a >> (8u * l)) & 255u));
        r.s = ksigns((s >> (7u * l)) & 127u);
    } else if (WTYPE == 17u) {
        uint b = rb + (u >> 3) * 74u, q = wu16(b + 2u + 8u * k + 2u * l);
        r.d = wf16(b) * (0.5 + float((wbyte(b + 66u + k) >> (4u * (l >> 1))) & 15u)) * 0.25;
        r.g = grid2(G_IQ2XS + 2u * (q & 511u));
        r.s = ksigns(q >> 9);
    } else if (WTYPE == 22u) {
        uint b = rb + (u >> 3) * 82u, i = wbyte(b + 2u + 4u * k + l) | (((wbyte(b + 66u + k) >> (2u * l)) & 3u) << 8);
        r.d = wf16(b) * (0.5 + float((wbyte(b + 74u + k) >> (4u * (l >> 1))) & 15u)) * 0.25;
        r.g = grid2(G_IQ2S + 2u * i);
        r.s = wbyte(b + 34u + 4u * k + l);
    } else if (WTYPE == 18u) {
        uint b = rb + (u >> 3) * 98u, s = wu32(b + 66u + 4u * k), q = b + 2u + 8u * k + 2u * l;
        r.d = wf16(b) * (0.5 + float(s >> 28)) * 0.5;
        r.g = uvec2(gridw(G_IQ3XXS + wbyte(q)), gridw(G_IQ3XXS + wbyte(q + 1u)));
        r.s = ksigns((s >> (7u * l)) & 127u);
    } else if (WTYPE == 21u) {
        uint b = rb + (u >> 3) * 110u, qh = wbyte(b + 66u + k), q = b + 2u + 8u * k + 2u * l;
        r.d = wf16(b) * float(1u + 2u * ((wbyte(b + 106u + (k >> 1)) >> (4u * (k & 1u))) & 15u));
        r.g = uvec2(gridw(G_IQ3S + (wbyte(q) | (((qh >> (2u * l)) & 1u) << 8))),
                    gridw(G_IQ3S + (wbyte(q + 1u) | (((qh >> (2u * l + 1u)) & 1u) << 8))));
        r.s = wbyte(b + 74u + 4u * k + l);
    } else if (WTYPE == 19u) {
        uint b = rb + (u >> 3) * 50u, qh = wu16(b + 34u + 2u * k);
        r.d = wf16(b) * float(2u * ((qh >> 12) & 7u) + 1u);
        r.delta = (qh & 0x8000u) != 0u ? -0.125 : 0.125;
        r.g = grid2(G_IQ1S + 2u * (wbyte(b + 2u + 4u * k + l) | (((qh >> (3u * l)) & 7u) << 8)));
        r.s = 0u;
    } else if (WTYPE == 29u) {
        uint b = rb + (u >> 3) * 56u, h = (wbyte(b + 32u + 2u * k + (l >> 1)) >> (4u * (l & 1u))) & 15u;
        uint d16 = (wu16(b + 48u) >> 12) | ((wu16(b + 50u) >> 8) & 0xF0u) | ((wu16(b + 52u) >> 4) & 0xF00u) |
                   (wu16(b + 54u) & 0xF000u);
        uint sc = wu16(b + 48u + 2u * (k >> 1));
        r.d = unpackHalf2x16(d16).x * float(2u * ((sc >> (6u * (k & 1u) + 3u * (l >> 1))) & 7u) + 1u);
        r.delta = (h & 8u) != 0u ? -0.125 : 0.125;
        r.g = grid2(G_IQ1S + 2u * (wbyte(b + 4u * k + l) | ((h & 7u) << 8)));
        r.s = 0u;
    }
    return r;
}

// element j (0..7) of a group as a float, as ggml forms it
float iq_value(IqGroup r, uint j) {
    uint w = r.g[j >> 2] >> (8u * (j & 3u));
    if (WTYPE == 19u || WTYPE == 29u) return r.d * (float(int(w << 24) >> 24) + r.delta);
    return r.d * float(w & 255u) * gsign(r.s, j);
}

void unit_deq_iq(uint rb, uint u, out float v[32]) {
    for (uint l = 0u; l < 4u; l++) {
        IqGroup r = iq_group(rb, u, l);
        for (uint j = 0u; j < 8u; j++) v[8u * l + j] = iq_value(r, j);
    }
}

// Dequantizes unit u (elements 32u .. 32u+31) of the row starting at byte rb.
void unit_deq(uint rb, uint u, out float v[32]) {
    switch (WTYPE) {
    case 0u:
        for (uint j = 0u; j < 32u; j++) v[j] = uintBitsToFloat(wu32(rb + (u * 32u + j) * 4u));
        break;
    case 1u:
        for (uint j = 0u; j < 32u; j++) v[j] = wf16(rb + (u * 32u + j) * 2u);
        break;
    case 30u:
        for (uint j = 0u; j < 32u; j++) v[j] = uintBitsToFloat(wu16(rb + (u * 32u + j) * 2u) << 16);
        break;
    case 2u: { // Q4_0: d, 16 bytes; low nibbles are elements 0..15, high 16..31
        uint b = rb + u * 18u;
        float d = wf16(b);
        for (uint j = 0u; j < 16u; j++) {
            uint q = wbyte(b + 2u + j);
            v[j] = d * (float(q & 15u) - 8.0);
            v[j + 16u] = d * (float(q >> 4) - 8.0);
        }
        break;
    }
    case 3u: { // Q4_1: d, m, 16 bytes
        uint b = rb + u * 20u;
        float d = wf16(b), m = wf16(b + 2u);
        for (uint j = 0u; j < 16u; j++) {
            uint q = wbyte(b + 4u + j);
            v[j] = d * float(q & 15u) + m;
            v[j + 16u] = d * float(q >> 4) + m;
        }
        break;
    }
    case 6u: { // Q5_0: d, 32 high bits, 16 bytes
        uint b = rb + u * 22u;
        float d = wf16(b);
        uint qh = wu16(b + 2u) | (wu16(b + 4u) << 16);
        for (uint j = 0u; j < 16u; j++) {
            uint q = wbyte(b + 6u + j);
            v[j] = d * (float((q & 15u) | (((qh >> j) & 1u) << 4)) - 16.0);
            v[j + 16u] = d * (float((q >> 4) | (((qh >> (j + 16u)) & 1u) << 4)) - 16.0);
        }
        break;
    }
    case 7u: { // Q5_1: d, m, 32 high bits, 16 bytes
        uint b = rb + u * 24u;
        float d = wf16(b), m = wf16(b + 2u);
        uint qh = wu32(b + 4u);
        for (uint j = 0u; j < 16u; j++) {
            uint q = wbyte(b + 8u + j);
            v[j] = d * float((q & 15u) | (((qh >> j) & 1u) << 4)) + m;
            v[j + 16u] = d * float((q >> 4) | (((qh >> (j + 16u)) & 1u) << 4)) + m;
        }
        break;
    }
    case 8u: { // Q8_0: d, 32 signed bytes
        uint b = rb + u * 34u;
        float d = wf16(b);
        for (uint j = 0u; j < 32u; j++) v[j] = d * float(wi8(b + 2u + j));
        break;
    }
    case 12u: { // Q4_K: d, dmin, 12 scale bytes, 128 bytes; 64-element chunks of low then high nibbles
        uint b = rb + (u >> 3) * 144u, sb = u & 7u;
        float d = wf16(b), dmin = wf16(b + 2u), sc, mn;
        k4_scale_min(b + 4u, sb, sc, mn);
        uint q = b + 16u + (sb >> 1) * 32u, sh = (sb & 1u) * 4u;
        for (uint j = 0u; j < 32u; j++) v[j] = d * sc * float((wbyte(q + j) >> sh) & 15u) - dmin * mn;
        break;
    }
    case 13u: { // Q5_K: d, dmin, 12 scale bytes, 32 high-bit bytes, 128 bytes
        uint b = rb + (u >> 3) * 176u, sb = u & 7u;
        float d = wf16(b), dmin = wf16(b + 2u), sc, mn;
        k4_scale_min(b + 4u, sb, sc, mn);
        uint q = b + 48u + (sb >> 1) * 32u, sh = (sb & 1u) * 4u;
        for (uint j = 0u; j < 32u; j++) {
            uint hi = (wbyte(b + 16u + j) >> sb) & 1u;
            v[j] = d * sc * float(((wbyte(q + j) >> sh) & 15u) | (hi << 4)) - dmin * mn;
        }
        break;
    }
    case 14u: { // Q6_K: 128 low-nibble bytes, 64 high-2-bit bytes, 16 int8 scales, d
        uint b = rb + (u >> 3) * 210u, k = u & 7u;
        uint half_ = k >> 2, quarter = k & 3u;
        uint ql = b + half_ * 64u + (quarter & 1u) * 32u, qh = b + 128u + half_ * 32u;
        uint lsh = (quarter >> 1) * 4u, hsh = quarter * 2u;
        float d = wf16(b + 208u);
        for (uint j = 0u; j < 32u; j++) {
            float sc = float(wi8(b + 192u + half_ * 8u + (j >> 4) + quarter * 2u));
            uint q = ((wbyte(ql + j) >> lsh) & 15u) | (((wbyte(qh + j) >> hsh) & 3u) << 4);
            v[j] = d * sc * (float(q) - 32.0);
        }
        break;
    }
    case 10u: unit_deq_q2_k(rb, u, v); break;
    case 11u: unit_deq_q3_k(rb, u, v); break;
    case 20u: unit_deq_nl(rb + u * 18u + 2u, wf16(rb + u * 18u), false, v); break;
    case 23u: {
        uint b = rb + (u >> 3) * 136u;
        unit_deq_nl(b + 8u + (u & 7u) * 16u, wf16(b) * float(iq4xs_scale(b, u & 7u)), false, v);
        break;
    }
    case 39u: unit_deq_nl(rb + u * 17u + 1u, e8m0_half(wbyte(rb + u * 17u)), true, v); break;
    case 16u: case 17u: case 18u: case 19u: case 21u: case 22u: case 29u: unit_deq_iq(rb, u, v); break;
    }
}
