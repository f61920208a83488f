/// Declarations one file makes that explain calls in any file: what an `init` takes, what a helper function
/// builds, what a string constant holds, which types have a `resolve` or `register` of their own.
///
/// The scanner records them as it passes; the rule context indexes them across the package (see
/// `DeclarationIndex`) and uses them to fill in what a call leaves implicit:
///
/// ```swift
/// struct DiskOutbox { init(store: Store) { … } }          // initializer: DiskOutbox(store: Store)
/// c.register(Outbox.self) { r in DiskOutbox(store: r.resolve()) }   // so this resolve asks for Store
/// ```
struct DeclarationFacts: Sendable {
    /// Parameters of `init` declarations, and the stored properties of structs (their memberwise `init`).
    var initializerParameters: [InitializerParameterFact] = []
    /// Functions (and computed properties) with what they return.
    var functions: [FunctionFact] = []
    /// `static let name = "literal"` and file-level `let name = "literal"`.
    var stringConstants: [StringConstantFact] = []
    /// `static let session = Scope.custom("session")`: what a registration's `scope: .session` is (the value as
    /// written, without spaces).
    var scopeConstants: [StringConstantFact] = []
    /// Types (and extensions) that declare a method named `resolve`, `tryResolve`, `resolveIfRegistered` or
    /// `register` themselves: a call on one of them is that type's own method, not this library's.
    var typesWithOwnResolveOrRegister: [String] = []
    /// Calls `helper(T.self, …)`: a registration when `helper` registers its generic parameter.
    var metatypeCalls: [MetatypeCallFact] = []
}

/// One parameter of an `init`: `init(store: Store)` gives label `store`; `init(_ store: Store)` gives `_0` (the
/// position, as an unlabelled argument is matched). A struct's stored property is a parameter of its memberwise
/// `init`.
struct InitializerParameterFact: Sendable {
    /// The type the `init` belongs to (the innermost type or extension around it).
    var owner: String
    var label: String
    /// The normalised parameter type.
    var type: String
    var isOptional: Bool
    /// The type mentions a generic parameter in scope (`init(store: S)` in `struct Box<S>`).
    var isGeneric: Bool
}

/// A function and the concrete types it returns: its declared return type and the types its `return`s (or
/// single expression) construct. A factory that calls it builds what it returns.
struct FunctionFact: Sendable {
    var name: String
    var returnedTypes: [String]
}

/// A string constant a `name:` argument may refer to.
struct StringConstantFact: Sendable {
    /// The enclosing type, nil at file level.
    var owner: String?
    var name: String
    var value: String
}

/// `helper(T.self …)` (a call of a lowercase function with a metatype as its first argument): the registration
/// it would be, kept until the rule context knows which functions register their generic parameter.
///
/// Only what that registration needs is kept: real code makes thousands of such calls (`decode(T.self, from:)`)
/// and almost none of them register.
struct MetatypeCallFact: Sendable {
    var callee: String
    var type: String
    var byteOffset: Int
    var conditions: [ConditionBranch]
    var block: Int
    var blockCase: Int
    var receiver: String?

    /// The registration the call makes when `callee` registers its generic parameter under `name`.
    func registration(named name: NameArgument) -> RegistrationFact {
        RegistrationFact(
            type: type, name: name, byteOffset: byteOffset, constructedTypes: [], conditions: conditions, block: block,
            blockCase: blockCase, receiver: receiver)
    }
}
