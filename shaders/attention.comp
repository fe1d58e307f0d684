#version 450
// Fused decode attention; the kernel is in attention.glsl.
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_shader_subgroup_shuffle : require
#include "attention.glsl"
