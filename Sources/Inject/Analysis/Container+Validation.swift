extension Container {
    /// Analyses the whole container at once: every cycle, missing registration, lifetime mistake and
    /// duplicate, in one report that tests can assert on.
    ///
    /// ```swift
    /// let report = container.validate()
    /// #expect(!report.hasErrors, "\(report)")
    /// ```
    ///
    /// It runs each registration's factory once, records what the factory resolves and every `Injected` it
    /// creates, and reads the instance's `Injected` properties with `Mirror` (superclasses included). Time is
    /// linear in the size of the graph.
    ///
    /// Side effects, and where it runs:
    /// - A transient (or `.weak`, `.graph`) factory runs once per call. A singleton's factory runs at most once
    ///   per container: the instance built here *becomes* the singleton, and a singleton built earlier is reused
    ///   (call `validate()` before the first `resolve`, or what that singleton's factory resolves is unknown,
    ///   which the report says in an `incomplete-analysis` warning).
    /// - Factories run on worker threads that run as the main actor while the caller holds it, so
    ///   `MainActor.assumeIsolated { … }` and main-actor factories work, whether it is called on the main actor
    ///   (an `App.init`, `main.swift`, a `@MainActor` test) or from any other thread of a process whose main
    ///   actor is serviced (a test on the cooperative pool; `validate()` then holds the main actor meanwhile).
    ///   Code that checks the thread itself (`Thread.isMainThread`) sees a background thread.
    /// - A factory that reaches a dead end (a missing or cyclic dependency) cannot return: its worker thread is
    ///   parked for the rest of the process, and the report notes where that registration's analysis stopped.
    ///   A parked factory keeps what it held at that point: locks it took (an app's own included), the objects it
    ///   had built and the values its closure captured, and its thread (32 MB of stack address space reserved,
    ///   little of it used); never the main actor. A later `validate()` (or ``dependencyGraph(isolation:)``) does
    ///   not run a parked factory again, which could wait forever for what its parked call holds: it reports what
    ///   the first analysis found there (re-register the service to have it analysed afresh).
    ///   A correct graph parks nothing and keeps nothing but its singletons.
    /// - Async factories are not run (this call is synchronous): the report says which were not analysed (an
    ///   `incomplete-analysis` warning; ``validateAsync(isolation:)`` analyses them), and a synchronous factory
    ///   that resolves an async service is reported (`requires-await`).
    /// - A factory that traps kills the process, as it would at run time; standard error then names the
    ///   registration that was being built.
    ///
    /// `isolation` is filled in by the compiler with the caller's actor (leave it out): it tells `validate()`
    /// whether the caller already holds the main actor.
    public func validate(isolation: (any Actor)? = #isolation) -> ValidationReport {
        report(of: ValidationProbe(container: self).run(isolation: isolation))
    }

    /// The checks' findings over what a probe saw.
    func report(of probe: ProbeResult) -> ValidationReport {
        let context = AnalysisContext(probe: probe, history: registrations.history)
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
    public func validateOrExit(isolation: (any Actor)? = #isolation) {
        validate(isolation: isolation).printAndExitOnErrors()
    }

    /// The dependency graph as the analyser sees it, for `inject-workflow graph` and for tests.
    ///
    /// ```swift
    /// print(container.dependencyGraph().rendered(as: .dot))
    /// ```
    public func dependencyGraph(isolation: (any Actor)? = #isolation) -> DependencyGraph {
        DependencyGraph(ValidationProbe(container: self).run(isolation: isolation))
    }

    /// Whether an analysis of this container is running (then resolution must report to it).
    var isUnderAnalysis: Bool {
        activeProbes.loadRelaxed() > 0
    }
}
