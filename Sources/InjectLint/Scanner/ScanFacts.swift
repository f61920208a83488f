/// The `name:` argument of an injection or registration, as written.
enum NameArgument: Hashable, Sendable {
    /// No name, or `name: nil`.
    case none
    /// `name: "archive"`.
    case literal(String)
    /// A name computed at run time (`name: key`); it matches any name, so it never causes a finding.
    case dynamic
    /// A reference to a constant, as written (`Names.archive`, `.archive`, `archiveName`): the rule context
    /// replaces it with the constant's literal when the scanned sources declare one (`static let archive =
    /// "archive"`), else with `.dynamic`.
    case constant(String)

    /// Whether a registration with name `self` satisfies an injection with name `other`.
    func matches(_ other: NameArgument) -> Bool {
        switch (self, other) {
        case (.dynamic, _), (_, .dynamic), (.constant, _), (_, .constant): true
        default: self == other
        }
    }
}

/// What registrations and injections have in common: the service type, where, and whether the type is a generic
/// parameter's.
protocol ServiceFact: Sendable {
    var type: String { get set }
    var name: NameArgument { get set }
    /// The types around it, outermost first: a type alias nested in one of them applies.
    var enclosingTypes: [String] { get }
    var byteOffset: Int { get }
    var isGeneric: Bool { get }
}

/// One place that needs a registered service: an `@Injected` property, a constant `Injected<T>()`, or a call
/// to `resolve` / `tryResolve` / `resolveIfRegistered`.
struct InjectionFact: ServiceFact {
    enum Form: Sendable {
        /// `@Injected var x: T`.
        case wrapper
        /// `let x = Injected<T>()`.
        case constant
        /// `resolve(T.self)`, `tryResolve(T.self)`, `resolveIfRegistered(T.self)`.
        case resolveCall
        /// `let x: T = r.resolve()`.
        case annotatedResolve
    }

    var form: Form
    /// The normalised service type (see `TypeName`).
    var type: String
    var name: NameArgument
    /// `T?`, `T!` or `Optional<T>`: nil when not registered, never an error.
    var isOptional: Bool
    /// `tryResolve` or `resolveIfRegistered`: the caller handles a missing registration.
    var isRecoverable: Bool
    /// The innermost enclosing type, if any.
    var ownerType: String?
    var enclosingTypes: [String] = []
    /// The property (for injections) or enclosing function (for calls), if any.
    var member: String?
    /// A stored member of `ownerType` (not a local): followed by the `cycle` rule when the owner is built.
    var isMember: Bool
    /// The index (in its file's `registrations`) of the registration whose factory contains this, if any.
    var factory: Int?
    var byteOffset: Int
    /// The type names a generic parameter of an enclosing function or type (`resolve(S.self)` in
    /// `func make<S>()`): which service it is is only known at the call site, so no rule judges it.
    var isGeneric = false
    /// A `resolve()` whose type Swift infers from the argument it is passed as (`DiskOutbox(store: r.resolve())`):
    /// `type` is empty until the rule context reads it from `DiskOutbox`'s initialisers.
    var argumentOf: ArgumentSite?
    /// `resolve` asked for an optional (`let a: Analytics? = r.resolve()`, `resolve(Analytics?.self)`): the type is
    /// `Optional<Analytics>`, a service of its own that is normally never registered (the library traps on it;
    /// `resolveIfRegistered` is what returns nil).
    var asksForOptional = false
    /// The `#if` branches the injection sits in (see `RegistrationFact.conditions`); empty outside any `#if`.
    var conditions: [ConditionBranch] = []
    /// The call is made on a value of this type (`locator` declared `let locator: Locator`, or `Locator.shared`);
    /// nil for an implicit `self` or a receiver the scanner does not follow.
    var receiverType: String?
    /// `resolveAsync`: awaited, so it may ask for a service with an async factory.
    var isAwaited = false
    /// `tryResolve`: a service with an async factory is thrown to the caller (`requiresAwait`), not stopped on.
    var isTryResolve = false
    /// `resolve(T.self, argument: …)`: the call passes a runtime argument.
    var hasArgument = false
    /// The argument's type when the scanner can tell it from a literal (`"u1"`: `String`, `42`: `Int`), else nil.
    var argumentType: String?
    /// An `@Injected var` stored in an `@Observable` type without `@ObservationIgnored`: the macro would rewrite the
    /// wrapper's storage, which Swift refuses (`observable-injected`).
    var isObservedByMacro = false

