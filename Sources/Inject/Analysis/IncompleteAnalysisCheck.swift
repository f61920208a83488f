internal import InjectDiagnostics

/// `incomplete-analysis`: what the analyser could not see, said out loud, so a report is never clean over an
/// unfinished analysis.
///
/// - An error for a registration whose factory stopped at a dead end that no other finding reports (a factory
///   that reads an optional `@Injected` property of a service being built, eagerly, in its initialiser: the
///   optional edge is not a `cycle`, but at run time the read stops the program).
/// - A warning for a singleton built before `validate()` ran: its factory is never run again, so what it
///   resolves is unknown (call `validate()` before the first `resolve`).
struct IncompleteAnalysisCheck: AnalysisCheck {
    var ruleID: String { "incomplete-analysis" }

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
        return findings
    }
}
