// Flag bits shared by the kernels and the C planner: amalgamate.sh writes every
// "#define NAME VALUEu" line of this file into vkinfer.h as VKI__FLAG_NAME, so that each bit
// has one definition for both sides. Included by the kernels that read them.
#ifndef FLAGS_GLSL
#define FLAGS_GLSL
// attention.comp, rope_rows.comp: push constant `flags`
#define ROPE_QK_NORM 1u  // RMSNorm of each q and k head (weights: q norm, then k norm)
#define ROPE_NEOX 2u     // rotate pairs (i, i + n/2) (NEOX), else (2i, 2i + 1)
#define ROPE_FREQS 4u    // frequency factors divide the frequencies (Llama 3, LongRoPE)
// matvec.comp, matvec_dot.comp (matvec_io.glsl): push constant `flags`
#define MV_BIAS 1u       // add bias[r]
#define MV_RESIDUAL 2u   // add the old y[r] (residual, in place)
#define MV_IN_SWIGLU 4u  // the input is silu(x) * aux
#define MV_IN_NORM 8u    // the input is rmsnorm(x) * aux (sum(x^2) parts after x)
#define MV_OUT_SUMSQ 16u // leave sum(y^2) per workgroup after y
#define MV_OUT_MAX 32u   // leave (max, row) per workgroup (greedy sampling)
#define MV_SWIQ 128u     // gate | up rows paired by workgroup (QOUT 2)
// mm.comp, mm_dot.comp, mm_coop.comp: push constant `flags`
#define MM_BIAS 1u       // add bias[r]
#define MM_RESIDUAL 2u   // add the old y (residual, in place)
#endif
