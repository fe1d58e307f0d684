/* vkinfer.h - v0.1 - GGUF language models on any Vulkan GPU, in one header.

   Do this:
      #define VKINFER_IMPLEMENTATION
   before you include this file in *one* C or C++ file to create the implementation.
   Every other file includes it without the define. Then build with one command:

      cc -O2 -o app app.c -lm -ldl

   Dependencies (Debian package names): libvulkan-dev and libvulkan-volk-dev (headers
   only: vkinfer opens the Vulkan loader, libvulkan.so.1, at run time and never links
   it), libstb-dev (stb_ds). Users never need a shader compiler: the SPIR-V of every
   kernel is embedded at the end of this file.

   Minimal use:

      vki_context *ctx; vki_model *m; vki_session *s;
      vki_context_desc cd = {0};                     zero means default everywhere
      if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) { ... vki_last_error(NULL) ... }
      vki_model_load(ctx, "model.gguf", NULL, &m);   on failure: vki_last_error(ctx)
      ...
      vki_model_destroy(m); vki_context_destroy(ctx);

   Put the implementation in a C file of its own that does not include <vulkan/vulkan.h>
   before this header: the implementation includes <volk.h>, which needs Vulkan's
   prototypes off (VK_NO_PROTOTYPES).

   THREAD SAFETY
   A vki_context and everything made from it (models, sessions, buffers) may be used by
   one thread at a time. Different contexts are independent and may be used from
   different threads in parallel. The library has no global or thread-local mutable
   state. When the host application passes its own Vulkan device and queue
   (vki_context_desc.host), vkinfer submits to that queue: the host must not use the
   queue from another thread while a vkinfer call runs (Vulkan's external
   synchronization rule for vkQueueSubmit).

   COEXISTING WITH A HOST THAT USES VULKAN
   vkinfer does not compile volk's implementation and defines no Vk* or volk* symbol:
   instance functions live in a per-context table and device functions in a
   per-context VolkDeviceTable. A host that links libvulkan or uses volk itself does not
   clash with it. vkinfer never waits on the host's whole device or queue: every wait
   is on one of its own timeline-semaphore values.

   CONFIGURATION MACROS (define before the implementation include)
      VKINFER_STATIC         make every public function static to this file
      VKINFER_API            linkage of public functions (default: extern)
      VKINFER_MALLOC(sz)     default malloc(sz)
      VKINFER_REALLOC(p,sz)  default realloc(p,sz)
      VKINFER_FREE(p)        default free(p)
      VKINFER_ASSERT(x)      default assert(x); checks programming errors only, never input
      VKINFER_MAX_DEVICES    most physical devices considered (default 16)

   ENVIRONMENT
      VKINFER_DEVICE         device index or name substring; overrides the desc field
      VKINFER_VALIDATION=1   turn on the Khronos validation layer (with synchronization
                             validation) for contexts that did not ask for it

   LICENSE: MIT, see the end of the file.
*/
#ifndef VKINFER_H
#define VKINFER_H

/* The implementation uses POSIX (mmap, dlopen, clock_gettime): ask for it when this
   header is the first include of the file, which also makes -std=c99 work. */
#if defined(VKINFER_IMPLEMENTATION) && !defined(_POSIX_C_SOURCE) && !defined(_GNU_SOURCE) && !defined(_DEFAULT_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <stddef.h>
#include <stdint.h>

#define VKINFER_VERSION_MAJOR 0
#define VKINFER_VERSION_MINOR 1
#define VKINFER_VERSION_PATCH 0

#ifndef VKINFER_API
#ifdef VKINFER_STATIC
#define VKINFER_API static
#else
#define VKINFER_API extern
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ============================================================================
   PUBLIC API
   ========================================================================== */

typedef enum vki_result {
    VKI_SUCCESS = 0,
    VKI_ERROR_INVALID_ARGUMENT = -1,    /* a NULL where a value is needed, a bad desc field */
    VKI_ERROR_OUT_OF_HOST_MEMORY = -2,
    VKI_ERROR_NO_VULKAN = -3,           /* no Vulkan loader (libvulkan.so.1) could be opened */
    VKI_ERROR_NO_DEVICE = -4,           /* no Vulkan device, or none matches VKINFER_DEVICE */
    VKI_ERROR_MISSING_FEATURE = -5,     /* the device lacks a required feature or extension */
    VKI_ERROR_OUT_OF_DEVICE_MEMORY = -6,/* device-local memory exhausted (never falls back) */
    VKI_ERROR_VULKAN = -7,              /* a Vulkan call failed; the message names it */
    VKI_ERROR_DEVICE_LOST = -8,
    VKI_ERROR_IO = -9,                  /* a file could not be opened, mapped or written */
    VKI_ERROR_INVALID_MODEL = -10,      /* malformed GGUF: the message names field and offset */
    VKI_ERROR_UNSUPPORTED_MODEL = -11,  /* valid GGUF, but an architecture/type vkinfer lacks */
    VKI_ERROR_CONTEXT_FULL = -12,       /* the session's KV cache has no room left */
    VKI_ERROR_BUFFER_TOO_SMALL = -13,   /* an output array given by the caller is too small */
    VKI_ERROR_NO_GPU_CONTEXT = -14      /* a GPU call on a context made with no_gpu */
} vki_result;

VKINFER_API const char *vki_result_string(vki_result r);

typedef struct vki_context vki_context;
typedef struct vki_model vki_model;
typedef struct vki_session vki_session;
typedef struct vki_buffer vki_buffer;

enum { VKI_LOG_ERROR = 0, VKI_LOG_WARN = 1, VKI_LOG_INFO = 2, VKI_LOG_DEBUG = 3 };
/* id is a stable message identifier such as "VKI_W_CPU_DEVICE" (search for it in this
   file to find the setting that changes it); msg is a human-readable sentence. */
typedef void (*vki_log_fn)(void *user, int level, const char *id, const char *msg);

/* Vulkan handles owned by the host application. All are plain pointers so that this
   header does not need the Vulkan headers. Lifetimes: everything here must outlive the
   vki_context; vkinfer destroys none of it. The device must have been created with
   Vulkan 1.2+ and the features listed under "Requirements" in the implementation
   notes (timelineSemaphore, storageBuffer16BitAccess, shaderFloat16, shaderInt8,
   storageBuffer8BitAccess); missing ones give VKI_ERROR_MISSING_FEATURE. */
typedef struct vki_vulkan_handles {
    void *instance;               /* VkInstance */
    void *physical_device;        /* VkPhysicalDevice */
    void *device;                 /* VkDevice */
    void *queue;                  /* VkQueue with compute support */
    uint32_t queue_family;        /* family of that queue */
    void *get_instance_proc_addr; /* PFN_vkGetInstanceProcAddr; NULL: load the system loader */
    uint32_t api_version;         /* version the instance was created with; 0 = 1.2 */
    int enabled_push_descriptor;  /* nonzero if VK_KHR_push_descriptor is enabled */
    int enabled_memory_budget;    /* nonzero if VK_EXT_memory_budget is enabled */
    int enabled_subgroup_size_control; /* nonzero if subgroupSizeControl is enabled */
} vki_vulkan_handles;

typedef struct vki_context_desc {
    const char *device;        /* index ("1") or name substring ("NVIDIA"); NULL = best.
                                  VKINFER_DEVICE in the environment overrides it. */
    int validation;            /* 1: Khronos validation + synchronization validation */
    int no_gpu;                /* 1: no Vulkan at all (GGUF info, tokenizer only) */
    int no_transfer_queue;     /* 1: do uploads on the compute queue even if a
                                  dedicated transfer queue exists */
    int force_staging;         /* 1: copy through the staging ring even on UMA devices,
                                  whose memory the host could write directly (tests) */
    size_t staging_bytes;      /* staging ring size; 0 = 64 MiB */
    size_t block_bytes;        /* device memory block size; 0 = 256 MiB (or heap/8) */
    const char *pipeline_cache_path; /* NULL: no persistence */
    vki_log_fn log;            /* NULL: warnings and errors go to stderr */
    void *log_user;
    int log_level;             /* highest level passed to log; 0 = VKI_LOG_WARN */
    const vki_vulkan_handles *host; /* NULL: vkinfer creates instance and device */
    char *errbuf;              /* receives the message when create fails; may be NULL */
    size_t errbuf_size;
} vki_context_desc;

/* Creates a context. On failure *out is NULL; the message went to desc->log (or
   stderr) and, when desc->errbuf is set, into that buffer. */
VKINFER_API vki_result vki_context_create(const vki_context_desc *desc, vki_context **out);
VKINFER_API void vki_context_destroy(vki_context *ctx);
/* Text of the last error on this context ("" if none). For NULL it returns a fixed
   hint: a failed vki_context_create reports through desc->errbuf and desc->log. */
VKINFER_API const char *vki_last_error(const vki_context *ctx);
/* Writes the pipeline cache to desc.pipeline_cache_path now (also done on destroy). */
VKINFER_API vki_result vki_context_save_pipeline_cache(vki_context *ctx);

typedef struct vki_device_info {
    char name[256];
    uint32_t vendor_id, device_id, driver_version, api_version;
    int type;                  /* 1 integrated, 2 discrete, 3 virtual, 4 CPU, 0 other */
    uint64_t device_local_bytes;   /* size of the largest DEVICE_LOCAL heap */
    uint32_t subgroup_size;
    uint64_t max_storage_buffer_range;
    int uma;                   /* device-local memory is host-visible and used zero-copy */
    int has_transfer_queue;    /* a dedicated transfer queue family is used for uploads */
    int has_push_descriptor, has_memory_budget, has_subgroup_size_control;
    int has_integer_dot_product, has_cooperative_matrix;
} vki_device_info;

/* Lists the Vulkan devices in the order vkinfer ranks them (best first). Returns the
   number found (may exceed cap) or a negative vki_result. */
VKINFER_API int vki_list_devices(vki_device_info *infos, int cap);
VKINFER_API vki_result vki_context_device_info(const vki_context *ctx, vki_device_info *out);

typedef struct vki_stats {
    uint64_t submits, dispatches, barriers, descriptor_writes, host_waits;
    uint64_t bytes_uploaded, bytes_read_back;
    uint64_t cpu_fallbacks;      /* must stay 0: no part of a token runs on the CPU */
    uint64_t validation_messages;/* messages from the validation layer, when enabled */
    uint64_t device_bytes_in_use;/* bytes sub-allocated from device-local blocks */
    uint64_t device_blocks;      /* VkDeviceMemory allocations made for those */
} vki_stats;
VKINFER_API void vki_context_stats(const vki_context *ctx, vki_stats *out);
VKINFER_API void vki_context_reset_stats(vki_context *ctx);

/* ---- device buffers (device-local; for tools, tests and host integration) ---- */
typedef struct vki_buffer_info {
    uint64_t size;
    uint32_t memory_type;       /* Vulkan memory type index backing it */
    uint32_t memory_flags;      /* VkMemoryPropertyFlags of that type */
    uint64_t offset;            /* offset inside its VkBuffer */
    void *vk_buffer;            /* VkBuffer (shared with other sub-allocations) */
} vki_buffer_info;
VKINFER_API vki_result vki_buffer_create(vki_context *ctx, uint64_t size, vki_buffer **out);
VKINFER_API void vki_buffer_destroy(vki_buffer *buf);
VKINFER_API vki_result vki_buffer_info_get(const vki_buffer *buf, vki_buffer_info *out);
/* Copies host bytes into the buffer through the staging ring (no host wait unless the
   ring must reuse a region still in flight). */
VKINFER_API vki_result vki_buffer_upload(vki_buffer *buf, uint64_t offset, const void *src, uint64_t size);
/* Copies buffer bytes to the host; waits for exactly the GPU work that last wrote it. */
VKINFER_API vki_result vki_buffer_read(vki_buffer *buf, uint64_t offset, void *dst, uint64_t size);

/* ---- models ---- */
typedef enum vki_arch { VKI_ARCH_UNKNOWN = 0, VKI_ARCH_LLAMA, VKI_ARCH_QWEN2, VKI_ARCH_QWEN3 } vki_arch;

/* ggml tensor types, numbered as in GGUF */
typedef enum vki_type {
    VKI_TYPE_F32 = 0, VKI_TYPE_F16 = 1, VKI_TYPE_Q4_0 = 2, VKI_TYPE_Q4_1 = 3,
    VKI_TYPE_Q5_0 = 6, VKI_TYPE_Q5_1 = 7, VKI_TYPE_Q8_0 = 8, VKI_TYPE_Q8_1 = 9,
    VKI_TYPE_Q2_K = 10, VKI_TYPE_Q3_K = 11, VKI_TYPE_Q4_K = 12, VKI_TYPE_Q5_K = 13,
    VKI_TYPE_Q6_K = 14, VKI_TYPE_Q8_K = 15, VKI_TYPE_BF16 = 30
} vki_type;
VKINFER_API const char *vki_type_name(int type);   /* "Q4_K", or "type 99" style text for unknown */

typedef enum vki_tokenizer_kind { VKI_TOKENIZER_NONE = 0, VKI_TOKENIZER_BPE, VKI_TOKENIZER_SPM } vki_tokenizer_kind;

typedef struct vki_model_info {
    vki_arch arch;
    char arch_name[32];
    char name[128];                 /* general.name, may be empty */
    int n_layer, n_embd, n_head, n_head_kv, head_dim, n_ff, n_vocab, n_ctx_train;
    float rope_base, norm_eps;
    int rope_neox;                  /* 1: NEOX (rotate halves), 0: normal (adjacent pairs) */
    int has_rope_freqs;             /* Llama-3 frequency scaling tensor present */
    int tied_output;                /* output projection shares token_embd */
    int has_qk_norm, has_qkv_bias;
    int32_t bos, eos, eot, pad;     /* -1 when absent */
    int add_bos;                    /* tokenizer.ggml.add_bos_token */
    vki_tokenizer_kind tokenizer;
    char pre[32];                   /* BPE pre-tokenizer name ("qwen2", "llama-bpe", "default") */
    uint64_t n_tensors, weight_bytes, file_bytes;
    int weight_type;                /* most common matrix type (vki_type) */
    int gguf_version;
} vki_model_info;

typedef void (*vki_progress_fn)(void *user, float fraction);

typedef struct vki_model_desc {
    int vocab_only;            /* 1: metadata and tokenizer only, no weights uploaded */
    vki_progress_fn progress;  /* called during weight upload with 0..1 */
    void *progress_user;
} vki_model_desc;

/* desc may be NULL. A context made with no_gpu loads models as if vocab_only were set. */
VKINFER_API vki_result vki_model_load(vki_context *ctx, const char *gguf_path,
                                      const vki_model_desc *desc, vki_model **out);
VKINFER_API void vki_model_destroy(vki_model *m);
VKINFER_API void vki_model_get_info(const vki_model *m, vki_model_info *out);

/* Metadata and tensor listing (for `vkinfer info`). Index 0..count-1. */
VKINFER_API int vki_model_meta_count(const vki_model *m);
/* Writes "key" and a printable rendering of the value (arrays shortened). Returns 0 or
   VKI_ERROR_INVALID_ARGUMENT for a bad index. */
VKINFER_API vki_result vki_model_meta_get(const vki_model *m, int index, const char **key,
                                          char *value_text, size_t value_cap);
typedef struct vki_tensor_info {
    const char *name;
    int type;                  /* vki_type */
    int n_dims;
    uint64_t ne[4];            /* ne[0] is the contiguous dimension */
    uint64_t offset;           /* byte offset in the file */
    uint64_t bytes;
} vki_tensor_info;
VKINFER_API int vki_model_tensor_count(const vki_model *m);
VKINFER_API vki_result vki_model_tensor_get(const vki_model *m, int index, vki_tensor_info *out);

/* ---- tokenizer ---- */
enum {
    VKI_TOKENIZE_ADD_BOS = 1,  /* prepend BOS when the model's vocabulary asks for it */
    VKI_TOKENIZE_SPECIAL = 2   /* parse special/control tokens written in the text */
};
/* Tokenizes len bytes of text (len < 0: NUL-terminated). Returns the number of ids;
   when that exceeds cap, returns -(number needed) and writes nothing beyond cap. */
VKINFER_API int vki_tokenize(const vki_model *m, const char *text, int len, int32_t *ids,
                             int cap, int flags);
enum { VKI_DETOK_SPECIAL = 1 /* render special/control tokens as their text */ };
/* Bytes of one token's text (not NUL-terminated). Returns the length; if it exceeds cap,
   returns -(length) and writes nothing. */
VKINFER_API int vki_token_to_piece(const vki_model *m, int32_t id, char *buf, int cap, int flags);
/* Streaming detokenizer: emits only whole UTF-8 characters; bytes of a character split
   across tokens are held back until it is complete. Zero-initialise the struct. */
typedef struct vki_detokenizer { char pending[8]; int n_pending; int first; } vki_detokenizer;
/* Appends the text of id to out (cap bytes); returns bytes written or -(needed). */
VKINFER_API int vki_detokenize_push(const vki_model *m, vki_detokenizer *d, int32_t id,
                                    char *out, int cap, int flags);
/* Emits whatever is held back (invalid UTF-8 as U+FFFD) at the end of a stream. */
VKINFER_API int vki_detokenize_flush(vki_detokenizer *d, char *out, int cap);
VKINFER_API int vki_token_is_eog(const vki_model *m, int32_t id); /* EOS, EOT, ... */

/* ---- chat templates ---- */
typedef enum vki_chat_template {
    VKI_CHAT_AUTO = 0,         /* recognise from tokenizer.chat_template */
    VKI_CHAT_CHATML,           /* <|im_start|>role ... <|im_end|> (Qwen2) */
    VKI_CHAT_QWEN3,            /* ChatML with Qwen3's thinking switch */
    VKI_CHAT_LLAMA3,           /* <|start_header_id|>role<|end_header_id|> ... <|eot_id|> */
    VKI_CHAT_LLAMA2            /* [INST] ... [/INST] */
} vki_chat_template;
typedef struct vki_chat_message { const char *role; const char *content; } vki_chat_message;
typedef struct vki_chat_desc {
    vki_chat_template tmpl;    /* 0 = from the model */
    int no_generation_prompt;  /* 1: do not open an assistant turn at the end */
    int disable_thinking;      /* Qwen3: 1 = emit the empty <think></think> block */
} vki_chat_desc;
VKINFER_API vki_chat_template vki_chat_template_detect(const vki_model *m);
/* Formats messages into buf; returns the length (NUL-terminated when it fits) or
   -(length+1) when cap is too small. */
VKINFER_API int vki_chat_format(const vki_model *m, const vki_chat_desc *desc,
                                const vki_chat_message *msgs, int n, char *buf, int cap);

#ifdef __cplusplus
}
#endif
#endif /* VKINFER_H */

/* ============================================================================
   IMPLEMENTATION
   ========================================================================== */
#ifdef VKINFER_IMPLEMENTATION
#ifndef VKINFER_IMPLEMENTATION_DONE
#define VKINFER_IMPLEMENTATION_DONE

/* ---------------------------------------------------------------------------
   Platform hooks
   ------------------------------------------------------------------------- */
/* @@SECTION platform */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <math.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <dlfcn.h>
#include <time.h>

#ifndef VKINFER_MALLOC
#define VKINFER_MALLOC(sz) malloc(sz)
#define VKINFER_REALLOC(p, sz) realloc(p, sz)
#define VKINFER_FREE(p) free(p)
#endif
#ifndef VKINFER_ASSERT
#include <assert.h>
#define VKINFER_ASSERT(x) assert(x)
#endif
#ifndef VKINFER_MAX_DEVICES
#define VKINFER_MAX_DEVICES 16
#endif

/* stb_ds is compiled into this translation unit under private names, so that a host
   program that also uses stb_ds (and defines STB_DS_IMPLEMENTATION) links cleanly. */
#ifndef STB_DS_H
#define stbds_rand_seed vki__stbds_rand_seed
#define stbds_hash_bytes vki__stbds_hash_bytes
#define stbds_hash_string vki__stbds_hash_string
#define stbds_stralloc vki__stbds_stralloc
#define stbds_strreset vki__stbds_strreset
#define stbds_unit_tests vki__stbds_unit_tests
#define stbds_arrgrowf vki__stbds_arrgrowf
#define stbds_arrfreef vki__stbds_arrfreef
#define stbds_hmfree_func vki__stbds_hmfree_func
#define stbds_hmget_key vki__stbds_hmget_key
#define stbds_hmget_key_ts vki__stbds_hmget_key_ts
#define stbds_hmput_default vki__stbds_hmput_default
#define stbds_hmput_key vki__stbds_hmput_key
#define stbds_hmdel_key vki__stbds_hmdel_key
#define stbds_shmode_func vki__stbds_shmode_func
#define STBDS_NO_SHORT_NAMES
#define STBDS_REALLOC(c, p, s) VKINFER_REALLOC(p, s)
#define STBDS_FREE(c, p) VKINFER_FREE(p)
#define STB_DS_IMPLEMENTATION
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#endif
#include <stb/stb_ds.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#endif

/* for private helpers that a given build may not call (the test programs call them) */
#if defined(__GNUC__)
#define VKI__UNUSED __attribute__((unused))
#else
#define VKI__UNUSED
#endif

#define VKI__MIN(a, b) ((a) < (b) ? (a) : (b))
#define VKI__MAX(a, b) ((a) > (b) ? (a) : (b))
#define VKI__ALIGN_UP(x, a) (((x) + ((a)-1)) / (a) * (a))
#define VKI__COUNTOF(a) (sizeof(a) / sizeof((a)[0]))

struct vki__vk;   /* Vulkan state of a context (Vulkan core section) */

struct vki_context {
    vki_log_fn log;
    void *log_user;
    int log_level;
    char error[1024];          /* text of the last error, named field/offset/setting */
    vki_result last_result;
    vki_stats stats;
    struct vki__vk *vk;        /* NULL for a no_gpu context */
};

static void vki__default_log(void *user, int level, const char *id, const char *msg) {
    static const char *const names[] = {"error", "warning", "info", "debug"};
    (void)user;
    fprintf(stderr, "vkinfer %s [%s]: %s\n", names[level < 0 ? 0 : level > 3 ? 3 : level], id, msg);
}

static void vki__logv(vki_log_fn log, void *user, int max_level, int level, const char *id,
                      const char *fmt, va_list ap) {
    char msg[1024];
    if (level > max_level) return;
    vsnprintf(msg, sizeof msg, fmt, ap);
    (log ? log : vki__default_log)(user, level, id, msg);
}

#if defined(__GNUC__)
#define VKI__PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define VKI__PRINTF(a, b)
#endif

static void vki__log(vki_context *ctx, int level, const char *id, const char *fmt, ...) VKI__PRINTF(4, 5);
static void vki__log(vki_context *ctx, int level, const char *id, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vki__logv(ctx->log, ctx->log_user, ctx->log_level, level, id, fmt, ap);
    va_end(ap);
}

/* Records an error on the context and returns r, so callers write
   `return vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "...", ...);`. */
static vki_result vki__fail(vki_context *ctx, vki_result r, const char *fmt, ...) VKI__PRINTF(3, 4);
static vki_result vki__fail(vki_context *ctx, vki_result r, const char *fmt, ...) {
    va_list ap;
    if (!ctx) return r;
    va_start(ap, fmt);
    vsnprintf(ctx->error, sizeof ctx->error, fmt, ap);
    va_end(ap);
    ctx->last_result = r;
    if (ctx->log_level >= VKI_LOG_INFO) vki__log(ctx, VKI_LOG_INFO, "VKI_E_RESULT", "%s: %s", vki_result_string(r), ctx->error);
    return r;
}

static void *vki__calloc(size_t n, size_t size) {
    void *p;
    if (size && n > SIZE_MAX / size) return NULL;
    p = VKINFER_MALLOC(n * size > 0 ? n * size : 1);
    if (p) memset(p, 0, n * size);
    return p;
}

VKI__UNUSED static char *vki__strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *p = (char *)VKINFER_MALLOC(n);
    if (p) memcpy(p, s, n);
    return p;
}

/* overflow-checked a+b and a*b on uint64 (return 0 on overflow) */
VKI__UNUSED static int vki__add_u64(uint64_t a, uint64_t b, uint64_t *out) { if (a > UINT64_MAX - b) return 0; *out = a + b; return 1; }
VKI__UNUSED static int vki__mul_u64(uint64_t a, uint64_t b, uint64_t *out) { if (a && b > UINT64_MAX / a) return 0; *out = a * b; return 1; }

VKI__UNUSED static double vki__now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

/* read-only memory map of a whole file */
typedef struct vki__mapped { const uint8_t *data; uint64_t size; } vki__mapped;

VKI__UNUSED static vki_result vki__map_file(vki_context *ctx, const char *path, vki__mapped *out) {
    struct stat st;
    void *p;
    int fd;
    memset(out, 0, sizeof *out);
    fd = open(path, O_RDONLY);
    if (fd < 0) return vki__fail(ctx, VKI_ERROR_IO, "cannot open '%s': %s", path, strerror(errno));
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return vki__fail(ctx, VKI_ERROR_IO, "'%s' is not a regular file", path);
    }
    if (st.st_size == 0) {
        close(fd);
        return vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "'%s' is empty (0 bytes)", path);
    }
    p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (p == MAP_FAILED) return vki__fail(ctx, VKI_ERROR_IO, "cannot map '%s' (%lld bytes): %s", path, (long long)st.st_size, strerror(errno));
    out->data = (const uint8_t *)p;
    out->size = (uint64_t)st.st_size;
    return VKI_SUCCESS;
}

