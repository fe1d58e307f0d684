/* Tiny GGUF writer for tests and the fuzz corpus: builds files in memory, including
   deliberately broken ones (overridden counts, versions, offsets). */
#ifndef VKT_GGUF_WRITER_H
#define VKT_GGUF_WRITER_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct wb { uint8_t *p; size_t n, cap; } wb;

static void wb_put(wb *b, const void *d, size_t n) {
    if (b->n + n > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->n + n) cap *= 2;
        b->p = (uint8_t *)realloc(b->p, cap);
        if (!b->p) abort();
        b->cap = cap;
    }
    if (n) memcpy(b->p + b->n, d, n);
    b->n += n;
}
static void wb_u8(wb *b, uint8_t v) { wb_put(b, &v, 1); }
static void wb_u32(wb *b, uint32_t v) { wb_put(b, &v, 4); }
static void wb_u64(wb *b, uint64_t v) { wb_put(b, &v, 8); }
static void wb_f32(wb *b, float v) { wb_put(b, &v, 4); }
static void wb_strn(wb *b, const char *s, size_t n) { wb_u64(b, n); wb_put(b, s, n); }
static void wb_str(wb *b, const char *s) { wb_strn(b, s, strlen(s)); }

/* GGUF value types */
enum { G_U8, G_I8, G_U16, G_I16, G_U32, G_I32, G_F32, G_BOOL, G_STR, G_ARR, G_U64, G_I64, G_F64 };

typedef struct gb_tensor {
    char name[300];
    int type, n_dims;
    uint64_t ne[4];
    int64_t off_delta;     /* added to the real offset */
    int set_off;           /* 1: write off_value as the offset */
    uint64_t off_value;
} gb_tensor;
typedef struct gb {
    wb kv;
    uint64_t n_kv;
    gb_tensor t[400];
    int n_t;
    uint32_t version;      /* default 3 */
    uint32_t alignment;    /* layout alignment; 0 = 32 (write general.alignment yourself) */
    int64_t n_kv_override, n_t_override; /* -1: the real counts */
    uint64_t seed;
} gb;

static void gb_init(gb *g) {
    memset(g, 0, sizeof *g);
    g->version = 3;
    g->n_kv_override = g->n_t_override = -1;
    g->seed = 0x1234567887654321ull;
}
static void gb_free(gb *g) { free(g->kv.p); memset(g, 0, sizeof *g); }
static void gb_key(gb *g, const char *k, uint32_t type) { wb_str(&g->kv, k); wb_u32(&g->kv, type); g->n_kv++; }
static void gb_u32(gb *g, const char *k, uint32_t v) { gb_key(g, k, G_U32); wb_u32(&g->kv, v); }
static void gb_i32(gb *g, const char *k, int32_t v) { gb_key(g, k, G_I32); wb_put(&g->kv, &v, 4); }
static void gb_u64(gb *g, const char *k, uint64_t v) { gb_key(g, k, G_U64); wb_u64(&g->kv, v); }
static void gb_f32(gb *g, const char *k, float v) { gb_key(g, k, G_F32); wb_f32(&g->kv, v); }
static void gb_bool(gb *g, const char *k, int v) { gb_key(g, k, G_BOOL); wb_u8(&g->kv, (uint8_t)(v != 0)); }
static void gb_str(gb *g, const char *k, const char *v) { gb_key(g, k, G_STR); wb_str(&g->kv, v); }
static void gb_arr_str(gb *g, const char *k, int n, const char *const *v) {
    int i;
    gb_key(g, k, G_ARR);
    wb_u32(&g->kv, G_STR);
    wb_u64(&g->kv, (uint64_t)n);
    for (i = 0; i < n; i++) wb_str(&g->kv, v[i]);
}
static void gb_arr_raw(gb *g, const char *k, uint32_t et, uint64_t n, const void *d, size_t bytes) {
    gb_key(g, k, G_ARR);
    wb_u32(&g->kv, et);
    wb_u64(&g->kv, n);
    wb_put(&g->kv, d, bytes);
}
static gb_tensor *gb_tensor4(gb *g, const char *name, int type, int n_dims, uint64_t ne0, uint64_t ne1, uint64_t ne2,
                             uint64_t ne3) {
    gb_tensor *t = &g->t[g->n_t++];
    memset(t, 0, sizeof *t);
    strncpy(t->name, name, sizeof t->name - 1);
    t->type = type;
    t->n_dims = n_dims;
    t->ne[0] = ne0; t->ne[1] = ne1; t->ne[2] = ne2; t->ne[3] = ne3;
    return t;
}
static gb_tensor *gb_tensor2(gb *g, const char *name, int type, uint64_t ne0, uint64_t ne1) {
    return ne1 ? gb_tensor4(g, name, type, 2, ne0, ne1, 1, 1) : gb_tensor4(g, name, type, 1, ne0, 1, 1, 1);
}
static gb_tensor *gb_find(gb *g, const char *name) {
    int i;
    for (i = 0; i < g->n_t; i++) if (strcmp(g->t[i].name, name) == 0) return &g->t[i];
    return NULL;
}
static void gb_remove(gb *g, const char *name) {
    gb_tensor *t = gb_find(g, name);
    if (t) { memmove(t, t + 1, (size_t)(&g->t[g->n_t] - (t + 1)) * sizeof *t); g->n_t--; }
}

