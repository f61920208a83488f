import Foundation

/// A person applying for a role, and their way through the pipeline so far.
///
/// Ids are short, human-friendly and derived from stored data (`c1`, `c2`, …), never random.
///
/// ```swift
/// let ada = try candidates.add(NewCandidate(name: "Ada Lovelace", email: "ada@example.com", role: "Engineer"))
/// ada.id          // "c1"
/// ada.stage       // .applied
/// ada.mailbox     // Ada Lovelace <ada@example.com>
/// ```
public struct Candidate: Codable, Hashable, Sendable, Identifiable {
    /// The candidate's id (`c1`).
    public var id: String
    /// Full name as entered, trimmed.
    public var name: String
    /// Email address, trimmed.
    public var email: String
    /// The role applied for (`iOS Engineer`).
    public var role: String
    /// The current stage.
    public var stage: Stage
    /// When the candidate was added.
    public var addedAt: Date
    /// Every stage change, oldest first; the first records arriving as `applied`.
    public var history: [StageChange]

    /// A candidate as stored; without `history`, the history records arriving in `stage` at `addedAt`.
    public init(
        id: String, name: String, email: String, role: String, stage: Stage = .applied, addedAt: Date,
        history: [StageChange]? = nil
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.role = role
        self.stage = stage
        self.addedAt = addedAt
        self.history = history ?? [StageChange(from: nil, to: stage, at: addedAt)]
    }

    /// The candidate as a mail recipient.
    ///
    /// ```swift
    /// candidate.mailbox.formatted   // "Ada Lovelace <ada@example.com>"
    /// ```
    public var mailbox: Mailbox {
        Mailbox(name: name, address: email)
    }
}
