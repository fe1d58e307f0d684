/* Tokenizer, detokenizer and chat templates: llama.cpp's test vectors (shared folder),
   self-made vocabularies built in memory, round trips, streaming, chat golden strings,
   fuzz regressions. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"

static vki_context *ctx;

/* ---- helpers ---------------------------------------------------------------- */

static char *read_file(const char *path, size_t *n) {
    FILE *f = fopen(path, "rb");
    char *p;
    long sz;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    sz = ftell(f);
    fseek(f, 0, SEEK_SET);
    p = (char *)malloc((size_t)sz + 1);
    if (p && fread(p, 1, (size_t)sz, f) != (size_t)sz) { free(p); p = NULL; }
    fclose(f);
    if (p) { p[sz] = 0; *n = (size_t)sz; }
    return p;
}

/* tokenize into a malloc'd array (caller frees); checks the size protocol on the way */
static int32_t *tok(const vki_model *m, const char *s, int len, int flags, int *n) {
    int need = vki_tokenize(m, s, len, NULL, 0, flags), got;
    int32_t *ids;
    if (need < 0) need = -need;
    ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)(need + 1));
    got = vki_tokenize(m, s, len, ids, need, flags);
    VKT_CHECK(got == need, "tokenize returned %d, size query said %d", got, need);
    if (need > 1) {
        int small = vki_tokenize(m, s, len, ids, need - 1, flags);
        VKT_CHECK(small == -need, "cap too small: got %d want %d", small, -need);
    }
    *n = got;
    return ids;
}

/* detokenize all ids through the streaming API one at a time; checks that every chunk
   is whole UTF-8 characters */
static char *detok(const vki_model *m, const int32_t *ids, int n, int flags, size_t *len) {
    vki_detokenizer d;
    size_t cap = 64, o = 0;
    char *out = (char *)malloc(cap);
    int i, r;
    memset(&d, 0, sizeof d);
    for (i = 0; i <= n; i++) {
        char buf[1024];
        size_t keep;
        r = i < n ? vki_detokenize_push(m, &d, ids[i], buf, sizeof buf, flags) : vki_detokenize_flush(&d, buf, sizeof buf);
        VKT_CHECK(r >= 0, "detokenize chunk too large (%d)", r);
        if (r < 0) r = 0;
        VKT_CHECK(vki__utf8_clean((const uint8_t *)buf, (size_t)r, 0, NULL, &keep) == (size_t)r && keep == 0,
                  "chunk %d is not whole valid UTF-8", i);
        while (o + (size_t)r + 1 > cap) { cap *= 2; out = (char *)realloc(out, cap); }
        memcpy(out + o, buf, (size_t)r);
        o += (size_t)r;
    }
    out[o] = 0;
    *len = o;
    return out;
}

static vki_model *load_shared(const char *name) {
    const char *dir = vkt_shared_dir();
    char path[512];
    vki_model *m = NULL;
    vki_result r;
    FILE *f;
    if (!dir) return NULL;
    snprintf(path, sizeof path, "%s/vocab/%s", dir, name);
    f = fopen(path, "rb");
    if (!f) return NULL;
    fclose(f);
    r = vki_model_load(ctx, path, NULL, &m);
    VKT_CHECK(r == VKI_SUCCESS, "load %s: %s", path, vki_last_error(ctx));
    return r == VKI_SUCCESS ? m : NULL;
}

/* ---- (a) llama.cpp's vectors --------------------------------------------------- */

