import Inject
import ProfileKit
import Testing

/// `validate()` from an outside package: a main-actor model, a decorator, a lazy wrapper.
@Suite struct ValidationTests {
    @MainActor @Test func theAppsGraphIsCleanWhenValidatedOnTheMainActor() {
        let report = AppContainer.make().validate()
        #expect(report.findings.isEmpty, "\(report)")
    }

    @Test func theAppsGraphIsCleanWhenValidatedOffTheMainActor() async {
        let report = AppContainer.make().validate()
        #expect(report.findings.isEmpty, "\(report)")
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

    @Test func aLazyWrapperOutsideTheDefaultContainerIsAWarning() {
        let container = AppContainer.make()
        container.register(WeeklyReport.self) { WeeklyReport() }
        let report = container.validate()
        #expect(!report.hasErrors, "\(report)")
        #expect(report.findings.map(\.ruleID) == ["lazy-injected"], "\(report)")
    }
}
