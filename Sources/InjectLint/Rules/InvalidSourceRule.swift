/// `invalid-source`: a file the tokenizer cannot trust (invalid UTF-8, an unclosed comment or string).
///
/// The file is still scanned as far as possible, and the run goes on; this rule makes sure the problem is
/// not silent, since injections after it may be missed.
enum InvalidSourceRule: Rule {
    static let description = RuleDescription(
        id: "invalid-source",
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

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (file, facts) in context.facts.enumerated() {
            for problem in facts.problems {
                let location = context.location(file: file, byteOffset: problem.byteOffset)
                diagnostics.append(
                    Diagnostic(
                        ruleID: description.id, severity: severity,
                        message: problem.message(line: location.line, column: location.column),
                        location: location))
            }
        }
        return diagnostics
    }
}
