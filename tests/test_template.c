/* Chat templates rendered as Jinja (vki_chat_render), no GPU: each construct on templates
   written here; the families' formats (Llama 3, Qwen, Gemma, Mistral, Phi, DeepSeek) on
   templates in their style (tests/corpus/template/, also the fuzz target's seeds) against
   the strings their documentation gives; Qwen3's against the built-in format, an
   independent implementation; errors that name the construct and where; hostile
   templates that must end in a named error; the fuzz corpus replayed. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"
#include "test.h"
#include "tok_fixture.h"
#include <dirent.h>
#include <time.h>

static vki_context *ctx;
static char errbuf[512];

#define NOW 1700000000 /* Tue 14 Nov 2023 22:13:20 UTC */

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    char *p;
    long sz;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    sz = ftell(f);
    fseek(f, 0, SEEK_SET);
    p = (char *)malloc((size_t)sz + 1);
    if (p && fread(p, 1, (size_t)sz, f) != (size_t)sz) {
        free(p);
        p = NULL;
    }
    fclose(f);
    if (p) p[sz] = 0;
    return p;
}

/* Renders tmpl (no model) with msgs, or desc's JSON; returns a malloc'd text or NULL with
   errbuf set. *res gets the result. Checks the size protocol on the way. */
static char *render_d(vki_chat_render_desc *d, const vki_chat_message *msgs, int n, vki_result *res) {
    int len = -1, len2 = -1;
    vki_result r;
    char *out;
    errbuf[0] = 0;
    d->errbuf = errbuf;
    d->errbuf_size = sizeof errbuf;
    if (!d->now) d->now = NOW;
    r = vki_chat_render(NULL, d, msgs, n, NULL, 0, &len);
    *res = r;
    if (r != VKI_ERROR_BUFFER_TOO_SMALL) return NULL;
    VKT_CHECK(len >= 0, "size query gave %d", len);
    if (len < 0) return NULL;
    out = (char *)malloc((size_t)len + 1);
    if (len > 0) {
        r = vki_chat_render(NULL, d, msgs, n, out, len, &len2);
        VKT_CHECK(r == VKI_ERROR_BUFFER_TOO_SMALL && len2 == len, "cap one short: %d %d", (int)r, len2);
    }
    r = vki_chat_render(NULL, d, msgs, n, out, len + 1, &len2);
    *res = r;
    VKT_CHECK(r == VKI_SUCCESS && len2 == len && out[len] == 0, "exact fit: %d, %d of %d", (int)r, len2, len);
    return out;
}

static const vki_chat_message conv[4] = {
    {"system", "Be brief."}, {"user", "Hi"}, {"assistant", "Hello!"}, {"user", "Bye"}};

/* tmpl with vars (JSON, may be NULL) renders to want */
static void expect(const char *tmpl, const char *vars, const char *want) {
    vki_chat_render_desc d;
    vki_result r;
    char *out;
    memset(&d, 0, sizeof d);
    d.tmpl = tmpl;
    d.vars_json = vars;
    d.bos_token = "<s>";
    d.eos_token = "</s>";
    out = render_d(&d, conv, 4, &r);
    VKT_CHECK(out && strcmp(out, want) == 0, "%s\n    got  [%s]\n    want [%s] (%s)", tmpl, out ? out : "(null)", want,
              errbuf);
    free(out);
}

/* tmpl fails with VKI_ERROR_INVALID_ARGUMENT and a message containing want */
static void expect_error(const char *tmpl, const char *want) {
    vki_chat_render_desc d;
    vki_result r;
    char *out;
    memset(&d, 0, sizeof d);
    d.tmpl = tmpl;
    out = render_d(&d, conv, 4, &r);
    VKT_CHECK(!out && r == VKI_ERROR_INVALID_ARGUMENT && strstr(errbuf, want),
              "%.80s: result %d, message '%s', want '%s'", tmpl, (int)r, errbuf, want);
    free(out);
}

/* ---- constructs ---- */

static void test_text_and_whitespace(void) {
    expect("plain text, no tags", NULL, "plain text, no tags");
    expect("a{# a comment #}b", NULL, "ab");
    expect("x \x1c{%- if true %}y{% endif %}|{{ '\x1f z\x1c' | trim }}", NULL, "xy|z"); /* Python's whitespace */
    expect("{% raw %}{{ not parsed }}{% endraw %}", NULL, "{{ not parsed }}");
    expect("{% raw -%}\n  {{ x }}\n{%- endraw %}\nafter", NULL, "{{ x }}after");
    expect("a  {%- if true -%}  b  {%- endif -%}  c", NULL, "abc");
    expect("x {{- ' y ' -}} z", NULL, "x y z");
    /* trim_blocks and lstrip_blocks, as Hugging Face sets them */
    expect("{% if true %}\nline\n{% endif %}\nend", NULL, "line\nend");
    expect("  {% if true %}x{% endif %}", NULL, "x");
    expect("a\n    {% for i in [1, 2] %}\n{{ i }}\n    {% endfor %}\nb", NULL, "a\n1\n2\nb");
    expect("  {%+ if true %}x{% endif %}", NULL, "  x");
    expect("{% if true +%}\nx{% endif %}", NULL, "\nx");
    expect("{{ 'v' }}\nnext", NULL, "v\nnext"); /* no trimming after an expression */
    expect("  {# c #}\nx", NULL, "x");
    expect("one newline ends the template\n", NULL, "one newline ends the template"); /* keep_trailing_newline */
    expect("two\n\n", NULL, "two\n");
    expect("{{ 'a' 'b' }}|{{ 'tab\\tnl\\nq\\'' }}|{{ \"\\u00e9\" }}", NULL, "ab|tab\tnl\nq'|\xc3\xa9");
}

