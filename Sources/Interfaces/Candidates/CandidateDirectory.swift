/// Read-only access to candidates: what other features (email, events) need to know about a person.
///
/// Kept apart from ``CandidatesService`` so that features depending on it never depend on the candidates
/// feature's own dependencies: the registered implementation reads the store and nothing else, which keeps
/// the service graph free of cycles (`EventsService → EmailComposing → CandidateDirectory`).
///
/// Contract: ``candidate(id:)`` throws an `AppError` naming the unknown id and saying how to list the ids.
///
/// ```swift
/// @Injected var directory: CandidateDirectory
/// let ada = try directory.candidate(id: "c1")
/// ```
public protocol CandidateDirectory: Sendable {
    /// The candidate with this id, or an `AppError` naming the id.
    func candidate(id: String) throws -> Candidate
    /// Every candidate, in the order they were added.
    func allCandidates() throws -> [Candidate]
}
