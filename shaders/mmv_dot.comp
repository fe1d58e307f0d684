#version 450
// Y[c, ycol + r] = sum_k W[r, k] X[c, k] (+ bias[r]) (+ old Y) for a few rows X (COLS, 1..16:
// a batch's sequences) -- a mat-vec of several columns: each weight unit is read once, from
// memory, and multiplied with every column. X comes quantized (quant_rows: int8 in
// 16-element blocks, matvec_dot's rounding), staged in shared memory; the weights are
// decoded into int8 quants with a scale and a minimum per 16 elements (quant_int8.glsl's
// unit_int8, mm_dot's decoding; Q8_0 from 4-byte loads), so the sums are those of the
// dequantized weights with the int8-rounded inputs, as matvec_dot and mm_dot form them.
// Layout as matvec_dot's: a subgroup takes R rows, its lanes the rows' 32-element units
// in turn (lane i: units i, i + SG, ...), so a subgroup's loads are contiguous; the
// accumulators, COLS x R floats, stay in registers. The inputs go through shared memory: K
// in slices of SLICE units (a multiple of SG), each slice's COLS x SLICE units (quants and
// scale pairs, 48 bytes a unit) loaded once a workgroup by all its threads, so NSG x R rows
// share every input byte read from L2 (read once a subgroup, the inputs were 20-40x the
// weights' bytes at 16 columns). The next slice's loads are issued before this slice's
// products and stored after them (where they fit STMAX registers a thread): into the other
// of NBUF = 2 buffers (a barrier a slice), or with NBUF = 1 after a second barrier; with PF
// the lanes' next weight units are loaded before this slice's products too. Each lane's
// units and sums in the order they had without staging: the same sums.
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_spirv_intrinsics : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;
layout(constant_id = 3) const uint R = 1;      // rows per subgroup (1, 2, 4, 8)
layout(constant_id = 4) const uint COLS = 1;   // input rows (1..16)
layout(constant_id = 5) const uint SLICE = 32; // units a slice of K (a multiple of SG)
layout(constant_id = 6) const uint NBUF = 1;   // slices in shared memory (1, 2)
layout(constant_id = 7) const uint PF = 0;     // 1: the next slice's weights loaded before this slice's products
layout(std430, binding = 0) readonly buffer Wb { uint16_t W[]; };
layout(std430, binding = 0) readonly buffer W4b { uvec4 W4[]; };   // the same weights, 16 bytes a load
layout(std430, binding = 0) readonly buffer W1b { uint W1[]; };    // and 4 bytes a load
layout(std430, binding = 1) readonly buffer Xb { uvec4 xq4[]; };   // quant_rows' output (a unit's two
                                                                   // (scale, sum) pairs a load)
layout(std430, binding = 2) buffer Yb { float Y[]; };
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
layout(std430, binding = 4) readonly buffer Gb { uint iq_grid[]; };   // IQ1/IQ2/IQ3 lookup grids (quant.glsl)
layout(push_constant) uniform P { uint K, N, ldy, ycol, flags; } pc;
#include "quant.glsl"
#include "mm_deq.glsl"

#include "quant_int8.glsl"

const uint RMAX = 8u, CMAX = 16u, STMAX = 8u;   // STMAX: uvec4 a thread holds of the next slice
// a slice: per column its units' first halves' quants, second halves', (scale, sum) pairs -- uvec4 [3][COLS][SLICE]
const uint SL = 3u * COLS * SLICE;
shared uvec4 xs[NBUF * SL];

// element j of a slice from u0 on: a column's 2 SLICE quant blocks, then its SLICE scale pairs, in memory's order
// (thread t: elements t, t + WG, ...); units past K: not loaded, not read
uvec4 stage_elem(uint j, uint u0, uint nu, uint nb) {
    uint q = 2u * COLS * SLICE;
    if (j < q) {
        uint c = j / (2u * SLICE), bl = j - c * 2u * SLICE;
        return u0 + bl / 2u < nu ? xq4[c * nb + 2u * u0 + bl] : uvec4(0u);
    }
    uint c = (j - q) / SLICE, u = j - q - c * SLICE;
    return u0 + u < nu ? xq4[nb * COLS + c * (nb / 2u) + u0 + u] : uvec4(0u);   // (nb even: K a multiple of 32)
}

// its place in xs: quants [half][column][unit], scale pairs [column][unit] as loaded
uint stage_pos(uint j) {
    uint q = 2u * COLS * SLICE;
    if (j >= q) return j;
    uint c = j / (2u * SLICE), bl = j - c * 2u * SLICE;
    return ((bl & 1u) * COLS + c) * SLICE + bl / 2u;
}

// where a thread's share fits STMAX registers, the next slice is loaded before this slice's products and stored
// after them; else loaded and stored before them (NBUF 2) or after them (NBUF 1)
const bool PIPE = SL <= STMAX * gl_WorkGroupSize.x;
// PF where a lane takes one unit a slice (SLICE = SG): R units more in registers, loaded while a slice is computed
const bool WPF = PF != 0u && SLICE == SG;

void stage_load(uint u0, uint nu, uint nb, out uvec4 st[STMAX]) {
    for (uint i = 0u; i < STMAX; i++) {
        uint j = gl_LocalInvocationID.x + i * gl_WorkGroupSize.x;
        st[i] = i * gl_WorkGroupSize.x < SL && j < SL ? stage_elem(j, u0, nu, nb) : uvec4(0u);   // (first: constant)
    }
}

