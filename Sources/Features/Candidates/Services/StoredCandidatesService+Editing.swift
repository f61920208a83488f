import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

extension StoredCandidatesService {
    @discardableResult
    func reopen(id: String, to stage: Stage) throws -> Candidate {
        let now = clock.now()
        return try store.transaction { db in
            guard var candidate = try CandidateRows.candidate(id: id, in: db) else {
                throw CandidatesError.unknownCandidate(id: id).appError
            }
            guard candidate.stage == .rejected else {
                throw CandidatesError.notRejected(id: id, stage: candidate.stage).appError
            }
            guard stage.isOpen else { throw CandidatesError.reopenToClosedStage(stage).appError }
            let change = StageChange(from: candidate.stage, to: stage, at: now)
            try CandidateRows.move(candidate, with: change, in: db)
            candidate.stage = stage
            candidate.history.append(change)
            return candidate
        }
    }

    @discardableResult
    func edit(id: String, _ changes: CandidateChanges) throws -> Candidate {
        guard !changes.isEmpty else { throw CandidatesError.nothingToEdit(id: id).appError }
        return try store.transaction { db in
            guard var candidate = try CandidateRows.candidate(id: id, in: db) else {
                throw CandidatesError.unknownCandidate(id: id).appError
            }
            let fields = try Self.validated(
                NewCandidate(
                    name: changes.name ?? candidate.name, email: changes.email ?? candidate.email,
                    role: changes.role ?? candidate.role))
            if let other = try CandidateRows.candidate(email: fields.email, in: db), other.id != candidate.id {
                throw CandidatesError.duplicateEmail(fields.email, existingID: other.id).appError
            }
            guard try CandidateRows.update(candidate, to: fields, in: db) else {
                throw try CandidateRows.conflict(candidate, in: db)
            }
            candidate.name = fields.name
            candidate.email = fields.email
            candidate.role = fields.role
            return candidate
        }
    }

    func search(_ text: String) throws -> [Candidate] {
        let key = SearchKey(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !key.folded.isEmpty else { throw CandidatesError.emptySearch.appError }
        return try allCandidates()
            .filter { SearchKey("\($0.name)\n\($0.email)\n\($0.role)").contains(key) }
            .sorted { NaturalOrder.areInIncreasingOrder($0.id, $1.id) }
    }

    @discardableResult
    func delete(id: String) throws -> Candidate {
        try store.transaction { db in
            guard let candidate = try CandidateRows.candidate(id: id, in: db) else {
                throw CandidatesError.unknownCandidate(id: id).appError
            }
            // Every table naming a candidate cascades: drafts, sent emails, interviews and their interviewers.
            guard try CandidateRows.delete(candidate, in: db) else {
                throw try CandidateRows.conflict(candidate, in: db)
            }
            return candidate
        }
    }
}
