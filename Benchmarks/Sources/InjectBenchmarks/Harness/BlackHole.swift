import Synchronization

/// The opaque sink behind ``blackHole(_:)``.
///
/// It is only ever read on the hot path; a write would happen only if a result's first word equalled the
/// sink's current value, which no live object pointer or benchmark result does. Reading a cache line that
/// nobody writes costs nothing across threads, so the two-thread scenario measures the code under test
/// rather than contention on the sink itself.
private let sink = Atomic<UInt>(0)

/// Consumes a benchmark result so the optimiser cannot prove it unused and delete the work that made it.
///
/// The value's first machine word (for a class instance or a class-backed existential, its address) is
/// compared with an atomic the compiler cannot see through, so the value must really exist.
///
/// ```swift
/// for _ in 0..<iterations { blackHole(container.resolve(Service.self)) }
/// ```
@inline(never)
func blackHole<Value>(_ value: Value) {
    let word = withUnsafeBytes(of: value) { bytes -> UInt in
        guard bytes.count >= MemoryLayout<UInt>.size else {
            return bytes.reduce(0) { $0 << 8 | UInt($1) }
        }
        return bytes.loadUnaligned(as: UInt.self)
    }
    if word == sink.load(ordering: .relaxed) {
        sink.store(word &+ 1, ordering: .relaxed)
    }
}
