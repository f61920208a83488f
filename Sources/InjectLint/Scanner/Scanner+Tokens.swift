// The scanner's bracket look-aheads: the walker (`TokenView+Brackets.swift`) within the look-ahead limit, with the
// tokens it visits counted in `work`.
extension Scanner {
    /// The bracket closing the `(`, `[`, `{` or generic list's `<` at `open`, within the look-ahead limit; nil when
    /// not found.
    mutating func closingBracket(from open: Int) -> Int? {
        let limit = min(count, open + Scanner.lookaheadLimit)
        let close = view.matchingClose(of: open, before: limit)
        work += max(0, (close ?? limit) - open)
        return close
    }

    /// The `,` or `)` ending the argument that starts at `start` (brackets balanced), within the look-ahead limit.
    mutating func argumentEnd(from start: Int) -> Int? {
        let limit = min(count, start + Scanner.lookaheadLimit)
        let end = view.firstUnbalanced(from: start, to: limit, stopsAtComma: true)
        work += max(0, (end ?? limit) - start)
        guard let end, view.isPunct(end, ASCII.closeParenthesis) || view.isPunct(end, ASCII.comma) else { return nil }
        return end
    }

    /// The bracket opening the group whose `)`, `]`, `}` or generic list's `>` is at `close`, looking back at most
    /// `distance` tokens; nil when not found.
    mutating func openingBracket(of close: Int, within distance: Int) -> Int? {
        let limit = max(-1, close - distance)
        let open = view.matchingOpen(of: close, after: limit)
        work += max(0, close - (open ?? limit))
        return open
    }
}
