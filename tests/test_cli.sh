#!/usr/bin/env bash
# The vkinfer command line (issue 18): exit codes (0 success, 1 runtime error, 2 usage
# error), a message on stderr that names the problem, output errors (/dev/full, a closed
# stdout), the empty prompt, the seed, -c past the training context, and chat's commands,
# full context, over-long messages and Ctrl-C; every integer option's range and the
# missing model before Vulkan starts (issue 35), and, in tests/cli_cases.sh, which it
# sources, issue 35's GPU cases. Run by tests/run.sh, which passes CC,
# CXX_MODE, SAN and BUILD_DIR; alone: bash tests/test_cli.sh. Ends with the line
# "N passed, N failed, N skipped". The GPU cases skip where no Vulkan device opens.
set -u
cd "$(dirname "$0")/.."
out=${BUILD_DIR:-build/tests}
mkdir -p "$out"
CC=${CC:-cc}
flags="-O1 -g -Wall -Wextra -Werror ${EXTRA_CFLAGS:-}"
lang="-std=c99"
[ "${CXX_MODE:-0}" = 1 ] && lang="-x c++ -std=c++11" && libs_extra="-lstdc++"
[ "${SAN:-0}" = 1 ] && flags="$flags -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/lsan.supp:print_suppressions=0}
pass=0 fail=0 skip=0
vk="$out/vkinfer-cli"
tmp=$(mktemp -d /tmp/vkinfer-cli.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

# CLI_BUILT=1: tests/run.sh built $vk already, with these flags (beside its test programs)
if { [ "${CLI_BUILT:-0}" != 1 ] && ! $CC $lang $flags -o "$vk" examples/vkinfer.c -lm -ldl ${libs_extra:-} \
    2>"$out/vkinfer-cli.build.log"; } ||
    ! cc -O1 -o "$out/mkmodel-cli" tests/mkmodel.c -lm 2>>"$out/vkinfer-cli.build.log"; then
    cat "$out/vkinfer-cli.build.log"
    echo "FAIL build"
    echo "0 passed, 1 failed, 0 skipped"
    exit 1
fi
model="$tmp/tiny.gguf"       # qwen3, synthetic vocabulary without BOS, trained context 2048
"$out/mkmodel-cli" -o "$model" --arch qwen3 --type Q8_0 -q
chatm="$tmp/chat.gguf"       # the same with a ChatML chat template (chat refuses a model without one)
"$out/mkmodel-cli" -o "$chatm" --arch qwen3 --type Q8_0 -q --chat-template \
    '{% for m in messages %}{{ "<|im_start|>" + m.role + "\n" + m.content + "<|im_end|>\n" }}{% endfor %}{% if add_generation_prompt %}{{ "<|im_start|>assistant\n" }}{% endif %}'
# corrupted weights, as a damaged download has them: a NaN in the final norm's weights,
# random bytes over a Q8_0 matrix (its blocks' f16 scales included)
nanm="$tmp/nan.gguf"
"$out/mkmodel-cli" -o "$nanm" --arch qwen3 --type Q8_0 -q --corrupt output_norm.weight:nan
rndm="$tmp/random.gguf"
"$out/mkmodel-cli" -o "$rndm" --arch qwen3 --type Q8_0 -q --corrupt blk.0.ffn_down.weight:random
demo=examples/kjv/kjv.gguf   # the demo model, which commands use without -m

# check NAME WANT_RC STDERR_REGEX CMD...: runs CMD (stdin from $stdin, default
# /dev/null; stdout to $tmp/out), wants exit status WANT_RC and, unless the regex is
# empty, stderr matching it; a sanitizer report always fails.
stdin=/dev/null
check() {
    local name=$1 want=$2 re=$3 rc
    shift 3
    "$@" <"$stdin" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ $rc -ne "$want" ]; then
        echo "FAIL $name: exit $rc, want $want"; sed 's/^/    /' "$tmp/err" | tail -n 8; fail=$((fail + 1)); return 1
    fi
    if [ "$want" -ne 0 ] && ! grep -q '[^[:space:]]' "$tmp/err"; then
        echo "FAIL $name: exit $want with nothing on stderr"; fail=$((fail + 1)); return 1
    fi
    if [ -n "$re" ] && ! grep -Eq -- "$re" "$tmp/err"; then
        echo "FAIL $name: stderr does not match '$re'"; sed 's/^/    /' "$tmp/err" | tail -n 8; fail=$((fail + 1)); return 1
    fi
    if grep -Eq 'runtime error|AddressSanitizer|LeakSanitizer' "$tmp/err"; then
        echo "FAIL $name: sanitizer report"; grep -E -A8 'runtime error|ERROR' "$tmp/err" | head -n 20; fail=$((fail + 1)); return 1
    fi
    echo "ok   $name"
    pass=$((pass + 1))
}
skip_case() { echo "skip $1: $2"; skip=$((skip + 1)); }

