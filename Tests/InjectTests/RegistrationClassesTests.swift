import Testing

@testable import Inject

/// Registering many service types in many containers: the registration class Inject remembers for a service type
/// (`RegistrationClasses`) is that type's own, however many types there are and however many tasks register at
/// once.
@Suite struct RegistrationClassesTests {
    /// One distinct service type per nesting level: `Layer<Seed>`, `Layer<Layer<Seed>>`, …
    struct Layer<Inner>: Sendable {}
    struct Seed: Sendable {}

    /// More types than the table's first array holds, so it grows while it is read.
    static let depth = 150

    @Test func eachServiceTypeGetsItsOwnRegistrationClassTheFirstTimeAndAfter() {
        #expect(Self.sameClasses(Seed.self, remaining: Self.depth) == Self.depth + 1)
        #expect(Self.sameClasses(Seed.self, remaining: Self.depth) == Self.depth + 1)
    }

    @Test func containersRegisteringTheSameTypesFromManyTasksEachBuildWhatWasAsked() async {
        let built = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let container = Container()
                    Self.registerLayers(Seed.self, remaining: Self.depth, in: container)
                    let report = container.validate()
                    #expect(report.findings.isEmpty)
                    return Self.resolvedLayers(Seed.self, remaining: Self.depth, from: container)
                }
            }
            return await group.reduce(0, +)
        }
        #expect(built == 8 * (Self.depth + 1))
    }

    /// How many of `Layer<T>` and its `remaining` wrappers are remembered with their own registration class.
    private static func sameClasses<T>(_ type: T.Type, remaining: Int) -> Int {
        let remembered = RegistrationClasses.typedRegistration(of: Layer<T>.self)
        let same = ObjectIdentifier(remembered) == ObjectIdentifier(TypedRegistration<Layer<T>>.self) ? 1 : 0
        return remaining == 0 ? same : same + sameClasses(Layer<T>.self, remaining: remaining - 1)
    }

    private static func registerLayers<T: Sendable>(_ type: T.Type, remaining: Int, in container: Container) {
        container.register(Layer<T>.self, scope: .singleton) { Layer<T>() }
        if remaining > 0 { registerLayers(Layer<T>.self, remaining: remaining - 1, in: container) }
    }

    /// How many of `Layer<T>` and its `remaining` wrappers resolve to a value of exactly their type.
    private static func resolvedLayers<T: Sendable>(_ type: T.Type, remaining: Int, from container: Container) -> Int {
        let resolved: Any = container.resolve(Layer<T>.self)
        let right = Swift.type(of: resolved) == Layer<T>.self ? 1 : 0
        return remaining == 0 ? right : right + resolvedLayers(Layer<T>.self, remaining: remaining - 1, from: container)
    }
}
