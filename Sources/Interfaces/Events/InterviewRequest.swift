import Foundation

/// What it takes to schedule an interview.
///
/// ```swift
/// InterviewRequest(candidateID: "c1", start: start, durationMinutes: 45,
///                  interviewers: ["lin@example.com", "sam@example.com"], location: "Room 4")
/// ```
public struct InterviewRequest: Codable, Hashable, Sendable {
    /// The candidate to interview (`c1`).
    public var candidateID: String
    /// When the interview starts.
    public var start: Date
    /// Length in minutes, from 1 to 480.
    public var durationMinutes: Int
    /// Interviewers' email addresses; at least one.
    public var interviewers: [String]
    /// A room or a video link; must not be empty.
    public var location: String

    /// A request; the events service validates it when scheduling.
    public init(candidateID: String, start: Date, durationMinutes: Int, interviewers: [String], location: String) {
        self.candidateID = candidateID
        self.start = start
        self.durationMinutes = durationMinutes
        self.interviewers = interviewers
        self.location = location
    }
}