# ---- usage errors (exit 2), found before anything is loaded
check no-command 2 'no command' "$vk"
check unknown-command 2 "unknown command 'frobnicate'" "$vk" frobnicate
check unknown-option 2 "unknown option '--frob'" "$vk" run -m "$model" -p hi --frob
check n-negative 2 'n-predict must be >= -1' "$vk" run -m "$model" -p hi -n -5
check chat-n-negative 2 'n-predict must be >= -1' "$vk" chat -m "$chatm" -n -5
check ctx-negative 2 'ctx-size' "$vk" run -m "$model" -p hi -c -1
check temp-negative 2 '--temp must be >= 0' "$vk" run -m "$model" -p hi --temp -1
check top-p-over-1 2 '--top-p must be in' "$vk" run -m "$model" -p hi --top-p 2
check min-p-over-1 2 '--min-p must be in' "$vk" run -m "$model" -p hi --min-p 1.5
check top-k-negative 2 '--top-k must be >= 0' "$vk" run -m "$model" -p hi --top-k -3
check repeat-penalty-negative 2 '--repeat-penalty must be > 0' "$vk" run -m "$model" -p hi --repeat-penalty -1
check seed-not-integer 2 'needs an integer' "$vk" run -m "$model" -p hi --seed abc
check run-no-prompt 2 'exactly one of -p PROMPT or -f FILE' "$vk" run -m "$model"
check run-prompt-and-file 2 'exactly one of -p PROMPT or -f FILE' "$vk" run -m "$model" -p hi -f "$tmp/p.txt"
check logits-no-tokens 2 '--tokens and -o are required' "$vk" logits -o "$tmp/l.bin"
check perplexity-no-file 2 '-f FILE is required' "$vk" perplexity -m "$model"
check perplexity-missing-file 1 "cannot read '$tmp/absent.txt': No such file or directory" "$vk" perplexity -m "$model" \
    -f "$tmp/absent.txt"