static uint64_t gb_bytes(const gb_tensor *t) {
    /* elements and bytes per block by ggml type number (0: not a type; laid out as F32) */
    static const int bs[43] = {1,   1,   32,  32,  0,   0,   32,  32,  32,  32, 256, 256, 256, 256, 256,
                               256, 256, 256, 256, 256, 32,  256, 256, 256, 1,  1,   1,   1,   1,   256,
                               1,   0,   0,   0,   256, 256, 0,   0,   0,   32, 64,  128, 64};
    static const int bb[43] = {4,   2,  18, 20, 0,  0,  22,  24, 34,  36, 84, 110, 144, 176, 210,
                               292, 66, 74, 98, 50, 18, 110, 82, 136, 1,  2,  4,   8,   8,   56,
                               2,   0,  0,  0,  54, 66, 0,   0,  0,   17, 36, 18,  18};
    int b = t->type >= 0 && t->type < 43 && bs[t->type] ? t->type : 0;
    return t->ne[0] / (uint64_t)bs[b] * (uint64_t)bb[b] * t->ne[1] * t->ne[2] * t->ne[3];
}

/* Lays out the file: header, metadata, tensor infos, padding, data (random bytes; the
   last tensor ends the file). Returns a malloc'd buffer. */
static uint8_t *gb_finish(gb *g, size_t *size) {
    wb b = {0, 0, 0};
    uint64_t align = g->alignment ? g->alignment : 32, off = 0, rng = g->seed, *offs;
    size_t i, data_start;
    int k;
    offs = (uint64_t *)calloc((size_t)g->n_t + 1, sizeof *offs);
    wb_put(&b, "GGUF", 4);
    wb_u32(&b, g->version);
    wb_u64(&b, g->n_t_override >= 0 ? (uint64_t)g->n_t_override : (uint64_t)g->n_t);
    wb_u64(&b, g->n_kv_override >= 0 ? (uint64_t)g->n_kv_override : g->n_kv);
    wb_put(&b, g->kv.p, g->kv.n);
    for (k = 0; k < g->n_t; k++) {
        const gb_tensor *t = &g->t[k];
        int d;
        wb_str(&b, t->name);
        wb_u32(&b, (uint32_t)t->n_dims);
        for (d = 0; d < t->n_dims; d++) wb_u64(&b, t->ne[d < 4 ? d : 3]);
        wb_u32(&b, (uint32_t)t->type);
        offs[k] = off;
        wb_u64(&b, t->set_off ? t->off_value : (uint64_t)((int64_t)off + t->off_delta));
        off += gb_bytes(t) > (1u << 24) ? 0 : gb_bytes(t);
        off = (off + align - 1) / align * align;
    }
    if (g->n_t) {
        while (b.n % align) wb_u8(&b, 0);
        data_start = b.n;
        for (k = 0; k < g->n_t; k++) {
            uint64_t n = gb_bytes(&g->t[k]);
            if (n > (1u << 24) || offs[k] > (1u << 24)) continue; /* absurd sizes (hostile tests): leave the data out */
            while (b.n < data_start + offs[k]) wb_u8(&b, 0);
            for (i = 0; i < n; i++) {
                rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
                wb_u8(&b, (uint8_t)(rng >> 24));
            }
        }
    }
    free(offs);
    *size = b.n;
    return b.p;
}

