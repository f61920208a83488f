import Inject

/// (f) Validating the 10,000-registration graph of ``ValidationScenario`` when 100 of its leaves cannot be built:
/// their factories resolve a service nobody registers, so the analyser meets 100 dead ends, reports each, and
/// goes on (each dead end parks one worker thread and starts the next; see `ValidationProbe`).
///
/// Every timed `validate()` gets a fresh container (built before the clock starts), because a container's
/// parked workers stay parked: re-validating one container would time a different thing. So this row times
/// single calls, 9 of them, and prints the median; the 900 parked threads stay until the program ends.
enum DeadEndValidationScenario {
    static let registrations = 10_000
    static let deadEnds = 100

    static func run() -> ResultRow {
        let clock = ContinuousClock()
        var nanoseconds: [Double] = []
        for _ in 0..<9 {
            let container = makeContainer()
            let started = clock.now
            let report = container.validate()
            nanoseconds.append((clock.now - started).nanoseconds)
            let missing = report.findings.filter { $0.ruleID == "unregistered" }.count
            if missing != deadEnds {
                print("warning: expected \(deadEnds) unregistered findings, the analyser reported \(missing)")
            }
        }
        return ResultRow(
            scenario: "f. validate() 10,000 registrations, 100 dead ends", inject: nanoseconds.median,
            unit: .milliseconds)
    }

    /// The tree of ``ValidationScenario/makeContainer(registrations:deadEndLeaves:)`` with 100 leaves, evenly
    /// spread over the second half (where the leaves are), that cannot be built.
    static func makeContainer() -> Container {
        let firstLeaf = registrations / 2
        let spacing = (registrations - firstLeaf) / deadEnds
        let leaves = Set(stride(from: firstLeaf, to: registrations, by: spacing).prefix(deadEnds))
        return ValidationScenario.makeContainer(registrations: registrations, deadEndLeaves: leaves)
    }
}

/// A service nothing registers.
protocol NeverRegistered: Sendable {}

/// A leaf whose factory needs ``NeverRegistered``.
final class DeadEndNode: ValidationNode {
    let missing: any NeverRegistered

    init(missing: any NeverRegistered) {
        self.missing = missing
    }
}