# every integer option's range, checked before anything is loaded: with a model path
# that does not exist, a check made after loading would say 'cannot open' and exit 1
absent="$tmp/absent.gguf"
range() { # range NAME CMD OPTION VALUE STDERR_REGEX [more args]
    local name=$1 cmd=$2 opt=$3 val=$4 re=$5
    shift 5
    check "range-$name" 2 "$re" "$vk" "$cmd" -m "$absent" "$opt" "$val" "$@"
}
range run-b run -b -1 '-b/--batch-size must be >= 0' -p hi
range run-c run -c -1 '-c/--ctx-size must be >= 0' -p hi
range run-n run -n -2 '-n/--n-predict must be >= -1' -p hi
range run-top-k run --top-k -1 '--top-k must be >= 0' -p hi
range run-repeat-last-n run --repeat-last-n -2 '--repeat-last-n must be >= -1' -p hi
range run-seed-big run -s 4294967296 '-s/--seed must be in \[-1, 4294967295\]' -p hi
range run-seed-neg run --seed -2 '-s/--seed must be in \[-1, 4294967295\]' -p hi
range run-n-huge run -n 1e12 "option '--n-predict': 1e12 is out of range" -p hi
range chat-b chat -b -1 '-b/--batch-size must be >= 0'
range chat-seed chat -s 4294967296 '-s/--seed must be in'
range logits-b logits -b -1 '-b/--batch-size must be >= 0' --tokens 1 -o "$tmp/l.bin"
range perplexity-b perplexity -b -1 '-b/--batch-size must be >= 0' -f "$tmp/absent.txt"
range perplexity-c perplexity -c 3 '-c/--ctx-size must be >= 4' -f "$tmp/absent.txt"
range bench-p bench -p -1 '-p/--n-prompt must be >= 0'
range bench-n bench -n -1 '-n/--n-gen must be >= 0'
range bench-r bench -r 0 '-r/--repetitions must be in \[1, '
range bench-d bench -d -1 '-d/--depth must be >= 0'
range bench-b bench -b -1 '-b/--batch-size must be >= 0'
range info-width info --width 3 '--width must be in \[16, '
check bench-output 2 '-o must be md or json' "$vk" bench -m "$absent" -o xml
# a missing model is reported before Vulkan starts, with the system's reason, and in a
# pipe the message is the first line (no blank line before it)
for c in run chat perplexity bench logits; do
    extra=""
    case $c in run) extra="-p hi" ;; perplexity) extra="-f tests/test_cli.sh" ;; logits) extra="--tokens 1 -o $tmp/l.bin" ;; esac
    # shellcheck disable=SC2086
    check "$c-missing-model" 1 "^vkinfer $c: cannot open '$absent': No such file or directory" "$vk" "$c" -m "$absent" $extra &&
        { ! grep -q 'Vulkan device' "$tmp/err" && [ -n "$(head -n 1 "$tmp/err")" ] ||
            { echo "FAIL $c-missing-model: Vulkan started, or a blank line first"; fail=$((fail + 1)); }; }
done

# ---- the help, generated from the option table: each command's --help exits 0 and
# lists its flags (`vkinfer help CMD` prints the same); a flag of another command is
# unknown to it (exit 2, named)
help_flags() { # help_flags CMD FLAG...: CMD --help exits 0 and lists every FLAG
    local cmd=$1 f
    shift
    if ! "$vk" "$cmd" --help >"$tmp/help" 2>"$tmp/err"; then echo "FAIL help-$cmd: exit $?"; fail=$((fail + 1)); return; fi
    for f in "$@" --help; do
        grep -Eq -- "(^|[ ,])$f( |,|$)" "$tmp/help" || { echo "FAIL help-$cmd: $f not listed"; fail=$((fail + 1)); return; }
    done
    "$vk" help "$cmd" 2>/dev/null | cmp -s - "$tmp/help" || { echo "FAIL help-$cmd: vkinfer help $cmd differs"; fail=$((fail + 1)); return; }
    echo "ok   help-$cmd"
    pass=$((pass + 1))
}
help_flags info -m --model --no-meta --no-tensors --width
help_flags tokenize -m --model -p --prompt -f --file --special
help_flags run -m --model -p --prompt -f --file -n --n-predict -c --ctx-size -b --batch-size --temp --top-k --top-p --min-p \
    --repeat-penalty --repeat-last-n -s --seed --ignore-eos -r --reverse-prompt --stop --stats --check-tensors
help_flags chat -m --model -sys --system-prompt -n --n-predict -c --ctx-size -b --batch-size --no-think --chat-template --temp --top-k \
    --top-p -s --seed --ignore-eos -r --stop
help_flags logits -m --model --tokens -o --output -b --batch-size
help_flags perplexity -m --model -f --file -c --ctx-size -b --batch-size
help_flags bench -m --model --bandwidth -p --n-prompt -n --n-gen -r --repetitions -d --depth -b --batch-size -o --output --profile \
    --seqs
