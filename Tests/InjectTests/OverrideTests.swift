import Inject
import InjectTesting
import Testing

@Suite struct OverrideTests {
    struct Greeter: Sendable {
        @Injected var store: any Store
    }

    final class Singleton: Sendable {}

    @Test func anOverridingContainerReplacesOneRegistrationAndLeavesTheOriginalAlone() {
        let production = Container()
        registerThreeLevels(in: production)
        let test = production.overriding { $0.register(Store.self) { MemoryStore(label: "fake") } }
        #expect(test.resolve(Service.self).repository.store.label == "fake")
        #expect(production.resolve(Service.self).repository.store.label == "memory")
    }

    @Test func anOverridingContainerDoesNotShareSingletons() {
        let production = Container()
        production.register(Singleton.self, scope: .singleton) { Singleton() }
        let productionInstance = production.resolve(Singleton.self)
        let test = production.overriding()
        #expect(test.resolve(Singleton.self) !== productionInstance)
        #expect(test.resolve(Singleton.self) === test.resolve(Singleton.self))
    }

    @Test(arguments: 0..<16)
    func parallelTestsNeverSeeEachOthersOverrides(index: Int) async {
        let label = "test \(index)"
        await Container.withOverrides({ $0.register(Store.self) { MemoryStore(label: label) } }) {
            // Suspend so the other parallel cases interleave with this one.
            await Task.yield()
            #expect(Greeter().store.label == label)
            let fromChild = await Task { Greeter().store.label }.value
            #expect(fromChild == label)
        }
    }

    @Test(arguments: 0..<8)
    func parallelTestsNeverSeeEachOthersSingletons(index: Int) async {
        let test = Container()
        test.register(Singleton.self, scope: .singleton) { Singleton() }
        let mine = test.resolve(Singleton.self)
        await Container.withDefault(test) {
            await Task.yield()
            #expect(Container.default.resolve(Singleton.self) === mine)
        }
    }

    @Test(.container { $0.register(Store.self) { MemoryStore(label: "from the trait") } })
    func aTestTraitGivesTheTestItsOwnDefaultContainer() {
        #expect(Greeter().store.label == "from the trait")
    }

    @Test func outsideAnOverrideTheProcessDefaultIsUsed() {
        let test = Container()
        Container.withDefault(test) {
            #expect(Container.default === test)
        }
        #expect(Container.default !== test)
    }
}
