import Foundation

/// Which features are switched on: booleans by feature name in `<data-dir>/features.json`.
///
/// A feature missing from the file (or the file missing altogether) is on. The file is meant to be edited by
/// hand or with `inject-workflow features enable|disable <name>`:
///
/// ```json
/// { "candidates" : true, "email" : true, "events" : false }
/// ```
///
/// A file that is not a JSON object of booleans is refused with exit 65, naming the file and the bad entry,
/// and is never rewritten.
///
/// ```swift
/// let flags = try FeatureFlags.load(fromDirectory: dataDirectory)
/// let enabled = modules.filter { flags.isEnabled($0.name) }
/// ```
public struct FeatureFlags: Hashable, Sendable {
    /// The file's name inside the data directory.
    public static let fileName = "features.json"

    /// The flags written in the file; features not listed are on.
    public var values: [String: Bool]

    /// Flags from a dictionary: `FeatureFlags(["events": false])` (all others on).
    public init(_ values: [String: Bool] = [:]) {
        self.values = values
    }

    /// Whether `feature` is on (`true` unless the file says `false`).
    public func isEnabled(_ feature: String) -> Bool {
        values[feature] ?? true
    }

    /// The path of the flags file in `directory`.
    public static func path(inDirectory directory: URL) -> String {
        directory.appendingPathComponent(fileName).path
    }

    /// Reads the flags of the data directory `directory`; all on when the file does not exist.
    public static func load(fromDirectory directory: URL) throws(AppError) -> FeatureFlags {
        let path = path(inDirectory: directory)
        let data: Data
        do {
            guard let contents = try AtomicFile.contents(of: path) else { return FeatureFlags() }
            data = contents
        } catch {
            throw StoreProblem.unreadable(path: path, reason: error.reason).appError
        }
        return try parse(data, path: path)
    }

    /// Parses the contents of a flags file; `path` is quoted in errors.
    public static func parse(_ data: Data, path: String) throws(AppError) -> FeatureFlags {
        let hint =
            "write a JSON object of booleans, such as {\"events\": false}, or delete the file to enable every "
            + "feature; the file was left untouched"
        let entries: [String: FlagValue]
        do {
            entries = try JSONDecoder().decode([String: FlagValue].self, from: data)
        } catch let error as DecodingError {
            if case .typeMismatch(_, let context) = error, context.codingPath.isEmpty {
                throw .badData("\(path) must hold a JSON object of feature names to true or false", hint: hint)
            }
            throw .badData("\(path) is not valid JSON \(error.explanation)", hint: hint)
        } catch {
            throw .badData("\(path) is not valid JSON: \(error)", hint: hint)
        }
        var values: [String: Bool] = [:]
        for (name, value) in entries {
            guard case .boolean(let isOn) = value else {
                throw .badData(
                    "\(path): the value of \"\(name)\" must be true or false, got \(value.description)", hint: hint)
            }
            values[name] = isOn
        }
        return FeatureFlags(values)
    }

    /// Writes the flags atomically into `directory` (creating it), sorted by name.
    public func save(toDirectory directory: URL) throws(AppError) {
        let path = Self.path(inDirectory: directory)
        let lines = values.keys.sorted().map { name in "  \"\(name)\" : \(values[name]! ? "true" : "false")" }
        let text = lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
        do {
            try AtomicFile.makeDirectory(directory.path)
            try AtomicFile.replace(path, with: Data(text.utf8))
        } catch {
            throw StoreProblem.unwritable(path: error.path, reason: error.reason).appError
        }
    }
}

/// One value of the flags file: a boolean, or something else described for the error message.
private enum FlagValue: Decodable, CustomStringConvertible {
    case boolean(Bool)
    case other(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let text = try? container.decode(String.self) {
            self = .other("the string \"\(text)\"")
        } else if let number = try? container.decode(Double.self) {
            self = .other("the number \(number.formatted(.number.grouping(.never)))")
        } else if container.decodeNil() {
            self = .other("null")
        } else {
            self = .other("a list or an object")
        }
    }

    var description: String {
        switch self {
        case .boolean(let value): "\(value)"
        case .other(let text): text
        }
    }
}
