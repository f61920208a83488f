/// A reusable email with `{{placeholder}}` slots in its subject and body.
///
/// Placeholders name a value by a dotted path: `{{candidate.name}}`, `{{candidate.role}}`,
/// `{{event.start}}`, `{{event.location}}` (see ``Placeholder`` for the full vocabulary). Rendering fails,
/// naming the placeholder and the template, when a placeholder is unknown or has no value.
///
/// ```swift
/// let template = EmailTemplate(
///     name: "welcome",
///     summary: "Thanks for applying",
///     subject: "Your application for {{candidate.role}}",
///     body: "Hello {{candidate.name}},\n\nThank you for applying."
/// )
/// ```
public struct EmailTemplate: Codable, Hashable, Sendable, Identifiable {
    /// The name used on the command line (`interview-invitation`).
    public var name: String
    /// One line saying when to use it.
    public var summary: String
    /// The subject line, with placeholders.
    public var subject: String
    /// The plain-text body, with placeholders; lines are separated by `\n`.
    public var body: String

    /// The name: templates are identified by it.
    public var id: String { name }

    /// A template; placeholders are checked when it is rendered.
    public init(name: String, summary: String, subject: String, body: String) {
        self.name = name
        self.summary = summary
        self.subject = subject
        self.body = body
    }
}
