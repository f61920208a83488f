#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small, bounds-checked questions about a file's significant tokens, asked by the scanner's look-aheads.
///
/// A separate struct holding only pointers: in a debug build, calling a non-mutating method of the scanner
/// from a mutating one copies the whole scanner (retaining its arrays) every time, and these are asked for
/// nearly every token. Copying a `TokenView` is free.
struct TokenView {
    let p: UnsafePointer<UInt8>
    let t: UnsafeMutablePointer<Token>
    let count: Int

    @_transparent
    func kind(_ j: Int) -> TokenKind? {
        j >= 0 && j < count ? t[j].kind : nil
    }

    /// Whether token `j` exists and is of `kind`: `kind(j) == …` compares optionals, generic code in a debug build.
    @_transparent
    func hasKind(_ j: Int, _ kind: TokenKind) -> Bool {
        j >= 0 && j < count && t[j].kind == kind
    }

    /// Whether token `j` is the single punctuation byte `b`.
    // Kinds are matched with `case`, not `==`: in a debug build `==` on an enum with a raw type is a generic call
    // through `RawRepresentable`, and these questions are asked for almost every token. Transparent: a debug build
    // (the build-tool plugin's) then inlines them where their body is visible, which `@inline(__always)` does not ask
    // of it (what that saved is in Benchmarks/README.md, "inject-lint").
    @_transparent
    func isPunct(_ j: Int, _ b: UInt8) -> Bool {
        guard j >= 0 && j < count, case .punctuation = t[j].kind else { return false }
        return p[t[j].start] == b
    }

    /// The byte of punctuation token `j`, or 0 when `j` is not punctuation (or out of range): loops that ask
    /// about several bytes read the token once (in a debug build each `isPunct` is a real call).
    @_transparent
    func punct(_ j: Int) -> UInt8 {
        guard j >= 0 && j < count, case .punctuation = t[j].kind else { return 0 }
        return p[t[j].start]
    }

    /// A capitalised identifier (`Impl`, `Store`): by Swift convention a type.
    @_transparent
    func isTypeLikeIdentifier(_ j: Int) -> Bool {
        guard j >= 0 && j < count, case .identifier = t[j].kind else { return false }
        let first = p[t[j].start]
        return first >= ASCII.uppercaseA && first <= ASCII.uppercaseZ
    }

    /// Whether token `k` starts a statement: first on its line, or after `{`, `}`, `;` or a label's `:`.
    @_transparent
    func startsStatement(_ k: Int) -> Bool {
        if t[k].startsLine { return true }
        let before = punct(k - 1)
        return before == ASCII.openBrace || before == ASCII.closeBrace || before == ASCII.semicolon
            || before == ASCII.colon
    }

    /// `inout`, ownership modifiers and type attributes that may precede a parameter's type.
    func isParameterModifier(_ j: Int) -> Bool {
        guard j >= 0 && j < count else { return false }
        switch t[j].kind {
        case .attribute: return true
        case .identifier: break
        default: return false
        }
        guard t[j].end - t[j].start >= 5 else { return false }
        return isWord(j, "inout") || isWord(j, "borrowing") || isWord(j, "consuming")
            || isWord(j, "sending") || isWord(j, "__owned") || isWord(j, "__shared")
    }

    /// The `(` of a constructor call starting at `j` (`Impl(`, `Impl<A>(`, `Impl.init(`).
    func nextOpenParenthesis(from j: Int) -> Int? {
        var k = j
        let limit = min(count, j + 32)
        while k < limit {
            if punct(k) == ASCII.openParenthesis { return k }
            k += 1
        }
        return nil
    }

    /// Whether token `j` is the plain identifier `word`.
    // Transparent, as `isPunct` is.
    @_transparent
    func isWord(_ j: Int, _ word: StaticString) -> Bool {
        guard j >= 0 && j < count, case .identifier = t[j].kind else { return false }
        return t[j].spells(word, in: p)
    }

    @_transparent
    func isIdentifier(_ j: Int) -> Bool {
        guard j >= 0 && j < count else { return false }
        switch t[j].kind {
        case .identifier, .backtickIdentifier: return true
        default: return false
        }
    }

    /// Whether token `j` is `register` or one of the resolving calls (`resolve`, `tryResolve`, `resolveAsync`,
    /// `resolveIfRegistered`): the names this library's calls are found by.
    func isLibraryCallName(_ j: Int) -> Bool {
        guard j >= 0 && j < count, t[j].kind == .identifier else { return false }
        switch t[j].length {
        case 7: return isWord(j, "resolve")
        case 8: return isWord(j, "register")
        case 10: return isWord(j, "tryResolve")
        case 12: return isWord(j, "resolveAsync")
        case 19: return isWord(j, "resolveIfRegistered")
        default: return false
        }
    }

    /// Whether tokens `a` and `b` have the same bytes.
    func sameText(_ a: Int, _ b: Int) -> Bool {
        let x = t[a]
        let y = t[b]
        guard x.length == y.length else { return false }
        var offset = 0
        while offset < x.length {
            if p[x.start + offset] != p[y.start + offset] { return false }
            offset += 1
        }
        return true
    }

    /// Whether the attribute token `j` is exactly `@name`.
    func isAttribute(_ j: Int, _ name: StaticString) -> Bool {
        guard j >= 0 && j < count, t[j].kind == .attribute else { return false }
        return text(j) == "@" + String(describing: name)
    }

    /// The token's bytes as a string.
    func text(_ j: Int) -> String {
        let token = t[j]
        return TokenView.string(p + token.start, count: token.length)
    }

