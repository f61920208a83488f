/// What a feature adds to a candidate's timeline (`inject-workflow candidates timeline c1`): a plugin's entries
/// beside the stage changes, emails and interviews.
///
/// A feature registers its source under its own name; the host gathers the enabled features' sources into
/// ``TimelineSources``, which the timeline reads.
///
/// ```swift
/// container.register(TimelineSource.self, name: "scorecards") { ScorecardTimeline() }
/// ```
public protocol TimelineSource: Sendable {
    /// The entries for candidate `id`, in any order (the timeline sorts them); kind ``TimelineEntry/Kind/plugin``.
    func timeline(forCandidate id: String) throws -> [TimelineEntry]
}

/// Every enabled feature's ``TimelineSource``, in the order the features are listed (registered by the host).
///
/// ```swift
/// let entries = try sources.all.flatMap { try $0.timeline(forCandidate: "c1") }
/// ```
public struct TimelineSources: Sendable {
    /// The sources.
    public var all: [any TimelineSource]

    /// The sources of the enabled features: `TimelineSources([scorecards])`.
    public init(_ all: [any TimelineSource]) {
        self.all = all
    }
}
