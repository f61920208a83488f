import Foundation
import Interfaces

/// Writes interviews as an RFC 5545 iCalendar file that calendar apps import.
///
/// Times are UTC (`DTSTART:20261123T100000Z`); each event lists the candidate and the interviewers as
/// attendees; a cancelled interview keeps its `UID` with `STATUS:CANCELLED` and a higher `SEQUENCE`, so an
/// import updates the calendar entry instead of adding one.
enum ICalendarWriter {
    static let productID = "-//Inject//Workflow App//EN"

    /// The whole calendar, CRLF line endings included.
    static func calendar(events: [InterviewEvent], candidates: [String: Candidate], stamp: Date) -> String {
        var lines = [
            ContentLine(name: "BEGIN", value: "VCALENDAR"),
            ContentLine(name: "VERSION", value: "2.0"),
            ContentLine(name: "PRODID", value: productID),
            ContentLine(name: "CALSCALE", value: "GREGORIAN"),
            ContentLine(name: "METHOD", value: "PUBLISH"),
        ]
        for event in events {
            lines += eventLines(event, candidate: candidates[event.candidateID], stamp: stamp)
        }
        lines.append(ContentLine(name: "END", value: "VCALENDAR"))
        return lines.map(\.rendered).joined(separator: "\r\n") + "\r\n"
    }

    /// One `VEVENT`.
    static func eventLines(_ event: InterviewEvent, candidate: Candidate?, stamp: Date) -> [ContentLine] {
        let who = candidate.map { "\($0.name) (\($0.role))" } ?? "candidate \(event.candidateID)"
        let description =
            "Interview with \(who).\nInterviewers: \(event.interviewers.joined(separator: ", "))\n"
            + "Workflow ids: interview \(event.id), candidate \(event.candidateID)"
        var lines = [
            ContentLine(name: "BEGIN", value: "VEVENT"),
            ContentLine(name: "UID", value: uid(for: event)),
            ContentLine(name: "DTSTAMP", value: stamp.utcStamp),
            ContentLine(name: "CREATED", value: event.createdAt.utcStamp),
            ContentLine(name: "DTSTART", value: event.start.utcStamp),
            ContentLine(name: "DTEND", value: event.end.utcStamp),
            ContentLine(name: "SUMMARY", value: ContentLine.escapedText("Interview: \(who)")),
            ContentLine(name: "LOCATION", value: ContentLine.escapedText(event.location)),
            ContentLine(name: "DESCRIPTION", value: ContentLine.escapedText(description)),
        ]
        if let candidate {
            lines.append(
                ContentLine(
                    name: "ATTENDEE",
                    parameters: [("CN", candidate.name), ("ROLE", "REQ-PARTICIPANT")],
                    value: "mailto:\(candidate.email)"))
        }
        for interviewer in event.interviewers {
            lines.append(
                ContentLine(
                    name: "ATTENDEE", parameters: [("CN", interviewer), ("ROLE", "CHAIR")],
                    value: "mailto:\(interviewer)"))
        }
        lines += [
            ContentLine(name: "STATUS", value: event.isCancelled ? "CANCELLED" : "CONFIRMED"),
            ContentLine(name: "SEQUENCE", value: event.isCancelled ? "1" : "0"),
            ContentLine(name: "END", value: "VEVENT"),
        ]
        return lines
    }

    /// Stable across exports and unique across data directories: the id plus when it was created.
    static func uid(for event: InterviewEvent) -> String {
        "\(event.id)-\(event.createdAt.utcStamp)@workflow.inject"
    }
}
