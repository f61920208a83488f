import InjectDiagnostics
import Testing

/// The compiler-style text: one line per diagnostic and per note, whatever the paths and names hold.
@Suite struct DiagnosticRenderingTests {
    @Test func rendersLikeTheCompiler() {
        let diagnostic = Diagnostic(
            ruleID: "cycle", severity: .error, message: "dependency cycle: 'A' → 'A'",
            location: SourceLocation(path: "App/A.swift", line: 3, column: 5),
            notes: [
                .init(
                    message: "the factory of 'A' resolves 'A'",
                    location: SourceLocation(path: "App/A.swift", line: 4, column: 9)),
                .init(message: "a note without a place", location: nil),
            ])
        #expect(
            diagnostic.rendered() == """
                App/A.swift:3:5: error: dependency cycle: 'A' → 'A' [cycle]
                App/A.swift:4:9: note: the factory of 'A' resolves 'A'
                note: a note without a place
                """)
    }

    @Test func controlCharactersInPathsAndMessagesStayOnOneLine() {
        let diagnostic = Diagnostic(
            ruleID: "unregistered", severity: .warning, message: "'A\nB' is\u{1B}[31m red\\",
            location: SourceLocation(path: "odd\r\nname\t.swift", line: 1, column: 1))
        #expect(diagnostic.rendered() == #"odd\r\nname\t.swift:1:1: warning: 'A\nB' is\u{1B}[31m red\\ [unregistered]"#)
        #expect(!diagnostic.rendered().contains("\n"))
        #expect(DiagnosticText.escapingControlCharacters("plain \\ text") == "plain \\ text")
        #expect(DiagnosticText.escapingControlCharacters("\u{2028}") == "\\u{2028}")
    }

    @Test func summaryCountsEachKind() {
        #expect(DiagnosticText.summary(errors: 2, warnings: 1) == "2 errors, 1 warning")
        #expect(DiagnosticText.summary(errors: 1, warnings: 0) == "1 error, 0 warnings")
    }

    @Test func locationsSortByPathLineColumn() {
        let a = SourceLocation(path: "a", line: 2, column: 1)
        let b = SourceLocation(path: "a", line: 10, column: 1)
        #expect(a < b)
        #expect(Severity.warning < Severity.error)
    }
}