static void test_expressions(void) {
    expect("{{ 1 + 2 * 3 }}|{{ (1 + 2) * 3 }}|{{ 7 // 2 }}|{{ -7 // 2 }}|{{ 7 % -3 }}|{{ 2 ** 3 ** 2 }}", NULL,
           "7|9|3|-4|-2|64");
    expect("{{ 1.5 }}|{{ 10 / 4 }}|{{ 1e20 }}|{{ 0.1 + 0.2 }}|{{ 4 / 2 }}|{{ -0.5 * 3 }}", NULL,
           "1.5|2.5|1e+20|0.30000000000000004|2.0|-1.5");
    expect("{{ 'a' ~ 1 ~ none ~ true }}|{{ 'ab' * 3 }}|{{ [1] + [2] }}|{{ 'x' + 'y' }}", NULL,
           "a1NoneTrue|ababab|[1, 2]|xy");
    expect("{{ 1 < 2 and 'b' > 'a' }}|{{ not 0 }}|{{ none or 'x' }}|{{ 0 and 1 }}|{{ 1 == 1.0 }}|{{ 'a' != 'a' }}",
           NULL, "True|True|x|0|True|False");
    expect("{{ 'ell' in 'hello' }}|{{ 2 in [1, 2] }}|{{ 'k' in {'k': 1} }}|{{ 3 not in [1] }}|{{ not 'z' in 'abc' }}",
           NULL, "True|True|True|True|True");
    expect("{{ 'y' if 1 else 'n' }}{{ 'y' if 0 }}{{ 'a' if false else 'b' if true else 'c' }}", NULL, "yb");
    expect("{{ d.a[2].b }}|{{ d['a'][-1]['b'] }}|{{ d.a.0 }}|{{ d.missing is defined }}|{{ none.x is defined }}|",
           "{\"d\": {\"a\": [10, 20, {\"b\": \"deep\"}]}}", "deep|deep|10|False|False|");
    expect("{{ [1, 2, 3, 4][1:] }}|{{ [1, 2, 3, 4][::-1] }}|{{ 'hello'[::2] }}|{{ [1, 2, 3][-2:] }}|{{ "
           "'h\xc3\xa9llo'[1:3] }}",
           NULL, "[2, 3, 4]|[4, 3, 2, 1]|hlo|[2, 3]|\xc3\xa9l");
    expect("{{ ['it\\'s', \"q\"] }}|{{ {'a': 1, 'b': [none, false]} }}|{{ (1, 2) }}|{{ x }}|{{ none }}", NULL,
           "[\"it's\", 'q']|{'a': 1, 'b': [None, False]}|[1, 2]||None");
    expect("{{ -3 | abs }}|{{ -(2 + 3) }}|{{ +4 }}", NULL, "3|-5|4");
}

static void test_tests(void) {
    expect("{{ x is defined }}|{{ x is undefined }}|{{ none is none }}|{{ 'a' is string }}|{{ 1.5 is number }}|"
           "{{ {} is mapping }}|{{ [] is iterable }}|{{ 3 is odd }}|{{ 9 is divisibleby 3 }}|{{ 1 is not even }}|"
           "{{ 'a' is eq 'a' }}|{{ true is sameas true }}|{{ 1 is sameas true }}|{{ 'ab' is lower }}|{{ 5 is gt(3) }}|"
           "{{ 2 is in [1, 2] }}|{{ true is boolean }}|{{ false is false }}|{{ 1 is integer }}|{{ 1.0 is float }}",
           NULL,
           "False|True|True|True|True|True|True|True|True|True|True|True|False|True|True|True|True|True|True|True");
    expect("{{ messages[0].content is string }}|{{ messages is sequence }}|{{ range is callable }}", NULL,
           "True|True|True");
}

static void test_for(void) {
    expect("{% for x in ['a', 'b', 'c'] %}{{ loop.index }}{{ loop.index0 }}{{ loop.revindex }}{{ loop.first }}"
           "{{ loop.last }}{{ loop.length }}{% if not loop.last %},{% endif %}{% endfor %}",
           NULL, "103TrueFalse3,212FalseFalse3,321FalseTrue3");
    expect("{% for x in [] %}x{% else %}empty{% endfor %}|{% for x in [1, 2, 3, 4] if x is even %}{{ x }}"
           "{{ loop.length }}{% endfor %}",
           NULL, "empty|2242");
    expect("{% for x in [1, 2, 3] %}{{ loop.previtem | default('-') }}{{ loop.cycle('a', 'b') }}{{ loop.nextitem }}"
           "{% endfor %}",
           NULL, "-a21b32a");
    expect("{% for x in range(10) %}{% if x == 2 %}{% continue %}{% endif %}{% if x > 4 %}{% break %}{% endif %}"
           "{{ x }}{% endfor %}",
           NULL, "0134");
    expect("{% for k, v in {'a': 1, 'b': 2}.items() %}{{ k }}={{ v }};{% endfor %}{% for k in {'z': 0} %}{{ k }}"
           "{% endfor %}{% for c in 'h\xc3\xa9' %}[{{ c }}]{% endfor %}",
           NULL, "a=1;b=2;z[h][\xc3\xa9]");
    expect("{% for a in [1, 2] %}{% for b in 'xy' %}{{ a }}{{ b }}{{ loop.index }}{% endfor %}{{ loop.index }} "
           "{% endfor %}",
           NULL, "1x11y21 2x12y22 ");
    expect("{% for m in messages %}{{ m.role[0] }}{% endfor %}|{{ range(3) | list }}|{{ range(1, 7, 2) | list }}|"
           "{{ range(5, 0, -2) | list }}",
           NULL, "suau|[0, 1, 2]|[1, 3, 5]|[5, 3, 1]");
}

static void test_set_macro_namespace(void) {
    expect("{% set x = 1 %}{% for i in [1] %}{% set x = 2 %}{{ x }}{% endfor %}{{ x }}", NULL, "21");
    expect("{% set ns = namespace(x=1, s='') %}{% for i in [1, 2] %}{% set ns.x = ns.x + i %}{% set ns.s = ns.s ~ i %}"
           "{% endfor %}{{ ns.x }} {{ ns.s }}",
           NULL, "4 12");
    expect("{% if true %}{% set y = 'set in if' %}{% endif %}{{ y }}", NULL, "set in if");
    expect("{% set b %}hi {{ 1 }}{% endset %}[{{ b }}]{% set p, q = [1, 2] %}{{ q }}{{ p }}", NULL, "[hi 1]21");
    expect("{% macro m(a, b='B') %}{{ a }}{{ b }}{% endmacro %}{{ m('x') }}{{ m('y', b='z') }}{{ m(b='q', a='p') }}",
           NULL, "xByzpq");
    expect("{% macro f(n) %}{% if n > 0 %}{{ n }}{{ f(n - 1) }}{% endif %}{% endmacro %}{{ f(3) }}", NULL, "321");
    expect("{% set g = 'global' %}{% macro h() %}{{ g }}{{ messages | length }}{% endmacro %}{{ h() }}", NULL,
           "global4");
    expect("{% set l = [] %}{% do l.append(1) %}{% set _ = l.append(2) %}{{ l }}{{ l.pop() }}{{ l }}", NULL,
           "[1, 2]2[1]");
    expect("{% filter upper %}abc{{ 'd' }}{% endfilter %}|{% generation %}kept{% endgeneration %}", NULL, "ABCD|kept");
    expect("{{ add_generation_prompt }}|{{ bos_token }}|{{ eos_token }}|{{ tools is defined }}", NULL,
           "True|<s>|</s>|False");
    expect("{{ strftime_now('%Y-%m-%d %H:%M:%S %a %A %b %B %y %j') }}", NULL,
           "2023-11-14 22:13:20 Tue Tuesday Nov November 23 318");
}

