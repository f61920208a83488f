extension DependencyGraph {
    /// Builds the graph from what the probe recorded, then finds its cycles.
    init(_ probe: ProbeResult) {
        self = Self.building(probe).graph
    }

    /// The graph, the node of every service key it holds (registered or missing), and, for an edge whose owner
    /// holds more than one property of the same service, those other properties (`otherProperties[edge]`): the
    /// graph keeps one edge per pair, but each property is a finding of its own, as the linter reports it.
    static func building(
        _ probe: ProbeResult
    ) -> (
        graph: DependencyGraph, nodeIndex: [RegistrationKey: Int], cycles: GraphCycles,
        otherProperties: [Int: [Edge]]
    ) {
        // Spelled through `names` directly, not a local function capturing it: a captured variable is checked for
        // exclusive access at run time on every use.
        var names = TypeSpellings()
        var nodes: [Node] = []
        var index: [RegistrationKey: Int] = [:]
        nodes.reserveCapacity(probe.registrations.count)
        index.reserveCapacity(probe.registrations.count)
        for registration in probe.registrations {
            index[registration.key] = nodes.count
            nodes.append(
                Node(
                    service: names.spelling(of: registration.serviceType), name: registration.key.name,
                    implementation: probe.implementations[ObjectIdentifier(registration)].map {
                        names.spelling(of: $0)
                    },
                    scope: registration.scope, location: registration.location,
                    typeIdentity: ObjectIdentifier(registration.serviceType)))
        }
        var edges: [Edge] = []
        var otherProperties: [Int: [Edge]] = [:]
        var edgeIndex: [EdgeKey: Int] = [:]
        edges.reserveCapacity(probe.edges.count)
        edgeIndex.reserveCapacity(probe.edges.count)
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
                        service: names.spelling(of: recorded.serviceType), name: recorded.to.name, implementation: nil,
                        scope: nil, location: nil, typeIdentity: ObjectIdentifier(recorded.serviceType)))
            }
            let edge = Edge(
                from: from, to: to, property: recorded.property, isOptional: recorded.isOptional,
                location: recorded.location, isInCycle: false,
                declaringType: recorded.declaringType.map { names.spelling(of: $0) },
                isUncreatedLazy: recorded.isUncreatedLazy)
            let key = EdgeKey(from: from, to: to)
            if let existing = edgeIndex[key] {
                // Keep one edge per pair; a Mirror-found property names the declaration best, and a required
                // request outweighs an optional one.
                let old = edges[existing]
                let replaces = (old.property == nil && edge.property != nil) || (old.isOptional && !edge.isOptional)
                if replaces {
                    edges[existing] = edge
                    edges[existing].isOptional = old.isOptional && edge.isOptional
                }
                let other = replaces ? old : edge
                if other.property != nil, other.location != edges[existing].location {
                    otherProperties[existing, default: []].append(other)
                }
            } else {
                edgeIndex[key] = edges.count
                edges.append(edge)
            }
        }
        // Two types printed alike (`Billing.Client`, `Shipping.Client`) are spelled with what tells them apart.
        for position in nodes.indices where names.isShared(nodes[position].service) {
            nodes[position].service = names.distinctSpelling(of: nodes[position].typeIdentity)
        }
        var graph = DependencyGraph(
            nodes: nodes, edges: edges, cycles: [],
            incomplete: Set(probe.stops.map(\.registration)).compactMap { index[$0] }.sorted())
        let cycles = graph.markCycles()
        return (graph, index, cycles, otherProperties)
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

    /// Finds the cycles, marks their edges, and returns the search for the checks to reuse.
    @discardableResult
    mutating func markCycles() -> GraphCycles {
        let search = GraphCycles(self)
        cycles = search.concreteCycles.map { cycleEdges in
            [edges[cycleEdges[0]].from] + cycleEdges.map { edges[$0].to }
        }
        guard !cycles.isEmpty else { return search }
        for index in edges.indices where countsForCycles(edges[index]) {
            edges[index].isInCycle = search.isOnCycle(from: edges[index].from, to: edges[index].to)
        }
        return search
    }
}

/// How the graph spells each type: printed once per type (printing walks metadata, and large graphs repeat
/// types), remembering which spellings two different types share, and how to tell those apart.
private struct TypeSpellings {
    private var types: [ObjectIdentifier: Any.Type] = [:]
    private var spellings: [ObjectIdentifier: String] = [:]
    private var ownerOfSpelling: [String: ObjectIdentifier] = [:]
    private var shared: Set<String> = []
    /// For the types of shared spellings: the identity each nested spelling (`Billing.Client`) was first given to,
    /// and the nested spellings that two types still share (the same path in two modules).
    private var ownerOfNested: [String: ObjectIdentifier] = [:]
    private var sharedNested: Set<String> = []

    mutating func spelling(of type: Any.Type) -> String {
        let identity = ObjectIdentifier(type)
        if let known = spellings[identity] { return known }
        let printed = TypeName.of(type)
        spellings[identity] = printed
        types[identity] = type
        if let owner = ownerOfSpelling[printed] {
            if owner != identity { shared.insert(printed) }
        } else {
            ownerOfSpelling[printed] = identity
        }
        return printed
    }

    func isShared(_ spelling: String) -> Bool {
        !shared.isEmpty && shared.contains(spelling)
    }

    /// `Billing.Client` for a type whose short spelling another type shares; `Shop.Billing.Client` when even
    /// that is shared.
    mutating func distinctSpelling(of identity: ObjectIdentifier) -> String {
        guard let type = types[identity] else { return "?" }
        if ownerOfNested.isEmpty { findSharedNestedSpellings() }
        let nested = TypeName.qualified(type)
        return sharedNested.contains(nested) ? TypeName.qualified(type, module: true) : nested
    }

    private mutating func findSharedNestedSpellings() {
        for (identity, spelling) in spellings where shared.contains(spelling) {
            guard let type = types[identity] else { continue }
            let nested = TypeName.qualified(type)
            if let owner = ownerOfNested[nested], owner != identity {
                sharedNested.insert(nested)
            } else {
                ownerOfNested[nested] = identity
            }
        }
    }
}
