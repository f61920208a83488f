import Inject
import Testing

@Suite struct ScopeTests {
    final class Thing: Sendable {}

    @Test func transientMakesANewInstanceEveryTime() {
        let container = Container()
        container.register(Thing.self) { Thing() }
        #expect(container.resolve(Thing.self) !== container.resolve(Thing.self))
    }

    @Test func singletonIsSharedAndBuiltOncePerContainer() {
        let created = Counter()
        let first = Container()
        let second = Container()
        for container in [first, second] {
            container.register(Thing.self, scope: .singleton) {
                created.increment()
                return Thing()
            }
        }
        #expect(first.resolve(Thing.self) === first.resolve(Thing.self))
        #expect(first.resolve(Thing.self) !== second.resolve(Thing.self))
        #expect(created.count == 2)
    }

    @Test func singletonOfAValueTypeIsBuiltOnce() {
        let created = Counter()
        let container = Container()
        container.register(Int.self, scope: .singleton) { created.increment() }
        #expect(container.resolve(Int.self) == 1)
        #expect(container.resolve(Int.self) == 1)
        #expect(created.count == 1)
    }

    @Test func weakIsSharedWhileHeldAndRebuiltAfterRelease() {
        let created = Counter()
        let container = Container()
        container.register(Thing.self, scope: .weak) {
            created.increment()
            return Thing()
        }
        var held: Thing? = container.resolve(Thing.self)
        #expect(container.resolve(Thing.self) === held)
        #expect(created.count == 1)
        held = nil
        _ = container.resolve(Thing.self)
        #expect(created.count == 2)
    }

    @Test func weakServiceIsReleasedWhenNobodyHoldsIt() {
        let container = Container()
        container.register(Thing.self, scope: .weak) { Thing() }
        weak var observed: Thing?
        do {
            let thing = container.resolve(Thing.self)
            observed = thing
            #expect(observed != nil)
        }
        #expect(observed == nil)
    }

    final class Pair: Sendable {
        let left: Thing
        let right: Thing
        init(left: Thing, right: Thing) {
            self.left = left
            self.right = right
        }
    }

    @Test func graphIsSharedWithinOneResolutionAndFreshAcrossResolutions() {
        let container = Container()
        container.register(Thing.self, scope: .graph) { Thing() }
        container.register(Thing.self, name: "left") { r in r.resolve(Thing.self) }
        container.register(Pair.self) { r in
            Pair(left: r.resolve(Thing.self, name: "left"), right: r.resolve(Thing.self))
        }
        let first = container.resolve(Pair.self)
        let second = container.resolve(Pair.self)
        #expect(first.left === first.right)
        #expect(first.left !== second.left)
        #expect(container.resolve(Thing.self) !== container.resolve(Thing.self))
    }

    @Test func scopeDescriptionsReadAsSwift() {
        #expect(Scope.allCases.map(\.description) == [".transient", ".singleton", ".weak", ".graph"])
    }
}
