/// Delivers a finished message somewhere and says where.
///
/// The email composer registers the default, which writes an RFC 5322 `.eml` file into
/// `<data-dir>/outbox/` through the `Store`; any mail client opens it. Tests register a recording
/// fake; a real deployment could register an SMTP mailer.
///
/// ```swift
/// container.register(Mailer.self) { RecordingMailer() }
/// let path = try mailer.deliver(message)
/// ```
public protocol Mailer: Sendable {
    /// Delivers `email` and returns where it went (a file path for the default mailer).
    func deliver(_ email: OutgoingEmail) throws -> String
}
