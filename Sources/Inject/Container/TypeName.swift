internal import InjectDiagnostics

/// How Inject prints a type in messages: as the user wrote it, without module qualifier or `any`.
///
/// The linter normalises names the same way (`Interfaces.Store` ≡ `any Store` ≡ `Store`), so both tools print
/// the same text for the same dependency. Where two different types would print alike (`Billing.Client` and
/// `Shipping.Client` both print `Client`), the analyser spells them with ``qualified(_:)`` instead.
///
/// Names come from `_typeName(_:qualified:)`, which returns what `String(describing:)` (unqualified) and
/// `String(reflecting:)` (qualified) print for a type, without first asking the runtime whether the metatype
/// conforms to `CustomStringConvertible` and its siblings: each such question about a type not asked before scans
/// every conformance record in the process, which made spelling the graph a third of an app's start-up.
enum TypeName {
    static func of(_ type: Any.Type) -> String {
        var name = _typeName(type, qualified: false)
        if name.hasPrefix("any ") { name.removeFirst(4) }
        return name
    }

    /// `Store` or `Store named "archive"` (``ServiceName/plain``, the spelling both tools share).
    static func of(_ type: Any.Type, name: String?) -> String {
        describe(of(type), name: name)
    }

    static func describe(_ typeName: String, name: String?) -> String {
        ServiceName(typeName, name: name).plain
    }

    /// The type with the types it is nested in but no module: `Billing.Client`, `Array<Billing.Client>`; with
    /// `module: true`, also its module (`Shop.Billing.Client`), for two types that differ only in that.
    static func qualified(_ type: Any.Type, module: Bool = false) -> String {
        let reflected = _typeName(type, qualified: true)
        var name = module ? reflected : withoutModules(reflected)
        if name.hasPrefix("any ") { name.removeFirst(4) }
        return name
    }

    /// `String(reflecting:)` without what a user does not write: the module that leads every type name
    /// (`Swift.Array<Mod.Billing.Client>` → `Array<Billing.Client>`), the runtime's `(unknown context at $…).`
    /// of private and local types, and the `(extension in Mod):` of a type nested in another module's type.
    /// One pass over the text.
    static func withoutModules(_ reflected: String) -> String {
        let scalars = Array(reflected.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        var atTypeStart = true
        while index < scalars.count {
            if scalars[index] == "(", let end = Self.contextEnd(scalars, from: index) {
                index = end  // a private, local or extension context: not part of the name a user writes
                continue
            }
            if atTypeStart, let dot = Self.leadingIdentifierEnd(scalars, from: index), dot < scalars.count,
                scalars[dot] == "."
            {
                index = dot + 1  // the module: every type in a reflected name starts with one
                atTypeStart = false
                continue
            }
            let scalar = scalars[index]
            output.append(scalar)
            atTypeStart = "<([,&: ".unicodeScalars.contains(scalar)
            index += 1
        }
        return String(output)
    }

    /// The position after `(unknown context at $…).` or `(extension in Mod):` starting at `start`, if one does.
    private static func contextEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        for (prefix, terminator) in [("(unknown context at ", "."), ("(extension in ", ":")] {
            let prefixScalars = Array(prefix.unicodeScalars)
            guard scalars.count - start > prefixScalars.count,
                Array(scalars[start..<(start + prefixScalars.count)]) == prefixScalars,
                let close = scalars[start...].firstIndex(of: ")"), close + 1 < scalars.count,
                scalars[close + 1] == Unicode.Scalar(terminator)!
            else { continue }
            return close + 2
        }
        return nil
    }

    /// The end of the identifier starting at `start`, or nil when none starts there.
    private static func leadingIdentifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var end = start
        while end < scalars.count,
            scalars[end] == "_" || scalars[end].properties.isAlphabetic
                || (end > start && scalars[end].properties.numericType != nil)
        {
            end += 1
        }
        return end > start ? end : nil
    }
}
