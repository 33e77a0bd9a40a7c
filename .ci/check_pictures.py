#!/usr/bin/env python3
"""Browser check of `layoutc --format svg` (run by .ci/run after the tests).

For each example below, the SVG is rendered by headless Chromium at one pixel per point and
compared with the JSON dump of the same layout:
  * the colour at a point of every colour view's frame that no other drawn view covers is
    that view's colour (SystemColors' light values);
  * every text that no other drawn view touches is drawn inside its frame (ink bounding box
    within the frame, one pixel of tolerance for antialiasing);
  * the shapes of examples/modifiers/overlay-badge.lyt have their .fill colours;
  * DRAWING below: a border is a stroke of its colour and width inside the frame, a scroll
    view clips its content, `.background(c, in: shape)` and a colour passed to a component
    are drawn in that colour, `.clipShape(capsule)` is a capsule, Markdown bold is drawn
    bold and secondary text in its grey;
  * CONTROLS below: controls drawn in their state and tint (a switch that is on green with
    its knob trailing, prominent buttons in the accent colour or their `.tint`, bordered ones
    tinted, a slider's and progress bar's filled part, macOS checkboxes and switches), and a
    Form as iOS draws it (the grouped page behind white cards, hairline separators inset to
    the text); control_inks: tinted buttons and links, placeholder grey, values in grey;
  * outline_labels: `--outline` labels never overlap; contact_sheet: a sheet of several
    screens draws each screen's edges on a grey page and keeps each caption over its own
    picture.
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


def render(lyt, flags):
    """The JSON dump of a file and its SVG picture as a pixel reader (one pixel a point)."""
    dump = json.loads(subprocess.run([LAYOUTC, lyt, "--format", "json"] + flags,
                                     capture_output=True, text=True, check=True).stdout)
    svg = subprocess.run([LAYOUTC, lyt, "--format", "svg"] + flags, capture_output=True,
                         text=True, check=True).stdout
    width, height = int(dump["proposal"]["width"]), int(dump["proposal"]["height"])
    return dump, screenshot(svg, width, height), width, height


def screenshot(svg, width, height):
    """The SVG drawn by Chromium at one pixel a point, as a pixel reader."""
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        path = os.path.join(tmp, "p.svg")
        png = os.path.join(tmp, "p.png")
        open(path, "w").write(svg)
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--hide-scrollbars", "--force-device-scale-factor=1",
                        f"--window-size={width},{height}", f"--screenshot={png}",
                        "file://" + path], capture_output=True, timeout=120)
        return png_pixels(png)


def check(example, passed, failed):
    lyt = os.path.join(ROOT, "examples", example + ".lyt")
    first = open(lyt).readline()
    flags = first[len("// layoutc:"):].split() if first.startswith("// layoutc:") else []
    flags = [f for i, f in enumerate(flags) if not (f == "--size" and i > 1)][:2] if flags else []
    dump, pixel, width, height = render(lyt, flags)
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


WHITE = (255, 255, 255)

# What the picture draws beyond frames and plain fills, each as (name, file name, source,
# checks). A check is (what, (x, y) from the dump's nodes, expected colour) or, for ink,
# a function of the dump and the pixel reader. Points are worked out from the frames: the
# frames come from the dump, the colours expected here by hand.
DRAWING = [
    ("border", "border.lyt",
     # "Bordered" 70.667 + 2 x 8 = 86.667 x 36.333 at (151.667, 404): a red border 4 wide
     # lies at x 151.667...155.667 inside the frame; the padding beyond it stays white.
     'text "Bordered" .padding(8) .border(red, width: 4)\n',
     [("on the border's left side", lambda n: (n["border"]["x"] + 1.5, n["border"]["y"] + 18),
       COLOURS["red"]),
      ("inside the border", lambda n: (n["border"]["x"] + 6, n["border"]["y"] + 18), WHITE),
      ("outside the frame", lambda n: (n["border"]["x"] - 3, n["border"]["y"] + 18), WHITE)]),
    ("scroll view clip", "scroll.lyt",
     # A 350-wide scroll view at x 20 (padding 20) holds cards 230 wide 10 apart: the second
     # card spans 260...490, but only up to the scroll view's edge at 370 is drawn.
     "scrollView(horizontal) < hstack(spacing: 10) < foreach i in 1...4 <\n"
     "  red .frame(width: 230, height: 150) > > >\n.padding(20)\n",
     [("second card inside the scroll view",
       lambda n: (n["scrollview"]["x"] + 345, n["scrollview"]["y"] + 75), COLOURS["red"]),
      ("second card beyond the scroll view",
       lambda n: (n["scrollview"]["x"] + 355, n["scrollview"]["y"] + 75), WHITE)]),
    ("layer colours", "layers.lyt",
     # A component's default tint (blue), a tint passed to it (green), a capsule behind a
     # text in orange and a clip to a capsule (not an ellipse) 200 x 60: at 5 from its left
     # end's straight part (x 30 + 5) and 3 below its top the capsule is red; an ellipse
     # would leave it white ((65/100)^2 + (27/30)^2 > 1).
     "view card(title, tint: blue) =\n"
     "  text(title) .padding() .background(roundedRectangle(cornerRadius: 12) .fill(tint))\n"
     "vstack(spacing: 10) <\n  card(\"Default\") .id(\"default\")\n"
     "  card(\"Green\", tint: green) .id(\"green\")\n"
     "  text \"Capsule\" .padding() .background(orange, in: capsule) .id(\"capsule\")\n"
     "  red .frame(width: 200, height: 60) .clipShape(capsule) .id(\"clip\")\n>\n",
     [("component's default tint", lambda n: (n["#default"]["x"] + 6, n["#default"]["y"] + 26),
       COLOURS["blue"]),
      ("tint passed to the component",
       lambda n: (n["#green"]["x"] + 6, n["#green"]["y"] + 26), COLOURS["green"]),
      ("background in a capsule",
       lambda n: (n["#capsule"]["x"] + n["#capsule"]["width"] / 2, n["#capsule"]["y"] + 4),
       COLOURS["orange"]),
      ("outside the capsule's round end",
       lambda n: (n["#capsule"]["x"] + 2, n["#capsule"]["y"] + 2), WHITE),
      ("capsule clip's straight part", lambda n: (n["#clip"]["x"] + 35, n["#clip"]["y"] + 3),
       COLOURS["red"])]),
]


ACCENT = (0, 122, 255)
SWITCH_OFF = (233, 233, 234)
# systemFill (#787880 at 20 %) and tertiarySystemFill (#767680 at 12 %) over white.
TRACK = (228, 228, 230)
TERTIARY = (239, 239, 240)
GROUPED = (242, 242, 247)
# The iOS 26 switch is 63 wide: points 8 in from its ends lie on the track beside the knob.
SWITCH = 63

CONTROLS = [
    ("switches", "switches.lyt",
     'vstack(spacing: 12) <\n  toggle("On", isOn: true) .id("on")\n'
     '  toggle("Off", isOn: false) .id("off")\n'
     '  toggle("Red", isOn: true) .tint(red) .id("red")\n>\n.padding(20)\n',
     [("on: green track at the leading end",
       lambda n: (n["#on/capsule"]["x"] + 8, n["#on/capsule"]["y"] + 15), COLOURS["green"]),
      ("on: white knob trailing",
       lambda n: (n["#on/capsule"]["x"] + SWITCH - 14, n["#on/capsule"]["y"] + 15), WHITE),
      ("off: grey track at the trailing end",
       lambda n: (n["#off/capsule"]["x"] + SWITCH - 8, n["#off/capsule"]["y"] + 15), SWITCH_OFF),
      ("off: white knob leading",
       lambda n: (n["#off/capsule"]["x"] + 14, n["#off/capsule"]["y"] + 15), WHITE),
      (".tint(red) on a switch",
       lambda n: (n["#red/capsule"]["x"] + 8, n["#red/capsule"]["y"] + 15), COLOURS["red"])]),
    # Right to left the switch is at the left and its knob trailing is its left end.
    ("switch right to left", "rtl.lyt", 'toggle("On", isOn: true) .id("on") .padding(20)\n',
     [("on: green track at its right end",
       lambda n: (n["#on/capsule"]["x"] + SWITCH - 8, n["#on/capsule"]["y"] + 15),
       COLOURS["green"]),
      ("on: white knob at its left end",
       lambda n: (n["#on/capsule"]["x"] + 14, n["#on/capsule"]["y"] + 15), WHITE)],
     ["--layout-direction", "rtl"]),
    ("buttons", "buttons.lyt",
     'vstack(spacing: 12) <\n  button "Prominent" .buttonStyle(borderedProminent) .id("prominent")\n'
     '  button "Tinted" .buttonStyle(borderedProminent) .tint(orange) .id("tinted")\n'
     '  button "Bordered" .buttonStyle(bordered) .id("bordered")\n>\n'
     '.accentColor(blue)\n',
     [("prominent: the accent colour",
       lambda n: (n["#prominent/capsule"]["x"] + 8,
                  n["#prominent/capsule"]["y"] + n["#prominent/capsule"]["height"] / 2), ACCENT),
      ("prominent: .tint(orange)",
       lambda n: (n["#tinted/capsule"]["x"] + 8,
                  n["#tinted/capsule"]["y"] + n["#tinted/capsule"]["height"] / 2),
       COLOURS["orange"]),
      # The accent at 15 % over white.
      ("bordered: a light tinted capsule",
       lambda n: (n["#bordered/capsule"]["x"] + 8,
                  n["#bordered/capsule"]["y"] + n["#bordered/capsule"]["height"] / 2),
       (217, 235, 255))]),
    ("values", "values.lyt",
     'vstack(spacing: 20) <\n  slider(value: 0.25) .id("slider")\n'
     '  progressView(value: 0.5) .id("progress")\n  stepper("Copies", value: 2) .id("stepper")\n'
     '  slider(value: 75, in: 0...100) .id("ranged")\n>\n'
     '.padding(20)\n',
     [("slider: filled in the accent colour before its value",
       lambda n: (n["#slider/capsule"]["x"] + 6, n["#slider/capsule"]["y"] + 15.5), ACCENT),
      ("slider: the track after its value",
       lambda n: (n["#slider/capsule"]["x"] + n["#slider/capsule"]["width"] * 0.9,
                  n["#slider/capsule"]["y"] + 15.5), TRACK),
      # The knob is a 27-pt circle whose centre is 13.5 in plus a quarter of the rest.
      ("slider: a white knob at its value",
       lambda n: (n["#slider/capsule"]["x"] + 13.5 + 0.25 * (n["#slider/capsule"]["width"] - 27),
                  n["#slider/capsule"]["y"] + 15.5), WHITE),
      ("progress: filled up to its value",
       lambda n: (n["#progress/capsule"]["x"] + n["#progress/capsule"]["width"] * 0.25,
                  n["#progress/capsule"]["y"] + 2), ACCENT),
      ("progress: the track after its value",
       lambda n: (n["#progress/capsule"]["x"] + n["#progress/capsule"]["width"] * 0.75,
                  n["#progress/capsule"]["y"] + 2), TRACK),
      # 75 in 0...100: filled past the middle (the knob's centre 13.5 + 0.75 of the rest).
      ("slider with a range: filled up to its value in the range",
       lambda n: (n["#ranged/capsule"]["x"] + 13.5 + 0.6 * (n["#ranged/capsule"]["width"] - 27),
                  n["#ranged/capsule"]["y"] + 15.5), ACCENT),
      ("stepper: its ground", lambda n: (n["#stepper/roundedrectangle"]["x"] + 6,
                                         n["#stepper/roundedrectangle"]["y"] + 16), TERTIARY),
      ("stepper: its minus", lambda n: (n["#stepper/roundedrectangle"]["x"] + 94 / 4,
                                        n["#stepper/roundedrectangle"]["y"] + 16), (0, 0, 0))]),
    # Gauges at 0.62 (a dial) and 0.4 (a bar): the ring 5.8 wide is filled clockwise from
    # the top, past its right side (a quarter) but not to its left side (three quarters).
    ("gauges", "gauges.lyt",
     'hstack(spacing: 20) <\n'
     '  gauge(value: 0.62) < text "CPU" > .gaugeStyle(accessoryCircular) .id("dial")\n'
     '  gauge(value: 0.4) < text "Storage" > .gaugeStyle(linearCapacity) .id("bar")\n'
     '>\n.padding(20)\n',
     [("dial: filled on its right side",
       lambda n: (n["#dial/circle"]["x"] + n["#dial/circle"]["width"] - 3,
                  n["#dial/circle"]["y"] + n["#dial/circle"]["height"] / 2), ACCENT),
      ("dial: the track on its left side",
       lambda n: (n["#dial/circle"]["x"] + 3,
                  n["#dial/circle"]["y"] + n["#dial/circle"]["height"] / 2), TRACK),
      ("bar: filled up to its value",
       lambda n: (n["#bar/capsule"]["x"] + n["#bar/capsule"]["width"] * 0.2,
                  n["#bar/capsule"]["y"] + 4), ACCENT),
      ("bar: the track after its value",
       lambda n: (n["#bar/capsule"]["x"] + n["#bar/capsule"]["width"] * 0.8,
                  n["#bar/capsule"]["y"] + 4), TRACK)],
     ["--os", "macos26", "--size", "320x120"]),
    ("macOS toggles", "mac.lyt",
     'vstack <\n  toggle("On", isOn: true) .id("on")\n  toggle("Off", isOn: false) .id("off")\n'
     '  toggle("Switch", isOn: true) .toggleStyle(switch) .id("switch")\n>\n',
     [("checked box: the accent colour",
       lambda n: (n["#on/roundedrectangle"]["x"] + 1.5, n["#on/roundedrectangle"]["y"] + 8),
       ACCENT),
      ("checked box: its white tick",
       lambda n: (n["#on/roundedrectangle"]["x"] + 0.42 * 16,
                  n["#on/roundedrectangle"]["y"] + 0.7 * 16), WHITE),
      ("unchecked box: white",
       lambda n: (n["#off/roundedrectangle"]["x"] + 8, n["#off/roundedrectangle"]["y"] + 8), WHITE),
      ("switch that is on: the accent colour",
       lambda n: (n["#switch/capsule"]["x"] + 6, n["#switch/capsule"]["y"] + 12), ACCENT)],
     ["--os", "macos26", "--size", "300x120"]),
    ("form", "form.lyt",
     'navigationStack <\n  form <\n    section <\n'
     '      toggle("Wi-Fi", isOn: true) .id("wifi")\n'
     '      toggle("Bluetooth", isOn: false) .id("bt")\n    >\n  >\n'
     '  .navigationTitle("Settings")\n>\n',
     [("the grouped page below the cards", lambda n: (200, 600), GROUPED),
      ("the grouped page behind the navigation bar", lambda n: (300, 90), GROUPED),
      ("the card white", lambda n: (n["roundedrectangle"]["x"] + 6,
                                    n["roundedrectangle"]["y"] + 30), WHITE),
      ("the switch that is on, green on the card",
       lambda n: (n["#wifi/capsule"]["x"] + 8, n["#wifi/capsule"]["y"] + 15), COLOURS["green"]),
      # The rows meet 15.75 above the second row's toggle: a 0.5-pt #C6C6C8 hairline just
      # above that covers half of the pixel row it is in (y 226), from the text's edge (x 32)
      # on.
      ("a hairline separator between the rows",
       lambda n: (200, n["#bt"]["y"] - 16), (226, 226, 227)),
      ("the separator inset to the row's text",
       lambda n: (n["roundedrectangle"]["x"] + 8, n["#bt"]["y"] - 16), WHITE)],
     ["--device", "iphone-16"]),
]


def drawing(case, passed, failed):
    name, file_name, source, checks = case[:4]
    flags = case[4] if len(case) > 4 else []
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        path = os.path.join(tmp, file_name)
        open(path, "w").write(source)
        dump, pixel, _, _ = render(path, flags)
    by = {}
    for node in nodes(dump):
        by.setdefault(node["kind"], node["frame"])
        if "id" in node:
            by.setdefault("#" + node["id"], node["frame"])
            # The parts inside a view with an id, by kind: "#on/capsule".
            for inner in nodes({"root": node})[1:]:
                by.setdefault("#" + node["id"] + "/" + inner["kind"], inner["frame"])
    for what, point, colour in checks:
        x, y = point(by)
        got = pixel(int(x), int(y))
        ok = close(got, colour)
        (passed if ok else failed).append(name)
        if not ok:
            print(f"FAIL {name}: {what} at ({x:.1f}, {y:.1f}) is {got}, not {colour}")


def ink(pixel, frame):
    """The dark pixels of a frame: how many, and the darkest."""
    xs = range(int(frame["x"]), int(frame["x"] + frame["width"]) + 1)
    ys = range(int(frame["y"]), int(frame["y"] + frame["height"]) + 1)
    values = [sum(pixel(x, y)) for y in ys for x in xs]
    return sum(1 for v in values if v < 600), min(values)


def text_styles(passed, failed):
    """Markdown bold is drawn bold (the same word inks more), secondary text in its grey
    (#3C3C43 at 60 % over white: about (138, 138, 142), nowhere near black)."""
    source = ('import SwiftUI\nstruct ContentView: View {\n  var body: some View {\n'
              '    VStack {\n      Text("Weight")\n      Text("**Weight**")\n'
              '      Text("Secondary").foregroundStyle(.secondary)\n    }\n  }\n}\n')
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        path = os.path.join(tmp, "styles.swift")
        open(path, "w").write(source)
        dump, pixel, _, _ = render(path, [])
    texts = [n for n in nodes(dump) if n["kind"] == "text"]
    plain, bold, secondary = (ink(pixel, t["frame"]) for t in texts)
    ok = bold[0] > plain[0] * 1.2
    (passed if ok else failed).append("markdown bold")
    if not ok:
        print(f"FAIL markdown bold: {bold[0]} dark pixels against the plain word's {plain[0]}")
    ok = 3 * 110 <= secondary[1] <= 3 * 160
    (passed if ok else failed).append("secondary text")
    if not ok:
        print(f"FAIL secondary text: its darkest pixel sums to {secondary[1]}, not 330...480")


def darkest(pixel, frame):
    """The darkest pixel of a frame (by the sum of its channels)."""
    xs = range(int(frame["x"]), int(frame["x"] + frame["width"]) + 1)
    ys = range(int(frame["y"]), int(frame["y"] + frame["height"]) + 1)
    return min((pixel(x, y) for y in ys for x in xs), key=sum)


def control_inks(passed, failed):
    """Texts in a control style's colour: an automatic button's and a link's label in the
    accent colour (blue well above red), a menu picker's value outside a list tinted, a
    placeholder in its grey (#3C3C43 at 30 %: about (196, 196, 198)), LabeledContent's value
    in secondary grey (about (138, 138, 142)), a destructive button in red; the selected
    tab's title in a tab bar in the accent colour."""
    source = ('vstack(spacing: 16) <\n  button "Tap me" .id("button")\n'
              '  link("Website", destination: "https://example.com") .id("link")\n'
              '  picker("Sort", selection: 1) < text "Name" .tag(1) > .id("picker")\n'
              '  textField("Email") .id("field")\n'
              '  labeledContent("Version", value: "26.1") .id("value")\n'
              '  button("Delete", role: destructive) .id("delete")\n>\n.padding(20)\n')
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        path = os.path.join(tmp, "inks.lyt")
        open(path, "w").write(source)
        dump, pixel, _, _ = render(path, [])
    texts = {}
    for node in nodes(dump):
        if "id" in node:
            inner = [t for t in nodes({"root": node}) if t["kind"] == "text"]
            texts[node["id"]] = inner[-1]["frame"]
    checks = [
        ("automatic button in the accent colour", "button", lambda c: c[2] > c[0] + 150),
        ("link in the accent colour", "link", lambda c: c[2] > c[0] + 150),
        ("menu picker's value tinted", "picker", lambda c: c[2] > c[0] + 150),
        ("placeholder in its grey", "field", lambda c: 3 * 180 <= sum(c) <= 3 * 215),
        ("LabeledContent's value in secondary grey", "value",
         lambda c: 3 * 110 <= sum(c) <= 3 * 160),
        ("destructive button in red", "delete", lambda c: c[0] > c[2] + 150),
    ]
    tabs = os.path.join(ROOT, "examples", "screens", "tab-app.lyt")
    dump, tab_pixel, _, _ = render(tabs, ["--device", "iphone-16"])
    title = next(t for t in nodes(dump) if t.get("label") == "Mail" and t["kind"] == "text"
                 and t["frame"]["y"] > 700)
    inks = [(what, darkest(pixel, texts[key]), ok) for what, key, ok in checks]
    inks.append(("selected tab's title in the accent colour", darkest(tab_pixel, title["frame"]),
                 lambda c: c[2] > c[0] + 150))
    for what, colour, ok in inks:
        good = ok(colour)
        (passed if good else failed).append(what)
        if not good:
            print(f"FAIL {what}: its darkest pixel is {colour}")


def outline_labels(passed, failed):
    """`--outline` labels stay apart: no two label texts (6 pt, at least 3 pt a character)
    overlap, on a screen whose views share corners (a text field's frame, padding and text)."""
    lyt = os.path.join(ROOT, "examples", "screens", "login.lyt")
    svg = subprocess.run([LAYOUTC, lyt, "--format", "svg", "--outline"], capture_output=True,
                         text=True, check=True).stdout
    boxes = []
    for line in svg.splitlines():
        for part in line.split("<text ")[1:]:
            if 'font-size="6"' not in part:
                continue
            attrs = dict(a.split('="', 1) for a in part.split(">", 1)[0].split('" ')
                         if '="' in a)
            text = part.split(">", 1)[1].split("</text>", 1)[0]
            x, y = float(attrs["x"]), float(attrs["y"].rstrip('"'))
            boxes.append((x, y - 6, x + 3 * len(text), y, text))
    clashes = [(a[4], b[4]) for i, a in enumerate(boxes) for b in boxes[i + 1:]
               if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]]
    ok = bool(boxes) and not clashes
    (passed if ok else failed).append("outline labels apart")
    if not ok:
        print(f"FAIL outline labels: {len(clashes)} overlapping pairs, e.g. {clashes[:3]}")


