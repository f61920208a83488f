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
    /// The file's bytes, which tokens' `start` and `end` index.
    let bytes: UnsafePointer<UInt8>
    /// The file's significant tokens, `count` of them.
    let tokens: UnsafeMutablePointer<Token>
    let count: Int

    @_transparent
    func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < count ? tokens[index].kind : nil
    }

    /// Whether token `index` exists and is of `kind`: `kind(index) == …` compares optionals, generic code in a debug build.
    @_transparent
    func hasKind(_ index: Int, _ kind: TokenKind) -> Bool {
        index >= 0 && index < count && tokens[index].kind == kind
    }

    /// Whether token `index` is the single punctuation byte `byte`.
    // Kinds are matched with `case`, not `==`: in a debug build `==` on an enum with a raw type is a generic call
    // through `RawRepresentable`, and these questions are asked for almost every token. Transparent: a debug build
    // (the build-tool plugin's) then inlines them where their body is visible, which `@inline(__always)` does not ask
    // of it. That is only this file: from the scanner's other files each question is still a call in a debug build,
    // not zero-cost (Benchmarks/README.md, "inject-lint", has what inlining here saved).
    @_transparent
    func isPunct(_ index: Int, _ byte: UInt8) -> Bool {
        guard index >= 0 && index < count, case .punctuation = tokens[index].kind else { return false }
        return bytes[tokens[index].start] == byte
    }

    /// The byte of punctuation token `index`, or 0 when `index` is not punctuation (or out of range): loops that ask
    /// about several bytes read the token once (in a debug build each `isPunct` is a real call).
    @_transparent
    func punct(_ index: Int) -> UInt8 {
        guard index >= 0 && index < count, case .punctuation = tokens[index].kind else { return 0 }
        return bytes[tokens[index].start]
    }

    /// A capitalised identifier (`Impl`, `Store`): by Swift convention a type.
    @_transparent
    func isTypeLikeIdentifier(_ index: Int) -> Bool {
        guard index >= 0 && index < count, case .identifier = tokens[index].kind else { return false }
        let first = bytes[tokens[index].start]
        return first >= ASCII.uppercaseA && first <= ASCII.uppercaseZ
    }

    /// Whether token `index` starts a statement: first on its line, or after `{`, `}`, `;` or a label's `:`.
    @_transparent
    func startsStatement(_ index: Int) -> Bool {
        if tokens[index].startsLine { return true }
        let before = punct(index - 1)
        return before == ASCII.openBrace || before == ASCII.closeBrace || before == ASCII.semicolon
            || before == ASCII.colon
    }

    /// `inout`, ownership modifiers and type attributes that may precede a parameter's type.
    func isParameterModifier(_ index: Int) -> Bool {
        guard index >= 0 && index < count else { return false }
        switch tokens[index].kind {
        case .attribute: return true
        case .identifier: break
        default: return false
        }
        guard tokens[index].end - tokens[index].start >= 5 else { return false }
        return isWord(index, "inout") || isWord(index, "borrowing") || isWord(index, "consuming")
            || isWord(index, "sending") || isWord(index, "__owned") || isWord(index, "__shared")
    }

    /// The `(` of a constructor call starting at `index` (`Impl(`, `Impl<A>(`, `Impl.init(`).
    func nextOpenParenthesis(from index: Int) -> Int? {
        var k = index
        let limit = min(count, index + 32)
        while k < limit {
            if punct(k) == ASCII.openParenthesis { return k }
            k += 1
        }
        return nil
    }

    /// Whether token `index` is the plain identifier `word`.
    // Transparent, as `isPunct` is.
    @_transparent
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0 && index < count, case .identifier = tokens[index].kind else { return false }
        return tokens[index].spells(word, in: bytes)
    }

    @_transparent
    func isIdentifier(_ index: Int) -> Bool {
        guard index >= 0 && index < count else { return false }
        switch tokens[index].kind {
        case .identifier, .backtickIdentifier: return true
        default: return false
        }
    }

    /// Whether the attribute token `index` is `@Injected` or starts `@Inject.Injected`.
    func isInjectedAttribute(_ index: Int) -> Bool {
        guard index >= 0 && index < count else { return false }
        let length = tokens[index].end - tokens[index].start
        if length == 9 { return isAttribute(index, "Injected") }
        return length == 7 && isAttribute(index, "Inject") && isPunct(index + 1, ASCII.dot)
            && isWord(index + 2, "Injected")
    }

    /// Whether token `index` is the pound keyword `word` (`#if`, `#endif`).
    func isPoundKeyword(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0 && index < count, case .poundKeyword = tokens[index].kind else { return false }
        return tokens[index].spells(word, in: bytes)
    }

    /// Whether the type written at `index` is a single name: not `any`/`some`, a keyword, or a name that generic
    /// arguments, a member or a composition continue.
    func isPlainTypeName(_ index: Int) -> Bool {
        guard isIdentifier(index), !isDeclarationKeyword(index), !isWord(index, "any"), !isWord(index, "some") else {
            return false
        }
        let next = punct(index + 1)
        return next != ASCII.lessThan && next != ASCII.dot && next != ASCII.ampersand
    }

    /// Whether a body whose first token is `index` starts with a statement that is no expression (a declaration,
    /// `guard`, `return`, a loop, `do`, `defer`, `throw`) or is empty: it returns only what its `return`s do, which
    /// the scanner reads where it meets them. Most bodies start so, and reading them as an expression costs a
    /// look-ahead.
    func opensStatementThatIsNoExpression(_ index: Int) -> Bool {
        if isPunct(index, ASCII.closeBrace) { return true }
        guard hasKind(index, .identifier) else { return false }
        switch tokens[index].end - tokens[index].start {
        case 2: return isWord(index, "do")
        case 3: return isWord(index, "let") || isWord(index, "var") || isWord(index, "for")
        case 5:
            return isWord(index, "guard") || isWord(index, "while") || isWord(index, "defer") || isWord(index, "throw")
        case 6: return isWord(index, "return") || isWord(index, "repeat")
        default: return false
        }
    }

    /// The variable a call at `index` is made on: `c` in `c.register`, `container` in `self.container.register`,
    /// empty for an implicit or explicit `self`; nil when it is not a plain variable.
    func receiver(ofCallAt index: Int) -> String? {
        guard isPunct(index - 1, ASCII.dot) else { return "" }
        guard hasKind(index - 2, .identifier) else { return nil }
        let name = identifierText(index - 2)
        return name == "self" ? "" : name
    }

    /// Whether token `index` is `register` or one of the resolving calls (`resolve`, `tryResolve`, `resolveAsync`,
    /// `resolveIfRegistered`): the names this library's calls are found by.
    func isLibraryCallName(_ index: Int) -> Bool {
        guard index >= 0 && index < count, tokens[index].kind == .identifier else { return false }
        switch tokens[index].length {
        case 7: return isWord(index, "resolve")
        case 8: return isWord(index, "register")
        case 10: return isWord(index, "tryResolve")
        case 12: return isWord(index, "resolveAsync")
        case 19: return isWord(index, "resolveIfRegistered")
        default: return false
        }
    }

    /// Whether tokens `first` and `second` have the same bytes.
    func sameText(_ first: Int, _ second: Int) -> Bool {
        let firstToken = tokens[first]
        let secondToken = tokens[second]
        guard firstToken.length == secondToken.length else { return false }
        var offset = 0
        while offset < firstToken.length {
            if bytes[firstToken.start + offset] != bytes[secondToken.start + offset] { return false }
            offset += 1
        }
        return true
    }

    /// Whether the attribute token `index` is exactly `@name`.
    func isAttribute(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0 && index < count, tokens[index].kind == .attribute else { return false }
        return text(index) == "@" + String(describing: name)
    }

    /// The token's bytes as a string.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        return TokenView.string(bytes + token.start, count: token.length)
    }

    /// An identifier's name: backticks removed.
    func identifierText(_ index: Int) -> String {
        guard index >= 0 && index < count else { return "" }
        let token = tokens[index]
        if token.kind == .backtickIdentifier && token.length >= 2 {
            return TokenView.string(bytes + token.start + 1, count: token.length - 2)
        }
        return text(index)
    }

    /// `count` bytes from `start` as a string (invalid UTF-8 repaired, as `String(decoding:as:)` does): copied in
    /// with one `memcpy`, where a debug build runs the generic `String(decoding:as:)` as generic code.
    private static func string(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            if count > 0 { memcpy(buffer.baseAddress!, start, count) }
            return count
        }
    }

    @_transparent
    func byteOffset(_ index: Int) -> Int {
        tokens[index].start
    }

    /// The literal text of a plain string token (`"utc"`, `#"utc"#`), or nil when it has escapes,
    /// interpolation, or several lines (its value is then only known at run time).
    func staticStringValue(_ index: Int) -> String? {
        guard hasKind(index, .string) else { return nil }
        let token = tokens[index]
        var start = token.start
        var end = token.end
        var hashes = 0
        while start < end && bytes[start] == ASCII.hash {
            start += 1
            hashes += 1
        }
        end -= hashes
        guard end - start >= 2, bytes[start] == ASCII.quote, bytes[end - 1] == ASCII.quote else { return nil }
        // A multi-line literal (`"""`): its value spans lines.
        if end - start >= 6 && bytes[start + 1] == ASCII.quote && bytes[start + 2] == ASCII.quote { return nil }
        start += 1
        end -= 1
        var k = start
        while k < end {
            if bytes[k] == ASCII.backslash { return nil }
            k += 1
        }
        return String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
    }

    /// The token after the `try`, `try?`, `try!` and `await` that may open an expression at `index` (`index` itself when
    /// there are none).
    func skippingTryAndAwait(from index: Int) -> Int {
        var k = index
        if isWord(k, "try") {
            k += 1
            if isPunct(k, ASCII.question) || isPunct(k, ASCII.exclamation) { k += 1 }
        }
        if isWord(k, "await") { k += 1 }
        return k
    }

    /// Reads the value of a `name:` argument spanning tokens `index..<end`.
    ///
    /// A reference to a constant (`Names.archive`, `.archive`, `archiveName`) is kept as written, for the rule
    /// context to look up; anything else is computed at run time.
    func nameArgument(from index: Int, to end: Int) -> NameArgument {
        if end == index + 1 {
            if let value = staticStringValue(index) { return .literal(value) }
            if isWord(index, "nil") { return .none }
        }
        var k = index
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

    /// Tokens `index..<end` as written, without the whitespace and comments between them: `Scope.custom("session")`.
    func spelling(from index: Int, to end: Int) -> String {
        var text = ""
        for k in index..<min(end, count) { text += self.text(k) }
        return text
    }

    /// Keywords that can follow `var x:` only in broken code; refusing them keeps a type from running on.
    /// Asked for most identifiers of a type, so the length and first byte pick the one word to compare.
    func isDeclarationKeyword(_ index: Int) -> Bool {
        guard index >= 0 && index < count, case .identifier = tokens[index].kind else { return false }
        switch (tokens[index].end - tokens[index].start, bytes[tokens[index].start]) {
        case (3, 118): return isWord(index, "var")
        case (3, 108): return isWord(index, "let")
        case (4, 102): return isWord(index, "func")
        case (5, 99): return isWord(index, "class")
        case (6, 115): return isWord(index, "struct")
        case (2, 105): return isWord(index, "in")
        case (5, 119): return isWord(index, "where")
        default: return false
        }
    }

    /// Declaration modifiers that may sit between `@Injected` and `var`, or after `class`.
    func isModifier(_ index: Int) -> Bool {
        // Only a lowercase word of 4 to 11 letters can be one: no `String` is made for the others.
        guard index >= 0 && index < count, case .identifier = tokens[index].kind else { return false }
        let length = tokens[index].end - tokens[index].start
        let first = bytes[tokens[index].start]
        guard length >= 4 && length <= 11 && first >= ASCII.lowercaseA && first <= ASCII.lowercaseZ else {
            return false
        }
        switch text(index) {
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
