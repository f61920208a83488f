import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Reading candidates from the store: the one implementation of ``CandidateDirectory``'s two lookups, shared
/// by the service registered as ``CandidateDirectory`` and by ``StoredCandidatesService``.
protocol StoredCandidateReading: CandidateDirectory {
    var store: Store { get }
}

extension StoredCandidateReading {
    func candidate(id: String) throws -> Candidate {
        guard let candidate = try store.transaction({ db in try CandidateRows.candidate(id: id, in: db) }) else {
            throw CandidatesError.unknownCandidate(id: id).appError
        }
        return candidate
    }

    func allCandidates() throws -> [Candidate] {
        try store.transaction { db in try CandidateRows.candidates(in: db) }
    }
}

/// What other features read about candidates, needing nothing but the store.
///
/// Kept apart from ``StoredCandidatesService`` on purpose: that service looks at interviews (through an
/// optional ``EventsService``) before closing a candidate, and the events feature reads candidates through
/// this directory; if one type served both, the graph would hold the cycle
/// `CandidateDirectory → EventsService → CandidateDirectory`.
struct StoredCandidateDirectory: StoredCandidateReading {
    @Injected var store: Store
}
