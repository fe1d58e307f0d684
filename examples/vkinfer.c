/* vkinfer command-line tool.

   Build from the repository root:
      cc -O2 -o vkinfer examples/vkinfer.c -lm -ldl

   Usage: vkinfer <command> [options]; `vkinfer help` lists the commands and
   `vkinfer <command> --help` their options. Each command is a cmd_* function with its
   own option table, parsed by cli_parse(). */
#define VKINFER_IMPLEMENTATION
#include "../vkinfer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- shared option parsing ---- */

typedef enum { CLI_FLAG, CLI_STRING, CLI_INT, CLI_FLOAT } cli_kind;

typedef struct cli_opt {
    const char *short_name;  /* "-m" or NULL */
    const char *long_name;   /* "--model" */
    cli_kind kind;
    void *dst;               /* int* (flag, int), const char** (string), float* */
    const char *arg;         /* name of the value in the help text ("FILE") */
    const char *help;
} cli_opt;

static void cli_usage(FILE *f, const char *cmd, const char *args, const char *summary, const cli_opt *opts, int n) {
    int i;
    fprintf(f, "usage: vkinfer %s %s\n%s\n", cmd, args, summary);
    if (n) fprintf(f, "\noptions:\n");
    for (i = 0; i < n; i++) {
        char left[64];
        snprintf(left, sizeof left, "%s%s%s%s%s", opts[i].short_name ? opts[i].short_name : "", opts[i].short_name ? ", " : "",
                 opts[i].long_name, opts[i].kind == CLI_FLAG ? "" : " ", opts[i].kind == CLI_FLAG ? "" : opts[i].arg);
        fprintf(f, "  %-26s %s\n", left, opts[i].help);
    }
    fprintf(f, "  %-26s %s\n", "-h, --help", "show this help");
}

/* Parses argv[1..] (argv[0] is the command name) against opts. Positional arguments
   are compacted to the front of argv; their count goes to *n_pos. Returns 0, 1 when
   --help was given (usage printed), or -1 on a bad option (message printed). */
static int cli_parse(const char *cmd, int argc, char **argv, const cli_opt *opts, int n, int *n_pos) {
    int i, j, np = 0;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *val = NULL, *eq;
        size_t name_len;
        if (a[0] != '-' || a[1] == 0) { argv[np++] = argv[i]; continue; }
        if (strcmp(a, "--") == 0) { for (i++; i < argc; i++) argv[np++] = argv[i]; break; }
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) return 1;
        eq = strncmp(a, "--", 2) == 0 ? strchr(a, '=') : NULL; /* --name=value */
        name_len = eq ? (size_t)(eq - a) : strlen(a);
        for (j = 0; j < n; j++) {
            const char *ln = opts[j].long_name, *sn = opts[j].short_name;
            if ((strlen(ln) == name_len && strncmp(ln, a, name_len) == 0) || (!eq && sn && strcmp(sn, a) == 0)) break;
        }
        if (j == n) { fprintf(stderr, "vkinfer %s: unknown option '%s' (see vkinfer %s --help)\n", cmd, a, cmd); return -1; }
        if (opts[j].kind == CLI_FLAG) {
            if (eq) { fprintf(stderr, "vkinfer %s: option '%.*s' takes no value\n", cmd, (int)name_len, a); return -1; }
            *(int *)opts[j].dst = 1;
            continue;
        }
        if (eq) val = eq + 1;
        else if (i + 1 < argc) val = argv[++i];
        else { fprintf(stderr, "vkinfer %s: option '%s' needs a value (%s)\n", cmd, a, opts[j].arg); return -1; }
        if (opts[j].kind == CLI_STRING) {
            *(const char **)opts[j].dst = val;
        } else {
            char *end;
            double v = strtod(val, &end);
            if (end == val || *end || (opts[j].kind == CLI_INT && (v != (double)(int)v))) {
                fprintf(stderr, "vkinfer %s: option '%s' needs %s, got '%s'\n", cmd, opts[j].long_name,
                        opts[j].kind == CLI_INT ? "an integer" : "a number", val);
                return -1;
            }
            if (opts[j].kind == CLI_INT) *(int *)opts[j].dst = (int)v;
            else *(float *)opts[j].dst = (float)v;
        }
    }
    *n_pos = np;
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

