# GPU cases of the vkinfer command line, sourced by tests/test_cli.sh (its check, $vk,
# $tmp and models): the speed lines' arithmetic, -n -1 and the full context, the prompt
# that does not fit, -c past the device, seeds, greedy notes, -f, --stop,
# --repeat-last-n, chat's -s and unknown commands, corrupted weights (a named error;
# --check-tensors names the tensor), --prompt-cache, estimate, the demo model without -m,
# progress lines in a pipe.

# speed_ok PROMPT_TOKENS EVAL_TOKENS: run's speed lines in $tmp/err count those tokens,
# and each rate is its tokens over its time (the time printed to 1 ms)
speed_ok() {
    awk -v np="$1" -v ne="$2" '
        function off(n, t, r) { return n > 0 && (n / r - t > 0.0006 + 0.01 * t || t - n / r > 0.0006 + 0.01 * t) }
        /^prompt eval: / { p = 1; if ($3 != np || off($3, $6, $8)) bad = bad " [" $0 "]" }
        /^eval: / { e = 1; if ($2 != ne || (ne > 0 && off($2, $5, $7))) bad = bad " [" $0 "]" }
        END { if (!p || !e || bad != "") { print "speed lines:" bad; exit 1 } }' "$tmp/err"
}
ends_nl() { [ "$(tail -c 1 "$tmp/out" | od -An -c | tr -d ' ')" = '\n' ]; }
fails() { echo "FAIL $1"; fail=$((fail + 1)); }

check speed-n1 0 '^eval: 0 tokens \(1 generated: by the prompt eval\)$' "$vk" run -m "$model" -p hi -n 1 &&
    { speed_ok 2 0 || fails "speed-n1: the arithmetic"; }
check speed-n6 0 '^eval: 5 tokens in .*\(6 generated' "$vk" run -m "$model" -p hi -n 6 --ignore-eos &&
    { speed_ok 2 5 || fails "speed-n6: the arithmetic"; ends_nl || fails "speed-n6: the text does not end its line"; }
cp "$tmp/out" "$tmp/out-greedy"
check until-full 0 'the context is full \(24 positions, -c\): the text ends there' "$vk" run -m "$model" -p hi -n -1 \
    -c 24 --ignore-eos && { speed_ok 2 21 || fails "until-full: not 22 tokens generated"; }
words=$(printf 'word %.0s' $(seq 300))
check prompt-too-long 1 'the prompt is [0-9]+ tokens, and the context holds 64 \(-c\): -c [0-9]+ fits it' "$vk" run \
    -m "$model" -p "$words" -c 64 -n 4 && { [ -s "$tmp/out" ] && fails "prompt-too-long: the prompt was printed"; }
check ctx-past-device 2 '-c 100000000 is more than this device and model allow: the largest n_ctx here is [0-9]+' "$vk" run \
    -m "$model" -p hi -n 1 -c 100000000
check long-prompt-progress 0 '^vkinfer run: prompt 64/[0-9]+ tokens$' "$vk" run -m "$model" -p "$words" -b 64 -n 1
check greedy-notes 0 'note: --top-k, --seed do nothing with greedy decoding' "$vk" run -m "$model" -p hi -n 1 \
    --top-k 5 -s 7
printf hi >"$tmp/p.txt"
check prompt-file 0 '' "$vk" run -m "$model" -f "$tmp/p.txt" -n 6 --ignore-eos &&
    { cmp -s "$tmp/out" "$tmp/out-greedy" || fails "prompt-file: not the text of -p hi"; }
# --repeat-last-n 0 turns the penalty off, as in llama-cli: the greedy text again
check repeat-last-n-off 0 '' "$vk" run -m "$model" -p hi -n 6 --ignore-eos --repeat-penalty 1.5 --repeat-last-n 0 &&
    { cmp -s "$tmp/out" "$tmp/out-greedy" || fails "repeat-last-n-off: the penalty was applied"; }
check repeat-last-n-ctx 0 '' "$vk" run -m "$model" -p hi -n 2 --repeat-penalty 1.5 --repeat-last-n -1
# --stats: one submit per token and the session's state: on a hybrid model (Qwen3.5) the KV
# cache of its attention layer only, and the recurrent state and conv ring of the other
"$out/mkmodel-cli" -o "$tmp/q35.gguf" --arch qwen35 --type Q8_0 -q
re='^session state: KV [0-9.]+ MiB \(1 layer\), recurrent 0\.06 MiB \+ conv 8\.0 KiB \(1 linear-attention layer\)'
check stats-hybrid 0 "$re" "$vk" run -m "$tmp/q35.gguf" -p hi -n 3 --stats &&
    { grep -q '^per token: 1\.000 submits' "$tmp/err" || fails "stats-hybrid: not one submit per token"; }
