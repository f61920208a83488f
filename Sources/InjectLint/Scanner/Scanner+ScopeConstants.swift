// Scope constants: `extension Scope { static let session = Scope.custom("session") }`, so that a registration's
// `scope: .session` tells the `lifetime` rule which scope it is.
extension Scanner {
    /// `static let session = Scope.custom("session")`, `static let session: Scope = .custom("session")` (also
    /// `Inject.Scope.…`, and a constant naming a built-in scope: `static let cache = Scope.weak`): records the value
    /// as written without spaces. `start` is the first token of the value; `isTyped` says the declaration is
    /// annotated `: Scope`, which allows the value to start with the dot.
    mutating func scopeConstant(at k: Int, nameToken: Int, valueAt start: Int, isTyped: Bool) {
        guard v.isWord(k, "let"), isDirectlyInType || scopeCount == 0 else { return }
        var j = start
        if v.isWord(j, "Inject") && v.isPunct(j + 1, ASCII.dot) { j += 2 }
        if v.isWord(j, "Scope") {
            j += 1
        } else if !isTyped || j != start {
            return
        }
        guard v.isPunct(j, ASCII.dot), v.isIdentifier(j + 1) else { return }
        j += 2
        if v.isPunct(j, ASCII.openParenthesis) {
            // `.custom("session")`: one string literal, nothing else.
            guard v.hasKind(j + 1, .string), v.isPunct(j + 2, ASCII.closeParenthesis) else { return }
            j += 3
        }
        guard j >= count || t[j].startsLine || v.isPunct(j, ASCII.semicolon) || v.isPunct(j, ASCII.closeBrace) else {
            return
        }
        facts.declarations.scopeConstants.append(
            StringConstantFact(
                owner: innermostTypeName, name: v.identifierText(nameToken), value: v.spelling(from: start, to: j)))
    }
}
