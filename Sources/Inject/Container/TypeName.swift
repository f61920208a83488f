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
    /// (`Swift.Array<Mod.Billing.Client>` → `Array<Billing.Client>`) and the runtime's contexts of private, local
    /// and extension-nested types; the spelling the linter uses too (``TypeSpelling``).
    static func withoutModules(_ reflected: String) -> String {
        TypeSpelling.droppingModules(reflected) { _ in true }
    }
}
