/* Structured output (issue 33): the GBNF parser on valid and broken grammars (errors
   name line, column and rule); the incremental matcher against a brute-force
   recogniser on random grammars and strings fed in random byte chunks (code points
   split across chunks); JSON Schema conversion on a table of schemas with accepted and
   rejected documents; whole generations under a schema on a random-weight model
   (mkmodel's tiny qwen3, 200 seeds greedy and sampled, blocking and non-blocking) whose
   every output is checked by a JSON validator written here, independent of the
   library's grammar; logit bias and the sampler hook; the GPU's top-256 candidates
   (shaders/topk.comp) against the CPU's order, the host's pick from them against the
   whole row's, and generations with and without them; the GPU's draw (topk.comp's
   draw) against the host's on random samplers, GPU-drawn generations (a recurrent
   state's too) against the row's, and constrained generation running a step ahead
   (kept and redone steps). */
#define _POSIX_C_SOURCE 200809L
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "gpu_test.h"
#define MKMODEL_NO_MAIN
#include "mkmodel.c"

#include <time.h>
#include <unistd.h>

static vki_context *g_cpu; /* no_gpu context: parser, matcher, schemas */

static vki_grammar *parse(const char *text) {
    vki_grammar *g = NULL;
    vki_result r = vki_grammar_parse(g_cpu, text, -1, NULL, &g);
    VKT_CHECK(r == VKI_SUCCESS, "parse failed: %s\n%s", vki_last_error(g_cpu), text);
    return g;
}

/* whole-text acceptance through the public matcher, fed in one piece */
static int matches(const vki_grammar *g, const char *text) {
    vki_grammar_state *st = NULL;
    int ok;
    if (vki_grammar_state_create(g, &st) != VKI_SUCCESS) return -1;
    ok = vki_grammar_state_accept(st, text, (int)strlen(text), 1) && vki_grammar_state_can_end(st);
    vki_grammar_state_destroy(st);
    return ok;
}

/* 1. valid grammars parse, and mean what they say */
static void test_parse_valid(void) {
    static const struct {
        const char *g, *yes[4], *no[4];
    } t[] = {
        {"root ::= \"a\" | \"b\"", {"a", "b"}, {"", "ab", "c"}},
        {"root ::= [a-c]+ # comment\n", {"a", "abcab"}, {"", "d", "ad"}},
        {"root ::= [^a-c\\n]*", {"", "xyz", "\xc3\xa9"}, {"a", "x\n"}},
        {"root ::= \"x\"{2,3}", {"xx", "xxx"}, {"x", "xxxx"}},
        {"root ::= \"x\"{2}", {"xx"}, {"x", "xxx"}},
        {"root ::= \"x\"{2,} \"y\"?", {"xx", "xxxxy"}, {"x", "xyy"}},
        {"root ::= (\n  \"a\" |\n  \"b\" b\n)\nb ::= \"\\x41\\u00e9\\t\\\"\"", {"a", "bA\xc3\xa9\t\""}, {"b"}},
        {"root ::= . \"\\U0001F600\"", {"a\xf0\x9f\x98\x80", "\xe4\xb8\xad\xf0\x9f\x98\x80"}, {"\xf0\x9f\x98\x80"}},
        {"root ::= item (\",\" item)*\nitem ::= [0-9]+ | \"[\" root? \"]\"", {"1", "1,[2,[]]", "[]"}, {"1,", "[1"}},
        {"root ::= [\\]\\-\\[]", {"]", "-", "["}, {"a"}},
    };
    size_t i, k;
    for (i = 0; i < VKT_COUNT(t); i++) {
        vki_grammar *g = parse(t[i].g);
        if (!g) continue;
        for (k = 0; k < 4 && t[i].yes[k]; k++)
            VKT_CHECK(matches(g, t[i].yes[k]) == 1, "grammar %zu should match '%s'", i, t[i].yes[k]);
        for (k = 0; k < 4 && t[i].no[k]; k++)
            VKT_CHECK(matches(g, t[i].no[k]) == 0, "grammar %zu should not match '%s'", i, t[i].no[k]);
        vki_grammar_destroy(g);
    }
    {
        vki_grammar *g = parse(vki_grammar_json_gbnf());
        if (g) {
            VKT_CHECK(matches(g, "{\"a\": [1, -2.5e3, true, null, \"x\\u00e9\"], \"b\": {}}") == 1, "json grammar");
            VKT_CHECK(matches(g, "{\"a\": 01}") == 0, "json grammar: leading zero");
            VKT_CHECK(matches(g, "[1]") == 0, "json grammar: the root is an object");
            vki_grammar_destroy(g);
        }
    }
}

/* 2. broken grammars: each error names what it must */
static void test_parse_errors(void) {
    static const struct {
        const char *g, *want;
    } t[] = {
        {"", "no rule named 'root'"},
        {"root ::= \"a", "line 1 column 10 (rule 'root'): unterminated string"},
        {"root ::= a\n", "rule 'a' is used but never defined"},
        {"root ::= \"a\"\nroot ::= \"b\"", "line 2 column 1"},
        {"root ::= \"a\"\nx ::= [b-a]", "line 2 column 11 (rule 'x'): a range whose end is below its start"},
        {"root ::= (\"a\"", "'(' without its ')'"},
        {"root ::= *", "nothing before it to repeat"},
        {"root ::= \"a\"{3,2}", "n below m"},
        {"root ::= \"a\"{99999}", "above 10000"},
        {"root ::= []", "empty character class"},
        {"root ::= \"\\q\"", "unknown escape"},
        {"root ::= root \"a\" | \"b\"", "rule 'root' is left-recursive"},
        {"root ::= x\nx ::= [a]? x \"a\"", "rule 'x' is left-recursive"},
        {"root ::= (\"a\"?)*", "left-recursive"},
        {"root := \"a\"", "expected '::='"},
        {"root ::= \"a\" ]", "unexpected ']'"},
        {"root ::= [a", "unterminated character class"},
        {"root ::= \"\xff\"", "invalid UTF-8"},
        {"root ::= \"a\"\n  \"b\"", "line 2 column 3: expected a rule name"},
    };
    size_t i;
    for (i = 0; i < VKT_COUNT(t); i++) {
        vki_grammar *g = NULL;
        vki_result r = vki_grammar_parse(g_cpu, t[i].g, -1, NULL, &g);
        VKT_CHECK(r == VKI_ERROR_INVALID_ARGUMENT && !g, "grammar %zu: %s", i, vki_result_string(r));
        VKT_CHECK(strstr(vki_last_error(g_cpu), t[i].want) != NULL, "grammar %zu: error '%s' lacks '%s'", i,
                  vki_last_error(g_cpu), t[i].want);
        vki_grammar_destroy(g);
    }
    VKT_CHECK(vki_grammar_parse(g_cpu, NULL, 3, NULL, NULL) == VKI_ERROR_INVALID_ARGUMENT, "NULL arguments");
}

/* ---- the brute-force reference: sets of end positions over code points ---- */

#define REF_MAX 24
typedef struct refres {
    uint32_t ends;
    int partial;
} refres; /* ends: bit i = a match ends at i */
typedef struct refctx {
    const vki_grammar *g;
    const uint32_t *cp;
    int n;
    refres *memo; /* rules x (n + 1) */
    uint8_t *have;
} refctx;

static int ref_class(const vki__gel *e, uint32_t c, const vki__gel **after) {
    int neg = e->type == VKI__GE_NCHAR, in = 0;
    if (e->type == VKI__GE_ANY) {
        *after = e + 1;
        return 1;
    }
    do {
        uint32_t lo = e->value, hi = lo;
        if (e[1].type == VKI__GE_UPPER) hi = e[1].value, e++;
        in |= c >= lo && c <= hi;
        e++;
    } while (e->type == VKI__GE_CALT);
    *after = e;
    return neg ? !in : in;
}

static refres ref_rule(refctx *x, uint32_t r, int i);

/* the elements from e to the end of its alternative, from code point i */
static refres ref_seq(refctx *x, const vki__gel *e, int i) {
    refres out = {0, 0}, a;
    const vki__gel *after;
    int j;
    if (e->type == VKI__GE_END || e->type == VKI__GE_ALT) {
        out.ends = 1u << i;
        return out;
    }
    if (e->type == VKI__GE_REF) {
        a = ref_rule(x, e->value, i);
        out.partial = a.partial;
        for (j = i; j <= x->n; j++)
            if (a.ends >> j & 1) {
                refres b = ref_seq(x, e + 1, j);
                out.ends |= b.ends;
                out.partial |= b.partial;
            }
        return out;
    }
    if (i == x->n) { /* the text ends inside: every rule here can still produce text */
        out.partial = 1;
        return out;
    }
    if (!ref_class(e, x->cp[i], &after)) return out;
    return ref_seq(x, after, i + 1);
}

static refres ref_rule(refctx *x, uint32_t r, int i) {
    size_t k = (size_t)r * (size_t)(x->n + 1) + (size_t)i;
    const vki__gel *e = x->g->el + x->g->start[r];
    refres out = {0, 0};
    if (x->have[k]) return x->memo[k];
    for (;;) {
        refres a = ref_seq(x, e, i);
        out.ends |= a.ends;
        out.partial |= a.partial;
        while (e->type != VKI__GE_ALT && e->type != VKI__GE_END) e++;
        if (e->type == VKI__GE_END) break;
        e++;
    }
    x->have[k] = 1;
    x->memo[k] = out;
    return out;
}

/* 1: the first n code points are a whole match; 2: a prefix of one; 0: neither */
static int ref_judge(const vki_grammar *g, const uint32_t *cp, int n) {
    refctx x;
    refres r;
    size_t nr = (size_t)stbds_arrlen(g->start);
    x.g = g, x.cp = cp, x.n = n;
    x.memo = (refres *)calloc(nr * (size_t)(n + 1), sizeof *x.memo);
    x.have = (uint8_t *)calloc(nr * (size_t)(n + 1), 1);
    r = ref_rule(&x, g->root, 0);
    free(x.memo);
    free(x.have);
    return (r.ends >> n & 1) ? 1 : r.partial ? 2 : 0;
}

/* ---- random grammars (rule i names only rules above i: every rule produces text) ---- */

static const uint32_t g_alpha[] = {'a', 'b', 'c', 0xE9, 0x4E2D, 0x1F600};

static void put_cp(char *buf, size_t *o, uint32_t c) {
    uint8_t u[4];
    size_t k, n = vki__utf8_put(c, u);
    for (k = 0; k < n; k++) buf[(*o)++] = (char)u[k];
}

