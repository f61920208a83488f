import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite(
    "The .ics export, checked with Python's icalendar package",
    .enabled(if: PythonModules.hasICalendar, PythonModules.iCalendarMissing))
struct CalendarExportTests {
    static let parser = #"""
        import sys, json, icalendar
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        def as_list(value):
            return [] if value is None else value if isinstance(value, list) else [value]
        events = []
        for event in calendar.walk('VEVENT'):
            attendees = as_list(event.get('ATTENDEE'))
            events.append({
                'uid': str(event['UID']),
                'start': event.decoded('DTSTART').isoformat(),
                'end': event.decoded('DTEND').isoformat(),
                'stamp': event.decoded('DTSTAMP').isoformat(),
                'summary': str(event['SUMMARY']),
                'location': str(event['LOCATION']),
                'description': str(event['DESCRIPTION']),
                'status': str(event['STATUS']),
                'attendees': [str(a) for a in attendees],
                'names': [str(a.params.get('CN')) for a in attendees],
                'errors': [str(e) for e in event.errors],
            })
        print(json.dumps({
            'version': str(calendar['VERSION']),
            'prodid': str(calendar['PRODID']),
            'errors': [str(e) for e in calendar.errors],
            'events': events,
        }))
        """#

    struct Parsed: Decodable {
        struct Event: Decodable {
            var uid: String
            var start: String
            var end: String
            var stamp: String
            var summary: String
            var location: String
            var description: String
            var status: String
            var attendees: [String]
            var names: [String]
            var errors: [String]
        }

        var version: String
        var prodid: String
        var errors: [String]
        var events: [Event]
    }

    /// Two interviews for Ada (one cancelled) and one for Grace, whose name and location need escaping.
    func scheduled() throws -> Harness {
        let harness = Harness()
        try harness.schedule(
            at: Harness.tomorrow(10), minutes: 45, interviewers: ["lin@example.com", "sam@example.com"])
        try harness.schedule(
            "c2", at: Harness.tomorrow(14), minutes: 90, interviewers: ["lin@example.com"],
            location: "Building 7, Floor 3; Room \"Babbage\" \\ east wing; ask at the desk, café on the left")
        try harness.schedule(at: Harness.tomorrow(16))
        try harness.events.cancel(id: "e3")
        return harness
    }

    func parse(_ calendar: String) throws -> Parsed {
        try parseWithPython(Data(calendar.utf8), named: "interviews.ics", script: Self.parser)
    }

    @Test("every interview is exported with UTC times, attendees and status")
    func exportParses() throws {
        let harness = try scheduled()
        let parsed = try parse(try harness.events.calendar(forCandidate: nil))
        #expect(parsed.errors.isEmpty)
        #expect(parsed.version == "2.0")
        #expect(parsed.events.count == 3)
        let first = parsed.events[0]
        #expect(first.errors.isEmpty)
        #expect(first.uid == "e1-20261122T090000Z@workflow.inject")
        #expect(first.start == "2026-11-23T10:00:00+00:00")
        #expect(first.end == "2026-11-23T10:45:00+00:00")
        #expect(first.stamp == "2026-11-22T09:00:00+00:00")
        #expect(first.summary == "Interview: Ada Lovelace (Engineer)")
        #expect(first.location == "Room 4")
        #expect(first.status == "CONFIRMED")
        #expect(first.attendees == ["mailto:ada@example.com", "mailto:lin@example.com", "mailto:sam@example.com"])
        #expect(first.names == ["Ada Lovelace", "lin@example.com", "sam@example.com"])
        #expect(parsed.events.map(\.status) == ["CONFIRMED", "CONFIRMED", "CANCELLED"])
    }

    @Test("commas, semicolons, backslashes, quotes, newlines and non-ASCII text survive")
    func escapingRoundTrips() throws {
        let harness = try scheduled()
        let grace = try #require(try parse(try harness.events.calendar(forCandidate: "c2")).events.first)
        #expect(
            grace.location == "Building 7, Floor 3; Room \"Babbage\" \\ east wing; ask at the desk, café on the left")
        #expect(grace.summary == "Interview: Hopper, Grace; \"Amazing\" (Admiral)")
        #expect(grace.names.first == "Hopper, Grace; 'Amazing'")
        #expect(grace.start == "2026-11-23T14:00:00+00:00")
        #expect(grace.end == "2026-11-23T15:30:00+00:00")
        #expect(grace.description.hasPrefix("Interview with Hopper, Grace; \"Amazing\" (Admiral).\nInterviewers:"))
    }

    @Test("--candidate keeps only that candidate's interviews, cancelled ones included")
    func filterByCandidate() throws {
        let harness = try scheduled()
        let parsed = try parse(try harness.events.calendar(forCandidate: "c1"))
        #expect(parsed.events.map(\.uid).map { $0.prefix(2) } == ["e1", "e3"])
        #expect(
            appError { _ = try harness.events.calendar(forCandidate: "c9") }?.message == "candidate 'c9' does not exist"
        )
    }

    @Test("the file uses CRLF only and no physical line exceeds 75 octets")
    func wireFormat() throws {
        let calendar = try scheduled().events.calendar(forCandidate: nil)
        #expect(calendar.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(calendar.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!calendar.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let lines = calendar.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.contains { $0.hasPrefix(" ") }, "the long location should have been folded")
    }
}
