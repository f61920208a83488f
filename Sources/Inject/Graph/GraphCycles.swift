internal import InjectDiagnostics

/// The graph's cycles, found by the linter's own ``CycleFinder`` over the required edges (optional injections
/// never make a cycle, and a missing service has no outgoing edge): one search per graph, shared by the graph's
/// `cycles`, the `cycle` check and the `incomplete-analysis` check. O(nodes + edges).
struct GraphCycles {
    private let finder: CycleFinder
    /// The graph edge behind each successor: `edgeAt[node][position]` for `finder.successors[node][position]`.
    private let edgeAt: [[Int]]
    /// The number of services in each cyclic component, by component number; 0 for one without a cycle.
    private let cyclicSize: [Int]

    init(_ graph: DependencyGraph) {
        var successors = Array(repeating: [Int](), count: graph.nodes.count)
        var edgeAt = Array(repeating: [Int](), count: graph.nodes.count)
        for (index, edge) in graph.edges.enumerated() where graph.countsForCycles(edge) {
            successors[edge.from].append(edge.to)
            edgeAt[edge.from].append(index)
        }
        finder = CycleFinder(successors: successors)
        self.edgeAt = edgeAt
        var sizes = Array(repeating: 0, count: graph.nodes.count)
        for members in finder.cyclicComponents { sizes[finder.componentOfNode[members[0]]] = members.count }
        cyclicSize = sizes
    }

    /// One shortest cycle per cyclic component, through its first node (registration order), as the edges
    /// followed: the components in the order of their first node.
    var concreteCycles: [[Int]] {
        finder.cyclicComponents.map { members in
            finder.shortestCycle(from: members[0]).map { edgeAt[$0.from][$0.position] }
        }
    }

    /// The component `node` belongs to.
    func component(of node: Int) -> Int {
        finder.componentOfNode[node]
    }

    /// How many services depend on each other in `node`'s loop; 0 when it is on none.
    func servicesInLoop(of node: Int) -> Int {
        cyclicSize[finder.componentOfNode[node]]
    }

    /// Whether an edge from `from` to `to` lies on a cycle: both in one component that holds a cycle.
    func isOnCycle(from: Int, to: Int) -> Bool {
        component(of: from) == component(of: to) && servicesInLoop(of: from) > 0
    }
}
