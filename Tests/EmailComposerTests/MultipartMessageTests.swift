import Foundation
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@testable import InjectWorkflowEmailComposer

@Suite("Messages with attachments are multipart/mixed, checked with Python's email and icalendar packages")
struct MultipartMessageTests {
    /// Parses with `policy.default` (the modern API), walks the parts, and parses any calendar with icalendar
    /// when it is installed.
    static let parser = #"""
        import sys, json, email, email.policy
        raw = open(sys.argv[1], 'rb').read()
        msg = email.message_from_bytes(raw, policy=email.policy.default)
        parts = []
        for part in msg.iter_parts():
            content = part.get_content()
            parts.append({
                'type': part.get_content_type(),
                'params': {k: v for k, v in part['Content-Type'].params.items()},
                'filename': part.get_filename(),
                'disposition': part.get_content_disposition(),
                'content': (content if isinstance(content, str) else content.decode('utf-8')).replace('\r\n', '\n'),
                'raw': part.get_payload(decode=True).decode('utf-8'),
            })
        calendar = None
        if sys.argv[2] == 'ical':
            import icalendar
            ics = next(p for p in parts if p['type'] == 'text/calendar')['raw']
            cal = icalendar.Calendar.from_ical(ics)
            event = next(iter(cal.walk('VEVENT')))
            calendar = {'method': str(cal['METHOD']), 'uid': str(event['UID']),
                        'sequence': int(event['SEQUENCE']), 'summary': str(event['SUMMARY'])}
        print(json.dumps({
            'defects': [type(d).__name__ for d in msg.defects]
                + [type(d).__name__ for part in msg.walk() for d in part.defects],
            'type': msg.get_content_type(),
            'to': [a.addr_spec for a in msg['To'].addresses],
            'cc': [[a.display_name, a.addr_spec] for a in msg['Cc'].addresses] if msg['Cc'] else [],
            'parts': parts,
            'calendar': calendar,
        }))
        """#

    struct Parsed: Decodable {
        struct Part: Decodable {
            var type: String
            var params: [String: String]
            var filename: String?
            var disposition: String?
            var content: String
            var raw: String
        }

        struct Calendar: Decodable {
            var method: String
            var uid: String
            var sequence: Int
            var summary: String
        }

        var defects: [String]
        var type: String
        var to: [String]
        var cc: [[String]]
        var parts: [Part]
        var calendar: Calendar?
    }

    static let calendarText = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Inject//Workflow App//EN", "METHOD:REQUEST", "BEGIN:VEVENT",
        "UID:e1-20261122T090000Z@workflow.inject", "DTSTAMP:20261122T090000Z", "DTSTART:20261123T100000Z",
        "DTEND:20261123T110000Z", "SUMMARY:Interview: Zoë Ñandú (Engineer)", "SEQUENCE:2", "END:VEVENT",
        "END:VCALENDAR", "",
    ].joined(separator: "\r\n")

    static let email = OutgoingEmail(
        messageID: "d1.20261122T090000Z@example.com", date: Date(timeIntervalSince1970: 1_795_338_000),
        from: Mailbox(name: "Recruiting Team", address: "recruiting@example.com"),
        to: Mailbox(name: "Zoë Ñandú", address: "zoe@example.com"),
        cc: [Mailbox(name: "Hopper, Grace", address: "grace@example.com"), Mailbox(address: "lin@example.com")],
        subject: "Interview: Monday 23 November", body: "Hello Zoë,\n\nsee you on Monday.\n",
        attachments: [
            EmailAttachment(fileName: "invite.ics", contentType: "text/calendar; method=REQUEST", text: calendarText)
        ],
        fileName: "d1")

    func parse(_ email: OutgoingEmail, withICalendar: Bool) throws -> Parsed {
        let script = Self.parser
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("d1.eml")
        try Data(RFC5322Message.render(email).utf8).write(to: file)
        let json = try runPython(script, arguments: [file.path, withICalendar ? "ical" : "plain"])
        return try JSONDecoder().decode(Parsed.self, from: Data(json.utf8))
    }

    @Test("the body comes first as text, the calendar after it as text/calendar; method=REQUEST, byte for byte")
    func partsParse() throws {
        let parsed = try parse(Self.email, withICalendar: false)
        #expect(parsed.defects.isEmpty)
        #expect(parsed.type == "multipart/mixed")
        #expect(parsed.to == ["zoe@example.com"])
        #expect(parsed.cc == [["Hopper, Grace", "grace@example.com"], ["", "lin@example.com"]])
        #expect(parsed.parts.map(\.type) == ["text/plain", "text/calendar"])
        #expect(parsed.parts[0].content == "Hello Zoë,\n\nsee you on Monday.\n")
        let calendar = parsed.parts[1]
        #expect(calendar.params["method"] == "REQUEST")
        #expect(calendar.params["charset"] == "utf-8")
        #expect(calendar.filename == "invite.ics")
        #expect(calendar.disposition == "attachment")
        #expect(calendar.raw == Self.calendarText)
    }

    @Test(
        "the calendar part parses with icalendar: method, UID, sequence and non-ASCII text intact",
        .enabled(if: PythonModules.hasICalendar, PythonModules.iCalendarMissing))
    func calendarPartParses() throws {
        let calendar = try #require(try parse(Self.email, withICalendar: true).calendar)
        #expect(calendar.method == "REQUEST")
        #expect(calendar.uid == "e1-20261122T090000Z@workflow.inject")
        #expect(calendar.sequence == 2)
        #expect(calendar.summary == "Interview: Zoë Ñandú (Engineer)")
    }

    @Test("without attachments the message stays single-part text, with a Cc header when there are copies")
    func singlePart() {
        var email = Self.email
        email.attachments = []
        let text = RFC5322Message.render(email)
        #expect(text.contains("\r\nCc: \"Hopper, Grace\" <grace@example.com>, <lin@example.com>\r\n"))
        #expect(text.contains("\r\nContent-Type: text/plain; charset=utf-8\r\n"))
        #expect(!text.contains("multipart"))
        email.cc = []
        #expect(!RFC5322Message.render(email).contains("Cc:"))
    }

    @Test("base64 lines hold at most 76 characters and the boundary never occurs inside a part")
    func wireFormat() {
        var email = Self.email
        email.attachments[0].text = String(repeating: "Ñ=_workflow_d1 ", count: 400)
        email.body = String(repeating: "--=_workflow_d1 ", count: 50)
        let text = RFC5322Message.render(email)
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 998 })
        #expect(
            lines.filter { $0.hasPrefix("--=_workflow_d1") } == [
                "--=_workflow_d1", "--=_workflow_d1", "--=_workflow_d1--",
            ])
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }
}
