#!/usr/bin/env bash
# Renders report.md with cmark-gfm, as GitHub would, and fails unless every Markdown table became an
# HTML <table>, no imported text became markup (<script>, <img>, an event attribute), and every link
# is http(s). Usage: scripts/check-report-md.sh [OUTPUT_DIR]   (default: output)
set -euo pipefail
out=$(realpath -m "${1:-output}")
cd "$(dirname "$0")/.."
scripts/install-check-deps.sh
report="$out/report.md"
test -s "$report" || { echo "No $report; run make report first." >&2; exit 1; }
# --unsafe keeps raw HTML in the output, so any that imported text produced is seen here.
html=$(cmark-gfm --unsafe --extension table --extension autolink --extension strikethrough "$report")
fail() { echo "$report: $*" >&2; exit 1; }
tables_md=$(grep -c '^|---' "$report" || true)
tables_html=$(grep -c '<table>' <<<"$html" || true)
[ "$tables_md" -gt 0 ] || fail "has no table"
[ "$tables_md" -eq "$tables_html" ] || fail "has $tables_md tables but cmark-gfm made $tables_html <table>s"
! grep -qiE '<(script|img|iframe|object|embed)|<[a-z][^>]*[[:space:]]on[a-z]+=' <<<"$html" \
    || fail "rendered raw HTML from imported text"
bad_links=$(grep -o 'href="[^"]*"' <<<"$html" | grep -v '^href="https\?://' || true)
[ -z "$bad_links" ] || fail "links that are not http(s): $bad_links"
echo "$report renders under cmark-gfm: $tables_html tables, no raw HTML, only http(s) links."
