#!/usr/bin/env python3
"""Browser check of `layoutc --format svg` (run by .ci/run after the tests).

For each example below, the SVG is rendered by headless Chromium at one pixel per point and
compared with the JSON dump of the same layout:
  * the colour at a point of every colour view's frame that no other drawn view covers is
    that view's colour (SystemColors' light values);
  * every text that no other drawn view touches is drawn inside its frame (ink bounding box
    within the frame, one pixel of tolerance for antialiasing);
  * the shapes of examples/modifiers/overlay-badge.lyt have their .fill colours.
Standard library only: PNG is decoded here. Prints 'N passed, M failed'; exit 1 on failure.
"""
import json, os, struct, subprocess, sys, tempfile, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUTC = os.environ.get("LAYOUTC") or os.path.join(ROOT, ".build", "debug", "layoutc")
COLOURS = {"red": (255, 59, 48), "orange": (255, 149, 0), "yellow": (255, 204, 0),
           "green": (52, 199, 89), "mint": (0, 199, 190), "teal": (48, 176, 199),
           "cyan": (50, 173, 230), "blue": (0, 122, 255), "indigo": (88, 86, 214),
           "purple": (175, 82, 222), "pink": (255, 45, 85), "brown": (162, 132, 94),
           "white": (255, 255, 255), "gray": (142, 142, 147), "black": (0, 0, 0)}
DRAWN = {"color", "text", "image", "divider", "rectangle", "roundedrectangle", "circle",
         "ellipse", "capsule", "unevenroundedrectangle"}
EXAMPLES = ["hello", "modifiers/overlay-badge", "modifiers/zstack-layers",
            "modifiers/padding-then-background", "modifiers/background-then-padding",
            "stacks/priority-groups", "stacks/spacer-pushes-apart", "grids/three-flexible-columns",
            "screens/login", "text/wrapping", "explain/hello-padding"]


def png_pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and ctype in (2, 6), (depth, ctype)
            channels = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b, c = prev[x], prev[x - channels] if x >= channels else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return lambda x, y: tuple(rows[y][x * channels:x * channels + 3])


def nodes(document):
    out, work = [], [document["root"]]
    while work:
        node = work.pop()
        out.append(node)
        work += reversed(node.get("children", []))
    return out


def inside(frame, x, y, margin=0):
    return (frame["x"] - margin <= x <= frame["x"] + frame["width"] + margin
            and frame["y"] - margin <= y <= frame["y"] + frame["height"] + margin)


def close(a, b, tolerance=6):
    return all(abs(p - q) <= tolerance for p, q in zip(a, b))


def check(example, passed, failed):
    lyt = os.path.join(ROOT, "examples", example + ".lyt")
    first = open(lyt).readline()
    flags = first[len("// layoutc:"):].split() if first.startswith("// layoutc:") else []
    flags = [f for i, f in enumerate(flags) if not (f == "--size" and i > 1)][:2] if flags else []
    dump = json.loads(subprocess.run([LAYOUTC, lyt, "--format", "json"] + flags,
                                     capture_output=True, text=True, check=True).stdout)
    svg = subprocess.run([LAYOUTC, lyt, "--format", "svg"] + flags, capture_output=True,
                         text=True, check=True).stdout
    width, height = int(dump["proposal"]["width"]), int(dump["proposal"]["height"])
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        path = os.path.join(tmp, "p.svg")
        png = os.path.join(tmp, "p.png")
        open(path, "w").write(svg)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--hide-scrollbars", "--force-device-scale-factor=1",
                        f"--window-size={width},{height}", f"--screenshot={png}",
                        "file://" + path], capture_output=True, timeout=120)
        pixel = png_pixels(png)
    all_nodes = nodes(dump)
    drawn = [n for n in all_nodes if n["kind"] in DRAWN]

    def result(ok, what):
        if ok:
            passed.append(what)
        else:
            failed.append(what)
            print("FAIL", what)

    for node in drawn:
        others = [o["frame"] for o in drawn if o is not node]
        f = node["frame"]
        if node["kind"] == "color" and node.get("label") in COLOURS:
            points = [(int(f["x"] + f["width"] * i / 8), int(f["y"] + f["height"] * j / 8))
                      for i in range(1, 8) for j in range(1, 8)]
            free = [(x, y) for x, y in points if inside(f, x, y, -1) and 0 <= x < width
                    and 0 <= y < height and not any(inside(o, x, y, 1) for o in others)]
            if free:
                x, y = free[len(free) // 2]
                got = pixel(x, y)
                result(close(got, COLOURS[node["label"]]),
                       f"{example} {node['path']} color {node['label']} at ({x}, {y}): {got}")
        if node["kind"] == "text" and not any(
                o["x"] < f["x"] + f["width"] + 4 and f["x"] - 4 < o["x"] + o["width"]
                and o["y"] < f["y"] + f["height"] + 4 and f["y"] - 4 < o["y"] + o["height"]
                for o in others):
            x0, y0 = max(int(f["x"]) - 4, 0), max(int(f["y"]) - 4, 0)
            x1 = min(int(f["x"] + f["width"]) + 5, width)
            y1 = min(int(f["y"] + f["height"]) + 5, height)
            ink = [(x, y) for y in range(y0, y1) for x in range(x0, x1)
                   if sum(pixel(x, y)) < 600]
            ok = bool(ink) and all(inside(f, x, y, 1.5) for x, y in ink)
            result(ok, f"{example} {node['path']} text {node.get('label')!r} ink inside {f}")
    if example == "modifiers/overlay-badge":
        for kind, colour in (("roundedrectangle", "blue"), ("circle", "red")):
            f = next(n["frame"] for n in all_nodes if n["kind"] == kind)
            x, y = int(f["x"] + f["width"] / 2), int(f["y"] + f["height"] / 2)
            if kind == "roundedrectangle":
                x, y = int(f["x"] + 10), int(f["y"] + f["height"] - 10)
            result(close(pixel(x, y), COLOURS[colour]), f"{example} {kind} filled {colour}")


def main():
    passed, failed = [], []
    for example in EXAMPLES:
        check(example, passed, failed)
    print(f"pictures: {len(passed)} passed, {len(failed)} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
