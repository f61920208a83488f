extension Registration {
    /// Why this registration may not be built synchronously right here, or nil when it may.
    ///
    /// An async factory can only be awaited; a main-actor factory only runs on the main actor. `injectedAt` is
    /// the `@Injected` declaration that asked, when one did, so the message points at it. A factory that takes an
    /// argument is built only by a request that passes one (`argumentGiven`).
    func synchronousRefusal(injectedAt: CodeLocation?, argumentGiven: Bool = false) -> ResolutionError? {
        if let argumentType, !argumentGiven {
            return .argumentRequired(
                service: TypeName.of(serviceType), name: key.name, argumentType: TypeName.of(argumentType),
                registeredAt: location, injectedAt: injectedAt)
        }
        switch kind {
        case .synchronous:
            return nil
        case .mainActor:
            if Platform.isOnMainActor || MainActorLoan.isLentToCurrentThread { return nil }
            return .offMainActor(
                service: TypeName.of(serviceType), name: key.name, registeredAt: location, injectedAt: injectedAt)
        case .async:
            return .requiresAwait(
                service: TypeName.of(serviceType), name: key.name, registeredAt: location, injectedAt: injectedAt)
        }
    }

    /// Why a request passing an argument of type `given` (nil: none) may not use this registration, or nil when
    /// the argument is the one its factory takes: a factory taking another type (or none) is refused naming both
    /// (`argument-mismatch`), a factory taking one asked without it names the `argument:` form (`argument-required`).
    func argumentRefusal(given: Any.Type?, injectedAt: CodeLocation? = nil) -> ResolutionError? {
        guard argumentType != given else { return nil }
        guard let given else {
            return synchronousRefusal(injectedAt: injectedAt)
        }
        return .argumentMismatch(
            service: TypeName.of(serviceType), name: key.name, given: TypeName.of(given),
            expected: argumentType.map(TypeName.of), registeredAt: location)
    }
}
