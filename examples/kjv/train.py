"""Trains the KJV demo model (Llama architecture) and exports it as an F16 GGUF.

  python3 train.py train  --corpus kjv.txt --vocab vocab.json --dir RUN --cfg b [--seconds 400]
  python3 train.py export --corpus kjv.txt --vocab vocab.json --out OUTDIR RUN [RUN ...]

`train` writes RUN/best.pt (the weights at the lowest held-out loss so far, saved as
soon as it improves, so a run cut short still leaves a model) and RUN/log.txt (the
held-out loss curve). `export` takes the run with the lowest held-out loss and writes
OUTDIR/kjv-f16.gguf plus OUTDIR/passage.txt: PyTorch's fp32 evaluation of the fixed
held-out passage (perplexity, top-1 ids and the margin between the first two logits at
every position), which tests/test_kjv.c checks vkinfer against. quantize.c then turns
the F16 file into the shipped Q8_0 one.

The forward pass is llama.cpp's LLM_ARCH_LLAMA exactly, so the weights need no
permutation on export: RMSNorm (eps 1e-5), RoPE "NORM" (rotates adjacent pairs
x[2i], x[2i+1] of each head by pos * base^(-2i/head_dim)), causal attention, SwiGLU
feed-forward, final RMSNorm, output tied to the token embedding.
"""
import argparse
import json
import math
import os
import struct
import sys
import time

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpe  # noqa: E402

# The shape fills the 8 MiB budget at Q8_0 (7.16M parameters, ~7.4 MiB with the vocab).
HP = dict(n_vocab=4096, n_embd=288, n_layer=6, n_head=6, n_ff=768, n_ctx=512, eps=1e-5, rope_base=10000.0)

# Hyper-parameters tried side by side on one GPU (the model is far too small to fill it);
# export keeps the best by held-out loss. lr warms up over WARMUP steps, then decays by
# cosine to lr/10 at `steps`. A first sweep (dropout 0.1-0.3, cosine over 3000-8000 steps)
# overfit after ~1000 steps of 16k tokens (~16 epochs: train loss 1.0-1.9, held-out best
# 3.06 with dropout 0.3 and rising after), hence heavy dropout and short schedules here.
CFGS = {
    "a": dict(dropout=0.3, lr=1.5e-3, wd=0.1, steps=1500),
    "b": dict(dropout=0.4, lr=1.5e-3, wd=0.1, steps=2000),
    "c": dict(dropout=0.4, lr=1.5e-3, wd=0.3, steps=2500),
    "d": dict(dropout=0.5, lr=2e-3, wd=0.1, steps=3000),
    "e": dict(dropout=0.3, lr=1e-3, wd=0.3, steps=2000),
    "f": dict(dropout=0.5, lr=1.5e-3, wd=0.3, steps=2500),
}
BATCH, WARMUP, EVAL_EVERY, PATIENCE = 32, 200, 250, 6
PASSAGE_MAX = 256  # tokens of the test passage, BOS included
NL = 10  # "\n" is byte token 10 and always a pre-token of its own


def rmsnorm(x, w, eps):
    x32 = x.float()
    return (x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + eps)) * w


def rope(x, cos, sin):
    # x: [B, H, T, D]; rotate the adjacent pairs (x[2i], x[2i+1]) as llama.cpp's NORM mode
    x2 = x.float().unflatten(-1, (-1, 2))
    a, b = x2[..., 0], x2[..., 1]
    return torch.stack((a * cos - b * sin, a * sin + b * cos), -1).flatten(-2).type_as(x)


