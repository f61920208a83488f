import Foundation
import InjectWorkflowTestSupport
import Testing

@Suite("A recruiter's everyday work, end to end through the app binary")
struct EverydayWorkTests {
    /// Parses an .eml with `policy.default` and returns its parts and, for a calendar part, its raw text.
    static let emlParser = #"""
        import sys, json, email, email.policy
        msg = email.message_from_bytes(open(sys.argv[1], 'rb').read(), policy=email.policy.default)
        parts = [{'type': p.get_content_type(), 'method': p['Content-Type'].params.get('method'),
                  'text': p.get_payload(decode=True).decode('utf-8')} for p in msg.iter_parts()]
        print(json.dumps({
            'defects': [type(d).__name__ for part in msg.walk() for d in part.defects],
            'type': msg.get_content_type(),
            'cc': [a.addr_spec for a in msg['Cc'].addresses] if msg['Cc'] else [],
            'subject': str(msg['Subject']),
            'parts': parts,
        }))
        """#

    struct Eml: Decodable {
        struct Part: Decodable {
            var type: String
            var method: String?
            var text: String
        }

        var defects: [String]
        var type: String
        var cc: [String]
        var subject: String
        var parts: [Part]
    }

    func eml(_ path: String) throws -> Eml {
        let json = try runPython(Self.emlParser, arguments: [path])
        return try JSONDecoder().decode(Eml.self, from: Data(json.utf8))
    }

    func addAda(_ sandbox: AppSandbox) throws {
        try sandbox.run(["candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "Eng"])
    }

    @Test("deleting a candidate leaves no trace of their email address anywhere in the data directory")
    func deleteLeavesNoTrace() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try addAda(sandbox)
        try sandbox.run(["candidates", "add", "--name", "Grace", "--email", "grace@example.com", "--role", "Eng"])
        try sandbox.run(["candidates", "edit", "c1", "--email", "ada.lovelace@example.com"])
        try sandbox.run(["candidates", "move", "c1", "screening"])
        try sandbox.run(["email", "compose", "c1", "--template", "application-received"])
        try sandbox.run(["email", "send", "d1"])
        try sandbox.run(["email", "compose", "c1", "--template", "rejection"])
        let scheduled = try sandbox.run([
            "events", "schedule", "c1", "--start", "2026-11-23T10:00", "--interviewer", "lin@example.com",
            "--location", "Room 4",
        ])
        #expect(scheduled.status == 0, "\(scheduled.errorOutput)")
        #expect(try Self.filesMentioning("ada", in: sandbox.dataDirectory).isEmpty == false)

        let refused = try sandbox.run(["candidates", "delete", "c1"])
        #expect(refused.status == 64)
        #expect(try Self.filesMentioning("ada.lovelace@example.com", in: sandbox.dataDirectory).isEmpty == false)

        let deleted = try sandbox.run(["candidates", "delete", "c1", "--yes"])
        #expect(deleted.status == 0, "\(deleted.errorOutput)")
        #expect(
            deleted.output
                == "deleted c1 Ada Lovelace <ada.lovelace@example.com>: 2 stage changes, 3 drafts, "
                + "2 sent emails (2 .eml files), 1 interview\n")
        for needle in ["ada.lovelace@example.com", "ada@example.com", "Lovelace"] {
            #expect(try Self.filesMentioning(needle, in: sandbox.dataDirectory) == [], "\(needle)")
        }
        // Everyone else is untouched.
        #expect(try sandbox.run(["candidates", "show", "c2"]).status == 0)
    }

    @Test("a reschedule sends a multipart invitation with the same UID and a higher SEQUENCE; cancel sends CANCEL")
    func rescheduleAndCancelInvitations() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try addAda(sandbox)
        try sandbox.run([
            "events", "schedule", "c1", "--start", "2026-11-23T10:00", "--interviewer", "lin@example.com",
            "--interviewer", "sam@example.com", "--location", "Room 4",
        ])
        let moved = try sandbox.run(["events", "reschedule", "e1", "--start", "2026-11-24T14:00", "--duration", "45"])
        #expect(moved.status == 0, "\(moved.errorOutput)")
        #expect(moved.output.hasPrefix("e1 moved to 2026-11-24 14:00 +01:00 – 2026-11-24 14:45 +01:00\n"))
        try sandbox.run(["events", "cancel", "e1"])

        let outbox = "\(sandbox.dataDirectory)/outbox"
        let messages = try ["d1", "d2", "d3"].map { try eml("\(outbox)/\($0).eml") }
        var uids: [String] = []
        for (message, (method, sequence)) in zip(messages, [("REQUEST", 0), ("REQUEST", 1), ("CANCEL", 2)]) {
            #expect(message.defects.isEmpty)
            #expect(message.type == "multipart/mixed")
            #expect(message.cc == ["lin@example.com", "sam@example.com"])
            #expect(message.parts.map(\.type) == ["text/plain", "text/calendar"])
            let calendar = message.parts[1]
            #expect(calendar.method == method)
            #expect(calendar.text.contains("\r\nMETHOD:\(method)\r\n"))
            #expect(calendar.text.contains("\r\nSEQUENCE:\(sequence)\r\n"))
            uids += calendar.text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
            // The text names the time with its offset, never an internal id.
            #expect(!message.parts[0].text.contains("e1") && !message.subject.contains("e1"))
        }
        #expect(Set(uids).count == 1 && uids.count == 3)
        #expect(messages[1].parts[0].text.contains("Tuesday 24 November 2026, 14:00–14:45 (UTC+01:00, Europe/Berlin)"))
        #expect(messages[1].parts[1].text.contains("\r\nDTSTART:20261124T130000Z\r\n"))
    }

    @Test("compose for several candidates makes one draft each, or none when an id is unknown")
    func composeSeveral() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try addAda(sandbox)
        try sandbox.run(["candidates", "add", "--name", "Grace", "--email", "grace@example.com", "--role", "Eng"])
        let none = try sandbox.run(["email", "compose", "c1", "c2", "c7", "--template", "rejection"])
        #expect(none.status == 1)
        #expect(try sandbox.run(["email", "drafts", "--json"]).output == "[\n\n]\n")
        let both = try sandbox.run(["email", "compose", "c1", "c2", "--template", "rejection", "--cc", "x@example.com"])
        #expect(both.status == 0)
        let listed = try sandbox.run(["email", "drafts"]).output
        #expect(listed.contains("d1 ") && listed.contains("d2 ") && listed.contains("grace@example.com"))
        #expect(try sandbox.run(["email", "send", "d1"]).status == 0)
        #expect(try sandbox.run(["email", "discard", "d1"]).status == 1)
        #expect(
            try sandbox.run(["email", "discard", "d2"]).output.hasPrefix("discarded d2 to Grace <grace@example.com>"))
        let sent = try eml("\(sandbox.dataDirectory)/outbox/d1.eml")
        #expect(sent.cc == ["x@example.com"] && sent.type == "text/plain")
    }

    @Test("import reads RFC 4180 with a BOM, and export writes it back byte for byte")
    func importExportRoundTrip() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let csv =
            "name,email,role,stage\r\n\"Hopper, Grace\",grace@example.com,\"Rear \"\"Amazing\"\" Admiral\",screening\r\n"
            + "José Núñez,jose@example.com,\"Engineer, Backend\",applied\r\n"
        let file = sandbox.root.appendingPathComponent("in.csv")
        try Data(("\u{FEFF}" + csv).utf8).write(to: file)
        let imported = try sandbox.run(["candidates", "import", file.path])
        #expect(imported.status == 0, "\(imported.errorOutput)")
        #expect(imported.output == "imported 2 candidates from \(file.path)\n")
        #expect(try sandbox.run(["candidates", "search", "nunez"]).output.contains("jose@example.com"))
        let exported = try sandbox.run(["candidates", "export", "--output", "-"])
        #expect(exported.output == csv)
        let out = sandbox.root.appendingPathComponent("out.csv")
        #expect(try sandbox.run(["candidates", "export", "--output", out.path]).status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8) == csv)
    }

    @Test(
        "a bad file imports nothing and names every bad line",
        arguments: [
            ("", "line 1: the file is empty (0 bytes)"),
            (
                "name,email,role\nAda,\"ada@example.com,Eng\n",
                "line 2: a quoted field starts on this line and is never closed"
            ),
            ("name,email\nAda,ada@example.com\n", "line 1: the header has no column named 'role'"),
            (
                "name,email,role\nAda,ada@example.com,Eng\nAda2,ADA@example.com,Eng\n",
                "line 3: the email 'ADA@example.com' is also on line 2"
            ),
            (
                "name,email,role\nOld,old@example.com,Eng\nX,no-at-sign,Eng\n",
                "line 2: a candidate with the email 'old@example.com' already exists"
            ),
        ] as [(String, String)])
    func badFilesImportNothing(contents: String, problem: String) throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Old", "--email", "old@example.com", "--role", "Eng"])
        let file = sandbox.root.appendingPathComponent("bad.csv")
        try Data(contents.utf8).write(to: file)
        let run = try sandbox.run(["candidates", "import", file.path])
        #expect(run.status == 65)
        #expect(run.errorOutput.hasPrefix("error: nothing was imported: \(file.path) has "))
        #expect(run.errorOutput.contains(problem), "\(run.errorOutput)")
        #expect(
            try sandbox.run(["candidates", "list", "--json"]).output.components(separatedBy: "\"email\"").count == 2)
    }

    /// The files under `directory` whose bytes contain `needle` (case-insensitive ASCII).
    static func filesMentioning(_ needle: String, in directory: String) throws -> [String] {
        let files = FileManager.default
        guard let walker = files.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        let wanted = Array(needle.lowercased().utf8)
        while let relative = walker.nextObject() as? String {
            let path = "\(directory)/\(relative)"
            guard let data = files.contents(atPath: path) else { continue }
            let bytes = data.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
            if Data(bytes).range(of: Data(wanted)) != nil { found.append(relative) }
        }
        return found
    }
}
