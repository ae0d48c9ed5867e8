#!/usr/bin/env bash
# The test fixture households, each as of the day its tests read it, rendered by LARDER (default
# .build/debug/larder) into a temporary folder: every page laid out by check-pages.py and report.md
# rendered by check-report-md.sh, as data/'s are. Used by `make check-pages` and `.ci/run`.
set -euo pipefail
cd "$(dirname "$0")/.."
larder=${LARDER:-.build/debug/larder}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# fixture folder, as-of day
fixtures=(
    "Tests/LarderKitTests/Fixtures/household 2026-11-22"
    "Tests/LarderKitTests/Fixtures/monday-household 2026-11-23"
)
for entry in "${fixtures[@]}"; do
    read -r folder day <<<"$entry"
    name=$(basename "$folder")
    echo "check-fixtures: $name as of $day"
    "$larder" run "$folder" --db "$scratch/$name.sqlite" --out "$scratch/$name" --as-of "$day" -q
    python3 scripts/check-pages.py "$scratch/$name"
    scripts/check-report-md.sh "$scratch/$name"
done
