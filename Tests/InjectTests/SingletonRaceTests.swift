import Inject
import Testing

@Suite struct SingletonRaceTests {
    final class Expensive: Sendable {}

    @Test func singletonIsCreatedExactlyOnceWhenHundredTasksRace() async {
        for _ in 0..<20 {
            let created = Counter()
            let container = Container()
            container.register(Expensive.self, scope: .singleton) {
                created.increment()
                return Expensive()
            }
            let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<100 {
                    group.addTask { ObjectIdentifier(container.resolve(Expensive.self)) }
                }
                return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
            #expect(created.count == 1)
            #expect(identities.count == 1)
        }
    }
}
