/// Consumes a benchmark result so the optimiser cannot prove it unused and delete the work that made it.
///
/// The function is never inlined and never optimised, so every caller must materialise the value and pass it,
/// whatever its type; the empty body costs one call, the same in every column of a row. (This used to compare
/// the value with a `Synchronization.Atomic`, which needs macOS 15, while the package supports macOS 12.)
///
/// ```swift
/// for _ in 0..<iterations { blackHole(container.resolve(Service.self)) }
/// ```
@inline(never)
@_optimize(none)
func blackHole<Value>(_ value: Value) {}
