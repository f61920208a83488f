// Calls: `register(T.self, …) { … }`, `resolve(T.self, …)` and its recoverable variants, and the types a
// factory constructs.
extension Scanner {
    /// `register(T.self, name: …, scope: …) { … }` or `…, factory: { … })`, across line breaks.
    ///
    /// Only this library's labels are accepted, and a factory is required: `tableView.register(Cell.self,
    /// forCellReuseIdentifier: "c")` and other libraries' `register` calls are not registrations.
    mutating func registration(at k: Int) {
        guard !v.isWord(k - 1, "func"), v.isPunct(k + 1, 40), let type = parseType(at: k + 2), v.isPunct(type.end, 46),
            v.isWord(type.end + 1, "self")
        else { return }
        var j = type.end + 2
        var name = NameArgument.none
        var factoryBrace = -1
        var hasFactory = false
        var close = -1
        while close < 0 {
            if v.isPunct(j, 41) {
                close = j
            } else if v.isPunct(j, 44) {
                j += 1
                guard v.isIdentifier(j), v.isPunct(j + 1, 58) else { return }
                let label = j
                let valueStart = j + 2
                if v.isWord(label, "factory") {
                    hasFactory = true
                    if v.isPunct(valueStart, 123) {
                        // A closure argument is the last one; its body is scanned by the main loop, so the
                        // look-ahead stops here instead of walking it.
                        factoryBrace = valueStart
                        break
                    }
                } else if !(v.isWord(label, "name") || v.isWord(label, "scope") || v.isWord(label, "fileID")
                    || v.isWord(label, "line") || v.isWord(label, "column"))
                {
                    return
                }
                guard let end = argumentEnd(from: valueStart) else { return }
                if v.isWord(label, "name") { name = v.nameArgument(from: valueStart, to: end) }
                j = end
            } else {
                return
            }
        }
        if factoryBrace < 0 && v.isPunct(close + 1, 123) { factoryBrace = close + 1 }
        guard hasFactory || factoryBrace >= 0 else { return }
        var fact = RegistrationFact(
            type: type.text, name: name, byteOffset: v.byteOffset(k), constructedTypes: [],
            conditions: currentConditions, functionScope: innermostFunctionStart, receiver: receiver(of: k))
        fact.isGeneric = mentionsGenericParameter(fact.type)
        facts.registrations.append(fact)
        if factoryBrace >= 0 {
            pendingFactoryBrace = factoryBrace
            pendingFactoryRegistration = facts.registrations.count - 1
        }
    }

    /// The variable a call at `k` is made on: `c` in `c.register`, `container` in `self.container.register`.
    func receiver(of k: Int) -> String? {
        guard v.isPunct(k - 1, 46) else { return "" }
        guard v.kind(k - 2) == .identifier else { return nil }
        let name = v.identifierText(k - 2)
        return name == "self" ? "" : name
    }

    /// `resolve(T.self)`, `resolve(T.self, name: "n")`, `tryResolve(…)`, `resolveIfRegistered(…)`.
    mutating func resolveCall(at k: Int, isRecoverable: Bool) {
        guard !v.isWord(k - 1, "func"), v.isPunct(k + 1, 40), let type = parseType(at: k + 2), v.isPunct(type.end, 46),
            v.isWord(type.end + 1, "self")
        else { return }
        var j = type.end + 2
        var name = NameArgument.none
        while !v.isPunct(j, 41) {
            // `name:` is this library's only other argument; `argument:` and friends are another library's.
            guard v.isPunct(j, 44), v.isWord(j + 1, "name"), v.isPunct(j + 2, 58), let end = argumentEnd(from: j + 3)
            else { return }
            name = v.nameArgument(from: j + 3, to: end)
            j = end
        }
        var fact = InjectionFact(
            form: .resolveCall, type: type.text, name: name, isOptional: type.isOptional,
            isRecoverable: isRecoverable, ownerType: innermostTypeName, member: innermostFunctionName,
            isMember: false, factory: innermostFactory, byteOffset: v.byteOffset(k))
        fact.isGeneric = mentionsGenericParameter(fact.type)
        facts.injections.append(fact)
    }

    /// Inside a factory: `Impl(…)`, `Impl.init(…)`, `Impl<A>(…)`, `Module.Impl(…)` name a constructed type.
    mutating func constructedType(at k: Int) {
        if v.isPunct(k - 1, 46) {
            // `Module.Impl(` is a construction; `value.Impl(` (a method named like a type) is not.
            guard k >= 2, v.kind(k - 2) == .identifier, p[Int(t[k - 2].start)] >= 65, p[Int(t[k - 2].start)] <= 90
            else { return }
        }
        var j = k + 1
        if v.isPunct(j, 60) && !t[j].startsLine {
            guard let close = closingAngle(from: j) else { return }
            j = close + 1
        }
        if v.isPunct(j, 46) && v.isWord(j + 1, "init") { j += 2 }
        guard v.isPunct(j, 40), !t[j].startsLine, let registration = innermostFactory,
            registration < facts.registrations.count
        else { return }
        let name = v.identifierText(k)
        if !facts.registrations[registration].constructedTypes.contains(name) {
            facts.registrations[registration].constructedTypes.append(name)
        }
    }

    /// The `,` or `)` ending the argument that starts at `j` (brackets balanced), within the look-ahead limit.
    mutating func argumentEnd(from j: Int) -> Int? {
        var depth = 0
        var k = j
        let limit = min(count, j + Scanner.lookaheadLimit)
        while k < limit {
            work += 1
            let token = t[k]
            if token.kind == .punctuation {
                let b = p[Int(token.start)]
                if b == 40 || b == 91 || b == 123 {
                    depth += 1
                } else if b == 41 || b == 93 || b == 125 {
                    if depth == 0 { return b == 41 ? k : nil }
                    depth -= 1
                } else if b == 44 && depth == 0 {
                    return k
                }
            }
            k += 1
        }
        return nil
    }
}
