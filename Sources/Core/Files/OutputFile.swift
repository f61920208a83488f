import Foundation

/// The one rule for every file a user names for a command to write (`--output FILE`):
///
/// - `-` means standard output;
/// - an existing file is refused unless the user passed `--force` (then it is replaced atomically);
/// - a path inside the data directory is refused even with `--force`: that is where the app keeps the
///   database and the outbox, and a calendar written over `workflow.sqlite` would destroy them;
/// - the file is created private (`0600`): it holds people's data.
///
/// Commands declare the two options with ``arguments(help:)`` and write with
/// ``CommandInvocation/writeOutputFile(_:)``.
///
/// ```swift
/// arguments: OutputFile.arguments(help: "The file to write, e.g. interviews.ics ('-' for standard output)")
/// …
/// let destination = try invocation.writeOutputFile(calendar)
/// invocation.console.print("wrote 3 interviews to \(destination)")
/// ```
public struct OutputFile: Sendable {
    /// The data directory, which no output file may be inside.
    public var dataDirectory: String
    /// What a relative path is relative to.
    public var currentDirectory: String

    /// The rule for one run: `OutputFile(dataDirectory: "/home/me/.local/share/workflow", currentDirectory: "/tmp")`.
    public init(dataDirectory: String, currentDirectory: String) {
        self.dataDirectory = dataDirectory
        self.currentDirectory = currentDirectory
    }

    /// `--output <file>` (required) and `--force`, worded the same for every command.
    public static func arguments(help: String) -> [ArgumentSpec] {
        [
            .option("output", help: help, isRequired: true, valueName: "file"),
            .flag("force", help: "Replace the output file if it exists (never one inside the data directory)"),
        ]
    }

    /// Where ``write(_:to:force:)`` put the contents.
    public enum Destination: Hashable, Sendable, CustomStringConvertible {
        case standardOutput
        case file(path: String)

        /// `standard output`, or the file's path.
        public var description: String {
            switch self {
            case .standardOutput: "standard output"
            case .file(let path): path
            }
        }
    }

    /// Checks `argument` against the rule and writes `contents` there; `-` is left to the caller (it returns
    /// `.standardOutput` without writing, because only the command's console knows where that is).
    public func write(_ contents: Data, to argument: String, force: Bool) throws(AppError) -> Destination {
        if argument == "-" { return .standardOutput }
        guard !argument.isEmpty else { throw OutputFileProblem.emptyPath.appError }
        let path = absolute(argument)
        if let dataPath = Self.resolved(dataDirectory), Self.resolved(path).map({ Self.isInside($0, dataPath) }) == true
        {
            throw OutputFileProblem.insideDataDirectory(path: argument, dataDirectory: dataDirectory).appError
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw OutputFileProblem.isDirectory(path: argument).appError }
            if !force { throw OutputFileProblem.exists(path: argument).appError }
        }
        do {
            if force {
                try AtomicFile.replace(path, with: contents, mode: 0o600)
            } else {
                try AtomicFile.create(path, with: contents, mode: 0o600)
            }
        } catch .alreadyExists {
            throw OutputFileProblem.exists(path: argument).appError
        } catch {
            throw OutputFileProblem.unwritable(path: argument, reason: error.reason).appError
        }
        return .file(path: argument)
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : "\(currentDirectory)/\(path)"
    }

    /// `path` with symbolic links and `..` resolved, as far as it exists: the real parent directory and the
    /// last component (itself resolved when it is a link), so a link into the data directory is caught too.
    static func resolved(_ path: String) -> String? {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard let realParent = realpath(parent.isEmpty ? "." : parent, nil) else { return nil }
        defer { free(realParent) }
        return "\(String(cString: realParent))/\((path as NSString).lastPathComponent)"
    }

    static func isInside(_ path: String, _ directory: String) -> Bool {
        path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }
}

extension CommandInvocation {
    /// Writes `text` where the user's `--output` says, under the ``OutputFile`` rule (`--force` honoured),
    /// and returns where it went; `-` prints it to the console.
    ///
    /// ```swift
    /// let destination = try invocation.writeOutputFile(calendar)
    /// ```
    public func writeOutputFile(_ text: String) throws -> OutputFile.Destination {
        let argument = try arguments.required("output")
        let destination = try outputFile.write(Data(text.utf8), to: argument, force: arguments.flag("force"))
        if destination == .standardOutput {
            // Console adds the final newline; by scalars, because "\r\n" is one Character.
            var scalars = text.unicodeScalars
            if scalars.last == "\n" { scalars.removeLast() }
            console.print(String(scalars))
        }
        return destination
    }
}