VKI__UNUSED static void vki__unmap_file(vki__mapped *m) {
    if (m->data) munmap((void *)m->data, (size_t)m->size);
    m->data = NULL;
    m->size = 0;
}

VKINFER_API const char *vki_result_string(vki_result r) {
    switch (r) {
    case VKI_SUCCESS: return "VKI_SUCCESS";
    case VKI_ERROR_INVALID_ARGUMENT: return "VKI_ERROR_INVALID_ARGUMENT";
    case VKI_ERROR_OUT_OF_HOST_MEMORY: return "VKI_ERROR_OUT_OF_HOST_MEMORY";
    case VKI_ERROR_NO_VULKAN: return "VKI_ERROR_NO_VULKAN";
    case VKI_ERROR_NO_DEVICE: return "VKI_ERROR_NO_DEVICE";
    case VKI_ERROR_MISSING_FEATURE: return "VKI_ERROR_MISSING_FEATURE";
    case VKI_ERROR_OUT_OF_DEVICE_MEMORY: return "VKI_ERROR_OUT_OF_DEVICE_MEMORY";
    case VKI_ERROR_VULKAN: return "VKI_ERROR_VULKAN";
    case VKI_ERROR_DEVICE_LOST: return "VKI_ERROR_DEVICE_LOST";
    case VKI_ERROR_IO: return "VKI_ERROR_IO";
    case VKI_ERROR_INVALID_MODEL: return "VKI_ERROR_INVALID_MODEL";
    case VKI_ERROR_UNSUPPORTED_MODEL: return "VKI_ERROR_UNSUPPORTED_MODEL";
    case VKI_ERROR_CONTEXT_FULL: return "VKI_ERROR_CONTEXT_FULL";
    case VKI_ERROR_BUFFER_TOO_SMALL: return "VKI_ERROR_BUFFER_TOO_SMALL";
    case VKI_ERROR_NO_GPU_CONTEXT: return "VKI_ERROR_NO_GPU_CONTEXT";
    }
    return "VKI_ERROR_(unknown)";
}

VKINFER_API const char *vki_last_error(const vki_context *ctx) {
    if (!ctx) return "no context: a failed vki_context_create reports through desc->errbuf and desc->log";
    return ctx->error;
}

VKINFER_API void vki_context_stats(const vki_context *ctx, vki_stats *out) {
    if (ctx && out) *out = ctx->stats;
}

VKINFER_API void vki_context_reset_stats(vki_context *ctx) {
    uint64_t in_use, blocks;
    if (!ctx) return;
    in_use = ctx->stats.device_bytes_in_use;  /* gauges, not counters */
    blocks = ctx->stats.device_blocks;
    memset(&ctx->stats, 0, sizeof ctx->stats);
    ctx->stats.device_bytes_in_use = in_use;
    ctx->stats.device_blocks = blocks;
}
/* @@END platform */

/* ---------------------------------------------------------------------------
   GGUF reader and model description
   ------------------------------------------------------------------------- */
/* @@SECTION gguf */
/* GGUF v2/v3, little-endian. Layout: "GGUF", u32 version, u64 n_tensors, u64 n_kv,
   n_kv x (string key, u32 type, value), n_tensors x (string name, u32 n_dims,
   u64 ne[n_dims], u32 type, u64 offset), padding to the alignment, tensor data.
   Strings are u64 length + bytes (not NUL-terminated). Everything is read from the
   memory map with bounds checks; nothing is trusted before it is checked.

   For the other sections:
   - vki__gguf_parse/open fill a vki__gguf; keys, tensor names and string values are
     owned NUL-terminated copies; arrays and tensor data point into the map.
   - After the weights are on the device, call vki__gguf_unmap(&m->gguf) (not
     vki__unmap_file) to give the map back: it clears every pointer into it, while the
     metadata listing, the tensor table and m->vocab stay usable.
   - m->vocab (vki__vocab) is a copy: text[i] is NUL-terminated and len[i] long.
   - vki__tokenizer_free and vki__model_release are also called on a model whose
     load failed part-way: they must accept m->tok / m->gpu being NULL. */

/* Limits beyond which a file is rejected as malformed. They stop absurd allocations
   long before the file-size checks would; real models are orders of magnitude below. */
#define VKI__GGUF_MAX_TENSORS 65536u
#define VKI__GGUF_MAX_KV 65536u
#define VKI__GGUF_MAX_DIMS 4
#define VKI__GGUF_MAX_KEY 65535u        /* bytes of a metadata key */
#define VKI__GGUF_MAX_NAME 255u         /* bytes of a tensor name (ggml itself uses 63) */
#define VKI__GGUF_MAX_STRING (1u << 20) /* bytes of a string value (chat templates ~10 KB) */
#define VKI__GGUF_MAX_ARRAY (1u << 24)  /* elements of one array (vocabularies ~150k) */
#define VKI__GGUF_MAX_DEPTH 4           /* nesting of arrays of arrays */
#define VKI__GGUF_DEFAULT_ALIGNMENT 32u

enum {
    VKI__GGUF_U8 = 0, VKI__GGUF_I8 = 1, VKI__GGUF_U16 = 2, VKI__GGUF_I16 = 3,
    VKI__GGUF_U32 = 4, VKI__GGUF_I32 = 5, VKI__GGUF_F32 = 6, VKI__GGUF_BOOL = 7,
    VKI__GGUF_STRING = 8, VKI__GGUF_ARRAY = 9, VKI__GGUF_U64 = 10, VKI__GGUF_I64 = 11,
    VKI__GGUF_F64 = 12, VKI__GGUF_NTYPES = 13
};

typedef struct vki__gguf_kv {
    const char *key;           /* NUL-terminated, owned (g->names) */
    int type;                  /* VKI__GGUF_* */
    uint64_t offset;           /* file offset of the key, for messages */
    union { uint64_t u; int64_t i; double f; } v; /* integer, bool and float scalars */
    const char *str;           /* string value: owned copy, NUL-terminated */
    uint32_t str_len;
    int arr_type;              /* arrays: element type, count, first element in the map */
    uint64_t arr_count;
    const uint8_t *arr_data;
    uint64_t arr_bytes;
    uint64_t *str_offs;        /* arrays of strings: file offset of each element's bytes */
} vki__gguf_kv;

typedef struct vki__tensor {
    const char *name;          /* NUL-terminated, owned (g->names) */
    int type;                  /* vki_type */
    int n_dims;
    uint64_t ne[4];            /* unused dimensions are 1 */
    uint64_t offset;           /* absolute file offset of the data */
    uint64_t bytes;
    const uint8_t *data;       /* into the map; NULL once the map is released */
    uint64_t info_offset;      /* file offset of the tensor's info record, for messages */
} vki__tensor;

typedef struct vki__gguf {
    vki_context *ctx;          /* receives error messages; may be NULL */
    vki__mapped map;           /* the file bytes (or a caller's buffer) */
    int owns_map;              /* 1: map came from vki__map_file */
    uint32_t version;
    uint64_t n_kv, n_tensors;
    vki__gguf_kv *kv;
    vki__tensor *tensors;
    uint32_t alignment;
    uint64_t data_offset;      /* start of the tensor data section */
    char *names;               /* one blob: keys, tensor names, string values */
    uint32_t *hash;            /* open-addressed tensor-name index (1-based; 0 empty) */
    uint32_t hash_cap;
    uint32_t *kv_hash;
    uint32_t kv_hash_cap;
} vki__gguf;

static const struct { const char *name; int block, bytes; } vki__type_table[31] = {
    /* 0 */ {"F32", 1, 4}, {"F16", 1, 2}, {"Q4_0", 32, 18}, {"Q4_1", 32, 20},
    /* 4 */ {NULL, 0, 0}, {NULL, 0, 0}, {"Q5_0", 32, 22}, {"Q5_1", 32, 24},
    /* 8 */ {"Q8_0", 32, 34}, {"Q8_1", 32, 36}, {"Q2_K", 256, 84}, {"Q3_K", 256, 110},
    /*12 */ {"Q4_K", 256, 144}, {"Q5_K", 256, 176}, {"Q6_K", 256, 210}, {"Q8_K", 256, 292},
    /*16 */ {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0},
    /*21 */ {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0},
    /*26 */ {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}, {NULL, 0, 0}, {"BF16", 1, 2},
};

/* Elements per block (0 for a type vkinfer does not know). */
static int vki__type_block_size(int type) {
    return type >= 0 && type < (int)VKI__COUNTOF(vki__type_table) ? vki__type_table[type].block : 0;
}
/* Bytes per block (0 for a type vkinfer does not know). */
static int vki__type_block_bytes(int type) {
    return type >= 0 && type < (int)VKI__COUNTOF(vki__type_table) ? vki__type_table[type].bytes : 0;
}
/* Types whose native block layout the GPU kernels read. */
static int vki__type_supported(int type) {
    switch (type) {
    case VKI_TYPE_F32: case VKI_TYPE_F16: case VKI_TYPE_BF16: case VKI_TYPE_Q8_0:
    case VKI_TYPE_Q4_0: case VKI_TYPE_Q4_1: case VKI_TYPE_Q5_0: case VKI_TYPE_Q5_1:
    case VKI_TYPE_Q4_K: case VKI_TYPE_Q5_K: case VKI_TYPE_Q6_K: return 1;
    default: return 0;
    }
}

#define VKI__TN10(d) "type " #d "0", "type " #d "1", "type " #d "2", "type " #d "3", "type " #d "4", \
                     "type " #d "5", "type " #d "6", "type " #d "7", "type " #d "8", "type " #d "9"
VKINFER_API const char *vki_type_name(int type) {
    /* static text for unknown numbers too: no buffer, no mutable state */
    static const char *const unknown[100] = {"type 0", "type 1", "type 2", "type 3", "type 4", "type 5", "type 6", "type 7",
                                             "type 8", "type 9", VKI__TN10(1), VKI__TN10(2), VKI__TN10(3), VKI__TN10(4),
                                             VKI__TN10(5), VKI__TN10(6), VKI__TN10(7), VKI__TN10(8), VKI__TN10(9)};
    if (type >= 0 && type < (int)VKI__COUNTOF(vki__type_table) && vki__type_table[type].name)
        return vki__type_table[type].name;
    return type >= 0 && type < 100 ? unknown[type] : "unknown type";
}
#undef VKI__TN10

static const char *vki__gguf_type_name(int t) {
    static const char *const n[VKI__GGUF_NTYPES] = {"u8", "i8", "u16", "i16", "u32", "i32", "f32",
                                                     "bool", "string", "array", "u64", "i64", "f64"};
    return t >= 0 && t < VKI__GGUF_NTYPES ? n[t] : "invalid";
}

/* bytes of a fixed-size scalar type; 0 for string/array/invalid */
static int vki__gguf_scalar_size(int t) {
    static const int sz[VKI__GGUF_NTYPES] = {1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8};
    return t >= 0 && t < VKI__GGUF_NTYPES ? sz[t] : 0;
}

/* A printable copy of a name taken from the file, for error messages (names may hold
   any bytes). */
static const char *vki__printable(const char *s, char *buf, size_t cap) {
    size_t i = 0;
    for (; s && *s && i + 4 < cap; s++) buf[i++] = (*s >= 32 && *s < 127) ? *s : '?';
    if (s && *s) { buf[i++] = '.'; buf[i++] = '.'; buf[i++] = '.'; }
    buf[i] = 0;
    return buf;
}

static uint64_t vki__rd_u64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}
static uint32_t vki__rd_u32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* Parser state: a cursor over the file plus the owned name blob under construction. */
typedef struct vki__gguf_rd {
    vki__gguf *g;
    const uint8_t *p;
    uint64_t size, pos;
    char *blob;
    size_t blob_len, blob_cap;
    char what[160];            /* "key 'x'" / "tensor 'y'": the field being read */
} vki__gguf_rd;

static vki_result vki__gguf_past_end(vki__gguf_rd *r, const char *field, uint64_t at, uint64_t n) {
    return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL,
                     "%s: %s at offset %llu needs %llu bytes, past the end of the file (%llu bytes)",
                     r->what, field, (unsigned long long)at, (unsigned long long)n, (unsigned long long)r->size);
}

/* 1 if n bytes are available at the cursor */
static int vki__gguf_has(const vki__gguf_rd *r, uint64_t n) { return n <= r->size - r->pos; }

static vki_result vki__gguf_take_u32(vki__gguf_rd *r, const char *field, uint32_t *out) {
    if (!vki__gguf_has(r, 4)) return vki__gguf_past_end(r, field, r->pos, 4);
    *out = vki__rd_u32(r->p + r->pos);
    r->pos += 4;
    return VKI_SUCCESS;
}
static vki_result vki__gguf_take_u64(vki__gguf_rd *r, const char *field, uint64_t *out) {
    if (!vki__gguf_has(r, 8)) return vki__gguf_past_end(r, field, r->pos, 8);
    *out = vki__rd_u64(r->p + r->pos);
    r->pos += 8;
    return VKI_SUCCESS;
}

/* Reads a string header and checks its bytes are inside the file and within max;
   leaves the cursor after the string, *at at its first byte. */
static vki_result vki__gguf_take_str(vki__gguf_rd *r, const char *field, uint64_t max, uint64_t *at, uint64_t *len) {
    uint64_t start = r->pos;
    vki_result res = vki__gguf_take_u64(r, field, len);
    if (res) return res;
    if (*len > max)
        return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: %s at offset %llu has length %llu, over the limit of %llu bytes",
                         r->what, field, (unsigned long long)start, (unsigned long long)*len, (unsigned long long)max);
    if (!vki__gguf_has(r, *len)) return vki__gguf_past_end(r, field, r->pos, *len);
    *at = r->pos;
    r->pos += *len;
    return VKI_SUCCESS;
}

/* Appends n bytes + NUL to the blob; returns the offset via *off. */
static vki_result vki__gguf_blob_add(vki__gguf_rd *r, const uint8_t *s, uint64_t n, size_t *off) {
    size_t need = r->blob_len + (size_t)n + 1;
    if (need > r->blob_cap) {
        size_t cap = VKI__MAX(need, r->blob_cap * 2 + 256);
        char *nb = (char *)VKINFER_REALLOC(r->blob, cap);
        if (!nb) return vki__fail(r->g->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "%s: out of host memory (%zu bytes of names)", r->what, cap);
        r->blob = nb;
        r->blob_cap = cap;
    }
    memcpy(r->blob + r->blob_len, s, (size_t)n);
    r->blob[r->blob_len + n] = 0;
    *off = r->blob_len;
    r->blob_len = need;
    return VKI_SUCCESS;
}

/* Skips (and bounds-checks) one value of type t. For top-level arrays the caller
   records element offsets; nested arrays are only walked. */
static vki_result vki__gguf_skip_value(vki__gguf_rd *r, int t, int depth) {
    uint64_t at, len, n, i, min;
    uint32_t et;
    int sz;
    vki_result res;
    if (t == VKI__GGUF_STRING) return vki__gguf_take_str(r, "string", VKI__GGUF_MAX_STRING, &at, &len);
    if (t == VKI__GGUF_ARRAY) {
        uint64_t start = r->pos;
        if (depth >= VKI__GGUF_MAX_DEPTH)
            return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: arrays nested deeper than %d at offset %llu",
                             r->what, VKI__GGUF_MAX_DEPTH, (unsigned long long)start);
        if ((res = vki__gguf_take_u32(r, "array element type", &et))) return res;
        if ((res = vki__gguf_take_u64(r, "array length", &n))) return res;
        if (et >= VKI__GGUF_NTYPES)
            return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: array at offset %llu has invalid element type %u",
                             r->what, (unsigned long long)start, et);
        if (n > VKI__GGUF_MAX_ARRAY)
            return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: array at offset %llu has %llu elements, over the limit of %u",
                             r->what, (unsigned long long)start, (unsigned long long)n, VKI__GGUF_MAX_ARRAY);
        sz = vki__gguf_scalar_size((int)et);
        min = sz ? (uint64_t)sz : et == VKI__GGUF_STRING ? 8 : 12; /* smallest encoding */
        if (n * min > r->size - r->pos) /* n <= 2^24, min <= 12: no overflow */
            return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL,
                             "%s: array at offset %llu of %llu %s elements needs at least %llu bytes, past the end of the file (%llu bytes)",
                             r->what, (unsigned long long)start, (unsigned long long)n, vki__gguf_type_name((int)et),
                             (unsigned long long)(n * min), (unsigned long long)r->size);
        if (sz) { r->pos += n * (uint64_t)sz; return VKI_SUCCESS; }
        for (i = 0; i < n; i++)
            if ((res = vki__gguf_skip_value(r, (int)et, depth + 1))) return res;
        return VKI_SUCCESS;
    }
    sz = vki__gguf_scalar_size(t);
    if (!vki__gguf_has(r, (uint64_t)sz)) return vki__gguf_past_end(r, "value", r->pos, (uint64_t)sz);
    r->pos += (uint64_t)sz;
    return VKI_SUCCESS;
}

static uint32_t vki__hash_str(const char *s) {
    uint32_t h = 2166136261u; /* FNV-1a */
    while (*s) h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

/* Builds an open-addressed index over n names (1-based slots). Returns the index of
   the first duplicate found (and stops), -1 when all are distinct, -2 on OOM. */
static long vki__gguf_build_index(const char *(*name_of)(const vki__gguf *, uint64_t), const vki__gguf *g, uint64_t n,
                                  uint32_t **table, uint32_t *cap_out) {
    uint32_t cap = 16, *t, h, j;
    uint64_t i;
    while (cap < n * 2) cap *= 2; /* n <= 65536 */
    t = (uint32_t *)vki__calloc(cap, sizeof *t);
    if (!t) return -2;
    *table = t;
    *cap_out = cap;
    for (i = 0; i < n; i++) {
        const char *s = name_of(g, i);
        for (h = vki__hash_str(s) & (cap - 1);; h = (h + 1) & (cap - 1)) {
            j = t[h];
            if (!j) { t[h] = (uint32_t)(i + 1); break; }
            if (strcmp(name_of(g, j - 1), s) == 0) return (long)i;
        }
    }
    return -1;
}
static const char *vki__gguf_kv_name(const vki__gguf *g, uint64_t i) { return g->kv[i].key; }
static const char *vki__gguf_tensor_name(const vki__gguf *g, uint64_t i) { return g->tensors[i].name; }

/* Releases the file map; tensor data and array contents become unavailable (NULL),
   while keys, scalar and string values and the tensor table stay. Code that uploads
   the weights calls this to give the memory back. */
static void vki__gguf_unmap(vki__gguf *g) {
    uint64_t i;
    if (g->owns_map) vki__unmap_file(&g->map);
    g->map.data = NULL;
    g->map.size = 0;
    g->owns_map = 0;
    for (i = 0; g->tensors && i < g->n_tensors; i++) g->tensors[i].data = NULL;
    for (i = 0; g->kv && i < g->n_kv; i++) g->kv[i].arr_data = NULL;
}

static void vki__gguf_close(vki__gguf *g) {
    uint64_t i;
    if (!g) return;
    vki__gguf_unmap(g);
    for (i = 0; g->kv && i < g->n_kv; i++) VKINFER_FREE(g->kv[i].str_offs);
    VKINFER_FREE(g->kv);
    VKINFER_FREE(g->tensors);
    VKINFER_FREE(g->names);
    VKINFER_FREE(g->hash);
    VKINFER_FREE(g->kv_hash);
    memset(g, 0, sizeof *g);
}

static int vki__gguf_find(const vki__gguf *g, const char *key) {
    uint32_t h, j;
    if (!g || !g->kv_hash || !key) return -1;
    for (h = vki__hash_str(key) & (g->kv_hash_cap - 1);; h = (h + 1) & (g->kv_hash_cap - 1)) {
        j = g->kv_hash[h];
        if (!j) return -1;
        if (strcmp(g->kv[j - 1].key, key) == 0) return (int)(j - 1);
    }
}

static const vki__tensor *vki__gguf_tensor(const vki__gguf *g, const char *name) {
    uint32_t h, j;
    if (!g || !g->hash || !name) return NULL;
    for (h = vki__hash_str(name) & (g->hash_cap - 1);; h = (h + 1) & (g->hash_cap - 1)) {
        j = g->hash[h];
        if (!j) return NULL;
        if (strcmp(g->tensors[j - 1].name, name) == 0) return &g->tensors[j - 1];
    }
}

/* Parses one KV record at the cursor into kv (index i, for messages). */
static vki_result vki__gguf_parse_kv(vki__gguf_rd *r, uint64_t i, vki__gguf_kv *kv) {
    uint64_t at, len, start = r->pos;
    uint32_t t;
    size_t off;
    char pb[80];
    vki_result res;
    snprintf(r->what, sizeof r->what, "metadata entry %llu", (unsigned long long)i);
    if ((res = vki__gguf_take_str(r, "key", VKI__GGUF_MAX_KEY, &at, &len))) return res;
    if (len == 0 || memchr(r->p + at, 0, (size_t)len))
        return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: key at offset %llu is %s",
                         r->what, (unsigned long long)start, len ? "not text (holds a NUL byte)" : "empty");
    if ((res = vki__gguf_blob_add(r, r->p + at, len, &off))) return res;
    kv->key = (const char *)(uintptr_t)off; /* turned into a pointer once the blob is final */
    kv->offset = start;
    snprintf(r->what, sizeof r->what, "key '%s'", vki__printable(r->blob + off, pb, sizeof pb));
    if ((res = vki__gguf_take_u32(r, "value type", &t))) return res;
    if (t >= VKI__GGUF_NTYPES)
        return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: invalid value type %u at offset %llu",
                         r->what, t, (unsigned long long)(r->pos - 4));
    kv->type = (int)t;
    if (t == VKI__GGUF_STRING) {
        if ((res = vki__gguf_take_str(r, "string value", VKI__GGUF_MAX_STRING, &at, &len))) return res;
        if ((res = vki__gguf_blob_add(r, r->p + at, len, &off))) return res;
        kv->str = (const char *)(uintptr_t)off;
        kv->str_len = (uint32_t)len;
    } else if (t == VKI__GGUF_ARRAY) {
        uint64_t astart = r->pos, n, j;
        if ((res = vki__gguf_skip_value(r, VKI__GGUF_ARRAY, 0))) return res;
        kv->arr_type = (int)vki__rd_u32(r->p + astart);
        kv->arr_count = n = vki__rd_u64(r->p + astart + 4);
        kv->arr_data = r->p + astart + 12;
        kv->arr_bytes = r->pos - astart - 12;
        if (kv->arr_type == VKI__GGUF_STRING && n) {
            /* the walk above checked every string; record where each one starts */
            uint64_t p = astart + 12;
            kv->str_offs = (uint64_t *)VKINFER_MALLOC((size_t)n * sizeof(uint64_t));
            if (!kv->str_offs)
                return vki__fail(r->g->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "%s: out of host memory for %llu string offsets",
                                 r->what, (unsigned long long)n);
            for (j = 0; j < n; j++) {
                kv->str_offs[j] = p + 8;
                p += 8 + vki__rd_u64(r->p + p);
            }
        }
    } else {
        int sz = vki__gguf_scalar_size((int)t);
        const uint8_t *p = r->p + r->pos;
        if (!vki__gguf_has(r, (uint64_t)sz)) return vki__gguf_past_end(r, "value", r->pos, (uint64_t)sz);
        switch (t) {
        case VKI__GGUF_U8: case VKI__GGUF_BOOL: kv->v.u = p[0]; break;
        case VKI__GGUF_I8: kv->v.i = (int8_t)p[0]; break;
        case VKI__GGUF_U16: { uint16_t x; memcpy(&x, p, 2); kv->v.u = x; } break;
        case VKI__GGUF_I16: { int16_t x; memcpy(&x, p, 2); kv->v.i = x; } break;
        case VKI__GGUF_U32: kv->v.u = vki__rd_u32(p); break;
        case VKI__GGUF_I32: { int32_t x; memcpy(&x, p, 4); kv->v.i = x; } break;
        case VKI__GGUF_F32: { float x; memcpy(&x, p, 4); kv->v.f = x; } break;
        case VKI__GGUF_U64: kv->v.u = vki__rd_u64(p); break;
        case VKI__GGUF_I64: { int64_t x; memcpy(&x, p, 8); kv->v.i = x; } break;
        default: { double x; memcpy(&x, p, 8); kv->v.f = x; } break;
        }
        r->pos += (uint64_t)sz;
    }
    return VKI_SUCCESS;
}

