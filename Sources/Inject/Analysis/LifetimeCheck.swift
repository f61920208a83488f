internal import InjectDiagnostics

/// `lifetime`: a `.singleton` that holds a `.weak`, `.graph` or custom-scoped service (it would keep a session's
/// instance after `reset(_:)`), directly, through transients in between
/// (a transient built for the singleton lives as long as the singleton keeps it), or through an optional
/// injection (when the service is there, the singleton keeps it all the same). The singleton is built once and
/// keeps the one instance it was given forever, which breaks what the shorter scope promises.
///
/// Each edge leaving a singleton yields at most one finding, with the whole chain as notes. Linear: the short-lived
/// service each transient reaches is worked out once, by one depth-first walk over the graph.
struct LifetimeCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.lifetime }

    func findings(in context: AnalysisContext) -> [Finding] {
        let graph = context.graph
        // Without a singleton, or without a short-lived service, there is nothing to report (the common case:
        // skip building the walk's lists over a large graph).
        guard graph.nodes.contains(where: { $0.scope == .singleton }),
            graph.nodes.contains(where: ShortLivedReach.isShortLived)
        else { return [] }
        let outgoing = graph.outgoing()
        let reach = ShortLivedReach(graph, outgoing: outgoing)
        var findings: [Finding] = []
        for (owner, node) in graph.nodes.enumerated() where node.scope == .singleton {
            for first in outgoing[owner] {
                guard let chain = reach.chain(startingWith: first) else { continue }
                findings.append(finding(owner: owner, chain: chain, in: graph))
            }
        }
        return findings
    }

    /// The headline in the linter's words; the chain through transients or an optional injection as notes.
    private func finding(owner: Int, chain: [Int], in graph: DependencyGraph) -> Finding {
        let target = graph.nodes[graph.edges[chain.last!].to]
        let scope = Self.word(for: target.scope!)
        var notes: [Finding.Note] = []
        if chain.count > 1 || graph.edges[chain[0]].isOptional {
            for hop in chain {
                let edge = graph.edges[hop]
                let from = graph.nodes[edge.from].serviceName
                let to = graph.nodes[edge.to]
                let scope = to.scope.map(Self.word(for:))
                let message =
                    edge.property.map {
                        DiagnosticMessages.lifetimeHop(
                            from, injects: to.serviceName, property: $0, isOptional: edge.isOptional, scope: scope)
                    } ?? DiagnosticMessages.lifetimeHop(from, resolves: to.serviceName, scope: scope)
                notes.append(Finding.Note(message: message, location: edge.location))
            }
        }
        notes.append(
            Finding.Note(
                message: DiagnosticMessages.registeredAs(target.serviceName, scope: scope), location: target.location))
        return Finding(
            severity: .error, ruleID: ruleID,
            message: DiagnosticMessages.lifetime(
                singleton: graph.nodes[owner].serviceName, captures: target.serviceName, scope: scope),
            location: graph.edges[chain[0]].location, notes: notes)
    }

    /// `weak`, `transient`, `"session"-scoped`: a scope as the shared wording spells it (the scope's own
    /// description is `.weak`, `.custom("session")`).
    private static func word(for scope: Scope) -> String {
        if let name = scope.customName { return ServiceName.stringLiteral(name) + "-scoped" }
        return String("\(scope)".drop { $0 == "." })
    }
}

/// For every transient node, the first edge of a path through transients to a `.weak` or `.graph` service.
private struct ShortLivedReach {
    private let graph: DependencyGraph
    /// Per node: the edge to follow towards a short-lived service, or nil; only transients are walked.
    private var next: [Int?]

    init(_ graph: DependencyGraph, outgoing: [[Int]]) {
        self.graph = graph
        next = Array(repeating: nil, count: graph.nodes.count)
        var state = Array(repeating: 0 as UInt8, count: graph.nodes.count)  // 0 new, 1 on the walk, 2 done
        for root in graph.nodes.indices where state[root] == 0 && graph.nodes[root].scope == .transient {
            // Iterative post-order walk: a node is settled once all its transient successors are.
            var stack: [(node: Int, edge: Int)] = [(root, 0)]
            state[root] = 1
            while let (node, position) = stack.last {
                if position < outgoing[node].count {
                    stack[stack.count - 1].edge += 1
                    let to = graph.edges[outgoing[node][position]].to
                    if state[to] == 0 && graph.nodes[to].scope == .transient {
                        state[to] = 1
                        stack.append((to, 0))
                    }
                    continue
                }
                stack.removeLast()
                state[node] = 2
                next[node] = outgoing[node].first { edgeIndex in
                    let to = graph.edges[edgeIndex].to
                    return Self.isShortLived(graph.nodes[to]) || (state[to] == 2 && next[to] != nil)
                }
            }
        }
    }

    /// The chain of edges from `first` (leaving a singleton) to a short-lived service, or nil.
    func chain(startingWith first: Int) -> [Int]? {
        var chain = [first]
        var node = graph.edges[first].to
        while !Self.isShortLived(graph.nodes[node]) {
            guard graph.nodes[node].scope == .transient, let edge = next[node] else { return nil }
            chain.append(edge)
            node = graph.edges[edge].to
        }
        return chain
    }

    static func isShortLived(_ node: DependencyGraph.Node) -> Bool {
        node.scope == .weak || node.scope == .graph || node.scope?.customName != nil
    }
}