static int cmd_info(int argc, char **argv) {
    const char *model = NULL;
    int no_meta = 0, no_tensors = 0, width = 160, n_pos = 0, i, rc;
    const cli_opt opts[] = {
        {"-m", "--model", CLI_STRING, &model, "FILE", "GGUF model file"},
        {NULL, "--no-meta", CLI_FLAG, &no_meta, NULL, "do not list the metadata"},
        {NULL, "--no-tensors", CLI_FLAG, &no_tensors, NULL, "do not list the tensors"},
        {NULL, "--width", CLI_INT, &width, "N", "longest metadata value shown, in bytes (default 160)"},
    };
    const int n_opts = (int)(sizeof opts / sizeof opts[0]);
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_model_info in;
    char *val, b1[32];
    uint64_t type_count[32], type_bytes[32];

    rc = cli_parse("info", argc, argv, opts, n_opts, &n_pos);
    if (rc) {
        if (rc > 0) cli_usage(stdout, "info", "-m MODEL [options]",
                              "Prints a GGUF file's header, metadata, model summary and tensor table (no GPU needed).", opts, n_opts);
        return rc > 0 ? 0 : 2;
    }
    if (!model && n_pos == 1) model = argv[0];
    if (!model || n_pos > 1) {
        fprintf(stderr, "vkinfer info: %s (see vkinfer info --help)\n", model ? "unexpected arguments" : "no model given: -m FILE");
        return 2;
    }
    if (width < 16) width = 16;
    if (cli_load_no_gpu("info", model, &ctx, &m)) return 1;
    vki_model_get_info(m, &in);

    printf("file: %s\n", model);
    printf("  GGUF version %d, %d metadata keys, %llu tensors, %llu bytes (%s)\n", in.gguf_version, vki_model_meta_count(m),
           (unsigned long long)in.n_tensors, (unsigned long long)in.file_bytes, cli_bytes(in.file_bytes, b1, sizeof b1));

    if (!no_meta) {
        val = (char *)malloc((size_t)width + 1);
        if (!val) { fprintf(stderr, "vkinfer info: out of memory\n"); rc = 1; goto done; }
        printf("\nmetadata:\n");
        for (i = 0; i < vki_model_meta_count(m); i++) {
            const char *key = "";
            if (vki_model_meta_get(m, i, &key, val, (size_t)width + 1) == VKI_SUCCESS) printf("  %-40s = %s\n", key, val);
        }
        free(val);
    }

    printf("\nmodel:\n");
    printf("  architecture  %s%s\n", in.arch_name[0] ? in.arch_name : "(none)", in.arch == VKI_ARCH_UNKNOWN ? " (not supported)" : "");
    if (in.name[0]) printf("  name          %s\n", in.name);
    printf("  layers %d, n_embd %d, heads %d (kv %d), head_dim %d, n_ff %d, vocab %d, trained context %d\n", in.n_layer, in.n_embd,
           in.n_head, in.n_head_kv, in.head_dim, in.n_ff, in.n_vocab, in.n_ctx_train);
    printf("  rope base %g (%s)%s, rms eps %g\n", (double)in.rope_base, in.rope_neox ? "NEOX" : "normal",
           in.has_rope_freqs ? " with rope_freqs" : "", (double)in.norm_eps);
    if (in.n_tensors)
        printf("  output %s, q/k norm %s, qkv bias %s\n", in.tied_output ? "tied to token_embd" : "separate", in.has_qk_norm ? "yes" : "no",
               in.has_qkv_bias ? "yes" : "no");
    else
        printf("  no tensors (vocabulary only)\n");
    printf("  tokenizer %s%s%s%s, bos %d, eos %d, eot %d, pad %d, add_bos %d\n",
           in.tokenizer == VKI_TOKENIZER_BPE ? "BPE" : in.tokenizer == VKI_TOKENIZER_SPM ? "SPM" : "none",
           in.pre[0] ? " (pre-tokenizer " : "", in.pre, in.pre[0] ? ")" : "", in.bos, in.eos, in.eot, in.pad, in.add_bos);
    if (in.n_tensors)
        printf("  weights %llu bytes (%s), matrices mostly %s\n", (unsigned long long)in.weight_bytes, cli_bytes(in.weight_bytes, b1, sizeof b1),
               in.weight_type >= 0 ? vki_type_name(in.weight_type) : "-");

    memset(type_count, 0, sizeof type_count);
    memset(type_bytes, 0, sizeof type_bytes);
    if (!no_tensors && vki_model_tensor_count(m)) printf("\ntensors:\n  %5s  %-36s %-5s %-24s %12s %12s\n", "#", "name", "type", "shape", "bytes", "offset");
    for (i = 0; i < vki_model_tensor_count(m); i++) {
        vki_tensor_info t;
        char shape[96];
        int d;
        size_t l = 0;
        if (vki_model_tensor_get(m, i, &t) != VKI_SUCCESS) continue;
        if (t.type >= 0 && t.type < 32) { type_count[t.type]++; type_bytes[t.type] += t.bytes; }
        if (no_tensors) continue;
        shape[0] = 0;
        for (d = 0; d < t.n_dims && l < sizeof shape; d++)
            l += (size_t)snprintf(shape + l, sizeof shape - l, "%s%llu", d ? " x " : "", (unsigned long long)t.ne[d]);
        printf("  %5d  %-36s %-5s %-24s %12llu %12llu\n", i, t.name, vki_type_name(t.type), shape, (unsigned long long)t.bytes,
               (unsigned long long)t.offset);
    }
    if (vki_model_tensor_count(m)) {
        printf("\n  total weight bytes: %llu (%s)\n\ntypes:\n", (unsigned long long)in.weight_bytes, cli_bytes(in.weight_bytes, b1, sizeof b1));
        for (i = 0; i < 32; i++)
            if (type_count[i])
                printf("  %-5s %6llu tensors %14llu bytes (%5.1f%%)\n", vki_type_name(i), (unsigned long long)type_count[i],
                       (unsigned long long)type_bytes[i], in.weight_bytes ? 100.0 * (double)type_bytes[i] / (double)in.weight_bytes : 0.0);
    }
    rc = 0;
done:
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return rc;
}

