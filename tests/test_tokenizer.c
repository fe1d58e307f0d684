/* Tokenizer, detokenizer and chat templates: llama.cpp's test vectors (shared folder),
   self-made vocabularies built in memory, round trips, streaming, chat golden strings,
   fuzz regressions. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "tok_fixture.h"
#include <dirent.h>

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
        r = i < n ? vki_detokenize_push(m, &d, ids[i], buf, sizeof buf, flags)
                  : vki_detokenize_flush(&d, buf, sizeof buf);
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
        {
            char *t = q, *end;
            while (*t) {
                long v = strtol(t, &end, 10);
                if (end == t) break;
                want[nw++] = (int32_t)v;
                t = end;
            }
        }
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
            if (valid)
                VKT_CHECK(dl == (size_t)(e - p) && memcmp(d, p, dl) == 0, "vector %d: detokenize gives '%s'", k, d);
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

/* vb, vb_add & co., bl_enc, bpe_base, bpe_merge: tests/tok_fixture.h */

static vki_model *vb_model(const vb *b, vki_tokenizer_kind kind, const char *pre, int add_bos, int32_t bos) {
    vki_model *m = NULL;
    vki_result r = tokfx_vocab_model(ctx, b, kind, pre, add_bos, bos, &m);
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
    VKT_CHECK(same, "%s: '%s' gave %d ids (first %d), want %d (first %d)", what, text, n, n ? ids[0] : -1, nw,
              nw ? want[0] : -1);
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
        {"I'm can't WE'LL", "I|'m| can|'t| WE|'LL|", "I|'m| can|'t| WE|'LL|", "I|'m| can|'t| WE|'|LL|",
         "I|'|m| can|'|t| WE|'|LL|"},
        {"12345", "123|45|", "1|2|3|4|5|", "12345|", "123|45|"},
        {"abc12345 x", "abc|123|45| x|", "abc|1|2|3|4|5| x|", "abc|12345| x|", "abc|123|45| x|"},
        {" 123abc", " |123|abc|", " |1|2|3|abc|", " 123|abc|", " |123|abc|"},
        {"a  b", "a| | b|", "a| | b|", "a| | b|", "a| | b|"},
        {"a \n\n b", "a| \n\n| b|", "a| \n\n| b|", "a| \n\n| b|", "a| \n\n| b|"},
        {"a   ", "a|   |", "a|   |", "a|   |", "a|   |"},
        {"x += (y)!\n", "x| +=| (|y|)!\n|", "x| +=| (|y|)!\n|", "x| +=| (|y|)!|\n|", "x| |+=| |(|y|)!|\n|"},
        {"(hello", "(hello|", "(hello|", "(|hello|", "(|hello|"},
        {" `x`", " `|x|`|", " `|x|`|", " `|x|`|", " `|x|`|"},
        {"h\xc3\xa9llo \xd0\xbc\xd0\xb8\xd1\x80 \xe4\xbd\xa0\xe5\xa5\xbd",
         "h\xc3\xa9llo| \xd0\xbc\xd0\xb8\xd1\x80| \xe4\xbd\xa0\xe5\xa5\xbd|",
         "h\xc3\xa9llo| \xd0\xbc\xd0\xb8\xd1\x80| \xe4\xbd\xa0\xe5\xa5\xbd|",
         "h\xc3\xa9llo| \xd0\xbc\xd0\xb8\xd1\x80| \xe4\xbd\xa0\xe5\xa5\xbd|",
         "h\xc3\xa9llo| \xd0\xbc\xd0\xb8\xd1\x80| \xe4\xbd\xa0\xe5\xa5\xbd|"},
        {"a\xe3\x80\x80"
         "b",
         "a|\xe3\x80\x80"
         "b|",
         "a|\xe3\x80\x80"
         "b|",
         "a|\xe3\x80\x80|b|", "a|\xe3\x80\x80|b|"},
        {"3.14\r\n\tx", "3|.|14|\r\n|\tx|", "3|.|1|4|\r\n|\tx|", "3|.|14|\r\n|\t|x|", "3|.|14|\r\n|\t|x|"},
        {"IT'S a'lL", "IT|'S| a|'lL|", "IT|'S| a|'lL|", "IT|'|S| a|'|lL|", "IT|'|S| a|'|lL|"},
        {"\xd9\xa3\xd9\xa4 \xe2\x85\xa7!", "\xd9\xa3\xd9\xa4| |\xe2\x85\xa7|!|", "\xd9\xa3|\xd9\xa4| |\xe2\x85\xa7|!|",
         "\xd9\xa3\xd9\xa4| \xe2\x85\xa7|!|", "\xd9\xa3\xd9\xa4| |\xe2\x85\xa7|!|"},
        {"\xff"
         "a",
         "\xef\xbf\xbd"
         "a|",
         "\xef\xbf\xbd"
         "a|",
         "\xef\xbf\xbd|a|", "\xef\xbf\xbd|a|"},
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

/* Qwen3.5's "qwen35": qwen2's expression with combining marks (\p{M}) joined to letters,
   [\p{L}\p{M}]+, and kept out of punctuation runs, [^\s\p{L}\p{M}\p{N}]; splits worked out
   by hand from the expression (qwen2's alongside, where the marks split words) */
static void test_pretokenizer_qwen35(void) {
#define ACUTE "\xcc\x81"   /* U+0301 COMBINING ACUTE ACCENT (Mn) */
#define CIRCUM "\xcc\x82"  /* U+0302 COMBINING CIRCUMFLEX ACCENT (Mn) */
#define NAMASTE_NMS "\xe0\xa4\xa8\xe0\xa4\xae\xe0\xa4\xb8" /* three letters */
#define NAMASTE NAMASTE_NMS "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa5\x87"  /* virama (Mn), a letter, vowel sign (Mn) */
    /* {text, qwen35, qwen2} */
    static const char *const cases[][3] = {
        {"Hello world 123", "Hello| world| |1|2|3|", "Hello| world| |1|2|3|"},
        {"e" ACUTE "te", "e" ACUTE "te|", "e|" ACUTE "te|"},
        {"!!" ACUTE "a", "!!|" ACUTE "a|", "!!" ACUTE "|a|"},
        {"a " ACUTE CIRCUM "b c", "a| " ACUTE CIRCUM "b| c|", "a| " ACUTE CIRCUM "|b| c|"},
        {NAMASTE, NAMASTE "|", NAMASTE_NMS "|\xe0\xa5\x8d\xe0\xa4\xa4|\xe0\xa5\x87|"},
        {"e" ACUTE "\n" ACUTE " 1" ACUTE, "e" ACUTE "|\n|" ACUTE "| |1|" ACUTE "|",
         "e|" ACUTE "\n|" ACUTE "| |1|" ACUTE "|"},
        {"it's" ACUTE, "it|'s|" ACUTE "|", "it|'s|" ACUTE "|"},
    };
    static const char *const pres[2] = {"qwen35", "qwen2"};
    vb b;
    size_t k;
    int p;
    bpe_base(&b);
    for (p = 0; p < 2; p++) {
        vki_model *m = vb_model(&b, VKI_TOKENIZER_BPE, pres[p], 0, -1);
        const vki__tok *t = m ? (const vki__tok *)m->tok : NULL;
        if (!m) continue;
        VKT_CHECK(p || (t->pre == VKI__PRE_QWEN35 && !t->ignore_merges),
                  "qwen35: its pre-tokenizer, merges applied to every word (as qwen2)");
        for (k = 0; k < sizeof cases / sizeof cases[0]; k++) expect_split(m, cases[k][0], cases[k][p + 1]);
        vki_model_destroy(m);
    }
    vb_free(&b);
#undef ACUTE
#undef CIRCUM
#undef NAMASTE
#undef NAMASTE_NMS
}

/* Mistral Nemo's "tekken": llama.cpp's regex, where a non-ASCII letter counts as upper
   and lower case, single digits, and '/' or newlines end a run of punctuation */
static void test_pretokenizer_tekken(void) {
    static const char *const cases[][2] = {
        {"Hello world", "Hello| world|"},
        {"HELLOworld HTTPServer", "HELLOworld| HTTPServer|"},
        {"getHTTPResponse", "get|HTTPResponse|"},
        {"ABC def", "ABC| def|"},
        {"12345", "1|2|3|4|5|"},
        {"a/b\n", "a|/b|\n|"},
        {"x += 1;//\n", "x| +=| |1|;//\n|"},
        {"\xc3\x89lan \xc3\x89" "COLE", "\xc3\x89lan| \xc3\x89|COLE|"},
        {"don't", "don|'t|"},
        {"\n\n  x", "\n\n| | x|"},
        {"(hello) 3.5", "(hello|)| |3|.|5|"},
        {"a\xe3\x80\x80" "b", "a|\xe3\x80\x80" "b|"},
    };
    vb b;
    size_t k;
    vki_model *m;
    bpe_base(&b);
    m = vb_model(&b, VKI_TOKENIZER_BPE, "tekken", 0, -1);
    if (m) {
        VKT_CHECK(((const vki__tok *)m->tok)->pre == VKI__PRE_TEKKEN && ((const vki__tok *)m->tok)->ignore_merges,
                  "tekken: its pre-tokenizer, and whole words skip merging (llama.cpp's ignore_merges)");
        for (k = 0; k < sizeof cases / sizeof cases[0]; k++) expect_split(m, cases[k][0], cases[k][1]);
        vki_model_destroy(m);
    }
    vb_free(&b);
}

/* "gpt-4o" (Phi-4-mini, Llama 4): tekken's words, each with an optional contraction
   ('s 't 're 've 'm 'll 'd in either case) after it, and digits in runs of up to 3; the
   splits worked out by hand from llama.cpp's form of the expression */
static void test_pretokenizer_gpt4o(void) {
    static const char *const cases[][2] = {
        {"Hello world", "Hello| world|"},
        {"don't", "don't|"},
        {"I'M here", "I'M| here|"},
        {"HTTPServer's", "HTTPServer's|"},
        {"abc'LL x", "abc'LL| x|"},
        {"getHTTPResponse", "get|HTTPResponse|"},
        {"12345", "123|45|"},
        {"a 2024", "a| |202|4|"},
        {"x += 1;//\n", "x| +=| |1|;//\n|"},
        {"(hello) 3.5", "(hello|)| |3|.|5|"},
        {"'s", "'s|"},
    };
    vb b;
    size_t k;
    vki_model *m;
    const char *names[2] = {"gpt-4o", "llama4"};
    int n;
    bpe_base(&b);
    for (n = 0; n < 2; n++) {
        m = vb_model(&b, VKI_TOKENIZER_BPE, names[n], 0, -1);
        if (!m) continue;
        VKT_CHECK(((const vki__tok *)m->tok)->pre == VKI__PRE_GPT4O && !((const vki__tok *)m->tok)->ignore_merges,
                  "%s: the gpt-4o pre-tokenizer, merges applied to every word", names[n]);
        for (k = 0; k < sizeof cases / sizeof cases[0] && n == 0; k++) expect_split(m, cases[k][0], cases[k][1]);
        vki_model_destroy(m);
    }
    vb_free(&b);
}

/* ---- (b) SentencePiece -------------------------------------------------------- */

#define U2581 "\xe2\x96\x81"

static void spm_base(vb *b, int with_bytes) {
    int i;
    memset(b, 0, sizeof *b);
    vb_adds(b, "<unk>", 2);
    vb_adds(b, "<s>", 3);
    vb_adds(b, "</s>", 3);
    for (i = 0; with_bytes && i < 256; i++) {
        char t[8];
        snprintf(t, sizeof t, "<0x%02X>", i);
        vb_add(b, t, 6, 6, 0.0f);
    }
    vb_add(b, U2581, 3, 1, -1.0f);
    vb_add(b, "h", 1, 1, -2.0f);
    vb_add(b, "e", 1, 1, -2.0f);
    vb_add(b, "l", 1, 1, -2.0f);
    vb_add(b, "o", 1, 1, -2.0f);
    vb_add(b, "i", 1, 1, -2.0f);
    vb_add(b, U2581 "h", 4, 1, -3.0f);
    vb_add(b, "ll", 2, 1, -1.5f);
    vb_add(b, "llo", 3, 1, -2.5f);
    vb_add(b, "he", 2, 1, -4.0f);
    vb_add(b, U2581 "he", 5, 1, -2.0f);
    vb_add(b, U2581 "hello", 8, 1, -0.5f);
    vb_add(b, "ello", 4, 1, -6.0f);
    vb_add(b, "\xc3\xa9", 2, 1, -3.0f);
    vb_add(b, U2581 U2581, 6, 1, -2.0f);
    vb_add(b, "<tool>", 6, 4, 0.0f);
}

static int spm_id(const vb *b, const char *s) { return vb_find(b, s, strlen(s)); }

/* naive reference: repeatedly merge the best-scoring adjacent pair (leftmost on ties) */
static int spm_reference(const vb *b, const char *text, int prefix, int *out) {
    char buf[4096];
    int start[1024], len[1024], ns = 0, i, n = 0, m = 0;
    size_t k;
    if (prefix) { memcpy(buf, U2581, 3); m = 3; }
    for (k = 0; text[k]; k++) {
        if (text[k] == ' ') { memcpy(buf + m, U2581, 3); m += 3; }
        else buf[m++] = text[k];
    }
    for (i = 0; i < m; ns++) {
        unsigned c = (unsigned char)buf[i];
        int l = c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        if (l > m - i) l = m - i;
        start[ns] = i;
        len[ns] = l;
        i += l;
    }
    for (;;) {
        int best = -1, id;
        float bs = 0;
        for (i = 0; i + 1 < ns; i++) {
            id = vb_find(b, buf + start[i], (size_t)(len[i] + len[i + 1]));
            if (id >= 0 && (best < 0 || b->score[id] > bs)) { best = i; bs = b->score[id]; }
        }
        if (best < 0) break;
        len[best] += len[best + 1];
        memmove(start + best + 1, start + best + 2, sizeof(int) * (size_t)(ns - best - 2));
        memmove(len + best + 1, len + best + 2, sizeof(int) * (size_t)(ns - best - 2));
        ns--;
    }
    for (i = 0; i < ns; i++) {
        int id = vb_find(b, buf + start[i], (size_t)len[i]), j;
        if (id >= 0) { out[n++] = id; continue; }
        for (j = 0; j < len[i]; j++) {
            char t[8];
            snprintf(t, sizeof t, "<0x%02X>", (unsigned char)buf[start[i] + j]);
            id = vb_find(b, t, 6);
            out[n++] = id >= 0 ? id : vb_find(b, "<unk>", 5);
        }
    }
    out[n] = -1;
    return n;
}

static void test_spm(void) {
    vb b;
    vki_model *m;
    int w[16], i;
    spm_base(&b, 1);
    m = vb_model(&b, VKI_TOKENIZER_SPM, NULL, 1, 1);
    w[0] = spm_id(&b, U2581 "hello"); w[1] = -1;
    expect_ids(m, "hello", 0, w, "spm merges");
    w[0] = spm_id(&b, U2581 "he"); w[1] = spm_id(&b, "ll"); w[2] = -1;
    expect_ids(m, "hell", 0, w, "spm partial");
    w[0] = spm_id(&b, U2581 "h"); w[1] = spm_id(&b, "<0xF0>"); w[2] = spm_id(&b, "<0x9F>"); w[3] = spm_id(&b, "<0x98>");
    w[4] = spm_id(&b, "<0x80>"); w[5] = -1;
    expect_ids(m, "h\xf0\x9f\x98\x80", 0, w, "byte fallback");
    w[0] = 1; w[1] = spm_id(&b, U2581 "hello"); w[2] = -1;
    expect_ids(m, "hello", VKI_TOKENIZE_ADD_BOS, w, "add bos");
    w[0] = -1;
    expect_ids(m, "", 0, w, "empty");
    w[0] = 1; w[1] = -1;
    expect_ids(m, "", VKI_TOKENIZE_ADD_BOS, w, "empty with bos");
    /* a special token: the text after it gets the prefix space again */
    w[0] = 1; w[1] = spm_id(&b, U2581 "h"); w[2] = spm_id(&b, "i"); w[3] = -1;
    expect_ids(m, "<s>hi", VKI_TOKENIZE_SPECIAL, w, "special then text");
    w[0] = spm_id(&b, U2581 "h"); w[1] = spm_id(&b, "i"); w[2] = spm_id(&b, "<tool>");
    w[3] = spm_id(&b, U2581); w[4] = spm_id(&b, "i"); w[5] = -1;
    expect_ids(m, "hi<tool>i", 0, w, "user-defined token always parsed");
    {   /* the heap merge equals the naive reference on random strings */
        static const char *const pieces[] = {"h", "e", "l", "o", "i", " ", "  ", "\xc3\xa9", "\xf0\x9f\x98\x80",
                                             "x", "ll"};
        vkt_seed(7);
        for (i = 0; i < 300; i++) {
            char text[256];
            int ref[1200], n = 0, k, parts = (int)vkt_randu(12);
            text[0] = 0;
            for (k = 0; k < parts; k++) strcat(text, pieces[vkt_randu(sizeof pieces / sizeof *pieces)]);
            spm_reference(&b, text, 1, ref);
            while (ref[n] != -1) n++;
            if (!text[0]) ref[0] = -1;
            expect_ids(m, text, 0, ref, "spm reference");
        }
    }
    vki_model_destroy(m);
    /* a token with U+2581 after other text turns word-by-word merging off */
    vb_add(&b, "o" U2581, 4, 1, -0.1f);
    m = vb_model(&b, VKI_TOKENIZER_SPM, NULL, 1, 1);
    VKT_CHECK(!((vki__tok *)m->tok)->spm_split, "split stays off");
    w[0] = spm_id(&b, U2581 "he");
    w[1] = spm_id(&b, "ll");
    w[2] = spm_id(&b, "o" U2581);
    w[3] = spm_id(&b, "h");
    w[4] = -1;
    expect_ids(m, "hello h", 0, w, "merge across words");
    {
        static const char *const pieces[] = {"h", "e", "l", "o", "i", " ", "  ", "o ", "x"};
        for (i = 0; i < 300; i++) {
            char text[256];
            int ref[1200], k, parts = (int)vkt_randu(12);
            text[0] = 0;
            for (k = 0; k < parts; k++) strcat(text, pieces[vkt_randu(sizeof pieces / sizeof *pieces)]);
            spm_reference(&b, text, 1, ref);
            if (!text[0]) ref[0] = -1;
            expect_ids(m, text, 0, ref, "spm reference, no split");
        }
    }
    vki_model_destroy(m);
    vb_free(&b);
    /* no byte tokens: unknown token */
    spm_base(&b, 0);
    m = vb_model(&b, VKI_TOKENIZER_SPM, NULL, 1, 1);
    w[0] = spm_id(&b, U2581 "h"); w[1] = 0; w[2] = -1;
    expect_ids(m, "hz", 0, w, "unknown");
    ((vki__vocab *)&m->vocab)->add_space_prefix = 0;
    w[0] = spm_id(&b, "he"); w[1] = spm_id(&b, "llo"); w[2] = -1;
    expect_ids(m, "hello", 0, w, "no prefix space");
    vki_model_destroy(m);
    vb_free(&b);
}

/* ---- (b) special tokens, BOS --------------------------------------------------- */

static void test_special_tokens(void) {
    vb b;
    vki_model *m, *m2;
    int w[16], n, i, ctrl, user, bos, bc, cde;
    int32_t *ids;
    bpe_base(&b);
    bpe_merge(&b, "h", "i", 0);
    ctrl = vb_adds(&b, "<|im_start|>", 3);
    user = vb_adds(&b, "<tool>", 4);
    bos = vb_adds(&b, "<s>", 3);
    vb_adds(&b, "<a>", 3);
    vb_adds(&b, "<a><b>", 3);
    bc = vb_adds(&b, "bc", 3);
    cde = vb_adds(&b, "cde", 3);
    m = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 1, bos);
    w[0] = ctrl; w[1] = bl_id(&b, "hi"); w[2] = -1;
    expect_ids(m, "<|im_start|>hi", VKI_TOKENIZE_SPECIAL, w, "control parsed");
    ids = tok(m, "<|im_start|>hi", -1, 0, &n);
    VKT_CHECK(n > 2, "control not parsed without SPECIAL: %d ids", n);
    for (i = 0; i < n; i++) VKT_CHECK(ids[i] != ctrl, "control id without SPECIAL");
    free(ids);
    w[0] = bl_id(&b, "hi"); w[1] = user; w[2] = bl_id(&b, "hi"); w[3] = -1;
    expect_ids(m, "hi<tool>hi", 0, w, "user-defined without SPECIAL");
    expect_ids(m, "hi<tool>hi", VKI_TOKENIZE_SPECIAL, w, "user-defined with SPECIAL");
    w[0] = bl_id(&b, "x");
    w[1] = vb_find(&b, "<a><b>", 6);
    w[2] = vb_find(&b, "<a>", 3);
    w[3] = bl_id(&b, "y");
    w[4] = -1;
    expect_ids(m, "x<a><b><a>y", VKI_TOKENIZE_SPECIAL, w, "longest first");
    /* llama.cpp partitions token by token, longest first: "cde" wins over an earlier "bc" */
    w[0] = bl_id(&b, "b"); w[1] = cde; w[2] = bc; w[3] = -1;
    expect_ids(m, "bcdebc", VKI_TOKENIZE_SPECIAL, w, "partition order");
    w[0] = bos; w[1] = bl_id(&b, "hi"); w[2] = -1;
    expect_ids(m, "hi", VKI_TOKENIZE_ADD_BOS, w, "add bos");
    w[0] = bos; w[1] = bos; w[2] = -1;
    expect_ids(m, "<s>", VKI_TOKENIZE_ADD_BOS | VKI_TOKENIZE_SPECIAL, w, "double bos kept");
    m2 = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 0, bos);
    w[0] = bl_id(&b, "hi"); w[1] = -1;
    expect_ids(m2, "hi", VKI_TOKENIZE_ADD_BOS, w, "add_bos off in the vocabulary");
    VKT_CHECK(vki_tokenize(m2, NULL, 0, NULL, 0, 0) == 0, "NULL text");
    VKT_CHECK(vki_tokenize(NULL, "x", 1, NULL, 0, 0) == 0, "NULL model");
    vki_model_destroy(m2);
    vki_model_destroy(m);
    vb_free(&b);
}

