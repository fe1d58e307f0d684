/* Shared by the GPU test programs that write their models (include after test.h):
   tests/mkmodel.c without its main, and vkt_write_model, which writes mkmodel's tiny
   model and prints mkmodel's message when that fails. */
#ifndef VKT_MODEL_WRITER_H
#define VKT_MODEL_WRITER_H
#define MKMODEL_NO_MAIN
#include "mkmodel.c"

/* The tiny preset of arch and weight type (mk_write_tiny) with random weights from seed:
   tied or separate output (-1: the preset's), the vocabulary copied from the GGUF file
   vocab (NULL: a synthetic one). 1 on success; 0 after printing why not. */
VKT_UNUSED static int vkt_write_model(const char *path, const char *arch, const char *type, int tied, const char *vocab,
                                      uint64_t seed) {
    char err[512];
    if (mk_write_tiny(path, arch, type, tied, vocab, seed, err, sizeof err)) {
        printf("  mkmodel: %s\n", err);
        return 0;
    }
    return 1;
}
#endif
