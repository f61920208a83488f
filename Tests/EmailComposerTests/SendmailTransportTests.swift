import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

/// `email sender --transport sendmail[:PATH]`: every sent message goes through `sendmail -t -i` (and stays in the
/// outbox); a refusal leaves the draft unsent with the transport's own words. The programs here are small shell
/// scripts standing in for msmtp or Postfix (`.ci/run` also delivers through a real one).
@Suite("Mail through sendmail")
struct SendmailTransportTests {
    /// A directory holding `sendmail` scripts: one that keeps its arguments and message, one that refuses.
    struct Programs {
        let directory: URL
        var accepting: String { directory.appendingPathComponent("accepting").path }
        var refusing: String { directory.appendingPathComponent("refusing").path }
        var arguments: String { directory.appendingPathComponent("arguments").path }
        var message: String { directory.appendingPathComponent("message").path }

        init() throws {
            directory = try makeTemporaryDirectory()
            try write(accepting, "#!/bin/sh\necho \"$@\" > '\(arguments)'\ncat > '\(message)'\n")
            try write(
                refusing,
                "#!/bin/sh\ncat > /dev/null\necho 'msmtp: recipient address ada@example.com not accepted by the server' >&2\n"
                    + "echo 'msmtp: server message: 550 5.1.1 mailbox unavailable' >&2\nexit 65\n")
        }

        private func write(_ path: String, _ script: String) throws {
            try Data(script.utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o755)
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    @Test func aSentMessageGoesThroughSendmailWithDashTDashIAndStaysInTheOutbox() throws {
        let programs = try Programs()
        defer { programs.remove() }
        let harness = Harness(recordingMailer: false)
        #expect(
            try harness.run("sender", "--transport", "sendmail:\(programs.accepting)")
                == "transport: sendmail:\(programs.accepting) (each sent message is kept in the outbox too)\n")
        let draft = try harness.email.compose(template: "offer", candidateID: "c1", context: [:])
        let sent = try harness.email.send(draftID: draft.id)
        #expect(try String(contentsOfFile: programs.arguments, encoding: .utf8) == "-t -i\n")
        let handed = try String(contentsOfFile: programs.message, encoding: .utf8)
        #expect(handed.contains("To: Ada Lovelace <ada@example.com>\r\n"))
        #expect(handed.contains("Subject: "))
        let kept = try #require(harness.store.file(at: "outbox/\(draft.id).eml"))
        #expect(String(decoding: kept, as: UTF8.self) == handed)
        #expect(sent.location == "memory:/outbox/\(draft.id).eml")
    }

    @Test func aRefusedDeliveryLeavesTheDraftUnsentWithTheTransportsOwnWords() throws {
        let programs = try Programs()
        defer { programs.remove() }
        let harness = Harness(recordingMailer: false)
        _ = try harness.run("sender", "--transport", "sendmail:\(programs.refusing)")
        let draft = try harness.email.compose(template: "offer", candidateID: "c1", context: [:])
        let error = #expect(throws: AppError.self) { try harness.email.send(draftID: draft.id) }
        #expect(
            error?.message
                == "the mail transport \(programs.refusing) refused the message (exit 65): msmtp: recipient address "
                + "ada@example.com not accepted by the server / msmtp: server message: 550 5.1.1 mailbox unavailable")
        #expect(try harness.email.draft(id: draft.id).sentAt == nil)
        #expect(harness.store.filePaths.isEmpty)
        #expect(try harness.history.sentEmails().isEmpty)
    }

    @Test func anUnknownTransportOrAMissingProgramIsRefusedNamingIt() throws {
        let harness = Harness(recordingMailer: false)
        #expect(
            throws: AppError.usage(
                "unknown mail transport 'smtp'",
                hint: "write --transport outbox, --transport sendmail, or --transport sendmail:/path/to/sendmail")
        ) {
            try harness.run("sender", "--transport", "smtp")
        }
        let missing = #expect(throws: AppError.self) {
            try harness.run("sender", "--transport", "sendmail:/no/such/sendmail")
        }
        #expect(missing?.message == "'/no/such/sendmail' is not an executable sendmail program")
        #expect(try harness.run("sender", "--transport", "outbox") == "transport: outbox\n")
    }
}
