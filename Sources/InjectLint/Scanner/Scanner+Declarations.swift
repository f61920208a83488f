// Declarations that inject: `@Injected` properties, `let x = Injected<T>()` and `let x: T = r.resolve()`.
extension Scanner {
    /// `@Injected(name: "n") public var x: T` in any attribute order, across line breaks.
    mutating func injectedAttribute(at k: Int) {
        var j = tokens[k].length == 9 ? k + 1 : k + 3
        var name = NameArgument.none
        if view.isPunct(j, ASCII.openParenthesis) && !tokens[j].startsLine {
            guard let arguments = wrapperArguments(at: j) else { return }
            name = arguments.name
            j = arguments.end
        }
        var steps = 0
        while j < count && steps < 32 && !view.isWord(j, "var") && !view.isWord(j, "let") {
            steps += 1
            work += 1
            guard view.hasKind(j, .attribute) || view.isModifier(j) else { return }
            j += 1
            if view.isPunct(j, ASCII.openParenthesis) && !tokens[j].startsLine {  // `@MainActor(…)`, `private(set)`
                guard let close = closingBracket(from: j) else { return }
                j = close + 1
            }
        }
        guard view.isWord(j, "var") || view.isWord(j, "let"), view.isIdentifier(j + 1),
            view.isPunct(j + 2, ASCII.colon),
            let type = parseType(at: j + 3)
        else { return }
        let isObserved = isObservedByMacro(attribute: k, keyword: j)
        record(
            .wrapper, type: type, name: name, member: view.identifierText(j + 1), isMember: scopes.isDirectlyInType,
            at: k)
        if isObserved { facts.injections[facts.injections.count - 1].isObservedByMacro = true }
    }

    /// The arguments of `Injected(…)` / `@Injected(…)`: only `name:` (and the source-location defaults) belong
    /// to this library's wrapper; anything else (`\.keyPath`, other labels) is another library's.
    mutating func wrapperArguments(at open: Int) -> (name: NameArgument, end: Int)? {
        var name = NameArgument.none
        var k = open + 1
        if view.isPunct(k, ASCII.closeParenthesis) { return (name, k + 1) }
        while k < count {
            guard view.isIdentifier(k), view.isPunct(k + 1, ASCII.colon), let end = argumentEnd(from: k + 2) else {
                return nil
            }
            switch view.identifierText(k) {
            case "name": name = view.nameArgument(from: k + 2, to: end)
            case "fileID", "line", "column": break
            default: return nil
            }
            if view.isPunct(end, ASCII.closeParenthesis) { return (name, end + 1) }
            k = end + 1
        }
        return nil
    }

    /// `let`/`var`: the constant wrapper forms, the annotated `resolve()` form, computed properties (whose body
    /// is a scope named after the property), and what other facts need: a struct's stored properties (its
    /// memberwise `init`), string constants (`name:` arguments), locals built in a factory (`return x`).
    mutating func variable(at k: Int) -> Int {
        let nameToken = k + 1
        guard view.isIdentifier(nameToken) else { return k + 1 }
        if openLoops > 0 { noteLoopLocal(nameToken: nameToken) }
        var j = k + 2
        var annotation: ParsedType?
        if view.isPunct(j, ASCII.colon) {
            guard let type = parseType(at: j + 1) else { return k + 1 }
            annotation = type
            j = type.end
        }
        if view.isPunct(j, ASCII.openBrace) && annotation != nil {
            pending = .function(nameToken: nameToken, genericList: -1)
            return k + 1
        }
        if let annotation, scopes.isDirectlyInType {
            storedPropertyOfStruct(
                at: k, nameToken: nameToken, type: annotation, isInitialised: view.isPunct(j, ASCII.equals))
        }
        if let annotation, let wrapped = Scanner.injectedWrapperType(annotation) {
            annotatedWrapper(from: view.isPunct(j, ASCII.equals) ? j + 1 : -1, type: wrapped, nameToken: nameToken)
            return k + 1
        }
        guard view.isPunct(j, ASCII.equals) else { return k + 1 }
        if let annotation {
            if annotation.text == "Scope" || annotation.text == "Inject.Scope" {
                scopeConstant(at: k, nameToken: nameToken, valueAt: j + 1, isTyped: true)
            }
            annotatedResolve(from: j + 1, type: annotation, nameToken: nameToken)
        } else {
            if view.isWord(j + 1, "Scope") || view.isWord(j + 1, "Inject") {
                scopeConstant(at: k, nameToken: nameToken, valueAt: j + 1, isTyped: false)
            }
            // Most values are neither form: the first token rules them out before a call (each costs a debug build a
            // zeroed frame, and every `let x = …` asks).
            if view.isWord(j + 1, "Injected") || view.isWord(j + 1, "Inject") {
                constantWrapper(from: j + 1, nameToken: nameToken)
            }
            if view.hasKind(j + 1, .string) { stringConstant(at: k, nameToken: nameToken, valueAt: j + 1) }
            if scopes.innermostReturnSink != nil { noteLocalConstruction(nameToken: nameToken, valueAt: j + 1) }
        }
        return k + 1
    }

    /// `Injected<T>` as a declared type: the wrapped type.
    private static func injectedWrapperType(_ annotation: ParsedType) -> ParsedType? {
        let text = annotation.text
        guard !annotation.isOptional, text.hasPrefix("Injected<"), text.hasSuffix(">") else { return nil }
        let inner = String(text.dropFirst(9).dropLast())
        if inner.hasPrefix("Optional<") && inner.hasSuffix(">") {
            return ParsedType(text: String(inner.dropFirst(9).dropLast()), isOptional: true, end: annotation.end)
        }
        if inner.hasSuffix("?") {
            return ParsedType(text: String(inner.dropLast()), isOptional: true, end: annotation.end)
        }
        return ParsedType(text: inner, isOptional: false, end: annotation.end)
    }

