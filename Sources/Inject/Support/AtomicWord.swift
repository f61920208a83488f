import CInjectSupport

/// A machine word at a fixed address, read and written only with C11 atomics (`CInjectSupport`).
///
/// Why C and not Swift's `Synchronization.Atomic`: that module needs iOS 18 / macOS 15, and Inject supports
/// iOS 15 / macOS 12. C11 atomics exist everywhere, compile to the same instructions, and ThreadSanitizer
/// understands them (so no happens-before workaround is needed).
///
/// An atomic must never move, so this is only a view of memory that lives elsewhere: either the **first stored
/// property** of a class (``init(firstStoredPropertyOf:)``, no extra allocation, what every object with one hot
/// atomic uses) or an allocated array (``allocate(count:)``, for the registration table's slots).
struct AtomicWord: @unchecked Sendable {
    // Safe: the pointee is only touched through atomic operations.
    let address: UnsafeMutablePointer<inject_atomic_word>

    init(address: UnsafeMutablePointer<inject_atomic_word>) {
        self.address = address
    }

    /// The word declared as `object`'s first stored property (a root class's, for a class hierarchy).
    ///
    /// Swift lays out a class's stored properties in declaration order, a superclass's first, right after the
    /// object header; the owner checks that in debug builds with ``isFirstStoredProperty(_:of:)``.
    @inline(__always)
    init(firstStoredPropertyOf object: AnyObject) {
        address = _getUnsafePointerToStoredProperties(object).assumingMemoryBound(to: inject_atomic_word.self)
    }

    /// Whether `field` is where ``init(firstStoredPropertyOf:)`` looks in `object` (for a debug `assert`).
    static func isFirstStoredProperty(_ field: UnsafeMutablePointer<inject_atomic_word>, of object: AnyObject) -> Bool {
        UnsafeMutableRawPointer(field) == _getUnsafePointerToStoredProperties(object)
    }

    /// `count` zeroed words in a new allocation; give it back with ``deallocate(count:)``.
    static func allocate(count: Int) -> UnsafeMutablePointer<inject_atomic_word> {
        let words = UnsafeMutablePointer<inject_atomic_word>.allocate(capacity: count)
        for index in 0..<count { inject_atomic_init(words + index, 0) }
        return words
    }

    @inline(__always)
    func loadAcquiring() -> UInt {
        inject_atomic_load_acquire(address)
    }

    @inline(__always)
    func loadRelaxed() -> UInt {
        inject_atomic_load_relaxed(address)
    }

    @inline(__always)
    func storeReleasing(_ value: UInt) {
        inject_atomic_store_release(address, value)
    }

    /// Stores `desired` if the word is `expected`; returns whether it did and the value it found.
    @inline(__always)
    func compareExchange(expected: UInt, desired: UInt) -> (exchanged: Bool, original: UInt) {
        var found = expected
        let exchanged = inject_atomic_compare_exchange(address, &found, desired)
        return (exchanged, found)
    }

    /// Adds `delta` (wrapping; sequentially consistent).
    func add(_ delta: Int) {
        _ = inject_atomic_fetch_add(address, UInt(bitPattern: delta))
    }
}

extension AtomicWord {
    /// The object reference the word holds, if any (acquire ordering).
    @inline(__always)
    func loadReference<Object: AnyObject>(_ type: Object.Type) -> Unmanaged<Object>? {
        Self.reference(from: loadAcquiring())
    }

    /// Publishes `reference` (release ordering).
    @inline(__always)
    func storeReference<Object: AnyObject>(_ reference: Unmanaged<Object>?) {
        storeReleasing(Self.word(of: reference))
    }

    /// Publishes `desired` if the word holds no reference yet; otherwise returns the one it holds.
    func publishOnce<Object: AnyObject>(_ desired: Unmanaged<Object>) -> Unmanaged<Object>? {
        let (exchanged, original) = compareExchange(expected: 0, desired: Self.word(of: desired))
        return exchanged ? nil : Self.reference(from: original)
    }

    @inline(__always)
    static func word<Object: AnyObject>(of reference: Unmanaged<Object>?) -> UInt {
        reference.map { UInt(bitPattern: $0.toOpaque()) } ?? 0
    }

    @inline(__always)
    static func reference<Object: AnyObject>(from word: UInt) -> Unmanaged<Object>? {
        UnsafeRawPointer(bitPattern: word).map { Unmanaged<Object>.fromOpaque($0) }
    }
}
