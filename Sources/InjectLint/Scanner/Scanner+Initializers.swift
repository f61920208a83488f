// Constructor injection with an inferred type: `DiskOutbox(store: r.resolve())` asks for whatever
// `DiskOutbox`'s `init(store:)` takes. The scanner records each `init`'s parameters (and each struct's stored
// properties, its memberwise `init`), and each inferred `resolve()` with the type and label it is passed to.
extension Scanner {
    /// `init(store: Store, _ clock: Clock = .system)`, `init?<T>(…)`, `convenience init(…)`: records the
    /// parameters of an `init` declared in a type or extension (not `self.init(…)` / `Impl.init(…)` calls).
    mutating func initializerDeclaration(at k: Int) {
        guard !v.isPunct(k - 1, ASCII.dot), isDirectlyInType, let owner = innermostTypeName else { return }
        var j = k + 1
        if v.isPunct(j, ASCII.question) || v.isPunct(j, ASCII.exclamation) { j += 1 }
        if v.isPunct(j, ASCII.lessThan) {
            guard let close = closingAngle(from: j) else { return }
            j = close + 1
        }
        guard v.isPunct(j, ASCII.openParenthesis), !v.isPunct(j + 1, ASCII.closeParenthesis) else { return }
        j += 1
        var position = 0
        let limit = min(count, j + Scanner.lookaheadLimit)
        while j < limit {
            while v.hasKind(j, .attribute) {  // `@escaping`, `@autoclosure`
                j += 1
                if v.isPunct(j, ASCII.openParenthesis), let close = closingBracket(from: j) { j = close + 1 }
            }
            guard v.isIdentifier(j) else { return }
            let external = v.identifierText(j)
            var colon = j + 1
            if v.isIdentifier(colon) { colon += 1 }
            guard v.isPunct(colon, ASCII.colon) else { return }
            var typeStart = colon + 1
            while v.isParameterModifier(typeStart) { typeStart += 1 }
            let type = parseType(at: typeStart)
            guard let end = argumentEnd(from: type?.end ?? typeStart) else { return }
            if let type, !v.isPunct(type.end, ASCII.dot) {  // `Store...` is variadic: an array, not a service
                facts.declarations.initializerParameters.append(
                    InitializerParameterFact(
                        owner: owner, label: external == "_" ? "_\(position)" : external, type: type.text,
                        isOptional: type.isOptional, isGeneric: mentionsGenericParameter(type.text)))
            }
            position += 1
            if v.isPunct(end, ASCII.closeParenthesis) { return }
            j = end + 1
        }
    }

    /// A stored property of a struct, declared `let|var name: Type` at token `k`: a parameter of the memberwise
    /// `init`. Static, wrapped (`@Injected var`) and initialised `let` properties are not parameters.
    mutating func storedPropertyOfStruct(at k: Int, nameToken: Int, type: ParsedType, isInitialised: Bool) {
        guard let scope = innermostScope, scope.kind == .type, v.isWord(scope.value - 1, "struct"),
            !(isInitialised && v.isWord(k, "let")), !v.isWord(k - 1, "static"), !v.hasKind(k - 1, .attribute),
            !v.isPunct(k - 1, ASCII.closeParenthesis)
        else { return }
        facts.declarations.initializerParameters.append(
            InitializerParameterFact(
                owner: v.identifierText(scope.value), label: v.identifierText(nameToken), type: type.text,
                isOptional: type.isOptional, isGeneric: mentionsGenericParameter(type.text)))
    }

    /// Where the `resolve` at `k` (called with no metatype) is passed as an argument of a constructor call:
    /// `Impl(store: r.resolve())`, `Impl.init(try r.tryResolve(), …)`, `Impl<A>(x: resolver.resolve(name: "n"))`.
    mutating func constructorArgument(ofCallAt k: Int) -> ArgumentSite? {
        var s = k
        var steps = 0
        while v.isPunct(s - 1, ASCII.dot) && v.isIdentifier(s - 2) && steps < 8 {  // `r.resolve`, `self.r.resolve`
            s -= 2
            steps += 1
        }
        if v.isWord(s - 1, "await") { s -= 1 }
        if (v.isPunct(s - 1, ASCII.question) || v.isPunct(s - 1, ASCII.exclamation)) && v.isWord(s - 2, "try") {
            s -= 2
        } else if v.isWord(s - 1, "try") {
            s -= 1
        }
        var label: String?
        if v.isPunct(s - 1, ASCII.colon) && v.isIdentifier(s - 2)
            && (v.isPunct(s - 3, ASCII.openParenthesis) || v.isPunct(s - 3, ASCII.comma))
        {
            label = v.identifierText(s - 2)
            s -= 2
        }
        guard v.isPunct(s - 1, ASCII.openParenthesis) || v.isPunct(s - 1, ASCII.comma) else { return nil }
        // Back to the `(` that opens the argument list, counting the arguments before this one.
        var j = s - 1
        var commas = 0
        var depth = 0
        let limit = max(0, s - Scanner.lookaheadLimit)
        while j >= limit {
            work += 1
            if case .punctuation = t[j].kind {
                let b = p[t[j].start]
                if b == ASCII.closeParenthesis || b == ASCII.closeBracket || b == ASCII.closeBrace {
                    depth += 1
                } else if b == ASCII.openParenthesis || b == ASCII.openBracket || b == ASCII.openBrace {
                    if depth == 0 { break }
                    depth -= 1
                } else if b == ASCII.comma && depth == 0 {
                    commas += 1
                }
            }
            j -= 1
        }
        guard j >= limit, v.isPunct(j, ASCII.openParenthesis), !t[j].startsLine else { return nil }
        var callee = j - 1
        if v.isWord(callee, "init") && v.isPunct(callee - 1, ASCII.dot) { callee -= 2 }
        if v.isPunct(callee, ASCII.greaterThan) {  // `Impl<A>(`
            var angle = 0
            var m = callee
            while m >= max(0, callee - 32) {
                if v.isPunct(m, ASCII.greaterThan) { angle += 1 }
                if v.isPunct(m, ASCII.lessThan) {
                    angle -= 1
                    if angle == 0 { break }
                }
                m -= 1
            }
            callee = m - 1
        }
        guard v.isTypeLikeIdentifier(callee), !v.isWord(callee, "Self") else { return nil }
        return ArgumentSite(constructedType: v.identifierText(callee), label: label ?? "_\(commas)")
    }
}
