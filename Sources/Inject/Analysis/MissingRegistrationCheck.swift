/// `unregistered`: a required injection of a service (type and name) that nothing registers. Optional
/// injections (`@Injected var x: T?`, `resolveIfRegistered`) are never reported.
struct MissingRegistrationCheck: AnalysisCheck {
    var ruleID: String { "unregistered" }

    func findings(in context: AnalysisContext) -> [Finding] {
        let graph = context.graph
        var registeredByService: [String: [DependencyGraph.Node]] = [:]
        for node in graph.nodes where node.isRegistered { registeredByService[node.service, default: []].append(node) }
        // Registrations whose factory stopped at this missing dependency: (owner node, missing node) → root.
        var stoppedAt: [Int: [Int: RegistrationKey]] = [:]
        for stop in context.roots(where: { if case .missing = $0 { true } else { false } }) {
            guard case .missing(let key) = stop.reason, let from = context.nodeIndex[stop.registration],
                let to = context.nodeIndex[key]
            else { continue }
            stoppedAt[from, default: [:]][to] = stop.registration
        }
        return graph.edges.compactMap { edge in
            let target = graph.nodes[edge.to]
            guard !edge.isOptional, !target.isRegistered else { return nil }
            let how = edge.property == nil ? "resolved by the factory of" : "injected into"
            let snippet = ResolutionError.registrationSnippet(service: target.service, name: target.name)
            var notes: [Finding.Note] = []
            if edge.property != nil, let ownerLocation = graph.nodes[edge.from].location {
                notes.append(
                    Finding.Note(
                        message: "'\(graph.nodes[edge.from].label)' is registered here", location: ownerLocation))
            }
            let sameService = registeredByService[target.service] ?? []
            for candidate in sameService {
                notes.append(Finding.Note(message: "did you mean '\(candidate.label)'?", location: candidate.location))
            }
            // A name mismatch says so in the headline, as inject-lint does: the type is there, the name is not.
            let problem =
                sameService.isEmpty
                ? "never registered; register it: \(snippet)"
                : "'\(target.service)' is registered only \(Self.nameList(sameService)); register it: \(snippet), "
                    + "or use a registered name"
            if let root = stoppedAt[edge.from]?[edge.to] { notes.append(contentsOf: context.stopNotes(root: root)) }
            return Finding(
                severity: .error, ruleID: ruleID,
                message: "'\(target.label)' is \(how) \(context.requester(of: edge)) but \(problem)",
                location: edge.location, notes: notes)
        }
    }

    /// "without a name", "with name \"utc\"", or both joined by "and": the names a service *is* registered under.
    private static func nameList(_ nodes: [DependencyGraph.Node]) -> String {
        nodes.map { node in node.name.map { "with name \"\($0)\"" } ?? "without a name" }
            .joined(separator: " and ")
    }
}
