/// What a registration's scope keeps between resolutions, guarded by its `scopeLock`.
struct ScopeState {
    /// The shared instance of a `.weak` registration, held without keeping it alive.
    weak var object: AnyObject?
    /// The build of an async `.singleton` in progress: every caller that arrives meanwhile awaits this one task,
    /// so the factory runs once however many tasks ask at the same moment.
    var asyncBuild: Task<ErasedValue, any Error>?
    /// The instance of a custom-scoped registration, kept until ``Container/reset(_:)`` ends its scope.
    var scoped: ErasedValue?
    /// The failure of an async singleton's build, kept only for registrations made with `cachesFailure: true`.
    var cachedFailure: (any Error)?
}