static void rand_item(char *buf, size_t *o, int rule, int n_rules, int depth) {
    unsigned kind = vkt_randu(depth > 1 ? 3 : 6);
    if (kind == 0 || kind == 1) { /* literal of 1-2 characters */
        int k, n = 1 + (int)vkt_randu(2);
        buf[(*o)++] = '"';
        for (k = 0; k < n; k++) put_cp(buf, o, g_alpha[vkt_randu(VKT_COUNT(g_alpha))]);
        buf[(*o)++] = '"';
    } else if (kind == 2) { /* class, maybe negated, maybe a range */
        buf[(*o)++] = '[';
        if (vkt_randu(3) == 0) buf[(*o)++] = '^';
        put_cp(buf, o, g_alpha[vkt_randu(3)]);
        if (vkt_randu(2)) buf[(*o)++] = '-', put_cp(buf, o, g_alpha[3 + vkt_randu(3)]);
        buf[(*o)++] = ']';
    } else if (kind == 3 && rule + 1 < n_rules) {
        *o += (size_t)sprintf(buf + *o, "r%d", rule + 1 + (int)vkt_randu((unsigned)(n_rules - rule - 1)));
    } else if (kind == 4) {
        buf[(*o)++] = '.';
    } else { /* a group of two alternatives */
        buf[(*o)++] = '(';
        rand_item(buf, o, rule, n_rules, depth + 1);
        buf[(*o)++] = ' ', buf[(*o)++] = '|', buf[(*o)++] = ' ';
        rand_item(buf, o, rule, n_rules, depth + 1);
        rand_item(buf, o, rule, n_rules, depth + 1);
        buf[(*o)++] = ')';
    }
    switch (vkt_randu(8)) {
    case 0: buf[(*o)++] = '*'; break;
    case 1: buf[(*o)++] = '+'; break;
    case 2: buf[(*o)++] = '?'; break;
    case 3: *o += (size_t)sprintf(buf + *o, "{1,2}"); break;
    }
    buf[(*o)++] = ' ';
}

static void rand_grammar(char *buf, int n_rules) {
    size_t o = 0;
    int r, a, k;
    for (r = 0; r < n_rules; r++) {
        o += (size_t)sprintf(buf + o, r ? "r%d ::= " : "root ::= ", r);
        for (a = 0; a < 1 + (int)vkt_randu(2); a++) {
            if (a) o += (size_t)sprintf(buf + o, "| ");
            for (k = 0; k < 1 + (int)vkt_randu(3); k++) rand_item(buf, &o, r, n_rules, 0);
        }
        buf[o++] = '\n';
    }
    buf[o] = 0;
}

static const char *hexs(const char *b, size_t n) {
    static char buf[256];
    size_t k, o = 0;
    for (k = 0; k < n && o + 4 < sizeof buf; k++) o += (size_t)sprintf(buf + o, "%02x ", (unsigned char)b[k]);
    buf[o] = 0;
    return buf;
}

/* 3. the matcher against the reference: random grammars, random strings, random chunks */
static void test_matcher_vs_reference(void) {
    char text[4096];
    int gi, si, checks = 0, wholes = 0;
    vkt_seed(33);
    for (gi = 0; gi < 150; gi++) {
        vki_grammar *g = NULL;
        rand_grammar(text, 2 + (int)vkt_randu(3));
        if (vki_grammar_parse(g_cpu, text, -1, NULL, &g) != VKI_SUCCESS) {
            VKT_CHECK(strstr(vki_last_error(g_cpu), "left-recursive") != NULL, "random grammar refused: %s\n%s",
                      vki_last_error(g_cpu), text);
            continue;
        }
        for (si = 0; si < 40; si++) {
            uint32_t cp[REF_MAX];
            char bytes[REF_MAX * 4];
            size_t nb = 0, at = 0;
            int n = (int)vkt_randu(REF_MAX - 4), k, ok = 1, last = 2;
            vki_grammar_state *st = NULL;
            for (k = 0; k < n; k++) {
                cp[k] = g_alpha[vkt_randu(VKT_COUNT(g_alpha))];
                put_cp(bytes, &nb, cp[k]);
            }
            if (vki_grammar_state_create(g, &st) != VKI_SUCCESS) break;
            /* feed random chunks of 1-5 bytes; at each code-point boundary compare */
            while (at < nb && ok) {
                size_t c = 1 + vkt_randu(5), j;
                int take, whole = 0;
                int probe;
                if (c > nb - at) c = nb - at;
                probe = vki_grammar_state_accept(st, bytes + at, (int)c, 0);
                take = vki_grammar_state_accept(st, bytes + at, (int)c, 1);
                VKT_CHECK(probe == take, "a check and a commit disagree");
                at += c;
                for (j = 0; j < at; j++) whole += ((unsigned char)bytes[j] & 0xC0) != 0x80;
                if (at < nb && ((unsigned char)bytes[at] & 0xC0) == 0x80) { /* inside a code point */
                    int r = ref_judge(g, cp, whole); /* with this one completion of it */
                    if (r) VKT_CHECK(take, "refused a viable split code point\n%s", text);
                    checks++;
                    ok = take;
                    continue;
                }
                last = ref_judge(g, cp, whole);
                VKT_CHECK((last != 0) == take, "prefix of %d code points: matcher %d, reference %d\n%s%s", whole, take,
                          last, text, hexs(bytes, at));
                if (take)
                    VKT_CHECK(vki_grammar_state_can_end(st) == (last == 1), "can_end %d, reference %d\n%s",
                              vki_grammar_state_can_end(st), last, text);
                wholes += last == 1;
                checks++;
                ok = take;
            }
            vki_grammar_state_destroy(st);
        }
        vki_grammar_destroy(g);
    }
    { /* a lead byte is judged by the code points it can begin (F0: U+10000 and up only) */
        vki_grammar *g = parse("root ::= [a-z] | \"\xc3\xa9\"");
        vki_grammar_state *st = NULL;
        if (g && vki_grammar_state_create(g, &st) == VKI_SUCCESS) {
            VKT_CHECK(!vki_grammar_state_accept(st, "\xf0", 1, 0) && !vki_grammar_state_accept(st, "\xe4", 1, 0) &&
                          vki_grammar_state_accept(st, "\xc3", 1, 0) &&
                          !vki_grammar_state_accept(st, "\xc3\xa8", 2, 0) &&
                          !vki_grammar_state_accept(st, "\xc0\xa1", 2, 0),
                      "partial code points");
            vki_grammar_state_destroy(st);
        }
        vki_grammar_destroy(g);
    }
    printf("  %d prefix checks, %d whole matches\n", checks, wholes);
    VKT_CHECK(checks > 5000 && wholes > 100, "too few checks (%d) or whole matches (%d)", checks, wholes);
}

/* 4. schemas: each with documents it must accept and reject */
static void test_schema_table(void) {
    static const struct {
        const char *schema, *yes[4], *no[4];
    } t[] = {
        {"{\"type\": \"object\", \"properties\": {\"action\": {\"enum\": [\"attack\", \"flee\"]}, \"target\": "
         "{\"type\": \"string\", \"maxLength\": 5}}, \"required\": [\"action\"], \"additionalProperties\": false}",
         {"{\"action\": \"attack\"}", "{\"action\":\"flee\",\"target\":\"orc\"}", "{ \"action\": \"flee\" }"},
         {"{}", "{\"target\": \"orc\"}", "{\"action\": \"run\"}", "{\"action\": \"flee\", \"target\": \"goblin\"}"}},
        {"{\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"integer\"}, \"b\": {\"type\": \"boolean\"}}}",
         {"{}", "{\"b\": true}", "{\"a\": -12, \"b\": false}"},
         {"{\"a\": 1.5}", "{\"b\": 1}", "{\"b\": true, \"a\": 1}", "{\"a\": 1, \"zz\": [null]}"}},
        {"{\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"integer\"}}, \"additionalProperties\": true}",
         {"{\"a\": 1, \"zz\": [null]}", "{\"q\": {}}", "{}"},
         {"{\"a\": 1,}", "{\"a\" 1}"}},
        {"{\"type\": \"array\", \"items\": {\"type\": \"number\"}, \"minItems\": 1, \"maxItems\": 3}",
         {"[1]", "[1, 2.5, -3e2]"},
         {"[]", "[1,2,3,4]", "[\"1\"]"}},
        {"{\"type\": \"string\", \"pattern\": \"^[A-Z][a-z]+ \\\\d{2}$\"}",
         {"\"Abc 12\""},
         {"\"abc 12\"", "\"Abc 1\""}},
        {"{\"anyOf\": [{\"type\": \"null\"}, {\"const\": {\"k\": [1, \"x\"]}}]}",
         {"null", "{\"k\":[1,\"x\"]}"},
         {"{\"k\": [1, \"x\"]}", "1"}},
        {"{\"type\": [\"string\", \"null\"], \"minLength\": 2}", {"\"ab\"", "null", "\"a\\\"b\""}, {"\"a\"", "1"}},
        {"{\"oneOf\": [{\"type\": \"object\", \"properties\": {\"x\": {\"type\": \"number\"}}, \"required\": [\"x\"], "
         "\"additionalProperties\": false}, {\"type\": \"array\"}]}",
         {"{\"x\": 0}", "[]", "[{\"q\": 1}]"},
         {"{}", "{\"x\": 0, \"y\": 1}"}},
        {"{}", {"1", "\"s\"", "[true]", "{\"a\": null}"}, {"tru", "[1,]"}},
        {"{\"type\": \"object\", \"properties\": {\"q\": {\"type\": \"string\", \"pattern\": \"(ab|c)+\\\\.\"}}, "
         "\"required\": [\"q\"]}",
         {"{\"q\": \"abc.\"}", "{\"q\": \"c.\"}"},
         {"{\"q\": \"a.\"}", "{\"q\": \".\"}"}},
    };
    static const struct {
        const char *schema, *want;
    } bad[] = {
        {"{\"$ref\": \"#/a\"}", "unsupported keyword '$ref'"},
        {"{\"type\": \"object\", \"required\": [\"a\"], \"properties\": {}}", "required member"},
        {"{\"type\": \"strin\"}", "unknown type"},
        {"{\"type\": \"string\", \"pattern\": \"a(?=b)\"}", "lookaround"},
        {"{\"type\": \"array\", \"minItems\": 3, \"maxItems\": 1}", "maxItems is below minItems"},
        {"{\"type\": ", "json schema line 1 column 10"},
        {"[1, 2", "json schema line 1 column 6"},
    };
    size_t i, k;
    for (i = 0; i < VKT_COUNT(t); i++) {
        vki_grammar *g = NULL;
        vki_result r = vki_grammar_from_json_schema(g_cpu, t[i].schema, -1, &g);
        VKT_CHECK(r == VKI_SUCCESS, "schema %zu: %s", i, vki_last_error(g_cpu));
        if (r) continue;
        for (k = 0; k < 4 && t[i].yes[k]; k++)
            VKT_CHECK(matches(g, t[i].yes[k]) == 1, "schema %zu should accept %s", i, t[i].yes[k]);
        for (k = 0; k < 4 && t[i].no[k]; k++)
            VKT_CHECK(matches(g, t[i].no[k]) == 0, "schema %zu should reject %s", i, t[i].no[k]);
        vki_grammar_destroy(g);
    }
    for (i = 0; i < VKT_COUNT(bad); i++) {
        vki_grammar *g = NULL;
        vki_result r = vki_grammar_from_json_schema(g_cpu, bad[i].schema, -1, &g);
        VKT_CHECK(r != VKI_SUCCESS && !g, "bad schema %zu accepted", i);
        VKT_CHECK(strstr(vki_last_error(g_cpu), bad[i].want) != NULL, "bad schema %zu: '%s' lacks '%s'", i,
                  vki_last_error(g_cpu), bad[i].want);
    }
    {
        char small[8];
        int need = 0;
        VKT_CHECK(vki_json_schema_to_gbnf(g_cpu, "{\"type\": \"null\"}", -1, small, sizeof small, &need) ==
                          VKI_ERROR_BUFFER_TOO_SMALL &&
                      need > (int)sizeof small,
                  "to_gbnf: short buffer (need %d)", need);
    }
}

/* ---- an independent JSON validator for the generated text ---- */

