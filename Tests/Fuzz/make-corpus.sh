#!/usr/bin/env bash
# Writes the fuzz targets' seed corpora under Tests/Fuzz/corpus/ (not committed):
#   lyt/    every .lyt file in examples/
#   swift/  every .swift file in examples/ and the app files the evaluator is judged on
#   font/   a tiny TrueType font written here (head, hhea, maxp, OS/2, hmtx, cmap format 4,
#           kern), and the same with typo metrics asked for; small seeds keep libFuzzer's
#           inputs short (a real font is hundreds of KB).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
corpus="$here/corpus"
rm -rf "$corpus"
mkdir -p "$corpus/lyt" "$corpus/swift" "$corpus/font"
n=0
while IFS= read -r -d '' file; do
  n=$((n + 1))
  cp "$file" "$corpus/lyt/$n.lyt"
done < <(find "$root/examples" -name '*.lyt' -print0 | sort -z)
n=0
while IFS= read -r -d '' file; do
  n=$((n + 1))
  cp "$file" "$corpus/swift/$n.swift"
done < <(find "$root/examples" "$root/Tests/LayoutDriverTests/Fixtures/swift-apps" \
  -name '*.swift' -print0 | sort -z)
python3 - "$corpus/font" <<'PY'
import struct, sys
out = sys.argv[1]
def font(use_typo):
    glyphs = [(0x20, 250), (0x41, 600), (0x42, 500), (0x56, 600), (0x6E, 550)]
    head = struct.pack(">IIIIHH", 0x10000, 0x10000, 0, 0x5F0F3CF5, 0, 1000).ljust(54, b"\0")
    hhea = struct.pack(">Ihhh", 0x10000, 800, -200, 0).ljust(34, b"\0") + struct.pack(">H", len(glyphs) + 1)
    maxp = struct.pack(">IH", 0x5000, len(glyphs) + 1)
    hmtx = b"".join(struct.pack(">Hh", a, 0) for a in [500] + [g[1] for g in glyphs])
    os2 = bytearray(96)
    struct.pack_into(">H", os2, 0, 2)
    struct.pack_into(">H", os2, 62, 0x80 if use_typo else 0)
    struct.pack_into(">hhh", os2, 68, 900, -300, 100)
    struct.pack_into(">h", os2, 88, 700)
    # cmap format 4: one segment per glyph, then the 0xFFFF end segment.
    codes = [g[0] for g in glyphs]
    seg = len(codes) + 1
    ends = codes + [0xFFFF]
    starts = codes + [0xFFFF]
    deltas = [(i + 1 - c) & 0xFFFF for i, c in enumerate(codes)] + [1]
    sub = struct.pack(">HHHHHHH", 4, 0, 0, seg * 2, 0, 0, 0)
    sub += b"".join(struct.pack(">H", e) for e in ends) + b"\0\0"
    sub += b"".join(struct.pack(">H", s) for s in starts)
    sub += b"".join(struct.pack(">H", d) for d in deltas)
    sub += b"\0\0" * seg
    sub = sub[:2] + struct.pack(">H", len(sub)) + sub[4:]
    cmap = struct.pack(">HHHHI", 0, 1, 3, 1, 12) + sub
    # kern format 0: A V -100.
    kern = struct.pack(">HH", 0, 1) + struct.pack(">HHHHHHH", 0, 20, 1, 1, 6, 0, 0) + struct.pack(">HHh", 2, 4, -100)
    tables = sorted({"head": head, "hhea": hhea, "maxp": maxp, "hmtx": hmtx, "OS/2": bytes(os2),
                     "cmap": cmap, "kern": kern}.items())
    offset = 12 + 16 * len(tables)
    directory, data = b"", b""
    for tag, body in tables:
        body = body + b"\0" * (-len(body) % 4)
        directory += tag.encode() + struct.pack(">III", 0, offset + len(data), len(body))
        data += body
    return struct.pack(">IHHHH", 0x10000, len(tables), 0, 0, 0) + directory + data
open(f"{out}/tiny.ttf", "wb").write(font(False))
open(f"{out}/tiny-typo.ttf", "wb").write(font(True))
PY
echo "corpora in $corpus: $(ls "$corpus/lyt" | wc -l) lyt, $(ls "$corpus/swift" | wc -l) swift, $(ls "$corpus/font" | wc -l) font"
