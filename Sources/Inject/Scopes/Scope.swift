/// How long a resolved instance lives, chosen when a service is registered.
///
/// ```swift
/// container.register(Clock.self) { SystemClock() }                        // .transient: new each time
/// container.register(Store.self, scope: .singleton) { FileStore() }      // once per container
/// container.register(Session.self, scope: .weak) { Session() }            // shared while someone holds it
/// container.register(UnitOfWork.self, scope: .graph) { UnitOfWork() }     // one per top-level resolve
///
/// extension Scope { static let session = Scope.custom("session") }
/// container.register(Cart.self, scope: .session) { Cart() }              // shared until reset(.session)
/// container.reset(.session)                                               // at logout: the next resolve builds anew
/// ```
///
/// The analyser's `lifetime` rule reports a `.singleton` that depends on a `.weak`, `.graph` or custom-scoped
/// service: the singleton would keep one such instance forever, which is never what those scopes promise.
///
/// A struct rather than an enum so that an app can name its own scopes; the four built-in scopes keep their
/// spellings (`.transient`, `.singleton`, `.weak`, `.graph`) and a `switch` over them needs a `default`.
public struct Scope: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// What the scope is; custom scopes are told apart by their names.
    enum Kind: Hashable {
        case transient, singleton, weak, graph
        case custom(String)
    }

    let kind: Kind

    /// A new instance on every resolution (the default).
    public static let transient = Scope(kind: .transient)
    /// One instance per container, created on first resolution, exactly once even when many tasks race for it.
    public static let singleton = Scope(kind: .singleton)
    /// One instance shared for as long as something else holds a strong reference to it; then a new one.
    /// Services that are not classes behave as `.transient`.
    public static let weak = Scope(kind: .weak)
    /// One instance per top-level resolution: two services built by the same `resolve` call share it.
    public static let graph = Scope(kind: .graph)

    /// A scope of the app's own, named `name`: one instance per container, built on first resolution (once,
    /// however many threads race for it), shared until ``Container/reset(_:)`` ends the scope.
    ///
    /// ```swift
    /// extension Scope { static let session = Scope.custom("session") }
    /// container.register(Cart.self, scope: .session) { Cart() }
    /// container.reset(.session)      // at logout
    /// ```
    ///
    /// Two custom scopes with the same name are the same scope.
    public static func custom(_ name: String) -> Scope {
        Scope(kind: .custom(name))
    }

    /// The four built-in scopes (custom scopes are the app's own and not listed).
    public static var allCases: [Scope] { [.transient, .singleton, .weak, .graph] }

    /// The name of a custom scope, or nil for a built-in one.
    ///
    /// ```swift
    /// Scope.custom("session").customName   // "session"
    /// ```
    public var customName: String? {
        if case .custom(let name) = kind { name } else { nil }
    }

    /// The scope as written in Swift: `.singleton`, `.custom("session")`.
    public var description: String {
        switch kind {
        case .transient: ".transient"
        case .singleton: ".singleton"
        case .weak: ".weak"
        case .graph: ".graph"
        case .custom(let name): ".custom(\"\(name)\")"
        }
    }
}
