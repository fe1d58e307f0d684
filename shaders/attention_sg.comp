#version 450
// Fused decode attention for devices without subgroup shuffles: one position per
// subgroup, scores through subgroupAdd (the host passes G = SG).
#extension GL_GOOGLE_include_directive : require
#define ATTN_NO_SHUFFLE 1
#include "attention.glsl"
