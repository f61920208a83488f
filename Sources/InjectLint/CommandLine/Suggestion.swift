/// "Did you mean …?" for names the user typed: options, reporters, rules, configuration keys.
///
/// ```swift
/// Suggestion.closest(to: "--reportr", in: ["--reporter", "--quiet"])  // "--reporter"
/// Suggestion.closest(to: "xyz", in: ["text", "json"])                // nil: nothing is close enough
/// ```
enum Suggestion {
    /// The candidate with the smallest edit distance to `name`, if it is close enough to be a plausible typo.
    ///
    /// "Close enough" is at most a third of the longer name's length (and at least 1): a transposition in a short
    /// name qualifies, an unrelated word does not. Ties go to the earlier candidate, so the result is stable.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let typed = Array(name.lowercased().utf8)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased().utf8))
            let limit = max(1, max(typed.count, candidate.utf8.count) / 3)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
    /// adjacent transpositions each cost 1, because swapped letters are the most common typo in option names.
    static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        let width = rhs.count + 1
        // Three rolling rows: the transposition case looks two rows back.
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }
}
