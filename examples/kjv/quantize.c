/* examples/kjv/quantize.c - rewrites an F16 GGUF with every F16 matrix in Q8_0, using
   the project's own quantizer (tests/ref.h ref_quant_row, the same rounding as
   llama.cpp's quantize_row_q8_0_ref). Every metadata key is copied as it is, except
   general.file_type (set to 7, MOSTLY_Q8_0); general.quantized_by is added. Vectors
   (norm weights, F32) and matrices whose rows are not a multiple of 32 are copied.

   Build and use from the repository root:
      cc -O2 -I. -o build/kjv-quantize examples/kjv/quantize.c -lm
      build/kjv-quantize kjv-f16.gguf examples/kjv/kjv.gguf */
#include "tests/ref.h"

#include <stdio.h>

static void put(FILE *f, const void *p, size_t n, int *bad) {
    if (n && fwrite(p, 1, n, f) != n) *bad = 1;
}
static void put_u32(FILE *f, uint32_t v, int *bad) {
    uint8_t b[4];
    int i;
    for (i = 0; i < 4; i++) b[i] = (uint8_t)(v >> (8 * i));
    put(f, b, 4, bad);
}
static void put_u64(FILE *f, uint64_t v, int *bad) {
    uint8_t b[8];
    int i;
    for (i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
    put(f, b, 8, bad);
}
static void put_str(FILE *f, const char *s, size_t n, int *bad) {
    put_u64(f, (uint64_t)n, bad);
    put(f, s, n, bad);
}
static void pad(FILE *f, uint64_t n, uint32_t align, int *bad) {
    static const uint8_t zeros[64] = {0};
    if (n % align) put(f, zeros, align - n % align, bad);
}

static int quantized(const ref_gguf_tensor *t) {
    return t->type == REF_TYPE_F16 && t->n_dims == 2 && t->ne[0] % 32 == 0;
}

int main(int argc, char **argv) {
    static const char by[] = "examples/kjv/quantize.c (tests/ref.h ref_quant_row)";
    ref_gguf g;
    char err[256];
    FILE *f;
    uint64_t i, off = 0, hdr = 0, n_kv_out;
    int bad = 0;
    float *row = NULL;
    uint8_t *q = NULL;
    if (argc != 3) {
        fprintf(stderr, "usage: %s IN-F16.gguf OUT-Q8_0.gguf\n", argv[0]);
        return 2;
    }
    if (ref_gguf_open(&g, argv[1], err, sizeof err)) {
        fprintf(stderr, "quantize: %s\n", err);
        return 1;
    }
    if (g.alignment > 64) {
        fprintf(stderr, "quantize: alignment %u over 64 is not handled\n", g.alignment);
        ref_gguf_close(&g);
        return 1;
    }
    f = fopen(argv[2], "wb");
    if (!f) {
        fprintf(stderr, "quantize: cannot create %s\n", argv[2]);
        ref_gguf_close(&g);
        return 1;
    }
    n_kv_out = g.n_kv + (ref_gguf_kv_find(&g, "general.quantized_by") ? 0 : 1);
    put_u32(f, 0x46554747u, &bad); /* "GGUF" */
    put_u32(f, 3, &bad);
    put_u64(f, g.n_t, &bad);
    put_u64(f, n_kv_out, &bad);
    for (i = 0; i < g.n_kv; i++) {
        const ref_gguf_kv *kv = &g.kv[i];
        put_str(f, kv->key, kv->key_len, &bad);
        if (kv->key_len == 17 && !memcmp(kv->key, "general.file_type", 17)) {
            put_u32(f, REF_GGUF_U32, &bad);
            put_u32(f, 7, &bad); /* LLAMA_FTYPE_MOSTLY_Q8_0 */
        } else if (kv->key_len == 20 && !memcmp(kv->key, "general.quantized_by", 20)) {
            put_u32(f, REF_GGUF_STR, &bad);
            put_str(f, by, sizeof by - 1, &bad);
        } else {
            put_u32(f, kv->type, &bad);
            put(f, g.buf + kv->voff, kv->vlen, &bad);
        }
    }
    if (n_kv_out > g.n_kv) {
        put_str(f, "general.quantized_by", 20, &bad);
        put_u32(f, REF_GGUF_STR, &bad);
        put_str(f, by, sizeof by - 1, &bad);
    }
    for (i = 0; i < g.n_t; i++) {
        const ref_gguf_tensor *t = &g.t[i];
        int type = quantized(t) ? REF_TYPE_Q8_0 : (int)t->type;
        uint32_t d;
        size_t nb = ref_row_size(type, t->ne[0]) * (size_t)(t->ne[1] * t->ne[2] * t->ne[3]);
        put_str(f, t->name, strlen(t->name), &bad);
        put_u32(f, t->n_dims, &bad);
        for (d = 0; d < t->n_dims; d++) put_u64(f, (uint64_t)t->ne[d], &bad);
        put_u32(f, (uint32_t)type, &bad);
        put_u64(f, off, &bad);
        off += (nb + g.alignment - 1) / g.alignment * g.alignment;
    }
    hdr = (uint64_t)ftell(f);
    pad(f, hdr, g.alignment, &bad);
    for (i = 0; i < g.n_t && !bad; i++) {
        const ref_gguf_tensor *t = &g.t[i];
        int64_t r, nrows = t->ne[1] * t->ne[2] * t->ne[3];
        size_t in_rs = ref_row_size((int)t->type, t->ne[0]), out_rs;
        if (!quantized(t)) {
            put(f, t->data, t->nbytes, &bad);
            pad(f, t->nbytes, g.alignment, &bad);
            continue;
        }
        out_rs = ref_row_size(REF_TYPE_Q8_0, t->ne[0]);
        row = (float *)realloc(row, sizeof(float) * (size_t)t->ne[0]);
        q = (uint8_t *)realloc(q, out_rs);
        if (!row || !q) { fprintf(stderr, "quantize: out of memory\n"); bad = 1; break; }
        for (r = 0; r < nrows && !bad; r++) {
            if (ref_dequant_row(REF_TYPE_F16, t->data + (size_t)r * in_rs, row, t->ne[0]) ||
                ref_quant_row(REF_TYPE_Q8_0, row, q, t->ne[0])) {
                fprintf(stderr, "quantize: cannot convert %s\n", t->name);
                bad = 1;
            }
            put(f, q, out_rs, &bad);
        }
        pad(f, out_rs * (uint64_t)nrows, g.alignment, &bad);
    }
    if (fclose(f)) bad = 1;
    if (bad) {
        fprintf(stderr, "quantize: failed writing %s\n", argv[2]);
        remove(argv[2]);
    } else {
        fprintf(stderr, "quantize: wrote %s (%llu tensors, %llu metadata keys)\n", argv[2], (unsigned long long)g.n_t,
                (unsigned long long)n_kv_out);
    }
    free(row);
    free(q);
    ref_gguf_close(&g);
    return bad;
}
