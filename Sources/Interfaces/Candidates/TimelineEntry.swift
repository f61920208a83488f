import Foundation

/// One line of a candidate's timeline: a stage change, an email sent, or an interview.
///
/// ```swift
/// for entry in try timeline.timeline(forCandidate: "c1") {
///     print(display.text(entry.date), entry.kind.rawValue, entry.summary)
/// }
/// ```
public struct TimelineEntry: Codable, Hashable, Sendable {
    /// What kind of thing happened.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// The candidate arrived or moved to another stage.
        case stage
        /// An email was sent to the candidate.
        case email
        /// An interview was scheduled for this time, or cancelled.
        case event
        /// An entry a plugin feature added (``TimelineSource``): its reference names the feature.
        case plugin
    }

    /// When it happened (for an interview: when it starts; for a cancellation: when it was cancelled).
    public var date: Date
    /// What kind of thing happened.
    public var kind: Kind
    /// One human-readable line (`moved from applied to screening`).
    public var summary: String
    /// The id of the email draft or event behind the entry, if any (`d1`, `e2`).
    public var reference: String?

    /// An entry; ``CandidateTimeline`` implementations build these.
    public init(date: Date, kind: Kind, summary: String, reference: String? = nil) {
        self.date = date
        self.kind = kind
        self.summary = summary
        self.reference = reference
    }
}
