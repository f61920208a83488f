import Testing

@testable import InjectLint

/// The library's main-actor and async forms (`register(_:isolation:…)`, async factories, `resolveAsync`) are read
/// like the synchronous ones.
@Suite struct ConcurrencyFormsTests {
    @Test func mainActorAndAsyncRegistrationsRegister() {
        let source = """
            import Inject
            struct Repo { init(db: Database) {} }
            func compose(_ c: Container) {
                c.register(ProfileModel.self, isolation: MainActor.shared) { ProfileModel() }
                c.register(Settings.self, isolation: MainActor.shared, name: "x", scope: .singleton) { r in
                    SettingsModel(profile: r.resolve(ProfileModel.self)) }
                c.register(Database.self, scope: .singleton) { () async throws in try await Database.open(url) }
                c.register(Repo.self, scope: .singleton, cachesFailure: true) { r async throws in
                    Repo(db: try await r.resolveAsync())
                }
            }
            """
        #expect(
            facts(source).registrations.map { "\($0.type) \($0.constructedTypes.joined(separator: ","))" } == [
                "ProfileModel ProfileModel", "Settings SettingsModel", "Database ", "Repo Repo",
            ])
        #expect(lint(source).isEmpty)
    }

    /// `isolation:` may follow `name:` or `scope:` (issue 21), and a factory written in main-actor code needs no
    /// label at all: every order registers the same.
    @Test func isolationInAnyOrderRegisters() {
        let source = """
            import Inject
            @MainActor func compose(_ c: Container) {
                c.register(ProfileModel.self, scope: .singleton, isolation: MainActor.shared) { ProfileModel() }
                c.register(Settings.self, name: "x", isolation: MainActor.shared) { r in
                    SettingsModel(profile: r.resolve(ProfileModel.self)) }
                c.register(Settings.self, name: "y", scope: .singleton, isolation: MainActor.shared) { _ in SettingsModel() }
                c.register(Clock.self) { MainClock() }
            }
            """
        #expect(
            facts(source).registrations.map { "\($0.type) \($0.constructedTypes.joined(separator: ","))" } == [
                "ProfileModel ProfileModel", "Settings SettingsModel", "Settings SettingsModel", "Clock MainClock",
            ])
        #expect(lint(source).isEmpty)
    }

    @Test func resolveAsyncIsJudgedLikeResolve() {
        let source = """
            import Inject
            func start(_ c: Container) async throws {
                c.register(Database.self) { () async throws in try await Database.open() }
                let db = try await c.resolveAsync(Database.self)
                let named: Database = try await c.↓resolveAsync(name: "archive")
                let cache = try await c.↓resolveAsync(Cache.self)
            }
            """
        let example = Example(source)
        let found = example.positions(of: UnregisteredRule.description)
        #expect(found == example.markers)
    }

    @Test func aCycleThroughAsyncFactoriesIsACycle() {
        let source = """
            import Inject
            struct Repo { init(db: Database) {} }
            struct LiveDatabase: Database { init(repo: Repo) {} }
            func compose(_ c: Container) {
                c.register(Repo.self) { r async throws in Repo(db: try await r.resolveAsync()) }
                c.register(Database.self) { r async throws in LiveDatabase(repo: try await r.resolveAsync()) }
            }
            """
        #expect(lint(source).map(\.ruleID) == ["cycle"])
    }
}