static void test_filters(void) {
    expect(
        "{{ '  a  ' | trim }}|{{ [3, 1, 2] | sort | join(',') }}|{{ [1, 2, 3] | length }}|{{ 'h\xc3\xa9' | length }}|"
        "{{ none | default('d') }}|{{ x | default('d') }}|{{ '' | default('d', true) }}|{{ 42 | string }}|"
        "{{ 'aBc' | upper }}|{{ 'aBc' | lower }}|{{ [1, 2] | first }}|{{ [1, 2] | last }}|{{ 'hello world' | title }}|"
        "{{ 'hello' | capitalize }}|{{ 'a-b' | replace('-', '+') }}|{{ [1, 1, 2] | unique | list }}|"
        "{{ [1, 2, 3] | reverse | list }}|{{ [1, 2, 3] | sum }}|{{ [3, 1] | min }}{{ [3, 1] | max }}|"
        "{{ '3' | int + 1 }}|{{ 2 | float }}|{{ 2.567 | round(2) }}|{{ 'x' | d }}|{{ [1, 2] | count }}",
        NULL, "a|1,2,3|3|2|None|d|d|42|ABC|abc|1|2|Hello World|Hello|a+b|[1, 2]|[3, 2, 1]|6|13|4|2.0|2.57|x|2");
    expect(
        "{{ users | map(attribute='name') | join(',') }}|{{ users | selectattr('on') | map(attribute='name') | list }}|"
        "{{ users | rejectattr('on') | map(attribute='name') | first }}|"
        "{{ users | selectattr('name', 'equalto', 'b') | list | length }}|{{ ['a', 'b'] | map('upper') | join }}|"
        "{{ [1, 2, 3, 4] | select('odd') | list }}|{{ [1, 2, 3] | reject('odd') | list }}|"
        "{{ users | sort(attribute='name', reverse=true) | map(attribute='name') | join }}",
        "{\"users\": [{\"name\": \"a\", \"on\": true}, {\"name\": \"b\", \"on\": false}]}",
        "a,b|['a']|b|1|AB|[1, 3]|[2]|ba");
    expect("{{ {'a': 'x\"y', 'b': [1, 2.0, none, false], 'c': 'l\\n\xc3\xa9'} | tojson }}", NULL,
           "{\"a\": \"x\\\"y\", \"b\": [1, 2.0, null, false], \"c\": \"l\\n\xc3\xa9\"}");
    expect("{{ [1, {'k': 'v', 'e': []}] | tojson(indent=2) }}", NULL,
           "[\n  1,\n  {\n    \"k\": \"v\",\n    \"e\": []\n  }\n]");
    expect("{{ 'a\nb' | indent(2) }}|{{ 'a\nb' | indent(2, true) }}|{{ {'b': 1, 'a': 2} | dictsort | first | first }}|"
           "{{ {'k': 1} | items | list | length }}|{{ '<a&b>' | e }}|{{ 'x' | safe }}",
           NULL, "a\n  b|  a\n  b|a|1|&lt;a&amp;b&gt;|x");
    expect("{{ '%s: %d%% %r' | format('n', 7.9, 'q') }}|{{ 'a b  c' | wordcount }}", NULL, "n: 7% 'q'|3");
}

static void test_methods(void) {
    expect("{{ '  x '.strip() }}|{{ 'a,b,,c'.split(',') }}|{{ ' a  b '.split() }}|{{ 'abc'.startswith('ab') }}|"
           "{{ 'abc'.endswith(('x', 'c')) }}|{{ 'Ab'.upper() }}{{ 'Ab'.lower() }}|{{ 'aXa'.replace('a', 'b') }}|"
           "{{ 'xxhixx'.strip('x') }}|{{ '\\n\\nz'.lstrip('\\n') }}|{{ 'z  '.rstrip() }}|{{ 'a b'.title() }}|"
           "{{ '{} and {}'.format(1, 'b') }}|{{ ', '.join(['p', 'q']) }}|{{ 'abcabc'.find('c') }}|"
           "{{ 'abcabc'.count('bc') }}|{{ 'a:b:c'.split(':', 1) }}|{{ '12'.isdigit() }}|{{ 'a\\nb'.splitlines() }}",
           NULL,
           "x|['a', 'b', '', 'c']|['a', 'b']|True|True|ABab|bXb|hi|z|z|A B|1 and b|p, q|2|2|['a', 'b:c']|True|"
           "['a', 'b']");
    expect("{{ d.get('a') }}|{{ d.get('z', 'no') }}|{{ d.get('z') }}|{{ d.keys() | list }}|{{ d.values() | list }}|"
           "{% for k, v in d.items() %}{{ k }}{{ v }}{% endfor %}|{% do d.update({'c': 3}) %}{{ d | length }}",
           "{\"d\": {\"a\": 1, \"b\": 2}}", "1|no|None|['a', 'b']|[1, 2]|a1b2|3");
}

/* ---- errors: the construct and where ---- */

