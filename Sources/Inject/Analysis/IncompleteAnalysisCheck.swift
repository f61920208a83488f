internal import InjectDiagnostics

/// `incomplete-analysis`: what the analyser could not see, said out loud, so a report is never clean over an
/// unfinished analysis.
///
/// - An error for a registration whose factory stopped at a dead end that no other finding reports (a factory
///   that reads an optional `@Injected` property of a service being built, eagerly, in its initialiser: the
///   optional edge is not a `cycle`, but at run time the read stops the program).
/// - A warning for a singleton built before `validate()` ran: its factory is never run again, so what it
///   resolves is unknown (call `validate()` before the first `resolve`).
/// - An error for an async factory that threw an error of its own under `validateAsync()`: what it resolves
///   after that is unknown.
/// - One warning naming the async registrations `validate()` could not run (`validateAsync()` runs them).
struct IncompleteAnalysisCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.incompleteAnalysis }

    func findings(in context: AnalysisContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        for stop in context.roots(where: { if case .cycle = $0 { true } else { false } }) {
            guard case .cycle(let key) = stop.reason, let from = context.nodeIndex[stop.registration],
                let to = context.nodeIndex[key]
            else { continue }
            if context.cycles.isOnCycle(from: from, to: to) { continue }
            let (owner, wanted) = (graph.nodes[from].serviceName.quoted, graph.nodes[to].serviceName.quoted)
            findings.append(
                Finding(
                    severity: .error, ruleID: ruleID,
                    message:
                        "the factory of \(owner) asks for \(wanted) while \(wanted) is being built (through an optional injection read during construction), which stops the program at run time; read it later, not while building",
                    location: graph.nodes[from].location, notes: context.stopNotes(root: stop.registration)))
        }
        for key in context.prebuilt {
            guard let node = context.nodeIndex[key] else { continue }
            let label = graph.nodes[node].serviceName.quoted
            findings.append(
                Finding(
                    severity: .warning, ruleID: ruleID,
                    message:
                        "singleton \(label) was built before validate() ran, and its factory never runs twice, so what it resolves is not analysed; call validate() before the first resolve",
                    location: graph.nodes[node].location))
        }
        findings += thrownAsyncFactories(in: context)
        if let warning = unanalysedAsync(in: context) { findings.append(warning) }
        if let warning = unanalysedArguments(in: context) { findings.append(warning) }
        return findings
    }

    private func thrownAsyncFactories(in context: AnalysisContext) -> [Finding] {
        context.roots { if case .threw = $0 { true } else { false } }.compactMap { stop in
            guard case .threw(let error) = stop.reason, let node = context.nodeIndex[stop.registration] else {
                return nil
            }
            let owner = context.graph.nodes[node]
            return Finding(
                severity: .error, ruleID: ruleID,
                message:
                    "the async factory of \(owner.serviceName.quoted) threw while it was analysed (\(error)), so what it resolves after that is not analysed; make it succeed when validating (for example, register a stand-in for what failed)",
                location: owner.location, notes: context.stopNotes(root: stop.registration))
        }
    }

    /// One warning for all the async registrations whose factories did not run, at the first one.
    private func unanalysedAsync(in context: AnalysisContext) -> Finding? {
        let nodes = context.unanalysedAsync.compactMap { context.nodeIndex[$0] }
        guard let first = nodes.first else { return nil }
        let shown = nodes.prefix(3).map { context.graph.nodes[$0].serviceName.quoted }.joined(separator: ", ")
        let more = nodes.count > 3 ? " and \(nodes.count - 3) more" : ""
        let reason =
            AsyncAnalysisRun.isAvailable
            ? "validate() cannot run async factories; call `await container.validateAsync()` to analyse them too"
            : "async factories are analysed on iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2 and later"
        return Finding(
            severity: .warning, ruleID: ruleID,
            message:
                "\(nodes.count) async registration\(nodes.count == 1 ? "" : "s") (\(shown)\(more)) \(nodes.count == 1 ? "was" : "were") not analysed (what \(nodes.count == 1 ? "its factory resolves" : "their factories resolve"), the `@Injected` properties of what \(nodes.count == 1 ? "it builds" : "they build")): \(reason)",
            location: context.graph.nodes[first].location)
    }

    /// One warning for the registrations whose factories take an argument and were not run: the analyser cannot
    /// invent one. inject-lint checks their bodies statically.
    private func unanalysedArguments(in context: AnalysisContext) -> Finding? {
        let nodes = context.unanalysedArguments.compactMap { context.nodeIndex[$0] }
        guard let first = nodes.first else { return nil }
        let shown = nodes.prefix(3).map { context.graph.nodes[$0].serviceName.quoted }.joined(separator: ", ")
        let more = nodes.count > 3 ? " and \(nodes.count - 3) more" : ""
        let one = nodes.count == 1
        return Finding(
            severity: .warning, ruleID: ruleID,
            message:
                "\(nodes.count) registration\(one ? "" : "s") taking a runtime argument (\(shown)\(more)) \(one ? "was" : "were") not run: validate() cannot invent an argument, and no analysed factory resolves \(one ? "it" : "them") with one; inject-lint checks \(one ? "its factory" : "their factories") statically",
            location: context.graph.nodes[first].location)
    }
}
