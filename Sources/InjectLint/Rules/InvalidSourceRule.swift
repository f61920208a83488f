import InjectDiagnostics

/// `invalid-source`: a file the tokenizer cannot trust (invalid UTF-8, an unclosed comment or string).
///
/// The file is still scanned as far as possible, and the run goes on; this rule makes sure the problem is
/// not silent, since injections after it may be missed.
enum InvalidSourceRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.invalidSource,
        summary: "A file that is not valid UTF-8, or has a comment or string literal that is never closed.",
        defaultSetting: .error,
        passing: [
            ###"""
            let nested = /* outer /* inner */ still a comment */ "text \("inner \("deeper")") text"
            let raw = ##"a "# quote \#(not) interpolated"##
            let lines = """
                a "quoted" line \(value)
                """
            let regex = #/[a-z]+"/#
            """###
        ],
        failing: [
            """
            let greeting = ↓"hello
            """,
            """
            let x = 1 ↓/* this comment never ends
            """,
        ]
    )

    /// One diagnostic per file, at its first problem, with the count of the others: a megabyte of broken
    /// interpolations must not print tens of megabytes of diagnostics, and the first problem is the one to fix.
    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in context.facts.indices {
            guard let problems = context.facts.details(of: file)?.problems, let first = problems.first else { continue }
            let location = context.location(file: file, byteOffset: first.byteOffset)
            var message = first.message(line: location.line, column: location.column)
            let others = problems.count - 1
            if others > 0 {
                message += " (\(others) more \(others == 1 ? "problem" : "problems") in this file)"
            }
            diagnostics.append(
                Diagnostic(ruleID: description.id, severity: severity, message: message, location: location))
        }
        return diagnostics
    }
}