/* Parses one tensor info record at the cursor (offset is still relative). */
static vki_result vki__gguf_parse_tensor(vki__gguf_rd *r, uint64_t i, vki__tensor *t) {
    uint64_t at, len, start = r->pos, nel = 1, rowbytes;
    uint32_t nd, ty, d;
    size_t off;
    char pb[80];
    vki_result res;
    snprintf(r->what, sizeof r->what, "tensor %llu", (unsigned long long)i);
    if ((res = vki__gguf_take_str(r, "name", VKI__GGUF_MAX_NAME, &at, &len))) return res;
    if (len == 0 || memchr(r->p + at, 0, (size_t)len))
        return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: name at offset %llu is %s",
                         r->what, (unsigned long long)start, len ? "not text (holds a NUL byte)" : "empty");
    if ((res = vki__gguf_blob_add(r, r->p + at, len, &off))) return res;
    t->name = (const char *)(uintptr_t)off;
    t->info_offset = start;
    snprintf(r->what, sizeof r->what, "tensor '%s'", vki__printable(r->blob + off, pb, sizeof pb));
    if ((res = vki__gguf_take_u32(r, "dimension count", &nd))) return res;
    if (nd < 1 || nd > VKI__GGUF_MAX_DIMS)
        return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: %u dimensions at offset %llu (must be 1 to %d)",
                         r->what, nd, (unsigned long long)(r->pos - 4), VKI__GGUF_MAX_DIMS);
    t->n_dims = (int)nd;
    for (d = 0; d < 4; d++) t->ne[d] = 1;
    for (d = 0; d < nd; d++) {
        if ((res = vki__gguf_take_u64(r, "dimension", &t->ne[d]))) return res;
        if (t->ne[d] == 0 || t->ne[d] > (uint64_t)INT64_MAX || !vki__mul_u64(nel, t->ne[d], &nel) || nel > (uint64_t)INT64_MAX)
            return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: dimension %u is %llu at offset %llu (%s)",
                             r->what, d, (unsigned long long)t->ne[d], (unsigned long long)(r->pos - 8),
                             t->ne[d] == 0 ? "must be at least 1" : "element count overflows");
    }
    if ((res = vki__gguf_take_u32(r, "type", &ty))) return res;
    t->type = (int)ty;
    if (!vki__type_block_size((int)ty))
        return vki__fail(r->g->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "%s: unknown tensor type %u at offset %llu",
                         r->what, ty, (unsigned long long)(r->pos - 4));
    if (t->ne[0] % (uint64_t)vki__type_block_size((int)ty))
        return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s: first dimension %llu is not a multiple of the %s block size %d",
                         r->what, (unsigned long long)t->ne[0], vki_type_name((int)ty), vki__type_block_size((int)ty));
    /* the element count fits int64 and bytes/block <= 2 x elements/block, so no overflow
       is possible here, but stay with the checked helpers */
    if (!vki__mul_u64(t->ne[0] / (uint64_t)vki__type_block_size((int)ty), (uint64_t)vki__type_block_bytes((int)ty), &rowbytes) ||
        !vki__mul_u64(rowbytes, nel / t->ne[0], &t->bytes))
        return vki__fail(r->g->ctx, VKI_ERROR_INVALID_MODEL, "%s (info at offset %llu): byte size overflows", r->what, (unsigned long long)start);
    if ((res = vki__gguf_take_u64(r, "data offset", &t->offset))) return res;
    return VKI_SUCCESS;
}

/* Parses size bytes at data. g->map points at them (not owned) on success; on failure
   g is left zeroed (except ctx) with everything freed. */
static vki_result vki__gguf_parse(vki_context *ctx, const uint8_t *data, uint64_t size, vki__gguf *g) {
    vki__gguf_rd r;
    uint32_t magic;
    uint64_t i;
    long dup;
    int ai;
    char pb[80];
    vki_result res;
    memset(g, 0, sizeof *g);
    memset(&r, 0, sizeof r);
    g->ctx = ctx;
    g->map.data = data;
    g->map.size = size;
    r.g = g;
    r.p = data;
    r.size = data ? size : 0;
    snprintf(r.what, sizeof r.what, "header");
    if ((res = vki__gguf_take_u32(&r, "magic", &magic))) goto fail;
    if (memcmp(data, "GGUF", 4) != 0) {
        res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "header: not a GGUF file (magic bytes %02x %02x %02x %02x at offset 0, expected \"GGUF\")",
                        data[0], data[1], data[2], data[3]);
        goto fail;
    }
    if ((res = vki__gguf_take_u32(&r, "version", &g->version))) goto fail;
    if (g->version != 2 && g->version != 3) {
        if (g->version == 0)
            res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "header: GGUF version 0 at offset 4 is invalid");
        else if (g->version == 0x02000000u || g->version == 0x03000000u)
            res = vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL, "header: big-endian GGUF (version bytes at offset 4) is not supported");
        else
            res = vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL, "header: GGUF version %u at offset 4 is not supported (vkinfer reads versions 2 and 3)",
                            g->version);
        goto fail;
    }
    if ((res = vki__gguf_take_u64(&r, "tensor count", &g->n_tensors))) goto fail;
    if ((res = vki__gguf_take_u64(&r, "metadata count", &g->n_kv))) goto fail;
    /* each KV takes >= 13 bytes and each tensor info >= 32: reject counts the file
       cannot hold before allocating for them */
    if (g->n_tensors > VKI__GGUF_MAX_TENSORS || g->n_tensors * 32 > size - r.pos) {
        res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "header: tensor count %llu at offset 8 is %s",
                        (unsigned long long)g->n_tensors,
                        g->n_tensors > VKI__GGUF_MAX_TENSORS ? "over the limit of 65536" : "more than the file can hold");
        goto fail;
    }
    if (g->n_kv > VKI__GGUF_MAX_KV || g->n_kv * 13 > size - r.pos) {
        res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "header: metadata count %llu at offset 16 is %s",
                        (unsigned long long)g->n_kv, g->n_kv > VKI__GGUF_MAX_KV ? "over the limit of 65536" : "more than the file can hold");
        goto fail;
    }
    g->kv = (vki__gguf_kv *)vki__calloc((size_t)g->n_kv, sizeof *g->kv);
    g->tensors = (vki__tensor *)vki__calloc((size_t)g->n_tensors, sizeof *g->tensors);
    if (!g->kv || !g->tensors) { res = vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "header: out of host memory for the tables"); goto fail; }
    for (i = 0; i < g->n_kv; i++)
        if ((res = vki__gguf_parse_kv(&r, i, &g->kv[i]))) goto fail;
    for (i = 0; i < g->n_tensors; i++)
        if ((res = vki__gguf_parse_tensor(&r, i, &g->tensors[i]))) goto fail;

    /* names are final: turn blob offsets into pointers and index them */
    g->names = r.blob;
    r.blob = NULL;
    for (i = 0; i < g->n_kv; i++) {
        g->kv[i].key = g->names + (uintptr_t)g->kv[i].key;
        if (g->kv[i].type == VKI__GGUF_STRING) g->kv[i].str = g->names + (uintptr_t)g->kv[i].str;
    }
    for (i = 0; i < g->n_tensors; i++) g->tensors[i].name = g->names + (uintptr_t)g->tensors[i].name;
    dup = vki__gguf_build_index(vki__gguf_kv_name, g, g->n_kv, &g->kv_hash, &g->kv_hash_cap);
    if (dup >= 0) {
        res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "key '%s' at offset %llu: duplicate metadata key",
                        vki__printable(g->kv[dup].key, pb, sizeof pb), (unsigned long long)g->kv[dup].offset);
        goto fail;
    }
    dup = dup == -1 ? vki__gguf_build_index(vki__gguf_tensor_name, g, g->n_tensors, &g->hash, &g->hash_cap) : dup;
    if (dup >= 0) {
        res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "tensor '%s' at offset %llu: duplicate tensor name",
                        vki__printable(g->tensors[dup].name, pb, sizeof pb), (unsigned long long)g->tensors[dup].info_offset);
        goto fail;
    }
    if (dup == -2) { res = vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the name index"); goto fail; }

    g->alignment = VKI__GGUF_DEFAULT_ALIGNMENT;
    ai = vki__gguf_find(g, "general.alignment");
    if (ai >= 0) {
        const vki__gguf_kv *kv = &g->kv[ai];
        int is_int = kv->type <= VKI__GGUF_I32 || kv->type == VKI__GGUF_U64 || kv->type == VKI__GGUF_I64;
        int neg = (kv->type == VKI__GGUF_I8 || kv->type == VKI__GGUF_I16 || kv->type == VKI__GGUF_I32 || kv->type == VKI__GGUF_I64) && kv->v.i < 0;
        if (!is_int || neg || kv->v.u == 0 || kv->v.u > (1u << 30) || (kv->v.u & (kv->v.u - 1))) {
            if (!is_int)
                res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "key 'general.alignment' at offset %llu: has type %s, not an integer",
                                (unsigned long long)kv->offset, vki__gguf_type_name(kv->type));
            else
                res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "key 'general.alignment' at offset %llu: value %s%llu is not a power of two from 1 to 2^30",
                                (unsigned long long)kv->offset, neg ? "-" : "", (unsigned long long)(neg ? 0 - kv->v.u : kv->v.u));
            goto fail;
        }
        g->alignment = (uint32_t)kv->v.u;
    }
    /* data section: after the infos, padded to the alignment (pos < 2^63, no overflow) */
    g->data_offset = VKI__ALIGN_UP(r.pos, (uint64_t)g->alignment);
    if (g->n_tensors && g->data_offset > size) {
        res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "tensor data section would start at offset %llu, past the end of the file (%llu bytes)",
                        (unsigned long long)g->data_offset, (unsigned long long)size);
        goto fail;
    }
    for (i = 0; i < g->n_tensors; i++) {
        vki__tensor *t = &g->tensors[i];
        uint64_t abs, end;
        vki__printable(t->name, pb, sizeof pb);
        if (t->offset % g->alignment) {
            res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "tensor '%s': data offset %llu (info at offset %llu) is not a multiple of the alignment %u",
                            pb, (unsigned long long)t->offset, (unsigned long long)t->info_offset, g->alignment);
            goto fail;
        }
        if (!vki__add_u64(g->data_offset, t->offset, &abs) || !vki__add_u64(abs, t->bytes, &end) || end > size) {
            res = vki__fail(ctx, VKI_ERROR_INVALID_MODEL, "tensor '%s': data offset %llu + %llu bytes runs past the end of the file (%llu bytes)",
                            pb, (unsigned long long)t->offset + g->data_offset, (unsigned long long)t->bytes, (unsigned long long)size);
            goto fail;
        }
        t->offset = abs;
        t->data = data + abs;
    }
    return VKI_SUCCESS;
fail:
    VKINFER_FREE(r.blob);
    /* keys/names still hold blob offsets when the failure came before the fix-up; close
       frees only the arrays, never through those pointers */
    vki__gguf_close(g);
    g->ctx = ctx;
    return res;
}

static vki_result vki__gguf_open(vki_context *ctx, const char *path, vki__gguf *g) {
    vki__mapped m;
    vki_result res;
    memset(g, 0, sizeof *g);
    g->ctx = ctx;
    if ((res = vki__map_file(ctx, path, &m))) return res;
    if ((res = vki__gguf_parse(ctx, m.data, m.size, g))) {
        vki__unmap_file(&m);
        return res;
    }
    g->owns_map = 1;
    return VKI_SUCCESS;
}

/* ---- typed metadata access. A missing key leaves *out unchanged and succeeds (callers
   preset the default); a key of the wrong type is a named error. ---- */

static int vki__gguf_is_int(int t) {
    return t == VKI__GGUF_U8 || t == VKI__GGUF_I8 || t == VKI__GGUF_U16 || t == VKI__GGUF_I16 || t == VKI__GGUF_U32 ||
           t == VKI__GGUF_I32 || t == VKI__GGUF_U64 || t == VKI__GGUF_I64;
}
static int vki__gguf_is_signed(int t) {
    return t == VKI__GGUF_I8 || t == VKI__GGUF_I16 || t == VKI__GGUF_I32 || t == VKI__GGUF_I64;
}

static vki_result vki__gguf_wrong_type(const vki__gguf *g, int i, const char *want) {
    char pb[80];
    return vki__fail(g->ctx, VKI_ERROR_INVALID_MODEL, "key '%s' at offset %llu: has type %s, expected %s",
                     vki__printable(g->kv[i].key, pb, sizeof pb), (unsigned long long)g->kv[i].offset,
                     g->kv[i].type == VKI__GGUF_ARRAY ? "array" : vki__gguf_type_name(g->kv[i].type), want);
}

/* any integer type whose value lies in [lo, hi] */
static vki_result vki__gguf_get_int(const vki__gguf *g, const char *key, int64_t lo, int64_t hi, int64_t *out, const char *want) {
    int i = vki__gguf_find(g, key);
    const vki__gguf_kv *kv;
    char pb[80];
    if (i < 0) return VKI_SUCCESS;
    kv = &g->kv[i];
    if (!vki__gguf_is_int(kv->type)) return vki__gguf_wrong_type(g, i, want);
    if (vki__gguf_is_signed(kv->type) ? (kv->v.i < lo || kv->v.i > hi) : (kv->v.u > (uint64_t)hi))
        return vki__fail(g->ctx, VKI_ERROR_INVALID_MODEL, "key '%s' at offset %llu: value %s%llu is out of range for %s",
                         vki__printable(kv->key, pb, sizeof pb), (unsigned long long)kv->offset,
                         vki__gguf_is_signed(kv->type) && kv->v.i < 0 ? "-" : "",
                         (unsigned long long)(vki__gguf_is_signed(kv->type) && kv->v.i < 0 ? (uint64_t)0 - kv->v.u : kv->v.u), want);
    *out = vki__gguf_is_signed(kv->type) ? kv->v.i : (int64_t)kv->v.u;
    return VKI_SUCCESS;
}

VKI__UNUSED static vki_result vki__gguf_get_u32(const vki__gguf *g, const char *key, uint32_t *out) {
    int64_t v = *out;
    vki_result r = vki__gguf_get_int(g, key, 0, UINT32_MAX, &v, "an unsigned 32-bit integer");
    if (!r) *out = (uint32_t)v;
    return r;
}

VKI__UNUSED static vki_result vki__gguf_get_i32(const vki__gguf *g, const char *key, int32_t *out) {
    int64_t v = *out;
    vki_result r = vki__gguf_get_int(g, key, INT32_MIN, INT32_MAX, &v, "a 32-bit integer");
    if (!r) *out = (int32_t)v;
    return r;
}

/* f32 or f64 (integers are accepted too: some writers store 10000 as an int) */
static vki_result vki__gguf_get_f32(const vki__gguf *g, const char *key, float *out) {
    int i = vki__gguf_find(g, key);
    if (i < 0) return VKI_SUCCESS;
    switch (g->kv[i].type) {
    case VKI__GGUF_F32: case VKI__GGUF_F64: *out = (float)g->kv[i].v.f; return VKI_SUCCESS;
    default:
        if (!vki__gguf_is_int(g->kv[i].type)) return vki__gguf_wrong_type(g, i, "a number");
        *out = vki__gguf_is_signed(g->kv[i].type) ? (float)g->kv[i].v.i : (float)g->kv[i].v.u;
        return VKI_SUCCESS;
    }
}

static vki_result vki__gguf_get_bool(const vki__gguf *g, const char *key, int *out) {
    int i = vki__gguf_find(g, key);
    if (i < 0) return VKI_SUCCESS;
    if (g->kv[i].type != VKI__GGUF_BOOL && !vki__gguf_is_int(g->kv[i].type)) return vki__gguf_wrong_type(g, i, "bool");
    *out = g->kv[i].v.u != 0;
    return VKI_SUCCESS;
}

/* *s is NUL-terminated (owned by g); len may be NULL */
static vki_result vki__gguf_get_str(const vki__gguf *g, const char *key, const char **s, uint32_t *len) {
    int i = vki__gguf_find(g, key);
    if (i < 0) return VKI_SUCCESS;
    if (g->kv[i].type != VKI__GGUF_STRING) return vki__gguf_wrong_type(g, i, "string");
    *s = g->kv[i].str;
    if (len) *len = g->kv[i].str_len;
    return VKI_SUCCESS;
}

/* Array access: element type, count and the raw little-endian elements in the map
   (not aligned: read them with memcpy). Missing key: type -1, count 0, data NULL. */
static vki_result vki__gguf_get_arr(const vki__gguf *g, const char *key, int *elem_type, uint64_t *count, const uint8_t **data) {
    int i = vki__gguf_find(g, key);
    *elem_type = -1;
    *count = 0;
    *data = NULL;
    if (i < 0) return VKI_SUCCESS;
    if (g->kv[i].type != VKI__GGUF_ARRAY) return vki__gguf_wrong_type(g, i, "array");
    *elem_type = g->kv[i].arr_type;
    *count = g->kv[i].arr_count;
    *data = g->kv[i].arr_data;
    return VKI_SUCCESS;
}

/* Element j of the string array at KV index kv (bytes not NUL-terminated, in the map).
   Returns 0 if kv is not a string array, j is out of range or the map is released. */
static int vki__gguf_arr_str(const vki__gguf *g, int kv, uint64_t j, const char **s, uint32_t *len) {
    const vki__gguf_kv *e;
    if (!g || kv < 0 || (uint64_t)kv >= g->n_kv) return 0;
    e = &g->kv[kv];
    if (e->type != VKI__GGUF_ARRAY || e->arr_type != VKI__GGUF_STRING || j >= e->arr_count || !e->arr_data || !g->map.data) return 0;
    *s = (const char *)g->map.data + e->str_offs[j];
    *len = (uint32_t)vki__rd_u64(g->map.data + e->str_offs[j] - 8);
    return 1;
}

/* ---- model description ---- */

/* Vocabulary as the tokenizer section reads it. Strings live in one owned blob (the
   file map may be released after upload); each is NUL-terminated as well as sized. */
typedef struct vki__vocab {
    vki_tokenizer_kind kind;
    int n_tokens;
    const char **text;         /* text[i]: bytes of token i (blob), len[i] bytes */
    int32_t *len;
    float *scores;             /* NULL if absent */
    int32_t *types;            /* tokenizer.ggml.token_type, NULL if absent */
    int n_merges;
    const char **merge_text;   /* "left right", as stored in the file */
    int32_t *merge_len;
    int32_t bos, eos, eot, eom, pad, unk, sep, nl; /* -1 when absent */
    int add_bos, add_eos, add_space_prefix;
    char pre[32];              /* BPE pre-tokenizer name */
    const char *chat_template; /* NULL if absent; NUL-terminated, owned by the gguf */
    int32_t chat_template_len;
    char *blob;                /* owns every string above except chat_template */
} vki__vocab;

/* Per-layer weights; optional ones are NULL when absent. */
typedef struct vki__layer {
    const vki__tensor *attn_norm, *wq, *wk, *wv, *wo, *bq, *bk, *bv, *q_norm, *k_norm;
    const vki__tensor *ffn_norm, *ffn_gate, *ffn_up, *ffn_down;
} vki__layer;

struct vki__model_gpu; /* device-side weights, owned by the upload code */

struct vki_model {
    vki_context *ctx;
    vki__gguf gguf;
    vki_model_info info;
    int vocab_only;            /* no tensor table, nothing on the GPU */
    const vki__tensor *tok_embd, *output_norm, *output, *rope_freqs; /* output == tok_embd when tied */
    vki__layer *layers;        /* info.n_layer entries; NULL when vocab_only */
    vki__vocab vocab;
    void *tok;                 /* tokenizer state, owned by the tokenizer section */
    struct vki__model_gpu *gpu;
};

static vki_result vki__tokenizer_init(vki_model *m);
static void vki__tokenizer_free(vki_model *m);
static vki_result vki__model_upload(vki_model *m, const vki_model_desc *desc);
static void vki__model_release(vki_model *m);

/* reads {arch}.suffix as a non-negative int (missing: *out unchanged) */
static vki_result vki__hparam(vki_model *m, const char *suffix, int *out) {
    char key[96];
    int64_t v = *out;
    vki_result r;
    snprintf(key, sizeof key, "%s.%s", m->info.arch_name, suffix);
    r = vki__gguf_get_int(&m->gguf, key, 0, INT32_MAX, &v, "a non-negative 32-bit integer");
    if (!r) *out = (int)v;
    return r;
}

static vki_result vki__hparam_f32(vki_model *m, const char *suffix, float *out) {
    char key[96];
    snprintf(key, sizeof key, "%s.%s", m->info.arch_name, suffix);
    return vki__gguf_get_f32(&m->gguf, key, out);
}

/* a token id from key; ids outside the vocabulary become -1 (as llama.cpp does) */
static vki_result vki__vocab_id(vki_model *m, const char *key, int32_t *id) {
    int64_t v = *id;
    vki_result r = vki__gguf_get_int(&m->gguf, key, INT64_MIN, INT64_MAX, &v, "a token id");
    if (r) return r;
    if (v < -1 || v >= m->vocab.n_tokens) {
        vki__log(m->ctx, VKI_LOG_WARN, "VKI_W_BAD_TOKEN_ID", "key '%s': token id %lld is outside the vocabulary of %d tokens; ignored",
                 key, (long long)v, m->vocab.n_tokens);
        v = -1;
    }
    *id = (int32_t)v;
    return VKI_SUCCESS;
}

static int32_t vki__vocab_lookup(const vki__vocab *v, const char *s) {
    int32_t i, n = (int32_t)strlen(s);
    for (i = 0; i < v->n_tokens; i++)
        if (v->len[i] == n && memcmp(v->text[i], s, (size_t)n) == 0) return i;
    return -1;
}

/* Fetches an optional array that must have elem_type and count entries. */
static vki_result vki__vocab_arr(vki_model *m, const char *key, int elem_type, uint64_t count, const uint8_t **data, int *present) {
    int t;
    uint64_t n;
    int i;
    vki_result r = vki__gguf_get_arr(&m->gguf, key, &t, &n, data);
    *present = 0;
    if (r || t < 0) return r;
    i = vki__gguf_find(&m->gguf, key);
    if (t != elem_type)
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key '%s' at offset %llu: array of %s, expected an array of %s",
                         key, (unsigned long long)m->gguf.kv[i].offset, vki__gguf_type_name(t), vki__gguf_type_name(elem_type));
    if (count != UINT64_MAX && n != count)
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key '%s' at offset %llu: %llu entries, expected %llu (one per token)",
                         key, (unsigned long long)m->gguf.kv[i].offset, (unsigned long long)n, (unsigned long long)count);
    *present = 1;
    return VKI_SUCCESS;
}

static void vki__vocab_free(vki__vocab *v) {
    VKINFER_FREE(v->text);
    VKINFER_FREE(v->len);
    VKINFER_FREE(v->scores);
    VKINFER_FREE(v->types);
    VKINFER_FREE(v->merge_text);
    VKINFER_FREE(v->merge_len);
    VKINFER_FREE(v->blob);
    memset(v, 0, sizeof *v);
}

