#!/usr/bin/env bash
# Instructions per operation of scenarios (a), (b), (d), (e) and (g), counted by callgrind: hand-written against
# Inject, and for (g) Inject's argument resolve against its plain transient resolve.
#
# Run from Benchmarks/:  Scripts/count-instructions.sh [count] [scenario…]
#   count defaults to 100000 (scenario (e), 1,000 types per operation, runs count / 1000); scenarios default to
#   a b; needs valgrind.
#
# Each contender runs `count` and then `2 × count` operations (`InjectBenchmarks --repeat`); the difference divided
# by `count` is the cost of one operation, start-up and set-up cancelled out. Unlike wall time, the figure does not
# depend on what else the machine is doing, so it is the one to compare across commits on a shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
shift || true
scenarios=${*:-a b}
command -v valgrind >/dev/null || { echo "count-instructions: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }

swift build -c release --product InjectBenchmarks >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A copy without debug information: valgrind 3.19 (Debian 12's) gives up on the DWARF 5 that clang writes for the C
# targets ("Possibly corrupted debuginfo file"), and the instruction count does not depend on it.
binary="$work/InjectBenchmarks"
objcopy --strip-debug "$(swift build -c release --show-bin-path)/InjectBenchmarks" "$binary"

# Total instructions of one run: callgrind's summary line "Collected : N".
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$binary" --repeat "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

per_operation() {
    local once twice
    once=$(instructions "$1" "$2")
    twice=$(instructions "$1" $((2 * $2)))
    echo $(((twice - once) / $2))
}

for scenario in $scenarios; do
    base="$scenario-hand" measured="$scenario-inject" operations=$count unit="operation"
    case $scenario in
        e) operations=$((count / 1000 > 20 ? count / 1000 : 20)) unit="1,000 types" ;;
        g) base="g-plain" measured="g-argument" ;;
    esac
    hand=$(per_operation "$base" "$operations")
    inject=$(per_operation "$measured" "$operations")
    ratio=$(python3 -c "print(f'{$inject / $hand:.2f}')")
    echo "$scenario: ${base#*-} $hand, ${measured#*-} $inject instructions per $unit (${ratio}×)"
done
