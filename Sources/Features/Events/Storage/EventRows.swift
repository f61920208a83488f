import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The events feature's tables, `events` and `event_interviewers` (see `StoreSchema`), and how their rows
/// become ``InterviewEvent`` values. Lookups go through the indexes on start time, candidate and interviewer.
enum EventRows {
    static let idPrefix = "e"

    /// `3` for `e3`; `nil` for anything that cannot be an event's id.
    static func number(of id: String) -> Int? {
        guard id.hasPrefix(idPrefix), let number = Int(id.dropFirst(idPrefix.count)), number > 0 else { return nil }
        return number
    }

    private static func candidateNumber(_ id: String) -> Int? {
        guard id.hasPrefix("c"), let number = Int(id.dropFirst()), number > 0 else { return nil }
        return number
    }

    private static let columns =
        "number, candidate_number, start, duration_minutes, location, status, created_at, cancelled_at, "
        + "invitation_draft_number, sequence"

    /// The events matching `condition` (SQL over the `events` columns), by start time then id.
    static func events(
        where condition: String = "TRUE", _ values: [SQLValue] = [], in db: StoreTransaction
    ) throws -> [InterviewEvent] {
        let rows = try db.rows("SELECT \(columns) FROM events WHERE \(condition) ORDER BY start, number", values)
        var interviewers: [Int: [String]] = [:]
        let addresses = try db.rows(
            "SELECT event_number, address FROM event_interviewers WHERE event_number IN "
                + "(SELECT number FROM events WHERE \(condition)) ORDER BY event_number, position", values)
        for address in addresses { interviewers[address.int(0), default: []].append(address.text(1)) }
        return rows.map { row in
            InterviewEvent(
                id: "\(idPrefix)\(row.int(0))", candidateID: "c\(row.int(1))", start: row.date(2),
                durationMinutes: row.int(3), interviewers: interviewers[row.int(0)] ?? [], location: row.text(4),
                status: InterviewEvent.Status(rawValue: row.text(5)) ?? .scheduled, createdAt: row.date(6),
                cancelledAt: row.optionalDate(7), invitationDraftID: row.optionalInt(8).map { "d\($0)" },
                sequence: row.int(9))
        }
    }

    /// The event with this id, or `nil`.
    static func event(id: String, in db: StoreTransaction) throws -> InterviewEvent? {
        guard let number = number(of: id) else { return nil }
        return try events(where: "number = ?", [.integer(number)], in: db).first
    }

    /// Every interview of one candidate, by start time.
    static func events(forCandidate candidateID: String, in db: StoreTransaction) throws -> [InterviewEvent] {
        guard let number = candidateNumber(candidateID) else { return [] }
        return try events(where: "candidate_number = ?", [.integer(number)], in: db)
    }

    /// The first scheduled interview of `interviewer` (any case) that overlaps `[start, end)`, or `nil`;
    /// `excluding` leaves out the interview being rescheduled.
    static func firstOverlap(
        interviewer: String, start: Date, end: Date, excluding: String? = nil, in db: StoreTransaction
    ) throws -> InterviewEvent? {
        try events(
            where: "status = 'scheduled' AND start < ? AND \"end\" > ? AND number != ? AND number IN "
                + "(SELECT event_number FROM event_interviewers WHERE address_key = ?)",
            [.date(end), .date(start), .integer(excluding.flatMap(number(of:)) ?? 0), .text(interviewer.lowercased())],
            in: db
        ).first
    }

    /// The first scheduled interview of the candidate that overlaps `[start, end)`, or `nil`; `excluding`
    /// leaves out the interview being rescheduled.
    static func firstOverlap(
        candidateID: String, start: Date, end: Date, excluding: String? = nil, in db: StoreTransaction
    ) throws -> InterviewEvent? {
        guard let candidate = candidateNumber(candidateID) else { return nil }
        return try events(
            where: "status = 'scheduled' AND candidate_number = ? AND start < ? AND \"end\" > ? AND number != ?",
            [.integer(candidate), .date(end), .date(start), .integer(excluding.flatMap(number(of:)) ?? 0)],
            in: db
        ).first
    }

