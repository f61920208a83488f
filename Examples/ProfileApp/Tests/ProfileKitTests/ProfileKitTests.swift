import Inject
import InjectTesting
import ProfileKit
import Testing

struct FixedStore: Store {
    var label: String { "fixed" }
    func name(of user: String) -> String { "Fixed \(user)" }
}

@Suite struct ProfileKitTests {
    @MainActor @Test func aMainActorScreenResolvesItsModelWithoutAwait() {
        let container = AppContainer.make()
        Container.withDefault(container) {
            #expect(ProfileScreen().render(user: "ada") == "[User ada]")
        }
    }

    @Test func theAsyncSingletonIsOpenedOnceForConcurrentAwaits() async throws {
        let container = AppContainer.make()
        let databases = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { ObjectIdentifier(try await container.resolveAsync(Database.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(databases.count == 1)
        let repository = try await container.resolveAsync(ActivityRepository.self)
        #expect(await repository.database.lastSeen(of: "ada") == 42)
    }

    @Test func resolveAsyncHopsToTheMainActor() async throws {
        let container = AppContainer.make()
        let model = try await container.resolveAsync(ProfileModel.self)
        let title = await MainActor.run {
            model.load(user: "grace")
            return model.title
        }
        #expect(title == "User grace")
    }

    @Test func theConstantFormResolvesFromTheContainerThatBuiltIt() {
        let container = AppContainer.make()
        #expect(container.resolve(AuditLog.self).describe() == "file:profiles + file:archive")
    }

    @MainActor
    @Test(
        .container { container in
            AppContainer.register(in: container)
            container.register(Store.self, scope: .singleton) { FixedStore() }
        })
    func theTestTraitReplacesAServiceForThisTestOnly() {
        #expect(ProfileScreen().render(user: "ada") == "[Fixed ada]")
    }

    @Test(.container { AppContainer.register(in: $0) })
    func theSyncValidationSeesThePlainServices() {
        let report = Container.default.validate()
        #expect(report.findings.filter { $0.ruleID == "unregistered" }.isEmpty, "\(report)")
    }
}
