#!/usr/bin/env python3
"""Loads every HTML page of an output folder in headless Chromium and fails on any console error,
uncaught exception or failed resource load, and on a page that does not lay out: at 390 px and 1280 px
wide, and printed (718 px, A4 less margins), no word may break across lines inside a table cell, table
heading, heading or caption; the page may not be wider than the viewport except inside an element that
scrolls sideways (overflow-x auto or scroll); and no chart label may render smaller than 11 px.

Usage: scripts/check-pages.py OUTPUT_DIR                    check every *.html page of the folder
       scripts/check-pages.py OUTPUT_DIR --screenshots DIR  and save each page whole, per width, as PNG
       scripts/check-pages.py --self-test                   prove the check catches broken pages

Words are found by Unicode word segmentation (Intl.Segmenter, UAX #29): "7.99", "FreshWay", "Nov";
a line may break at the punctuation between them ("best-before", "[x](http://y)"). A word is broken
when its Range.getClientRects() lie on more than one line.

Chromium is driven over the DevTools protocol on a pipe (--remote-debugging-pipe), so no port and
no Python package is needed. A file:// load that fails (a missing image or stylesheet) never reaches
Chromium's stderr log, but it does reach the protocol's Log and Network events, which is why the
check listens there rather than grepping the log.
"""
import json
import os
import pathlib
import select
import subprocess
import sys
import tempfile
import time

TIMEOUT = 30.0