static vki_result vki__vocab_load(vki_model *m, int vocab_only) {
    vki__vocab *v = &m->vocab;
    const vki__gguf *g = &m->gguf;
    const char *model = NULL, *pre = NULL, *tmpl = NULL, *s;
    const uint8_t *tok_data, *merge_data = NULL, *score_data, *type_data;
    uint64_t n_tok, n_merge = 0, blob_bytes = 0, j;
    uint32_t len, tmpl_len = 0;
    int has_tok, has_merge = 0, has_scores, has_types, ktok, kmerge;
    char *p;
    vki_result r;
    size_t k;
    static const char *const eot_names[] = {"<|eot_id|>", "<|im_end|>", "<|end|>", "<end_of_turn>", "<|endoftext|>", "<EOT>"};

    memset(v, 0, sizeof *v);
    v->bos = v->eos = v->eot = v->eom = v->pad = v->unk = v->sep = v->nl = -1;
    if ((r = vki__gguf_get_str(g, "tokenizer.ggml.model", &model, NULL))) return r;
    if ((r = vki__gguf_get_str(g, "tokenizer.chat_template", &tmpl, &tmpl_len))) return r;
    v->chat_template = tmpl;
    v->chat_template_len = (int32_t)tmpl_len;
    if (!model || strcmp(model, "none") == 0 || strcmp(model, "no_vocab") == 0) return VKI_SUCCESS;
    if (strcmp(model, "gpt2") == 0) v->kind = VKI_TOKENIZER_BPE;
    else if (strcmp(model, "llama") == 0) v->kind = VKI_TOKENIZER_SPM;
    else {
        char pb[48];
        if (!vocab_only)
            return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL,
                             "key 'tokenizer.ggml.model': tokenizer '%s' is not supported (vkinfer has 'gpt2' and 'llama')",
                             vki__printable(model, pb, sizeof pb));
        vki__log(m->ctx, VKI_LOG_WARN, "VKI_W_TOKENIZER", "tokenizer '%s' is not supported; the model has no tokenizer",
                 vki__printable(model, pb, sizeof pb));
        return VKI_SUCCESS;
    }
    if ((r = vki__vocab_arr(m, "tokenizer.ggml.tokens", VKI__GGUF_STRING, UINT64_MAX, &tok_data, &has_tok))) return r;
    ktok = vki__gguf_find(g, "tokenizer.ggml.tokens");
    n_tok = has_tok ? g->kv[ktok].arr_count : 0;
    if (n_tok == 0)
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key 'tokenizer.ggml.tokens' is %s (a '%s' tokenizer needs its tokens)",
                         has_tok ? "empty" : "missing", model);
    if ((r = vki__vocab_arr(m, "tokenizer.ggml.scores", VKI__GGUF_F32, n_tok, &score_data, &has_scores))) return r;
    if ((r = vki__vocab_arr(m, "tokenizer.ggml.token_type", VKI__GGUF_I32, n_tok, &type_data, &has_types))) return r;
    if (v->kind == VKI_TOKENIZER_BPE) {
        if ((r = vki__vocab_arr(m, "tokenizer.ggml.merges", VKI__GGUF_STRING, UINT64_MAX, &merge_data, &has_merge))) return r;
        if (!has_merge)
            return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key 'tokenizer.ggml.merges' is missing (a 'gpt2' tokenizer needs its merges)");
    }
    kmerge = vki__gguf_find(g, "tokenizer.ggml.merges");
    if (has_merge) n_merge = g->kv[kmerge].arr_count;
    if (!g->map.data)
        return vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "the vocabulary must be read before the file map is released");

    /* one blob for every string: sizes are known from the length prefixes */
    for (j = 0; j < n_tok; j++) { vki__gguf_arr_str(g, ktok, j, &s, &len); blob_bytes += (uint64_t)len + 1; }
    for (j = 0; j < n_merge; j++) { vki__gguf_arr_str(g, kmerge, j, &s, &len); blob_bytes += (uint64_t)len + 1; }
    v->n_tokens = (int)n_tok;  /* <= 2^24 */
    v->n_merges = (int)n_merge;
    if (blob_bytes > (uint64_t)SIZE_MAX / 2) return vki__fail(m->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "vocabulary strings too large");
    v->blob = (char *)VKINFER_MALLOC((size_t)blob_bytes + 1);
    v->text = (const char **)vki__calloc((size_t)n_tok, sizeof *v->text);
    v->len = (int32_t *)vki__calloc((size_t)n_tok, sizeof *v->len);
    v->merge_text = (const char **)vki__calloc((size_t)n_merge, sizeof *v->merge_text);
    v->merge_len = (int32_t *)vki__calloc((size_t)n_merge, sizeof *v->merge_len);
    if (has_scores) v->scores = (float *)vki__calloc((size_t)n_tok, sizeof *v->scores);
    if (has_types) v->types = (int32_t *)vki__calloc((size_t)n_tok, sizeof *v->types);
    if (!v->blob || !v->text || !v->len || !v->merge_text || !v->merge_len || (has_scores && !v->scores) || (has_types && !v->types))
        return vki__fail(m->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for a vocabulary of %llu tokens (%llu bytes of text)",
                         (unsigned long long)n_tok, (unsigned long long)blob_bytes);
    p = v->blob;
    for (j = 0; j < n_tok; j++) {
        vki__gguf_arr_str(g, ktok, j, &s, &len);
        memcpy(p, s, len);
        p[len] = 0;
        v->text[j] = p;
        v->len[j] = (int32_t)len;
        p += len + 1;
    }
    for (j = 0; j < n_merge; j++) {
        vki__gguf_arr_str(g, kmerge, j, &s, &len);
        memcpy(p, s, len);
        p[len] = 0;
        v->merge_text[j] = p;
        v->merge_len[j] = (int32_t)len;
        p += len + 1;
    }
    if (has_scores) memcpy(v->scores, score_data, (size_t)n_tok * 4); /* the map is unaligned: copy */
    if (has_types) memcpy(v->types, type_data, (size_t)n_tok * 4);

    /* defaults as llama.cpp sets them, then the file's values */
    if (v->kind == VKI_TOKENIZER_SPM) {
        v->bos = 1; v->eos = 2; v->unk = 0;
        v->add_bos = 1;
        v->add_space_prefix = 1;
    } else {
        v->bos = 11; v->eos = 11;
    }
    if ((r = vki__gguf_get_str(g, "tokenizer.ggml.pre", &pre, &len))) return r;
    if (pre) {
        char pb[48];
        if (len >= sizeof v->pre)
            return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "key 'tokenizer.ggml.pre': pre-tokenizer '%s' is not supported (name too long)",
                             vki__printable(pre, pb, sizeof pb));
        memcpy(v->pre, pre, (size_t)len + 1);
    } else if (v->kind == VKI_TOKENIZER_BPE) {
        memcpy(v->pre, "default", 8);
    }
    if (v->kind == VKI_TOKENIZER_BPE && (strcmp(v->pre, "llama-bpe") == 0 || strcmp(v->pre, "llama3") == 0 || strcmp(v->pre, "llama-v3") == 0))
        v->add_bos = 1;
    if (v->bos >= v->n_tokens) v->bos = -1;
    if (v->eos >= v->n_tokens) v->eos = -1;
    if (v->unk >= v->n_tokens) v->unk = -1;
    if ((r = vki__vocab_id(m, "tokenizer.ggml.bos_token_id", &v->bos)) || (r = vki__vocab_id(m, "tokenizer.ggml.eos_token_id", &v->eos)) ||
        (r = vki__vocab_id(m, "tokenizer.ggml.eot_token_id", &v->eot)) || (r = vki__vocab_id(m, "tokenizer.ggml.eom_token_id", &v->eom)) ||
        (r = vki__vocab_id(m, "tokenizer.ggml.padding_token_id", &v->pad)) ||
        (r = vki__vocab_id(m, "tokenizer.ggml.unknown_token_id", &v->unk)) ||
        (r = vki__vocab_id(m, "tokenizer.ggml.seperator_token_id", &v->sep)) || /* sic: the key as written by convert scripts */
        (r = vki__gguf_get_bool(g, "tokenizer.ggml.add_bos_token", &v->add_bos)) ||
        (r = vki__gguf_get_bool(g, "tokenizer.ggml.add_eos_token", &v->add_eos)) ||
        (r = vki__gguf_get_bool(g, "tokenizer.ggml.add_space_prefix", &v->add_space_prefix)))
        return r;
    /* end-of-turn tokens of chat models are often only named in the vocabulary */
    for (k = 0; v->eot < 0 && k < VKI__COUNTOF(eot_names); k++) v->eot = vki__vocab_lookup(v, eot_names[k]);
    if (v->eom < 0) v->eom = vki__vocab_lookup(v, "<|eom_id|>");
    v->nl = vki__vocab_lookup(v, v->kind == VKI_TOKENIZER_SPM ? "<0x0A>" : "\xC4\x8A"); /* byte-level BPE spells '\n' as U+010A */
    return VKI_SUCCESS;
}

static void vki__shape_str(const uint64_t *ne, int n, char *buf, size_t cap) {
    int d;
    size_t l = 0;
    l += (size_t)snprintf(buf, cap, "[");
    for (d = 0; d < n && l < cap; d++) l += (size_t)snprintf(buf + l, cap - l, "%s%llu", d ? ", " : "", (unsigned long long)ne[d]);
    if (l < cap) snprintf(buf + l, cap - l, "]");
}

/* Finds a tensor the forward pass reads and checks its shape [ne0, ne1] (ne1 = 0: a
   vector) and type. optional: a missing tensor is not an error (*out = NULL). */
static vki_result vki__need(vki_model *m, const char *name, uint64_t ne0, uint64_t ne1, int optional, const vki__tensor **out) {
    const vki__tensor *t = vki__gguf_tensor(&m->gguf, name);
    uint64_t want[4] = {ne0, ne1 ? ne1 : 1, 1, 1};
    int vec = ne1 == 0;
    char a[96], b[96];
    *out = t;
    if (!t) {
        if (optional) return VKI_SUCCESS;
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "tensor '%s' is missing (the %s forward pass needs it)", name, m->info.arch_name);
    }
    if (t->ne[0] != want[0] || t->ne[1] != want[1] || t->ne[2] != 1 || t->ne[3] != 1) {
        vki__shape_str(t->ne, t->n_dims, a, sizeof a);
        vki__shape_str(want, vec ? 1 : 2, b, sizeof b);
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "tensor '%s' (info at offset %llu) has shape %s, expected %s",
                         name, (unsigned long long)t->info_offset, a, b);
    }
    if (!vki__type_supported(t->type))
        return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "tensor '%s' has type %s, which vkinfer does not support", name, vki_type_name(t->type));
    if (vec && t->type != VKI_TYPE_F32)
        return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "tensor '%s' has type %s; norm, bias and rope vectors must be F32",
                         name, vki_type_name(t->type));
    return VKI_SUCCESS;
}

static vki_result vki__model_tensors(vki_model *m) {
    vki_model_info *in = &m->info;
    uint64_t E = (uint64_t)in->n_embd, Q = (uint64_t)in->n_head * (uint64_t)in->head_dim;
    uint64_t KV = (uint64_t)in->n_head_kv * (uint64_t)in->head_dim, F = (uint64_t)in->n_ff;
    char nm[96];
    int il;
    vki_result r;
    if ((r = vki__need(m, "token_embd.weight", E, (uint64_t)in->n_vocab, 0, &m->tok_embd)) ||
        (r = vki__need(m, "output_norm.weight", E, 0, 0, &m->output_norm)) ||
        (r = vki__need(m, "output.weight", E, (uint64_t)in->n_vocab, 1, &m->output)) ||
        (r = vki__need(m, "rope_freqs.weight", (uint64_t)in->head_dim / 2, 0, 1, &m->rope_freqs)))
        return r;
    if (!m->output) m->output = m->tok_embd;
    m->layers = (vki__layer *)vki__calloc((size_t)in->n_layer, sizeof *m->layers);
    if (!m->layers) return vki__fail(m->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for %d layers", in->n_layer);
#define VKI__NEED(field, suffix, a, b, opt)                                              \
    do {                                                                                 \
        snprintf(nm, sizeof nm, "blk.%d.%s", il, suffix);                                \
        if ((r = vki__need(m, nm, a, b, opt, &L->field))) return r;                      \
    } while (0)
    for (il = 0; il < in->n_layer; il++) {
        vki__layer *L = &m->layers[il];
        VKI__NEED(attn_norm, "attn_norm.weight", E, 0, 0);
        VKI__NEED(wq, "attn_q.weight", E, Q, 0);
        VKI__NEED(wk, "attn_k.weight", E, KV, 0);
        VKI__NEED(wv, "attn_v.weight", E, KV, 0);
        VKI__NEED(wo, "attn_output.weight", Q, E, 0);
        VKI__NEED(bq, "attn_q.bias", Q, 0, !in->has_qkv_bias);
        VKI__NEED(bk, "attn_k.bias", KV, 0, !in->has_qkv_bias);
        VKI__NEED(bv, "attn_v.bias", KV, 0, !in->has_qkv_bias);
        VKI__NEED(q_norm, "attn_q_norm.weight", (uint64_t)in->head_dim, 0, !in->has_qk_norm);
        VKI__NEED(k_norm, "attn_k_norm.weight", (uint64_t)in->head_dim, 0, !in->has_qk_norm);
        VKI__NEED(ffn_norm, "ffn_norm.weight", E, 0, 0);
        VKI__NEED(ffn_gate, "ffn_gate.weight", E, F, 0);
        VKI__NEED(ffn_up, "ffn_up.weight", E, F, 0);
        VKI__NEED(ffn_down, "ffn_down.weight", F, E, 0);
    }
#undef VKI__NEED
    return VKI_SUCCESS;
}

/* Fills m->info, m->vocab and (unless vocab_only) the tensor table from m->gguf, which
   is parsed already. Checks everything the forward pass relies on. */
static vki_result vki__model_describe(vki_model *m, int vocab_only) {
    vki_model_info *in = &m->info;
    const vki__gguf *g = &m->gguf;
    const char *arch = NULL, *name = NULL;
    uint32_t alen = 0, nlen = 0;
    int head_dim_v = -1, n_vocab_kv = 0;
    uint64_t i, type_elems[VKI__COUNTOF(vki__type_table)];
    char pb[48];
    vki_result r;

    memset(in, 0, sizeof *in);
    m->vocab_only = vocab_only;
    in->gguf_version = (int)g->version;
    in->file_bytes = g->map.size;
    in->n_tensors = g->n_tensors;
    in->weight_type = -1;
    in->bos = in->eos = in->eot = in->pad = -1;
    if ((r = vki__gguf_get_str(g, "general.architecture", &arch, &alen)) || (r = vki__gguf_get_str(g, "general.name", &name, &nlen)))
        return r;
    if (name) snprintf(in->name, sizeof in->name, "%s", name);
    if (!arch && !vocab_only)
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key 'general.architecture' is missing");
    if (arch) {
        if (alen >= sizeof in->arch_name)
            return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "key 'general.architecture': architecture '%s' is not supported",
                             vki__printable(arch, pb, sizeof pb));
        memcpy(in->arch_name, arch, (size_t)alen + 1);
        if (strcmp(arch, "llama") == 0) in->arch = VKI_ARCH_LLAMA;
        else if (strcmp(arch, "qwen2") == 0) in->arch = VKI_ARCH_QWEN2;
        else if (strcmp(arch, "qwen3") == 0) in->arch = VKI_ARCH_QWEN3;
        else if (!vocab_only)
            return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL,
                             "key 'general.architecture': architecture '%s' is not supported (vkinfer runs llama, qwen2 and qwen3)",
                             vki__printable(arch, pb, sizeof pb));
    }
    in->rope_neox = in->arch == VKI_ARCH_QWEN2 || in->arch == VKI_ARCH_QWEN3;
    in->rope_base = 10000.0f;
    in->norm_eps = 1e-5f;
    if (arch) {
        if ((r = vki__hparam(m, "block_count", &in->n_layer)) || (r = vki__hparam(m, "embedding_length", &in->n_embd)) ||
            (r = vki__hparam(m, "attention.head_count", &in->n_head)) || (r = vki__hparam(m, "feed_forward_length", &in->n_ff)) ||
            (r = vki__hparam(m, "context_length", &in->n_ctx_train)) || (r = vki__hparam(m, "vocab_size", &n_vocab_kv)) ||
            (r = vki__hparam_f32(m, "rope.freq_base", &in->rope_base)) ||
            (r = vki__hparam_f32(m, "attention.layer_norm_rms_epsilon", &in->norm_eps)))
            return r;
        in->n_head_kv = in->n_head;
        in->head_dim = in->n_head ? in->n_embd / in->n_head : 0;
        if ((r = vki__hparam(m, "attention.head_count_kv", &in->n_head_kv)) || (r = vki__hparam(m, "attention.key_length", &in->head_dim)) ||
            (r = vki__hparam(m, "attention.value_length", &head_dim_v)))
            return r;
    }
    if ((r = vki__vocab_load(m, vocab_only))) return r;
    in->n_vocab = m->vocab.n_tokens ? m->vocab.n_tokens : n_vocab_kv;
    in->tokenizer = m->vocab.kind;
    memcpy(in->pre, m->vocab.pre, sizeof in->pre);
    in->bos = m->vocab.bos;
    in->eos = m->vocab.eos;
    in->eot = m->vocab.eot;
    in->pad = m->vocab.pad;
    in->add_bos = m->vocab.add_bos;

    memset(type_elems, 0, sizeof type_elems);
    for (i = 0; i < g->n_tensors; i++) {
        const vki__tensor *t = &g->tensors[i];
        in->weight_bytes += t->bytes; /* each is inside the file: no overflow */
        if (t->n_dims >= 2) type_elems[t->type] += t->bytes / (uint64_t)vki__type_block_bytes(t->type) * (uint64_t)vki__type_block_size(t->type);
    }
    for (i = 0; i < VKI__COUNTOF(type_elems); i++)
        if (type_elems[i] && (in->weight_type < 0 || type_elems[i] > type_elems[in->weight_type])) in->weight_type = (int)i;
    if (g->n_tensors) {
        in->tied_output = !vki__gguf_tensor(g, "output.weight");
        in->has_rope_freqs = vki__gguf_tensor(g, "rope_freqs.weight") != NULL;
        in->has_qk_norm = vki__gguf_tensor(g, "blk.0.attn_q_norm.weight") != NULL;
        in->has_qkv_bias = vki__gguf_tensor(g, "blk.0.attn_q.bias") != NULL;
    }
    if (vocab_only) return VKI_SUCCESS;

    /* a model to run: the hyper-parameters must be present and consistent */
    {
        static const char *const req[] = {"block_count", "embedding_length", "attention.head_count", "feed_forward_length"};
        const int *val[] = {&in->n_layer, &in->n_embd, &in->n_head, &in->n_ff};
        char key[96];
        for (i = 0; i < VKI__COUNTOF(req); i++)
            if (*val[i] <= 0) {
                snprintf(key, sizeof key, "%s.%s", in->arch_name, req[i]);
                return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key '%s' is %s", key, vki__gguf_find(g, key) < 0 ? "missing" : "zero");
            }
    }
    if (in->n_vocab <= 0 && vki__gguf_tensor(g, "token_embd.weight")) /* no vocabulary: trust the embedding */
        in->n_vocab = (int)VKI__MIN(vki__gguf_tensor(g, "token_embd.weight")->ne[1], (uint64_t)INT32_MAX);
    if (in->n_vocab <= 0) return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "the vocabulary size is unknown (no 'tokenizer.ggml.tokens' nor '%s.vocab_size')", in->arch_name);
    if (in->n_head_kv <= 0 || in->n_head % in->n_head_kv)
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key '%s.attention.head_count_kv' is %d, which does not divide the head count %d",
                         in->arch_name, in->n_head_kv, in->n_head);
    if (in->head_dim <= 0 || in->head_dim % 2 || in->head_dim > 1024)
        return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "key '%s.attention.key_length': head size %d is not supported (even, 2 to 1024)",
                         in->arch_name, in->head_dim);
    if (head_dim_v >= 0 && head_dim_v != in->head_dim)
        return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "key '%s.attention.value_length' is %d, but vkinfer needs it equal to the key length %d",
                         in->arch_name, head_dim_v, in->head_dim);
    {
        /* partial rotary embeddings and position scaling would be computed wrongly: refuse them */
        int rope_dims = in->head_dim;
        float factor = 1.0f;
        const char *scaling = NULL;
        char key[96];
        snprintf(key, sizeof key, "%s.rope.scaling.type", in->arch_name);
        if ((r = vki__hparam(m, "rope.dimension_count", &rope_dims)) || (r = vki__hparam_f32(m, "rope.scaling.factor", &factor)) ||
            (r = vki__gguf_get_str(g, key, &scaling, NULL)))
            return r;
        if (rope_dims != in->head_dim)
            return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "key '%s.rope.dimension_count' is %d; vkinfer rotates whole heads (%d)",
                             in->arch_name, rope_dims, in->head_dim);
        if (scaling && strcmp(scaling, "none") != 0 && factor != 1.0f)
            return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "key '%s': RoPE scaling '%s' (factor %g) is not supported",
                             key, vki__printable(scaling, pb, sizeof pb), (double)factor);
    }
    if (in->n_layer > 4096) return vki__fail(m->ctx, VKI_ERROR_UNSUPPORTED_MODEL, "key '%s.block_count': %d layers is over the limit of 4096", in->arch_name, in->n_layer);
    if (!(in->norm_eps > 0.0f && in->norm_eps < 1.0f))
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key '%s.attention.layer_norm_rms_epsilon' is %g (must be in (0, 1))", in->arch_name, (double)in->norm_eps);
    if (!(in->rope_base > 0.0f && in->rope_base < 1e30f))
        return vki__fail(m->ctx, VKI_ERROR_INVALID_MODEL, "key '%s.rope.freq_base' is %g (must be positive)", in->arch_name, (double)in->rope_base);
    return vki__model_tensors(m);
}

static void vki__model_free(vki_model *m) {
    if (!m) return;
    vki__tokenizer_free(m);
    vki__model_release(m);
    vki__vocab_free(&m->vocab);
    VKINFER_FREE(m->layers);
    vki__gguf_close(&m->gguf);
    VKINFER_FREE(m);
}

VKINFER_API vki_result vki_model_load(vki_context *ctx, const char *gguf_path, const vki_model_desc *desc, vki_model **out) {
    vki_model *m;
    vki_result r;
    int vocab_only;
    if (out) *out = NULL;
    if (!ctx) return VKI_ERROR_INVALID_ARGUMENT;
    if (!gguf_path || !out) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_model_load: %s is NULL", !gguf_path ? "gguf_path" : "out");
    vocab_only = !ctx->vk || (desc && desc->vocab_only);
    m = (vki_model *)vki__calloc(1, sizeof *m);
    if (!m) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for a model");
    m->ctx = ctx;
    if ((r = vki__gguf_open(ctx, gguf_path, &m->gguf)) || (r = vki__model_describe(m, vocab_only)) || (r = vki__tokenizer_init(m)) ||
        (!vocab_only && (r = vki__model_upload(m, desc)))) {
        vki__model_free(m);
        return r;
    }
    *out = m;
    return VKI_SUCCESS;
}

VKINFER_API void vki_model_destroy(vki_model *m) { vki__model_free(m); }

VKINFER_API void vki_model_get_info(const vki_model *m, vki_model_info *out) {
    if (!out) return;
    if (!m) { memset(out, 0, sizeof *out); return; }
    *out = m->info;
}

VKINFER_API int vki_model_meta_count(const vki_model *m) { return m ? (int)m->gguf.n_kv : 0; }

/* bounded text writer: keeps a NUL, marks truncation with "..." */
typedef struct vki__tw { char *buf; size_t cap, len; int full; } vki__tw;

static void vki__tw_put(vki__tw *w, const char *s, size_t n) {
    size_t room;
    if (w->full || !w->cap) { w->full = 1; return; }
    room = w->cap - 1 - w->len;
    if (n > room) {
        memcpy(w->buf + w->len, s, room);
        w->len += room;
        w->full = 1;
        if (w->cap >= 4) memcpy(w->buf + w->cap - 4, "...", 3);
    } else {
        memcpy(w->buf + w->len, s, n);
        w->len += n;
    }
    w->buf[w->len] = 0;
}

static void vki__tw_printf(vki__tw *w, const char *fmt, ...) VKI__PRINTF(2, 3);
static void vki__tw_printf(vki__tw *w, const char *fmt, ...) {
    char tmp[64];
    int n;
    va_list ap;
    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0) vki__tw_put(w, tmp, (size_t)VKI__MIN(n, (int)sizeof tmp - 1));
}

/* quoted, with control bytes, quotes and backslashes escaped; max bytes of s */
static void vki__tw_quote(vki__tw *w, const char *s, size_t n, size_t max) {
    size_t i;
    vki__tw_put(w, "\"", 1);
    for (i = 0; i < n && i < max && !w->full; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') { vki__tw_put(w, "\\", 1); vki__tw_put(w, s + i, 1); }
        else if (c == '\n') vki__tw_put(w, "\\n", 2);
        else if (c == '\t') vki__tw_put(w, "\\t", 2);
        else if (c < 32 || c == 127) vki__tw_printf(w, "\\x%02x", c);
        else vki__tw_put(w, s + i, 1);
    }
    vki__tw_put(w, i < n ? "...\"" : "\"", i < n ? 4 : 1);
}

static void vki__tw_scalar(vki__tw *w, int t, const uint8_t *p) {
    switch (t) {
    case VKI__GGUF_U8: vki__tw_printf(w, "%u", p[0]); break;
    case VKI__GGUF_I8: vki__tw_printf(w, "%d", (int)(int8_t)p[0]); break;
    case VKI__GGUF_BOOL: vki__tw_printf(w, "%s", p[0] ? "true" : "false"); break;
    case VKI__GGUF_U16: { uint16_t x; memcpy(&x, p, 2); vki__tw_printf(w, "%u", x); } break;
    case VKI__GGUF_I16: { int16_t x; memcpy(&x, p, 2); vki__tw_printf(w, "%d", x); } break;
    case VKI__GGUF_U32: { uint32_t x; memcpy(&x, p, 4); vki__tw_printf(w, "%u", x); } break;
    case VKI__GGUF_I32: { int32_t x; memcpy(&x, p, 4); vki__tw_printf(w, "%d", x); } break;
    case VKI__GGUF_F32: { float x; memcpy(&x, p, 4); vki__tw_printf(w, "%g", (double)x); } break;
    case VKI__GGUF_U64: { uint64_t x; memcpy(&x, p, 8); vki__tw_printf(w, "%llu", (unsigned long long)x); } break;
    case VKI__GGUF_I64: { int64_t x; memcpy(&x, p, 8); vki__tw_printf(w, "%lld", (long long)x); } break;
    case VKI__GGUF_F64: { double x; memcpy(&x, p, 8); vki__tw_printf(w, "%g", x); } break;
    default: break;
    }
}

