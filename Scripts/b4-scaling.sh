#!/usr/bin/env bash
# B4's wall-time scaling: per-action wall time at N = 1,000,000 over that at N = 10,000, the fastest
# of 3 runs and of 9 runs of the release binary, per style (goal: at most 1.5).
# Usage: Scripts/b4-scaling.sh [styles]   (default "push pull pubsub");
# BENCHMARKS_BIN=path measures that release binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
styles=${1:-"push pull pubsub"}
bin=${BENCHMARKS_BIN:-}
if [ -z "$bin" ]; then
    swift build -c release --product benchmarks >/dev/null
    bin="$(swift build -c release --show-bin-path)/benchmarks"
fi
fastest() {  # style n runs -> "wall cpu": the fastest run's ns per action, wall and CPU time
    "$bin" --case B4 --style "$1" --n "$2" --repeat "$3" --json \
        | sed -e 's/.*"min_ns_per_element": \([0-9.]*\).*"min_cpu_ns_per_element": \([0-9.]*\).*/\1 \2/'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "Fastest run's ns per action (wall; this thread's CPU time in brackets), and 1,000,000 over 10,000."
echo
echo "| style | runs | N = 10,000 | N = 1,000,000 | ratio, wall (CPU) |"
echo "| --- | --- | --- | --- | --- |"
for style in $styles; do
    for runs in 3 9; do
        read -r small small_cpu < <(fastest "$style" 10000 "$runs")
        read -r large large_cpu < <(fastest "$style" 1000000 "$runs")
        echo "| $style | $runs | $small ($small_cpu) | $large ($large_cpu) | $(ratio "$large" "$small") ($(ratio "$large_cpu" "$small_cpu")) |"
    done
done
