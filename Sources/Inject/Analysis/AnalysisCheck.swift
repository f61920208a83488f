internal import InjectDiagnostics

/// One rule of the start-up analyser: a pure function from the dependency graph to findings.
///
/// Contract for a check: it reports every instance of its problem (never stops at the first), each once, with
/// its own ``ruleID``, at the user's declaration, saying how to fix it; and it runs in time linear in the graph.
protocol AnalysisCheck: Sendable {
    /// The id printed as `[ruleID]`, shared with the linter.
    var ruleID: String { get }
    func findings(in context: AnalysisContext) -> [Finding]
}

/// What every check reads.
struct AnalysisContext {
    let graph: DependencyGraph
    /// Every registration ever made, in order, including replaced ones.
    let history: [Registration]
    /// How many registrations are live (one per key).
    let liveRegistrationCount: Int
    /// Registrations whose analysis stopped at a dead end, and why.
    let stops: [ProbeStop]
    /// The positions in ``stops`` of each root's stops, in order: a finding's notes look up its own root's.
    let stopsByRoot: [RegistrationKey: [Int]]
    /// Singletons built before the analysis, whose factories it did not see.
    let prebuilt: [RegistrationKey]
    /// Async registrations whose factories did not run.
    let unanalysedAsync: [RegistrationKey]
    /// Registrations taking an argument whose factories did not run.
    let unanalysedArguments: [RegistrationKey]
    /// The services registered with an async factory (a synchronous request for one stops the program).
    let asyncServices: [RegistrationKey]
    /// The services whose factories take a runtime argument, and the argument's type as Swift spells it.
    let argumentServices: [RegistrationKey: String]
    /// The node of each service key, registered or missing.
    let nodeIndex: [RegistrationKey: Int]
    /// The graph's cycles and their components.
    let cycles: GraphCycles
    /// Whether the container analysed is the default container.
    let isDefaultContainer: Bool
    /// The properties of an owner that ask for the same service as a graph edge, besides the edge's own.
    private let otherProperties: [Int: [DependencyGraph.Edge]]

    init(probe: ProbeResult, history: [Registration]) {
        (graph, nodeIndex, cycles, otherProperties) = DependencyGraph.building(probe)
        self.history = history
        liveRegistrationCount = probe.registrations.count
        isDefaultContainer = probe.isDefaultContainer
        stops = probe.stops
        stopsByRoot = Dictionary(grouping: probe.stops.indices) { probe.stops[$0].root }
        prebuilt = probe.prebuilt
        unanalysedAsync = probe.unanalysedAsync
        unanalysedArguments = probe.unanalysedArguments
        asyncServices = probe.registrations.filter { $0.kind == .async }.map(\.key)
        argumentServices = Dictionary(
            probe.registrations.compactMap { registration in
                registration.argumentType.map { (registration.key, TypeName.of($0)) }
            },
            uniquingKeysWith: { _, last in last })
    }

    /// Each edge's index by its (from, to) pair; the graph keeps one edge per pair.
    func edgeIndex() -> [Int: [Int: Int]] {
        var index: [Int: [Int: Int]] = [:]
        for (position, edge) in graph.edges.enumerated() { index[edge.from, default: [:]][edge.to] = position }
        return index
    }

    /// Every request that graph edge `index` stands for, in declaration order: the edge, and the owner's other
    /// properties of the same service (`@Injected var a: Store` and `@Injected var b: Store?` are one edge, but
    /// each is reported where it is declared).
    func requests(alongEdge index: Int) -> [DependencyGraph.Edge] {
        guard let others = otherProperties[index] else { return [graph.edges[index]] }
        return ([graph.edges[index]] + others).sorted {
            ($0.location.fileID, $0.location.line, $0.location.column)
                < ($1.location.fileID, $1.location.line, $1.location.column)
        }
    }

    /// Where `edge` asks for its service, in the words both tools use: `injected into 'FooImpl.bar'` for a
    /// property (of the type that declares it), `resolved by the factory of 'Foo'` for a resolve.
    func site(of edge: DependencyGraph.Edge) -> InjectionSite {
        let owner = graph.nodes[edge.from]
        guard let property = edge.property else { return .factory(of: owner.serviceName, in: nil) }
        return .property(owner: edge.declaringType ?? owner.implementation ?? owner.service, member: property)
    }
}

/// The analyser's rules, in the order their findings are reported.
enum AnalysisChecks {
    static let all: [any AnalysisCheck] = [
        CycleCheck(), UnregisteredCheck(), ForeignResolutionCheck(), RequiresAwaitCheck(), ArgumentRequiredCheck(),
        LifetimeCheck(),
        IncompleteAnalysisCheck(), LazyInjectedCheck(), DuplicateRegistrationCheck(),
    ]
}