VKINFER_API vki_result vki_model_meta_get(const vki_model *m, int index, const char **key, char *value_text, size_t value_cap) {
    const vki__gguf_kv *kv;
    vki__tw w;
    if (!m || index < 0 || (uint64_t)index >= m->gguf.n_kv) return VKI_ERROR_INVALID_ARGUMENT;
    kv = &m->gguf.kv[index];
    if (key) *key = kv->key;
    if (!value_text || !value_cap) return VKI_SUCCESS;
    w.buf = value_text;
    w.cap = value_cap;
    w.len = 0;
    w.full = 0;
    value_text[0] = 0;
    if (kv->type == VKI__GGUF_STRING) {
        vki__tw_quote(&w, kv->str, kv->str_len, kv->str_len);
    } else if (kv->type == VKI__GGUF_ARRAY) {
        const int shown = 6, sz = vki__gguf_scalar_size(kv->arr_type);
        uint64_t j;
        vki__tw_printf(&w, "[%llu %s%s", (unsigned long long)kv->arr_count, kv->arr_type == VKI__GGUF_STRING ? "string" :
                       kv->arr_type == VKI__GGUF_ARRAY ? "array" : vki__gguf_type_name(kv->arr_type),
                       (kv->arr_type == VKI__GGUF_STRING || kv->arr_type == VKI__GGUF_ARRAY || kv->arr_type == VKI__GGUF_BOOL) && kv->arr_count != 1 ? "s" : "");
        if (kv->arr_data && kv->arr_type != VKI__GGUF_ARRAY && kv->arr_count) {
            vki__tw_put(&w, ": ", 2);
            for (j = 0; j < kv->arr_count && j < (uint64_t)shown; j++) {
                if (j) vki__tw_put(&w, ", ", 2);
                if (kv->arr_type == VKI__GGUF_STRING) {
                    const char *s;
                    uint32_t len;
                    vki__gguf_arr_str(&m->gguf, index, j, &s, &len);
                    vki__tw_quote(&w, s, len, 40);
                } else {
                    vki__tw_scalar(&w, kv->arr_type, kv->arr_data + j * (uint64_t)sz);
                }
            }
            if (kv->arr_count > (uint64_t)shown) vki__tw_put(&w, ", ...", 5);
        }
        vki__tw_put(&w, "]", 1);
    } else {
        uint8_t raw[8];
        /* scalars were decoded at parse time; re-encode for one printing path */
        if (kv->type == VKI__GGUF_F32) { float f = (float)kv->v.f; memcpy(raw, &f, 4); }
        else if (kv->type == VKI__GGUF_F64) memcpy(raw, &kv->v.f, 8);
        else if (vki__gguf_is_signed(kv->type)) {
            int64_t x = kv->v.i;
            int8_t a = (int8_t)x; int16_t b = (int16_t)x; int32_t c = (int32_t)x;
            if (kv->type == VKI__GGUF_I8) memcpy(raw, &a, 1);
            else if (kv->type == VKI__GGUF_I16) memcpy(raw, &b, 2);
            else if (kv->type == VKI__GGUF_I32) memcpy(raw, &c, 4);
            else memcpy(raw, &x, 8);
        } else {
            uint64_t x = kv->v.u;
            uint8_t a = (uint8_t)x; uint16_t b = (uint16_t)x; uint32_t c = (uint32_t)x;
            if (kv->type == VKI__GGUF_U8 || kv->type == VKI__GGUF_BOOL) memcpy(raw, &a, 1);
            else if (kv->type == VKI__GGUF_U16) memcpy(raw, &b, 2);
            else if (kv->type == VKI__GGUF_U32) memcpy(raw, &c, 4);
            else memcpy(raw, &x, 8);
        }
        vki__tw_scalar(&w, kv->type, raw);
    }
    return VKI_SUCCESS;
}

VKINFER_API int vki_model_tensor_count(const vki_model *m) { return m ? (int)m->gguf.n_tensors : 0; }

VKINFER_API vki_result vki_model_tensor_get(const vki_model *m, int index, vki_tensor_info *out) {
    const vki__tensor *t;
    if (!m || !out || index < 0 || (uint64_t)index >= m->gguf.n_tensors) return VKI_ERROR_INVALID_ARGUMENT;
    t = &m->gguf.tensors[index];
    out->name = t->name;
    out->type = t->type;
    out->n_dims = t->n_dims;
    memcpy(out->ne, t->ne, sizeof out->ne);
    out->offset = t->offset;
    out->bytes = t->bytes;
    return VKI_SUCCESS;
}

/* ===== placeholders: deleted when the owning sections land ===== */

#ifndef VKI__HAVE_MODEL_UPLOAD
static vki_result vki__model_upload(vki_model *m, const vki_model_desc *desc) { (void)m; (void)desc; return VKI_SUCCESS; }
static void vki__model_release(vki_model *m) { (void)m; }
#endif

/* placeholder: replaced by the tokenizer section */
static vki_result vki__tokenizer_init(vki_model *m) { (void)m; return VKI_SUCCESS; }
/* placeholder: replaced by the tokenizer section */
static void vki__tokenizer_free(vki_model *m) { (void)m; }
/* @@END gguf */

/* ---------------------------------------------------------------------------
   Tokenizer, detokenizer, chat templates
   ------------------------------------------------------------------------- */
/* @@SECTION tokenizer */
/* @@END tokenizer */

/* ---------------------------------------------------------------------------
   Vulkan core: loading, instance, device, queues
   ------------------------------------------------------------------------- */
/* @@SECTION vulkan */
#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <volk.h>

#define VKI__ZERO(x) memset(&(x), 0, sizeof(x))

/* Instance-level and loader-level functions, per context (no globals). */
#define VKI__GLOBAL_FUNCS(X) \
    X(vkCreateInstance) X(vkEnumerateInstanceLayerProperties) \
    X(vkEnumerateInstanceExtensionProperties) X(vkEnumerateInstanceVersion)
#define VKI__INSTANCE_FUNCS(X) \
    X(vkDestroyInstance) X(vkEnumeratePhysicalDevices) X(vkGetPhysicalDeviceProperties) \
    X(vkGetPhysicalDeviceProperties2) X(vkGetPhysicalDeviceFeatures2) \
    X(vkGetPhysicalDeviceMemoryProperties) X(vkGetPhysicalDeviceMemoryProperties2) \
    X(vkGetPhysicalDeviceQueueFamilyProperties) X(vkEnumerateDeviceExtensionProperties) \
    X(vkCreateDevice) X(vkGetDeviceProcAddr)
/* Device functions vkinfer uses; loaded into a per-context VolkDeviceTable. */
#define VKI__DEVICE_FUNCS(X) \
    X(vkDestroyDevice) X(vkDeviceWaitIdle) X(vkGetDeviceQueue) X(vkQueueSubmit) \
    X(vkCreateCommandPool) X(vkDestroyCommandPool) X(vkAllocateCommandBuffers) \
    X(vkFreeCommandBuffers) X(vkBeginCommandBuffer) X(vkEndCommandBuffer) X(vkResetCommandBuffer) \
    X(vkCreateSemaphore) X(vkDestroySemaphore) X(vkWaitSemaphores) X(vkGetSemaphoreCounterValue) \
    X(vkAllocateMemory) X(vkFreeMemory) X(vkMapMemory) X(vkUnmapMemory) \
    X(vkCreateBuffer) X(vkDestroyBuffer) X(vkBindBufferMemory) X(vkGetBufferMemoryRequirements) \
    X(vkCmdCopyBuffer) X(vkCmdFillBuffer) X(vkCmdPipelineBarrier) X(vkCmdBindPipeline) \
    X(vkCmdBindDescriptorSets) X(vkCmdPushConstants) X(vkCmdDispatch) \
    X(vkCreateShaderModule) X(vkDestroyShaderModule) X(vkCreatePipelineCache) \
    X(vkDestroyPipelineCache) X(vkGetPipelineCacheData) X(vkCreateComputePipelines) \
    X(vkDestroyPipeline) X(vkCreatePipelineLayout) X(vkDestroyPipelineLayout) \
    X(vkCreateDescriptorSetLayout) X(vkDestroyDescriptorSetLayout) X(vkCreateDescriptorPool) \
    X(vkDestroyDescriptorPool) X(vkResetDescriptorPool) X(vkAllocateDescriptorSets) \
    X(vkUpdateDescriptorSets) X(vkCreateQueryPool) X(vkDestroyQueryPool) \
    X(vkCmdWriteTimestamp) X(vkCmdResetQueryPool) X(vkGetQueryPoolResults)

typedef struct vki__instance_table {
    PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr;
#define VKI__X(name) PFN_##name name;
    VKI__GLOBAL_FUNCS(VKI__X)
    VKI__INSTANCE_FUNCS(VKI__X)
#undef VKI__X
    PFN_vkCreateDebugUtilsMessengerEXT vkCreateDebugUtilsMessengerEXT;
    PFN_vkDestroyDebugUtilsMessengerEXT vkDestroyDebugUtilsMessengerEXT;
} vki__instance_table;

/* Opens the loader (or takes the host's vkGetInstanceProcAddr) and fills the global
   entry points. VKINFER_VULKAN_LIBRARY names another loader file. */
static vki_result vki__load_loader(vki_context *ctx, void *host_gipa, void **lib, vki__instance_table *t) {
    const char *env = getenv("VKINFER_VULKAN_LIBRARY");
    memset(t, 0, sizeof *t);
    *lib = NULL;
    if (host_gipa) {
        t->vkGetInstanceProcAddr = (PFN_vkGetInstanceProcAddr)host_gipa;
    } else {
        const char *name = env && *env ? env : "libvulkan.so.1";
        *lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
        if (!*lib && !(env && *env)) *lib = dlopen("libvulkan.so", RTLD_NOW | RTLD_LOCAL);
        if (!*lib) {
            const char *why = dlerror();
            return vki__fail(ctx, VKI_ERROR_NO_VULKAN,
                             "cannot open the Vulkan loader '%s' (%s); install it (Debian: libvulkan1) "
                             "or set VKINFER_VULKAN_LIBRARY", name, why ? why : "not found");
        }
        *(void **)&t->vkGetInstanceProcAddr = dlsym(*lib, "vkGetInstanceProcAddr");
        if (!t->vkGetInstanceProcAddr) {
            dlclose(*lib);
            *lib = NULL;
            return vki__fail(ctx, VKI_ERROR_NO_VULKAN, "the Vulkan loader '%s' has no vkGetInstanceProcAddr", name);
        }
    }
#define VKI__X(name) t->name = (PFN_##name)t->vkGetInstanceProcAddr(NULL, #name);
    VKI__GLOBAL_FUNCS(VKI__X)
#undef VKI__X
    if (!t->vkCreateInstance || !t->vkEnumerateInstanceExtensionProperties) {
        if (*lib) dlclose(*lib);
        *lib = NULL;
        return vki__fail(ctx, VKI_ERROR_NO_VULKAN, "the Vulkan loader returned no vkCreateInstance");
    }
    return VKI_SUCCESS;
}

static void vki__load_instance_funcs(vki__instance_table *t, VkInstance inst) {
#define VKI__X(name) t->name = (PFN_##name)t->vkGetInstanceProcAddr(inst, #name);
    VKI__INSTANCE_FUNCS(VKI__X)
#undef VKI__X
    t->vkCreateDebugUtilsMessengerEXT = (PFN_vkCreateDebugUtilsMessengerEXT)t->vkGetInstanceProcAddr(inst, "vkCreateDebugUtilsMessengerEXT");
    t->vkDestroyDebugUtilsMessengerEXT = (PFN_vkDestroyDebugUtilsMessengerEXT)t->vkGetInstanceProcAddr(inst, "vkDestroyDebugUtilsMessengerEXT");
}

static const char *vki__vk_result_name(VkResult r) {
    switch (r) {
    case VK_SUCCESS: return "VK_SUCCESS";
    case VK_NOT_READY: return "VK_NOT_READY";
    case VK_TIMEOUT: return "VK_TIMEOUT";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case VK_ERROR_INITIALIZATION_FAILED: return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_DEVICE_LOST: return "VK_ERROR_DEVICE_LOST";
    case VK_ERROR_MEMORY_MAP_FAILED: return "VK_ERROR_MEMORY_MAP_FAILED";
    case VK_ERROR_LAYER_NOT_PRESENT: return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_FEATURE_NOT_PRESENT: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_TOO_MANY_OBJECTS: return "VK_ERROR_TOO_MANY_OBJECTS";
    default: return "VkResult(other)";
    }
}

/* Maps a failed VkResult to a vki_result with a message naming the call. */
static vki_result vki__vkfail(vki_context *ctx, VkResult r, const char *what) {
    vki_result vr = r == VK_ERROR_OUT_OF_DEVICE_MEMORY ? VKI_ERROR_OUT_OF_DEVICE_MEMORY
                  : r == VK_ERROR_OUT_OF_HOST_MEMORY ? VKI_ERROR_OUT_OF_HOST_MEMORY
                  : r == VK_ERROR_DEVICE_LOST ? VKI_ERROR_DEVICE_LOST : VKI_ERROR_VULKAN;
    return vki__fail(ctx, vr, "%s failed: %s (%d)", what, vki__vk_result_name(r), (int)r);
}

/* ---- device ranking and selection (pure functions, unit-tested) ---- */

/* Lower is better: discrete > integrated > virtual > CPU > other. */
static int vki__device_type_rank(int vk_type) {
    switch (vk_type) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 0;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 1;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return 3;
    default: return 4;
    }
}

/* Sorts order[0..n) (indices into types) by rank, keeping enumeration order on ties. */
static void vki__rank_devices(const int *types, int n, int *order) {
    int i, j;
    for (i = 0; i < n; i++) order[i] = i;
    for (i = 1; i < n; i++) {
        int v = order[i];
        for (j = i; j > 0 && vki__device_type_rank(types[order[j - 1]]) > vki__device_type_rank(types[v]); j--)
            order[j] = order[j - 1];
        order[j] = v;
    }
}

static int vki__icontains(const char *hay, const char *needle) {
    size_t n = strlen(needle), i, k;
    if (!n) return 1;
    for (i = 0; hay[i]; i++) {
        for (k = 0; k < n && hay[i + k]; k++) {
            char a = hay[i + k], b = needle[k];
            if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
            if (b >= 'A' && b <= 'Z') b = (char)(b - 'A' + 'a');
            if (a != b) break;
        }
        if (k == n) return 1;
    }
    return 0;
}

/* spec: NULL/"" = the first (best ranked); all digits = position in the ranked list;
   otherwise a case-insensitive name substring. Returns the ranked position or -1. */
static int vki__match_device(const char *spec, const char *const *ranked_names, int n) {
    int i, digits = 1;
    if (n <= 0) return -1;
    if (!spec || !*spec) return 0;
    for (i = 0; spec[i]; i++)
        if (spec[i] < '0' || spec[i] > '9') digits = 0;
    if (digits) {
        long v = strtol(spec, NULL, 10);
        return v >= 0 && v < n ? (int)v : -1;
    }
    for (i = 0; i < n; i++)
        if (vki__icontains(ranked_names[i], spec)) return i;
    return -1;
}

/* ---- memory-type choice (pure function, unit-tested against real property tables) ---- */

enum { VKI__MEM_DEVICE = 0, VKI__MEM_STAGING = 1 };

/* UMA: the GPU works from the same memory the host maps, so weights are written in
   place and no staging copy is needed. Only integrated and CPU devices qualify: a
   discrete GPU with resizable BAR also has DEVICE_LOCAL|HOST_VISIBLE memory, but reading
   it from the host crosses PCIe and it must never receive weights by fallback. */
static int vki__is_uma(int vk_type, const VkPhysicalDeviceMemoryProperties *mp) {
    uint32_t i;
    if (vk_type != VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU && vk_type != VK_PHYSICAL_DEVICE_TYPE_CPU) return 0;
    for (i = 0; i < mp->memoryTypeCount; i++) {
        VkMemoryPropertyFlags f = mp->memoryTypes[i].propertyFlags;
        if ((f & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) && (f & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT)) return 1;
    }
    return 0;
}

/* Returns the memory type index for a purpose, or -1 when none is acceptable.
   DEVICE on a discrete GPU: DEVICE_LOCAL and not HOST_VISIBLE -- no fallback, ever.
   DEVICE on UMA: DEVICE_LOCAL|HOST_VISIBLE (coherent and cached preferred).
   STAGING: HOST_VISIBLE|HOST_COHERENT, in system memory on discrete GPUs, cached
   preferred (read-backs). Ties go to the larger heap, then the lower index. */
static int vki__choose_memory_type(const VkPhysicalDeviceMemoryProperties *mp, uint32_t type_bits, int uma, int purpose) {
    int best = -1, best_score = -1;
    uint32_t i;
    for (i = 0; i < mp->memoryTypeCount && i < 32; i++) {
        VkMemoryPropertyFlags f = mp->memoryTypes[i].propertyFlags;
        int dl = (f & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) != 0;
        int hv = (f & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) != 0;
        int hc = (f & VK_MEMORY_PROPERTY_HOST_COHERENT_BIT) != 0;
        int cached = (f & VK_MEMORY_PROPERTY_HOST_CACHED_BIT) != 0;
        int score;
        if (!(type_bits & (1u << i))) continue;
        if (f & (VK_MEMORY_PROPERTY_PROTECTED_BIT | VK_MEMORY_PROPERTY_LAZILY_ALLOCATED_BIT)) continue;
        if (f & 0x40 /* DEVICE_COHERENT_BIT_AMD: uncached, slow */) continue;
        if (purpose == VKI__MEM_DEVICE) {
            if (!dl) continue;
            if (!uma) {
                if (hv) continue;
                score = 1;
            } else {
                if (!hv) continue;
                score = 1 + hc * 2 + cached;
            }
        } else {
            if (!hv || !hc) continue;
            if (!uma && dl) continue; /* BAR memory: scarce, and slow to read from the host */
            score = 1 + cached;
        }
        if (score > best_score ||
            (score == best_score && mp->memoryHeaps[mp->memoryTypes[i].heapIndex].size >
                                        mp->memoryHeaps[mp->memoryTypes[best].heapIndex].size)) {
            best = (int)i;
            best_score = score;
        }
    }
    return best;
}

/* ---- context Vulkan state ---- */

enum { VKI__Q_COMPUTE = 0, VKI__Q_XFER = 1, VKI__NQ = 2 };
#define VKI__CMD_SLOTS 8
#define VKI__MAX_BINDINGS 8
#define VKI__PUSH_BYTES 128

/* A command buffer slot of a logical queue; reusable once its value has completed. */
typedef struct vki__cmd_slot {
    VkCommandBuffer cb;
    VkDescriptorPool pool;    /* one-off dispatch descriptor sets, reset with the slot */
    uint64_t value;           /* timeline value its last submit signalled (0: never) */
} vki__cmd_slot;

/* A logical queue: its own timeline semaphore, command slots and the batch being
   recorded. Two logical queues may share one VkQueue (no transfer family). */
typedef struct vki__queue {
    VkQueue queue;
    uint32_t family;
    VkSemaphore timeline;
    uint64_t next_value;      /* value the batch being recorded will signal */
    uint64_t completed;       /* cached lower bound of the semaphore's value */
    VkCommandPool pool;
    vki__cmd_slot slots[VKI__CMD_SLOTS];
    int cur;                  /* slot of the batch being recorded */
    int recording;            /* a batch is open */
    uint32_t n_cmds;          /* commands recorded in the open batch */
    uint64_t wait_other;      /* other queue's value the open batch must wait for */
} vki__queue;

typedef struct vki__range { uint64_t off, size; } vki__range;

typedef struct vki__block {
    VkDeviceMemory memory;
    VkBuffer buffer;          /* one buffer over the whole block; sub-allocations are ranges */
    uint64_t size;
    uint8_t *mapped;          /* host pointer on UMA / staging memory */
    uint32_t type;
    vki__range *free_list;    /* stb_ds array, sorted by offset */
    uint64_t used;
} vki__block;

struct vki_buffer {
    vki_context *ctx;
    vki__block *block;
    uint64_t offset, size;
    uint64_t last_write[VKI__NQ];  /* timeline value of the last GPU write, per queue */
    uint64_t last_use[VKI__NQ];    /* ... of the last GPU read or write */
};

/* Staging ring: positions grow monotonically; offset = pos % size. Regions in flight
   remember the (queue, value) whose completion frees them. */
typedef struct vki__ring_region { uint64_t end; int q; uint64_t value; } vki__ring_region;

typedef struct vki__pipeline {
    int kernel;
    uint32_t spec[4];
    VkPipeline pipeline;
} vki__pipeline;

struct vki__vk {
    void *lib;                 /* dlopen handle of the loader (NULL: host's entry point) */
    vki__instance_table it;
    struct VolkDeviceTable dt;
    VkInstance instance;
    VkPhysicalDevice phys;
    VkDevice device;
    int own_instance, own_device;
    VkDebugUtilsMessengerEXT messenger;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem;
    vki_device_info info;
    int uma, force_staging;
    uint32_t api_version;
    vki__queue q[VKI__NQ];
    int shared_queue;          /* both logical queues submit to one VkQueue */
    /* memory */
    int device_type, staging_type;
    uint64_t block_bytes, alignment;
    vki__block **blocks;       /* stb_ds array of device blocks */
    uint64_t heap_used[VK_MAX_MEMORY_HEAPS];
    /* staging ring */
    vki__block *ring;
    uint64_t ring_head;
    vki__ring_region *ring_inflight; /* stb_ds FIFO (head index below) */
    size_t ring_inflight_head;
    /* pipelines */
    VkDescriptorSetLayout dsl;
    VkPipelineLayout layout;
    VkPipelineCache cache;
    char *cache_path;
    vki__pipeline *pipelines;  /* stb_ds array */
};

/* ---- debug messenger: counts validation messages; tests require zero ---- */
static VKAPI_ATTR VkBool32 VKAPI_CALL vki__debug_cb(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
                                                    VkDebugUtilsMessageTypeFlagsEXT type,
                                                    const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
    vki_context *ctx = (vki_context *)user;
    (void)type;
    if (sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) {
        ctx->stats.validation_messages++;
        vki__log(ctx, VKI_LOG_ERROR, "VKI_E_VALIDATION", "%s", data && data->pMessage ? data->pMessage : "(no text)");
    }
    return VK_FALSE;
}

static int vki__has_ext(const VkExtensionProperties *exts, uint32_t n, const char *name) {
    uint32_t i;
    for (i = 0; i < n; i++)
        if (strcmp(exts[i].extensionName, name) == 0) return 1;
    return 0;
}

static vki_result vki__create_instance(vki_context *ctx, struct vki__vk *vk, int validation) {
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    VkValidationFeaturesEXT vf;
    VkValidationFeatureEnableEXT enables[1];
    const char *layers[1] = {"VK_LAYER_KHRONOS_validation"};
    const char *exts[4];
    uint32_t n_exts = 0, n_avail = 0, api = VK_API_VERSION_1_2;
    VkExtensionProperties *avail = NULL;
    VkResult r;
    if (vk->it.vkEnumerateInstanceVersion) vk->it.vkEnumerateInstanceVersion(&api);
    if (api < VK_API_VERSION_1_2)
        return vki__fail(ctx, VKI_ERROR_MISSING_FEATURE, "the Vulkan loader supports only Vulkan %u.%u; vkinfer needs 1.2",
                         VK_API_VERSION_MAJOR(api), VK_API_VERSION_MINOR(api));
    vk->api_version = api >= VK_API_VERSION_1_3 ? VK_API_VERSION_1_3 : VK_API_VERSION_1_2;
    vk->it.vkEnumerateInstanceExtensionProperties(NULL, &n_avail, NULL);
    avail = (VkExtensionProperties *)vki__calloc(n_avail + 1, sizeof *avail);
    if (!avail) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "instance extension list");
    vk->it.vkEnumerateInstanceExtensionProperties(NULL, &n_avail, avail);
    if (vki__has_ext(avail, n_avail, VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME))
        exts[n_exts++] = VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME;
    VKINFER_FREE(avail);
    if (validation) {
        uint32_t n_layers = 0, i;
        int found = 0;
        VkLayerProperties *lp;
        vk->it.vkEnumerateInstanceLayerProperties(&n_layers, NULL);
        lp = (VkLayerProperties *)vki__calloc(n_layers + 1, sizeof *lp);
        if (!lp) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "layer list");
        vk->it.vkEnumerateInstanceLayerProperties(&n_layers, lp);
        for (i = 0; i < n_layers; i++) found |= strcmp(lp[i].layerName, layers[0]) == 0;
        VKINFER_FREE(lp);
        if (!found)
            return vki__fail(ctx, VKI_ERROR_MISSING_FEATURE,
                             "validation was asked for (desc.validation or VKINFER_VALIDATION) but %s is not "
                             "installed (Debian: vulkan-validationlayers)", layers[0]);
        exts[n_exts++] = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
        exts[n_exts++] = VK_EXT_VALIDATION_FEATURES_EXTENSION_NAME;
    }
    VKI__ZERO(app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "vkinfer";
    app.pEngineName = "vkinfer";
    app.apiVersion = vk->api_version;
    VKI__ZERO(ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    ci.enabledExtensionCount = n_exts;
    ci.ppEnabledExtensionNames = exts;
    if (n_exts && strcmp(exts[0], VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME) == 0)
        ci.flags |= VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR;
    if (validation) {
        ci.enabledLayerCount = 1;
        ci.ppEnabledLayerNames = layers;
        enables[0] = VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT;
        VKI__ZERO(vf);
        vf.sType = VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT;
        vf.enabledValidationFeatureCount = 1;
        vf.pEnabledValidationFeatures = enables;
        ci.pNext = &vf;
    }
    r = vk->it.vkCreateInstance(&ci, NULL, &vk->instance);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateInstance");
    vk->own_instance = 1;
    vki__load_instance_funcs(&vk->it, vk->instance);
    if (validation && vk->it.vkCreateDebugUtilsMessengerEXT) {
        VkDebugUtilsMessengerCreateInfoEXT mci;
        VKI__ZERO(mci);
        mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
        mci.pfnUserCallback = vki__debug_cb;
        mci.pUserData = ctx;
        r = vk->it.vkCreateDebugUtilsMessengerEXT(vk->instance, &mci, NULL, &vk->messenger);
        if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateDebugUtilsMessengerEXT");
    }
    return VKI_SUCCESS;
}

/* Fills a vki_device_info for a physical device (also used by vki_list_devices). */
static void vki__describe_device(const vki__instance_table *it, VkPhysicalDevice pd, vki_device_info *out) {
    VkPhysicalDeviceProperties2 p2;
    VkPhysicalDeviceSubgroupProperties sg;
    VkPhysicalDeviceMemoryProperties mp;
    VkExtensionProperties *exts;
    uint32_t n_exts = 0, i, nq = 0;
    VkQueueFamilyProperties qf[32];
    memset(out, 0, sizeof *out);
    VKI__ZERO(p2);
    VKI__ZERO(sg);
    p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    sg.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    p2.pNext = &sg;
    it->vkGetPhysicalDeviceProperties2(pd, &p2);
    it->vkGetPhysicalDeviceMemoryProperties(pd, &mp);
    snprintf(out->name, sizeof out->name, "%s", p2.properties.deviceName);
    out->vendor_id = p2.properties.vendorID;
    out->device_id = p2.properties.deviceID;
    out->driver_version = p2.properties.driverVersion;
    out->api_version = p2.properties.apiVersion;
    switch (p2.properties.deviceType) {
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: out->type = 1; break;
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: out->type = 2; break;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: out->type = 3; break;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: out->type = 4; break;
    default: out->type = 0;
    }
    for (i = 0; i < mp.memoryHeapCount; i++)
        if ((mp.memoryHeaps[i].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) && mp.memoryHeaps[i].size > out->device_local_bytes)
            out->device_local_bytes = mp.memoryHeaps[i].size;
    out->subgroup_size = sg.subgroupSize;
    out->max_storage_buffer_range = p2.properties.limits.maxStorageBufferRange;
    out->uma = vki__is_uma(p2.properties.deviceType, &mp);
    it->vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, NULL);
    if (nq > 32) nq = 32;
    it->vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, qf);
    for (i = 0; i < nq; i++)
        if ((qf[i].queueFlags & VK_QUEUE_TRANSFER_BIT) && !(qf[i].queueFlags & (VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT)))
            out->has_transfer_queue = 1;
    it->vkEnumerateDeviceExtensionProperties(pd, NULL, &n_exts, NULL);
    exts = (VkExtensionProperties *)vki__calloc(n_exts + 1, sizeof *exts);
    if (exts) {
        it->vkEnumerateDeviceExtensionProperties(pd, NULL, &n_exts, exts);
        out->has_push_descriptor = vki__has_ext(exts, n_exts, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME);
        out->has_memory_budget = vki__has_ext(exts, n_exts, VK_EXT_MEMORY_BUDGET_EXTENSION_NAME);
        out->has_subgroup_size_control = vki__has_ext(exts, n_exts, VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME) ||
                                         p2.properties.apiVersion >= VK_API_VERSION_1_3;
        out->has_integer_dot_product = vki__has_ext(exts, n_exts, VK_KHR_SHADER_INTEGER_DOT_PRODUCT_EXTENSION_NAME) ||
                                       p2.properties.apiVersion >= VK_API_VERSION_1_3;
        out->has_cooperative_matrix = vki__has_ext(exts, n_exts, "VK_KHR_cooperative_matrix");
        VKINFER_FREE(exts);
    }
}

