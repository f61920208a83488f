/// One dependency seen by the probe: `from` needs `to`.
struct RecordedEdge {
    let from: RegistrationKey
    let to: RegistrationKey
    let serviceType: Any.Type
    let isOptional: Bool
    /// The `Injected` declaration, or the owner's registration for a resolve inside its factory.
    let location: CodeLocation
    /// The property's name when found by `Mirror`.
    let property: String?
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
}
