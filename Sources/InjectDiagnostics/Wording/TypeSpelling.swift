/// The one way both tools drop module qualifiers from a type's spelling, so that `Interfaces.Store`, `Store` and a
/// runtime's `Shop.Interfaces.Store`-style reflected name all print and compare alike.
///
/// ```swift
/// TypeSpelling.droppingModules("Swift.Array<Shop.Billing.Client>") { _ in true }   // "Array<Billing.Client>"
/// TypeSpelling.droppingModules("Interfaces.Repo<Billing.Client>") { $0 == "Interfaces" }
/// // "Repo<Billing.Client>"
/// ```
public enum TypeSpelling {
    /// `type` without the module that may lead each type path in it (at the start, and after `<`, `(`, `[`, `,`,
    /// `&`, `:`, a space or any other punctuation but `.`): the path's first identifier, when a `.` follows it and
    /// `isModule` says it is one; a path has at most one module, so type qualifiers (`Billing.Client`) stay. Also
    /// drops what the runtime writes into reflected names and users never do: `(unknown context at $…).` of
    /// private and local types, `(extension in Mod):` of a type nested in another module's type. One pass.
    ///
    /// The analyser passes `{ _ in true }` (a reflected name starts every path with its module); the linter passes
    /// the module names it knows (a written name may or may not be qualified).
    public static func droppingModules(_ type: String, isModule: (Substring) -> Bool) -> String {
        guard type.utf8.contains(UInt8(ascii: ".")) || type.utf8.contains(UInt8(ascii: "(")) else { return type }
        var result = String.UnicodeScalarView()
        var rest = type.unicodeScalars[...]
        var atPathStart = true
        while let first = rest.first {
            if first == "(", let end = runtimeContextEnd(rest) {
                rest = rest[end...]  // a private, local or extension context: not part of the name a user writes
                continue
            }
            if atPathStart && isIdentifierCharacter(first) {
                let word = rest.prefix { isIdentifierCharacter($0) }
                let afterWord = rest[word.endIndex...]
                atPathStart = false
                if afterWord.first == ".", isModule(Substring(word)) {
                    rest = afterWord.dropFirst()
                    continue
                }
                result += word
                rest = afterWord
                continue
            }
            result.append(first)
            atPathStart = first != "." && !isIdentifierCharacter(first)
            rest = rest.dropFirst()
        }
        return String(result)
    }

    /// The position after `(unknown context at $…).` or `(extension in Mod):` at the start of `text`, if one is.
    private static func runtimeContextEnd(_ text: Substring.UnicodeScalarView) -> String.UnicodeScalarView.Index? {
        for (prefix, terminator): (String, Unicode.Scalar) in [("(unknown context at ", "."), ("(extension in ", ":")] {
            guard text.starts(with: prefix.unicodeScalars), let close = text.firstIndex(of: ")") else { continue }
            let after = text.index(after: close)
            guard after < text.endIndex, text[after] == terminator else { continue }
            return text.index(after: after)
        }
        return nil
    }

    /// A letter, a digit or `_`: what a Swift identifier is made of.
    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
