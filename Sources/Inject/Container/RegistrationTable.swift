import CInjectSupport

/// Every registration of one container: a lock-free table for lookups, and the full history for the analyser.
///
/// Why lock-free reads: resolution is the hot path and may run on every core at once, so a lookup must not
/// write to shared memory (a mutex's lock word would bounce between cores). Readers load the current bucket
/// array with acquire ordering and probe it; writers, serialised by a ``Lock``, publish each slot with release
/// ordering and publish a whole new bucket array when the table grows.
///
/// Why nothing is ever freed early: a reader may still be probing a bucket array, or holding a registration it
/// found, after a writer has replaced it. Every registration ever published stays in `history` and every
/// retired bucket array in `retired`, both released only with the table itself. Growth doubles the capacity,
/// so the retired arrays together are never larger than the live one.
final class RegistrationTable: @unchecked Sendable {
    // Safe to share: `currentWord` is atomic, `writer` is a ``Lock``, and the objects they point at are immutable
    // once published (slot words are themselves atomics).
    /// The live bucket array (an `Unmanaged<Buckets>`, owned by the writer state). Only ever touched through
    /// ``current``; it must stay the first stored property.
    private var currentWord = inject_atomic_word()
    private let writer: Lock<WriterState>

    private struct WriterState: @unchecked Sendable {
        // Only touched under `writer`'s lock.
        var buckets: Buckets
        var retired: [Buckets] = []
        var history: [Registration] = []
        var count = 0
    }

    init() {
        let buckets = Buckets(capacity: 16)
        writer = Lock(WriterState(buckets: buckets))
        inject_atomic_init(&currentWord, AtomicWord.word(of: Unmanaged.passUnretained(buckets)))
        assert(withUnsafeMutablePointer(to: &currentWord) { AtomicWord.isFirstStoredProperty($0, of: self) })
    }

    private var current: AtomicWord {
        @inline(__always) get { AtomicWord(firstStoredPropertyOf: self) }
    }

    /// The live registration for `key`, or nil.
    @inline(__always)
    func lookup(_ key: RegistrationKey) -> Unmanaged<Registration>? {
        // Safe to unwrap: the word always holds a bucket array.
        current.loadReference(Buckets.self).unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.find(key) }
    }

    /// Publishes `registration`, replacing any live one with the same key.
    func insert(_ registration: Registration) {
        writer.withLock { state in
            state.history.append(registration)
            if (state.count + 1) * 2 > state.buckets.capacity {
                let grown = Buckets(capacity: state.buckets.capacity * 2)
                state.buckets.forEach { grown.store($0) }
                current.storeReference(Unmanaged.passUnretained(grown))
                state.retired.append(state.buckets)
                state.buckets = grown
            }
            if state.buckets.store(registration) { state.count += 1 }
        }
    }

    /// Every registration ever made, in order, including ones later replaced (for `duplicate-registration`).
    var history: [Registration] {
        writer.withLock { $0.history }
    }

    /// The live registrations, one per key, in the order their keys were first registered.
    var live: [Registration] {
        let (history, buckets, keys) = writer.withLock { ($0.history, $0.buckets, $0.count) }
        // As many keys as registrations: none was registered twice, so the history is the live list (the common
        // case, and `validate()` of a large container would otherwise hash every key).
        if keys == history.count { return history }
        var seen = Set<RegistrationKey>()
        var result: [Registration] = []
        result.reserveCapacity(history.count)
        for registration in history where seen.insert(registration.key).inserted {
            if let live = buckets.find(registration.key) { result.append(live.takeUnretainedValue()) }
        }
        return result
    }
}

/// One open-addressing bucket array (linear probing, at most half full, never shrinks or deletes).
private final class Buckets: @unchecked Sendable {
    // Safe: the slot words are atomics; the pointer itself never changes after init.
    let capacity: Int
    private let shift: UInt
    private let slots: UnsafeMutablePointer<inject_atomic_word>

    init(capacity: Int) {
        self.capacity = capacity
        shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
        slots = AtomicWord.allocate(count: capacity)
    }

    deinit {
        slots.deallocate()
    }

    /// The atomic view of slot `index`.
    @inline(__always)
    private func slot(_ index: Int) -> AtomicWord {
        AtomicWord(address: slots + index)
    }

    @inline(__always)
    private func home(of key: RegistrationKey) -> Int {
        Int(truncatingIfNeeded: key.tableHash >> shift)
    }

    @inline(__always)
    func find(_ key: RegistrationKey) -> Unmanaged<Registration>? {
        let mask = capacity - 1
        var index = home(of: key)
        while true {
            let word = slot(index).loadAcquiring()
            if word == 0 { return nil }
            let candidate = Unmanaged<Registration>.fromOpaque(UnsafeRawPointer(bitPattern: word)!)
            if candidate._withUnsafeGuaranteedRef({ $0.key == key }) { return candidate }
            index = (index + 1) & mask
        }
    }

    /// Stores `registration` in its key's slot; returns true when the key was new. Writers only.
    @discardableResult
    func store(_ registration: Registration) -> Bool {
        let mask = capacity - 1
        let word = UInt(bitPattern: Unmanaged.passUnretained(registration).toOpaque())
        var index = home(of: registration.key)
        while true {
            let existing = slot(index).loadAcquiring()
            if existing == 0 {
                slot(index).storeReleasing(word)
                return true
            }
            let candidate = Unmanaged<Registration>.fromOpaque(UnsafeRawPointer(bitPattern: existing)!)
            if candidate.takeUnretainedValue().key == registration.key {
                slot(index).storeReleasing(word)
                return false
            }
            index = (index + 1) & mask
        }
    }

    /// Calls `body` with every registration stored here. Writers only.
    func forEach(_ body: (Registration) -> Void) {
        for index in 0..<capacity {
            let word = slot(index).loadAcquiring()
            if word != 0 {
                body(Unmanaged<Registration>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).takeUnretainedValue())
            }
        }
    }
}