# --stop: the text up to the stop string's first appearance in what was generated
stop=$(tail -c +5 "$tmp/out-greedy" | head -c 2) # bytes 2 and 3 of the generated text
if [ -n "$stop" ]; then
    want=$(export LC_ALL=C; gen=$(tail -c +3 "$tmp/out-greedy" | head -c 4); printf 'hi%s' "${gen%%"$stop"*}")
    check stop-string 0 '' "$vk" run -m "$model" -p hi -n 6 --ignore-eos --stop "$stop" &&
        { [ "$(cat "$tmp/out")" = "$want" ] || fails "stop-string: '$(cat "$tmp/out")', want '$want'"; }
else
    skip_case stop-string "the greedy text is too short"
fi
# seeds: uint32 as llama-cli takes them, -s or --seed; 4294967295 means random, as -1
check seed-uint32 0 '' "$vk" run -m "$model" -p hi -n 8 --temp 0.9 -s 4000000000 && cp "$tmp/out" "$tmp/out-seed"
check seed-uint32-repeat 0 '' "$vk" run -m "$model" -p hi -n 8 --temp 0.9 --seed 4000000000 &&
    { cmp -s "$tmp/out" "$tmp/out-seed" || fails "seed-uint32-repeat: -s and --seed 4000000000 differ"; }
check seed-max-random 0 '^seed: [0-9]+$' "$vk" run -m "$model" -p hi -n 2 --temp 0.9 -s 4294967295
# chat: -s is the seed (the greedy note says so), -sys the system message; an unknown
# command is refused (exit 1), the next message answered
printf 'hello\n' >"$tmp/in"
stdin="$tmp/in"
check chat-s-is-seed 0 'note: --seed does nothing with greedy' "$vk" chat -m "$chatm" -n 4 -s 42 -sys "be brief"
printf '/frob\nhello\n' >"$tmp/in"
check chat-unknown-command 1 "unknown command '/frob' \(/help lists them\): not sent" "$vk" chat -m "$chatm" -n 4 &&
    { [ -s "$tmp/out" ] || fails "chat-unknown-command: the next message was not answered"; }
stdin=/dev/null

# corrupted weights: a named error and exit 1, greedy or sampled; --check-tensors names
# the tensor before anything runs
nan_re='VKI_ERROR_INVALID_MODEL: the logits after position [0-9]+ hold a NaN or an infinity'
check nan-weight-greedy 1 "$nan_re" "$vk" run -m "$nanm" -p hi -n 4
check nan-weight-sampled 1 "$nan_re" "$vk" run -m "$nanm" -p hi -n 4 --temp 0.8 -s 1
check random-q8-greedy 1 "$nan_re" "$vk" run -m "$rndm" -p hi -n 4
check nan-check-tensors 1 "tensor 'output_norm.weight' \(F32\) holds a NaN or infinity: value 0" "$vk" run -m "$nanm" \
    -p hi --check-tensors
check random-check-tensors 1 "tensor 'blk.0.ffn_down.weight' \(Q8_0\) holds a NaN or infinity: block scale [0-9]+" \
    "$vk" info -m "$rndm" --check-tensors
check ok-check-tensors 0 '' "$vk" run -m "$model" -p hi -n 1 --check-tensors
check nan-perplexity 1 'hold a NaN or an infinity' "$vk" perplexity -m "$nanm" -f "$tmp/ppl.txt" -c 128 -b 64

# --prompt-cache: written after the prompt, then reused, with the same greedy text as
# without it (speed-n6's); a prompt that extends it evaluates the rest only; another
# model's file is not used
pc="$tmp/prompt.cache"
check prompt-cache-write 0 "prompt cache '$pc' not found: it will be written" "$vk" run -m "$model" -p hi -n 6 \
    --ignore-eos --prompt-cache "$pc" &&
    { cmp -s "$tmp/out" "$tmp/out-greedy" || fails "prompt-cache-write: other text than without the cache"; }
check prompt-cache-reuse 0 "prompt cache '$pc': ([0-9]+) of the prompt's \1 tokens reused" "$vk" run -m "$model" \
    -p hi -n 6 --ignore-eos --prompt-cache "$pc" &&
    { cmp -s "$tmp/out" "$tmp/out-greedy" || fails "prompt-cache-reuse: other text than without the cache"; }
check prompt-cache-longer 0 "prompt cache '$pc': [1-9][0-9]* of the prompt's [0-9]+ tokens reused" "$vk" run \
    -m "$model" -p "hi there" -n 2 --prompt-cache "$pc" --prompt-cache-ro
"$out/mkmodel-cli" -o "$tmp/llama.gguf" --arch llama --type Q8_0 -q
check prompt-cache-other-model 0 "not used: VKI_ERROR_INVALID_STATE: the session state was saved from another model" \
    "$vk" run -m "$tmp/llama.gguf" -p hello -n 2 --prompt-cache "$pc" --prompt-cache-ro
# estimate: the table of what the model and its sessions would take
check estimate 0 '' "$vk" estimate -m "$model" -c 256 -np 2 &&
    { grep -Eq '^\| device total +\| +[1-9][0-9]* \|' "$tmp/out" && grep -q 'n_ctx 256, n_batch 256' "$tmp/out" ||
        fails "estimate: no table: $(head -n 3 "$tmp/out")"; }

