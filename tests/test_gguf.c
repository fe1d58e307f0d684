/* GGUF reader and model description: value round trips, hostile files, shapes,
   shared vocabularies, fuzz regressions. `test_gguf --write-corpus DIR` writes the
   fuzz seed corpus. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gguf_writer.h"
#include "gpu_test.h"
#include <dirent.h>

static vki_context *ctx;

static vki_result parse(const uint8_t *d, size_t n, vki__gguf *g) {
    /* an exact-size copy, so that ASan sees any read past the end */
    uint8_t *c = (uint8_t *)malloc(n ? n : 1);
    vki_result r;
    memcpy(c, d, n);
    r = vki__gguf_parse(ctx, c, n, g);
    if (r) free(c);
    return r;
}
static void unparse(vki__gguf *g) {
    uint8_t *c = (uint8_t *)g->map.data;
    vki__gguf_close(g);
    free(c);
}

/* parse + describe; keeps the model in *out (free with drop) when out is set */
static vki_result describe(const uint8_t *d, size_t n, int vocab_only, vki_model **out) {
    vki_model *m = (vki_model *)vki__calloc(1, sizeof *m);
    vki_result r;
    uint8_t *c;
    m->ctx = ctx;
    if ((r = parse(d, n, &m->gguf))) { VKINFER_FREE(m); return r; }
    c = (uint8_t *)m->gguf.map.data;
    r = vki__model_describe(m, vocab_only);
    if (r || !out) { vki__model_free(m); free(c); return r; }
    *out = m;
    return r;
}
static void drop(vki_model *m) {
    uint8_t *c = (uint8_t *)m->gguf.map.data;
    vki__model_free(m);
    free(c);
}
static int has(const char *s) { return strstr(vki_last_error(ctx), s) != NULL; }

static uint8_t *make_model(const char *arch, size_t *n) {
    gb g;
    model_opts o;
    uint8_t *d;
    memset(&o, 0, sizeof o);
    o.arch = arch;
    o.n_layer = 2;
    gb_init(&g);
    gb_model(&g, &o);
    d = gb_finish(&g, n);
    gb_free(&g);
    return d;
}

/* the types the GPU kernels read */
static int has_kernel(int type) {
    static const int k[] = {0, 1, 30, 8, 2, 3, 6, 7, 12, 13, 14, 10, 11, 20, 23, 39, 16, 17, 18, 19, 21, 22, 29};
    size_t i;
    for (i = 0; i < VKT_COUNT(k); i++)
        if (k[i] == type) return 1;
    return 0;
}

static void test_type_table(void) {
    /* every ggml type (ggml-common.h's block structs), the 11 with kernels first */
    static const int t[] = {0,  1,  30, 8,  2,  3,  6,  7,  12, 13, 14, 10, 11, 15, 9,  16, 17, 18,
                            19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 34, 35, 39, 40, 41, 42};
    static const int bs[] = {1,   1,  1,   32,  32,  32, 32, 32, 256, 256, 256, 256, 256, 256, 32, 256, 256, 256,
                             256, 32, 256, 256, 256, 1,  1,  1,  1,   1,   256, 256, 256, 32,  64, 128, 64};
    static const int bb[] = {4,  2,  2,   34, 18,  20, 22, 24, 144, 176, 210, 84, 110, 292, 36, 66, 74, 98,
                             50, 18, 110, 82, 136, 1,  2,  4,  8,   8,   56,  54, 66,  17,  36, 18, 18};
    static const char *const nm[] = {
        "F32",  "F16",  "BF16", "Q8_0",    "Q4_0",   "Q4_1",    "Q5_0",  "Q5_1",   "Q4_K",  "Q5_K",  "Q6_K",   "Q2_K",
        "Q3_K", "Q8_K", "Q8_1", "IQ2_XXS", "IQ2_XS", "IQ3_XXS", "IQ1_S", "IQ4_NL", "IQ3_S", "IQ2_S", "IQ4_XS", "I8",
        "I16",  "I32",  "I64",  "F64",     "IQ1_M",  "TQ1_0",   "TQ2_0", "MXFP4",  "NVFP4", "Q1_0",  "Q2_0"};
    size_t i;
    VKT_CHECK(VKT_COUNT(t) == VKT_COUNT(bs) && VKT_COUNT(t) == VKT_COUNT(bb) && VKT_COUNT(t) == VKT_COUNT(nm),
              "table lengths");
    for (i = 0; i < sizeof t / sizeof t[0]; i++) {
        VKT_CHECK(vki__type_block_size(t[i]) == bs[i], "type %d block %d", t[i], vki__type_block_size(t[i]));
        VKT_CHECK(vki__type_block_bytes(t[i]) == bb[i], "type %d bytes %d", t[i], vki__type_block_bytes(t[i]));
        VKT_CHECK(strcmp(vki_type_name(t[i]), nm[i]) == 0, "type %d name %s", t[i], vki_type_name(t[i]));
        VKT_CHECK(vki__type_supported(t[i]) == has_kernel(t[i]), "type %d supported", t[i]);
    }
    VKT_CHECK(vki__type_block_size(4) == 0 && vki__type_block_size(31) == 0 && vki__type_block_size(36) == 0 &&
                  vki__type_block_size(43) == 0 && vki__type_block_size(-1) == 0,
              "unknown types");
    VKT_CHECK(strcmp(vki_type_name(99), "type 99") == 0, "%s", vki_type_name(99));
    VKT_CHECK(strcmp(vki_type_name(5), "type 5") == 0, "%s", vki_type_name(5));
    VKT_CHECK(strcmp(vki_type_name(43), "type 43") == 0, "%s", vki_type_name(43));
    VKT_CHECK(strcmp(vki_type_name(-3), "unknown type") == 0 && strcmp(vki_type_name(1000), "unknown type") == 0,
              "out of range");
}

/* A file holding a tensor of every ggml type parses, and lists each with its type and
   byte size; unused tensors of types without kernels do not stop a full load's
   description; a model tensor of such a type is refused by name. */
static void test_every_type_parses(void) {
    static const int t[] = {9,  10, 11, 15, 16, 17, 18, 19, 20, 21, 22, 23,
                            24, 25, 26, 27, 28, 29, 34, 35, 39, 40, 41, 42};
    gb g;
    model_opts o;
    uint8_t *d;
    size_t n, i;
    vki_model *m = NULL;
    vki_result r;
    memset(&o, 0, sizeof o);
    o.arch = "qwen3";
    gb_init(&g);
    gb_model(&g, &o);
    for (i = 0; i < VKT_COUNT(t); i++) {
        char name[64];
        snprintf(name, sizeof name, "extra.%s", vki_type_name(t[i]));
        gb_tensor2(&g, name, t[i], 512, 3);
    }
    d = gb_finish(&g, &n);
    gb_free(&g);
    for (i = 0; i < 2; i++) {
        r = describe(d, n, (int)i, &m);
        VKT_CHECK(r == VKI_SUCCESS, "%s: %s", i ? "vocab only" : "full", vki_last_error(ctx));
        if (r) continue;
        {
            size_t k;
            int found = 0, j;
            for (j = 0; j < vki_model_tensor_count(m); j++) {
                vki_tensor_info ti;
                if (vki_model_tensor_get(m, j, &ti) != VKI_SUCCESS || strncmp(ti.name, "extra.", 6)) continue;
                for (k = 0; k < VKT_COUNT(t); k++)
                    if (ti.type == t[k]) {
                        uint64_t want =
                            512u / (uint64_t)vki__type_block_size(t[k]) * (uint64_t)vki__type_block_bytes(t[k]) * 3u;
                        VKT_CHECK(strcmp(ti.name + 6, vki_type_name(t[k])) == 0 && ti.bytes == want, "%s: %llu bytes",
                                  ti.name, (unsigned long long)ti.bytes);
                        found++;
                    }
            }
            VKT_CHECK(found == (int)VKT_COUNT(t), "%d of %zu extra tensors listed", found, VKT_COUNT(t));
        }
        drop(m);
    }
    free(d);
    /* ffn_down is [64, 32]: NVFP4 and Q2_0 (blocks of 64) fit it */
    for (i = 0; i < 2; i++) {
        char want[128];
        int ty = i ? 42 : 40;
        gb_init(&g);
        gb_model(&g, &o);
        gb_find(&g, "blk.0.ffn_down.weight")->type = ty;
        d = gb_finish(&g, &n);
        gb_free(&g);
        snprintf(want, sizeof want, "tensor 'blk.0.ffn_down.weight' has type %s, which vkinfer does not support",
                 vki_type_name(ty));
        r = describe(d, n, 0, NULL);
        VKT_CHECK(r == VKI_ERROR_UNSUPPORTED_MODEL && has(want), "%s: %s", vki_result_string(r), vki_last_error(ctx));
        VKT_CHECK(describe(d, n, 1, NULL) == VKI_SUCCESS, "vocab only: %s", vki_last_error(ctx));
        free(d);
    }
}

