import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Renders an ``OutgoingEmail`` as an RFC 5322 message with a MIME (RFC 2045) plain-text UTF-8 body, or, when
/// it has attachments, a `multipart/mixed` message whose first part is that body (see ``MIMEPart``).
///
/// Lines end in CRLF; headers are folded before 78 characters where they have spaces; non-ASCII header
/// text becomes RFC 2047 encoded-words; the body is quoted-printable, so the file is 7-bit clean.
enum RFC5322Message {
    /// Folding aims at this line length (RFC 5322 section 2.1.1 recommends 78).
    static let preferredLineLength = 78

    static func render(_ email: OutgoingEmail) -> String {
        var headers: [(String, String)] = [
            ("Date", MailDate.rfc5322(email.date)),
            ("From", mailbox(email.from)),
            ("To", mailbox(email.to)),
        ]
        if !email.cc.isEmpty { headers.append(("Cc", email.cc.map(mailbox).joined(separator: ", "))) }
        headers += [
            ("Subject", unstructured(email.subject)),
            ("Message-ID", "<\(email.messageID)>"),
            ("MIME-Version", "1.0"),
        ]
        guard !email.attachments.isEmpty else {
            return head(headers + MIMEPart.textHeaders) + "\r\n\r\n" + QuotedPrintable.encode(email.body)
        }
        let boundary = MIMEPart.boundary(for: email)
        headers.append(("Content-Type", "multipart/mixed; boundary=\"\(boundary)\""))
        let parts = [MIMEPart.text(email.body)] + email.attachments.map(MIMEPart.attachment)
        return head(headers) + "\r\n\r\n" + MIMEPart.multipartBody(parts, boundary: boundary)
    }

    /// The header lines, folded, joined by CRLF (without a final one).
    static func head(_ headers: [(String, String)]) -> String {
        headers.map { fold("\($0.0): \($0.1)") }.joined(separator: "\r\n")
    }

    /// `Display Name <address>`: the name as an atom phrase, a quoted string, or encoded-words.
    /// The domain goes out IDNA-encoded (``IDNA``); a name stored with control characters loses them.
    static func mailbox(_ mailbox: Mailbox) -> String {
        let address = IDNA.asciiAddress(mailbox.address) ?? mailbox.address
        guard let name = mailbox.name.map(oneLine)?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            return "<\(address)>"
        }
        return "\(phrase(name)) <\(address)>"
    }

    /// `text` with every control character (line breaks included) and bidi override turned into a space: a
    /// header is one logical line, and whatever earlier releases stored must not break it.
    static func oneLine(_ text: String) -> String {
        String(
            String.UnicodeScalarView(text.unicodeScalars.map { TextSafety.isForbidden($0) || $0 == "\t" ? " " : $0 }))
    }

    /// A display name: as-is when it is only atoms and spaces, quoted when it has specials, encoded when
    /// it is not ASCII.
    static func phrase(_ name: String) -> String {
        guard EncodedWord.isPlain(name) else { return EncodedWord.encode(name) }
        let atext = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "!#$%&'*+-/=?^_`{|}~ "))
        if name.unicodeScalars.allSatisfy({ atext.contains($0) }) { return name }
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }

    /// Unstructured text (the subject): as-is when plain ASCII, else encoded-words. Line breaks become spaces,
    /// since a header cannot contain them.
    static func unstructured(_ text: String) -> String {
        let line = oneLine(text.replacingOccurrences(of: "\r\n", with: " "))
        return EncodedWord.isPlain(line) ? line : EncodedWord.encode(line)
    }

    /// Folds a header line at spaces so each line stays within ``preferredLineLength`` where possible
    /// (a single longer word stays whole: RFC 5322 allows up to 998 characters). Never folds straight after
    /// the field name, which some parsers would read as a leading space in the value.
    static func fold(_ line: String) -> String {
        guard line.utf8.count > preferredLineLength else { return line }
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        var lines: [String] = []
        var current = words.prefix(2).joined(separator: " ")
        for word in words.dropFirst(2) {
            if current.utf8.count + 1 + word.utf8.count > preferredLineLength {
                lines.append(current)
                current = " " + word
            } else {
                current += " " + word
            }
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }
}
