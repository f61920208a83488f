import Foundation

/// `InjectBenchmarks --repeat <contender> <count>`: one contender's operation `count` times, nothing else, for
/// counting instructions with `valgrind --tool=callgrind` (`Scripts/count-instructions.sh` runs it).
///
/// Why instruction counts beside wall time: this machine is shared, and its load moves wall-clock figures by
/// 10–50% between runs, while the number of instructions an operation executes does not move at all. The script
/// runs each contender for `count` and for `2 × count` operations and divides the difference by `count`, so
/// start-up, registration and the harness's own clock reads cancel out.
///
/// ```
/// InjectBenchmarks --repeat a-inject 100000
/// ```
enum RepeatedRun {
    /// The contenders' names: the scenario's letter, then whose code runs.
    static let names = [
        "a-hand", "a-inject", "b-hand", "b-inject", "d-hand", "d-inject", "e-hand", "e-inject", "g-plain", "g-argument",
    ]

    /// The timed batch of the contender called `name`, set up and ready to run; nil for an unknown name.
    static func contender(named name: String) -> Harness.TimedBatch? {
        switch name {
        case "a-hand":
            Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(TransientGraphScenario.makeServiceByHand()) }
            }
        case "a-inject":
            TransientGraphScenario.injectBatch()
        case "b-hand":
            // The same loops as `SingletonScenario`, so the count is what row (b) times.
            { [hand = SingletonStores.HandHolder()] () -> Harness.TimedBatch in
                Harness.timed { iterations in
                    for _ in 0..<iterations { blackHole(hand.resolve()) }
                }
            }()
        case "b-inject":
            { [inject = SingletonStores.injectContainer()] () -> Harness.TimedBatch in
                Harness.timed { iterations in
                    for _ in 0..<iterations { blackHole(inject.resolve((any Store).self)) }
                }
            }()
        case "d-hand":
            InjectedFirstAccessScenario.handBatch()
        case "d-inject":
            InjectedFirstAccessScenario.injectResolvedOwnerBatch()
        case "e-hand":
            ThousandServicesScenario.handBatch()
        case "e-inject":
            ThousandServicesScenario.injectBatch()
        case "g-plain":
            ArgumentScenario.injectPlainBatch()
        case "g-argument":
            ArgumentScenario.injectArgumentBatch()
        default:
            nil
        }
    }

    /// Runs the contender the arguments name, `count` times after one warm-up operation; false when the
    /// arguments are not a `--repeat` request.
    static func runIfRequested(_ arguments: [String]) -> Bool {
        guard arguments.first == "--repeat" else { return false }
        guard arguments.count == 3, let batch = contender(named: arguments[1]), let count = Int(arguments[2]),
            count >= 0
        else {
            let usage = "usage: InjectBenchmarks --repeat <contender> <count>; contenders: "
            FileHandle.standardError.write(Data((usage + names.joined(separator: ", ") + "\n").utf8))
            exit(64)
        }
        _ = batch(1)
        _ = batch(count)
        return true
    }
}
