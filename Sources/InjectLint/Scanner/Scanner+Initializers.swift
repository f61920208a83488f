// Constructor injection with an inferred type: `DiskOutbox(store: r.resolve())` asks for whatever
// `DiskOutbox`'s `init(store:)` takes. The scanner records each `init`'s parameters (and each struct's stored
// properties, its memberwise `init`), and each inferred `resolve()` with the type and label it is passed to.
extension Scanner {
    /// `init(store: Store, _ clock: Clock = .system)`, `init?<T>(…)`, `convenience init(…)`: records the
    /// parameters of an `init` declared in a type or extension (not `self.init(…)` / `Impl.init(…)` calls).
    mutating func initializerDeclaration(at k: Int) {
        guard !view.isPunct(k - 1, ASCII.dot), scopes.isDirectlyInType, let owner = scopes.innermostTypeName(in: view)
        else { return }
        var j = k + 1
        if view.isPunct(j, ASCII.question) || view.isPunct(j, ASCII.exclamation) { j += 1 }
        if view.isPunct(j, ASCII.lessThan) {
            guard let close = closingBracket(from: j) else { return }
            j = close + 1
        }
        guard view.isPunct(j, ASCII.openParenthesis), !view.isPunct(j + 1, ASCII.closeParenthesis) else { return }
        j += 1
        var position = 0
        let limit = min(count, j + Scanner.lookaheadLimit)
        while j < limit {
            while view.hasKind(j, .attribute) {  // `@escaping`, `@autoclosure`
                j += 1
                if view.isPunct(j, ASCII.openParenthesis), let close = closingBracket(from: j) { j = close + 1 }
            }
            guard view.isIdentifier(j) else { return }
            let external = view.identifierText(j)
            var colon = j + 1
            if view.isIdentifier(colon) { colon += 1 }
            guard view.isPunct(colon, ASCII.colon) else { return }
            var typeStart = colon + 1
            while view.isParameterModifier(typeStart) { typeStart += 1 }
            let type = parseType(at: typeStart)
            guard let end = argumentEnd(from: type?.end ?? typeStart) else { return }
            if let type, !view.isPunct(type.end, ASCII.dot) {  // `Store...` is variadic: an array, not a service
                facts.declarations.initializerParameters.append(
                    InitializerParameterFact(
                        owner: owner, label: external == "_" ? "_\(position)" : external, type: type.text,
                        isOptional: type.isOptional,
                        isGeneric: genericParameters.areMentioned(in: type.text, view: view)))
            }
            position += 1
            if view.isPunct(end, ASCII.closeParenthesis) { return }
            j = end + 1
        }
    }

    /// A stored property of a struct, declared `let|var name: Type` at token `k`: a parameter of the memberwise
    /// `init`. Static, wrapped (`@Injected var`) and initialised `let` properties are not parameters.
    mutating func storedPropertyOfStruct(at k: Int, nameToken: Int, type: ParsedType, isInitialised: Bool) {
        guard let scope = scopes.innermost, scope.kind == .type, view.isWord(scope.value - 1, "struct"),
            !(isInitialised && view.isWord(k, "let")), !view.isWord(k - 1, "static"), !view.hasKind(k - 1, .attribute),
            !view.isPunct(k - 1, ASCII.closeParenthesis)
        else { return }
        facts.declarations.initializerParameters.append(
            InitializerParameterFact(
                owner: view.identifierText(scope.value), label: view.identifierText(nameToken), type: type.text,
                isOptional: type.isOptional, isGeneric: genericParameters.areMentioned(in: type.text, view: view)))
    }

    /// Where the `resolve` at `k` (called with no metatype) is passed as an argument of a constructor call:
    /// `Impl(store: r.resolve())`, `Impl.init(try r.tryResolve(), …)`, `Impl<A>(x: resolver.resolve(name: "n"))`.
    mutating func constructorArgument(ofCallAt k: Int) -> ArgumentSite? {
        var argumentStart = k
        var steps = 0
        // Back over the receiver: `r.resolve`, `self.r.resolve`.
        while view.isPunct(argumentStart - 1, ASCII.dot) && view.isIdentifier(argumentStart - 2) && steps < 8 {
            argumentStart -= 2
            steps += 1
        }
        if view.isWord(argumentStart - 1, "await") { argumentStart -= 1 }
        if (view.isPunct(argumentStart - 1, ASCII.question) || view.isPunct(argumentStart - 1, ASCII.exclamation))
            && view.isWord(argumentStart - 2, "try")
        {
            argumentStart -= 2
        } else if view.isWord(argumentStart - 1, "try") {
            argumentStart -= 1
        }
        var label: String?
        if view.isPunct(argumentStart - 1, ASCII.colon) && view.isIdentifier(argumentStart - 2)
            && (view.isPunct(argumentStart - 3, ASCII.openParenthesis) || view.isPunct(argumentStart - 3, ASCII.comma))
        {
            label = view.identifierText(argumentStart - 2)
            argumentStart -= 2
        }
        guard view.isPunct(argumentStart - 1, ASCII.openParenthesis) || view.isPunct(argumentStart - 1, ASCII.comma)
        else { return nil }
        // Back to the `(` that opens the argument list, counting the arguments before this one.
        let limit = max(-1, argumentStart - 1 - Scanner.lookaheadLimit)
        var open = argumentStart - 1
        var commas = 0
        while true {
            guard let stop = view.firstUnbalanced(from: open, to: limit, stopsAtComma: true) else {
                work += open - limit
                return nil
            }
            work += open - stop + 1
            guard view.isPunct(stop, ASCII.comma) else {
                open = stop
                break
            }
            commas += 1
            open = stop - 1
        }
        guard view.isPunct(open, ASCII.openParenthesis), !tokens[open].startsLine else { return nil }
        var callee = open - 1
        if view.isWord(callee, "init") && view.isPunct(callee - 1, ASCII.dot) { callee -= 2 }
        if view.isPunct(callee, ASCII.greaterThan) {  // `Impl<A>(`
            guard let angle = openingBracket(of: callee, within: 32) else { return nil }
            callee = angle - 1
        }
        guard view.isTypeLikeIdentifier(callee), !view.isWord(callee, "Self") else { return nil }
        return ArgumentSite(constructedType: view.identifierText(callee), label: label ?? "_\(commas)")
    }
}
