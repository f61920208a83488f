import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The email feature's tables, `drafts` and `sent_emails` (see `StoreSchema`), and how their rows become
/// ``EmailDraft`` and ``SentEmail`` values.
enum EmailRows {
    static let draftPrefix = "d"

    /// `4` for `d4`; `nil` for anything that cannot be a draft's id.
    static func number(ofDraft id: String) -> Int? {
        guard id.hasPrefix(draftPrefix), let number = Int(id.dropFirst(draftPrefix.count)), number > 0 else {
            return nil
        }
        return number
    }

    private static func candidateNumber(_ id: String) -> Int? {
        guard id.hasPrefix("c"), let number = Int(id.dropFirst()), number > 0 else { return nil }
        return number
    }

    /// The draft with this id, or `nil`.
    static func draft(id: String, in db: StoreTransaction) throws -> EmailDraft? {
        guard let number = number(ofDraft: id) else { return nil }
        let row = try db.row(
            "SELECT number, candidate_number, template, from_name, from_address, to_name, to_address, subject, body,"
                + " created_at, sent_at, cc_json, attachments_json FROM drafts WHERE number = ?", [.integer(number)])
        return try row.map { row in
            EmailDraft(
                id: "\(draftPrefix)\(row.int(0))", candidateID: "c\(row.int(1))", templateName: row.text(2),
                from: Mailbox(name: row.optionalText(3), address: row.text(4)),
                to: Mailbox(name: row.optionalText(5), address: row.text(6)), subject: row.text(7), body: row.text(8),
                cc: try decoded([Mailbox].self, row.optionalText(11), draft: row.int(0)),
                attachments: try decoded([EmailAttachment].self, row.optionalText(12), draft: row.int(0)),
                createdAt: row.date(9), sentAt: row.optionalDate(10))
        }
    }

    /// Stores a new draft (its id is ignored and assigned here) and returns it with its id.
    static func insert(_ draft: EmailDraft, in db: StoreTransaction) throws -> EmailDraft {
        let inserted = try db.row(
            "INSERT INTO drafts(candidate_number, template, from_name, from_address, to_name, to_address, subject,"
                + " body, created_at, sent_at, cc_json, attachments_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                + " RETURNING number",
            [
                .optionalInteger(candidateNumber(draft.candidateID)), .text(draft.templateName),
                .optionalText(draft.from.name), .text(draft.from.address), .optionalText(draft.to.name),
                .text(draft.to.address), .text(draft.subject), .text(draft.body), .date(draft.createdAt),
                .optionalDate(draft.sentAt), .optionalText(try encoded(draft.cc)),
                .optionalText(try encoded(draft.attachments)),
            ])
        var stored = draft
        stored.id = "\(draftPrefix)\(inserted?.int(0) ?? 0)"
        return stored
    }

    /// Marks a draft sent at `date`.
    static func markSent(draftID: String, at date: Date, in db: StoreTransaction) throws {
        guard let number = number(ofDraft: draftID) else { return }
        try db.execute("UPDATE drafts SET sent_at = ? WHERE number = ?", [.date(date), .integer(number)])
    }

    /// Records a sent email.
    static func insert(_ sent: SentEmail, in db: StoreTransaction) throws {
        try db.execute(
            "INSERT INTO sent_emails(draft_number, candidate_number, template, message_id, to_name, to_address,"
                + " subject, sent_at, location) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                .optionalInteger(number(ofDraft: sent.draftID)), .optionalInteger(candidateNumber(sent.candidateID)),
                .text(sent.templateName), .text(sent.messageID), .optionalText(sent.to.name), .text(sent.to.address),
                .text(sent.subject), .date(sent.sentAt), .text(sent.location),
            ])
    }

    /// The sent emails matching `condition` (of every one, or one candidate's), oldest first.
    static func sentEmails(forCandidate candidateID: String?, in db: StoreTransaction) throws -> [SentEmail] {
        var condition = "TRUE"
        var values: [SQLValue] = []
        if let candidateID {
            guard let number = candidateNumber(candidateID) else { return [] }
            condition = "candidate_number = ?"
            values = [.integer(number)]
        }
        return try db.rows(
            "SELECT draft_number, candidate_number, template, message_id, to_name, to_address, subject, sent_at,"
                + " location FROM sent_emails WHERE \(condition) ORDER BY sent_at, draft_number", values
        ).map { row in
            SentEmail(
                draftID: "\(draftPrefix)\(row.int(0))", candidateID: "c\(row.int(1))", templateName: row.text(2),
                messageID: row.text(3), to: Mailbox(name: row.optionalText(4), address: row.text(5)),
                subject: row.text(6), sentAt: row.date(7), location: row.text(8))
        }
    }

    /// A JSON array column: `nil` (SQL NULL) for an empty list.
    private static func encoded<T: Encodable>(_ list: [T]) throws -> String? {
        guard !list.isEmpty else { return nil }
        return String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
    }

    private static func decoded<T: Decodable>(_ type: [T].Type, _ text: String?, draft: Int) throws -> [T] {
        guard let text else { return [] }
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw AppError.badData(
                "draft \(draftPrefix)\(draft) has an unreadable list of copies or attachments in the database",
                hint:
                    "the database was changed by another program; discard the draft with 'inject-workflow email discard'"
            )
        }
    }
}
