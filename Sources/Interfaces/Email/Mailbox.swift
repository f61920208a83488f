import InjectWorkflowCore

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
        // One pass over the scalars (an import checks 100,000 of these): the `@`, the local part's length, and
        // the domain's labels as they end at each dot.
        var sawAt = false
        var localLength = 0
        var labelLength = 0
        var dots = 0
        for scalar in address.unicodeScalars {
            if scalar.value < 0x20 || Whitespace.contains(scalar) || isSpecial(scalar) { return false }
            if scalar == "@" {
                guard !sawAt, localLength > 0 else { return false }
                sawAt = true
            } else if !sawAt {
                localLength += 1
            } else if scalar == "." {
                guard labelLength > 0 else { return false }
                dots += 1
                labelLength = 0
            } else {
                labelLength += 1
            }
        }
        return sawAt && dots > 0 && labelLength > 0
    }

    /// The characters RFC 5322 gives a meaning in addresses, refused in both parts.
    private static func isSpecial(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "<", ">", "(", ")", "[", "]", ",", ";", ":", "\"", "\\": true
        default: false
        }
    }

    /// Whether everything before the `@` is ASCII: the app's emails carry an internationalised domain
    /// (IDNA-encoded) but not a non-ASCII local part, which needs SMTPUTF8 all the way.
    ///
    /// ```swift
    /// Mailbox.hasASCIILocalPart("ada@bücher.example")   // true
    /// Mailbox.hasASCIILocalPart("adá@example.com")      // false
    /// ```
    public static func hasASCIILocalPart(_ address: String) -> Bool {
        // Bytes, not Characters: every address of an import passes through here.
        address.utf8.prefix(while: { $0 != UInt8(ascii: "@") }).allSatisfy { $0 < 0x80 }
    }
}
