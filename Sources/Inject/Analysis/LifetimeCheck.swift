/// `lifetime`: a `.singleton` that depends on a `.weak` or `.graph` service. The singleton is built once and
/// keeps the one instance it was given forever, which breaks what the shorter scope promises.
struct LifetimeCheck: AnalysisCheck {
    var ruleID: String { "lifetime" }

    func findings(in context: AnalysisContext) -> [Finding] {
        let graph = context.graph
        return graph.edges.compactMap { edge in
            let owner = graph.nodes[edge.from]
            let target = graph.nodes[edge.to]
            guard !edge.isOptional, owner.scope == .singleton, let scope = target.scope,
                scope == .weak || scope == .graph
            else { return nil }
            return Finding(
                severity: .error, ruleID: ruleID,
                message:
                    "singleton '\(owner.label)' captures '\(target.label)', which is \(scope): the singleton keeps its first instance forever; register '\(target.label)' as .singleton, or '\(owner.label)' with a shorter scope",
                location: edge.location,
                notes: [
                    Finding.Note(message: "'\(target.label)' is registered as \(scope) here", location: target.location)
                ])
        }
    }
}
