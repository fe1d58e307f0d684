/* Non-blocking generation and host integration (issue 20): poll-driven generation gives
   the blocking call's tokens, text and session (greedy, seeded sampling, a stop string)
   at every per-poll bound; cancel mid-reply leaves the session usable and rewound to the
   last handed-over token; a session busy with a generation refuses the blocking calls
   by name; on a host-owned device (examples/host_device.c's, validation on) with
   counting allocation callbacks, every host allocation goes through the callbacks (none
   through VKINFER_MALLOC & co.) and none is live after vki_context_destroy; a host
   semaphore wait holds vkinfer's next step until the host signals it.

   Model: tests/mkmodel.c's "tiny" qwen3 Q8_0 with its synthetic vocabulary. */
#define _POSIX_C_SOURCE 200809L /* vkinfer.h asks for it when it comes first; here it does not */
#include <time.h>
#include <stdio.h>
#include <stdlib.h>

/* allocations that bypass a context's callbacks land here */
static long t_sys_calls;
static int t_trace;
static void *t_sys_malloc(size_t n) { t_sys_calls++; if (t_trace) t_trace++; return malloc(n); }
static void *t_sys_realloc(void *p, size_t n) { t_sys_calls++; if (t_trace) t_trace++; return realloc(p, n); }
#define VKINFER_MALLOC(sz) t_sys_malloc(sz)
#define VKINFER_REALLOC(p, sz) t_sys_realloc(p, sz)
#define VKINFER_FREE(p) free(p)

#define HOST_DEVICE_NO_MAIN
#include "../examples/host_device.c" /* defines VKINFER_IMPLEMENTATION; hd_open, hd_alloc, ... */
#include "test.h"
#include "gpu_test.h"
#define MKMODEL_NO_MAIN
#include "mkmodel.c"

#define N_PROMPT 8
#define N_GEN 24

static vki_context *g_ctx;
static vki_model *g_m;
static char g_skip[1024], g_path[256];

#define REC_IDS 256
typedef struct rec {
    int32_t ids[REC_IDS];
    int n_ids, n_final, stop_after;
    char text[8192];
    int n_text;
} rec;

static int rec_fn(void *user, int32_t id, const char *text, int len) {
    rec *r = (rec *)user;
    if (len > 0 && r->n_text + len <= (int)sizeof r->text) {
        memcpy(r->text + r->n_text, text, (size_t)len);
        r->n_text += len;
    }
    if (id < 0) {
        r->n_final++;
        return 0;
    }
    if (r->n_ids < REC_IDS) r->ids[r->n_ids++] = id;
    return r->stop_after && r->n_ids >= r->stop_after;
}

static int same(const rec *a, const rec *b) {
    return a->n_ids == b->n_ids && !memcmp(a->ids, b->ids, sizeof(int32_t) * (size_t)a->n_ids) &&
        a->n_text == b->n_text && !memcmp(a->text, b->text, (size_t)a->n_text) && a->n_final == b->n_final;
}

static void prompt_of(int32_t *ids, int n, int n_vocab) {
    int i;
    for (i = 0; i < n; i++) ids[i] = (int32_t)((i * 37 + 11) % n_vocab);
}

/* back to the state right after the prompt, its logits current (as test_session.c) */
static int restart(vki_session *s, const int32_t *prompt, int n) {
    vki_result r = vki_session_rewind(s, n - 1);
    if (r == VKI_SUCCESS) r = vki_session_eval(s, prompt + n - 1, 1);
    VKT_CHECK(r == VKI_SUCCESS, "rewind + eval: %s", vki_result_string(r));
    return r == VKI_SUCCESS;
}

/* start + poll until done; every poll returns at once (no wait of its own). The guard is wall-clock time (300 s),
   not a count of polls: a slow CPU device under a test profile outlasted a million polls */
static vki_result poll_all(vki_session *s, const vki_sampler_desc *sp, int max_tokens, int max_steps, rec *r,
                           int *n_out, int *polls) {
    vki_result res;
    int done = 0, guard = 0;
    time_t t0 = time(NULL);
    memset(r->ids, 0, sizeof r->ids);
    r->n_ids = r->n_final = r->n_text = 0;
    res = vki_session_generate_start(s, sp, max_tokens, rec_fn, r);
    if (res != VKI_SUCCESS) return res;
    while (!done && (guard++ & 1023 || difftime(time(NULL), t0) < 300.0)) {
        res = vki_session_generate_poll(s, max_steps, &done, n_out);
        if (res != VKI_SUCCESS && !done) return res;
    }
    if (polls) *polls = guard;
    return res;
}

