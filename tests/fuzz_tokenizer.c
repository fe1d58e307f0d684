/* libFuzzer target for the tokenizers, the streaming detokenizer and the chat templates.
   Build and run with tests/fuzz.sh, or by hand from the repository root:
      clang -g -O1 -fsanitize=fuzzer,address,undefined -I. -o fuzz_tokenizer tests/fuzz_tokenizer.c -lm -ldl
      ./fuzz_tokenizer CORPUS_DIR tests/corpus/tokenizer
   The first input byte picks the model (a self-made byte-level BPE vocabulary for each
   pre-tokenizer, a self-made SentencePiece one, and the shared Qwen2 vocabulary when
   ../shared/vocab has it), the flags and the output capacities; the rest is text. One
   model and one flag set per input keeps each run to one tokenization: running every
   model both ways on each input made a run cost 10-12 of them (about 32 runs/s under
   ASan and coverage), and libFuzzer finds the other models through the first byte.
   Every call passes a buffer (the empty text included); ids must be in range, the
   detokenizer must emit whole UTF-8 characters, and valid UTF-8 must come back unchanged
   where the tokenizer allows it. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"

#define NMODELS 6
static vki_context *fz_ctx;
static vki_model *fz_models[NMODELS];  /* built once per process */
static int fz_ready;

static void fz_quiet(void *user, int level, const char *id, const char *msg) {
    (void)user; (void)level; (void)id; (void)msg;
}

static size_t fz_bl(const char *p, size_t n, char *out) {  /* GPT-2 byte-level encoding */
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
    return o;
}

typedef struct fz_vb { char *tok[600]; int32_t len[600], type[600]; float score[600]; int n; char *mer[64]; int32_t mlen[64]; int nm; } fz_vb;

static void fz_add(fz_vb *b, const char *s, size_t n, int type, float score) {
    b->tok[b->n] = (char *)malloc(n + 1);
    memcpy(b->tok[b->n], s, n);
    b->len[b->n] = (int32_t)n;
    b->type[b->n] = type;
    b->score[b->n++] = score;
}

static void fz_merge(fz_vb *b, const char *l, const char *r) {
    char m[64];
    size_t nl = fz_bl(l, strlen(l), m), nr;
    m[nl] = ' ';
    nr = fz_bl(r, strlen(r), m + nl + 1);
    b->mer[b->nm] = (char *)malloc(nl + nr + 1);
    memcpy(b->mer[b->nm], m, nl + nr + 1);
    b->mlen[b->nm++] = (int32_t)(nl + nr + 1);
    memmove(m + nl, m + nl + 1, nr);
    fz_add(b, m, nl + nr, 1, 0.0f);
}

static vki_model *fz_model(fz_vb *b, vki_tokenizer_kind kind, const char *pre) {
    vki__vocab v;
    vki_model *m = NULL;
    int i;
    memset(&v, 0, sizeof v);
    v.kind = kind;
    v.n_tokens = b->n;
    v.text = (const char **)b->tok;
    v.len = b->len;
    v.types = b->type;
    v.scores = kind == VKI_TOKENIZER_SPM ? b->score : NULL;
    v.n_merges = b->nm;
    v.merge_text = (const char **)b->mer;
    v.merge_len = b->mlen;
    v.bos = kind == VKI_TOKENIZER_SPM ? 1 : 256;  /* "<s>" */
    v.eos = kind == VKI_TOKENIZER_SPM ? 2 : -1;
    v.eot = v.eom = v.pad = v.unk = v.sep = v.nl = -1;
    v.add_bos = 1;
    v.add_space_prefix = kind == VKI_TOKENIZER_SPM;
    if (kind == VKI_TOKENIZER_SPM) v.unk = 0;
    snprintf(v.pre, sizeof v.pre, "%s", pre);
    if (vki__model_from_vocab(fz_ctx, &v, &m) != VKI_SUCCESS) abort();
    for (i = 0; i < b->n; i++) free(b->tok[i]);
    for (i = 0; i < b->nm; i++) free(b->mer[i]);
    b->n = b->nm = 0;
    return m;
}

