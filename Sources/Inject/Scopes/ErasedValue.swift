/// A heap cell holding one value of a type known only to the code that stored it.
///
/// Reading it back with the same type is a plain copy, with no dynamic cast (see ``Registration`` for why
/// that matters).
final class ErasedValue: @unchecked Sendable {
    // Safe: the cell is written once in `init` and only read afterwards; it is shared only after an atomic
    // publication (release/acquire) or a mutex.
    private let storage: UnsafeMutableRawPointer
    private let destroy: (UnsafeMutableRawPointer) -> Void

    init<Value>(_ value: Value) {
        let cell = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        cell.initialize(to: value)
        storage = UnsafeMutableRawPointer(cell)
        destroy = { raw in
            let cell = raw.assumingMemoryBound(to: Value.self)
            cell.deinitialize(count: 1)
            cell.deallocate()
        }
    }

    deinit { destroy(storage) }

    /// The value; `type` must be the type it was stored with.
    @inline(__always)
    func value<Value>(as type: Value.Type) -> Value {
        storage.assumingMemoryBound(to: Value.self).pointee
    }
}
