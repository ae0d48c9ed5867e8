#!/usr/bin/env python3
"""`make bench`: times whole processes, larder alternating with its peers, and writes docs/BENCHMARKS.md.

Every measurement is a fresh process under GNU time (`/usr/bin/time -v`): wall-clock seconds and peak
resident memory. Each case runs RUNS times (default 4), alternating with the others so machine noise
spreads over all of them; the table reports medians and min–max, and ratios of medians from this run.

BASELINE=DIR (a checkout of an older larder, built with `swift build -c release`) adds every larder case
run by that checkout's binary, alternating with this one's, and a table of this binary's medians as
ratios to the baseline's: how a change moved each case, measured in the same run. BASELINE_SKIP="name;…"
leaves cases out of the baseline's rounds (the table says so).
"""
import csv
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LARDER = os.path.join(ROOT, ".build", "release", "larder")
DATA = os.environ.get("BENCH_DATA") or os.path.join(ROOT, ".bench")
# Even, so that with a baseline each binary runs first in half the rounds: on this machine the first
# of two back-to-back runs is the slower one (up to 30 % on the 1 GB JSON case, whichever binary it is).
RUNS = int(os.environ.get("RUNS", "4"))
NOTES = os.path.join(ROOT, "scripts", "bench", "notes.md")
BIG_CSV = "larder import CSV, 3M rows"
# The rows of the 1M feed (`BENCH_ROWS`, for a quick try of this script on small inputs in another BENCH_DATA).
ROWS = int(os.environ.get("BENCH_ROWS", "1000000"))
LOAD = os.getloadavg()
BASELINE = os.environ.get("BASELINE") or None
BASELINE_TAG = " [baseline]"
# Cases the baseline does not run, `;`-separated names (a baseline whose report case takes hours, say): the
# baseline table lists them as not run.
BASELINE_SKIP = [name for name in os.environ.get("BASELINE_SKIP", "").split(";") if name]
# Only the cases whose name this regular expression finds (`CASES='NDJSON'`), more rounds at less cost: the
# table then goes to standard output only, docs/BENCHMARKS.md staying the record of a whole run.
CASES = os.environ.get("CASES") or None
DUCKDB = "DuckDB read_csv into SQLite (types detected)"
CHANGED = "larder re-import, 1 % of rows changed and 1 % added"
REAL_CSV = "larder import CSV"
REPEATS_CSV = "larder import CSV, repeated keys only"
CLEAN_CSV = "larder import CSV, clean"
SHELL = "sqlite3 shell .import (CSV, all text)"
CHANGED_FILE = "deals-changed-v3.csv"
FLOOR = "SQLite alone: larder's deals table and indexes, typed rows copied in"
FLOOR_NO_ZIP = "SQLite alone: the same without the TRIM(zip_code) index"
FLOOR_NO_INDEX = "SQLite alone: the same with no index built"


def measure(command, cwd):
    """Runs command under GNU time; returns (seconds, peak KiB, peak anonymous KiB, CPU seconds).

    GNU time reports the peak resident set, which counts pages of files the process maps (larder maps
    its database while it re-imports); the peak of anonymous memory (RssAnon) is sampled from /proc
    every 10 ms.

    The page cache's dirty data is written out first (`sync`), so what the previous case or a case's
    setup wrote (the changed case copies a 300 MB database just before) is not flushed on this case's
    time: each case pays for the writes it makes itself. Every file the command names is read through
    first (`warm`), so no case pays for reading its input from disk while the one after it finds it in
    the page cache."""
    os.sync()
    warm(command, cwd)
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        process = subprocess.Popen(["/usr/bin/time", "-v"] + command, cwd=cwd, stdout=out, stderr=err, text=True)
        anonymous = 0
        while process.poll() is None:
            anonymous = max(anonymous, anonymous_kib(process.pid))
            time.sleep(0.01)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if process.returncode != 0:
        sys.exit(f"benchmark command failed ({process.returncode}): {' '.join(command)}\n{stdout}{stderr}")
    seconds = kib = None
    cpu = 0.0
    for line in stderr.splitlines():
        line = line.strip()
        if line.startswith("User time (seconds)") or line.startswith("System time (seconds)"):
            cpu += float(line.rsplit(" ", 1)[1])
        elif line.startswith("Elapsed (wall clock) time"):
            clock = line.rsplit(" ", 1)[1].split(":")
            seconds = sum(float(part) * 60 ** index for index, part in enumerate(reversed(clock)))
        elif line.startswith("Maximum resident set size"):
            kib = int(line.rsplit(" ", 1)[1])
    return seconds, kib, anonymous, cpu


