"""An independent check of the shipped GGUF: a minimal reader written from the GGUF spec
(github.com/ggml-org/ggml, docs/gguf.md), sharing no code with vkinfer.h or the
exporter, that reads every metadata key and every tensor of kjv.gguf, dequantizes Q8_0,
runs llama.cpp's LLM_ARCH_LLAMA forward pass in numpy (float64) over the test passage
and compares its perplexity and top-1 ids with PyTorch's (passage.txt).

  python3 examples/kjv/gguf_check.py [examples/kjv/kjv.gguf]    (needs numpy for the
  forward pass; without numpy it checks the file's structure only)
"""
import math
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# ggml types: (block size, bytes per block)
TYPES = {0: ("F32", 1, 4), 1: ("F16", 1, 2), 8: ("Q8_0", 32, 34)}
SCALAR = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}


class Reader:
    def __init__(self, path):
        with open(path, "rb") as f:
            self.b = f.read()
        self.p = 0
        assert self.b[:4] == b"GGUF", "bad magic"
        self.p = 4
        self.version, n_t, n_kv = self.get("<I"), self.get("<Q"), self.get("<Q")
        assert self.version == 3
        self.kv = {}
        for _ in range(n_kv):
            k = self.str()
            assert k not in self.kv, "duplicate key " + k
            self.kv[k] = self.value(self.get("<I"))
        self.tensors = {}
        for _ in range(n_t):
            name, nd = self.str(), self.get("<I")
            ne = [self.get("<Q") for _ in range(nd)]
            typ, off = self.get("<I"), self.get("<Q")
            assert typ in TYPES, "%s: type %d" % (name, typ)
            self.tensors[name] = (ne, typ, off)
        align = self.kv.get("general.alignment", 32)
        data = (self.p + align - 1) // align * align
        ends = []
        for name, (ne, typ, off) in self.tensors.items():
            _, bs, bb = TYPES[typ]
            assert ne[0] % bs == 0 and off % align == 0
            n = math.prod(ne) // bs * bb
            assert data + off + n <= len(self.b), name + " runs past the end"
            ends.append((off, off + n, name))
            self.tensors[name] = (ne, typ, data + off, n)
        ends.sort()
        for (a0, a1, an), (b0, _, bn) in zip(ends, ends[1:]):
            assert a1 <= b0, "%s overlaps %s" % (an, bn)

    def get(self, fmt):
        v = struct.unpack_from(fmt, self.b, self.p)[0]
        self.p += struct.calcsize(fmt)
        return v

    def str(self):
        n = self.get("<Q")
        s = self.b[self.p:self.p + n].decode("utf-8")
        self.p += n
        return s

    def value(self, t):
        if t == 8:
            return self.str()
        if t == 9:
            et, n = self.get("<I"), self.get("<Q")
            return [self.value(et) for _ in range(n)]
        return self.get(SCALAR[t])

    def tensor(self, name):
        import numpy as np
        ne, typ, off, n = self.tensors[name]
        raw = self.b[off:off + n]
        if typ == 0:
            x = np.frombuffer(raw, "<f4").astype(np.float64)
        elif typ == 1:
            x = np.frombuffer(raw, "<f2").astype(np.float64)
        else:  # Q8_0: per 32 values an f16 scale d, then 32 int8 q; x = d * q
            blk = np.frombuffer(raw, np.dtype([("d", "<f2"), ("q", "i1", 32)]))
            x = (blk["d"].astype(np.float64)[:, None] * blk["q"].astype(np.float64)).reshape(-1)
        return x.reshape(list(reversed(ne)))  # ne[0] is the contiguous (last) axis


