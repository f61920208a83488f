/// What a registration says of a runtime argument: whether its factory takes one, and its type when written. The
/// argument rules read it from the sources' registrations and from the registration manifest's alike.
struct ArgumentShape {
    var takesArgument: Bool
    var argumentType: String?
}

extension RuleContext {
    /// The argument shapes of every registration that may answer `injection` (same type, a matching name): the
    /// sources' first, then the manifest's (a feature linted on its own against its host's manifest).
    func argumentShapes(answering injection: InjectionRef) -> [ArgumentShape] {
        let fact = injection.fact
        var shapes: [ArgumentShape] = []
        for index in registrationsByType[injection.key] ?? [] where registrations[index].fact.name.matches(fact.name) {
            let registration = registrations[index].fact
            shapes.append(
                ArgumentShape(takesArgument: registration.takesArgument, argumentType: registration.argumentType))
        }
        for entry in manifestRegistrations[injection.key] ?? [] where entry.name.argument.matches(fact.name) {
            shapes.append(ArgumentShape(takesArgument: entry.takesArgument, argumentType: entry.argumentType))
        }
        return shapes
    }
}
