#!/usr/bin/env bash
# Installs the Debian packages larder needs, if any is missing: to build it (the default: the -dev packages,
# pkgconf, and sqlite3 for the tests), or with --runtime only the libraries an installed larder (make install,
# the release archive of make dist) loads when it runs.
set -euo pipefail
build=(libsqlite3-dev libxml2-dev libcsv-dev libyajl-dev libssl-dev libzip-dev pkgconf sqlite3)
runtime=(libsqlite3-0 libxml2 libcsv3 libyajl2 libssl3 libzip4)
case "${1:-}" in
    "") packages=("${build[@]}") ;;
    --runtime) packages=("${runtime[@]}") ;;
    *) echo "usage: scripts/install-deps.sh [--runtime]" >&2; exit 2 ;;
esac
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing missing packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
else
    echo "larder needs these Debian packages: ${missing[*]}" >&2
    echo "Install them as root: apt-get install ${missing[*]}" >&2
    exit 1
fi
