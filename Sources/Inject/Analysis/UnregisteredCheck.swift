internal import InjectDiagnostics

/// `unregistered`: a required injection of a service (type and name) that nothing registers. Optional
/// injections (`@Injected var x: T?`, `resolveIfRegistered`) are never reported.
///
/// Services are grouped by type identity, never by spelling: `Shipping.Client` injected where only
/// `Billing.Client` is registered is a type nobody registers (with "did you mean" when the spelling is close),
/// not a name mismatch. The words are the linter's (``DiagnosticMessages``).
struct UnregisteredCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.unregistered }

    func findings(in context: AnalysisContext) -> [Finding] {
        let graph = context.graph
        // Each required request of an unregistered service: an owner's second property of it is a finding too.
        let missing = graph.edges.indices.lazy.filter { !graph.nodes[graph.edges[$0].to].isRegistered }
            .flatMap { context.requests(alongEdge: $0) }.filter { !$0.isOptional }
        // A correct graph (the common case, and a large one at start-up) needs none of the indexes below.
        guard !missing.isEmpty else { return [] }
        var registeredByType: [ObjectIdentifier: [DependencyGraph.Node]] = [:]
        for node in graph.nodes where node.isRegistered {
            registeredByType[node.typeIdentity, default: []].append(node)
        }
        var suggestions = RegisteredTypeSuggestions(graph)
        // Registrations whose factory stopped at this missing dependency: (owner node, missing node) → root.
        var stoppedAt: [Int: [Int: RegistrationKey]] = [:]
        for stop in context.roots(where: { if case .missing = $0 { true } else { false } }) {
            guard case .missing(let key) = stop.reason, let from = context.nodeIndex[stop.registration],
                let to = context.nodeIndex[key]
            else { continue }
            stoppedAt[from, default: [:]][to] = stop.registration
        }
        return missing.map { edge in
            let target = graph.nodes[edge.to]
            let sameType = registeredByType[target.typeIdentity] ?? []
            var notes: [Finding.Note] = []
            if edge.property != nil, let ownerLocation = graph.nodes[edge.from].location {
                notes.append(
                    Finding.Note(
                        message: DiagnosticMessages.registeredHere(graph.nodes[edge.from].serviceName),
                        location: ownerLocation))
            }
            if sameType.isEmpty, let closest = suggestions.closest(to: target.service) {
                notes.append(
                    Finding.Note(
                        message: DiagnosticMessages.didYouMean(ServiceName(closest.service)),
                        location: closest.location))
            }
            if let root = stoppedAt[edge.from]?[edge.to] { notes.append(contentsOf: context.stopNotes(root: root)) }
            return Finding(
                severity: .error, ruleID: ruleID,
                message: DiagnosticMessages.unregistered(
                    target.serviceName, site: context.site(of: edge), registeredNames: sameType.map(\.name)),
                location: edge.location, notes: notes)
        }
    }
}

/// "Did you mean" among the registered types, by the policy both tools share: one index over the distinct
/// registered spellings, built once, and one answer per unknown spelling however many injections ask for it.
private struct RegisteredTypeSuggestions {
    private let firstOfSpelling: [DependencyGraph.Node]
    private let index: SuggestionIndex
    private var answers: [String: DependencyGraph.Node?] = [:]

    init(_ graph: DependencyGraph) {
        var seen: Set<String> = []
        firstOfSpelling = graph.nodes.filter { $0.isRegistered && seen.insert($0.service).inserted }
        index = SuggestionIndex(firstOfSpelling.map(\.service))
    }

    /// The first registration of the registered type closest to `spelling`, when close enough to be a typo.
    mutating func closest(to spelling: String) -> DependencyGraph.Node? {
        if let known = answers[spelling] { return known }
        let answer = index.closest(to: spelling).map { firstOfSpelling[$0] }
        answers[spelling] = .some(answer)
        return answer
    }
}
