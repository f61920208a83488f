import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("Adding candidates")
struct AddCandidateTests {
    @Test("new candidates get c1, c2, … and start in 'applied' at the clock's time")
    func sequentialIDsInApplied() throws {
        let harness = Harness()
        let ada = try harness.add("Ada Lovelace")
        let grace = try harness.add("Grace Hopper")
        #expect(ada.id == "c1")
        #expect(grace.id == "c2")
        #expect(ada.stage == .applied)
        #expect(ada.addedAt == TestClock.start.addingTimeInterval(60))
        #expect(ada.history == [StageChange(from: nil, to: .applied, at: ada.addedAt)])
        #expect(try harness.service.allCandidates().map(\.id) == ["c1", "c2"])
    }

    @Test("fields are stored trimmed")
    func fieldsAreTrimmed() throws {
        let harness = Harness()
        let added = try harness.service.add(NewCandidate(name: "  Ada  ", email: " ada@example.com\n", role: " CTO "))
        #expect(try harness.service.candidate(id: added.id).name == "Ada")
        #expect(added.email == "ada@example.com")
        #expect(added.role == "CTO")
    }

    @Test("an empty name or role is a usage error naming the field", arguments: ["name", "role"])
    func emptyFieldsAreRefused(field: String) throws {
        let harness = Harness()
        let error = appError {
            try harness.service.add(
                NewCandidate(
                    name: field == "name" ? "   " : "Ada", email: "ada@example.com", role: field == "role" ? "" : "CTO")
            )
        }
        #expect(error?.message == "the candidate's \(field) is empty")
        #expect(error?.exitCode == .usage)
        #expect(try harness.service.allCandidates().isEmpty)
    }

    @Test(
        "an email without the shape name@domain.tld is refused, quoting it",
        arguments: ["ada", "ada@example", "a b@x.io"])
    func malformedEmailIsRefused(email: String) {
        let harness = Harness()
        let error = appError { try harness.service.add(NewCandidate(name: "Ada", email: email, role: "CTO")) }
        #expect(error?.message == "'\(email)' is not an email address")
        #expect(error?.exitCode == .usage)
    }

    @Test("an email already in use (any case) is refused, naming the existing candidate")
    func duplicateEmailIsRefused() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace", email: "ada@example.com")
        let error = appError { try harness.add("Ada L.", email: "ADA@example.com") }
        #expect(error?.message == "a candidate with the email 'ADA@example.com' already exists (c1)")
        #expect(try harness.service.allCandidates().count == 1)
    }

    @Test("an unknown id is an error naming it and saying how to list the ids")
    func unknownCandidate() {
        let error = appError { _ = try Harness().service.candidate(id: "c42") }
        #expect(error?.message == "candidate 'c42' does not exist")
        #expect(error?.hint == "run 'inject-workflow candidates list' to see the ids")
        #expect(error?.exitCode == .failure)
    }
}

@Suite("Adding candidates concurrently")
struct ConcurrentAddTests {
    @Test("20 adds at once give 20 candidates with 20 distinct ids")
    func concurrentAddsKeepEveryCandidate() async throws {
        let harness = Harness()
        let service = harness.service
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 1...20 {
                group.addTask {
                    try service.add(NewCandidate(name: "P\(index)", email: "p\(index)@example.com", role: "R"))
                }
            }
            try await group.waitForAll()
        }
        let candidates = try service.allCandidates()
        #expect(candidates.count == 20)
        #expect(Set(candidates.map(\.id)) == Set((1...20).map { "c\($0)" }))
        #expect(Set(candidates.map(\.email)).count == 20)
    }
}
