/// A random dependency-injection program for the differential test: services in a graph whose strongly connected
/// components are exactly the generated cycles (length 1–5), with forward (acyclic) edges between them, missing
/// services, named registrations, optional and constant-form injections, constructor injection and duplicate
/// registrations, and async factories (asked for with `try await r.resolveAsync(…)`, or synchronously by a stored
/// injection, which both tools report as `requires-await`), scopes (`.singleton`, `.custom("session")`, `.weak`,
/// `.graph`: a singleton needing one of the last three, directly or through transients, is a `lifetime` finding),
/// and services whose factories take a runtime argument, asked for with the right argument, a wrong one
/// (`argument-mismatch`), none, or by `@Injected` (`argument-required`). Every type is prefixed `P<index>`, so many
/// programs share one module without meeting.
struct DifferentialProgram {
    /// How a service's implementation holds its injections.
    enum Holder: CaseIterable {
        /// A struct with `@Injected` properties.
        case wrapper
        /// A checked-`Sendable` final class with `let x = Injected<T>()` constants.
        case constant
    }

    /// How one dependency is asked for.
    enum Form: CaseIterable {
        /// A stored injection in the implementation (`@Injected` or `Injected<T>()`, as the holder does).
        case member
        /// `r.resolve(T.self)` in the factory, passed to the implementation's initialiser (or `r.resolve()`, the
        /// type inferred from the initialiser's parameter: see `Dependency.isInferred`).
        case constructor
    }

    /// How an asker (a service of its own, that nothing else needs) asks for a service whose factory takes a runtime
    /// argument, and what both tools must then say.
    enum ArgumentRequest: CaseIterable {
        /// `r.resolve(T.self, argument: "x")`: nothing to report.
        case matching
        /// `r.resolve(T.self, argument: 1)` against a factory taking a `String`: `argument-mismatch`.
        case wrongType
        /// `r.resolve(T.self)`: `argument-required`.
        case missing
        /// `@Injected var a: T`: `argument-required`.
        case injected
    }

    struct Service {
        var holder: Holder
        /// The registration name, or nil.
        var name: String?
        /// Registered twice in a row (a duplicate the analyser warns about; the verdicts must not change).
        var isDuplicated: Bool
        /// Registered with an async factory (`{ r async throws in … }`), which awaits each constructor injection.
        var isAsync: Bool
        /// The registration's scope as written (`, scope: .singleton`, `, scope: .custom("session")`), or "".
        var scope = ""
    }

    struct Dependency {
        var from: Int
        /// A service index, or `services.count + k` for the k-th missing type.
        var to: Int
        var form: Form
        /// The name used; nil is unnamed. A name different from the registration's makes the dependency missing.
        var name: String?
        var isOptional: Bool
        /// For a constructor injection: written `r.resolve()` (or `r.resolve(name: "n")`), the type inferred from
        /// the initialiser's parameter, as the README shows, instead of `r.resolve(T.self)`.
        var isInferred = false
        /// For a constructor injection in an async factory: `try await r.resolveAsync(…)` instead of `r.resolve(…)`.
        var isAwaited = false
    }

    let index: Int
    var services: [Service] = []
    var missingCount = 0
    var dependencies: [Dependency] = []
    /// Services whose factories take a `String` argument (`P<index>A<k>`), each asked for by one asker
    /// (`P<index>Q<k>`) in one of the ways above, or by none (`nil`: the analyser names it not run).
    var argumentRequests: [ArgumentRequest?] = []