/* ---- detokenizer ---------------------------------------------------------------- */

static void test_detokenize(void) {
    vb b;
    vki_model *m;
    char buf[64];
    int r, ctrl, user, eot;
    vki_detokenizer d;
    bpe_base(&b);
    bpe_merge(&b, " ", "h", 0);
    ctrl = vb_adds(&b, "<|im_start|>", 3);
    user = vb_adds(&b, "<tool>", 4);
    eot = vb_adds(&b, "<|im_end|>", 3);
    vb_adds(&b, "<|endoftext|>", 3);
    m = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 0, -1);
    r = vki_token_to_piece(m, bl_id(&b, " h"), buf, sizeof buf, 0);
    VKT_CHECK(r == 2 && memcmp(buf, " h", 2) == 0, "piece ' h': %d", r);
    VKT_CHECK(vki_token_to_piece(m, ctrl, buf, sizeof buf, 0) == 0, "control hidden");
    r = vki_token_to_piece(m, ctrl, buf, sizeof buf, VKI_DETOK_SPECIAL);
    VKT_CHECK(r == 12 && memcmp(buf, "<|im_start|>", 12) == 0, "control shown: %d", r);
    r = vki_token_to_piece(m, user, buf, sizeof buf, 0);
    VKT_CHECK(r == 6 && memcmp(buf, "<tool>", 6) == 0, "user-defined shown: %d", r);
    memset(buf, 'Z', sizeof buf);
    VKT_CHECK(vki_token_to_piece(m, ctrl, buf, 5, VKI_DETOK_SPECIAL) == -12 && buf[0] == 'Z', "cap too small");
    VKT_CHECK(vki_token_to_piece(m, -1, buf, sizeof buf, 0) == 0 &&
                  vki_token_to_piece(m, 99999, buf, sizeof buf, 0) == 0,
              "bad ids");
    VKT_CHECK(vki_token_is_eog(m, eot) && vki_token_is_eog(m, vb_find(&b, "<|endoftext|>", 13)), "eog by text");
    VKT_CHECK(!vki_token_is_eog(m, ctrl) && !vki_token_is_eog(m, 5) && !vki_token_is_eog(m, -3) &&
                  !vki_token_is_eog(NULL, 0),
              "not eog");

    /* streaming: a 2-byte and a 4-byte character split over byte tokens */
    memset(&d, 0, sizeof d);
    r = vki_detokenize_push(m, &d, bl_id(&b, "\xc3"), buf, sizeof buf, 0);
    VKT_CHECK(r == 0 && d.n_pending == 1, "first half held: %d", r);
    r = vki_detokenize_push(m, &d, bl_id(&b, "\xa9"), buf, sizeof buf, 0);
    VKT_CHECK(r == 2 && memcmp(buf, "\xc3\xa9", 2) == 0, "character completed: %d", r);
    r = vki_detokenize_push(m, &d, bl_id(&b, "\xf0"), buf, sizeof buf, 0);
    r += vki_detokenize_push(m, &d, bl_id(&b, "\x9f"), buf, sizeof buf, 0);
    r += vki_detokenize_push(m, &d, bl_id(&b, "\x98"), buf, sizeof buf, 0);
    VKT_CHECK(r == 0 && d.n_pending == 3, "3 of 4 bytes held");
    /* too small: nothing changes */
    r = vki_detokenize_push(m, &d, bl_id(&b, "\x80"), buf, 3, 0);
    VKT_CHECK(r == -4 && d.n_pending == 3, "cap too small: %d", r);
    r = vki_detokenize_push(m, &d, bl_id(&b, "\x80"), buf, sizeof buf, 0);
    VKT_CHECK(r == 4 && memcmp(buf, "\xf0\x9f\x98\x80", 4) == 0 && d.n_pending == 0, "emoji completed: %d", r);
    /* an invalid byte is replaced at once; an unfinished character at the end by flush */
    r = vki_detokenize_push(m, &d, bl_id(&b, "\x80"), buf, sizeof buf, 0);
    VKT_CHECK(r == 3 && memcmp(buf, "\xef\xbf\xbd", 3) == 0, "lone continuation byte: %d", r);
    r = vki_detokenize_push(m, &d, bl_id(&b, "\xe4"), buf, sizeof buf, 0);
    r += vki_detokenize_push(m, &d, bl_id(&b, "a"), buf, sizeof buf, 0);
    VKT_CHECK(r == 4 && memcmp(buf, "\xef\xbf\xbd" "a", 4) == 0, "broken sequence: %d", r);
    r = vki_detokenize_push(m, &d, bl_id(&b, "\xe4"), buf, sizeof buf, 0);
    VKT_CHECK(r == 0, "held");
    VKT_CHECK(vki_detokenize_flush(&d, buf, 2) == -3, "flush cap");
    r = vki_detokenize_flush(&d, buf, sizeof buf);
    VKT_CHECK(r == 3 && memcmp(buf, "\xef\xbf\xbd", 3) == 0 && d.n_pending == 0, "flush: %d", r);
    VKT_CHECK(vki_detokenize_flush(&d, buf, sizeof buf) == 0, "empty flush");
    r = vki_detokenize_push(m, &d, ctrl, buf, sizeof buf, VKI_DETOK_SPECIAL);
    VKT_CHECK(r == 12, "special in stream");
    vki_model_destroy(m);
    vb_free(&b);

    /* SentencePiece: the first piece with text loses its prefix space */
    spm_base(&b, 1);
    m = vb_model(&b, VKI_TOKENIZER_SPM, NULL, 1, 1);
    memset(&d, 0, sizeof d);
    r = vki_detokenize_push(m, &d, 1, buf, sizeof buf, 0);
    VKT_CHECK(r == 0, "bos renders nothing");
    r = vki_detokenize_push(m, &d, spm_id(&b, U2581 "hello"), buf, sizeof buf, 0);
    VKT_CHECK(r == 5 && memcmp(buf, "hello", 5) == 0, "first piece: %d", r);
    r = vki_detokenize_push(m, &d, spm_id(&b, U2581 "hello"), buf, sizeof buf, 0);
    VKT_CHECK(r == 6 && memcmp(buf, " hello", 6) == 0, "second piece: %d", r);
    r = vki_detokenize_push(m, &d, spm_id(&b, "<0x41>"), buf, sizeof buf, 0);
    VKT_CHECK(r == 1 && buf[0] == 'A', "byte token: %d", r);
    r = vki_token_to_piece(m, 0, buf, sizeof buf, VKI_DETOK_SPECIAL);
    VKT_CHECK(r == 5 && memcmp(buf, "<unk>", 5) == 0, "unknown token shown: %d", r);
    VKT_CHECK(vki_token_is_eog(m, 2) && !vki_token_is_eog(m, 1), "spm eos");
    vki_model_destroy(m);
    vb_free(&b);
}

