import InjectDiagnostics

/// When two written types are the same type, as Swift decides it: a module qualifier dropped (`Interfaces.Store`
/// ≡ `Store`) but a type qualifier kept (`Billing.Client` ≠ `Shipping.Client`), type aliases followed (generic ones
/// with their arguments substituted, nested ones only inside their type).
///
/// The scanner already spells sugar the long way (`[T]` → `Array<T>`, `T?` → `Optional<T>`) and sorts the members
/// of a composition (`B & A` → `A & B`); what needs the whole package is here:
///
/// ```swift
/// identity.key(for: "Interfaces.Repo<Candidate>", owner: nil)   // "Repository<Candidate>"
/// ```
struct TypeIdentity {
    /// Names that are modules: every imported module, every target of the scanned package, and `Swift`.
    private(set) var modules: Set<String> = ["Swift"]
    /// Aliases declared at file level, by name (the first of a name wins). Targets are as scanned: their module
    /// qualifiers are dropped when an alias is followed, not for every alias of the package up front (few are ever
    /// injected, and dropping them all was most of this type's set-up).
    private let aliases: [String: TypeAliasFact]
    /// Aliases declared inside a type, by `Owner.Name`.
    private let nestedAliases: [String: TypeAliasFact]

    init(files: SourceFiles, facts: PackageFacts, declarations: DeclarationIndex) {
        for index in files.indices where files.startsFolder(index) {
            modules.formUnion(RuleContext.modules(containing: files[index].relativePath))
            modules.formUnion(Self.folderNames(of: files[index].relativePath))
        }
        modules.formUnion(facts.moduleNames)
        modules.formUnion(facts.pathModules)
        aliases = declarations.fileLevelAliases
        nestedAliases = declarations.nestedAliases
    }

    /// The folders on a file's path that could name its module: outside a package (an Xcode project's
    /// `MyModule/Clock.swift`) nothing else says which module a file is in, and `any MyModule.Clock` written there
    /// is the registered `Clock`. Identifiers only; `Sources` and `Tests` are containers, never modules.
    static func folderNames(of relativePath: String) -> [String] {
        relativePath.split(separator: "/").dropLast().compactMap { folder in
            guard folder != "Sources", folder != "Tests", let first = folder.unicodeScalars.first,
                first == "_" || first.properties.isAlphabetic,
                folder.unicodeScalars.allSatisfy({
                    $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
                })
            else { return nil }
            return String(folder)
        }
    }

    /// `type` without module qualifiers, anywhere in it (`Interfaces.Repository<Interfaces.Candidate>` →
    /// `Repository<Candidate>`); type qualifiers stay.
    func droppingModules(_ type: String) -> String {
        TypeSpelling.droppingModules(type) { modules.contains(String($0)) }
    }

    /// The identity of `type` written inside `enclosingTypes` (outermost first): module qualifiers dropped, aliases
    /// followed (a chain of at most 8, so a loop in broken code stops).
    func key(for type: String, in enclosingTypes: [String]) -> String {
        var current = droppingModules(type)
        for _ in 0..<8 {
            guard let next = expandingAlias(current, in: enclosingTypes) else { break }
            current = next
        }
        return current
    }

    /// `current` with its outermost alias replaced, or nil when it is not an alias.
    private func expandingAlias(_ type: String, in enclosingTypes: [String]) -> String? {
        let head = type.prefix { $0 != "<" }
        var alias = enclosingTypes.reversed().lazy.compactMap { nestedAliases[$0 + "." + head] }.first
        if alias == nil { alias = nestedAliases[String(head)] ?? aliases[String(head)] }
        guard let alias else { return nil }
        let target = droppingModules(alias.target)
        guard !alias.parameters.isEmpty else { return head.count == type.count ? target : nil }
        let arguments = TypeIdentity.genericArguments(of: type)
        guard arguments.count == alias.parameters.count else { return nil }
        let substitutions = Dictionary(zip(alias.parameters, arguments), uniquingKeysWith: { first, _ in first })
        return TypeIdentity.substituting(substitutions, in: target)
    }

    /// The top-level generic arguments of `Box<A, Dictionary<B, C>>`: `["A", "Dictionary<B, C>"]`.
    static func genericArguments(of type: String) -> [String] {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return [] }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in type[type.index(after: open)..<type.index(before: type.endIndex)] {
            if character == "<" || character == "(" || character == "[" { depth += 1 }
            if character == ">" || character == ")" || character == "]" { depth -= 1 }
            if character == "," && depth == 0 {
                arguments.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current.trimmingSpaces)
        return arguments
    }

    /// `target` with each whole-word parameter name replaced by its argument.
    static func substituting(_ substitutions: [String: String], in target: String) -> String {
        var result = ""
        var word = ""
        for scalar in target.unicodeScalars {
            if isIdentifierCharacter(scalar) {
                word.unicodeScalars.append(scalar)
                continue
            }
            result += substitutions[word] ?? word
            word = ""
            result.unicodeScalars.append(scalar)
        }
        return result + (substitutions[word] ?? word)
    }
}

private func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
