import Foundation

/// Moves the JSON documents of earlier releases into a new database, inside the transaction that creates it
/// (``DatabaseCreation``), so an import is complete or absent, never half done, and never done twice.
///
/// The JSON files stay where they are, as a backup, until `inject-workflow doctor` has compared them with the database.
/// The shapes below are those of schema version 1 of the JSON files, frozen here on purpose: the app's own
/// types may change, the files written by earlier releases will not.
public enum LegacyJSONImport {
    /// The documents imported, in import order (rows that others refer to first).
    public static let documentNames = ["candidates", "drafts", "outbox", "events"]

    /// Imports every document present under `directoryPath` and records what it did in `store_info`.
    static func run(from directoryPath: String, into connection: SQLiteConnection) throws {
        let documents = LegacyDocuments(directoryPath: directoryPath)
        var counts: [String] = []
        let candidates = try documents.load([Candidate].self, from: "candidates") ?? []
        for candidate in candidates {
            let number = try number(of: candidate.id, prefix: "c", in: documents.path(ofDocument: "candidates"))
            try insert(
                "INSERT INTO candidates(number, name, email, email_key, role, role_key, stage, added_at)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .integer(number), .text(candidate.name), .text(candidate.email),
                    .text(candidate.email.lowercased()),
                    .text(candidate.role), .text(candidate.role.lowercased()), .text(candidate.stage),
                    .date(candidate.addedAt),
                ], into: connection)
            for (position, change) in candidate.history.enumerated() {
                try insert(
                    "INSERT INTO stage_changes(candidate_number, position, from_stage, to_stage, at) VALUES (?, ?, ?, ?, ?)",
                    [
                        .integer(number), .integer(position), .optionalText(change.from), .text(change.to),
                        .date(change.at),
                    ],
                    into: connection)
            }
        }
        if !candidates.isEmpty { counts.append("candidates.json: \(candidates.count)") }
        let drafts = try documents.load([Draft].self, from: "drafts") ?? []
        for draft in drafts {
            let path = documents.path(ofDocument: "drafts")
            try insert(
                "INSERT INTO drafts(number, candidate_number, template, from_name, from_address, to_name, to_address,"
                    + " subject, body, created_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .integer(try number(of: draft.id, prefix: "d", in: path)),
                    .integer(try number(of: draft.candidateID, prefix: "c", in: path)), .text(draft.templateName),
                    .optionalText(draft.from.name), .text(draft.from.address), .optionalText(draft.to.name),
                    .text(draft.to.address), .text(draft.subject), .text(draft.body), .date(draft.createdAt),
                    .optionalDate(draft.sentAt),
                ], into: connection)
        }
        if !drafts.isEmpty { counts.append("drafts.json: \(drafts.count)") }
        let sentEmails = try documents.load([SentEmail].self, from: "outbox") ?? []
        for sent in sentEmails {
            let path = documents.path(ofDocument: "outbox")
            try insert(
                "INSERT INTO sent_emails(draft_number, candidate_number, template, message_id, to_name, to_address,"
                    + " subject, sent_at, location) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .integer(try number(of: sent.draftID, prefix: "d", in: path)),
                    .integer(try number(of: sent.candidateID, prefix: "c", in: path)), .text(sent.templateName),
                    .text(sent.messageID), .optionalText(sent.to.name), .text(sent.to.address), .text(sent.subject),
                    .date(sent.sentAt), .text(sent.location),
                ], into: connection)
        }
        if !sentEmails.isEmpty { counts.append("outbox.json: \(sentEmails.count)") }
        let events = try documents.load([Event].self, from: "events") ?? []
        for event in events {
            let path = documents.path(ofDocument: "events")
            let number = try number(of: event.id, prefix: "e", in: path)
            try insert(
                "INSERT INTO events(number, candidate_number, start, end, duration_minutes, location, status,"
                    + " created_at, cancelled_at, invitation_draft_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .integer(number), .integer(try Self.number(of: event.candidateID, prefix: "c", in: path)),
                    .date(event.start), .date(event.start.addingTimeInterval(TimeInterval(event.durationMinutes * 60))),
                    .integer(event.durationMinutes), .text(event.location), .text(event.status), .date(event.createdAt),
                    .optionalDate(event.cancelledAt),
                    .optionalInteger(
                        try event.invitationDraftID.map { try Self.number(of: $0, prefix: "d", in: path) }),
                ], into: connection)
            for (position, interviewer) in event.interviewers.enumerated() {
                try insert(
                    "INSERT INTO event_interviewers(event_number, position, address, address_key) VALUES (?, ?, ?, ?)",
                    [.integer(number), .integer(position), .text(interviewer), .text(interviewer.lowercased())],
                    into: connection)
            }
        }
        if !events.isEmpty { counts.append("events.json: \(events.count)") }
        guard !counts.isEmpty else { return }
        try insert(
            "INSERT INTO store_info(key, value) VALUES ('legacy_json_import', ?)",
            [.text(counts.joined(separator: ", "))],
            into: connection)
    }

    private static func insert(_ sql: String, _ values: [SQLValue], into connection: SQLiteConnection) throws {
        _ = try connection.rows(sql, values)
    }

    /// `7` for `c7`; anything else cannot have been written by the app and stops the import.
    private static func number(of id: String, prefix: String, in path: String) throws(AppError) -> Int {
        guard id.hasPrefix(prefix), let number = Int(id.dropFirst(prefix.count)), number > 0 else {
            throw AppError.badData(
                "\(path) holds the id '\(id)', which is not of the form \(prefix)<number>; nothing was imported",
                hint: "repair the id by hand, or move the file away; the JSON files were left untouched")
        }
        return number
    }
}

extension LegacyJSONImport {
    struct Mailbox: Decodable {
        var name: String?
        var address: String
    }

    struct Change: Decodable {
        var from: String?
        var to: String
        var at: Date
    }

    struct Candidate: Decodable {
        var id, name, email, role, stage: String
        var addedAt: Date
        var history: [Change]
    }

    struct Draft: Decodable {
        var id, candidateID, templateName, subject, body: String
        var from, to: Mailbox
        var createdAt: Date
        var sentAt: Date?
    }

    struct SentEmail: Decodable {
        var draftID, candidateID, templateName, messageID, subject, location: String
        var to: Mailbox
        var sentAt: Date
    }

    struct Event: Decodable {
        var id, candidateID, location, status: String
        var start, createdAt: Date
        var durationMinutes: Int
        var interviewers: [String]
        var cancelledAt: Date?
        var invitationDraftID: String?
    }
}
