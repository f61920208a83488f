import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Who the emails are from: the sender stored in the data directory's `settings` table
/// (`inject-workflow email sender --name … --address …`), or the module's built-in default while none is stored.
///
/// ```swift
/// let setting = container.resolve(SenderSetting.self)
/// try setting.change(name: "Acme Hiring", address: "jobs@acme.example")
/// try setting.current().mailbox.formatted    // "Acme Hiring <jobs@acme.example>"
/// ```
///
/// A draft keeps the sender it was composed with: changing the setting changes the drafts composed after it.
struct SenderSetting {
    /// The stored sender, and whether it is the built-in default (nothing stored).
    struct Current: Codable, Hashable, Sendable {
        var name: String?
        var address: String
        var isDefault: Bool

        var mailbox: Mailbox { Mailbox(name: name, address: address) }
    }

    static let nameKey = "email.sender.name"
    static let addressKey = "email.sender.address"

    /// The sender while none is stored: the one the module was built with.
    let defaultSender: Mailbox
    @Injected var store: Store

    /// The sender emails are composed with now.
    func current() throws -> Current {
        try store.transaction { db in
            guard let address = try db.row("SELECT value FROM settings WHERE key = ?", [.text(Self.addressKey)])
            else {
                return Current(name: defaultSender.name, address: defaultSender.address, isDefault: true)
            }
            let name = try db.row("SELECT value FROM settings WHERE key = ?", [.text(Self.nameKey)])
            return Current(name: name?.text(0), address: address.text(0), isDefault: false)
        }
    }

    /// Stores a new sender: each part given replaces the current one (an empty name removes the name), after
    /// the checks a candidate's name and address get; returns the sender now in force.
    @discardableResult
    func change(name: String?, address: String?) throws -> Current {
        try store.transaction { db in
            var sender = try current().mailbox
            if let name {
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                try TextSafety.check(trimmed, field: "sender name")
                sender.name = trimmed.isEmpty ? nil : trimmed
            }
            if let address {
                sender.address = try Self.checked(address.trimmingCharacters(in: .whitespaces))
            }
            try db.execute("DELETE FROM settings WHERE key IN (?, ?)", [.text(Self.nameKey), .text(Self.addressKey)])
            try db.execute(
                "INSERT INTO settings(key, value) VALUES (?, ?)", [.text(Self.addressKey), .text(sender.address)])
            if let name = sender.name {
                try db.execute("INSERT INTO settings(key, value) VALUES (?, ?)", [.text(Self.nameKey), .text(name)])
            }
            return Current(name: sender.name, address: sender.address, isDefault: false)
        }
    }

    /// Forgets the stored sender, so the built-in default is used again; returns it.
    @discardableResult
    func reset() throws -> Current {
        try store.transaction { db in
            try db.execute("DELETE FROM settings WHERE key IN (?, ?)", [.text(Self.nameKey), .text(Self.addressKey)])
            return Current(name: defaultSender.name, address: defaultSender.address, isDefault: true)
        }
    }

    /// The address, if the app's emails can carry it as a `From:`.
    private static func checked(_ address: String) throws -> String {
        try TextSafety.check(address, field: "sender address")
        guard Mailbox.isValidAddress(address) else { throw EmailError.invalidSender(address).appError }
        guard Mailbox.hasASCIILocalPart(address) else { throw EmailError.nonASCIISender(address).appError }
        return address
    }
}
