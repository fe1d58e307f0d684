/* libFuzzer target for the GGUF reader and the model description.
   Build and run with tests/fuzz.sh, or by hand from the repository root:
      clang -g -O1 -fsanitize=fuzzer,address,undefined -I. -o fuzz_gguf tests/fuzz_gguf.c -lm -ldl
      ./fuzz_gguf CORPUS_DIR tests/corpus/gguf -dict=tests/corpus/gguf.dict
   Every input must give either success or a named error with a message; anything
   else (a crash, a leak, a sanitizer report, an empty message) is a finding. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"

static void fuzz_quiet(void *user, int level, const char *id, const char *msg) {
    (void)user; (void)level; (void)id; (void)msg;
}

static void fuzz_exercise(vki_model *m) {
    char text[64];
    const char *key;
    vki_tensor_info ti;
    vki_model_info in;
    int i, n = vki_model_meta_count(m);
    for (i = 0; i < n; i++) {
        size_t cap = (size_t)(i % 5) * 13 + 1; /* small buffers too: truncation paths */
        if (vki_model_meta_get(m, i, &key, text, cap) != VKI_SUCCESS || strlen(text) >= cap || !key) abort();
    }
    for (i = 0; i < vki_model_tensor_count(m); i++) {
        if (vki_model_tensor_get(m, i, &ti) != VKI_SUCCESS || ti.offset + ti.bytes > m->gguf.map.size) abort();
        if (vki__gguf_tensor(&m->gguf, ti.name) != &m->gguf.tensors[i]) abort();
    }
    vki_model_get_info(m, &in);
    for (i = 0; i < m->vocab.n_tokens; i++)
        if ((int32_t)strlen(m->vocab.text[i]) > m->vocab.len[i]) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    vki_context_desc cd;
    vki_context *ctx = NULL;
    int vocab_only;
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    cd.log = fuzz_quiet;
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) abort();
    for (vocab_only = 0; vocab_only < 2; vocab_only++) {
        vki_model *m = (vki_model *)vki__calloc(1, sizeof *m);
        vki_result r;
        if (!m) abort();
        m->ctx = ctx;
        ctx->error[0] = 0;
        r = vki__gguf_parse(ctx, data, size, &m->gguf);
        if (r == VKI_SUCCESS) r = vki__model_describe(m, vocab_only);
        if (r == VKI_SUCCESS) r = vki__tokenizer_init(m);
        if (r == VKI_SUCCESS) fuzz_exercise(m);
        else if (!ctx->error[0]) abort(); /* every failure names its cause */
        vki__model_free(m);
    }
    vki_context_destroy(ctx);
    return 0;
}
