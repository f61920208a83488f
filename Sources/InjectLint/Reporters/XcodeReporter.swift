/// The default format: one compiler-style line per diagnostic and per note, which Xcode, SwiftPM and editors
/// turn into clickable issues.
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

    /// The whole output for `diagnostics`: `print(reporter.report(diagnostics), terminator: "")`.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output.append(
                "\(diagnostic.location.compilerStyle): \(diagnostic.severity.rawValue): "
                    + "\(Self.singleLine(diagnostic.message)) [\(diagnostic.ruleID)]\n"
            )
            for note in diagnostic.notes {
                output.append("\(note.location.compilerStyle): note: \(Self.singleLine(note.message))\n")
            }
        }
        return output
    }

    /// Tools read one diagnostic per line, so a line break inside a message (there should be none) becomes a space
    /// rather than a second line that would look like garbage to Xcode.
    private static func singleLine(_ message: String) -> String {
        guard message.contains(where: \.isNewline) else { return message }
        return String(message.map { $0.isNewline ? " " : $0 })
    }
}
