/* vkinfer command-line tool.

   Build from the repository root:
      cc -O2 -o vkinfer examples/vkinfer.c -lm -ldl

   Usage: vkinfer <command> [options]; `vkinfer help` lists the commands and
   `vkinfer <command> --help` their options. One table, cli_opts, holds every option
   with the commands that take it; cli_parse() fills a cli_args from it and cli_usage()
   prints a command's help from it. Each command is a cmd_* function given the
   parsed cli_args; `commands` at the end lists them. */
#define VKINFER_IMPLEMENTATION
#include "../vkinfer.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <unistd.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <dlfcn.h>

/* Built with AddressSanitizer: keep the Vulkan driver mapped after the loader unloads it,
   so that LeakSanitizer can name it and tests/lsan.supp suppresses its own leak (lavapipe
   leaks 128 bytes; unnamed, it cannot be told from a leak of ours). */
#if defined(__SANITIZE_ADDRESS__)
#define CLI_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CLI_ASAN 1
#endif
#endif

/* ---- options: one table for every command ---- */

/* Sampling options of run and chat. */
typedef struct cli_sampling {
    float temp, top_p, min_p, repeat_penalty;
    int top_k, seed;
} cli_sampling;

/* Every option's value, for whichever command runs; the rows of cli_opts say which
   field each option fills and its initial value there. */
typedef struct cli_args {
    const char *model, *prompt, *file, *system, *tokens, *output;
    int n_predict, n_ctx, n_batch, stats, no_think, special;
    cli_sampling cs;
    int no_meta, no_tensors, width;                       /* info */
    int bandwidth, n_prompt, n_gen, reps, depth, profile; /* bench */
    char **pos;                                           /* positional arguments */
    int n_pos;
} cli_args;

/* The commands, as bits of cli_opt.cmds. */
enum {
    CLI_INFO = 1 << 0, CLI_TOKENIZE = 1 << 1, CLI_RUN = 1 << 2, CLI_CHAT = 1 << 3,
    CLI_LOGITS = 1 << 4, CLI_PERPLEXITY = 1 << 5, CLI_BENCH = 1 << 6, CLI_HELP = 1 << 7
};

typedef enum { CLI_FLAG, CLI_STRING, CLI_INT, CLI_FLOAT } cli_kind;

/* One option of the commands in cmds. An option whose help, field or initial value
   differs between commands has one row each (no two rows of one command share a name). */
typedef struct cli_opt {
    const char *short_name;  /* "-m" or NULL */
    const char *long_name;   /* "--model" */
    cli_kind kind;
    size_t field;            /* offsetof(cli_args, ...): int (flag, int), const char * (string), float */
    const char *arg;         /* name of the value in the help text ("FILE"); NULL for a flag */
    const char *init;        /* initial value, parsed as a command-line value; NULL: 0 / NULL */
    unsigned cmds;           /* the commands that take it (CLI_RUN | CLI_CHAT ...) */
    const char *help;
} cli_opt;

#define CLI_F(f) offsetof(cli_args, f)
#define CLI_GEN (CLI_RUN | CLI_CHAT) /* the commands that generate */
static const cli_opt cli_opts[] = {
    {"-m", "--model", CLI_STRING, CLI_F(model), "FILE", NULL, CLI_INFO, "GGUF model file"},
    {"-m", "--model", CLI_STRING, CLI_F(model), "FILE", NULL, CLI_TOKENIZE, "GGUF model or vocabulary file"},
    {"-m", "--model", CLI_STRING, CLI_F(model), "FILE", NULL, CLI_RUN,
     "GGUF model (default: the demo model, examples/kjv/kjv.gguf)"},
    {"-m", "--model", CLI_STRING, CLI_F(model), "FILE", NULL, CLI_CHAT | CLI_LOGITS | CLI_PERPLEXITY | CLI_BENCH,
     "GGUF model"},
    {"-p", "--prompt", CLI_STRING, CLI_F(prompt), "TEXT", NULL, CLI_TOKENIZE, "text to tokenize"},
    {"-p", "--prompt", CLI_STRING, CLI_F(prompt), "TEXT", NULL, CLI_RUN, "prompt"},
    {"-f", "--file", CLI_STRING, CLI_F(file), "FILE", NULL, CLI_TOKENIZE, "tokenize the contents of a file"},
    {"-f", "--file", CLI_STRING, CLI_F(file), "FILE", NULL, CLI_PERPLEXITY, "text to score"},
    {"-s", "--system", CLI_STRING, CLI_F(system), "TEXT", NULL, CLI_CHAT, "system message"},
    {NULL, "--tokens", CLI_STRING, CLI_F(tokens), "1,2,3", NULL, CLI_LOGITS, "token ids, comma separated"},
    {"-o", "--output", CLI_STRING, CLI_F(output), "FILE", NULL, CLI_LOGITS,
     "output: little-endian float32, one row of n_vocab per token"},
    {NULL, "--bandwidth", CLI_FLAG, CLI_F(bandwidth), NULL, NULL, CLI_BENCH,
     "only measure the device's streaming bandwidth (no model)"},
    {"-p", "--n-prompt", CLI_INT, CLI_F(n_prompt), "N", "512", CLI_BENCH,
     "prompt tokens for ppN (default 512; 0 = skip)"},
    {"-n", "--n-gen", CLI_INT, CLI_F(n_gen), "N", "128", CLI_BENCH, "generated tokens for tgN (default 128; 0 = skip)"},
    {"-r", "--repetitions", CLI_INT, CLI_F(reps), "N", "5", CLI_BENCH, "repetitions after one warm-up (default 5)"},
    {"-d", "--depth", CLI_INT, CLI_F(depth), "N", NULL, CLI_BENCH,
     "tokens already in the context before each test (default 0)"},
    {"-n", "--n-predict", CLI_INT, CLI_F(n_predict), "N", "128", CLI_RUN, "tokens to generate (default 128)"},
    {"-n", "--n-predict", CLI_INT, CLI_F(n_predict), "N", "1024", CLI_CHAT, "most tokens per answer (default 1024)"},
    {"-c", "--ctx-size", CLI_INT, CLI_F(n_ctx), "N", NULL, CLI_GEN,
     "context length (default: min(4096, training context))"},
    {"-c", "--ctx-size", CLI_INT, CLI_F(n_ctx), "N", "512", CLI_PERPLEXITY,
     "tokens a window (default 512); its second half is scored"},
    {"-b", "--batch-size", CLI_INT, CLI_F(n_batch), "N", NULL, CLI_GEN | CLI_BENCH,
     "prompt tokens evaluated together (default 512)"},
    {"-b", "--batch-size", CLI_INT, CLI_F(n_batch), "N", NULL, CLI_LOGITS | CLI_PERPLEXITY,
     "tokens evaluated together (default 512)"},
    {"-o", "--output", CLI_STRING, CLI_F(output), "md|json", "md", CLI_BENCH, "output format (default md)"},
    {NULL, "--profile", CLI_FLAG, CLI_F(profile), NULL, NULL, CLI_BENCH,
     "GPU time per kernel (timestamp queries) and mat-vec bandwidth"},
    {NULL, "--no-think", CLI_FLAG, CLI_F(no_think), NULL, NULL, CLI_CHAT, "Qwen3: answer without the thinking block"},
    {NULL, "--temp", CLI_FLOAT, CLI_F(cs.temp), "T", NULL, CLI_GEN, "temperature; 0 = greedy on the GPU (default 0)"},
    {NULL, "--top-k", CLI_INT, CLI_F(cs.top_k), "K", NULL, CLI_GEN, "top-k (default 40 when sampling)"},
    {NULL, "--top-p", CLI_FLOAT, CLI_F(cs.top_p), "P", NULL, CLI_GEN, "top-p (default 1 = off)"},
    {NULL, "--min-p", CLI_FLOAT, CLI_F(cs.min_p), "P", NULL, CLI_GEN, "min-p (default 0 = off)"},
    {NULL, "--repeat-penalty", CLI_FLOAT, CLI_F(cs.repeat_penalty), "R", NULL, CLI_GEN,
     "repetition penalty (default 1 = off)"},
    {NULL, "--seed", CLI_INT, CLI_F(cs.seed), "S", "-1", CLI_GEN, "sampling seed (default -1: random, printed)"},
    {NULL, "--stats", CLI_FLAG, CLI_F(stats), NULL, NULL, CLI_RUN,
     "print per-token submits, dispatches, barriers, ..."},
    {NULL, "--special", CLI_FLAG, CLI_F(special), NULL, NULL, CLI_TOKENIZE,
     "parse special/control tokens written in the text"},
    {NULL, "--no-meta", CLI_FLAG, CLI_F(no_meta), NULL, NULL, CLI_INFO, "do not list the metadata"},
    {NULL, "--no-tensors", CLI_FLAG, CLI_F(no_tensors), NULL, NULL, CLI_INFO, "do not list the tensors"},
    {NULL, "--width", CLI_INT, CLI_F(width), "N", "160", CLI_INFO,
     "longest metadata value shown, in bytes (default 160)"},
};
#define CLI_N_OPTS ((int)(sizeof cli_opts / sizeof cli_opts[0]))

