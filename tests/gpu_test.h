/* Shared by the GPU test programs (include after vkinfer.h and test.h): one validated
   context per program, and the end-of-program check that the validation layer stayed
   silent. */
#ifndef VKT_GPU_TEST_H
#define VKT_GPU_TEST_H

/* VKT_PROFILE=NAME (a test-harness switch, not the library's): every context the tests
   make for the GPU takes that masked device profile (README, "Device profiles for tests"),
   so that the suite runs on lavapipe as on a small GPU. "sg16" is lavapipe with 16-wide
   subgroups instead (LP_NATIVE_VECTOR_WIDTH=512, read by Mesa when the first Vulkan
   instance loads it; vkt_gpu_open skips the program where the subgroups are not 16). An
   unknown name ends the program with a message (tests/run.sh counts it failed). Returns
   the name, NULL when unset; *lanes (may be NULL): the subgroup size the profile asks, 0
   for the device's. */
VKT_UNUSED static const char *vkt_profile_get(vki_device_profile *p, uint32_t *lanes) {
    static const struct {
        const char *name;
        unsigned hide;
        uint32_t range, shared, lanes;
    } profiles[] = {
        /* every optional feature hidden, maxStorageBufferRange 192 KiB (just over the test
           models' largest quantized layer matrix), 16 KiB of shared memory */
        {"embedded", VKI_HIDE_INTEGER_DOT_PRODUCT | VKI_HIDE_COOPERATIVE_MATRIX | VKI_HIDE_SUBGROUP_SIZE_CONTROL,
         192u << 10, 16u << 10, 0},
        {"no-int8", VKI_HIDE_INTEGER_DOT_PRODUCT, 0, 0, 0},
        {"small-limits", 0, 192u << 10, 16u << 10, 0},
        {"sg16", 0, 0, 0, 16}};
    const char *name = getenv("VKT_PROFILE");
    size_t i;
    if (lanes) *lanes = 0;
    if (!name || !*name) return NULL;
    for (i = 0; i < VKT_COUNT(profiles); i++)
        if (strcmp(name, profiles[i].name) == 0) {
            p->hide |= profiles[i].hide;
            if (profiles[i].range && (!p->max_storage_buffer_range || p->max_storage_buffer_range > profiles[i].range))
                p->max_storage_buffer_range = profiles[i].range;
            if (profiles[i].shared && (!p->max_shared_memory || p->max_shared_memory > profiles[i].shared))
                p->max_shared_memory = profiles[i].shared;
            if (profiles[i].lanes) {
                char width[16];
                snprintf(width, sizeof width, "%u", 32 * profiles[i].lanes); /* llvmpipe's bits: 32 a lane */
                setenv("LP_NATIVE_VECTOR_WIDTH", width, 0);
            }
            if (lanes) *lanes = profiles[i].lanes;
            return profiles[i].name;
        }
    printf("FAIL VKT_PROFILE=%s: no such profile (embedded, no-int8, small-limits, sg16)\n", name);
    exit(2);
}

/* The profile's features and limits into a context's desc; returns its name or NULL */
VKT_UNUSED static const char *vkt_profile_apply(vki_device_profile *p) { return vkt_profile_get(p, NULL); }

/* VKT_PROFILE's name, NULL when unset: tests that check a route the profile hides skip
   that check visibly */
VKT_UNUSED static const char *vkt_profile_name(void) {
    vki_device_profile p;
    memset(&p, 0, sizeof p);
    return vkt_profile_apply(&p);
}

/* A kernel test's own case that binds more bytes than the device's maxStorageBufferRange
   (VKT_PROFILE=embedded lowers it to 192 KiB; the library refuses such a dispatch by
   name): the case is left out with a "skip" line. Returns 1 when it is. */
VKT_UNUSED static int vkt_skip_over_range(vki_context *ctx, uint64_t bytes, const char *what) {
    uint64_t range = ctx->vk->props.limits.maxStorageBufferRange;
    if (bytes <= range) return 0;
    printf("  skip %s: binds %llu bytes, over maxStorageBufferRange %llu\n", what, (unsigned long long)bytes,
           (unsigned long long)range);
    return 1;
}

/* n elements of esz bytes, or as many as one binding of the device takes where its
   maxStorageBufferRange is lower (VKT_PROFILE), said on a line */
VKT_UNUSED static int vkt_fit_elems(vki_context *ctx, int n, int esz) {
    uint64_t range = ctx->vk->props.limits.maxStorageBufferRange;
    if ((uint64_t)n * esz <= range) return n;
    printf("  %d elements, not %d: maxStorageBufferRange %llu\n", (int)(range / esz) - 1, n,
           (unsigned long long)range);
    return (int)(range / esz) - 1; /* odd where the range is a power of two: a tail */
}