/* ---- (c) round trips ----------------------------------------------------------- */

/* random valid UTF-8: ASCII, whitespace of every kind, 2/3/4-byte characters */
static size_t rand_utf8(char *out, size_t cap, int no_2581) {
    static const char *const pool[] = {"a",
                                       "b",
                                       "Z",
                                       "q",
                                       "0",
                                       "7",
                                       " ",
                                       " ",
                                       "  ",
                                       "\n",
                                       "\t",
                                       "\r\n",
                                       ".",
                                       ",",
                                       "'",
                                       "'s",
                                       "'LL",
                                       "(",
                                       "!",
                                       "\xc3\xa9",
                                       "\xc3\x9f",
                                       "\xd0\xb4",
                                       "\xd9\xa3",
                                       "\xe4\xbd\xa0",
                                       "\xe5\xa5\xbd",
                                       "\xe3\x80\x80",
                                       "\xe2\x80\xa8",
                                       "\xe2\x80\x94",
                                       "\xe2\x96\x81",
                                       "\xf0\x9f\x98\x80",
                                       "\xf0\x9d\x94\x98",
                                       "\xc2\xa0",
                                       "\xc2\x85",
                                       "1234",
                                       "hello",
                                       " world",
                                       "<",
                                       "|",
                                       "\xef\xbf\xbd"};
    size_t n = 0, k = vkt_randu(40), i;
    for (i = 0; i < k; i++) {
        const char *p;
        size_t l;
        if (vkt_randu(8) == 0) {  /* any codepoint */
            uint32_t c = 1 + vkt_randu(0x10FFFF);
            uint8_t u[4];
            if ((c >= 0xD800 && c < 0xE000) || (no_2581 && c == 0x2581)) c = 0x41;
            l = vki__utf8_put(c, u);
            if (n + l < cap) { memcpy(out + n, u, l); n += l; }
            continue;
        }
        p = pool[vkt_randu(sizeof pool / sizeof *pool)];
        if (no_2581 && !strcmp(p, "\xe2\x96\x81")) p = "x";
        l = strlen(p);
        if (n + l < cap) { memcpy(out + n, p, l); n += l; }
    }
    out[n] = 0;
    return n;
}

