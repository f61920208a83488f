import CInjectSupport

/// A value guarded by a POSIX mutex (`inject_lock` in `CInjectSupport`, the same code on every platform).
///
/// Every lock in Inject goes through this type. Why not `Synchronization.Mutex`: it needs iOS 18 / macOS 15.
/// ThreadSanitizer intercepts the mutex, so it sees each hand-over between holders without help.
///
/// The value and the mutex share one allocation (a `ManagedBuffer`: the value is its header, the mutex its single
/// element), because a mutex must never move once initialised.
struct Lock<Value>: @unchecked Sendable {
    // Safe: the value is reached only inside `withLock`, with the mutex held.
    private let storage: LockStorage<Value>

    init(_ value: Value) {
        storage = LockStorage.make(value)
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { value, mutex in
            let status = inject_lock_lock(mutex)
            precondition(status == 0, "Inject could not take a lock (pthread_mutex_lock: \(status)).")
            defer { inject_lock_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}

/// The allocation behind a ``Lock``.
final class LockStorage<Value>: ManagedBuffer<Value, inject_lock> {
    static func make(_ value: Value) -> LockStorage {
        let buffer = create(minimumCapacity: 1) { _ in value }
        // Safe: `create` called on this subclass allocates an instance of it.
        let storage = unsafeDowncast(buffer, to: LockStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: inject_lock())
            let status = inject_lock_init(mutex)
            precondition(status == 0, "Inject could not create a lock (pthread_mutex_init: \(status)).")
        }
        return storage
    }

    deinit {
        // `ManagedBuffer` destroys the header (the value) itself; the element is ours to tear down.
        withUnsafeMutablePointerToElements { mutex in
            inject_lock_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }
}
