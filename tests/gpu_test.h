/* Shared by the GPU test programs (include after vkinfer.h and test.h): one validated
   context per program, and the end-of-program check that the validation layer stayed
   silent. */
#ifndef VKT_GPU_TEST_H
#define VKT_GPU_TEST_H

/* A context with validation + synchronization validation on, or NULL with the reason
   in skip (tests then skip visibly). */
static vki_context *vkt_gpu_open(char *skip, size_t cap) {
    vki_context_desc d;
    vki_context *ctx = NULL;
    char err[512] = "";
    vki_result r;
    vkt_pin_vulkan_modules();
    memset(&d, 0, sizeof d);
    d.validation = VKT_VALIDATION;
    d.errbuf = err;
    d.errbuf_size = sizeof err;
    d.log_level = VKI_LOG_ERROR;
    r = vki_context_create(&d, &ctx);
    if (r != VKI_SUCCESS) {
        snprintf(skip, cap, "no Vulkan device: %s: %s", vki_result_string(r), err);
        return NULL;
    }
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
static void vkt_gpu_close(vki_context *ctx) {
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
