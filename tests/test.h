/* Minimal test harness shared by tests/test_*.c. Each test program runs test
   functions with VKT_RUN, and ends with `return vkt_summary();`, whose last line is
   "N passed, N failed, N skipped" (tests/run.sh adds these up). */
#ifndef VKT_TEST_H
#define VKT_TEST_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define VKT_UNUSED __attribute__((unused))
#else
#define VKT_UNUSED
#endif

#define VKT_COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Windows (MinGW, run under Wine in CI): the few POSIX calls the tests make */
#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <process.h>
#define getpid _getpid
VKT_UNUSED static int vkt_setenv(const char *k, const char *v, int overwrite) {
    if (!overwrite && getenv(k)) return 0;
    return _putenv_s(k, v) == 0 ? 0 : -1;
}
VKT_UNUSED static int vkt_unsetenv(const char *k) { return _putenv_s(k, "") == 0 ? 0 : -1; } /* "" removes it */
VKT_UNUSED static int vkt_truncate(const char *path, long n) {
    int fd = _open(path, _O_RDWR | _O_BINARY), r;
    if (fd < 0) return -1;
    r = _chsize(fd, n);
    _close(fd);
    return r == 0 ? 0 : -1;
}
#define setenv vkt_setenv
#define unsetenv vkt_unsetenv
#define truncate vkt_truncate
#endif

/* desc.validation of the GPU tests. Wine's vulkan-1.dll lists no layer to the program:
   there the Windows stage of .ci/run enables the host's validation layer through
   VK_INSTANCE_LAYERS and fails on any message it prints. */
#ifdef _WIN32
#define VKT_VALIDATION 0
#else
#define VKT_VALIDATION 1
#endif

static int vkt_passed, vkt_failed, vkt_skipped;
static int vkt_cur_failed, vkt_cur_skipped;
static const char *vkt_cur_name;

#define VKT_CHECK(cond, ...)                                                        \
    do {                                                                            \
        if (!(cond)) {                                                              \
            vkt_cur_failed++;                                                       \
            if (vkt_cur_failed <= 10) {                                             \
                printf("  FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);            \
                printf(__VA_ARGS__);                                                \
                printf("\n");                                                       \
            }                                                                       \
        }                                                                           \
    } while (0)

/* Marks the current test skipped (visibly, with a reason) and returns from it. */
#define VKT_SKIP(...)                                                               \
    do {                                                                            \
        printf("  SKIP %s: ", vkt_cur_name);                                        \
        printf(__VA_ARGS__);                                                        \
        printf("\n");                                                               \
        vkt_cur_skipped = 1;                                                        \
        return;                                                                     \
    } while (0)

/* VKT_ONLY=name runs only the tests whose name contains it (a developer's filter);
   VKT_ONLY=a,b those whose name contains any of them (tests/run.sh's profile stage) */
VKT_UNUSED static int vkt_selected(const char *name) {
    const char *only = getenv("VKT_ONLY"), *p;
    char part[128];
    size_t n;
    if (!only) return 1;
    for (p = only;; p += n + 1) {
        n = strcspn(p, ",");
        if (n < sizeof part) {
            memcpy(part, p, n);
            part[n] = 0;
            if ((n || !*only) && strstr(name, part)) return 1;
        }
        if (!p[n]) return 0;
    }
}

#define VKT_RUN(fn)                                                                 \
    do {                                                                            \
        if (!vkt_selected(#fn)) break;                                              \
        vkt_cur_failed = 0;                                                         \
        vkt_cur_skipped = 0;                                                        \
        vkt_cur_name = #fn;                                                         \
        fflush(stdout);                                                             \
        fn();                                                                       \
        if (vkt_cur_failed) {                                                       \
            vkt_failed++;                                                           \
            printf("FAIL %s (%d checks failed)\n", #fn, vkt_cur_failed);           \
        } else if (vkt_cur_skipped) {                                               \
            vkt_skipped++;                                                          \
            printf("skip %s\n", #fn);                                               \
        } else {                                                                    \
            vkt_passed++;                                                           \
            printf("ok   %s\n", #fn);                                               \
        }                                                                           \
        fflush(stdout);                                                             \
    } while (0)

static int vkt_summary(void) {
    printf("%d passed, %d failed, %d skipped\n", vkt_passed, vkt_failed, vkt_skipped);
    return vkt_failed ? 1 : 0;
}

/* xorshift64* : deterministic random numbers for tests (seeded per test) */
static unsigned long long vkt_rng_state = 0x9E3779B97F4A7C15ull;
VKT_UNUSED static void vkt_seed(unsigned long long s) { vkt_rng_state = s ? s : 0x9E3779B97F4A7C15ull; }
VKT_UNUSED static unsigned long long vkt_rand64(void) {
    vkt_rng_state ^= vkt_rng_state >> 12;
    vkt_rng_state ^= vkt_rng_state << 25;
    vkt_rng_state ^= vkt_rng_state >> 27;
    return vkt_rng_state * 0x2545F4914F6CDD1Dull;
}
VKT_UNUSED static unsigned vkt_randu(unsigned n) { return n ? (unsigned)(vkt_rand64() % n) : 0; }
VKT_UNUSED static float vkt_randf(void) { return (float)((vkt_rand64() >> 40) * (1.0 / 16777216.0)) * 2.0f - 1.0f; }

/* Keeps the Vulkan driver and validation layer mapped after the loader unloads them,
   so that LeakSanitizer can name their modules: their own leaks are suppressed by
   tests/lsan.supp, while leaks in vkinfer (in the test binary) are still reported. */
#ifdef _WIN32
VKT_UNUSED static void vkt_pin_vulkan_modules(void) {} /* no LeakSanitizer there */
#else
#include <dlfcn.h>
VKT_UNUSED static void vkt_pin_vulkan_modules(void) {
    static const char *const libs[] = {"libvulkan.so.1", "libvulkan_lvp.so", "libVkLayer_khronos_validation.so"};
    size_t i;
    for (i = 0; i < sizeof libs / sizeof libs[0]; i++) (void)dlopen(libs[i], RTLD_NOW | RTLD_NODELETE);
}
#endif

/* Path of ../shared (beside the repository) or NULL when absent. */
VKT_UNUSED static const char *vkt_shared_dir(void) {
    static const char *const cands[] = {"../shared", "../../shared", "shared"};
    const char *env = getenv("VKINFER_SHARED");
    size_t i;
    FILE *f;
    char buf[512];
    if (env && *env) return env;
    for (i = 0; i < sizeof cands / sizeof cands[0]; i++) {
        snprintf(buf, sizeof buf, "%s/DESIGN.md", cands[i]);
        f = fopen(buf, "rb");
        if (f) { fclose(f); return cands[i]; }
    }
    return NULL;
}
#endif
