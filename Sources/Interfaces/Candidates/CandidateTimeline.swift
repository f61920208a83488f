/// A candidate's story so far: stage changes, emails sent and interviews, merged in time order.
///
/// Emails and interviews come from other features, reached through optional injections: when the email or
/// events feature is disabled, the timeline simply has no entries of that kind.
///
/// ```swift
/// let entries = try container.resolve(CandidateTimeline.self).timeline(forCandidate: "c1")
/// ```
public protocol CandidateTimeline: Sendable {
    /// Every entry for the candidate, oldest first; entries at the same instant keep the order
    /// stage, email, event.
    func timeline(forCandidate id: String) throws -> [TimelineEntry]
}
