import Foundation

/// One step a candidate took through the pipeline, kept in the candidate's history.
///
/// The first change of every candidate has `from == nil`: it records entering the pipeline as `applied`.
///
/// ```swift
/// let change = StageChange(from: .applied, to: .screening, at: clock.now())
/// ```
public struct StageChange: Codable, Hashable, Sendable {
    /// The stage before the move, or `nil` for the candidate's arrival.
    public var from: Stage?
    /// The stage after the move.
    public var to: Stage
    /// When the move happened (from the injected `WallClock`).
    public var at: Date

    /// A change from `from` (or `nil` on arrival) to `to`, made at `at`.
    public init(from: Stage?, to: Stage, at: Date) {
        self.from = from
        self.to = to
        self.at = at
    }
}