check help-list 0 '' "$vk" --help
grep -q '^  perplexity ' "$tmp/out" || { echo "FAIL help-list: perplexity not listed"; fail=$((fail + 1)); }
check help-unknown-command 2 "unknown command 'frob'" "$vk" help frob
for c in info tokenize run chat logits perplexity bench; do
    check "$c-unknown-flag" 2 "vkinfer $c: unknown option '--frob'" "$vk" "$c" --frob
done
check info-other-commands-flag 2 "unknown option '--temp'" "$vk" info -m "$model" --temp 1
check flag-with-value 2 "option '--stats' takes no value" "$vk" run -m "$model" -p hi --stats=1
check option-needs-value 2 "option '--seed' needs a value" "$vk" run -m "$model" -p hi --seed
check float-not-number 2 "option '--temp' needs a number" "$vk" run -m "$model" -p hi --temp=warm
check prompt-cache-ro-alone 2 "--prompt-cache-ro needs --prompt-cache FILE" "$vk" run -m "$model" -p hi --prompt-cache-ro
check estimate-parallel-0 2 "-np/--parallel must be in \[1, 4096\], got 0" "$vk" estimate -m "$model" -np 0
check embed-no-text 2 'exactly one of -p TEXT or -f FILE' "$vk" embed -m "$model"
check embed-pooling 2 "--pooling must be mean or last, not 'cls'" "$vk" embed -m "$model" -p hi --pooling cls
check embed-normalize 2 '--embd-normalize must be 2 or -1, not 1' "$vk" embed -m "$model" -p hi --embd-normalize 1

# ---- runtime errors and output (no GPU needed)
check tokenize-empty 0 '' "$vk" tokenize -m "$model" -p ""
[ "$(cat "$tmp/out")" = "" ] && [ "$(wc -l <"$tmp/out")" = 1 ] || { echo "FAIL tokenize-empty: stdout is not one empty line"; fail=$((fail + 1)); }
check tokenize-missing-model 1 "cannot open '$tmp/absent.gguf': No such file or directory" "$vk" tokenize -m "$tmp/absent.gguf" -p hi
check info-dev-full 1 'cannot write the output' sh -c '"$0" info -m "$1" >/dev/full' "$vk" "$model"
check tokenize-dev-full 1 'cannot write the output: No space left' sh -c '"$0" tokenize -m "$1" -p hello >/dev/full' "$vk" "$model"
check tokenize-closed-stdout 1 'stdout is closed' sh -c '"$0" tokenize -m "$1" -p hello >&-' "$vk" "$model"

# ---- the GPU cases
if ! "$vk" run -m "$model" -p hi -n 1 >/dev/null 2>"$tmp/probe"; then
    reason=$(grep -m1 -E 'VKI_ERROR' "$tmp/probe" || echo "vkinfer run failed")
    for c in run-empty-prompt run-ok run-dev-full ctx-over-training perplexity-ok perplexity-short chat-no-template chat-template-file chat-template-bad chat-template-unreadable logits-batched seed-random seed-repeat chat-help-exit chat-quit chat-clear \
        chat-too-long chat-context-full chat-ctrl-c gpu-issue-35; do skip_case "$c" "$reason"; done