static void run_vectors(const char *name) {
    const char *dir = vkt_shared_dir();
    char path[512];
    char *inp, *outp, *p, *q;
    size_t ni, no;
    int k = 0, bad = 0;
    vki_model *m;
    if (!dir) VKT_SKIP("shared folder absent (../shared/vocab)");
    m = load_shared(name);
    if (!m) VKT_SKIP("%s absent", name);
    snprintf(path, sizeof path, "%s/vocab/%s.inp", dir, name);
    inp = read_file(path, &ni);
    snprintf(path, sizeof path, "%s/vocab/%s.out", dir, name);
    outp = read_file(path, &no);
    VKT_CHECK(inp && outp, "missing .inp/.out for %s", name);
    p = inp;
    q = outp;
    while (inp && outp && *p) {
        const char *sep = "\n__ggml_vocab_test__\n";
        char *e = strstr(p, sep), *le = strchr(q, '\n');
        int32_t want[4096];
        int nw = 0, n, i, same;
        int32_t *ids;
        if (!e || !le) break;
        *e = 0;
        *le = 0;
        { char *t = q, *end; while (*t) { long v = strtol(t, &end, 10); if (end == t) break; want[nw++] = (int32_t)v; t = end; } }
        ids = tok(m, p, (int)(e - p), 0, &n);
        same = n == nw;
        for (i = 0; same && i < n; i++) same = ids[i] == want[i];
        if (!same) {
            bad++;
            if (bad <= 5) {
                printf("  vector %d mismatch (%s): got", k, name);
                for (i = 0; i < n && i < 40; i++) printf(" %d", ids[i]);
                printf("\n    want");
                for (i = 0; i < nw && i < 40; i++) printf(" %d", want[i]);
                printf("\n");
            }
        } else {
            /* decoding the ids gives the text back (SPM drops the prefix space) */
            size_t dl;
            char *d = detok(m, ids, n, 0, &dl);
            int valid = 1;
            size_t keep;
            valid = vki__utf8_clean((const uint8_t *)p, (size_t)(e - p), 1, NULL, &keep) == (size_t)(e - p);
            if (valid) VKT_CHECK(dl == (size_t)(e - p) && memcmp(d, p, dl) == 0, "vector %d: detokenize gives '%s'", k, d);
            free(d);
        }
        free(ids);
        k++;
        p = e + strlen(sep);
        q = le + 1;
    }
    VKT_CHECK(bad == 0, "%s: %d of %d vectors differ", name, bad, k);
    VKT_CHECK(k >= 40, "%s: only %d vectors read", name, k);
    printf("  %s: %d vectors\n", name, k);
    free(inp);
    free(outp);
    vki_model_destroy(m);
}

static void test_vectors_qwen2(void) { run_vectors("ggml-vocab-qwen2.gguf"); }
static void test_vectors_llama_bpe(void) { run_vectors("ggml-vocab-llama-bpe.gguf"); }
static void test_vectors_llama_spm(void) { run_vectors("ggml-vocab-llama-spm.gguf"); }

/* ---- self-made vocabularies ------------------------------------------------- */

typedef struct vb {
    char *tok[2048];
    int32_t len[2048], type[2048];
    float score[2048];
    int n;
    char *mer[1024];
    int32_t mlen[1024];
    int nm;
} vb;

static int vb_find(const vb *b, const char *s, size_t n) {
    int i;
    for (i = b->n - 1; i >= 0; i--)
        if ((size_t)b->len[i] == n && memcmp(b->tok[i], s, n) == 0) return i;
    return -1;
}
static int vb_add(vb *b, const char *s, size_t n, int type, float score) {
    b->tok[b->n] = (char *)malloc(n + 1);
    memcpy(b->tok[b->n], s, n);
    b->tok[b->n][n] = 0;
    b->len[b->n] = (int32_t)n;
    b->type[b->n] = type;
    b->score[b->n] = score;
    return b->n++;
}
static int vb_adds(vb *b, const char *s, int type) { return vb_add(b, s, strlen(s), type, 0.0f); }

