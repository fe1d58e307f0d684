// Shared by every kernel. Specialization constant 0 is the workgroup size
// (layout(local_size_x_id = 0)); 1 is the subgroup size the pipeline was built for.
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require

// SwiGLU, silu(g) u, for a float or a vector: one formula for every kernel that forms it,
// so that a prompt in chunks and token by token round it alike
#define SWIGLU(g, u) ((g) / (1.0 + exp(-(g))) * (u))

// 16 values as int8 with one scale (max|v| / 127, round to nearest even): the quants and
// (scale, scale * their sum), which Q4_K's minimums use;
// how matvec_dot takes its input, whoever quantizes it
// max|v| is taken on the bits (for finite floats the same order, and the same cost):
// a NaN or infinity then becomes the scale itself instead of vanishing in the rounding
// (float max drops NaN on most devices), so corrupted weights reach the logits, where
// the LM head's epilogue and argmax flag them to the host
uvec4 quant16(float v[16], out vec2 ds) {
    uint mbits = 0u;
    for (uint k = 0u; k < 16u; k++) mbits = max(mbits, floatBitsToUint(v[k]) & 0x7FFFFFFFu);
    float amax = uintBitsToFloat(mbits);
    float id = amax > 0.0 ? 127.0 / amax : 0.0, d = amax / 127.0;
    uvec4 w = uvec4(0u);
    int s = 0;
    for (uint k = 0u; k < 16u; k++) {
        int q = int(roundEven(v[k] * id));
        w[k >> 2] |= (uint(q) & 255u) << (8u * (k & 3u));
        s += q;
    }
    ds = vec2(d, d * float(s));
    return w;
}
#include "flags.glsl"

// YaRN's angle of dimension pair i (ggml's rope_yarn): the scaled angle, mixed with the
// unscaled one by ext times a ramp that is 1 up to pair lo and 0 from pair hi on
float rope_yarn(float scaled, float unscaled, uint i, float ext, float lo, float hi) {
    float mix_ = ext * (1.0 - clamp((float(i) - lo) / max(0.001, hi - lo), 0.0, 1.0));
    return scaled * (1.0 - mix_) + unscaled * mix_;
}
