// The scanner's bracket-matching look-aheads: capped, and counted in `work`.
extension Scanner {
    /// The index of the bracket closing the opening `(`, `[` or `{` at `j`, within the look-ahead limit; nil when
    /// not found. Nested brackets of all kinds are balanced.
    mutating func closingBracket(from j: Int) -> Int? {
        work += 1  // the opening bracket
        return firstUnmatchedCloser(from: j + 1, limit: min(count, j + Scanner.lookaheadLimit), stopsAtComma: false)
    }

    /// The `,` or `)` ending the argument that starts at `j` (brackets balanced), within the look-ahead limit.
    mutating func argumentEnd(from j: Int) -> Int? {
        let limit = min(count, j + Scanner.lookaheadLimit)
        guard let k = firstUnmatchedCloser(from: j, limit: limit, stopsAtComma: true) else { return nil }
        let byte = bytes[tokens[k].start]
        return byte == ASCII.closeParenthesis || byte == ASCII.comma ? k : nil
    }

    /// Walks from `j` over balanced `()`, `[]` and `{}` to the first closing bracket that closes nothing opened on
    /// the way (or, with `stopsAtComma`, a `,` outside them); nil when `limit` comes first.
    private mutating func firstUnmatchedCloser(from j: Int, limit: Int, stopsAtComma: Bool) -> Int? {
        var depth = 0
        var k = j
        while k < limit {
            work += 1
            if case .punctuation = tokens[k].kind {
                let byte = bytes[tokens[k].start]
                if byte == ASCII.openParenthesis || byte == ASCII.openBracket || byte == ASCII.openBrace {
                    depth += 1
                } else if byte == ASCII.closeParenthesis || byte == ASCII.closeBracket || byte == ASCII.closeBrace {
                    if depth == 0 { return k }
                    depth -= 1
                } else if stopsAtComma && byte == ASCII.comma && depth == 0 {
                    return k
                }
            }
            k += 1
        }
        return nil
    }
}