/* GPT-2 byte-level encoding of plain bytes */
static size_t bl_enc(const char *p, size_t n, char *out) {
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
static int bl_id(const vb *b, const char *s) {
    char e[256];
    size_t n = bl_enc(s, strlen(s), e);
    return vb_find(b, e, n);
}

/* the 256 byte-level characters, in byte order */
static void bpe_base(vb *b) {
    int i;
    memset(b, 0, sizeof *b);
    for (i = 0; i < 256; i++) {
        char c = (char)i, e[8];
        size_t n = bl_enc(&c, 1, e);
        vb_add(b, e, n, 1, 0.0f);
    }
}
/* adds the merge "l r" (plain text) and, unless no_token, the merged token */
static void bpe_merge(vb *b, const char *l, const char *r, int no_token) {
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

static void vb_free(vb *b) {
    int i;
    for (i = 0; i < b->n; i++) free(b->tok[i]);
    for (i = 0; i < b->nm; i++) free(b->mer[i]);
    b->n = b->nm = 0;
}

static vki_model *vb_model(const vb *b, vki_tokenizer_kind kind, const char *pre, int add_bos, int32_t bos) {
    vki__vocab v;
    vki_model *m = NULL;
    vki_result r;
    memset(&v, 0, sizeof v);
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
    r = vki__model_from_vocab(ctx, &v, &m);
    VKT_CHECK(r == VKI_SUCCESS, "model from vocabulary: %s", vki_last_error(ctx));
    return m;
}

/* compares the ids of text with the expected ids (terminated by -1) */
static void expect_ids(const vki_model *m, const char *text, int flags, const int *want, const char *what) {
    int n, nw = 0, i, same;
    int32_t *ids = tok(m, text, -1, flags, &n);
    while (want[nw] != -1) nw++;
    same = n == nw;
    for (i = 0; same && i < n; i++) same = ids[i] == want[i];
    VKT_CHECK(same, "%s: '%s' gave %d ids (first %d), want %d (first %d)", what, text, n, n ? ids[0] : -1, nw, nw ? want[0] : -1);
    free(ids);
}

/* ---- (b) BPE ----------------------------------------------------------------- */

static void test_bpe_merge_rank(void) {
    vb b;
    vki_model *m;
    int w[8];
    /* "b c" outranks "a b": abc -> a + bc */
    bpe_base(&b);
    bpe_merge(&b, "b", "c", 0);
    bpe_merge(&b, "a", "b", 0);
    m = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 0, -1);
    w[0] = bl_id(&b, "a"); w[1] = bl_id(&b, "bc"); w[2] = -1;
    expect_ids(m, "abc", 0, w, "rank order");
    w[0] = bl_id(&b, "ab"); w[1] = bl_id(&b, "ab"); w[2] = -1;
    expect_ids(m, "abab", 0, w, "two merges");
    vki_model_destroy(m);
    vb_free(&b);
    /* swapped ranks: ab + c */
    bpe_base(&b);
    bpe_merge(&b, "a", "b", 0);
    bpe_merge(&b, "b", "c", 0);
    bpe_merge(&b, "ab", "c", 1);  /* ranked, but "abc" is no token: falls back to bytes */
    m = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 0, -1);
    w[0] = bl_id(&b, "a"); w[1] = bl_id(&b, "b"); w[2] = bl_id(&b, "c"); w[3] = -1;
    expect_ids(m, "abc", 0, w, "merge to a non-token");
    vki_model_destroy(m);
    vb_free(&b);
    /* equal pairs: the leftmost merges first */
    bpe_base(&b);
    bpe_merge(&b, "a", "a", 0);
    m = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 0, -1);
    w[0] = bl_id(&b, "aa"); w[1] = bl_id(&b, "a"); w[2] = -1;
    expect_ids(m, "aaa", 0, w, "leftmost first");
    vki_model_destroy(m);
    vb_free(&b);
    /* chained merges through multi-byte characters and the space character */
    bpe_base(&b);
    bpe_merge(&b, " ", "h", 0);
    bpe_merge(&b, "\xc3", "\xa9", 0);
    bpe_merge(&b, " h", "\xc3\xa9", 0);
    m = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 0, -1);
    w[0] = bl_id(&b, "x"); w[1] = bl_id(&b, " h\xc3\xa9"); w[2] = -1;
    expect_ids(m, "x h\xc3\xa9", 0, w, "multi-byte merge");
    vki_model_destroy(m);
    vb_free(&b);
}

/* llama.cpp's llama3 pre-tokenizer takes a whole word that is a token without merging */
static void test_bpe_ignore_merges(void) {
    vb b;
    vki_model *m;
    int w[4];
    bpe_base(&b);
    vb_adds(&b, "hello", 1);
    m = vb_model(&b, VKI_TOKENIZER_BPE, "llama-bpe", 0, -1);
    w[0] = bl_id(&b, "hello"); w[1] = -1;
    expect_ids(m, "hello", 0, w, "llama3 whole word");
    vki_model_destroy(m);
    m = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 0, -1);
    {
        int n;
        int32_t *ids = tok(m, "hello", -1, 0, &n);
        VKT_CHECK(n == 5, "qwen2 merges only: %d ids", n);
        free(ids);
    }
    vki_model_destroy(m);
    vb_free(&b);
}

typedef struct words { char buf[4096]; size_t n; } words;
static void collect_word(void *user, const uint8_t *w, size_t n) {
    words *c = (words *)user;
    if (c->n + n + 2 < sizeof c->buf) {
        memcpy(c->buf + c->n, w, n);
        c->n += n;
        c->buf[c->n++] = '|';
        c->buf[c->n] = 0;
    }
}

/* the pre-tokenizer's pieces of text, joined by '|' */
static void expect_split(const vki_model *m, const char *text, const char *want) {
    vki__tk s;
    words c;
    memset(&s, 0, sizeof s);
    memset(&c, 0, sizeof c);
    s.v = &m->vocab;
    s.t = (const vki__tok *)m->tok;
    s.on_word = collect_word;
    s.on_word_user = &c;
    vki__bpe_fragment(&s, (const uint8_t *)text, strlen(text));
    vki__tk_free(&s);
    VKT_CHECK(strcmp(c.buf, want) == 0, "%s split of '%s': got '%s' want '%s'", m->vocab.pre, text, c.buf, want);
}

