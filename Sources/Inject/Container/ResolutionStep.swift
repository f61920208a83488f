public import InjectDiagnostics

/// One hop of a resolution path, as reported by ``ResolutionError``.
///
/// ```swift
/// for step in error.path { print(step.service, step.registeredAt ?? "?") }
/// ```
public struct ResolutionStep: Hashable, Sendable, CustomStringConvertible {
    /// The service type as written (`CandidatesService`), without module or `any`.
    public var service: String
    /// The registration name, if any: `step.name == "archive"`.
    public var name: String?
    /// Where the service was registered (nil when it is not registered): `step.registeredAt?.line`.
    public var registeredAt: CodeLocation?
    /// The `@Injected` declaration that asked for it, when the request came from one.
    public var injectedAt: CodeLocation?

    /// Creates a step; Inject builds these for you.
    ///
    /// ```swift
    /// let step = ResolutionStep(service: "Store", name: nil, registeredAt: nil, injectedAt: nil)
    /// ```
    public init(service: String, name: String?, registeredAt: CodeLocation?, injectedAt: CodeLocation?) {
        self.service = service
        self.name = name
        self.registeredAt = registeredAt
        self.injectedAt = injectedAt
    }

    /// `Store` or `Store named "archive"`, the spelling the analyser and the linter use (without their quotes).
    ///
    /// ```swift
    /// error.path.map(\.description).joined(separator: " → ")
    /// ```
    public var description: String { TypeName.describe(service, name: name) }

    /// The service in the words both tools use: `'Store' named "archive"`.
    var serviceName: ServiceName { ServiceName(service, name: name) }

    init(_ frame: ResolutionFrame) {
        let registration = frame.registration.takeUnretainedValue()
        self.init(
            service: TypeName.of(registration.serviceType), name: registration.key.name,
            registeredAt: registration.location, injectedAt: frame.site?.takeUnretainedValue().location)
    }
}
