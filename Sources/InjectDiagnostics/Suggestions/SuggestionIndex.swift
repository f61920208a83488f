/// "Did you mean" over many candidates, asked many times, in bounded work per question.
///
/// A handful of candidates is searched exhaustively. Beyond that, candidates are indexed by their padded
/// bigrams (`^m`, `ma`, …, `r$`): a question looks at the postings of its rarest bigrams first, within a fixed
/// budget of postings, and measures the edit distance (banded, with a cut-off) only to the candidates sharing the
/// most bigrams with it. Building costs O(total length); each question costs at most O(budget + verified ×
/// length × limit), whatever the number of candidates, so 6,000 unknown names against 6,000 registrations stay
/// fast. The price: among thousands of near-identical names, the suggestion is a close one, not always the
/// closest.
///
/// ```swift
/// let index = SuggestionIndex(registeredTypes)
/// if let position = index.closest(to: "Mailr") { print("did you mean '\(registeredTypes[position])'?") }
/// ```
public struct SuggestionIndex: Sendable {
    /// Up to this many candidates, every one is measured.
    static let exhaustiveLimit = 64
    /// Postings a question may read.
    static let postingBudget = 1_024
    /// Candidates a question measures, the ones sharing the most bigrams.
    static let verifiedLimit = 32

    private let folded: [[Unicode.Scalar]]
    private let postings: [Bigram: [Int32]]

    /// Indexes `candidates`; `closest(to:)` answers with positions in this array.
    public init(_ candidates: [String]) {
        folded = candidates.map(SuggestionPolicy.folded)
        var postings: [Bigram: [Int32]] = [:]
        if folded.count > Self.exhaustiveLimit {
            for (position, name) in folded.enumerated() {
                for bigram in Set(Self.bigrams(of: name)) { postings[bigram, default: []].append(Int32(position)) }
            }
        }
        self.postings = postings
    }

    /// The position of the closest plausible candidate (``SuggestionPolicy``), or `nil`.
    public func closest(to name: String) -> Int? {
        let query = SuggestionPolicy.folded(name)
        guard !query.isEmpty else { return nil }
        if folded.count <= Self.exhaustiveLimit { return best(for: query, among: folded.indices) }
        return best(for: query, among: shortlist(for: query))
    }

    private func best<Positions: Sequence<Int>>(for query: [Unicode.Scalar], among positions: Positions) -> Int? {
        var best: (position: Int, distance: Int)?
        for position in positions {
            let candidate = folded[position]
            let limit = SuggestionPolicy.limit(forLengths: query.count, candidate.count)
            let bound = min(limit, (best?.distance ?? .max))
            let distance = EditDistance.between(query, candidate, limit: bound)
            guard SuggestionPolicy.accepts(distance: distance, lengths: query.count, candidate.count) else { continue }
            // Positions come in ascending order, so keeping the first of equals keeps the earlier candidate.
            if let current = best, current.distance <= distance { continue }
            best = (position, distance)
        }
        return best?.position
    }

    /// The candidates sharing the most bigrams with `query`, read from the rarest bigrams' postings first.
    private func shortlist(for query: [Unicode.Scalar]) -> [Int] {
        let lists = Set(Self.bigrams(of: query)).compactMap { postings[$0] }.sorted { $0.count < $1.count }
        // shared[position]: how many of the query's bigrams the candidate has; touched: who has at least one.
        var shared = [UInt8](repeating: 0, count: folded.count)
        var touched: [Int32] = []
        var budget = Self.postingBudget
        for list in lists where budget > 0 {
            for position in list.prefix(budget) {
                if shared[Int(position)] == 0 { touched.append(position) }
                shared[Int(position)] &+= 1
            }
            budget -= list.count
        }
        // Bucket by shared count (at most one per bigram of the query), best bucket first: no sort of `touched`.
        var buckets = [[Int32]](repeating: [], count: lists.count + 1)
        for position in touched { buckets[Int(shared[Int(position)])].append(position) }
        var result: [Int] = []
        for bucket in buckets.reversed() where result.count < Self.verifiedLimit {
            result += bucket.prefix(Self.verifiedLimit - result.count).map { Int($0) }
        }
        return result.sorted()
    }

    /// Two neighbouring scalars, with `^` and `$` standing for the ends (`nil`).
    private struct Bigram: Hashable, Sendable {
        var first: Unicode.Scalar?
        var second: Unicode.Scalar?
    }

    private static func bigrams(of name: [Unicode.Scalar]) -> [Bigram] {
        var result = [Bigram(first: nil, second: name.first)]
        for index in name.indices { result.append(Bigram(first: name[index], second: name.dropFirst(index + 1).first)) }
        return result
    }
}
