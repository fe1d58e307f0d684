/* Shared by tests/test_tokenizer.c and the fuzz target tests/fuzz_tokenizer.c (include
   after vkinfer.h with VKINFER_IMPLEMENTATION: it uses the tokenizer's internals).
   - self-made vocabularies: vb (tokens, merges) with the GPT-2 byte-level encoding, made
     into a model by tokfx_vocab_model;
   - the fuzz target's fixture: its six models (tokfx_models) and the checks it runs on
     each input (tokfx_input), which test_tokenizer.c replays over tests/corpus/tokenizer.
   The checks return NULL when they hold, else a sentence naming the one that failed:
   the fuzz target aborts on it, the test reports it. */
#ifndef VKT_TOK_FIXTURE_H
#define VKT_TOK_FIXTURE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define TOKFX_UNUSED __attribute__((unused))
#else
#define TOKFX_UNUSED
#endif

/* ---- self-made vocabularies ------------------------------------------------------ */

typedef struct vb {
    char *tok[2048];
    int32_t len[2048], type[2048];
    float score[2048];
    int n;
    char *mer[1024];
    int32_t mlen[1024];
    int nm;
} vb;

TOKFX_UNUSED static int vb_find(const vb *b, const char *s, size_t n) {
    int i;
    for (i = b->n - 1; i >= 0; i--)
        if ((size_t)b->len[i] == n && memcmp(b->tok[i], s, n) == 0) return i;
    return -1;
}
TOKFX_UNUSED static int vb_add(vb *b, const char *s, size_t n, int type, float score) {
    b->tok[b->n] = (char *)malloc(n + 1);
    memcpy(b->tok[b->n], s, n);
    b->tok[b->n][n] = 0;
    b->len[b->n] = (int32_t)n;
    b->type[b->n] = type;
    b->score[b->n] = score;
    return b->n++;
}
TOKFX_UNUSED static int vb_adds(vb *b, const char *s, int type) { return vb_add(b, s, strlen(s), type, 0.0f); }

/* GPT-2 byte-level encoding of plain bytes */
TOKFX_UNUSED static size_t bl_enc(const char *p, size_t n, char *out) {
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        unsigned b = (unsigned char)p[i], c, k, extra = 0;
        if ((b >= 0x21 && b <= 0x7E) || (b >= 0xA1 && b <= 0xAC) || b >= 0xAE) c = b;
        else {
            for (k = 0; k < b; k++) if (!((k >= 0x21 && k <= 0x7E) || (k >= 0xA1 && k <= 0xAC) || k >= 0xAE)) extra++;
            c = 256 + extra;
        }
        o += vki__utf8_put(c, (uint8_t *)out + o);
    }
    out[o] = 0;
    return o;
}
/* id of the token spelling plain bytes s (byte-level vocabularies) */
TOKFX_UNUSED static int bl_id(const vb *b, const char *s) {
    char e[256];
    size_t n = bl_enc(s, strlen(s), e);
    return vb_find(b, e, n);
}

/* the 256 byte-level characters, in byte order (after emptying b) */
TOKFX_UNUSED static void bpe_base(vb *b) {
    int i;
    memset(b, 0, sizeof *b);
    for (i = 0; i < 256; i++) {
        char c = (char)i, e[8];
        size_t n = bl_enc(&c, 1, e);
        vb_add(b, e, n, 1, 0.0f);
    }
}
/* adds the merge "l r" (plain text) and, unless no_token, the merged token */
TOKFX_UNUSED static void bpe_merge(vb *b, const char *l, const char *r, int no_token) {
    char el[256], er[256], m[520];
    size_t nl = bl_enc(l, strlen(l), el), nr = bl_enc(r, strlen(r), er);
    memcpy(m, el, nl);
    m[nl] = ' ';
    memcpy(m + nl + 1, er, nr);
    b->mer[b->nm] = (char *)malloc(nl + nr + 2);
    memcpy(b->mer[b->nm], m, nl + nr + 1);
    b->mlen[b->nm++] = (int32_t)(nl + nr + 1);
    memmove(m + nl, m + nl + 1, nr);
    if (!no_token && vb_find(b, m, nl + nr) < 0) vb_add(b, m, nl + nr, 1, 0.0f);
}

TOKFX_UNUSED static void vb_free(vb *b) {
    int i;
    for (i = 0; i < b->n; i++) free(b->tok[i]);
    for (i = 0; i < b->nm; i++) free(b->mer[i]);
    b->n = b->nm = 0;
}

