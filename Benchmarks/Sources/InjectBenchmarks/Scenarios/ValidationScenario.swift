import Inject

/// (f) Validating a graph of 1,000 and of 10,000 registrations with Inject's start-up analyser.
///
/// The graph is a binary tree of ``ValidationNode`` registrations named `node-0` … `node-<n-1>`, where
/// node *i* depends on nodes *2i+1* and *2i+2*: even nodes through their factory (constructor injection),
/// odd nodes through an `Injected` constant naming their first child. It has no cycle, no missing
/// registration and no lifetime mistake, so the analyser does its full walk and reports nothing. Only
/// `validate()` is timed; registration happens once, before. The other libraries have no validation ("n/a").
enum ValidationScenario {
    static func run(_ harness: Harness) -> [ResultRow] {
        [1000, 10_000].map { count in
            timedValidation(
                of: makeContainer(registrations: count),
                scenario: "f. validate() \(count.withThousandsSeparators) registrations",
                graph: "the \(count)-node benchmark graph", harness)
        }
    }

    /// The row of one `validate()` of `container`, in milliseconds, after checking once that its graph validates
    /// clean (a finding would mean the benchmark measures an analysis of mistakes, not of a healthy graph).
    static func timedValidation(
        of container: Container, scenario: String, graph: String, _ harness: Harness
    ) -> ResultRow {
        let report = container.validate()
        if !report.findings.isEmpty {
            print("warning: \(graph) should validate clean; the analyser found:")
            print(report.rendered())
        }
        var slow = harness
        slow.batchDuration = .milliseconds(20)
        slow.samples = 11
        slow.budget = .seconds(5)
        let nanoseconds = slow.medians([
            Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(container.validate()) }
            }
        ])
        return ResultRow(scenario: scenario, inject: nanoseconds[0], unit: .milliseconds)
    }

    /// A container holding the `registrations`-node tree described above; the leaves in `deadEndLeaves`
    /// resolve a service nobody registers (``DeadEndValidationScenario``).
    static func makeContainer(registrations count: Int, deadEndLeaves: Set<Int> = []) -> Container {
        let container = Container()
        for index in 0..<count {
            let children = [2 * index + 1, 2 * index + 2].filter { $0 < count }.map(nodeName)
            if deadEndLeaves.contains(index) {
                container.register((any ValidationNode).self, name: nodeName(index)) { resolver in
                    DeadEndNode(missing: resolver.resolve(NeverRegistered.self))
                }
            } else if children.isEmpty {
                container.register((any ValidationNode).self, name: nodeName(index)) { LeafNode() }
            } else if index.isMultiple(of: 2) {
                container.register((any ValidationNode).self, name: nodeName(index)) { resolver in
                    ConstructedNode(children: children.map { resolver.resolve((any ValidationNode).self, name: $0) })
                }
            } else {
                let childName = children[0]
                container.register((any ValidationNode).self, name: nodeName(index)) {
                    PropertyInjectedNode(childName: childName)
                }
            }
        }
        return container
    }

    static func nodeName(_ index: Int) -> String {
        "node-\(index)"
    }
}

extension Int {
    /// The number with a comma every three digits: 10,000.
    var withThousandsSeparators: String {
        var digits = String(self)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: ",")
    }
}
