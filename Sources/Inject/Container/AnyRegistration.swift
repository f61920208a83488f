/// What every registration knows, whatever its service type: the part the table and the analyser use.
///
/// The typed half is ``Registration``; the table stores this base class so one lookup serves every type.
class AnyRegistration: @unchecked Sendable {
    // Safe: every stored property is an immutable `let` of Sendable type (metatypes are immutable).
    let key: RegistrationKey
    let serviceType: Any.Type
    let scope: Scope
    let location: SourceLocation
    /// True for registrations copied into an overriding container; replacing one is not a duplicate.
    let isInherited: Bool

    init(key: RegistrationKey, serviceType: Any.Type, scope: Scope, location: SourceLocation, isInherited: Bool) {
        self.key = key
        self.serviceType = serviceType
        self.scope = scope
        self.location = location
        self.isInherited = isInherited
    }

    /// `Store` or `Store (name: "archive")`, for messages.
    var displayName: String { TypeName.of(serviceType, name: key.name) }

    /// Runs the factory once, outside every scope, for the analyser.
    func makeInstanceForAnalysis(in container: Container) -> Any {
        preconditionFailure("Registration subclasses override makeInstanceForAnalysis(in:)")
    }

    /// A copy with fresh scope storage (no singleton built yet), for an overriding container.
    func copyWithFreshScope() -> AnyRegistration {
        preconditionFailure("Registration subclasses override copyWithFreshScope()")
    }
}