class Llama(torch.nn.Module):
    def __init__(self, hp, dropout=0.0):
        super().__init__()
        d, f = hp["n_embd"], hp["n_ff"]
        self.hp, self.dropout = hp, dropout
        P = lambda *s: torch.nn.Parameter(torch.empty(*s))  # noqa: E731
        self.tok = P(hp["n_vocab"], d)
        self.out_norm = torch.nn.Parameter(torch.ones(d))
        self.layers = torch.nn.ModuleList()
        for _ in range(hp["n_layer"]):
            L = torch.nn.Module()
            L.attn_norm, L.ffn_norm = torch.nn.Parameter(torch.ones(d)), torch.nn.Parameter(torch.ones(d))
            L.q, L.k, L.v, L.o = P(d, d), P(d, d), P(d, d), P(d, d)  # [out, in], as GGUF rows
            L.gate, L.up, L.down = P(f, d), P(f, d), P(d, f)
            self.layers.append(L)
        hd = d // hp["n_head"]
        inv = hp["rope_base"] ** (-torch.arange(0, hd, 2, dtype=torch.float64) / hd)
        ang = torch.arange(hp["n_ctx"], dtype=torch.float64)[:, None] * inv[None, :]
        self.register_buffer("cos", ang.cos().float(), persistent=False)
        self.register_buffer("sin", ang.sin().float(), persistent=False)

    def init_weights(self, seed):
        g = torch.Generator().manual_seed(seed)
        std, n = 0.02, self.hp["n_layer"]
        with torch.no_grad():
            for name, p in self.named_parameters():
                if p.dim() == 1:
                    continue
                s = std / math.sqrt(2 * n) if name.endswith((".o", ".down")) else std  # residual outputs scaled down
                p.copy_(torch.randn(p.shape, generator=g) * s)

    def forward(self, x):
        hp = self.hp
        B, T = x.shape
        H, eps = hp["n_head"], hp["eps"]
        hd = hp["n_embd"] // H
        cos, sin = self.cos[:T], self.sin[:T]
        h = F.embedding(x, self.tok)
        drop = self.dropout if self.training else 0.0
        for L in self.layers:
            a = rmsnorm(h, L.attn_norm, eps)
            q = F.linear(a, L.q).view(B, T, H, hd).transpose(1, 2)
            k = F.linear(a, L.k).view(B, T, H, hd).transpose(1, 2)
            v = F.linear(a, L.v).view(B, T, H, hd).transpose(1, 2)
            q, k = rope(q, cos, sin), rope(k, cos, sin)
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            y = F.linear(y.transpose(1, 2).reshape(B, T, -1), L.o)
            h = h + F.dropout(y, drop, self.training)
            a = rmsnorm(h, L.ffn_norm, eps)
            y = F.linear(F.silu(F.linear(a, L.gate)) * F.linear(a, L.up), L.down)
            h = h + F.dropout(y, drop, self.training)
        return F.linear(rmsnorm(h, self.out_norm, eps), self.tok).float()


def load_data(corpus, vocab):
    tok = bpe.Tokenizer.load(vocab)
    assert len(tok.tokens) == HP["n_vocab"] and tok.tokens[NL] == bpe.B2U[10], "vocab does not fit HP"
    with open(corpus) as f:
        train_ch, held_ch = bpe.split_chapters(f.read())
    stream = []
    for c in train_ch:
        stream += tok.encode(c + "\n")
    held = [[tok.bos] + tok.encode(c + "\n") for c in held_ch]
    return tok, train_ch, held_ch, stream, held


def heldout_windows(held, n_ctx):
    """Each held-out chapter (BOS first) cut into windows of n_ctx predictions."""
    xs, ys = [], []
    for ids in held:
        for j in range(0, len(ids) - 1, n_ctx):
            c = ids[j:j + n_ctx + 1]
            xs.append(c[:-1] + [0] * (n_ctx + 1 - len(c)))
            ys.append(c[1:] + [-100] * (n_ctx + 1 - len(c)))
    return torch.tensor(xs), torch.tensor(ys)


