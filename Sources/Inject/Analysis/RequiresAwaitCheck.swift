internal import InjectDiagnostics

/// `requires-await`: a synchronous request for a service whose factory is async, which stops the program at run
/// time. Two shapes:
/// - a factory that resolves one synchronously (or reads such an `@Injected` while building): its analysis stops
///   there, and the finding is at the registration (or the property) that asked;
/// - an `@Injected` property (or `Injected<T>()` constant) of one, read later: at the property.
///
/// A main-actor registration resolved off the main actor stops the same way, under its own rule (`off-main-actor`).
struct RequiresAwaitCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.requiresAwait }

    func findings(in context: AnalysisContext) -> [Finding] {
        var reported: Set<[Int]> = []
        // A refused request for a factory that takes an argument is `ArgumentRequiredCheck`'s.
        let refused = context.roots { reason in
            guard case .refused(let error) = reason else { return false }
            return !error.isArgumentProblem
        }
        // Each stop looks among its owner's own edges, not the whole graph's (linear however many stop).
        let outgoing = refused.isEmpty ? [] : context.graph.outgoing()
        var findings: [Finding] = refused.compactMap { stop in
            guard case .refused(let error) = stop.reason, let node = context.nodeIndex[stop.registration]
            else { return nil }
            let owner = context.graph.nodes[node]
            guard case .requiresAwait(let service, let name, _, _) = error,
                let edge = outgoing[node].lazy.map({ context.graph.edges[$0] }).first(where: { edge in
                    context.graph.nodes[edge.to].service == service && context.graph.nodes[edge.to].name == name
                })
            else {
                let diagnostic = error.diagnostic
                return Finding(
                    severity: .error, ruleID: diagnostic.ruleID,
                    message: "the factory of \(owner.serviceName.quoted) resolves synchronously what it must await: "
                        + diagnostic.message,
                    location: owner.location, notes: context.stopNotes(root: stop.registration))
            }
            reported.insert([edge.from, edge.to])
            return finding(for: edge, in: context, notes: context.stopNotes(root: stop.registration))
        }
        let asyncNodes = Set(context.asyncServices.compactMap { context.nodeIndex[$0] })
        guard !asyncNodes.isEmpty else { return findings }
        for (index, edge) in context.graph.edges.enumerated() where asyncNodes.contains(edge.to) {
            // Every property of the service counts, optional ones too (a registered service is built, and refused).
            for request in context.requests(alongEdge: index) where request.property != nil {
                if request == edge, reported.contains([edge.from, edge.to]) { continue }
                findings.append(finding(for: request, in: context, notes: []))
            }
        }
        return findings
    }

    /// The finding for `edge`, whose target has an async factory: at the property that injects it, or at the
    /// registration whose factory resolves it.
    private func finding(for edge: DependencyGraph.Edge, in context: AnalysisContext, notes: [Finding.Note]) -> Finding
    {
        let service = context.graph.nodes[edge.to]
        let owner = context.graph.nodes[edge.from]
        let atProperty = edge.property != nil
        var notes = notes
        if atProperty, let registered = owner.location {
            notes.insert(
                Finding.Note(message: DiagnosticMessages.registeredHere(owner.serviceName), location: registered),
                at: 0)
        }
        return Finding(
            severity: .error, ruleID: ruleID,
            message: DiagnosticMessages.requiresAwait(service.serviceName, site: context.site(of: edge)),
            location: atProperty ? edge.location : owner.location, notes: notes)
    }
}
