#!/usr/bin/env bash
# The Windows stage (issue 34): builds the header, the CLI, the examples and the unit tests
# with MinGW-w64 (x86_64-w64-mingw32-gcc as C, -g++ as C++, -Wall -Wextra -Werror) and runs
# them under Wine on lavapipe (winevulkan hands vulkan-1.dll's calls to the host's loader).
# Wine's vulkan-1.dll lists no layer to the program, so the host's validation layer is
# enabled through VK_INSTANCE_LAYERS and any message it prints fails the check (a probe
# that provokes one first shows that they are seen). The CLI's greedy text, token ids and
# perplexity must equal the Linux build's. Ends with "N passed, N failed, N skipped";
# without MinGW, Wine or xvfb-run the stage skips with one line saying what is missing
# (bash tests/run.sh --install-deps installs them). Run from anywhere:
#   bash tests/windows.sh             (WINDOWS_TESTS="test_gguf ..." picks the unit tests)
set -u
cd "$(dirname "$0")/.."
out=build/win
pass=0 fail=0 skip=0
summary() { echo "$pass passed, $fail failed, $skip skipped"; [ $fail -eq 0 ]; }

WINE=${WINE:-}
[ -z "$WINE" ] && for w in wine64 /usr/lib/wine/wine64 wine; do command -v "$w" >/dev/null 2>&1 && WINE=$w && break; done
missing=""
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || missing="$missing mingw-w64"
[ -n "$WINE" ] || missing="$missing wine64"
command -v xvfb-run >/dev/null 2>&1 || missing="$missing xvfb"
command -v xauth >/dev/null 2>&1 || missing="$missing xauth"
if [ -n "$missing" ]; then
    echo "skip windows stage: missing$missing (apt-get install -y$missing, or bash tests/run.sh --install-deps)"
    skip=1
    summary
    exit 0
fi

# The SDK headers for the cross compiler: Debian's, copied (not committed) so that the
# host's other /usr/include headers stay out of the Windows build; -isystem as an SDK is.
mkdir -p "$out/include/stb"
cp -r /usr/include/vulkan /usr/include/vk_video /usr/include/volk.h /usr/include/volk.c "$out/include/"
cp /usr/include/stb/stb_ds.h "$out/include/stb/"
flags="-O1 -Wall -Wextra -Werror -I. -isystem $out/include"
# pstep: step in the background, at most $jobs at once (each build is one core's);
# pstep_report waits for them and reports each in the order queued
jobs=$(nproc 2>/dev/null || echo 2) queued=""
pstep() {
    local name=$1; shift
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
    { "$@" >"$out/$name.log" 2>&1; echo $? >"$out/$name.rc"; } &
    queued="$queued $name"
}
pstep_report() {
    local name
    wait
    for name in $queued; do
        if [ "$(cat "$out/$name.rc")" = 0 ]; then echo "ok   $name"; pass=$((pass + 1))
        else echo "FAIL $name"; tail -n 20 "$out/$name.log" | sed 's/^/    /'; fail=$((fail + 1)); fi
    done
    queued=""
}
t0=$(date +%s)

# ---- builds: the header alone, the CLI and the examples, as C and as C++ (static: no MinGW DLL to ship)
printf '#define VKINFER_IMPLEMENTATION\n#include "vkinfer.h"\nint main(void){return 0;}\n' >"$out/impl.c"
for lang in c c++; do
    cc=x86_64-w64-mingw32-gcc std=-std=c99
    [ $lang = c++ ] && cc=x86_64-w64-mingw32-g++ std=-std=c++11
    pstep "build-header-$lang" $cc -x $lang $std $flags -c "$out/impl.c" -o "$out/impl-$lang.o"
    for ex in vkinfer host_device tokbench npcs; do
        pstep "build-$ex-$lang" $cc -x $lang $std $flags -o "$out/$ex-$lang.exe" "examples/$ex.c" -static
    done
done
tests=${WINDOWS_TESTS:-test_gguf test_tokenizer test_core test_api}
for t in $tests; do
    pstep "build-$t" x86_64-w64-mingw32-gcc -std=c99 $flags -o "$out/$t.exe" "tests/$t.c" -lm -static -lpthread
done
pstep build-validation-probe x86_64-w64-mingw32-gcc -std=c99 $flags -o "$out/validation_probe.exe" \
    tests/windows_validation_probe.c -static
pstep build-linux-cli cc -std=c99 -O1 -o "$out/vkinfer-linux" examples/vkinfer.c -lm -ldl
pstep_report
t1=$(date +%s)

# ---- runs under Wine, all in one X server (winevulkan needs a display driver)
export WINEPREFIX="$PWD/$out/wineprefix" WINEDEBUG=-all WINE
export VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation LC_ALL=C.UTF-8
cat >"$out/runs.sh" <<'EOF'
set -u
out=build/win vk=build/win/vkinfer-c.exe
pass=0 fail=0 skip=0
"$WINE" wineboot -i >/dev/null 2>&1 # the prefix, once (about 15 s the first time)
# wine NAME WANT_RC CMD...: runs a Windows program; its exit status must be WANT_RC and it
# must print no validation message (stdout to $out/NAME.out, stderr to $out/NAME.err)
wine() {
    local name=$1 want=$2 rc; shift 2
    "$WINE" "$@" >"$out/$name.out" 2>"$out/$name.err"
    rc=$?
    if [ $rc -ne "$want" ]; then
        echo "FAIL $name: exit $rc, want $want"; tail -n 12 "$out/$name.out" "$out/$name.err" | sed 's/^/    /'
        fail=$((fail + 1)); return 1
    fi
    if grep -Eq 'VUID-|Validation Error' "$out/$name.out" "$out/$name.err"; then
        echo "FAIL $name: validation messages"; grep -Eh -m 5 'VUID-|Validation Error' "$out/$name.out" "$out/$name.err" | cut -c1-300
        fail=$((fail + 1)); return 1
    fi
    echo "ok   $name"; pass=$((pass + 1))
}
same() { # NAME FILE1 FILE2: the Windows output equals the Linux build's
    if cmp -s "$2" "$3"; then echo "ok   $1"; pass=$((pass + 1)); else
        echo "FAIL $1: differs"; diff "$2" "$3" | head -n 10 | sed 's/^/    /'; fail=$((fail + 1)); fi
}