    init(index: Int, random: inout SplitMix64) {
        self.index = index
        let count = Int.random(in: 2...9, using: &random)
        missingCount = Int.random(in: 0...2, using: &random)
        for _ in 0..<count {
            services.append(
                Service(
                    holder: Holder.allCases.randomElement(using: &random)!,
                    name: Int.random(in: 0..<4, using: &random) == 0 ? "n\(services.count)" : nil,
                    isDuplicated: Int.random(in: 0..<8, using: &random) == 0,
                    isAsync: Int.random(in: 0..<5, using: &random) == 0))
        }
        // Scopes change no other verdict (singletons and custom scopes are built once, in any order), and make
        // `lifetime` findings: a singleton needing a session-scoped, weak or graph service, directly or through the
        // transients (half the services) between them.
        for offset in services.indices where !services[offset].isAsync {
            services[offset].scope = [
                "", "", "", ", scope: .singleton", ", scope: .singleton", ", scope: .custom(\"session\")",
                ", scope: .weak", ", scope: .graph",
            ].randomElement(using: &random)!
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            argumentRequests.append(
                Int.random(in: 0..<5, using: &random) == 0
                    ? nil : ArgumentRequest.allCases.randomElement(using: &random)!)
        }
        // Blocks of consecutive services: a cycle (1–5 long) or a single service; edges between blocks go forward.
        // A cycle of constructor injections can never be built, so the analyser cannot see past it: its services
        // get no other dependencies, and nothing injects them through a constructor.
        var blocks: [Range<Int>] = []
        var unbuildable: Set<Int> = []
        var start = 0
        while start < count {
            let makesCycle = Int.random(in: 0..<3, using: &random) == 0
            let length = makesCycle ? min(count - start, Int.random(in: 1...5, using: &random)) : 1
            blocks.append(start..<start + length)
            if makesCycle {
                let byConstructor = Bool.random(using: &random)
                if byConstructor {
                    unbuildable.formUnion(start..<start + length)
                    // Every factory of a constructor cycle is async or none is: a synchronous factory cannot ask for
                    // an async service (it would be refused before the cycle is seen).
                    let isAsync = services[start].isAsync
                    for offset in start..<start + length { services[offset].isAsync = isAsync }
                }
                for offset in 0..<length {
                    addDependency(
                        from: start + offset, to: start + (offset + 1) % length, &random,
                        form: byConstructor ? .constructor : .member)
                }
            }
            start += length
        }
        for (position, block) in blocks.enumerated() {
            for later in blocks.dropFirst(position + 1) where Int.random(in: 0..<3, using: &random) == 0 {
                let from = block.randomElement(using: &random)!
                let to = later.randomElement(using: &random)!
                guard !unbuildable.contains(from) else { continue }
                addDependency(from: from, to: to, &random, form: unbuildable.contains(to) ? .member : nil)
            }
        }
        let builders = (0..<count).filter { !unbuildable.contains($0) }
        for missing in 0..<missingCount {
            guard let from = builders.randomElement(using: &random) else { break }
            addDependency(from: from, to: count + missing, &random)
        }
        // Optional injections (never a cycle, never missing), of anything, backwards included.
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            guard let from = builders.randomElement(using: &random), services[from].holder == .wrapper else { continue }
            let to = Int.random(in: 0..<(count + missingCount), using: &random)
            dependencies.append(Dependency(from: from, to: to, form: .member, name: nameOf(to), isOptional: true))
        }
    }

    /// Adds a required dependency; `form` forces how it is asked for (else random, but always a stored injection
    /// when the dependency is missing: a factory that resolves a missing service cannot build its instance, so
    /// the analyser never sees that instance's members, while the linter does).
    private mutating func addDependency(from: Int, to: Int, _ random: inout SplitMix64, form forced: Form? = nil) {
        var name = nameOf(to)
        // Now and then ask for a name the service is not registered under: a missing registration.
        if forced != .constructor, to < services.count, Int.random(in: 0..<12, using: &random) == 0 {
            name = name == nil ? "other" : nil
        }
        let isMissing = to >= services.count || name != nameOf(to)
        // A synchronous factory asking for an async service is refused, so the analyser would never see the
        // instance's members: such a request is made by a stored injection (reported at the property) instead.
        let isRefusedByConstructor = !isMissing && services[to].isAsync && !services[from].isAsync
        let form =
            isMissing || isRefusedByConstructor ? .member : (forced ?? Form.allCases.randomElement(using: &random)!)
        var dependency = Dependency(from: from, to: to, form: form, name: name, isOptional: false)
        dependency.isInferred = form == .constructor && Bool.random(using: &random)
        // An async factory awaits what is async and, now and then, what is not (`resolveAsync` of a synchronous
        // service is fine).
        dependency.isAwaited =
            form == .constructor && services[from].isAsync && (services[to].isAsync || Bool.random(using: &random))
        dependencies.append(dependency)
    }

    private func nameOf(_ target: Int) -> String? {
        target < services.count ? services[target].name : nil
    }

    func typeName(_ target: Int) -> String {
        target < services.count ? "P\(index)S\(target)" : "P\(index)M\(target - services.count)"
    }
}
