import Foundation
import InjectWorkflowCore

/// A clock the test moves by hand, so actions get distinct, known times.
///
/// ```swift
/// let clock = TestClock()          // 2026-11-22 09:00 UTC
/// clock.advance(minutes: 1)
/// clock.set(TestClock.start.addingTimeInterval(600))
/// ```
public final class TestClock: WallClock {
    private let current: LockedValue<Date>

    /// A clock that reads `start` until it is moved: `TestClock()` or `TestClock(someDate)`.
    public init(_ start: Date = TestClock.start) {
        current = LockedValue(start)
    }

    /// 2026-11-22 09:00 UTC: "now" at the start of every feature test.
    ///
    /// ```swift
    /// #expect(event.createdAt == TestClock.start)
    /// ```
    public static let start = Date(timeIntervalSince1970: 1_795_338_000)

    /// The time the clock reads now: `clock.now()`.
    public func now() -> Date { current.withLock { $0 } }

    /// Moves the clock forward: `clock.advance(minutes: 1)`.
    public func advance(minutes: Int) {
        current.withLock { $0 = $0.addingTimeInterval(TimeInterval(minutes * 60)) }
    }

    /// Puts the clock at `date`, forward or back: `clock.set(TestClock.start.addingTimeInterval(600))`.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}