    /// Moves an event to a new time and stores its raised sequence, if it is still scheduled at the sequence
    /// before (`event.sequence - 1`); `false` when another command changed it since it was read.
    static func reschedule(_ event: InterviewEvent, in db: StoreTransaction) throws -> Bool {
        guard let number = number(of: event.id) else { return false }
        try db.execute(
            "UPDATE events SET start = ?, \"end\" = ?, duration_minutes = ?, sequence = ? "
                + "WHERE number = ? AND status = 'scheduled' AND sequence = ?",
            [
                .date(event.start), .date(event.end), .integer(event.durationMinutes), .integer(event.sequence),
                .integer(number), .integer(event.sequence - 1),
            ])
        return db.changes == 1
    }

    /// Takes every minute of `event` for its candidate (`#c7`) and each interviewer (the address key) in
    /// `interview_slots`, whose key no two interviews can share; returns the holder whose minute another interview
    /// holds already (one another command scheduled meanwhile), and then the caller's transaction must not commit,
    /// or `nil` when all were free.
    static func holdSlots(for event: InterviewEvent, in db: StoreTransaction) throws -> String? {
        let first = Int((event.start.timeIntervalSince1970 / 60).rounded(.down))
        // The same rounding as the schema's migration: an interview ending on the minute does not hold it.
        let last = Int(((event.end.timeIntervalSince1970 - 0.000_001) / 60).rounded(.down))
        for holder in ["#\(event.candidateID)"] + event.interviewers.map({ $0.lowercased() }) {
            try db.execute(
                "WITH RECURSIVE held(minute) AS (SELECT CAST(? AS BIGINT) UNION ALL "
                    + "SELECT minute + 1 FROM held WHERE minute < CAST(? AS BIGINT)) "
                    + "INSERT INTO interview_slots(holder, minute, event_number) "
                    + "SELECT CAST(? AS TEXT), minute, CAST(? AS BIGINT) FROM held WHERE TRUE ON CONFLICT DO NOTHING",
                [.integer(first), .integer(last), .text(holder), .integer(number(of: event.id) ?? 0)])
            if db.changes != last - first + 1 { return holder }
        }
        return nil
    }

    /// Gives back the minutes an event held (it was cancelled or is being moved).
    static func releaseSlots(ofEvent id: String, in db: StoreTransaction) throws {
        guard let number = number(of: id) else { return }
        try db.execute("DELETE FROM interview_slots WHERE event_number = ?", [.integer(number)])
    }

    /// Stores a new interview and returns it with its id.
    static func insert(_ request: InterviewRequest, createdAt: Date, in db: StoreTransaction) throws -> InterviewEvent {
        let end = request.start.addingTimeInterval(TimeInterval(request.durationMinutes * 60))
        let inserted = try db.row(
            "INSERT INTO events(candidate_number, start, \"end\", duration_minutes, location, status, created_at)"
                + " VALUES (?, ?, ?, ?, ?, 'scheduled', ?) RETURNING number",
            [
                .optionalInteger(candidateNumber(request.candidateID)), .date(request.start), .date(end),
                .integer(request.durationMinutes), .text(request.location), .date(createdAt),
            ])
        let number = inserted?.int(0) ?? 0
        for (position, interviewer) in request.interviewers.enumerated() {
            try db.execute(
                "INSERT INTO event_interviewers(event_number, position, address, address_key) VALUES (?, ?, ?, ?)",
                [.integer(number), .integer(position), .text(interviewer), .text(interviewer.lowercased())])
        }
        return InterviewEvent(
            id: "\(idPrefix)\(number)", candidateID: request.candidateID, start: request.start,
            durationMinutes: request.durationMinutes, interviewers: request.interviewers, location: request.location,
            createdAt: createdAt)
    }

    /// Records the invitation sent for an event.
    static func setInvitation(draftID: String, forEvent id: String, in db: StoreTransaction) throws {
        guard let number = number(of: id), draftID.hasPrefix("d"), let draft = Int(draftID.dropFirst()) else { return }
        try db.execute(
            "UPDATE events SET invitation_draft_number = ? WHERE number = ?", [.integer(draft), .integer(number)])
    }

    /// Marks an event cancelled at `now` and gives back its minutes, if it is still scheduled at `sequence`;
    /// `false` when another command changed it since it was read.
    static func cancel(id: String, sequence: Int, at now: Date, in db: StoreTransaction) throws -> Bool {
        guard let number = number(of: id) else { return false }
        try db.execute(
            "UPDATE events SET status = 'cancelled', cancelled_at = ?, sequence = sequence + 1 "
                + "WHERE number = ? AND status = 'scheduled' AND sequence = ?",
            [.date(now), .integer(number), .integer(sequence)])
        guard db.changes == 1 else { return false }
        try releaseSlots(ofEvent: id, in: db)
        return true
    }
}