/* every metadata type written with random values reads back the same */
static void test_value_roundtrip(void) {
    gb g;
    uint8_t *d, u8v, i8v_raw;
    uint16_t u16v;
    int16_t i16v;
    uint32_t u32v, got_u32 = 0;
    int32_t i32v, got_i32 = 0, arr_i32[5];
    float f32v, got_f = 0, arr_f[3];
    uint64_t u64v, cnt;
    int64_t i64v;
    double f64v;
    size_t n, i;
    vki__gguf p;
    const char *s = NULL, *strs[4] = {"alpha", "", "gamma \"q\"", "\xE4\xB8\xAD"};
    uint32_t len = 0;
    int et, kv, bl = -1;
    const uint8_t *ad;
    char key[32], val[160];
    vki_model *m = NULL;

    vkt_seed(11);
    gb_init(&g);
    u8v = (uint8_t)vkt_rand64(); i8v_raw = (uint8_t)(0x80 | vkt_rand64());
    u16v = (uint16_t)vkt_rand64(); i16v = (int16_t)-(int)(1 + vkt_randu(30000));
    u32v = (uint32_t)vkt_rand64(); i32v = -(int32_t)(1 + vkt_randu(1u << 30));
    f32v = vkt_randf() * 1000.0f; u64v = vkt_rand64(); i64v = -(int64_t)(vkt_rand64() >> 2);
    f64v = (double)vkt_randf() * 1e10;
    for (i = 0; i < 5; i++) arr_i32[i] = (int32_t)vkt_rand64();
    for (i = 0; i < 3; i++) arr_f[i] = vkt_randf();
    gb_key(&g, "v.u8", G_U8); wb_u8(&g.kv, u8v);
    gb_key(&g, "v.i8", G_I8); wb_u8(&g.kv, i8v_raw);
    gb_key(&g, "v.u16", G_U16); wb_put(&g.kv, &u16v, 2);
    gb_key(&g, "v.i16", G_I16); wb_put(&g.kv, &i16v, 2);
    gb_u32(&g, "v.u32", u32v);
    gb_i32(&g, "v.i32", i32v);
    gb_f32(&g, "v.f32", f32v);
    gb_bool(&g, "v.bool", 1);
    gb_str(&g, "v.str", "hello \"gguf\"\n");
    gb_u64(&g, "v.u64", u64v);
    gb_key(&g, "v.i64", G_I64); wb_put(&g.kv, &i64v, 8);
    gb_key(&g, "v.f64", G_F64); wb_put(&g.kv, &f64v, 8);
    gb_arr_raw(&g, "a.i32", G_I32, 5, arr_i32, sizeof arr_i32);
    gb_arr_raw(&g, "a.f32", G_F32, 3, arr_f, sizeof arr_f);
    gb_arr_str(&g, "a.str", 4, strs);
    /* array of 2 arrays: [u8 x3], [string x1] */
    gb_key(&g, "a.nested", G_ARR); wb_u32(&g.kv, G_ARR); wb_u64(&g.kv, 2);
    wb_u32(&g.kv, G_U8); wb_u64(&g.kv, 3); wb_u8(&g.kv, 1); wb_u8(&g.kv, 2); wb_u8(&g.kv, 3);
    wb_u32(&g.kv, G_STR); wb_u64(&g.kv, 1); wb_str(&g.kv, "x");
    gb_u32(&g, "general.alignment", 64);
    gb_u32(&g, "u32.small", 7);
    g.alignment = 64;
    d = gb_finish(&g, &n);
    gb_free(&g);
    VKT_CHECK(parse(d, n, &p) == VKI_SUCCESS, "%s", vki_last_error(ctx));
    if (p.kv) {
        VKT_CHECK(p.n_kv == 18 && p.version == 3 && p.alignment == 64, "n_kv %llu", (unsigned long long)p.n_kv);
        VKT_CHECK(p.kv[vki__gguf_find(&p, "v.u8")].v.u == u8v, "u8");
        VKT_CHECK(p.kv[vki__gguf_find(&p, "v.i8")].v.i == (int8_t)i8v_raw, "i8");
        VKT_CHECK(p.kv[vki__gguf_find(&p, "v.u16")].v.u == u16v, "u16");
        VKT_CHECK(p.kv[vki__gguf_find(&p, "v.i16")].v.i == i16v, "i16");
        VKT_CHECK(p.kv[vki__gguf_find(&p, "v.u64")].v.u == u64v, "u64");
        VKT_CHECK(p.kv[vki__gguf_find(&p, "v.i64")].v.i == i64v, "i64");
        VKT_CHECK(p.kv[vki__gguf_find(&p, "v.f64")].v.f == f64v, "f64");
        VKT_CHECK(vki__gguf_get_u32(&p, "v.u32", &got_u32) == VKI_SUCCESS && got_u32 == u32v, "u32");
        VKT_CHECK(vki__gguf_get_i32(&p, "v.i32", &got_i32) == VKI_SUCCESS && got_i32 == i32v, "i32");
        VKT_CHECK(vki__gguf_get_i32(&p, "v.i16", &got_i32) == VKI_SUCCESS && got_i32 == i16v, "i32 from i16");
        VKT_CHECK(vki__gguf_get_u32(&p, "v.u8", &got_u32) == VKI_SUCCESS && got_u32 == u8v, "u32 from u8");
        VKT_CHECK(vki__gguf_get_u32(&p, "v.u16", &got_u32) == VKI_SUCCESS && got_u32 == u16v, "u32 from u16");
        VKT_CHECK(vki__gguf_get_f32(&p, "v.f32", &got_f) == VKI_SUCCESS && got_f == f32v, "f32");
        VKT_CHECK(vki__gguf_get_f32(&p, "v.f64", &got_f) == VKI_SUCCESS && got_f == (float)f64v, "f32 from f64");
        VKT_CHECK(vki__gguf_get_f32(&p, "u32.small", &got_f) == VKI_SUCCESS && got_f == 7.0f, "f32 from u32");
        VKT_CHECK(vki__gguf_get_bool(&p, "v.bool", &bl) == VKI_SUCCESS && bl == 1, "bool");
        VKT_CHECK(vki__gguf_get_str(&p, "v.str", &s, &len) == VKI_SUCCESS && len == 13 &&
                      strcmp(s, "hello \"gguf\"\n") == 0,
                  "str");
        /* missing keys leave the default */
        got_u32 = 77;
        VKT_CHECK(vki__gguf_get_u32(&p, "no.such", &got_u32) == VKI_SUCCESS && got_u32 == 77, "missing");
        VKT_CHECK(vki__gguf_find(&p, "no.such") == -1, "find missing");
        /* wrong types and ranges are named errors */
        VKT_CHECK(vki__gguf_get_u32(&p, "v.i32", &got_u32) == VKI_ERROR_INVALID_MODEL && has("'v.i32'") &&
                      has("out of range"),
                  "%s", vki_last_error(ctx));
        VKT_CHECK(vki__gguf_get_i32(&p, "v.u64", &got_i32) ==
                      (u64v > INT32_MAX ? VKI_ERROR_INVALID_MODEL : VKI_SUCCESS),
                  "i32 from big u64");
        VKT_CHECK(vki__gguf_get_u32(&p, "v.str", &got_u32) == VKI_ERROR_INVALID_MODEL && has("'v.str'") &&
                      has("type string"),
                  "%s", vki_last_error(ctx));
        VKT_CHECK(vki__gguf_get_str(&p, "v.u8", &s, NULL) == VKI_ERROR_INVALID_MODEL && has("'v.u8'") && has("offset"),
                  "%s", vki_last_error(ctx));
        VKT_CHECK(vki__gguf_get_f32(&p, "a.f32", &got_f) == VKI_ERROR_INVALID_MODEL && has("'a.f32'") && has("array"),
                  "%s", vki_last_error(ctx));
        VKT_CHECK(vki__gguf_get_arr(&p, "v.f32", &et, &cnt, &ad) == VKI_ERROR_INVALID_MODEL && has("'v.f32'"), "%s",
                  vki_last_error(ctx));
        /* arrays */
        VKT_CHECK(vki__gguf_get_arr(&p, "a.i32", &et, &cnt, &ad) == VKI_SUCCESS && et == G_I32 && cnt == 5 &&
                      memcmp(ad, arr_i32, 20) == 0,
                  "i32 array");
        VKT_CHECK(vki__gguf_get_arr(&p, "a.f32", &et, &cnt, &ad) == VKI_SUCCESS && et == G_F32 && cnt == 3 &&
                      memcmp(ad, arr_f, 12) == 0,
                  "f32 array");
        VKT_CHECK(vki__gguf_get_arr(&p, "no.arr", &et, &cnt, &ad) == VKI_SUCCESS && et == -1 && cnt == 0 && !ad,
                  "missing array");
        VKT_CHECK(vki__gguf_get_arr(&p, "a.nested", &et, &cnt, &ad) == VKI_SUCCESS && et == G_ARR && cnt == 2,
                  "nested");
        kv = vki__gguf_find(&p, "a.str");
        for (i = 0; i < 4; i++)
            VKT_CHECK(vki__gguf_arr_str(&p, kv, i, &s, &len) && len == strlen(strs[i]) && memcmp(s, strs[i], len) == 0,
                      "str %zu", i);
        VKT_CHECK(!vki__gguf_arr_str(&p, kv, 4, &s, &len), "past the end");
        VKT_CHECK(!vki__gguf_arr_str(&p, vki__gguf_find(&p, "a.i32"), 0, &s, &len), "not strings");
        unparse(&p);
    }
    /* the same file through the model API: printable rendering (vocab-only path) */
    VKT_CHECK(describe(d, n, 1, &m) == VKI_SUCCESS, "%s", vki_last_error(ctx));
    if (m) {
        const char *k = NULL;
        int idx;
        VKT_CHECK(vki_model_meta_count(m) == 18, "meta count");
        for (idx = 0; idx < vki_model_meta_count(m); idx++) {
            VKT_CHECK(vki_model_meta_get(m, idx, &k, val, sizeof val) == VKI_SUCCESS, "meta %d", idx);
            if (strcmp(k, "a.str") == 0)
                VKT_CHECK(strcmp(val, "[4 strings: \"alpha\", \"\", \"gamma \\\"q\\\"\", \"\xE4\xB8\xAD\"]") == 0, "%s",
                          val);
            if (strcmp(k, "a.nested") == 0) VKT_CHECK(strcmp(val, "[2 arrays]") == 0, "%s", val);
            if (strcmp(k, "v.bool") == 0) VKT_CHECK(strcmp(val, "true") == 0, "%s", val);
            if (strcmp(k, "v.str") == 0) VKT_CHECK(strcmp(val, "\"hello \\\"gguf\\\"\\n\"") == 0, "%s", val);
            if (strcmp(k, "v.u32") == 0) {
                snprintf(key, sizeof key, "%u", u32v);
                VKT_CHECK(strcmp(val, key) == 0, "%s", val);
            }
            if (strcmp(k, "v.i64") == 0) {
                snprintf(key, sizeof key, "%lld", (long long)i64v);
                VKT_CHECK(strcmp(val, key) == 0, "%s", val);
            }
            if (strcmp(k, "v.i16") == 0) {
                snprintf(key, sizeof key, "%d", i16v);
                VKT_CHECK(strcmp(val, key) == 0, "%s", val);
            }
            if (strcmp(k, "a.i32") == 0) {
                snprintf(val + 100, 60, "[5 i32: %d, ", arr_i32[0]);
                VKT_CHECK(strncmp(val, val + 100, strlen(val + 100)) == 0, "%s", val);
            }
        }
        /* small buffers truncate with "..." and stay terminated */
        VKT_CHECK(vki_model_meta_get(m, vki__gguf_find(&m->gguf, "a.str"), &k, val, 12) == VKI_SUCCESS &&
                      strlen(val) == 11 && strcmp(val + 8, "...") == 0,
                  "%s", val);
        VKT_CHECK(vki_model_meta_get(m, 18, &k, val, sizeof val) == VKI_ERROR_INVALID_ARGUMENT, "bad index");
        /* after the map is released, names and scalars remain */
        uint8_t *copy = (uint8_t *)m->gguf.map.data;
        vki__gguf_unmap(&m->gguf);
        VKT_CHECK(vki_model_meta_get(m, vki__gguf_find(&m->gguf, "a.str"), &k, val, sizeof val) == VKI_SUCCESS &&
                      strcmp(val, "[4 strings]") == 0,
                  "%s", val);
        VKT_CHECK(vki_model_meta_get(m, vki__gguf_find(&m->gguf, "v.str"), &k, val, sizeof val) == VKI_SUCCESS &&
                      strstr(val, "hello"),
                  "%s", val);
        vki__model_free(m);
        free(copy);
    }
    free(d);
}

