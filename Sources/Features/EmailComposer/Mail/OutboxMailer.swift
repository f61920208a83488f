import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The default ``Mailer``: writes each message as an RFC 5322 `.eml` file into `<data-dir>/outbox/`,
/// where any mail client can open it.
///
/// A checked-`Sendable` final class using the constant `Injected` form. Its constructor does no I/O:
/// the store is resolved on the first delivery.
final class OutboxMailer: Mailer {
    /// The folder under the data directory that holds delivered messages.
    static let folder = "outbox"

    let store = Injected<Store>()

    init() {}

    /// Keeps the message in the outbox and, when the transport setting says so, hands it to `sendmail`; a refusal
    /// removes the kept copy again and throws, so the draft stays unsent.
    func deliver(_ email: OutgoingEmail) throws -> String {
        let message = RFC5322Message.render(email)
        let location = try store().writeFile(
            Data(message.utf8), to: "\(Self.folder)/\(Self.safeFileName(email.fileName)).eml")
        do {
            let transport = try store().transaction { db in try MailTransport.current(in: db) }
            try transport.hand(message)
        } catch {
            try? store().removeFile(at: location)
            throw error
        }
        return location
    }

    /// Keeps letters, digits, `-` and `_`, so a file name can never climb out of the outbox.
    static func safeFileName(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || scalar == "-" || scalar == "_"
                ? Character(scalar) : "_"
        }
        return kept.isEmpty ? "message" : String(kept)
    }
}
