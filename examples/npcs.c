/* npcs.c - eight characters talking at once: sequences of one batch inside a frame loop.

   A game's characters share a long common prompt (the scene) and each has its own line
   (who speaks). The scene is evaluated once, on the first character's session, and
   forked into the others on the GPU (vki_session_fork); each then evaluates its own line.
   A frame loop polls the batch (vki_batch_poll: it never waits for the GPU) and every
   step advances every talking character by one token, all of them in one submit. One
   character is saved to a file after its reply, continues, is restored from the file,
   and continues again: the two continuations must be the same text.

      cc -O2 -o npcs examples/npcs.c -lm -ldl
      ./npcs [-m model.gguf] [-n TOKENS] [--state FILE] [-q]

   -n N          tokens per reply (default 24)
   --state FILE  where the saved character goes (default npcs-state.bin; removed at the end)
   -q            print only the check's line
   Without -m: examples/kjv/kjv.gguf (run from the repository root). */
#define VKINFER_IMPLEMENTATION
#include "../vkinfer.h"

#define N_NPC 8
#define TEXT_CAP 4096

typedef struct npc {
    const char *name, *line;
    char text[TEXT_CAP];
    int len;
} npc;

/* a token's text, appended to its character's reply */
static int on_token(void *user, int32_t id, const char *text, int len) {
    npc *c = (npc *)user;
    (void)id;
    if (len > TEXT_CAP - 1 - c->len) len = TEXT_CAP - 1 - c->len;
    memcpy(c->text + c->len, text, (size_t)len);
    c->len += len;
    c->text[c->len] = 0;
    return 0;
}

/* Evaluates text at the end of session s (no BOS: it continues what is there). */
static vki_result eval_text(vki_model *m, vki_session *s, const char *text, int flags) {
    int32_t ids[512];
    int n = vki_tokenize(m, text, -1, ids, 512, flags);
    if (n <= 0) return VKI_ERROR_INVALID_ARGUMENT;
    return vki_session_eval(s, ids, n);
}

