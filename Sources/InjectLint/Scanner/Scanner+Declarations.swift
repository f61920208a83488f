// Declarations that inject: `@Injected` properties, `let x = Injected<T>()` and `let x: T = r.resolve()`.
extension Scanner {
    /// `@Injected` or `@Inject.Injected`.
    mutating func isInjectedAttribute(_ k: Int) -> Bool {
        let token = t[k]
        if token.length == 9 { return v.isAttribute(k, "Injected") }
        return token.length == 7 && v.isAttribute(k, "Inject") && v.isPunct(k + 1, 46) && v.isWord(k + 2, "Injected")
    }

    /// `@Injected(name: "n") public var x: T` in any attribute order, across line breaks.
    mutating func injectedAttribute(at k: Int) {
        var j = t[k].length == 9 ? k + 1 : k + 3
        var name = NameArgument.none
        if v.isPunct(j, 40) && !t[j].startsLine {
            guard let arguments = wrapperArguments(at: j) else { return }
            name = arguments.name
            j = arguments.end
        }
        var steps = 0
        while j < count && steps < 32 && !v.isWord(j, "var") && !v.isWord(j, "let") {
            steps += 1
            work += 1
            guard v.kind(j) == .attribute || v.isModifier(j) else { return }
            j += 1
            if v.isPunct(j, 40) && !t[j].startsLine {  // `@MainActor(…)`, `private(set)`
                guard let close = closingBracket(from: j) else { return }
                j = close + 1
            }
        }
        guard v.isWord(j, "var") || v.isWord(j, "let"), v.isIdentifier(j + 1), v.isPunct(j + 2, 58),
            let type = parseType(at: j + 3)
        else { return }
        record(.wrapper, type: type, name: name, member: v.identifierText(j + 1), isMember: isDirectlyInType, at: k)
    }

    /// The arguments of `Injected(…)` / `@Injected(…)`: only `name:` (and the source-location defaults) belong
    /// to this library's wrapper; anything else (`\.keyPath`, other labels) is another library's.
    mutating func wrapperArguments(at open: Int) -> (name: NameArgument, end: Int)? {
        var name = NameArgument.none
        var k = open + 1
        if v.isPunct(k, 41) { return (name, k + 1) }
        while k < count {
            guard v.isIdentifier(k), v.isPunct(k + 1, 58), let end = argumentEnd(from: k + 2) else { return nil }
            switch v.identifierText(k) {
            case "name": name = v.nameArgument(from: k + 2, to: end)
            case "fileID", "line", "column": break
            default: return nil
            }
            if v.isPunct(end, 41) { return (name, end + 1) }
            k = end + 1
        }
        return nil
    }

    /// `let`/`var`: the constant wrapper form, the annotated `resolve()` form, and computed properties (whose
    /// body is a scope named after the property).
    mutating func variable(at k: Int) -> Int {
        let nameToken = k + 1
        guard v.isIdentifier(nameToken) else { return k + 1 }
        var j = k + 2
        var annotation: ParsedType?
        if v.isPunct(j, 58) {
            guard let type = parseType(at: j + 1) else { return k + 1 }
            annotation = type
            j = type.end
        }
        if v.isPunct(j, 123) && annotation != nil {
            pending = .function(nameToken: nameToken, genericList: -1)
            return k + 1
        }
        guard v.isPunct(j, 61) else { return k + 1 }
        if let annotation {
            annotatedResolve(from: j + 1, type: annotation, nameToken: nameToken)
        } else {
            constantWrapper(from: j + 1, nameToken: nameToken)
        }
        return k + 1
    }

    /// `= [try] [await] receiver.resolve()` or `… .resolve(name: "n")`, typed by the annotation.
    private mutating func annotatedResolve(from start: Int, type: ParsedType, nameToken: Int) {
        var j = v.skippingTryAndAwait(from: start)
        var last = -1
        var steps = 0
        while v.isIdentifier(j) && steps < 16 {
            steps += 1
            last = j
            j += 1
            guard v.isPunct(j, 46) else { break }
            j += 1
        }
        guard last >= 0, v.isPunct(last + 1, 40) else { return }
        let isRecoverable: Bool
        if v.isWord(last, "resolve") {
            isRecoverable = false
        } else if v.isWord(last, "tryResolve") || v.isWord(last, "resolveIfRegistered") {
            isRecoverable = true
        } else {
            return
        }
        var name = NameArgument.none
        let open = last + 1
        if !v.isPunct(open + 1, 41) {
            guard v.isWord(open + 1, "name"), v.isPunct(open + 2, 58), let end = argumentEnd(from: open + 3),
                v.isPunct(end, 41)
            else { return }
            name = v.nameArgument(from: open + 3, to: end)
        }
        record(
            .annotatedResolve, type: type, name: name, member: v.identifierText(nameToken), isMember: false,
            isRecoverable: isRecoverable, at: last)
    }

    /// `= Injected<T>(name: "n")`, optionally module-qualified.
    private mutating func constantWrapper(from start: Int, nameToken: Int) {
        var j = start
        if v.isWord(j, "Inject") && v.isPunct(j + 1, 46) { j += 2 }
        guard v.isWord(j, "Injected"), v.isPunct(j + 1, 60), let type = parseType(at: j + 2), v.isPunct(type.end, 62),
            v.isPunct(type.end + 1, 40), let arguments = wrapperArguments(at: type.end + 1)
        else { return }
        record(
            .constant, type: type, name: arguments.name, member: v.identifierText(nameToken),
            isMember: isDirectlyInType, at: j)
    }

    /// Records an injection or resolution at token `k`, inside the innermost type and factory around it.
    mutating func record(
        _ form: InjectionFact.Form, type: ParsedType, name: NameArgument, member: String?, isMember: Bool,
        isRecoverable: Bool = false, at k: Int
    ) {
        var fact = InjectionFact(
            form: form, type: type.text, name: name, isOptional: type.isOptional, isRecoverable: isRecoverable,
            ownerType: innermostTypeName, member: member, isMember: isMember, factory: innermostFactory,
            byteOffset: v.byteOffset(k))
        fact.isGeneric = mentionsGenericParameter(fact.type)
        facts.injections.append(fact)
    }
}
