/// A performance target from the issue, checked against the measured figures.
///
/// ```swift
/// Target(goal: "(a) Inject ≤ 1.5× hand", measured: "1.31×", isMet: true)   // prints "met"
/// ```
struct Target: Sendable {
    /// What the issue asks for, in words.
    var goal: String
    /// The measured figure compared with the goal.
    var measured: String
    /// Whether the goal is met; `nil` when a figure is missing (the scenario could not run).
    var isMet: Bool?

    /// A target that Inject's figure is at most `limit` times hand's figure in `row`.
    static func ratio(_ goal: String, row: ResultRow, limit: Double) -> Target {
        guard let inject = row.inject, let hand = row.hand, hand > 0 else {
            return Target(goal: goal, measured: "not measured", isMet: nil)
        }
        let ratio = inject / hand
        return Target(goal: goal, measured: ResultTable.ratio(ratio), isMet: ratio <= limit)
    }

    /// A target that Inject's figure in `row` takes at most `milliseconds`.
    static func time(_ goal: String, row: ResultRow, milliseconds: Double) -> Target {
        guard let inject = row.inject else { return Target(goal: goal, measured: "not measured", isMet: nil) }
        let measured = inject / 1e6
        return Target(
            goal: goal,
            measured: "\(ResultTable.significant(measured)) ms",
            isMet: measured <= milliseconds
        )
    }

    /// Inject at least `factor` times faster than the fastest peer measured in the row (issue 22's "10× ahead of
    /// every peer"); the figure shown is how many times faster it is.
    static func ahead(_ goal: String, row: ResultRow, factor: Double) -> Target {
        let peers = [row.swinject, row.dependencies].compactMap { $0 }
        guard let inject = row.inject, inject > 0, let fastestPeer = peers.min() else {
            return Target(goal: goal, measured: "not measured", isMet: nil)
        }
        let lead = fastestPeer / inject
        return Target(goal: goal, measured: ResultTable.ratio(lead), isMet: lead >= factor)
    }

    /// "met", "MISSED" or "unknown", for the summary.
    var verdict: String {
        switch isMet {
        case true?: "met"
        case false?: "MISSED"
        case nil: "unknown"
        }
    }
}