static void check_err(const uint8_t *d, size_t n, vki_result want, const char *s1, const char *s2, int line) {
    vki__gguf p;
    vki_result r = parse(d, n, &p);
    if (r == VKI_SUCCESS) unparse(&p);
    VKT_CHECK(r == want, "line %d: got %s, want %s (%s)", line, vki_result_string(r), vki_result_string(want),
              vki_last_error(ctx));
    VKT_CHECK(!s1 || has(s1), "line %d: message lacks '%s': %s", line, s1, vki_last_error(ctx));
    VKT_CHECK(!s2 || has(s2), "line %d: message lacks '%s': %s", line, s2, vki_last_error(ctx));
    VKT_CHECK(p.kv == NULL && p.tensors == NULL && p.names == NULL, "line %d: not cleared", line);
}
#define CHECK_ERR(d, n, want, s1, s2) check_err(d, n, want, s1, s2, __LINE__)

static void test_truncation(void) {
    size_t n, k;
    uint8_t *d = make_model("qwen3", &n);
    vki__gguf p;
    int bad = 0;
    VKT_CHECK(parse(d, n, &p) == VKI_SUCCESS, "%s", vki_last_error(ctx));
    unparse(&p);
    for (k = 0; k < n; k++) {
        vki_result r = parse(d, k, &p);
        if (r != VKI_ERROR_INVALID_MODEL || !has("offset") ||
            !(has("past the end") || has("more than the file can hold"))) {
            if (bad++ < 5) VKT_CHECK(0, "prefix %zu of %zu: %s: %s", k, n, vki_result_string(r), vki_last_error(ctx));
            if (r == VKI_SUCCESS) unparse(&p);
        }
    }
    VKT_CHECK(bad == 0, "%d prefixes misbehaved", bad);
    free(d);
}

