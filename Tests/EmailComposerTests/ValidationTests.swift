import Inject
import InjectWorkflowCore
import InjectWorkflowEmailComposer
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("The container's start-up validation")
struct ValidationTests {
    func container(withDirectory: Bool) -> Container {
        let container = Container()
        container.registerHostServices()
        if withDirectory { container.register(CandidateDirectory.self) { FakeDirectory(candidates: []) } }
        EmailComposerModule().register(in: container)
        return container
    }

    @Test("the email module with a candidate directory, store and clock validates without errors")
    func emailModuleIsValid() {
        let report = container(withDirectory: true).validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("swapping the default mailer in an overriding container leaves the graph clean: no findings at all")
    func overriddenMailerIsClean() {
        let report = Harness(recordingMailer: true).container.validate()
        #expect(report.findings.isEmpty, "\(report.rendered())")
    }

    @Test("without a candidate directory the missing registration is reported")
    func missingDirectoryIsReported() {
        let report = container(withDirectory: false).validate()
        #expect(report.hasErrors)
        #expect(report.rendered().contains("CandidateDirectory"))
    }
}
