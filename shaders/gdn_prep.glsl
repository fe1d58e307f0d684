// gdn_prep.comp's and gdn_prep_coop.comp's common part (gdn_prep.comp describes the kernel):
// the interface, the conv ring's rows, each row's gates and q/k scales, the cumulative
// log-decay; then, from the products k_s.k_r and q_t.k_s of a thread's 4 x 4 tile of the
// lower triangle, the decays, beta, and A's diagonal blocks inverted, into W.
layout(local_size_x_id = 0) in;                // WG = 256; the first NT own a 4 x 4 tile of C x C
layout(constant_id = 1) const uint SG = 32;    // subgroup size (gdn_prep_coop: 32, 64, 128 or 256)
layout(constant_id = 2) const uint DK = 128;   // key head size (a multiple of 16)
layout(constant_id = 3) const uint SB = 16;    // gdn_chunk's solve blocks: 16 or 32 rows
const uint C = 64u, WG = 256u, SL = 16u;
const uint NT = (C / 4u) * (C / 4u + 1u) / 2u; // the tiles on and below the diagonal (136)
layout(std430, binding = 0) readonly buffer Xb { float x[]; };      // rows: q k v, z, alpha, beta
layout(std430, binding = 1) readonly buffer CVb { float cv[]; };    // conv outputs, rows of conv
layout(std430, binding = 2) readonly buffer DTb { float dt[]; };
layout(std430, binding = 3) readonly buffer Ab { float a[]; };      // -exp(A_log)
layout(std430, binding = 4) writeonly buffer Wb { float w[]; };
layout(std430, binding = 5) buffer Rb { float ring[]; };           // [4][conv]
layout(std430, binding = 6) readonly buffer Pb { uint pos; uint n; } state;
// hk, hv: key and value heads; subs: sub-chunks; conv: channels; ld: X's row stride
// (floats); ao, bo: alpha and beta in a row
layout(push_constant) uniform P { uint hk, hv, subs, conv, ld, ao, bo; float eps; } pc;

shared float sG[C], sGr[C], sB[C], sKs[C], sQs[C];
shared float sP[2u * WG];
shared float sT[C * SB];                // A's diagonal blocks, [s][r % SB]

// The workgroup's value head h, sub-chunk (c0, its lc rows), its key head's q and k columns
// (qc, kc) and its place in W (wb); the ring's rows written (spread over every workgroup),
// the rows' scalars into shared memory and W. false: nothing more for this workgroup
bool prep_begin(out uint h, out uint c0, out uint lc, out uint qc, out uint kc, out uint wb) {
    uint id = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x, tid = gl_LocalInvocationID.x;
    uint n = state.n, nwg = gl_NumWorkGroups.x * gl_NumWorkGroups.y;
    for (uint e = id * WG + tid; e < 4u * pc.conv; e += nwg * WG) {
        uint k = e / pc.conv, ch = e % pc.conv, r = n - 1u - k; // the k-th row from the end
        if (k < n) ring[((state.pos + r) & 3u) * pc.conv + ch] = x[r * pc.ld + ch];
    }
    if (id >= pc.hv * pc.subs) return false;
    h = id % pc.hv;
    c0 = (id / pc.hv) * C;
    if (c0 >= n) return false;
    uint kh = h % pc.hk;
    qc = kh * DK;
    kc = pc.hk * DK + kh * DK;
    lc = min(C, n - c0);
    wb = id * (2u * C * C + 4u * C);
    { // the rows' sums of squares of q and k, 4 threads a row
        uint row = tid / 4u;
        float qq = 0.0, kk = 0.0;
        if (row < lc)
            for (uint i = tid % 4u, b = (c0 + row) * pc.conv; i < DK; i += 4u) {
                float q = cv[b + qc + i], k = cv[b + kc + i];
                qq += q * q;
                kk += k * k;
            }
        sP[tid] = qq;
        sP[WG + tid] = kk;
    }
    barrier();
    if (tid < C) {
        float qs = 0.0, ks = 0.0, g = 0.0, be = 0.0;
        if (tid < lc) {
            float qq = sP[4u * tid] + sP[4u * tid + 1u] + sP[4u * tid + 2u] + sP[4u * tid + 3u];
            float kk = sP[WG + 4u * tid] + sP[WG + 4u * tid + 1u] + sP[WG + 4u * tid + 2u] + sP[WG + 4u * tid + 3u];
            uint xr = (c0 + tid) * pc.ld;
            float al = x[xr + pc.ao + h] + dt[h];
            float sp = al > 20.0 ? al : log(1.0 + exp(al));
            qs = 1.0 / (max(sqrt(qq), pc.eps) * sqrt(float(DK)));
            ks = 1.0 / max(sqrt(kk), pc.eps);
            g = sp * a[h];
            be = 1.0 / (1.0 + exp(-x[xr + pc.bo + h]));
        }
        sQs[tid] = qs;
        sKs[tid] = ks;
        sGr[tid] = g;
        sB[tid] = be;
    }
    barrier();
    if (tid < C) { // cumulative log-decay from the sub-chunk's start (rows past lc add 0)
        float cum = 0.0;
        for (uint r = 0u; r <= tid; r++) cum += sGr[r];
        sG[tid] = cum;
        w[wb + 2u * C * C + tid] = cum;
        w[wb + 2u * C * C + C + tid] = sB[tid];
        w[wb + 2u * C * C + 2u * C + tid] = sKs[tid];
        w[wb + 2u * C * C + 3u * C + tid] = sQs[tid];
    }
    return true;
}