else
    check run-empty-prompt 1 'the prompt has no tokens' "$vk" run -m "$model" -p ""
    check run-ok 0 '' "$vk" run -m "$model" -p hi -n 4
    check run-dev-full 1 'cannot write the output: No space left' sh -c '"$0" run -m "$1" -p hello -n 64 >/dev/full' "$vk" "$model"
    check ctx-over-training 0 'warning: -c 4096 is larger than the model.s training context \(2048\)' "$vk" run -m "$model" -p hi -n 2 -c 4096
    # perplexity: 11 windows of 128 tokens in chunks of 64, the second half of each scored
    python3 -c "print('the quick brown fox jumps over the lazy dog ' * 60)" >"$tmp/ppl.txt" 2>/dev/null ||
        for i in $(seq 60); do printf 'the quick brown fox jumps over the lazy dog '; done >"$tmp/ppl.txt"
    check perplexity-ok 0 '693 tokens scored' "$vk" perplexity -m "$model" -f "$tmp/ppl.txt" -c 128 -b 64 &&
        { grep -Eq '^Final estimate: PPL = [0-9]+\.[0-9]+ \+/- [0-9]+\.[0-9]+$' "$tmp/out" ||
            { echo "FAIL perplexity-ok: no final estimate on stdout"; fail=$((fail + 1)); }; }
    check perplexity-short 1 'fewer than one window of 100000' "$vk" perplexity -m "$model" -f "$tmp/ppl.txt" -c 100000
    check chat-no-template 1 'with --chat-template FILE' "$vk" chat -m "$model" -n 4
    # --chat-template FILE: a template of one's own for any model; one that does not parse is named
    printf '%s' '{% for m in messages %}[{{ m.role }}] {{ m.content }}{% endfor %}[assistant]' >"$tmp/t.jinja"
    printf 'hello\n' >"$tmp/in"; stdin="$tmp/in"
    check chat-template-file 0 '' "$vk" chat -m "$model" --chat-template "$tmp/t.jinja" -n 4
    printf 'line one\n{%% if x %%}' >"$tmp/bad.jinja"
    check chat-template-bad 1 'chat template line 2, column 4: .\{% if %\}. is never closed' \
        "$vk" chat -m "$chatm" --chat-template "$tmp/bad.jinja" -n 4
    check chat-template-unreadable 1 'cannot read the chat template .*/none.jinja' \
        "$vk" chat -m "$chatm" --chat-template "$tmp/none.jinja" -n 4
    stdin=/dev/null
    # logits of 5 tokens in chunks of 2: 5 rows of the 384-token vocabulary
    check logits-batched 0 '' "$vk" logits -m "$model" --tokens 1,2,3,4,5 -b 2 -o "$tmp/l.bin" &&
        { [ "$(stat -c %s "$tmp/l.bin")" = $((5 * 384 * 4)) ] ||
            { echo "FAIL logits-batched: $(stat -c %s "$tmp/l.bin") bytes, want $((5 * 384 * 4))"; fail=$((fail + 1)); }; }
    if check seed-random 0 '^seed: [0-9]+$' "$vk" run -m "$model" -p hi -n 8 --temp 0.9; then
        seed=$(grep -E '^seed: ' "$tmp/err" | cut -d' ' -f2)
        cp "$tmp/out" "$tmp/out-random"
        check seed-repeat 0 '' "$vk" run -m "$model" -p hi -n 8 --temp 0.9 --seed "$seed" &&
            { grep -q '^seed:' "$tmp/err" && { echo "FAIL seed-repeat: a given seed is printed as random"; fail=$((fail + 1)); }
              cmp -s "$tmp/out" "$tmp/out-random" || { echo "FAIL seed-repeat: --seed $seed gives other text"; fail=$((fail + 1)); }; }
    else
        skip_case seed-repeat "no random seed printed"
    fi
    printf '/help\n/exit\nnever sent\n' >"$tmp/in"; stdin="$tmp/in"
    check chat-help-exit 0 '/clear +forget' "$vk" chat -m "$chatm" -n 8 &&
        { [ -s "$tmp/out" ] && { echo "FAIL chat-help-exit: /exit went to the model"; fail=$((fail + 1)); }; }
    printf 'hello\n/quit\nnever sent\n' >"$tmp/in"
    check chat-quit 0 '' "$vk" chat -m "$chatm" -n 4
    n=$(grep -o '> ' "$tmp/err" | wc -l)
    [ "$n" = 2 ] || { echo "FAIL chat-quit: $n prompts, want 2 (the line after /quit was read)"; fail=$((fail + 1)); }
    printf 'hello\n/clear\nhi again\n' >"$tmp/in"
    check chat-clear 0 'conversation cleared' "$vk" chat -m "$chatm" -n 4
    { python3 -c "print('word ' * 3000)" 2>/dev/null || printf 'word %.0s' $(seq 3000); echo; echo hi; } >"$tmp/in"
    # refused, the user goes on: "hi" is answered, the status says a message went unanswered
    check chat-too-long 1 'the message is too long: [0-9]+ tokens .* the context holds 256' "$vk" chat -m "$chatm" -n 8 -c 256 &&
        { [ -s "$tmp/out" ] || { echo "FAIL chat-too-long: the next message was not answered"; fail=$((fail + 1)); }; }
    for i in $(seq 1 12); do echo "message number $i about something"; done >"$tmp/in"
    check chat-context-full 0 'the context is full: the [0-9]+ oldest turns? (was|were) dropped' "$vk" chat -m "$chatm" -n 40 -c 128
    stdin=/dev/null

    # Ctrl-C: during the answer's prompt evaluation (a long message, so that it is still
    # running) it stops the answer and the chat goes on; at the prompt it ends the chat
    fifo="$tmp/fifo"
    mkfifo "$fifo"
    "$vk" chat -m "$chatm" -n 64 <"$fifo" >"$tmp/out" 2>"$tmp/err" &
    pid=$!
    exec 7>"$fifo"
    wait_err() { # wait_err REGEX COUNT: until stderr has COUNT matching lines (60 s)
        local t
        for t in $(seq 600); do [ "$(grep -Ec -- "$1" "$tmp/err")" -ge "$2" ] && return 0; sleep 0.1; done
        return 1
    }
    ok=1
    wait_err '> ' 1 || ok=0
    { python3 -c "print('story ' * 400)" 2>/dev/null || { printf 'story %.0s' $(seq 400); echo; }; } >&7 # ~1200 tokens
    sleep 1
    kill -INT $pid 2>/dev/null
    wait_err '\(interrupted\)' 1 || ok=0
    wait_err '> ' 2 || ok=0
    kill -INT $pid 2>/dev/null # at the prompt: ends the chat
    for t in $(seq 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
    if kill -0 $pid 2>/dev/null; then ok=0; kill -TERM $pid 2>/dev/null; fi
    exec 7>&-
    wait $pid
    rc=$?
    if [ $ok = 1 ] && [ $rc = 0 ] && ! grep -Eq 'runtime error|Sanitizer' "$tmp/err"; then
        echo "ok   chat-ctrl-c"; pass=$((pass + 1))
    else
        echo "FAIL chat-ctrl-c: exit $rc, stderr:"; sed 's/^/    /' "$tmp/err" | tail -n 8; fail=$((fail + 1))
    fi
    # speed lines, context, seeds, corrupted weights, the demo model, progress, README's program
    . tests/cli_cases.sh
fi

# ---- structured output (issue 33): usage and grammar errors, then generations whose
# output python3's json parses (the demo model greedy, the tiny random-weight one sampled)
cat >"$tmp/npc.json" <<'JSON'
{"type": "object", "properties": {
   "action": {"enum": ["attack", "defend", "flee", "speak"]},
   "target": {"enum": ["orc", "player", "nobody"]},
   "line": {"type": "string", "maxLength": 12}},
 "required": ["action", "target", "line"], "additionalProperties": false}
JSON
printf 'root ::= "yes" | "no"\n' >"$tmp/yn.gbnf"
printf 'root ::= item\nitem ::= [a-z]+ ("," item\n' >"$tmp/bad.gbnf"
check grammar-and-json 2 'exclude each other' "$vk" run -m "$model" -p hi --grammar "$tmp/yn.gbnf" --json
check grammar-missing 1 "cannot read --grammar '$tmp/absent.gbnf'" "$vk" run -m "$model" -p hi --grammar "$tmp/absent.gbnf"
if [ -n "${reason:-}" ]; then
    for c in grammar-bad schema-bad grammar-yes-no schema-demo schema-tiny-seeds; do skip_case "$c" "$reason"; done
else
    check grammar-bad 1 "line 2 column 17 \\(rule 'item'\\): '\\(' without its '\\)'" "$vk" run -m "$model" -p hi --grammar "$tmp/bad.gbnf"
    printf '{"type": "object", "required": ["a"]}' >"$tmp/bad.json"
    check schema-bad 1 'required member' "$vk" run -m "$model" -p hi --json-schema "$tmp/bad.json"
    check grammar-yes-no 0 '' "$vk" run -m "$model" -p "hi" --grammar "$tmp/yn.gbnf" -n 16 &&
        { grep -qxE 'hi(yes|no)' "$tmp/out" || { echo "FAIL grammar-yes-no: output $(cat "$tmp/out")"; fail=$((fail + 1)); }; }
    json_ok() { # FILE PROMPT: the output after the prompt is one JSON document (python3's json)
        python3 - "$1" "$2" <<'PY'
import json, sys
text = open(sys.argv[1], encoding="utf-8").read()
assert text.startswith(sys.argv[2]), "the prompt is not echoed"
doc = json.loads(text[len(sys.argv[2]):])
assert doc["action"] in ("attack", "defend", "flee", "speak") and doc["target"] in ("orc", "player", "nobody")
assert isinstance(doc["line"], str) and len(doc["line"]) <= 12 and len(doc) == 3  # code points (JSON Schema's length)
PY
    }
    if ! command -v python3 >/dev/null; then
        skip_case schema-demo "no python3"; skip_case schema-tiny-seeds "no python3"
    else
        if check schema-demo 0 '' "$vk" run -p "And the king said unto the captain," --json-schema "$tmp/npc.json" -n 80; then
            json_ok "$tmp/out" "And the king said unto the captain," || { echo "FAIL schema-demo: $(cat "$tmp/out")"; fail=$((fail + 1)); }
        fi
        ok=1
        # sampled under the schema: every token drawn on the GPU under the grammar's mask, no row read
        masked_re="sampler: 0 tokens drawn on the GPU, [1-9][0-9]* on the GPU under the grammar's mask \\([0-9]+ masks walked\\), 0 from the GPU's top 256, 0 from whole logits rows"
        for seed in 1 2 3; do
            "$vk" run -m "$model" -p hi --json-schema "$tmp/npc.json" -n 120 --temp 0.9 --seed $seed --stats >"$tmp/out" 2>"$tmp/err" &&
                json_ok "$tmp/out" hi 2>>"$tmp/err" && grep -Eq "$masked_re" "$tmp/err" ||
                { ok=0; echo "    seed $seed: $(cat "$tmp/out")"; tail -n 3 "$tmp/err"; }
        done
        if [ $ok = 1 ]; then echo "ok   schema-tiny-seeds"; pass=$((pass + 1)); else echo "FAIL schema-tiny-seeds"; fail=$((fail + 1)); fi
    fi
    # bench --json: the grammar starts again after each document, so all 24 tokens come, each under the mask,
    # whose masks the warm-up's generation left in the session (no walk)
    check bench-json 0 '' "$vk" bench -m "$model" -p 0 -n 24 -r 1 --json &&
        { grep -q "| tg24 |" "$tmp/out" && grep -q "24 on the GPU under the grammar's mask (0 masks walked)" "$tmp/out" &&
              grep -q "0 from rows; steps run ahead: 0 kept, 0 redone" "$tmp/out" ||
              { echo "FAIL bench-json: $(cat "$tmp/out")"; fail=$((fail + 1)); }; }
fi

echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