/* A model with b's vocabulary (no weights) on ctx: BOS bos, added when add_bos; EOS
   "</s>" (SentencePiece) or "<|endoftext|>" (BPE) and unknown "<unk>" where b has them. */
TOKFX_UNUSED static vki_result tokfx_vocab_model(vki_context *ctx, const vb *b, vki_tokenizer_kind kind,
                                                 const char *pre, int add_bos, int32_t bos, vki_model **out) {
    vki__vocab v;
    memset(&v, 0, sizeof v);
    *out = NULL;
    v.kind = kind;
    v.n_tokens = b->n;
    v.text = (const char **)b->tok;
    v.len = (int32_t *)b->len;
    v.types = (int32_t *)b->type;
    v.scores = kind == VKI_TOKENIZER_SPM ? (float *)b->score : NULL;
    v.n_merges = b->nm;
    v.merge_text = (const char **)b->mer;
    v.merge_len = (int32_t *)b->mlen;
    v.bos = bos;
    v.eos = v.eot = v.eom = v.pad = v.unk = v.sep = v.nl = -1;
    v.add_bos = add_bos;
    v.add_space_prefix = kind == VKI_TOKENIZER_SPM;
    snprintf(v.pre, sizeof v.pre, "%s", pre ? pre : "");
    if (kind == VKI_TOKENIZER_SPM) { v.unk = vb_find(b, "<unk>", 5); v.eos = vb_find(b, "</s>", 4); }
    else v.eos = vb_find(b, "<|endoftext|>", 13);
    return vki__model_from_vocab(ctx, &v, out);
}

/* ---- the fuzz target's fixture ---------------------------------------------------- */

#define TOKFX_NMODELS 6

/* The fuzz target's models: byte-level BPE for each of four pre-tokenizers (0..3), a
   SentencePiece one (4), and the Qwen2 vocabulary from shared_dir/vocab (5, NULL when
   shared_dir is NULL or lacks it). 0 on success; -1 when a self-made one fails. */
TOKFX_UNUSED static int tokfx_models(vki_context *ctx, const char *shared_dir, vki_model *models[TOKFX_NMODELS]) {
    static const char *const pres[4] = {"qwen2", "llama-bpe", "gpt2", "default"};
    static const char *const pieces[] = {"\xe2\x96\x81", "h", "e", "l", "o", "\xe2\x96\x81h", "ll", "llo", "he",
                                         "\xe2\x96\x81he", "\xe2\x96\x81\xe2\x96\x81", "\xc3\xa9", "<"};
    vb *b = (vb *)malloc(sizeof *b);
    int p, i, rc = 0;
    memset(models, 0, sizeof(vki_model *) * TOKFX_NMODELS);
    if (!b) return -1;
    for (p = 0; p < 4 && !rc; p++) {
        bpe_base(b);
        vb_adds(b, "<s>", 3);  /* id 256: BOS */
        vb_adds(b, "<|im_start|>", 3);
        vb_adds(b, "<tool>", 4);
        bpe_merge(b, " ", "t", 0);
        bpe_merge(b, "h", "e", 0);
        bpe_merge(b, " t", "he", 0);
        bpe_merge(b, "\xe4", "\xbd", 0);
        bpe_merge(b, "\xe4\xbd", "\xa0", 0);
        bpe_merge(b, "1", "2", 0);
        bpe_merge(b, "\n", "\n", 0);
        if (tokfx_vocab_model(ctx, b, VKI_TOKENIZER_BPE, pres[p], 1, 256, &models[p]) != VKI_SUCCESS) rc = -1;
        vb_free(b);
    }
    if (!rc) {
        memset(b, 0, sizeof *b);
        vb_adds(b, "<unk>", 2);
        vb_adds(b, "<s>", 3);
        vb_adds(b, "</s>", 3);
        for (i = 0; i < 256; i++) {
            char t[8];
            snprintf(t, sizeof t, "<0x%02X>", i);
            vb_add(b, t, 6, 6, 0.0f);
        }
        for (i = 0; i < (int)(sizeof pieces / sizeof *pieces); i++)
            vb_add(b, pieces[i], strlen(pieces[i]), 1, -(float)(i % 5) - 0.5f);
        vb_adds(b, "<tool>", 4);
        if (tokfx_vocab_model(ctx, b, VKI_TOKENIZER_SPM, "default", 1, 1, &models[4]) != VKI_SUCCESS) rc = -1;
        vb_free(b);
    }
    free(b);
    if (!rc && shared_dir) {
        char path[512];
        FILE *f;
        snprintf(path, sizeof path, "%s/vocab/ggml-vocab-qwen2.gguf", shared_dir);
        f = fopen(path, "rb");
        if (f) {
            fclose(f);
            if (vki_model_load(ctx, path, NULL, &models[5]) != VKI_SUCCESS) models[5] = NULL;
        }
    }
    return rc;
}

