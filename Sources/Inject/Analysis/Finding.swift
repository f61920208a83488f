public import InjectDiagnostics

/// One problem the analyser (or a failed resolution) found, in the shape the compiler prints diagnostics.
///
/// ```swift
/// for finding in container.validate().findings where finding.severity == .error {
///     print(finding.ruleID, finding.location?.description ?? "-", finding.message)
/// }
/// ```
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is: errors make ``ValidationReport/hasErrors`` true and `validateOrExit()` exit. The severity
    /// the linter uses too (`warning < error`).
    ///
    /// ```swift
    /// if finding.severity == .error { failed = true }
    /// ```
    public typealias Severity = InjectDiagnostics.Severity

    /// A secondary location: the next hop of a cycle, the first of two registrations, how to fix.
    ///
    /// ```swift
    /// finding.notes.map(\.message)
    /// ```
    public struct Note: Hashable, Sendable {
        /// One sentence: `note.message == "first registered here"`.
        public var message: String
        /// Where it points, when there is a place to point at: `note.location?.line`.
        public var location: CodeLocation?

        /// Creates a note.
        ///
        /// ```swift
        /// Finding.Note(message: "first registered here", location: first.location)
        /// ```
        public init(message: String, location: CodeLocation?) {
            self.message = message
            self.location = location
        }
    }

    /// Error or warning: `finding.severity == .error`.
    public var severity: Severity
    /// The rule that found it, printed as `[ruleID]`: `cycle`, `unregistered`, `lifetime`,
    /// `duplicate-registration` (the same ids the linter uses).
    public var ruleID: String
    /// One self-contained sentence, what is wrong and how to fix it: `print(finding.message)`.
    public var message: String
    /// The user's declaration it is about: `finding.location?.fileID`.
    public var location: CodeLocation?
    /// Further locations, one per line: `finding.notes.map(\.message)`.
    public var notes: [Note]

    /// Creates a finding; checks build these.
    ///
    /// ```swift
    /// Finding(severity: .error, ruleID: "cycle", message: "dependency cycle: A → B → A", location: nil, notes: [])
    /// ```
    public init(severity: Severity, ruleID: String, message: String, location: CodeLocation?, notes: [Note] = []) {
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The compiler-style text: `path:line:col: error: message [rule]`, then one `path:line:col: note: …` line per
    /// note, so Xcode, SwiftPM and editors jump to each. In a debug build the path is the file's path (relative
    /// to the current directory when inside it), in a release build its `#fileID`.
    ///
    /// ```swift
    /// print(finding.rendered())
    /// // App/Wiring.swift:12:5: error: dependency cycle: Foo → Bar → Foo; … [cycle]
    /// // App/FooImpl.swift:3:6: note: 'Foo' injects 'Bar' here
    /// ```
    public func rendered() -> String {
        diagnostic.rendered()
    }

    /// The finding in the shared shape both tools print (`InjectDiagnostics.Diagnostic`), its locations clickable.
    var diagnostic: Diagnostic {
        Diagnostic(
            ruleID: ruleID, severity: severity, message: message, location: location?.clickableLocation,
            notes: notes.map { Diagnostic.Note(message: $0.message, location: $0.location?.clickableLocation) })
    }

    /// Same as ``rendered()``.
    ///
    /// ```swift
    /// print(finding)
    /// ```
    public var description: String { rendered() }
}
