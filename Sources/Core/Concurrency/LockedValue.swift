import Foundation

/// A value shared between threads, reached only with its lock held.
///
/// Core's stand-in for `Synchronization.Mutex`, which needs macOS 15 / iOS 18 while this package supports
/// macOS 12 / iOS 15. It keeps `Mutex`'s spelling, so a call site reads the same:
///
/// ```swift
/// let lines = LockedValue<[String]>([])
/// lines.withLock { $0.append("c1") }
/// let count = lines.withLock { $0.count }
/// ```
public final class LockedValue<Value>: @unchecked Sendable {
    // Safe: `value` is read and written only inside `withLock`, with `lock` held.
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns what it returns.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
