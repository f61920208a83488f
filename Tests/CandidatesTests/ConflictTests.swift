import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@testable import InjectWorkflowCandidates

/// Two recruiters at once: a write based on what a command read is guarded by it, so a change another command
/// made in between is a conflict that names what changed, never an overwrite. (On SQLite a command's whole
/// transaction takes its turn, so only the server store can meet one; the guard is checked on every engine.)
@Suite("Conflicting changes to one candidate")
struct ConflictTests {
    struct Team {
        let subject: TestStoreKind.Subject
        let service: CandidatesService
        let ada: Candidate

        init(_ kind: TestStoreKind) throws {
            subject = try kind.make()
            let container = Container()
            container.registerHostServices(store: subject.store)
            CandidatesModule().register(in: container)
            service = container.resolve(CandidatesService.self)
            ada = try service.add(NewCandidate(name: "Ada Lovelace", email: "ada@example.com", role: "Engineer"))
        }

        func storedAda() throws -> Candidate? { try service.list(CandidateQuery()).first }
    }

    @Test(arguments: TestStoreKind.available)
    func aMoveOfACandidateAnotherCommandMovedIsRefusedNamingTheMove(kind: TestStoreKind) throws {
        let team = try Team(kind)
        defer { team.subject.cleanUp() }
        // Recruiter A read Ada in 'applied'; recruiter B moves her to screening first.
        try team.service.move(id: team.ada.id, to: .screening, cancellingInterviews: false)
        let stale = StageChange(from: .applied, to: .rejected, at: TestClock.start)
        let error = #expect(throws: AppError.self) {
            try team.subject.store.transaction { db in try CandidateRows.move(team.ada, with: stale, in: db) }
        }
        #expect(
            error?.message
                == "candidate 'c1' (Ada Lovelace) was changed (stage applied → screening) by another command while "
                + "this one ran; nothing was written")
        #expect(
            error?.hint
                == "look with 'inject-workflow candidates show c1', then run the command again if it still applies")
        let stored = try #require(try team.storedAda())
        #expect(stored.stage == .screening)
        #expect(stored.history.map(\.to) == [.applied, .screening])
    }

    @Test(arguments: TestStoreKind.available)
    func anEditOfACandidateAnotherCommandEditedIsRefusedAndKeepsTheirChange(kind: TestStoreKind) throws {
        let team = try Team(kind)
        defer { team.subject.cleanUp() }
        try team.service.edit(id: team.ada.id, CandidateChanges(name: "Ada King"))
        let error = #expect(throws: AppError.self) {
            try team.subject.store.transaction { db in
                guard
                    try CandidateRows.update(
                        team.ada,
                        to: NewCandidate(
                            name: "Ada Lovelace", email: "ada@lovelace.example", role: "Engineer"), in: db)
                else { throw try CandidateRows.conflict(team.ada, in: db) }
            }
        }
        #expect(error?.message.contains("was changed (name 'Ada Lovelace' → 'Ada King')") == true)
        let stored = try #require(try team.storedAda())
        #expect((stored.name, stored.email) == ("Ada King", "ada@example.com"))
    }

    @Test(arguments: TestStoreKind.available)
    func aWriteToACandidateAnotherCommandDeletedSaysSo(kind: TestStoreKind) throws {
        let team = try Team(kind)
        defer { team.subject.cleanUp() }
        try team.service.delete(id: team.ada.id)
        let stale = StageChange(from: .applied, to: .screening, at: TestClock.start)
        let error = #expect(throws: AppError.self) {
            try team.subject.store.transaction { db in try CandidateRows.move(team.ada, with: stale, in: db) }
        }
        #expect(error?.message.hasPrefix("candidate 'c1' (Ada Lovelace) was deleted by another command") == true)
        #expect(try team.storedAda() == nil)
    }

    @Test(arguments: TestStoreKind.available)
    func aWriteBasedOnWhatIsStoredGoesThrough(kind: TestStoreKind) throws {
        let team = try Team(kind)
        defer { team.subject.cleanUp() }
        let moved = try team.service.move(id: team.ada.id, to: .screening, cancellingInterviews: false)
        #expect(moved.candidate.stage == .screening)
        let edited = try team.service.edit(id: team.ada.id, CandidateChanges(role: "Staff Engineer"))
        #expect(edited.role == "Staff Engineer")
    }
}
