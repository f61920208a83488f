// Everything that is not whitespace, an identifier or a number: comments, literals, attributes, pound
// keywords, backtick identifiers and single punctuation bytes.
extension SwiftLexer {
    mutating func lexOther(_ b: UInt8, _ start: Int) {
        switch b {
        case 47:  // `/`
            let next = byte(i + 1)
            if next == 47 {
                lexLineComment()
                emitTrivia(.lineComment, start)
            } else if next == 42 {
                lexBlockComment()
                emitTrivia(.blockComment, start)
            } else if bareRegexMayStartHere() && lexBareRegex() {
                emit(.regex, start)
            } else {
                i += 1
                emit(.punctuation, start)
            }
        case 34:  // `"`
            lexStringLiteral(hashes: 0, start: start)
        case 35:  // `#`
            var hashes = 0
            while i + hashes < n && p[i + hashes] == 35 { hashes += 1 }
            lookaheadWork += hashes
            let after = byte(i + hashes)
            if after == 34 {
                i += hashes
                lexStringLiteral(hashes: hashes, start: start)
            } else if after == 47 {
                i += hashes
                lexExtendedRegex(hashes: hashes)
                emit(.regex, start)
            } else if hashes == 1 && classes[Int(after)] & CharacterClass.identifierHead != 0 {
                i += 1
                lexIdentifierBody()
                emit(.poundKeyword, start)
            } else {
                // All but the last `#` of a run at once: the last may still open `#if` or `#"`. Stepping one at a
                // time would count the rest of the run again for every `#` (200,000 of them took 8.6 s).
                i += max(1, hashes - 1)
                emit(.punctuation, start)
            }
        case 64:  // `@`
            i += 1
            if i < n && classes[Int(p[i])] & CharacterClass.identifierHead != 0 {
                lexIdentifierBody()
                emit(.attribute, start)
            } else {
                emit(.punctuation, start)
            }
        case 96:  // backtick
            if lexBacktickIdentifier() {
                emit(.backtickIdentifier, start)
            } else {
                i += 1
                emit(.punctuation, start)
            }
        case 40 where interpolationDepth > 0:  // `(` inside an interpolation's code
            openInterpolations[openInterpolations.count - 1].openParentheses += 1
            i += 1
            emit(.punctuation, start)
        case 41 where interpolationDepth > 0:  // `)`: it may close the interpolation
            if openInterpolations[openInterpolations.count - 1].openParentheses == 0 {
                closeInterpolation(at: start)
            } else {
                openInterpolations[openInterpolations.count - 1].openParentheses -= 1
                i += 1
                emit(.punctuation, start)
            }
        default:
            i += 1
            emit(.punctuation, start)
        }
    }

    /// `` `name` `` on one line; a lone backtick is punctuation.
    mutating func lexBacktickIdentifier() -> Bool {
        var j = i + 1
        while j < n {
            let c = p[j]
            if c == 96 {
                if j == i + 1 { return false }
                i = j + 1
                return true
            }
            if c == 10 || c == 13 { return false }
            j += 1
        }
        return false
    }
}
