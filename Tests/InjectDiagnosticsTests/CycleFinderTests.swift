import InjectDiagnostics
import Testing

/// Every cyclic component is found once, with a shortest cycle through the node the caller starts from.
@Suite struct CycleFinderTests {
    @Test func findsEachCyclicComponentOnce() {
        // 0 → 1 → 2 → 0, 3 → 3, 4 → 0 (not on a cycle), 5 alone.
        let finder = CycleFinder(successors: [[1], [2], [0], [3], [0], []])
        #expect(finder.cyclicComponents == [[0, 1, 2], [3]])
        #expect(finder.shortestCycle(from: 0).map(\.to) == [1, 2, 0])
        #expect(finder.shortestCycle(from: 3) == [CycleFinder.Hop(from: 3, position: 0, to: 3)])
        #expect(finder.shortestCycle(from: 4).isEmpty)
    }

    @Test func theShortestCycleIsPreferredAndHopsNameTheirEdgePosition() {
        // 0 → 1 → 2 → 3 → 0, and the shortcut 1 → 0 listed second.
        let finder = CycleFinder(successors: [[1], [2, 0], [3], [0]])
        #expect(
            finder.shortestCycle(from: 0) == [.init(from: 0, position: 0, to: 1), .init(from: 1, position: 1, to: 0)])
        #expect(finder.cyclicComponents == [[0, 1, 2, 3]])
    }

    @Test func aChainOfAHundredThousandNodesDoesNotOverflowTheStack() {
        let count = 100_000
        let successors = (0..<count).map { [($0 + 1) % count] }
        let finder = CycleFinder(successors: successors)
        #expect(finder.cyclicComponents.count == 1)
        #expect(finder.shortestCycle(from: 0).count == count)
    }

    @Test func agreesWithAReachabilityOracleOnRandomGraphs() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let count = Int(generator.next() % 9) + 1
            let successors = (0..<count).map { _ in
                (0..<Int(generator.next() % 3)).map { _ in Int(generator.next() % UInt64(count)) }
            }
            let finder = CycleFinder(successors: successors)
            let reach = reachability(successors)
            for node in 0..<count {
                let onCycle = reach[node][node]
                let listed = finder.cyclicComponents.contains { $0.contains(node) }
                #expect(onCycle == listed)
                let cycle = finder.shortestCycle(from: node)
                #expect(cycle.isEmpty == !onCycle)
                if let first = cycle.first, let last = cycle.last {
                    #expect(first.from == node && last.to == node)
                    #expect(zip(cycle, cycle.dropFirst()).allSatisfy { $0.to == $1.from })
                    #expect(cycle.allSatisfy { successors[$0.from][$0.position] == $0.to })
                }
            }
        }
    }

    /// `reach[a][b]`: a path of at least one edge leads from a to b.
    private func reachability(_ successors: [[Int]]) -> [[Bool]] {
        let count = successors.count
        var reach = Array(repeating: Array(repeating: false, count: count), count: count)
        for (node, nexts) in successors.enumerated() { for next in nexts { reach[node][next] = true } }
        for k in 0..<count {
            for i in 0..<count where reach[i][k] { for j in 0..<count where reach[k][j] { reach[i][j] = true } }
        }
        return reach
    }
}
