import Core
import Foundation

/// A person in the hiring pipeline.
public struct Candidate: Sendable, Equatable {
    public var id: Int
    public var name: String
    public var addedAt: Date

    public init(id: Int, name: String, addedAt: Date) {
        self.id = id
        self.name = name
        self.addedAt = addedAt
    }
}

/// The candidates feature, as the other features see it.
public protocol CandidateDirectory: Sendable {
    func add(name: String) -> Candidate
    func candidate(id: Int) -> Candidate?
}

/// The events feature, as the other features see it.
public protocol InterviewScheduler: Sendable {
    /// Schedules an interview with a known candidate, or says why it cannot.
    func schedule(candidateID: Int, at start: Date) -> String
}
