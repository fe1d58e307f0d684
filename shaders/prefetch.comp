#version 450
// Pulls weights that the next dispatches of the token step will read into the GPU's
// last-level cache. It runs beside attention, in the same dependency level (it reads
// only weights, so no barrier separates them): attention is latency-bound and leaves the
// memory bus idle, and this fills that time, so that the mat-vecs after it stream
// (part of) their weights from the cache instead of memory.
// One 4-byte load per 32-byte sector (the unit memory fills the cache in). The loaded
// words must look used, or the compiler drops the loads: they are combined and written
// only where pc.never is nonzero, which the host never sets.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) readonly buffer W0 { uint w0[]; };
layout(std430, binding = 1) readonly buffer W1 { uint w1[]; };
layout(std430, binding = 2) readonly buffer W2 { uint w2[]; };
layout(std430, binding = 3) readonly buffer W3 { uint w3[]; };
layout(std430, binding = 4) readonly buffer W4 { uint w4[]; };
layout(std430, binding = 5) readonly buffer W5 { uint w5[]; };
layout(std430, binding = 6) readonly buffer W6 { uint w6[]; };
layout(std430, binding = 7) readonly buffer W7 { uint w7[]; };
layout(std430, binding = 8) buffer Sink { uint sink[]; };
layout(push_constant) uniform P {
    uint n[8];     // 32-byte sectors to touch in each of the 8 bindings
    uint never;
} pc;

uint ld(uint b, uint i) {
    switch (b) {
    case 0u: return w0[i];
    case 1u: return w1[i];
    case 2u: return w2[i];
    case 3u: return w3[i];
    case 4u: return w4[i];
    case 5u: return w5[i];
    case 6u: return w6[i];
    }
    return w7[i];
}

void main() {
    uint t = gl_GlobalInvocationID.x, stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x, acc = 0u;
    for (uint b = 0u; b < 8u; b++) {
        uint n = pc.n[b], i = t;
        for (; i + 3u * stride < n; i += 4u * stride)   // 4 loads in flight a thread
            acc ^= ld(b, 8u * i) ^ ld(b, 8u * (i + stride))
                 ^ ld(b, 8u * (i + 2u * stride)) ^ ld(b, 8u * (i + 3u * stride));
        for (; i < n; i += stride) acc ^= ld(b, 8u * i);
    }
    if (pc.never != 0u) sink[t & 63u] = acc;
}