# embed: n_embd numbers on one line, of unit length (mean and last pooling)
for pool in mean last; do
    check "embed-$pool" 0 '' "$vk" embed -m "$model" -p "hello there" --pooling $pool &&
        { python3 -c 'import sys, math; v = [float(x) for x in open(sys.argv[1]).read().split()]
assert len(v) == 256 and abs(math.sqrt(sum(x * x for x in v)) - 1) < 1e-4, len(v)' "$tmp/out" ||
            fails "embed-$pool: not 256 numbers of unit length"; }
done

# progress in a pipe: perplexity a line a window (running PPL, ETA), bench a line a
# repetition and each test's row as it finishes
check perplexity-progress 0 '^vkinfer perplexity: 11/11 windows, PPL [0-9.]+, [0-9.]+ s, ETA 0 s$' "$vk" perplexity \
    -m "$model" -f "$tmp/ppl.txt" -c 128 -b 64 && { grep -Eq '^vkinfer perplexity: 1/11 windows' "$tmp/err" ||
    fails "perplexity-progress: no line for the first window"; }
check bench-progress 0 '^vkinfer bench: tg4 2/2 repetitions$' "$vk" bench -m "$model" -p 8 -n 4 -r 2 &&
    { [ "$(grep -Ec '^\| .* \| (pp8|tg4) \| ' "$tmp/out")" = 2 ] || fails "bench-progress: not a row for pp8 and tg4"; }
# --seqs: tgN of a batch's sequences together (a row named tgN xS); out of 1..16: exit 2
check bench-seqs 0 '^vkinfer bench: tg3 1/1 repetitions$' "$vk" bench -m "$model" -p 0 -n 3 -r 1 --seqs 3 &&
    { grep -Eq '^\| .* \| tg3 x3 \| [0-9.]+ ± ' "$tmp/out" || fails "bench-seqs: no tg3 x3 row"; }
check bench-seqs-range 2 'seqs' "$vk" bench -m "$model" -p 0 -n 3 --seqs 17

# without -m every command takes the demo model (chat then says that it has no template)
if [ -e "$demo" ]; then
    head -c 600 examples/kjv/passage.txt >"$tmp/demo.txt"
    check demo-info 0 'using the demo model' "$vk" info --no-tensors
    check demo-tokenize 0 'using the demo model' "$vk" tokenize -p "In the beginning"
    check demo-chat 1 'using the demo model.*|has no chat template' "$vk" chat && { grep -q 'has no chat template' \
        "$tmp/err" || fails "demo-chat: no word of the template"; }
    # these only as far as loading it (a device that does not exist stops them there):
    # their GPU work is tested above on the tiny model, and costs seconds here (the demo
    # model runs on the GPU in readme-api below)
    for c in run perplexity bench logits; do
        extra=""
        case $c in run) extra="-p hi" ;; perplexity) extra="-f $tmp/demo.txt -c 64" ;; bench) extra="-p 4 -n 2 -r 1" ;;
            logits) extra="--tokens 1,2 -o $tmp/l.bin" ;; esac
        # shellcheck disable=SC2086
        check "demo-$c" 1 "using the demo model $demo" env VKINFER_DEVICE=no-such-device "$vk" $c $extra &&
            { grep -q "VKI_ERROR_NO_DEVICE: no Vulkan device matches 'no-such-device'" "$tmp/err" ||
                fails "demo-$c: it did not go on to load the demo model"; }
    done
else
    skip_case demo-model "$demo is not in the checkout"
fi

# README's API program, extracted from README.md itself (the C block after the marker
# line), compiled in this suite's language (C or C++) with -Wall -Wextra -Werror, at -O0
# without sanitizers (the header's implementation again: under ASan that compile alone
# would take a minute), and run on the demo model.
awk '/^<!-- README-API-PROGRAM -->$/ { f = 1; next } f && /^```c$/ { c = 1; next } c && /^```$/ { exit } c' README.md \
    >"$tmp/readme_api.c"
if [ ! -s "$tmp/readme_api.c" ]; then
    fails "readme-api: no program after <!-- README-API-PROGRAM --> in README.md"
elif ! $CC $lang -O0 -Wall -Wextra -Werror -I. -o "$out/readme-api" "$tmp/readme_api.c" -lm -ldl ${libs_extra:-} \
    2>"$tmp/err"; then
    fails "readme-api: README's program does not compile"
    head -n 20 "$tmp/err"
elif [ ! -e "$demo" ]; then
    skip_case readme-api "$demo is not in the checkout"
else
    check readme-api 0 '' "$out/readme-api" "$demo" &&
        { grep -Eq '^[1-9][0-9]* tokens$' "$tmp/out" && [ "$(wc -l <"$tmp/out")" -ge 2 ] ||
            fails "readme-api: no text and token count on stdout"; }
fi
