/// The stored injected members of each type declared in the scanned files, including those inherited from
/// superclasses declared there too, the way `Mirror` (and so the start-up analyser) sees them.
struct MemberIndex {
    private var membersByType: [String: [RuleContext.InjectionRef]] = [:]
    private var superclassByClass: [String: String] = [:]

    /// `withSuperclasses` false leaves the superclass table empty (`superclass(of:)` answers nil): the table reads every
    /// class of the package, and a graph that builds no type never asks it.
    init(context: RuleContext, withSuperclasses: Bool = true) {
        for injection in context.injections where injection.fact.isMember {
            guard let owner = injection.fact.ownerType,
                injection.fact.form == .wrapper || injection.fact.form == .constant
            else { continue }
            membersByType[owner, default: []].append(injection)
        }
        guard withSuperclasses else { return }
        superclassByClass = context.declarations.firstInheritedTypeByClass.mapValues(MemberIndex.declaredName)
    }

    /// The name a type is declared under: `ListModel<Mail>` → `ListModel`, `Kit.Base` → `Base` (members are
    /// recorded under their owner's own name).
    static func declaredName(of type: String) -> String {
        let withoutArguments = type.prefix { $0 != "<" }
        return String(withoutArguments.split(separator: ".").last ?? withoutArguments)
    }

    /// `type`'s injected members, then its superclass's, and so on up the chain (a loop in broken code stops).
    func injectedMembers(of type: String) -> [RuleContext.InjectionRef] {
        var result: [RuleContext.InjectionRef] = []
        var visited: Set<String> = []
        var current: String? = MemberIndex.declaredName(of: type)
        while let name = current, visited.insert(name).inserted {
            result += membersByType[name] ?? []
            current = superclassByClass[name]
        }
        return result
    }

    /// `type`'s own stored injected members, without inherited ones.
    func directMembers(of type: String) -> [RuleContext.InjectionRef] {
        membersByType[type] ?? []
    }

    /// The first inherited type of class `type`, which may be its superclass (nil for non-classes).
    func superclass(of type: String) -> String? {
        superclassByClass[type]
    }
}
