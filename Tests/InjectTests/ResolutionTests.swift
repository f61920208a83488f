import Inject
import Testing

@Suite struct ResolutionTests {
    @Test func resolvesAThreeLevelGraphThroughConstructorInjection() {
        let container = Container()
        registerThreeLevels(in: container)
        let service = container.resolve(Service.self)
        #expect(service.repository.store.label == "memory")
    }

    @Test func typeCanBeInferredFromTheAnnotation() {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "inferred") }
        let store: any Store = container.resolve()
        #expect(store.label == "inferred")
    }

    @Test func namedRegistrationsAreSeparateFromTheUnnamedOne() {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "main") }
        container.register(Store.self, name: "archive") { MemoryStore(label: "archive") }
        #expect(container.resolve(Store.self).label == "main")
        #expect(container.resolve(Store.self, name: "archive").label == "archive")
        let resolver: any Resolver = container
        let archive: any Store = resolver.resolve(name: "archive")
        #expect(archive.label == "archive")
    }

    @Test func reRegisteringAKeyReplacesIt() {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "first") }
        container.register(Store.self) { MemoryStore(label: "second") }
        #expect(container.resolve(Store.self).label == "second")
    }

    @Test func resolveIfRegisteredIsNilOnlyWhenUnregistered() {
        let container = Container()
        #expect(container.resolveIfRegistered(Analytics.self) == nil)
        container.register(Analytics.self) { CountingAnalytics() }
        #expect(container.resolveIfRegistered(Analytics.self) is CountingAnalytics)
        #expect(container.resolveIfRegistered(Analytics.self, name: "other") == nil)
    }

    @Test func tryResolveThrowsUnregisteredWithTheTypeTheNameAndHowToRegister() {
        let container = Container()
        #expect(throws: ResolutionError.self) { try container.tryResolve(Store.self, name: "archive") }
        do {
            _ = try container.tryResolve(Store.self, name: "archive")
        } catch {
            #expect(
                error.message
                    == "error: 'Store (name: \"archive\")' is not registered; register it before resolving: container.register(Store.self, name: \"archive\") { … } [unregistered]"
            )
        }
    }

    @Test func aMissingDependencyInsideAFactoryNamesTheServiceThatAskedAndThePath() {
        let container = Container()
        container.register(Repository.self) { r in
            StoreRepository(store: (try? r.tryResolve(Store.self)) ?? MemoryStore(label: "fallback"))
        }
        container.register(Service.self) { r in RepositoryService(repository: r.resolve()) }
        #expect(container.resolve(Service.self).repository.store.label == "fallback")
        do {
            container.register(Repository.self, line: 100, column: 9) { r in
                StoreRepository(store: try! r.tryResolve(Store.self))
            }
            _ = try container.tryResolve(Store.self)
        } catch {
            if case .unregistered(let service, let name, let requestedBy, _, let path) = error {
                #expect(service == "Store")
                #expect(name == nil)
                #expect(requestedBy == nil)
                #expect(path.map(\.service) == ["Store"])
            } else {
                Issue.record("expected .unregistered, got \(error)")
            }
        }
    }
}
