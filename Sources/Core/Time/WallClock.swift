import Foundation

/// The current time, injected so features and tests agree on "now".
///
/// Named `WallClock` so it does not collide with the standard library's `Clock` protocol.
///
/// ```swift
/// container.register(WallClock.self) { FixedClock(Date(timeIntervalSince1970: 1_790_000_000)) }
/// ```
public protocol WallClock: Sendable {
    /// The current date and time.
    func now() -> Date
}

/// The real clock.
public struct SystemClock: WallClock {
    /// The real clock: `container.register(WallClock.self) { SystemClock() }`.
    public init() {}

    /// The current date and time: `clock.now()`.
    public func now() -> Date { Date() }
}

/// A clock that always says the same time: for tests and reproducible demos.
public struct FixedClock: WallClock {
    /// The time this clock always tells: `FixedClock(date).date == date`.
    public var date: Date

    /// A clock stopped at `date`: `FixedClock(Date(timeIntervalSince1970: 1_790_000_000))`.
    public init(_ date: Date) {
        self.date = date
    }

    /// Always ``date``: `FixedClock(date).now() == date`.
    public func now() -> Date { date }
}
