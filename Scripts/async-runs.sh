#!/usr/bin/env bash
# Runs the async pattern tests (`swift test --filter AsyncPattern`) N times in a row and stops at the
# first failure, printing its log: the "1,000 runs in a row" check of the async patterns.
#
#   Scripts/async-runs.sh                          # 1000 runs
#   Scripts/async-runs.sh 100                      # 100 runs
#   Scripts/async-runs.sh 20 --sanitize=thread     # under ThreadSanitizer (own build folder .build-tsan)
#   Scripts/async-runs.sh 50 --filter AwaitFirstPattern
#
# The first run goes through `swift test`; the others start the built test bundle directly, twice:
# for the XCTest cases `swift test --list-tests` names under the filter, and for Swift Testing with
# the filter, which is what `swift test` runs, without its second of start-up.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=1000
filter=AsyncPattern
sanitize=()
scratch=()
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        --sanitize=*) sanitize=("$1"); scratch=(--scratch-path .build-tsan) ;;
        --filter) shift; filter="${1:?--filter needs a value}" ;;
        ''|*[!0-9]*) echo "async-runs.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
        *) runs="$1" ;;
    esac
    shift
done
[ "$runs" -ge 1 ] || { echo "async-runs.sh: the number of runs must be at least 1" >&2; exit 2; }

flags=(-Xswiftc -warnings-as-errors "${sanitize[@]}" "${scratch[@]}")
log="$(mktemp -t async-runs.XXXXXX)"
trap 'rm -f "$log"' EXIT

swift build --build-tests "${flags[@]}" >"$log" 2>&1 || { cat "$log"; echo "async-runs.sh: the build failed" >&2; exit 1; }
bundle="$(swift build --show-bin-path "${flags[@]}")/ReactiveTestCookbookPackageTests.xctest"
# XCTest on Linux takes test names, not a pattern: the XCTest cases (Module.Class/method) the filter selects.
# Each pattern module's AAALiveSubscriptionCheck goes first: it turns on the live-subscription check.
xctests="$(swift test --skip-build "${flags[@]}" --list-tests 2>/dev/null | grep -E "$filter" | grep -v '()$' | paste -sd, - || true)"
if [ -n "$xctests" ]; then
    xctests="PushPatternTests.AAALiveSubscriptionCheck,PullPatternTests.AAALiveSubscriptionCheck,PubSubPatternTests.AAALiveSubscriptionCheck,$xctests"
fi

start=$(date +%s)
for run in $(seq 1 "$runs"); do
    if [ "$run" -eq 1 ]; then
        command=(swift test --skip-build "${flags[@]}" --filter "$filter")
    elif [ -n "$xctests" ]; then
        command=(sh -c '"$1" "$2" && "$1" --testing-library swift-testing --filter "$3"' run "$bundle" "$xctests" "$filter")
    else
        command=("$bundle" --testing-library swift-testing --filter "$filter")
    fi
    if ! timeout 120 "${command[@]}" >"$log" 2>&1 || ! grep -q "Test run with .* passed" "$log" \
        || grep -qE "with [1-9][0-9]* failures" "$log"; then
        grep -E "✘|error|Fatal|WARNING: ThreadSanitizer" "$log" | head -40 || true
        echo "async-runs.sh: run $run of $runs FAILED (filter $filter${sanitize:+, ${sanitize[*]}}); $((run - 1)) passed before it" >&2
        tail -20 "$log"
        exit 1
    fi
    if [ $((run % 100)) -eq 0 ]; then echo "$run runs passed ($(( $(date +%s) - start )) s)"; fi
done
tests=$(grep -o "Test run with [0-9]* tests" "$log" | grep -o "[0-9]*" || echo "?")
cases=$(grep -oE "Executed [0-9]+ tests" "$log" | tail -1 | grep -oE "[0-9]+" || echo "?")
echo "async-runs.sh: $runs of $runs runs passed ($cases XCTest + $tests Swift Testing tests each, filter $filter${sanitize:+, ${sanitize[*]}}) in $(( $(date +%s) - start )) s"
