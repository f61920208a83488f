/// The package's declarations (see `DeclarationFacts`, and each file's classes and type aliases), indexed once per
/// run, and what they tell about facts the scanner could only record half-read: the type of an inferred `resolve()`,
/// the literal behind a `name:` constant, what a helper function builds, which calls are another type's own
/// `resolve`/`register`, which helper calls register, a class's possible superclass, and what a type alias names.
///
/// Files are folded in one at a time (`add(_:)`, in input order), so a run can drop each file's declarations as
/// soon as they are indexed: the index keeps one entry per distinct declaration, not one per file.
///
/// ```swift
/// var index = DeclarationIndex()
/// for facts in scannedFiles { index.add(facts) }
/// index.parameter(for: ArgumentSite(constructedType: "DiskOutbox", label: "store"))?.type   // "Store"
/// ```
struct DeclarationIndex {
    /// An `init` parameter of a type, by label (`_0`, `_1`, … by position when unlabelled).
    private struct ParameterKey: Hashable {
        var owner: String
        var label: String
    }

    /// The first declaration of each parameter, and whether a later `init` disagrees on its type.
    private struct IndexedParameter {
        var first: InitializerParameterFact
        var isAmbiguous = false

        mutating func note(_ parameter: InitializerParameterFact) {
            if first.type != parameter.type || first.isOptional != parameter.isOptional { isAmbiguous = true }
        }
    }

    private var parameters: [ParameterKey: IndexedParameter] = [:]
    private var returnedTypesByFunction: [String: [String]] = [:]
    private var constantsByQualifiedName: [String: Set<String>] = [:]
    private var constantsByName: [String: Set<String>] = [:]
    /// `static let session = Scope.custom("session")`: the values written, by the constant's name.
    private var scopeConstantsByName: [String: Set<String>] = [:]
    private var typesWithOwnMethods: Set<String> = []
    /// Functions that register their generic parameter (`func provide<S>(…) { c.register(S.self) { … } }`), with
    /// the name their registration uses.
    private var genericRegistrationHelpers: [String: NameArgument] = [:]
    /// Each class's first inherited type (a possible superclass), from its first declaration in input order.
    private(set) var firstInheritedTypeByClass: [String: String] = [:]
    /// Type aliases declared at file level, by name, and inside a type, by `Owner.Name`: the first of each in input
    /// order. Targets are as scanned; `TypeIdentity` drops their module qualifiers once every module is known.
    private(set) var fileLevelAliases: [String: TypeAliasFact] = [:]
    private(set) var nestedAliases: [String: TypeAliasFact] = [:]

    init() {}

    init(facts: [FileFacts]) {
        for file in facts { add(file) }
    }

    /// Indexes one file's declarations (and its generic registrations); files are added in input order.
    mutating func add(_ file: FileFacts) {
        let declarations = file.declarations
        // One dictionary access per fact (the `default:` subscript inserts and updates in one): in a debug build
        // each access is generic code, and most facts are new.
        for parameter in declarations.initializerParameters {
            let key = ParameterKey(owner: parameter.owner, label: parameter.label)
            parameters[key, default: IndexedParameter(first: parameter)].note(parameter)
        }
        for function in declarations.functions where !function.returnedTypes.isEmpty {
            // Each type once: the same function declared in many files (or the same file linted twice over) must
            // not grow the index.
            DeclarationIndex.appendNew(function.returnedTypes, to: &returnedTypesByFunction[function.name, default: []])
        }
        for constant in declarations.stringConstants {
            if let owner = constant.owner {
                constantsByQualifiedName[owner + "." + constant.name, default: []].insert(constant.value)
            }
            constantsByName[constant.name, default: []].insert(constant.value)
        }
        for constant in declarations.scopeConstants {
            scopeConstantsByName[constant.name, default: []].insert(constant.value)
        }
        typesWithOwnMethods.formUnion(declarations.typesWithOwnResolveOrRegister)
        for registration in file.registrations where registration.isGeneric {
            if let helper = registration.enclosingFunction {
                genericRegistrationHelpers[helper] = registration.name
            }
        }
        for declaration in file.classes where firstInheritedTypeByClass[declaration.name] == nil {
            firstInheritedTypeByClass[declaration.name] = declaration.firstInheritedType
        }
        for alias in file.typeAliases {
            if let owner = alias.owner {
                if nestedAliases[owner + "." + alias.name] == nil { nestedAliases[owner + "." + alias.name] = alias }
            } else if fileLevelAliases[alias.name] == nil {
                fileLevelAliases[alias.name] = alias
            }
        }
    }

    /// Adds each of `types` to `list` unless it is there already (by index: `contains` is generic code).
    private static func appendNew(_ types: [String], to list: inout [String]) {
        for type in types {
            var index = 0
            while index < list.count && list[index] != type { index += 1 }
            if index == list.count { list.append(type) }
        }
    }

    /// The parameter an inferred `resolve()` is passed to, when every `init` of the type agrees on its type.
    func parameter(for site: ArgumentSite) -> InitializerParameterFact? {
        guard let indexed = parameters[ParameterKey(owner: site.constructedType, label: site.label)],
            !indexed.isAmbiguous
        else { return nil }
        return indexed.first
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

    /// The value of the scope constant `name` (`.custom("session")` for `session`), when the scanned sources declare
    /// exactly one.
    func scopeConstant(named name: String) -> String? {
        guard let values = scopeConstantsByName[name], values.count == 1 else { return nil }
        return values.first
    }

    /// Whether a call on a value of `receiverType` is that type's own method, not this library's.
    func isOwnMethodReceiver(_ receiverType: String?) -> Bool {
        guard let receiverType else { return false }
        return typesWithOwnMethods.contains(receiverType)
    }

    /// The registration a call `helper(T.self …)` makes, when `helper` registers its generic parameter.
    func registration(madeBy call: MetatypeCallFact) -> RegistrationFact? {
        guard let name = genericRegistrationHelpers[call.callee] else { return nil }
        return call.registration(named: name)
    }
}