/* Enumerates and ranks the physical devices of an instance. */
static int vki__enum_ranked(const vki__instance_table *it, VkInstance inst, VkPhysicalDevice *ranked, vki_device_info *infos) {
    VkPhysicalDevice pds[VKINFER_MAX_DEVICES];
    vki_device_info tmp[VKINFER_MAX_DEVICES];
    int types[VKINFER_MAX_DEVICES], order[VKINFER_MAX_DEVICES];
    uint32_t n = VKINFER_MAX_DEVICES, i;
    VkResult r = it->vkEnumeratePhysicalDevices(inst, &n, pds);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE) return 0;
    for (i = 0; i < n; i++) {
        VkPhysicalDeviceProperties p;
        it->vkGetPhysicalDeviceProperties(pds[i], &p);
        types[i] = (int)p.deviceType;
        vki__describe_device(it, pds[i], &tmp[i]);
    }
    vki__rank_devices(types, (int)n, order);
    for (i = 0; i < n; i++) {
        ranked[i] = pds[order[i]];
        infos[i] = tmp[order[i]];
    }
    return (int)n;
}

VKINFER_API int vki_list_devices(vki_device_info *infos, int cap) {
    vki_context tmp;
    struct vki__vk vk;
    VkPhysicalDevice ranked[VKINFER_MAX_DEVICES];
    vki_device_info all[VKINFER_MAX_DEVICES];
    vki_result r;
    int n, i;
    memset(&tmp, 0, sizeof tmp);
    memset(&vk, 0, sizeof vk);
    tmp.log_level = -1; /* silent: the result code says what happened */
    r = vki__load_loader(&tmp, NULL, &vk.lib, &vk.it);
    if (r != VKI_SUCCESS) return (int)r;
    r = vki__create_instance(&tmp, &vk, 0);
    if (r != VKI_SUCCESS) {
        dlclose(vk.lib);
        return (int)r;
    }
    n = vki__enum_ranked(&vk.it, vk.instance, ranked, all);
    for (i = 0; i < n && i < cap; i++) infos[i] = all[i];
    vk.it.vkDestroyInstance(vk.instance, NULL);
    dlclose(vk.lib);
    return n;
}

/* Checks the features vkinfer needs; returns a named error for the first one missing. */
static vki_result vki__check_features(vki_context *ctx, struct vki__vk *vk) {
    VkPhysicalDeviceFeatures2 f2;
    VkPhysicalDeviceVulkan11Features f11;
    VkPhysicalDeviceVulkan12Features f12;
    VkPhysicalDeviceProperties2 p2;
    VkPhysicalDeviceSubgroupProperties sg;
    const char *missing = NULL;
    if (vk->props.apiVersion < VK_API_VERSION_1_2)
        return vki__fail(ctx, VKI_ERROR_MISSING_FEATURE, "device '%s' supports Vulkan %u.%u; vkinfer needs 1.2",
                         vk->props.deviceName, VK_API_VERSION_MAJOR(vk->props.apiVersion), VK_API_VERSION_MINOR(vk->props.apiVersion));
    VKI__ZERO(f2);
    VKI__ZERO(f11);
    VKI__ZERO(f12);
    f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
    f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    f2.pNext = &f11;
    f11.pNext = &f12;
    vk->it.vkGetPhysicalDeviceFeatures2(vk->phys, &f2);
    VKI__ZERO(p2);
    VKI__ZERO(sg);
    p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    sg.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    p2.pNext = &sg;
    vk->it.vkGetPhysicalDeviceProperties2(vk->phys, &p2);
    if (!f12.timelineSemaphore) missing = "timelineSemaphore";
    else if (!f11.storageBuffer16BitAccess) missing = "storageBuffer16BitAccess";
    else if (!f12.storageBuffer8BitAccess) missing = "storageBuffer8BitAccess";
    else if (!f12.shaderFloat16) missing = "shaderFloat16";
    else if (!f12.shaderInt8) missing = "shaderInt8";
    else if (!(sg.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT)) missing = "subgroup operations in compute shaders";
    else if ((sg.supportedOperations & (VK_SUBGROUP_FEATURE_BASIC_BIT | VK_SUBGROUP_FEATURE_ARITHMETIC_BIT)) !=
             (VK_SUBGROUP_FEATURE_BASIC_BIT | VK_SUBGROUP_FEATURE_ARITHMETIC_BIT))
        missing = "subgroup basic+arithmetic operations";
    if (missing)
        return vki__fail(ctx, VKI_ERROR_MISSING_FEATURE, "device '%s' lacks %s, which vkinfer requires",
                         vk->props.deviceName, missing);
    return VKI_SUCCESS;
}

static vki_result vki__create_device(vki_context *ctx, struct vki__vk *vk, int no_transfer) {
    VkQueueFamilyProperties qf[32];
    uint32_t nq = 32, i, n_exts = 0;
    int compute = -1, xfer = -1;
    float prio[2] = {1.0f, 1.0f};
    VkDeviceQueueCreateInfo qci[2];
    VkDeviceCreateInfo dci;
    VkPhysicalDeviceFeatures2 f2;
    VkPhysicalDeviceVulkan11Features f11;
    VkPhysicalDeviceVulkan12Features f12;
    VkPhysicalDeviceVulkan13Features f13;
    const char *exts[4];
    VkResult r;
    vk->it.vkGetPhysicalDeviceQueueFamilyProperties(vk->phys, &nq, qf);
    /* compute: the first family with compute (the universal queue on most drivers);
       transfer: a family with transfer but neither graphics nor compute (copy engine) */
    for (i = 0; i < nq; i++) {
        if (compute < 0 && (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT)) compute = (int)i;
        if (xfer < 0 && (qf[i].queueFlags & VK_QUEUE_TRANSFER_BIT) &&
            !(qf[i].queueFlags & (VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT)))
            xfer = (int)i;
    }
    if (compute < 0) return vki__fail(ctx, VKI_ERROR_MISSING_FEATURE, "device '%s' has no compute queue", vk->props.deviceName);
    if (no_transfer) xfer = -1;
    VKI__ZERO(qci);
    qci[0].sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qci[0].queueFamilyIndex = (uint32_t)compute;
    qci[0].queueCount = 1;
    qci[0].pQueuePriorities = prio;
    qci[1] = qci[0];
    qci[1].queueFamilyIndex = (uint32_t)xfer;
    VKI__ZERO(f2);
    VKI__ZERO(f11);
    VKI__ZERO(f12);
    VKI__ZERO(f13);
    f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
    f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
    f2.pNext = &f11;
    f11.pNext = &f12;
    if (vk->api_version >= VK_API_VERSION_1_3 && vk->props.apiVersion >= VK_API_VERSION_1_3) f12.pNext = &f13;
    vk->it.vkGetPhysicalDeviceFeatures2(vk->phys, &f2);
    /* enable exactly what is used: keep optional ones the device has, drop the rest */
    {
        VkPhysicalDeviceFeatures keep;
        VKI__ZERO(keep);
        keep.shaderInt16 = f2.features.shaderInt16;
        keep.shaderInt64 = f2.features.shaderInt64;
        f2.features = keep;
    }
    {
        VkPhysicalDeviceVulkan11Features k11;
        VKI__ZERO(k11);
        k11.sType = f11.sType;
        k11.pNext = f11.pNext;
        k11.storageBuffer16BitAccess = VK_TRUE;
        k11.uniformAndStorageBuffer16BitAccess = f11.uniformAndStorageBuffer16BitAccess;
        f11 = k11;
    }
    {
        VkPhysicalDeviceVulkan12Features k12;
        VKI__ZERO(k12);
        k12.sType = f12.sType;
        k12.pNext = f12.pNext;
        k12.timelineSemaphore = VK_TRUE;
        k12.storageBuffer8BitAccess = VK_TRUE;
        k12.uniformAndStorageBuffer8BitAccess = f12.uniformAndStorageBuffer8BitAccess;
        k12.shaderFloat16 = VK_TRUE;
        k12.shaderInt8 = VK_TRUE;
        f12 = k12;
    }
    {
        VkPhysicalDeviceVulkan13Features k13;
        VKI__ZERO(k13);
        k13.sType = f13.sType;
        k13.subgroupSizeControl = f13.subgroupSizeControl;
        k13.computeFullSubgroups = f13.computeFullSubgroups;
        k13.shaderIntegerDotProduct = f13.shaderIntegerDotProduct;
        k13.maintenance4 = f13.maintenance4;
        f13 = k13;
        vk->info.has_subgroup_size_control = f13.subgroupSizeControl && f13.computeFullSubgroups;
    }
    if (vk->info.has_memory_budget) exts[n_exts++] = VK_EXT_MEMORY_BUDGET_EXTENSION_NAME;
    if (vk->info.has_push_descriptor) exts[n_exts++] = VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME;
    VKI__ZERO(dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.pNext = &f2;
    dci.queueCreateInfoCount = xfer >= 0 ? 2 : 1;
    dci.pQueueCreateInfos = qci;
    dci.enabledExtensionCount = n_exts;
    dci.ppEnabledExtensionNames = exts;
    r = vk->it.vkCreateDevice(vk->phys, &dci, NULL, &vk->device);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateDevice");
    vk->own_device = 1;
    vk->q[VKI__Q_COMPUTE].family = (uint32_t)compute;
    vk->q[VKI__Q_XFER].family = (uint32_t)(xfer >= 0 ? xfer : compute);
    vk->shared_queue = xfer < 0;
    vk->info.has_transfer_queue = xfer >= 0;
    return VKI_SUCCESS;
}

static void vki__load_device_funcs(struct vki__vk *vk) {
    PFN_vkGetDeviceProcAddr gdpa = vk->it.vkGetDeviceProcAddr;
    memset(&vk->dt, 0, sizeof vk->dt);
#define VKI__X(name) vk->dt.name = (PFN_##name)gdpa(vk->device, #name);
    VKI__DEVICE_FUNCS(VKI__X)
#undef VKI__X
    if (!vk->dt.vkWaitSemaphores) /* Vulkan 1.2 core name missing on some loaders: use KHR */
        vk->dt.vkWaitSemaphores = (PFN_vkWaitSemaphores)gdpa(vk->device, "vkWaitSemaphoresKHR");
    if (!vk->dt.vkGetSemaphoreCounterValue)
        vk->dt.vkGetSemaphoreCounterValue = (PFN_vkGetSemaphoreCounterValue)gdpa(vk->device, "vkGetSemaphoreCounterValueKHR");
}

/* ---- timeline scheduler ---- */

static vki_result vki__queue_init(vki_context *ctx, struct vki__vk *vk, vki__queue *q, VkQueue queue) {
    VkSemaphoreTypeCreateInfo tci;
    VkSemaphoreCreateInfo sci;
    VkCommandPoolCreateInfo pci;
    VkCommandBufferAllocateInfo ai;
    VkCommandBuffer cbs[VKI__CMD_SLOTS];
    VkDescriptorPoolSize ps;
    VkDescriptorPoolCreateInfo dpci;
    VkResult r;
    int i;
    q->queue = queue;
    q->next_value = 1;
    VKI__ZERO(tci);
    tci.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO;
    tci.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
    VKI__ZERO(sci);
    sci.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO;
    sci.pNext = &tci;
    r = vk->dt.vkCreateSemaphore(vk->device, &sci, NULL, &q->timeline);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateSemaphore(timeline)");
    VKI__ZERO(pci);
    pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pci.queueFamilyIndex = q->family;
    r = vk->dt.vkCreateCommandPool(vk->device, &pci, NULL, &q->pool);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateCommandPool");
    VKI__ZERO(ai);
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandPool = q->pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = VKI__CMD_SLOTS;
    r = vk->dt.vkAllocateCommandBuffers(vk->device, &ai, cbs);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkAllocateCommandBuffers");
    VKI__ZERO(ps);
    ps.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    ps.descriptorCount = 64 * VKI__MAX_BINDINGS;
    VKI__ZERO(dpci);
    dpci.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    dpci.maxSets = 64;
    dpci.poolSizeCount = 1;
    dpci.pPoolSizes = &ps;
    for (i = 0; i < VKI__CMD_SLOTS; i++) {
        q->slots[i].cb = cbs[i];
        r = vk->dt.vkCreateDescriptorPool(vk->device, &dpci, NULL, &q->slots[i].pool);
        if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateDescriptorPool");
    }
    return VKI_SUCCESS;
}

static void vki__queue_destroy(struct vki__vk *vk, vki__queue *q) {
    int i;
    for (i = 0; i < VKI__CMD_SLOTS; i++)
        if (q->slots[i].pool) vk->dt.vkDestroyDescriptorPool(vk->device, q->slots[i].pool, NULL);
    if (q->pool) vk->dt.vkDestroyCommandPool(vk->device, q->pool, NULL);
    if (q->timeline) vk->dt.vkDestroySemaphore(vk->device, q->timeline, NULL);
}

static int vki__value_done(struct vki__vk *vk, int qi, uint64_t value) {
    vki__queue *q = &vk->q[qi];
    if (value <= q->completed) return 1;
    vk->dt.vkGetSemaphoreCounterValue(vk->device, q->timeline, &q->completed);
    return value <= q->completed;
}

static vki_result vki__flush(vki_context *ctx, int qi);

/* Host wait for exactly one timeline value of one queue. */
static vki_result vki__wait_value(vki_context *ctx, int qi, uint64_t value) {
    struct vki__vk *vk = ctx->vk;
    vki__queue *q = &vk->q[qi];
    VkSemaphoreWaitInfo wi;
    VkResult r;
    if (value == 0 || vki__value_done(vk, qi, value)) return VKI_SUCCESS;
    if (q->recording && value >= q->next_value) {
        vki_result fr = vki__flush(ctx, qi);
        if (fr != VKI_SUCCESS) return fr;
    }
    if (value >= q->next_value) /* never submitted: waiting would hang */
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "internal: wait for unsubmitted timeline value %llu", (unsigned long long)value);
    VKI__ZERO(wi);
    wi.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO;
    wi.semaphoreCount = 1;
    wi.pSemaphores = &q->timeline;
    wi.pValues = &value;
    ctx->stats.host_waits++;
    r = vk->dt.vkWaitSemaphores(vk->device, &wi, UINT64_MAX);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkWaitSemaphores");
    if (value > q->completed) q->completed = value;
    return VKI_SUCCESS;
}

/* Opens a batch on a logical queue if none is open: takes the next command slot
   (waiting only for that slot's own last value) and starts with a full memory
   barrier, which orders this batch after everything earlier on the same VkQueue. */
static vki_result vki__begin(vki_context *ctx, int qi) {
    struct vki__vk *vk = ctx->vk;
    vki__queue *q = &vk->q[qi];
    vki__cmd_slot *s;
    VkCommandBufferBeginInfo bi;
    VkMemoryBarrier mb;
    VkResult r;
    vki_result vr;
    if (q->recording) return VKI_SUCCESS;
    q->cur = (q->cur + 1) % VKI__CMD_SLOTS;
    s = &q->slots[q->cur];
    vr = vki__wait_value(ctx, qi, s->value);
    if (vr != VKI_SUCCESS) return vr;
    vk->dt.vkResetCommandBuffer(s->cb, 0);
    vk->dt.vkResetDescriptorPool(vk->device, s->pool, 0);
    VKI__ZERO(bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    r = vk->dt.vkBeginCommandBuffer(s->cb, &bi);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkBeginCommandBuffer");
    VKI__ZERO(mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
    vk->dt.vkCmdPipelineBarrier(s->cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1, &mb, 0,
                                NULL, 0, NULL);
    ctx->stats.barriers++;
    q->recording = 1;
    q->n_cmds = 0;
    return VKI_SUCCESS;
}

/* Records that the open batch of qi depends on value of the other logical queue; that
   batch is submitted first when still open, so a wait never precedes its signal. */
static vki_result vki__depend(vki_context *ctx, int qi, uint64_t other_value) {
    struct vki__vk *vk = ctx->vk;
    int oi = 1 - qi;
    if (!other_value || vki__value_done(vk, oi, other_value)) return VKI_SUCCESS;
    if (vk->q[oi].recording && other_value >= vk->q[oi].next_value) {
        vki_result r = vki__flush(ctx, oi);
        if (r != VKI_SUCCESS) return r;
    }
    if (other_value > vk->q[qi].wait_other) vk->q[qi].wait_other = other_value;
    return VKI_SUCCESS;
}

/* Submits the open batch of a logical queue; it signals q->next_value. */
static vki_result vki__flush(vki_context *ctx, int qi) {
    struct vki__vk *vk = ctx->vk;
    vki__queue *q = &vk->q[qi];
    vki__cmd_slot *s = &q->slots[q->cur];
    VkTimelineSemaphoreSubmitInfo ts;
    VkSubmitInfo si;
    VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    uint64_t wait_value, signal_value;
    VkResult r;
    if (!q->recording) return VKI_SUCCESS;
    r = vk->dt.vkEndCommandBuffer(s->cb);
    q->recording = 0;
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkEndCommandBuffer");
    wait_value = q->wait_other;
    signal_value = q->next_value;
    VKI__ZERO(ts);
    ts.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO;
    ts.waitSemaphoreValueCount = wait_value ? 1 : 0;
    ts.pWaitSemaphoreValues = &wait_value;
    ts.signalSemaphoreValueCount = 1;
    ts.pSignalSemaphoreValues = &signal_value;
    VKI__ZERO(si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.pNext = &ts;
    si.waitSemaphoreCount = wait_value ? 1 : 0;
    si.pWaitSemaphores = &vk->q[1 - qi].timeline;
    si.pWaitDstStageMask = &stage;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &s->cb;
    si.signalSemaphoreCount = 1;
    si.pSignalSemaphores = &q->timeline;
    r = vk->dt.vkQueueSubmit(q->queue, 1, &si, VK_NULL_HANDLE);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkQueueSubmit");
    s->value = signal_value;
    q->next_value++;
    q->wait_other = 0;
    ctx->stats.submits++;
    return VKI_SUCCESS;
}

/* ---- device memory: large blocks, sub-allocated ---- */

/* Bytes of a heap still available to us: the budget from VK_EXT_memory_budget when the
   device has it, otherwise heap size minus what this context allocated. */
static uint64_t vki__heap_available(struct vki__vk *vk, uint32_t heap) {
    if (vk->info.has_memory_budget && vk->it.vkGetPhysicalDeviceMemoryProperties2) {
        VkPhysicalDeviceMemoryProperties2 mp2;
        VkPhysicalDeviceMemoryBudgetPropertiesEXT b;
        VKI__ZERO(mp2);
        VKI__ZERO(b);
        mp2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MEMORY_PROPERTIES_2;
        b.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT;
        mp2.pNext = &b;
        vk->it.vkGetPhysicalDeviceMemoryProperties2(vk->phys, &mp2);
        return b.heapBudget[heap] > b.heapUsage[heap] ? b.heapBudget[heap] - b.heapUsage[heap] : 0;
    }
    return vk->mem.memoryHeaps[heap].size > vk->heap_used[heap] ? vk->mem.memoryHeaps[heap].size - vk->heap_used[heap] : 0;
}

static void vki__block_free(struct vki__vk *vk, vki__block *b) {
    if (!b) return;
    if (b->buffer) vk->dt.vkDestroyBuffer(vk->device, b->buffer, NULL);
    if (b->memory) {
        if (b->mapped) vk->dt.vkUnmapMemory(vk->device, b->memory);
        vk->dt.vkFreeMemory(vk->device, b->memory, NULL);
        vk->heap_used[vk->mem.memoryTypes[b->type].heapIndex] -= b->size;
    }
    stbds_arrfree(b->free_list);
    VKINFER_FREE(b);
}

/* Creates a block of `size` bytes in memory type `type` with one buffer over it. */
static vki_result vki__block_new(vki_context *ctx, uint32_t type, uint64_t size, const char *what, vki__block **out) {
    struct vki__vk *vk = ctx->vk;
    VkBufferCreateInfo bci;
    VkMemoryRequirements req;
    VkMemoryAllocateInfo mai;
    uint32_t families[2];
    uint32_t heap = vk->mem.memoryTypes[type].heapIndex;
    uint64_t avail = vki__heap_available(vk, heap);
    vki__block *b;
    VkResult r;
    *out = NULL;
    if (size > avail)
        return vki__fail(ctx, VKI_ERROR_OUT_OF_DEVICE_MEMORY,
                         "%s: requested %llu bytes of device memory (memory type %u, heap %u) but only %llu bytes are "
                         "available (heap size %llu)", what, (unsigned long long)size, type, heap,
                         (unsigned long long)avail, (unsigned long long)vk->mem.memoryHeaps[heap].size);
    b = (vki__block *)vki__calloc(1, sizeof *b);
    if (!b) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "%s: block descriptor", what);
    b->type = type;
    b->size = size;
    VKI__ZERO(bci);
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = size;
    bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    if (vk->q[0].family != vk->q[1].family) {
        /* shared by the compute and copy families: no ownership transfers needed */
        families[0] = vk->q[0].family;
        families[1] = vk->q[1].family;
        bci.sharingMode = VK_SHARING_MODE_CONCURRENT;
        bci.queueFamilyIndexCount = 2;
        bci.pQueueFamilyIndices = families;
    }
    r = vk->dt.vkCreateBuffer(vk->device, &bci, NULL, &b->buffer);
    if (r != VK_SUCCESS) {
        vki__block_free(vk, b);
        return vki__vkfail(ctx, r, "vkCreateBuffer");
    }
    vk->dt.vkGetBufferMemoryRequirements(vk->device, b->buffer, &req);
    if (!(req.memoryTypeBits & (1u << type))) {
        vki__block_free(vk, b);
        return vki__fail(ctx, VKI_ERROR_MISSING_FEATURE, "%s: storage buffers cannot live in memory type %u", what, type);
    }
    VKI__ZERO(mai);
    mai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = type;
    r = vk->dt.vkAllocateMemory(vk->device, &mai, NULL, &b->memory);
    if (r != VK_SUCCESS) {
        vki__block_free(vk, b);
        if (r == VK_ERROR_OUT_OF_DEVICE_MEMORY || r == VK_ERROR_OUT_OF_HOST_MEMORY)
            return vki__fail(ctx, VKI_ERROR_OUT_OF_DEVICE_MEMORY,
                             "%s: vkAllocateMemory of %llu bytes in memory type %u failed (%s); %llu bytes were "
                             "reported available", what, (unsigned long long)req.size, type, vki__vk_result_name(r),
                             (unsigned long long)avail);
        return vki__vkfail(ctx, r, "vkAllocateMemory");
    }
    vk->heap_used[heap] += size;
    r = vk->dt.vkBindBufferMemory(vk->device, b->buffer, b->memory, 0);
    if (r != VK_SUCCESS) {
        vki__block_free(vk, b);
        return vki__vkfail(ctx, r, "vkBindBufferMemory");
    }
    if (vk->mem.memoryTypes[type].propertyFlags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) {
        void *p = NULL;
        r = vk->dt.vkMapMemory(vk->device, b->memory, 0, VK_WHOLE_SIZE, 0, &p);
        if (r != VK_SUCCESS) {
            vki__block_free(vk, b);
            return vki__vkfail(ctx, r, "vkMapMemory");
        }
        b->mapped = (uint8_t *)p;
    }
    {
        vki__range all;
        all.off = 0;
        all.size = size;
        stbds_arrput(b->free_list, all);
    }
    *out = b;
    return VKI_SUCCESS;
}

/* First fit inside one block's free list; returns 1 and the offset on success. */
static int vki__block_take(vki__block *b, uint64_t size, uint64_t align, uint64_t *off) {
    ptrdiff_t i, n = stbds_arrlen(b->free_list);
    for (i = 0; i < n; i++) {
        uint64_t start = VKI__ALIGN_UP(b->free_list[i].off, align);
        uint64_t end = b->free_list[i].off + b->free_list[i].size;
        if (start + size <= end) {
            uint64_t head = start - b->free_list[i].off, tail = end - (start + size);
            if (head && tail) {
                vki__range t;
                t.off = start + size;
                t.size = tail;
                b->free_list[i].size = head;
                stbds_arrins(b->free_list, i + 1, t);
            } else if (head) {
                b->free_list[i].size = head;
            } else if (tail) {
                b->free_list[i].off = start + size;
                b->free_list[i].size = tail;
            } else {
                stbds_arrdel(b->free_list, i);
            }
            b->used += size;
            *off = start;
            return 1;
        }
    }
    return 0;
}

/* Returns a range to its block, merging with free neighbours. */
static void vki__block_give(vki__block *b, uint64_t off, uint64_t size) {
    ptrdiff_t i, n = stbds_arrlen(b->free_list);
    vki__range t;
    for (i = 0; i < n && b->free_list[i].off < off; i++) {}
    t.off = off;
    t.size = size;
    stbds_arrins(b->free_list, i, t);
    if (i + 1 < stbds_arrlen(b->free_list) && b->free_list[i].off + b->free_list[i].size == b->free_list[i + 1].off) {
        b->free_list[i].size += b->free_list[i + 1].size;
        stbds_arrdel(b->free_list, i + 1);
    }
    if (i > 0 && b->free_list[i - 1].off + b->free_list[i - 1].size == b->free_list[i].off) {
        b->free_list[i - 1].size += b->free_list[i].size;
        stbds_arrdel(b->free_list, i);
    }
    b->used -= size;
}

static vki_result vki__buffer_alloc(vki_context *ctx, uint64_t size, const char *what, vki_buffer **out) {
    struct vki__vk *vk = ctx->vk;
    vki_buffer *buf;
    ptrdiff_t i;
    uint64_t off = 0, asize;
    vki__block *blk = NULL;
    *out = NULL;
    if (!vk) return vki__fail(ctx, VKI_ERROR_NO_GPU_CONTEXT, "%s: the context was created with no_gpu", what);
    if (size == 0) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "%s: size 0", what);
    if (size > UINT64_MAX / 2) return vki__fail(ctx, VKI_ERROR_OUT_OF_DEVICE_MEMORY, "%s: %llu bytes", what, (unsigned long long)size);
    asize = VKI__ALIGN_UP(size, vk->alignment);
    buf = (vki_buffer *)vki__calloc(1, sizeof *buf);
    if (!buf) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "%s: buffer descriptor", what);
    for (i = 0; i < stbds_arrlen(vk->blocks) && !blk; i++)
        if (vk->blocks[i]->size - vk->blocks[i]->used >= asize && vki__block_take(vk->blocks[i], asize, vk->alignment, &off))
            blk = vk->blocks[i];
    if (!blk) {
        /* large requests get a block of their own; small ones share a standard block */
        uint64_t bsize = asize > vk->block_bytes / 2 ? asize : vk->block_bytes;
        vki_result r;
        if ((uint64_t)stbds_arrlen(vk->blocks) + 8 >= vk->props.limits.maxMemoryAllocationCount) {
            VKINFER_FREE(buf);
            return vki__fail(ctx, VKI_ERROR_OUT_OF_DEVICE_MEMORY, "%s: the device allows only %u memory allocations",
                             what, vk->props.limits.maxMemoryAllocationCount);
        }
        r = vki__block_new(ctx, (uint32_t)vk->device_type, bsize, what, &blk);
        if (r != VKI_SUCCESS && bsize > asize) /* a full-size block did not fit: try the exact size */
            r = vki__block_new(ctx, (uint32_t)vk->device_type, asize, what, &blk);
        if (r != VKI_SUCCESS) {
            VKINFER_FREE(buf);
            return r;
        }
        stbds_arrput(vk->blocks, blk);
        ctx->stats.device_blocks++;
        vki__block_take(blk, asize, vk->alignment, &off);
    }
    buf->ctx = ctx;
    buf->block = blk;
    buf->offset = off;
    buf->size = size;
    ctx->stats.device_bytes_in_use += asize;
    *out = buf;
    return VKI_SUCCESS;
}

