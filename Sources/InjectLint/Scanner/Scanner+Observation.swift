// `@Observable` types: the macro rewrites every stored `var` into observed state, and a property wrapper's storage
// with it, which Swift refuses ("ambiguous reference to member '_store'") unless the property is
// `@ObservationIgnored`.
extension Scanner {
    /// Whether the `@Injected` property whose attribute is token `attribute` and whose `var` is token `keyword` is a
    /// stored member of an `@Observable` type (`@Observable`, `@Observation.Observable`) without
    /// `@ObservationIgnored` (before or after `@Injected`).
    mutating func isObservedByMacro(attribute: Int, keyword: Int) -> Bool {
        guard view.isWord(keyword, "var"), scopes.isDirectlyInType else { return false }
        // The type's declaration: its keyword sits before its name (`class ProfileModel`).
        let typeName = scopes.base[scopes.count - 1].value
        guard typeName > 0,
            view.isWord(typeName - 1, "class") || view.isWord(typeName - 1, "struct")
                || view.isWord(typeName - 1, "actor") || view.isWord(typeName - 1, "enum")
        else { return false }
        guard
            attributes(before: typeName - 1).contains(where: { $0 == "@Observable" || $0 == "@Observation.Observable" })
        else { return false }
        if attributes(before: attribute).contains("@ObservationIgnored") { return false }
        // Between `@Injected` and `var`: `@Injected @ObservationIgnored var`, `@Injected(name: "n") private var`.
        var j = attribute + 1
        while j < keyword {
            if view.isAttribute(j, "ObservationIgnored")
                || view.isAttribute(j, "Observation") && view.isWord(j + 2, "ObservationIgnored")
            {
                return false
            }
            j += 1
        }
        return true
    }

    /// The attributes (as written: `@MainActor`, `@Observation.Observable`) among the attributes and modifiers right
    /// before token `k`, nearest first; an attribute's or modifier's arguments (`@available(…)`, `private(set)`) are
    /// passed over. A bounded look-back: 32 tokens.
    private mutating func attributes(before k: Int) -> [String] {
        var names: [String] = []
        var j = k - 1
        var steps = 0
        while j >= 0 && steps < 32 {
            steps += 1
            work += 1
            if view.isPunct(j, ASCII.closeParenthesis) {
                // Back to the matching `(`, which follows the attribute or modifier.
                guard let open = openingBracket(of: j, within: 32 - steps) else { break }
                steps += j - open
                j = open - 1
                continue
            }
            if view.hasKind(j, .attribute) {
                names.append(view.text(j))
            } else if view.isIdentifier(j), view.isPunct(j - 1, ASCII.dot), view.hasKind(j - 2, .attribute) {
                names.append(view.text(j - 2) + "." + view.text(j))
                j -= 2
            } else if !view.isModifier(j) {
                break
            }
            j -= 1
        }
        return names
    }
}