/* A command: its bit in cli_opt.cmds, the usage line's arguments, the line `vkinfer
   help` lists, and the text `vkinfer <command> --help` prints above the options. */
typedef struct cli_command {
    const char *name;
    int (*fn)(cli_args *a);
    unsigned bit;
    const char *synopsis;
    const char *summary;
    const char *about;
} cli_command;

static void cli_usage(FILE *f, const cli_command *c) {
    int i;
    fprintf(f, "usage: vkinfer %s %s\n%s\n\noptions:\n", c->name, c->synopsis, c->about);
    for (i = 0; i < CLI_N_OPTS; i++) {
        const cli_opt *o = &cli_opts[i];
        char left[64];
        if (!(o->cmds & c->bit)) continue;
        snprintf(left, sizeof left, "%s%s%s%s%s", o->short_name ? o->short_name : "", o->short_name ? ", " : "",
                 o->long_name, o->arg ? " " : "", o->arg ? o->arg : "");
        fprintf(f, "  %-26s %s\n", left, o->help);
    }
    fprintf(f, "  %-26s %s\n", "-h, --help", "show this help");
}

/* Stores an option's value (from the command line or its init) in its field of a.
   Returns 0, or -1 when val is not a number of the option's kind (message printed). */
static int cli_set(const char *cmd, const cli_opt *o, const char *val, cli_args *a) {
    char *dst = (char *)a + o->field, *end;
    double v;
    if (o->kind == CLI_FLAG) {
        *(int *)(void *)dst = 1;
        return 0;
    }
    if (o->kind == CLI_STRING) {
        *(const char **)(void *)dst = val;
        return 0;
    }
    v = strtod(val, &end);
    if (end == val || *end || (o->kind == CLI_INT && (v != (double)(int)v))) {
        fprintf(stderr, "vkinfer %s: option '%s' needs %s, got '%s'\n", cmd, o->long_name,
                o->kind == CLI_INT ? "an integer" : "a number", val);
        return -1;
    }
    if (o->kind == CLI_INT) *(int *)(void *)dst = (int)v;
    else *(float *)(void *)dst = (float)v;
    return 0;
}

/* The row of c's option named a ("--name", "--name=value" or "-x"), or NULL. */
static const cli_opt *cli_find(const cli_command *c, const char *a, size_t name_len, int has_value) {
    int j;
    for (j = 0; j < CLI_N_OPTS; j++) {
        const cli_opt *o = &cli_opts[j];
        if (!(o->cmds & c->bit)) continue;
        if (strlen(o->long_name) == name_len && strncmp(o->long_name, a, name_len) == 0) return o;
        if (!has_value && o->short_name && strcmp(o->short_name, a) == 0) return o;
    }
    return NULL;
}

/* Fills a from argv[1..] (argv[0] is the command name): c's options start at their init
   values, then the command line's follow. Positional arguments are compacted to the
   front of argv (a->pos, a->n_pos). Returns 0, 1 when -h/--help was given, or -1 on a
   bad option (message printed). */
static int cli_parse(const cli_command *c, int argc, char **argv, cli_args *a) {
    int i, np = 0;
    memset(a, 0, sizeof *a);
    for (i = 0; i < CLI_N_OPTS; i++)
        if ((cli_opts[i].cmds & c->bit) && cli_opts[i].init && cli_set(c->name, &cli_opts[i], cli_opts[i].init, a))
            return -1;
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = NULL, *eq;
        const cli_opt *o;
        size_t name_len;
        if (arg[0] != '-' || arg[1] == 0) { argv[np++] = argv[i]; continue; }
        if (strcmp(arg, "--") == 0) { for (i++; i < argc; i++) argv[np++] = argv[i]; break; }
        if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) return 1;
        eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL; /* --name=value */
        name_len = eq ? (size_t)(eq - arg) : strlen(arg);
        if (!(o = cli_find(c, arg, name_len, eq != NULL))) {
            fprintf(stderr, "vkinfer %s: unknown option '%s' (see vkinfer %s --help)\n", c->name, arg, c->name);
            return -1;
        }
        if (o->kind == CLI_FLAG && eq) {
            fprintf(stderr, "vkinfer %s: option '%.*s' takes no value\n", c->name, (int)name_len, arg);
            return -1;
        }
        if (o->kind != CLI_FLAG) {
            if (eq) val = eq + 1;
            else if (i + 1 < argc) val = argv[++i];
            else {
                fprintf(stderr, "vkinfer %s: option '%s' needs a value (%s)\n", c->name, arg, o->arg);
                return -1;
            }
        }
        if (cli_set(c->name, o, val, a)) return -1;
    }
    a->pos = argv;
    a->n_pos = np;
    return 0;
}

