#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value guarded by the platform's mutex: `os_unfair_lock` on Apple platforms, `pthread_mutex_t` elsewhere.
///
/// Every lock in Inject goes through this type. Why not `Synchronization.Mutex`: it needs iOS 18 / macOS 15.
/// ThreadSanitizer intercepts both primitives, so it sees each hand-over between holders without help.
///
/// The value and the primitive share one allocation (a `ManagedBuffer`: the value is its header, the primitive
/// its single element), because a mutex must never move once initialised.
struct Lock<Value>: @unchecked Sendable {
    // Safe: the value is reached only inside `withLock`, with the mutex held.
    private let storage: LockStorage<Value>

    init(_ value: Value) {
        storage = LockStorage.make(value)
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { value, primitive in
            PlatformLock.lock(primitive)
            defer { PlatformLock.unlock(primitive) }
            return try body(&value.pointee)
        }
    }
}

/// The allocation behind a ``Lock``.
final class LockStorage<Value>: ManagedBuffer<Value, PlatformLock.Primitive> {
    static func make(_ value: Value) -> LockStorage {
        let buffer = create(minimumCapacity: 1) { _ in value }
        // Safe: `create` called on this subclass allocates an instance of it.
        let storage = unsafeDowncast(buffer, to: LockStorage.self)
        storage.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
        return storage
    }

    deinit {
        // `ManagedBuffer` destroys the header (the value) itself; the element is ours to tear down.
        withUnsafeMutablePointerToElements { PlatformLock.destroy($0) }
    }
}

/// The operating system's mutex, behind one spelling.
enum PlatformLock {
    #if canImport(Darwin)
        typealias Primitive = os_unfair_lock

        static func initialize(_ primitive: UnsafeMutablePointer<Primitive>) {
            primitive.initialize(to: os_unfair_lock())
        }

        static func destroy(_ primitive: UnsafeMutablePointer<Primitive>) {
            primitive.deinitialize(count: 1)
        }

        @inline(__always)
        static func lock(_ primitive: UnsafeMutablePointer<Primitive>) {
            os_unfair_lock_lock(primitive)
        }

        @inline(__always)
        static func unlock(_ primitive: UnsafeMutablePointer<Primitive>) {
            os_unfair_lock_unlock(primitive)
        }
    #else
        typealias Primitive = pthread_mutex_t

        static func initialize(_ primitive: UnsafeMutablePointer<Primitive>) {
            primitive.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(primitive, nil)
            precondition(status == 0, "Inject could not create a lock (pthread_mutex_init: \(status)).")
        }

        static func destroy(_ primitive: UnsafeMutablePointer<Primitive>) {
            pthread_mutex_destroy(primitive)
            primitive.deinitialize(count: 1)
        }

        @inline(__always)
        static func lock(_ primitive: UnsafeMutablePointer<Primitive>) {
            let status = pthread_mutex_lock(primitive)
            precondition(status == 0, "Inject could not take a lock (pthread_mutex_lock: \(status)).")
        }

        @inline(__always)
        static func unlock(_ primitive: UnsafeMutablePointer<Primitive>) {
            pthread_mutex_unlock(primitive)
        }
    #endif
}
