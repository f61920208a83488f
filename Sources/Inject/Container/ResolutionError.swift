public import InjectDiagnostics

/// Why a service could not be resolved: it is not registered, resolving it would recurse forever, or it may not be
/// built where it was asked for (an async factory resolved without `await`, a main-actor service off the main actor).
///
/// ``Container/tryResolve(_:name:)`` throws it; ``Container/resolve(_:name:)`` prints ``message`` to standard
/// error and stops the program with it.
///
/// ```swift
/// do {
///     let store = try container.tryResolve(Store.self)
/// } catch {
///     print(error.message)  // what, where, and how to fix
/// }
/// ```
public enum ResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No registration exists for `service` (with `name`). `requestedBy` is the service whose factory or
    /// `@Injected` property asked, `injectedAt` the property's declaration, `path` the resolution so far.
    case unregistered(
        service: String, name: String?, requestedBy: String?, injectedAt: CodeLocation?, path: [ResolutionStep])
    /// `path` starts and ends with the same service: building it needs itself.
    case cycle(path: [ResolutionStep])
    /// `service` has an async factory (registered at `registeredAt`) but was resolved synchronously (by the
    /// `@Injected` property at `injectedAt`, when one asked): it can only be resolved with `resolveAsync`.
    case requiresAwait(service: String, name: String?, registeredAt: CodeLocation?, injectedAt: CodeLocation?)
    /// `service` is registered with `isolation: MainActor.shared` but was resolved synchronously off the main actor.
    case offMainActor(service: String, name: String?, registeredAt: CodeLocation?, injectedAt: CodeLocation?)
    /// `service` was resolved with an argument of type `given`, but its factory (registered at `registeredAt`) takes
    /// one of type `expected`, or none (`expected` nil).
    case argumentMismatch(service: String, name: String?, given: String, expected: String?, registeredAt: CodeLocation?)
    /// `service`'s factory takes an argument of type `argumentType`, but it was asked for without one (`resolve(_:)`,
    /// or the `@Injected` property at `injectedAt`).
    case argumentRequired(
        service: String, name: String?, argumentType: String, registeredAt: CodeLocation?, injectedAt: CodeLocation?)

    /// The full, compiler-style text: headline, one `note:` per hop, and how to fix it.
    ///
    /// ```swift
    /// fputs(error.message, stderr)
    /// ```
    public var message: String { diagnostic.rendered() }

    /// Same as ``message``.
    ///
    /// ```swift
    /// print(error)
    /// ```
    public var description: String { message }

    /// The error as a ``Finding``, the shape the analyser reports too.
    ///
    /// ```swift
    /// #expect(error.diagnostic.ruleID == "cycle")
    /// ```
    public var diagnostic: Finding {
        switch self {
        case .unregistered(let service, let name, let requestedBy, let injectedAt, let path):
            let quoted = ServiceName(service, name: name).quoted
            let requester = requestedBy.map { " (requested by '\($0)')" } ?? ""
            let registration = Self.registrationSnippet(service: service, name: name)
            var notes: [Finding.Note] = []
            if path.count > 1 {
                notes.append(
                    Finding.Note(
                        message: "resolution path: \(path.map(\.description).joined(separator: " → "))",
                        location: path.first?.registeredAt))
            }
            return Finding(
                severity: .error, ruleID: DiagnosticMessages.RuleID.unregistered,
                message: "\(quoted) is not registered\(requester); register it before resolving: \(registration)",
                location: injectedAt ?? path.dropLast().last?.registeredAt, notes: notes)
        case .cycle(let path):
            let chain = path.map(\.description).joined(separator: " → ")
            var notes: [Finding.Note] = []
            for (from, to) in zip(path, path.dropFirst()) {
                let location = to.injectedAt ?? from.registeredAt
                let how = to.injectedAt == nil ? "resolves" : "injects"
                notes.append(
                    Finding.Note(
                        message: "\(from.serviceName.quoted) \(how) \(to.serviceName.quoted) here", location: location))
            }
            return Finding(
                severity: .error, ruleID: DiagnosticMessages.RuleID.cycle,
                message:
                    "dependency cycle: \(chain); break it by removing one of these injections or moving what they share into a third service",
                location: path.first?.registeredAt, notes: notes)
        case .requiresAwait(let service, let name, let registeredAt, let injectedAt):
            let call = Self.asyncResolveSnippet(service: service, name: name)
            return Self.refusedHere(
                ruleID: DiagnosticMessages.RuleID.requiresAwait,
                message:
                    "\(ServiceName(service, name: name).quoted) has an async factory, so it cannot be resolved synchronously; resolve it with '\(call)' (inside a factory: an async factory and 'try await r.resolveAsync(…)')",
                registeredAt: registeredAt, injectedAt: injectedAt)
        case .offMainActor(let service, let name, let registeredAt, let injectedAt):
            let call = Self.asyncResolveSnippet(service: service, name: name)
            return Self.refusedHere(
                ruleID: DiagnosticMessages.RuleID.offMainActor,
                message:
                    "\(ServiceName(service, name: name).quoted) is registered on the main actor but was resolved off it; resolve it from @MainActor code, or hop with '\(call)'",
                registeredAt: registeredAt, injectedAt: injectedAt)
        case .argumentMismatch(let service, let name, let given, let expected, let registeredAt):
            return Finding(
                severity: .error, ruleID: DiagnosticMessages.RuleID.argumentMismatch,
                message: DiagnosticMessages.argumentMismatch(
                    ServiceName(service, name: name), given: given, expected: expected),
                location: registeredAt, notes: [])
        case .argumentRequired(let service, let name, let argumentType, let registeredAt, let injectedAt):
            return Self.refusedHere(
                ruleID: DiagnosticMessages.RuleID.argumentRequired,
                message: DiagnosticMessages.argumentRequired(
                    ServiceName(service, name: name), site: injectedAt == nil ? .call(in: nil) : .injection,
                    argumentType: argumentType),
                registeredAt: registeredAt, injectedAt: injectedAt)
        }
    }

    /// The service's path, for tests and tools: `[A, B, A]` for a cycle, the partial path for a missing one.
    ///
    /// ```swift
    /// #expect(error.path.map(\.service) == ["Foo", "Bar", "Foo"])
    /// ```
    public var path: [ResolutionStep] {
        switch self {
        case .unregistered(_, _, _, _, let path): path
        case .cycle(let path): path
        case .requiresAwait(let service, let name, let registeredAt, let injectedAt),
            .offMainActor(let service, let name, let registeredAt, let injectedAt),
            .argumentRequired(let service, let name, _, let registeredAt, let injectedAt):
            [ResolutionStep(service: service, name: name, registeredAt: registeredAt, injectedAt: injectedAt)]
        case .argumentMismatch(let service, let name, _, _, let registeredAt):
            [ResolutionStep(service: service, name: name, registeredAt: registeredAt, injectedAt: nil)]
        }
    }

    static func asyncResolveSnippet(service: String, name: String?) -> String {
        let nameArgument = name.map { ", name: \"\($0)\"" } ?? ""
        return "try await container.resolveAsync(\(service).self\(nameArgument))"
    }

    /// A registration resolved where it may not be built: the finding points at the `@Injected` declaration that
    /// asked, when one did (with a "registered here" note), else at the registration.
    static func refusedHere(
        ruleID: String, message: String, registeredAt: CodeLocation?, injectedAt: CodeLocation?
    ) -> Finding {
        var notes: [Finding.Note] = []
        if let registeredAt, injectedAt != nil {
            notes.append(Finding.Note(message: "registered here", location: registeredAt))
        }
        return Finding(
            severity: .error, ruleID: ruleID, message: message, location: injectedAt ?? registeredAt, notes: notes)
    }

    static func registrationSnippet(service: String, name: String?) -> String {
        let nameArgument = name.map { ", name: \"\($0)\"" } ?? ""
        return "container.register(\(service).self\(nameArgument)) { … }"
    }

    /// Prints the message to standard error and stops, pointing at the user's declaration rather than Inject.
    func trap() -> Never {
        Platform.writeToStandardError(message + "\n")
        fatalError("Inject: \(diagnostic.message)")
    }
}
