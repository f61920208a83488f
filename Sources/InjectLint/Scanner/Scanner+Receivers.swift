// What a call is made on. A project's own `Locator.resolve(_:)` is not this library's, and a helper
// `provide(Store.self) { … }` that registers its generic parameter is a registration of `Store`.
extension Scanner {
    /// `func resolve…` / `func register` declared in a type: that type has a method of its own by that name.
    mutating func ownMethodDeclaration(nameAt j: Int) {
        guard v.isLibraryCallName(j), let owner = innermostTypeName, owner != "Container", owner != "Resolver"
        else { return }
        if facts.declarations.typesWithOwnResolveOrRegister.last != owner {
            facts.declarations.typesWithOwnResolveOrRegister.append(owner)
        }
    }

    /// The type of the value a call at `k` is made on, when the scanner can tell: `Locator` in
    /// `Locator.shared.resolve`, the declared type of `locator` in `locator.resolve` (a parameter of the
    /// enclosing function or a `let`/`var` declared not far above), the enclosing type for an implicit `self`.
    mutating func receiverType(ofCallAt k: Int) -> String? {
        guard v.isPunct(k - 1, ASCII.dot) else { return innermostTypeName }
        var root = k - 2
        if v.isPunct(root, ASCII.closeParenthesis) {  // `Locator().resolve`, `Locator.make(…).resolve`
            var depth = 0
            var m = root
            while m > max(0, root - 32) {
                if v.isPunct(m, ASCII.closeParenthesis) { depth += 1 }
                if v.isPunct(m, ASCII.openParenthesis) {
                    depth -= 1
                    if depth == 0 { break }
                }
                m -= 1
            }
            guard v.isPunct(m, ASCII.openParenthesis) else { return nil }
            root = m - 1
        }
        var steps = 0
        while v.isPunct(root - 1, ASCII.dot) && v.isIdentifier(root - 2) && steps < 8 {
            root -= 2
            steps += 1
        }
        guard v.isIdentifier(root) else { return nil }
        if v.isWord(root, "self") {
            if root == k - 2 { return innermostTypeName }
            root += 2  // `self.locator.resolve`: the stored property's declared type
        }
        if v.isTypeLikeIdentifier(root) { return v.identifierText(root) }
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
            if t[k].kind == .identifier && v.sameText(k, j) {
                if v.isPunct(k + 1, ASCII.colon), !v.isPunct(k - 1, ASCII.question), !v.isPunct(k - 1, ASCII.dot),
                    let type = parseType(at: k + 2)
                {
                    return type.text
                }
                if (v.isWord(k - 1, "let") || v.isWord(k - 1, "var")) && v.isPunct(k + 1, ASCII.equals) {
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
        var angle = 0
        let limit = max(0, k - 32)
        while j > limit {
            work += 1
            let b = v.punct(j)
            if b == ASCII.greaterThan {
                angle += 1
            } else if b == ASCII.lessThan {
                angle -= 1
            } else if angle == 0 && !(b == ASCII.dot || v.isIdentifier(j)) {
                break
            }
            j -= 1
        }
        guard v.isPunct(j, ASCII.openParenthesis), v.hasKind(j - 1, .identifier), !v.isTypeLikeIdentifier(j - 1),
            !t[j].startsLine,
            !v.isWord(j - 2, "func")
        else { return }
        let callee = j - 1
        if v.isLibraryCallName(callee) { return }
        guard let type = parseType(at: j + 1), type.end == k - 1 else { return }
        guard !mentionsGenericParameter(type.text) else { return }
        facts.declarations.metatypeCalls.append(
            MetatypeCallFact(
                callee: v.identifierText(callee), type: type.text, byteOffset: v.byteOffset(callee),
                conditions: currentConditions, block: innermostScope?.start ?? -1,
                blockCase: innermostScope?.cases ?? 0,
                receiver: receiver(of: callee)))
    }
}
