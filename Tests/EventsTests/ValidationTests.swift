import Inject
import InjectWorkflowCore
import InjectWorkflowEvents
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("The container's start-up validation")
struct ValidationTests {
    func container(withEmail: Bool, withDirectory: Bool = true) -> Container {
        let container = Container()
        container.registerHostServices()
        if withDirectory { container.register(CandidateDirectory.self) { FakeDirectory(candidates: []) } }
        if withEmail { container.register(EmailComposing.self) { RecordingComposer() } }
        EventsModule().register(in: container)
        return container
    }

    @Test("the events module with its required features faked validates without errors")
    func eventsModuleIsValid() {
        let report = container(withEmail: true).validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("without the email feature it is still valid: invitations are an optional injection")
    func withoutEmailIsValid() {
        let report = container(withEmail: false).validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("without a candidate directory the missing registration is reported")
    func missingDirectoryIsReported() {
        let report = container(withEmail: true, withDirectory: false).validate()
        #expect(report.hasErrors)
        #expect(report.rendered().contains("CandidateDirectory"))
    }
}
