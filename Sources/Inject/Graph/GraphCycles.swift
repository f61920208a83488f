internal import InjectDiagnostics

/// The graph's cycles, found by the linter's own ``CycleFinder`` over the required edges (optional injections
/// never make a cycle, and a missing service has no outgoing edge): one search per graph, shared by the graph's
/// `cycles`, the `cycle` check and the `incomplete-analysis` check. O(nodes + edges).
///
/// Most graphs have no cycle, and a large one is validated at every start-up, so that is checked first, with flat
/// arrays (``RequiredEdges/isAcyclic``); the finder, which keeps a list per node, runs only when a cycle exists.
struct GraphCycles {
    /// The search, when the graph has a cycle; nil for an acyclic graph, where every node is its own component.
    private let search: Search?

    private struct Search {
        let finder: CycleFinder
        /// The graph edge behind each successor: `edgeAt[node][position]` for `finder.successors[node][position]`.
        let edgeAt: [[Int]]
        /// The number of services in each cyclic component, by component number; 0 for one without a cycle.
        let cyclicSize: [Int]
    }

    init(_ graph: DependencyGraph) {
        let required = RequiredEdges(graph)
        guard !required.isAcyclic else {
            search = nil
            return
        }
        var successors = Array(repeating: [Int](), count: graph.nodes.count)
        var edgeAt = Array(repeating: [Int](), count: graph.nodes.count)
        for index in required.edges {
            successors[graph.edges[index].from].append(graph.edges[index].to)
            edgeAt[graph.edges[index].from].append(index)
        }
        let finder = CycleFinder(successors: successors)
        var sizes = Array(repeating: 0, count: graph.nodes.count)
        for members in finder.cyclicComponents { sizes[finder.componentOfNode[members[0]]] = members.count }
        search = Search(finder: finder, edgeAt: edgeAt, cyclicSize: sizes)
    }

    /// One shortest cycle per cyclic component, through its first node (registration order), as the edges
    /// followed: the components in the order of their first node.
    var concreteCycles: [[Int]] {
        guard let search else { return [] }
        return search.finder.cyclicComponents.map { members in
            search.finder.shortestCycle(from: members[0]).map { search.edgeAt[$0.from][$0.position] }
        }
    }

    /// The component `node` belongs to.
    func component(of node: Int) -> Int {
        search?.finder.componentOfNode[node] ?? node
    }

    /// How many services depend on each other in `node`'s loop; 0 when it is on none.
    func servicesInLoop(of node: Int) -> Int {
        guard let search else { return 0 }
        return search.cyclicSize[search.finder.componentOfNode[node]]
    }

    /// Whether an edge from `from` to `to` lies on a cycle: both in one component that holds a cycle.
    func isOnCycle(from: Int, to: Int) -> Bool {
        search != nil && component(of: from) == component(of: to) && servicesInLoop(of: from) > 0
    }
}

/// The edges that count for cycles (``DependencyGraph/countsForCycles(_:)``), and whether they close any.
private struct RequiredEdges {
    /// Their indices in `graph.edges`, in order.
    let edges: [Int]
    let isAcyclic: Bool

    init(_ graph: DependencyGraph) {
        edges = graph.edges.indices.filter { graph.countsForCycles(graph.edges[$0]) }
        isAcyclic = Self.isAcyclic(graph, edges: edges)
    }

    /// Kahn's algorithm: repeatedly remove a node nothing left points to; every node goes exactly when there is
    /// no cycle. The successors are kept in one flat array (`first[node]..<first[node + 1]`), not a list per node.
    private static func isAcyclic(_ graph: DependencyGraph, edges: [Int]) -> Bool {
        let nodeCount = graph.nodes.count
        var first = Array(repeating: 0, count: nodeCount + 1)
        var incoming = Array(repeating: 0, count: nodeCount)
        for index in edges {
            first[graph.edges[index].from + 1] += 1
            incoming[graph.edges[index].to] += 1
        }
        for node in 0..<nodeCount { first[node + 1] += first[node] }
        var successors = Array(repeating: 0, count: edges.count)
        var filled = first
        for index in edges {
            let from = graph.edges[index].from
            successors[filled[from]] = graph.edges[index].to
            filled[from] += 1
        }
        var ready = (0..<nodeCount).filter { incoming[$0] == 0 }
        var removed = 0
        while let node = ready.popLast() {
            removed += 1
            for next in successors[first[node]..<first[node + 1]] {
                incoming[next] -= 1
                if incoming[next] == 0 { ready.append(next) }
            }
        }
        return removed == nodeCount
    }
}
