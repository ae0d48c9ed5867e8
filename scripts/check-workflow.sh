#!/usr/bin/env bash
# Checks GitHub Actions workflows against GitHub's workflow schema (check-jsonschema's vendored
# `github-workflows`) and with actionlint (expressions, inputs, action inputs, runtimes, cron, and
# ShellCheck on every run script), all from .venv-ci (scripts/install-ci-venv.sh). With --self-test,
# first proves that each check fails on a broken copy of docs/ci/weekly-report.yml.
# Usage: scripts/check-workflow.sh [--self-test] [WORKFLOW...]   (default: docs/ci/weekly-report.yml)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-ci-venv.sh
bin=.venv-ci/bin

check() {
    "$bin/check-jsonschema" --builtin-schema vendor.github-workflows "$@" >/dev/null
    "$bin/actionlint" -no-color -shellcheck "$bin/shellcheck" "$@"
}

self_test() {
    local scratch failures=0
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' RETURN
    # Each broken copy: a sed edit of the real workflow, and the tool that must refuse it.
    local cases=(
        "schema|s/runs-on:/runs-off:/|a job with an unknown key and no runner"
        "schema|s/contents: read/contents: readonly/|a permission level GitHub does not have"
        "actionlint|s/inputs.larder-ref /inputs.larder-rev /|an expression naming an input that is not declared"
        "actionlint|s/30 6 \* \* 1/30 6 * * 8/|a cron line with day 8 of the week"
        "actionlint|s/checkout@v7/checkout@v4/|an action on a retired Node runtime"
        "actionlint|s/wc -c < site\/report.md/wc -c < \$REPORT/|a run script with an unquoted variable (ShellCheck)"
    )
    for case in "${cases[@]}"; do
        IFS='|' read -r tool edit what <<<"$case"
        local broken="$scratch/broken.yml"
        sed "$edit" docs/ci/weekly-report.yml > "$broken"
        if cmp -s docs/ci/weekly-report.yml "$broken"; then
            echo "self-test: the edit for \"$what\" changed nothing" >&2; failures=$((failures + 1)); continue
        fi
        if [ "$tool" = schema ]; then
            "$bin/check-jsonschema" --builtin-schema vendor.github-workflows "$broken" >/dev/null 2>&1 && {
                echo "self-test: the schema check passed $what" >&2; failures=$((failures + 1)); }
        else
            "$bin/actionlint" -no-color -shellcheck "$bin/shellcheck" "$broken" >/dev/null 2>&1 && {
                echo "self-test: actionlint passed $what" >&2; failures=$((failures + 1)); }
        fi
    done
    [ "$failures" -eq 0 ] || exit 1
    echo "self-test: the workflow checks refused all ${#cases[@]} broken workflows"
}

if [ "${1:-}" = --self-test ]; then
    shift
    self_test
fi
[ $# -gt 0 ] || set -- docs/ci/weekly-report.yml
check "$@"
echo "workflows valid: $*"
