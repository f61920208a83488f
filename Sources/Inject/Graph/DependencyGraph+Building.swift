extension DependencyGraph {
    /// Builds the graph from what the probe recorded, then finds its cycles.
    init(_ probe: ProbeResult) {
        self = Self.building(probe).graph
    }

    /// The graph, and the node of every service key it holds (registered or missing).
    static func building(_ probe: ProbeResult) -> (graph: DependencyGraph, nodeIndex: [RegistrationKey: Int]) {
        // Printing a type is slow (it walks metadata), and large graphs repeat types, so names are cached.
        var names: [ObjectIdentifier: String] = [:]
        func name(of type: Any.Type) -> String {
            if let known = names[ObjectIdentifier(type)] { return known }
            let printed = TypeName.of(type)
            names[ObjectIdentifier(type)] = printed
            return printed
        }
        var nodes: [Node] = []
        var index: [RegistrationKey: Int] = [:]
        nodes.reserveCapacity(probe.registrations.count)
        index.reserveCapacity(probe.registrations.count)
        for registration in probe.registrations {
            index[registration.key] = nodes.count
            nodes.append(
                Node(
                    service: name(of: registration.serviceType), name: registration.key.name,
                    implementation: probe.implementations[ObjectIdentifier(registration)].map(name(of:)),
                    scope: registration.scope, location: registration.location))
        }
        var edges: [Edge] = []
        var edgeIndex: [EdgeKey: Int] = [:]
        edges.reserveCapacity(probe.edges.count)
        for recorded in probe.edges {
            guard let from = index[recorded.from] else { continue }
            let to: Int
            if let existing = index[recorded.to] {
                to = existing
            } else {
                to = nodes.count
                index[recorded.to] = to
                nodes.append(
                    Node(
                        service: name(of: recorded.serviceType), name: recorded.to.name, implementation: nil,
                        scope: nil, location: nil))
            }
            let edge = Edge(
                from: from, to: to, property: recorded.property, isOptional: recorded.isOptional,
                location: recorded.location, isInCycle: false)
            let key = EdgeKey(from: from, to: to)
            if let existing = edgeIndex[key] {
                // Keep one edge per pair; a Mirror-found property names the declaration best, and a required
                // request outweighs an optional one.
                let old = edges[existing]
                if (old.property == nil && edge.property != nil) || (old.isOptional && !edge.isOptional) {
                    edges[existing] = edge
                    edges[existing].isOptional = old.isOptional && edge.isOptional
                }
            } else {
                edgeIndex[key] = edges.count
                edges.append(edge)
            }
        }
        var graph = DependencyGraph(
            nodes: nodes, edges: edges, cycles: [],
            incomplete: Set(probe.stops.map(\.registration)).compactMap { index[$0] }.sorted())
        graph.markCycles()
        return (graph, index)
    }

    private struct EdgeKey: Hashable {
        let from: Int
        let to: Int
    }

    /// Whether an edge counts for cycles: optional injections never make errors, and a missing node has no
    /// outgoing edges anyway.
    func countsForCycles(_ edge: Edge) -> Bool {
        !edge.isOptional && nodes[edge.to].isRegistered
    }

    mutating func markCycles() {
        let outgoing = outgoing()
        let components = StronglyConnectedComponents(self, outgoing: outgoing)
        var found: [[Int]] = []
        for component in components.cyclic {
            found.append(components.concreteCycle(in: component, of: self, outgoing: outgoing))
        }
        for index in edges.indices where countsForCycles(edges[index]) {
            let edge = edges[index]
            let fromComponent = components.component[edge.from]
            edges[index].isInCycle =
                fromComponent == components.component[edge.to] && components.isCyclic[fromComponent]
        }
        cycles = found
    }
}
