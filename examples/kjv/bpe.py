"""Byte-level BPE for the KJV demo model: trainer, encoder and decoder.

The vocabulary is written as a GGUF "gpt2" tokenizer with tokenizer.ggml.pre = "gpt-2",
so the splitting before BPE here must be exactly GPT-2's regex
    's|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+
which vkinfer.h and llama.cpp implement for that name. The KJV text is pure ASCII, where
\\p{L} is [A-Za-z] and \\p{N} is [0-9]; Python's `re` has no \\p{..}, so this file
refuses non-ASCII text instead of splitting it differently from the runtime.

Encoding is the runtime's: per pre-token, merge the adjacent pair of lowest merge rank
(leftmost on ties) until none is left. Token strings use GPT-2's byte-to-unicode map.

Usage: python3 bpe.py train KJV.txt VOCAB.json [N_VOCAB]   (pure Python, ~3 s)
  learns the merges from the training chapters only (split_chapters), not the held-out ones.
"""
import json
import re
import sys

SPECIALS = ["<|begin_of_text|>", "<|end_of_text|>"]  # bos, eos: the last two ids

_PRE = re.compile(r"'s|'t|'re|'ve|'m|'ll|'d| ?[A-Za-z]+| ?[0-9]+| ?[^\sA-Za-z0-9]+|\s+(?!\S)|\s+")


def split_chapters(text):
    """extract.py's text -> (training chapters, held-out chapters): every 20th chapter
    (0-based index k with k % 20 == 19, Genesis 20 first) is held out. A chapter is its
    block without the trailing newline; a document (what is tokenized) is block + "\n"."""
    ch = text.strip("\n").split("\n\n")
    return [c for k, c in enumerate(ch) if k % 20 != 19], [c for k, c in enumerate(ch) if k % 20 == 19]


def bytes_to_unicode():
    """GPT-2's map from byte values to printable code points (the token spelling)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(0xA1, 0xAC + 1)) + list(range(0xAE, 0xFF + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, (chr(c) for c in cs)))


B2U = bytes_to_unicode()
U2B = {u: b for b, u in B2U.items()}


def pretokenize(text):
    if not text.isascii():
        raise ValueError("bpe.py splits ASCII text only (see the module comment)")
    return _PRE.findall(text)


def train(text, n_vocab):
    """Learns n_vocab - 256 - len(SPECIALS) merges. Returns the merges as pairs of
    token strings, in rank order. Pair counts are kept incrementally (only the words
    that hold the merged pair are touched), so 4k merges over the Bible take ~1 min."""
    counts = {}
    for w in pretokenize(text):
        counts[w] = counts.get(w, 0) + 1
    words = [[B2U[b] for b in w.encode()] for w in counts]
    freq = list(counts.values())
    pairs, where = {}, {}
    for i, w in enumerate(words):
        for a, b in zip(w, w[1:]):
            pairs[(a, b)] = pairs.get((a, b), 0) + freq[i]
            where.setdefault((a, b), set()).add(i)
    merges = []
    n_merges = n_vocab - 256 - len(SPECIALS)
    while len(merges) < n_merges and pairs:
        # most frequent pair; ties by the pair's spelling so the result is deterministic
        best, bc = None, -1
        for p, c in pairs.items():
            if c > bc or (c == bc and p < best):
                best, bc = p, c
        if bc < 2:
            break
        merges.append(best)
        a, b = best
        ab = a + b
        for i in list(where.get(best, ())):
            w, f = words[i], freq[i]
            for x, y in zip(w, w[1:]):  # withdraw this word's pairs, then add back the new ones
                pairs[(x, y)] -= f
                if pairs[(x, y)] == 0:
                    del pairs[(x, y)]
                where[(x, y)].discard(i)
            out, j = [], 0
            while j < len(w):
                if j + 1 < len(w) and w[j] == a and w[j + 1] == b:
                    out.append(ab)
                    j += 2
                else:
                    out.append(w[j])
                    j += 1
            words[i] = out
            for x, y in zip(out, out[1:]):
                pairs[(x, y)] = pairs.get((x, y), 0) + f
                where.setdefault((x, y), set()).add(i)
        where.pop(best, None)
        if len(merges) % 500 == 0:
            print("  %d merges, last %r count %d" % (len(merges), ab, bc), file=sys.stderr)
    return merges


class Tokenizer:
    def __init__(self, tokens, merges):
        self.tokens = tokens
        self.id = {t: i for i, t in enumerate(tokens)}
        self.rank = {tuple(m.split(" ")): r for r, m in enumerate(merges)}
        self.bos = self.id[SPECIALS[0]]
        self.eos = self.id[SPECIALS[1]]
        self.cache = {}

    @staticmethod
    def load(path):
        with open(path) as f:
            d = json.load(f)
        return Tokenizer(d["tokens"], d["merges"])

    def _word(self, w):
        syms = [B2U[b] for b in w.encode()]
        while len(syms) > 1:
            best, bi = None, -1
            for i in range(len(syms) - 1):
                r = self.rank.get((syms[i], syms[i + 1]))
                if r is not None and (best is None or r < best):
                    best, bi = r, i
            if best is None:
                break
            syms[bi:bi + 2] = [syms[bi] + syms[bi + 1]]
        return [self.id[s] for s in syms]

    def encode(self, text):
        out = []
        for w in pretokenize(text):
            ids = self.cache.get(w)
            if ids is None:
                ids = self.cache[w] = self._word(w)
            out.extend(ids)
        return out

    def decode(self, ids):
        return bytes(U2B[c] for i in ids if self.tokens[i] not in SPECIALS for c in self.tokens[i]).decode("utf-8", "replace")


def build_vocab(merges):
    """Token list: ids 0-255 the bytes (id = byte value), then one token per merge, then
    the specials. Returns (tokens, merges as "a b" strings, token types)."""
    tokens = [B2U[b] for b in range(256)] + [a + b for a, b in merges] + SPECIALS
    types = [1] * (len(tokens) - len(SPECIALS)) + [3] * len(SPECIALS)  # 1 normal, 3 control
    return tokens, ["%s %s" % m for m in merges], types


if __name__ == "__main__":
    if len(sys.argv) < 4 or sys.argv[1] != "train":
        sys.exit(__doc__)
    n_vocab = int(sys.argv[4]) if len(sys.argv) > 4 else 4096
    with open(sys.argv[2]) as f:
        train_ch, _ = split_chapters(f.read())
    text = "\n".join(c + "\n" for c in train_ch)  # documents, as train.py tokenizes them
    merges = train(text, n_vocab)
    tokens, mstr, types = build_vocab(merges)
    assert len(tokens) == n_vocab and len(set(tokens)) == n_vocab, "duplicate or missing tokens"
    with open(sys.argv[3], "w") as f:
        json.dump({"pre": "gpt-2", "tokens": tokens, "merges": mstr, "token_type": types}, f, ensure_ascii=False, indent=0)
    tok = Tokenizer(tokens, mstr)
    ids = tok.encode(text)
    assert tok.decode(ids) == text
    print("vocab %d, %d merges, corpus %d bytes -> %d tokens (%.2f bytes/token)" %
          (len(tokens), len(mstr), len(text), len(ids), len(text) / len(ids)), file=sys.stderr)
