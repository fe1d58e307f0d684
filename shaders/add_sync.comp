#version 450
// out[i] = a[i] + b[i] like add_f32, ordered after the dispatch before it by level sync
// (sync.glsl) instead of a pipeline barrier: a workgroup waits until all pc.wait_n
// workgroups of the previous dispatch have counted themselves into counter pc.level, then
// counts itself into counter pc.level + 1. What `vkinfer bench --bandwidth` measures one
// such dependency level with.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(std430, binding = 0) coherent readonly buffer A { float a[]; };
layout(std430, binding = 1) readonly buffer B { float b[]; };
layout(std430, binding = 2) writeonly buffer O { float o[]; };
layout(push_constant) uniform P { uint n, level, wait_n; } pc;
#define SYNC_ID 1
#define SYNC_BINDING 3
#include "sync.glsl"

void main() {
    uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    sync_wait(pc.level, pc.level > 0u ? pc.wait_n : 0u);
    if (i < pc.n) o[i] = a[i] + b[i];
    sync_signal(pc.level + 1u);
}