def forward(r, ids):
    import numpy as np
    kv = r.kv
    A = "llama."
    d, L, H = kv[A + "embedding_length"], kv[A + "block_count"], kv[A + "attention.head_count"]
    Hkv, eps, base = kv[A + "attention.head_count_kv"], kv[A + "attention.layer_norm_rms_epsilon"], kv[A + "rope.freq_base"]
    hd = d // H
    T = len(ids)
    E = r.tensor("token_embd.weight")
    out = r.tensor("output.weight") if "output.weight" in r.tensors else E

    def norm(x, w):
        return x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * w

    pos = np.arange(T)[:, None] * base ** (-np.arange(0, hd, 2) / hd)[None, :]
    cos, sin = np.cos(pos), np.sin(pos)

    def rope(x):  # [T, heads, hd]; llama.cpp's NORM mode: rotate (x[2i], x[2i+1])
        a, b = x[..., 0::2], x[..., 1::2]
        y = np.empty_like(x)
        y[..., 0::2] = a * cos[:, None] - b * sin[:, None]
        y[..., 1::2] = a * sin[:, None] + b * cos[:, None]
        return y

    h = E[ids]
    mask = np.triu(np.full((T, T), -np.inf), 1)
    for i in range(L):
        W = lambda n: r.tensor("blk.%d.%s.weight" % (i, n))  # noqa: E731
        a = norm(h, W("attn_norm"))
        q = rope((a @ W("attn_q").T).reshape(T, H, hd))
        k = rope((a @ W("attn_k").T).reshape(T, Hkv, hd)).repeat(H // Hkv, 1)
        v = (a @ W("attn_v").T).reshape(T, Hkv, hd).repeat(H // Hkv, 1)
        s = np.einsum("thd,uhd->htu", q, k) / math.sqrt(hd) + mask
        s = np.exp(s - s.max(-1, keepdims=True))
        s /= s.sum(-1, keepdims=True)
        h = h + np.einsum("htu,uhd->thd", s, v).reshape(T, d) @ W("attn_output").T
        a = norm(h, W("ffn_norm"))
        g = a @ W("ffn_gate").T
        h = h + ((g / (1 + np.exp(-g))) * (a @ W("ffn_up").T)) @ W("ffn_down").T
    return norm(h, r.tensor("output_norm.weight")) @ out.T


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "kjv.gguf")
    r = Reader(path)
    print("%s: GGUF v%d, %d keys, %d tensors, %d bytes, every tensor inside the file, none overlapping" %
          (path, r.version, len(r.kv), len(r.tensors), len(r.b)))
    for k, v in r.kv.items():
        print("  %-40s %s" % (k, ("[%d items] %r ..." % (len(v), v[:3])) if isinstance(v, list) else repr(v)))
    toks, merges = r.kv["tokenizer.ggml.tokens"], r.kv["tokenizer.ggml.merges"]
    assert len(toks) == r.kv["llama.vocab_size"] == len(r.kv["tokenizer.ggml.token_type"])
    assert all(len(m.split(" ")) == 2 and "".join(m.split(" ")) in set(toks) for m in merges), "a merge makes no token"
    n_par = sum(math.prod(t[0]) for t in r.tensors.values())
    print("  %d parameters; types %s" % (n_par, sorted({TYPES[t[1]][0] for t in r.tensors.values()})))
    ref = {}
    ids, top1, margin = [], [], []
    with open(os.path.join(HERE, "passage.txt")) as f:
        for line in f:
            w = line.split()
            if not w or w[0].startswith("#"):
                continue
            if len(w) == 2:
                ref[w[0]] = float(w[1])
            else:
                ids.append(int(w[0]))
                top1.append(int(w[1]))
                margin.append(float(w[2]))
    sys.path.insert(0, HERE)
    import bpe  # the recipe's BPE, fed with the file's own tokens and merges
    with open(os.path.join(HERE, "heldout.txt")) as f:
        text = f.read()[:int(ref["bytes"])]
    tok = bpe.Tokenizer(toks, merges)
    assert [r.kv["tokenizer.ggml.bos_token_id"]] + tok.encode(text) == ids, "the file's vocabulary tokenizes the passage differently"
    print("  the file's tokens + merges tokenize the passage to passage.txt's %d ids" % len(ids))
    try:
        import numpy as np
    except ImportError:
        print("no numpy: forward pass skipped")
        return
    lg = forward(r, ids)
    lp = lg - lg.max(-1, keepdims=True)
    lp = lp - np.log(np.exp(lp).sum(-1, keepdims=True))
    ppl = math.exp(-np.mean([lp[i, ids[i + 1]] for i in range(len(ids) - 1)]))
    am = lg.argmax(-1)
    bad = [i for i in range(len(ids)) if margin[i] > 0.1 and am[i] != top1[i]]
    print("numpy forward pass from the Q8_0 file: passage ppl %.4f, PyTorch %.4f (%+.3f%%); top-1 differs at %d of %d "
          "positions with margin > 0.1" % (ppl, ref["ppl_q8"], 100 * (ppl / ref["ppl_q8"] - 1), len(bad), sum(m > 0.1 for m in margin)))
    sys.exit(0 if abs(ppl / ref["ppl_q8"] - 1) < 0.005 and not bad else 1)


if __name__ == "__main__":
    main()
