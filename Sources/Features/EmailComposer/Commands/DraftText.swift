import InjectWorkflowCore
import InjectWorkflowInterfaces

/// How `compose` and `preview` show a draft: a few headers, a blank line, the body.
enum DraftText {
    static func print(_ draft: EmailDraft, to console: any Console) {
        console.print("From:    \(draft.from.formatted)")
        console.print("To:      \(draft.to.formatted)")
        if !draft.cc.isEmpty { console.print("Cc:      \(draft.cc.map(\.formatted).joined(separator: ", "))") }
        for attachment in draft.attachments {
            console.print("Attached: \(attachment.fileName) (\(attachment.contentType))")
        }
        console.print("Subject: \(draft.subject)")
        console.print("")
        for line in draft.body.split(separator: "\n", omittingEmptySubsequences: false) {
            console.print(String(line))
        }
    }
}
