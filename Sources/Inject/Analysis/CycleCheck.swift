/// `cycle`: services that need each other, directly or through others, whether by `@Injected` properties or
/// by resolves inside factories. One finding per strongly connected component, with one concrete cycle
/// printed one hop per line at the user's declarations.
///
/// A cycle of lazy `@Injected` properties would not recurse at run time, but it is still reported: it makes
/// the services impossible to reason about in isolation, and one eager access turns it into infinite recursion.
struct CycleCheck: AnalysisCheck {
    var ruleID: String { "cycle" }

    func findings(in context: AnalysisContext) -> [Finding] {
        let graph = context.graph
        guard !graph.cycles.isEmpty else { return [] }
        let index = context.edgeIndex()
        let components = StronglyConnectedComponents(graph, outgoing: graph.outgoing())
        // Registrations whose factory stopped at a cycle, by the component the cycle lies in.
        var stoppedRoots: [Int: [RegistrationKey]] = [:]
        for stop in context.roots(where: { if case .cycle = $0 { true } else { false } }) {
            guard let node = context.nodeIndex[stop.registration] else { continue }
            stoppedRoots[components.component[node], default: []].append(stop.registration)
        }
        return graph.cycles.map { cycle in
            let hops = zip(cycle, cycle.dropFirst()).compactMap { from, to in index[from]?[to].map { graph.edges[$0] } }
            let chain = cycle.map { graph.nodes[$0].label }.joined(separator: " → ")
            var notes = hops.map { edge in
                Finding.Note(message: hopDescription(edge, in: context), location: edge.location)
            }
            for root in stoppedRoots[components.component[cycle[0]]] ?? [] {
                notes.append(contentsOf: context.stopNotes(root: root))
            }
            notes.append(
                Finding.Note(
                    message:
                        "break the cycle: remove one of these injections, pass the value as a method argument, or move what they share into a new service",
                    location: nil))
            return Finding(
                severity: .error, ruleID: ruleID, message: "dependency cycle: \(chain)",
                location: hops.first?.location ?? graph.nodes[cycle[0]].location, notes: notes)
        }
    }

    private func hopDescription(_ edge: DependencyGraph.Edge, in context: AnalysisContext) -> String {
        let target = context.graph.nodes[edge.to].label
        if let property = edge.property {
            return "\(context.requester(of: edge)) injects '\(target)' (@Injected \(property))"
        }
        return "\(context.requester(of: edge)) resolves '\(target)' in its factory"
    }
}
