// Questions about where the scanner is: asked only when a fact is recorded, never per token.
extension Scanner {
    /// Recounts open factories after `#if` handling replaced the scope stack.
    mutating func recountFactories() {
        factoryDepth = 0
        for scope in scopes where scope.kind == .factory {
            factoryDepth += 1
        }
    }

    var innermostFactory: Int? {
        for scope in scopes.reversed() where scope.kind == .factory {
            return scope.value
        }
        return nil
    }

    var innermostTypeName: String? {
        for scope in scopes.reversed() where scope.kind == .type {
            return v.identifierText(scope.value)
        }
        return nil
    }

    /// The types around the current token, outermost first.
    var enclosingTypeNames: [String] {
        scopes.compactMap { $0.kind == .type ? v.identifierText($0.value) : nil }
    }

    /// The innermost function (or computed property) inside the innermost type, if any.
    var innermostFunctionName: String? {
        for scope in scopes.reversed() {
            if scope.kind == .type { return nil }
            if scope.kind == .function { return v.identifierText(scope.value) }
        }
        return nil
    }

    /// Whether a declaration here is a stored member of a type (directly in its braces).
    var isDirectlyInType: Bool {
        scopes.last?.kind == .type
    }

    var currentConditions: [ConditionBranch] {
        conditions.map { ConditionBranch(block: $0.block, branch: $0.branch) }
    }
}

// Loops: a registration repeated on every pass of a loop, on the same container, is a duplicate.
extension Scanner {
    /// Whether token `k` starts a statement: first on its line, or after `{`, `}`, `;` or a label's `:`.
    func startsStatement(_ k: Int) -> Bool {
        t[k].startsLine || v.isPunct(k - 1, 123) || v.isPunct(k - 1, 125) || v.isPunct(k - 1, 59)
            || v.isPunct(k - 1, 58)
    }

    /// The loop keyword of the innermost loop around the call at `k` (inside the current function or factory)
    /// whose receiver is declared outside it; nil when there is none, or when the receiver is declared in the
    /// loop's body (`for _ in 0..<2 { let c = Container(); c.register(…) }` makes a new container each pass).
    /// The look-back for that declaration is capped, and gives up (no loop) past the cap.
    mutating func repeatingLoop(callAt k: Int, receiver: String) -> Int? {
        for scope in scopes.reversed() {
            if scope.kind != .other { return nil }
            guard scope.loopKeyword >= 0 else { continue }
            if receiver.isEmpty { return scope.loopKeyword }
            guard k - scope.start <= Scanner.lookaheadLimit else { return nil }
            var j = scope.start + 1
            while j < k {
                work += 1
                if (v.isWord(j, "let") || v.isWord(j, "var")) && v.isIdentifier(j + 1)
                    && v.identifierText(j + 1) == receiver
                {
                    return nil
                }
                j += 1
            }
            return scope.loopKeyword
        }
        return nil
    }
}
