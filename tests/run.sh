#!/usr/bin/env bash
# Builds and runs every tests/test_*.c; prints each program's output and, last, the sum
# "N passed, N failed, N skipped". Run from the repository root:
#   bash tests/run.sh                      (cc, C, -O1 -g)
#   CC=clang CXX_MODE=1 bash tests/run.sh  (compile the tests as C++)
#   SAN=1 bash tests/run.sh                (AddressSanitizer + UBSan)
# GPU tests use whatever Vulkan device the loader finds (lavapipe in CI) with the
# validation layer on; VKINFER_DEVICE picks one.
set -u
cd "$(dirname "$0")/.."
CC=${CC:-cc}
out=${BUILD_DIR:-build/tests}
mkdir -p "$out"
flags="-O1 -g -Wall -Wextra -Werror -I. ${EXTRA_CFLAGS:-}"
lang="-std=c99"
[ "${CXX_MODE:-0}" = 1 ] && lang="-x c++ -std=c++11" && libs_extra="-lstdc++"
[ "${SAN:-0}" = 1 ] && flags="$flags -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/lsan.supp:print_suppressions=0}
pass=0 fail=0 skip=0
for src in tests/test_*.c; do
    name=$(basename "$src" .c)
    echo "== $name"
    if ! $CC $lang $flags -o "$out/$name" "$src" -lm -ldl ${libs_extra:-} 2>"$out/$name.build.log"; then
        cat "$out/$name.build.log"; echo "FAIL build $name"; fail=$((fail + 1)); continue
    fi
    log="$out/$name.log"
    "$out/$name" >"$log" 2>&1
    rc=$?
    cat "$log"
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' "$log" | tail -n 1)
    if [ -z "$line" ]; then
        echo "FAIL $name exited $rc without a summary"; fail=$((fail + 1)); continue
    fi
    read -r p _ f _ s _ <<<"${line//,/}"
    pass=$((pass + p)); fail=$((fail + f)); skip=$((skip + s))
    if [ $rc -ne 0 ] && [ "$f" = 0 ]; then echo "FAIL $name exited $rc"; fail=$((fail + 1)); fi
done
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