TOKFX_UNUSED static int tokfx_valid_utf8(const uint8_t *s, size_t n) {
    uint8_t *c = (uint8_t *)malloc(n * 3 + 1);
    size_t keep, o = vki__utf8_clean(s, n, 1, c, &keep);
    int ok = o == n && (n == 0 || memcmp(c, s, n) == 0);
    free(c);
    return ok;
}

TOKFX_UNUSED static int tokfx_contains(const uint8_t *s, size_t n, const char *w) {
    return vki__find(s, n, w, strlen(w)) != NULL;
}

/* Tokenizes text with tflags into a buffer of caps % 17 ids, then a large enough one,
   and detokenizes the ids in pieces of capacities taken from caps: the counts agree,
   ids are in range, the detokenizer emits whole UTF-8 characters, and valid UTF-8
   comes back unchanged where the tokenizer keeps the text. */
TOKFX_UNUSED static const char *tokfx_check(const vki_model *m, const uint8_t *text, size_t n, int tflags,
                                            unsigned caps) {
    int32_t first[16];
    int fcap = (int)(caps % 17), need, got, i;
    int dflags = (tflags & VKI_TOKENIZE_SPECIAL) ? VKI_DETOK_SPECIAL : 0;
    int32_t *ids = NULL;
    uint8_t *back = NULL;
    size_t o = 0, bcap;
    vki_detokenizer d;
    const char *fail = NULL;
#define TOKFX_FAIL(msg) do { fail = msg; goto done; } while (0)
    /* always a buffer (cap 0..16): the result is the count, or -(count) when over cap */
    need = vki_tokenize(m, (const char *)text, (int)n, first, fcap, tflags);
    if (need > fcap) TOKFX_FAIL("vki_tokenize returned more ids than cap");
    if (need < 0) {
        need = -need;
        if (need <= fcap) TOKFX_FAIL("vki_tokenize returned -(needed) for a needed count within cap");
    }
    ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)(need + 1));
    got = vki_tokenize(m, (const char *)text, (int)n, ids, need + 1, tflags);
    if (got != need) TOKFX_FAIL("vki_tokenize's count differs from the needed count it returned");
    for (i = 0; i < fcap && i < got; i++)  /* what fit in the small buffer is the same */
        if (first[i] != ids[i]) TOKFX_FAIL("the ids in the small buffer differ");
    bcap = (size_t)need * 64 + 16;
    back = (uint8_t *)malloc(bcap);
    memset(&d, 0, sizeof d);
    /* the BOS that ADD_BOS put in front is not part of the text */
    i = (tflags & VKI_TOKENIZE_ADD_BOS) && m->vocab.add_bos && got > 0 && ids[0] == m->vocab.bos;
    for (; i <= got; i++) {
        char buf[300];
        int cap = (int)((caps >> (i % 24)) & 7) * 40 + 4, r;
        size_t keep;
        if (i < got && (ids[i] < 0 || ids[i] >= m->vocab.n_tokens)) TOKFX_FAIL("id out of range");
        r = i < got ? vki_detokenize_push(m, &d, ids[i], buf, cap, dflags) : vki_detokenize_flush(&d, buf, cap);
        if (r < 0) {  /* too small: the state is unchanged, a larger buffer works */
            if (-r <= cap) TOKFX_FAIL("the detokenizer returned -(needed) for a need within cap");
            r = i < got ? vki_detokenize_push(m, &d, ids[i], buf, sizeof buf, dflags)
                        : vki_detokenize_flush(&d, buf, sizeof buf);
            if (r < 0) TOKFX_FAIL("the detokenizer failed with a buffer of the needed size");
        }
        if (vki__utf8_clean((const uint8_t *)buf, (size_t)r, 0, NULL, &keep) != (size_t)r || keep)
            TOKFX_FAIL("the detokenizer emitted a partial or invalid UTF-8 character");
        if (o + (size_t)r > bcap) TOKFX_FAIL("the detokenized text is too long");
        memcpy(back + o, buf, (size_t)r);
        o += (size_t)r;
    }
    /* round trip where the tokenizer keeps the text */
    if (tokfx_valid_utf8(text, n)) {
        int must = 1;
        if (m->vocab.kind == VKI_TOKENIZER_SPM) {
            must = !tokfx_contains(text, n, "\xe2\x96\x81") && !tokfx_contains(text, n, "<tool>") &&
                !((tflags & VKI_TOKENIZE_SPECIAL) &&
                  (tokfx_contains(text, n, "<s>") || tokfx_contains(text, n, "</s>") ||
                   tokfx_contains(text, n, "<unk>")));
        }
        if (must && (o != n || (n && memcmp(back, text, n) != 0))) {
            if (getenv("FZ_DEBUG"))
                fprintf(stderr, "round trip: kind %d pre %s flags %d: [%.*s] -> [%.*s]\n", (int)m->vocab.kind,
                        m->vocab.pre, tflags, (int)n, (const char *)text, (int)o, (const char *)back);
            TOKFX_FAIL("valid UTF-8 did not come back unchanged");
        }
    }