static void vki__buffer_free(vki_buffer *buf) {
    vki_context *ctx;
    struct vki__vk *vk;
    uint64_t asize;
    int qi;
    ptrdiff_t i;
    if (!buf) return;
    ctx = buf->ctx;
    vk = ctx->vk;
    /* the range may be reused at once: wait for GPU work that still uses it */
    for (qi = 0; qi < VKI__NQ; qi++) vki__wait_value(ctx, qi, buf->last_use[qi]);
    asize = VKI__ALIGN_UP(buf->size, vk->alignment);
    vki__block_give(buf->block, buf->offset, asize);
    ctx->stats.device_bytes_in_use -= asize;
    if (buf->block->used == 0) { /* give empty blocks back to the driver */
        for (i = 0; i < stbds_arrlen(vk->blocks); i++)
            if (vk->blocks[i] == buf->block) {
                stbds_arrdel(vk->blocks, i);
                break;
            }
        vki__block_free(vk, buf->block);
        ctx->stats.device_blocks--;
    }
    VKINFER_FREE(buf);
}

/* ---- staging ring ---- */

/* Takes n bytes of the ring (n <= ring size), waiting only on the timeline values of
   the regions it overwrites. Returns the ring offset. */
static vki_result vki__ring_take(vki_context *ctx, uint64_t n, uint64_t *off) {
    struct vki__vk *vk = ctx->vk;
    uint64_t size = vk->ring->size, pos = vk->ring_head;
    if (pos % size + n > size) pos += size - pos % size; /* no region wraps the end */
    while (vk->ring_inflight_head < (size_t)stbds_arrlen(vk->ring_inflight)) {
        vki__ring_region *rg = &vk->ring_inflight[vk->ring_inflight_head];
        if (rg->end + size > pos + n) break; /* still ahead of what we overwrite */
        if (!vki__value_done(vk, rg->q, rg->value)) {
            vki_result r = vki__wait_value(ctx, rg->q, rg->value);
            if (r != VKI_SUCCESS) return r;
        }
        vk->ring_inflight_head++;
    }
    if (vk->ring_inflight_head == (size_t)stbds_arrlen(vk->ring_inflight)) {
        stbds_arrsetlen(vk->ring_inflight, 0);
        vk->ring_inflight_head = 0;
    }
    vk->ring_head = pos + n;
    *off = pos % size;
    return VKI_SUCCESS;
}

static void vki__ring_mark(struct vki__vk *vk, int qi, uint64_t value) {
    vki__ring_region rg;
    rg.end = vk->ring_head;
    rg.q = qi;
    rg.value = value;
    stbds_arrput(vk->ring_inflight, rg);
}

static VkCommandBuffer vki__cb(struct vki__vk *vk, int qi) { return vk->q[qi].slots[vk->q[qi].cur].cb; }

/* Chunk of the ring one copy may use: a quarter, so copies stream while others run. */
static uint64_t vki__ring_chunk(struct vki__vk *vk) { return VKI__MAX(vk->ring->size / 4, 256); }

static vki_result vki__upload(vki_context *ctx, vki_buffer *buf, uint64_t offset, const void *src, uint64_t size) {
    struct vki__vk *vk = ctx->vk;
    const uint8_t *p = (const uint8_t *)src;
    vki_result r;
    uint64_t end;
    if (!vki__add_u64(offset, size, &end) || end > buf->size)
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "upload of %llu bytes at offset %llu exceeds the buffer (%llu bytes)",
                         (unsigned long long)size, (unsigned long long)offset, (unsigned long long)buf->size);
    if (!size) return VKI_SUCCESS;
    ctx->stats.bytes_uploaded += size;
    if (buf->block->mapped && !vk->force_staging) {
        /* UMA: write in place once the GPU no longer uses the range */
        int qi;
        for (qi = 0; qi < VKI__NQ; qi++)
            if ((r = vki__wait_value(ctx, qi, buf->last_use[qi])) != VKI_SUCCESS) return r;
        memcpy(buf->block->mapped + buf->offset + offset, p, (size_t)size);
        return VKI_SUCCESS;
    }
    /* copies go on the transfer queue after the compute queue's last use of the range */
    if ((r = vki__depend(ctx, VKI__Q_XFER, buf->last_use[VKI__Q_COMPUTE])) != VKI_SUCCESS) return r;
    while (size) {
        uint64_t n = VKI__MIN(size, vki__ring_chunk(vk)), roff;
        VkBufferCopy c;
        vki__queue *q = &vk->q[VKI__Q_XFER];
        if ((r = vki__ring_take(ctx, n, &roff)) != VKI_SUCCESS) return r;
        memcpy(vk->ring->mapped + roff, p, (size_t)n);
        if ((r = vki__begin(ctx, VKI__Q_XFER)) != VKI_SUCCESS) return r;
        c.srcOffset = roff;
        c.dstOffset = buf->offset + offset;
        c.size = n;
        vk->dt.vkCmdCopyBuffer(vki__cb(vk, VKI__Q_XFER), vk->ring->buffer, buf->block->buffer, 1, &c);
        q->n_cmds++;
        vki__ring_mark(vk, VKI__Q_XFER, q->next_value);
        buf->last_write[VKI__Q_XFER] = buf->last_use[VKI__Q_XFER] = q->next_value;
        /* submit once half the ring is in the open batch, so the ring keeps moving */
        if (q->n_cmds * vki__ring_chunk(vk) >= vk->ring->size / 2 && (r = vki__flush(ctx, VKI__Q_XFER)) != VKI_SUCCESS)
            return r;
        p += n;
        offset += n;
        size -= n;
    }
    return VKI_SUCCESS;
}

static vki_result vki__read(vki_context *ctx, vki_buffer *buf, uint64_t offset, void *dst, uint64_t size) {
    struct vki__vk *vk = ctx->vk;
    uint8_t *p = (uint8_t *)dst;
    vki_result r;
    uint64_t end;
    if (!vki__add_u64(offset, size, &end) || end > buf->size)
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "read of %llu bytes at offset %llu exceeds the buffer (%llu bytes)",
                         (unsigned long long)size, (unsigned long long)offset, (unsigned long long)buf->size);
    if (!size) return VKI_SUCCESS;
    ctx->stats.bytes_read_back += size;
    if (buf->block->mapped && !vk->force_staging) {
        int qi;
        for (qi = 0; qi < VKI__NQ; qi++) /* only writes matter for a read */
            if ((r = vki__wait_value(ctx, qi, buf->last_write[qi])) != VKI_SUCCESS) return r;
        memcpy(p, buf->block->mapped + buf->offset + offset, (size_t)size);
        return VKI_SUCCESS;
    }
    if ((r = vki__depend(ctx, VKI__Q_XFER, buf->last_write[VKI__Q_COMPUTE])) != VKI_SUCCESS) return r;
    while (size) {
        uint64_t n = VKI__MIN(size, vki__ring_chunk(vk)), roff, value;
        VkBufferCopy c;
        vki__queue *q = &vk->q[VKI__Q_XFER];
        if ((r = vki__ring_take(ctx, n, &roff)) != VKI_SUCCESS) return r;
        if ((r = vki__begin(ctx, VKI__Q_XFER)) != VKI_SUCCESS) return r;
        c.srcOffset = buf->offset + offset;
        c.dstOffset = roff;
        c.size = n;
        vk->dt.vkCmdCopyBuffer(vki__cb(vk, VKI__Q_XFER), buf->block->buffer, vk->ring->buffer, 1, &c);
        q->n_cmds++;
        value = q->next_value;
        vki__ring_mark(vk, VKI__Q_XFER, value);
        if (value > buf->last_use[VKI__Q_XFER]) buf->last_use[VKI__Q_XFER] = value;
        if ((r = vki__wait_value(ctx, VKI__Q_XFER, value)) != VKI_SUCCESS) return r;
        memcpy(p, vk->ring->mapped + roff, (size_t)n);
        p += n;
        offset += n;
        size -= n;
    }
    return VKI_SUCCESS;
}

VKINFER_API vki_result vki_buffer_create(vki_context *ctx, uint64_t size, vki_buffer **out) {
    if (!ctx || !out) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_buffer_create: NULL argument");
    return vki__buffer_alloc(ctx, size, "vki_buffer_create", out);
}

VKINFER_API void vki_buffer_destroy(vki_buffer *buf) { vki__buffer_free(buf); }

VKINFER_API vki_result vki_buffer_info_get(const vki_buffer *buf, vki_buffer_info *out) {
    if (!buf || !out) return VKI_ERROR_INVALID_ARGUMENT;
    out->size = buf->size;
    out->memory_type = buf->block->type;
    out->memory_flags = buf->ctx->vk->mem.memoryTypes[buf->block->type].propertyFlags;
    out->offset = buf->offset;
    out->vk_buffer = (void *)buf->block->buffer;
    return VKI_SUCCESS;
}

VKINFER_API vki_result vki_buffer_upload(vki_buffer *buf, uint64_t offset, const void *src, uint64_t size) {
    if (!buf || (!src && size)) return VKI_ERROR_INVALID_ARGUMENT;
    return vki__upload(buf->ctx, buf, offset, src, size);
}

VKINFER_API vki_result vki_buffer_read(vki_buffer *buf, uint64_t offset, void *dst, uint64_t size) {
    if (!buf || (!dst && size)) return VKI_ERROR_INVALID_ARGUMENT;
    return vki__read(buf->ctx, buf, offset, dst, size);
}

/* ---- pipelines from the embedded SPIR-V ---- */

typedef struct vki__kernel_src {
    const char *name;          /* file name in shaders/ without .comp */
    const uint32_t *code;
    size_t words;
} vki__kernel_src;
static const vki__kernel_src *vki__kernel_table(int *count); /* in the generated section */

/* Pipeline cache file: our header, then the driver's blob. The header ties the blob to
   one driver build so a file from another GPU or driver is never handed to it. */
#define VKI__CACHE_MAGIC "VKIPCAC1"
typedef struct vki__cache_header {
    char magic[8];
    uint32_t vendor_id, device_id, driver_version, header_bytes;
    uint8_t uuid[VK_UUID_SIZE];
    uint64_t data_bytes, data_hash;
} vki__cache_header;

static uint64_t vki__fnv1a(const void *p, size_t n) {
    const uint8_t *b = (const uint8_t *)p;
    uint64_t h = 0xcbf29ce484222325ull;
    size_t i;
    for (i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

/* Reads a cache file; returns the driver blob (caller frees) or NULL with a warning. */
static void *vki__cache_load(vki_context *ctx, const char *path, size_t *out_size) {
    struct vki__vk *vk = ctx->vk;
    vki__cache_header h;
    FILE *f = fopen(path, "rb");
    void *data = NULL;
    const char *why = NULL;
    *out_size = 0;
    if (!f) return NULL; /* first run: nothing cached yet */
    if (fread(&h, 1, sizeof h, f) != sizeof h) why = "file shorter than its header";
    else if (memcmp(h.magic, VKI__CACHE_MAGIC, 8) != 0 || h.header_bytes != sizeof h) why = "not a vkinfer pipeline cache";
    else if (h.vendor_id != vk->props.vendorID || h.device_id != vk->props.deviceID ||
             h.driver_version != vk->props.driverVersion || memcmp(h.uuid, vk->props.pipelineCacheUUID, VK_UUID_SIZE) != 0)
        why = "written for another device or driver";
    else if (h.data_bytes == 0 || h.data_bytes > ((uint64_t)1 << 30)) why = "bad data size";
    else if (!(data = VKINFER_MALLOC((size_t)h.data_bytes))) why = "out of host memory";
    else if (fread(data, 1, (size_t)h.data_bytes, f) != h.data_bytes) why = "truncated";
    else if (vki__fnv1a(data, (size_t)h.data_bytes) != h.data_hash) why = "checksum mismatch (corrupt)";
    fclose(f);
    if (why) {
        VKINFER_FREE(data);
        vki__log(ctx, VKI_LOG_WARN, "VKI_W_PIPELINE_CACHE_IGNORED", "pipeline cache '%s' ignored: %s; it will be rewritten",
                 path, why);
        return NULL;
    }
    *out_size = (size_t)h.data_bytes;
    return data;
}

VKINFER_API vki_result vki_context_save_pipeline_cache(vki_context *ctx) {
    struct vki__vk *vk;
    vki__cache_header h;
    size_t n = 0;
    void *data;
    char tmp[4096];
    FILE *f;
    VkResult r;
    int ok;
    if (!ctx) return VKI_ERROR_INVALID_ARGUMENT;
    vk = ctx->vk;
    if (!vk || !vk->cache_path || !vk->cache) return VKI_SUCCESS;
    r = vk->dt.vkGetPipelineCacheData(vk->device, vk->cache, &n, NULL);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkGetPipelineCacheData");
    if (!n) return VKI_SUCCESS;
    data = VKINFER_MALLOC(n);
    if (!data) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "pipeline cache data (%zu bytes)", n);
    r = vk->dt.vkGetPipelineCacheData(vk->device, vk->cache, &n, data);
    if (r != VK_SUCCESS) {
        VKINFER_FREE(data);
        return vki__vkfail(ctx, r, "vkGetPipelineCacheData");
    }
    memset(&h, 0, sizeof h);
    memcpy(h.magic, VKI__CACHE_MAGIC, 8);
    h.vendor_id = vk->props.vendorID;
    h.device_id = vk->props.deviceID;
    h.driver_version = vk->props.driverVersion;
    h.header_bytes = sizeof h;
    memcpy(h.uuid, vk->props.pipelineCacheUUID, VK_UUID_SIZE);
    h.data_bytes = n;
    h.data_hash = vki__fnv1a(data, n);
    /* write beside, then rename: a crash mid-write never leaves a half file in place */
    snprintf(tmp, sizeof tmp, "%s.tmp", vk->cache_path);
    f = fopen(tmp, "wb");
    ok = f && fwrite(&h, 1, sizeof h, f) == sizeof h && fwrite(data, 1, n, f) == n;
    if (f && fclose(f) != 0) ok = 0;
    VKINFER_FREE(data);
    if (!ok || rename(tmp, vk->cache_path) != 0) {
        remove(tmp);
        return vki__fail(ctx, VKI_ERROR_IO, "cannot write pipeline cache '%s': %s", vk->cache_path, strerror(errno));
    }
    return VKI_SUCCESS;
}

static vki_result vki__pipelines_init(vki_context *ctx, const char *cache_path) {
    struct vki__vk *vk = ctx->vk;
    VkDescriptorSetLayoutBinding b[VKI__MAX_BINDINGS];
    VkDescriptorSetLayoutCreateInfo dci;
    VkPushConstantRange pr;
    VkPipelineLayoutCreateInfo lci;
    VkPipelineCacheCreateInfo cci;
    void *blob = NULL;
    size_t blob_size = 0;
    VkResult r;
    int i;
    for (i = 0; i < VKI__MAX_BINDINGS; i++) {
        VKI__ZERO(b[i]);
        b[i].binding = (uint32_t)i;
        b[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        b[i].descriptorCount = 1;
        b[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    /* one layout for every kernel: bindings 0..7 and 128 bytes of push constants */
    VKI__ZERO(dci);
    dci.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    dci.bindingCount = VKI__MAX_BINDINGS;
    dci.pBindings = b;
    r = vk->dt.vkCreateDescriptorSetLayout(vk->device, &dci, NULL, &vk->dsl);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateDescriptorSetLayout");
    pr.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    pr.offset = 0;
    pr.size = VKI__PUSH_BYTES;
    VKI__ZERO(lci);
    lci.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    lci.setLayoutCount = 1;
    lci.pSetLayouts = &vk->dsl;
    lci.pushConstantRangeCount = 1;
    lci.pPushConstantRanges = &pr;
    r = vk->dt.vkCreatePipelineLayout(vk->device, &lci, NULL, &vk->layout);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreatePipelineLayout");
    if (cache_path && *cache_path) {
        vk->cache_path = vki__strdup(cache_path);
        if (!vk->cache_path) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "cache path");
        blob = vki__cache_load(ctx, cache_path, &blob_size);
    }
    VKI__ZERO(cci);
    cci.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO;
    cci.initialDataSize = blob_size;
    cci.pInitialData = blob;
    r = vk->dt.vkCreatePipelineCache(vk->device, &cci, NULL, &vk->cache);
    if (r != VK_SUCCESS && blob) { /* the driver refused the blob: start empty */
        vki__log(ctx, VKI_LOG_WARN, "VKI_W_PIPELINE_CACHE_IGNORED", "driver rejected pipeline cache '%s'", cache_path);
        cci.initialDataSize = 0;
        cci.pInitialData = NULL;
        r = vk->dt.vkCreatePipelineCache(vk->device, &cci, NULL, &vk->cache);
    }
    VKINFER_FREE(blob);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreatePipelineCache");
    return VKI_SUCCESS;
}

/* Returns (creating once) the pipeline of a kernel with specialization constants
   spec[0..n_spec) at constant ids 0..n_spec-1 (id 0 is the workgroup size by convention).
   required_subgroup: nonzero asks the driver for exactly that subgroup size when the
   device supports subgroup size control. */
VKI__UNUSED static vki_result vki__pipeline_get(vki_context *ctx, const char *kernel, const uint32_t *spec, int n_spec,
                                    uint32_t required_subgroup, int *out) {
    struct vki__vk *vk = ctx->vk;
    const vki__kernel_src *tab;
    int n_tab, k = -1, i;
    vki__pipeline p;
    VkShaderModuleCreateInfo smi;
    VkShaderModule sm;
    VkSpecializationMapEntry me[4];
    VkSpecializationInfo si;
    VkComputePipelineCreateInfo pci;
    VkPipelineShaderStageRequiredSubgroupSizeCreateInfo rss;
    VkResult r;
    double t0 = vki__now_us();
    if (n_spec > 4) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "kernel '%s': more than 4 specialization constants", kernel);
    tab = vki__kernel_table(&n_tab);
    for (i = 0; i < n_tab; i++)
        if (strcmp(tab[i].name, kernel) == 0) k = i;
    if (k < 0) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "no embedded kernel named '%s'", kernel);
    memset(&p, 0, sizeof p);
    p.kernel = k;
    for (i = 0; i < n_spec; i++) p.spec[i] = spec[i];
    for (i = 0; i < stbds_arrlen(vk->pipelines); i++)
        if (vk->pipelines[i].kernel == k && memcmp(vk->pipelines[i].spec, p.spec, sizeof p.spec) == 0) {
            *out = i;
            return VKI_SUCCESS;
        }
    VKI__ZERO(smi);
    smi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    smi.codeSize = tab[k].words * 4;
    smi.pCode = tab[k].code;
    r = vk->dt.vkCreateShaderModule(vk->device, &smi, NULL, &sm);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateShaderModule");
    for (i = 0; i < n_spec; i++) {
        me[i].constantID = (uint32_t)i;
        me[i].offset = (uint32_t)(i * 4);
        me[i].size = 4;
    }
    VKI__ZERO(si);
    si.mapEntryCount = (uint32_t)n_spec;
    si.pMapEntries = me;
    si.dataSize = (size_t)n_spec * 4;
    si.pData = p.spec;
    VKI__ZERO(pci);
    pci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    pci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    pci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    pci.stage.module = sm;
    pci.stage.pName = "main";
    pci.stage.pSpecializationInfo = n_spec ? &si : NULL;
    if (required_subgroup && vk->info.has_subgroup_size_control) {
        VKI__ZERO(rss);
        rss.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO;
        rss.requiredSubgroupSize = required_subgroup;
        pci.stage.pNext = &rss;
    }
    pci.layout = vk->layout;
    r = vk->dt.vkCreateComputePipelines(vk->device, vk->cache, 1, &pci, NULL, &p.pipeline);
    vk->dt.vkDestroyShaderModule(vk->device, sm, NULL);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateComputePipelines");
    stbds_arrput(vk->pipelines, p);
    *out = (int)stbds_arrlen(vk->pipelines) - 1;
    vki__log(ctx, VKI_LOG_DEBUG, "VKI_D_PIPELINE", "pipeline '%s' created in %.0f us", kernel, vki__now_us() - t0);
    return VKI_SUCCESS;
}

/* One buffer range bound to a kernel; write marks the ranges the kernel writes. */
typedef struct vki__bind { vki_buffer *buf; uint64_t offset, range; int write; } vki__bind;

/* Records one dispatch into the compute queue's open batch (one-off work: tests, setup).
   A barrier separates it from the batch's earlier commands; descriptors come from the
   batch's pool. The token step does not use this: its plan is recorded once. */
VKI__UNUSED static vki_result vki__dispatch(vki_context *ctx, int pipeline, const vki__bind *b, int nb, const void *push,
                                uint32_t push_size, uint32_t gx, uint32_t gy, uint32_t gz) {
    struct vki__vk *vk = ctx->vk;
    vki__queue *q = &vk->q[VKI__Q_COMPUTE];
    VkDescriptorSetAllocateInfo ai;
    VkDescriptorSet set;
    VkWriteDescriptorSet w[VKI__MAX_BINDINGS];
    VkDescriptorBufferInfo bi[VKI__MAX_BINDINGS];
    VkCommandBuffer cb;
    VkResult r;
    vki_result vr;
    int i;
    if (nb > VKI__MAX_BINDINGS || push_size > VKI__PUSH_BYTES)
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "dispatch: %d bindings / %u push bytes over the limit", nb, push_size);
    for (i = 0; i < nb; i++) {
        uint64_t range = b[i].range ? b[i].range : b[i].buf->size - b[i].offset;
        if (range > vk->props.limits.maxStorageBufferRange)
            return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "dispatch: binding %d spans %llu bytes, over maxStorageBufferRange %u",
                             i, (unsigned long long)range, vk->props.limits.maxStorageBufferRange);
        vr = vki__depend(ctx, VKI__Q_COMPUTE, b[i].write ? b[i].buf->last_use[VKI__Q_XFER] : b[i].buf->last_write[VKI__Q_XFER]);
        if (vr != VKI_SUCCESS) return vr;
    }
    if (q->recording && q->n_cmds >= 60 && (vr = vki__flush(ctx, VKI__Q_COMPUTE)) != VKI_SUCCESS) return vr;
    if ((vr = vki__begin(ctx, VKI__Q_COMPUTE)) != VKI_SUCCESS) return vr;
    cb = vki__cb(vk, VKI__Q_COMPUTE);
    VKI__ZERO(ai);
    ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
    ai.descriptorPool = q->slots[q->cur].pool;
    ai.descriptorSetCount = 1;
    ai.pSetLayouts = &vk->dsl;
    r = vk->dt.vkAllocateDescriptorSets(vk->device, &ai, &set);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkAllocateDescriptorSets");
    for (i = 0; i < nb; i++) {
        bi[i].buffer = b[i].buf->block->buffer;
        bi[i].offset = b[i].buf->offset + b[i].offset;
        bi[i].range = b[i].range ? b[i].range : b[i].buf->size - b[i].offset;
        VKI__ZERO(w[i]);
        w[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        w[i].dstSet = set;
        w[i].dstBinding = (uint32_t)i;
        w[i].descriptorCount = 1;
        w[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        w[i].pBufferInfo = &bi[i];
    }
    vk->dt.vkUpdateDescriptorSets(vk->device, (uint32_t)nb, w, 0, NULL);
    ctx->stats.descriptor_writes += (uint64_t)nb;
    if (q->n_cmds) {
        VkMemoryBarrier mb;
        VKI__ZERO(mb);
        mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
        mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
        mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
        vk->dt.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb,
                                    0, NULL, 0, NULL);
        ctx->stats.barriers++;
    }
    vk->dt.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, vk->pipelines[pipeline].pipeline);
    vk->dt.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, vk->layout, 0, 1, &set, 0, NULL);
    if (push_size) vk->dt.vkCmdPushConstants(cb, vk->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, push_size, push);
    vk->dt.vkCmdDispatch(cb, gx, gy, gz);
    ctx->stats.dispatches++;
    q->n_cmds++;
    for (i = 0; i < nb; i++) {
        if (b[i].write) b[i].buf->last_write[VKI__Q_COMPUTE] = q->next_value;
        b[i].buf->last_use[VKI__Q_COMPUTE] = q->next_value;
    }
    return VKI_SUCCESS;
}

