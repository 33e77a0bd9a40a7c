#!/usr/bin/env python3
"""Browser check of `layoutc --format html` (run by .ci/run after the picture check).

Headless Chromium is driven over its remote-debugging protocol (a small websocket client
below, standard library only) and checks, for the pages of a few examples:
  * the page loads with no console error and no uncaught exception;
  * selecting a node by the URL (`#node=PATH`), by a click in the tree and by the keyboard
    (arrows, Enter) marks it in the tree, the source and the picture: the highlight rectangle
    has the node's frame (from the JSON dump) and the screenshot's pixels at the frame's
    centre turn towards the highlight's blue;
  * with several dumps, tabs switch the panel shown, are named by device and setting, keep the
    selected view (by path) and update the address;
  * the details say which coordinates are rounded;
  * a click in the source selects the innermost view around the character clicked;
  * a second click on one spot of the picture (or an Alt-click) selects the parent;
  * a selected view outside the screen gets an edge marker and a note;
  * a source holding `</script>` and `<!--` is shown as written, and nothing runs from it.
With SHOTS=DIR it also saves screenshots at 390 and 1280 pixels wide, light and dark.
Prints 'N passed, M failed'; exit 1 on failure.
"""
import base64, json, os, signal, socket, struct, subprocess, sys, tempfile, time, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_pictures import LAYOUTC, ROOT, png_pixels, nodes as flatten  # noqa: E402


