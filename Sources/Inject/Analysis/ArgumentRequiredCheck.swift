internal import InjectDiagnostics

/// `argument-required`: a request that cannot pass the runtime argument a factory takes. Two shapes, worded as the
/// linter words them (`DiagnosticMessages.argumentRequired`):
/// - a factory that resolves it without `argument:`: its analysis stops there; the finding is at its registration;
/// - an `@Injected` property (or `Injected<T>()` constant) of it: at the property, which `@Injected` can never
///   satisfy.
///
/// A factory that resolves one with an argument of another type stops there too; that finding keeps its own rule,
/// `argument-mismatch`.
struct ArgumentRequiredCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.argumentRequired }

    func findings(in context: AnalysisContext) -> [Finding] {
        guard !context.argumentServices.isEmpty else { return [] }
        var findings: [Finding] = context.roots { reason in
            guard case .refused(let error) = reason else { return false }
            return error.isArgumentProblem
        }
        .compactMap { stop in
            guard case .refused(let error) = stop.reason, let node = context.nodeIndex[stop.registration] else {
                return nil
            }
            let owner = context.graph.nodes[node]
            guard case .argumentRequired(let service, let name, let argumentType, _, _) = error else {
                // A mismatched argument: the library's own words, at the factory that passed it.
                let diagnostic = error.diagnostic
                return Finding(
                    severity: .error, ruleID: diagnostic.ruleID, message: diagnostic.message, location: owner.location,
                    notes: context.stopNotes(root: stop.registration))
            }
            return Finding(
                severity: .error, ruleID: ruleID,
                message: DiagnosticMessages.argumentRequired(
                    ServiceName(service, name: name), site: .factory(of: owner.serviceName, in: nil),
                    argumentType: argumentType),
                location: owner.location, notes: context.stopNotes(root: stop.registration))
        }
        var argumentNodes: [Int: String] = [:]
        for (key, type) in context.argumentServices {
            if let node = context.nodeIndex[key] { argumentNodes[node] = type }
        }
        for (index, edge) in context.graph.edges.enumerated() {
            guard let argumentType = argumentNodes[edge.to] else { continue }
            for request in context.requests(alongEdge: index) where request.property != nil {
                let owner = context.graph.nodes[request.from]
                var notes: [Finding.Note] = []
                if let registered = owner.location {
                    notes.append(
                        Finding.Note(
                            message: DiagnosticMessages.registeredHere(owner.serviceName), location: registered))
                }
                findings.append(
                    Finding(
                        severity: .error, ruleID: ruleID,
                        message: DiagnosticMessages.argumentRequired(
                            context.graph.nodes[request.to].serviceName, site: context.site(of: request),
                            argumentType: argumentType),
                        location: request.location, notes: notes))
            }
        }
        return findings
    }
}

extension ResolutionError {
    /// An `argument-required` or `argument-mismatch` refusal.
    var isArgumentProblem: Bool {
        switch self {
        case .argumentRequired, .argumentMismatch: true
        default: false
        }
    }
}
