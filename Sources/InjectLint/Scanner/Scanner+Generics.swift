// Generic parameters in scope: a `resolve(S.self)` inside `func make<S>()` names no particular service.
extension Scanner {
    /// Records the parameter names of the generic list opened at `open` (`<S, T: Store, each U>`) as in scope
    /// for the scope just opened.
    mutating func declareGenericParameters(listAt open: Int) {
        var k = open + 1
        var depth = 0
        var expectsName = true
        let limit = min(count, open + Scanner.lookaheadLimit)
        while k < limit {
            work += 1
            if v.isPunct(k, 60) || v.isPunct(k, 40) || v.isPunct(k, 91) {
                depth += 1
            } else if v.isPunct(k, 62) || v.isPunct(k, 41) || v.isPunct(k, 93) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0 && v.isPunct(k, 44) {
                expectsName = true
            } else if depth == 0 && expectsName && v.isIdentifier(k) && !v.isWord(k, "each") {
                genericParameters.append(GenericParameter(depth: scopes.count, nameToken: k))
                expectsName = false
            }
            k += 1
        }
        genericParameterCount = genericParameters.count
    }

    /// Drops the parameters of scopes that have closed.
    mutating func forgetOutOfScopeGenericParameters() {
        while let last = genericParameters.last, last.depth > scopes.count {
            genericParameters.removeLast()
        }
        genericParameterCount = genericParameters.count
    }

    /// Whether a normalised type mentions a generic parameter in scope (`S`, `[S]`, `Box<S>`), or `Self`.
    func mentionsGenericParameter(_ type: String) -> Bool {
        var names: Set<Substring> = ["Self"]
        for parameter in genericParameters {
            names.insert(Substring(v.identifierText(parameter.nameToken)))
        }
        let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.contains { names.contains($0) }
    }
}
