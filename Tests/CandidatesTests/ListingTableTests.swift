import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import Testing

/// `candidates list` in its default order reads rows straight from the store into the table; it must print
/// exactly the table of the candidates `list` returns.
@Suite("Listing candidates: the default table, read straight from the store")
struct ListingTableTests {
    /// Candidates in several stages and roles, and rows written by another program: control characters, a bidi
    /// override, bytes that are not UTF-8, non-ASCII letters.
    func populated() throws -> Harness {
        let harness = Harness()
        try harness.add("Grace Hopper", role: "Engineer")
        try harness.add("Zoë Ågren", role: "Designer", email: "zoe@example.com")
        try harness.add("Linus Torvalds", role: "engineer")
        try harness.move("c1", to: .screening)
        try harness.move("c3", to: .rejected)
        try harness.store.transaction { db in
            for (index, name) in ["Eve\u{1B}]0;pwned\u{07}", "Mallory\u{202E}gnp.exe", "Line\nBreak"].enumerated() {
                try db.execute(
                    "INSERT INTO candidates(name, email, email_key, role, role_key, stage, added_at) "
                        + "VALUES (?, ?, ?, 'Engineer\tLead', 'engineer\tlead', 'applied', ?)",
                    [.text(name), .text("x\(index)@example.com"), .text("x\(index)@example.com"), .real(1e9)])
            }
            try db.execute(
                "INSERT INTO candidates(name, email, email_key, role, role_key, stage, added_at) "
                    + "VALUES (CAST(X'41FF42' AS TEXT), 'raw@example.com', 'raw@example.com', 'R', 'r', 'hired', 0)")
        }
        return harness
    }

    /// The table the materialising path prints for `query`.
    func expectedTable(_ query: CandidateQuery, in harness: Harness) throws -> String {
        let display = harness.container.resolve(TimeDisplay.self)
        let candidates = try harness.service.list(query)
        let rows = candidates.map {
            [$0.id, $0.name, $0.email, $0.role, $0.stage.rawValue, display.text($0.addedAt)]
        }
        return Table(columns: ["ID", "NAME", "EMAIL", "ROLE", "STAGE", "ADDED"], rows: rows).rendered() + "\n"
    }

    @Test("every filter prints the table of the listed candidates, escaped the same way")
    func streamedTableIsTheListedCandidatesTable() throws {
        let harness = try populated()
        let cases: [([String], CandidateQuery)] = [
            ([], CandidateQuery()),
            (["--stage", "applied"], CandidateQuery(stage: .applied)),
            (["--role", "ENGINEER"], CandidateQuery(role: "engineer")),
            (
                ["--stage", "applied", "--role", "engineer\tlead"],
                CandidateQuery(stage: .applied, role: "engineer\tlead")
            ),
        ]
        for (arguments, query) in cases {
            let printed = try harness.run(arguments: ["list"] + arguments)
            #expect(printed == (try expectedTable(query, in: harness)), "list \(arguments)")
        }
        let all = try harness.run(arguments: ["list"])
        #expect(all.contains("Eve\\u001B]0;pwned\\u0007"))
        #expect(all.contains("Mallory\\u202Egnp.exe"))
        #expect(all.contains("Line\\u000ABreak"))
        #expect(all.contains("A\u{FFFD}B"))
        #expect(!all.contains("\u{1B}"))
    }

    @Test("nothing matching prints the same sentences as before")
    func emptyListings() throws {
        #expect(try Harness().run("list").hasPrefix("No candidates yet"))
        #expect(try populated().run("list", "--stage", "offer") == "No candidates match.\n")
    }

    @Test("a stage this release does not know is refused as bad data, naming the candidate")
    func unknownStoredStage() throws {
        let harness = try populated()
        try harness.store.transaction { db in
            try db.execute("UPDATE candidates SET stage = 'onboarding' WHERE number = 2")
        }
        for arguments in [["list"], ["list", "--sort", "name"]] {
            #expect {
                try harness.run(arguments: arguments)
            } throws: { error in
                (error as? AppError)?.message
                    == "candidate c2 is stored in stage 'onboarding', which this app does not know"
            }
        }
    }
}
