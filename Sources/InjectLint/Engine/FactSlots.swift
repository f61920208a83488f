/// One slot per file for the parallel scan: each task writes only its own slot, so no lock is needed.
///
/// `@unchecked Sendable` is safe here because the slots are disjoint: `concurrentPerform` hands each index to
/// exactly one task, every task writes only `slots[index]`, and `collect()` reads them after
/// `concurrentPerform` has returned (which orders every write before the read). A lock around one shared
/// array would also be correct, but ThreadSanitizer cannot see through `Mutex`'s futex on Linux and reports
/// the writes as races; disjoint slots keep the check meaningful.
final class FactSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<FileFacts>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<FileFacts>.allocate(capacity: max(count, 1))
        slots.initialize(repeating: FileFacts(), count: count)
    }

    /// Stores the facts of file `index`; called once per index, from any thread.
    func store(_ facts: FileFacts, at index: Int) {
        slots[index] = facts
    }

    /// Every file's facts, in input order; call after all stores have finished.
    func collect() -> [FileFacts] {
        Array(UnsafeBufferPointer(start: slots, count: count))
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
}