typedef struct jv {
    const char *s;
    size_t i, n;
} jv;
static void jv_ws(jv *j) {
    while (j->i < j->n && strchr(" \t\n\r", j->s[j->i])) j->i++;
}
static int jv_value(jv *j, int depth);
static int jv_string(jv *j) {
    if (j->i >= j->n || j->s[j->i] != '"') return 0;
    for (j->i++; j->i < j->n; j->i++) {
        unsigned char c = (unsigned char)j->s[j->i];
        if (c == '"') return j->i++, 1;
        if (c < 0x20) return 0;
        if (c == '\\') {
            int k;
            if (++j->i >= j->n) return 0;
            c = (unsigned char)j->s[j->i];
            if (c == 'u') {
                for (k = 0; k < 4; k++)
                    if (++j->i >= j->n || !strchr("0123456789abcdefABCDEF", j->s[j->i])) return 0;
            } else if (!strchr("\"\\/bfnrt", c)) {
                return 0;
            }
        }
    }
    return 0;
}
static int jv_number(jv *j) {
    size_t at = j->i;
    if (j->i < j->n && j->s[j->i] == '-') j->i++;
    if (j->i >= j->n || j->s[j->i] < '0' || j->s[j->i] > '9') return 0;
    if (j->s[j->i] == '0')
        j->i++;
    else
        while (j->i < j->n && j->s[j->i] >= '0' && j->s[j->i] <= '9') j->i++;
    if (j->i < j->n && j->s[j->i] == '.') {
        if (++j->i >= j->n || j->s[j->i] < '0' || j->s[j->i] > '9') return 0;
        while (j->i < j->n && j->s[j->i] >= '0' && j->s[j->i] <= '9') j->i++;
    }
    if (j->i < j->n && (j->s[j->i] == 'e' || j->s[j->i] == 'E')) {
        j->i++;
        if (j->i < j->n && (j->s[j->i] == '+' || j->s[j->i] == '-')) j->i++;
        if (j->i >= j->n || j->s[j->i] < '0' || j->s[j->i] > '9') return 0;
        while (j->i < j->n && j->s[j->i] >= '0' && j->s[j->i] <= '9') j->i++;
    }
    return j->i > at;
}
static int jv_value(jv *j, int depth) {
    jv_ws(j);
    if (depth > 100 || j->i >= j->n) return 0;
    if (j->s[j->i] == '{' || j->s[j->i] == '[') {
        char close = j->s[j->i] == '{' ? '}' : ']';
        int obj = close == '}';
        j->i++;
        jv_ws(j);
        if (j->i < j->n && j->s[j->i] == close) return j->i++, 1;
        for (;;) {
            if (obj) {
                jv_ws(j);
                if (!jv_string(j)) return 0;
                jv_ws(j);
                if (j->i >= j->n || j->s[j->i++] != ':') return 0;
            }
            if (!jv_value(j, depth + 1)) return 0;
            jv_ws(j);
            if (j->i < j->n && j->s[j->i] == ',') {
                j->i++;
                continue;
            }
            if (j->i < j->n && j->s[j->i] == close) return j->i++, 1;
            return 0;
        }
    }
    if (j->s[j->i] == '"') return jv_string(j);
    if (j->n - j->i >= 4 && (!memcmp(j->s + j->i, "true", 4) || !memcmp(j->s + j->i, "null", 4))) return j->i += 4, 1;
    if (j->n - j->i >= 5 && !memcmp(j->s + j->i, "false", 5)) return j->i += 5, 1;
    return jv_number(j);
}
static int json_valid(const char *s, size_t n) {
    jv j;
    j.s = s, j.i = 0, j.n = n;
    if (!jv_value(&j, 0)) return 0;
    jv_ws(&j);
    return j.i == n;
}

/* ---- generations on a random-weight model ---- */

static char g_skip[1024], g_path[256];
static vki_context *g_gpu;
static vki_model *g_m;

typedef struct out {
    char text[4096];
    int n, n_tok, n_final;
    int32_t ids[512];
} out;
static int out_fn(void *user, int32_t id, const char *text, int len) {
    out *o = (out *)user;
    if (len > 0 && o->n + len < (int)sizeof o->text) memcpy(o->text + o->n, text, (size_t)len), o->n += len;
    if (id < 0)
        o->n_final++;
    else if (o->n_tok < 512)
        o->ids[o->n_tok++] = id;
    return 0;
}

static const char npc_schema[] = "{\"type\": \"object\", \"properties\": {"
                                 "\"action\": {\"enum\": [\"attack\", \"flee\", \"talk\", \"wait\"]},"
                                 "\"target\": {\"enum\": [\"orc\", \"player\", \"none\"]},"
                                 "\"mood\": {\"type\": \"integer\", \"maxLength\": 2},"
                                 "\"loud\": {\"type\": \"boolean\"},"
                                 "\"line\": {\"type\": \"string\", \"maxLength\": 6}},"
                                 "\"required\": [\"action\", \"target\"], \"additionalProperties\": false}";

static vki_session *gen_session(void) {
    vki_session_desc sd;
    vki_session *s = NULL;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 256;
    VKT_CHECK(vki_session_create(g_m, &sd, &s) == VKI_SUCCESS, "vki_session_create: %s", vki_last_error(g_gpu));
    return s;
}

static vki_result run_n(vki_session *s, const vki_sampler_desc *sp, int nonblocking, out *o, int max_tokens) {
    static const int32_t prompt[4] = {5, 77, 140, 9};
    vki_result r;
    int done = 0, guard = 0;
    memset(o, 0, sizeof *o);
    if ((r = vki_session_rewind(s, 0)) != VKI_SUCCESS || (r = vki_session_eval(s, prompt, 4)) != VKI_SUCCESS) return r;
    if (!nonblocking) return vki_session_generate(s, sp, max_tokens, out_fn, o, NULL);
    if ((r = vki_session_generate_start(s, sp, max_tokens, out_fn, o)) != VKI_SUCCESS) return r;
    while (!done) {
        r = vki_session_generate_poll(s, 0, &done, NULL);
        if (++guard % 1024 == 0) { /* a CPU device: leave it the cores */
            struct timespec ts = {0, 100000};
            nanosleep(&ts, NULL);
        }
    }
    return r;
}

/* The context's counters from zero, after checking that the validation layer has said
   nothing since they last were (the program's end checks only what follows) */
static void reset_stats_checked(void) {
    vki_stats st;
    vki_context_stats(g_gpu, &st);
    VKT_CHECK(st.validation_messages == 0, "%llu validation messages", (unsigned long long)st.validation_messages);
    vki_context_reset_stats(g_gpu);
}

static vki_result run_one(vki_session *s, const vki_sampler_desc *sp, int nonblocking, out *o) {
    return run_n(s, sp, nonblocking, o, 200);
}

/* 5. seeds (VKT_GRAMMAR_SEEDS, default 8: the GPU steps on a CPU device cost ~20-60 ms a
   token; 200 by hand): every output is a whole match of the schema and valid JSON. The
   blocking calls draw under the grammar's mask on the GPU (every token there, no row
   read, no step redone); greedy, the host's choice from the candidates (a session with
   vki_tuning.grammar_mask off) is the same text; blocking and non-blocking calls on the
   host's path give the same tokens. */
static void test_generations(void) {
    vki_grammar *g = NULL;
    vki_session *s, *hs = NULL;
    vki_session_desc sd;
    vki_sampler_desc sp;
    vki_stats st;
    static out o, o2;
    const char *env = getenv("VKT_GRAMMAR_SEEDS");
    int seed, bad = 0, tokens = 0, eq = 0, n_seeds = env ? atoi(env) : 8, n_eq = 0, n_masked = 0;
    double t0;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (!(s = gen_session())) return;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 256;
    sd.tuning.grammar_mask = VKI_TUNE_OFF;
    VKT_CHECK(vki_session_create(g_m, &sd, &hs) == VKI_SUCCESS, "%s", vki_last_error(g_gpu));
    VKT_CHECK(vki_grammar_from_json_schema(g_cpu, npc_schema, -1, &g) == VKI_SUCCESS, "%s", vki_last_error(g_cpu));
    t0 = vki__now_us();
    for (seed = 0; seed < n_seeds && g && hs; seed++) {
        vki_result r;
        int masked = !(seed % 2) && (seed % 4 == 0 || seed % 5 != 1); /* blocking, top_k within the candidates */
        memset(&sp, 0, sizeof sp);
        sp.json_schema = npc_schema;
        sp.temperature = seed % 4 == 0 ? 0.0f : 0.5f + 0.5f * (float)(seed % 3);
        sp.top_k = seed % 5 == 1 ? 1000 : 0;
        sp.seed = (uint64_t)seed + 1;
        reset_stats_checked();
        r = run_one(s, &sp, seed % 2, &o);
        vki_context_stats(g_gpu, &st);
        VKT_CHECK(r == VKI_SUCCESS, "seed %d: %s: %s", seed, vki_result_string(r), vki_last_error(g_gpu));
        tokens += o.n_tok;
        if (!json_valid(o.text, (size_t)o.n) || matches(g, (o.text[o.n] = 0, o.text)) != 1 || o.n_final != 1) {
            if (bad++ < 5) printf("  seed %d: not a whole match: '%s'\n", seed, o.text);
        }
        n_masked += masked;
        VKT_CHECK(st.masked_gpu == (uint64_t)(masked ? o.n_tok : 0) &&
                      (!masked || (st.sampled_full_rows == 0 && st.spec_redone == 0 && st.sampled_candidates == 0)),
                  "seed %d: %llu of %d tokens under the mask (%s), %llu rows, %llu redone", seed,
                  (unsigned long long)st.masked_gpu, o.n_tok, masked ? "all wanted" : "none wanted",
                  (unsigned long long)st.sampled_full_rows, (unsigned long long)st.spec_redone);
        if (seed % 4 == 0) { /* greedy: the host's choice from the candidates is the mask's */
            r = run_one(hs, &sp, 0, &o2);
            n_eq++;
            eq += r == VKI_SUCCESS && o2.n_tok == o.n_tok && !memcmp(o.ids, o2.ids, sizeof(int32_t) * (size_t)o.n_tok);
            /* ... and so is a generation that leaves the mask for the candidates after its wide walks
               (here any walk allowing more than 2 tokens; the masks the session kept dropped) */
            s->mask_wide = 2;
            vki__picker_drop(s);
            reset_stats_checked();
            r = run_one(s, &sp, 0, &o2);
            vki_context_stats(g_gpu, &st);
            s->mask_wide = 4096;
            n_eq++;
            eq += r == VKI_SUCCESS && o2.n_tok == o.n_tok && !memcmp(o.ids, o2.ids, sizeof(int32_t) * (size_t)o.n_tok);
            VKT_CHECK(st.masked_gpu > VKI__MASK_WIDE_WALKS && st.sampled_candidates + st.sampled_full_rows > 0 &&
                          st.masked_gpu + st.sampled_candidates + st.sampled_full_rows == (uint64_t)o2.n_tok,
                      "seed %d, leaving the mask: %llu masked, %llu from candidates, %llu from rows of %d tokens", seed,
                      (unsigned long long)st.masked_gpu, (unsigned long long)st.sampled_candidates,
                      (unsigned long long)st.sampled_full_rows, o2.n_tok);
        }
        if (seed % 4 == 1) { /* the host's path: the other API gives the same tokens */
            r = run_one(hs, &sp, !(seed % 2), &o2);
            n_eq++;
            eq += r == VKI_SUCCESS && o2.n_tok == o.n_tok && !memcmp(o.ids, o2.ids, sizeof(int32_t) * (size_t)o.n_tok);
        }
    }
    printf("  %d generations (%d under the mask on the GPU), %d tokens, %.1f ms/token on this device; last: %s\n",
           n_seeds, n_masked, tokens, (vki__now_us() - t0) / 1e3 / (tokens ? tokens : 1), o.text);
    VKT_CHECK(bad == 0, "%d of %d generations do not match the schema", bad, n_seeds);
    VKT_CHECK(eq == n_eq, "the mask's greedy text and the host's, or blocking and non-blocking, differ (%d of %d)", eq,
              n_eq);
    vki_grammar_destroy(g);
    vki_session_destroy(hs);
    vki_session_destroy(s);
}

