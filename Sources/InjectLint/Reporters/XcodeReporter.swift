/// The default format: one compiler-style line per diagnostic and per note, which Xcode, SwiftPM and editors
/// turn into clickable issues. The text is `Diagnostic.rendered()`, the same the start-up analyser prints.
///
/// ```
/// /pkg/Sources/Features/Events/EventsService.swift:12:5: error: 'Mailer' is injected into 'EventsServiceImpl.mailer' but never registered [unregistered]
/// /pkg/Sources/app/Composition.swift:40:9: note: did you mean 'Mailing'?
/// ```
public struct XcodeReporter: Reporter {
    /// `--reporter text`.
    public static let name = "text"
    /// The line `--help` shows for this format.
    public static let summary = "compiler-style lines, path:line:column: error: message [rule] (default)"

    /// Creates the reporter; `Reporters.named("text")!.init(context:)` does the same by name.
    public init(context: ReportContext) {}

    /// The whole output for `diagnostics`: `print(reporter.report(diagnostics), terminator: "")`. Control
    /// characters in paths and messages are escaped (`\n`, `\u{1B}`), so one diagnostic is always one line.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.rendered() + "\n" }.joined()
    }
}
