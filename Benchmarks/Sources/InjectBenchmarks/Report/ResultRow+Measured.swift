extension ResultRow {
    /// A row whose four figures are measured together by `harness`, sampled in turns.
    ///
    /// ```swift
    /// ResultRow.measured("b. singleton", harness,
    ///     hand: Harness.timed { n in for _ in 0..<n { blackHole(holder.resolve()) } },
    ///     inject: …, swinject: …, dependencies: …)
    /// ```
    ///
    /// - Parameter divisor: divides every figure, for operations that each do `divisor` units of work.
    static func measured(
        _ scenario: String,
        _ harness: Harness,
        operationsPerIteration: Int = 1,
        divisor: Double = 1,
        hand: @escaping Harness.TimedBatch,
        inject: @escaping Harness.TimedBatch,
        swinject: @escaping Harness.TimedBatch,
        dependencies: @escaping Harness.TimedBatch
    ) -> ResultRow {
        let figures = harness.medians(
            operationsPerIteration: operationsPerIteration,
            [hand, inject, swinject, dependencies]
        )
        .map { $0 / divisor }
        return ResultRow(
            scenario: scenario,
            hand: figures[0],
            inject: figures[1],
            swinject: figures[2],
            dependencies: figures[3]
        )
    }
}
