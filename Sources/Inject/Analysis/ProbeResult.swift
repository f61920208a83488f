/// One dependency seen by the probe: `from` needs `to`.
struct RecordedEdge {
    let from: RegistrationKey
    let to: RegistrationKey
    let serviceType: Any.Type
    let isOptional: Bool
    /// The `Injected` declaration, or the owner's registration for a resolve inside its factory.
    var location: CodeLocation
    /// The property's name when found by `Mirror`.
    var property: String?
    /// An `Injected` created while the owner's factory ran (found by its creation, not by `Mirror`).
    var isCreated = false
    /// The type declaring that property (the built type, or one of its superclasses).
    var declaringType: Any.Type? = nil
    /// A `lazy var x = Injected<T>()` not created yet: it will resolve from the default container.
    var isUncreatedLazy = false
}

/// Everything the probe saw, handed to the graph builder.
struct ProbeResult {
    let registrations: [Registration]
    let edges: [RecordedEdge]
    let implementations: [ObjectIdentifier: Any.Type]
    /// Registrations whose factory could not run to the end, and why (their later requests are unknown).
    let stops: [ProbeStop]
    /// Singletons built before this analysis and never analysed: what their factories resolved is unknown.
    let prebuilt: [RegistrationKey]
    /// Async registrations whose factories did not run (`validate()` cannot await them), in registration order.
    let unanalysedAsync: [RegistrationKey]
    /// Registrations whose factories take an argument and that no analysed factory resolved with one.
    let unanalysedArguments: [RegistrationKey]
    /// Whether the container analysed is the default container (where a lazy `Injected` resolves).
    var isDefaultContainer = false
}
