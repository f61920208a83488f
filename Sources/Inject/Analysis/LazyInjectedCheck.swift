internal import InjectDiagnostics

/// `lazy-injected` (a warning): a `lazy var x = Injected<T>()` in a service of a container other than the default
/// one. Its initialiser runs on first access, long after the factory that built its owner returned, so it cannot
/// know that factory's container and resolves from `Container.default` instead: the owner's registrations, and
/// the overrides a test gave this container, are not the ones it sees.
///
/// Why a finding and not a fix: the owner may be a struct (no identity to look its container up by), and the
/// initialiser runs in code Inject does not call, so there is no sound moment to hand it the owner's container.
/// The two other forms capture their container while the factory runs. The analyser still counts the lazy
/// property's edge (as unnamed: its initialiser, which holds the name, has not run).
struct LazyInjectedCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.lazyInjected }

    func findings(in context: AnalysisContext) -> [Finding] {
        let graph = context.graph
        guard !context.isDefaultContainer, graph.edges.contains(where: { $0.isUncreatedLazy }) else { return [] }
        return graph.edges.compactMap { edge in
            guard edge.isUncreatedLazy, let property = edge.property else { return nil }
            let owner = graph.nodes[edge.from]
            let declaringType = edge.declaringType ?? owner.implementation ?? owner.service
            let service = graph.nodes[edge.to].service
            return Finding(
                severity: .warning, ruleID: ruleID,
                message:
                    "'\(declaringType).\(property)' is a `lazy var \(property) = Injected<\(service)>()`: it is created on first access, after the factory of \(owner.serviceName.quoted) returned, so it resolves from `Container.default`, not from the container that built it; declare it `@Injected var \(property): \(service)`, or `let \(property) = Injected<\(service)>()`",
                location: owner.location)
        }
    }
}
