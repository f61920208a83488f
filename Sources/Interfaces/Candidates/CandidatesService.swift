/// The candidates feature's operations: add, list, and move people through the pipeline.
///
/// Errors are `AppError`s whose messages quote the bad value and say how to fix it. An illegal move names
/// both stages and the legal next stages.
///
/// ```swift
/// let service = container.resolve(CandidatesService.self)
/// let ada = try service.add(NewCandidate(name: "Ada", email: "ada@example.com", role: "Engineer"))
/// try service.move(id: ada.id, to: .screening)
/// let screening = try service.list(CandidateQuery(stage: .screening))
/// ```
public protocol CandidatesService: CandidateDirectory {
    /// Validates and stores a new candidate in stage `applied`, with the next free id.
    @discardableResult
    func add(_ candidate: NewCandidate) throws -> Candidate
    /// The candidates matching `query`, in its order.
    func list(_ query: CandidateQuery) throws -> [Candidate]
    /// Moves a candidate to `stage` if the pipeline allows it, recording the change; returns the candidate.
    @discardableResult
    func move(id: String, to stage: Stage) throws -> Candidate
}
