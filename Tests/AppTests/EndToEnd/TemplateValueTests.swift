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