static vki_result block_all(vki_session *s, const vki_sampler_desc *sp, int max_tokens, rec *r, int *n_out) {
    memset(r->ids, 0, sizeof r->ids);
    r->n_ids = r->n_final = r->n_text = 0;
    return vki_session_generate(s, sp, max_tokens, rec_fn, r, n_out);
}

static vki_session *new_session(vki_model *m) {
    vki_session_desc sd;
    vki_session *s = NULL;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 128;
    sd.n_batch = 4; /* the prompt goes in two chunks */
    VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS, "vki_session_create");
    return s;
}

/* 1. poll == blocking: greedy and seeded sampling, per-poll bounds 1, 3, default; a stop string */
static void test_poll_equals_blocking(void) {
    static rec a, b;
    vki_session *s;
    vki_sampler_desc sp[3];
    int32_t prompt[N_PROMPT];
    int k, st, na, nb, pa, pb;
    const char *stop[1];
    char stop_text[8];
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (!(s = new_session(g_m))) return;
    prompt_of(prompt, N_PROMPT, g_m->info.n_vocab);
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "prompt: %s", vki_last_error(g_ctx));
    memset(sp, 0, sizeof sp);
    sp[0].no_stop_at_eog = 1;                      /* greedy */
    sp[1].no_stop_at_eog = 1;                      /* seeded sampling */
    sp[1].temperature = 0.9f;
    sp[1].top_k = 20;
    sp[1].top_p = 0.95f;
    sp[1].seed = 7;
    sp[2] = sp[1];                                 /* with a repetition penalty */
    sp[2].repeat_penalty = 1.3f;
    sp[2].seed = 99;
    for (k = 0; k < 3; k++) {
        static const int bounds[3] = {1, 3, 0};
        if (!restart(s, prompt, N_PROMPT)) break;
        VKT_CHECK(block_all(s, &sp[k], N_GEN, &a, &na) == VKI_SUCCESS, "blocking: %s", vki_last_error(g_ctx));
        pa = vki_session_pos(s);
        for (st = 0; st < 3; st++) {
            int polls = 0;
            if (!restart(s, prompt, N_PROMPT)) break;
            VKT_CHECK(poll_all(s, &sp[k], N_GEN, bounds[st], &b, &nb, &polls) == VKI_SUCCESS, "poll: %s",
                      vki_last_error(g_ctx));
            pb = vki_session_pos(s);
            VKT_CHECK(same(&a, &b) && na == nb && na == N_GEN,
                      "sampler %d, bound %d: %d vs %d tokens, same ids/text %d", k, bounds[st], na, nb, same(&a, &b));
            VKT_CHECK(pa == pb && pb == N_PROMPT + N_GEN, "session pos %d (blocking %d)", pb, pa);
            VKT_CHECK(polls > 1, "the reply took more than one poll (%d)", polls);
        }
    }
    /* a stop string cut from the greedy reply's text: the same cut both ways */
    if (restart(s, prompt, N_PROMPT) && block_all(s, &sp[0], N_GEN, &a, &na) == VKI_SUCCESS && a.n_text > 12) {
        memcpy(stop_text, a.text + 8, 3);
        stop_text[3] = 0;
        stop[0] = stop_text;
        sp[0].stop = stop;
        sp[0].n_stop = 1;
        restart(s, prompt, N_PROMPT);
        VKT_CHECK(block_all(s, &sp[0], N_GEN, &a, &na) == VKI_SUCCESS, "blocking with stop");
        pa = vki_session_pos(s);
        restart(s, prompt, N_PROMPT);
        VKT_CHECK(poll_all(s, &sp[0], N_GEN, 2, &b, &nb, NULL) == VKI_SUCCESS, "poll with stop: %s",
                  vki_last_error(g_ctx));
        pb = vki_session_pos(s);
        VKT_CHECK(same(&a, &b) && na == nb && na < N_GEN && pa == pb, "stop string: %d vs %d tokens, pos %d vs %d", na,
                  nb, pa, pb);
        sp[0].stop = NULL;
        sp[0].n_stop = 0;
    }
    vki_session_destroy(s);
}

