/// One problem, in the shape both tools print: a rule id, a severity, one self-contained sentence, where, and
/// notes that point at the rest (the next hop of a cycle, the first of two registrations, a "did you mean").
///
/// The linter (`inject-lint`) and the start-up analyser (`validate()`) both build these, with the wording from
/// ``DiagnosticMessages``, so the same problem reads the same in both:
///
/// ```swift
/// let diagnostic = Diagnostic(
///     ruleID: "unregistered", severity: .error,
///     message: DiagnosticMessages.unregistered(
///         ServiceName("Mailer"), site: .property(owner: "EventsService", member: "mailer"), registeredNames: []),
///     location: SourceLocation(path: "App/EventsService.swift", line: 12, column: 5))
/// print(diagnostic.rendered())
/// // App/EventsService.swift:12:5: error: 'Mailer' is injected into 'EventsService.mailer' but never registered; …
/// ```
public struct Diagnostic: Hashable, Sendable, Codable {
    /// A secondary line that explains the diagnostic, with or without a place to point at.
    ///
    /// ```swift
    /// Diagnostic.Note(message: DiagnosticMessages.didYouMean(ServiceName("Mailing")), location: registration)
    /// ```
    public struct Note: Hashable, Sendable, Codable {
        /// One sentence, printed after `note: `.
        public var message: String
        /// Where it points; `nil` prints the note without a place.
        public var location: SourceLocation?

        /// Creates a note.
        public init(message: String, location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    /// The id of the rule that found the problem, printed as `[ruleID]` (for example `unregistered`).
    public var ruleID: String
    /// Error or warning.
    public var severity: Severity
    /// One self-contained sentence naming the offending thing, why, and how to fix it.
    public var message: String
    /// The user's code the diagnostic is about; `nil` when there is no place to point at.
    public var location: SourceLocation?
    /// Further lines, one per note, in order.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation?, notes: [Note] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }
}
