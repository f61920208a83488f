internal import InjectDiagnostics

/// `duplicate-registration` (a warning): the same type and name registered more than once. The last one wins,
/// which is allowed, but usually means two modules claim the same service. Replacing a registration in an
/// overriding container (``Container/overriding(_:)``) is the point of that container and is not reported.
struct DuplicateRegistrationCheck: AnalysisCheck {
    var ruleID: String { DiagnosticMessages.RuleID.duplicateRegistration }

    func findings(in context: AnalysisContext) -> [Finding] {
        // Every key in the history once: nothing was registered twice (checked without hashing every key).
        guard context.history.count != context.liveRegistrationCount else { return [] }
        var first: [RegistrationKey: Registration] = [:]
        var findings: [Finding] = []
        for registration in context.history where !registration.isInherited {
            guard let earlier = first[registration.key] else {
                first[registration.key] = registration
                continue
            }
            let service = ServiceName(TypeName.of(registration.serviceType), name: registration.key.name)
            findings.append(
                Finding(
                    severity: .warning, ruleID: ruleID, message: DiagnosticMessages.duplicateRegistration(service),
                    location: registration.location,
                    notes: [
                        Finding.Note(
                            message: DiagnosticMessages.firstRegisteredHere(service), location: earlier.location)
                    ]))
        }
        return findings
    }
}
