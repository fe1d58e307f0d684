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
   where the tokenizer allows it. The models and the checks live in tests/tok_fixture.h,
   which tests/test_tokenizer.c shares to replay tests/corpus/tokenizer. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "tok_fixture.h"  /* the models and the checks, shared with tests/test_tokenizer.c */

static vki_context *fz_ctx;
static vki_model *fz_models[TOKFX_NMODELS];  /* built once per process */
static int fz_ready;

static void fz_quiet(void *user, int level, const char *id, const char *msg) {
    (void)user; (void)level; (void)id; (void)msg;
}

static void fz_setup(void) {
    const char *env = getenv("VKINFER_SHARED");
    const char *dirs[4] = {env && *env ? env : "../shared", "../shared", "../../shared", "shared"};
    const char *shared = NULL;
    vki_context_desc cd;
    int i;
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    cd.log = fz_quiet;
    if (vki_context_create(&cd, &fz_ctx) != VKI_SUCCESS) abort();
    for (i = 0; i < 4 && !shared; i++) {  /* the first that has the Qwen2 vocabulary */
        char path[512];
        FILE *f;
        snprintf(path, sizeof path, "%s/vocab/ggml-vocab-qwen2.gguf", dirs[i]);
        if ((f = fopen(path, "rb")) != NULL) {
            fclose(f);
            shared = dirs[i];
        }
    }
    if (tokfx_models(fz_ctx, shared, fz_models) != 0) abort();
    fz_ready = 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const char *fail;
    if (!fz_ready) fz_setup();
    if ((fail = tokfx_input(fz_models, data, size)) != NULL) {
        fprintf(stderr, "fuzz_tokenizer: %s\n", fail);
        abort();
    }
    return 0;
}