# the check sees validation messages: the probe makes one on purpose
"$WINE" $out/validation_probe.exe >"$out/probe.out" 2>&1
if grep -q 'VUID-VkBufferCreateInfo-size-00912' "$out/probe.out"; then echo "ok   validation-visible"; pass=$((pass + 1))
else echo "FAIL validation-visible: the host's validation layer printed nothing under Wine"; fail=$((fail + 1)); fi

# the unit tests: each prints "N passed, N failed, N skipped"
for t in $TESTS; do
    [ -e "$out/$t.exe" ] || continue
    if wine "$t" 0 "$out/$t.exe"; then
        line=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped' "$out/$t.out" | tail -n 1 | tr -d '\r')
        echo "     $t: $line"; read -r p _ f _ s _ <<<"${line//,/}"
        pass=$((pass + p)); fail=$((fail + f)); skip=$((skip + s))
    fi
done

# the CLI: the demo model's greedy text, token ids and perplexity equal the Linux build's
prompt="And God said"
wine run-demo 0 $vk run -p "$prompt" -n 12 --temp 0
build/win/vkinfer-linux run -p "$prompt" -n 12 --temp 0 >"$out/run-linux.out" 2>/dev/null
same run-demo-equals-linux "$out/run-demo.out" "$out/run-linux.out"
wine tokenize 0 $vk tokenize -m examples/kjv/kjv.gguf -p "In the beginning God created the heaven"
build/win/vkinfer-linux tokenize -m examples/kjv/kjv.gguf -p "In the beginning God created the heaven" >"$out/tok-linux.out"
same tokenize-equals-linux "$out/tokenize.out" "$out/tok-linux.out"
head -c 400 examples/kjv/heldout.txt >"$out/ppl.txt" # about 100 tokens: 3 windows of 64
wine perplexity 0 $vk perplexity -m examples/kjv/kjv.gguf -f "$out/ppl.txt" -c 64
build/win/vkinfer-linux perplexity -m examples/kjv/kjv.gguf -f "$out/ppl.txt" -c 64 >"$out/ppl-linux.out" 2>/dev/null
grep -q 'PPL = ' "$out/perplexity.out" || { echo "FAIL perplexity: no estimate"; fail=$((fail + 1)); }
same perplexity-equals-linux <(grep 'PPL = ' "$out/perplexity.out") <(grep 'PPL = ' "$out/ppl-linux.out")
# a UTF-8 path (wide at the Windows boundary), and the demo model found beside the
# executable (GetModuleFileNameW) from another working directory
mkdir -p "$out/demo"
cp examples/kjv/kjv.gguf "$out/demo/mödel-κ.gguf"
wine info-utf8-path 0 $vk info -m "$out/demo/mödel-κ.gguf" --no-tensors
grep -q 'mödel-κ.gguf' "$out/info-utf8-path.out" && grep -q 'architecture  llama' "$out/info-utf8-path.out" ||
    { echo "FAIL info-utf8-path: no model summary naming the file"; fail=$((fail + 1)); }
cp $vk "$out/demo/vkinfer.exe" && cp examples/kjv/kjv.gguf "$out/demo/kjv.gguf"
(cd / && "$WINE" "$OLDPWD/$out/demo/vkinfer.exe" run -p "$prompt" -n 2 --temp 0 \
    >"$OLDPWD/$out/demo-beside.out" 2>"$OLDPWD/$out/demo-beside.err")
if grep -q 'kjv.gguf' "$out/demo-beside.err" && [ -s "$out/demo-beside.out" ]; then echo "ok   demo-model-beside-exe"; pass=$((pass + 1))
else echo "FAIL demo-model-beside-exe"; tail -n 5 "$out/demo-beside.err" | sed 's/^/    /'; fail=$((fail + 1)); fi
# exit codes: usage error 2, runtime error 1
wine usage-error 2 $vk run -p hi --frob
wine missing-model 1 $vk info -m "$out/absent.gguf"
grep -q "absent.gguf" "$out/missing-model.err" || { echo "FAIL missing-model: message names no file"; fail=$((fail + 1)); }
# the host-device example: the engine's own volk, instance and device, vkinfer inside its frames
wine host_device 0 build/win/host_device-c.exe -q --frames 4 --frame-mb 1 --copies 1 --bench 4
echo "$pass passed, $fail failed, $skip skipped"
EOF
TESTS="$tests" xvfb-run -a bash "$out/runs.sh" >"$out/runs.log" 2>&1
grep -v '^X connection' "$out/runs.log"
line=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' "$out/runs.log" | tail -n 1)
if [ -z "$line" ]; then echo "FAIL windows runs: no summary"; fail=$((fail + 1)); else
    read -r p _ f _ s _ <<<"${line//,/}"
    pass=$((pass + p)); fail=$((fail + f)); skip=$((skip + s))
fi
echo "windows stage: builds $((t1 - t0)) s, runs under Wine $(($(date +%s) - t1)) s"
summary
