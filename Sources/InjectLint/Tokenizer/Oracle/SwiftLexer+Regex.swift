// Regex literals: `#/…/#` always, and a bare `/…/` only where Swift itself lexes one.
extension SwiftLexer {
    /// Whether a bare `/` here would open a regex literal rather than divide: Swift only lexes one where an
    /// expression may start (after an opening bracket, a separator, `=`, or a keyword such as `return`).
    mutating func bareRegexMayStartHere() -> Bool {
        let next = byte(i + 1)
        if next == 32 || next == 9 || next == 10 || next == 13 || next == 0 || next == 61 { return false }
        guard lastSignificant >= 0 else { return true }  // nothing significant yet
        let last = tokenBase[lastSignificant]
        switch last.kind {
        case .punctuation:
            let b = p[last.start]
            return b == 40 || b == 91 || b == 123 || b == 44 || b == 58 || b == 59 || b == 61
        case .stringSegment:  // right after an interpolation's `\(`
            return p[last.end - 1] == 40
        case .identifier:
            return last.spells("return", in: p) || last.spells("case", in: p) || last.spells("in", in: p)
                || last.spells("try", in: p) || last.spells("await", in: p) || last.spells("throw", in: p)
                || last.spells("where", in: p) || last.spells("if", in: p) || last.spells("guard", in: p)
                || last.spells("while", in: p)
        default:
            return false
        }
    }

    /// `#/ … /#` (any number of `#`s), which may span lines.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = i - hashes
        i += 1
        while i < n {
            let c = p[i]
            if c == 92 {
                i += 2
            } else if c == 47 && hashesFollow(i + 1, hashes) {
                i += 1 + hashes
                return
            } else {
                i += c < 0x80 ? 1 : validatedScalarLength(at: i)
            }
        }
        i = n
        problems.append(.unterminatedString(byteOffset: start))
    }

    /// A bare `/…/` regex on one line, not ending in a space, with `[…]` classes able to hold `/`.
    /// Returns false (consuming nothing) when no closing `/` is found; the `/` is then an operator.
    mutating func lexBareRegex() -> Bool {
        var j = i + 1
        var classDepth = 0
        let limit = min(n, i + SwiftLexer.maximumBareRegexLength)
        while j < limit {
            let c = p[j]
            lookaheadWork += 1
            if c == 92 {
                j += 2
                continue
            }
            if c == 10 || c == 13 { return false }
            if c == 91 {
                classDepth += 1
            } else if c == 93 && classDepth > 0 {
                classDepth -= 1
            } else if c == 47 && classDepth == 0 {
                if p[j - 1] == 32 || p[j - 1] == 9 { return false }
                var k = i + 1
                i = j + 1
                while k < j {  // the regex's bytes are code points too: validate them
                    k += p[k] < 0x80 ? 1 : validatedScalarLength(at: k)
                }
                return true
            }
            j += 1
        }
        return false
    }
}
