#!/usr/bin/env bash
# Builds each libFuzzer target of Fuzz/ (debug, address sanitizer) and runs it for FUZZ_SECONDS
# (default 60), one after the other, from a seed corpus of the test fixtures and Fuzz/Seeds/.
# Corpora persist in .build-fuzz/corpus/; a crash leaves its input in .build-fuzz/artifacts/ and
# makes the script exit 1. Usage: scripts/fuzz.sh [TARGET...] (default: every target).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${FUZZ_SECONDS:-60}
scratch="$root/.build-fuzz"
fixtures="$root/Tests/LarderKitTests/Fixtures"
all=(FuzzCSV FuzzJSON FuzzHTML FuzzFirestore FuzzDate FuzzMoney FuzzPercent FuzzZip)
targets=("${@:-${all[@]}}")

# The seed files, the dictionary and the largest input of each target.
seeds() {
    case $1 in
        FuzzCSV) find "$fixtures" "$root/data" "$root/Fuzz/Seeds/csv" -type f -name '*.csv' -o -path '*Seeds/csv/*' -type f ;;
        FuzzJSON) find "$fixtures/json" -type f ;;
        FuzzHTML) find "$fixtures/html" -type f ;;
        FuzzFirestore) find "$fixtures/json" -type f -name 'savry-*'; find "$root/Fuzz/Seeds/firestore" -type f ;;
        FuzzDate) find "$root/Fuzz/Seeds/date" -type f ;;
        FuzzMoney) find "$root/Fuzz/Seeds/money" -type f ;;
        FuzzPercent) find "$root/Fuzz/Seeds/percent" -type f ;;
        FuzzZip) find "$root/Fuzz/Seeds/zip" -type f ;;
        *) echo "unknown fuzz target $1; targets: ${all[*]}" >&2; exit 2 ;;
    esac
}
dictionary() {
    case $1 in
        FuzzCSV) echo csv ;; FuzzJSON) echo json ;; FuzzHTML) echo html ;; FuzzFirestore) echo firestore ;;
        FuzzDate) echo date ;; FuzzMoney | FuzzPercent) echo money ;; FuzzZip) echo zip ;;
    esac
}
maxLength() {
    case $1 in FuzzDate | FuzzMoney | FuzzPercent) echo 256 ;; *) echo 16384 ;; esac
}

# SwiftPM does not notice a file removed from the root package, which Fuzz/ depends on by path, and
# then fails on the missing input: plan the build afresh.
rm -f "$scratch/debug.yaml"
summary=()
failed=0
for target in "${targets[@]}"; do
    seeds "$target" >/dev/null
    # The coverage libFuzzer's `-sanitize=fuzzer` gives, without its runtime: that is linked into the fuzz
    # targets alone (Fuzz/Package.swift), as a build tool such as embed-templates needs its own `main`.
    (cd Fuzz && swift build -c debug --scratch-path "$scratch" -Xswiftc -sanitize=address \
        -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
        -Xswiftc -parse-as-library --product "$target" 2>&1 | grep -v "Cannot export local symbol" | tail -3)
    corpus="$scratch/corpus/$target"
    artifacts="$scratch/artifacts/$target/"
    mkdir -p "$corpus" "$artifacts"
    seeds "$target" | while read -r file; do cp "$file" "$corpus/seed-$(basename "$(dirname "$file")")-$(basename "$file")"; done
    log="$scratch/$target.log"
    echo "== $target for ${seconds}s"
    status=0
    ASAN_OPTIONS=detect_leaks=0 "$scratch/debug/$target" "$corpus" -max_total_time="$seconds" -timeout=20 \
        -rss_limit_mb=4096 -max_len="$(maxLength "$target")" -dict="$root/Fuzz/Dictionaries/$(dictionary "$target").dict" \
        -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cover=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
    if [ "$status" -ne 0 ]; then
        failed=1
        summary+=("$target: CRASH after $runs executions (exit $status); input in $artifacts, log in $log")
        grep -m 5 -E 'ERROR|Fatal error|==[0-9]+==' "$log" >&2 || true
    else
        summary+=("$target: $runs executions in ${seconds}s, coverage $cover, no crash")
    fi
done
echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
exit $failed
