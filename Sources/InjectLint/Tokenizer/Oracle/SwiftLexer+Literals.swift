// Comments and string literals with interpolation: the places where text that looks like an injection is
// not code.
extension SwiftLexer {
    mutating func lexLineComment() {
        let start = i
        i += 2
        // Comments are a good part of real code's bytes, so they are read eight at a time. The classic "has a zero
        // byte" test on the bytes XOR-ed with `\n` and with `\r` flags a line break (its lowest flag is exact: a false
        // one only appears above a true one), and a non-ASCII byte flags itself (it needs validating). The test is
        // written out here, not called: in a debug build a call per word cost more than the bytes it skipped.
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lineFeeds = ones &* 10
        let returns = ones &* 13
        while i < n {
            if i &+ 8 <= n {
                let word = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
                let afterLineFeeds = word ^ lineFeeds
                let afterReturns = word ^ returns
                let flags =
                    ((afterLineFeeds &- ones) & ~afterLineFeeds | (afterReturns &- ones) & ~afterReturns | word) & high
                if flags == 0 {
                    i &+= 8
                    continue
                }
                i &+= flags.trailingZeroBitCount >> 3  // to the first flagged byte
            }
            let c = p[i]
            if c == 10 || c == 13 { break }
            i += c < 0x80 ? 1 : validatedScalarLength(at: i)
        }
        noteDirective(start, contentStart: start + 2)
    }

    /// `/* … */` with nesting, as Swift allows.
    mutating func lexBlockComment() {
        let start = i
        i += 2
        var depth = 1
        while i < n {
            let c = p[i]
            if c == 42 && i + 1 < n && p[i + 1] == 47 {
                i += 2
                depth -= 1
                if depth == 0 {
                    noteDirective(start, contentStart: start + 2)
                    return
                }
            } else if c == 47 && i + 1 < n && p[i + 1] == 42 {
                i += 2
                depth += 1
            } else if c < 0x80 {
                if c == 10 || c == 13 { markLineBreak() }
                i += 1
            } else {
                i += validatedScalarLength(at: i)
            }
        }
        problems.append(.unterminatedBlockComment(byteOffset: start))
    }

    /// Records a comment whose text starts with `inject-lint:` (after spaces), for suppression.
    private mutating func noteDirective(_ start: Int, contentStart: Int) {
        var j = contentStart
        while j < i && (p[j] == 32 || p[j] == 9) { j += 1 }
        guard i - j >= 12, p[j] == 105 else { return }  // "inject-lint:" starts with `i`
        let prefix: StaticString = "inject-lint:"
        let k = prefix.utf8Start
        for offset in 0..<12 where p[j + offset] != k[offset] {
            return
        }
        directiveComments.append(start..<i)
    }

    /// A string literal from its first `"` (after any `#`s, counted in `hashes`; `start` is the first `#` or
    /// `"`): emits it as one `.string` token, or, when it interpolates, its first `.stringSegment` (up to and
    /// including `\(`), after which the interpolated code is lexed as ordinary tokens.
    mutating func lexStringLiteral(hashes: Int, start: Int) {
        var multiline = byte(i + 1) == 34 && byte(i + 2) == 34
        if multiline && hashes > 0 {
            // As Swift does: three quotes followed by enough `#`s, or a quote with enough `#`s later on the same
            // line, make a single-line raw string that happens to start with quotes.
            var j = i + 3
            if hashesFollow(j, hashes) { multiline = false }
            while multiline && j < n && p[j] != 10 && p[j] != 13 {
                lookaheadWork += 1
                if p[j] == 34 && hashesFollow(j + 1, hashes) { multiline = false }
                j += 1
            }
        }
        i += multiline ? 3 : 1
        continueString(
            OpenInterpolation(hashes: hashes, multiline: multiline, delimiterStart: start), pieceStart: start,
            isWholeLiteral: true)
    }

    /// At the `)` that closes an interpolation (the innermost open one): lexes the rest of its string literal.
    mutating func closeInterpolation(at start: Int) {
        let literal = openInterpolations.removeLast()
        interpolationDepth -= 1
        i += 1
        continueString(literal, pieceStart: start, isWholeLiteral: false)
    }

    /// Lexes a string literal's text from `i` and emits the piece that began at `pieceStart`.
    private mutating func continueString(_ literal: OpenInterpolation, pieceStart: Int, isWholeLiteral: Bool) {
        if lexStringText(literal) {
            emit(isWholeLiteral ? .string : .stringSegment, pieceStart)
        } else {
            emit(.stringSegment, pieceStart)
            openInterpolations.append(literal)
            interpolationDepth += 1
        }
    }

    /// Reads string text up to the literal's closing delimiter (true; also at a line break that ends a single-line
    /// literal, or the end of the file, both reported) or just past an interpolation's `\(` (false).
    private mutating func lexStringText(_ literal: OpenInterpolation) -> Bool {
        let hashes = literal.hashes
        // Plain text is skipped eight bytes at a time, as in `lexLineComment`: a word goes on to the byte loop at its
        // first `\`, `"`, line break or non-ASCII byte (multi-line literals are megabytes in generated code).
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let backslashes = ones &* 92
        let quotes = ones &* 34
        let lineFeeds = ones &* 10
        let returns = ones &* 13
        while i < n {
            if i &+ 8 <= n {
                let word = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
                let a = word ^ backslashes
                let b = word ^ quotes
                let c = word ^ lineFeeds
                let d = word ^ returns
                let flags =
                    ((a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c | (d &- ones) & ~d | word) & high
                if flags == 0 {
                    i &+= 8
                    continue
                }
                i &+= flags.trailingZeroBitCount >> 3
            }
            let c = p[i]
            if c == 92 {  // `\`: an escape only when followed by the literal's number of `#`s
                var j = i + 1
                var found = 0
                while found < hashes && j < n && p[j] == 35 {
                    j += 1
                    found += 1
                }
                if found < hashes {
                    i += 1
                    continue
                }
                if j < n && p[j] == 40 {  // `\(`: interpolated code, lexed as tokens up to the matching `)`
                    i = j + 1
                    if openInterpolations.count < SwiftLexer.maximumInterpolationDepth { return false }
                    // Deeper than that (only hostile input nests so far), the code is read as the string's text.
                    problems.append(.interpolationTooDeep(byteOffset: j - 1 - hashes))
                    continue
                }
                i = j
                if i < n { i += p[i] < 0x80 ? 1 : validatedScalarLength(at: i) }
            } else if c == 34 {
                if literal.multiline {
                    if byte(i + 1) == 34 && byte(i + 2) == 34 && hashesFollow(i + 3, hashes) {
                        i += 3 + hashes
                        return true
                    }
                } else if hashesFollow(i + 1, hashes) {
                    i += 1 + hashes
                    return true
                }
                i += 1
            } else if c < 0x80 {
                if c == 10 || c == 13 {
                    if !literal.multiline {
                        problems.append(.unterminatedString(byteOffset: literal.delimiterStart))
                        return true
                    }
                    markLineBreak()
                }
                i += 1
            } else {
                i += validatedScalarLength(at: i)
            }
        }
        problems.append(.unterminatedString(byteOffset: literal.delimiterStart))
        return true
    }

    mutating func hashesFollow(_ index: Int, _ hashes: Int) -> Bool {
        if index + hashes > n { return false }
        var j = index
        while j < index + hashes {
            if p[j] != 35 { return false }
            j += 1
        }
        return true
    }
}