@torch.no_grad()
def heldout_loss(model, X, Y, dev, amp=True):
    model.eval()
    tot, n = 0.0, 0
    for i in range(0, len(X), 64):
        x, y = X[i:i + 64].to(dev), Y[i:i + 64].to(dev)
        with torch.autocast("cuda", torch.bfloat16, enabled=amp):
            lg = model(x)
        tot += F.cross_entropy(lg.view(-1, lg.size(-1)), y.view(-1), ignore_index=-100, reduction="sum").item()
        n += (y != -100).sum().item()
    model.train()
    return tot / n


def cmd_train(a):
    cfg = CFGS[a.cfg]
    t_start = time.time()
    torch.manual_seed(a.seed)
    dev = "cuda"
    tok, _, _, stream, held = load_data(a.corpus, a.vocab)
    n_ctx = HP["n_ctx"]
    S = torch.tensor(stream, device=dev)
    starts = torch.tensor([i for i in range(len(stream) - n_ctx) if i == 0 or stream[i - 1] == NL], device=dev)
    X, Y = heldout_windows(held, n_ctx)
    model = Llama(HP, cfg["dropout"])
    model.init_weights(a.seed)
    model.to(dev)
    n_par = sum(p.numel() for p in model.parameters())
    decay = [p for p in model.parameters() if p.dim() == 2]
    other = [p for p in model.parameters() if p.dim() < 2]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": cfg["wd"]}, {"params": other, "weight_decay": 0.0}],
                            lr=cfg["lr"], betas=(0.9, 0.95), fused=True)
    gen = torch.Generator(device=dev).manual_seed(a.seed)
    ar = torch.arange(n_ctx, device=dev)
    bos = torch.full((BATCH, 1), tok.bos, device=dev)
    os.makedirs(a.dir, exist_ok=True)
    log = open(os.path.join(a.dir, "log.txt"), "w")

    def say(s):
        print(s, flush=True)
        log.write(s + "\n")
        log.flush()

    say("cfg %s %s: %d params, %d training tokens (%d verse starts), %d held-out tokens in %d windows, setup %.1f s" %
        (a.cfg, json.dumps(cfg), n_par, len(stream), len(starts), int((Y != -100).sum()), len(X), time.time() - t_start))
    best, best_step, step, t0, tl = float("inf"), 0, 0, time.time(), 0.0
    while step <= cfg["steps"]:
        if step % EVAL_EVERY == 0 or step == cfg["steps"]:
            hl = heldout_loss(model, X, Y, dev)
            say("step %5d  train %.4f  heldout %.4f  (ppl %.2f)  %.0f s" % (step, tl, hl, math.exp(hl), time.time() - t0))
            if hl < best:
                best, best_step = hl, step
                torch.save({"model": model.state_dict(), "cfg": a.cfg, "step": step, "heldout": hl, "seed": a.seed,
                            "train_seconds": time.time() - t0}, os.path.join(a.dir, "best.pt"))
            elif step - best_step >= PATIENCE * EVAL_EVERY:
                say("stopping: no held-out improvement for %d steps" % (step - best_step))
                break
            if time.time() - t_start > a.seconds:
                say("stopping: time limit")
                break
            if step == cfg["steps"]:
                break
        lr = cfg["lr"] * (step + 1) / WARMUP if step < WARMUP else \
            cfg["lr"] * (0.1 + 0.45 * (1 + math.cos(math.pi * (step - WARMUP) / (cfg["steps"] - WARMUP))))
        for g in opt.param_groups:
            g["lr"] = lr
        s = starts[torch.randint(len(starts), (BATCH,), device=dev, generator=gen)]
        y = S[s[:, None] + ar]
        x = torch.cat([bos, y[:, :-1]], 1)  # every sample opens with BOS at a verse start
        with torch.autocast("cuda", torch.bfloat16):
            loss = F.cross_entropy(model(x).view(-1, HP["n_vocab"]), y.view(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        tl = 0.98 * tl + 0.02 * loss.item() if step else loss.item()
        step += 1
    say("best heldout %.4f (ppl %.2f) at step %d, %.0f s" % (best, math.exp(best), best_step, time.time() - t0))


# ---------------------------------------------------------------- export

def q8_0_sim(w):
    """w as tests/ref.h's ref_quant_row stores it in Q8_0 after the F16 file: f16 values,
    blocks of 32, scale d = amax/127 rounded up to f16, q = round(x/d)."""
    x = w.half().float().reshape(-1, 32)
    amax = x.abs().amax(1, keepdim=True)
    dh = (amax / 127).half()
    up = (dh.view(torch.int16) + 1).view(torch.float16)  # next f16 above dh (dh >= 0)
    d = torch.where(dh.float() < amax / 127, up.float(), dh.float())
    q = torch.where(d > 0, torch.clamp(torch.round(x / torch.where(d > 0, d, 1)), -127, 127), 0)
    return (q * d).reshape(w.shape)


def gguf_write(path, kvs, tensors):
    """Minimal GGUF v3 writer. kvs: (key, type, value) with type in {"u32","f32","bool",
    "str","arr_str","arr_i32"}; tensors: (name, ggml type 0=F32 1=F16, shape ne, bytes)."""
    def s(x):
        b = x.encode()
        return struct.pack("<Q", len(b)) + b
    T = {"u32": 4, "i32": 5, "f32": 6, "bool": 7, "str": 8}
    out = [b"GGUF", struct.pack("<IQQ", 3, len(tensors), len(kvs))]
    for k, t, v in kvs:
        out.append(s(k))
        if t == "arr_str":
            out.append(struct.pack("<IIQ", 9, 8, len(v)) + b"".join(s(x) for x in v))
        elif t == "arr_i32":
            out.append(struct.pack("<IIQ", 9, 5, len(v)) + struct.pack("<%di" % len(v), *v))
        else:
            out.append(struct.pack("<I", T[t]) + (s(v) if t == "str" else struct.pack(
                {"u32": "<I", "i32": "<i", "f32": "<f", "bool": "<?"}[t], v)))
    off = 0
    for name, typ, ne, data in tensors:
        out.append(s(name) + struct.pack("<I", len(ne)) + struct.pack("<%dQ" % len(ne), *ne) + struct.pack("<IQ", typ, off))
        off += (len(data) + 31) // 32 * 32
    head = b"".join(out)
    with open(path, "wb") as f:
        f.write(head + b"\0" * (-len(head) % 32))
        for _, _, _, data in tensors:
            f.write(data + b"\0" * (-len(data) % 32))


def gguf_model(path, sd, tok, meta):
    hp = HP
    hd = hp["n_embd"] // hp["n_head"]
    A = "llama."
    kvs = [
        ("general.architecture", "str", "llama"),
        ("general.name", "str", "vkinfer KJV demo"),
        ("general.description", "str", "A toy Llama-architecture model trained on the King James Bible to check a "
         "vkinfer install; it continues text in KJV style and is not an assistant."),
        ("general.author", "str", "the vkinfer authors"),
        ("general.license", "str", "MIT"),
        ("general.source.url", "str", "examples/kjv/ in the vkinfer repository (recipe: README.md, section Demo model)"),
        ("general.dataset.count", "u32", 1),
        ("general.dataset.0.name", "str", "King James Bible (Authorized Version), text of Debian's bible-kjv-text "
         "package; public domain; every 20th chapter held out"),
        ("general.training.steps", "u32", meta["step"]),
        ("general.training.config", "str", json.dumps(dict(CFGS[meta["cfg"]], batch=BATCH, n_ctx=hp["n_ctx"], seed=meta["seed"]))),
        ("general.training.tokens_per_step", "u32", BATCH * hp["n_ctx"]),
        ("general.training.heldout_loss", "f32", meta["heldout_f32"]),
        ("general.training.seconds", "f32", meta["train_seconds"]),
        ("general.training.hardware", "str", torch.cuda.get_device_name(0) + ", PyTorch " + torch.__version__),
        ("general.alignment", "u32", 32),
        ("general.file_type", "u32", 1),  # MOSTLY_F16
        (A + "context_length", "u32", hp["n_ctx"]),
        (A + "embedding_length", "u32", hp["n_embd"]),
        (A + "block_count", "u32", hp["n_layer"]),
        (A + "feed_forward_length", "u32", hp["n_ff"]),
        (A + "attention.head_count", "u32", hp["n_head"]),
        (A + "attention.head_count_kv", "u32", hp["n_head"]),
        (A + "attention.key_length", "u32", hd),
        (A + "attention.value_length", "u32", hd),
        (A + "attention.layer_norm_rms_epsilon", "f32", hp["eps"]),
        (A + "rope.freq_base", "f32", hp["rope_base"]),
        (A + "rope.dimension_count", "u32", hd),
        (A + "vocab_size", "u32", hp["n_vocab"]),
        ("tokenizer.ggml.model", "str", "gpt2"),
        ("tokenizer.ggml.pre", "str", "gpt-2"),
        ("tokenizer.ggml.tokens", "arr_str", tok.tokens),
        ("tokenizer.ggml.token_type", "arr_i32", [3 if t in bpe.SPECIALS else 1 for t in tok.tokens]),
        ("tokenizer.ggml.merges", "arr_str", [" ".join(m) for m in sorted(tok.rank, key=tok.rank.get)]),
        ("tokenizer.ggml.bos_token_id", "u32", tok.bos),
        ("tokenizer.ggml.eos_token_id", "u32", tok.eos),
        ("tokenizer.ggml.add_bos_token", "bool", True),
        ("tokenizer.ggml.add_eos_token", "bool", False),
    ]  # no tokenizer.chat_template: this is not a chat model

    def t16(name, w):
        return (name, 1, list(reversed(w.shape)), w.detach().cpu().half().contiguous().numpy().tobytes())

    def t32(name, w):
        return (name, 0, [w.numel()], w.detach().cpu().float().contiguous().numpy().tobytes())
    ts = [t16("token_embd.weight", sd["tok"]), t32("output_norm.weight", sd["out_norm"])]
    names = dict(q="attn_q", k="attn_k", v="attn_v", o="attn_output", gate="ffn_gate", up="ffn_up", down="ffn_down")
    for i in range(hp["n_layer"]):
        p = "layers.%d." % i
        ts.append(t32("blk.%d.attn_norm.weight" % i, sd[p + "attn_norm"]))
        ts += [t16("blk.%d.%s.weight" % (i, names[k]), sd[p + k]) for k in ("q", "k", "v", "o")]
        ts.append(t32("blk.%d.ffn_norm.weight" % i, sd[p + "ffn_norm"]))
        ts += [t16("blk.%d.%s.weight" % (i, names[k]), sd[p + k]) for k in ("gate", "up", "down")]
    gguf_write(path, kvs, ts)


def cmd_export(a):
    dev = "cuda"
    runs = []
    for d in a.runs:
        try:
            runs.append((torch.load(os.path.join(d, "best.pt"), map_location="cpu"), d))
        except Exception as e:  # a run that died leaves the others usable
            print("skip %s: %s" % (d, e))
    ck, d = min(runs, key=lambda r: r[0]["heldout"])
    for r, rd in runs:
        print("run %s cfg %s: best heldout %.4f at step %d" % (rd, r["cfg"], r["heldout"], r["step"]))
    print("exporting %s (cfg %s, step %d)" % (d, ck["cfg"], ck["step"]))
    tok, _, held_ch, _, held = load_data(a.corpus, a.vocab)
    model = Llama(HP).to(dev)
    model.load_state_dict(ck["model"])
    X, Y = heldout_windows(held, HP["n_ctx"])
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    hl32 = heldout_loss(model, X, Y, dev, amp=False)
    sdq = {k: (q8_0_sim(v) if v.dim() == 2 else v) for k, v in ck["model"].items()}
    mq = Llama(HP).to(dev)
    mq.load_state_dict(sdq)
    hlq = heldout_loss(mq, X, Y, dev, amp=False)
    print("held-out loss, fp32: %.4f (ppl %.3f); Q8_0 weights: %.4f (ppl %.3f)" % (hl32, math.exp(hl32), hlq, math.exp(hlq)))
    os.makedirs(a.out, exist_ok=True)
    ck["heldout_f32"] = hl32
    gguf_model(os.path.join(a.out, "kjv-f16.gguf"), ck["model"], tok, ck)  # first: the one thing a rerun could not redo
    print("wrote %s" % os.path.join(a.out, "kjv-f16.gguf"))

    # the test passage: whole lines of the first held-out chapter, BOS + at most PASSAGE_MAX - 1 tokens
    lines, text = held_ch[0].split("\n"), ""
    for ln in lines:
        if 1 + len(tok.encode(text + ln + "\n")) > PASSAGE_MAX:
            break
        text += ln + "\n"
    ids = [tok.bos] + tok.encode(text)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout.txt")) as f:
        assert f.read().startswith(text), "heldout.txt does not start with the passage"
    res = {}
    for tag, m in (("f32", model), ("q8", mq)):
        m.eval()
        with torch.no_grad():
            lg = m(torch.tensor([ids], device=dev))[0].double()
        nll = F.cross_entropy(lg[:-1], torch.tensor(ids[1:], device=dev), reduction="mean").item()
        top2 = lg.topk(2, -1)
        res[tag] = (math.exp(nll), top2.indices[:, 0].tolist(), (top2.values[:, 0] - top2.values[:, 1]).tolist())
    with open(os.path.join(a.out, "passage.txt"), "w") as f:
        f.write("# tests/test_kjv.c's reference, written by: python3 examples/kjv/train.py export (PyTorch %s, %s, fp32, no TF32)\n"
                % (torch.__version__, torch.cuda.get_device_name(0)))
        f.write("# passage: the first %d bytes of examples/kjv/heldout.txt, tokenized with BOS first\n" % len(text.encode()))
        f.write("# ppl_q8: the weights as the Q8_0 file holds them; ppl_f32: the trained weights\n")
        f.write("# then per position i: token id, PyTorch's top-1 id after tokens 0..i, margin of logit 1 over logit 2 (Q8_0 weights)\n")
        f.write("bytes %d\nn %d\nppl_q8 %.6f\nppl_f32 %.6f\nheldout_loss_f32 %.6f\nheldout_loss_q8 %.6f\n" %
                (len(text.encode()), len(ids), res["q8"][0], res["f32"][0], hl32, hlq))
        for i, t in enumerate(ids):
            f.write("%d %d %.4f\n" % (t, res["q8"][1][i], res["q8"][2][i]))
    print("passage: %d tokens, ppl fp32 %.4f, Q8_0 weights %.4f" % (len(ids), res["f32"][0], res["q8"][0]))

    # a few greedy continuations, to see the text
    for prompt in ("And God said", "Blessed are the", "In the beginning"):
        ids = [tok.bos] + tok.encode(prompt)
        with torch.no_grad():
            for _ in range(60):
                ids.append(int(mq(torch.tensor([ids[-HP["n_ctx"]:]], device=dev))[0, -1].argmax()))
        print("--- %s" % tok.decode(ids))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["train", "export"])
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--vocab", required=True)
    ap.add_argument("--dir")
    ap.add_argument("--cfg", default="b", choices=sorted(CFGS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=400, help="wall-clock limit of a training run")
    ap.add_argument("--out")
    ap.add_argument("runs", nargs="*")
    a = ap.parse_intermixed_args()
    cmd_train(a) if a.cmd == "train" else cmd_export(a)