static void roundtrip(const vki_model *m, int count, int tflags, int dflags, const char *what) {
    int i, bad = 0;
    for (i = 0; i < count; i++) {
        char text[512], *back;
        /* SentencePiece reads U+2581 in the text as a space: no round trip for it */
        size_t n = rand_utf8(text, sizeof text, m->vocab.kind == VKI_TOKENIZER_SPM), bl;
        int nt;
        int32_t *ids;
        if (tflags & VKI_TOKENIZE_SPECIAL && vkt_randu(3) == 0 && n + 13 < sizeof text) {
            memmove(text + 12, text, n + 1);
            memcpy(text, "<|im_start|>", 12);
            n += 12;
        }
        ids = tok(m, text, (int)n, tflags, &nt);
        back = detok(m, ids, nt, dflags, &bl);
        if (bl != n || memcmp(back, text, n) != 0) {
            if (++bad <= 3) printf("  %s: round trip of '%s' gave '%s'\n", what, text, back);
        }
        free(ids);
        free(back);
    }
    VKT_CHECK(bad == 0, "%s: %d of %d round trips differ", what, bad, count);
}

static void test_roundtrip(void) {
    static const char *const pres[4] = {"llama-bpe", "qwen2", "gpt2", "default"};
    vb b;
    int p;
    vkt_seed(11);
    bpe_base(&b);
    bpe_merge(&b, " ", "w", 0);
    bpe_merge(&b, "l", "l", 0);
    bpe_merge(&b, "\xe4", "\xbd", 0);
    bpe_merge(&b, "\xe4\xbd", "\xa0", 0);
    bpe_merge(&b, " w", "o", 0);
    vb_adds(&b, "<|im_start|>", 3);
    for (p = 0; p < 4; p++) {
        vki_model *m = vb_model(&b, VKI_TOKENIZER_BPE, pres[p], 0, -1);
        roundtrip(m, 300, 0, 0, pres[p]);
        roundtrip(m, 100, VKI_TOKENIZE_SPECIAL, VKI_DETOK_SPECIAL, "bpe special");
        vki_model_destroy(m);
    }
    vb_free(&b);
    spm_base(&b, 1);
    {
        vki_model *m = vb_model(&b, VKI_TOKENIZER_SPM, NULL, 1, 1);
        roundtrip(m, 300, 0, 0, "spm");
        roundtrip(m, 100, VKI_TOKENIZE_ADD_BOS, 0, "spm with bos");
        vki_model_destroy(m);
    }
    vb_free(&b);
}

