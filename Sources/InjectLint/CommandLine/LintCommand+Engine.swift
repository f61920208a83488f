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

    /// What reporters may know about the run's tool and rules.
    static var reportContext: ReportContext {
        ReportContext(rules: Linter.rules.map { ReportContext.Rule(id: $0.id, summary: $0.summary) })
    }

    /// Reads and lints `files` (absolute paths). A file that cannot be read becomes an `invalid-source` diagnostic
    /// instead of stopping the run: one unreadable file must not hide the problems in the others.
    static func lint(
        _ files: [String],
        configuration: LintConfiguration,
        displayPath: (String) -> String
    ) -> [Diagnostic] {
        let setting = configuration.ruleSettings[Self.invalidSourceRuleID] ?? .error
        var sources: [SourceFile] = []
        sources.reserveCapacity(files.count)
        var unreadable: [Diagnostic] = []
        for (index, result) in read(files).enumerated() {
            let shown = displayPath(files[index])
            switch result {
            case .success(let bytes):
                let relative = Path.relative(files[index], to: configuration.rootDirectory)
                sources.append(SourceFile(path: shown, relativePath: relative, bytes: bytes))
            case .failure(let error):
                guard setting != .off else { continue }
                unreadable.append(
                    Diagnostic(
                        ruleID: Self.invalidSourceRuleID,
                        severity: setting == .warning ? .warning : .error,
                        message: "cannot read '\(shown)' (\(error.reason)); fix its permissions or exclude it in "
                            + ".inject-lint.json",
                        location: SourceLocation(path: shown, line: 1, column: 1)
                    )
                )
            }
        }
        let diagnostics = Linter(configuration: configuration).lint(sources)
        guard !unreadable.isEmpty else { return diagnostics }
        return (diagnostics + unreadable).sorted(by: Diagnostic.printOrder)
    }

    static let invalidSourceRuleID = "invalid-source"

    /// Reads every file, on all cores: most of the time is the kernel copying pages, which parallelises well, and
    /// the linter's budget for a 3,000-file corpus is tens of milliseconds. Results come back in input order.
    static func read(_ files: [String]) -> [Result<[UInt8], FileSystem.Failure>] {
        parallelMap(count: files.count) { index in
            Result { () throws(FileSystem.Failure) in try FileSystem.readBytes(atPath: files[index]) }
        }
    }
}
