internal import InjectDiagnostics

/// A factory that resolves from a container other than the one being validated (often `Container.default`, by a
/// stray `Container.default.resolve` or a captured container), and fails there. At run time that stops the
/// program; under analysis it is reported like any missing registration, under the failure's own rule
/// (`unregistered` or `cycle`), at the registration whose factory made the request.
struct ForeignResolutionCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.unregistered }

    func findings(in context: AnalysisContext) -> [Finding] {
        context.roots { if case .foreign = $0 { true } else { false } }.compactMap { stop in
            guard case .foreign(let error, let inDefault) = stop.reason, let node = context.nodeIndex[stop.registration]
            else { return nil }
            let owner = context.graph.nodes[node]
            let container = inDefault ? "'Container.default'" : "another container"
            let problem: String
            switch error {
            case .unregistered(let service, let name, _, _, _):
                problem =
                    "resolves \(ServiceName(service, name: name).quoted) from \(container), not the one being validated, and it is not registered there; register it there, or resolve it through the resolver the factory receives"
            case .requiresAwait, .offMainActor, .argumentMismatch, .argumentRequired:
                problem =
                    "resolves from \(container), not the one being validated, and fails there: \(error.diagnostic.message)"
            case .cycle(let path):
                problem =
                    "resolves from \(container), not the one being validated, and meets a dependency cycle there: \(path.map(\.description).joined(separator: " → "))"
            }
            let diagnostic = error.diagnostic
            return Finding(
                severity: .error, ruleID: diagnostic.ruleID,
                message: "the factory of \(owner.serviceName.quoted) \(problem)",
                location: owner.location,
                notes: [Finding.Note(message: "there: \(diagnostic.message)", location: diagnostic.location)]
                    + context.stopNotes(root: stop.registration))
        }
    }
}