def warm(command, cwd):
    """Reads every existing file the command names into the page cache.

    This machine's kernel gives page cache back to the host within minutes (a 1 GB input read at one
    round is mostly gone by the next), so without this the first of two binaries to read an input pays
    for the disk and the second does not: with this binary always first, that alone made it look 7-16 %
    slower than the baseline on the large JSON cases."""
    for word in (word for argument in command for word in argument.split(" ")):  # `.import --csv FILE deals`
        path = word if os.path.isabs(word) else os.path.join(cwd, word)
        if not os.path.isfile(path):
            continue
        with open(path, "rb") as f:
            while f.read(16 << 20):
                pass


def anonymous_kib(time_pid):
    """RssAnon of the process GNU time runs (its child), in KiB; 0 when it is not running."""
    try:
        with open(f"/proc/{time_pid}/task/{time_pid}/children") as f:
            children = f.read().split()
        if not children:
            return 0
        with open(f"/proc/{children[0]}/status") as f:
            for line in f:
                if line.startswith("RssAnon:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def fresh(folder, name):
    for suffix in ("", "-wal", "-shm"):
        path = os.path.join(folder, name + suffix)
        if os.path.exists(path):
            os.remove(path)
    return os.path.join(folder, name)


def present(work, source):
    """`work/feed/deals.csv`, holding `source`'s bytes (a hard link, or a copy where links cannot be made): the
    path a household's weekly export lands at, so the re-imports read the file the first import read, and the
    changed case is that file changed, not another file."""
    feed = os.path.join(work, "feed")
    os.makedirs(feed, exist_ok=True)
    target = os.path.join(feed, "deals.csv")
    partial = target + ".partial"
    if os.path.exists(partial):
        os.remove(partial)
    try:
        os.link(source, partial)
    except OSError:
        shutil.copyfile(source, partial)
    os.replace(partial, target)
    return target


def larder_import(larder, db, source):
    return [larder, "import", "--quiet", "--db", db, source]


def larder_cases(work, root, tag=""):
    """The larder cases, run by the binary of the checkout at `root`, its databases named by `tag`; a
    baseline (`tag` set) runs only the cases its options allow."""
    larder = os.path.join(root, ".build", "release", "larder")
    deals = os.path.join(DATA, "deals.csv")
    kept = os.path.join(work, f"kept{tag}.sqlite")

    def fresh_db(name):
        return fresh(work, f"{name}{tag}.sqlite")

    def copy_of_kept(name):
        copy = fresh_db(name)
        shutil.copyfile(kept, copy)
        return copy

    result = [
        (REAL_CSV, lambda: larder_import(larder, fresh_db("csv"), deals)),
        (REPEATS_CSV, lambda: larder_import(larder, fresh_db("repeats"), os.path.join(DATA, "deals-repeats.csv"))),
        (CLEAN_CSV, lambda: larder_import(larder, fresh_db("clean"), os.path.join(DATA, "deals-clean.csv"))),
        ("larder import JSON array", lambda: larder_import(larder, fresh_db("json"), os.path.join(DATA, "deals.json"))),
        ("larder import NDJSON", lambda: larder_import(larder, fresh_db("ndjson"), os.path.join(DATA, "deals.ndjson"))),
        ("larder re-import unchanged CSV", lambda: larder_import(larder, kept, present(work, deals))),
    ]
    if not tag:
        result += [
            # On a copy, as the changed case: the kept database stays as the first import left it, so the
            # unchanged case reads the same database in this binary's rounds as in a baseline's, which runs
            # neither case.
            ("larder re-import unchanged CSV, --force",
             lambda: larder_import(larder, copy_of_kept("forced"), present(work, deals)) + ["--force"]),
            (CHANGED, lambda: larder_import(larder, copy_of_kept("changed"),
                                            present(work, os.path.join(DATA, CHANGED_FILE)))),
        ]
    result += [
        ("larder report (1M deals)", lambda: [larder, "report", "--db", kept, "--as-of", "2026-11-22",
                                              "--out", os.path.join(work, f"out{tag}"), "--templates", os.path.join(root, "templates")]),
        ("larder import CSV, 3M rows", lambda: larder_import(larder, fresh_db("big"), os.path.join(DATA, "deals3m.csv"))),
        ("larder import JSON array, 1 GB", lambda: larder_import(larder, fresh_db("bigjson"), os.path.join(DATA, "deals1g.json"))),
    ]
    return result


def cases(work, sqlite_utils, duckdb_python, run=0):
    deals = os.path.join(DATA, "deals.csv")
    result = [(SHELL, lambda: ["sqlite3", fresh(work, "peer.sqlite"), f".import --csv {deals} deals"])]
    if duckdb_python:
        script = os.path.join(ROOT, "scripts", "bench", "duckdb_import.py")
        result.append((DUCKDB, lambda: [duckdb_python, script, deals, fresh(work, "duck.sqlite"), "deals"]))
    if sqlite_utils:
        result.append(("sqlite-utils insert --csv (no type detection)", lambda: [
            sqlite_utils, "insert", fresh(work, "su.sqlite"), "deals", deals, "--csv"]))
    result += floor_cases(work)
    baseline = {name: command for name, command in larder_cases(work, BASELINE, tag="-baseline")
                if name not in BASELINE_SKIP} if BASELINE else {}
    for name, command in larder_cases(work, ROOT):
        pair = [(name, command)]
        if name in baseline:
            pair.append((name + BASELINE_TAG, baseline[name]))
        # Which binary runs first alternates by round, so neither always follows the other's writes.
        result += pair if run % 2 == 0 else pair[::-1]
    return result


def floor_cases(work):
    """What SQLite alone costs to store the 1M rows larder stores, for the `sqlite3` shell in the same run:
    no parsing, mapping or checking in Swift, the rows already typed in `staging.sqlite` (a copy of the
    kept database's `deals`). Each case is a `sqlite3` process that does what a first larder import
    does to the table: a new database with the kept database's page size and a rollback journal
    (`synchronous = FULL`), a 32 MiB cache, larder's own `CREATE TABLE` (its CHECK and NOT NULL rules run on every row), the
    partial index kept, the rows inserted, then the unique `id_hash` index and the `TRIM(zip_code)`
    index built with an 8 MiB cache, all in one transaction. Two variants leave out the zip-code index
    and every index: what the first import would cost if those were not built by it."""
    if not os.path.exists(os.path.join(work, "staging.sqlite")):
        return []
    scripts = {}
    for name, built in ((FLOOR, None), (FLOOR_NO_ZIP, "zip"), (FLOOR_NO_INDEX, "all")):
        script = os.path.join(work, f"floor-{built or 'full'}.sql")
        with open(script, "w") as f:
            f.write(floor_script(work, leave_out=built))
        scripts[name] = script
    return [(name, lambda script=script: ["sqlite3", fresh(work, "floor.sqlite"), f".read {script}"])
            for name, script in scripts.items()]


def floor_script(work, leave_out):
    """The script of a floor case; `leave_out` is None, "zip" (no zip-code index) or "all" (no index)."""
    import sqlite3
    connection = sqlite3.connect(os.path.join(work, "kept.sqlite"))
    table = connection.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'deals'").fetchone()[0]
    page_size = connection.execute("PRAGMA page_size").fetchone()[0]
    indexes = connection.execute(
        "SELECT sql, sql LIKE '% WHERE %' AS partial, sql LIKE 'CREATE UNIQUE%' AS is_unique FROM sqlite_master"
        " WHERE type = 'index' AND tbl_name = 'deals' AND sql IS NOT NULL ORDER BY is_unique DESC, name").fetchall()
    connection.close()
    staging = os.path.join(work, "staging.sqlite")
    lines = [f"PRAGMA page_size = {page_size};", "PRAGMA journal_mode = DELETE;", "PRAGMA synchronous = FULL;",
             "PRAGMA cache_size = -32768;", f"ATTACH '{staging}' AS staging;", table + ";"]
    lines += [sql + ";" for sql, partial, _ in indexes if partial]
    lines += ["BEGIN;", "INSERT INTO main.deals SELECT * FROM staging.deals;", "PRAGMA cache_size = -8192;"]
    for sql, partial, _ in indexes:
        if partial or leave_out == "all" or (leave_out == "zip" and "zip_code" in sql):
            continue
        lines.append(sql + ";")
    lines.append("COMMIT;")
    return "\n".join(lines) + "\n"


def make_staging(work):
    """staging.sqlite: the kept database's `deals` rows, values and storage classes as larder typed them,
    in the order it stored them, for the floor cases."""
    staging = fresh(work, "staging.sqlite")
    subprocess.run(["sqlite3", staging, f"ATTACH '{os.path.join(work, 'kept.sqlite')}' AS kept",
                    "CREATE TABLE deals AS SELECT * FROM kept.deals ORDER BY rowid"], check=True)


def prepare_inputs():
    """The inputs in DATA, made once: a folder made before the real feeds (no deals-clean.csv) is made again."""
    generate = os.path.join(ROOT, "scripts", "bench", "generate.py")
    if not os.path.exists(os.path.join(DATA, "deals-clean.csv")):
        for name in ("deals3m.csv", "deals1g.json"):
            if os.path.exists(os.path.join(DATA, name)):
                os.remove(os.path.join(DATA, name))
        subprocess.run([sys.executable, generate, DATA, "--deals", str(ROWS)], check=True)
    if not os.path.exists(os.path.join(DATA, CHANGED_FILE)):
        write_changed(os.path.join(DATA, "deals.csv"), os.path.join(DATA, CHANGED_FILE))
    if not os.path.exists(os.path.join(DATA, "deals3m.csv")):
        big = os.path.join(DATA, "3m")
        subprocess.run([sys.executable, generate, big, "--deals", str(3 * ROWS), "--brews", "0", "--inventory", "0"],
                       check=True)
        os.rename(os.path.join(big, "deals.csv"), os.path.join(DATA, "deals3m.csv"))
        os.rename(os.path.join(big, "deals.json"), os.path.join(DATA, "deals1g.json"))
        shutil.rmtree(big)


def bench_venv(packages, tool, probe):
    """`tool` in .bench/venv, after installing `packages` from PyPI unless `tool probe…` already succeeds;
    None when they cannot be installed (no network): the peer is then left out of the run."""
    venv = os.path.join(DATA, "venv")
    found = os.path.join(venv, "bin", tool)
    if not os.path.exists(os.path.join(venv, "bin", "python")):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    if os.path.exists(found) and subprocess.run([found] + probe, capture_output=True).returncode == 0:
        return found
    if subprocess.run([os.path.join(venv, "bin", "pip"), "install", "-q"] + packages).returncode != 0:
        print(f"{' '.join(packages)} could not be installed from PyPI; it is left out of this run.")
        return None
    return found


def write_changed(source, target):
    """deals.csv with 1 % of its rows given another discount price (a cent more, the percent off recomputed so
    the row still agrees with itself) and 1 % more rows (new item names, so new natural keys), for the
    re-import of a changed file."""
    with open(source, newline="") as f, open(target + ".partial", "w", newline="") as out:
        reader, writer = csv.reader(f), csv.writer(out, lineterminator="\n")
        header = next(reader)
        writer.writerow(header)
        price, item = header.index("discount_price"), header.index("item_name")
        original, percent = header.index("original_price"), header.index("discount_percent")
        added = []
        for index, row in enumerate(reader):
            if index % 100 == 50 and valid(row, header):
                row[price] = f"{float(row[price]) + 0.01:.2f}"
                if row[original] and row[percent] and float(row[original]) > 0:
                    row[percent] = f"{(1 - float(row[price]) / float(row[original])) * 100:.1f}"
            elif index % 100 == 0:
                added.append(row[:item] + [row[item] + " (new)"] + row[item + 1:])
            writer.writerow(row)
        writer.writerows(added)
    os.rename(target + ".partial", target)


def valid(row, header):
    """Whether a row of the feed is valid, as this script reads it on its own: a price that is a number of 0
    or more, a last day that exists, an item name, a percent off of at most 100 (the generator's faults)."""
    import datetime
    try:
        price = float(row[header.index("discount_price")])
        datetime.date.fromisoformat(row[header.index("valid_until")])
        percent = row[header.index("discount_percent")]
        return price >= 0 and row[header.index("item_name")] != "" and (percent == "" or float(percent) <= 100)
    except ValueError:
        return False


def changed_rows_stored(database):
    """Whether the changed re-import stored every change: each key (store, zip code, item, last day) of the
    changed file's valid rows has the discount price of its last valid row (1 % of them changed, and a
    repeated key's last row wins), the 1 % added rows are there, and no other row is."""
    import sqlite3
    connection = sqlite3.connect(database)
    stored = {(store, zip_code, item, until): price for store, zip_code, item, until, price in connection.execute(
        "SELECT store_name, zip_code, item_name, valid_until, discount_price FROM deals")}
    connection.close()
    expected = {}
    with open(os.path.join(DATA, CHANGED_FILE), newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        key = [header.index(name) for name in ("store_name", "zip_code", "item_name", "valid_until")]
        price = header.index("discount_price")
        for line, row in enumerate(reader, start=2):
            if valid(row, header):
                expected[tuple(row[i] for i in key)] = (line, float(row[price]))
    for found_key, (line, price) in expected.items():
        found = stored.get(found_key)
        if found is None or abs(found - price) > 0.001:
            print(f"changed re-import: line {line} of {CHANGED_FILE} is stored as {found!r}, not {price}")
            return False
    return len(stored) == len(expected)


def rejected_count(database):
    """How many rows the first import of the real feed rejected: its `rejected_rows`."""
    import sqlite3
    connection = sqlite3.connect(database)
    count = connection.execute("SELECT count(*) FROM rejected_rows").fetchone()[0]
    connection.close()
    return count


def find_sqlite_utils():
    return bench_venv(["sqlite-utils"], "sqlite-utils", ["--version"])


def find_duckdb():
    """The venv's Python with duckdb 1.4.4 and its sqlite extension (duckdb-ext-sqlite), for duckdb_import.py."""
    return bench_venv(["duckdb==1.4.4", "duckdb-ext-sqlite"], "python", ["-c", "import duckdb, duckdb_ext"])


def main():
    prepare_inputs()
    sqlite_utils = find_sqlite_utils() if os.environ.get("SKIP_SQLITE_UTILS") != "1" else None
    duckdb_python = find_duckdb() if os.environ.get("SKIP_DUCKDB") != "1" else None
    work = tempfile.mkdtemp(prefix="larder-bench-")
    deals = os.path.join(DATA, "deals.csv")
    subprocess.run(larder_import(LARDER, fresh(work, "kept.sqlite"), present(work, deals)), check=True)
    make_staging(work)
    rejected = rejected_count(os.path.join(work, "kept.sqlite"))
    if BASELINE:
        old = os.path.join(BASELINE, ".build", "release", "larder")
        subprocess.run(larder_import(old, fresh(work, "kept-baseline.sqlite"), present(work, deals)), check=True)
    results = {}
    for run in range(RUNS):
        for name, command in cases(work, sqlite_utils, duckdb_python, run):
            if CASES and not re.search(CASES, name):
                continue
            seconds, kib, anonymous, cpu = measure(command(), work)
            results.setdefault(name, []).append((seconds, kib, anonymous, cpu))
            print(f"run {run + 1}/{RUNS} {name}: {seconds:.2f} s, {kib / 1024:.0f} MiB, {anonymous / 1024:.0f} MiB anonymous",
                  flush=True)
    if CHANGED in results and not changed_rows_stored(os.path.join(work, "changed.sqlite")):
        sys.exit("the changed re-import did not store every change and every added row")
    sizes = {tag: os.path.getsize(os.path.join(work, f"{name}.sqlite")) if os.path.exists(os.path.join(work, f"{name}.sqlite"))
             else 0 for tag, name in (("1M", "csv"), ("3M", "big"))}
    instructions = instruction_counts(work) if not CASES else {}
    shutil.rmtree(work)
    write_report(results, sizes, instructions, rejected)


def row_count(path):
    with open(path, "rb") as f:
        return sum(1 for _ in f) - 1


def write_report(results, sizes, instructions, rejected=0):
    med = {name: statistics.median(r[0] for r in runs) for name, runs in results.items()}
    cpu_med = {name: statistics.median(r[3] for r in runs) for name, runs in results.items()}
    if CASES:
        print(f"CASES={CASES}, {RUNS} rounds, load average {LOAD[0]:.1f} at the start and {os.getloadavg()[0]:.1f} at the end")
        print("| case | wall median (min–max) | CPU median | wall ratio to baseline | CPU ratio to baseline |")
        print("|---|---|---|---|---|")
        for name, runs in results.items():
            seconds = [r[0] for r in runs]
            old = name + BASELINE_TAG
            ratios = (f"{med[name] / med[old]:.3f} | {cpu_med[name] / cpu_med[old]:.3f}" if old in med else " | ")
            print(f"| {name} | {med[name]:.2f} s ({min(seconds):.2f}–{max(seconds):.2f}) | {cpu_med[name]:.2f} s | {ratios} |")
        return
    peer = med[SHELL]
    csv = med[REAL_CSV]
    lines = [
        "# Benchmarks", "",
        "Written by `make bench` (scripts/bench/run.py); numbers from one run on this machine. Each case is a whole",
        "process under GNU time, run " + str(RUNS) + " times alternating with the others, each case's input files read into the page cache first;",
        "medians with min–max.",
        "", f"- Machine: {cpu_model()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}",
        f"- Input: {row_count(os.path.join(DATA, 'deals.csv')):,} deals rows, "
        f"{os.path.getsize(os.path.join(DATA, 'deals.csv')) / 1e6:.0f} MB CSV, "
        f"{os.path.getsize(os.path.join(DATA, 'deals.json')) / 1e6:.0f} MB JSON array (scripts/bench/generate.py, seeded),",
        f"  a real feed: {rejected:,} rows rejected by larder's first import (about 7 %: prices that are no number",
        "  or negative, days that do not exist, no item name, discounts over 100 %) and a row in 10,000 repeating an",
        "  earlier row's key; the same rows clean (`deals-clean.csv`) and with only the repeated keys",
        "  (`deals-repeats.csv`) are cases of their own. The JSON, NDJSON, 3M, re-import and report cases read the real feed;",
        f"  3M rows: {os.path.getsize(os.path.join(DATA, 'deals3m.csv')) / 1e6:.0f} MB CSV, "
        f"{os.path.getsize(os.path.join(DATA, 'deals1g.json')) / 1e9:.2f} GB JSON array.",
        f"- Load average (1 min) when the run started and ended: {LOAD[0]:.1f} and {os.getloadavg()[0]:.1f} (other",
        "  work on the machine slows every case; the ratios compare cases of the same run).",
        "", "| case | wall median (min–max) | CPU (user+sys) median | peak RSS median | peak anonymous median | ratio |",
        "|---|---|---|---|---|---|",
    ]
    for name, runs in results.items():
        seconds = [r[0] for r in runs]
        memory = statistics.median(r[1] for r in runs) / 1024
        anonymous = statistics.median(r[2] for r in runs) / 1024
        cpu = statistics.median(r[3] for r in runs)
        tag = BASELINE_TAG if name.endswith(BASELINE_TAG) else ""
        own_csv, own_big = med["larder import CSV" + tag], med.get(BIG_CSV + tag)
        ratio = ""
        if (name.startswith("larder import CSV") and "3M" not in name or name.startswith("sqlite-utils") or name == DUCKDB
                or name.startswith("SQLite alone")):
            ratio = f"{med[name] / peer:.2f}× sqlite3"
        elif "1 GB" in name and own_big:
            ratio = f"{med[name] / own_big:.2f}× larder CSV 3M"
        elif "JSON" in name or "NDJSON" in name or "re-import" in name or "report" in name:
            ratio = f"{med[name] / own_csv:.2f}× larder CSV"
        lines.append(f"| {name} | {med[name]:.2f} s ({min(seconds):.2f}–{max(seconds):.2f}) | {cpu:.2f} s"
                     f" | {memory:.0f} MiB | {anonymous:.0f} MiB | {ratio} |")
    if BASELINE:
        lines += ["", f"Against the baseline (`BASELINE={BASELINE}`, commit {baseline_commit()}), in the same run: this",
                  "binary's median wall time as a ratio to the baseline's (above 1.00 is slower). The two binaries run each",
                  "case back to back, this one first in odd rounds and the baseline first in even ones.", "",
                  "The CPU ratio (user+sys) does not move with how the two threads of an import overlap.", "",
                  "| case | this binary | baseline | ratio | CPU ratio |", "|---|---|---|---|---|"]
        for name in results:
            if name in BASELINE_SKIP:
                lines.append(f"| {name} | {med[name]:.2f} s | not run (BASELINE_SKIP) | | |")
            if name.endswith(BASELINE_TAG) or name + BASELINE_TAG not in med:
                continue
            old = med[name + BASELINE_TAG]
            cpu_ratio = cpu_med[name] / cpu_med[name + BASELINE_TAG]
            lines.append(f"| {name} | {med[name]:.2f} s | {old:.2f} s | {med[name] / old:.3f} | {cpu_ratio:.3f} |")
        lines += instruction_lines(instructions)
    if DUCKDB in med:
        lines += ["", f"larder's CSV import against DuckDB in the same run: {csv / med[DUCKDB]:.2f}× (below 1.00 is faster)."]
    lines += acceptance(results, med, rejected)
    lines += projection(med, sizes)
    if os.path.exists(NOTES):
        with open(NOTES) as f:
            lines += ["", f.read().rstrip(), ""]
    path = os.path.join(ROOT, "docs", "BENCHMARKS.md")
    with open(path, "w") as f:
        f.write("\n".join(lines))
    print("\n".join(lines))


def acceptance(results, med, rejected):
    """Issue 30's acceptance, each point as this run measured it."""
    peer = med.get(SHELL)
    if not peer or REAL_CSV not in med:
        return []
    rows = row_count(os.path.join(DATA, "deals.csv"))
    lines = ["", "Issue 30's acceptance in this run (medians; every ratio is of two cases of this run):", "",
             "| point | measured | target | met |", "|---|---|---|---|"]

    def point(name, value, target, met):
        lines.append(f"| {name} | {value} | {target} | {'yes' if met else '**no**'} |")

    if REPEATS_CSV in med:
        ratio = med[REPEATS_CSV] / peer
        point("1M rows, repeated keys only, × sqlite3", f"{ratio:.2f}×", "≤ 1.0×", ratio <= 1.0)
    ratio = med[REAL_CSV] / peer
    point("1M rows, 7 % invalid and repeated keys, × sqlite3", f"{ratio:.2f}×", "≤ 1.2×", ratio <= 1.2)
    if REPEATS_CSV in med and rejected:
        # Both files have `rows` rows and the same repeats; the real feed's `rejected` rows are rejected where
        # the other file stores them: time = stored × s + rejected × r, so r / s follows from the two medians.
        stored_cost = med[REPEATS_CSV] / rows
        rejected_cost = (med[REAL_CSV] - (rows - rejected) * stored_cost) / rejected
        ratio = rejected_cost / stored_cost
        point("a rejected row's cost ÷ a stored row's", f"{ratio:.2f} ({rejected_cost * 1e6:.1f} µs against "
              f"{stored_cost * 1e6:.1f} µs)", "≤ 2", ratio <= 2)
    if BIG_CSV in med:
        ratio = med[BIG_CSV] / med[REAL_CSV]
        point("3M rows ÷ 1M rows", f"{ratio:.2f}", "≤ 3.2", ratio <= 3.2)
    for name in ("larder import JSON array", "larder import NDJSON"):
        if name in med:
            ratio = med[name] / med[REAL_CSV]
            point(f"{name[len('larder import '):]} × larder CSV", f"{ratio:.2f}×", "≤ 1.2×", ratio <= 1.2)
    if "larder re-import unchanged CSV" in med:
        ratio = med["larder re-import unchanged CSV"] / med[REAL_CSV]
        point("re-import of the unchanged file × the first", f"{ratio:.3f}×", "≤ 0.05×", ratio <= 0.05)
    if CHANGED in med:
        ratio = med[CHANGED] / med[REAL_CSV]
        point("re-import, 1 % changed and 1 % added, × the first", f"{ratio:.2f}× (every change checked by value)",
              "≤ 0.5×", ratio <= 0.5)
    report = next((name for name in med if name.startswith("larder report") and BASELINE_TAG not in name), None)
    if report:
        ratio = med[report] / med[REAL_CSV]
        point("report × the first import", f"{ratio:.2f}×", "≤ 0.3×", ratio <= 0.3)
    anonymous = max(statistics.median(r[2] for r in runs) / 1024 for name, runs in results.items()
                    if name.startswith("larder") and BASELINE_TAG not in name)
    point("peak anonymous memory, largest larder case", f"{anonymous:.0f} MiB", "< 64 MiB", anonymous < 64)
    if DUCKDB in med:
        ratio = med[REAL_CSV] / med[DUCKDB]
        point("beyond: larder CSV × DuckDB→SQLite", f"{ratio:.2f}×", "≤ 1.0×", ratio <= 1.0)
    return lines


def projection(med, sizes):
    """10M and 100M rows projected from this run's 1M and 3M CSV imports: time as a power law through the
    two points (the exponent says how far from linear the growth is), the database file linearly."""
    one, three = med.get(REAL_CSV), med.get(BIG_CSV)
    if not one or not three:
        return []
    exponent = math.log(three / one) / math.log(3)
    per_row = sizes["3M"] / 3e6
    lines = ["", f"Projected from this run's CSV imports (1M: {one:.2f} s, 3M: {three:.2f} s, so time grows as rows^{exponent:.2f};",
             "the database file as its size per row at 3M). A projection, not a measurement: see \"Scale beyond one machine\".", "",
             "| rows | import, projected | database file, projected |", "|---|---|---|"]
    for rows in (1e6, 3e6, 1e7, 1e8):
        seconds = one * (rows / 1e6) ** exponent
        measured = " (measured)" if rows <= 3e6 else ""
        size = sizes["1M"] if rows == 1e6 else per_row * rows
        lines.append(f"| {rows / 1e6:.0f}M | {duration(seconds)}{measured} | {size / 1e9:.2f} GB |")
    return lines


def duration(seconds):
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


SAMPLE_ROWS = 50_000


def instruction_counts(work):
    """Instructions each binary executes importing the first SAMPLE_ROWS rows of each format, counted by
    callgrind: {format: (this binary's, the baseline's)}. Unlike time, a count does not move with the
    machine's load or with which binary ran first, so a change of 1 % in the work done shows as 1 %.
    Empty when valgrind is missing (make bench installs it)."""
    if not BASELINE or shutil.which("valgrind") is None:
        return {}
    samples = {}
    with open(os.path.join(DATA, "deals.csv"), "rb") as f:
        samples["CSV"] = ("sample.csv", b"".join(f.readline() for _ in range(SAMPLE_ROWS + 1)))
    with open(os.path.join(DATA, "deals.ndjson"), "rb") as f:
        samples["NDJSON"] = ("sample.ndjson", b"".join(f.readline() for _ in range(SAMPLE_ROWS)))
    with open(os.path.join(DATA, "deals.json"), "rb") as f:
        # generate.py writes `[`, then one element per line, each after the first opening with `,`.
        samples["JSON array"] = ("sample.json", b"".join(f.readline() for _ in range(SAMPLE_ROWS + 1)) + b"]\n")
    counts = {}
    for kind, (name, data) in samples.items():
        source = os.path.join(work, name)
        with open(source, "wb") as f:
            f.write(data)
        pair = []
        for root in (ROOT, BASELINE):
            larder = os.path.join(root, ".build", "release", "larder")
            db = fresh(work, "callgrind.sqlite")
            done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                                   larder, "import", "--quiet", "--db", db, source], capture_output=True, text=True)
            if done.returncode != 0:
                sys.exit(f"callgrind run failed: {larder} import {source}\n{done.stderr[-2000:]}")
            refs = [line for line in done.stderr.splitlines() if "Collected :" in line]
            pair.append(int(refs[-1].rsplit(":", 1)[1].strip()))
            print(f"instructions, {kind}, {SAMPLE_ROWS:,} rows, {root}: {pair[-1]:,}", flush=True)
        counts[kind] = tuple(pair)
    return counts


