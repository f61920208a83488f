import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The candidates a fake candidates feature knows, for features that look candidates up.
///
/// ```swift
/// container.register(CandidateDirectory.self) { FakeDirectory(candidates: [ada]) }
/// ```
public struct FakeDirectory: CandidateDirectory {
    /// Everything the directory answers with.
    public var candidates: [Candidate]

    /// A directory of `candidates`: `FakeDirectory(candidates: [])`.
    public init(candidates: [Candidate]) {
        self.candidates = candidates
    }

    /// The candidate with `id`, or an `AppError` like the real directory's: `try directory.candidate(id: "c1")`.
    public func candidate(id: String) throws -> Candidate {
        guard let candidate = candidates.first(where: { $0.id == id }) else {
            throw AppError("candidate '\(id)' does not exist", hint: "fake directory")
        }
        return candidate
    }

    /// Every candidate, in the order given: `try directory.allCandidates()`.
    public func allCandidates() throws -> [Candidate] { candidates }
}