/* 2. cancel mid-reply: rewound to the last handed-over token, and usable */
static void test_cancel(void) {
    static rec ref, b, c;
    vki_session *s;
    vki_sampler_desc sp;
    int32_t prompt[N_PROMPT];
    int n_ref, k = 0, done = 0, n = 0, guard = 0, i;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (!(s = new_session(g_m))) return;
    prompt_of(prompt, N_PROMPT, g_m->info.n_vocab);
    memset(&sp, 0, sizeof sp);
    sp.no_stop_at_eog = 1;
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "prompt");
    /* the reference from the same state (restart: the last prompt token through the
       decode step; the prompt step's numerics may pick other greedy tokens) */
    restart(s, prompt, N_PROMPT);
    VKT_CHECK(block_all(s, &sp, 20, &ref, &n_ref) == VKI_SUCCESS && n_ref == 20, "reference");
    restart(s, prompt, N_PROMPT);
    memset(&b, 0, sizeof b);
    VKT_CHECK(vki_session_generate_start(s, &sp, 20, rec_fn, &b) == VKI_SUCCESS, "start");
    while (n < 6 && !done && guard++ < 1000000)
        VKT_CHECK(vki_session_generate_poll(s, 4, &done, &n) == VKI_SUCCESS, "poll");
    VKT_CHECK(!done, "still running at %d tokens", n);
    VKT_CHECK(vki_session_generate_cancel(s, &k) == VKI_SUCCESS, "cancel: %s", vki_last_error(g_ctx));
    VKT_CHECK(k == n && b.n_ids == k && b.n_final == 0, "cancel at %d: %d callbacks, n_out %d, no final call (%d)", n,
              b.n_ids, k, b.n_final);
    VKT_CHECK(vki_session_pos(s) == N_PROMPT + k, "pos %d after cancel at %d tokens", vki_session_pos(s), k);
    for (i = 0; i < k; i++) VKT_CHECK(b.ids[i] == ref.ids[i], "token %d", i);
    /* usable: the blocking call continues the same reply */
    VKT_CHECK(block_all(s, &sp, 20 - k, &c, &n) == VKI_SUCCESS && n == 20 - k, "continue: %s", vki_last_error(g_ctx));
    for (i = 0; i < n && k + i < 20; i++) VKT_CHECK(c.ids[i] == ref.ids[k + i], "continued token %d", k + i);
    VKT_CHECK(vki_session_generate_cancel(s, &k) == VKI_SUCCESS && k == 0, "cancel with nothing running");
    /* sampled: cancelled after the first poll that handed something over */
    memset(&sp, 0, sizeof sp);
    sp.temperature = 1.0f;
    sp.seed = 3;
    restart(s, prompt, N_PROMPT);
    memset(&b, 0, sizeof b);
    n = done = guard = 0;
    VKT_CHECK(vki_session_generate_start(s, &sp, 20, rec_fn, &b) == VKI_SUCCESS, "start sampled");
    while (n < 3 && !done && guard++ < 1000000) vki_session_generate_poll(s, 1, &done, &n);
    VKT_CHECK(vki_session_generate_cancel(s, &k) == VKI_SUCCESS && vki_session_pos(s) == N_PROMPT + k && b.n_ids == k,
              "sampled cancel: pos %d, %d tokens", vki_session_pos(s), k);
    VKT_CHECK(vki_session_eval(s, prompt, 1) == VKI_SUCCESS, "eval after cancel");
    vki_session_destroy(s);
}

