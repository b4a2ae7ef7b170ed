#!/usr/bin/env bash
# Prints the Benchmarks.md table of instructions per element, measured with callgrind:
# for each case and style, (Ir of a run with N elements - Ir of a run with N = 0) / N
# (B2 divided by 100 more: its cost is per delivery; B4 runs 100,000 actions).
# Usage: Scripts/instruction-counts.sh [N]   (default N = 100000). Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
swift build -c release --product benchmarks >/dev/null
bin=$(mktemp -d)/benchmarks
cp "$(swift build -c release --show-bin-path)/benchmarks" "$bin"
strip -g "$bin"

instructions() {  # case style n -> total Ir of one run
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" --case "$1" --style "$2" --n "$3" --repeat 1 >/dev/null 2>&1
    awk '/^summary:/ { print $2 }' "$out"
    rm -f "$out"
}

echo "| case | push | pull | pub-sub |"
echo "| --- | --- | --- | --- |"
for case in B1 B2 B3 B4 B5 B6; do
    row="| $case |"
    count=$n; divisor=$n
    [ "$case" = B4 ] && { count=100000; divisor=100000; }
    [ "$case" = B2 ] && divisor=$((n * 100))
    for style in push pull pubsub; do
        with=$(instructions "$case" "$style" "$count")
        without=$(instructions "$case" "$style" 0)
        row="$row $(( (with - without) / divisor )) |"
    done
    echo "$row"
done
