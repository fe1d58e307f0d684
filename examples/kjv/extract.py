"""Extracts the King James Bible from Debian's bible-kjv package as plain text.

Output (stdout): one block per chapter, separated by blank lines; a block is the
chapter's title line ("Genesis 1") and one line per verse, verse numbers dropped:
    Genesis 1
    In the beginning God created the heaven and the earth.
    ...
1189 chapters, 31102 verses, ~4.1 MB of ASCII. Chapter k (0-based, Bible order) is held
out for evaluation when k % 20 == 19 (train.py; heldout.txt in this folder holds them).

Usage: python3 extract.py > kjv.txt                (needs `apt-get install bible-kjv`)
       python3 extract.py --heldout > heldout.txt  (the held-out chapters alone)
"""
import os
import re
import subprocess
import sys

raw = subprocess.run(["bible", "-l100000", "Gen1:1-Rev22:21"], check=True, capture_output=True, text=True).stdout
chapters, cur = [], None
for line in raw.split("\n"):
    if not line.strip():
        continue
    m = re.match(r"^ +\d+ (.*)$", line)
    if m:
        cur.append(m.group(1).rstrip())
    else:  # a chapter title, e.g. "Song of Solomon 3"
        cur = [line.strip()]
        chapters.append(cur)
assert len(chapters) == 1189 and sum(len(c) - 1 for c in chapters) == 31102, (len(chapters), sum(len(c) - 1 for c in chapters))
text = "\n\n".join("\n".join(c) for c in chapters) + "\n"
if sys.argv[1:] == ["--heldout"]:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import bpe
    text = "\n".join(c + "\n" for c in bpe.split_chapters(text)[1])
sys.stdout.write(text)
