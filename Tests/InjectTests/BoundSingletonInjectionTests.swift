import Inject
import Testing

/// An `@Injected` property of a singleton the container has already built is bound to it when its owner is made,
/// and owners declared at the same place share what they keep: these tests hold that to the lazy property's
/// behaviour (same instance, reports, analysis) and to the lifetimes it promises.
@Suite struct BoundSingletonInjectionTests {
    struct Report: Sendable {
        @Injected var store: any Store
    }

    struct Audit: Sendable {
        @Injected var store: any Store
    }

    @Test func ownersMadeAfterTheSingletonIsBuiltReadThatSingletonWithoutRunningAFactory() {
        let built = Counter()
        let container = Container()
        container.register(Store.self, scope: .singleton) {
            built.increment()
            return MemoryStore(label: "shared")
        }
        container.register(Report.self) { Report() }
        let singleton = container.resolve(Store.self)
        let reports = (0..<100).map { _ in container.resolve(Report.self) }
        #expect(reports.allSatisfy { $0.store as AnyObject === singleton as AnyObject })
        #expect(built.count == 1)
    }

    @Test func eachDeclarationReportsItsOwnNameAndPlace() {
        let container = Container()
        container.register(Store.self, scope: .singleton) { MemoryStore(label: "shared") }
        container.register(Report.self) { Report() }
        container.register(Audit.self) { Audit() }
        _ = container.resolve(Store.self)
        let report = container.resolve(Report.self)
        let audit = container.resolve(Audit.self)
        let reportPlace = declaredAt(report)
        let auditPlace = declaredAt(audit)
        #expect(reportPlace?.line == 9)
        #expect(auditPlace?.line == 13)
        #expect(declaredAt(container.resolve(Report.self)) == reportPlace)
        #expect(report.store as AnyObject === audit.store as AnyObject)
    }

    @Test func anOwnerKeepsItsSingletonAfterTheContainerIsGoneAndKeepsNoContainerAlive() {
        weak var weakContainer: Container?
        weak var weakSingleton: MemoryStore?
        let report: Report = {
            let container = Container()
            weakContainer = container
            container.register(Store.self, scope: .singleton) { MemoryStore(label: "outlives") }
            container.register(Report.self) { Report() }
            weakSingleton = container.resolve(Store.self) as? MemoryStore
            return container.resolve(Report.self)
        }()
        #expect(weakContainer == nil)
        #expect(report.store.label == "outlives")
        #expect(weakSingleton != nil)
    }

    @Test func theSingletonIsFreedWithTheLastOwnerAndTheContainer() {
        weak var weakSingleton: MemoryStore?
        do {
            let container = Container()
            container.register(Store.self, scope: .singleton) { MemoryStore(label: "freed") }
            container.register(Report.self) { Report() }
            weakSingleton = container.resolve(Store.self) as? MemoryStore
            let report = container.resolve(Report.self)
            #expect(report.store.label == "freed")
        }
        #expect(weakSingleton == nil)
    }

    @Test func validationStillSeesThePropertiesOfOwnersMadeAfterTheSingletonIsBuilt() {
        let container = Container()
        container.register(Store.self, scope: .singleton) { MemoryStore(label: "shared") }
        container.register(Report.self, scope: .singleton) { Report() }
        _ = container.resolve(Store.self)
        _ = container.resolve(Report.self).store
        let graph = container.dependencyGraph()
        let edges = graph.edges.map { "\(graph.nodes[$0.from].label) → \(graph.nodes[$0.to].label)" }
        #expect(edges.contains("Report → Store"))
        // Both singletons were built before validate(), which says so; nothing else is wrong.
        #expect(container.validate().findings.map(\.ruleID) == ["incomplete-analysis", "incomplete-analysis"])
    }

    @Test func aPropertyOfASingletonNotBuiltYetIsStillResolvedOnFirstRead() {
        let built = Counter()
        let container = Container()
        container.register(Store.self, scope: .singleton) {
            built.increment()
            return MemoryStore(label: "later")
        }
        container.register(Report.self) { Report() }
        let report = container.resolve(Report.self)
        #expect(built.count == 0)
        #expect(report.store.label == "later")
        #expect(container.resolve(Report.self).store as AnyObject === report.store as AnyObject)
        #expect(built.count == 1)
    }

    @Test func ownersOnManyThreadsAtOnceAllReadTheOneSingleton() async {
        let container = Container()
        container.register(Store.self, scope: .singleton) { MemoryStore(label: "raced") }
        container.register(Report.self) { Report() }
        let singleton = ObjectIdentifier(container.resolve(Store.self) as AnyObject)
        let allSame = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<1_000).allSatisfy { _ in
                        ObjectIdentifier(container.resolve(Report.self).store as AnyObject) == singleton
                    }
                }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(allSame)
    }

    /// Where the owner's `store` property says it is declared, read as the analyser reads it (`Mirror`).
    private func declaredAt(_ owner: Any) -> CodeLocation? {
        guard let property = Mirror(reflecting: owner).children.first(where: { $0.label == "_store" }) else {
            return nil
        }
        return Mirror(reflecting: property.value).children.first { $0.label == "declaredAt" }?.value as? CodeLocation
    }
}