def contact_sheet(passed, failed):
    """A sheet of two 200x300 screens: the page between them is grey and each screen has an
    edge, so white screens stand apart; each caption's ink stays over its own picture."""
    lyt = os.path.join(ROOT, "examples", "hello.lyt")
    other = os.path.join(ROOT, "examples", "screens", "login.lyt")
    svg = subprocess.run([LAYOUTC, lyt, other, "--format", "svg", "--size", "200x300"],
                         capture_output=True, text=True, check=True).stdout
    head = svg.split("\n", 2)[1]
    width = int(float(head.split('width="')[1].split('"')[0]))
    height = int(float(head.split('height="')[1].split('"')[0]))
    pixel = screenshot(svg, width, height)
    # The first screen's top-left corner, from its translate().
    x0, y0 = (float(v) for v in svg.split("translate(")[1].split(")")[0].split())
    x0, y0 = int(x0), int(y0)
    right = x0 + 200
    results = [
        ("page beside a screen is not white", sum(pixel(right + 12, y0 + 150)) < 3 * 235),
        ("screen's left edge drawn", sum(pixel(x0 - 1, y0 + 150)) < 3 * 200),
        ("screen's top edge drawn", sum(pixel(x0 + 100, y0 - 1)) < 3 * 200),
        ("inside the screen white", pixel(x0 + 100, y0 + 20) == WHITE),
        ("first caption stays over its picture",
         not any(sum(pixel(x, y)) < 3 * 120 for x in range(right + 2, right + 24)
                 for y in range(0, y0 - 2))),
    ]
    for what, ok in results:
        (passed if ok else failed).append("contact sheet: " + what)
        if not ok:
            print(f"FAIL contact sheet: {what}")


def main():
    passed, failed = [], []
    for example in EXAMPLES:
        check(example, passed, failed)
    for case in DRAWING + CONTROLS:
        drawing(case, passed, failed)
    text_styles(passed, failed)
    control_inks(passed, failed)
    outline_labels(passed, failed)
    contact_sheet(passed, failed)
    print(f"pictures: {len(passed)} passed, {len(failed)} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
