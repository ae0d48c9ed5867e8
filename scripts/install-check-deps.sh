#!/usr/bin/env bash
# Installs the Debian packages the output checks use, if any is missing: Chromium (screenshots and
# the page check) and cmark-gfm (the report.md check), or only the packages named as arguments
# (scripts/check-report-md.sh asks for cmark-gfm alone). larder itself needs neither.
# Usage: scripts/install-check-deps.sh [PACKAGE...]
set -euo pipefail
packages=("$@")
[ ${#packages[@]} -gt 0 ] || packages=(chromium cmark-gfm)
missing=()
for package in "${packages[@]}"; do
    # Each package is named after its command, which may also come from elsewhere than Debian.
    command -v "$package" >/dev/null \
        || dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing missing packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
    echo "The output checks need these Debian packages: ${missing[*]}" >&2
    echo "Install them as root: apt-get install ${missing[*]}" >&2
    exit 1
fi