/* 6. the host half alone on 200 seeds: random logits (a random-weight model's, without
   its GPU cost) through the constrained sampler until the schema is complete, greedy
   and sampled, over the tiny model's vocabulary (byte-level BPE, merges of up to 8 bytes) */
static void test_picker_seeds(void) {
    static const char *const schemas[2] = {
        npc_schema,
        "{\"type\": \"array\", \"maxItems\": 3, \"items\": {\"anyOf\": [{\"type\": \"number\"}, "
        "{\"type\": \"string\", \"pattern\": \"[a-c]{1,4}\"}, {\"type\": \"array\", \"maxItems\": 2, "
        "\"items\": {\"type\": \"boolean\"}}]}}"};
    vki_model *m = NULL;
    float *logits = NULL;
    vki__cand *cand = NULL;
    int seed, bad = 0, tokens = 0, full = 0;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (vki_model_load(g_cpu, g_path, NULL, &m) != VKI_SUCCESS) {
        VKT_CHECK(0, "load on the no_gpu context: %s", vki_last_error(g_cpu));
        return;
    }
    logits = (float *)malloc(sizeof(float) * (size_t)m->info.n_vocab);
    cand = (vki__cand *)malloc(sizeof *cand * (size_t)m->info.n_vocab);
    for (seed = 0; seed < 200 && logits && cand; seed++) {
        vki__picker pk;
        vki_sampler_desc sp;
        char text[4096];
        int n = 0, t, end = 0, v;
        uint64_t rng = (uint64_t)seed + 7;
        memset(&sp, 0, sizeof sp);
        sp.json_schema = schemas[seed % 2];
        sp.temperature = seed % 3 == 0 ? 0.0f : 1.0f;
        sp.top_k = seed % 5 == 0 ? 1 : 0;
        if (vki__picker_init(&pk, m, &sp) != VKI_SUCCESS) {
            VKT_CHECK(0, "picker: %s", vki_last_error(g_cpu));
            break;
        }
        vkt_seed((unsigned long long)seed * 977 + 1);
        for (t = 0; t < 400 && !end; t++) {
            int32_t id = -1;
            char piece[64];
            int len;
            for (v = 0; v < m->info.n_vocab; v++) logits[v] = 4.0f * vkt_randf() * vkt_randf();
            if (vki__pick(&pk, m, &sp, logits, NULL, 0, &rng, cand, &id) != VKI_SUCCESS) {
                VKT_CHECK(0, "seed %d: %s", seed, vki_last_error(g_cpu));
                break;
            }
            end = vki__picker_commit(&pk, m, id);
            len = vki_token_to_piece(m, id, piece, sizeof piece, 0);
            if (len > 0 && n + len < (int)sizeof text) memcpy(text + n, piece, (size_t)len), n += len;
            tokens++;
        }
        full += (int)pk.n_full;
        text[n] = 0;
        if (!end || !json_valid(text, (size_t)n)) {
            if (bad++ < 5) printf("  seed %d: '%s' (%s)\n", seed, text, end ? "invalid" : "unfinished");
        }
        vki__picker_free(&pk);
    }
    if (logits && cand) { /* "a", then "b" and the end tokens banned: the match is whole, nothing can follow */
        vki__picker pk;
        vki_sampler_desc sp;
        vki_logit_bias ban[16];
        int nb = 0, v;
        int32_t id = 0;
        uint64_t rng = 1;
        memset(&sp, 0, sizeof sp);
        sp.grammar = "root ::= \"a\" \"b\"?";
        ban[nb].token = 'b', ban[nb++].bias = -INFINITY;
        for (v = 0; v < m->info.n_vocab && nb < 16; v++)
            if (vki_token_is_eog(m, v)) ban[nb].token = v, ban[nb++].bias = -INFINITY;
        sp.logit_bias = ban, sp.n_logit_bias = nb;
        if (vki__picker_init(&pk, m, &sp) == VKI_SUCCESS) {
            for (v = 0; v < m->info.n_vocab; v++) logits[v] = vkt_randf();
            VKT_CHECK(vki__pick(&pk, m, &sp, logits, NULL, 0, &rng, cand, &id) == VKI_SUCCESS && id == 'a',
                      "first pick %d", id);
            VKT_CHECK(!vki__picker_commit(&pk, m, id), "not done after 'a'");
            for (v = 0; v < m->info.n_vocab; v++) logits[v] = vkt_randf();
            VKT_CHECK(vki__pick(&pk, m, &sp, logits, NULL, 0, &rng, cand, &id) == VKI_SUCCESS && id == -1,
                      "whole match, nothing allowed: %d (%s)", id, vki_last_error(g_cpu));
            vki__picker_free(&pk);
        }
    }
    printf("  200 seeds, %d tokens, %d full-vocabulary walks\n", tokens, full);
    VKT_CHECK(bad == 0, "%d of 200 outputs are not valid JSON", bad);
    VKT_CHECK(full > 0, "the full-vocabulary walk never ran");
    free(logits);
    free(cand);
    vki_model_destroy(m);
}

/* a hook that takes the candidate with the largest id, and counts its calls */
static int hook_last(void *user, vki_candidate *c, int n) {
    int i, best = 0;
    ++*(int *)user;
    for (i = 1; i < n; i++)
        if (c[i].id > c[best].id) best = i;
    for (i = 1; i < n; i++) VKT_CHECK(c[i - 1].logit >= c[i].logit, "candidates out of order");
    return best;
}
/* a hook that drops the top candidate and lets greedy take the next */
static int hook_drop(void *user, vki_candidate *c, int n) {
    (void)user;
    if (n > 1) c[0].logit = -INFINITY;
    return -1;
}

/* 7. logit bias and hook; a grammar that only the bias-free model reaches; errors */
static void test_bias_and_hook(void) {
    vki_session *s;
    vki_sampler_desc sp;
    vki_logit_bias lb[2];
    static out a, b;
    int calls = 0;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (!(s = gen_session())) return;
    memset(&sp, 0, sizeof sp);
    VKT_CHECK(run_n(s, &sp, 0, &a, 8) == VKI_SUCCESS, "greedy");
    /* banning the greedy first token changes it; a large bias forces a token everywhere */
    lb[0].token = a.ids[0], lb[0].bias = -INFINITY;
    sp.logit_bias = lb, sp.n_logit_bias = 1;
    VKT_CHECK(run_n(s, &sp, 1, &b, 8) == VKI_SUCCESS && b.ids[0] != a.ids[0], "ban: %d vs %d", b.ids[0], a.ids[0]);
    lb[0].token = 97, lb[0].bias = 1000.0f;
    VKT_CHECK(run_n(s, &sp, 0, &b, 8) == VKI_SUCCESS && b.n_tok > 0, "favour");
    VKT_CHECK(b.ids[0] == 97 && b.ids[b.n_tok - 1] == 97, "favoured token not taken: %d", b.ids[0]);
    sp.n_logit_bias = 0;
    sp.hook = hook_last, sp.hook_user = &calls, sp.top_k = 5;
    VKT_CHECK(run_n(s, &sp, 0, &b, 8) == VKI_SUCCESS, "hook");
    VKT_CHECK(calls == b.n_tok && calls > 0, "hook calls %d for %d tokens", calls, b.n_tok);
    sp.hook = hook_drop;
    VKT_CHECK(run_n(s, &sp, 1, &b, 8) == VKI_SUCCESS && b.ids[0] != a.ids[0], "hook re-weight");
    sp.hook = NULL;
    /* a grammar with a bias: the bias picks among what the grammar allows, and cannot
       push a token it refuses ('a' everywhere, 'n' at the start) */
    sp.grammar = "root ::= \"yes\" | \"no\"";
    lb[0].token = 'a', lb[0].bias = 1000.0f;
    lb[1].token = 'n', lb[1].bias = 500.0f;
    sp.n_logit_bias = 2;
    VKT_CHECK(run_one(s, &sp, 0, &b) == VKI_SUCCESS, "grammar + bias: %s", vki_last_error(g_gpu));
    b.text[b.n] = 0;
    VKT_CHECK(!strcmp(b.text, "no") && b.n_final == 1, "grammar + bias gave '%s'", b.text);
    sp.n_logit_bias = 1;
    /* errors name the field */
    sp.json_schema = "{}";
    VKT_CHECK(run_one(s, &sp, 0, &b) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_gpu), "grammar and json_schema"),
              "both: %s", vki_last_error(g_gpu));
    sp.json_schema = NULL;
    sp.grammar = "root ::= x";
    VKT_CHECK(run_one(s, &sp, 1, &b) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_gpu), "rule 'x' is used but never defined"),
              "bad grammar: %s", vki_last_error(g_gpu));
    sp.grammar = "root ::= \"q\""; /* its one token banned */
    lb[0].token = 'q', lb[0].bias = -INFINITY;
    VKT_CHECK(run_one(s, &sp, 0, &b) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(g_gpu), "no token of the vocabulary"),
              "unreachable: %s", vki_last_error(g_gpu));
    sp.grammar = NULL;
    sp.n_logit_bias = 1;
    lb[0].bias = NAN;
    VKT_CHECK(run_one(s, &sp, 0, &b) == VKI_ERROR_INVALID_ARGUMENT && strstr(vki_last_error(g_gpu), "logit_bias[0]"),
              "NaN bias: %s", vki_last_error(g_gpu));
    vki_session_destroy(s);
}

/* 9. the candidates' kernel (shaders/topk.comp) against the CPU's sort of the same values:
   the 256 largest in order, ties to the lower id (value desc, id asc, as vki__cand_cmp),
   -0 equal to +0; vocabularies below 256, slices of one workgroup and of many, a second
   pass past its registers (more than 32 x 256 entries); random values, heavy ties, all
   equal; and the extra ids' logits */
