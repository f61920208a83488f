import Dispatch

/// Computes `body(index)` for every index in `0..<count` on all cores and returns the results in index order.
///
/// ```swift
/// let facts = parallelMap(count: files.count) { index in FileScan.facts(of: files[index].bytes) }
/// ```
///
/// Each task writes only its own slot, so no lock is needed (see ``ParallelSlots``). Both the file reads and
/// the scans go through here, so the one place that is `@unchecked Sendable` is this file.
func parallelMap<Element>(count: Int, _ body: @Sendable (Int) -> Element) -> [Element] {
    let slots = ParallelSlots<Element>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.initialize(index, to: body(index))
    }
    return slots.collect()
}

/// One slot per task for ``parallelMap(count:_:)``.
///
/// `@unchecked Sendable` is safe here because the slots are disjoint: `concurrentPerform` hands each index to
/// exactly one task, every task initializes only its own slot, and `collect()` reads them after
/// `concurrentPerform` has returned (which orders every write before the read). A lock around one shared
/// array would also be correct, but ThreadSanitizer cannot see through `Mutex`'s futex on Linux and reports
/// the writes as races (it did, in the build-tool plugin run under `--sanitize=thread`); disjoint slots keep
/// the check meaningful.
final class ParallelSlots<Element>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Element>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
    }

    /// Stores the result for `index`; called exactly once per index, from any thread.
    func initialize(_ index: Int, to value: Element) {
        (slots + index).initialize(to: value)
    }

    /// Every result, in index order; call after every index has been initialized.
    func collect() -> [Element] {
        Array(UnsafeBufferPointer(start: slots, count: count))
    }

    deinit {
        // Every slot was initialized: `parallelMap` only returns after `concurrentPerform` ran every index.
        slots.deinitialize(count: count)
        slots.deallocate()
    }
}
