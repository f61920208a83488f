/// How Inject prints a type in messages: as the user wrote it, without module qualifier or `any`.
///
/// The linter normalises names the same way (`Interfaces.Store` ≡ `any Store` ≡ `Store`), so both tools print
/// the same text for the same dependency.
enum TypeName {
    static func of(_ type: Any.Type) -> String {
        var name = String(describing: type)
        if name.hasPrefix("any ") { name.removeFirst(4) }
        return name
    }

    /// `Store` or `Store (name: "archive")`.
    static func of(_ type: Any.Type, name: String?) -> String {
        describe(of(type), name: name)
    }

    static func describe(_ typeName: String, name: String?) -> String {
        guard let name else { return typeName }
        return "\(typeName) (name: \"\(name)\")"
    }
}
