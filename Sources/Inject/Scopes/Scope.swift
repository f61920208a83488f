/// How long a resolved instance lives, chosen when a service is registered.
///
/// ```swift
/// container.register(Clock.self) { SystemClock() }                        // .transient: new each time
/// container.register(Store.self, scope: .singleton) { FileStore() }      // once per container
/// container.register(Session.self, scope: .weak) { Session() }            // shared while someone holds it
/// container.register(UnitOfWork.self, scope: .graph) { UnitOfWork() }     // one per top-level resolve
/// ```
///
/// The analyser's `lifetime` rule reports a `.singleton` that depends on a `.weak` or `.graph` service: the
/// singleton would keep one such instance forever, which is never what those scopes promise.
public enum Scope: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A new instance on every resolution (the default).
    case transient
    /// One instance per container, created on first resolution, exactly once even when many tasks race for it.
    case singleton
    /// One instance shared for as long as something else holds a strong reference to it; then a new one.
    /// Services that are not classes behave as `.transient`.
    case weak
    /// One instance per top-level resolution: two services built by the same `resolve` call share it.
    case graph

    /// The scope as written in Swift: `.singleton`.
    public var description: String {
        switch self {
        case .transient: ".transient"
        case .singleton: ".singleton"
        case .weak: ".weak"
        case .graph: ".graph"
        }
    }
}
