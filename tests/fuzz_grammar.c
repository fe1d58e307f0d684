/* libFuzzer target for the grammar parser, the JSON Schema converter and the matcher.
   Build and run with tests/fuzz.sh, or by hand from the repository root:
      clang -g -O1 -fsanitize=fuzzer,address,undefined -I. -o fuzz_grammar tests/fuzz_grammar.c -lm -ldl
      ./fuzz_grammar CORPUS_DIR tests/corpus/grammar -dict=tests/corpus/grammar.dict
   The first input byte picks GBNF or JSON Schema and the matcher's chunk size; the rest
   is the text. A refused input must leave a message; an accepted grammar's matcher is
   fed the text itself in chunks, where a check (no commit) and a commit must agree, and
   a state that took every byte must answer can_end/done consistently. Anything else (a
   crash, a leak, a sanitizer report, an endless loop) is a finding. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"

static vki_context *fz_ctx;

static void fz_quiet(void *user, int level, const char *id, const char *msg) {
    (void)user;
    (void)level;
    (void)id;
    (void)msg;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    vki_grammar *g = NULL;
    vki_grammar_state *st = NULL;
    const char *text = (const char *)data + 1;
    int n, chunk, at, took = 1;
    vki_result r;
    if (!fz_ctx) {
        vki_context_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.no_gpu = 1;
        cd.log = fz_quiet;
        if (vki_context_create(&cd, &fz_ctx) != VKI_SUCCESS) abort();
    }
    if (size < 1) return 0;
    n = (int)(size - 1);
    chunk = 1 + (data[0] >> 1) % 7;
    fz_ctx->error[0] = 0;
    r = data[0] & 1 ? vki_grammar_from_json_schema(fz_ctx, text, n, &g) : vki_grammar_parse(fz_ctx, text, n, NULL, &g);
    if (r != VKI_SUCCESS) {
        if (g || !vki_last_error(fz_ctx)[0]) abort();
        return 0;
    }
    if (!g) abort();
    if (vki_grammar_state_create(g, &st) != VKI_SUCCESS) {
        vki_grammar_destroy(g);
        return 0; /* out of memory or stacks: a named error */
    }
    for (at = 0; at < n && took; at += chunk) {
        int c = n - at < chunk ? n - at : chunk, probe = vki_grammar_state_accept(st, text + at, c, 0);
        took = vki_grammar_state_accept(st, text + at, c, 1);
        if (probe != took) abort();
    }
    if (vki_grammar_state_done(st) && !vki_grammar_state_can_end(st)) abort();
    vki_grammar_state_destroy(st);
    vki_grammar_destroy(g);
    return 0;
}
