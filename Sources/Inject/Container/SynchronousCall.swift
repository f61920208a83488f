/// Calls an `@isolated(any)` synchronous factory synchronously, once its isolation has been checked.
///
/// Why this exists: a factory is taken as `@isolated(any)` so that it inherits the isolation of the code that
/// registers it (a module whose default isolation is `MainActor` can then call main-actor initialisers in it),
/// and so that Inject can read that isolation (`factory.isolation`) and refuse to build it in the wrong place.
/// Swift lets an `@isolated(any)` function be called only with `await`, even a synchronous one; a resolution is
/// synchronous. So the value is reinterpreted as the plain synchronous function it is underneath, and called only
/// where its isolation allows: anywhere when it has none, on the main actor (checked first, as
/// `MainActor.assumeIsolated` does) when it is the main actor's.
///
/// The reinterpretation relies on the layout Swift 6.0 through 6.3 give an `@isolated(any)` function: the same
/// two words as a plain closure, the isolation kept inside the context (`unsafeBitCast` traps if the sizes ever
/// differ, and `SynchronousCallTests` pins the behaviour on every toolchain CI runs). The compiler's own
/// conversion between the two types does the same and only warns that a future language mode will refuse it.
enum SynchronousCall {
    /// `factory` as a plain synchronous function. Call it only where its isolation allows (see above).
    ///
    /// Why through boxes: `unsafeBitCast` of the functions themselves hands them to a generic function, which
    /// wraps each in a reabstraction thunk (two extra calls per resolution, about 20 instructions a level). A
    /// struct holding the function keeps it as it is stored, so the cast is only the copy of two words.
    static func callable<Service>(
        _ factory: @escaping @isolated(any) @Sendable (any Resolver) -> Service
    ) -> @Sendable (any Resolver) -> Service {
        unsafeBitCast(IsolatedFactory(call: factory), to: PlainFactory<Service>.self).call
    }

    /// `factory` as a plain synchronous function. Call it only where its isolation allows (see above).
    static func callable<Service>(
        _ factory: @escaping @isolated(any) @Sendable () -> Service
    ) -> @Sendable () -> Service {
        unsafeBitCast(IsolatedThunk(call: factory), to: PlainThunk<Service>.self).call
    }

    /// `factory`, which takes a runtime argument, as a plain synchronous function. Call it only where its
    /// isolation allows (see above).
    static func callable<Service, Argument>(
        _ factory: @escaping @isolated(any) @Sendable (any Resolver, Argument) -> Service
    ) -> @Sendable (any Resolver, Argument) -> Service {
        unsafeBitCast(IsolatedArgumentFactory(call: factory), to: PlainArgumentFactory<Service, Argument>.self).call
    }

    private struct IsolatedArgumentFactory<Service, Argument> {
        let call: @isolated(any) @Sendable (any Resolver, Argument) -> Service
    }

    private struct PlainArgumentFactory<Service, Argument> {
        let call: @Sendable (any Resolver, Argument) -> Service
    }

    private struct IsolatedFactory<Service> {
        let call: @isolated(any) @Sendable (any Resolver) -> Service
    }

    private struct PlainFactory<Service> {
        let call: @Sendable (any Resolver) -> Service
    }

    private struct IsolatedThunk<Service> {
        let call: @isolated(any) @Sendable () -> Service
    }

    private struct PlainThunk<Service> {
        let call: @Sendable () -> Service
    }
}
extension RegistrationKind {
    /// The kind of a synchronous factory isolated to `isolation`: plain when it has none, main-actor when it is
    /// the main actor's.
    ///
    /// Any other actor cannot be entered synchronously, so a factory isolated to one (a closure written inside an
    /// actor's method that uses `self`) is refused where it is registered, with the fix.
    ///
    /// `location` is `borrowing` because only that refusal reads it: taken as a plain parameter, the registering
    /// initialiser copied it for this call (both of its strings, the optional one through `Optional`'s value
    /// witnesses) on every registration.
    init(isolation: (any Actor)?, of service: Any.Type, at location: borrowing CodeLocation) {
        guard let isolation else {
            self = .synchronous
            return
        }
        guard isolation === MainActor.shared else {
            Platform.writeToStandardError(
                "\(location.clickable): error: the factory of '\(TypeName.of(service))' is isolated to the actor "
                    + "'\(type(of: isolation))', which a synchronous resolution cannot enter; register an async "
                    + "factory that awaits it (`{ () async in await actor.make() }`) and resolve it with "
                    + "`resolveAsync`, or register it from nonisolated code\n")
            preconditionFailure("Inject: a synchronous factory isolated to '\(type(of: isolation))'")
        }
        self = .mainActor
    }
}