static void test_roundtrip_shared(void) {
    static const char *const names[3] = {"ggml-vocab-qwen2.gguf", "ggml-vocab-llama-bpe.gguf",
                                         "ggml-vocab-llama-spm.gguf"};
    int k, any = 0;
    if (!vkt_shared_dir()) VKT_SKIP("shared folder absent (../shared/vocab)");
    vkt_seed(13);
    for (k = 0; k < 3; k++) {
        vki_model *m = load_shared(names[k]);
        if (!m) continue;
        any = 1;
        roundtrip(m, 300, 0, 0, names[k]);
        if (k < 2) roundtrip(m, 100, VKI_TOKENIZE_SPECIAL, VKI_DETOK_SPECIAL, names[k]);
        vki_model_destroy(m);
    }
    if (!any) VKT_SKIP("no shared vocabularies");
}

/* word-by-word SentencePiece merging gives the ids of whole-text merging */
static void test_spm_split_shared(void) {
    vki_model *m;
    char *text = (char *)malloc(1 << 16);
    size_t n = 0;
    int na, nb, i, same;
    int32_t *a, *b;
    if (!vkt_shared_dir()) VKT_SKIP("shared folder absent (../shared/vocab)");
    m = load_shared("ggml-vocab-llama-spm.gguf");
    if (!m) { free(text); VKT_SKIP("llama-spm vocabulary absent"); }
    VKT_CHECK(((vki__tok *)m->tok)->spm_split, "Llama-2 vocabulary splits by word");
    vkt_seed(17);
    while (n < 60000) n += rand_utf8(text + n, 512, 0);
    a = tok(m, text, (int)n, 0, &na);
    ((vki__tok *)m->tok)->spm_split = 0;
    b = tok(m, text, (int)n, 0, &nb);
    same = na == nb;
    for (i = 0; same && i < na; i++) same = a[i] == b[i];
    VKT_CHECK(same && na > 1000, "split %d ids, whole %d ids", na, nb);
    free(a);
    free(b);
    free(text);
    vki_model_destroy(m);
}

