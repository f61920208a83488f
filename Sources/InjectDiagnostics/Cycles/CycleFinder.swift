/// Cycles in a directed graph given as successor lists: Tarjan's strongly connected components (iterative, so
/// a deep graph cannot overflow the stack), then one shortest cycle per component to print, hop by hop.
///
/// Both tools build their graph (nodes are services, edges are "needs") and ask this type; each cyclic
/// component is one finding. Everything is O(nodes + edges).
///
/// ```swift
/// let finder = CycleFinder(successors: [[1], [0], []])   // 0 → 1 → 0, and 2 alone
/// finder.cyclicComponents                                 // [[0, 1]]
/// finder.shortestCycle(from: 0).map(\.to)                // [1, 0]
/// ```
public struct CycleFinder: Sendable {
    /// One edge of a cycle: `successors[from][position] == to`.
    public struct Hop: Hashable, Sendable {
        /// The node the edge leaves.
        public var from: Int
        /// Where the edge is in `successors[from]`, so callers find their own edge record.
        public var position: Int
        /// The node the edge enters.
        public var to: Int

        /// Creates a hop.
        public init(from: Int, position: Int, to: Int) {
            self.from = from
            self.position = position
            self.to = to
        }
    }

    /// The graph: `successors[node]` lists the nodes `node` has an edge to (repeats allowed).
    public let successors: [[Int]]
    /// The component number of each node.
    public private(set) var componentOfNode: [Int]
    /// The components that hold a cycle (more than one node, or one node with an edge to itself): each sorted
    /// ascending, and ordered by their first node.
    public private(set) var cyclicComponents: [[Int]] = []

    /// Finds the strongly connected components of the graph.
    public init(successors: [[Int]]) {
        self.successors = successors
        let count = successors.count
        componentOfNode = Array(repeating: -1, count: count)
        var order = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0
        var components: [[Int]] = []
        for root in 0..<count where order[root] < 0 {
            // Each work item: a node, and the position of the next edge to follow from it.
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = work.last {
                if edge < successors[node].count {
                    work[work.count - 1].edge += 1
                    let next = successors[node][edge]
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
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    componentOfNode[member] = components.count
                    members.append(member)
                    if member == node { break }
                }
                components.append(members)
            }
        }
        cyclicComponents =
            components
            .filter { $0.count > 1 || successors[$0[0]].contains($0[0]) }
            .map { $0.sorted() }
            .sorted { $0[0] < $1[0] }
    }

    /// A shortest cycle through `start`, as hops from `start` back to it, by breadth-first search inside
    /// `start`'s component (edges followed in list order, so the answer is deterministic); empty when `start`
    /// is on no cycle. The work is proportional to the component's nodes and edges.
    public func shortestCycle(from start: Int) -> [Hop] {
        let component = componentOfNode[start]
        var cameBy: [Int: Hop] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for (position, next) in successors[node].enumerated() where componentOfNode[next] == component {
                let hop = Hop(from: node, position: position, to: next)
                if next == start {
                    var hops = [hop]
                    var current = node
                    while current != start, let previous = cameBy[current] {
                        hops.append(previous)
                        current = previous.from
                    }
                    return hops.reversed()
                }
                if cameBy[next] == nil {
                    cameBy[next] = hop
                    queue.append(next)
                }
            }
        }
        return []
    }
}
