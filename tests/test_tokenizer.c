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

int main(void) {
    vki_context_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) { printf("no context\n"); return 1; }
    VKT_RUN(test_vectors_qwen2);
    VKT_RUN(test_vectors_llama_bpe);
    VKT_RUN(test_vectors_llama_spm);
    vki_context_destroy(ctx);
    return vkt_summary();
}