/* ---- (d) chat templates ----------------------------------------------------------- */

static void expect_chat(const vki_model *m, vki_chat_template t, int no_gen, int no_think, const vki_chat_message *msgs,
                        int n, const char *want) {
    vki_chat_desc cd;
    char buf[2048];
    int r, wl = (int)strlen(want);
    memset(&cd, 0, sizeof cd);
    cd.tmpl = t;
    cd.no_generation_prompt = no_gen;
    cd.disable_thinking = no_think;
    r = vki_chat_format(m, &cd, msgs, n, buf, sizeof buf);
    VKT_CHECK(r == wl && strcmp(buf, want) == 0, "template %d: got (%d)\n%s\nwant (%d)\n%s", (int)t, r,
              r > 0 ? buf : "", wl, want);
    VKT_CHECK(vki_chat_format(m, &cd, msgs, n, buf, wl) == -(wl + 1), "cap one short");
    VKT_CHECK(vki_chat_format(m, &cd, msgs, n, NULL, 0) == -(wl + 1), "size query");
    VKT_CHECK(vki_chat_format(m, &cd, msgs, n, buf, wl + 1) == wl && buf[wl] == 0, "exact fit");
}

static void test_chat_format(void) {
    vki_chat_message conv[4];
    vki_chat_message think[3];
    vki_chat_message tools[4];
    conv[0].role = "system"; conv[0].content = "You are helpful.";
    conv[1].role = "user"; conv[1].content = "Hi";
    conv[2].role = "assistant"; conv[2].content = "Hello!";
    conv[3].role = "user"; conv[3].content = " How are you?\n";
    expect_chat(NULL, VKI_CHAT_CHATML, 0, 0, conv, 4,
                "<|im_start|>system\nYou are helpful.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n"
                "<|im_start|>assistant\nHello!<|im_end|>\n<|im_start|>user\n How are "
                "you?\n<|im_end|>\n<|im_start|>assistant\n");
    expect_chat(NULL, VKI_CHAT_CHATML, 1, 0, conv, 2,
                "<|im_start|>system\nYou are helpful.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n");
    expect_chat(NULL, VKI_CHAT_QWEN3, 0, 0, conv, 4,
                "<|im_start|>system\nYou are helpful.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n"
                "<|im_start|>assistant\nHello!<|im_end|>\n<|im_start|>user\n How are "
                "you?\n<|im_end|>\n<|im_start|>assistant\n");
    expect_chat(NULL, VKI_CHAT_QWEN3, 0, 1, conv + 1, 1,
                "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n");
    expect_chat(NULL, VKI_CHAT_QWEN3, 1, 1, conv + 1, 1, "<|im_start|>user\nHi<|im_end|>\n");
    /* Qwen3 drops the reasoning of earlier turns and keeps it after the last query */
    think[0].role = "user"; think[0].content = "Hi";
    think[1].role = "assistant"; think[1].content = "<think>\nhmm\n</think>\n\nHello!";
    think[2].role = "user"; think[2].content = "Again";
    expect_chat(NULL, VKI_CHAT_QWEN3, 0, 0, think, 3,
                "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\nHello!<|im_end|>\n"
                "<|im_start|>user\nAgain<|im_end|>\n<|im_start|>assistant\n");
    expect_chat(NULL, VKI_CHAT_QWEN3, 1, 0, think, 2,
                "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n<think>\nhmm\n</think>\n\nHello!<|im_end|>\n");
    expect_chat(NULL, VKI_CHAT_QWEN3, 1, 0, conv + 1, 2,
                "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\nHello!<|im_end|>\n");
    tools[0].role = "user"; tools[0].content = "Weather?";
    tools[1].role = "assistant"; tools[1].content = "Calling.";
    tools[2].role = "tool"; tools[2].content = "{\"t\":21}";
    tools[3].role = "tool"; tools[3].content = "{\"t\":22}";
    expect_chat(NULL, VKI_CHAT_QWEN3, 0, 0, tools, 4,
                "<|im_start|>user\nWeather?<|im_end|>\n<|im_start|>assistant\nCalling.<|im_end|>\n"
                "<|im_start|>user\n<tool_response>\n{\"t\":21}\n</tool_response>\n<tool_response>\n{\"t\":22}\n</"
                "tool_response><|im_end|>\n"
                "<|im_start|>assistant\n");
    expect_chat(NULL, VKI_CHAT_LLAMA3, 0, 0, conv, 4,
                "<|start_header_id|>system<|end_header_id|>\n\nYou are helpful.<|eot_id|>"
                "<|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>"
                "<|start_header_id|>assistant<|end_header_id|>\n\nHello!<|eot_id|>"
                "<|start_header_id|>user<|end_header_id|>\n\nHow are you?<|eot_id|>"
                "<|start_header_id|>assistant<|end_header_id|>\n\n");
    expect_chat(NULL, VKI_CHAT_LLAMA3, 1, 0, conv + 1, 1, "<|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>");
    expect_chat(NULL, VKI_CHAT_LLAMA2, 0, 0, conv, 4,
                "[INST] <<SYS>>\nYou are helpful.\n<</SYS>>\n\nHi [/INST]Hello!</s>[INST]  How are you?\n [/INST]");
    expect_chat(NULL, VKI_CHAT_LLAMA2, 0, 0, conv + 1, 1, "[INST] Hi [/INST]");
    expect_chat(NULL, VKI_CHAT_CHATML, 0, 0, conv, 0, "<|im_start|>assistant\n");
}

