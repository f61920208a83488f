/// What it takes to add a candidate: the fields a recruiter types in.
///
/// The service trims the fields, checks that the name and role are not empty and that the email has the
/// shape `local@domain.tld` (``Mailbox/isValidAddress(_:)``), and refuses an email already in use.
///
/// ```swift
/// try candidates.add(NewCandidate(name: "Grace Hopper", email: "grace@navy.mil", role: "Compiler Engineer"))
/// ```
public struct NewCandidate: Codable, Hashable, Sendable {
    /// Full name; must not be empty after trimming.
    public var name: String
    /// Email address in the shape `name@example.com`.
    public var email: String
    /// The role applied for; must not be empty after trimming.
    public var role: String

    /// The fields as typed; the service trims and validates them.
    public init(name: String, email: String, role: String) {
        self.name = name
        self.email = email
        self.role = role
    }
}
