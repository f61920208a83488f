// Questions about where the scanner is, asked of its scope stack when a fact is recorded, never per token.
//
// They are the stack's non-mutating questions, not the scanner's: in a debug build a non-mutating call on the scanner
// copies the whole scanner first, retaining each of its arrays, while the stack is a pointer and a count.
extension ScopeStack {
    /// The open scopes, outermost first, as an array (for an `#if`'s snapshot). Elsewhere the stack is read by index:
    /// in a debug build a buffer pointer's `last` or `reversed()` is generic code, many times dearer.
    var snapshot: [Scanner.Scope] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// The innermost open scope.
    var innermost: Scanner.Scope? {
        count > 0 ? base[count - 1] : nil
    }

    /// The registration index of the innermost factory around the current token.
    var innermostFactory: Int? {
        var index = count - 1
        while index >= 0 {
            if base[index].kind == .factory { return base[index].value }
            index -= 1
        }
        return nil
    }

    func innermostTypeName(in view: TokenView) -> String? {
        var index = count - 1
        while index >= 0 {
            if base[index].kind == .type { return view.identifierText(base[index].value) }
            index -= 1
        }
        return nil
    }

    /// The types around the current token, outermost first.
    func enclosingTypeNames(in view: TokenView) -> [String] {
        var names: [String] = []
        for index in 0..<count where base[index].kind == .type {
            names.append(view.identifierText(base[index].value))
        }
        return names
    }

    /// The innermost function (or computed property) inside the innermost type, if any.
    func innermostFunctionName(in view: TokenView) -> String? {
        var index = count - 1
        while index >= 0 {
            let scope = base[index]
            if scope.kind == .type { return nil }
            if scope.kind == .function { return view.identifierText(scope.value) }
            index -= 1
        }
        return nil
    }

    /// Whether a declaration here is a stored member of a type (directly in its braces).
    var isDirectlyInType: Bool {
        count > 0 && base[count - 1].kind == .type
    }

    /// The innermost factory or recorded function around the current token, for a `return`.
    ///
    /// Asked at every `return`, so it walks the stack by index (in a debug build `reversed()` is generic code).
    var innermostReturnSink: Scanner.ReturnSink? {
        var index = count - 1
        while index >= 0 {
            let scope = base[index]
            switch scope.kind {
            case .factory: return .registration(scope.value)
            case .function: return scope.functionFact >= 0 ? .function(scope.functionFact) : nil
            case .type: return nil
            case .other: index -= 1
            }
        }
        return nil
    }
}

extension Scanner {
    /// The `#if` branches the current token is in, outermost first.
    static func branches(of frames: [ConditionFrame]) -> [ConditionBranch] {
        frames.map { ConditionBranch(block: $0.block, branch: $0.branch, isCertain: $0.branchIsCertain) }
    }

    /// Replaces the open scopes with a snapshot taken at an `#if`, and recounts what the scanner keeps of them.
    mutating func restoreScopes(_ snapshot: [Scope]) {
        scopes.replace(with: snapshot)
        untrackedScopes = 0
        factoryDepth = 0
        openLoops = 0
        for index in 0..<scopes.count {
            if scopes.base[index].kind == .factory { factoryDepth += 1 }
            if scopes.base[index].loopKeyword >= 0 { openLoops += 1 }
        }
        let innermost = scopes.innermost?.start ?? -1
        while let last = loopLocals.last, last.scopeStart > innermost {
            loopLocals.removeLast()
            loopLocalCount -= 1
        }
        genericParameters.forget(deeperThan: scopes.count)
    }
}

// Loops: a registration repeated on every pass of a loop, on the same container, is a duplicate.
extension Scanner {
    /// Notes a variable declared at `nameToken` while a loop body is open: a container made inside the loop is
    /// a new one on every pass.
    mutating func noteLoopLocal(nameToken: Int) {
        guard openLoops > 0, let scope = scopes.innermost else { return }
        if loopLocalCount <= Scanner.maximumLoopLocals {
            loopLocals.append((scope.start, nameToken))
            loopLocalCount += 1
        }
    }

    /// Drops the loop locals of the scope whose `{` is at `start` (and of scopes inside it).
    mutating func forgetLoopLocals(declaredFrom start: Int) {
        while let last = loopLocals.last, last.scopeStart >= start {
            loopLocals.removeLast()
            loopLocalCount -= 1
        }
    }

    /// The loop keyword of the innermost loop around the call at `k` (inside the current function or factory)
    /// whose receiver is declared outside it; nil when there is none, or when the receiver is declared in the
    /// loop's body (`for _ in 0..<2 { let c = Container(); c.register(…) }` makes a new container each pass),
    /// or when too many variables were declared in loops to tell.
    mutating func repeatingLoop(callAt k: Int, receiver: String) -> Int? {
        guard openLoops > 0, loopLocalCount <= Scanner.maximumLoopLocals else { return nil }
        var index = scopes.count - 1
        while index >= 0 {
            let scope = scopes.base[index]
            index -= 1
            if scope.kind != .other { return nil }
            guard scope.loopKeyword >= 0 else { continue }
            if receiver.isEmpty { return scope.loopKeyword }
            for local in loopLocals.reversed() {
                if local.scopeStart < scope.start { break }
                work += 1
                if view.identifierText(local.nameToken) == receiver { return nil }
            }
            return scope.loopKeyword
        }
        return nil
    }
}

/// Owns the memory of a scanner's scope stack (see `ScopeStack`): `Scope` is plain data, so the buffer is
/// never deinitialized, only freed.
final class ScopeStorage {
    let base: UnsafeMutablePointer<Scanner.Scope>

    init(capacity: Int) {
        base = UnsafeMutablePointer<Scanner.Scope>.allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }
}
