import InjectWorkflowCore

/// The options the host itself reads, wherever they appear before `--`: `--data-dir <dir>` decides which
/// flags file is read, and so which commands exist, before any command is looked up.
///
/// `--utc` is read here too, since it changes how every command shows and reads times. `--json` and `--help`
/// stay in ``remaining``: the command parser and the help logic read them.
struct GlobalOptions {
    /// The value of `--data-dir`, if given.
    var dataDirectory: String?
    /// Whether `--utc` was given: times are shown and read in UTC instead of the user's zone.
    var utc = false
    /// The arguments with `--data-dir` and its value removed.
    var remaining: [String]

    init(scanning arguments: [String]) throws(AppError) {
        var dataDirectory: String?
        var remaining: [String] = []
        var utc = false
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            var value: String?
            if token == "--" {
                remaining += arguments[(index - 1)...]
                break
            } else if token == "--utc" {
                utc = true
            } else if token.hasPrefix("--data-dir=") {
                value = String(token.dropFirst("--data-dir=".count))
            } else if token == "--data-dir" {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw HostError.missingDataDirectory.appError
                }
                value = arguments[index]
                index += 1
            } else {
                remaining.append(token)
            }
            if let value {
                if let earlier = dataDirectory, earlier != value {
                    throw HostError.dataDirectoryTwice(earlier, value).appError
                }
                dataDirectory = value
            }
        }
        self.dataDirectory = dataDirectory
        self.remaining = remaining
        self.utc = utc
    }

    /// The host options every command accepts, listed in each command's `--help`.
    static let commandOptions: [ArgumentSpec] = [
        .flag("json", help: "Print JSON instead of text"),
        .option("data-dir", help: "Use this data directory for this run", valueName: "dir"),
        .flag("utc", help: "Show and read times in UTC instead of your time zone (TZ)"),
        .flag("help", help: "Show this help"),
    ]
}
