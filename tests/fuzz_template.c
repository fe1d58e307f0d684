/* libFuzzer target for the chat-template interpreter (vki_chat_render): lexer, parser,
   evaluator and their limits. Build and run with tests/fuzz.sh, or by hand from the
   repository root:
      clang -g -O1 -fsanitize=fuzzer,address,undefined -I. -o fuzz_template tests/fuzz_template.c -lm -ldl
      ./fuzz_template CORPUS_DIR tests/corpus/template -dict=tests/corpus/template.dict
   The first byte picks the inputs (generation prompt, thinking switch, tools, JSON
   messages); the rest is the template. Every input must render (the size query and the
   render agreeing) or fail with VKI_ERROR_INVALID_ARGUMENT and a message; anything else
   (a crash, a hang past libFuzzer's timeout, a leak, a sanitizer report) is a finding. */
#define VKINFER_IMPLEMENTATION
#include "vkinfer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const vki_chat_message msgs[4] = {
        {"system", "Be brief."}, {"user", "Hi <b>"}, {"assistant", "<think>\nr\n</think>\n\nHello!"}, {"user", "Bye"}};
    vki_chat_render_desc d;
    char err[512], *tmpl, *buf;
    int len = -1, len2 = -1, opt = size ? data[0] : 0;
    vki_result r;
    if (size > (1u << 16)) return 0; /* long inputs only slow the search */
    tmpl = (char *)malloc(size + 1);
    if (size > 1) memcpy(tmpl, data + 1, size - 1);
    tmpl[size ? size - 1 : 0] = 0;
    memset(&d, 0, sizeof d);
    d.tmpl = tmpl;
    d.no_generation_prompt = opt & 1;
    d.disable_thinking = (opt >> 1) & 1;
    d.tools_json = opt & 4 ? "[{\"type\": \"function\", \"function\": {\"name\": \"f\", \"parameters\": {}}}]" : NULL;
    d.messages_json = opt & 8 ? "[{\"role\": \"user\", \"content\": [{\"type\": \"text\", \"text\": \"x\"}]}, "
                                "{\"role\": \"assistant\", \"content\": null, \"tool_calls\": [{\"function\": "
                                "{\"name\": \"f\", \"arguments\": {\"a\": 1.5}}}]}]"
                              : NULL;
    d.bos_token = "<s>";
    d.eos_token = "</s>";
    d.now = 1700000000;
    d.errbuf = err;
    d.errbuf_size = sizeof err;
    err[0] = 0;
    r = vki_chat_render(NULL, &d, msgs, 4, NULL, 0, &len);
    if (r == VKI_ERROR_BUFFER_TOO_SMALL) {
        if (len < 0) abort();
        buf = (char *)malloc((size_t)len + 1);
        r = vki_chat_render(NULL, &d, msgs, 4, buf, len + 1, &len2);
        if (r != VKI_SUCCESS || len2 != len || buf[len] != 0) abort(); /* the same text twice */
        free(buf);
    } else if (r != VKI_ERROR_INVALID_ARGUMENT || !err[0] || strlen(err) >= sizeof err) {
        abort();
    }
    free(tmpl);
    return 0;
}
