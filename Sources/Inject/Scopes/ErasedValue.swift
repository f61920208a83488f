/// A heap cell holding one value of a type known only to the code that stored it.
///
/// Reading it back with the same type is a plain copy, with no dynamic cast (see ``Registration`` for why
/// that matters).
final class ErasedValue: @unchecked Sendable {
    // Safe: the cell is written once in `init` and only read afterwards; it is shared only after an atomic
    // publication (release/acquire) or under a lock.
    private let storage: UnsafeMutableRawPointer
    /// The stored value's type, so `deinit` can destroy it without a stored closure (one allocation fewer).
    private let valueType: Any.Type

    init<Value>(_ value: consuming Value) {
        let cell = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        cell.initialize(to: value)
        storage = UnsafeMutableRawPointer(cell)
        valueType = Value.self
    }

    deinit {
        Self.destroy(valueType, at: storage)
    }

    private static func destroy<Value>(_ type: Value.Type, at storage: UnsafeMutableRawPointer) {
        let cell = storage.assumingMemoryBound(to: Value.self)
        cell.deinitialize(count: 1)
        cell.deallocate()
    }

    /// The value; `type` must be the type it was stored with.
    @inline(__always)
    func value<Value>(as type: Value.Type) -> Value {
        storage.assumingMemoryBound(to: Value.self).pointee
    }
}
