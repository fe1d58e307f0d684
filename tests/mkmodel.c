/* tests/mkmodel.c - writes GGUF v3 test models (every architecture of tests/ref.h's ref_archs) with random
   weights.

   Build:  cc -O2 -o mkmodel tests/mkmodel.c -lm
   Use:    mkmodel -o FILE [--arch llama|qwen2|qwen3|smollm3|phi3|qwen35|mistral3|gemma3]
                   [--preset tiny|small|wide|qwen3-0.6b|qwen3-8b|llama-3.2-1b|qwen2-0.5b|smollm3-3b|phi-4|
                             phi-4-mini|qwen3.5-0.8b|qwen3.5-2b|qwen3.5-4b|qwen3.5-9b|qwen3.5-27b|
                             ministral-3-3b|gemma-3-270m|gemma-3-1b|gemma-3-4b]
                   [--type F32|F16|BF16|Q8_0|Q4_0|Q4_1|Q5_0|Q5_1|Q4_K|Q5_K|Q6_K|Q3_K|MXFP4
                          |Q4_K_M|Q2_K|Q2_K_S|Q3_K_S|Q3_K_M|Q3_K_L|IQ4_NL|IQ4_XS
                          |IQ2_XXS|IQ2_XS|IQ2_S|IQ2_M|IQ3_XXS|IQ3_S|IQ3_M|IQ1_S|IQ1_M] [--pure]
                   [--tied|--separate] [--vocab VOCAB.gguf] [--seed N] [--layers N]
                   [--ctx N] [--fast|--exact] [--rope-freqs|--no-rope-freqs]
                   [--embd-type TYPE] [-q]

   Presets (tiny and small take their architecture from --arch, default llama; the
   real-shape presets fix it):
     tiny          2 layers, n_embd 256, 4 heads / 2 KV heads, head_dim 64 (qwen3: 128),
                   n_ff 512, 384-token synthetic vocab, ctx 2048
     small         4 layers, n_embd 512, 8 / 2 heads, head_dim 64 (qwen3: 128), n_ff 1536,
                   2048-token synthetic vocab, ctx 4096
     wide          1 layer (--layers), n_embd 4096, 32 / 8 heads, head_dim 128, n_ff 4096,
                   384-token synthetic vocab, ctx 2048, qwen3 unless --arch: the 8B's widths
                   at a tiny model's cost (the products of 4096 rows)
     qwen3-0.6b    28 layers, 1024, 16 / 8 heads, head_dim 128, n_ff 3072, vocab 151936, tied
     qwen3-8b      36 layers, 4096, 32 / 8 heads, head_dim 128, n_ff 12288, vocab 151936
     llama-3.2-1b  16 layers, 2048, 32 / 8 heads, head_dim 64, n_ff 8192, vocab 128256, tied,
                   rope base 500000 with Llama-3 rope_freqs
     qwen2-0.5b    24 layers, 896, 14 / 2 heads, head_dim 64, n_ff 4864, vocab 151936, tied,
                   q/k/v biases
     smollm3-3b    36 layers, 2048, 16 / 4 heads, head_dim 128, n_ff 11008, vocab 128256, tied,
                   no RoPE on every 4th layer
     phi-4         40 layers, 5120, 40 / 10 heads, head_dim 128, n_ff 17920, vocab 100352, fused
                   attn_qkv and gate|up (Phi-3 layout)
     phi-4-mini    32 layers, 3072, 24 / 8 heads, head_dim 128, n_ff 8192, vocab 200064, tied,
                   RoPE on 96 of 128 dimensions, LongRoPE factors (original context 4096)
   qwen3.5-0.8b  24 layers, 1024, 8 / 2 heads, head_dim 256, n_ff 3584, vocab 248320, tied;
                 every layer but each 4th a gated delta net of 16 key heads and 16 value heads
                 of 128 (qwen3.5-2b: 2048, n_ff 6144, tied; qwen3.5-4b: 32 layers, 2560, 16 / 4
                 heads, n_ff 9216, 32 value heads, tied; qwen3.5-9b: 32 layers, 4096, 16 / 4,
                 n_ff 12288, 32 value heads; qwen3.5-27b: 64 layers, 5120, 24 / 4, n_ff 17408,
                 48 value heads); RoPE on 64 of 256 dimensions, base 10^7
     gemma-3-270m  18 layers, 640, 4 / 1 heads, head_dim 256, n_ff 2048, vocab 262144, tied,
                   sliding window 512 on five of every six layers (gemma-3-1b: 26 layers, 1152,
                   n_ff 6912; gemma-3-4b: 34 layers, 2560, 8 / 4 heads, n_ff 10240, window 1024,
                   the global layers' RoPE linear x8); post-attention and post-FFN norms, GELU
   tiny/small gemma3 take 6 layers, a window of 8 (small: 16), linear x8, a 512-token (small:
   2048) SentencePiece vocabulary in Gemma's layout (mk_vocab_build_spm).
   tiny/small qwen35 alternate a gated delta net (2 key heads, 4 value heads of 64, small:
   128) and gated attention (full_attention_interval 2), RoPE on a quarter of each head.
   tiny/small/wide phi3 take Phi-4-mini's partial rotary (3/4 of a head) and LongRoPE with an
   original context of 64 (so that sessions past 64 positions take the long factors).
   tiny and small have every matrix row a multiple of 256, so the K-quant types are used
   for every matrix. Where a row is not (qwen2-0.5b: n_embd 896) the type falls back as
   llama-quantize does: Q4_K -> Q5_0, Q5_K -> Q5_1, Q6_K -> Q8_0, and to F16 when the row
   is not a multiple of 32 either.

   Types: one type for every matrix (token_embd and output included), except Q4_K_M,
   which mirrors llama-quantize's mix: Q4_K for most matrices; Q6_K for output.weight, or
   for token_embd.weight when the output is tied (Q8_0 when its row is not a multiple of
   256); Q6_K for attn_v and ffn_down in layers i with i < n/8, i >= 7n/8 or
   (i - n/8) % 3 == 2. Norm weights, rope_freqs and biases are always F32.
   Q2_K, Q2_K_S, Q3_K_S, Q3_K_M, Q3_K_L, IQ4_NL and IQ4_XS are llama-quantize's mixes too
   (llama-quant.cpp, dense models, no imatrix): output.weight (or a tied token_embd) Q6_K
   (Q8_0 when its row is not a multiple of 256); attn_v: Q2_K: Q4_K when n_head / n_head_kv
   >= 4, else Q3_K; Q2_K_S: Q4_K when that ratio >= 4; Q3_K_M: Q5_K in layers 0 and 1, else
   Q4_K; Q3_K_L: Q5_K; IQ4_NL/IQ4_XS: Q5_K when the ratio >= 4. ffn_down: Q2_K: Q3_K;
   Q2_K_S: Q4_K in layers i < n/8; Q3_K_M: Q5_K for i < n/16, else Q4_K; Q3_K_L: Q5_K;
   IQ4_NL/IQ4_XS: Q5_K for i < n/8. attn_output: Q2_K: Q3_K; Q3_K_M: Q4_K; Q3_K_L: Q5_K.
   Rows that are not a multiple of 256 fall back as llama-quantize's do (Q2_K, Q3_K,
   IQ4_XS -> IQ4_NL). --pure: every matrix the mix's base type (llama-quantize --pure);
   Q3_K and MXFP4 (no mix of that name) are always pure. IQ2_XXS, IQ2_XS, IQ2_S, IQ2_M,
   IQ3_XXS, IQ3_S, IQ3_M, IQ1_S and IQ1_M are llama-quantize's mixes too (mk_mix_type_iq):
   as there, IQ2_S's matrices are IQ2_XS and IQ2_M's IQ2_S (--pure: --type IQ2_M for
   IQ2_S matrices); the grid types' quantizers are a plain nearest-entry search.
   --embd-type overrides the type of token_embd.weight alone (e.g. Q4_K for a tied
   Q4_K_M model: 334 MiB for qwen3-0.6b instead of llama-quantize's 376 MiB).

   Weights: deterministic for a seed. Matrices ~ N(0, 1/fan_in) (Irwin-Hall, 4 terms),
   token_embd and output rows with norm ~1.5 (logits spread ~1.5 around 0), norm weights
   1 +- 0.1, biases ~ N(0, 0.1^2). Exact mode quantizes these floats; fast mode (default
   for the real-shape presets) writes random quantized blocks directly, with scales chosen
   so that the element spread matches, which is what matters for speed tests.

   Vocab: --vocab copies every tokenizer.* KV of another GGUF (then n_vocab is its token
   count). Otherwise a synthetic byte-level BPE vocab (tokenizer model gpt2, pre
   "llama-bpe" for llama, "qwen35" for qwen35, "qwen2" for qwen): 256 byte tokens in GPT-2's byte-to-unicode
   form (id = byte value), merges learnt from a built-in text, 3 control tokens, and
   "[PADn]" unused tokens up to the preset's size (as convert_hf_to_gguf pads Qwen).

   Defaults: --preset tiny, --arch llama (tiny/small), --type Q8_0, --seed 1, tied or not
   as the preset's real model (tiny/small: separate output).

   Cost: streaming, one tensor at a time (about 20 MB of memory for any preset). On one
   core of the development machine qwen3-8b Q4_K_M (4.68 GiB) takes ~9 s CPU in fast mode
   and ~55 s in exact mode (--exact); qwen3-0.6b ~1 s fast, ~4.5 s exact. The files load
   in llama.cpp, whose logits match ref.h's forward pass (see ref.h).

   Include this file with MKMODEL_NO_MAIN defined to call mk_write_model() from a test. */
#include "ref.h"

#include <time.h>

#define MK_FN REF_FN

typedef struct mk_opts {
    const char *out;
    const char *arch;   /* NULL: the preset's (tiny/small: llama) */
    const char *preset; /* NULL: tiny */
    const char *type;   /* NULL: Q8_0 */
    int tied;           /* -1 preset default, 0 separate output, 1 tied */
    const char *vocab;  /* GGUF to copy tokenizer.* from, or NULL */
    uint64_t seed;
    int layers, ctx;    /* 0: preset */
    int fast;           /* -1: auto (on for presets larger than small) */
    int rope_freqs;     /* -1: auto (llama: yes) */
    const char *embd_type; /* NULL: by --type; else the type of token_embd.weight */
    int quiet;
    const char *chat_template; /* NULL: none; else tokenizer.chat_template (synthetic vocabulary only) */
    int pure; /* 1: a mix name gives its base type for every matrix (--pure) */
} mk_opts;

enum { MK_LLAMA = 0, MK_QWEN2 = 1, MK_QWEN3 = 2, MK_SMOLLM3 = 3, MK_PHI3 = 4, MK_QWEN35 = 5, MK_MISTRAL3 = 6,
       MK_GEMMA3 = 7 };
/* (ref_archs' order) */
#define MK_Q4_K_M 1000 /* pseudo type id of the mix */
#define MK_MIX 1100 /* pseudo type ids of the other mixes: MK_MIX + llama.cpp's file type */

typedef struct mk_hp {
    int arch;
    const char *arch_name;
    int n_layer, n_embd, n_head, n_head_kv, head_dim, n_ff, n_vocab, n_ctx;
    float eps, rope_base;
    int tied, rope_freqs, qkv_bias, qk_norm, big;
    int fused;          /* attn_qkv and ffn_up holding gate and up (Phi-3) */
    int rope_dims;      /* rope.dimension_count */
    int longrope_ctx;   /* > 0: LongRoPE factor pair and keys, this original context */
    int yarn_ctx;       /* > 0: YaRN keys (Ministral 3's), this original context, factor yarn_factor */
    float yarn_factor, attn_temp; /* attn_temp: attention.temperature_scale (0: not written) */
    /* Qwen3.5: gated delta net layers of hk key heads of dk and hv value heads of dv, all
       but every full_every-th layer */
    int ssm_hk, ssm_dk, ssm_hv, ssm_dv, full_every;
    int swa;            /* Gemma 3: attention.sliding_window (0: none) */
    float linear;       /* > 0: rope.scaling.type linear with this factor (Gemma 3 4B and up) */
} mk_hp;

