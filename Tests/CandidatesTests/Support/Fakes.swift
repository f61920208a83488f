import Core
import Foundation
import Interfaces

/// Emails "sent" by a fake email feature, for the timeline.
struct FakeEmailHistory: EmailHistory {
    var sent: [SentEmail]

    func sentEmails() throws -> [SentEmail] { sent }

    func sentEmails(forCandidate candidateID: String) throws -> [SentEmail] {
        sent.filter { $0.candidateID == candidateID }
    }
}

/// Interviews of a fake events feature, for the timeline. Only reading is expected here.
struct FakeEventsService: EventsService {
    var stored: [InterviewEvent]

    func events(includingPastAndCancelled: Bool) throws -> [InterviewEvent] { stored }

    func events(forCandidate candidateID: String) throws -> [InterviewEvent] {
        stored.filter { $0.candidateID == candidateID }
    }

    func schedule(_ request: InterviewRequest) throws -> InterviewEvent {
        throw AppError.internalError("the timeline must not schedule interviews")
    }

    func cancel(id: String) throws -> InterviewEvent {
        throw AppError.internalError("the timeline must not cancel interviews")
    }

    func reschedule(id: String, start: Date, durationMinutes: Int?) throws -> InterviewEvent {
        throw AppError.internalError("the timeline must not reschedule interviews")
    }

    func calendar(forCandidate candidateID: String?) throws -> String {
        throw AppError.internalError("the timeline must not export calendars")
    }
}
