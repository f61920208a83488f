/// What every rule reads: the files, their facts, the configuration, and indexes built once per run.
///
/// Which files take part in the dependency-injection rules is decided here (see `participates`): another DI
/// library (Swinject, Resolver) spells `register(T.self)`, `resolve(T.self)` and `@Injected` the same way, and
/// its code must not be judged by this library's rules.
final class RuleContext {
    /// A fact somewhere in the package: file `file`'s `index`-th registration, or injection.
    struct FactRef<Fact: ServiceFact> {
        var file: Int
        var index: Int
        var fact: Fact
        /// The service type's identity (module qualifiers dropped, aliases followed; see `TypeIdentity`): what
        /// registrations and injections are matched by.
        var key: String
    }

    /// A registration somewhere in the package.
    typealias RegistrationRef = FactRef<RegistrationFact>
    /// An injection or resolution somewhere in the package.
    typealias InjectionRef = FactRef<InjectionFact>

    let files: SourceFiles
    let facts: PackageFacts
    /// The package's declarations, classes and type aliases (see `DeclarationIndex`).
    let declarations: DeclarationIndex
    let configuration: LintConfiguration
    /// `participates[i]`: whether file `i` imports Inject, or a module that re-exports it (see
    /// `modulesReexportingInject`), or belongs to a module one of whose files re-exports it.
    let participates: [Bool]
    /// `throughUnscannedModule[i]`: file `i` takes part only because it declares `Injected`s without importing Inject
    /// or a known re-exporter (see `RuleContext.throughUnscannedModule(_:direct:)`).
    let throughUnscannedModule: [Bool]
    /// Registrations of participating files, in print order (path, then position).
    let registrations: [RegistrationRef]
    /// Indices into `registrations` by normalised type.
    let registrationsByType: [String: [Int]]
    /// Injections and resolutions of participating files, in file and source order.
    let injections: [InjectionRef]
    /// The registrations of the manifest in use (`--manifest`, `"manifest"`), by type: they count as registered.
    let manifestRegistrations: [String: [RegistrationManifest.Entry]]
    /// Some participating file resolves a generic parameter's type: any registration may be used.
    let hasGenericInjection: Bool
    /// Registrations of a generic parameter (`c.register(S.self)` in `func provideSingleton<S>(…)`) whose helper is
    /// never called with a metatype (`provideSingleton(c) { WallClock() }`): what they register is inferred from
    /// the callers' closures, which the linter cannot read, so a type missing elsewhere may be registered there.
    let unreadGenericRegistrations: [(file: Int, byteOffset: Int, helper: String)]
    private var lineTables: [Int: LineTable] = [:]
    /// The last file whose bytes were read again from disk: directives of one file are parsed one after another.
    private var reread: (file: Int, bytes: [UInt8])?

    /// When two written types are one type.
    let identity: TypeIdentity

    /// `participation` is `participation(files, facts, …)` when the caller has it already.
    init(
        files: SourceFiles, facts: PackageFacts, participation: [Bool]? = nil, throughUnscannedModule: [Bool]? = nil,
        declarations: DeclarationIndex, configuration: LintConfiguration
    ) {
        self.files = files
        self.facts = facts
        self.declarations = declarations
        self.configuration = configuration
        let identity = TypeIdentity(files: files, facts: facts, declarations: declarations)
        self.identity = identity
        let direct =
            participation ?? Self.participation(files, facts, knownReexporters: configuration.modulesReexportingInject)
        let indirect = throughUnscannedModule ?? Self.throughUnscannedModule(facts, direct: direct)
        let participates = zip(direct, indirect).map { $0 || $1 }
        self.participates = participates
        self.throughUnscannedModule = indirect

        var registrations: [RegistrationRef] = []
        var injections: [InjectionRef] = []
        var hasGenericRegistration = false
        var hasGenericInjection = false
        var genericRegistrations: [(file: Int, byteOffset: Int, helper: String)] = []
        var helpersCalledWithAType: Set<String> = []
        for file in facts.indices where participates[file] {
            guard let fileFacts = facts.details(of: file) else { continue }
            for registration in fileFacts.registrations where registration.isGeneric {
                genericRegistrations.append((file, registration.byteOffset, registration.enclosingFunction ?? ""))
            }
            for call in fileFacts.declarations.metatypeCalls { helpersCalledWithAType.insert(call.callee) }
            let completed = Self.completed(fileFacts, with: declarations)
            Self.collect(
                completed.registrations, of: file, identity, into: &registrations, sawGeneric: &hasGenericRegistration)
            Self.collect(completed.injections, of: file, identity, into: &injections, sawGeneric: &hasGenericInjection)
        }
        self.hasGenericInjection = hasGenericInjection
        unreadGenericRegistrations = genericRegistrations.filter {
            !$0.helper.isEmpty && !helpersCalledWithAType.contains($0.helper)
        }
        registrations.sort { a, b in
            if files[a.file].path != files[b.file].path { return files[a.file].path < files[b.file].path }
            if a.file != b.file { return a.file < b.file }
            return a.fact.byteOffset < b.fact.byteOffset
        }
        var byType: [String: [Int]] = [:]
        for (position, registration) in registrations.enumerated() {
            byType[registration.key, default: []].append(position)
        }
        self.registrations = registrations
        self.registrationsByType = byType
        self.injections = injections
        var recorded: [String: [RegistrationManifest.Entry]] = [:]
        for entry in configuration.manifest?.registrations.entries ?? [] {
            recorded[entry.type, default: []].append(entry)
        }
        self.manifestRegistrations = recorded
    }