/* Loads a model on a context without Vulkan (metadata and vocabulary only). */
static int cli_load_no_gpu(const char *cmd, const char *path, vki_context **ctx, vki_model **m) {
    vki_context_desc cd;
    char err[512];
    vki_result r;
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    cd.errbuf = err;
    cd.errbuf_size = sizeof err;
    if ((r = vki_context_create(&cd, ctx)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer %s: %s: %s\n", cmd, vki_result_string(r), err);
        return 1;
    }
    if ((r = vki_model_load(*ctx, path, NULL, m)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer %s: %s: %s\n", cmd, vki_result_string(r), vki_last_error(*ctx));
        vki_context_destroy(*ctx);
        *ctx = NULL;
        return 1;
    }
    return 0;
}

static const char *cli_bytes(uint64_t b, char *buf, size_t cap) {
    if (b >= (1ull << 30)) snprintf(buf, cap, "%.2f GiB", (double)b / (double)(1ull << 30));
    else if (b >= (1ull << 20)) snprintf(buf, cap, "%.2f MiB", (double)b / (double)(1ull << 20));
    else if (b >= 1024) snprintf(buf, cap, "%.2f KiB", (double)b / 1024.0);
    else snprintf(buf, cap, "%llu B", (unsigned long long)b);
    return buf;
}

/* ---- vkinfer info ---- */

static int cmd_info(cli_args *a) {
    const char *model = a->model;
    int no_meta = a->no_meta, no_tensors = a->no_tensors, width = a->width, n_pos = a->n_pos, i, rc;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_model_info in;
    char *val, b1[32];
    uint64_t type_count[64], type_bytes[64]; /* by ggml type number (all below 64) */

    if (!model && n_pos == 1) model = a->pos[0];
    if (!model || n_pos > 1) {
        fprintf(stderr, "vkinfer info: %s (see vkinfer info --help)\n",
                model ? "unexpected arguments" : "no model given: -m FILE");
        return 2;
    }
    if (width < 16) width = 16;
    if (cli_load_no_gpu("info", model, &ctx, &m)) return 1;
    vki_model_get_info(m, &in);

    printf("file: %s\n", model);
    printf("  GGUF version %d, %d metadata keys, %llu tensors, %llu bytes (%s)\n", in.gguf_version,
           vki_model_meta_count(m), (unsigned long long)in.n_tensors, (unsigned long long)in.file_bytes,
           cli_bytes(in.file_bytes, b1, sizeof b1));

    if (!no_meta) {
        val = (char *)malloc((size_t)width + 1);
        if (!val) { fprintf(stderr, "vkinfer info: out of memory\n"); rc = 1; goto done; }
        printf("\nmetadata:\n");
        for (i = 0; i < vki_model_meta_count(m); i++) {
            const char *key = "";
            if (vki_model_meta_get(m, i, &key, val, (size_t)width + 1) == VKI_SUCCESS)
                printf("  %-40s = %s\n", key, val);
        }
        free(val);
    }

    printf("\nmodel:\n");
    printf("  architecture  %s%s\n", in.arch_name[0] ? in.arch_name : "(none)",
           in.arch == VKI_ARCH_UNKNOWN ? " (not supported)" : "");
    if (in.name[0]) printf("  name          %s\n", in.name);
    printf("  layers %d, n_embd %d, heads %d (kv %d), head_dim %d, n_ff %d, vocab %d, trained context %d\n", in.n_layer,
           in.n_embd, in.n_head, in.n_head_kv, in.head_dim, in.n_ff, in.n_vocab, in.n_ctx_train);
    printf("  rope base %g (%s)%s, rms eps %g\n", (double)in.rope_base, in.rope_neox ? "NEOX" : "normal",
           in.has_rope_freqs ? " with rope_freqs" : "", (double)in.norm_eps);
    if (in.n_tensors)
        printf("  output %s, q/k norm %s, qkv bias %s\n", in.tied_output ? "tied to token_embd" : "separate",
               in.has_qk_norm ? "yes" : "no", in.has_qkv_bias ? "yes" : "no");
    else
        printf("  no tensors (vocabulary only)\n");
    printf("  tokenizer %s%s%s%s, bos %d, eos %d, eot %d, pad %d, add_bos %d\n",
           in.tokenizer == VKI_TOKENIZER_BPE       ? "BPE"
               : in.tokenizer == VKI_TOKENIZER_SPM ? "SPM"
                                                   : "none",
           in.pre[0] ? " (pre-tokenizer " : "", in.pre, in.pre[0] ? ")" : "", in.bos, in.eos, in.eot, in.pad,
           in.add_bos);
    if (in.n_tensors)
        printf("  weights %llu bytes (%s), matrices mostly %s\n", (unsigned long long)in.weight_bytes,
               cli_bytes(in.weight_bytes, b1, sizeof b1), in.weight_type >= 0 ? vki_type_name(in.weight_type) : "-");

    memset(type_count, 0, sizeof type_count);
    memset(type_bytes, 0, sizeof type_bytes);
    if (!no_tensors && vki_model_tensor_count(m))
        printf("\ntensors:\n  %5s  %-36s %-7s %-24s %12s %12s\n", "#", "name", "type", "shape", "bytes", "offset");
    for (i = 0; i < vki_model_tensor_count(m); i++) {
        vki_tensor_info t;
        char shape[96];
        int d;
        size_t l = 0;
        if (vki_model_tensor_get(m, i, &t) != VKI_SUCCESS) continue;
        if (t.type >= 0 && t.type < 64) {
            type_count[t.type]++;
            type_bytes[t.type] += t.bytes;
        }
        if (no_tensors) continue;
        shape[0] = 0;
        for (d = 0; d < t.n_dims && l < sizeof shape; d++)
            l += (size_t)snprintf(shape + l, sizeof shape - l, "%s%llu", d ? " x " : "", (unsigned long long)t.ne[d]);
        printf("  %5d  %-36s %-7s %-24s %12llu %12llu\n", i, t.name, vki_type_name(t.type), shape,
               (unsigned long long)t.bytes, (unsigned long long)t.offset);
    }
    if (vki_model_tensor_count(m)) {
        printf("\n  total weight bytes: %llu (%s)\n\ntypes:\n", (unsigned long long)in.weight_bytes,
               cli_bytes(in.weight_bytes, b1, sizeof b1));
        for (i = 0; i < 64; i++)
            if (type_count[i])
                printf("  %-7s %6llu tensors %14llu bytes (%5.1f%%)\n", vki_type_name(i),
                       (unsigned long long)type_count[i], (unsigned long long)type_bytes[i],
                       in.weight_bytes ? 100.0 * (double)type_bytes[i] / (double)in.weight_bytes : 0.0);
    }
    rc = 0;
done:
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return rc;
}

/* ---- shared: GPU context + model with a progress bar ---- */

static void cli_progress(void *user, float f) {
    int *last = (int *)user, pct = (int)(f * 100.0f + 0.5f), i;
    if (pct == *last) return;
    *last = pct;
    fprintf(stderr, "\rloading [");
    for (i = 0; i < 40; i++) fputc(i < pct * 40 / 100 ? '#' : ' ', stderr);
    fprintf(stderr, "] %3d%%%s", pct, pct >= 100 ? "\n" : "");
    fflush(stderr);
}

static int cli_load_gpu(const char *cmd, const char *path, vki_context **ctx, vki_model **m) {
    vki_context_desc cd;
    vki_model_desc md;
    char err[512];
    vki_result r;
    int last = -1;
    memset(&cd, 0, sizeof cd);
    cd.errbuf = err;
    cd.errbuf_size = sizeof err;
    if (!path) {
        fprintf(stderr, "vkinfer %s: -m MODEL is required\n", cmd);
        return 1;
    }
    if ((r = vki_context_create(&cd, ctx)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer %s: %s: %s\n", cmd, vki_result_string(r), err);
        return 1;
    }
    memset(&md, 0, sizeof md);
    if (isatty(2)) {
        md.progress = cli_progress;
        md.progress_user = &last;
    }
    if ((r = vki_model_load(*ctx, path, &md, m)) != VKI_SUCCESS) {
        fprintf(stderr, "\nvkinfer %s: %s: %s\n", cmd, vki_result_string(r), vki_last_error(*ctx));
        vki_context_destroy(*ctx);
        *ctx = NULL;
        return 1;
    }
    return 0;
}

static double cli_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double cli_cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Reads a whole file into a NUL-terminated buffer. */
static char *cli_read_file(const char *path, int *len) {
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && n < INT32_MAX && fseek(f, 0, SEEK_SET) == 0 &&
        (buf = (char *)malloc((size_t)n + 1)) != NULL) {
        if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
            free(buf);
            buf = NULL;
        } else {
            buf[n] = 0;
            *len = (int)n;
        }
    }
    fclose(f);
    return buf;
}

/* Tokenizes into a malloc'd array; returns the count or -1 (message printed). */
static int cli_tokenize(const char *cmd, vki_model *m, const char *text, int len, int flags, int32_t **out) {
    int n = vki_tokenize(m, text, len, NULL, 0, flags);
    if (n < 0) n = -n;
    *out = (int32_t *)malloc(((size_t)n + 1) * sizeof(int32_t));
    if (!*out) return -1;
    n = vki_tokenize(m, text, len, *out, n + 1, flags);
    if (n < 0) {
        fprintf(stderr, "vkinfer %s: tokenization failed\n", cmd);
        free(*out);
        return -1;
    }
    return n;
}

/* ---- vkinfer tokenize ---- */

static int cmd_tokenize(cli_args *a) {
    const char *model = a->model, *prompt = a->prompt, *file = a->file;
    int special = a->special, n, i, len = 0, rc = 1;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    int32_t *ids = NULL;
    char *text = NULL;
    if (!model || (!prompt == !file)) {
        fprintf(stderr, "vkinfer tokenize: -m MODEL and exactly one of -p TEXT or -f FILE are required\n");
        return 2;
    }
    if (file && !(text = cli_read_file(file, &len))) {
        fprintf(stderr, "vkinfer tokenize: cannot read '%s'\n", file);
        return 1;
    }
    if (cli_load_no_gpu("tokenize", model, &ctx, &m)) goto done;
    n = cli_tokenize("tokenize", m, text ? text : prompt, text ? len : (int)strlen(prompt),
                     special ? VKI_TOKENIZE_SPECIAL : 0, &ids);
    if (n < 0) goto done;
    for (i = 0; i < n; i++) printf(i ? " %d" : "%d", ids[i]);
    printf("\n");
    rc = 0;
done:
    free(ids);
    free(text);
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return rc;
}

/* ---- vkinfer run / chat ---- */

static void cli_sampler(const cli_sampling *cs, vki_sampler_desc *sp) {
    memset(sp, 0, sizeof *sp);
    sp->temperature = cs->temp;
    sp->top_k = cs->top_k;
    sp->top_p = cs->top_p;
    sp->min_p = cs->min_p;
    sp->repeat_penalty = cs->repeat_penalty;
    sp->seed = (uint64_t)(cs->seed >= 0 ? cs->seed : 1);
}

/* --seed < 0 (the default) with sampling on: a random seed, printed (as llama.cpp). */
static void cli_pick_seed(cli_sampling *cs) {
    struct timespec ts;
    if (cs->seed >= 0 || !(cs->temp > 0.0f)) return;
    clock_gettime(CLOCK_REALTIME, &ts); /* in [0, INT_MAX], so that --seed repeats it */
    cs->seed =
        (int)(((uint32_t)ts.tv_nsec ^ ((uint32_t)ts.tv_sec * 2654435761u) ^ ((uint32_t)getpid() << 16)) & 0x7fffffff);
    fprintf(stderr, "seed: %d\n", cs->seed);
}

/* Stops the generation once stdout fails (a full disk, a closed pipe): main reports it. */
static int cli_print_token(void *user, int32_t id, const char *text, int len) {
    (void)user;
    (void)id;
    if (len > 0 && fwrite(text, 1, (size_t)len, stdout) != (size_t)len) return 1;
    return fflush(stdout) != 0;
}

/* Ctrl-C: the first stops the reply in progress (the token callback sees the flag), one
   at chat's prompt ends the program. */
static volatile sig_atomic_t cli_sigint;
static void cli_on_sigint(int sig) {
    (void)sig;
    cli_sigint = 1;
}

/* Options checked before anything is loaded: a bad value is a usage error (exit 2). */
static int cli_check_options(const char *cmd, int n_predict, int n_ctx, const cli_sampling *cs) {
    const char *bad = NULL;
    if (n_predict < 0) bad = "-n/--n-predict must be >= 0";
    else if (n_ctx < 0) bad = "-c/--ctx-size must be >= 0 (0 = the default)";
    else if (!(cs->temp >= 0.0f)) bad = "--temp must be >= 0 (0 = greedy)";
    else if (cs->top_k < 0) bad = "--top-k must be >= 0";
    else if (!(cs->top_p >= 0.0f && cs->top_p <= 1.0f)) bad = "--top-p must be in (0, 1]";
    else if (!(cs->min_p >= 0.0f && cs->min_p <= 1.0f)) bad = "--min-p must be in [0, 1]";
    else if (!(cs->repeat_penalty >= 0.0f)) bad = "--repeat-penalty must be > 0";
    if (bad) fprintf(stderr, "vkinfer %s: %s (see vkinfer %s --help)\n", cmd, bad, cmd);
    return bad != NULL;
}

/* -c past the training context is kept, with llama.cpp's warning. */
static void cli_warn_ctx(const char *cmd, vki_model *m, int n_ctx) {
    vki_model_info in;
    vki_model_get_info(m, &in);
    if (n_ctx > in.n_ctx_train && in.n_ctx_train > 0)
        fprintf(stderr,
                "vkinfer %s: warning: -c %d is larger than the model's training context (%d): quality may degrade past "
                "it\n",
                cmd, n_ctx, in.n_ctx_train);
}

/* One line of per-token counters (run --stats, bench). */
static void cli_print_stats(FILE *f, const vki_stats *st, int n_tokens, double host_cpu_s) {
    double n = n_tokens > 0 ? n_tokens : 1;
    fprintf(f,
            "per token: %.3f submits, %.1f dispatches, %.1f barriers, %.3f descriptor writes, %.3f host waits, "
            "%llu CPU fallbacks, %.1f us host CPU\n",
            (double)st->submits / n, (double)st->dispatches / n, (double)st->barriers / n,
            (double)st->descriptor_writes / n, (double)st->host_waits / n, (unsigned long long)st->cpu_fallbacks,
            host_cpu_s * 1e6 / n);
}

/* ---- the demo model: `vkinfer run` without -m ---- */

static const char *cli_argv0; /* main's argv[0] */

/* Finds the demo model that ships with the source, examples/kjv/kjv.gguf: first next to
   the executable (<exe dir>/examples/kjv/kjv.gguf, where it is for a vkinfer built in the
   repository root as README says, then <exe dir>/kjv.gguf, for a copy installed beside
   the binary), then in the source tree this file was compiled from (<dir of
   __FILE__>/kjv/kjv.gguf, relative to the working directory when the compiler was given
   a relative path). The executable's directory is /proc/self/exe's where that exists,
   else argv[0]'s. Returns buf, or NULL with the paths tried in `tried`. */
static const char *cli_demo_model(char *buf, size_t cap, char *tried, size_t tcap) {
    static const char *const next_to_exe[] = {"examples/kjv/kjv.gguf", "kjv.gguf"};
    char exe[4096], src[sizeof exe];
    const char *slash;
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    size_t i, used = 0;
    FILE *f;
    if (n > 0) exe[n] = 0;
    else snprintf(exe, sizeof exe, "%s", cli_argv0 ? cli_argv0 : "");
    slash = strrchr(exe, '/');
    exe[slash ? (size_t)(slash - exe) + 1 : 0] = 0; /* the directory with its '/', or "" for the working one */
    slash = strrchr(__FILE__, '/');
    snprintf(src, sizeof src, "%.*skjv/kjv.gguf", slash ? (int)(slash - __FILE__) + 1 : 0, __FILE__);
    tried[0] = 0;
    for (i = 0; i < 3; i++) {
        if (i < 2) snprintf(buf, cap, "%s%s", exe, next_to_exe[i]);
        else snprintf(buf, cap, "%s", src);
        if ((f = fopen(buf, "rb")) != NULL) {
            fclose(f);
            return buf;
        }
        if (used < tcap) used += (size_t)snprintf(tried + used, tcap - used, "\n  %s", buf);
    }
    return NULL;
}

/* 1 when the model's metadata holds the key. */
static int cli_has_meta(const vki_model *m, const char *key) {
    int i, n = vki_model_meta_count(m);
    for (i = 0; i < n; i++) {
        const char *k = NULL;
        char v[8];
        if (vki_model_meta_get(m, i, &k, v, sizeof v) == VKI_SUCCESS && k && strcmp(k, key) == 0) return 1;
    }
    return 0;
}

static int cmd_run(cli_args *a) {
    const char *model = a->model, *prompt = a->prompt;
    int n_predict = a->n_predict, n_ctx = a->n_ctx, n_batch = a->n_batch, stats = a->stats, n, n_gen = 0, rc = 1;
    cli_sampling cs = a->cs;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    vki_sampler_desc sp;
    int32_t *ids = NULL;
    double t0, t1, t2, c0, c1;
    vki_result r;
    if (!prompt) {
        fprintf(stderr, "vkinfer run: -p PROMPT is required\n");
        return 2;
    }
    if (cli_check_options("run", n_predict, n_ctx, &cs)) return 2;
    if (!model) {
        static char demo_path[4200];
        char tried[13000];
        if (!(model = cli_demo_model(demo_path, sizeof demo_path, tried, sizeof tried))) {
            fprintf(stderr, "vkinfer run: no -m MODEL, and the demo model kjv.gguf is not at any of:%s\n"
                            "Give a GGUF file with -m (README: \"Models\" says where they come from).\n", tried);
            return 1;
        }
        fprintf(stderr, "vkinfer run: no -m MODEL: using the demo model %s (a toy trained on the King James Bible)\n",
                model);
    }
    if (cli_load_gpu("run", model, &ctx, &m)) return 1;
    cli_warn_ctx("run", m, n_ctx);
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = n_ctx;
    sd.n_batch = n_batch;
    if ((r = vki_session_create(m, &sd, &s)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer run: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
        goto done;
    }
    n = cli_tokenize("run", m, prompt, (int)strlen(prompt), VKI_TOKENIZE_ADD_BOS | VKI_TOKENIZE_SPECIAL, &ids);
    if (n <= 0) {
        fprintf(stderr,
                "vkinfer run: the prompt has no tokens (it is empty and the model adds no BOS): nothing to generate "
                "from\n");
        goto done;
    }
    cli_pick_seed(&cs);
    fputs(prompt, stdout);
    fflush(stdout);
    cli_sampler(&cs, &sp);
    t0 = cli_now();
    if ((r = vki_session_eval(s, ids, n)) != VKI_SUCCESS) {
        fprintf(stderr, "\nvkinfer run: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
        goto done;
    }
    vki_session_sync(s);
    vki_context_reset_stats(ctx);
    t1 = cli_now();
    c0 = cli_cpu_now();
    r = vki_session_generate(s, &sp, n_predict, cli_print_token, NULL, &n_gen);
    c1 = cli_cpu_now();
    t2 = cli_now();
    printf("\n");
    if (r != VKI_SUCCESS) fprintf(stderr, "vkinfer run: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
        fprintf(stderr, "prompt: %d tokens, %.2f tok/s | generation: %d tokens in %.3f s, %.2f tok/s\n", n,
            n / ((t1 - t0) > 0 ? (t1 - t0) : 1e-9), n_gen, t2 - t1, n_gen / ((t2 - t1) > 0 ? (t2 - t1) : 1e-9));
    if (stats) {
        vki_stats st;
        vki_context_stats(ctx, &st);
        cli_print_stats(stderr, &st, n_gen, c1 - c0);
    }
    rc = r != VKI_SUCCESS;
done:
    free(ids);
    vki_session_destroy(s);
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return rc;
}

typedef struct cli_chat_turn {
    int32_t *hist;  /* tokens in the session */
    int n_hist, cap;
    char *answer;   /* the text of the answer being generated */
    size_t len;
} cli_chat_turn;

static int cli_chat_token(void *user, int32_t id, const char *text, int len) {
    cli_chat_turn *t = (cli_chat_turn *)user;
    char *grown;
    if (id >= 0 && t->n_hist < t->cap) t->hist[t->n_hist++] = id;
    if (len > 0 && (grown = (char *)realloc(t->answer, t->len + (size_t)len + 1)) != NULL) {
        t->answer = grown;
        memcpy(t->answer + t->len, text, (size_t)len);
        t->len += (size_t)len;
        t->answer[t->len] = 0;
    }
    return cli_print_token(NULL, id, text, len) || cli_sigint;
}

/* Drops the oldest turn after the system message (a user message and its answer), not
   the last message; returns 0 when there is none to drop. */
static int cli_chat_drop_oldest(vki_chat_message *msgs, int *n_msgs) {
    int first = *n_msgs > 0 && strcmp(msgs[0].role, "system") == 0, k = 1;
    if (first >= *n_msgs - 1) return 0;
    if (first + 1 < *n_msgs - 1 && strcmp(msgs[first + 1].role, "assistant") == 0) k = 2;
    free((void *)msgs[first].content);
    if (k == 2) free((void *)msgs[first + 1].content);
    memmove(msgs + first, msgs + first + k, (size_t)(*n_msgs - first - k) * sizeof *msgs);
    *n_msgs -= k;
    return 1;
}

/* The state of `vkinfer chat`: the loaded model, its session, the conversation. */
typedef struct cli_chat {
    vki_context *ctx;
    vki_model *m;
    vki_session *s;
    vki_sampler_desc sp;
    vki_chat_desc cdsc;
    vki_chat_message *msgs;
    int n_msgs, cap_msgs, n_system, n_predict;
    cli_chat_turn turn;
} cli_chat;

/* Formats and tokenizes the whole conversation; while it leaves less than the answer's
   share of the context, drops the oldest turns. Returns the token count (the caller
   frees *ids) or -1 (message printed). */
static int cli_chat_tokens(cli_chat *c, int32_t **ids) {
    int n, dropped = 0, reserve = c->n_predict < c->turn.cap / 4 ? c->n_predict : c->turn.cap / 4;
    char *fmt;
    for (;;) {
        n = vki_chat_format(c->m, &c->cdsc, c->msgs, c->n_msgs, NULL, 0);
        n = n < 0 ? -n : n + 1;
        fmt = (char *)malloc((size_t)n + 1);
        if (!fmt) {
            fprintf(stderr, "vkinfer chat: out of memory\n");
            return -1;
        }
        vki_chat_format(c->m, &c->cdsc, c->msgs, c->n_msgs, fmt, n + 1);
        n = cli_tokenize("chat", c->m, fmt, (int)strlen(fmt), VKI_TOKENIZE_SPECIAL, ids);
        free(fmt);
        if (n <= 0) {
            if (n == 0) free(*ids);
            fprintf(stderr, "vkinfer chat: the conversation has no tokens\n");
            return -1;
        }
        if (n + reserve <= c->turn.cap || !cli_chat_drop_oldest(c->msgs, &c->n_msgs)) break;
        free(*ids);
        *ids = NULL;
        dropped++;
    }
    if (dropped)
        fprintf(stderr, "(the context is full: the %d oldest turn%s dropped)\n", dropped,
                dropped > 1 ? "s were" : " was");
    return n;
}

/* Answers the conversation's last message (the user's). The KV cache keeps the prefix
   it shares with what the session already holds; only the rest is evaluated. Returns 0,
   1 when the message was too long to send (dropped again), or -1 on an error (message
   printed, or a failed write to stdout that main reports). */
static int cli_chat_reply(cli_chat *c) {
    int32_t *ids = NULL;
    int n, keep, n_gen = 0;
    vki_result r;
    if ((n = cli_chat_tokens(c, &ids)) < 0) return -1;
    if (n >= c->turn.cap) {
        fprintf(stderr,
                "vkinfer chat: the message is too long: %d tokens with the chat template, the context holds %d (-c): "
                "not sent\n",
                n, c->turn.cap);
        free(ids);
        free((void *)c->msgs[--c->n_msgs].content);
        return 1;
    }
    for (keep = 0; keep < n && keep < c->turn.n_hist && ids[keep] == c->turn.hist[keep]; keep++) {}
    if (keep == n) keep--; /* evaluate at least the last token: its logits are needed */
    if ((r = vki_session_rewind(c->s, keep)) != VKI_SUCCESS ||
        (r = vki_session_eval(c->s, ids + keep, n - keep)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer chat: %s: %s\n", vki_result_string(r), vki_last_error(c->ctx));
        free(ids);
        return -1;
    }
    memcpy(c->turn.hist, ids, (size_t)n * sizeof *c->turn.hist);
    c->turn.n_hist = n;
    free(ids);
    c->turn.len = 0;
    if (c->turn.answer) c->turn.answer[0] = 0;
    r = vki_session_generate(c->s, &c->sp, c->n_predict, cli_chat_token, &c->turn, &n_gen);
    printf("\n");
    fflush(stdout);
    if (ferror(stdout)) return -1; /* main reports the failed write */
    if (cli_sigint) fprintf(stderr, "(interrupted)\n");
    if (r == VKI_ERROR_CONTEXT_FULL) {
        fprintf(stderr,
                "(the context is full: the answer was cut; the oldest turns are dropped for the next message, or "
                "/clear)\n");
    } else if (r != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer chat: %s: %s\n", vki_result_string(r), vki_last_error(c->ctx));
        return -1;
    }
    c->turn.n_hist = vki_session_pos(c->s) < c->turn.n_hist ? vki_session_pos(c->s) : c->turn.n_hist;
    c->msgs[c->n_msgs].role = "assistant";
    c->msgs[c->n_msgs++].content = strdup(c->turn.answer ? c->turn.answer : "");
    return 0;
}

/* Adds the user's message to the conversation; -1 when out of memory (message printed). */
static int cli_chat_add_user(cli_chat *c, const char *text) {
    if (c->n_msgs + 2 > c->cap_msgs) {
        vki_chat_message *grown = (vki_chat_message *)realloc(c->msgs, (size_t)c->cap_msgs * 2 * sizeof *c->msgs);
        if (!grown) {
            fprintf(stderr, "vkinfer chat: out of memory\n");
            return -1;
        }
        c->msgs = grown;
        c->cap_msgs *= 2;
    }
    c->msgs[c->n_msgs].role = "user";
    c->msgs[c->n_msgs++].content = strdup(text);
    return 0;
}

/* Reads lines until EOF, /exit or Ctrl-C at the prompt: the chat's commands, or a
   message to answer. Returns 0, 1 when a message went unanswered, -1 on an error. */
static int cli_chat_loop(cli_chat *c) {
    char *line = NULL; /* one whole line, however long */
    size_t line_cap = 0;
    int rc = 0, len, k;
    for (;;) {
        fprintf(stderr, "> ");
        cli_sigint = 0;
        if (getline(&line, &line_cap, stdin) < 0) { /* EOF, or Ctrl-C at the prompt */
            if (cli_sigint) fprintf(stderr, "\n");
            break;
        }
        cli_sigint = 0;
        len = (int)strlen(line);
        while (len && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = 0;
        if (!len) continue;
        if (strcmp(line, "/exit") == 0 || strcmp(line, "/quit") == 0) break;
        if (strcmp(line, "/help") == 0) {
            fprintf(stderr, "  /clear  forget the conversation (the system message stays)\n"
                            "  /exit   end the chat (also /quit, EOF, or Ctrl-C at the prompt)\n"
                            "  /help   this list\n"
                            "Ctrl-C while the model answers stops the answer.\n");
            continue;
        }
        if (strcmp(line, "/clear") == 0) {
            while (c->n_msgs > c->n_system) free((void *)c->msgs[--c->n_msgs].content);
            c->turn.n_hist = 0;
            vki_session_rewind(c->s, 0);
            fprintf(stderr, "(conversation cleared)\n");
            continue;
        }
        if (cli_chat_add_user(c, line) || (k = cli_chat_reply(c)) < 0) {
            rc = -1;
            break;
        }
        rc |= k;
    }
    free(line);
    return rc;
}

static int cmd_chat(cli_args *a) {
    int rc = 1;
    struct sigaction sa;
    vki_session_desc sd;
    cli_chat c;
    vki_result r;
    if (!a->model) {
        fprintf(stderr, "vkinfer chat: -m MODEL is required\n");
        return 2;
    }
    if (cli_check_options("chat", a->n_predict, a->n_ctx, &a->cs)) return 2;
    memset(&c, 0, sizeof c);
    c.n_predict = a->n_predict;
    if (cli_load_gpu("chat", a->model, &c.ctx, &c.m)) return 1;
    if (!cli_has_meta(c.m, "tokenizer.chat_template")) { /* rather than guess a format the model never saw */
        fprintf(stderr,
                "vkinfer chat: %s has no chat template (no tokenizer.chat_template key): it is not a chat model.\n"
                "Use `vkinfer run -m %s -p TEXT` to continue a text with it.\n",
                a->model, a->model);
        goto done; /* rc is 1 */
    }
    cli_warn_ctx("chat", c.m, a->n_ctx);
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = a->n_ctx;
    sd.n_batch = a->n_batch;
    if ((r = vki_session_create(c.m, &sd, &c.s)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer chat: %s: %s\n", vki_result_string(r), vki_last_error(c.ctx));
        goto done;
    }
    c.cdsc.disable_thinking = a->no_think;
    cli_pick_seed(&a->cs);
    cli_sampler(&a->cs, &c.sp);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = cli_on_sigint; /* no SA_RESTART: Ctrl-C at the prompt ends the read */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    c.turn.cap = vki_session_n_ctx(c.s);
    c.turn.hist = (int32_t *)malloc((size_t)c.turn.cap * sizeof *c.turn.hist);
    c.cap_msgs = 64;
    c.msgs = (vki_chat_message *)malloc((size_t)c.cap_msgs * sizeof *c.msgs);
    if (!c.turn.hist || !c.msgs) {
        fprintf(stderr, "vkinfer chat: out of memory\n");
        goto done;
    }
    if (a->system) {
        c.msgs[c.n_msgs].role = "system";
        c.msgs[c.n_msgs++].content = strdup(a->system);
        c.n_system = 1;
    }
    rc = cli_chat_loop(&c);
    if (rc < 0) rc = 1;
done:
    while (c.n_msgs > 0) free((void *)c.msgs[--c.n_msgs].content);
    free(c.msgs);
    free(c.turn.hist);
    free(c.turn.answer);
    vki_session_destroy(c.s);
    vki_model_destroy(c.m);
    vki_context_destroy(c.ctx);
    return rc;
}

/* ---- vkinfer logits ---- */

static int cmd_logits(cli_args *a) {
    const char *model = a->model, *tokens = a->tokens, *outp = a->output;
    int n = 0, cap = 0, rc = 1, nv, n_batch = a->n_batch;
    int32_t *ids = NULL;
    float *lg = NULL;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    vki_model_info info;
    FILE *f = NULL;
    const char *p;
    vki_result r;
    if (!tokens || !outp || !model) {
        fprintf(stderr, "vkinfer logits: -m, --tokens and -o are required\n");
        return 2;
    }
    for (p = tokens; *p;) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 0 || v > INT32_MAX) {
            fprintf(stderr, "vkinfer logits: bad token list at '%s'\n", p);
            free(ids);
            return 2;
        }
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            ids = (int32_t *)realloc(ids, (size_t)cap * sizeof *ids);
        }
        ids[n++] = (int32_t)v;
        p = *end == ',' ? end + 1 : end;
        if (*end && *end != ',') break;
    }
    if (cli_load_gpu("logits", model, &ctx, &m)) goto done;
    vki_model_get_info(m, &info);
    nv = info.n_vocab;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = n > 0 ? n : 1;
    sd.n_batch = n_batch;
    if ((r = vki_session_create(m, &sd, &s)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer logits: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
        goto done;
    }
    lg = (float *)malloc(((size_t)n + 1) * (size_t)nv * sizeof *lg);
    if (!lg || !(f = fopen(outp, "wb"))) {
        fprintf(stderr, "vkinfer logits: cannot write '%s'\n", outp);
        goto done;
    }
    if ((r = vki_session_eval_logits(s, ids, n, lg, (int64_t)n * nv)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer logits: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
        goto done;
    }
    if (fwrite(lg, sizeof *lg * (size_t)nv, (size_t)n, f) != (size_t)n) { /* x86/arm hosts are little-endian */
        fprintf(stderr, "vkinfer logits: write failed\n");
        goto done;
    }
    rc = 0;
done:
    if (f && fclose(f) != 0) rc = 1;
    free(ids);
    free(lg);
    vki_session_destroy(s);
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return rc;
}

/* ---- vkinfer perplexity ---- */

/* Adds -log p(ids[j + 1]) for the rows' logits (row j predicts token j + 1) */
static void ppl_score(const float *lg, int rows, int nv, const int32_t *next, double *sum, double *sum2, int *count) {
    int j, k;
    for (j = 0; j < rows; j++) {
        const float *l = lg + (size_t)j * (size_t)nv;
        double mx = l[0], se = 0.0, nll;
        for (k = 1; k < nv; k++) mx = l[k] > mx ? l[k] : mx;
        for (k = 0; k < nv; k++) se += exp((double)l[k] - mx);
        nll = mx + log(se) - (double)l[next[j]];
        *sum += nll;
        *sum2 += nll * nll;
        (*count)++;
    }
}

/* llama-perplexity's measure: the file's tokens cut into windows of -c tokens, each
   evaluated from an empty context (its first token BOS where the vocabulary adds one),
   the second half of each window scored. PPL = exp(mean -log p), the +/- is the
   standard error of that mean carried through exp. */
static int cmd_perplexity(cli_args *a) {
    const char *model = a->model, *file = a->file;
    int n_ctx = a->n_ctx, n_batch = a->n_batch, rc = 1, len = 0, n = 0, nv, w, n_win, count = 0;
    char *text = NULL;
    int32_t *ids = NULL, *win = NULL;
    float *lg = NULL;
    double sum = 0.0, sum2 = 0.0, t0;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    vki_model_info info;
    vki_result r = VKI_SUCCESS;
    if (!file || n_ctx < 4 || n_batch < 0) {
        fprintf(stderr, "vkinfer perplexity: -f FILE is required, -c at least 4, -b not negative\n");
        return 2;
    }
    if (!(text = cli_read_file(file, &len))) {
        fprintf(stderr, "vkinfer perplexity: cannot read '%s'\n", file);
        return 1;
    }
    if (cli_load_gpu("perplexity", model, &ctx, &m)) goto done;
    vki_model_get_info(m, &info);
    nv = info.n_vocab;
    if ((n = cli_tokenize("perplexity", m, text, len, VKI_TOKENIZE_ADD_BOS, &ids)) < 0) goto done;
    n_win = n / n_ctx;
    if (n_win < 1) {
        fprintf(stderr, "vkinfer perplexity: '%s' has %d tokens, fewer than one window of %d (-c)\n", file, n, n_ctx);
        goto done;
    }
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = n_ctx;
    sd.n_batch = n_batch;
    if ((r = vki_session_create(m, &sd, &s)) != VKI_SUCCESS) goto fail;
    win = (int32_t *)malloc((size_t)n_ctx * sizeof *win);
    lg = (float *)malloc((size_t)64 * (size_t)nv * sizeof *lg);
    if (!win || !lg) {
        fprintf(stderr, "vkinfer perplexity: out of memory\n");
        goto done;
    }
    fprintf(stderr, "vkinfer perplexity: %d tokens, %d windows of %d, scoring the second half of each\n", n, n_win,
            n_ctx);
    t0 = cli_now();
    for (w = 0; w < n_win; w++) {
        int first = n_ctx / 2, j;
        memcpy(win, ids + (size_t)w * (size_t)n_ctx, (size_t)n_ctx * sizeof *win);
        if (info.add_bos && info.bos >= 0) win[0] = info.bos;
        if ((r = vki_session_rewind(s, 0)) != VKI_SUCCESS || (r = vki_session_eval(s, win, first)) != VKI_SUCCESS)
            goto fail;
        for (j = first; j < n_ctx - 1; j += 64) { /* rows j .. predict tokens j+1 .. */
            int k = n_ctx - 1 - j < 64 ? n_ctx - 1 - j : 64;
            if ((r = vki_session_eval_logits(s, win + j, k, lg, (int64_t)64 * nv)) != VKI_SUCCESS) goto fail;
            ppl_score(lg, k, nv, win + j + 1, &sum, &sum2, &count);
        }
        printf("[%d]%.4f,", w + 1, exp(sum / count));
        fflush(stdout);
    }
    {
        double mean = sum / count, var = count > 1 ? (sum2 / count - mean * mean) * count / (count - 1) : 0.0;
        double ppl = exp(mean), se = sqrt(var > 0 ? var / count : 0.0), dt = cli_now() - t0;
        printf("\nFinal estimate: PPL = %.4f +/- %.5f\n", ppl, ppl * se);
        fprintf(stderr, "vkinfer perplexity: %d tokens scored, %d evaluated in %.2f s (%.1f tokens/s)\n", count,
                n_win * (n_ctx - 1), dt, n_win * (n_ctx - 1) / (dt > 0 ? dt : 1e-9));
    }
    rc = 0;
    goto done;
fail:
    fprintf(stderr, "vkinfer perplexity: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
done:
    free(text);
    free(ids);
    free(win);
    free(lg);
    vki_session_destroy(s);
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return rc;
}

/* ---- vkinfer bench ---- */

/* The device's streaming bandwidth and the cost of one dependency level (vki_context_probe:
   out = a + b over three buffers of up to 256 MiB, best of 5 runs of 10 dispatches; chains
   of 2000 dependent dispatches). The ceilings to hold the mat-vecs' GB/s against. */
static int bench_bandwidth(void) {
    vki_context_desc cd;
    vki_context *ctx = NULL;
    vki_device_info dev;
    vki_probe_result pr;
    vki_result r;
    int k;
    memset(&cd, 0, sizeof cd);
    if ((r = vki_context_create(&cd, &ctx)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer bench: %s\n", vki_result_string(r));
        return 1;
    }
    vki_context_device_info(ctx, &dev);
    if ((r = vki_context_probe(ctx, NULL, &pr)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer bench: bandwidth: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
        vki_context_destroy(ctx);
        return 1;
    }
    printf(
        "| device | buffers | bandwidth (read + write) |\n| --- | ---: | ---: |\n| %s | 3 x %llu MiB | %.0f GB/s |\n",
        dev.name, (unsigned long long)(pr.buffer_bytes >> 20), pr.bandwidth_gbs);
    /* what one dependency level costs: a chain of small dispatches, a barrier between each two */
    printf("\n| dependent dispatch chain (add_f32, 256-thread workgroups, a barrier between each two) | workgroups | "
           "us per dispatch |\n"
           "| --- | ---: | ---: |\n");
    for (k = 0; k < VKI_PROBE_CHAINS; k++) printf("| | %u | %.2f |\n", pr.chain_groups[k], pr.chain_us[k]);
    vki_context_destroy(ctx);
    return 0;
}

static void cli_mean_sd(const double *v, int n, double *mean, double *sd) {
    double s = 0, ss = 0;
    int i;
    for (i = 0; i < n; i++) s += v[i];
    *mean = s / n;
    for (i = 0; i < n; i++) ss += (v[i] - *mean) * (v[i] - *mean);
    *sd = n > 1 ? sqrt(ss / (n - 1)) : 0.0;
}

static int cli_count_token(void *user, int32_t id, const char *text, int len) {
    (void)id;
    (void)text;
    (void)len;
    (*(int *)user)++;
    return 0;
}

/* The prompt step's GPU time per kernel for one chunk of n tokens at depth: each matrix
   product's TFLOP/s and the attention's. Returns nonzero on failure (message printed). */
static int bench_profile_prompt(vki_context *ctx, vki_session *s, const int32_t *toks, int depth, int n) {
    vki_profile_entry pe[64];
    double total = 0, flops = 0, mm_us = 0;
    int i, np, chunk = n;
    vki_session_rewind(s, 0);
    if (depth) vki_session_eval(s, toks, depth);
    np = vki_session_profile_prompt(s, chunk, pe, 64);
    if (np < 0) {
        fprintf(stderr, "vkinfer bench: prompt profile: %s\n", vki_last_error(ctx));
        return 1;
    }
    for (i = 0; i < np && i < 64; i++) total += pe[i].us;
    printf("\nGPU time of one prompt chunk of %d tokens at depth %d by kernel (each alone between barriers):\n\n",
           chunk, depth);
    printf("| kernel | calls | us | share | TFLOP/s | GB/s of weights |\n| --- | ---: | ---: | ---: | ---: | ---: |\n");
    for (i = 0; i < np && i < 64; i++) {
        printf("| %s | %d | %.1f | %.1f%% |", pe[i].kernel, pe[i].calls, pe[i].us, 100 * pe[i].us / total);
        if (pe[i].flops > 0) printf(" %.1f |", pe[i].flops / (pe[i].us * 1e6));
        else printf(" |");
        if (pe[i].bytes > 0) printf(" %.0f |\n", pe[i].bytes / (pe[i].us * 1e3));
        else printf(" |\n");
        if (!strncmp(pe[i].kernel, "mm", 2)) {
            mm_us += pe[i].us;
            flops += pe[i].flops;
        }
    }
    printf("| total | | %.1f | 100%% | | |\n\nmatrix products: %.1f us, %.1f TFLOP/s; chunk: %.0f tokens/s\n", total,
           mm_us, mm_us > 0 ? flops / (mm_us * 1e6) : 0.0, chunk / (total * 1e-6));
    return 0;
}

/* GPU time per token by kernel: 8 profiled tokens after the context of the tg test.
   Returns nonzero on failure (message printed). */
static int bench_profile_token(vki_context *ctx, vki_session *s, const int32_t *toks, int depth) {
    vki_profile_entry pe[64];
    int i, np;
    double total = 0, total_step = 0, mv_us = 0, mv_us_step = 0, mv_bytes = 0;
    vki_session_rewind(s, 0);
    vki_session_eval(s, toks, depth + 1);
    np = vki_session_profile(s, 8, pe, 64);
    if (np < 0) {
        fprintf(stderr, "vkinfer bench: profile: %s\n", vki_last_error(ctx));
        return 1;
    }
    for (i = 0; i < np && i < 64; i++) {
        total += pe[i].us;
        total_step += pe[i].us_step;
    }
    printf("\nGPU time per token by kernel (at depth %d; alone: each kernel by itself between full barriers, launch "
           "included; in step: from the previous dispatch's end to its own in the real step):\n\n", depth + 1);
    printf("| kernel | calls | alone us | in step us | share of step | GB/s alone | GB/s in step |\n"
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (i = 0; i < np && i < 64; i++) {
        printf("| %s | %d | %.1f | %.1f | %.1f%% |", pe[i].kernel, pe[i].calls, pe[i].us, pe[i].us_step,
               100 * pe[i].us_step / total_step);
        if (pe[i].bytes > 0) {
            mv_us += pe[i].us;
            mv_us_step += pe[i].us_step;
            mv_bytes += pe[i].bytes;
            printf(" %.0f | %.0f |\n", pe[i].bytes / (pe[i].us * 1e3), pe[i].bytes / (pe[i].us_step * 1e3));
        } else {
            printf(" | |\n");
        }
    }
    printf("| total | | %.1f | %.1f | 100%% | | |\n\nmat-vecs: %.1f MB of weights in %.1f us alone = %.0f GB/s, %.1f "
           "us in step = %.0f GB/s\n",
           total, total_step, mv_bytes / 1e6, mv_us, mv_us > 0 ? mv_bytes / (mv_us * 1e3) : 0.0, mv_us_step,
           mv_us_step > 0 ? mv_bytes / (mv_us_step * 1e3) : 0.0);
    return 0;
}

/* What the timed repetitions give: tokens/s of each, and the counters of the last tg. */
typedef struct bench_result {
    double *pp, *tg; /* a->reps each */
    double cpu;      /* host CPU seconds of the last tg */
    vki_stats st;    /* counters of the last tg */
} bench_result;

/* One warm-up, then a->reps timed repetitions of ppN (the prompt after depth tokens) and
   tgN (N tokens generated after depth + 1). Returns nonzero on failure (message printed). */
static int bench_measure(const cli_args *a, vki_context *ctx, vki_session *s, const int32_t *toks, bench_result *res) {
    vki_sampler_desc sp;
    vki_result r;
    int k, depth = a->depth;
    memset(&sp, 0, sizeof sp);
    sp.no_stop_at_eog = 1;
    for (k = -1; k < a->reps; k++) { /* k = -1: warm-up */
        double t0;
        int got = 0;
        if (a->n_prompt) {
            vki_session_rewind(s, 0);
            if (depth) vki_session_eval(s, toks, depth);
            vki_session_sync(s);
            t0 = cli_now();
            if ((r = vki_session_eval(s, toks + depth, a->n_prompt)) != VKI_SUCCESS ||
                (r = vki_session_sync(s)) != VKI_SUCCESS) {
                fprintf(stderr, "vkinfer bench: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
                return 1;
            }
            if (k >= 0) res->pp[k] = a->n_prompt / (cli_now() - t0);
        }
        if (a->n_gen) {
            double c0;
            vki_session_rewind(s, 0);
            if (depth) vki_session_eval(s, toks, depth);
            vki_session_eval(s, toks + depth, 1);
            vki_session_sync(s); /* the prompt is done before the clock starts */
            vki_context_reset_stats(ctx);
            c0 = cli_cpu_now();
            t0 = cli_now();
            if ((r = vki_session_generate(s, &sp, a->n_gen, cli_count_token, &got, NULL)) != VKI_SUCCESS) {
                fprintf(stderr, "vkinfer bench: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
                return 1;
            }
            if (k >= 0) {
                res->tg[k] = a->n_gen / (cli_now() - t0);
                res->cpu = cli_cpu_now() - c0;
                vki_context_stats(ctx, &res->st);
            }
        }
    }
    return 0;
}

/* The llama-bench style table (md) or one JSON object. */
static void bench_print(const cli_args *a, const vki_model_info *info, const vki_device_info *dev,
                        const bench_result *res) {
    double pp_m = 0, pp_sd = 0, tg_m = 0, tg_sd = 0;
    const vki_stats *st = &res->st;
    int n_prompt = a->n_prompt, n_gen = a->n_gen, depth = a->depth;
    char sz[32], name[160];
    cli_mean_sd(res->pp, a->reps, &pp_m, &pp_sd);
    cli_mean_sd(res->tg, a->reps, &tg_m, &tg_sd);
    snprintf(name, sizeof name, "%s %s", info->name[0] ? info->name : info->arch_name,
             vki_type_name(info->weight_type));
    cli_bytes(info->weight_bytes, sz, sizeof sz);
    if (strcmp(a->output, "json") == 0) {
        printf("{\"model\": \"%s\", \"size_bytes\": %llu, \"device\": \"%s\", \"depth\": %d,\n", name,
               (unsigned long long)info->weight_bytes, dev->name, depth);
        printf(" \"pp%d\": {\"mean\": %.2f, \"sd\": %.2f}, \"tg%d\": {\"mean\": %.2f, \"sd\": %.2f},\n", n_prompt, pp_m,
               pp_sd, n_gen, tg_m, tg_sd);
        if (n_gen)
            printf(" \"per_token\": {\"submits\": %.3f, \"dispatches\": %.1f, \"barriers\": %.1f, "
                   "\"descriptor_writes\": %.3f, "
                   "\"host_waits\": %.3f, \"cpu_fallbacks\": %llu, \"host_us\": %.1f}}\n",
                   (double)st->submits / n_gen, (double)st->dispatches / n_gen, (double)st->barriers / n_gen,
                   (double)st->descriptor_writes / n_gen, (double)st->host_waits / n_gen,
                   (unsigned long long)st->cpu_fallbacks, res->cpu * 1e6 / n_gen);
        else
            printf(" \"per_token\": null}\n");
        return;
    }
    printf("| model | size | backend | device | test | t/s |\n| --- | ---: | --- | --- | ---: | ---: |\n");
    if (n_prompt)
        printf("| %s | %s | Vulkan | %s | pp%d%s | %.2f ± %.2f |\n", name, sz, dev->name, n_prompt, depth ? " @ d" : "",
               pp_m, pp_sd);
    if (n_gen)
        printf("| %s | %s | Vulkan | %s | tg%d%s | %.2f ± %.2f |\n", name, sz, dev->name, n_gen, depth ? " @ d" : "",
               tg_m, tg_sd);
    if (depth) printf("\n(d = %d tokens already in the context)\n", depth);
    if (n_gen) {
        printf("\n(last repetition) ");
        cli_print_stats(stdout, st, n_gen, res->cpu);
    }
}

static int cmd_bench(cli_args *a) {
    int rc = 1, i;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_session *s = NULL;
    vki_session_desc sd;
    vki_model_info info;
    vki_device_info dev;
    bench_result res;
    int32_t *toks = NULL;
    vki_result r;
    if (a->bandwidth) return bench_bandwidth();
    if (a->reps < 1 || a->n_prompt < 0 || a->n_gen < 0 || a->depth < 0) {
        fprintf(stderr, "vkinfer bench: bad -p/-n/-r/-d\n");
        return 2;
    }
    if (!a->model) {
        fprintf(stderr, "vkinfer bench: -m MODEL is required (or --bandwidth)\n");
        return 2;
    }
    memset(&res, 0, sizeof res);
    if (cli_load_gpu("bench", a->model, &ctx, &m)) return 1;
    vki_model_get_info(m, &info);
    vki_context_device_info(ctx, &dev);
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = a->depth + (a->n_prompt > a->n_gen + 1 ? a->n_prompt : a->n_gen + 1) + 1 + (a->profile ? 16 : 0);
    sd.n_batch = a->n_batch;
    if ((r = vki_session_create(m, &sd, &s)) != VKI_SUCCESS) {
        fprintf(stderr, "vkinfer bench: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
        goto done;
    }
    toks = (int32_t *)malloc((size_t)sd.n_ctx * sizeof *toks);
    res.pp = (double *)calloc((size_t)a->reps, sizeof *res.pp);
    res.tg = (double *)calloc((size_t)a->reps, sizeof *res.tg);
    if (!toks || !res.pp || !res.tg) {
        fprintf(stderr, "vkinfer bench: out of memory\n");
        goto done;
    }
    srand(1);
    for (i = 0; i < sd.n_ctx; i++) toks[i] = rand() % info.n_vocab;
    if (bench_measure(a, ctx, s, toks, &res)) goto done;
    bench_print(a, &info, &dev, &res);
    if (a->profile && a->n_prompt && bench_profile_prompt(ctx, s, toks, a->depth, a->n_prompt)) goto done;
    if (a->profile && a->n_gen && bench_profile_token(ctx, s, toks, a->depth)) goto done;
    rc = 0;
done:
    free(toks);
    free(res.pp);
    free(res.tg);
    vki_session_destroy(s);
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return rc;
}

/* ---- dispatcher ---- */

static int cmd_help(cli_args *a);

static const cli_command commands[] = {
    {"info", cmd_info, CLI_INFO, "-m MODEL [options]", "print a GGUF file's metadata, model summary and tensors",
     "Prints a GGUF file's header, metadata, model summary and tensor table (no GPU needed)."},
    {"tokenize", cmd_tokenize, CLI_TOKENIZE, "-m MODEL (-p TEXT | -f FILE) [--special]",
     "print the token ids of a text", "Prints the token ids on one line, separated by spaces (no BOS/EOS added)."},
    {"run", cmd_run, CLI_RUN, "[-m MODEL] -p PROMPT [options]", "generate text after a prompt",
     "Generates text after a prompt and prints the speed. Without -m: the demo model, found\n"
     "next to the executable (examples/kjv/kjv.gguf, then kjv.gguf), then in the source tree."},
    {"chat", cmd_chat, CLI_CHAT, "-m MODEL [options]", "interactive chat with the model's chat template",
     "Interactive chat using the model's chat template (end with EOF or /exit; /help lists the commands).\n"
     "Ctrl-C stops the answer in progress; at the prompt it ends the chat. The exit status is 1\n"
     "when a message could not be answered."},
    {"logits", cmd_logits, CLI_LOGITS, "-m MODEL --tokens 1,2,3 -o FILE",
     "write the logits after each of a list of tokens",
     "Evaluates the tokens as a prompt (in chunks of -b) and writes the logits after each."},
    {"perplexity", cmd_perplexity, CLI_PERPLEXITY, "-m MODEL -f FILE [options]",
     "perplexity of a text file, as llama-perplexity measures it",
     "Perplexity of a text, as llama-perplexity measures it."},
    {"bench", cmd_bench, CLI_BENCH, "-m MODEL [options]", "llama-bench style ppN / tgN speed and per-token counters",
     "llama-bench style prompt (ppN) and generation (tgN) speed, plus per-token counters."},
    {"help", cmd_help, CLI_HELP, "[COMMAND]", "list the commands, or show one command's options",
     "Lists the commands; with a command's name, shows its options (as `vkinfer COMMAND --help`)."},
};
#define CLI_N_COMMANDS ((int)(sizeof commands / sizeof commands[0]))

static int cmd_help(cli_args *a) {
    int i;
    if (a->n_pos >= 1) {
        for (i = 0; i < CLI_N_COMMANDS; i++)
            if (strcmp(commands[i].name, a->pos[0]) == 0) {
                cli_usage(stdout, &commands[i]);
                return 0;
            }
        fprintf(stderr, "vkinfer help: unknown command '%s'\n", a->pos[0]);
        return 2;
    }
    printf("vkinfer %d.%d.%d - GGUF language models on Vulkan\n\nusage: vkinfer <command> [options]\n\ncommands:\n",
           VKINFER_VERSION_MAJOR, VKINFER_VERSION_MINOR, VKINFER_VERSION_PATCH);
    for (i = 0; i < CLI_N_COMMANDS; i++) printf("  %-10s %s\n", commands[i].name, commands[i].summary);
    printf("\n`vkinfer <command> --help` shows a command's options.\n");
    return 0;
}

/* Parses c's options and runs it: 0 after --help, 2 for a bad option, else the command's status. */
static int cli_run_command(const cli_command *c, int argc, char **argv) {
    cli_args a;
    int pr = cli_parse(c, argc, argv, &a);
    if (pr > 0) cli_usage(stdout, c);
    if (pr) return pr > 0 ? 0 : 2;
    return c->fn(&a);
}

/* Exit status: 0 success, 1 runtime error (a failed write to stdout included), 2 usage
   error; every failure prints a message to stderr. */
int main(int argc, char **argv) {
    cli_args none; /* `vkinfer` and `vkinfer --help`: help without arguments */
    int rc = -1, k;
    cli_argv0 = argv[0];
    /* with stdout closed, the next file opened would become fd 1 and receive the output */
    if (fcntl(1, F_GETFD) < 0 && errno == EBADF) {
        fprintf(stderr, "vkinfer: stdout is closed\n");
        return 1;
    }
#ifdef CLI_ASAN
    {
        static const char *const libs[] = {"libvulkan.so.1", "libvulkan_lvp.so", "libVkLayer_khronos_validation.so"};
        for (k = 0; k < (int)(sizeof libs / sizeof libs[0]); k++) (void)dlopen(libs[k], RTLD_NOW | RTLD_NODELETE);
    }
#endif
    memset(&none, 0, sizeof none);
    if (argc < 2) {
        cmd_help(&none);
        fprintf(stderr, "vkinfer: no command given\n");
        return 2;
    }
    if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) rc = cmd_help(&none);
    for (k = 0; k < CLI_N_COMMANDS && rc < 0; k++)
        if (strcmp(commands[k].name, argv[1]) == 0) rc = cli_run_command(&commands[k], argc - 1, argv + 1);
    if (rc < 0) {
        fprintf(stderr, "vkinfer: unknown command '%s' (see vkinfer help)\n", argv[1]);
        return 2;
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "vkinfer %s: cannot write the output: %s\n", argv[1], errno ? strerror(errno) : "write error");
        return 1;
    }
    return rc;
}
