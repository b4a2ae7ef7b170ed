#!/usr/bin/env bash
# Runs the reliability suites (serialization stress, deep-chain guard differential, cross-style fuzz,
# timing and bad-input timeout checks, the recorded transcripts) N times in a row and stops at the first
# failure. Issue 21 asks for 20 runs in a row under load and under the thread sanitizer:
#
#   Scripts/stress-runs.sh                 # 20 runs, thread sanitizer, no extra load
#   Scripts/stress-runs.sh --runs 5 --load 2 --plain
#
# --load K starts K busy processes beside the tests (stopped on exit); --plain runs without TSan.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=20; load=0; sanitize=(--sanitize=thread --scratch-path .build-tsan)
while (($#)); do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --load) load="$2"; shift 2 ;;
    --plain) sanitize=(); shift ;;
    *) echo "unknown argument: $1 (expected --runs N, --load K, --plain)" >&2; exit 2 ;;
    esac
done

filter='SerializationStress|StressTests|DeepChain|Fuzz|Timeout|BadInput|Conformance|FlatMapLatestOrdering|SwitchToLatestSerialization|ObserveOnConcurrent'
hogs=()
cleanup() { for p in "${hogs[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

swift build --build-tests "${sanitize[@]}" >/dev/null
for ((k = 0; k < load; k++)); do yes >/dev/null & hogs+=($!); done

log=$(mktemp -d)
for ((i = 1; i <= runs; i++)); do
    start=$SECONDS
    if ! timeout 900 swift test --skip-build "${sanitize[@]}" --filter "$filter" >"$log/run-$i.log" 2>&1; then
        echo "run $i of $runs FAILED after $((SECONDS - start)) s; log: $log/run-$i.log"
        grep -E "error|failed|issue" "$log/run-$i.log" | head -20
        exit 1
    fi
    echo "run $i of $runs passed in $((SECONDS - start)) s"
done
echo "all $runs runs passed (logs in $log)"
