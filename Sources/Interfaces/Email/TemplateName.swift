/// Names of the built-in templates that other features compose by name.
///
/// ```swift
/// try email.compose(template: TemplateName.interviewInvitation, candidateID: "c1", context: context)
/// ```
public enum TemplateName {
    /// Sent by the events feature when an interview is scheduled; uses `event.*` placeholders.
    public static let interviewInvitation = "interview-invitation"
    /// Sent by the events feature when an interview is cancelled; uses `event.*` placeholders.
    public static let interviewCancelled = "interview-cancelled"
    /// Sent by `inject-workflow events reschedule`: the interview moved.
    public static let interviewRescheduled = "interview-rescheduled"
}
