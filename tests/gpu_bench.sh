#!/usr/bin/env bash
# For a machine with a real GPU: builds the CLI and the test-model writer, measures the
# device's streaming bandwidth, writes the benchmark models (real Qwen3 shapes, random
# weights), runs `vkinfer bench` on each (pp512/tg128, pp512 and tg128 at depth 4096,
# pp2000 (the time to the first token of a 2,000-token prompt), per-kernel profiles of
# the token step and of a 512-token prompt chunk; with --sweep a sweep of mat-vec
# shapes), then the test suite on that GPU. The tables land in OUT/bench.md, the logs beside it; nvidia-smi's clock and power
# readings (every 250 ms, where nvidia-smi exists) in OUT/clocks.csv.
#   bash tests/gpu_bench.sh [--vocab VOCAB.gguf] [--out DIR] [--reps N] [--no-tests] [--only 06b|8b] [--sweep]
# A bare machine with an NVIDIA driver but no Vulkan userland needs, unpacked with
# `dpkg -x DEB /` then `ldconfig`: libvulkan1 (the loader), libglvnd0 libgl1 libglx0 libegl1
# libgles2 libopengl0 (the NVIDIA ICD, libGLX_nvidia, fails without them with "Could not
# get 'vkCreateInstance' via 'vk_icdGetInstanceProcAddr'"), libvulkan-dev
# libvulkan-volk-dev libstb-dev libstb0 (headers to build), vulkan-validationlayers (the
# tests run with validation on).
set -uo pipefail
cd "$(dirname "$0")/.."
vocab="" out=build/gpu-bench reps=3 tests=1 only="" sweep=0
while [ $# -gt 0 ]; do
    case $1 in
    --vocab) vocab=$2; shift ;;
    --out) out=$2; shift ;;
    --reps) reps=$2; shift ;;
    --no-tests) tests=0 ;;
    --only) only=$2; shift ;;
    --sweep) sweep=1 ;;
    *) echo "gpu_bench.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
mkdir -p "$out"
if command -v nvidia-smi >/dev/null; then
    nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,pstate,utilization.gpu --format=csv -lms 250 \
        >"$out/clocks.csv" 2>&1 &
    smi=$!
    trap 'kill $smi 2>/dev/null' EXIT
fi
models=${MODEL_DIR:-/tmp/vkinfer-models}
mkdir -p "$models"
cc -O2 -o "$out/vkinfer" examples/vkinfer.c -lm -ldl || exit 1
cc -O2 -o "$out/mkmodel" tests/mkmodel.c -lm || exit 1
vk=()
[ -n "$vocab" ] && vk=(--vocab "$vocab")
md="$out/bench.md"
: >"$md"
echo "## streaming bandwidth: vkinfer bench --bandwidth" | tee -a "$md"
"$out/vkinfer" bench --bandwidth 2>>"$out/bench.err" | tee -a "$md"
bench() { # name, file, preset, type, bench args...
    local name=$1 file=$2 preset=$3 type=$4; shift 4
    [ -f "$file" ] || "$out/mkmodel" -o "$file" --preset "$preset" --type "$type" "${vk[@]}" >>"$out/mkmodel.log" 2>&1 || {
        echo "mkmodel $name failed"; return 1; }
    echo "## $name: vkinfer bench $*" | tee -a "$md"
    timeout 300 "$out/vkinfer" bench -m "$file" "$@" 2>>"$out/bench.err" | tee -a "$md"
}
if [ "$only" != 8b ]; then
    bench "Qwen3-0.6B Q8_0" "$models/q3-06b-q8.gguf" qwen3-0.6b Q8_0 -p 512 -n 128 -r "$reps"
    bench "Qwen3-0.6B Q4_K_M" "$models/q3-06b-q4km.gguf" qwen3-0.6b Q4_K_M -p 512 -n 128 -r "$reps"
    bench "Qwen3-0.6B Q8_0 at depth 4096" "$models/q3-06b-q8.gguf" qwen3-0.6b Q8_0 -p 512 -n 128 -r 2 -d 4096
    bench "Qwen3-0.6B Q8_0 prompt profile" "$models/q3-06b-q8.gguf" qwen3-0.6b Q8_0 -p 512 -n 0 -r 1 --profile
    bench "Qwen3-0.6B Q8_0 profile" "$models/q3-06b-q8.gguf" qwen3-0.6b Q8_0 -p 0 -n 32 -r 1 --profile
    bench "Qwen3-0.6B Q4_K_M profile" "$models/q3-06b-q4km.gguf" qwen3-0.6b Q4_K_M -p 0 -n 32 -r 1 --profile
fi
if [ "$only" != 06b ]; then
    bench "Qwen3-8B Q4_K_M" "$models/q3-8b-q4km.gguf" qwen3-8b Q4_K_M -p 512 -n 128 -r "$reps"
    bench "Qwen3-8B Q4_K_M at depth 4096" "$models/q3-8b-q4km.gguf" qwen3-8b Q4_K_M -p 512 -n 128 -r 2 -d 4096
    bench "Qwen3-8B Q4_K_M 2000-token prompt (TTFT = 2000 / pp2000)" "$models/q3-8b-q4km.gguf" qwen3-8b Q4_K_M -p 2000 -n 0 -r 2
    bench "Qwen3-8B Q4_K_M prompt profile" "$models/q3-8b-q4km.gguf" qwen3-8b Q4_K_M -p 512 -n 0 -r 1 --profile
    bench "Qwen3-8B Q4_K_M prompt profile at depth 4096" "$models/q3-8b-q4km.gguf" qwen3-8b Q4_K_M -p 512 -n 0 -r 1 -d 4096 --profile
    bench "Qwen3-8B Q4_K_M profile" "$models/q3-8b-q4km.gguf" qwen3-8b Q4_K_M -p 0 -n 16 -r 1 --profile
    bench "Qwen3-8B Q4_K_M profile at depth 4096" "$models/q3-8b-q4km.gguf" qwen3-8b Q4_K_M -p 0 -n 16 -r 1 -d 4096 --profile
fi
# mat-vec shapes (see vki_session_create), and the float kernel alone (VKINFER_MATVEC_DOT=0)
[ "$sweep" = 1 ] && for m in ${only:-06b 8b}; do
    file=$models/q3-8b-q4km.gguf
    [ "$m" = 06b ] && file=$models/q3-06b-q8.gguf
    [ -f "$file" ] || continue
    # the defaults (without the per-role overrides a set VKINFER_MATVEC turns off), then
    # neighbours: 2 rows in the large class, 8 or 32 subgroups in the small one
    for mv in dot=0 ${SWEEP:-4,2,1,16,16,16,1,2,1 2,2,1,16,16,16,1,2,1 4,2,1,16,16,8,1,2,1 4,2,1,16,16,32,1,2,1}; do
        echo "## $(basename "$file") VKINFER_MATVEC=$mv" | tee -a "$md"
        if [ "$mv" = dot=0 ]; then env=(VKINFER_MATVEC_DOT=0); else env=(VKINFER_MATVEC=$mv); fi
        env "${env[@]}" timeout 120 "$out/vkinfer" bench -m "$file" -p 0 -n 64 -r 1 2>>"$out/bench.err" | grep tg64 | tee -a "$md"
    done
done
if [ "$tests" = 1 ]; then
    BUILD_DIR="$out/tests" timeout 400 bash tests/run.sh >"$out/tests.log" 2>&1
    grep -E '^(FAIL|ok|  FAIL)' "$out/tests.log" | grep -v '^ok' | head -n 30
    tail -n 1 "$out/tests.log"
fi