static void test_topk_kernel(void) {
    static const struct { int n, chunk; } shape[] = {{384, 0}, {384, 300}, {100, 0}, {20000, 0}, {20000, 256}};
    vki_session *s;
    int si, pat;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (!(s = gen_session())) return;
    for (si = 0; si < (int)VKT_COUNT(shape); si++)
        for (pat = 0; pat < 4; pat++) {
            int n = shape[si].n, i, k = 1, bad = 0, nk = n < VKI__CANDS ? n : VKI__CANDS;
            float *v = (float *)malloc(sizeof(float) * (size_t)n);
            vki__cand *ref = (vki__cand *)malloc(sizeof *ref * (size_t)n);
            vki_buffer *buf = NULL;
            vki__cands c;
            uint64_t value = 0;
            memset(&c, 0, sizeof c);
            vkt_seed((unsigned long long)(si * 4 + pat) * 31 + 7);
            for (i = 0; i < n && v; i++) {
                float x = vkt_randf();
                v[i] = pat == 0   ? 8.0f * x
                       : pat == 1 ? (float)(int)(4.0f * x)
                       : pat == 2 ? 1.5f
                                  : (float)(int)(2.0f * x);
                if (pat == 3 && v[i] == 0.0f && (i & 1)) v[i] = -0.0f; /* -0 and +0 tie */
                if (pat == 3 && i % 97 == 5) v[i] = -INFINITY;
            }
            for (i = 0; i < n && ref; i++) ref[i].logit = v[i], ref[i].id = i;
            if (!v || !ref || vki__buffer_alloc(g_gpu, (uint64_t)n * 4, "test logits", &buf) != VKI_SUCCESS ||
                vki__upload(g_gpu, buf, 0, v, (uint64_t)n * 4) != VKI_SUCCESS || vki__flush(g_gpu, VKI__Q_XFER) ||
                vki__wait_value(g_gpu, VKI__Q_XFER, g_gpu->vk->q[VKI__Q_XFER].next_value - 1) ||
                vki__cands_make(s, buf, (uint32_t)n, (uint32_t)shape[si].chunk, &c) != VKI_SUCCESS) {
                VKT_CHECK(0, "setup: %s", vki_last_error(g_gpu));
                k = 0;
            }
            if (k) {
                c.xid[0] = 3, c.xid[1] = 5, c.xid[2] = (uint32_t)n - 1, c.xid[3] = 17;
                VKT_CHECK(vki__submit_recorded(g_gpu, &c.ps.cb, 1, &value) == VKI_SUCCESS &&
                              vki__wait_value(g_gpu, VKI__Q_COMPUTE, value) == VKI_SUCCESS,
                          "submit: %s", vki_last_error(g_gpu));
                qsort(ref, (size_t)n, sizeof *ref, vki__cand_cmp);
                for (i = 0; i < VKI__CANDS; i++) {
                    float got;
                    memcpy(&got, &c.out[2 * i], 4);
                    if (i < nk ? c.out[2 * i + 1] != (uint32_t)ref[i].id || !(got == ref[i].logit)
                               : c.out[2 * i + 1] != 0xFFFFFFFFu) {
                        if (bad++ < 3)
                            printf("  n %d chunk %d pattern %d: [%d] = %u %g, want %d %g\n", n, shape[si].chunk, pat,
                                   i, c.out[2 * i + 1], got, i < nk ? ref[i].id : -1, i < nk ? ref[i].logit : 0.0);
                    }
                }
                for (i = 0; i < 3; i++) {
                    float got;
                    memcpy(&got, &c.out[2 * VKI__CANDS + i], 4);
                    if (!(got == v[c.xid[1 + i]]) && bad++ < 3)
                        printf("  extra %d: %g, want %g\n", i, got, v[c.xid[1 + i]]);
                }
                VKT_CHECK(bad == 0, "n %d chunk %d pattern %d: %d entries differ from the CPU's order", n,
                          shape[si].chunk, pat, bad);
            }
            vki__cands_free(s, &c);
            vki__buffer_free(buf);
            free(v);
            free(ref);
        }
    vki_session_destroy(s);
}

/* the host's draw (vki__draw) with its uniform number and top-p / min-p moved by du, dp */
static int32_t ref_draw(const vki__cand *c, int n, const vki_sampler_desc *sp, double u, double dp) {
    double top_p = (sp->top_p > 0.0f ? sp->top_p : 1.0) + dp, mx = c[0].logit, sum = 0, acc = 0, r;
    int i, keep = n;
    if (!(sp->temperature > 0.0f)) return c[0].id;
    for (i = 0; i < n; i++) sum += exp((double)c[i].logit - mx);
    for (i = 0; i < n && top_p < 1.0; i++)
        if ((acc += exp((double)c[i].logit - mx) / sum) >= top_p) {
            keep = i + 1;
            break;
        }
    for (i = 1; i < keep && sp->min_p > 0.0f; i++)
        if (exp((double)c[i].logit - mx) < sp->min_p + dp) {
            keep = i;
            break;
        }
    for (sum = 0, i = 0; i < keep; i++) sum += exp(((double)c[i].logit - mx) / sp->temperature);
    r = u * sum;
    for (i = 0; i < keep - 1; i++)
        if ((r -= exp(((double)c[i].logit - mx) / sp->temperature)) < 0) break;
    return c[i].id;
}

/* 9b. the GPU's draw (topk.comp's pc.draw) against the host's (vki__sample over the
   whole row with the same uniform number, vki__uniform) on random logits, positions,
   windows and samplers (temperature, top-k, top-p, min-p, penalties above and below 1,
   greedy after a penalty), vocabularies above and below 256: the same token, except
   where the two's cumulative probabilities straddle the uniform number or a top-p /
   min-p threshold: the host's draw with those moved by at most 1e-4 (float sums and
   exp on the GPU, double on the host) must then give the GPU's token; such cases are
   counted and must stay under 2%. Half the trials draw under a random mask (pc.masked, a
   grammar's allowed set: 3%, 40% or 95% of the tokens; a quarter of those greedy without a
   penalty, topk.comp's pc.draw 3): the host's reference bans the others first. */
static void test_gpu_draw(void) {
    static const int nvs[3] = {1000, 100, 30000}; /* 30000: slices of ~11 logits a thread, 11 of them */
    vki_session *s;
    int vi, trial, same = 0, straddle = 0, bad = 0, trials = 0;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (!(s = gen_session())) return;
    for (vi = 0; vi < (int)VKT_COUNT(nvs); vi++) {
        int n = nvs[vi], i;
        float *v = (float *)malloc(sizeof(float) * (size_t)n), *row = (float *)malloc(sizeof(float) * (size_t)n);
        vki__cand *c = (vki__cand *)malloc(sizeof *c * (size_t)(n + VKI__CANDS));
        vki_buffer *buf = NULL;
        vki__cands cd;
        memset(&cd, 0, sizeof cd);
        if (!v || !row || !c || vki__buffer_alloc(g_gpu, (uint64_t)n * 4, "test logits", &buf) != VKI_SUCCESS ||
            vki__cands_make(s, buf, (uint32_t)n, 0, &cd) != VKI_SUCCESS) {
            VKT_CHECK(0, "setup: %s", vki_last_error(g_gpu));
            trial = 1000;
        } else {
            trial = 0;
        }
        vkt_seed(4242 + (unsigned long long)vi);
        for (; trial < 100; trial++) {
            vki_sampler_desc sp;
            VkCommandBuffer cbs[2];
            uint64_t value = 0, rng;
            int p, nh, k, kd, masked = trial % 2 == 1; /* a random grammar mask (pc.masked) */
            float dens = trial % 3 == 0 ? 0.03f : trial % 3 == 1 ? 0.4f : 0.95f;
            int32_t gpu, host;
            memset(&sp, 0, sizeof sp);
            sp.temperature = trial % 9 == 4 ? 0.0f : 0.2f + 1.8f * vkt_randf();
            sp.top_k = trial % 4 == 0 ? 0 : trial % 4 == 1 ? 1 + (int)vkt_randu(8) : trial % 4 == 2 ? 150 : 256;
            sp.top_p = trial % 3 == 0 ? 0.0f : 0.5f + 0.45f * vkt_randf();
            sp.min_p = trial % 5 < 2 ? 0.0f : 0.2f * vkt_randf();
            sp.repeat_penalty = trial % 3 == 1 ? 0.0f : trial % 3 == 0 ? 1.3f : 0.7f;
            sp.repeat_last_n = trial % 2 ? 0 : 12;
            sp.seed = vkt_randu(1u << 30) + ((uint64_t)trial << 32);
            if (sp.temperature == 0.0f) sp.repeat_penalty = 1.5f;
            if (masked && sp.repeat_penalty < 1.0f) sp.repeat_penalty = 1.3f; /* no lifted tokens under a mask */
            if (masked && trial % 4 == 3) sp.temperature = 0.0f, sp.repeat_penalty = 0.0f; /* greedy: pc.draw 3 */
            if (!vki__draw_usable(s, &sp, 0)) { /* top_k plus the window past the candidates */
                sp.top_k = 100;
                VKT_CHECK(vki__draw_usable(s, &sp, 0), "trial %d: a sampler the GPU draws refused", trial);
            }
            p = 70 + (int)vkt_randu(180);
            for (i = 0; i < n; i++) /* heavy ties in some trials */
                v[i] = trial % 7 == 3 ? (float)(int)(8.0f * vkt_randf()) : 8.0f * vkt_randf() - 4.0f;
            for (i = 0; i < p; i++) s->io_tokens[i] = vkt_randu(8) == 0 ? s->io_tokens[i / 2] : vkt_randu((unsigned)n);
            if (masked) { /* the host's reference: the disallowed tokens banned */
                memset(cd.mask[p & 1], 0, (size_t)(n + 31) / 32 * 4);
                for (i = 0; i < n; i++)
                    if (vkt_randf() < dens || i == (int)(vkt_randu((unsigned)n)))
                        cd.mask[p & 1][i >> 5] |= 1u << (i & 31);
            }
            s->io_out[p] = 0;
            vki__draw_words(cd.prm, &sp, n, s->n_ctx);
            s->io_ctrl[0] = (uint32_t)p;
            cbs[0] = s->cb_setpos;
            cbs[1] = masked && trial % 4 == 3 ? cd.dgm[p & 1].cb : masked ? cd.drm[p & 1].cb : cd.draw.cb;
            if (vki__upload(g_gpu, buf, 0, v, (uint64_t)n * 4) != VKI_SUCCESS || vki__flush(g_gpu, VKI__Q_XFER) ||
                vki__wait_value(g_gpu, VKI__Q_XFER, g_gpu->vk->q[VKI__Q_XFER].next_value - 1) ||
                vki__submit_recorded(g_gpu, cbs, 2, &value) != VKI_SUCCESS ||
                vki__wait_value(g_gpu, VKI__Q_COMPUTE, value) != VKI_SUCCESS) {
                VKT_CHECK(0, "trial %d: %s", trial, vki_last_error(g_gpu));
                break;
            }
            s->gpu_pos_known = 0;
            gpu = (int32_t)s->io_out[p];
            VKT_CHECK(s->io_tokens[p] == (uint32_t)gpu, "trial %d: fed %u, reported %d", trial, s->io_tokens[p], gpu);
            nh = VKI__MIN(p, sp.repeat_last_n > 0 ? sp.repeat_last_n : 64);
            for (i = 0; masked && i < n; i++)
                if (!(cd.mask[p & 1][i >> 5] >> (i & 31) & 1)) v[i] = -INFINITY;
            VKT_CHECK(!(v[gpu] == -INFINITY), "trial %d: the GPU drew %d, which the mask bans", trial, gpu);
            memcpy(row, v, sizeof(float) * (size_t)n);
            rng = (uint64_t)p;
            if (masked) { /* the banned left out: the penalty, the top_k of the allowed, the draw */
                vki__modify(&sp, n, (const int32_t *)s->io_tokens + (p - nh), nh, row, NULL, NULL);
                kd = vki__top_heap(row, n, vki__top_k(&sp, n), c);
                host = ref_draw(c, kd, &sp, vki__uniform(sp.seed, (uint64_t)p), 0.0);
            } else {
                host = vki__sample(row, n, &sp, (const int32_t *)s->io_tokens + (p - nh), nh, &rng, c);
            }
            trials++;
            if (gpu == host) {
                same++;
                continue;
            }
            /* the host's candidates after the penalty, then its draw with the numbers moved */
            memcpy(row, v, sizeof(float) * (size_t)n);
            vki__modify(&sp, n, (const int32_t *)s->io_tokens + (p - nh), nh, row, NULL, NULL);
            kd = vki__top_heap(row, n, vki__top_k(&sp, n), c);
            for (k = 0; k < 9; k++)
                if (ref_draw(c, kd, &sp, vki__uniform(sp.seed, (uint64_t)p) + (k % 3 - 1) * 1e-4, (k / 3 - 1) * 1e-4) ==
                    gpu)
                    break;
            if (k < 9) {
                straddle++;
            } else if (bad++ < 5) {
                printf("  n %d trial %d: GPU %d, host %d (T %g k %d p %g min_p %g pen %g)\n", n, trial, gpu, host,
                       (double)sp.temperature, sp.top_k, (double)sp.top_p, (double)sp.min_p,
                       (double)sp.repeat_penalty);
            }
        }
        vki__cands_free(s, &cd);
        vki__buffer_free(buf);
        free(v);
        free(row);
        free(c);
    }
    printf("  %d draws (half under random masks): %d the same, %d straddling within 1e-4\n", trials, same, straddle);
    VKT_CHECK(trials == 100 * (int)VKT_COUNT(nvs) && bad == 0, "%d of %d draws differ from the host's", bad, trials);
    VKT_CHECK(straddle * 50 <= trials, "%d straddles in %d draws", straddle, trials);
    vki_session_destroy(s);
}

