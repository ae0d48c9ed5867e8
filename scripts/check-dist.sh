#!/usr/bin/env bash
# scripts/check-dist.sh ARCHIVE DATA VERSION: the release archive as a stranger meets it. Unpacked into an
# empty temporary folder, it must hold larder, its man page, completion scripts, templates, README, LICENSE
# and CHANGELOG; its larder must say VERSION, need no Swift toolchain library, and run on DATA from a folder
# of its own (with its built-in templates, then with the archive's).
set -euo pipefail
archive=$(realpath "$1")
data=$(realpath "$2")
version=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
top="$work/$(basename "$archive" .tar.gz)"
for file in bin/larder share/man/man1/larder.1 share/bash-completion/completions/larder \
    share/zsh/site-functions/_larder share/fish/vendor_completions.d/larder.fish templates/index.html.mustache \
    README.md LICENSE CHANGELOG.md; do
    test -s "$top/$file" || { echo "the archive lacks $file" >&2; exit 1; }
done
larder="$top/bin/larder"
case "$("$larder" --version)" in
    "larder $version" | "larder $version (commit "*")") ;;
    *) echo "the archive's larder says $("$larder" --version), not larder $version" >&2; exit 1 ;;
esac
if ldd "$larder" | grep -q '/opt/swift\|libswiftCore'; then
    echo "the archive's larder needs the Swift toolchain's libraries:" >&2
    ldd "$larder" >&2
    exit 1
fi
mkdir "$work/elsewhere"
cd "$work/elsewhere"
"$larder" run "$data" --out site --as-of 2026-11-22 -q
"$larder" report --templates "$top/templates" --out site-own --as-of 2026-11-22 -q
for file in index.html expiry.html shopping.html savings.html budget.html brew.html events.html report.md report.json; do
    test -s "site/$file" || { echo "the archive's larder wrote no site/$file" >&2; exit 1; }
    cmp -s "site/$file" "site-own/$file" || { echo "the archive's templates render $file otherwise" >&2; exit 1; }
done
echo "$(basename "$archive"): $(du -h "$archive" | cut -f1), runs from an empty folder ($("$larder" --version))."
