import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@testable import InjectWorkflowEvents

@Suite("The calendar part of invitations (iTIP REQUEST and CANCEL), checked with Python's icalendar")
struct InvitationCalendarTests {
    static let parser = #"""
        import sys, json, icalendar
        cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        event = next(iter(cal.walk('VEVENT')))
        attendees = event.get('ATTENDEE')
        attendees = attendees if isinstance(attendees, list) else [attendees]
        print(json.dumps({
            'method': str(cal['METHOD']),
            'uid': str(event['UID']),
            'sequence': int(event['SEQUENCE']),
            'status': str(event['STATUS']),
            'start': event.decoded('DTSTART').isoformat(),
            'organizer': str(event['ORGANIZER']),
            'organizerName': str(event['ORGANIZER'].params.get('CN')),
            'attendees': [str(a) for a in attendees],
            'rsvp': [str(a.params.get('RSVP')) for a in attendees],
            'description': str(event['DESCRIPTION']),
            'errors': [str(e) for e in cal.errors] + [str(e) for e in event.errors],
        }))
        """#

    struct Parsed: Decodable {
        var method: String
        var uid: String
        var sequence: Int
        var status: String
        var start: String
        var organizer: String
        var organizerName: String
        var attendees: [String]
        var rsvp: [String]
        var description: String
        var errors: [String]
    }

    static let created = Date(timeIntervalSince1970: 1_795_338_000)  // 2026-11-22 09:00 UTC
    static let event = InterviewEvent(
        id: "e7", candidateID: "c3", start: Date(timeIntervalSince1970: 1_795_428_000), durationMinutes: 45,
        interviewers: ["lin@example.com", "sam@example.com"], location: "Room 4, Babbage; east", createdAt: created)
    static let ada = Candidate(
        id: "c3", name: "Ada Lovelace", email: "ada@example.com", role: "Engineer", addedAt: created)
    static let sender = Mailbox(name: "Recruiting Team", address: "recruiting@example.com")
    static let berlin = TimeDisplay(zone: TimeZone(identifier: "Europe/Berlin")!)

    func calendar(_ method: ICalendarInvitation.Method, sequence: Int) -> String {
        ICalendarInvitation.calendar(
            for: Self.event, candidate: Self.ada, organizer: Self.sender, method: method, sequence: sequence,
            stamp: Self.created, display: Self.berlin)
    }

    func parse(_ text: String) throws -> Parsed {
        try parseWithPython(Data(text.utf8), named: "invite.ics", script: Self.parser)
    }

    @Test(
        "a REQUEST names the organizer, asks every attendee to reply, and keeps the export's UID",
        .enabled(if: PythonModules.hasICalendar, PythonModules.iCalendarMissing))
    func requestParses() throws {
        let parsed = try parse(calendar(.request, sequence: 0))
        #expect(parsed.errors.isEmpty)
        #expect(parsed.method == "REQUEST")
        #expect(parsed.uid == ICalendarWriter.uid(for: Self.event))
        #expect(parsed.sequence == 0)
        #expect(parsed.status == "CONFIRMED")
        #expect(parsed.start == "2026-11-23T10:00:00+00:00")
        #expect(parsed.organizer == "mailto:recruiting@example.com")
        #expect(parsed.organizerName == "Recruiting Team")
        #expect(parsed.attendees == ["mailto:ada@example.com", "mailto:lin@example.com", "mailto:sam@example.com"])
        #expect(parsed.rsvp == ["TRUE", "TRUE", "TRUE"])
        #expect(
            parsed.description
                == "Interview with Ada Lovelace (Engineer).\n"
                + "When: Monday 23 November 2026, 11:00–11:45 (UTC+01:00, Europe/Berlin)\n"
                + "Where: Room 4, Babbage; east\nInterviewers: lin@example.com, sam@example.com")
    }

    @Test(
        "a reschedule sends a higher SEQUENCE under the same UID; a cancel says METHOD:CANCEL",
        .enabled(if: PythonModules.hasICalendar, PythonModules.iCalendarMissing))
    func sequenceAndCancel() throws {
        let moved = try parse(calendar(.request, sequence: 1))
        let cancelled = try parse(calendar(.cancel, sequence: 2))
        #expect(moved.uid == cancelled.uid)
        #expect((moved.sequence, cancelled.sequence) == (1, 2))
        #expect((cancelled.method, cancelled.status) == ("CANCEL", "CANCELLED"))
    }

    @Test("the text never shows an internal id, and the wire format is CRLF lines of at most 75 octets")
    func noInternalIDs() {
        let text = calendar(.request, sequence: 0)
        let description = text.components(separatedBy: "\r\nDESCRIPTION:").last!.components(separatedBy: "\r\n")
            .prefix { !$0.hasPrefix("ORGANIZER") }.joined()
        #expect(!description.contains("e7") && !description.contains("c3"))
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(ICalendarInvitation.Method.cancel.contentType == "text/calendar; method=CANCEL")
    }
}
