import Foundation
import InjectWorkflowCore
import InjectWorkflowEmailComposer
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("The email commands")
struct CommandTests {
    @Test("the module names itself and contributes its commands")
    func moduleShape() {
        #expect(EmailComposerModule().name == "email")
        #expect(
            EmailComposerModule().commands.map(\.name) == [
                "templates", "compose", "preview", "send", "outbox", "drafts", "discard", "sender",
            ])
    }

    @Test("templates lists each template with its placeholders")
    func templatesTable() throws {
        let lines = try Harness().run("templates").split(separator: "\n")
        #expect(lines.first?.hasPrefix("NAME") == true)
        let invitation = try #require(lines.first { $0.hasPrefix("interview-invitation") })
        #expect(
            invitation.hasSuffix(
                "candidate.role event.start candidate.firstName event.when event.location event.interviewers "
                    + "sender.name"))
    }

    @Test("compose prints the draft id then the text; --set fills extra placeholders")
    func composePrintsDraft() throws {
        let harness = Harness()
        let output = try harness.run(
            "compose", "c1", "--template", "interview-cancelled", "--set", "event.start=2026-11-23 10:00 UTC",
            "--set", "event.location=Room = 4")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "d1")
        #expect(lines[1] == "From:    Recruiting Team <recruiting@example.com>")
        #expect(lines[2] == "To:      Ada Lovelace <ada@example.com>")
        #expect(lines[3] == "Subject: Cancelled: interview for Compiler Engineer on 2026-11-23 10:00 UTC")
        #expect(output.contains("at Room = 4 has been cancelled"))
    }

    @Test("a --set without '=' is a usage error quoting it")
    func malformedSet() {
        let error = appError {
            _ = try Harness().run("compose", "c1", "--template", "offer", "--set", "event.start")
        }
        #expect(error?.message == "'--set event.start' is not of the form name=value")
        #expect(error?.exitCode == .usage)
    }

    @Test("send prints where the message went, and outbox lists it")
    func sendAndOutbox() throws {
        let harness = Harness(recordingMailer: false)
        _ = try harness.run("compose", "c1", "--template", "offer")
        #expect(try harness.run("send", "d1") == "memory:/outbox/d1.eml\n")
        let outbox = try harness.run("outbox").split(separator: "\n")
        #expect(outbox.count == 2)
        #expect(outbox[1].hasPrefix("d1     c1         ada@example.com  Your offer for Compiler Engineer"))
        let json = try harness.run("outbox", format: .json)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(decoded?.first?["location"] as? String == "memory:/outbox/d1.eml")
    }

    @Test("preview shows a stored draft; the outbox starts empty")
    func previewAndEmptyOutbox() throws {
        let harness = Harness()
        _ = try harness.run("compose", "c1", "--template", "offer")
        #expect(try harness.run("preview", "d1").hasPrefix("From:    Recruiting Team"))
        #expect(try harness.run("outbox").hasPrefix("The outbox is empty"))
    }
}
