import Foundation
import Testing

@Suite("--set values are honoured or refused, never dropped")
struct TemplateValueTests {
    @Test func anUnknownKeyIsAnErrorNamingItAndTheKeysThatCanBeSet() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        let run = try sandbox.run([
            "email", "compose", "c1", "--template", "application-received", "--set", "event.locaton=Room 4",
        ])
        #expect(run.status == 64)
        #expect(
            run.errorOutput == "error: '--set event.locaton=…' names no placeholder a template can use\n"
                + "hint: did you mean 'event.location'? the values you can set are event.id, event.start, event.end, "
                + "event.when, event.duration, event.location, event.interviewers\n")
    }

    @Test func aKeyTheCandidatesRecordDecidesIsAnErrorSayingSo() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        let run = try sandbox.run([
            "email", "compose", "c1", "--template", "application-received", "--set", "candidate.name=Grace",
        ])
        #expect(run.status == 64)
        #expect(run.errorOutput.hasPrefix("error: 'candidate.name' comes from candidate c1's record"))
        #expect(try sandbox.run(["email", "preview", "d1"]).status != 0, "no draft was stored")
    }
}

@Suite("The sender, end to end")
struct SenderEndToEndTests {
    @Test("'inject-workflow email sender' stores the sender in the data directory; the next .eml is from it")
    func senderIsStoredAndUsed() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "QA"])
        let set = try sandbox.run(["email", "sender", "--name", "Acme Hiring", "--address", "jobs@bücher.example"])
        #expect(set.status == 0, "\(set.errorOutput)")
        #expect(set.output == "sender: Acme Hiring <jobs@bücher.example>\n")
        #expect(try sandbox.run(["email", "sender"]).output == "Acme Hiring <jobs@bücher.example>\n")
        try sandbox.run(["email", "compose", "c1", "--template", "application-received"])
        let sent = try sandbox.run(["email", "send", "d1"])
        #expect(sent.status == 0, "\(sent.errorOutput)")
        let eml = try String(contentsOfFile: "\(sandbox.dataDirectory)/outbox/d1.eml", encoding: .utf8)
        #expect(eml.contains("From: Acme Hiring <jobs@xn--bcher-kva.example>"), "IDNA-encoded domain: \(eml)")
    }
}