    /// `resolve` (not `tryResolve` or `resolveIfRegistered`) of an optional type looks the optional up as a
    /// service of its own: `Optional<T>`.
    mutating func resolveOptionalAsService() {
        guard isOptional, !isRecoverable, form == .resolveCall || form == .annotatedResolve else { return }
        type = "Optional<\(type)>"
        isOptional = false
        asksForOptional = true
    }
}

/// Where an inferred `resolve()` is passed: the type being constructed and the argument's label (`_0`, `_1`, … for
/// unlabelled arguments, by position).
struct ArgumentSite: Sendable, Hashable {
    var constructedType: String
    var label: String
}

/// One `register(T.self, …) { … }` call.
struct RegistrationFact: ServiceFact {
    var type: String
    var name: NameArgument
    var byteOffset: Int
    /// Types the factory returns, constructed in place: the body's single expression (`{ r in PImpl(…) }`) or a
    /// `return PImpl(…)`; helpers built on the way are not included (the analyser does not see them either).
    var constructedTypes: [String]
    /// Functions the factory returns the result of (`{ r in makeMailer(r) }`): it builds what they return.
    var helperCalls: [String] = []
    /// Types a decorator the factory returns wraps: constructed in its arguments (`Logging(Real())`, `Logging(inner:
    /// Real())`) or locals built in the factory and passed to it (`let real = Real(); return Logging(real)`). Their
    /// `Injected`s are made while the factory runs, so they are the registration's dependencies too (the
    /// analyser records them as it sees them created).
    var wrappedTypes: [String] = []
    /// The `#if` branches the call sits in, as (conditional block id, branch index) pairs, outermost first:
    /// two registrations in different branches of one block are never both compiled.
    var conditions: [ConditionBranch]
    /// The innermost block around the call: the token index of its `{` (-1 at the top level) and which
    /// `case` of a `switch` it is in. With `receiver`, what proves two registrations run one after the other
    /// on one container (`if`/`else` branches and `switch` cases are different blocks).
    var block: Int
    var blockCase: Int
    /// The variable the call is made on (`container` in `self.container.register`), "" for an implicit
    /// `self`, or nil when it is an expression the linter does not follow (`make().register`).
    var receiver: String?
    /// The type names a generic parameter (`register(S.self)` in `func provide<S>(…)`) or is `Self`: it registers
    /// nothing specific by itself; calls of the enclosing function (`provide(Store.self) { … }`) do.
    var isGeneric = false
    /// The function the call sits in (for a generic registration: the helper whose calls register).
    var enclosingFunction: String?
    var enclosingTypes: [String] = []
    /// The call is made on a value of this type (see `InjectionFact.receiverType`).
    var receiverType: String?
    /// The byte offset of the loop keyword (`for`, `while`, `repeat`, `forEach`) whose body repeats the call on
    /// a receiver declared outside the loop: each pass replaces the last registration.
    var repeatingLoop: Int?
    /// The factory is an async closure (`{ r async throws in … }`, or one that awaits directly in its body, not in
    /// a block or closure inside it): what it registers must be awaited (`resolveAsync`).
    var isAsync = false
    /// The `scope:` argument as written without spaces (`.singleton`, `Scope.custom("session")`), `.transient` when
    /// the call has none; nil when the call is a helper's (`provide(Store.self)`), whose scope the helper decides.
    /// Only the registration manifest reads it.
    var scope: String?
    /// The factory takes a runtime argument after the resolver (`{ (r, userID: String) in … }`).
    var takesArgument = false
    /// The argument's declared type (`String`), when the closure's signature writes one.
    var argumentType: String?
}

