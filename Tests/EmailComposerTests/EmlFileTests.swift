import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@testable import InjectWorkflowEmailComposer

@Suite("The default mailer's .eml files, checked with Python's email package")
struct EmlFileTests {
    static let parser = #"""
        import sys, json, email, email.policy, email.utils
        raw = open(sys.argv[1], 'rb').read()
        # The strict policy raises on any defect instead of quietly working around it.
        msg = email.message_from_bytes(raw, policy=email.policy.strict)
        def mailbox(header):
            address = msg[header].addresses[0]
            return [address.display_name, address.addr_spec]
        print(json.dumps({
            'defects': [type(d).__name__ for d in msg.defects]
                + [type(d).__name__ for value in msg.values() for d in value.defects],
            'from': mailbox('From'),
            'to': mailbox('To'),
            'subject': str(msg['Subject']),
            'messageID': str(msg['Message-ID']),
            'date': email.utils.parsedate_to_datetime(msg['Date']).isoformat(),
            'mimeVersion': str(msg['MIME-Version']),
            'contentType': msg.get_content_type(),
            'charset': msg.get_content_charset(),
            'transferEncoding': str(msg['Content-Transfer-Encoding']),
            'body': msg.get_content().replace('\r\n', '\n'),
        }))
        """#

    struct Parsed: Decodable {
        var defects: [String]
        var from: [String]
        var to: [String]
        var subject: String
        var messageID: String
        var date: String
        var mimeVersion: String
        var contentType: String
        var charset: String
        var transferEncoding: String
        var body: String
    }

    /// Sends one draft through the real `OutboxMailer` and returns the bytes it wrote.
    func sendThroughOutbox(to candidate: Candidate, subject: String? = nil) throws -> (Data, SentEmail) {
        let harness = Harness(recordingMailer: false, candidates: [candidate])
        var draft = try harness.email.new(forCandidate: candidate.id, template: "application-received")
        if let subject {
            // Drafts are plain values: rewrite this one to exercise long and unusual text.
            draft.subject = subject
            draft.body = Self.trickyBody
            try harness.store.transaction { db in
                try db.execute(
                    "UPDATE drafts SET subject = ?, body = ? WHERE number = 1",
                    [.text(subject), .text(Self.trickyBody)])
            }
        }
        let sent = try harness.email.send(draftID: draft.id)
        let data = try #require(harness.store.file(at: "outbox/d1.eml"))
        #expect(sent.location == "memory:/outbox/d1.eml")
        return (data, sent)
    }

    static let trickyBody =
        "Hola José,\n\nthis line ends in a space \nand this one has = signs and a very long run of text that "
        + "goes on and on well past seventy-six characters, with ünïcödé along the way and an emoji 🎉.\n"
        + ".\nFrom the team"

    func parse(_ data: Data) throws -> Parsed {
        try parseWithPython(data, named: "d1.eml", script: Self.parser)
    }

    @Test("an ASCII message parses with every header and the exact body")
    func asciiMessageParses() throws {
        let (data, sent) = try sendThroughOutbox(to: Harness.ada)
        let parsed = try parse(data)
        #expect(parsed.defects.isEmpty)
        #expect(parsed.from == ["Recruiting Team", "recruiting@example.com"])
        #expect(parsed.to == ["Ada Lovelace", "ada@example.com"])
        #expect(parsed.subject == "Thanks for applying: Compiler Engineer")
        #expect(parsed.messageID == "<\(sent.messageID)>")
        #expect(parsed.date == "2026-11-22T09:00:00+00:00")
        #expect(parsed.mimeVersion == "1.0")
        #expect(parsed.contentType == "text/plain")
        #expect(parsed.charset == "utf-8")
        #expect(parsed.transferEncoding == "quoted-printable")
        #expect(parsed.body.hasPrefix("Hello Ada,\n\nthank you for applying for the Compiler Engineer role."))
    }

    @Test("non-ASCII names and subjects, long lines and trailing spaces survive the round trip")
    func unicodeMessageRoundTrips() throws {
        let subject = "Entrevista para «Ingeniero de compiladores» — José Ñúñez-Øster, una oportunidad única 🎉"
        let (data, _) = try sendThroughOutbox(to: Harness.jose, subject: subject)
        let parsed = try parse(data)
        #expect(parsed.defects.isEmpty)
        #expect(parsed.to == ["José Ñúñez-Øster", "jose@example.com"])
        #expect(parsed.subject == subject)
        #expect(parsed.body == Self.trickyBody + "\n")
    }

    @Test("an internationalised domain goes out IDNA-encoded, with a non-ASCII display name")
    func internationalisedDomain() throws {
        let zoe = Candidate(
            id: "c3", name: "Zoë Ångström", email: "zoe@Bücher.example", role: "Engineer", addedAt: Harness.now)
        let (data, _) = try sendThroughOutbox(to: zoe)
        let parsed = try parse(data)
        #expect(parsed.defects.isEmpty)
        #expect(parsed.to == ["Zoë Ångström", "zoe@xn--bcher-kva.example"])
        #expect(IDNA.asciiAddress("a@münchen.de") == "a@xn--mnchen-3ya.de")
        #expect(IDNA.asciiAddress("a@日本.jp") == "a@xn--wgv71a.jp")
        #expect(IDNA.asciiAddress("josé@example.com") == nil)
    }

    @Test("a name stored with line breaks and escapes by an earlier release still makes a strictly valid message")
    func storedControlCharacters() throws {
        let mallory = Candidate(
            id: "c3", name: "Mallory\r\nBcc: everyone@example.com\u{1B}[2J", email: "m@example.com", role: "QA",
            addedAt: Harness.now)
        let (data, _) = try sendThroughOutbox(to: mallory)
        let parsed = try parse(data)
        #expect(parsed.defects.isEmpty)
        #expect(parsed.to == ["Mallory  Bcc: everyone@example.com [2J", "m@example.com"])
        let head = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
        #expect(!head.contains("\nBcc:"), "no header was injected")
    }

    @Test("the file is 7-bit, uses CRLF only, and keeps lines within 78 characters")
    func wireFormat() throws {
        let (data, _) = try sendThroughOutbox(to: Harness.jose, subject: String(repeating: "Größe ", count: 30))
        #expect(data.allSatisfy { $0 < 128 })
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 78 })
        #expect(text.contains("\r\n\r\n"))
    }
}