static void test_header_errors(void) {
    size_t n;
    uint8_t *d = make_model("llama", &n), *c = (uint8_t *)malloc(n);
    uint32_t v;
    uint64_t q;
#define PATCH(off, val, sz) (memcpy(c, d, n), memcpy(c + (off), &(val), sz), c)
    CHECK_ERR(PATCH(0, "GGUG", 4), n, VKI_ERROR_INVALID_MODEL, "not a GGUF file", "offset 0");
    v = 1; CHECK_ERR(PATCH(4, v, 4), n, VKI_ERROR_UNSUPPORTED_MODEL, "version 1", "offset 4");
    v = 4; CHECK_ERR(PATCH(4, v, 4), n, VKI_ERROR_UNSUPPORTED_MODEL, "version 4", NULL);
    v = 0; CHECK_ERR(PATCH(4, v, 4), n, VKI_ERROR_INVALID_MODEL, "version 0", NULL);
    v = 0x03000000u; CHECK_ERR(PATCH(4, v, 4), n, VKI_ERROR_UNSUPPORTED_MODEL, "big-endian", NULL);
    v = 2; CHECK_ERR(PATCH(4, v, 4), n, VKI_SUCCESS, NULL, NULL); /* v2 has the v3 layout */
    q = 1ull << 40; CHECK_ERR(PATCH(8, q, 8), n, VKI_ERROR_INVALID_MODEL, "tensor count 1099511627776", "limit");
    q = 60000;
    CHECK_ERR(PATCH(8, q, 8), n, VKI_ERROR_INVALID_MODEL, "tensor count 60000", "more than the file can hold");
    q = UINT64_MAX; CHECK_ERR(PATCH(16, q, 8), n, VKI_ERROR_INVALID_MODEL, "metadata count", "limit");
    q = 65536;
    CHECK_ERR(PATCH(16, q, 8), n, VKI_ERROR_INVALID_MODEL, "metadata count 65536", "more than the file can hold");
    q = 0; CHECK_ERR(PATCH(16, q, 8), n, VKI_ERROR_INVALID_MODEL, NULL, NULL); /* KVs are then read as tensor infos */
    /* first key's length */
    q = 1ull << 62; CHECK_ERR(PATCH(24, q, 8), n, VKI_ERROR_INVALID_MODEL, "metadata entry 0", "offset 24");
    q = 0; CHECK_ERR(PATCH(24, q, 8), n, VKI_ERROR_INVALID_MODEL, "metadata entry 0", "empty");
    q = 70000; CHECK_ERR(PATCH(24, q, 8), n, VKI_ERROR_INVALID_MODEL, "over the limit", NULL);
    /* first value's type ("general.architecture" is 20 bytes) */
    v = 13;
    CHECK_ERR(PATCH(24 + 8 + 20, v, 4), n, VKI_ERROR_INVALID_MODEL, "key 'general.architecture'",
              "invalid value type 13");
    /* first value's string length */
    q = 1ull << 63;
    CHECK_ERR(PATCH(24 + 8 + 20 + 4, q, 8), n, VKI_ERROR_INVALID_MODEL, "key 'general.architecture'", "offset 56");
    q = 5000;
    CHECK_ERR(PATCH(24 + 8 + 20 + 4, q, 8), n, VKI_ERROR_INVALID_MODEL, NULL, NULL); /* misreads what follows */
    CHECK_ERR(d, 3, VKI_ERROR_INVALID_MODEL, "magic", "offset 0");
    CHECK_ERR(d, 0, VKI_ERROR_INVALID_MODEL, "magic", NULL);
#undef PATCH
    free(c);
    free(d);
}

static void test_array_errors(void) {
    gb g;
    uint8_t *d;
    size_t n;
    int depth;
    /* huge array length */
    gb_init(&g);
    gb_key(&g, "big", G_ARR); wb_u32(&g.kv, G_U8); wb_u64(&g.kv, 1ull << 60);
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "key 'big'", "over the limit");
    free(d);
    /* length under the limit but past the end */
    gb_init(&g);
    gb_key(&g, "big", G_ARR); wb_u32(&g.kv, G_STR); wb_u64(&g.kv, 1000000);
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "key 'big'", "past the end");
    free(d);
    /* huge string inside an array */
    gb_init(&g);
    gb_key(&g, "s", G_ARR);
    wb_u32(&g.kv, G_STR);
    wb_u64(&g.kv, 2);
    wb_str(&g.kv, "ok");
    wb_u64(&g.kv, UINT64_MAX - 3);
    wb_u64(&g.kv, 0);
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "key 's'", "over the limit");
    free(d);
    /* bad element type */
    gb_init(&g);
    gb_key(&g, "t", G_ARR); wb_u32(&g.kv, 77); wb_u64(&g.kv, 1); wb_u64(&g.kv, 0);
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "key 't'", "invalid element type 77");
    free(d);
    /* nesting deeper than the limit */
    gb_init(&g);
    gb_key(&g, "deep", G_ARR);
    for (depth = 0; depth < 6; depth++) { wb_u32(&g.kv, G_ARR); wb_u64(&g.kv, 1); }
    wb_u32(&g.kv, G_U8); wb_u64(&g.kv, 1); wb_u8(&g.kv, 5);
    wb_put(&g.kv, "pad-pad-pad-pad-pad-pad-pad-pad-pad", 32);
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "key 'deep'", "nested deeper");
    free(d);
    /* duplicate key; key with a NUL byte */
    gb_init(&g);
    gb_u32(&g, "k", 1); gb_u32(&g, "j", 2); gb_u32(&g, "k", 3);
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "key 'k'", "duplicate metadata key");
    free(d);
    gb_init(&g);
    wb_strn(&g.kv, "a\0b", 3); wb_u32(&g.kv, G_U8); wb_u8(&g.kv, 1); g.n_kv = 1;
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "metadata entry 0", "NUL");
    free(d);
}

static void test_alignment(void) {
    gb g;
    model_opts o;
    uint8_t *d;
    size_t n;
    vki__gguf p;
    static const uint32_t bad[] = {0, 3, 48, 1u << 31};
    char msg[64];
    size_t i;
    memset(&o, 0, sizeof o);
    for (i = 0; i < 4; i++) {
        gb_init(&g); gb_model(&g, &o); gb_u32(&g, "general.alignment", bad[i]);
        d = gb_finish(&g, &n); gb_free(&g);
        snprintf(msg, sizeof msg, "value %u is not a power of two", bad[i]);
        CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "general.alignment", msg);
        free(d);
    }
    gb_init(&g); gb_model(&g, &o); gb_str(&g, "general.alignment", "32");
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "general.alignment", "has type string, not an integer");
    free(d);
    /* a valid non-default alignment: every tensor sits on it */
    gb_init(&g); gb_model(&g, &o); gb_u32(&g, "general.alignment", 256); g.alignment = 256;
    d = gb_finish(&g, &n); gb_free(&g);
    VKT_CHECK(parse(d, n, &p) == VKI_SUCCESS, "%s", vki_last_error(ctx));
    if (p.tensors) {
        VKT_CHECK(p.alignment == 256 && p.data_offset % 256 == 0, "data at %llu", (unsigned long long)p.data_offset);
        for (i = 0; i < p.n_tensors; i++)
            VKT_CHECK(p.tensors[i].offset % 256 == 0 && p.tensors[i].data == p.map.data + p.tensors[i].offset,
                      "tensor %zu", i);
        unparse(&p);
    }
    free(d);
    /* misaligned data offset */
    gb_init(&g); gb_model(&g, &o); gb_find(&g, "blk.0.ffn_up.weight")->off_delta = 4;
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "tensor 'blk.0.ffn_up.weight'", "not a multiple of the alignment 32");
    free(d);
    /* data past the end */
    gb_init(&g); gb_model(&g, &o); gb_find(&g, "blk.0.attn_q.weight")->off_delta = 1 << 20;
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "tensor 'blk.0.attn_q.weight': data offset",
              "runs past the end of the file");
    free(d);
    gb_init(&g);
    gb_model(&g, &o);
    (gb_find(&g, "blk.0.attn_q.weight")->set_off = 1,
     gb_find(&g, "blk.0.attn_q.weight")->off_value = UINT64_MAX & ~31ull);
    d = gb_finish(&g, &n); gb_free(&g);
    CHECK_ERR(d, n, VKI_ERROR_INVALID_MODEL, "tensor 'blk.0.attn_q.weight'", "past the end");
    free(d);
}

