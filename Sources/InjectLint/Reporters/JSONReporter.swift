/// A JSON array with one object per diagnostic, for scripts and dashboards.
///
/// Keys come in reading order; `column` counts UTF-8 bytes, like the text format. An empty run prints `[]`.
///
/// ```json
/// [
///   {
///     "rule" : "unregistered",
///     "severity" : "error",
///     "message" : "'Mailer' is injected into 'EventsServiceImpl.mailer' but never registered",
///     "path" : "/pkg/Sources/Features/Events/EventsService.swift",
///     "line" : 12,
///     "column" : 5,
///     "notes" : []
///   }
/// ]
/// ```
public struct JSONReporter: Reporter {
    /// `--reporter json`.
    public static let name = "json"
    /// The line `--help` shows for this format.
    public static let summary = "a JSON array of diagnostics with their notes"

    /// Creates the reporter; `Reporters.named("json")!.init(context:)` does the same by name.
    public init(context: ReportContext) {}

    /// The whole output for `diagnostics`: `print(reporter.report(diagnostics), terminator: "")`.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        JSONValue.array(diagnostics.map(Self.object(for:))).rendered()
    }

    private static func object(for diagnostic: Diagnostic) -> JSONValue {
        .object(
            [
                ("rule", .string(diagnostic.ruleID)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("message", .string(diagnostic.message)),
            ] + position(diagnostic.location) + [
                (
                    "notes",
                    .array(
                        diagnostic.notes.map { note in
                            .object([("message", .string(note.message))] + position(note.location))
                        }
                    )
                )
            ]
        )
    }

    /// No keys for a diagnostic without a place (the linter always has one).
    private static func position(_ location: SourceLocation?) -> [(String, JSONValue)] {
        guard let location else { return [] }
        return [
            ("path", .string(location.path)), ("line", .number(location.line)), ("column", .number(location.column)),
        ]
    }
}
