/// What a registration is looked up by: the service type's identity and an optional name.
///
/// Why `ObjectIdentifier` and not the type's name: hashing a pointer is a multiply, hashing a type name is a
/// string walk, and this key is built on every resolution.
struct RegistrationKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let name: String?

    init(_ type: Any.Type, name: String?) {
        self.type = ObjectIdentifier(type)
        self.name = name
    }

    /// A cheap, well-mixed hash for the registration table (Fibonacci hashing of the type pointer).
    @inline(__always)
    var tableHash: UInt {
        var bits = UInt(bitPattern: type)
        if let name { bits ^= UInt(bitPattern: name.hashValue) }
        return bits &* 0x9E37_79B9_7F4A_7C15
    }
}
