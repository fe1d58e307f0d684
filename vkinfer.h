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
      VKINFER_MATVEC_DOT=0   keep Q8_0/Q4_K/Q6_K mat-vecs on the float kernel (the int8
                             kernel rounds their input to int8 in blocks of 16)
      VKINFER_PREQUANT=N     which int8 mat-vec inputs their producers quantize, for
                             comparisons: 1 the normed inputs (by the residual mat-vecs),
                             2 the down projection's (by gate/up), 4 the output
                             projection's (by attention); default 7, 0 = every mat-vec
                             quantizes its own
      VKINFER_FUSE=0         load Q/K/V and gate/up as separate matrices (one mat-vec each)
      VKINFER_MATVEC, VKINFER_ATTN_SPLITS, VKINFER_ATTN_CHUNK, VKINFER_ATTN_VPF,
      VKINFER_PREFETCH_MB    kernel shapes and the cache prefetch bound, for tuning (README)
      VKINFER_PIPELINE_STATS=1  log each pipeline's compiler statistics (registers, ...)
                             where the driver has VK_KHR_pipeline_executable_properties

   TEARDOWN
   Destroy in any order; each handle exactly once:
   - vki_context_destroy frees every model, session and buffer made from the context
     that is still alive (sessions first), after waiting for the context's own GPU
     work. Their handles are invalid afterwards: do not use or destroy them again.
   - vki_model_destroy while sessions made from the model are alive only marks it: the
     model (its weights, its tokenizer) lives until the last of those sessions is
     destroyed, so the sessions keep working. The handle must not be used again
     (vki_session_create on it fails with VKI_ERROR_INVALID_ARGUMENT).
   - Host-owned Vulkan objects (vki_context_desc.host) must outlive the context.

   ERRORS
   Every function that can fail returns a vki_result (or, where it returns a count, the
   documented error value) and never aborts on input. Bad arguments (a NULL where a
   value is needed, a value out of range) give VKI_ERROR_INVALID_ARGUMENT, and
   vki_last_error() of the context the handle belongs to names the argument. A NULL
   handle itself has no context: the code alone says it (vki_context_create writes its
   message to desc->errbuf).

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
    int enabled_compute_full_subgroups; /* nonzero if computeFullSubgroups is enabled too */
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
/* Also frees the models, sessions and buffers still alive (TEARDOWN above). */
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
/* With sessions still alive the model is freed when the last of them is (TEARDOWN). */
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
   when that exceeds cap, returns -(number needed) and writes nothing beyond cap.
   The ids are llama.cpp's (llama_tokenize with add_special = ADD_BOS, parse_special =
   SPECIAL): control and unknown tokens written in the text are matched only with
   SPECIAL; user-defined tokens are always matched, as in llama.cpp and Hugging Face.
   ADD_BOS adds no EOS even where the vocabulary sets add_eos. Invalid UTF-8 is read as
   U+FFFD by byte-level BPE, as llama.cpp does. Empty text gives no ids (BOS alone with
   ADD_BOS). Returns 0 without a tokenizer, and 0 with the context's error set when out
   of memory or on a bad argument (text NULL with len != 0, ids NULL with cap > 0, cap < 0). */
VKINFER_API int vki_tokenize(const vki_model *m, const char *text, int len, int32_t *ids,
                             int cap, int flags);
enum { VKI_DETOK_SPECIAL = 1 /* render special/control tokens as their text */ };
/* Bytes of one token's text (not NUL-terminated). Returns the length; if it exceeds cap,
   returns -(length) and writes nothing. */
VKINFER_API int vki_token_to_piece(const vki_model *m, int32_t id, char *buf, int cap, int flags);
/* Streaming detokenizer: emits only whole UTF-8 characters; bytes of a character split
   across tokens are held back until it is complete, and invalid bytes come out as
   U+FFFD. Zero-initialise the struct. When the vocabulary adds a prefix space
   (SentencePiece), the first token with text loses one leading space. */
typedef struct vki_detokenizer { char pending[8]; int n_pending; int first; } vki_detokenizer;
/* Appends the text of id to out (cap bytes); returns bytes written or -(needed). */
VKINFER_API int vki_detokenize_push(const vki_model *m, vki_detokenizer *d, int32_t id,
                                    char *out, int cap, int flags);
/* Emits whatever is held back (invalid UTF-8 as U+FFFD) at the end of a stream and
   zeroes the struct for the next stream. */
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
   -(length+1) when cap is too small. The text matches llama.cpp's built-in templates
   (Qwen3: its Jinja template without tools); like llama.cpp it holds no BOS: tokenize
   it with VKI_TOKENIZE_ADD_BOS | VKI_TOKENIZE_SPECIAL. Detection from the model logs
   VKI_W_CHAT_TEMPLATE and uses ChatML when the template is missing or unknown. */
VKINFER_API int vki_chat_format(const vki_model *m, const vki_chat_desc *desc,
                                const vki_chat_message *msgs, int n, char *buf, int cap);


/* ---- sessions: KV cache, the compiled token step, sampling ---- */
typedef struct vki_session_desc {
    int n_ctx;                 /* positions in the KV cache; 0 = min(4096, training context) */
    int kv_f32;                /* 1: f32 KV cache (default f16) */
} vki_session_desc;
/* desc may be NULL. Compiles the token step once: per token the host submits a
   pre-recorded command buffer and writes no descriptors. */
VKINFER_API vki_result vki_session_create(vki_model *m, const vki_session_desc *desc, vki_session **out);
VKINFER_API void vki_session_destroy(vki_session *s);
/* Feeds n tokens at the current position (a prompt, or one token). Returns
   VKI_ERROR_CONTEXT_FULL, consuming nothing, when they do not fit. */
VKINFER_API vki_result vki_session_eval(vki_session *s, const int32_t *ids, int n);
/* Copies the logits after the last evaluated token (n_vocab floats) into out. */
VKINFER_API vki_result vki_session_logits(vki_session *s, float *out, int cap);
VKINFER_API int vki_session_pos(const vki_session *s);        /* tokens in the KV cache */
/* Waits until the GPU has finished every submitted step (for timing; never needed for
   correctness: reads wait for exactly what they need). */
VKINFER_API vki_result vki_session_sync(vki_session *s);
VKINFER_API int vki_session_n_ctx(const vki_session *s);
/* Forgets everything after the first pos tokens (0 = reset). */
VKINFER_API vki_result vki_session_rewind(vki_session *s, int pos);

/* GPU time per kernel of the token step, from timestamp queries: runs 2 x n_tokens
   extra steps at the current position (then rewinds, so the session is unchanged): the
   first n_tokens with each kernel alone between barriers, the rest as the step runs.
   Entries are grouped by kernel (mat-vecs also by weight type and shape); bytes is the
   weight bytes read per step, so bytes / time is a mat-vec's effective bandwidth.
   Returns the number of entries (may exceed cap) or a negative vki_result. */
typedef struct vki_profile_entry {
    char kernel[32];           /* "matvec_dot Q4_K 4096x12288" (rows x columns), "attention", ... */
    int calls;                 /* dispatches per token */
    double us;                 /* GPU microseconds per token, each dispatch alone (launch included) */
    double us_step;            /* ... inside the real step: from the end of the previous dispatch
                                  to the end of this one (launch gaps and overlap included) */
    double bytes;              /* weight bytes read per token (mat-vecs) */
} vki_profile_entry;
VKINFER_API int vki_session_profile(vki_session *s, int n_tokens, vki_profile_entry *out, int cap);

/* Values outside the ranges below (NaN included) make vki_session_generate fail with
   VKI_ERROR_INVALID_ARGUMENT naming the field. */
typedef struct vki_sampler_desc {
    float temperature;         /* >= 0; 0 = greedy (argmax on the GPU) */
    int top_k;                 /* >= 0; 0 = 40 when sampling; the candidates come from the GPU */
    float top_p;               /* (0, 1]; 0 = 1.0 (off) */
    float min_p;               /* [0, 1]; 0 = off */
    float repeat_penalty;      /* > 0; 0 = 1.0 (off) */
    int repeat_last_n;         /* >= 0; 0 = 64 */
    uint64_t seed;             /* 0 = 1; the same seed gives the same text */
    const char *const *stop;   /* n_stop stop strings, none NULL (not included in the output) */
    int n_stop;
    int no_stop_at_eog;        /* 1: keep going past end-of-generation tokens */
} vki_sampler_desc;
/* Called for every generated token with its text (whole UTF-8 characters only; may be
   empty, and text held back for a stop string comes with a later token). After the
   last token, one more call with id -1 delivers what was still held back. Return
   nonzero to stop. */
typedef int (*vki_token_fn)(void *user, int32_t id, const char *text, int len);
/* Generates up to max_tokens after what was evaluated (at least one vki_session_eval
   first). *n_out (may be NULL) receives the number of tokens generated. */
VKINFER_API vki_result vki_session_generate(vki_session *s, const vki_sampler_desc *sp, int max_tokens,
                                            vki_token_fn on_token, void *user, int *n_out);

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
    void **live[3];            /* stb_ds arrays: the models, sessions and buffers made from
                                  it and not yet destroyed (VKI__LIVE_*), freed with it */
};

enum { VKI__LIVE_MODEL = 0, VKI__LIVE_SESSION = 1, VKI__LIVE_BUFFER = 2 };
static void vki__live_add(vki_context *ctx, int kind, void *p) { stbds_arrput(ctx->live[kind], p); }
static void vki__live_drop(vki_context *ctx, int kind, const void *p) {
    ptrdiff_t i;
    for (i = stbds_arrlen(ctx->live[kind]) - 1; i >= 0; i--)
        if (ctx->live[kind][i] == p) {
            stbds_arrdel(ctx->live[kind], i);
            return;
        }
}

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
    int destroy_pending;       /* vki_model_destroy came while sessions used it: the last one frees it */
};

static int vki__model_in_use(const vki_model *m);
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
    if (m->ctx) vki__live_drop(m->ctx, VKI__LIVE_MODEL, m);
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
    vki__live_add(ctx, VKI__LIVE_MODEL, m);
    *out = m;
    return VKI_SUCCESS;
}

/* A model some session still uses lives on until the last of them is destroyed. */
VKINFER_API void vki_model_destroy(vki_model *m) {
    if (m && vki__model_in_use(m)) m->destroy_pending = 1;
    else vki__model_free(m);
}

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
    if (!m) return VKI_ERROR_INVALID_ARGUMENT;
    if (index < 0 || (uint64_t)index >= m->gguf.n_kv)
        return vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_model_meta_get: index %d is outside 0..%llu", index, (unsigned long long)m->gguf.n_kv);
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
    if (!m) return VKI_ERROR_INVALID_ARGUMENT;
    if (!out) return vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_model_tensor_get: out is NULL");
    if (index < 0 || (uint64_t)index >= m->gguf.n_tensors)
        return vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_model_tensor_get: index %d is outside 0..%llu", index, (unsigned long long)m->gguf.n_tensors);
    t = &m->gguf.tensors[index];
    out->name = t->name;
    out->type = t->type;
    out->n_dims = t->n_dims;
    memcpy(out->ne, t->ne, sizeof out->ne);
    out->offset = t->offset;
    out->bytes = t->bytes;
    return VKI_SUCCESS;
}

/* @@END gguf */

/* ---------------------------------------------------------------------------
   Tokenizer, detokenizer, chat templates
   ------------------------------------------------------------------------- */
/* @@SECTION tokenizer */
/* The tokenizers follow llama.cpp (src/llama-vocab.cpp, src/unicode.cpp) step by step so
   that ids match it token for token: byte-level BPE with its regex pre-tokenizers written
   out by hand as matchers, SentencePiece-style bigram merging by score, and llama.cpp's
   special-token partition. Comments name the llama.cpp behaviour where it is surprising. */

/* ---- Unicode classes ---------------------------------------------------------- */
/* Unicode 14.0.0 general categories: (first codepoint << 2) | class, class 0 other,
   1 L, 2 N, 3 P; generated by tests/gen_unicode_tables.py (1756 runs) */
#define VKI__UNICODE_VERSION "14.0.0"
static const uint32_t vki__ucat_runs[1756] = {
0x0,0x87,0x90,0x97,0xac,0xb3,0xc2,0xeb,0xf0,0xff,0x105,0x16f,0x178,0x17f,0x180,0x185,0x1ef,
0x1f0,0x1f7,0x1f8,0x287,0x288,0x29f,0x2a0,0x2a9,0x2af,0x2b0,0x2ca,0x2d0,0x2d5,0x2db,0x2e0,0x2e6,
0x2e9,0x2ef,0x2f2,0x2ff,0x301,0x35c,0x361,0x3dc,0x3e1,0xb08,0xb19,0xb48,0xb81,0xb94,0xbb1,0xbb4,
0xbb9,0xbbc,0xdc1,0xdd4,0xdd9,0xde0,0xde9,0xdfb,0xdfd,0xe00,0xe19,0xe1f,0xe21,0xe2c,0xe31,0xe34,
0xe39,0xe88,0xe8d,0xfd8,0xfdd,0x1208,0x1229,0x14c0,0x14c5,0x155c,0x1565,0x156b,0x1581,0x1627,
0x162c,0x16fb,0x16fc,0x1703,0x1704,0x170f,0x1710,0x171b,0x171c,0x1741,0x17ac,0x17bd,0x17cf,
0x17d4,0x1827,0x182c,0x1833,0x1838,0x186f,0x1870,0x1877,0x1881,0x192c,0x1982,0x19ab,0x19b9,
0x19c0,0x19c5,0x1b53,0x1b55,0x1b58,0x1b95,0x1b9c,0x1bb9,0x1bc2,0x1be9,0x1bf4,0x1bfd,0x1c03,
0x1c38,0x1c41,0x1c44,0x1c49,0x1cc0,0x1d35,0x1e98,0x1ec5,0x1ec8,0x1f02,0x1f29,0x1fac,0x1fd1,
0x1fd8,0x1fdf,0x1fe9,0x1fec,0x2001,0x2058,0x2069,0x206c,0x2091,0x2094,0x20a1,0x20a4,0x20c3,
0x20fc,0x2101,0x2164,0x217b,0x217c,0x2181,0x21ac,0x21c1,0x2220,0x2225,0x223c,0x2281,0x2328,
0x2411,0x24e8,0x24f5,0x24f8,0x2541,0x2544,0x2561,0x2588,0x2593,0x259a,0x25c3,0x25c5,0x2604,
0x2615,0x2634,0x263d,0x2644,0x264d,0x26a4,0x26a9,0x26c4,0x26c9,0x26cc,0x26d9,0x26e8,0x26f5,
0x26f8,0x2739,0x273c,0x2771,0x2778,0x277d,0x2788,0x279a,0x27c1,0x27c8,0x27d2,0x27e8,0x27f1,
0x27f7,0x27f8,0x2815,0x282c,0x283d,0x2844,0x284d,0x28a4,0x28a9,0x28c4,0x28c9,0x28d0,0x28d5,
0x28dc,0x28e1,0x28e8,0x2965,0x2974,0x2979,0x297c,0x299a,0x29c0,0x29c9,0x29d4,0x29db,0x29dc,
0x2a15,0x2a38,0x2a3d,0x2a48,0x2a4d,0x2aa4,0x2aa9,0x2ac4,0x2ac9,0x2ad0,0x2ad5,0x2ae8,0x2af5,
0x2af8,0x2b41,0x2b44,0x2b81,0x2b88,0x2b9a,0x2bc3,0x2bc4,0x2be5,0x2be8,0x2c15,0x2c34,0x2c3d,
0x2c44,0x2c4d,0x2ca4,0x2ca9,0x2cc4,0x2cc9,0x2cd0,0x2cd5,0x2ce8,0x2cf5,0x2cf8,0x2d71,0x2d78,
0x2d7d,0x2d88,0x2d9a,0x2dc0,0x2dc5,0x2dca,0x2de0,0x2e0d,0x2e10,0x2e15,0x2e2c,0x2e39,0x2e44,
0x2e49,0x2e58,0x2e65,0x2e6c,0x2e71,0x2e74,0x2e79,0x2e80,0x2e8d,0x2e94,0x2ea1,0x2eac,0x2eb9,
0x2ee8,0x2f41,0x2f44,0x2f9a,0x2fcc,0x3015,0x3034,0x3039,0x3044,0x3049,0x30a4,0x30a9,0x30e8,
0x30f5,0x30f8,0x3161,0x316c,0x3175,0x3178,0x3181,0x3188,0x319a,0x31c0,0x31df,0x31e2,0x31fc,
0x3201,0x3204,0x3213,0x3215,0x3234,0x3239,0x3244,0x3249,0x32a4,0x32a9,0x32d0,0x32d5,0x32e8,
0x32f5,0x32f8,0x3375,0x337c,0x3381,0x3388,0x339a,0x33c0,0x33c5,0x33cc,0x3411,0x3434,0x3439,
0x3444,0x3449,0x34ec,0x34f5,0x34f8,0x3539,0x353c,0x3551,0x355c,0x3562,0x357d,0x3588,0x359a,
0x35e4,0x35e9,0x3600,0x3615,0x365c,0x3669,0x36c8,0x36cd,0x36f0,0x36f5,0x36f8,0x3701,0x371c,
0x379a,0x37c0,0x37d3,0x37d4,0x3805,0x38c4,0x38c9,0x38d0,0x3901,0x391c,0x393f,0x3942,0x396b,
0x3970,0x3a05,0x3a0c,0x3a11,0x3a14,0x3a19,0x3a2c,0x3a31,0x3a90,0x3a95,0x3a98,0x3a9d,0x3ac4,
0x3ac9,0x3ad0,0x3af5,0x3af8,0x3b01,0x3b14,0x3b19,0x3b1c,0x3b42,0x3b68,0x3b71,0x3b80,0x3c01,
0x3c04,0x3c13,0x3c4c,0x3c53,0x3c54,0x3c82,0x3cd0,0x3ceb,0x3cf8,0x3d01,0x3d20,0x3d25,0x3db4,
0x3e17,0x3e18,0x3e21,0x3e34,0x3f43,0x3f54,0x3f67,0x3f6c,0x4001,0x40ac,0x40fd,0x4102,0x412b,
0x4141,0x4158,0x4169,0x4178,0x4185,0x4188,0x4195,0x419c,0x41b9,0x41c4,0x41d5,0x4208,0x4239,
0x423c,0x4242,0x4268,0x4281,0x4318,0x431d,0x4320,0x4335,0x4338,0x4341,0x43ef,0x43f1,0x4924,
0x4929,0x4938,0x4941,0x495c,0x4961,0x4964,0x4969,0x4978,0x4981,0x4a24,0x4a29,0x4a38,0x4a41,
0x4ac4,0x4ac9,0x4ad8,0x4ae1,0x4afc,0x4b01,0x4b04,0x4b09,0x4b18,0x4b21,0x4b5c,0x4b61,0x4c44,
0x4c49,0x4c58,0x4c61,0x4d6c,0x4d83,0x4da6,0x4df4,0x4e01,0x4e40,0x4e81,0x4fd8,0x4fe1,0x4ff8,
0x5003,0x5005,0x59b4,0x59bb,0x59bd,0x5a00,0x5a05,0x5a6f,0x5a74,0x5a81,0x5baf,0x5bba,0x5bc5,
0x5be4,0x5c01,0x5c48,0x5c7d,0x5cc8,0x5cd7,0x5cdc,0x5d01,0x5d48,0x5d81,0x5db4,0x5db9,0x5dc4,
0x5e01,0x5ed0,0x5f53,0x5f5d,0x5f63,0x5f6c,0x5f71,0x5f74,0x5f82,0x5fa8,0x5fc2,0x5fe8,0x6003,
0x602c,0x6042,0x6068,0x6081,0x61e4,0x6201,0x6214,0x621d,0x62a4,0x62a9,0x62ac,0x62c1,0x63d8,
0x6401,0x647c,0x6513,0x651a,0x6541,0x65b8,0x65c1,0x65d4,0x6601,0x66b0,0x66c1,0x6728,0x6742,
0x676c,0x6801,0x685c,0x687b,0x6881,0x6954,0x6a02,0x6a28,0x6a42,0x6a68,0x6a83,0x6a9d,0x6aa3,
0x6ab8,0x6c15,0x6cd0,0x6d15,0x6d34,0x6d42,0x6d6b,0x6d84,0x6df7,0x6dfc,0x6e0d,0x6e84,0x6eb9,
0x6ec2,0x6ee9,0x6f98,0x6ff3,0x7001,0x7090,0x70ef,0x7102,0x7128,0x7135,0x7142,0x7169,0x71fb,
0x7201,0x7224,0x7241,0x72ec,0x72f5,0x7303,0x7320,0x734f,0x7350,0x73a5,0x73b4,0x73b9,0x73d0,
0x73d5,0x73dc,0x73e9,0x73ec,0x7401,0x7700,0x7801,0x7c58,0x7c61,0x7c78,0x7c81,0x7d18,0x7d21,
0x7d38,0x7d41,0x7d60,0x7d65,0x7d68,0x7d6d,0x7d70,0x7d75,0x7d78,0x7d7d,0x7df8,0x7e01,0x7ed4,
0x7ed9,0x7ef4,0x7ef9,0x7efc,0x7f09,0x7f14,0x7f19,0x7f34,0x7f41,0x7f50,0x7f59,0x7f70,0x7f81,
0x7fb4,0x7fc9,0x7fd4,0x7fd9,0x7ff4,0x8043,0x80a0,0x80c3,0x8110,0x8117,0x8148,0x814f,0x817c,
0x81c2,0x81c5,0x81c8,0x81d2,0x81e8,0x81f7,0x81fd,0x8202,0x8228,0x8237,0x823c,0x8241,0x8274,
0x8409,0x840c,0x841d,0x8420,0x8429,0x8450,0x8455,0x8458,0x8465,0x8478,0x8491,0x8494,0x8499,
0x849c,0x84a1,0x84a4,0x84a9,0x84b8,0x84bd,0x84e8,0x84f1,0x8500,0x8515,0x8528,0x8539,0x853c,
0x8542,0x860d,0x8616,0x8628,0x8c23,0x8c30,0x8ca7,0x8cac,0x9182,0x9270,0x93aa,0x9400,0x9da3,
0x9dda,0x9e50,0x9f17,0x9f1c,0x9f9b,0x9fc0,0xa60f,0xa664,0xa763,0xa770,0xa7f3,0xa7f8,0xb001,
0xb394,0xb3ad,0xb3bc,0xb3c9,0xb3d0,0xb3e7,0xb3f6,0xb3fb,0xb401,0xb498,0xb49d,0xb4a0,0xb4b5,
0xb4b8,0xb4c1,0xb5a0,0xb5bd,0xb5c3,0xb5c4,0xb601,0xb65c,0xb681,0xb69c,0xb6a1,0xb6bc,0xb6c1,
0xb6dc,0xb6e1,0xb6fc,0xb701,0xb71c,0xb721,0xb73c,0xb741,0xb75c,0xb761,0xb77c,0xb803,0xb8bd,
0xb8c3,0xb940,0xb94b,0xb978,0xc007,0xc010,0xc015,0xc01e,0xc023,0xc048,0xc053,0xc080,0xc086,
0xc0a8,0xc0c3,0xc0c5,0xc0d8,0xc0e2,0xc0ed,0xc0f7,0xc0f8,0xc105,0xc25c,0xc275,0xc283,0xc285,
0xc3ef,0xc3f1,0xc400,0xc415,0xc4c0,0xc4c5,0xc63c,0xc64a,0xc658,0xc681,0xc700,0xc7c1,0xc800,
0xc882,0xc8a8,0xc922,0xc940,0xc946,0xc980,0xca02,0xca28,0xcac6,0xcb00,0xd001,0x13700,0x13801,
0x29234,0x29341,0x293fb,0x29401,0x29837,0x29841,0x29882,0x298a9,0x298b0,0x29901,0x299bc,0x299cf,
0x299d0,0x299fb,0x299fd,0x29a78,0x29a81,0x29b9a,0x29bc0,0x29bcb,0x29be0,0x29c5d,0x29c80,0x29c89,
0x29e24,0x29e2d,0x29f2c,0x29f41,0x29f48,0x29f4d,0x29f50,0x29f55,0x29f68,0x29fc9,0x2a008,0x2a00d,
0x2a018,0x2a01d,0x2a02c,0x2a031,0x2a08c,0x2a0c2,0x2a0d8,0x2a101,0x2a1d3,0x2a1e0,0x2a209,0x2a2d0,
0x2a33b,0x2a342,0x2a368,0x2a3c9,0x2a3e3,0x2a3ed,0x2a3f3,0x2a3f5,0x2a3fc,0x2a402,0x2a429,0x2a498,
0x2a4bb,0x2a4c1,0x2a51c,0x2a57f,0x2a581,0x2a5f4,0x2a611,0x2a6cc,0x2a707,0x2a738,0x2a73d,0x2a742,
0x2a768,0x2a77b,0x2a781,0x2a794,0x2a799,0x2a7c2,0x2a7e9,0x2a7fc,0x2a801,0x2a8a4,0x2a901,0x2a90c,
0x2a911,0x2a930,0x2a942,0x2a968,0x2a973,0x2a981,0x2a9dc,0x2a9e9,0x2a9ec,0x2a9f9,0x2aac0,0x2aac5,
0x2aac8,0x2aad5,0x2aadc,0x2aae5,0x2aaf8,0x2ab01,0x2ab04,0x2ab09,0x2ab0c,0x2ab6d,0x2ab7b,0x2ab81,
0x2abac,0x2abc3,0x2abc9,0x2abd4,0x2ac05,0x2ac1c,0x2ac25,0x2ac3c,0x2ac45,0x2ac5c,0x2ac81,0x2ac9c,
0x2aca1,0x2acbc,0x2acc1,0x2ad6c,0x2ad71,0x2ada8,0x2adc1,0x2af8c,0x2afaf,0x2afb0,0x2afc2,0x2afe8,
0x2b001,0x35e90,0x35ec1,0x35f1c,0x35f2d,0x35ff0,0x3e401,0x3e9b8,0x3e9c1,0x3eb68,0x3ec01,0x3ec1c,
0x3ec4d,0x3ec60,0x3ec75,0x3ec78,0x3ec7d,0x3eca4,0x3eca9,0x3ecdc,0x3ece1,0x3ecf4,0x3ecf9,0x3ecfc,
0x3ed01,0x3ed08,0x3ed0d,0x3ed14,0x3ed19,0x3eec8,0x3ef4d,0x3f4fb,0x3f500,0x3f541,0x3f640,0x3f649,
0x3f720,0x3f7c1,0x3f7f0,0x3f843,0x3f868,0x3f8c3,0x3f94c,0x3f953,0x3f988,0x3f98f,0x3f990,0x3f9a3,
0x3f9a4,0x3f9ab,0x3f9b0,0x3f9c1,0x3f9d4,0x3f9d9,0x3fbf4,0x3fc07,0x3fc10,0x3fc17,0x3fc2c,0x3fc33,
0x3fc42,0x3fc6b,0x3fc70,0x3fc7f,0x3fc85,0x3fcef,0x3fcf8,0x3fcff,0x3fd00,0x3fd05,0x3fd6f,0x3fd70,
0x3fd77,0x3fd78,0x3fd7f,0x3fd99,0x3fefc,0x3ff09,0x3ff20,0x3ff29,0x3ff40,0x3ff49,0x3ff60,0x3ff69,
0x3ff74,0x40001,0x40030,0x40035,0x4009c,0x400a1,0x400ec,0x400f1,0x400f8,0x400fd,0x40138,0x40141,
0x40178,0x40201,0x403ec,0x40403,0x4040c,0x4041e,0x404d0,0x40502,0x405e4,0x4062a,0x40630,0x40a01,
0x40a74,0x40a81,0x40b44,0x40b86,0x40bf0,0x40c01,0x40c82,0x40c90,0x40cb5,0x40d06,0x40d09,0x40d2a,
0x40d2c,0x40d41,0x40dd8,0x40e01,0x40e78,0x40e7f,0x40e81,0x40f10,0x40f21,0x40f43,0x40f46,0x40f58,
0x41001,0x41278,0x41282,0x412a8,0x412c1,0x41350,0x41361,0x413f0,0x41401,0x414a0,0x414c1,0x41590,
0x415bf,0x415c1,0x415ec,0x415f1,0x4162c,0x41631,0x4164c,0x41651,0x41658,0x4165d,0x41688,0x4168d,
0x416c8,0x416cd,0x416e8,0x416ed,0x416f4,0x41801,0x41cdc,0x41d01,0x41d58,0x41d81,0x41da0,0x41e01,
0x41e18,0x41e1d,0x41ec4,0x41ec9,0x41eec,0x42001,0x42018,0x42021,0x42024,0x42029,0x420d8,0x420dd,
0x420e4,0x420f1,0x420f4,0x420fd,0x42158,0x4215f,0x42162,0x42181,0x421dc,0x421e6,0x42201,0x4227c,
0x4229e,0x422c0,0x42381,0x423cc,0x423d1,0x423d8,0x423ee,0x42401,0x4245a,0x42470,0x4247f,0x42481,
0x424e8,0x424ff,0x42500,0x42601,0x426e0,0x426f2,0x426f9,0x42702,0x42740,0x4274a,0x42801,0x42804,
0x42841,0x42850,0x42855,0x42860,0x42865,0x428d8,0x42902,0x42924,0x42943,0x42964,0x42981,0x429f6,
0x429ff,0x42a01,0x42a76,0x42a80,0x42b01,0x42b20,0x42b25,0x42b94,0x42bae,0x42bc3,0x42bdc,0x42c01,
0x42cd8,0x42ce7,0x42d01,0x42d58,0x42d62,0x42d81,0x42dcc,0x42de2,0x42e01,0x42e48,0x42e67,0x42e74,
0x42ea6,0x42ec0,0x43001,0x43124,0x43201,0x432cc,0x43301,0x433cc,0x433ea,0x43401,0x43490,0x434c2,
0x434e8,0x43982,0x439fc,0x43a01,0x43aa8,0x43ab7,0x43ab8,0x43ac1,0x43ac8,0x43c01,0x43c76,0x43c9d,
0x43ca0,0x43cc1,0x43d18,0x43d46,0x43d57,0x43d68,0x43dc1,0x43e08,0x43e1b,0x43e28,0x43ec1,0x43f16,
0x43f30,0x43f81,0x43fdc,0x4400d,0x440e0,0x4411f,0x44138,0x4414a,0x441c0,0x441c5,0x441cc,0x441d5,
0x441d8,0x4420d,0x442c0,0x442ef,0x442f4,0x442fb,0x44308,0x44341,0x443a4,0x443c2,0x443e8,0x4440d,
0x4449c,0x444da,0x44503,0x44511,0x44514,0x4451d,0x44520,0x44541,0x445cc,0x445d3,0x445d9,0x445dc,
0x4460d,0x446cc,0x44705,0x44717,0x44724,0x44737,0x44738,0x44742,0x44769,0x4476f,0x44771,0x44777,
0x44780,0x44786,0x447d4,0x44801,0x44848,0x4484d,0x448b0,0x448e3,0x448f8,0x44a01,0x44a1c,0x44a21,
0x44a24,0x44a29,0x44a38,0x44a3d,0x44a78,0x44a7d,0x44aa7,0x44aa8,0x44ac1,0x44b7c,0x44bc2,0x44be8,
0x44c15,0x44c34,0x44c3d,0x44c44,0x44c4d,0x44ca4,0x44ca9,0x44cc4,0x44cc9,0x44cd0,0x44cd5,0x44ce8,
0x44cf5,0x44cf8,0x44d41,0x44d44,0x44d75,0x44d88,0x45001,0x450d4,0x4511d,0x4512f,0x45142,0x4516b,
0x45170,0x45177,0x45178,0x4517d,0x45188,0x45201,0x452c0,0x45311,0x4531b,0x4531d,0x45320,0x45342,
0x45368,0x45601,0x456bc,0x45707,0x45761,0x45770,0x45801,0x458c0,0x45907,0x45911,0x45914,0x45942,
0x45968,0x45983,0x459b4,0x45a01,0x45aac,0x45ae1,0x45ae7,0x45ae8,0x45b02,0x45b28,0x45c01,0x45c6c,
0x45cc2,0x45cf3,0x45cfc,0x45d01,0x45d1c,0x46001,0x460b0,0x460ef,0x460f0,0x46281,0x46382,0x463cc,
0x463fd,0x4641c,0x46425,0x46428,0x46431,0x46450,0x46455,0x4645c,0x46461,0x464c0,0x464fd,0x46500,
0x46505,0x46508,0x46513,0x4651c,0x46542,0x46568,0x46681,0x466a0,0x466a9,0x46744,0x46785,0x4678b,
0x4678d,0x46790,0x46801,0x46804,0x4682d,0x468cc,0x468e9,0x468ec,0x468ff,0x4691c,0x46941,0x46944,
0x46971,0x46a28,0x46a6b,0x46a75,0x46a7b,0x46a8c,0x46ac1,0x46be4,0x47001,0x47024,0x47029,0x470bc,
0x47101,0x47107,0x47118,0x47142,0x471b4,0x471c3,0x471c9,0x47240,0x47401,0x4741c,0x47421,0x47428,
0x4742d,0x474c4,0x47519,0x4751c,0x47542,0x47568,0x47581,0x47598,0x4759d,0x475a4,0x475a9,0x47628,
0x47661,0x47664,0x47682,0x476a8,0x47b81,0x47bcc,0x47bdf,0x47be4,0x47ec1,0x47ec4,0x47f02,0x47f54,
0x47fff,0x48001,0x48e68,0x49002,0x491bc,0x491c3,0x491d4,0x49201,0x49510,0x4be41,0x4bfc7,0x4bfcc,
0x4c001,0x4d0bc,0x51001,0x5191c,0x5a001,0x5a8e4,0x5a901,0x5a97c,0x5a982,0x5a9a8,0x5a9bb,0x5a9c1,
0x5aafc,0x5ab02,0x5ab28,0x5ab41,0x5abb8,0x5abd7,0x5abd8,0x5ac01,0x5acc0,0x5acdf,0x5acf0,0x5ad01,
0x5ad13,0x5ad14,0x5ad42,0x5ad68,0x5ad6e,0x5ad88,0x5ad8d,0x5ade0,0x5adf5,0x5ae40,0x5b901,0x5ba02,
0x5ba5f,0x5ba6c,0x5bc01,0x5bd2c,0x5bd41,0x5bd44,0x5be4d,0x5be80,0x5bf81,0x5bf8b,0x5bf8d,0x5bf90,
0x5c001,0x61fe0,0x62001,0x63358,0x63401,0x63424,0x6bfc1,0x6bfd0,0x6bfd5,0x6bff0,0x6bff5,0x6bffc,
0x6c001,0x6c48c,0x6c541,0x6c54c,0x6c591,0x6c5a0,0x6c5c1,0x6cbf0,0x6f001,0x6f1ac,0x6f1c1,0x6f1f4,
0x6f201,0x6f224,0x6f241,0x6f268,0x6f27f,0x6f280,0x74b82,0x74bd0,0x74d82,0x74de4,0x75001,0x75154,
0x75159,0x75274,0x75279,0x75280,0x75289,0x7528c,0x75295,0x7529c,0x752a5,0x752b4,0x752b9,0x752e8,
0x752ed,0x752f0,0x752f5,0x75310,0x75315,0x75418,0x7541d,0x7542c,0x75435,0x75454,0x75459,0x75474,
0x75479,0x754e8,0x754ed,0x754fc,0x75501,0x75514,0x75519,0x7551c,0x75529,0x75544,0x75549,0x75a98,
0x75aa1,0x75b04,0x75b09,0x75b6c,0x75b71,0x75bec,0x75bf1,0x75c54,0x75c59,0x75cd4,0x75cd9,0x75d3c,
0x75d41,0x75dbc,0x75dc1,0x75e24,0x75e29,0x75ea4,0x75ea9,0x75f0c,0x75f11,0x75f30,0x75f3a,0x76000,
0x76a1f,0x76a30,0x77c01,0x77c7c,0x78401,0x784b4,0x784dd,0x784f8,0x78502,0x78528,0x78539,0x7853c,
0x78a41,0x78ab8,0x78b01,0x78bb0,0x78bc2,0x78be8,0x79f81,0x79f9c,0x79fa1,0x79fb0,0x79fb5,0x79fbc,
0x79fc1,0x79ffc,0x7a001,0x7a314,0x7a31e,0x7a340,0x7a401,0x7a510,0x7a52d,0x7a530,0x7a542,0x7a568,
0x7a57b,0x7a580,0x7b1c6,0x7b2b0,0x7b2b6,0x7b2c0,0x7b2c6,0x7b2d4,0x7b406,0x7b4b8,0x7b4be,0x7b4f8,
0x7b801,0x7b810,0x7b815,0x7b880,0x7b885,0x7b88c,0x7b891,0x7b894,0x7b89d,0x7b8a0,0x7b8a5,0x7b8cc,
0x7b8d1,0x7b8e0,0x7b8e5,0x7b8e8,0x7b8ed,0x7b8f0,0x7b909,0x7b90c,0x7b91d,0x7b920,0x7b925,0x7b928,
0x7b92d,0x7b930,0x7b935,0x7b940,0x7b945,0x7b94c,0x7b951,0x7b954,0x7b95d,0x7b960,0x7b965,0x7b968,
0x7b96d,0x7b970,0x7b975,0x7b978,0x7b97d,0x7b980,0x7b985,0x7b98c,0x7b991,0x7b994,0x7b99d,0x7b9ac,
0x7b9b1,0x7b9cc,0x7b9d1,0x7b9e0,0x7b9e5,0x7b9f4,0x7b9f9,0x7b9fc,0x7ba01,0x7ba28,0x7ba2d,0x7ba70,
0x7ba85,0x7ba90,0x7ba95,0x7baa8,0x7baad,0x7baf0,0x7c402,0x7c434,0x7efc2,0x7efe8,0x80001,0xa9b80,
0xa9c01,0xadce4,0xadd01,0xae078,0xae081,0xb3a88,0xb3ac1,0xbaf84,0xbe001,0xbe878,0xc0001,0xc4d2c
};

enum { VKI__CL = 1, VKI__CN = 2, VKI__CP = 4, VKI__CW = 8 };  /* letter, number, punct, space */

/* Class flags of a codepoint: \p{L}, \p{N}, \p{P} from the table above, whitespace from
   the Unicode White_Space property (as llama.cpp's unicode_set_whitespace). */
static int vki__cp_flags(uint32_t c) {
    size_t lo = 0, hi = VKI__COUNTOF(vki__ucat_runs);
    if (c < 128) {
        if ((c | 32) - 'a' < 26) return VKI__CL;
        if (c - '0' < 10) return VKI__CN;
        if (c == ' ' || (c >= 9 && c <= 13)) return VKI__CW;
        if (c > 32 && c < 127 && !strchr("$+<=>^`|~", (int)c)) return VKI__CP;
        return 0;
    }
    if (c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 ||
        c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000)
        return VKI__CW;
    while (hi - lo > 1) {  /* last run whose start <= c */
        size_t mid = (lo + hi) / 2;
        if ((vki__ucat_runs[mid] >> 2) <= c) lo = mid; else hi = mid;
    }
    switch (vki__ucat_runs[lo] & 3) {
    case 1: return VKI__CL;
    case 2: return VKI__CN;
    case 3: return VKI__CP;
    }
    return 0;
}

/* One codepoint decoded the way llama.cpp does (no overlong or surrogate checks); an
   invalid sequence gives U+FFFD and consumes one byte. Codepoints above U+10FFFF, on
   which llama.cpp throws, are treated as invalid too. */
static uint32_t vki__utf8_lenient(const uint8_t *s, size_t n, size_t *adv) {
    uint8_t b = s[0];
    *adv = 1;
    if (b < 0x80) return b;
    if ((b & 0xE0) == 0xC0) {
        if (n >= 2 && (s[1] & 0xC0) == 0x80) { *adv = 2; return ((uint32_t)(b & 0x1F) << 6) | (s[1] & 0x3F); }
    } else if ((b & 0xF0) == 0xE0) {
        if (n >= 3 && (s[1] & 0xC0) == 0x80 && (s[2] & 0xC0) == 0x80) {
            *adv = 3;
            return ((uint32_t)(b & 0x0F) << 12) | ((uint32_t)(s[1] & 0x3F) << 6) | (s[2] & 0x3F);
        }
    } else if ((b & 0xF8) == 0xF0) {
        if (n >= 4 && (s[1] & 0xC0) == 0x80 && (s[2] & 0xC0) == 0x80 && (s[3] & 0xC0) == 0x80) {
            uint32_t c = ((uint32_t)(b & 0x07) << 18) | ((uint32_t)(s[1] & 0x3F) << 12) |
                         ((uint32_t)(s[2] & 0x3F) << 6) | (s[3] & 0x3F);
            if (c <= 0x10FFFF) { *adv = 4; return c; }
        }
    }
    return 0xFFFD;
}

static size_t vki__utf8_put(uint32_t c, uint8_t *o) {
    if (c < 0x80) { o[0] = (uint8_t)c; return 1; }
    if (c < 0x800) { o[0] = (uint8_t)(0xC0 | (c >> 6)); o[1] = (uint8_t)(0x80 | (c & 0x3F)); return 2; }
    if (c < 0x10000) {
        o[0] = (uint8_t)(0xE0 | (c >> 12)); o[1] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
        o[2] = (uint8_t)(0x80 | (c & 0x3F));
        return 3;
    }
    o[0] = (uint8_t)(0xF0 | (c >> 18)); o[1] = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
    o[2] = (uint8_t)(0x80 | ((c >> 6) & 0x3F)); o[3] = (uint8_t)(0x80 | (c & 0x3F));
    return 4;
}

/* Strict UTF-8 cleaning for output: copies whole valid characters, writes U+FFFD for
   each maximal invalid subpart, and (unless final) leaves an incomplete character at the
   end unconsumed: *keep receives its byte count. Returns the output length; out may be
   NULL to measure. */
static size_t vki__utf8_clean(const uint8_t *s, size_t n, int final, uint8_t *out, size_t *keep) {
    static const uint8_t rep[3] = {0xEF, 0xBF, 0xBD};
    size_t i = 0, o = 0, k, need;
    *keep = 0;
    while (i < n) {
        uint8_t b = s[i], lo = 0x80, hi = 0xBF;
        if (b < 0x80) { if (out) out[o] = b; o++; i++; continue; }
        if (b >= 0xC2 && b <= 0xDF) need = 2;
        else if (b >= 0xE0 && b <= 0xEF) { need = 3; if (b == 0xE0) lo = 0xA0; if (b == 0xED) hi = 0x9F; }
        else if (b >= 0xF0 && b <= 0xF4) { need = 4; if (b == 0xF0) lo = 0x90; if (b == 0xF4) hi = 0x8F; }
        else need = 0;
        k = 1;
        if (need) {
            while (k < need && i + k < n) {
                uint8_t c = s[i + k];
                if (k == 1 ? (c < lo || c > hi) : (c & 0xC0) != 0x80) break;
                k++;
            }
            if (k == need) {
                if (out) memcpy(out + o, s + i, need);
                o += need; i += need;
                continue;
            }
            if (i + k == n && !final) { *keep = n - i; break; }
        }
        if (out) memcpy(out + o, rep, 3);
        o += 3; i += k;
    }
    return o;
}

/* first occurrence of nd in h[0..nh) */
static const uint8_t *vki__find(const uint8_t *h, size_t nh, const char *nd, size_t nn) {
    const uint8_t *p = h, *end = h + nh;
    if (nn == 0 || nn > nh) return NULL;
    while ((size_t)(end - p) >= nn) {
        p = (const uint8_t *)memchr(p, (uint8_t)nd[0], (size_t)(end - p) - nn + 1);
        if (!p) return NULL;
        if (memcmp(p, nd, nn) == 0) return p;
        p++;
    }
    return NULL;
}

/* ---- tokenizer state built at load time --------------------------------------- */
enum {  /* token attributes (llama.cpp's LLAMA_TOKEN_ATTR_*, plus end-of-generation) */
    VKI__A_NORMAL = 1, VKI__A_UNKNOWN = 2, VKI__A_CONTROL = 4, VKI__A_USER = 8,
    VKI__A_UNUSED = 16, VKI__A_BYTE = 32, VKI__A_EOG = 64
};
enum { VKI__PRE_DEFAULT, VKI__PRE_GPT2, VKI__PRE_LLAMA3, VKI__PRE_QWEN2 };
enum { VKI__RX_LLAMA3, VKI__RX_QWEN2, VKI__RX_GPT2, VKI__RX_PUNCT, VKI__RX_DIGITS, VKI__RX_DIGIT3 };

typedef struct vki__tok {
    int n_tokens;                /* vocabulary size */
    int n_ids;                   /* plus merge strings missing from the vocabulary */
    uint8_t *attr;               /* VKI__A_* per token */
    /* string -> id (open addressing; ids >= n_tokens are merge-only strings) */
    int32_t *smap;
    uint32_t smask;
    char *ext;                   /* bytes of the merge-only strings */
    size_t ext_len, ext_cap;
    uint32_t *ext_off;           /* per merge-only id: offset into ext; length in ext_slen */
    int32_t *ext_slen;
    int ext_cap_ids;
    /* (left id, right id) -> rank and merged id */
    uint64_t *mkey;
    int32_t *mrank, *mres;
    uint32_t mmask;
    int pre, ignore_merges;
    int32_t byte_sym[256];       /* id of the byte-level character of each byte */
    int32_t byte_single[256];    /* id of the one-byte string, for llama.cpp's fallback */
    uint8_t byte_enc[256][2];    /* GPT-2 byte-to-unicode mapping as UTF-8 */
    uint8_t byte_enc_len[256];
    int16_t cp_byte[0x144];      /* inverse mapping, -1 where a codepoint is no byte */
    int32_t spm_byte[256];       /* SentencePiece byte fallback <0xXX> */
    int spm_split;               /* SentencePiece text may be merged word by word */
    int32_t *special;            /* control/user-defined/unknown ids, longest text first */
    int n_special;
} vki__tok;

static const char *vki__tok_text(const vki__vocab *v, const vki__tok *t, int32_t id, size_t *len) {
    if (id < t->n_tokens) { *len = (size_t)v->len[id]; return v->text[id]; }
    *len = (size_t)t->ext_slen[id - t->n_tokens];
    return t->ext + t->ext_off[id - t->n_tokens];
}

static uint64_t vki__hash_bytes(const void *p, size_t n) {
    const uint8_t *s = (const uint8_t *)p;
    uint64_t h = 0xcbf29ce484222325ull;
    size_t i;
    for (i = 0; i < n; i++) h = (h ^ s[i]) * 0x100000001b3ull;
    return h ^ (h >> 29);
}

/* Looks a string up; returns its slot (holding -1 when absent). */
static uint32_t vki__smap_slot(const vki__vocab *v, const vki__tok *t, const void *s, size_t n) {
    uint32_t i = (uint32_t)vki__hash_bytes(s, n) & t->smask;
    for (;; i = (i + 1) & t->smask) {
        int32_t id = t->smap[i];
        size_t l;
        const char *x;
        if (id < 0) return i;
        x = vki__tok_text(v, t, id, &l);
        if (l == n && (n == 0 || memcmp(x, s, n) == 0)) return i;
    }
}

static int32_t vki__smap_get(const vki__vocab *v, const vki__tok *t, const void *s, size_t n) {
    return t->smap[vki__smap_slot(v, t, s, n)];
}

/* id of a string in the vocabulary proper, or -1 (llama.cpp's text_to_token) */
static int32_t vki__tok_id(const vki__vocab *v, const vki__tok *t, const void *s, size_t n) {
    int32_t id = vki__smap_get(v, t, s, n);
    return id < t->n_tokens ? id : -1;
}

static int vki__smap_grow(const vki__vocab *v, vki__tok *t) {
    uint32_t old = t->smask + 1, ncap = old * 2, i;
    int32_t *o = t->smap, *nm = (int32_t *)VKINFER_MALLOC(sizeof(int32_t) * ncap);
    if (!nm) return 0;
    memset(nm, 0xFF, sizeof(int32_t) * ncap);
    t->smap = nm;
    t->smask = ncap - 1;
    for (i = 0; i < old; i++) {
        if (o[i] >= 0) {
            size_t l;
            const char *x = vki__tok_text(v, t, o[i], &l);
            nm[vki__smap_slot(v, t, x, l)] = o[i];
        }
    }
    VKINFER_FREE(o);
    return 1;
}

/* id of a merge part: the vocabulary's, or a new merge-only id. -2: out of memory. */
static int32_t vki__smap_intern(const vki__vocab *v, vki__tok *t, const char *a, size_t na,
                                const char *b, size_t nb) {
    char tmp[256];
    char *s = tmp;
    size_t n = na + nb;
    uint32_t slot;
    int32_t id, e;
    if (n > sizeof tmp) {
        s = (char *)VKINFER_MALLOC(n);
        if (!s) return -2;
    }
    memcpy(s, a, na);
    if (nb) memcpy(s + na, b, nb);
    id = vki__smap_get(v, t, s, n);
    if (id >= 0) goto done;
    if ((uint32_t)(t->n_ids + 1) * 2 > t->smask + 1 && !vki__smap_grow(v, t)) { id = -2; goto done; }
    if (!t->ext || t->ext_len + n > t->ext_cap) { /* never NULL: an empty part still gets an address */
        size_t c = VKI__MAX(t->ext_cap * 2, t->ext_len + n + 4096);
        char *p = (char *)VKINFER_REALLOC(t->ext, c);
        if (!p) { id = -2; goto done; }
        t->ext = p;
        t->ext_cap = c;
    }
    e = t->n_ids - t->n_tokens;
    if (e >= t->ext_cap_ids) {
        int c = VKI__MAX(t->ext_cap_ids * 2, 256);
        uint32_t *o = (uint32_t *)VKINFER_REALLOC(t->ext_off, sizeof(uint32_t) * (size_t)c);
        int32_t *l;
        if (!o) { id = -2; goto done; }
        t->ext_off = o;
        l = (int32_t *)VKINFER_REALLOC(t->ext_slen, sizeof(int32_t) * (size_t)c);
        if (!l) { id = -2; goto done; }
        t->ext_slen = l;
        t->ext_cap_ids = c;
    }
    memcpy(t->ext + t->ext_len, s, n);
    t->ext_off[e] = (uint32_t)t->ext_len;
    t->ext_slen[e] = (int32_t)n;
    t->ext_len += n;
    id = t->n_ids++;
    slot = vki__smap_slot(v, t, s, n);
    t->smap[slot] = id;
done:
    if (s != tmp) VKINFER_FREE(s);
    return id;
}

static uint32_t vki__merge_slot(const vki__tok *t, uint64_t key) {
    uint32_t i = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 32) & t->mmask;
    while (t->mrank[i] >= 0 && t->mkey[i] != key) i = (i + 1) & t->mmask;
    return i;
}

static void vki__tokenizer_free(vki_model *m) {
    vki__tok *t = m ? (vki__tok *)m->tok : NULL;
    if (!t) return;
    VKINFER_FREE(t->attr);
    VKINFER_FREE(t->smap);
    VKINFER_FREE(t->ext);
    VKINFER_FREE(t->ext_off);
    VKINFER_FREE(t->ext_slen);
    VKINFER_FREE(t->mkey);
    VKINFER_FREE(t->mrank);
    VKINFER_FREE(t->mres);
    VKINFER_FREE(t->special);
    VKINFER_FREE(t);
    m->tok = NULL;
}

static void vki__sort_special(const vki__vocab *v, int32_t *ids, int n) {
    /* insertion sort by text length (longest first), then id; n is at most a few
       thousand and this runs once at load, and qsort has no context pointer */
    int i, j;
    for (i = 1; i < n; i++) {
        int32_t x = ids[i];
        for (j = i; j > 0; j--) {
            int32_t y = ids[j - 1];
            if (v->len[y] > v->len[x] || (v->len[y] == v->len[x] && y < x)) break;
            ids[j] = y;
        }
        ids[j] = x;
    }
}

/* Builds the lookup tables of m->vocab into m->tok. */
static vki_result vki__tokenizer_init(vki_model *m) {
    /* texts llama.cpp treats as end of generation (llama_vocab::impl::load) */
    static const char *const eog_text[] = {
        "<|eot_id|>", "<|im_end|>", "<|end|>", "<|return|>", "<|call|>", "<end_of_turn>",
        "<|endoftext|>", "<|eom_id|>", "<EOT>", "_<EOT>", "<|end_of_text|>", "<end_of_utterance>"};
    const vki__vocab *v = &m->vocab;
    vki_context *ctx = m->ctx;
    vki__tok *t;
    int i, n = v->n_tokens;
    uint32_t cap;
    vki__tokenizer_free(m);
    if (v->kind == VKI_TOKENIZER_NONE || n <= 0) return VKI_SUCCESS;
    if (v->kind != VKI_TOKENIZER_BPE && v->kind != VKI_TOKENIZER_SPM)
        return vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL, "tokenizer.ggml.model: unsupported tokenizer kind %d", (int)v->kind);
    t = (vki__tok *)vki__calloc(1, sizeof *t);
    if (!t) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "tokenizer: out of memory");
    m->tok = t;
    t->n_tokens = t->n_ids = n;
    t->attr = (uint8_t *)VKINFER_MALLOC((size_t)n);
    for (cap = 1024; cap < (uint32_t)n * 2; cap *= 2) {}
    t->smap = (int32_t *)VKINFER_MALLOC(sizeof(int32_t) * cap);
    if (!t->attr || !t->smap) goto oom;
    memset(t->smap, 0xFF, sizeof(int32_t) * cap);
    t->smask = cap - 1;
    for (i = 0; i < n; i++) {
        static const uint8_t from_type[7] = {0, VKI__A_NORMAL, VKI__A_UNKNOWN, VKI__A_CONTROL,
                                             VKI__A_USER, VKI__A_UNUSED, VKI__A_BYTE};
        int32_t ty = v->types ? v->types[i] : 1;
        t->attr[i] = (ty >= 0 && ty < 7) ? from_type[ty] : 0;
        /* later duplicates win, as in llama.cpp's token_to_id map */
        t->smap[vki__smap_slot(v, t, v->text[i], (size_t)v->len[i])] = i;
    }
    /* end of generation: eos/eot/eom and tokens known by their text, which llama.cpp
       also marks as control tokens */
    for (i = 0; i < (int)VKI__COUNTOF(eog_text); i++) {
        int32_t id = vki__tok_id(v, t, eog_text[i], strlen(eog_text[i]));
        if (id >= 0) t->attr[id] = VKI__A_CONTROL | VKI__A_EOG;
    }
    {
        int32_t ids[3];
        ids[0] = v->eos; ids[1] = v->eot; ids[2] = v->eom;
        for (i = 0; i < 3; i++)
            if (ids[i] >= 0 && ids[i] < n) t->attr[ids[i]] |= VKI__A_EOG;
    }
    /* special tokens, matched in text by the partition step */
    t->special = (int32_t *)VKINFER_MALLOC(sizeof(int32_t) * (size_t)n);
    if (!t->special) goto oom;
    for (i = 0; i < n; i++)
        if ((t->attr[i] & (VKI__A_CONTROL | VKI__A_USER | VKI__A_UNKNOWN)) && v->len[i] > 0)
            t->special[t->n_special++] = i;
    vki__sort_special(v, t->special, t->n_special);

    if (v->kind == VKI_TOKENIZER_SPM) {
        for (i = 0; i < 256; i++) {
            static const char hex[] = "0123456789ABCDEF";
            char buf[6];
            char c = (char)i;
            int32_t id;
            buf[0] = '<'; buf[1] = '0'; buf[2] = 'x'; buf[3] = hex[i >> 4]; buf[4] = hex[i & 15]; buf[5] = '>';
            id = vki__tok_id(v, t, buf, 6);
            if (id < 0) id = vki__tok_id(v, t, &c, 1);
            if (id < 0) id = (v->unk >= 0 && v->unk < n) ? v->unk : -1;
            t->spm_byte[i] = id;
        }
        t->spm_split = 1;
        for (i = 0; i < n && t->spm_split; i++) {
            const uint8_t *x = (const uint8_t *)v->text[i], *p = x + 1;
            size_t l = (size_t)v->len[i];
            while (l > 1 && (p = vki__find(p, l - (size_t)(p - x), "\xE2\x96\x81", 3)) != NULL) {
                if ((size_t)(p - x) < 3 || memcmp(p - 3, "\xE2\x96\x81", 3)) { t->spm_split = 0; break; }
                p++;
            }
        }
        return VKI_SUCCESS;
    }

    /* byte-level BPE: GPT-2's byte <-> unicode mapping */
    {
        int extra = 0;
        for (i = 0; i < 0x144; i++) t->cp_byte[i] = -1;
        for (i = 0; i < 256; i++) {
            int printable = (i >= 0x21 && i <= 0x7E) || (i >= 0xA1 && i <= 0xAC) || (i >= 0xAE);
            uint32_t c = printable ? (uint32_t)i : 256u + (uint32_t)extra++;
            t->byte_enc_len[i] = (uint8_t)vki__utf8_put(c, t->byte_enc[i]);
            t->cp_byte[c] = (int16_t)i;
        }
    }
    {
        const char *p = v->pre;
        if (!p[0] || !strcmp(p, "default")) t->pre = VKI__PRE_DEFAULT;
        else if (!strcmp(p, "gpt2") || !strcmp(p, "gpt-2")) t->pre = VKI__PRE_GPT2;
        else if (!strcmp(p, "llama-bpe") || !strcmp(p, "llama3") || !strcmp(p, "llama-v3")) {
            t->pre = VKI__PRE_LLAMA3;
            t->ignore_merges = 1;  /* llama.cpp: whole words found in the vocabulary skip merging */
        } else if (!strcmp(p, "qwen2") || !strcmp(p, "deepseek-r1-qwen")) t->pre = VKI__PRE_QWEN2;
        else {
            vki__tokenizer_free(m);
            return vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL,
                             "tokenizer.ggml.pre: unknown pre-tokenizer '%s' (known: default, gpt2, llama-bpe, llama3, qwen2)", p);
        }
        if (!p[0] && ctx) vki__log(ctx, VKI_LOG_WARN, "VKI_W_NO_PRETOKENIZER", "tokenizer.ggml.pre is missing: using 'default'");
    }
    /* merges: rank by position, the first of duplicate pairs wins */
    for (cap = 1024; cap < (uint32_t)VKI__MAX(v->n_merges, 1) * 2; cap *= 2) {}
    t->mkey = (uint64_t *)VKINFER_MALLOC(sizeof(uint64_t) * cap);
    t->mrank = (int32_t *)VKINFER_MALLOC(sizeof(int32_t) * cap);
    t->mres = (int32_t *)VKINFER_MALLOC(sizeof(int32_t) * cap);
    if (!t->mkey || !t->mrank || !t->mres) goto oom;
    memset(t->mrank, 0xFF, sizeof(int32_t) * cap);
    t->mmask = cap - 1;
    for (i = 0; i < v->n_merges; i++) {
        const char *s = v->merge_text[i];
        size_t n_s = (size_t)v->merge_len[i], pos;
        int32_t a, b, r;
        uint64_t key;
        uint32_t slot;
        for (pos = 1; pos < n_s && s[pos] != ' '; pos++) {}
        if (pos >= n_s) continue;  /* no separator: llama.cpp ranks an empty pair that never matches */
        a = vki__smap_intern(v, t, s, pos, NULL, 0);
        b = vki__smap_intern(v, t, s + pos + 1, n_s - pos - 1, NULL, 0);
        r = vki__smap_intern(v, t, s, pos, s + pos + 1, n_s - pos - 1);
        if (a < -1 || b < -1 || r < -1) goto oom;
        key = ((uint64_t)(uint32_t)a << 32) | (uint32_t)b;
        slot = vki__merge_slot(t, key);
        if (t->mrank[slot] >= 0) continue;
        t->mkey[slot] = key;
        t->mrank[slot] = i;
        t->mres[slot] = r;
    }
    for (i = 0; i < 256; i++) {
        char c = (char)i;
        t->byte_sym[i] = vki__smap_get(v, t, t->byte_enc[i], t->byte_enc_len[i]);
        t->byte_single[i] = vki__tok_id(v, t, &c, 1);
    }
    return VKI_SUCCESS;
oom:
    vki__tokenizer_free(m);
    return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "tokenizer: out of memory building the tables of %d tokens", n);
}

/* A model holding only a vocabulary, copied from v (for tests and tools that build a
   vocabulary in memory); free with vki_model_destroy. */
VKI__UNUSED static vki_result vki__model_from_vocab(vki_context *ctx, const vki__vocab *src, vki_model **out) {
    vki_model *m;
    vki__vocab *v;
    size_t bytes = 1, o = 0;
    int i;
    vki_result r;
    *out = NULL;
    if (src->n_tokens < 0 || src->n_merges < 0) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vocabulary: negative count");
    for (i = 0; i < src->n_tokens; i++) bytes += (size_t)src->len[i] + 1;
    for (i = 0; i < src->n_merges; i++) bytes += (size_t)src->merge_len[i] + 1;
    if (src->chat_template) bytes += (size_t)src->chat_template_len + 1;
    m = (vki_model *)vki__calloc(1, sizeof *m);
    if (!m) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "vocabulary: out of memory");
    m->ctx = ctx;
    v = &m->vocab;
    *v = *src;
    v->text = (const char **)vki__calloc((size_t)src->n_tokens + 1, sizeof *v->text);
    v->len = (int32_t *)vki__calloc((size_t)src->n_tokens + 1, sizeof *v->len);
    v->merge_text = (const char **)vki__calloc((size_t)src->n_merges + 1, sizeof *v->merge_text);
    v->merge_len = (int32_t *)vki__calloc((size_t)src->n_merges + 1, sizeof *v->merge_len);
    v->scores = src->scores ? (float *)vki__calloc((size_t)src->n_tokens + 1, sizeof(float)) : NULL;
    v->types = src->types ? (int32_t *)vki__calloc((size_t)src->n_tokens + 1, sizeof(int32_t)) : NULL;
    v->blob = (char *)VKINFER_MALLOC(bytes);
    if (!v->text || !v->len || !v->merge_text || !v->merge_len || (src->scores && !v->scores) ||
        (src->types && !v->types) || !v->blob) {
        vki_model_destroy(m);
        return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "vocabulary: out of memory");
    }
    for (i = 0; i < src->n_tokens; i++) {
        memcpy(v->blob + o, src->text[i], (size_t)src->len[i]);
        v->blob[o + (size_t)src->len[i]] = 0;
        v->text[i] = v->blob + o;
        v->len[i] = src->len[i];
        o += (size_t)src->len[i] + 1;
    }
    for (i = 0; i < src->n_merges; i++) {
        memcpy(v->blob + o, src->merge_text[i], (size_t)src->merge_len[i]);
        v->blob[o + (size_t)src->merge_len[i]] = 0;
        v->merge_text[i] = v->blob + o;
        v->merge_len[i] = src->merge_len[i];
        o += (size_t)src->merge_len[i] + 1;
    }
    if (src->chat_template) {
        memcpy(v->blob + o, src->chat_template, (size_t)src->chat_template_len);
        v->blob[o + (size_t)src->chat_template_len] = 0;
        v->chat_template = v->blob + o;
    }
    if (src->scores) memcpy(v->scores, src->scores, sizeof(float) * (size_t)src->n_tokens);
    if (src->types) memcpy(v->types, src->types, sizeof(int32_t) * (size_t)src->n_tokens);
    m->vocab_only = 1;
    m->info.tokenizer = v->kind;
    m->info.n_vocab = v->n_tokens;
    if ((r = vki__tokenizer_init(m)) != VKI_SUCCESS) {
        vki_model_destroy(m);
        return r;
    }
    *out = m;
    return VKI_SUCCESS;
}

/* ---- tokenization -------------------------------------------------------------- */
typedef struct vki__sym { int32_t id, prev, next, len; } vki__sym;
typedef struct vki__bg { int32_t rank, left, right, lid, rid, res; } vki__bg;      /* BPE pair */
typedef struct vki__sbg { float score; int32_t left, right, size; } vki__sbg;      /* SPM pair */
typedef struct vki__frag { int32_t tok; uint32_t off, len; } vki__frag;

typedef struct vki__tk {   /* scratch of one vki_tokenize call */
    const vki__vocab *v;
    const vki__tok *t;
    int32_t *out;
    size_t n_out, cap_out;
    int oom;
    uint32_t *cp;          /* codepoints of the current text fragment */
    uint8_t *fl;           /* their class flags */
    uint32_t *off;         /* byte offset of each in norm (n_cp + 1 entries) */
    uint8_t *norm;         /* the fragment re-encoded from its codepoints, as llama.cpp does */
    size_t n_cp, cap_cp;
    vki__sym *sym;
    size_t cap_sym;
    void *heap;
    size_t n_heap, cap_heap;
    uint8_t *buf;          /* byte-level text of a word / escaped SPM text */
    size_t cap_buf;
    void (*on_word)(void *user, const uint8_t *w, size_t n);  /* tests: receives pre-tokens instead of BPE */
    void *on_word_user;
} vki__tk;

/* Grows p to hold need elements; on failure returns p unchanged and sets s->oom. */
static void *vki__regrow(vki__tk *s, void *p, size_t *cap, size_t need, size_t elem) {
    size_t c;
    void *q;
    if (s->oom) return p;
    c = VKI__MAX(need, *cap * 2);
    c = VKI__MAX(c, 64);
    q = c <= SIZE_MAX / elem ? VKINFER_REALLOC(p, c * elem) : NULL;
    if (!q) { s->oom = 1; return p; }
    *cap = c;
    return q;
}
#define VKI__RESERVE(s, T, p, cap, need) \
    ((need) <= (cap) || ((p) = (T *)vki__regrow((s), (p), &(cap), (need), sizeof(T)), !(s)->oom))

static void vki__emit(vki__tk *s, int32_t id) {
    if (id < 0) return;
    if (!VKI__RESERVE(s, int32_t, s->out, s->cap_out, s->n_out + 1)) return;
    s->out[s->n_out++] = id;
}

/* binary heaps ordered by cmp < 0 meaning "a pops first" */
static int vki__bg_before(const vki__bg *a, const vki__bg *b) {
    return a->rank < b->rank || (a->rank == b->rank && a->left < b->left);
}
static int vki__sbg_before(const vki__sbg *a, const vki__sbg *b) {
    return a->score > b->score || (a->score == b->score && a->left < b->left);
}
#define VKI__HEAP_PUSH(T, before, s, item)                                                     \
    do {                                                                                      \
        T *h_;                                                                                \
        size_t i_;                                                                            \
        if (!VKI__RESERVE(s, T, (s)->heap, (s)->cap_heap, (s)->n_heap + 1)) break;           \
        h_ = (T *)(s)->heap;                                                                  \
        i_ = (s)->n_heap++;                                                                   \
        while (i_ > 0 && before(&(item), &h_[(i_ - 1) / 2])) { h_[i_] = h_[(i_ - 1) / 2]; i_ = (i_ - 1) / 2; } \
        h_[i_] = (item);                                                                      \
    } while (0)
#define VKI__HEAP_POP(T, before, s, out)                                                      \
    do {                                                                                      \
        T *h_ = (T *)(s)->heap, last_;                                                        \
        size_t i_ = 0, n_ = --(s)->n_heap;                                                    \
        (out) = h_[0];                                                                        \
        last_ = h_[n_];                                                                       \
        for (;;) {                                                                            \
            size_t c_ = 2 * i_ + 1;                                                           \
            if (c_ >= n_) break;                                                              \
            if (c_ + 1 < n_ && before(&h_[c_ + 1], &h_[c_])) c_++;                            \
            if (!before(&h_[c_], &last_)) break;                                              \
            h_[i_] = h_[c_];                                                                  \
            i_ = c_;                                                                          \
        }                                                                                     \
        h_[i_] = last_;                                                                       \
    } while (0)

static void vki__bpe_pair(vki__tk *s, int32_t l, int32_t r) {
    const vki__tok *t = s->t;
    vki__bg b;
    uint64_t key;
    uint32_t slot;
    if (l < 0 || r < 0 || s->sym[l].id < 0 || s->sym[r].id < 0) return;
    key = ((uint64_t)(uint32_t)s->sym[l].id << 32) | (uint32_t)s->sym[r].id;
    slot = vki__merge_slot(t, key);
    if (t->mrank[slot] < 0) return;
    b.rank = t->mrank[slot];
    b.left = l;
    b.right = r;
    b.lid = s->sym[l].id;
    b.rid = s->sym[r].id;
    b.res = t->mres[slot];
    VKI__HEAP_PUSH(vki__bg, vki__bg_before, s, b);
}

/* Byte-level BPE of one pre-token (bytes w[0..n)): merges by rank, lowest first and
   leftmost among equals, as llama.cpp's llm_tokenizer_bpe_session. Symbols start as
   single bytes (each byte is one character of the byte-level text). */
static void vki__bpe_word(vki__tk *s, const uint8_t *w, size_t n) {
    const vki__tok *t = s->t;
    size_t i;
    int32_t j;
    if (t->ignore_merges) {
        size_t m = 0;
        int32_t id;
        if (!VKI__RESERVE(s, uint8_t, s->buf, s->cap_buf, n * 2)) return;
        for (i = 0; i < n; i++) {
            memcpy(s->buf + m, t->byte_enc[w[i]], t->byte_enc_len[w[i]]);
            m += t->byte_enc_len[w[i]];
        }
        id = vki__tok_id(s->v, t, s->buf, m);
        if (id >= 0) { vki__emit(s, id); return; }
    }
    if (!VKI__RESERVE(s, vki__sym, s->sym, s->cap_sym, n)) return;
    for (i = 0; i < n; i++) {
        s->sym[i].id = t->byte_sym[w[i]];
        s->sym[i].prev = (int32_t)i - 1;
        s->sym[i].next = i + 1 < n ? (int32_t)i + 1 : -1;
        s->sym[i].len = 1;
    }
    s->n_heap = 0;
    for (i = 1; i < n; i++) vki__bpe_pair(s, (int32_t)i - 1, (int32_t)i);
    while (s->n_heap) {
        vki__bg b;
        vki__sym *L, *R;
        VKI__HEAP_POP(vki__bg, vki__bg_before, s, b);
        L = &s->sym[b.left];
        R = &s->sym[b.right];
        /* stale: a side was merged away or grew since the pair was queued */
        if (!L->len || !R->len || L->id != b.lid || R->id != b.rid) continue;
        L->id = b.res;
        L->len += R->len;
        R->len = 0;
        L->next = R->next;
        if (R->next >= 0) s->sym[R->next].prev = b.left;
        vki__bpe_pair(s, L->prev, b.left);
        vki__bpe_pair(s, b.left, L->next);
    }
    for (j = 0; j >= 0; j = s->sym[j].next) {
        vki__sym *y = &s->sym[j];
        if (y->id >= 0 && y->id < t->n_tokens) {
            vki__emit(s, y->id);
        } else {
            /* not a token: llama.cpp emits the one-byte strings of the byte-level text
               that happen to be tokens and drops the rest */
            int32_t k;
            for (k = 0; k < y->len; k++) {
                uint8_t x = w[j + k];
                int e;
                for (e = 0; e < t->byte_enc_len[x]; e++) vki__emit(s, t->byte_single[t->byte_enc[x][e]]);
            }
        }
    }
}

static size_t vki__rx_contraction(const uint32_t *cp, size_t i, size_t e, int fold) {
    uint32_t a, b;
    if (cp[i] != '\'' || i + 1 >= e) return 0;
    a = cp[i + 1];
    if (fold && a >= 'A' && a <= 'Z') a += 32;
    if (a == 's' || a == 't' || a == 'm' || a == 'd') return 2;
    if (i + 2 >= e) return 0;
    b = cp[i + 2];
    if (fold && b >= 'A' && b <= 'Z') b += 32;
    if ((a == 'r' && b == 'e') || (a == 'v' && b == 'e') || (a == 'l' && b == 'l')) return 3;
    return 0;
}

#define VKI__OTHER(f) (!((f) & (VKI__CW | VKI__CL | VKI__CN)))

/* Length of the match of pattern rx at codepoint i of the chunk [.., e), 0 for none.
   Each pattern is one of llama.cpp's pre-tokenizer regexes, alternatives tried in
   order as an ECMAScript engine does:
   LLAMA3/QWEN2: (?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\r\n\p{L}\p{N}]?\p{L}+|
                 \p{N}{1,3} (QWEN2: \p{N}) | ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
   GPT2:   's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)
   PUNCT:  [\p{P}\$\+<=>\^~\|]+      DIGITS: \p{N}+      DIGIT3: [0-9][0-9][0-9] */
static size_t vki__rx_match(const vki__tk *s, int rx, size_t i, size_t e) {
    const uint32_t *cp = s->cp;
    const uint8_t *fl = s->fl;
    uint32_t c = cp[i];
    int f = fl[i];
    size_t j, k;
    switch (rx) {
    case VKI__RX_LLAMA3:
    case VKI__RX_QWEN2:
        if ((j = vki__rx_contraction(cp, i, e, 1)) != 0) return j;
        if ((f & VKI__CL) || (c != '\r' && c != '\n' && !(f & VKI__CN) && i + 1 < e && (fl[i + 1] & VKI__CL))) {
            for (j = i + 1; j < e && (fl[j] & VKI__CL); j++) {}
            return j - i;
        }
        if (f & VKI__CN) {
            size_t maxd = rx == VKI__RX_LLAMA3 ? 3 : 1;
            for (j = i + 1; j < e && j - i < maxd && (fl[j] & VKI__CN); j++) {}
            return j - i;
        }
        j = i + (c == ' ' && i + 1 < e && VKI__OTHER(fl[i + 1]));
        if (VKI__OTHER(fl[j])) {
            for (j++; j < e && VKI__OTHER(fl[j]); j++) {}
            while (j < e && (cp[j] == '\r' || cp[j] == '\n')) j++;
            return j - i;
        }
        {
            size_t last = 0;
            for (k = i; k < e && (fl[k] & VKI__CW); k++)
                if (cp[k] == '\r' || cp[k] == '\n') last = k + 1;
            if (last) return last - i;                 /* \s*[\r\n]+ */
            if (k - i > 1 && k < e) return k - 1 - i;  /* \s+(?!\S): leave one space to the next word */
            return k - i;
        }
    case VKI__RX_GPT2:
        if ((j = vki__rx_contraction(cp, i, e, 0)) != 0) return j;
        j = (c == ' ' && i + 1 < e) ? i + 1 : i;
        f = fl[j];
        if (!(f & VKI__CW)) {
            if (f & VKI__CL) { for (j++; j < e && (fl[j] & VKI__CL); j++) {} }
            else if (f & VKI__CN) { for (j++; j < e && (fl[j] & VKI__CN); j++) {} }
            else { for (j++; j < e && VKI__OTHER(fl[j]); j++) {} }
            return j - i;
        }
        for (k = i; k < e && (fl[k] & VKI__CW); k++) {}
        if (k - i > 1 && k < e) return k - 1 - i;
        return k - i;  /* one space before a word matches nothing: left as its own piece */
    case VKI__RX_PUNCT:
        for (j = i; j < e && ((fl[j] & VKI__CP) || (cp[j] < 128 && cp[j] && strchr("$+<=>^~|", (int)cp[j]))); j++) {}
        return j - i;
    case VKI__RX_DIGITS:
        for (j = i; j < e && (fl[j] & VKI__CN); j++) {}
        return j - i;
    case VKI__RX_DIGIT3:
        return (i + 3 <= e && cp[i] - '0' < 10 && cp[i + 1] - '0' < 10 && cp[i + 2] - '0' < 10) ? 3 : 0;
    }
    return 0;
}

/* Splits [b, e) by the first pattern of rx (matches and the text between them become
   pieces, as llama.cpp's unicode_regex_split), each piece by the next pattern, and BPEs
   the final pieces. */
static void vki__pre_split(vki__tk *s, const uint8_t *rx, int nrx, size_t b, size_t e) {
    size_t i = b, gap = b, n;
    if (nrx == 0) {
        if (s->on_word) s->on_word(s->on_word_user, s->norm + s->off[b], s->off[e] - s->off[b]);
        else vki__bpe_word(s, s->norm + s->off[b], s->off[e] - s->off[b]);
        return;
    }
    while (i < e) {
        n = vki__rx_match(s, rx[0], i, e);
        if (!n) { i++; continue; }
        if (gap < i) vki__pre_split(s, rx + 1, nrx - 1, gap, i);
        vki__pre_split(s, rx + 1, nrx - 1, i, i + n);
        i += n;
        gap = i;
    }
    if (gap < e) vki__pre_split(s, rx + 1, nrx - 1, gap, e);
}

static void vki__bpe_fragment(vki__tk *s, const uint8_t *text, size_t n) {
    static const uint8_t rx_default[4] = {VKI__RX_PUNCT, VKI__RX_GPT2, VKI__RX_DIGITS, VKI__RX_DIGIT3};
    static const uint8_t rx_gpt2[1] = {VKI__RX_GPT2};
    static const uint8_t rx_llama3[1] = {VKI__RX_LLAMA3};
    static const uint8_t rx_qwen2[1] = {VKI__RX_QWEN2};
    size_t i = 0, nc = 0, nb = 0, adv;
    if (n + 1 > s->cap_cp) {  /* cp, fl, off: n + 1 entries; norm: 3 bytes per input byte at most */
        size_t c = n + 1;
        uint32_t *a = (uint32_t *)VKINFER_REALLOC(s->cp, sizeof(uint32_t) * c);
        if (a) s->cp = a;
        a = a ? (uint32_t *)VKINFER_REALLOC(s->off, sizeof(uint32_t) * c) : NULL;
        if (a) s->off = a;
        if (a) {
            uint8_t *f = (uint8_t *)VKINFER_REALLOC(s->fl, c);
            if (f) s->fl = f;
            f = f ? (uint8_t *)VKINFER_REALLOC(s->norm, c * 3) : NULL;
            if (f) { s->norm = f; s->cap_cp = c; }
        }
        if (s->cap_cp != c) { s->oom = 1; return; }
    }
    while (i < n) {
        uint32_t c = vki__utf8_lenient(text + i, n - i, &adv);
        s->cp[nc] = c;
        s->fl[nc] = (uint8_t)vki__cp_flags(c);
        s->off[nc] = (uint32_t)nb;
        nb += vki__utf8_put(c, s->norm + nb);
        nc++;
        i += adv;
    }
    s->off[nc] = (uint32_t)nb;
    s->n_cp = nc;
    switch (s->t->pre) {
    case VKI__PRE_GPT2: vki__pre_split(s, rx_gpt2, 1, 0, nc); break;
    case VKI__PRE_LLAMA3: vki__pre_split(s, rx_llama3, 1, 0, nc); break;
    case VKI__PRE_QWEN2: vki__pre_split(s, rx_qwen2, 1, 0, nc); break;
    default: vki__pre_split(s, rx_default, 4, 0, nc); break;
    }
}

static void vki__spm_pair(vki__tk *s, int32_t l, int32_t r) {
    vki__sbg b;
    int32_t id;
    if (l < 0 || r < 0) return;
    id = vki__tok_id(s->v, s->t, s->buf + s->sym[l].id, (size_t)(s->sym[l].len + s->sym[r].len));
    if (id < 0) return;
    b.score = s->v->scores ? s->v->scores[id] : 0.0f;
    b.left = l;
    b.right = r;
    b.size = s->sym[l].len + s->sym[r].len;
    VKI__HEAP_PUSH(vki__sbg, vki__sbg_before, s, b);
}

/* SentencePiece-style BPE of one text fragment as llama.cpp's llm_tokenizer_spm_session:
   spaces escaped to U+2581, symbols are UTF-8 characters, the best-scoring adjacent pair
   that is a token merges first; what is left unmatched falls back to byte tokens.
   sym[].id holds the symbol's byte offset in s->buf here. */
static void vki__spm_fragment(vki__tk *s, const uint8_t *text, size_t n, int prefix) {
    static const uint8_t lenof[16] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4};
    const vki__tok *t = s->t;
    size_t i, m = 0, ns = 0, seg, end;
    int32_t j;
    if (!VKI__RESERVE(s, uint8_t, s->buf, s->cap_buf, (n + 1) * 3)) return;
    if (prefix) { memcpy(s->buf, "\xE2\x96\x81", 3); m = 3; }
    for (i = 0; i < n; i++) {
        if (text[i] == ' ') { memcpy(s->buf + m, "\xE2\x96\x81", 3); m += 3; }
        else s->buf[m++] = text[i];
    }
    if (!VKI__RESERVE(s, vki__sym, s->sym, s->cap_sym, m)) return;
    for (i = 0; i < m; ns++) {
        size_t l = VKI__MIN((size_t)lenof[s->buf[i] >> 4], m - i);
        s->sym[ns].id = (int32_t)i;
        s->sym[ns].len = (int32_t)l;
        s->sym[ns].prev = (int32_t)ns - 1;
        i += l;
        s->sym[ns].next = i == m ? -1 : (int32_t)ns + 1;
    }
    /* With no token holding U+2581 after other text, no merge crosses the start of a
       run of U+2581: each word then merges on its own, with a small heap, and the
       result is the same as merging the whole text at once. */
    for (seg = 0; seg < ns; seg = end) {
        for (end = seg + 1; t->spm_split && end < ns; end++) {
            size_t p = (size_t)s->sym[end].id;
            if (s->sym[end].len == 3 && !memcmp(s->buf + p, "\xE2\x96\x81", 3) && !(p >= 3 && !memcmp(s->buf + p - 3, "\xE2\x96\x81", 3)))
                break;
        }
        if (!t->spm_split) end = ns;
        s->sym[seg].prev = -1;
        s->sym[end - 1].next = -1;
        s->n_heap = 0;
        for (i = seg + 1; i < end; i++) vki__spm_pair(s, (int32_t)i - 1, (int32_t)i);
        while (s->n_heap) {
            vki__sbg b;
            vki__sym *L, *R;
            VKI__HEAP_POP(vki__sbg, vki__sbg_before, s, b);
            L = &s->sym[b.left];
            R = &s->sym[b.right];
            if (!L->len || !R->len || L->len + R->len != b.size) continue;
            L->len += R->len;
            R->len = 0;
            L->next = R->next;
            if (R->next >= 0) s->sym[R->next].prev = b.left;
            vki__spm_pair(s, L->prev, b.left);
            vki__spm_pair(s, b.left, L->next);
        }
        for (j = (int32_t)seg; j >= 0; j = s->sym[j].next) {
            const uint8_t *p = s->buf + s->sym[j].id;
            int32_t id = vki__tok_id(s->v, t, p, (size_t)s->sym[j].len), k;
            if (id >= 0) { vki__emit(s, id); continue; }
            for (k = 0; k < s->sym[j].len; k++) vki__emit(s, t->spm_byte[p[k]]);
        }
    }
}

static void vki__tk_free(vki__tk *s) {
    VKINFER_FREE(s->out);
    VKINFER_FREE(s->cp);
    VKINFER_FREE(s->fl);
    VKINFER_FREE(s->off);
    VKINFER_FREE(s->norm);
    VKINFER_FREE(s->sym);
    VKINFER_FREE(s->heap);
    VKINFER_FREE(s->buf);
}

/* Special-token partition as llama.cpp's tokenizer_st_partition: for each special token,
   longest first, every text fragment is split at each of its occurrences. Control and
   unknown tokens take part only when parsing special tokens; user-defined ones always do
   (as in llama.cpp and Hugging Face tokenizers). Returns the fragment count or -1. */
static int vki__partition(vki__tk *s, const uint8_t *text, size_t n, int special, vki__frag **out) {
    const vki__tok *t = s->t;
    vki__frag *a, *b;
    size_t na = 1, cap = 16;
    int k;
    a = (vki__frag *)VKINFER_MALLOC(sizeof(vki__frag) * cap);
    b = (vki__frag *)VKINFER_MALLOC(sizeof(vki__frag) * cap);
    if (!a || !b) { VKINFER_FREE(a); VKINFER_FREE(b); return -1; }
    a[0].tok = -1;
    a[0].off = 0;
    a[0].len = (uint32_t)n;
    for (k = 0; k < t->n_special; k++) {
        int32_t id = t->special[k];
        const char *tx = s->v->text[id];
        size_t tl = (size_t)s->v->len[id], i, nb = 0;
        if (!special && (t->attr[id] & (VKI__A_CONTROL | VKI__A_UNKNOWN))) continue;
        if (!vki__find(text, n, tx, tl)) continue;
        for (i = 0; i < na; i++) {
            size_t pos = a[i].off, end = a[i].off + a[i].len;
            const uint8_t *p;
            if (a[i].tok >= 0) p = NULL;
            else p = vki__find(text + pos, end - pos, tx, tl);
            while (1) {
                if (nb + 3 > cap) {
                    vki__frag *x = (vki__frag *)VKINFER_REALLOC(a, sizeof(vki__frag) * cap * 2);
                    if (!x) goto fail;
                    a = x;
                    x = (vki__frag *)VKINFER_REALLOC(b, sizeof(vki__frag) * cap * 2);
                    if (!x) goto fail;
                    b = x;
                    cap *= 2;
                }
                if (!p) break;
                if ((size_t)(p - text) > pos) {
                    b[nb].tok = -1; b[nb].off = (uint32_t)pos; b[nb].len = (uint32_t)((size_t)(p - text) - pos); nb++;
                }
                b[nb].tok = id; b[nb].off = (uint32_t)(p - text); b[nb].len = (uint32_t)tl; nb++;
                pos = (size_t)(p - text) + tl;
                p = vki__find(text + pos, end - pos, tx, tl);
            }
            if (a[i].tok >= 0) b[nb++] = a[i];
            else if (pos < end) { b[nb].tok = -1; b[nb].off = (uint32_t)pos; b[nb].len = (uint32_t)(end - pos); nb++; }
        }
        { vki__frag *x = a; a = b; b = x; na = nb; }
    }
    VKINFER_FREE(b);
    *out = a;
    return (int)na;
fail:
    VKINFER_FREE(a);
    VKINFER_FREE(b);
    return -1;
}

VKINFER_API int vki_tokenize(const vki_model *m, const char *text, int len, int32_t *ids, int cap, int flags) {
    vki__tk s;
    vki__frag *fr = NULL;
    int nf = 0, i, prev_special = 1, result;
    size_t n;
    if (!m || !m->tok) return 0;
    if (!text && len != 0) {
        vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_tokenize: text is NULL (len %d)", len);
        return 0;
    }
    if (cap < 0 || (!ids && cap > 0)) {
        vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_tokenize: %s", cap < 0 ? "cap is negative" : "ids is NULL with cap > 0");
        return 0;
    }
    n = len < 0 ? strlen(text) : (size_t)len;
    memset(&s, 0, sizeof s);
    s.v = &m->vocab;
    s.t = (const vki__tok *)m->tok;
    if ((flags & VKI_TOKENIZE_ADD_BOS) && s.v->add_bos && s.v->bos >= 0 && s.v->bos < s.t->n_tokens)
        vki__emit(&s, s.v->bos);
    if (n) {
        nf = vki__partition(&s, (const uint8_t *)text, n, (flags & VKI_TOKENIZE_SPECIAL) != 0, &fr);
        if (nf < 0) s.oom = 1;
    }
    for (i = 0; i < nf && !s.oom; i++) {
        if (fr[i].tok >= 0) {
            vki__emit(&s, fr[i].tok);
            prev_special = 1;
        } else if (s.v->kind == VKI_TOKENIZER_SPM) {
            /* llama.cpp adds the prefix space to the first text and to text after a special token */
            vki__spm_fragment(&s, (const uint8_t *)text + fr[i].off, fr[i].len, s.v->add_space_prefix && prev_special);
            prev_special = 0;
        } else {
            vki__bpe_fragment(&s, (const uint8_t *)text + fr[i].off, fr[i].len);
        }
    }
    VKINFER_FREE(fr);
    if (s.oom || s.n_out > INT_MAX) {
        vki__tk_free(&s);
        vki__fail(m->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "vki_tokenize: out of memory for %zu bytes of text", n);
        return 0;
    }
    result = (int)s.n_out;
    /* s.out is NULL when nothing was emitted (empty text, no BOS) */
    if (ids && cap > 0 && result > 0) memcpy(ids, s.out, sizeof(int32_t) * (size_t)VKI__MIN(cap, result));
    vki__tk_free(&s);
    return result > cap ? -result : result;
}

/* ---- detokenization ------------------------------------------------------------ */

/* Writes the text of a token to out (NULL: only measure) as llama.cpp's token_to_piece
   and returns its length. */
static size_t vki__piece(const vki__vocab *v, const vki__tok *t, int32_t id, uint8_t *out, int flags) {
    static const char hex[] = "0123456789abcdef";
    int a;
    const uint8_t *x;
    size_t n, i, o = 0;
    if (!t || id < 0 || id >= t->n_tokens) return 0;
    a = t->attr[id];
    x = (const uint8_t *)v->text[id];
    n = (size_t)v->len[id];
    if ((a & (VKI__A_CONTROL | VKI__A_UNKNOWN)) && !(flags & VKI_DETOK_SPECIAL)) return 0;
    if (a & (VKI__A_CONTROL | VKI__A_UNKNOWN | VKI__A_USER)) {
        if (out) memcpy(out, x, n);
        return n;
    }
    if (v->kind == VKI_TOKENIZER_SPM) {
        if (a & VKI__A_NORMAL) {
            for (i = 0; i < n; i++) {
                if (i + 2 < n && x[i] == 0xE2 && x[i + 1] == 0x96 && x[i + 2] == 0x81) {
                    if (out) out[o] = ' ';
                    o++;
                    i += 2;
                } else {
                    if (out) out[o] = x[i];
                    o++;
                }
            }
            return o;
        }
        if ((a & VKI__A_BYTE) && n >= 5) {  /* "<0xAB>" */
            unsigned hv = 0;
            for (i = 3; i < 5; i++) {
                int c = x[i];
                hv = hv * 16 + (unsigned)(c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 0);
            }
            if (out) out[0] = (uint8_t)hv;
            return 1;
        }
        return 0;
    }
    if (!(a & VKI__A_NORMAL)) return 0;
    /* byte-level text back to bytes; characters outside the mapping are written as
       llama.cpp's llama_decode_text does */
    for (i = 0; i < n;) {
        size_t adv, e;
        uint32_t c = vki__utf8_lenient(x + i, n - i, &adv);
        if (c < 0x144 && t->cp_byte[c] >= 0) {
            if (out) out[o] = (uint8_t)t->cp_byte[c];
            o++;
        } else {
            uint8_t u[4];
            size_t ul = vki__utf8_put(c, u);
            if (out) memcpy(out + o, "[UNK_BYTE_0x", 12);
            o += 12;
            for (e = 0; e < ul; e++) {
                if (out) { out[o] = (uint8_t)hex[u[e] >> 4]; out[o + 1] = (uint8_t)hex[u[e] & 15]; }
                o += 2;
            }
            if (out) { memcpy(out + o, x, n); out[o + n] = ']'; }
            o += n + 1;
        }
        i += adv;
    }
    return o;
}

VKINFER_API int vki_token_to_piece(const vki_model *m, int32_t id, char *buf, int cap, int flags) {
    size_t n;
    if (!m || !m->tok) return 0;
    n = vki__piece(&m->vocab, (const vki__tok *)m->tok, id, NULL, flags);
    if (n > (size_t)INT_MAX) return 0;
    if (!buf || (size_t)VKI__MAX(cap, 0) < n) return -(int)n;
    vki__piece(&m->vocab, (const vki__tok *)m->tok, id, (uint8_t *)buf, flags);
    return (int)n;
}

/* d->first stays 0 until a token with text arrives; that token loses one leading space
   when the vocabulary adds a prefix space (llama.cpp's detokenizer does the same to
   the first token). */
VKINFER_API int vki_detokenize_push(const vki_model *m, vki_detokenizer *d, int32_t id, char *out, int cap, int flags) {
    uint8_t local[512];
    uint8_t *w = local;
    const vki__tok *t;
    size_t n, np, skip = 0, o, keep;
    if (!m || !m->tok) return 0;
    if (!d || d->n_pending < 0 || d->n_pending > 4) {
        vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_detokenize_push: %s", d ? "d is not zero-initialised (n_pending)" : "d is NULL");
        return 0;
    }
    t = (const vki__tok *)m->tok;
    np = (size_t)d->n_pending;
    n = vki__piece(&m->vocab, t, id, NULL, flags);
    if (np + n > sizeof local) {
        w = (uint8_t *)VKINFER_MALLOC(np + n);
        if (!w) {
            vki__fail(m->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "vki_detokenize_push: out of memory");
            return 0;
        }
    }
    memcpy(w, d->pending, np);
    vki__piece(&m->vocab, t, id, w + np, flags);
    if (!d->first && n > 0 && m->vocab.add_space_prefix && w[np] == ' ') {
        memmove(w + np, w + np + 1, n - 1);
        skip = 1;
    }
    o = vki__utf8_clean(w, np + n - skip, 0, NULL, &keep);
    if (o > (size_t)INT_MAX || !out || o > (size_t)VKI__MAX(cap, 0)) {
        if (w != local) VKINFER_FREE(w);
        return o > (size_t)INT_MAX ? 0 : -(int)o;
    }
    vki__utf8_clean(w, np + n - skip, 0, (uint8_t *)out, &keep);
    memcpy(d->pending, w + np + n - skip - keep, keep);
    d->n_pending = (int)keep;
    if (n > 0) d->first = 1;
    if (w != local) VKINFER_FREE(w);
    return (int)o;
}

VKINFER_API int vki_detokenize_flush(vki_detokenizer *d, char *out, int cap) {
    size_t o, keep;
    if (!d || d->n_pending < 0 || d->n_pending > 4) return 0;
    o = vki__utf8_clean((const uint8_t *)d->pending, (size_t)d->n_pending, 1, NULL, &keep);
    if (!out || o > (size_t)VKI__MAX(cap, 0)) return -(int)o;
    vki__utf8_clean((const uint8_t *)d->pending, (size_t)d->n_pending, 1, (uint8_t *)out, &keep);
    memset(d, 0, sizeof *d);  /* ready for the next stream */
    return (int)o;
}

VKINFER_API int vki_token_is_eog(const vki_model *m, int32_t id) {
    const vki__tok *t = m ? (const vki__tok *)m->tok : NULL;
    return t && id >= 0 && id < t->n_tokens && (t->attr[id] & VKI__A_EOG) != 0;
}

/* ---- chat templates ------------------------------------------------------------ */
typedef struct vki__sb { char *p; size_t n, cap; int oom; } vki__sb;

static void vki__sb_put(vki__sb *b, const char *s, size_t n) {
    if (b->oom || !n) return;
    if (b->n + n + 1 > b->cap) {
        size_t c = VKI__MAX(b->cap * 2, b->n + n + 256);
        char *p = (char *)VKINFER_REALLOC(b->p, c);
        if (!p) { b->oom = 1; return; }
        b->p = p;
        b->cap = c;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
}
static void vki__sb_str(vki__sb *b, const char *s) { if (s) vki__sb_put(b, s, strlen(s)); }

static int vki__contains(const char *h, size_t n, const char *nd) {
    return vki__find((const uint8_t *)h, n, nd, strlen(nd)) != NULL;
}

VKINFER_API vki_chat_template vki_chat_template_detect(const vki_model *m) {
    const char *s = m ? m->vocab.chat_template : NULL;
    size_t n = s ? (m->vocab.chat_template_len >= 0 ? (size_t)m->vocab.chat_template_len : strlen(s)) : 0;
    if (s && vki__contains(s, n, "<|im_start|>")) {
        if (vki__contains(s, n, "enable_thinking") || vki__contains(s, n, "<think>")) return VKI_CHAT_QWEN3;
        return VKI_CHAT_CHATML;
    }
    if (s && vki__contains(s, n, "<|start_header_id|>")) return VKI_CHAT_LLAMA3;
    if (s && vki__contains(s, n, "[INST]")) return VKI_CHAT_LLAMA2;
    if (m) {
        vki_context *ctx = m->ctx;
        if (ctx) vki__log(ctx, VKI_LOG_WARN, "VKI_W_CHAT_TEMPLATE",
                          "tokenizer.chat_template %s: using ChatML (set vki_chat_desc.tmpl to choose)",
                          s ? "is not recognised" : "is missing");
    }
    return VKI_CHAT_CHATML;
}

/* llama.cpp's trim: isspace (C locale) at both ends */
static int vki__isspace(int c) { return c == ' ' || (c >= 9 && c <= 13); }
static void vki__trim(const char *s, size_t *b, size_t *e) {
    while (*b < *e && vki__isspace((unsigned char)s[*b])) (*b)++;
    while (*e > *b && vki__isspace((unsigned char)s[*e - 1])) (*e)--;
}

static int vki__streq(const char *a, const char *b) { return a && strcmp(a, b) == 0; }

/* Qwen3's Jinja template without tools: reasoning of earlier turns is dropped, the
   assistant turns after the last user query keep it in a <think> block. */
static void vki__chat_qwen3(vki__sb *b, const vki_chat_message *msgs, int n, int add_ass, int no_think) {
    int i, last_query = n - 1;
    if (n > 0 && vki__streq(msgs[0].role, "system")) {
        vki__sb_str(b, "<|im_start|>system\n");
        vki__sb_str(b, msgs[0].content);
        vki__sb_str(b, "<|im_end|>\n");
    }
    for (i = n - 1; i >= 0; i--) {
        const char *c = msgs[i].content ? msgs[i].content : "";
        size_t cl = strlen(c);
        if (vki__streq(msgs[i].role, "user") &&
            !(cl >= 15 + 16 && !strncmp(c, "<tool_response>", 15) && !strcmp(c + cl - 16, "</tool_response>"))) {
            last_query = i;
            break;
        }
    }
    for (i = 0; i < n; i++) {
        const char *role = msgs[i].role ? msgs[i].role : "";
        const char *c = msgs[i].content ? msgs[i].content : "";
        size_t cl = strlen(c);
        if (!strcmp(role, "user") || (!strcmp(role, "system") && i > 0)) {
            vki__sb_str(b, "<|im_start|>");
            vki__sb_str(b, role);
            vki__sb_str(b, "\n");
            vki__sb_put(b, c, cl);
            vki__sb_str(b, "<|im_end|>\n");
        } else if (!strcmp(role, "assistant")) {
            size_t rb = 0, re = 0, cb = 0, ce = cl;
            const uint8_t *end = vki__find((const uint8_t *)c, cl, "</think>", 8);
            if (end) {
                /* reasoning = content.split('</think>')[0].rstrip('\n').split('<think>')[-1].lstrip('\n') */
                const uint8_t *p, *q = (const uint8_t *)c;
                re = (size_t)(end - (const uint8_t *)c);
                while (re > 0 && c[re - 1] == '\n') re--;
                while ((p = vki__find(q, (size_t)((const uint8_t *)c + re - q), "<think>", 7)) != NULL) q = p + 7;
                rb = (size_t)(q - (const uint8_t *)c);
                while (rb < re && c[rb] == '\n') rb++;
                /* content = content.split('</think>')[-1].lstrip('\n') */
                q = end + 8;
                while ((p = vki__find(q, (size_t)((const uint8_t *)c + cl - q), "</think>", 8)) != NULL) q = p + 8;
                cb = (size_t)(q - (const uint8_t *)c);
                while (cb < ce && c[cb] == '\n') cb++;
            }
            vki__sb_str(b, "<|im_start|>assistant\n");
            if (i > last_query && (i == n - 1 || re > rb)) {
                while (rb < re && c[rb] == '\n') rb++;
                while (re > rb && c[re - 1] == '\n') re--;
                while (cb < ce && c[cb] == '\n') cb++;
                vki__sb_str(b, "<think>\n");
                vki__sb_put(b, c + rb, re - rb);
                vki__sb_str(b, "\n</think>\n\n");
            }
            vki__sb_put(b, c + cb, ce - cb);
            vki__sb_str(b, "<|im_end|>\n");
        } else if (!strcmp(role, "tool")) {
            if (i == 0 || !vki__streq(msgs[i - 1].role, "tool")) vki__sb_str(b, "<|im_start|>user");
            vki__sb_str(b, "\n<tool_response>\n");
            vki__sb_put(b, c, cl);
            vki__sb_str(b, "\n</tool_response>");
            if (i == n - 1 || !vki__streq(msgs[i + 1].role, "tool")) vki__sb_str(b, "<|im_end|>\n");
        }
    }
    if (add_ass) {
        vki__sb_str(b, "<|im_start|>assistant\n");
        if (no_think) vki__sb_str(b, "<think>\n\n</think>\n\n");
    }
}

VKINFER_API int vki_chat_format(const vki_model *m, const vki_chat_desc *desc, const vki_chat_message *msgs,
                                int n, char *buf, int cap) {
    vki_chat_template tmpl = desc && desc->tmpl ? desc->tmpl : vki_chat_template_detect(m);
    int add_ass = !(desc && desc->no_generation_prompt), i;
    vki__sb b;
    memset(&b, 0, sizeof b);
    if (n < 0 || (n > 0 && !msgs)) {
        if (m) vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_chat_format: %s", n < 0 ? "n is negative" : "msgs is NULL");
        return 0;
    }
    switch (tmpl) {
    case VKI_CHAT_QWEN3:
        vki__chat_qwen3(&b, msgs, n, add_ass, desc && desc->disable_thinking);
        break;
    case VKI_CHAT_LLAMA3:
        /* as llama.cpp: no <|begin_of_text|> here, vki_tokenize's ADD_BOS adds it */
        for (i = 0; i < n; i++) {
            const char *c = msgs[i].content ? msgs[i].content : "";
            size_t cb = 0, ce = strlen(c);
            vki__trim(c, &cb, &ce);
            vki__sb_str(&b, "<|start_header_id|>");
            vki__sb_str(&b, msgs[i].role);
            vki__sb_str(&b, "<|end_header_id|>\n\n");
            vki__sb_put(&b, c + cb, ce - cb);
            vki__sb_str(&b, "<|eot_id|>");
        }
        if (add_ass) vki__sb_str(&b, "<|start_header_id|>assistant<|end_header_id|>\n\n");
        break;
    case VKI_CHAT_LLAMA2: {
        /* llama.cpp's "llama2-sys" variant; the BOS comes from tokenization */
        int inside = 1;
        vki__sb_str(&b, "[INST] ");
        for (i = 0; i < n; i++) {
            if (!inside) { inside = 1; vki__sb_str(&b, "[INST] "); }
            if (vki__streq(msgs[i].role, "system")) {
                vki__sb_str(&b, "<<SYS>>\n");
                vki__sb_str(&b, msgs[i].content);
                vki__sb_str(&b, "\n<</SYS>>\n\n");
            } else if (vki__streq(msgs[i].role, "user")) {
                vki__sb_str(&b, msgs[i].content);
                vki__sb_str(&b, " [/INST]");
            } else {
                vki__sb_str(&b, msgs[i].content);
                vki__sb_str(&b, "</s>");
                inside = 0;
            }
        }
        break;
    }
    default:  /* ChatML */
        for (i = 0; i < n; i++) {
            vki__sb_str(&b, "<|im_start|>");
            vki__sb_str(&b, msgs[i].role);
            vki__sb_str(&b, "\n");
            vki__sb_str(&b, msgs[i].content);
            vki__sb_str(&b, "<|im_end|>\n");
        }
        if (add_ass) vki__sb_str(&b, "<|im_start|>assistant\n");
        break;
    }
    if (b.oom || b.n >= (size_t)INT_MAX) {
        VKINFER_FREE(b.p);
        if (m) vki__fail(m->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "vki_chat_format: out of memory");
        return 0;
    }
    i = (int)b.n;
    if (!buf || cap < i + 1) {
        VKINFER_FREE(b.p);
        return -(i + 1);
    }
    if (i) memcpy(buf, b.p, (size_t)i);
    buf[i] = 0;
    VKINFER_FREE(b.p);
    return i;
}
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
    X(vkDestroyDevice) X(vkGetDeviceQueue) X(vkQueueSubmit) \
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
#define VKI__MAX_BINDINGS 12
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
typedef struct vki__ring_region { uint64_t start; int q; uint64_t value; } vki__ring_region;

#define VKI__MAX_SPEC 12 /* specialization constants a kernel takes, at most */
typedef struct vki__pipeline {
    int kernel;
    uint32_t spec[VKI__MAX_SPEC];
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
    int full_subgroups;          /* computeFullSubgroups enabled: pipelines may require full subgroups */
    /* VKINFER_PIPELINE_STATS=1 where VK_KHR_pipeline_executable_properties exists: each
       new pipeline's compiler statistics (registers, ...) are logged (for tuning) */
    PFN_vkGetPipelineExecutableStatisticsKHR pipe_stats;
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
    memset(types, 0, sizeof types);
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
    /* no context to name the argument in: the code alone says it */
    if (cap < 0 || (!infos && cap > 0)) return (int)VKI_ERROR_INVALID_ARGUMENT;
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
    else if (vk->props.limits.maxPerStageDescriptorStorageBuffers < VKI__MAX_BINDINGS)
        missing = "12 storage buffers per shader stage (maxPerStageDescriptorStorageBuffers)";
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
    VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR fpe;
    const char *exts[4], *env = getenv("VKINFER_PIPELINE_STATS");
    int want_stats = 0;
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
        vk->full_subgroups = vk->info.has_subgroup_size_control;
        /* what the int8 mat-vec kernel needs; f13 stays zero below Vulkan 1.3 */
        vk->info.has_integer_dot_product = f13.shaderIntegerDotProduct;
    }
    if (vk->info.has_memory_budget) exts[n_exts++] = VK_EXT_MEMORY_BUDGET_EXTENSION_NAME;
    if (vk->info.has_push_descriptor) exts[n_exts++] = VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME;
    if (env && strcmp(env, "0") != 0) {
        uint32_t n = 0;
        VkExtensionProperties *ep;
        vk->it.vkEnumerateDeviceExtensionProperties(vk->phys, NULL, &n, NULL);
        if ((ep = (VkExtensionProperties *)vki__calloc(n + 1, sizeof *ep)) != NULL) {
            vk->it.vkEnumerateDeviceExtensionProperties(vk->phys, NULL, &n, ep);
            want_stats = vki__has_ext(ep, n, VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
            VKINFER_FREE(ep);
        }
    }
    if (want_stats) {
        exts[n_exts++] = VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME;
        VKI__ZERO(fpe);
        fpe.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR;
        fpe.pipelineExecutableInfo = VK_TRUE;
        fpe.pNext = f2.pNext;
        f2.pNext = &fpe;
    }
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
    if (want_stats)
        vk->pipe_stats = (PFN_vkGetPipelineExecutableStatisticsKHR)vk->it.vkGetDeviceProcAddr(vk->device, "vkGetPipelineExecutableStatisticsKHR");
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
        if (rg->start + size >= pos + n) break; /* this and later regions lie beyond what we overwrite */
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

/* Records the region just taken (it starts at ring_head - n) as in use until value. */
static void vki__ring_mark(struct vki__vk *vk, uint64_t n, int qi, uint64_t value) {
    vki__ring_region rg;
    rg.start = vk->ring_head - n;
    rg.q = qi;
    rg.value = value;
    stbds_arrput(vk->ring_inflight, rg);
}

static VkCommandBuffer vki__cb(struct vki__vk *vk, int qi) { return vk->q[qi].slots[vk->q[qi].cur].cb; }

/* Before a copy that touches a buffer an earlier copy of the same open batch touched:
   a transfer-to-transfer barrier (read-after-write, write-after-read, write-after-write).
   Ring regions need none: they are never reused before their batch has completed. */
static void vki__copy_hazard(vki_context *ctx, vki_buffer *buf) {
    struct vki__vk *vk = ctx->vk;
    vki__queue *q = &vk->q[VKI__Q_XFER];
    VkMemoryBarrier mb;
    if (!q->n_cmds || buf->last_use[VKI__Q_XFER] != q->next_value) return;
    VKI__ZERO(mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    vk->dt.vkCmdPipelineBarrier(vki__cb(vk, VKI__Q_XFER), VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1,
                                &mb, 0, NULL, 0, NULL);
    ctx->stats.barriers++;
}

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
        vki__copy_hazard(ctx, buf);
        vk->dt.vkCmdCopyBuffer(vki__cb(vk, VKI__Q_XFER), vk->ring->buffer, buf->block->buffer, 1, &c);
        q->n_cmds++;
        vki__ring_mark(vk, n, VKI__Q_XFER, q->next_value);
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
        vki__copy_hazard(ctx, buf);
        vk->dt.vkCmdCopyBuffer(vki__cb(vk, VKI__Q_XFER), buf->block->buffer, vk->ring->buffer, 1, &c);
        q->n_cmds++;
        value = q->next_value;
        vki__ring_mark(vk, n, VKI__Q_XFER, value);
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
    vki_result r;
    if (out) *out = NULL;
    if (!ctx || !out) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_buffer_create: out is NULL");
    if ((r = vki__buffer_alloc(ctx, size, "vki_buffer_create", out)) == VKI_SUCCESS) vki__live_add(ctx, VKI__LIVE_BUFFER, *out);
    return r;
}

VKINFER_API void vki_buffer_destroy(vki_buffer *buf) {
    if (buf) vki__live_drop(buf->ctx, VKI__LIVE_BUFFER, buf);
    vki__buffer_free(buf);
}

VKINFER_API vki_result vki_buffer_info_get(const vki_buffer *buf, vki_buffer_info *out) {
    if (!buf) return VKI_ERROR_INVALID_ARGUMENT;
    if (!out) return vki__fail(buf->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_buffer_info_get: out is NULL");
    out->size = buf->size;
    out->memory_type = buf->block->type;
    out->memory_flags = buf->ctx->vk->mem.memoryTypes[buf->block->type].propertyFlags;
    out->offset = buf->offset;
    out->vk_buffer = (void *)buf->block->buffer;
    return VKI_SUCCESS;
}

VKINFER_API vki_result vki_buffer_upload(vki_buffer *buf, uint64_t offset, const void *src, uint64_t size) {
    if (!buf) return VKI_ERROR_INVALID_ARGUMENT;
    if (!src && size) return vki__fail(buf->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_buffer_upload: src is NULL (size %llu)", (unsigned long long)size);
    return vki__upload(buf->ctx, buf, offset, src, size);
}

VKINFER_API vki_result vki_buffer_read(vki_buffer *buf, uint64_t offset, void *dst, uint64_t size) {
    if (!buf) return VKI_ERROR_INVALID_ARGUMENT;
    if (!dst && size) return vki__fail(buf->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_buffer_read: dst is NULL (size %llu)", (unsigned long long)size);
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

/* Logs the driver's statistics of a pipeline's one executable (VKINFER_PIPELINE_STATS:
   asked for, so shown at the default level), e.g. NVIDIA's register count, which sets
   how many workgroups share a multiprocessor. */
static void vki__pipeline_stats(vki_context *ctx, const char *kernel, VkPipeline pipe, const uint32_t *spec, int n_spec) {
    VkPipelineExecutableInfoKHR ei;
    VkPipelineExecutableStatisticKHR st[16];
    uint32_t n = 16, i;
    char line[768];
    size_t len = 0;
    VKI__ZERO(ei);
    ei.sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR;
    ei.pipeline = pipe;
    memset(st, 0, sizeof st);
    for (i = 0; i < n; i++) st[i].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR;
    if (ctx->vk->pipe_stats(ctx->vk->device, &ei, &n, st) < 0) return;
    len += (size_t)snprintf(line + len, sizeof line - len, "%s spec", kernel);
    for (i = 0; i < (uint32_t)n_spec && len < sizeof line; i++) len += (size_t)snprintf(line + len, sizeof line - len, " %u", spec[i]);
    for (i = 0; i < n && len < sizeof line; i++) {
        const VkPipelineExecutableStatisticKHR *t = &st[i];
        if (t->format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR)
            len += (size_t)snprintf(line + len, sizeof line - len, "; %s %g", t->name, t->value.f64);
        else if (t->format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR)
            len += (size_t)snprintf(line + len, sizeof line - len, "; %s %lld", t->name, (long long)t->value.i64);
        else
            len += (size_t)snprintf(line + len, sizeof line - len, "; %s %llu", t->name,
                                    (unsigned long long)(t->format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR ? t->value.b32 : t->value.u64));
    }
    vki__log(ctx, VKI_LOG_WARN, "VKI_W_PIPELINE_STATS", "%s", line);
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
    VkSpecializationMapEntry me[VKI__MAX_SPEC];
    VkSpecializationInfo si;
    VkComputePipelineCreateInfo pci;
    VkPipelineShaderStageRequiredSubgroupSizeCreateInfo rss;
    VkResult r;
    double t0 = vki__now_us();
    if (n_spec > VKI__MAX_SPEC)
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "kernel '%s': more than %d specialization constants", kernel, VKI__MAX_SPEC);
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
        /* the kernels index subgroups as invocation / SG and reduce over whole
           subgroups: every subgroup full (workgroups are multiples of SG) */
        if (vk->full_subgroups && spec && n_spec > 0 && spec[0] % required_subgroup == 0)
            pci.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
    }
    pci.layout = vk->layout;
    if (vk->pipe_stats) pci.flags |= VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
    r = vk->dt.vkCreateComputePipelines(vk->device, vk->cache, 1, &pci, NULL, &p.pipeline);
    vk->dt.vkDestroyShaderModule(vk->device, sm, NULL);
    if (r != VK_SUCCESS) return vki__vkfail(ctx, r, "vkCreateComputePipelines");
    if (vk->pipe_stats) vki__pipeline_stats(ctx, kernel, p.pipeline, p.spec, n_spec);
    stbds_arrput(vk->pipelines, p);
    *out = (int)stbds_arrlen(vk->pipelines) - 1;
    vki__log(ctx, VKI_LOG_DEBUG, "VKI_D_PIPELINE", "pipeline '%s' created in %.0f us", kernel, vki__now_us() - t0);
    return VKI_SUCCESS;
}

/* One buffer range bound to a kernel; write marks the ranges the kernel writes. */
typedef struct vki__bind { vki_buffer *buf; uint64_t offset, range; int write; } vki__bind;

/* Writes bindings 0..nb-1 of a descriptor set (storage buffers; range 0: the rest of the
   buffer) and counts them. */
static void vki__write_set(vki_context *ctx, VkDescriptorSet set, const vki__bind *b, int nb) {
    struct vki__vk *vk = ctx->vk;
    VkWriteDescriptorSet w[VKI__MAX_BINDINGS];
    VkDescriptorBufferInfo bi[VKI__MAX_BINDINGS];
    int i;
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
}

/* Records one dispatch into the compute queue's open batch (one-off work: tests, setup).
   A barrier separates it from the batch's earlier commands; descriptors come from the
   batch's pool. The token step does not use this: its plan is recorded once. */
VKI__UNUSED static vki_result vki__dispatch(vki_context *ctx, int pipeline, const vki__bind *b, int nb, const void *push,
                                uint32_t push_size, uint32_t gx, uint32_t gy, uint32_t gz) {
    struct vki__vk *vk = ctx->vk;
    vki__queue *q = &vk->q[VKI__Q_COMPUTE];
    VkDescriptorSetAllocateInfo ai;
    VkDescriptorSet set;
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
    vki__write_set(ctx, set, b, nb);
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
        vk->full_subgroups = h->enabled_subgroup_size_control && h->enabled_compute_full_subgroups;
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
    if (!out) { /* no context to hold the message: errbuf gets it */
        if (d.errbuf && d.errbuf_size) snprintf(d.errbuf, d.errbuf_size, "vki_context_create: out is NULL");
        return VKI_ERROR_INVALID_ARGUMENT;
    }
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

static void vki__live_free_all(vki_context *ctx);
VKINFER_API void vki_context_destroy(vki_context *ctx) {
    if (!ctx) return;
    vki__live_free_all(ctx);
    vki__vk_destroy(ctx);
    VKINFER_FREE(ctx);
}

VKINFER_API vki_result vki_context_device_info(const vki_context *ctx, vki_device_info *out) {
    if (!ctx) return VKI_ERROR_INVALID_ARGUMENT;
    if (!out) return vki__fail((vki_context *)ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_context_device_info: out is NULL");
    if (!ctx->vk) return VKI_ERROR_NO_GPU_CONTEXT;
    *out = ctx->vk->info;
    return VKI_SUCCESS;
}
/* @@END vulkan */

/* ---------------------------------------------------------------------------
   Model upload, sessions, the compiled token step, sampling
   ------------------------------------------------------------------------- */
/* @@SECTION decode */

/* ---- model weights on the device ---- */

typedef struct vki__layer_gpu {
    vki_buffer *attn_norm, *wq, *wk, *wv, *wo, *bq, *bk, *bv, *qk_norm, *ffn_norm, *gate, *up, *down;
    int qkv;      /* how many of Q, K, V wq holds side by side (and bq their biases): 3; 2 (Q and
                     K: V is apart where its type differs, as in Q4_K_M); 1 (each apart) */
    int gate_up;  /* 2: gate holds the gate rows, then the up rows (up unused); 1: apart */
} vki__layer_gpu;

struct vki__model_gpu {
    vki_buffer *embd, *out_norm, *output, *freqs;
    vki__layer_gpu *layers;
    int output_is_embd;
    uint64_t upload_value;      /* transfer timeline value of the last weight copy */
};

typedef struct vki__upload_progress {
    const vki_model_desc *desc;
    uint64_t done, total;
} vki__upload_progress;

/* Counts bytes uploaded and tells the caller's progress callback. */
static void vki__progress_add(vki__upload_progress *pr, uint64_t bytes) {
    pr->done += bytes;
    if (pr->desc && pr->desc->progress) pr->desc->progress(pr->desc->progress_user, pr->total ? (float)pr->done / (float)pr->total : 1.0f);
}

/* Reads element i of a 1-D F32/F16/BF16 tensor as float. */
static float vki__vec_elem(const vki__tensor *t, uint64_t i) {
    const uint8_t *p = t->data;
    uint32_t bits;
    uint16_t h;
    float f;
    if (t->type == VKI_TYPE_F32) {
        memcpy(&f, p + i * 4, 4);
        return f;
    }
    memcpy(&h, p + i * 2, 2);
    if (t->type == VKI_TYPE_BF16) {
        bits = (uint32_t)h << 16;
    } else { /* F16 */
        uint32_t sign = (uint32_t)(h >> 15) << 31, e = (h >> 10) & 31, mant = h & 1023;
        if (e == 0) {
            f = (float)mant * (1.0f / 16777216.0f);
            return sign ? -f : f;
        }
        bits = sign | (e == 31 ? (0xFFu << 23) | (mant << 13) : ((e + 112) << 23) | (mant << 13));
    }
    memcpy(&f, &bits, 4);
    return f;
}

/* Copies one tensor to a new device buffer: matrices in their native block layout,
   vectors (norms, biases, frequency factors) converted to f32 when concat is set, at
   float offset `at` of an existing buffer (*out non-NULL) or a new one. */
static vki_result vki__upload_tensor(vki_model *m, const vki__tensor *t, int as_f32, vki_buffer **out, uint64_t at_floats,
                                     uint64_t buf_floats, vki__upload_progress *pr) {
    vki_context *ctx = m->ctx;
    vki_result r;
    if (!t) return VKI_SUCCESS;
    if (!t->data)
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "tensor '%s': file map already released", t->name);
    if (!as_f32) {
        if (t->bytes > ctx->vk->props.limits.maxStorageBufferRange)
            return vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL,
                             "tensor '%s' is %llu bytes, over this device's maxStorageBufferRange (%u bytes)", t->name,
                             (unsigned long long)t->bytes, ctx->vk->props.limits.maxStorageBufferRange);
        if ((r = vki__buffer_alloc(ctx, t->bytes, t->name, out)) != VKI_SUCCESS) return r;
        if ((r = vki__upload(ctx, *out, 0, t->data, t->bytes)) != VKI_SUCCESS) return r;
    } else {
        uint64_t n = t->ne[0] * t->ne[1] * t->ne[2] * t->ne[3], i;
        float *tmp;
        if (t->type != VKI_TYPE_F32 && t->type != VKI_TYPE_F16 && t->type != VKI_TYPE_BF16)
            return vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL, "tensor '%s' has type %s; vectors must be F32, F16 or BF16",
                             t->name, vki_type_name(t->type));
        if (!*out && (r = vki__buffer_alloc(ctx, (buf_floats ? buf_floats : n) * 4, t->name, out)) != VKI_SUCCESS) return r;
        tmp = (float *)VKINFER_MALLOC((size_t)n * 4);
        if (!tmp) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "tensor '%s' conversion", t->name);
        for (i = 0; i < n; i++) tmp[i] = vki__vec_elem(t, i);
        r = vki__upload(ctx, *out, at_floats * 4, tmp, n * 4);
        VKINFER_FREE(tmp);
        if (r != VKI_SUCCESS) return r;
    }
    vki__progress_add(pr, t->bytes);
    return VKI_SUCCESS;
}

/* Uploads n matrices of one type into one buffer, each after the other: one mat-vec
   then computes them all from one staging of its input (Q/K/V; gate/up). */
static vki_result vki__upload_cat(vki_model *m, const vki__tensor *const *t, int n, vki_buffer **out, vki__upload_progress *pr) {
    vki_context *ctx = m->ctx;
    uint64_t total = 0, off = 0;
    vki_result r;
    int i;
    for (i = 0; i < n; i++) {
        if (!t[i]->data) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "tensor '%s': file map already released", t[i]->name);
        total += t[i]->bytes;
    }
    if ((r = vki__buffer_alloc(ctx, total, t[0]->name, out)) != VKI_SUCCESS) return r;
    for (i = 0; i < n; i++) {
        if ((r = vki__upload(ctx, *out, off, t[i]->data, t[i]->bytes)) != VKI_SUCCESS) return r;
        off += t[i]->bytes;
        vki__progress_add(pr, t[i]->bytes);
    }
    return VKI_SUCCESS;
}

/* Whether matrices can share one buffer and one mat-vec: one type, within the device's
   largest storage binding, and the outputs' offsets (the first ones' rows, as floats)
   valid binding offsets for the next kernel. */
static int vki__can_cat(vki_model *m, const vki__tensor *const *t, int n) {
    uint64_t total = 0, rows = 0, align = m->ctx->vk->props.limits.minStorageBufferOffsetAlignment;
    int i;
    for (i = 0; i < n; i++) {
        if (t[i]->type != t[0]->type) return 0;
        total += t[i]->bytes;
        if (i < n - 1) {
            rows += t[i]->ne[1];
            if (align && (rows * 4) % align) return 0;
        }
    }
    return total <= m->ctx->vk->props.limits.maxStorageBufferRange;
}

static void vki__model_release(vki_model *m) {
    struct vki__model_gpu *g = m->gpu;
    int i;
    if (!g) return;
    if (g->layers)
        for (i = 0; i < m->info.n_layer; i++) {
            vki__layer_gpu *L = &g->layers[i];
            vki_buffer *all[13];
            int k;
            all[0] = L->attn_norm; all[1] = L->wq; all[2] = L->wk; all[3] = L->wv; all[4] = L->wo;
            all[5] = L->bq; all[6] = L->bk; all[7] = L->bv; all[8] = L->qk_norm; all[9] = L->ffn_norm;
            all[10] = L->gate; all[11] = L->up; all[12] = L->down;
            for (k = 0; k < 13; k++) vki__buffer_free(all[k]);
        }
    VKINFER_FREE(g->layers);
    vki__buffer_free(g->embd);
    vki__buffer_free(g->out_norm);
    if (!g->output_is_embd) vki__buffer_free(g->output);
    vki__buffer_free(g->freqs);
    VKINFER_FREE(g);
    m->gpu = NULL;
}

/* Uploads every weight the token step reads to device-local memory, waits until the
   copies have landed (load time only), then releases the file map. */
static vki_result vki__model_upload(vki_model *m, const vki_model_desc *desc) {
    vki_context *ctx = m->ctx;
    struct vki__model_gpu *g;
    vki__upload_progress pr;
    vki_result r = VKI_SUCCESS;
    uint64_t i;
    int l;
    double t0 = vki__now_us();
    /* VKINFER_FUSE=0 keeps Q/K/V and gate/up as separate matrices (for comparisons) */
    const char *fenv = getenv("VKINFER_FUSE");
    int fuse = !fenv || strcmp(fenv, "0") != 0;
    if (m->info.head_dim > 256 || m->info.head_dim % 8)
        return vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL, "head_dim %d: vkinfer supports head sizes that are multiples of 8, up to 256",
                         m->info.head_dim);
    if (m->info.n_embd % 32 || m->info.n_ff % 32 || (m->info.n_head * m->info.head_dim) % 32)
        return vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL, "n_embd %d, n_ff %d and n_head*head_dim must be multiples of 32",
                         m->info.n_embd, m->info.n_ff);
    g = (struct vki__model_gpu *)vki__calloc(1, sizeof *g);
    if (!g) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "model device state");
    m->gpu = g;
    g->layers = (vki__layer_gpu *)vki__calloc((size_t)m->info.n_layer, sizeof *g->layers);
    if (!g->layers) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "layer table");
    memset(&pr, 0, sizeof pr);
    pr.desc = desc;
    for (i = 0; i < m->gguf.n_tensors; i++) pr.total += m->gguf.tensors[i].bytes;
    if (desc && desc->progress) desc->progress(desc->progress_user, 0.0f);
    r = vki__upload_tensor(m, m->tok_embd, 0, &g->embd, 0, 0, &pr);
    if (!r) r = vki__upload_tensor(m, m->output_norm, 1, &g->out_norm, 0, 0, &pr);
    if (!r && m->output && m->output != m->tok_embd) r = vki__upload_tensor(m, m->output, 0, &g->output, 0, 0, &pr);
    g->output_is_embd = !m->output || m->output == m->tok_embd;
    if (g->output_is_embd) g->output = g->embd;
    if (!r && m->rope_freqs) r = vki__upload_tensor(m, m->rope_freqs, 1, &g->freqs, 0, 0, &pr);
    for (l = 0; l < m->info.n_layer && !r; l++) {
        const vki__layer *T = &m->layers[l];
        vki__layer_gpu *L = &g->layers[l];
        uint64_t hd = (uint64_t)m->info.head_dim;
        if ((r = vki__upload_tensor(m, T->attn_norm, 1, &L->attn_norm, 0, 0, &pr))) break;
        const vki__tensor *qkv[3], *gu[2];
        qkv[0] = T->wq; qkv[1] = T->wk; qkv[2] = T->wv;
        gu[0] = T->ffn_gate; gu[1] = T->ffn_up;
        L->qkv = !fuse ? 1 : vki__can_cat(m, qkv, 3) ? 3 : vki__can_cat(m, qkv, 2) ? 2 : 1;
        L->gate_up = fuse && vki__can_cat(m, gu, 2) ? 2 : 1;
        if (L->qkv > 1) {
            uint64_t nq = T->wq->ne[1], nkv = T->wk->ne[1], nb = nq + (uint64_t)(L->qkv - 1) * nkv;
            if ((r = vki__upload_cat(m, qkv, L->qkv, &L->wq, &pr))) break;
            if ((r = vki__upload_tensor(m, T->bq, 1, &L->bq, 0, nb, &pr))) break;
            if ((r = vki__upload_tensor(m, T->bk, 1, &L->bq, nq, nb, &pr))) break;
            if (L->qkv == 3 && (r = vki__upload_tensor(m, T->bv, 1, &L->bq, nq + nkv, nb, &pr))) break;
        } else {
            if ((r = vki__upload_tensor(m, T->wq, 0, &L->wq, 0, 0, &pr))) break;
            if ((r = vki__upload_tensor(m, T->bq, 1, &L->bq, 0, 0, &pr))) break;
            if ((r = vki__upload_tensor(m, T->wk, 0, &L->wk, 0, 0, &pr))) break;
            if ((r = vki__upload_tensor(m, T->bk, 1, &L->bk, 0, 0, &pr))) break;
        }
        if (L->qkv < 3) {
            if ((r = vki__upload_tensor(m, T->wv, 0, &L->wv, 0, 0, &pr))) break;
            if ((r = vki__upload_tensor(m, T->bv, 1, &L->bv, 0, 0, &pr))) break;
        }
        if ((r = vki__upload_tensor(m, T->wo, 0, &L->wo, 0, 0, &pr))) break;
        /* q and k norms side by side: the rope kernel reads [q_norm | k_norm] */
        if (T->q_norm && T->k_norm) {
            if ((r = vki__upload_tensor(m, T->q_norm, 1, &L->qk_norm, 0, 2 * hd, &pr))) break;
            if ((r = vki__upload_tensor(m, T->k_norm, 1, &L->qk_norm, hd, 2 * hd, &pr))) break;
        }
        if ((r = vki__upload_tensor(m, T->ffn_norm, 1, &L->ffn_norm, 0, 0, &pr))) break;
        if (L->gate_up == 2) {
            if ((r = vki__upload_cat(m, gu, 2, &L->gate, &pr))) break;
        } else {
            if ((r = vki__upload_tensor(m, T->ffn_gate, 0, &L->gate, 0, 0, &pr))) break;
            if ((r = vki__upload_tensor(m, T->ffn_up, 0, &L->up, 0, 0, &pr))) break;
        }
        if ((r = vki__upload_tensor(m, T->ffn_down, 0, &L->down, 0, 0, &pr))) break;
    }
    if (r) return r; /* the caller frees the model, and with it every buffer taken */
    if ((r = vki__flush(ctx, VKI__Q_XFER)) != VKI_SUCCESS) return r;
    g->upload_value = ctx->vk->q[VKI__Q_XFER].next_value - 1;
    if ((r = vki__wait_value(ctx, VKI__Q_XFER, g->upload_value)) != VKI_SUCCESS) return r;
    vki__gguf_unmap(&m->gguf);
    if (desc && desc->progress) desc->progress(desc->progress_user, 1.0f);
    vki__log(ctx, VKI_LOG_INFO, "VKI_I_MODEL_UPLOADED", "%llu bytes of weights uploaded in %.1f ms",
             (unsigned long long)pr.done, (vki__now_us() - t0) / 1000.0);
    return VKI_SUCCESS;
}

/* ---- the token step: a static list of dispatches, recorded once ---- */

typedef struct vki__op {
    int pipe;
    int nb;
    vki__bind b[VKI__MAX_BINDINGS];
    uint32_t push[VKI__PUSH_BYTES / 4];
    uint32_t push_size;
    uint32_t gx, gy;
} vki__op;

struct vki_session {
    vki_model *m;
    vki_context *ctx;
    int n_ctx, kv_f16;
    int pos;                    /* tokens in the KV cache, as the host sees it */
    int gpu_pos_known;          /* state.pos on the GPU equals pos */
    vki_buffer *attn_part;      /* per (head, slice) partial attention outputs */
    vki_buffer *attn_count;     /* per KV head: slices finished (zero between dispatches) */
    uint32_t attn_splits;       /* slices of the KV length per head, at most */
    uint32_t attn_chunk;        /* positions of a slice, at least */
    uint32_t attn_vpf;          /* 1: value rows load with the keys (see attention.comp) */
    uint64_t prefetch_bytes;    /* weights pulled into the cache beside each attention (prefetch.comp) */
    vki_buffer *x, *q, *att, *g, *logits, *kc, *vc, *state, *dummy; /* q: q | k | v; g: gate | up */
    vki_buffer *sink;           /* the prefetch kernel's output, bound by nothing else */
    vki_buffer *xq;             /* x * the next norm's weights as int8 blocks (matvec_io.glsl QOUT 1) */
    vki_buffer *xqf;            /* silu(gate) * up as int8 blocks (QOUT 2) */
    vki_buffer *xqa;            /* attention's output as int8 blocks (attention.comp QO) */
    int xqa_ready;              /* planning: the last attention left the output projection's input in xqa */
    vki_buffer *xq_norm;        /* planning: the norm whose input the last residual producer left in xq */
    int xqf_ready;              /* planning: the last gate/up mat-vec left the down projection's input in xqf */
    int prequant;               /* inputs quantized by their producers: 1 normed, 2 SwiGLU, 4 attention's (VKINFER_PREQUANT) */
    uint32_t n_prequant;        /* mat-vecs planned to read xq (tests) */
    uint64_t k_off, v_off, u_off;  /* bytes: k and v in q, up in g */
    uint32_t nsq_parts;         /* sum(x^2) parts the last producer of x left after x (for the next norm) */
    vki_buffer *io;             /* host-visible: tokens[n_ctx+1], out_tokens[n_ctx+1], ctrl */
    uint32_t *io_tokens, *io_out, *io_ctrl;
    uint64_t io_stride;         /* bytes between the regions of io */
    vki__op *ops;               /* stb_ds array: the token step */
    VkDescriptorPool pool;
    VkCommandPool cmd_pool;
    VkCommandBuffer cb_step[2]; /* [0]: sampled id only reported; [1]: also fed to the next step */
    VkCommandBuffer cb_setpos;
    VkDescriptorSet *sets;      /* one per op, written once */
    uint32_t barriers_per_step;
    /* mat-vec shapes, [0] float kernel, [1] matvec_dot: rows per subgroup for >= 8192,
       >= 4096 and fewer rows; subgroups per workgroup for the same three sizes; subgroups
       splitting a row's columns for the three (VKINFER_MATVEC overrides both) */
    uint32_t mv_shape[2][9];
    int mv_shape_set;            /* VKINFER_MATVEC gave them */
    int mv_dot;                  /* Q8_0/Q4_K/Q6_K mat-vecs on matvec_dot where the device can */
    uint64_t last_value;        /* compute timeline value of the last submitted step */
    uint64_t last_fed_value;    /* ... of the last step that wrote a token slot itself */
    int logits_pos;             /* pos the logits buffer belongs to (-1: none) */
    uint64_t *value_at;         /* per position p: value of the step that evaluated p */
};

static uint32_t vki__f2u(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* Appends one dispatch to the plan: a gx x gy grid of workgroups. */
static vki_result vki__plan2(vki_session *s, const char *kernel, const uint32_t *spec, int n_spec, const vki__bind *b, int nb,
                             const uint32_t *push, int n_push, uint32_t gx, uint32_t gy) {
    vki__op op;
    vki_result r;
    memset(&op, 0, sizeof op);
    if ((r = vki__pipeline_get(s->ctx, kernel, spec, n_spec, spec[1], &op.pipe)) != VKI_SUCCESS) return r;
    op.nb = nb;
    memcpy(op.b, b, sizeof(vki__bind) * (size_t)nb);
    op.push_size = (uint32_t)n_push * 4;
    memcpy(op.push, push, op.push_size);
    op.gx = gx;
    op.gy = gy;
    stbds_arrput(s->ops, op);
    return VKI_SUCCESS;
}

/* A 1-D count of workgroups, folded into x by y when it exceeds the 65535 limit (the
   kernels rebuild the flat index). */
static vki_result vki__plan(vki_session *s, const char *kernel, const uint32_t *spec, int n_spec, const vki__bind *b, int nb,
                            const uint32_t *push, int n_push, uint32_t groups) {
    uint32_t gx = groups > 65535 ? 65535 : groups;
    return vki__plan2(s, kernel, spec, n_spec, b, nb, push, n_push, gx, (groups + gx - 1) / gx);
}

static vki__bind vki__b(vki_buffer *buf, int write) {
    vki__bind b;
    b.buf = buf;
    b.offset = 0;
    b.range = 0;
    b.write = write;
    return b;
}

/* One mat-vec of the token step: y = W in (+bias) (+y), in = x, rmsnorm(x) * aux
   (VKI__IN_NORM: the producer of x left sum(x^2) in nsq_parts parts after x) or
   silu(x) * aux (VKI__IN_SWIGLU). The norm and the SwiGLU product are folded into the
   consumer, so neither costs a dispatch or a barrier. out_mode VKI__OUT_SUMSQ leaves
   sum(y^2) per workgroup after y's rows (for the next norm), VKI__OUT_MAX the largest y
   and its row (greedy sampling). */
enum { VKI__IN_PLAIN = 0, VKI__IN_SWIGLU = 4, VKI__IN_NORM = 8, VKI__OUT_SUMSQ = 16, VKI__OUT_MAX = 32 };
typedef struct vki__mv {
    vki_buffer *w;
    int type;
    uint32_t ncols, nrows;
    vki_buffer *x, *aux;
    int in_mode;
    vki_buffer *y, *bias;
    uint64_t y_off, y_range;    /* bytes; y_range 0: the rest of y */
    uint64_t aux_off;           /* bytes */
    uint32_t shape_rows;        /* rows that pick the shape (0: nrows): a fused mat-vec keeps its parts' shape */
    int residual;
    uint32_t nsq_parts;
    int out_mode;
    vki_buffer *qnorm;          /* residual: the next norm's weights, for xq (may be NULL) */
    int swiq;                   /* gate | up: also leave silu(gate) * up in xqf where the shape allows */
} vki__mv;

/* Bytes of shared memory matvec_dot stages an input of n columns in (int8 quants, a
   scale and a sum per 16; plus the 1 KiB the epilogue uses). */
static uint64_t vki__mv_dot_shared(uint32_t n) { return (uint64_t)n + n / 16 * 8 + 1024; }

/* Whether a mat-vec runs on matvec_dot (int8 input, integer dot products): Q8_0 rows
   of whole 4-byte words (read as such), Q4_K and Q6_K; the device has
   shaderIntegerDotProduct enabled, and the staged input fits in shared memory.
   VKINFER_MATVEC_DOT=0 keeps every mat-vec on the float kernel (for comparisons). */
static int vki__mv_use_dot(const vki_session *s, int type, uint32_t ncols) {
    const struct vki__vk *vk = s->ctx->vk;
    if (!s->mv_dot || !vk->info.has_integer_dot_product) return 0;
    if (!((type == VKI_TYPE_Q8_0 && ncols % 64 == 0) || type == VKI_TYPE_Q4_K || type == VKI_TYPE_Q6_K)) return 0;
    return vki__mv_dot_shared(ncols) <= vk->props.limits.maxComputeSharedMemorySize;
}

/* The int8 blocks an int8 mat-vec can read instead of quantizing its input itself (NULL:
   none): what the step's last producer of that input left, as build_step tracks it. */
static vki_buffer *vki__mv_prequant_input(const vki_session *s, const vki__mv *mv) {
    if (mv->in_mode == VKI__IN_NORM) return s->xq_norm && s->xq_norm == mv->aux && !mv->aux_off ? s->xq : NULL;
    if (mv->in_mode == VKI__IN_SWIGLU) return s->xqf_ready ? s->xqf : NULL;
    return mv->x == s->att && s->xqa_ready ? s->xqa : NULL;
}

/* Plans one mat-vec; *groups gets its workgroup count (the parts it leaves after y). */
static vki_result vki__plan_matvec(vki_session *s, const vki__mv *mv, uint32_t *groups) {
    uint32_t srows = mv->shape_rows ? mv->shape_rows : mv->nrows;
    int dot = vki__mv_use_dot(s, mv->type, mv->ncols), cls = srows >= 8192 ? 0 : srows >= 4096 ? 1 : 2;
    const uint32_t *shape = s->mv_shape[dot];
    uint32_t sg = s->ctx->vk->info.subgroup_size, wg, nrows = mv->nrows;
    /* rows per subgroup: large matrices share each x read among more rows; small ones
       keep enough workgroups to fill the GPU. Small matrices also split each row's
       columns over several subgroups, for the same reason. */
    uint32_t rows = shape[cls], ks = shape[6 + cls], nsg = shape[3 + cls];
    uint32_t per_wg, n_wg;
    uint32_t spec[9], push[5];
    int quant, swiq;
    vki_buffer *pre;
    vki__bind b[11];
    /* Q6_K items cost the most loads and arithmetic: a large Q6_K matrix of short rows (a
       small model's LM head: one item a lane a row) takes 4 rows a subgroup in 8-subgroup
       workgroups (H100, 0.6B Q4_K_M tg128 950.6 vs 944.3; at 4096 columns, the 8B's, it
       measured 0.5% slower, so not there). Not with VKINFER_MATVEC set. */
    if (dot && !s->mv_shape_set && mv->type == VKI_TYPE_Q6_K && cls == 0 && mv->ncols <= 2048) {
        rows = 4;
        nsg = 8;
    }
    /* The 8B's output projection (a residual producer of 4096 x 4096): 1 row a subgroup
       in 32-subgroup workgroups, still 16 rows each (H100: 366 vs 386 us a token, tg128
       311.5 vs 310.1; its Q/K/V, 6144 x 4096, measured 232 vs 215 so) */
    if (dot && !s->mv_shape_set && mv->residual && cls == 1 && mv->ncols < 8192 && 32 * sg <= 1024) {
        rows = 1;
        nsg = 32;
        ks = 2;
    }
    wg = nsg * sg;
    per_wg = nsg / ks * rows;
    n_wg = (nrows + per_wg - 1) / per_wg;
    /* Inputs quantized once, by their producer, instead of by every workgroup of each
       int8 mat-vec that reads them (H100: see README): a residual producer whose
       workgroups write whole 16-row blocks also leaves y * the next norm's weights in xq;
       a gate | up mat-vec whose workgroups can take 16-row blocks of both halves leaves
       silu(gate) * up in xqf. */
    quant = (s->prequant & 1) && mv->qnorm && mv->out_mode == VKI__OUT_SUMSQ && per_wg % 16 == 0 && per_wg <= 128 && nrows % 16 == 0;
    swiq = (s->prequant & 2) && mv->swiq && !mv->out_mode && per_wg % 32 == 0 && per_wg <= 128 && nrows % 2 == 0 &&
           nrows / 2 % (per_wg / 2) == 0 && n_wg <= 65535; /* a folded grid's extra workgroups would pair rows too */
    pre = dot ? vki__mv_prequant_input(s, mv) : NULL;
    if (mv->residual) s->xq_norm = quant ? mv->qnorm : NULL;
    if (mv->swiq) s->xqf_ready = swiq;
    s->n_prequant += pre != NULL;
    spec[0] = wg;
    spec[1] = sg;
    spec[2] = (uint32_t)mv->type;
    spec[3] = rows;
    spec[4] = ks;
    spec[5] = mv->ncols; /* matvec_dot: sizes the staged input */
    spec[6] = pre != NULL;
    spec[7] = quant ? 1u : swiq ? 2u : 0u; /* QOUT (matvec_io.glsl) */
    /* PF: a lane loads its next item's weights before this one's dot products, where a
       lane has many rounds and few rows (the 8B's Q4_K down projection, 12288 columns:
       330 vs 366 us a token, tg128 313.6 vs 310.5; with 4096 columns, 2 rounds a lane,
       it cost Q/K/V 10%, and the large class's 4 rows take too many registers) */
    spec[8] = dot && mv->type == VKI_TYPE_Q4_K && rows <= 2 && mv->ncols >= 8192;
    b[0] = vki__b(mv->w, 0);
    b[1] = vki__b(mv->x, 0);
    b[2] = vki__b(mv->y, 1);
    b[2].offset = mv->y_off;
    b[2].range = mv->y_range;
    b[3] = vki__b(mv->bias ? mv->bias : s->dummy, 0);
    b[4] = vki__b(mv->w, 0); /* the same weights and input viewed 16 bytes at a time */
    b[5] = vki__b(mv->x, 0);
    b[6] = vki__b(mv->aux ? mv->aux : s->dummy, 0);
    if (mv->aux) b[6].offset = mv->aux_off;
    b[7] = vki__b(mv->x, 0);
    b[8] = vki__b(quant ? mv->qnorm : s->dummy, 0);
    b[9] = vki__b(pre ? pre : s->dummy, 0);
    /* unused, binding 10 views y: validation counts the kernel's (dead) stores there as
       writes, and y is written anyway (a shared dummy would be a hazard between ops) */
    if (quant || swiq) b[10] = vki__b(quant ? s->xq : s->xqf, 1);
    else b[10] = b[2];
    push[0] = mv->ncols;
    push[1] = nrows;
    push[2] = (mv->bias ? 1u : 0u) | (mv->residual ? 2u : 0u) | (uint32_t)mv->in_mode | (uint32_t)mv->out_mode | (swiq ? 128u : 0u);
    push[3] = vki__f2u(s->m->info.norm_eps);
    push[4] = mv->nsq_parts;
    if (groups) *groups = n_wg;
    if (!dot) spec[5] = spec[6] = spec[8] = 0; /* the float kernel has none of these three */
    return vki__plan(s, dot ? "matvec_dot" : "matvec", spec, 9, b, 11, push, 5, n_wg);
}

/* A mat-vec reading rmsnorm(x) * norm_w, x being the residual stream */
static vki__mv vki__mv_normed(vki_session *s, vki_buffer *norm_w, vki_buffer *w, int type, uint32_t nrows, vki_buffer *y,
                              vki_buffer *bias) {
    vki__mv mv;
    memset(&mv, 0, sizeof mv);
    mv.w = w;
    mv.type = type;
    mv.ncols = (uint32_t)s->m->info.n_embd;
    mv.nrows = nrows;
    mv.x = s->x;
    mv.aux = norm_w;
    mv.in_mode = VKI__IN_NORM;
    mv.nsq_parts = s->nsq_parts;
    mv.y = y;
    mv.bias = bias;
    return mv;
}

/* A mat-vec adding into the residual stream x and leaving sum(x^2) for the next norm
   (and, where it can, x * qnorm quantized for the next norm's int8 mat-vecs) */
static vki__mv vki__mv_residual(vki_session *s, vki_buffer *w, int type, uint32_t ncols, vki_buffer *in, int in_mode, vki_buffer *aux,
                                vki_buffer *qnorm) {
    vki__mv mv;
    memset(&mv, 0, sizeof mv);
    mv.w = w;
    mv.type = type;
    mv.ncols = ncols;
    mv.nrows = (uint32_t)s->m->info.n_embd;
    mv.x = in;
    mv.in_mode = in_mode;
    mv.aux = aux;
    mv.y = s->x;
    mv.residual = 1;
    mv.out_mode = VKI__OUT_SUMSQ;
    mv.qnorm = qnorm;
    return mv;
}

/* Workgroups of the fused attention kernel: 4 subgroups (attention.comp's QPT/KPT count on it) */
static uint32_t vki__attn_wg(const vki_context *ctx) { return 4 * ctx->vk->info.subgroup_size; }

/* Bytes of one layer's K (or V) cache, padded to the storage-buffer offset alignment:
   attention binds that layer's range alone, so only it has to fit maxStorageBufferRange,
   not the whole cache. */
static uint64_t vki__kv_layer_bytes(const vki_session *s) {
    uint64_t b = (uint64_t)s->n_ctx * (uint64_t)s->m->info.n_head_kv * (uint64_t)s->m->info.head_dim * (s->kv_f16 ? 2u : 4u);
    return VKI__ALIGN_UP(b, s->ctx->vk->alignment);
}
#define VKI__ATTN_MAX_SLICES 64 /* attention.comp's MAX_SLICES: the slices of a KV head, at most */

/* Mat-vecs on rmsnorm(x) whose outputs lie side by side in y (Q/K/V; gate/up): the
   first `fused` parts as one mat-vec where the matrices were uploaded into one buffer
   (the first part's weights and bias hold them; it keeps the first part's shape), the
   others one each; each writes its own range of y (disjoint: no barrier between them).
   swiq: the parts are gate and up; fused, they may also leave silu(gate) * up in xqf. */
typedef struct vki__part { vki_buffer *w, *bias; int type; uint32_t rows; uint64_t y_off; } vki__part;
static vki_result vki__plan_parts(vki_session *s, vki_buffer *norm_w, int fused, const vki__part *p, int n, vki_buffer *y, int swiq) {
    vki__mv mv;
    vki_result r;
    uint32_t rows = 0;
    int i, first = fused > 1 ? fused : 0;
    for (i = 0; i < first; i++) rows += p[i].rows;
    if (first) {
        mv = vki__mv_normed(s, norm_w, p[0].w, p[0].type, rows, y, p[0].bias);
        mv.shape_rows = p[0].rows;
        mv.swiq = swiq && first == n;
        if (first < n) mv.y_range = (uint64_t)rows * 4;
        if ((r = vki__plan_matvec(s, &mv, NULL)) != VKI_SUCCESS) return r;
    }
    if (swiq && first < n) s->xqf_ready = 0;
    for (i = first; i < n; i++) {
        mv = vki__mv_normed(s, norm_w, p[i].w, p[i].type, p[i].rows, y, p[i].bias);
        mv.y_off = p[i].y_off;
        mv.y_range = (uint64_t)p[i].rows * 4;
        if ((r = vki__plan_matvec(s, &mv, NULL)) != VKI_SUCCESS) return r;
    }
    return VKI_SUCCESS;
}

/* Beside layer l's attention (no barrier between them: it reads only weights), the
   prefetch kernel pulls the weights read next -- this layer's output, gate/up and down
   matrices and the next layer's Q/K/V -- into the cache, where they fit in
   prefetch_bytes (a small model's layer; a large one's would only evict itself and
   load the memory that attention waits on: H100, 8B tg64 283 with 16 MiB vs 286 without). */
static vki_result vki__plan_prefetch(vki_session *s, int l) {
    const vki__layer_gpu *L = &s->m->gpu->layers[l];
    const vki__layer_gpu *N = l + 1 < s->m->info.n_layer ? &s->m->gpu->layers[l + 1] : NULL;
    vki_buffer *list[8];
    uint32_t spec[2], push[9], sectors = 0;
    uint64_t total = 0;
    vki__bind b[9];
    int n = 0, i;
    if (!s->prefetch_bytes) return VKI_SUCCESS;
    list[n++] = L->wo;
    list[n++] = L->gate;
    if (L->gate_up < 2) list[n++] = L->up;
    list[n++] = L->down;
    if (N) {
        list[n++] = N->wq;
        if (N->qkv < 2) list[n++] = N->wk;
        if (N->qkv < 3) list[n++] = N->wv;
    }
    for (i = 0; i < n; i++) total += list[i]->size;
    if (total > s->prefetch_bytes) return VKI_SUCCESS;
    for (i = 0; i < 8; i++) {
        b[i] = vki__b(i < n ? list[i] : s->dummy, 0);
        push[i] = i < n ? (uint32_t)(list[i]->size / 32) : 0;
        sectors += push[i];
    }
    b[8] = vki__b(s->sink, 1); /* written only if push[8] were nonzero, never; no other op binds it */
    push[8] = 0;
    spec[0] = 256;
    spec[1] = s->ctx->vk->info.subgroup_size;
    return vki__plan(s, "prefetch", spec, 2, b, 9, push, 9, VKI__MAX(1, VKI__MIN(256, sectors / 1024)));
}

/* The token step, in order: embedding; per layer the Q/K/V mat-vec (RMSNorm folded in;
   one dispatch where the three matrices share a type, H100: 0.6B tg128 843 vs 824 t/s;
   Q|K and V where only V's differs), attention (q/k norm, RoPE, KV append, all slices and
   their merge) with the cache prefetch beside it (vki__plan_prefetch), the output
   projection into the residual, the gate/up mat-vec (norm folded in; one dispatch where
   they share a type), the down projection (SwiGLU folded in) into the residual; then the
   LM head (final norm folded in) with per-workgroup maxima, and the greedy pick. Five
   dependency levels per layer. A fused mat-vec keeps the shape (rows per subgroup) of
   its first part: the larger shape of the summed rows measured slower (0.6B 805). */
static vki_result vki__build_step(vki_session *s) {
    vki_model *m = s->m;
    struct vki__model_gpu *g = m->gpu;
    const vki_model_info *in = &m->info;
    uint32_t sg = s->ctx->vk->info.subgroup_size;
    uint32_t hd = (uint32_t)in->head_dim, nq = (uint32_t)in->n_head * hd, nkv = (uint32_t)in->n_head_kv * hd;
    uint32_t nff = (uint32_t)in->n_ff, spec[7], push[8], n_wg = 0;
    vki__bind b[12];
    vki__mv mv;
    vki_result r;
    int l;
    /* embedding row of tokens[pos], and sum(x^2) as one part */
    spec[0] = 256;
    spec[1] = sg;
    spec[2] = (uint32_t)m->tok_embd->type;
    b[0] = vki__b(g->embd, 0);
    b[1] = vki__b(s->x, 1);
    b[2] = vki__b(s->state, 0);
    b[3] = vki__b(s->io, 0);
    b[3].range = (uint64_t)(s->n_ctx + 1) * 4;
    push[0] = (uint32_t)in->n_embd;
    push[1] = (uint32_t)in->n_vocab;
    if ((r = vki__plan(s, "embed", spec, 3, b, 4, push, 2, 1))) return r;
    s->nsq_parts = 1;
    s->xq_norm = NULL;
    s->xqf_ready = 0;
    s->xqa_ready = 0;
    s->n_prequant = 0;
    for (l = 0; l < in->n_layer; l++) {
        const vki__layer *T = &m->layers[l];
        vki__layer_gpu *L = &g->layers[l];
        uint32_t kv_off = 0; /* kc and vc are bound at this layer's range */
        vki__part parts[3];
        /* q | k | v in s->q */
        parts[0].w = L->wq; parts[0].bias = L->bq; parts[0].type = T->wq->type; parts[0].rows = nq; parts[0].y_off = 0;
        parts[1].w = L->wk; parts[1].bias = L->bk; parts[1].type = T->wk->type; parts[1].rows = nkv; parts[1].y_off = s->k_off;
        parts[2].w = L->wv; parts[2].bias = L->bv; parts[2].type = T->wv->type; parts[2].rows = nkv; parts[2].y_off = s->v_off;
        if ((r = vki__plan_parts(s, L->attn_norm, L->qkv, parts, 3, s->q, 0))) return r;
        /* attention: KV head x slice of the positions */
        spec[0] = vki__attn_wg(s->ctx);
        spec[1] = sg;
        spec[2] = (uint32_t)s->kv_f16;
        spec[3] = (uint32_t)(in->n_head / in->n_head_kv);
        spec[4] = hd;
        spec[5] = s->attn_vpf;
        /* attention's output as int8 blocks for an int8 output projection (QO): H100 see README */
        s->xqa_ready = (s->prequant & 4) && hd % 16 == 0 && vki__mv_use_dot(s, T->wo->type, nq);
        spec[6] = (uint32_t)s->xqa_ready;
        b[0] = vki__b(s->q, 0);
        b[0].range = (uint64_t)nq * 4;
        b[1] = vki__b(s->q, 0);
        b[1].offset = s->k_off;
        b[1].range = (uint64_t)nkv * 4;
        b[2] = vki__b(s->q, 0);
        b[2].offset = s->v_off;
        b[2].range = (uint64_t)nkv * 4;
        b[3] = vki__b(s->kc, 1);
        b[4] = vki__b(s->vc, 1);
        b[3].offset = b[4].offset = (uint64_t)l * vki__kv_layer_bytes(s);
        b[3].range = b[4].range = vki__kv_layer_bytes(s);
        b[5] = vki__b(L->qk_norm ? L->qk_norm : s->dummy, 0);
        b[6] = vki__b(s->state, 0);
        b[7] = vki__b(g->freqs ? g->freqs : s->dummy, 0);
        b[8] = vki__b(s->attn_part, 1);
        b[9] = vki__b(s->attn_count, 1);
        b[10] = vki__b(s->att, 1);
        b[11] = s->xqa_ready ? vki__b(s->xqa, 1) : b[10]; /* unused: o again (validation counts the dead stores) */
        push[0] = (uint32_t)in->n_head_kv;
        push[1] = (L->qk_norm ? 1u : 0u) | (in->rope_neox ? 2u : 0u) | (g->freqs ? 4u : 0u);
        push[2] = vki__f2u(in->rope_base);
        push[3] = vki__f2u(in->norm_eps);
        push[4] = vki__f2u(1.0f / sqrtf((float)hd));
        push[5] = kv_off;
        push[6] = s->attn_chunk;
        if ((r = vki__plan2(s, "attention", spec, 7, b, 12, push, 7, (uint32_t)in->n_head_kv, s->attn_splits))) return r;
        if ((r = vki__plan_prefetch(s, l))) return r;
        mv = vki__mv_residual(s, L->wo, T->wo->type, nq, s->att, VKI__IN_PLAIN, NULL, L->ffn_norm);
        if ((r = vki__plan_matvec(s, &mv, &n_wg))) return r;
        s->nsq_parts = n_wg;
        /* gate | up in s->g */
        parts[0].w = L->gate; parts[0].bias = NULL; parts[0].type = T->ffn_gate->type; parts[0].rows = nff; parts[0].y_off = 0;
        parts[1].w = L->up; parts[1].bias = NULL; parts[1].type = T->ffn_up->type; parts[1].rows = nff; parts[1].y_off = s->u_off;
        if ((r = vki__plan_parts(s, L->ffn_norm, L->gate_up, parts, 2, s->g, 1))) return r;
        mv = vki__mv_residual(s, L->down, T->ffn_down->type, nff, s->g, VKI__IN_SWIGLU, s->g,
                              l + 1 < in->n_layer ? g->layers[l + 1].attn_norm : g->out_norm);
        mv.aux_off = s->u_off;
        if ((r = vki__plan_matvec(s, &mv, &n_wg))) return r;
        s->nsq_parts = n_wg;
    }
    mv = vki__mv_normed(s, g->out_norm, g->output, (m->output ? m->output : m->tok_embd)->type, (uint32_t)in->n_vocab, s->logits, NULL);
    mv.out_mode = VKI__OUT_MAX;
    if ((r = vki__plan_matvec(s, &mv, &n_wg))) return r;
    /* greedy pick + position advance; push[1] (feed) differs between the two recordings */
    spec[0] = 256;
    b[0] = vki__b(s->logits, 0);
    b[1] = vki__b(s->state, 1);
    b[2] = vki__b(s->io, 1);
    b[2].range = (uint64_t)(s->n_ctx + 1) * 4;
    b[3] = vki__b(s->io, 1);
    b[3].offset = s->io_stride;
    b[3].range = (uint64_t)(s->n_ctx + 1) * 4;
    push[0] = n_wg;
    push[1] = 0;
    push[2] = (uint32_t)s->n_ctx;
    push[3] = (uint32_t)in->n_vocab;
    return vki__plan(s, "argmax", spec, 2, b, 4, push, 4, 1);
}

static int vki__same_range(const vki__bind *a, const vki__bind *b) {
    uint64_t ae, be;
    if (a->buf != b->buf) return 0;
    ae = a->offset + (a->range ? a->range : a->buf->size - a->offset);
    be = b->offset + (b->range ? b->range : b->buf->size - b->offset);
    return a->offset < be && b->offset < ae;
}

/* Records the plan into cb. A barrier goes only where a dispatch reads or writes what
   an earlier dispatch since the last barrier wrote, or writes what one read.
   Profiling (ts: a pool of one query more than ops): a timestamp before the first
   dispatch and after each; alone: a barrier before every dispatch, so each runs by itself. */
static vki_result vki__record_step(vki_session *s, VkCommandBuffer cb, const VkDescriptorSet *sets, int feed, uint32_t *n_barriers,
                                   VkQueryPool ts, int alone) {
    struct vki__vk *vk = s->ctx->vk;
    VkCommandBufferBeginInfo bi;
    VkMemoryBarrier mb;
    vki__bind *written = NULL, *read = NULL;
    ptrdiff_t i, j, k;
    VkResult vr;
    VKI__ZERO(bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_SIMULTANEOUS_USE_BIT;
    if ((vr = vk->dt.vkBeginCommandBuffer(cb, &bi)) != VK_SUCCESS) return vki__vkfail(s->ctx, vr, "vkBeginCommandBuffer");
    VKI__ZERO(mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    /* orders this step after everything earlier on the queue (the previous step) */
    mb.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
    if (ts) vk->dt.vkCmdResetQueryPool(cb, ts, 0, (uint32_t)stbds_arrlen(s->ops) + 1);
    vk->dt.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    *n_barriers = 1;
    if (ts) vk->dt.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, ts, 0);
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    for (i = 0; i < stbds_arrlen(s->ops); i++) {
        vki__op *op = &s->ops[i];
        int hazard = alone && i > 0;
        for (j = 0; j < op->nb && !hazard; j++) {
            for (k = 0; k < stbds_arrlen(written) && !hazard; k++) hazard = vki__same_range(&op->b[j], &written[k]);
            if (op->b[j].write)
                for (k = 0; k < stbds_arrlen(read) && !hazard; k++) hazard = vki__same_range(&op->b[j], &read[k]);
        }
        if (hazard) {
            vk->dt.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0,
                                        NULL, 0, NULL);
            (*n_barriers)++;
            stbds_arrsetlen(written, 0);
            stbds_arrsetlen(read, 0);
        }
        for (j = 0; j < op->nb; j++) {
            if (op->b[j].write) stbds_arrput(written, op->b[j]);
            else stbds_arrput(read, op->b[j]);
        }
        vk->dt.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, vk->pipelines[op->pipe].pipeline);
        vk->dt.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, vk->layout, 0, 1, &sets[i], 0, NULL);
        if (i == stbds_arrlen(s->ops) - 1) op->push[1] = (uint32_t)feed; /* the argmax op */
        vk->dt.vkCmdPushConstants(cb, vk->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, op->push_size, op->push);
        vk->dt.vkCmdDispatch(cb, op->gx, op->gy, 1);
        if (ts) vk->dt.vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, ts, (uint32_t)i + 1);
    }
    stbds_arrfree(written);
    stbds_arrfree(read);
    /* the sampled ids land in host-visible memory the host reads after its wait */
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vk->dt.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    (*n_barriers)++;
    if ((vr = vk->dt.vkEndCommandBuffer(cb)) != VK_SUCCESS) return vki__vkfail(s->ctx, vr, "vkEndCommandBuffer");
    return VKI_SUCCESS;
}

/* A host-visible buffer (staging memory type) the GPU writes and the host reads in
   place: the sampled ids and the prompt tokens. It holds no weights or activations. */
static vki_result vki__host_buffer_alloc(vki_context *ctx, uint64_t size, const char *what, vki_buffer **out) {
    vki__block *blk;
    vki_buffer *buf;
    vki_result r;
    *out = NULL;
    if ((r = vki__block_new(ctx, (uint32_t)ctx->vk->staging_type, VKI__ALIGN_UP(size, 256), what, &blk)) != VKI_SUCCESS) return r;
    buf = (vki_buffer *)vki__calloc(1, sizeof *buf);
    if (!buf) {
        vki__block_free(ctx->vk, blk);
        return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "%s", what);
    }
    vki__block_take(blk, blk->size, 1, &buf->offset);
    buf->ctx = ctx;
    buf->block = blk;
    buf->size = size;
    *out = buf;
    return VKI_SUCCESS;
}

static void vki__host_buffer_free(vki_buffer *buf) {
    int qi;
    if (!buf) return;
    for (qi = 0; qi < VKI__NQ; qi++) vki__wait_value(buf->ctx, qi, buf->last_use[qi]);
    vki__block_free(buf->ctx->vk, buf->block);
    VKINFER_FREE(buf);
}

static void vki__session_free(vki_session *s) {
    struct vki__vk *vk;
    vki_buffer *all[15];
    int i;
    if (!s) return;
    vk = s->ctx->vk;
    vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->last_value);
    if (s->cmd_pool) vk->dt.vkDestroyCommandPool(vk->device, s->cmd_pool, NULL);
    if (s->pool) vk->dt.vkDestroyDescriptorPool(vk->device, s->pool, NULL);
    all[0] = s->x; all[1] = s->q; all[2] = s->att; all[3] = s->g; all[4] = s->logits; all[5] = s->attn_count;
    all[6] = s->kc; all[7] = s->vc; all[8] = s->state; all[9] = s->dummy; all[10] = s->attn_part;
    all[11] = s->sink; all[12] = s->xq; all[13] = s->xqf; all[14] = s->xqa;
    for (i = 0; i < 15; i++) vki__buffer_free(all[i]);
    vki__host_buffer_free(s->io);
    stbds_arrfree(s->ops);
    VKINFER_FREE(s->sets);
    VKINFER_FREE(s->value_at);
    VKINFER_FREE(s);
}

static int vki__model_in_use(const vki_model *m) {
    ptrdiff_t i;
    if (!m->ctx) return 0;
    for (i = 0; i < stbds_arrlen(m->ctx->live[VKI__LIVE_SESSION]); i++)
        if (((const vki_session *)m->ctx->live[VKI__LIVE_SESSION][i])->m == m) return 1;
    return 0;
}

VKINFER_API void vki_session_destroy(vki_session *s) {
    vki_model *m;
    if (!s) return;
    m = s->m;
    vki__live_drop(s->ctx, VKI__LIVE_SESSION, s);
    vki__session_free(s);
    if (m->destroy_pending && !vki__model_in_use(m)) vki__model_free(m);
}

/* Context teardown: what the application did not destroy goes first, sessions before
   the models they use, then its buffers. */
static void vki__live_free_all(vki_context *ctx) {
    ptrdiff_t n;
    int k;
    while ((n = stbds_arrlen(ctx->live[VKI__LIVE_SESSION])) > 0) vki_session_destroy((vki_session *)ctx->live[VKI__LIVE_SESSION][n - 1]);
    while ((n = stbds_arrlen(ctx->live[VKI__LIVE_MODEL])) > 0) vki__model_free((vki_model *)ctx->live[VKI__LIVE_MODEL][n - 1]);
    while ((n = stbds_arrlen(ctx->live[VKI__LIVE_BUFFER])) > 0) vki_buffer_destroy((vki_buffer *)ctx->live[VKI__LIVE_BUFFER][n - 1]);
    for (k = 0; k < 3; k++) stbds_arrfree(ctx->live[k]);
}

static vki_result vki__session_create(vki_model *m, const vki_session_desc *desc, vki_session **out);
VKINFER_API vki_result vki_session_create(vki_model *m, const vki_session_desc *desc, vki_session **out) {
    vki_result r;
    if (out) *out = NULL;
    if (m && m->destroy_pending) return vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_create: the model was destroyed");
    if ((r = vki__session_create(m, desc, out)) == VKI_SUCCESS) vki__live_add(m->ctx, VKI__LIVE_SESSION, *out);
    return r;
}

static vki_result vki__session_create(vki_model *m, const vki_session_desc *desc, vki_session **out) {
    vki_context *ctx;
    struct vki__vk *vk;
    vki_session *s;
    vki_session_desc d;
    const vki_model_info *in;
    vki_result r;
    VkResult vr;
    uint64_t nkv, kv_elems, esz;
    VkDescriptorSet *sets = NULL;
    ptrdiff_t i;
    if (out) *out = NULL;
    if (!m) return VKI_ERROR_INVALID_ARGUMENT;
    if (!out) return vki__fail(m->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_create: out is NULL");
    ctx = m->ctx;
    vk = ctx->vk;
    if (!vk) return vki__fail(ctx, VKI_ERROR_NO_GPU_CONTEXT, "vki_session_create: the context was created with no_gpu");
    if (!m->gpu) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_create: the model was loaded vocab_only");
    in = &m->info;
    if (desc) d = *desc;
    else memset(&d, 0, sizeof d);
    if (d.n_ctx < 0) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_desc.n_ctx is %d", d.n_ctx);
    if (!d.n_ctx) d.n_ctx = in->n_ctx_train > 0 && in->n_ctx_train < 4096 ? in->n_ctx_train : 4096;
    s = (vki_session *)vki__calloc(1, sizeof *s);
    if (!s) return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "session");
    s->m = m;
    s->ctx = ctx;
    s->n_ctx = d.n_ctx;
    s->kv_f16 = !d.kv_f32;
    nkv = (uint64_t)in->n_head_kv * (uint64_t)in->head_dim;
    esz = s->kv_f16 ? 2 : 4;
    if ((uint64_t)s->n_ctx * nkv * esz > vk->props.limits.maxStorageBufferRange || (uint64_t)s->n_ctx * nkv > 0xFFFFFFFFull) {
        vki_session_destroy(s);
        return vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL,
                         "a KV cache of %d positions takes %llu bytes per layer, over maxStorageBufferRange (%u); use a smaller n_ctx",
                         d.n_ctx, (unsigned long long)((uint64_t)s->n_ctx * nkv * esz), vk->props.limits.maxStorageBufferRange);
    }
    kv_elems = (uint64_t)in->n_layer * vki__kv_layer_bytes(s) / esz;
    {   /* the attention kernel keeps in shared memory the query heads of one KV head, the
           new key and value, RoPE's factors, the q/k norm weights, its 4 subgroups' softmax
           weights of a block of positions and partial outputs, and the merge weights of up
           to 64 slices */
        uint64_t rep = (uint64_t)(in->n_head / in->n_head_kv), hd = (uint64_t)in->head_dim, sg = vk->info.subgroup_size;
        uint64_t need = 4 * (rep * hd + 5 * hd + 4 * sg * rep + 8 * rep + 4 * rep * hd + 64 * rep + 1);
        if (need > vk->props.limits.maxComputeSharedMemorySize) {
            vki_session_destroy(s);
            return vki__fail(ctx, VKI_ERROR_UNSUPPORTED_MODEL,
                             "attention over %llu query heads per KV head of %llu dims needs %llu bytes of shared memory; device '%s' has %u",
                             (unsigned long long)rep, (unsigned long long)hd, (unsigned long long)need, vk->info.name,
                             vk->props.limits.maxComputeSharedMemorySize);
        }
    }
    s->value_at = (uint64_t *)vki__calloc((size_t)s->n_ctx + 1, sizeof(uint64_t));
    if (!s->value_at) {
        vki_session_destroy(s);
        return vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "session");
    }
#define VKI__SB(field, bytes) \
    if ((r = vki__buffer_alloc(ctx, (uint64_t)(bytes), "session " #field, &s->field)) != VKI_SUCCESS) goto fail;
    /* x, then the sum(x^2) parts of its producer (a workgroup has at least one row);
       the logits, then (max, row) per LM-head workgroup */
    VKI__SB(x, (uint64_t)in->n_embd * 2 * 4)
    /* q | k | v and gate | up, each part at a valid binding offset: right after the
       previous one wherever a fused mat-vec writes them (vki__can_cat checked that) */
    {
        uint64_t al = VKI__MAX((uint64_t)1, vk->props.limits.minStorageBufferOffsetAlignment);
        s->k_off = VKI__ALIGN_UP((uint64_t)in->n_head * in->head_dim * 4, al);
        s->v_off = VKI__ALIGN_UP(s->k_off + nkv * 4, al);
        s->u_off = VKI__ALIGN_UP((uint64_t)in->n_ff * 4, al);
    }
    VKI__SB(q, s->v_off + nkv * 4)
    VKI__SB(att, (uint64_t)in->n_head * in->head_dim * 4)
    VKI__SB(g, s->u_off + (uint64_t)in->n_ff * 4)
    VKI__SB(logits, (uint64_t)in->n_vocab * 3 * 4)
    /* flash-decoding: slices of the KV length per KV head, each a whole number of rounds
       of the workgroup's subgroups (4 x SG positions, so a short context is one slice and
       needs no merge), as few rounds as the most slices allow. Value rows load with the
       keys (VPF) where at most 2 query heads share a KV head: H100, 0.6B tg128 823 vs
       795 t/s; with 4 (8B) it cost 18% at depth 4096 (the registers it takes). Without
       VPF a round waits for memory three times, not once, so a round costs more than
       the merge of more slices: at most 64 slices there, 32 with VPF (H100, depth 4096,
       tg128: 8B 285.4 with 64, 279.6 with 32; 0.6B Q8_0 763.1 with 64, 771.7 with 32;
       both 276.1 / 734.1 before slices were whole rounds).
       VKINFER_ATTN_SPLITS (1..64), VKINFER_ATTN_CHUNK (1..) and VKINFER_ATTN_VPF (0/1)
       override the three, for tuning. */
    {
        const char *e = getenv("VKINFER_ATTN_SPLITS"), *c = getenv("VKINFER_ATTN_CHUNK");
        int most;
        s->attn_chunk = c && atoi(c) >= 1 ? (uint32_t)VKI__MIN(atoi(c), 1 << 20) : vki__attn_wg(ctx);
        c = getenv("VKINFER_ATTN_VPF");
        s->attn_vpf = c ? atoi(c) != 0 : in->n_head / in->n_head_kv <= 2;
        most = e && atoi(e) >= 1 && atoi(e) <= VKI__ATTN_MAX_SLICES ? atoi(e) : s->attn_vpf ? 32 : VKI__ATTN_MAX_SLICES;
        s->attn_splits = (uint32_t)VKI__MAX(1, VKI__MIN(most, s->n_ctx / 16));
        /* discrete GPUs: prefetch where a layer's next weights fit in 24 MiB (H100,
           0.6B Q8_0 tg64 957 vs 942 t/s, Q4_K_M 869 vs 866); VKINFER_PREFETCH_MB sets
           the bound (0: off) */
        c = getenv("VKINFER_PREFETCH_MB");
        s->prefetch_bytes = c ? (uint64_t)VKI__MAX(0, atoi(c)) << 20 : vk->uma ? 0 : (uint64_t)24 << 20;
    }
    VKI__SB(attn_part, (uint64_t)in->n_head * s->attn_splits * (uint64_t)(in->head_dim + 4) * 4)
    VKI__SB(attn_count, (uint64_t)in->n_head_kv * 4)
    VKI__SB(kc, kv_elems * esz)
    VKI__SB(vc, kv_elems * esz)
    VKI__SB(state, 16)
    VKI__SB(dummy, 1024)
    VKI__SB(sink, 256)
    VKI__SB(xq, (uint64_t)in->n_embd + (uint64_t)in->n_embd / 2)
    VKI__SB(xqf, (uint64_t)in->n_ff + (uint64_t)in->n_ff / 2)
    VKI__SB(xqa, (uint64_t)in->n_head * in->head_dim * 3 / 2)
#undef VKI__SB
    /* three regions, each starting on a 256-byte boundary (binding offsets) */
    s->io_stride = VKI__ALIGN_UP((uint64_t)(s->n_ctx + 1) * 4, 256);
    if ((r = vki__host_buffer_alloc(ctx, 2 * s->io_stride + 16, "session token slots", &s->io)) != VKI_SUCCESS) goto fail;
    s->io_tokens = (uint32_t *)(s->io->block->mapped + s->io->offset);
    s->io_out = s->io_tokens + s->io_stride / 4;
    s->io_ctrl = s->io_out + s->io_stride / 4;
    memset(s->io_tokens, 0, (size_t)(2 * s->io_stride + 16));
    {   /* the dummy binding stands in for absent biases/norms/frequencies: ones; the
           attention counters start (and stay, between dispatches) at zero */
        float ones[256];
        for (i = 0; i < 256; i++) ones[i] = 1.0f;
        if ((r = vki__upload(ctx, s->dummy, 0, ones, sizeof ones)) != VKI_SUCCESS) goto fail;
        memset(ones, 0, sizeof ones);
        for (i = 0; i < in->n_head_kv; i += 256)
            if ((r = vki__upload(ctx, s->attn_count, (uint64_t)i * 4, ones, (uint64_t)VKI__MIN(256, in->n_head_kv - i) * 4)) != VKI_SUCCESS)
                goto fail;
    }
    {   /* mat-vec shapes (see mv_shape; tuned on an H100, see README).
           VKINFER_MATVEC="rb,rm,rs,sb,sm,ss,kb,km,ks" sets both kernels' for tuning (or
           "rb,rm,rs,sg,kb,km,ks": one workgroup size for the three). matvec_dot's large
           class takes 4 rows a subgroup since its inputs come quantized (8B tg128 307 vs
           299 with 2; 8 subgroups 303, 32 subgroups 276, column split 2 300); its small
           class 16 subgroups, so 16-row workgroups, whose residual producers hand their
           consumers int8 input (0.6B tg128 1012 vs 980 Q8_0, 988 vs 968 Q4_K_M, with 8) */
        static const uint32_t d[2][9] = {{4, 2, 1, 4, 4, 4, 2, 2, 4}, {4, 2, 1, 16, 16, 16, 1, 2, 1}};
        const char *mv = getenv("VKINFER_MATVEC");
        unsigned v[9];
        int k, j, n = mv ? sscanf(mv, "%u,%u,%u,%u,%u,%u,%u,%u,%u", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7], &v[8]) : 0;
        int ok = n == 9 || n == 7;
        if (n == 7) { /* one workgroup size: widen to the 9-value form */
            for (k = 8; k >= 6; k--) v[k] = v[k - 2];
            v[4] = v[5] = v[3];
        }
        for (k = 0; k < 9 && ok; k++) ok = v[k] >= 1 && !(v[k] & (v[k] - 1)) && (k > 2 || v[k] <= 4) && v[k] <= 32;
        for (k = 0; k < 3 && ok; k++) ok = v[3 + k] * vk->info.subgroup_size <= 1024 && v[6 + k] <= v[3 + k] && v[3 + k] * 4 <= 128;
        for (j = 0; j < 2; j++)
            for (k = 0; k < 9; k++) s->mv_shape[j][k] = ok ? v[k] : d[j][k];
        s->mv_shape_set = ok;
        mv = getenv("VKINFER_MATVEC_DOT");
        s->mv_dot = !mv || strcmp(mv, "0") != 0;
        mv = getenv("VKINFER_PREQUANT");
        s->prequant = mv ? atoi(mv) & 7 : 7;
    }
    if ((r = vki__build_step(s)) != VKI_SUCCESS) goto fail;
    {   /* descriptor sets: written once, here */
        VkDescriptorPoolSize ps;
        VkDescriptorPoolCreateInfo pci;
        VkDescriptorSetLayout *layouts;
        VkDescriptorSetAllocateInfo ai;
        ptrdiff_t n = stbds_arrlen(s->ops);
        ps.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        ps.descriptorCount = (uint32_t)(n * VKI__MAX_BINDINGS);
        VKI__ZERO(pci);
        pci.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
        pci.maxSets = (uint32_t)n;
        pci.poolSizeCount = 1;
        pci.pPoolSizes = &ps;
        if ((vr = vk->dt.vkCreateDescriptorPool(vk->device, &pci, NULL, &s->pool)) != VK_SUCCESS) {
            r = vki__vkfail(ctx, vr, "vkCreateDescriptorPool");
            goto fail;
        }
        layouts = (VkDescriptorSetLayout *)vki__calloc((size_t)n, sizeof *layouts);
        sets = (VkDescriptorSet *)vki__calloc((size_t)n, sizeof *sets);
        if (!layouts || !sets) {
            VKINFER_FREE(layouts);
            r = vki__fail(ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "descriptor sets");
            goto fail;
        }
        for (i = 0; i < n; i++) layouts[i] = vk->dsl;
        VKI__ZERO(ai);
        ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
        ai.descriptorPool = s->pool;
        ai.descriptorSetCount = (uint32_t)n;
        ai.pSetLayouts = layouts;
        vr = vk->dt.vkAllocateDescriptorSets(vk->device, &ai, sets);
        VKINFER_FREE(layouts);
        if (vr != VK_SUCCESS) {
            r = vki__vkfail(ctx, vr, "vkAllocateDescriptorSets");
            goto fail;
        }
        for (i = 0; i < n; i++) vki__write_set(ctx, sets[i], s->ops[i].b, s->ops[i].nb);
    }
    {   /* command buffers: recorded once, re-submitted for every token */
        VkCommandPoolCreateInfo cpi;
        VkCommandBufferAllocateInfo ai;
        VkCommandBuffer cbs[3];
        VkCommandBufferBeginInfo bi;
        VkBufferCopy c;
        VkMemoryBarrier mb;
        uint32_t nb0 = 0;
        VKI__ZERO(cpi);
        cpi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
        cpi.queueFamilyIndex = vk->q[VKI__Q_COMPUTE].family;
        if ((vr = vk->dt.vkCreateCommandPool(vk->device, &cpi, NULL, &s->cmd_pool)) != VK_SUCCESS) {
            r = vki__vkfail(ctx, vr, "vkCreateCommandPool");
            goto fail;
        }
        VKI__ZERO(ai);
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        ai.commandPool = s->cmd_pool;
        ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
        ai.commandBufferCount = 3;
        if ((vr = vk->dt.vkAllocateCommandBuffers(vk->device, &ai, cbs)) != VK_SUCCESS) {
            r = vki__vkfail(ctx, vr, "vkAllocateCommandBuffers");
            goto fail;
        }
        s->cb_step[0] = cbs[0];
        s->cb_step[1] = cbs[1];
        s->cb_setpos = cbs[2];
        if ((r = vki__record_step(s, s->cb_step[0], sets, 0, &s->barriers_per_step, VK_NULL_HANDLE, 0)) != VKI_SUCCESS) goto fail;
        if ((r = vki__record_step(s, s->cb_step[1], sets, 1, &nb0, VK_NULL_HANDLE, 0)) != VKI_SUCCESS) goto fail;
        /* set position: ctrl slot (host-written) -> state.pos */
        VKI__ZERO(bi);
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_SIMULTANEOUS_USE_BIT;
        vk->dt.vkBeginCommandBuffer(s->cb_setpos, &bi);
        VKI__ZERO(mb);
        mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
        mb.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
        mb.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
        vk->dt.vkCmdPipelineBarrier(s->cb_setpos, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
        c.srcOffset = s->io->offset + 2 * s->io_stride;
        c.dstOffset = s->state->offset;
        c.size = 4;
        vk->dt.vkCmdCopyBuffer(s->cb_setpos, s->io->block->buffer, s->state->block->buffer, 1, &c);
        vk->dt.vkCmdPipelineBarrier(s->cb_setpos, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
        if ((vr = vk->dt.vkEndCommandBuffer(s->cb_setpos)) != VK_SUCCESS) {
            r = vki__vkfail(ctx, vr, "vkEndCommandBuffer");
            goto fail;
        }
    }
    s->sets = sets;
    vki__log(ctx, VKI_LOG_INFO, "VKI_I_SESSION", "token step: %d dispatches, %u barriers, n_ctx %d, KV %s",
             (int)stbds_arrlen(s->ops), s->barriers_per_step, s->n_ctx, s->kv_f16 ? "f16" : "f32");
    *out = s;
    return VKI_SUCCESS;
fail:
    VKINFER_FREE(sets);
    vki_session_destroy(s);
    return r;
}

/* Submits pre-recorded command buffers on the compute queue as one batch that signals
   one new timeline value (returned). Earlier one-off work is flushed first. */
static vki_result vki__submit_recorded(vki_context *ctx, const VkCommandBuffer *cbs, uint32_t n, uint64_t *value) {
    struct vki__vk *vk = ctx->vk;
    vki__queue *q = &vk->q[VKI__Q_COMPUTE];
    VkTimelineSemaphoreSubmitInfo ts;
    VkSubmitInfo si;
    VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    uint64_t wait_value, signal_value;
    vki_result r;
    VkResult vr;
    if ((r = vki__flush(ctx, VKI__Q_COMPUTE)) != VKI_SUCCESS) return r;
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
    si.pWaitSemaphores = &vk->q[VKI__Q_XFER].timeline;
    si.pWaitDstStageMask = &stage;
    si.commandBufferCount = n;
    si.pCommandBuffers = cbs;
    si.signalSemaphoreCount = 1;
    si.pSignalSemaphores = &q->timeline;
    vr = vk->dt.vkQueueSubmit(q->queue, 1, &si, VK_NULL_HANDLE);
    if (vr != VK_SUCCESS) return vki__vkfail(ctx, vr, "vkQueueSubmit(token step)");
    q->next_value++;
    q->wait_other = 0;
    ctx->stats.submits++;
    *value = signal_value;
    return VKI_SUCCESS;
}

/* Submits `n` steps evaluating tokens[pos .. pos+n) (already in the token slots); the
   last one feeds its sampled id to the next position when feed_last is set. */
static vki_result vki__run_steps(vki_session *s, int n, int feed_last) {
    VkCommandBuffer cbs[65];
    uint64_t value = 0;
    vki_result r;
    int i;
    while (n > 0) {
        uint32_t k = 0;
        int steps = VKI__MIN(n, 64);
        if (!s->gpu_pos_known) {
            s->io_ctrl[0] = (uint32_t)s->pos;
            cbs[k++] = s->cb_setpos;
        }
        for (i = 0; i < steps; i++) cbs[k++] = s->cb_step[i == steps - 1 && n == steps ? feed_last : 0];
        if ((r = vki__submit_recorded(s->ctx, cbs, k, &value)) != VKI_SUCCESS) return r;
        s->gpu_pos_known = 1;
        for (i = 0; i < steps; i++) s->value_at[s->pos + i] = value;
        s->pos += steps;
        n -= steps;
        s->last_value = value;
        if (feed_last && n == 0) s->last_fed_value = value;
        s->ctx->stats.dispatches += (uint64_t)stbds_arrlen(s->ops) * (uint64_t)steps;
        s->ctx->stats.barriers += (uint64_t)s->barriers_per_step * (uint64_t)steps;
    }
    s->logits_pos = s->pos;
    s->logits->last_write[VKI__Q_COMPUTE] = s->logits->last_use[VKI__Q_COMPUTE] = s->last_value;
    s->io->last_write[VKI__Q_COMPUTE] = s->io->last_use[VKI__Q_COMPUTE] = s->last_value;
    return VKI_SUCCESS;
}

VKINFER_API vki_result vki_session_eval(vki_session *s, const int32_t *ids, int n) {
    vki_result r;
    int i;
    if (!s) return VKI_ERROR_INVALID_ARGUMENT;
    if (n < 0 || (!ids && n > 0))
        return vki__fail(s->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_eval: %s", n < 0 ? "n is negative" : "ids is NULL");
    if (n == 0) return VKI_SUCCESS;
    if (n > s->n_ctx - s->pos)
        return vki__fail(s->ctx, VKI_ERROR_CONTEXT_FULL, "%d tokens do not fit: the session holds %d of %d positions (n_ctx)", n,
                         s->pos, s->n_ctx);
    for (i = 0; i < n; i++)
        if (ids[i] < 0 || ids[i] >= s->m->info.n_vocab)
            return vki__fail(s->ctx, VKI_ERROR_INVALID_ARGUMENT, "token %d at index %d is outside the vocabulary (%d)", ids[i], i,
                             s->m->info.n_vocab);
    /* a generation step still in flight may write the slot at pos (it feeds itself) */
    if ((r = vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->last_fed_value)) != VKI_SUCCESS) return r;
    for (i = 0; i < n; i++) s->io_tokens[s->pos + i] = (uint32_t)ids[i];
    return vki__run_steps(s, n, 0);
}

VKINFER_API vki_result vki_session_logits(vki_session *s, float *out, int cap) {
    if (!s) return VKI_ERROR_INVALID_ARGUMENT;
    if (!out) return vki__fail(s->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_logits: out is NULL");
    if (cap < s->m->info.n_vocab)
        return vki__fail(s->ctx, VKI_ERROR_BUFFER_TOO_SMALL, "logits need %d floats, cap is %d", s->m->info.n_vocab, cap);
    if (s->pos == 0) return vki__fail(s->ctx, VKI_ERROR_INVALID_ARGUMENT, "no token evaluated yet: no logits");
    if (s->logits_pos != s->pos) { /* rewound: evaluate the last kept token again */
        vki_result r = vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->last_fed_value);
        if (r != VKI_SUCCESS) return r;
        s->pos--;
        s->gpu_pos_known = 0;
        if ((r = vki__run_steps(s, 1, 0)) != VKI_SUCCESS) return r;
    }
    return vki__read(s->ctx, s->logits, 0, out, (uint64_t)s->m->info.n_vocab * 4);
}

VKINFER_API int vki_session_pos(const vki_session *s) { return s ? s->pos : 0; }

VKINFER_API vki_result vki_session_sync(vki_session *s) {
    if (!s) return VKI_ERROR_INVALID_ARGUMENT;
    return vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->last_value);
}
VKINFER_API int vki_session_n_ctx(const vki_session *s) { return s ? s->n_ctx : 0; }

VKINFER_API vki_result vki_session_rewind(vki_session *s, int pos) {
    vki_result r;
    if (!s || pos < 0 || pos > s->pos) return s ? vki__fail(s->ctx, VKI_ERROR_INVALID_ARGUMENT, "rewind to %d: the session holds %d tokens", pos, s->pos) : VKI_ERROR_INVALID_ARGUMENT;
    if ((r = vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->last_value)) != VKI_SUCCESS) return r;
    s->pos = pos;
    s->gpu_pos_known = 0; /* positions after pos are simply overwritten later */
    return VKI_SUCCESS;
}

/* ---- sampling ---- */

static uint64_t vki__rng_next(uint64_t *st) { /* splitmix64: seeded, reproducible */
    uint64_t z = (*st += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

typedef struct vki__cand { float logit; int32_t id; } vki__cand;

static int vki__cand_cmp(const void *a, const void *b) {
    const vki__cand *x = (const vki__cand *)a, *y = (const vki__cand *)b;
    if (x->logit != y->logit) return x->logit < y->logit ? 1 : -1;
    return x->id < y->id ? -1 : x->id > y->id;
}

/* Samples from logits with repetition penalty, top-k, top-p, min-p, then temperature
   (the order of llama.cpp's common sampler). Temperature <= 0 picks the largest after
   the penalty. history: the last tokens. */
static int32_t vki__sample(float *logits, int n_vocab, const vki_sampler_desc *sp, const int32_t *history, int n_hist,
                           uint64_t *rng, vki__cand *cand) {
    int top_k = sp->top_k > 0 ? VKI__MIN(sp->top_k, n_vocab) : VKI__MIN(40, n_vocab);
    float top_p = sp->top_p > 0.0f ? sp->top_p : 1.0f, penalty = sp->repeat_penalty > 0.0f ? sp->repeat_penalty : 1.0f;
    int i, n = 0, keep;
    double sum = 0.0, acc = 0.0, r;
    float mx;
    if (penalty != 1.0f)
        for (i = 0; i < n_hist; i++) {
            int32_t t = history[i];
            int j, seen = 0;
            for (j = 0; j < i; j++) seen |= history[j] == t;
            if (seen || t < 0 || t >= n_vocab) continue;
            logits[t] = logits[t] > 0.0f ? logits[t] / penalty : logits[t] * penalty;
        }
    /* keep the top_k largest with a bounded insertion (top_k is small) */
    for (i = 0; i < n_vocab; i++) {
        float v = logits[i];
        int j;
        if (n == top_k && !(v > cand[n - 1].logit)) continue;
        j = n < top_k ? n++ : n - 1;
        while (j > 0 && cand[j - 1].logit < v) {
            cand[j] = cand[j - 1];
            j--;
        }
        cand[j].logit = v;
        cand[j].id = i;
    }
    qsort(cand, (size_t)n, sizeof *cand, vki__cand_cmp);
    if (!(sp->temperature > 0.0f)) return cand[0].id; /* greedy, after the penalty */
    mx = cand[0].logit;
    /* top-p and min-p see the untempered distribution; temperature comes last */
    for (i = 0; i < n; i++) sum += exp((double)cand[i].logit - mx);
    keep = n;
    for (i = 0; i < n; i++) { /* top-p: the smallest prefix whose mass reaches top_p */
        acc += exp((double)cand[i].logit - mx) / sum;
        if (acc >= top_p) {
            keep = i + 1;
            break;
        }
    }
    if (sp->min_p > 0.0f) /* min-p: drop tokens below min_p times the top probability */
        for (i = 1; i < keep; i++)
            if (exp((double)cand[i].logit - mx) < sp->min_p) {
                keep = i;
                break;
            }
    sum = 0.0;
    for (i = 0; i < keep; i++) sum += exp(((double)cand[i].logit - mx) / sp->temperature);
    r = (double)(vki__rng_next(rng) >> 11) * (1.0 / 9007199254740992.0) * sum;
    for (i = 0; i < keep - 1; i++) {
        r -= exp(((double)cand[i].logit - mx) / sp->temperature);
        if (r < 0) break;
    }
    return cand[i].id;
}

/* Rejects sampler values outside their ranges by name; zero keeps meaning the default
   where the desc says so, NaN is never in range. */
static vki_result vki__check_sampler(vki_context *ctx, const vki_sampler_desc *sp) {
    int k;
    if (!sp) return VKI_SUCCESS;
    if (!(sp->temperature >= 0.0f))
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.temperature is %g: must be >= 0 (0 = greedy)", (double)sp->temperature);
    if (sp->top_k < 0) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.top_k is %d: must be >= 0 (0 = 40)", sp->top_k);
    if (!(sp->top_p >= 0.0f && sp->top_p <= 1.0f))
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.top_p is %g: must be in (0, 1] (0 = 1, off)", (double)sp->top_p);
    if (!(sp->min_p >= 0.0f && sp->min_p <= 1.0f))
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.min_p is %g: must be in [0, 1]", (double)sp->min_p);
    if (!(sp->repeat_penalty >= 0.0f))
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.repeat_penalty is %g: must be > 0 (0 = 1, off)",
                         (double)sp->repeat_penalty);
    if (sp->repeat_last_n < 0)
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.repeat_last_n is %d: must be >= 0 (0 = 64)", sp->repeat_last_n);
    if (sp->n_stop < 0) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.n_stop is %d", sp->n_stop);
    if (sp->n_stop > 0 && !sp->stop)
        return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.stop is NULL with n_stop %d", sp->n_stop);
    for (k = 0; k < sp->n_stop; k++)
        if (!sp->stop[k]) return vki__fail(ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_sampler_desc.stop[%d] is NULL", k);
    return VKI_SUCCESS;
}

/* Streams token text to the callback, holding back text that could begin a stop
   string. Returns 1 when a stop string was found or the callback asked to stop. */
typedef struct vki__streamer {
    char *text;                  /* stb_ds array: generated text not yet emitted */
    const vki_sampler_desc *sp;
    vki_token_fn fn;
    void *user;
    size_t max_stop;
} vki__streamer;

static int vki__stream(vki__streamer *st, int32_t id, const char *piece, int len, int final) {
    size_t n, emit, i;
    int k;
    for (k = 0; k < len; k++) stbds_arrput(st->text, piece[k]);
    n = (size_t)stbds_arrlen(st->text);
    {   /* cut at the earliest occurrence of any stop string */
        size_t cut = (size_t)-1;
        for (k = 0; k < st->sp->n_stop; k++) {
            const char *stop = st->sp->stop[k];
            size_t sl = strlen(stop);
            if (!sl || sl > n) continue;
            for (i = 0; i + sl <= n && i < cut; i++)
                if (memcmp(st->text + i, stop, sl) == 0) {
                    cut = i;
                    break;
                }
        }
        if (cut != (size_t)-1) {
            if (st->fn) st->fn(st->user, id, cut ? st->text : "", (int)cut);
            stbds_arrsetlen(st->text, 0);
            return 1;
        }
    }
    /* hold back the last max_stop-1 bytes (a stop string may begin there), cut on a
       character boundary */
    emit = final || st->max_stop <= 1 ? n : n >= st->max_stop ? n - (st->max_stop - 1) : 0;
    while (emit > 0 && emit < n && ((unsigned char)st->text[emit] & 0xC0) == 0x80) emit--;
    k = st->fn ? st->fn(st->user, id, emit ? st->text : "", (int)emit) : 0;
    if (emit) stbds_arrdeln(st->text, 0, emit);
    return k != 0;
}

VKINFER_API vki_result vki_session_generate(vki_session *s, const vki_sampler_desc *sp_in, int max_tokens, vki_token_fn on_token,
                                            void *user, int *n_out) {
    vki_sampler_desc sp;
    vki__streamer st;
    vki_detokenizer dt;
    vki_result r = VKI_SUCCESS;
    float *logits = NULL;
    vki__cand *cand = NULL;
    uint64_t rng;
    int produced = 0, stop = 0, eog = 0, greedy, k;
    char piece[256];
    if (n_out) *n_out = 0;
    if (!s) return VKI_ERROR_INVALID_ARGUMENT;
    if (max_tokens < 0) return vki__fail(s->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_generate: max_tokens is %d", max_tokens);
    if ((r = vki__check_sampler(s->ctx, sp_in)) != VKI_SUCCESS) return r;
    if (s->pos == 0) return vki__fail(s->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_generate: evaluate a prompt first");
    if (max_tokens > 0 && s->pos >= s->n_ctx)
        return vki__fail(s->ctx, VKI_ERROR_CONTEXT_FULL, "the session is full (%d of %d positions, n_ctx)", s->pos, s->n_ctx);
    if (sp_in) sp = *sp_in;
    else memset(&sp, 0, sizeof sp);
    /* greedy picks on the GPU; a repetition penalty needs the logits on the host */
    greedy = !(sp.temperature > 0.0f) && !(sp.repeat_penalty > 0.0f && sp.repeat_penalty != 1.0f);
    rng = sp.seed ? sp.seed : 1;
    memset(&st, 0, sizeof st);
    memset(&dt, 0, sizeof dt);
    st.sp = &sp;
    st.fn = on_token;
    st.user = user;
    for (k = 0; k < sp.n_stop; k++) st.max_stop = VKI__MAX(st.max_stop, strlen(sp.stop[k]));
    if (!greedy) {
        logits = (float *)VKINFER_MALLOC((size_t)s->m->info.n_vocab * 4);
        cand = (vki__cand *)VKINFER_MALLOC((size_t)s->m->info.n_vocab * sizeof *cand);
        if (!logits || !cand) {
            VKINFER_FREE(logits);
            VKINFER_FREE(cand);
            return vki__fail(s->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "sampler buffers");
        }
    }
    {
        int p0 = s->pos, submitted = 0, len;
        while (produced < max_tokens && !stop) {
            int32_t id;
            if (greedy && produced == 0) { /* the prompt's pick: hand it to the first step */
                if ((r = vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->value_at[p0 - 1])) != VKI_SUCCESS) break;
                s->io_tokens[p0] = s->io_out[p0];
            }
            if (greedy) {
                /* the GPU feeds its own pick to the next step: keep up to 4 steps in flight
                   so that the host reads ids while the GPU already runs the next tokens */
                while (submitted < produced + 4 && submitted < max_tokens && p0 + submitted < s->n_ctx) {
                    if ((r = vki__run_steps(s, 1, 1)) != VKI_SUCCESS) break;
                    submitted++;
                }
                if (r) break;
                if ((r = vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->value_at[p0 + produced - 1])) != VKI_SUCCESS) break;
                id = (int32_t)s->io_out[p0 + produced];
            } else {
                int nh = VKI__MIN(s->pos, sp.repeat_last_n > 0 ? sp.repeat_last_n : 64);
                if ((r = vki_session_logits(s, logits, s->m->info.n_vocab)) != VKI_SUCCESS) break;
                id = vki__sample(logits, s->m->info.n_vocab, &sp, (const int32_t *)s->io_tokens + (s->pos - nh), nh, &rng, cand);
                if (s->pos >= s->n_ctx) {
                    r = vki__fail(s->ctx, VKI_ERROR_CONTEXT_FULL, "generation reached n_ctx (%d)", s->n_ctx);
                    break;
                }
                s->io_tokens[s->pos] = (uint32_t)id;
                if ((r = vki__run_steps(s, 1, 0)) != VKI_SUCCESS) break;
                submitted++;
            }
            produced++;
            if (!sp.no_stop_at_eog && vki_token_is_eog(s->m, id)) {
                stop = eog = 1;
            } else {
                len = vki_detokenize_push(s->m, &dt, id, piece, (int)sizeof piece, 0);
                if (len < 0) { /* a piece longer than the buffer: take it whole */
                    char *big = (char *)VKINFER_MALLOC((size_t)-len);
                    int l2 = big ? vki_detokenize_push(s->m, &dt, id, big, -len, 0) : 0;
                    stop = vki__stream(&st, id, big, l2 > 0 ? l2 : 0, 0);
                    VKINFER_FREE(big);
                } else {
                    stop = vki__stream(&st, id, piece, len, 0);
                }
            }
            if (!stop && p0 + produced >= s->n_ctx && produced < max_tokens) {
                r = vki__fail(s->ctx, VKI_ERROR_CONTEXT_FULL, "generation reached n_ctx (%d) after %d tokens", s->n_ctx, produced);
                break;
            }
        }
        if (greedy) { /* the session keeps exactly the prompt and the tokens handed out */
            vki_result r2 = VKI_SUCCESS;
            if (submitted < produced && p0 + produced <= s->n_ctx) r2 = vki__run_steps(s, produced - submitted, 1);
            else if (submitted > produced) r2 = vki_session_rewind(s, p0 + produced);
            if (!r) r = r2;
        }
    }
    if (!r && (!stop || eog)) { /* flush held-back text at the end (callback with id -1) */
        int len = vki_detokenize_flush(&dt, piece, (int)sizeof piece);
        vki__stream(&st, -1, piece, len > 0 ? len : 0, 1);
    }
    stbds_arrfree(st.text);
    VKINFER_FREE(logits);
    VKINFER_FREE(cand);
    if (n_out) *n_out = produced;
    return r;
}

VKINFER_API int vki_session_profile(vki_session *s, int n_tokens, vki_profile_entry *out, int cap) {
    struct vki__vk *vk;
    VkQueryPoolCreateInfo qci;
    VkQueryPool pool = VK_NULL_HANDLE;
    VkCommandBuffer cb[2] = {VK_NULL_HANDLE, VK_NULL_HANDLE};
    VkCommandBufferAllocateInfo ai;
    vki_profile_entry *acc = NULL;
    uint64_t *ts = NULL, value;
    ptrdiff_t n_ops, i, j;
    int n_acc = 0, t, pos0, k, mode;
    uint32_t nb;
    vki_result r = VKI_SUCCESS;
    VkResult vr;
    if (!s) return VKI_ERROR_INVALID_ARGUMENT;
    if (n_tokens < 1 || cap < 0 || (!out && cap > 0))
        return (int)vki__fail(s->ctx, VKI_ERROR_INVALID_ARGUMENT, "vki_session_profile: %s",
                              n_tokens < 1 ? "n_tokens is below 1" : cap < 0 ? "cap is negative" : "out is NULL with cap > 0");
    vk = s->ctx->vk;
    pos0 = s->pos;
    if (n_tokens > (s->n_ctx - pos0) / 2)
        return (int)vki__fail(s->ctx, VKI_ERROR_CONTEXT_FULL, "profiling %d tokens at position %d needs 2 x %d more positions than n_ctx %d has",
                              n_tokens, pos0, n_tokens, s->n_ctx);
    if (!vk->props.limits.timestampComputeAndGraphics || vk->props.limits.timestampPeriod <= 0.0f)
        return (int)vki__fail(s->ctx, VKI_ERROR_MISSING_FEATURE, "device '%s' has no timestamp queries on compute queues", vk->info.name);
    n_ops = stbds_arrlen(s->ops);
    VKI__ZERO(qci);
    qci.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
    qci.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qci.queryCount = (uint32_t)n_ops + 1;
    if ((vr = vk->dt.vkCreateQueryPool(vk->device, &qci, NULL, &pool)) != VK_SUCCESS) return (int)vki__vkfail(s->ctx, vr, "vkCreateQueryPool");
    VKI__ZERO(ai);
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandPool = s->cmd_pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 2;
    ts = (uint64_t *)vki__calloc((size_t)n_ops + 1, sizeof *ts);
    acc = (vki_profile_entry *)vki__calloc((size_t)n_ops, sizeof *acc);
    if (!ts || !acc) {
        r = vki__fail(s->ctx, VKI_ERROR_OUT_OF_HOST_MEMORY, "profile");
        goto done;
    }
    if ((vr = vk->dt.vkAllocateCommandBuffers(vk->device, &ai, cb)) != VK_SUCCESS) {
        cb[0] = cb[1] = VK_NULL_HANDLE;
        r = vki__vkfail(s->ctx, vr, "vkAllocateCommandBuffers");
        goto done;
    }
    if ((r = vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->last_value)) != VKI_SUCCESS) goto done;
    /* cb[0]: each kernel alone between barriers (its own time, launch included);
       cb[1]: the step as it runs (the time from the previous dispatch's end to this one's) */
    for (mode = 0; mode < 2; mode++)
        if ((r = vki__record_step(s, cb[mode], s->sets, 0, &nb, pool, mode == 0)) != VKI_SUCCESS) goto done;
    for (mode = 0; mode < 2; mode++)
        for (t = 0; t < n_tokens; t++) {
            VkCommandBuffer cbs[2];
            uint32_t n = 0;
            if (!s->gpu_pos_known) {
                s->io_ctrl[0] = (uint32_t)s->pos;
                cbs[n++] = s->cb_setpos;
            }
            cbs[n++] = cb[mode];
            s->io_tokens[s->pos] = (uint32_t)(t % s->m->info.n_vocab);
            if ((r = vki__submit_recorded(s->ctx, cbs, n, &value)) != VKI_SUCCESS) goto done;
            s->gpu_pos_known = 1;
            s->last_value = value;
            s->value_at[s->pos] = value;
            s->pos++;
            if ((r = vki__wait_value(s->ctx, VKI__Q_COMPUTE, value)) != VKI_SUCCESS) goto done;
            vr = vk->dt.vkGetQueryPoolResults(vk->device, pool, 0, (uint32_t)n_ops + 1, ((size_t)n_ops + 1) * 8, ts, 8,
                                              VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
            if (vr != VK_SUCCESS) {
                r = vki__vkfail(s->ctx, vr, "vkGetQueryPoolResults");
                goto done;
            }
            for (i = 0; i < n_ops; i++) {
                const vki__op *op = &s->ops[i];
                char name[32];
                const char *kname = vki__kernel_table(&k)[vk->pipelines[op->pipe].kernel].name;
                double us = (double)(ts[i + 1] - ts[i]) * vk->props.limits.timestampPeriod * 1e-3;
                int mv = strncmp(kname, "matvec", 6) == 0;
                if (mv) /* by weight type and shape (rows x columns) */
                    snprintf(name, sizeof name, "%s %s %ux%u", kname, vki_type_name((int)vk->pipelines[op->pipe].spec[2]), op->push[1],
                             op->push[0]);
                else snprintf(name, sizeof name, "%s", kname);
                for (j = 0; j < n_acc && strcmp(acc[j].kernel, name) != 0; j++) {}
                if (j == n_acc) {
                    snprintf(acc[n_acc].kernel, sizeof acc[n_acc].kernel, "%s", name);
                    n_acc++;
                }
                if (mode == 1) {
                    acc[j].us_step += us / n_tokens;
                } else {
                    acc[j].us += us / n_tokens;
                    if (t == 0) {
                        acc[j].calls++;
                        if (mv) acc[j].bytes += (double)op->b[0].buf->size;
                    }
                }
            }
        }
    for (i = 0; i < n_acc && i < cap; i++) out[i] = acc[i];
done:
    vki__wait_value(s->ctx, VKI__Q_COMPUTE, s->last_value); /* before freeing what it may still run */
    if (cb[0]) vk->dt.vkFreeCommandBuffers(vk->device, s->cmd_pool, 2, cb);
    if (pool) vk->dt.vkDestroyQueryPool(vk->device, pool, NULL);
    VKINFER_FREE(ts);
    VKINFER_FREE(acc);
    if (s->pos != pos0) vki_session_rewind(s, pos0);
    s->logits_pos = -1; /* the profiled steps overwrote the logits */
    return r != VKI_SUCCESS ? (int)r : n_acc;
}
/* @@END decode */

/* ---------------------------------------------------------------------------
   Generated SPIR-V (amalgamate.sh writes between the markers; do not edit)
   ------------------------------------------------------------------------- */
/* @@BEGIN GENERATED SPIRV */
/* Generated by amalgamate.sh from shaders/ -- do not edit. 8 entries,
   glslangValidator 11:12.0.0, flags: -V --target-env vulkan1.2 -Os, includes sha256:ff890c20b96da56cb3c9b2bf5afab6dbf338ef66110215d6dbdf5cdaf082603c */
/* shaders/add_f32.comp sha256:93a2b2650e36062518448666cee2dc1ddcc43439b50f7a5bf5b88a4874b1db91
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
/* shaders/argmax.comp sha256:4b6e31b04028de7c35fd045d60acd980b1873e2735935dd972aed59b4e62bdcc
   glslangValidator -V --target-env vulkan1.2 -Os shaders/argmax.comp (11:12.0.0) */
static const uint32_t vki__spv_argmax[1144] = {
    0x07230203, 0x00010500, 0x0008000b, 0x00000137,
    0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e,
    0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x000d000f, 0x00000005, 0x00000004, 0x6e69616d,
    0x00000000, 0x0000002e, 0x00000040, 0x0000004b,
    0x00000076, 0x0000007e, 0x000000c3, 0x000000e2,
    0x000000ea, 0x00060010, 0x00000004, 0x00000011,
    0x00000001, 0x00000001, 0x00000001, 0x00030003,
    0x00000002, 0x000001c2, 0x00080004, 0x455f4c47,
    0x735f5458, 0x65646168, 0x36315f72, 0x5f746962,
    0x726f7473, 0x00656761, 0x00080004, 0x455f4c47,
    0x735f5458, 0x65646168, 0x62385f72, 0x735f7469,
    0x61726f74, 0x00006567, 0x000b0004, 0x455f4c47,
    0x735f5458, 0x65646168, 0x78655f72, 0x63696c70,
    0x615f7469, 0x68746972, 0x6974656d, 0x79745f63,
    0x00736570, 0x000a0004, 0x475f4c47, 0x4c474f4f,
    0x70635f45, 0x74735f70, 0x5f656c79, 0x656e696c,
    0x7269645f, 0x69746365, 0x00006576, 0x00080004,
    0x475f4c47, 0x4c474f4f, 0x6e695f45, 0x64756c63,
    0x69645f65, 0x74636572, 0x00657669, 0x000a0004,
    0x4b5f4c47, 0x735f5248, 0x65646168, 0x75735f72,
    0x6f726762, 0x615f7075, 0x68746972, 0x6974656d,
    0x00000063, 0x00090004, 0x4b5f4c47, 0x735f5248,
    0x65646168, 0x75735f72, 0x6f726762, 0x625f7075,
    0x63697361, 0x00000000, 0x00040005, 0x00000004,
    0x6e69616d, 0x00000000, 0x00080005, 0x0000002e,
    0x4c5f6c67, 0x6c61636f, 0x6f766e49, 0x69746163,
    0x44496e6f, 0x00000000, 0x00030005, 0x0000003e,
    0x00000050, 0x00040006, 0x0000003e, 0x00000000,
    0x0000006e, 0x00050006, 0x0000003e, 0x00000001,
    0x64656566, 0x00000000, 0x00050006, 0x0000003e,
    0x00000002, 0x74635f6e, 0x00000078, 0x00040006,
    0x0000003e, 0x00000003, 0x0066666f, 0x00030005,
    0x00000040, 0x00006370, 0x00030005, 0x00000049,
    0x0000624c, 0x00050006, 0x00000049, 0x00000000,
    0x646e6163, 0x00000000, 0x00030005, 0x0000004b,
    0x00000000, 0x00030005, 0x00000076, 0x00007662,
    0x00030005, 0x0000007e, 0x00006962, 0x00030005,
    0x000000c1, 0x00006253, 0x00040006, 0x000000c1,
    0x00000000, 0x00736f70, 0x00040005, 0x000000c3,
    0x74617473, 0x00000065, 0x00030005, 0x000000e0,
    0x00006254, 0x00050006, 0x000000e0, 0x00000000,
    0x656b6f74, 0x0000736e, 0x00030005, 0x000000e2,
    0x00000000, 0x00030005, 0x000000e8, 0x0000624f,
    0x00060006, 0x000000e8, 0x00000000, 0x5f74756f,
    0x656b6f74, 0x0000736e, 0x00030005, 0x000000ea,
    0x00000000, 0x00040047, 0x0000002e, 0x0000000b,
    0x0000001b, 0x00050048, 0x0000003e, 0x00000000,
    0x00000023, 0x00000000, 0x00050048, 0x0000003e,
    0x00000001, 0x00000023, 0x00000004, 0x00050048,
    0x0000003e, 0x00000002, 0x00000023, 0x00000008,
    0x00050048, 0x0000003e, 0x00000003, 0x00000023,
    0x0000000c, 0x00030047, 0x0000003e, 0x00000002,
    0x00040047, 0x00000048, 0x00000006, 0x00000004,
    0x00040048, 0x00000049, 0x00000000, 0x00000018,
    0x00050048, 0x00000049, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000049, 0x00000002,
    0x00040047, 0x0000004b, 0x00000022, 0x00000000,
    0x00040047, 0x0000004b, 0x00000021, 0x00000000,
    0x00040047, 0x0000006e, 0x00000001, 0x00000000,
    0x00040047, 0x0000006f, 0x0000000b, 0x00000019,
    0x00050048, 0x000000c1, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000000c1, 0x00000002,
    0x00040047, 0x000000c3, 0x00000022, 0x00000000,
    0x00040047, 0x000000c3, 0x00000021, 0x00000001,
    0x00040047, 0x000000df, 0x00000006, 0x00000004,
    0x00050048, 0x000000e0, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000000e0, 0x00000002,
    0x00040047, 0x000000e2, 0x00000022, 0x00000000,
    0x00040047, 0x000000e2, 0x00000021, 0x00000002,
    0x00040047, 0x000000e7, 0x00000006, 0x00000004,
    0x00040048, 0x000000e8, 0x00000000, 0x00000019,
    0x00050048, 0x000000e8, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000000e8, 0x00000002,
    0x00040047, 0x000000ea, 0x00000022, 0x00000000,
    0x00040047, 0x000000ea, 0x00000021, 0x00000003,
    0x00020013, 0x00000002, 0x00030021, 0x00000003,
    0x00000002, 0x00030016, 0x00000006, 0x00000020,
    0x00040015, 0x00000008, 0x00000020, 0x00000000,
    0x00020014, 0x0000000a, 0x0004002b, 0x00000008,
    0x00000013, 0xffffffff, 0x00040017, 0x0000002c,
    0x00000008, 0x00000003, 0x00040020, 0x0000002d,
    0x00000001, 0x0000002c, 0x0004003b, 0x0000002d,
    0x0000002e, 0x00000001, 0x0004002b, 0x00000008,
    0x0000002f, 0x00000000, 0x00040020, 0x00000030,
    0x00000001, 0x00000008, 0x0004002b, 0x00000006,
    0x00000034, 0x00000000, 0x0006001e, 0x0000003e,
    0x00000008, 0x00000008, 0x00000008, 0x00000008,
    0x00040020, 0x0000003f, 0x00000009, 0x0000003e,
    0x0004003b, 0x0000003f, 0x00000040, 0x00000009,
    0x00040015, 0x00000041, 0x00000020, 0x00000001,
    0x0004002b, 0x00000041, 0x00000042, 0x00000000,
    0x00040020, 0x00000043, 0x00000009, 0x00000008,
    0x0003001d, 0x00000048, 0x00000006, 0x0003001e,
    0x00000049, 0x00000048, 0x00040020, 0x0000004a,
    0x0000000c, 0x00000049, 0x0004003b, 0x0000004a,
    0x0000004b, 0x0000000c, 0x0004002b, 0x00000041,
    0x0000004c, 0x00000003, 0x0004002b, 0x00000008,
    0x0000004f, 0x00000002, 0x00040020, 0x00000053,
    0x0000000c, 0x00000006, 0x0004002b, 0x00000008,
    0x0000005c, 0x00000001, 0x00040032, 0x00000008,
    0x0000006e, 0x00000001, 0x00060033, 0x0000002c,
    0x0000006f, 0x0000006e, 0x0000005c, 0x0000005c,
    0x00060034, 0x00000008, 0x00000073, 0x00000051,
    0x0000006f, 0x00000000, 0x0004001c, 0x00000074,
    0x00000006, 0x00000073, 0x00040020, 0x00000075,
    0x00000004, 0x00000074, 0x0004003b, 0x00000075,
    0x00000076, 0x00000004, 0x00040020, 0x00000079,
    0x00000004, 0x00000006, 0x00060034, 0x00000008,
    0x0000007b, 0x00000051, 0x0000006f, 0x00000000,
    0x0004001c, 0x0000007c, 0x00000008, 0x0000007b,
    0x00040020, 0x0000007d, 0x00000004, 0x0000007c,
    0x0004003b, 0x0000007d, 0x0000007e, 0x00000004,
    0x00040020, 0x00000081, 0x00000004, 0x00000008,
    0x0004002b, 0x00000008, 0x00000083, 0x00000108,
    0x00060034, 0x00000008, 0x00000085, 0x00000051,
    0x0000006f, 0x00000000, 0x00060034, 0x00000008,
    0x00000086, 0x00000086, 0x00000085, 0x0000004f,
    0x0004002b, 0x00000041, 0x000000b9, 0x00000001,
    0x0003001e, 0x000000c1, 0x00000008, 0x00040020,
    0x000000c2, 0x0000000c, 0x000000c1, 0x0004003b,
    0x000000c2, 0x000000c3, 0x0000000c, 0x00040020,
    0x000000c4, 0x0000000c, 0x00000008, 0x0004002b,
    0x00000041, 0x000000d4, 0x00000002, 0x0003001d,
    0x000000df, 0x00000008, 0x0003001e, 0x000000e0,
    0x000000df, 0x00040020, 0x000000e1, 0x0000000c,
    0x000000e0, 0x0004003b, 0x000000e1, 0x000000e2,
    0x0000000c, 0x0003001d, 0x000000e7, 0x00000008,
    0x0003001e, 0x000000e8, 0x000000e7, 0x00040020,
    0x000000e9, 0x0000000c, 0x000000e8, 0x0004003b,
    0x000000e9, 0x000000ea, 0x0000000c, 0x00050036,
    0x00000002, 0x00000004, 0x00000000, 0x00000003,
    0x000200f8, 0x00000005, 0x00050041, 0x00000030,
    0x00000031, 0x0000002e, 0x0000002f, 0x0004003d,
    0x00000008, 0x00000032, 0x00000031, 0x000200f9,
    0x00000038, 0x000200f8, 0x00000038, 0x000700f5,
    0x00000008, 0x00000125, 0x00000013, 0x00000005,
    0x00000135, 0x0000003b, 0x000700f5, 0x00000006,
    0x00000124, 0x00000034, 0x00000005, 0x00000136,
    0x0000003b, 0x000700f5, 0x00000008, 0x00000123,
    0x00000032, 0x00000005, 0x00000072, 0x0000003b,
    0x00050041, 0x00000043, 0x00000044, 0x00000040,
    0x00000042, 0x0004003d, 0x00000008, 0x00000045,
    0x00000044, 0x000500b0, 0x0000000a, 0x00000046,
    0x00000123, 0x00000045, 0x000400f6, 0x0000003a,
    0x0000003b, 0x00000000, 0x000400fa, 0x00000046,
    0x00000039, 0x0000003a, 0x000200f8, 0x00000039,
    0x00050041, 0x00000043, 0x0000004d, 0x00000040,
    0x0000004c, 0x0004003d, 0x00000008, 0x0000004e,
    0x0000004d, 0x00050084, 0x00000008, 0x00000051,
    0x0000004f, 0x00000123, 0x00050080, 0x00000008,
    0x00000052, 0x0000004e, 0x00000051, 0x00060041,
    0x00000053, 0x00000054, 0x0000004b, 0x00000042,
    0x00000052, 0x0004003d, 0x00000006, 0x00000055,
    0x00000054, 0x00050080, 0x00000008, 0x0000005d,
    0x00000052, 0x0000005c, 0x00060041, 0x00000053,
    0x0000005e, 0x0000004b, 0x00000042, 0x0000005d,
    0x0004003d, 0x00000006, 0x0000005f, 0x0000005e,
    0x0004007c, 0x00000008, 0x00000060, 0x0000005f,
    0x000500ab, 0x0000000a, 0x000000f6, 0x00000060,
    0x00000013, 0x000300f7, 0x00000109, 0x00000000,
    0x000400fa, 0x000000f6, 0x000000f7, 0x00000109,
    0x000200f8, 0x000000f7, 0x000500aa, 0x0000000a,
    0x000000f9, 0x00000125, 0x00000013, 0x000500ba,
    0x0000000a, 0x000000fc, 0x00000055, 0x00000124,
    0x000500a6, 0x0000000a, 0x000000fd, 0x000000f9,
    0x000000fc, 0x000400a8, 0x0000000a, 0x000000fe,
    0x000000fd, 0x000300f7, 0x00000107, 0x00000000,
    0x000400fa, 0x000000fe, 0x000000ff, 0x00000107,
    0x000200f8, 0x000000ff, 0x000500b4, 0x0000000a,
    0x00000102, 0x00000055, 0x00000124, 0x000500b0,
    0x0000000a, 0x00000105, 0x00000060, 0x00000125,
    0x000500a7, 0x0000000a, 0x00000106, 0x00000102,
    0x00000105, 0x000200f9, 0x00000107, 0x000200f8,
    0x00000107, 0x000700f5, 0x0000000a, 0x00000108,
    0x000000fd, 0x000000f7, 0x00000106, 0x000000ff,
    0x000200f9, 0x00000109, 0x000200f8, 0x00000109,
    0x000700f5, 0x0000000a, 0x0000010a, 0x000000f6,
    0x00000039, 0x00000108, 0x00000107, 0x000200f9,
    0x0000006b, 0x000200f8, 0x0000006b, 0x000600a9,
    0x00000008, 0x00000135, 0x0000010a, 0x00000060,
    0x00000125, 0x000600a9, 0x00000006, 0x00000136,
    0x0000010a, 0x00000055, 0x00000124, 0x000200f9,
    0x0000003b, 0x000200f8, 0x0000003b, 0x00050051,
    0x00000008, 0x00000070, 0x0000006f, 0x00000000,
    0x00050080, 0x00000008, 0x00000072, 0x00000123,
    0x00000070, 0x000200f9, 0x00000038, 0x000200f8,
    0x0000003a, 0x00050041, 0x00000079, 0x0000007a,
    0x00000076, 0x00000032, 0x0003003e, 0x0000007a,
    0x00000124, 0x00050041, 0x00000081, 0x00000082,
    0x0000007e, 0x00000032, 0x0003003e, 0x00000082,
    0x00000125, 0x000400e0, 0x0000004f, 0x0000004f,
    0x00000083, 0x000200f9, 0x00000087, 0x000200f8,
    0x00000087, 0x000700f5, 0x00000008, 0x00000126,
    0x00000086, 0x0000003a, 0x000000bb, 0x0000008a,
    0x000500ac, 0x0000000a, 0x0000008d, 0x00000126,
    0x0000002f, 0x000400f6, 0x00000089, 0x0000008a,
    0x00000000, 0x000400fa, 0x0000008d, 0x00000088,
    0x00000089, 0x000200f8, 0x00000088, 0x000500b0,
    0x0000000a, 0x00000090, 0x00000032, 0x00000126,
    0x000300f7, 0x00000092, 0x00000000, 0x000400fa,
    0x00000090, 0x00000091, 0x00000092, 0x000200f8,
    0x00000091, 0x00050080, 0x00000008, 0x00000095,
    0x00000032, 0x00000126, 0x00050041, 0x00000079,
    0x0000009c, 0x00000076, 0x00000095, 0x0004003d,
    0x00000006, 0x0000009d, 0x0000009c, 0x00050041,
    0x00000081, 0x0000009f, 0x0000007e, 0x00000095,
    0x0004003d, 0x00000008, 0x000000a0, 0x0000009f,
    0x0004003d, 0x00000006, 0x000000a3, 0x0000007a,
    0x0004003d, 0x00000008, 0x000000a6, 0x00000082,
    0x000500ab, 0x0000000a, 0x0000010e, 0x000000a0,
    0x00000013, 0x000300f7, 0x00000121, 0x00000000,
    0x000400fa, 0x0000010e, 0x0000010f, 0x00000121,
    0x000200f8, 0x0000010f, 0x000500aa, 0x0000000a,
    0x00000111, 0x000000a6, 0x00000013, 0x000500ba,
    0x0000000a, 0x00000114, 0x0000009d, 0x000000a3,
    0x000500a6, 0x0000000a, 0x00000115, 0x00000111,
    0x00000114, 0x000400a8, 0x0000000a, 0x00000116,
    0x00000115, 0x000300f7, 0x0000011f, 0x00000000,
    0x000400fa, 0x00000116, 0x00000117, 0x0000011f,
    0x000200f8, 0x00000117, 0x000500b4, 0x0000000a,
    0x0000011a, 0x0000009d, 0x000000a3, 0x000500b0,
    0x0000000a, 0x0000011d, 0x000000a0, 0x000000a6,
    0x000500a7, 0x0000000a, 0x0000011e, 0x0000011a,
    0x0000011d, 0x000200f9, 0x0000011f, 0x000200f8,
    0x0000011f, 0x000700f5, 0x0000000a, 0x00000120,
    0x00000115, 0x0000010f, 0x0000011e, 0x00000117,
    0x000200f9, 0x00000121, 0x000200f8, 0x00000121,
    0x000700f5, 0x0000000a, 0x00000122, 0x0000010e,
    0x00000091, 0x00000120, 0x0000011f, 0x000200f9,
    0x00000092, 0x000200f8, 0x00000092, 0x000700f5,
    0x0000000a, 0x000000a8, 0x00000090, 0x00000088,
    0x00000122, 0x00000121, 0x000300f7, 0x000000aa,
    0x00000000, 0x000400fa, 0x000000a8, 0x000000a9,
    0x000000aa, 0x000200f8, 0x000000a9, 0x00050080,
    0x00000008, 0x000000ae, 0x00000032, 0x00000126,
    0x00050041, 0x00000079, 0x000000af, 0x00000076,
    0x000000ae, 0x0004003d, 0x00000006, 0x000000b0,
    0x000000af, 0x0003003e, 0x0000007a, 0x000000b0,
    0x00050041, 0x00000081, 0x000000b6, 0x0000007e,
    0x000000ae, 0x0004003d, 0x00000008, 0x000000b7,
    0x000000b6, 0x0003003e, 0x00000082, 0x000000b7,
    0x000200f9, 0x000000aa, 0x000200f8, 0x000000aa,
    0x000400e0, 0x0000004f, 0x0000004f, 0x00000083,
    0x000200f9, 0x0000008a, 0x000200f8, 0x0000008a,
    0x000500c2, 0x00000008, 0x000000bb, 0x00000126,
    0x000000b9, 0x000200f9, 0x00000087, 0x000200f8,
    0x00000089, 0x000500aa, 0x0000000a, 0x000000bd,
    0x00000032, 0x0000002f, 0x000300f7, 0x000000bf,
    0x00000000, 0x000400fa, 0x000000bd, 0x000000be,
    0x000000bf, 0x000200f8, 0x000000be, 0x00050041,
    0x000000c4, 0x000000c5, 0x000000c3, 0x00000042,
    0x0004003d, 0x00000008, 0x000000c6, 0x000000c5,
    0x00050041, 0x00000081, 0x000000c8, 0x0000007e,
    0x00000042, 0x0004003d, 0x00000008, 0x000000c9,
    0x000000c8, 0x000500aa, 0x0000000a, 0x000000ca,
    0x000000c9, 0x00000013, 0x000300f7, 0x000000cd,
    0x00000000, 0x000400fa, 0x000000ca, 0x000000cc,
    0x000000ce, 0x000200f8, 0x000000cc, 0x000200f9,
    0x000000cd, 0x000200f8, 0x000000ce, 0x0004003d,
    0x00000008, 0x000000d0, 0x000000c8, 0x000200f9,
    0x000000cd, 0x000200f8, 0x000000cd, 0x000700f5,
    0x00000008, 0x00000127, 0x0000002f, 0x000000cc,
    0x000000d0, 0x000000ce, 0x00050080, 0x00000008,
    0x000000d3, 0x000000c6, 0x0000005c, 0x00050041,
    0x00000043, 0x000000d5, 0x00000040, 0x000000d4,
    0x0004003d, 0x00000008, 0x000000d6, 0x000000d5,
    0x000500b0, 0x0000000a, 0x000000d7, 0x000000d3,
    0x000000d6, 0x000300f7, 0x000000d9, 0x00000000,
    0x000400fa, 0x000000d7, 0x000000d8, 0x000000d9,
    0x000200f8, 0x000000d8, 0x00050041, 0x00000043,
    0x000000da, 0x00000040, 0x000000b9, 0x0004003d,
    0x00000008, 0x000000db, 0x000000da, 0x000500ab,
    0x0000000a, 0x000000dc, 0x000000db, 0x0000002f,
    0x000300f7, 0x000000de, 0x00000000, 0x000400fa,
    0x000000dc, 0x000000dd, 0x000000de, 0x000200f8,
    0x000000dd, 0x00060041, 0x000000c4, 0x000000e6,
    0x000000e2, 0x00000042, 0x000000d3, 0x0003003e,
    0x000000e6, 0x00000127, 0x000200f9, 0x000000de,
    0x000200f8, 0x000000de, 0x00060041, 0x000000c4,
    0x000000ee, 0x000000ea, 0x00000042, 0x000000d3,
    0x0003003e, 0x000000ee, 0x00000127, 0x000200f9,
    0x000000d9, 0x000200f8, 0x000000d9, 0x0003003e,
    0x000000c5, 0x000000d3, 0x000200f9, 0x000000bf,
    0x000200f8, 0x000000bf, 0x000100fd, 0x00010038,
};
/* shaders/attention.comp sha256:42984fe99ea1894561d755d838efe1870dc498dfcc61d043eea825704923a5de
   glslangValidator -V --target-env vulkan1.2 -Os shaders/attention.comp (11:12.0.0) */
static const uint32_t vki__spv_attention[9858] = {
    0x07230203, 0x00010500, 0x0008000b, 0x00000dde,
    0x00000000, 0x00020011, 0x00000001, 0x00020011,
    0x0000003d, 0x00020011, 0x0000003f, 0x00020011,
    0x00001151, 0x0006000b, 0x00000001, 0x4c534c47,
    0x6474732e, 0x3035342e, 0x00000000, 0x0003000e,
    0x00000000, 0x00000001, 0x002a000f, 0x00000005,
    0x00000004, 0x6e69616d, 0x00000000, 0x000000ab,
    0x000000be, 0x000000e7, 0x000000f8, 0x000000fb,
    0x0000012f, 0x00000136, 0x0000014d, 0x00000159,
    0x0000017f, 0x000001dd, 0x0000025c, 0x00000265,
    0x00000295, 0x0000029c, 0x000002af, 0x000002c8,
    0x000002f7, 0x00000304, 0x00000318, 0x0000033c,
    0x00000406, 0x00000413, 0x00000420, 0x0000042b,
    0x000004fd, 0x000005bb, 0x00000754, 0x00000760,
    0x00000779, 0x000007ee, 0x0000080e, 0x00000837,
    0x0000083c, 0x00000870, 0x000008cc, 0x00000911,
    0x00060010, 0x00000004, 0x00000011, 0x00000001,
    0x00000001, 0x00000001, 0x00030003, 0x00000002,
    0x000001c2, 0x00080004, 0x455f4c47, 0x735f5458,
    0x65646168, 0x36315f72, 0x5f746962, 0x726f7473,
    0x00656761, 0x00080004, 0x455f4c47, 0x735f5458,
    0x65646168, 0x62385f72, 0x735f7469, 0x61726f74,
    0x00006567, 0x000b0004, 0x455f4c47, 0x735f5458,
    0x65646168, 0x78655f72, 0x63696c70, 0x615f7469,
    0x68746972, 0x6974656d, 0x79745f63, 0x00736570,
    0x000a0004, 0x475f4c47, 0x4c474f4f, 0x70635f45,
    0x74735f70, 0x5f656c79, 0x656e696c, 0x7269645f,
    0x69746365, 0x00006576, 0x00080004, 0x475f4c47,
    0x4c474f4f, 0x6e695f45, 0x64756c63, 0x69645f65,
    0x74636572, 0x00657669, 0x000a0004, 0x4b5f4c47,
    0x735f5248, 0x65646168, 0x75735f72, 0x6f726762,
    0x615f7075, 0x68746972, 0x6974656d, 0x00000063,
    0x00090004, 0x4b5f4c47, 0x735f5248, 0x65646168,
    0x75735f72, 0x6f726762, 0x625f7075, 0x63697361,
    0x00000000, 0x00040005, 0x00000004, 0x6e69616d,
    0x00000000, 0x00030005, 0x00000096, 0x00004448,
    0x00030005, 0x00000097, 0x00004753, 0x00030005,
    0x0000009b, 0x004c5045, 0x00030005, 0x000000a6,
    0x00504552, 0x00030005, 0x000000ab, 0x00007371,
    0x00080005, 0x000000be, 0x4c5f6c67, 0x6c61636f,
    0x6f766e49, 0x69746163, 0x44496e6f, 0x00000000,
    0x00030005, 0x000000e5, 0x00623451, 0x00040006,
    0x000000e5, 0x00000000, 0x0034716f, 0x00030005,
    0x000000e7, 0x00000000, 0x00030005, 0x000000f6,
    0x00626451, 0x00040006, 0x000000f6, 0x00000000,
    0x0064716f, 0x00030005, 0x000000f8, 0x00000000,
    0x00030005, 0x000000f9, 0x00000050, 0x00060006,
    0x000000f9, 0x00000000, 0x65685f6e, 0x6b5f6461,
    0x00000076, 0x00050006, 0x000000f9, 0x00000001,
    0x67616c66, 0x00000073, 0x00050006, 0x000000f9,
    0x00000002, 0x65736162, 0x00000000, 0x00040006,
    0x000000f9, 0x00000003, 0x00737065, 0x00050006,
    0x000000f9, 0x00000004, 0x6c616373, 0x00000065,
    0x00070006, 0x000000f9, 0x00000005, 0x6c5f766b,
    0x72657961, 0x66666f5f, 0x00000000, 0x00060006,
    0x000000f9, 0x00000006, 0x5f6e696d, 0x6e756863,
    0x0000006b, 0x00030005, 0x000000fb, 0x00006370,
    0x00040005, 0x00000110, 0x465f564b, 0x00003631,
    0x00030005, 0x0000012f, 0x0000736b, 0x00030005,
    0x00000136, 0x00007376, 0x00030005, 0x0000014b,
    0x00324356, 0x00040006, 0x0000014b, 0x00000000,
    0x00326376, 0x00030005, 0x0000014d, 0x00000000,
    0x00030005, 0x00000157, 0x00344356, 0x00040006,
    0x00000157, 0x00000000, 0x00346376, 0x00030005,
    0x00000159, 0x00000000, 0x00080005, 0x0000017f,
    0x535f6c67, 0x72676275, 0x4970756f, 0x636f766e,
    0x6f697461, 0x0044496e, 0x00030005, 0x000001dd,
    0x0000776e, 0x00030005, 0x0000025c, 0x00007363,
    0x00030005, 0x00000265, 0x00006e73, 0x00060005,
    0x00000295, 0x575f6c67, 0x476b726f, 0x70756f72,
    0x00004449, 0x00070005, 0x0000029c, 0x4e5f6c67,
    0x6f576d75, 0x72476b72, 0x7370756f, 0x00000000,
    0x00030005, 0x000002ad, 0x00006253, 0x00040006,
    0x000002ad, 0x00000000, 0x00736f70, 0x00040005,
    0x000002af, 0x74617473, 0x00000065, 0x00030005,
    0x000002bf, 0x00545051, 0x00030005, 0x000002c3,
    0x00007271, 0x00030005, 0x000002c6, 0x00006251,
    0x00040006, 0x000002c6, 0x00000000, 0x00000071,
    0x00030005, 0x000002c8, 0x00000000, 0x00030005,
    0x000002e6, 0x0054504b, 0x00030005, 0x000002f2,
    0x0000726b, 0x00030005, 0x000002f5, 0x0000624b,
    0x00040006, 0x000002f5, 0x00000000, 0x0000006b,
    0x00030005, 0x000002f7, 0x00000000, 0x00030005,
    0x000002ff, 0x00007276, 0x00030005, 0x00000302,
    0x00006256, 0x00040006, 0x00000302, 0x00000000,
    0x00000076, 0x00030005, 0x00000304, 0x00000000,
    0x00030005, 0x0000030c, 0x0072716e, 0x00030005,
    0x00000316, 0x0000624e, 0x00050006, 0x00000316,
    0x00000000, 0x6d726f6e, 0x0000775f, 0x00030005,
    0x00000318, 0x00000000, 0x00030005, 0x00000320,
    0x00726b6e, 0x00030005, 0x00000330, 0x00007266,
    0x00030005, 0x0000033a, 0x00006246, 0x00060006,
    0x0000033a, 0x00000000, 0x71657266, 0x6361665f,
    0x00726f74, 0x00030005, 0x0000033c, 0x00000000,
    0x00030005, 0x00000404, 0x0062434b, 0x00050006,
    0x00000404, 0x00000000, 0x3631636b, 0x00000000,
    0x00030005, 0x00000406, 0x00000000, 0x00030005,
    0x00000411, 0x00624356, 0x00050006, 0x00000411,
    0x00000000, 0x36316376, 0x00000000, 0x00030005,
    0x00000413, 0x00000000, 0x00030005, 0x0000041e,
    0x0066434b, 0x00050006, 0x0000041e, 0x00000000,
    0x3233636b, 0x00000000, 0x00030005, 0x00000420,
    0x00000000, 0x00030005, 0x00000429, 0x00664356,
    0x00050006, 0x00000429, 0x00000000, 0x32336376,
    0x00000000, 0x00030005, 0x0000042b, 0x00000000,
    0x00030005, 0x00000443, 0x0000006d, 0x00030005,
    0x00000447, 0x0000006c, 0x00030005, 0x00000455,
    0x00636361, 0x00030005, 0x00000494, 0x00465056,
    0x00030005, 0x000004b9, 0x00005156, 0x00040005,
    0x000004c8, 0x36317276, 0x00000000, 0x00040005,
    0x000004d5, 0x32337276, 0x00000000, 0x00030005,
    0x000004e8, 0x00006373, 0x00030005, 0x000004fb,
    0x0034434b, 0x00040006, 0x000004fb, 0x00000000,
    0x0034636b, 0x00030005, 0x000004fd, 0x00000000,
    0x00030005, 0x000005bb, 0x00007377, 0x00030005,
    0x000005df, 0x00000078, 0x00030005, 0x00000601,
    0x00007676, 0x00030005, 0x0000068a, 0x00000078,
    0x00030005, 0x0000069e, 0x00007676, 0x00030005,
    0x00000754, 0x00006d73, 0x00030005, 0x00000760,
    0x00006c73, 0x00040005, 0x00000779, 0x63636173,
    0x00000000, 0x00030005, 0x000007ec, 0x0000624f,
    0x00040006, 0x000007ec, 0x00000000, 0x0000006f,
    0x00030005, 0x000007ee, 0x00000000, 0x00030005,
    0x000007f7, 0x00004f51, 0x00030005, 0x00000809,
    0x00005350, 0x00030005, 0x0000080c, 0x00006250,
    0x00050006, 0x0000080c, 0x00000000, 0x74726170,
    0x00000000, 0x00030005, 0x0000080e, 0x00000000,
    0x00030005, 0x00000835, 0x00006243, 0x00050006,
    0x00000835, 0x00000000, 0x6e756f63, 0x00726574,
    0x00030005, 0x00000837, 0x00000000, 0x00040005,
    0x0000083c, 0x7473616c, 0x00000000, 0x00030005,
    0x0000085f, 0x00004c4d, 0x00030005, 0x0000086b,
    0x00006c6d, 0x00030005, 0x0000086e, 0x00623250,
    0x00050006, 0x0000086e, 0x00000000, 0x74726170,
    0x00000032, 0x00030005, 0x00000870, 0x00000000,
    0x00030005, 0x000008cc, 0x00737477, 0x00030005,
    0x000008f7, 0x00000041, 0x00030005, 0x0000090c,
    0x00007670, 0x00030005, 0x0000090f, 0x00623450,
    0x00050006, 0x0000090f, 0x00000000, 0x74726170,
    0x00000034, 0x00030005, 0x00000911, 0x00000000,
    0x00040047, 0x00000096, 0x00000001, 0x00000004,
    0x00040047, 0x00000097, 0x00000001, 0x00000001,
    0x00040047, 0x000000a6, 0x00000001, 0x00000003,
    0x00040047, 0x000000be, 0x0000000b, 0x0000001b,
    0x00040047, 0x000000e4, 0x00000006, 0x00000010,
    0x00040048, 0x000000e5, 0x00000000, 0x00000019,
    0x00050048, 0x000000e5, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000000e5, 0x00000002,
    0x00040047, 0x000000e7, 0x00000022, 0x00000000,
    0x00040047, 0x000000e7, 0x00000021, 0x0000000b,
    0x00040047, 0x000000f5, 0x00000006, 0x00000008,
    0x00040048, 0x000000f6, 0x00000000, 0x00000019,
    0x00050048, 0x000000f6, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000000f6, 0x00000002,
    0x00040047, 0x000000f8, 0x00000022, 0x00000000,
    0x00040047, 0x000000f8, 0x00000021, 0x0000000b,
    0x00050048, 0x000000f9, 0x00000000, 0x00000023,
    0x00000000, 0x00050048, 0x000000f9, 0x00000001,
    0x00000023, 0x00000004, 0x00050048, 0x000000f9,
    0x00000002, 0x00000023, 0x00000008, 0x00050048,
    0x000000f9, 0x00000003, 0x00000023, 0x0000000c,
    0x00050048, 0x000000f9, 0x00000004, 0x00000023,
    0x00000010, 0x00050048, 0x000000f9, 0x00000005,
    0x00000023, 0x00000014, 0x00050048, 0x000000f9,
    0x00000006, 0x00000023, 0x00000018, 0x00030047,
    0x000000f9, 0x00000002, 0x00040047, 0x0000010b,
    0x00000001, 0x00000000, 0x00040047, 0x0000010c,
    0x0000000b, 0x00000019, 0x00040047, 0x00000110,
    0x00000001, 0x00000002, 0x00040047, 0x0000014a,
    0x00000006, 0x00000008, 0x00040048, 0x0000014b,
    0x00000000, 0x00000018, 0x00050048, 0x0000014b,
    0x00000000, 0x00000023, 0x00000000, 0x00030047,
    0x0000014b, 0x00000002, 0x00040047, 0x0000014d,
    0x00000022, 0x00000000, 0x00040047, 0x0000014d,
    0x00000021, 0x00000004, 0x00040047, 0x00000156,
    0x00000006, 0x00000010, 0x00040048, 0x00000157,
    0x00000000, 0x00000018, 0x00050048, 0x00000157,
    0x00000000, 0x00000023, 0x00000000, 0x00030047,
    0x00000157, 0x00000002, 0x00040047, 0x00000159,
    0x00000022, 0x00000000, 0x00040047, 0x00000159,
    0x00000021, 0x00000004, 0x00030047, 0x0000017f,
    0x00000000, 0x00040047, 0x0000017f, 0x0000000b,
    0x00000029, 0x00040047, 0x00000295, 0x0000000b,
    0x0000001a, 0x00040047, 0x0000029c, 0x0000000b,
    0x00000018, 0x00030047, 0x000002a9, 0x00000000,
    0x00040048, 0x000002ad, 0x00000000, 0x00000018,
    0x00050048, 0x000002ad, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000002ad, 0x00000002,
    0x00040047, 0x000002af, 0x00000022, 0x00000000,
    0x00040047, 0x000002af, 0x00000021, 0x00000006,
    0x00040047, 0x000002c5, 0x00000006, 0x00000004,
    0x00040048, 0x000002c6, 0x00000000, 0x00000018,
    0x00050048, 0x000002c6, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000002c6, 0x00000002,
    0x00040047, 0x000002c8, 0x00000022, 0x00000000,
    0x00040047, 0x000002c8, 0x00000021, 0x00000000,
    0x00040047, 0x000002f4, 0x00000006, 0x00000004,
    0x00040048, 0x000002f5, 0x00000000, 0x00000018,
    0x00050048, 0x000002f5, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000002f5, 0x00000002,
    0x00040047, 0x000002f7, 0x00000022, 0x00000000,
    0x00040047, 0x000002f7, 0x00000021, 0x00000001,
    0x00040047, 0x00000301, 0x00000006, 0x00000004,
    0x00040048, 0x00000302, 0x00000000, 0x00000018,
    0x00050048, 0x00000302, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000302, 0x00000002,
    0x00040047, 0x00000304, 0x00000022, 0x00000000,
    0x00040047, 0x00000304, 0x00000021, 0x00000002,
    0x00040047, 0x00000315, 0x00000006, 0x00000004,
    0x00040048, 0x00000316, 0x00000000, 0x00000018,
    0x00050048, 0x00000316, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000316, 0x00000002,
    0x00040047, 0x00000318, 0x00000022, 0x00000000,
    0x00040047, 0x00000318, 0x00000021, 0x00000005,
    0x00040047, 0x00000339, 0x00000006, 0x00000004,
    0x00040048, 0x0000033a, 0x00000000, 0x00000018,
    0x00050048, 0x0000033a, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x0000033a, 0x00000002,
    0x00040047, 0x0000033c, 0x00000022, 0x00000000,
    0x00040047, 0x0000033c, 0x00000021, 0x00000007,
    0x00040047, 0x00000403, 0x00000006, 0x00000002,
    0x00050048, 0x00000404, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000404, 0x00000002,
    0x00040047, 0x00000406, 0x00000022, 0x00000000,
    0x00040047, 0x00000406, 0x00000021, 0x00000003,
    0x00040047, 0x00000410, 0x00000006, 0x00000002,
    0x00050048, 0x00000411, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000411, 0x00000002,
    0x00040047, 0x00000413, 0x00000022, 0x00000000,
    0x00040047, 0x00000413, 0x00000021, 0x00000004,
    0x00040047, 0x0000041d, 0x00000006, 0x00000004,
    0x00050048, 0x0000041e, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x0000041e, 0x00000002,
    0x00040047, 0x00000420, 0x00000022, 0x00000000,
    0x00040047, 0x00000420, 0x00000021, 0x00000003,
    0x00040047, 0x00000428, 0x00000006, 0x00000004,
    0x00050048, 0x00000429, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000429, 0x00000002,
    0x00040047, 0x0000042b, 0x00000022, 0x00000000,
    0x00040047, 0x0000042b, 0x00000021, 0x00000004,
    0x00040047, 0x00000494, 0x00000001, 0x00000005,
    0x00040047, 0x000004fa, 0x00000006, 0x00000010,
    0x00040048, 0x000004fb, 0x00000000, 0x00000018,
    0x00050048, 0x000004fb, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000004fb, 0x00000002,
    0x00040047, 0x000004fd, 0x00000022, 0x00000000,
    0x00040047, 0x000004fd, 0x00000021, 0x00000003,
    0x00040047, 0x000007eb, 0x00000006, 0x00000004,
    0x00040048, 0x000007ec, 0x00000000, 0x00000019,
    0x00050048, 0x000007ec, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x000007ec, 0x00000002,
    0x00040047, 0x000007ee, 0x00000022, 0x00000000,
    0x00040047, 0x000007ee, 0x00000021, 0x0000000a,
    0x00040047, 0x000007f7, 0x00000001, 0x00000006,
    0x00040047, 0x0000080b, 0x00000006, 0x00000004,
    0x00040048, 0x0000080c, 0x00000000, 0x00000017,
    0x00050048, 0x0000080c, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x0000080c, 0x00000002,
    0x00040047, 0x0000080e, 0x00000022, 0x00000000,
    0x00040047, 0x0000080e, 0x00000021, 0x00000008,
    0x00040047, 0x00000834, 0x00000006, 0x00000004,
    0x00040048, 0x00000835, 0x00000000, 0x00000017,
    0x00050048, 0x00000835, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000835, 0x00000002,
    0x00040047, 0x00000837, 0x00000022, 0x00000000,
    0x00040047, 0x00000837, 0x00000021, 0x00000009,
    0x00040047, 0x0000086d, 0x00000006, 0x00000008,
    0x00040048, 0x0000086e, 0x00000000, 0x00000017,
    0x00050048, 0x0000086e, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x0000086e, 0x00000002,
    0x00040047, 0x00000870, 0x00000022, 0x00000000,
    0x00040047, 0x00000870, 0x00000021, 0x00000008,
    0x00040047, 0x0000090e, 0x00000006, 0x00000010,
    0x00040048, 0x0000090f, 0x00000000, 0x00000017,
    0x00050048, 0x0000090f, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x0000090f, 0x00000002,
    0x00040047, 0x00000911, 0x00000022, 0x00000000,
    0x00040047, 0x00000911, 0x00000021, 0x00000008,
    0x00020013, 0x00000002, 0x00030021, 0x00000003,
    0x00000002, 0x00030016, 0x00000006, 0x00000020,
    0x00040015, 0x00000007, 0x00000020, 0x00000000,
    0x0004002b, 0x00000007, 0x00000008, 0x00000010,
    0x0004001c, 0x00000009, 0x00000006, 0x00000008,
    0x00040020, 0x0000000a, 0x00000007, 0x00000009,
    0x00040017, 0x0000000b, 0x00000006, 0x00000002,
    0x00040020, 0x0000000c, 0x00000007, 0x0000000b,
    0x00040017, 0x0000000d, 0x00000007, 0x00000004,
    0x00020014, 0x00000013, 0x00040020, 0x00000017,
    0x00000007, 0x00000007, 0x00040020, 0x0000001c,
    0x00000007, 0x00000006, 0x00040017, 0x0000002b,
    0x00000006, 0x00000004, 0x00040020, 0x00000035,
    0x00000007, 0x0000000d, 0x0004002b, 0x00000006,
    0x00000040, 0x00000000, 0x0004002b, 0x00000007,
    0x00000042, 0x00000000, 0x00040015, 0x00000051,
    0x00000020, 0x00000001, 0x0004002b, 0x00000051,
    0x00000052, 0x00000001, 0x0004002b, 0x00000006,
    0x0000005a, 0x42fe0000, 0x0007002c, 0x0000000d,
    0x00000063, 0x00000042, 0x00000042, 0x00000042,
    0x00000042, 0x0004002b, 0x00000051, 0x00000066,
    0x00000000, 0x0004002b, 0x00000051, 0x00000078,
    0x00000002, 0x0004002b, 0x00000007, 0x0000007c,
    0x000000ff, 0x0004002b, 0x00000007, 0x0000007e,
    0x00000008, 0x0004002b, 0x00000007, 0x00000080,
    0x00000003, 0x00040032, 0x00000007, 0x00000096,
    0x00000080, 0x00040032, 0x00000007, 0x00000097,
    0x00000020, 0x00060034, 0x00000007, 0x00000098,
    0x00000080, 0x00000096, 0x00000097, 0x0004002b,
    0x00000007, 0x00000099, 0x00000001, 0x00060034,
    0x00000007, 0x0000009a, 0x00000082, 0x00000098,
    0x00000099, 0x00060034, 0x00000007, 0x0000009b,
    0x00000086, 0x0000009a, 0x00000097, 0x0004002b,
    0x00000007, 0x0000009c, 0x00000004, 0x00060034,
    0x00000007, 0x0000009d, 0x00000089, 0x0000009b,
    0x0000009c, 0x00060034, 0x00000013, 0x0000009e,
    0x000000aa, 0x0000009d, 0x00000042, 0x00060034,
    0x00000007, 0x000000a1, 0x00000084, 0x0000009b,
    0x00000097, 0x00060034, 0x00000013, 0x000000a2,
    0x000000aa, 0x000000a1, 0x00000096, 0x00040032,
    0x00000007, 0x000000a6, 0x00000001, 0x00060034,
    0x00000007, 0x000000a7, 0x00000084, 0x000000a6,
    0x00000096, 0x00060034, 0x00000007, 0x000000a8,
    0x00000086, 0x000000a7, 0x0000009c, 0x0004001c,
    0x000000a9, 0x0000002b, 0x000000a8, 0x00040020,
    0x000000aa, 0x00000004, 0x000000a9, 0x0004003b,
    0x000000aa, 0x000000ab, 0x00000004, 0x00040020,
    0x000000b0, 0x00000004, 0x00000006, 0x00040017,
    0x000000bc, 0x00000007, 0x00000003, 0x00040020,
    0x000000bd, 0x00000001, 0x000000bc, 0x0004003b,
    0x000000bd, 0x000000be, 0x00000001, 0x00040020,
    0x000000bf, 0x00000001, 0x00000007, 0x00060034,
    0x00000007, 0x000000c3, 0x00000084, 0x000000a6,
    0x00000096, 0x00060034, 0x00000007, 0x000000c4,
    0x00000086, 0x000000c3, 0x00000008, 0x0004002b,
    0x00000007, 0x000000c5, 0x00000002, 0x0004002b,
    0x00000007, 0x000000c6, 0x00000108, 0x0003001d,
    0x000000e4, 0x0000000d, 0x0003001e, 0x000000e5,
    0x000000e4, 0x00040020, 0x000000e6, 0x0000000c,
    0x000000e5, 0x0004003b, 0x000000e6, 0x000000e7,
    0x0000000c, 0x00040020, 0x000000f3, 0x0000000c,
    0x0000000d, 0x0003001d, 0x000000f5, 0x0000000b,
    0x0003001e, 0x000000f6, 0x000000f5, 0x00040020,
    0x000000f7, 0x0000000c, 0x000000f6, 0x0004003b,
    0x000000f7, 0x000000f8, 0x0000000c, 0x0009001e,
    0x000000f9, 0x00000007, 0x00000007, 0x00000006,
    0x00000006, 0x00000006, 0x00000007, 0x00000007,
    0x00040020, 0x000000fa, 0x00000009, 0x000000f9,
    0x0004003b, 0x000000fa, 0x000000fb, 0x00000009,
    0x00040020, 0x000000fc, 0x00000009, 0x00000007,
    0x00040020, 0x00000109, 0x0000000c, 0x0000000b,
    0x00040032, 0x00000007, 0x0000010b, 0x00000001,
    0x00060033, 0x000000bc, 0x0000010c, 0x0000010b,
    0x00000099, 0x00000099, 0x00040032, 0x00000007,
    0x00000110, 0x00000001, 0x00060034, 0x00000013,
    0x00000111, 0x000000ab, 0x00000110, 0x00000042,
    0x00030016, 0x00000116, 0x00000010, 0x00040020,
    0x00000126, 0x00000007, 0x0000002b, 0x0004001c,
    0x0000012d, 0x00000006, 0x00000096, 0x00040020,
    0x0000012e, 0x00000004, 0x0000012d, 0x0004003b,
    0x0000012e, 0x0000012f, 0x00000004, 0x0004003b,
    0x0000012e, 0x00000136, 0x00000004, 0x00060034,
    0x00000013, 0x00000145, 0x000000ab, 0x00000110,
    0x00000042, 0x00040017, 0x00000149, 0x00000007,
    0x00000002, 0x0003001d, 0x0000014a, 0x00000149,
    0x0003001e, 0x0000014b, 0x0000014a, 0x00040020,
    0x0000014c, 0x0000000c, 0x0000014b, 0x0004003b,
    0x0000014c, 0x0000014d, 0x0000000c, 0x00040020,
    0x0000014f, 0x0000000c, 0x00000149, 0x0003001d,
    0x00000156, 0x0000000d, 0x0003001e, 0x00000157,
    0x00000156, 0x00040020, 0x00000158, 0x0000000c,
    0x00000157, 0x0004003b, 0x00000158, 0x00000159,
    0x0000000c, 0x00060034, 0x00000013, 0x00000160,
    0x000000ab, 0x00000110, 0x00000042, 0x00060034,
    0x00000007, 0x00000179, 0x00000051, 0x0000010c,
    0x00000000, 0x00060034, 0x00000007, 0x0000017a,
    0x00000086, 0x00000179, 0x00000097, 0x0004003b,
    0x000000bf, 0x0000017f, 0x00000001, 0x00060034,
    0x00000007, 0x00000182, 0x00000086, 0x00000096,
    0x000000c5, 0x0004002b, 0x00000051, 0x000001c2,
    0x00000003, 0x00040020, 0x000001c3, 0x00000009,
    0x00000006, 0x00060034, 0x00000007, 0x000001da,
    0x00000084, 0x000000c5, 0x00000096, 0x0004001c,
    0x000001db, 0x00000006, 0x000001da, 0x00040020,
    0x000001dc, 0x00000004, 0x000001db, 0x0004003b,
    0x000001dc, 0x000001dd, 0x00000004, 0x00060034,
    0x00000007, 0x00000259, 0x00000086, 0x00000096,
    0x000000c5, 0x0004001c, 0x0000025a, 0x00000006,
    0x00000259, 0x00040020, 0x0000025b, 0x00000004,
    0x0000025a, 0x0004003b, 0x0000025b, 0x0000025c,
    0x00000004, 0x00060034, 0x00000007, 0x00000262,
    0x00000086, 0x00000096, 0x000000c5, 0x0004001c,
    0x00000263, 0x00000006, 0x00000262, 0x00040020,
    0x00000264, 0x00000004, 0x00000263, 0x0004003b,
    0x00000264, 0x00000265, 0x00000004, 0x0004003b,
    0x000000bd, 0x00000295, 0x00000001, 0x0004003b,
    0x000000bd, 0x0000029c, 0x00000001, 0x00060034,
    0x00000007, 0x000002a3, 0x00000051, 0x0000010c,
    0x00000000, 0x00060034, 0x00000007, 0x000002a4,
    0x00000086, 0x000002a3, 0x00000097, 0x0003001e,
    0x000002ad, 0x00000007, 0x00040020, 0x000002ae,
    0x0000000c, 0x000002ad, 0x0004003b, 0x000002ae,
    0x000002af, 0x0000000c, 0x00040020, 0x000002b0,
    0x0000000c, 0x00000007, 0x00060034, 0x00000007,
    0x000002ba, 0x00000084, 0x000000a6, 0x00000096,
    0x00060034, 0x00000007, 0x000002bb, 0x00000084,
    0x0000009c, 0x00000097, 0x00060034, 0x00000007,
    0x000002bc, 0x00000080, 0x000002ba, 0x000002bb,
    0x00060034, 0x00000007, 0x000002bd, 0x00000082,
    0x000002bc, 0x00000099, 0x00060034, 0x00000007,
    0x000002be, 0x00000084, 0x0000009c, 0x00000097,
    0x00060034, 0x00000007, 0x000002bf, 0x00000086,
    0x000002bd, 0x000002be, 0x0004001c, 0x000002c1,
    0x00000006, 0x000002bf, 0x00040020, 0x000002c2,
    0x00000007, 0x000002c1, 0x0003001d, 0x000002c5,
    0x00000006, 0x0003001e, 0x000002c6, 0x000002c5,
    0x00040020, 0x000002c7, 0x0000000c, 0x000002c6,
    0x0004003b, 0x000002c7, 0x000002c8, 0x0000000c,
    0x00060034, 0x00000007, 0x000002d1, 0x00000084,
    0x000000a6, 0x00000096, 0x00060034, 0x00000007,
    0x000002d2, 0x00000082, 0x000002d1, 0x00000099,
    0x00040020, 0x000002d5, 0x0000000c, 0x00000006,
    0x00060034, 0x00000007, 0x000002e2, 0x00000084,
    0x0000009c, 0x00000097, 0x00060034, 0x00000007,
    0x000002e3, 0x00000080, 0x00000096, 0x000002e2,
    0x00060034, 0x00000007, 0x000002e4, 0x00000082,
    0x000002e3, 0x00000099, 0x00060034, 0x00000007,
    0x000002e5, 0x00000084, 0x0000009c, 0x00000097,
    0x00060034, 0x00000007, 0x000002e6, 0x00000086,
    0x000002e4, 0x000002e5, 0x00060034, 0x00000007,
    0x000002ee, 0x00000082, 0x00000096, 0x00000099,
    0x0004001c, 0x000002f0, 0x00000006, 0x000002e6,
    0x00040020, 0x000002f1, 0x00000007, 0x000002f0,
    0x0003001d, 0x000002f4, 0x00000006, 0x0003001e,
    0x000002f5, 0x000002f4, 0x00040020, 0x000002f6,
    0x0000000c, 0x000002f5, 0x0004003b, 0x000002f6,
    0x000002f7, 0x0000000c, 0x0003001d, 0x00000301,
    0x00000006, 0x0003001e, 0x00000302, 0x00000301,
    0x00040020, 0x00000303, 0x0000000c, 0x00000302,
    0x0004003b, 0x00000303, 0x00000304, 0x0000000c,
    0x0003001d, 0x00000315, 0x00000006, 0x0003001e,
    0x00000316, 0x00000315, 0x00040020, 0x00000317,
    0x0000000c, 0x00000316, 0x0004003b, 0x00000317,
    0x00000318, 0x0000000c, 0x0004002b, 0x00000006,
    0x0000031d, 0x3f800000, 0x0003001d, 0x00000339,
    0x00000006, 0x0003001e, 0x0000033a, 0x00000339,
    0x00040020, 0x0000033b, 0x0000000c, 0x0000033a,
    0x0004003b, 0x0000033b, 0x0000033c, 0x0000000c,
    0x00060034, 0x00000007, 0x0000033e, 0x00000086,
    0x00000096, 0x000000c5, 0x00060034, 0x00000007,
    0x0000033f, 0x00000082, 0x0000033e, 0x00000099,
    0x0004002b, 0x00000051, 0x0000034c, 0x00000006,
    0x0004002b, 0x00000051, 0x0000037c, 0x00000005,
    0x00060034, 0x00000007, 0x0000038f, 0x00000084,
    0x000000a6, 0x00000096, 0x00060034, 0x00000007,
    0x000003c8, 0x00000086, 0x00000096, 0x000000c5,
    0x0004002b, 0x00000006, 0x000003d1, 0xc0000000,
    0x00060034, 0x00000007, 0x000003e8, 0x00000080,
    0x000000a6, 0x00000099, 0x00060034, 0x00000013,
    0x00000400, 0x000000ab, 0x00000110, 0x00000042,
    0x0003001d, 0x00000403, 0x00000116, 0x0003001e,
    0x00000404, 0x00000403, 0x00040020, 0x00000405,
    0x0000000c, 0x00000404, 0x0004003b, 0x00000405,
    0x00000406, 0x0000000c, 0x00040020, 0x0000040e,
    0x0000000c, 0x00000116, 0x0003001d, 0x00000410,
    0x00000116, 0x0003001e, 0x00000411, 0x00000410,
    0x00040020, 0x00000412, 0x0000000c, 0x00000411,
    0x0004003b, 0x00000412, 0x00000413, 0x0000000c,
    0x0003001d, 0x0000041d, 0x00000006, 0x0003001e,
    0x0000041e, 0x0000041d, 0x00040020, 0x0000041f,
    0x0000000c, 0x0000041e, 0x0004003b, 0x0000041f,
    0x00000420, 0x0000000c, 0x0003001d, 0x00000428,
    0x00000006, 0x0003001e, 0x00000429, 0x00000428,
    0x00040020, 0x0000042a, 0x0000000c, 0x00000429,
    0x0004003b, 0x0000042a, 0x0000042b, 0x0000000c,
    0x0004001c, 0x00000441, 0x00000006, 0x000000a6,
    0x00040020, 0x00000442, 0x00000007, 0x00000441,
    0x0004002b, 0x00000006, 0x00000445, 0xf149f2ca,
    0x00060034, 0x00000007, 0x00000452, 0x00000084,
    0x000000a6, 0x0000009b, 0x0004001c, 0x00000453,
    0x00000006, 0x00000452, 0x00040020, 0x00000454,
    0x00000007, 0x00000453, 0x00040032, 0x00000007,
    0x00000494, 0x00000001, 0x00060034, 0x00000013,
    0x00000495, 0x000000ab, 0x00000494, 0x00000042,
    0x00060034, 0x00000007, 0x000004b8, 0x00000080,
    0x0000009b, 0x00000080, 0x00060034, 0x00000007,
    0x000004b9, 0x00000086, 0x000004b8, 0x0000009c,
    0x00060034, 0x00000013, 0x000004c2, 0x000000ab,
    0x00000110, 0x00000042, 0x00060034, 0x00000007,
    0x000004c5, 0x00000084, 0x00000097, 0x000004b9,
    0x0004001c, 0x000004c6, 0x00000149, 0x000004c5,
    0x00040020, 0x000004c7, 0x00000007, 0x000004c6,
    0x00040020, 0x000004cf, 0x00000007, 0x00000149,
    0x00060034, 0x00000007, 0x000004d2, 0x00000084,
    0x00000097, 0x000004b9, 0x0004001c, 0x000004d3,
    0x0000000d, 0x000004d2, 0x00040020, 0x000004d4,
    0x00000007, 0x000004d3, 0x00060034, 0x00000007,
    0x000004f4, 0x00000086, 0x00000096, 0x0000007e,
    0x00060034, 0x00000013, 0x000004f6, 0x000000ab,
    0x00000110, 0x00000042, 0x0003001d, 0x000004fa,
    0x0000000d, 0x0003001e, 0x000004fb, 0x000004fa,
    0x00040020, 0x000004fc, 0x0000000c, 0x000004fb,
    0x0004003b, 0x000004fc, 0x000004fd, 0x0000000c,
    0x00040020, 0x00000550, 0x00000004, 0x0000002b,
    0x0004002b, 0x00000051, 0x00000579, 0x00000004,
    0x00060034, 0x00000007, 0x000005b7, 0x00000084,
    0x0000009c, 0x00000097, 0x00060034, 0x00000007,
    0x000005b8, 0x00000084, 0x000005b7, 0x000000a6,
    0x0004001c, 0x000005b9, 0x00000006, 0x000005b8,
    0x00040020, 0x000005ba, 0x00000004, 0x000005b9,
    0x0004003b, 0x000005ba, 0x000005bb, 0x00000004,
    0x0004002b, 0x00000007, 0x000005c7, 0x00000d48,
    0x00060034, 0x00000013, 0x000005c8, 0x000000ab,
    0x00000494, 0x00000042, 0x00060034, 0x00000013,
    0x000005e0, 0x000000ab, 0x00000110, 0x00000042,
    0x0004001c, 0x000005ff, 0x00000006, 0x0000009b,
    0x00040020, 0x00000600, 0x00000007, 0x000005ff,
    0x00060034, 0x00000007, 0x0000069b, 0x00000084,
    0x00000008, 0x0000009b, 0x0004001c, 0x0000069c,
    0x00000006, 0x0000069b, 0x00040020, 0x0000069d,
    0x00000007, 0x0000069c, 0x00060034, 0x00000013,
    0x000006c2, 0x000000ab, 0x00000110, 0x00000042,
    0x00060034, 0x00000007, 0x000006ee, 0x00000082,
    0x00000096, 0x00000099, 0x00060034, 0x00000007,
    0x00000751, 0x00000084, 0x0000009c, 0x000000a6,
    0x0004001c, 0x00000752, 0x00000006, 0x00000751,
    0x00040020, 0x00000753, 0x00000004, 0x00000752,
    0x0004003b, 0x00000753, 0x00000754, 0x00000004,
    0x00060034, 0x00000007, 0x0000075d, 0x00000084,
    0x0000009c, 0x000000a6, 0x0004001c, 0x0000075e,
    0x00000006, 0x0000075d, 0x00040020, 0x0000075f,
    0x00000004, 0x0000075e, 0x0004003b, 0x0000075f,
    0x00000760, 0x00000004, 0x00060034, 0x00000007,
    0x00000775, 0x00000084, 0x0000009c, 0x000000a6,
    0x00060034, 0x00000007, 0x00000776, 0x00000084,
    0x00000775, 0x00000096, 0x0004001c, 0x00000777,
    0x00000006, 0x00000776, 0x00040020, 0x00000778,
    0x00000004, 0x00000777, 0x0004003b, 0x00000778,
    0x00000779, 0x00000004, 0x00060034, 0x00000007,
    0x00000799, 0x00000084, 0x000000a6, 0x00000096,
    0x0003001d, 0x000007eb, 0x00000006, 0x0003001e,
    0x000007ec, 0x000007eb, 0x00040020, 0x000007ed,
    0x0000000c, 0x000007ec, 0x0004003b, 0x000007ed,
    0x000007ee, 0x0000000c, 0x00040032, 0x00000007,
    0x000007f7, 0x00000000, 0x00060034, 0x00000013,
    0x000007f8, 0x000000ab, 0x000007f7, 0x00000042,
    0x00060034, 0x00000007, 0x00000809, 0x00000080,
    0x00000096, 0x0000009c, 0x0003001d, 0x0000080b,
    0x00000006, 0x0003001e, 0x0000080c, 0x0000080b,
    0x00040020, 0x0000080d, 0x0000000c, 0x0000080c,
    0x0004003b, 0x0000080d, 0x0000080e, 0x0000000c,
    0x00060034, 0x00000013, 0x00000827, 0x000000ab,
    0x000007f7, 0x00000042, 0x0004002b, 0x00000007,
    0x0000082e, 0x00000048, 0x0003001d, 0x00000834,
    0x00000007, 0x0003001e, 0x00000835, 0x00000834,
    0x00040020, 0x00000836, 0x0000000c, 0x00000835,
    0x0004003b, 0x00000836, 0x00000837, 0x0000000c,
    0x00040020, 0x0000083b, 0x00000004, 0x00000007,
    0x0004003b, 0x0000083b, 0x0000083c, 0x00000004,
    0x0004002b, 0x00000007, 0x0000085c, 0x00000040,
    0x00060034, 0x00000007, 0x0000085d, 0x00000080,
    0x0000085c, 0x00000097, 0x00060034, 0x00000007,
    0x0000085e, 0x00000082, 0x0000085d, 0x00000099,
    0x00060034, 0x00000007, 0x0000085f, 0x00000086,
    0x0000085e, 0x00000097, 0x0004001c, 0x00000869,
    0x0000000b, 0x0000085f, 0x00040020, 0x0000086a,
    0x00000007, 0x00000869, 0x0003001d, 0x0000086d,
    0x0000000b, 0x0003001e, 0x0000086e, 0x0000086d,
    0x00040020, 0x0000086f, 0x0000000c, 0x0000086e,
    0x0004003b, 0x0000086f, 0x00000870, 0x0000000c,
    0x00060034, 0x00000007, 0x000008c9, 0x00000084,
    0x000000a6, 0x0000085c, 0x0004001c, 0x000008ca,
    0x00000006, 0x000008c9, 0x00040020, 0x000008cb,
    0x00000004, 0x000008ca, 0x0004003b, 0x000008cb,
    0x000008cc, 0x00000004, 0x00060034, 0x00000007,
    0x000008e7, 0x00000084, 0x000000a6, 0x00000096,
    0x00060034, 0x00000007, 0x000008e8, 0x00000086,
    0x000008e7, 0x0000009c, 0x00060034, 0x00000007,
    0x000008ec, 0x00000086, 0x00000096, 0x0000009c,
    0x00060034, 0x00000007, 0x000008f5, 0x00000086,
    0x00000096, 0x0000009c, 0x0007002c, 0x0000002b,
    0x000008f8, 0x00000040, 0x00000040, 0x00000040,
    0x00000040, 0x0004001c, 0x0000090a, 0x0000002b,
    0x00000008, 0x00040020, 0x0000090b, 0x00000007,
    0x0000090a, 0x0003001d, 0x0000090e, 0x0000002b,
    0x0003001e, 0x0000090f, 0x0000090e, 0x00040020,
    0x00000910, 0x0000000c, 0x0000090f, 0x0004003b,
    0x00000910, 0x00000911, 0x0000000c, 0x00040020,
    0x00000920, 0x0000000c, 0x0000002b, 0x00060034,
    0x00000013, 0x0000095c, 0x000000ab, 0x000007f7,
    0x00000042, 0x00060034, 0x00000013, 0x00000965,
    0x000000ab, 0x000007f7, 0x00000042, 0x0004002b,
    0x00000006, 0x00000cb7, 0x3c010204, 0x00050036,
    0x00000002, 0x00000004, 0x00000000, 0x00000003,
    0x000200f8, 0x00000005, 0x0004003b, 0x00000035,
    0x00000c69, 0x00000007, 0x0004003b, 0x0000000a,
    0x00000c22, 0x00000007, 0x0004003b, 0x0000000a,
    0x00000c25, 0x00000007, 0x0004003b, 0x00000035,
    0x00000bd8, 0x00000007, 0x0004003b, 0x0000000a,
    0x00000b91, 0x00000007, 0x0004003b, 0x0000000a,
    0x00000b94, 0x00000007, 0x0004003b, 0x00000126,
    0x00000b02, 0x00000007, 0x0004003b, 0x00000126,
    0x00000ad5, 0x00000007, 0x0004003b, 0x000002c2,
    0x000002c3, 0x00000007, 0x0004003b, 0x000002f1,
    0x000002f2, 0x00000007, 0x0004003b, 0x000002f1,
    0x000002ff, 0x00000007, 0x0004003b, 0x000002f1,
    0x0000030c, 0x00000007, 0x0004003b, 0x000002f1,
    0x00000320, 0x00000007, 0x0004003b, 0x000002f1,
    0x00000330, 0x00000007, 0x0004003b, 0x00000442,
    0x00000443, 0x00000007, 0x0004003b, 0x00000442,
    0x00000447, 0x00000007, 0x0004003b, 0x00000454,
    0x00000455, 0x00000007, 0x0004003b, 0x000004c7,
    0x000004c8, 0x00000007, 0x0004003b, 0x000004d4,
    0x000004d5, 0x00000007, 0x0004003b, 0x00000442,
    0x000004e8, 0x00000007, 0x0004003b, 0x00000126,
    0x000005df, 0x00000007, 0x0004003b, 0x00000600,
    0x00000601, 0x00000007, 0x0004003b, 0x00000126,
    0x0000068a, 0x00000007, 0x0004003b, 0x0000069d,
    0x0000069e, 0x00000007, 0x0004003b, 0x0000086a,
    0x0000086b, 0x00000007, 0x0004003b, 0x00000126,
    0x000008f7, 0x00000007, 0x0004003b, 0x0000090b,
    0x0000090c, 0x00000007, 0x000300f7, 0x00000971,
    0x00000000, 0x000300fb, 0x00000042, 0x00000972,
    0x000200f8, 0x00000972, 0x00050041, 0x000000bf,
    0x00000296, 0x00000295, 0x00000042, 0x0004003d,
    0x00000007, 0x00000297, 0x00000296, 0x00050041,
    0x000000bf, 0x00000299, 0x00000295, 0x00000099,
    0x0004003d, 0x00000007, 0x0000029a, 0x00000299,
    0x00050041, 0x000000bf, 0x0000029d, 0x0000029c,
    0x00000099, 0x0004003d, 0x00000007, 0x0000029e,
    0x0000029d, 0x00050041, 0x000000bf, 0x000002a0,
    0x000000be, 0x00000042, 0x0004003d, 0x00000007,
    0x000002a1, 0x000002a0, 0x00050086, 0x00000007,
    0x000002a7, 0x000002a1, 0x00000097, 0x0004003d,
    0x00000007, 0x000002a9, 0x0000017f, 0x00050051,
    0x00000007, 0x000002ab, 0x0000010c, 0x00000000,
    0x00050041, 0x000002b0, 0x000002b1, 0x000002af,
    0x00000066, 0x0004003d, 0x00000007, 0x000002b2,
    0x000002b1, 0x000200f9, 0x000002b4, 0x000200f8,
    0x000002b4, 0x000700f5, 0x00000007, 0x00000cb9,
    0x00000042, 0x00000972, 0x000002da, 0x000002b5,
    0x000500b0, 0x00000013, 0x000002c0, 0x00000cb9,
    0x000002bf, 0x000400f6, 0x000002b6, 0x000002b5,
    0x00000000, 0x000400fa, 0x000002c0, 0x000002b5,
    0x000002b6, 0x000200f8, 0x000002b5, 0x00050084,
    0x00000007, 0x000002ca, 0x00000297, 0x000000a6,
    0x00050084, 0x00000007, 0x000002cb, 0x000002ca,
    0x00000096, 0x00050084, 0x00000007, 0x000002cf,
    0x00000cb9, 0x000002ab, 0x00050080, 0x00000007,
    0x000002d0, 0x000002a1, 0x000002cf, 0x0007000c,
    0x00000007, 0x000002d3, 0x00000001, 0x00000026,
    0x000002d0, 0x000002d2, 0x00050080, 0x00000007,
    0x000002d4, 0x000002cb, 0x000002d3, 0x00060041,
    0x000002d5, 0x000002d6, 0x000002c8, 0x00000066,
    0x000002d4, 0x0004003d, 0x00000006, 0x000002d7,
    0x000002d6, 0x00050041, 0x0000001c, 0x000002d8,
    0x000002c3, 0x00000cb9, 0x0003003e, 0x000002d8,
    0x000002d7, 0x00050080, 0x00000007, 0x000002da,
    0x00000cb9, 0x00000052, 0x000200f9, 0x000002b4,
    0x000200f8, 0x000002b6, 0x000200f9, 0x000002dc,
    0x000200f8, 0x000002dc, 0x000700f5, 0x00000007,
    0x00000cba, 0x00000042, 0x000002b6, 0x00000347,
    0x000002df, 0x000500b0, 0x00000013, 0x000002e7,
    0x00000cba, 0x000002e6, 0x000400f6, 0x000002de,
    0x000002df, 0x00000000, 0x000400fa, 0x000002e7,
    0x000002dd, 0x000002de, 0x000200f8, 0x000002dd,
    0x00050084, 0x00000007, 0x000002ec, 0x00000cba,
    0x000002ab, 0x00050080, 0x00000007, 0x000002ed,
    0x000002a1, 0x000002ec, 0x0007000c, 0x00000007,
    0x000002ef, 0x00000001, 0x00000026, 0x000002ed,
    0x000002ee, 0x00050084, 0x00000007, 0x000002f9,
    0x00000297, 0x00000096, 0x00050080, 0x00000007,
    0x000002fb, 0x000002f9, 0x000002ef, 0x00060041,
    0x000002d5, 0x000002fc, 0x000002f7, 0x00000066,
    0x000002fb, 0x0004003d, 0x00000006, 0x000002fd,
    0x000002fc, 0x00050041, 0x0000001c, 0x000002fe,
    0x000002f2, 0x00000cba, 0x0003003e, 0x000002fe,
    0x000002fd, 0x00060041, 0x000002d5, 0x00000309,
    0x00000304, 0x00000066, 0x000002fb, 0x0004003d,
    0x00000006, 0x0000030a, 0x00000309, 0x00050041,
    0x0000001c, 0x0000030b, 0x000002ff, 0x00000cba,
    0x0003003e, 0x0000030b, 0x0000030a, 0x00050041,
    0x000000fc, 0x0000030e, 0x000000fb, 0x00000052,
    0x0004003d, 0x00000007, 0x0000030f, 0x0000030e,
    0x000500c7, 0x00000007, 0x00000310, 0x0000030f,
    0x00000099, 0x000500ab, 0x00000013, 0x00000311,
    0x00000310, 0x00000042, 0x000300f7, 0x00000314,
    0x00000000, 0x000400fa, 0x00000311, 0x00000313,
    0x0000031c, 0x000200f8, 0x0000031c, 0x000200f9,
    0x00000314, 0x000200f8, 0x00000313, 0x00060041,
    0x000002d5, 0x0000031a, 0x00000318, 0x00000066,
    0x000002ef, 0x0004003d, 0x00000006, 0x0000031b,
    0x0000031a, 0x000200f9, 0x00000314, 0x000200f8,
    0x00000314, 0x000700f5, 0x00000006, 0x00000d9a,
    0x0000031d, 0x0000031c, 0x0000031b, 0x00000313,
    0x00050041, 0x0000001c, 0x0000031f, 0x0000030c,
    0x00000cba, 0x0003003e, 0x0000031f, 0x00000d9a,
    0x000300f7, 0x00000328, 0x00000000, 0x000400fa,
    0x00000311, 0x00000327, 0x0000032d, 0x000200f8,
    0x0000032d, 0x000200f9, 0x00000328, 0x000200f8,
    0x00000327, 0x00050080, 0x00000007, 0x0000032a,
    0x00000096, 0x000002ef, 0x00060041, 0x000002d5,
    0x0000032b, 0x00000318, 0x00000066, 0x0000032a,
    0x0004003d, 0x00000006, 0x0000032c, 0x0000032b,
    0x000200f9, 0x00000328, 0x000200f8, 0x00000328,
    0x000700f5, 0x00000006, 0x00000d9c, 0x0000031d,
    0x0000032d, 0x0000032c, 0x00000327, 0x00050041,
    0x0000001c, 0x0000032f, 0x00000320, 0x00000cba,
    0x0003003e, 0x0000032f, 0x00000d9c, 0x000500c7,
    0x00000007, 0x00000334, 0x0000030f, 0x0000009c,
    0x000500ab, 0x00000013, 0x00000335, 0x00000334,
    0x00000042, 0x000300f7, 0x00000338, 0x00000000,
    0x000400fa, 0x00000335, 0x00000337, 0x00000343,
    0x000200f8, 0x00000343, 0x000200f9, 0x00000338,
    0x000200f8, 0x00000337, 0x0007000c, 0x00000007,
    0x00000340, 0x00000001, 0x00000026, 0x000002ef,
    0x0000033f, 0x00060041, 0x000002d5, 0x00000341,
    0x0000033c, 0x00000066, 0x00000340, 0x0004003d,
    0x00000006, 0x00000342, 0x00000341, 0x000200f9,
    0x00000338, 0x000200f8, 0x00000338, 0x000700f5,
    0x00000006, 0x00000d9e, 0x0000031d, 0x00000343,
    0x00000342, 0x00000337, 0x00050041, 0x0000001c,
    0x00000345, 0x00000330, 0x00000cba, 0x0003003e,
    0x00000345, 0x00000d9e, 0x000200f9, 0x000002df,
    0x000200f8, 0x000002df, 0x00050080, 0x00000007,
    0x00000347, 0x00000cba, 0x00000052, 0x000200f9,
    0x000002dc, 0x000200f8, 0x000002de, 0x00050080,
    0x00000007, 0x0000034a, 0x000002b2, 0x00000099,
    0x00050041, 0x000000fc, 0x0000034d, 0x000000fb,
    0x0000034c, 0x0004003d, 0x00000007, 0x0000034e,
    0x0000034d, 0x00050084, 0x00000007, 0x00000353,
    0x0000034e, 0x0000029e, 0x00050080, 0x00000007,
    0x00000354, 0x0000034a, 0x00000353, 0x00050082,
    0x00000007, 0x00000355, 0x00000354, 0x00000099,
    0x00050086, 0x00000007, 0x0000035a, 0x00000355,
    0x00000353, 0x00050084, 0x00000007, 0x0000035b,
    0x0000034e, 0x0000035a, 0x00050080, 0x00000007,
    0x0000035f, 0x0000034a, 0x0000035b, 0x00050082,
    0x00000007, 0x00000360, 0x0000035f, 0x00000099,
    0x00050086, 0x00000007, 0x00000362, 0x00000360,
    0x0000035b, 0x000500ae, 0x00000013, 0x00000365,
    0x0000029a, 0x00000362, 0x000300f7, 0x00000367,
    0x00000000, 0x000400fa, 0x00000365, 0x00000366,
    0x00000367, 0x000200f8, 0x00000366, 0x000200f9,
    0x00000971, 0x000200f8, 0x00000367, 0x00050084,
    0x00000007, 0x0000036c, 0x0000029a, 0x0000035b,
    0x00050080, 0x00000007, 0x00000371, 0x0000036c,
    0x0000035b, 0x0007000c, 0x00000007, 0x00000372,
    0x00000001, 0x00000026, 0x0000034a, 0x00000371,
    0x000500aa, 0x00000013, 0x00000376, 0x00000372,
    0x0000034a, 0x00050041, 0x000000fc, 0x00000378,
    0x000000fb, 0x00000066, 0x0004003d, 0x00000007,
    0x00000379, 0x00000378, 0x00050084, 0x00000007,
    0x0000037a, 0x00000379, 0x00000096, 0x00050041,
    0x000000fc, 0x0000037d, 0x000000fb, 0x0000037c,
    0x0004003d, 0x00000007, 0x0000037e, 0x0000037d,
    0x00050084, 0x00000007, 0x00000380, 0x00000297,
    0x00000096, 0x00050080, 0x00000007, 0x00000381,
    0x0000037e, 0x00000380, 0x000200f9, 0x00000383,
    0x000200f8, 0x00000383, 0x000700f5, 0x00000007,
    0x00000cbb, 0x00000042, 0x00000367, 0x0000039f,
    0x00000386, 0x000500b0, 0x00000013, 0x00000389,
    0x00000cbb, 0x000002bf, 0x000400f6, 0x00000385,
    0x00000386, 0x00000000, 0x000400fa, 0x00000389,
    0x00000384, 0x00000385, 0x000200f8, 0x00000384,
    0x00050084, 0x00000007, 0x0000038d, 0x00000cbb,
    0x000002ab, 0x00050080, 0x00000007, 0x0000038e,
    0x000002a1, 0x0000038d, 0x000500b0, 0x00000013,
    0x00000390, 0x0000038e, 0x0000038f, 0x000300f7,
    0x00000392, 0x00000000, 0x000400fa, 0x00000390,
    0x00000391, 0x00000392, 0x000200f8, 0x00000391,
    0x00050041, 0x0000001c, 0x0000039b, 0x000002c3,
    0x00000cbb, 0x0004003d, 0x00000006, 0x0000039c,
    0x0000039b, 0x000500c2, 0x00000007, 0x00000977,
    0x0000038e, 0x00000078, 0x000500c7, 0x00000007,
    0x00000979, 0x0000038e, 0x00000080, 0x00060041,
    0x000000b0, 0x0000097b, 0x000000ab, 0x00000977,
    0x00000979, 0x0003003e, 0x0000097b, 0x0000039c,
    0x000200f9, 0x00000392, 0x000200f8, 0x00000392,
    0x000200f9, 0x00000386, 0x000200f8, 0x00000386,
    0x00050080, 0x00000007, 0x0000039f, 0x00000cbb,
    0x00000052, 0x000200f9, 0x00000383, 0x000200f8,
    0x00000385, 0x000200f9, 0x000003a1, 0x000200f8,
    0x000003a1, 0x000700f5, 0x00000007, 0x00000cbc,
    0x00000042, 0x00000385, 0x000003e6, 0x000003a4,
    0x000500b0, 0x00000013, 0x000003a7, 0x00000cbc,
    0x000002e6, 0x000400f6, 0x000003a3, 0x000003a4,
    0x00000000, 0x000400fa, 0x000003a7, 0x000003a2,
    0x000003a3, 0x000200f8, 0x000003a2, 0x00050084,
    0x00000007, 0x000003ac, 0x00000cbc, 0x000002ab,
    0x00050080, 0x00000007, 0x000003ad, 0x000002a1,
    0x000003ac, 0x000500b0, 0x00000013, 0x000003af,
    0x000003ad, 0x00000096, 0x000300f7, 0x000003b1,
    0x00000000, 0x000400fa, 0x000003af, 0x000003b0,
    0x000003b1, 0x000200f8, 0x000003b0, 0x00050041,
    0x0000001c, 0x000003b4, 0x000002f2, 0x00000cbc,
    0x0004003d, 0x00000006, 0x000003b5, 0x000003b4,
    0x00050041, 0x000000b0, 0x000003b6, 0x0000012f,
    0x000003ad, 0x0003003e, 0x000003b6, 0x000003b5,
    0x00050041, 0x0000001c, 0x000003b9, 0x000002ff,
    0x00000cbc, 0x0004003d, 0x00000006, 0x000003ba,
    0x000003b9, 0x00050041, 0x000000b0, 0x000003bb,
    0x00000136, 0x000003ad, 0x0003003e, 0x000003bb,
    0x000003ba, 0x00050041, 0x0000001c, 0x000003be,
    0x0000030c, 0x00000cbc, 0x0004003d, 0x00000006,
    0x000003bf, 0x000003be, 0x00050041, 0x000000b0,
    0x000003c0, 0x000001dd, 0x000003ad, 0x0003003e,
    0x000003c0, 0x000003bf, 0x00050080, 0x00000007,
    0x000003c2, 0x00000096, 0x000003ad, 0x00050041,
    0x0000001c, 0x000003c4, 0x00000320, 0x00000cbc,
    0x0004003d, 0x00000006, 0x000003c5, 0x000003c4,
    0x00050041, 0x000000b0, 0x000003c6, 0x000001dd,
    0x000003c2, 0x0003003e, 0x000003c6, 0x000003c5,
    0x000200f9, 0x000003b1, 0x000200f8, 0x000003b1,
    0x000500b0, 0x00000013, 0x000003c9, 0x000003ad,
    0x000003c8, 0x000300f7, 0x000003cb, 0x00000000,
    0x000400fa, 0x000003c9, 0x000003ca, 0x000003cb,
    0x000200f8, 0x000003ca, 0x00040070, 0x00000006,
    0x000003ce, 0x000002b2, 0x00050041, 0x000001c3,
    0x000003cf, 0x000000fb, 0x00000078, 0x0004003d,
    0x00000006, 0x000003d0, 0x000003cf, 0x00040070,
    0x00000006, 0x000003d3, 0x000003ad, 0x00050085,
    0x00000006, 0x000003d4, 0x000003d1, 0x000003d3,
    0x00040070, 0x00000006, 0x000003d5, 0x00000096,
    0x00050088, 0x00000006, 0x000003d6, 0x000003d4,
    0x000003d5, 0x0007000c, 0x00000006, 0x000003d7,
    0x00000001, 0x0000001a, 0x000003d0, 0x000003d6,
    0x00050085, 0x00000006, 0x000003d8, 0x000003ce,
    0x000003d7, 0x00050041, 0x0000001c, 0x000003da,
    0x00000330, 0x00000cbc, 0x0004003d, 0x00000006,
    0x000003db, 0x000003da, 0x00050088, 0x00000006,
    0x000003dc, 0x000003d8, 0x000003db, 0x0006000c,
    0x00000006, 0x000003df, 0x00000001, 0x0000000e,
    0x000003dc, 0x00050041, 0x000000b0, 0x000003e0,
    0x0000025c, 0x000003ad, 0x0003003e, 0x000003e0,
    0x000003df, 0x0006000c, 0x00000006, 0x000003e3,
    0x00000001, 0x0000000d, 0x000003dc, 0x00050041,
    0x000000b0, 0x000003e4, 0x00000265, 0x000003ad,
    0x0003003e, 0x000003e4, 0x000003e3, 0x000200f9,
    0x000003cb, 0x000200f8, 0x000003cb, 0x000200f9,
    0x000003a4, 0x000200f8, 0x000003a4, 0x00050080,
    0x00000007, 0x000003e6, 0x00000cbc, 0x00000052,
    0x000200f9, 0x000003a1, 0x000200f8, 0x000003a3,
    0x000400e0, 0x000000c5, 0x000000c5, 0x000000c6,
    0x000600a9, 0x00000007, 0x000003e9, 0x00000376,
    0x000003e8, 0x000000a6, 0x00050041, 0x000000fc,
    0x000009a7, 0x000000fb, 0x00000052, 0x0004003d,
    0x00000007, 0x000009a8, 0x000009a7, 0x000500c7,
    0x00000007, 0x000009a9, 0x000009a8, 0x00000099,
    0x000500ab, 0x00000013, 0x000009aa, 0x000009a9,
    0x00000042, 0x000300f7, 0x00000a0e, 0x00000000,
    0x000400fa, 0x000009aa, 0x000009ab, 0x00000a0e,
    0x000200f8, 0x000009ab, 0x000200f9, 0x000009ad,
    0x000200f8, 0x000009ad, 0x000700f5, 0x00000007,
    0x00000cbd, 0x000002a7, 0x000009ab, 0x00000a0c,
    0x00000a09, 0x000500b0, 0x00000013, 0x000009b1,
    0x00000cbd, 0x000003e9, 0x000400f6, 0x00000a0d,
    0x00000a09, 0x00000000, 0x000400fa, 0x000009b1,
    0x000009b2, 0x00000a0d, 0x000200f8, 0x000009b2,
    0x000300f7, 0x000009b9, 0x00000000, 0x000400fa,
    0x00000376, 0x000009b4, 0x000009b9, 0x000200f8,
    0x000009b4, 0x00050082, 0x00000007, 0x000009b7,
    0x000003e9, 0x00000099, 0x000500aa, 0x00000013,
    0x000009b8, 0x00000cbd, 0x000009b7, 0x000200f9,
    0x000009b9, 0x000200f8, 0x000009b9, 0x000700f5,
    0x00000013, 0x000009ba, 0x00000376, 0x000009b2,
    0x000009b8, 0x000009b4, 0x000200f9, 0x000009bc,
    0x000200f8, 0x000009bc, 0x000700f5, 0x00000006,
    0x00000d8e, 0x00000040, 0x000009b9, 0x000009d2,
    0x000009d3, 0x000700f5, 0x00000007, 0x00000d8d,
    0x000002a9, 0x000009b9, 0x000009d5, 0x000009d3,
    0x000500b0, 0x00000013, 0x000009bf, 0x00000d8d,
    0x00000096, 0x000400f6, 0x000009d6, 0x000009d3,
    0x00000000, 0x000400fa, 0x000009bf, 0x000009c0,
    0x000009d6, 0x000200f8, 0x000009c0, 0x000300f7,
    0x000009cc, 0x00000000, 0x000400fa, 0x000009ba,
    0x000009c2, 0x000009c6, 0x000200f8, 0x000009c6,
    0x00050084, 0x00000007, 0x000009c8, 0x00000cbd,
    0x00000096, 0x00050080, 0x00000007, 0x000009ca,
    0x000009c8, 0x00000d8d, 0x000500c2, 0x00000007,
    0x00000a8d, 0x000009ca, 0x00000078, 0x000500c7,
    0x00000007, 0x00000a8f, 0x000009ca, 0x00000080,
    0x00060041, 0x000000b0, 0x00000a90, 0x000000ab,
    0x00000a8d, 0x00000a8f, 0x0004003d, 0x00000006,
    0x00000a91, 0x00000a90, 0x000200f9, 0x000009cc,
    0x000200f8, 0x000009c2, 0x00050041, 0x000000b0,
    0x000009c4, 0x0000012f, 0x00000d8d, 0x0004003d,
    0x00000006, 0x000009c5, 0x000009c4, 0x000200f9,
    0x000009cc, 0x000200f8, 0x000009cc, 0x000700f5,
    0x00000006, 0x00000d94, 0x00000a91, 0x000009c6,
    0x000009c5, 0x000009c2, 0x0008000c, 0x00000006,
    0x000009d2, 0x00000001, 0x00000032, 0x00000d94,
    0x00000d94, 0x00000d8e, 0x000200f9, 0x000009d3,
    0x000200f8, 0x000009d3, 0x00050080, 0x00000007,
    0x000009d5, 0x00000d8d, 0x00000097, 0x000200f9,
    0x000009bc, 0x000200f8, 0x000009d6, 0x0006015e,
    0x00000006, 0x000009d8, 0x00000080, 0x00000000,
    0x00000d8e, 0x00040070, 0x00000006, 0x000009d9,
    0x00000096, 0x00050088, 0x00000006, 0x000009da,
    0x000009d8, 0x000009d9, 0x00050041, 0x000001c3,
    0x000009db, 0x000000fb, 0x000001c2, 0x0004003d,
    0x00000006, 0x000009dc, 0x000009db, 0x00050081,
    0x00000006, 0x000009dd, 0x000009da, 0x000009dc,
    0x0006000c, 0x00000006, 0x000009de, 0x00000001,
    0x00000020, 0x000009dd, 0x000200f9, 0x000009e0,
    0x000200f8, 0x000009e0, 0x000700f5, 0x00000007,
    0x00000d8f, 0x000002a9, 0x000009d6, 0x00000a07,
    0x00000a05, 0x000500b0, 0x00000013, 0x000009e3,
    0x00000d8f, 0x00000096, 0x000400f6, 0x00000a08,
    0x00000a05, 0x00000000, 0x000400fa, 0x000009e3,
    0x000009e4, 0x00000a08, 0x000200f8, 0x000009e4,
    0x000300f7, 0x00000a04, 0x00000000, 0x000400fa,
    0x000009ba, 0x000009e6, 0x000009f3, 0x000200f8,
    0x000009f3, 0x00050084, 0x00000007, 0x000009f5,
    0x00000cbd, 0x00000096, 0x00050080, 0x00000007,
    0x000009f7, 0x000009f5, 0x00000d8f, 0x000500c2,
    0x00000007, 0x00000a95, 0x000009f7, 0x00000078,
    0x000500c7, 0x00000007, 0x00000a97, 0x000009f7,
    0x00000080, 0x00060041, 0x000000b0, 0x00000a98,
    0x000000ab, 0x00000a95, 0x00000a97, 0x0004003d,
    0x00000006, 0x00000a99, 0x00000a98, 0x00050085,
    0x00000006, 0x000009fe, 0x00000a99, 0x000009de,
    0x00050041, 0x000000b0, 0x00000a00, 0x000001dd,
    0x00000d8f, 0x0004003d, 0x00000006, 0x00000a01,
    0x00000a00, 0x00050085, 0x00000006, 0x00000a02,
    0x000009fe, 0x00000a01, 0x0003003e, 0x00000a98,
    0x00000a02, 0x000200f9, 0x00000a04, 0x000200f8,
    0x000009e6, 0x00050041, 0x000000b0, 0x000009e9,
    0x0000012f, 0x00000d8f, 0x0004003d, 0x00000006,
    0x000009ea, 0x000009e9, 0x00050085, 0x00000006,
    0x000009ec, 0x000009ea, 0x000009de, 0x00050080,
    0x00000007, 0x000009ee, 0x00000096, 0x00000d8f,
    0x00050041, 0x000000b0, 0x000009ef, 0x000001dd,
    0x000009ee, 0x0004003d, 0x00000006, 0x000009f0,
    0x000009ef, 0x00050085, 0x00000006, 0x000009f1,
    0x000009ec, 0x000009f0, 0x0003003e, 0x000009e9,
    0x000009f1, 0x000200f9, 0x00000a04, 0x000200f8,
    0x00000a04, 0x000200f9, 0x00000a05, 0x000200f8,
    0x00000a05, 0x00050080, 0x00000007, 0x00000a07,
    0x00000d8f, 0x00000097, 0x000200f9, 0x000009e0,
    0x000200f8, 0x00000a08, 0x000200f9, 0x00000a09,
    0x000200f8, 0x00000a09, 0x00050080, 0x00000007,
    0x00000a0c, 0x00000cbd, 0x0000017a, 0x000200f9,
    0x000009ad, 0x000200f8, 0x00000a0d, 0x000400e0,
    0x000000c5, 0x000000c5, 0x000000c6, 0x000200f9,
    0x00000a0e, 0x000200f8, 0x00000a0e, 0x000200f9,
    0x00000a10, 0x000200f8, 0x00000a10, 0x000700f5,
    0x00000007, 0x00000cbe, 0x000002a1, 0x00000a0e,
    0x00000a88, 0x00000a85, 0x00050084, 0x00000007,
    0x00000a15, 0x000003e9, 0x00000182, 0x000500b0,
    0x00000013, 0x00000a16, 0x00000cbe, 0x00000a15,
    0x000400f6, 0x00000a89, 0x00000a85, 0x00000000,
    0x000400fa, 0x00000a16, 0x00000a17, 0x00000a89,
    0x000200f8, 0x00000a17, 0x00050086, 0x00000007,
    0x00000a1a, 0x00000cbe, 0x00000182, 0x00050089,
    0x00000007, 0x00000a1d, 0x00000cbe, 0x00000182,
    0x000300f7, 0x00000a24, 0x00000000, 0x000400fa,
    0x00000376, 0x00000a1f, 0x00000a24, 0x000200f8,
    0x00000a1f, 0x00050082, 0x00000007, 0x00000a22,
    0x000003e9, 0x00000099, 0x000500aa, 0x00000013,
    0x00000a23, 0x00000a1a, 0x00000a22, 0x000200f9,
    0x00000a24, 0x000200f8, 0x00000a24, 0x000700f5,
    0x00000013, 0x00000a25, 0x00000376, 0x00000a17,
    0x00000a23, 0x00000a1f, 0x000500c7, 0x00000007,
    0x00000a28, 0x000009a8, 0x000000c5, 0x000500ab,
    0x00000013, 0x00000a29, 0x00000a28, 0x00000042,
    0x000300f7, 0x00000a2f, 0x00000000, 0x000400fa,
    0x00000a29, 0x00000a2a, 0x00000a2c, 0x000200f8,
    0x00000a2c, 0x00050084, 0x00000007, 0x00000a2e,
    0x000000c5, 0x00000a1d, 0x000200f9, 0x00000a2f,
    0x000200f8, 0x00000a2a, 0x000200f9, 0x00000a2f,
    0x000200f8, 0x00000a2f, 0x000700f5, 0x00000007,
    0x00000d83, 0x00000a2e, 0x00000a2c, 0x00000a1d,
    0x00000a2a, 0x000300f7, 0x00000a3d, 0x00000000,
    0x000400fa, 0x00000a29, 0x00000a35, 0x00000a39,
    0x000200f8, 0x00000a39, 0x00050084, 0x00000007,
    0x00000a3b, 0x000000c5, 0x00000a1d, 0x00050080,
    0x00000007, 0x00000a3c, 0x00000a3b, 0x00000099,
    0x000200f9, 0x00000a3d, 0x000200f8, 0x00000a35,
    0x00050080, 0x00000007, 0x00000a38, 0x00000a1d,
    0x00000182, 0x000200f9, 0x00000a3d, 0x000200f8,
    0x00000a3d, 0x000700f5, 0x00000007, 0x00000d84,
    0x00000a3c, 0x00000a39, 0x00000a38, 0x00000a35,
    0x000300f7, 0x00000a4a, 0x00000000, 0x000400fa,
    0x00000a25, 0x00000a40, 0x00000a44, 0x000200f8,
    0x00000a44, 0x00050084, 0x00000007, 0x00000a46,
    0x00000a1a, 0x00000096, 0x00050080, 0x00000007,
    0x00000a48, 0x00000a46, 0x00000d83, 0x000500c2,
    0x00000007, 0x00000aa4, 0x00000a48, 0x00000078,
    0x000500c7, 0x00000007, 0x00000aa6, 0x00000a48,
    0x00000080, 0x00060041, 0x000000b0, 0x00000aa7,
    0x000000ab, 0x00000aa4, 0x00000aa6, 0x0004003d,
    0x00000006, 0x00000aa8, 0x00000aa7, 0x000200f9,
    0x00000a4a, 0x000200f8, 0x00000a40, 0x00050041,
    0x000000b0, 0x00000a42, 0x0000012f, 0x00000d83,
    0x0004003d, 0x00000006, 0x00000a43, 0x00000a42,
    0x000200f9, 0x00000a4a, 0x000200f8, 0x00000a4a,
    0x000700f5, 0x00000006, 0x00000d85, 0x00000aa8,
    0x00000a44, 0x00000a43, 0x00000a40, 0x000300f7,
    0x00000a57, 0x00000000, 0x000400fa, 0x00000a25,
    0x00000a4d, 0x00000a51, 0x000200f8, 0x00000a51,
    0x00050084, 0x00000007, 0x00000a53, 0x00000a1a,
    0x00000096, 0x00050080, 0x00000007, 0x00000a55,
    0x00000a53, 0x00000d84, 0x000500c2, 0x00000007,
    0x00000aac, 0x00000a55, 0x00000078, 0x000500c7,
    0x00000007, 0x00000aae, 0x00000a55, 0x00000080,
    0x00060041, 0x000000b0, 0x00000aaf, 0x000000ab,
    0x00000aac, 0x00000aae, 0x0004003d, 0x00000006,
    0x00000ab0, 0x00000aaf, 0x000200f9, 0x00000a57,
    0x000200f8, 0x00000a4d, 0x00050041, 0x000000b0,
    0x00000a4f, 0x0000012f, 0x00000d84, 0x0004003d,
    0x00000006, 0x00000a50, 0x00000a4f, 0x000200f9,
    0x00000a57, 0x000200f8, 0x00000a57, 0x000700f5,
    0x00000006, 0x00000d86, 0x00000ab0, 0x00000a51,
    0x00000a50, 0x00000a4d, 0x00050041, 0x000000b0,
    0x00000a5b, 0x0000025c, 0x00000a1d, 0x0004003d,
    0x00000006, 0x00000a5c, 0x00000a5b, 0x00050041,
    0x000000b0, 0x00000a60, 0x00000265, 0x00000a1d,
    0x0004003d, 0x00000006, 0x00000a61, 0x00000a60,
    0x00050085, 0x00000006, 0x00000a62, 0x00000d86,
    0x00000a61, 0x0004007f, 0x00000006, 0x00000cb8,
    0x00000a62, 0x0008000c, 0x00000006, 0x00000a63,
    0x00000001, 0x00000032, 0x00000d85, 0x00000a5c,
    0x00000cb8, 0x0004003d, 0x00000006, 0x00000a67,
    0x00000a60, 0x0004003d, 0x00000006, 0x00000a6c,
    0x00000a5b, 0x00050085, 0x00000006, 0x00000a6d,
    0x00000d86, 0x00000a6c, 0x0008000c, 0x00000006,
    0x00000a6e, 0x00000001, 0x00000032, 0x00000d85,
    0x00000a67, 0x00000a6d, 0x000300f7, 0x00000a84,
    0x00000000, 0x000400fa, 0x00000a25, 0x00000a70,
    0x00000a77, 0x000200f8, 0x00000a77, 0x00050084,
    0x00000007, 0x00000a79, 0x00000a1a, 0x00000096,
    0x00050080, 0x00000007, 0x00000a7b, 0x00000a79,
    0x00000d83, 0x000500c2, 0x00000007, 0x00000ab3,
    0x00000a7b, 0x00000078, 0x000500c7, 0x00000007,
    0x00000ab5, 0x00000a7b, 0x00000080, 0x00060041,
    0x000000b0, 0x00000ab7, 0x000000ab, 0x00000ab3,
    0x00000ab5, 0x0003003e, 0x00000ab7, 0x00000a63,
    0x00050080, 0x00000007, 0x00000a81, 0x00000a79,
    0x00000d84, 0x000500c2, 0x00000007, 0x00000aba,
    0x00000a81, 0x00000078, 0x000500c7, 0x00000007,
    0x00000abc, 0x00000a81, 0x00000080, 0x00060041,
    0x000000b0, 0x00000abe, 0x000000ab, 0x00000aba,
    0x00000abc, 0x0003003e, 0x00000abe, 0x00000a6e,
    0x000200f9, 0x00000a84, 0x000200f8, 0x00000a70,
    0x00050041, 0x000000b0, 0x00000a73, 0x0000012f,
    0x00000d83, 0x0003003e, 0x00000a73, 0x00000a63,
    0x00050041, 0x000000b0, 0x00000a76, 0x0000012f,
    0x00000d84, 0x0003003e, 0x00000a76, 0x00000a6e,
    0x000200f9, 0x00000a84, 0x000200f8, 0x00000a84,
    0x000200f9, 0x00000a85, 0x000200f8, 0x00000a85,
    0x00050080, 0x00000007, 0x00000a88, 0x00000cbe,
    0x000002ab, 0x000200f9, 0x00000a10, 0x000200f8,
    0x00000a89, 0x000400e0, 0x000000c5, 0x000000c5,
    0x000000c6, 0x000300f7, 0x000003f0, 0x00000000,
    0x000400fa, 0x00000376, 0x000003ef, 0x000003f0,
    0x000200f8, 0x000003ef, 0x00050084, 0x00000007,
    0x000003f5, 0x000002b2, 0x0000037a, 0x00050080,
    0x00000007, 0x000003f6, 0x00000381, 0x000003f5,
    0x000200f9, 0x000003f9, 0x000200f8, 0x000003f9,
    0x000700f5, 0x00000007, 0x00000cbf, 0x000002a1,
    0x000003ef, 0x00000435, 0x000003fc, 0x000500b0,
    0x00000013, 0x000003ff, 0x00000cbf, 0x00000096,
    0x000400f6, 0x000003fb, 0x000003fc, 0x00000000,
    0x000400fa, 0x000003ff, 0x000003fa, 0x000003fb,
    0x000200f8, 0x000003fa, 0x000300f7, 0x00000402,
    0x00000000, 0x000400fa, 0x00000400, 0x00000401,
    0x0000041c, 0x000200f8, 0x0000041c, 0x00050080,
    0x00000007, 0x00000423, 0x000003f6, 0x00000cbf,
    0x00050041, 0x000000b0, 0x00000425, 0x0000012f,
    0x00000cbf, 0x0004003d, 0x00000006, 0x00000426,
    0x00000425, 0x00060041, 0x000002d5, 0x00000427,
    0x00000420, 0x00000066, 0x00000423, 0x0003003e,
    0x00000427, 0x00000426, 0x00050041, 0x000000b0,
    0x00000430, 0x00000136, 0x00000cbf, 0x0004003d,
    0x00000006, 0x00000431, 0x00000430, 0x00060041,
    0x000002d5, 0x00000432, 0x0000042b, 0x00000066,
    0x00000423, 0x0003003e, 0x00000432, 0x00000431,
    0x000200f9, 0x00000402, 0x000200f8, 0x00000401,
    0x00050080, 0x00000007, 0x00000409, 0x000003f6,
    0x00000cbf, 0x00050041, 0x000000b0, 0x0000040b,
    0x0000012f, 0x00000cbf, 0x0004003d, 0x00000006,
    0x0000040c, 0x0000040b, 0x00040073, 0x00000116,
    0x0000040d, 0x0000040c, 0x00060041, 0x0000040e,
    0x0000040f, 0x00000406, 0x00000066, 0x00000409,
    0x0003003e, 0x0000040f, 0x0000040d, 0x00050041,
    0x000000b0, 0x00000418, 0x00000136, 0x00000cbf,
    0x0004003d, 0x00000006, 0x00000419, 0x00000418,
    0x00040073, 0x00000116, 0x0000041a, 0x00000419,
    0x00060041, 0x0000040e, 0x0000041b, 0x00000413,
    0x00000066, 0x00000409, 0x0003003e, 0x0000041b,
    0x0000041a, 0x000200f9, 0x00000402, 0x000200f8,
    0x00000402, 0x000200f9, 0x000003fc, 0x000200f8,
    0x000003fc, 0x00050080, 0x00000007, 0x00000435,
    0x00000cbf, 0x000002ab, 0x000200f9, 0x000003f9,
    0x000200f8, 0x000003fb, 0x000200f9, 0x000003f0,
    0x000200f8, 0x000003f0, 0x00050084, 0x00000007,
    0x00000438, 0x000002a9, 0x0000009b, 0x000200f9,
    0x0000043a, 0x000200f8, 0x0000043a, 0x000700f5,
    0x00000007, 0x00000cc0, 0x00000042, 0x000003f0,
    0x0000045e, 0x0000043d, 0x000500b0, 0x00000013,
    0x00000440, 0x00000cc0, 0x000000a6, 0x000400f6,
    0x0000043c, 0x0000043d, 0x00000000, 0x000400fa,
    0x00000440, 0x0000043b, 0x0000043c, 0x000200f8,
    0x0000043b, 0x00050041, 0x0000001c, 0x00000446,
    0x00000443, 0x00000cc0, 0x0003003e, 0x00000446,
    0x00000445, 0x00050041, 0x0000001c, 0x00000449,
    0x00000447, 0x00000cc0, 0x0003003e, 0x00000449,
    0x00000040, 0x000200f9, 0x0000044b, 0x000200f8,
    0x0000044b, 0x000700f5, 0x00000007, 0x00000d80,
    0x00000042, 0x0000043b, 0x0000045c, 0x0000044c,
    0x000500b0, 0x00000013, 0x00000451, 0x00000d80,
    0x0000009b, 0x000400f6, 0x0000044d, 0x0000044c,
    0x00000000, 0x000400fa, 0x00000451, 0x0000044c,
    0x0000044d, 0x000200f8, 0x0000044c, 0x00050084,
    0x00000007, 0x00000457, 0x00000cc0, 0x0000009b,
    0x00050080, 0x00000007, 0x00000459, 0x00000457,
    0x00000d80, 0x00050041, 0x0000001c, 0x0000045a,
    0x00000455, 0x00000459, 0x0003003e, 0x0000045a,
    0x00000040, 0x00050080, 0x00000007, 0x0000045c,
    0x00000d80, 0x00000052, 0x000200f9, 0x0000044b,
    0x000200f8, 0x0000044d, 0x000200f9, 0x0000043d,
    0x000200f8, 0x0000043d, 0x00050080, 0x00000007,
    0x0000045e, 0x00000cc0, 0x00000052, 0x000200f9,
    0x0000043a, 0x000200f8, 0x0000043c, 0x00050082,
    0x00000007, 0x00000462, 0x00000372, 0x0000036c,
    0x00050080, 0x00000007, 0x00000463, 0x00000462,
    0x00000097, 0x00050082, 0x00000007, 0x00000464,
    0x00000463, 0x00000099, 0x00050086, 0x00000007,
    0x00000465, 0x00000464, 0x00000097, 0x000200f9,
    0x00000468, 0x000200f8, 0x00000468, 0x000700f5,
    0x00000007, 0x00000cc1, 0x000002a7, 0x0000043c,
    0x0000073f, 0x0000046b, 0x000500b0, 0x00000013,
    0x0000046f, 0x00000cc1, 0x00000465, 0x000400f6,
    0x0000046a, 0x0000046b, 0x00000000, 0x000400fa,
    0x0000046f, 0x00000469, 0x0000046a, 0x000200f8,
    0x00000469, 0x00050084, 0x00000007, 0x00000473,
    0x00000cc1, 0x00000097, 0x00050080, 0x00000007,
    0x00000474, 0x0000036c, 0x00000473, 0x00050080,
    0x00000007, 0x00000478, 0x00000474, 0x000002a9,
    0x00050082, 0x00000007, 0x0000047c, 0x00000372,
    0x00000474, 0x0007000c, 0x00000007, 0x0000047d,
    0x00000001, 0x00000026, 0x00000097, 0x0000047c,
    0x000500b0, 0x00000013, 0x00000481, 0x000002a9,
    0x0000047d, 0x000300f7, 0x00000485, 0x00000000,
    0x000400fa, 0x00000376, 0x00000484, 0x00000485,
    0x000200f8, 0x00000484, 0x00050080, 0x00000007,
    0x00000488, 0x00000474, 0x00000097, 0x000500b0,
    0x00000013, 0x00000489, 0x000002b2, 0x00000488,
    0x000200f9, 0x00000485, 0x000200f8, 0x00000485,
    0x000700f5, 0x00000013, 0x0000048a, 0x00000376,
    0x00000469, 0x00000489, 0x00000484, 0x00050082,
    0x00000007, 0x0000048f, 0x00000372, 0x00000099,
    0x0007000c, 0x00000007, 0x00000490, 0x00000001,
    0x00000026, 0x00000478, 0x0000048f, 0x00050084,
    0x00000007, 0x00000492, 0x00000490, 0x0000037a,
    0x00050080, 0x00000007, 0x00000493, 0x00000381,
    0x00000492, 0x000300f7, 0x00000497, 0x00000000,
    0x000400fa, 0x00000495, 0x00000496, 0x00000497,
    0x000200f8, 0x00000496, 0x000200f9, 0x00000ac2,
    0x000200f8, 0x00000ac2, 0x000600a9, 0x00000013,
    0x00000ddb, 0x0000009e, 0x000000a2, 0x0000009e,
    0x000200f9, 0x00000497, 0x000200f8, 0x00000497,
    0x000700f5, 0x00000013, 0x00000499, 0x00000495,
    0x00000485, 0x00000ddb, 0x00000ac2, 0x000300f7,
    0x0000049b, 0x00000000, 0x000400fa, 0x00000499,
    0x0000049a, 0x0000049b, 0x000200f8, 0x0000049a,
    0x000200f9, 0x0000049d, 0x000200f8, 0x0000049d,
    0x000700f5, 0x00000007, 0x00000d08, 0x00000042,
    0x0000049a, 0x000004df, 0x000004a0, 0x000500b0,
    0x00000013, 0x000004a3, 0x00000d08, 0x00000097,
    0x000400f6, 0x0000049f, 0x000004a0, 0x00000000,
    0x000400fa, 0x000004a3, 0x0000049e, 0x0000049f,
    0x000200f8, 0x0000049e, 0x00050082, 0x00000007,
    0x000004a9, 0x0000047d, 0x00000099, 0x0007000c,
    0x00000007, 0x000004aa, 0x00000001, 0x00000026,
    0x00000d08, 0x000004a9, 0x00050080, 0x00000007,
    0x000004ab, 0x00000474, 0x000004aa, 0x00050084,
    0x00000007, 0x000004ad, 0x000004ab, 0x0000037a,
    0x00050080, 0x00000007, 0x000004ae, 0x00000381,
    0x000004ad, 0x00050080, 0x00000007, 0x000004b0,
    0x000004ae, 0x00000438, 0x000200f9, 0x000004b2,
    0x000200f8, 0x000004b2, 0x000700f5, 0x00000007,
    0x00000d7a, 0x00000042, 0x0000049e, 0x000004dd,
    0x000004b5, 0x000500b0, 0x00000013, 0x000004ba,
    0x00000d7a, 0x000004b9, 0x000400f6, 0x000004b4,
    0x000004b5, 0x00000000, 0x000400fa, 0x000004ba,
    0x000004b3, 0x000004b4, 0x000200f8, 0x000004b3,
    0x00050086, 0x00000007, 0x000004bd, 0x000004b0,
    0x0000009c, 0x00050080, 0x00000007, 0x000004bf,
    0x000004bd, 0x00000d7a, 0x000300f7, 0x00000ad2,
    0x00000000, 0x000400fa, 0x00000145, 0x00000ac7,
    0x00000ace, 0x000200f8, 0x00000ace, 0x00060041,
    0x000000f3, 0x00000ad0, 0x00000159, 0x00000066,
    0x000004bf, 0x0004003d, 0x0000000d, 0x00000ad1,
    0x00000ad0, 0x000200f9, 0x00000ad2, 0x000200f8,
    0x00000ac7, 0x00060041, 0x0000014f, 0x00000ac9,
    0x0000014d, 0x00000066, 0x000004bf, 0x0004003d,
    0x00000149, 0x00000aca, 0x00000ac9, 0x00050051,
    0x00000007, 0x00000acb, 0x00000aca, 0x00000000,
    0x00050051, 0x00000007, 0x00000acc, 0x00000aca,
    0x00000001, 0x00070050, 0x0000000d, 0x00000acd,
    0x00000acb, 0x00000acc, 0x00000042, 0x00000042,
    0x000200f9, 0x00000ad2, 0x000200f8, 0x00000ad2,
    0x000700f5, 0x0000000d, 0x00000d7c, 0x00000ad1,
    0x00000ace, 0x00000acd, 0x00000ac7, 0x000300f7,
    0x000004c4, 0x00000000, 0x000400fa, 0x000004c2,
    0x000004c3, 0x000004d1, 0x000200f8, 0x000004d1,
    0x00050084, 0x00000007, 0x000004d7, 0x00000d08,
    0x000004b9, 0x00050080, 0x00000007, 0x000004d9,
    0x000004d7, 0x00000d7a, 0x00050041, 0x00000035,
    0x000004db, 0x000004d5, 0x000004d9, 0x0003003e,
    0x000004db, 0x00000d7c, 0x000200f9, 0x000004c4,
    0x000200f8, 0x000004c3, 0x00050084, 0x00000007,
    0x000004ca, 0x00000d08, 0x000004b9, 0x00050080,
    0x00000007, 0x000004cc, 0x000004ca, 0x00000d7a,
    0x0007004f, 0x00000149, 0x000004ce, 0x00000d7c,
    0x00000d7c, 0x00000000, 0x00000001, 0x00050041,
    0x000004cf, 0x000004d0, 0x000004c8, 0x000004cc,
    0x0003003e, 0x000004d0, 0x000004ce, 0x000200f9,
    0x000004c4, 0x000200f8, 0x000004c4, 0x000200f9,
    0x000004b5, 0x000200f8, 0x000004b5, 0x00050080,
    0x00000007, 0x000004dd, 0x00000d7a, 0x00000052,
    0x000200f9, 0x000004b2, 0x000200f8, 0x000004b4,
    0x000200f9, 0x000004a0, 0x000200f8, 0x000004a0,
    0x00050080, 0x00000007, 0x000004df, 0x00000d08,
    0x00000052, 0x000200f9, 0x0000049d, 0x000200f8,
    0x0000049f, 0x000200f9, 0x0000049b, 0x000200f8,
    0x0000049b, 0x000200f9, 0x000004e1, 0x000200f8,
    0x000004e1, 0x000700f5, 0x00000007, 0x00000d09,
    0x00000042, 0x0000049b, 0x000004ec, 0x000004e2,
    0x000500b0, 0x00000013, 0x000004e7, 0x00000d09,
    0x000000a6, 0x000400f6, 0x000004e3, 0x000004e2,
    0x00000000, 0x000400fa, 0x000004e7, 0x000004e2,
    0x000004e3, 0x000200f8, 0x000004e2, 0x00050041,
    0x0000001c, 0x000004ea, 0x000004e8, 0x00000d09,
    0x0003003e, 0x000004ea, 0x00000040, 0x00050080,
    0x00000007, 0x000004ec, 0x00000d09, 0x00000052,
    0x000200f9, 0x000004e1, 0x000200f8, 0x000004e3,
    0x000200f9, 0x000004ee, 0x000200f8, 0x000004ee,
    0x000700f5, 0x00000007, 0x00000d0a, 0x00000042,
    0x000004e3, 0x00000568, 0x000004f1, 0x000500b0,
    0x00000013, 0x000004f5, 0x00000d0a, 0x000004f4,
    0x000400f6, 0x000004f0, 0x000004f1, 0x00000000,
    0x000400fa, 0x000004f5, 0x000004ef, 0x000004f0,
    0x000200f8, 0x000004ef, 0x000300f7, 0x000004f8,
    0x00000000, 0x000400fa, 0x000004f6, 0x000004f7,
    0x0000051c, 0x000200f8, 0x0000051c, 0x00050086,
    0x00000007, 0x0000051e, 0x00000493, 0x0000009c,
    0x00050084, 0x00000007, 0x00000520, 0x000000c5,
    0x00000d0a, 0x00050080, 0x00000007, 0x00000521,
    0x0000051e, 0x00000520, 0x00060041, 0x000000f3,
    0x00000522, 0x000004fd, 0x00000066, 0x00000521,
    0x0004003d, 0x0000000d, 0x00000523, 0x00000522,
    0x0004007c, 0x0000002b, 0x00000524, 0x00000523,
    0x00050080, 0x00000007, 0x0000052a, 0x00000521,
    0x00000099, 0x00060041, 0x000000f3, 0x0000052b,
    0x000004fd, 0x00000066, 0x0000052a, 0x0004003d,
    0x0000000d, 0x0000052c, 0x0000052b, 0x0004007c,
    0x0000002b, 0x0000052d, 0x0000052c, 0x000200f9,
    0x000004f8, 0x000200f8, 0x000004f7, 0x00050086,
    0x00000007, 0x000004ff, 0x00000493, 0x0000007e,
    0x00050080, 0x00000007, 0x00000501, 0x000004ff,
    0x00000d0a, 0x00060041, 0x000000f3, 0x00000502,
    0x000004fd, 0x00000066, 0x00000501, 0x0004003d,
    0x0000000d, 0x00000503, 0x00000502, 0x00050051,
    0x00000007, 0x00000506, 0x00000503, 0x00000000,
    0x0006000c, 0x0000000b, 0x00000507, 0x00000001,
    0x0000003e, 0x00000506, 0x00050051, 0x00000007,
    0x00000509, 0x00000503, 0x00000001, 0x0006000c,
    0x0000000b, 0x0000050a, 0x00000001, 0x0000003e,
    0x00000509, 0x00050051, 0x00000006, 0x0000050b,
    0x00000507, 0x00000000, 0x00050051, 0x00000006,
    0x0000050c, 0x00000507, 0x00000001, 0x00050051,
    0x00000006, 0x0000050d, 0x0000050a, 0x00000000,
    0x00050051, 0x00000006, 0x0000050e, 0x0000050a,
    0x00000001, 0x00070050, 0x0000002b, 0x0000050f,
    0x0000050b, 0x0000050c, 0x0000050d, 0x0000050e,
    0x00050051, 0x00000007, 0x00000512, 0x00000503,
    0x00000002, 0x0006000c, 0x0000000b, 0x00000513,
    0x00000001, 0x0000003e, 0x00000512, 0x00050051,
    0x00000007, 0x00000515, 0x00000503, 0x00000003,
    0x0006000c, 0x0000000b, 0x00000516, 0x00000001,
    0x0000003e, 0x00000515, 0x00050051, 0x00000006,
    0x00000517, 0x00000513, 0x00000000, 0x00050051,
    0x00000006, 0x00000518, 0x00000513, 0x00000001,
    0x00050051, 0x00000006, 0x00000519, 0x00000516,
    0x00000000, 0x00050051, 0x00000006, 0x0000051a,
    0x00000516, 0x00000001, 0x00070050, 0x0000002b,
    0x0000051b, 0x00000517, 0x00000518, 0x00000519,
    0x0000051a, 0x000200f9, 0x000004f8, 0x000200f8,
    0x000004f8, 0x000700f5, 0x0000002b, 0x00000d75,
    0x0000052d, 0x0000051c, 0x0000051b, 0x000004f7,
    0x000700f5, 0x0000002b, 0x00000d71, 0x00000524,
    0x0000051c, 0x0000050f, 0x000004f7, 0x000500aa,
    0x00000013, 0x00000531, 0x00000478, 0x000002b2,
    0x000500a7, 0x00000013, 0x00000532, 0x0000048a,
    0x00000531, 0x000300f7, 0x00000534, 0x00000000,
    0x000400fa, 0x00000532, 0x00000533, 0x00000534,
    0x000200f8, 0x00000533, 0x00050084, 0x00000007,
    0x00000537, 0x0000007e, 0x00000d0a, 0x000200f9,
    0x00000ada, 0x000200f8, 0x00000ada, 0x000700f5,
    0x00000007, 0x00000d68, 0x00000042, 0x00000533,
    0x00000af3, 0x00000af1, 0x000500b0, 0x00000013,
    0x00000add, 0x00000d68, 0x0000009c, 0x000400f6,
    0x00000af4, 0x00000af1, 0x00000000, 0x000400fa,
    0x00000add, 0x00000ade, 0x00000af4, 0x000200f8,
    0x00000ade, 0x00050080, 0x00000007, 0x00000ae4,
    0x00000537, 0x00000d68, 0x00050041, 0x000000b0,
    0x00000ae5, 0x0000012f, 0x00000ae4, 0x0004003d,
    0x00000006, 0x00000ae6, 0x00000ae5, 0x000300f7,
    0x00000aff, 0x00000000, 0x000400fa, 0x00000111,
    0x00000af9, 0x00000afd, 0x000200f8, 0x00000afd,
    0x000200f9, 0x00000aff, 0x000200f8, 0x00000af9,
    0x00040073, 0x00000116, 0x00000afb, 0x00000ae6,
    0x00040073, 0x00000006, 0x00000afc, 0x00000afb,
    0x000200f9, 0x00000aff, 0x000200f8, 0x00000aff,
    0x000700f5, 0x00000006, 0x00000d78, 0x00000ae6,
    0x00000afd, 0x00000afc, 0x00000af9, 0x00050041,
    0x0000001c, 0x00000af0, 0x00000ad5, 0x00000d68,
    0x0003003e, 0x00000af0, 0x00000d78, 0x000200f9,
    0x00000af1, 0x000200f8, 0x00000af1, 0x00050080,
    0x00000007, 0x00000af3, 0x00000d68, 0x00000052,
    0x000200f9, 0x00000ada, 0x000200f8, 0x00000af4,
    0x0004003d, 0x0000002b, 0x00000af5, 0x00000ad5,
    0x00050080, 0x00000007, 0x0000053d, 0x00000537,
    0x0000009c, 0x000200f9, 0x00000b07, 0x000200f8,
    0x00000b07, 0x000700f5, 0x00000007, 0x00000d6a,
    0x00000042, 0x00000af4, 0x00000b20, 0x00000b1e,
    0x000500b0, 0x00000013, 0x00000b0a, 0x00000d6a,
    0x0000009c, 0x000400f6, 0x00000b21, 0x00000b1e,
    0x00000000, 0x000400fa, 0x00000b0a, 0x00000b0b,
    0x00000b21, 0x000200f8, 0x00000b0b, 0x00050080,
    0x00000007, 0x00000b11, 0x0000053d, 0x00000d6a,
    0x00050041, 0x000000b0, 0x00000b12, 0x0000012f,
    0x00000b11, 0x0004003d, 0x00000006, 0x00000b13,
    0x00000b12, 0x000300f7, 0x00000b2c, 0x00000000,
    0x000400fa, 0x00000111, 0x00000b26, 0x00000b2a,
    0x000200f8, 0x00000b2a, 0x000200f9, 0x00000b2c,
    0x000200f8, 0x00000b26, 0x00040073, 0x00000116,
    0x00000b28, 0x00000b13, 0x00040073, 0x00000006,
    0x00000b29, 0x00000b28, 0x000200f9, 0x00000b2c,
    0x000200f8, 0x00000b2c, 0x000700f5, 0x00000006,
    0x00000d76, 0x00000b13, 0x00000b2a, 0x00000b29,
    0x00000b26, 0x00050041, 0x0000001c, 0x00000b1d,
    0x00000b02, 0x00000d6a, 0x0003003e, 0x00000b1d,
    0x00000d76, 0x000200f9, 0x00000b1e, 0x000200f8,
    0x00000b1e, 0x00050080, 0x00000007, 0x00000b20,
    0x00000d6a, 0x00000052, 0x000200f9, 0x00000b07,
    0x000200f8, 0x00000b21, 0x0004003d, 0x0000002b,
    0x00000b22, 0x00000b02, 0x000200f9, 0x00000534,
    0x000200f8, 0x00000534, 0x000700f5, 0x0000002b,
    0x00000d74, 0x00000d75, 0x000004f8, 0x00000b22,
    0x00000b21, 0x000700f5, 0x0000002b, 0x00000d70,
    0x00000d71, 0x000004f8, 0x00000af5, 0x00000b21,
    0x000200f9, 0x00000542, 0x000200f8, 0x00000542,
    0x000700f5, 0x00000007, 0x00000d6b, 0x00000042,
    0x00000534, 0x00000566, 0x00000543, 0x000500b0,
    0x00000013, 0x00000548, 0x00000d6b, 0x000000a6,
    0x000400f6, 0x00000544, 0x00000543, 0x00000000,
    0x000400fa, 0x00000548, 0x00000543, 0x00000544,
    0x000200f8, 0x00000543, 0x00050084, 0x00000007,
    0x0000054b, 0x00000d6b, 0x00000096, 0x00050086,
    0x00000007, 0x0000054c, 0x0000054b, 0x0000009c,
    0x00050084, 0x00000007, 0x0000054e, 0x000000c5,
    0x00000d0a, 0x00050080, 0x00000007, 0x0000054f,
    0x0000054c, 0x0000054e, 0x00050041, 0x00000550,
    0x00000551, 0x000000ab, 0x0000054f, 0x0004003d,
    0x0000002b, 0x00000552, 0x00000551, 0x00050094,
    0x00000006, 0x00000554, 0x00000552, 0x00000d70,
    0x00050080, 0x00000007, 0x0000055b, 0x0000054f,
    0x00000099, 0x00050041, 0x00000550, 0x0000055c,
    0x000000ab, 0x0000055b, 0x0004003d, 0x0000002b,
    0x0000055d, 0x0000055c, 0x00050094, 0x00000006,
    0x0000055f, 0x0000055d, 0x00000d74, 0x00050081,
    0x00000006, 0x00000560, 0x00000554, 0x0000055f,
    0x00050041, 0x0000001c, 0x00000561, 0x000004e8,
    0x00000d6b, 0x0004003d, 0x00000006, 0x00000562,
    0x00000561, 0x00050081, 0x00000006, 0x00000563,
    0x00000562, 0x00000560, 0x0003003e, 0x00000561,
    0x00000563, 0x00050080, 0x00000007, 0x00000566,
    0x00000d6b, 0x00000052, 0x000200f9, 0x00000542,
    0x000200f8, 0x00000544, 0x000200f9, 0x000004f1,
    0x000200f8, 0x000004f1, 0x00050080, 0x00000007,
    0x00000568, 0x00000d0a, 0x00000052, 0x000200f9,
    0x000004ee, 0x000200f8, 0x000004f0, 0x000200f9,
    0x0000056a, 0x000200f8, 0x0000056a, 0x000700f5,
    0x00000007, 0x00000d0b, 0x00000042, 0x000004f0,
    0x000005c6, 0x0000056d, 0x000500b0, 0x00000013,
    0x00000570, 0x00000d0b, 0x000000a6, 0x000400f6,
    0x0000056c, 0x0000056d, 0x00000000, 0x000400fa,
    0x00000570, 0x0000056b, 0x0000056c, 0x000200f8,
    0x0000056b, 0x000300f7, 0x00000575, 0x00000000,
    0x000400fa, 0x00000481, 0x00000574, 0x0000057d,
    0x000200f8, 0x0000057d, 0x000200f9, 0x00000575,
    0x000200f8, 0x00000574, 0x00050041, 0x0000001c,
    0x00000577, 0x000004e8, 0x00000d0b, 0x0004003d,
    0x00000006, 0x00000578, 0x00000577, 0x00050041,
    0x000001c3, 0x0000057a, 0x000000fb, 0x00000579,
    0x0004003d, 0x00000006, 0x0000057b, 0x0000057a,
    0x00050085, 0x00000006, 0x0000057c, 0x00000578,
    0x0000057b, 0x000200f9, 0x00000575, 0x000200f8,
    0x00000575, 0x000700f5, 0x00000006, 0x00000d61,
    0x00000445, 0x0000057d, 0x0000057c, 0x00000574,
    0x00050041, 0x0000001c, 0x00000581, 0x00000443,
    0x00000d0b, 0x0004003d, 0x00000006, 0x00000582,
    0x00000581, 0x00060166, 0x00000006, 0x00000584,
    0x00000080, 0x00000000, 0x00000d61, 0x0007000c,
    0x00000006, 0x00000585, 0x00000001, 0x00000028,
    0x00000582, 0x00000584, 0x0004003d, 0x00000006,
    0x00000589, 0x00000581, 0x00050083, 0x00000006,
    0x0000058b, 0x00000589, 0x00000585, 0x0006000c,
    0x00000006, 0x0000058c, 0x00000001, 0x0000001b,
    0x0000058b, 0x000300f7, 0x00000591, 0x00000000,
    0x000400fa, 0x00000481, 0x00000590, 0x00000596,
    0x000200f8, 0x00000596, 0x000200f9, 0x00000591,
    0x000200f8, 0x00000590, 0x00050083, 0x00000006,
    0x00000594, 0x00000d61, 0x00000585, 0x0006000c,
    0x00000006, 0x00000595, 0x00000001, 0x0000001b,
    0x00000594, 0x000200f9, 0x00000591, 0x000200f8,
    0x00000591, 0x000700f5, 0x00000006, 0x00000d63,
    0x00000040, 0x00000596, 0x00000595, 0x00000590,
    0x00050041, 0x0000001c, 0x0000059a, 0x00000447,
    0x00000d0b, 0x0004003d, 0x00000006, 0x0000059b,
    0x0000059a, 0x0008000c, 0x00000006, 0x0000059f,
    0x00000001, 0x00000032, 0x0000059b, 0x0000058c,
    0x00000d63, 0x0003003e, 0x0000059a, 0x0000059f,
    0x000200f9, 0x000005a2, 0x000200f8, 0x000005a2,
    0x000700f5, 0x00000007, 0x00000d65, 0x00000042,
    0x00000591, 0x000005b3, 0x000005a3, 0x000500b0,
    0x00000013, 0x000005a8, 0x00000d65, 0x0000009b,
    0x000400f6, 0x000005a4, 0x000005a3, 0x00000000,
    0x000400fa, 0x000005a8, 0x000005a3, 0x000005a4,
    0x000200f8, 0x000005a3, 0x00050084, 0x00000007,
    0x000005aa, 0x00000d0b, 0x0000009b, 0x00050080,
    0x00000007, 0x000005ac, 0x000005aa, 0x00000d65,
    0x00050041, 0x0000001c, 0x000005ae, 0x00000455,
    0x000005ac, 0x0004003d, 0x00000006, 0x000005af,
    0x000005ae, 0x00050085, 0x00000006, 0x000005b0,
    0x000005af, 0x0000058c, 0x0003003e, 0x000005ae,
    0x000005b0, 0x00050080, 0x00000007, 0x000005b3,
    0x00000d65, 0x00000052, 0x000200f9, 0x000005a2,
    0x000200f8, 0x000005a4, 0x0003003e, 0x00000581,
    0x00000585, 0x00050084, 0x00000007, 0x000005bd,
    0x000002a7, 0x00000097, 0x00050080, 0x00000007,
    0x000005bf, 0x000005bd, 0x000002a9, 0x00050084,
    0x00000007, 0x000005c0, 0x000005bf, 0x000000a6,
    0x00050080, 0x00000007, 0x000005c2, 0x000005c0,
    0x00000d0b, 0x00050041, 0x000000b0, 0x000005c4,
    0x000005bb, 0x000005c2, 0x0003003e, 0x000005c4,
    0x00000d63, 0x000200f9, 0x0000056d, 0x000200f8,
    0x0000056d, 0x00050080, 0x00000007, 0x000005c6,
    0x00000d0b, 0x00000052, 0x000200f9, 0x0000056a,
    0x000200f8, 0x0000056c, 0x000300e1, 0x00000080,
    0x000000c6, 0x000400e0, 0x00000080, 0x00000080,
    0x000005c7, 0x000300f7, 0x000005ca, 0x00000000,
    0x000400fa, 0x000005c8, 0x000005c9, 0x000005ca,
    0x000200f8, 0x000005c9, 0x000200f9, 0x00000b31,
    0x000200f8, 0x00000b31, 0x000600a9, 0x00000013,
    0x00000ddc, 0x0000009e, 0x000000a2, 0x0000009e,
    0x000200f9, 0x000005ca, 0x000200f8, 0x000005ca,
    0x000700f5, 0x00000013, 0x000005cc, 0x000005c8,
    0x0000056c, 0x00000ddc, 0x00000b31, 0x000300f7,
    0x000005ce, 0x00000000, 0x000400fa, 0x000005cc,
    0x000005cd, 0x0000065c, 0x000200f8, 0x0000065c,
    0x000200f9, 0x0000065e, 0x000200f8, 0x0000065e,
    0x000700f5, 0x00000007, 0x00000d0c, 0x00000042,
    0x0000065c, 0x0000073c, 0x00000661, 0x000500b0,
    0x00000013, 0x00000665, 0x00000d0c, 0x0000047d,
    0x000400f6, 0x00000660, 0x00000661, 0x00000000,
    0x000400fa, 0x00000665, 0x0000065f, 0x00000660,
    0x000200f8, 0x0000065f, 0x000200f9, 0x00000667,
    0x000200f8, 0x00000667, 0x000700f5, 0x00000007,
    0x00000d0d, 0x00000042, 0x0000065f, 0x000006f8,
    0x0000066a, 0x000500b0, 0x00000013, 0x0000066d,
    0x00000d0d, 0x00000008, 0x000400f6, 0x00000669,
    0x0000066a, 0x00000000, 0x000400fa, 0x0000066d,
    0x00000668, 0x00000669, 0x000200f8, 0x00000668,
    0x00050080, 0x00000007, 0x00000672, 0x00000d0c,
    0x00000d0d, 0x00050082, 0x00000007, 0x00000674,
    0x0000047d, 0x00000099, 0x0007000c, 0x00000007,
    0x00000675, 0x00000001, 0x00000026, 0x00000672,
    0x00000674, 0x00050080, 0x00000007, 0x00000676,
    0x00000474, 0x00000675, 0x00050084, 0x00000007,
    0x0000067b, 0x00000676, 0x0000037a, 0x00050080,
    0x00000007, 0x0000067c, 0x00000381, 0x0000067b,
    0x00050080, 0x00000007, 0x0000067e, 0x0000067c,
    0x00000438, 0x000200f9, 0x00000b55, 0x000200f8,
    0x00000b55, 0x000600a9, 0x00000013, 0x00000ddd,
    0x0000009e, 0x000000a2, 0x0000009e, 0x000300f7,
    0x00000681, 0x00000000, 0x000400fa, 0x00000ddd,
    0x00000680, 0x000006ae, 0x000200f8, 0x000006ae,
    0x000200f9, 0x000006b0, 0x000200f8, 0x000006b0,
    0x000700f5, 0x00000007, 0x00000d18, 0x00000042,
    0x000006ae, 0x000006d7, 0x000006b3, 0x000500b0,
    0x00000013, 0x000006b6, 0x00000d18, 0x0000009b,
    0x000400f6, 0x000006b2, 0x000006b3, 0x00000000,
    0x000400fa, 0x000006b6, 0x000006b1, 0x000006b2,
    0x000200f8, 0x000006b1, 0x00050084, 0x00000007,
    0x000006b8, 0x00000d0d, 0x0000009b, 0x00050080,
    0x00000007, 0x000006ba, 0x000006b8, 0x00000d18,
    0x00050080, 0x00000007, 0x000006bd, 0x00000438,
    0x00000d18, 0x000500b0, 0x00000013, 0x000006be,
    0x000006bd, 0x00000096, 0x000300f7, 0x000006c1,
    0x00000000, 0x000400fa, 0x000006be, 0x000006c0,
    0x000006d3, 0x000200f8, 0x000006d3, 0x000200f9,
    0x000006c1, 0x000200f8, 0x000006c0, 0x000300f7,
    0x000006c5, 0x00000000, 0x000400fa, 0x000006c2,
    0x000006c4, 0x000006cc, 0x000200f8, 0x000006cc,
    0x00050080, 0x00000007, 0x000006cf, 0x0000067e,
    0x00000d18, 0x00060041, 0x000002d5, 0x000006d0,
    0x0000042b, 0x00000066, 0x000006cf, 0x0004003d,
    0x00000006, 0x000006d1, 0x000006d0, 0x000200f9,
    0x000006c5, 0x000200f8, 0x000006c4, 0x00050080,
    0x00000007, 0x000006c8, 0x0000067e, 0x00000d18,
    0x00060041, 0x0000040e, 0x000006c9, 0x00000413,
    0x00000066, 0x000006c8, 0x0004003d, 0x00000116,
    0x000006ca, 0x000006c9, 0x00040073, 0x00000006,
    0x000006cb, 0x000006ca, 0x000200f9, 0x000006c5,
    0x000200f8, 0x000006c5, 0x000700f5, 0x00000006,
    0x00000d1b, 0x000006d1, 0x000006cc, 0x000006cb,
    0x000006c4, 0x000200f9, 0x000006c1, 0x000200f8,
    0x000006c1, 0x000700f5, 0x00000006, 0x00000d1c,
    0x00000040, 0x000006d3, 0x00000d1b, 0x000006c5,
    0x00050041, 0x0000001c, 0x000006d5, 0x0000069e,
    0x000006ba, 0x0003003e, 0x000006d5, 0x00000d1c,
    0x000200f9, 0x000006b3, 0x000200f8, 0x000006b3,
    0x00050080, 0x00000007, 0x000006d7, 0x00000d18,
    0x00000052, 0x000200f9, 0x000006b0, 0x000200f8,
    0x000006b2, 0x000200f9, 0x00000681, 0x000200f8,
    0x00000680, 0x000200f9, 0x00000683, 0x000200f8,
    0x00000683, 0x000700f5, 0x00000007, 0x00000d1f,
    0x00000042, 0x00000680, 0x000006ad, 0x00000686,
    0x000500b0, 0x00000013, 0x00000689, 0x00000d1f,
    0x000004b9, 0x000400f6, 0x00000685, 0x00000686,
    0x00000000, 0x000400fa, 0x00000689, 0x00000684,
    0x00000685, 0x000200f8, 0x00000684, 0x00050086,
    0x00000007, 0x0000068c, 0x0000067e, 0x0000009c,
    0x00050080, 0x00000007, 0x0000068e, 0x0000068c,
    0x00000d1f, 0x000300f7, 0x00000b65, 0x00000000,
    0x000400fa, 0x00000145, 0x00000b5a, 0x00000b61,
    0x000200f8, 0x00000b61, 0x00060041, 0x000000f3,
    0x00000b63, 0x00000159, 0x00000066, 0x0000068e,
    0x0004003d, 0x0000000d, 0x00000b64, 0x00000b63,
    0x000200f9, 0x00000b65, 0x000200f8, 0x00000b5a,
    0x00060041, 0x0000014f, 0x00000b5c, 0x0000014d,
    0x00000066, 0x0000068e, 0x0004003d, 0x00000149,
    0x00000b5d, 0x00000b5c, 0x00050051, 0x00000007,
    0x00000b5e, 0x00000b5d, 0x00000000, 0x00050051,
    0x00000007, 0x00000b5f, 0x00000b5d, 0x00000001,
    0x00070050, 0x0000000d, 0x00000b60, 0x00000b5e,
    0x00000b5f, 0x00000042, 0x00000042, 0x000200f9,
    0x00000b65, 0x000200f8, 0x00000b65, 0x000700f5,
    0x0000000d, 0x00000d27, 0x00000b64, 0x00000b61,
    0x00000b60, 0x00000b5a, 0x000300f7, 0x00000b79,
    0x00000000, 0x000400fa, 0x00000160, 0x00000b6a,
    0x00000b76, 0x000200f8, 0x00000b76, 0x0004007c,
    0x0000002b, 0x00000b78, 0x00000d27, 0x000200f9,
    0x00000b79, 0x000200f8, 0x00000b6a, 0x00050051,
    0x00000007, 0x00000b6c, 0x00000d27, 0x00000000,
    0x0006000c, 0x0000000b, 0x00000b6d, 0x00000001,
    0x0000003e, 0x00000b6c, 0x00050051, 0x00000007,
    0x00000b6f, 0x00000d27, 0x00000001, 0x0006000c,
    0x0000000b, 0x00000b70, 0x00000001, 0x0000003e,
    0x00000b6f, 0x00050051, 0x00000006, 0x00000b71,
    0x00000b6d, 0x00000000, 0x00050051, 0x00000006,
    0x00000b72, 0x00000b6d, 0x00000001, 0x00050051,
    0x00000006, 0x00000b73, 0x00000b70, 0x00000000,
    0x00050051, 0x00000006, 0x00000b74, 0x00000b70,
    0x00000001, 0x00070050, 0x0000002b, 0x00000b75,
    0x00000b71, 0x00000b72, 0x00000b73, 0x00000b74,
    0x000200f9, 0x00000b79, 0x000200f8, 0x00000b79,
    0x000700f5, 0x0000002b, 0x00000d28, 0x00000b78,
    0x00000b76, 0x00000b75, 0x00000b6a, 0x0003003e,
    0x0000068a, 0x00000d28, 0x000200f9, 0x00000694,
    0x000200f8, 0x00000694, 0x000700f5, 0x00000007,
    0x00000d29, 0x00000042, 0x00000b79, 0x000006ab,
    0x00000695, 0x000500b0, 0x00000013, 0x0000069a,
    0x00000d29, 0x0000009c, 0x000400f6, 0x00000696,
    0x00000695, 0x00000000, 0x000400fa, 0x0000069a,
    0x00000695, 0x00000696, 0x000200f8, 0x00000695,
    0x00050084, 0x00000007, 0x000006a0, 0x00000d0d,
    0x0000009b, 0x00050084, 0x00000007, 0x000006a2,
    0x0000009c, 0x00000d1f, 0x00050080, 0x00000007,
    0x000006a3, 0x000006a0, 0x000006a2, 0x00050080,
    0x00000007, 0x000006a5, 0x000006a3, 0x00000d29,
    0x00050041, 0x0000001c, 0x000006a7, 0x0000068a,
    0x00000d29, 0x0004003d, 0x00000006, 0x000006a8,
    0x000006a7, 0x00050041, 0x0000001c, 0x000006a9,
    0x0000069e, 0x000006a5, 0x0003003e, 0x000006a9,
    0x000006a8, 0x00050080, 0x00000007, 0x000006ab,
    0x00000d29, 0x00000052, 0x000200f9, 0x00000694,
    0x000200f8, 0x00000696, 0x000200f9, 0x00000686,
    0x000200f8, 0x00000686, 0x00050080, 0x00000007,
    0x000006ad, 0x00000d1f, 0x00000052, 0x000200f9,
    0x00000683, 0x000200f8, 0x00000685, 0x000200f9,
    0x00000681, 0x000200f8, 0x00000681, 0x000500aa,
    0x00000013, 0x000006db, 0x00000676, 0x000002b2,
    0x000500a7, 0x00000013, 0x000006dc, 0x0000048a,
    0x000006db, 0x000300f7, 0x000006de, 0x00000000,
    0x000400fa, 0x000006dc, 0x000006dd, 0x000006de,
    0x000200f8, 0x000006dd, 0x000200f9, 0x000006e0,
    0x000200f8, 0x000006e0, 0x000700f5, 0x00000007,
    0x00000d20, 0x00000042, 0x000006dd, 0x000006f6,
    0x000006e3, 0x000500b0, 0x00000013, 0x000006e6,
    0x00000d20, 0x0000009b, 0x000400f6, 0x000006e2,
    0x000006e3, 0x00000000, 0x000400fa, 0x000006e6,
    0x000006e1, 0x000006e2, 0x000200f8, 0x000006e1,
    0x00050084, 0x00000007, 0x000006e8, 0x00000d0d,
    0x0000009b, 0x00050080, 0x00000007, 0x000006ea,
    0x000006e8, 0x00000d20, 0x00050080, 0x00000007,
    0x000006ed, 0x00000438, 0x00000d20, 0x0007000c,
    0x00000007, 0x000006ef, 0x00000001, 0x00000026,
    0x000006ed, 0x000006ee, 0x00050041, 0x000000b0,
    0x000006f1, 0x00000136, 0x000006ef, 0x0004003d,
    0x00000006, 0x000006f2, 0x000006f1, 0x000300f7,
    0x00000b84, 0x00000000, 0x000400fa, 0x00000111,
    0x00000b7e, 0x00000b82, 0x000200f8, 0x00000b82,
    0x000200f9, 0x00000b84, 0x000200f8, 0x00000b7e,
    0x00040073, 0x00000116, 0x00000b80, 0x000006f2,
    0x00040073, 0x00000006, 0x00000b81, 0x00000b80,
    0x000200f9, 0x00000b84, 0x000200f8, 0x00000b84,
    0x000700f5, 0x00000006, 0x00000d25, 0x000006f2,
    0x00000b82, 0x00000b81, 0x00000b7e, 0x00050041,
    0x0000001c, 0x000006f4, 0x0000069e, 0x000006ea,
    0x0003003e, 0x000006f4, 0x00000d25, 0x000200f9,
    0x000006e3, 0x000200f8, 0x000006e3, 0x00050080,
    0x00000007, 0x000006f6, 0x00000d20, 0x00000052,
    0x000200f9, 0x000006e0, 0x000200f8, 0x000006e2,
    0x000200f9, 0x000006de, 0x000200f8, 0x000006de,
    0x000200f9, 0x0000066a, 0x000200f8, 0x0000066a,
    0x00050080, 0x00000007, 0x000006f8, 0x00000d0d,
    0x00000052, 0x000200f9, 0x00000667, 0x000200f8,
    0x00000669, 0x000200f9, 0x000006fa, 0x000200f8,
    0x000006fa, 0x000700f5, 0x00000007, 0x00000d0e,
    0x00000042, 0x00000669, 0x0000073a, 0x000006fd,
    0x000500b0, 0x00000013, 0x00000700, 0x00000d0e,
    0x00000008, 0x000400f6, 0x000006fc, 0x000006fd,
    0x00000000, 0x000400fa, 0x00000700, 0x000006fb,
    0x000006fc, 0x000200f8, 0x000006fb, 0x00050080,
    0x00000007, 0x00000703, 0x00000d0c, 0x00000d0e,
    0x000500ae, 0x00000013, 0x00000705, 0x00000703,
    0x0000047d, 0x000300f7, 0x00000707, 0x00000000,
    0x000400fa, 0x00000705, 0x00000706, 0x00000707,
    0x000200f8, 0x00000706, 0x000200f9, 0x000006fc,
    0x000200f8, 0x00000707, 0x000200f9, 0x0000070a,
    0x000200f8, 0x0000070a, 0x000700f5, 0x00000007,
    0x00000d11, 0x00000042, 0x00000707, 0x00000738,
    0x0000070d, 0x000500b0, 0x00000013, 0x00000710,
    0x00000d11, 0x000000a6, 0x000400f6, 0x0000070c,
    0x0000070d, 0x00000000, 0x000400fa, 0x00000710,
    0x0000070b, 0x0000070c, 0x000200f8, 0x0000070b,
    0x00050084, 0x00000007, 0x00000713, 0x000002a7,
    0x00000097, 0x00050080, 0x00000007, 0x00000715,
    0x00000713, 0x00000d0c, 0x00050080, 0x00000007,
    0x00000717, 0x00000715, 0x00000d0e, 0x00050084,
    0x00000007, 0x00000718, 0x00000717, 0x000000a6,
    0x00050080, 0x00000007, 0x0000071a, 0x00000718,
    0x00000d11, 0x00050041, 0x000000b0, 0x0000071b,
    0x000005bb, 0x0000071a, 0x0004003d, 0x00000006,
    0x0000071c, 0x0000071b, 0x000200f9, 0x0000071e,
    0x000200f8, 0x0000071e, 0x000700f5, 0x00000007,
    0x00000d14, 0x00000042, 0x0000070b, 0x00000736,
    0x0000071f, 0x000500b0, 0x00000013, 0x00000724,
    0x00000d14, 0x0000009b, 0x000400f6, 0x00000720,
    0x0000071f, 0x00000000, 0x000400fa, 0x00000724,
    0x0000071f, 0x00000720, 0x000200f8, 0x0000071f,
    0x00050084, 0x00000007, 0x00000726, 0x00000d11,
    0x0000009b, 0x00050080, 0x00000007, 0x00000728,
    0x00000726, 0x00000d14, 0x00050084, 0x00000007,
    0x0000072b, 0x00000d0e, 0x0000009b, 0x00050080,
    0x00000007, 0x0000072d, 0x0000072b, 0x00000d14,
    0x00050041, 0x0000001c, 0x0000072e, 0x0000069e,
    0x0000072d, 0x0004003d, 0x00000006, 0x0000072f,
    0x0000072e, 0x00050041, 0x0000001c, 0x00000731,
    0x00000455, 0x00000728, 0x0004003d, 0x00000006,
    0x00000732, 0x00000731, 0x0008000c, 0x00000006,
    0x00000733, 0x00000001, 0x00000032, 0x0000071c,
    0x0000072f, 0x00000732, 0x0003003e, 0x00000731,
    0x00000733, 0x00050080, 0x00000007, 0x00000736,
    0x00000d14, 0x00000052, 0x000200f9, 0x0000071e,
    0x000200f8, 0x00000720, 0x000200f9, 0x0000070d,
    0x000200f8, 0x0000070d, 0x00050080, 0x00000007,
    0x00000738, 0x00000d11, 0x00000052, 0x000200f9,
    0x0000070a, 0x000200f8, 0x0000070c, 0x000200f9,
    0x000006fd, 0x000200f8, 0x000006fd, 0x00050080,
    0x00000007, 0x0000073a, 0x00000d0e, 0x00000052,
    0x000200f9, 0x000006fa, 0x000200f8, 0x000006fc,
    0x000200f9, 0x00000661, 0x000200f8, 0x00000661,
    0x00050080, 0x00000007, 0x0000073c, 0x00000d0c,
    0x00000008, 0x000200f9, 0x0000065e, 0x000200f8,
    0x00000660, 0x000200f9, 0x000005ce, 0x000200f8,
    0x000005cd, 0x000200f9, 0x000005d0, 0x000200f8,
    0x000005d0, 0x000700f5, 0x00000007, 0x00000d30,
    0x00000042, 0x000005cd, 0x0000065b, 0x000005d3,
    0x000500b0, 0x00000013, 0x000005d6, 0x00000d30,
    0x00000097, 0x000400f6, 0x000005d2, 0x000005d3,
    0x00000000, 0x000400fa, 0x000005d6, 0x000005d1,
    0x000005d2, 0x000200f8, 0x000005d1, 0x000200f9,
    0x000005d8, 0x000200f8, 0x000005d8, 0x000700f5,
    0x00000007, 0x00000d4f, 0x00000042, 0x000005d1,
    0x0000060d, 0x000005db, 0x000500b0, 0x00000013,
    0x000005de, 0x00000d4f, 0x000004b9, 0x000400f6,
    0x000005da, 0x000005db, 0x00000000, 0x000400fa,
    0x000005de, 0x000005d9, 0x000005da, 0x000200f8,
    0x000005d9, 0x000300f7, 0x000005e3, 0x00000000,
    0x000400fa, 0x000005e0, 0x000005e2, 0x000005ed,
    0x000200f8, 0x000005ed, 0x00050084, 0x00000007,
    0x000005ef, 0x00000d30, 0x000004b9, 0x00050080,
    0x00000007, 0x000005f1, 0x000005ef, 0x00000d4f,
    0x00050041, 0x00000035, 0x000005f2, 0x000004d5,
    0x000005f1, 0x0004003d, 0x0000000d, 0x000005f3,
    0x000005f2, 0x000200f9, 0x000005e3, 0x000200f8,
    0x000005e2, 0x00050084, 0x00000007, 0x000005e5,
    0x00000d30, 0x000004b9, 0x00050080, 0x00000007,
    0x000005e7, 0x000005e5, 0x00000d4f, 0x00050041,
    0x000004cf, 0x000005e8, 0x000004c8, 0x000005e7,
    0x0004003d, 0x00000149, 0x000005e9, 0x000005e8,
    0x00050051, 0x00000007, 0x000005ea, 0x000005e9,
    0x00000000, 0x00050051, 0x00000007, 0x000005eb,
    0x000005e9, 0x00000001, 0x00070050, 0x0000000d,
    0x000005ec, 0x000005ea, 0x000005eb, 0x00000042,
    0x00000042, 0x000200f9, 0x000005e3, 0x000200f8,
    0x000005e3, 0x000700f5, 0x0000000d, 0x00000d5b,
    0x000005f3, 0x000005ed, 0x000005ec, 0x000005e2,
    0x000300f7, 0x00000b45, 0x00000000, 0x000400fa,
    0x00000160, 0x00000b36, 0x00000b42, 0x000200f8,
    0x00000b42, 0x0004007c, 0x0000002b, 0x00000b44,
    0x00000d5b, 0x000200f9, 0x00000b45, 0x000200f8,
    0x00000b36, 0x00050051, 0x00000007, 0x00000b38,
    0x00000d5b, 0x00000000, 0x0006000c, 0x0000000b,
    0x00000b39, 0x00000001, 0x0000003e, 0x00000b38,
    0x00050051, 0x00000007, 0x00000b3b, 0x00000d5b,
    0x00000001, 0x0006000c, 0x0000000b, 0x00000b3c,
    0x00000001, 0x0000003e, 0x00000b3b, 0x00050051,
    0x00000006, 0x00000b3d, 0x00000b39, 0x00000000,
    0x00050051, 0x00000006, 0x00000b3e, 0x00000b39,
    0x00000001, 0x00050051, 0x00000006, 0x00000b3f,
    0x00000b3c, 0x00000000, 0x00050051, 0x00000006,
    0x00000b40, 0x00000b3c, 0x00000001, 0x00070050,
    0x0000002b, 0x00000b41, 0x00000b3d, 0x00000b3e,
    0x00000b3f, 0x00000b40, 0x000200f9, 0x00000b45,
    0x000200f8, 0x00000b45, 0x000700f5, 0x0000002b,
    0x00000d5c, 0x00000b44, 0x00000b42, 0x00000b41,
    0x00000b36, 0x0003003e, 0x000005df, 0x00000d5c,
    0x000200f9, 0x000005f8, 0x000200f8, 0x000005f8,
    0x000700f5, 0x00000007, 0x00000d5d, 0x00000042,
    0x00000b45, 0x0000060b, 0x000005f9, 0x000500b0,
    0x00000013, 0x000005fe, 0x00000d5d, 0x0000009c,
    0x000400f6, 0x000005fa, 0x000005f9, 0x00000000,
    0x000400fa, 0x000005fe, 0x000005f9, 0x000005fa,
    0x000200f8, 0x000005f9, 0x00050084, 0x00000007,
    0x00000603, 0x0000009c, 0x00000d4f, 0x00050080,
    0x00000007, 0x00000605, 0x00000603, 0x00000d5d,
    0x00050041, 0x0000001c, 0x00000607, 0x000005df,
    0x00000d5d, 0x0004003d, 0x00000006, 0x00000608,
    0x00000607, 0x00050041, 0x0000001c, 0x00000609,
    0x00000601, 0x00000605, 0x0003003e, 0x00000609,
    0x00000608, 0x00050080, 0x00000007, 0x0000060b,
    0x00000d5d, 0x00000052, 0x000200f9, 0x000005f8,
    0x000200f8, 0x000005fa, 0x000200f9, 0x000005db,
    0x000200f8, 0x000005db, 0x00050080, 0x00000007,
    0x0000060d, 0x00000d4f, 0x00000052, 0x000200f9,
    0x000005d8, 0x000200f8, 0x000005da, 0x000300f7,
    0x00000610, 0x00000000, 0x000400fa, 0x0000048a,
    0x0000060f, 0x00000610, 0x000200f8, 0x0000060f,
    0x00050082, 0x00000007, 0x00000614, 0x0000047d,
    0x00000099, 0x0007000c, 0x00000007, 0x00000615,
    0x00000001, 0x00000026, 0x00000d30, 0x00000614,
    0x00050080, 0x00000007, 0x00000616, 0x00000474,
    0x00000615, 0x000500aa, 0x00000013, 0x00000618,
    0x00000616, 0x000002b2, 0x000200f9, 0x00000610,
    0x000200f8, 0x00000610, 0x000700f5, 0x00000013,
    0x00000619, 0x0000048a, 0x000005da, 0x00000618,
    0x0000060f, 0x000300f7, 0x0000061b, 0x00000000,
    0x000400fa, 0x00000619, 0x0000061a, 0x0000061b,
    0x000200f8, 0x0000061a, 0x000200f9, 0x0000061d,
    0x000200f8, 0x0000061d, 0x000700f5, 0x00000007,
    0x00000d51, 0x00000042, 0x0000061a, 0x0000062e,
    0x00000620, 0x000500b0, 0x00000013, 0x00000623,
    0x00000d51, 0x0000009b, 0x000400f6, 0x0000061f,
    0x00000620, 0x00000000, 0x000400fa, 0x00000623,
    0x0000061e, 0x0000061f, 0x000200f8, 0x0000061e,
    0x00050080, 0x00000007, 0x00000627, 0x00000438,
    0x00000d51, 0x00050041, 0x000000b0, 0x00000629,
    0x00000136, 0x00000627, 0x0004003d, 0x00000006,
    0x0000062a, 0x00000629, 0x000300f7, 0x00000b50,
    0x00000000, 0x000400fa, 0x00000111, 0x00000b4a,
    0x00000b4e, 0x000200f8, 0x00000b4e, 0x000200f9,
    0x00000b50, 0x000200f8, 0x00000b4a, 0x00040073,
    0x00000116, 0x00000b4c, 0x0000062a, 0x00040073,
    0x00000006, 0x00000b4d, 0x00000b4c, 0x000200f9,
    0x00000b50, 0x000200f8, 0x00000b50, 0x000700f5,
    0x00000006, 0x00000d59, 0x0000062a, 0x00000b4e,
    0x00000b4d, 0x00000b4a, 0x00050041, 0x0000001c,
    0x0000062c, 0x00000601, 0x00000d51, 0x0003003e,
    0x0000062c, 0x00000d59, 0x000200f9, 0x00000620,
    0x000200f8, 0x00000620, 0x00050080, 0x00000007,
    0x0000062e, 0x00000d51, 0x00000052, 0x000200f9,
    0x0000061d, 0x000200f8, 0x0000061f, 0x000200f9,
    0x0000061b, 0x000200f8, 0x0000061b, 0x000200f9,
    0x00000630, 0x000200f8, 0x00000630, 0x000700f5,
    0x00000007, 0x00000d52, 0x00000042, 0x0000061b,
    0x00000659, 0x00000633, 0x000500b0, 0x00000013,
    0x00000636, 0x00000d52, 0x000000a6, 0x000400f6,
    0x00000632, 0x00000633, 0x00000000, 0x000400fa,
    0x00000636, 0x00000631, 0x00000632, 0x000200f8,
    0x00000631, 0x00050084, 0x00000007, 0x00000639,
    0x000002a7, 0x00000097, 0x00050080, 0x00000007,
    0x0000063b, 0x00000639, 0x00000d30, 0x00050084,
    0x00000007, 0x0000063c, 0x0000063b, 0x000000a6,
    0x00050080, 0x00000007, 0x0000063e, 0x0000063c,
    0x00000d52, 0x00050041, 0x000000b0, 0x0000063f,
    0x000005bb, 0x0000063e, 0x0004003d, 0x00000006,
    0x00000640, 0x0000063f, 0x000200f9, 0x00000642,
    0x000200f8, 0x00000642, 0x000700f5, 0x00000007,
    0x00000d57, 0x00000042, 0x00000631, 0x00000657,
    0x00000643, 0x000500b0, 0x00000013, 0x00000648,
    0x00000d57, 0x0000009b, 0x000400f6, 0x00000644,
    0x00000643, 0x00000000, 0x000400fa, 0x00000648,
    0x00000643, 0x00000644, 0x000200f8, 0x00000643,
    0x00050084, 0x00000007, 0x0000064a, 0x00000d52,
    0x0000009b, 0x00050080, 0x00000007, 0x0000064c,
    0x0000064a, 0x00000d57, 0x00050041, 0x0000001c,
    0x0000064f, 0x00000601, 0x00000d57, 0x0004003d,
    0x00000006, 0x00000650, 0x0000064f, 0x00050041,
    0x0000001c, 0x00000652, 0x00000455, 0x0000064c,
    0x0004003d, 0x00000006, 0x00000653, 0x00000652,
    0x0008000c, 0x00000006, 0x00000654, 0x00000001,
    0x00000032, 0x00000640, 0x00000650, 0x00000653,
    0x0003003e, 0x00000652, 0x00000654, 0x00050080,
    0x00000007, 0x00000657, 0x00000d57, 0x00000052,
    0x000200f9, 0x00000642, 0x000200f8, 0x00000644,
    0x000200f9, 0x00000633, 0x000200f8, 0x00000633,
    0x00050080, 0x00000007, 0x00000659, 0x00000d52,
    0x00000052, 0x000200f9, 0x00000630, 0x000200f8,
    0x00000632, 0x000200f9, 0x000005d3, 0x000200f8,
    0x000005d3, 0x00050080, 0x00000007, 0x0000065b,
    0x00000d30, 0x00000052, 0x000200f9, 0x000005d0,
    0x000200f8, 0x000005d2, 0x000200f9, 0x000005ce,
    0x000200f8, 0x000005ce, 0x000400e0, 0x00000080,
    0x00000080, 0x000005c7, 0x000200f9, 0x0000046b,
    0x000200f8, 0x0000046b, 0x00050080, 0x00000007,
    0x0000073f, 0x00000cc1, 0x000002a4, 0x000200f9,
    0x00000468, 0x000200f8, 0x0000046a, 0x000200f9,
    0x00000741, 0x000200f8, 0x00000741, 0x000700f5,
    0x00000007, 0x00000cc2, 0x00000042, 0x0000046a,
    0x0000078d, 0x00000744, 0x000500b0, 0x00000013,
    0x00000747, 0x00000cc2, 0x000000a6, 0x000400f6,
    0x00000743, 0x00000744, 0x00000000, 0x000400fa,
    0x00000747, 0x00000742, 0x00000743, 0x000200f8,
    0x00000742, 0x00050041, 0x0000001c, 0x0000074a,
    0x00000447, 0x00000cc2, 0x0004003d, 0x00000006,
    0x0000074b, 0x0000074a, 0x0006015e, 0x00000006,
    0x0000074c, 0x00000080, 0x00000000, 0x0000074b,
    0x000500aa, 0x00000013, 0x0000074e, 0x000002a9,
    0x00000042, 0x000300f7, 0x00000750, 0x00000000,
    0x000400fa, 0x0000074e, 0x0000074f, 0x00000750,
    0x000200f8, 0x0000074f, 0x00050084, 0x00000007,
    0x00000756, 0x000002a7, 0x000000a6, 0x00050080,
    0x00000007, 0x00000758, 0x00000756, 0x00000cc2,
    0x00050041, 0x0000001c, 0x0000075a, 0x00000443,
    0x00000cc2, 0x0004003d, 0x00000006, 0x0000075b,
    0x0000075a, 0x00050041, 0x000000b0, 0x0000075c,
    0x00000754, 0x00000758, 0x0003003e, 0x0000075c,
    0x0000075b, 0x00050041, 0x000000b0, 0x00000766,
    0x00000760, 0x00000758, 0x0003003e, 0x00000766,
    0x0000074c, 0x000200f9, 0x00000750, 0x000200f8,
    0x00000750, 0x000200f9, 0x00000768, 0x000200f8,
    0x00000768, 0x000700f5, 0x00000007, 0x00000d04,
    0x00000042, 0x00000750, 0x0000078b, 0x0000076b,
    0x000500b0, 0x00000013, 0x0000076e, 0x00000d04,
    0x0000009b, 0x000400f6, 0x0000076a, 0x0000076b,
    0x00000000, 0x000400fa, 0x0000076e, 0x00000769,
    0x0000076a, 0x000200f8, 0x00000769, 0x00050080,
    0x00000007, 0x00000771, 0x00000438, 0x00000d04,
    0x000500b0, 0x00000013, 0x00000772, 0x00000771,
    0x00000096, 0x000300f7, 0x00000774, 0x00000000,
    0x000400fa, 0x00000772, 0x00000773, 0x00000774,
    0x000200f8, 0x00000773, 0x00050084, 0x00000007,
    0x0000077b, 0x000002a7, 0x000000a6, 0x00050080,
    0x00000007, 0x0000077d, 0x0000077b, 0x00000cc2,
    0x00050084, 0x00000007, 0x0000077e, 0x0000077d,
    0x00000096, 0x00050080, 0x00000007, 0x00000780,
    0x0000077e, 0x00000438, 0x00050080, 0x00000007,
    0x00000782, 0x00000780, 0x00000d04, 0x00050084,
    0x00000007, 0x00000784, 0x00000cc2, 0x0000009b,
    0x00050080, 0x00000007, 0x00000786, 0x00000784,
    0x00000d04, 0x00050041, 0x0000001c, 0x00000787,
    0x00000455, 0x00000786, 0x0004003d, 0x00000006,
    0x00000788, 0x00000787, 0x00050041, 0x000000b0,
    0x00000789, 0x00000779, 0x00000782, 0x0003003e,
    0x00000789, 0x00000788, 0x000200f9, 0x00000774,
    0x000200f8, 0x00000774, 0x000200f9, 0x0000076b,
    0x000200f8, 0x0000076b, 0x00050080, 0x00000007,
    0x0000078b, 0x00000d04, 0x00000052, 0x000200f9,
    0x00000768, 0x000200f8, 0x0000076a, 0x000200f9,
    0x00000744, 0x000200f8, 0x00000744, 0x00050080,
    0x00000007, 0x0000078d, 0x00000cc2, 0x00000052,
    0x000200f9, 0x00000741, 0x000200f8, 0x00000743,
    0x000400e0, 0x000000c5, 0x000000c5, 0x000000c6,
    0x000500aa, 0x00000013, 0x00000790, 0x00000362,
    0x00000099, 0x000200f9, 0x00000793, 0x000200f8,
    0x00000793, 0x000700f5, 0x00000007, 0x00000cc3,
    0x000002a1, 0x00000743, 0x00000823, 0x00000796,
    0x000500b0, 0x00000013, 0x0000079a, 0x00000cc3,
    0x00000799, 0x000400f6, 0x00000795, 0x00000796,
    0x00000000, 0x000400fa, 0x0000079a, 0x00000794,
    0x00000795, 0x000200f8, 0x00000794, 0x00050086,
    0x00000007, 0x0000079d, 0x00000cc3, 0x00000096,
    0x00050089, 0x00000007, 0x000007a0, 0x00000cc3,
    0x00000096, 0x000200f9, 0x000007a3, 0x000200f8,
    0x000007a3, 0x000700f5, 0x00000006, 0x00000cfd,
    0x00000445, 0x00000794, 0x000007b2, 0x000007a4,
    0x000700f5, 0x00000007, 0x00000cf9, 0x00000042,
    0x00000794, 0x000007b4, 0x000007a4, 0x000500b0,
    0x00000013, 0x000007aa, 0x00000cf9, 0x000002a4,
    0x000400f6, 0x000007a5, 0x000007a4, 0x00000000,
    0x000400fa, 0x000007aa, 0x000007a4, 0x000007a5,
    0x000200f8, 0x000007a4, 0x00050084, 0x00000007,
    0x000007ad, 0x00000cf9, 0x000000a6, 0x00050080,
    0x00000007, 0x000007af, 0x000007ad, 0x0000079d,
    0x00050041, 0x000000b0, 0x000007b0, 0x00000754,
    0x000007af, 0x0004003d, 0x00000006, 0x000007b1,
    0x000007b0, 0x0007000c, 0x00000006, 0x000007b2,
    0x00000001, 0x00000028, 0x00000cfd, 0x000007b1,
    0x00050080, 0x00000007, 0x000007b4, 0x00000cf9,
    0x00000052, 0x000200f9, 0x000007a3, 0x000200f8,
    0x000007a5, 0x000200f9, 0x000007b8, 0x000200f8,
    0x000007b8, 0x000700f5, 0x00000006, 0x00000cfe,
    0x00000040, 0x000007a5, 0x000007d3, 0x000007b9,
    0x000700f5, 0x00000006, 0x00000cfb, 0x00000040,
    0x000007a5, 0x000007e0, 0x000007b9, 0x000700f5,
    0x00000007, 0x00000cfa, 0x00000042, 0x000007a5,
    0x000007e2, 0x000007b9, 0x000500b0, 0x00000013,
    0x000007bf, 0x00000cfa, 0x000002a4, 0x000400f6,
    0x000007ba, 0x000007b9, 0x00000000, 0x000400fa,
    0x000007bf, 0x000007b9, 0x000007ba, 0x000200f8,
    0x000007b9, 0x00050084, 0x00000007, 0x000007c2,
    0x00000cfa, 0x000000a6, 0x00050080, 0x00000007,
    0x000007c4, 0x000007c2, 0x0000079d, 0x00050041,
    0x000000b0, 0x000007c5, 0x00000754, 0x000007c4,
    0x0004003d, 0x00000006, 0x000007c6, 0x000007c5,
    0x00050083, 0x00000006, 0x000007c8, 0x000007c6,
    0x00000cfd, 0x0006000c, 0x00000006, 0x000007c9,
    0x00000001, 0x0000001b, 0x000007c8, 0x00050041,
    0x000000b0, 0x000007cf, 0x00000760, 0x000007c4,
    0x0004003d, 0x00000006, 0x000007d0, 0x000007cf,
    0x0008000c, 0x00000006, 0x000007d3, 0x00000001,
    0x00000032, 0x000007c9, 0x000007d0, 0x00000cfe,
    0x00050084, 0x00000007, 0x000007d9, 0x000007c4,
    0x00000096, 0x00050080, 0x00000007, 0x000007db,
    0x000007d9, 0x000007a0, 0x00050041, 0x000000b0,
    0x000007dc, 0x00000779, 0x000007db, 0x0004003d,
    0x00000006, 0x000007dd, 0x000007dc, 0x0008000c,
    0x00000006, 0x000007e0, 0x00000001, 0x00000032,
    0x000007c9, 0x000007dd, 0x00000cfb, 0x00050080,
    0x00000007, 0x000007e2, 0x00000cfa, 0x00000052,
    0x000200f9, 0x000007b8, 0x000200f8, 0x000007ba,
    0x00050084, 0x00000007, 0x000007e5, 0x00000297,
    0x000000a6, 0x00050080, 0x00000007, 0x000007e7,
    0x000007e5, 0x0000079d, 0x000300f7, 0x000007ea,
    0x00000000, 0x000400fa, 0x00000790, 0x000007e9,
    0x00000802, 0x000200f8, 0x00000802, 0x00050084,
    0x00000007, 0x00000806, 0x000007e7, 0x0000029e,
    0x00050080, 0x00000007, 0x00000808, 0x00000806,
    0x0000029a, 0x00050084, 0x00000007, 0x0000080a,
    0x00000808, 0x00000809, 0x00050080, 0x00000007,
    0x00000811, 0x0000080a, 0x000007a0, 0x00060041,
    0x000002d5, 0x00000813, 0x0000080e, 0x00000066,
    0x00000811, 0x0003003e, 0x00000813, 0x00000cfb,
    0x000500aa, 0x00000013, 0x00000815, 0x000007a0,
    0x00000042, 0x000300f7, 0x00000817, 0x00000000,
    0x000400fa, 0x00000815, 0x00000816, 0x00000817,
    0x000200f8, 0x00000816, 0x00050080, 0x00000007,
    0x00000819, 0x0000080a, 0x00000096, 0x00060041,
    0x000002d5, 0x0000081b, 0x0000080e, 0x00000066,
    0x00000819, 0x0003003e, 0x0000081b, 0x00000cfd,
    0x00050080, 0x00000007, 0x0000081e, 0x00000819,
    0x00000099, 0x00060041, 0x000002d5, 0x00000820,
    0x0000080e, 0x00000066, 0x0000081e, 0x0003003e,
    0x00000820, 0x00000cfe, 0x000200f9, 0x00000817,
    0x000200f8, 0x00000817, 0x000200f9, 0x000007ea,
    0x000200f8, 0x000007e9, 0x00050084, 0x00000007,
    0x000007f0, 0x000007e7, 0x00000096, 0x00050080,
    0x00000007, 0x000007f2, 0x000007f0, 0x000007a0,
    0x00050088, 0x00000006, 0x000007f5, 0x00000cfb,
    0x00000cfe, 0x00060041, 0x000002d5, 0x000007f6,
    0x000007ee, 0x00000066, 0x000007f2, 0x0003003e,
    0x000007f6, 0x000007f5, 0x000300f7, 0x000007fa,
    0x00000000, 0x000400fa, 0x000007f8, 0x000007f9,
    0x000007fa, 0x000200f8, 0x000007f9, 0x000500c2,
    0x00000007, 0x00000b88, 0x00000cc3, 0x00000078,
    0x000500c7, 0x00000007, 0x00000b8a, 0x00000cc3,
    0x00000080, 0x00060041, 0x000000b0, 0x00000b8c,
    0x000000ab, 0x00000b88, 0x00000b8a, 0x0003003e,
    0x00000b8c, 0x000007f5, 0x000200f9, 0x000007fa,
    0x000200f8, 0x000007fa, 0x000200f9, 0x000007ea,
    0x000200f8, 0x000007ea, 0x000200f9, 0x00000796,
    0x000200f8, 0x00000796, 0x00050080, 0x00000007,
    0x00000823, 0x00000cc3, 0x000002ab, 0x000200f9,
    0x00000793, 0x000200f8, 0x00000795, 0x000300f7,
    0x00000826, 0x00000000, 0x000400fa, 0x00000790,
    0x00000825, 0x00000826, 0x000200f8, 0x00000825,
    0x000300f7, 0x00000829, 0x00000000, 0x000400fa,
    0x00000827, 0x00000828, 0x00000829, 0x000200f8,
    0x00000828, 0x000400e0, 0x000000c5, 0x000000c5,
    0x000000c6, 0x000200f9, 0x00000b9a, 0x000200f8,
    0x00000b9a, 0x000700f5, 0x00000007, 0x00000ced,
    0x000002a1, 0x00000828, 0x00000bc9, 0x00000bc6,
    0x000500b0, 0x00000013, 0x00000b9e, 0x00000ced,
    0x000000c4, 0x000400f6, 0x00000bca, 0x00000bc6,
    0x00000000, 0x000400fa, 0x00000b9e, 0x00000b9f,
    0x00000bca, 0x000200f8, 0x00000b9f, 0x000200f9,
    0x00000ba0, 0x000200f8, 0x00000ba0, 0x000700f5,
    0x00000007, 0x00000cee, 0x00000042, 0x00000b9f,
    0x00000bae, 0x00000ba4, 0x000500b0, 0x00000013,
    0x00000ba3, 0x00000cee, 0x00000008, 0x000400f6,
    0x00000baf, 0x00000ba4, 0x00000000, 0x000400fa,
    0x00000ba3, 0x00000ba4, 0x00000baf, 0x000200f8,
    0x00000ba4, 0x00050084, 0x00000007, 0x00000ba7,
    0x00000008, 0x00000ced, 0x00050080, 0x00000007,
    0x00000ba9, 0x00000ba7, 0x00000cee, 0x000500c2,
    0x00000007, 0x00000bce, 0x00000ba9, 0x00000078,
    0x000500c7, 0x00000007, 0x00000bd0, 0x00000ba9,
    0x00000080, 0x00060041, 0x000000b0, 0x00000bd1,
    0x000000ab, 0x00000bce, 0x00000bd0, 0x0004003d,
    0x00000006, 0x00000bd2, 0x00000bd1, 0x00050041,
    0x0000001c, 0x00000bab, 0x00000b91, 0x00000cee,
    0x0003003e, 0x00000bab, 0x00000bd2, 0x00050080,
    0x00000007, 0x00000bae, 0x00000cee, 0x00000052,
    0x000200f9, 0x00000ba0, 0x000200f8, 0x00000baf,
    0x00050084, 0x00000007, 0x00000bb2, 0x00000297,
    0x000000c4, 0x00050080, 0x00000007, 0x00000bb4,
    0x00000bb2, 0x00000ced, 0x0004003d, 0x00000009,
    0x00000bb5, 0x00000b91, 0x0003003e, 0x00000b94,
    0x00000bb5, 0x000200f9, 0x00000bde, 0x000200f8,
    0x00000bde, 0x000700f5, 0x00000006, 0x00000cf1,
    0x00000040, 0x00000baf, 0x00000be8, 0x00000be2,
    0x000700f5, 0x00000007, 0x00000cf0, 0x00000042,
    0x00000baf, 0x00000beb, 0x00000be2, 0x000500b0,
    0x00000013, 0x00000be1, 0x00000cf0, 0x00000008,
    0x000400f6, 0x00000bec, 0x00000be2, 0x00000000,
    0x000400fa, 0x00000be1, 0x00000be2, 0x00000bec,
    0x000200f8, 0x00000be2, 0x00050041, 0x0000001c,
    0x00000be5, 0x00000b94, 0x00000cf0, 0x0004003d,
    0x00000006, 0x00000be6, 0x00000be5, 0x0006000c,
    0x00000006, 0x00000be7, 0x00000001, 0x00000004,
    0x00000be6, 0x0007000c, 0x00000006, 0x00000be8,
    0x00000001, 0x00000028, 0x00000cf1, 0x00000be7,
    0x00050080, 0x00000007, 0x00000beb, 0x00000cf0,
    0x00000052, 0x000200f9, 0x00000bde, 0x000200f8,
    0x00000bec, 0x000500ba, 0x00000013, 0x00000bee,
    0x00000cf1, 0x00000040, 0x000300f7, 0x00000bf3,
    0x00000000, 0x000400fa, 0x00000bee, 0x00000bef,
    0x00000bf2, 0x000200f8, 0x00000bf2, 0x000200f9,
    0x00000bf3, 0x000200f8, 0x00000bef, 0x00050088,
    0x00000006, 0x00000bf1, 0x0000005a, 0x00000cf1,
    0x000200f9, 0x00000bf3, 0x000200f8, 0x00000bf3,
    0x000700f5, 0x00000006, 0x00000cf2, 0x00000040,
    0x00000bf2, 0x00000bf1, 0x00000bef, 0x00050085,
    0x00000006, 0x00000bf6, 0x00000cf1, 0x00000cb7,
    0x0003003e, 0x00000bd8, 0x00000063, 0x000200f9,
    0x00000bf7, 0x000200f8, 0x00000bf7, 0x000700f5,
    0x00000051, 0x00000cf5, 0x00000066, 0x00000bf3,
    0x00000c12, 0x00000bfb, 0x000700f5, 0x00000007,
    0x00000cf4, 0x00000042, 0x00000bf3, 0x00000c15,
    0x00000bfb, 0x000500b0, 0x00000013, 0x00000bfa,
    0x00000cf4, 0x00000008, 0x000400f6, 0x00000c16,
    0x00000bfb, 0x00000000, 0x000400fa, 0x00000bfa,
    0x00000bfb, 0x00000c16, 0x000200f8, 0x00000bfb,
    0x00050041, 0x0000001c, 0x00000bfd, 0x00000b94,
    0x00000cf4, 0x0004003d, 0x00000006, 0x00000bfe,
    0x00000bfd, 0x00050085, 0x00000006, 0x00000c00,
    0x00000bfe, 0x00000cf2, 0x0006000c, 0x00000006,
    0x00000c01, 0x00000001, 0x00000002, 0x00000c00,
    0x0004006e, 0x00000051, 0x00000c02, 0x00000c01,
    0x000500c2, 0x00000007, 0x00000c04, 0x00000cf4,
    0x00000078, 0x0004007c, 0x00000007, 0x00000c06,
    0x00000c02, 0x000500c7, 0x00000007, 0x00000c07,
    0x00000c06, 0x0000007c, 0x000500c7, 0x00000007,
    0x00000c09, 0x00000cf4, 0x00000080, 0x00050084,
    0x00000007, 0x00000c0a, 0x0000007e, 0x00000c09,
    0x000500c4, 0x00000007, 0x00000c0b, 0x00000c07,
    0x00000c0a, 0x00050041, 0x00000017, 0x00000c0c,
    0x00000bd8, 0x00000c04, 0x0004003d, 0x00000007,
    0x00000c0d, 0x00000c0c, 0x000500c5, 0x00000007,
    0x00000c0e, 0x00000c0d, 0x00000c0b, 0x0003003e,
    0x00000c0c, 0x00000c0e, 0x00050080, 0x00000051,
    0x00000c12, 0x00000cf5, 0x00000c02, 0x00050080,
    0x00000007, 0x00000c15, 0x00000cf4, 0x00000052,
    0x000200f9, 0x00000bf7, 0x000200f8, 0x00000c16,
    0x0004006f, 0x00000006, 0x00000c1a, 0x00000cf5,
    0x00050085, 0x00000006, 0x00000c1b, 0x00000bf6,
    0x00000c1a, 0x00050050, 0x0000000b, 0x00000c1c,
    0x00000bf6, 0x00000c1b, 0x0004003d, 0x0000000d,
    0x00000c1d, 0x00000bd8, 0x00060041, 0x000000f3,
    0x00000bb8, 0x000000e7, 0x00000066, 0x00000bb4,
    0x0003003e, 0x00000bb8, 0x00000c1d, 0x00050084,
    0x00000007, 0x00000bbb, 0x00000379, 0x000000a6,
    0x00050084, 0x00000007, 0x00000bbc, 0x00000bbb,
    0x00000096, 0x00050086, 0x00000007, 0x00000bbd,
    0x00000bbc, 0x0000007e, 0x00050080, 0x00000007,
    0x00000bc1, 0x00000bbd, 0x00000bb2, 0x00050080,
    0x00000007, 0x00000bc3, 0x00000bc1, 0x00000ced,
    0x00060041, 0x00000109, 0x00000bc5, 0x000000f8,
    0x00000066, 0x00000bc3, 0x0003003e, 0x00000bc5,
    0x00000c1c, 0x000200f9, 0x00000bc6, 0x000200f8,
    0x00000bc6, 0x00050080, 0x00000007, 0x00000bc9,
    0x00000ced, 0x000002ab, 0x000200f9, 0x00000b9a,
    0x000200f8, 0x00000bca, 0x000200f9, 0x00000829,
    0x000200f8, 0x00000829, 0x000200f9, 0x00000971,
    0x000200f8, 0x00000826, 0x000300e1, 0x00000099,
    0x0000082e, 0x000400e0, 0x000000c5, 0x000000c5,
    0x000000c6, 0x000500aa, 0x00000013, 0x00000830,
    0x000002a1, 0x00000042, 0x000300f7, 0x00000832,
    0x00000000, 0x000400fa, 0x00000830, 0x00000831,
    0x00000832, 0x000200f8, 0x00000831, 0x00060041,
    0x000002b0, 0x00000839, 0x00000837, 0x00000066,
    0x00000297, 0x000700ea, 0x00000007, 0x0000083a,
    0x00000839, 0x00000099, 0x00000042, 0x00000099,
    0x00050082, 0x00000007, 0x0000083f, 0x00000362,
    0x00000099, 0x000500aa, 0x00000013, 0x00000840,
    0x0000083a, 0x0000083f, 0x000600a9, 0x00000007,
    0x00000841, 0x00000840, 0x00000099, 0x00000042,
    0x0003003e, 0x0000083c, 0x00000841, 0x000200f9,
    0x00000832, 0x000200f8, 0x00000832, 0x000400e0,
    0x000000c5, 0x000000c5, 0x000000c6, 0x0004003d,
    0x00000007, 0x00000842, 0x0000083c, 0x000500aa,
    0x00000013, 0x00000843, 0x00000842, 0x00000042,
    0x000300f7, 0x00000845, 0x00000000, 0x000400fa,
    0x00000843, 0x00000844, 0x00000845, 0x000200f8,
    0x00000844, 0x000200f9, 0x00000971, 0x000200f8,
    0x00000845, 0x000300e1, 0x00000099, 0x0000082e,
    0x000200f9, 0x00000849, 0x000200f8, 0x00000849,
    0x000700f5, 0x00000007, 0x00000cc4, 0x000002a7,
    0x00000845, 0x000008de, 0x0000084c, 0x000500b0,
    0x00000013, 0x0000084f, 0x00000cc4, 0x000000a6,
    0x000400f6, 0x0000084b, 0x0000084c, 0x00000000,
    0x000400fa, 0x0000084f, 0x0000084a, 0x0000084b,
    0x000200f8, 0x0000084a, 0x00050084, 0x00000007,
    0x00000852, 0x00000297, 0x000000a6, 0x00050080,
    0x00000007, 0x00000854, 0x00000852, 0x00000cc4,
    0x000200f9, 0x00000856, 0x000200f8, 0x00000856,
    0x000700f5, 0x00000007, 0x00000cdc, 0x00000042,
    0x0000084a, 0x0000087d, 0x00000857, 0x000500b0,
    0x00000013, 0x00000860, 0x00000cdc, 0x0000085f,
    0x000400f6, 0x00000858, 0x00000857, 0x00000000,
    0x000400fa, 0x00000860, 0x00000857, 0x00000858,
    0x000200f8, 0x00000857, 0x00050084, 0x00000007,
    0x00000864, 0x00000cdc, 0x00000097, 0x00050080,
    0x00000007, 0x00000865, 0x000002a9, 0x00000864,
    0x00050082, 0x00000007, 0x00000867, 0x00000362,
    0x00000099, 0x0007000c, 0x00000007, 0x00000868,
    0x00000001, 0x00000026, 0x00000865, 0x00000867,
    0x00050084, 0x00000007, 0x00000873, 0x00000854,
    0x0000029e, 0x00050080, 0x00000007, 0x00000875,
    0x00000873, 0x00000868, 0x00050084, 0x00000007,
    0x00000876, 0x00000875, 0x00000809, 0x00050080,
    0x00000007, 0x00000877, 0x00000876, 0x00000096,
    0x00050086, 0x00000007, 0x00000878, 0x00000877,
    0x000000c5, 0x00060041, 0x00000109, 0x00000879,
    0x00000870, 0x00000066, 0x00000878, 0x0004003d,
    0x0000000b, 0x0000087a, 0x00000879, 0x00050041,
    0x0000000c, 0x0000087b, 0x0000086b, 0x00000cdc,
    0x0003003e, 0x0000087b, 0x0000087a, 0x00050080,
    0x00000007, 0x0000087d, 0x00000cdc, 0x00000052,
    0x000200f9, 0x00000856, 0x000200f8, 0x00000858,
    0x000200f9, 0x00000881, 0x000200f8, 0x00000881,
    0x000700f5, 0x00000006, 0x00000cde, 0x00000445,
    0x00000858, 0x0000088c, 0x00000882, 0x000700f5,
    0x00000007, 0x00000cdd, 0x00000042, 0x00000858,
    0x0000088e, 0x00000882, 0x000500b0, 0x00000013,
    0x00000887, 0x00000cdd, 0x0000085f, 0x000400f6,
    0x00000883, 0x00000882, 0x00000000, 0x000400fa,
    0x00000887, 0x00000882, 0x00000883, 0x000200f8,
    0x00000882, 0x00060041, 0x0000001c, 0x0000088a,
    0x0000086b, 0x00000cdd, 0x00000042, 0x0004003d,
    0x00000006, 0x0000088b, 0x0000088a, 0x0007000c,
    0x00000006, 0x0000088c, 0x00000001, 0x00000028,
    0x00000cde, 0x0000088b, 0x00050080, 0x00000007,
    0x0000088e, 0x00000cdd, 0x00000052, 0x000200f9,
    0x00000881, 0x000200f8, 0x00000883, 0x00060166,
    0x00000006, 0x00000890, 0x00000080, 0x00000000,
    0x00000cde, 0x000200f9, 0x00000892, 0x000200f8,
    0x00000892, 0x000700f5, 0x00000006, 0x00000ce0,
    0x00000040, 0x00000883, 0x000008b4, 0x00000895,
    0x000700f5, 0x00000007, 0x00000cdf, 0x00000042,
    0x00000883, 0x000008b6, 0x00000895, 0x000500b0,
    0x00000013, 0x00000898, 0x00000cdf, 0x0000085f,
    0x000400f6, 0x00000894, 0x00000895, 0x00000000,
    0x000400fa, 0x00000898, 0x00000893, 0x00000894,
    0x000200f8, 0x00000893, 0x00050084, 0x00000007,
    0x0000089c, 0x00000cdf, 0x00000097, 0x00050080,
    0x00000007, 0x0000089d, 0x000002a9, 0x0000089c,
    0x000500b0, 0x00000013, 0x0000089f, 0x0000089d,
    0x00000362, 0x000300f7, 0x000008a2, 0x00000000,
    0x000400fa, 0x0000089f, 0x000008a1, 0x000008a9,
    0x000200f8, 0x000008a9, 0x000200f9, 0x000008a2,
    0x000200f8, 0x000008a1, 0x00060041, 0x0000001c,
    0x000008a4, 0x0000086b, 0x00000cdf, 0x00000042,
    0x0004003d, 0x00000006, 0x000008a5, 0x000008a4,
    0x00050083, 0x00000006, 0x000008a7, 0x000008a5,
    0x00000890, 0x0006000c, 0x00000006, 0x000008a8,
    0x00000001, 0x0000001b, 0x000008a7, 0x000200f9,
    0x000008a2, 0x000200f8, 0x000008a2, 0x000700f5,
    0x00000006, 0x00000cea, 0x00000040, 0x000008a9,
    0x000008a8, 0x000008a1, 0x00060041, 0x0000001c,
    0x000008ab, 0x0000086b, 0x00000cdf, 0x00000042,
    0x0003003e, 0x000008ab, 0x00000cea, 0x0004003d,
    0x00000006, 0x000008ae, 0x000008ab, 0x00060041,
    0x0000001c, 0x000008b0, 0x0000086b, 0x00000cdf,
    0x00000099, 0x0004003d, 0x00000006, 0x000008b1,
    0x000008b0, 0x0008000c, 0x00000006, 0x000008b4,
    0x00000001, 0x00000032, 0x000008ae, 0x000008b1,
    0x00000ce0, 0x000200f9, 0x00000895, 0x000200f8,
    0x00000895, 0x00050080, 0x00000007, 0x000008b6,
    0x00000cdf, 0x00000052, 0x000200f9, 0x00000892,
    0x000200f8, 0x00000894, 0x0006015e, 0x00000006,
    0x000008b8, 0x00000080, 0x00000000, 0x00000ce0,
    0x000200f9, 0x000008ba, 0x000200f8, 0x000008ba,
    0x000700f5, 0x00000007, 0x00000ce2, 0x00000042,
    0x00000894, 0x000008db, 0x000008bd, 0x000500b0,
    0x00000013, 0x000008c0, 0x00000ce2, 0x0000085f,
    0x000400f6, 0x000008bc, 0x000008bd, 0x00000000,
    0x000400fa, 0x000008c0, 0x000008bb, 0x000008bc,
    0x000200f8, 0x000008bb, 0x00050084, 0x00000007,
    0x000008c3, 0x00000ce2, 0x00000097, 0x00050080,
    0x00000007, 0x000008c4, 0x000002a9, 0x000008c3,
    0x000500b0, 0x00000013, 0x000008c6, 0x000008c4,
    0x00000362, 0x000300f7, 0x000008c8, 0x00000000,
    0x000400fa, 0x000008c6, 0x000008c7, 0x000008c8,
    0x000200f8, 0x000008c7, 0x00050084, 0x00000007,
    0x000008ce, 0x00000cc4, 0x0000085c, 0x00050080,
    0x00000007, 0x000008d0, 0x000008ce, 0x000002a9,
    0x00050080, 0x00000007, 0x000008d3, 0x000008d0,
    0x000008c3, 0x00060041, 0x0000001c, 0x000008d5,
    0x0000086b, 0x00000ce2, 0x00000042, 0x0004003d,
    0x00000006, 0x000008d6, 0x000008d5, 0x00050088,
    0x00000006, 0x000008d8, 0x000008d6, 0x000008b8,
    0x00050041, 0x000000b0, 0x000008d9, 0x000008cc,
    0x000008d3, 0x0003003e, 0x000008d9, 0x000008d8,
    0x000200f9, 0x000008c8, 0x000200f8, 0x000008c8,
    0x000200f9, 0x000008bd, 0x000200f8, 0x000008bd,
    0x00050080, 0x00000007, 0x000008db, 0x00000ce2,
    0x00000052, 0x000200f9, 0x000008ba, 0x000200f8,
    0x000008bc, 0x000200f9, 0x0000084c, 0x000200f8,
    0x0000084c, 0x00050080, 0x00000007, 0x000008de,
    0x00000cc4, 0x000002a4, 0x000200f9, 0x00000849,
    0x000200f8, 0x0000084b, 0x000400e0, 0x000000c5,
    0x000000c5, 0x000000c6, 0x000200f9, 0x000008e1,
    0x000200f8, 0x000008e1, 0x000700f5, 0x00000007,
    0x00000cc5, 0x000002a1, 0x0000084b, 0x00000964,
    0x000008e4, 0x000500b0, 0x00000013, 0x000008e9,
    0x00000cc5, 0x000008e8, 0x000400f6, 0x000008e3,
    0x000008e4, 0x00000000, 0x000400fa, 0x000008e9,
    0x000008e2, 0x000008e3, 0x000200f8, 0x000008e2,
    0x00050086, 0x00000007, 0x000008ed, 0x00000cc5,
    0x000008ec, 0x00050084, 0x00000007, 0x000008f0,
    0x00000297, 0x000000a6, 0x00050080, 0x00000007,
    0x000008f2, 0x000008f0, 0x000008ed, 0x00050089,
    0x00000007, 0x000008f6, 0x00000cc5, 0x000008f5,
    0x0003003e, 0x000008f7, 0x000008f8, 0x000200f9,
    0x000008fa, 0x000200f8, 0x000008fa, 0x000700f5,
    0x00000007, 0x00000cd2, 0x00000042, 0x000008e2,
    0x00000946, 0x000008fd, 0x000500b0, 0x00000013,
    0x00000901, 0x00000cd2, 0x00000362, 0x000400f6,
    0x000008fc, 0x000008fd, 0x00000000, 0x000400fa,
    0x00000901, 0x000008fb, 0x000008fc, 0x000200f8,
    0x000008fb, 0x000200f9, 0x00000903, 0x000200f8,
    0x00000903, 0x000700f5, 0x00000007, 0x00000cd7,
    0x00000042, 0x000008fb, 0x00000925, 0x00000904,
    0x000500b0, 0x00000013, 0x00000909, 0x00000cd7,
    0x00000008, 0x000400f6, 0x00000905, 0x00000904,
    0x00000000, 0x000400fa, 0x00000909, 0x00000904,
    0x00000905, 0x000200f8, 0x00000904, 0x00050084,
    0x00000007, 0x00000914, 0x000008f2, 0x0000029e,
    0x00050080, 0x00000007, 0x00000917, 0x00000cd2,
    0x00000cd7, 0x00050082, 0x00000007, 0x00000919,
    0x00000362, 0x00000099, 0x0007000c, 0x00000007,
    0x0000091a, 0x00000001, 0x00000026, 0x00000917,
    0x00000919, 0x00050080, 0x00000007, 0x0000091b,
    0x00000914, 0x0000091a, 0x00050084, 0x00000007,
    0x0000091c, 0x0000091b, 0x00000809, 0x00050086,
    0x00000007, 0x0000091d, 0x0000091c, 0x0000009c,
    0x00050080, 0x00000007, 0x0000091f, 0x0000091d,
    0x000008f6, 0x00060041, 0x00000920, 0x00000921,
    0x00000911, 0x00000066, 0x0000091f, 0x0004003d,
    0x0000002b, 0x00000922, 0x00000921, 0x00050041,
    0x00000126, 0x00000923, 0x0000090c, 0x00000cd7,
    0x0003003e, 0x00000923, 0x00000922, 0x00050080,
    0x00000007, 0x00000925, 0x00000cd7, 0x00000052,
    0x000200f9, 0x00000903, 0x000200f8, 0x00000905,
    0x000200f9, 0x00000927, 0x000200f8, 0x00000927,
    0x000700f5, 0x00000007, 0x00000cd8, 0x00000042,
    0x00000905, 0x00000944, 0x0000092a, 0x000500b0,
    0x00000013, 0x0000092d, 0x00000cd8, 0x00000008,
    0x000400f6, 0x00000929, 0x0000092a, 0x00000000,
    0x000400fa, 0x0000092d, 0x00000928, 0x00000929,
    0x000200f8, 0x00000928, 0x00050080, 0x00000007,
    0x00000930, 0x00000cd2, 0x00000cd8, 0x000500b0,
    0x00000013, 0x00000932, 0x00000930, 0x00000362,
    0x000300f7, 0x00000934, 0x00000000, 0x000400fa,
    0x00000932, 0x00000933, 0x00000934, 0x000200f8,
    0x00000933, 0x00050084, 0x00000007, 0x00000936,
    0x000008ed, 0x0000085c, 0x00050080, 0x00000007,
    0x00000938, 0x00000936, 0x00000cd2, 0x00050080,
    0x00000007, 0x0000093a, 0x00000938, 0x00000cd8,
    0x00050041, 0x000000b0, 0x0000093b, 0x000008cc,
    0x0000093a, 0x0004003d, 0x00000006, 0x0000093c,
    0x0000093b, 0x00050041, 0x00000126, 0x0000093e,
    0x0000090c, 0x00000cd8, 0x0004003d, 0x0000002b,
    0x0000093f, 0x0000093e, 0x0005008e, 0x0000002b,
    0x00000940, 0x0000093f, 0x0000093c, 0x0004003d,
    0x0000002b, 0x00000941, 0x000008f7, 0x00050081,
    0x0000002b, 0x00000942, 0x00000941, 0x00000940,
    0x0003003e, 0x000008f7, 0x00000942, 0x000200f9,
    0x00000934, 0x000200f8, 0x00000934, 0x000200f9,
    0x0000092a, 0x000200f8, 0x0000092a, 0x00050080,
    0x00000007, 0x00000944, 0x00000cd8, 0x00000052,
    0x000200f9, 0x00000927, 0x000200f8, 0x00000929,
    0x000200f9, 0x000008fd, 0x000200f8, 0x000008fd,
    0x00050080, 0x00000007, 0x00000946, 0x00000cd2,
    0x00000008, 0x000200f9, 0x000008fa, 0x000200f8,
    0x000008fc, 0x000200f9, 0x00000948, 0x000200f8,
    0x00000948, 0x000700f5, 0x00000007, 0x00000cd3,
    0x00000042, 0x000008fc, 0x0000095b, 0x00000949,
    0x000500b0, 0x00000013, 0x0000094e, 0x00000cd3,
    0x0000009c, 0x000400f6, 0x0000094a, 0x00000949,
    0x00000000, 0x000400fa, 0x0000094e, 0x00000949,
    0x0000094a, 0x000200f8, 0x00000949, 0x00050084,
    0x00000007, 0x00000950, 0x000008f2, 0x00000096,
    0x00050084, 0x00000007, 0x00000952, 0x0000009c,
    0x000008f6, 0x00050080, 0x00000007, 0x00000953,
    0x00000950, 0x00000952, 0x00050080, 0x00000007,
    0x00000955, 0x00000953, 0x00000cd3, 0x00050041,
    0x0000001c, 0x00000957, 0x000008f7, 0x00000cd3,
    0x0004003d, 0x00000006, 0x00000958, 0x00000957,
    0x00060041, 0x000002d5, 0x00000959, 0x000007ee,
    0x00000066, 0x00000955, 0x0003003e, 0x00000959,
    0x00000958, 0x00050080, 0x00000007, 0x0000095b,
    0x00000cd3, 0x00000052, 0x000200f9, 0x00000948,
    0x000200f8, 0x0000094a, 0x000300f7, 0x0000095e,
    0x00000000, 0x000400fa, 0x0000095c, 0x0000095d,
    0x0000095e, 0x000200f8, 0x0000095d, 0x0004003d,
    0x0000002b, 0x00000960, 0x000008f7, 0x00050041,
    0x00000550, 0x00000961, 0x000000ab, 0x00000cc5,
    0x0003003e, 0x00000961, 0x00000960, 0x000200f9,
    0x0000095e, 0x000200f8, 0x0000095e, 0x000200f9,
    0x000008e4, 0x000200f8, 0x000008e4, 0x00050080,
    0x00000007, 0x00000964, 0x00000cc5, 0x000002ab,
    0x000200f9, 0x000008e1, 0x000200f8, 0x000008e3,
    0x000300f7, 0x00000967, 0x00000000, 0x000400fa,
    0x00000965, 0x00000966, 0x00000967, 0x000200f8,
    0x00000966, 0x000400e0, 0x000000c5, 0x000000c5,
    0x000000c6, 0x000200f9, 0x00000c2b, 0x000200f8,
    0x00000c2b, 0x000700f5, 0x00000007, 0x00000cc6,
    0x000002a1, 0x00000966, 0x00000c5a, 0x00000c57,
    0x000500b0, 0x00000013, 0x00000c2f, 0x00000cc6,
    0x000000c4, 0x000400f6, 0x00000c5b, 0x00000c57,
    0x00000000, 0x000400fa, 0x00000c2f, 0x00000c30,
    0x00000c5b, 0x000200f8, 0x00000c30, 0x000200f9,
    0x00000c31, 0x000200f8, 0x00000c31, 0x000700f5,
    0x00000007, 0x00000cc7, 0x00000042, 0x00000c30,
    0x00000c3f, 0x00000c35, 0x000500b0, 0x00000013,
    0x00000c34, 0x00000cc7, 0x00000008, 0x000400f6,
    0x00000c40, 0x00000c35, 0x00000000, 0x000400fa,
    0x00000c34, 0x00000c35, 0x00000c40, 0x000200f8,
    0x00000c35, 0x00050084, 0x00000007, 0x00000c38,
    0x00000008, 0x00000cc6, 0x00050080, 0x00000007,
    0x00000c3a, 0x00000c38, 0x00000cc7, 0x000500c2,
    0x00000007, 0x00000c5f, 0x00000c3a, 0x00000078,
    0x000500c7, 0x00000007, 0x00000c61, 0x00000c3a,
    0x00000080, 0x00060041, 0x000000b0, 0x00000c62,
    0x000000ab, 0x00000c5f, 0x00000c61, 0x0004003d,
    0x00000006, 0x00000c63, 0x00000c62, 0x00050041,
    0x0000001c, 0x00000c3c, 0x00000c22, 0x00000cc7,
    0x0003003e, 0x00000c3c, 0x00000c63, 0x00050080,
    0x00000007, 0x00000c3f, 0x00000cc7, 0x00000052,
    0x000200f9, 0x00000c31, 0x000200f8, 0x00000c40,
    0x00050084, 0x00000007, 0x00000c43, 0x00000297,
    0x000000c4, 0x00050080, 0x00000007, 0x00000c45,
    0x00000c43, 0x00000cc6, 0x0004003d, 0x00000009,
    0x00000c46, 0x00000c22, 0x0003003e, 0x00000c25,
    0x00000c46, 0x000200f9, 0x00000c6f, 0x000200f8,
    0x00000c6f, 0x000700f5, 0x00000006, 0x00000cca,
    0x00000040, 0x00000c40, 0x00000c79, 0x00000c73,
    0x000700f5, 0x00000007, 0x00000cc9, 0x00000042,
    0x00000c40, 0x00000c7c, 0x00000c73, 0x000500b0,
    0x00000013, 0x00000c72, 0x00000cc9, 0x00000008,
    0x000400f6, 0x00000c7d, 0x00000c73, 0x00000000,
    0x000400fa, 0x00000c72, 0x00000c73, 0x00000c7d,
    0x000200f8, 0x00000c73, 0x00050041, 0x0000001c,
    0x00000c76, 0x00000c25, 0x00000cc9, 0x0004003d,
    0x00000006, 0x00000c77, 0x00000c76, 0x0006000c,
    0x00000006, 0x00000c78, 0x00000001, 0x00000004,
    0x00000c77, 0x0007000c, 0x00000006, 0x00000c79,
    0x00000001, 0x00000028, 0x00000cca, 0x00000c78,
    0x00050080, 0x00000007, 0x00000c7c, 0x00000cc9,
    0x00000052, 0x000200f9, 0x00000c6f, 0x000200f8,
    0x00000c7d, 0x000500ba, 0x00000013, 0x00000c7f,
    0x00000cca, 0x00000040, 0x000300f7, 0x00000c84,
    0x00000000, 0x000400fa, 0x00000c7f, 0x00000c80,
    0x00000c83, 0x000200f8, 0x00000c83, 0x000200f9,
    0x00000c84, 0x000200f8, 0x00000c80, 0x00050088,
    0x00000006, 0x00000c82, 0x0000005a, 0x00000cca,
    0x000200f9, 0x00000c84, 0x000200f8, 0x00000c84,
    0x000700f5, 0x00000006, 0x00000ccb, 0x00000040,
    0x00000c83, 0x00000c82, 0x00000c80, 0x00050085,
    0x00000006, 0x00000c87, 0x00000cca, 0x00000cb7,
    0x0003003e, 0x00000c69, 0x00000063, 0x000200f9,
    0x00000c88, 0x000200f8, 0x00000c88, 0x000700f5,
    0x00000051, 0x00000cce, 0x00000066, 0x00000c84,
    0x00000ca3, 0x00000c8c, 0x000700f5, 0x00000007,
    0x00000ccd, 0x00000042, 0x00000c84, 0x00000ca6,
    0x00000c8c, 0x000500b0, 0x00000013, 0x00000c8b,
    0x00000ccd, 0x00000008, 0x000400f6, 0x00000ca7,
    0x00000c8c, 0x00000000, 0x000400fa, 0x00000c8b,
    0x00000c8c, 0x00000ca7, 0x000200f8, 0x00000c8c,
    0x00050041, 0x0000001c, 0x00000c8e, 0x00000c25,
    0x00000ccd, 0x0004003d, 0x00000006, 0x00000c8f,
    0x00000c8e, 0x00050085, 0x00000006, 0x00000c91,
    0x00000c8f, 0x00000ccb, 0x0006000c, 0x00000006,
    0x00000c92, 0x00000001, 0x00000002, 0x00000c91,
    0x0004006e, 0x00000051, 0x00000c93, 0x00000c92,
    0x000500c2, 0x00000007, 0x00000c95, 0x00000ccd,
    0x00000078, 0x0004007c, 0x00000007, 0x00000c97,
    0x00000c93, 0x000500c7, 0x00000007, 0x00000c98,
    0x00000c97, 0x0000007c, 0x000500c7, 0x00000007,
    0x00000c9a, 0x00000ccd, 0x00000080, 0x00050084,
    0x00000007, 0x00000c9b, 0x0000007e, 0x00000c9a,
    0x000500c4, 0x00000007, 0x00000c9c, 0x00000c98,
    0x00000c9b, 0x00050041, 0x00000017, 0x00000c9d,
    0x00000c69, 0x00000c95, 0x0004003d, 0x00000007,
    0x00000c9e, 0x00000c9d, 0x000500c5, 0x00000007,
    0x00000c9f, 0x00000c9e, 0x00000c9c, 0x0003003e,
    0x00000c9d, 0x00000c9f, 0x00050080, 0x00000051,
    0x00000ca3, 0x00000cce, 0x00000c93, 0x00050080,
    0x00000007, 0x00000ca6, 0x00000ccd, 0x00000052,
    0x000200f9, 0x00000c88, 0x000200f8, 0x00000ca7,
    0x0004006f, 0x00000006, 0x00000cab, 0x00000cce,
    0x00050085, 0x00000006, 0x00000cac, 0x00000c87,
    0x00000cab, 0x00050050, 0x0000000b, 0x00000cad,
    0x00000c87, 0x00000cac, 0x0004003d, 0x0000000d,
    0x00000cae, 0x00000c69, 0x00060041, 0x000000f3,
    0x00000c49, 0x000000e7, 0x00000066, 0x00000c45,
    0x0003003e, 0x00000c49, 0x00000cae, 0x00050084,
    0x00000007, 0x00000c4c, 0x00000379, 0x000000a6,
    0x00050084, 0x00000007, 0x00000c4d, 0x00000c4c,
    0x00000096, 0x00050086, 0x00000007, 0x00000c4e,
    0x00000c4d, 0x0000007e, 0x00050080, 0x00000007,
    0x00000c52, 0x00000c4e, 0x00000c43, 0x00050080,
    0x00000007, 0x00000c54, 0x00000c52, 0x00000cc6,
    0x00060041, 0x00000109, 0x00000c56, 0x000000f8,
    0x00000066, 0x00000c54, 0x0003003e, 0x00000c56,
    0x00000cad, 0x000200f9, 0x00000c57, 0x000200f8,
    0x00000c57, 0x00050080, 0x00000007, 0x00000c5a,
    0x00000cc6, 0x000002ab, 0x000200f9, 0x00000c2b,
    0x000200f8, 0x00000c5b, 0x000200f9, 0x00000967,
    0x000200f8, 0x00000967, 0x000300f7, 0x0000096e,
    0x00000000, 0x000400fa, 0x00000830, 0x0000096d,
    0x0000096e, 0x000200f8, 0x0000096d, 0x00060041,
    0x000002b0, 0x00000970, 0x00000837, 0x00000066,
    0x00000297, 0x0003003e, 0x00000970, 0x00000042,
    0x000200f9, 0x0000096e, 0x000200f8, 0x0000096e,
    0x000200f9, 0x00000971, 0x000200f8, 0x00000971,
    0x000100fd, 0x00010038,
};
/* shaders/embed.comp sha256:ed79b210b8a8a6da1445e2a33edbf4491062a95c49720047a9193cea9ccf7bd4
   glslangValidator -V --target-env vulkan1.2 -Os shaders/embed.comp (11:12.0.0) */
static const uint32_t vki__spv_embed[4448] = {
    0x07230203, 0x00010500, 0x0008000b, 0x0000090c,
    0x00000000, 0x00020011, 0x00000001, 0x00020011,
    0x0000003d, 0x00020011, 0x0000003f, 0x00020011,
    0x00001151, 0x0006000b, 0x00000001, 0x4c534c47,
    0x6474732e, 0x3035342e, 0x00000000, 0x0003000e,
    0x00000000, 0x00000001, 0x000d000f, 0x00000005,
    0x00000004, 0x6e69616d, 0x00000000, 0x00000034,
    0x00000354, 0x00000357, 0x0000035f, 0x00000371,
    0x00000392, 0x000003ae, 0x000003b8, 0x00060010,
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
    0x00030005, 0x00000032, 0x00006257, 0x00040006,
    0x00000032, 0x00000000, 0x00000057, 0x00030005,
    0x00000034, 0x00000000, 0x00040005, 0x00000075,
    0x50595457, 0x00000045, 0x00030005, 0x00000352,
    0x00006254, 0x00050006, 0x00000352, 0x00000000,
    0x656b6f74, 0x0000736e, 0x00030005, 0x00000354,
    0x00000000, 0x00030005, 0x00000355, 0x00006253,
    0x00040006, 0x00000355, 0x00000000, 0x00736f70,
    0x00040005, 0x00000357, 0x74617473, 0x00000065,
    0x00030005, 0x0000035d, 0x00000050, 0x00050006,
    0x0000035d, 0x00000000, 0x6c6f636e, 0x00000073,
    0x00050006, 0x0000035d, 0x00000001, 0x776f726e,
    0x00000073, 0x00030005, 0x0000035f, 0x00006370,
    0x00080005, 0x00000371, 0x4c5f6c67, 0x6c61636f,
    0x6f766e49, 0x69746163, 0x44496e6f, 0x00000000,
    0x00030005, 0x0000037f, 0x00000076, 0x00040005,
    0x00000384, 0x61726170, 0x0000006d, 0x00030005,
    0x00000390, 0x00006258, 0x00040006, 0x00000390,
    0x00000000, 0x00000078, 0x00030005, 0x00000392,
    0x00000000, 0x00080005, 0x000003ae, 0x535f6c67,
    0x72676275, 0x4970756f, 0x636f766e, 0x6f697461,
    0x0044496e, 0x00030005, 0x000003b4, 0x00004753,
    0x00030005, 0x000003b8, 0x00646572, 0x00040047,
    0x00000031, 0x00000006, 0x00000002, 0x00040048,
    0x00000032, 0x00000000, 0x00000018, 0x00050048,
    0x00000032, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000032, 0x00000002, 0x00040047,
    0x00000034, 0x00000022, 0x00000000, 0x00040047,
    0x00000034, 0x00000021, 0x00000000, 0x00040047,
    0x00000075, 0x00000001, 0x00000002, 0x00040047,
    0x00000351, 0x00000006, 0x00000004, 0x00040048,
    0x00000352, 0x00000000, 0x00000018, 0x00050048,
    0x00000352, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000352, 0x00000002, 0x00040047,
    0x00000354, 0x00000022, 0x00000000, 0x00040047,
    0x00000354, 0x00000021, 0x00000003, 0x00040048,
    0x00000355, 0x00000000, 0x00000018, 0x00050048,
    0x00000355, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000355, 0x00000002, 0x00040047,
    0x00000357, 0x00000022, 0x00000000, 0x00040047,
    0x00000357, 0x00000021, 0x00000002, 0x00050048,
    0x0000035d, 0x00000000, 0x00000023, 0x00000000,
    0x00050048, 0x0000035d, 0x00000001, 0x00000023,
    0x00000004, 0x00030047, 0x0000035d, 0x00000002,
    0x00040047, 0x00000371, 0x0000000b, 0x0000001b,
    0x00040047, 0x0000038f, 0x00000006, 0x00000004,
    0x00040048, 0x00000390, 0x00000000, 0x00000019,
    0x00050048, 0x00000390, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000390, 0x00000002,
    0x00040047, 0x00000392, 0x00000022, 0x00000000,
    0x00040047, 0x00000392, 0x00000021, 0x00000001,
    0x00040047, 0x000003a7, 0x00000001, 0x00000000,
    0x00040047, 0x000003a8, 0x0000000b, 0x00000019,
    0x00030047, 0x000003ae, 0x00000000, 0x00040047,
    0x000003ae, 0x0000000b, 0x00000029, 0x00030047,
    0x000003af, 0x00000000, 0x00040047, 0x000003b4,
    0x00000001, 0x00000001, 0x00020013, 0x00000002,
    0x00030021, 0x00000003, 0x00000002, 0x00040015,
    0x00000006, 0x00000020, 0x00000000, 0x00030016,
    0x00000012, 0x00000020, 0x00040015, 0x00000017,
    0x00000020, 0x00000001, 0x00040020, 0x0000001f,
    0x00000007, 0x00000012, 0x0004002b, 0x00000006,
    0x00000027, 0x00000020, 0x0004001c, 0x00000028,
    0x00000012, 0x00000027, 0x00040020, 0x00000029,
    0x00000007, 0x00000028, 0x00040015, 0x00000030,
    0x00000010, 0x00000000, 0x0003001d, 0x00000031,
    0x00000030, 0x0003001e, 0x00000032, 0x00000031,
    0x00040020, 0x00000033, 0x0000000c, 0x00000032,
    0x0004003b, 0x00000033, 0x00000034, 0x0000000c,
    0x0004002b, 0x00000017, 0x00000035, 0x00000000,
    0x0004002b, 0x00000017, 0x00000037, 0x00000001,
    0x00040020, 0x00000039, 0x0000000c, 0x00000030,
    0x0004002b, 0x00000006, 0x0000003e, 0x00000001,
    0x0004002b, 0x00000006, 0x00000040, 0x00000008,
    0x0004002b, 0x00000006, 0x00000043, 0x000000ff,
    0x0004002b, 0x00000017, 0x00000059, 0x00000010,
    0x00040017, 0x00000061, 0x00000012, 0x00000002,
    0x0004002b, 0x00000006, 0x00000063, 0x00000000,
    0x0004002b, 0x00000006, 0x0000006e, 0x00000080,
    0x00040032, 0x00000006, 0x00000075, 0x00000008,
    0x0004002b, 0x00000006, 0x00000082, 0x00000004,
    0x0004002b, 0x00000006, 0x00000086, 0x00000002,
    0x0004002b, 0x00000006, 0x0000008b, 0x00000012,
    0x0004002b, 0x00000006, 0x00000090, 0x00000014,
    0x0004002b, 0x00000006, 0x00000095, 0x00000016,
    0x0004002b, 0x00000006, 0x0000009a, 0x00000018,
    0x0004002b, 0x00000006, 0x0000009f, 0x00000022,
    0x0004002b, 0x00000006, 0x000000a3, 0x00000100,
    0x0004002b, 0x00000006, 0x000000a5, 0x00000090,
    0x0004002b, 0x00000006, 0x000000aa, 0x000000b0,
    0x0004002b, 0x00000006, 0x000000af, 0x000000d2,
    0x00020014, 0x000000b6, 0x0004002b, 0x00000006,
    0x000000bf, 0x0000003f, 0x0004002b, 0x00000006,
    0x000000d1, 0x0000000f, 0x0004002b, 0x00000017,
    0x000000d9, 0x00000006, 0x0004002b, 0x00000017,
    0x000000db, 0x00000004, 0x0004002b, 0x00000006,
    0x00000150, 0x00000010, 0x0004002b, 0x00000012,
    0x0000015e, 0x41000000, 0x0004002b, 0x00000006,
    0x000001bf, 0x00000006, 0x0004002b, 0x00000012,
    0x000001d0, 0x41800000, 0x0004002b, 0x00000017,
    0x0000024e, 0x00000003, 0x0004002b, 0x00000006,
    0x00000254, 0x00000007, 0x0004002b, 0x00000006,
    0x000002b4, 0x00000030, 0x0004002b, 0x00000017,
    0x000002f4, 0x00000002, 0x0004002b, 0x00000006,
    0x000002f8, 0x00000003, 0x0004002b, 0x00000006,
    0x000002fd, 0x00000040, 0x0004002b, 0x00000006,
    0x00000313, 0x000000d0, 0x0004002b, 0x00000006,
    0x00000321, 0x000000c0, 0x0004002b, 0x00000012,
    0x00000348, 0x42000000, 0x0003001d, 0x00000351,
    0x00000006, 0x0003001e, 0x00000352, 0x00000351,
    0x00040020, 0x00000353, 0x0000000c, 0x00000352,
    0x0004003b, 0x00000353, 0x00000354, 0x0000000c,
    0x0003001e, 0x00000355, 0x00000006, 0x00040020,
    0x00000356, 0x0000000c, 0x00000355, 0x0004003b,
    0x00000356, 0x00000357, 0x0000000c, 0x00040020,
    0x00000358, 0x0000000c, 0x00000006, 0x0004001e,
    0x0000035d, 0x00000006, 0x00000006, 0x00040020,
    0x0000035e, 0x00000009, 0x0000035d, 0x0004003b,
    0x0000035e, 0x0000035f, 0x00000009, 0x00040020,
    0x00000360, 0x00000009, 0x00000006, 0x0004002b,
    0x00000012, 0x0000036d, 0x00000000, 0x00040017,
    0x0000036f, 0x00000006, 0x00000003, 0x00040020,
    0x00000370, 0x00000001, 0x0000036f, 0x0004003b,
    0x00000370, 0x00000371, 0x00000001, 0x00040020,
    0x00000372, 0x00000001, 0x00000006, 0x0003001d,
    0x0000038f, 0x00000012, 0x0003001e, 0x00000390,
    0x0000038f, 0x00040020, 0x00000391, 0x0000000c,
    0x00000390, 0x0004003b, 0x00000391, 0x00000392,
    0x0000000c, 0x00040020, 0x0000039a, 0x0000000c,
    0x00000012, 0x00040032, 0x00000006, 0x000003a7,
    0x00000001, 0x00060033, 0x0000036f, 0x000003a8,
    0x000003a7, 0x0000003e, 0x0000003e, 0x0004003b,
    0x00000372, 0x000003ae, 0x00000001, 0x00060034,
    0x00000006, 0x000003b3, 0x00000051, 0x000003a8,
    0x00000000, 0x00040032, 0x00000006, 0x000003b4,
    0x00000020, 0x00060034, 0x00000006, 0x000003b5,
    0x00000086, 0x000003b3, 0x000003b4, 0x0004001c,
    0x000003b6, 0x00000012, 0x000003b5, 0x00040020,
    0x000003b7, 0x00000004, 0x000003b6, 0x0004003b,
    0x000003b7, 0x000003b8, 0x00000004, 0x00040020,
    0x000003bd, 0x00000004, 0x00000012, 0x0004002b,
    0x00000006, 0x000003bf, 0x00000108, 0x00060034,
    0x00000006, 0x000003cd, 0x00000051, 0x000003a8,
    0x00000000, 0x00060034, 0x00000006, 0x000003ce,
    0x00000086, 0x000003cd, 0x000003b4, 0x0003002a,
    0x000000b6, 0x000003df, 0x00030029, 0x000000b6,
    0x000003e2, 0x00030001, 0x00000006, 0x000008e7,
    0x00050036, 0x00000002, 0x00000004, 0x00000000,
    0x00000003, 0x000200f8, 0x00000005, 0x0004003b,
    0x00000029, 0x0000037f, 0x00000007, 0x0004003b,
    0x00000029, 0x00000384, 0x00000007, 0x00050041,
    0x00000358, 0x00000359, 0x00000357, 0x00000035,
    0x0004003d, 0x00000006, 0x0000035a, 0x00000359,
    0x00060041, 0x00000358, 0x0000035b, 0x00000354,
    0x00000035, 0x0000035a, 0x0004003d, 0x00000006,
    0x0000035c, 0x0000035b, 0x00050041, 0x00000360,
    0x00000361, 0x0000035f, 0x00000037, 0x0004003d,
    0x00000006, 0x00000362, 0x00000361, 0x00050082,
    0x00000006, 0x00000363, 0x00000362, 0x0000003e,
    0x0007000c, 0x00000006, 0x00000364, 0x00000001,
    0x00000026, 0x0000035c, 0x00000363, 0x00050041,
    0x00000360, 0x00000368, 0x0000035f, 0x00000035,
    0x0004003d, 0x00000006, 0x00000369, 0x00000368,
    0x000300f7, 0x00000413, 0x00000000, 0x000300fb,
    0x00000063, 0x000003e9, 0x000200f8, 0x000003e9,
    0x000300f7, 0x00000410, 0x00000000, 0x001900fb,
    0x00000075, 0x00000410, 0x00000000, 0x000003ea,
    0x00000001, 0x000003ed, 0x0000001e, 0x000003ed,
    0x00000002, 0x000003f0, 0x00000003, 0x000003f4,
    0x00000006, 0x000003f8, 0x00000007, 0x000003fc,
    0x00000008, 0x00000400, 0x0000000c, 0x00000404,
    0x0000000d, 0x00000408, 0x0000000e, 0x0000040c,
    0x000200f8, 0x000003ea, 0x00050084, 0x00000006,
    0x000003ec, 0x00000369, 0x00000082, 0x000200f9,
    0x00000410, 0x000200f8, 0x000003ed, 0x00050084,
    0x00000006, 0x000003ef, 0x00000369, 0x00000086,
    0x000200f9, 0x00000410, 0x000200f8, 0x000003f0,
    0x00050086, 0x00000006, 0x000003f2, 0x00000369,
    0x00000027, 0x00050084, 0x00000006, 0x000003f3,
    0x000003f2, 0x0000008b, 0x000200f9, 0x00000410,
    0x000200f8, 0x000003f4, 0x00050086, 0x00000006,
    0x000003f6, 0x00000369, 0x00000027, 0x00050084,
    0x00000006, 0x000003f7, 0x000003f6, 0x00000090,
    0x000200f9, 0x00000410, 0x000200f8, 0x000003f8,
    0x00050086, 0x00000006, 0x000003fa, 0x00000369,
    0x00000027, 0x00050084, 0x00000006, 0x000003fb,
    0x000003fa, 0x00000095, 0x000200f9, 0x00000410,
    0x000200f8, 0x000003fc, 0x00050086, 0x00000006,
    0x000003fe, 0x00000369, 0x00000027, 0x00050084,
    0x00000006, 0x000003ff, 0x000003fe, 0x0000009a,
    0x000200f9, 0x00000410, 0x000200f8, 0x00000400,
    0x00050086, 0x00000006, 0x00000402, 0x00000369,
    0x00000027, 0x00050084, 0x00000006, 0x00000403,
    0x00000402, 0x0000009f, 0x000200f9, 0x00000410,
    0x000200f8, 0x00000404, 0x00050086, 0x00000006,
    0x00000406, 0x00000369, 0x000000a3, 0x00050084,
    0x00000006, 0x00000407, 0x00000406, 0x000000a5,
    0x000200f9, 0x00000410, 0x000200f8, 0x00000408,
    0x00050086, 0x00000006, 0x0000040a, 0x00000369,
    0x000000a3, 0x00050084, 0x00000006, 0x0000040b,
    0x0000040a, 0x000000aa, 0x000200f9, 0x00000410,
    0x000200f8, 0x0000040c, 0x00050086, 0x00000006,
    0x0000040e, 0x00000369, 0x000000a3, 0x00050084,
    0x00000006, 0x0000040f, 0x0000040e, 0x000000af,
    0x000200f9, 0x00000410, 0x000200f8, 0x00000410,
    0x001900f5, 0x00000006, 0x000008e6, 0x000008e7,
    0x000003e9, 0x000003ec, 0x000003ea, 0x000003ef,
    0x000003ed, 0x000003f3, 0x000003f0, 0x000003f7,
    0x000003f4, 0x000003fb, 0x000003f8, 0x000003ff,
    0x000003fc, 0x00000403, 0x00000400, 0x00000407,
    0x00000404, 0x0000040b, 0x00000408, 0x0000040f,
    0x0000040c, 0x001900f5, 0x000000b6, 0x000008e4,
    0x000003df, 0x000003e9, 0x000003e2, 0x000003ea,
    0x000003e2, 0x000003ed, 0x000003e2, 0x000003f0,
    0x000003e2, 0x000003f4, 0x000003e2, 0x000003f8,
    0x000003e2, 0x000003fc, 0x000003e2, 0x00000400,
    0x000003e2, 0x00000404, 0x000003e2, 0x00000408,
    0x000003e2, 0x0000040c, 0x000300f7, 0x00000412,
    0x00000000, 0x000400fa, 0x000008e4, 0x00000413,
    0x00000412, 0x000200f8, 0x00000412, 0x000200f9,
    0x00000413, 0x000200f8, 0x00000413, 0x000700f5,
    0x00000006, 0x000008e5, 0x000008e6, 0x00000410,
    0x00000063, 0x00000412, 0x00050084, 0x00000006,
    0x0000036b, 0x00000364, 0x000008e5, 0x00050041,
    0x00000372, 0x00000373, 0x00000371, 0x00000063,
    0x0004003d, 0x00000006, 0x00000374, 0x00000373,
    0x000200f9, 0x00000375, 0x000200f8, 0x00000375,
    0x000700f5, 0x00000012, 0x000008e9, 0x0000036d,
    0x00000413, 0x0000090b, 0x00000378, 0x000700f5,
    0x00000006, 0x000008e8, 0x00000374, 0x00000413,
    0x000003ab, 0x00000378, 0x00050086, 0x00000006,
    0x0000037d, 0x00000369, 0x00000027, 0x000500b0,
    0x000000b6, 0x0000037e, 0x000008e8, 0x0000037d,
    0x000400f6, 0x00000377, 0x00000378, 0x00000000,
    0x000400fa, 0x0000037e, 0x00000376, 0x00000377,
    0x000200f8, 0x00000376, 0x000300f7, 0x0000065d,
    0x00000000, 0x001900fb, 0x00000075, 0x0000065d,
    0x00000000, 0x00000474, 0x00000001, 0x00000489,
    0x0000001e, 0x0000049d, 0x00000002, 0x000004b3,
    0x00000003, 0x000004d9, 0x00000006, 0x00000504,
    0x00000007, 0x0000053f, 0x00000008, 0x0000057a,
    0x0000000c, 0x00000594, 0x0000000d, 0x000005cb,
    0x0000000e, 0x0000060d, 0x000200f8, 0x00000474,
    0x000200f9, 0x00000475, 0x000200f8, 0x00000475,
    0x000700f5, 0x00000006, 0x000008fa, 0x00000063,
    0x00000474, 0x00000487, 0x00000479, 0x000500b0,
    0x000000b6, 0x00000478, 0x000008fa, 0x00000027,
    0x000400f6, 0x00000488, 0x00000479, 0x00000000,
    0x000400fa, 0x00000478, 0x00000479, 0x00000488,
    0x000200f8, 0x00000479, 0x00050084, 0x00000006,
    0x0000047d, 0x000008e8, 0x00000027, 0x00050080,
    0x00000006, 0x0000047f, 0x0000047d, 0x000008fa,
    0x00050084, 0x00000006, 0x00000480, 0x0000047f,
    0x00000082, 0x00050080, 0x00000006, 0x00000481,
    0x0000036b, 0x00000480, 0x000500c2, 0x00000006,
    0x00000661, 0x00000481, 0x00000037, 0x00060041,
    0x00000039, 0x00000662, 0x00000034, 0x00000035,
    0x00000661, 0x0004003d, 0x00000030, 0x00000663,
    0x00000662, 0x00040071, 0x00000006, 0x00000664,
    0x00000663, 0x00050080, 0x00000006, 0x00000667,
    0x00000661, 0x0000003e, 0x00060041, 0x00000039,
    0x00000668, 0x00000034, 0x00000035, 0x00000667,
    0x0004003d, 0x00000030, 0x00000669, 0x00000668,
    0x00040071, 0x00000006, 0x0000066a, 0x00000669,
    0x000500c4, 0x00000006, 0x0000066b, 0x0000066a,
    0x00000059, 0x000500c5, 0x00000006, 0x0000066c,
    0x00000664, 0x0000066b, 0x0004007c, 0x00000012,
    0x00000483, 0x0000066c, 0x00050041, 0x0000001f,
    0x00000484, 0x00000384, 0x000008fa, 0x0003003e,
    0x00000484, 0x00000483, 0x00050080, 0x00000006,
    0x00000487, 0x000008fa, 0x00000037, 0x000200f9,
    0x00000475, 0x000200f8, 0x00000488, 0x000200f9,
    0x0000065d, 0x000200f8, 0x00000489, 0x000200f9,
    0x0000048a, 0x000200f8, 0x0000048a, 0x000700f5,
    0x00000006, 0x000008f9, 0x00000063, 0x00000489,
    0x0000049b, 0x0000048e, 0x000500b0, 0x000000b6,
    0x0000048d, 0x000008f9, 0x00000027, 0x000400f6,
    0x0000049c, 0x0000048e, 0x00000000, 0x000400fa,
    0x0000048d, 0x0000048e, 0x0000049c, 0x000200f8,
    0x0000048e, 0x00050084, 0x00000006, 0x00000492,
    0x000008e8, 0x00000027, 0x00050080, 0x00000006,
    0x00000494, 0x00000492, 0x000008f9, 0x00050084,
    0x00000006, 0x00000495, 0x00000494, 0x00000086,
    0x00050080, 0x00000006, 0x00000496, 0x0000036b,
    0x00000495, 0x000500c2, 0x00000006, 0x00000677,
    0x00000496, 0x00000037, 0x00060041, 0x00000039,
    0x00000678, 0x00000034, 0x00000035, 0x00000677,
    0x0004003d, 0x00000030, 0x00000679, 0x00000678,
    0x00040071, 0x00000006, 0x0000067a, 0x00000679,
    0x0006000c, 0x00000061, 0x00000672, 0x00000001,
    0x0000003e, 0x0000067a, 0x00050051, 0x00000012,
    0x00000673, 0x00000672, 0x00000000, 0x00050041,
    0x0000001f, 0x00000498, 0x00000384, 0x000008f9,
    0x0003003e, 0x00000498, 0x00000673, 0x00050080,
    0x00000006, 0x0000049b, 0x000008f9, 0x00000037,
    0x000200f9, 0x0000048a, 0x000200f8, 0x0000049c,
    0x000200f9, 0x0000065d, 0x000200f8, 0x0000049d,
    0x000200f9, 0x0000049e, 0x000200f8, 0x0000049e,
    0x000700f5, 0x00000006, 0x000008f8, 0x00000063,
    0x0000049d, 0x000004b1, 0x000004a2, 0x000500b0,
    0x000000b6, 0x000004a1, 0x000008f8, 0x00000027,
    0x000400f6, 0x000004b2, 0x000004a2, 0x00000000,
    0x000400fa, 0x000004a1, 0x000004a2, 0x000004b2,
    0x000200f8, 0x000004a2, 0x00050084, 0x00000006,
    0x000004a6, 0x000008e8, 0x00000027, 0x00050080,
    0x00000006, 0x000004a8, 0x000004a6, 0x000008f8,
    0x00050084, 0x00000006, 0x000004a9, 0x000004a8,
    0x00000086, 0x00050080, 0x00000006, 0x000004aa,
    0x0000036b, 0x000004a9, 0x000500c2, 0x00000006,
    0x0000067e, 0x000004aa, 0x00000037, 0x00060041,
    0x00000039, 0x0000067f, 0x00000034, 0x00000035,
    0x0000067e, 0x0004003d, 0x00000030, 0x00000680,
    0x0000067f, 0x00040071, 0x00000006, 0x00000681,
    0x00000680, 0x000500c4, 0x00000006, 0x000004ac,
    0x00000681, 0x00000059, 0x0004007c, 0x00000012,
    0x000004ad, 0x000004ac, 0x00050041, 0x0000001f,
    0x000004ae, 0x00000384, 0x000008f8, 0x0003003e,
    0x000004ae, 0x000004ad, 0x00050080, 0x00000006,
    0x000004b1, 0x000008f8, 0x00000037, 0x000200f9,
    0x0000049e, 0x000200f8, 0x000004b2, 0x000200f9,
    0x0000065d, 0x000200f8, 0x000004b3, 0x00050084,
    0x00000006, 0x000004b6, 0x000008e8, 0x0000008b,
    0x00050080, 0x00000006, 0x000004b7, 0x0000036b,
    0x000004b6, 0x000500c2, 0x00000006, 0x0000068c,
    0x000004b7, 0x00000037, 0x00060041, 0x00000039,
    0x0000068d, 0x00000034, 0x00000035, 0x0000068c,
    0x0004003d, 0x00000030, 0x0000068e, 0x0000068d,
    0x00040071, 0x00000006, 0x0000068f, 0x0000068e,
    0x0006000c, 0x00000061, 0x00000687, 0x00000001,
    0x0000003e, 0x0000068f, 0x00050051, 0x00000012,
    0x00000688, 0x00000687, 0x00000000, 0x000200f9,
    0x000004ba, 0x000200f8, 0x000004ba, 0x000700f5,
    0x00000006, 0x000008f7, 0x00000063, 0x000004b3,
    0x000004d7, 0x000004be, 0x000500b0, 0x000000b6,
    0x000004bd, 0x000008f7, 0x00000150, 0x000400f6,
    0x000004d8, 0x000004be, 0x00000000, 0x000400fa,
    0x000004bd, 0x000004be, 0x000004d8, 0x000200f8,
    0x000004be, 0x00050080, 0x00000006, 0x000004c0,
    0x000004b7, 0x00000086, 0x00050080, 0x00000006,
    0x000004c2, 0x000004c0, 0x000008f7, 0x000500c2,
    0x00000006, 0x00000693, 0x000004c2, 0x00000037,
    0x00060041, 0x00000039, 0x00000694, 0x00000034,
    0x00000035, 0x00000693, 0x0004003d, 0x00000030,
    0x00000695, 0x00000694, 0x00040071, 0x00000006,
    0x00000696, 0x00000695, 0x000500c7, 0x00000006,
    0x00000698, 0x000004c2, 0x0000003e, 0x00050084,
    0x00000006, 0x00000699, 0x00000698, 0x00000040,
    0x000500c2, 0x00000006, 0x0000069a, 0x00000696,
    0x00000699, 0x000500c7, 0x00000006, 0x0000069b,
    0x0000069a, 0x00000043, 0x000500c7, 0x00000006,
    0x000004c7, 0x0000069b, 0x000000d1, 0x00040070,
    0x00000012, 0x000004c8, 0x000004c7, 0x00050083,
    0x00000012, 0x000004c9, 0x000004c8, 0x0000015e,
    0x00050085, 0x00000012, 0x000004ca, 0x00000688,
    0x000004c9, 0x00050041, 0x0000001f, 0x000004cb,
    0x00000384, 0x000008f7, 0x0003003e, 0x000004cb,
    0x000004ca, 0x00050080, 0x00000006, 0x000004cd,
    0x000008f7, 0x00000150, 0x000500c2, 0x00000006,
    0x000004d0, 0x0000069b, 0x000000db, 0x00040070,
    0x00000012, 0x000004d1, 0x000004d0, 0x00050083,
    0x00000012, 0x000004d2, 0x000004d1, 0x0000015e,
    0x00050085, 0x00000012, 0x000004d3, 0x00000688,
    0x000004d2, 0x00050041, 0x0000001f, 0x000004d4,
    0x00000384, 0x000004cd, 0x0003003e, 0x000004d4,
    0x000004d3, 0x00050080, 0x00000006, 0x000004d7,
    0x000008f7, 0x00000037, 0x000200f9, 0x000004ba,
    0x000200f8, 0x000004d8, 0x000200f9, 0x0000065d,
    0x000200f8, 0x000004d9, 0x00050084, 0x00000006,
    0x000004dc, 0x000008e8, 0x00000090, 0x00050080,
    0x00000006, 0x000004dd, 0x0000036b, 0x000004dc,
    0x000500c2, 0x00000006, 0x000006a6, 0x000004dd,
    0x00000037, 0x00060041, 0x00000039, 0x000006a7,
    0x00000034, 0x00000035, 0x000006a6, 0x0004003d,
    0x00000030, 0x000006a8, 0x000006a7, 0x00040071,
    0x00000006, 0x000006a9, 0x000006a8, 0x0006000c,
    0x00000061, 0x000006a1, 0x00000001, 0x0000003e,
    0x000006a9, 0x00050051, 0x00000012, 0x000006a2,
    0x000006a1, 0x00000000, 0x00050080, 0x00000006,
    0x000004e1, 0x000004dd, 0x00000086, 0x000500c2,
    0x00000006, 0x000006b4, 0x000004e1, 0x00000037,
    0x00060041, 0x00000039, 0x000006b5, 0x00000034,
    0x00000035, 0x000006b4, 0x0004003d, 0x00000030,
    0x000006b6, 0x000006b5, 0x00040071, 0x00000006,
    0x000006b7, 0x000006b6, 0x0006000c, 0x00000061,
    0x000006af, 0x00000001, 0x0000003e, 0x000006b7,
    0x00050051, 0x00000012, 0x000006b0, 0x000006af,
    0x00000000, 0x000200f9, 0x000004e3, 0x000200f8,
    0x000004e3, 0x000700f5, 0x00000006, 0x000008f6,
    0x00000063, 0x000004d9, 0x00000502, 0x000004e7,
    0x000500b0, 0x000000b6, 0x000004e6, 0x000008f6,
    0x00000150, 0x000400f6, 0x00000503, 0x000004e7,
    0x00000000, 0x000400fa, 0x000004e6, 0x000004e7,
    0x00000503, 0x000200f8, 0x000004e7, 0x00050080,
    0x00000006, 0x000004e9, 0x000004dd, 0x00000082,
    0x00050080, 0x00000006, 0x000004eb, 0x000004e9,
    0x000008f6, 0x000500c2, 0x00000006, 0x000006bb,
    0x000004eb, 0x00000037, 0x00060041, 0x00000039,
    0x000006bc, 0x00000034, 0x00000035, 0x000006bb,
    0x0004003d, 0x00000030, 0x000006bd, 0x000006bc,
    0x00040071, 0x00000006, 0x000006be, 0x000006bd,
    0x000500c7, 0x00000006, 0x000006c0, 0x000004eb,
    0x0000003e, 0x00050084, 0x00000006, 0x000006c1,
    0x000006c0, 0x00000040, 0x000500c2, 0x00000006,
    0x000006c2, 0x000006be, 0x000006c1, 0x000500c7,
    0x00000006, 0x000006c3, 0x000006c2, 0x00000043,
    0x000500c7, 0x00000006, 0x000004f0, 0x000006c3,
    0x000000d1, 0x00040070, 0x00000012, 0x000004f1,
    0x000004f0, 0x0008000c, 0x00000012, 0x000004f4,
    0x00000001, 0x00000032, 0x000006a2, 0x000004f1,
    0x000006b0, 0x00050041, 0x0000001f, 0x000004f5,
    0x00000384, 0x000008f6, 0x0003003e, 0x000004f5,
    0x000004f4, 0x00050080, 0x00000006, 0x000004f7,
    0x000008f6, 0x00000150, 0x000500c2, 0x00000006,
    0x000004fa, 0x000006c3, 0x000000db, 0x00040070,
    0x00000012, 0x000004fb, 0x000004fa, 0x0008000c,
    0x00000012, 0x000004fe, 0x00000001, 0x00000032,
    0x000006a2, 0x000004fb, 0x000006b0, 0x00050041,
    0x0000001f, 0x000004ff, 0x00000384, 0x000004f7,
    0x0003003e, 0x000004ff, 0x000004fe, 0x00050080,
    0x00000006, 0x00000502, 0x000008f6, 0x00000037,
    0x000200f9, 0x000004e3, 0x000200f8, 0x00000503,
    0x000200f9, 0x0000065d, 0x000200f8, 0x00000504,
    0x00050084, 0x00000006, 0x00000507, 0x000008e8,
    0x00000095, 0x00050080, 0x00000006, 0x00000508,
    0x0000036b, 0x00000507, 0x000500c2, 0x00000006,
    0x000006ce, 0x00000508, 0x00000037, 0x00060041,
    0x00000039, 0x000006cf, 0x00000034, 0x00000035,
    0x000006ce, 0x0004003d, 0x00000030, 0x000006d0,
    0x000006cf, 0x00040071, 0x00000006, 0x000006d1,
    0x000006d0, 0x0006000c, 0x00000061, 0x000006c9,
    0x00000001, 0x0000003e, 0x000006d1, 0x00050051,
    0x00000012, 0x000006ca, 0x000006c9, 0x00000000,
    0x00050080, 0x00000006, 0x0000050c, 0x00000508,
    0x00000086, 0x000500c2, 0x00000006, 0x000006d5,
    0x0000050c, 0x00000037, 0x00060041, 0x00000039,
    0x000006d6, 0x00000034, 0x00000035, 0x000006d5,
    0x0004003d, 0x00000030, 0x000006d7, 0x000006d6,
    0x00040071, 0x00000006, 0x000006d8, 0x000006d7,
    0x00050080, 0x00000006, 0x0000050f, 0x00000508,
    0x00000082, 0x000500c2, 0x00000006, 0x000006dc,
    0x0000050f, 0x00000037, 0x00060041, 0x00000039,
    0x000006dd, 0x00000034, 0x00000035, 0x000006dc,
    0x0004003d, 0x00000030, 0x000006de, 0x000006dd,
    0x00040071, 0x00000006, 0x000006df, 0x000006de,
    0x000500c4, 0x00000006, 0x00000511, 0x000006df,
    0x00000059, 0x000500c5, 0x00000006, 0x00000512,
    0x000006d8, 0x00000511, 0x000200f9, 0x00000513,
    0x000200f8, 0x00000513, 0x000700f5, 0x00000006,
    0x000008f5, 0x00000063, 0x00000504, 0x0000053d,
    0x00000517, 0x000500b0, 0x000000b6, 0x00000516,
    0x000008f5, 0x00000150, 0x000400f6, 0x0000053e,
    0x00000517, 0x00000000, 0x000400fa, 0x00000516,
    0x00000517, 0x0000053e, 0x000200f8, 0x00000517,
    0x00050080, 0x00000006, 0x00000519, 0x00000508,
    0x000001bf, 0x00050080, 0x00000006, 0x0000051b,
    0x00000519, 0x000008f5, 0x000500c2, 0x00000006,
    0x000006e3, 0x0000051b, 0x00000037, 0x00060041,
    0x00000039, 0x000006e4, 0x00000034, 0x00000035,
    0x000006e3, 0x0004003d, 0x00000030, 0x000006e5,
    0x000006e4, 0x00040071, 0x00000006, 0x000006e6,
    0x000006e5, 0x000500c7, 0x00000006, 0x000006e8,
    0x0000051b, 0x0000003e, 0x00050084, 0x00000006,
    0x000006e9, 0x000006e8, 0x00000040, 0x000500c2,
    0x00000006, 0x000006ea, 0x000006e6, 0x000006e9,
    0x000500c7, 0x00000006, 0x000006eb, 0x000006ea,
    0x00000043, 0x000500c7, 0x00000006, 0x00000520,
    0x000006eb, 0x000000d1, 0x000500c2, 0x00000006,
    0x00000523, 0x00000512, 0x000008f5, 0x000500c7,
    0x00000006, 0x00000524, 0x00000523, 0x0000003e,
    0x000500c4, 0x00000006, 0x00000525, 0x00000524,
    0x000000db, 0x000500c5, 0x00000006, 0x00000526,
    0x00000520, 0x00000525, 0x00040070, 0x00000012,
    0x00000527, 0x00000526, 0x00050083, 0x00000012,
    0x00000528, 0x00000527, 0x000001d0, 0x00050085,
    0x00000012, 0x00000529, 0x000006ca, 0x00000528,
    0x00050041, 0x0000001f, 0x0000052a, 0x00000384,
    0x000008f5, 0x0003003e, 0x0000052a, 0x00000529,
    0x00050080, 0x00000006, 0x0000052c, 0x000008f5,
    0x00000150, 0x000500c2, 0x00000006, 0x0000052f,
    0x000006eb, 0x000000db, 0x000500c2, 0x00000006,
    0x00000533, 0x00000512, 0x0000052c, 0x000500c7,
    0x00000006, 0x00000534, 0x00000533, 0x0000003e,
    0x000500c4, 0x00000006, 0x00000535, 0x00000534,
    0x000000db, 0x000500c5, 0x00000006, 0x00000536,
    0x0000052f, 0x00000535, 0x00040070, 0x00000012,
    0x00000537, 0x00000536, 0x00050083, 0x00000012,
    0x00000538, 0x00000537, 0x000001d0, 0x00050085,
    0x00000012, 0x00000539, 0x000006ca, 0x00000538,
    0x00050041, 0x0000001f, 0x0000053a, 0x00000384,
    0x0000052c, 0x0003003e, 0x0000053a, 0x00000539,
    0x00050080, 0x00000006, 0x0000053d, 0x000008f5,
    0x00000037, 0x000200f9, 0x00000513, 0x000200f8,
    0x0000053e, 0x000200f9, 0x0000065d, 0x000200f8,
    0x0000053f, 0x00050084, 0x00000006, 0x00000542,
    0x000008e8, 0x0000009a, 0x00050080, 0x00000006,
    0x00000543, 0x0000036b, 0x00000542, 0x000500c2,
    0x00000006, 0x000006f6, 0x00000543, 0x00000037,
    0x00060041, 0x00000039, 0x000006f7, 0x00000034,
    0x00000035, 0x000006f6, 0x0004003d, 0x00000030,
    0x000006f8, 0x000006f7, 0x00040071, 0x00000006,
    0x000006f9, 0x000006f8, 0x0006000c, 0x00000061,
    0x000006f1, 0x00000001, 0x0000003e, 0x000006f9,
    0x00050051, 0x00000012, 0x000006f2, 0x000006f1,
    0x00000000, 0x00050080, 0x00000006, 0x00000547,
    0x00000543, 0x00000086, 0x000500c2, 0x00000006,
    0x00000704, 0x00000547, 0x00000037, 0x00060041,
    0x00000039, 0x00000705, 0x00000034, 0x00000035,
    0x00000704, 0x0004003d, 0x00000030, 0x00000706,
    0x00000705, 0x00040071, 0x00000006, 0x00000707,
    0x00000706, 0x0006000c, 0x00000061, 0x000006ff,
    0x00000001, 0x0000003e, 0x00000707, 0x00050051,
    0x00000012, 0x00000700, 0x000006ff, 0x00000000,
    0x00050080, 0x00000006, 0x0000054a, 0x00000543,
    0x00000082, 0x000500c2, 0x00000006, 0x0000070b,
    0x0000054a, 0x00000037, 0x00060041, 0x00000039,
    0x0000070c, 0x00000034, 0x00000035, 0x0000070b,
    0x0004003d, 0x00000030, 0x0000070d, 0x0000070c,
    0x00040071, 0x00000006, 0x0000070e, 0x0000070d,
    0x00050080, 0x00000006, 0x00000711, 0x0000070b,
    0x0000003e, 0x00060041, 0x00000039, 0x00000712,
    0x00000034, 0x00000035, 0x00000711, 0x0004003d,
    0x00000030, 0x00000713, 0x00000712, 0x00040071,
    0x00000006, 0x00000714, 0x00000713, 0x000500c4,
    0x00000006, 0x00000715, 0x00000714, 0x00000059,
    0x000500c5, 0x00000006, 0x00000716, 0x0000070e,
    0x00000715, 0x000200f9, 0x0000054c, 0x000200f8,
    0x0000054c, 0x000700f5, 0x00000006, 0x000008f4,
    0x00000063, 0x0000053f, 0x00000578, 0x00000550,
    0x000500b0, 0x000000b6, 0x0000054f, 0x000008f4,
    0x00000150, 0x000400f6, 0x00000579, 0x00000550,
    0x00000000, 0x000400fa, 0x0000054f, 0x00000550,
    0x00000579, 0x000200f8, 0x00000550, 0x00050080,
    0x00000006, 0x00000552, 0x00000543, 0x00000040,
    0x00050080, 0x00000006, 0x00000554, 0x00000552,
    0x000008f4, 0x000500c2, 0x00000006, 0x0000071a,
    0x00000554, 0x00000037, 0x00060041, 0x00000039,
    0x0000071b, 0x00000034, 0x00000035, 0x0000071a,
    0x0004003d, 0x00000030, 0x0000071c, 0x0000071b,
    0x00040071, 0x00000006, 0x0000071d, 0x0000071c,
    0x000500c7, 0x00000006, 0x0000071f, 0x00000554,
    0x0000003e, 0x00050084, 0x00000006, 0x00000720,
    0x0000071f, 0x00000040, 0x000500c2, 0x00000006,
    0x00000721, 0x0000071d, 0x00000720, 0x000500c7,
    0x00000006, 0x00000722, 0x00000721, 0x00000043,
    0x000500c7, 0x00000006, 0x00000559, 0x00000722,
    0x000000d1, 0x000500c2, 0x00000006, 0x0000055c,
    0x00000716, 0x000008f4, 0x000500c7, 0x00000006,
    0x0000055d, 0x0000055c, 0x0000003e, 0x000500c4,
    0x00000006, 0x0000055e, 0x0000055d, 0x000000db,
    0x000500c5, 0x00000006, 0x0000055f, 0x00000559,
    0x0000055e, 0x00040070, 0x00000012, 0x00000560,
    0x0000055f, 0x0008000c, 0x00000012, 0x00000563,
    0x00000001, 0x00000032, 0x000006f2, 0x00000560,
    0x00000700, 0x00050041, 0x0000001f, 0x00000564,
    0x00000384, 0x000008f4, 0x0003003e, 0x00000564,
    0x00000563, 0x00050080, 0x00000006, 0x00000566,
    0x000008f4, 0x00000150, 0x000500c2, 0x00000006,
    0x00000569, 0x00000722, 0x000000db, 0x000500c2,
    0x00000006, 0x0000056d, 0x00000716, 0x00000566,
    0x000500c7, 0x00000006, 0x0000056e, 0x0000056d,
    0x0000003e, 0x000500c4, 0x00000006, 0x0000056f,
    0x0000056e, 0x000000db, 0x000500c5, 0x00000006,
    0x00000570, 0x00000569, 0x0000056f, 0x00040070,
    0x00000012, 0x00000571, 0x00000570, 0x0008000c,
    0x00000012, 0x00000574, 0x00000001, 0x00000032,
    0x000006f2, 0x00000571, 0x00000700, 0x00050041,
    0x0000001f, 0x00000575, 0x00000384, 0x00000566,
    0x0003003e, 0x00000575, 0x00000574, 0x00050080,
    0x00000006, 0x00000578, 0x000008f4, 0x00000037,
    0x000200f9, 0x0000054c, 0x000200f8, 0x00000579,
    0x000200f9, 0x0000065d, 0x000200f8, 0x0000057a,
    0x00050084, 0x00000006, 0x0000057d, 0x000008e8,
    0x0000009f, 0x00050080, 0x00000006, 0x0000057e,
    0x0000036b, 0x0000057d, 0x000500c2, 0x00000006,
    0x0000072d, 0x0000057e, 0x00000037, 0x00060041,
    0x00000039, 0x0000072e, 0x00000034, 0x00000035,
    0x0000072d, 0x0004003d, 0x00000030, 0x0000072f,
    0x0000072e, 0x00040071, 0x00000006, 0x00000730,
    0x0000072f, 0x0006000c, 0x00000061, 0x00000728,
    0x00000001, 0x0000003e, 0x00000730, 0x00050051,
    0x00000012, 0x00000729, 0x00000728, 0x00000000,
    0x000200f9, 0x00000581, 0x000200f8, 0x00000581,
    0x000700f5, 0x00000006, 0x000008f3, 0x00000063,
    0x0000057a, 0x00000592, 0x00000585, 0x000500b0,
    0x000000b6, 0x00000584, 0x000008f3, 0x00000027,
    0x000400f6, 0x00000593, 0x00000585, 0x00000000,
    0x000400fa, 0x00000584, 0x00000585, 0x00000593,
    0x000200f8, 0x00000585, 0x00050080, 0x00000006,
    0x00000589, 0x0000057e, 0x00000086, 0x00050080,
    0x00000006, 0x0000058b, 0x00000589, 0x000008f3,
    0x000500c2, 0x00000006, 0x00000742, 0x0000058b,
    0x00000037, 0x00060041, 0x00000039, 0x00000743,
    0x00000034, 0x00000035, 0x00000742, 0x0004003d,
    0x00000030, 0x00000744, 0x00000743, 0x00040071,
    0x00000006, 0x00000745, 0x00000744, 0x000500c7,
    0x00000006, 0x00000747, 0x0000058b, 0x0000003e,
    0x00050084, 0x00000006, 0x00000748, 0x00000747,
    0x00000040, 0x000500c2, 0x00000006, 0x00000749,
    0x00000745, 0x00000748, 0x000500c7, 0x00000006,
    0x0000074a, 0x00000749, 0x00000043, 0x0004007c,
    0x00000017, 0x00000739, 0x0000074a, 0x000500c7,
    0x00000006, 0x0000073b, 0x0000074a, 0x0000006e,
    0x000500c4, 0x00000006, 0x0000073c, 0x0000073b,
    0x00000037, 0x0004007c, 0x00000017, 0x0000073d,
    0x0000073c, 0x00050082, 0x00000017, 0x0000073e,
    0x00000739, 0x0000073d, 0x0004006f, 0x00000012,
    0x0000058d, 0x0000073e, 0x00050085, 0x00000012,
    0x0000058e, 0x00000729, 0x0000058d, 0x00050041,
    0x0000001f, 0x0000058f, 0x00000384, 0x000008f3,
    0x0003003e, 0x0000058f, 0x0000058e, 0x00050080,
    0x00000006, 0x00000592, 0x000008f3, 0x00000037,
    0x000200f9, 0x00000581, 0x000200f8, 0x00000593,
    0x000200f9, 0x0000065d, 0x000200f8, 0x00000594,
    0x000500c2, 0x00000006, 0x00000597, 0x000008e8,
    0x0000024e, 0x00050084, 0x00000006, 0x00000598,
    0x00000597, 0x000000a5, 0x00050080, 0x00000006,
    0x00000599, 0x0000036b, 0x00000598, 0x000500c7,
    0x00000006, 0x0000059b, 0x000008e8, 0x00000254,
    0x000500c2, 0x00000006, 0x00000755, 0x00000599,
    0x00000037, 0x00060041, 0x00000039, 0x00000756,
    0x00000034, 0x00000035, 0x00000755, 0x0004003d,
    0x00000030, 0x00000757, 0x00000756, 0x00040071,
    0x00000006, 0x00000758, 0x00000757, 0x0006000c,
    0x00000061, 0x00000750, 0x00000001, 0x0000003e,
    0x00000758, 0x00050051, 0x00000012, 0x00000751,
    0x00000750, 0x00000000, 0x00050080, 0x00000006,
    0x0000059f, 0x00000599, 0x00000086, 0x000500c2,
    0x00000006, 0x00000763, 0x0000059f, 0x00000037,
    0x00060041, 0x00000039, 0x00000764, 0x00000034,
    0x00000035, 0x00000763, 0x0004003d, 0x00000030,
    0x00000765, 0x00000764, 0x00040071, 0x00000006,
    0x00000766, 0x00000765, 0x0006000c, 0x00000061,
    0x0000075e, 0x00000001, 0x0000003e, 0x00000766,
    0x00050051, 0x00000012, 0x0000075f, 0x0000075e,
    0x00000000, 0x00050080, 0x00000006, 0x000005a2,
    0x00000599, 0x00000082, 0x000500b0, 0x000000b6,
    0x0000076f, 0x0000059b, 0x00000082, 0x000300f7,
    0x0000079c, 0x00000000, 0x000400fa, 0x0000076f,
    0x00000770, 0x0000077e, 0x000200f8, 0x00000770,
    0x00050080, 0x00000006, 0x00000773, 0x000005a2,
    0x0000059b, 0x000500c2, 0x00000006, 0x000007a0,
    0x00000773, 0x00000037, 0x00060041, 0x00000039,
    0x000007a1, 0x00000034, 0x00000035, 0x000007a0,
    0x0004003d, 0x00000030, 0x000007a2, 0x000007a1,
    0x00040071, 0x00000006, 0x000007a3, 0x000007a2,
    0x000500c7, 0x00000006, 0x000007a5, 0x00000773,
    0x0000003e, 0x00050084, 0x00000006, 0x000007a6,
    0x000007a5, 0x00000040, 0x000500c2, 0x00000006,
    0x000007a7, 0x000007a3, 0x000007a6, 0x000500c7,
    0x00000006, 0x000007a8, 0x000007a7, 0x00000043,
    0x000500c7, 0x00000006, 0x00000775, 0x000007a8,
    0x000000bf, 0x00040070, 0x00000012, 0x00000776,
    0x00000775, 0x00050080, 0x00000006, 0x0000077a,
    0x00000773, 0x00000082, 0x000500c2, 0x00000006,
    0x000007ac, 0x0000077a, 0x00000037, 0x00060041,
    0x00000039, 0x000007ad, 0x00000034, 0x00000035,
    0x000007ac, 0x0004003d, 0x00000030, 0x000007ae,
    0x000007ad, 0x00040071, 0x00000006, 0x000007af,
    0x000007ae, 0x000500c7, 0x00000006, 0x000007b1,
    0x0000077a, 0x0000003e, 0x00050084, 0x00000006,
    0x000007b2, 0x000007b1, 0x00000040, 0x000500c2,
    0x00000006, 0x000007b3, 0x000007af, 0x000007b2,
    0x000500c7, 0x00000006, 0x000007b4, 0x000007b3,
    0x00000043, 0x000500c7, 0x00000006, 0x0000077c,
    0x000007b4, 0x000000bf, 0x00040070, 0x00000012,
    0x0000077d, 0x0000077c, 0x000200f9, 0x0000079c,
    0x000200f8, 0x0000077e, 0x00050080, 0x00000006,
    0x00000781, 0x000005a2, 0x0000059b, 0x00050080,
    0x00000006, 0x00000782, 0x00000781, 0x00000082,
    0x000500c2, 0x00000006, 0x000007b8, 0x00000782,
    0x00000037, 0x00060041, 0x00000039, 0x000007b9,
    0x00000034, 0x00000035, 0x000007b8, 0x0004003d,
    0x00000030, 0x000007ba, 0x000007b9, 0x00040071,
    0x00000006, 0x000007bb, 0x000007ba, 0x000500c7,
    0x00000006, 0x000007bd, 0x00000782, 0x0000003e,
    0x00050084, 0x00000006, 0x000007be, 0x000007bd,
    0x00000040, 0x000500c2, 0x00000006, 0x000007bf,
    0x000007bb, 0x000007be, 0x000500c7, 0x00000006,
    0x000007c0, 0x000007bf, 0x00000043, 0x000500c7,
    0x00000006, 0x00000784, 0x000007c0, 0x000000d1,
    0x00050082, 0x00000006, 0x00000788, 0x00000781,
    0x00000082, 0x000500c2, 0x00000006, 0x000007c4,
    0x00000788, 0x00000037, 0x00060041, 0x00000039,
    0x000007c5, 0x00000034, 0x00000035, 0x000007c4,
    0x0004003d, 0x00000030, 0x000007c6, 0x000007c5,
    0x00040071, 0x00000006, 0x000007c7, 0x000007c6,
    0x000500c7, 0x00000006, 0x000007c9, 0x00000788,
    0x0000003e, 0x00050084, 0x00000006, 0x000007ca,
    0x000007c9, 0x00000040, 0x000500c2, 0x00000006,
    0x000007cb, 0x000007c7, 0x000007ca, 0x000500c7,
    0x00000006, 0x000007cc, 0x000007cb, 0x00000043,
    0x000500c2, 0x00000006, 0x0000078a, 0x000007cc,
    0x000000d9, 0x000500c4, 0x00000006, 0x0000078b,
    0x0000078a, 0x000000db, 0x000500c5, 0x00000006,
    0x0000078c, 0x00000784, 0x0000078b, 0x00040070,
    0x00000012, 0x0000078d, 0x0000078c, 0x0004003d,
    0x00000030, 0x000007d2, 0x000007b9, 0x00040071,
    0x00000006, 0x000007d3, 0x000007d2, 0x000500c2,
    0x00000006, 0x000007d7, 0x000007d3, 0x000007be,
    0x000500c7, 0x00000006, 0x000007d8, 0x000007d7,
    0x00000043, 0x000500c2, 0x00000006, 0x00000793,
    0x000007d8, 0x000000db, 0x000500c2, 0x00000006,
    0x000007dc, 0x00000781, 0x00000037, 0x00060041,
    0x00000039, 0x000007dd, 0x00000034, 0x00000035,
    0x000007dc, 0x0004003d, 0x00000030, 0x000007de,
    0x000007dd, 0x00040071, 0x00000006, 0x000007df,
    0x000007de, 0x000500c7, 0x00000006, 0x000007e1,
    0x00000781, 0x0000003e, 0x00050084, 0x00000006,
    0x000007e2, 0x000007e1, 0x00000040, 0x000500c2,
    0x00000006, 0x000007e3, 0x000007df, 0x000007e2,
    0x000500c7, 0x00000006, 0x000007e4, 0x000007e3,
    0x00000043, 0x000500c2, 0x00000006, 0x00000798,
    0x000007e4, 0x000000d9, 0x000500c4, 0x00000006,
    0x00000799, 0x00000798, 0x000000db, 0x000500c5,
    0x00000006, 0x0000079a, 0x00000793, 0x00000799,
    0x00040070, 0x00000012, 0x0000079b, 0x0000079a,
    0x000200f9, 0x0000079c, 0x000200f8, 0x0000079c,
    0x000700f5, 0x00000012, 0x000008f1, 0x0000077d,
    0x00000770, 0x0000079b, 0x0000077e, 0x000700f5,
    0x00000012, 0x000008f0, 0x00000776, 0x00000770,
    0x0000078d, 0x0000077e, 0x00050080, 0x00000006,
    0x000005a8, 0x00000599, 0x00000150, 0x000500c2,
    0x00000006, 0x000005aa, 0x0000059b, 0x00000037,
    0x00050084, 0x00000006, 0x000005ab, 0x000005aa,
    0x00000027, 0x00050080, 0x00000006, 0x000005ac,
    0x000005a8, 0x000005ab, 0x000500c7, 0x00000006,
    0x000005ae, 0x0000059b, 0x0000003e, 0x00050084,
    0x00000006, 0x000005af, 0x000005ae, 0x00000082,
    0x000200f9, 0x000005b0, 0x000200f8, 0x000005b0,
    0x000700f5, 0x00000006, 0x000008f2, 0x00000063,
    0x0000079c, 0x000005c9, 0x000005b4, 0x000500b0,
    0x000000b6, 0x000005b3, 0x000008f2, 0x00000027,
    0x000400f6, 0x000005ca, 0x000005b4, 0x00000000,
    0x000400fa, 0x000005b3, 0x000005b4, 0x000005ca,
    0x000200f8, 0x000005b4, 0x00050085, 0x00000012,
    0x000005b8, 0x00000751, 0x000008f0, 0x00050080,
    0x00000006, 0x000005bb, 0x000005ac, 0x000008f2,
    0x000500c2, 0x00000006, 0x000007e8, 0x000005bb,
    0x00000037, 0x00060041, 0x00000039, 0x000007e9,
    0x00000034, 0x00000035, 0x000007e8, 0x0004003d,
    0x00000030, 0x000007ea, 0x000007e9, 0x00040071,
    0x00000006, 0x000007eb, 0x000007ea, 0x000500c7,
    0x00000006, 0x000007ed, 0x000005bb, 0x0000003e,
    0x00050084, 0x00000006, 0x000007ee, 0x000007ed,
    0x00000040, 0x000500c2, 0x00000006, 0x000007ef,
    0x000007eb, 0x000007ee, 0x000500c7, 0x00000006,
    0x000007f0, 0x000007ef, 0x00000043, 0x000500c2,
    0x00000006, 0x000005be, 0x000007f0, 0x000005af,
    0x000500c7, 0x00000006, 0x000005bf, 0x000005be,
    0x000000d1, 0x00040070, 0x00000012, 0x000005c0,
    0x000005bf, 0x00050085, 0x00000012, 0x000005c4,
    0x0000075f, 0x000008f1, 0x0004007f, 0x00000012,
    0x000008e3, 0x000005c4, 0x0008000c, 0x00000012,
    0x000005c5, 0x00000001, 0x00000032, 0x000005b8,
    0x000005c0, 0x000008e3, 0x00050041, 0x0000001f,
    0x000005c6, 0x00000384, 0x000008f2, 0x0003003e,
    0x000005c6, 0x000005c5, 0x00050080, 0x00000006,
    0x000005c9, 0x000008f2, 0x00000037, 0x000200f9,
    0x000005b0, 0x000200f8, 0x000005ca, 0x000200f9,
    0x0000065d, 0x000200f8, 0x000005cb, 0x000500c2,
    0x00000006, 0x000005ce, 0x000008e8, 0x0000024e,
    0x00050084, 0x00000006, 0x000005cf, 0x000005ce,
    0x000000aa, 0x00050080, 0x00000006, 0x000005d0,
    0x0000036b, 0x000005cf, 0x000500c7, 0x00000006,
    0x000005d2, 0x000008e8, 0x00000254, 0x000500c2,
    0x00000006, 0x000007fb, 0x000005d0, 0x00000037,
    0x00060041, 0x00000039, 0x000007fc, 0x00000034,
    0x00000035, 0x000007fb, 0x0004003d, 0x00000030,
    0x000007fd, 0x000007fc, 0x00040071, 0x00000006,
    0x000007fe, 0x000007fd, 0x0006000c, 0x00000061,
    0x000007f6, 0x00000001, 0x0000003e, 0x000007fe,
    0x00050051, 0x00000012, 0x000007f7, 0x000007f6,
    0x00000000, 0x00050080, 0x00000006, 0x000005d6,
    0x000005d0, 0x00000086, 0x000500c2, 0x00000006,
    0x00000809, 0x000005d6, 0x00000037, 0x00060041,
    0x00000039, 0x0000080a, 0x00000034, 0x00000035,
    0x00000809, 0x0004003d, 0x00000030, 0x0000080b,
    0x0000080a, 0x00040071, 0x00000006, 0x0000080c,
    0x0000080b, 0x0006000c, 0x00000061, 0x00000804,
    0x00000001, 0x0000003e, 0x0000080c, 0x00050051,
    0x00000012, 0x00000805, 0x00000804, 0x00000000,
    0x00050080, 0x00000006, 0x000005d9, 0x000005d0,
    0x00000082, 0x000500b0, 0x000000b6, 0x00000815,
    0x000005d2, 0x00000082, 0x000300f7, 0x00000842,
    0x00000000, 0x000400fa, 0x00000815, 0x00000816,
    0x00000824, 0x000200f8, 0x00000816, 0x00050080,
    0x00000006, 0x00000819, 0x000005d9, 0x000005d2,
    0x000500c2, 0x00000006, 0x00000846, 0x00000819,
    0x00000037, 0x00060041, 0x00000039, 0x00000847,
    0x00000034, 0x00000035, 0x00000846, 0x0004003d,
    0x00000030, 0x00000848, 0x00000847, 0x00040071,
    0x00000006, 0x00000849, 0x00000848, 0x000500c7,
    0x00000006, 0x0000084b, 0x00000819, 0x0000003e,
    0x00050084, 0x00000006, 0x0000084c, 0x0000084b,
    0x00000040, 0x000500c2, 0x00000006, 0x0000084d,
    0x00000849, 0x0000084c, 0x000500c7, 0x00000006,
    0x0000084e, 0x0000084d, 0x00000043, 0x000500c7,
    0x00000006, 0x0000081b, 0x0000084e, 0x000000bf,
    0x00040070, 0x00000012, 0x0000081c, 0x0000081b,
    0x00050080, 0x00000006, 0x00000820, 0x00000819,
    0x00000082, 0x000500c2, 0x00000006, 0x00000852,
    0x00000820, 0x00000037, 0x00060041, 0x00000039,
    0x00000853, 0x00000034, 0x00000035, 0x00000852,
    0x0004003d, 0x00000030, 0x00000854, 0x00000853,
    0x00040071, 0x00000006, 0x00000855, 0x00000854,
    0x000500c7, 0x00000006, 0x00000857, 0x00000820,
    0x0000003e, 0x00050084, 0x00000006, 0x00000858,
    0x00000857, 0x00000040, 0x000500c2, 0x00000006,
    0x00000859, 0x00000855, 0x00000858, 0x000500c7,
    0x00000006, 0x0000085a, 0x00000859, 0x00000043,
    0x000500c7, 0x00000006, 0x00000822, 0x0000085a,
    0x000000bf, 0x00040070, 0x00000012, 0x00000823,
    0x00000822, 0x000200f9, 0x00000842, 0x000200f8,
    0x00000824, 0x00050080, 0x00000006, 0x00000827,
    0x000005d9, 0x000005d2, 0x00050080, 0x00000006,
    0x00000828, 0x00000827, 0x00000082, 0x000500c2,
    0x00000006, 0x0000085e, 0x00000828, 0x00000037,
    0x00060041, 0x00000039, 0x0000085f, 0x00000034,
    0x00000035, 0x0000085e, 0x0004003d, 0x00000030,
    0x00000860, 0x0000085f, 0x00040071, 0x00000006,
    0x00000861, 0x00000860, 0x000500c7, 0x00000006,
    0x00000863, 0x00000828, 0x0000003e, 0x00050084,
    0x00000006, 0x00000864, 0x00000863, 0x00000040,
    0x000500c2, 0x00000006, 0x00000865, 0x00000861,
    0x00000864, 0x000500c7, 0x00000006, 0x00000866,
    0x00000865, 0x00000043, 0x000500c7, 0x00000006,
    0x0000082a, 0x00000866, 0x000000d1, 0x00050082,
    0x00000006, 0x0000082e, 0x00000827, 0x00000082,
    0x000500c2, 0x00000006, 0x0000086a, 0x0000082e,
    0x00000037, 0x00060041, 0x00000039, 0x0000086b,
    0x00000034, 0x00000035, 0x0000086a, 0x0004003d,
    0x00000030, 0x0000086c, 0x0000086b, 0x00040071,
    0x00000006, 0x0000086d, 0x0000086c, 0x000500c7,
    0x00000006, 0x0000086f, 0x0000082e, 0x0000003e,
    0x00050084, 0x00000006, 0x00000870, 0x0000086f,
    0x00000040, 0x000500c2, 0x00000006, 0x00000871,
    0x0000086d, 0x00000870, 0x000500c7, 0x00000006,
    0x00000872, 0x00000871, 0x00000043, 0x000500c2,
    0x00000006, 0x00000830, 0x00000872, 0x000000d9,
    0x000500c4, 0x00000006, 0x00000831, 0x00000830,
    0x000000db, 0x000500c5, 0x00000006, 0x00000832,
    0x0000082a, 0x00000831, 0x00040070, 0x00000012,
    0x00000833, 0x00000832, 0x0004003d, 0x00000030,
    0x00000878, 0x0000085f, 0x00040071, 0x00000006,
    0x00000879, 0x00000878, 0x000500c2, 0x00000006,
    0x0000087d, 0x00000879, 0x00000864, 0x000500c7,
    0x00000006, 0x0000087e, 0x0000087d, 0x00000043,
    0x000500c2, 0x00000006, 0x00000839, 0x0000087e,
    0x000000db, 0x000500c2, 0x00000006, 0x00000882,
    0x00000827, 0x00000037, 0x00060041, 0x00000039,
    0x00000883, 0x00000034, 0x00000035, 0x00000882,
    0x0004003d, 0x00000030, 0x00000884, 0x00000883,
    0x00040071, 0x00000006, 0x00000885, 0x00000884,
    0x000500c7, 0x00000006, 0x00000887, 0x00000827,
    0x0000003e, 0x00050084, 0x00000006, 0x00000888,
    0x00000887, 0x00000040, 0x000500c2, 0x00000006,
    0x00000889, 0x00000885, 0x00000888, 0x000500c7,
    0x00000006, 0x0000088a, 0x00000889, 0x00000043,
    0x000500c2, 0x00000006, 0x0000083e, 0x0000088a,
    0x000000d9, 0x000500c4, 0x00000006, 0x0000083f,
    0x0000083e, 0x000000db, 0x000500c5, 0x00000006,
    0x00000840, 0x00000839, 0x0000083f, 0x00040070,
    0x00000012, 0x00000841, 0x00000840, 0x000200f9,
    0x00000842, 0x000200f8, 0x00000842, 0x000700f5,
    0x00000012, 0x000008ee, 0x00000823, 0x00000816,
    0x00000841, 0x00000824, 0x000700f5, 0x00000012,
    0x000008ed, 0x0000081c, 0x00000816, 0x00000833,
    0x00000824, 0x00050080, 0x00000006, 0x000005df,
    0x000005d0, 0x000002b4, 0x000500c2, 0x00000006,
    0x000005e1, 0x000005d2, 0x00000037, 0x00050084,
    0x00000006, 0x000005e2, 0x000005e1, 0x00000027,
    0x00050080, 0x00000006, 0x000005e3, 0x000005df,
    0x000005e2, 0x000500c7, 0x00000006, 0x000005e5,
    0x000005d2, 0x0000003e, 0x00050084, 0x00000006,
    0x000005e6, 0x000005e5, 0x00000082, 0x000200f9,
    0x000005e7, 0x000200f8, 0x000005e7, 0x000700f5,
    0x00000006, 0x000008ef, 0x00000063, 0x00000842,
    0x0000060b, 0x000005eb, 0x000500b0, 0x000000b6,
    0x000005ea, 0x000008ef, 0x00000027, 0x000400f6,
    0x0000060c, 0x000005eb, 0x00000000, 0x000400fa,
    0x000005ea, 0x000005eb, 0x0000060c, 0x000200f8,
    0x000005eb, 0x00050080, 0x00000006, 0x000005ed,
    0x000005d0, 0x00000150, 0x00050080, 0x00000006,
    0x000005ef, 0x000005ed, 0x000008ef, 0x000500c2,
    0x00000006, 0x0000088e, 0x000005ef, 0x00000037,
    0x00060041, 0x00000039, 0x0000088f, 0x00000034,
    0x00000035, 0x0000088e, 0x0004003d, 0x00000030,
    0x00000890, 0x0000088f, 0x00040071, 0x00000006,
    0x00000891, 0x00000890, 0x000500c7, 0x00000006,
    0x00000893, 0x000005ef, 0x0000003e, 0x00050084,
    0x00000006, 0x00000894, 0x00000893, 0x00000040,
    0x000500c2, 0x00000006, 0x00000895, 0x00000891,
    0x00000894, 0x000500c7, 0x00000006, 0x00000896,
    0x00000895, 0x00000043, 0x000500c2, 0x00000006,
    0x000005f2, 0x00000896, 0x000005d2, 0x000500c7,
    0x00000006, 0x000005f3, 0x000005f2, 0x0000003e,
    0x00050085, 0x00000012, 0x000005f7, 0x000007f7,
    0x000008ed, 0x00050080, 0x00000006, 0x000005fa,
    0x000005e3, 0x000008ef, 0x000500c2, 0x00000006,
    0x0000089a, 0x000005fa, 0x00000037, 0x00060041,
    0x00000039, 0x0000089b, 0x00000034, 0x00000035,
    0x0000089a, 0x0004003d, 0x00000030, 0x0000089c,
    0x0000089b, 0x00040071, 0x00000006, 0x0000089d,
    0x0000089c, 0x000500c7, 0x00000006, 0x0000089f,
    0x000005fa, 0x0000003e, 0x00050084, 0x00000006,
    0x000008a0, 0x0000089f, 0x00000040, 0x000500c2,
    0x00000006, 0x000008a1, 0x0000089d, 0x000008a0,
    0x000500c7, 0x00000006, 0x000008a2, 0x000008a1,
    0x00000043, 0x000500c2, 0x00000006, 0x000005fd,
    0x000008a2, 0x000005e6, 0x000500c7, 0x00000006,
    0x000005fe, 0x000005fd, 0x000000d1, 0x000500c4,
    0x00000006, 0x00000600, 0x000005f3, 0x000000db,
    0x000500c5, 0x00000006, 0x00000601, 0x000005fe,
    0x00000600, 0x00040070, 0x00000012, 0x00000602,
    0x00000601, 0x00050085, 0x00000012, 0x00000606,
    0x00000805, 0x000008ee, 0x0004007f, 0x00000012,
    0x000008e2, 0x00000606, 0x0008000c, 0x00000012,
    0x00000607, 0x00000001, 0x00000032, 0x000005f7,
    0x00000602, 0x000008e2, 0x00050041, 0x0000001f,
    0x00000608, 0x00000384, 0x000008ef, 0x0003003e,
    0x00000608, 0x00000607, 0x00050080, 0x00000006,
    0x0000060b, 0x000008ef, 0x00000037, 0x000200f9,
    0x000005e7, 0x000200f8, 0x0000060c, 0x000200f9,
    0x0000065d, 0x000200f8, 0x0000060d, 0x000500c2,
    0x00000006, 0x00000610, 0x000008e8, 0x0000024e,
    0x00050084, 0x00000006, 0x00000611, 0x00000610,
    0x000000af, 0x00050080, 0x00000006, 0x00000612,
    0x0000036b, 0x00000611, 0x000500c7, 0x00000006,
    0x00000614, 0x000008e8, 0x00000254, 0x000500c2,
    0x00000006, 0x00000616, 0x00000614, 0x000002f4,
    0x000500c7, 0x00000006, 0x00000618, 0x00000614,
    0x000002f8, 0x00050084, 0x00000006, 0x0000061b,
    0x00000616, 0x000002fd, 0x00050080, 0x00000006,
    0x0000061c, 0x00000612, 0x0000061b, 0x000500c7,
    0x00000006, 0x0000061e, 0x00000618, 0x0000003e,
    0x00050084, 0x00000006, 0x0000061f, 0x0000061e,
    0x00000027, 0x00050080, 0x00000006, 0x00000620,
    0x0000061c, 0x0000061f, 0x00050080, 0x00000006,
    0x00000622, 0x00000612, 0x0000006e, 0x00050084,
    0x00000006, 0x00000624, 0x00000616, 0x00000027,
    0x00050080, 0x00000006, 0x00000625, 0x00000622,
    0x00000624, 0x000500c2, 0x00000006, 0x00000627,
    0x00000618, 0x00000037, 0x00050084, 0x00000006,
    0x00000628, 0x00000627, 0x00000082, 0x00050084,
    0x00000006, 0x0000062a, 0x00000618, 0x00000086,
    0x00050080, 0x00000006, 0x0000062c, 0x00000612,
    0x00000313, 0x000500c2, 0x00000006, 0x000008ad,
    0x0000062c, 0x00000037, 0x00060041, 0x00000039,
    0x000008ae, 0x00000034, 0x00000035, 0x000008ad,
    0x0004003d, 0x00000030, 0x000008af, 0x000008ae,
    0x00040071, 0x00000006, 0x000008b0, 0x000008af,
    0x0006000c, 0x00000061, 0x000008a8, 0x00000001,
    0x0000003e, 0x000008b0, 0x00050051, 0x00000012,
    0x000008a9, 0x000008a8, 0x00000000, 0x000200f9,
    0x0000062e, 0x000200f8, 0x0000062e, 0x000700f5,
    0x00000006, 0x000008ec, 0x00000063, 0x0000060d,
    0x0000065b, 0x00000632, 0x000500b0, 0x000000b6,
    0x00000631, 0x000008ec, 0x00000027, 0x000400f6,
    0x0000065c, 0x00000632, 0x00000000, 0x000400fa,
    0x00000631, 0x00000632, 0x0000065c, 0x000200f8,
    0x00000632, 0x00050080, 0x00000006, 0x00000634,
    0x00000612, 0x00000321, 0x00050084, 0x00000006,
    0x00000636, 0x00000616, 0x00000040, 0x00050080,
    0x00000006, 0x00000637, 0x00000634, 0x00000636,
    0x000500c2, 0x00000006, 0x00000639, 0x000008ec,
    0x000000db, 0x00050080, 0x00000006, 0x0000063a,
    0x00000637, 0x00000639, 0x00050080, 0x00000006,
    0x0000063d, 0x0000063a, 0x0000062a, 0x000500c2,
    0x00000006, 0x000008c1, 0x0000063d, 0x00000037,
    0x00060041, 0x00000039, 0x000008c2, 0x00000034,
    0x00000035, 0x000008c1, 0x0004003d, 0x00000030,
    0x000008c3, 0x000008c2, 0x00040071, 0x00000006,
    0x000008c4, 0x000008c3, 0x000500c7, 0x00000006,
    0x000008c6, 0x0000063d, 0x0000003e, 0x00050084,
    0x00000006, 0x000008c7, 0x000008c6, 0x00000040,
    0x000500c2, 0x00000006, 0x000008c8, 0x000008c4,
    0x000008c7, 0x000500c7, 0x00000006, 0x000008c9,
    0x000008c8, 0x00000043, 0x0004007c, 0x00000017,
    0x000008b8, 0x000008c9, 0x000500c7, 0x00000006,
    0x000008ba, 0x000008c9, 0x0000006e, 0x000500c4,
    0x00000006, 0x000008bb, 0x000008ba, 0x00000037,
    0x0004007c, 0x00000017, 0x000008bc, 0x000008bb,
    0x00050082, 0x00000017, 0x000008bd, 0x000008b8,
    0x000008bc, 0x0004006f, 0x00000012, 0x0000063f,
    0x000008bd, 0x00050080, 0x00000006, 0x00000642,
    0x00000620, 0x000008ec, 0x000500c2, 0x00000006,
    0x000008cd, 0x00000642, 0x00000037, 0x00060041,
    0x00000039, 0x000008ce, 0x00000034, 0x00000035,
    0x000008cd, 0x0004003d, 0x00000030, 0x000008cf,
    0x000008ce, 0x00040071, 0x00000006, 0x000008d0,
    0x000008cf, 0x000500c7, 0x00000006, 0x000008d2,
    0x00000642, 0x0000003e, 0x00050084, 0x00000006,
    0x000008d3, 0x000008d2, 0x00000040, 0x000500c2,
    0x00000006, 0x000008d4, 0x000008d0, 0x000008d3,
    0x000500c7, 0x00000006, 0x000008d5, 0x000008d4,
    0x00000043, 0x000500c2, 0x00000006, 0x00000645,
    0x000008d5, 0x00000628, 0x000500c7, 0x00000006,
    0x00000646, 0x00000645, 0x000000d1, 0x00050080,
    0x00000006, 0x00000649, 0x00000625, 0x000008ec,
    0x000500c2, 0x00000006, 0x000008d9, 0x00000649,
    0x00000037, 0x00060041, 0x00000039, 0x000008da,
    0x00000034, 0x00000035, 0x000008d9, 0x0004003d,
    0x00000030, 0x000008db, 0x000008da, 0x00040071,
    0x00000006, 0x000008dc, 0x000008db, 0x000500c7,
    0x00000006, 0x000008de, 0x00000649, 0x0000003e,
    0x00050084, 0x00000006, 0x000008df, 0x000008de,
    0x00000040, 0x000500c2, 0x00000006, 0x000008e0,
    0x000008dc, 0x000008df, 0x000500c7, 0x00000006,
    0x000008e1, 0x000008e0, 0x00000043, 0x000500c2,
    0x00000006, 0x0000064c, 0x000008e1, 0x0000062a,
    0x000500c7, 0x00000006, 0x0000064d, 0x0000064c,
    0x000002f8, 0x000500c4, 0x00000006, 0x0000064e,
    0x0000064d, 0x000000db, 0x000500c5, 0x00000006,
    0x0000064f, 0x00000646, 0x0000064e, 0x00050085,
    0x00000012, 0x00000653, 0x000008a9, 0x0000063f,
    0x00040070, 0x00000012, 0x00000655, 0x0000064f,
    0x00050083, 0x00000012, 0x00000656, 0x00000655,
    0x00000348, 0x00050085, 0x00000012, 0x00000657,
    0x00000653, 0x00000656, 0x00050041, 0x0000001f,
    0x00000658, 0x00000384, 0x000008ec, 0x0003003e,
    0x00000658, 0x00000657, 0x00050080, 0x00000006,
    0x0000065b, 0x000008ec, 0x00000037, 0x000200f9,
    0x0000062e, 0x000200f8, 0x0000065c, 0x000200f9,
    0x0000065d, 0x000200f8, 0x0000065d, 0x0004003d,
    0x00000028, 0x00000386, 0x00000384, 0x0003003e,
    0x0000037f, 0x00000386, 0x000200f9, 0x00000388,
    0x000200f8, 0x00000388, 0x000700f5, 0x00000012,
    0x0000090b, 0x000008e9, 0x0000065d, 0x000003a4,
    0x00000389, 0x000700f5, 0x00000006, 0x000008fb,
    0x00000063, 0x0000065d, 0x000003a6, 0x00000389,
    0x000500b0, 0x000000b6, 0x0000038e, 0x000008fb,
    0x00000027, 0x000400f6, 0x0000038a, 0x00000389,
    0x00000000, 0x000400fa, 0x0000038e, 0x00000389,
    0x0000038a, 0x000200f8, 0x00000389, 0x00050084,
    0x00000006, 0x00000394, 0x000008e8, 0x00000027,
    0x00050080, 0x00000006, 0x00000396, 0x00000394,
    0x000008fb, 0x00050041, 0x0000001f, 0x00000398,
    0x0000037f, 0x000008fb, 0x0004003d, 0x00000012,
    0x00000399, 0x00000398, 0x00060041, 0x0000039a,
    0x0000039b, 0x00000392, 0x00000035, 0x00000396,
    0x0003003e, 0x0000039b, 0x00000399, 0x0004003d,
    0x00000012, 0x0000039e, 0x00000398, 0x0004003d,
    0x00000012, 0x000003a1, 0x00000398, 0x0008000c,
    0x00000012, 0x000003a4, 0x00000001, 0x00000032,
    0x0000039e, 0x000003a1, 0x0000090b, 0x00050080,
    0x00000006, 0x000003a6, 0x000008fb, 0x00000037,
    0x000200f9, 0x00000388, 0x000200f8, 0x0000038a,
    0x000200f9, 0x00000378, 0x000200f8, 0x00000378,
    0x00050051, 0x00000006, 0x000003a9, 0x000003a8,
    0x00000000, 0x00050080, 0x00000006, 0x000003ab,
    0x000008e8, 0x000003a9, 0x000200f9, 0x00000375,
    0x000200f8, 0x00000377, 0x0006015e, 0x00000012,
    0x000003ad, 0x000002f8, 0x00000000, 0x000008e9,
    0x0004003d, 0x00000006, 0x000003af, 0x000003ae,
    0x000500aa, 0x000000b6, 0x000003b0, 0x000003af,
    0x00000063, 0x000300f7, 0x000003b2, 0x00000000,
    0x000400fa, 0x000003b0, 0x000003b1, 0x000003b2,
    0x000200f8, 0x000003b1, 0x00050086, 0x00000006,
    0x000003bb, 0x00000374, 0x000003b4, 0x00050041,
    0x000003bd, 0x000003be, 0x000003b8, 0x000003bb,
    0x0003003e, 0x000003be, 0x000003ad, 0x000200f9,
    0x000003b2, 0x000200f8, 0x000003b2, 0x000400e0,
    0x00000086, 0x00000086, 0x000003bf, 0x000500aa,
    0x000000b6, 0x000003c2, 0x00000374, 0x00000063,
    0x000300f7, 0x000003c4, 0x00000000, 0x000400fa,
    0x000003c2, 0x000003c3, 0x000003c4, 0x000200f8,
    0x000003c3, 0x000200f9, 0x000003c7, 0x000200f8,
    0x000003c7, 0x000700f5, 0x00000012, 0x000008eb,
    0x0000036d, 0x000003c3, 0x000003d4, 0x000003c8,
    0x000700f5, 0x00000006, 0x000008ea, 0x00000063,
    0x000003c3, 0x000003d6, 0x000003c8, 0x000500b0,
    0x000000b6, 0x000003cf, 0x000008ea, 0x000003ce,
    0x000400f6, 0x000003c9, 0x000003c8, 0x00000000,
    0x000400fa, 0x000003cf, 0x000003c8, 0x000003c9,
    0x000200f8, 0x000003c8, 0x00050041, 0x000003bd,
    0x000003d1, 0x000003b8, 0x000008ea, 0x0004003d,
    0x00000012, 0x000003d2, 0x000003d1, 0x00050081,
    0x00000012, 0x000003d4, 0x000008eb, 0x000003d2,
    0x00050080, 0x00000006, 0x000003d6, 0x000008ea,
    0x00000037, 0x000200f9, 0x000003c7, 0x000200f8,
    0x000003c9, 0x00060041, 0x0000039a, 0x000003da,
    0x00000392, 0x00000035, 0x00000369, 0x0003003e,
    0x000003da, 0x000008eb, 0x000200f9, 0x000003c4,
    0x000200f8, 0x000003c4, 0x000100fd, 0x00010038,
};
/* shaders/matvec.comp sha256:03b9c5e502b8b5840b2ddda051dddadc1bf32573d3f04313cd82db6f0334f6b5
   glslangValidator -V --target-env vulkan1.2 -Os shaders/matvec.comp (11:12.0.0) */
static const uint32_t vki__spv_matvec[11950] = {
    0x07230203, 0x00010500, 0x0008000b, 0x000019d8,
    0x00000000, 0x00020011, 0x00000001, 0x00020011,
    0x0000003d, 0x00020011, 0x0000003f, 0x00020011,
    0x00001151, 0x0006000b, 0x00000001, 0x4c534c47,
    0x6474732e, 0x3035342e, 0x00000000, 0x0003000e,
    0x00000000, 0x00000001, 0x0019000f, 0x00000005,
    0x00000004, 0x6e69616d, 0x00000000, 0x00000081,
    0x000000dc, 0x00000112, 0x00000121, 0x0000013e,
    0x00000153, 0x00000173, 0x0000018e, 0x000001ba,
    0x000001ce, 0x000001fc, 0x00000275, 0x000002fb,
    0x00000308, 0x00000382, 0x000006fb, 0x0000077f,
    0x000007fe, 0x000009c5, 0x000009c8, 0x00060010,
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
    0x00040005, 0x00000081, 0x5f766e69, 0x00736d72,
    0x00030005, 0x000000da, 0x00000050, 0x00050006,
    0x000000da, 0x00000000, 0x6c6f636e, 0x00000073,
    0x00050006, 0x000000da, 0x00000001, 0x776f726e,
    0x00000073, 0x00050006, 0x000000da, 0x00000002,
    0x67616c66, 0x00000073, 0x00040006, 0x000000da,
    0x00000003, 0x00737065, 0x00050006, 0x000000da,
    0x00000004, 0x7261706e, 0x00000074, 0x00030005,
    0x000000dc, 0x00006370, 0x00080005, 0x00000112,
    0x535f6c67, 0x72676275, 0x4970756f, 0x636f766e,
    0x6f697461, 0x0044496e, 0x00030005, 0x0000011f,
    0x00006658, 0x00040006, 0x0000011f, 0x00000000,
    0x00006678, 0x00030005, 0x00000121, 0x00000000,
    0x00030005, 0x0000012b, 0x00004753, 0x00030005,
    0x0000013c, 0x00623458, 0x00040006, 0x0000013c,
    0x00000000, 0x00003478, 0x00030005, 0x0000013e,
    0x00000000, 0x00030005, 0x00000151, 0x00623441,
    0x00050006, 0x00000151, 0x00000000, 0x34787561,
    0x00000000, 0x00030005, 0x00000153, 0x00000000,
    0x00030005, 0x0000016f, 0x00000052, 0x00080005,
    0x00000173, 0x4c5f6c67, 0x6c61636f, 0x6f766e49,
    0x69746163, 0x44496e6f, 0x00000000, 0x00040005,
    0x00000177, 0x54554f51, 0x00000000, 0x00030005,
    0x0000018c, 0x0000624e, 0x00040006, 0x0000018c,
    0x00000000, 0x00776e71, 0x00030005, 0x0000018e,
    0x00000000, 0x00030005, 0x000001b8, 0x00006242,
    0x00050006, 0x000001b8, 0x00000000, 0x73616962,
    0x00000000, 0x00030005, 0x000001ba, 0x00000000,
    0x00030005, 0x000001cc, 0x00006259, 0x00040006,
    0x000001cc, 0x00000000, 0x00000079, 0x00030005,
    0x000001ce, 0x00000000, 0x00030005, 0x000001ea,
    0x0000534b, 0x00040005, 0x000001fc, 0x74726170,
    0x00000000, 0x00040005, 0x00000275, 0x776f7279,
    0x00000000, 0x00030005, 0x000002f9, 0x0000624f,
    0x00040006, 0x000002f9, 0x00000000, 0x00346f78,
    0x00030005, 0x000002fb, 0x00000000, 0x00030005,
    0x00000306, 0x0000644f, 0x00040006, 0x00000306,
    0x00000000, 0x00646f78, 0x00030005, 0x00000308,
    0x00000000, 0x00030005, 0x00000380, 0x00006257,
    0x00040006, 0x00000380, 0x00000000, 0x00000057,
    0x00030005, 0x00000382, 0x00000000, 0x00040005,
    0x000003bb, 0x50595457, 0x00000045, 0x00030005,
    0x000006fb, 0x00307469, 0x00030005, 0x0000077f,
    0x00737469, 0x00030005, 0x000007fc, 0x00623457,
    0x00040006, 0x000007fc, 0x00000000, 0x00003457,
    0x00030005, 0x000007fe, 0x00000000, 0x00060005,
    0x000009c5, 0x575f6c67, 0x476b726f, 0x70756f72,
    0x00004449, 0x00070005, 0x000009c8, 0x4e5f6c67,
    0x6f576d75, 0x72476b72, 0x7370756f, 0x00000000,
    0x00030005, 0x000009f3, 0x00636361, 0x00040005,
    0x00000a01, 0x61726170, 0x0000006d, 0x00040005,
    0x00000a10, 0x61726170, 0x0000006d, 0x00040005,
    0x00000a1f, 0x61726170, 0x0000006d, 0x00030005,
    0x00000a43, 0x00000076, 0x00040005, 0x00000a47,
    0x61726170, 0x0000006d, 0x00040005, 0x00000a85,
    0x61726170, 0x0000006d, 0x00050048, 0x000000da,
    0x00000000, 0x00000023, 0x00000000, 0x00050048,
    0x000000da, 0x00000001, 0x00000023, 0x00000004,
    0x00050048, 0x000000da, 0x00000002, 0x00000023,
    0x00000008, 0x00050048, 0x000000da, 0x00000003,
    0x00000023, 0x0000000c, 0x00050048, 0x000000da,
    0x00000004, 0x00000023, 0x00000010, 0x00030047,
    0x000000da, 0x00000002, 0x00030047, 0x00000112,
    0x00000000, 0x00040047, 0x00000112, 0x0000000b,
    0x00000029, 0x00040047, 0x0000011e, 0x00000006,
    0x00000004, 0x00040048, 0x0000011f, 0x00000000,
    0x00000018, 0x00050048, 0x0000011f, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000011f,
    0x00000002, 0x00040047, 0x00000121, 0x00000022,
    0x00000000, 0x00040047, 0x00000121, 0x00000021,
    0x00000007, 0x00040047, 0x0000012b, 0x00000001,
    0x00000001, 0x00040047, 0x0000013b, 0x00000006,
    0x00000010, 0x00040048, 0x0000013c, 0x00000000,
    0x00000018, 0x00050048, 0x0000013c, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000013c,
    0x00000002, 0x00040047, 0x0000013e, 0x00000022,
    0x00000000, 0x00040047, 0x0000013e, 0x00000021,
    0x00000005, 0x00040047, 0x00000150, 0x00000006,
    0x00000010, 0x00040048, 0x00000151, 0x00000000,
    0x00000018, 0x00050048, 0x00000151, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x00000151,
    0x00000002, 0x00040047, 0x00000153, 0x00000022,
    0x00000000, 0x00040047, 0x00000153, 0x00000021,
    0x00000006, 0x00040047, 0x0000016f, 0x00000001,
    0x00000003, 0x00040047, 0x00000173, 0x0000000b,
    0x0000001b, 0x00040047, 0x00000177, 0x00000001,
    0x00000007, 0x00040047, 0x0000018b, 0x00000006,
    0x00000004, 0x00040048, 0x0000018c, 0x00000000,
    0x00000018, 0x00050048, 0x0000018c, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000018c,
    0x00000002, 0x00040047, 0x0000018e, 0x00000022,
    0x00000000, 0x00040047, 0x0000018e, 0x00000021,
    0x00000008, 0x00040047, 0x000001b7, 0x00000006,
    0x00000004, 0x00040048, 0x000001b8, 0x00000000,
    0x00000018, 0x00050048, 0x000001b8, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x000001b8,
    0x00000002, 0x00040047, 0x000001ba, 0x00000022,
    0x00000000, 0x00040047, 0x000001ba, 0x00000021,
    0x00000003, 0x00040047, 0x000001cb, 0x00000006,
    0x00000004, 0x00050048, 0x000001cc, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x000001cc,
    0x00000002, 0x00040047, 0x000001ce, 0x00000022,
    0x00000000, 0x00040047, 0x000001ce, 0x00000021,
    0x00000002, 0x00040047, 0x000001ea, 0x00000001,
    0x00000004, 0x00040047, 0x000002f8, 0x00000006,
    0x00000010, 0x00040048, 0x000002f9, 0x00000000,
    0x00000019, 0x00050048, 0x000002f9, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x000002f9,
    0x00000002, 0x00040047, 0x000002fb, 0x00000022,
    0x00000000, 0x00040047, 0x000002fb, 0x00000021,
    0x0000000a, 0x00040047, 0x00000305, 0x00000006,
    0x00000008, 0x00040048, 0x00000306, 0x00000000,
    0x00000019, 0x00050048, 0x00000306, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x00000306,
    0x00000002, 0x00040047, 0x00000308, 0x00000022,
    0x00000000, 0x00040047, 0x00000308, 0x00000021,
    0x0000000a, 0x00040047, 0x0000031f, 0x00000001,
    0x00000000, 0x00040047, 0x00000320, 0x0000000b,
    0x00000019, 0x00040047, 0x0000037f, 0x00000006,
    0x00000002, 0x00040048, 0x00000380, 0x00000000,
    0x00000018, 0x00050048, 0x00000380, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x00000380,
    0x00000002, 0x00040047, 0x00000382, 0x00000022,
    0x00000000, 0x00040047, 0x00000382, 0x00000021,
    0x00000000, 0x00040047, 0x000003bb, 0x00000001,
    0x00000002, 0x00040047, 0x000007fb, 0x00000006,
    0x00000010, 0x00040048, 0x000007fc, 0x00000000,
    0x00000018, 0x00050048, 0x000007fc, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x000007fc,
    0x00000002, 0x00040047, 0x000007fe, 0x00000022,
    0x00000000, 0x00040047, 0x000007fe, 0x00000021,
    0x00000004, 0x00040047, 0x000009c5, 0x0000000b,
    0x0000001a, 0x00040047, 0x000009c8, 0x0000000b,
    0x00000018, 0x00030047, 0x000009ee, 0x00000000,
    0x00030047, 0x00000aab, 0x00000000, 0x00020013,
    0x00000002, 0x00030021, 0x00000003, 0x00000002,
    0x00030016, 0x00000006, 0x00000020, 0x00040015,
    0x00000007, 0x00000020, 0x00000000, 0x0004002b,
    0x00000007, 0x00000008, 0x00000010, 0x0004001c,
    0x00000009, 0x00000006, 0x00000008, 0x00040020,
    0x0000000a, 0x00000007, 0x00000009, 0x00040017,
    0x0000000b, 0x00000006, 0x00000002, 0x00040017,
    0x0000000d, 0x00000007, 0x00000004, 0x00040020,
    0x00000013, 0x00000007, 0x00000007, 0x00040017,
    0x0000001c, 0x00000006, 0x00000004, 0x0004002b,
    0x00000007, 0x00000021, 0x00000004, 0x0004001c,
    0x00000022, 0x00000006, 0x00000021, 0x00040020,
    0x00000023, 0x00000007, 0x00000022, 0x00040015,
    0x0000003c, 0x00000020, 0x00000001, 0x00040020,
    0x00000044, 0x00000007, 0x00000006, 0x00040020,
    0x0000004c, 0x00000007, 0x0000000d, 0x0004002b,
    0x00000007, 0x00000059, 0x00000020, 0x0004001c,
    0x0000005a, 0x00000006, 0x00000059, 0x00040020,
    0x0000005b, 0x00000007, 0x0000005a, 0x00040020,
    0x00000066, 0x00000007, 0x0000001c, 0x00040020,
    0x00000080, 0x00000006, 0x00000006, 0x0004003b,
    0x00000080, 0x00000081, 0x00000006, 0x0004002b,
    0x00000006, 0x00000082, 0x3f800000, 0x0004002b,
    0x00000006, 0x00000084, 0x00000000, 0x0004002b,
    0x00000007, 0x00000086, 0x00000000, 0x00020014,
    0x0000008d, 0x0004002b, 0x0000003c, 0x00000096,
    0x00000001, 0x0004002b, 0x00000006, 0x0000009e,
    0x42fe0000, 0x0007002c, 0x0000000d, 0x000000a7,
    0x00000086, 0x00000086, 0x00000086, 0x00000086,
    0x0004002b, 0x0000003c, 0x000000aa, 0x00000000,
    0x0004002b, 0x0000003c, 0x000000bc, 0x00000002,
    0x0004002b, 0x00000007, 0x000000c0, 0x000000ff,
    0x0004002b, 0x00000007, 0x000000c2, 0x00000008,
    0x0004002b, 0x00000007, 0x000000c4, 0x00000003,
    0x0007001e, 0x000000da, 0x00000007, 0x00000007,
    0x00000007, 0x00000006, 0x00000007, 0x00040020,
    0x000000db, 0x00000009, 0x000000da, 0x0004003b,
    0x000000db, 0x000000dc, 0x00000009, 0x00040020,
    0x000000dd, 0x00000009, 0x00000007, 0x0004002b,
    0x00000007, 0x000000e0, 0x00000080, 0x0004002b,
    0x00000007, 0x000000ed, 0x00000002, 0x00040020,
    0x00000111, 0x00000001, 0x00000007, 0x0004003b,
    0x00000111, 0x00000112, 0x00000001, 0x0004002b,
    0x0000003c, 0x0000011a, 0x00000004, 0x0003001d,
    0x0000011e, 0x00000006, 0x0003001e, 0x0000011f,
    0x0000011e, 0x00040020, 0x00000120, 0x0000000c,
    0x0000011f, 0x0004003b, 0x00000120, 0x00000121,
    0x0000000c, 0x00040020, 0x00000126, 0x0000000c,
    0x00000006, 0x00040032, 0x00000007, 0x0000012b,
    0x00000020, 0x0004002b, 0x0000003c, 0x00000134,
    0x00000003, 0x00040020, 0x00000135, 0x00000009,
    0x00000006, 0x0003001d, 0x0000013b, 0x0000001c,
    0x0003001e, 0x0000013c, 0x0000013b, 0x00040020,
    0x0000013d, 0x0000000c, 0x0000013c, 0x0004003b,
    0x0000013d, 0x0000013e, 0x0000000c, 0x00040020,
    0x00000140, 0x0000000c, 0x0000001c, 0x0003001d,
    0x00000150, 0x0000001c, 0x0003001e, 0x00000151,
    0x00000150, 0x00040020, 0x00000152, 0x0000000c,
    0x00000151, 0x0004003b, 0x00000152, 0x00000153,
    0x0000000c, 0x00040032, 0x00000007, 0x0000016f,
    0x00000001, 0x00040017, 0x00000171, 0x00000007,
    0x00000003, 0x00040020, 0x00000172, 0x00000001,
    0x00000171, 0x0004003b, 0x00000172, 0x00000173,
    0x00000001, 0x00040032, 0x00000007, 0x00000177,
    0x00000000, 0x0004002b, 0x00000007, 0x00000178,
    0x00000001, 0x00060034, 0x0000008d, 0x00000179,
    0x000000aa, 0x00000177, 0x00000178, 0x0003001d,
    0x0000018b, 0x00000006, 0x0003001e, 0x0000018c,
    0x0000018b, 0x00040020, 0x0000018d, 0x0000000c,
    0x0000018c, 0x0004003b, 0x0000018d, 0x0000018e,
    0x0000000c, 0x0007002c, 0x00000022, 0x0000019c,
    0x00000084, 0x00000084, 0x00000084, 0x00000084,
    0x00060034, 0x0000008d, 0x0000019d, 0x000000aa,
    0x00000177, 0x00000178, 0x0003001d, 0x000001b7,
    0x00000006, 0x0003001e, 0x000001b8, 0x000001b7,
    0x00040020, 0x000001b9, 0x0000000c, 0x000001b8,
    0x0004003b, 0x000001b9, 0x000001ba, 0x0000000c,
    0x0003001d, 0x000001cb, 0x00000006, 0x0003001e,
    0x000001cc, 0x000001cb, 0x00040020, 0x000001cd,
    0x0000000c, 0x000001cc, 0x0004003b, 0x000001cd,
    0x000001ce, 0x0000000c, 0x00040032, 0x00000007,
    0x000001ea, 0x00000001, 0x00060034, 0x0000008d,
    0x000001eb, 0x000000ac, 0x000001ea, 0x00000178,
    0x0004001c, 0x000001fa, 0x00000006, 0x000000e0,
    0x00040020, 0x000001fb, 0x00000004, 0x000001fa,
    0x0004003b, 0x000001fb, 0x000001fc, 0x00000004,
    0x00040020, 0x00000204, 0x00000004, 0x00000006,
    0x0004002b, 0x00000007, 0x00000208, 0x00000108,
    0x0004002b, 0x00000007, 0x00000230, 0x00000030,
    0x00060034, 0x0000008d, 0x00000233, 0x000000ab,
    0x00000177, 0x00000086, 0x00060034, 0x0000008d,
    0x0000024a, 0x000000aa, 0x00000177, 0x00000178,
    0x0004003b, 0x000001fb, 0x00000275, 0x00000004,
    0x00060034, 0x0000008d, 0x0000029d, 0x000000aa,
    0x00000177, 0x00000178, 0x00060034, 0x0000008d,
    0x0000029f, 0x000000aa, 0x00000177, 0x000000ed,
    0x0003001d, 0x000002f8, 0x0000000d, 0x0003001e,
    0x000002f9, 0x000002f8, 0x00040020, 0x000002fa,
    0x0000000c, 0x000002f9, 0x0004003b, 0x000002fa,
    0x000002fb, 0x0000000c, 0x00040020, 0x00000303,
    0x0000000c, 0x0000000d, 0x0003001d, 0x00000305,
    0x0000000b, 0x0003001e, 0x00000306, 0x00000305,
    0x00040020, 0x00000307, 0x0000000c, 0x00000306,
    0x0004003b, 0x00000307, 0x00000308, 0x0000000c,
    0x00040020, 0x00000318, 0x0000000c, 0x0000000b,
    0x00060034, 0x0000008d, 0x0000031b, 0x000000aa,
    0x00000177, 0x00000178, 0x00040032, 0x00000007,
    0x0000031f, 0x00000001, 0x00060033, 0x00000171,
    0x00000320, 0x0000031f, 0x00000178, 0x00000178,
    0x00060034, 0x00000007, 0x00000321, 0x00000051,
    0x00000320, 0x00000000, 0x00060034, 0x00000007,
    0x00000322, 0x00000082, 0x00000321, 0x0000012b,
    0x00040015, 0x0000037e, 0x00000010, 0x00000000,
    0x0003001d, 0x0000037f, 0x0000037e, 0x0003001e,
    0x00000380, 0x0000037f, 0x00040020, 0x00000381,
    0x0000000c, 0x00000380, 0x0004003b, 0x00000381,
    0x00000382, 0x0000000c, 0x00040020, 0x00000385,
    0x0000000c, 0x0000037e, 0x0004002b, 0x0000003c,
    0x000003a2, 0x00000010, 0x00040032, 0x00000007,
    0x000003bb, 0x00000008, 0x0004002b, 0x00000007,
    0x000003cf, 0x00000012, 0x0004002b, 0x00000007,
    0x000003d4, 0x00000014, 0x0004002b, 0x00000007,
    0x000003d9, 0x00000016, 0x0004002b, 0x00000007,
    0x000003de, 0x00000018, 0x0004002b, 0x00000007,
    0x000003e3, 0x00000022, 0x0004002b, 0x00000007,
    0x000003e7, 0x00000100, 0x0004002b, 0x00000007,
    0x000003e9, 0x00000090, 0x0004002b, 0x00000007,
    0x000003ee, 0x000000b0, 0x0004002b, 0x00000007,
    0x000003f3, 0x000000d2, 0x0004002b, 0x00000007,
    0x00000402, 0x0000003f, 0x0004002b, 0x00000007,
    0x00000414, 0x0000000f, 0x0004002b, 0x0000003c,
    0x0000041c, 0x00000006, 0x0004002b, 0x00000006,
    0x000004ee, 0x41000000, 0x0004002b, 0x00000007,
    0x0000054f, 0x00000006, 0x0004002b, 0x00000006,
    0x00000560, 0x41800000, 0x0004002b, 0x00000007,
    0x000005e3, 0x00000007, 0x0004002b, 0x00000007,
    0x00000689, 0x00000040, 0x0004002b, 0x00000007,
    0x0000069f, 0x000000d0, 0x0004002b, 0x00000007,
    0x000006ad, 0x000000c0, 0x0004002b, 0x00000006,
    0x000006d4, 0x42000000, 0x0004002b, 0x00000007,
    0x000006dd, 0x4b000000, 0x0004002b, 0x00000006,
    0x000006f2, 0x4b000000, 0x00040020, 0x000006fa,
    0x00000006, 0x00000007, 0x0004003b, 0x000006fa,
    0x000006fb, 0x00000006, 0x0004001c, 0x00000714,
    0x0000001c, 0x00000021, 0x00040020, 0x00000715,
    0x00000007, 0x00000714, 0x0004002b, 0x00000007,
    0x0000075e, 0x80808080, 0x0007002c, 0x0000000d,
    0x00000762, 0x00000086, 0x000000c2, 0x00000008,
    0x000003de, 0x0004002b, 0x00000006, 0x00000768,
    0x4b000080, 0x0004003b, 0x000006fa, 0x0000077f,
    0x00000006, 0x0003001d, 0x000007fb, 0x0000000d,
    0x0003001e, 0x000007fc, 0x000007fb, 0x00040020,
    0x000007fd, 0x0000000c, 0x000007fc, 0x0004003b,
    0x000007fd, 0x000007fe, 0x0000000c, 0x0004001c,
    0x00000896, 0x0000001c, 0x000000c2, 0x00040020,
    0x00000897, 0x00000007, 0x00000896, 0x0004001c,
    0x000008cc, 0x00000007, 0x00000021, 0x00040020,
    0x000008cd, 0x00000007, 0x000008cc, 0x0004002b,
    0x00000006, 0x00000980, 0x4b000020, 0x00060034,
    0x00000007, 0x000009c1, 0x00000051, 0x00000320,
    0x00000000, 0x00060034, 0x00000007, 0x000009c2,
    0x00000086, 0x000009c1, 0x0000012b, 0x00060034,
    0x00000007, 0x000009c3, 0x00000086, 0x000009c2,
    0x000001ea, 0x0004003b, 0x00000172, 0x000009c5,
    0x00000001, 0x0004003b, 0x00000172, 0x000009c8,
    0x00000001, 0x00060034, 0x00000007, 0x000009f2,
    0x00000084, 0x0000012b, 0x000001ea, 0x00060034,
    0x0000008d, 0x000009f8, 0x000000aa, 0x000003bb,
    0x000000c2, 0x0004002b, 0x00000007, 0x00000a06,
    0x0000000c, 0x00060034, 0x0000008d, 0x00000a07,
    0x000000aa, 0x000003bb, 0x00000a06, 0x0004002b,
    0x00000007, 0x00000a15, 0x0000000e, 0x00060034,
    0x0000008d, 0x00000a16, 0x000000aa, 0x000003bb,
    0x00000a15, 0x0003002a, 0x0000008d, 0x00000a94,
    0x00030029, 0x0000008d, 0x00000a96, 0x0007002c,
    0x0000001c, 0x00001887, 0x00000082, 0x00000082,
    0x00000082, 0x00000082, 0x0007002c, 0x0000000d,
    0x00001888, 0x000006dd, 0x000006dd, 0x000006dd,
    0x000006dd, 0x0007002c, 0x0000001c, 0x00001889,
    0x00000980, 0x00000980, 0x00000980, 0x00000980,
    0x0004002b, 0x00000007, 0x0000188a, 0x00000005,
    0x0004002b, 0x00000007, 0x0000188b, 0xfffffffd,
    0x0007002c, 0x0000000d, 0x0000188d, 0x00000414,
    0x00000414, 0x00000414, 0x00000414, 0x0007002c,
    0x0000001c, 0x0000188e, 0x000006f2, 0x000006f2,
    0x000006f2, 0x000006f2, 0x0004002b, 0x00000007,
    0x0000188f, 0x0000001c, 0x0007002c, 0x0000000d,
    0x00001890, 0x00000021, 0x00000a06, 0x000003d4,
    0x0000188f, 0x0004002b, 0x00000006, 0x00001891,
    0x3c010204, 0x0007002c, 0x0000000d, 0x00001892,
    0x000000c0, 0x000000c0, 0x000000c0, 0x000000c0,
    0x0007002c, 0x0000001c, 0x00001893, 0x00000768,
    0x00000768, 0x00000768, 0x00000768, 0x00030001,
    0x00000007, 0x0000189f, 0x00050036, 0x00000002,
    0x00000004, 0x00000000, 0x00000003, 0x000200f8,
    0x00000005, 0x0004003b, 0x0000004c, 0x0000181e,
    0x00000007, 0x0004003b, 0x00000023, 0x0000163b,
    0x00000007, 0x0004003b, 0x0000000a, 0x00001650,
    0x00000007, 0x0004003b, 0x0000000a, 0x00001654,
    0x00000007, 0x0004003b, 0x00000897, 0x00000f65,
    0x00000007, 0x0004003b, 0x000008cd, 0x00000f6b,
    0x00000007, 0x0004003b, 0x000008cd, 0x00000f6d,
    0x00000007, 0x0004003b, 0x000008cd, 0x00000f6f,
    0x00000007, 0x0004003b, 0x0000004c, 0x00000f7a,
    0x00000007, 0x0004003b, 0x0000004c, 0x00000f7b,
    0x00000007, 0x0004003b, 0x00000715, 0x00000c6f,
    0x00000007, 0x0004003b, 0x00000715, 0x00000c71,
    0x00000007, 0x0004003b, 0x0000004c, 0x00000c83,
    0x00000007, 0x0004003b, 0x00000715, 0x00000b2b,
    0x00000007, 0x0004003b, 0x00000023, 0x000009f3,
    0x00000007, 0x0004003b, 0x00000023, 0x00000a01,
    0x00000007, 0x0004003b, 0x00000023, 0x00000a10,
    0x00000007, 0x0004003b, 0x00000023, 0x00000a1f,
    0x00000007, 0x0004003b, 0x0000005b, 0x00000a43,
    0x00000007, 0x0004003b, 0x0000005b, 0x00000a47,
    0x00000007, 0x0004003b, 0x00000023, 0x00000a85,
    0x00000007, 0x0003003e, 0x00000081, 0x00000082,
    0x00050041, 0x000000dd, 0x00000aa6, 0x000000dc,
    0x000000bc, 0x0004003d, 0x00000007, 0x00000aa7,
    0x00000aa6, 0x000500c7, 0x00000007, 0x00000aa8,
    0x00000aa7, 0x000000c2, 0x000500ab, 0x0000008d,
    0x00000aa9, 0x00000aa8, 0x00000086, 0x000300f7,
    0x00000ac9, 0x00000000, 0x000400fa, 0x00000aa9,
    0x00000aaa, 0x00000ac9, 0x000200f8, 0x00000aaa,
    0x0004003d, 0x00000007, 0x00000aab, 0x00000112,
    0x000200f9, 0x00000aac, 0x000200f8, 0x00000aac,
    0x000700f5, 0x00000006, 0x00001895, 0x00000084,
    0x00000aaa, 0x00000aba, 0x00000ab2, 0x000700f5,
    0x00000007, 0x00001894, 0x00000aab, 0x00000aaa,
    0x00000abd, 0x00000ab2, 0x00050041, 0x000000dd,
    0x00000aaf, 0x000000dc, 0x0000011a, 0x0004003d,
    0x00000007, 0x00000ab0, 0x00000aaf, 0x000500b0,
    0x0000008d, 0x00000ab1, 0x00001894, 0x00000ab0,
    0x000400f6, 0x00000abe, 0x00000ab2, 0x00000000,
    0x000400fa, 0x00000ab1, 0x00000ab2, 0x00000abe,
    0x000200f8, 0x00000ab2, 0x00050041, 0x000000dd,
    0x00000ab3, 0x000000dc, 0x000000aa, 0x0004003d,
    0x00000007, 0x00000ab4, 0x00000ab3, 0x00050080,
    0x00000007, 0x00000ab6, 0x00000ab4, 0x00001894,
    0x00060041, 0x00000126, 0x00000ab7, 0x00000121,
    0x000000aa, 0x00000ab6, 0x0004003d, 0x00000006,
    0x00000ab8, 0x00000ab7, 0x00050081, 0x00000006,
    0x00000aba, 0x00001895, 0x00000ab8, 0x00050080,
    0x00000007, 0x00000abd, 0x00001894, 0x0000012b,
    0x000200f9, 0x00000aac, 0x000200f8, 0x00000abe,
    0x0006015e, 0x00000006, 0x00000ac0, 0x000000c4,
    0x00000000, 0x00001895, 0x00050041, 0x000000dd,
    0x00000ac1, 0x000000dc, 0x000000aa, 0x0004003d,
    0x00000007, 0x00000ac2, 0x00000ac1, 0x00040070,
    0x00000006, 0x00000ac3, 0x00000ac2, 0x00050088,
    0x00000006, 0x00000ac4, 0x00000ac0, 0x00000ac3,
    0x00050041, 0x00000135, 0x00000ac5, 0x000000dc,
    0x00000134, 0x0004003d, 0x00000006, 0x00000ac6,
    0x00000ac5, 0x00050081, 0x00000006, 0x00000ac7,
    0x00000ac4, 0x00000ac6, 0x0006000c, 0x00000006,
    0x00000ac8, 0x00000001, 0x00000020, 0x00000ac7,
    0x0003003e, 0x00000081, 0x00000ac8, 0x000200f9,
    0x00000ac9, 0x000200f8, 0x00000ac9, 0x00050041,
    0x00000111, 0x000009ba, 0x00000173, 0x00000086,
    0x0004003d, 0x00000007, 0x000009bb, 0x000009ba,
    0x00050086, 0x00000007, 0x000009bc, 0x000009bb,
    0x0000012b, 0x00050089, 0x00000007, 0x000009bf,
    0x000009bc, 0x000001ea, 0x00050041, 0x00000111,
    0x000009c6, 0x000009c5, 0x00000178, 0x0004003d,
    0x00000007, 0x000009c7, 0x000009c6, 0x00050041,
    0x00000111, 0x000009c9, 0x000009c8, 0x00000086,
    0x0004003d, 0x00000007, 0x000009ca, 0x000009c9,
    0x00050084, 0x00000007, 0x000009cb, 0x000009c7,
    0x000009ca, 0x00050041, 0x00000111, 0x000009cc,
    0x000009c5, 0x00000086, 0x0004003d, 0x00000007,
    0x000009cd, 0x000009cc, 0x00050080, 0x00000007,
    0x000009ce, 0x000009cb, 0x000009cd, 0x00050084,
    0x00000007, 0x000009d1, 0x000009c3, 0x0000016f,
    0x00050086, 0x00000007, 0x000009d3, 0x000009bc,
    0x000001ea, 0x00050084, 0x00000007, 0x000009d4,
    0x000009d3, 0x0000016f, 0x000300f7, 0x00000af5,
    0x00000000, 0x000300fb, 0x00000086, 0x00000ad1,
    0x000200f8, 0x00000ad1, 0x000500c7, 0x00000007,
    0x00000ad4, 0x00000aa7, 0x000000e0, 0x000500aa,
    0x0000008d, 0x00000ad5, 0x00000ad4, 0x00000086,
    0x000300f7, 0x00000adc, 0x00000000, 0x000400fa,
    0x00000ad5, 0x00000ad6, 0x00000adc, 0x000200f8,
    0x00000ad6, 0x00050084, 0x00000007, 0x00000ad9,
    0x000009ce, 0x000009d1, 0x00050080, 0x00000007,
    0x00000adb, 0x00000ad9, 0x000009d4, 0x000200f9,
    0x00000af5, 0x000200f8, 0x00000adc, 0x00050086,
    0x00000007, 0x00000ade, 0x000009d1, 0x000000ed,
    0x00050084, 0x00000007, 0x00000ae1, 0x000009ce,
    0x00000ade, 0x000500b0, 0x0000008d, 0x00000ae4,
    0x000009d4, 0x00000ade, 0x000300f7, 0x00000af3,
    0x00000000, 0x000400fa, 0x00000ae4, 0x00000ae5,
    0x00000ae9, 0x000200f8, 0x00000ae5, 0x00050080,
    0x00000007, 0x00000ae8, 0x00000ae1, 0x000009d4,
    0x000200f9, 0x00000af3, 0x000200f8, 0x00000ae9,
    0x00050041, 0x000000dd, 0x00000aea, 0x000000dc,
    0x00000096, 0x0004003d, 0x00000007, 0x00000aeb,
    0x00000aea, 0x00050086, 0x00000007, 0x00000aec,
    0x00000aeb, 0x000000ed, 0x00050080, 0x00000007,
    0x00000aee, 0x00000aec, 0x00000ae1, 0x00050080,
    0x00000007, 0x00000af0, 0x00000aee, 0x000009d4,
    0x00050082, 0x00000007, 0x00000af2, 0x00000af0,
    0x00000ade, 0x000200f9, 0x00000af3, 0x000200f8,
    0x00000af3, 0x000700f5, 0x00000007, 0x00001896,
    0x00000ae8, 0x00000ae5, 0x00000af2, 0x00000ae9,
    0x000200f9, 0x00000af5, 0x000200f8, 0x00000af5,
    0x000700f5, 0x00000007, 0x00001897, 0x00000adb,
    0x00000ad6, 0x00001896, 0x00000af3, 0x00050041,
    0x000000dd, 0x000009dc, 0x000000dc, 0x00000096,
    0x0004003d, 0x00000007, 0x000009dd, 0x000009dc,
    0x000500b0, 0x0000008d, 0x000009de, 0x00001897,
    0x000009dd, 0x000300f7, 0x000009e1, 0x00000000,
    0x000400fa, 0x000009de, 0x000009e0, 0x000009e7,
    0x000200f8, 0x000009e0, 0x00050082, 0x00000007,
    0x000009e5, 0x000009dd, 0x00001897, 0x0007000c,
    0x00000007, 0x000009e6, 0x00000001, 0x00000026,
    0x0000016f, 0x000009e5, 0x000200f9, 0x000009e1,
    0x000200f8, 0x000009e7, 0x000200f9, 0x000009e1,
    0x000200f8, 0x000009e1, 0x000700f5, 0x00000007,
    0x00001898, 0x000009e6, 0x000009e0, 0x00000086,
    0x000009e7, 0x00050041, 0x000000dd, 0x000009eb,
    0x000000dc, 0x000000aa, 0x0004003d, 0x00000007,
    0x000009ec, 0x000009eb, 0x000300f7, 0x00000b25,
    0x00000000, 0x000300fb, 0x00000086, 0x00000afb,
    0x000200f8, 0x00000afb, 0x000300f7, 0x00000b22,
    0x00000000, 0x001900fb, 0x000003bb, 0x00000b22,
    0x00000000, 0x00000afc, 0x00000001, 0x00000aff,
    0x0000001e, 0x00000aff, 0x00000002, 0x00000b02,
    0x00000003, 0x00000b06, 0x00000006, 0x00000b0a,
    0x00000007, 0x00000b0e, 0x00000008, 0x00000b12,
    0x0000000c, 0x00000b16, 0x0000000d, 0x00000b1a,
    0x0000000e, 0x00000b1e, 0x000200f8, 0x00000afc,
    0x00050084, 0x00000007, 0x00000afe, 0x000009ec,
    0x00000021, 0x000200f9, 0x00000b22, 0x000200f8,
    0x00000aff, 0x00050084, 0x00000007, 0x00000b01,
    0x000009ec, 0x000000ed, 0x000200f9, 0x00000b22,
    0x000200f8, 0x00000b02, 0x00050086, 0x00000007,
    0x00000b04, 0x000009ec, 0x00000059, 0x00050084,
    0x00000007, 0x00000b05, 0x00000b04, 0x000003cf,
    0x000200f9, 0x00000b22, 0x000200f8, 0x00000b06,
    0x00050086, 0x00000007, 0x00000b08, 0x000009ec,
    0x00000059, 0x00050084, 0x00000007, 0x00000b09,
    0x00000b08, 0x000003d4, 0x000200f9, 0x00000b22,
    0x000200f8, 0x00000b0a, 0x00050086, 0x00000007,
    0x00000b0c, 0x000009ec, 0x00000059, 0x00050084,
    0x00000007, 0x00000b0d, 0x00000b0c, 0x000003d9,
    0x000200f9, 0x00000b22, 0x000200f8, 0x00000b0e,
    0x00050086, 0x00000007, 0x00000b10, 0x000009ec,
    0x00000059, 0x00050084, 0x00000007, 0x00000b11,
    0x00000b10, 0x000003de, 0x000200f9, 0x00000b22,
    0x000200f8, 0x00000b12, 0x00050086, 0x00000007,
    0x00000b14, 0x000009ec, 0x00000059, 0x00050084,
    0x00000007, 0x00000b15, 0x00000b14, 0x000003e3,
    0x000200f9, 0x00000b22, 0x000200f8, 0x00000b16,
    0x00050086, 0x00000007, 0x00000b18, 0x000009ec,
    0x000003e7, 0x00050084, 0x00000007, 0x00000b19,
    0x00000b18, 0x000003e9, 0x000200f9, 0x00000b22,
    0x000200f8, 0x00000b1a, 0x00050086, 0x00000007,
    0x00000b1c, 0x000009ec, 0x000003e7, 0x00050084,
    0x00000007, 0x00000b1d, 0x00000b1c, 0x000003ee,
    0x000200f9, 0x00000b22, 0x000200f8, 0x00000b1e,
    0x00050086, 0x00000007, 0x00000b20, 0x000009ec,
    0x000003e7, 0x00050084, 0x00000007, 0x00000b21,
    0x00000b20, 0x000003f3, 0x000200f9, 0x00000b22,
    0x000200f8, 0x00000b22, 0x001900f5, 0x00000007,
    0x0000189b, 0x0000189f, 0x00000afb, 0x00000afe,
    0x00000afc, 0x00000b01, 0x00000aff, 0x00000b05,
    0x00000b02, 0x00000b09, 0x00000b06, 0x00000b0d,
    0x00000b0a, 0x00000b11, 0x00000b0e, 0x00000b15,
    0x00000b12, 0x00000b19, 0x00000b16, 0x00000b1d,
    0x00000b1a, 0x00000b21, 0x00000b1e, 0x001900f5,
    0x0000008d, 0x00001899, 0x00000a94, 0x00000afb,
    0x00000a96, 0x00000afc, 0x00000a96, 0x00000aff,
    0x00000a96, 0x00000b02, 0x00000a96, 0x00000b06,
    0x00000a96, 0x00000b0a, 0x00000a96, 0x00000b0e,
    0x00000a96, 0x00000b12, 0x00000a96, 0x00000b16,
    0x00000a96, 0x00000b1a, 0x00000a96, 0x00000b1e,
    0x000300f7, 0x00000b24, 0x00000000, 0x000400fa,
    0x00001899, 0x00000b25, 0x00000b24, 0x000200f8,
    0x00000b24, 0x000200f9, 0x00000b25, 0x000200f8,
    0x00000b25, 0x000700f5, 0x00000007, 0x0000189a,
    0x0000189b, 0x00000b22, 0x00000086, 0x00000b24,
    0x0004003d, 0x00000007, 0x000009ee, 0x00000112,
    0x00050084, 0x00000007, 0x000009f0, 0x000009bf,
    0x0000012b, 0x00050080, 0x00000007, 0x000009f1,
    0x000009ee, 0x000009f0, 0x0003003e, 0x000006fb,
    0x000009f1, 0x0003003e, 0x0000077f, 0x000009f2,
    0x0003003e, 0x000009f3, 0x0000019c, 0x000500ac,
    0x0000008d, 0x000009f5, 0x00001898, 0x00000086,
    0x000300f7, 0x000009f7, 0x00000000, 0x000400fa,
    0x000009f5, 0x000009f6, 0x000009f7, 0x000200f8,
    0x000009f6, 0x000300f7, 0x000009fa, 0x00000000,
    0x000400fa, 0x000009f8, 0x000009f9, 0x00000a05,
    0x000200f8, 0x000009f9, 0x0004003d, 0x00000022,
    0x00000a02, 0x000009f3, 0x0003003e, 0x00000a01,
    0x00000a02, 0x0004003d, 0x00000007, 0x00000b39,
    0x000006fb, 0x000200f9, 0x00000b3a, 0x000200f8,
    0x00000b3a, 0x000700f5, 0x00000007, 0x00001964,
    0x00000b39, 0x000009f9, 0x00000ba8, 0x00000ba5,
    0x00050086, 0x00000007, 0x00000b3f, 0x000009ec,
    0x00000008, 0x000500b0, 0x0000008d, 0x00000b40,
    0x00001964, 0x00000b3f, 0x000400f6, 0x00000ba9,
    0x00000ba5, 0x00000000, 0x000400fa, 0x00000b40,
    0x00000b41, 0x00000ba9, 0x000200f8, 0x00000b41,
    0x000500c2, 0x00000007, 0x00000b43, 0x00001964,
    0x00000096, 0x000500c7, 0x00000007, 0x00000b45,
    0x00001964, 0x00000178, 0x00050084, 0x00000007,
    0x00000b47, 0x00000b43, 0x00000059, 0x00050084,
    0x00000007, 0x00000b49, 0x00000008, 0x00000b45,
    0x00050080, 0x00000007, 0x00000b4a, 0x00000b47,
    0x00000b49, 0x000500c2, 0x00000007, 0x00000b4b,
    0x00000b4a, 0x000000bc, 0x000300f7, 0x00000bd2,
    0x00000000, 0x000300fb, 0x00000086, 0x00000baf,
    0x000200f8, 0x00000baf, 0x00060041, 0x00000140,
    0x00000bb1, 0x0000013e, 0x000000aa, 0x00000b4b,
    0x0004003d, 0x0000001c, 0x00000bb2, 0x00000bb1,
    0x000500c7, 0x00000007, 0x00000bb5, 0x00000aa7,
    0x00000021, 0x000500ab, 0x0000008d, 0x00000bb6,
    0x00000bb5, 0x00000086, 0x000300f7, 0x00000bc3,
    0x00000000, 0x000400fa, 0x00000bb6, 0x00000bb7,
    0x00000bc3, 0x000200f8, 0x00000bb7, 0x0004007f,
    0x0000001c, 0x00000bba, 0x00000bb2, 0x0006000c,
    0x0000001c, 0x00000bbb, 0x00000001, 0x0000001b,
    0x00000bba, 0x00050081, 0x0000001c, 0x00000bbd,
    0x00001887, 0x00000bbb, 0x00050088, 0x0000001c,
    0x00000bbe, 0x00000bb2, 0x00000bbd, 0x00060041,
    0x00000140, 0x00000bc0, 0x00000153, 0x000000aa,
    0x00000b4b, 0x0004003d, 0x0000001c, 0x00000bc1,
    0x00000bc0, 0x00050085, 0x0000001c, 0x00000bc2,
    0x00000bbe, 0x00000bc1, 0x000200f9, 0x00000bd2,
    0x000200f8, 0x00000bc3, 0x000300f7, 0x00000bd0,
    0x00000000, 0x000400fa, 0x00000aa9, 0x00000bc8,
    0x00000bd0, 0x000200f8, 0x00000bc8, 0x0004003d,
    0x00000006, 0x00000bca, 0x00000081, 0x0005008e,
    0x0000001c, 0x00000bcb, 0x00000bb2, 0x00000bca,
    0x00060041, 0x00000140, 0x00000bcd, 0x00000153,
    0x000000aa, 0x00000b4b, 0x0004003d, 0x0000001c,
    0x00000bce, 0x00000bcd, 0x00050085, 0x0000001c,
    0x00000bcf, 0x00000bcb, 0x00000bce, 0x000200f9,
    0x00000bd2, 0x000200f8, 0x00000bd0, 0x000200f9,
    0x00000bd2, 0x000200f8, 0x00000bd2, 0x000900f5,
    0x0000001c, 0x0000199f, 0x00000bc2, 0x00000bb7,
    0x00000bcf, 0x00000bc8, 0x00000bb2, 0x00000bd0,
    0x00050080, 0x00000007, 0x00000b4f, 0x00000b4b,
    0x00000178, 0x000300f7, 0x00000bfc, 0x00000000,
    0x000300fb, 0x00000086, 0x00000bd9, 0x000200f8,
    0x00000bd9, 0x00060041, 0x00000140, 0x00000bdb,
    0x0000013e, 0x000000aa, 0x00000b4f, 0x0004003d,
    0x0000001c, 0x00000bdc, 0x00000bdb, 0x000300f7,
    0x00000bed, 0x00000000, 0x000400fa, 0x00000bb6,
    0x00000be1, 0x00000bed, 0x000200f8, 0x00000be1,
    0x0004007f, 0x0000001c, 0x00000be4, 0x00000bdc,
    0x0006000c, 0x0000001c, 0x00000be5, 0x00000001,
    0x0000001b, 0x00000be4, 0x00050081, 0x0000001c,
    0x00000be7, 0x00001887, 0x00000be5, 0x00050088,
    0x0000001c, 0x00000be8, 0x00000bdc, 0x00000be7,
    0x00060041, 0x00000140, 0x00000bea, 0x00000153,
    0x000000aa, 0x00000b4f, 0x0004003d, 0x0000001c,
    0x00000beb, 0x00000bea, 0x00050085, 0x0000001c,
    0x00000bec, 0x00000be8, 0x00000beb, 0x000200f9,
    0x00000bfc, 0x000200f8, 0x00000bed, 0x000300f7,
    0x00000bfa, 0x00000000, 0x000400fa, 0x00000aa9,
    0x00000bf2, 0x00000bfa, 0x000200f8, 0x00000bf2,
    0x0004003d, 0x00000006, 0x00000bf4, 0x00000081,
    0x0005008e, 0x0000001c, 0x00000bf5, 0x00000bdc,
    0x00000bf4, 0x00060041, 0x00000140, 0x00000bf7,
    0x00000153, 0x000000aa, 0x00000b4f, 0x0004003d,
    0x0000001c, 0x00000bf8, 0x00000bf7, 0x00050085,
    0x0000001c, 0x00000bf9, 0x00000bf5, 0x00000bf8,
    0x000200f9, 0x00000bfc, 0x000200f8, 0x00000bfa,
    0x000200f9, 0x00000bfc, 0x000200f8, 0x00000bfc,
    0x000900f5, 0x0000001c, 0x000019a0, 0x00000bec,
    0x00000be1, 0x00000bf9, 0x00000bf2, 0x00000bdc,
    0x00000bfa, 0x00050080, 0x00000007, 0x00000b52,
    0x00000b4b, 0x000000ed, 0x000300f7, 0x00000c26,
    0x00000000, 0x000300fb, 0x00000086, 0x00000c03,
    0x000200f8, 0x00000c03, 0x00060041, 0x00000140,
    0x00000c05, 0x0000013e, 0x000000aa, 0x00000b52,
    0x0004003d, 0x0000001c, 0x00000c06, 0x00000c05,
    0x000300f7, 0x00000c17, 0x00000000, 0x000400fa,
    0x00000bb6, 0x00000c0b, 0x00000c17, 0x000200f8,
    0x00000c0b, 0x0004007f, 0x0000001c, 0x00000c0e,
    0x00000c06, 0x0006000c, 0x0000001c, 0x00000c0f,
    0x00000001, 0x0000001b, 0x00000c0e, 0x00050081,
    0x0000001c, 0x00000c11, 0x00001887, 0x00000c0f,
    0x00050088, 0x0000001c, 0x00000c12, 0x00000c06,
    0x00000c11, 0x00060041, 0x00000140, 0x00000c14,
    0x00000153, 0x000000aa, 0x00000b52, 0x0004003d,
    0x0000001c, 0x00000c15, 0x00000c14, 0x00050085,
    0x0000001c, 0x00000c16, 0x00000c12, 0x00000c15,
    0x000200f9, 0x00000c26, 0x000200f8, 0x00000c17,
    0x000300f7, 0x00000c24, 0x00000000, 0x000400fa,
    0x00000aa9, 0x00000c1c, 0x00000c24, 0x000200f8,
    0x00000c1c, 0x0004003d, 0x00000006, 0x00000c1e,
    0x00000081, 0x0005008e, 0x0000001c, 0x00000c1f,
    0x00000c06, 0x00000c1e, 0x00060041, 0x00000140,
    0x00000c21, 0x00000153, 0x000000aa, 0x00000b52,
    0x0004003d, 0x0000001c, 0x00000c22, 0x00000c21,
    0x00050085, 0x0000001c, 0x00000c23, 0x00000c1f,
    0x00000c22, 0x000200f9, 0x00000c26, 0x000200f8,
    0x00000c24, 0x000200f9, 0x00000c26, 0x000200f8,
    0x00000c26, 0x000900f5, 0x0000001c, 0x000019a1,
    0x00000c16, 0x00000c0b, 0x00000c23, 0x00000c1c,
    0x00000c06, 0x00000c24, 0x00050080, 0x00000007,
    0x00000b55, 0x00000b4b, 0x000000c4, 0x000300f7,
    0x00000c50, 0x00000000, 0x000300fb, 0x00000086,
    0x00000c2d, 0x000200f8, 0x00000c2d, 0x00060041,
    0x00000140, 0x00000c2f, 0x0000013e, 0x000000aa,
    0x00000b55, 0x0004003d, 0x0000001c, 0x00000c30,
    0x00000c2f, 0x000300f7, 0x00000c41, 0x00000000,
    0x000400fa, 0x00000bb6, 0x00000c35, 0x00000c41,
    0x000200f8, 0x00000c35, 0x0004007f, 0x0000001c,
    0x00000c38, 0x00000c30, 0x0006000c, 0x0000001c,
    0x00000c39, 0x00000001, 0x0000001b, 0x00000c38,
    0x00050081, 0x0000001c, 0x00000c3b, 0x00001887,
    0x00000c39, 0x00050088, 0x0000001c, 0x00000c3c,
    0x00000c30, 0x00000c3b, 0x00060041, 0x00000140,
    0x00000c3e, 0x00000153, 0x000000aa, 0x00000b55,
    0x0004003d, 0x0000001c, 0x00000c3f, 0x00000c3e,
    0x00050085, 0x0000001c, 0x00000c40, 0x00000c3c,
    0x00000c3f, 0x000200f9, 0x00000c50, 0x000200f8,
    0x00000c41, 0x000300f7, 0x00000c4e, 0x00000000,
    0x000400fa, 0x00000aa9, 0x00000c46, 0x00000c4e,
    0x000200f8, 0x00000c46, 0x0004003d, 0x00000006,
    0x00000c48, 0x00000081, 0x0005008e, 0x0000001c,
    0x00000c49, 0x00000c30, 0x00000c48, 0x00060041,
    0x00000140, 0x00000c4b, 0x00000153, 0x000000aa,
    0x00000b55, 0x0004003d, 0x0000001c, 0x00000c4c,
    0x00000c4b, 0x00050085, 0x0000001c, 0x00000c4d,
    0x00000c49, 0x00000c4c, 0x000200f9, 0x00000c50,
    0x000200f8, 0x00000c4e, 0x000200f9, 0x00000c50,
    0x000200f8, 0x00000c50, 0x000900f5, 0x0000001c,
    0x000019a2, 0x00000c40, 0x00000c35, 0x00000c4d,
    0x00000c46, 0x00000c30, 0x00000c4e, 0x00070050,
    0x00000714, 0x00000b57, 0x0000199f, 0x000019a0,
    0x000019a1, 0x000019a2, 0x0003003e, 0x00000b2b,
    0x00000b57, 0x000200f9, 0x00000b58, 0x000200f8,
    0x00000b58, 0x000700f5, 0x00000007, 0x000019a3,
    0x00000086, 0x00000c50, 0x00000ba3, 0x00000ba1,
    0x000500b0, 0x0000008d, 0x00000b5b, 0x000019a3,
    0x0000016f, 0x000400f6, 0x00000ba4, 0x00000ba1,
    0x00000000, 0x000400fa, 0x00000b5b, 0x00000b5c,
    0x00000ba4, 0x000200f8, 0x00000b5c, 0x00050080,
    0x00000007, 0x00000b5f, 0x00001897, 0x000019a3,
    0x00050082, 0x00000007, 0x00000b62, 0x000009dd,
    0x00000178, 0x0007000c, 0x00000007, 0x00000b63,
    0x00000001, 0x00000026, 0x00000b5f, 0x00000b62,
    0x00050084, 0x00000007, 0x00000b65, 0x00000b63,
    0x0000189a, 0x00050084, 0x00000007, 0x00000b67,
    0x00000b43, 0x000003e3, 0x00050080, 0x00000007,
    0x00000b68, 0x00000b65, 0x00000b67, 0x00050080,
    0x00000007, 0x00000b6a, 0x00000b68, 0x000000ed,
    0x00050080, 0x00000007, 0x00000b6d, 0x00000b6a,
    0x00000b49, 0x000500c2, 0x00000007, 0x00000b6e,
    0x00000b6d, 0x00000096, 0x000200f9, 0x00000b6f,
    0x000200f8, 0x00000b6f, 0x000700f5, 0x00000006,
    0x000019ab, 0x00000084, 0x00000b5c, 0x00000b93,
    0x00000b73, 0x000700f5, 0x00000007, 0x000019a9,
    0x00000086, 0x00000b5c, 0x00000b96, 0x00000b73,
    0x000500b0, 0x0000008d, 0x00000b72, 0x000019a9,
    0x00000021, 0x000400f6, 0x00000b97, 0x00000b73,
    0x00000000, 0x000400fa, 0x00000b72, 0x00000b73,
    0x00000b97, 0x000200f8, 0x00000b73, 0x00050084,
    0x00000007, 0x00000b76, 0x000000ed, 0x000019a9,
    0x00050080, 0x00000007, 0x00000b77, 0x00000b6e,
    0x00000b76, 0x00060041, 0x00000385, 0x00000b78,
    0x00000382, 0x000000aa, 0x00000b77, 0x0004003d,
    0x0000037e, 0x00000b79, 0x00000b78, 0x00040071,
    0x00000007, 0x00000b7a, 0x00000b79, 0x00050080,
    0x00000007, 0x00000b7f, 0x00000b77, 0x00000178,
    0x00060041, 0x00000385, 0x00000b80, 0x00000382,
    0x000000aa, 0x00000b7f, 0x0004003d, 0x0000037e,
    0x00000b81, 0x00000b80, 0x00040071, 0x00000007,
    0x00000b82, 0x00000b81, 0x000500c4, 0x00000007,
    0x00000b83, 0x00000b82, 0x000003a2, 0x000500c5,
    0x00000007, 0x00000b84, 0x00000b7a, 0x00000b83,
    0x000500c6, 0x00000007, 0x00000b85, 0x00000b84,
    0x0000075e, 0x00070050, 0x0000000d, 0x00000b87,
    0x00000b85, 0x00000b85, 0x00000b85, 0x00000b85,
    0x000500c2, 0x0000000d, 0x00000b88, 0x00000b87,
    0x00000762, 0x000500c7, 0x0000000d, 0x00000b8a,
    0x00000b88, 0x00001892, 0x000500c5, 0x0000000d,
    0x00000c56, 0x00000b8a, 0x00001888, 0x0004007c,
    0x0000001c, 0x00000c57, 0x00000c56, 0x00050083,
    0x0000001c, 0x00000b8d, 0x00000c57, 0x00001893,
    0x00050041, 0x00000066, 0x00000b8f, 0x00000b2b,
    0x000019a9, 0x0004003d, 0x0000001c, 0x00000b90,
    0x00000b8f, 0x00050094, 0x00000006, 0x00000b91,
    0x00000b8d, 0x00000b90, 0x00050081, 0x00000006,
    0x00000b93, 0x000019ab, 0x00000b91, 0x00050080,
    0x00000007, 0x00000b96, 0x000019a9, 0x00000096,
    0x000200f9, 0x00000b6f, 0x000200f8, 0x00000b97,
    0x000500c2, 0x00000007, 0x00000c62, 0x00000b68,
    0x00000096, 0x00060041, 0x00000385, 0x00000c63,
    0x00000382, 0x000000aa, 0x00000c62, 0x0004003d,
    0x0000037e, 0x00000c64, 0x00000c63, 0x00040071,
    0x00000007, 0x00000c65, 0x00000c64, 0x0006000c,
    0x0000000b, 0x00000c5d, 0x00000001, 0x0000003e,
    0x00000c65, 0x00050051, 0x00000006, 0x00000c5e,
    0x00000c5d, 0x00000000, 0x00050041, 0x00000044,
    0x00000b9d, 0x00000a01, 0x000019a3, 0x0004003d,
    0x00000006, 0x00000b9e, 0x00000b9d, 0x0008000c,
    0x00000006, 0x00000b9f, 0x00000001, 0x00000032,
    0x00000c5e, 0x000019ab, 0x00000b9e, 0x0003003e,
    0x00000b9d, 0x00000b9f, 0x000200f9, 0x00000ba1,
    0x000200f8, 0x00000ba1, 0x00050080, 0x00000007,
    0x00000ba3, 0x000019a3, 0x00000096, 0x000200f9,
    0x00000b58, 0x000200f8, 0x00000ba4, 0x000200f9,
    0x00000ba5, 0x000200f8, 0x00000ba5, 0x0004003d,
    0x00000007, 0x00000ba6, 0x0000077f, 0x00050080,
    0x00000007, 0x00000ba8, 0x00001964, 0x00000ba6,
    0x000200f9, 0x00000b3a, 0x000200f8, 0x00000ba9,
    0x0004003d, 0x00000022, 0x00000a04, 0x00000a01,
    0x0003003e, 0x000009f3, 0x00000a04, 0x000200f9,
    0x000009fa, 0x000200f8, 0x00000a05, 0x000300f7,
    0x00000a09, 0x00000000, 0x000400fa, 0x00000a07,
    0x00000a08, 0x00000a14, 0x000200f8, 0x00000a08,
    0x0004003d, 0x00000022, 0x00000a11, 0x000009f3,
    0x0003003e, 0x00000a10, 0x00000a11, 0x0004003d,
    0x00000007, 0x00000c8e, 0x000006fb, 0x000200f9,
    0x00000c8f, 0x000200f8, 0x00000c8f, 0x000700f5,
    0x00000007, 0x000018eb, 0x00000c8e, 0x00000a08,
    0x00000d4a, 0x00000d47, 0x00050086, 0x00000007,
    0x00000c94, 0x000009ec, 0x00000059, 0x000500b0,
    0x0000008d, 0x00000c95, 0x000018eb, 0x00000c94,
    0x000400f6, 0x00000d4b, 0x00000d47, 0x00000000,
    0x000400fa, 0x00000c95, 0x00000c96, 0x00000d4b,
    0x000200f8, 0x00000c96, 0x000500c2, 0x00000007,
    0x00000c98, 0x000018eb, 0x00000134, 0x000500c2,
    0x00000007, 0x00000c9a, 0x000018eb, 0x00000096,
    0x000500c7, 0x00000007, 0x00000c9b, 0x00000c9a,
    0x000000c4, 0x000500c7, 0x00000007, 0x00000c9d,
    0x000018eb, 0x00000178, 0x00050084, 0x00000007,
    0x00000c9f, 0x000000ed, 0x00000c9b, 0x00050084,
    0x00000007, 0x00000ca1, 0x00000c98, 0x000003e7,
    0x00050084, 0x00000007, 0x00000ca3, 0x00000689,
    0x00000c9b, 0x00050080, 0x00000007, 0x00000ca4,
    0x00000ca1, 0x00000ca3, 0x00050084, 0x00000007,
    0x00000ca6, 0x00000008, 0x00000c9d, 0x00050080,
    0x00000007, 0x00000ca7, 0x00000ca4, 0x00000ca6,
    0x000500c2, 0x00000007, 0x00000ca8, 0x00000ca7,
    0x000000bc, 0x000200f9, 0x00000ca9, 0x000200f8,
    0x00000ca9, 0x000700f5, 0x00000006, 0x0000194b,
    0x00000084, 0x00000c96, 0x00000cdc, 0x00000cdd,
    0x000700f5, 0x00000006, 0x00001932, 0x00000084,
    0x00000c96, 0x00000ccb, 0x00000cdd, 0x000700f5,
    0x00000007, 0x000018ec, 0x00000086, 0x00000c96,
    0x00000cdf, 0x00000cdd, 0x000500b0, 0x0000008d,
    0x00000cac, 0x000018ec, 0x00000021, 0x000400f6,
    0x00000ce0, 0x00000cdd, 0x00000000, 0x000400fa,
    0x00000cac, 0x00000cad, 0x00000ce0, 0x000200f8,
    0x00000cad, 0x00050080, 0x00000007, 0x00000cb1,
    0x00000ca8, 0x000018ec, 0x000300f7, 0x00000d74,
    0x00000000, 0x000300fb, 0x00000086, 0x00000d51,
    0x000200f8, 0x00000d51, 0x00060041, 0x00000140,
    0x00000d53, 0x0000013e, 0x000000aa, 0x00000cb1,
    0x0004003d, 0x0000001c, 0x00000d54, 0x00000d53,
    0x000500c7, 0x00000007, 0x00000d57, 0x00000aa7,
    0x00000021, 0x000500ab, 0x0000008d, 0x00000d58,
    0x00000d57, 0x00000086, 0x000300f7, 0x00000d65,
    0x00000000, 0x000400fa, 0x00000d58, 0x00000d59,
    0x00000d65, 0x000200f8, 0x00000d59, 0x0004007f,
    0x0000001c, 0x00000d5c, 0x00000d54, 0x0006000c,
    0x0000001c, 0x00000d5d, 0x00000001, 0x0000001b,
    0x00000d5c, 0x00050081, 0x0000001c, 0x00000d5f,
    0x00001887, 0x00000d5d, 0x00050088, 0x0000001c,
    0x00000d60, 0x00000d54, 0x00000d5f, 0x00060041,
    0x00000140, 0x00000d62, 0x00000153, 0x000000aa,
    0x00000cb1, 0x0004003d, 0x0000001c, 0x00000d63,
    0x00000d62, 0x00050085, 0x0000001c, 0x00000d64,
    0x00000d60, 0x00000d63, 0x000200f9, 0x00000d74,
    0x000200f8, 0x00000d65, 0x000300f7, 0x00000d72,
    0x00000000, 0x000400fa, 0x00000aa9, 0x00000d6a,
    0x00000d72, 0x000200f8, 0x00000d6a, 0x0004003d,
    0x00000006, 0x00000d6c, 0x00000081, 0x0005008e,
    0x0000001c, 0x00000d6d, 0x00000d54, 0x00000d6c,
    0x00060041, 0x00000140, 0x00000d6f, 0x00000153,
    0x000000aa, 0x00000cb1, 0x0004003d, 0x0000001c,
    0x00000d70, 0x00000d6f, 0x00050085, 0x0000001c,
    0x00000d71, 0x00000d6d, 0x00000d70, 0x000200f9,
    0x00000d74, 0x000200f8, 0x00000d72, 0x000200f9,
    0x00000d74, 0x000200f8, 0x00000d74, 0x000900f5,
    0x0000001c, 0x0000195c, 0x00000d64, 0x00000d59,
    0x00000d71, 0x00000d6a, 0x00000d54, 0x00000d72,
    0x00050041, 0x00000066, 0x00000cb3, 0x00000c6f,
    0x000018ec, 0x0003003e, 0x00000cb3, 0x0000195c,
    0x00050080, 0x00000007, 0x00000cb6, 0x00000ca8,
    0x000000c2, 0x00050080, 0x00000007, 0x00000cb8,
    0x00000cb6, 0x000018ec, 0x000300f7, 0x00000d9e,
    0x00000000, 0x000300fb, 0x00000086, 0x00000d7b,
    0x000200f8, 0x00000d7b, 0x00060041, 0x00000140,
    0x00000d7d, 0x0000013e, 0x000000aa, 0x00000cb8,
    0x0004003d, 0x0000001c, 0x00000d7e, 0x00000d7d,
    0x000300f7, 0x00000d8f, 0x00000000, 0x000400fa,
    0x00000d58, 0x00000d83, 0x00000d8f, 0x000200f8,
    0x00000d83, 0x0004007f, 0x0000001c, 0x00000d86,
    0x00000d7e, 0x0006000c, 0x0000001c, 0x00000d87,
    0x00000001, 0x0000001b, 0x00000d86, 0x00050081,
    0x0000001c, 0x00000d89, 0x00001887, 0x00000d87,
    0x00050088, 0x0000001c, 0x00000d8a, 0x00000d7e,
    0x00000d89, 0x00060041, 0x00000140, 0x00000d8c,
    0x00000153, 0x000000aa, 0x00000cb8, 0x0004003d,
    0x0000001c, 0x00000d8d, 0x00000d8c, 0x00050085,
    0x0000001c, 0x00000d8e, 0x00000d8a, 0x00000d8d,
    0x000200f9, 0x00000d9e, 0x000200f8, 0x00000d8f,
    0x000300f7, 0x00000d9c, 0x00000000, 0x000400fa,
    0x00000aa9, 0x00000d94, 0x00000d9c, 0x000200f8,
    0x00000d94, 0x0004003d, 0x00000006, 0x00000d96,
    0x00000081, 0x0005008e, 0x0000001c, 0x00000d97,
    0x00000d7e, 0x00000d96, 0x00060041, 0x00000140,
    0x00000d99, 0x00000153, 0x000000aa, 0x00000cb8,
    0x0004003d, 0x0000001c, 0x00000d9a, 0x00000d99,
    0x00050085, 0x0000001c, 0x00000d9b, 0x00000d97,
    0x00000d9a, 0x000200f9, 0x00000d9e, 0x000200f8,
    0x00000d9c, 0x000200f9, 0x00000d9e, 0x000200f8,
    0x00000d9e, 0x000900f5, 0x0000001c, 0x0000195e,
    0x00000d8e, 0x00000d83, 0x00000d9b, 0x00000d94,
    0x00000d7e, 0x00000d9c, 0x00050041, 0x00000066,
    0x00000cba, 0x00000c71, 0x000018ec, 0x0003003e,
    0x00000cba, 0x0000195e, 0x00060041, 0x00000044,
    0x00000cbc, 0x00000c6f, 0x000018ec, 0x00000086,
    0x0004003d, 0x00000006, 0x00000cbd, 0x00000cbc,
    0x00060041, 0x00000044, 0x00000cbf, 0x00000c6f,
    0x000018ec, 0x00000178, 0x0004003d, 0x00000006,
    0x00000cc0, 0x00000cbf, 0x00050081, 0x00000006,
    0x00000cc1, 0x00000cbd, 0x00000cc0, 0x00060041,
    0x00000044, 0x00000cc3, 0x00000c6f, 0x000018ec,
    0x000000ed, 0x0004003d, 0x00000006, 0x00000cc4,
    0x00000cc3, 0x00050081, 0x00000006, 0x00000cc5,
    0x00000cc1, 0x00000cc4, 0x00060041, 0x00000044,
    0x00000cc7, 0x00000c6f, 0x000018ec, 0x000000c4,
    0x0004003d, 0x00000006, 0x00000cc8, 0x00000cc7,
    0x00050081, 0x00000006, 0x00000cc9, 0x00000cc5,
    0x00000cc8, 0x00050081, 0x00000006, 0x00000ccb,
    0x00001932, 0x00000cc9, 0x00060041, 0x00000044,
    0x00000ccd, 0x00000c71, 0x000018ec, 0x00000086,
    0x0004003d, 0x00000006, 0x00000cce, 0x00000ccd,
    0x00060041, 0x00000044, 0x00000cd0, 0x00000c71,
    0x000018ec, 0x00000178, 0x0004003d, 0x00000006,
    0x00000cd1, 0x00000cd0, 0x00050081, 0x00000006,
    0x00000cd2, 0x00000cce, 0x00000cd1, 0x00060041,
    0x00000044, 0x00000cd4, 0x00000c71, 0x000018ec,
    0x000000ed, 0x0004003d, 0x00000006, 0x00000cd5,
    0x00000cd4, 0x00050081, 0x00000006, 0x00000cd6,
    0x00000cd2, 0x00000cd5, 0x00060041, 0x00000044,
    0x00000cd8, 0x00000c71, 0x000018ec, 0x000000c4,
    0x0004003d, 0x00000006, 0x00000cd9, 0x00000cd8,
    0x00050081, 0x00000006, 0x00000cda, 0x00000cd6,
    0x00000cd9, 0x00050081, 0x00000006, 0x00000cdc,
    0x0000194b, 0x00000cda, 0x000200f9, 0x00000cdd,
    0x000200f8, 0x00000cdd, 0x00050080, 0x00000007,
    0x00000cdf, 0x000018ec, 0x00000096, 0x000200f9,
    0x00000ca9, 0x000200f8, 0x00000ce0, 0x000200f9,
    0x00000ce1, 0x000200f8, 0x00000ce1, 0x000700f5,
    0x00000007, 0x000018ed, 0x00000086, 0x00000ce0,
    0x00000d45, 0x00000d43, 0x000500b0, 0x0000008d,
    0x00000ce4, 0x000018ed, 0x0000016f, 0x000400f6,
    0x00000d46, 0x00000d43, 0x00000000, 0x000400fa,
    0x00000ce4, 0x00000ce5, 0x00000d46, 0x000200f8,
    0x00000ce5, 0x00050080, 0x00000007, 0x00000ce8,
    0x00001897, 0x000018ed, 0x00050082, 0x00000007,
    0x00000ceb, 0x000009dd, 0x00000178, 0x0007000c,
    0x00000007, 0x00000cec, 0x00000001, 0x00000026,
    0x00000ce8, 0x00000ceb, 0x00050084, 0x00000007,
    0x00000cee, 0x00000cec, 0x0000189a, 0x00050084,
    0x00000007, 0x00000cf0, 0x00000c98, 0x000003e9,
    0x00050080, 0x00000007, 0x00000cf1, 0x00000cee,
    0x00000cf0, 0x000500c2, 0x00000007, 0x00000cf3,
    0x00000cf1, 0x0000011a, 0x00060041, 0x00000303,
    0x00000cf4, 0x000007fe, 0x000000aa, 0x00000cf3,
    0x0004003d, 0x0000000d, 0x00000cf5, 0x00000cf4,
    0x00050051, 0x00000007, 0x00000cf7, 0x00000cf5,
    0x00000000, 0x0006000c, 0x0000000b, 0x00000cf8,
    0x00000001, 0x0000003e, 0x00000cf7, 0x000500b0,
    0x0000008d, 0x00000dad, 0x00000c9f, 0x00000021,
    0x000300f7, 0x00000dd2, 0x00000000, 0x000400fa,
    0x00000dad, 0x00000dae, 0x00000dba, 0x000200f8,
    0x00000dae, 0x000300f7, 0x00000de8, 0x00000000,
    0x000400fa, 0x00000dad, 0x00000dda, 0x00000ddd,
    0x000200f8, 0x00000dda, 0x00050051, 0x00000007,
    0x00000ddc, 0x00000cf5, 0x00000001, 0x000200f9,
    0x00000de8, 0x000200f8, 0x00000ddd, 0x000500b0,
    0x0000008d, 0x00000ddf, 0x00000c9f, 0x000000c2,
    0x000300f7, 0x00000de6, 0x00000000, 0x000400fa,
    0x00000ddf, 0x00000de0, 0x00000de3, 0x000200f8,
    0x00000de0, 0x00050051, 0x00000007, 0x00000de2,
    0x00000cf5, 0x00000002, 0x000200f9, 0x00000de6,
    0x000200f8, 0x00000de3, 0x00050051, 0x00000007,
    0x00000de5, 0x00000cf5, 0x00000003, 0x000200f9,
    0x00000de6, 0x000200f8, 0x00000de6, 0x000700f5,
    0x00000007, 0x000018f6, 0x00000de2, 0x00000de0,
    0x00000de5, 0x00000de3, 0x000200f9, 0x00000de8,
    0x000200f8, 0x00000de8, 0x000700f5, 0x00000007,
    0x000018f7, 0x00000ddc, 0x00000dda, 0x000018f6,
    0x00000de6, 0x000500c7, 0x00000007, 0x00000dec,
    0x00000c9f, 0x000000c4, 0x00050084, 0x00000007,
    0x00000ded, 0x000000c2, 0x00000dec, 0x000500c2,
    0x00000007, 0x00000dee, 0x000018f7, 0x00000ded,
    0x000500c7, 0x00000007, 0x00000def, 0x00000dee,
    0x000000c0, 0x000500c7, 0x00000007, 0x00000db2,
    0x00000def, 0x00000402, 0x00040070, 0x00000006,
    0x00000db3, 0x00000db2, 0x00050080, 0x00000007,
    0x00000db5, 0x00000c9f, 0x00000021, 0x000500b0,
    0x0000008d, 0x00000df6, 0x00000db5, 0x00000021,
    0x000300f7, 0x00000e05, 0x00000000, 0x000400fa,
    0x00000df6, 0x00000df7, 0x00000dfa, 0x000200f8,
    0x00000df7, 0x00050051, 0x00000007, 0x00000df9,
    0x00000cf5, 0x00000001, 0x000200f9, 0x00000e05,
    0x000200f8, 0x00000dfa, 0x000500b0, 0x0000008d,
    0x00000dfc, 0x00000db5, 0x000000c2, 0x000300f7,
    0x00000e03, 0x00000000, 0x000400fa, 0x00000dfc,
    0x00000dfd, 0x00000e00, 0x000200f8, 0x00000dfd,
    0x00050051, 0x00000007, 0x00000dff, 0x00000cf5,
    0x00000002, 0x000200f9, 0x00000e03, 0x000200f8,
    0x00000e00, 0x00050051, 0x00000007, 0x00000e02,
    0x00000cf5, 0x00000003, 0x000200f9, 0x00000e03,
    0x000200f8, 0x00000e03, 0x000700f5, 0x00000007,
    0x000018f8, 0x00000dff, 0x00000dfd, 0x00000e02,
    0x00000e00, 0x000200f9, 0x00000e05, 0x000200f8,
    0x00000e05, 0x000700f5, 0x00000007, 0x000018f9,
    0x00000df9, 0x00000df7, 0x000018f8, 0x00000e03,
    0x000500c7, 0x00000007, 0x00000e09, 0x00000db5,
    0x000000c4, 0x00050084, 0x00000007, 0x00000e0a,
    0x000000c2, 0x00000e09, 0x000500c2, 0x00000007,
    0x00000e0b, 0x000018f9, 0x00000e0a, 0x000500c7,
    0x00000007, 0x00000e0c, 0x00000e0b, 0x000000c0,
    0x000500c7, 0x00000007, 0x00000db8, 0x00000e0c,
    0x00000402, 0x00040070, 0x00000006, 0x00000db9,
    0x00000db8, 0x000200f9, 0x00000dd2, 0x000200f8,
    0x00000dba, 0x00050080, 0x00000007, 0x00000dbc,
    0x00000c9f, 0x00000021, 0x000500b0, 0x0000008d,
    0x00000e13, 0x00000dbc, 0x00000021, 0x000300f7,
    0x00000e22, 0x00000000, 0x000400fa, 0x00000e13,
    0x00000e14, 0x00000e17, 0x000200f8, 0x00000e14,
    0x00050051, 0x00000007, 0x00000e16, 0x00000cf5,
    0x00000001, 0x000200f9, 0x00000e22, 0x000200f8,
    0x00000e17, 0x000500b0, 0x0000008d, 0x00000e19,
    0x00000dbc, 0x000000c2, 0x000300f7, 0x00000e20,
    0x00000000, 0x000400fa, 0x00000e19, 0x00000e1a,
    0x00000e1d, 0x000200f8, 0x00000e1a, 0x00050051,
    0x00000007, 0x00000e1c, 0x00000cf5, 0x00000002,
    0x000200f9, 0x00000e20, 0x000200f8, 0x00000e1d,
    0x00050051, 0x00000007, 0x00000e1f, 0x00000cf5,
    0x00000003, 0x000200f9, 0x00000e20, 0x000200f8,
    0x00000e20, 0x000700f5, 0x00000007, 0x000018f0,
    0x00000e1c, 0x00000e1a, 0x00000e1f, 0x00000e1d,
    0x000200f9, 0x00000e22, 0x000200f8, 0x00000e22,
    0x000700f5, 0x00000007, 0x000018f1, 0x00000e16,
    0x00000e14, 0x000018f0, 0x00000e20, 0x000500c7,
    0x00000007, 0x00000e26, 0x00000dbc, 0x000000c4,
    0x00050084, 0x00000007, 0x00000e27, 0x000000c2,
    0x00000e26, 0x000500c2, 0x00000007, 0x00000e28,
    0x000018f1, 0x00000e27, 0x000500c7, 0x00000007,
    0x00000e29, 0x00000e28, 0x000000c0, 0x000500c7,
    0x00000007, 0x00000dc0, 0x00000e29, 0x00000414,
    0x00050082, 0x00000007, 0x00000dc2, 0x00000c9f,
    0x00000021, 0x000500b0, 0x0000008d, 0x00000e30,
    0x00000dc2, 0x00000021, 0x000300f7, 0x00000e3f,
    0x00000000, 0x000400fa, 0x00000e30, 0x00000e31,
    0x00000e34, 0x000200f8, 0x00000e31, 0x00050051,
    0x00000007, 0x00000e33, 0x00000cf5, 0x00000001,
    0x000200f9, 0x00000e3f, 0x000200f8, 0x00000e34,
    0x000500b0, 0x0000008d, 0x00000e36, 0x00000dc2,
    0x000000c2, 0x000300f7, 0x00000e3d, 0x00000000,
    0x000400fa, 0x00000e36, 0x00000e37, 0x00000e3a,
    0x000200f8, 0x00000e37, 0x00050051, 0x00000007,
    0x00000e39, 0x00000cf5, 0x00000002, 0x000200f9,
    0x00000e3d, 0x000200f8, 0x00000e3a, 0x00050051,
    0x00000007, 0x00000e3c, 0x00000cf5, 0x00000003,
    0x000200f9, 0x00000e3d, 0x000200f8, 0x00000e3d,
    0x000700f5, 0x00000007, 0x000018f2, 0x00000e39,
    0x00000e37, 0x00000e3c, 0x00000e3a, 0x000200f9,
    0x00000e3f, 0x000200f8, 0x00000e3f, 0x000700f5,
    0x00000007, 0x000018f3, 0x00000e33, 0x00000e31,
    0x000018f2, 0x00000e3d, 0x000500c7, 0x00000007,
    0x00000e43, 0x00000dc2, 0x000000c4, 0x00050084,
    0x00000007, 0x00000e44, 0x000000c2, 0x00000e43,
    0x000500c2, 0x00000007, 0x00000e45, 0x000018f3,
    0x00000e44, 0x000500c7, 0x00000007, 0x00000e46,
    0x00000e45, 0x000000c0, 0x000500c2, 0x00000007,
    0x00000dc5, 0x00000e46, 0x0000041c, 0x000500c4,
    0x00000007, 0x00000dc6, 0x00000dc5, 0x0000011a,
    0x000500c5, 0x00000007, 0x00000dc7, 0x00000dc0,
    0x00000dc6, 0x00040070, 0x00000006, 0x00000dc8,
    0x00000dc7, 0x000500c2, 0x00000007, 0x00000dca,
    0x00000e29, 0x0000011a, 0x000300f7, 0x00000e5c,
    0x00000000, 0x000400fa, 0x00000dad, 0x00000e4e,
    0x00000e51, 0x000200f8, 0x00000e4e, 0x00050051,
    0x00000007, 0x00000e50, 0x00000cf5, 0x00000001,
    0x000200f9, 0x00000e5c, 0x000200f8, 0x00000e51,
    0x000500b0, 0x0000008d, 0x00000e53, 0x00000c9f,
    0x000000c2, 0x000300f7, 0x00000e5a, 0x00000000,
    0x000400fa, 0x00000e53, 0x00000e54, 0x00000e57,
    0x000200f8, 0x00000e54, 0x00050051, 0x00000007,
    0x00000e56, 0x00000cf5, 0x00000002, 0x000200f9,
    0x00000e5a, 0x000200f8, 0x00000e57, 0x00050051,
    0x00000007, 0x00000e59, 0x00000cf5, 0x00000003,
    0x000200f9, 0x00000e5a, 0x000200f8, 0x00000e5a,
    0x000700f5, 0x00000007, 0x000018f4, 0x00000e56,
    0x00000e54, 0x00000e59, 0x00000e57, 0x000200f9,
    0x00000e5c, 0x000200f8, 0x00000e5c, 0x000700f5,
    0x00000007, 0x000018f5, 0x00000e50, 0x00000e4e,
    0x000018f4, 0x00000e5a, 0x000500c7, 0x00000007,
    0x00000e60, 0x00000c9f, 0x000000c4, 0x00050084,
    0x00000007, 0x00000e61, 0x000000c2, 0x00000e60,
    0x000500c2, 0x00000007, 0x00000e62, 0x000018f5,
    0x00000e61, 0x000500c7, 0x00000007, 0x00000e63,
    0x00000e62, 0x000000c0, 0x000500c2, 0x00000007,
    0x00000dce, 0x00000e63, 0x0000041c, 0x000500c4,
    0x00000007, 0x00000dcf, 0x00000dce, 0x0000011a,
    0x000500c5, 0x00000007, 0x00000dd0, 0x00000dca,
    0x00000dcf, 0x00040070, 0x00000006, 0x00000dd1,
    0x00000dd0, 0x000200f9, 0x00000dd2, 0x000200f8,
    0x00000dd2, 0x000700f5, 0x00000006, 0x000018ff,
    0x00000db9, 0x00000e05, 0x00000dd1, 0x00000e5c,
    0x000700f5, 0x00000006, 0x000018fa, 0x00000db3,
    0x00000e05, 0x00000dc8, 0x00000e5c, 0x00050080,
    0x00000007, 0x00000cff, 0x00000c9f, 0x00000178,
    0x000500b0, 0x0000008d, 0x00000e71, 0x00000cff,
    0x00000021, 0x000300f7, 0x00000e96, 0x00000000,
    0x000400fa, 0x00000e71, 0x00000e72, 0x00000e7e,
    0x000200f8, 0x00000e72, 0x000300f7, 0x00000eac,
    0x00000000, 0x000400fa, 0x00000e71, 0x00000e9e,
    0x00000ea1, 0x000200f8, 0x00000e9e, 0x00050051,
    0x00000007, 0x00000ea0, 0x00000cf5, 0x00000001,
    0x000200f9, 0x00000eac, 0x000200f8, 0x00000ea1,
    0x000500b0, 0x0000008d, 0x00000ea3, 0x00000cff,
    0x000000c2, 0x000300f7, 0x00000eaa, 0x00000000,
    0x000400fa, 0x00000ea3, 0x00000ea4, 0x00000ea7,
    0x000200f8, 0x00000ea4, 0x00050051, 0x00000007,
    0x00000ea6, 0x00000cf5, 0x00000002, 0x000200f9,
    0x00000eaa, 0x000200f8, 0x00000ea7, 0x00050051,
    0x00000007, 0x00000ea9, 0x00000cf5, 0x00000003,
    0x000200f9, 0x00000eaa, 0x000200f8, 0x00000eaa,
    0x000700f5, 0x00000007, 0x00001906, 0x00000ea6,
    0x00000ea4, 0x00000ea9, 0x00000ea7, 0x000200f9,
    0x00000eac, 0x000200f8, 0x00000eac, 0x000700f5,
    0x00000007, 0x00001907, 0x00000ea0, 0x00000e9e,
    0x00001906, 0x00000eaa, 0x000500c7, 0x00000007,
    0x00000eb0, 0x00000cff, 0x000000c4, 0x00050084,
    0x00000007, 0x00000eb1, 0x000000c2, 0x00000eb0,
    0x000500c2, 0x00000007, 0x00000eb2, 0x00001907,
    0x00000eb1, 0x000500c7, 0x00000007, 0x00000eb3,
    0x00000eb2, 0x000000c0, 0x000500c7, 0x00000007,
    0x00000e76, 0x00000eb3, 0x00000402, 0x00040070,
    0x00000006, 0x00000e77, 0x00000e76, 0x00050080,
    0x00000007, 0x00000e79, 0x00000c9f, 0x0000188a,
    0x000500b0, 0x0000008d, 0x00000eba, 0x00000e79,
    0x00000021, 0x000300f7, 0x00000ec9, 0x00000000,
    0x000400fa, 0x00000eba, 0x00000ebb, 0x00000ebe,
    0x000200f8, 0x00000ebb, 0x00050051, 0x00000007,
    0x00000ebd, 0x00000cf5, 0x00000001, 0x000200f9,
    0x00000ec9, 0x000200f8, 0x00000ebe, 0x000500b0,
    0x0000008d, 0x00000ec0, 0x00000e79, 0x000000c2,
    0x000300f7, 0x00000ec7, 0x00000000, 0x000400fa,
    0x00000ec0, 0x00000ec1, 0x00000ec4, 0x000200f8,
    0x00000ec1, 0x00050051, 0x00000007, 0x00000ec3,
    0x00000cf5, 0x00000002, 0x000200f9, 0x00000ec7,
    0x000200f8, 0x00000ec4, 0x00050051, 0x00000007,
    0x00000ec6, 0x00000cf5, 0x00000003, 0x000200f9,
    0x00000ec7, 0x000200f8, 0x00000ec7, 0x000700f5,
    0x00000007, 0x00001908, 0x00000ec3, 0x00000ec1,
    0x00000ec6, 0x00000ec4, 0x000200f9, 0x00000ec9,
    0x000200f8, 0x00000ec9, 0x000700f5, 0x00000007,
    0x00001909, 0x00000ebd, 0x00000ebb, 0x00001908,
    0x00000ec7, 0x000500c7, 0x00000007, 0x00000ecd,
    0x00000e79, 0x000000c4, 0x00050084, 0x00000007,
    0x00000ece, 0x000000c2, 0x00000ecd, 0x000500c2,
    0x00000007, 0x00000ecf, 0x00001909, 0x00000ece,
    0x000500c7, 0x00000007, 0x00000ed0, 0x00000ecf,
    0x000000c0, 0x000500c7, 0x00000007, 0x00000e7c,
    0x00000ed0, 0x00000402, 0x00040070, 0x00000006,
    0x00000e7d, 0x00000e7c, 0x000200f9, 0x00000e96,
    0x000200f8, 0x00000e7e, 0x00050080, 0x00000007,
    0x00000e80, 0x00000c9f, 0x0000188a, 0x000500b0,
    0x0000008d, 0x00000ed7, 0x00000e80, 0x00000021,
    0x000300f7, 0x00000ee6, 0x00000000, 0x000400fa,
    0x00000ed7, 0x00000ed8, 0x00000edb, 0x000200f8,
    0x00000ed8, 0x00050051, 0x00000007, 0x00000eda,
    0x00000cf5, 0x00000001, 0x000200f9, 0x00000ee6,
    0x000200f8, 0x00000edb, 0x000500b0, 0x0000008d,
    0x00000edd, 0x00000e80, 0x000000c2, 0x000300f7,
    0x00000ee4, 0x00000000, 0x000400fa, 0x00000edd,
    0x00000ede, 0x00000ee1, 0x000200f8, 0x00000ede,
    0x00050051, 0x00000007, 0x00000ee0, 0x00000cf5,
    0x00000002, 0x000200f9, 0x00000ee4, 0x000200f8,
    0x00000ee1, 0x00050051, 0x00000007, 0x00000ee3,
    0x00000cf5, 0x00000003, 0x000200f9, 0x00000ee4,
    0x000200f8, 0x00000ee4, 0x000700f5, 0x00000007,
    0x00001900, 0x00000ee0, 0x00000ede, 0x00000ee3,
    0x00000ee1, 0x000200f9, 0x00000ee6, 0x000200f8,
    0x00000ee6, 0x000700f5, 0x00000007, 0x00001901,
    0x00000eda, 0x00000ed8, 0x00001900, 0x00000ee4,
    0x000500c7, 0x00000007, 0x00000eea, 0x00000e80,
    0x000000c4, 0x00050084, 0x00000007, 0x00000eeb,
    0x000000c2, 0x00000eea, 0x000500c2, 0x00000007,
    0x00000eec, 0x00001901, 0x00000eeb, 0x000500c7,
    0x00000007, 0x00000eed, 0x00000eec, 0x000000c0,
    0x000500c7, 0x00000007, 0x00000e84, 0x00000eed,
    0x00000414, 0x00050080, 0x00000007, 0x00000e86,
    0x00000c9f, 0x0000188b, 0x000500b0, 0x0000008d,
    0x00000ef4, 0x00000e86, 0x00000021, 0x000300f7,
    0x00000f03, 0x00000000, 0x000400fa, 0x00000ef4,
    0x00000ef5, 0x00000ef8, 0x000200f8, 0x00000ef5,
    0x00050051, 0x00000007, 0x00000ef7, 0x00000cf5,
    0x00000001, 0x000200f9, 0x00000f03, 0x000200f8,
    0x00000ef8, 0x000500b0, 0x0000008d, 0x00000efa,
    0x00000e86, 0x000000c2, 0x000300f7, 0x00000f01,
    0x00000000, 0x000400fa, 0x00000efa, 0x00000efb,
    0x00000efe, 0x000200f8, 0x00000efb, 0x00050051,
    0x00000007, 0x00000efd, 0x00000cf5, 0x00000002,
    0x000200f9, 0x00000f01, 0x000200f8, 0x00000efe,
    0x00050051, 0x00000007, 0x00000f00, 0x00000cf5,
    0x00000003, 0x000200f9, 0x00000f01, 0x000200f8,
    0x00000f01, 0x000700f5, 0x00000007, 0x00001902,
    0x00000efd, 0x00000efb, 0x00000f00, 0x00000efe,
    0x000200f9, 0x00000f03, 0x000200f8, 0x00000f03,
    0x000700f5, 0x00000007, 0x00001903, 0x00000ef7,
    0x00000ef5, 0x00001902, 0x00000f01, 0x000500c7,
    0x00000007, 0x00000f07, 0x00000e86, 0x000000c4,
    0x00050084, 0x00000007, 0x00000f08, 0x000000c2,
    0x00000f07, 0x000500c2, 0x00000007, 0x00000f09,
    0x00001903, 0x00000f08, 0x000500c7, 0x00000007,
    0x00000f0a, 0x00000f09, 0x000000c0, 0x000500c2,
    0x00000007, 0x00000e89, 0x00000f0a, 0x0000041c,
    0x000500c4, 0x00000007, 0x00000e8a, 0x00000e89,
    0x0000011a, 0x000500c5, 0x00000007, 0x00000e8b,
    0x00000e84, 0x00000e8a, 0x00040070, 0x00000006,
    0x00000e8c, 0x00000e8b, 0x000500c2, 0x00000007,
    0x00000e8e, 0x00000eed, 0x0000011a, 0x000300f7,
    0x00000f20, 0x00000000, 0x000400fa, 0x00000e71,
    0x00000f12, 0x00000f15, 0x000200f8, 0x00000f12,
    0x00050051, 0x00000007, 0x00000f14, 0x00000cf5,
    0x00000001, 0x000200f9, 0x00000f20, 0x000200f8,
    0x00000f15, 0x000500b0, 0x0000008d, 0x00000f17,
    0x00000cff, 0x000000c2, 0x000300f7, 0x00000f1e,
    0x00000000, 0x000400fa, 0x00000f17, 0x00000f18,
    0x00000f1b, 0x000200f8, 0x00000f18, 0x00050051,
    0x00000007, 0x00000f1a, 0x00000cf5, 0x00000002,
    0x000200f9, 0x00000f1e, 0x000200f8, 0x00000f1b,
    0x00050051, 0x00000007, 0x00000f1d, 0x00000cf5,
    0x00000003, 0x000200f9, 0x00000f1e, 0x000200f8,
    0x00000f1e, 0x000700f5, 0x00000007, 0x00001904,
    0x00000f1a, 0x00000f18, 0x00000f1d, 0x00000f1b,
    0x000200f9, 0x00000f20, 0x000200f8, 0x00000f20,
    0x000700f5, 0x00000007, 0x00001905, 0x00000f14,
    0x00000f12, 0x00001904, 0x00000f1e, 0x000500c7,
    0x00000007, 0x00000f24, 0x00000cff, 0x000000c4,
    0x00050084, 0x00000007, 0x00000f25, 0x000000c2,
    0x00000f24, 0x000500c2, 0x00000007, 0x00000f26,
    0x00001905, 0x00000f25, 0x000500c7, 0x00000007,
    0x00000f27, 0x00000f26, 0x000000c0, 0x000500c2,
    0x00000007, 0x00000e92, 0x00000f27, 0x0000041c,
    0x000500c4, 0x00000007, 0x00000e93, 0x00000e92,
    0x0000011a, 0x000500c5, 0x00000007, 0x00000e94,
    0x00000e8e, 0x00000e93, 0x00040070, 0x00000006,
    0x00000e95, 0x00000e94, 0x000200f9, 0x00000e96,
    0x000200f8, 0x00000e96, 0x000700f5, 0x00000006,
    0x0000190f, 0x00000e7d, 0x00000ec9, 0x00000e95,
    0x00000f20, 0x000700f5, 0x00000006, 0x0000190a,
    0x00000e77, 0x00000ec9, 0x00000e8c, 0x00000f20,
    0x00050080, 0x00000007, 0x00000d06, 0x00000cf3,
    0x00000178, 0x00050080, 0x00000007, 0x00000d09,
    0x00000d06, 0x00000c9f, 0x00050080, 0x00000007,
    0x00000d0b, 0x00000d09, 0x00000c9d, 0x00060041,
    0x00000303, 0x00000d0c, 0x000007fe, 0x000000aa,
    0x00000d0b, 0x0004003d, 0x0000000d, 0x00000d0d,
    0x00000d0c, 0x0003003e, 0x00000c83, 0x00000d0d,
    0x000200f9, 0x00000d0e, 0x000200f8, 0x00000d0e,
    0x000700f5, 0x00000006, 0x00001929, 0x00000084,
    0x00000e96, 0x00000d24, 0x00000d12, 0x000700f5,
    0x00000006, 0x00001928, 0x00000084, 0x00000e96,
    0x00000d1b, 0x00000d12, 0x000700f5, 0x00000007,
    0x00001910, 0x00000086, 0x00000e96, 0x00000d27,
    0x00000d12, 0x000500b0, 0x0000008d, 0x00000d11,
    0x00001910, 0x00000021, 0x000400f6, 0x00000d28,
    0x00000d12, 0x00000000, 0x000400fa, 0x00000d11,
    0x00000d12, 0x00000d28, 0x000200f8, 0x00000d12,
    0x00050041, 0x00000013, 0x00000d15, 0x00000c83,
    0x00001910, 0x0004003d, 0x00000007, 0x00000d16,
    0x00000d15, 0x00050041, 0x00000066, 0x00000d17,
    0x00000c6f, 0x00001910, 0x0004003d, 0x0000001c,
    0x00000d18, 0x00000d17, 0x00070050, 0x0000000d,
    0x00000f2c, 0x00000d16, 0x00000d16, 0x00000d16,
    0x00000d16, 0x000500c2, 0x0000000d, 0x00000f35,
    0x00000f2c, 0x00000762, 0x000500c7, 0x0000000d,
    0x00000f37, 0x00000f35, 0x0000188d, 0x000500c5,
    0x0000000d, 0x00000f41, 0x00000f37, 0x00001888,
    0x0004007c, 0x0000001c, 0x00000f42, 0x00000f41,
    0x00050083, 0x0000001c, 0x00000f3a, 0x00000f42,
    0x0000188e, 0x00050094, 0x00000006, 0x00000f3c,
    0x00000f3a, 0x00000d18, 0x00050081, 0x00000006,
    0x00000d1b, 0x00001928, 0x00000f3c, 0x0004003d,
    0x00000007, 0x00000d1f, 0x00000d15, 0x00050041,
    0x00000066, 0x00000d20, 0x00000c71, 0x00001910,
    0x0004003d, 0x0000001c, 0x00000d21, 0x00000d20,
    0x00070050, 0x0000000d, 0x00000f47, 0x00000d1f,
    0x00000d1f, 0x00000d1f, 0x00000d1f, 0x000500c2,
    0x0000000d, 0x00000f50, 0x00000f47, 0x00001890,
    0x000500c7, 0x0000000d, 0x00000f52, 0x00000f50,
    0x0000188d, 0x000500c5, 0x0000000d, 0x00000f5c,
    0x00000f52, 0x00001888, 0x0004007c, 0x0000001c,
    0x00000f5d, 0x00000f5c, 0x00050083, 0x0000001c,
    0x00000f55, 0x00000f5d, 0x0000188e, 0x00050094,
    0x00000006, 0x00000f57, 0x00000f55, 0x00000d21,
    0x00050081, 0x00000006, 0x00000d24, 0x00001929,
    0x00000f57, 0x00050080, 0x00000007, 0x00000d27,
    0x00001910, 0x00000096, 0x000200f9, 0x00000d0e,
    0x000200f8, 0x00000d28, 0x00050051, 0x00000006,
    0x00000d2b, 0x00000cf8, 0x00000000, 0x00050085,
    0x00000006, 0x00000d31, 0x0000190a, 0x00001929,
    0x0008000c, 0x00000006, 0x00000d32, 0x00000001,
    0x00000032, 0x000018fa, 0x00001928, 0x00000d31,
    0x00050051, 0x00000006, 0x00000d35, 0x00000cf8,
    0x00000001, 0x00050085, 0x00000006, 0x00000d3b,
    0x0000190f, 0x0000194b, 0x0008000c, 0x00000006,
    0x00000d3c, 0x00000001, 0x00000032, 0x000018ff,
    0x00001932, 0x00000d3b, 0x00050085, 0x00000006,
    0x00000d3d, 0x00000d35, 0x00000d3c, 0x0004007f,
    0x00000006, 0x0000188c, 0x00000d3d, 0x0008000c,
    0x00000006, 0x00000d3e, 0x00000001, 0x00000032,
    0x00000d2b, 0x00000d32, 0x0000188c, 0x00050041,
    0x00000044, 0x00000d3f, 0x00000a10, 0x000018ed,
    0x0004003d, 0x00000006, 0x00000d40, 0x00000d3f,
    0x00050081, 0x00000006, 0x00000d41, 0x00000d40,
    0x00000d3e, 0x0003003e, 0x00000d3f, 0x00000d41,
    0x000200f9, 0x00000d43, 0x000200f8, 0x00000d43,
    0x00050080, 0x00000007, 0x00000d45, 0x000018ed,
    0x00000096, 0x000200f9, 0x00000ce1, 0x000200f8,
    0x00000d46, 0x000200f9, 0x00000d47, 0x000200f8,
    0x00000d47, 0x0004003d, 0x00000007, 0x00000d48,
    0x0000077f, 0x00050080, 0x00000007, 0x00000d4a,
    0x000018eb, 0x00000d48, 0x000200f9, 0x00000c8f,
    0x000200f8, 0x00000d4b, 0x0004003d, 0x00000022,
    0x00000a13, 0x00000a10, 0x0003003e, 0x000009f3,
    0x00000a13, 0x000200f9, 0x00000a09, 0x000200f8,
    0x00000a14, 0x000300f7, 0x00000a18, 0x00000000,
    0x000400fa, 0x00000a16, 0x00000a17, 0x00000a23,
    0x000200f8, 0x00000a17, 0x0004003d, 0x00000022,
    0x00000a20, 0x000009f3, 0x0003003e, 0x00000a1f,
    0x00000a20, 0x0004003d, 0x00000007, 0x00000f82,
    0x000006fb, 0x000200f9, 0x00000f83, 0x000200f8,
    0x00000f83, 0x000700f5, 0x00000007, 0x000018d5,
    0x00000f82, 0x00000a17, 0x000010a4, 0x000010a1,
    0x00050086, 0x00000007, 0x00000f88, 0x000009ec,
    0x00000059, 0x000500b0, 0x0000008d, 0x00000f89,
    0x000018d5, 0x00000f88, 0x000400f6, 0x000010a5,
    0x000010a1, 0x00000000, 0x000400fa, 0x00000f89,
    0x00000f8a, 0x000010a5, 0x000200f8, 0x00000f8a,
    0x000500c2, 0x00000007, 0x00000f8c, 0x000018d5,
    0x00000134, 0x000500c7, 0x00000007, 0x00000f8e,
    0x000018d5, 0x000005e3, 0x000500c2, 0x00000007,
    0x00000f90, 0x00000f8e, 0x000000bc, 0x000500c7,
    0x00000007, 0x00000f92, 0x00000f8e, 0x000000c4,
    0x00050084, 0x00000007, 0x00000f93, 0x00000f92,
    0x000000c2, 0x00050084, 0x00000007, 0x00000f95,
    0x00000f8c, 0x000003e7, 0x00050084, 0x00000007,
    0x00000f97, 0x000000e0, 0x00000f90, 0x00050080,
    0x00000007, 0x00000f98, 0x00000f95, 0x00000f97,
    0x00050080, 0x00000007, 0x00000f9a, 0x00000f98,
    0x00000f93, 0x000500c2, 0x00000007, 0x00000f9b,
    0x00000f9a, 0x000000bc, 0x000200f9, 0x00000f9c,
    0x000200f8, 0x00000f9c, 0x000700f5, 0x00000007,
    0x000018d6, 0x00000086, 0x00000f8a, 0x00000fb5,
    0x00000fb3, 0x000500b0, 0x0000008d, 0x00000f9f,
    0x000018d6, 0x00000021, 0x000400f6, 0x00000fb6,
    0x00000fb3, 0x00000000, 0x000400fa, 0x00000f9f,
    0x00000fa0, 0x00000fb6, 0x000200f8, 0x00000fa0,
    0x00050084, 0x00000007, 0x00000fa2, 0x000000ed,
    0x000018d6, 0x00050084, 0x00000007, 0x00000fa5,
    0x000000c2, 0x000018d6, 0x00050080, 0x00000007,
    0x00000fa6, 0x00000f9b, 0x00000fa5, 0x000300f7,
    0x000010ce, 0x00000000, 0x000300fb, 0x00000086,
    0x000010ab, 0x000200f8, 0x000010ab, 0x00060041,
    0x00000140, 0x000010ad, 0x0000013e, 0x000000aa,
    0x00000fa6, 0x0004003d, 0x0000001c, 0x000010ae,
    0x000010ad, 0x000500c7, 0x00000007, 0x000010b1,
    0x00000aa7, 0x00000021, 0x000500ab, 0x0000008d,
    0x000010b2, 0x000010b1, 0x00000086, 0x000300f7,
    0x000010bf, 0x00000000, 0x000400fa, 0x000010b2,
    0x000010b3, 0x000010bf, 0x000200f8, 0x000010b3,
    0x0004007f, 0x0000001c, 0x000010b6, 0x000010ae,
    0x0006000c, 0x0000001c, 0x000010b7, 0x00000001,
    0x0000001b, 0x000010b6, 0x00050081, 0x0000001c,
    0x000010b9, 0x00001887, 0x000010b7, 0x00050088,
    0x0000001c, 0x000010ba, 0x000010ae, 0x000010b9,
    0x00060041, 0x00000140, 0x000010bc, 0x00000153,
    0x000000aa, 0x00000fa6, 0x0004003d, 0x0000001c,
    0x000010bd, 0x000010bc, 0x00050085, 0x0000001c,
    0x000010be, 0x000010ba, 0x000010bd, 0x000200f9,
    0x000010ce, 0x000200f8, 0x000010bf, 0x000300f7,
    0x000010cc, 0x00000000, 0x000400fa, 0x00000aa9,
    0x000010c4, 0x000010cc, 0x000200f8, 0x000010c4,
    0x0004003d, 0x00000006, 0x000010c6, 0x00000081,
    0x0005008e, 0x0000001c, 0x000010c7, 0x000010ae,
    0x000010c6, 0x00060041, 0x00000140, 0x000010c9,
    0x00000153, 0x000000aa, 0x00000fa6, 0x0004003d,
    0x0000001c, 0x000010ca, 0x000010c9, 0x00050085,
    0x0000001c, 0x000010cb, 0x000010c7, 0x000010ca,
    0x000200f9, 0x000010ce, 0x000200f8, 0x000010cc,
    0x000200f9, 0x000010ce, 0x000200f8, 0x000010ce,
    0x000900f5, 0x0000001c, 0x000018e7, 0x000010be,
    0x000010b3, 0x000010cb, 0x000010c4, 0x000010ae,
    0x000010cc, 0x00050041, 0x00000066, 0x00000fa8,
    0x00000f65, 0x00000fa2, 0x0003003e, 0x00000fa8,
    0x000018e7, 0x00050080, 0x00000007, 0x00000fab,
    0x00000fa2, 0x00000178, 0x00050080, 0x00000007,
    0x00000fb0, 0x00000fa6, 0x00000178, 0x000300f7,
    0x000010f8, 0x00000000, 0x000300fb, 0x00000086,
    0x000010d5, 0x000200f8, 0x000010d5, 0x00060041,
    0x00000140, 0x000010d7, 0x0000013e, 0x000000aa,
    0x00000fb0, 0x0004003d, 0x0000001c, 0x000010d8,
    0x000010d7, 0x000300f7, 0x000010e9, 0x00000000,
    0x000400fa, 0x000010b2, 0x000010dd, 0x000010e9,
    0x000200f8, 0x000010dd, 0x0004007f, 0x0000001c,
    0x000010e0, 0x000010d8, 0x0006000c, 0x0000001c,
    0x000010e1, 0x00000001, 0x0000001b, 0x000010e0,
    0x00050081, 0x0000001c, 0x000010e3, 0x00001887,
    0x000010e1, 0x00050088, 0x0000001c, 0x000010e4,
    0x000010d8, 0x000010e3, 0x00060041, 0x00000140,
    0x000010e6, 0x00000153, 0x000000aa, 0x00000fb0,
    0x0004003d, 0x0000001c, 0x000010e7, 0x000010e6,
    0x00050085, 0x0000001c, 0x000010e8, 0x000010e4,
    0x000010e7, 0x000200f9, 0x000010f8, 0x000200f8,
    0x000010e9, 0x000300f7, 0x000010f6, 0x00000000,
    0x000400fa, 0x00000aa9, 0x000010ee, 0x000010f6,
    0x000200f8, 0x000010ee, 0x0004003d, 0x00000006,
    0x000010f0, 0x00000081, 0x0005008e, 0x0000001c,
    0x000010f1, 0x000010d8, 0x000010f0, 0x00060041,
    0x00000140, 0x000010f3, 0x00000153, 0x000000aa,
    0x00000fb0, 0x0004003d, 0x0000001c, 0x000010f4,
    0x000010f3, 0x00050085, 0x0000001c, 0x000010f5,
    0x000010f1, 0x000010f4, 0x000200f9, 0x000010f8,
    0x000200f8, 0x000010f6, 0x000200f9, 0x000010f8,
    0x000200f8, 0x000010f8, 0x000900f5, 0x0000001c,
    0x000018e9, 0x000010e8, 0x000010dd, 0x000010f5,
    0x000010ee, 0x000010d8, 0x000010f6, 0x00050041,
    0x00000066, 0x00000fb2, 0x00000f65, 0x00000fab,
    0x0003003e, 0x00000fb2, 0x000018e9, 0x000200f9,
    0x00000fb3, 0x000200f8, 0x00000fb3, 0x00050080,
    0x00000007, 0x00000fb5, 0x000018d6, 0x00000096,
    0x000200f9, 0x00000f9c, 0x000200f8, 0x00000fb6,
    0x000200f9, 0x00000fb7, 0x000200f8, 0x00000fb7,
    0x000700f5, 0x00000007, 0x000018d7, 0x00000086,
    0x00000fb6, 0x0000109f, 0x0000109d, 0x000500b0,
    0x0000008d, 0x00000fba, 0x000018d7, 0x0000016f,
    0x000400f6, 0x000010a0, 0x0000109d, 0x00000000,
    0x000400fa, 0x00000fba, 0x00000fbb, 0x000010a0,
    0x000200f8, 0x00000fbb, 0x00050080, 0x00000007,
    0x00000fbe, 0x00001897, 0x000018d7, 0x00050082,
    0x00000007, 0x00000fc1, 0x000009dd, 0x00000178,
    0x0007000c, 0x00000007, 0x00000fc2, 0x00000001,
    0x00000026, 0x00000fbe, 0x00000fc1, 0x00050084,
    0x00000007, 0x00000fc4, 0x00000fc2, 0x0000189a,
    0x00050084, 0x00000007, 0x00000fc6, 0x00000f8c,
    0x000003f3, 0x00050080, 0x00000007, 0x00000fc7,
    0x00000fc4, 0x00000fc6, 0x000200f9, 0x00000fc8,
    0x000200f8, 0x00000fc8, 0x000700f5, 0x00000007,
    0x000018da, 0x00000086, 0x00000fbb, 0x00000ff5,
    0x00000fcc, 0x000500b0, 0x0000008d, 0x00000fcb,
    0x000018da, 0x00000021, 0x000400f6, 0x00000ff6,
    0x00000fcc, 0x00000000, 0x000400fa, 0x00000fcb,
    0x00000fcc, 0x00000ff6, 0x000200f8, 0x00000fcc,
    0x00050084, 0x00000007, 0x00000fd0, 0x00000689,
    0x00000f90, 0x00050080, 0x00000007, 0x00000fd1,
    0x00000fc7, 0x00000fd0, 0x00050080, 0x00000007,
    0x00000fd3, 0x00000fd1, 0x00000f93, 0x00050084,
    0x00000007, 0x00000fd5, 0x000000ed, 0x000018da,
    0x00050080, 0x00000007, 0x00000fd6, 0x00000fd3,
    0x00000fd5, 0x000500c2, 0x00000007, 0x000010fd,
    0x00000fd6, 0x00000096, 0x00060041, 0x00000385,
    0x000010fe, 0x00000382, 0x000000aa, 0x000010fd,
    0x0004003d, 0x0000037e, 0x000010ff, 0x000010fe,
    0x00040071, 0x00000007, 0x00001100, 0x000010ff,
    0x00050041, 0x00000013, 0x00000fd8, 0x00000f6b,
    0x000018da, 0x0003003e, 0x00000fd8, 0x00001100,
    0x00050080, 0x00000007, 0x00000fde, 0x00000fd1,
    0x00000059, 0x00050080, 0x00000007, 0x00000fe0,
    0x00000fde, 0x00000f93, 0x00050080, 0x00000007,
    0x00000fe3, 0x00000fe0, 0x00000fd5, 0x000500c2,
    0x00000007, 0x00001104, 0x00000fe3, 0x00000096,
    0x00060041, 0x00000385, 0x00001105, 0x00000382,
    0x000000aa, 0x00001104, 0x0004003d, 0x0000037e,
    0x00001106, 0x00001105, 0x00040071, 0x00000007,
    0x00001107, 0x00001106, 0x00050041, 0x00000013,
    0x00000fe5, 0x00000f6d, 0x000018da, 0x0003003e,
    0x00000fe5, 0x00001107, 0x00050080, 0x00000007,
    0x00000fe8, 0x00000fc7, 0x000000e0, 0x00050084,
    0x00000007, 0x00000fea, 0x00000059, 0x00000f90,
    0x00050080, 0x00000007, 0x00000feb, 0x00000fe8,
    0x00000fea, 0x00050080, 0x00000007, 0x00000fed,
    0x00000feb, 0x00000f93, 0x00050080, 0x00000007,
    0x00000ff0, 0x00000fed, 0x00000fd5, 0x000500c2,
    0x00000007, 0x0000110b, 0x00000ff0, 0x00000096,
    0x00060041, 0x00000385, 0x0000110c, 0x00000382,
    0x000000aa, 0x0000110b, 0x0004003d, 0x0000037e,
    0x0000110d, 0x0000110c, 0x00040071, 0x00000007,
    0x0000110e, 0x0000110d, 0x00050041, 0x00000013,
    0x00000ff2, 0x00000f6f, 0x000018da, 0x0003003e,
    0x00000ff2, 0x0000110e, 0x00050080, 0x00000007,
    0x00000ff5, 0x000018da, 0x00000096, 0x000200f9,
    0x00000fc8, 0x000200f8, 0x00000ff6, 0x000200f9,
    0x00000ff7, 0x000200f8, 0x00000ff7, 0x000700f5,
    0x00000006, 0x000018de, 0x00000084, 0x00000ff6,
    0x0000108e, 0x0000108f, 0x000700f5, 0x00000007,
    0x000018db, 0x00000086, 0x00000ff6, 0x00001091,
    0x0000108f, 0x000500b0, 0x0000008d, 0x00000ffa,
    0x000018db, 0x00000021, 0x000400f6, 0x00001092,
    0x0000108f, 0x00000000, 0x000400fa, 0x00000ffa,
    0x00000ffb, 0x00001092, 0x000200f8, 0x00000ffb,
    0x000500c2, 0x00000007, 0x00000ffd, 0x000018db,
    0x00000096, 0x00050084, 0x00000007, 0x00000ffe,
    0x00000ffd, 0x00000021, 0x00050084, 0x00000007,
    0x00001000, 0x000018db, 0x000000ed, 0x000200f9,
    0x00001001, 0x000200f8, 0x00001001, 0x000700f5,
    0x00000007, 0x000018df, 0x00000086, 0x00000ffb,
    0x00001068, 0x00001066, 0x000500b0, 0x0000008d,
    0x00001004, 0x000018df, 0x000000ed, 0x000400f6,
    0x00001069, 0x00001066, 0x00000000, 0x000400fa,
    0x00001004, 0x00001005, 0x00001069, 0x000200f8,
    0x00001005, 0x000500c7, 0x00000007, 0x00001007,
    0x000018db, 0x00000178, 0x000500ab, 0x0000008d,
    0x00001008, 0x00001007, 0x00000086, 0x000300f7,
    0x00001011, 0x00000000, 0x000400fa, 0x00001008,
    0x00001009, 0x0000100d, 0x000200f8, 0x00001009,
    0x00050041, 0x00000013, 0x0000100b, 0x00000f6d,
    0x000018df, 0x0004003d, 0x00000007, 0x0000100c,
    0x0000100b, 0x000200f9, 0x00001011, 0x000200f8,
    0x0000100d, 0x00050041, 0x00000013, 0x0000100f,
    0x00000f6b, 0x000018df, 0x0004003d, 0x00000007,
    0x00001010, 0x0000100f, 0x000200f9, 0x00001011,
    0x000200f8, 0x00001011, 0x000700f5, 0x00000007,
    0x000018e2, 0x0000100c, 0x00001009, 0x00001010,
    0x0000100d, 0x000300f7, 0x00001020, 0x00000000,
    0x000400fa, 0x00001008, 0x00001016, 0x0000101b,
    0x000200f8, 0x00001016, 0x00050080, 0x00000007,
    0x00001018, 0x000018df, 0x000000ed, 0x00050041,
    0x00000013, 0x00001019, 0x00000f6d, 0x00001018,
    0x0004003d, 0x00000007, 0x0000101a, 0x00001019,
    0x000200f9, 0x00001020, 0x000200f8, 0x0000101b,
    0x00050080, 0x00000007, 0x0000101d, 0x000018df,
    0x000000ed, 0x00050041, 0x00000013, 0x0000101e,
    0x00000f6b, 0x0000101d, 0x0004003d, 0x00000007,
    0x0000101f, 0x0000101e, 0x000200f9, 0x00001020,
    0x000200f8, 0x00001020, 0x000700f5, 0x00000007,
    0x000018e5, 0x0000101a, 0x00001016, 0x0000101f,
    0x0000101b, 0x00050084, 0x00000007, 0x00001023,
    0x000000ed, 0x000018df, 0x000500c2, 0x00000007,
    0x00001026, 0x000018e2, 0x00000ffe, 0x000500c7,
    0x00000007, 0x00001027, 0x00001026, 0x00000414,
    0x00050041, 0x00000013, 0x00001029, 0x00000f6f,
    0x000018df, 0x0004003d, 0x00000007, 0x0000102a,
    0x00001029, 0x000500c2, 0x00000007, 0x0000102c,
    0x0000102a, 0x00001000, 0x000500c7, 0x00000007,
    0x0000102d, 0x0000102c, 0x000000c4, 0x000500c4,
    0x00000007, 0x0000102e, 0x0000102d, 0x0000011a,
    0x000500c5, 0x00000007, 0x0000102f, 0x00001027,
    0x0000102e, 0x00050041, 0x00000013, 0x00001030,
    0x00000f7a, 0x00001023, 0x0003003e, 0x00001030,
    0x0000102f, 0x00050080, 0x00000007, 0x00001033,
    0x00001023, 0x00000178, 0x00050080, 0x00000007,
    0x00001036, 0x000000c2, 0x00000ffe, 0x000500c2,
    0x00000007, 0x00001037, 0x000018e2, 0x00001036,
    0x000500c7, 0x00000007, 0x00001038, 0x00001037,
    0x00000414, 0x0004003d, 0x00000007, 0x0000103b,
    0x00001029, 0x00050080, 0x00000007, 0x0000103d,
    0x000000c2, 0x00001000, 0x000500c2, 0x00000007,
    0x0000103e, 0x0000103b, 0x0000103d, 0x000500c7,
    0x00000007, 0x0000103f, 0x0000103e, 0x000000c4,
    0x000500c4, 0x00000007, 0x00001040, 0x0000103f,
    0x0000011a, 0x000500c5, 0x00000007, 0x00001041,
    0x00001038, 0x00001040, 0x00050041, 0x00000013,
    0x00001042, 0x00000f7a, 0x00001033, 0x0003003e,
    0x00001042, 0x00001041, 0x000500c2, 0x00000007,
    0x00001047, 0x000018e5, 0x00000ffe, 0x000500c7,
    0x00000007, 0x00001048, 0x00001047, 0x00000414,
    0x00050080, 0x00000007, 0x0000104a, 0x000018df,
    0x000000ed, 0x00050041, 0x00000013, 0x0000104b,
    0x00000f6f, 0x0000104a, 0x0004003d, 0x00000007,
    0x0000104c, 0x0000104b, 0x000500c2, 0x00000007,
    0x0000104e, 0x0000104c, 0x00001000, 0x000500c7,
    0x00000007, 0x0000104f, 0x0000104e, 0x000000c4,
    0x000500c4, 0x00000007, 0x00001050, 0x0000104f,
    0x0000011a, 0x000500c5, 0x00000007, 0x00001051,
    0x00001048, 0x00001050, 0x00050041, 0x00000013,
    0x00001052, 0x00000f7b, 0x00001023, 0x0003003e,
    0x00001052, 0x00001051, 0x000500c2, 0x00000007,
    0x00001059, 0x000018e5, 0x00001036, 0x000500c7,
    0x00000007, 0x0000105a, 0x00001059, 0x00000414,
    0x0004003d, 0x00000007, 0x0000105e, 0x0000104b,
    0x000500c2, 0x00000007, 0x00001061, 0x0000105e,
    0x0000103d, 0x000500c7, 0x00000007, 0x00001062,
    0x00001061, 0x000000c4, 0x000500c4, 0x00000007,
    0x00001063, 0x00001062, 0x0000011a, 0x000500c5,
    0x00000007, 0x00001064, 0x0000105a, 0x00001063,
    0x00050041, 0x00000013, 0x00001065, 0x00000f7b,
    0x00001033, 0x0003003e, 0x00001065, 0x00001064,
    0x000200f9, 0x00001066, 0x000200f8, 0x00001066,
    0x00050080, 0x00000007, 0x00001068, 0x000018df,
    0x00000096, 0x000200f9, 0x00001001, 0x000200f8,
    0x00001069, 0x0004003d, 0x0000000d, 0x0000106a,
    0x00000f7a, 0x000500c5, 0x0000000d, 0x00001113,
    0x0000106a, 0x00001888, 0x0004007c, 0x0000001c,
    0x00001114, 0x00001113, 0x00050083, 0x0000001c,
    0x0000106d, 0x00001114, 0x00001889, 0x00050084,
    0x00000007, 0x0000106f, 0x000000ed, 0x000018db,
    0x00050041, 0x00000066, 0x00001070, 0x00000f65,
    0x0000106f, 0x0004003d, 0x0000001c, 0x00001071,
    0x00001070, 0x00050094, 0x00000006, 0x00001072,
    0x0000106d, 0x00001071, 0x0004003d, 0x0000000d,
    0x00001073, 0x00000f7b, 0x000500c5, 0x0000000d,
    0x00001119, 0x00001073, 0x00001888, 0x0004007c,
    0x0000001c, 0x0000111a, 0x00001119, 0x00050083,
    0x0000001c, 0x00001076, 0x0000111a, 0x00001889,
    0x00050080, 0x00000007, 0x00001079, 0x0000106f,
    0x00000178, 0x00050041, 0x00000066, 0x0000107a,
    0x00000f65, 0x00001079, 0x0004003d, 0x0000001c,
    0x0000107b, 0x0000107a, 0x00050094, 0x00000006,
    0x0000107c, 0x00001076, 0x0000107b, 0x00050081,
    0x00000006, 0x0000107d, 0x00001072, 0x0000107c,
    0x00050080, 0x00000007, 0x0000107f, 0x00000fc7,
    0x000006ad, 0x00050084, 0x00000007, 0x00001081,
    0x000000c2, 0x00000f90, 0x00050080, 0x00000007,
    0x00001082, 0x0000107f, 0x00001081, 0x000500c2,
    0x00000007, 0x00001084, 0x00000f93, 0x0000011a,
    0x00050080, 0x00000007, 0x00001085, 0x00001082,
    0x00001084, 0x00050080, 0x00000007, 0x00001088,
    0x00001085, 0x0000106f, 0x000500c2, 0x00000007,
    0x0000112b, 0x00001088, 0x00000096, 0x00060041,
    0x00000385, 0x0000112c, 0x00000382, 0x000000aa,
    0x0000112b, 0x0004003d, 0x0000037e, 0x0000112d,
    0x0000112c, 0x00040071, 0x00000007, 0x0000112e,
    0x0000112d, 0x000500c7, 0x00000007, 0x00001130,
    0x00001088, 0x00000178, 0x00050084, 0x00000007,
    0x00001131, 0x00001130, 0x000000c2, 0x000500c2,
    0x00000007, 0x00001132, 0x0000112e, 0x00001131,
    0x000500c7, 0x00000007, 0x00001133, 0x00001132,
    0x000000c0, 0x0004007c, 0x0000003c, 0x00001122,
    0x00001133, 0x000500c7, 0x00000007, 0x00001124,
    0x00001133, 0x000000e0, 0x000500c4, 0x00000007,
    0x00001125, 0x00001124, 0x00000096, 0x0004007c,
    0x0000003c, 0x00001126, 0x00001125, 0x00050082,
    0x0000003c, 0x00001127, 0x00001122, 0x00001126,
    0x0004006f, 0x00000006, 0x0000108a, 0x00001127,
    0x0008000c, 0x00000006, 0x0000108e, 0x00000001,
    0x00000032, 0x0000108a, 0x0000107d, 0x000018de,
    0x000200f9, 0x0000108f, 0x000200f8, 0x0000108f,
    0x00050080, 0x00000007, 0x00001091, 0x000018db,
    0x00000096, 0x000200f9, 0x00000ff7, 0x000200f8,
    0x00001092, 0x00050080, 0x00000007, 0x00001095,
    0x00000fc7, 0x0000069f, 0x000500c2, 0x00000007,
    0x0000113e, 0x00001095, 0x00000096, 0x00060041,
    0x00000385, 0x0000113f, 0x00000382, 0x000000aa,
    0x0000113e, 0x0004003d, 0x0000037e, 0x00001140,
    0x0000113f, 0x00040071, 0x00000007, 0x00001141,
    0x00001140, 0x0006000c, 0x0000000b, 0x00001139,
    0x00000001, 0x0000003e, 0x00001141, 0x00050051,
    0x00000006, 0x0000113a, 0x00001139, 0x00000000,
    0x00050041, 0x00000044, 0x00001099, 0x00000a1f,
    0x000018d7, 0x0004003d, 0x00000006, 0x0000109a,
    0x00001099, 0x0008000c, 0x00000006, 0x0000109b,
    0x00000001, 0x00000032, 0x0000113a, 0x000018de,
    0x0000109a, 0x0003003e, 0x00001099, 0x0000109b,
    0x000200f9, 0x0000109d, 0x000200f8, 0x0000109d,
    0x00050080, 0x00000007, 0x0000109f, 0x000018d7,
    0x00000096, 0x000200f9, 0x00000fb7, 0x000200f8,
    0x000010a0, 0x000200f9, 0x000010a1, 0x000200f8,
    0x000010a1, 0x0004003d, 0x00000007, 0x000010a2,
    0x0000077f, 0x00050080, 0x00000007, 0x000010a4,
    0x000018d5, 0x000010a2, 0x000200f9, 0x00000f83,
    0x000200f8, 0x000010a5, 0x0004003d, 0x00000022,
    0x00000a22, 0x00000a1f, 0x0003003e, 0x000009f3,
    0x00000a22, 0x000200f9, 0x00000a18, 0x000200f8,
    0x00000a23, 0x000200f9, 0x00000a25, 0x000200f8,
    0x00000a25, 0x000700f5, 0x00000007, 0x000018a2,
    0x00000086, 0x00000a23, 0x00000a78, 0x00000a28,
    0x000500b0, 0x0000008d, 0x00000a2b, 0x000018a2,
    0x0000016f, 0x000400f6, 0x00000a27, 0x00000a28,
    0x00000000, 0x000400fa, 0x00000a2b, 0x00000a26,
    0x00000a27, 0x000200f8, 0x00000a26, 0x000500ae,
    0x0000008d, 0x00000a2e, 0x000018a2, 0x00001898,
    0x000300f7, 0x00000a30, 0x00000000, 0x000400fa,
    0x00000a2e, 0x00000a2f, 0x00000a30, 0x000200f8,
    0x00000a2f, 0x000200f9, 0x00000a27, 0x000200f8,
    0x00000a30, 0x0004003d, 0x00000007, 0x00000a33,
    0x000006fb, 0x000200f9, 0x00000a34, 0x000200f8,
    0x00000a34, 0x000700f5, 0x00000007, 0x000018a3,
    0x00000a33, 0x00000a30, 0x00000a76, 0x00000a37,
    0x00050086, 0x00000007, 0x00000a3c, 0x000009ec,
    0x00000059, 0x000500b0, 0x0000008d, 0x00000a3d,
    0x000018a3, 0x00000a3c, 0x000400f6, 0x00000a36,
    0x00000a37, 0x00000000, 0x000400fa, 0x00000a3d,
    0x00000a35, 0x00000a36, 0x000200f8, 0x00000a35,
    0x00050080, 0x00000007, 0x00000a40, 0x00001897,
    0x000018a2, 0x00050084, 0x00000007, 0x00000a42,
    0x00000a40, 0x0000189a, 0x000300f7, 0x0000138a,
    0x00000000, 0x001900fb, 0x000003bb, 0x0000138a,
    0x00000000, 0x000011a1, 0x00000001, 0x000011b6,
    0x0000001e, 0x000011ca, 0x00000002, 0x000011e0,
    0x00000003, 0x00001206, 0x00000006, 0x00001231,
    0x00000007, 0x0000126c, 0x00000008, 0x000012a7,
    0x0000000c, 0x000012c1, 0x0000000d, 0x000012f8,
    0x0000000e, 0x0000133a, 0x000200f8, 0x000011a1,
    0x000200f9, 0x000011a2, 0x000200f8, 0x000011a2,
    0x000700f5, 0x00000007, 0x000018b3, 0x00000086,
    0x000011a1, 0x000011b4, 0x000011a6, 0x000500b0,
    0x0000008d, 0x000011a5, 0x000018b3, 0x00000059,
    0x000400f6, 0x000011b5, 0x000011a6, 0x00000000,
    0x000400fa, 0x000011a5, 0x000011a6, 0x000011b5,
    0x000200f8, 0x000011a6, 0x00050084, 0x00000007,
    0x000011aa, 0x000018a3, 0x00000059, 0x00050080,
    0x00000007, 0x000011ac, 0x000011aa, 0x000018b3,
    0x00050084, 0x00000007, 0x000011ad, 0x000011ac,
    0x00000021, 0x00050080, 0x00000007, 0x000011ae,
    0x00000a42, 0x000011ad, 0x000500c2, 0x00000007,
    0x0000138e, 0x000011ae, 0x00000096, 0x00060041,
    0x00000385, 0x0000138f, 0x00000382, 0x000000aa,
    0x0000138e, 0x0004003d, 0x0000037e, 0x00001390,
    0x0000138f, 0x00040071, 0x00000007, 0x00001391,
    0x00001390, 0x00050080, 0x00000007, 0x00001394,
    0x0000138e, 0x00000178, 0x00060041, 0x00000385,
    0x00001395, 0x00000382, 0x000000aa, 0x00001394,
    0x0004003d, 0x0000037e, 0x00001396, 0x00001395,
    0x00040071, 0x00000007, 0x00001397, 0x00001396,
    0x000500c4, 0x00000007, 0x00001398, 0x00001397,
    0x000003a2, 0x000500c5, 0x00000007, 0x00001399,
    0x00001391, 0x00001398, 0x0004007c, 0x00000006,
    0x000011b0, 0x00001399, 0x00050041, 0x00000044,
    0x000011b1, 0x00000a47, 0x000018b3, 0x0003003e,
    0x000011b1, 0x000011b0, 0x00050080, 0x00000007,
    0x000011b4, 0x000018b3, 0x00000096, 0x000200f9,
    0x000011a2, 0x000200f8, 0x000011b5, 0x000200f9,
    0x0000138a, 0x000200f8, 0x000011b6, 0x000200f9,
    0x000011b7, 0x000200f8, 0x000011b7, 0x000700f5,
    0x00000007, 0x000018b2, 0x00000086, 0x000011b6,
    0x000011c8, 0x000011bb, 0x000500b0, 0x0000008d,
    0x000011ba, 0x000018b2, 0x00000059, 0x000400f6,
    0x000011c9, 0x000011bb, 0x00000000, 0x000400fa,
    0x000011ba, 0x000011bb, 0x000011c9, 0x000200f8,
    0x000011bb, 0x00050084, 0x00000007, 0x000011bf,
    0x000018a3, 0x00000059, 0x00050080, 0x00000007,
    0x000011c1, 0x000011bf, 0x000018b2, 0x00050084,
    0x00000007, 0x000011c2, 0x000011c1, 0x000000ed,
    0x00050080, 0x00000007, 0x000011c3, 0x00000a42,
    0x000011c2, 0x000500c2, 0x00000007, 0x000013a4,
    0x000011c3, 0x00000096, 0x00060041, 0x00000385,
    0x000013a5, 0x00000382, 0x000000aa, 0x000013a4,
    0x0004003d, 0x0000037e, 0x000013a6, 0x000013a5,
    0x00040071, 0x00000007, 0x000013a7, 0x000013a6,
    0x0006000c, 0x0000000b, 0x0000139f, 0x00000001,
    0x0000003e, 0x000013a7, 0x00050051, 0x00000006,
    0x000013a0, 0x0000139f, 0x00000000, 0x00050041,
    0x00000044, 0x000011c5, 0x00000a47, 0x000018b2,
    0x0003003e, 0x000011c5, 0x000013a0, 0x00050080,
    0x00000007, 0x000011c8, 0x000018b2, 0x00000096,
    0x000200f9, 0x000011b7, 0x000200f8, 0x000011c9,
    0x000200f9, 0x0000138a, 0x000200f8, 0x000011ca,
    0x000200f9, 0x000011cb, 0x000200f8, 0x000011cb,
    0x000700f5, 0x00000007, 0x000018b1, 0x00000086,
    0x000011ca, 0x000011de, 0x000011cf, 0x000500b0,
    0x0000008d, 0x000011ce, 0x000018b1, 0x00000059,
    0x000400f6, 0x000011df, 0x000011cf, 0x00000000,
    0x000400fa, 0x000011ce, 0x000011cf, 0x000011df,
    0x000200f8, 0x000011cf, 0x00050084, 0x00000007,
    0x000011d3, 0x000018a3, 0x00000059, 0x00050080,
    0x00000007, 0x000011d5, 0x000011d3, 0x000018b1,
    0x00050084, 0x00000007, 0x000011d6, 0x000011d5,
    0x000000ed, 0x00050080, 0x00000007, 0x000011d7,
    0x00000a42, 0x000011d6, 0x000500c2, 0x00000007,
    0x000013ab, 0x000011d7, 0x00000096, 0x00060041,
    0x00000385, 0x000013ac, 0x00000382, 0x000000aa,
    0x000013ab, 0x0004003d, 0x0000037e, 0x000013ad,
    0x000013ac, 0x00040071, 0x00000007, 0x000013ae,
    0x000013ad, 0x000500c4, 0x00000007, 0x000011d9,
    0x000013ae, 0x000003a2, 0x0004007c, 0x00000006,
    0x000011da, 0x000011d9, 0x00050041, 0x00000044,
    0x000011db, 0x00000a47, 0x000018b1, 0x0003003e,
    0x000011db, 0x000011da, 0x00050080, 0x00000007,
    0x000011de, 0x000018b1, 0x00000096, 0x000200f9,
    0x000011cb, 0x000200f8, 0x000011df, 0x000200f9,
    0x0000138a, 0x000200f8, 0x000011e0, 0x00050084,
    0x00000007, 0x000011e3, 0x000018a3, 0x000003cf,
    0x00050080, 0x00000007, 0x000011e4, 0x00000a42,
    0x000011e3, 0x000500c2, 0x00000007, 0x000013b9,
    0x000011e4, 0x00000096, 0x00060041, 0x00000385,
    0x000013ba, 0x00000382, 0x000000aa, 0x000013b9,
    0x0004003d, 0x0000037e, 0x000013bb, 0x000013ba,
    0x00040071, 0x00000007, 0x000013bc, 0x000013bb,
    0x0006000c, 0x0000000b, 0x000013b4, 0x00000001,
    0x0000003e, 0x000013bc, 0x00050051, 0x00000006,
    0x000013b5, 0x000013b4, 0x00000000, 0x000200f9,
    0x000011e7, 0x000200f8, 0x000011e7, 0x000700f5,
    0x00000007, 0x000018b0, 0x00000086, 0x000011e0,
    0x00001204, 0x000011eb, 0x000500b0, 0x0000008d,
    0x000011ea, 0x000018b0, 0x00000008, 0x000400f6,
    0x00001205, 0x000011eb, 0x00000000, 0x000400fa,
    0x000011ea, 0x000011eb, 0x00001205, 0x000200f8,
    0x000011eb, 0x00050080, 0x00000007, 0x000011ed,
    0x000011e4, 0x000000ed, 0x00050080, 0x00000007,
    0x000011ef, 0x000011ed, 0x000018b0, 0x000500c2,
    0x00000007, 0x000013c0, 0x000011ef, 0x00000096,
    0x00060041, 0x00000385, 0x000013c1, 0x00000382,
    0x000000aa, 0x000013c0, 0x0004003d, 0x0000037e,
    0x000013c2, 0x000013c1, 0x00040071, 0x00000007,
    0x000013c3, 0x000013c2, 0x000500c7, 0x00000007,
    0x000013c5, 0x000011ef, 0x00000178, 0x00050084,
    0x00000007, 0x000013c6, 0x000013c5, 0x000000c2,
    0x000500c2, 0x00000007, 0x000013c7, 0x000013c3,
    0x000013c6, 0x000500c7, 0x00000007, 0x000013c8,
    0x000013c7, 0x000000c0, 0x000500c7, 0x00000007,
    0x000011f4, 0x000013c8, 0x00000414, 0x00040070,
    0x00000006, 0x000011f5, 0x000011f4, 0x00050083,
    0x00000006, 0x000011f6, 0x000011f5, 0x000004ee,
    0x00050085, 0x00000006, 0x000011f7, 0x000013b5,
    0x000011f6, 0x00050041, 0x00000044, 0x000011f8,
    0x00000a47, 0x000018b0, 0x0003003e, 0x000011f8,
    0x000011f7, 0x00050080, 0x00000007, 0x000011fa,
    0x000018b0, 0x00000008, 0x000500c2, 0x00000007,
    0x000011fd, 0x000013c8, 0x0000011a, 0x00040070,
    0x00000006, 0x000011fe, 0x000011fd, 0x00050083,
    0x00000006, 0x000011ff, 0x000011fe, 0x000004ee,
    0x00050085, 0x00000006, 0x00001200, 0x000013b5,
    0x000011ff, 0x00050041, 0x00000044, 0x00001201,
    0x00000a47, 0x000011fa, 0x0003003e, 0x00001201,
    0x00001200, 0x00050080, 0x00000007, 0x00001204,
    0x000018b0, 0x00000096, 0x000200f9, 0x000011e7,
    0x000200f8, 0x00001205, 0x000200f9, 0x0000138a,
    0x000200f8, 0x00001206, 0x00050084, 0x00000007,
    0x00001209, 0x000018a3, 0x000003d4, 0x00050080,
    0x00000007, 0x0000120a, 0x00000a42, 0x00001209,
    0x000500c2, 0x00000007, 0x000013d3, 0x0000120a,
    0x00000096, 0x00060041, 0x00000385, 0x000013d4,
    0x00000382, 0x000000aa, 0x000013d3, 0x0004003d,
    0x0000037e, 0x000013d5, 0x000013d4, 0x00040071,
    0x00000007, 0x000013d6, 0x000013d5, 0x0006000c,
    0x0000000b, 0x000013ce, 0x00000001, 0x0000003e,
    0x000013d6, 0x00050051, 0x00000006, 0x000013cf,
    0x000013ce, 0x00000000, 0x00050080, 0x00000007,
    0x0000120e, 0x0000120a, 0x000000ed, 0x000500c2,
    0x00000007, 0x000013e1, 0x0000120e, 0x00000096,
    0x00060041, 0x00000385, 0x000013e2, 0x00000382,
    0x000000aa, 0x000013e1, 0x0004003d, 0x0000037e,
    0x000013e3, 0x000013e2, 0x00040071, 0x00000007,
    0x000013e4, 0x000013e3, 0x0006000c, 0x0000000b,
    0x000013dc, 0x00000001, 0x0000003e, 0x000013e4,
    0x00050051, 0x00000006, 0x000013dd, 0x000013dc,
    0x00000000, 0x000200f9, 0x00001210, 0x000200f8,
    0x00001210, 0x000700f5, 0x00000007, 0x000018af,
    0x00000086, 0x00001206, 0x0000122f, 0x00001214,
    0x000500b0, 0x0000008d, 0x00001213, 0x000018af,
    0x00000008, 0x000400f6, 0x00001230, 0x00001214,
    0x00000000, 0x000400fa, 0x00001213, 0x00001214,
    0x00001230, 0x000200f8, 0x00001214, 0x00050080,
    0x00000007, 0x00001216, 0x0000120a, 0x00000021,
    0x00050080, 0x00000007, 0x00001218, 0x00001216,
    0x000018af, 0x000500c2, 0x00000007, 0x000013e8,
    0x00001218, 0x00000096, 0x00060041, 0x00000385,
    0x000013e9, 0x00000382, 0x000000aa, 0x000013e8,
    0x0004003d, 0x0000037e, 0x000013ea, 0x000013e9,
    0x00040071, 0x00000007, 0x000013eb, 0x000013ea,
    0x000500c7, 0x00000007, 0x000013ed, 0x00001218,
    0x00000178, 0x00050084, 0x00000007, 0x000013ee,
    0x000013ed, 0x000000c2, 0x000500c2, 0x00000007,
    0x000013ef, 0x000013eb, 0x000013ee, 0x000500c7,
    0x00000007, 0x000013f0, 0x000013ef, 0x000000c0,
    0x000500c7, 0x00000007, 0x0000121d, 0x000013f0,
    0x00000414, 0x00040070, 0x00000006, 0x0000121e,
    0x0000121d, 0x0008000c, 0x00000006, 0x00001221,
    0x00000001, 0x00000032, 0x000013cf, 0x0000121e,
    0x000013dd, 0x00050041, 0x00000044, 0x00001222,
    0x00000a47, 0x000018af, 0x0003003e, 0x00001222,
    0x00001221, 0x00050080, 0x00000007, 0x00001224,
    0x000018af, 0x00000008, 0x000500c2, 0x00000007,
    0x00001227, 0x000013f0, 0x0000011a, 0x00040070,
    0x00000006, 0x00001228, 0x00001227, 0x0008000c,
    0x00000006, 0x0000122b, 0x00000001, 0x00000032,
    0x000013cf, 0x00001228, 0x000013dd, 0x00050041,
    0x00000044, 0x0000122c, 0x00000a47, 0x00001224,
    0x0003003e, 0x0000122c, 0x0000122b, 0x00050080,
    0x00000007, 0x0000122f, 0x000018af, 0x00000096,
    0x000200f9, 0x00001210, 0x000200f8, 0x00001230,
    0x000200f9, 0x0000138a, 0x000200f8, 0x00001231,
    0x00050084, 0x00000007, 0x00001234, 0x000018a3,
    0x000003d9, 0x00050080, 0x00000007, 0x00001235,
    0x00000a42, 0x00001234, 0x000500c2, 0x00000007,
    0x000013fb, 0x00001235, 0x00000096, 0x00060041,
    0x00000385, 0x000013fc, 0x00000382, 0x000000aa,
    0x000013fb, 0x0004003d, 0x0000037e, 0x000013fd,
    0x000013fc, 0x00040071, 0x00000007, 0x000013fe,
    0x000013fd, 0x0006000c, 0x0000000b, 0x000013f6,
    0x00000001, 0x0000003e, 0x000013fe, 0x00050051,
    0x00000006, 0x000013f7, 0x000013f6, 0x00000000,
    0x00050080, 0x00000007, 0x00001239, 0x00001235,
    0x000000ed, 0x000500c2, 0x00000007, 0x00001402,
    0x00001239, 0x00000096, 0x00060041, 0x00000385,
    0x00001403, 0x00000382, 0x000000aa, 0x00001402,
    0x0004003d, 0x0000037e, 0x00001404, 0x00001403,
    0x00040071, 0x00000007, 0x00001405, 0x00001404,
    0x00050080, 0x00000007, 0x0000123c, 0x00001235,
    0x00000021, 0x000500c2, 0x00000007, 0x00001409,
    0x0000123c, 0x00000096, 0x00060041, 0x00000385,
    0x0000140a, 0x00000382, 0x000000aa, 0x00001409,
    0x0004003d, 0x0000037e, 0x0000140b, 0x0000140a,
    0x00040071, 0x00000007, 0x0000140c, 0x0000140b,
    0x000500c4, 0x00000007, 0x0000123e, 0x0000140c,
    0x000003a2, 0x000500c5, 0x00000007, 0x0000123f,
    0x00001405, 0x0000123e, 0x000200f9, 0x00001240,
    0x000200f8, 0x00001240, 0x000700f5, 0x00000007,
    0x000018ae, 0x00000086, 0x00001231, 0x0000126a,
    0x00001244, 0x000500b0, 0x0000008d, 0x00001243,
    0x000018ae, 0x00000008, 0x000400f6, 0x0000126b,
    0x00001244, 0x00000000, 0x000400fa, 0x00001243,
    0x00001244, 0x0000126b, 0x000200f8, 0x00001244,
    0x00050080, 0x00000007, 0x00001246, 0x00001235,
    0x0000054f, 0x00050080, 0x00000007, 0x00001248,
    0x00001246, 0x000018ae, 0x000500c2, 0x00000007,
    0x00001410, 0x00001248, 0x00000096, 0x00060041,
    0x00000385, 0x00001411, 0x00000382, 0x000000aa,
    0x00001410, 0x0004003d, 0x0000037e, 0x00001412,
    0x00001411, 0x00040071, 0x00000007, 0x00001413,
    0x00001412, 0x000500c7, 0x00000007, 0x00001415,
    0x00001248, 0x00000178, 0x00050084, 0x00000007,
    0x00001416, 0x00001415, 0x000000c2, 0x000500c2,
    0x00000007, 0x00001417, 0x00001413, 0x00001416,
    0x000500c7, 0x00000007, 0x00001418, 0x00001417,
    0x000000c0, 0x000500c7, 0x00000007, 0x0000124d,
    0x00001418, 0x00000414, 0x000500c2, 0x00000007,
    0x00001250, 0x0000123f, 0x000018ae, 0x000500c7,
    0x00000007, 0x00001251, 0x00001250, 0x00000178,
    0x000500c4, 0x00000007, 0x00001252, 0x00001251,
    0x0000011a, 0x000500c5, 0x00000007, 0x00001253,
    0x0000124d, 0x00001252, 0x00040070, 0x00000006,
    0x00001254, 0x00001253, 0x00050083, 0x00000006,
    0x00001255, 0x00001254, 0x00000560, 0x00050085,
    0x00000006, 0x00001256, 0x000013f7, 0x00001255,
    0x00050041, 0x00000044, 0x00001257, 0x00000a47,
    0x000018ae, 0x0003003e, 0x00001257, 0x00001256,
    0x00050080, 0x00000007, 0x00001259, 0x000018ae,
    0x00000008, 0x000500c2, 0x00000007, 0x0000125c,
    0x00001418, 0x0000011a, 0x000500c2, 0x00000007,
    0x00001260, 0x0000123f, 0x00001259, 0x000500c7,
    0x00000007, 0x00001261, 0x00001260, 0x00000178,
    0x000500c4, 0x00000007, 0x00001262, 0x00001261,
    0x0000011a, 0x000500c5, 0x00000007, 0x00001263,
    0x0000125c, 0x00001262, 0x00040070, 0x00000006,
    0x00001264, 0x00001263, 0x00050083, 0x00000006,
    0x00001265, 0x00001264, 0x00000560, 0x00050085,
    0x00000006, 0x00001266, 0x000013f7, 0x00001265,
    0x00050041, 0x00000044, 0x00001267, 0x00000a47,
    0x00001259, 0x0003003e, 0x00001267, 0x00001266,
    0x00050080, 0x00000007, 0x0000126a, 0x000018ae,
    0x00000096, 0x000200f9, 0x00001240, 0x000200f8,
    0x0000126b, 0x000200f9, 0x0000138a, 0x000200f8,
    0x0000126c, 0x00050084, 0x00000007, 0x0000126f,
    0x000018a3, 0x000003de, 0x00050080, 0x00000007,
    0x00001270, 0x00000a42, 0x0000126f, 0x000500c2,
    0x00000007, 0x00001423, 0x00001270, 0x00000096,
    0x00060041, 0x00000385, 0x00001424, 0x00000382,
    0x000000aa, 0x00001423, 0x0004003d, 0x0000037e,
    0x00001425, 0x00001424, 0x00040071, 0x00000007,
    0x00001426, 0x00001425, 0x0006000c, 0x0000000b,
    0x0000141e, 0x00000001, 0x0000003e, 0x00001426,
    0x00050051, 0x00000006, 0x0000141f, 0x0000141e,
    0x00000000, 0x00050080, 0x00000007, 0x00001274,
    0x00001270, 0x000000ed, 0x000500c2, 0x00000007,
    0x00001431, 0x00001274, 0x00000096, 0x00060041,
    0x00000385, 0x00001432, 0x00000382, 0x000000aa,
    0x00001431, 0x0004003d, 0x0000037e, 0x00001433,
    0x00001432, 0x00040071, 0x00000007, 0x00001434,
    0x00001433, 0x0006000c, 0x0000000b, 0x0000142c,
    0x00000001, 0x0000003e, 0x00001434, 0x00050051,
    0x00000006, 0x0000142d, 0x0000142c, 0x00000000,
    0x00050080, 0x00000007, 0x00001277, 0x00001270,
    0x00000021, 0x000500c2, 0x00000007, 0x00001438,
    0x00001277, 0x00000096, 0x00060041, 0x00000385,
    0x00001439, 0x00000382, 0x000000aa, 0x00001438,
    0x0004003d, 0x0000037e, 0x0000143a, 0x00001439,
    0x00040071, 0x00000007, 0x0000143b, 0x0000143a,
    0x00050080, 0x00000007, 0x0000143e, 0x00001438,
    0x00000178, 0x00060041, 0x00000385, 0x0000143f,
    0x00000382, 0x000000aa, 0x0000143e, 0x0004003d,
    0x0000037e, 0x00001440, 0x0000143f, 0x00040071,
    0x00000007, 0x00001441, 0x00001440, 0x000500c4,
    0x00000007, 0x00001442, 0x00001441, 0x000003a2,
    0x000500c5, 0x00000007, 0x00001443, 0x0000143b,
    0x00001442, 0x000200f9, 0x00001279, 0x000200f8,
    0x00001279, 0x000700f5, 0x00000007, 0x000018ad,
    0x00000086, 0x0000126c, 0x000012a5, 0x0000127d,
    0x000500b0, 0x0000008d, 0x0000127c, 0x000018ad,
    0x00000008, 0x000400f6, 0x000012a6, 0x0000127d,
    0x00000000, 0x000400fa, 0x0000127c, 0x0000127d,
    0x000012a6, 0x000200f8, 0x0000127d, 0x00050080,
    0x00000007, 0x0000127f, 0x00001270, 0x000000c2,
    0x00050080, 0x00000007, 0x00001281, 0x0000127f,
    0x000018ad, 0x000500c2, 0x00000007, 0x00001447,
    0x00001281, 0x00000096, 0x00060041, 0x00000385,
    0x00001448, 0x00000382, 0x000000aa, 0x00001447,
    0x0004003d, 0x0000037e, 0x00001449, 0x00001448,
    0x00040071, 0x00000007, 0x0000144a, 0x00001449,
    0x000500c7, 0x00000007, 0x0000144c, 0x00001281,
    0x00000178, 0x00050084, 0x00000007, 0x0000144d,
    0x0000144c, 0x000000c2, 0x000500c2, 0x00000007,
    0x0000144e, 0x0000144a, 0x0000144d, 0x000500c7,
    0x00000007, 0x0000144f, 0x0000144e, 0x000000c0,
    0x000500c7, 0x00000007, 0x00001286, 0x0000144f,
    0x00000414, 0x000500c2, 0x00000007, 0x00001289,
    0x00001443, 0x000018ad, 0x000500c7, 0x00000007,
    0x0000128a, 0x00001289, 0x00000178, 0x000500c4,
    0x00000007, 0x0000128b, 0x0000128a, 0x0000011a,
    0x000500c5, 0x00000007, 0x0000128c, 0x00001286,
    0x0000128b, 0x00040070, 0x00000006, 0x0000128d,
    0x0000128c, 0x0008000c, 0x00000006, 0x00001290,
    0x00000001, 0x00000032, 0x0000141f, 0x0000128d,
    0x0000142d, 0x00050041, 0x00000044, 0x00001291,
    0x00000a47, 0x000018ad, 0x0003003e, 0x00001291,
    0x00001290, 0x00050080, 0x00000007, 0x00001293,
    0x000018ad, 0x00000008, 0x000500c2, 0x00000007,
    0x00001296, 0x0000144f, 0x0000011a, 0x000500c2,
    0x00000007, 0x0000129a, 0x00001443, 0x00001293,
    0x000500c7, 0x00000007, 0x0000129b, 0x0000129a,
    0x00000178, 0x000500c4, 0x00000007, 0x0000129c,
    0x0000129b, 0x0000011a, 0x000500c5, 0x00000007,
    0x0000129d, 0x00001296, 0x0000129c, 0x00040070,
    0x00000006, 0x0000129e, 0x0000129d, 0x0008000c,
    0x00000006, 0x000012a1, 0x00000001, 0x00000032,
    0x0000141f, 0x0000129e, 0x0000142d, 0x00050041,
    0x00000044, 0x000012a2, 0x00000a47, 0x00001293,
    0x0003003e, 0x000012a2, 0x000012a1, 0x00050080,
    0x00000007, 0x000012a5, 0x000018ad, 0x00000096,
    0x000200f9, 0x00001279, 0x000200f8, 0x000012a6,
    0x000200f9, 0x0000138a, 0x000200f8, 0x000012a7,
    0x00050084, 0x00000007, 0x000012aa, 0x000018a3,
    0x000003e3, 0x00050080, 0x00000007, 0x000012ab,
    0x00000a42, 0x000012aa, 0x000500c2, 0x00000007,
    0x0000145a, 0x000012ab, 0x00000096, 0x00060041,
    0x00000385, 0x0000145b, 0x00000382, 0x000000aa,
    0x0000145a, 0x0004003d, 0x0000037e, 0x0000145c,
    0x0000145b, 0x00040071, 0x00000007, 0x0000145d,
    0x0000145c, 0x0006000c, 0x0000000b, 0x00001455,
    0x00000001, 0x0000003e, 0x0000145d, 0x00050051,
    0x00000006, 0x00001456, 0x00001455, 0x00000000,
    0x000200f9, 0x000012ae, 0x000200f8, 0x000012ae,
    0x000700f5, 0x00000007, 0x000018ac, 0x00000086,
    0x000012a7, 0x000012bf, 0x000012b2, 0x000500b0,
    0x0000008d, 0x000012b1, 0x000018ac, 0x00000059,
    0x000400f6, 0x000012c0, 0x000012b2, 0x00000000,
    0x000400fa, 0x000012b1, 0x000012b2, 0x000012c0,
    0x000200f8, 0x000012b2, 0x00050080, 0x00000007,
    0x000012b6, 0x000012ab, 0x000000ed, 0x00050080,
    0x00000007, 0x000012b8, 0x000012b6, 0x000018ac,
    0x000500c2, 0x00000007, 0x0000146e, 0x000012b8,
    0x00000096, 0x00060041, 0x00000385, 0x0000146f,
    0x00000382, 0x000000aa, 0x0000146e, 0x0004003d,
    0x0000037e, 0x00001470, 0x0000146f, 0x00040071,
    0x00000007, 0x00001471, 0x00001470, 0x000500c7,
    0x00000007, 0x00001473, 0x000012b8, 0x00000178,
    0x00050084, 0x00000007, 0x00001474, 0x00001473,
    0x000000c2, 0x000500c2, 0x00000007, 0x00001475,
    0x00001471, 0x00001474, 0x000500c7, 0x00000007,
    0x00001476, 0x00001475, 0x000000c0, 0x0004007c,
    0x0000003c, 0x00001465, 0x00001476, 0x000500c7,
    0x00000007, 0x00001467, 0x00001476, 0x000000e0,
    0x000500c4, 0x00000007, 0x00001468, 0x00001467,
    0x00000096, 0x0004007c, 0x0000003c, 0x00001469,
    0x00001468, 0x00050082, 0x0000003c, 0x0000146a,
    0x00001465, 0x00001469, 0x0004006f, 0x00000006,
    0x000012ba, 0x0000146a, 0x00050085, 0x00000006,
    0x000012bb, 0x00001456, 0x000012ba, 0x00050041,
    0x00000044, 0x000012bc, 0x00000a47, 0x000018ac,
    0x0003003e, 0x000012bc, 0x000012bb, 0x00050080,
    0x00000007, 0x000012bf, 0x000018ac, 0x00000096,
    0x000200f9, 0x000012ae, 0x000200f8, 0x000012c0,
    0x000200f9, 0x0000138a, 0x000200f8, 0x000012c1,
    0x000500c2, 0x00000007, 0x000012c4, 0x000018a3,
    0x00000134, 0x00050084, 0x00000007, 0x000012c5,
    0x000012c4, 0x000003e9, 0x00050080, 0x00000007,
    0x000012c6, 0x00000a42, 0x000012c5, 0x000500c7,
    0x00000007, 0x000012c8, 0x000018a3, 0x000005e3,
    0x000500c2, 0x00000007, 0x00001481, 0x000012c6,
    0x00000096, 0x00060041, 0x00000385, 0x00001482,
    0x00000382, 0x000000aa, 0x00001481, 0x0004003d,
    0x0000037e, 0x00001483, 0x00001482, 0x00040071,
    0x00000007, 0x00001484, 0x00001483, 0x0006000c,
    0x0000000b, 0x0000147c, 0x00000001, 0x0000003e,
    0x00001484, 0x00050051, 0x00000006, 0x0000147d,
    0x0000147c, 0x00000000, 0x00050080, 0x00000007,
    0x000012cc, 0x000012c6, 0x000000ed, 0x000500c2,
    0x00000007, 0x0000148f, 0x000012cc, 0x00000096,
    0x00060041, 0x00000385, 0x00001490, 0x00000382,
    0x000000aa, 0x0000148f, 0x0004003d, 0x0000037e,
    0x00001491, 0x00001490, 0x00040071, 0x00000007,
    0x00001492, 0x00001491, 0x0006000c, 0x0000000b,
    0x0000148a, 0x00000001, 0x0000003e, 0x00001492,
    0x00050051, 0x00000006, 0x0000148b, 0x0000148a,
    0x00000000, 0x00050080, 0x00000007, 0x000012cf,
    0x000012c6, 0x00000021, 0x000500b0, 0x0000008d,
    0x0000149b, 0x000012c8, 0x00000021, 0x000300f7,
    0x000014c8, 0x00000000, 0x000400fa, 0x0000149b,
    0x0000149c, 0x000014aa, 0x000200f8, 0x0000149c,
    0x00050080, 0x00000007, 0x0000149f, 0x000012cf,
    0x000012c8, 0x000500c2, 0x00000007, 0x000014cc,
    0x0000149f, 0x00000096, 0x00060041, 0x00000385,
    0x000014cd, 0x00000382, 0x000000aa, 0x000014cc,
    0x0004003d, 0x0000037e, 0x000014ce, 0x000014cd,
    0x00040071, 0x00000007, 0x000014cf, 0x000014ce,
    0x000500c7, 0x00000007, 0x000014d1, 0x0000149f,
    0x00000178, 0x00050084, 0x00000007, 0x000014d2,
    0x000014d1, 0x000000c2, 0x000500c2, 0x00000007,
    0x000014d3, 0x000014cf, 0x000014d2, 0x000500c7,
    0x00000007, 0x000014d4, 0x000014d3, 0x000000c0,
    0x000500c7, 0x00000007, 0x000014a1, 0x000014d4,
    0x00000402, 0x00040070, 0x00000006, 0x000014a2,
    0x000014a1, 0x00050080, 0x00000007, 0x000014a6,
    0x0000149f, 0x00000021, 0x000500c2, 0x00000007,
    0x000014d8, 0x000014a6, 0x00000096, 0x00060041,
    0x00000385, 0x000014d9, 0x00000382, 0x000000aa,
    0x000014d8, 0x0004003d, 0x0000037e, 0x000014da,
    0x000014d9, 0x00040071, 0x00000007, 0x000014db,
    0x000014da, 0x000500c7, 0x00000007, 0x000014dd,
    0x000014a6, 0x00000178, 0x00050084, 0x00000007,
    0x000014de, 0x000014dd, 0x000000c2, 0x000500c2,
    0x00000007, 0x000014df, 0x000014db, 0x000014de,
    0x000500c7, 0x00000007, 0x000014e0, 0x000014df,
    0x000000c0, 0x000500c7, 0x00000007, 0x000014a8,
    0x000014e0, 0x00000402, 0x00040070, 0x00000006,
    0x000014a9, 0x000014a8, 0x000200f9, 0x000014c8,
    0x000200f8, 0x000014aa, 0x00050080, 0x00000007,
    0x000014ad, 0x000012cf, 0x000012c8, 0x00050080,
    0x00000007, 0x000014ae, 0x000014ad, 0x00000021,
    0x000500c2, 0x00000007, 0x000014e4, 0x000014ae,
    0x00000096, 0x00060041, 0x00000385, 0x000014e5,
    0x00000382, 0x000000aa, 0x000014e4, 0x0004003d,
    0x0000037e, 0x000014e6, 0x000014e5, 0x00040071,
    0x00000007, 0x000014e7, 0x000014e6, 0x000500c7,
    0x00000007, 0x000014e9, 0x000014ae, 0x00000178,
    0x00050084, 0x00000007, 0x000014ea, 0x000014e9,
    0x000000c2, 0x000500c2, 0x00000007, 0x000014eb,
    0x000014e7, 0x000014ea, 0x000500c7, 0x00000007,
    0x000014ec, 0x000014eb, 0x000000c0, 0x000500c7,
    0x00000007, 0x000014b0, 0x000014ec, 0x00000414,
    0x00050082, 0x00000007, 0x000014b4, 0x000014ad,
    0x00000021, 0x000500c2, 0x00000007, 0x000014f0,
    0x000014b4, 0x00000096, 0x00060041, 0x00000385,
    0x000014f1, 0x00000382, 0x000000aa, 0x000014f0,
    0x0004003d, 0x0000037e, 0x000014f2, 0x000014f1,
    0x00040071, 0x00000007, 0x000014f3, 0x000014f2,
    0x000500c7, 0x00000007, 0x000014f5, 0x000014b4,
    0x00000178, 0x00050084, 0x00000007, 0x000014f6,
    0x000014f5, 0x000000c2, 0x000500c2, 0x00000007,
    0x000014f7, 0x000014f3, 0x000014f6, 0x000500c7,
    0x00000007, 0x000014f8, 0x000014f7, 0x000000c0,
    0x000500c2, 0x00000007, 0x000014b6, 0x000014f8,
    0x0000041c, 0x000500c4, 0x00000007, 0x000014b7,
    0x000014b6, 0x0000011a, 0x000500c5, 0x00000007,
    0x000014b8, 0x000014b0, 0x000014b7, 0x00040070,
    0x00000006, 0x000014b9, 0x000014b8, 0x0004003d,
    0x0000037e, 0x000014fe, 0x000014e5, 0x00040071,
    0x00000007, 0x000014ff, 0x000014fe, 0x000500c2,
    0x00000007, 0x00001503, 0x000014ff, 0x000014ea,
    0x000500c7, 0x00000007, 0x00001504, 0x00001503,
    0x000000c0, 0x000500c2, 0x00000007, 0x000014bf,
    0x00001504, 0x0000011a, 0x000500c2, 0x00000007,
    0x00001508, 0x000014ad, 0x00000096, 0x00060041,
    0x00000385, 0x00001509, 0x00000382, 0x000000aa,
    0x00001508, 0x0004003d, 0x0000037e, 0x0000150a,
    0x00001509, 0x00040071, 0x00000007, 0x0000150b,
    0x0000150a, 0x000500c7, 0x00000007, 0x0000150d,
    0x000014ad, 0x00000178, 0x00050084, 0x00000007,
    0x0000150e, 0x0000150d, 0x000000c2, 0x000500c2,
    0x00000007, 0x0000150f, 0x0000150b, 0x0000150e,
    0x000500c7, 0x00000007, 0x00001510, 0x0000150f,
    0x000000c0, 0x000500c2, 0x00000007, 0x000014c4,
    0x00001510, 0x0000041c, 0x000500c4, 0x00000007,
    0x000014c5, 0x000014c4, 0x0000011a, 0x000500c5,
    0x00000007, 0x000014c6, 0x000014bf, 0x000014c5,
    0x00040070, 0x00000006, 0x000014c7, 0x000014c6,
    0x000200f9, 0x000014c8, 0x000200f8, 0x000014c8,
    0x000700f5, 0x00000006, 0x000018aa, 0x000014a9,
    0x0000149c, 0x000014c7, 0x000014aa, 0x000700f5,
    0x00000006, 0x000018a9, 0x000014a2, 0x0000149c,
    0x000014b9, 0x000014aa, 0x00050080, 0x00000007,
    0x000012d5, 0x000012c6, 0x00000008, 0x000500c2,
    0x00000007, 0x000012d7, 0x000012c8, 0x00000096,
    0x00050084, 0x00000007, 0x000012d8, 0x000012d7,
    0x00000059, 0x00050080, 0x00000007, 0x000012d9,
    0x000012d5, 0x000012d8, 0x000500c7, 0x00000007,
    0x000012db, 0x000012c8, 0x00000178, 0x00050084,
    0x00000007, 0x000012dc, 0x000012db, 0x00000021,
    0x000200f9, 0x000012dd, 0x000200f8, 0x000012dd,
    0x000700f5, 0x00000007, 0x000018ab, 0x00000086,
    0x000014c8, 0x000012f6, 0x000012e1, 0x000500b0,
    0x0000008d, 0x000012e0, 0x000018ab, 0x00000059,
    0x000400f6, 0x000012f7, 0x000012e1, 0x00000000,
    0x000400fa, 0x000012e0, 0x000012e1, 0x000012f7,
    0x000200f8, 0x000012e1, 0x00050085, 0x00000006,
    0x000012e5, 0x0000147d, 0x000018a9, 0x00050080,
    0x00000007, 0x000012e8, 0x000012d9, 0x000018ab,
    0x000500c2, 0x00000007, 0x00001514, 0x000012e8,
    0x00000096, 0x00060041, 0x00000385, 0x00001515,
    0x00000382, 0x000000aa, 0x00001514, 0x0004003d,
    0x0000037e, 0x00001516, 0x00001515, 0x00040071,
    0x00000007, 0x00001517, 0x00001516, 0x000500c7,
    0x00000007, 0x00001519, 0x000012e8, 0x00000178,
    0x00050084, 0x00000007, 0x0000151a, 0x00001519,
    0x000000c2, 0x000500c2, 0x00000007, 0x0000151b,
    0x00001517, 0x0000151a, 0x000500c7, 0x00000007,
    0x0000151c, 0x0000151b, 0x000000c0, 0x000500c2,
    0x00000007, 0x000012eb, 0x0000151c, 0x000012dc,
    0x000500c7, 0x00000007, 0x000012ec, 0x000012eb,
    0x00000414, 0x00040070, 0x00000006, 0x000012ed,
    0x000012ec, 0x00050085, 0x00000006, 0x000012f1,
    0x0000148b, 0x000018aa, 0x0004007f, 0x00000006,
    0x00001886, 0x000012f1, 0x0008000c, 0x00000006,
    0x000012f2, 0x00000001, 0x00000032, 0x000012e5,
    0x000012ed, 0x00001886, 0x00050041, 0x00000044,
    0x000012f3, 0x00000a47, 0x000018ab, 0x0003003e,
    0x000012f3, 0x000012f2, 0x00050080, 0x00000007,
    0x000012f6, 0x000018ab, 0x00000096, 0x000200f9,
    0x000012dd, 0x000200f8, 0x000012f7, 0x000200f9,
    0x0000138a, 0x000200f8, 0x000012f8, 0x000500c2,
    0x00000007, 0x000012fb, 0x000018a3, 0x00000134,
    0x00050084, 0x00000007, 0x000012fc, 0x000012fb,
    0x000003ee, 0x00050080, 0x00000007, 0x000012fd,
    0x00000a42, 0x000012fc, 0x000500c7, 0x00000007,
    0x000012ff, 0x000018a3, 0x000005e3, 0x000500c2,
    0x00000007, 0x00001527, 0x000012fd, 0x00000096,
    0x00060041, 0x00000385, 0x00001528, 0x00000382,
    0x000000aa, 0x00001527, 0x0004003d, 0x0000037e,
    0x00001529, 0x00001528, 0x00040071, 0x00000007,
    0x0000152a, 0x00001529, 0x0006000c, 0x0000000b,
    0x00001522, 0x00000001, 0x0000003e, 0x0000152a,
    0x00050051, 0x00000006, 0x00001523, 0x00001522,
    0x00000000, 0x00050080, 0x00000007, 0x00001303,
    0x000012fd, 0x000000ed, 0x000500c2, 0x00000007,
    0x00001535, 0x00001303, 0x00000096, 0x00060041,
    0x00000385, 0x00001536, 0x00000382, 0x000000aa,
    0x00001535, 0x0004003d, 0x0000037e, 0x00001537,
    0x00001536, 0x00040071, 0x00000007, 0x00001538,
    0x00001537, 0x0006000c, 0x0000000b, 0x00001530,
    0x00000001, 0x0000003e, 0x00001538, 0x00050051,
    0x00000006, 0x00001531, 0x00001530, 0x00000000,
    0x00050080, 0x00000007, 0x00001306, 0x000012fd,
    0x00000021, 0x000500b0, 0x0000008d, 0x00001541,
    0x000012ff, 0x00000021, 0x000300f7, 0x0000156e,
    0x00000000, 0x000400fa, 0x00001541, 0x00001542,
    0x00001550, 0x000200f8, 0x00001542, 0x00050080,
    0x00000007, 0x00001545, 0x00001306, 0x000012ff,
    0x000500c2, 0x00000007, 0x00001572, 0x00001545,
    0x00000096, 0x00060041, 0x00000385, 0x00001573,
    0x00000382, 0x000000aa, 0x00001572, 0x0004003d,
    0x0000037e, 0x00001574, 0x00001573, 0x00040071,
    0x00000007, 0x00001575, 0x00001574, 0x000500c7,
    0x00000007, 0x00001577, 0x00001545, 0x00000178,
    0x00050084, 0x00000007, 0x00001578, 0x00001577,
    0x000000c2, 0x000500c2, 0x00000007, 0x00001579,
    0x00001575, 0x00001578, 0x000500c7, 0x00000007,
    0x0000157a, 0x00001579, 0x000000c0, 0x000500c7,
    0x00000007, 0x00001547, 0x0000157a, 0x00000402,
    0x00040070, 0x00000006, 0x00001548, 0x00001547,
    0x00050080, 0x00000007, 0x0000154c, 0x00001545,
    0x00000021, 0x000500c2, 0x00000007, 0x0000157e,
    0x0000154c, 0x00000096, 0x00060041, 0x00000385,
    0x0000157f, 0x00000382, 0x000000aa, 0x0000157e,
    0x0004003d, 0x0000037e, 0x00001580, 0x0000157f,
    0x00040071, 0x00000007, 0x00001581, 0x00001580,
    0x000500c7, 0x00000007, 0x00001583, 0x0000154c,
    0x00000178, 0x00050084, 0x00000007, 0x00001584,
    0x00001583, 0x000000c2, 0x000500c2, 0x00000007,
    0x00001585, 0x00001581, 0x00001584, 0x000500c7,
    0x00000007, 0x00001586, 0x00001585, 0x000000c0,
    0x000500c7, 0x00000007, 0x0000154e, 0x00001586,
    0x00000402, 0x00040070, 0x00000006, 0x0000154f,
    0x0000154e, 0x000200f9, 0x0000156e, 0x000200f8,
    0x00001550, 0x00050080, 0x00000007, 0x00001553,
    0x00001306, 0x000012ff, 0x00050080, 0x00000007,
    0x00001554, 0x00001553, 0x00000021, 0x000500c2,
    0x00000007, 0x0000158a, 0x00001554, 0x00000096,
    0x00060041, 0x00000385, 0x0000158b, 0x00000382,
    0x000000aa, 0x0000158a, 0x0004003d, 0x0000037e,
    0x0000158c, 0x0000158b, 0x00040071, 0x00000007,
    0x0000158d, 0x0000158c, 0x000500c7, 0x00000007,
    0x0000158f, 0x00001554, 0x00000178, 0x00050084,
    0x00000007, 0x00001590, 0x0000158f, 0x000000c2,
    0x000500c2, 0x00000007, 0x00001591, 0x0000158d,
    0x00001590, 0x000500c7, 0x00000007, 0x00001592,
    0x00001591, 0x000000c0, 0x000500c7, 0x00000007,
    0x00001556, 0x00001592, 0x00000414, 0x00050082,
    0x00000007, 0x0000155a, 0x00001553, 0x00000021,
    0x000500c2, 0x00000007, 0x00001596, 0x0000155a,
    0x00000096, 0x00060041, 0x00000385, 0x00001597,
    0x00000382, 0x000000aa, 0x00001596, 0x0004003d,
    0x0000037e, 0x00001598, 0x00001597, 0x00040071,
    0x00000007, 0x00001599, 0x00001598, 0x000500c7,
    0x00000007, 0x0000159b, 0x0000155a, 0x00000178,
    0x00050084, 0x00000007, 0x0000159c, 0x0000159b,
    0x000000c2, 0x000500c2, 0x00000007, 0x0000159d,
    0x00001599, 0x0000159c, 0x000500c7, 0x00000007,
    0x0000159e, 0x0000159d, 0x000000c0, 0x000500c2,
    0x00000007, 0x0000155c, 0x0000159e, 0x0000041c,
    0x000500c4, 0x00000007, 0x0000155d, 0x0000155c,
    0x0000011a, 0x000500c5, 0x00000007, 0x0000155e,
    0x00001556, 0x0000155d, 0x00040070, 0x00000006,
    0x0000155f, 0x0000155e, 0x0004003d, 0x0000037e,
    0x000015a4, 0x0000158b, 0x00040071, 0x00000007,
    0x000015a5, 0x000015a4, 0x000500c2, 0x00000007,
    0x000015a9, 0x000015a5, 0x00001590, 0x000500c7,
    0x00000007, 0x000015aa, 0x000015a9, 0x000000c0,
    0x000500c2, 0x00000007, 0x00001565, 0x000015aa,
    0x0000011a, 0x000500c2, 0x00000007, 0x000015ae,
    0x00001553, 0x00000096, 0x00060041, 0x00000385,
    0x000015af, 0x00000382, 0x000000aa, 0x000015ae,
    0x0004003d, 0x0000037e, 0x000015b0, 0x000015af,
    0x00040071, 0x00000007, 0x000015b1, 0x000015b0,
    0x000500c7, 0x00000007, 0x000015b3, 0x00001553,
    0x00000178, 0x00050084, 0x00000007, 0x000015b4,
    0x000015b3, 0x000000c2, 0x000500c2, 0x00000007,
    0x000015b5, 0x000015b1, 0x000015b4, 0x000500c7,
    0x00000007, 0x000015b6, 0x000015b5, 0x000000c0,
    0x000500c2, 0x00000007, 0x0000156a, 0x000015b6,
    0x0000041c, 0x000500c4, 0x00000007, 0x0000156b,
    0x0000156a, 0x0000011a, 0x000500c5, 0x00000007,
    0x0000156c, 0x00001565, 0x0000156b, 0x00040070,
    0x00000006, 0x0000156d, 0x0000156c, 0x000200f9,
    0x0000156e, 0x000200f8, 0x0000156e, 0x000700f5,
    0x00000006, 0x000018a7, 0x0000154f, 0x00001542,
    0x0000156d, 0x00001550, 0x000700f5, 0x00000006,
    0x000018a6, 0x00001548, 0x00001542, 0x0000155f,
    0x00001550, 0x00050080, 0x00000007, 0x0000130c,
    0x000012fd, 0x00000230, 0x000500c2, 0x00000007,
    0x0000130e, 0x000012ff, 0x00000096, 0x00050084,
    0x00000007, 0x0000130f, 0x0000130e, 0x00000059,
    0x00050080, 0x00000007, 0x00001310, 0x0000130c,
    0x0000130f, 0x000500c7, 0x00000007, 0x00001312,
    0x000012ff, 0x00000178, 0x00050084, 0x00000007,
    0x00001313, 0x00001312, 0x00000021, 0x000200f9,
    0x00001314, 0x000200f8, 0x00001314, 0x000700f5,
    0x00000007, 0x000018a8, 0x00000086, 0x0000156e,
    0x00001338, 0x00001318, 0x000500b0, 0x0000008d,
    0x00001317, 0x000018a8, 0x00000059, 0x000400f6,
    0x00001339, 0x00001318, 0x00000000, 0x000400fa,
    0x00001317, 0x00001318, 0x00001339, 0x000200f8,
    0x00001318, 0x00050080, 0x00000007, 0x0000131a,
    0x000012fd, 0x00000008, 0x00050080, 0x00000007,
    0x0000131c, 0x0000131a, 0x000018a8, 0x000500c2,
    0x00000007, 0x000015ba, 0x0000131c, 0x00000096,
    0x00060041, 0x00000385, 0x000015bb, 0x00000382,
    0x000000aa, 0x000015ba, 0x0004003d, 0x0000037e,
    0x000015bc, 0x000015bb, 0x00040071, 0x00000007,
    0x000015bd, 0x000015bc, 0x000500c7, 0x00000007,
    0x000015bf, 0x0000131c, 0x00000178, 0x00050084,
    0x00000007, 0x000015c0, 0x000015bf, 0x000000c2,
    0x000500c2, 0x00000007, 0x000015c1, 0x000015bd,
    0x000015c0, 0x000500c7, 0x00000007, 0x000015c2,
    0x000015c1, 0x000000c0, 0x000500c2, 0x00000007,
    0x0000131f, 0x000015c2, 0x000012ff, 0x000500c7,
    0x00000007, 0x00001320, 0x0000131f, 0x00000178,
    0x00050085, 0x00000006, 0x00001324, 0x00001523,
    0x000018a6, 0x00050080, 0x00000007, 0x00001327,
    0x00001310, 0x000018a8, 0x000500c2, 0x00000007,
    0x000015c6, 0x00001327, 0x00000096, 0x00060041,
    0x00000385, 0x000015c7, 0x00000382, 0x000000aa,
    0x000015c6, 0x0004003d, 0x0000037e, 0x000015c8,
    0x000015c7, 0x00040071, 0x00000007, 0x000015c9,
    0x000015c8, 0x000500c7, 0x00000007, 0x000015cb,
    0x00001327, 0x00000178, 0x00050084, 0x00000007,
    0x000015cc, 0x000015cb, 0x000000c2, 0x000500c2,
    0x00000007, 0x000015cd, 0x000015c9, 0x000015cc,
    0x000500c7, 0x00000007, 0x000015ce, 0x000015cd,
    0x000000c0, 0x000500c2, 0x00000007, 0x0000132a,
    0x000015ce, 0x00001313, 0x000500c7, 0x00000007,
    0x0000132b, 0x0000132a, 0x00000414, 0x000500c4,
    0x00000007, 0x0000132d, 0x00001320, 0x0000011a,
    0x000500c5, 0x00000007, 0x0000132e, 0x0000132b,
    0x0000132d, 0x00040070, 0x00000006, 0x0000132f,
    0x0000132e, 0x00050085, 0x00000006, 0x00001333,
    0x00001531, 0x000018a7, 0x0004007f, 0x00000006,
    0x00001885, 0x00001333, 0x0008000c, 0x00000006,
    0x00001334, 0x00000001, 0x00000032, 0x00001324,
    0x0000132f, 0x00001885, 0x00050041, 0x00000044,
    0x00001335, 0x00000a47, 0x000018a8, 0x0003003e,
    0x00001335, 0x00001334, 0x00050080, 0x00000007,
    0x00001338, 0x000018a8, 0x00000096, 0x000200f9,
    0x00001314, 0x000200f8, 0x00001339, 0x000200f9,
    0x0000138a, 0x000200f8, 0x0000133a, 0x000500c2,
    0x00000007, 0x0000133d, 0x000018a3, 0x00000134,
    0x00050084, 0x00000007, 0x0000133e, 0x0000133d,
    0x000003f3, 0x00050080, 0x00000007, 0x0000133f,
    0x00000a42, 0x0000133e, 0x000500c7, 0x00000007,
    0x00001341, 0x000018a3, 0x000005e3, 0x000500c2,
    0x00000007, 0x00001343, 0x00001341, 0x000000bc,
    0x000500c7, 0x00000007, 0x00001345, 0x00001341,
    0x000000c4, 0x00050084, 0x00000007, 0x00001348,
    0x00001343, 0x00000689, 0x00050080, 0x00000007,
    0x00001349, 0x0000133f, 0x00001348, 0x000500c7,
    0x00000007, 0x0000134b, 0x00001345, 0x00000178,
    0x00050084, 0x00000007, 0x0000134c, 0x0000134b,
    0x00000059, 0x00050080, 0x00000007, 0x0000134d,
    0x00001349, 0x0000134c, 0x00050080, 0x00000007,
    0x0000134f, 0x0000133f, 0x000000e0, 0x00050084,
    0x00000007, 0x00001351, 0x00001343, 0x00000059,
    0x00050080, 0x00000007, 0x00001352, 0x0000134f,
    0x00001351, 0x000500c2, 0x00000007, 0x00001354,
    0x00001345, 0x00000096, 0x00050084, 0x00000007,
    0x00001355, 0x00001354, 0x00000021, 0x00050084,
    0x00000007, 0x00001357, 0x00001345, 0x000000ed,
    0x00050080, 0x00000007, 0x00001359, 0x0000133f,
    0x0000069f, 0x000500c2, 0x00000007, 0x000015d9,
    0x00001359, 0x00000096, 0x00060041, 0x00000385,
    0x000015da, 0x00000382, 0x000000aa, 0x000015d9,
    0x0004003d, 0x0000037e, 0x000015db, 0x000015da,
    0x00040071, 0x00000007, 0x000015dc, 0x000015db,
    0x0006000c, 0x0000000b, 0x000015d4, 0x00000001,
    0x0000003e, 0x000015dc, 0x00050051, 0x00000006,
    0x000015d5, 0x000015d4, 0x00000000, 0x000200f9,
    0x0000135b, 0x000200f8, 0x0000135b, 0x000700f5,
    0x00000007, 0x000018a5, 0x00000086, 0x0000133a,
    0x00001388, 0x0000135f, 0x000500b0, 0x0000008d,
    0x0000135e, 0x000018a5, 0x00000059, 0x000400f6,
    0x00001389, 0x0000135f, 0x00000000, 0x000400fa,
    0x0000135e, 0x0000135f, 0x00001389, 0x000200f8,
    0x0000135f, 0x00050080, 0x00000007, 0x00001361,
    0x0000133f, 0x000006ad, 0x00050084, 0x00000007,
    0x00001363, 0x00001343, 0x000000c2, 0x00050080,
    0x00000007, 0x00001364, 0x00001361, 0x00001363,
    0x000500c2, 0x00000007, 0x00001366, 0x000018a5,
    0x0000011a, 0x00050080, 0x00000007, 0x00001367,
    0x00001364, 0x00001366, 0x00050080, 0x00000007,
    0x0000136a, 0x00001367, 0x00001357, 0x000500c2,
    0x00000007, 0x000015ed, 0x0000136a, 0x00000096,
    0x00060041, 0x00000385, 0x000015ee, 0x00000382,
    0x000000aa, 0x000015ed, 0x0004003d, 0x0000037e,
    0x000015ef, 0x000015ee, 0x00040071, 0x00000007,
    0x000015f0, 0x000015ef, 0x000500c7, 0x00000007,
    0x000015f2, 0x0000136a, 0x00000178, 0x00050084,
    0x00000007, 0x000015f3, 0x000015f2, 0x000000c2,
    0x000500c2, 0x00000007, 0x000015f4, 0x000015f0,
    0x000015f3, 0x000500c7, 0x00000007, 0x000015f5,
    0x000015f4, 0x000000c0, 0x0004007c, 0x0000003c,
    0x000015e4, 0x000015f5, 0x000500c7, 0x00000007,
    0x000015e6, 0x000015f5, 0x000000e0, 0x000500c4,
    0x00000007, 0x000015e7, 0x000015e6, 0x00000096,
    0x0004007c, 0x0000003c, 0x000015e8, 0x000015e7,
    0x00050082, 0x0000003c, 0x000015e9, 0x000015e4,
    0x000015e8, 0x0004006f, 0x00000006, 0x0000136c,
    0x000015e9, 0x00050080, 0x00000007, 0x0000136f,
    0x0000134d, 0x000018a5, 0x000500c2, 0x00000007,
    0x000015f9, 0x0000136f, 0x00000096, 0x00060041,
    0x00000385, 0x000015fa, 0x00000382, 0x000000aa,
    0x000015f9, 0x0004003d, 0x0000037e, 0x000015fb,
    0x000015fa, 0x00040071, 0x00000007, 0x000015fc,
    0x000015fb, 0x000500c7, 0x00000007, 0x000015fe,
    0x0000136f, 0x00000178, 0x00050084, 0x00000007,
    0x000015ff, 0x000015fe, 0x000000c2, 0x000500c2,
    0x00000007, 0x00001600, 0x000015fc, 0x000015ff,
    0x000500c7, 0x00000007, 0x00001601, 0x00001600,
    0x000000c0, 0x000500c2, 0x00000007, 0x00001372,
    0x00001601, 0x00001355, 0x000500c7, 0x00000007,
    0x00001373, 0x00001372, 0x00000414, 0x00050080,
    0x00000007, 0x00001376, 0x00001352, 0x000018a5,
    0x000500c2, 0x00000007, 0x00001605, 0x00001376,
    0x00000096, 0x00060041, 0x00000385, 0x00001606,
    0x00000382, 0x000000aa, 0x00001605, 0x0004003d,
    0x0000037e, 0x00001607, 0x00001606, 0x00040071,
    0x00000007, 0x00001608, 0x00001607, 0x000500c7,
    0x00000007, 0x0000160a, 0x00001376, 0x00000178,
    0x00050084, 0x00000007, 0x0000160b, 0x0000160a,
    0x000000c2, 0x000500c2, 0x00000007, 0x0000160c,
    0x00001608, 0x0000160b, 0x000500c7, 0x00000007,
    0x0000160d, 0x0000160c, 0x000000c0, 0x000500c2,
    0x00000007, 0x00001379, 0x0000160d, 0x00001357,
    0x000500c7, 0x00000007, 0x0000137a, 0x00001379,
    0x000000c4, 0x000500c4, 0x00000007, 0x0000137b,
    0x0000137a, 0x0000011a, 0x000500c5, 0x00000007,
    0x0000137c, 0x00001373, 0x0000137b, 0x00050085,
    0x00000006, 0x00001380, 0x000015d5, 0x0000136c,
    0x00040070, 0x00000006, 0x00001382, 0x0000137c,
    0x00050083, 0x00000006, 0x00001383, 0x00001382,
    0x000006d4, 0x00050085, 0x00000006, 0x00001384,
    0x00001380, 0x00001383, 0x00050041, 0x00000044,
    0x00001385, 0x00000a47, 0x000018a5, 0x0003003e,
    0x00001385, 0x00001384, 0x00050080, 0x00000007,
    0x00001388, 0x000018a5, 0x00000096, 0x000200f9,
    0x0000135b, 0x000200f8, 0x00001389, 0x000200f9,
    0x0000138a, 0x000200f8, 0x0000138a, 0x0004003d,
    0x0000005a, 0x00000a49, 0x00000a47, 0x0003003e,
    0x00000a43, 0x00000a49, 0x000200f9, 0x00000a4b,
    0x000200f8, 0x00000a4b, 0x000700f5, 0x00000007,
    0x000018b4, 0x00000086, 0x0000138a, 0x00000a73,
    0x00000a4e, 0x000500b0, 0x0000008d, 0x00000a51,
    0x000018b4, 0x000000c2, 0x000400f6, 0x00000a4d,
    0x00000a4e, 0x00000000, 0x000400fa, 0x00000a51,
    0x00000a4c, 0x00000a4d, 0x000200f8, 0x00000a4c,
    0x00050084, 0x00000007, 0x00000a54, 0x00000021,
    0x000018b4, 0x00050041, 0x00000044, 0x00000a55,
    0x00000a43, 0x00000a54, 0x0004003d, 0x00000006,
    0x00000a56, 0x00000a55, 0x00050080, 0x00000007,
    0x00000a59, 0x00000a54, 0x00000178, 0x00050041,
    0x00000044, 0x00000a5a, 0x00000a43, 0x00000a59,
    0x0004003d, 0x00000006, 0x00000a5b, 0x00000a5a,
    0x00050080, 0x00000007, 0x00000a5e, 0x00000a54,
    0x000000ed, 0x00050041, 0x00000044, 0x00000a5f,
    0x00000a43, 0x00000a5e, 0x0004003d, 0x00000006,
    0x00000a60, 0x00000a5f, 0x00050080, 0x00000007,
    0x00000a63, 0x00000a54, 0x000000c4, 0x00050041,
    0x00000044, 0x00000a64, 0x00000a43, 0x00000a63,
    0x0004003d, 0x00000006, 0x00000a65, 0x00000a64,
    0x00070050, 0x0000001c, 0x00000a66, 0x00000a56,
    0x00000a5b, 0x00000a60, 0x00000a65, 0x00050084,
    0x00000007, 0x00000a68, 0x000018a3, 0x000000c2,
    0x00050080, 0x00000007, 0x00000a6a, 0x00000a68,
    0x000018b4, 0x000300f7, 0x00001636, 0x00000000,
    0x000300fb, 0x00000086, 0x00001613, 0x000200f8,
    0x00001613, 0x00060041, 0x00000140, 0x00001615,
    0x0000013e, 0x000000aa, 0x00000a6a, 0x0004003d,
    0x0000001c, 0x00001616, 0x00001615, 0x000500c7,
    0x00000007, 0x00001619, 0x00000aa7, 0x00000021,
    0x000500ab, 0x0000008d, 0x0000161a, 0x00001619,
    0x00000086, 0x000300f7, 0x00001627, 0x00000000,
    0x000400fa, 0x0000161a, 0x0000161b, 0x00001627,
    0x000200f8, 0x0000161b, 0x0004007f, 0x0000001c,
    0x0000161e, 0x00001616, 0x0006000c, 0x0000001c,
    0x0000161f, 0x00000001, 0x0000001b, 0x0000161e,
    0x00050081, 0x0000001c, 0x00001621, 0x00001887,
    0x0000161f, 0x00050088, 0x0000001c, 0x00001622,
    0x00001616, 0x00001621, 0x00060041, 0x00000140,
    0x00001624, 0x00000153, 0x000000aa, 0x00000a6a,
    0x0004003d, 0x0000001c, 0x00001625, 0x00001624,
    0x00050085, 0x0000001c, 0x00001626, 0x00001622,
    0x00001625, 0x000200f9, 0x00001636, 0x000200f8,
    0x00001627, 0x000300f7, 0x00001634, 0x00000000,
    0x000400fa, 0x00000aa9, 0x0000162c, 0x00001634,
    0x000200f8, 0x0000162c, 0x0004003d, 0x00000006,
    0x0000162e, 0x00000081, 0x0005008e, 0x0000001c,
    0x0000162f, 0x00001616, 0x0000162e, 0x00060041,
    0x00000140, 0x00001631, 0x00000153, 0x000000aa,
    0x00000a6a, 0x0004003d, 0x0000001c, 0x00001632,
    0x00001631, 0x00050085, 0x0000001c, 0x00001633,
    0x0000162f, 0x00001632, 0x000200f9, 0x00001636,
    0x000200f8, 0x00001634, 0x000200f9, 0x00001636,
    0x000200f8, 0x00001636, 0x000900f5, 0x0000001c,
    0x000018d3, 0x00001626, 0x0000161b, 0x00001633,
    0x0000162c, 0x00001616, 0x00001634, 0x00050094,
    0x00000006, 0x00000a6d, 0x00000a66, 0x000018d3,
    0x00050041, 0x00000044, 0x00000a6e, 0x000009f3,
    0x000018a2, 0x0004003d, 0x00000006, 0x00000a6f,
    0x00000a6e, 0x00050081, 0x00000006, 0x00000a70,
    0x00000a6f, 0x00000a6d, 0x0003003e, 0x00000a6e,
    0x00000a70, 0x000200f9, 0x00000a4e, 0x000200f8,
    0x00000a4e, 0x00050080, 0x00000007, 0x00000a73,
    0x000018b4, 0x00000096, 0x000200f9, 0x00000a4b,
    0x000200f8, 0x00000a4d, 0x000200f9, 0x00000a37,
    0x000200f8, 0x00000a37, 0x0004003d, 0x00000007,
    0x00000a74, 0x0000077f, 0x00050080, 0x00000007,
    0x00000a76, 0x000018a3, 0x00000a74, 0x000200f9,
    0x00000a34, 0x000200f8, 0x00000a36, 0x000200f9,
    0x00000a28, 0x000200f8, 0x00000a28, 0x00050080,
    0x00000007, 0x00000a78, 0x000018a2, 0x00000096,
    0x000200f9, 0x00000a25, 0x000200f8, 0x00000a27,
    0x000200f9, 0x00000a18, 0x000200f8, 0x00000a18,
    0x000200f9, 0x00000a09, 0x000200f8, 0x00000a09,
    0x000200f9, 0x000009fa, 0x000200f8, 0x000009fa,
    0x000200f9, 0x000009f7, 0x000200f8, 0x000009f7,
    0x0004003d, 0x00000022, 0x00000a86, 0x000009f3,
    0x0003003e, 0x00000a85, 0x00000a86, 0x00050084,
    0x00000007, 0x0000165f, 0x000009ce, 0x000009c3,
    0x00050084, 0x00000007, 0x00001660, 0x0000165f,
    0x0000016f, 0x00050080, 0x00000007, 0x00001663,
    0x00001660, 0x000009bb, 0x000300f7, 0x0000166a,
    0x00000000, 0x000400fa, 0x00000179, 0x00001664,
    0x0000166a, 0x000200f8, 0x00001664, 0x000500b0,
    0x0000008d, 0x00001669, 0x000009bb, 0x000009d1,
    0x000200f9, 0x0000166a, 0x000200f8, 0x0000166a,
    0x000700f5, 0x0000008d, 0x0000166b, 0x00000179,
    0x000009f7, 0x00001669, 0x00001664, 0x000300f7,
    0x00001671, 0x00000000, 0x000400fa, 0x0000166b,
    0x0000166c, 0x00001671, 0x000200f8, 0x0000166c,
    0x000500b0, 0x0000008d, 0x00001670, 0x00001663,
    0x000009dd, 0x000200f9, 0x00001671, 0x000200f8,
    0x00001671, 0x000700f5, 0x0000008d, 0x00001672,
    0x0000166b, 0x0000166a, 0x00001670, 0x0000166c,
    0x000300f7, 0x00001677, 0x00000000, 0x000400fa,
    0x00001672, 0x00001673, 0x00001677, 0x000200f8,
    0x00001673, 0x00060041, 0x00000126, 0x00001675,
    0x0000018e, 0x000000aa, 0x00001663, 0x0004003d,
    0x00000006, 0x00001676, 0x00001675, 0x000200f9,
    0x00001677, 0x000200f8, 0x00001677, 0x000700f5,
    0x00000006, 0x0000197c, 0x00000084, 0x00001671,
    0x00001676, 0x00001673, 0x000500aa, 0x0000008d,
    0x00001679, 0x000009bf, 0x00000086, 0x000300f7,
    0x0000167d, 0x00000000, 0x000400fa, 0x00001679,
    0x0000167a, 0x0000167d, 0x000200f8, 0x0000167a,
    0x000500aa, 0x0000008d, 0x0000167c, 0x000009ee,
    0x00000086, 0x000200f9, 0x0000167d, 0x000200f8,
    0x0000167d, 0x000700f5, 0x0000008d, 0x0000167e,
    0x00001679, 0x00001677, 0x0000167c, 0x0000167a,
    0x0003003e, 0x0000163b, 0x0000019c, 0x000500a7,
    0x0000008d, 0x00001680, 0x0000019d, 0x0000167e,
    0x000300f7, 0x000016b0, 0x00000000, 0x000400fa,
    0x00001680, 0x00001681, 0x000016b0, 0x000200f8,
    0x00001681, 0x000200f9, 0x00001682, 0x000200f8,
    0x00001682, 0x000700f5, 0x00000007, 0x00001965,
    0x00000086, 0x00001681, 0x000016ae, 0x000016ac,
    0x000500b0, 0x0000008d, 0x00001685, 0x00001965,
    0x0000016f, 0x000400f6, 0x000016af, 0x000016ac,
    0x00000000, 0x000400fa, 0x00001685, 0x00001686,
    0x000016af, 0x000200f8, 0x00001686, 0x000500ae,
    0x0000008d, 0x00001689, 0x00001965, 0x00001898,
    0x000300f7, 0x0000168b, 0x00000000, 0x000400fa,
    0x00001689, 0x0000168a, 0x0000168b, 0x000200f8,
    0x0000168a, 0x000200f9, 0x000016af, 0x000200f8,
    0x0000168b, 0x000500c7, 0x00000007, 0x0000168e,
    0x00000aa7, 0x00000178, 0x000500ab, 0x0000008d,
    0x0000168f, 0x0000168e, 0x00000086, 0x000300f7,
    0x0000169b, 0x00000000, 0x000400fa, 0x0000168f,
    0x00001690, 0x0000169b, 0x000200f8, 0x00001690,
    0x00050080, 0x00000007, 0x00001694, 0x00001897,
    0x00001965, 0x00060041, 0x00000126, 0x00001695,
    0x000001ba, 0x000000aa, 0x00001694, 0x0004003d,
    0x00000006, 0x00001696, 0x00001695, 0x00050041,
    0x00000044, 0x00001697, 0x0000163b, 0x00001965,
    0x0004003d, 0x00000006, 0x00001698, 0x00001697,
    0x00050081, 0x00000006, 0x00001699, 0x00001698,
    0x00001696, 0x0003003e, 0x00001697, 0x00001699,
    0x000200f9, 0x0000169b, 0x000200f8, 0x0000169b,
    0x000500c7, 0x00000007, 0x0000169e, 0x00000aa7,
    0x000000ed, 0x000500ab, 0x0000008d, 0x0000169f,
    0x0000169e, 0x00000086, 0x000300f7, 0x000016ab,
    0x00000000, 0x000400fa, 0x0000169f, 0x000016a0,
    0x000016ab, 0x000200f8, 0x000016a0, 0x00050080,
    0x00000007, 0x000016a4, 0x00001897, 0x00001965,
    0x00060041, 0x00000126, 0x000016a5, 0x000001ce,
    0x000000aa, 0x000016a4, 0x0004003d, 0x00000006,
    0x000016a6, 0x000016a5, 0x00050041, 0x00000044,
    0x000016a7, 0x0000163b, 0x00001965, 0x0004003d,
    0x00000006, 0x000016a8, 0x000016a7, 0x00050081,
    0x00000006, 0x000016a9, 0x000016a8, 0x000016a6,
    0x0003003e, 0x000016a7, 0x000016a9, 0x000200f9,
    0x000016ab, 0x000200f8, 0x000016ab, 0x000200f9,
    0x000016ac, 0x000200f8, 0x000016ac, 0x00050080,
    0x00000007, 0x000016ae, 0x00001965, 0x00000096,
    0x000200f9, 0x00001682, 0x000200f8, 0x000016af,
    0x000200f9, 0x000016b0, 0x000200f8, 0x000016b0,
    0x000200f9, 0x000016b1, 0x000200f8, 0x000016b1,
    0x000700f5, 0x00000007, 0x00001968, 0x00000086,
    0x000016b0, 0x000016be, 0x000016b5, 0x000500b0,
    0x0000008d, 0x000016b4, 0x00001968, 0x0000016f,
    0x000400f6, 0x000016bf, 0x000016b5, 0x00000000,
    0x000400fa, 0x000016b4, 0x000016b5, 0x000016bf,
    0x000200f8, 0x000016b5, 0x00050041, 0x00000044,
    0x000016b8, 0x00000a85, 0x00001968, 0x0004003d,
    0x00000006, 0x000016b9, 0x000016b8, 0x0006015e,
    0x00000006, 0x000016ba, 0x000000c4, 0x00000000,
    0x000016b9, 0x0003003e, 0x000016b8, 0x000016ba,
    0x00050080, 0x00000007, 0x000016be, 0x00001968,
    0x00000096, 0x000200f9, 0x000016b1, 0x000200f8,
    0x000016bf, 0x000300f7, 0x000016f7, 0x00000000,
    0x000400fa, 0x000001eb, 0x000016c0, 0x000016f7,
    0x000200f8, 0x000016c0, 0x000500aa, 0x0000008d,
    0x000016c2, 0x000009ee, 0x00000086, 0x000300f7,
    0x000016d5, 0x00000000, 0x000400fa, 0x000016c2,
    0x000016c3, 0x000016d5, 0x000200f8, 0x000016c3,
    0x000200f9, 0x000016c4, 0x000200f8, 0x000016c4,
    0x000700f5, 0x00000007, 0x00001969, 0x00000086,
    0x000016c3, 0x000016d3, 0x000016c8, 0x000500b0,
    0x0000008d, 0x000016c7, 0x00001969, 0x0000016f,
    0x000400f6, 0x000016d4, 0x000016c8, 0x00000000,
    0x000400fa, 0x000016c7, 0x000016c8, 0x000016d4,
    0x000200f8, 0x000016c8, 0x00050084, 0x00000007,
    0x000016ca, 0x000009bc, 0x0000016f, 0x00050080,
    0x00000007, 0x000016cc, 0x000016ca, 0x00001969,
    0x00050041, 0x00000044, 0x000016ce, 0x00000a85,
    0x00001969, 0x0004003d, 0x00000006, 0x000016cf,
    0x000016ce, 0x00050041, 0x00000204, 0x000016d0,
    0x000001fc, 0x000016cc, 0x0003003e, 0x000016d0,
    0x000016cf, 0x00050080, 0x00000007, 0x000016d3,
    0x00001969, 0x00000096, 0x000200f9, 0x000016c4,
    0x000200f8, 0x000016d4, 0x000200f9, 0x000016d5,
    0x000200f8, 0x000016d5, 0x000400e0, 0x000000ed,
    0x000000ed, 0x00000208, 0x000200f9, 0x000016d6,
    0x000200f8, 0x000016d6, 0x000700f5, 0x00000007,
    0x0000196a, 0x00000086, 0x000016d5, 0x000016f5,
    0x000016f3, 0x000500b0, 0x0000008d, 0x000016d9,
    0x0000196a, 0x0000016f, 0x000400f6, 0x000016f6,
    0x000016f3, 0x00000000, 0x000400fa, 0x000016d9,
    0x000016da, 0x000016f6, 0x000200f8, 0x000016da,
    0x000200f9, 0x000016db, 0x000200f8, 0x000016db,
    0x000700f5, 0x00000006, 0x0000199e, 0x00000084,
    0x000016da, 0x000016eb, 0x000016df, 0x000700f5,
    0x00000007, 0x0000199c, 0x00000086, 0x000016da,
    0x000016ee, 0x000016df, 0x000500b0, 0x0000008d,
    0x000016de, 0x0000199c, 0x000001ea, 0x000400f6,
    0x000016ef, 0x000016df, 0x00000000, 0x000400fa,
    0x000016de, 0x000016df, 0x000016ef, 0x000200f8,
    0x000016df, 0x00050082, 0x00000007, 0x000016e2,
    0x000009bc, 0x000009bf, 0x00050080, 0x00000007,
    0x000016e4, 0x000016e2, 0x0000199c, 0x00050084,
    0x00000007, 0x000016e5, 0x000016e4, 0x0000016f,
    0x00050080, 0x00000007, 0x000016e7, 0x000016e5,
    0x0000196a, 0x00050041, 0x00000204, 0x000016e8,
    0x000001fc, 0x000016e7, 0x0004003d, 0x00000006,
    0x000016e9, 0x000016e8, 0x00050081, 0x00000006,
    0x000016eb, 0x0000199e, 0x000016e9, 0x00050080,
    0x00000007, 0x000016ee, 0x0000199c, 0x00000096,
    0x000200f9, 0x000016db, 0x000200f8, 0x000016ef,
    0x00050041, 0x00000044, 0x000016f2, 0x00000a85,
    0x0000196a, 0x0003003e, 0x000016f2, 0x0000199e,
    0x000200f9, 0x000016f3, 0x000200f8, 0x000016f3,
    0x00050080, 0x00000007, 0x000016f5, 0x0000196a,
    0x00000096, 0x000200f9, 0x000016d6, 0x000200f8,
    0x000016f6, 0x000200f9, 0x000016f7, 0x000200f8,
    0x000016f7, 0x000500c7, 0x00000007, 0x000016fa,
    0x00000aa7, 0x00000230, 0x000500ab, 0x0000008d,
    0x000016fb, 0x000016fa, 0x00000086, 0x000500a6,
    0x0000008d, 0x000016fc, 0x000016fb, 0x00000233,
    0x000300f7, 0x00001741, 0x00000000, 0x000400fa,
    0x0000167e, 0x000016fe, 0x00001741, 0x000200f8,
    0x000016fe, 0x000200f9, 0x000016ff, 0x000200f8,
    0x000016ff, 0x000700f5, 0x00000007, 0x0000196b,
    0x00000086, 0x000016fe, 0x0000173f, 0x0000173d,
    0x000500b0, 0x0000008d, 0x00001702, 0x0000196b,
    0x0000016f, 0x000400f6, 0x00001740, 0x0000173d,
    0x00000000, 0x000400fa, 0x00001702, 0x00001703,
    0x00001740, 0x000200f8, 0x00001703, 0x000500ae,
    0x0000008d, 0x00001706, 0x0000196b, 0x00001898,
    0x000300f7, 0x00001708, 0x00000000, 0x000400fa,
    0x00001706, 0x00001707, 0x00001708, 0x000200f8,
    0x00001707, 0x000200f9, 0x00001740, 0x000200f8,
    0x00001708, 0x00050041, 0x00000044, 0x0000170a,
    0x00000a85, 0x0000196b, 0x0004003d, 0x00000006,
    0x0000170b, 0x0000170a, 0x000300f7, 0x0000172d,
    0x00000000, 0x000400fa, 0x0000024a, 0x0000170c,
    0x00001712, 0x000200f8, 0x0000170c, 0x00050041,
    0x00000044, 0x0000170e, 0x0000163b, 0x0000196b,
    0x0004003d, 0x00000006, 0x0000170f, 0x0000170e,
    0x00050081, 0x00000006, 0x00001711, 0x0000170b,
    0x0000170f, 0x000200f9, 0x0000172d, 0x000200f8,
    0x00001712, 0x000500c7, 0x00000007, 0x00001715,
    0x00000aa7, 0x00000178, 0x000500ab, 0x0000008d,
    0x00001716, 0x00001715, 0x00000086, 0x000300f7,
    0x0000171f, 0x00000000, 0x000400fa, 0x00001716,
    0x00001717, 0x0000171f, 0x000200f8, 0x00001717,
    0x00050080, 0x00000007, 0x0000171a, 0x00001897,
    0x0000196b, 0x00060041, 0x00000126, 0x0000171b,
    0x000001ba, 0x000000aa, 0x0000171a, 0x0004003d,
    0x00000006, 0x0000171c, 0x0000171b, 0x00050081,
    0x00000006, 0x0000171e, 0x0000170b, 0x0000171c,
    0x000200f9, 0x0000171f, 0x000200f8, 0x0000171f,
    0x000700f5, 0x00000006, 0x0000196d, 0x0000170b,
    0x00001712, 0x0000171e, 0x00001717, 0x000500c7,
    0x00000007, 0x00001722, 0x00000aa7, 0x000000ed,
    0x000500ab, 0x0000008d, 0x00001723, 0x00001722,
    0x00000086, 0x000300f7, 0x0000172c, 0x00000000,
    0x000400fa, 0x00001723, 0x00001724, 0x0000172c,
    0x000200f8, 0x00001724, 0x00050080, 0x00000007,
    0x00001727, 0x00001897, 0x0000196b, 0x00060041,
    0x00000126, 0x00001728, 0x000001ce, 0x000000aa,
    0x00001727, 0x0004003d, 0x00000006, 0x00001729,
    0x00001728, 0x00050081, 0x00000006, 0x0000172b,
    0x0000196d, 0x00001729, 0x000200f9, 0x0000172c,
    0x000200f8, 0x0000172c, 0x000700f5, 0x00000006,
    0x00001971, 0x0000196d, 0x0000171f, 0x0000172b,
    0x00001724, 0x000200f9, 0x0000172d, 0x000200f8,
    0x0000172d, 0x000700f5, 0x00000006, 0x00001970,
    0x00001711, 0x0000170c, 0x00001971, 0x0000172c,
    0x00050080, 0x00000007, 0x00001730, 0x00001897,
    0x0000196b, 0x00060041, 0x00000126, 0x00001732,
    0x000001ce, 0x000000aa, 0x00001730, 0x0003003e,
    0x00001732, 0x00001970, 0x000300f7, 0x0000173c,
    0x00000000, 0x000400fa, 0x000016fc, 0x00001734,
    0x0000173c, 0x000200f8, 0x00001734, 0x00050080,
    0x00000007, 0x00001739, 0x000009d4, 0x0000196b,
    0x00050041, 0x00000204, 0x0000173b, 0x00000275,
    0x00001739, 0x0003003e, 0x0000173b, 0x00001970,
    0x000200f9, 0x0000173c, 0x000200f8, 0x0000173c,
    0x000200f9, 0x0000173d, 0x000200f8, 0x0000173d,
    0x00050080, 0x00000007, 0x0000173f, 0x0000196b,
    0x00000096, 0x000200f9, 0x000016ff, 0x000200f8,
    0x00001740, 0x000200f9, 0x00001741, 0x000200f8,
    0x00001741, 0x000300f7, 0x00001818, 0x00000000,
    0x000400fa, 0x000016fc, 0x00001743, 0x00001818,
    0x000200f8, 0x00001743, 0x00050084, 0x00000007,
    0x00001748, 0x000009ce, 0x000009d1, 0x000500b0,
    0x0000008d, 0x0000174e, 0x00001748, 0x000009dd,
    0x000300f7, 0x00001757, 0x00000000, 0x000400fa,
    0x0000174e, 0x0000174f, 0x00001756, 0x000200f8,
    0x0000174f, 0x00050082, 0x00000007, 0x00001754,
    0x000009dd, 0x00001748, 0x0007000c, 0x00000007,
    0x00001755, 0x00000001, 0x00000026, 0x000009d1,
    0x00001754, 0x000200f9, 0x00001757, 0x000200f8,
    0x00001756, 0x000200f9, 0x00001757, 0x000200f8,
    0x00001757, 0x000700f5, 0x00000007, 0x00001973,
    0x00001755, 0x0000174f, 0x00000086, 0x00001756,
    0x000300f7, 0x0000175f, 0x00000000, 0x000400fa,
    0x0000029f, 0x0000175a, 0x0000175d, 0x000200f8,
    0x0000175a, 0x00050086, 0x00000007, 0x0000175c,
    0x000009d1, 0x000000ed, 0x000200f9, 0x0000175f,
    0x000200f8, 0x0000175d, 0x000200f9, 0x0000175f,
    0x000200f8, 0x0000175f, 0x000700f5, 0x00000007,
    0x00001974, 0x0000175c, 0x0000175a, 0x00001973,
    0x0000175d, 0x000400e0, 0x000000ed, 0x000000ed,
    0x00000208, 0x000500a6, 0x0000008d, 0x00001763,
    0x0000029d, 0x0000029f, 0x000300f7, 0x000017bd,
    0x00000000, 0x000400fa, 0x00001763, 0x00001764,
    0x000017bd, 0x000200f8, 0x00001764, 0x000500b0,
    0x0000008d, 0x00001767, 0x000009bb, 0x00001974,
    0x000300f7, 0x00001785, 0x00000000, 0x000400fa,
    0x00001767, 0x00001768, 0x00001785, 0x000200f8,
    0x00001768, 0x000300f7, 0x00001782, 0x00000000,
    0x000400fa, 0x0000029d, 0x0000176b, 0x00001771,
    0x000200f8, 0x0000176b, 0x00050041, 0x00000204,
    0x0000176d, 0x00000275, 0x000009bb, 0x0004003d,
    0x00000006, 0x0000176e, 0x0000176d, 0x00050085,
    0x00000006, 0x00001770, 0x0000176e, 0x0000197c,
    0x000200f9, 0x00001782, 0x000200f8, 0x00001771,
    0x00050041, 0x00000204, 0x00001773, 0x00000275,
    0x000009bb, 0x0004003d, 0x00000006, 0x00001774,
    0x00001773, 0x0004003d, 0x00000006, 0x00001777,
    0x00001773, 0x0004007f, 0x00000006, 0x00001778,
    0x00001777, 0x0006000c, 0x00000006, 0x00001779,
    0x00000001, 0x0000001b, 0x00001778, 0x00050081,
    0x00000006, 0x0000177a, 0x00000082, 0x00001779,
    0x00050088, 0x00000006, 0x0000177b, 0x00001774,
    0x0000177a, 0x00050080, 0x00000007, 0x0000177e,
    0x00001974, 0x000009bb, 0x00050041, 0x00000204,
    0x0000177f, 0x00000275, 0x0000177e, 0x0004003d,
    0x00000006, 0x00001780, 0x0000177f, 0x00050085,
    0x00000006, 0x00001781, 0x0000177b, 0x00001780,
    0x000200f9, 0x00001782, 0x000200f8, 0x00001782,
    0x000700f5, 0x00000006, 0x0000198c, 0x00001770,
    0x0000176b, 0x00001781, 0x00001771, 0x00050041,
    0x00000204, 0x00001784, 0x000001fc, 0x000009bb,
    0x0003003e, 0x00001784, 0x0000198c, 0x000200f9,
    0x00001785, 0x000200f8, 0x00001785, 0x000400e0,
    0x000000ed, 0x000000ed, 0x00000208, 0x00050086,
    0x00000007, 0x00001788, 0x00001974, 0x00000008,
    0x000500b0, 0x0000008d, 0x00001789, 0x000009bb,
    0x00001788, 0x000300f7, 0x000017bc, 0x00000000,
    0x000400fa, 0x00001789, 0x0000178a, 0x000017bc,
    0x000200f8, 0x0000178a, 0x000200f9, 0x0000178b,
    0x000200f8, 0x0000178b, 0x000700f5, 0x00000007,
    0x0000198d, 0x00000086, 0x0000178a, 0x0000179a,
    0x0000178f, 0x000500b0, 0x0000008d, 0x0000178e,
    0x0000198d, 0x00000008, 0x000400f6, 0x0000179b,
    0x0000178f, 0x00000000, 0x000400fa, 0x0000178e,
    0x0000178f, 0x0000179b, 0x000200f8, 0x0000178f,
    0x00050084, 0x00000007, 0x00001792, 0x00000008,
    0x000009bb, 0x00050080, 0x00000007, 0x00001794,
    0x00001792, 0x0000198d, 0x00050041, 0x00000204,
    0x00001795, 0x000001fc, 0x00001794, 0x0004003d,
    0x00000006, 0x00001796, 0x00001795, 0x00050041,
    0x00000044, 0x00001797, 0x00001650, 0x0000198d,
    0x0003003e, 0x00001797, 0x00001796, 0x00050080,
    0x00000007, 0x0000179a, 0x0000198d, 0x00000096,
    0x000200f9, 0x0000178b, 0x000200f8, 0x0000179b,
    0x000300f7, 0x000017a3, 0x00000000, 0x000400fa,
    0x0000029d, 0x0000179d, 0x0000179f, 0x000200f8,
    0x0000179d, 0x000200f9, 0x000017a3, 0x000200f8,
    0x0000179f, 0x00050084, 0x00000007, 0x000017a2,
    0x000009ce, 0x00001974, 0x000200f9, 0x000017a3,
    0x000200f8, 0x000017a3, 0x000700f5, 0x00000007,
    0x0000198e, 0x00001748, 0x0000179d, 0x000017a2,
    0x0000179f, 0x00050086, 0x00000007, 0x000017a5,
    0x0000198e, 0x00000008, 0x00050080, 0x00000007,
    0x000017a7, 0x000017a5, 0x000009bb, 0x0004003d,
    0x00000009, 0x000017a9, 0x00001650, 0x0003003e,
    0x00001654, 0x000017a9, 0x000200f9, 0x00001824,
    0x000200f8, 0x00001824, 0x000700f5, 0x00000006,
    0x00001990, 0x00000084, 0x000017a3, 0x0000182e,
    0x00001828, 0x000700f5, 0x00000007, 0x0000198f,
    0x00000086, 0x000017a3, 0x00001831, 0x00001828,
    0x000500b0, 0x0000008d, 0x00001827, 0x0000198f,
    0x00000008, 0x000400f6, 0x00001832, 0x00001828,
    0x00000000, 0x000400fa, 0x00001827, 0x00001828,
    0x00001832, 0x000200f8, 0x00001828, 0x00050041,
    0x00000044, 0x0000182b, 0x00001654, 0x0000198f,
    0x0004003d, 0x00000006, 0x0000182c, 0x0000182b,
    0x0006000c, 0x00000006, 0x0000182d, 0x00000001,
    0x00000004, 0x0000182c, 0x0007000c, 0x00000006,
    0x0000182e, 0x00000001, 0x00000028, 0x00001990,
    0x0000182d, 0x00050080, 0x00000007, 0x00001831,
    0x0000198f, 0x00000096, 0x000200f9, 0x00001824,
    0x000200f8, 0x00001832, 0x000500ba, 0x0000008d,
    0x00001834, 0x00001990, 0x00000084, 0x000300f7,
    0x00001839, 0x00000000, 0x000400fa, 0x00001834,
    0x00001835, 0x00001838, 0x000200f8, 0x00001835,
    0x00050088, 0x00000006, 0x00001837, 0x0000009e,
    0x00001990, 0x000200f9, 0x00001839, 0x000200f8,
    0x00001838, 0x000200f9, 0x00001839, 0x000200f8,
    0x00001839, 0x000700f5, 0x00000006, 0x00001991,
    0x00001837, 0x00001835, 0x00000084, 0x00001838,
    0x00050085, 0x00000006, 0x0000183c, 0x00001990,
    0x00001891, 0x0003003e, 0x0000181e, 0x000000a7,
    0x000200f9, 0x0000183d, 0x000200f8, 0x0000183d,
    0x000700f5, 0x0000003c, 0x00001994, 0x000000aa,
    0x00001839, 0x00001858, 0x00001841, 0x000700f5,
    0x00000007, 0x00001993, 0x00000086, 0x00001839,
    0x0000185b, 0x00001841, 0x000500b0, 0x0000008d,
    0x00001840, 0x00001993, 0x00000008, 0x000400f6,
    0x0000185c, 0x00001841, 0x00000000, 0x000400fa,
    0x00001840, 0x00001841, 0x0000185c, 0x000200f8,
    0x00001841, 0x00050041, 0x00000044, 0x00001843,
    0x00001654, 0x00001993, 0x0004003d, 0x00000006,
    0x00001844, 0x00001843, 0x00050085, 0x00000006,
    0x00001846, 0x00001844, 0x00001991, 0x0006000c,
    0x00000006, 0x00001847, 0x00000001, 0x00000002,
    0x00001846, 0x0004006e, 0x0000003c, 0x00001848,
    0x00001847, 0x000500c2, 0x00000007, 0x0000184a,
    0x00001993, 0x000000bc, 0x0004007c, 0x00000007,
    0x0000184c, 0x00001848, 0x000500c7, 0x00000007,
    0x0000184d, 0x0000184c, 0x000000c0, 0x000500c7,
    0x00000007, 0x0000184f, 0x00001993, 0x000000c4,
    0x00050084, 0x00000007, 0x00001850, 0x000000c2,
    0x0000184f, 0x000500c4, 0x00000007, 0x00001851,
    0x0000184d, 0x00001850, 0x00050041, 0x00000013,
    0x00001852, 0x0000181e, 0x0000184a, 0x0004003d,
    0x00000007, 0x00001853, 0x00001852, 0x000500c5,
    0x00000007, 0x00001854, 0x00001853, 0x00001851,
    0x0003003e, 0x00001852, 0x00001854, 0x00050080,
    0x0000003c, 0x00001858, 0x00001994, 0x00001848,
    0x00050080, 0x00000007, 0x0000185b, 0x00001993,
    0x00000096, 0x000200f9, 0x0000183d, 0x000200f8,
    0x0000185c, 0x0004006f, 0x00000006, 0x00001860,
    0x00001994, 0x00050085, 0x00000006, 0x00001861,
    0x0000183c, 0x00001860, 0x00050050, 0x0000000b,
    0x00001862, 0x0000183c, 0x00001861, 0x0004003d,
    0x0000000d, 0x00001863, 0x0000181e, 0x00060041,
    0x00000303, 0x000017ac, 0x000002fb, 0x000000aa,
    0x000017a7, 0x0003003e, 0x000017ac, 0x00001863,
    0x000300f7, 0x000017b5, 0x00000000, 0x000400fa,
    0x0000029d, 0x000017ae, 0x000017b1, 0x000200f8,
    0x000017ae, 0x000200f9, 0x000017b5, 0x000200f8,
    0x000017b1, 0x00050086, 0x00000007, 0x000017b4,
    0x000009dd, 0x000000ed, 0x000200f9, 0x000017b5,
    0x000200f8, 0x000017b5, 0x000700f5, 0x00000007,
    0x00001995, 0x000009dd, 0x000017ae, 0x000017b4,
    0x000017b1, 0x00050086, 0x00000007, 0x000017b7,
    0x00001995, 0x000000c2, 0x00050080, 0x00000007,
    0x000017b9, 0x000017b7, 0x000017a7, 0x00060041,
    0x00000318, 0x000017bb, 0x00000308, 0x000000aa,
    0x000017b9, 0x0003003e, 0x000017bb, 0x00001862,
    0x000200f9, 0x000017bc, 0x000200f8, 0x000017bc,
    0x000200f9, 0x000017bd, 0x000200f8, 0x000017bd,
    0x000300f7, 0x000017c2, 0x00000000, 0x000400fa,
    0x0000031b, 0x000017bf, 0x000017c1, 0x000200f8,
    0x000017bf, 0x0007000c, 0x00000007, 0x000017c0,
    0x00000001, 0x00000026, 0x0000012b, 0x00000322,
    0x000200f9, 0x000017c2, 0x000200f8, 0x000017c1,
    0x000200f9, 0x000017c2, 0x000200f8, 0x000017c2,
    0x000700f5, 0x00000007, 0x00001996, 0x000017c0,
    0x000017bf, 0x00000086, 0x000017c1, 0x000500aa,
    0x0000008d, 0x000017c4, 0x000009bb, 0x00001996,
    0x000500ac, 0x0000008d, 0x000017c6, 0x00001973,
    0x00000086, 0x000500a7, 0x0000008d, 0x000017c7,
    0x000017c4, 0x000017c6, 0x000300f7, 0x00001817,
    0x00000000, 0x000400fa, 0x000017c7, 0x000017c8,
    0x00001817, 0x000200f8, 0x000017c8, 0x000500c7,
    0x00000007, 0x000017cb, 0x00000aa7, 0x00000008,
    0x000500ab, 0x0000008d, 0x000017cc, 0x000017cb,
    0x00000086, 0x000300f7, 0x00001816, 0x00000000,
    0x000400fa, 0x000017cc, 0x000017cd, 0x000017e7,
    0x000200f8, 0x000017cd, 0x000200f9, 0x000017ce,
    0x000200f8, 0x000017ce, 0x000700f5, 0x00000006,
    0x0000199b, 0x00000084, 0x000017cd, 0x000017dc,
    0x000017d3, 0x000700f5, 0x00000007, 0x0000199a,
    0x00000086, 0x000017cd, 0x000017df, 0x000017d3,
    0x000500b0, 0x0000008d, 0x000017d2, 0x0000199a,
    0x00001973, 0x000400f6, 0x000017e0, 0x000017d3,
    0x00000000, 0x000400fa, 0x000017d2, 0x000017d3,
    0x000017e0, 0x000200f8, 0x000017d3, 0x00050041,
    0x00000204, 0x000017d5, 0x00000275, 0x0000199a,
    0x0004003d, 0x00000006, 0x000017d6, 0x000017d5,
    0x0004003d, 0x00000006, 0x000017d9, 0x000017d5,
    0x0008000c, 0x00000006, 0x000017dc, 0x00000001,
    0x00000032, 0x000017d6, 0x000017d9, 0x0000199b,
    0x00050080, 0x00000007, 0x000017df, 0x0000199a,
    0x00000096, 0x000200f9, 0x000017ce, 0x000200f8,
    0x000017e0, 0x00050080, 0x00000007, 0x000017e4,
    0x000009dd, 0x000009ce, 0x00060041, 0x00000126,
    0x000017e6, 0x000001ce, 0x000000aa, 0x000017e4,
    0x0003003e, 0x000017e6, 0x0000199b, 0x000200f9,
    0x00001816, 0x000200f8, 0x000017e7, 0x000500c7,
    0x00000007, 0x000017ea, 0x00000aa7, 0x00000059,
    0x000500ab, 0x0000008d, 0x000017eb, 0x000017ea,
    0x00000086, 0x000300f7, 0x00001815, 0x00000000,
    0x000400fa, 0x000017eb, 0x000017ec, 0x00001815,
    0x000200f8, 0x000017ec, 0x000200f9, 0x000017ed,
    0x000200f8, 0x000017ed, 0x000700f5, 0x00000007,
    0x00001998, 0x00000086, 0x000017ec, 0x000019d7,
    0x000017fd, 0x000700f5, 0x00000007, 0x00001997,
    0x00000178, 0x000017ec, 0x000017ff, 0x000017fd,
    0x000500b0, 0x0000008d, 0x000017f1, 0x00001997,
    0x00001973, 0x000400f6, 0x00001800, 0x000017fd,
    0x00000000, 0x000400fa, 0x000017f1, 0x000017f2,
    0x00001800, 0x000200f8, 0x000017f2, 0x00050041,
    0x00000204, 0x000017f4, 0x00000275, 0x00001997,
    0x0004003d, 0x00000006, 0x000017f5, 0x000017f4,
    0x00050041, 0x00000204, 0x000017f7, 0x00000275,
    0x00001998, 0x0004003d, 0x00000006, 0x000017f8,
    0x000017f7, 0x000500ba, 0x0000008d, 0x000017f9,
    0x000017f5, 0x000017f8, 0x000200f9, 0x000017fc,
    0x000200f8, 0x000017fc, 0x000600a9, 0x00000007,
    0x000019d7, 0x000017f9, 0x00001997, 0x00001998,
    0x000200f9, 0x000017fd, 0x000200f8, 0x000017fd,
    0x00050080, 0x00000007, 0x000017ff, 0x00001997,
    0x00000096, 0x000200f9, 0x000017ed, 0x000200f8,
    0x00001800, 0x00050084, 0x00000007, 0x00001804,
    0x000000ed, 0x000009ce, 0x00050080, 0x00000007,
    0x00001805, 0x000009dd, 0x00001804, 0x00050041,
    0x00000204, 0x00001807, 0x00000275, 0x00001998,
    0x0004003d, 0x00000006, 0x00001808, 0x00001807,
    0x00060041, 0x00000126, 0x00001809, 0x000001ce,
    0x000000aa, 0x00001805, 0x0003003e, 0x00001809,
    0x00001808, 0x00050080, 0x00000007, 0x0000180f,
    0x00001805, 0x00000178, 0x00050080, 0x00000007,
    0x00001812, 0x00001748, 0x00001998, 0x0004007c,
    0x00000006, 0x00001813, 0x00001812, 0x00060041,
    0x00000126, 0x00001814, 0x000001ce, 0x000000aa,
    0x0000180f, 0x0003003e, 0x00001814, 0x00001813,
    0x000200f9, 0x00001815, 0x000200f8, 0x00001815,
    0x000200f9, 0x00001816, 0x000200f8, 0x00001816,
    0x000200f9, 0x00001817, 0x000200f8, 0x00001817,
    0x000200f9, 0x00001818, 0x000200f8, 0x00001818,
    0x000100fd, 0x00010038,
};
/* shaders/matvec_dot.comp sha256:9c40a3d2edd6d583af99345add8bf9ef3ea5b471d0c26b445124c33737c5dc9a
   glslangValidator -V --target-env vulkan1.2 -Os shaders/matvec_dot.comp (11:12.0.0) */
static const uint32_t vki__spv_matvec_dot[11007] = {
    0x07230203, 0x00010500, 0x0008000b, 0x00001646,
    0x00000000, 0x00020011, 0x00000001, 0x00020011,
    0x0000003d, 0x00020011, 0x0000003f, 0x00020011,
    0x00001151, 0x00020011, 0x00001782, 0x00020011,
    0x00001783, 0x0008000a, 0x5f565053, 0x5f52484b,
    0x65746e69, 0x5f726567, 0x5f746f64, 0x646f7270,
    0x00746375, 0x0006000b, 0x00000001, 0x4c534c47,
    0x6474732e, 0x3035342e, 0x00000000, 0x0003000e,
    0x00000000, 0x00000001, 0x001e000f, 0x00000005,
    0x00000004, 0x6e69616d, 0x00000000, 0x0000007e,
    0x000000d9, 0x0000010f, 0x0000011e, 0x0000013c,
    0x00000151, 0x00000171, 0x0000018c, 0x000001b8,
    0x000001cc, 0x000001fa, 0x00000273, 0x000002f9,
    0x00000306, 0x00000381, 0x00000442, 0x0000044d,
    0x0000045c, 0x00000468, 0x000004b7, 0x00000505,
    0x00000567, 0x00000629, 0x0000083f, 0x00000842,
    0x00060010, 0x00000004, 0x00000011, 0x00000001,
    0x00000001, 0x00000001, 0x00030003, 0x00000002,
    0x000001c2, 0x00080004, 0x455f4c47, 0x735f5458,
    0x65646168, 0x36315f72, 0x5f746962, 0x726f7473,
    0x00656761, 0x00080004, 0x455f4c47, 0x735f5458,
    0x65646168, 0x62385f72, 0x735f7469, 0x61726f74,
    0x00006567, 0x000b0004, 0x455f4c47, 0x735f5458,
    0x65646168, 0x78655f72, 0x63696c70, 0x615f7469,
    0x68746972, 0x6974656d, 0x79745f63, 0x00736570,
    0x00070004, 0x455f4c47, 0x735f5458, 0x76726970,
    0x746e695f, 0x736e6972, 0x00736369, 0x000a0004,
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
    0x00040005, 0x0000007e, 0x5f766e69, 0x00736d72,
    0x00030005, 0x000000d7, 0x00000050, 0x00050006,
    0x000000d7, 0x00000000, 0x6c6f636e, 0x00000073,
    0x00050006, 0x000000d7, 0x00000001, 0x776f726e,
    0x00000073, 0x00050006, 0x000000d7, 0x00000002,
    0x67616c66, 0x00000073, 0x00040006, 0x000000d7,
    0x00000003, 0x00737065, 0x00050006, 0x000000d7,
    0x00000004, 0x7261706e, 0x00000074, 0x00030005,
    0x000000d9, 0x00006370, 0x00080005, 0x0000010f,
    0x535f6c67, 0x72676275, 0x4970756f, 0x636f766e,
    0x6f697461, 0x0044496e, 0x00030005, 0x0000011c,
    0x00006658, 0x00040006, 0x0000011c, 0x00000000,
    0x00006678, 0x00030005, 0x0000011e, 0x00000000,
    0x00030005, 0x00000128, 0x00004753, 0x00030005,
    0x0000013a, 0x00623458, 0x00040006, 0x0000013a,
    0x00000000, 0x00003478, 0x00030005, 0x0000013c,
    0x00000000, 0x00030005, 0x0000014f, 0x00623441,
    0x00050006, 0x0000014f, 0x00000000, 0x34787561,
    0x00000000, 0x00030005, 0x00000151, 0x00000000,
    0x00030005, 0x0000016d, 0x00000052, 0x00080005,
    0x00000171, 0x4c5f6c67, 0x6c61636f, 0x6f766e49,
    0x69746163, 0x44496e6f, 0x00000000, 0x00040005,
    0x00000175, 0x54554f51, 0x00000000, 0x00030005,
    0x0000018a, 0x0000624e, 0x00040006, 0x0000018a,
    0x00000000, 0x00776e71, 0x00030005, 0x0000018c,
    0x00000000, 0x00030005, 0x000001b6, 0x00006242,
    0x00050006, 0x000001b6, 0x00000000, 0x73616962,
    0x00000000, 0x00030005, 0x000001b8, 0x00000000,
    0x00030005, 0x000001ca, 0x00006259, 0x00040006,
    0x000001ca, 0x00000000, 0x00000079, 0x00030005,
    0x000001cc, 0x00000000, 0x00030005, 0x000001e8,
    0x0000534b, 0x00040005, 0x000001fa, 0x74726170,
    0x00000000, 0x00040005, 0x00000273, 0x776f7279,
    0x00000000, 0x00030005, 0x000002f7, 0x0000624f,
    0x00040006, 0x000002f7, 0x00000000, 0x00346f78,
    0x00030005, 0x000002f9, 0x00000000, 0x00030005,
    0x00000304, 0x0000644f, 0x00040006, 0x00000304,
    0x00000000, 0x00646f78, 0x00030005, 0x00000306,
    0x00000000, 0x00030005, 0x0000037f, 0x00006257,
    0x00040006, 0x0000037f, 0x00000000, 0x00000057,
    0x00030005, 0x00000381, 0x00000000, 0x00040005,
    0x000003aa, 0x50595457, 0x00000045, 0x00040005,
    0x0000043a, 0x45525058, 0x00000000, 0x00030005,
    0x00000440, 0x00006251, 0x00040006, 0x00000440,
    0x00000000, 0x00347178, 0x00030005, 0x00000442,
    0x00000000, 0x00040005, 0x00000448, 0x58414d58,
    0x00000000, 0x00030005, 0x0000044d, 0x00007871,
    0x00030005, 0x0000045a, 0x00006451, 0x00040006,
    0x0000045a, 0x00000000, 0x00647178, 0x00030005,
    0x0000045c, 0x00000000, 0x00030005, 0x00000468,
    0x00787364, 0x00030005, 0x000004b7, 0x00307469,
    0x00030005, 0x00000503, 0x00623157, 0x00040006,
    0x00000503, 0x00000000, 0x00003157, 0x00030005,
    0x00000505, 0x00000000, 0x00030005, 0x00000567,
    0x00737469, 0x00030005, 0x00000627, 0x00623457,
    0x00040006, 0x00000627, 0x00000000, 0x00003457,
    0x00030005, 0x00000629, 0x00000000, 0x00060005,
    0x0000083f, 0x575f6c67, 0x476b726f, 0x70756f72,
    0x00004449, 0x00070005, 0x00000842, 0x4e5f6c67,
    0x6f576d75, 0x72476b72, 0x7370756f, 0x00000000,
    0x00030005, 0x0000086b, 0x00636361, 0x00040005,
    0x00000877, 0x61726170, 0x0000006d, 0x00030005,
    0x0000087e, 0x00004650, 0x00040005, 0x00000887,
    0x61726170, 0x0000006d, 0x00040005, 0x00000893,
    0x61726170, 0x0000006d, 0x00040005, 0x000008a0,
    0x61726170, 0x0000006d, 0x00040005, 0x000008c4,
    0x61726170, 0x0000006d, 0x00050048, 0x000000d7,
    0x00000000, 0x00000023, 0x00000000, 0x00050048,
    0x000000d7, 0x00000001, 0x00000023, 0x00000004,
    0x00050048, 0x000000d7, 0x00000002, 0x00000023,
    0x00000008, 0x00050048, 0x000000d7, 0x00000003,
    0x00000023, 0x0000000c, 0x00050048, 0x000000d7,
    0x00000004, 0x00000023, 0x00000010, 0x00030047,
    0x000000d7, 0x00000002, 0x00030047, 0x0000010f,
    0x00000000, 0x00040047, 0x0000010f, 0x0000000b,
    0x00000029, 0x00040047, 0x0000011b, 0x00000006,
    0x00000004, 0x00040048, 0x0000011c, 0x00000000,
    0x00000018, 0x00050048, 0x0000011c, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000011c,
    0x00000002, 0x00040047, 0x0000011e, 0x00000022,
    0x00000000, 0x00040047, 0x0000011e, 0x00000021,
    0x00000007, 0x00040047, 0x00000128, 0x00000001,
    0x00000001, 0x00040047, 0x00000139, 0x00000006,
    0x00000010, 0x00040048, 0x0000013a, 0x00000000,
    0x00000018, 0x00050048, 0x0000013a, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000013a,
    0x00000002, 0x00040047, 0x0000013c, 0x00000022,
    0x00000000, 0x00040047, 0x0000013c, 0x00000021,
    0x00000005, 0x00040047, 0x0000014e, 0x00000006,
    0x00000010, 0x00040048, 0x0000014f, 0x00000000,
    0x00000018, 0x00050048, 0x0000014f, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000014f,
    0x00000002, 0x00040047, 0x00000151, 0x00000022,
    0x00000000, 0x00040047, 0x00000151, 0x00000021,
    0x00000006, 0x00040047, 0x0000016d, 0x00000001,
    0x00000003, 0x00040047, 0x00000171, 0x0000000b,
    0x0000001b, 0x00040047, 0x00000175, 0x00000001,
    0x00000007, 0x00040047, 0x00000189, 0x00000006,
    0x00000004, 0x00040048, 0x0000018a, 0x00000000,
    0x00000018, 0x00050048, 0x0000018a, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000018a,
    0x00000002, 0x00040047, 0x0000018c, 0x00000022,
    0x00000000, 0x00040047, 0x0000018c, 0x00000021,
    0x00000008, 0x00040047, 0x000001b5, 0x00000006,
    0x00000004, 0x00040048, 0x000001b6, 0x00000000,
    0x00000018, 0x00050048, 0x000001b6, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x000001b6,
    0x00000002, 0x00040047, 0x000001b8, 0x00000022,
    0x00000000, 0x00040047, 0x000001b8, 0x00000021,
    0x00000003, 0x00040047, 0x000001c9, 0x00000006,
    0x00000004, 0x00050048, 0x000001ca, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x000001ca,
    0x00000002, 0x00040047, 0x000001cc, 0x00000022,
    0x00000000, 0x00040047, 0x000001cc, 0x00000021,
    0x00000002, 0x00040047, 0x000001e8, 0x00000001,
    0x00000004, 0x00040047, 0x000002f6, 0x00000006,
    0x00000010, 0x00040048, 0x000002f7, 0x00000000,
    0x00000019, 0x00050048, 0x000002f7, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x000002f7,
    0x00000002, 0x00040047, 0x000002f9, 0x00000022,
    0x00000000, 0x00040047, 0x000002f9, 0x00000021,
    0x0000000a, 0x00040047, 0x00000303, 0x00000006,
    0x00000008, 0x00040048, 0x00000304, 0x00000000,
    0x00000019, 0x00050048, 0x00000304, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x00000304,
    0x00000002, 0x00040047, 0x00000306, 0x00000022,
    0x00000000, 0x00040047, 0x00000306, 0x00000021,
    0x0000000a, 0x00040047, 0x0000031d, 0x00000001,
    0x00000000, 0x00040047, 0x0000031e, 0x0000000b,
    0x00000019, 0x00040047, 0x0000037e, 0x00000006,
    0x00000002, 0x00040048, 0x0000037f, 0x00000000,
    0x00000018, 0x00050048, 0x0000037f, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000037f,
    0x00000002, 0x00040047, 0x00000381, 0x00000022,
    0x00000000, 0x00040047, 0x00000381, 0x00000021,
    0x00000000, 0x00040047, 0x000003aa, 0x00000001,
    0x00000002, 0x00040047, 0x0000043a, 0x00000001,
    0x00000006, 0x00040047, 0x0000043f, 0x00000006,
    0x00000010, 0x00050048, 0x00000440, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x00000440,
    0x00000002, 0x00040047, 0x00000442, 0x00000022,
    0x00000000, 0x00040047, 0x00000442, 0x00000021,
    0x00000009, 0x00040047, 0x00000448, 0x00000001,
    0x00000005, 0x00040047, 0x00000459, 0x00000006,
    0x00000008, 0x00050048, 0x0000045a, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x0000045a,
    0x00000002, 0x00040047, 0x0000045c, 0x00000022,
    0x00000000, 0x00040047, 0x0000045c, 0x00000021,
    0x00000009, 0x00040047, 0x00000502, 0x00000006,
    0x00000004, 0x00040048, 0x00000503, 0x00000000,
    0x00000018, 0x00050048, 0x00000503, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x00000503,
    0x00000002, 0x00040047, 0x00000505, 0x00000022,
    0x00000000, 0x00040047, 0x00000505, 0x00000021,
    0x00000004, 0x00040047, 0x00000626, 0x00000006,
    0x00000010, 0x00040048, 0x00000627, 0x00000000,
    0x00000018, 0x00050048, 0x00000627, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x00000627,
    0x00000002, 0x00040047, 0x00000629, 0x00000022,
    0x00000000, 0x00040047, 0x00000629, 0x00000021,
    0x00000004, 0x00040047, 0x0000083f, 0x0000000b,
    0x0000001a, 0x00040047, 0x00000842, 0x0000000b,
    0x00000018, 0x00030047, 0x00000866, 0x00000000,
    0x00040047, 0x0000087e, 0x00000001, 0x00000008,
    0x00030047, 0x000008e2, 0x00000000, 0x00020013,
    0x00000002, 0x00030021, 0x00000003, 0x00000002,
    0x00030016, 0x00000006, 0x00000020, 0x00040015,
    0x00000007, 0x00000020, 0x00000000, 0x0004002b,
    0x00000007, 0x00000008, 0x00000010, 0x0004001c,
    0x00000009, 0x00000006, 0x00000008, 0x00040020,
    0x0000000a, 0x00000007, 0x00000009, 0x00040017,
    0x0000000b, 0x00000006, 0x00000002, 0x00040017,
    0x0000000d, 0x00000007, 0x00000004, 0x00040020,
    0x00000013, 0x00000007, 0x00000007, 0x00040017,
    0x0000001c, 0x00000006, 0x00000004, 0x0004002b,
    0x00000007, 0x00000021, 0x00000004, 0x0004001c,
    0x00000022, 0x00000006, 0x00000021, 0x00040020,
    0x00000023, 0x00000007, 0x00000022, 0x00040015,
    0x00000039, 0x00000020, 0x00000001, 0x00040020,
    0x00000041, 0x00000007, 0x0000000d, 0x00040020,
    0x00000047, 0x00000007, 0x00000006, 0x00040020,
    0x0000007d, 0x00000006, 0x00000006, 0x0004003b,
    0x0000007d, 0x0000007e, 0x00000006, 0x0004002b,
    0x00000006, 0x0000007f, 0x3f800000, 0x0004002b,
    0x00000006, 0x00000081, 0x00000000, 0x0004002b,
    0x00000007, 0x00000083, 0x00000000, 0x00020014,
    0x0000008a, 0x0004002b, 0x00000039, 0x00000093,
    0x00000001, 0x0004002b, 0x00000006, 0x0000009b,
    0x42fe0000, 0x0007002c, 0x0000000d, 0x000000a4,
    0x00000083, 0x00000083, 0x00000083, 0x00000083,
    0x0004002b, 0x00000039, 0x000000a7, 0x00000000,
    0x0004002b, 0x00000039, 0x000000b9, 0x00000002,
    0x0004002b, 0x00000007, 0x000000bd, 0x000000ff,
    0x0004002b, 0x00000007, 0x000000bf, 0x00000008,
    0x0004002b, 0x00000007, 0x000000c1, 0x00000003,
    0x0007001e, 0x000000d7, 0x00000007, 0x00000007,
    0x00000007, 0x00000006, 0x00000007, 0x00040020,
    0x000000d8, 0x00000009, 0x000000d7, 0x0004003b,
    0x000000d8, 0x000000d9, 0x00000009, 0x00040020,
    0x000000da, 0x00000009, 0x00000007, 0x0004002b,
    0x00000007, 0x000000dd, 0x00000080, 0x0004002b,
    0x00000007, 0x000000ea, 0x00000002, 0x00040020,
    0x0000010e, 0x00000001, 0x00000007, 0x0004003b,
    0x0000010e, 0x0000010f, 0x00000001, 0x0004002b,
    0x00000039, 0x00000117, 0x00000004, 0x0003001d,
    0x0000011b, 0x00000006, 0x0003001e, 0x0000011c,
    0x0000011b, 0x00040020, 0x0000011d, 0x0000000c,
    0x0000011c, 0x0004003b, 0x0000011d, 0x0000011e,
    0x0000000c, 0x00040020, 0x00000123, 0x0000000c,
    0x00000006, 0x00040032, 0x00000007, 0x00000128,
    0x00000020, 0x0004002b, 0x00000039, 0x00000131,
    0x00000003, 0x00040020, 0x00000132, 0x00000009,
    0x00000006, 0x0003001d, 0x00000139, 0x0000001c,
    0x0003001e, 0x0000013a, 0x00000139, 0x00040020,
    0x0000013b, 0x0000000c, 0x0000013a, 0x0004003b,
    0x0000013b, 0x0000013c, 0x0000000c, 0x00040020,
    0x0000013e, 0x0000000c, 0x0000001c, 0x0003001d,
    0x0000014e, 0x0000001c, 0x0003001e, 0x0000014f,
    0x0000014e, 0x00040020, 0x00000150, 0x0000000c,
    0x0000014f, 0x0004003b, 0x00000150, 0x00000151,
    0x0000000c, 0x00040032, 0x00000007, 0x0000016d,
    0x00000001, 0x00040017, 0x0000016f, 0x00000007,
    0x00000003, 0x00040020, 0x00000170, 0x00000001,
    0x0000016f, 0x0004003b, 0x00000170, 0x00000171,
    0x00000001, 0x00040032, 0x00000007, 0x00000175,
    0x00000000, 0x0004002b, 0x00000007, 0x00000176,
    0x00000001, 0x00060034, 0x0000008a, 0x00000177,
    0x000000aa, 0x00000175, 0x00000176, 0x0003001d,
    0x00000189, 0x00000006, 0x0003001e, 0x0000018a,
    0x00000189, 0x00040020, 0x0000018b, 0x0000000c,
    0x0000018a, 0x0004003b, 0x0000018b, 0x0000018c,
    0x0000000c, 0x0007002c, 0x00000022, 0x0000019a,
    0x00000081, 0x00000081, 0x00000081, 0x00000081,
    0x00060034, 0x0000008a, 0x0000019b, 0x000000aa,
    0x00000175, 0x00000176, 0x0003001d, 0x000001b5,
    0x00000006, 0x0003001e, 0x000001b6, 0x000001b5,
    0x00040020, 0x000001b7, 0x0000000c, 0x000001b6,
    0x0004003b, 0x000001b7, 0x000001b8, 0x0000000c,
    0x0003001d, 0x000001c9, 0x00000006, 0x0003001e,
    0x000001ca, 0x000001c9, 0x00040020, 0x000001cb,
    0x0000000c, 0x000001ca, 0x0004003b, 0x000001cb,
    0x000001cc, 0x0000000c, 0x00040032, 0x00000007,
    0x000001e8, 0x00000001, 0x00060034, 0x0000008a,
    0x000001e9, 0x000000ac, 0x000001e8, 0x00000176,
    0x0004001c, 0x000001f8, 0x00000006, 0x000000dd,
    0x00040020, 0x000001f9, 0x00000004, 0x000001f8,
    0x0004003b, 0x000001f9, 0x000001fa, 0x00000004,
    0x00040020, 0x00000202, 0x00000004, 0x00000006,
    0x0004002b, 0x00000007, 0x00000206, 0x00000108,
    0x0004002b, 0x00000007, 0x0000022e, 0x00000030,
    0x00060034, 0x0000008a, 0x00000231, 0x000000ab,
    0x00000175, 0x00000083, 0x00060034, 0x0000008a,
    0x00000248, 0x000000aa, 0x00000175, 0x00000176,
    0x0004003b, 0x000001f9, 0x00000273, 0x00000004,
    0x00060034, 0x0000008a, 0x0000029b, 0x000000aa,
    0x00000175, 0x00000176, 0x00060034, 0x0000008a,
    0x0000029d, 0x000000aa, 0x00000175, 0x000000ea,
    0x0003001d, 0x000002f6, 0x0000000d, 0x0003001e,
    0x000002f7, 0x000002f6, 0x00040020, 0x000002f8,
    0x0000000c, 0x000002f7, 0x0004003b, 0x000002f8,
    0x000002f9, 0x0000000c, 0x00040020, 0x00000301,
    0x0000000c, 0x0000000d, 0x0003001d, 0x00000303,
    0x0000000b, 0x0003001e, 0x00000304, 0x00000303,
    0x00040020, 0x00000305, 0x0000000c, 0x00000304,
    0x0004003b, 0x00000305, 0x00000306, 0x0000000c,
    0x00040020, 0x00000316, 0x0000000c, 0x0000000b,
    0x00060034, 0x0000008a, 0x00000319, 0x000000aa,
    0x00000175, 0x00000176, 0x00040032, 0x00000007,
    0x0000031d, 0x00000001, 0x00060033, 0x0000016f,
    0x0000031e, 0x0000031d, 0x00000176, 0x00000176,
    0x00060034, 0x00000007, 0x0000031f, 0x00000051,
    0x0000031e, 0x00000000, 0x00060034, 0x00000007,
    0x00000320, 0x00000082, 0x0000031f, 0x00000128,
    0x0004002b, 0x00000007, 0x0000034e, 0x00000020,
    0x00040015, 0x0000037d, 0x00000010, 0x00000000,
    0x0003001d, 0x0000037e, 0x0000037d, 0x0003001e,
    0x0000037f, 0x0000037e, 0x00040020, 0x00000380,
    0x0000000c, 0x0000037f, 0x0004003b, 0x00000380,
    0x00000381, 0x0000000c, 0x00040020, 0x00000384,
    0x0000000c, 0x0000037d, 0x00040032, 0x00000007,
    0x000003aa, 0x00000008, 0x0004002b, 0x00000007,
    0x000003be, 0x00000012, 0x0004002b, 0x00000007,
    0x000003c3, 0x00000014, 0x0004002b, 0x00000007,
    0x000003c8, 0x00000016, 0x0004002b, 0x00000007,
    0x000003cd, 0x00000018, 0x0004002b, 0x00000007,
    0x000003d2, 0x00000022, 0x0004002b, 0x00000007,
    0x000003d6, 0x00000100, 0x0004002b, 0x00000007,
    0x000003d8, 0x00000090, 0x0004002b, 0x00000007,
    0x000003dd, 0x000000b0, 0x0004002b, 0x00000007,
    0x000003e2, 0x000000d2, 0x0004002b, 0x00000007,
    0x0000040e, 0x0000003f, 0x0004002b, 0x00000007,
    0x00000422, 0x0000000f, 0x0004002b, 0x00000039,
    0x0000042a, 0x00000006, 0x00040032, 0x00000007,
    0x0000043a, 0x00000000, 0x00060034, 0x0000008a,
    0x0000043b, 0x000000ab, 0x0000043a, 0x00000083,
    0x0003001d, 0x0000043f, 0x0000000d, 0x0003001e,
    0x00000440, 0x0000043f, 0x00040020, 0x00000441,
    0x0000000c, 0x00000440, 0x0004003b, 0x00000441,
    0x00000442, 0x0000000c, 0x00060034, 0x0000008a,
    0x00000447, 0x000000ab, 0x0000043a, 0x00000083,
    0x00040032, 0x00000007, 0x00000448, 0x00001000,
    0x00060034, 0x00000007, 0x00000449, 0x00000086,
    0x00000448, 0x00000008, 0x00070034, 0x00000007,
    0x0000044a, 0x000000a9, 0x00000447, 0x00000176,
    0x00000449, 0x0004001c, 0x0000044b, 0x0000000d,
    0x0000044a, 0x00040020, 0x0000044c, 0x00000004,
    0x0000044b, 0x0004003b, 0x0000044c, 0x0000044d,
    0x00000004, 0x00040020, 0x0000044f, 0x00000004,
    0x0000000d, 0x00060034, 0x0000008a, 0x00000455,
    0x000000ab, 0x0000043a, 0x00000083, 0x0003001d,
    0x00000459, 0x0000000b, 0x0003001e, 0x0000045a,
    0x00000459, 0x00040020, 0x0000045b, 0x0000000c,
    0x0000045a, 0x0004003b, 0x0000045b, 0x0000045c,
    0x0000000c, 0x00060034, 0x00000007, 0x0000045d,
    0x00000086, 0x00000448, 0x000000bf, 0x00060034,
    0x0000008a, 0x00000463, 0x000000ab, 0x0000043a,
    0x00000083, 0x00060034, 0x00000007, 0x00000464,
    0x00000086, 0x00000448, 0x00000008, 0x00070034,
    0x00000007, 0x00000465, 0x000000a9, 0x00000463,
    0x00000176, 0x00000464, 0x0004001c, 0x00000466,
    0x0000000b, 0x00000465, 0x00040020, 0x00000467,
    0x00000004, 0x00000466, 0x0004003b, 0x00000467,
    0x00000468, 0x00000004, 0x00040020, 0x0000046a,
    0x00000004, 0x0000000b, 0x00060034, 0x00000007,
    0x0000047e, 0x00000086, 0x00000448, 0x00000008,
    0x00040020, 0x000004b6, 0x00000006, 0x00000007,
    0x0004003b, 0x000004b6, 0x000004b7, 0x00000006,
    0x00060034, 0x00000007, 0x000004bf, 0x00000086,
    0x00000448, 0x0000034e, 0x0004002b, 0x00000007,
    0x000004fc, 0x00000009, 0x0004001c, 0x000004fe,
    0x00000007, 0x000004fc, 0x00040020, 0x000004ff,
    0x00000007, 0x000004fe, 0x0003001d, 0x00000502,
    0x00000007, 0x0003001e, 0x00000503, 0x00000502,
    0x00040020, 0x00000504, 0x0000000c, 0x00000503,
    0x0004003b, 0x00000504, 0x00000505, 0x0000000c,
    0x00040020, 0x00000509, 0x0000000c, 0x00000007,
    0x0004002b, 0x00000039, 0x00000526, 0x00000010,
    0x0004003b, 0x000004b6, 0x00000567, 0x00000006,
    0x0004002b, 0x00000007, 0x00000593, 0x0f0f0f0f,
    0x00060034, 0x00000007, 0x000005d5, 0x00000086,
    0x00000448, 0x0000034e, 0x0004002b, 0x00000007,
    0x000005e7, 0x00000040, 0x0003001d, 0x00000626,
    0x0000000d, 0x0003001e, 0x00000627, 0x00000626,
    0x00040020, 0x00000628, 0x0000000c, 0x00000627,
    0x0004003b, 0x00000628, 0x00000629, 0x0000000c,
    0x00060034, 0x00000007, 0x00000653, 0x00000086,
    0x00000448, 0x0000034e, 0x0004001c, 0x00000670,
    0x0000000d, 0x00000021, 0x00040020, 0x00000671,
    0x00000007, 0x00000670, 0x0004002b, 0x00000007,
    0x0000067d, 0x00000007, 0x00060034, 0x00000007,
    0x00000718, 0x00000086, 0x00000448, 0x0000034e,
    0x00040017, 0x00000741, 0x00000007, 0x00000002,
    0x0004001c, 0x00000742, 0x00000741, 0x00000021,
    0x00040020, 0x00000743, 0x00000007, 0x00000742,
    0x00040020, 0x00000749, 0x00000007, 0x00000741,
    0x0004002b, 0x00000007, 0x00000794, 0x00000006,
    0x0004002b, 0x00000007, 0x000007e3, 0x03030303,
    0x00040017, 0x000007e6, 0x00000039, 0x00000002,
    0x0004002b, 0x00000007, 0x000007eb, 0x60606060,
    0x0004002b, 0x00000007, 0x000007ee, 0x80808080,
    0x0004002b, 0x00000007, 0x00000804, 0x000000c0,
    0x0004002b, 0x00000007, 0x0000081f, 0x000000d0,
    0x00060034, 0x0000008a, 0x0000082e, 0x000000aa,
    0x0000043a, 0x00000083, 0x00060034, 0x00000007,
    0x0000083b, 0x00000051, 0x0000031e, 0x00000000,
    0x00060034, 0x00000007, 0x0000083c, 0x00000086,
    0x0000083b, 0x00000128, 0x00060034, 0x00000007,
    0x0000083d, 0x00000086, 0x0000083c, 0x000001e8,
    0x0004003b, 0x00000170, 0x0000083f, 0x00000001,
    0x0004003b, 0x00000170, 0x00000842, 0x00000001,
    0x00060034, 0x00000007, 0x0000086a, 0x00000084,
    0x00000128, 0x000001e8, 0x00060034, 0x0000008a,
    0x00000870, 0x000000aa, 0x000003aa, 0x000000bf,
    0x0004002b, 0x00000007, 0x0000087c, 0x0000000c,
    0x00060034, 0x0000008a, 0x0000087d, 0x000000aa,
    0x000003aa, 0x0000087c, 0x00040032, 0x00000007,
    0x0000087e, 0x00000000, 0x00060034, 0x0000008a,
    0x0000087f, 0x000000ab, 0x0000087e, 0x00000083,
    0x00060034, 0x0000008a, 0x00000880, 0x000000a7,
    0x0000087d, 0x0000087f, 0x00060034, 0x0000008a,
    0x0000088c, 0x000000aa, 0x000003aa, 0x0000087c,
    0x0004002b, 0x00000007, 0x00000898, 0x0000000e,
    0x00060034, 0x0000008a, 0x00000899, 0x000000aa,
    0x000003aa, 0x00000898, 0x00060034, 0x0000008a,
    0x000008a4, 0x000000ab, 0x0000043a, 0x00000083,
    0x0003002a, 0x0000008a, 0x000008cb, 0x00030029,
    0x0000008a, 0x000008cd, 0x0004002b, 0x00000007,
    0x000014e4, 0x00000024, 0x0004002b, 0x00000007,
    0x000014e5, 0x00000026, 0x0005002c, 0x00000741,
    0x000014e6, 0x00000593, 0x00000593, 0x0005002c,
    0x00000741, 0x000014e7, 0x000007e3, 0x000007e3,
    0x0005002c, 0x000007e6, 0x000014e8, 0x00000117,
    0x00000117, 0x0005002c, 0x00000741, 0x000014e9,
    0x000007eb, 0x000007eb, 0x0005002c, 0x00000741,
    0x000014ea, 0x000007ee, 0x000007ee, 0x0004002b,
    0x00000007, 0x000014eb, 0x00000005, 0x0004002b,
    0x00000007, 0x000014ec, 0xfffffffd, 0x0004002b,
    0x00000006, 0x000014ef, 0x3c010204, 0x0007002c,
    0x0000001c, 0x000014f0, 0x0000007f, 0x0000007f,
    0x0000007f, 0x0000007f, 0x00030001, 0x00000007,
    0x000014fd, 0x00050036, 0x00000002, 0x00000004,
    0x00000000, 0x00000003, 0x000200f8, 0x00000005,
    0x0004003b, 0x00000041, 0x0000144a, 0x00000007,
    0x0004003b, 0x00000023, 0x00001267, 0x00000007,
    0x0004003b, 0x0000000a, 0x0000127c, 0x00000007,
    0x0004003b, 0x0000000a, 0x00001280, 0x00000007,
    0x0004003b, 0x00000743, 0x00001094, 0x00000007,
    0x0004003b, 0x00000023, 0x00001096, 0x00000007,
    0x0004003b, 0x00000041, 0x00000df8, 0x00000007,
    0x0004003b, 0x00000041, 0x00000dfa, 0x00000007,
    0x0004003b, 0x00000041, 0x00000dfb, 0x00000007,
    0x0004003b, 0x00000671, 0x00000b01, 0x00000007,
    0x0004003b, 0x00000671, 0x00000b02, 0x00000007,
    0x0004003b, 0x00000671, 0x00000b0f, 0x00000007,
    0x0004003b, 0x00000671, 0x00000b10, 0x00000007,
    0x0004003b, 0x00000041, 0x00000b16, 0x00000007,
    0x0004003b, 0x00000041, 0x00000b18, 0x00000007,
    0x0004003b, 0x00000041, 0x00000b19, 0x00000007,
    0x0004003b, 0x00000041, 0x00000a14, 0x00000007,
    0x0004003b, 0x00000041, 0x00000a16, 0x00000007,
    0x0004003b, 0x000004ff, 0x00000a21, 0x00000007,
    0x0004003b, 0x00000041, 0x00000970, 0x00000007,
    0x0004003b, 0x0000000a, 0x00000905, 0x00000007,
    0x0004003b, 0x0000000a, 0x00000906, 0x00000007,
    0x0004003b, 0x00000023, 0x0000086b, 0x00000007,
    0x0004003b, 0x00000023, 0x00000877, 0x00000007,
    0x0004003b, 0x00000023, 0x00000887, 0x00000007,
    0x0004003b, 0x00000023, 0x00000893, 0x00000007,
    0x0004003b, 0x00000023, 0x000008a0, 0x00000007,
    0x0004003b, 0x00000023, 0x000008c4, 0x00000007,
    0x0003003e, 0x0000007e, 0x0000007f, 0x000300f7,
    0x00000830, 0x00000000, 0x000400fa, 0x0000082e,
    0x0000082f, 0x00000830, 0x000200f8, 0x0000082f,
    0x00050041, 0x000000da, 0x000008dd, 0x000000d9,
    0x000000b9, 0x0004003d, 0x00000007, 0x000008de,
    0x000008dd, 0x000500c7, 0x00000007, 0x000008df,
    0x000008de, 0x000000bf, 0x000500ab, 0x0000008a,
    0x000008e0, 0x000008df, 0x00000083, 0x000300f7,
    0x00000900, 0x00000000, 0x000400fa, 0x000008e0,
    0x000008e1, 0x00000900, 0x000200f8, 0x000008e1,
    0x0004003d, 0x00000007, 0x000008e2, 0x0000010f,
    0x000200f9, 0x000008e3, 0x000200f8, 0x000008e3,
    0x000700f5, 0x00000006, 0x000014f2, 0x00000081,
    0x000008e1, 0x000008f1, 0x000008e9, 0x000700f5,
    0x00000007, 0x000014f1, 0x000008e2, 0x000008e1,
    0x000008f4, 0x000008e9, 0x00050041, 0x000000da,
    0x000008e6, 0x000000d9, 0x00000117, 0x0004003d,
    0x00000007, 0x000008e7, 0x000008e6, 0x000500b0,
    0x0000008a, 0x000008e8, 0x000014f1, 0x000008e7,
    0x000400f6, 0x000008f5, 0x000008e9, 0x00000000,
    0x000400fa, 0x000008e8, 0x000008e9, 0x000008f5,
    0x000200f8, 0x000008e9, 0x00050041, 0x000000da,
    0x000008ea, 0x000000d9, 0x000000a7, 0x0004003d,
    0x00000007, 0x000008eb, 0x000008ea, 0x00050080,
    0x00000007, 0x000008ed, 0x000008eb, 0x000014f1,
    0x00060041, 0x00000123, 0x000008ee, 0x0000011e,
    0x000000a7, 0x000008ed, 0x0004003d, 0x00000006,
    0x000008ef, 0x000008ee, 0x00050081, 0x00000006,
    0x000008f1, 0x000014f2, 0x000008ef, 0x00050080,
    0x00000007, 0x000008f4, 0x000014f1, 0x00000128,
    0x000200f9, 0x000008e3, 0x000200f8, 0x000008f5,
    0x0006015e, 0x00000006, 0x000008f7, 0x000000c1,
    0x00000000, 0x000014f2, 0x00050041, 0x000000da,
    0x000008f8, 0x000000d9, 0x000000a7, 0x0004003d,
    0x00000007, 0x000008f9, 0x000008f8, 0x00040070,
    0x00000006, 0x000008fa, 0x000008f9, 0x00050088,
    0x00000006, 0x000008fb, 0x000008f7, 0x000008fa,
    0x00050041, 0x00000132, 0x000008fc, 0x000000d9,
    0x00000131, 0x0004003d, 0x00000006, 0x000008fd,
    0x000008fc, 0x00050081, 0x00000006, 0x000008fe,
    0x000008fb, 0x000008fd, 0x0006000c, 0x00000006,
    0x000008ff, 0x00000001, 0x00000020, 0x000008fe,
    0x0003003e, 0x0000007e, 0x000008ff, 0x000200f9,
    0x00000900, 0x000200f8, 0x00000900, 0x00050041,
    0x0000010e, 0x00000909, 0x00000171, 0x00000083,
    0x0004003d, 0x00000007, 0x0000090a, 0x00000909,
    0x000200f9, 0x0000090b, 0x000200f8, 0x0000090b,
    0x000700f5, 0x00000007, 0x000014f3, 0x0000090a,
    0x00000900, 0x0000093f, 0x0000093c, 0x000500b0,
    0x0000008a, 0x0000090e, 0x000014f3, 0x0000047e,
    0x000400f6, 0x00000940, 0x0000093c, 0x00000000,
    0x000400fa, 0x0000090e, 0x0000090f, 0x00000940,
    0x000200f8, 0x0000090f, 0x000200f9, 0x00000910,
    0x000200f8, 0x00000910, 0x000700f5, 0x00000007,
    0x000015f5, 0x00000083, 0x0000090f, 0x00000933,
    0x00000931, 0x000500b0, 0x0000008a, 0x00000913,
    0x000015f5, 0x00000021, 0x000400f6, 0x00000934,
    0x00000931, 0x00000000, 0x000400fa, 0x00000913,
    0x00000914, 0x00000934, 0x000200f8, 0x00000914,
    0x00050084, 0x00000007, 0x00000916, 0x00000021,
    0x000014f3, 0x00050080, 0x00000007, 0x00000918,
    0x00000916, 0x000015f5, 0x000300f7, 0x00000969,
    0x00000000, 0x000300fb, 0x00000083, 0x00000946,
    0x000200f8, 0x00000946, 0x00060041, 0x0000013e,
    0x00000948, 0x0000013c, 0x000000a7, 0x00000918,
    0x0004003d, 0x0000001c, 0x00000949, 0x00000948,
    0x000500c7, 0x00000007, 0x0000094c, 0x000008de,
    0x00000021, 0x000500ab, 0x0000008a, 0x0000094d,
    0x0000094c, 0x00000083, 0x000300f7, 0x0000095a,
    0x00000000, 0x000400fa, 0x0000094d, 0x0000094e,
    0x0000095a, 0x000200f8, 0x0000094e, 0x0004007f,
    0x0000001c, 0x00000951, 0x00000949, 0x0006000c,
    0x0000001c, 0x00000952, 0x00000001, 0x0000001b,
    0x00000951, 0x00050081, 0x0000001c, 0x00000954,
    0x000014f0, 0x00000952, 0x00050088, 0x0000001c,
    0x00000955, 0x00000949, 0x00000954, 0x00060041,
    0x0000013e, 0x00000957, 0x00000151, 0x000000a7,
    0x00000918, 0x0004003d, 0x0000001c, 0x00000958,
    0x00000957, 0x00050085, 0x0000001c, 0x00000959,
    0x00000955, 0x00000958, 0x000200f9, 0x00000969,
    0x000200f8, 0x0000095a, 0x000300f7, 0x00000967,
    0x00000000, 0x000400fa, 0x000008e0, 0x0000095f,
    0x00000967, 0x000200f8, 0x0000095f, 0x0004003d,
    0x00000006, 0x00000961, 0x0000007e, 0x0005008e,
    0x0000001c, 0x00000962, 0x00000949, 0x00000961,
    0x00060041, 0x0000013e, 0x00000964, 0x00000151,
    0x000000a7, 0x00000918, 0x0004003d, 0x0000001c,
    0x00000965, 0x00000964, 0x00050085, 0x0000001c,
    0x00000966, 0x00000962, 0x00000965, 0x000200f9,
    0x00000969, 0x000200f8, 0x00000967, 0x000200f9,
    0x00000969, 0x000200f8, 0x00000969, 0x000900f5,
    0x0000001c, 0x00001600, 0x00000959, 0x0000094e,
    0x00000966, 0x0000095f, 0x00000949, 0x00000967,
    0x00050084, 0x00000007, 0x0000091b, 0x00000021,
    0x000015f5, 0x00050051, 0x00000006, 0x0000091d,
    0x00001600, 0x00000000, 0x00050041, 0x00000047,
    0x0000091e, 0x00000905, 0x0000091b, 0x0003003e,
    0x0000091e, 0x0000091d, 0x00050080, 0x00000007,
    0x00000921, 0x0000091b, 0x00000176, 0x00050051,
    0x00000006, 0x00000923, 0x00001600, 0x00000001,
    0x00050041, 0x00000047, 0x00000924, 0x00000905,
    0x00000921, 0x0003003e, 0x00000924, 0x00000923,
    0x00050080, 0x00000007, 0x00000927, 0x0000091b,
    0x000000ea, 0x00050051, 0x00000006, 0x00000929,
    0x00001600, 0x00000002, 0x00050041, 0x00000047,
    0x0000092a, 0x00000905, 0x00000927, 0x0003003e,
    0x0000092a, 0x00000929, 0x00050080, 0x00000007,
    0x0000092d, 0x0000091b, 0x000000c1, 0x00050051,
    0x00000006, 0x0000092f, 0x00001600, 0x00000003,
    0x00050041, 0x00000047, 0x00000930, 0x00000905,
    0x0000092d, 0x0003003e, 0x00000930, 0x0000092f,
    0x000200f9, 0x00000931, 0x000200f8, 0x00000931,
    0x00050080, 0x00000007, 0x00000933, 0x000015f5,
    0x00000093, 0x000200f9, 0x00000910, 0x000200f8,
    0x00000934, 0x0004003d, 0x00000009, 0x00000937,
    0x00000905, 0x0003003e, 0x00000906, 0x00000937,
    0x000200f9, 0x00000976, 0x000200f8, 0x00000976,
    0x000700f5, 0x00000006, 0x000015f8, 0x00000081,
    0x00000934, 0x00000980, 0x0000097a, 0x000700f5,
    0x00000007, 0x000015f7, 0x00000083, 0x00000934,
    0x00000983, 0x0000097a, 0x000500b0, 0x0000008a,
    0x00000979, 0x000015f7, 0x00000008, 0x000400f6,
    0x00000984, 0x0000097a, 0x00000000, 0x000400fa,
    0x00000979, 0x0000097a, 0x00000984, 0x000200f8,
    0x0000097a, 0x00050041, 0x00000047, 0x0000097d,
    0x00000906, 0x000015f7, 0x0004003d, 0x00000006,
    0x0000097e, 0x0000097d, 0x0006000c, 0x00000006,
    0x0000097f, 0x00000001, 0x00000004, 0x0000097e,
    0x0007000c, 0x00000006, 0x00000980, 0x00000001,
    0x00000028, 0x000015f8, 0x0000097f, 0x00050080,
    0x00000007, 0x00000983, 0x000015f7, 0x00000093,
    0x000200f9, 0x00000976, 0x000200f8, 0x00000984,
    0x000500ba, 0x0000008a, 0x00000986, 0x000015f8,
    0x00000081, 0x000300f7, 0x0000098b, 0x00000000,
    0x000400fa, 0x00000986, 0x00000987, 0x0000098a,
    0x000200f8, 0x00000987, 0x00050088, 0x00000006,
    0x00000989, 0x0000009b, 0x000015f8, 0x000200f9,
    0x0000098b, 0x000200f8, 0x0000098a, 0x000200f9,
    0x0000098b, 0x000200f8, 0x0000098b, 0x000700f5,
    0x00000006, 0x000015f9, 0x00000989, 0x00000987,
    0x00000081, 0x0000098a, 0x00050085, 0x00000006,
    0x0000098e, 0x000015f8, 0x000014ef, 0x0003003e,
    0x00000970, 0x000000a4, 0x000200f9, 0x0000098f,
    0x000200f8, 0x0000098f, 0x000700f5, 0x00000039,
    0x000015fc, 0x000000a7, 0x0000098b, 0x000009aa,
    0x00000993, 0x000700f5, 0x00000007, 0x000015fb,
    0x00000083, 0x0000098b, 0x000009ad, 0x00000993,
    0x000500b0, 0x0000008a, 0x00000992, 0x000015fb,
    0x00000008, 0x000400f6, 0x000009ae, 0x00000993,
    0x00000000, 0x000400fa, 0x00000992, 0x00000993,
    0x000009ae, 0x000200f8, 0x00000993, 0x00050041,
    0x00000047, 0x00000995, 0x00000906, 0x000015fb,
    0x0004003d, 0x00000006, 0x00000996, 0x00000995,
    0x00050085, 0x00000006, 0x00000998, 0x00000996,
    0x000015f9, 0x0006000c, 0x00000006, 0x00000999,
    0x00000001, 0x00000002, 0x00000998, 0x0004006e,
    0x00000039, 0x0000099a, 0x00000999, 0x000500c2,
    0x00000007, 0x0000099c, 0x000015fb, 0x000000b9,
    0x0004007c, 0x00000007, 0x0000099e, 0x0000099a,
    0x000500c7, 0x00000007, 0x0000099f, 0x0000099e,
    0x000000bd, 0x000500c7, 0x00000007, 0x000009a1,
    0x000015fb, 0x000000c1, 0x00050084, 0x00000007,
    0x000009a2, 0x000000bf, 0x000009a1, 0x000500c4,
    0x00000007, 0x000009a3, 0x0000099f, 0x000009a2,
    0x00050041, 0x00000013, 0x000009a4, 0x00000970,
    0x0000099c, 0x0004003d, 0x00000007, 0x000009a5,
    0x000009a4, 0x000500c5, 0x00000007, 0x000009a6,
    0x000009a5, 0x000009a3, 0x0003003e, 0x000009a4,
    0x000009a6, 0x00050080, 0x00000039, 0x000009aa,
    0x000015fc, 0x0000099a, 0x00050080, 0x00000007,
    0x000009ad, 0x000015fb, 0x00000093, 0x000200f9,
    0x0000098f, 0x000200f8, 0x000009ae, 0x0004006f,
    0x00000006, 0x000009b2, 0x000015fc, 0x00050085,
    0x00000006, 0x000009b3, 0x0000098e, 0x000009b2,
    0x00050050, 0x0000000b, 0x000009b4, 0x0000098e,
    0x000009b3, 0x0004003d, 0x0000000d, 0x000009b5,
    0x00000970, 0x00050041, 0x0000046a, 0x0000093a,
    0x00000468, 0x000014f3, 0x0003003e, 0x0000093a,
    0x000009b4, 0x00050041, 0x0000044f, 0x0000093b,
    0x0000044d, 0x000014f3, 0x0003003e, 0x0000093b,
    0x000009b5, 0x000200f9, 0x0000093c, 0x000200f8,
    0x0000093c, 0x00050051, 0x00000007, 0x0000093d,
    0x0000031e, 0x00000000, 0x00050080, 0x00000007,
    0x0000093f, 0x000014f3, 0x0000093d, 0x000200f9,
    0x0000090b, 0x000200f8, 0x00000940, 0x000400e0,
    0x000000ea, 0x000000ea, 0x00000206, 0x000200f9,
    0x00000830, 0x000200f8, 0x00000830, 0x00050041,
    0x0000010e, 0x00000834, 0x00000171, 0x00000083,
    0x0004003d, 0x00000007, 0x00000835, 0x00000834,
    0x00050086, 0x00000007, 0x00000836, 0x00000835,
    0x00000128, 0x00050089, 0x00000007, 0x00000839,
    0x00000836, 0x000001e8, 0x00050041, 0x0000010e,
    0x00000840, 0x0000083f, 0x00000176, 0x0004003d,
    0x00000007, 0x00000841, 0x00000840, 0x00050041,
    0x0000010e, 0x00000843, 0x00000842, 0x00000083,
    0x0004003d, 0x00000007, 0x00000844, 0x00000843,
    0x00050084, 0x00000007, 0x00000845, 0x00000841,
    0x00000844, 0x00050041, 0x0000010e, 0x00000846,
    0x0000083f, 0x00000083, 0x0004003d, 0x00000007,
    0x00000847, 0x00000846, 0x00050080, 0x00000007,
    0x00000848, 0x00000845, 0x00000847, 0x00050084,
    0x00000007, 0x0000084b, 0x0000083d, 0x0000016d,
    0x00050086, 0x00000007, 0x0000084d, 0x00000836,
    0x000001e8, 0x00050084, 0x00000007, 0x0000084e,
    0x0000084d, 0x0000016d, 0x000300f7, 0x000009e1,
    0x00000000, 0x000300fb, 0x00000083, 0x000009bd,
    0x000200f8, 0x000009bd, 0x00050041, 0x000000da,
    0x000009be, 0x000000d9, 0x000000b9, 0x0004003d,
    0x00000007, 0x000009bf, 0x000009be, 0x000500c7,
    0x00000007, 0x000009c0, 0x000009bf, 0x000000dd,
    0x000500aa, 0x0000008a, 0x000009c1, 0x000009c0,
    0x00000083, 0x000300f7, 0x000009c8, 0x00000000,
    0x000400fa, 0x000009c1, 0x000009c2, 0x000009c8,
    0x000200f8, 0x000009c2, 0x00050084, 0x00000007,
    0x000009c5, 0x00000848, 0x0000084b, 0x00050080,
    0x00000007, 0x000009c7, 0x000009c5, 0x0000084e,
    0x000200f9, 0x000009e1, 0x000200f8, 0x000009c8,
    0x00050086, 0x00000007, 0x000009ca, 0x0000084b,
    0x000000ea, 0x00050084, 0x00000007, 0x000009cd,
    0x00000848, 0x000009ca, 0x000500b0, 0x0000008a,
    0x000009d0, 0x0000084e, 0x000009ca, 0x000300f7,
    0x000009df, 0x00000000, 0x000400fa, 0x000009d0,
    0x000009d1, 0x000009d5, 0x000200f8, 0x000009d1,
    0x00050080, 0x00000007, 0x000009d4, 0x000009cd,
    0x0000084e, 0x000200f9, 0x000009df, 0x000200f8,
    0x000009d5, 0x00050041, 0x000000da, 0x000009d6,
    0x000000d9, 0x00000093, 0x0004003d, 0x00000007,
    0x000009d7, 0x000009d6, 0x00050086, 0x00000007,
    0x000009d8, 0x000009d7, 0x000000ea, 0x00050080,
    0x00000007, 0x000009da, 0x000009d8, 0x000009cd,
    0x00050080, 0x00000007, 0x000009dc, 0x000009da,
    0x0000084e, 0x00050082, 0x00000007, 0x000009de,
    0x000009dc, 0x000009ca, 0x000200f9, 0x000009df,
    0x000200f8, 0x000009df, 0x000700f5, 0x00000007,
    0x000014f4, 0x000009d4, 0x000009d1, 0x000009de,
    0x000009d5, 0x000200f9, 0x000009e1, 0x000200f8,
    0x000009e1, 0x000700f5, 0x00000007, 0x000014f5,
    0x000009c7, 0x000009c2, 0x000014f4, 0x000009df,
    0x00050041, 0x000000da, 0x00000856, 0x000000d9,
    0x00000093, 0x0004003d, 0x00000007, 0x00000857,
    0x00000856, 0x000500b0, 0x0000008a, 0x00000858,
    0x000014f5, 0x00000857, 0x000300f7, 0x0000085b,
    0x00000000, 0x000400fa, 0x00000858, 0x0000085a,
    0x00000861, 0x000200f8, 0x0000085a, 0x00050082,
    0x00000007, 0x0000085f, 0x00000857, 0x000014f5,
    0x0007000c, 0x00000007, 0x00000860, 0x00000001,
    0x00000026, 0x0000016d, 0x0000085f, 0x000200f9,
    0x0000085b, 0x000200f8, 0x00000861, 0x000200f9,
    0x0000085b, 0x000200f8, 0x0000085b, 0x000700f5,
    0x00000007, 0x000014f6, 0x00000860, 0x0000085a,
    0x00000083, 0x00000861, 0x000300f7, 0x00000a11,
    0x00000000, 0x000300fb, 0x00000083, 0x000009e7,
    0x000200f8, 0x000009e7, 0x000300f7, 0x00000a0e,
    0x00000000, 0x001900fb, 0x000003aa, 0x00000a0e,
    0x00000000, 0x000009e8, 0x00000001, 0x000009eb,
    0x0000001e, 0x000009eb, 0x00000002, 0x000009ee,
    0x00000003, 0x000009f2, 0x00000006, 0x000009f6,
    0x00000007, 0x000009fa, 0x00000008, 0x000009fe,
    0x0000000c, 0x00000a02, 0x0000000d, 0x00000a06,
    0x0000000e, 0x00000a0a, 0x000200f8, 0x000009e8,
    0x00050084, 0x00000007, 0x000009ea, 0x00000448,
    0x00000021, 0x000200f9, 0x00000a0e, 0x000200f8,
    0x000009eb, 0x00050084, 0x00000007, 0x000009ed,
    0x00000448, 0x000000ea, 0x000200f9, 0x00000a0e,
    0x000200f8, 0x000009ee, 0x00050086, 0x00000007,
    0x000009f0, 0x00000448, 0x0000034e, 0x00050084,
    0x00000007, 0x000009f1, 0x000009f0, 0x000003be,
    0x000200f9, 0x00000a0e, 0x000200f8, 0x000009f2,
    0x00050086, 0x00000007, 0x000009f4, 0x00000448,
    0x0000034e, 0x00050084, 0x00000007, 0x000009f5,
    0x000009f4, 0x000003c3, 0x000200f9, 0x00000a0e,
    0x000200f8, 0x000009f6, 0x00050086, 0x00000007,
    0x000009f8, 0x00000448, 0x0000034e, 0x00050084,
    0x00000007, 0x000009f9, 0x000009f8, 0x000003c8,
    0x000200f9, 0x00000a0e, 0x000200f8, 0x000009fa,
    0x00050086, 0x00000007, 0x000009fc, 0x00000448,
    0x0000034e, 0x00050084, 0x00000007, 0x000009fd,
    0x000009fc, 0x000003cd, 0x000200f9, 0x00000a0e,
    0x000200f8, 0x000009fe, 0x00050086, 0x00000007,
    0x00000a00, 0x00000448, 0x0000034e, 0x00050084,
    0x00000007, 0x00000a01, 0x00000a00, 0x000003d2,
    0x000200f9, 0x00000a0e, 0x000200f8, 0x00000a02,
    0x00050086, 0x00000007, 0x00000a04, 0x00000448,
    0x000003d6, 0x00050084, 0x00000007, 0x00000a05,
    0x00000a04, 0x000003d8, 0x000200f9, 0x00000a0e,
    0x000200f8, 0x00000a06, 0x00050086, 0x00000007,
    0x00000a08, 0x00000448, 0x000003d6, 0x00050084,
    0x00000007, 0x00000a09, 0x00000a08, 0x000003dd,
    0x000200f9, 0x00000a0e, 0x000200f8, 0x00000a0a,
    0x00050086, 0x00000007, 0x00000a0c, 0x00000448,
    0x000003d6, 0x00050084, 0x00000007, 0x00000a0d,
    0x00000a0c, 0x000003e2, 0x000200f9, 0x00000a0e,
    0x000200f8, 0x00000a0e, 0x001900f5, 0x00000007,
    0x000014f9, 0x000014fd, 0x000009e7, 0x000009ea,
    0x000009e8, 0x000009ed, 0x000009eb, 0x000009f1,
    0x000009ee, 0x000009f5, 0x000009f2, 0x000009f9,
    0x000009f6, 0x000009fd, 0x000009fa, 0x00000a01,
    0x000009fe, 0x00000a05, 0x00000a02, 0x00000a09,
    0x00000a06, 0x00000a0d, 0x00000a0a, 0x001900f5,
    0x0000008a, 0x000014f7, 0x000008cb, 0x000009e7,
    0x000008cd, 0x000009e8, 0x000008cd, 0x000009eb,
    0x000008cd, 0x000009ee, 0x000008cd, 0x000009f2,
    0x000008cd, 0x000009f6, 0x000008cd, 0x000009fa,
    0x000008cd, 0x000009fe, 0x000008cd, 0x00000a02,
    0x000008cd, 0x00000a06, 0x000008cd, 0x00000a0a,
    0x000300f7, 0x00000a10, 0x00000000, 0x000400fa,
    0x000014f7, 0x00000a11, 0x00000a10, 0x000200f8,
    0x00000a10, 0x000200f9, 0x00000a11, 0x000200f8,
    0x00000a11, 0x000700f5, 0x00000007, 0x000014f8,
    0x000014f9, 0x00000a0e, 0x00000083, 0x00000a10,
    0x0004003d, 0x00000007, 0x00000866, 0x0000010f,
    0x00050084, 0x00000007, 0x00000868, 0x00000839,
    0x00000128, 0x00050080, 0x00000007, 0x00000869,
    0x00000866, 0x00000868, 0x0003003e, 0x000004b7,
    0x00000869, 0x0003003e, 0x00000567, 0x0000086a,
    0x0003003e, 0x0000086b, 0x0000019a, 0x000500ac,
    0x0000008a, 0x0000086d, 0x000014f6, 0x00000083,
    0x000300f7, 0x0000086f, 0x00000000, 0x000400fa,
    0x0000086d, 0x0000086e, 0x0000086f, 0x000200f8,
    0x0000086e, 0x000300f7, 0x00000872, 0x00000000,
    0x000400fa, 0x00000870, 0x00000871, 0x0000087b,
    0x000200f8, 0x00000871, 0x0004003d, 0x00000022,
    0x00000878, 0x0000086b, 0x0003003e, 0x00000877,
    0x00000878, 0x0004003d, 0x00000007, 0x00000a2d,
    0x000004b7, 0x000200f9, 0x00000a2e, 0x000200f8,
    0x00000a2e, 0x000700f5, 0x00000007, 0x0000159e,
    0x00000a2d, 0x00000871, 0x00000abb, 0x00000ab8,
    0x000500b0, 0x0000008a, 0x00000a31, 0x0000159e,
    0x000004bf, 0x000400f6, 0x00000abc, 0x00000ab8,
    0x00000000, 0x000400fa, 0x00000a31, 0x00000a32,
    0x00000abc, 0x000200f8, 0x00000a32, 0x00050084,
    0x00000007, 0x00000a34, 0x000000ea, 0x0000159e,
    0x000300f7, 0x00000ac8, 0x00000000, 0x000400fa,
    0x0000043b, 0x00000ac0, 0x00000ac4, 0x000200f8,
    0x00000ac0, 0x00060041, 0x00000301, 0x00000ac2,
    0x00000442, 0x000000a7, 0x00000a34, 0x0004003d,
    0x0000000d, 0x00000ac3, 0x00000ac2, 0x000200f9,
    0x00000ac8, 0x000200f8, 0x00000ac4, 0x00050041,
    0x0000044f, 0x00000ac6, 0x0000044d, 0x00000a34,
    0x0004003d, 0x0000000d, 0x00000ac7, 0x00000ac6,
    0x000200f9, 0x00000ac8, 0x000200f8, 0x00000ac8,
    0x000700f5, 0x0000000d, 0x000015dc, 0x00000ac3,
    0x00000ac0, 0x00000ac7, 0x00000ac4, 0x0003003e,
    0x00000a14, 0x000015dc, 0x00050080, 0x00000007,
    0x00000a38, 0x00000a34, 0x00000176, 0x000300f7,
    0x00000ad5, 0x00000000, 0x000400fa, 0x0000043b,
    0x00000acd, 0x00000ad1, 0x000200f8, 0x00000acd,
    0x00060041, 0x00000301, 0x00000acf, 0x00000442,
    0x000000a7, 0x00000a38, 0x0004003d, 0x0000000d,
    0x00000ad0, 0x00000acf, 0x000200f9, 0x00000ad5,
    0x000200f8, 0x00000ad1, 0x00050041, 0x0000044f,
    0x00000ad3, 0x0000044d, 0x00000a38, 0x0004003d,
    0x0000000d, 0x00000ad4, 0x00000ad3, 0x000200f9,
    0x00000ad5, 0x000200f8, 0x00000ad5, 0x000700f5,
    0x0000000d, 0x000015de, 0x00000ad0, 0x00000acd,
    0x00000ad4, 0x00000ad1, 0x0003003e, 0x00000a16,
    0x000015de, 0x000300f7, 0x00000ae3, 0x00000000,
    0x000400fa, 0x00000455, 0x00000ada, 0x00000adf,
    0x000200f8, 0x00000ada, 0x00050080, 0x00000007,
    0x00000adc, 0x0000045d, 0x00000a34, 0x00060041,
    0x00000316, 0x00000add, 0x0000045c, 0x000000a7,
    0x00000adc, 0x0004003d, 0x0000000b, 0x00000ade,
    0x00000add, 0x000200f9, 0x00000ae3, 0x000200f8,
    0x00000adf, 0x00050041, 0x0000046a, 0x00000ae1,
    0x00000468, 0x00000a34, 0x0004003d, 0x0000000b,
    0x00000ae2, 0x00000ae1, 0x000200f9, 0x00000ae3,
    0x000200f8, 0x00000ae3, 0x000700f5, 0x0000000b,
    0x000015e0, 0x00000ade, 0x00000ada, 0x00000ae2,
    0x00000adf, 0x00050051, 0x00000006, 0x00000a3d,
    0x000015e0, 0x00000000, 0x000300f7, 0x00000af1,
    0x00000000, 0x000400fa, 0x00000455, 0x00000ae8,
    0x00000aed, 0x000200f8, 0x00000ae8, 0x00050080,
    0x00000007, 0x00000aea, 0x0000045d, 0x00000a38,
    0x00060041, 0x00000316, 0x00000aeb, 0x0000045c,
    0x000000a7, 0x00000aea, 0x0004003d, 0x0000000b,
    0x00000aec, 0x00000aeb, 0x000200f9, 0x00000af1,
    0x000200f8, 0x00000aed, 0x00050041, 0x0000046a,
    0x00000aef, 0x00000468, 0x00000a38, 0x0004003d,
    0x0000000b, 0x00000af0, 0x00000aef, 0x000200f9,
    0x00000af1, 0x000200f8, 0x00000af1, 0x000700f5,
    0x0000000b, 0x000015e2, 0x00000aec, 0x00000ae8,
    0x00000af0, 0x00000aed, 0x00050051, 0x00000006,
    0x00000a42, 0x000015e2, 0x00000000, 0x000200f9,
    0x00000a43, 0x000200f8, 0x00000a43, 0x000700f5,
    0x00000007, 0x000015e3, 0x00000083, 0x00000af1,
    0x00000ab6, 0x00000ab4, 0x000500b0, 0x0000008a,
    0x00000a46, 0x000015e3, 0x0000016d, 0x000400f6,
    0x00000ab7, 0x00000ab4, 0x00000000, 0x000400fa,
    0x00000a46, 0x00000a47, 0x00000ab7, 0x000200f8,
    0x00000a47, 0x00050080, 0x00000007, 0x00000a4a,
    0x000014f5, 0x000015e3, 0x00050082, 0x00000007,
    0x00000a4d, 0x00000857, 0x00000176, 0x0007000c,
    0x00000007, 0x00000a4e, 0x00000001, 0x00000026,
    0x00000a4a, 0x00000a4d, 0x00050084, 0x00000007,
    0x00000a50, 0x00000a4e, 0x000014f8, 0x00050084,
    0x00000007, 0x00000a52, 0x0000159e, 0x000003d2,
    0x00050080, 0x00000007, 0x00000a53, 0x00000a50,
    0x00000a52, 0x000500c2, 0x00000007, 0x00000a55,
    0x00000a53, 0x000000b9, 0x000500c7, 0x00000007,
    0x00000a57, 0x00000a53, 0x000000ea, 0x000500ab,
    0x0000008a, 0x00000a58, 0x00000a57, 0x00000083,
    0x000200f9, 0x00000a59, 0x000200f8, 0x00000a59,
    0x000700f5, 0x00000007, 0x000015e6, 0x00000083,
    0x00000a47, 0x00000a67, 0x00000a5d, 0x000500b0,
    0x0000008a, 0x00000a5c, 0x000015e6, 0x000004fc,
    0x000400f6, 0x00000a68, 0x00000a5d, 0x00000000,
    0x000400fa, 0x00000a5c, 0x00000a5d, 0x00000a68,
    0x000200f8, 0x00000a5d, 0x00050080, 0x00000007,
    0x00000a61, 0x00000a55, 0x000015e6, 0x00060041,
    0x00000509, 0x00000a62, 0x00000505, 0x000000a7,
    0x00000a61, 0x0004003d, 0x00000007, 0x00000a63,
    0x00000a62, 0x00050041, 0x00000013, 0x00000a64,
    0x00000a21, 0x000015e6, 0x0003003e, 0x00000a64,
    0x00000a63, 0x00050080, 0x00000007, 0x00000a67,
    0x000015e6, 0x00000093, 0x000200f9, 0x00000a59,
    0x000200f8, 0x00000a68, 0x000200f9, 0x00000a69,
    0x000200f8, 0x00000a69, 0x000700f5, 0x00000039,
    0x000015ee, 0x000000a7, 0x00000a68, 0x00001643,
    0x00000a95, 0x000700f5, 0x00000039, 0x000015ec,
    0x000000a7, 0x00000a68, 0x00001642, 0x00000a95,
    0x000700f5, 0x00000007, 0x000015e7, 0x00000083,
    0x00000a68, 0x00000a97, 0x00000a95, 0x000500b0,
    0x0000008a, 0x00000a6c, 0x000015e7, 0x000000bf,
    0x000400f6, 0x00000a98, 0x00000a95, 0x00000000,
    0x000400fa, 0x00000a6c, 0x00000a6d, 0x00000a98,
    0x000200f8, 0x00000a6d, 0x000300f7, 0x00000a7f,
    0x00000000, 0x000400fa, 0x00000a58, 0x00000a6f,
    0x00000a74, 0x000200f8, 0x00000a6f, 0x00050080,
    0x00000007, 0x00000a71, 0x000015e7, 0x00000176,
    0x00050041, 0x00000013, 0x00000a72, 0x00000a21,
    0x00000a71, 0x0004003d, 0x00000007, 0x00000a73,
    0x00000a72, 0x000200f9, 0x00000a7f, 0x000200f8,
    0x00000a74, 0x00050041, 0x00000013, 0x00000a76,
    0x00000a21, 0x000015e7, 0x0004003d, 0x00000007,
    0x00000a77, 0x00000a76, 0x000500c2, 0x00000007,
    0x00000a78, 0x00000a77, 0x00000526, 0x00050080,
    0x00000007, 0x00000a7a, 0x000015e7, 0x00000176,
    0x00050041, 0x00000013, 0x00000a7b, 0x00000a21,
    0x00000a7a, 0x0004003d, 0x00000007, 0x00000a7c,
    0x00000a7b, 0x000500c4, 0x00000007, 0x00000a7d,
    0x00000a7c, 0x00000526, 0x000500c5, 0x00000007,
    0x00000a7e, 0x00000a78, 0x00000a7d, 0x000200f9,
    0x00000a7f, 0x000200f8, 0x00000a7f, 0x000700f5,
    0x00000007, 0x000015f0, 0x00000a73, 0x00000a6f,
    0x00000a7e, 0x00000a74, 0x000500b0, 0x0000008a,
    0x00000a82, 0x000015e7, 0x00000021, 0x000300f7,
    0x00000a94, 0x00000000, 0x000400fa, 0x00000a82,
    0x00000a83, 0x00000a8b, 0x000200f8, 0x00000a83,
    0x00050041, 0x00000013, 0x00000a86, 0x00000a14,
    0x000015e7, 0x0004003d, 0x00000007, 0x00000a87,
    0x00000a86, 0x00061162, 0x00000039, 0x00000af7,
    0x000015f0, 0x00000a87, 0x00000000, 0x00050080,
    0x00000039, 0x00000a8a, 0x000015ec, 0x00000af7,
    0x000200f9, 0x00000a94, 0x000200f8, 0x00000a8b,
    0x00050082, 0x00000007, 0x00000a8d, 0x000015e7,
    0x00000021, 0x00050041, 0x00000013, 0x00000a8f,
    0x00000a16, 0x00000a8d, 0x0004003d, 0x00000007,
    0x00000a90, 0x00000a8f, 0x00061162, 0x00000039,
    0x00000afc, 0x000015f0, 0x00000a90, 0x00000000,
    0x00050080, 0x00000039, 0x00000a93, 0x000015ee,
    0x00000afc, 0x000200f9, 0x00000a94, 0x000200f8,
    0x00000a94, 0x000700f5, 0x00000039, 0x00001643,
    0x000015ee, 0x00000a83, 0x00000a93, 0x00000a8b,
    0x000700f5, 0x00000039, 0x00001642, 0x00000a8a,
    0x00000a83, 0x000015ec, 0x00000a8b, 0x000200f9,
    0x00000a95, 0x000200f8, 0x00000a95, 0x00050080,
    0x00000007, 0x00000a97, 0x000015e7, 0x00000093,
    0x000200f9, 0x00000a69, 0x000200f8, 0x00000a98,
    0x000300f7, 0x00000aa2, 0x00000000, 0x000400fa,
    0x00000a58, 0x00000a9b, 0x00000a9f, 0x000200f8,
    0x00000a9b, 0x00050041, 0x00000013, 0x00000a9c,
    0x00000a21, 0x000000a7, 0x0004003d, 0x00000007,
    0x00000a9d, 0x00000a9c, 0x000500c2, 0x00000007,
    0x00000a9e, 0x00000a9d, 0x00000526, 0x000200f9,
    0x00000aa2, 0x000200f8, 0x00000a9f, 0x00050041,
    0x00000013, 0x00000aa0, 0x00000a21, 0x000000a7,
    0x0004003d, 0x00000007, 0x00000aa1, 0x00000aa0,
    0x000200f9, 0x00000aa2, 0x000200f8, 0x00000aa2,
    0x000700f5, 0x00000007, 0x000015ea, 0x00000a9e,
    0x00000a9b, 0x00000aa1, 0x00000a9f, 0x0006000c,
    0x0000000b, 0x00000aa4, 0x00000001, 0x0000003e,
    0x000015ea, 0x00050051, 0x00000006, 0x00000aa5,
    0x00000aa4, 0x00000000, 0x0004006f, 0x00000006,
    0x00000aa8, 0x000015ec, 0x0004006f, 0x00000006,
    0x00000aac, 0x000015ee, 0x00050085, 0x00000006,
    0x00000aad, 0x00000a42, 0x00000aac, 0x0008000c,
    0x00000006, 0x00000aae, 0x00000001, 0x00000032,
    0x00000a3d, 0x00000aa8, 0x00000aad, 0x00050041,
    0x00000047, 0x00000ab0, 0x00000877, 0x000015e3,
    0x0004003d, 0x00000006, 0x00000ab1, 0x00000ab0,
    0x0008000c, 0x00000006, 0x00000ab2, 0x00000001,
    0x00000032, 0x00000aa5, 0x00000aae, 0x00000ab1,
    0x0003003e, 0x00000ab0, 0x00000ab2, 0x000200f9,
    0x00000ab4, 0x000200f8, 0x00000ab4, 0x00050080,
    0x00000007, 0x00000ab6, 0x000015e3, 0x00000093,
    0x000200f9, 0x00000a43, 0x000200f8, 0x00000ab7,
    0x000200f9, 0x00000ab8, 0x000200f8, 0x00000ab8,
    0x0004003d, 0x00000007, 0x00000ab9, 0x00000567,
    0x00050080, 0x00000007, 0x00000abb, 0x0000159e,
    0x00000ab9, 0x000200f9, 0x00000a2e, 0x000200f8,
    0x00000abc, 0x0004003d, 0x00000022, 0x0000087a,
    0x00000877, 0x0003003e, 0x0000086b, 0x0000087a,
    0x000200f9, 0x00000872, 0x000200f8, 0x0000087b,
    0x000300f7, 0x00000882, 0x00000000, 0x000400fa,
    0x00000880, 0x00000881, 0x0000088b, 0x000200f8,
    0x00000881, 0x0004003d, 0x00000022, 0x00000888,
    0x0000086b, 0x0003003e, 0x00000887, 0x00000888,
    0x0004003d, 0x00000007, 0x00000b1d, 0x000004b7,
    0x00050082, 0x00000007, 0x00000b1f, 0x00000653,
    0x00000176, 0x0007000c, 0x00000007, 0x00000b20,
    0x00000001, 0x00000026, 0x00000b1d, 0x00000b1f,
    0x000200f9, 0x00000b21, 0x000200f8, 0x00000b21,
    0x000700f5, 0x00000007, 0x00001555, 0x00000083,
    0x00000881, 0x00000b44, 0x00000b25, 0x000500b0,
    0x0000008a, 0x00000b24, 0x00001555, 0x0000016d,
    0x000400f6, 0x00000b45, 0x00000b25, 0x00000000,
    0x000400fa, 0x00000b24, 0x00000b25, 0x00000b45,
    0x000200f8, 0x00000b25, 0x00050080, 0x00000007,
    0x00000b28, 0x000014f5, 0x00001555, 0x00050082,
    0x00000007, 0x00000b2b, 0x00000857, 0x00000176,
    0x0007000c, 0x00000007, 0x00000b2c, 0x00000001,
    0x00000026, 0x00000b28, 0x00000b2b, 0x00050084,
    0x00000007, 0x00000b2e, 0x00000b2c, 0x000014f8,
    0x000500c2, 0x00000007, 0x00000b30, 0x00000b20,
    0x00000131, 0x00050084, 0x00000007, 0x00000b31,
    0x00000b30, 0x000003d8, 0x00050080, 0x00000007,
    0x00000b32, 0x00000b2e, 0x00000b31, 0x000500c2,
    0x00000007, 0x00000b33, 0x00000b32, 0x00000117,
    0x00060041, 0x00000301, 0x00000b36, 0x00000629,
    0x000000a7, 0x00000b33, 0x0004003d, 0x0000000d,
    0x00000b37, 0x00000b36, 0x00050041, 0x00000041,
    0x00000b38, 0x00000b01, 0x00001555, 0x0003003e,
    0x00000b38, 0x00000b37, 0x00050080, 0x00000007,
    0x00000b3b, 0x00000b33, 0x00000176, 0x000500c7,
    0x00000007, 0x00000b3d, 0x00000b20, 0x0000067d,
    0x00050080, 0x00000007, 0x00000b3e, 0x00000b3b,
    0x00000b3d, 0x00060041, 0x00000301, 0x00000b3f,
    0x00000629, 0x000000a7, 0x00000b3e, 0x0004003d,
    0x0000000d, 0x00000b40, 0x00000b3f, 0x00050041,
    0x00000041, 0x00000b41, 0x00000b02, 0x00001555,
    0x0003003e, 0x00000b41, 0x00000b40, 0x00050080,
    0x00000007, 0x00000b44, 0x00001555, 0x00000093,
    0x000200f9, 0x00000b21, 0x000200f8, 0x00000b45,
    0x0004003d, 0x00000007, 0x00000b46, 0x000004b7,
    0x000200f9, 0x00000b47, 0x000200f8, 0x00000b47,
    0x000700f5, 0x00000007, 0x00001556, 0x00000b46,
    0x00000b45, 0x00000bb6, 0x00000bb3, 0x000500b0,
    0x0000008a, 0x00000b4b, 0x00001556, 0x00000653,
    0x000400f6, 0x00000bb7, 0x00000bb3, 0x00000000,
    0x000400fa, 0x00000b4b, 0x00000b4c, 0x00000bb7,
    0x000200f8, 0x00000b4c, 0x000500c2, 0x00000007,
    0x00000b4e, 0x00001556, 0x00000131, 0x000500c2,
    0x00000007, 0x00000b50, 0x00001556, 0x00000093,
    0x000500c7, 0x00000007, 0x00000b51, 0x00000b50,
    0x000000c1, 0x00050084, 0x00000007, 0x00000b52,
    0x000000ea, 0x00000b51, 0x00050084, 0x00000007,
    0x00000b54, 0x00000b4e, 0x000003d6, 0x00050084,
    0x00000007, 0x00000b56, 0x00000b51, 0x000005e7,
    0x00050080, 0x00000007, 0x00000b57, 0x00000b54,
    0x00000b56, 0x000500c7, 0x00000007, 0x00000b59,
    0x00001556, 0x00000176, 0x00050084, 0x00000007,
    0x00000b5a, 0x00000008, 0x00000b59, 0x00050080,
    0x00000007, 0x00000b5b, 0x00000b57, 0x00000b5a,
    0x000500c2, 0x00000007, 0x00000b5d, 0x00000b5b,
    0x00000117, 0x000300f7, 0x00000bc3, 0x00000000,
    0x000400fa, 0x0000043b, 0x00000bbb, 0x00000bbf,
    0x000200f8, 0x00000bbb, 0x00060041, 0x00000301,
    0x00000bbd, 0x00000442, 0x000000a7, 0x00000b5d,
    0x0004003d, 0x0000000d, 0x00000bbe, 0x00000bbd,
    0x000200f9, 0x00000bc3, 0x000200f8, 0x00000bbf,
    0x00050041, 0x0000044f, 0x00000bc1, 0x0000044d,
    0x00000b5d, 0x0004003d, 0x0000000d, 0x00000bc2,
    0x00000bc1, 0x000200f9, 0x00000bc3, 0x000200f8,
    0x00000bc3, 0x000700f5, 0x0000000d, 0x00001557,
    0x00000bbe, 0x00000bbb, 0x00000bc2, 0x00000bbf,
    0x00050080, 0x00000007, 0x00000b60, 0x00000b5b,
    0x0000034e, 0x000500c2, 0x00000007, 0x00000b61,
    0x00000b60, 0x00000117, 0x000300f7, 0x00000bd0,
    0x00000000, 0x000400fa, 0x0000043b, 0x00000bc8,
    0x00000bcc, 0x000200f8, 0x00000bc8, 0x00060041,
    0x00000301, 0x00000bca, 0x00000442, 0x000000a7,
    0x00000b61, 0x0004003d, 0x0000000d, 0x00000bcb,
    0x00000bca, 0x000200f9, 0x00000bd0, 0x000200f8,
    0x00000bcc, 0x00050041, 0x0000044f, 0x00000bce,
    0x0000044d, 0x00000b61, 0x0004003d, 0x0000000d,
    0x00000bcf, 0x00000bce, 0x000200f9, 0x00000bd0,
    0x000200f8, 0x00000bd0, 0x000700f5, 0x0000000d,
    0x00001558, 0x00000bcb, 0x00000bc8, 0x00000bcf,
    0x00000bcc, 0x000300f7, 0x00000bde, 0x00000000,
    0x000400fa, 0x00000455, 0x00000bd5, 0x00000bda,
    0x000200f8, 0x00000bd5, 0x00050080, 0x00000007,
    0x00000bd7, 0x0000045d, 0x00000b5d, 0x00060041,
    0x00000316, 0x00000bd8, 0x0000045c, 0x000000a7,
    0x00000bd7, 0x0004003d, 0x0000000b, 0x00000bd9,
    0x00000bd8, 0x000200f9, 0x00000bde, 0x000200f8,
    0x00000bda, 0x00050041, 0x0000046a, 0x00000bdc,
    0x00000468, 0x00000b5d, 0x0004003d, 0x0000000b,
    0x00000bdd, 0x00000bdc, 0x000200f9, 0x00000bde,
    0x000200f8, 0x00000bde, 0x000700f5, 0x0000000b,
    0x00001559, 0x00000bd9, 0x00000bd5, 0x00000bdd,
    0x00000bda, 0x000300f7, 0x00000bec, 0x00000000,
    0x000400fa, 0x00000455, 0x00000be3, 0x00000be8,
    0x000200f8, 0x00000be3, 0x00050080, 0x00000007,
    0x00000be5, 0x0000045d, 0x00000b61, 0x00060041,
    0x00000316, 0x00000be6, 0x0000045c, 0x000000a7,
    0x00000be5, 0x0004003d, 0x0000000b, 0x00000be7,
    0x00000be6, 0x000200f9, 0x00000bec, 0x000200f8,
    0x00000be8, 0x00050041, 0x0000046a, 0x00000bea,
    0x00000468, 0x00000b61, 0x0004003d, 0x0000000b,
    0x00000beb, 0x00000bea, 0x000200f9, 0x00000bec,
    0x000200f8, 0x00000bec, 0x000700f5, 0x0000000b,
    0x0000155a, 0x00000be7, 0x00000be3, 0x00000beb,
    0x00000be8, 0x0004003d, 0x00000670, 0x00000b6a,
    0x00000b01, 0x0003003e, 0x00000b0f, 0x00000b6a,
    0x0004003d, 0x00000670, 0x00000b6b, 0x00000b02,
    0x0003003e, 0x00000b10, 0x00000b6b, 0x0004003d,
    0x00000007, 0x00000b6d, 0x00000567, 0x00050080,
    0x00000007, 0x00000b6e, 0x00001556, 0x00000b6d,
    0x000500b0, 0x0000008a, 0x00000b71, 0x00000b6e,
    0x00000653, 0x000300f7, 0x00000b98, 0x00000000,
    0x000400fa, 0x00000b71, 0x00000b72, 0x00000b98,
    0x000200f8, 0x00000b72, 0x000200f9, 0x00000b73,
    0x000200f8, 0x00000b73, 0x000700f5, 0x00000007,
    0x0000155f, 0x00000083, 0x00000b72, 0x00000b96,
    0x00000b77, 0x000500b0, 0x0000008a, 0x00000b76,
    0x0000155f, 0x0000016d, 0x000400f6, 0x00000b97,
    0x00000b77, 0x00000000, 0x000400fa, 0x00000b76,
    0x00000b77, 0x00000b97, 0x000200f8, 0x00000b77,
    0x00050080, 0x00000007, 0x00000b7a, 0x000014f5,
    0x0000155f, 0x00050082, 0x00000007, 0x00000b7d,
    0x00000857, 0x00000176, 0x0007000c, 0x00000007,
    0x00000b7e, 0x00000001, 0x00000026, 0x00000b7a,
    0x00000b7d, 0x00050084, 0x00000007, 0x00000b80,
    0x00000b7e, 0x000014f8, 0x000500c2, 0x00000007,
    0x00000b82, 0x00000b6e, 0x00000131, 0x00050084,
    0x00000007, 0x00000b83, 0x00000b82, 0x000003d8,
    0x00050080, 0x00000007, 0x00000b84, 0x00000b80,
    0x00000b83, 0x000500c2, 0x00000007, 0x00000b85,
    0x00000b84, 0x00000117, 0x00060041, 0x00000301,
    0x00000b88, 0x00000629, 0x000000a7, 0x00000b85,
    0x0004003d, 0x0000000d, 0x00000b89, 0x00000b88,
    0x00050041, 0x00000041, 0x00000b8a, 0x00000b01,
    0x0000155f, 0x0003003e, 0x00000b8a, 0x00000b89,
    0x00050080, 0x00000007, 0x00000b8d, 0x00000b85,
    0x00000176, 0x000500c7, 0x00000007, 0x00000b8f,
    0x00000b6e, 0x0000067d, 0x00050080, 0x00000007,
    0x00000b90, 0x00000b8d, 0x00000b8f, 0x00060041,
    0x00000301, 0x00000b91, 0x00000629, 0x000000a7,
    0x00000b90, 0x0004003d, 0x0000000d, 0x00000b92,
    0x00000b91, 0x00050041, 0x00000041, 0x00000b93,
    0x00000b02, 0x0000155f, 0x0003003e, 0x00000b93,
    0x00000b92, 0x00050080, 0x00000007, 0x00000b96,
    0x0000155f, 0x00000093, 0x000200f9, 0x00000b73,
    0x000200f8, 0x00000b97, 0x000200f9, 0x00000b98,
    0x000200f8, 0x00000b98, 0x000200f9, 0x00000b99,
    0x000200f8, 0x00000b99, 0x000700f5, 0x00000007,
    0x00001560, 0x00000083, 0x00000b98, 0x00000bb1,
    0x00000baf, 0x000500b0, 0x0000008a, 0x00000b9c,
    0x00001560, 0x0000016d, 0x000400f6, 0x00000bb2,
    0x00000baf, 0x00000000, 0x000400fa, 0x00000b9c,
    0x00000b9d, 0x00000bb2, 0x000200f8, 0x00000b9d,
    0x00050041, 0x00000041, 0x00000ba1, 0x00000b0f,
    0x00001560, 0x0004003d, 0x0000000d, 0x00000ba2,
    0x00000ba1, 0x00050041, 0x00000041, 0x00000ba3,
    0x00000b10, 0x00001560, 0x0004003d, 0x0000000d,
    0x00000ba4, 0x00000ba3, 0x0003003e, 0x00000b16,
    0x00000ba4, 0x0003003e, 0x00000b18, 0x00001557,
    0x0003003e, 0x00000b19, 0x00001558, 0x00050051,
    0x00000007, 0x00000c05, 0x00000ba2, 0x00000000,
    0x0006000c, 0x0000000b, 0x00000c06, 0x00000001,
    0x0000003e, 0x00000c05, 0x000500b0, 0x0000008a,
    0x00000c5c, 0x00000b52, 0x00000021, 0x000300f7,
    0x00000c81, 0x00000000, 0x000400fa, 0x00000c5c,
    0x00000c5d, 0x00000c69, 0x000200f8, 0x00000c5d,
    0x000300f7, 0x00000c97, 0x00000000, 0x000400fa,
    0x00000c5c, 0x00000c89, 0x00000c8c, 0x000200f8,
    0x00000c89, 0x00050051, 0x00000007, 0x00000c8b,
    0x00000ba2, 0x00000001, 0x000200f9, 0x00000c97,
    0x000200f8, 0x00000c8c, 0x000500b0, 0x0000008a,
    0x00000c8e, 0x00000b52, 0x000000bf, 0x000300f7,
    0x00000c95, 0x00000000, 0x000400fa, 0x00000c8e,
    0x00000c8f, 0x00000c92, 0x000200f8, 0x00000c8f,
    0x00050051, 0x00000007, 0x00000c91, 0x00000ba2,
    0x00000002, 0x000200f9, 0x00000c95, 0x000200f8,
    0x00000c92, 0x00050051, 0x00000007, 0x00000c94,
    0x00000ba2, 0x00000003, 0x000200f9, 0x00000c95,
    0x000200f8, 0x00000c95, 0x000700f5, 0x00000007,
    0x0000156a, 0x00000c91, 0x00000c8f, 0x00000c94,
    0x00000c92, 0x000200f9, 0x00000c97, 0x000200f8,
    0x00000c97, 0x000700f5, 0x00000007, 0x0000156b,
    0x00000c8b, 0x00000c89, 0x0000156a, 0x00000c95,
    0x000500c7, 0x00000007, 0x00000c9b, 0x00000b52,
    0x000000c1, 0x00050084, 0x00000007, 0x00000c9c,
    0x000000bf, 0x00000c9b, 0x000500c2, 0x00000007,
    0x00000c9d, 0x0000156b, 0x00000c9c, 0x000500c7,
    0x00000007, 0x00000c9e, 0x00000c9d, 0x000000bd,
    0x000500c7, 0x00000007, 0x00000c61, 0x00000c9e,
    0x0000040e, 0x00040070, 0x00000006, 0x00000c62,
    0x00000c61, 0x00050080, 0x00000007, 0x00000c64,
    0x00000b52, 0x00000021, 0x000500b0, 0x0000008a,
    0x00000ca5, 0x00000c64, 0x00000021, 0x000300f7,
    0x00000cb4, 0x00000000, 0x000400fa, 0x00000ca5,
    0x00000ca6, 0x00000ca9, 0x000200f8, 0x00000ca6,
    0x00050051, 0x00000007, 0x00000ca8, 0x00000ba2,
    0x00000001, 0x000200f9, 0x00000cb4, 0x000200f8,
    0x00000ca9, 0x000500b0, 0x0000008a, 0x00000cab,
    0x00000c64, 0x000000bf, 0x000300f7, 0x00000cb2,
    0x00000000, 0x000400fa, 0x00000cab, 0x00000cac,
    0x00000caf, 0x000200f8, 0x00000cac, 0x00050051,
    0x00000007, 0x00000cae, 0x00000ba2, 0x00000002,
    0x000200f9, 0x00000cb2, 0x000200f8, 0x00000caf,
    0x00050051, 0x00000007, 0x00000cb1, 0x00000ba2,
    0x00000003, 0x000200f9, 0x00000cb2, 0x000200f8,
    0x00000cb2, 0x000700f5, 0x00000007, 0x0000156c,
    0x00000cae, 0x00000cac, 0x00000cb1, 0x00000caf,
    0x000200f9, 0x00000cb4, 0x000200f8, 0x00000cb4,
    0x000700f5, 0x00000007, 0x0000156d, 0x00000ca8,
    0x00000ca6, 0x0000156c, 0x00000cb2, 0x000500c7,
    0x00000007, 0x00000cb8, 0x00000c64, 0x000000c1,
    0x00050084, 0x00000007, 0x00000cb9, 0x000000bf,
    0x00000cb8, 0x000500c2, 0x00000007, 0x00000cba,
    0x0000156d, 0x00000cb9, 0x000500c7, 0x00000007,
    0x00000cbb, 0x00000cba, 0x000000bd, 0x000500c7,
    0x00000007, 0x00000c67, 0x00000cbb, 0x0000040e,
    0x00040070, 0x00000006, 0x00000c68, 0x00000c67,
    0x000200f9, 0x00000c81, 0x000200f8, 0x00000c69,
    0x00050080, 0x00000007, 0x00000c6b, 0x00000b52,
    0x00000021, 0x000500b0, 0x0000008a, 0x00000cc2,
    0x00000c6b, 0x00000021, 0x000300f7, 0x00000cd1,
    0x00000000, 0x000400fa, 0x00000cc2, 0x00000cc3,
    0x00000cc6, 0x000200f8, 0x00000cc3, 0x00050051,
    0x00000007, 0x00000cc5, 0x00000ba2, 0x00000001,
    0x000200f9, 0x00000cd1, 0x000200f8, 0x00000cc6,
    0x000500b0, 0x0000008a, 0x00000cc8, 0x00000c6b,
    0x000000bf, 0x000300f7, 0x00000ccf, 0x00000000,
    0x000400fa, 0x00000cc8, 0x00000cc9, 0x00000ccc,
    0x000200f8, 0x00000cc9, 0x00050051, 0x00000007,
    0x00000ccb, 0x00000ba2, 0x00000002, 0x000200f9,
    0x00000ccf, 0x000200f8, 0x00000ccc, 0x00050051,
    0x00000007, 0x00000cce, 0x00000ba2, 0x00000003,
    0x000200f9, 0x00000ccf, 0x000200f8, 0x00000ccf,
    0x000700f5, 0x00000007, 0x00001564, 0x00000ccb,
    0x00000cc9, 0x00000cce, 0x00000ccc, 0x000200f9,
    0x00000cd1, 0x000200f8, 0x00000cd1, 0x000700f5,
    0x00000007, 0x00001565, 0x00000cc5, 0x00000cc3,
    0x00001564, 0x00000ccf, 0x000500c7, 0x00000007,
    0x00000cd5, 0x00000c6b, 0x000000c1, 0x00050084,
    0x00000007, 0x00000cd6, 0x000000bf, 0x00000cd5,
    0x000500c2, 0x00000007, 0x00000cd7, 0x00001565,
    0x00000cd6, 0x000500c7, 0x00000007, 0x00000cd8,
    0x00000cd7, 0x000000bd, 0x000500c7, 0x00000007,
    0x00000c6f, 0x00000cd8, 0x00000422, 0x00050082,
    0x00000007, 0x00000c71, 0x00000b52, 0x00000021,
    0x000500b0, 0x0000008a, 0x00000cdf, 0x00000c71,
    0x00000021, 0x000300f7, 0x00000cee, 0x00000000,
    0x000400fa, 0x00000cdf, 0x00000ce0, 0x00000ce3,
    0x000200f8, 0x00000ce0, 0x00050051, 0x00000007,
    0x00000ce2, 0x00000ba2, 0x00000001, 0x000200f9,
    0x00000cee, 0x000200f8, 0x00000ce3, 0x000500b0,
    0x0000008a, 0x00000ce5, 0x00000c71, 0x000000bf,
    0x000300f7, 0x00000cec, 0x00000000, 0x000400fa,
    0x00000ce5, 0x00000ce6, 0x00000ce9, 0x000200f8,
    0x00000ce6, 0x00050051, 0x00000007, 0x00000ce8,
    0x00000ba2, 0x00000002, 0x000200f9, 0x00000cec,
    0x000200f8, 0x00000ce9, 0x00050051, 0x00000007,
    0x00000ceb, 0x00000ba2, 0x00000003, 0x000200f9,
    0x00000cec, 0x000200f8, 0x00000cec, 0x000700f5,
    0x00000007, 0x00001566, 0x00000ce8, 0x00000ce6,
    0x00000ceb, 0x00000ce9, 0x000200f9, 0x00000cee,
    0x000200f8, 0x00000cee, 0x000700f5, 0x00000007,
    0x00001567, 0x00000ce2, 0x00000ce0, 0x00001566,
    0x00000cec, 0x000500c7, 0x00000007, 0x00000cf2,
    0x00000c71, 0x000000c1, 0x00050084, 0x00000007,
    0x00000cf3, 0x000000bf, 0x00000cf2, 0x000500c2,
    0x00000007, 0x00000cf4, 0x00001567, 0x00000cf3,
    0x000500c7, 0x00000007, 0x00000cf5, 0x00000cf4,
    0x000000bd, 0x000500c2, 0x00000007, 0x00000c74,
    0x00000cf5, 0x0000042a, 0x000500c4, 0x00000007,
    0x00000c75, 0x00000c74, 0x00000117, 0x000500c5,
    0x00000007, 0x00000c76, 0x00000c6f, 0x00000c75,
    0x00040070, 0x00000006, 0x00000c77, 0x00000c76,
    0x000500c2, 0x00000007, 0x00000c79, 0x00000cd8,
    0x00000117, 0x000300f7, 0x00000d0b, 0x00000000,
    0x000400fa, 0x00000c5c, 0x00000cfd, 0x00000d00,
    0x000200f8, 0x00000cfd, 0x00050051, 0x00000007,
    0x00000cff, 0x00000ba2, 0x00000001, 0x000200f9,
    0x00000d0b, 0x000200f8, 0x00000d00, 0x000500b0,
    0x0000008a, 0x00000d02, 0x00000b52, 0x000000bf,
    0x000300f7, 0x00000d09, 0x00000000, 0x000400fa,
    0x00000d02, 0x00000d03, 0x00000d06, 0x000200f8,
    0x00000d03, 0x00050051, 0x00000007, 0x00000d05,
    0x00000ba2, 0x00000002, 0x000200f9, 0x00000d09,
    0x000200f8, 0x00000d06, 0x00050051, 0x00000007,
    0x00000d08, 0x00000ba2, 0x00000003, 0x000200f9,
    0x00000d09, 0x000200f8, 0x00000d09, 0x000700f5,
    0x00000007, 0x00001568, 0x00000d05, 0x00000d03,
    0x00000d08, 0x00000d06, 0x000200f9, 0x00000d0b,
    0x000200f8, 0x00000d0b, 0x000700f5, 0x00000007,
    0x00001569, 0x00000cff, 0x00000cfd, 0x00001568,
    0x00000d09, 0x000500c7, 0x00000007, 0x00000d0f,
    0x00000b52, 0x000000c1, 0x00050084, 0x00000007,
    0x00000d10, 0x000000bf, 0x00000d0f, 0x000500c2,
    0x00000007, 0x00000d11, 0x00001569, 0x00000d10,
    0x000500c7, 0x00000007, 0x00000d12, 0x00000d11,
    0x000000bd, 0x000500c2, 0x00000007, 0x00000c7d,
    0x00000d12, 0x0000042a, 0x000500c4, 0x00000007,
    0x00000c7e, 0x00000c7d, 0x00000117, 0x000500c5,
    0x00000007, 0x00000c7f, 0x00000c79, 0x00000c7e,
    0x00040070, 0x00000006, 0x00000c80, 0x00000c7f,
    0x000200f9, 0x00000c81, 0x000200f8, 0x00000c81,
    0x000700f5, 0x00000006, 0x00001573, 0x00000c68,
    0x00000cb4, 0x00000c80, 0x00000d0b, 0x000700f5,
    0x00000006, 0x0000156e, 0x00000c62, 0x00000cb4,
    0x00000c77, 0x00000d0b, 0x00050080, 0x00000007,
    0x00000c0d, 0x00000b52, 0x00000176, 0x000500b0,
    0x0000008a, 0x00000d20, 0x00000c0d, 0x00000021,
    0x000300f7, 0x00000d45, 0x00000000, 0x000400fa,
    0x00000d20, 0x00000d21, 0x00000d2d, 0x000200f8,
    0x00000d21, 0x000300f7, 0x00000d5b, 0x00000000,
    0x000400fa, 0x00000d20, 0x00000d4d, 0x00000d50,
    0x000200f8, 0x00000d4d, 0x00050051, 0x00000007,
    0x00000d4f, 0x00000ba2, 0x00000001, 0x000200f9,
    0x00000d5b, 0x000200f8, 0x00000d50, 0x000500b0,
    0x0000008a, 0x00000d52, 0x00000c0d, 0x000000bf,
    0x000300f7, 0x00000d59, 0x00000000, 0x000400fa,
    0x00000d52, 0x00000d53, 0x00000d56, 0x000200f8,
    0x00000d53, 0x00050051, 0x00000007, 0x00000d55,
    0x00000ba2, 0x00000002, 0x000200f9, 0x00000d59,
    0x000200f8, 0x00000d56, 0x00050051, 0x00000007,
    0x00000d58, 0x00000ba2, 0x00000003, 0x000200f9,
    0x00000d59, 0x000200f8, 0x00000d59, 0x000700f5,
    0x00000007, 0x0000157a, 0x00000d55, 0x00000d53,
    0x00000d58, 0x00000d56, 0x000200f9, 0x00000d5b,
    0x000200f8, 0x00000d5b, 0x000700f5, 0x00000007,
    0x0000157b, 0x00000d4f, 0x00000d4d, 0x0000157a,
    0x00000d59, 0x000500c7, 0x00000007, 0x00000d5f,
    0x00000c0d, 0x000000c1, 0x00050084, 0x00000007,
    0x00000d60, 0x000000bf, 0x00000d5f, 0x000500c2,
    0x00000007, 0x00000d61, 0x0000157b, 0x00000d60,
    0x000500c7, 0x00000007, 0x00000d62, 0x00000d61,
    0x000000bd, 0x000500c7, 0x00000007, 0x00000d25,
    0x00000d62, 0x0000040e, 0x00040070, 0x00000006,
    0x00000d26, 0x00000d25, 0x00050080, 0x00000007,
    0x00000d28, 0x00000b52, 0x000014eb, 0x000500b0,
    0x0000008a, 0x00000d69, 0x00000d28, 0x00000021,
    0x000300f7, 0x00000d78, 0x00000000, 0x000400fa,
    0x00000d69, 0x00000d6a, 0x00000d6d, 0x000200f8,
    0x00000d6a, 0x00050051, 0x00000007, 0x00000d6c,
    0x00000ba2, 0x00000001, 0x000200f9, 0x00000d78,
    0x000200f8, 0x00000d6d, 0x000500b0, 0x0000008a,
    0x00000d6f, 0x00000d28, 0x000000bf, 0x000300f7,
    0x00000d76, 0x00000000, 0x000400fa, 0x00000d6f,
    0x00000d70, 0x00000d73, 0x000200f8, 0x00000d70,
    0x00050051, 0x00000007, 0x00000d72, 0x00000ba2,
    0x00000002, 0x000200f9, 0x00000d76, 0x000200f8,
    0x00000d73, 0x00050051, 0x00000007, 0x00000d75,
    0x00000ba2, 0x00000003, 0x000200f9, 0x00000d76,
    0x000200f8, 0x00000d76, 0x000700f5, 0x00000007,
    0x0000157c, 0x00000d72, 0x00000d70, 0x00000d75,
    0x00000d73, 0x000200f9, 0x00000d78, 0x000200f8,
    0x00000d78, 0x000700f5, 0x00000007, 0x0000157d,
    0x00000d6c, 0x00000d6a, 0x0000157c, 0x00000d76,
    0x000500c7, 0x00000007, 0x00000d7c, 0x00000d28,
    0x000000c1, 0x00050084, 0x00000007, 0x00000d7d,
    0x000000bf, 0x00000d7c, 0x000500c2, 0x00000007,
    0x00000d7e, 0x0000157d, 0x00000d7d, 0x000500c7,
    0x00000007, 0x00000d7f, 0x00000d7e, 0x000000bd,
    0x000500c7, 0x00000007, 0x00000d2b, 0x00000d7f,
    0x0000040e, 0x00040070, 0x00000006, 0x00000d2c,
    0x00000d2b, 0x000200f9, 0x00000d45, 0x000200f8,
    0x00000d2d, 0x00050080, 0x00000007, 0x00000d2f,
    0x00000b52, 0x000014eb, 0x000500b0, 0x0000008a,
    0x00000d86, 0x00000d2f, 0x00000021, 0x000300f7,
    0x00000d95, 0x00000000, 0x000400fa, 0x00000d86,
    0x00000d87, 0x00000d8a, 0x000200f8, 0x00000d87,
    0x00050051, 0x00000007, 0x00000d89, 0x00000ba2,
    0x00000001, 0x000200f9, 0x00000d95, 0x000200f8,
    0x00000d8a, 0x000500b0, 0x0000008a, 0x00000d8c,
    0x00000d2f, 0x000000bf, 0x000300f7, 0x00000d93,
    0x00000000, 0x000400fa, 0x00000d8c, 0x00000d8d,
    0x00000d90, 0x000200f8, 0x00000d8d, 0x00050051,
    0x00000007, 0x00000d8f, 0x00000ba2, 0x00000002,
    0x000200f9, 0x00000d93, 0x000200f8, 0x00000d90,
    0x00050051, 0x00000007, 0x00000d92, 0x00000ba2,
    0x00000003, 0x000200f9, 0x00000d93, 0x000200f8,
    0x00000d93, 0x000700f5, 0x00000007, 0x00001574,
    0x00000d8f, 0x00000d8d, 0x00000d92, 0x00000d90,
    0x000200f9, 0x00000d95, 0x000200f8, 0x00000d95,
    0x000700f5, 0x00000007, 0x00001575, 0x00000d89,
    0x00000d87, 0x00001574, 0x00000d93, 0x000500c7,
    0x00000007, 0x00000d99, 0x00000d2f, 0x000000c1,
    0x00050084, 0x00000007, 0x00000d9a, 0x000000bf,
    0x00000d99, 0x000500c2, 0x00000007, 0x00000d9b,
    0x00001575, 0x00000d9a, 0x000500c7, 0x00000007,
    0x00000d9c, 0x00000d9b, 0x000000bd, 0x000500c7,
    0x00000007, 0x00000d33, 0x00000d9c, 0x00000422,
    0x00050080, 0x00000007, 0x00000d35, 0x00000b52,
    0x000014ec, 0x000500b0, 0x0000008a, 0x00000da3,
    0x00000d35, 0x00000021, 0x000300f7, 0x00000db2,
    0x00000000, 0x000400fa, 0x00000da3, 0x00000da4,
    0x00000da7, 0x000200f8, 0x00000da4, 0x00050051,
    0x00000007, 0x00000da6, 0x00000ba2, 0x00000001,
    0x000200f9, 0x00000db2, 0x000200f8, 0x00000da7,
    0x000500b0, 0x0000008a, 0x00000da9, 0x00000d35,
    0x000000bf, 0x000300f7, 0x00000db0, 0x00000000,
    0x000400fa, 0x00000da9, 0x00000daa, 0x00000dad,
    0x000200f8, 0x00000daa, 0x00050051, 0x00000007,
    0x00000dac, 0x00000ba2, 0x00000002, 0x000200f9,
    0x00000db0, 0x000200f8, 0x00000dad, 0x00050051,
    0x00000007, 0x00000daf, 0x00000ba2, 0x00000003,
    0x000200f9, 0x00000db0, 0x000200f8, 0x00000db0,
    0x000700f5, 0x00000007, 0x00001576, 0x00000dac,
    0x00000daa, 0x00000daf, 0x00000dad, 0x000200f9,
    0x00000db2, 0x000200f8, 0x00000db2, 0x000700f5,
    0x00000007, 0x00001577, 0x00000da6, 0x00000da4,
    0x00001576, 0x00000db0, 0x000500c7, 0x00000007,
    0x00000db6, 0x00000d35, 0x000000c1, 0x00050084,
    0x00000007, 0x00000db7, 0x000000bf, 0x00000db6,
    0x000500c2, 0x00000007, 0x00000db8, 0x00001577,
    0x00000db7, 0x000500c7, 0x00000007, 0x00000db9,
    0x00000db8, 0x000000bd, 0x000500c2, 0x00000007,
    0x00000d38, 0x00000db9, 0x0000042a, 0x000500c4,
    0x00000007, 0x00000d39, 0x00000d38, 0x00000117,
    0x000500c5, 0x00000007, 0x00000d3a, 0x00000d33,
    0x00000d39, 0x00040070, 0x00000006, 0x00000d3b,
    0x00000d3a, 0x000500c2, 0x00000007, 0x00000d3d,
    0x00000d9c, 0x00000117, 0x000300f7, 0x00000dcf,
    0x00000000, 0x000400fa, 0x00000d20, 0x00000dc1,
    0x00000dc4, 0x000200f8, 0x00000dc1, 0x00050051,
    0x00000007, 0x00000dc3, 0x00000ba2, 0x00000001,
    0x000200f9, 0x00000dcf, 0x000200f8, 0x00000dc4,
    0x000500b0, 0x0000008a, 0x00000dc6, 0x00000c0d,
    0x000000bf, 0x000300f7, 0x00000dcd, 0x00000000,
    0x000400fa, 0x00000dc6, 0x00000dc7, 0x00000dca,
    0x000200f8, 0x00000dc7, 0x00050051, 0x00000007,
    0x00000dc9, 0x00000ba2, 0x00000002, 0x000200f9,
    0x00000dcd, 0x000200f8, 0x00000dca, 0x00050051,
    0x00000007, 0x00000dcc, 0x00000ba2, 0x00000003,
    0x000200f9, 0x00000dcd, 0x000200f8, 0x00000dcd,
    0x000700f5, 0x00000007, 0x00001578, 0x00000dc9,
    0x00000dc7, 0x00000dcc, 0x00000dca, 0x000200f9,
    0x00000dcf, 0x000200f8, 0x00000dcf, 0x000700f5,
    0x00000007, 0x00001579, 0x00000dc3, 0x00000dc1,
    0x00001578, 0x00000dcd, 0x000500c7, 0x00000007,
    0x00000dd3, 0x00000c0d, 0x000000c1, 0x00050084,
    0x00000007, 0x00000dd4, 0x000000bf, 0x00000dd3,
    0x000500c2, 0x00000007, 0x00000dd5, 0x00001579,
    0x00000dd4, 0x000500c7, 0x00000007, 0x00000dd6,
    0x00000dd5, 0x000000bd, 0x000500c2, 0x00000007,
    0x00000d41, 0x00000dd6, 0x0000042a, 0x000500c4,
    0x00000007, 0x00000d42, 0x00000d41, 0x00000117,
    0x000500c5, 0x00000007, 0x00000d43, 0x00000d3d,
    0x00000d42, 0x00040070, 0x00000006, 0x00000d44,
    0x00000d43, 0x000200f9, 0x00000d45, 0x000200f8,
    0x00000d45, 0x000700f5, 0x00000006, 0x00001583,
    0x00000d2c, 0x00000d78, 0x00000d44, 0x00000dcf,
    0x000700f5, 0x00000006, 0x0000157e, 0x00000d26,
    0x00000d78, 0x00000d3b, 0x00000dcf, 0x000200f9,
    0x00000c12, 0x000200f8, 0x00000c12, 0x000700f5,
    0x00000039, 0x00001586, 0x000000a7, 0x00000d45,
    0x00000c2b, 0x00000c16, 0x000700f5, 0x00000039,
    0x00001585, 0x000000a7, 0x00000d45, 0x00000c20,
    0x00000c16, 0x000700f5, 0x00000007, 0x00001584,
    0x00000083, 0x00000d45, 0x00000c2e, 0x00000c16,
    0x000500b0, 0x0000008a, 0x00000c15, 0x00001584,
    0x00000021, 0x000400f6, 0x00000c2f, 0x00000c16,
    0x00000000, 0x000400fa, 0x00000c15, 0x00000c16,
    0x00000c2f, 0x000200f8, 0x00000c16, 0x00050041,
    0x00000013, 0x00000c18, 0x00000b16, 0x00001584,
    0x0004003d, 0x00000007, 0x00000c19, 0x00000c18,
    0x000500c7, 0x00000007, 0x00000c1a, 0x00000c19,
    0x00000593, 0x00050041, 0x00000013, 0x00000c1c,
    0x00000b18, 0x00001584, 0x0004003d, 0x00000007,
    0x00000c1d, 0x00000c1c, 0x00061162, 0x00000039,
    0x00000ddb, 0x00000c1a, 0x00000c1d, 0x00000000,
    0x00050080, 0x00000039, 0x00000c20, 0x00001585,
    0x00000ddb, 0x0004003d, 0x00000007, 0x00000c23,
    0x00000c18, 0x000500c2, 0x00000007, 0x00000c24,
    0x00000c23, 0x00000117, 0x000500c7, 0x00000007,
    0x00000c25, 0x00000c24, 0x00000593, 0x00050041,
    0x00000013, 0x00000c27, 0x00000b19, 0x00001584,
    0x0004003d, 0x00000007, 0x00000c28, 0x00000c27,
    0x00061162, 0x00000039, 0x00000de0, 0x00000c25,
    0x00000c28, 0x00000000, 0x00050080, 0x00000039,
    0x00000c2b, 0x00001586, 0x00000de0, 0x00050080,
    0x00000007, 0x00000c2e, 0x00001584, 0x00000093,
    0x000200f9, 0x00000c12, 0x000200f8, 0x00000c2f,
    0x00050051, 0x00000006, 0x00000c31, 0x00000c06,
    0x00000000, 0x00050051, 0x00000006, 0x00000c34,
    0x00001559, 0x00000000, 0x00050085, 0x00000006,
    0x00000c35, 0x0000156e, 0x00000c34, 0x0004006f,
    0x00000006, 0x00000c37, 0x00001585, 0x00050051,
    0x00000006, 0x00000c3b, 0x0000155a, 0x00000000,
    0x00050085, 0x00000006, 0x00000c3c, 0x0000157e,
    0x00000c3b, 0x0004006f, 0x00000006, 0x00000c3e,
    0x00001586, 0x00050085, 0x00000006, 0x00000c3f,
    0x00000c3c, 0x00000c3e, 0x0008000c, 0x00000006,
    0x00000c40, 0x00000001, 0x00000032, 0x00000c35,
    0x00000c37, 0x00000c3f, 0x00050051, 0x00000006,
    0x00000c43, 0x00000c06, 0x00000001, 0x00050051,
    0x00000006, 0x00000c46, 0x00001559, 0x00000001,
    0x00050051, 0x00000006, 0x00000c4a, 0x0000155a,
    0x00000001, 0x00050085, 0x00000006, 0x00000c4b,
    0x00001583, 0x00000c4a, 0x0008000c, 0x00000006,
    0x00000c4c, 0x00000001, 0x00000032, 0x00001573,
    0x00000c46, 0x00000c4b, 0x00050085, 0x00000006,
    0x00000c4d, 0x00000c43, 0x00000c4c, 0x0004007f,
    0x00000006, 0x000014ee, 0x00000c4d, 0x0008000c,
    0x00000006, 0x00000c4e, 0x00000001, 0x00000032,
    0x00000c31, 0x00000c40, 0x000014ee, 0x00050041,
    0x00000047, 0x00000bab, 0x00000887, 0x00001560,
    0x0004003d, 0x00000006, 0x00000bac, 0x00000bab,
    0x00050081, 0x00000006, 0x00000bad, 0x00000bac,
    0x00000c4e, 0x0003003e, 0x00000bab, 0x00000bad,
    0x000200f9, 0x00000baf, 0x000200f8, 0x00000baf,
    0x00050080, 0x00000007, 0x00000bb1, 0x00001560,
    0x00000093, 0x000200f9, 0x00000b99, 0x000200f8,
    0x00000bb2, 0x000200f9, 0x00000bb3, 0x000200f8,
    0x00000bb3, 0x0004003d, 0x00000007, 0x00000bb4,
    0x00000567, 0x00050080, 0x00000007, 0x00000bb6,
    0x00001556, 0x00000bb4, 0x000200f9, 0x00000b47,
    0x000200f8, 0x00000bb7, 0x0004003d, 0x00000022,
    0x0000088a, 0x00000887, 0x0003003e, 0x0000086b,
    0x0000088a, 0x000200f9, 0x00000882, 0x000200f8,
    0x0000088b, 0x000300f7, 0x0000088e, 0x00000000,
    0x000400fa, 0x0000088c, 0x0000088d, 0x00000897,
    0x000200f8, 0x0000088d, 0x0004003d, 0x00000022,
    0x00000894, 0x0000086b, 0x0003003e, 0x00000893,
    0x00000894, 0x0004003d, 0x00000007, 0x00000dff,
    0x000004b7, 0x000200f9, 0x00000e00, 0x000200f8,
    0x00000e00, 0x000700f5, 0x00000007, 0x00001510,
    0x00000dff, 0x0000088d, 0x00000e5f, 0x00000e5c,
    0x000500b0, 0x0000008a, 0x00000e03, 0x00001510,
    0x000005d5, 0x000400f6, 0x00000e60, 0x00000e5c,
    0x00000000, 0x000400fa, 0x00000e03, 0x00000e04,
    0x00000e60, 0x000200f8, 0x00000e04, 0x000500c2,
    0x00000007, 0x00000e06, 0x00001510, 0x00000131,
    0x000500c2, 0x00000007, 0x00000e08, 0x00001510,
    0x00000093, 0x000500c7, 0x00000007, 0x00000e09,
    0x00000e08, 0x000000c1, 0x000500c7, 0x00000007,
    0x00000e0b, 0x00001510, 0x00000176, 0x00050084,
    0x00000007, 0x00000e0d, 0x000000ea, 0x00000e09,
    0x00050084, 0x00000007, 0x00000e0f, 0x00000e06,
    0x000003d6, 0x00050084, 0x00000007, 0x00000e11,
    0x000005e7, 0x00000e09, 0x00050080, 0x00000007,
    0x00000e12, 0x00000e0f, 0x00000e11, 0x00050084,
    0x00000007, 0x00000e14, 0x00000008, 0x00000e0b,
    0x00050080, 0x00000007, 0x00000e15, 0x00000e12,
    0x00000e14, 0x000500c2, 0x00000007, 0x00000e17,
    0x00000e15, 0x00000117, 0x000300f7, 0x00000e6c,
    0x00000000, 0x000400fa, 0x0000043b, 0x00000e64,
    0x00000e68, 0x000200f8, 0x00000e64, 0x00060041,
    0x00000301, 0x00000e66, 0x00000442, 0x000000a7,
    0x00000e17, 0x0004003d, 0x0000000d, 0x00000e67,
    0x00000e66, 0x000200f9, 0x00000e6c, 0x000200f8,
    0x00000e68, 0x00050041, 0x0000044f, 0x00000e6a,
    0x0000044d, 0x00000e17, 0x0004003d, 0x0000000d,
    0x00000e6b, 0x00000e6a, 0x000200f9, 0x00000e6c,
    0x000200f8, 0x00000e6c, 0x000700f5, 0x0000000d,
    0x00001511, 0x00000e67, 0x00000e64, 0x00000e6b,
    0x00000e68, 0x00050080, 0x00000007, 0x00000e1a,
    0x00000e15, 0x0000034e, 0x000500c2, 0x00000007,
    0x00000e1b, 0x00000e1a, 0x00000117, 0x000300f7,
    0x00000e79, 0x00000000, 0x000400fa, 0x0000043b,
    0x00000e71, 0x00000e75, 0x000200f8, 0x00000e71,
    0x00060041, 0x00000301, 0x00000e73, 0x00000442,
    0x000000a7, 0x00000e1b, 0x0004003d, 0x0000000d,
    0x00000e74, 0x00000e73, 0x000200f9, 0x00000e79,
    0x000200f8, 0x00000e75, 0x00050041, 0x0000044f,
    0x00000e77, 0x0000044d, 0x00000e1b, 0x0004003d,
    0x0000000d, 0x00000e78, 0x00000e77, 0x000200f9,
    0x00000e79, 0x000200f8, 0x00000e79, 0x000700f5,
    0x0000000d, 0x00001512, 0x00000e74, 0x00000e71,
    0x00000e78, 0x00000e75, 0x000300f7, 0x00000e87,
    0x00000000, 0x000400fa, 0x00000455, 0x00000e7e,
    0x00000e83, 0x000200f8, 0x00000e7e, 0x00050080,
    0x00000007, 0x00000e80, 0x0000045d, 0x00000e17,
    0x00060041, 0x00000316, 0x00000e81, 0x0000045c,
    0x000000a7, 0x00000e80, 0x0004003d, 0x0000000b,
    0x00000e82, 0x00000e81, 0x000200f9, 0x00000e87,
    0x000200f8, 0x00000e83, 0x00050041, 0x0000046a,
    0x00000e85, 0x00000468, 0x00000e17, 0x0004003d,
    0x0000000b, 0x00000e86, 0x00000e85, 0x000200f9,
    0x00000e87, 0x000200f8, 0x00000e87, 0x000700f5,
    0x0000000b, 0x00001513, 0x00000e82, 0x00000e7e,
    0x00000e86, 0x00000e83, 0x000300f7, 0x00000e95,
    0x00000000, 0x000400fa, 0x00000455, 0x00000e8c,
    0x00000e91, 0x000200f8, 0x00000e8c, 0x00050080,
    0x00000007, 0x00000e8e, 0x0000045d, 0x00000e1b,
    0x00060041, 0x00000316, 0x00000e8f, 0x0000045c,
    0x000000a7, 0x00000e8e, 0x0004003d, 0x0000000b,
    0x00000e90, 0x00000e8f, 0x000200f9, 0x00000e95,
    0x000200f8, 0x00000e91, 0x00050041, 0x0000046a,
    0x00000e93, 0x00000468, 0x00000e1b, 0x0004003d,
    0x0000000b, 0x00000e94, 0x00000e93, 0x000200f9,
    0x00000e95, 0x000200f8, 0x00000e95, 0x000700f5,
    0x0000000b, 0x00001514, 0x00000e90, 0x00000e8c,
    0x00000e94, 0x00000e91, 0x000200f9, 0x00000e2c,
    0x000200f8, 0x00000e2c, 0x000700f5, 0x00000007,
    0x00001515, 0x00000083, 0x00000e95, 0x00000e5a,
    0x00000e58, 0x000500b0, 0x0000008a, 0x00000e2f,
    0x00001515, 0x0000016d, 0x000400f6, 0x00000e5b,
    0x00000e58, 0x00000000, 0x000400fa, 0x00000e2f,
    0x00000e30, 0x00000e5b, 0x000200f8, 0x00000e30,
    0x00050080, 0x00000007, 0x00000e33, 0x000014f5,
    0x00001515, 0x00050082, 0x00000007, 0x00000e36,
    0x00000857, 0x00000176, 0x0007000c, 0x00000007,
    0x00000e37, 0x00000001, 0x00000026, 0x00000e33,
    0x00000e36, 0x00050084, 0x00000007, 0x00000e39,
    0x00000e37, 0x000014f8, 0x00050084, 0x00000007,
    0x00000e3b, 0x00000e06, 0x000003d8, 0x00050080,
    0x00000007, 0x00000e3c, 0x00000e39, 0x00000e3b,
    0x000500c2, 0x00000007, 0x00000e3e, 0x00000e3c,
    0x00000117, 0x00060041, 0x00000301, 0x00000e3f,
    0x00000629, 0x000000a7, 0x00000e3e, 0x0004003d,
    0x0000000d, 0x00000e40, 0x00000e3f, 0x00050080,
    0x00000007, 0x00000e43, 0x00000e3e, 0x00000176,
    0x00050080, 0x00000007, 0x00000e46, 0x00000e43,
    0x00000e0d, 0x00050080, 0x00000007, 0x00000e48,
    0x00000e46, 0x00000e0b, 0x00060041, 0x00000301,
    0x00000e49, 0x00000629, 0x000000a7, 0x00000e48,
    0x0004003d, 0x0000000d, 0x00000e4a, 0x00000e49,
    0x0003003e, 0x00000df8, 0x00000e4a, 0x0003003e,
    0x00000dfa, 0x00001511, 0x0003003e, 0x00000dfb,
    0x00001512, 0x00050051, 0x00000007, 0x00000eae,
    0x00000e40, 0x00000000, 0x0006000c, 0x0000000b,
    0x00000eaf, 0x00000001, 0x0000003e, 0x00000eae,
    0x000500b0, 0x0000008a, 0x00000f05, 0x00000e0d,
    0x00000021, 0x000300f7, 0x00000f2a, 0x00000000,
    0x000400fa, 0x00000f05, 0x00000f06, 0x00000f12,
    0x000200f8, 0x00000f06, 0x000300f7, 0x00000f40,
    0x00000000, 0x000400fa, 0x00000f05, 0x00000f32,
    0x00000f35, 0x000200f8, 0x00000f32, 0x00050051,
    0x00000007, 0x00000f34, 0x00000e40, 0x00000001,
    0x000200f9, 0x00000f40, 0x000200f8, 0x00000f35,
    0x000500b0, 0x0000008a, 0x00000f37, 0x00000e0d,
    0x000000bf, 0x000300f7, 0x00000f3e, 0x00000000,
    0x000400fa, 0x00000f37, 0x00000f38, 0x00000f3b,
    0x000200f8, 0x00000f38, 0x00050051, 0x00000007,
    0x00000f3a, 0x00000e40, 0x00000002, 0x000200f9,
    0x00000f3e, 0x000200f8, 0x00000f3b, 0x00050051,
    0x00000007, 0x00000f3d, 0x00000e40, 0x00000003,
    0x000200f9, 0x00000f3e, 0x000200f8, 0x00000f3e,
    0x000700f5, 0x00000007, 0x00001521, 0x00000f3a,
    0x00000f38, 0x00000f3d, 0x00000f3b, 0x000200f9,
    0x00000f40, 0x000200f8, 0x00000f40, 0x000700f5,
    0x00000007, 0x00001522, 0x00000f34, 0x00000f32,
    0x00001521, 0x00000f3e, 0x000500c7, 0x00000007,
    0x00000f44, 0x00000e0d, 0x000000c1, 0x00050084,
    0x00000007, 0x00000f45, 0x000000bf, 0x00000f44,
    0x000500c2, 0x00000007, 0x00000f46, 0x00001522,
    0x00000f45, 0x000500c7, 0x00000007, 0x00000f47,
    0x00000f46, 0x000000bd, 0x000500c7, 0x00000007,
    0x00000f0a, 0x00000f47, 0x0000040e, 0x00040070,
    0x00000006, 0x00000f0b, 0x00000f0a, 0x00050080,
    0x00000007, 0x00000f0d, 0x00000e0d, 0x00000021,
    0x000500b0, 0x0000008a, 0x00000f4e, 0x00000f0d,
    0x00000021, 0x000300f7, 0x00000f5d, 0x00000000,
    0x000400fa, 0x00000f4e, 0x00000f4f, 0x00000f52,
    0x000200f8, 0x00000f4f, 0x00050051, 0x00000007,
    0x00000f51, 0x00000e40, 0x00000001, 0x000200f9,
    0x00000f5d, 0x000200f8, 0x00000f52, 0x000500b0,
    0x0000008a, 0x00000f54, 0x00000f0d, 0x000000bf,
    0x000300f7, 0x00000f5b, 0x00000000, 0x000400fa,
    0x00000f54, 0x00000f55, 0x00000f58, 0x000200f8,
    0x00000f55, 0x00050051, 0x00000007, 0x00000f57,
    0x00000e40, 0x00000002, 0x000200f9, 0x00000f5b,
    0x000200f8, 0x00000f58, 0x00050051, 0x00000007,
    0x00000f5a, 0x00000e40, 0x00000003, 0x000200f9,
    0x00000f5b, 0x000200f8, 0x00000f5b, 0x000700f5,
    0x00000007, 0x00001523, 0x00000f57, 0x00000f55,
    0x00000f5a, 0x00000f58, 0x000200f9, 0x00000f5d,
    0x000200f8, 0x00000f5d, 0x000700f5, 0x00000007,
    0x00001524, 0x00000f51, 0x00000f4f, 0x00001523,
    0x00000f5b, 0x000500c7, 0x00000007, 0x00000f61,
    0x00000f0d, 0x000000c1, 0x00050084, 0x00000007,
    0x00000f62, 0x000000bf, 0x00000f61, 0x000500c2,
    0x00000007, 0x00000f63, 0x00001524, 0x00000f62,
    0x000500c7, 0x00000007, 0x00000f64, 0x00000f63,
    0x000000bd, 0x000500c7, 0x00000007, 0x00000f10,
    0x00000f64, 0x0000040e, 0x00040070, 0x00000006,
    0x00000f11, 0x00000f10, 0x000200f9, 0x00000f2a,
    0x000200f8, 0x00000f12, 0x00050080, 0x00000007,
    0x00000f14, 0x00000e0d, 0x00000021, 0x000500b0,
    0x0000008a, 0x00000f6b, 0x00000f14, 0x00000021,
    0x000300f7, 0x00000f7a, 0x00000000, 0x000400fa,
    0x00000f6b, 0x00000f6c, 0x00000f6f, 0x000200f8,
    0x00000f6c, 0x00050051, 0x00000007, 0x00000f6e,
    0x00000e40, 0x00000001, 0x000200f9, 0x00000f7a,
    0x000200f8, 0x00000f6f, 0x000500b0, 0x0000008a,
    0x00000f71, 0x00000f14, 0x000000bf, 0x000300f7,
    0x00000f78, 0x00000000, 0x000400fa, 0x00000f71,
    0x00000f72, 0x00000f75, 0x000200f8, 0x00000f72,
    0x00050051, 0x00000007, 0x00000f74, 0x00000e40,
    0x00000002, 0x000200f9, 0x00000f78, 0x000200f8,
    0x00000f75, 0x00050051, 0x00000007, 0x00000f77,
    0x00000e40, 0x00000003, 0x000200f9, 0x00000f78,
    0x000200f8, 0x00000f78, 0x000700f5, 0x00000007,
    0x0000151b, 0x00000f74, 0x00000f72, 0x00000f77,
    0x00000f75, 0x000200f9, 0x00000f7a, 0x000200f8,
    0x00000f7a, 0x000700f5, 0x00000007, 0x0000151c,
    0x00000f6e, 0x00000f6c, 0x0000151b, 0x00000f78,
    0x000500c7, 0x00000007, 0x00000f7e, 0x00000f14,
    0x000000c1, 0x00050084, 0x00000007, 0x00000f7f,
    0x000000bf, 0x00000f7e, 0x000500c2, 0x00000007,
    0x00000f80, 0x0000151c, 0x00000f7f, 0x000500c7,
    0x00000007, 0x00000f81, 0x00000f80, 0x000000bd,
    0x000500c7, 0x00000007, 0x00000f18, 0x00000f81,
    0x00000422, 0x00050082, 0x00000007, 0x00000f1a,
    0x00000e0d, 0x00000021, 0x000500b0, 0x0000008a,
    0x00000f88, 0x00000f1a, 0x00000021, 0x000300f7,
    0x00000f97, 0x00000000, 0x000400fa, 0x00000f88,
    0x00000f89, 0x00000f8c, 0x000200f8, 0x00000f89,
    0x00050051, 0x00000007, 0x00000f8b, 0x00000e40,
    0x00000001, 0x000200f9, 0x00000f97, 0x000200f8,
    0x00000f8c, 0x000500b0, 0x0000008a, 0x00000f8e,
    0x00000f1a, 0x000000bf, 0x000300f7, 0x00000f95,
    0x00000000, 0x000400fa, 0x00000f8e, 0x00000f8f,
    0x00000f92, 0x000200f8, 0x00000f8f, 0x00050051,
    0x00000007, 0x00000f91, 0x00000e40, 0x00000002,
    0x000200f9, 0x00000f95, 0x000200f8, 0x00000f92,
    0x00050051, 0x00000007, 0x00000f94, 0x00000e40,
    0x00000003, 0x000200f9, 0x00000f95, 0x000200f8,
    0x00000f95, 0x000700f5, 0x00000007, 0x0000151d,
    0x00000f91, 0x00000f8f, 0x00000f94, 0x00000f92,
    0x000200f9, 0x00000f97, 0x000200f8, 0x00000f97,
    0x000700f5, 0x00000007, 0x0000151e, 0x00000f8b,
    0x00000f89, 0x0000151d, 0x00000f95, 0x000500c7,
    0x00000007, 0x00000f9b, 0x00000f1a, 0x000000c1,
    0x00050084, 0x00000007, 0x00000f9c, 0x000000bf,
    0x00000f9b, 0x000500c2, 0x00000007, 0x00000f9d,
    0x0000151e, 0x00000f9c, 0x000500c7, 0x00000007,
    0x00000f9e, 0x00000f9d, 0x000000bd, 0x000500c2,
    0x00000007, 0x00000f1d, 0x00000f9e, 0x0000042a,
    0x000500c4, 0x00000007, 0x00000f1e, 0x00000f1d,
    0x00000117, 0x000500c5, 0x00000007, 0x00000f1f,
    0x00000f18, 0x00000f1e, 0x00040070, 0x00000006,
    0x00000f20, 0x00000f1f, 0x000500c2, 0x00000007,
    0x00000f22, 0x00000f81, 0x00000117, 0x000300f7,
    0x00000fb4, 0x00000000, 0x000400fa, 0x00000f05,
    0x00000fa6, 0x00000fa9, 0x000200f8, 0x00000fa6,
    0x00050051, 0x00000007, 0x00000fa8, 0x00000e40,
    0x00000001, 0x000200f9, 0x00000fb4, 0x000200f8,
    0x00000fa9, 0x000500b0, 0x0000008a, 0x00000fab,
    0x00000e0d, 0x000000bf, 0x000300f7, 0x00000fb2,
    0x00000000, 0x000400fa, 0x00000fab, 0x00000fac,
    0x00000faf, 0x000200f8, 0x00000fac, 0x00050051,
    0x00000007, 0x00000fae, 0x00000e40, 0x00000002,
    0x000200f9, 0x00000fb2, 0x000200f8, 0x00000faf,
    0x00050051, 0x00000007, 0x00000fb1, 0x00000e40,
    0x00000003, 0x000200f9, 0x00000fb2, 0x000200f8,
    0x00000fb2, 0x000700f5, 0x00000007, 0x0000151f,
    0x00000fae, 0x00000fac, 0x00000fb1, 0x00000faf,
    0x000200f9, 0x00000fb4, 0x000200f8, 0x00000fb4,
    0x000700f5, 0x00000007, 0x00001520, 0x00000fa8,
    0x00000fa6, 0x0000151f, 0x00000fb2, 0x000500c7,
    0x00000007, 0x00000fb8, 0x00000e0d, 0x000000c1,
    0x00050084, 0x00000007, 0x00000fb9, 0x000000bf,
    0x00000fb8, 0x000500c2, 0x00000007, 0x00000fba,
    0x00001520, 0x00000fb9, 0x000500c7, 0x00000007,
    0x00000fbb, 0x00000fba, 0x000000bd, 0x000500c2,
    0x00000007, 0x00000f26, 0x00000fbb, 0x0000042a,
    0x000500c4, 0x00000007, 0x00000f27, 0x00000f26,
    0x00000117, 0x000500c5, 0x00000007, 0x00000f28,
    0x00000f22, 0x00000f27, 0x00040070, 0x00000006,
    0x00000f29, 0x00000f28, 0x000200f9, 0x00000f2a,
    0x000200f8, 0x00000f2a, 0x000700f5, 0x00000006,
    0x0000152a, 0x00000f11, 0x00000f5d, 0x00000f29,
    0x00000fb4, 0x000700f5, 0x00000006, 0x00001525,
    0x00000f0b, 0x00000f5d, 0x00000f20, 0x00000fb4,
    0x00050080, 0x00000007, 0x00000eb6, 0x00000e0d,
    0x00000176, 0x000500b0, 0x0000008a, 0x00000fc9,
    0x00000eb6, 0x00000021, 0x000300f7, 0x00000fee,
    0x00000000, 0x000400fa, 0x00000fc9, 0x00000fca,
    0x00000fd6, 0x000200f8, 0x00000fca, 0x000300f7,
    0x00001004, 0x00000000, 0x000400fa, 0x00000fc9,
    0x00000ff6, 0x00000ff9, 0x000200f8, 0x00000ff6,
    0x00050051, 0x00000007, 0x00000ff8, 0x00000e40,
    0x00000001, 0x000200f9, 0x00001004, 0x000200f8,
    0x00000ff9, 0x000500b0, 0x0000008a, 0x00000ffb,
    0x00000eb6, 0x000000bf, 0x000300f7, 0x00001002,
    0x00000000, 0x000400fa, 0x00000ffb, 0x00000ffc,
    0x00000fff, 0x000200f8, 0x00000ffc, 0x00050051,
    0x00000007, 0x00000ffe, 0x00000e40, 0x00000002,
    0x000200f9, 0x00001002, 0x000200f8, 0x00000fff,
    0x00050051, 0x00000007, 0x00001001, 0x00000e40,
    0x00000003, 0x000200f9, 0x00001002, 0x000200f8,
    0x00001002, 0x000700f5, 0x00000007, 0x00001531,
    0x00000ffe, 0x00000ffc, 0x00001001, 0x00000fff,
    0x000200f9, 0x00001004, 0x000200f8, 0x00001004,
    0x000700f5, 0x00000007, 0x00001532, 0x00000ff8,
    0x00000ff6, 0x00001531, 0x00001002, 0x000500c7,
    0x00000007, 0x00001008, 0x00000eb6, 0x000000c1,
    0x00050084, 0x00000007, 0x00001009, 0x000000bf,
    0x00001008, 0x000500c2, 0x00000007, 0x0000100a,
    0x00001532, 0x00001009, 0x000500c7, 0x00000007,
    0x0000100b, 0x0000100a, 0x000000bd, 0x000500c7,
    0x00000007, 0x00000fce, 0x0000100b, 0x0000040e,
    0x00040070, 0x00000006, 0x00000fcf, 0x00000fce,
    0x00050080, 0x00000007, 0x00000fd1, 0x00000e0d,
    0x000014eb, 0x000500b0, 0x0000008a, 0x00001012,
    0x00000fd1, 0x00000021, 0x000300f7, 0x00001021,
    0x00000000, 0x000400fa, 0x00001012, 0x00001013,
    0x00001016, 0x000200f8, 0x00001013, 0x00050051,
    0x00000007, 0x00001015, 0x00000e40, 0x00000001,
    0x000200f9, 0x00001021, 0x000200f8, 0x00001016,
    0x000500b0, 0x0000008a, 0x00001018, 0x00000fd1,
    0x000000bf, 0x000300f7, 0x0000101f, 0x00000000,
    0x000400fa, 0x00001018, 0x00001019, 0x0000101c,
    0x000200f8, 0x00001019, 0x00050051, 0x00000007,
    0x0000101b, 0x00000e40, 0x00000002, 0x000200f9,
    0x0000101f, 0x000200f8, 0x0000101c, 0x00050051,
    0x00000007, 0x0000101e, 0x00000e40, 0x00000003,
    0x000200f9, 0x0000101f, 0x000200f8, 0x0000101f,
    0x000700f5, 0x00000007, 0x00001533, 0x0000101b,
    0x00001019, 0x0000101e, 0x0000101c, 0x000200f9,
    0x00001021, 0x000200f8, 0x00001021, 0x000700f5,
    0x00000007, 0x00001534, 0x00001015, 0x00001013,
    0x00001533, 0x0000101f, 0x000500c7, 0x00000007,
    0x00001025, 0x00000fd1, 0x000000c1, 0x00050084,
    0x00000007, 0x00001026, 0x000000bf, 0x00001025,
    0x000500c2, 0x00000007, 0x00001027, 0x00001534,
    0x00001026, 0x000500c7, 0x00000007, 0x00001028,
    0x00001027, 0x000000bd, 0x000500c7, 0x00000007,
    0x00000fd4, 0x00001028, 0x0000040e, 0x00040070,
    0x00000006, 0x00000fd5, 0x00000fd4, 0x000200f9,
    0x00000fee, 0x000200f8, 0x00000fd6, 0x00050080,
    0x00000007, 0x00000fd8, 0x00000e0d, 0x000014eb,
    0x000500b0, 0x0000008a, 0x0000102f, 0x00000fd8,
    0x00000021, 0x000300f7, 0x0000103e, 0x00000000,
    0x000400fa, 0x0000102f, 0x00001030, 0x00001033,
    0x000200f8, 0x00001030, 0x00050051, 0x00000007,
    0x00001032, 0x00000e40, 0x00000001, 0x000200f9,
    0x0000103e, 0x000200f8, 0x00001033, 0x000500b0,
    0x0000008a, 0x00001035, 0x00000fd8, 0x000000bf,
    0x000300f7, 0x0000103c, 0x00000000, 0x000400fa,
    0x00001035, 0x00001036, 0x00001039, 0x000200f8,
    0x00001036, 0x00050051, 0x00000007, 0x00001038,
    0x00000e40, 0x00000002, 0x000200f9, 0x0000103c,
    0x000200f8, 0x00001039, 0x00050051, 0x00000007,
    0x0000103b, 0x00000e40, 0x00000003, 0x000200f9,
    0x0000103c, 0x000200f8, 0x0000103c, 0x000700f5,
    0x00000007, 0x0000152b, 0x00001038, 0x00001036,
    0x0000103b, 0x00001039, 0x000200f9, 0x0000103e,
    0x000200f8, 0x0000103e, 0x000700f5, 0x00000007,
    0x0000152c, 0x00001032, 0x00001030, 0x0000152b,
    0x0000103c, 0x000500c7, 0x00000007, 0x00001042,
    0x00000fd8, 0x000000c1, 0x00050084, 0x00000007,
    0x00001043, 0x000000bf, 0x00001042, 0x000500c2,
    0x00000007, 0x00001044, 0x0000152c, 0x00001043,
    0x000500c7, 0x00000007, 0x00001045, 0x00001044,
    0x000000bd, 0x000500c7, 0x00000007, 0x00000fdc,
    0x00001045, 0x00000422, 0x00050080, 0x00000007,
    0x00000fde, 0x00000e0d, 0x000014ec, 0x000500b0,
    0x0000008a, 0x0000104c, 0x00000fde, 0x00000021,
    0x000300f7, 0x0000105b, 0x00000000, 0x000400fa,
    0x0000104c, 0x0000104d, 0x00001050, 0x000200f8,
    0x0000104d, 0x00050051, 0x00000007, 0x0000104f,
    0x00000e40, 0x00000001, 0x000200f9, 0x0000105b,
    0x000200f8, 0x00001050, 0x000500b0, 0x0000008a,
    0x00001052, 0x00000fde, 0x000000bf, 0x000300f7,
    0x00001059, 0x00000000, 0x000400fa, 0x00001052,
    0x00001053, 0x00001056, 0x000200f8, 0x00001053,
    0x00050051, 0x00000007, 0x00001055, 0x00000e40,
    0x00000002, 0x000200f9, 0x00001059, 0x000200f8,
    0x00001056, 0x00050051, 0x00000007, 0x00001058,
    0x00000e40, 0x00000003, 0x000200f9, 0x00001059,
    0x000200f8, 0x00001059, 0x000700f5, 0x00000007,
    0x0000152d, 0x00001055, 0x00001053, 0x00001058,
    0x00001056, 0x000200f9, 0x0000105b, 0x000200f8,
    0x0000105b, 0x000700f5, 0x00000007, 0x0000152e,
    0x0000104f, 0x0000104d, 0x0000152d, 0x00001059,
    0x000500c7, 0x00000007, 0x0000105f, 0x00000fde,
    0x000000c1, 0x00050084, 0x00000007, 0x00001060,
    0x000000bf, 0x0000105f, 0x000500c2, 0x00000007,
    0x00001061, 0x0000152e, 0x00001060, 0x000500c7,
    0x00000007, 0x00001062, 0x00001061, 0x000000bd,
    0x000500c2, 0x00000007, 0x00000fe1, 0x00001062,
    0x0000042a, 0x000500c4, 0x00000007, 0x00000fe2,
    0x00000fe1, 0x00000117, 0x000500c5, 0x00000007,
    0x00000fe3, 0x00000fdc, 0x00000fe2, 0x00040070,
    0x00000006, 0x00000fe4, 0x00000fe3, 0x000500c2,
    0x00000007, 0x00000fe6, 0x00001045, 0x00000117,
    0x000300f7, 0x00001078, 0x00000000, 0x000400fa,
    0x00000fc9, 0x0000106a, 0x0000106d, 0x000200f8,
    0x0000106a, 0x00050051, 0x00000007, 0x0000106c,
    0x00000e40, 0x00000001, 0x000200f9, 0x00001078,
    0x000200f8, 0x0000106d, 0x000500b0, 0x0000008a,
    0x0000106f, 0x00000eb6, 0x000000bf, 0x000300f7,
    0x00001076, 0x00000000, 0x000400fa, 0x0000106f,
    0x00001070, 0x00001073, 0x000200f8, 0x00001070,
    0x00050051, 0x00000007, 0x00001072, 0x00000e40,
    0x00000002, 0x000200f9, 0x00001076, 0x000200f8,
    0x00001073, 0x00050051, 0x00000007, 0x00001075,
    0x00000e40, 0x00000003, 0x000200f9, 0x00001076,
    0x000200f8, 0x00001076, 0x000700f5, 0x00000007,
    0x0000152f, 0x00001072, 0x00001070, 0x00001075,
    0x00001073, 0x000200f9, 0x00001078, 0x000200f8,
    0x00001078, 0x000700f5, 0x00000007, 0x00001530,
    0x0000106c, 0x0000106a, 0x0000152f, 0x00001076,
    0x000500c7, 0x00000007, 0x0000107c, 0x00000eb6,
    0x000000c1, 0x00050084, 0x00000007, 0x0000107d,
    0x000000bf, 0x0000107c, 0x000500c2, 0x00000007,
    0x0000107e, 0x00001530, 0x0000107d, 0x000500c7,
    0x00000007, 0x0000107f, 0x0000107e, 0x000000bd,
    0x000500c2, 0x00000007, 0x00000fea, 0x0000107f,
    0x0000042a, 0x000500c4, 0x00000007, 0x00000feb,
    0x00000fea, 0x00000117, 0x000500c5, 0x00000007,
    0x00000fec, 0x00000fe6, 0x00000feb, 0x00040070,
    0x00000006, 0x00000fed, 0x00000fec, 0x000200f9,
    0x00000fee, 0x000200f8, 0x00000fee, 0x000700f5,
    0x00000006, 0x0000153a, 0x00000fd5, 0x00001021,
    0x00000fed, 0x00001078, 0x000700f5, 0x00000006,
    0x00001535, 0x00000fcf, 0x00001021, 0x00000fe4,
    0x00001078, 0x000200f9, 0x00000ebb, 0x000200f8,
    0x00000ebb, 0x000700f5, 0x00000039, 0x0000153d,
    0x000000a7, 0x00000fee, 0x00000ed4, 0x00000ebf,
    0x000700f5, 0x00000039, 0x0000153c, 0x000000a7,
    0x00000fee, 0x00000ec9, 0x00000ebf, 0x000700f5,
    0x00000007, 0x0000153b, 0x00000083, 0x00000fee,
    0x00000ed7, 0x00000ebf, 0x000500b0, 0x0000008a,
    0x00000ebe, 0x0000153b, 0x00000021, 0x000400f6,
    0x00000ed8, 0x00000ebf, 0x00000000, 0x000400fa,
    0x00000ebe, 0x00000ebf, 0x00000ed8, 0x000200f8,
    0x00000ebf, 0x00050041, 0x00000013, 0x00000ec1,
    0x00000df8, 0x0000153b, 0x0004003d, 0x00000007,
    0x00000ec2, 0x00000ec1, 0x000500c7, 0x00000007,
    0x00000ec3, 0x00000ec2, 0x00000593, 0x00050041,
    0x00000013, 0x00000ec5, 0x00000dfa, 0x0000153b,
    0x0004003d, 0x00000007, 0x00000ec6, 0x00000ec5,
    0x00061162, 0x00000039, 0x00001084, 0x00000ec3,
    0x00000ec6, 0x00000000, 0x00050080, 0x00000039,
    0x00000ec9, 0x0000153c, 0x00001084, 0x0004003d,
    0x00000007, 0x00000ecc, 0x00000ec1, 0x000500c2,
    0x00000007, 0x00000ecd, 0x00000ecc, 0x00000117,
    0x000500c7, 0x00000007, 0x00000ece, 0x00000ecd,
    0x00000593, 0x00050041, 0x00000013, 0x00000ed0,
    0x00000dfb, 0x0000153b, 0x0004003d, 0x00000007,
    0x00000ed1, 0x00000ed0, 0x00061162, 0x00000039,
    0x00001089, 0x00000ece, 0x00000ed1, 0x00000000,
    0x00050080, 0x00000039, 0x00000ed4, 0x0000153d,
    0x00001089, 0x00050080, 0x00000007, 0x00000ed7,
    0x0000153b, 0x00000093, 0x000200f9, 0x00000ebb,
    0x000200f8, 0x00000ed8, 0x00050051, 0x00000006,
    0x00000eda, 0x00000eaf, 0x00000000, 0x00050051,
    0x00000006, 0x00000edd, 0x00001513, 0x00000000,
    0x00050085, 0x00000006, 0x00000ede, 0x00001525,
    0x00000edd, 0x0004006f, 0x00000006, 0x00000ee0,
    0x0000153c, 0x00050051, 0x00000006, 0x00000ee4,
    0x00001514, 0x00000000, 0x00050085, 0x00000006,
    0x00000ee5, 0x00001535, 0x00000ee4, 0x0004006f,
    0x00000006, 0x00000ee7, 0x0000153d, 0x00050085,
    0x00000006, 0x00000ee8, 0x00000ee5, 0x00000ee7,
    0x0008000c, 0x00000006, 0x00000ee9, 0x00000001,
    0x00000032, 0x00000ede, 0x00000ee0, 0x00000ee8,
    0x00050051, 0x00000006, 0x00000eec, 0x00000eaf,
    0x00000001, 0x00050051, 0x00000006, 0x00000eef,
    0x00001513, 0x00000001, 0x00050051, 0x00000006,
    0x00000ef3, 0x00001514, 0x00000001, 0x00050085,
    0x00000006, 0x00000ef4, 0x0000153a, 0x00000ef3,
    0x0008000c, 0x00000006, 0x00000ef5, 0x00000001,
    0x00000032, 0x0000152a, 0x00000eef, 0x00000ef4,
    0x00050085, 0x00000006, 0x00000ef6, 0x00000eec,
    0x00000ef5, 0x0004007f, 0x00000006, 0x000014ed,
    0x00000ef6, 0x0008000c, 0x00000006, 0x00000ef7,
    0x00000001, 0x00000032, 0x00000eda, 0x00000ee9,
    0x000014ed, 0x00050041, 0x00000047, 0x00000e54,
    0x00000893, 0x00001515, 0x0004003d, 0x00000006,
    0x00000e55, 0x00000e54, 0x00050081, 0x00000006,
    0x00000e56, 0x00000e55, 0x00000ef7, 0x0003003e,
    0x00000e54, 0x00000e56, 0x000200f9, 0x00000e58,
    0x000200f8, 0x00000e58, 0x00050080, 0x00000007,
    0x00000e5a, 0x00001515, 0x00000093, 0x000200f9,
    0x00000e2c, 0x000200f8, 0x00000e5b, 0x000200f9,
    0x00000e5c, 0x000200f8, 0x00000e5c, 0x0004003d,
    0x00000007, 0x00000e5d, 0x00000567, 0x00050080,
    0x00000007, 0x00000e5f, 0x00001510, 0x00000e5d,
    0x000200f9, 0x00000e00, 0x000200f8, 0x00000e60,
    0x0004003d, 0x00000022, 0x00000896, 0x00000893,
    0x0003003e, 0x0000086b, 0x00000896, 0x000200f9,
    0x0000088e, 0x000200f8, 0x00000897, 0x000300f7,
    0x0000089b, 0x00000000, 0x000400fa, 0x00000899,
    0x0000089a, 0x0000089b, 0x000200f8, 0x0000089a,
    0x0004003d, 0x00000022, 0x000008a1, 0x0000086b,
    0x0003003e, 0x000008a0, 0x000008a1, 0x0004003d,
    0x00000007, 0x000010b8, 0x000004b7, 0x000200f9,
    0x000010b9, 0x000200f8, 0x000010b9, 0x000700f5,
    0x00000007, 0x00001502, 0x000010b8, 0x0000089a,
    0x0000119b, 0x00001198, 0x000500b0, 0x0000008a,
    0x000010bc, 0x00001502, 0x00000718, 0x000400f6,
    0x0000119c, 0x00001198, 0x00000000, 0x000400fa,
    0x000010bc, 0x000010bd, 0x0000119c, 0x000200f8,
    0x000010bd, 0x000500c2, 0x00000007, 0x000010bf,
    0x00001502, 0x00000131, 0x000500c7, 0x00000007,
    0x000010c1, 0x00001502, 0x0000067d, 0x000500c2,
    0x00000007, 0x000010c3, 0x000010c1, 0x000000b9,
    0x000500c7, 0x00000007, 0x000010c5, 0x000010c1,
    0x000000c1, 0x00050084, 0x00000007, 0x000010c6,
    0x000010c5, 0x000000bf, 0x00050084, 0x00000007,
    0x000010c8, 0x000010bf, 0x000003d6, 0x00050084,
    0x00000007, 0x000010ca, 0x000000dd, 0x000010c3,
    0x00050080, 0x00000007, 0x000010cb, 0x000010c8,
    0x000010ca, 0x00050080, 0x00000007, 0x000010cd,
    0x000010cb, 0x000010c6, 0x000200f9, 0x000010ce,
    0x000200f8, 0x000010ce, 0x000700f5, 0x00000007,
    0x00001503, 0x00000083, 0x000010bd, 0x000010ef,
    0x000010ed, 0x000500b0, 0x0000008a, 0x000010d1,
    0x00001503, 0x00000021, 0x000400f6, 0x000010f0,
    0x000010ed, 0x00000000, 0x000400fa, 0x000010d1,
    0x000010d2, 0x000010f0, 0x000200f8, 0x000010d2,
    0x00050084, 0x00000007, 0x000010d5, 0x0000034e,
    0x00001503, 0x00050080, 0x00000007, 0x000010d6,
    0x000010cd, 0x000010d5, 0x000500c2, 0x00000007,
    0x000010d8, 0x000010d6, 0x00000117, 0x000300f7,
    0x000011a8, 0x00000000, 0x000400fa, 0x0000043b,
    0x000011a0, 0x000011a4, 0x000200f8, 0x000011a0,
    0x00060041, 0x00000301, 0x000011a2, 0x00000442,
    0x000000a7, 0x000010d8, 0x0004003d, 0x0000000d,
    0x000011a3, 0x000011a2, 0x000200f9, 0x000011a8,
    0x000200f8, 0x000011a4, 0x00050041, 0x0000044f,
    0x000011a6, 0x0000044d, 0x000010d8, 0x0004003d,
    0x0000000d, 0x000011a7, 0x000011a6, 0x000200f9,
    0x000011a8, 0x000200f8, 0x000011a8, 0x000700f5,
    0x0000000d, 0x0000150a, 0x000011a3, 0x000011a0,
    0x000011a7, 0x000011a4, 0x000500c7, 0x00000007,
    0x000010dc, 0x000010d6, 0x000000bf, 0x000500ab,
    0x0000008a, 0x000010dd, 0x000010dc, 0x00000083,
    0x000300f7, 0x000010e4, 0x00000000, 0x000400fa,
    0x000010dd, 0x000010de, 0x000010e1, 0x000200f8,
    0x000010de, 0x0007004f, 0x00000741, 0x000010e0,
    0x0000150a, 0x0000150a, 0x00000002, 0x00000003,
    0x000200f9, 0x000010e4, 0x000200f8, 0x000010e1,
    0x0007004f, 0x00000741, 0x000010e3, 0x0000150a,
    0x0000150a, 0x00000000, 0x00000001, 0x000200f9,
    0x000010e4, 0x000200f8, 0x000010e4, 0x000700f5,
    0x00000741, 0x0000150c, 0x000010e0, 0x000010de,
    0x000010e3, 0x000010e1, 0x00050041, 0x00000749,
    0x000010e6, 0x00001094, 0x00001503, 0x0003003e,
    0x000010e6, 0x0000150c, 0x000300f7, 0x000011b6,
    0x00000000, 0x000400fa, 0x00000455, 0x000011ad,
    0x000011b2, 0x000200f8, 0x000011ad, 0x00050080,
    0x00000007, 0x000011af, 0x0000045d, 0x000010d8,
    0x00060041, 0x00000316, 0x000011b0, 0x0000045c,
    0x000000a7, 0x000011af, 0x0004003d, 0x0000000b,
    0x000011b1, 0x000011b0, 0x000200f9, 0x000011b6,
    0x000200f8, 0x000011b2, 0x00050041, 0x0000046a,
    0x000011b4, 0x00000468, 0x000010d8, 0x0004003d,
    0x0000000b, 0x000011b5, 0x000011b4, 0x000200f9,
    0x000011b6, 0x000200f8, 0x000011b6, 0x000700f5,
    0x0000000b, 0x0000150e, 0x000011b1, 0x000011ad,
    0x000011b5, 0x000011b2, 0x00050051, 0x00000006,
    0x000010eb, 0x0000150e, 0x00000000, 0x00050041,
    0x00000047, 0x000010ec, 0x00001096, 0x00001503,
    0x0003003e, 0x000010ec, 0x000010eb, 0x000200f9,
    0x000010ed, 0x000200f8, 0x000010ed, 0x00050080,
    0x00000007, 0x000010ef, 0x00001503, 0x00000093,
    0x000200f9, 0x000010ce, 0x000200f8, 0x000010f0,
    0x000200f9, 0x000010f1, 0x000200f8, 0x000010f1,
    0x000700f5, 0x00000007, 0x00001504, 0x00000083,
    0x000010f0, 0x00001196, 0x00001194, 0x000500b0,
    0x0000008a, 0x000010f4, 0x00001504, 0x0000016d,
    0x000400f6, 0x00001197, 0x00001194, 0x00000000,
    0x000400fa, 0x000010f4, 0x000010f5, 0x00001197,
    0x000200f8, 0x000010f5, 0x00050080, 0x00000007,
    0x000010f8, 0x000014f5, 0x00001504, 0x00050082,
    0x00000007, 0x000010fb, 0x00000857, 0x00000176,
    0x0007000c, 0x00000007, 0x000010fc, 0x00000001,
    0x00000026, 0x000010f8, 0x000010fb, 0x00050084,
    0x00000007, 0x000010fe, 0x000010fc, 0x000014f8,
    0x00050084, 0x00000007, 0x00001100, 0x000010bf,
    0x000003e2, 0x00050080, 0x00000007, 0x00001101,
    0x000010fe, 0x00001100, 0x00050084, 0x00000007,
    0x00001104, 0x000005e7, 0x000010c3, 0x00050080,
    0x00000007, 0x00001105, 0x00001101, 0x00001104,
    0x00050080, 0x00000007, 0x00001107, 0x00001105,
    0x000010c6, 0x00050080, 0x00000007, 0x00001109,
    0x00001107, 0x0000034e, 0x00050080, 0x00000007,
    0x0000110b, 0x00001101, 0x000000dd, 0x00050084,
    0x00000007, 0x0000110d, 0x0000034e, 0x000010c3,
    0x00050080, 0x00000007, 0x0000110e, 0x0000110b,
    0x0000110d, 0x00050080, 0x00000007, 0x00001110,
    0x0000110e, 0x000010c6, 0x000500c2, 0x00000007,
    0x000011bb, 0x00001107, 0x00000093, 0x00060041,
    0x00000384, 0x000011bc, 0x00000381, 0x000000a7,
    0x000011bb, 0x0004003d, 0x0000037d, 0x000011bd,
    0x000011bc, 0x00040071, 0x00000007, 0x000011be,
    0x000011bd, 0x00050080, 0x00000007, 0x00001114,
    0x00001107, 0x000000ea, 0x000500c2, 0x00000007,
    0x000011c2, 0x00001114, 0x00000093, 0x00060041,
    0x00000384, 0x000011c3, 0x00000381, 0x000000a7,
    0x000011c2, 0x0004003d, 0x0000037d, 0x000011c4,
    0x000011c3, 0x00040071, 0x00000007, 0x000011c5,
    0x000011c4, 0x000500c4, 0x00000007, 0x00001116,
    0x000011c5, 0x00000526, 0x000500c5, 0x00000007,
    0x00001117, 0x000011be, 0x00001116, 0x00050080,
    0x00000007, 0x00001119, 0x00001107, 0x00000021,
    0x000500c2, 0x00000007, 0x000011c9, 0x00001119,
    0x00000093, 0x00060041, 0x00000384, 0x000011ca,
    0x00000381, 0x000000a7, 0x000011c9, 0x0004003d,
    0x0000037d, 0x000011cb, 0x000011ca, 0x00040071,
    0x00000007, 0x000011cc, 0x000011cb, 0x00050080,
    0x00000007, 0x0000111c, 0x00001107, 0x00000794,
    0x000500c2, 0x00000007, 0x000011d0, 0x0000111c,
    0x00000093, 0x00060041, 0x00000384, 0x000011d1,
    0x00000381, 0x000000a7, 0x000011d0, 0x0004003d,
    0x0000037d, 0x000011d2, 0x000011d1, 0x00040071,
    0x00000007, 0x000011d3, 0x000011d2, 0x000500c4,
    0x00000007, 0x0000111e, 0x000011d3, 0x00000526,
    0x000500c5, 0x00000007, 0x0000111f, 0x000011cc,
    0x0000111e, 0x00050050, 0x00000741, 0x00001120,
    0x00001117, 0x0000111f, 0x000500c2, 0x00000007,
    0x000011d7, 0x00001109, 0x00000093, 0x00060041,
    0x00000384, 0x000011d8, 0x00000381, 0x000000a7,
    0x000011d7, 0x0004003d, 0x0000037d, 0x000011d9,
    0x000011d8, 0x00040071, 0x00000007, 0x000011da,
    0x000011d9, 0x00050080, 0x00000007, 0x00001124,
    0x00001107, 0x000003d2, 0x000500c2, 0x00000007,
    0x000011de, 0x00001124, 0x00000093, 0x00060041,
    0x00000384, 0x000011df, 0x00000381, 0x000000a7,
    0x000011de, 0x0004003d, 0x0000037d, 0x000011e0,
    0x000011df, 0x00040071, 0x00000007, 0x000011e1,
    0x000011e0, 0x000500c4, 0x00000007, 0x00001126,
    0x000011e1, 0x00000526, 0x000500c5, 0x00000007,
    0x00001127, 0x000011da, 0x00001126, 0x00050080,
    0x00000007, 0x00001129, 0x00001107, 0x000014e4,
    0x000500c2, 0x00000007, 0x000011e5, 0x00001129,
    0x00000093, 0x00060041, 0x00000384, 0x000011e6,
    0x00000381, 0x000000a7, 0x000011e5, 0x0004003d,
    0x0000037d, 0x000011e7, 0x000011e6, 0x00040071,
    0x00000007, 0x000011e8, 0x000011e7, 0x00050080,
    0x00000007, 0x0000112c, 0x00001107, 0x000014e5,
    0x000500c2, 0x00000007, 0x000011ec, 0x0000112c,
    0x00000093, 0x00060041, 0x00000384, 0x000011ed,
    0x00000381, 0x000000a7, 0x000011ec, 0x0004003d,
    0x0000037d, 0x000011ee, 0x000011ed, 0x00040071,
    0x00000007, 0x000011ef, 0x000011ee, 0x000500c4,
    0x00000007, 0x0000112e, 0x000011ef, 0x00000526,
    0x000500c5, 0x00000007, 0x0000112f, 0x000011e8,
    0x0000112e, 0x00050050, 0x00000741, 0x00001130,
    0x00001127, 0x0000112f, 0x000500c2, 0x00000007,
    0x000011f3, 0x00001110, 0x00000093, 0x00060041,
    0x00000384, 0x000011f4, 0x00000381, 0x000000a7,
    0x000011f3, 0x0004003d, 0x0000037d, 0x000011f5,
    0x000011f4, 0x00040071, 0x00000007, 0x000011f6,
    0x000011f5, 0x00050080, 0x00000007, 0x00001134,
    0x00001110, 0x000000ea, 0x000500c2, 0x00000007,
    0x000011fa, 0x00001134, 0x00000093, 0x00060041,
    0x00000384, 0x000011fb, 0x00000381, 0x000000a7,
    0x000011fa, 0x0004003d, 0x0000037d, 0x000011fc,
    0x000011fb, 0x00040071, 0x00000007, 0x000011fd,
    0x000011fc, 0x000500c4, 0x00000007, 0x00001136,
    0x000011fd, 0x00000526, 0x000500c5, 0x00000007,
    0x00001137, 0x000011f6, 0x00001136, 0x00050080,
    0x00000007, 0x00001139, 0x00001110, 0x00000021,
    0x000500c2, 0x00000007, 0x00001201, 0x00001139,
    0x00000093, 0x00060041, 0x00000384, 0x00001202,
    0x00000381, 0x000000a7, 0x00001201, 0x0004003d,
    0x0000037d, 0x00001203, 0x00001202, 0x00040071,
    0x00000007, 0x00001204, 0x00001203, 0x00050080,
    0x00000007, 0x0000113c, 0x00001110, 0x00000794,
    0x000500c2, 0x00000007, 0x00001208, 0x0000113c,
    0x00000093, 0x00060041, 0x00000384, 0x00001209,
    0x00000381, 0x000000a7, 0x00001208, 0x0004003d,
    0x0000037d, 0x0000120a, 0x00001209, 0x00040071,
    0x00000007, 0x0000120b, 0x0000120a, 0x000500c4,
    0x00000007, 0x0000113e, 0x0000120b, 0x00000526,
    0x000500c5, 0x00000007, 0x0000113f, 0x00001204,
    0x0000113e, 0x00050050, 0x00000741, 0x00001140,
    0x00001137, 0x0000113f, 0x000200f9, 0x00001141,
    0x000200f8, 0x00001141, 0x000700f5, 0x00000006,
    0x00001509, 0x00000081, 0x000010f5, 0x00001185,
    0x00001145, 0x000700f5, 0x00000007, 0x00001507,
    0x00000083, 0x000010f5, 0x00001188, 0x00001145,
    0x000500b0, 0x0000008a, 0x00001144, 0x00001507,
    0x00000021, 0x000400f6, 0x00001189, 0x00001145,
    0x00000000, 0x000400fa, 0x00001144, 0x00001145,
    0x00001189, 0x000200f8, 0x00001145, 0x000500c7,
    0x00000007, 0x00001147, 0x00001507, 0x00000176,
    0x000500ab, 0x0000008a, 0x00001148, 0x00001147,
    0x00000083, 0x000600a9, 0x00000741, 0x0000114b,
    0x00001148, 0x00001130, 0x00001120, 0x000500c2,
    0x00000007, 0x0000114e, 0x00001507, 0x00000093,
    0x00050084, 0x00000007, 0x0000114f, 0x0000114e,
    0x00000021, 0x00050050, 0x00000741, 0x00001150,
    0x0000114f, 0x0000114f, 0x000500c2, 0x00000741,
    0x00001151, 0x0000114b, 0x00001150, 0x000500c7,
    0x00000741, 0x00001153, 0x00001151, 0x000014e6,
    0x00050084, 0x00000007, 0x00001156, 0x000000ea,
    0x00001507, 0x00050050, 0x00000741, 0x00001157,
    0x00001156, 0x00001156, 0x000500c2, 0x00000741,
    0x00001158, 0x00001140, 0x00001157, 0x000500c7,
    0x00000741, 0x0000115a, 0x00001158, 0x000014e7,
    0x000500c4, 0x00000741, 0x0000115c, 0x0000115a,
    0x000014e8, 0x000500c5, 0x00000741, 0x0000115d,
    0x00001153, 0x0000115c, 0x00050080, 0x00000741,
    0x00001160, 0x0000115d, 0x000014e9, 0x000500c6,
    0x00000741, 0x00001162, 0x00001160, 0x000014ea,
    0x00050051, 0x00000007, 0x00001165, 0x00001162,
    0x00000000, 0x00060041, 0x00000013, 0x00001166,
    0x00001094, 0x00001507, 0x00000083, 0x0004003d,
    0x00000007, 0x00001167, 0x00001166, 0x00061162,
    0x00000039, 0x00001210, 0x00001165, 0x00001167,
    0x00000000, 0x00050051, 0x00000007, 0x0000116b,
    0x00001162, 0x00000001, 0x00060041, 0x00000013,
    0x0000116c, 0x00001094, 0x00001507, 0x00000176,
    0x0004003d, 0x00000007, 0x0000116d, 0x0000116c,
    0x00061162, 0x00000039, 0x00001215, 0x0000116b,
    0x0000116d, 0x00000000, 0x00050080, 0x00000039,
    0x0000116f, 0x00001210, 0x00001215, 0x00050080,
    0x00000007, 0x00001171, 0x00001101, 0x00000804,
    0x00050084, 0x00000007, 0x00001173, 0x000000bf,
    0x000010c3, 0x00050080, 0x00000007, 0x00001174,
    0x00001171, 0x00001173, 0x000500c2, 0x00000007,
    0x00001176, 0x000010c6, 0x00000117, 0x00050080,
    0x00000007, 0x00001177, 0x00001174, 0x00001176,
    0x00050080, 0x00000007, 0x0000117a, 0x00001177,
    0x00001156, 0x000500c2, 0x00000007, 0x00001226,
    0x0000117a, 0x00000093, 0x00060041, 0x00000384,
    0x00001227, 0x00000381, 0x000000a7, 0x00001226,
    0x0004003d, 0x0000037d, 0x00001228, 0x00001227,
    0x00040071, 0x00000007, 0x00001229, 0x00001228,
    0x000500c7, 0x00000007, 0x0000122b, 0x0000117a,
    0x00000176, 0x00050084, 0x00000007, 0x0000122c,
    0x0000122b, 0x000000bf, 0x000500c2, 0x00000007,
    0x0000122d, 0x00001229, 0x0000122c, 0x000500c7,
    0x00000007, 0x0000122e, 0x0000122d, 0x000000bd,
    0x0004007c, 0x00000039, 0x0000121d, 0x0000122e,
    0x000500c7, 0x00000007, 0x0000121f, 0x0000122e,
    0x000000dd, 0x000500c4, 0x00000007, 0x00001220,
    0x0000121f, 0x00000093, 0x0004007c, 0x00000039,
    0x00001221, 0x00001220, 0x00050082, 0x00000039,
    0x00001222, 0x0000121d, 0x00001221, 0x0004006f,
    0x00000006, 0x0000117c, 0x00001222, 0x00050041,
    0x00000047, 0x0000117e, 0x00001096, 0x00001507,
    0x0004003d, 0x00000006, 0x0000117f, 0x0000117e,
    0x00050085, 0x00000006, 0x00001180, 0x0000117c,
    0x0000117f, 0x0004006f, 0x00000006, 0x00001182,
    0x0000116f, 0x0008000c, 0x00000006, 0x00001185,
    0x00000001, 0x00000032, 0x00001180, 0x00001182,
    0x00001509, 0x00050080, 0x00000007, 0x00001188,
    0x00001507, 0x00000093, 0x000200f9, 0x00001141,
    0x000200f8, 0x00001189, 0x00050080, 0x00000007,
    0x0000118c, 0x00001101, 0x0000081f, 0x000500c2,
    0x00000007, 0x00001239, 0x0000118c, 0x00000093,
    0x00060041, 0x00000384, 0x0000123a, 0x00000381,
    0x000000a7, 0x00001239, 0x0004003d, 0x0000037d,
    0x0000123b, 0x0000123a, 0x00040071, 0x00000007,
    0x0000123c, 0x0000123b, 0x0006000c, 0x0000000b,
    0x00001234, 0x00000001, 0x0000003e, 0x0000123c,
    0x00050051, 0x00000006, 0x00001235, 0x00001234,
    0x00000000, 0x00050041, 0x00000047, 0x00001190,
    0x000008a0, 0x00001504, 0x0004003d, 0x00000006,
    0x00001191, 0x00001190, 0x0008000c, 0x00000006,
    0x00001192, 0x00000001, 0x00000032, 0x00001235,
    0x00001509, 0x00001191, 0x0003003e, 0x00001190,
    0x00001192, 0x000200f9, 0x00001194, 0x000200f8,
    0x00001194, 0x00050080, 0x00000007, 0x00001196,
    0x00001504, 0x00000093, 0x000200f9, 0x000010f1,
    0x000200f8, 0x00001197, 0x000200f9, 0x00001198,
    0x000200f8, 0x00001198, 0x0004003d, 0x00000007,
    0x00001199, 0x00000567, 0x00050080, 0x00000007,
    0x0000119b, 0x00001502, 0x00001199, 0x000200f9,
    0x000010b9, 0x000200f8, 0x0000119c, 0x0004003d,
    0x00000022, 0x000008a3, 0x000008a0, 0x0003003e,
    0x0000086b, 0x000008a3, 0x000200f9, 0x0000089b,
    0x000200f8, 0x0000089b, 0x000200f9, 0x0000088e,
    0x000200f8, 0x0000088e, 0x000200f9, 0x00000882,
    0x000200f8, 0x00000882, 0x000200f9, 0x00000872,
    0x000200f8, 0x00000872, 0x000200f9, 0x0000086f,
    0x000200f8, 0x0000086f, 0x000300f7, 0x000008a6,
    0x00000000, 0x000400fa, 0x000008a4, 0x000008a5,
    0x000008a6, 0x000200f8, 0x000008a5, 0x000500c7,
    0x00000007, 0x00001242, 0x000009bf, 0x000000bf,
    0x000500ab, 0x0000008a, 0x00001243, 0x00001242,
    0x00000083, 0x000300f7, 0x00001263, 0x00000000,
    0x000400fa, 0x00001243, 0x00001244, 0x00001263,
    0x000200f8, 0x00001244, 0x000200f9, 0x00001246,
    0x000200f8, 0x00001246, 0x000700f5, 0x00000006,
    0x000015a0, 0x00000081, 0x00001244, 0x00001254,
    0x0000124c, 0x000700f5, 0x00000007, 0x0000159f,
    0x00000866, 0x00001244, 0x00001257, 0x0000124c,
    0x00050041, 0x000000da, 0x00001249, 0x000000d9,
    0x00000117, 0x0004003d, 0x00000007, 0x0000124a,
    0x00001249, 0x000500b0, 0x0000008a, 0x0000124b,
    0x0000159f, 0x0000124a, 0x000400f6, 0x00001258,
    0x0000124c, 0x00000000, 0x000400fa, 0x0000124b,
    0x0000124c, 0x00001258, 0x000200f8, 0x0000124c,
    0x00050041, 0x000000da, 0x0000124d, 0x000000d9,
    0x000000a7, 0x0004003d, 0x00000007, 0x0000124e,
    0x0000124d, 0x00050080, 0x00000007, 0x00001250,
    0x0000124e, 0x0000159f, 0x00060041, 0x00000123,
    0x00001251, 0x0000011e, 0x000000a7, 0x00001250,
    0x0004003d, 0x00000006, 0x00001252, 0x00001251,
    0x00050081, 0x00000006, 0x00001254, 0x000015a0,
    0x00001252, 0x00050080, 0x00000007, 0x00001257,
    0x0000159f, 0x00000128, 0x000200f9, 0x00001246,
    0x000200f8, 0x00001258, 0x0006015e, 0x00000006,
    0x0000125a, 0x000000c1, 0x00000000, 0x000015a0,
    0x00050041, 0x000000da, 0x0000125b, 0x000000d9,
    0x000000a7, 0x0004003d, 0x00000007, 0x0000125c,
    0x0000125b, 0x00040070, 0x00000006, 0x0000125d,
    0x0000125c, 0x00050088, 0x00000006, 0x0000125e,
    0x0000125a, 0x0000125d, 0x00050041, 0x00000132,
    0x0000125f, 0x000000d9, 0x00000131, 0x0004003d,
    0x00000006, 0x00001260, 0x0000125f, 0x00050081,
    0x00000006, 0x00001261, 0x0000125e, 0x00001260,
    0x0006000c, 0x00000006, 0x00001262, 0x00000001,
    0x00000020, 0x00001261, 0x0003003e, 0x0000007e,
    0x00001262, 0x000200f9, 0x00001263, 0x000200f8,
    0x00001263, 0x000200f9, 0x000008a9, 0x000200f8,
    0x000008a9, 0x000700f5, 0x00000007, 0x000015a1,
    0x00000083, 0x00001263, 0x000008b7, 0x000008aa,
    0x000500b0, 0x0000008a, 0x000008af, 0x000015a1,
    0x0000016d, 0x000400f6, 0x000008ab, 0x000008aa,
    0x00000000, 0x000400fa, 0x000008af, 0x000008aa,
    0x000008ab, 0x000200f8, 0x000008aa, 0x0004003d,
    0x00000006, 0x000008b1, 0x0000007e, 0x00050041,
    0x00000047, 0x000008b2, 0x0000086b, 0x000015a1,
    0x0004003d, 0x00000006, 0x000008b3, 0x000008b2,
    0x00050085, 0x00000006, 0x000008b4, 0x000008b3,
    0x000008b1, 0x0003003e, 0x000008b2, 0x000008b4,
    0x00050080, 0x00000007, 0x000008b7, 0x000015a1,
    0x00000093, 0x000200f9, 0x000008a9, 0x000200f8,
    0x000008ab, 0x000200f9, 0x000008a6, 0x000200f8,
    0x000008a6, 0x0004003d, 0x00000022, 0x000008c5,
    0x0000086b, 0x0003003e, 0x000008c4, 0x000008c5,
    0x00050084, 0x00000007, 0x0000128b, 0x00000848,
    0x0000083d, 0x00050084, 0x00000007, 0x0000128c,
    0x0000128b, 0x0000016d, 0x00050080, 0x00000007,
    0x0000128f, 0x0000128c, 0x00000835, 0x000300f7,
    0x00001296, 0x00000000, 0x000400fa, 0x00000177,
    0x00001290, 0x00001296, 0x000200f8, 0x00001290,
    0x000500b0, 0x0000008a, 0x00001295, 0x00000835,
    0x0000084b, 0x000200f9, 0x00001296, 0x000200f8,
    0x00001296, 0x000700f5, 0x0000008a, 0x00001297,
    0x00000177, 0x000008a6, 0x00001295, 0x00001290,
    0x000300f7, 0x0000129d, 0x00000000, 0x000400fa,
    0x00001297, 0x00001298, 0x0000129d, 0x000200f8,
    0x00001298, 0x000500b0, 0x0000008a, 0x0000129c,
    0x0000128f, 0x00000857, 0x000200f9, 0x0000129d,
    0x000200f8, 0x0000129d, 0x000700f5, 0x0000008a,
    0x0000129e, 0x00001297, 0x00001296, 0x0000129c,
    0x00001298, 0x000300f7, 0x000012a3, 0x00000000,
    0x000400fa, 0x0000129e, 0x0000129f, 0x000012a3,
    0x000200f8, 0x0000129f, 0x00060041, 0x00000123,
    0x000012a1, 0x0000018c, 0x000000a7, 0x0000128f,
    0x0004003d, 0x00000006, 0x000012a2, 0x000012a1,
    0x000200f9, 0x000012a3, 0x000200f8, 0x000012a3,
    0x000700f5, 0x00000006, 0x000015b9, 0x00000081,
    0x0000129d, 0x000012a2, 0x0000129f, 0x000500aa,
    0x0000008a, 0x000012a5, 0x00000839, 0x00000083,
    0x000300f7, 0x000012a9, 0x00000000, 0x000400fa,
    0x000012a5, 0x000012a6, 0x000012a9, 0x000200f8,
    0x000012a6, 0x000500aa, 0x0000008a, 0x000012a8,
    0x00000866, 0x00000083, 0x000200f9, 0x000012a9,
    0x000200f8, 0x000012a9, 0x000700f5, 0x0000008a,
    0x000012aa, 0x000012a5, 0x000012a3, 0x000012a8,
    0x000012a6, 0x0003003e, 0x00001267, 0x0000019a,
    0x000500a7, 0x0000008a, 0x000012ac, 0x0000019b,
    0x000012aa, 0x000300f7, 0x000012dc, 0x00000000,
    0x000400fa, 0x000012ac, 0x000012ad, 0x000012dc,
    0x000200f8, 0x000012ad, 0x000200f9, 0x000012ae,
    0x000200f8, 0x000012ae, 0x000700f5, 0x00000007,
    0x000015a2, 0x00000083, 0x000012ad, 0x000012da,
    0x000012d8, 0x000500b0, 0x0000008a, 0x000012b1,
    0x000015a2, 0x0000016d, 0x000400f6, 0x000012db,
    0x000012d8, 0x00000000, 0x000400fa, 0x000012b1,
    0x000012b2, 0x000012db, 0x000200f8, 0x000012b2,
    0x000500ae, 0x0000008a, 0x000012b5, 0x000015a2,
    0x000014f6, 0x000300f7, 0x000012b7, 0x00000000,
    0x000400fa, 0x000012b5, 0x000012b6, 0x000012b7,
    0x000200f8, 0x000012b6, 0x000200f9, 0x000012db,
    0x000200f8, 0x000012b7, 0x000500c7, 0x00000007,
    0x000012ba, 0x000009bf, 0x00000176, 0x000500ab,
    0x0000008a, 0x000012bb, 0x000012ba, 0x00000083,
    0x000300f7, 0x000012c7, 0x00000000, 0x000400fa,
    0x000012bb, 0x000012bc, 0x000012c7, 0x000200f8,
    0x000012bc, 0x00050080, 0x00000007, 0x000012c0,
    0x000014f5, 0x000015a2, 0x00060041, 0x00000123,
    0x000012c1, 0x000001b8, 0x000000a7, 0x000012c0,
    0x0004003d, 0x00000006, 0x000012c2, 0x000012c1,
    0x00050041, 0x00000047, 0x000012c3, 0x00001267,
    0x000015a2, 0x0004003d, 0x00000006, 0x000012c4,
    0x000012c3, 0x00050081, 0x00000006, 0x000012c5,
    0x000012c4, 0x000012c2, 0x0003003e, 0x000012c3,
    0x000012c5, 0x000200f9, 0x000012c7, 0x000200f8,
    0x000012c7, 0x000500c7, 0x00000007, 0x000012ca,
    0x000009bf, 0x000000ea, 0x000500ab, 0x0000008a,
    0x000012cb, 0x000012ca, 0x00000083, 0x000300f7,
    0x000012d7, 0x00000000, 0x000400fa, 0x000012cb,
    0x000012cc, 0x000012d7, 0x000200f8, 0x000012cc,
    0x00050080, 0x00000007, 0x000012d0, 0x000014f5,
    0x000015a2, 0x00060041, 0x00000123, 0x000012d1,
    0x000001cc, 0x000000a7, 0x000012d0, 0x0004003d,
    0x00000006, 0x000012d2, 0x000012d1, 0x00050041,
    0x00000047, 0x000012d3, 0x00001267, 0x000015a2,
    0x0004003d, 0x00000006, 0x000012d4, 0x000012d3,
    0x00050081, 0x00000006, 0x000012d5, 0x000012d4,
    0x000012d2, 0x0003003e, 0x000012d3, 0x000012d5,
    0x000200f9, 0x000012d7, 0x000200f8, 0x000012d7,
    0x000200f9, 0x000012d8, 0x000200f8, 0x000012d8,
    0x00050080, 0x00000007, 0x000012da, 0x000015a2,
    0x00000093, 0x000200f9, 0x000012ae, 0x000200f8,
    0x000012db, 0x000200f9, 0x000012dc, 0x000200f8,
    0x000012dc, 0x000200f9, 0x000012dd, 0x000200f8,
    0x000012dd, 0x000700f5, 0x00000007, 0x000015a5,
    0x00000083, 0x000012dc, 0x000012ea, 0x000012e1,
    0x000500b0, 0x0000008a, 0x000012e0, 0x000015a5,
    0x0000016d, 0x000400f6, 0x000012eb, 0x000012e1,
    0x00000000, 0x000400fa, 0x000012e0, 0x000012e1,
    0x000012eb, 0x000200f8, 0x000012e1, 0x00050041,
    0x00000047, 0x000012e4, 0x000008c4, 0x000015a5,
    0x0004003d, 0x00000006, 0x000012e5, 0x000012e4,
    0x0006015e, 0x00000006, 0x000012e6, 0x000000c1,
    0x00000000, 0x000012e5, 0x0003003e, 0x000012e4,
    0x000012e6, 0x00050080, 0x00000007, 0x000012ea,
    0x000015a5, 0x00000093, 0x000200f9, 0x000012dd,
    0x000200f8, 0x000012eb, 0x000300f7, 0x00001323,
    0x00000000, 0x000400fa, 0x000001e9, 0x000012ec,
    0x00001323, 0x000200f8, 0x000012ec, 0x000500aa,
    0x0000008a, 0x000012ee, 0x00000866, 0x00000083,
    0x000300f7, 0x00001301, 0x00000000, 0x000400fa,
    0x000012ee, 0x000012ef, 0x00001301, 0x000200f8,
    0x000012ef, 0x000200f9, 0x000012f0, 0x000200f8,
    0x000012f0, 0x000700f5, 0x00000007, 0x000015a6,
    0x00000083, 0x000012ef, 0x000012ff, 0x000012f4,
    0x000500b0, 0x0000008a, 0x000012f3, 0x000015a6,
    0x0000016d, 0x000400f6, 0x00001300, 0x000012f4,
    0x00000000, 0x000400fa, 0x000012f3, 0x000012f4,
    0x00001300, 0x000200f8, 0x000012f4, 0x00050084,
    0x00000007, 0x000012f6, 0x00000836, 0x0000016d,
    0x00050080, 0x00000007, 0x000012f8, 0x000012f6,
    0x000015a6, 0x00050041, 0x00000047, 0x000012fa,
    0x000008c4, 0x000015a6, 0x0004003d, 0x00000006,
    0x000012fb, 0x000012fa, 0x00050041, 0x00000202,
    0x000012fc, 0x000001fa, 0x000012f8, 0x0003003e,
    0x000012fc, 0x000012fb, 0x00050080, 0x00000007,
    0x000012ff, 0x000015a6, 0x00000093, 0x000200f9,
    0x000012f0, 0x000200f8, 0x00001300, 0x000200f9,
    0x00001301, 0x000200f8, 0x00001301, 0x000400e0,
    0x000000ea, 0x000000ea, 0x00000206, 0x000200f9,
    0x00001302, 0x000200f8, 0x00001302, 0x000700f5,
    0x00000007, 0x000015a7, 0x00000083, 0x00001301,
    0x00001321, 0x0000131f, 0x000500b0, 0x0000008a,
    0x00001305, 0x000015a7, 0x0000016d, 0x000400f6,
    0x00001322, 0x0000131f, 0x00000000, 0x000400fa,
    0x00001305, 0x00001306, 0x00001322, 0x000200f8,
    0x00001306, 0x000200f9, 0x00001307, 0x000200f8,
    0x00001307, 0x000700f5, 0x00000006, 0x000015db,
    0x00000081, 0x00001306, 0x00001317, 0x0000130b,
    0x000700f5, 0x00000007, 0x000015d9, 0x00000083,
    0x00001306, 0x0000131a, 0x0000130b, 0x000500b0,
    0x0000008a, 0x0000130a, 0x000015d9, 0x000001e8,
    0x000400f6, 0x0000131b, 0x0000130b, 0x00000000,
    0x000400fa, 0x0000130a, 0x0000130b, 0x0000131b,
    0x000200f8, 0x0000130b, 0x00050082, 0x00000007,
    0x0000130e, 0x00000836, 0x00000839, 0x00050080,
    0x00000007, 0x00001310, 0x0000130e, 0x000015d9,
    0x00050084, 0x00000007, 0x00001311, 0x00001310,
    0x0000016d, 0x00050080, 0x00000007, 0x00001313,
    0x00001311, 0x000015a7, 0x00050041, 0x00000202,
    0x00001314, 0x000001fa, 0x00001313, 0x0004003d,
    0x00000006, 0x00001315, 0x00001314, 0x00050081,
    0x00000006, 0x00001317, 0x000015db, 0x00001315,
    0x00050080, 0x00000007, 0x0000131a, 0x000015d9,
    0x00000093, 0x000200f9, 0x00001307, 0x000200f8,
    0x0000131b, 0x00050041, 0x00000047, 0x0000131e,
    0x000008c4, 0x000015a7, 0x0003003e, 0x0000131e,
    0x000015db, 0x000200f9, 0x0000131f, 0x000200f8,
    0x0000131f, 0x00050080, 0x00000007, 0x00001321,
    0x000015a7, 0x00000093, 0x000200f9, 0x00001302,
    0x000200f8, 0x00001322, 0x000200f9, 0x00001323,
    0x000200f8, 0x00001323, 0x000500c7, 0x00000007,
    0x00001326, 0x000009bf, 0x0000022e, 0x000500ab,
    0x0000008a, 0x00001327, 0x00001326, 0x00000083,
    0x000500a6, 0x0000008a, 0x00001328, 0x00001327,
    0x00000231, 0x000300f7, 0x0000136d, 0x00000000,
    0x000400fa, 0x000012aa, 0x0000132a, 0x0000136d,
    0x000200f8, 0x0000132a, 0x000200f9, 0x0000132b,
    0x000200f8, 0x0000132b, 0x000700f5, 0x00000007,
    0x000015a8, 0x00000083, 0x0000132a, 0x0000136b,
    0x00001369, 0x000500b0, 0x0000008a, 0x0000132e,
    0x000015a8, 0x0000016d, 0x000400f6, 0x0000136c,
    0x00001369, 0x00000000, 0x000400fa, 0x0000132e,
    0x0000132f, 0x0000136c, 0x000200f8, 0x0000132f,
    0x000500ae, 0x0000008a, 0x00001332, 0x000015a8,
    0x000014f6, 0x000300f7, 0x00001334, 0x00000000,
    0x000400fa, 0x00001332, 0x00001333, 0x00001334,
    0x000200f8, 0x00001333, 0x000200f9, 0x0000136c,
    0x000200f8, 0x00001334, 0x00050041, 0x00000047,
    0x00001336, 0x000008c4, 0x000015a8, 0x0004003d,
    0x00000006, 0x00001337, 0x00001336, 0x000300f7,
    0x00001359, 0x00000000, 0x000400fa, 0x00000248,
    0x00001338, 0x0000133e, 0x000200f8, 0x00001338,
    0x00050041, 0x00000047, 0x0000133a, 0x00001267,
    0x000015a8, 0x0004003d, 0x00000006, 0x0000133b,
    0x0000133a, 0x00050081, 0x00000006, 0x0000133d,
    0x00001337, 0x0000133b, 0x000200f9, 0x00001359,
    0x000200f8, 0x0000133e, 0x000500c7, 0x00000007,
    0x00001341, 0x000009bf, 0x00000176, 0x000500ab,
    0x0000008a, 0x00001342, 0x00001341, 0x00000083,
    0x000300f7, 0x0000134b, 0x00000000, 0x000400fa,
    0x00001342, 0x00001343, 0x0000134b, 0x000200f8,
    0x00001343, 0x00050080, 0x00000007, 0x00001346,
    0x000014f5, 0x000015a8, 0x00060041, 0x00000123,
    0x00001347, 0x000001b8, 0x000000a7, 0x00001346,
    0x0004003d, 0x00000006, 0x00001348, 0x00001347,
    0x00050081, 0x00000006, 0x0000134a, 0x00001337,
    0x00001348, 0x000200f9, 0x0000134b, 0x000200f8,
    0x0000134b, 0x000700f5, 0x00000006, 0x000015aa,
    0x00001337, 0x0000133e, 0x0000134a, 0x00001343,
    0x000500c7, 0x00000007, 0x0000134e, 0x000009bf,
    0x000000ea, 0x000500ab, 0x0000008a, 0x0000134f,
    0x0000134e, 0x00000083, 0x000300f7, 0x00001358,
    0x00000000, 0x000400fa, 0x0000134f, 0x00001350,
    0x00001358, 0x000200f8, 0x00001350, 0x00050080,
    0x00000007, 0x00001353, 0x000014f5, 0x000015a8,
    0x00060041, 0x00000123, 0x00001354, 0x000001cc,
    0x000000a7, 0x00001353, 0x0004003d, 0x00000006,
    0x00001355, 0x00001354, 0x00050081, 0x00000006,
    0x00001357, 0x000015aa, 0x00001355, 0x000200f9,
    0x00001358, 0x000200f8, 0x00001358, 0x000700f5,
    0x00000006, 0x000015ae, 0x000015aa, 0x0000134b,
    0x00001357, 0x00001350, 0x000200f9, 0x00001359,
    0x000200f8, 0x00001359, 0x000700f5, 0x00000006,
    0x000015ad, 0x0000133d, 0x00001338, 0x000015ae,
    0x00001358, 0x00050080, 0x00000007, 0x0000135c,
    0x000014f5, 0x000015a8, 0x00060041, 0x00000123,
    0x0000135e, 0x000001cc, 0x000000a7, 0x0000135c,
    0x0003003e, 0x0000135e, 0x000015ad, 0x000300f7,
    0x00001368, 0x00000000, 0x000400fa, 0x00001328,
    0x00001360, 0x00001368, 0x000200f8, 0x00001360,
    0x00050080, 0x00000007, 0x00001365, 0x0000084e,
    0x000015a8, 0x00050041, 0x00000202, 0x00001367,
    0x00000273, 0x00001365, 0x0003003e, 0x00001367,
    0x000015ad, 0x000200f9, 0x00001368, 0x000200f8,
    0x00001368, 0x000200f9, 0x00001369, 0x000200f8,
    0x00001369, 0x00050080, 0x00000007, 0x0000136b,
    0x000015a8, 0x00000093, 0x000200f9, 0x0000132b,
    0x000200f8, 0x0000136c, 0x000200f9, 0x0000136d,
    0x000200f8, 0x0000136d, 0x000300f7, 0x00001444,
    0x00000000, 0x000400fa, 0x00001328, 0x0000136f,
    0x00001444, 0x000200f8, 0x0000136f, 0x00050084,
    0x00000007, 0x00001374, 0x00000848, 0x0000084b,
    0x000500b0, 0x0000008a, 0x0000137a, 0x00001374,
    0x00000857, 0x000300f7, 0x00001383, 0x00000000,
    0x000400fa, 0x0000137a, 0x0000137b, 0x00001382,
    0x000200f8, 0x0000137b, 0x00050082, 0x00000007,
    0x00001380, 0x00000857, 0x00001374, 0x0007000c,
    0x00000007, 0x00001381, 0x00000001, 0x00000026,
    0x0000084b, 0x00001380, 0x000200f9, 0x00001383,
    0x000200f8, 0x00001382, 0x000200f9, 0x00001383,
    0x000200f8, 0x00001383, 0x000700f5, 0x00000007,
    0x000015b0, 0x00001381, 0x0000137b, 0x00000083,
    0x00001382, 0x000300f7, 0x0000138b, 0x00000000,
    0x000400fa, 0x0000029d, 0x00001386, 0x00001389,
    0x000200f8, 0x00001386, 0x00050086, 0x00000007,
    0x00001388, 0x0000084b, 0x000000ea, 0x000200f9,
    0x0000138b, 0x000200f8, 0x00001389, 0x000200f9,
    0x0000138b, 0x000200f8, 0x0000138b, 0x000700f5,
    0x00000007, 0x000015b1, 0x00001388, 0x00001386,
    0x000015b0, 0x00001389, 0x000400e0, 0x000000ea,
    0x000000ea, 0x00000206, 0x000500a6, 0x0000008a,
    0x0000138f, 0x0000029b, 0x0000029d, 0x000300f7,
    0x000013e9, 0x00000000, 0x000400fa, 0x0000138f,
    0x00001390, 0x000013e9, 0x000200f8, 0x00001390,
    0x000500b0, 0x0000008a, 0x00001393, 0x00000835,
    0x000015b1, 0x000300f7, 0x000013b1, 0x00000000,
    0x000400fa, 0x00001393, 0x00001394, 0x000013b1,
    0x000200f8, 0x00001394, 0x000300f7, 0x000013ae,
    0x00000000, 0x000400fa, 0x0000029b, 0x00001397,
    0x0000139d, 0x000200f8, 0x00001397, 0x00050041,
    0x00000202, 0x00001399, 0x00000273, 0x00000835,
    0x0004003d, 0x00000006, 0x0000139a, 0x00001399,
    0x00050085, 0x00000006, 0x0000139c, 0x0000139a,
    0x000015b9, 0x000200f9, 0x000013ae, 0x000200f8,
    0x0000139d, 0x00050041, 0x00000202, 0x0000139f,
    0x00000273, 0x00000835, 0x0004003d, 0x00000006,
    0x000013a0, 0x0000139f, 0x0004003d, 0x00000006,
    0x000013a3, 0x0000139f, 0x0004007f, 0x00000006,
    0x000013a4, 0x000013a3, 0x0006000c, 0x00000006,
    0x000013a5, 0x00000001, 0x0000001b, 0x000013a4,
    0x00050081, 0x00000006, 0x000013a6, 0x0000007f,
    0x000013a5, 0x00050088, 0x00000006, 0x000013a7,
    0x000013a0, 0x000013a6, 0x00050080, 0x00000007,
    0x000013aa, 0x000015b1, 0x00000835, 0x00050041,
    0x00000202, 0x000013ab, 0x00000273, 0x000013aa,
    0x0004003d, 0x00000006, 0x000013ac, 0x000013ab,
    0x00050085, 0x00000006, 0x000013ad, 0x000013a7,
    0x000013ac, 0x000200f9, 0x000013ae, 0x000200f8,
    0x000013ae, 0x000700f5, 0x00000006, 0x000015c9,
    0x0000139c, 0x00001397, 0x000013ad, 0x0000139d,
    0x00050041, 0x00000202, 0x000013b0, 0x000001fa,
    0x00000835, 0x0003003e, 0x000013b0, 0x000015c9,
    0x000200f9, 0x000013b1, 0x000200f8, 0x000013b1,
    0x000400e0, 0x000000ea, 0x000000ea, 0x00000206,
    0x00050086, 0x00000007, 0x000013b4, 0x000015b1,
    0x00000008, 0x000500b0, 0x0000008a, 0x000013b5,
    0x00000835, 0x000013b4, 0x000300f7, 0x000013e8,
    0x00000000, 0x000400fa, 0x000013b5, 0x000013b6,
    0x000013e8, 0x000200f8, 0x000013b6, 0x000200f9,
    0x000013b7, 0x000200f8, 0x000013b7, 0x000700f5,
    0x00000007, 0x000015ca, 0x00000083, 0x000013b6,
    0x000013c6, 0x000013bb, 0x000500b0, 0x0000008a,
    0x000013ba, 0x000015ca, 0x00000008, 0x000400f6,
    0x000013c7, 0x000013bb, 0x00000000, 0x000400fa,
    0x000013ba, 0x000013bb, 0x000013c7, 0x000200f8,
    0x000013bb, 0x00050084, 0x00000007, 0x000013be,
    0x00000008, 0x00000835, 0x00050080, 0x00000007,
    0x000013c0, 0x000013be, 0x000015ca, 0x00050041,
    0x00000202, 0x000013c1, 0x000001fa, 0x000013c0,
    0x0004003d, 0x00000006, 0x000013c2, 0x000013c1,
    0x00050041, 0x00000047, 0x000013c3, 0x0000127c,
    0x000015ca, 0x0003003e, 0x000013c3, 0x000013c2,
    0x00050080, 0x00000007, 0x000013c6, 0x000015ca,
    0x00000093, 0x000200f9, 0x000013b7, 0x000200f8,
    0x000013c7, 0x000300f7, 0x000013cf, 0x00000000,
    0x000400fa, 0x0000029b, 0x000013c9, 0x000013cb,
    0x000200f8, 0x000013c9, 0x000200f9, 0x000013cf,
    0x000200f8, 0x000013cb, 0x00050084, 0x00000007,
    0x000013ce, 0x00000848, 0x000015b1, 0x000200f9,
    0x000013cf, 0x000200f8, 0x000013cf, 0x000700f5,
    0x00000007, 0x000015cb, 0x00001374, 0x000013c9,
    0x000013ce, 0x000013cb, 0x00050086, 0x00000007,
    0x000013d1, 0x000015cb, 0x00000008, 0x00050080,
    0x00000007, 0x000013d3, 0x000013d1, 0x00000835,
    0x0004003d, 0x00000009, 0x000013d5, 0x0000127c,
    0x0003003e, 0x00001280, 0x000013d5, 0x000200f9,
    0x00001450, 0x000200f8, 0x00001450, 0x000700f5,
    0x00000006, 0x000015cd, 0x00000081, 0x000013cf,
    0x0000145a, 0x00001454, 0x000700f5, 0x00000007,
    0x000015cc, 0x00000083, 0x000013cf, 0x0000145d,
    0x00001454, 0x000500b0, 0x0000008a, 0x00001453,
    0x000015cc, 0x00000008, 0x000400f6, 0x0000145e,
    0x00001454, 0x00000000, 0x000400fa, 0x00001453,
    0x00001454, 0x0000145e, 0x000200f8, 0x00001454,
    0x00050041, 0x00000047, 0x00001457, 0x00001280,
    0x000015cc, 0x0004003d, 0x00000006, 0x00001458,
    0x00001457, 0x0006000c, 0x00000006, 0x00001459,
    0x00000001, 0x00000004, 0x00001458, 0x0007000c,
    0x00000006, 0x0000145a, 0x00000001, 0x00000028,
    0x000015cd, 0x00001459, 0x00050080, 0x00000007,
    0x0000145d, 0x000015cc, 0x00000093, 0x000200f9,
    0x00001450, 0x000200f8, 0x0000145e, 0x000500ba,
    0x0000008a, 0x00001460, 0x000015cd, 0x00000081,
    0x000300f7, 0x00001465, 0x00000000, 0x000400fa,
    0x00001460, 0x00001461, 0x00001464, 0x000200f8,
    0x00001461, 0x00050088, 0x00000006, 0x00001463,
    0x0000009b, 0x000015cd, 0x000200f9, 0x00001465,
    0x000200f8, 0x00001464, 0x000200f9, 0x00001465,
    0x000200f8, 0x00001465, 0x000700f5, 0x00000006,
    0x000015ce, 0x00001463, 0x00001461, 0x00000081,
    0x00001464, 0x00050085, 0x00000006, 0x00001468,
    0x000015cd, 0x000014ef, 0x0003003e, 0x0000144a,
    0x000000a4, 0x000200f9, 0x00001469, 0x000200f8,
    0x00001469, 0x000700f5, 0x00000039, 0x000015d1,
    0x000000a7, 0x00001465, 0x00001484, 0x0000146d,
    0x000700f5, 0x00000007, 0x000015d0, 0x00000083,
    0x00001465, 0x00001487, 0x0000146d, 0x000500b0,
    0x0000008a, 0x0000146c, 0x000015d0, 0x00000008,
    0x000400f6, 0x00001488, 0x0000146d, 0x00000000,
    0x000400fa, 0x0000146c, 0x0000146d, 0x00001488,
    0x000200f8, 0x0000146d, 0x00050041, 0x00000047,
    0x0000146f, 0x00001280, 0x000015d0, 0x0004003d,
    0x00000006, 0x00001470, 0x0000146f, 0x00050085,
    0x00000006, 0x00001472, 0x00001470, 0x000015ce,
    0x0006000c, 0x00000006, 0x00001473, 0x00000001,
    0x00000002, 0x00001472, 0x0004006e, 0x00000039,
    0x00001474, 0x00001473, 0x000500c2, 0x00000007,
    0x00001476, 0x000015d0, 0x000000b9, 0x0004007c,
    0x00000007, 0x00001478, 0x00001474, 0x000500c7,
    0x00000007, 0x00001479, 0x00001478, 0x000000bd,
    0x000500c7, 0x00000007, 0x0000147b, 0x000015d0,
    0x000000c1, 0x00050084, 0x00000007, 0x0000147c,
    0x000000bf, 0x0000147b, 0x000500c4, 0x00000007,
    0x0000147d, 0x00001479, 0x0000147c, 0x00050041,
    0x00000013, 0x0000147e, 0x0000144a, 0x00001476,
    0x0004003d, 0x00000007, 0x0000147f, 0x0000147e,
    0x000500c5, 0x00000007, 0x00001480, 0x0000147f,
    0x0000147d, 0x0003003e, 0x0000147e, 0x00001480,
    0x00050080, 0x00000039, 0x00001484, 0x000015d1,
    0x00001474, 0x00050080, 0x00000007, 0x00001487,
    0x000015d0, 0x00000093, 0x000200f9, 0x00001469,
    0x000200f8, 0x00001488, 0x0004006f, 0x00000006,
    0x0000148c, 0x000015d1, 0x00050085, 0x00000006,
    0x0000148d, 0x00001468, 0x0000148c, 0x00050050,
    0x0000000b, 0x0000148e, 0x00001468, 0x0000148d,
    0x0004003d, 0x0000000d, 0x0000148f, 0x0000144a,
    0x00060041, 0x00000301, 0x000013d8, 0x000002f9,
    0x000000a7, 0x000013d3, 0x0003003e, 0x000013d8,
    0x0000148f, 0x000300f7, 0x000013e1, 0x00000000,
    0x000400fa, 0x0000029b, 0x000013da, 0x000013dd,
    0x000200f8, 0x000013da, 0x000200f9, 0x000013e1,
    0x000200f8, 0x000013dd, 0x00050086, 0x00000007,
    0x000013e0, 0x00000857, 0x000000ea, 0x000200f9,
    0x000013e1, 0x000200f8, 0x000013e1, 0x000700f5,
    0x00000007, 0x000015d2, 0x00000857, 0x000013da,
    0x000013e0, 0x000013dd, 0x00050086, 0x00000007,
    0x000013e3, 0x000015d2, 0x000000bf, 0x00050080,
    0x00000007, 0x000013e5, 0x000013e3, 0x000013d3,
    0x00060041, 0x00000316, 0x000013e7, 0x00000306,
    0x000000a7, 0x000013e5, 0x0003003e, 0x000013e7,
    0x0000148e, 0x000200f9, 0x000013e8, 0x000200f8,
    0x000013e8, 0x000200f9, 0x000013e9, 0x000200f8,
    0x000013e9, 0x000300f7, 0x000013ee, 0x00000000,
    0x000400fa, 0x00000319, 0x000013eb, 0x000013ed,
    0x000200f8, 0x000013eb, 0x0007000c, 0x00000007,
    0x000013ec, 0x00000001, 0x00000026, 0x00000128,
    0x00000320, 0x000200f9, 0x000013ee, 0x000200f8,
    0x000013ed, 0x000200f9, 0x000013ee, 0x000200f8,
    0x000013ee, 0x000700f5, 0x00000007, 0x000015d3,
    0x000013ec, 0x000013eb, 0x00000083, 0x000013ed,
    0x000500aa, 0x0000008a, 0x000013f0, 0x00000835,
    0x000015d3, 0x000500ac, 0x0000008a, 0x000013f2,
    0x000015b0, 0x00000083, 0x000500a7, 0x0000008a,
    0x000013f3, 0x000013f0, 0x000013f2, 0x000300f7,
    0x00001443, 0x00000000, 0x000400fa, 0x000013f3,
    0x000013f4, 0x00001443, 0x000200f8, 0x000013f4,
    0x000500c7, 0x00000007, 0x000013f7, 0x000009bf,
    0x00000008, 0x000500ab, 0x0000008a, 0x000013f8,
    0x000013f7, 0x00000083, 0x000300f7, 0x00001442,
    0x00000000, 0x000400fa, 0x000013f8, 0x000013f9,
    0x00001413, 0x000200f8, 0x000013f9, 0x000200f9,
    0x000013fa, 0x000200f8, 0x000013fa, 0x000700f5,
    0x00000006, 0x000015d8, 0x00000081, 0x000013f9,
    0x00001408, 0x000013ff, 0x000700f5, 0x00000007,
    0x000015d7, 0x00000083, 0x000013f9, 0x0000140b,
    0x000013ff, 0x000500b0, 0x0000008a, 0x000013fe,
    0x000015d7, 0x000015b0, 0x000400f6, 0x0000140c,
    0x000013ff, 0x00000000, 0x000400fa, 0x000013fe,
    0x000013ff, 0x0000140c, 0x000200f8, 0x000013ff,
    0x00050041, 0x00000202, 0x00001401, 0x00000273,
    0x000015d7, 0x0004003d, 0x00000006, 0x00001402,
    0x00001401, 0x0004003d, 0x00000006, 0x00001405,
    0x00001401, 0x0008000c, 0x00000006, 0x00001408,
    0x00000001, 0x00000032, 0x00001402, 0x00001405,
    0x000015d8, 0x00050080, 0x00000007, 0x0000140b,
    0x000015d7, 0x00000093, 0x000200f9, 0x000013fa,
    0x000200f8, 0x0000140c, 0x00050080, 0x00000007,
    0x00001410, 0x00000857, 0x00000848, 0x00060041,
    0x00000123, 0x00001412, 0x000001cc, 0x000000a7,
    0x00001410, 0x0003003e, 0x00001412, 0x000015d8,
    0x000200f9, 0x00001442, 0x000200f8, 0x00001413,
    0x000500c7, 0x00000007, 0x00001416, 0x000009bf,
    0x0000034e, 0x000500ab, 0x0000008a, 0x00001417,
    0x00001416, 0x00000083, 0x000300f7, 0x00001441,
    0x00000000, 0x000400fa, 0x00001417, 0x00001418,
    0x00001441, 0x000200f8, 0x00001418, 0x000200f9,
    0x00001419, 0x000200f8, 0x00001419, 0x000700f5,
    0x00000007, 0x000015d5, 0x00000083, 0x00001418,
    0x00001645, 0x00001429, 0x000700f5, 0x00000007,
    0x000015d4, 0x00000176, 0x00001418, 0x0000142b,
    0x00001429, 0x000500b0, 0x0000008a, 0x0000141d,
    0x000015d4, 0x000015b0, 0x000400f6, 0x0000142c,
    0x00001429, 0x00000000, 0x000400fa, 0x0000141d,
    0x0000141e, 0x0000142c, 0x000200f8, 0x0000141e,
    0x00050041, 0x00000202, 0x00001420, 0x00000273,
    0x000015d4, 0x0004003d, 0x00000006, 0x00001421,
    0x00001420, 0x00050041, 0x00000202, 0x00001423,
    0x00000273, 0x000015d5, 0x0004003d, 0x00000006,
    0x00001424, 0x00001423, 0x000500ba, 0x0000008a,
    0x00001425, 0x00001421, 0x00001424, 0x000200f9,
    0x00001428, 0x000200f8, 0x00001428, 0x000600a9,
    0x00000007, 0x00001645, 0x00001425, 0x000015d4,
    0x000015d5, 0x000200f9, 0x00001429, 0x000200f8,
    0x00001429, 0x00050080, 0x00000007, 0x0000142b,
    0x000015d4, 0x00000093, 0x000200f9, 0x00001419,
    0x000200f8, 0x0000142c, 0x00050084, 0x00000007,
    0x00001430, 0x000000ea, 0x00000848, 0x00050080,
    0x00000007, 0x00001431, 0x00000857, 0x00001430,
    0x00050041, 0x00000202, 0x00001433, 0x00000273,
    0x000015d5, 0x0004003d, 0x00000006, 0x00001434,
    0x00001433, 0x00060041, 0x00000123, 0x00001435,
    0x000001cc, 0x000000a7, 0x00001431, 0x0003003e,
    0x00001435, 0x00001434, 0x00050080, 0x00000007,
    0x0000143b, 0x00001431, 0x00000176, 0x00050080,
    0x00000007, 0x0000143e, 0x00001374, 0x000015d5,
    0x0004007c, 0x00000006, 0x0000143f, 0x0000143e,
    0x00060041, 0x00000123, 0x00001440, 0x000001cc,
    0x000000a7, 0x0000143b, 0x0003003e, 0x00001440,
    0x0000143f, 0x000200f9, 0x00001441, 0x000200f8,
    0x00001441, 0x000200f9, 0x00001442, 0x000200f8,
    0x00001442, 0x000200f9, 0x00001443, 0x000200f8,
    0x00001443, 0x000200f9, 0x00001444, 0x000200f8,
    0x00001444, 0x000100fd, 0x00010038,
};
/* shaders/prefetch.comp sha256:924db899209788fdcaf63b7ffa1fa5bf71c938ae54d62d292a691c844362060f
   glslangValidator -V --target-env vulkan1.2 -Os shaders/prefetch.comp (11:12.0.0) */
static const uint32_t vki__spv_prefetch[2073] = {
    0x07230203, 0x00010500, 0x0008000b, 0x00000201,
    0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e,
    0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0011000f, 0x00000005, 0x00000004, 0x6e69616d,
    0x00000000, 0x00000019, 0x00000024, 0x0000002c,
    0x00000034, 0x0000003c, 0x00000044, 0x0000004c,
    0x00000055, 0x0000005e, 0x00000064, 0x0000007b,
    0x000000d7, 0x00060010, 0x00000004, 0x00000011,
    0x00000001, 0x00000001, 0x00000001, 0x00030003,
    0x00000002, 0x000001c2, 0x00080004, 0x455f4c47,
    0x735f5458, 0x65646168, 0x36315f72, 0x5f746962,
    0x726f7473, 0x00656761, 0x00080004, 0x455f4c47,
    0x735f5458, 0x65646168, 0x62385f72, 0x735f7469,
    0x61726f74, 0x00006567, 0x000b0004, 0x455f4c47,
    0x735f5458, 0x65646168, 0x78655f72, 0x63696c70,
    0x615f7469, 0x68746972, 0x6974656d, 0x79745f63,
    0x00736570, 0x000a0004, 0x475f4c47, 0x4c474f4f,
    0x70635f45, 0x74735f70, 0x5f656c79, 0x656e696c,
    0x7269645f, 0x69746365, 0x00006576, 0x00080004,
    0x475f4c47, 0x4c474f4f, 0x6e695f45, 0x64756c63,
    0x69645f65, 0x74636572, 0x00657669, 0x000a0004,
    0x4b5f4c47, 0x735f5248, 0x65646168, 0x75735f72,
    0x6f726762, 0x615f7075, 0x68746972, 0x6974656d,
    0x00000063, 0x00090004, 0x4b5f4c47, 0x735f5248,
    0x65646168, 0x75735f72, 0x6f726762, 0x625f7075,
    0x63697361, 0x00000000, 0x00040005, 0x00000004,
    0x6e69616d, 0x00000000, 0x00030005, 0x00000017,
    0x00003057, 0x00040006, 0x00000017, 0x00000000,
    0x00003077, 0x00030005, 0x00000019, 0x00000000,
    0x00030005, 0x00000022, 0x00003157, 0x00040006,
    0x00000022, 0x00000000, 0x00003177, 0x00030005,
    0x00000024, 0x00000000, 0x00030005, 0x0000002a,
    0x00003257, 0x00040006, 0x0000002a, 0x00000000,
    0x00003277, 0x00030005, 0x0000002c, 0x00000000,
    0x00030005, 0x00000032, 0x00003357, 0x00040006,
    0x00000032, 0x00000000, 0x00003377, 0x00030005,
    0x00000034, 0x00000000, 0x00030005, 0x0000003a,
    0x00003457, 0x00040006, 0x0000003a, 0x00000000,
    0x00003477, 0x00030005, 0x0000003c, 0x00000000,
    0x00030005, 0x00000042, 0x00003557, 0x00040006,
    0x00000042, 0x00000000, 0x00003577, 0x00030005,
    0x00000044, 0x00000000, 0x00030005, 0x0000004a,
    0x00003657, 0x00040006, 0x0000004a, 0x00000000,
    0x00003677, 0x00030005, 0x0000004c, 0x00000000,
    0x00030005, 0x00000053, 0x00003757, 0x00040006,
    0x00000053, 0x00000000, 0x00003777, 0x00030005,
    0x00000055, 0x00000000, 0x00080005, 0x0000005e,
    0x475f6c67, 0x61626f6c, 0x766e496c, 0x7461636f,
    0x496e6f69, 0x00000044, 0x00070005, 0x00000064,
    0x4e5f6c67, 0x6f576d75, 0x72476b72, 0x7370756f,
    0x00000000, 0x00030005, 0x00000079, 0x00000050,
    0x00040006, 0x00000079, 0x00000000, 0x0000006e,
    0x00050006, 0x00000079, 0x00000001, 0x6576656e,
    0x00000072, 0x00030005, 0x0000007b, 0x00006370,
    0x00040005, 0x000000d5, 0x6b6e6953, 0x00000000,
    0x00050006, 0x000000d5, 0x00000000, 0x6b6e6973,
    0x00000000, 0x00030005, 0x000000d7, 0x00000000,
    0x00040047, 0x00000016, 0x00000006, 0x00000004,
    0x00040048, 0x00000017, 0x00000000, 0x00000018,
    0x00050048, 0x00000017, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000017, 0x00000002,
    0x00040047, 0x00000019, 0x00000022, 0x00000000,
    0x00040047, 0x00000019, 0x00000021, 0x00000000,
    0x00040047, 0x00000021, 0x00000006, 0x00000004,
    0x00040048, 0x00000022, 0x00000000, 0x00000018,
    0x00050048, 0x00000022, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000022, 0x00000002,
    0x00040047, 0x00000024, 0x00000022, 0x00000000,
    0x00040047, 0x00000024, 0x00000021, 0x00000001,
    0x00040047, 0x00000029, 0x00000006, 0x00000004,
    0x00040048, 0x0000002a, 0x00000000, 0x00000018,
    0x00050048, 0x0000002a, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x0000002a, 0x00000002,
    0x00040047, 0x0000002c, 0x00000022, 0x00000000,
    0x00040047, 0x0000002c, 0x00000021, 0x00000002,
    0x00040047, 0x00000031, 0x00000006, 0x00000004,
    0x00040048, 0x00000032, 0x00000000, 0x00000018,
    0x00050048, 0x00000032, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000032, 0x00000002,
    0x00040047, 0x00000034, 0x00000022, 0x00000000,
    0x00040047, 0x00000034, 0x00000021, 0x00000003,
    0x00040047, 0x00000039, 0x00000006, 0x00000004,
    0x00040048, 0x0000003a, 0x00000000, 0x00000018,
    0x00050048, 0x0000003a, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x0000003a, 0x00000002,
    0x00040047, 0x0000003c, 0x00000022, 0x00000000,
    0x00040047, 0x0000003c, 0x00000021, 0x00000004,
    0x00040047, 0x00000041, 0x00000006, 0x00000004,
    0x00040048, 0x00000042, 0x00000000, 0x00000018,
    0x00050048, 0x00000042, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000042, 0x00000002,
    0x00040047, 0x00000044, 0x00000022, 0x00000000,
    0x00040047, 0x00000044, 0x00000021, 0x00000005,
    0x00040047, 0x00000049, 0x00000006, 0x00000004,
    0x00040048, 0x0000004a, 0x00000000, 0x00000018,
    0x00050048, 0x0000004a, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x0000004a, 0x00000002,
    0x00040047, 0x0000004c, 0x00000022, 0x00000000,
    0x00040047, 0x0000004c, 0x00000021, 0x00000006,
    0x00040047, 0x00000052, 0x00000006, 0x00000004,
    0x00040048, 0x00000053, 0x00000000, 0x00000018,
    0x00050048, 0x00000053, 0x00000000, 0x00000023,
    0x00000000, 0x00030047, 0x00000053, 0x00000002,
    0x00040047, 0x00000055, 0x00000022, 0x00000000,
    0x00040047, 0x00000055, 0x00000021, 0x00000007,
    0x00040047, 0x0000005e, 0x0000000b, 0x0000001c,
    0x00040047, 0x00000064, 0x0000000b, 0x00000018,
    0x00040047, 0x00000067, 0x00000001, 0x00000000,
    0x00040047, 0x00000069, 0x0000000b, 0x00000019,
    0x00040047, 0x00000078, 0x00000006, 0x00000004,
    0x00050048, 0x00000079, 0x00000000, 0x00000023,
    0x00000000, 0x00050048, 0x00000079, 0x00000001,
    0x00000023, 0x00000020, 0x00030047, 0x00000079,
    0x00000002, 0x00040047, 0x000000d4, 0x00000006,
    0x00000004, 0x00050048, 0x000000d5, 0x00000000,
    0x00000023, 0x00000000, 0x00030047, 0x000000d5,
    0x00000002, 0x00040047, 0x000000d7, 0x00000022,
    0x00000000, 0x00040047, 0x000000d7, 0x00000021,
    0x00000008, 0x00020013, 0x00000002, 0x00030021,
    0x00000003, 0x00000002, 0x00040015, 0x00000006,
    0x00000020, 0x00000000, 0x0003001d, 0x00000016,
    0x00000006, 0x0003001e, 0x00000017, 0x00000016,
    0x00040020, 0x00000018, 0x0000000c, 0x00000017,
    0x0004003b, 0x00000018, 0x00000019, 0x0000000c,
    0x00040015, 0x0000001a, 0x00000020, 0x00000001,
    0x0004002b, 0x0000001a, 0x0000001b, 0x00000000,
    0x00040020, 0x0000001d, 0x0000000c, 0x00000006,
    0x0003001d, 0x00000021, 0x00000006, 0x0003001e,
    0x00000022, 0x00000021, 0x00040020, 0x00000023,
    0x0000000c, 0x00000022, 0x0004003b, 0x00000023,
    0x00000024, 0x0000000c, 0x0003001d, 0x00000029,
    0x00000006, 0x0003001e, 0x0000002a, 0x00000029,
    0x00040020, 0x0000002b, 0x0000000c, 0x0000002a,
    0x0004003b, 0x0000002b, 0x0000002c, 0x0000000c,
    0x0003001d, 0x00000031, 0x00000006, 0x0003001e,
    0x00000032, 0x00000031, 0x00040020, 0x00000033,
    0x0000000c, 0x00000032, 0x0004003b, 0x00000033,
    0x00000034, 0x0000000c, 0x0003001d, 0x00000039,
    0x00000006, 0x0003001e, 0x0000003a, 0x00000039,
    0x00040020, 0x0000003b, 0x0000000c, 0x0000003a,
    0x0004003b, 0x0000003b, 0x0000003c, 0x0000000c,
    0x0003001d, 0x00000041, 0x00000006, 0x0003001e,
    0x00000042, 0x00000041, 0x00040020, 0x00000043,
    0x0000000c, 0x00000042, 0x0004003b, 0x00000043,
    0x00000044, 0x0000000c, 0x0003001d, 0x00000049,
    0x00000006, 0x0003001e, 0x0000004a, 0x00000049,
    0x00040020, 0x0000004b, 0x0000000c, 0x0000004a,
    0x0004003b, 0x0000004b, 0x0000004c, 0x0000000c,
    0x0003001d, 0x00000052, 0x00000006, 0x0003001e,
    0x00000053, 0x00000052, 0x00040020, 0x00000054,
    0x0000000c, 0x00000053, 0x0004003b, 0x00000054,
    0x00000055, 0x0000000c, 0x00040017, 0x0000005c,
    0x00000006, 0x00000003, 0x00040020, 0x0000005d,
    0x00000001, 0x0000005c, 0x0004003b, 0x0000005d,
    0x0000005e, 0x00000001, 0x0004002b, 0x00000006,
    0x0000005f, 0x00000000, 0x00040020, 0x00000060,
    0x00000001, 0x00000006, 0x0004003b, 0x0000005d,
    0x00000064, 0x00000001, 0x00040032, 0x00000006,
    0x00000067, 0x00000001, 0x0004002b, 0x00000006,
    0x00000068, 0x00000001, 0x00060033, 0x0000005c,
    0x00000069, 0x00000067, 0x00000068, 0x00000068,
    0x0004002b, 0x00000006, 0x00000074, 0x00000008,
    0x00020014, 0x00000075, 0x0004001c, 0x00000078,
    0x00000006, 0x00000074, 0x0004001e, 0x00000079,
    0x00000078, 0x00000006, 0x00040020, 0x0000007a,
    0x00000009, 0x00000079, 0x0004003b, 0x0000007a,
    0x0000007b, 0x00000009, 0x00040020, 0x0000007d,
    0x00000009, 0x00000006, 0x0004002b, 0x00000006,
    0x00000088, 0x00000003, 0x0004002b, 0x00000006,
    0x0000009e, 0x00000002, 0x0004002b, 0x00000006,
    0x000000b4, 0x00000004, 0x0004002b, 0x0000001a,
    0x000000cd, 0x00000001, 0x0003001d, 0x000000d4,
    0x00000006, 0x0003001e, 0x000000d5, 0x000000d4,
    0x00040020, 0x000000d6, 0x0000000c, 0x000000d5,
    0x0004003b, 0x000000d6, 0x000000d7, 0x0000000c,
    0x0004002b, 0x00000006, 0x000000d9, 0x0000003f,
    0x0003002a, 0x00000075, 0x000000e1, 0x00030029,
    0x00000075, 0x000000e4, 0x00030001, 0x00000006,
    0x000001c5, 0x00050036, 0x00000002, 0x00000004,
    0x00000000, 0x00000003, 0x000200f8, 0x00000005,
    0x00050041, 0x00000060, 0x00000061, 0x0000005e,
    0x0000005f, 0x0004003d, 0x00000006, 0x00000062,
    0x00000061, 0x00050041, 0x00000060, 0x00000065,
    0x00000064, 0x0000005f, 0x0004003d, 0x00000006,
    0x00000066, 0x00000065, 0x00050051, 0x00000006,
    0x0000006a, 0x00000069, 0x00000000, 0x00050084,
    0x00000006, 0x0000006b, 0x00000066, 0x0000006a,
    0x000200f9, 0x0000006e, 0x000200f8, 0x0000006e,
    0x000700f5, 0x00000006, 0x000001ba, 0x0000005f,
    0x00000005, 0x000001c8, 0x00000071, 0x000700f5,
    0x00000006, 0x000001b9, 0x0000005f, 0x00000005,
    0x000000ce, 0x00000071, 0x000700f5, 0x00000006,
    0x00000200, 0x000001c5, 0x00000005, 0x000001ff,
    0x00000071, 0x000700f5, 0x00000006, 0x000001ee,
    0x000001c5, 0x00000005, 0x000001ed, 0x00000071,
    0x000700f5, 0x00000006, 0x000001de, 0x000001c5,
    0x00000005, 0x000001dd, 0x00000071, 0x000700f5,
    0x00000006, 0x000001d0, 0x000001c5, 0x00000005,
    0x000001cf, 0x00000071, 0x000700f5, 0x00000006,
    0x000001c4, 0x000001c5, 0x00000005, 0x000001c2,
    0x00000071, 0x000500b0, 0x00000075, 0x00000076,
    0x000001b9, 0x00000074, 0x000400f6, 0x00000070,
    0x00000071, 0x00000000, 0x000400fa, 0x00000076,
    0x0000006f, 0x00000070, 0x000200f8, 0x0000006f,
    0x00060041, 0x0000007d, 0x0000007e, 0x0000007b,
    0x0000001b, 0x000001b9, 0x0004003d, 0x00000006,
    0x0000007f, 0x0000007e, 0x000200f9, 0x00000082,
    0x000200f8, 0x00000082, 0x000700f5, 0x00000006,
    0x000001ff, 0x00000200, 0x0000006f, 0x000001f7,
    0x00000085, 0x000700f5, 0x00000006, 0x000001ed,
    0x000001ee, 0x0000006f, 0x000001e7, 0x00000085,
    0x000700f5, 0x00000006, 0x000001dd, 0x000001de,
    0x0000006f, 0x000001d9, 0x00000085, 0x000700f5,
    0x00000006, 0x000001cf, 0x000001d0, 0x0000006f,
    0x000001cd, 0x00000085, 0x000700f5, 0x00000006,
    0x000001c9, 0x000001ba, 0x0000006f, 0x000000b3,
    0x00000085, 0x000700f5, 0x00000006, 0x000001bb,
    0x00000062, 0x0000006f, 0x000000b8, 0x00000085,
    0x00050084, 0x00000006, 0x0000008a, 0x00000088,
    0x0000006b, 0x00050080, 0x00000006, 0x0000008b,
    0x000001bb, 0x0000008a, 0x000500b0, 0x00000075,
    0x0000008d, 0x0000008b, 0x0000007f, 0x000400f6,
    0x00000084, 0x00000085, 0x00000000, 0x000400fa,
    0x0000008d, 0x00000083, 0x00000084, 0x000200f8,
    0x00000083, 0x00050084, 0x00000006, 0x0000008f,
    0x00000074, 0x000001bb, 0x000300f7, 0x0000010f,
    0x00000000, 0x000300fb, 0x0000005f, 0x000000eb,
    0x000200f8, 0x000000eb, 0x000300f7, 0x00000109,
    0x00000000, 0x001100fb, 0x000001b9, 0x00000109,
    0x00000000, 0x000000ed, 0x00000001, 0x000000f1,
    0x00000002, 0x000000f5, 0x00000003, 0x000000f9,
    0x00000004, 0x000000fd, 0x00000005, 0x00000101,
    0x00000006, 0x00000105, 0x000200f8, 0x000000ed,
    0x00060041, 0x0000001d, 0x000000ef, 0x00000019,
    0x0000001b, 0x0000008f, 0x0004003d, 0x00000006,
    0x000000f0, 0x000000ef, 0x000200f9, 0x00000109,
    0x000200f8, 0x000000f1, 0x00060041, 0x0000001d,
    0x000000f3, 0x00000024, 0x0000001b, 0x0000008f,
    0x0004003d, 0x00000006, 0x000000f4, 0x000000f3,
    0x000200f9, 0x00000109, 0x000200f8, 0x000000f5,
    0x00060041, 0x0000001d, 0x000000f7, 0x0000002c,
    0x0000001b, 0x0000008f, 0x0004003d, 0x00000006,
    0x000000f8, 0x000000f7, 0x000200f9, 0x00000109,
    0x000200f8, 0x000000f9, 0x00060041, 0x0000001d,
    0x000000fb, 0x00000034, 0x0000001b, 0x0000008f,
    0x0004003d, 0x00000006, 0x000000fc, 0x000000fb,
    0x000200f9, 0x00000109, 0x000200f8, 0x000000fd,
    0x00060041, 0x0000001d, 0x000000ff, 0x0000003c,
    0x0000001b, 0x0000008f, 0x0004003d, 0x00000006,
    0x00000100, 0x000000ff, 0x000200f9, 0x00000109,
    0x000200f8, 0x00000101, 0x00060041, 0x0000001d,
    0x00000103, 0x00000044, 0x0000001b, 0x0000008f,
    0x0004003d, 0x00000006, 0x00000104, 0x00000103,
    0x000200f9, 0x00000109, 0x000200f8, 0x00000105,
    0x00060041, 0x0000001d, 0x00000107, 0x0000004c,
    0x0000001b, 0x0000008f, 0x0004003d, 0x00000006,
    0x00000108, 0x00000107, 0x000200f9, 0x00000109,
    0x000200f8, 0x00000109, 0x001300f5, 0x00000006,
    0x000001ce, 0x000001cf, 0x000000eb, 0x000000f0,
    0x000000ed, 0x000000f4, 0x000000f1, 0x000000f8,
    0x000000f5, 0x000000fc, 0x000000f9, 0x00000100,
    0x000000fd, 0x00000104, 0x00000101, 0x00000108,
    0x00000105, 0x001300f5, 0x00000075, 0x000001cc,
    0x000000e1, 0x000000eb, 0x000000e4, 0x000000ed,
    0x000000e4, 0x000000f1, 0x000000e4, 0x000000f5,
    0x000000e4, 0x000000f9, 0x000000e4, 0x000000fd,
    0x000000e4, 0x00000101, 0x000000e4, 0x00000105,
    0x000300f7, 0x0000010b, 0x00000000, 0x000400fa,
    0x000001cc, 0x0000010f, 0x0000010b, 0x000200f8,
    0x0000010b, 0x00060041, 0x0000001d, 0x0000010d,
    0x00000055, 0x0000001b, 0x0000008f, 0x0004003d,
    0x00000006, 0x0000010e, 0x0000010d, 0x000200f9,
    0x0000010f, 0x000200f8, 0x0000010f, 0x000700f5,
    0x00000006, 0x000001cd, 0x000001ce, 0x00000109,
    0x0000010e, 0x0000010b, 0x00050080, 0x00000006,
    0x00000096, 0x000001bb, 0x0000006b, 0x00050084,
    0x00000006, 0x00000097, 0x00000074, 0x00000096,
    0x000300f7, 0x00000139, 0x00000000, 0x000300fb,
    0x0000005f, 0x00000115, 0x000200f8, 0x00000115,
    0x000300f7, 0x00000133, 0x00000000, 0x001100fb,
    0x000001b9, 0x00000133, 0x00000000, 0x00000117,
    0x00000001, 0x0000011b, 0x00000002, 0x0000011f,
    0x00000003, 0x00000123, 0x00000004, 0x00000127,
    0x00000005, 0x0000012b, 0x00000006, 0x0000012f,
    0x000200f8, 0x00000117, 0x00060041, 0x0000001d,
    0x00000119, 0x00000019, 0x0000001b, 0x00000097,
    0x0004003d, 0x00000006, 0x0000011a, 0x00000119,
    0x000200f9, 0x00000133, 0x000200f8, 0x0000011b,
    0x00060041, 0x0000001d, 0x0000011d, 0x00000024,
    0x0000001b, 0x00000097, 0x0004003d, 0x00000006,
    0x0000011e, 0x0000011d, 0x000200f9, 0x00000133,
    0x000200f8, 0x0000011f, 0x00060041, 0x0000001d,
    0x00000121, 0x0000002c, 0x0000001b, 0x00000097,
    0x0004003d, 0x00000006, 0x00000122, 0x00000121,
    0x000200f9, 0x00000133, 0x000200f8, 0x00000123,
    0x00060041, 0x0000001d, 0x00000125, 0x00000034,
    0x0000001b, 0x00000097, 0x0004003d, 0x00000006,
    0x00000126, 0x00000125, 0x000200f9, 0x00000133,
    0x000200f8, 0x00000127, 0x00060041, 0x0000001d,
    0x00000129, 0x0000003c, 0x0000001b, 0x00000097,
    0x0004003d, 0x00000006, 0x0000012a, 0x00000129,
    0x000200f9, 0x00000133, 0x000200f8, 0x0000012b,
    0x00060041, 0x0000001d, 0x0000012d, 0x00000044,
    0x0000001b, 0x00000097, 0x0004003d, 0x00000006,
    0x0000012e, 0x0000012d, 0x000200f9, 0x00000133,
    0x000200f8, 0x0000012f, 0x00060041, 0x0000001d,
    0x00000131, 0x0000004c, 0x0000001b, 0x00000097,
    0x0004003d, 0x00000006, 0x00000132, 0x00000131,
    0x000200f9, 0x00000133, 0x000200f8, 0x00000133,
    0x001300f5, 0x00000006, 0x000001da, 0x000001dd,
    0x00000115, 0x0000011a, 0x00000117, 0x0000011e,
    0x0000011b, 0x00000122, 0x0000011f, 0x00000126,
    0x00000123, 0x0000012a, 0x00000127, 0x0000012e,
    0x0000012b, 0x00000132, 0x0000012f, 0x001300f5,
    0x00000075, 0x000001d8, 0x000000e1, 0x00000115,
    0x000000e4, 0x00000117, 0x000000e4, 0x0000011b,
    0x000000e4, 0x0000011f, 0x000000e4, 0x00000123,
    0x000000e4, 0x00000127, 0x000000e4, 0x0000012b,
    0x000000e4, 0x0000012f, 0x000300f7, 0x00000135,
    0x00000000, 0x000400fa, 0x000001d8, 0x00000139,
    0x00000135, 0x000200f8, 0x00000135, 0x00060041,
    0x0000001d, 0x00000137, 0x00000055, 0x0000001b,
    0x00000097, 0x0004003d, 0x00000006, 0x00000138,
    0x00000137, 0x000200f9, 0x00000139, 0x000200f8,
    0x00000139, 0x000700f5, 0x00000006, 0x000001d9,
    0x000001da, 0x00000133, 0x00000138, 0x00000135,
    0x000500c6, 0x00000006, 0x0000009c, 0x000001cd,
    0x000001d9, 0x00050084, 0x00000006, 0x000000a0,
    0x0000009e, 0x0000006b, 0x00050080, 0x00000006,
    0x000000a1, 0x000001bb, 0x000000a0, 0x00050084,
    0x00000006, 0x000000a2, 0x00000074, 0x000000a1,
    0x000300f7, 0x00000163, 0x00000000, 0x000300fb,
    0x0000005f, 0x0000013f, 0x000200f8, 0x0000013f,
    0x000300f7, 0x0000015d, 0x00000000, 0x001100fb,
    0x000001b9, 0x0000015d, 0x00000000, 0x00000141,
    0x00000001, 0x00000145, 0x00000002, 0x00000149,
    0x00000003, 0x0000014d, 0x00000004, 0x00000151,
    0x00000005, 0x00000155, 0x00000006, 0x00000159,
    0x000200f8, 0x00000141, 0x00060041, 0x0000001d,
    0x00000143, 0x00000019, 0x0000001b, 0x000000a2,
    0x0004003d, 0x00000006, 0x00000144, 0x00000143,
    0x000200f9, 0x0000015d, 0x000200f8, 0x00000145,
    0x00060041, 0x0000001d, 0x00000147, 0x00000024,
    0x0000001b, 0x000000a2, 0x0004003d, 0x00000006,
    0x00000148, 0x00000147, 0x000200f9, 0x0000015d,
    0x000200f8, 0x00000149, 0x00060041, 0x0000001d,
    0x0000014b, 0x0000002c, 0x0000001b, 0x000000a2,
    0x0004003d, 0x00000006, 0x0000014c, 0x0000014b,
    0x000200f9, 0x0000015d, 0x000200f8, 0x0000014d,
    0x00060041, 0x0000001d, 0x0000014f, 0x00000034,
    0x0000001b, 0x000000a2, 0x0004003d, 0x00000006,
    0x00000150, 0x0000014f, 0x000200f9, 0x0000015d,
    0x000200f8, 0x00000151, 0x00060041, 0x0000001d,
    0x00000153, 0x0000003c, 0x0000001b, 0x000000a2,
    0x0004003d, 0x00000006, 0x00000154, 0x00000153,
    0x000200f9, 0x0000015d, 0x000200f8, 0x00000155,
    0x00060041, 0x0000001d, 0x00000157, 0x00000044,
    0x0000001b, 0x000000a2, 0x0004003d, 0x00000006,
    0x00000158, 0x00000157, 0x000200f9, 0x0000015d,
    0x000200f8, 0x00000159, 0x00060041, 0x0000001d,
    0x0000015b, 0x0000004c, 0x0000001b, 0x000000a2,
    0x0004003d, 0x00000006, 0x0000015c, 0x0000015b,
    0x000200f9, 0x0000015d, 0x000200f8, 0x0000015d,
    0x001300f5, 0x00000006, 0x000001e8, 0x000001ed,
    0x0000013f, 0x00000144, 0x00000141, 0x00000148,
    0x00000145, 0x0000014c, 0x00000149, 0x00000150,
    0x0000014d, 0x00000154, 0x00000151, 0x00000158,
    0x00000155, 0x0000015c, 0x00000159, 0x001300f5,
    0x00000075, 0x000001e6, 0x000000e1, 0x0000013f,
    0x000000e4, 0x00000141, 0x000000e4, 0x00000145,
    0x000000e4, 0x00000149, 0x000000e4, 0x0000014d,
    0x000000e4, 0x00000151, 0x000000e4, 0x00000155,
    0x000000e4, 0x00000159, 0x000300f7, 0x0000015f,
    0x00000000, 0x000400fa, 0x000001e6, 0x00000163,
    0x0000015f, 0x000200f8, 0x0000015f, 0x00060041,
    0x0000001d, 0x00000161, 0x00000055, 0x0000001b,
    0x000000a2, 0x0004003d, 0x00000006, 0x00000162,
    0x00000161, 0x000200f9, 0x00000163, 0x000200f8,
    0x00000163, 0x000700f5, 0x00000006, 0x000001e7,
    0x000001e8, 0x0000015d, 0x00000162, 0x0000015f,
    0x000500c6, 0x00000006, 0x000000a7, 0x0000009c,
    0x000001e7, 0x00050084, 0x00000006, 0x000000ac,
    0x00000074, 0x0000008b, 0x000300f7, 0x0000018d,
    0x00000000, 0x000300fb, 0x0000005f, 0x00000169,
    0x000200f8, 0x00000169, 0x000300f7, 0x00000187,
    0x00000000, 0x001100fb, 0x000001b9, 0x00000187,
    0x00000000, 0x0000016b, 0x00000001, 0x0000016f,
    0x00000002, 0x00000173, 0x00000003, 0x00000177,
    0x00000004, 0x0000017b, 0x00000005, 0x0000017f,
    0x00000006, 0x00000183, 0x000200f8, 0x0000016b,
    0x00060041, 0x0000001d, 0x0000016d, 0x00000019,
    0x0000001b, 0x000000ac, 0x0004003d, 0x00000006,
    0x0000016e, 0x0000016d, 0x000200f9, 0x00000187,
    0x000200f8, 0x0000016f, 0x00060041, 0x0000001d,
    0x00000171, 0x00000024, 0x0000001b, 0x000000ac,
    0x0004003d, 0x00000006, 0x00000172, 0x00000171,
    0x000200f9, 0x00000187, 0x000200f8, 0x00000173,
    0x00060041, 0x0000001d, 0x00000175, 0x0000002c,
    0x0000001b, 0x000000ac, 0x0004003d, 0x00000006,
    0x00000176, 0x00000175, 0x000200f9, 0x00000187,
    0x000200f8, 0x00000177, 0x00060041, 0x0000001d,
    0x00000179, 0x00000034, 0x0000001b, 0x000000ac,
    0x0004003d, 0x00000006, 0x0000017a, 0x00000179,
    0x000200f9, 0x00000187, 0x000200f8, 0x0000017b,
    0x00060041, 0x0000001d, 0x0000017d, 0x0000003c,
    0x0000001b, 0x000000ac, 0x0004003d, 0x00000006,
    0x0000017e, 0x0000017d, 0x000200f9, 0x00000187,
    0x000200f8, 0x0000017f, 0x00060041, 0x0000001d,
    0x00000181, 0x00000044, 0x0000001b, 0x000000ac,
    0x0004003d, 0x00000006, 0x00000182, 0x00000181,
    0x000200f9, 0x00000187, 0x000200f8, 0x00000183,
    0x00060041, 0x0000001d, 0x00000185, 0x0000004c,
    0x0000001b, 0x000000ac, 0x0004003d, 0x00000006,
    0x00000186, 0x00000185, 0x000200f9, 0x00000187,
    0x000200f8, 0x00000187, 0x001300f5, 0x00000006,
    0x000001f8, 0x000001ff, 0x00000169, 0x0000016e,
    0x0000016b, 0x00000172, 0x0000016f, 0x00000176,
    0x00000173, 0x0000017a, 0x00000177, 0x0000017e,
    0x0000017b, 0x00000182, 0x0000017f, 0x00000186,
    0x00000183, 0x001300f5, 0x00000075, 0x000001f6,
    0x000000e1, 0x00000169, 0x000000e4, 0x0000016b,
    0x000000e4, 0x0000016f, 0x000000e4, 0x00000173,
    0x000000e4, 0x00000177, 0x000000e4, 0x0000017b,
    0x000000e4, 0x0000017f, 0x000000e4, 0x00000183,
    0x000300f7, 0x00000189, 0x00000000, 0x000400fa,
    0x000001f6, 0x0000018d, 0x00000189, 0x000200f8,
    0x00000189, 0x00060041, 0x0000001d, 0x0000018b,
    0x00000055, 0x0000001b, 0x000000ac, 0x0004003d,
    0x00000006, 0x0000018c, 0x0000018b, 0x000200f9,
    0x0000018d, 0x000200f8, 0x0000018d, 0x000700f5,
    0x00000006, 0x000001f7, 0x000001f8, 0x00000187,
    0x0000018c, 0x00000189, 0x000500c6, 0x00000006,
    0x000000b1, 0x000000a7, 0x000001f7, 0x000500c6,
    0x00000006, 0x000000b3, 0x000001c9, 0x000000b1,
    0x000200f9, 0x00000085, 0x000200f8, 0x00000085,
    0x00050084, 0x00000006, 0x000000b6, 0x000000b4,
    0x0000006b, 0x00050080, 0x00000006, 0x000000b8,
    0x000001bb, 0x000000b6, 0x000200f9, 0x00000082,
    0x000200f8, 0x00000084, 0x000200f9, 0x000000b9,
    0x000200f8, 0x000000b9, 0x000700f5, 0x00000006,
    0x000001c8, 0x000001c9, 0x00000084, 0x000000c8,
    0x000000bc, 0x000700f5, 0x00000006, 0x000001c2,
    0x000001c4, 0x00000084, 0x000001c0, 0x000000bc,
    0x000700f5, 0x00000006, 0x000001bc, 0x000001bb,
    0x00000084, 0x000000cb, 0x000000bc, 0x000500b0,
    0x00000075, 0x000000c0, 0x000001bc, 0x0000007f,
    0x000400f6, 0x000000bb, 0x000000bc, 0x00000000,
    0x000400fa, 0x000000c0, 0x000000ba, 0x000000bb,
    0x000200f8, 0x000000ba, 0x00050084, 0x00000006,
    0x000000c2, 0x00000074, 0x000001bc, 0x000300f7,
    0x000001b7, 0x00000000, 0x000300fb, 0x0000005f,
    0x00000193, 0x000200f8, 0x00000193, 0x000300f7,
    0x000001b1, 0x00000000, 0x001100fb, 0x000001b9,
    0x000001b1, 0x00000000, 0x00000195, 0x00000001,
    0x00000199, 0x00000002, 0x0000019d, 0x00000003,
    0x000001a1, 0x00000004, 0x000001a5, 0x00000005,
    0x000001a9, 0x00000006, 0x000001ad, 0x000200f8,
    0x00000195, 0x00060041, 0x0000001d, 0x00000197,
    0x00000019, 0x0000001b, 0x000000c2, 0x0004003d,
    0x00000006, 0x00000198, 0x00000197, 0x000200f9,
    0x000001b1, 0x000200f8, 0x00000199, 0x00060041,
    0x0000001d, 0x0000019b, 0x00000024, 0x0000001b,
    0x000000c2, 0x0004003d, 0x00000006, 0x0000019c,
    0x0000019b, 0x000200f9, 0x000001b1, 0x000200f8,
    0x0000019d, 0x00060041, 0x0000001d, 0x0000019f,
    0x0000002c, 0x0000001b, 0x000000c2, 0x0004003d,
    0x00000006, 0x000001a0, 0x0000019f, 0x000200f9,
    0x000001b1, 0x000200f8, 0x000001a1, 0x00060041,
    0x0000001d, 0x000001a3, 0x00000034, 0x0000001b,
    0x000000c2, 0x0004003d, 0x00000006, 0x000001a4,
    0x000001a3, 0x000200f9, 0x000001b1, 0x000200f8,
    0x000001a5, 0x00060041, 0x0000001d, 0x000001a7,
    0x0000003c, 0x0000001b, 0x000000c2, 0x0004003d,
    0x00000006, 0x000001a8, 0x000001a7, 0x000200f9,
    0x000001b1, 0x000200f8, 0x000001a9, 0x00060041,
    0x0000001d, 0x000001ab, 0x00000044, 0x0000001b,
    0x000000c2, 0x0004003d, 0x00000006, 0x000001ac,
    0x000001ab, 0x000200f9, 0x000001b1, 0x000200f8,
    0x000001ad, 0x00060041, 0x0000001d, 0x000001af,
    0x0000004c, 0x0000001b, 0x000000c2, 0x0004003d,
    0x00000006, 0x000001b0, 0x000001af, 0x000200f9,
    0x000001b1, 0x000200f8, 0x000001b1, 0x001300f5,
    0x00000006, 0x000001c1, 0x000001c2, 0x00000193,
    0x00000198, 0x00000195, 0x0000019c, 0x00000199,
    0x000001a0, 0x0000019d, 0x000001a4, 0x000001a1,
    0x000001a8, 0x000001a5, 0x000001ac, 0x000001a9,
    0x000001b0, 0x000001ad, 0x001300f5, 0x00000075,
    0x000001bf, 0x000000e1, 0x00000193, 0x000000e4,
    0x00000195, 0x000000e4, 0x00000199, 0x000000e4,
    0x0000019d, 0x000000e4, 0x000001a1, 0x000000e4,
    0x000001a5, 0x000000e4, 0x000001a9, 0x000000e4,
    0x000001ad, 0x000300f7, 0x000001b3, 0x00000000,
    0x000400fa, 0x000001bf, 0x000001b7, 0x000001b3,
    0x000200f8, 0x000001b3, 0x00060041, 0x0000001d,
    0x000001b5, 0x00000055, 0x0000001b, 0x000000c2,
    0x0004003d, 0x00000006, 0x000001b6, 0x000001b5,
    0x000200f9, 0x000001b7, 0x000200f8, 0x000001b7,
    0x000700f5, 0x00000006, 0x000001c0, 0x000001c1,
    0x000001b1, 0x000001b6, 0x000001b3, 0x000500c6,
    0x00000006, 0x000000c8, 0x000001c8, 0x000001c0,
    0x000200f9, 0x000000bc, 0x000200f8, 0x000000bc,
    0x00050080, 0x00000006, 0x000000cb, 0x000001bc,
    0x0000006b, 0x000200f9, 0x000000b9, 0x000200f8,
    0x000000bb, 0x000200f9, 0x00000071, 0x000200f8,
    0x00000071, 0x00050080, 0x00000006, 0x000000ce,
    0x000001b9, 0x000000cd, 0x000200f9, 0x0000006e,
    0x000200f8, 0x00000070, 0x00050041, 0x0000007d,
    0x000000cf, 0x0000007b, 0x000000cd, 0x0004003d,
    0x00000006, 0x000000d0, 0x000000cf, 0x000500ab,
    0x00000075, 0x000000d1, 0x000000d0, 0x0000005f,
    0x000300f7, 0x000000d3, 0x00000000, 0x000400fa,
    0x000000d1, 0x000000d2, 0x000000d3, 0x000200f8,
    0x000000d2, 0x000500c7, 0x00000006, 0x000000da,
    0x00000062, 0x000000d9, 0x00060041, 0x0000001d,
    0x000000dc, 0x000000d7, 0x0000001b, 0x000000da,
    0x0003003e, 0x000000dc, 0x000001ba, 0x000200f9,
    0x000000d3, 0x000200f8, 0x000000d3, 0x000100fd,
    0x00010038,
};
static const vki__kernel_src vki__kernels_embedded[] = {
    {"add_f32", vki__spv_add_f32, sizeof vki__spv_add_f32 / sizeof vki__spv_add_f32[0]},
    {"argmax", vki__spv_argmax, sizeof vki__spv_argmax / sizeof vki__spv_argmax[0]},
    {"attention", vki__spv_attention, sizeof vki__spv_attention / sizeof vki__spv_attention[0]},
    {"embed", vki__spv_embed, sizeof vki__spv_embed / sizeof vki__spv_embed[0]},
    {"matvec", vki__spv_matvec, sizeof vki__spv_matvec / sizeof vki__spv_matvec[0]},
    {"matvec_dot", vki__spv_matvec_dot, sizeof vki__spv_matvec_dot / sizeof vki__spv_matvec_dot[0]},
    {"prefetch", vki__spv_prefetch, sizeof vki__spv_prefetch / sizeof vki__spv_prefetch[0]},
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