static void test_errors(void) {
    expect_error("{% if x %}", "line 1, column 4: '{% if %}' is never closed ('{% endif %}' missing)");
    expect_error("{% for m in messages %}\n{% if m %}x{% endfor %}",
                 "line 2, column 15: unexpected '{% endfor %}': the '{% if %}' at line 2, column 4 is still open");
    expect_error("{{ 1 + }}", "line 1, column 8: expected a value, found '}}'");
    expect_error("\n\n  {{ ] }}", "line 3, column 6: expected a value, found ']'");
    expect_error("{% endfor %}", "unexpected '{% endfor %}'");
    expect_error("{% include 'x' %}", "the statement 'include' is not supported");
    expect_error("{% for x in y recursive %}{% endfor %}", "recursive for loops are not supported");
    expect_error("{{ x | nosuch }}", "line 1, column 8: unknown filter 'nosuch'");
    expect_error("{{ x is nosuch }}", "unknown test 'nosuch'");
    expect_error("{% if false %}{{ x | ojson }}{% endif %}", "unknown filter 'ojson'"); /* found unrun, as Jinja */
    expect_error("{% filter nosuch %}{% endfilter %}", "unknown filter 'nosuch'");
    expect_error("hello\n{{ 'a' }\n", "line 2, column 1: the tag opened here has no closing '}}'");
    expect_error("{{ 'abc }}", "unterminated string");
    expect_error("{# open", "has no closing '#}'");
    expect_error("{% raw %}x", "{% raw %} without {% endraw %}");
    expect_error("{% raw %}x{% endraw", "{% endraw %} is not closed by '%}'");
    expect_error("{% for x in [1] %}{% endfor %}{% break %}", "'break' outside a for loop");
    expect_error("{{ 1 / 0 }}", "division by zero");
    expect_error("{{ 1 // 0 }}", "integer division or modulo by zero");
    expect_error("{{ raise_exception('Conversation roles must alternate') }}",
                 "raise_exception: Conversation roles must alternate");
    expect_error("{{ foo() }}", "'foo' is undefined, not a function");
    expect_error("{{ messages[0].missing.deeper }}", "line 1, column 23: 'missing' is undefined"); /* as Jinja */
    expect_error("{{ nothing['x'] }}", "'nothing' is undefined");
    expect_error("{{ (x or y)[1:] }}", "an undefined value has no items");
    expect_error("{{ {}.nosuch() }}", "dict has no method 'nosuch'");
    expect_error("{% set a, b = [1] %}", "cannot unpack list into 2 names");
    expect_error("{{ 'a' < 1 }}", "cannot compare string with integer");
    expect_error("{% for x in 5 %}{% endfor %}", "integer is not iterable");
    expect_error("{{ 'a' - 1 }}", "cannot apply '-' to string and integer");
    expect_error("{{ 1 @ 2 }}", "unexpected character '@' in a tag");
    expect_error("{{ [1, 2][::0] }}", "slice step cannot be zero");
    expect_error("{{ [1, 2][nothing:] }}", "a slice index is undefined");
    expect_error("{% set none = 1 %}", "line 1, column 8: cannot assign to the constant 'none'");
    expect_error("{% macro m( %}", "expected a parameter name");
    expect_error("{% set ns = 1 %}{% set ns.x = 2 %}", "cannot set an attribute of integer (use a namespace)");
}

/* ---- hostile templates: every limit ends in a named error, quickly ---- */

static char *repeat(const char *a, int n, const char *mid, const char *b, int m) {
    size_t la = strlen(a), lb = strlen(b), lm = strlen(mid), o = 0;
    char *s = (char *)malloc(la * (size_t)n + lm + lb * (size_t)m + 1);
    int i;
    for (i = 0; i < n; i++, o += la) memcpy(s + o, a, la);
    memcpy(s + o, mid, lm);
    o += lm;
    for (i = 0; i < m; i++, o += lb) memcpy(s + o, b, lb);
    s[o] = 0;
    return s;
}

static void test_hostile(void) {
    char *t;
    clock_t c0 = clock();
    {
        size_t k, o = 3, deep = 100000;
        t = (char *)malloc(2 * deep + 8);
        memcpy(t, "{{ ", 3);
        for (k = 0; k < deep; k++) t[o++] = '(';
        t[o++] = '1';
        for (k = 0; k < deep; k++) t[o++] = ')';
        memcpy(t + o, " }}", 4);
        expect_error(t, "nested deeper than 96");
        free(t);
    }
    t = repeat("{% if true %}", 20000, "x", "{% endif %}", 20000);
    expect_error(t, "nested deeper than");
    free(t);
    t = repeat("{{ 1", 1, "", " + 1", 200000);
    t = (char *)realloc(t, strlen(t) + 4);
    strcat(t, " }}");
    expect_error(t, "nested deeper than"); /* a long left-leaning chain is deep too */
    free(t);
    t = repeat("[", 50000, "", "]", 50000);
    {
        vki_chat_render_desc d;
        vki_result r;
        char *out;
        memset(&d, 0, sizeof d);
        d.tmpl = "{{ messages | length }}";
        d.messages_json = t;
        out = render_d(&d, NULL, 0, &r);
        VKT_CHECK(!out && r == VKI_ERROR_INVALID_ARGUMENT && strstr(errbuf, "messages_json: invalid JSON at byte") &&
                      strstr(errbuf, "nested too deeply"),
                  "deep JSON: %d %s", (int)r, errbuf);
        free(out);
    }
    free(t);
    expect_error("{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}{% endfor %}",
                 "more than 1048576 loop iterations");
    expect_error("{{ range(10000000000) | length }}", "range of more than 1048576 items");
    expect_error("{% for i in range(1000000) %}{{ 'x' * 1000 }}{% endfor %}", "the output exceeds 16 MiB");
    expect_error("{{ 'x' * 100000000000 }}", "repetition would exceed 16 MiB");
    expect_error("{% set ns = namespace(s='x') %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}",
                 "exceeds 16 MiB");
    expect_error("{% set l = [] %}{% for i in range(1000000) %}{% do l.append([i, i, i, i, i, i]) %}{% endfor %}",
                 "the template needs more than 128 MiB of memory");
    expect_error("{% set l = [] %}{% do l.append(l) %}{{ l }}",
                 "values nested deeper than 512 (a list holding itself?)");
    expect_error("{% set l = [] %}{% do l.append(l) %}{{ l | tojson }}", "tojson: values nested deeper than 96");
    expect_error("{% set l = [] %}{% do l.append(l) %}{{ [l] < [l] }}", "evaluation nested deeper than 512");
    expect("{% set l = [] %}{% do l.append(l) %}{{ l == l }}|{{ l in [l] }}", NULL, "False|False");
    expect_error("{% macro f() %}{{ f() }}{% endmacro %}{{ f() }}", "macro calls nested deeper than 24");
    expect_error("{% macro f(n) %}{{ f(n) }}{{ f(n) }}{% endmacro %}{{ f(1) }}", "macro calls nested deeper than 24");
    expect_error("{{ 2 ** 100000000000000 }}{{ (2 ** 100000000000000 // 7) % 0 }}",
                 "integer division or modulo by zero");
    printf("  hostile templates: %.2f s of CPU\n", (double)(clock() - c0) / CLOCKS_PER_SEC);
}

/* ---- the families' formats ---- */