/* 9c. the draw in place of the token step's argmax (topk.comp's pc.pairs, as
   vki__step_draw records it): from the position before, it advances the position itself,
   draws the token the plain draw draws at the next one, and takes the non-finite flag
   from the LM head's (max, row) pairs after the logits (bit 31 of a row: none, the first
   pair's, the last pair's) instead of the slot argmax would have written */
static void test_gpu_draw_pairs(void) {
    enum { N = 5000, PAIRS = 40, P = 60 };
    struct vki__vk *vk;
    vki_session *s;
    vki_buffer *buf = NULL;
    vki__cands cd;
    VkCommandBuffer cb = VK_NULL_HANDLE, cbs[2];
    VkCommandBufferAllocateInfo ai;
    vki__op op;
    vki_sampler_desc sp;
    float v[N + 2 * PAIRS];
    uint32_t nb, pos = 0;
    uint64_t value = 0;
    int i, k;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (!(s = gen_session())) return;
    vk = g_gpu->vk;
    memset(&cd, 0, sizeof cd);
    vkt_seed(515);
    for (i = 0; i < N; i++) v[i] = 8.0f * vkt_randf() - 4.0f;
    memset(&sp, 0, sizeof sp);
    sp.temperature = 0.8f;
    sp.top_p = 0.9f;
    sp.seed = 77;
    VKI__ZERO(ai);
    ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    ai.commandPool = s->cmd_pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    if (vki__buffer_alloc(g_gpu, sizeof v, "test logits and pairs", &buf) != VKI_SUCCESS ||
        vki__cands_make(s, buf, N, 0, &cd) != VKI_SUCCESS ||
        vk->dt.vkAllocateCommandBuffers(vk->device, &ai, &cb) != VK_SUCCESS) {
        VKT_CHECK(0, "setup: %s", vki_last_error(g_gpu));
        cb = VK_NULL_HANDLE;
        goto done;
    }
    op = cd.draw.ops[0];
    op.push[offsetof(vki__pc_topk, pairs) / 4] = PAIRS;
    if (vki__record_step(s, cb, &op, 1, -1, cd.draw.sets, 0, &nb, VK_NULL_HANDLE, 0, 0) != VKI_SUCCESS) {
        VKT_CHECK(0, "record: %s", vki_last_error(g_gpu));
        goto done;
    }
    vki__draw_words(cd.prm, &sp, N, s->n_ctx);
    for (k = 0; k < 3; k++) {
        uint32_t plain, got, row;
        for (i = 0; i < PAIRS; i++) { /* the flag in none, the first, the last pair */
            row = (uint32_t)i * (N / PAIRS) | ((k == 1 && i == 0) || (k == 2 && i == PAIRS - 1) ? 0x80000000u : 0u);
            v[N + 2 * i] = v[i * (N / PAIRS)];
            memcpy(&v[N + 2 * i + 1], &row, 4);
        }
        /* the plain draw at P + 1 (state.pos there, the argmax having advanced it) */
        s->io_out[P + 1] = 0;
        s->io_ctrl[0] = P + 1;
        cbs[0] = s->cb_setpos;
        cbs[1] = cd.draw.cb;
        if (vki__upload(g_gpu, buf, 0, v, sizeof v) != VKI_SUCCESS || vki__flush(g_gpu, VKI__Q_XFER) ||
            vki__wait_value(g_gpu, VKI__Q_XFER, vk->q[VKI__Q_XFER].next_value - 1) ||
            vki__submit_recorded(g_gpu, cbs, 2, &value) != VKI_SUCCESS ||
            vki__wait_value(g_gpu, VKI__Q_COMPUTE, value) != VKI_SUCCESS) {
            VKT_CHECK(0, "plain draw: %s", vki_last_error(g_gpu));
            break;
        }
        plain = s->io_out[P + 1];
        /* the draw with the pairs from P */
        s->io_out[P + 1] = 0xFFFFu;
        s->io_tokens[P + 1] = 0xFFFFu;
        s->io_ctrl[0] = P;
        cbs[1] = cb;
        if (vki__submit_recorded(g_gpu, cbs, 2, &value) != VKI_SUCCESS ||
            vki__wait_value(g_gpu, VKI__Q_COMPUTE, value) != VKI_SUCCESS ||
            vki__read(g_gpu, s->state, 0, &pos, 4) != VKI_SUCCESS) {
            VKT_CHECK(0, "draw with pairs: %s", vki_last_error(g_gpu));
            break;
        }
        got = s->io_out[P + 1];
        VKT_CHECK(plain < N && (got & 0x7FFFFFFFu) == plain && s->io_tokens[P + 1] == plain,
                  "case %d: drew %u (fed %u), the plain draw %u", k, got & 0x7FFFFFFFu, s->io_tokens[P + 1], plain);
        VKT_CHECK((got >> 31) == (k != 0), "case %d: flag %u", k, got >> 31);
        VKT_CHECK(pos == P + 1, "case %d: the position is %u, want %d", k, pos, P + 1);
    }
done:
    s->gpu_pos_known = 0;
    if (cb) vk->dt.vkFreeCommandBuffers(vk->device, s->cmd_pool, 1, &cb);
    vki__cands_free(s, &cd);
    vki__buffer_free(buf);
    vki_session_destroy(s);
}

/* a hook that takes the top candidate */
static int hook_first(void *user, vki_candidate *c, int n) {
    (void)user;
    (void)c;
    (void)n;
    return 0;
}

/* a hook that leaves the choice to the sampler */
static int hook_none(void *user, vki_candidate *c, int n) {
    (void)user;
    (void)c;
    (void)n;
    return -1;
}

/* a hook that drops the second candidate (a re-weight both pick paths must see alike) */
static int hook_drop2(void *user, vki_candidate *c, int n) {
    (void)user;
    if (n > 2) c[1].logit = -INFINITY;
    return -1;
}

/* 10. the host half of the candidates: on random logits with heavy ties (the CPU's top 256
   standing in for the GPU's, the extra ids' logits read as the GPU would), samplers of
   every kind (temperature, top-k up to 256 and past it, top-p, min-p, penalties above and
   below 1, positive, negative and banning biases, a hook, a grammar greedy and sampled)
   choose exactly the token the whole row gives, with the random state in step, whenever
   the candidates decide; without a grammar, a bias or a penalty they always decide, and
   so they do for a vocabulary of 200 tokens (all of it among them). */
static void test_cands_exact(void) {
    vki_model *m = NULL;
    float *row = NULL, *raw = NULL;
    vki__cand *ca = NULL, *cb = NULL;
    uint32_t list[2 * VKI__CANDS], xval[VKI__CAND_EXTRA], xid[1 + VKI__CAND_EXTRA], toks[96];
    int seed, decided_n = 0, picks = 0, bad = 0, missed = 0, unusable = 0;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (vki_model_load(g_cpu, g_path, NULL, &m) != VKI_SUCCESS) {
        VKT_CHECK(0, "load on the no_gpu context: %s", vki_last_error(g_cpu));
        return;
    }
    row = (float *)malloc(sizeof(float) * (size_t)m->info.n_vocab);
    raw = (float *)malloc(sizeof(float) * (size_t)m->info.n_vocab);
    ca = (vki__cand *)malloc(sizeof *ca * vki__cand_cap(m));
    cb = (vki__cand *)malloc(sizeof *cb * vki__cand_cap(m));
    for (seed = 0; seed < 120 && row && raw && ca && cb; seed++) {
        static const int top_ks[] = {0, 1, 5, 200, 256, 300};
        vki__picker pa, pb;
        vki_sampler_desc sp;
        vki_logit_bias lb[6];
        uint64_t ra, rb;
        int t, v, usable = 0, nv, mods, end = 0, nl;
        m->info.n_vocab = seed < 100 ? 384 : 200; /* the last: a vocabulary the candidates hold whole */
        nv = m->info.n_vocab;
        nl = VKI__MIN(nv, VKI__CANDS);
        vkt_seed((unsigned long long)seed * 131 + 3);
        memset(&sp, 0, sizeof sp);
        sp.temperature = seed % 4 == 0 ? 0.0f : 0.3f + (float)vkt_randu(20) / 10.0f;
        sp.top_k = top_ks[vkt_randu(6)];
        sp.top_p = seed % 3 == 1 ? 0.9f : 0.0f;
        sp.min_p = seed % 5 == 2 ? 0.05f : 0.0f;
        sp.repeat_penalty = seed % 3 == 0 ? 1.3f : seed % 7 == 1 ? 0.7f : 0.0f;
        sp.repeat_last_n = 16 + (int)vkt_randu(48);
        if (seed % 4 == 3) { /* favoured, disfavoured and banned tokens, one twice */
            for (v = 0; v < 6; v++) lb[v].token = (int32_t)vkt_randu((unsigned)nv), lb[v].bias = 3.0f * vkt_randf();
            lb[5].token = lb[0].token;
            lb[4].bias = -INFINITY;
            sp.logit_bias = lb, sp.n_logit_bias = 6;
        }
        if (seed % 6 == 5) sp.hook = hook_drop2;
        if (seed % 5 == 4 && nv == 384) sp.json_schema = npc_schema;
        ra = rb = (uint64_t)seed + 11;
        if (vki__picker_init(&pa, m, &sp) != VKI_SUCCESS || vki__picker_init(&pb, m, &sp) != VKI_SUCCESS ||
            vki__picker_cands_init(&pa, m, &sp, &usable) != VKI_SUCCESS) {
            VKT_CHECK(0, "picker: %s", vki_last_error(g_cpu));
            break;
        }
        mods = sp.repeat_penalty > 0.0f || sp.n_logit_bias;
        if (!usable) { /* only past the candidates: more than 256 of them decide */
            VKT_CHECK(vki__cands_need(&sp, nv) > VKI__CANDS, "seed %d: candidates refused", seed);
            unusable++;
        }
        for (t = 0; t < 96; t++) toks[t] = (uint32_t)vkt_randu((unsigned)nv);
        for (t = 0; t < 24 && usable && !end; t++) {
            int p = 64 + t, nh = VKI__MIN(p, sp.repeat_last_n), decided = 0, i;
            int32_t ida = -2, idb = -2;
            const int32_t *hist = (const int32_t *)toks + (p - nh);
            vki_result r1, r2 = VKI_SUCCESS;
            for (v = 0; v < nv; v++) raw[v] = (float)(int)(6.0f * vkt_randf()) * 0.5f; /* many ties */
            for (v = 0; v < nv; v++) ca[v].logit = raw[v], ca[v].id = v;
            qsort(ca, (size_t)nv, sizeof *ca, vki__cand_cmp); /* the GPU's list */
            for (i = 0; i < nl; i++) {
                memcpy(&list[2 * i], &ca[i].logit, 4);
                list[2 * i + 1] = (uint32_t)ca[i].id;
            }
            vki__picker_extras(&pa, toks, p, xid);
            for (i = 0; i < (int)xid[0]; i++) memcpy(&xval[i], &raw[xid[1 + i]], 4);
            r1 = vki__pick_cands(&pa, m, &sp, list, nl, xid, xval, hist, nh, &ra, ca, &decided, &ida);
            memcpy(row, raw, sizeof(float) * (size_t)nv);
            if (pb.constrained) r2 = vki__pick(&pb, m, &sp, row, hist, nh, &rb, cb, &idb);
            else idb = vki__sample(row, nv, &sp, hist, nh, &rb, cb);
            picks++;
            if (r1 != VKI_SUCCESS || r2 != VKI_SUCCESS) {
                VKT_CHECK(r1 == r2 && !decided, "seed %d: %s / %s", seed, vki_result_string(r1),
                          vki_result_string(r2));
                break;
            }
            if (decided) {
                decided_n++;
                if ((ida != idb || ra != rb) && bad++ < 5)
                    printf("  seed %d token %d: candidates %d, row %d\n", seed, t, ida, idb);
            } else {
                ra = rb; /* the caller would have taken the row's choice */
                if (((!mods && !pa.active) || nv <= VKI__CANDS) && missed++ < 5)
                    printf("  seed %d token %d: undecided\n", seed, t);
            }
            toks[p] = (uint32_t)(idb >= 0 ? idb : 0);
            if (idb < 0) break;
            end = vki__picker_commit(&pa, m, idb);
            vki__picker_commit(&pb, m, idb);
        }
        vki__picker_free(&pa);
        vki__picker_free(&pb);
    }
    m->info.n_vocab = 384;
    printf("  %d picks, %d decided by the candidates, %d samplers past them\n", picks, decided_n, unusable);
    VKT_CHECK(bad == 0, "%d picks differ from the whole row's", bad);
    VKT_CHECK(missed == 0, "%d picks without a grammar, a bias or a penalty left undecided", missed);
    VKT_CHECK(decided_n > picks / 2 && unusable > 0, "too few decided (%d of %d) or no sampler past them", decided_n,
              picks);
    free(row);
    free(raw);
    free(ca);
    free(cb);
    vki_model_destroy(m);
}

