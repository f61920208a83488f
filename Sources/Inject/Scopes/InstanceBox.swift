/// A reference holding one resolved value, so values of any type (structs included) can be published through
/// an atomic reference.
final class InstanceBox<Value>: @unchecked Sendable {
    // Safe: `value` is immutable after init; the box is only shared after an atomic publication (release/acquire).
    let value: Value

    init(_ value: Value) { self.value = value }
}
