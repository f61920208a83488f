import InjectWorkflowCore

extension InterviewEvent {
    /// The line a command prints for an interview it cancelled, with the start in the user's time zone.
    ///
    /// ```swift
    /// console.print(event.cancellationLine(display: display))   // e1 cancelled (was 2026-11-23 10:00 +01:00, Room 4)
    /// ```
    public func cancellationLine(display: TimeDisplay) -> String {
        "\(id) cancelled (was \(display.text(start)), \(location))"
    }
}
