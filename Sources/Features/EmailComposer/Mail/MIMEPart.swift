import Foundation
import InjectWorkflowInterfaces

/// One part of a `multipart/mixed` message (RFC 2046 section 5.1): its headers and its encoded content.
///
/// The body is quoted-printable text; attachments are base64, so a calendar's CRLF line ends arrive byte for
/// byte. The boundary starts with `=_`, which neither encoding can produce, so it never occurs in a part.
struct MIMEPart {
    var headers: [(String, String)]
    /// The encoded content, ending in CRLF.
    var content: String

    /// The headers of a plain-text UTF-8 body.
    static let textHeaders = [
        ("Content-Type", "text/plain; charset=utf-8"),
        ("Content-Transfer-Encoding", "quoted-printable"),
    ]

    /// The message body as the first part.
    static func text(_ body: String) -> MIMEPart {
        MIMEPart(headers: textHeaders, content: QuotedPrintable.encode(body))
    }

    /// An attachment, base64 in lines of 76 characters, offered for saving under its file name.
    static func attachment(_ attachment: EmailAttachment) -> MIMEPart {
        let name = quotedParameter(attachment.fileName)
        return MIMEPart(
            headers: [
                ("Content-Type", "\(attachment.contentType); charset=utf-8; name=\(name)"),
                ("Content-Disposition", "attachment; filename=\(name)"),
                ("Content-Transfer-Encoding", "base64"),
            ],
            content: base64Lines(Data(attachment.text.utf8)))
    }

    /// `=_workflow_<file name>`: unique enough inside one message, and stable, so golden files stay put.
    static func boundary(for email: OutgoingEmail) -> String {
        "=_workflow_" + OutboxMailer.safeFileName(email.fileName).prefix(40)
    }

    /// The parts between boundary lines, with the closing boundary, in CRLF lines.
    static func multipartBody(_ parts: [MIMEPart], boundary: String) -> String {
        var text = "This is a multipart message in MIME format.\r\n"
        for part in parts {
            text += "--\(boundary)\r\n" + RFC5322Message.head(part.headers) + "\r\n\r\n" + part.content
        }
        return text + "--\(boundary)--\r\n"
    }

    /// `"name"` as a MIME parameter: printable ASCII only, without quotes or backslashes.
    static func quotedParameter(_ value: String) -> String {
        let kept = value.unicodeScalars.map { scalar -> Character in
            (0x20...0x7E).contains(scalar.value) && scalar != "\"" && scalar != "\\" ? Character(scalar) : "_"
        }
        return "\"\(String(kept))\""
    }

    /// Base64 in lines of at most 76 characters (RFC 2045 section 6.8), each ending in CRLF.
    static func base64Lines(_ data: Data) -> String {
        let encoded = Array(data.base64EncodedString().utf8)
        var text = ""
        text.reserveCapacity(encoded.count + encoded.count / 38 + 2)
        var start = 0
        while start < encoded.count {
            let end = min(start + 76, encoded.count)
            text += String(decoding: encoded[start..<end], as: UTF8.self) + "\r\n"
            start = end
        }
        return text
    }
}
