import InjectDiagnostics

/// The static dependency graph the `cycle` rule searches: one node per registered (type, name), one edge per
/// hop from a factory to a service it needs.
struct DependencyGraph {
    struct Node {
        /// The service type with aliases followed (what edges match), and as first written (what is printed).
        var key: String
        var type: String
        var name: String?
        /// The first registration, in print order: cycles start from the earliest node.
        var firstRegistration: Int

        /// The service as messages name it.
        var service: ServiceName {
            ServiceName(type, name: name)
        }
    }

    struct Edge {
        /// Why the hop exists; its sentence is built only for the hops a cycle prints.
        enum Reason {
            /// The factory resolves the target.
            case resolves
            /// The factory builds `builtAs`, whose stored `owner.member` injects the target.
            case member(builtAs: String, owner: String, member: String)
        }

        var from: Int
        var to: Int
        var location: SourceLocation
        var reason: Reason
    }

    private(set) var nodes: [Node] = []
    private(set) var edges: [[Edge]] = []
    private var nodeIndex: [String: Int] = [:]
    /// Every node of a type, whatever its name, for injections whose name is only known at run time.
    private var nodesByType: [String: [Int]] = [:]
    /// `from * nodes.count + to` for every edge, so each pair of services keeps its first hop only.
    private var edgeKeys: Set<Int> = []

    init(context: RuleContext) {
        for (position, registration) in context.registrations.enumerated() {
            guard case .dynamic = registration.fact.name else {
                _ = node(
                    key: registration.key, type: registration.fact.type, name: registration.fact.name.literal,
                    first: position)
                continue
            }
        }
        edges = Array(repeating: [], count: nodes.count)
        let members = MemberIndex(context: context)
        var resolutionsByFactory: [Int: [Int: [RuleContext.InjectionRef]]] = [:]  // file → registration → calls
        for injection in context.injections {
            guard let factory = injection.fact.factory else { continue }
            resolutionsByFactory[injection.file, default: [:]][factory, default: []].append(injection)
        }
        for registration in context.registrations {
            guard let from = nodeIndex[ServiceName(registration.key, name: registration.fact.name.literal).key],
                registration.fact.name != .dynamic
            else { continue }
            for injection in resolutionsByFactory[registration.file]?[registration.index] ?? [] {
                let location = context.location(file: registration.file, byteOffset: injection.fact.byteOffset)
                for to in targets(of: injection) {
                    addEdge(Edge(from: from, to: to, location: location, reason: .resolves))
                }
            }
            for constructed in registration.fact.constructedTypes {
                for member in members.injectedMembers(of: constructed) {
                    let reason = Edge.Reason.member(
                        builtAs: constructed, owner: member.fact.ownerType ?? constructed,
                        member: member.fact.member ?? "?")
                    for to in targets(of: member) {
                        addEdge(
                            Edge(
                                from: from, to: to,
                                location: context.location(file: member.file, byteOffset: member.fact.byteOffset),
                                reason: reason))
                    }
                }
            }
        }
    }

    private mutating func node(key service: String, type: String, name: String?, first: Int) -> Int {
        let key = ServiceName(service, name: name).key
        if let existing = nodeIndex[key] { return existing }
        nodeIndex[key] = nodes.count
        nodesByType[service, default: []].append(nodes.count)
        nodes.append(Node(key: service, type: type, name: name, firstRegistration: first))
        return nodes.count - 1
    }

    /// The registered services an injection reaches: one, or every name of its type when its name is dynamic.
    /// An optional injection reaches none: like the analyser, cycles only follow what must be there.
    private func targets(of injection: RuleContext.InjectionRef) -> [Int] {
        if injection.fact.isOptional { return [] }
        switch injection.fact.name {
        case .none: return nodeIndex[injection.key].map { [$0] } ?? []
        case .literal(let name): return nodeIndex[ServiceName(injection.key, name: name).key].map { [$0] } ?? []
        case .dynamic, .constant: return nodesByType[injection.key] ?? []
        }
    }

    /// Keeps the first hop between two services: one path is enough to explain a cycle.
    private mutating func addEdge(_ edge: Edge) {
        guard edgeKeys.insert(edge.from * nodes.count + edge.to).inserted else { return }
        edges[edge.from].append(edge)
    }

    /// The sentence of a hop's `note:`.
    func explanation(of edge: Edge) -> String {
        switch edge.reason {
        case .resolves:
            return DiagnosticMessages.cycleHop(nodes[edge.from].service, resolves: nodes[edge.to].service)
        case .member(let builtAs, let owner, let member):
            return DiagnosticMessages.cycleHop(
                nodes[edge.from].service, builtAs: builtAs, owner: owner, member: member,
                injects: nodes[edge.to].service)
        }
    }
}
