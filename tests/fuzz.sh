#!/usr/bin/env bash
# Builds every tests/fuzz_*.c as a libFuzzer target (clang, ASan + UBSan) and runs each
# for the given number of seconds on one core, then prints the executions.
#   bash tests/fuzz.sh [seconds]        (default 60)
# FUZZ_SEED (default 1) fixes libFuzzer's random seed, so a run repeats; FUZZ_SEED=0
# lets libFuzzer pick one (long exploratory runs).
# Seeds: tests/corpus/<name>/ (read-only); inputs found: build/fuzz/corpus-<name>/;
# crashes: build/fuzz/artifacts-<name>/ -- copy each one to tests/corpus/regress/ and
# make the test that loads that folder pass. Dictionary: tests/corpus/<name>.dict.
set -u
cd "$(dirname "$0")/.."
secs=${1:-60}
CC=${FUZZ_CC:-clang}
out=build/fuzz
mkdir -p "$out"
status=0
for src in tests/fuzz_*.c; do
    [ -e "$src" ] || continue
    name=$(basename "$src" .c)
    target=${name#fuzz_}
    echo "== $name"
    if ! $CC -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I. \
        -o "$out/$name" "$src" -lm -ldl 2>"$out/$name.build.log"; then
        cat "$out/$name.build.log"; echo "FAIL build $name"; status=1; continue
    fi
    corpus="$out/corpus-$target"
    artifacts="$out/artifacts-$target"
    mkdir -p "$corpus" "$artifacts"
    seeds=()
    [ -d "tests/corpus/$target" ] && seeds+=("tests/corpus/$target")
    [ -d tests/corpus/regress ] && seeds+=(tests/corpus/regress)
    dict=()
    [ -f "tests/corpus/$target.dict" ] && dict=("-dict=tests/corpus/$target.dict")
    "$out/$name" "$corpus" "${seeds[@]}" "${dict[@]}" -max_total_time="$secs" -timeout=10 -seed="${FUZZ_SEED:-1}" \
        -print_final_stats=1 -artifact_prefix="$artifacts/" >"$out/$name.log" 2>&1
    rc=$?
    runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$out/$name.log" | grep -oE '[0-9]+$' | tail -n 1)
    echo "$name: ${runs:-?} executions in ${secs}s, corpus $(ls "$corpus" | wc -l) inputs"
    if [ $rc -ne 0 ]; then
        grep -E 'ERROR|SUMMARY|Test unit written' "$out/$name.log" | head -n 20
        echo "FAIL $name (exit $rc, log $out/$name.log)"; status=1
    fi
done
exit $status
