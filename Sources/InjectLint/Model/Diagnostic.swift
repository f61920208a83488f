/// One problem found by a rule, in the shape every reporter prints.
///
/// The text reporter prints it the way the compiler does, so Xcode, SwiftPM and editors jump to it:
///
/// ```
/// /pkg/Sources/Features/Events/EventsService.swift:12:5: error: 'Mailer' is injected into 'EventsServiceImpl.mailer' but never registered [unregistered]
/// /pkg/Sources/app/Composition.swift:40:9: note: did you mean 'Mailing'?
/// ```
public struct Diagnostic: Hashable, Sendable, Codable {
    /// A secondary location that explains the diagnostic: the next hop of a cycle, the first of two
    /// duplicate registrations, the closest registration for a "did you mean".
    public struct Note: Hashable, Sendable, Codable {
        public var message: String
        public var location: SourceLocation

        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// The id of the rule that found the problem, printed as `[ruleID]` (for example `unregistered`).
    public var ruleID: String
    public var severity: Severity
    /// One self-contained sentence naming the offending type and property (Xcode folds identical messages).
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]

    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation, notes: [Note] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }
}
