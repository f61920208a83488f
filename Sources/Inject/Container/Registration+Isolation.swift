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
}
