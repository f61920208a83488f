#!/usr/bin/env bash
# inject-lint speed and memory, side by side with grep and `swiftc -frontend -parse`, on a corpus of real packages.
#
# Usage: Benchmarks/lint/run.sh [CORPUS_DIR]        (default corpus: /tmp/inject-lint-corpus)
#   RUNS=5              timed runs per fast command; the median is printed (swiftc runs once: it takes seconds)
#   SCRATCH=DIR         SwiftPM scratch path for the two inject-lint builds (default: <repo>/.build-benchmark)
#   SKIP_SWIFTC=1       leave out the swiftc row (it takes a minute on a loaded machine)
#
# Besides the corpus table it prints peak memory at 1x, 2x, 4x, ... 128x the corpus (hard-linked copies, so no extra
# disk) and the time of the release build on each hostile shape from issue 7 (target: each <= 1 s).
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
T_SWIFTC=$([ -n "${SKIP_SWIFTC:-}" ] && echo "-" || wall swiftc_parse)
M_RELEASE=$(peak_memory "$RELEASE" --quiet "$CORPUS")
M_DEBUG=$(peak_memory "$DEBUG" --quiet "$CORPUS")
ERRORS=$("$RELEASE" --quiet "$CORPUS" | grep -c ': error: ' || true)
WARNINGS=$("$RELEASE" --quiet "$CORPUS" | grep -c ': warning: ' || true)

# --- Report ----------------------------------------------------------------------------------------------------
# Lines per second for a wall time; "-" for a row that was not run (SKIP_SWIFTC).
rate() { [ "$1" = "-" ] && { echo "-"; return; }; awk -v lines="$LINES" -v t="$1" 'BEGIN { printf "%d", lines / t }'; }
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
echo "release vs grep: $(ratio "$T_RELEASE" "$T_GREP")x grep's time (target <= 1.5)"
[ "$T_SWIFTC" = "-" ] || echo "release vs swiftc -parse: $(ratio "$T_SWIFTC" "$T_RELEASE")x faster (target >= 10)"
echo "release vs grep: target <= 1.5; debug: $T_DEBUG s (target <= 0.3); peak memory: $M_RELEASE MB release, \
$M_DEBUG MB debug (target <= 100 at any size)"

# --- Peak memory as the corpus grows ---------------------------------------------------------------------------
# The files are streamed through the scanner and only facts are kept, so memory should not follow the file count.
SCALED="$CORPUS.scaled"
echo
printf '| %-10s | %8s | %10s | %9s | %10s |\n' "corpus" "files" "lines" "wall (s)" "peak (MB)"
for factor in 1 2 4 8 16 32 64 128; do
    directory="$SCALED/x$factor"
    for copy in $(seq "$factor"); do
        [ -d "$directory/c$copy" ] || { mkdir -p "$directory" && cp -al "$CORPUS" "$directory/c$copy"; }
    done
    printf '| %-10s | %8d | %10d | %9s | %10s |\n' "${factor}x" "$((FILES * factor))" "$((LINES * factor))" \
        "$(wall "$RELEASE" --quiet "$directory")" "$(peak_memory "$RELEASE" --quiet "$directory")"
done

# --- Hostile shapes --------------------------------------------------------------------------------------------
# Each shape made one step quadratic (or its output explode) before issue 7; the release build must lint each in
# <= 1 s. Generated with awk into a scratch folder, linted as one package.
HOSTILE=$(mktemp -d)
trap 'rm -f "$FILE_LIST" "$FILE_LIST".*; rm -rf "$HOSTILE"' EXIT
shape() { mkdir -p "$HOSTILE/$1/Sources/App" && echo '{}' >"$HOSTILE/$1/.inject-lint.json" && \
    awk "$2" >"$HOSTILE/$1/Sources/App/main.swift"; }
shape hashes 'BEGIN { for (i = 0; i < 200000; i++) printf "#"; print "" }'
shape cycle-edges 'BEGIN { print "import Inject\nfinal class Hub {"; for (i = 0; i < 3000; i++) print "  @Injected var m" i ": S" i;
    print "}\nfunc compose(_ c: Container) {"; for (i = 0; i < 3000; i++) print "  c.register(S" i ".self) { Hub() }"; print "}" }'
shape did-you-mean 'BEGIN { print "import Inject\nstruct Owner {"; for (i = 0; i < 6000; i++) print "  @Injected var m" i ": Servixe" i;
    print "}\nfunc compose(_ c: Container) {"; for (i = 0; i < 6000; i++) print "  c.register(Service" i ".self) { S() }"; print "}" }'
shape suppressed 'BEGIN { print "import Inject\nstruct Owner {"; for (i = 0; i < 20000; i++) {
    print "  // inject-lint:disable-next-line unregistered"; print "  @Injected var m" i ": Missing" i } print "}" }'
shape broken-literals 'BEGIN { for (i = 0; i < 90000; i++) print "let s = \"\\(" }'
shape duplicates 'BEGIN { print "import Inject\nfunc compose() {"; for (i = 0; i < 20000; i++) print "  c" i ".register(Store.self) { S() }"; print "}" }'
shape conditions 'BEGIN { print "import Inject\nfunc compose(_ c: Container) {"; for (i = 0; i < 20000; i++) {
    print "#if DEBUG && !os(iOS) || (A" i " && canImport(UIKit))"; print "  c.register(S" i ".self) { S() }"; print "#elseif B"; print "#else"; print "#endif" } print "}" }'
shape regex-slashes 'BEGIN { printf "let x = a"; for (i = 0; i < 100000; i++) printf " / b"; print "" }'
shape loops 'BEGIN { print "import Inject\nfunc compose(_ c: Container) {\n  for x in xs {"; for (i = 0; i < 20000; i++) print "    c.register(S" i ".self) { S() }"; print "  }\n}" }'
echo
printf '| %-16s | %9s | %9s | %14s |\n' "hostile shape" "size (KB)" "wall (s)" "output (bytes)"
for directory in "$HOSTILE"/*/; do
    name=$(basename "$directory")
    size=$(($(wc -c <"$directory/Sources/App/main.swift") / 1024))
    output=$({ "$RELEASE" --quiet --define DEBUG "$directory" 2>/dev/null || true; } | wc -c)
    printf '| %-16s | %9d | %9s | %14d |\n' "$name" "$size" "$(wall "$RELEASE" --quiet --define DEBUG "$directory")" \
        "$output"
done