class Browser:
    """A headless Chromium with one tab, spoken to over fds 3 (commands) and 4 (replies)."""

    def __init__(self, profile):
        command_read, self.command_write = os.pipe()
        self.reply_read, reply_write = os.pipe()

        def pipes_as_3_and_4():
            # Through fresh descriptors: the pipes may already sit on 3 or 4, and dup2 onto the same
            # number would leave them close-on-exec.
            commands, replies = os.dup(command_read), os.dup(reply_write)
            os.dup2(commands, 3)
            os.dup2(replies, 4)

        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--user-data-dir=" + profile, "about:blank"],
            preexec_fn=pipes_as_3_and_4, close_fds=False,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(command_read)
        os.close(reply_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Runtime", "Log", "Network", "Page"):
            self.call(domain + ".enable", session=self.session)

    def send(self, method, params, session):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.command_write, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self, deadline):
        """The next message, or None when the deadline passes."""
        while b"\0" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.reply_read], [], [], remaining)[0]:
                return None
            chunk = os.read(self.reply_read, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None):
        wanted = self.send(method, params, session)
        deadline = time.monotonic() + TIMEOUT
        while True:
            message = self.receive(deadline)
            if message is None:
                raise RuntimeError(f"Chromium did not answer {method} within {TIMEOUT:.0f} s")
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def load(self, url):
        """Loads url and returns the events up to the load event and a short settling time after."""
        self.events = []
        self.call("Page.navigate", {"url": url}, session=self.session)
        deadline = time.monotonic() + TIMEOUT
        loaded = any(event.get("method") == "Page.loadEventFired" for event in self.events)
        while not loaded:
            message = self.receive(deadline)
            if message is None:
                raise RuntimeError(f"{url} did not finish loading within {TIMEOUT:.0f} s")
            self.events.append(message)
            loaded = message.get("method") == "Page.loadEventFired"
        settle = time.monotonic() + 0.3
        while (message := self.receive(settle)) is not None:
            self.events.append(message)
        return self.events

    def close(self):
        try:
            self.send("Browser.close", {}, None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
        os.close(self.command_write)
        os.close(self.reply_read)


def problems(events):
    """The console errors, exceptions and failed loads among a page's DevTools events."""
    found = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            found.append("Uncaught " + details.get("exception", {}).get("description", details.get("text", "")))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            found.append("console." + params["type"] + ": " + " ".join(
                str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", [])))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            entry = params["entry"]
            found.append(f"{entry.get('text', '')} ({entry.get('url', '')})")
        elif method == "Network.loadingFailed" and not params.get("canceled"):
            found.append(f"failed to load a resource: {params.get('errorText', '')}")
        elif method == "Network.responseReceived" and params["response"].get("status", 200) >= 400:
            found.append(f"{params['response']['url']} answered {params['response']['status']}")
    return sorted(set(found))


# (name, width, height, media): the widths every page is laid out at. "print" is A4 at 96 px per inch
# less 1.5 cm margins, in print media.
VIEWS = [("390 px", 390, 844, "screen"), ("1280 px", 1280, 900, "screen"), ("print", 718, 1040, "print")]

# Runs in the page; returns a list of problems, each naming the element and the word.
LAYOUT_SCRIPT = r"""
(() => {
  const found = [];
  const describe = (element) => {
    const parts = [];
    for (let e = element; e && e.nodeType === 1 && e !== document.body && parts.length < 4; e = e.parentElement) {
      let part = e.localName;
      if (e.id) { part += "#" + e.id; parts.unshift(part); break; }
      const classes = [...e.classList].slice(0, 2);
      if (classes.length) part += "." + classes.join(".");
      if (e.parentElement) {
        const same = [...e.parentElement.children].filter((c) => c.localName === e.localName);
        if (same.length > 1) part += ":nth-of-type(" + (same.indexOf(e) + 1) + ")";
      }
      parts.unshift(part);
    }
    return parts.join(" > ");
  };
  const short = (text) => (text.length > 60 ? text.slice(0, 57) + "…" : text);
  const within = (element) => {
    const caption = element.closest("table")?.querySelector("caption");
    return caption ? " (table \u201c" + short(caption.textContent.trim().replace(/\s+/g, " ")) + "\u201d)" : "";
  };

  // Words broken across lines inside cells, headings and captions.
  const blocks = document.querySelectorAll("td, th, h1, h2, h3, h4, h5, h6, caption");
  const seen = new Set();
  const words = new Intl.Segmenter("en", { granularity: "word" });
  for (const block of blocks) {
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (seen.has(node)) continue;
      seen.add(node);
      // Words as Unicode word segmentation (UAX #29) finds them: "7.99", "FreshWay", not the
      // punctuation between them, where a line may break.
      for (const segment of words.segment(node.data)) {
        if (!segment.isWordLike) continue;
        const word = segment.segment;
        const range = document.createRange();
        range.setStart(node, segment.index);
        range.setEnd(node, segment.index + word.length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top), bottoms = rects.map((r) => r.bottom);
        // On one line, every fragment overlaps every other vertically.
        if (Math.min(...bottoms) - Math.max(...tops) > 1) continue;
        const cell = node.parentElement.closest("td, th, h1, h2, h3, h4, h5, h6, caption");
        found.push("word broken across lines in " + describe(cell) + within(cell) + ": \u201c" + short(word) + "\u201d");
      }
    }
  }

  // Anything reaching past the viewport's right edge, unless a scrolling box holds it.
  const width = document.documentElement.clientWidth;
  const scrolls = (e) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX);
  if (document.documentElement.scrollWidth > width + 1) {
    const culprits = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      let contained = false;
      for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
        if (scrolls(e)) { contained = true; break; }
      }
      // Name the outermost element that sticks out, not each of its descendants.
      if (!contained && !culprits.some((c) => c.contains(element))) culprits.push(element);
    }
    const named = culprits.slice(0, 5).map((e) =>
      describe(e) + " (" + Math.round(e.getBoundingClientRect().right) + " px)").join(", ");
    found.push("page is " + document.documentElement.scrollWidth + " px wide in a " + width +
      " px viewport, outside any scroll wrapper: " + (named || "no single element named"));
  }

  // Chart labels: the font size as drawn, after the SVG's scaling; one problem per chart.
  const small = new Map();
  for (const text of document.querySelectorAll("svg text")) {
    if (!text.getClientRects().length || !text.textContent.trim()) continue;
    const matrix = text.getScreenCTM();
    const scale = matrix ? Math.sqrt(matrix.a * matrix.a + matrix.b * matrix.b) : 1;
    const size = parseFloat(getComputedStyle(text).fontSize) * scale;
    if (size >= 10.95) continue;
    const chart = text.closest("figure") || text.ownerSVGElement || text;
    const labels = small.get(chart) || [];
    labels.push([size, text.textContent.trim()]);
    small.set(chart, labels);
  }
  for (const [chart, labels] of small) {
    labels.sort((a, b) => a[0] - b[0]);
    const more = labels.length > 1 ? " and " + (labels.length - 1) + " more" : "";
    found.push("chart label drawn at " + labels[0][0].toFixed(1) + " px (at least 11 px) in " + describe(chart) +
      ": \u201c" + short(labels[0][1]) + "\u201d" + more);
  }
  return [...new Set(found)];
})()
"""


def layout_problems(browser):
    """The layout problems of the loaded page at each of VIEWS, each prefixed with the view's name."""
    found = []
    for name, width, height, media in VIEWS:
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
                     session=browser.session)
        # No scrollbar: the layout gets the whole width, as on a phone.
        browser.call("Emulation.setScrollbarsHidden", {"hidden": True}, session=browser.session)
        browser.call("Emulation.setEmulatedMedia", {"media": media}, session=browser.session)
        result = browser.call("Runtime.evaluate", {"expression": LAYOUT_SCRIPT, "returnByValue": True},
                              session=browser.session)
        if "exceptionDetails" in result:
            raise RuntimeError(f"the layout check threw: {result['exceptionDetails']}")
        found += [f"at {name}: {problem}" for problem in result["result"]["value"]]
    browser.call("Emulation.clearDeviceMetricsOverride", session=browser.session)
    browser.call("Emulation.setEmulatedMedia", {"media": ""}, session=browser.session)
    return found


SHOT_HEIGHT = 2000


def screenshot(browser, page, folder):
    """Saves the whole page at each screen width of VIEWS, in parts at most SHOT_HEIGHT px tall:
    folder/NAME-WIDTH-1.png, -2.png, …"""
    import base64
    for name, width, height, media in VIEWS:
        if media != "screen":
            continue
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
                     session=browser.session)
        browser.call("Emulation.setScrollbarsHidden", {"hidden": True}, session=browser.session)
        total = browser.call("Runtime.evaluate", {"expression": "document.documentElement.scrollHeight",
                                                  "returnByValue": True}, session=browser.session)
        total = int(total["result"]["value"])
        for part, top in enumerate(range(0, total, SHOT_HEIGHT), start=1):
            clip = {"x": 0, "y": top, "width": width, "height": min(SHOT_HEIGHT, total - top), "scale": 1}
            data = browser.call("Page.captureScreenshot",
                                {"format": "png", "captureBeyondViewport": True, "clip": clip},
                                session=browser.session)["data"]
            pathlib.Path(folder, f"{page.stem}-{width}-{part}.png").write_bytes(base64.b64decode(data))
    browser.call("Emulation.clearDeviceMetricsOverride", session=browser.session)


def check(pages, screenshots=None):
    """Loads each page; returns {page: [problem, …]} for the pages that have any."""
    with tempfile.TemporaryDirectory(prefix="larder-check-pages-") as profile:
        browser = Browser(profile)
        try:
            result = {}
            for page in pages:
                found = problems(browser.load(page.resolve().as_uri())) + layout_problems(browser)
                if screenshots:
                    screenshot(browser, page, screenshots)
                if found:
                    result[page] = found
            return result
        finally:
            browser.close()


# Today's shopping table before the fix: a hidden first column, and widths by column position that
# count it, so "Best deal" gets the hidden column's share and breaks letter by letter.
SQUEEZED = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>squeezed</title><style>
body { margin: 0; font-family: sans-serif; overflow-wrap: break-word; }
main { max-width: 64rem; margin: 0 auto; padding: 0 1rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; min-width: min(100%, 40rem); }
th, td { text-align: left; padding: .35rem .5rem; }
td.num, th.num { text-align: right; white-space: nowrap; }
table.store-list { width: min(100%, 40rem); table-layout: fixed; }
table.store-list tr > :nth-child(2) { width: 48%; }
table.store-list tr > :nth-child(3) { width: 22%; }
table.store-list tr > :nth-child(4) { width: 30%; overflow-wrap: normal; }
.check { display: none; }
</style></head><body><main><h1>Shopping</h1><div class="table-wrap"><table class="checklist store-list">
<caption>Star Market (2)</caption>
<thead><tr><th scope="col" class="check">✓</th><th scope="col">Item</th><th scope="col" class="num">Quantity</th>
<th scope="col">Category</th><th scope="col">Best deal</th></tr></thead>
<tbody><tr><td class="check">☐</td><th scope="row">Butter</th><td class="num">1</td><td>Dairy</td>
<td>7.99, save 2.00 at FreshWay Market</td></tr></tbody></table></div></main></body></html>"""

# A page wider than a phone: a fixed-width block outside any scroll wrapper.
TOO_WIDE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wide</title></head>
<body><h1>Wide</h1><div class="banner" style="width: 900px">A banner as wide as a desktop</div></body></html>"""

# A chart drawn 640 units wide and shrunk to the phone's width: its 11-unit labels render at about 6 px.
SHRUNK_CHART = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chart</title></head>
<body><figure class="chart"><svg viewBox="0 0 640 260" width="100%" role="img" aria-label="chart">
<text x="20" y="20" font-size="11">W41</text></svg></figure></body></html>"""

# A page that lays out: wide tables scroll inside their wrapper, words stay whole.
GOOD = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ok</title><style>
body { margin: 0; font-family: sans-serif; overflow-wrap: break-word; }
main { max-width: 64rem; margin: 0 auto; padding: 0 1rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; min-width: min(100%, 40rem); }
th, td { text-align: left; padding: .35rem .5rem; }
.check { display: none; }
</style></head><body><main><h1>A well-behaved page with a long heading that wraps between its words</h1>
<div class="table-wrap"><table><caption>Wide, so it scrolls on a phone</caption>
<thead><tr><th class="check">✓</th><th>Item</th><th>Quantity</th><th>Category</th><th>Best deal</th>
<th>Store</th><th>Best-before</th></tr></thead>
<tbody><tr><td class="check">☐</td><th>Butter</th><td>1</td><td>Dairy</td><td>7.99, save 2.00 at FreshWay Market</td>
<td>Supercalifragilisticexpialidocious&nbsp;Market&nbsp;Cambridge</td><td>23 Nov 2026</td></tr></tbody></table></div>
<figure style="margin: 1rem 0"><svg viewBox="0 0 340 100" style="width: 100%; max-width: 30rem" role="img" aria-label="chart">
<text x="10" y="20" font-size="12">5 Oct</text></svg></figure></main></body></html>"""


def self_test():
    """Broken pages must fail with each of their faults, and a clean, well laid out page must pass."""
    with tempfile.TemporaryDirectory(prefix="larder-check-pages-self-test-") as folder:
        pages = {
            "broken": '<!doctype html><html><head><link rel="stylesheet" href="missing.css"></head>'
                      '<body><img src="missing.png" alt=""><script>notDefined();</script></body></html>',
            "squeezed": SQUEEZED, "too-wide": TOO_WIDE, "shrunk-chart": SHRUNK_CHART, "good": GOOD}
        paths = {}
        for name, html in pages.items():
            paths[name] = pathlib.Path(folder, name + ".html")
            paths[name].write_text(html)
        result = check(list(paths.values()))
        expected = {
            "broken": ["notDefined", "missing.css", "missing.png"],
            "squeezed": ["at 390 px: word broken across lines in ", "th:nth-of-type(5) (table “Star Market (2)”): “Best”", "at 1280 px: word broken",
                         "at print: word broken", "(table “Star Market (2)”)", "“7.99”"],
            "too-wide": ["at 390 px: page is", "div.banner (", "at print: page is"],
            "shrunk-chart": ["at 390 px: chart label drawn at", "“W41”"],
        }
        failed = False
        for name, faults in expected.items():
            found = " | ".join(result.get(paths[name], []))
            missed = [fault for fault in faults if fault not in found]
            if missed:
                print(f"check-pages self-test failed: the {name} page did not report {missed}; it reported: {found}",
                      file=sys.stderr)
                failed = True
        if paths["good"] in result:
            print(f"check-pages self-test failed: the good page was flagged: {result[paths['good']]}", file=sys.stderr)
            failed = True
        if "at 1280 px" in " | ".join(result.get(paths["too-wide"], [])):
            print("check-pages self-test failed: the 900 px page was flagged at 1280 px", file=sys.stderr)
            failed = True
        if failed:
            return 1
        for name in expected:
            print(f"check-pages self-test: the {name} page failed, e.g. {result[paths[name]][0]}")
        print("check-pages self-test: the good page passed.")
        return 0


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    screenshots = None
    if len(arguments) == 3 and arguments[1] == "--screenshots":
        screenshots = pathlib.Path(arguments[2])
        screenshots.mkdir(parents=True, exist_ok=True)
        arguments = arguments[:1]
    if len(arguments) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    pages = sorted(pathlib.Path(arguments[0]).glob("*.html"))
    if not pages:
        print(f"No pages in {arguments[0]}; run make report first.", file=sys.stderr)
        return 1
    result = check(pages, screenshots)
    for page, found in result.items():
        for problem in found:
            print(f"{page}: {problem}", file=sys.stderr)
    if result:
        return 1
    views = ", ".join(view[0] for view in VIEWS)
    print(f"Loaded {len(pages)} pages in Chromium: no console error, no failed load; laid out at {views}: "
          "no broken word, nothing wider than the page, no chart label under 11 px.")
    if screenshots:
        print(f"Saved each page at {', '.join(v[0] for v in VIEWS if v[3] == 'screen')} to {screenshots}/.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
