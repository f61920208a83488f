// Declarations: `@Injected` properties, `let x = Injected<T>()`, `let x: T = r.resolve()`, type declarations
// (for owners and superclasses) and imports.
extension Scanner {
    /// `@Injected` or `@Inject.Injected`.
    func isInjectedAttribute(_ k: Int) -> Bool {
        let token = t[k]
        if token.length == 9 { return isAttribute(k, "Injected") }
        return token.length == 7 && isAttribute(k, "Inject") && isPunct(k + 1, 46) && isWord(k + 2, "Injected")
    }

    /// `@Injected(name: "n") public var x: T` in any attribute order, across line breaks.
    mutating func injectedAttribute(at k: Int) {
        var j = t[k].length == 9 ? k + 1 : k + 3
        var name = NameArgument.none
        if isPunct(j, 40) && !t[j].startsLine {
            guard let arguments = wrapperArguments(at: j) else { return }
            name = arguments.name
            j = arguments.end
        }
        var steps = 0
        while j < count && steps < 32 && !isWord(j, "var") && !isWord(j, "let") {
            steps += 1
            work += 1
            guard kind(j) == .attribute || isModifier(j) else { return }
            j += 1
            if isPunct(j, 40) && !t[j].startsLine {  // `@MainActor(…)`, `private(set)`
                guard let close = closingBracket(from: j) else { return }
                j = close + 1
            }
        }
        guard isWord(j, "var") || isWord(j, "let"), isIdentifier(j + 1), isPunct(j + 2, 58),
            let type = parseType(at: j + 3)
        else { return }
        record(.wrapper, type: type, name: name, member: identifierText(j + 1), isMember: isDirectlyInType, at: k)
    }

    /// The arguments of `Injected(…)` / `@Injected(…)`: only `name:` (and the source-location defaults) belong
    /// to this library's wrapper; anything else (`\.keyPath`, other labels) is another library's.
    mutating func wrapperArguments(at open: Int) -> (name: NameArgument, end: Int)? {
        var name = NameArgument.none
        var k = open + 1
        if isPunct(k, 41) { return (name, k + 1) }
        while k < count {
            guard isIdentifier(k), isPunct(k + 1, 58), let end = argumentEnd(from: k + 2) else { return nil }
            switch identifierText(k) {
            case "name": name = nameArgument(from: k + 2, to: end)
            case "fileID", "line", "column": break
            default: return nil
            }
            if isPunct(end, 41) { return (name, end + 1) }
            k = end + 1
        }
        return nil
    }

    /// `let`/`var`: the constant wrapper form, the annotated `resolve()` form, and computed properties (whose
    /// body is a scope named after the property).
    mutating func variable(at k: Int) -> Int {
        let nameToken = k + 1
        guard isIdentifier(nameToken) else { return k + 1 }
        var j = k + 2
        var annotation: ParsedType?
        if isPunct(j, 58) {
            guard let type = parseType(at: j + 1) else { return k + 1 }
            annotation = type
            j = type.end
        }
        if isPunct(j, 123) && annotation != nil {
            pending = .function(nameToken: nameToken)
            return k + 1
        }
        guard isPunct(j, 61) else { return k + 1 }
        if let annotation {
            annotatedResolve(from: j + 1, type: annotation, nameToken: nameToken)
        } else {
            constantWrapper(from: j + 1, nameToken: nameToken)
        }
        return k + 1
    }

    /// `= [try] [await] receiver.resolve()` or `… .resolve(name: "n")`, typed by the annotation.
    private mutating func annotatedResolve(from start: Int, type: ParsedType, nameToken: Int) {
        var j = start
        if isWord(j, "try") {
            j += 1
            if isPunct(j, 63) || isPunct(j, 33) { j += 1 }
        }
        if isWord(j, "await") { j += 1 }
        var last = -1
        var steps = 0
        while isIdentifier(j) && steps < 16 {
            steps += 1
            last = j
            j += 1
            guard isPunct(j, 46) else { break }
            j += 1
        }
        guard last >= 0, isPunct(last + 1, 40) else { return }
        let isRecoverable: Bool
        if isWord(last, "resolve") {
            isRecoverable = false
        } else if isWord(last, "tryResolve") || isWord(last, "resolveIfRegistered") {
            isRecoverable = true
        } else {
            return
        }
        var name = NameArgument.none
        let open = last + 1
        if !isPunct(open + 1, 41) {
            guard isWord(open + 1, "name"), isPunct(open + 2, 58), let end = argumentEnd(from: open + 3),
                isPunct(end, 41)
            else { return }
            name = nameArgument(from: open + 3, to: end)
        }
        let fact = InjectionFact(
            form: .annotatedResolve, type: type.text, name: name, isOptional: type.isOptional,
            isRecoverable: isRecoverable, ownerType: innermostTypeName, member: identifierText(nameToken),
            isMember: false, factory: innermostFactory, byteOffset: byteOffset(last))
        facts.injections.append(fact)
    }

