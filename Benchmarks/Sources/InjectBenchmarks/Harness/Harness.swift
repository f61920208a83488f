/// A small timing harness: calibrate a batch size, warm up, then take the median of many timed batches.
///
/// A batch of `k` iterations runs inside one timed region, so the clock's own cost (tens of nanoseconds) is
/// spread over the batch. The contenders of one row (hand, Inject, Swinject, swift-dependencies) are sampled
/// in turns, one batch each per round, so a burst of load from another process on the machine lands on all
/// of them alike instead of on whichever happened to be running. Batches are short (1 ms) and the median is
/// taken, so most samples run between two preemptions and the odd preempted batch does not move the figure.
///
/// ```swift
/// let figures = Harness().medians([
///     Harness.timed { iterations in for _ in 0..<iterations { blackHole(makeServiceByHand()) } },
///     Harness.timed { iterations in for _ in 0..<iterations { blackHole(container.resolve(Service.self)) } },
/// ])
/// ```
struct Harness: Sendable {
    /// Runs a contender's operation `iterations` times and returns how long that took.
    typealias TimedBatch = (_ iterations: Int) -> Duration

    /// How many timed rounds make one figure.
    var samples = 31
    /// How many untimed batches run first (caches, lazily created metadata, singletons, branch predictors).
    var warmUpBatches = 3
    /// How long one batch should take; the iteration count is doubled until a batch takes at least this long.
    var batchDuration = Duration.milliseconds(1)
    /// The most time one row may take in total, so that slow operations take fewer samples.
    var budget = Duration.seconds(6)
    /// The fewest samples a figure may have, even when the budget is spent.
    var minimumSamples = 5

    /// A timed batch that runs `body`, which performs the operation `iterations` times, under the clock.
    static func timed(_ body: @escaping (_ iterations: Int) -> Void) -> TimedBatch {
        { iterations in ContinuousClock().measure { body(iterations) } }
    }

    /// The median nanoseconds per operation of each contender, in order.
    ///
    /// - Parameter operationsPerIteration: how many operations one iteration performs in total (2 when two
    ///   threads each run `iterations` iterations), so each figure is wall time per operation.
    func medians(operationsPerIteration: Int = 1, _ contenders: [TimedBatch]) -> [Double] {
        let clock = ContinuousClock()
        let iterations = contenders.map(calibratedIterations)
        for (contender, count) in zip(contenders, iterations) {
            for _ in 0..<warmUpBatches { _ = contender(count) }
        }

        let started = clock.now
        var perOperation = Array(repeating: [Double](), count: contenders.count)
        for round in 1...samples {
            for index in contenders.indices {
                let duration = contenders[index](iterations[index])
                perOperation[index].append(duration.nanoseconds / Double(iterations[index] * operationsPerIteration))
            }
            if round >= minimumSamples && clock.now - started > budget { break }
        }
        return perOperation.map(\.median)
    }

    /// The iteration count, a power of two, at which one batch of `contender` takes at least `batchDuration`.
    private func calibratedIterations(_ contender: TimedBatch) -> Int {
        var iterations = 1
        while contender(iterations) < batchDuration && iterations < 1 << 30 {
            iterations *= 2
        }
        return iterations
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
