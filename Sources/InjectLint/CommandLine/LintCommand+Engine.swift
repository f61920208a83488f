/// Where the front meets the engine: the rule list, and reading the files into ``SourceFile`` values for
/// ``Linter``.
extension LintCommand {
    /// Rule ids a configuration may name.
    static var knownRuleIDs: [String] {
        Linter.rules.map(\.id)
    }

    /// The rules as `--list-rules` prints them.
    static var ruleTable: [(id: String, setting: String, summary: String)] {
        Linter.rules.map { ($0.id, $0.defaultSetting.rawValue, $0.summary) }
    }

    /// What reporters may know about the run's tool and rules, and the UTF-16 columns of its diagnostics.
    static func reportContext(utf16Columns: [SourceLocation: Int] = [:]) -> ReportContext {
        ReportContext(
            rules: Linter.rules.map { ReportContext.Rule(id: $0.id, summary: $0.summary) }, utf16Columns: utf16Columns)
    }

    /// Reads and lints `files` (absolute, normalised); also returns the UTF-16 columns of the diagnostics' locations (see
    /// ``UTF16Columns``). Files are streamed through the scanner (read, scanned, dropped), so memory does not grow
    /// with their number. A file that cannot be read stops the run (exit 2) naming every such file: a lint that
    /// silently skipped one would pass code it never saw.
    static func lint(
        _ files: PathList,
        configuration: LintConfiguration,
        displayPath: @escaping (String) -> String
    ) throws(LintCommandError) -> (diagnostics: [Diagnostic], utf16Columns: [SourceLocation: Int]) {
        let linter = Linter(configuration: configuration)
        var declarations = DeclarationIndex()
        let (facts, failures) = linter.scan(readingFrom: files, indexingInto: &declarations)
        guard failures.isEmpty else {
            throw .unreadableFiles(
                failures.map { .init(path: displayPath(files[$0.file].text), reason: $0.failure.reason) })
        }
        let sources = SourceFiles(streaming: files, relativeTo: configuration.rootDirectory, displayPath: displayPath)
        let (diagnostics, context) = linter.judge(sources, facts: facts, declarations: declarations)
        return (diagnostics, UTF16Columns.of(diagnostics, in: context))
    }
}
