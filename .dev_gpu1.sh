#!/bin/bash
# run from the repo root on the device machine
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig >/dev/null 2>&1
export VK_LAYER_PATH=$PWD/.dev/layer
R=$PWD
cd .dev/attn2
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv
cc -O2 -I../inc -o /tmp/vk_new examples/vkinfer.c -lm -ldl || echo BUILD_FAIL new
(cd $R && cc -O2 -I.dev/inc -o /tmp/vk_old examples/vkinfer.c -lm -ldl) || echo BUILD_FAIL old
cc -O2 -I../inc -o /tmp/mkmodel tests/mkmodel.c -lm || echo BUILD_FAIL mkmodel
cc -std=c99 -O1 -g -I. -I../inc -o /tmp/t_attn tests/test_attn_rows.c -lm -ldl || echo BUILD_FAIL test
cc -std=c99 -O1 -g -I. -I../inc -o /tmp/t_prompt tests/test_prompt.c -lm -ldl || echo BUILD_FAIL test_prompt
timeout 120 /tmp/t_attn > $OUT/test_attn.log 2>&1; echo "test_attn rc $?"; tail -25 $OUT/test_attn.log
VKINFER_PIPELINE_STATS=1 timeout 60 /tmp/t_attn --bench 20 > $OUT/bench_attn.log 2>&1; echo "bench rc $?"; grep -v "^$" $OUT/bench_attn.log | grep -i "attn_coop\|pos\|regist\|local" | head -60
timeout 120 /tmp/t_prompt > $OUT/test_prompt.log 2>&1; echo "test_prompt rc $?"; tail -4 $OUT/test_prompt.log
/tmp/mkmodel -o /tmp/q8b.gguf --preset qwen3-8b --type Q4_K_M --vocab ../vocab/ggml-vocab-qwen2.gguf >/dev/null 2>&1
/tmp/mkmodel -o /tmp/q06.gguf --preset qwen3-0.6b --type Q8_0 --vocab ../vocab/ggml-vocab-qwen2.gguf >/dev/null 2>&1
for b in new old; do for d in 0 4096; do
  echo "=== $b 8B d $d"; timeout 90 /tmp/vk_$b bench -m /tmp/q8b.gguf -p 512 -n 0 -r 3 --profile -d $d 2>&1
done; done > $OUT/e2e.log
for b in new old; do echo "=== $b 0.6B d 0"; timeout 60 /tmp/vk_$b bench -m /tmp/q06.gguf -p 512 -n 0 -r 3 --profile 2>&1; done >> $OUT/e2e.log
grep -i "===\|attn\|pp512\|t/s" $OUT/e2e.log | head -60
