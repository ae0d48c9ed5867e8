#!/usr/bin/env python3
"""Datasette on the sample household: imports data/ into a temporary database with the given larder,
serves it with Datasette (from .venv-ci, scripts/install-ci-venv.sh) and larder's metadata on 127.0.0.1
at a free port, and checks what a Datasette user meets: a category's row page found by its id, its
"links from other tables" counting the inventory items that name it, the category column of
inventory_items linking to that row page by the category's name, the views served, and larder's
bookkeeping tables hidden. Then stops Datasette.

Usage: scripts/check-datasette.py [LARDER]   (default: .build/debug/larder)
"""
import html
import json
import os
import re
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATASETTE = os.path.join(ROOT, ".venv-ci", "bin", "datasette")


def fail(message):
    print(f"check-datasette: {message}", file=sys.stderr)
    sys.exit(1)


def get(base, path):
    with urllib.request.urlopen(base + path, timeout=20) as response:
        return response.status, response.read().decode("utf-8")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_up(base, server):
    for _ in range(300):
        if server.poll() is not None:
            fail(f"datasette exited with status {server.returncode}")
        try:
            if get(base, "/-/versions.json")[0] == 200:
                return
        except OSError:
            time.sleep(0.1)
    fail("datasette did not answer within 30 s")


def check(base, database):
    category, name, items = database.execute(
        "SELECT c.id, c.name, count(*) FROM inventory_items i JOIN categories c ON c.id = i.category_id"
        " GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1"
    ).fetchone()
    quoted = urllib.parse.quote(category, safe="")
    status, page = get(base, f"/larder/categories/{quoted}")
    if status != 200 or html.escape(name) not in page:
        fail(f"/larder/categories/{quoted} did not show the category {name!r}")
    links = re.search(r'href="/larder/inventory_items\?category_id=[^"]*">\s*([\d,]+) rows?</a>', page)
    if not links or int(links.group(1).replace(",", "")) != items:
        fail(f"the row page of {category} does not link to its {items} inventory items: {links and links.group(0)}")
    _, table = get(base, f"/larder/inventory_items?category_id={quoted}")
    link = f'<a href="/larder/categories/{quoted}">{html.escape(name)}</a>'
    if link not in table:
        fail(f"inventory_items' category_id does not link to the category's row page by its name ({link})")
    _, listing = get(base, "/larder.json")
    tables = {entry["name"]: entry for entry in json.loads(listing)["tables"]}
    hidden = {name for name, entry in tables.items() if entry["hidden"]}
    if not {"grdb_migrations", "import_line_digests"} <= hidden or "categories" in hidden:
        fail(f"the hidden tables are {sorted(hidden)}")
    for view in ("active_deals", "due_soon", "shopping_walk", "budget_by_week"):
        status, _ = get(base, f"/larder/{view}.json")
        if status != 200:
            fail(f"the view {view} answered {status}")
    print(f"check-datasette: /larder/categories/{category} found by id, {items} inventory items linked to it"
          " and back, 4 views served, bookkeeping hidden")


def main():
    larder = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/larder"))
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "larder.sqlite")
        subprocess.run([larder, "import", os.path.join(ROOT, "data"), "--db", path, "-q"], check=True)
        metadata = os.path.join(scratch, "metadata.json")
        with open(metadata, "wb") as out:
            subprocess.run([larder, "datasette-metadata", "--db", path], check=True, stdout=out)
        port = free_port()
        server = subprocess.Popen(
            [DATASETTE, "serve", path, "--metadata", metadata, "--host", "127.0.0.1", "--port", str(port)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            base = f"http://127.0.0.1:{port}"
            wait_until_up(base, server)
            with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as database:
                check(base, database)
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


if __name__ == "__main__":
    main()