INSTRUCTIONS_START, INSTRUCTIONS_END = "<!-- instructions -->", "<!-- /instructions -->"


def instruction_lines(instructions):
    if not instructions:
        return []
    lines = ["", INSTRUCTIONS_START,
             f"Instructions executed to import the first {SAMPLE_ROWS:,} rows of each input (baseline commit {baseline_commit()}),",
             "counted by callgrind (valgrind): the work each binary does, which neither the load on the machine nor the",
             "order of runs moves (`make bench-instructions` measures only this, at any load).", "",
             "| import | this binary | baseline | ratio |", "|---|---|---|---|"]
    for kind, (new, old) in instructions.items():
        lines.append(f"| {kind} | {new:,} | {old:,} | {new / old:.4f} |")
    return lines + [INSTRUCTIONS_END]


def rewrite_instructions():
    """`--instructions`: counts only the instructions, and puts their table in docs/BENCHMARKS.md in place
    of the one there (or after the baseline's table of times)."""
    work = tempfile.mkdtemp(prefix="larder-bench-")
    instructions = instruction_counts(work)
    shutil.rmtree(work)
    if not instructions:
        sys.exit("--instructions needs BASELINE= and valgrind")
    path = os.path.join(ROOT, "docs", "BENCHMARKS.md")
    with open(path) as f:
        text = f.read()
    table = "\n".join(instruction_lines(instructions)[1:])
    if INSTRUCTIONS_START in text:
        head, rest = text.split(INSTRUCTIONS_START, 1)
        text = head + table + rest.split(INSTRUCTIONS_END, 1)[1]
    else:
        anchor = "\n\nlarder's CSV import against DuckDB"
        head, rest = text.split(anchor, 1) if anchor in text else (text.rstrip("\n"), "")
        text = head + "\n\n" + table + (anchor + rest if rest else "\n")
    with open(path, "w") as f:
        f.write(text)
    print(table)


def baseline_commit():
    found = subprocess.run(["git", "-C", BASELINE, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return found.stdout.strip() or "unknown"


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


if __name__ == "__main__":
    rewrite_instructions() if sys.argv[1:] == ["--instructions"] else main()