/* ------------------------------------------------------------------ random numbers */

static uint64_t mk_splitmix(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* xoshiro256** : fast and good enough for weights */
typedef struct mk_rng { uint64_t s[4]; } mk_rng;

static uint64_t mk_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t mk_next(mk_rng *r) {
    uint64_t res = mk_rotl(r->s[1] * 5, 7) * 9, t = r->s[1] << 17;
    r->s[2] ^= r->s[0];
    r->s[3] ^= r->s[1];
    r->s[1] ^= r->s[2];
    r->s[0] ^= r->s[3];
    r->s[2] ^= t;
    r->s[3] = mk_rotl(r->s[3], 45);
    return res;
}

static void mk_seed(mk_rng *r, uint64_t seed, const char *name) {
    uint64_t h = 1469598103934665603ull; /* FNV-1a of the tensor name, so each tensor has its own stream */
    int i;
    while (*name) h = (h ^ (uint8_t)*name++) * 1099511628211ull;
    h ^= seed * 0xD1B54A32D192ED03ull;
    for (i = 0; i < 4; i++) r->s[i] = mk_splitmix(&h);
}

/* approximately N(0,1): sum of four 16-bit uniforms, centred, variance 1 */
static float mk_gauss(mk_rng *r) {
    uint64_t v = mk_next(r);
    int s = (int)(v & 0xffff) + (int)((v >> 16) & 0xffff) + (int)((v >> 32) & 0xffff) + (int)(v >> 48);
    return ((float)s - 131070.0f) * (1.7320508f / 65536.0f);
}

static float mk_unif(mk_rng *r) { return (float)(mk_next(r) >> 40) * (1.0f / 16777216.0f); } /* [0,1) */

/* ------------------------------------------------------------------ byte buffer */

typedef struct mk_buf {
    uint8_t *p;
    size_t n, cap;
    int oom;
} mk_buf;

static void mk_put(mk_buf *b, const void *src, size_t n) {
    if (b->oom) return;
    if (b->n + n > b->cap) {
        size_t nc = b->cap ? b->cap : 4096;
        uint8_t *np;
        while (nc < b->n + n) nc *= 2;
        np = (uint8_t *)realloc(b->p, nc);
        if (!np) { b->oom = 1; return; }
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->n, src, n);
    b->n += n;
}

static void mk_u32(mk_buf *b, uint32_t v) {
    uint8_t t[4];
    int i;
    for (i = 0; i < 4; i++) t[i] = (uint8_t)(v >> (8 * i));
    mk_put(b, t, 4);
}

static void mk_u64(mk_buf *b, uint64_t v) {
    uint8_t t[8];
    int i;
    for (i = 0; i < 8; i++) t[i] = (uint8_t)(v >> (8 * i));
    mk_put(b, t, 8);
}

static void mk_strn(mk_buf *b, const char *s, size_t n) { mk_u64(b, n); mk_put(b, s, n); }
static void mk_str(mk_buf *b, const char *s) { mk_strn(b, s, strlen(s)); }

/* KV writers; each bumps *n_kv */
static void mk_kv_str(mk_buf *b, int *n_kv, const char *k, const char *v) {
    mk_str(b, k);
    mk_u32(b, REF_GGUF_STR);
    mk_str(b, v);
    (*n_kv)++;
}
static void mk_kv_u32(mk_buf *b, int *n_kv, const char *k, uint32_t v) {
    mk_str(b, k);
    mk_u32(b, REF_GGUF_U32);
    mk_u32(b, v);
    (*n_kv)++;
}
static void mk_kv_bool(mk_buf *b, int *n_kv, const char *k, int v) {
    uint8_t c = (uint8_t)(v != 0);
    mk_str(b, k);
    mk_u32(b, REF_GGUF_BOOL);
    mk_put(b, &c, 1);
    (*n_kv)++;
}
static void mk_kv_f32(mk_buf *b, int *n_kv, const char *k, float v) {
    uint32_t u;
    memcpy(&u, &v, 4);
    mk_str(b, k);
    mk_u32(b, REF_GGUF_F32);
    mk_u32(b, u);
    (*n_kv)++;
}

/* ------------------------------------------------------------------ synthetic vocab */

typedef struct mk_vocab {
    char **tok;      /* token strings (NUL-terminated) */
    int *type;       /* 1 normal, 3 control, 5 unused */
    int n;
    char **merges;
    int n_merges;
    int bos, eos;
    float *score;    /* SentencePiece (mk_vocab_build_spm): each token's score; NULL for BPE */
} mk_vocab;

static void mk_vocab_free(mk_vocab *v) {
    int i;
    for (i = 0; i < v->n; i++) free(v->tok[i]);
    for (i = 0; i < v->n_merges; i++) free(v->merges[i]);
    free(v->tok);
    free(v->type);
    free(v->merges);
    free(v->score);
    memset(v, 0, sizeof *v);
}

static char *mk_strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = (char *)malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

/* GPT-2's byte-to-unicode: printable bytes map to themselves, the others to U+0100.. */
static void mk_byte_utf8(int b, char out[4]) {
    int cp, i, n = 0;
    if ((b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255)) cp = b;
    else {
        for (i = 0; i < b; i++)
            if (!((i >= 33 && i <= 126) || (i >= 161 && i <= 172) || (i >= 174 && i <= 255))) n++;
        cp = 256 + n;
    }
    if (cp < 0x80) { out[0] = (char)cp; out[1] = 0; }
    else { out[0] = (char)(0xC0 | (cp >> 6)); out[1] = (char)(0x80 | (cp & 0x3F)); out[2] = 0; }
}

static const char mk_corpus[] =
    "The quick brown fox jumps over the lazy dog. A small model reads the text one token at a time, "
    "and the next token depends on all the tokens that came before it. In the beginning there was "
    "nothing but the words, and the words were written in the language of the machine. "
    "Hello world! This is a test of the tokenizer: numbers like 12345 and 2024, code such as "
    "int main(void) { return 0; } and some punctuation, quotes \"here\" and 'there'. "
    "When the weather is nice we walk along the river to the station, then take the train into "
    "the city where the streets are full of people talking, laughing and working together. "
    "She said that they would meet again in the morning, after the rain had stopped and the sun "
    "was shining on the water of the lake. The teacher asked the students to write their names "
    "on the paper and to read the question twice before they answered it.";

typedef struct mk_pair { int a, b, c; } mk_pair;

static int mk_pair_cmp(const void *x, const void *y) {
    const mk_pair *p = (const mk_pair *)x, *q = (const mk_pair *)y;
    if (p->a != q->a) return p->a < q->a ? -1 : 1;
    if (p->b != q->b) return p->b < q->b ? -1 : 1;
    return 0;
}

/* Learns merges from mk_corpus until max_new tokens were added (or nothing repeats). */
static int mk_vocab_build(mk_vocab *v, int n_vocab, int arch) {
    int nw = 0, i, j, k, n_base, max_new, cap;
    int *wlen = NULL, *wfreq = NULL, **words = NULL;
    mk_pair *pairs = NULL;
    const char *ctl_qwen[3] = {"<|endoftext|>", "<|im_start|>", "<|im_end|>"};
    const char *ctl_llama[3] = {"<|begin_of_text|>", "<|end_of_text|>", "<|eot_id|>"};
    const char *const *ctl = arch == MK_LLAMA ? ctl_llama : ctl_qwen;
    const char *p = mk_corpus;
    memset(v, 0, sizeof *v);
    if (n_vocab < 256 + 3) return -1;
    cap = n_vocab;
    v->tok = (char **)calloc((size_t)cap, sizeof(char *));
    v->type = (int *)calloc((size_t)cap, sizeof(int));
    v->merges = (char **)calloc((size_t)cap, sizeof(char *));
    /* split the corpus into words, each with its leading space */
    words = (int **)calloc(sizeof mk_corpus, sizeof(int *));
    wlen = (int *)calloc(sizeof mk_corpus, sizeof(int));
    wfreq = (int *)calloc(sizeof mk_corpus, sizeof(int));
    pairs = (mk_pair *)calloc(sizeof mk_corpus, sizeof(mk_pair));
    if (!v->tok || !v->type || !v->merges || !words || !wlen || !wfreq || !pairs) goto oom;
    while (*p) {
        const char *s = p;
        int len, dup = -1;
        if (*p == ' ') p++;
        while (*p && *p != ' ') p++;
        len = (int)(p - s);
        for (i = 0; i < nw; i++) {
            int same = wlen[i] == len;
            for (j = 0; same && j < len; j++) same = words[i][j] == (uint8_t)s[j];
            if (same) { dup = i; break; }
        }
        if (dup >= 0) { wfreq[dup]++; continue; }
        words[nw] = (int *)malloc(sizeof(int) * (size_t)len);
        if (!words[nw]) goto oom;
        for (j = 0; j < len; j++) words[nw][j] = (uint8_t)s[j];
        wlen[nw] = len;
        wfreq[nw] = 1;
        nw++;
    }
    for (i = 0; i < 256; i++) {
        char u[4];
        mk_byte_utf8(i, u);
        if (!(v->tok[i] = mk_strdup(u))) goto oom;
        v->type[i] = 1;
    }
    v->n = 256;
    max_new = n_vocab - 256 - 3;
    n_base = 0;
    while (n_base < max_new && v->n_merges < cap) {
        /* most frequent adjacent pair (ties: smallest left id, then right id), by sorting
           every occurrence */
        int np = 0, ba = -1, bb = -1, bc = 0, id;
        size_t la, lb;
        char *s;
        for (i = 0; i < nw; i++)
            for (j = 0; j + 1 < wlen[i]; j++) {
                pairs[np].a = words[i][j];
                pairs[np].b = words[i][j + 1];
                pairs[np].c = wfreq[i];
                np++;
            }
        qsort(pairs, (size_t)np, sizeof *pairs, mk_pair_cmp);
        for (i = 0; i < np;) {
            int c = 0;
            for (j = i; j < np && pairs[j].a == pairs[i].a && pairs[j].b == pairs[i].b; j++) c += pairs[j].c;
            if (c > bc) { bc = c; ba = pairs[i].a; bb = pairs[i].b; }
            i = j;
        }
        if (ba < 0) break; /* every word is one token */
        la = strlen(v->tok[ba]);
        lb = strlen(v->tok[bb]);
        s = (char *)malloc(la + lb + 2);
        if (!s) goto oom;
        memcpy(s, v->tok[ba], la);
        s[la] = ' ';
        memcpy(s + la + 1, v->tok[bb], lb + 1);
        v->merges[v->n_merges++] = s;
        /* the merged string may already exist (reached by another merge path): reuse its id */
        s = (char *)malloc(la + lb + 1);
        if (!s) goto oom;
        memcpy(s, v->tok[ba], la);
        memcpy(s + la, v->tok[bb], lb + 1);
        for (id = 0; id < v->n; id++)
            if (!strcmp(v->tok[id], s)) break;
        if (id == v->n) {
            v->tok[v->n] = s;
            v->type[v->n] = 1;
            v->n++;
            n_base++;
        } else free(s);
        for (i = 0; i < nw; i++) {
            int o = 0;
            for (j = 0; j < wlen[i]; j++) {
                if (j + 1 < wlen[i] && words[i][j] == ba && words[i][j + 1] == bb) { words[i][o++] = id; j++; }
                else words[i][o++] = words[i][j];
            }
            wlen[i] = o;
        }
    }
    for (k = 0; k < 3; k++) {
        if (!(v->tok[v->n] = mk_strdup(ctl[k]))) goto oom;
        v->type[v->n] = 3;
        v->n++;
    }
    v->bos = v->n - 3;
    v->eos = arch == MK_LLAMA ? v->n - 2 : v->n - 3;
    while (v->n < n_vocab) {
        char pad[32];
        snprintf(pad, sizeof pad, "[PAD%d]", v->n);
        if (!(v->tok[v->n] = mk_strdup(pad))) goto oom;
        v->type[v->n] = 5;
        v->n++;
    }
    for (i = 0; i < nw; i++) free(words[i]);
    free(words); free(wlen); free(wfreq); free(pairs);
    return 0;
oom:
    if (words)
        for (i = 0; i < nw; i++) free(words[i]);
    free(words); free(wlen); free(wfreq); free(pairs);
    mk_vocab_free(v);
    return -1;
}

/* A synthetic SentencePiece vocabulary in Gemma's layout: <pad> <eos> <bos> <unk> (ids 0-3),
   the turn markers, the 256 byte tokens <0xXX>, the printable ASCII characters and "\u2581"
   (SentencePiece's space), then the corpus' words with their leading "\u2581" and every prefix
   of each (so that the score-ordered merges reach them; longer ones score higher), and
   "<unusedN>" up to n_vocab */
static int mk_vocab_build_spm(mk_vocab *v, int n_vocab) {
    static const char *const ctl[6] = {"<pad>", "<eos>", "<bos>", "<unk>", "<start_of_turn>", "<end_of_turn>"};
    const char *p = mk_corpus;
    char piece[96];
    int i, k;
    memset(v, 0, sizeof *v);
    if (n_vocab < 6 + 256 + 96) return -1;
    v->tok = (char **)calloc((size_t)n_vocab, sizeof(char *));
    v->type = (int *)calloc((size_t)n_vocab, sizeof(int));
    v->score = (float *)calloc((size_t)n_vocab, sizeof(float));
    if (!v->tok || !v->type || !v->score) goto oom;
#define MK_ADD(str, ty, sc)                                                                                            \
    do {                                                                                                               \
        if (!(v->tok[v->n] = mk_strdup(str))) goto oom;                                                                \
        v->type[v->n] = (ty);                                                                                          \
        v->score[v->n] = (sc);                                                                                         \
        v->n++;                                                                                                        \
    } while (0)
    for (k = 0; k < 6; k++) MK_ADD(ctl[k], k == 3 ? 2 : 3, 0.0f);
    for (i = 0; i < 256; i++) {
        snprintf(piece, sizeof piece, "<0x%02X>", i);
        MK_ADD(piece, 6, 0.0f);
    }
    MK_ADD("\xE2\x96\x81", 1, -1000.0f);
    for (i = 33; i < 127; i++) {
        piece[0] = (char)i;
        piece[1] = 0;
        MK_ADD(piece, 1, -1000.0f - (float)i);
    }
    while (*p && v->n < n_vocab) {
        const char *s = p;
        int len, j, l;
        if (*p == ' ') s = ++p;
        while (*p && *p != ' ') p++;
        len = (int)(p - s);
        if (len + 4 > (int)sizeof piece) continue;
        memcpy(piece, "\xE2\x96\x81", 3);
        for (l = 1; l <= len && v->n < n_vocab; l++) { /* "\u2581" + the first l bytes */
            int dup = 0;
            memcpy(piece + 3, s, (size_t)l);
            piece[3 + l] = 0;
            for (j = 6 + 256; j < v->n && !dup; j++) dup = !strcmp(v->tok[j], piece);
            if (!dup) MK_ADD(piece, 1, (float)l - (float)v->n * 1e-4f);
        }
    }
    while (v->n < n_vocab) {
        snprintf(piece, sizeof piece, "<unused%d>", v->n);
        MK_ADD(piece, 5, 0.0f);
    }
#undef MK_ADD
    v->bos = 2;
    v->eos = 1;
    return 0;
oom:
    mk_vocab_free(v);
    return -1;
}

/* ------------------------------------------------------------------ presets and types */

static int mk_arch_id(const char *s) {
    int i;
    for (i = 0; i < REF_N_ARCHS; i++)
        if (!strcmp(s, ref_archs[i].name)) return i;
    return -1;
}

/* What a family's files hold beyond the preset's shapes */
static void mk_arch_traits(mk_hp *hp, int small) {
    int arch = hp->arch;
    hp->arch_name = ref_archs[arch].name;
    hp->eps = arch == MK_LLAMA || arch == MK_PHI3 ? 1e-5f : 1e-6f;
    hp->rope_base = arch == MK_LLAMA || arch == MK_SMOLLM3 ? 500000.0f : arch == MK_PHI3 ? 10000.0f : 1000000.0f;
    hp->qkv_bias = arch == MK_QWEN2;
    hp->qk_norm = ref_archs[arch].qk_norm;
    hp->fused = ref_archs[arch].fused;
    if (!hp->rope_dims) hp->rope_dims = hp->head_dim;
    /* the CI shapes of Phi-3 take Phi-4-mini's partial rotary (3/4) and LongRoPE, with an
       original context of 64 so that the long factors are reached too */
    if (arch == MK_PHI3 && small >= 0) {
        hp->rope_dims = hp->head_dim * 3 / 4;
        hp->longrope_ctx = 64;
    }
    /* Qwen3.5: RoPE on a quarter of each head, base 10^7; the CI shapes (tiny: heads of 64,
       small: 128) alternate linear and full attention so that two layers hold both */
    if (arch == MK_QWEN35) {
        hp->rope_dims = hp->head_dim / 4;
        hp->rope_base = 10000000.0f;
        if (small >= 0) {
            hp->ssm_hk = 2;
            hp->ssm_hv = 4;
            hp->ssm_dk = hp->ssm_dv = small ? 128 : 64;
            hp->full_every = 2;
        }
    }
    /* Ministral 3: YaRN as its files state it (beta 32 / 1, log multiplier 1) and the
       attention temperature; the CI shapes' original context (16) puts the temperature at
       work from position 15 on and YaRN's ramp over a head's first pairs */
    /* Gemma 3: the CI shapes take 6 layers (five sliding, the sixth global), a window of 8
       (small: 16) and the 4B's linear x8 on the global layers; SentencePiece vocabulary */
    if (arch == MK_GEMMA3) {
        hp->rope_base = 1000000.0f;
        if (small >= 0) {
            hp->n_layer = 6;
            hp->swa = small ? 16 : 8;
            hp->linear = 8.0f;
            if (hp->n_vocab < 512) hp->n_vocab = 512; /* control, byte and character tokens, and words */
        }
    }
    if (arch == MK_MISTRAL3) {
        hp->rope_base = 1000000.0f;
        hp->attn_temp = 0.1f;
        if (small >= 0) {
            hp->yarn_ctx = 16;
            hp->yarn_factor = 4.0f;
        }
    }
}

static int mk_preset(const mk_opts *o, mk_hp *hp, char *err, size_t errcap) {
    const char *pr = o->preset ? o->preset : "tiny";
    int arch = -1;
    memset(hp, 0, sizeof *hp);
    if (o->arch && (arch = mk_arch_id(o->arch)) < 0) { REF__ERR("unknown --arch %s", o->arch); return -1; }
#define MK_SET(A, L, E, H, HKV, HD, FF, V, CTX, TIED)                                   \
    do {                                                                                \
        if (arch >= 0 && arch != (A)) { REF__ERR("preset %s is architecture %s", pr, #A); return -1; } \
        arch = (A); hp->n_layer = L; hp->n_embd = E; hp->n_head = H; hp->n_head_kv = HKV; \
        hp->head_dim = HD; hp->n_ff = FF; hp->n_vocab = V; hp->n_ctx = CTX; hp->tied = TIED; hp->big = 1; \
    } while (0)
    if (!strcmp(pr, "tiny") || !strcmp(pr, "small")) {
        int small = pr[0] == 's';
        if (arch < 0) arch = MK_LLAMA;
        hp->n_layer = small ? 4 : 2;
        hp->n_embd = small ? 512 : 256;
        hp->n_head = small ? 8 : 4;
        hp->n_head_kv = 2;
        hp->head_dim = arch == MK_QWEN3 || (arch == MK_QWEN35 && small) ? 128 : 64;
        hp->n_ff = small ? 1536 : 512;
        hp->n_vocab = small ? 2048 : 384;
        hp->n_ctx = small ? 4096 : 2048;
        hp->tied = 0;
    } else if (!strcmp(pr, "wide")) { /* the 8B's widths (products of 4096 rows) in one layer of a tiny vocabulary */
        if (arch < 0) arch = MK_QWEN3;
        hp->n_layer = 1;
        hp->n_embd = 4096;
        hp->n_head = 32;
        hp->n_head_kv = 8;
        hp->head_dim = 128;
        hp->n_ff = 4096;
        hp->n_vocab = 384;
        hp->n_ctx = 2048;
        hp->tied = 0;
    } else if (!strcmp(pr, "qwen3-0.6b")) MK_SET(MK_QWEN3, 28, 1024, 16, 8, 128, 3072, 151936, 40960, 1);
    else if (!strcmp(pr, "qwen3-8b")) MK_SET(MK_QWEN3, 36, 4096, 32, 8, 128, 12288, 151936, 40960, 0);
    else if (!strcmp(pr, "llama-3.2-1b")) MK_SET(MK_LLAMA, 16, 2048, 32, 8, 64, 8192, 128256, 131072, 1);
    else if (!strcmp(pr, "qwen2-0.5b")) MK_SET(MK_QWEN2, 24, 896, 14, 2, 64, 4864, 151936, 32768, 1);
    else if (!strcmp(pr, "smollm3-3b")) MK_SET(MK_SMOLLM3, 36, 2048, 16, 4, 128, 11008, 128256, 65536, 1);
    else if (!strcmp(pr, "phi-4")) MK_SET(MK_PHI3, 40, 5120, 40, 10, 128, 17920, 100352, 16384, 0);
    else if (!strcmp(pr, "phi-4-mini")) {
        MK_SET(MK_PHI3, 32, 3072, 24, 8, 128, 8192, 200064, 131072, 1);
        hp->rope_dims = 96;
        hp->longrope_ctx = 4096;
    } else if (!strcmp(pr, "ministral-3-3b")) {
        MK_SET(MK_MISTRAL3, 26, 3072, 32, 8, 128, 9216, 131072, 262144, 1);
        hp->yarn_ctx = 16384;
        hp->yarn_factor = 16.0f;
    } else if (!strcmp(pr, "gemma-3-270m")) { /* Hugging Face configs: heads of 256, window 512 */
        MK_SET(MK_GEMMA3, 18, 640, 4, 1, 256, 2048, 262144, 32768, 1);
        hp->swa = 512;
    } else if (!strcmp(pr, "gemma-3-1b")) {
        MK_SET(MK_GEMMA3, 26, 1152, 4, 1, 256, 6912, 262144, 32768, 1);
        hp->swa = 512;
    } else if (!strcmp(pr, "gemma-3-4b")) { /* window 1024, global layers linear x8 */
        MK_SET(MK_GEMMA3, 34, 2560, 8, 4, 256, 10240, 262144, 131072, 1);
        hp->swa = 1024;
        hp->linear = 8.0f;
    } else if (!strncmp(pr, "qwen3.5-", 8)) { /* published configs: key heads 16 of 128, value heads of 128 */
        int hv;
        if (!strcmp(pr, "qwen3.5-0.8b")) MK_SET(MK_QWEN35, 24, 1024, 8, 2, 256, 3584, 248320, 262144, 1);
        else if (!strcmp(pr, "qwen3.5-2b")) MK_SET(MK_QWEN35, 24, 2048, 8, 2, 256, 6144, 248320, 262144, 1);
        else if (!strcmp(pr, "qwen3.5-4b")) MK_SET(MK_QWEN35, 32, 2560, 16, 4, 256, 9216, 248320, 262144, 1);
        else if (!strcmp(pr, "qwen3.5-9b")) MK_SET(MK_QWEN35, 32, 4096, 16, 4, 256, 12288, 248320, 262144, 0);
        else if (!strcmp(pr, "qwen3.5-27b")) MK_SET(MK_QWEN35, 64, 5120, 24, 4, 256, 17408, 248320, 262144, 0);
        else { REF__ERR("unknown --preset %s", pr); return -1; }
        hv = hp->n_layer == 64 ? 48 : hp->n_layer == 32 ? 32 : 16; /* 27B: 48; 4B, 9B: 32; 0.8B, 2B: 16 */
        hp->ssm_hk = 16;
        hp->ssm_dk = hp->ssm_dv = 128;
        hp->ssm_hv = hv;
        hp->full_every = 4;
    } else { REF__ERR("unknown --preset %s", pr); return -1; }
#undef MK_SET
    hp->arch = arch;
    mk_arch_traits(hp, hp->big ? -1 : !strcmp(pr, "small"));
    hp->rope_freqs = arch == MK_LLAMA && o->rope_freqs != 0;
    if (o->rope_freqs > 0 && arch != MK_LLAMA) {
        REF__ERR("--rope-freqs needs --arch llama (llama.cpp loads rope_freqs for llama only)");
        return -1;
    }
    if (o->tied >= 0) hp->tied = o->tied;
    if (o->layers > 0) hp->n_layer = o->layers;
    if (o->ctx > 0) hp->n_ctx = o->ctx;
    if (arch == MK_QWEN2 && hp->n_head * hp->head_dim != hp->n_embd) {
        REF__ERR("qwen2 needs n_head*head_dim == n_embd");
        return -1;
    }
    return 0;
}

static int mk_use_more_bits(int i, int n) { return i < n / 8 || i >= 7 * n / 8 || (i - n / 8) % 3 == 2; }

/* llama-quantize's fallback for rows that are not a multiple of the block size */
static int mk_fit(int type, int64_t ne0) {
    if (ne0 % ref_type_block(type) == 0) return type;
    if (type == REF_TYPE_Q2_K || type == REF_TYPE_Q3_K || type == REF_TYPE_IQ4_XS || type == REF_TYPE_IQ2_XXS ||
        type == REF_TYPE_IQ2_XS || type == REF_TYPE_IQ2_S || type == REF_TYPE_IQ3_XXS || type == REF_TYPE_IQ3_S ||
        type == REF_TYPE_IQ1_S || type == REF_TYPE_IQ1_M)
        type = REF_TYPE_IQ4_NL;
    else if (type == REF_TYPE_Q4_K)
        type = REF_TYPE_Q5_0;
    else if (type == REF_TYPE_Q5_K) type = REF_TYPE_Q5_1;
    else if (type == REF_TYPE_Q6_K) type = REF_TYPE_Q8_0;
    if (ne0 % ref_type_block(type) == 0) return type;
    return REF_TYPE_F16;
}

enum { MK_K_EMB, MK_K_OUT, MK_K_NORM, MK_K_MAT, MK_K_BIAS, MK_K_ROPE, MK_K_SSMA };

typedef struct mk_tensor {
    char name[64];
    int n_dims;
    int64_t ne[2];
    int type, kind, layer;
    uint64_t offset, nbytes;
} mk_tensor;

/* llama-quantize's mixes by name: pseudo type id, base type, general.file_type */
static const struct {
    const char *name;
    int id, base;
    uint32_t ftype;
} mk_mixes[] = {
    {"Q4_K_M", MK_Q4_K_M, REF_TYPE_Q4_K, 15},     {"Q2_K", MK_MIX + 10, REF_TYPE_Q2_K, 10},
    {"Q2_K_S", MK_MIX + 21, REF_TYPE_Q2_K, 21},   {"Q3_K_S", MK_MIX + 11, REF_TYPE_Q3_K, 11},
    {"Q3_K_M", MK_MIX + 12, REF_TYPE_Q3_K, 12},   {"Q3_K_L", MK_MIX + 13, REF_TYPE_Q3_K, 13},
    {"IQ4_NL", MK_MIX + 25, REF_TYPE_IQ4_NL, 25}, {"IQ4_XS", MK_MIX + 30, REF_TYPE_IQ4_XS, 30},
    {"IQ2_XXS", MK_MIX + 19, REF_TYPE_IQ2_XXS, 19}, {"IQ2_XS", MK_MIX + 20, REF_TYPE_IQ2_XS, 20},
    {"IQ2_S", MK_MIX + 28, REF_TYPE_IQ2_XS, 28},  {"IQ2_M", MK_MIX + 29, REF_TYPE_IQ2_S, 29},
    {"IQ3_XXS", MK_MIX + 23, REF_TYPE_IQ3_XXS, 23}, {"IQ3_S", MK_MIX + 26, REF_TYPE_IQ3_S, 26},
    {"IQ3_M", MK_MIX + 27, REF_TYPE_IQ3_S, 27},   {"IQ1_S", MK_MIX + 24, REF_TYPE_IQ1_S, 24},
    {"IQ1_M", MK_MIX + 31, REF_TYPE_IQ1_M, 31},
};

/* --type: a mix (its base type with --pure), else one type; -1 unknown */
static int mk_parse_type(const char *name, int pure) {
    size_t i;
    for (i = 0; i < sizeof mk_mixes / sizeof mk_mixes[0]; i++) {
        const char *a = mk_mixes[i].name, *b = name;
        while (*a && (*a == *b || (*a >= 'A' && *a <= 'Z' && *a + 32 == *b))) a++, b++;
        if (!*a && !*b) return pure ? mk_mixes[i].base : mk_mixes[i].id;
    }
    return ref_type_from_name(name);
}

static const char *mk_base_name(int base) {
    size_t i;
    for (i = 0; i < sizeof mk_mixes / sizeof mk_mixes[0]; i++)
        if (mk_mixes[i].id == base) return mk_mixes[i].name;
    return ref_type_name(base);
}

/* A mix's type for a matrix (llama-quant.cpp's llama_tensor_get_type, dense models, no
   imatrix; attn_v's and ffn_down's counters are the layer index there) */
/* The IQ mixes' choices (llama-quant.cpp as above, no imatrix): output (or a tied
   token_embd) Q5_K, IQ3_S/IQ3_M Q6_K; token_embd IQ2_XXS/IQ2_XS/IQ1_S/IQ1_M Q2_K,
   IQ2_S/IQ2_M/IQ3_XXS IQ3_S; for IQ2_XXS, IQ2_XS, IQ2_S, IQ2_M, IQ1_S, IQ1_M: attn_v Q4_K
   when n_head / n_head_kv >= 4, else IQ3_S (IQ2_S/M) or Q2_K, ffn_down of layers i < n/8
   the same but Q4_K, attn_output IQ2_XXS (IQ1_S/M) or IQ3_S (IQ2_S/M); IQ3_XXS: attn_v
   Q4_K (ratio >= 4) or IQ3_S, attn_q and attn_k IQ2_S, ffn_down Q4_K for i < n/8 else
   Q3_K, attn_output IQ3_S; IQ3_S: attn_v Q4_K when the ratio >= 4; IQ3_M: attn_v Q4_K,
   ffn_down Q4_K for i < n/8, attn_output Q4_K. */
static int mk_mix_type_iq(int ftype, int base, const mk_hp *hp, const mk_tensor *t) {
    const char *n = t->name;
    int gqa4 = hp->n_head >= 4 * hp->n_head_kv, first = t->layer < hp->n_layer / 8, ty = base;
    int two = ftype == 19 || ftype == 20 || ftype == 24 || ftype == 28 || ftype == 29 || ftype == 31;
    int two_s = ftype == 28 || ftype == 29, one = ftype == 24 || ftype == 31;
    if (t->kind == MK_K_OUT || (t->kind == MK_K_EMB && hp->tied))
        return t->ne[0] % 256 ? REF_TYPE_Q8_0 : ftype == 26 || ftype == 27 ? REF_TYPE_Q6_K : REF_TYPE_Q5_K;
    if (t->kind == MK_K_EMB) {
        if (ftype == 19 || ftype == 20 || one) ty = REF_TYPE_Q2_K;
        else if (two_s || ftype == 23) ty = REF_TYPE_IQ3_S;
    } else if (strstr(n, "attn_v.weight")) {
        if (two) ty = gqa4 ? REF_TYPE_Q4_K : two_s ? REF_TYPE_IQ3_S : REF_TYPE_Q2_K;
        else if (ftype == 23) ty = gqa4 ? REF_TYPE_Q4_K : REF_TYPE_IQ3_S;
        else if ((ftype == 26 && gqa4) || ftype == 27) ty = REF_TYPE_Q4_K;
    } else if (strstr(n, "ffn_down")) {
        if (two && first) ty = two_s ? REF_TYPE_IQ3_S : REF_TYPE_Q2_K;
        else if (ftype == 23) ty = first ? REF_TYPE_Q4_K : REF_TYPE_Q3_K;
        else if (ftype == 27 && first) ty = REF_TYPE_Q4_K;
    } else if (strstr(n, "attn_output.weight")) {
        if (one) ty = REF_TYPE_IQ2_XXS;
        else if (two_s || ftype == 23) ty = REF_TYPE_IQ3_S;
        else if (ftype == 27) ty = REF_TYPE_Q4_K;
    } else if (ftype == 23 && (strstr(n, "attn_q.weight") || strstr(n, "attn_k.weight"))) {
        ty = REF_TYPE_IQ2_S;
    } else if (ftype == 27 && strstr(n, "attn_qkv.weight")) {
        ty = REF_TYPE_Q4_K;
    }
    return mk_fit(ty, t->ne[0]);
}

static int mk_mix_type(int ftype, const mk_hp *hp, const mk_tensor *t) {
    const char *n = t->name;
    int gqa4 = hp->n_head >= 4 * hp->n_head_kv, il = t->layer, nl = hp->n_layer, ty;
    size_t i;
    /* the IQ mixes: file types 19, 20, 23, 24, 26 to 29, 31 */
    for (i = 0; i < sizeof mk_mixes / sizeof mk_mixes[0]; i++)
        if (mk_mixes[i].id == MK_MIX + ftype && (ftype == 19 || ftype == 20 || ftype == 23 || ftype == 24 ||
                                                 (ftype >= 26 && ftype <= 29) || ftype == 31))
            return mk_mix_type_iq(ftype, mk_mixes[i].base, hp, t);
    ty = ftype == 10 || ftype == 21 ? REF_TYPE_Q2_K
        : ftype == 25               ? REF_TYPE_IQ4_NL
        : ftype == 30               ? REF_TYPE_IQ4_XS
                                    : REF_TYPE_Q3_K;
    if (t->kind == MK_K_OUT || (t->kind == MK_K_EMB && hp->tied)) return t->ne[0] % 256 ? REF_TYPE_Q8_0 : REF_TYPE_Q6_K;
    if (strstr(n, "attn_v.weight")) {
        if (ftype == 10)
            ty = gqa4 ? REF_TYPE_Q4_K : REF_TYPE_Q3_K;
        else if (ftype == 21 && gqa4)
            ty = REF_TYPE_Q4_K;
        else if (ftype == 12)
            ty = il < 2 ? REF_TYPE_Q5_K : REF_TYPE_Q4_K;
        else if (ftype == 13)
            ty = REF_TYPE_Q5_K;
        else if ((ftype == 25 || ftype == 30) && gqa4)
            ty = REF_TYPE_Q5_K;
    } else if (strstr(n, "ffn_down")) {
        if (ftype == 10)
            ty = REF_TYPE_Q3_K;
        else if (ftype == 21 && il < nl / 8)
            ty = REF_TYPE_Q4_K;
        else if (ftype == 12)
            ty = il < nl / 16 ? REF_TYPE_Q5_K : REF_TYPE_Q4_K;
        else if (ftype == 13)
            ty = REF_TYPE_Q5_K;
        else if ((ftype == 25 || ftype == 30) && il < nl / 8)
            ty = REF_TYPE_Q5_K;
    } else if (strstr(n, "attn_output.weight")) {
        if (ftype == 10)
            ty = REF_TYPE_Q3_K;
        else if (ftype == 12)
            ty = REF_TYPE_Q4_K;
        else if (ftype == 13)
            ty = REF_TYPE_Q5_K;
    }
    return mk_fit(ty, t->ne[0]);
}

static int mk_type_for(int base, const mk_hp *hp, const mk_tensor *t) {
    const char *n = t->name;
    if (t->n_dims == 1 || strstr(n, "ssm_conv1d")) return REF_TYPE_F32; /* as llama-quantize keeps them */
    if (base >= MK_MIX) return mk_mix_type(base - MK_MIX, hp, t);
    if (base != MK_Q4_K_M) return mk_fit(base, t->ne[0]);
    if (t->kind == MK_K_OUT || (t->kind == MK_K_EMB && hp->tied))
        return t->ne[0] % 256 ? REF_TYPE_Q8_0 : REF_TYPE_Q6_K;
    if (strstr(n, "attn_qkv.weight")) return mk_fit(REF_TYPE_Q5_K, t->ne[0]); /* llama.cpp's Q4_K_M choice */
    if ((strstr(n, "attn_v.weight") || strstr(n, "ffn_down")) && mk_use_more_bits(t->layer, hp->n_layer))
        return mk_fit(REF_TYPE_Q6_K, t->ne[0]);
    return mk_fit(REF_TYPE_Q4_K, t->ne[0]);
}

static uint32_t mk_file_type(int base) {
    switch (base) {
    case REF_TYPE_F32: return 0;
    case REF_TYPE_F16: return 1;
    case REF_TYPE_Q4_0: return 2;
    case REF_TYPE_Q4_1: return 3;
    case REF_TYPE_Q8_0: return 7;
    case REF_TYPE_Q5_0: return 8;
    case REF_TYPE_Q5_1: return 9;
    case REF_TYPE_Q4_K: return 14; /* Q4_K_S */
    case REF_TYPE_Q5_K: return 16; /* Q5_K_S */
    case REF_TYPE_Q6_K: return 18;
    case MK_Q4_K_M: return 15;
    case REF_TYPE_BF16: return 32;
    case REF_TYPE_Q2_K: return 10;
    case REF_TYPE_Q3_K: return 11; /* Q3_K_S */
    case REF_TYPE_IQ4_NL: return 25;
    case REF_TYPE_IQ4_XS: return 30;
    case REF_TYPE_MXFP4: return 38; /* MXFP4_MOE */
    case REF_TYPE_IQ2_XXS: return 19;
    case REF_TYPE_IQ2_XS: return 20;
    case REF_TYPE_IQ3_XXS: return 23;
    case REF_TYPE_IQ1_S: return 24;
    case REF_TYPE_IQ3_S: return 26;
    case REF_TYPE_IQ2_S: return 29; /* IQ2_M, whose base type it is */
    case REF_TYPE_IQ1_M: return 31;
    default: return base >= MK_MIX ? (uint32_t)(base - MK_MIX) : 0;
    }
}

/* Llama-3 rope scaling divisors (factor 32, low 1, high 4, original context 8192) */
static float mk_llama3_freq_factor(int i, int head_dim, float base) {
    const double factor = 32.0, lo = 1.0, hi = 4.0, old = 8192.0, pi = 3.14159265358979323846;
    double freq = pow((double)base, -2.0 * i / head_dim), wl = 2.0 * pi / freq;
    if (wl < old / hi) return 1.0f;
    if (wl > old / lo) return (float)factor;
    {
        double smooth = (old / wl - lo) / (hi - lo);
        return (float)(1.0 / ((1.0 - smooth) / factor + smooth));
    }
}

/* ------------------------------------------------------------------ tensor data */

/* One row of float weights for tensor t. */
static void mk_gen_row(mk_rng *r, const mk_tensor *t, const mk_hp *hp, float *row) {
    int64_t i, n = t->ne[0];
    float s;
    switch (t->kind) {
    case MK_K_NORM:
        for (i = 0; i < n; i++) row[i] = 1.0f + 0.2f * (mk_unif(r) - 0.5f);
        break;
    case MK_K_BIAS:
        for (i = 0; i < n; i++) row[i] = 0.1f * mk_gauss(r);
        break;
    case MK_K_SSMA: /* -exp(A_log): decays exp(softplus(.) a) of about 0.5 to 0.98 a token */
        for (i = 0; i < n; i++) row[i] = -(0.05f + 0.5f * mk_unif(r));
        break;
    case MK_K_ROPE:
        if (hp->longrope_ctx) /* LongRoPE: long factors grow with the dimension, short ones stay near 1 */
            for (i = 0; i < n; i++)
                row[i] = t->layer == -1 ? 1.0f + 15.0f * (float)i / (float)n : 1.0f + 0.1f * mk_unif(r);
        else
            for (i = 0; i < n; i++) row[i] = mk_llama3_freq_factor((int)i, hp->head_dim, hp->rope_base);
        break;
    default:
        s = (t->kind == MK_K_MAT ? 1.0f : 1.5f) / sqrtf((float)n);
        for (i = 0; i < n; i++) row[i] = s * mk_gauss(r);
        break;
    }
}

static void mk_fill_random(mk_rng *r, uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i + 8 <= n; i += 8) {
        uint64_t v = mk_next(r);
        memcpy(p + i, &v, 8);
    }
    if (i < n) {
        uint64_t v = mk_next(r);
        memcpy(p + i, &v, n - i);
    }
}

/* Fast mode's scales for Q2_K, Q3_K, IQ4_NL, IQ4_XS, MXFP4 and the grid types' blocks (the quants are
   random bytes): elements of spread ~s and mean ~0 */
static void mk_fast_block_new(mk_rng *r, int type, float s, uint8_t *q) {
    uint64_t v = mk_next(r);
    int j;
    switch (type) {
    case REF_TYPE_Q2_K: /* sc 8..15, dmin = 2d, m = 0.75 sc: mean 1.5 of q in 0..3 (sd 1.12) */
        for (j = 0; j < 16; j++) {
            int sc = 8 + (int)((v >> (4 * j)) & 7);
            q[j] = (uint8_t)(sc | (ref__round(0.75f * (float)sc) << 4));
        }
        ref__wr16(q + 80, ref_f32_to_fp16(s / (11.5f * 1.12f)));
        ref__wr16(q + 82, ref_f32_to_fp16(2.0f * s / (11.5f * 1.12f)));
        break;
    case REF_TYPE_Q3_K: /* scales +-(16..31), quants -4..3 (sd 2.29) */
        memset(q + 96, 0, 12);
        for (j = 0; j < 16; j++) {
            int k = 16 + (int)((v >> (4 * j)) & 15), sc = ((v >> (60 - j % 4)) & 1 ? -k : k) + 32;
            q[96 + j % 8] |= (uint8_t)((sc & 15) << (4 * (j / 8)));
            q[104 + j % 4] |= (uint8_t)((sc >> 4) << (2 * (j / 4)));
        }
        ref__wr16(q + 108, ref_f32_to_fp16(s / (23.5f * 2.29f)));
        break;
    case REF_TYPE_IQ4_NL: /* the code book's RMS is ~66, its mean -6: d of either sign */
        ref__wr16(q, ref_f32_to_fp16((v & 1 ? -s : s) / 66.0f));
        break;
    case REF_TYPE_IQ4_XS: /* sub-block scales 16..31 */
        ref__wr16(q, ref_f32_to_fp16((v >> 63 ? -s : s) / (66.0f * 23.5f)));
        ref__wr16(q + 2, 0xFFFFu); /* top bits of every ls 3: ls - 32 = 16 + the random low nibble */
        for (j = 0; j < 4; j++) q[4 + j] = (uint8_t)((v >> (8 * j)) & 0xFF);
        break;
    /* the grid types: random indices, signs and scales; d for an element RMS about s (the
       grid values' RMS times the mean scale factor) */
    case REF_TYPE_IQ2_XXS: case REF_TYPE_IQ2_XS: case REF_TYPE_IQ2_S: ref__wr16(q, ref_f32_to_fp16(s / 58.0f)); break;
    case REF_TYPE_IQ3_XXS: ref__wr16(q, ref_f32_to_fp16(s / 140.0f)); break;
    case REF_TYPE_IQ3_S: ref__wr16(q, ref_f32_to_fp16(s / 152.0f)); break;
    case REF_TYPE_IQ1_S: ref__wr16(q, ref_f32_to_fp16(s / 6.4f)); break;
    case REF_TYPE_IQ1_M: { /* d's 16 bits in the top nibbles of the four scale words */
        uint16_t d = ref_f32_to_fp16(s / 6.4f);
        for (j = 0; j < 4; j++) q[49 + 2 * j] = (uint8_t)((q[49 + 2 * j] & 15) | (((d >> (4 * j)) & 15) << 4));
        break;
    }
    case REF_TYPE_MXFP4: { /* the code book's RMS is 5.85: scale 2^f or 2^(f+1), the mean square right */
        float t = s / 5.85f, f = floorf(log2f(t)), p = (t * t / exp2f(2.0f * f) - 1.0f) / 3.0f;
        q[0] = (uint8_t)ref__clampi(128 + (int)f + ((float)(v >> 40) < p * 16777216.0f), 2, 254);
        break;
    }
    default: break;
    }
}

/* Fast mode: random quantized blocks whose elements have spread ~s and mean ~0. */
static void mk_fast_row(mk_rng *r, int type, int64_t n, float s, uint8_t *p) {
    int64_t b, nb = n / ref_type_block(type);
    int bs = ref_type_size(type), j;
    mk_fill_random(r, p, (size_t)nb * (size_t)bs);
    for (b = 0; b < nb; b++, p += bs) {
        uint8_t *q = p;
        switch (type) {
        case REF_TYPE_Q8_0: ref__wr16(q, ref_f32_to_fp16(s / 73.9f)); break;
        case REF_TYPE_Q4_0: ref__wr16(q, ref_f32_to_fp16(s / 4.61f)); break;
        case REF_TYPE_Q5_0: ref__wr16(q, ref_f32_to_fp16(s / 9.23f)); break;
        case REF_TYPE_Q4_1:
            ref__wr16(q, ref_f32_to_fp16(s / 4.61f));
            ref__wr16(q + 2, ref_f32_to_fp16(-7.5f * s / 4.61f));
            break;
        case REF_TYPE_Q5_1:
            ref__wr16(q, ref_f32_to_fp16(s / 9.23f));
            ref__wr16(q + 2, ref_f32_to_fp16(-15.5f * s / 9.23f));
            break;
        case REF_TYPE_Q4_K:
        case REF_TYPE_Q5_K: {
            /* sc in 32..63, m = round(mean_q * sc * d / dmin) with dmin = 8d (Q4_K) or 16d (Q5_K) */
            int five = type == REF_TYPE_Q5_K, sc[8], m[8];
            float mean = five ? 15.5f : 7.5f, sd = five ? 9.23f : 4.61f, ratio = five ? 16.0f : 8.0f;
            float d = s / (47.5f * sd);
            uint64_t v = mk_next(r);
            for (j = 0; j < 8; j++) {
                sc[j] = 32 + (int)((v >> (5 * j)) & 31);
                m[j] = ref__round(mean * (float)sc[j] / ratio);
            }
            ref__wr16(q, ref_f32_to_fp16(d));
            ref__wr16(q + 2, ref_f32_to_fp16(d * ratio));
            ref__pack_k4_scales(q + 4, sc, m);
            break;
        }
        case REF_TYPE_Q6_K: {
            uint64_t v = mk_next(r);
            for (j = 0; j < 16; j++) q[192 + j] = (uint8_t)(48 + (int)((v >> (4 * j)) & 15) * 4);
            ref__wr16(q + 208, ref_f32_to_fp16(s / (78.0f * 18.5f)));
            break;
        }
        default: mk_fast_block_new(r, type, s, q); break;
        }
    }
}

/* ------------------------------------------------------------------ the writer */

static void mk_add(mk_tensor **ts, int *n, int *cap, const char *name, int n_dims, int64_t ne0, int64_t ne1, int kind,
                   int layer) {
    mk_tensor *t;
    if (*n == *cap) {
        int nc = *cap ? *cap * 2 : 64;
        mk_tensor *nt = (mk_tensor *)realloc(*ts, sizeof(mk_tensor) * (size_t)nc);
        if (!nt) return; /* caught by the count check */
        *ts = nt;
        *cap = nc;
    }
    t = &(*ts)[(*n)++];
    memset(t, 0, sizeof *t);
    snprintf(t->name, sizeof t->name, "%s", name);
    t->n_dims = n_dims;
    t->ne[0] = ne0;
    t->ne[1] = n_dims > 1 ? ne1 : 1;
    t->kind = kind;
    t->layer = layer;
}

/* A Qwen3.5 layer's tensors, as convert_hf_to_gguf names them: a gated delta net layer
   (attn_qkv, attn_gate, ssm_*) or, every full_every-th, gated attention (attn_q holding
   [q | gate] per head, q/k norms); post_attention_norm and the FFN in both */
static void mk_qwen35_layer(mk_tensor **ts, int *nt, int *tcap, const mk_hp *hp, int l) {
    int qd = hp->n_head * hp->head_dim, kvd = hp->n_head_kv * hp->head_dim, vi = hp->ssm_hv * hp->ssm_dv;
    int conv = 2 * hp->ssm_hk * hp->ssm_dk + vi;
    char nm[64];
#define MK_Q(suffix, nd, a0, a1, kind)                                                                                 \
    (snprintf(nm, sizeof nm, "blk.%d." suffix, l), mk_add(ts, nt, tcap, nm, nd, a0, a1, kind, l))
    MK_Q("attn_norm.weight", 1, hp->n_embd, 1, MK_K_NORM);
    if ((l + 1) % hp->full_every != 0) {
        MK_Q("attn_qkv.weight", 2, hp->n_embd, conv, MK_K_MAT);
        MK_Q("attn_gate.weight", 2, hp->n_embd, vi, MK_K_MAT);
        MK_Q("ssm_alpha.weight", 2, hp->n_embd, hp->ssm_hv, MK_K_MAT);
        MK_Q("ssm_beta.weight", 2, hp->n_embd, hp->ssm_hv, MK_K_MAT);
        MK_Q("ssm_conv1d.weight", 2, 4, conv, MK_K_MAT);
        MK_Q("ssm_dt.bias", 1, hp->ssm_hv, 1, MK_K_BIAS);
        MK_Q("ssm_a", 1, hp->ssm_hv, 1, MK_K_SSMA);
        MK_Q("ssm_norm.weight", 1, hp->ssm_dv, 1, MK_K_NORM);
        MK_Q("ssm_out.weight", 2, vi, hp->n_embd, MK_K_MAT);
    } else {
        MK_Q("attn_q.weight", 2, hp->n_embd, 2 * qd, MK_K_MAT);
        MK_Q("attn_k.weight", 2, hp->n_embd, kvd, MK_K_MAT);
        MK_Q("attn_v.weight", 2, hp->n_embd, kvd, MK_K_MAT);
        MK_Q("attn_output.weight", 2, qd, hp->n_embd, MK_K_MAT);
        MK_Q("attn_q_norm.weight", 1, hp->head_dim, 1, MK_K_NORM);
        MK_Q("attn_k_norm.weight", 1, hp->head_dim, 1, MK_K_NORM);
    }
    MK_Q("post_attention_norm.weight", 1, hp->n_embd, 1, MK_K_NORM);
    MK_Q("ffn_gate.weight", 2, hp->n_embd, hp->n_ff, MK_K_MAT);
    MK_Q("ffn_up.weight", 2, hp->n_embd, hp->n_ff, MK_K_MAT);
    MK_Q("ffn_down.weight", 2, hp->n_ff, hp->n_embd, MK_K_MAT);
#undef MK_Q
}

/* Writes the model described by o. Returns 0, or -1 with a message in err. */
MK_FN int mk_write_model(const mk_opts *o, char *err, size_t errcap) {
    mk_hp hp;
    mk_vocab voc;
    ref_gguf src;
    mk_tensor *ts = NULL;
    mk_buf hb;
    int nt = 0, tcap = 0, n_kv = 0, base, i, l, fast, rc = -1, want_tensors;
    FILE *f = NULL;
    float *row = NULL;
    uint8_t *chunk = NULL;
    size_t chunk_cap = (size_t)8 << 20;
    uint64_t off = 0;
    char key[128];
    const char *a;
    clock_t t0 = clock();

    memset(&voc, 0, sizeof voc);
    memset(&src, 0, sizeof src);
    memset(&hb, 0, sizeof hb);
    if (!o->out) { REF__ERR("no output file (-o)"); return -1; }
    if (mk_preset(o, &hp, err, errcap)) return -1;
    if (!o->type) base = REF_TYPE_Q8_0;
    else if ((base = mk_parse_type(o->type, o->pure)) < 0) {
        REF__ERR("unknown --type %s", o->type);
        return -1;
    }
    fast = o->fast >= 0 ? o->fast : hp.big;
    a = hp.arch_name;

    if (o->vocab) {
        const ref_gguf_kv *tk;
        if (ref_gguf_open(&src, o->vocab, err, errcap)) return -1;
        tk = ref_gguf_kv_find(&src, "tokenizer.ggml.tokens");
        if (!tk || tk->type != REF_GGUF_ARR || tk->arr_type != REF_GGUF_STR || tk->arr_n < 1 || tk->arr_n > 10000000) {
            REF__ERR("%s: no tokenizer.ggml.tokens string array", o->vocab);
            goto done;
        }
        hp.n_vocab = (int)tk->arr_n;
    } else if (hp.arch == MK_GEMMA3 ? mk_vocab_build_spm(&voc, hp.n_vocab)
                                    : mk_vocab_build(&voc, hp.n_vocab, hp.arch)) {
        REF__ERR("cannot build a vocab of %d tokens", hp.n_vocab);
        goto done;
    }

    /* tensors, in llama.cpp's names */
    {
        int qd = hp.n_head * hp.head_dim, kvd = hp.n_head_kv * hp.head_dim;
        char nm[64];
        mk_add(&ts, &nt, &tcap, "token_embd.weight", 2, hp.n_embd, hp.n_vocab, MK_K_EMB, -1);
        mk_add(&ts, &nt, &tcap, "output_norm.weight", 1, hp.n_embd, 1, MK_K_NORM, -1);
        if (!hp.tied) mk_add(&ts, &nt, &tcap, "output.weight", 2, hp.n_embd, hp.n_vocab, MK_K_OUT, -1);
        if (hp.rope_freqs) mk_add(&ts, &nt, &tcap, "rope_freqs.weight", 1, hp.head_dim / 2, 1, MK_K_ROPE, -1);
        if (hp.longrope_ctx) {
            mk_add(&ts, &nt, &tcap, "rope_factors_long.weight", 1, hp.rope_dims / 2, 1, MK_K_ROPE, -1);
            mk_add(&ts, &nt, &tcap, "rope_factors_short.weight", 1, hp.rope_dims / 2, 1, MK_K_ROPE, -2);
        }
        for (l = 0; l < hp.n_layer; l++) {
#define MK_T(suffix, nd, a0, a1, kind)                                                                                 \
    (snprintf(nm, sizeof nm, "blk.%d." suffix, l), mk_add(&ts, &nt, &tcap, nm, nd, a0, a1, kind, l))
            if (hp.arch == MK_QWEN35) {
                mk_qwen35_layer(&ts, &nt, &tcap, &hp, l);
                continue;
            }
            MK_T("attn_norm.weight", 1, hp.n_embd, 1, MK_K_NORM);
            if (hp.fused) {
                MK_T("attn_qkv.weight", 2, hp.n_embd, qd + 2 * kvd, MK_K_MAT);
            } else {
                MK_T("attn_q.weight", 2, hp.n_embd, qd, MK_K_MAT);
                MK_T("attn_k.weight", 2, hp.n_embd, kvd, MK_K_MAT);
                MK_T("attn_v.weight", 2, hp.n_embd, kvd, MK_K_MAT);
            }
            if (hp.qkv_bias) {
                MK_T("attn_q.bias", 1, qd, 1, MK_K_BIAS);
                MK_T("attn_k.bias", 1, kvd, 1, MK_K_BIAS);
                MK_T("attn_v.bias", 1, kvd, 1, MK_K_BIAS);
            }
            MK_T("attn_output.weight", 2, qd, hp.n_embd, MK_K_MAT);
            if (hp.qk_norm) {
                MK_T("attn_q_norm.weight", 1, hp.head_dim, 1, MK_K_NORM);
                MK_T("attn_k_norm.weight", 1, hp.head_dim, 1, MK_K_NORM);
            }
            MK_T("ffn_norm.weight", 1, hp.n_embd, 1, MK_K_NORM);
            if (hp.fused) {
                MK_T("ffn_up.weight", 2, hp.n_embd, 2 * hp.n_ff, MK_K_MAT); /* gate rows, then up rows */
            } else {
                MK_T("ffn_gate.weight", 2, hp.n_embd, hp.n_ff, MK_K_MAT);
                MK_T("ffn_up.weight", 2, hp.n_embd, hp.n_ff, MK_K_MAT);
            }
            MK_T("ffn_down.weight", 2, hp.n_ff, hp.n_embd, MK_K_MAT);
            if (hp.arch == MK_GEMMA3) {
                MK_T("post_attention_norm.weight", 1, hp.n_embd, 1, MK_K_NORM);
                MK_T("post_ffw_norm.weight", 1, hp.n_embd, 1, MK_K_NORM);
            }
#undef MK_T
        }
        want_tensors = 2 + !hp.tied + hp.rope_freqs + 2 * (hp.longrope_ctx > 0) +
                       hp.n_layer * (9 - 3 * hp.fused + 3 * hp.qkv_bias + 2 * hp.qk_norm + 2 * (hp.arch == MK_GEMMA3));
        if (hp.arch == MK_QWEN35) {
            int n_full = hp.n_layer / hp.full_every;
            want_tensors = 2 + !hp.tied + 5 * hp.n_layer + 9 * (hp.n_layer - n_full) + 6 * n_full;
        }
        if (nt != want_tensors) { REF__ERR("out of memory"); goto done; }
    }
    for (i = 0; i < nt; i++) {
        ts[i].type = mk_type_for(base, &hp, &ts[i]);
        if (o->embd_type && ts[i].kind == MK_K_EMB) {
            int et = ref_type_from_name(o->embd_type);
            if (et < 0) { REF__ERR("unknown --embd-type %s", o->embd_type); goto done; }
            ts[i].type = mk_fit(et, ts[i].ne[0]);
        }
        ts[i].nbytes = ref_row_size(ts[i].type, ts[i].ne[0]) * (uint64_t)ts[i].ne[1];
        ts[i].offset = off;
        off += (ts[i].nbytes + 31) / 32 * 32;
    }

    /* header: KVs */
    {
        char name[128];
        snprintf(name, sizeof name, "mkmodel %s %s %s seed %llu", a, o->preset ? o->preset : "tiny",
                 o->type ? o->type : "Q8_0", (unsigned long long)o->seed);
        mk_kv_str(&hb, &n_kv, "general.architecture", a);
        mk_kv_str(&hb, &n_kv, "general.name", name);
        mk_kv_u32(&hb, &n_kv, "general.alignment", 32);
        mk_kv_u32(&hb, &n_kv, "general.file_type", mk_file_type(base));
        mk_kv_u32(&hb, &n_kv, "general.quantization_version", 2);
#define MK_KEY(s) (snprintf(key, sizeof key, "%s." s, a), key)
        mk_kv_u32(&hb, &n_kv, MK_KEY("context_length"), (uint32_t)hp.n_ctx);
        mk_kv_u32(&hb, &n_kv, MK_KEY("embedding_length"), (uint32_t)hp.n_embd);
        mk_kv_u32(&hb, &n_kv, MK_KEY("block_count"), (uint32_t)hp.n_layer);
        mk_kv_u32(&hb, &n_kv, MK_KEY("feed_forward_length"), (uint32_t)hp.n_ff);
        mk_kv_u32(&hb, &n_kv, MK_KEY("attention.head_count"), (uint32_t)hp.n_head);
        mk_kv_u32(&hb, &n_kv, MK_KEY("attention.head_count_kv"), (uint32_t)hp.n_head_kv);
        mk_kv_u32(&hb, &n_kv, MK_KEY("attention.key_length"), (uint32_t)hp.head_dim);
        mk_kv_u32(&hb, &n_kv, MK_KEY("attention.value_length"), (uint32_t)hp.head_dim);
        mk_kv_f32(&hb, &n_kv, MK_KEY("attention.layer_norm_rms_epsilon"), hp.eps);
        mk_kv_f32(&hb, &n_kv, MK_KEY("rope.freq_base"), hp.rope_base);
        mk_kv_u32(&hb, &n_kv, MK_KEY("rope.dimension_count"), (uint32_t)hp.rope_dims);
        if (hp.longrope_ctx) { /* as convert_hf_to_gguf writes Phi-3's: sqrt(1 + ln(scale) / ln(original)) */
            double scale = (double)hp.n_ctx / hp.longrope_ctx;
            mk_kv_u32(&hb, &n_kv, MK_KEY("rope.scaling.original_context_length"), (uint32_t)hp.longrope_ctx);
            mk_kv_f32(&hb, &n_kv, MK_KEY("rope.scaling.attn_factor"),
                      (float)sqrt(1.0 + log(scale) / log((double)hp.longrope_ctx)));
        }
        if (hp.yarn_ctx) {
            mk_kv_str(&hb, &n_kv, MK_KEY("rope.scaling.type"), "yarn");
            mk_kv_f32(&hb, &n_kv, MK_KEY("rope.scaling.factor"), hp.yarn_factor);
            mk_kv_u32(&hb, &n_kv, MK_KEY("rope.scaling.original_context_length"), (uint32_t)hp.yarn_ctx);
            mk_kv_f32(&hb, &n_kv, MK_KEY("rope.scaling.yarn_beta_fast"), 32.0f);
            mk_kv_f32(&hb, &n_kv, MK_KEY("rope.scaling.yarn_beta_slow"), 1.0f);
            mk_kv_f32(&hb, &n_kv, MK_KEY("rope.scaling.yarn_log_multiplier"), 1.0f);
        }
        if (hp.swa) mk_kv_u32(&hb, &n_kv, MK_KEY("attention.sliding_window"), (uint32_t)hp.swa);
        if (hp.linear > 0.0f) {
            mk_kv_str(&hb, &n_kv, MK_KEY("rope.scaling.type"), "linear");
            mk_kv_f32(&hb, &n_kv, MK_KEY("rope.scaling.factor"), hp.linear);
        }
        if (hp.attn_temp != 0.0f) mk_kv_f32(&hb, &n_kv, MK_KEY("attention.temperature_scale"), hp.attn_temp);
        mk_kv_u32(&hb, &n_kv, MK_KEY("vocab_size"), (uint32_t)hp.n_vocab);
        if (hp.arch == MK_QWEN35) {
            mk_kv_u32(&hb, &n_kv, MK_KEY("ssm.conv_kernel"), 4);
            mk_kv_u32(&hb, &n_kv, MK_KEY("ssm.state_size"), (uint32_t)hp.ssm_dk);
            mk_kv_u32(&hb, &n_kv, MK_KEY("ssm.group_count"), (uint32_t)hp.ssm_hk);
            mk_kv_u32(&hb, &n_kv, MK_KEY("ssm.time_step_rank"), (uint32_t)hp.ssm_hv);
            mk_kv_u32(&hb, &n_kv, MK_KEY("ssm.inner_size"), (uint32_t)(hp.ssm_hv * hp.ssm_dv));
            mk_kv_u32(&hb, &n_kv, MK_KEY("full_attention_interval"), (uint32_t)hp.full_every);
            /* multi-section RoPE's sections (text, image height and width: equal positions
               for text, so the same rotation as plain NEOX), as convert_hf_to_gguf writes
               mrope_section; llama.cpp refuses a qwen35 file without them. Qwen3.5's [11, 11,
               10] of 32 pairs, scaled to the rotated pairs here. */
            mk_str(&hb, MK_KEY("rope.dimension_sections"));
            mk_u32(&hb, REF_GGUF_ARR);
            mk_u32(&hb, REF_GGUF_I32);
            mk_u64(&hb, 4);
            {
                uint32_t pairs = (uint32_t)hp.rope_dims / 2, s0 = (pairs * 11 + 16) / 32;
                mk_u32(&hb, s0);
                mk_u32(&hb, s0);
                mk_u32(&hb, pairs - 2 * s0);
                mk_u32(&hb, 0);
            }
            n_kv++;
        }
#undef MK_KEY
    }
    if (o->vocab) {
        uint64_t k;
        for (k = 0; k < src.n_kv; k++) {
            const ref_gguf_kv *kv = &src.kv[k];
            if (kv->key_len < 10 || memcmp(kv->key, "tokenizer.", 10)) continue;
            mk_strn(&hb, kv->key, kv->key_len);
            mk_u32(&hb, kv->type);
            mk_put(&hb, src.buf + kv->voff, kv->vlen);
            n_kv++;
        }
    } else if (voc.score) { /* SentencePiece (Gemma): as convert_hf_to_gguf writes Gemma 3's */
        mk_kv_str(&hb, &n_kv, "tokenizer.ggml.model", "llama");
        mk_kv_str(&hb, &n_kv, "tokenizer.ggml.pre", "default");
        mk_str(&hb, "tokenizer.ggml.tokens");
        mk_u32(&hb, REF_GGUF_ARR);
        mk_u32(&hb, REF_GGUF_STR);
        mk_u64(&hb, (uint64_t)voc.n);
        for (i = 0; i < voc.n; i++) mk_str(&hb, voc.tok[i]);
        n_kv++;
        mk_str(&hb, "tokenizer.ggml.scores");
        mk_u32(&hb, REF_GGUF_ARR);
        mk_u32(&hb, REF_GGUF_F32);
        mk_u64(&hb, (uint64_t)voc.n);
        for (i = 0; i < voc.n; i++) {
            uint32_t bits;
            memcpy(&bits, &voc.score[i], 4);
            mk_u32(&hb, bits);
        }
        n_kv++;
        mk_str(&hb, "tokenizer.ggml.token_type");
        mk_u32(&hb, REF_GGUF_ARR);
        mk_u32(&hb, REF_GGUF_I32);
        mk_u64(&hb, (uint64_t)voc.n);
        for (i = 0; i < voc.n; i++) mk_u32(&hb, (uint32_t)voc.type[i]);
        n_kv++;
        mk_kv_u32(&hb, &n_kv, "tokenizer.ggml.bos_token_id", (uint32_t)voc.bos);
        mk_kv_u32(&hb, &n_kv, "tokenizer.ggml.eos_token_id", (uint32_t)voc.eos);
        mk_kv_u32(&hb, &n_kv, "tokenizer.ggml.unknown_token_id", 3);
        mk_kv_u32(&hb, &n_kv, "tokenizer.ggml.padding_token_id", 0);
        mk_kv_bool(&hb, &n_kv, "tokenizer.ggml.add_bos_token", 1);
        mk_kv_bool(&hb, &n_kv, "tokenizer.ggml.add_eos_token", 0);
        mk_kv_bool(&hb, &n_kv, "tokenizer.ggml.add_space_prefix", 0);
        if (o->chat_template) mk_kv_str(&hb, &n_kv, "tokenizer.chat_template", o->chat_template);
    } else {
        mk_kv_str(&hb, &n_kv, "tokenizer.ggml.model", "gpt2");
        mk_kv_str(&hb, &n_kv, "tokenizer.ggml.pre",
                  hp.arch == MK_LLAMA     ? "llama-bpe"
                  : hp.arch == MK_SMOLLM3 ? "smaug-bpe"
                  : hp.arch == MK_PHI3    ? "dbrx"
                  : hp.arch == MK_QWEN35  ? "qwen35"
                                          : "qwen2");
        mk_str(&hb, "tokenizer.ggml.tokens");
        mk_u32(&hb, REF_GGUF_ARR);
        mk_u32(&hb, REF_GGUF_STR);
        mk_u64(&hb, (uint64_t)voc.n);
        for (i = 0; i < voc.n; i++) mk_str(&hb, voc.tok[i]);
        n_kv++;
        mk_str(&hb, "tokenizer.ggml.token_type");
        mk_u32(&hb, REF_GGUF_ARR);
        mk_u32(&hb, REF_GGUF_I32);
        mk_u64(&hb, (uint64_t)voc.n);
        for (i = 0; i < voc.n; i++) mk_u32(&hb, (uint32_t)voc.type[i]);
        n_kv++;
        mk_str(&hb, "tokenizer.ggml.merges");
        mk_u32(&hb, REF_GGUF_ARR);
        mk_u32(&hb, REF_GGUF_STR);
        mk_u64(&hb, (uint64_t)voc.n_merges);
        for (i = 0; i < voc.n_merges; i++) mk_str(&hb, voc.merges[i]);
        n_kv++;
        mk_kv_u32(&hb, &n_kv, "tokenizer.ggml.bos_token_id", (uint32_t)voc.bos);
        mk_kv_u32(&hb, &n_kv, "tokenizer.ggml.eos_token_id", (uint32_t)voc.eos);
        mk_kv_bool(&hb, &n_kv, "tokenizer.ggml.add_bos_token", hp.arch == MK_LLAMA);
        mk_kv_bool(&hb, &n_kv, "tokenizer.ggml.add_eos_token", 0);
        if (o->chat_template) mk_kv_str(&hb, &n_kv, "tokenizer.chat_template", o->chat_template);
    }
    /* tensor infos */
    for (i = 0; i < nt; i++) {
        int d;
        mk_str(&hb, ts[i].name);
        mk_u32(&hb, (uint32_t)ts[i].n_dims);
        for (d = 0; d < ts[i].n_dims; d++) mk_u64(&hb, (uint64_t)ts[i].ne[d]);
        mk_u32(&hb, (uint32_t)ts[i].type);
        mk_u64(&hb, ts[i].offset);
    }
    if (hb.oom) { REF__ERR("out of memory"); goto done; }

    f = fopen(o->out, "wb");
    if (!f) { REF__ERR("cannot create %s", o->out); goto done; }
    setvbuf(f, NULL, _IOFBF, (size_t)1 << 20);
    {
        mk_buf pre;
        static const uint8_t zeros[32] = {0};
        memset(&pre, 0, sizeof pre);
        mk_u32(&pre, 0x46554747u);
        mk_u32(&pre, 3);
        mk_u64(&pre, (uint64_t)nt);
        mk_u64(&pre, (uint64_t)n_kv);
        if (pre.oom || fwrite(pre.p, 1, pre.n, f) != pre.n || fwrite(hb.p, 1, hb.n, f) != hb.n) {
            free(pre.p);
            REF__ERR("write error on %s", o->out);
            goto done;
        }
        if ((pre.n + hb.n) % 32 && fwrite(zeros, 1, 32 - (pre.n + hb.n) % 32, f) != 32 - (pre.n + hb.n) % 32) {
            free(pre.p);
            REF__ERR("write error on %s", o->out);
            goto done;
        }
        free(pre.p);
    }

    /* tensor data, one tensor at a time, in chunks of rows */
    {
        int64_t maxrow = 0;
        for (i = 0; i < nt; i++) if (ts[i].ne[0] > maxrow) maxrow = ts[i].ne[0];
        row = (float *)malloc(sizeof(float) * (size_t)maxrow);
        chunk = (uint8_t *)malloc(chunk_cap);
        if (!row || !chunk) { REF__ERR("out of memory"); goto done; }
    }
    for (i = 0; i < nt; i++) {
        const mk_tensor *t = &ts[i];
        size_t rs = ref_row_size(t->type, t->ne[0]), used = 0;
        int64_t r;
        mk_rng rng;
        static const uint8_t zeros[32] = {0};
        mk_seed(&rng, o->seed, t->name);
        for (r = 0; r < t->ne[1]; r++) {
            if (used + rs > chunk_cap) {
                if (fwrite(chunk, 1, used, f) != used) { REF__ERR("write error on %s", o->out); goto done; }
                used = 0;
            }
            if (fast && t->n_dims == 2 && t->type != REF_TYPE_F32 && t->type != REF_TYPE_F16 &&
                t->type != REF_TYPE_BF16) {
                float s = (t->kind == MK_K_MAT ? 1.0f : 1.5f) / sqrtf((float)t->ne[0]);
                mk_fast_row(&rng, t->type, t->ne[0], s, chunk + used);
            } else {
                mk_gen_row(&rng, t, &hp, row);
                if (ref_quant_row(t->type, row, chunk + used, t->ne[0])) {
                    REF__ERR("cannot quantize %s", t->name);
                    goto done;
                }
            }
            used += rs;
        }
        if (used && fwrite(chunk, 1, used, f) != used) { REF__ERR("write error on %s", o->out); goto done; }
        if (t->nbytes % 32 && fwrite(zeros, 1, 32 - t->nbytes % 32, f) != 32 - t->nbytes % 32) {
            REF__ERR("write error on %s", o->out);
            goto done;
        }
    }
    if (fclose(f)) { f = NULL; REF__ERR("write error on %s", o->out); goto done; }
    f = NULL;
    if (!o->quiet) {
        double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
        fprintf(stderr,
                "mkmodel: wrote %s: %s, %d layers, n_embd %d, vocab %d, %s%s, %d tensors, %.1f MiB, %.2f s CPU (%s)\n",
                o->out, a, hp.n_layer, hp.n_embd, hp.n_vocab, mk_base_name(base), hp.tied ? " tied" : "", nt,
                (double)(off + hb.n) / 1048576.0, secs, fast ? "fast" : "exact");
    }
    rc = 0;
done:
    if (f) { fclose(f); remove(o->out); }
    free(row);
    free(chunk);
    free(hb.p);
    free(ts);
    mk_vocab_free(&voc);
    ref_gguf_close(&src);
    return rc;
}

/* The test programs' model: the tiny preset of arch and weight type, tied or separate
   output (-1: the preset's), the vocabulary copied from vocab (NULL: synthetic),
   written quietly; 0 on success, else the message in err. */
MK_FN int mk_write_tiny(const char *path, const char *arch, const char *type, int tied, const char *vocab,
                        uint64_t seed, char *err, size_t errcap) {
    mk_opts o;
    memset(&o, 0, sizeof o);
    o.out = path;
    o.arch = arch;
    o.preset = "tiny";
    o.type = type;
    o.tied = tied;
    o.vocab = vocab;
    o.seed = seed;
    o.fast = -1;
    o.rope_freqs = -1;
    o.quiet = 1;
    return mk_write_model(&o, err, errcap);
}

/* Corrupts a written model in place, as a damaged download would: spec is "NAME:nan"
   (the tensor's first value a NaN: F32/F16/BF16 tensors) or "NAME:random" (all of the
   tensor's bytes pseudo-random from seed, scales of quantized blocks included). 0 on
   success, else the message in err. */
MK_FN int mk_corrupt(const char *path, const char *spec, uint64_t seed, char *err, size_t errcap) {
    ref_gguf g;
    const ref_gguf_tensor *t;
    const char *colon = strrchr(spec, ':');
    char name[128];
    FILE *f = NULL;
    uint8_t *bytes = NULL;
    size_t n;
    int rc = -1;
    if (!colon || (size_t)(colon - spec) >= sizeof name) {
        REF__ERR("--corrupt %s: want NAME:nan or NAME:random", spec);
        return -1;
    }
    memcpy(name, spec, (size_t)(colon - spec));
    name[colon - spec] = 0;
    if (ref_gguf_open(&g, path, err, errcap)) return -1;
    if (!(t = ref_gguf_tensor_find(&g, name))) {
        REF__ERR("--corrupt: no tensor '%s'", name);
        goto done;
    }
    if (!strcmp(colon + 1, "nan")) {
        static const uint8_t nan32[4] = {0x00, 0x00, 0xc0, 0x7f}, nan16[2] = {0x00, 0x7e}, nanbf[2] = {0xc0, 0x7f};
        n = t->type == REF_TYPE_F32 ? 4 : 2;
        if (t->type != REF_TYPE_F32 && t->type != REF_TYPE_F16 && t->type != REF_TYPE_BF16) {
            REF__ERR("--corrupt %s: nan needs an F32, F16 or BF16 tensor", spec);
            goto done;
        }
        bytes = (uint8_t *)malloc(n);
        if (bytes) memcpy(bytes, t->type == REF_TYPE_F32 ? nan32 : t->type == REF_TYPE_F16 ? nan16 : nanbf, n);
    } else if (!strcmp(colon + 1, "random")) {
        mk_rng r;
        n = t->nbytes;
        mk_seed(&r, seed, name);
        if ((bytes = (uint8_t *)malloc(n ? n : 1)) != NULL) mk_fill_random(&r, bytes, n);
    } else {
        REF__ERR("--corrupt %s: want NAME:nan or NAME:random", spec);
        goto done;
    }
    if (!bytes) {
        REF__ERR("out of memory");
        goto done;
    }
    if (!(f = fopen(path, "r+b")) || fseek(f, (long)(g.data_off + t->offset), SEEK_SET) ||
        fwrite(bytes, 1, n, f) != n) {
        REF__ERR("cannot write %s", path);
        goto done;
    }
    rc = 0;
done:
    if (f && fclose(f) && !rc) {
        REF__ERR("cannot write %s", path);
        rc = -1;
    }
    free(bytes);
    ref_gguf_close(&g);
    return rc;
}

#ifndef MKMODEL_NO_MAIN
static void mk_usage(void) {
    fprintf(stderr,
            "usage: mkmodel -o FILE [--arch llama|qwen2|qwen3|smollm3|phi3|qwen35|mistral3|gemma3]\n"
            "               [--preset tiny|small|wide|qwen3-0.6b|qwen3-8b|llama-3.2-1b|qwen2-0.5b|\n"
            "                         smollm3-3b|phi-4|phi-4-mini|qwen3.5-0.8b|qwen3.5-2b|qwen3.5-4b|qwen3.5-9b|\n"
            "                         qwen3.5-27b|ministral-3-3b|gemma-3-270m|gemma-3-1b|gemma-3-4b]\n"
            "               [--type F32|F16|BF16|Q8_0|Q4_0|Q4_1|Q5_0|Q5_1|Q4_K|Q5_K|Q6_K|Q3_K|MXFP4\n"
            "                      |Q4_K_M|Q2_K|Q2_K_S|Q3_K_S|Q3_K_M|Q3_K_L|IQ4_NL|IQ4_XS\n"
            "                      |IQ2_XXS|IQ2_XS|IQ2_S|IQ2_M|IQ3_XXS|IQ3_S|IQ3_M|IQ1_S|IQ1_M] [--pure]\n"
            "               [--tied|--separate] [--vocab VOCAB.gguf] [--seed N] [--layers N] [--ctx N]\n"
            "               [--fast|--exact] [--rope-freqs|--no-rope-freqs] [--embd-type TYPE]\n"
            "               [--chat-template TEXT (synthetic vocabulary)] [-q]\n"
            "               [--corrupt TENSOR:nan|TENSOR:random]...  (after writing; random bytes from --seed)\n");
}

int main(int argc, char **argv) {
    mk_opts o;
    char err[512];
    const char *corrupt[8];
    int i, n_corrupt = 0;
    memset(&o, 0, sizeof o);
    o.tied = -1;
    o.fast = -1;
    o.rope_freqs = -1;
    o.seed = 1;
    for (i = 1; i < argc; i++) {
        const char *s = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        int has = val != NULL;
#define MK_ARG(name) (!strcmp(s, name) && (has ? (i++, 1) : (missing = name, 0)))
        const char *missing = NULL;
        if (!strcmp(s, "-h") || !strcmp(s, "--help")) { mk_usage(); return 0; }
        else if (MK_ARG("-o")) o.out = val;
        else if (MK_ARG("--arch")) o.arch = val;
        else if (MK_ARG("--preset")) o.preset = val;
        else if (MK_ARG("--type")) o.type = val;
        else if (MK_ARG("--vocab")) o.vocab = val;
        else if (MK_ARG("--embd-type")) o.embd_type = val;
        else if (MK_ARG("--chat-template")) o.chat_template = val;
        else if (n_corrupt < 8 && MK_ARG("--corrupt")) corrupt[n_corrupt++] = val;
        else if (MK_ARG("--seed")) o.seed = strtoull(val, NULL, 0);
        else if (MK_ARG("--layers")) o.layers = atoi(val);
        else if (MK_ARG("--ctx")) o.ctx = atoi(val);
        else if (!strcmp(s, "--tied")) o.tied = 1;
        else if (!strcmp(s, "--separate")) o.tied = 0;
        else if (!strcmp(s, "--fast")) o.fast = 1;
        else if (!strcmp(s, "--exact")) o.fast = 0;
        else if (!strcmp(s, "--rope-freqs")) o.rope_freqs = 1;
        else if (!strcmp(s, "--no-rope-freqs")) o.rope_freqs = 0;
        else if (!strcmp(s, "-q")) o.quiet = 1;
        else if (!strcmp(s, "--pure"))
            o.pure = 1;
        else if (missing) { fprintf(stderr, "mkmodel: %s needs a value\n", missing); mk_usage(); return 2; }
        else { fprintf(stderr, "mkmodel: unknown argument %s\n", s); mk_usage(); return 2; }
#undef MK_ARG
    }
    if (mk_write_model(&o, err, sizeof err)) {
        fprintf(stderr, "mkmodel: %s\n", err);
        return 1;
    }
    for (i = 0; i < n_corrupt; i++)
        if (mk_corrupt(o.out, corrupt[i], o.seed, err, sizeof err)) {
            fprintf(stderr, "mkmodel: %s\n", err);
            return 1;
        }
    return 0;
}
#endif
