// Calls: `register(T.self, …) { … }`, `resolve(T.self, …)` and its recoverable variants, and the types a
// factory constructs.
extension Scanner {
    /// `register(T.self, name: …, scope: …) { … }` or `…, factory: { … })`, across line breaks.
    ///
    /// Only this library's labels are accepted, and a factory is required: `tableView.register(Cell.self,
    /// forCellReuseIdentifier: "c")` and other libraries' `register` calls are not registrations.
    mutating func registration(at k: Int) {
        guard let type = metatypeArgument(ofCallAt: k) else { return }
        var j = type.end + 2
        var name = NameArgument.none
        var scope: String?
        var factoryBrace = -1
        var hasFactory = false
        var close = -1
        while close < 0 {
            if v.isPunct(j, ASCII.closeParenthesis) {
                close = j
            } else if v.isPunct(j, ASCII.comma) {
                j += 1
                guard v.isIdentifier(j), v.isPunct(j + 1, ASCII.colon) else { return }
                let label = j
                let valueStart = j + 2
                if v.isWord(label, "factory") {
                    hasFactory = true
                    if v.isPunct(valueStart, ASCII.openBrace) {
                        // A closure argument is the last one; its body is scanned by the main loop, so the
                        // look-ahead stops here instead of walking it.
                        factoryBrace = valueStart
                        break
                    }
                } else if !(v.isWord(label, "name") || v.isWord(label, "scope") || v.isWord(label, "isolation")
                    || v.isWord(label, "cachesFailure") || v.isWord(label, "fileID") || v.isWord(label, "filePath")
                    || v.isWord(label, "line") || v.isWord(label, "column"))
                {
                    return
                }
                guard let end = argumentEnd(from: valueStart) else { return }
                if v.isWord(label, "name") { name = v.nameArgument(from: valueStart, to: end) }
                if v.isWord(label, "scope") { scope = v.spelling(from: valueStart, to: end) }
                j = end
            } else {
                return
            }
        }
        if factoryBrace < 0 && v.isPunct(close + 1, ASCII.openBrace) { factoryBrace = close + 1 }
        guard hasFactory || factoryBrace >= 0 else { return }
        var fact = RegistrationFact(
            type: type.text, name: name, byteOffset: v.byteOffset(k), constructedTypes: [],
            conditions: currentConditions, block: innermostScope?.start ?? -1, blockCase: innermostScope?.cases ?? 0,
            receiver: receiver(of: k))
        fact.isGeneric = mentionsGenericParameter(fact.type)
        fact.scope = scope ?? ".transient"
        fact.enclosingFunction = innermostFunctionName
        fact.enclosingTypes = enclosingTypeNames
        fact.receiverType = receiverType(ofCallAt: k)
        if let names = loopLiteralNames(of: name) {
            // One registration per name of the loop's literal array (each pass registers a different one).
            for loopName in names {
                fact.name = .literal(loopName)
                facts.registrations.append(fact)
            }
        } else {
            if let receiver = fact.receiver, let loop = repeatingLoop(callAt: k, receiver: receiver) {
                fact.repeatingLoop = v.byteOffset(loop)
            }
            facts.registrations.append(fact)
        }
        if factoryBrace >= 0 {
            pendingFactoryBrace = factoryBrace
            pendingFactoryRegistration = facts.registrations.count - 1
        }
    }

    /// The `T` of a call `name(T.self…` whose name is token `k` (not the declaration `func name(`); the first
    /// token after `T.self` is `type.end + 2`.
    mutating func metatypeArgument(ofCallAt k: Int) -> ParsedType? {
        guard !v.isWord(k - 1, "func"), v.isPunct(k + 1, ASCII.openParenthesis), let type = parseType(at: k + 2),
            v.isPunct(type.end, ASCII.dot),
            v.isWord(type.end + 1, "self")
        else { return nil }
        return type
    }

    /// The variable a call at `k` is made on: `c` in `c.register`, `container` in `self.container.register`.
    mutating func receiver(of k: Int) -> String? {
        guard v.isPunct(k - 1, ASCII.dot) else { return "" }
        guard v.hasKind(k - 2, .identifier) else { return nil }
        let name = v.identifierText(k - 2)
        return name == "self" ? "" : name
    }

    /// `resolve(T.self)`, `resolve(T.self, name: "n")`, `tryResolve(…)`, `resolveIfRegistered(…)`.
    ///
    /// Without a metatype, a call passed as a constructor's argument (`DiskOutbox(store: r.resolve())`) is
    /// recorded with its `ArgumentSite`; its type is read from `DiskOutbox`'s `init(store:)` later.
    mutating func resolveCall(at k: Int, isRecoverable: Bool) {
        guard let type = metatypeArgument(ofCallAt: k) else {
            inferredResolveCall(at: k, isRecoverable: isRecoverable)
            return
        }
        var j = type.end + 2
        var name = NameArgument.none
        var hasArgument = false
        var argumentType: String?
        while !v.isPunct(j, ASCII.closeParenthesis) {
            // `name:` and `argument:` (a runtime argument, after `name:`) are this library's only other arguments.
            guard v.isPunct(j, ASCII.comma), v.isPunct(j + 2, ASCII.colon), let end = argumentEnd(from: j + 3)
            else { return }
            if v.isWord(j + 1, "name") && !hasArgument {
                name = v.nameArgument(from: j + 3, to: end)
            } else if v.isWord(j + 1, "argument") && !hasArgument {
                hasArgument = true
                argumentType = literalType(from: j + 3, to: end)
            } else {
                return
            }
            j = end
        }
        record(
            .resolveCall, type: type, name: name, member: innermostFunctionName, isMember: false,
            isRecoverable: isRecoverable, at: k)
        facts.injections[facts.injections.count - 1].hasArgument = hasArgument
        facts.injections[facts.injections.count - 1].argumentType = argumentType
    }

