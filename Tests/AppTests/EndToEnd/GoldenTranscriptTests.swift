import Foundation
import InjectWorkflowTestSupport
import Testing

/// The main commands, run in order against one data directory with a fixed clock, each compared with its
/// golden transcript in `Golden/` (re-record with `APP_RECORD_GOLDEN=1`; see `Golden.swift`).
@Suite("Golden transcripts", .serialized)
struct GoldenTranscriptTests {
    /// One golden file: a name and the command lines whose transcripts it holds, in order. `{draft}` is
    /// replaced by the id the latest `email compose` printed.
    struct Step: Sendable {
        var golden: String
        var commands: [[String]]
    }

    static let steps: [Step] = [
        Step(golden: "help", commands: [["--help"]]),
        Step(golden: "candidates-help", commands: [["candidates", "--help"]]),
        Step(golden: "candidates-add-help", commands: [["candidates", "add", "--help"]]),
        Step(golden: "features", commands: [["features"], ["features", "--json"]]),
        Step(
            golden: "candidates-add",
            commands: [
                ["candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "Engineer"],
                ["candidates", "add", "--name=Grace Hopper", "--email=grace@example.com", "--role=Manager"],
                ["candidates", "add", "--name", "Alan Turing", "--email", "alan@example.com", "--role", "Engineer"],
                ["candidates", "add", "--name", "No Email", "--role", "Engineer"],
            ]),
        Step(
            golden: "candidates-move",
            commands: [
                ["candidates", "move", "c1", "screening"],
                ["candidates", "move", "c1", "interview"],
                ["candidates", "move", "c2", "screening"],
                ["candidates", "move", "c3", "rejected"],
                ["candidates", "move", "c3", "hired"],
                ["candidates", "move", "c9", "screening"],
            ]),
        Step(
            golden: "candidates-list",
            commands: [
                ["candidates", "list"],
                ["candidates", "list", "--stage", "screening"],
                ["candidates", "list", "--role", "engineer", "--sort", "name"],
                ["candidates", "list", "--json"],
            ]),
        Step(golden: "candidates-show", commands: [["candidates", "show", "c1"]]),
        Step(
            golden: "events-schedule",
            commands: [
                [
                    "events", "schedule", "c1", "--start", "2026-11-23T10:00", "--duration", "60",
                    "--interviewer", "grace@example.com", "--interviewer", "linus@example.com",
                    "--location", "Room 4",
                ],
                [
                    "events", "schedule", "c2", "--start", "2026-11-23T10:30", "--interviewer", "linus@example.com",
                    "--location", "Room 5",
                ],
            ]),
        Step(golden: "events-list", commands: [["events", "list"], ["events", "list", "--json"]]),
        Step(
            golden: "email-compose",
            commands: [["email", "compose", "c2", "--template", "screening-invitation"]]),
        Step(golden: "email-send", commands: [["email", "send", "{draft}"], ["email", "outbox"]]),
        Step(golden: "candidates-timeline", commands: [["candidates", "timeline", "c1"]]),
        Step(
            golden: "candidates-edit",
            commands: [
                ["candidates", "edit", "c2", "--role", "Engineering Manager", "--name", "Grace B. Hopper"],
                ["candidates", "edit", "c2", "--email", "ADA@example.com"],
                ["candidates", "edit", "c2"],
            ]),
        Step(
            golden: "candidates-search",
            commands: [
                ["candidates", "search", "LOVE"], ["candidates", "search", "engineer", "--json"],
                ["candidates", "search", "zzz"],
            ]),
        Step(
            golden: "candidates-reopen",
            commands: [
                ["candidates", "move", "c3", "screening"],
                ["candidates", "move", "c3", "screening", "--reopen"],
                ["candidates", "move", "c1", "applied", "--reopen"],
            ]),
        Step(
            golden: "events-reschedule",
            commands: [
                ["events", "reschedule", "e1", "--start", "2026-11-24 09:00 America/New_York"],
                ["events", "reschedule", "e1", "--start", "2026-11-23T10:30"],
                ["events", "reschedule", "e1", "--start", "2026-03-29T02:30"],
                ["events", "list", "--utc"],
            ]),
        Step(
            golden: "email-drafts",
            commands: [
                ["email", "compose", "c1", "c3", "--template", "rejection", "--cc", "lead@example.com"],
                ["email", "drafts"],
                ["email", "discard", "{draft}"],
                ["email", "compose", "c1", "c9", "--template", "rejection"],
                ["email", "drafts"],
            ]),
        Step(
            golden: "candidates-delete",
            commands: [
                ["candidates", "delete", "c3"],
                ["candidates", "delete", "c3", "--yes"],
                ["candidates", "list"],
            ]),
        Step(golden: "graph-text", commands: [["graph", "--format", "text"]]),
        Step(golden: "doctor", commands: [["doctor"], ["doctor", "--json"]]),
        Step(
            golden: "usage-errors",
            commands: [
                ["cnadidates", "list"],
                ["candidates", "lsit"],
                ["candidates", "list", "--stgae", "applied"],
                ["candidates", "show"],
                ["graph", "--format", "svg"],
            ]),
    ]

    @Test func mainCommandsPrintTheirGoldenTranscripts() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try Self.check(Self.steps, in: sandbox)
    }

    /// The same commands on a PostgreSQL store print the same transcripts, but for `doctor`, which describes the
    /// store, and the graph, whose `Store` is a `PostgresStore` there (`StoreSelectionTests` checks both).
    #if canImport(CInjectWorkflowPostgres)
        @Test(.enabled(if: PostgresTestServer.isConfigured, PostgresTestServer.skipReason))
        func mainCommandsPrintTheSameTranscriptsOnPostgreSQL() throws {
            let schema = try PostgresTestServer.Schema()
            defer { schema.drop() }
            var sandbox = try AppSandbox()
            defer { sandbox.remove() }
            sandbox.environment["APP_STORE"] = schema.url
            try Self.check(Self.steps.filter { !["doctor", "graph-text"].contains($0.golden) }, in: sandbox)
        }
    #endif

    private static func check(_ steps: [Step], in sandbox: AppSandbox) throws {
        var draft = "d?"
        for step in steps {
            var transcripts: [String] = []
            for command in step.commands {
                let arguments = command.map { $0 == "{draft}" ? draft : $0 }
                let run = try sandbox.run(arguments)
                if arguments.starts(with: ["email", "compose"]), let id = firstID(in: run.output, prefix: "d") {
                    draft = id
                }
                transcripts.append(run.transcript(hiding: sandbox.dataDirectory))
            }
            Golden.check(transcripts.joined(separator: "\n\n"), against: step.golden)
        }
    }

    static func firstID(in text: String, prefix: String) -> String? {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first { word in
            word.hasPrefix(prefix) && Int(word.dropFirst(prefix.count)) != nil
        }.map(String.init)
    }
}