    /// `= Injected<T>(name: "n")`, optionally module-qualified.
    private mutating func constantWrapper(from start: Int, nameToken: Int) {
        var j = start
        if isWord(j, "Inject") && isPunct(j + 1, 46) { j += 2 }
        guard isWord(j, "Injected"), isPunct(j + 1, 60), let type = parseType(at: j + 2), isPunct(type.end, 62),
            isPunct(type.end + 1, 40), let arguments = wrapperArguments(at: type.end + 1)
        else { return }
        record(
            .constant, type: type, name: arguments.name, member: identifierText(nameToken),
            isMember: isDirectlyInType, at: j)
    }

    private mutating func record(
        _ form: InjectionFact.Form, type: ParsedType, name: NameArgument, member: String, isMember: Bool, at k: Int
    ) {
        let fact = InjectionFact(
            form: form, type: type.text, name: name, isOptional: type.isOptional, isRecoverable: false,
            ownerType: innermostTypeName, member: member, isMember: isMember, factory: innermostFactory,
            byteOffset: byteOffset(k))
        facts.injections.append(fact)
    }

    /// `class|struct|enum|actor|protocol|extension Name …`: the next `{` opens a type scope; a class's first
    /// inherited type is kept as a possible superclass.
    mutating func typeDeclaration(at k: Int, isClass: Bool) {
        if isPunct(k - 1, 46) { return }  // `.class`, `.enum`: a member named like a keyword
        var nameToken = k + 1
        guard isIdentifier(nameToken), !isModifier(nameToken), !isDeclarationKeyword(nameToken),
            !isWord(nameToken, "func"), !isWord(nameToken, "subscript"), !isWord(nameToken, "init")
        else { return }
        while isPunct(nameToken + 1, 46) && isIdentifier(nameToken + 2) { nameToken += 2 }  // `extension A.B`
        pending = .type(nameToken: nameToken)
        guard isClass else { return }
        var j = nameToken + 1
        if isPunct(j, 60) {
            guard let close = closingAngle(from: j) else { return }
            j = close + 1
        }
        if isPunct(j, 58), let inherited = parseType(at: j + 1) {
            facts.classes.append(ClassFact(name: identifierText(nameToken), firstInheritedType: inherited.text))
        }
    }

    /// The `>` closing the generic parameter list opened at `j`, within the look-ahead limit.
    mutating func closingAngle(from j: Int) -> Int? {
        var depth = 0
        var k = j
        let limit = min(count, j + Scanner.lookaheadLimit)
        while k < limit {
            work += 1
            if isPunct(k, 60) {
                depth += 1
            } else if isPunct(k, 62) {
                depth -= 1
                if depth == 0 { return k }
            } else if isPunct(k, 123) || isPunct(k, 59) {
                return nil
            }
            k += 1
        }
        return nil
    }

    /// `[@attributes] [modifiers] import [kind] Module.Path`; returns the index after the path.
    mutating func importDeclaration(at k: Int) -> Int {
        if isPunct(k - 1, 46) { return k + 1 }
        var j = k + 1
        if isWord(j, "struct") || isWord(j, "class") || isWord(j, "enum") || isWord(j, "protocol")
            || isWord(j, "typealias") || isWord(j, "func") || isWord(j, "var") || isWord(j, "let")
            || isWord(j, "actor")
        {
            j += 1
        }
        guard isIdentifier(j) else { return k + 1 }
        var isExported = false
        var back = k - 1
        while back >= 0 && back >= k - 4 && (kind(back) == .attribute || isModifier(back)) {
            if isAttribute(back, "_exported") { isExported = true }
            back -= 1
        }
        facts.imports.append(ImportFact(module: identifierText(j), isExported: isExported, byteOffset: byteOffset(j)))
        while isPunct(j + 1, 46) && isIdentifier(j + 2) { j += 2 }
        return j + 1
    }
}