static char *family(const char *name) {
    char path[256];
    char *s;
    snprintf(path, sizeof path, "tests/corpus/template/%s.jinja", name);
    s = read_file(path);
    VKT_CHECK(s != NULL, "%s not found (run from the repository root)", path);
    return s;
}

typedef struct fam_case {
    const char *file, *bos, *eos, *messages_json, *tools_json;
    int n_conv, no_gen, no_think;
    const char *want; /* NULL: want_err is the error */
    const char *want_err;
} fam_case;

static void run_family(const fam_case *c) {
    vki_chat_render_desc d;
    vki_result r;
    char *tmpl = family(c->file), *out;
    if (!tmpl) return;
    memset(&d, 0, sizeof d);
    d.tmpl = tmpl;
    d.bos_token = c->bos;
    d.eos_token = c->eos;
    d.messages_json = c->messages_json;
    d.tools_json = c->tools_json;
    d.no_generation_prompt = c->no_gen;
    d.disable_thinking = c->no_think;
    out = render_d(&d, c->n_conv >= 0 ? conv + (4 - c->n_conv) : conv, c->n_conv >= 0 ? c->n_conv : 4, &r);
    if (c->want)
        VKT_CHECK(out && strcmp(out, c->want) == 0, "%s:\n    got  [%s]\n    want [%s] (%s)", c->file,
                  out ? out : "(null)", c->want, errbuf);
    else
        VKT_CHECK(!out && r == VKI_ERROR_INVALID_ARGUMENT && strstr(errbuf, c->want_err), "%s: %d %s", c->file, (int)r,
                  errbuf);
    free(out);
    free(tmpl);
}

#define WEATHER_MSGS                                                                                                   \
    "[{\"role\": \"system\", \"content\": \"Be brief.\"}, {\"role\": \"user\", \"content\": \"Weather in Paris?\"}, "  \
    "{\"role\": \"assistant\", \"tool_calls\": [{\"type\": \"function\", \"function\": {\"name\": \"get_weather\", "   \
    "\"arguments\": {\"city\": \"Paris\"}}}]}, {\"role\": \"tool\", \"content\": \"{\\\"temp\\\": 18}\"}]"
#define WEATHER_TOOLS                                                                                                  \
    "[{\"type\": \"function\", \"function\": {\"name\": \"get_weather\", \"description\": \"Current weather\", "       \
    "\"parameters\": {\"type\": \"object\", \"properties\": {\"city\": {\"type\": \"string\"}}, \"required\": "        \
    "[\"city\"]}}}]"
#define DS_BOS                                                                                                         \
    "<\xef\xbd\x9c"                                                                                                    \
    "begin\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>"
#define DS_EOS                                                                                                         \
    "<\xef\xbd\x9c"                                                                                                    \
    "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>"
#define DS_USER "<\xef\xbd\x9cUser\xef\xbd\x9c>"
#define DS_ASSISTANT                                                                                                   \
    "<\xef\xbd\x9c"                                                                                                    \
    "Assistant\xef\xbd\x9c>"

