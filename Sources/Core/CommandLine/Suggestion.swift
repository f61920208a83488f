/// "Did you mean …?" for a mistyped name: the closest candidate by edit distance, if close enough to help.
///
/// Distance counts insertions, deletions, substitutions and swaps of neighbours (so `cnadidates` is one step
/// from `candidates`). A candidate the input is a prefix of (`cand` → `candidates`) also counts as close.
///
/// ```swift
/// Suggestion.closest(to: "lsit", among: ["add", "list", "show"])   // "list"
/// Suggestion.closest(to: "zzz", among: ["add", "list", "show"])    // nil
/// ```
public enum Suggestion {
    /// The best match for `input`, or `nil` when nothing is close enough to be a likely typo.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        let input = input.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(input, candidate.lowercased())
            guard distance <= threshold(for: candidate) else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        let extending = candidates.filter { input.count >= 2 && $0.lowercased().hasPrefix(input) }
        return extending.count == 1 ? extending[0] : nil
    }

    /// The restricted Damerau–Levenshtein ("optimal string alignment") distance between `a` and `b`.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// Short names tolerate one mistake, longer ones two or three: `ad` → `add`, but not `ls` → `add`.
    private static func threshold(for candidate: String) -> Int {
        switch candidate.count {
        case ..<4: 1
        case ..<9: 2
        default: 3
        }
    }
}
