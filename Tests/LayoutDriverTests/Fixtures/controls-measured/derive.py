#!/usr/bin/env python3
"""Derives this folder from the measured-controls data (not part of the build or the tests).

    python3 Tests/LayoutDriverTests/Fixtures/controls-measured/derive.py PATH/controls-measured-train.json

writes cases.json (each case's SwiftUI source, its layoutc arguments and the frames SwiftUI
gave its probes, as measured) and the two asset images the cases name (`icon` 24x24 and
`swatch` 64x40 points, plain PNGs at 1x). MeasuredControlTests.swift reads them.
"""
import json, os, struct, sys, zlib

here = os.path.dirname(os.path.abspath(__file__))
source = json.load(open(sys.argv[1]))
cases = [
    {key: case[key] for key in ("id", "platform", "swift", "args", "measured", "note")}
    for case in source["cases"]
]
with open(os.path.join(here, "cases.json"), "w") as out:
    json.dump({"about": source["about"], "cases": cases}, out, indent=1, sort_keys=True)
    out.write("\n")


def png(width, height, path):
    raw = b"".join(b"\x00" + b"\x80\x80\x80" * width for _ in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


os.makedirs(os.path.join(here, "assets"), exist_ok=True)
png(24, 24, os.path.join(here, "assets", "icon.png"))
png(64, 40, os.path.join(here, "assets", "swatch.png"))
print(f"{len(cases)} cases")