done:
#undef TOKFX_FAIL
    free(back);
    free(ids);
    return fail;
}

/* Chat templates on messages parsed from data (role \1 content \2 ...): every template
   reports the length it needs, and a buffer of that size gets the whole text (the model's
   own, VKI_CHAT_AUTO, fails instead where the model has none). */
TOKFX_UNUSED static const char *tokfx_chat(const vki_model *m, const uint8_t *data, size_t size) {
    vki_chat_message msgs[8];
    char *copy = (char *)malloc(size + 1), *p = copy, buf[512];
    const char *fail = NULL;
    int n = 0, t;
    memcpy(copy, data, size);
    copy[size] = 0;
    while (n < 8 && p && *p) {
        char *c = strchr(p, 1), *e;
        msgs[n].role = p;
        msgs[n].content = "";
        if (c) { *c = 0; msgs[n].content = c + 1; e = strchr(c + 1, 2); } else e = strchr(p, 2);
        n++;
        if (e) { *e = 0; p = e + 1; } else p = NULL;
    }
    for (t = 0; t <= VKI_CHAT_LLAMA2 && !fail; t++) {
        vki_chat_desc cd;
        int r, r2;
        memset(&cd, 0, sizeof cd);
        cd.tmpl = (vki_chat_template)t;
        cd.disable_thinking = t & 1;
        cd.no_generation_prompt = (size & 1) != 0;
        r = vki_chat_format(t ? NULL : m, &cd, msgs, n, NULL, 0);
        if (!t && r == 0 && !m->vocab.chat_template) continue; /* no template: an error, not a guess */
        if (r >= 0) fail = "vki_chat_format with no buffer did not return -(needed)";
        else if (-r <= (int)sizeof buf) {
            r2 = vki_chat_format(t ? NULL : m, &cd, msgs, n, buf, -r);
            if (r2 != -r - 1 || (int)strlen(buf) != r2)
                fail = "vki_chat_format into the needed cap did not write the whole text";
        }
    }
    free(copy);
    return fail;
}

/* One fuzz input: the first byte picks the model among those present (bits 3-7), the
   flags (bit 0 ADD_BOS, bit 2 SPECIAL), the capacities, and whether the chat templates
   run too (bit 1); the rest is the text. The empty input: the empty text, flags 0, the
   first model. */
TOKFX_UNUSED static const char *tokfx_input(vki_model *const models[TOKFX_NMODELS], const uint8_t *data, size_t size) {
    int k, n_avail = 0, avail[TOKFX_NMODELS], flags;
    unsigned caps, c = size ? data[0] : 0;
    const char *fail;
    for (k = 0; k < TOKFX_NMODELS; k++)
        if (models[k]) avail[n_avail++] = k;
    caps = c * 2654435761u;
    flags = ((c & 1) ? VKI_TOKENIZE_ADD_BOS : 0) | ((c & 4) ? VKI_TOKENIZE_SPECIAL : 0);
    fail = tokfx_check(models[avail[(c >> 3) % (unsigned)n_avail]], size ? data + 1 : data, size ? size - 1 : 0, flags,
                       caps);
    if (!fail && (c & 2)) fail = tokfx_chat(models[0], data + 1, size - 1);
    return fail;
}
#endif