static void test_tensor_errors(void) {
    gb g;
    model_opts o;
    uint8_t *d;
    size_t n;
    memset(&o, 0, sizeof o);
#define CASE(edit, want, s1, s2)                                         \
    do {                                                                 \
        gb_init(&g); gb_model(&g, &o); edit;                             \
        d = gb_finish(&g, &n); gb_free(&g);                              \
        CHECK_ERR(d, n, want, s1, s2);                                   \
        free(d);                                                         \
    } while (0)
    CASE(gb_find(&g, "blk.0.attn_k.weight")->type = 99, VKI_ERROR_UNSUPPORTED_MODEL, "tensor 'blk.0.attn_k.weight'",
         "unknown tensor type 99");
    CASE(gb_find(&g, "blk.0.attn_k.weight")->type = 4, VKI_ERROR_UNSUPPORTED_MODEL, "tensor 'blk.0.attn_k.weight'",
         "type 4");
    CASE(gb_find(&g, "blk.0.attn_k.weight")->ne[1] = 0, VKI_ERROR_INVALID_MODEL, "tensor 'blk.0.attn_k.weight'",
         "dimension 1 is 0");
    CASE(gb_find(&g, "blk.0.attn_k.weight")->ne[0] = 33, VKI_ERROR_INVALID_MODEL, "tensor 'blk.0.attn_k.weight'",
         "not a multiple of the Q8_0 block size 32");
    CASE(gb_find(&g, "blk.0.attn_k.weight")->n_dims = 5, VKI_ERROR_INVALID_MODEL, "tensor 'blk.0.attn_k.weight'",
         "5 dimensions");
    CASE(gb_find(&g, "blk.0.attn_k.weight")->n_dims = 0, VKI_ERROR_INVALID_MODEL, "tensor 'blk.0.attn_k.weight'",
         "0 dimensions");
    CASE((gb_find(&g, "output_norm.weight")->n_dims = 4, gb_find(&g, "output_norm.weight")->ne[2] = 1ull << 62,
          gb_find(&g, "output_norm.weight")->ne[3] = 1ull << 62),
         VKI_ERROR_INVALID_MODEL, "tensor 'output_norm.weight'", "overflows");
    /* 2^62 + 32 F32 elements: the count fits int64, the byte size does not fit uint64 */
    CASE((gb_find(&g, "output_norm.weight")->n_dims = 2, gb_find(&g, "output_norm.weight")->ne[1] = (1ull << 57) + 1),
         VKI_ERROR_INVALID_MODEL, "tensor 'output_norm.weight' (info at offset", "byte size overflows");
    CASE(strcpy(gb_find(&g, "blk.0.ffn_up.weight")->name, "blk.0.ffn_gate.weight"), VKI_ERROR_INVALID_MODEL,
         "tensor 'blk.0.ffn_gate.weight'", "duplicate tensor name");
    CASE(memset(gb_find(&g, "blk.0.ffn_up.weight")->name, 'x', 256), VKI_ERROR_INVALID_MODEL, "tensor 9",
         "length 256, over the limit of 255");
    CASE(memset(gb_find(&g, "blk.0.ffn_up.weight")->name, 'x', 255), VKI_SUCCESS, NULL, NULL);
    CASE(g.n_t_override = g.n_t + 1, VKI_ERROR_INVALID_MODEL, "tensor 13", "offset");
#undef CASE
}

/* the model description of valid tiny files */
static void test_describe_archs(void) {
    static const char *const archs[] = {"llama", "qwen2", "qwen3"};
    size_t a, n;
    for (a = 0; a < 3; a++) {
        uint8_t *d = make_model(archs[a], &n);
        vki_model *m = NULL;
        vki_model_info in;
        VKT_CHECK(describe(d, n, 0, &m) == VKI_SUCCESS, "%s: %s", archs[a], vki_last_error(ctx));
        if (m) {
            vki_model_get_info(m, &in);
            VKT_CHECK(in.arch == (vki_arch)(a + 1) && strcmp(in.arch_name, archs[a]) == 0, "arch");
            VKT_CHECK(strcmp(in.name, "tiny test model") == 0, "name '%s'", in.name);
            VKT_CHECK(in.n_layer == 2 && in.n_embd == 32 && in.n_head == 2 && in.n_head_kv == 1 && in.head_dim == 16 &&
                          in.n_ff == 64 && in.n_vocab == 8 && in.n_ctx_train == 256,
                      "hparams");
            VKT_CHECK(in.rope_base == 1000000.0f && in.norm_eps == 1e-6f, "rope %g eps %g", (double)in.rope_base,
                      (double)in.norm_eps);
            VKT_CHECK(in.rope_neox == (a != 0), "neox");
            VKT_CHECK(in.tied_output == (a != 0) && in.has_rope_freqs == (a == 0), "tied/rope_freqs");
            VKT_CHECK(in.has_qkv_bias == (a == 1) && in.has_qk_norm == (a == 2), "bias/qk norm");
            VKT_CHECK(in.tokenizer == VKI_TOKENIZER_BPE && strcmp(in.pre, "qwen2") == 0 && in.bos == 6 && in.eos == 6 &&
                          in.eot == 7 && in.pad == -1,
                      "vocab ids %d %d %d", in.bos, in.eos, in.eot);
            VKT_CHECK(in.gguf_version == 3 && in.file_bytes == n && in.weight_type == VKI_TYPE_Q8_0, "file");
            VKT_CHECK(in.n_tensors == (uint64_t)vki_model_tensor_count(m) &&
                          in.n_tensors ==
                              2 + 2 * 9 +
                                  (a == 0       ? 2
                                       : a == 1 ? 6
                                                : 4),
                      "%llu tensors", (unsigned long long)in.n_tensors);
            VKT_CHECK(m->layers && m->layers[1].ffn_down && m->layers[1].ffn_down->ne[0] == 64 &&
                          m->output == (a ? m->tok_embd : vki__gguf_tensor(&m->gguf, "output.weight")),
                      "tensor table");
            VKT_CHECK((m->layers[0].bq != NULL) == (a == 1) && (m->layers[1].k_norm != NULL) == (a == 2),
                      "optional tensors");
            /* vocabulary copy */
            VKT_CHECK(m->vocab.n_tokens == 8 && m->vocab.len[3] == 2 && strcmp(m->vocab.text[3], "ab") == 0 &&
                          m->vocab.nl == 4,
                      "vocab");
            VKT_CHECK(m->vocab.scores && m->vocab.scores[2] == -1.625f && m->vocab.types && m->vocab.types[7] == 3,
                      "scores/types");
            VKT_CHECK(m->vocab.n_merges == 2 && m->vocab.merge_len[1] == 4 &&
                          strcmp(m->vocab.merge_text[1], "ab c") == 0,
                      "merges");
            VKT_CHECK(m->vocab.chat_template && m->vocab.chat_template_len == (int32_t)strlen(m->vocab.chat_template),
                      "template");
            {
                vki_tensor_info ti;
                uint64_t total = 0;
                int i;
                for (i = 0; i < vki_model_tensor_count(m); i++) {
                    VKT_CHECK(vki_model_tensor_get(m, i, &ti) == VKI_SUCCESS && ti.offset + ti.bytes <= n, "tensor %d",
                              i);
                    total += ti.bytes;
                }
                VKT_CHECK(total == in.weight_bytes, "weight bytes");
                VKT_CHECK(vki_model_tensor_get(m, i, &ti) == VKI_ERROR_INVALID_ARGUMENT, "bad index");
            }
            drop(m);
        }
        free(d);
    }
}

static void test_spm_vocab(void) {
    gb g;
    model_opts o;
    uint8_t *d;
    size_t n;
    vki_model *m = NULL;
    memset(&o, 0, sizeof o);
    o.spm = 1;
    gb_init(&g); gb_model(&g, &o); gb_remove(&g, "rope_freqs.weight");
    d = gb_finish(&g, &n); gb_free(&g);
    VKT_CHECK(describe(d, n, 0, &m) == VKI_SUCCESS, "%s", vki_last_error(ctx));
    if (m) {
        VKT_CHECK(m->vocab.kind == VKI_TOKENIZER_SPM && m->vocab.bos == 1 && m->vocab.eos == 2 && m->vocab.unk == 0 &&
                      m->vocab.nl == 3,
                  "spm ids");
        VKT_CHECK(m->vocab.add_bos == 1 && m->vocab.add_space_prefix == 1 && m->vocab.n_merges == 0 &&
                      m->vocab.pre[0] == 0,
                  "spm flags");
        VKT_CHECK(!m->info.has_rope_freqs && !m->rope_freqs && !m->info.tied_output, "llama without rope_freqs");
        drop(m);
    }
    free(d);
}

