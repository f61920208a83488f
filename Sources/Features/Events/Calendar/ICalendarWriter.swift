import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Writes interviews as an RFC 5545 iCalendar file that calendar apps import.
///
/// Times are UTC (`DTSTART:20261123T100000Z`); each event lists the candidate and the interviewers as
/// attendees; a cancelled interview keeps its `UID` with `STATUS:CANCELLED` and a higher `SEQUENCE`, so an
/// import updates the calendar entry instead of adding one. ``ICalendarInvitation`` builds the one-event
/// calendars that invitations carry from the same parts.
enum ICalendarWriter {
    static let productID = "-//Inject//Workflow App//EN"

    /// What differs between an exported event and an invited one.
    struct Details {
        /// The `DESCRIPTION` text, unescaped.
        var description: String
        var sequence: Int
        /// `CONFIRMED` or `CANCELLED`.
        var status: String
        /// Who sends invitations and receives replies; `nil` in a plain export.
        var organizer: Mailbox?
        /// Whether attendees are asked to reply (`RSVP=TRUE`, `PARTSTAT=NEEDS-ACTION`).
        var asksForReply = false
    }

    /// The whole calendar, CRLF line endings included.
    static func calendar(events: [InterviewEvent], candidates: [String: Candidate], stamp: Date) -> String {
        var lines = header(method: "PUBLISH")
        for event in events {
            let candidate = candidates[event.candidateID]
            lines += eventLines(
                event, candidate: candidate, stamp: stamp,
                details: Details(
                    description: exportDescription(of: event, candidate: candidate),
                    sequence: event.isCancelled ? 1 : 0, status: event.isCancelled ? "CANCELLED" : "CONFIRMED"))
        }
        lines.append(ContentLine(name: "END", value: "VCALENDAR"))
        return rendered(lines)
    }

    /// `BEGIN:VCALENDAR` and the calendar's properties.
    static func header(method: String) -> [ContentLine] {
        [
            ContentLine(name: "BEGIN", value: "VCALENDAR"),
            ContentLine(name: "VERSION", value: "2.0"),
            ContentLine(name: "PRODID", value: productID),
            ContentLine(name: "CALSCALE", value: "GREGORIAN"),
            ContentLine(name: "METHOD", value: method),
        ]
    }

    /// Content lines as the file holds them: folded, CRLF after each.
    static func rendered(_ lines: [ContentLine]) -> String {
        lines.map(\.rendered).joined(separator: "\r\n") + "\r\n"
    }

    /// The description of an exported event: for the recruiter's own calendar, so it names the ids.
    static func exportDescription(of event: InterviewEvent, candidate: Candidate?) -> String {
        "Interview with \(who(event, candidate)).\nInterviewers: \(event.interviewers.joined(separator: ", "))\n"
            + "Workflow ids: interview \(event.id), candidate \(event.candidateID)"
    }

    /// One `VEVENT`.
    static func eventLines(
        _ event: InterviewEvent, candidate: Candidate?, stamp: Date, details: Details
    ) -> [ContentLine] {
        var lines = [
            ContentLine(name: "BEGIN", value: "VEVENT"),
            ContentLine(name: "UID", value: uid(for: event)),
            ContentLine(name: "DTSTAMP", value: stamp.utcStamp),
            ContentLine(name: "CREATED", value: event.createdAt.utcStamp),
            ContentLine(name: "DTSTART", value: event.start.utcStamp),
            ContentLine(name: "DTEND", value: event.end.utcStamp),
            ContentLine(name: "SUMMARY", value: ContentLine.escapedText("Interview: \(who(event, candidate))")),
            ContentLine(name: "LOCATION", value: ContentLine.escapedText(event.location)),
            ContentLine(name: "DESCRIPTION", value: ContentLine.escapedText(details.description)),
        ]
        if let organizer = details.organizer {
            lines.append(
                ContentLine(
                    name: "ORGANIZER", parameters: [("CN", organizer.name ?? organizer.address)],
                    value: "mailto:\(organizer.address)"))
        }
        let reply: [(String, String)] = details.asksForReply ? [("PARTSTAT", "NEEDS-ACTION"), ("RSVP", "TRUE")] : []
        if let candidate {
            lines.append(
                ContentLine(
                    name: "ATTENDEE", parameters: [("CN", candidate.name), ("ROLE", "REQ-PARTICIPANT")] + reply,
                    value: "mailto:\(candidate.email)"))
        }
        for interviewer in event.interviewers {
            lines.append(
                ContentLine(
                    name: "ATTENDEE", parameters: [("CN", interviewer), ("ROLE", "CHAIR")] + reply,
                    value: "mailto:\(interviewer)"))
        }
        lines += [
            ContentLine(name: "STATUS", value: details.status),
            ContentLine(name: "SEQUENCE", value: String(details.sequence)),
            ContentLine(name: "END", value: "VEVENT"),
        ]
        return lines
    }

    /// Stable across exports and unique across data directories: the id plus when it was created.
    static func uid(for event: InterviewEvent) -> String {
        "\(event.id)-\(event.createdAt.utcStamp)@workflow.inject"
    }

    /// `Ada Lovelace (Staff Engineer)`, or the candidate's id when the candidate is gone.
    private static func who(_ event: InterviewEvent, _ candidate: Candidate?) -> String {
        candidate.map { "\($0.name) (\($0.role))" } ?? "candidate \(event.candidateID)"
    }
}
