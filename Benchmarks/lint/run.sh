#!/usr/bin/env bash
# inject-lint speed and memory, side by side with grep and `swiftc -frontend -parse`, on a corpus of real packages.
#
# Usage: Benchmarks/lint/run.sh [CORPUS_DIR]        (default corpus: /tmp/inject-lint-corpus)
#   RUNS=5              timed runs per fast command; the median is printed (swiftc runs once: it takes seconds)
#   SCRATCH=DIR         SwiftPM scratch path for the two inject-lint builds (default: <repo>/.build-benchmark)
#
# The corpus is fetched once (git archive of each package's HEAD) and reused. All commands see the same Swift files:
# inject-lint walks the tree skipping hidden folders, grep walks it with --include='*.swift', swiftc gets the file
# list from `find` (hidden folders pruned, like inject-lint). inject-lint and swiftc use both cores (swiftc through
# `xargs -P 2`); grep is single-threaded by nature.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS=${1:-/tmp/inject-lint-corpus}
RUNS=${RUNS:-5}
SCRATCH=${SCRATCH:-$ROOT/.build-benchmark}
REPOSITORIES=(
    swiftlang/swift-syntax apple/swift-nio vapor/vapor groue/GRDB.swift apple/swift-collections
    apple/swift-openapi-generator pointfreeco/swift-dependencies Swinject/Swinject
)

say() { printf '==> %s\n' "$*" >&2; }

# --- Tools -----------------------------------------------------------------------------------------------------
if [ ! -x /usr/bin/time ]; then
    say "Installing GNU time (for peak memory)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null
fi

# --- Corpus ----------------------------------------------------------------------------------------------------
mkdir -p "$CORPUS"
CORPUS=$(cd "$CORPUS" && pwd)
for repository in "${REPOSITORIES[@]}"; do
    directory="$CORPUS/${repository#*/}"
    if [ ! -d "$directory" ] || [ -z "$(ls -A "$directory")" ]; then
        say "Fetching $repository"
        mkdir -p "$directory"
        git archive --remote="https://github.com/$repository.git" HEAD | tar -x -C "$directory"
    fi
done
FILE_LIST=$(mktemp)
trap 'rm -f "$FILE_LIST" "$FILE_LIST".*' EXIT
find "$CORPUS" -name '.*' -prune -o -name '*.swift' -type f -print0 >"$FILE_LIST"
FILES=$(tr -cd '\0' <"$FILE_LIST" | wc -c)
read -r LINES BYTES < <(xargs -0 cat <"$FILE_LIST" | wc -lc)

# --- Builds ----------------------------------------------------------------------------------------------------
say "Building inject-lint (release and debug) in $SCRATCH"
(cd "$ROOT" && swift build -c release --product inject-lint --scratch-path "$SCRATCH" >&2)
(cd "$ROOT" && swift build -c debug --product inject-lint --scratch-path "$SCRATCH" >&2)
RELEASE="$SCRATCH/release/inject-lint"
DEBUG="$SCRATCH/debug/inject-lint"

# --- Measuring -------------------------------------------------------------------------------------------------
# Wall time of one run of "$@" in seconds, output discarded (exit status ignored: inject-lint exits 1 on errors).
wall() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    awk -v ns="$((end - start))" 'BEGIN { printf "%.3f", ns / 1e9 }'
}

# Median wall time of RUNS runs, after one warm-up run (so every tool reads from the page cache).
median() {
    local times=()
    "$@" >/dev/null 2>&1 || true
    for _ in $(seq "$RUNS"); do times+=("$(wall "$@")"); done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((RUNS + 1) / 2))p"
}

# Peak resident memory of one run, in MB.
peak_memory() {
    /usr/bin/time -f '%M' -o "$FILE_LIST.mem" "$@" >/dev/null 2>&1 || true
    awk -v kb="$(tail -1 "$FILE_LIST.mem")" 'BEGIN { printf "%.1f", kb / 1024 }'
}

grep_corpus() { grep -rE --include='*.swift' 'register\(|@Injected|resolve\(' "$CORPUS"; }
swiftc_parse() { xargs -0 -n 200 -P 2 swiftc -frontend -parse <"$FILE_LIST"; }

say "Timing ($RUNS runs each, median; swiftc once)"
LOAD_BEFORE=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
T_RELEASE=$(median "$RELEASE" --quiet "$CORPUS")
T_DEBUG=$(median "$DEBUG" --quiet "$CORPUS")
T_GREP=$(median grep_corpus)
T_SWIFTC=$(wall swiftc_parse)
M_RELEASE=$(peak_memory "$RELEASE" --quiet "$CORPUS")
M_DEBUG=$(peak_memory "$DEBUG" --quiet "$CORPUS")
ERRORS=$("$RELEASE" --quiet "$CORPUS" | grep -c ': error: ' || true)
WARNINGS=$("$RELEASE" --quiet "$CORPUS" | grep -c ': warning: ' || true)

# --- Report ----------------------------------------------------------------------------------------------------
rate() { awk -v lines="$LINES" -v t="$1" 'BEGIN { printf "%d", lines / t }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
echo
echo "Corpus: $FILES Swift files, $LINES lines, $((BYTES / 1000000)) MB ($CORPUS)"
echo "Machine: $(nproc) cores, $(uname -sm); 1-minute load average $LOAD_BEFORE before timing, \
$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?") after (other work on the machine skews every row)"
echo
printf '| %-42s | %9s | %12s | %10s |\n' "command" "wall (s)" "lines/s" "peak (MB)"
printf '|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..44})" "$(printf -- '-%.0s' {1..11})" \
    "$(printf -- '-%.0s' {1..14})" "$(printf -- '-%.0s' {1..12})"
printf '| %-42s | %9s | %12s | %10s |\n' "inject-lint (release)" "$T_RELEASE" "$(rate "$T_RELEASE")" "$M_RELEASE"
printf '| %-42s | %9s | %12s | %10s |\n' "inject-lint (debug, as the plugin runs)" "$T_DEBUG" "$(rate "$T_DEBUG")" \
    "$M_DEBUG"
printf '| %-42s | %9s | %12s | %10s |\n' "grep -rE 'register\\(|@Injected|resolve\\('" "$T_GREP" "$(rate "$T_GREP")" "-"
printf '| %-42s | %9s | %12s | %10s |\n' "swiftc -frontend -parse (xargs -P 2)" "$T_SWIFTC" "$(rate "$T_SWIFTC")" "-"
echo
echo "inject-lint findings on the corpus: $ERRORS errors, $WARNINGS warnings (target: 0 errors)"
echo "release vs grep: $(ratio "$T_RELEASE" "$T_GREP")x grep's time (target <= 2)"
echo "release vs swiftc -parse: $(ratio "$T_SWIFTC" "$T_RELEASE")x faster (target >= 10)"
echo "debug: $T_DEBUG s (target < 0.5); peak memory: $M_RELEASE MB release, $M_DEBUG MB debug (target < 100)"
