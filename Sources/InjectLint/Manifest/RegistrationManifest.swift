/// What a composition root registers, written to a file so a feature package built on its own can be judged as
/// if those registrations were in its sources (`inject-lint --emit-manifest FILE` writes it, `--manifest FILE`
/// reads it).
///
/// The file is JSON with a `version`, sorted so that it changes only when the registrations do:
///
/// ```json
/// {
///   "version" : 2,
///   "registrations" : [
///     {
///       "type" : "ProfileModel",
///       "scope" : ".transient",
///       "argument" : true,
///       "argumentType" : "String",
///       "file" : "Sources/App/Composition.swift",
///       "line" : 12,
///       "column" : 9
///     }
///   ]
/// }
/// ```
///
/// `type` is the service's identity as the linter matches it (module qualifiers dropped, type aliases followed);
/// `name` is absent for an unnamed registration, and `"nameKnownAtRunTime": true` stands for a name computed at
/// run time (it satisfies any name, as in the sources). `"async": true` marks an async factory (a synchronous
/// injection of it is a `requires-await` finding). `"argument": true` marks a factory taking a runtime argument, and
/// `argumentType` its type when the factory's signature writes one (`{ (r, userID: String) in … }`): a feature
/// linted against the manifest gets `argument-required` and `argument-mismatch` right. `file` is relative to the
/// manifest's own folder, so the file reads the same in every checkout.
///
/// Version 2 added the argument keys; a manifest without argument factories is still written as version 1, which
/// every linter reads, and version 1 files stay readable.
struct RegistrationManifest: Hashable, Sendable {
    /// The newest format this linter writes and reads (2: runtime arguments; 1 is written when no factory takes one).
    static let currentVersion = 2

    /// The name a registration is known under.
    enum Name: Hashable, Sendable, Comparable {
        case none
        case literal(String)
        /// A name only known at run time: it matches any name.
        case anyName
    }

    /// One registration.
    struct Entry: Hashable, Sendable {
        var type: String
        var name: Name
        /// The `scope:` argument as written (`.transient` when absent); nil for a registration a helper makes.
        var scope: String?
        /// The factory is async: it must be resolved with `resolveAsync`.
        var isAsync = false
        /// The factory takes a runtime argument (`{ (r, userID: String) in … }`).
        var takesArgument = false
        /// The argument's type, when the factory's signature writes one.
        var argumentType: String?
        /// Relative to the manifest's folder, `/`-separated.
        var file: String
        var line: Int
        var column: Int

        /// What the registration is, without where: what the composition root's check compares.
        var registration: Registration {
            Registration(
                type: type, name: name, scope: scope, isAsync: isAsync, takesArgument: takesArgument,
                argumentType: argumentType)
        }
    }

    /// A registration without its place in the sources.
    struct Registration: Hashable, Sendable, Comparable {
        var type: String
        var name: Name
        var scope: String?
        var isAsync: Bool
        var takesArgument = false
        var argumentType: String?

        static func < (a: Registration, b: Registration) -> Bool {
            if a.type != b.type { return a.type < b.type }
            if a.name != b.name { return a.name < b.name }
            if a.scope != b.scope { return (a.scope ?? "") < (b.scope ?? "") }
            if a.isAsync != b.isAsync { return !a.isAsync }
            if a.takesArgument != b.takesArgument { return !a.takesArgument }
            return (a.argumentType ?? "") < (b.argumentType ?? "")
        }
    }

    /// The registrations, in print order (type, name, scope, file, line, column).
    private(set) var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries.sorted { a, b in
            if a.registration != b.registration { return a.registration < b.registration }
            if a.file != b.file { return a.file < b.file }
            return (a.line, a.column) < (b.line, b.column)
        }
    }

    /// The manifest as written to disk: a fixed layout, so the same registrations give the same bytes.
    func rendered() -> String {
        let registrations: [JSONValue] = entries.map { entry in
            var members: [(String, JSONValue)] = [("type", .string(entry.type))]
            switch entry.name {
            case .none: break
            case .literal(let name): members.append(("name", .string(name)))
            case .anyName: members.append(("nameKnownAtRunTime", .bool(true)))
            }
            if let scope = entry.scope { members.append(("scope", .string(scope))) }
            if entry.isAsync { members.append(("async", .bool(true))) }
            if entry.takesArgument { members.append(("argument", .bool(true))) }
            if let type = entry.argumentType { members.append(("argumentType", .string(type))) }
            members += [
                ("file", .string(entry.file)), ("line", .number(entry.line)), ("column", .number(entry.column)),
            ]
            return .object(members)
        }
        // Version 1 when nothing needs version 2's keys: a linter of before runtime arguments still reads it.
        let version = entries.contains(where: \.takesArgument) ? Self.currentVersion : 1
        return JSONValue.object([("version", .number(version)), ("registrations", .array(registrations))])
            .rendered()
    }
}

extension RuleContext {
    /// What the linted sources register, for `--emit-manifest`: every registration the rules see (helpers' calls
    /// included), its file made relative to `manifestDirectory`.
    func manifest(relativeTo manifestDirectory: String) -> RegistrationManifest {
        RegistrationManifest(
            entries: registrations.map { registration in
                let location = location(of: registration)
                let name: RegistrationManifest.Name =
                    switch registration.fact.name {
                    case .none: .none
                    case .literal(let value): .literal(value)
                    case .dynamic, .constant: .anyName
                    }
                return RegistrationManifest.Entry(
                    type: registration.key, name: name, scope: registration.fact.scope,
                    isAsync: registration.fact.isAsync, takesArgument: registration.fact.takesArgument,
                    argumentType: registration.fact.takesArgument ? registration.fact.argumentType : nil,
                    file: Path.relative(
                        files[registration.file].diskPath?.text ?? files[registration.file].path, to: manifestDirectory),
                    line: location.line, column: location.column)
            })
    }
}