typedef struct model_opts {
    const char *arch;      /* "llama", "qwen2", "qwen3", ... */
    int n_layer;           /* default 1 */
    int spm;               /* 1: SentencePiece-style vocabulary, else byte-level BPE */
    int wtype;             /* matrix type, default Q8_0 */
} model_opts;

/* A tiny but complete model: n_embd 32, 2 heads of 16, 1 KV head, n_ff 64, 8 tokens. */
static void gb_model(gb *g, const model_opts *o) {
    static const char *const bpe_tok[8] = {"a", "b", "c", "ab", "\xC4\x8A", "abc", "<|endoftext|>", "<|im_end|>"};
    static const char *const spm_tok[8] = {"<unk>",
                                           "<s>",
                                           "</s>",
                                           "<0x0A>",
                                           "\xE2\x96\x81"
                                           "a",
                                           "b",
                                           "ab",
                                           "\xE2\x96\x81"
                                           "ab"};
    static const char *const merges[2] = {"a b", "ab c"};
    const char *arch = o->arch ? o->arch : "llama";
    int L = o->n_layer ? o->n_layer : 1, wt = o->wtype ? o->wtype : 8, il;
    float scores[8];
    int32_t types[8];
    char k[128];
    int i;
    for (i = 0; i < 8; i++) { scores[i] = -(float)i * 0.75f - 0.125f; types[i] = i >= 6 && !o->spm ? 3 : 1; }
    gb_str(g, "general.architecture", arch);
    gb_str(g, "general.name", "tiny test model");
#define K(s) (snprintf(k, sizeof k, "%s.%s", arch, s), k)
    gb_u32(g, K("block_count"), (uint32_t)L);
    gb_u32(g, K("embedding_length"), 32);
    gb_u32(g, K("attention.head_count"), 2);
    gb_u32(g, K("attention.head_count_kv"), 1);
    gb_u32(g, K("feed_forward_length"), 64);
    gb_u32(g, K("context_length"), 256);
    gb_f32(g, K("rope.freq_base"), 1000000.0f);
    gb_f32(g, K("attention.layer_norm_rms_epsilon"), 1e-6f);
#undef K
    gb_str(g, "tokenizer.ggml.model", o->spm ? "llama" : "gpt2");
    if (!o->spm) gb_str(g, "tokenizer.ggml.pre", "qwen2");
    gb_arr_str(g, "tokenizer.ggml.tokens", 8, o->spm ? spm_tok : bpe_tok);
    gb_arr_raw(g, "tokenizer.ggml.scores", G_F32, 8, scores, sizeof scores);
    gb_arr_raw(g, "tokenizer.ggml.token_type", G_I32, 8, types, sizeof types);
    if (!o->spm) gb_arr_str(g, "tokenizer.ggml.merges", 2, merges);
    gb_u32(g, "tokenizer.ggml.bos_token_id", o->spm ? 1 : 6);
    gb_u32(g, "tokenizer.ggml.eos_token_id", o->spm ? 2 : 6);
    gb_str(g, "tokenizer.chat_template", "{% for m in messages %}{{ m.content }}{% endfor %}");
    gb_tensor2(g, "token_embd.weight", wt, 32, 8);
    gb_tensor2(g, "output_norm.weight", 0, 32, 0);
    for (il = 0; il < L; il++) {
#define T(s, a, b) (snprintf(k, sizeof k, "blk.%d.%s", il, s), gb_tensor2(g, k, (b) ? wt : 0, a, b))
        T("attn_norm.weight", 32, 0);
        T("attn_q.weight", 32, 32);
        T("attn_k.weight", 32, 16);
        T("attn_v.weight", 32, 16);
        T("attn_output.weight", 32, 32);
        T("ffn_norm.weight", 32, 0);
        T("ffn_gate.weight", 32, 64);
        T("ffn_up.weight", 32, 64);
        T("ffn_down.weight", 64, 32);
        if (strcmp(arch, "qwen2") == 0) { T("attn_q.bias", 32, 0); T("attn_k.bias", 16, 0); T("attn_v.bias", 16, 0); }
        if (strcmp(arch, "qwen3") == 0) { T("attn_q_norm.weight", 16, 0); T("attn_k_norm.weight", 16, 0); }
#undef T
    }
    if (strcmp(arch, "llama") == 0) {
        gb_tensor2(g, "output.weight", wt, 32, 8);
        gb_tensor2(g, "rope_freqs.weight", 0, 8, 0);
    }
}
#endif
