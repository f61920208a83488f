import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@testable import InjectWorkflowEmailComposer

@Suite("Composing drafts and sending them")
struct ComposeAndSendTests {
    @Test("compose fills the candidate's values and stores draft d1, then d2")
    func composeCreatesDrafts() throws {
        let harness = Harness()
        let first = try harness.email.new(forCandidate: "c1", template: "application-received")
        let second = try harness.email.compose(template: "offer", candidateID: "c2", context: [:])
        #expect(first.id == "d1")
        #expect(second.id == "d2")
        #expect(first.subject == "Thanks for applying: Compiler Engineer")
        #expect(first.body.hasPrefix("Hello Ada,\n\nthank you for applying for the Compiler Engineer role."))
        #expect(first.body.hasSuffix("Best regards,\nRecruiting Team"))
        #expect(first.to == Mailbox(name: "Ada Lovelace", address: "ada@example.com"))
        #expect(first.from == Mailbox(name: "Recruiting Team", address: "recruiting@example.com"))
        #expect(first.createdAt == Harness.now)
        #expect(first.sentAt == nil)
        #expect(try harness.email.draft(id: "d1") == first)
    }

    @Test("the interview invitation takes its event values from the context")
    func invitationUsesContext() throws {
        let draft = try Harness().email.compose(
            template: TemplateName.interviewInvitation, candidateID: "c1", context: eventContext)
        #expect(draft.subject == "Interview for Compiler Engineer on 2026-11-23 10:00 UTC")
        #expect(
            draft.body.contains(
                "When:  Monday 23 November 2026, 11:00–12:00 (UTC+01:00, Europe/Berlin)\nWhere: Room 4"))
        #expect(!draft.body.contains("e1"), "the invitation never shows an internal id")
    }

    @Test("a template whose event values are missing is refused, and no draft is stored")
    func missingEventValuesStoreNothing() throws {
        let harness = Harness()
        let error = appError {
            _ = try harness.email.new(forCandidate: "c1", template: TemplateName.interviewInvitation)
        }
        #expect(error?.message.hasPrefix("template 'interview-invitation' needs a value for {{event.start}}") == true)
        #expect(appError { _ = try harness.email.draft(id: "d1") }?.message == "draft 'd1' does not exist")
    }

    @Test("an unknown template is refused with a suggestion and the list")
    func unknownTemplate() {
        let error = appError { _ = try Harness().email.new(forCandidate: "c1", template: "ofer") }
        #expect(error?.message == "unknown email template 'ofer'")
        #expect(error?.exitCode == .usage, "a mistyped template is a usage error, like a mistyped stage")
        #expect(
            error?.hint?.hasPrefix("did you mean 'offer'? run 'inject-workflow email templates' to see them: ") == true)
    }

    @Test("sending hands the mailer the draft, records it in the outbox, and marks the draft sent")
    func sendDelivers() throws {
        let harness = Harness()
        let draft = try harness.email.new(forCandidate: "c1", template: "rejection")
        let sent = try harness.email.send(draftID: draft.id)
        let delivered = try #require(harness.mailer.delivered.first)
        #expect(delivered.subject == draft.subject)
        #expect(delivered.body == draft.body)
        #expect(delivered.to == draft.to)
        #expect(delivered.fileName == "d1")
        #expect(delivered.messageID == "d1.20261122T090000Z@example.com")
        #expect(sent.location == "fake:/d1")
        #expect(sent.sentAt == Harness.now)
        #expect(try harness.history.sentEmails() == [sent])
        #expect(try harness.history.sentEmails(forCandidate: "c2").isEmpty)
        #expect(try harness.email.draft(id: "d1").sentAt == Harness.now)
    }

    @Test("a draft is sent at most once")
    func secondSendIsRefused() throws {
        let harness = Harness()
        _ = try harness.email.send(draftID: harness.email.new(forCandidate: "c1", template: "offer").id)
        let error = appError { _ = try harness.email.send(draftID: "d1") }
        #expect(error?.message == "draft 'd1' was already sent (fake:/d1)")
        #expect(harness.mailer.delivered.count == 1)
    }

    @Test("when the mailer fails, nothing is recorded and the draft can be sent again")
    func failedDeliveryCanBeRetried() throws {
        let harness = Harness()
        let draft = try harness.email.new(forCandidate: "c1", template: "offer")
        harness.mailer.failNextDeliveries(true)
        #expect(appError { _ = try harness.email.send(draftID: draft.id) }?.message == "the fake mail server is down")
        #expect(try harness.history.sentEmails().isEmpty)
        harness.mailer.failNextDeliveries(false)
        #expect(try harness.email.send(draftID: draft.id).draftID == "d1")
    }

    @Test("sending an unknown draft names it")
    func unknownDraft() {
        #expect(appError { _ = try Harness().email.send(draftID: "d9") }?.message == "draft 'd9' does not exist")
    }
}