/* ---- dispatcher ---- */

typedef struct cli_command {
    const char *name;
    int (*fn)(int argc, char **argv);
    const char *summary;
} cli_command;

static int cmd_help(int argc, char **argv);

static const cli_command commands[] = {
    {"info", cmd_info, "print a GGUF file's metadata, model summary and tensors"},
    {"help", cmd_help, "list the commands, or show one command's options"},
};

static int cmd_help(int argc, char **argv) {
    size_t i;
    if (argc >= 2) {
        for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
            if (strcmp(commands[i].name, argv[1]) == 0 && commands[i].fn != cmd_help) {
                char *args[2];
                args[0] = argv[1];
                args[1] = (char *)"--help";
                return commands[i].fn(2, args);
            }
        fprintf(stderr, "vkinfer help: unknown command '%s'\n", argv[1]);
        return 2;
    }
    printf("vkinfer %d.%d.%d - GGUF language models on Vulkan\n\nusage: vkinfer <command> [options]\n\ncommands:\n",
           VKINFER_VERSION_MAJOR, VKINFER_VERSION_MINOR, VKINFER_VERSION_PATCH);
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++) printf("  %-10s %s\n", commands[i].name, commands[i].summary);
    printf("\n`vkinfer <command> --help` shows a command's options.\n");
    return 0;
}

int main(int argc, char **argv) {
    size_t i;
    if (argc < 2) { cmd_help(0, NULL); return 2; }
    if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) return cmd_help(0, NULL);
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, argv[1]) == 0) return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "vkinfer: unknown command '%s' (see vkinfer help)\n", argv[1]);
    return 2;
}
