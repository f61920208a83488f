// What a call is made on. A project's own `Locator.resolve(_:)` is not this library's, and a helper
// `provide(Store.self) { … }` that registers its generic parameter is a registration of `Store`.
extension Scanner {
    /// `func resolve…` / `func register` declared in a type: that type has a method of its own by that name.
    mutating func ownMethodDeclaration(nameAt j: Int) {
        guard view.isLibraryCallName(j), let owner = scopes.innermostTypeName(in: view), owner != "Container",
            owner != "Resolver"
        else { return }
        if facts.declarations.typesWithOwnResolveOrRegister.last != owner {
            facts.declarations.typesWithOwnResolveOrRegister.append(owner)
        }
    }

    /// The type of the value a call at `k` is made on, when the scanner can tell: `Locator` in
    /// `Locator.shared.resolve`, the declared type of `locator` in `locator.resolve` (a parameter of the
    /// enclosing function or a `let`/`var` declared not far above), the enclosing type for an implicit `self`.
    mutating func receiverType(ofCallAt k: Int) -> String? {
        guard view.isPunct(k - 1, ASCII.dot) else { return scopes.innermostTypeName(in: view) }
        var root = k - 2
        if view.isPunct(root, ASCII.closeParenthesis) {  // `Locator().resolve`, `Locator.make(…).resolve`
            guard let open = openingBracket(of: root, within: 32) else { return nil }
            root = open - 1
        }
        var steps = 0
        while view.isPunct(root - 1, ASCII.dot) && view.isIdentifier(root - 2) && steps < 8 {
            root -= 2
            steps += 1
        }
        guard view.isIdentifier(root) else { return nil }
        if view.isWord(root, "self") {
            if root == k - 2 { return scopes.innermostTypeName(in: view) }
            root += 2  // `self.locator.resolve`: the stored property's declared type
        }
        if view.isTypeLikeIdentifier(root) { return view.identifierText(root) }
        return declaredType(ofVariableAt: root)
    }

    /// How far back a receiver variable's declaration is looked for.
    static let declarationSearchLimit = 2048

    /// The nearest earlier `name: Type` (a parameter or annotated variable) or `let name = Type(…)` of the
    /// variable at token `j`.
    private mutating func declaredType(ofVariableAt j: Int) -> String? {
        var k = j - 1
        let limit = max(0, j - Scanner.declarationSearchLimit)
        while k >= limit {
            work += 1
            if tokens[k].kind == .identifier && view.sameText(k, j) {
                if view.isPunct(k + 1, ASCII.colon), !view.isPunct(k - 1, ASCII.question),
                    !view.isPunct(k - 1, ASCII.dot),
                    let type = parseType(at: k + 2)
                {
                    return type.text
                }
                if (view.isWord(k - 1, "let") || view.isWord(k - 1, "var")) && view.isPunct(k + 1, ASCII.equals) {
                    return returnedType(startingAt: k + 2)
                }
            }
            k -= 1
        }
        return nil
    }

    /// At `.self` whose metatype is the first argument of a call of a lowercase function (`provide(Store.self`):
    /// remembered as the registration it is when that function registers its generic parameter.
    mutating func metatypeArgumentOfHelperCall(selfAt k: Int) {
        // Back over the type to the `(` before it: a short walk over identifiers, dots and generic arguments.
        var j = k - 2
        let limit = max(0, k - 32)
        while j > limit {
            work += 1
            if view.isPunct(j, ASCII.greaterThan) {
                guard let open = openingBracket(of: j, within: j - limit) else { return }
                j = open
            } else if !(view.isPunct(j, ASCII.dot) || view.isIdentifier(j)) {
                break
            }
            j -= 1
        }
        guard view.isPunct(j, ASCII.openParenthesis), view.hasKind(j - 1, .identifier),
            !view.isTypeLikeIdentifier(j - 1),
            !tokens[j].startsLine,
            !view.isWord(j - 2, "func")
        else { return }
        let callee = j - 1
        if view.isLibraryCallName(callee) { return }
        guard let type = parseType(at: j + 1), type.end == k - 1 else { return }
        guard !genericParameters.areMentioned(in: type.text, view: view) else { return }
        facts.declarations.metatypeCalls.append(
            MetatypeCallFact(
                callee: view.identifierText(callee), type: type.text, byteOffset: view.byteOffset(callee),
                conditions: Scanner.branches(of: conditions), block: scopes.innermost?.start ?? -1,
                blockCase: scopes.innermost?.cases ?? 0,
                receiver: view.receiver(ofCallAt: callee)))
    }
}
