import Inject
import Testing

@Suite struct InjectedTests {
    struct Report: Sendable {
        @Injected var store: any Store
        @Injected(name: "archive") var archive: any Store
        @Injected var analytics: (any Analytics)?
    }

    final class Mailer: Sendable {
        let store = Injected<any Store>()
    }

    @Test func resolvesLazilyOnFirstAccessAndThenKeepsTheValue() {
        let built = Counter()
        let container = Container()
        container.register(Store.self) {
            built.increment()
            return MemoryStore(label: "lazy")
        }
        container.register(Report.self) { Report() }
        let report = container.resolve(Report.self)
        #expect(built.count == 0)
        #expect(report.store.label == "lazy")
        #expect(report.store.label == "lazy")
        #expect(built.count == 1)
    }

    @Test func namedAndOptionalFormsResolveTheirOwnRegistrations() {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "main") }
        container.register(Store.self, name: "archive") { MemoryStore(label: "archive") }
        container.register(Report.self) { Report() }
        let report = container.resolve(Report.self)
        #expect(report.store.label == "main")
        #expect(report.archive.label == "archive")
        #expect(report.analytics == nil)

        container.register(Analytics.self) { CountingAnalytics() }
        #expect(container.resolve(Report.self).analytics is CountingAnalytics)
    }

    @Test func resolvesFromTheContainerThatCreatedTheOwnerNotTheDefault() {
        let production = Container()
        production.register(Store.self) { MemoryStore(label: "production") }
        production.register(Report.self) { Report() }
        let other = Container()
        other.register(Store.self) { MemoryStore(label: "other") }

        let report = production.resolve(Report.self)
        Container.withDefault(other) {
            #expect(report.store.label == "production")
        }
    }

    @Test func objectsMadeOutsideAnyContainerUseTheDefaultOfTheirTask() {
        let test = Container()
        test.register(Store.self) { MemoryStore(label: "task default") }
        let mailer = Container.withDefault(test) { Mailer() }
        #expect(mailer.store().label == "task default")
        #expect(mailer.store.wrappedValue.label == "task default")
    }

    @Test func anObjectBuiltInsideAnotherFactoryCapturesThatFactorysContainer() {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "nested") }
        container.register(Mailer.self) { Mailer() }
        container.register(Repository.self) { r in
            let mailer: Mailer = r.resolve()
            return StoreRepository(store: mailer.store())
        }
        let other = Container()
        let repository = Container.withDefault(other) { container.resolve(Repository.self) }
        #expect(repository.store.label == "nested")
    }

    @Test func copiesOfAStructShareOneResolution() {
        let built = Counter()
        let container = Container()
        container.register(Store.self) {
            built.increment()
            return MemoryStore()
        }
        container.register(Report.self) { Report() }
        let original = container.resolve(Report.self)
        let copy = original
        _ = copy.store
        _ = original.store
        #expect(built.count == 1)
    }

    @Test func mirrorShowsTheDependencyTypeNameAndDeclaration() {
        let injected = Injected<any Store>(name: "archive", fileID: "App/Report.swift", line: 3, column: 5)
        let children = Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: injected).children.map { ($0.label!, "\($0.value)") })
        #expect(children["service"] == "Store")
        #expect(children["name"] == "Optional(\"archive\")")
        #expect(children["declaredAt"] == "App/Report.swift:3:5")
    }

    @Test func theDeclarationsLocationIsCaptured() {
        let line = #line + 1
        let injected = Injected<any Store>()
        let location = Mirror(reflecting: injected).descendant("declaredAt") as? CodeLocation
        #expect(location?.fileID == #fileID)
        #expect(location?.line == line)
    }
}
