/// A small timing harness: calibrate a batch size, warm up, then take the median of several timed batches.
///
/// A batch of `k` iterations runs inside one timed region, so the clock's own cost (tens of nanoseconds)
/// is spread over the batch. The median resists the odd sample disturbed by another process on the machine.
///
/// ```swift
/// let nanoseconds = Harness().nanosecondsPerOperation { iterations in
///     for _ in 0..<iterations { blackHole(makeService()) }
/// }
/// ```
struct Harness: Sendable {
    /// How many timed batches make one figure.
    var samples = 21
    /// How many untimed batches run first (caches, lazily created metadata, singletons, branch predictors).
    var warmUpBatches = 2
    /// How long one batch should take; the iteration count is doubled until a batch takes at least this long.
    var batchDuration = Duration.milliseconds(5)
    /// The most time one figure may take in total, so that slow operations take fewer samples.
    var budget = Duration.seconds(2)
    /// The fewest samples a figure may have, even when the budget is spent.
    var minimumSamples = 5

    private let clock = ContinuousClock()

    /// The median nanoseconds per operation of `body`, which runs the operation `iterations` times.
    func nanosecondsPerOperation(_ body: (_ iterations: Int) -> Void) -> Double {
        nanosecondsPerOperation(operationsPerIteration: 1) { iterations in
            clock.measure { body(iterations) }
        }
    }

    /// The median nanoseconds per operation of `timedBatch`, which runs `iterations` iterations and returns
    /// how long they took (for bodies that must keep set-up, such as starting threads, out of the timing).
    ///
    /// - Parameter operationsPerIteration: how many operations one iteration performs in total (2 when two
    ///   threads each run `iterations` iterations), so the result is wall time per operation.
    func nanosecondsPerOperation(
        operationsPerIteration: Int,
        _ timedBatch: (_ iterations: Int) -> Duration
    ) -> Double {
        let started = clock.now
        var iterations = 1
        var elapsed = timedBatch(iterations)
        while elapsed < batchDuration && iterations < 1 << 30 {
            iterations *= 2
            elapsed = timedBatch(iterations)
        }
        for _ in 0..<warmUpBatches { _ = timedBatch(iterations) }

        var perOperation: [Double] = []
        perOperation.reserveCapacity(samples)
        while perOperation.count < samples {
            let duration = timedBatch(iterations)
            perOperation.append(duration.nanoseconds / Double(iterations * operationsPerIteration))
            if perOperation.count >= minimumSamples && clock.now - started > budget { break }
        }
        return perOperation.median
    }
}

extension Duration {
    /// The duration in nanoseconds, as a floating-point number.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

extension Array where Element == Double {
    /// The middle value (the mean of the two middle values for an even count); 0 when empty.
    var median: Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
