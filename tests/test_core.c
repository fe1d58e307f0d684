/* Core runtime tests: memory-type choice, device ranking/selection, allocator, staging
   ring, timeline ordering across the two logical queues, pipeline cache, a kernel round
   trip through the embedded SPIR-V, out-of-memory, the tensor cores' KHR modules (the
   rewrite of the NV ones) and the choice between the two extensions. GPU tests run on whatever device
   the loader finds (lavapipe in CI) with validation + synchronization validation on, and
   any validation message fails the test. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#define SPV_COOP_KHR_NO_MAIN
#include "shaders/spv_coop_khr.c" /* the NV -> KHR cooperative-matrix rewrite amalgamate.sh runs */

/* ---- log capture: counts warnings by id, keeps the last message ---- */
typedef struct log_capture { int n; int n_cache_ignored; int n_cpu; char last[1024]; } log_capture;
static void capture_log(void *user, int level, const char *id, const char *msg) {
    log_capture *c = (log_capture *)user;
    c->n++;
    if (strcmp(id, "VKI_W_PIPELINE_CACHE_IGNORED") == 0) c->n_cache_ignored++;
    if (strcmp(id, "VKI_W_CPU_DEVICE") == 0) c->n_cpu++;
    snprintf(c->last, sizeof c->last, "%s", msg);
    if (level <= VKI_LOG_WARN && strcmp(id, "VKI_W_CPU_DEVICE") != 0 && strcmp(id, "VKI_W_PIPELINE_CACHE_IGNORED") != 0)
        printf("  log[%d] %s: %s\n", level, id, msg);
}

static int gpu_available = -1;
static char gpu_skip_reason[1024];

/* Creates a validated GPU context or returns NULL (caller skips) when no Vulkan exists. */
static vki_context *gpu_ctx(vki_context_desc *d, log_capture *cap) {
    vki_context *ctx = NULL;
    vki_result r;
    char err[512] = "";
    d->validation = VKT_VALIDATION;
    vkt_profile_apply(&d->debug_profile); /* VKT_PROFILE */
    d->errbuf = err;
    d->errbuf_size = sizeof err;
    if (cap && !d->log) {
        d->log = capture_log;
        d->log_user = cap;
    }
    r = vki_context_create(d, &ctx);
    if (r == VKI_ERROR_NO_VULKAN || r == VKI_ERROR_NO_DEVICE) {
        gpu_available = 0;
        snprintf(gpu_skip_reason, sizeof gpu_skip_reason, "%s: %s", vki_result_string(r), err);
        return NULL;
    }
    VKT_CHECK(r == VKI_SUCCESS, "context: %s: %s", vki_result_string(r), err);
    if (r == VKI_SUCCESS) gpu_available = 1;
    return ctx;
}

static void finish_ctx(vki_context *ctx) {
    vki_stats st;
    vki_context_stats(ctx, &st);
    VKT_CHECK(st.validation_messages == 0, "%llu validation messages", (unsigned long long)st.validation_messages);
    VKT_CHECK(st.cpu_fallbacks == 0, "cpu fallbacks");
    vki_context_destroy(ctx);
}

#define NEED_GPU(ctx)                                               \
    do {                                                            \
        if (!(ctx)) {                                               \
            if (gpu_available == 0) VKT_SKIP("%s", gpu_skip_reason); \
            return;                                                 \
        }                                                           \
    } while (0)

/* ---- memory-type choice against real property tables ---- */

static void add_type(VkPhysicalDeviceMemoryProperties *mp, VkMemoryPropertyFlags f, uint32_t heap) {
    mp->memoryTypes[mp->memoryTypeCount].propertyFlags = f;
    mp->memoryTypes[mp->memoryTypeCount].heapIndex = heap;
    mp->memoryTypeCount++;
}

enum { DL = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, HV = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT,
       HC = VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, CA = VK_MEMORY_PROPERTY_HOST_CACHED_BIT };

