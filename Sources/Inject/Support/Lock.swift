import Synchronization

/// A `Synchronization.Mutex` that ThreadSanitizer can see through.
///
/// Why the wrapper: on Linux, `Mutex` waits in uninstrumented library code (a futex), so when two threads
/// contend, ThreadSanitizer never sees the second one acquire the lock and reports the protected data as a
/// race. Each critical section therefore also passes through `handoff`, an atomic updated with
/// acquire/release ordering on entry and exit: the next holder's entry reads what the previous holder's exit
/// wrote, which is the happens-before edge ThreadSanitizer needs (and costs two uncontended atomic adds).
/// Every lock in Inject goes through this type.
struct Lock<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    // Safe: the value is only reached inside `withLock`, under the mutex.
    private let mutex: Mutex<Value>
    private let handoff = Atomic<Int>(0)

    init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the value.
    borrowing func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            handoff.add(1, ordering: .acquiringAndReleasing)
            defer { handoff.add(1, ordering: .releasing) }
            return try body(&value)
        }
    }
}
