/// The placeholder names templates may use, so the features filling them agree on spelling.
///
/// Candidate values are filled by the email composer from the ``CandidateDirectory``; event values are
/// passed in the context by whoever composes (the events feature, for invitations).
///
/// ```swift
/// let context = [Placeholder.eventStart: start.displayText, Placeholder.eventLocation: "Room 4"]
/// try composer.compose(template: "interview-invitation", candidateID: "c1", context: context)
/// ```
public enum Placeholder {
    public static let candidateID = "candidate.id"
    public static let candidateName = "candidate.name"
    public static let candidateFirstName = "candidate.firstName"
    public static let candidateEmail = "candidate.email"
    public static let candidateRole = "candidate.role"
    public static let candidateStage = "candidate.stage"
    public static let eventID = "event.id"
    public static let eventStart = "event.start"
    public static let eventEnd = "event.end"
    public static let eventDuration = "event.duration"
    public static let eventLocation = "event.location"
    public static let eventInterviewers = "event.interviewers"
    public static let senderName = "sender.name"

    /// Every placeholder the app knows, in the order the `templates` command lists them.
    public static let all: [String] = [
        candidateID, candidateName, candidateFirstName, candidateEmail, candidateRole, candidateStage,
        eventID, eventStart, eventEnd, eventDuration, eventLocation, eventInterviewers, senderName,
    ]
}