// This thread's tile of the lower triangle of 4 x 4 tiles (rows ts.., columns tr..): whether
// it has one (tid < NT)
bool prep_tile(out uint ts, out uint tr) {
    uint tid = gl_LocalInvocationID.x;
    uint bs = uint((sqrt(8.0 * float(tid) + 1.0) - 1.0) * 0.5);
    if ((bs + 1u) * (bs + 2u) / 2u <= tid) bs++;
    if (bs * (bs + 1u) / 2u > tid) bs--;
    ts = bs * 4u;
    tr = (tid - bs * (bs + 1u) / 2u) * 4u;
    return tid < NT;
}

// A and Q of the tile into W from its products, then A's diagonal blocks inverted
void prep_finish(uint wb, uint ts, uint tr, bool tile, float accA[16], float accQK[16]) {
    uint tid = gl_LocalInvocationID.x;
    bool diag = ts / SB == tr / SB;   // the tile lies in a diagonal block of A
    if (tile)
        for (uint u = 0u; u < 4u; u++)
            for (uint v = 0u; v < 4u; v++) {
                uint s = ts + u, r = tr + v;
                float av = r < s ? sB[s] * exp(sG[s] - sG[r]) * accA[u * 4u + v] : 0.0;
                if (diag) sT[s * SB + r % SB] = av;
                else w[wb + s * C + r] = av;
                w[wb + C * C + s * C + r] = r <= s ? exp(sG[s] - sG[r]) * accQK[u * 4u + v] : 0.0;
            }
    barrier();
    // the inverse of the unit lower triangle I + A_bb, a column a thread: x = (I + A_bb)^-1 e_c
    // by forward substitution; T = x below the diagonal, 0 on and above it
    float x[SB];
    uint b0 = (tid / SB) * SB, col = tid % SB;
    if (tid < C) {
        [[unroll]] for (uint i = 0u; i < SB; i++) {   // constant indices: x stays in registers
            float acc = i == col ? 1.0 : 0.0;
            [[unroll]] for (uint r = 0u; r < i; r++)
                if (r >= col) acc -= sT[(b0 + i) * SB + r] * x[r];
            x[i] = acc;
        }
    }
    barrier();   // sT read: it takes the columns
    if (tid < C)
        [[unroll]] for (uint i = 0u; i < SB; i++) w[wb + (b0 + i) * C + b0 + col] = i > col ? x[i] : 0.0;
}