/* After a failed vki_model_load or vki_session_create: 1, with a "skip" line naming what,
   where VKT_PROFILE's lowered maxStorageBufferRange refused it by name (a layer matrix of
   the F32 and F16 test models, a KV cache layer of thousands of positions, on "embedded"'s
   192 KiB); 0 otherwise (a failure) */
VKT_UNUSED static int vkt_skip_over_profile(vki_context *ctx, const char *what) {
    const char *name = vkt_profile_name();
    if (!name || !strstr(vki_last_error(ctx), "maxStorageBufferRange")) return 0;
    printf("  skip %s on VKT_PROFILE=%s: %s\n", what, name, vki_last_error(ctx));
    return 1;
}

/* A context with validation + synchronization validation on, or NULL with the reason
   in skip (tests then skip visibly). */
VKT_UNUSED static vki_context *vkt_gpu_open(char *skip, size_t cap) {
    vki_context_desc d;
    vki_context *ctx = NULL;
    char err[512] = "";
    const char *profile;
    uint32_t lanes;
    vki_result r;
    vkt_pin_vulkan_modules();
    memset(&d, 0, sizeof d);
    d.validation = VKT_VALIDATION;
    d.errbuf = err;
    d.errbuf_size = sizeof err;
    d.log_level = VKI_LOG_ERROR;
    profile = vkt_profile_get(&d.debug_profile, &lanes);
    r = vki_context_create(&d, &ctx);
    if (r != VKI_SUCCESS) {
        snprintf(skip, cap, "no Vulkan device: %s: %s", vki_result_string(r), err);
        return NULL;
    }
    if (lanes && ctx->vk->info.subgroup_size != lanes) {
        snprintf(skip, cap, "VKT_PROFILE=%s: subgroups of %u (lavapipe's follow LP_NATIVE_VECTOR_WIDTH)", profile,
                 ctx->vk->info.subgroup_size);
        printf("skip VKT_PROFILE=%s: subgroups of %u\n", profile, ctx->vk->info.subgroup_size);
        vki_context_destroy(ctx);
        return NULL;
    }
    if (profile)
        printf("device profile %s: integer dot products %s, subgroup size control %s, subgroup %u, "
               "maxStorageBufferRange %u, shared memory %u\n",
               profile, ctx->vk->info.has_integer_dot_product ? "on" : "hidden",
               ctx->vk->info.has_subgroup_size_control ? "on" : "hidden", ctx->vk->info.subgroup_size,
               ctx->vk->props.limits.maxStorageBufferRange, ctx->vk->props.limits.maxComputeSharedMemorySize);
    /* VKINFER_COOP_EXT (1 NV, 2 KHR) also for the kernels a test builds itself (vki__pipeline_get takes
       the context's default extension): one tensor-core route through the whole program */
    if (getenv("VKINFER_COOP_EXT")) {
        int want = atoi(getenv("VKINFER_COOP_EXT"));
        if (want == VKI_COOP_NV || want == VKI_COOP_KHR) ctx->vk->info.coop_ext = vki__coop_route(ctx, want);
    }
    if (ctx->vk->info.has_cooperative_matrix)
        printf("tensor cores: %s\n",
               ctx->vk->info.coop_ext == VKI_COOP_KHR ? "VK_KHR_cooperative_matrix" : "VK_NV_cooperative_matrix");
    return ctx;
}

/* max |gpu - ref| over n logits divided by the RMS of the reference: the logits tests'
   error measure (NaN propagates) */
VKT_UNUSED static double vkt_rel_err(const float *gpu, const float *ref, int n) {
    double ss = 0.0, mx = 0.0;
    int i;
    for (i = 0; i < n; i++) ss += (double)ref[i] * ref[i];
    ss = sqrt(ss / n);
    for (i = 0; i < n; i++) {
        double d = fabs((double)gpu[i] - ref[i]);
        if (!(d <= mx)) mx = d;
    }
    return mx / (ss > 1e-12 ? ss : 1e-12);
}

/* Any validation message fails the program; then the context is destroyed. */
VKT_UNUSED static void vkt_gpu_close(vki_context *ctx) {
    vki_stats st;
    if (!ctx) return;
    vki_context_stats(ctx, &st);
    if (st.validation_messages) {
        printf("FAIL validation: %llu messages\n", (unsigned long long)st.validation_messages);
        vkt_failed++;
    }
    vki_context_destroy(ctx);
}
#endif
