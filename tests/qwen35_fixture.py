#!/usr/bin/env python3
"""Writes tests/qwen35_fixture.h: Hugging Face transformers' Qwen3.5 text model (qwen3_5) on a small
deterministic configuration, its logits at every position of a fixed token sequence.

    python3 tests/qwen35_fixture.py tests/qwen35_fixture.h

Needs torch and transformers >= 5.2 (transformers.models.qwen3_5); runs on the CPU in float32.
No weights are stored anywhere: every parameter is set from a hash of (its Hugging Face name, the
element's index in the parameter's row-major order), and tests/test_decode.c regenerates the same
values from the table this script writes, converts them as llama.cpp's convert_hf_to_gguf.py does,
loads the result with vkinfer and compares the logits.

The generator (reproduced in C):
    h     = FNV-1a 64 of the parameter's name (bytes)
    z     = splitmix64 finaliser of (h + (i + 1) * 0x9E3779B97F4A7C15) mod 2^64
    k     = (z >> 40) - 2^23                        (an integer in [-2^23, 2^23))
    value = float32(center + scale * k / 2^23)      (computed in double, rounded once)
center and scale are chosen per kind of parameter below and written into the header.
"""
import sys

import torch

M64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15

# the configuration: the ratios of vkinfer's tiny qwen35 preset (tests/mkmodel.c), with the real
# models' layer pattern (three gated delta net layers, then full attention)
CFG = dict(
    vocab_size=320,
    hidden_size=256,
    intermediate_size=512,
    num_hidden_layers=4,
    num_attention_heads=4,
    num_key_value_heads=2,
    head_dim=64,
    linear_conv_kernel_dim=4,
    linear_key_head_dim=64,
    linear_value_head_dim=64,
    linear_num_key_heads=2,
    linear_num_value_heads=4,
    rms_norm_eps=1e-6,
    max_position_embeddings=2048,
    hidden_act="silu",
    tie_word_embeddings=False,
)
FULL_EVERY = 4
ROPE_THETA = 10000000.0
PARTIAL_ROTARY = 0.25
MROPE_SECTION = [3, 3, 2]  # sums to the rotary half-width (64 * 0.25 / 2); text positions make it plain RoPE
N_TOKENS = 40


def fnv1a64(s):
    h = 0xCBF29CE484222325
    for b in s.encode("ascii"):
        h ^= b
        h = (h * 0x100000001B3) & M64
    return h


def values(name, n, center, scale):
    h = fnv1a64(name)
    out = [0.0] * n
    inv = scale / 8388608.0
    for i in range(n):
        z = (h + (i + 1) * GOLDEN) & M64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        z ^= z >> 31
        out[i] = center + inv * ((z >> 40) - 8388608)
    return out


def pow2_scale(fan_in):
    """1/sqrt(fan_in) rounded to a power of two (so that scale * k / 2^23 is exact)."""
    e = 0
    while (4.0 ** (e + 1)) <= fan_in * 2.0:  # 2^(2e) nearest fan_in in the log domain
        e += 1
    return 2.0 ** -e


def kind_of(name, shape):
    """(center, scale) for a Hugging Face parameter name."""
    if name.endswith("linear_attn.norm.weight"):  # Qwen3_5RMSNormGated: weight * x, neutral 1
        return 1.0, 0.125
    if name.endswith("norm.weight"):  # Qwen3_5RMSNorm: (1 + weight) * x, neutral 0
        return 0.0, 0.125
    if name.endswith(".A_log"):  # A = exp(A_log) in [e^-2, 1): per-token decays of about 0.5 - 0.9
        return -1.0, 1.0
    if name.endswith(".dt_bias"):
        return 0.0, 1.0
    if name.endswith("conv1d.weight"):  # [channels, 1, kernel]
        return 0.0, 0.5
    if name.endswith("embed_tokens.weight"):
        return 0.0, 1.0
    if name.endswith("lm_head.weight"):
        return 0.0, 0.125
    if len(shape) == 2:  # nn.Linear [out, in]
        return 0.0, pow2_scale(shape[1])
    raise SystemExit("qwen35_fixture: no kind for parameter %s %s" % (name, list(shape)))


