// Cycle search: Tarjan's strongly connected components (iterative, so deep graphs cannot overflow the stack),
// then one shortest cycle per component to print, hop by hop.
extension DependencyGraph {
    /// Components in a stable order: each sorted by node, components by their first node.
    func stronglyConnectedComponents() -> [[Int]] {
        let count = nodes.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var nextIndex = 0
        // Each frame: a node and how many of its edges have been followed.
        var frames: [(node: Int, edge: Int)] = []
        for root in 0..<count where index[root] < 0 {
            frames.append((root, 0))
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let v = frame.node
                if frame.edge < edges[v].count {
                    frames[frames.count - 1].edge += 1
                    let w = edges[v][frame.edge].to
                    if index[w] < 0 {
                        index[w] = nextIndex
                        lowLink[w] = nextIndex
                        nextIndex += 1
                        stack.append(w)
                        onStack[w] = true
                        frames.append((w, 0))
                    } else if onStack[w] {
                        lowLink[v] = min(lowLink[v], index[w])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[v])
                }
                if lowLink[v] == index[v] {
                    var component: [Int] = []
                    while let w = stack.popLast() {
                        onStack[w] = false
                        component.append(w)
                        if w == v { break }
                    }
                    components.append(component.sorted())
                }
            }
        }
        return components.sorted { $0[0] < $1[0] }
    }

    /// The shortest cycle through the component's earliest-registered node, as hops (breadth-first search
    /// restricted to the component, edges in recorded order: deterministic).
    func shortestCycle(through component: [Int]) -> [Edge]? {
        let members = Set(component)
        guard
            let start = component.min(by: { nodes[$0].firstRegistration < nodes[$1].firstRegistration })
        else { return nil }
        if let loop = edges[start].first(where: { $0.to == start }) { return [loop] }
        var cameBy: [Int: Edge] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            for edge in edges[v] where members.contains(edge.to) {
                if edge.to == start {
                    var hops = [edge]
                    var current = v
                    while current != start, let previous = cameBy[current] {
                        hops.append(previous)
                        current = previous.from
                    }
                    return hops.reversed()
                }
                if cameBy[edge.to] == nil && edge.to != start {
                    cameBy[edge.to] = edge
                    queue.append(edge.to)
                }
            }
        }
        return nil
    }
}
