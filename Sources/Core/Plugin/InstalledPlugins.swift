import Foundation

/// The plugins installed in a data directory: `plugins/plugins.json`, beside the libraries it names.
///
/// Written by `inject-workflow plugins install|enable|disable|remove` (and by the host when it disables a plugin
/// that crashed), read on every start that finds the file. What `plugins list` shows comes from here, so listing
/// never loads a plugin.
///
/// ```swift
/// var installed = try InstalledPlugins.load(fromDataDirectory: directory)
/// installed.entries.map(\.name)          // ["scorecards"]
/// installed.setEnabled("scorecards", false, reason: nil)
/// try installed.save(toDataDirectory: directory)
/// ```
public struct InstalledPlugins: Codable, Hashable, Sendable {
    /// One installed plugin.
    public struct Entry: Codable, Hashable, Sendable {
        /// Its feature name (the command-line word).
        public var name: String
        /// Its own version.
        public var version: String
        /// Its one-line summary.
        public var summary: String
        /// The commands it adds under its name.
        public var commands: [String]
        /// The features it needs enabled.
        public var requires: [String]
        /// The library's file name inside the plugins folder (`scorecards.so`).
        public var file: String
        /// Whether the host loads it.
        public var enabled: Bool
        /// Why the host switched it off by itself (a crash while loading it), or `nil`.
        public var disabledReason: String?
        /// The tables it owns in the store (its ``FeatureSchema``), for `plugins remove --purge`.
        public var tables: [String]?

        /// An entry, as `plugins install` writes it.
        public init(
            name: String, version: String, summary: String, commands: [String], requires: [String], file: String,
            enabled: Bool = true, disabledReason: String? = nil, tables: [String]? = nil
        ) {
            self.name = name
            self.version = version
            self.summary = summary
            self.commands = commands
            self.requires = requires
            self.file = file
            self.enabled = enabled
            self.disabledReason = disabledReason
            self.tables = tables
        }
    }

    /// The installed plugins, in the order they were installed (and are loaded).
    public var entries: [Entry]

    /// A list of plugins: `InstalledPlugins(entries: [])`.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The folder's name inside the data directory.
    public static let folderName = "plugins"
    /// The list's file name inside the plugins folder.
    public static let fileName = "plugins.json"

    /// `<data directory>/plugins`.
    public static func folder(inDataDirectory directory: URL) -> String {
        DataDirectory.path(of: directory) + "/" + folderName
    }

    /// `<data directory>/plugins/plugins.json`.
    public static func path(inDataDirectory directory: URL) -> String {
        folder(inDataDirectory: directory) + "/" + fileName
    }

    /// The entry named `name`, if installed.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The list in `directory`; empty when there is none (one failed `open`, the cost of a start without plugins).
    public static func load(fromDataDirectory directory: URL) throws(AppError) -> InstalledPlugins {
        let path = path(inDataDirectory: directory)
        let data: Data
        do {
            guard let contents = try AtomicFile.contents(of: path) else { return InstalledPlugins() }
            data = contents
        } catch {
            throw StoreProblem.unreadable(path: path, reason: error.reason).appError
        }
        do {
            return try JSONDecoder().decode(InstalledPlugins.self, from: data)
        } catch let error as DecodingError {
            throw .badData(
                "\(path) is not a valid list of plugins \(error.explanation)",
                hint: "restore it, or delete it and install the plugins again with 'inject-workflow plugins install'")
        } catch {
            throw .badData("\(path) is not valid JSON: \(error)", hint: "delete it and install the plugins again")
        }
    }

    /// Writes the list atomically (`0600`), creating the plugins folder (`0700`) if needed.
    public func save(toDataDirectory directory: URL) throws(AppError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try Self.makeFolder(inDataDirectory: directory)
            let data = try encoder.encode(self)
            try AtomicFile.replace(Self.path(inDataDirectory: directory), with: data + Data("\n".utf8))
        } catch let error as AtomicFile.Failure {
            throw StoreProblem.unwritable(path: error.path, reason: error.reason).appError
        } catch {
            throw .internalError("could not encode the list of plugins: \(error)")
        }
    }

    /// Makes the data directory (when it is new) and the plugins folder, both private (`0700`): the plugins may be
    /// the first thing a data directory holds.
    private static func makeFolder(inDataDirectory directory: URL) throws(AtomicFile.Failure) {
        try AtomicFile.makeDirectory(DataDirectory.path(of: directory))
        try AtomicFile.makeDirectory(folder(inDataDirectory: directory))
    }

    /// Writes a plugin library into the plugins folder as `fileName` (`0600`, atomically: a crash leaves the old
    /// file or the new one, never half of one), creating the folder if needed. Returns its path.
    public static func writeLibrary(
        _ bytes: [UInt8], named fileName: String, inDataDirectory directory: URL
    ) throws(AppError) -> String {
        let path = folder(inDataDirectory: directory) + "/" + fileName
        do {
            try makeFolder(inDataDirectory: directory)
            try AtomicFile.replace(path, with: Data(bytes))
        } catch {
            throw StoreProblem.unwritable(path: error.path, reason: error.reason).appError
        }
        return path
    }
}
