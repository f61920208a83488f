/// For the `lifetime` rule: which service a singleton needs directly, and the path from there through transients
/// (and the types their factories build) to a shorter-lived service.
///
/// Linear: one depth-first walk over the graph settles, for every transient service and built type, the first
/// edge leading towards a shorter-lived service (as the analyser's `LifetimeCheck` does over its graph).
struct LifetimeReach {
    private let graph: DependencyGraph
    /// Per node: the service's lifetime, nil for a built type.
    private let lifetimes: [RegistrationLifetime?]
    /// Per node: the position in `graph.edges[node]` of the edge to follow towards a shorter-lived service, or nil.
    private var next: [Int?]

    init(graph: DependencyGraph, lifetimes: [RegistrationLifetime?]) {
        self.graph = graph
        self.lifetimes = lifetimes
        next = Array(repeating: nil, count: graph.nodes.count)
        var state = Array(repeating: 0 as UInt8, count: graph.nodes.count)  // 0 new, 1 on the walk, 2 settled
        for root in graph.nodes.indices where state[root] == 0 && passesThrough(root) {
            // Iterative post-order walk: a node is settled once all the nodes it passes through to are.
            var stack: [(node: Int, position: Int)] = [(root, 0)]
            state[root] = 1
            while let (node, position) = stack.last {
                let edges = graph.edges[node]
                if position < edges.count {
                    stack[stack.count - 1].position += 1
                    let to = edges[position].to
                    if state[to] == 0 && passesThrough(to) {
                        state[to] = 1
                        stack.append((to, 0))
                    }
                    continue
                }
                stack.removeLast()
                state[node] = 2
                next[node] = edges.firstIndex { edge in
                    isShortLived(edge.to) || (state[edge.to] == 2 && next[edge.to] != nil)
                }
            }
        }
    }

    /// The services `node` needs itself: what its factory resolves and what the instance it builds injects (its
    /// superclasses' members included), one edge per service; a stored injection is preferred to a resolve, and a
    /// required request to an optional one, as the analyser keeps one edge per pair.
    func directNeeds(of node: Int) -> [DependencyGraph.Edge] {
        var needs: [DependencyGraph.Edge] = []
        var needByTarget: [Int: Int] = [:]
        var pending = [node]
        var seen: Set<Int> = [node]
        while let current = pending.popLast() {
            for edge in graph.edges[current] {
                switch edge.reason {
                case .builds, .inherits:
                    if seen.insert(edge.to).inserted { pending.append(edge.to) }
                case .resolves, .member:
                    guard let position = needByTarget[edge.to] else {
                        needByTarget[edge.to] = needs.count
                        needs.append(edge)
                        continue
                    }
                    let old = needs[position]
                    let isMember = if case .member = edge.reason { true } else { false }
                    let oldIsMember = if case .member = old.reason { true } else { false }
                    if (isMember && !oldIsMember) || (old.isOptional && !edge.isOptional) {
                        needs[position] = edge
                        needs[position].isOptional = old.isOptional && edge.isOptional
                    }
                }
            }
        }
        return needs
    }

    /// The service-to-service hops (resolves and stored injections) from `first` to a shorter-lived service, or nil
    /// when there is none through transients.
    func chain(startingWith first: DependencyGraph.Edge) -> [DependencyGraph.Edge]? {
        var chain = [first]
        var node = first.to
        // Each step goes to a node settled before the one it leaves, so the walk ends.
        while !isShortLived(node) {
            guard passesThrough(node), let position = next[node] else { return nil }
            let edge = graph.edges[node][position]
            switch edge.reason {
            case .resolves, .member: chain.append(edge)
            case .builds, .inherits: break
            }
            node = edge.to
        }
        return chain
    }

    /// A transient service, or a type some factory builds (whose members its builder needs).
    private func passesThrough(_ node: Int) -> Bool {
        lifetimes[node] == nil || lifetimes[node] == .transient
    }

    private func isShortLived(_ node: Int) -> Bool {
        lifetimes[node]?.isShortLived ?? false
    }
}
