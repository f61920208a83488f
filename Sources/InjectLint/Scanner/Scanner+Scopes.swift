// Questions about where the scanner is: asked only when a fact is recorded, never per token.
extension Scanner {
    /// Recounts open factories after `#if` handling replaced the scope stack.
    mutating func recountFactories() {
        factoryDepth = 0
        openLoops = 0
        for scope in scopes {
            if scope.kind == .factory { factoryDepth += 1 }
            if scope.loopKeyword >= 0 { openLoops += 1 }
        }
        let innermost = scopes.last?.start ?? -1
        while let last = loopLocals.last, last.scopeStart > innermost { loopLocals.removeLast() }
    }

    var innermostFactory: Int? {
        for scope in scopes.reversed() where scope.kind == .factory {
            return scope.value
        }
        return nil
    }

    var innermostTypeName: String? {
        mutating get {
            for scope in scopes.reversed() where scope.kind == .type {
                return v.identifierText(scope.value)
            }
            return nil
        }
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
        mutating get { scopes.last?.kind == .type }
    }

    var currentConditions: [ConditionBranch] {
        conditions.map { ConditionBranch(block: $0.block, branch: $0.branch) }
    }
}

// Loops: a registration repeated on every pass of a loop, on the same container, is a duplicate.
extension Scanner {
    /// Notes a variable declared at `nameToken` while a loop body is open: a container made inside the loop is
    /// a new one on every pass.
    mutating func noteLoopLocal(nameToken: Int) {
        guard openLoops > 0, let scope = scopes.last else { return }
        if loopLocals.count <= Scanner.maximumLoopLocals { loopLocals.append((scope.start, nameToken)) }
    }

    /// Drops the loop locals of the scope whose `{` is at `start` (and of scopes inside it).
    mutating func forgetLoopLocals(declaredFrom start: Int) {
        while let last = loopLocals.last, last.scopeStart >= start { loopLocals.removeLast() }
    }

    /// The loop keyword of the innermost loop around the call at `k` (inside the current function or factory)
    /// whose receiver is declared outside it; nil when there is none, or when the receiver is declared in the
    /// loop's body (`for _ in 0..<2 { let c = Container(); c.register(…) }` makes a new container each pass),
    /// or when too many variables were declared in loops to tell.
    mutating func repeatingLoop(callAt k: Int, receiver: String) -> Int? {
        guard openLoops > 0, loopLocals.count <= Scanner.maximumLoopLocals else { return nil }
        for scope in scopes.reversed() {
            if scope.kind != .other { return nil }
            guard scope.loopKeyword >= 0 else { continue }
            if receiver.isEmpty { return scope.loopKeyword }
            for local in loopLocals.reversed() {
                if local.scopeStart < scope.start { break }
                work += 1
                if v.identifierText(local.nameToken) == receiver { return nil }
            }
            return scope.loopKeyword
        }
        return nil
    }
}
