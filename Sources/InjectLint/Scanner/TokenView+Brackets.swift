// The scanner's one bracket walker. Every look-ahead that steps over a group (an argument list, a closure, a generic
// list) walks with it, so what balances is decided in one place:
// - `(`, `[` and `{` each open one level and `)`, `]` and `}` each close one. In valid code they pair up; in broken
//   code any closer closes the innermost group. The walk is a counter, so hostile nesting grows no stack.
// - A generic list's `<` and `>` count only in a walk that starts at one (`Brackets.generic`): elsewhere they are
//   comparisons. A type never holds `{`, `}` or `;`, so a generic walk that meets one gives up, and the `>` of `->`
//   closes nothing.
// - Every walk stops at a limit its caller sets, so it visits at most that many tokens.
extension TokenView {
    /// Which brackets a walk balances.
    enum Brackets {
        /// `()`, `[]` and `{}`.
        case code
        /// `()`, `[]` and `<>`, inside a generic list (`Store<[Key: (Int, Value)]>`).
        case generic
    }

    /// From `start` towards `limit` (exclusive; below `start` walks backwards), stepping over balanced groups: the
    /// first token at depth 0 that closes a group opened before `start` (going back: opens a group closed after it),
    /// or with `stopsAtComma` a `,`; nil when the limit comes first.
    ///
    /// ```swift
    /// // f(a, [b, c]) } : from `a`, the `,` after it; from `[`, the `)`.
    /// let end = view.firstUnbalanced(from: argument, to: limit, stopsAtComma: true)
    /// ```
    func firstUnbalanced(
        from start: Int, to limit: Int, brackets: Brackets = .code, stopsAtComma: Bool = false
    )
        -> Int?
    {
        guard start >= 0 && start < count else { return nil }
        let forward = limit > start
        let step = forward ? 1 : -1
        let end = forward ? min(limit, count) : max(limit, -1)
        var isGeneric = false
        if case .generic = brackets { isGeneric = true }
        // Read once, not per token: in a debug build each `ASCII` byte read from this file is a call. For the same
        // reason the loop has no `||` or `&&` (each right-hand side is a closure call in a debug build).
        let openParenthesis = ASCII.openParenthesis
        let closeParenthesis = ASCII.closeParenthesis
        let openBracket = ASCII.openBracket
        let closeBracket = ASCII.closeBracket
        let openBrace = ASCII.openBrace
        let closeBrace = ASCII.closeBrace
        let comma = ASCII.comma
        var depth = 0
        var index = start
        while index != end {
            let token = tokens[index]
            if case .punctuation = token.kind {
                let byte = bytes[token.start]
                // +1 for a bracket opening a group in the walk's direction, -1 for one closing it.
                var change = 0
                if byte == openParenthesis {
                    change = 1
                } else if byte == closeParenthesis {
                    change = -1
                } else if byte == openBracket {
                    change = 1
                } else if byte == closeBracket {
                    change = -1
                } else if isGeneric {
                    guard let generic = genericChange(byte, at: index) else { return nil }
                    change = generic
                } else if byte == openBrace {
                    change = 1
                } else if byte == closeBrace {
                    change = -1
                }
                if !forward { change = -change }
                if change > 0 {
                    depth += 1
                } else if change < 0 {
                    if depth == 0 { return index }
                    depth -= 1
                } else if stopsAtComma {
                    if depth == 0 {
                        if byte == comma { return index }
                    }
                }
            }
            index += step
        }
        return nil
    }

    /// What `byte` at `index` does to the depth of a generic walk (besides `()` and `[]`): `<` opens, `>` closes
    /// (not the `>` of `->`); nil for `{`, `}` or `;`, which no type holds.
    private func genericChange(_ byte: UInt8, at index: Int) -> Int? {
        if byte == ASCII.lessThan { return 1 }
        if byte == ASCII.greaterThan { return isArrowHead(index) ? 0 : -1 }
        if byte == ASCII.openBrace || byte == ASCII.closeBrace || byte == ASCII.semicolon { return nil }
        return 0
    }

    /// The bracket closing the group opened at `open` (`)` for `(`, `]` for `[`, `}` for `{`, `>` for a generic
    /// list's `<`), looking no further than `limit` (exclusive); nil when the limit or another closer comes first.
    ///
    /// ```swift
    /// // Store<[Key: Value]>(…) : from the `<`, the `>` before `(`.
    /// guard let close = view.matchingClose(of: open, before: open + 256) else { return nil }
    /// ```
    func matchingClose(of open: Int, before limit: Int) -> Int? {
        guard open >= 0 && open < count, case .punctuation = tokens[open].kind else { return nil }
        let opener = bytes[tokens[open].start]
        let brackets: Brackets = opener == ASCII.lessThan ? .generic : .code
        guard let close = firstUnbalanced(from: open + 1, to: limit, brackets: brackets) else { return nil }
        return TokenView.pairs(opener, bytes[tokens[close].start]) ? close : nil
    }

    /// The bracket opening the group closed at `close` (`(` for `)`, and so on; `<` for a generic list's `>`),
    /// looking back no further than `limit` (exclusive); nil when the limit or another opener comes first.
    func matchingOpen(of close: Int, after limit: Int) -> Int? {
        guard close >= 0 && close < count, case .punctuation = tokens[close].kind else { return nil }
        let closer = bytes[tokens[close].start]
        let brackets: Brackets = closer == ASCII.greaterThan ? .generic : .code
        guard let open = firstUnbalanced(from: close - 1, to: limit, brackets: brackets) else { return nil }
        return TokenView.pairs(bytes[tokens[open].start], closer) ? open : nil
    }

    /// Whether the `>` at `index` is the head of an arrow (`->`, written without a space).
    private func isArrowHead(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].end == tokens[index].start && punct(index - 1) == ASCII.minus
    }

    /// Whether `opener` and `closer` are the two bytes of one kind of bracket.
    private static func pairs(_ opener: UInt8, _ closer: UInt8) -> Bool {
        if opener == ASCII.openParenthesis { return closer == ASCII.closeParenthesis }
        if opener == ASCII.openBracket { return closer == ASCII.closeBracket }
        if opener == ASCII.openBrace { return closer == ASCII.closeBrace }
        if opener == ASCII.lessThan { return closer == ASCII.greaterThan }
        return false
    }
}
