/// The package's declarations (see `DeclarationFacts`), indexed once per run, and what they tell about facts the
/// scanner could only record half-read: the type of an inferred `resolve()`, the literal behind a `name:`
/// constant, what a helper function builds, which calls are another type's own `resolve`/`register`, and which
/// helper calls register.
struct DeclarationIndex {
    private var parametersByTypeAndLabel: [String: [String: [InitializerParameterFact]]] = [:]
    private var returnedTypesByFunction: [String: [String]] = [:]
    private var constantsByQualifiedName: [String: Set<String>] = [:]
    private var constantsByName: [String: Set<String>] = [:]
    private var typesWithOwnMethods: Set<String> = []
    /// Functions that register their generic parameter (`func provide<S>(…) { c.register(S.self) { … } }`), with
    /// the name their registration uses.
    private var genericRegistrationHelpers: [String: NameArgument] = [:]

    init(facts: [FileFacts]) {
        for file in facts {
            let declarations = file.declarations
            for parameter in declarations.initializerParameters {
                parametersByTypeAndLabel[parameter.owner, default: [:]][parameter.label, default: []].append(parameter)
            }
            for function in declarations.functions {
                returnedTypesByFunction[function.name, default: []] += function.returnedTypes
            }
            for constant in declarations.stringConstants {
                if let owner = constant.owner {
                    constantsByQualifiedName[owner + "." + constant.name, default: []].insert(constant.value)
                }
                constantsByName[constant.name, default: []].insert(constant.value)
            }
            typesWithOwnMethods.formUnion(declarations.typesWithOwnResolveOrRegister)
            for registration in file.registrations where registration.isGeneric {
                if let helper = registration.enclosingFunction {
                    genericRegistrationHelpers[helper] = registration.name
                }
            }
        }
    }

    /// The parameter an inferred `resolve()` is passed to, when every `init` of the type agrees on its type.
    func parameter(for site: ArgumentSite) -> InitializerParameterFact? {
        guard let candidates = parametersByTypeAndLabel[site.constructedType]?[site.label],
            let first = candidates.first,
            candidates.allSatisfy({ $0.type == first.type && $0.isOptional == first.isOptional })
        else { return nil }
        return first
    }

    /// The types the functions named `name` return (declared or constructed).
    func returnedTypes(ofFunction name: String) -> [String] {
        returnedTypesByFunction[name] ?? []
    }

    /// A `name:` argument with its constant reference replaced by the constant's literal (or `.dynamic` when
    /// the scanned sources do not say, or say several things).
    func resolved(_ name: NameArgument) -> NameArgument {
        guard case .constant(let path) = name else { return name }
        let components = path.split(separator: ".")
        var values: Set<String>?
        if components.count >= 2 {
            values = constantsByQualifiedName[components.suffix(2).joined(separator: ".")]
        }
        if values == nil, let last = components.last { values = constantsByName[String(last)] }
        guard let values, values.count == 1, let value = values.first else { return .dynamic }
        return .literal(value)
    }

    /// Whether a call on a value of `receiverType` is that type's own method, not this library's.
    func isOwnMethodReceiver(_ receiverType: String?) -> Bool {
        guard let receiverType else { return false }
        return typesWithOwnMethods.contains(receiverType)
    }

    /// The registration a call `helper(T.self …)` makes, when `helper` registers its generic parameter.
    func registration(madeBy call: MetatypeCallFact) -> RegistrationFact? {
        guard let name = genericRegistrationHelpers[call.callee] else { return nil }
        var registration = call.registration
        registration.name = name
        return registration
    }
}
