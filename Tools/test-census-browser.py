#!/usr/bin/env python3
"""The census page in a real browser: `typelint census` of Tests/Fixtures/DesignSystem, as HTML and as JSON, then the page in
headless Chromium (Debian's `chromium`), driven through the DevTools protocol on a pipe (`--remote-debugging-pipe`, no
package needed). It must load without a console error or an exception, its script must run to the end, a click on a
column's heading must sort the table, its screenshot must not be blank, and every number it marks with `data-census`
must be the JSON's at that key.

    python3 Tools/test-census-browser.py BINARY [CHROMIUM]
"""
import base64, json, os, shutil, subprocess, sys, tempfile, zlib
from html.parser import HTMLParser

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message):
    print("census page: " + message)
    sys.exit(1)


class DevTools:
    """Chromium's DevTools protocol over the pipe it reads on fd 3 and writes on fd 4 (messages end with a NUL byte)."""

    def __init__(self, chromium, url_dir):
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def fds():
            # Through descriptors above both, so that placing one cannot overwrite the other.
            read, write = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(read, 3)
            os.dup2(write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--remote-debugging-pipe", "--user-data-dir=" + os.path.join(url_dir, "profile"),
             "--window-size=1280,2000", "about:blank"],
            # Not pass_fds: the child closes every descriptor it is not passed after preexec_fn, 3 and 4 among them.
            close_fds=False, preexec_fn=fds, stdout=subprocess.DEVNULL, stderr=open(os.path.join(url_dir, "chromium.log"), "w"))
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    fail(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                fail("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, session, limit=400):
        for event in self.events:
            if event.get("method") == method and event.get("sessionId") == session:
                return event
        for _ in range(limit):
            event = self.receive()
            self.events.append(event)
            if event.get("method") == method and event.get("sessionId") == session:
                return event
        fail(f"no {method}")

    def close(self):
        try:
            self.send("Browser.close")
        except SystemExit:
            pass
        self.process.wait(timeout=20)


class Marked(HTMLParser):
    """The text of every element with a `data-census` key."""

    def __init__(self):
        super().__init__()
        self.stack, self.values = [], {}

    def handle_starttag(self, tag, attrs):
        key = dict(attrs).get("data-census")
        self.stack.append((tag, key, []))

    def handle_endtag(self, tag):
        while self.stack:
            open_tag, key, text = self.stack.pop()
            if key is not None:
                self.values[key] = "".join(text).strip()
            if self.stack:
                self.stack[-1][2].extend(text)
            if open_tag == tag:
                break

    def handle_data(self, data):
        if self.stack:
            self.stack[-1][2].append(data)


def lookup(data, key):
    """`modules.0.counts.rawSizes`, `findings.raw-font-size` in the JSON (a rule id may hold dots? no: ids are words and dashes)."""
    value = data
    for part in key.split("."):
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


def is_blank(png):
    """Whether a PNG's pixels are (nearly) all one colour: few distinct bytes once its image data is inflated."""
    position, data = 8, b""
    while position < len(png):
        length = int.from_bytes(png[position:position + 4], "big")
        kind = png[position + 4:position + 8]
        if kind == b"IDAT":
            data += png[position + 8:position + 8 + length]
        position += 12 + length
    pixels = zlib.decompress(data)
    return len(set(pixels)) < 16


def main():
    if len(sys.argv) < 2:
        fail("usage: test-census-browser.py BINARY [CHROMIUM]")
    binary = os.path.abspath(sys.argv[1])
    # Debian's /usr/bin/chromium is a shell script; the binary behind it is started directly, so that the pipe reaches it.
    chromium = sys.argv[2] if len(sys.argv) > 2 else next((path for path in ("/usr/lib/chromium/chromium",) if os.path.exists(path)),
                                                          shutil.which("chromium") or shutil.which("chromium-browser"))
    if not chromium:
        fail("no chromium (apt-get install chromium)")
    scratch = tempfile.mkdtemp()
    try:
        folder = os.path.join(scratch, "DesignSystem")
        shutil.copytree(os.path.join(ROOT, "Tests", "Fixtures", "DesignSystem"), folder)
        page = os.path.join(scratch, "census.html")
        for arguments in (["--output", page], ["--reporter", "json", "--output", os.path.join(scratch, "census.json")]):
            run = subprocess.run([binary, "census", *arguments, "."], cwd=folder, capture_output=True, text=True)
            if run.returncode != 0:
                fail(f"typelint census exited {run.returncode}: {run.stderr}")
        data = json.load(open(os.path.join(scratch, "census.json")))
        html = open(page, encoding="utf-8").read()
        for outside in ("http://", "https://", "<link", " src=", "@import", "url("):
            if outside in html:
                fail(f"the page fetches from elsewhere ({outside!r})")

        browser = DevTools(chromium, scratch)
        try:
            target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            for domain in ("Page", "Runtime", "Log"):
                browser.send(domain + ".enable", session=session)
            browser.send("Page.navigate", {"url": "file://" + page}, session=session)
            browser.wait_for("Page.loadEventFired", session)
            ready = browser.send("Runtime.evaluate", {"expression": "document.documentElement.getAttribute('data-ready')",
                                                      "returnByValue": True}, session=session)["result"].get("value")
            if ready != "1":
                fail("the page's script did not run to its end")
            # A click on the modules table's "raw sizes" heading sorts its rows by that column, ascending.
            order = browser.send("Runtime.evaluate", {"returnByValue": True, "expression": """(() => {
                const table = document.querySelector("table.sortable");
                const heading = [...table.querySelectorAll("th")].find(th => th.textContent === "raw sizes");
                const column = [...heading.parentNode.children].indexOf(heading);
                heading.click();
                return [...table.tBodies[0].rows].map(row => parseFloat(row.cells[column].dataset.value));
            })()"""}, session=session)["result"]["value"]
            if order != sorted(order) or len(order) < 2:
                fail(f"a click on a heading did not sort the rows: {order}")
            dom = browser.send("Runtime.evaluate", {"expression": "document.documentElement.outerHTML", "returnByValue": True},
                               session=session)["result"]["value"]
            shot = base64.b64decode(browser.send("Page.captureScreenshot", {"format": "png"}, session=session)["data"])
            problems = [e for e in browser.events if e.get("method") == "Runtime.exceptionThrown"
                        or (e.get("method") == "Runtime.consoleAPICalled" and e["params"]["type"] in ("error", "assert"))
                        or (e.get("method") == "Log.entryAdded" and e["params"]["entry"]["level"] == "error")]
            if problems:
                fail(f"console errors: {json.dumps(problems)[:2000]}")
        finally:
            browser.close()
        open(os.path.join(scratch, "census.png"), "wb").write(shot)
        if is_blank(shot):
            fail("the screenshot is blank")

        marked = Marked()
        marked.feed(dom)
        if len(marked.values) < 20:
            fail(f"only {len(marked.values)} numbers are marked in the page")
        for key, text in sorted(marked.values.items()):
            expected = lookup(data, key)
            if abs(float(text) - float(expected)) > 1e-9:
                fail(f"{key}: the page shows {text}, the JSON has {expected}")
        print(f"census page: loads without errors, sorts, is not blank, and shows the JSON's {len(marked.values)} numbers")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
