/// How a registration's factory must be called, fixed by the `register` overload that made it.
///
/// The analyser reads it (``Registration/kind``) to know where to run a factory: on its worker thread, on the
/// main actor, or awaited.
enum RegistrationKind: Sendable, Hashable {
    /// A plain synchronous factory: callable from any thread.
    case synchronous
    /// `register(_:isolation: MainActor.shared, …)`: a synchronous factory that must run on the main actor.
    case mainActor
    /// An `async` factory: resolvable only with `resolveAsync`.
    case async
}