/* 3. bad input and a busy session: named errors */
static void test_errors(void) {
    vki_session *s;
    int32_t prompt[N_PROMPT];
    int done = 7, n;
    rec r;
    if (!g_m) VKT_SKIP("%s", g_skip);
    VKT_CHECK(vki_session_generate_start(NULL, NULL, 4, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT, "start NULL");
    VKT_CHECK(vki_session_generate_poll(NULL, 1, &done, &n) == VKI_ERROR_INVALID_ARGUMENT && done == 0, "poll NULL");
    VKT_CHECK(vki_session_generate_cancel(NULL, &n) == VKI_ERROR_INVALID_ARGUMENT, "cancel NULL");
    VKT_CHECK(vki_session_timeline(NULL, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT, "timeline NULL");
    VKT_CHECK(vki_context_wait_semaphore(NULL, NULL, 0) == VKI_ERROR_INVALID_ARGUMENT, "wait NULL");
    VKT_CHECK(vki_context_wait_semaphore(g_ctx, (void *)&r, 0) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "value"),
              "wait value 0: %s", vki_last_error(g_ctx));
    if (!(s = new_session(g_m))) return;
    VKT_CHECK(vki_session_generate_start(s, NULL, 4, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "prompt"),
              "no prompt: %s", vki_last_error(g_ctx));
    prompt_of(prompt, N_PROMPT, g_m->info.n_vocab);
    vki_session_eval(s, prompt, N_PROMPT);
    VKT_CHECK(vki_session_generate_start(s, NULL, -1, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "max_tokens"),
              "max_tokens -1: %s", vki_last_error(g_ctx));
    {
        vki_sampler_desc bad;
        memset(&bad, 0, sizeof bad);
        bad.top_p = 2.0f;
        VKT_CHECK(vki_session_generate_start(s, &bad, 4, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT &&
                      strstr(vki_last_error(g_ctx), "top_p"),
                  "top_p 2: %s", vki_last_error(g_ctx));
    }
    VKT_CHECK(vki_session_generate_start(s, NULL, 8, NULL, NULL) == VKI_SUCCESS, "start");
    VKT_CHECK(vki_session_generate_start(s, NULL, 8, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT, "start twice");
    VKT_CHECK(vki_session_eval(s, prompt, 1) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "vki_session_eval"),
              "eval while busy: %s", vki_last_error(g_ctx));
    VKT_CHECK(vki_session_rewind(s, 1) == VKI_ERROR_INVALID_ARGUMENT, "rewind while busy");
    VKT_CHECK(vki_session_generate(s, NULL, 1, NULL, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT, "generate while busy");
    VKT_CHECK(vki_session_generate_poll(s, 1, NULL, &n) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "done"),
              "done NULL");
    VKT_CHECK(vki_session_generate_poll(s, -1, &done, &n) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_ctx), "max_steps"),
              "max_steps -1");
    {
        void *sem = NULL;
        uint64_t v = 0;
        VKT_CHECK(vki_session_timeline(s, &sem, &v) == VKI_SUCCESS && sem && v > 0, "timeline: %p %llu", sem,
                  (unsigned long long)v);
    }
    /* destroying a session mid-generation frees it all (ASan/LSan check) */
    vki_session_destroy(s);
}

/* Vulkan's allocation callbacks, counting what is live (alignment kept: the block's
   size and base sit just below the pointer handed out) */
typedef struct vk_counter { long live, total; } vk_counter;
static void *VKAPI_CALL vk_alloc(void *user, size_t size, size_t align, VkSystemAllocationScope scope) {
    size_t a = align < 16 ? 16 : align;
    char *base = NULL;
    (void)scope;
    if (posix_memalign((void **)&base, a, a + size)) return NULL;
    ((size_t *)(base + a))[-1] = size;
    ((size_t *)(base + a))[-2] = a;
    ((vk_counter *)user)->live++;
    ((vk_counter *)user)->total++;
    return base + a;
}
static void VKAPI_CALL vk_free(void *user, void *p) {
    if (!p) return;
    ((vk_counter *)user)->live--;
    free((char *)p - ((size_t *)p)[-2]);
}
static void *VKAPI_CALL vk_realloc(void *user, void *p, size_t size, size_t align, VkSystemAllocationScope scope) {
    void *q;
    size_t old;
    if (!p) return vk_alloc(user, size, align, scope);
    if (!size) {
        vk_free(user, p);
        return NULL;
    }
    if (!(q = vk_alloc(user, size, align, scope))) return NULL;
    old = ((size_t *)p)[-1];
    memcpy(q, p, old < size ? old : size);
    vk_free(user, p);
    return q;
}

static void quiet_log(void *user, int level, const char *id, const char *msg) {
    (void)user;
    if (strcmp(id, "VKI_E_CONTEXT") != 0) printf("  log %d [%s]: %s\n", level, id, msg);
}