static void test_families(void) {
    static const fam_case cases[] = {
        /* Llama 3: header ids, trimmed content, <|eot_id|> per turn, BOS from the template */
        {"llama3", "<|begin_of_text|>", "<|eot_id|>", NULL, NULL, 4, 0, 0,
         "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nBe brief.<|eot_id|>"
         "<|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"
         "Hello!<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nBye<|eot_id|>"
         "<|start_header_id|>assistant<|end_header_id|>\n\n",
         NULL},
        {"llama3", "<|begin_of_text|>", "<|eot_id|>", NULL, NULL, 2, 1, 0,
         "<|begin_of_text|><|start_header_id|>assistant<|end_header_id|>\n\nHello!<|eot_id|>"
         "<|start_header_id|>user<|end_header_id|>\n\nBye<|eot_id|>",
         NULL},
        /* Llama 3.1: the date, tools as JSON (indent 4), a tool call and the ipython turn */
        {"llama31", "<|begin_of_text|>", "<|eot_id|>", WEATHER_MSGS, WEATHER_TOOLS, 0, 0, 0,
         "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nEnvironment: ipython\n"
         "Cutting Knowledge Date: December 2023\nToday Date: 14 Nov 2023\n\n"
         "You have access to the following functions.\n\n{\n    \"type\": \"function\",\n    \"function\": {\n"
         "        \"name\": \"get_weather\",\n        \"description\": \"Current weather\",\n        \"parameters\": "
         "{\n"
         "            \"type\": \"object\",\n            \"properties\": {\n                \"city\": {\n"
         "                    \"type\": \"string\"\n                }\n            },\n            \"required\": [\n"
         "                \"city\"\n            ]\n        }\n    }\n}\n\nBe brief.<|eot_id|>"
         "<|start_header_id|>user<|end_header_id|>\n\nWeather in Paris?<|eot_id|>"
         "<|start_header_id|>assistant<|end_header_id|>\n\n{\"name\": \"get_weather\", \"parameters\": "
         "{\"city\": \"Paris\"}}<|eot_id|><|start_header_id|>ipython<|end_header_id|>\n\n{\"temp\": 18}<|eot_id|>"
         "<|start_header_id|>assistant<|end_header_id|>\n\n",
         NULL},
        {"llama31", "<|begin_of_text|>", "<|eot_id|>", NULL, NULL, 1, 0, 0,
         "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: December 2023\n"
         "Today Date: 14 Nov 2023\n\n<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nBye<|eot_id|>"
         "<|start_header_id|>assistant<|end_header_id|>\n\n",
         NULL},
        /* Qwen 2.5: ChatML, a default system message when none is given */
        {"qwen25", "", "<|im_end|>", NULL, NULL, 3, 0, 0,
         "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n"
         "<|im_start|>assistant\nHello!<|im_end|>\n<|im_start|>user\nBye<|im_end|>\n<|im_start|>assistant\n",
         NULL},
        {"qwen25", "", "<|im_end|>", NULL, NULL, 4, 1, 0,
         "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\nHello!"
         "<|im_end|>\n<|im_start|>user\nBye<|im_end|>\n",
         NULL},
        /* Qwen3: reasoning of earlier turns dropped; enable_thinking=false gives the empty block */
        {"qwen3", "", "<|im_end|>",
         "[{\"role\": \"user\", \"content\": \"Q1\"}, {\"role\": \"assistant\", \"content\": "
         "\"<think>\\nr1\\n</think>\\n\\nA1\"}, {\"role\": \"user\", \"content\": \"Q2\"}]",
         NULL, 0, 0, 1,
         "<|im_start|>user\nQ1<|im_end|>\n<|im_start|>assistant\nA1<|im_end|>\n<|im_start|>user\nQ2<|im_end|>\n"
         "<|im_start|>assistant\n<think>\n\n</think>\n\n",
         NULL},
        {"qwen3", "", "<|im_end|>",
         "[{\"role\": \"user\", \"content\": \"Q1\"}, {\"role\": \"assistant\", \"content\": \"A1\", "
         "\"reasoning_content\": \"kept: after the last query\"}]",
         NULL, 0, 1, 0,
         "<|im_start|>user\nQ1<|im_end|>\n<|im_start|>assistant\n<think>\nkept: after the last query\n</think>\n\n"
         "A1<|im_end|>\n",
         NULL},
        /* Gemma: the system message opens the first user turn; assistant is "model" */
        {"gemma3", "<bos>", "<eos>", NULL, NULL, 4, 0, 0,
         "<bos><start_of_turn>user\nBe brief.\n\nHi<end_of_turn>\n<start_of_turn>model\nHello!<end_of_turn>\n"
         "<start_of_turn>user\nBye<end_of_turn>\n<start_of_turn>model\n",
         NULL},
        {"gemma3", "<bos>", "<eos>",
         "[{\"role\": \"user\", \"content\": [{\"type\": \"image\"}, {\"type\": \"text\", \"text\": \" Describe. "
         "\"}]}]",
         NULL, 0, 0, 0, "<bos><start_of_turn>user\n<start_of_image>Describe.<end_of_turn>\n<start_of_turn>model\n",
         NULL},
        {"gemma3", "<bos>", "<eos>",
         "[{\"role\": \"user\", \"content\": \"a\"}, {\"role\": \"user\", \"content\": \"b\"}]", NULL, 0, 0, 0, NULL,
         "raise_exception: Conversation roles must alternate user/assistant/user/assistant/..."},
        /* Mistral: [INST] ... [/INST], answers end with </s>; v1 rejects a system message */
        {"mistral-v1", "<s>", "</s>", NULL, NULL, 3, 0, 0, "<s>[INST] Hi [/INST]Hello!</s>[INST] Bye [/INST]", NULL},
        {"mistral-v1", "<s>", "</s>", NULL, NULL, 4, 0, 0, NULL, "raise_exception: Conversation roles must alternate"},
        {"mistral-nemo", "<s>", "</s>", NULL, NULL, 4, 0, 0,
         "<s>[INST]Hi[/INST]Hello!</s>[INST]Be brief.\n\nBye[/INST]", NULL},
        {"mistral-small3", "<s>", "</s>", NULL, NULL, 3, 0, 0,
         "<s>[SYSTEM_PROMPT]You are Mistral Small 3. Today's date is 2023-11-14.[/SYSTEM_PROMPT][INST]Hi[/INST]"
         "Hello!</s>[INST]Bye[/INST]",
         NULL},
        {"mistral-small3", "<s>", "</s>", NULL, NULL, 4, 0, 0,
         "<s>[SYSTEM_PROMPT]Be brief.[/SYSTEM_PROMPT][INST]Hi[/INST]Hello!</s>[INST]Bye[/INST]", NULL},
        /* Phi-3: <|role|>\n ... <|end|>\n; Phi-4: ChatML with <|im_sep|> */
        {"phi3", "<s>", "<|endoftext|>", NULL, NULL, 4, 0, 0,
         "<|system|>\nBe brief.<|end|>\n<|user|>\nHi<|end|>\n<|assistant|>\nHello!<|end|>\n<|user|>\nBye<|end|>\n"
         "<|assistant|>\n",
         NULL},
        {"phi3", "<s>", "<|endoftext|>", NULL, NULL, 2, 1, 0,
         "<|assistant|>\nHello!<|end|>\n<|user|>\nBye<|end|>\n<|endoftext|>", NULL},
        {"phi4", "", "<|im_end|>", NULL, NULL, 4, 0, 0,
         "<|im_start|>system<|im_sep|>Be brief.<|im_end|><|im_start|>user<|im_sep|>Hi<|im_end|>"
         "<|im_start|>assistant<|im_sep|>Hello!<|im_end|><|im_start|>user<|im_sep|>Bye<|im_end|>"
         "<|im_start|>assistant<|im_sep|>",
         NULL},
        /* DeepSeek: "User: ...\n\nAssistant: ..."; R1: full-width bars, earlier reasoning dropped */
        {"deepseek", DS_BOS, DS_EOS, NULL, NULL, 4, 0, 0,
         DS_BOS "Be brief.\n\nUser: Hi\n\nAssistant: Hello!" DS_EOS "User: Bye\n\nAssistant:", NULL},
        {"deepseek-r1", DS_BOS, DS_EOS,
         "[{\"role\": \"system\", \"content\": \"Be brief.\"}, {\"role\": \"user\", \"content\": \"Hi\"}, "
         "{\"role\": \"assistant\", \"content\": \"<think>\\nhmm\\n</think>\\n\\nHello!\"}, "
         "{\"role\": \"user\", \"content\": \"Bye\"}]",
         NULL, 0, 0, 0,
         DS_BOS "Be brief." DS_USER "Hi" DS_ASSISTANT "\n\nHello!" DS_EOS DS_USER "Bye" DS_ASSISTANT "<think>\n", NULL},
    };
    size_t k;
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) run_family(&cases[k]);
}

/* Qwen3's Jinja template against the built-in VKI_CHAT_QWEN3 (written apart from the
   interpreter, from the same template): the same text on conversations with reasoning,
   tool responses and both switches. */
