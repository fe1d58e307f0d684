#!/usr/bin/env bash
# Rebuilds the demo model examples/kjv/kjv.gguf and its test reference passage.txt from
# the Bible text. Run from the repository root. The data steps need python3 and Debian's
# bible-kjv; training needs an NVIDIA GPU with PyTorch (and numpy). On one H100 the whole
# script takes ~5 minutes: ~4 for the six training runs side by side (each stops at its
# held-out optimum or at --seconds), ~15 s for the export, seconds for the rest.
# Seeds are fixed; GPU kernels are not bit-reproducible, so a rebuild matches the shipped
# file's losses to about a percent, not its bytes.
set -euo pipefail
w=${KJV_WORK:-build/kjv}
k=examples/kjv
mkdir -p "$w"
python3 $k/extract.py >"$w/kjv.txt"                     # 1189 chapters, one verse a line
python3 $k/extract.py --heldout >$k/heldout.txt         # every 20th chapter: never trained on
python3 $k/bpe.py train "$w/kjv.txt" "$w/vocab.json" 4096   # byte-level BPE, training chapters only
for c in a b c d e f; do                                # the hyper-parameter sweep (train.py CFGS)
    python3 $k/train.py train --corpus "$w/kjv.txt" --vocab "$w/vocab.json" --dir "$w/run_$c" --cfg $c \
        --seconds 300 >"$w/log_$c.txt" 2>&1 &
done
wait
cat "$w"/log_?.txt
python3 $k/train.py export --corpus "$w/kjv.txt" --vocab "$w/vocab.json" --out "$w" "$w"/run_?   # best run -> F16 GGUF
cc -O2 -I. -o "$w/quantize" $k/quantize.c -lm
"$w/quantize" "$w/kjv-f16.gguf" $k/kjv.gguf             # F16 -> Q8_0 with tests/ref.h's quantizer
cp "$w/passage.txt" $k/passage.txt                      # PyTorch's figures for tests/test_kjv.c
python3 $k/gguf_check.py $k/kjv.gguf                     # independent reader + numpy forward pass
ls -l $k/kjv.gguf && sha256sum $k/kjv.gguf
