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

    @Test func valueTypesAndGenericServicesResolveByTheirExactType() {
        let container = Container()
        container.register(Int.self) { 42 }
        container.register([String].self) { ["a", "b"] }
        container.register(Array<Int>.self) { [1] }
        #expect(container.resolve(Int.self) == 42)
        #expect(container.resolve([String].self) == ["a", "b"])
        #expect(container.resolve([Int].self) == [1])
        #expect(container.resolveIfRegistered([Double].self) == nil)
    }

    @Test func reRegisteringAKeyReplacesIt() {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "first") }
        container.register(Store.self) { MemoryStore(label: "second") }
        #expect(container.resolve(Store.self).label == "second")
    }

    @Test func manyRegistrationsStayFindableAsTheTableGrows() {
        let container = Container()
        for index in 0..<2_000 { container.register(Int.self, name: "n\(index)") { index } }
        for index in stride(from: 0, to: 2_000, by: 7) {
            #expect(container.resolve(Int.self, name: "n\(index)") == index)
        }
        #expect(container.isRegistered(Int.self, name: "n1999"))
        #expect(!container.isRegistered(Int.self, name: "n2000"))
    }

    @Test func resolveIfRegisteredIsNilOnlyWhenUnregistered() {
        let container = Container()
        #expect(container.resolveIfRegistered(Analytics.self) == nil)
        container.register(Analytics.self) { CountingAnalytics() }
        #expect(container.resolveIfRegistered(Analytics.self) is CountingAnalytics)
        #expect(container.resolveIfRegistered(Analytics.self, name: "other") == nil)
    }

    @Test func tryResolveThrowsUnregisteredWithTheTypeTheNameAndHowToRegister() throws {
        let container = Container()
        let error = try #require(throws: ResolutionError.self) { try container.tryResolve(Store.self, name: "archive") }
        #expect(
            error.message
                == "error: 'Store' named \"archive\" is not registered; register it before resolving: container.register(Store.self, name: \"archive\") { … } [unregistered]"
        )
    }

    @Test func aMissingDependencyOfAFactoryNamesTheServiceThatAskedAndThePath() throws {
        let container = Container()
        let seen = Recorder<ResolutionError>()
        container.register(Repository.self, fileID: "App/Wiring.swift", line: 7, column: 5) { r in
            do throws(ResolutionError) {
                return StoreRepository(store: try r.tryResolve(Store.self))
            } catch {
                seen.append(error)
                return StoreRepository(store: MemoryStore(label: "fallback"))
            }
        }
        #expect(container.resolve(Repository.self).store.label == "fallback")
        let error = try #require(seen.values.first)
        guard case .unregistered(let service, let name, let requestedBy, _, let path) = error else {
            Issue.record("expected .unregistered, got \(error)")
            return
        }
        #expect(service == "Store")
        #expect(name == nil)
        #expect(requestedBy == "Repository")
        #expect(path.map(\.service) == ["Repository", "Store"])
        #expect(error.diagnostic.location == CodeLocation(fileID: "App/Wiring.swift", line: 7, column: 5))
    }
}
