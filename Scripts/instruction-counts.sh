#!/usr/bin/env bash
# Prints the Benchmarks.md table: instructions and allocations per element, measured with callgrind,
# beside the goals. For each case and style, (figure of a run with N elements - figure of a run with
# N = 0) / N; B2 divided by 100 more (its cost is per delivery), B4 per action, B7 per query.
# Allocations are the calls into the C allocator (malloc, calloc, realloc, posix_memalign,
# aligned_alloc, memalign) that callgrind counted, the same count valgrind's dhat reports as blocks.
# Usage: Scripts/instruction-counts.sh [N] [cases] [styles]
#   N       elements per run (default 100000)
#   cases   space-separated, default "B1 B2 B3 B4 B5a B5b B5c B6 B7"
#   styles  space-separated, default "push pull pubsub"
# BENCHMARKS_BIN=path measures that release binary instead of building one. Needs valgrind. A cell reads "instructions · allocations"; "(not met)" follows a figure above its goal.
# CHECK=Benchmarks.md also compares every cell with that file's table (the row of the case, the column of
# the style): instructions within 2%, allocations equal; prints each difference and exits 1 if there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
cases=${2:-"B1 B2 B3 B4 B5a B5b B5c B6 B7"}
styles=${3:-"push pull pubsub"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=$work/benchmarks
if [ -n "${BENCHMARKS_BIN:-}" ]; then  # a release binary built already
    cp "$BENCHMARKS_BIN" "$bin"
else
    swift build -c release --product benchmarks >/dev/null
    cp "$(swift build -c release --show-bin-path)/benchmarks" "$bin"
fi
strip -g "$bin"

# Sums the calls into the allocator's entry points in a callgrind profile. Function names are
# compressed there: "(id) name" the first time an id appears, "(id)" after.
count_allocations() {
    awk '
        /^c?fn=\(/ {
            line = $0; sub(/^c?fn=\(/, "", line)
            id = line; sub(/\).*/, "", id)
            rest = line; sub(/^[0-9]+\) ?/, "", rest)
            if (rest != "") name[id] = rest
            if ($0 ~ /^cfn=/) callee = name[id]
            next
        }
        /^calls=/ {
            count = substr($0, 7); sub(/ .*/, "", count)
            if (callee ~ /^(malloc|calloc|realloc|posix_memalign|aligned_alloc|memalign)$/) total += count
        }
        END { print total + 0 }' "$1"
}

measure() {  # case style n -> "instructions allocations" of one run
    local out=$work/cg.$1.$2.$3
    valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" --case "$1" --style "$2" --n "$3" --repeat 1 >/dev/null 2>&1
    echo "$(awk '/^summary:/ { print $2 }' "$out") $(count_allocations "$out")"
}

instruction_goal() {
    case $1 in
        B1) echo 250 ;; B2) echo 300 ;; B3) echo 2000 ;; B4) echo 1500 ;; B5a | B5b) echo 2000 ;;
        B5c) echo 4000 ;; B6) echo 750 ;; B7) echo 10000 ;; *) echo "" ;;
    esac
}

allocation_goal() {  # per element, in hundredths (awk compares them)
    case $1 in
        B1 | B2 | B6) echo 0 ;; B3) echo 3 ;; B4) echo 1 ;; *) echo "" ;;
    esac
}

# The figure Benchmarks.md's table gives for a case and style: "instructions allocations", or nothing.
documented() {  # case style
    local column
    case $2 in push) column=6 ;; pull) column=7 ;; pubsub) column=8 ;; esac
    awk -F'|' -v c="$1" -v k="$column" '
        $2 ~ "^ " c " $" && NF >= 9 {
            cell = $k; gsub(/\(not met\)|,| /, "", cell); split(cell, part, "·")
            print part[1], (part[2] == "" ? 0 : part[2]); exit
        }' "$CHECK"
}
differences=0

group() { echo "$1" | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/; ta'; }

header="| case |"; rule="| --- |"
for style in $styles; do header="$header $style |"; rule="$rule --- |"; done
echo "N = $n; a cell is instructions · allocations per element (B2 per delivery, B4 per action, B7 per query)"
echo
echo "$header goal |"
echo "$rule --- |"
for case in $cases; do
    divisor=$n
    [ "$case" = B2 ] && divisor=$((n * 100))
    igoal=$(instruction_goal "$case")
    agoal=$(allocation_goal "$case")
    row="| $case |"
    for style in $styles; do
        read -r with_i with_a < <(measure "$case" "$style" "$n")
        read -r without_i without_a < <(measure "$case" "$style" 0)
        per_i=$(( (with_i - without_i) / divisor ))
        per_a=$(awk -v a="$with_a" -v b="$without_a" -v d="$divisor" 'BEGIN { x = (a - b) / d; if (x < 0.005) x = 0; printf "%.2f", x }')
        cell="$(group "$per_i")"
        [ -n "$igoal" ] && [ "$per_i" -gt "$igoal" ] && cell="$cell (not met)"
        cell="$cell · $per_a"
        if [ -n "$agoal" ] && awk -v a="$per_a" -v g="$agoal" 'BEGIN { exit !(a > g + 0.005) }'; then cell="$cell (not met)"; fi
        row="$row $cell |"
        if [ -n "${CHECK:-}" ]; then
            read -r doc_i doc_a < <(documented "$case" "$style") || true
            if [ -z "${doc_i:-}" ]; then
                echo "check: $case $style: no figure in $CHECK" >&2; differences=$((differences + 1))
            elif ! awk -v m="$per_i" -v d="$doc_i" -v ma="$per_a" -v da="$doc_a" \
                'BEGIN { r = (m - d) / d; if (r < 0) r = -r; exit !(r <= 0.02 && int(ma + 0.5) == int(da + 0.5)) }'; then
                echo "check: $case $style: $CHECK says $doc_i · $doc_a, measured $per_i · $per_a" >&2
                differences=$((differences + 1))
            fi
        fi
    done
    goal="≤ $(group "${igoal:-0}")"
    [ -n "$agoal" ] && goal="$goal · ≤ $agoal"
    echo "$row $goal |"
done
if [ -n "${CHECK:-}" ]; then
    echo
    echo "check against $CHECK: $differences difference(s)"
    [ "$differences" -eq 0 ]
fi
