import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The calendar part of an interview invitation (RFC 5546, iTIP): what makes a mail client offer
/// "add to calendar", and later move or remove the entry.
///
/// One `VEVENT` with the interview's stable `UID`; `METHOD:REQUEST` with a `SEQUENCE` that grows each time
/// the interview is rescheduled, so clients update the entry they have rather than add another;
/// `METHOD:CANCEL` with `STATUS:CANCELLED` when it is called off. The description speaks to people: the
/// time in the sender's zone with its offset, the place and the interviewers; never an internal id.
///
/// ```swift
/// let text = ICalendarInvitation.calendar(
///     for: event, candidate: ada, organizer: sender, method: .request, sequence: 0, stamp: now, display: display)
/// EmailAttachment(fileName: "invite.ics", contentType: ICalendarInvitation.Method.request.contentType, text: text)
/// ```
enum ICalendarInvitation {
    /// What the message asks of the calendar.
    enum Method: String {
        /// Add the interview, or update it when the `UID` is known and the `SEQUENCE` is higher.
        case request = "REQUEST"
        /// Remove the interview.
        case cancel = "CANCEL"

        /// The MIME type of the part: `text/calendar; method=REQUEST`.
        var contentType: String { "text/calendar; method=\(rawValue)" }
    }

    /// The file name the calendar part is offered under.
    static let fileName = "invite.ics"

    /// The whole calendar, CRLF line endings included.
    static func calendar(
        for event: InterviewEvent, candidate: Candidate?, organizer: Mailbox, method: Method, sequence: Int,
        stamp: Date, display: TimeDisplay
    ) -> String {
        var lines = ICalendarWriter.header(method: method.rawValue)
        lines += ICalendarWriter.eventLines(
            event, candidate: candidate, stamp: stamp,
            details: .init(
                description: description(of: event, candidate: candidate, display: display), sequence: sequence,
                status: method == .cancel ? "CANCELLED" : "CONFIRMED", organizer: organizer, asksForReply: true))
        lines.append(ContentLine(name: "END", value: "VCALENDAR"))
        return ICalendarWriter.rendered(lines)
    }

    /// What the interview is, when and where, in words.
    static func description(of event: InterviewEvent, candidate: Candidate?, display: TimeDisplay) -> String {
        let who = candidate.map { "\($0.name) (\($0.role))" } ?? "a candidate"
        return [
            "Interview with \(who).",
            "When: \(display.sentence(from: event.start, to: event.end))",
            "Where: \(event.location)",
            "Interviewers: \(event.interviewers.joined(separator: ", "))",
        ].joined(separator: "\n")
    }
}
