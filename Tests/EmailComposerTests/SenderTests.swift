import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("The configurable sender")
struct SenderTests {
    @Test("without a setting the module's default is the sender, and says how to set one")
    func defaultSender() throws {
        let harness = Harness()
        #expect(try harness.email.sender == Mailbox(name: "Recruiting Team", address: "recruiting@example.com"))
        #expect(
            try harness.run("sender")
                == "Recruiting Team <recruiting@example.com> (the built-in sender; set yours with "
                + "'inject-workflow email sender --name \"…\" --address …')\n")
    }

    @Test("a stored sender signs, addresses and identifies the drafts composed after it; earlier ones keep theirs")
    func storedSenderIsUsed() throws {
        let harness = Harness()
        let before = try harness.email.new(forCandidate: "c1", template: "application-received")
        #expect(
            try harness.run("sender", "--name", "Acme Hiring", "--address", "jobs@acme.example")
                == "sender: Acme Hiring <jobs@acme.example>\n")
        let after = try harness.email.new(forCandidate: "c1", template: "application-received")
        #expect(after.from == Mailbox(name: "Acme Hiring", address: "jobs@acme.example"))
        #expect(after.body.contains("Acme Hiring"), "{{sender.name}} is the new name")
        #expect(before.from.address == "recruiting@example.com", "a draft keeps the sender it was composed with")
        let sent = try harness.email.send(draftID: after.id)
        #expect(sent.messageID.hasSuffix("@acme.example"))
        #expect(try harness.email.sender.address == "jobs@acme.example")
    }

    @Test("each part replaces only itself; an empty name removes the name; --reset restores the default")
    func partialChangesAndReset() throws {
        let harness = Harness()
        _ = try harness.run("sender", "--address", "jobs@acme.example")
        #expect(try harness.email.sender == Mailbox(name: "Recruiting Team", address: "jobs@acme.example"))
        _ = try harness.run("sender", "--name", "")
        #expect(try harness.email.sender == Mailbox(name: nil, address: "jobs@acme.example"))
        let json = try harness.run("sender", format: .json)
        #expect(json.contains(#""isDefault" : false"#) && json.contains(#""address" : "jobs@acme.example""#))
        #expect(try harness.run("sender", "--reset") == "sender: Recruiting Team <recruiting@example.com>\n")
        #expect(try harness.email.sender.address == "recruiting@example.com")
    }

    @Test("a bad address or name is refused naming it, and nothing is stored")
    func badValuesAreRefused() throws {
        let harness = Harness()
        let bad = appError { _ = try harness.run("sender", "--address", "jobs at acme") }
        #expect(bad?.message == "'jobs at acme' is not an email address, so it cannot be the sender")
        #expect(bad?.exitCode == .usage)
        let nonASCII = appError { _ = try harness.run("sender", "--address", "jöbs@acme.example") }
        #expect(nonASCII?.message.contains("letters outside ASCII before the '@'") == true)
        let control = appError { _ = try harness.run("sender", "--name", "Acme\u{1B}[2J") }
        #expect(control?.exitCode == .usage)
        #expect(control?.message.contains("sender name") == true, "\(control?.message ?? "")")
        let both = appError { _ = try harness.run("sender", "--reset", "--name", "X") }
        #expect(both?.message == "--reset goes back to the built-in sender, so it takes no --name or --address")
        #expect(try harness.email.sender.address == "recruiting@example.com")
    }

    @Test("--set sender.name points at the sender command")
    func setSenderNameHint() throws {
        let harness = Harness()
        let error = appError {
            _ = try harness.email.compose(
                template: "application-received", candidateID: "c1", context: [Placeholder.senderName: "X"])
        }
        #expect(
            error?.hint
                == "leave '--set sender.name=…' out; to change it, run 'inject-workflow email sender --name \"…\"'")
    }
}