/* 11. whole generations from the candidates equal those from the whole row (a session
   with vki_tuning.candidates off) for the same seeds: sampled (top-k/p, min-p, penalty),
   a bias, under a schema greedy and sampled, blocking and non-blocking; sampling reads
   back the candidates, not rows; a grammar that allows only tokens pushed out of the
   candidates (bias -100) still holds, through the row (counted in vki_stats). */
static void test_cands_generate(void) {
    vki_session *s, *ref = NULL;
    vki_session_desc sd;
    vki_sampler_desc sp;
    vki_logit_bias lb[2];
    vki_stats st;
    static out a, b;
    int32_t greedy[4];
    int i, calls = 0;
    if (!g_m) VKT_SKIP("%s", g_skip);
    if (!(s = gen_session())) return;
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 256;
    sd.tuning.candidates = VKI_TUNE_OFF;
    VKT_CHECK(vki_session_create(g_m, &sd, &ref) == VKI_SUCCESS, "%s", vki_last_error(g_gpu));
    for (i = 0; i < 4 && ref; i++) {
        vki_result r1, r2;
        memset(&sp, 0, sizeof sp);
        sp.seed = (uint64_t)i + 3;
        sp.temperature = i == 2 ? 0.0f : 0.9f;
        sp.top_p = i == 0 ? 0.9f : 0.0f;
        sp.min_p = i == 0 ? 0.05f : 0.0f;
        sp.repeat_penalty = i == 0 ? 1.3f : 0.0f;
        if (i == 1) lb[0].token = 97, lb[0].bias = 2.0f, lb[1].token = 98, lb[1].bias = -1.0f, sp.logit_bias = lb,
                   sp.n_logit_bias = 2;
        if (i >= 2) sp.json_schema = npc_schema;
        vki_context_reset_stats(g_gpu);
        r1 = run_n(s, &sp, i & 1, &a, 8);
        vki_context_stats(g_gpu, &st);
        r2 = run_n(ref, &sp, !(i & 1), &b, 8);
        VKT_CHECK(r1 == VKI_SUCCESS && r2 == VKI_SUCCESS, "sampler %d: %s", i, vki_last_error(g_gpu));
        VKT_CHECK(a.n_tok == b.n_tok && !memcmp(a.ids, b.ids, sizeof(int32_t) * (size_t)a.n_tok),
                  "sampler %d: %d tokens from the candidates, %d from the row, or different ones", i, a.n_tok, b.n_tok);
        if (i == 0) { /* GPU draws: the same seed again (the other API) gives the same text, another seed other */
            VKT_CHECK(run_n(s, &sp, 1, &b, 8) == VKI_SUCCESS && a.n_tok == b.n_tok &&
                          !memcmp(a.ids, b.ids, sizeof(int32_t) * (size_t)a.n_tok),
                      "seed %llu drawn twice: different tokens", (unsigned long long)sp.seed);
            sp.seed += 1000;
            VKT_CHECK(run_n(s, &sp, 0, &b, 8) == VKI_SUCCESS && memcmp(a.ids, b.ids, sizeof(int32_t) * 8),
                      "seeds %llu and %llu: the same tokens", (unsigned long long)sp.seed - 1000,
                      (unsigned long long)sp.seed);
        }
        /* without a bias or grammar the GPU draws (sampler 0), under a schema alone blocking too
           (sampler 2: the grammar's mask on the GPU), else the host picks */
        VKT_CHECK((i == 0 ? st.sampled_gpu : i == 2 ? st.masked_gpu : st.sampled_candidates) > 0 &&
                      st.sampled_candidates + st.sampled_full_rows + st.sampled_gpu + st.masked_gpu ==
                          (uint64_t)a.n_tok,
                  "sampler %d: %llu from candidates, %llu from rows, %llu drawn on the GPU, %llu masked for %d "
                  "tokens", i, (unsigned long long)st.sampled_candidates, (unsigned long long)st.sampled_full_rows,
                  (unsigned long long)st.sampled_gpu, (unsigned long long)st.masked_gpu, a.n_tok);
        if (i == 2) /* the mask: every token chosen on the GPU, no row, no step redone, only ids read back */
            VKT_CHECK(st.masked_gpu == (uint64_t)a.n_tok && st.sampled_full_rows == 0 && st.spec_redone == 0 &&
                          st.spec_kept == 0 && st.mask_walks > 0 && st.bytes_read_back < (uint64_t)a.n_tok * 64,
                      "masked: %llu of %d tokens, %llu rows, %llu redone, %llu walks, %llu bytes read back",
                      (unsigned long long)st.masked_gpu, a.n_tok, (unsigned long long)st.sampled_full_rows,
                      (unsigned long long)st.spec_redone, (unsigned long long)st.mask_walks,
                      (unsigned long long)st.bytes_read_back);
        if (i == 3) /* under a schema, not blocking: a step runs ahead on the GPU's guess for each token
                       after the first (dropped where the row decides) */
            VKT_CHECK(st.spec_kept + st.spec_redone + st.sampled_full_rows + 1 >= (uint64_t)a.n_tok &&
                          st.spec_kept + st.spec_redone > 0,
                      "speculation: %llu kept, %llu redone, %llu rows for %d tokens", (unsigned long long)st.spec_kept,
                      (unsigned long long)st.spec_redone, (unsigned long long)st.sampled_full_rows, a.n_tok);
        if (i < 2)
            VKT_CHECK(st.sampled_full_rows == 0 && st.bytes_read_back < (uint64_t)a.n_tok * 4 * 1024,
                      "sampler %d: %llu rows, %llu bytes read back for %d tokens", i,
                      (unsigned long long)st.sampled_full_rows, (unsigned long long)st.bytes_read_back, a.n_tok);
    }
    /* only 'q' (pushed below every candidate) and end tokens: the row decides */
    memset(&sp, 0, sizeof sp);
    sp.grammar = "root ::= \"q\" \"q\"? \"q\"?";
    lb[0].token = 'q', lb[0].bias = -100.0f;
    sp.logit_bias = lb, sp.n_logit_bias = 1;
    sp.temperature = 0.7f;
    vki_context_reset_stats(g_gpu);
    VKT_CHECK(run_n(s, &sp, 0, &a, 8) == VKI_SUCCESS, "fallback: %s", vki_last_error(g_gpu));
    vki_context_stats(g_gpu, &st);
    a.text[a.n] = 0;
    VKT_CHECK((!strcmp(a.text, "q") || !strcmp(a.text, "qq") || !strcmp(a.text, "qqq")) && a.n_final == 1,
              "fallback: '%s'", a.text);
    VKT_CHECK(st.sampled_full_rows > 0, "fallback: no row read");
    VKT_CHECK(run_n(s, &sp, 1, &b, 8) == VKI_SUCCESS && b.n_tok == a.n_tok &&
                  !memcmp(a.ids, b.ids, sizeof(int32_t) * (size_t)a.n_tok),
              "fallback: the non-blocking call differs (%d tokens, %d)", b.n_tok, a.n_tok);
    /* speculation's two outcomes: a hook taking the top candidate agrees with the GPU's
       pick every time (each step ahead kept: greedy's text); bans of the greedy tokens
       make the host's pick differ (steps done again), the text still the row's */
    memset(&sp, 0, sizeof sp);
    VKT_CHECK(run_n(ref, &sp, 0, &b, 12) == VKI_SUCCESS && b.n_tok > 3, "greedy: %s", vki_last_error(g_gpu));
    memcpy(greedy, b.ids, sizeof greedy);
    sp.hook = hook_first;
    vki_context_reset_stats(g_gpu);
    VKT_CHECK(run_n(s, &sp, 0, &a, 12) == VKI_SUCCESS, "hook: %s", vki_last_error(g_gpu));
    vki_context_stats(g_gpu, &st);
    VKT_CHECK(a.n_tok == b.n_tok && !memcmp(a.ids, b.ids, sizeof(int32_t) * (size_t)a.n_tok) &&
                  st.spec_kept + 1 == (uint64_t)a.n_tok && st.spec_redone == 0,
              "top-candidate hook: %d tokens (greedy %d), %llu kept, %llu redone", a.n_tok, b.n_tok,
              (unsigned long long)st.spec_kept, (unsigned long long)st.spec_redone);
    /* sampled: the GPU's guess is its draw, the host's the same draw from the same
       candidates (a hook that leaves the choice to the sampler) */
    sp.hook = hook_none;
    sp.temperature = 0.9f;
    sp.seed = 5;
    vki_context_reset_stats(g_gpu);
    VKT_CHECK(run_n(s, &sp, 0, &a, 12) == VKI_SUCCESS && run_n(ref, &sp, 0, &b, 12) == VKI_SUCCESS,
              "sampled hook: %s", vki_last_error(g_gpu));
    vki_context_stats(g_gpu, &st);
    VKT_CHECK(a.n_tok == b.n_tok && !memcmp(a.ids, b.ids, sizeof(int32_t) * (size_t)a.n_tok) &&
                  st.spec_kept * 2 >= (uint64_t)a.n_tok,
              "sampled hook: %d tokens (row %d), %llu kept, %llu redone", a.n_tok, b.n_tok,
              (unsigned long long)st.spec_kept, (unsigned long long)st.spec_redone);
    memset(&sp, 0, sizeof sp);
    lb[0].token = greedy[1], lb[0].bias = -INFINITY;
    lb[1].token = greedy[3], lb[1].bias = -3.0f;
    sp.logit_bias = lb, sp.n_logit_bias = 2;
    vki_context_reset_stats(g_gpu);
    VKT_CHECK(run_n(s, &sp, 0, &a, 12) == VKI_SUCCESS && run_n(ref, &sp, 0, &b, 12) == VKI_SUCCESS, "bans: %s",
              vki_last_error(g_gpu));
    vki_context_stats(g_gpu, &st);
    VKT_CHECK(a.n_tok == b.n_tok && !memcmp(a.ids, b.ids, sizeof(int32_t) * (size_t)a.n_tok) &&
                  st.spec_kept + 1 == (uint64_t)a.n_tok,
              "bans (the GPU's guess biased too): %d tokens (row %d), %llu kept, %llu redone", a.n_tok, b.n_tok,
              (unsigned long long)st.spec_kept, (unsigned long long)st.spec_redone);
    VKT_CHECK(vki_session_pos(s) == 4 + a.n_tok, "bans: the session holds %d positions", vki_session_pos(s));
    /* a hook taking another candidate than the top: steps done again, the text the row's */
    memset(&sp, 0, sizeof sp);
    sp.hook = hook_last, sp.hook_user = &calls, sp.top_k = 5;
    vki_context_reset_stats(g_gpu);
    VKT_CHECK(run_n(s, &sp, 0, &a, 12) == VKI_SUCCESS && run_n(ref, &sp, 0, &b, 12) == VKI_SUCCESS, "hook: %s",
              vki_last_error(g_gpu));
    vki_context_stats(g_gpu, &st);
    VKT_CHECK(a.n_tok == b.n_tok && !memcmp(a.ids, b.ids, sizeof(int32_t) * (size_t)a.n_tok) && st.spec_redone > 0 &&
                  vki_session_pos(s) == 4 + a.n_tok,
              "another candidate: %d tokens (row %d), %llu kept, %llu redone, %d positions", a.n_tok, b.n_tok,
              (unsigned long long)st.spec_kept, (unsigned long long)st.spec_redone, vki_session_pos(s));
    vki_session_destroy(ref);
    vki_session_destroy(s);
}

