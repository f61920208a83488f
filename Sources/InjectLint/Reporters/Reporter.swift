/// Turns the linter's diagnostics into one output format.
///
/// Contract: `report(_:)` is a pure function of the diagnostics (and the context given at `init`) — same input,
/// same bytes — so a format can be pinned by golden files. It prints every diagnostic and every note, in the
/// order given (the linter sorts them by path, line and column), and returns `""`-or-a-complete-document for an
/// empty list as the format requires. A new reporter is one file plus one entry in ``Reporters/all``; the golden
/// test in `InjectLintCLITests` then fails until its golden file is recorded and reviewed.
///
/// ```swift
/// let reporter = Reporters.named("json")!.init(context: ReportContext(rules: []))
/// print(reporter.report(diagnostics), terminator: "")
/// ```
public protocol Reporter: Sendable {
    /// The name given to `--reporter` (for example `sarif`).
    static var name: String { get }
    /// One line for `--help`.
    static var summary: String { get }

    /// Creates the reporter for one run.
    init(context: ReportContext)

    /// The complete output for `diagnostics`, ending with a newline unless it is empty.
    func report(_ diagnostics: [Diagnostic]) -> String
}

/// What a reporter may know besides the diagnostics: the tool and its rules (SARIF lists them).
///
/// ```swift
/// let context = ReportContext(rules: [.init(id: "cycle", summary: "Dependency cycles between registrations")])
/// ```
public struct ReportContext: Hashable, Sendable {
    /// A rule as reporters describe it.
    public struct Rule: Hashable, Sendable {
        /// The rule's id, as printed in `[id]`.
        public var id: String
        /// One sentence saying what the rule finds.
        public var summary: String

        /// Creates a rule description.
        public init(id: String, summary: String) {
            self.id = id
            self.summary = summary
        }
    }

    /// The tool's name, as SARIF's `tool.driver.name` reports it.
    public var toolName: String
    /// The tool's version.
    public var toolVersion: String
    /// Every rule the linter knows, in display order.
    public var rules: [Rule]
    /// Columns in UTF-16 code units where they differ from the diagnostics' UTF-8 columns (SARIF counts UTF-16;
    /// the command fills this from the files it read).
    public var utf16Columns: [SourceLocation: Int]

    /// Creates a context; the tool name and version default to this build of inject-lint.
    public init(
        toolName: String = "inject-lint", toolVersion: String = InjectLintVersion.current, rules: [Rule],
        utf16Columns: [SourceLocation: Int] = [:]
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.rules = rules
        self.utf16Columns = utf16Columns
    }
}
