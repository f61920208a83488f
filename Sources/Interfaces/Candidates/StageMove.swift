/// What one move along the pipeline did: the candidate as they are now, and the interviews that were
/// cancelled with the move (only with `cancellingInterviews`; otherwise empty).
///
/// ```swift
/// let move = try service.move(id: "c1", to: .rejected, cancellingInterviews: true)
/// move.candidate.stage                    // .rejected
/// move.cancelledInterviews.map(\.id)      // ["e1"]
/// ```
public struct StageMove: Codable, Hashable, Sendable {
    /// The candidate after the move, its history ending with the change.
    public var candidate: Candidate
    /// The interviews still ahead that the move cancelled (the candidate and interviewers were notified).
    public var cancelledInterviews: [InterviewEvent]

    /// A move's outcome: `StageMove(candidate: ada, cancelledInterviews: [])`.
    public init(candidate: Candidate, cancelledInterviews: [InterviewEvent] = []) {
        self.candidate = candidate
        self.cancelledInterviews = cancelledInterviews
    }
}
