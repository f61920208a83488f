import Core
import Foundation
import Synchronization

/// A clock the test moves by hand, so stage changes get distinct, known times.
final class TestClock: WallClock {
    private let current: Mutex<Date>

    init(_ start: Date = TestClock.start) {
        current = Mutex(start)
    }

    /// 2026-11-22 09:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_795_338_000)

    func now() -> Date { current.withLock { $0 } }

    func advance(minutes: Int) {
        current.withLock { $0 = $0.addingTimeInterval(TimeInterval(minutes * 60)) }
    }
}
