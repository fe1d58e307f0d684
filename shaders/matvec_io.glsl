// The interface and epilogue the two mat-vec kernels share (matvec.comp: float input;
// matvec_dot.comp: int8 input and integer dot products): bindings, push constants, the
// folded-in input operations, and the writing of y with its per-workgroup reductions.
// Each subgroup computes R rows; KS subgroups split one row's columns.

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint SG = 32;   // subgroup size the host planned for
layout(constant_id = 3) const uint R = 1;     // rows per subgroup: x is read once for all
layout(constant_id = 4) const uint KS = 1;    // subgroups splitting one row's columns (small matrices)
// 1: y * qnw quantized into binding 10 (the next mat-vec's input, its norm's 1/rms left
//    out: a scalar, its consumer applies it); the host sets it only where a workgroup's
//    rows are whole 16-row blocks;
// 2: rows are gate | up (nrows / 2 each), paired per workgroup (mv_row0); silu(gate) * up
//    quantized into binding 10 (the down projection's input).
// A constant, not a flag: pipelines without it keep none of its code (H100: the 0.6B's
// mat-vecs ran ~1.5% slower with it present but unused)
layout(constant_id = 7) const uint QOUT = 0;
// 1: one part of a split LM head: its (max, row) pairs at pc.maxat, rows numbered from
// pc.row0. A constant, not read from the push constants in every mat-vec: that cost the
// 8B's tg128 6.6% on the H100 (300.5 vs 321.9), the compiler's registers again
layout(constant_id = 9) const uint SPLIT = 0;
// 1: with MV_IN_SWIGLU, GELU (tanh form) instead of SiLU (Gemma). A constant for the same
// reason (as a push-constant flag it cost Qwen3-0.6B's tg128 0.7% on an H200)
layout(constant_id = 10) const uint GELU = 0;
// 1 (Gemma's norms after attention and after the FFN, token step): y is the block's output,
// and the workgroup that finishes last adds it into the residual stream normed, x += y /
// rms(y) * w, leaving sum(x^2) at x[nrows] for the next norm: the step's rmsnorm_rows
// dispatch (and its barrier) folded in. w comes in binding 3 (no bias then), x in binding
// 10 and the finished-workgroup count in binding 1 (zero before and after); QOUT is 0.
layout(constant_id = 12) const uint POSTN = 0;
layout(std430, binding = 2) buffer Yb { float y[]; };
layout(std430, binding = 3) readonly buffer Bb { float bias[]; };
layout(std430, binding = 5) readonly buffer X4b { vec4 x4[]; };    // the input vector
layout(std430, binding = 6) readonly buffer A4b { vec4 aux4[]; };  // norm weights, or the SwiGLU up half
layout(std430, binding = 7) readonly buffer Xf { float xf[]; };   // x again: its producer's sum(x^2) parts follow it
layout(std430, binding = 8) readonly buffer Nb { float qnw[]; };   // QOUT 1: the next norm's weights
// A quantized input vector of n elements: int8 in 16-element blocks (a uvec4 each), then
// from byte n on each block's (scale, scale * sum of its quants). matvec_dot's XPRE reads
// one (binding 9; not declared readonly: on NVIDIA that took matvec_dot's Q4_K pipelines
// from 40 to 48 registers, 3 to 2 workgroups a multiprocessor, 8B tg128 -5%); QOUT
// writes one (binding 10).
layout(std430, binding = 9) buffer Qb { uvec4 xq4[]; };
layout(std430, binding = 9) buffer Qd { vec2 xqd[]; };
layout(std430, binding = 10) writeonly buffer Ob { uvec4 xo4[]; };
layout(std430, binding = 10) writeonly buffer Od { vec2 xod[]; };
layout(std430, binding = 2) coherent buffer Ycb { float yc[]; };   // POSTN: y, read by another workgroup
layout(std430, binding = 10) buffer Pxb { float px[]; };           // POSTN: x, the residual stream
// POSTN: workgroups finished. Binding 1, no other's: a kernel's (dead) stores count as
// writes for validation, so other mat-vecs bind y there, which they write anyway
layout(std430, binding = 1) coherent buffer Pcb { uint pcnt[]; };
layout(push_constant) uniform P {
    uint ncols, nrows;
    uint flags;      // 1: add bias[r]; 2: add the old y[r] (residual, in place);
                     // 4: the input is silu(x) * aux (SwiGLU folded in);
                     // 8: the input is rmsnorm(x) * aux (RMSNorm folded in: the producer of x
                     //    left sum(x^2) in npart parts after x's ncols elements);
                     // 16: y[nrows + wg] = this workgroup's sum of y^2 (for the next RMSNorm);
                     // 32: y[maxat + 2 wg, +1] = this workgroup's largest y and its row (sampling)
                     // 128: gate | up rows paired per workgroup (mv_row0; with QOUT 2). A
                     //     flag, where QOUT could decide: as a constant, NVIDIA gave the
                     //     8B's Q4_K pipelines 46-48 registers instead of 40 (2 workgroups
                     //     a multiprocessor instead of 3), tg128 285 vs 298
    float eps;
    uint npart;
    uint maxat;      // flag 32: where this dispatch's (max, row) pairs start in y (nrows, or
                     // for one part of a split LM head after all the logits)
    uint row0;       // flag 32: the row number of this dispatch's row 0 (a split LM head's part)
} pc;