/// A branch of one `#if` block in one file.
struct ConditionBranch: Hashable, Sendable {
    var block: Int
    var branch: Int
    /// The branch's condition is true for the build conditions given (`--define`): it is compiled for certain.
    var isCertain = false
}

/// A class with an inheritance clause: its first inherited type may be a superclass whose `@Injected`
/// members the subclass inherits.
struct ClassFact: Sendable {
    var name: String
    var firstInheritedType: String
}

/// `typealias Name = Type` or `typealias Name<T> = Type<T>`: injecting `Name` is injecting `Type`.
struct TypeAliasFact: Sendable {
    var name: String
    /// The normalised aliased type.
    var target: String
    /// The type the alias is declared in (it applies only there, or when written `Owner.Name`), nil at file level.
    var owner: String?
    /// The alias's generic parameters, substituted by the arguments it is used with.
    var parameters: [String] = []
}

/// One `import` declaration.
struct ImportFact: Sendable {
    /// The first component of the module path (`import struct Foundation.Date` → `Foundation`).
    var module: String
    /// `@_exported import`.
    var isExported: Bool
    var byteOffset: Int
}

/// Everything the rules need from one file, with positions as byte offsets (turned into line and column only
/// for what gets reported).
struct FileFacts: Sendable {
    var injections: [InjectionFact] = []
    var registrations: [RegistrationFact] = []
    var classes: [ClassFact] = []
    var typeAliases: [TypeAliasFact] = []
    var imports: [ImportFact] = []
    /// Declarations that let the rule context read what the calls above leave implicit (see `DeclarationFacts`).
    var declarations = DeclarationFacts()
    /// Byte ranges of comments that start with `inject-lint:`.
    var directiveComments: [Range<Int>] = []
    var problems: [LexProblem] = []
    /// Significant tokens the scanner saw, and the extra token and byte visits its look-aheads made: the fuzz
    /// test checks that work stays proportional to size.
    var tokenCount = 0
    /// The file's size when it was scanned: bytes read again later (see `SourceFile.diskPath`) are checked against it.
    var byteCount = 0
    /// Set when the file's injections, registrations and metatype calls were dropped after its scan because it
    /// imports neither Inject nor a module known to re-export it (see `setAsideDependencyInjection()`).
    var isSetAside = false
    /// Set with `isSetAside` when the dropped injections included `@Injected` or `Injected<T>()`: the file sees an
    /// `Injected` from some module (see `RuleContext.throughUnscannedModule`).
    var setAsideInjectedForms = false
    var lookaheadWork = 0

    /// Whether the file can take part in the dependency-injection rules as far as its own imports tell: it imports
    /// Inject or a module named as re-exporting it, or re-exports something itself (its module may then re-export
    /// Inject). Other files take part only if a re-export found later says so, which is rare.
    func mayTakePart(knownReexporters: [String]) -> Bool {
        imports.contains { $0.isExported || $0.module == "Inject" || knownReexporters.contains($0.module) }
    }

    /// Whether the file declares an `@Injected` property or an `Injected<T>()` constant.
    var usesInjectedForms: Bool {
        injections.contains { $0.form == .wrapper || $0.form == .constant }
    }

    /// Drops what only the dependency-injection rules read (injections, registrations, metatype calls), so a file
    /// of other code costs no memory for them; `Linter.judge` scans the file again if it takes part after all.
    mutating func setAsideDependencyInjection() {
        guard !injections.isEmpty || !registrations.isEmpty || !declarations.metatypeCalls.isEmpty else { return }
        setAsideInjectedForms = usesInjectedForms
        injections = []
        registrations = []
        declarations.metatypeCalls = []
        isSetAside = true
    }
}