void stage_store(uint buf, uvec4 st[STMAX]) {
    for (uint i = 0u; i < STMAX; i++) {
        uint j = gl_LocalInvocationID.x + i * gl_WorkGroupSize.x;
        if (i * gl_WorkGroupSize.x < SL && j < SL) xs[buf * SL + stage_pos(j)] = st[i];
    }
}

void stage_direct(uint buf, uint u0, uint nu, uint nb) {
    for (uint j = gl_LocalInvocationID.x; j < SL; j += gl_WorkGroupSize.x)
        xs[buf * SL + stage_pos(j)] = stage_elem(j, u0, nu, nb);
}

// a unit's weights in the subgroup's R rows (rows past the end: the last row's, read and not written)
void load_w(uint row0, uint rb, uint it, out uint q[RMAX][8], out vec4 sm[RMAX]) {
    for (uint r = 0u; r < R; r++) {
        uint rr = min(row0 + r, pc.N - 1u);
        if (WTYPE == 8u) {   // Q8_0: 34 bytes from 9 aligned words (a block starts 0 or 2 bytes into one)
            uint b = rr * rb + it * 34u, wi = b >> 2;
            bool odd = (b & 2u) != 0u;
            uint w[9];
            for (uint k = 0u; k < 9u; k++) w[k] = W1[wi + k];
            for (uint k = 0u; k < 8u; k++) q[r][k] = odd ? w[k + 1u] : (w[k] >> 16) | (w[k + 1u] << 16);
            float d = unpackHalf2x16(odd ? w[0] >> 16 : w[0]).x;
            sm[r] = vec4(d, 0.0, d, 0.0);
        } else {
            unit_int8(rr * rb, it, q[r], sm[r]);
        }
    }
}

void main() {
    uint sg_id = gl_LocalInvocationID.x / SG, nsg = gl_WorkGroupSize.x / SG;
    uint wg = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    uint row0 = (wg * nsg + sg_id) * R;
    bool live = row0 < pc.N;   // subgroups past the rows still stage the inputs, and write nothing
    uint nu = pc.K / 32u, nb = pc.K / 16u, rb = row_bytes(pc.K), ns = (nu + SLICE - 1u) / SLICE;
    float acc[CMAX * RMAX];
    for (uint i = 0u; i < CMAX * RMAX; i++) acc[i] = 0.0;
    uvec4 st[STMAX];
    uint q[RMAX][8], qn[RMAX][8];   // the weights multiplied, those loaded (one load_w: its decoding inlined once)
    vec4 sm[RMAX], smn[RMAX];
    stage_direct(0u, 0u, nu, nb);
    barrier();
    // step t: slice s = t (WPF: t - 1, none at t = 0, while slice t's weights load) computed
    for (uint t = 0u; t < (WPF ? ns + 1u : ns); t++) {
        bool comp = !WPF || t > 0u;
        uint s = WPF ? t - 1u : t, u0 = s * SLICE, cur = NBUF == 1u ? 0u : (s & 1u) * SL;
        if (comp && PIPE && s + 1u < ns) stage_load(u0 + SLICE, nu, nb, st);
        if (comp && !PIPE && NBUF == 2u && s + 1u < ns) stage_direct((s + 1u) & 1u, u0 + SLICE, nu, nb);
        for (uint m = gl_SubgroupInvocationID; m < SLICE; m += SG) {
            uint lu = t * SLICE + m;   // the unit whose weights load now
            if (live && t < ns && lu < nu) load_w(row0, rb, lu, qn, smn);
            if (!WPF) {
                q = qn;
                sm = smn;
            }
            if (!comp || !live || u0 + m >= nu) continue;
            for (uint c = 0u; c < COLS; c++) {
                uvec4 xa = xs[cur + c * SLICE + m], xc = xs[cur + (COLS + c) * SLICE + m];
                vec4 dd = uintBitsToFloat(xs[cur + (2u * COLS + c) * SLICE + m]);
                vec2 da = dd.xy, dc = dd.zw;
                for (uint r = 0u; r < R; r++) {
                    int sa = dot4(q[r][0], xa.x) + dot4(q[r][1], xa.y) + dot4(q[r][2], xa.z) + dot4(q[r][3], xa.w);
                    int sb = dot4(q[r][4], xc.x) + dot4(q[r][5], xc.y) + dot4(q[r][6], xc.z) + dot4(q[r][7], xc.w);
                    acc[c * RMAX + r] += sm[r].x * da.x * float(sa) + sm[r].y * da.y + sm[r].z * dc.x * float(sb) +
                                         sm[r].w * dc.y;
                }
            }
        }
        if (WPF) {
            q = qn;
            sm = smn;
        }
        if (comp && s + 1u < ns) {
            if (NBUF == 1u) barrier();   // every subgroup done with this slice
            if (PIPE) stage_store(NBUF == 1u ? 0u : (s + 1u) & 1u, st);
            else if (NBUF == 1u) stage_direct(0u, u0 + SLICE, nu, nb);
            barrier();
        }
    }
    for (uint c = 0u; live && c < COLS; c++)
        for (uint r = 0u; r < R; r++) {
            float t = subgroupAdd(acc[c * RMAX + r]);
            if (gl_SubgroupInvocationID == 0u && row0 + r < pc.N) {
                uint o = c * pc.ldy + pc.ycol + row0 + r;
                if ((pc.flags & MM_BIAS) != 0u) t += bias[row0 + r];
                if ((pc.flags & MM_RESIDUAL) != 0u) t += Y[o];
                Y[o] = t;
            }
        }
}
