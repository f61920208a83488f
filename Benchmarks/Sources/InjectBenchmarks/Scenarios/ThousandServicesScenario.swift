import Dependencies
import Inject
import Swinject

/// (e) Registering and resolving 1,000 distinct services: a new container, 1,000 registrations, then one
/// resolution of each. The figure is per service (the whole operation divided by 1,000).
///
/// The types are 1,000 distinct empty final classes written by `Scripts/generate-services.swift`. The
/// libraries register and resolve them through generic helpers opened from a table of metatypes; a call
/// into a library's generic `register`/`resolve` from another module runs its unspecialised code either
/// way, so this costs what 1,000 hand-written lines would. Hand calls the 1,000 initialisers directly.
///
/// - Inject: a new `Container`, 1,000 `.transient` registrations, 1,000 `resolve`s;
/// - Swinject: a new `Container`, 1,000 `.transient` registrations, 1,000 `resolve`s;
/// - swift-dependencies: `withDependencies` stores 1,000 values by type, then 1,000 `@Dependency` reads.
enum ThousandServicesScenario {
    static func run(_ harness: Harness) -> ResultRow {
        var slow = harness
        slow.batchDuration = .milliseconds(10)
        slow.samples = 15
        slow.budget = .seconds(10)
        return ResultRow.measured(
            "e. register + resolve 1,000 types (per type)",
            slow,
            divisor: Double(generatedServiceTypes.count),
            hand: handBatch(),
            inject: injectBatch(),
            swinject: Harness.timed { iterations in
                for _ in 0..<iterations { registerAndResolveWithSwinject() }
            },
            dependencies: Harness.timed { iterations in
                for _ in 0..<iterations { storeAndReadWithDependencies() }
            }
        )
    }

    /// Hand-written code: the 1,000 initialisers called directly.
    static func handBatch() -> Harness.TimedBatch {
        Harness.timed { iterations in
            for _ in 0..<iterations { constructGeneratedServicesByHand() }
        }
    }

    /// Inject: a new container, 1,000 registrations and 1,000 resolutions per iteration.
    static func injectBatch() -> Harness.TimedBatch {
        Harness.timed { iterations in
            for _ in 0..<iterations { registerAndResolveWithInject() }
        }
    }

    private static func registerAndResolveWithInject() {
        let container = Inject.Container()
        for type in generatedServiceTypes { register(type, in: container) }
        for type in generatedServiceTypes { resolve(type, from: container) }
    }

    private static func register<Service: GeneratedService>(_ type: Service.Type, in container: Inject.Container) {
        container.register(Service.self) { Service() }
    }

    private static func resolve<Service: GeneratedService>(_ type: Service.Type, from container: Inject.Container) {
        blackHole(container.resolve(Service.self))
    }

    static func registerAndResolveWithSwinject() {
        let container = Swinject.Container()
        for type in generatedServiceTypes { register(type, in: container) }
        for type in generatedServiceTypes { resolve(type, from: container) }
    }

    private static func register<Service: GeneratedService>(_ type: Service.Type, in container: Swinject.Container) {
        container.register(Service.self) { _ in Service() }.inObjectScope(.transient)
    }

    private static func resolve<Service: GeneratedService>(_ type: Service.Type, from container: Swinject.Container) {
        blackHole(container.resolve(Service.self)!)
    }

    static func storeAndReadWithDependencies() {
        withDependencies { values in
            for type in generatedServiceTypes { store(type, in: &values) }
        } operation: {
            for type in generatedServiceTypes { read(type) }
        }
    }

    private static func store<Service: GeneratedService>(_ type: Service.Type, in values: inout DependencyValues) {
        values[Service.self] = Service()
    }

    private static func read<Service: GeneratedService>(_ type: Service.Type) {
        @Dependency(Service.self) var service
        blackHole(service)
    }
}
