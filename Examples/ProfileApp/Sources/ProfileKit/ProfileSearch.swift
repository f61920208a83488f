import Inject

/// Finds profiles.
public protocol ProfileSearch: Sendable {
    func find(_ text: String) -> [String]
}

/// The real search: injects the store it reads.
public struct StoreProfileSearch: ProfileSearch {
    @Injected var store: Store

    public init() {}

    public func find(_ text: String) -> [String] { [store.name(of: text)] }
}

/// A decorator: wraps another search and logs each query. The analyser still sees the wrapped search's
/// `@Injected` store, because the wrapper is created while the registration's factory runs.
public struct LoggingProfileSearch: ProfileSearch {
    let wrapped: any ProfileSearch
    let audit = Injected<AuditLog>()

    public init(wrapping wrapped: any ProfileSearch) { self.wrapped = wrapped }

    public func find(_ text: String) -> [String] { wrapped.find(text) }
}

/// Weekly reports: its clock is a `lazy var` wrapper, created on first access. That form resolves from
/// `Container.default` whatever container built the owner, so `validate()` of another container warns
/// (`lazy-injected`); `@Injected var clock: Clock` or `let clock = Injected<Clock>()` resolve from the owner's.
public final class WeeklyReport: @unchecked Sendable {
    // @unchecked: the lazy var is mutable, and a report is used by one task at a time.
    lazy var clock = Injected<any Clock>()

    public init() {}

    public func stamp() -> Int { clock().now }
}