def fmt(x):
    s = "%.9g" % x
    if "." not in s and "e" not in s and "n" not in s:
        s += ".0"
    return s + "f"


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: qwen35_fixture.py OUTFILE")
    # the pure PyTorch routes of transformers (its own reference code), not optional GPU packages that
    # its kernel decorators would otherwise pick up when installed
    for pkg in ("fla", "causal_conv1d"):
        if pkg not in sys.modules:
            sys.modules[pkg] = None
    import transformers
    from transformers.models.qwen3_5 import Qwen3_5ForCausalLM, Qwen3_5TextConfig
    from transformers.models.qwen3_5 import modeling_qwen3_5 as mq
    for fn in ("torch_chunk_gated_delta_rule", "torch_recurrent_gated_delta_rule", "causal_conv1d_fn"):
        f = getattr(mq, fn, None)
        if f is not None and getattr(f, "__module__", "") != mq.__name__:
            print("qwen35_fixture: note: %s resolves to %s" % (fn, getattr(f, "__module__", "?")))

    torch.manual_seed(0)
    torch.set_num_threads(1)
    layer_types = ["full_attention" if (i + 1) % FULL_EVERY == 0 else "linear_attention"
                   for i in range(CFG["num_hidden_layers"])]
    rope = {"rope_type": "default", "rope_theta": ROPE_THETA, "partial_rotary_factor": PARTIAL_ROTARY,
            "mrope_section": MROPE_SECTION, "mrope_interleaved": True}
    cfg = Qwen3_5TextConfig(layer_types=layer_types, rope_parameters=rope, **CFG)
    try:
        cfg._attn_implementation = "eager"
    except Exception:  # older/newer configs without the setter keep their default (sdpa on the CPU)
        pass
    model = Qwen3_5ForCausalLM(cfg).to(torch.float32).eval()

    params = []
    with torch.no_grad():
        for name, p in model.named_parameters():
            shape = tuple(p.shape)
            center, scale = kind_of(name, shape)
            v = values(name, p.numel(), center, scale)
            p.copy_(torch.tensor(v, dtype=torch.float64).to(torch.float32).reshape(shape))
            params.append((name, shape, center, scale))
    # tied output or buffers with weights would escape the table: make sure every tensor was set
    names = set(n for n, _, _, _ in params)
    for n in ("model.embed_tokens.weight", "lm_head.weight", "model.norm.weight"):
        if n not in names:
            raise SystemExit("qwen35_fixture: expected parameter %s is missing" % n)

    # tokens: the byte-level ids of a short text and a few merged ids (below 317: no control tokens)
    text = b"Gated delta nets keep a state; 3 of 4."
    tokens = (list(text) + [32] * N_TOKENS)[: N_TOKENS - 2] + [300, 280]
    ids = torch.tensor([tokens], dtype=torch.long)

    with torch.no_grad():
        logits = model(input_ids=ids, use_cache=False).logits[0].to(torch.float32)
    n_vocab = CFG["vocab_size"]
    assert tuple(logits.shape) == (N_TOKENS, n_vocab)

    # transformers' own consistency: the recurrent (token by token, cached) route against the chunked one
    self_check = "not run"
    try:
        with torch.no_grad():
            cache = None  # the model makes its own (hybrid) cache on the first call
            rows = []
            for t in range(N_TOKENS):
                out = model(input_ids=ids[:, t:t + 1], past_key_values=cache, use_cache=True)
                cache = out.past_key_values
                rows.append(out.logits[0, -1].to(torch.float32))
            step = torch.stack(rows)
        self_check = "%.3e" % float((step - logits).abs().max())
    except Exception as e:  # the fixture does not depend on it
        self_check = "failed: %s" % (str(e).splitlines()[0][:80] if str(e) else type(e).__name__)

    self_check = self_check.replace("*/", "* /")
    maxabs = float(logits.abs().max())
    lines = []
    w = lines.append
    w("/* Generated by tests/qwen35_fixture.py -- do not edit.")
    w("   Hugging Face transformers %s (Qwen3_5ForCausalLM, %s attention), torch %s, CPU float32." %
      (transformers.__version__, getattr(cfg, "_attn_implementation", None) or "default", torch.__version__))
    w("   Logits of every position of QF_N_TOKENS tokens evaluated as one sequence (the chunked")
    w("   gated delta rule); max |logit| %.6g; transformers' token-by-token route differs by at most %s." %
      (maxabs, self_check))
    w("   Parameters: Hugging Face names and shapes in named_parameters() order, each element")
    w("   center + scale * k / 2^23 with k from the hash described in the script. */")
    w("#define QF_N_VOCAB %d" % n_vocab)
    w("#define QF_N_EMBD %d" % CFG["hidden_size"])
    w("#define QF_N_FF %d" % CFG["intermediate_size"])
    w("#define QF_N_LAYER %d" % CFG["num_hidden_layers"])
    w("#define QF_FULL_EVERY %d" % FULL_EVERY)
    w("#define QF_N_HEAD %d" % CFG["num_attention_heads"])
    w("#define QF_N_HEAD_KV %d" % CFG["num_key_value_heads"])
    w("#define QF_HEAD_DIM %d" % CFG["head_dim"])
    w("#define QF_CONV_KERNEL %d" % CFG["linear_conv_kernel_dim"])
    w("#define QF_SSM_DK %d" % CFG["linear_key_head_dim"])
    w("#define QF_SSM_DV %d" % CFG["linear_value_head_dim"])
    w("#define QF_SSM_HK %d" % CFG["linear_num_key_heads"])
    w("#define QF_SSM_HV %d" % CFG["linear_num_value_heads"])
    w("#define QF_ROPE_DIMS %d" % int(CFG["head_dim"] * PARTIAL_ROTARY))
    w("#define QF_ROPE_THETA %s" % fmt(ROPE_THETA))
    w("#define QF_EPS %s" % fmt(CFG["rms_norm_eps"]))
    w("#define QF_MROPE_S0 %d" % MROPE_SECTION[0])
    w("#define QF_MROPE_S1 %d" % MROPE_SECTION[1])
    w("#define QF_MROPE_S2 %d" % MROPE_SECTION[2])
    w("#define QF_N_PARAMS %d" % len(params))
    w("#define QF_N_TOKENS %d" % N_TOKENS)
    w("#define QF_MAX_ABS_LOGIT %s" % fmt(maxabs))
    w("typedef struct {")
    w("    const char *name;")
    w("    int ndim, shape[3]; /* Hugging Face (PyTorch) order: shape[0] outermost */")
    w("    double center, scale;")
    w("} qf_param;")
    w("static const qf_param qf_params[QF_N_PARAMS] = {")
    for name, shape, center, scale in params:
        sh = list(shape) + [1] * (3 - len(shape))
        w("    {\"%s\", %d, {%d, %d, %d}, %r, %r}," % (name, len(shape), sh[0], sh[1], sh[2], center, scale))
    w("};")
    w("static const int qf_tokens[QF_N_TOKENS] = {")
    for i in range(0, N_TOKENS, 16):
        w("    " + " ".join("%d," % t for t in tokens[i:i + 16]))
    w("};")
    w("static const float qf_logits[QF_N_TOKENS * QF_N_VOCAB] = {")
    flat = logits.reshape(-1).tolist()
    for i in range(0, len(flat), 6):  # within 120 columns
        w("    " + " ".join(fmt(x) + "," for x in flat[i:i + 6]))
    w("};")
    with open(sys.argv[1], "w") as f:
        f.write("\n".join(lines) + "\n")
    print("qwen35_fixture: %d parameters, %d tokens, max |logit| %.4g, token-by-token vs chunked %s -> %s" %
          (len(params), N_TOKENS, maxabs, self_check, sys.argv[1]))


if __name__ == "__main__":
    main()
