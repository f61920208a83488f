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
