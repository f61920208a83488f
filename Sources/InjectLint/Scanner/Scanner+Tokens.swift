// Small, bounds-checked questions about tokens, asked by the look-aheads (not by the main loop, which reads
// tokens directly for speed).
extension Scanner {
    func kind(_ j: Int) -> TokenKind? {
        j >= 0 && j < count ? t[j].kind : nil
    }

    /// Whether token `j` is the single punctuation byte `b`.
    func isPunct(_ j: Int, _ b: UInt8) -> Bool {
        j >= 0 && j < count && t[j].kind == .punctuation && p[Int(t[j].start)] == b
    }

    /// Whether token `j` is the plain identifier `word`.
    func isWord(_ j: Int, _ word: StaticString) -> Bool {
        guard j >= 0 && j < count else { return false }
        let token = t[j]
        let length = word.utf8CodeUnitCount
        guard token.kind == .identifier, token.length == length else { return false }
        let w = word.utf8Start
        let s = p + Int(token.start)
        var offset = 0
        while offset < length {
            if s[offset] != w[offset] { return false }
            offset += 1
        }
        return true
    }

    func isIdentifier(_ j: Int) -> Bool {
        guard let kind = kind(j) else { return false }
        return kind == .identifier || kind == .backtickIdentifier
    }

    /// Whether the attribute token `j` is exactly `@name`.
    func isAttribute(_ j: Int, _ name: StaticString) -> Bool {
        guard j >= 0 && j < count, t[j].kind == .attribute else { return false }
        return text(j) == "@" + String(describing: name)
    }

    /// The token's bytes as a string.
    func text(_ j: Int) -> String {
        let token = t[j]
        return String(decoding: UnsafeBufferPointer(start: p + Int(token.start), count: token.length), as: UTF8.self)
    }

    /// An identifier's name: backticks removed.
    func identifierText(_ j: Int) -> String {
        guard j >= 0 && j < count else { return "" }
        let token = t[j]
        if token.kind == .backtickIdentifier && token.length >= 2 {
            return String(
                decoding: UnsafeBufferPointer(start: p + Int(token.start) + 1, count: token.length - 2),
                as: UTF8.self)
        }
        return text(j)
    }

    func byteOffset(_ j: Int) -> Int {
        Int(t[j].start)
    }

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
                let b = p[Int(token.start)]
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

    /// The literal text of a plain string token (`"utc"`, `#"utc"#`), or nil when it has escapes,
    /// interpolation, or several lines (its value is then only known at run time).
    func staticStringValue(_ j: Int) -> String? {
        guard kind(j) == .string else { return nil }
        let token = t[j]
        var start = Int(token.start)
        var end = Int(token.end)
        var hashes = 0
        while start < end && p[start] == 35 {
            start += 1
            hashes += 1
        }
        end -= hashes
        guard end - start >= 2, p[start] == 34, p[end - 1] == 34 else { return nil }
        if end - start >= 6 && p[start + 1] == 34 && p[start + 2] == 34 { return nil }  // multi-line
        start += 1
        end -= 1
        var k = start
        while k < end {
            if p[k] == 92 { return nil }
            k += 1
        }
        return String(decoding: UnsafeBufferPointer(start: p + start, count: end - start), as: UTF8.self)
    }

    /// Reads the value of a `name:` argument spanning tokens `j..<end`.
    func nameArgument(from j: Int, to end: Int) -> NameArgument {
        if end == j + 1 {
            if let value = staticStringValue(j) { return .literal(value) }
            if isWord(j, "nil") { return .none }
        }
        return .dynamic
    }
}
