import InjectWorkflowInterfaces
import Testing

@Suite("Listing candidates: filters and sort orders")
struct ListingTests {
    /// c1 Grace (Engineer, screening), c2 ada (Designer, applied), c3 Linus (engineer, rejected),
    /// c4 Barbara (Engineer, applied).
    func populated() throws -> Harness {
        let harness = Harness()
        try harness.add("Grace Hopper", role: "Engineer")
        try harness.add("ada Lovelace", role: "Designer")
        try harness.add("Linus Torvalds", role: "engineer")
        try harness.add("Barbara Liskov", role: "Engineer")
        try harness.move("c1", to: .screening)
        try harness.move("c3", to: .rejected)
        return harness
    }

    @Test("no query lists everyone in the order they were added")
    func defaultListing() throws {
        #expect(try populated().service.list(CandidateQuery()).map(\.id) == ["c1", "c2", "c3", "c4"])
    }

    @Test("a stage filter keeps only that stage")
    func filterByStage() throws {
        let service = try populated().service
        #expect(try service.list(CandidateQuery(stage: .applied)).map(\.id) == ["c2", "c4"])
        #expect(try service.list(CandidateQuery(stage: .rejected)).map(\.id) == ["c3"])
        #expect(try service.list(CandidateQuery(stage: .hired)).isEmpty)
    }

    @Test("a role filter ignores case, and combines with a stage filter")
    func filterByRole() throws {
        let service = try populated().service
        #expect(try service.list(CandidateQuery(role: "ENGINEER")).map(\.id) == ["c1", "c3", "c4"])
        #expect(try service.list(CandidateQuery(stage: .applied, role: "engineer")).map(\.id) == ["c4"])
    }

    @Test("sorting by name ignores case")
    func sortByName() throws {
        let names = try populated().service.list(CandidateQuery(sort: .name)).map(\.name)
        #expect(names == ["ada Lovelace", "Barbara Liskov", "Grace Hopper", "Linus Torvalds"])
    }

    @Test("sorting by stage follows the pipeline, then the name")
    func sortByStage() throws {
        let ids = try populated().service.list(CandidateQuery(sort: .stage)).map(\.id)
        #expect(ids == ["c2", "c4", "c1", "c3"])
    }

    @Test("sorting by time added breaks ties by id number, so c10 follows c9")
    func sortByAddedBreaksTiesNumerically() throws {
        let harness = Harness()
        // Same clock reading for all: only the id orders them.
        for index in 1...10 {
            try harness.service.add(NewCandidate(name: "N\(index)", email: "n\(index)@example.com", role: "R"))
        }
        let ids = try harness.service.list(CandidateQuery(sort: .added)).map(\.id)
        #expect(ids == (1...10).map { "c\($0)" })
    }
}
