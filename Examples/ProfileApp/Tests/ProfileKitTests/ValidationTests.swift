import Inject
import ProfileKit
import Testing

/// `validate()` and `validateAsync()` from an outside package: a main-actor model, a decorator, a lazy wrapper,
/// async services.
@Suite struct ValidationTests {
    /// The analyser cannot invent the runtime arguments of `ProfileDetail` and `UserActivity` and says so once; the
    /// rest must be clean.
    static func apartFromTheArgumentNotice(_ report: ValidationReport) -> [Finding] {
        report.findings.filter {
            !$0.message.hasPrefix("2 registrations taking a runtime argument ('ProfileDetail', 'UserActivity')")
        }
    }

    @MainActor @Test func theAppsGraphIsCleanWhenValidatedOnTheMainActor() async {
        let report = await AppContainer.make().validateAsync()
        #expect(Self.apartFromTheArgumentNotice(report).isEmpty, "\(report)")
    }

    @Test func theAppsGraphIsCleanWhenValidatedOffTheMainActor() async {
        let report = await AppContainer.make().validateAsync()
        #expect(Self.apartFromTheArgumentNotice(report).isEmpty, "\(report)")
    }

    @Test func theSynchronousValidationSaysWhichAsyncServicesItSkipped() {
        let report = AppContainer.make().validate()
        #expect(!report.hasErrors, "\(report)")
        #expect(Self.apartFromTheArgumentNotice(report).map(\.ruleID) == ["incomplete-analysis"], "\(report)")
    }

    @Test func aMissingServiceAnAsyncFactoryNeedsIsFound() async {
        let container = Container()
        container.register(ActivityRepository.self) { r async throws in
            ActivityRepository(database: try await r.resolveAsync(), clock: r.resolve())
        }
        let missing = await container.validateAsync().findings.filter { $0.ruleID == "unregistered" }.map(\.message)
        #expect(
            missing.count == 1 && missing[0].hasPrefix("'Database' is resolved by the factory of 'ActivityRepository'"),
            "\(missing)")
    }

    @MainActor @Test func aMissingStoreIsFoundInsideTheMainActorModelAndTheDecoratedSearch() {
        let container = Container()
        container.register(ProfileModel.self, isolation: MainActor.shared) { ProfileModel() }
        container.register(ProfileSearch.self) { LoggingProfileSearch(wrapping: StoreProfileSearch()) }
        container.register(AuditLog.self) { AuditLog() }
        let missing = container.validate().findings.filter { $0.ruleID == "unregistered" }.map(\.message)
        #expect(missing.contains { $0.hasPrefix("'Store' is injected into 'ProfileModel.store'") }, "\(missing)")
        // The wrapped search's store: the wrapper was created in the factory, so its edge counts, and it is named
        // by the property that holds it, inside the decorator.
        #expect(missing.contains { $0.hasPrefix("'Store' is injected into 'StoreProfileSearch.store'") }, "\(missing)")
    }

    @Test func anAsyncArgumentFactoryAwaitedWithAnArgumentIsAnalysed() async {
        let container = Container()
        container.register(UserActivity.self) { (r, userID: String) async throws in
            await UserActivity(userID: userID, repository: try await r.resolveAsync())
        }
        container.register(String.self) { r async throws in
            "\(try await r.resolveAsync(UserActivity.self, argument: "ada").lastSeen)"
        }
        let missing = await container.validateAsync().findings.filter { $0.ruleID == "unregistered" }.map(\.message)
        #expect(
            missing.count == 1
                && missing[0].hasPrefix("'ActivityRepository' is resolved by the factory of 'UserActivity'"),
            "\(missing)")
    }

    @Test func aLazyWrapperOutsideTheDefaultContainerIsAWarning() async {
        let container = AppContainer.make()
        container.register(WeeklyReport.self) { WeeklyReport() }
        let report = await container.validateAsync()
        #expect(!report.hasErrors, "\(report)")
        #expect(Self.apartFromTheArgumentNotice(report).map(\.ruleID) == ["lazy-injected"], "\(report)")
    }
}