static void test_memory_type_choice(void) {
    VkPhysicalDeviceMemoryProperties h100, amd, igpu, lvp;
    /* NVIDIA H100 80GB (driver 580): 0 = no flags, 1 = DL (VRAM), 2 = HV|HC and
       3 = HV|HC|CACHED (system RAM), 4 = DL|HV|HC (the whole VRAM through resizable BAR) */
    memset(&h100, 0, sizeof h100);
    h100.memoryHeapCount = 2;
    h100.memoryHeaps[0].size = 85487714304ull;
    h100.memoryHeaps[0].flags = VK_MEMORY_HEAP_DEVICE_LOCAL_BIT;
    h100.memoryHeaps[1].size = 100931731456ull;
    add_type(&h100, 0, 1);
    add_type(&h100, DL, 0);
    add_type(&h100, HV | HC, 1);
    add_type(&h100, HV | HC | CA, 1);
    add_type(&h100, DL | HV | HC, 0);
    VKT_CHECK(!vki__is_uma(VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU, &h100), "H100 is not UMA");
    VKT_CHECK(vki__choose_memory_type(&h100, ~0u, 0, VKI__MEM_DEVICE) == 1, "H100 device -> type 1, got %d",
              vki__choose_memory_type(&h100, ~0u, 0, VKI__MEM_DEVICE));
    VKT_CHECK(vki__choose_memory_type(&h100, ~0u, 0, VKI__MEM_STAGING) == 3,
              "H100 staging -> type 3 (cached system RAM)");
    /* if a buffer could not live in type 1, there is no fallback: types 2/3/4 are refused */
    VKT_CHECK(vki__choose_memory_type(&h100, (1u << 2) | (1u << 3) | (1u << 4), 0, VKI__MEM_DEVICE) == -1,
              "H100 never falls back to host-visible memory for device data");

    /* discrete AMD with resizable BAR: 0 = DL, 1 = HV|HC, 2 = DL|HV|HC (BAR), 3 = HV|HC|CA */
    memset(&amd, 0, sizeof amd);
    amd.memoryHeapCount = 2;
    amd.memoryHeaps[0].size = 25753026560ull;
    amd.memoryHeaps[0].flags = VK_MEMORY_HEAP_DEVICE_LOCAL_BIT;
    amd.memoryHeaps[1].size = 33554432000ull;
    add_type(&amd, DL, 0);
    add_type(&amd, HV | HC, 1);
    add_type(&amd, DL | HV | HC, 0);
    add_type(&amd, HV | HC | CA, 1);
    VKT_CHECK(!vki__is_uma(VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU, &amd), "AMD dGPU is not UMA");
    VKT_CHECK(vki__choose_memory_type(&amd, ~0u, 0, VKI__MEM_DEVICE) == 0, "AMD device -> type 0");
    VKT_CHECK(vki__choose_memory_type(&amd, ~0u, 0, VKI__MEM_STAGING) == 3, "AMD staging -> type 3");
    VKT_CHECK(vki__choose_memory_type(&amd, 1u << 2, 0, VKI__MEM_DEVICE) == -1, "AMD: BAR memory refused");

    /* integrated GPU (Intel Xe style): one heap, 0 = DL, 1 = DL|HV|HC, 2 = DL|HV|HC|CA */
    memset(&igpu, 0, sizeof igpu);
    igpu.memoryHeapCount = 1;
    igpu.memoryHeaps[0].size = 16ull << 30;
    igpu.memoryHeaps[0].flags = VK_MEMORY_HEAP_DEVICE_LOCAL_BIT;
    add_type(&igpu, DL, 0);
    add_type(&igpu, DL | HV | HC, 0);
    add_type(&igpu, DL | HV | HC | CA, 0);
    VKT_CHECK(vki__is_uma(VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU, &igpu), "iGPU is UMA");
    VKT_CHECK(vki__choose_memory_type(&igpu, ~0u, 1, VKI__MEM_DEVICE) == 2, "iGPU device -> type 2 (zero copy)");
    VKT_CHECK(vki__choose_memory_type(&igpu, ~0u, 1, VKI__MEM_STAGING) == 2, "iGPU staging -> type 2");

    /* lavapipe: a single DL|HV|HC|CA type */
    memset(&lvp, 0, sizeof lvp);
    lvp.memoryHeapCount = 1;
    lvp.memoryHeaps[0].size = 2ull << 30;
    lvp.memoryHeaps[0].flags = VK_MEMORY_HEAP_DEVICE_LOCAL_BIT;
    add_type(&lvp, DL | HV | HC | CA, 0);
    VKT_CHECK(vki__is_uma(VK_PHYSICAL_DEVICE_TYPE_CPU, &lvp), "lavapipe is UMA");
    VKT_CHECK(vki__choose_memory_type(&lvp, ~0u, 1, VKI__MEM_DEVICE) == 0, "lavapipe device -> 0");
    VKT_CHECK(vki__choose_memory_type(&lvp, ~0u, 1, VKI__MEM_STAGING) == 0, "lavapipe staging -> 0");
    /* the same table on a device that claims to be discrete has no acceptable type */
    VKT_CHECK(vki__choose_memory_type(&lvp, ~0u, 0, VKI__MEM_DEVICE) == -1, "no DL-only type -> -1");
}

static void test_device_rank_and_match(void) {
    int types[5] = {VK_PHYSICAL_DEVICE_TYPE_CPU, VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU,
                    VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU, VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU,
                    VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU};
    int order[5];
    const char *names[3] = {"NVIDIA H100 80GB HBM3", "Intel(R) Graphics", "llvmpipe (LLVM 15.0.6, 256 bits)"};
    vki__rank_devices(types, 5, order);
    VKT_CHECK(order[0] == 2 && order[1] == 4, "discrete first, enumeration order kept (%d %d)", order[0], order[1]);
    VKT_CHECK(order[2] == 1 && order[3] == 3 && order[4] == 0, "then integrated, virtual, CPU");
    VKT_CHECK(vki__match_device(NULL, names, 3) == 0, "default is the best ranked");
    VKT_CHECK(vki__match_device("", names, 3) == 0, "empty is default");
    VKT_CHECK(vki__match_device("2", names, 3) == 2, "index");
    VKT_CHECK(vki__match_device("3", names, 3) == -1, "index out of range");
    VKT_CHECK(vki__match_device("llvmpipe", names, 3) == 2, "name substring");
    VKT_CHECK(vki__match_device("intel", names, 3) == 1, "case-insensitive substring");
    VKT_CHECK(vki__match_device("AMD", names, 3) == -1, "no match");
    VKT_CHECK(vki__match_device("0", names, 0) == -1, "no devices");
}