static void test_qwen3_matches_builtin(void) {
    static const vki_chat_message c1[] = {{"system", "S"},
                                          {"user", "Q1"},
                                          {"assistant", "<think>\nr1\n</think>\n\nA1"},
                                          {"user", "Q2"},
                                          {"assistant", "\n<think>\n\nr2\n\n</think>\n\n\nA2"}};
    static const vki_chat_message c2[] = {{"user", "Q"},
                                          {"assistant", "<think>plan</think>call"},
                                          {"tool", "t1"},
                                          {"tool", "t2"},
                                          {"user", "<tool_response>\nx\n</tool_response>"},
                                          {"assistant", "<think>\nmore\n</think>done"},
                                          {"assistant", "no think"}};
    static const vki_chat_message c3[] = {{"user", "only"}, {"system", "late system"}, {"assistant", "x</think>y"}};
    const vki_chat_message *convs[3] = {c1, c2, c3};
    int ns[3] = {5, 7, 3}, k, n, v;
    char *tmpl = family("qwen3");
    if (!tmpl) return;
    for (k = 0; k < 3; k++)
        for (n = 1; n <= ns[k]; n++)
            for (v = 0; v < 4; v++) {
                vki_chat_render_desc d;
                vki_chat_desc cd;
                vki_result r;
                char *out, want[2048];
                int wl;
                memset(&d, 0, sizeof d);
                memset(&cd, 0, sizeof cd);
                d.tmpl = tmpl;
                d.no_generation_prompt = cd.no_generation_prompt = v & 1;
                d.disable_thinking = cd.disable_thinking = v >> 1;
                cd.tmpl = VKI_CHAT_QWEN3;
                wl = vki_chat_format(NULL, &cd, convs[k], n, want, (int)sizeof want);
                out = render_d(&d, convs[k], n, &r);
                VKT_CHECK(wl >= 0 && out && strcmp(out, want) == 0,
                          "conversation %d, %d messages, variant %d:\n    jinja   [%s]\n    builtin [%s] (%s)", k, n, v,
                          out ? out : "(null)", want, errbuf);
                free(out);
            }
    free(tmpl);
}

/* ---- the API with a model: its template, BOS, no template ---- */

static vki_model *model_with_template(const char *tmpl, int add_bos) {
    vb b;
    vki__vocab v;
    vki_model *m = NULL, *t = NULL;
    bpe_base(&b);
    vb_adds(&b, "<|begin_of_text|>", 3); /* 256: BOS */
    vb_adds(&b, "<|eot_id|>", 3);
    vb_adds(&b, "<|start_header_id|>", 3);
    vb_adds(&b, "<|end_header_id|>", 3);
    VKT_CHECK(tokfx_vocab_model(ctx, &b, VKI_TOKENIZER_BPE, "llama-bpe", add_bos, 256, &t) == VKI_SUCCESS,
              "vocabulary");
    if (!t) {
        vb_free(&b);
        return NULL;
    }
    v = t->vocab;
    v.text = (const char **)b.tok;
    v.len = b.len;
    v.types = b.type;
    v.merge_text = (const char **)b.mer;
    v.merge_len = b.mlen;
    v.scores = NULL;
    v.blob = NULL;
    v.eos = 257;
    v.chat_template = tmpl;
    v.chat_template_len = tmpl ? (int32_t)strlen(tmpl) : 0;
    VKT_CHECK(vki__model_from_vocab(ctx, &v, &m) == VKI_SUCCESS, "model: %s", vki_last_error(ctx));
    vki_model_destroy(t);
    vb_free(&b);
    return m;
}

static void test_model_template(void) {
    char *tmpl = family("llama3"), buf[1024];
    vki_model *m;
    vki_chat_render_desc d;
    vki_chat_desc cd;
    int len = 0, n;
    int32_t ids[512];
    const char *want = "<|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>"
                       "<|start_header_id|>assistant<|end_header_id|>\n\n";
    if (!tmpl) return;
    m = model_with_template(tmpl, 1);
    if (!m) {
        free(tmpl);
        return;
    }
    memset(&d, 0, sizeof d);
    memset(&cd, 0, sizeof cd);
    /* vki_chat_render: the template's text, BOS (the vocabulary's) included */
    VKT_CHECK(vki_chat_render(m, &d, conv + 1, 1, buf, sizeof buf, &len) == VKI_SUCCESS &&
                  !strncmp(buf, "<|begin_of_text|>", 17) && !strcmp(buf + 17, want) && len == (int)strlen(buf),
              "render: %s", buf);
    n = vki_tokenize(m, buf, len, ids, 512, VKI_TOKENIZE_SPECIAL);
    VKT_CHECK(n > 3 && ids[0] == 256 && ids[1] == 258, "tokens of the rendering: %d: %d %d", n, ids[0], ids[1]);
    d.strip_bos = 1;
    VKT_CHECK(vki_chat_render(m, &d, conv + 1, 1, buf, sizeof buf, &len) == VKI_SUCCESS && !strcmp(buf, want),
              "strip_bos: %s", buf);
    /* vki_chat_format's VKI_CHAT_AUTO: the model's template, no BOS (ADD_BOS writes it) */
    n = vki_chat_format(m, &cd, conv + 1, 1, buf, sizeof buf);
    VKT_CHECK(n == (int)strlen(want) && !strcmp(buf, want), "chat_format AUTO: %d %s", n, buf);
    VKT_CHECK(vki_chat_format(m, &cd, conv + 1, 1, NULL, 0) == -(n + 1), "chat_format size query");
    cd.tmpl = VKI_CHAT_CHATML; /* a named built-in is still that built-in */
    n = vki_chat_format(m, &cd, conv + 1, 1, buf, sizeof buf);
    VKT_CHECK(n > 0 && !strcmp(buf, "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n"), "built-in: %s", buf);
    /* a caller's template over the model's */
    d.tmpl = "{{ bos_token }}|{{ eos_token }}|{{ messages[0].content }}";
    d.strip_bos = 0;
    VKT_CHECK(vki_chat_render(m, &d, conv + 1, 1, buf, sizeof buf, &len) == VKI_SUCCESS &&
                  !strcmp(buf, "<|begin_of_text|>|<|eot_id|>|Hi"),
              "caller's template: %s", buf);
    /* errors name themselves in the context too */
    d.tmpl = "{% for %}";
    VKT_CHECK(vki_chat_render(m, &d, conv, 4, buf, sizeof buf, &len) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(ctx), "vki_chat_render: chat template line 1, column 8"),
              "error in the context: %s", vki_last_error(ctx));
    d.tmpl = NULL;
    VKT_CHECK(vki_chat_render(m, &d, conv, -1, buf, sizeof buf, &len) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(ctx), "n is negative"),
              "n: %s", vki_last_error(ctx));
    VKT_CHECK(vki_chat_render(m, &d, NULL, 2, buf, sizeof buf, &len) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(ctx), "msgs is NULL"),
              "msgs: %s", vki_last_error(ctx));
    {
        vki_chat_message bad[2] = {{"user", "hi"}, {NULL, "x"}};
        VKT_CHECK(vki_chat_render(m, &d, bad, 2, buf, sizeof buf, &len) == VKI_ERROR_INVALID_ARGUMENT &&
                      strstr(vki_last_error(ctx), "msgs[1].role is NULL"),
                  "NULL role: %s", vki_last_error(ctx));
        bad[1].role = "assistant";
        bad[1].content = NULL;
        VKT_CHECK(vki_chat_render(m, &d, bad, 2, buf, sizeof buf, &len) == VKI_ERROR_INVALID_ARGUMENT &&
                      strstr(vki_last_error(ctx), "msgs[1].content is NULL"),
                  "NULL content: %s", vki_last_error(ctx));
    }
    VKT_CHECK(vki_chat_render(m, &d, conv, 4, buf, sizeof buf, NULL) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(ctx), "len is NULL"),
              "len: %s", vki_last_error(ctx));
    VKT_CHECK(vki_chat_render(m, &d, conv, 4, NULL, 8, &len) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(ctx), "buf is NULL"),
              "buf: %s", vki_last_error(ctx));
    d.messages_json = "[{\"role\": \"user\", \"content\": \"x\"},]";
    VKT_CHECK(vki_chat_render(m, &d, NULL, 0, buf, sizeof buf, &len) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(vki_last_error(ctx), "messages_json: invalid JSON at byte 34"),
              "bad JSON: %s", vki_last_error(ctx));
    vki_model_destroy(m);
    /* no template: a named error from both calls, never a guess */
    m = model_with_template(NULL, 1);
    if (m) {
        memset(&d, 0, sizeof d);
        memset(&cd, 0, sizeof cd);
        VKT_CHECK(vki_chat_render(m, &d, conv, 4, buf, sizeof buf, &len) == VKI_ERROR_UNSUPPORTED_MODEL &&
                      strstr(vki_last_error(ctx), "the model has no chat template"),
                  "no template: %s", vki_last_error(ctx));
        VKT_CHECK(vki_chat_format(m, &cd, conv, 4, buf, sizeof buf) == 0 &&
                      strstr(vki_last_error(ctx), "vki_chat_format: the model has no chat template"),
                  "no template, chat_format: %s", vki_last_error(ctx));
        vki_model_destroy(m);
    }
    memset(&d, 0, sizeof d);
    errbuf[0] = 0;
    d.errbuf = errbuf;
    d.errbuf_size = sizeof errbuf;
    VKT_CHECK(vki_chat_render(NULL, &d, conv, 4, buf, sizeof buf, &len) == VKI_ERROR_INVALID_ARGUMENT &&
                  strstr(errbuf, "no model and no template"),
              "no model: %s", errbuf);
    free(tmpl);
}