/* ---- context ---- */

static vki_result vki__select_device(vki_context *ctx, struct vki__vk *vk, const char *spec) {
    VkPhysicalDevice ranked[VKINFER_MAX_DEVICES];
    vki_device_info infos[VKINFER_MAX_DEVICES];
    const char *names[VKINFER_MAX_DEVICES];
    char list[1024];
    size_t len = 0;
    int n = vki__enum_ranked(&vk->it, vk->instance, ranked, infos), i, pick;
    if (n <= 0) return vki__fail(ctx, VKI_ERROR_NO_DEVICE, "the Vulkan loader found no device (is a driver installed?)");
    for (i = 0; i < n; i++) names[i] = infos[i].name;
    pick = vki__match_device(spec, names, n);
    if (pick < 0) {
        list[0] = 0;
        for (i = 0; i < n && len + 1 < sizeof list; i++)
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%d: %s", i ? ", " : "", i, infos[i].name);
        return vki__fail(ctx, VKI_ERROR_NO_DEVICE, "no Vulkan device matches '%s' (VKINFER_DEVICE or desc.device); devices: %s",
                         spec, list);
    }
    vk->phys = ranked[pick];
    vk->info = infos[pick];
    if (vk->info.type == 4)
        vki__log(ctx, VKI_LOG_WARN, "VKI_W_CPU_DEVICE",
                 "using the CPU Vulkan device '%s'%s; expect low speed", vk->info.name,
                 n == 1 ? " (no GPU found)" : " (chosen by VKINFER_DEVICE or desc.device)");
    return VKI_SUCCESS;
}

static void vki__vk_destroy(vki_context *ctx) {
    struct vki__vk *vk = ctx->vk;
    ptrdiff_t i;
    int qi;
    if (!vk) return;
    if (vk->device) {
        /* teardown: wait for exactly our own submitted work, never the whole device */
        for (qi = 0; qi < VKI__NQ; qi++)
            if (vk->q[qi].timeline) {
                vki__flush(ctx, qi);
                vki__wait_value(ctx, qi, vk->q[qi].next_value - 1);
            }
        if (vk->cache) {
            vki_context_save_pipeline_cache(ctx);
            vk->dt.vkDestroyPipelineCache(vk->device, vk->cache, NULL);
        }
        for (i = 0; i < stbds_arrlen(vk->pipelines); i++) vk->dt.vkDestroyPipeline(vk->device, vk->pipelines[i].pipeline, NULL);
        if (vk->layout) vk->dt.vkDestroyPipelineLayout(vk->device, vk->layout, NULL);
        if (vk->dsl) vk->dt.vkDestroyDescriptorSetLayout(vk->device, vk->dsl, NULL);
        for (i = 0; i < stbds_arrlen(vk->blocks); i++) vki__block_free(vk, vk->blocks[i]);
        vki__block_free(vk, vk->ring);
        for (qi = 0; qi < VKI__NQ; qi++) vki__queue_destroy(vk, &vk->q[qi]);
        if (vk->own_device) vk->dt.vkDestroyDevice(vk->device, NULL);
    }
    stbds_arrfree(vk->pipelines);
    stbds_arrfree(vk->blocks);
    stbds_arrfree(vk->ring_inflight);
    VKINFER_FREE(vk->cache_path);
    if (vk->messenger) vk->it.vkDestroyDebugUtilsMessengerEXT(vk->instance, vk->messenger, NULL);
    if (vk->own_instance && vk->instance) vk->it.vkDestroyInstance(vk->instance, NULL);
    if (vk->lib) dlclose(vk->lib);
    VKINFER_FREE(vk);
    ctx->vk = NULL;
}

static vki_result vki__vk_init(vki_context *ctx, const vki_context_desc *d) {
    struct vki__vk *vk;
    const char *env_dev = getenv("VKINFER_DEVICE");
    const char *env_val = getenv("VKINFER_VALIDATION");
    int validation = d->validation || (env_val && strcmp(env_val, "1") == 0);
    uint64_t ring_bytes = d->staging_bytes ? d->staging_bytes : (uint64_t)64 << 20;
    VkQueue queues[VKI__NQ];
    vki_result r;
    int qi, type;
    vk = (struct vki__vk *)vki__calloc(1, sizeof *vk);
    if (!vk) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "context Vulkan state");
    ctx->vk = vk;
    vk->force_staging = d->force_staging;
    r = vki__load_loader(ctx, d->host ? d->host->get_instance_proc_addr : NULL, &vk->lib, &vk->it);
    if (r != VKI_SUCCESS) return r;
    if (d->host) {
        const vki_vulkan_handles *h = d->host;
        if (!h->instance || !h->physical_device || !h->device || !h->queue)
            return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "desc.host: instance, physical_device, device and queue are all required");
        vk->instance = (VkInstance)h->instance;
        vk->phys = (VkPhysicalDevice)h->physical_device;
        vk->device = (VkDevice)h->device;
        vk->api_version = h->api_version ? h->api_version : VK_API_VERSION_1_2;
        vki__load_instance_funcs(&vk->it, vk->instance);
        vki__describe_device(&vk->it, vk->phys, &vk->info);
        /* only what the host enabled may be used */
        vk->info.has_push_descriptor = h->enabled_push_descriptor;
        vk->info.has_memory_budget = h->enabled_memory_budget;
        vk->info.has_subgroup_size_control = h->enabled_subgroup_size_control;
        vk->info.has_transfer_queue = 0;
        vk->q[0].family = vk->q[1].family = h->queue_family;
        vk->shared_queue = 1;
        vk->it.vkGetPhysicalDeviceProperties(vk->phys, &vk->props);
        if ((r = vki__check_features(ctx, vk)) != VKI_SUCCESS) return r;
        vki__load_device_funcs(vk);
        queues[0] = queues[1] = (VkQueue)h->queue;
    } else {
        if ((r = vki__create_instance(ctx, vk, validation)) != VKI_SUCCESS) return r;
        if ((r = vki__select_device(ctx, vk, env_dev && *env_dev ? env_dev : d->device)) != VKI_SUCCESS) return r;
        vk->it.vkGetPhysicalDeviceProperties(vk->phys, &vk->props);
        if ((r = vki__check_features(ctx, vk)) != VKI_SUCCESS) return r;
        if ((r = vki__create_device(ctx, vk, d->no_transfer_queue)) != VKI_SUCCESS) return r;
        vki__load_device_funcs(vk);
        for (qi = 0; qi < VKI__NQ; qi++) vk->dt.vkGetDeviceQueue(vk->device, vk->q[qi].family, 0, &queues[qi]);
    }
    vk->it.vkGetPhysicalDeviceMemoryProperties(vk->phys, &vk->mem);
    vk->uma = vki__is_uma((int)vk->props.deviceType, &vk->mem);
    vk->info.uma = vk->uma;
    for (qi = 0; qi < VKI__NQ; qi++)
        if ((r = vki__queue_init(ctx, vk, &vk->q[qi], queues[qi])) != VKI_SUCCESS) return r;
    type = vki__choose_memory_type(&vk->mem, ~0u, vk->uma, VKI__MEM_DEVICE);
    if (type < 0)
        return vki__fail(ctx, VKI_ERROR_MISSING_FEATURE, "device '%s' has no %s memory type", vk->props.deviceName,
                         vk->uma ? "DEVICE_LOCAL|HOST_VISIBLE" : "DEVICE_LOCAL-only (non host-visible)");
    vk->device_type = type;
    vk->staging_type = vki__choose_memory_type(&vk->mem, ~0u, vk->uma, VKI__MEM_STAGING);
    if (vk->staging_type < 0)
        return vki__fail(ctx, VKI_ERROR_MISSING_FEATURE, "device '%s' has no HOST_VISIBLE|HOST_COHERENT memory type for staging",
                         vk->props.deviceName);
    {
        uint64_t heap = vk->mem.memoryHeaps[vk->mem.memoryTypes[type].heapIndex].size;
        vk->block_bytes = d->block_bytes ? d->block_bytes : VKI__MIN((uint64_t)256 << 20, VKI__MAX(heap / 8, (uint64_t)16 << 20));
        /* 256 covers minStorageBufferOffsetAlignment on every known device and keeps
           sub-allocations apart on nonCoherentAtomSize granularity */
        vk->alignment = VKI__MAX((uint64_t)256, vk->props.limits.minStorageBufferOffsetAlignment);
    }
    ring_bytes = VKI__ALIGN_UP(VKI__MAX(ring_bytes, (uint64_t)4096), 256);
    if ((r = vki__block_new(ctx, (uint32_t)vk->staging_type, ring_bytes, "staging ring", &vk->ring)) != VKI_SUCCESS) return r;
    if ((r = vki__pipelines_init(ctx, d->pipeline_cache_path)) != VKI_SUCCESS) return r;
    vki__log(ctx, VKI_LOG_INFO, "VKI_I_DEVICE", "device '%s' (%s), memory type %d for weights, %d for staging, %s",
             vk->info.name, vk->uma ? "UMA" : "discrete", type, vk->staging_type,
             vk->info.has_transfer_queue ? "dedicated transfer queue" : "one queue");
    return VKI_SUCCESS;
}

VKINFER_API vki_result vki_context_create(const vki_context_desc *desc, vki_context **out) {
    vki_context_desc d;
    vki_context *ctx;
    vki_result r;
    if (out) *out = NULL;
    if (desc) d = *desc;
    else memset(&d, 0, sizeof d);
    if (!out) return VKI_ERROR_INVALID_ARGUMENT;
    ctx = (vki_context *)vki__calloc(1, sizeof *ctx);
    if (!ctx) return VKI_ERROR_OUT_OF_HOST_MEMORY;
    ctx->log = d.log;
    ctx->log_user = d.log_user;
    ctx->log_level = d.log_level ? d.log_level : VKI_LOG_WARN;
    if (!d.no_gpu) {
        r = vki__vk_init(ctx, &d);
        if (r != VKI_SUCCESS) {
            vki__log(ctx, VKI_LOG_ERROR, "VKI_E_CONTEXT", "%s: %s", vki_result_string(r), ctx->error);
            if (d.errbuf && d.errbuf_size) snprintf(d.errbuf, d.errbuf_size, "%s", ctx->error);
            vki__vk_destroy(ctx);
            VKINFER_FREE(ctx);
            return r;
        }
    }
    *out = ctx;
    return VKI_SUCCESS;
}

VKINFER_API void vki_context_destroy(vki_context *ctx) {
    if (!ctx) return;
    vki__vk_destroy(ctx);
    VKINFER_FREE(ctx);
}

VKINFER_API vki_result vki_context_device_info(const vki_context *ctx, vki_device_info *out) {
    if (!ctx || !out) return VKI_ERROR_INVALID_ARGUMENT;
    if (!ctx->vk) return VKI_ERROR_NO_GPU_CONTEXT;
    *out = ctx->vk->info;
    return VKI_SUCCESS;
}
/* @@END vulkan */

/* ---------------------------------------------------------------------------
   Generated SPIR-V (amalgamate.sh writes between the markers; do not edit)
   ------------------------------------------------------------------------- */
/* @@BEGIN GENERATED SPIRV */
/* Generated by amalgamate.sh from shaders/ -- do not edit. 2 entries,
   glslangValidator 11:12.0.0, flags: -V --target-env vulkan1.2 -Os, includes sha256:4a2d604f296f23b82804de5a5fad8931d2e137c1541c93ab2c8484b87a799cc9 */
/* shaders/add_f32.comp sha256:0b04e96f6e313c4c5cf22094db17a362091a7f1a2c9e73ae0c902f0a1210198e
   glslangValidator -V --target-env vulkan1.2 -Os shaders/add_f32.comp (11:12.0.0) */
static const uint32_t vki__spv_add_f32[493] = {
    0x07230203, 0x00010500, 0x0008000b, 0x00000040,
    0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e,
    0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x000b000f, 0x00000005, 0x00000004, 0x6e69616d,
    0x00000000, 0x0000000b, 0x00000013, 0x0000001f,
    0x0000002d, 0x00000032, 0x0000003a, 0x00060010,
    0x00000004, 0x00000011, 0x00000001, 0x00000001,
    0x00000001, 0x00030003, 0x00000002, 0x000001c2,
    0x00080004, 0x455f4c47, 0x735f5458, 0x65646168,
    0x36315f72, 0x5f746962, 0x726f7473, 0x00656761,
    0x00080004, 0x455f4c47, 0x735f5458, 0x65646168,
    0x62385f72, 0x735f7469, 0x61726f74, 0x00006567,
    0x000b0004, 0x455f4c47, 0x735f5458, 0x65646168,
    0x78655f72, 0x63696c70, 0x615f7469, 0x68746972,
    0x6974656d, 0x79745f63, 0x00736570, 0x000a0004,
    0x475f4c47, 0x4c474f4f, 0x70635f45, 0x74735f70,
    0x5f656c79, 0x656e696c, 0x7269645f, 0x69746365,
    0x00006576, 0x00080004, 0x475f4c47, 0x4c474f4f,
    0x6e695f45, 0x64756c63, 0x69645f65, 0x74636572,
    0x00657669, 0x000a0004, 0x4b5f4c47, 0x735f5248,
    0x65646168, 0x75735f72, 0x6f726762, 0x615f7075,
    0x68746972, 0x6974656d, 0x00000063, 0x00090004,
    0x4b5f4c47, 0x735f5248, 0x65646168, 0x75735f72,
    0x6f726762, 0x625f7075, 0x63697361, 0x00000000,
    0x00040005, 0x00000004, 0x6e69616d, 0x00000000,
    0x00080005, 0x0000000b, 0x475f6c67, 0x61626f6c,
    0x766e496c, 0x7461636f, 0x496e6f69, 0x00000044,
    0x00070005, 0x00000013, 0x4e5f6c67, 0x6f576d75,
    0x72476b72, 0x7370756f, 0x00000000, 0x00030005,
    0x0000001d, 0x00000050, 0x00040006, 0x0000001d,
    0x00000000, 0x0000006e, 0x00030005, 0x0000001f,
    0x00006370, 0x00030005, 0x0000002b, 0x0000004f,
    0x00040006, 0x0000002b, 0x00000000, 0x0000006f,
    0x00030005, 0x0000002d, 0x00000000, 0x00030005,
    0x00000030, 0x00000041, 0x00040006, 0x00000030,
    0x00000000, 0x00000061, 0x00030005, 0x00000032,
    0x00000000, 0x00030005, 0x00000038, 0x00000042,
    0x00040006, 0x00000038, 0x00000000, 0x00000062,
    0x00030005, 0x0000003a, 0x00000000, 0x00040047,
    0x0000000b, 0x0000000b, 0x0000001c, 0x00040047,
    0x00000013, 0x0000000b, 0x00000018, 0x00040047,
    0x00000017, 0x00000001, 0x00000000, 0x00040047,
    0x00000018, 0x0000000b, 0x00000019, 0x00050048,
    0x0000001d, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x0000001d, 0x00000002, 0x00040047,
    0x0000002a, 0x00000006, 0x00000004, 0x00040048,
    0x0000002b, 0x00000000, 0x00000019, 0x00050048,
    0x0000002b, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x0000002b, 0x00000002, 0x00040047,
    0x0000002d, 0x00000022, 0x00000000, 0x00040047,
    0x0000002d, 0x00000021, 0x00000002, 0x00040047,
    0x0000002f, 0x00000006, 0x00000004, 0x00040048,
    0x00000030, 0x00000000, 0x00000018, 0x00050048,
    0x00000030, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000030, 0x00000002, 0x00040047,
    0x00000032, 0x00000022, 0x00000000, 0x00040047,
    0x00000032, 0x00000021, 0x00000000, 0x00040047,
    0x00000037, 0x00000006, 0x00000004, 0x00040048,
    0x00000038, 0x00000000, 0x00000018, 0x00050048,
    0x00000038, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000038, 0x00000002, 0x00040047,
    0x0000003a, 0x00000022, 0x00000000, 0x00040047,
    0x0000003a, 0x00000021, 0x00000001, 0x00020013,
    0x00000002, 0x00030021, 0x00000003, 0x00000002,
    0x00040015, 0x00000006, 0x00000020, 0x00000000,
    0x00040017, 0x00000009, 0x00000006, 0x00000003,
    0x00040020, 0x0000000a, 0x00000001, 0x00000009,
    0x0004003b, 0x0000000a, 0x0000000b, 0x00000001,
    0x0004002b, 0x00000006, 0x0000000c, 0x00000000,
    0x00040020, 0x0000000d, 0x00000001, 0x00000006,
    0x0004002b, 0x00000006, 0x00000010, 0x00000001,
    0x0004003b, 0x0000000a, 0x00000013, 0x00000001,
    0x00040032, 0x00000006, 0x00000017, 0x00000001,
    0x00060033, 0x00000009, 0x00000018, 0x00000017,
    0x00000010, 0x00000010, 0x0003001e, 0x0000001d,
    0x00000006, 0x00040020, 0x0000001e, 0x00000009,
    0x0000001d, 0x0004003b, 0x0000001e, 0x0000001f,
    0x00000009, 0x00040015, 0x00000020, 0x00000020,
    0x00000001, 0x0004002b, 0x00000020, 0x00000021,
    0x00000000, 0x00040020, 0x00000022, 0x00000009,
    0x00000006, 0x00020014, 0x00000025, 0x00030016,
    0x00000029, 0x00000020, 0x0003001d, 0x0000002a,
    0x00000029, 0x0003001e, 0x0000002b, 0x0000002a,
    0x00040020, 0x0000002c, 0x0000000c, 0x0000002b,
    0x0004003b, 0x0000002c, 0x0000002d, 0x0000000c,
    0x0003001d, 0x0000002f, 0x00000029, 0x0003001e,
    0x00000030, 0x0000002f, 0x00040020, 0x00000031,
    0x0000000c, 0x00000030, 0x0004003b, 0x00000031,
    0x00000032, 0x0000000c, 0x00040020, 0x00000034,
    0x0000000c, 0x00000029, 0x0003001d, 0x00000037,
    0x00000029, 0x0003001e, 0x00000038, 0x00000037,
    0x00040020, 0x00000039, 0x0000000c, 0x00000038,
    0x0004003b, 0x00000039, 0x0000003a, 0x0000000c,
    0x00050036, 0x00000002, 0x00000004, 0x00000000,
    0x00000003, 0x000200f8, 0x00000005, 0x00050041,
    0x0000000d, 0x0000000e, 0x0000000b, 0x0000000c,
    0x0004003d, 0x00000006, 0x0000000f, 0x0000000e,
    0x00050041, 0x0000000d, 0x00000011, 0x0000000b,
    0x00000010, 0x0004003d, 0x00000006, 0x00000012,
    0x00000011, 0x00050041, 0x0000000d, 0x00000014,
    0x00000013, 0x0000000c, 0x0004003d, 0x00000006,
    0x00000015, 0x00000014, 0x00050084, 0x00000006,
    0x00000016, 0x00000012, 0x00000015, 0x00050051,
    0x00000006, 0x00000019, 0x00000018, 0x00000000,
    0x00050084, 0x00000006, 0x0000001a, 0x00000016,
    0x00000019, 0x00050080, 0x00000006, 0x0000001b,
    0x0000000f, 0x0000001a, 0x00050041, 0x00000022,
    0x00000023, 0x0000001f, 0x00000021, 0x0004003d,
    0x00000006, 0x00000024, 0x00000023, 0x000500b0,
    0x00000025, 0x00000026, 0x0000001b, 0x00000024,
    0x000300f7, 0x00000028, 0x00000000, 0x000400fa,
    0x00000026, 0x00000027, 0x00000028, 0x000200f8,
    0x00000027, 0x00060041, 0x00000034, 0x00000035,
    0x00000032, 0x00000021, 0x0000001b, 0x0004003d,
    0x00000029, 0x00000036, 0x00000035, 0x00060041,
    0x00000034, 0x0000003c, 0x0000003a, 0x00000021,
    0x0000001b, 0x0004003d, 0x00000029, 0x0000003d,
    0x0000003c, 0x00050081, 0x00000029, 0x0000003e,
    0x00000036, 0x0000003d, 0x00060041, 0x00000034,
    0x0000003f, 0x0000002d, 0x00000021, 0x0000001b,
    0x0003003e, 0x0000003f, 0x0000003e, 0x000200f9,
    0x00000028, 0x000200f8, 0x00000028, 0x000100fd,
    0x00010038,
};
static const vki__kernel_src vki__kernels_embedded[] = {
    {"add_f32", vki__spv_add_f32, sizeof vki__spv_add_f32 / sizeof vki__spv_add_f32[0]},
};
static const vki__kernel_src *vki__kernel_table(int *count) {
    *count = (int)(sizeof vki__kernels_embedded / sizeof vki__kernels_embedded[0]);
    return vki__kernels_embedded;
}
/* @@END GENERATED SPIRV */

#endif /* VKINFER_IMPLEMENTATION_DONE */
#endif /* VKINFER_IMPLEMENTATION */

/*
------------------------------------------------------------------------------
MIT License

Copyright (c) 2026 the vkinfer authors

Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the "Software"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
of the Software, and to permit persons to whom the Software is furnished to do
so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
------------------------------------------------------------------------------
*/