float inv_rms = 1.0;
shared float part[128];                       // per-subgroup partial sums when KS > 1;
                                              // then the values QOUT quantizes
shared float yrow[128];                       // this workgroup's outputs (flags 16, 32; QOUT)
shared uint post_last;                        // POSTN: this workgroup finished last

// The first of this subgroup's R rows (l0: its first within the workgroup's rows_wg):
// in order, or with flag 128 (set with QOUT 2) a workgroup takes gate rows [wg hw, +hw) and the same rows
// of up (nrows / 2 further), hw = rows_wg / 2, so that it can form silu(gate) * up itself
uint mv_row0(uint wg, uint rows_wg, uint l0) {
    if ((pc.flags & MV_SWIQ) == 0u) return wg * rows_wg + l0;
    uint hw = rows_wg / 2u, base = wg * hw;
    return l0 < hw ? base + l0 : pc.nrows / 2u + base + l0 - hw;
}

// 1 / rms(x) from the producer's parts (flag 8), added up by each subgroup
void mv_norm() {
    if ((pc.flags & MV_IN_NORM) != 0u) {
        float ss = 0.0;
        for (uint i = gl_SubgroupInvocationID; i < pc.npart; i += SG) ss += xf[pc.ncols + i];
        inv_rms = inversesqrt(subgroupAdd(ss) / float(pc.ncols) + pc.eps);
    }
}

// element group i (4 floats) of the input vector, with the folded-in operation applied
vec4 xin(uint i) {
    vec4 v = x4[i];
    if ((pc.flags & MV_IN_SWIGLU) != 0u)
        return GELU != 0u ? GEGLU(v, aux4[i]) : SWIGLU(v, aux4[i]);
    if ((pc.flags & MV_IN_NORM) != 0u) return v * inv_rms * aux4[i];
    return v;
}

// The workgroup's sum of v (every thread's), through part[] (free again here)
float wg_sum(float v) {
    uint nsg = gl_WorkGroupSize.x / SG, sg = gl_LocalInvocationID.x / SG;
    v = subgroupAdd(v);
    barrier();
    if (gl_SubgroupInvocationID == 0u) part[sg] = v;
    barrier();
    v = 0.0;
    for (uint i = 0u; i < nsg; i++) v += part[i];
    return v;
}

// POSTN: the last workgroup to finish adds y / rms(y) * w into x, then sum(x^2) after x
// (as rmsnorm_rows' POST does), and sets the count back to zero
void post_norm_add() {
    uint t = gl_LocalInvocationID.x, wgs = gl_WorkGroupSize.x;
    memoryBarrierBuffer();
    barrier();
    if (t == 0u) post_last = atomicAdd(pcnt[0], 1u) == gl_NumWorkGroups.x * gl_NumWorkGroups.y - 1u ? 1u : 0u;
    barrier();
    if (post_last == 0u) return;
    memoryBarrierBuffer();
    float ss = 0.0, s2 = 0.0;
    for (uint i = t; i < pc.nrows; i += wgs) ss += yc[i] * yc[i];
    float inv = 1.0 / sqrt(wg_sum(ss) / float(pc.nrows) + pc.eps);
    for (uint i = t; i < pc.nrows; i += wgs) {
        float v = px[i] + yc[i] * inv * bias[i];
        px[i] = v;
        s2 += v * v;
    }
    s2 = wg_sum(s2);
    if (t == 0u) {
        px[pc.nrows] = s2;
        pcnt[0] = 0u;
    }
}

