import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// An email feature that records what it was asked to compose and send; it can be told to fail.
final class RecordingComposer: EmailComposing {
    struct Composed: Equatable {
        var template: String
        var candidateID: String
        var context: [String: String]
        var extras = DraftExtras()
    }

    private let state = LockedValue<(composed: [Composed], sent: [String], failing: Bool)>(([], [], false))

    var composed: [Composed] { state.withLock { $0.composed } }
    var sent: [String] { state.withLock { $0.sent } }

    func failSending(_ failing: Bool) {
        state.withLock { $0.failing = failing }
    }

    var sender: Mailbox { Mailbox(name: "Recruiting", address: "r@example.com") }

    func templates() -> [EmailTemplate] { [] }

    func compose(
        template: String, candidateID: String, context: [String: String], extras: DraftExtras
    ) throws -> EmailDraft {
        state.withLock { state in
            state.composed.append(
                Composed(template: template, candidateID: candidateID, context: context, extras: extras))
            return EmailDraft(
                id: "d\(state.composed.count)", candidateID: candidateID, templateName: template,
                from: Mailbox(address: "r@example.com"), to: Mailbox(address: "c@example.com"), subject: template,
                body: "", createdAt: Date(timeIntervalSince1970: 0))
        }
    }

    func draft(id: String) throws -> EmailDraft {
        throw AppError.internalError("the events feature should not read drafts back")
    }

    func send(draftID: String) throws -> SentEmail {
        try state.withLock { state in
            if state.failing { throw AppError("the fake mail server is down") }
            state.sent.append(draftID)
            return SentEmail(
                draftID: draftID, candidateID: "?", templateName: "?", messageID: "\(draftID)@x",
                to: Mailbox(address: "c@example.com"), subject: "", sentAt: Date(timeIntervalSince1970: 0),
                location: "fake:/\(draftID)")
        }
    }

    func drafts(forCandidate candidateID: String?) throws -> [EmailDraft] { [] }

    func discard(draftID: String) throws -> EmailDraft {
        throw AppError.internalError("the events feature should not discard drafts")
    }
}
