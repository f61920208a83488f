import InjectDiagnostics

/// How long a registration's instance lives, read from the `scope:` argument as written: what the `lifetime` rule
/// needs of it.
///
/// ```swift
/// RegistrationLifetime(scope: ".custom(\"session\")", declarations: index)   // .shortLived("\"session\"-scoped")
/// RegistrationLifetime(scope: ".session", declarations: index)   // the same, given `static let session = …`
/// ```
enum RegistrationLifetime: Equatable {
    /// A new instance for every request (the default).
    case transient
    /// One instance for the container's life.
    case singleton
    /// `.weak`, `.graph` or a custom scope: shorter than the container's life; `word` is the scope as the shared
    /// wording spells it (`weak`, `graph`, `"session"-scoped`).
    case shortLived(word: String)
    /// A scope the linter cannot read (a helper's, a constant it does not see, a name computed at run time).
    case unknown

    /// The lifetime `scope` (a `RegistrationFact.scope`) spells; constants (`.session`) are looked up once.
    init(scope: String?, declarations: DeclarationIndex) {
        guard let scope else {
            self = .unknown
            return
        }
        self = Self.parse(scope, declarations: declarations, followsConstants: true)
    }

    /// Several registrations of one service: their lifetime when they agree, else unknown.
    func merged(with other: RegistrationLifetime) -> RegistrationLifetime {
        self == other ? self : .unknown
    }

    private static func parse(
        _ written: String, declarations: DeclarationIndex, followsConstants: Bool
    ) -> RegistrationLifetime {
        var text = Substring(written)
        if text.hasPrefix("Inject.") { text = text.dropFirst(7) }
        if text.hasPrefix("Scope.") { text = text.dropFirst(5) }
        guard text.first == "." else { return .unknown }
        let member = text.dropFirst()
        switch member {
        case "transient": return .transient
        case "singleton": return .singleton
        case "weak", "graph": return .shortLived(word: String(member))
        default: break
        }
        if member.hasPrefix("custom(") {
            // `custom("session")`: a plain literal is the name; anything else is a name the linter cannot spell.
            let literal = member.dropFirst(7).dropLast()
            guard member.hasSuffix(")"), literal.count >= 2, literal.first == "\"", literal.last == "\"" else {
                return .unknown
            }
            let name = literal.dropFirst().dropLast()
            guard !name.contains("\\"), !name.contains("\"") else { return .unknown }
            return .shortLived(word: ServiceName.stringLiteral(String(name)) + "-scoped")
        }
        guard followsConstants, !member.isEmpty, member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let value = declarations.scopeConstant(named: String(member))
        else { return .unknown }
        return parse(value, declarations: declarations, followsConstants: false)
    }
}
