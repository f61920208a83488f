/// What a factory receives for constructor injection; ``Container`` conforms.
///
/// ```swift
/// container.register(Mailer.self) { r in
///     OutboxMailer(store: r.resolve(Store.self), archive: r.resolve(Store.self, name: "archive"),
///                  analytics: r.resolveIfRegistered(Analytics.self))
/// }
/// ```
///
/// Contract for implementers: `resolve` never returns a wrong-typed or half-built value (it traps with a
/// message naming the type and how to register it), `tryResolve` throws the same problem as a
/// ``ResolutionError``, and `resolveIfRegistered` returns nil only when the service is not registered.
///
/// The protocol is class-bound on purpose: a factory receives its resolver as `any Resolver` at every level
/// of a graph, and a class-bound existential is one reference the caller lends without copying, where an
/// unconstrained one is copied (a retain and a release) per level. That took the 3-level transient benchmark
/// from about 1.7× to about 1.45× hand construction (`Benchmarks`, row a).
public protocol Resolver: AnyObject, Sendable {
    /// Resolves `type`, stopping the program with a clear message if it cannot.
    ///
    /// ```swift
    /// let store = r.resolve(Store.self, name: nil)
    /// ```
    func resolve<Service>(_ type: Service.Type, name: String?) -> Service
    /// Resolves `type`, throwing when it is unregistered or cyclic.
    ///
    /// ```swift
    /// let store = try r.tryResolve(Store.self, name: nil)
    /// ```
    func tryResolve<Service>(_ type: Service.Type, name: String?) throws(ResolutionError) -> Service
    /// Resolves `type`, or nil when it is not registered.
    ///
    /// ```swift
    /// let analytics = r.resolveIfRegistered(Analytics.self, name: nil)
    /// ```
    func resolveIfRegistered<Service>(_ type: Service.Type, name: String?) -> Service?
    /// Resolves `type` with `await`: any registration, including async ones (see ``Container/resolveAsync(_:name:)``).
    ///
    /// ```swift
    /// let database = try await r.resolveAsync(Database.self, name: nil)
    /// ```
    func resolveAsync<Service: Sendable>(_ type: Service.Type, name: String?) async throws -> Service
}

// The conveniences below only forward to the requirements, so they are `@inlinable`: a factory's
// `r.resolve()` then costs one witness call, not two. `resolve(_:)`, the one factories call at every level of a
// graph, is also `@inline(__always)`: left to the optimiser, a client compiled it as a separate unspecialised
// function (the resolver is an opened existential), one more call per level.
extension Resolver {
    /// Resolves `type` (inferred from context when omitted).
    ///
    /// ```swift
    /// let store = r.resolve(Store.self)
    /// let clock: Clock = r.resolve()
    /// ```
    @inlinable @inline(__always)
    public func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
        resolve(type, name: nil)
    }

    /// Resolves the registration of `type` named `name`.
    ///
    /// ```swift
    /// let archive: Store = r.resolve(name: "archive")
    /// ```
    @inlinable
    public func resolve<Service>(_ type: Service.Type = Service.self, name: String) -> Service {
        resolve(type, name: Optional(name))
    }

    /// Resolves `type`, throwing when it is unregistered or cyclic.
    ///
    /// ```swift
    /// let store: Store = try r.tryResolve()
    /// ```
    @inlinable
    public func tryResolve<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try tryResolve(type, name: nil)
    }

    /// Resolves the registration of `type` named `name`, throwing when it is unregistered or cyclic.
    ///
    /// ```swift
    /// let archive: Store = try r.tryResolve(name: "archive")
    /// ```
    @inlinable
    public func tryResolve<Service>(
        _ type: Service.Type = Service.self, name: String
    ) throws(ResolutionError)
        -> Service
    {
        try tryResolve(type, name: Optional(name))
    }

    /// Resolves `type`, or nil when it is not registered.
    ///
    /// ```swift
    /// let analytics: Analytics? = r.resolveIfRegistered()
    /// ```
    @inlinable
    public func resolveIfRegistered<Service>(_ type: Service.Type = Service.self) -> Service? {
        resolveIfRegistered(type, name: nil)
    }

    /// Resolves the registration of `type` named `name`, or nil when there is none.
    ///
    /// ```swift
    /// let backup: Store? = r.resolveIfRegistered(name: "backup")
    /// ```
    @inlinable
    public func resolveIfRegistered<Service>(_ type: Service.Type = Service.self, name: String) -> Service? {
        resolveIfRegistered(type, name: Optional(name))
    }

    /// Resolves `type` (inferred from context when omitted) with `await`, inside an async factory.
    ///
    /// ```swift
    /// container.register(Repository.self) { r async throws in SQLRepository(database: try await r.resolveAsync()) }
    /// ```
    @inlinable
    public func resolveAsync<Service: Sendable>(_ type: Service.Type = Service.self) async throws -> Service {
        try await resolveAsync(type, name: nil)
    }

    /// Resolves the registration of `type` named `name` with `await`.
    ///
    /// ```swift
    /// let archive: Database = try await r.resolveAsync(name: "archive")
    /// ```
    @inlinable
    public func resolveAsync<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String
    ) async throws -> Service {
        try await resolveAsync(type, name: Optional(name))
    }
}
