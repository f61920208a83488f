import Inject

extension GraphCommand {
    /// `inject-workflow graph --json`: the graph as data, for scripts: services, injections between them, and cycles,
    /// each service named by its label (`Store named "archive"`).
    struct GraphJSON: Encodable {
        struct Service: Encodable {
            var label: String
            var implementation: String?
            /// `singleton`, `transient`, `weak` or `graph`; absent for a dependency nobody registered.
            var scope: String?
            var registeredAt: String?
        }

        struct Injection: Encodable {
            var from: String
            var to: String
            var property: String?
            var isOptional: Bool
            var isInCycle: Bool
            var declaredAt: String
        }

        var services: [Service]
        var injections: [Injection]
        /// Each cycle as labels, first and last the same.
        var cycles: [[String]]

        init(_ graph: DependencyGraph) {
            let labels = graph.nodes.map(\.label)
            services = graph.nodes.map { node in
                Service(
                    label: node.label, implementation: node.implementation,
                    scope: node.scope.map { String($0.description.dropFirst()) },
                    registeredAt: node.location?.description)
            }
            injections = graph.edges.map { edge in
                Injection(
                    from: labels[edge.from], to: labels[edge.to], property: edge.property,
                    isOptional: edge.isOptional, isInCycle: edge.isInCycle, declaredAt: edge.location.description)
            }
            cycles = graph.cycles.map { $0.map { labels[$0] } }
        }
    }
}
