import Synchronization

/// A thread-safe list that factories and tasks append to, so tests can count what happened.
final class Recorder<Value: Sendable>: Sendable {
    private let storage = Mutex<[Value]>([])

    func append(_ value: Value) {
        storage.withLock { $0.append(value) }
    }

    var values: [Value] { storage.withLock { $0 } }
    var count: Int { storage.withLock { $0.count } }
}

/// Counts how many times something was created.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    @discardableResult
    func increment() -> Int { value.add(1, ordering: .relaxed).newValue }

    var count: Int { value.load(ordering: .relaxed) }
}
