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
            if view.isPunct(j, ASCII.closeParenthesis) {
                close = j
            } else if view.isPunct(j, ASCII.comma) {
                j += 1
                guard view.isIdentifier(j), view.isPunct(j + 1, ASCII.colon) else { return }
                let label = j
                let valueStart = j + 2
                if view.isWord(label, "factory") {
                    hasFactory = true
                    if view.isPunct(valueStart, ASCII.openBrace) {
                        // A closure argument is the last one; its body is scanned by the main loop, so the
                        // look-ahead stops here instead of walking it.
                        factoryBrace = valueStart
                        break
                    }
                } else if !(view.isWord(label, "name") || view.isWord(label, "scope") || view.isWord(label, "isolation")
                    || view.isWord(label, "cachesFailure") || view.isWord(label, "fileID")
                    || view.isWord(label, "filePath")
                    || view.isWord(label, "line") || view.isWord(label, "column"))
                {
                    return
                }
                guard let end = argumentEnd(from: valueStart) else { return }
                if view.isWord(label, "name") { name = view.nameArgument(from: valueStart, to: end) }
                if view.isWord(label, "scope") { scope = view.spelling(from: valueStart, to: end) }
                j = end
            } else {
                return
            }
        }
        if factoryBrace < 0 && view.isPunct(close + 1, ASCII.openBrace) { factoryBrace = close + 1 }
        guard hasFactory || factoryBrace >= 0 else { return }
        var fact = RegistrationFact(
            type: type.text, name: name, byteOffset: view.byteOffset(k), constructedTypes: [],
            conditions: Scanner.branches(of: conditions), block: scopes.innermost?.start ?? -1,
            blockCase: scopes.innermost?.cases ?? 0,
            receiver: view.receiver(ofCallAt: k))
        fact.isGeneric = genericParameters.areMentioned(in: fact.type, view: view)
        fact.scope = scope ?? ".transient"
        fact.enclosingFunction = scopes.innermostFunctionName(in: view)
        fact.enclosingTypes = scopes.enclosingTypeNames(in: view)
        fact.receiverType = receiverType(ofCallAt: k)
        if let names = loopLiteralNames(of: name) {
            // One registration per name of the loop's literal array (each pass registers a different one).
            for loopName in names {
                fact.name = .literal(loopName)
                facts.registrations.append(fact)
            }
        } else {
            if let receiver = fact.receiver, let loop = repeatingLoop(callAt: k, receiver: receiver) {
                fact.repeatingLoop = view.byteOffset(loop)
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
        guard !view.isWord(k - 1, "func"), view.isPunct(k + 1, ASCII.openParenthesis), let type = parseType(at: k + 2),
            view.isPunct(type.end, ASCII.dot),
            view.isWord(type.end + 1, "self")
        else { return nil }
        return type
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
        while !view.isPunct(j, ASCII.closeParenthesis) {
            // `name:` and `argument:` (a runtime argument, after `name:`) are this library's only other arguments.
            guard view.isPunct(j, ASCII.comma), view.isPunct(j + 2, ASCII.colon), let end = argumentEnd(from: j + 3)
            else { return }
            if view.isWord(j + 1, "name") && !hasArgument {
                name = view.nameArgument(from: j + 3, to: end)
            } else if view.isWord(j + 1, "argument") && !hasArgument {
                hasArgument = true
                argumentType = literalType(from: j + 3, to: end)
            } else {
                return
            }
            j = end
        }
        record(
            .resolveCall, type: type, name: name, member: scopes.innermostFunctionName(in: view), isMember: false,
            isRecoverable: isRecoverable, at: k)
        facts.injections[facts.injections.count - 1].hasArgument = hasArgument
        facts.injections[facts.injections.count - 1].argumentType = argumentType
    }

    /// The type of an argument written as one literal token: `"u1"` is a `String`, `42` an `Int`, `4.2` a
    /// `Double`, `true` a `Bool`; nil for anything else (the scanner does not type expressions).
    private func literalType(from start: Int, to end: Int) -> String? {
        guard end == start + 1 else { return nil }
        if view.hasKind(start, .string) { return "String" }
        if view.hasKind(start, .number) { return view.text(start).contains(".") ? "Double" : "Int" }
        if view.isWord(start, "true") || view.isWord(start, "false") { return "Bool" }
        return nil
    }

    /// The labels of a `resolve` without a metatype, `(name: "n", argument: x)`, each optional, `name:` first; nil for
    /// any other shape. `open` is the `(`; `close` its `)`.
    mutating func inferredResolveArguments(
        at open: Int
    ) -> (name: NameArgument, hasArgument: Bool, argumentType: String?, close: Int)? {
        var name = NameArgument.none
        var hasArgument = false
        var argumentType: String?
        var j = open + 1
        if view.isPunct(j, ASCII.closeParenthesis) { return (name, false, nil, j) }
        while true {
            guard view.isIdentifier(j), view.isPunct(j + 1, ASCII.colon), let end = argumentEnd(from: j + 2) else {
                return nil
            }
            if view.isWord(j, "name") && !hasArgument {
                name = view.nameArgument(from: j + 2, to: end)
            } else if view.isWord(j, "argument") && !hasArgument {
                hasArgument = true
                argumentType = literalType(from: j + 2, to: end)
            } else {
                return nil
            }
            if view.isPunct(end, ASCII.closeParenthesis) { return (name, hasArgument, argumentType, end) }
            j = end + 1
        }
    }

    /// `resolve()`, `resolve(name: "n")` or `resolve(argument: x)` typed by a coercion (`r.resolve() as Store`) or
    /// passed as a constructor's argument (`ProfileModel(store: r.resolve(argument: id))`).
    private mutating func inferredResolveCall(at k: Int, isRecoverable: Bool) {
        guard !view.isWord(k - 1, "func"), view.isPunct(k + 1, ASCII.openParenthesis), !tokens[k + 1].startsLine,
            let arguments = inferredResolveArguments(at: k + 1)
        else { return }
        let name = arguments.name
        let close = arguments.close
        defer {
            // The runtime argument of what was recorded, if anything was.
            if arguments.hasArgument, facts.injections.last?.byteOffset == view.byteOffset(k) {
                facts.injections[facts.injections.count - 1].hasArgument = true
                facts.injections[facts.injections.count - 1].argumentType = arguments.argumentType
            }
        }
        if view.isWord(close + 1, "as") && !view.isPunct(close + 2, ASCII.question)
            && !view.isPunct(close + 2, ASCII.exclamation)
        {
            // `as Store` fixes the generic result type; `let s: Store = r.resolve() as Store` is recorded already.
            guard let type = parseType(at: close + 2), facts.injections.last?.byteOffset != view.byteOffset(k) else {
                return
            }
            record(
                .resolveCall, type: type, name: name, member: scopes.innermostFunctionName(in: view), isMember: false,
                isRecoverable: isRecoverable, at: k)
            return
        }
        guard let site = constructorArgument(ofCallAt: k) else { return }
        record(
            .resolveCall, type: ParsedType(text: "", isOptional: false, end: k + 1), name: name,
            member: scopes.innermostFunctionName(in: view), isMember: false, isRecoverable: isRecoverable, at: k)
        facts.injections[facts.injections.count - 1].argumentOf = site
    }

    /// The type a factory returns, when the expression starting at `j` constructs one: `Impl(…)`,
    /// `Impl.init(…)`, `Impl<A>(…)`, `Module.Impl(…)`, after an optional `try`/`await`.
    ///
    /// Only the returned instance counts, as for the start-up analyser: it reads the `@Injected` members of the
    /// instance a factory returns (`Mirror`), not those of helpers built on the way (`Impl(helper: Helper())`).
    mutating func returnedType(startingAt j: Int) -> String? {
        var k = view.skippingTryAndAwait(from: j)
        guard view.isTypeLikeIdentifier(k) else { return nil }
        while view.isPunct(k + 1, ASCII.dot) && view.isTypeLikeIdentifier(k + 2) { k += 2 }  // `Module.Impl`
        var afterName = k + 1
        if view.isPunct(afterName, ASCII.lessThan) && !tokens[afterName].startsLine {
            guard let close = closingBracket(from: afterName) else { return nil }
            afterName = close + 1
        }
        if view.isPunct(afterName, ASCII.dot) && view.isWord(afterName + 1, "init") { afterName += 2 }
        guard view.isPunct(afterName, ASCII.openParenthesis), !tokens[afterName].startsLine else { return nil }
        return view.identifierText(k)
    }

    /// At a factory's `{`: reads its signature (`r in`, `(r: any Resolver) in`, `[weak self] (r, userID: String)
    /// async in`) and records what the body's first expression returns.
    mutating func factoryBodyStarts(at open: Int, registration index: Int) {
        let limit = min(count, open + 32)
        // The signature ends at an `in` outside its groups (a capture list, a parameter list), before any brace.
        var k = open + 1
        var inKeyword = -1
        while k < limit {
            work += 1
            let byte = view.punct(k)
            if byte == ASCII.openParenthesis || byte == ASCII.openBracket {
                guard let close = closingBracket(from: k) else { break }
                k = close
            } else if byte == ASCII.openBrace || byte == ASCII.closeBrace || byte == ASCII.closeParenthesis
                || byte == ASCII.closeBracket
            {
                break  // a brace, or a closer of nothing: the body has no signature
            } else if view.isWord(k, "in") {
                inKeyword = k
                break
            }
            k += 1
        }
        guard inKeyword >= 0 else {
            noteReturns(ofExpressionAt: open + 1, into: .registration(index))
            return
        }
        factorySignature(from: open + 1, to: inKeyword, registration: index)
        noteReturns(ofExpressionAt: inKeyword + 1, into: .registration(index))
    }

    /// The signature `start..<end` of a factory: a parameter after the resolver is the runtime argument (`(r, userID:
    /// String)`, `r, userID`), with its type when the signature writes one; `async` makes the factory async (one that
    /// awaits in its body is marked when the main loop meets the `await`, see `awaitInFactory`).
    private mutating func factorySignature(from start: Int, to end: Int, registration index: Int) {
        var first = start
        if view.isPunct(first, ASCII.openBracket), let close = closingBracket(from: first) { first = close + 1 }
        var listEnd = end
        if view.isPunct(first, ASCII.openParenthesis), let close = closingBracket(from: first) {
            listEnd = close
            first += 1
        }
        // The commas of the parameter list itself, not of a tuple type in it (`(_, args: (String, Int))`).
        var k = first
        while k < listEnd {
            let comma = view.firstUnbalanced(from: k, to: listEnd, stopsAtComma: true) ?? listEnd
            work += comma - k + 1
            guard view.isPunct(comma, ASCII.comma) else { break }
            facts.registrations[index].takesArgument = true
            if view.isIdentifier(comma + 1), view.isPunct(comma + 2, ASCII.colon), let type = parseType(at: comma + 3),
                view.isPunct(type.end, ASCII.closeParenthesis)
            {
                facts.registrations[index].argumentType = type.text
            }
            k = comma + 1
        }
        for word in start..<end where view.isWord(word, "async") {
            facts.registrations[index].isAsync = true
        }
        work += end - start
    }

    /// An `await` directly in a factory's body: Swift infers an async closure, so the factory is async even without
    /// `async` in its signature. One inside a nested block is not counted: the scanner cannot tell an `if` block
    /// from a closure (`Task { await … }` in a synchronous factory), and calling a synchronous factory async would
    /// be a false `requires-await` error.
    mutating func awaitInFactory() {
        guard let scope = scopes.innermost, scope.kind == .factory, facts.registrations.indices.contains(scope.value)
        else { return }
        facts.registrations[scope.value].isAsync = true
    }
}
