#!/usr/bin/env bash
# Renders every report.md of an output folder with cmark-gfm, as GitHub renders a job summary (tables,
# autolinks, strikethrough), and fails unless the rendering holds only what larder's template lines
# write: as many headings as lines starting with `#`, list items as lines starting with `- `, tables
# and rows as lines starting with `|`, every row with its header's cells, no other element (no raw
# HTML, image, code, emphasis, quote, ordered list), and exactly the links larder writes — `[text](target)`
# after a `]` no backslash escapes — each to a relative path, http(s), or `#anchor` of one of the
# report's headings as GitHub names it (`## Eat first` is `#eat-first`). A bare `https://…`, `www.…` or
# e-mail address in imported text would add a link, so it fails here.
# Usage: scripts/check-report-md.sh [OUTPUT_DIR]   check OUTPUT_DIR (default: output) and its owners' folders
#        scripts/check-report-md.sh --self-test    prove the check fails on reports imported text broke
set -euo pipefail
out=$(realpath -m -- "${1:-output}")
cd "$(dirname "$0")/.."
allowed='^(h1|h2|h3|p|ul|li|strong|a|table|thead|tbody|tr|th|td)$'

# Prints what is wrong with one report, one line each; fails when anything is.
check_report() {
    local report=$1 html problems=()
    # --unsafe keeps raw HTML in the output, so any that imported text produced is seen here.
    html=$(cmark-gfm --unsafe --extension table --extension autolink --extension strikethrough "$report")
    expect() { # what, count in the Markdown, count in the HTML
        [ "$2" -eq "$3" ] || problems+=("$3 $1 where the lines of the Markdown write $2")
    }
    lines() { grep -cE "$1" "$report" || true; }
    elements() { grep -oE "$1" <<<"$html" | wc -l; }
    expect "headings" "$(lines '^#{1,6} ')" "$(elements '<h[1-6][ >]')"
    expect "list items" "$(lines '^- ')" "$(elements '<li[ >]')"
    expect "tables" "$(lines '^\|---')" "$(elements '<table[ >]')"
    expect "table rows" "$(($(lines '^\|') - $(lines '^\|---')))" "$(elements '<tr[ >]')"
    while IFS= read -r line; do problems+=("$line"); done < <(awk '
        /^\|/ { row = $0; gsub(/\\\\/, "", row); gsub(/\\\|/, "", row); cells = gsub(/\|/, "", row) - 1
                if (header == "") header = cells
                else if (cells != header) print "line " NR ": " cells " cells where the header has " header }
        !/^\|/ { header = "" }' "$report")
    while IFS= read -r element; do
        problems+=("a <$element> that larder's templates never write")
    done < <(grep -oE '<[a-zA-Z][a-zA-Z0-9]*' <<<"$html" | cut -c2- | tr 'A-Z' 'a-z' | sort -u | grep -vE "$allowed" || true)
    local written hrefs
    written=$(grep -oP '(?<!\\)(?:\\\\)*\]\(\K[^)]*(?=\))' "$report" | sort || true)
    hrefs=$(grep -oP '<a [^>]*href="\K[^"]*' <<<"$html" | sed 's/&amp;/\&/g' | sort || true)
    while read -r times href; do
        [ -n "$href" ] && problems+=("a link larder did not write ($times×): $href")
    done < <(comm -13 <(printf '%s\n' "$written") <(printf '%s\n' "$hrefs") | uniq -c)
    while IFS= read -r target; do
        [ -n "$target" ] && problems+=("a link that is neither relative nor http(s): $target")
    done < <(grep -vE '^(https?://|#[a-z0-9_-]+$|[^:/?#]+(/[^:]*)?$)' <<<"$written" || true)
    local anchors
    anchors=$(grep -E '^#{1,6} ' "$report" | sed -E 's/^#+ //' | tr 'A-Z' 'a-z' | sed -E 's/[^a-z0-9 _-]//g; s/ /-/g' || true)
    while IFS= read -r target; do
        if [ -n "$target" ] && ! grep -qxF -- "${target#\#}" <<<"$anchors"; then
            problems+=("a link to an anchor no heading has: $target")
        fi
    done < <(grep -E '^#' <<<"$written" || true)
    for problem in "${problems[@]}"; do echo "$report: $problem" >&2; done
    [ ${#problems[@]} -eq 0 ] || return 1
    echo "$report renders under cmark-gfm: $(elements '<table[ >]') tables, $(grep -c . <<<"$hrefs" || true) links, all larder's."
}

self_test() {
    folder=$(mktemp -d)
    trap 'rm -rf "$folder"' EXIT
    local table=$'| Item | Where |\n|---|---|\n'
    printf '# Report\n\n- **someone\xe2\x81\xa0@evil\\.example**: [owner](north-flat-1a2b/report.md) → [Eat first](#eat-first)\n\n%s| https\\://evil\\.example | www\\.evil\\.example |\n\n## Eat first\n' \
        "$table" >"$folder/clean.md"
    declare -A broken=(
        [bare-url]="${table}| https://evil.example/login | x |"
        [www]="${table}| www.evil.example | x |"
        [e-mail]="${table}| someone@evil.example | x |"
        [mailto]="- **mailto:someone@evil.example**"
        [raw-html]='<img src=x onerror=alert(1)>'
        [heading]="- # heading from a name"
        [ordered-list]="- 1. list from a name"
        [extra-cell]="${table}| a | b | c |"
        [script-link]='[x](javascript:alert(1))'
        [no-such-heading]='- [Eat first](#eat-first)'
    )
    local failed=() passed=()
    for name in "${!broken[@]}"; do
        printf '%s\n' "${broken[$name]}" >"$folder/$name.md"
        if check_report "$folder/$name.md" >/dev/null 2>&1; then passed+=("$name"); else failed+=("$name"); fi
    done
    if [ ${#passed[@]} -gt 0 ] || ! check_report "$folder/clean.md" >/dev/null; then
        echo "check-report-md self-test failed: passed ${passed[*]:-nothing broken}; the clean report: see above" >&2
        return 1
    fi
    echo "check-report-md self-test: ${#failed[@]} broken reports failed ($(printf '%s\n' "${failed[@]}" | sort | paste -sd ' ')), the clean one passed."
}

scripts/install-check-deps.sh cmark-gfm
if [ "${1:-}" = "--self-test" ]; then
    self_test
    exit
fi
[ -s "$out/report.md" ] || { echo "No $out/report.md; run make report first." >&2; exit 1; }
status=0
tables=0
while IFS= read -r report; do
    check_report "$report" || status=1
    tables=$((tables + $(grep -c '^|---' "$report" || true)))
done < <(find "$out" -name report.md | sort)
[ "$tables" -gt 0 ] || { echo "$out: no report.md holds a table" >&2; status=1; }
exit $status
