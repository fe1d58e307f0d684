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
// GeGLU (Gemma), GELU's tanh form: 0.5 g (1 + tanh(z)) = g / (1 + exp(-2z)), z = sqrt(2/pi)
// (g + 0.044715 g^3): the exp form has no inf / inf where tanh's would
#define GEGLU(g, u) ((g) / (1.0 + exp(-1.5957691216057308 * ((g) + 0.044715 * (g) * (g) * (g)))) * (u))

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
// quant16 of a block held as 4 vec4s (rows kernels staging 4 threads' outputs a block)
uvec4 quant16v(vec4 a, vec4 b, vec4 c, vec4 e, out vec2 ds) {
    float v[16] = float[16](a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w, c.x, c.y, c.z, c.w, e.x, e.y, e.z, e.w);
    return quant16(v, ds);
}
#include "flags.glsl"

// Ministral 3's attention temperature (llama.cpp's llama4-style query scale): the scores of
// the query at position p times 1 + t ln(floor((p + 1) / n) + 1), n the original context;
// t = 0: none
float attn_temp(uint p, float t, uint n) { return t != 0.0 ? 1.0 + t * log(float((p + 1u) / n) + 1.0) : 1.0; }

// The first position a query at position q sees: q - window + 1 (window 0: all, from 0). A
// position j is seen when j - lo <= q - lo (unsigned: a j below lo wraps past q - lo)
uint win_lo(uint q, uint window) { return window != 0u && q + 1u > window ? q + 1u - window : 0u; }

// The cache row of position j: a layer that keeps a ring of `ring` positions (a sliding
// window's, Gemma 3) holds it at j mod ring; ring 0: the whole context, at j. The attention
// kernels take the ring as a specialization constant (RING): a layer without one runs the
// kernel with no ring arithmetic at all; one with it takes the modulo once a block
// (max: no modulo by 0 in a kernel whose RING is 0, where a select may evaluate both sides)
uint kv_slot(uint j, uint ring) { return ring != 0u ? j % max(ring, 1u) : j; }
// the row d positions after row s of a ring (s < ring, d < ring: one wrap at most)
uint ring_add(uint s, uint d, uint ring) { uint x = s + d; return x >= ring ? x - ring : x; }
// the same where d < bk, a block of positions, which may be longer than a small ring
uint ring_add_bk(uint s, uint d, uint ring, uint bk) {
    return bk <= ring ? ring_add(s, d, ring) : (s + d) % max(ring, 1u);
}

// YaRN's angle of dimension pair i (ggml's rope_yarn): the scaled angle, mixed with the
// unscaled one by ext times a ramp that is 1 up to pair lo and 0 from pair hi on
float rope_yarn(float scaled, float unscaled, uint i, float ext, float lo, float hi) {
    float mix_ = ext * (1.0 - clamp((float(i) - lo) / max(0.001, hi - lo), 0.0, 1.0));
    return scaled * (1.0 - mix_) + unscaled * mix_;
}
