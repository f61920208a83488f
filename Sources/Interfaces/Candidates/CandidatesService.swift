/// The candidates feature's operations: add, list, search, edit, delete, and move people through the pipeline.
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
    /// Moves a candidate to `stage` if the pipeline allows it, recording the change.
    ///
    /// A move to a final stage (`hired`, `rejected`) while the candidate still has interviews ahead is refused
    /// with an `AppError` naming them, unless `cancellingInterviews` is true: then they are cancelled (with the
    /// cancellation notices) in the same transaction as the move, and returned with it.
    @discardableResult
    func move(id: String, to stage: Stage, cancellingInterviews: Bool) throws -> StageMove
    /// Brings a rejected candidate back to an open `stage` (`inject-workflow candidates move c1 screening --reopen`),
    /// recording the change in the history like any move.
    @discardableResult
    func reopen(id: String, to stage: Stage) throws -> Candidate
    /// Replaces the fields `changes` sets, after the same checks as ``add(_:)``; the email stays unique.
    @discardableResult
    func edit(id: String, _ changes: CandidateChanges) throws -> Candidate
    /// Adds every row in one transaction, all or none, each candidate straight into its row's stage (a stage
    /// after `applied` is recorded as one change from `applied`). When any row cannot be added (a field
    /// ``add(_:)`` would refuse, an email already stored, or an email twice in `rows`), nothing is added and
    /// the error (exit 65) names `source` and every such row by its line. Linear in the rows.
    ///
    /// ```swift
    /// let added = try candidates.importCandidates(rows, from: "people.csv")   // rows from a CSV file
    /// ```
    @discardableResult
    func importCandidates(_ rows: [CandidateImportRow], from source: String) throws -> [Candidate]
    /// The candidates whose name, email or role contains `text`, ignoring case and accents, by id.
    func search(_ text: String) throws -> [Candidate]
    /// Removes the candidate and, with them, everything stored about them (history, drafts, sent-email
    /// records, interviews); returns the candidate as they were. Files written for them are the caller's to
    /// remove (their locations are in the email history, read first).
    @discardableResult
    func delete(id: String) throws -> Candidate
}

extension CandidatesService {
    /// Moves a candidate to `stage`, refusing a final stage while interviews are still ahead; returns the
    /// candidate.
    ///
    /// ```swift
    /// try service.move(id: "c1", to: .screening)
    /// ```
    @discardableResult
    public func move(id: String, to stage: Stage) throws -> Candidate {
        try move(id: id, to: stage, cancellingInterviews: false).candidate
    }
}
