/// GitHub Actions workflow commands, which show each diagnostic as an annotation on the pull request's diff.
///
/// Notes travel in the annotation's message, one per line, since an annotation has one location. Values are
/// escaped as the Actions runner expects: `%`, CR and LF everywhere, plus `:` and `,` inside properties.
///
/// ```
/// ::error file=Sources/Events/EventsService.swift,line=12,col=5,title=inject-lint [unregistered]::'Mailer' is injected …
/// ```
public struct GitHubReporter: Reporter {
    /// `--reporter github`.
    public static let name = "github"
    /// The line `--help` shows for this format.
    public static let summary = "GitHub Actions annotations (::error file=…,line=…,col=…::message)"

    /// Creates the reporter; `Reporters.named("github")!.init(context:)` does the same by name.
    public init(context: ReportContext) {}

    /// The whole output for `diagnostics`: `print(reporter.report(diagnostics), terminator: "")`.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            let command = diagnostic.severity == .error ? "error" : "warning"
            var properties: [String] = []
            if let location = diagnostic.location {
                properties = [
                    "file=" + Self.escapeProperty(location.path), "line=\(location.line)", "col=\(location.column)",
                ]
            }
            properties.append("title=" + Self.escapeProperty("inject-lint [\(diagnostic.ruleID)]"))
            var message = diagnostic.message
            for note in diagnostic.notes {
                message.append("\nnote: " + (note.location.map { $0.compilerStyle + ": " } ?? "") + note.message)
            }
            output.append("::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n")
        }
        return output
    }

    /// Escaping for the message part, as `@actions/core` does it (`%` becomes `%25` so the other escapes survive).
    static func escapeData(_ text: String) -> String {
        escape(text, separators: false)
    }

    /// Escaping for a `key=value` property: the message escapes plus the separators `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, separators: true)
    }

    private static func escape(_ text: String, separators: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output.append("%25")
            case "\r": output.append("%0D")
            case "\n": output.append("%0A")
            case ":" where separators: output.append("%3A")
            case "," where separators: output.append("%2C")
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
