/// Edit distance for every "did you mean": names typed on the command line or in `.inject-lint.json`
/// (``Suggestion``) and unregistered type names (`UnregisteredRule`).
enum EditDistance {
    /// The number of single-element insertions, deletions and substitutions turning `a` into `b`; with
    /// `countingTranspositions`, swapping two adjacent elements costs 1 too (Damerau–Levenshtein, optimal string
    /// alignment) instead of 2.
    ///
    /// ```swift
    /// EditDistance.between(Array("Mailer".unicodeScalars), Array("Mailr".unicodeScalars))          // 1
    /// EditDistance.between(Array("ab".utf8), Array("ba".utf8))                                      // 2
    /// EditDistance.between(Array("ab".utf8), Array("ba".utf8), countingTranspositions: true)        // 1
    /// ```
    static func between<Element: Equatable>(
        _ a: [Element], _ b: [Element], countingTranspositions: Bool = false
    ) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rolling rows: the transposition case looks two rows back.
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if countingTranspositions, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