static void test_model_errors(void) {
    gb g;
    model_opts o;
    uint8_t *d;
    size_t n;
    vki_result r;
    memset(&o, 0, sizeof o);
#define CASE(ARCH, edit, vo, want, s1, s2)                                                        \
    do {                                                                                          \
        o.arch = ARCH;                                                                            \
        gb_init(&g); gb_model(&g, &o); edit;                                                      \
        d = gb_finish(&g, &n); gb_free(&g);                                                       \
        r = describe(d, n, vo, NULL);                                                             \
        VKT_CHECK(r == want, "line %d: %s: %s", __LINE__, vki_result_string(r), vki_last_error(ctx)); \
        VKT_CHECK(!s1 || has(s1), "line %d: %s", __LINE__, vki_last_error(ctx));                  \
        VKT_CHECK(!s2 || has(s2), "line %d: %s", __LINE__, vki_last_error(ctx));                  \
        free(d);                                                                                  \
    } while (0)
    CASE("qwen3", gb_remove(&g, "blk.0.ffn_up.weight"), 0, VKI_ERROR_INVALID_MODEL,
         "tensor 'blk.0.ffn_up.weight' is missing", NULL);
    CASE("qwen3", gb_remove(&g, "blk.0.attn_k_norm.weight"), 0, VKI_ERROR_INVALID_MODEL,
         "tensor 'blk.0.attn_k_norm.weight' is missing", NULL);
    CASE("qwen3", gb_remove(&g, "blk.0.ffn_up.weight"), 1, VKI_SUCCESS, NULL, NULL); /* vocab-only skips tensors */
    CASE("qwen3", gb_find(&g, "blk.0.attn_k.weight")->ne[1] = 32, 0, VKI_ERROR_INVALID_MODEL,
         "tensor 'blk.0.attn_k.weight'", "has shape [32, 32], expected [32, 16]");
    CASE("qwen2", gb_find(&g, "blk.0.attn_v.bias")->ne[0] = 32, 0, VKI_ERROR_INVALID_MODEL, "'blk.0.attn_v.bias'",
         "expected [16]");
    CASE("qwen3", (gb_find(&g, "token_embd.weight")->n_dims = 3, gb_find(&g, "token_embd.weight")->ne[2] = 2), 0,
         VKI_ERROR_INVALID_MODEL, "'token_embd.weight'", "[32, 8, 2], expected [32, 8]");
    CASE("qwen3", gb_find(&g, "blk.0.ffn_down.weight")->type = 9, 0, VKI_ERROR_UNSUPPORTED_MODEL,
         "tensor 'blk.0.ffn_down.weight' has type Q8_1, which vkinfer does not support", NULL);
    CASE("qwen3", gb_find(&g, "blk.0.ffn_down.weight")->type = 9, 1, VKI_SUCCESS, NULL, NULL);
    CASE("qwen3", gb_find(&g, "blk.0.attn_norm.weight")->type = 1, 0, VKI_ERROR_UNSUPPORTED_MODEL,
         "'blk.0.attn_norm.weight' has type F16", "F32");
    CASE("gemma", (void)0, 0, VKI_ERROR_UNSUPPORTED_MODEL, "architecture 'gemma' is not supported", NULL);
    CASE("gemma", (void)0, 1, VKI_SUCCESS, NULL, NULL);
    /* Gemma 3: its window is required; Gemma 2's soft-capping is refused by name */
    CASE("gemma3", (void)0, 0, VKI_ERROR_INVALID_MODEL, "key 'gemma3.attention.sliding_window' is missing", NULL);
    CASE("gemma3",
         (gb_u32(&g, "gemma3.attention.sliding_window", 8), gb_f32(&g, "gemma3.final_logit_softcapping", 30.0f)), 0,
         VKI_ERROR_UNSUPPORTED_MODEL, "key 'gemma3.final_logit_softcapping' is 30", "soft-capping");
    CASE("qwen2", gb_u32(&g, "qwen2.attention.head_count_kv", 3), 0, VKI_ERROR_INVALID_MODEL, "duplicate metadata key",
         NULL);
    CASE("qwen2", gb_str(&g, "qwen2.vocab_size", "x"), 0, VKI_ERROR_INVALID_MODEL, "key 'qwen2.vocab_size'",
         "expected a non-negative");
    CASE("qwen2", gb_i32(&g, "qwen2.attention.key_length", -16), 1, VKI_ERROR_INVALID_MODEL,
         "'qwen2.attention.key_length'", "-16");
    CASE("qwen2", gb_u32(&g, "qwen2.attention.key_length", 15), 0, VKI_ERROR_UNSUPPORTED_MODEL,
         "'qwen2.attention.key_length'", "15");
    CASE("qwen2", gb_u32(&g, "qwen2.attention.value_length", 8), 0, VKI_ERROR_UNSUPPORTED_MODEL,
         "'qwen2.attention.value_length'", NULL);
    /* partial rotary: an even part of a head */
    CASE("qwen2", gb_u32(&g, "qwen2.rope.dimension_count", 8), 0, VKI_SUCCESS, NULL, NULL);
    CASE("qwen2", gb_u32(&g, "qwen2.rope.dimension_count", 7), 0, VKI_ERROR_UNSUPPORTED_MODEL,
         "'qwen2.rope.dimension_count' is 7", NULL);
    CASE("qwen2", gb_u32(&g, "qwen2.rope.dimension_count", 32), 0, VKI_ERROR_UNSUPPORTED_MODEL,
         "'qwen2.rope.dimension_count' is 32", "(up to 16)");
    CASE("qwen2", gb_u32(&g, "qwen2.rope.dimension_count", 16), 0, VKI_SUCCESS, NULL, NULL);
    /* a tensor no row of the architecture reads is refused, not ignored */
    CASE("llama", gb_tensor2(&g, "blk.0.attn_output.bias", 0, 32, 0), 0, VKI_ERROR_UNSUPPORTED_MODEL,
         "tensor 'blk.0.attn_output.bias' is not read", "llama forward pass");
    CASE("qwen3", gb_tensor2(&g, "blk.0.ffn_gate_exps.weight", 8, 32, 64), 0, VKI_ERROR_UNSUPPORTED_MODEL,
         "'blk.0.ffn_gate_exps.weight' is not read", NULL);
    CASE("qwen3", gb_tensor2(&g, "blk.0.ffn_gate_exps.weight", 8, 32, 64), 1, VKI_SUCCESS, NULL, NULL);
    /* LongRoPE's factors come in pairs */
    CASE("qwen2", gb_tensor2(&g, "rope_factors_long.weight", 0, 8, 0), 0, VKI_ERROR_INVALID_MODEL,
         "rope_factors_short and rope_factors_long come together", NULL);
    CASE("qwen2", gb_f32(&g, "qwen2.rope.scale_linear", 0.0f), 0, VKI_ERROR_INVALID_MODEL, "rope.scale_linear",
         NULL);
    /* YaRN is computed (tests/test_decode.c: mistral3); a scaling nobody defined is refused */
    CASE("qwen2", (gb_str(&g, "qwen2.rope.scaling.type", "yarn"), gb_f32(&g, "qwen2.rope.scaling.factor", 4.0f)), 0,
         VKI_SUCCESS, NULL, NULL);
    CASE("mistral3", gb_f32(&g, "mistral3.attention.temperature_scale", -1.0f), 0, VKI_ERROR_INVALID_MODEL,
         "'mistral3.attention.temperature_scale' is -1", NULL);
    CASE("qwen2", (gb_str(&g, "qwen2.rope.scaling.type", "ntk"), gb_f32(&g, "qwen2.rope.scaling.factor", 4.0f)), 0,
         VKI_ERROR_UNSUPPORTED_MODEL, "'qwen2.rope.scaling.type'", "'ntk' (factor 4)");
    CASE("qwen2",
         (gb_str(&g, "qwen2.rope.scaling.type", "yarn"), gb_f32(&g, "qwen2.rope.scaling.factor", 4.0f),
          gb_f32(&g, "qwen2.rope.scaling.yarn_beta_fast", 0.0f)),
         0, VKI_ERROR_INVALID_MODEL, "YaRN keys of 'qwen2'", "beta_fast 0");
    CASE("qwen2", gb_str(&g, "qwen2.rope.scaling.type", "none"), 0, VKI_SUCCESS, NULL, NULL);
    CASE("qwen2", gb_arr_raw(&g, "tokenizer.ggml.merges.x", G_U8, 0, NULL, 0), 0, VKI_SUCCESS, NULL,
         NULL); /* unknown keys: ignored */
    CASE("qwen2", gb_str(&g, "tokenizer.ggml.add_bos_token", "yes"), 0, VKI_ERROR_INVALID_MODEL,
         "'tokenizer.ggml.add_bos_token'", "bool");
#undef CASE
}

/* RoPE position scaling as the file states it: linear by rope.scaling.type and factor, or by
   the legacy rope.scale_linear key (positions multiplied by 1 / factor) */