    /// Appends a reference to each of a file's facts (its type spelled without module qualifiers), except those
    /// about a generic parameter's type, which only set `sawGeneric`.
    private static func collect<Fact>(
        _ facts: [Fact], of file: Int, _ identity: TypeIdentity, into refs: inout [FactRef<Fact>],
        sawGeneric: inout Bool
    ) {
        for (index, fact) in facts.enumerated() {
            if fact.isGeneric {
                sawGeneric = true
            } else {
                var fact = fact
                fact.type = identity.droppingModules(fact.type)
                refs.append(
                    FactRef(
                        file: file, index: index, fact: fact, key: identity.key(for: fact.type, in: fact.enclosingTypes)
                    ))
            }
        }
    }

    /// The printed location of a byte offset in file `file`.
    func location(file: Int, byteOffset: Int) -> SourceLocation {
        let table: LineTable
        if let cached = lineTables[file] {
            table = cached
        } else {
            table = LineTable(bytes: bytes(of: file))
            lineTables[file] = table
        }
        let position = table.position(of: byteOffset)
        return SourceLocation(path: files[file].path, line: position.line, column: position.column)
    }

    /// The bytes of file `file`: held, or read again from its `diskPath`. The result always has the size the file
    /// had when it was scanned (a file edited since is cut or padded with spaces), so the facts' offsets stay in
    /// range; a file that can no longer be read reads as spaces.
    func bytes(of file: Int) -> [UInt8] {
        guard files[file].diskPath != nil else { return files[file].bytes }
        if let reread, reread.file == file { return reread.bytes }
        let bytes = Self.bytes(rereading: files[file], scannedSize: facts.byteCount(of: file))
        reread = (file, bytes)
        return bytes
    }

    /// A streamed file's bytes read again, cut or padded with spaces to the size it had when scanned (it may have
    /// been edited or removed since), so offsets from its scan stay in range.
    static func bytes(rereading file: SourceFile, scannedSize: Int) -> [UInt8] {
        guard let diskPath = file.diskPath else { return file.bytes }
        var bytes = (try? FileSystem.readBytes(at: diskPath)) ?? []
        if bytes.count > scannedSize { bytes.removeLast(bytes.count - scannedSize) }
        if bytes.count < scannedSize { bytes += repeatElement(ASCII.space, count: scannedSize - bytes.count) }
        return bytes
    }

    /// The printed location of a registration or injection.
    func location<Fact>(of ref: FactRef<Fact>) -> SourceLocation {
        location(file: ref.file, byteOffset: ref.fact.byteOffset)
    }

    /// Whether two registrations sit in different branches of one `#if` block, so at most one is compiled.
    func areExclusive(_ a: RegistrationRef, _ b: RegistrationRef) -> Bool {
        guard a.file == b.file else { return false }
        for x in a.fact.conditions {
            for y in b.fact.conditions where x.block == y.block && x.branch != y.branch {
                return true
            }
        }
        return false
    }
}
