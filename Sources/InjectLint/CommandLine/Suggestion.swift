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
            // Transpositions cost 1: swapped letters are the most common typo in option names.
            let distance = EditDistance.between(
                typed, Array(candidate.lowercased().utf8), countingTranspositions: true)
            let limit = max(1, max(typed.count, candidate.utf8.count) / 3)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The end of a headline that names something unknown: `; did you mean 'cycle'?`, or `.` when nothing is
    /// close. `quote` is how the message quotes names (`'` for rules and options, `"` for JSON keys).
    ///
    /// ```swift
    /// "error: unknown reporter 'jsno'" + Suggestion.didYouMean("json") + " Valid reporters: …"
    /// ```
    static func didYouMean(_ suggestion: String?, quote: String = "'") -> String {
        suggestion.map { "; did you mean \(quote)\($0)\(quote)?" } ?? "."
    }
}
