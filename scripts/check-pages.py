#!/usr/bin/env python3
"""Loads every HTML page of an output folder in headless Chromium and fails on any console error,
uncaught exception or failed resource load.

Usage: scripts/check-pages.py OUTPUT_DIR      check every *.html page of the folder
       scripts/check-pages.py --self-test     prove the check catches a broken page

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


def check(pages):
    """Loads each page; returns {page: [problem, …]} for the pages that have any."""
    with tempfile.TemporaryDirectory(prefix="larder-check-pages-") as profile:
        browser = Browser(profile)
        try:
            return {page: found for page in pages if (found := problems(browser.load(page.resolve().as_uri())))}
        finally:
            browser.close()


def self_test():
    """A broken page must fail with each of its faults, and a clean page must pass."""
    with tempfile.TemporaryDirectory(prefix="larder-check-pages-self-test-") as folder:
        broken = pathlib.Path(folder, "broken.html")
        broken.write_text('<!doctype html><html><head><link rel="stylesheet" href="missing.css"></head>'
                          '<body><img src="missing.png" alt=""><script>notDefined();</script></body></html>')
        clean = pathlib.Path(folder, "clean.html")
        clean.write_text('<!doctype html><html lang="en"><head><title>ok</title></head><body><p>ok</p></body></html>')
        result = check([broken, clean])
        found = " | ".join(result.get(broken, []))
        expected = ["notDefined", "missing.css", "missing.png"]
        missed = [fault for fault in expected if fault not in found]
        if clean in result or missed:
            print(f"check-pages self-test failed: missed {missed}; clean page flagged: {result.get(clean)}",
                  file=sys.stderr)
            return 1
        print(f"check-pages self-test: the broken page failed ({len(result[broken])} problems), the clean one passed.")
        return 0


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    if len(arguments) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    pages = sorted(pathlib.Path(arguments[0]).glob("*.html"))
    if not pages:
        print(f"No pages in {arguments[0]}; run make report first.", file=sys.stderr)
        return 1
    result = check(pages)
    for page, found in result.items():
        for problem in found:
            print(f"{page}: {problem}", file=sys.stderr)
    if result:
        return 1
    print(f"Loaded {len(pages)} pages in Chromium: no console error, no failed load.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
