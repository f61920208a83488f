internal import InjectDiagnostics

/// `cycle`: services that need each other, directly or through others, whether by `@Injected` properties or
/// by resolves inside factories. One finding per strongly connected component, with one concrete cycle
/// printed one hop per line at the user's declarations, in the linter's words (``DiagnosticMessages``).
///
/// A cycle of lazy `@Injected` properties would not recurse at run time, but it is still reported: it makes
/// the services impossible to reason about in isolation, and one eager access turns it into infinite recursion.
struct CycleCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.cycle }

    func findings(in context: AnalysisContext) -> [Finding] {
        let graph = context.graph
        guard !graph.cycles.isEmpty else { return [] }
        let index = context.edgeIndex()
        // Registrations whose factory stopped at a cycle, by the component the cycle lies in.
        var stoppedRoots: [Int: [RegistrationKey]] = [:]
        for stop in context.roots(where: { if case .cycle = $0 { true } else { false } }) {
            guard let node = context.nodeIndex[stop.registration] else { continue }
            stoppedRoots[context.cycles.component(of: node), default: []].append(stop.registration)
        }
        return graph.cycles.map { cycle in
            let hops = zip(cycle, cycle.dropFirst()).compactMap { from, to in index[from]?[to].map { graph.edges[$0] } }
            var notes = hops.map { edge in
                Finding.Note(message: hopDescription(edge, in: graph), location: edge.location)
            }
            for root in stoppedRoots[context.cycles.component(of: cycle[0])] ?? [] {
                notes.append(contentsOf: context.stopNotes(root: root))
            }
            return Finding(
                severity: .error, ruleID: ruleID,
                message: DiagnosticMessages.cycle(
                    cycle.map { graph.nodes[$0].serviceName },
                    servicesInLoop: context.cycles.servicesInLoop(of: cycle[0])),
                location: hops.first?.location ?? graph.nodes[cycle[0]].location, notes: notes)
        }
    }

    /// `'Mailer' is built as 'SMTPMailer', whose 'SMTPMailer.outbox' injects 'Outbox'`, or `the factory of
    /// 'Mailer' resolves 'Outbox'`.
    private func hopDescription(_ edge: DependencyGraph.Edge, in graph: DependencyGraph) -> String {
        let from = graph.nodes[edge.from]
        let target = graph.nodes[edge.to].serviceName
        guard let property = edge.property else {
            return DiagnosticMessages.cycleHop(from.serviceName, resolves: target)
        }
        let builtAs = from.implementation ?? from.service
        return DiagnosticMessages.cycleHop(
            from.serviceName, builtAs: builtAs, owner: edge.declaringType ?? builtAs, member: property,
            injects: target)
    }
}
