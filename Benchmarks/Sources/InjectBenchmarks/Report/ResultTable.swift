/// Renders rows as a fixed-width table: the hand figure, then each library's figure and its ratio to hand.
///
/// ```
/// scenario                         hand         Inject                 Swinject
/// a. transient graph               61 ns        80 ns (1.31×)          4.52 µs (74.1×)
/// ```
struct ResultTable {
    var rows: [ResultRow]

    private static let scenarioWidth = 50
    private static let handWidth = 11
    private static let libraryWidth = 21

    /// The whole table, one line per row after a header and a rule.
    func rendered() -> String {
        var lines: [String] = []
        let header =
            "scenario".padded(to: Self.scenarioWidth) + "hand".padded(to: Self.handWidth)
            + ["Inject", "Swinject", "swift-dependencies"].map { $0.padded(to: Self.libraryWidth) }.joined()
        lines.append(header.trimmingTrailingSpaces())
        lines.append(String(repeating: "-", count: header.trimmingTrailingSpaces().count))
        for row in rows {
            var line = row.scenario.padded(to: Self.scenarioWidth)
            line += Self.format(row.hand, unit: row.unit).padded(to: Self.handWidth)
            for (_, figure) in row.libraryFigures {
                var cell = Self.format(figure, unit: row.unit)
                if let figure, let hand = row.hand, hand > 0 {
                    cell += " (\(Self.ratio(figure / hand)))"
                }
                line += cell.padded(to: Self.libraryWidth)
            }
            lines.append(line.trimmingTrailingSpaces())
        }
        return lines.joined(separator: "\n")
    }

    /// A figure with its unit, three significant digits: "61.2 ns", "4.52 µs", "12.3 ms"; "n/a" for `nil`.
    static func format(_ nanoseconds: Double?, unit: ResultRow.Unit) -> String {
        guard let nanoseconds else { return "n/a" }
        switch unit {
        case .milliseconds:
            return "\(significant(nanoseconds / 1e6)) ms"
        case .nanoseconds:
            if nanoseconds >= 1e6 { return "\(significant(nanoseconds / 1e6)) ms" }
            if nanoseconds >= 1e3 { return "\(significant(nanoseconds / 1e3)) µs" }
            return "\(significant(nanoseconds)) ns"
        }
    }

    /// A ratio to hand construction: "1.31×", "74.1×", "310×".
    static func ratio(_ value: Double) -> String {
        "\(significant(value))×"
    }

    /// Three significant digits without scientific notation: 0.512, 5.12, 51.2, 512, 5120.
    static func significant(_ value: Double) -> String {
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
        return fixed(value, decimals: decimals)
    }

    /// `value` rounded to `decimals` places, written out without exponent.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard decimals > 0 else { return String(Int(scaled)) }
        let whole = Int(scaled) / Int(scale)
        let fraction = Int(scaled) % Int(scale)
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}

extension String {
    /// The string followed by spaces up to `width` characters, and at least one space.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }

    /// The string without trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