static void fz_setup(void) {
    static const char *const pres[4] = {"qwen2", "llama-bpe", "gpt2", "default"};
    vki_context_desc cd;
    fz_vb b;
    int p, i;
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    cd.log = fz_quiet;
    if (vki_context_create(&cd, &fz_ctx) != VKI_SUCCESS) abort();
    memset(&b, 0, sizeof b);
    for (p = 0; p < 4; p++) {
        for (i = 0; i < 256; i++) {
            char c = (char)i, e[4];
            fz_add(&b, e, fz_bl(&c, 1, e), 1, 0.0f);
        }
        fz_add(&b, "<s>", 3, 3, 0.0f);  /* id 256: BOS */
        fz_add(&b, "<|im_start|>", 12, 3, 0.0f);
        fz_add(&b, "<tool>", 6, 4, 0.0f);
        fz_merge(&b, " ", "t");
        fz_merge(&b, "h", "e");
        fz_merge(&b, " t", "he");
        fz_merge(&b, "\xe4", "\xbd");
        fz_merge(&b, "\xe4\xbd", "\xa0");
        fz_merge(&b, "1", "2");
        fz_merge(&b, "\n", "\n");
        fz_models[p] = fz_model(&b, VKI_TOKENIZER_BPE, pres[p]);
    }
    {
        static const char *const pieces[] = {"\xe2\x96\x81", "h", "e", "l", "o", "\xe2\x96\x81h", "ll", "llo", "he",
                                             "\xe2\x96\x81he", "\xe2\x96\x81\xe2\x96\x81", "\xc3\xa9", "<"};
        fz_add(&b, "<unk>", 5, 2, 0.0f);
        fz_add(&b, "<s>", 3, 3, 0.0f);
        fz_add(&b, "</s>", 4, 3, 0.0f);
        for (i = 0; i < 256; i++) {
            char t[8];
            snprintf(t, sizeof t, "<0x%02X>", i);
            fz_add(&b, t, 6, 6, 0.0f);
        }
        for (i = 0; i < (int)(sizeof pieces / sizeof *pieces); i++) fz_add(&b, pieces[i], strlen(pieces[i]), 1, -(float)(i % 5) - 0.5f);
        fz_add(&b, "<tool>", 6, 4, 0.0f);
        fz_models[4] = fz_model(&b, VKI_TOKENIZER_SPM, "default");
    }
    {   /* the shared Qwen2 vocabulary, when present */
        const char *env = getenv("VKINFER_SHARED");
        const char *dirs[4] = {env && *env ? env : "../shared", "../shared", "../../shared", "shared"};
        char path[512];
        for (i = 0; i < 4 && !fz_models[5]; i++) {
            FILE *f;
            snprintf(path, sizeof path, "%s/vocab/ggml-vocab-qwen2.gguf", dirs[i]);
            f = fopen(path, "rb");
            if (!f) continue;
            fclose(f);
            if (vki_model_load(fz_ctx, path, NULL, &fz_models[5]) != VKI_SUCCESS) fz_models[5] = NULL;
        }
    }
    fz_ready = 1;
}

static int fz_valid_utf8(const uint8_t *s, size_t n) {
    uint8_t *c = (uint8_t *)malloc(n * 3 + 1);
    size_t keep, o = vki__utf8_clean(s, n, 1, c, &keep);
    int ok = o == n && (n == 0 || memcmp(c, s, n) == 0);
    free(c);
    return ok;
}

static int fz_contains(const uint8_t *s, size_t n, const char *w) {
    return vki__find(s, n, w, strlen(w)) != NULL;
}