static void test_rope_scaling_keys(void) {
    static const struct { const char *type; float factor, legacy, want; } cases[] = {
        {NULL, 0.0f, 0.0f, 1.0f}, {"linear", 8.0f, 0.0f, 0.125f}, {NULL, 0.0f, 4.0f, 0.25f},
        {"none", 2.0f, 0.0f, 1.0f}};
    size_t i;
    for (i = 0; i < VKT_COUNT(cases); i++) {
        model_opts o;
        gb g;
        vki_model *m = NULL;
        uint8_t *d;
        size_t n;
        memset(&o, 0, sizeof o);
        o.arch = "llama";
        gb_init(&g);
        gb_model(&g, &o);
        if (cases[i].type) gb_str(&g, "llama.rope.scaling.type", cases[i].type);
        if (cases[i].factor > 0.0f) gb_f32(&g, "llama.rope.scaling.factor", cases[i].factor);
        if (cases[i].legacy > 0.0f) gb_f32(&g, "llama.rope.scale_linear", cases[i].legacy);
        d = gb_finish(&g, &n);
        gb_free(&g);
        VKT_CHECK(describe(d, n, 0, &m) == VKI_SUCCESS, "case %zu: %s", i, vki_last_error(ctx));
        if (m) {
            VKT_CHECK(m->info.rope_scale == cases[i].want, "case %zu: position scale %g, want %g", i,
                      (double)m->info.rope_scale, (double)cases[i].want);
            drop(m);
        }
        free(d);
    }
}

/* keys the model reads, written with wrong shapes */
static void test_vocab_errors(void) {
    gb g;
    uint8_t *d;
    size_t n;
    vki_result r;
    static const char *const toks[3] = {"x", "y", "z"};
    float sc[2] = {0.5f, -0.5f};
#define VCASE(body, vo, want, s1)                                                                  \
    do {                                                                                           \
        gb_init(&g); gb_str(&g, "general.architecture", "qwen2"); body;                            \
        d = gb_finish(&g, &n); gb_free(&g);                                                        \
        r = describe(d, n, vo, NULL);                                                              \
        VKT_CHECK(r == want, "line %d: %s: %s", __LINE__, vki_result_string(r), vki_last_error(ctx)); \
        VKT_CHECK(!s1 || has(s1), "line %d: %s", __LINE__, vki_last_error(ctx));                   \
        free(d);                                                                                   \
    } while (0)
    VCASE(gb_str(&g, "tokenizer.ggml.model", "gpt2"), 1, VKI_ERROR_INVALID_MODEL, "'tokenizer.ggml.tokens' is missing");
    VCASE((gb_str(&g, "tokenizer.ggml.model", "gpt2"), gb_arr_str(&g, "tokenizer.ggml.tokens", 3, toks)), 1,
          VKI_ERROR_INVALID_MODEL, "'tokenizer.ggml.merges' is missing");
    VCASE((gb_str(&g, "tokenizer.ggml.model", "llama"), gb_arr_str(&g, "tokenizer.ggml.tokens", 0, toks)), 1,
          VKI_ERROR_INVALID_MODEL, "'tokenizer.ggml.tokens' is empty");
    VCASE((gb_str(&g, "tokenizer.ggml.model", "llama"), gb_arr_raw(&g, "tokenizer.ggml.tokens", G_F32, 2, sc, 8)), 1,
          VKI_ERROR_INVALID_MODEL, "'tokenizer.ggml.tokens' at offset");
    VCASE((gb_str(&g, "tokenizer.ggml.model", "llama"), gb_arr_str(&g, "tokenizer.ggml.tokens", 3, toks),
           gb_arr_raw(&g, "tokenizer.ggml.scores", G_F32, 2, sc, 8)),
          1, VKI_ERROR_INVALID_MODEL, "'tokenizer.ggml.scores' at offset");
    VCASE((gb_str(&g, "tokenizer.ggml.model", "bert"), gb_arr_str(&g, "tokenizer.ggml.tokens", 3, toks)), 0,
          VKI_ERROR_UNSUPPORTED_MODEL, "tokenizer 'bert'");
    VCASE((gb_str(&g, "tokenizer.ggml.model", "bert"), gb_arr_str(&g, "tokenizer.ggml.tokens", 3, toks)), 1,
          VKI_SUCCESS, NULL);
    /* out-of-range special ids are dropped (-1), like llama.cpp */
    VCASE((gb_str(&g, "tokenizer.ggml.model", "llama"), gb_arr_str(&g, "tokenizer.ggml.tokens", 3, toks),
           gb_u32(&g, "tokenizer.ggml.eos_token_id", 0xFFFFFFFFu)), 1, VKI_SUCCESS, NULL);
    VCASE((gb_str(&g, "tokenizer.ggml.model", "llama"), gb_arr_str(&g, "tokenizer.ggml.tokens", 3, toks),
           gb_str(&g, "tokenizer.ggml.pre", "0123456789012345678901234567890123456789")),
          1, VKI_ERROR_UNSUPPORTED_MODEL, "too long");
    /* a file with no vocabulary and no tensors */
    VCASE((void)0, 1, VKI_SUCCESS, NULL);
    VCASE((void)0, 0, VKI_ERROR_INVALID_MODEL, "'qwen2.block_count' is missing");
#undef VCASE
}

static void test_load_file(void) {
    size_t n;
    uint8_t *d = make_model("qwen2", &n);
    char path[] = "/tmp/vkinfer_test_XXXXXX";
    int fd = mkstemp(path);
    vki_model *m = NULL;
    vki_model_info in;
    vki_model_desc md;
    FILE *f;
    VKT_CHECK(fd >= 0, "mkstemp");
    if (fd < 0) { free(d); return; }
    f = fdopen(fd, "wb");
    fwrite(d, 1, n, f);
    fclose(f);
    memset(&md, 0, sizeof md);
    md.vocab_only = 1;
    VKT_CHECK(vki_model_load(ctx, path, &md, &m) == VKI_SUCCESS, "%s", vki_last_error(ctx));
    if (m) {
        vki_model_get_info(m, &in);
        VKT_CHECK(in.arch == VKI_ARCH_QWEN2 && in.n_layer == 2 && in.has_qkv_bias && in.file_bytes == n, "info");
        VKT_CHECK(m->vocab_only && !m->layers, "vocab only");
        vki_model_destroy(m);
    }
    m = NULL;
    VKT_CHECK(vki_model_load(ctx, path, NULL, &m) == VKI_SUCCESS && m && m->vocab_only,
              "no_gpu context loads vocab-only");
    vki_model_destroy(m);
    /* truncated on disk */
    VKT_CHECK(truncate(path, (off_t)(n - 1)) == 0, "truncate");
    VKT_CHECK(vki_model_load(ctx, path, NULL, &m) == VKI_ERROR_INVALID_MODEL && !m && has("past the end"), "%s",
              vki_last_error(ctx));
    unlink(path);
    VKT_CHECK(vki_model_load(ctx, path, NULL, &m) == VKI_ERROR_IO && !m && has(path), "%s", vki_last_error(ctx));
    VKT_CHECK(vki_model_load(ctx, NULL, NULL, &m) == VKI_ERROR_INVALID_ARGUMENT, "NULL path");
    VKT_CHECK(vki_model_load(NULL, path, NULL, &m) == VKI_ERROR_INVALID_ARGUMENT, "NULL ctx");
    vki_model_destroy(NULL);
    free(d);
}

/* A shape the parser takes but the GPU kernels do not (head size 4: the attention kernel
   reads keys 8 elements at a time): a named error at load, no model handed out, and the
   context still works. Needs a GPU context: skipped, visibly, without one. */
