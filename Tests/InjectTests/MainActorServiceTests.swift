import Inject
import Testing

/// A SwiftUI-style view model: main-actor isolated, built on the main actor.
@MainActor final class ProfileModel {
    let store: any Store
    init(store: any Store) {
        // Traps if the factory ever ran anywhere else.
        MainActor.preconditionIsolated()
        self.store = store
    }
}

/// A main-actor type holding the model the way a view does.
@MainActor final class ProfileScreen {
    @Injected var model: ProfileModel
}

@Suite struct MainActorServiceTests {
    static func container(scope: Scope = .transient, built: Counter = Counter()) -> Container {
        let container = Container()
        container.register(Store.self) { MemoryStore() }
        container.register(ProfileModel.self, isolation: MainActor.shared, scope: scope) { r in
            built.increment()
            return ProfileModel(store: r.resolve())
        }
        return container
    }

    @MainActor @Test func resolvesSynchronouslyFromMainActorCode() {
        let container = Self.container()
        let model = container.resolve(ProfileModel.self)
        #expect(model.store.label == "memory")
    }

    @MainActor @Test func injectedPropertyOfAMainActorTypeResolvesWithoutAwait() {
        let container = Self.container()
        Container.withDefault(container) {
            let screen = ProfileScreen()
            #expect(screen.model.store.label == "memory")
        }
    }

    @MainActor @Test func mainActorSingletonIsBuiltOnce() {
        let built = Counter()
        let container = Self.container(scope: .singleton, built: built)
        let first = container.resolve(ProfileModel.self)
        let second = container.resolve(ProfileModel.self)
        #expect(first === second)
        #expect(built.count == 1)
    }

    @Test func resolveAsyncHopsToTheMainActorFromAnywhere() async throws {
        let container = Self.container(scope: .singleton)
        // A detached task is certainly not on the main actor; the model's init checks where it runs.
        let (first, second) = try await Task.detached {
            (try await container.resolveAsync(ProfileModel.self), try await container.resolveAsync(ProfileModel.self))
        }.value
        #expect(first === second)
    }

    @Test func tryResolveOffTheMainActorThrowsAndSaysHowToFix() async throws {
        let container = Container()
        container.register(
            ProfileModel.self, isolation: MainActor.shared, fileID: "App/Composition.swift", line: 12, column: 5
        ) { ProfileModel(store: MemoryStore()) }
        let outcome = await Task.detached {
            Result { () throws(ResolutionError) in try container.tryResolve(ProfileModel.self) }
        }
        .value
        let error: ResolutionError? =
            switch outcome {
            case .success: nil
            case .failure(let error): error
            }
        let expected = ResolutionError.offMainActor(
            service: "ProfileModel", name: nil,
            registeredAt: CodeLocation(fileID: "App/Composition.swift", line: 12, column: 5), injectedAt: nil)
        #expect(error == expected)
        #expect(
            error?.message == """
                App/Composition.swift:12:5: error: 'ProfileModel' is registered on the main actor but was resolved \
                off it; resolve it from @MainActor code, or hop with 'try await \
                container.resolveAsync(ProfileModel.self)' [off-main-actor]
                """)
    }

    @Test func resolvingOffTheMainActorStopsNamingTheRegistrationAndTheFix() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(ProfileModel.self, isolation: MainActor.shared) { ProfileModel(store: MemoryStore()) }
            _ = await Task.detached { container.resolve(ProfileModel.self) }.value
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(stderr.contains("'ProfileModel' is registered on the main actor but was resolved off it"))
            #expect(stderr.contains("InjectTests/MainActorServiceTests.swift:"))
        }
    }
}