// Adds up the lanes' (and the column slices') partial sums of rows row0 .. row0+nr-1,
// writes them (+ bias, + old y) and, for flags 16/32, this workgroup's reduction.
void mv_store(uint sg_id, uint slice, uint groups, uint wg, uint row0, uint nr, float acc[4]) {
    // QOUT 1: the next norm's weight of this thread's row, loaded before the reductions
    // (earlier, its register would be held through the kernel: 40 -> 48 on NVIDIA)
    float qn = 0.0;
    uint qrow = wg * groups * R + gl_LocalInvocationID.x;
    if (QOUT == 1u && gl_LocalInvocationID.x < groups * R && qrow < pc.nrows) qn = qnw[qrow];
    // QOUT 1: the writers' bias and old y (residual) too, so that the reductions hide
    // their latency instead of the tail waiting on it (H100, 8B tg128 322.7 vs 319.8;
    // producers without QOUT, the 0.6B's, measured 1% slower so: there they load at use)
    bool writer = slice == 0u && gl_SubgroupInvocationID == 0u;
    float add[4] = float[4](0.0, 0.0, 0.0, 0.0);
    if (QOUT == 1u && writer)
        for (uint r = 0u; r < R; r++) {
            if (r >= nr) break;
            if ((pc.flags & MV_BIAS) != 0u) add[r] += bias[row0 + r];
            if ((pc.flags & MV_RESIDUAL) != 0u) add[r] += y[row0 + r];
        }
    for (uint r = 0u; r < R; r++) acc[r] = subgroupAdd(acc[r]);
    if (KS > 1u) { // add up the column slices of the subgroups that share these rows
        if (gl_SubgroupInvocationID == 0u)
            for (uint r = 0u; r < R; r++) part[sg_id * R + r] = acc[r];
        barrier();
        for (uint r = 0u; r < R; r++) {
            float t = 0.0;
            for (uint k = 0u; k < KS; k++) t += part[(sg_id - slice + k) * R + r];
            acc[r] = t;
        }
    }
    bool reduce = (pc.flags & (MV_OUT_SUMSQ | MV_OUT_MAX)) != 0u || QOUT != 0u;
    if (writer) {
        for (uint r = 0u; r < R; r++) {
            if (r >= nr) break;
            float t = acc[r];
            if (QOUT == 1u) t += add[r];
            else {
                if ((pc.flags & MV_BIAS) != 0u) t += bias[row0 + r];
                if ((pc.flags & MV_RESIDUAL) != 0u) t += y[row0 + r];
            }
            if (POSTN != 0u) yc[row0 + r] = t;
            else y[row0 + r] = t;
            if (reduce) yrow[(sg_id / KS) * R + r] = t;
        }
    }
    if (reduce) { // this workgroup's rows, in order: yrow[0 .. rows); one thread per row
        uint rows_wg = groups * R, first = wg * rows_wg, t = gl_LocalInvocationID.x;
        uint n = first < pc.nrows ? min(rows_wg, pc.nrows - first) : 0u;
        bool qnorm = QOUT == 1u, qswi = QOUT == 2u;
        uint nq = qswi ? rows_wg / 2u : n;   // values to quantize (QOUT 1: whole blocks, host-checked)
        barrier();
        if (qnorm || qswi) { // quantized output: a thread per value (the exp of SwiGLU in
                           // parallel), then a thread per 16-value block rounds and packs
            if (t < nq) part[t] = qnorm ? yrow[t] * qn : SWIGLU(yrow[t], yrow[nq + t]);
            barrier();
            if (t < nq / 16u) {
                float v[16];
                vec2 ds;
                for (uint k = 0u; k < 16u; k++) v[k] = part[16u * t + k];
                uint blk = (qnorm ? first : wg * nq) / 16u + t;
                xo4[blk] = quant16(v, ds);
                xod[(qnorm ? pc.nrows : pc.nrows / 2u) / 8u + blk] = ds;
            }
        }
        // QOUT 1: a thread of another subgroup than the quantizing one adds up y^2, in
        // parallel (min(): not a constant expression, which crashes glslang here)
        if (t == (QOUT == 1u ? min(SG, gl_WorkGroupSize.x - SG) : 0u) && n > 0u) {
            if ((pc.flags & MV_OUT_SUMSQ) != 0u) {
                float ss = 0.0;
                for (uint i = 0u; i < n; i++) ss += yrow[i] * yrow[i];
                y[pc.nrows + wg] = ss;
            } else if ((pc.flags & MV_OUT_MAX) != 0u) {
                // bit 31 of the row: a NaN or infinity among these logits (exponent bits
                // all set; integer bits, which no fast-math can fold away), so that
                // argmax can flag corrupted weights to the host in the id it reads anyway
                uint bi = 0u, nonfinite = (floatBitsToUint(yrow[0]) & 0x7f800000u) == 0x7f800000u ? 1u : 0u;
                for (uint i = 1u; i < n; i++) {
                    if (yrow[i] > yrow[bi]) bi = i;   // the lowest row wins a tie
                    if ((floatBitsToUint(yrow[i]) & 0x7f800000u) == 0x7f800000u) nonfinite = 1u;
                }
                uint at = SPLIT != 0u ? pc.maxat : pc.nrows, r0 = SPLIT != 0u ? pc.row0 : 0u;
                y[at + 2u * wg] = yrow[bi];
                y[at + 2u * wg + 1u] = uintBitsToFloat((r0 + first + bi) | (nonfinite << 31));
            }
        }
    }
    if (POSTN != 0u) post_norm_add();
}
