import InjectDiagnostics

// A cycle found in the graph, told the way both tools tell it: the chain of services, and one note per hop from a
// service to the next (through the type its factory builds, when the hop is a stored member).
extension DependencyGraph {
    /// A cycle as services and notes: `chain` starts and ends with the same service.
    struct PrintedCycle {
        var chain: [ServiceName]
        var notes: [Diagnostic.Note]
    }

    /// Folds a cycle's edges (starting at a service) into service-to-service hops.
    func printed(_ cycle: [Edge]) -> PrintedCycle {
        var chain: [ServiceName] = []
        var notes: [Diagnostic.Note] = []
        var current: ServiceName?
        var builtAs: String?
        for edge in cycle {
            if let service = nodes[edge.from].service {
                current = service
                chain.append(service)
            }
            guard let from = current else { continue }
            switch edge.reason {
            case .builds:
                if case .builtType(let type) = nodes[edge.to].kind { builtAs = type }
            case .inherits:
                continue
            case .resolves:
                let target = nodes[edge.to].service!
                notes.append(
                    .init(message: DiagnosticMessages.cycleHop(from, resolves: target), location: edge.location))
            case .member(let owner, let member):
                let target = nodes[edge.to].service!
                notes.append(
                    .init(
                        message: DiagnosticMessages.cycleHop(
                            from, builtAs: builtAs ?? owner, owner: owner, member: member, injects: target),
                        location: edge.location))
            }
        }
        if let first = chain.first { chain.append(first) }
        return PrintedCycle(chain: chain, notes: notes)
    }

    /// How many services (not built types) a component holds.
    func serviceCount(_ component: [Int]) -> Int {
        component.reduce(0) { $0 + (nodes[$1].service == nil ? 0 : 1) }
    }
}
