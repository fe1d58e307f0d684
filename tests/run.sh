#!/usr/bin/env bash
# Builds and runs every tests/test_*.c, then tests/test_cli.sh (the vkinfer command line);
# prints each program's output and, last, the sum "N passed, N failed, N skipped". Run
# from the repository root:
#   bash tests/run.sh                      (cc, C, -O1 -g)
#   bash tests/run.sh --install-deps       (as root: apt-get installs what is missing first)
#   CC=clang CXX_MODE=1 bash tests/run.sh  (compile the tests as C++)
#   SAN=1 bash tests/run.sh                (AddressSanitizer + UBSan)
#   PROFILES=embedded bash tests/run.sh    (then the GPU programs again on a masked device profile)
# GPU tests use whatever Vulkan device the loader finds (lavapipe in CI) with the
# validation layer on; VKINFER_DEVICE picks one.
set -u
cd "$(dirname "$0")/.."
CC=${CC:-cc}

# Dependencies first (Debian package names): the headers the build needs, then what the
# GPU tests need at run time (without those they skip). One apt-get line for what is
# missing, or, with --install-deps as root, its installation.
install=0
[ "${1:-}" = --install-deps ] && install=1
missing_dev="" missing_run=""
has_header() { printf '#include <%s>\n' "$1" | $CC -E -x c - >/dev/null 2>&1; }
command -v "${CC%% *}" >/dev/null 2>&1 || missing_dev="$missing_dev gcc"
has_header vulkan/vulkan.h || missing_dev="$missing_dev libvulkan-dev"
has_header volk.h || missing_dev="$missing_dev libvulkan-volk-dev"
has_header stb/stb_ds.h || missing_dev="$missing_dev libstb-dev"
{ ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1 '; } || [ -e /usr/lib/x86_64-linux-gnu/libvulkan.so.1 ] || missing_run="$missing_run libvulkan1"
any_file() { local f; for f in "$@"; do [ -e "$f" ] && return 0; done; return 1; }
any_file /usr/share/vulkan/icd.d/*.json /etc/vulkan/icd.d/*.json || missing_run="$missing_run mesa-vulkan-drivers"
any_file {/usr/share,/etc}/vulkan/explicit_layer.d/VkLayer_khronos_validation.json || missing_run="$missing_run vulkan-validationlayers"
# the Windows stage (tests/windows.sh, run once by .ci/run) needs MinGW-w64, Wine and
# xvfb; installed with --install-deps, else that stage skips saying so
missing_win=""
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || missing_win="$missing_win mingw-w64"
command -v wine64 >/dev/null 2>&1 || [ -x /usr/lib/wine/wine64 ] || missing_win="$missing_win wine64"
command -v xvfb-run >/dev/null 2>&1 || missing_win="$missing_win xvfb"
command -v xauth >/dev/null 2>&1 || missing_win="$missing_win xauth" # xvfb-run needs it (only recommended)
if [ $install = 1 ] && [ "$(id -u)" = 0 ]; then missing_run="$missing_run$missing_win"
elif [ -n "$missing_win" ]; then echo "tests/run.sh: the Windows stage (tests/windows.sh) will skip: missing$missing_win"; fi
if [ -n "$missing_dev$missing_run" ]; then
    if [ $install = 1 ] && [ "$(id -u)" = 0 ]; then
        echo "installing:$missing_dev$missing_run"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            $missing_dev $missing_run >/dev/null || { echo "apt-get install failed"; exit 1; }
    else
        [ -n "$missing_dev" ] && echo "tests/run.sh: cannot build the tests: missing$missing_dev"
        [ -n "$missing_run" ] && echo "tests/run.sh: the GPU tests will skip: missing$missing_run (the Vulkan loader, a driver such as lavapipe, the validation layer)"
        echo "  apt-get install -y$missing_dev$missing_run    (or, as root: bash tests/run.sh --install-deps)"
        [ -n "$missing_dev" ] && exit 1
    fi
fi

out=${BUILD_DIR:-build/tests}
mkdir -p "$out"
flags="-O1 -g -Wall -Wextra -Werror -I. ${EXTRA_CFLAGS:-}"
lang="-std=c99"
[ "${CXX_MODE:-0}" = 1 ] && lang="-x c++ -std=c++11" && libs_extra="-lstdc++"
[ "${SAN:-0}" = 1 ] && flags="$flags -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/lsan.supp:print_suppressions=0}
pass=0 fail=0 skip=0
# Every program is built first, JOBS at a time (default: the machine's cores): each build
# compiles the whole implementation on one core (20-45 s). test_cli.sh's command line too.
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
t0=$SECONDS
build_one() { # NAME SOURCE [LIBS...]: $out/NAME, its compiler's messages in $out/NAME.build.log
    local name=$1 src=$2; shift 2
    $CC $lang $flags -o "$out/$name" "$src" "$@" 2>"$out/$name.build.log"
    echo $? >"$out/$name.build.rc"
}
rm -f "$out"/*.build.rc "$out"/*.log.rc
for src in tests/test_*.c examples/vkinfer.c; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
    name=$(basename "$src" .c)
    [ "$name" = vkinfer ] && name=vkinfer-cli
    build_one "$name" "$src" -lm -ldl ${libs_extra:-} &
done
wait
echo "builds ($jobs at a time): $((SECONDS - t0)) s"

# The runs, as tasks (a label, a log, a command): every program, the profile reruns and
# test_cli.sh, the longest first. JOBS at a time too: one program keeps ~1.6 of 2 cores
# busy (lavapipe's threads, then its own reference and shader compiles on one), so two
# at a time fill the machine. Output: with JOBS=1 as it comes; else each task's whole,
# in this order, as it ends.
t_label=() t_head=() t_log=() t_cmd=()
task() { t_label+=("$1"); t_head+=("$2"); t_log+=("$3"); t_cmd+=("$4"); } # LABEL HEADER LOG COMMAND
built=""
for name in test_decode test_prompt test_session; do # the longest (tests/test_*.c below skips them)
    [ "$(cat "$out/$name.build.rc" 2>/dev/null)" = 0 ] && task "$name" "$name" "$out/$name.log" "$out/$name"
done
cli_built=$([ "$(cat "$out/vkinfer-cli.build.rc" 2>/dev/null)" = 0 ] && echo 1 || echo 0)
task test_cli test_cli "$out/test_cli.log" "CLI_BUILT=$cli_built CC='$CC' CXX_MODE=${CXX_MODE:-0} SAN=${SAN:-0} \
BUILD_DIR='$out' bash tests/test_cli.sh"
for src in tests/test_*.c; do
    name=$(basename "$src" .c)
    if [ "$(cat "$out/$name.build.rc" 2>/dev/null)" != 0 ]; then
        echo "== $name"; cat "$out/$name.build.log"; echo "FAIL build $name"; fail=$((fail + 1)); continue
    fi
    built="$built $name"
    case " test_decode test_prompt test_session " in *" $name "*) continue ;; esac
    task "$name" "$name" "$out/$name.log" "$out/$name"
done

# Masked device profiles (README, "Device profiles for tests"): PROFILES="embedded ..."
# runs the GPU programs built above again, each with VKT_PROFILE=NAME (.ci/run: embedded
# and sg16, in the clang C++ suite). The longest take a subset of their tests (VKT_ONLY,
# PROFILE_ONLY_DECODE / _PROMPT / _SESSION; empty: all) to keep CI within its hour; sg16
# (lavapipe's 16-wide subgroups) the kernel programs and test_decode's attention.
gpu_progs="test_core test_kernels test_mm test_attn_rows test_api test_poll test_grammar test_gguf test_kjv
    test_session test_prompt test_decode"
for profile in ${PROFILES:-}; do
    progs=$gpu_progs
    [ "$profile" = sg16 ] && progs="test_kernels test_mm test_attn_rows test_decode"
    for name in $progs; do
        case " $built " in *" $name "*) ;; *) continue ;; esac # a build that failed is counted above
        case $profile:$name in
        sg16:test_decode) only=${PROFILE_ONLY_DECODE-test_logits_kv_f16,test_attention_slices} ;;
        *:test_decode) only=${PROFILE_ONLY_DECODE-test_logits_all_types,test_weights_over,test_masked} ;;
        *:test_session) only=${PROFILE_ONLY_SESSION-test_estimate,test_state,test_embed,test_batch} ;;
        *:test_prompt) only=${PROFILE_ONLY_PROMPT-} ;;
        *) only="" ;;
        esac
        task "$name ($profile)" "$name (VKT_PROFILE=$profile${only:+, VKT_ONLY=$only})" "$out/$name.$profile.log" \
            "VKT_PROFILE=$profile ${only:+VKT_ONLY=$only }$out/$name"
    done
done

# run_task I: task I's command into its log; its exit status and seconds in LOG.rc
run_task() {
    local i=$1 t0=$SECONDS rc
    if [ "$jobs" = 1 ]; then
        echo "== ${t_head[$i]}"
        eval "${t_cmd[$i]}" 2>&1 | tee "${t_log[$i]}"
        rc=${PIPESTATUS[0]}
    else
        eval "${t_cmd[$i]}" >"${t_log[$i]}" 2>&1
        rc=$?
    fi
    echo "$rc $((SECONDS - t0))" >"${t_log[$i]}.rc"
}
# tally I: prints task I's log (unless shown as it ran) and seconds, adds its summary line
tally() {
    local i=$1 label=${t_label[$i]} rc secs line p f s
    [ "$jobs" = 1 ] || { echo "== ${t_head[$i]}"; cat "${t_log[$i]}"; }
    read -r rc secs <"${t_log[$i]}.rc"
    echo "time $label: $secs s" # CI's time budget
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' "${t_log[$i]}" | tail -n 1)
    if [ -z "$line" ]; then
        echo "FAIL $label exited $rc without a summary"; fail=$((fail + 1)); return
    fi
    read -r p _ f _ s _ <<<"${line//,/}"
    pass=$((pass + p)); fail=$((fail + f)); skip=$((skip + s))
    if [ "$rc" -ne 0 ] && [ "$f" = 0 ]; then echo "FAIL $label exited $rc"; fail=$((fail + 1)); fi
}
t0=$SECONDS
if [ "$jobs" = 1 ]; then
    for i in "${!t_cmd[@]}"; do run_task "$i"; tally "$i"; done
else
    { for i in "${!t_cmd[@]}"; do
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
        run_task "$i" &
    done; wait; } &
    for i in "${!t_cmd[@]}"; do
        while [ ! -e "${t_log[$i]}.rc" ]; do sleep 1; done
        tally "$i"
    done
    wait
fi
echo "runs ($jobs at a time): $((SECONDS - t0)) s"
echo "== compile: VKINFER_MALLOC/REALLOC/FREE all or none"
# defining some but not all of the three is a compile-time #error
if printf '#define VKINFER_MALLOC(sz) malloc(sz)\n#define VKINFER_IMPLEMENTATION\n#include "vkinfer.h"\n' \
    | $CC ${lang/-std=c99/-x c -std=c99} -I. -fsyntax-only - 2>"$out/alloc_macros.log"; then
    echo "FAIL compile: defining only VKINFER_MALLOC compiled"; fail=$((fail + 1))
elif grep -q 'all or none of VKINFER_MALLOC' "$out/alloc_macros.log"; then
    echo "ok   compile: defining only VKINFER_MALLOC is an #error"; pass=$((pass + 1))
else
    cat "$out/alloc_macros.log"; echo "FAIL compile: not the all-or-none #error"; fail=$((fail + 1))
fi
echo "== compile: include-order mistakes are one #error naming the rule"
# <stdio.h> before the implementation under -std=c99 (no POSIX), <vulkan/vulkan.h> before it
for first in stdio.h vulkan/vulkan.h; do
    printf '#include <%s>\n#define VKINFER_IMPLEMENTATION\n#include "vkinfer.h"\nint main(void) { return 0; }\n' "$first" \
        | $CC -x c -std=c99 -I. -fsyntax-only - 2>"$out/include_order.log"
    n=$(grep -c 'error:' "$out/include_order.log") # one #error per rule broken
    if grep -q 'vkinfer.h: .*include' "$out/include_order.log" && [ "$n" -le 2 ]; then
        echo "ok   compile: <$first> first is one #error"; pass=$((pass + 1))
    else
        head -n 5 "$out/include_order.log"; echo "FAIL compile: <$first> first: $n error lines"; fail=$((fail + 1))
    fi
done
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
