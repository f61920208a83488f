import Foundation

/// A thread-safe list that factories and tasks append to, so tests can count what happened.
///
/// `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15 while the package supports macOS 12.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    // Safe: `storage` is touched only with `lock` held.
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    var values: [Value] { lock.withLock { storage } }
    var count: Int { lock.withLock { storage.count } }
}

/// Counts how many times something was created.
final class Counter: @unchecked Sendable {
    // Safe: `value` is touched only with `lock` held.
    private let lock = NSLock()
    private var value = 0

    /// Adds one and returns the new count, in one step, so two threads never see the same number.
    @discardableResult
    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }

    var count: Int { lock.withLock { value } }
}
