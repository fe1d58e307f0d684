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
    p = VKINFER_MALLOC(n * size ? n * size : 1);
    if (p) memset(p, 0, n * size);
    return p;
}

static char *vki__strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *p = (char *)VKINFER_MALLOC(n);
    if (p) memcpy(p, s, n);
    return p;
}

/* overflow-checked a+b and a*b on uint64 (return 0 on overflow) */
static int vki__add_u64(uint64_t a, uint64_t b, uint64_t *out) { if (a > UINT64_MAX - b) return 0; *out = a + b; return 1; }
static int vki__mul_u64(uint64_t a, uint64_t b, uint64_t *out) { if (a && b > UINT64_MAX / a) return 0; *out = a * b; return 1; }

static double vki__now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

/* read-only memory map of a whole file */
typedef struct vki__mapped { const uint8_t *data; uint64_t size; } vki__mapped;

static vki_result vki__map_file(vki_context *ctx, const char *path, vki__mapped *out) {
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

static void vki__unmap_file(vki__mapped *m) {
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
/* @@END vulkan */

/* ---------------------------------------------------------------------------
   Generated SPIR-V (amalgamate.sh writes between the markers; do not edit)
   ------------------------------------------------------------------------- */
/* @@BEGIN GENERATED SPIRV */
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
