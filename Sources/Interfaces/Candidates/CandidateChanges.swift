/// What `inject-workflow candidates edit` changes: each field given replaces the stored one, `nil` keeps it.
///
/// ```swift
/// try candidates.edit(id: "c1", CandidateChanges(email: "ada@lovelace.dev"))
/// ```
public struct CandidateChanges: Codable, Hashable, Sendable {
    /// The new full name, or `nil` to keep it.
    public var name: String?
    /// The new email address (still unique among candidates), or `nil` to keep it.
    public var email: String?
    /// The new role, or `nil` to keep it.
    public var role: String?

    /// Changes to apply; at least one field should be set.
    public init(name: String? = nil, email: String? = nil, role: String? = nil) {
        self.name = name
        self.email = email
        self.role = role
    }

    /// Whether nothing would change.
    public var isEmpty: Bool { name == nil && email == nil && role == nil }
}