/* 4. the host's device, allocation callbacks and a semaphore wait */
static void test_host_device(void) {
    hd_vulkan h;
    hd_counter count;
    char err[512] = "";
    vki_context_desc cd;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_sampler_desc sp;
    static rec a, b;
    int32_t prompt[N_PROMPT];
    int na = 0, nb = 0, done = 0, n = 0, i;
    long sys0;
    VkSemaphore sem = VK_NULL_HANDLE;
    VkPipelineCache cache = VK_NULL_HANDLE;
    size_t cache0 = 0, cache1 = 0;
    VkAllocationCallbacks vka;
    vk_counter vkc;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (hd_open(&h, 1, err, sizeof err)) {
        hd_close(&h);
        VKT_SKIP("host device: %s", err);
    }
    memset(&count, 0, sizeof count);
    memset(&cd, 0, sizeof cd);
    memset(&vkc, 0, sizeof vkc);
    memset(&vka, 0, sizeof vka);
    vka.pUserData = &vkc;
    vka.pfnAllocation = vk_alloc;
    vka.pfnReallocation = vk_realloc;
    vka.pfnFree = vk_free;
    {
        VkPipelineCacheCreateInfo pci;
        memset(&pci, 0, sizeof pci);
        pci.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO;
        VKT_CHECK(vkCreatePipelineCache(h.device, &pci, NULL, &cache) == VK_SUCCESS, "vkCreatePipelineCache");
        vkGetPipelineCacheData(h.device, cache, &cache0, NULL);
    }
    cd.vk_allocator = &vka;
    cd.pipeline_cache = (void *)cache;
    cd.host = &h.handles;
    cd.allocator.user = &count;
    cd.allocator.malloc_fn = hd_alloc;
    cd.allocator.realloc_fn = hd_realloc;
    cd.allocator.free_fn = hd_free;
    cd.errbuf = err;
    cd.errbuf_size = sizeof err;
    cd.log_level = VKI_LOG_ERROR;
    cd.log = quiet_log; /* the expected errors below stay out of the output */
    vkt_profile_apply(&cd.debug_profile); /* VKT_PROFILE */
    sys0 = t_sys_calls;
    t_trace = getenv("VKT_TRACE") != NULL;
    VKT_CHECK(vki_context_create(&cd, &ctx) == VKI_SUCCESS, "create on the host's device: %s", err);
    if (!ctx) goto out;
    VKT_CHECK(vki_model_load(ctx, g_path, NULL, &m) == VKI_SUCCESS, "load: %s", vki_last_error(ctx));
    if (m) s = new_session(m);
    if (!s) goto out;
    prompt_of(prompt, N_PROMPT, m->info.n_vocab);
    memset(&sp, 0, sizeof sp);
    sp.no_stop_at_eog = 1;
    VKT_CHECK(vki_session_eval(s, prompt, N_PROMPT) == VKI_SUCCESS, "prompt: %s", vki_last_error(ctx));
    VKT_CHECK(block_all(s, &sp, 12, &a, &na) == VKI_SUCCESS, "blocking: %s", vki_last_error(ctx));
    {   /* the host's timeline semaphore holds vkinfer's next step */
        VkSemaphoreTypeCreateInfo tci;
        VkSemaphoreCreateInfo sci;
        VkSemaphoreSignalInfo sgi;
        void *vsem = NULL;
        uint64_t vval = 0, now = 0;
        memset(&tci, 0, sizeof tci);
        tci.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO;
        tci.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
        memset(&sci, 0, sizeof sci);
        sci.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO;
        sci.pNext = &tci;
        VKT_CHECK(vkCreateSemaphore(h.device, &sci, NULL, &sem) == VK_SUCCESS, "vkCreateSemaphore");
        restart(s, prompt, N_PROMPT);
        vki_session_sync(s);
        VKT_CHECK(vki_context_wait_semaphore(ctx, (void *)sem, 1) == VKI_SUCCESS, "wait_semaphore: %s",
                  vki_last_error(ctx));
        memset(&b, 0, sizeof b);
        VKT_CHECK(vki_session_generate_start(s, &sp, 12, rec_fn, &b) == VKI_SUCCESS, "start");
        for (i = 0; i < 20; i++) {
            struct timespec ts = {0, 5000000};
            VKT_CHECK(vki_session_generate_poll(s, 2, &done, &n) == VKI_SUCCESS, "poll");
            nanosleep(&ts, NULL);
        }
        vki_session_timeline(s, &vsem, &vval);
        vkGetSemaphoreCounterValue(h.device, (VkSemaphore)vsem, &now);
        VKT_CHECK(n == 1 && !done && vval > now,
                  "held: %d tokens (the prompt's pick only), step value %llu, semaphore at %llu", n,
                  (unsigned long long)vval, (unsigned long long)now);
        memset(&sgi, 0, sizeof sgi);
        sgi.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO;
        sgi.semaphore = sem;
        sgi.value = 1;
        VKT_CHECK(vkSignalSemaphore(h.device, &sgi) == VK_SUCCESS, "vkSignalSemaphore");
        for (i = 0; !done && i < 1000000; i++)
            VKT_CHECK(vki_session_generate_poll(s, 2, &done, &nb) == VKI_SUCCESS, "poll");
        VKT_CHECK(done && same(&a, &b) && na == nb, "after the signal: %d vs %d tokens, same %d", nb, na, same(&a, &b));
    }
    /* sampled, through the callbacks as well */
    sp.temperature = 0.7f;
    sp.seed = 5;
    restart(s, prompt, N_PROMPT);
    VKT_CHECK(poll_all(s, &sp, 8, 1, &b, &nb, NULL) == VKI_SUCCESS && nb == 8, "sampled poll: %s", vki_last_error(ctx));
    VKT_CHECK(vki_tokenize(m, "hello", -1, prompt, N_PROMPT, 0) >= 0, "tokenize");
    {   /* more of the API, for the allocation count: chat text, every row's logits, a profile */
        vki_chat_message msg = {"user", "hi"};
        vki_chat_desc chd;
        char buf[256];
        float *lg = (float *)malloc(sizeof(float) * 2 * (size_t)m->info.n_vocab);
        vki_profile_entry pe[64];
        memset(&chd, 0, sizeof chd);
        chd.tmpl = VKI_CHAT_CHATML;
        VKT_CHECK(vki_chat_format(m, &chd, &msg, 1, buf, (int)sizeof buf) > 0, "chat format");
        VKT_CHECK(lg && vki_session_eval_logits(s, prompt, 2, lg, 2 * (int64_t)m->info.n_vocab) == VKI_SUCCESS,
                  "eval_logits: %s", vki_last_error(ctx));
        vki_session_profile(s, 1, pe, 64); /* lavapipe may lack timestamps: allocation only */
        free(lg);
    }
    vkGetPipelineCacheData(h.device, cache, &cache1, NULL);
    /* lavapipe keeps nothing in a cache (32 bytes of header before and after); a GPU
       driver's grows with vkinfer's pipelines */
    VKT_CHECK(cache1 >= cache0, "the host's pipeline cache: %zu -> %zu bytes", cache0, cache1);
    printf("  host pipeline cache: %zu -> %zu bytes\n", cache0, cache1);
    {   /* both cache settings: a named error */
        vki_context *c2 = NULL;
        vki_context_desc d2 = cd;
        d2.pipeline_cache_path = "/tmp/x.cache";
        VKT_CHECK(vki_context_create(&d2, &c2) == VKI_ERROR_INVALID_ARGUMENT && strstr(err, "pipeline_cache"),
                  "cache twice: %s", err);
        d2 = cd;
        d2.allocator.free_fn = NULL;
        VKT_CHECK(vki_context_create(&d2, &c2) == VKI_ERROR_INVALID_ARGUMENT && strstr(err, "allocator"),
                  "2 of 3 callbacks: %s", err);
    }
out:
    vki_context_destroy(ctx); /* frees the model and session too */
    VKT_CHECK(t_sys_calls == sys0, "%ld host allocations bypassed the callbacks", t_sys_calls - sys0);
    VKT_CHECK(count.total > 0 && count.live == 0 && count.bytes == 0,
              "callbacks: %ld made, %ld live (%zu bytes) after destroy", count.total, count.live, count.bytes);
    VKT_CHECK(vkc.live == 0, "Vulkan allocation callbacks: %ld made, %ld live after destroy", vkc.total, vkc.live);
    printf("  host callbacks: %ld allocations; Vulkan callbacks: %ld\n", count.total, vkc.total);
    if (sem) vkDestroySemaphore(h.device, sem, NULL);
    if (cache) vkDestroyPipelineCache(h.device, cache, NULL);
    VKT_CHECK(h.messages == 0, "%d validation messages on the host's device", h.messages);
    hd_close(&h);
}

int main(void) {
    char err[512];
    vkt_pin_vulkan_modules();
    g_ctx = vkt_gpu_open(g_skip, sizeof g_skip);
    snprintf(g_path, sizeof g_path, "/tmp/vkt_poll_%d.gguf", (int)getpid());
    if (g_ctx) {
        if (mk_write_tiny(g_path, "qwen3", "Q8_0", -1, NULL, 20, err, sizeof err))
            snprintf(g_skip, sizeof g_skip, "mkmodel: %s", err);
        else if (vki_model_load(g_ctx, g_path, NULL, &g_m) != VKI_SUCCESS)
            snprintf(g_skip, sizeof g_skip, "load: %.900s", vki_last_error(g_ctx));
    }
    VKT_RUN(test_poll_equals_blocking);
    VKT_RUN(test_cancel);
    VKT_RUN(test_errors);
    VKT_RUN(test_host_device);
    vkt_gpu_close(g_ctx);
    remove(g_path);
    return vkt_summary();
}
