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

    /// Reads and lints the files of `stream`; also returns the UTF-16 columns of the diagnostics' locations (see
    /// ``UTF16Columns``) and the number of files linted. Files are streamed through the scanner (read, scanned,
    /// dropped) and only those a rule can read are kept, so memory does not grow with their number. A file that cannot
    /// be read stops the run (exit 2) naming every such file: a lint that silently skipped one would pass code it
    /// never saw.
    static func lint(
        _ stream: inout FileStream,
        configuration: LintConfiguration,
        displayPath: @escaping (String) -> String
    ) throws(LintCommandError) -> (
        diagnostics: [Diagnostic], utf16Columns: [SourceLocation: Int], fileCount: Int, context: RuleContext
    ) {
        let linter = Linter(configuration: configuration)
        var declarations = DeclarationIndex()
        let scanned: ScannedFiles
        do {
            scanned = try linter.scan(&stream, indexingInto: &declarations)
        } catch {
            throw .discovery(error)
        }
        guard scanned.failures.isEmpty else {
            throw .unreadableFiles(
                scanned.failures.map { .init(path: displayPath($0.path.text), reason: $0.failure.reason) })
        }
        let sources = SourceFiles(
            streaming: scanned.paths, relativeTo: configuration.rootDirectory, displayPath: displayPath)
        let (diagnostics, context) = linter.judge(sources, facts: scanned.facts, declarations: declarations)
        return (diagnostics, UTF16Columns.of(diagnostics, in: context), scanned.fileCount, context)
    }
}
