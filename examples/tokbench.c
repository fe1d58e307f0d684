/* tokbench: tokenizer throughput.
     cc -O2 -o tokbench examples/tokbench.c -lm -ldl
     ./tokbench VOCAB.gguf [TEXT_FILE] [--special] [--repeat N]
   Without TEXT_FILE it tokenizes a generated 1 MiB mix of English, C code and other
   scripts. Prints MiB/s, tokens and seconds (best of the repeats), and checks that
   detokenizing gives the text back. */
#define VKINFER_IMPLEMENTATION
#include "../vkinfer.h"
#include <time.h>

#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
static double now_s(void) {
    LARGE_INTEGER t, f;
    QueryPerformanceCounter(&t);
    QueryPerformanceFrequency(&f);
    return (double)t.QuadPart / (double)f.QuadPart;
}
#else
static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
#endif

static unsigned long long rng = 0x2545F4914F6CDD1Dull;
static unsigned rnd(unsigned n) {
    rng ^= rng >> 12; rng ^= rng << 25; rng ^= rng >> 27;
    return (unsigned)((rng * 0x2545F4914F6CDD1Dull) >> 33) % n;
}

static char *gen_text(size_t want, size_t *n) {
    static const char *const english[] = {
        "The quick brown fox jumps over the lazy dog. ", "It's what we'll do, isn't it? ",
        "In 2024, about 1,234,567 people visited the museum (a 12.5% rise). ",
        "Tokenizers split text into pieces that a language model understands.\n",
        "She said: \"Don't forget the meeting at 10:30 on Monday!\" ",
        "Performance matters; memory bandwidth bounds single-batch decoding.\n\n"};
    static const char *const code[] = {
        "int main(int argc, char **argv) {\n    return argc > 1 ? atoi(argv[1]) : 0;\n}\n",
        "for (size_t i = 0; i < n; i++) {\n\tsum += a[i] * b[i];\n}\n",
        "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n\n",
        "    if (x->next != NULL && x->len >= 0x7fff) { free(x); }\n",
        "<div class=\"row\"><span id='a1'>{{ value | escape }}</span></div>\n"};
    static const char *const other[] = {
        "\xe6\x88\x91\xe4\xbb\xac\xe7\x9a\x84\xe6\xa8\xa1\xe5\x9e\x8b\xe5\x9c\xa8\xe6\x9c\xac\xe5\x9c\xb0\xe8\xbf\x90"
        "\xe8\xa1\x8c\xe3\x80\x82",
        "\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5\xd1\x82, \xd0\xbc\xd0\xb8\xd1\x80! \xd0\x9a\xd0\xb0\xd0\xba "
        "\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb0? ",
        "\xe3\x81\x93\xe3\x82\x93\xe3\x81\xab\xe3\x81\xa1\xe3\x81\xaf\xe4\xb8\x96\xe7\x95\x8c\xe3\x80\x81\xe3\x83\x86"
        "\xe3\x82\xb9\xe3\x83\x88\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82",
        "\xd9\x85\xd8\xb1\xd8\xad\xd8\xa8\xd8\xa7 \xd8\xa8\xd8\xa7\xd9\x84\xd8\xb9\xd8\xa7\xd9\x84\xd9\x85 ",
        "Gr\xc3\xbc\xc3\x9f"
        "e aus M\xc3\xbc"
        "nchen, \xc3\xa7"
        "a va tr\xc3\xa8"
        "s bien. ",
        "\xf0\x9f\x9a\x80\xf0\x9f\x94\xa5 emoji \xf0\x9f\x98\x80 ",
        "\xce\x9a\xce\xb1\xce\xbb\xce\xb7\xce\xbc\xce\xad\xcf\x81\xce\xb1 \xce\xba\xcf\x8c\xcf\x83\xce\xbc\xce\xb5 "};
    static const char *const syl[] = {"ka", "lo", "mi", "tre", "sun", "ph", "qu", "ix", "or", "zen", "bal", "de", "st"};
    char *s = (char *)malloc(want + 256);
    size_t o = 0;
    while (o < want) {
        unsigned k = rnd(10);
        const char *p;
        char w[64];
        if (k < 4) p = english[rnd(sizeof english / sizeof *english)];
        else if (k < 7) p = code[rnd(sizeof code / sizeof *code)];
        else if (k < 9) p = other[rnd(sizeof other / sizeof *other)];
        else {  /* a made-up word and number, so that not every word repeats */
            int i, nsyl = 1 + (int)rnd(4), l = 0;
            w[l++] = ' ';
            for (i = 0; i < nsyl; i++) l += sprintf(w + l, "%s", syl[rnd(sizeof syl / sizeof *syl)]);
            l += sprintf(w + l, " %u ", rnd(100000));
            p = w;
        }
        {
            size_t l = strlen(p);
            if (o + l > want) break;
            memcpy(s + o, p, l);
            o += l;
        }
    }
    s[o] = 0;
    *n = o;
    return s;
}