    /// The type of an argument written as one literal token: `"u1"` is a `String`, `42` an `Int`, `4.2` a
    /// `Double`, `true` a `Bool`; nil for anything else (the scanner does not type expressions).
    private func literalType(from start: Int, to end: Int) -> String? {
        guard end == start + 1 else { return nil }
        if v.hasKind(start, .string) { return "String" }
        if v.hasKind(start, .number) { return v.text(start).contains(".") ? "Double" : "Int" }
        if v.isWord(start, "true") || v.isWord(start, "false") { return "Bool" }
        return nil
    }

    /// `resolve()` or `resolve(name: "n")` typed by a coercion (`r.resolve() as Store`) or passed as a
    /// constructor's argument.
    private mutating func inferredResolveCall(at k: Int, isRecoverable: Bool) {
        guard !v.isWord(k - 1, "func"), v.isPunct(k + 1, ASCII.openParenthesis), !t[k + 1].startsLine else { return }
        var name = NameArgument.none
        var close = k + 2
        if !v.isPunct(k + 2, ASCII.closeParenthesis) {
            guard v.isWord(k + 2, "name"), v.isPunct(k + 3, ASCII.colon), let end = argumentEnd(from: k + 4),
                v.isPunct(end, ASCII.closeParenthesis)
            else { return }
            name = v.nameArgument(from: k + 4, to: end)
            close = end
        }
        if v.isWord(close + 1, "as") && !v.isPunct(close + 2, ASCII.question)
            && !v.isPunct(close + 2, ASCII.exclamation)
        {
            // `as Store` fixes the generic result type; `let s: Store = r.resolve() as Store` is recorded already.
            guard let type = parseType(at: close + 2), facts.injections.last?.byteOffset != v.byteOffset(k) else {
                return
            }
            record(
                .resolveCall, type: type, name: name, member: innermostFunctionName, isMember: false,
                isRecoverable: isRecoverable, at: k)
            return
        }
        guard let site = constructorArgument(ofCallAt: k) else { return }
        record(
            .resolveCall, type: ParsedType(text: "", isOptional: false, end: k + 1), name: name,
            member: innermostFunctionName, isMember: false, isRecoverable: isRecoverable, at: k)
        facts.injections[facts.injections.count - 1].argumentOf = site
    }

    /// The type a factory returns, when the expression starting at `j` constructs one: `Impl(…)`,
    /// `Impl.init(…)`, `Impl<A>(…)`, `Module.Impl(…)`, after an optional `try`/`await`.
    ///
    /// Only the returned instance counts, as for the start-up analyser: it reads the `@Injected` members of the
    /// instance a factory returns (`Mirror`), not those of helpers built on the way (`Impl(helper: Helper())`).
    mutating func returnedType(startingAt j: Int) -> String? {
        var k = v.skippingTryAndAwait(from: j)
        guard v.isTypeLikeIdentifier(k) else { return nil }
        while v.isPunct(k + 1, ASCII.dot) && v.isTypeLikeIdentifier(k + 2) { k += 2 }  // `Module.Impl`
        var m = k + 1
        if v.isPunct(m, ASCII.lessThan) && !t[m].startsLine {
            guard let close = closingAngle(from: m) else { return nil }
            m = close + 1
        }
        if v.isPunct(m, ASCII.dot) && v.isWord(m + 1, "init") { m += 2 }
        guard v.isPunct(m, ASCII.openParenthesis), !t[m].startsLine else { return nil }
        return v.identifierText(k)
    }

    /// An identifier starting with an uppercase ASCII letter: how Swift code names types.

    /// At a factory's `{`: the body's first expression (after a `r in` / `(r: any Resolver) in` signature).
    mutating func factoryBodyStarts(at open: Int, registration index: Int) {
        var j = open + 1
        let limit = min(count, open + 32)
        var k = j
        var depth = 0
        while k < limit {
            work += 1
            let b = v.punct(k)
            if b == ASCII.openParenthesis || b == ASCII.openBracket {
                depth += 1
            } else if b == ASCII.closeParenthesis || b == ASCII.closeBracket {
                depth -= 1
            } else if b == ASCII.openBrace || b == ASCII.closeBrace {
                break
            } else if depth == 0 && v.isWord(k, "in") {
                j = k + 1
                break
            } else if depth <= 1 && v.isPunct(k, ASCII.comma) {
                // `{ (r, userID: String) in` or `{ r, userID in`: a parameter after the resolver, the runtime
                // argument; its type when the signature writes one.
                facts.registrations[index].takesArgument = true
                if v.isIdentifier(k + 1), v.isPunct(k + 2, ASCII.colon), let type = parseType(at: k + 3),
                    v.isPunct(type.end, ASCII.closeParenthesis)
                {
                    facts.registrations[index].argumentType = type.text
                }
            } else if v.isWord(k, "async") {
                // `{ r async throws in`: an async factory (one that awaits in its body is marked when the main
                // loop meets the `await`, see `awaitInFactory`).
                facts.registrations[index].isAsync = true
            }
            k += 1
        }
        noteReturns(ofExpressionAt: j, into: .registration(index))
    }

    /// An `await` directly in a factory's body: Swift infers an async closure, so the factory is async even without
    /// `async` in its signature. One inside a nested block is not counted: the scanner cannot tell an `if` block
    /// from a closure (`Task { await … }` in a synchronous factory), and calling a synchronous factory async would
    /// be a false `requires-await` error.
    mutating func awaitInFactory() {
        guard let scope = innermostScope, scope.kind == .factory, facts.registrations.indices.contains(scope.value)
        else { return }
        facts.registrations[scope.value].isAsync = true
    }
}
