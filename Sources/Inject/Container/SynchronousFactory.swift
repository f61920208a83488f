/// A synchronous factory as the user wrote it: with the resolver (`{ r in Mailer(store: r.resolve()) }`) or
/// without (`{ FileStore() }`).
///
/// Why both shapes are kept: turning a factory without a resolver into one that takes it means wrapping it in a
/// new closure, and that closure's context is an allocation (and a free) for every such registration, more than
/// the switch below costs in all the resolutions of a registration's life.
enum SynchronousFactory<Service>: Sendable {
    case resolving(@Sendable (any Resolver) -> Service)
    case plain(@Sendable () -> Service)

    /// Builds the service, handing `resolver` to a factory that takes one.
    @inline(__always)
    func callAsFunction(_ resolver: any Resolver) -> Service {
        switch self {
        case .resolving(let make): make(resolver)
        case .plain(let make): make()
        }
    }
}
