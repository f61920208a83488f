import Foundation

/// The data directory's `config.json`: which store the app uses when neither `--store` nor `APP_STORE` says.
///
/// ```json
/// { "store" : "postgresql://ada@db.example/hiring" }
/// ```
///
/// It may hold a password, so it is written private (`0600`) like the data, and shown only redacted. A file that
/// is not a JSON object, or whose `store` is not text, is refused with exit 65 and never rewritten.
///
/// ```swift
/// let configured = try StoreConfiguration.load(fromDirectory: dataDirectory).store
/// ```
public struct StoreConfiguration: Hashable, Sendable {
    /// The file's name inside the data directory.
    public static let fileName = "config.json"

    /// The store URL written in the file, if any.
    public var store: String?

    /// A configuration: `StoreConfiguration(store: "sqlite:/srv/team")`.
    public init(store: String? = nil) {
        self.store = store
    }

    /// The path of the file in `directory`.
    public static func path(inDirectory directory: URL) -> String {
        directory.appendingPathComponent(fileName).path
    }

    /// Reads the data directory's configuration; empty when the file does not exist.
    public static func load(fromDirectory directory: URL) throws(AppError) -> StoreConfiguration {
        let path = path(inDirectory: directory)
        let data: Data
        do {
            guard let contents = try AtomicFile.contents(of: path) else { return StoreConfiguration() }
            data = contents
        } catch {
            throw StoreProblem.unreadable(path: path, reason: error.reason).appError
        }
        let hint =
            "write a JSON object such as {\"store\": \"postgresql://user@host/database\"}, or delete the file to "
            + "use the data directory's SQLite store; the file was left untouched"
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .badData("\(path) must hold a JSON object", hint: hint)
        }
        guard let value = object["store"] else { return StoreConfiguration() }
        guard let store = value as? String else { throw .badData("\(path): \"store\" must be text", hint: hint) }
        return StoreConfiguration(store: store)
    }

    /// Writes the configuration privately (`0600`) and atomically into `directory`, creating it; a `nil` store
    /// writes an empty object.
    public func save(toDirectory directory: URL) throws(AppError) {
        let path = Self.path(inDirectory: directory)
        var text = "{}\n"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        if let store, let encoded = try? encoder.encode(["store": store]) {
            text = String(decoding: encoded, as: UTF8.self) + "\n"
        }
        do {
            try AtomicFile.makeDirectory(directory.path)
            try AtomicFile.replace(path, with: Data(text.utf8), mode: 0o600)
        } catch {
            throw StoreProblem.unwritable(path: error.path, reason: error.reason).appError
        }
    }
}
