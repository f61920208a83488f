extension Container {
    /// Analyses the whole container at once: every cycle, missing registration, lifetime mistake and
    /// duplicate, in one report that tests can assert on.
    ///
    /// ```swift
    /// let report = container.validate()
    /// #expect(!report.hasErrors, "\(report)")
    /// ```
    ///
    /// It builds one throwaway instance of each registration (ignoring scopes, so no singleton of yours is
    /// created), reads its `@Injected` properties with `Mirror` (superclasses included) and records what its
    /// factory resolves. Time is linear in the size of the graph.
    public func validate() -> ValidationReport {
        let graph = dependencyGraph()
        let context = AnalysisContext(graph: graph, history: registrations.history)
        return ValidationReport(findings: AnalysisChecks.all.flatMap { $0.findings(in: context) })
    }

    /// Validates, prints any findings to standard error in compiler format, and exits with status 1 if there are
    /// errors. What an app calls at start-up, before serving anything.
    ///
    /// ```swift
    /// let container = Container()
    /// Features.register(in: container)
    /// container.validateOrExit()
    /// ```
    public func validateOrExit() {
        let report = validate()
        guard !report.findings.isEmpty else { return }
        Platform.writeToStandardError(report.rendered() + "Inject: \(report.summary) in the dependency graph.\n")
        if report.hasErrors { Platform.exitProcess(1) }
    }

    /// The dependency graph as the analyser sees it, for `app graph` and for tests.
    ///
    /// ```swift
    /// print(container.dependencyGraph().rendered(as: .dot))
    /// ```
    public func dependencyGraph() -> DependencyGraph {
        DependencyGraph(ValidationProbe(container: self).run())
    }
}
