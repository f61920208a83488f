/// `duplicate-registration` (a warning): the same type and name registered more than once. The last one wins,
/// which is allowed, but usually means two modules claim the same service. Replacing a registration in an
/// overriding container (``Container/overriding(_:)``) is the point of that container and is not reported.
struct DuplicateRegistrationCheck: AnalysisCheck {
    var ruleID: String { "duplicate-registration" }

    func findings(in context: AnalysisContext) -> [Finding] {
        var first: [RegistrationKey: Registration] = [:]
        var findings: [Finding] = []
        for registration in context.history where !registration.isInherited {
            guard let earlier = first[registration.key] else {
                first[registration.key] = registration
                continue
            }
            findings.append(
                Finding(
                    severity: .warning, ruleID: ruleID,
                    message:
                        "'\(registration.displayName)' is registered again and replaces the earlier registration; remove one, or give one a name",
                    location: registration.location,
                    notes: [Finding.Note(message: "first registered here", location: earlier.location)]))
        }
        return findings
    }
}
