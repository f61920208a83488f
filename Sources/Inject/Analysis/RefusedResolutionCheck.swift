internal import InjectDiagnostics

/// A factory that resolves, synchronously, a registration that may only be awaited (an async factory's service),
/// which stops the program at run time. Reported under the failure's own rule (`requires-await`), at the
/// registration whose factory made the request.
struct RefusedResolutionCheck: AnalysisCheck {
    var ruleID: String { "requires-await" }

    func findings(in context: AnalysisContext) -> [Finding] {
        context.roots { if case .refused = $0 { true } else { false } }.compactMap { stop in
            guard case .refused(let error) = stop.reason, let node = context.nodeIndex[stop.registration]
            else { return nil }
            let owner = context.graph.nodes[node]
            let diagnostic = error.diagnostic
            return Finding(
                severity: .error, ruleID: diagnostic.ruleID,
                message: "the factory of \(owner.serviceName.quoted) resolves synchronously what it must await: "
                    + diagnostic.message,
                location: owner.location, notes: context.stopNotes(root: stop.registration))
        }
    }
}