static int n_template_warnings;
static void count_log(void *user, int level, const char *id, const char *msg) {
    (void)user;
    if (!strcmp(id, "VKI_W_CHAT_TEMPLATE")) n_template_warnings++;
    else printf("  log %d %s: %s\n", level, id, msg);
}

static void test_chat_detect(void) {
    static const char *const tmpls[] = {
        "{%- if enable_thinking is defined %}<|im_start|>{{ message.role }}{%- endif %}",
        "{{'<|im_start|>' + m.role}}{% if '<think>' in c %}{% endif %}",
        ("{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + "
         "'<|im_end|>' + '\\n'}}{% endfor %}"),
        "{{ '<|start_header_id|>' + message['role'] + '<|end_header_id|>\\n\\n' }}",
        "{{ bos_token + '[INST] ' + content.strip() + ' [/INST]' }}",
        "{{ unknown }}"};
    static const vki_chat_template want[] = {VKI_CHAT_QWEN3, VKI_CHAT_QWEN3, VKI_CHAT_CHATML, VKI_CHAT_LLAMA3,
                                             VKI_CHAT_LLAMA2, VKI_CHAT_AUTO};
    vb b;
    size_t k;
    vki_chat_message msg;
    vki_chat_desc cd;
    char buf[256];
    int r;
    msg.role = "user";
    msg.content = "x";
    memset(&cd, 0, sizeof cd);
    bpe_base(&b);
    for (k = 0; k < sizeof tmpls / sizeof *tmpls; k++) {
        vki__vocab v;
        vki_model *m = vb_model(&b, VKI_TOKENIZER_BPE, "qwen2", 0, -1);
        v = m->vocab;
        vki_model_destroy(m);
        v.n_tokens = b.n;
        v.text = (const char **)b.tok;
        v.len = b.len;
        v.types = b.type;
        v.merge_text = (const char **)b.mer;
        v.merge_len = b.mlen;
        v.scores = NULL;
        v.blob = NULL;
        v.chat_template = tmpls[k];
        v.chat_template_len = (int32_t)strlen(tmpls[k]);
        VKT_CHECK(vki__model_from_vocab(ctx, &v, &m) == VKI_SUCCESS, "model");
        n_template_warnings = 0;
        VKT_CHECK(vki_chat_template_detect(m) == want[k], "template %d detected as %d", (int)k,
                  (int)vki_chat_template_detect(m));
        VKT_CHECK(n_template_warnings == 0, "warning count %d", n_template_warnings);
        cd.tmpl = VKI_CHAT_LLAMA2;  /* the desc overrides the model */
        r = vki_chat_format(m, &cd, &msg, 1, buf, sizeof buf);
        VKT_CHECK(r > 0 && strcmp(buf, "[INST] x [/INST]") == 0, "override: %s", buf);
        cd.tmpl = VKI_CHAT_AUTO;
        vki_model_destroy(m);
    }
    vb_free(&b);
    {
        vki_model *m = load_shared("ggml-vocab-qwen2.gguf");
        if (m) {
            VKT_CHECK(vki_chat_template_detect(m) == VKI_CHAT_CHATML, "qwen2 vocabulary: ChatML");
            r = vki_chat_format(m, &cd, &msg, 1, buf, sizeof buf); /* its own template, rendered */
            VKT_CHECK(r > 0 && strstr(buf, "<|im_start|>user\nx<|im_end|>\n<|im_start|>assistant\n"), "qwen2: %s", buf);
            vki_model_destroy(m);
        }
        m = load_shared("ggml-vocab-llama-spm.gguf");
        if (m) {  /* no template in the file: no guess either */
            VKT_CHECK(vki_chat_template_detect(m) == VKI_CHAT_AUTO, "missing template: no built-in");
            r = vki_chat_format(m, &cd, &msg, 1, buf, sizeof buf);
            VKT_CHECK(r == 0 && strstr(vki_last_error(ctx), "no chat template"), "missing template: %d %s", r,
                      vki_last_error(ctx));
            vki_model_destroy(m);
        }
    }
}

