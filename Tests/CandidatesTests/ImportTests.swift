import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("Importing candidates in one batch")
struct ImportTests {
    func row(
        _ line: Int, _ name: String, _ email: String, role: String = "Engineer", stage: Stage = .applied
    )
        -> CandidateImportRow
    {
        CandidateImportRow(line: line, candidate: NewCandidate(name: name, email: email, role: role), stage: stage)
    }

    @Test("every row is added, trimmed, in its stage, with the same history an add and a move would record")
    func rowsAreAddedWithTheirHistory() throws {
        let harness = Harness()
        try harness.add("Grace Hopper")
        let added = try harness.service.importCandidates(
            [row(2, " Ada ", "ada@example.com "), row(3, "Lin", "lin@example.com", role: "QA", stage: .screening)],
            from: "people.csv")
        #expect(added.map(\.id) == ["c2", "c3"])
        let stored = try harness.service.allCandidates()
        #expect(stored.map(\.id) == ["c1", "c2", "c3"])
        #expect(Array(stored[1...]) == added)
        #expect(stored[1].name == "Ada" && stored[1].email == "ada@example.com" && stored[1].stage == .applied)
        let at = stored[2].addedAt
        #expect(stored[2].stage == .screening)
        #expect(
            stored[2].history == [
                StageChange(from: nil, to: .applied, at: at), StageChange(from: .applied, to: .screening, at: at),
            ])
        #expect(try harness.service.list(CandidateQuery(stage: .screening)).map(\.id) == ["c3"])
    }

    @Test("a refused batch adds none of its rows and names every bad line, in file order")
    func refusedBatchAddsNothing() throws {
        let harness = Harness()
        try harness.add("Grace Hopper", email: "grace@example.com")
        let controlCharacter = appError { try TextSafety.check("Esc \u{1B}[2J", field: "name") }?.message ?? "?"
        let error = appError {
            try harness.service.importCandidates(
                [
                    row(2, "Ada", "ada@example.com"),
                    row(3, "Grace H.", "GRACE@example.com"),
                    row(4, "Ada again", "Ada@Example.com"),
                    row(5, "", "empty@example.com"),
                    row(6, "Esc \u{1B}[2J", "esc@example.com"),
                    row(7, "No at", "no-at-sign"),
                    row(8, "Lin", "lin@example.com"),
                ], from: "people.csv")
        }
        #expect(error?.exitCode == .dataError)
        #expect(
            error?.message == """
                nothing was imported: people.csv has 5 problems:
                line 3: a candidate with the email 'GRACE@example.com' already exists (c1)
                line 4: the email 'Ada@Example.com' is also on line 2
                line 5: the candidate's name is empty
                line 6: \(controlCharacter)
                line 7: 'no-at-sign' is not an email address
                """)
        #expect(try harness.service.allCandidates().map(\.email) == ["grace@example.com"])
        // Nothing half-done is left behind: the good rows import again, with the ids the refused batch gave back.
        let added = try harness.service.importCandidates(
            [row(2, "Ada", "ada@example.com"), row(8, "Lin", "lin@example.com")], from: "people.csv")
        #expect(added.map(\.id) == ["c2", "c3"])
        #expect(try harness.service.allCandidates().count == 3)
    }

    @Test("an empty batch adds nothing and succeeds")
    func emptyBatch() throws {
        let harness = Harness()
        #expect(try harness.service.importCandidates([], from: "empty.csv").isEmpty)
        #expect(try harness.service.allCandidates().isEmpty)
    }
}