/* 11b. a recurrent state (mkmodel's tiny qwen35): GPU-drawn sampling, one step in flight,
   equals the row's for the same seed, also right after a rewind (the first draw's step
   rebuilt from the snapshot); under a schema (no step ahead there) the same tokens */
static void test_draw_recurrent(void) {
    char path[256], err[512];
    vki_model *m = NULL;
    vki_session *s = NULL, *ref = NULL;
    vki_session_desc sd;
    vki_sampler_desc sp;
    static const int32_t prompt[6] = {5, 77, 140, 9, 31, 200};
    static out a, b;
    int k;
    if (!g_m) VKT_SKIP("%s", g_skip);
    snprintf(path, sizeof path, "/tmp/vkt_grammar_q35_%d.gguf", (int)getpid());
    if (mk_write_tiny(path, "qwen35", "Q8_0", -1, NULL, 35, err, sizeof err) ||
        vki_model_load(g_gpu, path, NULL, &m) != VKI_SUCCESS) {
        VKT_CHECK(0, "qwen35: %s", vki_last_error(g_gpu));
        remove(path);
        return;
    }
    memset(&sd, 0, sizeof sd);
    sd.n_ctx = 64;
    VKT_CHECK(vki_session_create(m, &sd, &s) == VKI_SUCCESS, "%s", vki_last_error(g_gpu));
    sd.tuning.candidates = VKI_TUNE_OFF;
    VKT_CHECK(vki_session_create(m, &sd, &ref) == VKI_SUCCESS, "%s", vki_last_error(g_gpu));
    for (k = 0; k < 3 && s && ref; k++) {
        vki_session *x[2];
        out *o[2];
        int j;
        x[0] = s, x[1] = ref, o[0] = &a, o[1] = &b;
        memset(&sp, 0, sizeof sp);
        sp.temperature = 0.9f;
        sp.top_p = 0.95f;
        sp.repeat_penalty = 1.2f;
        sp.repeat_last_n = 16;
        sp.seed = 77;
        if (k == 2) sp.json_schema = npc_schema, sp.temperature = 0.0f;
        for (j = 0; j < 2; j++) {
            vki_stats st;
            memset(o[j], 0, sizeof *o[j]);
            VKT_CHECK(vki_session_rewind(x[j], 0) == VKI_SUCCESS && vki_session_eval(x[j], prompt, 6) == VKI_SUCCESS,
                      "prompt: %s", vki_last_error(g_gpu));
            if (k == 1) /* after a rewind into the prompt: the logits there are rebuilt */
                VKT_CHECK(vki_session_rewind(x[j], 4) == VKI_SUCCESS, "rewind: %s", vki_last_error(g_gpu));
            vki_context_reset_stats(g_gpu);
            VKT_CHECK(vki_session_generate(x[j], &sp, 6, out_fn, o[j], NULL) == VKI_SUCCESS, "generate %d: %s", k,
                      vki_last_error(g_gpu));
            vki_context_stats(g_gpu, &st);
            VKT_CHECK(st.sampled_gpu == (j == 0 && k < 2 ? (uint64_t)o[j]->n_tok : 0) && !st.spec_kept &&
                          !st.spec_redone,
                      "case %d session %d: %llu drawn on the GPU for %d tokens, %llu steps ahead", k, j,
                      (unsigned long long)st.sampled_gpu, o[j]->n_tok,
                      (unsigned long long)(st.spec_kept + st.spec_redone));
        }
        VKT_CHECK(a.n_tok == b.n_tok && a.n_tok > 0 && !memcmp(a.ids, b.ids, sizeof(int32_t) * (size_t)a.n_tok),
                  "case %d: %d tokens drawn on the GPU, %d from the row, or different ones", k, a.n_tok, b.n_tok);
        VKT_CHECK(vki_session_pos(s) == vki_session_pos(ref), "case %d: positions %d and %d", k, vki_session_pos(s),
                  vki_session_pos(ref));
    }
    vki_session_destroy(s);
    vki_session_destroy(ref);
    vki_model_destroy(m);
    remove(path);
}

/* 8. SentencePiece (Llama's vocabulary from ../shared, when there): the first token's
   prefix space is dropped for the grammar as the detokenizer drops it, so "\u2581Hello"
   may begin "Hello world" */
static void test_spm_first_token(void) {
    const char *dir = vkt_shared_dir();
    char path[512];
    vki_model *m = NULL;
    float *logits;
    vki__cand *cand;
    int32_t hello[4];
    int seed, bad = 0, n_hello;
    FILE *f;
    if (!dir) VKT_SKIP("shared folder absent (../shared/vocab)");
    snprintf(path, sizeof path, "%s/vocab/ggml-vocab-llama-spm.gguf", dir);
    if (!(f = fopen(path, "rb"))) VKT_SKIP("%s absent", path);
    fclose(f);
    if (vki_model_load(g_cpu, path, NULL, &m) != VKI_SUCCESS) {
        VKT_CHECK(0, "load %s: %s", path, vki_last_error(g_cpu));
        return;
    }
    n_hello = vki_tokenize(m, "Hello", -1, hello, 4, 0); /* the prefix space added: one token, "\u2581Hello" */
    logits = (float *)malloc(sizeof(float) * (size_t)m->info.n_vocab);
    cand = (vki__cand *)malloc(sizeof *cand * (size_t)m->info.n_vocab);
    VKT_CHECK(n_hello == 1, "'Hello' is %d tokens", n_hello);
    for (seed = 0; seed < 6 && logits && cand && n_hello == 1; seed++) {
        vki__picker pk;
        vki_sampler_desc sp;
        vki_detokenizer dt;
        char text[256];
        int n = 0, t, end = 0, v;
        uint64_t rng = (uint64_t)seed + 1;
        memset(&sp, 0, sizeof sp);
        memset(&dt, 0, sizeof dt);
        sp.grammar = "root ::= \"Hello world\" | \"Hi\"";
        sp.temperature = seed % 2 ? 1.0f : 0.0f;
        if (vki__picker_init(&pk, m, &sp) != VKI_SUCCESS) break;
        vkt_seed((unsigned long long)seed + 5);
        for (t = 0; t < 40 && !end; t++) {
            int32_t id = -1;
            int len;
            for (v = 0; v < m->info.n_vocab; v++) logits[v] = 4.0f * vkt_randf();
            if (t == 0 && seed < 4) logits[hello[0]] = 100.0f; /* the prefixed token first */
            if (vki__pick(&pk, m, &sp, logits, NULL, 0, &rng, cand, &id) != VKI_SUCCESS) {
                VKT_CHECK(0, "seed %d: %s", seed, vki_last_error(g_cpu));
                break;
            }
            if (t == 0 && seed < 4)
                VKT_CHECK(id == hello[0], "seed %d: the first token is %d, not %d", seed, id, hello[0]);
            end = vki__picker_commit(&pk, m, id);
            len = vki_detokenize_push(m, &dt, id, text + n, (int)sizeof text - n - 1, 0);
            if (len > 0) n += len;
        }
        text[n] = 0;
        if (!end || (strcmp(text, "Hello world") != 0 && strcmp(text, "Hi") != 0))
            if (bad++ < 3) printf("  seed %d: '%s'\n", seed, text);
        vki__picker_free(&pk);
    }
    VKT_CHECK(bad == 0, "%d outputs are not the grammar's", bad);
    free(logits);
    free(cand);
    vki_model_destroy(m);
}

int main(void) {
    vki_context_desc cd;
    char err[512];
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    if (vki_context_create(&cd, &g_cpu) != VKI_SUCCESS) return 1;
    VKT_RUN(test_parse_valid);
    VKT_RUN(test_parse_errors);
    VKT_RUN(test_matcher_vs_reference);
    VKT_RUN(test_schema_table);
    VKT_RUN(test_spm_first_token);
    g_gpu = vkt_gpu_open(g_skip, sizeof g_skip);
    snprintf(g_path, sizeof g_path, "/tmp/vkt_grammar_%d.gguf", (int)getpid());
    if (g_gpu) {
        if (mk_write_tiny(g_path, "qwen3", "Q8_0", -1, NULL, 33, err, sizeof err))
            snprintf(g_skip, sizeof g_skip, "mkmodel: %s", err);
        else if (vki_model_load(g_gpu, g_path, NULL, &g_m) != VKI_SUCCESS)
            snprintf(g_skip, sizeof g_skip, "load: %.900s", vki_last_error(g_gpu));
    }
    VKT_RUN(test_picker_seeds);
    VKT_RUN(test_generations);
    VKT_RUN(test_bias_and_hook);
    VKT_RUN(test_topk_kernel);
    VKT_RUN(test_gpu_draw);
    VKT_RUN(test_gpu_draw_pairs);
    VKT_RUN(test_cands_exact);
    VKT_RUN(test_cands_generate);
    VKT_RUN(test_draw_recurrent);
    vkt_gpu_close(g_gpu);
    vki_context_destroy(g_cpu);
    remove(g_path);
    return vkt_summary();
}
