import Inject
import InjectWorkflowCandidates
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("The container's start-up validation")
struct ValidationTests {
    @Test("the candidates module alone (store and clock from the host) validates without errors")
    func candidatesAloneIsValid() {
        let container = Container()
        container.registerHostServices()
        CandidatesModule().register(in: container)
        let report = container.validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("with email history and events registered it is still valid")
    func withOtherFeaturesIsValid() {
        let container = Container()
        container.registerHostServices()
        CandidatesModule().register(in: container)
        container.register(EmailHistory.self) { FakeEmailHistory(sent: []) }
        container.register(EventsService.self) { FakeEventsService(stored: []) }
        let report = container.validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("without the host's store the report has errors: the check is real")
    func missingStoreIsReported() {
        let container = Container()
        container.register(WallClock.self) { FixedClock(TestClock.start) }
        CandidatesModule().register(in: container)
        let report = container.validate()
        #expect(report.hasErrors)
        #expect(report.rendered().contains("'Store'"))
    }
}
