import Core
import Events
import Inject
import Interfaces
import Testing

@Suite("The container's start-up validation")
struct ValidationTests {
    func container(withEmail: Bool) -> Container {
        let container = Container()
        container.register(DocumentStore.self, scope: .singleton) { InMemoryDocumentStore() }
        container.register(WallClock.self) { FixedClock(Harness.now) }
        container.register(CandidateDirectory.self) { FakeDirectory(candidates: []) }
        if withEmail { container.register(EmailComposing.self) { RecordingComposer() } }
        EventsModule().register(in: container)
        return container
    }

    @Test("the events module with its required features faked validates without errors")
    func eventsModuleIsValid() {
        let report = container(withEmail: true).validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("without the email feature the missing EmailComposing is reported")
    func missingEmailIsReported() {
        let report = container(withEmail: false).validate()
        #expect(report.hasErrors)
        #expect(report.rendered().contains("EmailComposing"))
    }
}
