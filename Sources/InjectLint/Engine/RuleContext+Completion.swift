// Facts the scanner could only half-read in their own file, completed with what the whole package declares.
extension RuleContext {
    /// A file's registrations and injections as the rules see them:
    /// - an inferred `resolve()` gets the type of the `init` parameter it is passed to (dropped when unknown);
    /// - a `name:` constant becomes its literal;
    /// - a call on a type with its own `resolve`/`register` (a project's `Locator`) is dropped;
    /// - a generic (`S`, `Self`) registration registers nothing by itself; a call of its helper function
    ///   (`provide(Store.self) { … }`) is the registration instead, appended after the file's own ones;
    /// - a factory calling a helper function builds what that function returns.
    static func completed(
        _ file: FileFacts, with declarations: DeclarationIndex
    ) -> (registrations: [RegistrationFact], injections: [InjectionFact]) {
        var registrations: [RegistrationFact] = []
        registrations.reserveCapacity(file.registrations.count)
        for var registration in file.registrations {
            registration.name = declarations.resolved(registration.name)
            for helper in registration.helperCalls {
                for type in declarations.returnedTypes(ofFunction: helper)
                where !registration.constructedTypes.contains(type) {
                    registration.constructedTypes.append(type)
                }
            }
            if declarations.isOwnMethodReceiver(registration.receiverType) { registration.isGeneric = true }
            registrations.append(registration)
        }
        for call in file.declarations.metatypeCalls {
            guard var registration = declarations.registration(madeBy: call) else { continue }
            registration.name = declarations.resolved(registration.name)
            registrations.append(registration)
        }
        var injections: [InjectionFact] = []
        injections.reserveCapacity(file.injections.count)
        for var injection in file.injections {
            if declarations.isOwnMethodReceiver(injection.receiverType) { continue }
            injection.name = declarations.resolved(injection.name)
            if let site = injection.argumentOf {
                guard let parameter = declarations.parameter(for: site) else { continue }
                injection.type = parameter.type
                injection.isOptional = parameter.isOptional
                injection.isGeneric = parameter.isGeneric
                injection.resolveOptionalAsService()
            }
            injections.append(injection)
        }
        return (registrations, injections)
    }
}