    /// `let m: Injected<Mailer> = Injected()`, `= .init(name: "n")`, or no value (set in an `init`).
    private mutating func annotatedWrapper(from start: Int, type: ParsedType, nameToken: Int) {
        var name = NameArgument.none
        var position = nameToken
        if start >= 0 {
            var j = start
            if view.isWord(j, "Inject") && view.isPunct(j + 1, ASCII.dot) { j += 2 }
            position = j
            if view.isWord(j, "Injected") { j += 1 }
            if view.isPunct(j, ASCII.dot) && view.isWord(j + 1, "init") { j += 2 }
            guard j > start, view.isPunct(j, ASCII.openParenthesis), let arguments = wrapperArguments(at: j) else {
                return
            }
            name = arguments.name
        }
        record(
            .constant, type: type, name: name, member: view.identifierText(nameToken),
            isMember: scopes.isDirectlyInType,
            at: position)
    }

    /// `static let archive = "archive"` in a type, or `let archive = "archive"` at file level.
    private mutating func stringConstant(at k: Int, nameToken: Int, valueAt j: Int) {
        guard view.isWord(k, "let"), view.hasKind(j, .string),
            scopes.count == 0
                || (scopes.isDirectlyInType && (view.isWord(k - 1, "static") || view.isWord(k - 2, "static"))),
            j + 1 >= count || tokens[j + 1].startsLine || view.isPunct(j + 1, ASCII.semicolon)
                || view.isPunct(j + 1, ASCII.closeBrace),
            let value = view.staticStringValue(j)
        else { return }
        facts.declarations.stringConstants.append(
            StringConstantFact(
                owner: scopes.innermostTypeName(in: view), name: view.identifierText(nameToken), value: value))
    }

    /// `= [try] [await] receiver.resolve()`, `… .resolve(name: "n")` or `… .resolve(argument: 1)`, typed by the
    /// annotation.
    private mutating func annotatedResolve(from start: Int, type: ParsedType, nameToken: Int) {
        var j = view.skippingTryAndAwait(from: start)
        var last = -1
        var steps = 0
        while view.isIdentifier(j) && steps < 16 {
            steps += 1
            last = j
            j += 1
            guard view.isPunct(j, ASCII.dot) else { break }
            j += 1
        }
        guard last >= 0, view.isPunct(last + 1, ASCII.openParenthesis) else { return }
        let isRecoverable: Bool
        if view.isWord(last, "resolve") || view.isWord(last, "resolveAsync") {
            isRecoverable = false
        } else if view.isWord(last, "tryResolve") || view.isWord(last, "resolveIfRegistered") {
            isRecoverable = true
        } else {
            return
        }
        guard let arguments = inferredResolveArguments(at: last + 1) else { return }
        record(
            .annotatedResolve, type: type, name: arguments.name, member: view.identifierText(nameToken),
            isMember: false,
            isRecoverable: isRecoverable, at: last)
        facts.injections[facts.injections.count - 1].hasArgument = arguments.hasArgument
        facts.injections[facts.injections.count - 1].argumentType = arguments.argumentType
    }

    /// `= Injected<T>(name: "n")` or `= Injected<T>.init(…)`, optionally module-qualified.
    private mutating func constantWrapper(from start: Int, nameToken: Int) {
        var j = start
        if view.isWord(j, "Inject") && view.isPunct(j + 1, ASCII.dot) { j += 2 }
        guard view.isWord(j, "Injected"), view.isPunct(j + 1, ASCII.lessThan), let type = parseType(at: j + 2),
            view.isPunct(type.end, ASCII.greaterThan)
        else { return }
        var open = type.end + 1
        if view.isPunct(open, ASCII.dot) && view.isWord(open + 1, "init") { open += 2 }
        guard view.isPunct(open, ASCII.openParenthesis), let arguments = wrapperArguments(at: open) else { return }
        record(
            .constant, type: type, name: arguments.name, member: view.identifierText(nameToken),
            isMember: scopes.isDirectlyInType, at: j)
    }

    /// Records an injection or resolution at token `k`, inside the innermost type and factory around it.
    mutating func record(
        _ form: InjectionFact.Form, type: ParsedType, name: NameArgument, member: String?, isMember: Bool,
        isRecoverable: Bool = false, at k: Int
    ) {
        var fact = InjectionFact(
            form: form, type: type.text, name: name, isOptional: type.isOptional, isRecoverable: isRecoverable,
            ownerType: scopes.innermostTypeName(in: view), member: member, isMember: isMember,
            factory: scopes.innermostFactory,
            byteOffset: view.byteOffset(k))
        fact.isGeneric = genericParameters.areMentioned(in: fact.type, view: view)
        fact.enclosingTypes = scopes.enclosingTypeNames(in: view)
        if !conditions.isEmpty { fact.conditions = Scanner.branches(of: conditions) }
        fact.resolveOptionalAsService()
        if form == .resolveCall || form == .annotatedResolve {
            fact.receiverType = receiverType(ofCallAt: k)
            fact.isAwaited = view.isWord(k, "resolveAsync")
            fact.isTryResolve = view.isWord(k, "tryResolve")
        }
        facts.injections.append(fact)
    }
}