static void test_gpu_shape_errors(void) {
    char skip[1024], path[] = "/tmp/vkinfer_test_XXXXXX";
    vki_context *g = vkt_gpu_open(skip, sizeof skip);
    vki_model *m = NULL;
    model_opts o;
    gb b;
    uint8_t *d;
    size_t n;
    FILE *f = NULL;
    int fd;
    if (!g) VKT_SKIP("%s", skip);
    memset(&o, 0, sizeof o);
    o.arch = "qwen2";
    o.wtype = 1; /* F16: rows of 8 and 4 elements are valid */
    gb_init(&b);
    gb_model(&b, &o);
    gb_u32(&b, "qwen2.attention.key_length", 4); /* 2 heads of 4, 1 KV head */
    gb_find(&b, "blk.0.attn_q.weight")->ne[1] = 8;
    gb_find(&b, "blk.0.attn_k.weight")->ne[1] = 4;
    gb_find(&b, "blk.0.attn_v.weight")->ne[1] = 4;
    gb_find(&b, "blk.0.attn_output.weight")->ne[0] = 8;
    gb_find(&b, "blk.0.attn_q.bias")->ne[0] = 8;
    gb_find(&b, "blk.0.attn_k.bias")->ne[0] = 4;
    gb_find(&b, "blk.0.attn_v.bias")->ne[0] = 4;
    d = gb_finish(&b, &n);
    gb_free(&b);
    fd = mkstemp(path);
    VKT_CHECK(fd >= 0 && (f = fdopen(fd, "wb")) != NULL, "temp file");
    if (fd >= 0 && f) {
        fwrite(d, 1, n, f);
        fclose(f);
        VKT_CHECK(vki_model_load(g, path, NULL, &m) == VKI_ERROR_UNSUPPORTED_MODEL && !m, "head size 4: %s",
                  vki_last_error(g));
        VKT_CHECK(strstr(vki_last_error(g), "head_dim 4") && strstr(vki_last_error(g), "multiples of 8"), "message: %s",
                  vki_last_error(g));
        unlink(path);
    }
    free(d);
    vkt_gpu_close(g);
}

typedef struct shared_case {
    const char *file, *pre;
    vki_tokenizer_kind kind;
    int n_tokens;
    const char *bos_text, *eos_text;
    int add_bos;
} shared_case;

static void test_shared_vocab(void) {
    static const shared_case cases[] = {
        {"ggml-vocab-qwen2.gguf", "qwen2", VKI_TOKENIZER_BPE, 151936, "<|endoftext|>", "<|endoftext|>", 0},
        {"ggml-vocab-llama-bpe.gguf", "llama-bpe", VKI_TOKENIZER_BPE, 128256, "<|begin_of_text|>", "<|end_of_text|>",
         1},
        {"ggml-vocab-llama-spm.gguf", "default", VKI_TOKENIZER_SPM, 32000, "<s>", "</s>", 1},
    };
    const char *dir = vkt_shared_dir();
    char path[512];
    size_t i;
    int found = 0;
    if (!dir) VKT_SKIP("../shared not found (set VKINFER_SHARED)");
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const shared_case *c = &cases[i];
        vki_model *m = NULL;
        vki_model_info in;
        FILE *f;
        snprintf(path, sizeof path, "%s/vocab/%s", dir, c->file);
        f = fopen(path, "rb");
        if (!f) { printf("  (%s absent)\n", path); continue; }
        fclose(f);
        found++;
        VKT_CHECK(vki_model_load(ctx, path, NULL, &m) == VKI_SUCCESS, "%s: %s", c->file, vki_last_error(ctx));
        if (!m) continue;
        vki_model_get_info(m, &in);
        VKT_CHECK(in.tokenizer == c->kind && strcmp(in.pre, c->pre) == 0 && in.n_vocab == c->n_tokens &&
                      m->vocab.n_tokens == c->n_tokens,
                  "%s: kind %d pre '%s' n %d", c->file, in.tokenizer, in.pre, in.n_vocab);
        VKT_CHECK(in.bos >= 0 && strcmp(m->vocab.text[in.bos], c->bos_text) == 0, "%s: bos %d", c->file, in.bos);
        VKT_CHECK(in.eos >= 0 && strcmp(m->vocab.text[in.eos], c->eos_text) == 0, "%s: eos %d", c->file, in.eos);
        VKT_CHECK(in.add_bos == c->add_bos, "%s: add_bos %d", c->file, in.add_bos);
        VKT_CHECK(m->vocab.nl >= 0 && m->vocab.types &&
                      (c->kind == VKI_TOKENIZER_SPM ? m->vocab.scores != NULL : m->vocab.n_merges > 100000),
                  "%s: nl %d merges %d", c->file, m->vocab.nl, m->vocab.n_merges);
        /* the copies survive the release of the map */
        vki__gguf_unmap(&m->gguf);
        VKT_CHECK(strcmp(m->vocab.text[in.eos], c->eos_text) == 0 &&
                      (int)strlen(m->vocab.text[100]) == m->vocab.len[100],
                  "%s: copies", c->file);
        vki_model_destroy(m);
    }
    if (!found) VKT_SKIP("no vocabulary files in %s/vocab", dir);
}

/* inputs the fuzzer found: each must give a clean result */
static void test_fuzz_regressions(void) {
    DIR *dir = opendir("tests/corpus/regress");
    struct dirent *e;
    int count = 0;
    if (!dir) VKT_SKIP("tests/corpus/regress not found (run from the repository root)");
    while ((e = readdir(dir)) != NULL) {
        char path[512];
        FILE *f;
        uint8_t *buf;
        long n;
        vki_result r;
        int vocab_only;
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "tests/corpus/regress/%s", e->d_name);
        f = fopen(path, "rb");
        if (!f) continue;
        fseek(f, 0, SEEK_END);
        n = ftell(f);
        fseek(f, 0, SEEK_SET);
        buf = (uint8_t *)malloc((size_t)n + 1);
        if (fread(buf, 1, (size_t)n, f) != (size_t)n) n = 0;
        fclose(f);
        ctx->error[0] = 0;
        for (vocab_only = 0; vocab_only < 2; vocab_only++) { /* the fuzz target's path: describe, then the tokenizer */
            vki_model *m = NULL;
            ctx->error[0] = 0;
            r = describe(buf, (size_t)n, vocab_only, &m);
            if (r == VKI_SUCCESS) {
                r = vki__tokenizer_init(m);
                drop(m);
            }
            VKT_CHECK(r == VKI_SUCCESS || vki_last_error(ctx)[0], "%s: %s without a message", e->d_name,
                      vki_result_string(r));
        }
        free(buf);
        count++;
    }
    closedir(dir);
    printf("  %d regression inputs\n", count);
}

static int write_corpus(const char *dir) {
    static const char *const archs[] = {"llama", "qwen2", "qwen3"};
    int i, spm;
    for (i = 0; i < 3; i++)
        for (spm = 0; spm < 2; spm++) {
            gb g;
            model_opts o;
            uint8_t *d;
            size_t n;
            char path[512];
            FILE *f;
            memset(&o, 0, sizeof o);
            o.arch = archs[i];
            o.spm = spm;
            o.wtype = i == 0 ? 2 : i == 1 ? 8 : 3; /* Q4_0, Q8_0, Q4_1 */
            gb_init(&g);
            gb_model(&g, &o);
            if (i == 2) { gb_u32(&g, "general.alignment", 64); g.alignment = 64; }
            d = gb_finish(&g, &n);
            gb_free(&g);
            snprintf(path, sizeof path, "%s/%s-%s.gguf", dir, archs[i], spm ? "spm" : "bpe");
            f = fopen(path, "wb");
            if (!f) { perror(path); return 1; }
            fwrite(d, 1, n, f);
            fclose(f);
            printf("%s: %zu bytes\n", path, n);
            free(d);
        }
    return 0;
}

int main(int argc, char **argv) {
    vki_context_desc cd;
    int rc;
    if (argc == 3 && strcmp(argv[1], "--write-corpus") == 0) return write_corpus(argv[2]);
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) { printf("cannot create a no_gpu context\n"); return 1; }
    VKT_RUN(test_type_table);
    VKT_RUN(test_every_type_parses);
    VKT_RUN(test_value_roundtrip);
    VKT_RUN(test_truncation);
    VKT_RUN(test_header_errors);
    VKT_RUN(test_array_errors);
    VKT_RUN(test_alignment);
    VKT_RUN(test_tensor_errors);
    VKT_RUN(test_describe_archs);
    VKT_RUN(test_spm_vocab);
    VKT_RUN(test_model_errors);
    VKT_RUN(test_rope_scaling_keys);
    VKT_RUN(test_vocab_errors);
    VKT_RUN(test_load_file);
    VKT_RUN(test_gpu_shape_errors);
    VKT_RUN(test_shared_vocab);
    VKT_RUN(test_fuzz_regressions);
    rc = vkt_summary();
    vki_context_destroy(ctx);
    return rc;
}
