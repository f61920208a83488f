internal import InjectDiagnostics

/// "Did you mean …?" for a mistyped name: the closest candidate by edit distance, if close enough to help.
///
/// The distance and the threshold are the linter's and the analyser's (`SuggestionPolicy` in the internal
/// `InjectDiagnostics` target), so the app, `inject-lint` and `validate()` suggest alike: names compared
/// case-insensitively, a swap of neighbours counting as one edit (`cnadidates` → `candidates`), at most
/// half the longer name's length in edits, capped at three. On top, the app completes a prefix that only one
/// candidate has (`cand` → `candidates`), which is how people abbreviate commands.
///
/// ```swift
/// Suggestion.closest(to: "lsit", among: ["add", "list", "show"])   // "list"
/// Suggestion.closest(to: "cand", among: ["candidates", "email"])   // "candidates"
/// Suggestion.closest(to: "zzz", among: ["add", "list", "show"])    // nil
/// ```
public enum Suggestion {
    /// The best match for `input`, or `nil` when nothing is close enough to be a likely typo.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        if let close = SuggestionPolicy.closest(to: input, in: candidates) { return close }
        let prefix = input.lowercased()
        guard prefix.count >= 2 else { return nil }
        let extending = candidates.filter { $0.lowercased().hasPrefix(prefix) }
        return extending.count == 1 ? extending[0] : nil
    }
}
