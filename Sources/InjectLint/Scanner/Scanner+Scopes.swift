// Questions about where the scanner is: asked only when a fact is recorded, never per token.
//
// They are `mutating` though they change nothing, as every question the scanner asks itself is: in a debug build, a
// non-mutating call from a mutating method copies the whole scanner first, retaining each of its arrays.
extension Scanner {
    /// The open scopes, outermost first, as an array (for an `#if`'s snapshot). Elsewhere the stack is read by index:
    /// in a debug build a buffer pointer's `last` or `reversed()` is generic code, many times dearer.
    var scopeSnapshot: [Scope] {
        mutating get {
            Array(UnsafeBufferPointer(start: scopeBase, count: scopeCount))
        }
    }

    /// The innermost open scope.
    var innermostScope: Scope? {
        mutating get {
            scopeCount > 0 ? scopeBase[scopeCount - 1] : nil
        }
    }

    /// Opens a scope; the caller has checked that fewer than `maximumScopeDepth` are open.
    mutating func pushScope(_ scope: Scope) {
        scopeBase[scopeCount] = scope
        scopeCount += 1
    }

    /// Replaces the open scopes with a snapshot taken at an `#if` (at most `maximumScopeDepth` of them).
    mutating func replaceScopes(with snapshot: [Scope]) {
        for (index, scope) in snapshot.enumerated() { scopeBase[index] = scope }
        scopeCount = snapshot.count
    }

    /// Recounts open factories after `#if` handling replaced the scope stack.
    mutating func recountFactories() {
        factoryDepth = 0
        openLoops = 0
        for index in 0..<scopeCount {
            if scopeBase[index].kind == .factory { factoryDepth += 1 }
            if scopeBase[index].loopKeyword >= 0 { openLoops += 1 }
        }
        let innermost = innermostScope?.start ?? -1
        while let last = loopLocals.last, last.scopeStart > innermost {
            loopLocals.removeLast()
            loopLocalCount -= 1
        }
    }

    var innermostFactory: Int? {
        mutating get {
            var index = scopeCount - 1
            while index >= 0 {
                if scopeBase[index].kind == .factory { return scopeBase[index].value }
                index -= 1
            }
            return nil
        }
    }

    var innermostTypeName: String? {
        mutating get {
            var index = scopeCount - 1
            while index >= 0 {
                if scopeBase[index].kind == .type { return view.identifierText(scopeBase[index].value) }
                index -= 1
            }
            return nil
        }
    }

    /// The types around the current token, outermost first.
    var enclosingTypeNames: [String] {
        mutating get {
            var names: [String] = []
            for index in 0..<scopeCount where scopeBase[index].kind == .type {
                names.append(view.identifierText(scopeBase[index].value))
            }
            return names
        }
    }

    /// The innermost function (or computed property) inside the innermost type, if any.
    var innermostFunctionName: String? {
        mutating get {
            var index = scopeCount - 1
            while index >= 0 {
                let scope = scopeBase[index]
                if scope.kind == .type { return nil }
                if scope.kind == .function { return view.identifierText(scope.value) }
                index -= 1
            }
            return nil
        }
    }

    /// Whether a declaration here is a stored member of a type (directly in its braces).
    var isDirectlyInType: Bool {
        mutating get { scopeCount > 0 && scopeBase[scopeCount - 1].kind == .type }
    }

    var currentConditions: [ConditionBranch] {
        mutating get {
            conditions.map { ConditionBranch(block: $0.block, branch: $0.branch, isCertain: $0.branchIsCertain) }
        }
    }
}

// Loops: a registration repeated on every pass of a loop, on the same container, is a duplicate.
extension Scanner {
    /// Notes a variable declared at `nameToken` while a loop body is open: a container made inside the loop is
    /// a new one on every pass.
    mutating func noteLoopLocal(nameToken: Int) {
        guard openLoops > 0, let scope = innermostScope else { return }
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
        var index = scopeCount - 1
        while index >= 0 {
            let scope = scopeBase[index]
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

/// Owns the memory of a scanner's scope stack (see `Scanner.scopeBase`): `Scope` is plain data, so the buffer is
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