    /// An identifier's name: backticks removed.
    func identifierText(_ j: Int) -> String {
        guard j >= 0 && j < count else { return "" }
        let token = t[j]
        if token.kind == .backtickIdentifier && token.length >= 2 {
            return TokenView.string(p + token.start + 1, count: token.length - 2)
        }
        return text(j)
    }

    /// `count` bytes from `start` as a string (invalid UTF-8 repaired, as `String(decoding:as:)` does): copied in
    /// with one `memcpy`, which a debug build runs about a third cheaper than the generic `String(decoding:as:)`.
    private static func string(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            if count > 0 { memcpy(buffer.baseAddress!, start, count) }
            return count
        }
    }

    @_transparent
    func byteOffset(_ j: Int) -> Int {
        t[j].start
    }

    /// The literal text of a plain string token (`"utc"`, `#"utc"#`), or nil when it has escapes,
    /// interpolation, or several lines (its value is then only known at run time).
    func staticStringValue(_ j: Int) -> String? {
        guard hasKind(j, .string) else { return nil }
        let token = t[j]
        var start = token.start
        var end = token.end
        var hashes = 0
        while start < end && p[start] == ASCII.hash {
            start += 1
            hashes += 1
        }
        end -= hashes
        guard end - start >= 2, p[start] == ASCII.quote, p[end - 1] == ASCII.quote else { return nil }
        if end - start >= 6 && p[start + 1] == ASCII.quote && p[start + 2] == ASCII.quote { return nil }  // multi-line
        start += 1
        end -= 1
        var k = start
        while k < end {
            if p[k] == ASCII.backslash { return nil }
            k += 1
        }
        return String(decoding: UnsafeBufferPointer(start: p + start, count: end - start), as: UTF8.self)
    }

    /// The token after the `try`, `try?`, `try!` and `await` that may open an expression at `j` (`j` itself when
    /// there are none).
    func skippingTryAndAwait(from j: Int) -> Int {
        var k = j
        if isWord(k, "try") {
            k += 1
            if isPunct(k, ASCII.question) || isPunct(k, ASCII.exclamation) { k += 1 }
        }
        if isWord(k, "await") { k += 1 }
        return k
    }

    /// Reads the value of a `name:` argument spanning tokens `j..<end`.
    ///
    /// A reference to a constant (`Names.archive`, `.archive`, `archiveName`) is kept as written, for the rule
    /// context to look up; anything else is computed at run time.
    func nameArgument(from j: Int, to end: Int) -> NameArgument {
        if end == j + 1 {
            if let value = staticStringValue(j) { return .literal(value) }
            if isWord(j, "nil") { return .none }
        }
        var k = j
        var path = ""
        if isPunct(k, ASCII.dot) {
            path = "."
            k += 1
        }
        while k < end {
            guard isIdentifier(k) else { return .dynamic }
            path += identifierText(k)
            k += 1
            guard k < end else { break }
            guard isPunct(k, ASCII.dot), k + 1 < end else { return .dynamic }
            path += "."
            k += 1
        }
        return path.isEmpty || path == "." ? .dynamic : .constant(path)
    }

    /// Tokens `j..<end` as written, without the whitespace and comments between them: `Scope.custom("session")`.
    func spelling(from j: Int, to end: Int) -> String {
        var text = ""
        for k in j..<min(end, count) { text += self.text(k) }
        return text
    }

    /// Keywords that can follow `var x:` only in broken code; refusing them keeps a type from running on.
    /// Asked for most identifiers of a type, so the length and first byte pick the one word to compare.
    func isDeclarationKeyword(_ j: Int) -> Bool {
        guard j >= 0 && j < count, case .identifier = t[j].kind else { return false }
        switch (t[j].end - t[j].start, p[t[j].start]) {
        case (3, 118): return isWord(j, "var")
        case (3, 108): return isWord(j, "let")
        case (4, 102): return isWord(j, "func")
        case (5, 99): return isWord(j, "class")
        case (6, 115): return isWord(j, "struct")
        case (2, 105): return isWord(j, "in")
        case (5, 119): return isWord(j, "where")
        default: return false
        }
    }

    /// Declaration modifiers that may sit between `@Injected` and `var`, or after `class`.
    func isModifier(_ j: Int) -> Bool {
        // Only a lowercase word of 4 to 11 letters can be one: no `String` is made for the others.
        guard j >= 0 && j < count, case .identifier = t[j].kind else { return false }
        let length = t[j].end - t[j].start
        let first = p[t[j].start]
        guard length >= 4 && length <= 11 && first >= ASCII.lowercaseA && first <= ASCII.lowercaseZ else {
            return false
        }
        switch text(j) {
        case "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "lazy",
            "nonisolated", "override", "weak", "unowned", "mutating", "nonmutating", "dynamic", "required",
            "convenience", "isolated", "optional", "unsafe":
            return true
        default:
            return false
        }
    }
}

// Beside the scanner's questions that ask it most: a debug build (the build-tool plugin's) inlines a transparent
// function only into callers in its own file.
extension Token {
    /// Whether the token's bytes in `file` are `word`: one `memcmp`, where a byte loop cost a debug build a call per
    /// byte (the figures are in Benchmarks/README.md, "inject-lint").
    @_transparent
    func spells(_ word: StaticString, in file: UnsafePointer<UInt8>) -> Bool {
        end - start == word.utf8CodeUnitCount && memcmp(file + start, word.utf8Start, word.utf8CodeUnitCount) == 0
    }
}
