/// An email address with an optional display name, as it appears in `From:` and `To:`.
///
/// ```swift
/// let to = Mailbox(name: "Ada Lovelace", address: "ada@example.com")
/// to.formatted                                   // "Ada Lovelace <ada@example.com>"
/// Mailbox.isValidAddress("ada@example")          // false: the domain needs a dot
/// ```
public struct Mailbox: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The display name (`Ada Lovelace`), or `nil` for a bare address.
    public var name: String?
    /// The address (`ada@example.com`).
    public var address: String

    /// A mailbox; the address is not checked here (see ``isValidAddress(_:)``).
    public init(name: String? = nil, address: String) {
        self.name = name
        self.address = address
    }

    /// `Name <address>`, or the bare address when there is no name. Not header-encoded: for display.
    public var formatted: String {
        guard let name, !name.isEmpty else { return address }
        return "\(name) <\(address)>"
    }

    /// The same as ``formatted``.
    public var description: String { formatted }

    /// Whether `address` has the shape `local@domain.tld`: one `@`, no spaces or control characters,
    /// a non-empty local part, and a domain of dot-separated non-empty labels with at least one dot.
    ///
    /// A shape check, not a deliverability check: it catches typos such as a missing `@` or domain.
    ///
    /// ```swift
    /// Mailbox.isValidAddress("grace@navy.mil")   // true
    /// Mailbox.isValidAddress("grace navy.mil")   // false
    /// ```
    public static func isValidAddress(_ address: String) -> Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last else { return false }
        guard !local.isEmpty, !address.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 32 } == true })
        else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
            && !domain.contains(where: { "<>()[],;:\"\\".contains($0) })
            && !local.contains(where: { "<>()[],;:\"\\".contains($0) })
    }

    /// Whether everything before the `@` is ASCII: the app's emails carry an internationalised domain
    /// (IDNA-encoded) but not a non-ASCII local part, which needs SMTPUTF8 all the way.
    ///
    /// ```swift
    /// Mailbox.hasASCIILocalPart("ada@bücher.example")   // true
    /// Mailbox.hasASCIILocalPart("adá@example.com")      // false
    /// ```
    public static func hasASCIILocalPart(_ address: String) -> Bool {
        address.split(separator: "@", omittingEmptySubsequences: false).first?.allSatisfy(\.isASCII) == true
    }
}