static void fz_one(vki_model *m, const uint8_t *text, size_t n, int tflags, unsigned caps) {
    int32_t first[16];
    int fcap = (int)(caps % 17), need, got, i;
    int dflags = (tflags & VKI_TOKENIZE_SPECIAL) ? VKI_DETOK_SPECIAL : 0;
    int32_t *ids;
    uint8_t *back;
    size_t o = 0, bcap;
    vki_detokenizer d;
    /* always a buffer (cap 0..16): the result is the count, or -(count) when over cap */
    need = vki_tokenize(m, (const char *)text, (int)n, first, fcap, tflags);
    if (need > fcap) abort();
    if (need < 0) {
        need = -need;
        if (need <= fcap) abort();
    }
    ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)(need + 1));
    got = vki_tokenize(m, (const char *)text, (int)n, ids, need + 1, tflags);
    if (got != need) abort();
    for (i = 0; i < fcap && i < got; i++)  /* what fit in the small buffer is the same */
        if (first[i] != ids[i]) abort();
    bcap = (size_t)need * 64 + 16;
    back = (uint8_t *)malloc(bcap);
    memset(&d, 0, sizeof d);
    /* the BOS that ADD_BOS put in front is not part of the text */
    i = (tflags & VKI_TOKENIZE_ADD_BOS) && m->vocab.add_bos && got > 0 && ids[0] == m->vocab.bos;
    for (; i <= got; i++) {
        char buf[300];
        int cap = (int)((caps >> (i % 24)) & 7) * 40 + 4, r;
        size_t keep;
        if (i < got && (ids[i] < 0 || ids[i] >= m->vocab.n_tokens)) abort();
        r = i < got ? vki_detokenize_push(m, &d, ids[i], buf, cap, dflags) : vki_detokenize_flush(&d, buf, cap);
        if (r < 0) {  /* too small: the state is unchanged, a larger buffer works */
            if (-r <= cap) abort();
            r = i < got ? vki_detokenize_push(m, &d, ids[i], buf, sizeof buf, dflags) : vki_detokenize_flush(&d, buf, sizeof buf);
            if (r < 0) abort();
        }
        if (vki__utf8_clean((const uint8_t *)buf, (size_t)r, 0, NULL, &keep) != (size_t)r || keep) abort();
        if (o + (size_t)r > bcap) abort();
        memcpy(back + o, buf, (size_t)r);
        o += (size_t)r;
    }
    /* round trip where the tokenizer keeps the text */
    if (fz_valid_utf8(text, n)) {
        int must = 1;
        if (m->vocab.kind == VKI_TOKENIZER_SPM) {
            must = !fz_contains(text, n, "\xe2\x96\x81") && !fz_contains(text, n, "<tool>") &&
                   !((tflags & VKI_TOKENIZE_SPECIAL) && (fz_contains(text, n, "<s>") || fz_contains(text, n, "</s>") || fz_contains(text, n, "<unk>")));
        }
        if (must && (o != n || (n && memcmp(back, text, n) != 0))) { if (getenv("FZ_DEBUG")) fprintf(stderr, "round trip: kind %d pre %s flags %d: [%.*s] -> [%.*s]\n", (int)m->vocab.kind, m->vocab.pre, tflags, (int)n, (const char *)text, (int)o, (const char *)back); abort(); }
    }
    free(back);
    free(ids);
}

static void fz_chat(const uint8_t *data, size_t size) {
    /* messages: role \1 content \2 ... */
    vki_chat_message msgs[8];
    char *copy = (char *)malloc(size + 1), *p = copy, buf[512];
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
    for (t = 0; t <= VKI_CHAT_LLAMA2; t++) {
        vki_chat_desc cd;
        int r, r2;
        memset(&cd, 0, sizeof cd);
        cd.tmpl = (vki_chat_template)t;
        cd.disable_thinking = t & 1;
        cd.no_generation_prompt = (size & 1) != 0;
        r = vki_chat_format(t ? NULL : fz_models[0], &cd, msgs, n, NULL, 0);
        if (r >= 0) abort();
        if (-r <= (int)sizeof buf) {
            r2 = vki_chat_format(t ? NULL : fz_models[0], &cd, msgs, n, buf, -r);
            if (r2 != -r - 1 || (int)strlen(buf) != r2) abort();
        }
    }
    free(copy);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int k, n_avail = 0, avail[NMODELS], flags;
    unsigned caps, c;
    if (!fz_ready) fz_setup();
    c = size ? data[0] : 0;  /* the empty input: the empty text, flags 0, the first model */
    for (k = 0; k < NMODELS; k++)
        if (fz_models[k]) avail[n_avail++] = k;
    caps = c * 2654435761u;
    /* bit 0: ADD_BOS, bit 1: the chat templates too, bit 2: SPECIAL, bits 3-7: the model */
    flags = ((c & 1) ? VKI_TOKENIZE_ADD_BOS : 0) | ((c & 4) ? VKI_TOKENIZE_SPECIAL : 0);
    fz_one(fz_models[avail[(c >> 3) % (unsigned)n_avail]], size ? data + 1 : data, size ? size - 1 : 0, flags, caps);
    if (c & 2) fz_chat(data + 1, size - 1);
    return 0;
}
