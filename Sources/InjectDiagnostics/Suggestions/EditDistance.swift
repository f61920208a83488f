/// Edit distance for every "did you mean": restricted Damerau–Levenshtein (optimal string alignment), so a
/// swap of two neighbours costs 1 like an insertion, a deletion or a substitution.
///
/// ```swift
/// EditDistance.between(Array("cylce".unicodeScalars), Array("cycle".unicodeScalars))   // 1
/// EditDistance.between(Array("kitten".utf8), Array("sitting".utf8), limit: 1)          // 2: "more than 1"
/// ```
public enum EditDistance {
    /// The distance between `a` and `b`; with a `limit`, any result above it comes back as `limit + 1`, and the
    /// work is O(limit × length) instead of O(length²): only a band around the diagonal is computed.
    public static func between<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max) -> Int {
        if a.isEmpty { return min(b.count, limit.saturatingAdd(1)) }
        if b.isEmpty { return min(a.count, limit.saturatingAdd(1)) }
        let cap = limit.saturatingAdd(1)
        if abs(a.count - b.count) > limit { return cap }
        let band = min(max(a.count, b.count), limit)
        let width = b.count + 1
        // Three rolling rows: a transposition looks two rows back. Cells outside the band hold `cap`.
        var previousPrevious = [Int](repeating: cap, count: width)
        var previous = (0...b.count).map { min($0, cap) }
        var current = [Int](repeating: cap, count: width)
        for i in 1...a.count {
            let low = max(1, i - band)
            let high = min(b.count, i.saturatingAdd(band))
            current[low - 1] = low == 1 ? min(i, cap) : cap
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = min(value, cap)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < b.count { current[high + 1] = cap }
            if rowMinimum >= cap { return cap }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

extension Int {
    /// `self + other`, stopping at `Int.max` instead of trapping.
    fileprivate func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
