import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Everything the events feature can refuse, with all wording in one place.
enum EventsError: Error, Equatable {
    case unknownEvent(id: String)
    case alreadyCancelled(id: String)
    case candidateClosed(id: String, stage: Stage)
    case noInterviewers
    case invalidInterviewer(String)
    case invalidDuration(Int)
    case emptyLocation
    case startInPast(start: Date, now: Date, display: TimeDisplay)
    case overlap(interviewer: String, conflicting: InterviewEvent, display: TimeDisplay)
    case candidateOverlap(conflicting: InterviewEvent, display: TimeDisplay)
    case rescheduleCancelled(id: String)
    case invitationFailed(eventID: String, reason: String)
    case cancellationNoticeFailed(eventID: String, reason: String)
    /// Another command changed the interview between this one's read and its write.
    case changedMeanwhile(id: String, now: String)
    /// The database refused a minute someone holds already, and no interview holding it could be named.
    case slotTaken(holder: String)

    var appError: AppError {
        switch self {
        case .unknownEvent(let id):
            return AppError(
                "interview '\(id)' does not exist", hint: "run 'inject-workflow events list --all' to see the ids")
        case .alreadyCancelled(let id):
            return AppError(
                "interview '\(id)' is already cancelled",
                hint: "nothing to do; 'inject-workflow events list --all' shows it")
        case .candidateClosed(let id, let stage):
            return AppError(
                "candidate '\(id)' is '\(stage.rawValue)': interviews can be scheduled only for open candidates",
                hint: "check the id with 'inject-workflow candidates show \(id)'")
        case .noInterviewers:
            return .usage("an interview needs at least one interviewer", hint: "pass --interviewer name@example.com")
        case .invalidInterviewer(let text):
            return .usage(
                "interviewer '\(text)' is not an email address",
                hint: "pass each interviewer as --interviewer name@example.com")
        case .invalidDuration(let minutes):
            return .usage(
                "an interview of \(minutes) minutes is not possible",
                hint: "pass --duration in minutes, from 1 to \(StoredEventsService.maximumDurationMinutes)")
        case .emptyLocation:
            return .usage("the interview's location is empty", hint: "pass --location \"Room 4\" or a video link")
        case .startInPast(let start, let now, let display):
            return AppError(
                "the interview would start at \(display.text(start)), which is before now (\(display.text(now)))",
                hint: "pick a start in the future, e.g. --start \(Self.example(after: now, display: display))")
        case .overlap(let interviewer, let conflicting, let display):
            let (start, end) = (display.text(conflicting.start), display.text(conflicting.end))
            return AppError(
                "interviewer '\(interviewer)' is already booked from \(start) to \(end) in interview "
                    + "'\(conflicting.id)' (candidate '\(conflicting.candidateID)', \(conflicting.location))",
                hint: "start at or after \(end), end by \(start), "
                    + "or cancel '\(conflicting.id)' first with 'inject-workflow events cancel \(conflicting.id)'")
        case .candidateOverlap(let conflicting, let display):
            let (start, end) = (display.text(conflicting.start), display.text(conflicting.end))
            return AppError(
                "candidate '\(conflicting.candidateID)' is already in interview '\(conflicting.id)' from \(start) to "
                    + "\(end) (\(conflicting.location)), and cannot be in two interviews at once",
                hint: "start at or after \(end), end by \(start), or move '\(conflicting.id)' with "
                    + "'inject-workflow events reschedule \(conflicting.id) --start …'")
        case .rescheduleCancelled(let id):
            return AppError(
                "interview '\(id)' was cancelled, so it cannot be rescheduled",
                hint: "schedule a new one with 'inject-workflow events schedule <candidate-id> --start …'")
        case .invitationFailed(let eventID, let reason):
            return AppError(
                "the invitation for interview '\(eventID)' could not be sent, so the interview was not kept: \(reason)",
                hint: "fix the problem above and schedule again")
        case .cancellationNoticeFailed(let eventID, let reason):
            return AppError(
                "interview '\(eventID)' was not cancelled: the cancellation email could not be sent: \(reason)",
                hint: "fix the problem above and cancel again, so the candidate hears of it")
        case .changedMeanwhile(let id, let now):
            return AppError(
                "interview '\(id)' was changed by another command while this one ran (it is now \(now)); nothing was "
                    + "written",
                hint: "look at it with 'inject-workflow events list --all', then run the command again if it still "
                    + "applies")
        case .slotTaken(let holder):
            return AppError(
                "'\(holder)' was booked for part of that time by another command while this one ran; nothing was "
                    + "written",
                hint: "run 'inject-workflow events list' and pick another time")
        }
    }

    /// A start time an hour after `now`, rounded to the hour, in local time as `--start` reads it, for hints.
    private static func example(after now: Date, display: TimeDisplay) -> String {
        let nextHour = (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600 + 3600
        return display.civil(Date(timeIntervalSince1970: nextHour)).description.replacingOccurrences(of: " ", with: "T")
    }
}