/* Frames until no character talks; each frame polls once. Returns the frames or -1. */
static int frame_loop(vki_context *ctx, vki_batch *b) {
    int frames = 0, active = 1, stepped, i;
    while (active) {
        vki_result r = vki_batch_poll(b, NULL, &active, &stepped);
        if (r != VKI_SUCCESS) {
            fprintf(stderr, "npcs: poll: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
            return -1;
        }
        frames++;
        /* ... the game's own frame would run here; standing in for it (and for vsync), wait
           for the batch's last step so that this loop does not spin */
        for (i = 0; !stepped && i < vki_batch_n_seq(b); i++) vki_session_sync(vki_batch_session(b, i));
    }
    for (i = 0; i < vki_batch_n_seq(b); i++) {
        char msg[256];
        vki_result r = vki_batch_result(b, i, NULL, NULL, msg, (int)sizeof msg);
        if (r != VKI_SUCCESS) fprintf(stderr, "npcs: character %d: %s: %s\n", i, vki_result_string(r), msg);
    }
    return frames;
}

int main(int argc, char **argv) {
    static npc cast[N_NPC] = {
        {"Moses", " And Moses said unto the people,", "", 0},
        {"Aaron", " And Aaron answered and said,", "", 0},
        {"Miriam", " And Miriam sang unto them,", "", 0},
        {"Joshua", " And Joshua spake unto the elders,", "", 0},
        {"Caleb", " And Caleb stilled the people, and said,", "", 0},
        {"Pharaoh", " And Pharaoh called for Moses, and said,", "", 0},
        {"Jethro", " And Jethro said unto Moses,", "", 0},
        {"Eleazar", " And Eleazar the priest said,", "", 0},
    };
    const char *model = "examples/kjv/kjv.gguf", *state = "npcs-state.bin";
    const char *scene = "And it came to pass, when the children of Israel were come out of the land of Egypt, "
                        "that they pitched in the wilderness before the mount.";
    int n_gen = 24, quiet = 0, i, rc = 1, frames, prefix, saved = 3;
    char first[TEXT_CAP];
    vki_context_desc cd;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_batch *b = NULL;
    vki_batch_desc bd;
    vki_sampler_desc sp[N_NPC];
    vki_result r;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-q")) quiet = 1;
        else if (v && !strcmp(a, "-m")) model = v, i++;
        else if (v && !strcmp(a, "-n")) n_gen = atoi(v), i++;
        else if (v && !strcmp(a, "--state")) state = v, i++;
        else {
            fprintf(stderr, "usage: %s [-m model.gguf] [-n TOKENS] [--state FILE] [-q]\n", argv[0]);
            return 2;
        }
    }
    memset(&cd, 0, sizeof cd);
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) return 1;
    if ((r = vki_model_load(ctx, model, NULL, &m)) != VKI_SUCCESS) {
        fprintf(stderr, "npcs: %s: %s\n", model, vki_last_error(ctx));
        goto done;
    }
    memset(&bd, 0, sizeof bd);
    bd.n_seq = N_NPC;
    bd.session.n_ctx = 128;
    bd.session.n_batch = 64; /* the prompts are short */
    if ((r = vki_batch_create(m, &bd, &b)) != VKI_SUCCESS) goto fail;
    /* the scene once, forked into every character; then each one's own line */
    if ((r = eval_text(m, vki_batch_session(b, 0), scene, VKI_TOKENIZE_ADD_BOS)) != VKI_SUCCESS) goto fail;
    prefix = vki_session_pos(vki_batch_session(b, 0));
    for (i = 1; i < N_NPC; i++)
        if ((r = vki_session_fork(vki_batch_session(b, i), vki_batch_session(b, 0), prefix)) != VKI_SUCCESS) goto fail;
    for (i = 0; i < N_NPC; i++) {
        if ((r = eval_text(m, vki_batch_session(b, i), cast[i].line, 0)) != VKI_SUCCESS) goto fail;
        memset(&sp[i], 0, sizeof sp[i]);
        if (i != saved) { /* everyone but the saved character samples, each with a seed of its own */
            sp[i].temperature = 0.8f;
            sp[i].seed = (uint64_t)i + 1;
        }
        sp[i].no_stop_at_eog = 1;
        if ((r = vki_batch_join(b, i, &sp[i], n_gen, on_token, &cast[i])) != VKI_SUCCESS) goto fail;
    }
    if ((frames = frame_loop(ctx, b)) < 0) goto done;
    if (!quiet) {
        printf("%s\n\n", scene);
        for (i = 0; i < N_NPC; i++) printf("[%s]%s%s\n", cast[i].name, cast[i].line, cast[i].text);
        printf("\n(%d tokens each, %d frames)\n", n_gen, frames);
    }
    /* the saved character: to a file, a continuation, back from the file, the same again */
    if ((r = vki_session_state_save_file(vki_batch_session(b, saved), state)) != VKI_SUCCESS) goto fail;
    cast[saved].len = 0;
    if ((r = vki_batch_join(b, saved, &sp[saved], n_gen / 2, on_token, &cast[saved])) != VKI_SUCCESS ||
        frame_loop(ctx, b) < 0)
        goto fail;
    memcpy(first, cast[saved].text, (size_t)cast[saved].len + 1);
    cast[saved].len = 0;
    if ((r = vki_session_rewind(vki_batch_session(b, saved), 0)) != VKI_SUCCESS || /* as if it had left the scene */
        (r = vki_session_state_load_file(vki_batch_session(b, saved), state)) != VKI_SUCCESS ||
        (r = vki_batch_join(b, saved, &sp[saved], n_gen / 2, on_token, &cast[saved])) != VKI_SUCCESS ||
        frame_loop(ctx, b) < 0)
        goto fail;
    if (strcmp(first, cast[saved].text) != 0) {
        fprintf(stderr, "npcs: %s restored continues otherwise:\n  '%s'\n  '%s'\n", cast[saved].name, first,
                cast[saved].text);
        goto done;
    }
    printf("%s, saved and restored, continues with the same text: '%s'\n", cast[saved].name, first);
    rc = 0;
    goto done;
fail:
    fprintf(stderr, "npcs: %s: %s\n", vki_result_string(r), vki_last_error(ctx));
done:
    remove(state); /* absent unless it was saved */
    vki_batch_destroy(b);
    vki_model_destroy(m);
    vki_context_destroy(ctx);
    return rc;
}
