// The scanner's bracket-matching look-ahead: capped, and counted in `work`.
extension Scanner {
    /// The index of the bracket closing the one opened at `j` (`(`, `[`, `{` or `<`), within the look-ahead
    /// limit; nil when not found. Nested brackets of all kinds are balanced.
    mutating func closingBracket(from j: Int) -> Int? {
        var depth = 0
        var k = j
        let limit = min(count, j + Scanner.lookaheadLimit)
        while k < limit {
            work += 1
            let token = t[k]
            if token.kind == .punctuation {
                let b = p[token.start]
                if b == 40 || b == 91 || b == 123 {
                    depth += 1
                } else if b == 41 || b == 93 || b == 125 {
                    depth -= 1
                    if depth == 0 { return k }
                }
            }
            k += 1
        }
        return nil
    }
}