static void test_no_gpu_context(void) {
    vki_context *ctx = NULL;
    vki_context_desc d;
    vki_buffer *b = NULL;
    vki_device_info info;
    memset(&d, 0, sizeof d);
    d.no_gpu = 1;
    VKT_CHECK(vki_context_create(&d, &ctx) == VKI_SUCCESS, "no_gpu context");
    if (!ctx) return;
    VKT_CHECK(vki_buffer_create(ctx, 16, &b) == VKI_ERROR_NO_GPU_CONTEXT && !b, "buffers need a GPU context");
    VKT_CHECK(strstr(vki_last_error(ctx), "no_gpu") != NULL, "message names the setting: %s", vki_last_error(ctx));
    VKT_CHECK(vki_context_device_info(ctx, &info) == VKI_ERROR_NO_GPU_CONTEXT, "no device info");
    vki_context_destroy(ctx);
    VKT_CHECK(vki_context_create(NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT, "NULL out");
    VKT_CHECK(strcmp(vki_result_string(VKI_ERROR_CONTEXT_FULL), "VKI_ERROR_CONTEXT_FULL") == 0, "result names");
}

static void test_missing_loader(void) {
    vki_context *ctx = (vki_context *)1;
    vki_context_desc d;
    char err[512] = "";
    log_capture cap;
    vki_result r;
    memset(&d, 0, sizeof d);
    memset(&cap, 0, sizeof cap);
    d.errbuf = err;
    d.errbuf_size = sizeof err;
    d.log = capture_log;
    d.log_user = &cap;
    setenv("VKINFER_VULKAN_LIBRARY", "/nonexistent/libvulkan.so.1", 1);
    r = vki_context_create(&d, &ctx);
    unsetenv("VKINFER_VULKAN_LIBRARY");
    VKT_CHECK(r == VKI_ERROR_NO_VULKAN, "got %s", vki_result_string(r));
    VKT_CHECK(ctx == NULL, "no context on failure");
    VKT_CHECK(strstr(err, "Vulkan loader") && strstr(err, "/nonexistent/libvulkan.so.1"), "message: %s", err);
    VKT_CHECK(cap.n >= 1, "the failure was logged");
}

static void test_device_selection(void) {
    vki_device_info infos[16];
    int n = vki_list_devices(infos, 16), i;
    vki_context *ctx = NULL;
    vki_context_desc d;
    char err[512] = "";
    vki_device_info got;
    log_capture cap;
    vki_result r;
    if (n == VKI_ERROR_NO_VULKAN || n <= 0) VKT_SKIP("no Vulkan device (%d)", n);
    for (i = 0; i < n; i++)
        printf("  device %d: %s (type %d, subgroup %u, maxStorageBufferRange %llu, %s)\n", i, infos[i].name,
               infos[i].type, infos[i].subgroup_size, (unsigned long long)infos[i].max_storage_buffer_range,
               infos[i].uma ? "UMA" : "discrete");
    for (i = 1; i < n; i++) {
        static const int rank[5] = {4, 1, 0, 2, 3};
        VKT_CHECK(rank[infos[i - 1].type] <= rank[infos[i].type], "ranked order");
    }
    /* by name substring (the last device's name), through the desc field */
    memset(&d, 0, sizeof d);
    memset(&cap, 0, sizeof cap);
    d.device = infos[n - 1].name;
    ctx = gpu_ctx(&d, &cap);
    if (ctx) {
        VKT_CHECK(vki_context_device_info(ctx, &got) == VKI_SUCCESS && strcmp(got.name, infos[n - 1].name) == 0,
                  "picked by name");
        if (got.type == 4) VKT_CHECK(cap.n_cpu == 1, "the CPU device is accepted with a notice");
        finish_ctx(ctx);
    }
    /* the environment overrides the desc field; an unknown name is a named error */
    setenv("VKINFER_DEVICE", "no-such-gpu-xyz", 1);
    memset(&d, 0, sizeof d);
    memset(&cap, 0, sizeof cap);
    d.device = "0";
    d.errbuf = err;
    d.errbuf_size = sizeof err;
    d.log = capture_log;
    d.log_user = &cap;
    r = vki_context_create(&d, &ctx);
    VKT_CHECK(r == VKI_ERROR_NO_DEVICE && !ctx, "unknown device: %s", vki_result_string(r));
    VKT_CHECK(strstr(err, "no-such-gpu-xyz") && strstr(err, infos[0].name), "message lists devices: %s", err);
    setenv("VKINFER_DEVICE", "99", 1);
    r = vki_context_create(&d, &ctx);
    VKT_CHECK(r == VKI_ERROR_NO_DEVICE, "index out of range");
    unsetenv("VKINFER_DEVICE");
}

/* Allocator: many buffers; all in the device memory type, aligned, non-overlapping. */
static void test_allocator(void) {
    vki_context_desc d;
    vki_context *ctx;
    vki_buffer *bufs[200];
    vki_buffer_info infos[200];
    vki_device_info dev;
    vki_stats st;
    int i, j, n = 200;
    uint32_t want_type;
    memset(&d, 0, sizeof d);
    d.block_bytes = 4u << 20; /* small blocks so the test crosses block boundaries */
    ctx = gpu_ctx(&d, NULL);
    NEED_GPU(ctx);
    vki_context_device_info(ctx, &dev);
    want_type = (uint32_t)ctx->vk->device_type;
    vkt_seed(7);
    for (i = 0; i < n; i++) {
        uint64_t size = 1 + vkt_randu(i % 10 == 0 ? 3u << 20 : 100000);
        VKT_CHECK(vki_buffer_create(ctx, size, &bufs[i]) == VKI_SUCCESS, "alloc %d: %s", i, vki_last_error(ctx));
        vki_buffer_info_get(bufs[i], &infos[i]);
        VKT_CHECK(infos[i].memory_type == want_type, "buffer %d in memory type %u", i, infos[i].memory_type);
        VKT_CHECK(infos[i].offset % 256 == 0, "aligned");
        VKT_CHECK(infos[i].size == size, "size");
        if (!dev.uma)
            VKT_CHECK(!(infos[i].memory_flags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT), "discrete: never host-visible");
        else VKT_CHECK(infos[i].memory_flags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT, "UMA: host-visible zero copy");
    }
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            if (infos[i].vk_buffer == infos[j].vk_buffer)
                VKT_CHECK(infos[i].offset + infos[i].size <= infos[j].offset ||
                              infos[j].offset + infos[j].size <= infos[i].offset,
                          "buffers %d and %d overlap", i, j);
    printf("  %d buffers in memory type %u (flags 0x%x), device memory blocks: %llu\n", n, want_type,
           infos[0].memory_flags, (unsigned long long)ctx->stats.device_blocks);
    /* free every other buffer, reallocate: the holes are reused, nothing leaks */
    for (i = 0; i < n; i += 2) vki_buffer_destroy(bufs[i]);
    for (i = 0; i < n; i += 2) VKT_CHECK(vki_buffer_create(ctx, 1000, &bufs[i]) == VKI_SUCCESS, "realloc");
    for (i = 0; i < n; i++) vki_buffer_destroy(bufs[i]);
    vki_context_stats(ctx, &st);
    VKT_CHECK(st.device_bytes_in_use == 0 && st.device_blocks == 0, "all freed (%llu bytes, %llu blocks)",
              (unsigned long long)st.device_bytes_in_use, (unsigned long long)st.device_blocks);
    VKT_CHECK(vki_buffer_create(ctx, 0, &bufs[0]) == VKI_ERROR_INVALID_ARGUMENT, "size 0 rejected");
    finish_ctx(ctx);
}

/* Thousands of random-size uploads and read-backs through a small ring (forcing
   wraparound and chunking), verified byte for byte against a host shadow copy. */
static void test_ring_wraparound(void) {
    enum { NB = 4, BUF = 1 << 20 };
    vki_context_desc d;
    vki_context *ctx;
    vki_buffer *bufs[NB];
    uint8_t *shadow[NB], *tmp;
    vki_stats st;
    int i, k, ok = 1;
    memset(&d, 0, sizeof d);
    d.staging_bytes = 64 << 10;
    d.force_staging = 1; /* UMA devices (lavapipe) would otherwise skip the ring */
    ctx = gpu_ctx(&d, NULL);
    NEED_GPU(ctx);
    tmp = (uint8_t *)malloc(BUF);
    for (k = 0; k < NB; k++) {
        shadow[k] = (uint8_t *)malloc(BUF);
        for (i = 0; i < BUF; i++) shadow[k][i] = (uint8_t)vkt_rand64();
        VKT_CHECK(vki_buffer_create(ctx, BUF, &bufs[k]) == VKI_SUCCESS, "alloc");
        VKT_CHECK(vki_buffer_upload(bufs[k], 0, shadow[k], BUF) == VKI_SUCCESS, "initial upload: %s",
                  vki_last_error(ctx));
    }
    vkt_seed(42);
    for (i = 0; i < 3000 && ok; i++) {
        int b = (int)vkt_randu(NB);
        uint32_t size = 1 + (i % 50 == 0 ? vkt_randu(200000) : vkt_randu(5000));
        uint32_t off = vkt_randu(BUF - size + 1), j;
        if (vkt_randu(4) == 0) {
            vki_result r = vki_buffer_read(bufs[b], off, tmp, size);
            VKT_CHECK(r == VKI_SUCCESS, "read: %s", vki_last_error(ctx));
            if (memcmp(tmp, shadow[b] + off, size) != 0) {
                VKT_CHECK(0, "read-back mismatch at step %d (buffer %d, offset %u, %u bytes)", i, b, off, size);
                ok = 0;
            }
        } else {
            for (j = 0; j < size; j++) shadow[b][off + j] = (uint8_t)vkt_rand64();
            VKT_CHECK(vki_buffer_upload(bufs[b], off, shadow[b] + off, size) == VKI_SUCCESS, "upload: %s",
                      vki_last_error(ctx));
        }
    }
    for (k = 0; k < NB; k++) {
        VKT_CHECK(vki_buffer_read(bufs[k], 0, tmp, BUF) == VKI_SUCCESS, "final read");
        VKT_CHECK(memcmp(tmp, shadow[k], BUF) == 0, "buffer %d matches byte for byte", k);
    }
    VKT_CHECK(vki_buffer_upload(bufs[0], BUF - 4, tmp, 8) == VKI_ERROR_INVALID_ARGUMENT,
              "upload past the end rejected");
    VKT_CHECK(vki_buffer_read(bufs[0], UINT64_MAX - 2, tmp, 8) == VKI_ERROR_INVALID_ARGUMENT,
              "overflowing range rejected");
    vki_context_stats(ctx, &st);
    printf("  ring 64 KiB: %llu bytes up, %llu back, %llu submits, %llu host waits\n",
           (unsigned long long)st.bytes_uploaded, (unsigned long long)st.bytes_read_back,
           (unsigned long long)st.submits, (unsigned long long)st.host_waits);
    for (k = 0; k < NB; k++) {
        vki_buffer_destroy(bufs[k]);
        free(shadow[k]);
    }
    free(tmp);
    finish_ctx(ctx);
}

static vki_result run_add(vki_context *ctx, vki_buffer *a, vki_buffer *b, vki_buffer *o, uint32_t n) {
    uint32_t spec[1] = {64};
    int pipe;
    vki__bind bind[3];
    vki_result r = vki__pipeline_get(ctx, "add_f32", spec, 1, 0, &pipe);
    if (r != VKI_SUCCESS) return r;
    memset(bind, 0, sizeof bind);
    bind[0].buf = a;
    bind[1].buf = b;
    bind[2].buf = o;
    bind[2].write = 1;
    return vki__dispatch(ctx, pipe, bind, 3, &n, sizeof n, (n + 63) / 64, 1, 1);
}

/* A kernel through the embedded SPIR-V on random inputs, checked against the CPU. */
static void test_kernel_roundtrip(void) {
    int N = 100003;
    vki_context_desc d;
    vki_context *ctx;
    vki_buffer *a, *b, *o;
    float *ha, *hb, *ho;
    int i, bad = 0;
    memset(&d, 0, sizeof d);
    ctx = gpu_ctx(&d, NULL);
    NEED_GPU(ctx);
    N = vkt_fit_elems(ctx, N, 4);
    ha = (float *)malloc(N * 4);
    hb = (float *)malloc(N * 4);
    ho = (float *)malloc(N * 4);
    vkt_seed(3);
    for (i = 0; i < N; i++) {
        ha[i] = vkt_randf() * 100.0f;
        hb[i] = vkt_randf();
        ho[i] = -12345.0f; /* poison: every element must be written */
    }
    vki_buffer_create(ctx, N * 4, &a);
    vki_buffer_create(ctx, N * 4, &b);
    vki_buffer_create(ctx, N * 4, &o);
    vki_buffer_upload(a, 0, ha, N * 4);
    vki_buffer_upload(b, 0, hb, N * 4);
    vki_buffer_upload(o, 0, ho, N * 4);
    VKT_CHECK(run_add(ctx, a, b, o, N) == VKI_SUCCESS, "dispatch: %s", vki_last_error(ctx));
    VKT_CHECK(vki_buffer_read(o, 0, ho, N * 4) == VKI_SUCCESS, "read");
    for (i = 0; i < N; i++) bad += ho[i] != ha[i] + hb[i]; /* one f32 add: exact */
    VKT_CHECK(bad == 0, "%d of %d elements differ", bad, N);
    vki_buffer_destroy(a);
    vki_buffer_destroy(b);
    vki_buffer_destroy(o);
    free(ha);
    free(hb);
    free(ho);
    finish_ctx(ctx);
}

/* Ordering across the two logical queues (transfer and compute timelines): uploads on
   the transfer queue, the kernel on the compute queue, then the inputs overwritten
   again on the transfer queue while the kernel may still read them (write-after-read),
   repeated; every result must reflect exactly the inputs of its own round. */
static void test_timeline_two_queues(void) {
    enum { ROUNDS = 20 };
    int N = 65536;
    vki_context_desc d;
    vki_context *ctx;
    vki_buffer *a, *b, *o[ROUNDS];
    float *ha, *hb, *ho, *expect[ROUNDS];
    int i, r, bad = 0;
    uint64_t v_compute, v_xfer;
    memset(&d, 0, sizeof d);
    d.force_staging = 1;
    d.staging_bytes = 1 << 20;
    ctx = gpu_ctx(&d, NULL);
    NEED_GPU(ctx);
    N = vkt_fit_elems(ctx, N, 4);
    ha = (float *)malloc(N * 4);
    hb = (float *)malloc(N * 4);
    ho = (float *)malloc(N * 4);
    vki_buffer_create(ctx, N * 4, &a);
    vki_buffer_create(ctx, N * 4, &b);
    vkt_seed(11);
    for (r = 0; r < ROUNDS; r++) {
        expect[r] = (float *)malloc(N * 4);
        for (i = 0; i < N; i++) {
            ha[i] = vkt_randf();
            hb[i] = (float)r;
            expect[r][i] = ha[i] + hb[i];
        }
        vki_buffer_create(ctx, N * 4, &o[r]);
        VKT_CHECK(vki_buffer_upload(a, 0, ha, N * 4) == VKI_SUCCESS, "upload a");
        VKT_CHECK(vki_buffer_upload(b, 0, hb, N * 4) == VKI_SUCCESS, "upload b");
        VKT_CHECK(run_add(ctx, a, b, o[r], N) == VKI_SUCCESS, "dispatch: %s", vki_last_error(ctx));
        /* the next round's upload must wait for this dispatch: a targeted semaphore wait */
        VKT_CHECK(a->last_use[VKI__Q_COMPUTE] > 0, "compute use recorded");
        vki__flush(ctx, VKI__Q_COMPUTE);
    }
    v_compute = ctx->vk->q[VKI__Q_COMPUTE].next_value;
    v_xfer = ctx->vk->q[VKI__Q_XFER].next_value;
    for (r = 0; r < ROUNDS; r++) {
        VKT_CHECK(vki_buffer_read(o[r], 0, ho, N * 4) == VKI_SUCCESS, "read");
        for (i = 0; i < N; i++) bad += ho[i] != expect[r][i];
        vki_buffer_destroy(o[r]);
        free(expect[r]);
    }
    VKT_CHECK(bad == 0, "%d elements saw another round's inputs", bad);
    VKT_CHECK(v_compute > ROUNDS && v_xfer > ROUNDS, "both timelines advanced (%llu, %llu)",
              (unsigned long long)v_compute, (unsigned long long)v_xfer);
    vki_buffer_destroy(a);
    vki_buffer_destroy(b);
    free(ha);
    free(hb);
    free(ho);
    finish_ctx(ctx);
}

static int make_pipeline(vki_context *ctx) {
    uint32_t spec[1] = {64};
    int pipe = -1;
    return vki__pipeline_get(ctx, "add_f32", spec, 1, 0, &pipe) == VKI_SUCCESS && pipe >= 0;
}

static long file_size(const char *path) {
    FILE *f = fopen(path, "rb");
    long n;
    if (!f) return -1;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fclose(f);
    return n;
}

/* Pipeline cache: written on destroy, read back, and a corrupt, truncated or foreign
   file is ignored with a warning (never handed to the driver). */
static void test_pipeline_cache(void) {
    char path[256];
    vki_context_desc d;
    vki_context *ctx;
    log_capture cap;
    FILE *f;
    long n;
    unsigned char byte;
    snprintf(path, sizeof path, "/tmp/vkinfer-test-cache-%d.bin", (int)getpid());
    remove(path);
    memset(&d, 0, sizeof d);
    memset(&cap, 0, sizeof cap);
    d.pipeline_cache_path = path;
    ctx = gpu_ctx(&d, &cap);
    NEED_GPU(ctx);
    VKT_CHECK(make_pipeline(ctx), "pipeline");
    finish_ctx(ctx);
    n = file_size(path);
    VKT_CHECK(n > (long)sizeof(vki__cache_header), "cache written (%ld bytes)", n);
    VKT_CHECK(cap.n_cache_ignored == 0, "no warning on first run");
    /* round trip: loads silently */
    memset(&cap, 0, sizeof cap);
    ctx = gpu_ctx(&d, &cap);
    NEED_GPU(ctx);
    VKT_CHECK(make_pipeline(ctx), "pipeline from cache");
    finish_ctx(ctx);
    VKT_CHECK(cap.n_cache_ignored == 0, "valid cache accepted: %s", cap.last);
    /* corrupt one byte of the driver data */
    f = fopen(path, "r+b");
    if (f) {
        fseek(f, (long)sizeof(vki__cache_header) + 20, SEEK_SET);
        byte = (unsigned char)fgetc(f);
        fseek(f, (long)sizeof(vki__cache_header) + 20, SEEK_SET);
        fputc(byte ^ 0x5a, f);
        fclose(f);
    }
    memset(&cap, 0, sizeof cap);
    ctx = gpu_ctx(&d, &cap);
    NEED_GPU(ctx);
    VKT_CHECK(cap.n_cache_ignored == 1 && strstr(cap.last, "corrupt"), "corrupt cache ignored with a warning: %s",
              cap.last);
    VKT_CHECK(make_pipeline(ctx), "works without the cache");
    finish_ctx(ctx);
    /* the context rewrote a good file; now a foreign device id */
    f = fopen(path, "r+b");
    if (f) {
        fseek(f, 8 + 4, SEEK_SET); /* device_id */
        fputc(0xEE, f);
        fclose(f);
    }
    memset(&cap, 0, sizeof cap);
    ctx = gpu_ctx(&d, &cap);
    NEED_GPU(ctx);
    VKT_CHECK(cap.n_cache_ignored == 1 && strstr(cap.last, "another device"), "foreign cache ignored: %s", cap.last);
    finish_ctx(ctx);
    /* truncated to a few bytes */
    f = fopen(path, "wb");
    if (f) {
        fwrite("VKIP", 1, 4, f);
        fclose(f);
    }
    memset(&cap, 0, sizeof cap);
    ctx = gpu_ctx(&d, &cap);
    NEED_GPU(ctx);
    VKT_CHECK(cap.n_cache_ignored == 1, "truncated cache ignored");
    finish_ctx(ctx);
    remove(path);
}

/* A request larger than the device's memory fails cleanly with requested vs available,
   takes nothing, and the context keeps working. */
static void test_out_of_memory(void) {
    vki_context_desc d;
    vki_context *ctx;
    vki_device_info dev;
    vki_buffer *b = NULL, *ok = NULL;
    vki_stats before, after;
    vki_result r;
    memset(&d, 0, sizeof d);
    ctx = gpu_ctx(&d, NULL);
    NEED_GPU(ctx);
    vki_context_device_info(ctx, &dev);
    vki_context_stats(ctx, &before);
    r = vki_buffer_create(ctx, dev.device_local_bytes * 2, &b);
    VKT_CHECK(r == VKI_ERROR_OUT_OF_DEVICE_MEMORY && !b, "got %s", vki_result_string(r));
    VKT_CHECK(strstr(vki_last_error(ctx), "requested") && strstr(vki_last_error(ctx), "available"), "message: %s",
              vki_last_error(ctx));
    printf("  forced OOM: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
    vki_context_stats(ctx, &after);
    VKT_CHECK(after.device_bytes_in_use == before.device_bytes_in_use && after.device_blocks == before.device_blocks,
              "nothing taken");
    VKT_CHECK(vki_buffer_create(ctx, 4096, &ok) == VKI_SUCCESS, "context still usable");
    vki_buffer_destroy(ok);
    finish_ctx(ctx);
}

/* A host application that owns Vulkan: vkinfer runs on the host's instance, device and
   queue (here those of another context), destroys none of them, and the owner keeps
   working afterwards. */
static void test_host_owned_device(void) {
    vki_context_desc d, hd;
    vki_vulkan_handles h;
    vki_context *owner, *guest = NULL;
    vki_buffer *a = NULL, *b = NULL, *o = NULL;
    float ha[256], hb[256], ho[256];
    char err[512] = "";
    int i, bad = 0;
    memset(&d, 0, sizeof d);
    owner = gpu_ctx(&d, NULL);
    NEED_GPU(owner);
    memset(&h, 0, sizeof h);
    h.instance = (void *)owner->vk->instance;
    h.physical_device = (void *)owner->vk->phys;
    h.device = (void *)owner->vk->device;
    h.queue = (void *)owner->vk->q[VKI__Q_COMPUTE].queue;
    h.queue_family = owner->vk->q[VKI__Q_COMPUTE].family;
    h.get_instance_proc_addr = (void *)owner->vk->it.vkGetInstanceProcAddr;
    h.api_version = owner->vk->api_version;
    h.enabled_cooperative_matrix_khr = (owner->vk->coop & VKI_COOP_KHR) != 0;
    memset(&hd, 0, sizeof hd);
    hd.host = &h;
    hd.errbuf = err;
    hd.errbuf_size = sizeof err;
    VKT_CHECK(vki_context_create(&hd, &guest) == VKI_SUCCESS, "host-owned context: %s", err);
    if (guest) {
        for (i = 0; i < 256; i++) {
            ha[i] = vkt_randf();
            hb[i] = vkt_randf();
        }
        vki_buffer_create(guest, sizeof ha, &a);
        vki_buffer_create(guest, sizeof hb, &b);
        vki_buffer_create(guest, sizeof ho, &o);
        vki_buffer_upload(a, 0, ha, sizeof ha);
        vki_buffer_upload(b, 0, hb, sizeof hb);
        VKT_CHECK(run_add(guest, a, b, o, 256) == VKI_SUCCESS, "dispatch on the host's queue: %s",
                  vki_last_error(guest));
        VKT_CHECK(vki_buffer_read(o, 0, ho, sizeof ho) == VKI_SUCCESS, "read");
        for (i = 0; i < 256; i++) bad += ho[i] != ha[i] + hb[i];
        VKT_CHECK(bad == 0, "%d wrong", bad);
        vki_buffer_destroy(a);
        vki_buffer_destroy(b);
        vki_buffer_destroy(o);
        VKT_CHECK(!guest->vk->own_device && !guest->vk->own_instance, "the host's handles are not owned");
        VKT_CHECK(guest->vk->info.coop_ext == (h.enabled_cooperative_matrix_khr ? VKI_COOP_KHR : 0),
                  "the host's KHR tensor cores: route %d", guest->vk->info.coop_ext);
        vki_context_destroy(guest);
    }
    /* the owner's device is intact */
    VKT_CHECK(vki_buffer_create(owner, 1024, &a) == VKI_SUCCESS && vki_buffer_upload(a, 0, ha, 1024) == VKI_SUCCESS &&
                  vki_buffer_read(a, 0, ho, 1024) == VKI_SUCCESS && memcmp(ha, ho, 1024) == 0,
              "owner still works");
    vki_buffer_destroy(a);
    memset(&h, 0, sizeof h);
    hd.host = &h; /* missing handles: a named error, nothing created */
    guest = (vki_context *)1;
    VKT_CHECK(vki_context_create(&hd, &guest) == VKI_ERROR_INVALID_ARGUMENT && !guest && strstr(err, "desc.host"),
              "incomplete handles: %s", err);
    finish_ctx(owner);
}

/* ---- the tensor-core kernels for VK_KHR_cooperative_matrix (shaders/spv_coop_khr.c) ---- */

/* word offset of the n-th instruction with opcode op (0: none) */
static size_t spv_find(const uint32_t *w, size_t n, uint32_t op, int nth) {
    size_t i = 5;
    while (i < n && (w[i] >> 16)) {
        if ((w[i] & 0xffffu) == op && nth-- == 0) return i;
        i += w[i] >> 16;
    }
    return 0;
}

static void test_coop_khr_rewrite(void) {
    const vki__kernel_src *nv, *khr;
    int n_nv, n_khr, i, j, found = 0;
    char err[512];
    nv = vki__kernel_table(&n_nv);
    khr = vki__kernel_table_khr(&n_khr);
    VKT_CHECK(n_khr == 4, "4 tensor-core kernels have KHR modules: %d", n_khr);
    for (i = 0; i < n_khr; i++) {
        uint32_t *out = NULL, *bad;
        size_t n_out = 0, at;
        int counts[3] = {0, 0, 0};
        for (j = 0; j < n_nv && strcmp(nv[j].name, khr[i].name) != 0; j++) {}
        VKT_CHECK(j < n_nv, "%s: an NV module of the same name", khr[i].name);
        if (j == n_nv) continue;
        found++;
        /* the embedded module is the rewrite of the embedded NV one, and keeps the invariants */
        VKT_CHECK(vki__spvk_rewrite(nv[j].code, nv[j].words, &out, &n_out, err, sizeof err) == 0, "%s: %s",
                  khr[i].name, err);
        VKT_CHECK(out && n_out == khr[i].words && memcmp(out, khr[i].code, n_out * 4) == 0,
                  "%s: the embedded KHR module is the rewrite's (%lu vs %lu words)", khr[i].name,
                  (unsigned long)n_out, (unsigned long)khr[i].words);
        VKT_CHECK(vki__spvk_check(khr[i].code, khr[i].words, counts, err, sizeof err) == 0, "%s: %s", khr[i].name, err);
        /* the fp16 operand type splits into a MatrixA and a MatrixB type; one accumulator type (gdn_chunk_coop:
           also an fp16 one, the f32 state converted for its fp16 copy) */
        VKT_CHECK(counts[0] == 1 && counts[1] == 1 && counts[2] == 1 + !strcmp(khr[i].name, "gdn_chunk_coop"),
                  "%s: A/B/accumulator types %d/%d/%d", khr[i].name, counts[0], counts[1], counts[2]);
        /* attention reads its accumulators by element: their length, computed in the function */
        if (strcmp(khr[i].name, "attn_coop") == 0)
            VKT_CHECK(spv_find(khr[i].code, khr[i].words, VKI__SPVK_OP_LENGTH_KHR, 0) != 0,
                      "attn_coop: OpCooperativeMatrixLengthKHR in the function");
        VKT_CHECK(spv_find(khr[i].code, khr[i].words, VKI__SPVK_OP_MULADD_KHR, 0) != 0 &&
                      khr[i].code[3] > nv[j].code[3],
                  "%s: MulAddKHR present, id bound %u grew from %u", khr[i].name, khr[i].code[3], nv[j].code[3]);
        VKT_CHECK(vki__spvk_check(nv[j].code, nv[j].words, NULL, err, sizeof err) != 0 && strstr(err, "NV"),
                  "%s: the NV module fails the KHR check: %s", khr[i].name, err);
        /* a MulAdd whose A and B trade places: refused by the check */
        at = spv_find(out, n_out, VKI__SPVK_OP_MULADD_KHR, 0);
        if (at) {
            uint32_t a = out[at + 3];
            out[at + 3] = out[at + 4];
            out[at + 4] = a;
            VKT_CHECK(vki__spvk_check(out, n_out, NULL, err, sizeof err) != 0 && strstr(err, "MulAdd"),
                      "%s: A and B swapped: %s", khr[i].name, err);
            out[at + 4] = out[at + 3];
            out[at + 3] = a;
        }
        /* a load of a matrix typed as another of the split types: refused by the check */
        {
            uint32_t t0 = out[spv_find(out, n_out, VKI__SPVK_OP_TYPE_COOP_KHR, 0) + 1];
            uint32_t t1 = out[spv_find(out, n_out, VKI__SPVK_OP_TYPE_COOP_KHR, 1) + 1];
            int k, done = 0;
            for (k = 0; !done && (at = spv_find(out, n_out, VKI__SPVK_OP_LOAD, k)) != 0; k++)
                if (out[at + 1] == t0 || out[at + 1] == t1) {
                    out[at + 1] = out[at + 1] == t0 ? t1 : t0;
                    done = 1;
                }
            VKT_CHECK(done && vki__spvk_check(out, n_out, NULL, err, sizeof err) != 0 && strstr(err, "expected"),
                      "%s: a load of the wrong matrix type: %s", khr[i].name, err);
        }
        free(out);
        out = NULL;
        /* broken NV modules: refused with a message, nothing returned */
        bad = (uint32_t *)malloc(nv[j].words * 4);
        if (!bad) continue;
        memcpy(bad, nv[j].code, nv[j].words * 4);
        at = spv_find(bad, nv[j].words, VKI__SPVK_OP_MULADD_NV, 0);
        VKT_CHECK(at != 0, "%s: a MulAddNV", khr[i].name);
        if (at) {
            bad[at + 3] = bad[at + 5]; /* A := C: one value in two roles */
            err[0] = 0;
            VKT_CHECK(vki__spvk_rewrite(bad, nv[j].words, &out, &n_out, err, sizeof err) != 0 && !out && err[0],
                      "%s: A := C refused: %s", khr[i].name, err);
            free(out);
            out = NULL;
            memcpy(bad, nv[j].code, nv[j].words * 4);
        }
        at = spv_find(bad, nv[j].words, VKI__SPVK_OP_LOAD_NV, 0);
        if (at) {
            bad[at + 5] = bad[at + 3]; /* the column-major operand: not a constant bool */
            err[0] = 0;
            VKT_CHECK(vki__spvk_rewrite(bad, nv[j].words, &out, &n_out, err, sizeof err) != 0 && !out &&
                          strstr(err, "column-major"),
                      "%s: a variable layout refused: %s", khr[i].name, err);
            free(out);
            out = NULL;
            memcpy(bad, nv[j].code, nv[j].words * 4);
        }
        err[0] = 0;
        at = spv_find(bad, nv[j].words, VKI__SPVK_OP_MULADD_NV, 0);
        VKT_CHECK(vki__spvk_rewrite(bad, at + 3, &out, &n_out, err, sizeof err) != 0 && !out &&
                      strstr(err, "length"),
                  "%s: a module cut inside an instruction refused: %s", khr[i].name, err);
        free(out);
        VKT_CHECK(vki__spvk_rewrite(khr[i].code, khr[i].words, &out, &n_out, err, sizeof err) != 0 && !out &&
                      strstr(err, "KHR"),
                  "%s: a KHR module is not rewritten again: %s", khr[i].name, err);
        free(out);
        free(bad);
    }
    VKT_CHECK(found == n_khr, "every KHR module has its NV one");
}

/* The route: the device's extensions (faked here: lavapipe has neither), the default and the
   vki_tuning.coop_ext a session asks for; then the device's own */
static void test_coop_route(void) {
    vki_context_desc d;
    vki_context *ctx;
    vki_device_info di;
    int saved;
    memset(&d, 0, sizeof d);
    d.log_level = -1;
    ctx = gpu_ctx(&d, NULL);
    NEED_GPU(ctx);
    saved = ctx->vk->coop;
    vki_context_device_info(ctx, &di);
    VKT_CHECK(di.has_cooperative_matrix == (di.coop_ext != 0) &&
                  di.coop_ext == (saved & VKI_COOP_KHR ? VKI_COOP_KHR : saved & VKI_COOP_NV ? VKI_COOP_NV : 0),
              "the device's route: %d (extensions 0x%x)", di.coop_ext, (unsigned)saved);
    vki__coop_set(ctx->vk, VKI_COOP_NV | VKI_COOP_KHR);
    VKT_CHECK(ctx->vk->info.coop_ext == VKI_COOP_KHR && vki__coop_route(ctx, 0) == VKI_COOP_KHR &&
                  vki__coop_route(ctx, VKI_COOP_NV) == VKI_COOP_NV &&
                  vki__coop_route(ctx, VKI_COOP_KHR) == VKI_COOP_KHR,
              "both: KHR by default, each when asked");
    vki__coop_set(ctx->vk, VKI_COOP_NV);
    VKT_CHECK(vki__coop_route(ctx, 0) == VKI_COOP_NV && vki__coop_route(ctx, VKI_COOP_KHR) == VKI_COOP_NV,
              "NV only: KHR asked falls back to NV");
    vki__coop_set(ctx->vk, VKI_COOP_KHR);
    VKT_CHECK(vki__coop_route(ctx, 0) == VKI_COOP_KHR && vki__coop_route(ctx, VKI_COOP_NV) == VKI_COOP_KHR,
              "KHR only: NV asked falls back to KHR");
    vki__coop_set(ctx->vk, 0);
    VKT_CHECK(vki__coop_route(ctx, VKI_COOP_KHR) == 0 && vki__coop_route(ctx, VKI_COOP_NV) == 0 &&
                  !ctx->vk->info.has_cooperative_matrix,
              "none: no route");
    vki__coop_set(ctx->vk, saved);
    finish_ctx(ctx);
}

int main(void) {
    vkt_pin_vulkan_modules();
    VKT_RUN(test_memory_type_choice);
    VKT_RUN(test_device_rank_and_match);
    VKT_RUN(test_no_gpu_context);
    VKT_RUN(test_missing_loader);
    VKT_RUN(test_device_selection);
    VKT_RUN(test_allocator);
    VKT_RUN(test_ring_wraparound);
    VKT_RUN(test_kernel_roundtrip);
    VKT_RUN(test_timeline_two_queues);
    VKT_RUN(test_pipeline_cache);
    VKT_RUN(test_out_of_memory);
    VKT_RUN(test_host_owned_device);
    VKT_RUN(test_coop_khr_rewrite);
    VKT_RUN(test_coop_route);
    return vkt_summary();
}
