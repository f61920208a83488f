import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Emails "sent" by a fake email feature, for the timeline.
struct FakeEmailHistory: EmailHistory {
    var sent: [SentEmail]

    func sentEmails() throws -> [SentEmail] { sent }

    func sentEmails(forCandidate candidateID: String) throws -> [SentEmail] {
        sent.filter { $0.candidateID == candidateID }
    }
}

/// Interviews of a fake events feature, for the timeline and for closing candidates: it reads, and cancels
/// by returning the interview marked cancelled (or, with `cancelFails`, by throwing as a failed notice would).
struct FakeEventsService: EventsService {
    var stored: [InterviewEvent]
    var cancelFails = false

    func events(includingPastAndCancelled: Bool) throws -> [InterviewEvent] { stored }

    func events(forCandidate candidateID: String) throws -> [InterviewEvent] {
        stored.filter { $0.candidateID == candidateID }
    }

    func schedule(_ request: InterviewRequest) throws -> InterviewEvent {
        throw AppError.internalError("the timeline must not schedule interviews")
    }

    func cancel(id: String) throws -> InterviewEvent {
        if cancelFails { throw AppError("interview '\(id)' was not cancelled: the cancellation email failed") }
        guard var event = stored.first(where: { $0.id == id }) else { throw AppError("no interview '\(id)'") }
        event.status = .cancelled
        return event
    }

    func reschedule(id: String, start: Date, durationMinutes: Int?) throws -> InterviewEvent {
        throw AppError.internalError("the timeline must not reschedule interviews")
    }

    func calendar(forCandidate candidateID: String?) throws -> String {
        throw AppError.internalError("the timeline must not export calendars")
    }
}