static void test_pretokenizers(void) {
    static const char *const pres[4] = {"llama-bpe", "qwen2", "gpt2", "default"};
    /* {text, llama3, qwen2, gpt2, default} */
    static const char *const cases[][5] = {
        {"Hello world", "Hello| world|", "Hello| world|", "Hello| world|", "Hello| world|"},
        {"I'm can't WE'LL", "I|'m| can|'t| WE|'LL|", "I|'m| can|'t| WE|'LL|", "I|'m| can|'t| WE|'|LL|", "I|'|m| can|'|t| WE|'|LL|"},
        {"12345", "123|45|", "1|2|3|4|5|", "12345|", "123|45|"},
        {"abc12345 x", "abc|123|45| x|", "abc|1|2|3|4|5| x|", "abc|12345| x|", "abc|123|45| x|"},
        {" 123abc", " |123|abc|", " |1|2|3|abc|", " 123|abc|", " |123|abc|"},
        {"a  b", "a| | b|", "a| | b|", "a| | b|", "a| | b|"},
        {"a \n\n b", "a| \n\n| b|", "a| \n\n| b|", "a| \n\n| b|", "a| \n\n| b|"},
        {"a   ", "a|   |", "a|   |", "a|   |", "a|   |"},
        {"x += (y)!\n", "x| +=| (|y|)!\n|", "x| +=| (|y|)!\n|", "x| +=| (|y|)!|\n|", "x| |+=| |(|y|)!|\n|"},
        {"(hello", "(hello|", "(hello|", "(|hello|", "(|hello|"},
        {" `x`", " `|x|`|", " `|x|`|", " `|x|`|", " `|x|`|"},
        {"h\xc3\xa9llo \xd0\xbc\xd0\xb8\xd1\x80 \xe4\xbd\xa0\xe5\xa5\xbd", "h\xc3\xa9llo| \xd0\xbc\xd0\xb8\xd1\x80| \xe4\xbd\xa0\xe5\xa5\xbd|",
         "h\xc3\xa9llo| \xd0\xbc\xd0\xb8\xd1\x80| \xe4\xbd\xa0\xe5\xa5\xbd|", "h\xc3\xa9llo| \xd0\xbc\xd0\xb8\xd1\x80| \xe4\xbd\xa0\xe5\xa5\xbd|",
         "h\xc3\xa9llo| \xd0\xbc\xd0\xb8\xd1\x80| \xe4\xbd\xa0\xe5\xa5\xbd|"},
        {"a\xe3\x80\x80" "b", "a|\xe3\x80\x80" "b|", "a|\xe3\x80\x80" "b|", "a|\xe3\x80\x80|b|", "a|\xe3\x80\x80|b|"},
        {"3.14\r\n\tx", "3|.|14|\r\n|\tx|", "3|.|1|4|\r\n|\tx|", "3|.|14|\r\n|\t|x|", "3|.|14|\r\n|\t|x|"},
        {"IT'S a'lL", "IT|'S| a|'lL|", "IT|'S| a|'lL|", "IT|'|S| a|'|lL|", "IT|'|S| a|'|lL|"},
        {"\xd9\xa3\xd9\xa4 \xe2\x85\xa7!", "\xd9\xa3\xd9\xa4| |\xe2\x85\xa7|!|", "\xd9\xa3|\xd9\xa4| |\xe2\x85\xa7|!|", "\xd9\xa3\xd9\xa4| \xe2\x85\xa7|!|", "\xd9\xa3\xd9\xa4| |\xe2\x85\xa7|!|"},
        {"\xff" "a", "\xef\xbf\xbd" "a|", "\xef\xbf\xbd" "a|", "\xef\xbf\xbd|a|", "\xef\xbf\xbd|a|"},
        {"x\xe2\x80\x94y", "x|\xe2\x80\x94y|", "x|\xe2\x80\x94y|", "x|\xe2\x80\x94|y|", "x|\xe2\x80\x94|y|"},
    };
    vb b;
    int p;
    size_t k;
    bpe_base(&b);
    for (p = 0; p < 4; p++) {
        vki_model *m = vb_model(&b, VKI_TOKENIZER_BPE, pres[p], 0, -1);
        for (k = 0; k < sizeof cases / sizeof cases[0]; k++) expect_split(m, cases[k][0], cases[k][p + 1]);
        vki_model_destroy(m);
    }
    vb_free(&b);
}

int main(void) {
    vki_context_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) { printf("no context\n"); return 1; }
    VKT_RUN(test_vectors_qwen2);
    VKT_RUN(test_vectors_llama_bpe);
    VKT_RUN(test_vectors_llama_spm);
    VKT_RUN(test_bpe_merge_rank);
    VKT_RUN(test_bpe_ignore_merges);
    VKT_RUN(test_pretokenizers);
    vki_context_destroy(ctx);
    return vkt_summary();
}
