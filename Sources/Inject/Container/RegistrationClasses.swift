import CInjectSupport

/// The class of each service's registration, `TypedRegistration<Service>.self`, remembered for every service type
/// registered so far in the process.
///
/// Why: registering creates a `TypedRegistration<Service>`, and since Inject's code is not specialised into its
/// callers, creating one asks the runtime for that class's metadata: a lookup in its generic-metadata cache that
/// costs more than everything else `register` does. This table answers the same question with one probe for a type
/// registered before, so every container after the first (each test's, each session's) registers without the
/// runtime's lookup. The first registration of a type in the process still has the runtime make the class.
///
/// Reads take no lock, as in ``RegistrationTable``: a reader loads the current slot array and probes it; writers,
/// serialised by a lock, fill a slot's class before its key (the key with release ordering) and publish a grown
/// array whole. Nothing is ever removed, and retired arrays are kept because a reader may still be probing one:
/// one entry per service type in the process, as in the runtime's own cache.
final class RegistrationClasses: @unchecked Sendable {
    // Safe to share: `currentWord` is atomic, `writer` is a ``Lock``, and slots are atomic words written once.
    /// The live slot array (an `Unmanaged<ClassSlots>`, owned by the writer state). Only ever touched through
    /// ``current``; it must stay the first stored property.
    private var currentWord = inject_atomic_word()
    private let writer: Lock<WriterState>

    private struct WriterState: @unchecked Sendable {
        // Only touched under `writer`'s lock.
        var slots: ClassSlots
        var retired: [ClassSlots] = []
        var count = 0
    }

    private static let shared = RegistrationClasses()

    private init() {
        let slots = ClassSlots(capacity: 64)
        writer = Lock(WriterState(slots: slots))
        inject_atomic_init(&currentWord, AtomicWord.word(of: Unmanaged.passUnretained(slots)))
        assert(withUnsafeMutablePointer(to: &currentWord) { AtomicWord.isFirstStoredProperty($0, of: self) })
    }

    private var current: AtomicWord {
        @inline(__always) get { AtomicWord(firstStoredPropertyOf: self) }
    }

    /// `TypedRegistration<Service>.self`, without the runtime's metadata lookup when `Service` was registered
    /// before in this process.
    @inline(__always)
    static func typedRegistration<Service>(of type: Service.Type) -> TypedRegistration<Service>.Type {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        // Safe: the class stored under `Service`'s identity is `TypedRegistration<Service>.self` (see below).
        if let known = shared.find(key) { return unsafeBitCast(known, to: TypedRegistration<Service>.Type.self) }
        let made = TypedRegistration<Service>.self
        shared.remember(unsafeBitCast(made, to: UInt.self), under: key)
        return made
    }

    @inline(__always)
    private func find(_ key: UInt) -> UInt? {
        // Safe to unwrap: the word always holds a slot array.
        current.loadReference(ClassSlots.self).unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.find(key) }
    }

    private func remember(_ registrationClass: UInt, under key: UInt) {
        writer.withLock { state in
            if state.slots.find(key) != nil { return }
            if (state.count + 1) * 2 > state.slots.capacity {
                let grown = ClassSlots(capacity: state.slots.capacity * 2)
                state.slots.forEach { grown.store($1, under: $0) }
                current.storeReference(Unmanaged.passUnretained(grown))
                state.retired.append(state.slots)
                state.slots = grown
            }
            state.slots.store(registrationClass, under: key)
            state.count += 1
        }
    }
}

/// One open-addressing array of (service type, registration class) pairs: linear probing, at most half full.
private final class ClassSlots: @unchecked Sendable {
    // Safe: the words are atomics; the pointer itself never changes after init.
    let capacity: Int
    private let shift: UInt
    /// Two words per slot: the service type's identity (0 while empty), then the registration class.
    private let words: UnsafeMutablePointer<inject_atomic_word>

    init(capacity: Int) {
        self.capacity = capacity
        shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
        words = AtomicWord.allocate(count: 2 * capacity)
    }

    deinit {
        words.deallocate()
    }

    @inline(__always)
    private func key(at index: Int) -> AtomicWord {
        AtomicWord(address: words + 2 &* index)
    }

    @inline(__always)
    private func registrationClass(at index: Int) -> AtomicWord {
        AtomicWord(address: words + (2 &* index &+ 1))
    }

    /// Fibonacci hashing of the type pointer, as ``RegistrationKey/tableHash``; the arithmetic wraps because it
    /// cannot overflow (an index is masked).
    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    @inline(__always)
    func find(_ wanted: UInt) -> UInt? {
        let mask = capacity &- 1
        var index = home(of: wanted)
        while true {
            // Acquire pairs with the writer's release of the key, so the class written before it is visible.
            let found = key(at: index).loadAcquiring()
            if found == 0 { return nil }
            if found == wanted { return registrationClass(at: index).loadRelaxed() }
            index = (index &+ 1) & mask
        }
    }

    /// Stores a new key's class in its slot. Writers only.
    func store(_ value: UInt, under newKey: UInt) {
        var index = home(of: newKey)
        while key(at: index).loadRelaxed() != 0 { index = (index + 1) & (capacity - 1) }
        registrationClass(at: index).storeReleasing(value)
        key(at: index).storeReleasing(newKey)
    }

    /// Calls `body` with every (key, class) pair stored here. Writers only.
    func forEach(_ body: (UInt, UInt) -> Void) {
        for index in 0..<capacity {
            let found = key(at: index).loadRelaxed()
            if found != 0 { body(found, registrationClass(at: index).loadRelaxed()) }
        }
    }
}
