/// One candidate of a batch import: the fields, the stage they enter in, and the line of the file they came
/// from, so that every row the import refuses can be named.
///
/// ```swift
/// let row = CandidateImportRow(
///     line: 2, candidate: NewCandidate(name: "Ada", email: "ada@example.com", role: "CTO"), stage: .screening)
/// try candidates.importCandidates([row], from: "people.csv")
/// ```
public struct CandidateImportRow: Hashable, Sendable {
    /// The line of the source file the row starts on (1-based; the header is line 1).
    public var line: Int
    /// The fields, as read; the service trims and checks them as ``CandidatesService/add(_:)`` does.
    public var candidate: NewCandidate
    /// The stage the candidate enters in; any stage but `applied` is recorded as one change from `applied`.
    public var stage: Stage

    /// A row of `line`, adding `candidate` in `stage`.
    public init(line: Int, candidate: NewCandidate, stage: Stage = .applied) {
        self.line = line
        self.candidate = candidate
        self.stage = stage
    }
}