int main(int argc, char **argv) {
    vki_context_desc cd;
    vki_context *ctx;
    vki_model *m;
    const char *vocab = NULL, *file = NULL;
    char *text;
    size_t n = 0;
    int i, flags = 0, repeat = 3, ntok = 0, cap;
    int32_t *ids;
    double best = 1e30;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--special")) flags |= VKI_TOKENIZE_SPECIAL;
        else if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = atoi(argv[++i]);
        else if (!vocab) vocab = argv[i];
        else file = argv[i];
    }
    if (!vocab) {
        fprintf(stderr, "usage: %s VOCAB.gguf [TEXT_FILE] [--special] [--repeat N]\n", argv[0]);
        return 2;
    }
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) { fprintf(stderr, "context: failed\n"); return 1; }
    if (vki_model_load(ctx, vocab, NULL, &m) != VKI_SUCCESS) {
        fprintf(stderr, "%s: %s\n", vocab, vki_last_error(ctx));
        return 1;
    }
    if (file) {
        FILE *f = fopen(file, "rb");
        long sz;
        if (!f) { perror(file); return 1; }
        fseek(f, 0, SEEK_END);
        sz = ftell(f);
        fseek(f, 0, SEEK_SET);
        text = (char *)malloc((size_t)sz + 1);
        n = fread(text, 1, (size_t)sz, f);
        fclose(f);
    } else {
        text = gen_text((size_t)1 << 20, &n);
    }
    if (n > (size_t)INT32_MAX / 2) { fprintf(stderr, "text too large\n"); return 1; }
    cap = (int)n + 16;
    ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)cap);
    for (i = 0; i < (repeat > 0 ? repeat : 1); i++) {
        double t0 = now_s(), dt;
        ntok = vki_tokenize(m, text, (int)n, ids, cap, flags);
        dt = now_s() - t0;
        if (dt < best) best = dt;
    }
    printf("%s: %zu bytes -> %d tokens in %.4f s (%.2f MiB/s, %.2f bytes/token)\n", vocab, n, ntok, best,
           (double)n / (1024.0 * 1024.0) / best, ntok > 0 ? (double)n / ntok : 0.0);
    {   /* round trip */
        vki_detokenizer d;
        char *back = (char *)malloc(n * 2 + 64), buf[4096];
        size_t o = 0;
        memset(&d, 0, sizeof d);
        for (i = 0; i < ntok; i++) {
            int r = vki_detokenize_push(m, &d, ids[i], buf, sizeof buf, flags ? VKI_DETOK_SPECIAL : 0);
            if (r > 0 && o + (size_t)r <= n * 2) { memcpy(back + o, buf, (size_t)r); o += (size_t)r; }
        }
        i = vki_detokenize_flush(&d, buf, sizeof buf);
        if (i > 0 && o + (size_t)i <= n * 2) { memcpy(back + o, buf, (size_t)i); o += (size_t)i; }
        if (o == n && memcmp(back, text, n) == 0) printf("round trip: identical\n");
        else {
            size_t k = 0;
            while (k < o && k < n && back[k] == text[k]) k++;
            printf("round trip: differs at byte %zu of %zu (got %zu bytes)\n", k, n, o);
        }
        free(back);
    }
    free(ids);
    free(text);
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return 0;
}
