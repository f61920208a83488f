/// Tarjan's algorithm over the graph's required edges, iterative so a deep graph cannot overflow the stack.
///
/// Runs in O(nodes + edges). A component is cyclic when it has more than one node or a node that needs
/// itself; each cyclic component is reported once, with one concrete cycle through it.
struct StronglyConnectedComponents {
    /// Component number of each node.
    private(set) var component: [Int]
    /// Whether each component holds a cycle.
    private(set) var isCyclic: [Bool] = []
    /// The members of each cyclic component, in component order.
    private(set) var cyclic: [[Int]] = []

    init(_ graph: DependencyGraph, outgoing allOutgoing: [[Int]]) {
        let count = graph.nodes.count
        let outgoing = allOutgoing.map { edges in
            edges.filter { graph.countsForCycles(graph.edges[$0]) }.map { graph.edges[$0].to }
        }
        component = Array(repeating: -1, count: count)
        var order = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0
        var members: [[Int]] = []

        for root in 0..<count where order[root] < 0 {
            // Each work item is a node and the position of the next edge to follow from it.
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = work.last {
                if edge < outgoing[node].count {
                    work[work.count - 1].edge += 1
                    let next = outgoing[node][edge]
                    if order[next] < 0 {
                        order[next] = counter
                        lowLink[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], order[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var group: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = members.count
                    group.append(member)
                    if member == node { break }
                }
                members.append(group)
            }
        }
        isCyclic = members.map { group in
            group.count > 1 || outgoing[group[0]].contains(group[0])
        }
        cyclic = members.indices.filter { isCyclic[$0] }.map { members[$0].sorted() }
        // Report cycles in registration order of their first member, whatever order Tarjan closed them in.
        cyclic.sort { $0[0] < $1[0] }
    }

    /// A shortest cycle through the component's first node, found by breadth-first search inside the component.
    func concreteCycle(in members: [Int], of graph: DependencyGraph, outgoing: [[Int]]) -> [Int] {
        let start = members[0]
        let target = component[start]
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edgeIndex in outgoing[node] {
                let edge = graph.edges[edgeIndex]
                guard graph.countsForCycles(edge), component[edge.to] == target else { continue }
                if edge.to == start {
                    var path = [start]
                    var current = node
                    while current != start {
                        path.append(current)
                        current = previous[current]!
                    }
                    path.append(start)
                    return path.reversed()
                }
                if previous[edge.to] == nil, edge.to != start {
                    previous[edge.to] = node
                    queue.append(edge.to)
                }
            }
        }
        return [start, start]
    }
}
