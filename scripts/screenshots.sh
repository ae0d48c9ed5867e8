#!/usr/bin/env bash
# Renders every page of an output folder with headless Chromium, at a phone width (390 px) and a
# desktop width (1280 px), and at the phone width in dark mode, into PNG files.
# Usage: scripts/screenshots.sh [OUTPUT_DIR] [SCREENSHOT_DIR]   (defaults: output output/screenshots)
set -euo pipefail
out=$(realpath -m "${1:-output}")
shots=$(realpath -m "${2:-$out/screenshots}")
cd "$(dirname "$0")/.."
scripts/install-check-deps.sh
pages=("$out"/*.html)
[ -e "${pages[0]}" ] || { echo "No pages in $out; run make report first." >&2; exit 1; }
mkdir -p "$shots"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
shoot() { # page, png, window size, extra flags…
    local page=$1 png=$2 size=$3
    shift 3
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
        --window-size="$size" --screenshot="$png" "$@" "file://$(realpath "$page")" 2>/dev/null
    test -s "$png" || { echo "Chromium wrote no screenshot of $page" >&2; exit 1; }
}
for page in "${pages[@]}"; do
    name=$(basename "$page" .html)
    shoot "$page" "$shots/$name-phone.png" 390,900
    shoot "$page" "$shots/$name-desktop.png" 1280,900
    shoot "$page" "$shots/$name-phone-dark.png" 390,900 --force-dark-mode
done
echo "Wrote $(( ${#pages[@]} * 3 )) screenshots to $shots/"
