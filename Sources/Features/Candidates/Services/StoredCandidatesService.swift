import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The candidates service, kept in the `candidates` and `stage_changes` tables of the injected ``Store``.
///
/// A struct with `@Injected` properties: each copy resolves its store and clock lazily, from the container
/// that built it. Features that only read candidates get ``StoredCandidateDirectory`` instead, so they never
/// pull in what this service needs besides storage: the interviews it checks before closing a candidate
/// (an optional injection: with the events feature disabled there are none to check).
struct StoredCandidatesService: CandidatesService, StoredCandidateReading {
    @Injected var store: Store
    @Injected var clock: WallClock
    @Injected var display: TimeDisplay
    @Injected var events: EventsService?

    @discardableResult
    func add(_ new: NewCandidate) throws -> Candidate {
        let fields = try Self.validated(new)
        let now = clock.now()
        return try store.transaction { db in
            // The unique index on email_key is the duplicate check, inside the command's write transaction, so
            // two concurrent `add`s cannot both add the same address; the existing row is read only to name it.
            guard let added = try CandidateRows.insertUnlessEmailTaken(fields, at: now, in: db) else {
                throw try Self.duplicateEmail(fields.email, in: db)
            }
            return added
        }
    }

    func list(_ query: CandidateQuery) throws -> [Candidate] {
        let (condition, values) = CandidateRows.condition(for: query)
        let matching = try store.transaction { db in try CandidateRows.candidates(where: condition, values, in: db) }
        // Already in the order they were added; the other orders compare names the way Swift lowercases them.
        return query.sort == .added ? matching : Self.sorted(matching, by: query.sort)
    }

    @discardableResult
    func move(id: String, to stage: Stage, cancellingInterviews: Bool) throws -> StageMove {
        let now = clock.now()
        return try store.transaction { db in
            guard var candidate = try CandidateRows.candidate(id: id, in: db) else {
                throw CandidatesError.unknownCandidate(id: id).appError
            }
            let current = candidate.stage
            guard current != stage else { throw CandidatesError.alreadyInStage(id: id, stage: stage).appError }
            guard current.canMove(to: stage) else {
                throw CandidatesError.illegalMove(id: id, from: current, to: stage).appError
            }
            // A closed candidate keeps no interviews: they are cancelled with the move (a failure takes the
            // cancellations back too: it is all one transaction) or the move is refused. With the events
            // feature disabled there are none to see.
            var cancelled: [InterviewEvent] = []
            if !stage.isOpen, let events {
                let ahead = try events.events(forCandidate: id).filter { !$0.isCancelled && $0.end > now }
                if !ahead.isEmpty, !cancellingInterviews {
                    throw CandidatesError.interviewsAhead(id: id, stage: stage, interviews: ahead, display: display)
                        .appError
                }
                cancelled = try ahead.map { interview in try events.cancel(id: interview.id) }
            }
            let change = StageChange(from: current, to: stage, at: now)
            try CandidateRows.move(candidate, with: change, in: db)
            candidate.stage = stage
            candidate.history.append(change)
            return StageMove(candidate: candidate, cancelledInterviews: cancelled)
        }
    }
}

extension StoredCandidatesService {
    /// Trims the fields and checks them; the first problem found is thrown.
    static func validated(_ new: NewCandidate) throws(AppError) -> NewCandidate {
        let trimmed = NewCandidate(
            name: Whitespace.trimmed(new.name), email: Whitespace.trimmed(new.email), role: Whitespace.trimmed(new.role)
        )
        if trimmed.name.isEmpty { throw CandidatesError.emptyField(name: "name").appError }
        if trimmed.email.isEmpty { throw CandidatesError.emptyField(name: "email").appError }
        if trimmed.role.isEmpty { throw CandidatesError.emptyField(name: "role").appError }
        try TextSafety.check(trimmed.name, field: "name")
        try TextSafety.check(trimmed.email, field: "email")
        try TextSafety.check(trimmed.role, field: "role")
        guard Mailbox.isValidAddress(trimmed.email) else { throw CandidatesError.invalidEmail(trimmed.email).appError }
        guard Mailbox.hasASCIILocalPart(trimmed.email) else {
            throw CandidatesError.nonASCIILocalPart(trimmed.email).appError
        }
        return trimmed
    }

    /// The refusal of `email`, which a stored candidate has already, naming that candidate.
    static func duplicateEmail(_ email: String, in db: StoreTransaction) throws -> AppError {
        guard let existingID = try CandidateRows.id(ofEmail: email, in: db) else {
            // Only called after the unique index refused `email` in this same transaction.
            return .internalError("the email '\(email)' was refused as taken, but no candidate has it")
        }
        return CandidatesError.duplicateEmail(email, existingID: existingID).appError
    }

    /// Orders candidates; every order ends with the id so equal keys still list the same way every time.
    static func sorted(_ candidates: [Candidate], by sort: CandidateQuery.Sort) -> [Candidate] {
        func idOrder(_ a: Candidate, _ b: Candidate) -> Bool {
            NaturalOrder.areInIncreasingOrder(a.id, b.id)  // c9 before c10
        }
        func nameOrder(_ a: Candidate, _ b: Candidate) -> Bool {
            let order = NaturalOrder.compare(a.name, b.name)  // "Candidate 2" before "Candidate 10"
            return order == .orderedSame ? idOrder(a, b) : order == .orderedAscending
        }
        switch sort {
        case .added:
            return candidates.sorted { a, b in a.addedAt != b.addedAt ? a.addedAt < b.addedAt : idOrder(a, b) }
        case .name:
            return candidates.sorted(by: nameOrder)
        case .stage:
            return candidates.sorted { a, b in a.stage != b.stage ? a.stage < b.stage : nameOrder(a, b) }
        }
    }
}
