/// The placeholder names templates may use, so the features filling them agree on spelling.
///
/// Candidate values are filled by the email composer from the ``CandidateDirectory``; event values are
/// passed in the context by whoever composes (the events feature, for invitations).
///
/// ```swift
/// let context = [Placeholder.eventStart: display.text(start), Placeholder.eventLocation: "Room 4"]
/// try composer.compose(template: "interview-invitation", candidateID: "c1", context: context)
/// ```
public enum Placeholder {
    /// `{{candidate.id}}`: the candidate's id (`c1`).
    public static let candidateID = "candidate.id"
    /// `{{candidate.name}}`: the full name.
    public static let candidateName = "candidate.name"
    /// `{{candidate.firstName}}`: the first word of the name.
    public static let candidateFirstName = "candidate.firstName"
    /// `{{candidate.email}}`: the address.
    public static let candidateEmail = "candidate.email"
    /// `{{candidate.role}}`: the role applied for.
    public static let candidateRole = "candidate.role"
    /// `{{candidate.stage}}`: the current stage (`screening`).
    public static let candidateStage = "candidate.stage"
    /// `{{event.id}}`: the interview's id (`e1`).
    public static let eventID = "event.id"
    /// `{{event.start}}`: when it starts (`2026-11-23 10:00 UTC`).
    public static let eventStart = "event.start"
    /// `{{event.end}}`: when it ends.
    public static let eventEnd = "event.end"
    /// The interview's day and time span in words, with the offset and zone:
    /// `Monday 23 November 2026, 11:00–12:00 (UTC+01:00, Europe/Berlin)`.
    public static let eventWhen = "event.when"
    /// `{{event.duration}}`: its length (`60 minutes`).
    public static let eventDuration = "event.duration"
    /// `{{event.location}}`: the room or link.
    public static let eventLocation = "event.location"
    /// `{{event.interviewers}}`: the interviewers, comma-separated.
    public static let eventInterviewers = "event.interviewers"
    /// `{{sender.name}}`: who signs the email (`Recruiting Team`).
    public static let senderName = "sender.name"

    /// Every placeholder the app knows, in the order the `templates` command lists them.
    public static let all: [String] = [
        candidateID, candidateName, candidateFirstName, candidateEmail, candidateRole, candidateStage,
        eventID, eventStart, eventEnd, eventWhen, eventDuration, eventLocation, eventInterviewers, senderName,
    ]
}