/* the template a real GGUF file carries (Qwen2's vocabulary from llama.cpp's test files):
   ChatML with its default system message */
static void test_shared_file(void) {
    const char *dir = vkt_shared_dir();
    char path[512], buf[1024];
    vki_model *m = NULL;
    vki_chat_render_desc d;
    int len = 0;
    FILE *f;
    if (!dir) VKT_SKIP("the shared folder is not found (VKINFER_SHARED)");
    snprintf(path, sizeof path, "%s/vocab/ggml-vocab-qwen2.gguf", dir);
    if (!(f = fopen(path, "rb"))) VKT_SKIP("%s not found", path);
    fclose(f);
    VKT_CHECK(vki_model_load(ctx, path, NULL, &m) == VKI_SUCCESS, "load %s: %s", path, vki_last_error(ctx));
    if (!m) return;
    memset(&d, 0, sizeof d);
    VKT_CHECK(vki_chat_render(m, &d, conv + 1, 3, buf, sizeof buf, &len) == VKI_SUCCESS &&
                  !strcmp(buf,
                          "<|im_start|>system\nYou are a helpful assistant<|im_end|>\n<|im_start|>user\nHi"
                          "<|im_end|>\n<|im_start|>assistant\nHello!<|im_end|>\n<|im_start|>user\nBye<|im_end|>\n"
                          "<|im_start|>assistant\n"),
              "qwen2 file: %s (%s)", buf, vki_last_error(ctx));
    d.no_generation_prompt = 1;
    VKT_CHECK(vki_chat_render(m, &d, conv, 2, buf, sizeof buf, &len) == VKI_SUCCESS &&
                  !strcmp(buf, "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n"),
              "qwen2 file, a system message: %s", buf);
    vki_model_destroy(m);
}

/* ---- the fuzz corpus ---- */

/* Every file in tests/corpus/template (the families' templates, and inputs the fuzzer
   found) rendered as the fuzz target renders them: success or a named error. */
static void test_fuzz_corpus(void) {
    DIR *dir = opendir("tests/corpus/template");
    struct dirent *e;
    int files = 0, ok = 0;
    if (!dir) VKT_SKIP("tests/corpus/template not found (run from the repository root)");
    while ((e = readdir(dir)) != NULL) {
        char path[512], *data;
        int v;
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "tests/corpus/template/%s", e->d_name);
        data = read_file(path);
        if (!data) continue;
        files++;
        for (v = 0; v < 4; v++) {
            vki_chat_render_desc d;
            vki_result r;
            char *out;
            memset(&d, 0, sizeof d);
            d.tmpl = data;
            d.no_generation_prompt = v & 1;
            d.tools_json = v & 2 ? WEATHER_TOOLS : NULL;
            out = render_d(&d, conv, 4, &r);
            VKT_CHECK(r == VKI_SUCCESS || (r == VKI_ERROR_INVALID_ARGUMENT && errbuf[0]), "%s: %d '%s'", e->d_name,
                      (int)r, errbuf);
            ok += r == VKI_SUCCESS;
            free(out);
        }
        free(data);
    }
    closedir(dir);
    VKT_CHECK(files >= 10 && ok > 0, "only %d corpus files, %d rendered", files, ok);
}

int main(void) {
    vki_context_desc cd;
    (void)vkt_randf;
    memset(&cd, 0, sizeof cd);
    cd.no_gpu = 1;
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) {
        printf("no context\n");
        return 1;
    }
    VKT_RUN(test_text_and_whitespace);
    VKT_RUN(test_expressions);
    VKT_RUN(test_tests);
    VKT_RUN(test_for);
    VKT_RUN(test_set_macro_namespace);
    VKT_RUN(test_filters);
    VKT_RUN(test_methods);
    VKT_RUN(test_errors);
    VKT_RUN(test_hostile);
    VKT_RUN(test_families);
    VKT_RUN(test_qwen3_matches_builtin);
    VKT_RUN(test_model_template);
    VKT_RUN(test_shared_file);
    VKT_RUN(test_fuzz_corpus);
    vki_context_destroy(ctx);
    return vkt_summary();
}
