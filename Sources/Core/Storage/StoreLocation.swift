import Foundation

/// Where a run's ``Store`` lives: the embedded SQLite database of a directory (the default), or a PostgreSQL
/// server shared by a team.
///
/// Written as `sqlite:DIR` (the directory holding `workflow.sqlite`; a path ending in `/workflow.sqlite` names
/// the same) or as libpq's own `postgresql://user@host:port/database?sslmode=require` (also `postgres://`);
/// libpq reads the `PG*` variables, `~/.pgpass` and `sslmode` itself. The host picks the first of `--store`,
/// `APP_STORE` and `store` in the data directory's `config.json`, else `sqlite:<data-dir>`.
///
/// A password in the URL is a secret: ``redacted`` shows the URL without it, and ``scrub(_:)`` removes it from
/// any text (a server's message) before the text is shown.
///
/// ```swift
/// let location = try StoreLocation.parse("postgresql://ada:s3cret@db.example/hiring", relativeTo: "/home/ada")
/// location.redacted                 // "postgresql://ada:***@db.example/hiring"
/// let store = try location.open(dataDirectory: directory, environment: environment)
/// ```
public enum StoreLocation: Hashable, Sendable {
    /// The SQLite database in this directory.
    case sqlite(directory: URL)
    /// A PostgreSQL server, as libpq's URL (password included: never print it, print ``redacted``).
    case postgres(url: String)

    /// The environment variable that names the store (after `--store`, before the config file).
    public static let environmentVariable = "APP_STORE"

    /// Reads a store URL; a relative `sqlite:` path is taken from `currentDirectory`.
    public static func parse(_ text: String, relativeTo currentDirectory: String) throws(AppError) -> StoreLocation {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("postgresql://") || trimmed.hasPrefix("postgres://") {
            return .postgres(url: trimmed)
        }
        if trimmed.hasPrefix("sqlite:") {
            var path = String(trimmed.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path = String(path.dropFirst(2)) }
            guard !path.isEmpty else {
                throw .usage(
                    "the store 'sqlite:' names no directory", hint: "write sqlite:DIR, for example sqlite:./team")
            }
            if path.hasSuffix("/" + SQLiteStore.fileName) {
                path = String(path.dropLast(SQLiteStore.fileName.count + 1))
            }
            let absolute = path.hasPrefix("/") ? path : "\(currentDirectory)/\(path)"
            return .sqlite(directory: URL(fileURLWithPath: absolute, isDirectory: true).standardizedFileURL)
        }
        let shown = StoreLocation.postgres(url: trimmed).redacted
        throw .usage(
            "'\(shown)' is not a store URL",
            hint: "write sqlite:DIR for an SQLite database, or postgresql://user@host:port/database for a server")
    }

    /// The location as it may be shown: a PostgreSQL URL without its password (`postgresql://ada:***@db/hiring`).
    public var redacted: String {
        switch self {
        case .sqlite(let directory): "sqlite:\(DataDirectory.path(of: directory))"
        case .postgres(let url): Self.redactedURL(url)
        }
    }

    /// Whether this is a server (PostgreSQL) rather than a file.
    public var isServer: Bool {
        if case .postgres = self { return true }
        return false
    }

    /// `text` with every copy of this location's password replaced by `***`: for a server's own message.
    public func scrub(_ text: String) -> String {
        guard case .postgres(let url) = self else { return text }
        var scrubbed = text.replacingOccurrences(of: url, with: redacted)
        for secret in Self.passwords(in: url) where !secret.isEmpty {
            scrubbed = scrubbed.replacingOccurrences(of: secret, with: "***")
        }
        return scrubbed
    }

    // MARK: - Redaction

    /// The URL with the password of its user part and any `password=` parameter replaced by `***`.
    static func redactedURL(_ url: String) -> String {
        var result = url
        if let scheme = result.range(of: "://") {
            let rest = result[scheme.upperBound...]
            let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@"),
                let colon = rest[..<at].firstIndex(of: ":")
            {
                result.replaceSubrange(result.index(after: colon)..<at, with: "***")
            }
        }
        return redactedParameters(result)
    }

    /// `password=…` (a URL parameter or a `key=value` connection string) as `password=***`.
    private static func redactedParameters(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let found = rest.range(of: "password=", options: .caseInsensitive) {
            output += rest[..<found.upperBound] + "***"
            rest = rest[found.upperBound...]
            let end: Substring.Index
            if rest.first == "'" {
                let closing = rest.dropFirst().firstIndex(of: "'")
                end = closing.map { rest.index(after: $0) } ?? rest.endIndex
            } else {
                end = rest.firstIndex(where: { $0 == "&" || $0 == " " }) ?? rest.endIndex
            }
            rest = rest[end...]
        }
        return output + rest
    }

    /// The passwords `url` carries, as written and percent-decoded.
    private static func passwords(in url: String) -> [String] {
        var found: [String] = []
        if let scheme = url.range(of: "://") {
            let rest = url[scheme.upperBound...]
            let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@"), let colon = rest[..<at].firstIndex(of: ":") {
                found.append(String(rest[rest.index(after: colon)..<at]))
            }
        }
        var rest = Substring(url)
        while let range = rest.range(of: "password=", options: .caseInsensitive) {
            rest = rest[range.upperBound...]
            let end = rest.firstIndex(where: { $0 == "&" || $0 == " " }) ?? rest.endIndex
            found.append(String(rest[..<end]).trimmingCharacters(in: CharacterSet(charactersIn: "'")))
            rest = rest[end...]
        }
        return found.flatMap { [$0, $0.removingPercentEncoding ?? $0] }.filter { $0.count >= 1 }
    }
}