/* ---- fuzz corpus and regressions ------------------------------------------------ */

/* Every input kept in tests/corpus/tokenizer (seeds, and crash inputs the fuzzer found)
   goes through the fuzz target's own models and checks (tests/tok_fixture.h): as the
   fuzzer runs it (the first byte picks model, flags and capacities), and through every
   model with and without VKI_TOKENIZE_SPECIAL. */
static void test_fuzz_corpus(void) {
    DIR *dir = opendir("tests/corpus/tokenizer");
    struct dirent *e;
    vki_model *ms[TOKFX_NMODELS];
    int k, files = 0;
    if (!dir) VKT_SKIP("tests/corpus/tokenizer not found (run from the repository root)");
    VKT_CHECK(tokfx_models(ctx, vkt_shared_dir(), ms) == 0, "the fuzz target's models: %s", vki_last_error(ctx));
    while ((e = readdir(dir)) != NULL) {
        char path[512];
        size_t n;
        char *data;
        const char *fail;
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "tests/corpus/tokenizer/%s", e->d_name);
        data = read_file(path, &n);
        if (!data || n < 1) { free(data); continue; }
        files++;
        fail = tokfx_input(ms, (const uint8_t *)data, n);
        VKT_CHECK(!fail, "%s as fuzzed: %s", e->d_name, fail);
        for (k = 0; k < TOKFX_NMODELS; k++) {
            if (!ms[k]) continue;
            fail = tokfx_check(ms[k], (const uint8_t *)data + 1, n - 1, 0, (unsigned)n * 2654435761u);
            VKT_CHECK(!fail, "%s, model %d: %s", e->d_name, k, fail);
            fail = tokfx_check(ms[k], (const uint8_t *)data + 1, n - 1, VKI_TOKENIZE_SPECIAL, (unsigned)n * 40503u);
            VKT_CHECK(!fail, "%s, model %d, SPECIAL: %s", e->d_name, k, fail);
        }
        free(data);
    }
    closedir(dir);
    VKT_CHECK(files >= 5, "only %d corpus files", files);
    for (k = 0; k < TOKFX_NMODELS; k++) vki_model_destroy(ms[k]);
}

int main(void) {
    vki_context_desc cd;
    (void)vkt_randf;
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    cd.log = count_log;
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) { printf("no context\n"); return 1; }
    VKT_RUN(test_vectors_qwen2);
    VKT_RUN(test_vectors_llama_bpe);
    VKT_RUN(test_vectors_llama_spm);
    VKT_RUN(test_bpe_merge_rank);
    VKT_RUN(test_bpe_ignore_merges);
    VKT_RUN(test_pretokenizers);
    VKT_RUN(test_pretokenizer_tekken);
    VKT_RUN(test_pretokenizer_gpt4o);
    VKT_RUN(test_pretokenizer_qwen35);
    VKT_RUN(test_spm);
    VKT_RUN(test_special_tokens);
    VKT_RUN(test_detokenize);
    VKT_RUN(test_roundtrip);
    VKT_RUN(test_roundtrip_shared);
    VKT_RUN(test_spm_split_shared);
    VKT_RUN(test_chat_format);
    VKT_RUN(test_chat_detect);
    VKT_RUN(test_fuzz_corpus);
    vki_context_destroy(ctx);
    return vkt_summary();
}
