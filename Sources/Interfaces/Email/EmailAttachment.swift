/// A text file that travels with an email as a MIME part of its own: a calendar invitation, say.
///
/// The mailer puts the body first and each attachment after it in a `multipart/mixed` message; the
/// content type is written as given, so parameters a mail client looks for (`method=REQUEST`) reach it.
///
/// ```swift
/// let invitation = EmailAttachment(
///     fileName: "invite.ics", contentType: "text/calendar; method=REQUEST", text: calendarText)
/// ```
public struct EmailAttachment: Codable, Hashable, Sendable {
    /// The name a mail client offers when saving it (`invite.ics`).
    public var fileName: String
    /// The MIME type with its parameters, without `charset` (the text is always UTF-8):
    /// `text/calendar; method=REQUEST`.
    public var contentType: String
    /// The content, as text; it is sent base64-encoded, byte for byte.
    public var text: String

    /// An attachment: `EmailAttachment(fileName: "invite.ics", contentType: "text/calendar; method=REQUEST", text: ics)`.
    public init(fileName: String, contentType: String, text: String) {
        self.fileName = fileName
        self.contentType = contentType
        self.text = text
    }
}
