// Scope constants: `extension Scope { static let session = Scope.custom("session") }`, so that a registration's
// `scope: .session` tells the `lifetime` rule which scope it is.
extension Scanner {
    /// `static let session = Scope.custom("session")`, `static let session: Scope = .custom("session")` (also
    /// `Inject.Scope.…`, and a constant naming a built-in scope: `static let cache = Scope.weak`): records the value
    /// as written without spaces. `start` is the first token of the value; `isTyped` says the declaration is
    /// annotated `: Scope`, which allows the value to start with the dot.
    mutating func scopeConstant(at k: Int, nameToken: Int, valueAt start: Int, isTyped: Bool) {
        guard view.isWord(k, "let"), scopes.isDirectlyInType || scopes.count == 0 else { return }
        var j = start
        if view.isWord(j, "Inject") && view.isPunct(j + 1, ASCII.dot) { j += 2 }
        if view.isWord(j, "Scope") {
            j += 1
        } else if !isTyped || j != start {
            return
        }
        guard view.isPunct(j, ASCII.dot), view.isIdentifier(j + 1) else { return }
        j += 2
        if view.isPunct(j, ASCII.openParenthesis) {
            // `.custom("session")`: one string literal, nothing else.
            guard view.hasKind(j + 1, .string), view.isPunct(j + 2, ASCII.closeParenthesis) else { return }
            j += 3
        }
        guard
            j >= count || tokens[j].startsLine || view.isPunct(j, ASCII.semicolon) || view.isPunct(j, ASCII.closeBrace)
        else {
            return
        }
        facts.declarations.scopeConstants.append(
            StringConstantFact(
                owner: scopes.innermostTypeName(in: view), name: view.identifierText(nameToken),
                value: view.spelling(from: start, to: j)
            ))
    }
}
