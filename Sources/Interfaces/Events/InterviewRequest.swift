import Foundation

/// What it takes to schedule an interview.
///
/// ```swift
/// InterviewRequest(candidateID: "c1", start: start, durationMinutes: 45,
///                  interviewers: ["lin@example.com", "sam@example.com"], location: "Room 4")
/// ```
public struct InterviewRequest: Codable, Hashable, Sendable {
    public var candidateID: String
    public var start: Date
    public var durationMinutes: Int
    /// Interviewers' email addresses; at least one.
    public var interviewers: [String]
    public var location: String

    public init(candidateID: String, start: Date, durationMinutes: Int, interviewers: [String], location: String) {
        self.candidateID = candidateID
        self.start = start
        self.durationMinutes = durationMinutes
        self.interviewers = interviewers
        self.location = location
    }
}
