/// Everything `validate()` found: every cycle, missing registration, lifetime mistake and duplicate, at once.
///
/// ```swift
/// let report = container.validate()
/// if report.hasErrors {
///     print(report.rendered())
/// }
/// #expect(report.findings.map(\.ruleID) == ["cycle"])
/// ```
public struct ValidationReport: Sendable, CustomStringConvertible {
    /// Findings in rule order (`cycle`, `unregistered`, `lifetime`, `duplicate-registration`), each rule's in
    /// graph order.
    public var findings: [Finding]

    /// Creates a report.
    ///
    /// ```swift
    /// let empty = ValidationReport(findings: [])
    /// ```
    public init(findings: [Finding]) {
        self.findings = findings
    }

    /// Whether any finding is an error (what makes `validateOrExit()` exit).
    ///
    /// ```swift
    /// guard !report.hasErrors else { return }
    /// ```
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// Only the errors.
    ///
    /// ```swift
    /// report.errors.count
    /// ```
    public var errors: [Finding] { findings.filter { $0.severity == .error } }

    /// Only the warnings.
    ///
    /// ```swift
    /// report.warnings.map(\.message)
    /// ```
    public var warnings: [Finding] { findings.filter { $0.severity == .warning } }

    /// The findings in compiler format, one diagnostic after another (empty when there are none).
    ///
    /// ```swift
    /// print(report.rendered())
    /// // App/FooImpl.swift:4:6: error: dependency cycle: Foo → Bar → Foo [cycle]
    /// // App/FooImpl.swift:4:6: note: 'FooImpl.bar' injects 'Bar' (@Injected bar)
    /// ```
    public func rendered() -> String {
        findings.map { $0.rendered() + "\n" }.joined()
    }

    /// Same as ``rendered()``.
    ///
    /// ```swift
    /// print(report)
    /// ```
    public var description: String { rendered() }

    /// `2 errors, 1 warning` — the closing line of `validateOrExit()`.
    ///
    /// ```swift
    /// print(report.summary)
    /// ```
    public var summary: String {
        let errorCount = errors.count
        let warningCount = warnings.count
        return
            "\(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s")"
    }
}

extension ValidationReport {
    /// What `validateOrExit()` does with the report: prints any findings to standard error, then exits with status
    /// 1 if one is an error.
    func printAndExitOnErrors() {
        guard !findings.isEmpty else { return }
        Platform.writeToStandardError(rendered() + "Inject: \(summary) in the dependency graph.\n")
        if hasErrors { Platform.exitProcess(1) }
    }
}
