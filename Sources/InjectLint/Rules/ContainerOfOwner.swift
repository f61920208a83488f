/// Which container an injection resolves from, when one function makes two: an `@Injected` property resolves from
/// the container that built its owner, a `resolve` in a factory from the factory's container. `unregistered` asks
/// it about a service registered only on another container (`other.register(Store.self)` beside
/// `main.register(Sched.self) { Sched() }`), which a single pool of registrations would call registered.
///
/// It judges only what it can read: every registration involved in one function of one file, each on a plain
/// variable. Two names may still be one container (`let b = a`), so the finding is a warning.
struct ContainerOfOwner {
    private let context: RuleContext
    /// Registrations (indices into `context.registrations`) by the type they register or construct.
    private let buildersByType: [String: [Int]]
    /// Each registration's position in `context.registrations`, by its file and its index there (what an
    /// injection's `factory` names).
    private let positionByFactory: [[Int]: Int]

    init(_ context: RuleContext) {
        self.context = context
        var builders: [String: [Int]] = [:]
        var positions: [[Int]: Int] = [:]
        for (index, registration) in context.registrations.enumerated() {
            positions[[registration.file, registration.index]] = index
        }
        positionByFactory = positions
        for (index, registration) in context.registrations.enumerated() where registration.fact.receiver != nil {
            builders[registration.fact.type, default: []].append(index)
            for type in registration.fact.constructedTypes where type != registration.fact.type {
                builders[type, default: []].append(index)
            }
        }
        buildersByType = builders
    }

    /// The container `matching` registrations are all on and the one the injection's owner is built on, with one
    /// of those registrations, when they differ as described above; nil otherwise.
    func onlyOtherContainer(
        of injection: RuleContext.InjectionRef, among matching: [Int]
    ) -> (registered: String, owner: String, registration: Int)? {
        let owners: [Int]
        if let factory = injection.fact.factory {
            owners = positionByFactory[[injection.file, factory]].map { [$0] } ?? []
        } else if let ownerType = injection.fact.ownerType {
            owners = buildersByType[ownerType] ?? []
        } else {
            return nil
        }
        guard let first = owners.first.map({ context.registrations[$0] }), let function = first.fact.enclosingFunction
        else { return nil }
        var ownerContainers: Set<String> = []
        var registeredContainers: Set<String> = []
        for (indices, isOwner) in [(owners, true), (matching, false)] {
            for index in indices {
                let registration = context.registrations[index]
                guard registration.file == first.file, registration.fact.enclosingFunction == function,
                    let receiver = registration.fact.receiver, !receiver.isEmpty
                else { return nil }
                if isOwner { ownerContainers.insert(receiver) } else { registeredContainers.insert(receiver) }
            }
        }
        guard ownerContainers.count == 1, let owner = ownerContainers.first,
            let registered = registeredContainers.first,
            !registeredContainers.contains(owner)
        else { return nil }
        return (registered, owner, matching[0])
    }
}
