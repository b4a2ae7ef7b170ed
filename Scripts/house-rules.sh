#!/usr/bin/env bash
# The house rules a reader of the libraries can check by eye, checked on every CI run so that the
# claims about them stay true of the code (issue 24). Prints each breach and exits 1 if there is one.
#
# - no Swift file over 300 lines, under Sources/ or Tests/ (STYLE.md: one concept per file);
# the rules below hold for the libraries, the Swift files under Sources/:
# - `Subscribers.Demand.none`, never `Demand(rawValue: 0)`;
# - every `@unchecked Sendable` states its invariant in a `// @unchecked:` comment beside it
#   (within six lines before or three after);
# - every `@exclusivity(unchecked)` follows, within twenty lines, a `//` comment saying what turning
#   it off cost when it was measured (a comment may cover a group of fields);
# - no bare `lock()`: outside the lock types listed below, a `lock()` is followed at once by
#   `defer { unlock() }` (the pull style's per-event paths use that form in small always-inlined
#   sections, where `withLock { }` measured slower: `Sources/PullStreams/Locking/CriticalSection.swift`).
# Usage: Scripts/house-rules.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bare_lock_files="Sources/Scheduling/Locked.swift
Sources/PullStreams/Locking/CriticalSection.swift"

files=$(git ls-files 'Sources/*.swift' 'Sources/**/*.swift' | sort -u)
[ -n "$files" ] || { echo "house rules: no Swift files under Sources/" >&2; exit 1; }
test_files=$(git ls-files 'Tests/*.swift' 'Tests/**/*.swift' | sort -u)
[ -n "$test_files" ] || { echo "house rules: no Swift files under Tests/" >&2; exit 1; }

# shellcheck disable=SC2086  # one path per word: the repository's paths have no spaces
breaches=$(awk -v allowed="$bare_lock_files" '
    BEGIN { n = split(allowed, list, "\n"); for (i = 1; i <= n; i++) bare[list[i]] = 1 }
    function flush(   i, j, k, found, code, next_line) {
        if (file == "") return
        if (count > 300) printf "%s has %d lines (at most 300)\n", file, count
        if (file ~ /^Tests\//) return
        for (i = 1; i <= count; i++) {
            code = line[i]; sub(/^[ \t]+/, "", code)
            if (code ~ /^\/\//) continue
            if (code ~ /Demand\(rawValue: 0\)/) printf "%s:%d: Demand(rawValue: 0); write .none\n", file, i
            if (code ~ /@unchecked Sendable/) {
                found = 0
                for (j = i - 6; j <= i + 3; j++) if (j >= 1 && j <= count && line[j] ~ /\/\/ @unchecked:/) found = 1
                if (!found) printf "%s:%d: @unchecked Sendable without a // @unchecked: <invariant> comment\n", file, i
            }
            if (code ~ /^@exclusivity\(unchecked\)/) {
                found = 0
                for (j = i - 20; j < i; j++) if (j >= 1 && line[j] ~ /\/\/ / && line[j] !~ /\/\/\// && line[j] ~ /measured/) found = 1
                if (!found) printf "%s:%d: @exclusivity(unchecked) without a comment saying what it measured\n", file, i
            }
            if (!(file in bare) && (code == "lock()" || code ~ /\.lock\(\)$/)) {
                next_line = (i < count) ? line[i + 1] : ""; sub(/^[ \t]+/, "", next_line)
                if (!(next_line ~ /^defer \{/ && next_line ~ /unlock\(\)/))
                    printf "%s:%d: a bare lock(); use withLock { } or lock(); defer { unlock() }\n", file, i
            }
        }
    }
    FNR == 1 { flush(); file = FILENAME; count = 0; delete line }
    { line[++count] = $0 }
    END { flush() }
' $files $test_files)

if [ -n "$breaches" ]; then
    echo "$breaches"
    echo "house rules: $(echo "$breaches" | wc -l) breach(es)" >&2
    exit 1
fi
echo "house rules: $(echo "$files" | wc -l) source files and $(echo "$test_files" | wc -l) test files, no breach"
