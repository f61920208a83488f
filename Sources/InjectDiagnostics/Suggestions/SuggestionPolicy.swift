/// When a name is close enough to another to be "did you mean"-worthy: the one policy for rules, options,
/// reporters, configuration keys, suppression directives and type names, in both tools.
///
/// Names are compared case-insensitively, by ``EditDistance`` (a swap of neighbours costs 1). A candidate
/// qualifies when the distance is at most half the longer name's length, capped at 3 and at least 1 (a typo
/// changes a few letters, not a word), and smaller than the shorter name's length (`A` is no typo of `B`).
/// The closest qualifying candidate wins; ties go to the earlier one, so the answer is stable.
///
/// ```swift
/// SuggestionPolicy.limit(forLengths: 6, 7)                     // 3: 'Mailer' → 'Mailing' qualifies
/// SuggestionPolicy.closest(to: "jsno", in: ["text", "json"])   // "json"
/// ```
public enum SuggestionPolicy {
    /// The most edits a typo may have between names of these lengths (in Unicode scalars).
    public static func limit(forLengths a: Int, _ b: Int) -> Int {
        min(3, max(1, max(a, b) / 2))
    }

    /// Whether a `distance` between names of these lengths is a plausible typo.
    public static func accepts(distance: Int, lengths a: Int, _ b: Int) -> Bool {
        distance <= limit(forLengths: a, b) && distance < min(a, b)
    }

    /// The names compared: lower-cased Unicode scalars.
    static func folded(_ name: String) -> [Unicode.Scalar] {
        Array(name.lowercased().unicodeScalars)
    }

    /// The closest plausible candidate for a few candidates (command-line options, rule ids, keys); for many
    /// candidates asked many times, build a ``SuggestionIndex`` once instead.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        SuggestionIndex(candidates).closest(to: name).map { candidates[$0] }
    }

    /// The end of a headline that names something unknown: `; did you mean 'cycle'?`, or `.` when nothing is
    /// close. `quote` is how the message quotes names (`'` for rules and options, `"` for JSON keys).
    ///
    /// ```swift
    /// "error: unknown reporter 'jsno'" + SuggestionPolicy.didYouMean("json") + " Valid reporters: …"
    /// ```
    public static func didYouMean(_ suggestion: String?, quote: String = "'") -> String {
        suggestion.map { "; did you mean \(quote)\($0)\(quote)?" } ?? "."
    }
}
