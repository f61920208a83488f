import Foundation
import InjectWorkflowCore

/// How a sent message leaves: kept in the outbox only (the default), or also handed to the system's `sendmail`
/// interface (`sendmail -t -i`, the convention git send-email and mutt use; msmtp and Postfix provide it), which
/// reads the recipients from the message's own headers. Stored in the `settings` table; chosen with
/// `inject-workflow email sender --transport outbox|sendmail[:PATH]`.
///
/// ```swift
/// let transport = try MailTransport.parse("sendmail:/usr/sbin/sendmail")
/// try transport.hand(message)          // throws the MTA's own words when it refuses
/// ```
enum MailTransport: Equatable, Sendable {
    case outbox
    case sendmail(path: String)

    static let settingKey = "email.transport"
    /// Where `sendmail` is looked for when no path is given, in order.
    static let sendmailPlaces = ["/usr/sbin/sendmail", "/usr/lib/sendmail", "/usr/bin/sendmail"]

    /// Reads `outbox`, `sendmail` or `sendmail:/absolute/path`; a sendmail that is not an executable file is
    /// refused here, naming it.
    static func parse(_ text: String) throws(AppError) -> MailTransport {
        if text == "outbox" { return .outbox }
        guard text == "sendmail" || text.hasPrefix("sendmail:") else {
            throw .usage(
                "unknown mail transport '\(text)'",
                hint: "write --transport outbox, --transport sendmail, or --transport sendmail:/path/to/sendmail")
        }
        let given = text.hasPrefix("sendmail:") ? String(text.dropFirst("sendmail:".count)) : nil
        if let given {
            guard given.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: given) else {
                throw AppError(
                    "'\(given)' is not an executable sendmail program",
                    hint: "give the absolute path of one (msmtp's or Postfix's sendmail), or install msmtp-mta")
            }
            return .sendmail(path: given)
        }
        guard let found = sendmailPlaces.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw AppError(
                "no sendmail program is installed (looked for \(sendmailPlaces.joined(separator: ", ")))",
                hint: "install one (Debian: apt-get install msmtp-mta, then configure ~/.msmtprc), or give its path "
                    + "with --transport sendmail:/path/to/sendmail")
        }
        return .sendmail(path: found)
    }

    /// The setting as stored and shown: `outbox`, `sendmail:/usr/sbin/sendmail`.
    var text: String {
        switch self {
        case .outbox: "outbox"
        case .sendmail(let path): "sendmail:\(path)"
        }
    }

    /// The transport stored in the settings, the outbox when none is.
    static func current(in db: StoreTransaction) throws -> MailTransport {
        guard let text = try db.row("SELECT value FROM settings WHERE key = ?", [.text(settingKey)])?.text(0) else {
            return .outbox
        }
        if text == "outbox" { return .outbox }
        guard text.hasPrefix("sendmail:") else { throw EmailError.malformedSetting(settingKey).appError }
        return .sendmail(path: String(text.dropFirst("sendmail:".count)))
    }

    /// Hands `message` to `sendmail -t -i` and waits; a non-zero exit throws the program's own words.
    func hand(_ message: String) throws {
        guard case .sendmail(let path) = self else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-t", "-i"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = errors
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw AppError(
                "cannot run the mail transport \(path): \(error.localizedDescription)",
                hint: "check it exists and is executable, or switch back with 'inject-workflow email sender "
                    + "--transport outbox'; the draft was not sent")
        }
        // Read what it says while writing, so neither side waits for the other on a full pipe.
        let said = LockedValue(Data())
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            said.withLock { $0 = errors.fileHandleForReading.readDataToEndOfFile() }
            done.signal()
        }
        reader.start()
        try? input.fileHandleForWriting.write(contentsOf: Data(message.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        done.wait()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let words = String(decoding: said.withLock { $0 }, as: UTF8.self)
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.prefix(5).joined(separator: " / ")
            throw AppError(
                "the mail transport \(path) refused the message (exit \(process.terminationStatus))"
                    + (words.isEmpty ? "" : ": \(words)"),
                hint: "the draft was not sent: fix what it says and send again, or switch back with "
                    + "'inject-workflow email sender --transport outbox'")
        }
    }
}
