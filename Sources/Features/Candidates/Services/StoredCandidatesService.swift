import Core
import Foundation
import Inject
import Interfaces

/// The candidates service, kept as the `candidates` document in the injected ``DocumentStore``.
///
/// A struct with `@Injected` properties: each copy resolves its store and clock lazily, from the container
/// that built it. It depends on nothing but storage and time, so features that only read candidates
/// (`CandidateDirectory`) never pull in the rest of the candidates feature.
struct StoredCandidatesService: CandidatesService {
    /// The name of the document holding `[Candidate]`.
    static let documentName = "candidates"

    @Injected var store: DocumentStore
    @Injected var clock: WallClock

    func candidate(id: String) throws -> Candidate {
        guard let candidate = try allCandidates().first(where: { $0.id == id }) else {
            throw CandidatesError.unknownCandidate(id: id).appError
        }
        return candidate
    }

    func allCandidates() throws -> [Candidate] {
        try store.load([Candidate].self, from: Self.documentName) ?? []
    }

    @discardableResult
    func add(_ new: NewCandidate) throws -> Candidate {
        let fields = try Self.validated(new)
        let now = clock.now()
        return try store.update([Candidate].self, in: Self.documentName, default: { [] }) { candidates in
            // The duplicate check and the id both read the document inside the update, so two concurrent
            // `add`s can neither share an id nor both add the same address.
            if let existing = candidates.first(where: { $0.email.lowercased() == fields.email.lowercased() }) {
                throw CandidatesError.duplicateEmail(fields.email, existingID: existing.id).appError
            }
            let candidate = Candidate(
                id: SequentialID.next(prefix: "c", after: candidates.map(\.id)),
                name: fields.name, email: fields.email, role: fields.role, addedAt: now)
            candidates.append(candidate)
            return candidate
        }
    }

    func list(_ query: CandidateQuery) throws -> [Candidate] {
        let matching = try allCandidates().filter { candidate in
            (query.stage.map { candidate.stage == $0 } ?? true)
                && (query.role.map { candidate.role.lowercased() == $0.lowercased() } ?? true)
        }
        return Self.sorted(matching, by: query.sort)
    }

    @discardableResult
    func move(id: String, to stage: Stage) throws -> Candidate {
        let now = clock.now()
        return try store.update([Candidate].self, in: Self.documentName, default: { [] }) { candidates in
            guard let index = candidates.firstIndex(where: { $0.id == id }) else {
                throw CandidatesError.unknownCandidate(id: id).appError
            }
            let current = candidates[index].stage
            guard current != stage else { throw CandidatesError.alreadyInStage(id: id, stage: stage).appError }
            guard current.canMove(to: stage) else {
                throw CandidatesError.illegalMove(id: id, from: current, to: stage).appError
            }
            candidates[index].stage = stage
            candidates[index].history.append(StageChange(from: current, to: stage, at: now))
            return candidates[index]
        }
    }
}

extension StoredCandidatesService {
    /// Trims the fields and checks them; the first problem found is thrown.
    static func validated(_ new: NewCandidate) throws(AppError) -> NewCandidate {
        let trimmed = NewCandidate(
            name: new.name.trimmingCharacters(in: .whitespacesAndNewlines),
            email: new.email.trimmingCharacters(in: .whitespacesAndNewlines),
            role: new.role.trimmingCharacters(in: .whitespacesAndNewlines))
        if trimmed.name.isEmpty { throw CandidatesError.emptyField(name: "name").appError }
        if trimmed.email.isEmpty { throw CandidatesError.emptyField(name: "email").appError }
        if trimmed.role.isEmpty { throw CandidatesError.emptyField(name: "role").appError }
        guard Mailbox.isValidAddress(trimmed.email) else { throw CandidatesError.invalidEmail(trimmed.email).appError }
        return trimmed
    }

    /// Orders candidates; every order ends with the id so equal keys still list the same way every time.
    static func sorted(_ candidates: [Candidate], by sort: CandidateQuery.Sort) -> [Candidate] {
        func idOrder(_ a: Candidate, _ b: Candidate) -> Bool {
            // Numeric id order, so c10 follows c9.
            (Int(a.id.dropFirst()) ?? 0, a.id) < (Int(b.id.dropFirst()) ?? 0, b.id)
        }
        switch sort {
        case .added:
            return candidates.sorted { a, b in a.addedAt != b.addedAt ? a.addedAt < b.addedAt : idOrder(a, b) }
        case .name:
            return candidates.sorted { a, b in
                let (left, right) = (a.name.lowercased(), b.name.lowercased())
                return left != right ? left < right : idOrder(a, b)
            }
        case .stage:
            return candidates.sorted { a, b in
                if a.stage != b.stage { return a.stage < b.stage }
                let (left, right) = (a.name.lowercased(), b.name.lowercased())
                return left != right ? left < right : idOrder(a, b)
            }
        }
    }
}