class CDP:
    """One page target of a headless Chromium, over a minimal websocket client."""

    def __init__(self, url):
        host, rest = url[len("ws://"):].split("/", 1)
        name, port = host.split(":")
        self.sock = socket.create_connection((name, int(port)), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{rest} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        reply = b""
        while b"\r\n\r\n" not in reply:
            reply += self.sock.recv(4096)
        assert b" 101 " in reply.split(b"\r\n")[0], reply
        self.buffer = reply.split(b"\r\n\r\n", 1)[1]
        self.next_id = 0
        self.events = []

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise EOFError("browser closed the connection")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def _receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            message += self._read(length)
            if first & 0x80:
                return json.loads(message)

    def send(self, method, **params):
        self.next_id += 1
        body = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        n = len(body)
        head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else
                                bytes([0xFE]) + struct.pack(">H", n) if n < 65536 else
                                bytes([0xFF]) + struct.pack(">Q", n))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(body)))
        while True:
            message = self._receive()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._receive())
        raise TimeoutError(method)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def errors(self):
        """Console errors and uncaught exceptions seen so far."""
        out = []
        for event in self.events:
            if event.get("method") == "Runtime.exceptionThrown":
                out.append(event["params"]["exceptionDetails"].get("text", "exception"))
            elif (event.get("method") == "Runtime.consoleAPICalled"
                  and event["params"]["type"] in ("error", "assert")):
                out.append(str(event["params"]["args"]))
            elif (event.get("method") == "Log.entryAdded"
                  and event["params"]["entry"]["level"] == "error"):
                out.append(event["params"]["entry"].get("text", "log error"))
        return out

    def load(self, url, width=1280, height=900, dark=False):
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=1, mobile=False)
        self.send("Emulation.setEmulatedMedia", features=[
            {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
        self.events = []
        self.send("Page.navigate", url="about:blank")
        self.wait_for("Page.loadEventFired")
        self.send("Page.navigate", url=url)
        self.wait_for("Page.loadEventFired")
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", format="png")["data"]
        open(path, "wb").write(base64.b64decode(data))
        return png_pixels(path)


def start_browser(profile):
    process = subprocess.Popen(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--remote-debugging-port=0", f"--user-data-dir={profile}", "--no-first-run",
         "--force-device-scale-factor=1", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.time() + 60
    while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
        if time.time() > deadline or process.poll() is not None:
            process.kill()
            raise RuntimeError("chromium did not start its remote debugging")
        time.sleep(0.1)
    port = open(port_file).read().split("\n")[0]
    for _ in range(100):
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        pages = [t for t in targets if t.get("type") == "page"]
        if pages:
            break
        time.sleep(0.1)
    page = CDP(pages[0]["webSocketDebuggerUrl"])
    for domain in ("Page", "Runtime", "Log"):
        page.send(domain + ".enable")
    return process, page


def stop_browser(process):
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        pass
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def layoutc(*arguments):
    return subprocess.run([LAYOUTC, *arguments], capture_output=True, text=True,
                          check=True).stdout




def main():
    passed, failed = [], []

    def result(ok, what):
        (passed if ok else failed).append(what)
        if not ok:
            print("FAIL", what)

    # Chromium's helper processes can still write to the profile after the browser exits,
    # so the whole process group is stopped and a late file does not fail the cleanup.
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        process, page = start_browser(os.path.join(tmp, "profile"))
        try:
            run_checks(page, tmp, result)
        finally:
            stop_browser(process)
    print(f"html: {len(passed)} passed, {len(failed)} failed")
    return 1 if failed or not passed else 0


def selected_state(page, dump=0):
    return page.evaluate(f"""(() => {{
      const panel = document.querySelectorAll('.dump')[{dump}];
      const box = panel.querySelector('.hl-selected');
      const item = panel.querySelector('[role=treeitem][aria-selected=true]');
      const line = panel.querySelector('.source .line.selected .no');
      const svg = panel.querySelector('svg').getBoundingClientRect();
      return {{ visible: box.getAttribute('visibility'),
        frame: ['x', 'y', 'width', 'height'].map(k => Number(box.getAttribute(k))),
        node: item ? Number(item.dataset.node) : -1, line: line ? Number(line.textContent) : -1,
        svg: [svg.left, svg.top, svg.width],
        width: Number(panel.querySelector('svg').getAttribute('width')),
        details: panel.querySelector('.details h3') ? panel.querySelector('.details').textContent : '' }};
    }})()""")


def run_checks(page, tmp, result):
    # 1. One dump: loads cleanly; `#node=PATH` selects, in the tree, the source and the picture.
    example = os.path.join(ROOT, "examples", "screens", "login.lyt")
    html = os.path.join(tmp, "login.html")
    layoutc(example, "--format", "html", "-o", html)
    nodes = flatten(json.loads(layoutc(example, "--format", "json")))
    page.load("file://" + html)
    result(not page.errors(), f"login.html loads without console errors {page.errors()}")
    before = page.screenshot(os.path.join(tmp, "before.png"))
    target = next(i for i, n in enumerate(nodes) if n["kind"] == "text")
    node = nodes[target]
    page.load("file://" + html + "#node=" + node["path"])
    state = selected_state(page)
    f = node["frame"]
    result(state["visible"] == "visible" and state["frame"] == [f["x"], f["y"], f["width"], f["height"]],
           f"#node={node['path']} puts the highlight on its frame {f}: {state}")
    result(state["node"] == target, f"#node={node['path']} selects tree item {target}: {state['node']}")
    result(state["line"] == node["source"]["line"],
           f"#node={node['path']} marks source line {node['source']['line']}: {state['line']}")
    result(node["label"] in state["details"] and "Proposal" in state["details"]
           and "Conversation" in state["details"],
           f"details show the node, its proposal and conversation: {state['details'][:200]!r}")
    after = page.screenshot(os.path.join(tmp, "after.png"))
    scale = state["svg"][2] / state["width"]
    x = int(state["svg"][0] + (f["x"] + f["width"] / 2) * scale)
    y = int(state["svg"][1] + (f["y"] + f["height"] / 2) * scale)
    b0, b1 = before(x, y), after(x, y)
    result(b1 != b0 and b1[2] - b0[2] >= b1[0] - b0[0] + 20,
           f"the selected frame's centre ({x}, {y}) turns blue: {b0} -> {b1}")
    result(not page.errors(), f"no console errors after selecting {page.errors()}")

    # The pointer over the picture marks the deepest view under it in the tree and source;
    # a click on a source line selects the first view written there.
    page.send("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
    hovered = page.evaluate("""(() => {
      const box = document.querySelector('.hl-hover');
      const row = document.querySelector('.tree .row.hover');
      return { frame: ['x', 'y', 'width', 'height'].map(k => Number(box.getAttribute(k))),
        node: row ? Number(row.parentElement.dataset.node) : -1,
        line: Number((document.querySelector('.source .line.hover .no') || {}).textContent) };
    })()""")
    deepest = max((i for i, n in enumerate(nodes)
                   if n["frame"]["x"] <= f["x"] + f["width"] / 2 <= n["frame"]["x"] + n["frame"]["width"]
                   and n["frame"]["y"] <= f["y"] + f["height"] / 2 <= n["frame"]["y"] + n["frame"]["height"]),
                  key=lambda i: (nodes[i]["path"].count("."), i))
    result(hovered["node"] == deepest and hovered["line"] == nodes[deepest]["source"]["line"],
           f"hovering the picture at ({x}, {y}) marks node {deepest} in the tree and source: {hovered}")
    page.send("Input.dispatchMouseEvent", type="mouseMoved", x=0, y=0)
    line = nodes[0]["source"]["line"]
    page.evaluate(f"document.querySelectorAll('.source .line')[{line - 1}].click()")
    result(selected_state(page)["node"] == 0, f"a click on source line {line} selects the root")

    # 2. A click in the tree, then the keyboard: Down, Enter selects the next view; Left on a
    # leaf goes to its parent; Home to the root.
    page.evaluate("document.querySelectorAll('[role=treeitem] > .row')[1].click()")
    result(selected_state(page)["node"] == 1, "a click on the second tree row selects node 1")

    def key(name, code):
        for kind in ("rawKeyDown", "keyUp"):
            page.send("Input.dispatchKeyEvent", type=kind, key=name, code=name,
                      windowsVirtualKeyCode=code)
    key("ArrowDown", 40)
    key("Enter", 13)
    state = selected_state(page)
    result(state["node"] == 2, f"ArrowDown, Enter selects node 2: {state['node']}")
    key("Home", 36)
    focused = page.evaluate("document.activeElement.dataset.node")
    result(focused == "0", f"Home focuses the root: {focused}")
    key("ArrowLeft", 37)
    expanded = page.evaluate("document.activeElement.getAttribute('aria-expanded')")
    result(expanded == "false", f"ArrowLeft collapses the root: {expanded}")
    key("ArrowRight", 39)
    key("ArrowRight", 39)
    focused = page.evaluate("document.activeElement.dataset.node")
    result(focused == "1", f"ArrowRight twice expands the root and focuses its child: {focused}")

    # 3. Several dumps are tabs; `#dump=1&node=0` shows the second.
    multi = os.path.join(tmp, "multi.html")
    layoutc(example, "--size", "390x844", "--size", "844x390", "--format", "html", "-o", multi)
    page.load("file://" + multi)
    shown = lambda: page.evaluate("[...document.querySelectorAll('.dump')].map(p => !p.hidden)")
    result(shown() == [True, False] and page.evaluate(
        "document.querySelectorAll('[role=tab]').length") == 2, f"two tabs, the first shown: {shown()}")
    page.evaluate("document.querySelectorAll('[role=tab]')[1].click()")
    result(shown() == [False, True], f"clicking the second tab shows the second dump: {shown()}")
    page.load("file://" + multi + "#dump=1&node=0.0")
    state = selected_state(page, 1)
    result(shown() == [False, True] and state["node"] == 1,
           f"#dump=1&node=0.0 shows the second dump and selects 0.0: {shown()} {state['node']}")
    result(not page.errors(), f"multi.html has no console errors {page.errors()}")

    # 4. A source that tries to end the script element is shown as written.
    hostile = os.path.join(tmp, "hostile.lyt")
    text = ('// </script><script>window.pwned = 1</script> <!-- -->\n'
            'VStack <\n  Text("</script><b>x</b> & \\u{2028}")\n>\n')
    open(hostile, "w").write(text)
    page_path = os.path.join(tmp, "hostile.html")
    layoutc(hostile, "--format", "html", "-o", page_path)
    page.load("file://" + page_path + "#node=0.0")
    source = page.evaluate("document.querySelector('.source').textContent")
    result(page.evaluate("window.pwned === undefined") and "</script><script>" in source
           and not page.errors(), f"</script> in the source is text, not markup {page.errors()}")
    result("</script><b>x</b>" in page.evaluate("document.querySelector('.details h3').textContent"),
           "a label with </script> is shown as written")

    # 5. Tabs are named by device and setting; switching keeps the selected view (by path)
    # and the address follows.
    hello = os.path.join(ROOT, "examples", "hello.lyt")
    devices = os.path.join(tmp, "devices.html")
    layoutc(hello, "--device", "iphone-16", "--device", "iphone-15-pro", "--format", "html",
            "-o", devices)
    page.load("file://" + devices + "#dump=0&node=0.0.0")
    names = page.evaluate("[...document.querySelectorAll('[role=tab]')].map(t => t.textContent)")
    result(len(set(names)) == 2 and "iphone-16" in names[0] and "iphone-15-pro" in names[1],
           f"tabs are named by device: {names}")
    page.evaluate("document.querySelectorAll('[role=tab]')[1].click()")
    state = selected_state(page, 1)
    kept = page.evaluate("document.querySelectorAll('.dump')[1]"
                         ".querySelector('[role=treeitem][aria-selected=true]')?.dataset.node")
    result(kept == "2" and "padding" in state["details"],
           f"switching tabs keeps the view at path 0.0.0 selected: {kept}")
    result(page.evaluate("location.hash") == "#dump=1&node=0.0.0",
           f"switching tabs updates the address: {page.evaluate('location.hash')}")

    # 6. The details say which coordinates are rounded.
    details = selected_state(page, 1)["details"]
    result("rounded to the pixel grid" in details and "before rounding" in details
           and "Why there" in details, f"the details say which values are rounded: {details[:300]!r}")

    # 7. A click in the source selects the innermost view around the character clicked:
    # line 2 of hello.lyt holds the stack, the text, its padding, background and colour.
    page.load("file://" + devices)

    def click_source(line, needle, offset=1):
        point = page.evaluate(f"""(() => {{
          const line = document.querySelectorAll('.dump')[0].querySelectorAll('.source .line')[{line - 1}];
          const body = line.lastChild, at = body.data.indexOf({json.dumps(needle)}) + {offset};
          const range = document.createRange();
          range.setStart(body, at); range.setEnd(body, at + 1);
          const r = range.getBoundingClientRect();
          line.scrollIntoView({{block: 'center'}});
          const s = range.getBoundingClientRect();
          return [s.left + s.width / 2, s.top + s.height / 2];
        }})()""")
        for kind in ("mousePressed", "mouseReleased"):
            page.send("Input.dispatchMouseEvent", type=kind, x=point[0], y=point[1],
                      button="left", clickCount=1)
        return page.evaluate("document.querySelector('.dump:not([hidden]) [role=treeitem]"
                             "[aria-selected=true]')?.dataset.node")
    result(click_source(2, '"Hi"') == "3", "a click on \"Hi\" in the source selects the text")
    result(click_source(2, "(20)") == "2", "a click on .padding's 20 selects the padding")
    result(click_source(2, "red") == "4", "a click on red selects the colour")

    # 8. In the picture, a second click on the same spot selects the parent; Alt-click too.
    page.load("file://" + html)
    svg = page.evaluate("(() => { const r = document.querySelector('svg').getBoundingClientRect();"
                        " return [r.left, r.top, r.width]; })()")
    width = page.evaluate("Number(document.querySelector('svg').getAttribute('width'))")
    scale = svg[2] / width
    x = svg[0] + (f["x"] + f["width"] / 2) * scale
    y = svg[1] + (f["y"] + f["height"] / 2) * scale

    def click_picture(modifiers=0):
        for kind in ("mousePressed", "mouseReleased"):
            page.send("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                      clickCount=1, modifiers=modifiers)
        return selected_state(page)["node"]
    parent = max(i for i in range(deepest) if nodes[i]["path"].count(".") ==
                 nodes[deepest]["path"].count(".") - 1)
    grandparent = max(i for i in range(parent) if nodes[i]["path"].count(".") ==
                      nodes[parent]["path"].count(".") - 1)
    first = click_picture()
    second = click_picture()
    third = click_picture()
    result((first, second, third) == (deepest, parent, grandparent),
           f"clicks on one spot select {deepest}, then its parent {parent}, then {grandparent}: "
           f"{(first, second, third)}")
    page.load("file://" + html)
    result(click_picture(modifiers=1) == parent, "an Alt-click selects the parent of the view under it")

    # 9. A selected view outside the screen gets a marker on the screen's edge and a note.
    far = os.path.join(tmp, "far.lyt")
    open(far, "w").write('vstack < text "Near" text "Far" .offset(y: 2000) >\n')
    far_page = os.path.join(tmp, "far.html")
    layoutc(far, "--format", "html", "-o", far_page)
    page.load("file://" + far_page + "#node=0.1.0")
    note = page.evaluate("(() => { const p = document.querySelector('.offscreen');"
                         " const e = document.querySelector('.hl-edge');"
                         " if (!p || !e) return [true, 'no marker', null, null];"
                         " return [p.hidden, p.textContent, e.getAttribute('visibility'),"
                         " Number(e.getAttribute('y')) + Number(e.getAttribute('height'))]; })()")
    result(not note[0] and "below" in note[1] and note[2] == "visible" and note[3] == 844,
           f"a view below the screen is marked at its bottom edge: {note}")
    page.load("file://" + far_page + "#node=0.0")
    hidden = page.evaluate("[document.querySelector('.offscreen')?.hidden,"
                           " document.querySelector('.hl-edge')?.getAttribute('visibility')]")
    result(hidden == [True, "hidden"], f"a view on the screen has no marker: {hidden}")
    result(not page.errors(), f"no console errors in the last pages {page.errors()}")

    # 10. Screenshots to look at.
    shots = os.environ.get("SHOTS")
    if shots:
        os.makedirs(shots, exist_ok=True)
        for width, height in ((390, 844), (1280, 800)):
            for dark in (False, True):
                page.load("file://" + multi + "#node=0.0", width=width, height=height, dark=dark)
                page.screenshot(os.path.join(
                    shots, f"html-{width}-{'dark' if dark else 'light'}.png"))


if __name__ == "__main__":
    sys.exit(main())
