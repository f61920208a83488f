import Foundation

/// Runs every scenario and prints one table of median nanoseconds per operation, then the targets.
///
/// ```
/// cd Benchmarks && swift run -c release InjectBenchmarks        # every scenario
/// cd Benchmarks && swift run -c release InjectBenchmarks a b    # only scenarios (a) and (b)
/// cd Benchmarks && Scripts/count-instructions.sh                 # (a) and (b) in instructions (callgrind)
/// ```
@main
enum InjectBenchmarks {
    static func main() {
        if RepeatedRun.runIfRequested(Array(CommandLine.arguments.dropFirst())) { return }
        #if DEBUG
            print("warning: a debug build measures the optimiser's absence; run with `swift run -c release`.\n")
        #endif
        let harness = Harness()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("Inject benchmarks: median of up to \(harness.samples) timed batches per figure, \(cores) cores.")
        print("Figures are wall time per operation; (n×) is the ratio to hand-written code in the same row.\n")

        // Optional arguments pick scenarios by letter (`InjectBenchmarks a c`), for profiling one at a time.
        let selected = Set(CommandLine.arguments.dropFirst().map { $0.lowercased() })
        var rows: [ResultRow] = []
        func measure(_ name: String, _ scenario: () -> [ResultRow]) {
            guard selected.isEmpty || selected.contains(String(name.prefix(1))) else { return }
            FileHandle.standardError.write(Data("measuring \(name)…\n".utf8))
            rows += scenario()
        }
        measure("a. transient graph") { [TransientGraphScenario.run(harness)] }
        measure("b. singleton") { [SingletonScenario.run(harness)] }
        var parallelism: Double?
        measure("c. singleton from two threads") {
            let (row, speedup) = SingletonFromTwoThreadsScenario.run(harness)
            parallelism = speedup
            return [row]
        }
        measure("d. first access of an injected property") { InjectedFirstAccessScenario.run(harness) }
        measure("e. 1,000 services") { [ThousandServicesScenario.run(harness)] }
        measure("f. validation") {
            ValidationScenario.run(harness) + [
                DeadEndValidationScenario.run(), ArgumentValidationScenario.run(harness),
            ]
        }
        measure("g. runtime arguments") { ArgumentScenario.run(harness) }

        print(ResultTable(rows: rows).rendered())
        if let speedup = parallelism {
            print(
                "\nParallelism check for (c): two threads did \(ResultTable.ratio(speedup)) the work of one on"
                    + " independent loops (2.00× = both cores were free)."
            )
        }
        print("\nTargets (issues 2, 10 and 22):")
        for target in targets(rows) {
            print("  \(target.goal.padded(to: 52))\(target.measured.padded(to: 10))\(target.verdict)")
        }
    }

    /// The targets, checked against the rows by their scenario letter.
    static func targets(_ rows: [ResultRow]) -> [Target] {
        func row(_ prefix: String) -> ResultRow {
            rows.first { $0.scenario.hasPrefix(prefix) } ?? ResultRow(scenario: prefix)
        }
        return [
            .ratio("(a) transient graph: Inject ≤ 1.5× hand", row: row("a."), limit: 1.5),
            // Issue 2 asked ≤ 3×; issue 10 (the new locks and atomics) tightened it to ≤ 2×.
            .ratio("(b) existing singleton: Inject ≤ 2× hand", row: row("b."), limit: 2),
            .ratio("(c) singleton, 2 threads: Inject ≤ 3× hand", row: row("c."), limit: 3),
            // Issue 22: the two rows that were only 5–8× ahead of the peers, where every other row is 10× or more.
            .ahead("(d) owner resolved + 1st read: ≥ 10× every peer", row: row("d. owner resolved"), factor: 10),
            .ahead("(e) register + resolve per type: ≥ 10× every peer", row: row("e."), factor: 10),
            .time(
                "(f) validate 10,000 registrations ≤ 50 ms", row: row("f. validate() 10,000 registrations"),
                milliseconds: 50),
            .time(
                "(f) … with 100 dead ends ≤ 200 ms", row: row("f. validate() 10,000 registrations, 100"),
                milliseconds: 200),
            .time(
                "(f) … 1,000 with arguments ≤ 50 ms", row: row("f. validate() 10,000 registrations, 1,000"),
                milliseconds: 50),
            argumentCost(row("g. transient resolve with an argument"), plain: row("g. the same")),
        ]
    }

    /// Issue 22: a resolve with an argument costs at most 1.5× Inject's plain transient resolve of the same class.
    static func argumentCost(_ withArgument: ResultRow, plain: ResultRow) -> Target {
        let goal = "(g) argument resolve ≤ 1.5× plain transient resolve"
        guard let cost = withArgument.inject, let base = plain.inject, base > 0 else {
            return Target(goal: goal, measured: "not measured", isMet: nil)
        }
        return Target(goal: goal, measured: ResultTable.ratio(cost / base), isMet: cost / base <= 1.5)
    }
}
