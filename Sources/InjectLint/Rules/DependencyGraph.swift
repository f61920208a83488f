import InjectDiagnostics

/// The static dependency graph the `cycle` and `lifetime` rules search.
///
/// Nodes are registered services (type and name) and the concrete types their factories build; edges are
/// "needs": a factory resolves a service, a factory builds a type, a class inherits from its superclass, a type's
/// stored `@Injected` member injects a service. Going through a node per built type keeps the graph as big as the
/// source (a registration adds one edge per built type, a member one edge): 3,000 registrations of a type with
/// 3,000 members are 6,000 edges, not 9,000,000. Each pair of nodes keeps its first edge, and no message text is
/// built until a cycle is printed.
struct DependencyGraph {
    struct Node {
        enum Kind {
            /// A registered service: the type with aliases followed (what edges match), the type as first
            /// written and the name (what is printed), and the first registration in print order (cycles start
            /// from the earliest).
            case service(key: String, type: String, name: String?, firstRegistration: Int)
            /// A concrete type some factory builds, as written.
            case builtType(String)
        }

        var kind: Kind

        /// The service as messages name it; nil for a built type.
        var service: ServiceName? {
            guard case .service(_, let type, let name, _) = kind else { return nil }
            return ServiceName(type, name: name)
        }

        /// Where cycles start from: the earliest registration (built types never start one).
        var firstRegistration: Int {
            guard case .service(_, _, _, let first) = kind else { return .max }
            return first
        }
    }

    struct Edge {
        /// Why the hop exists; its sentence is built only for the hops a cycle prints.
        enum Reason {
            /// The factory resolves the target service, at `location`.
            case resolves
            /// The factory builds the target type.
            case builds
            /// The class inherits from the target class.
            case inherits
            /// The stored member `owner.member`, at `location`, injects the target service.
            case member(owner: String, member: String)
        }

        var from: Int
        var to: Int
        var location: SourceLocation?
        var reason: Reason
        /// An optional injection (`@Injected var a: Analytics?`): only in a graph built `followingOptional`.
        var isOptional = false
    }

    private(set) var nodes: [Node] = []
    private(set) var edges: [[Edge]] = []
    private var serviceIndex: [String: Int] = [:]
    private var typeIndex: [String: Int] = [:]
    /// Every service node of a type, whatever its name, for injections whose name is only known at run time.
    private var servicesByType: [String: [Int]] = [:]
    /// `from * nodes.count + to` for every edge, to its position in `edges[from]`: each pair of nodes keeps one edge.
    private var edgeKeys: [Int: Int] = [:]
    /// Whether optional injections are edges (see `targets(of:)`).
    private let followsOptional: Bool

    /// The graph of the package's registrations; `followingOptional` adds optional injections as edges (a
    /// singleton keeps an optional dependency all the same), which cycles never follow.
    init(context: RuleContext, followingOptional: Bool = false) {
        followsOptional = followingOptional
        // Built types, and the superclasses they inherit members from, become nodes too.
        var pending = context.registrations.flatMap { $0.fact.constructedTypes + $0.fact.wrappedTypes }
        let members = MemberIndex(context: context, withSuperclasses: !pending.isEmpty)
        for (position, registration) in context.registrations.enumerated() where registration.fact.name != .dynamic {
            addService(
                key: registration.key, type: registration.fact.type, name: registration.fact.name.literal,
                first: position)
        }
        while let type = pending.popLast() {
            guard typeIndex[type] == nil else { continue }
            typeIndex[type] = nodes.count
            nodes.append(Node(kind: .builtType(type)))
            if let superclass = members.superclass(of: type) { pending.append(superclass) }
        }
        edges = Array(repeating: [], count: nodes.count)

        var resolutionsByFactory: [Int: [Int: [RuleContext.InjectionRef]]] = [:]  // file → registration → calls
        for injection in context.injections {
            guard let factory = injection.fact.factory else { continue }
            resolutionsByFactory[injection.file, default: [:]][factory, default: []].append(injection)
        }
        for registration in context.registrations where registration.fact.name != .dynamic {
            let from = serviceIndex[ServiceName(registration.key, name: registration.fact.name.literal).key]!
            for injection in resolutionsByFactory[registration.file]?[registration.index] ?? [] {
                let location = context.location(file: registration.file, byteOffset: injection.fact.byteOffset)
                for to in targets(of: injection) {
                    addEdge(
                        Edge(
                            from: from, to: to, location: location, reason: .resolves,
                            isOptional: injection.fact.isOptional))
                }
            }
            for constructed in registration.fact.constructedTypes + registration.fact.wrappedTypes {
                addEdge(Edge(from: from, to: typeIndex[constructed]!, location: nil, reason: .builds))
            }
        }
        for (type, from) in typeIndex {
            if let superclass = members.superclass(of: type), let to = typeIndex[superclass] {
                addEdge(Edge(from: from, to: to, location: nil, reason: .inherits))
            }
            for member in members.directMembers(of: type) {
                let location = context.location(file: member.file, byteOffset: member.fact.byteOffset)
                let reason = Edge.Reason.member(owner: member.fact.ownerType ?? type, member: member.fact.member ?? "?")
                for to in targets(of: member) {
                    addEdge(
                        Edge(from: from, to: to, location: location, reason: reason, isOptional: member.fact.isOptional)
                    )
                }
            }
        }
        // Edges in a stable order whatever the dictionary's: by the order they were found is not stable for
        // the per-type loop above, so sort each node's edges by target.
        for index in edges.indices { edges[index].sort { $0.to < $1.to } }
    }

    private mutating func addService(key service: String, type: String, name: String?, first: Int) {
        let key = ServiceName(service, name: name).key
        guard serviceIndex[key] == nil else { return }
        serviceIndex[key] = nodes.count
        servicesByType[service, default: []].append(nodes.count)
        nodes.append(Node(kind: .service(key: service, type: type, name: name, firstRegistration: first)))
    }

    /// The registered services an injection reaches: one, or every name of its type when its name is dynamic.
    /// An optional injection reaches none unless the graph follows them: like the analyser, cycles only follow what
    /// must be there.
    private func targets(of injection: RuleContext.InjectionRef) -> [Int] {
        if injection.fact.isOptional && !followsOptional { return [] }
        switch injection.fact.name {
        case .none: return serviceIndex[injection.key].map { [$0] } ?? []
        case .literal(let name): return serviceIndex[ServiceName(injection.key, name: name).key].map { [$0] } ?? []
        case .dynamic, .constant: return servicesByType[injection.key] ?? []
        }
    }

    /// Keeps the first edge between two nodes (one path is enough to explain a cycle), unless it is optional and a
    /// later one is not: like the analyser, a required request outweighs an optional one.
    private mutating func addEdge(_ edge: Edge) {
        let key = edge.from * nodes.count + edge.to
        if let position = edgeKeys[key] {
            if edges[edge.from][position].isOptional && !edge.isOptional { edges[edge.from][position] = edge }
            return
        }
        edgeKeys[key] = edges[edge.from].count
        edges[edge.from].append(edge)
    }
}
