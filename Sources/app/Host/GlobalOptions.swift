import InjectWorkflowCore

/// The options the host itself reads, wherever they appear before `--`: `--data-dir <dir>` decides which
/// flags file is read, and so which commands exist, before any command is looked up; `--store <url>` which
/// store the run uses.
///
/// `--utc` is read here too, since it changes how every command shows and reads times. `--json` and `--help`
/// stay in ``remaining``: the command parser and the help logic read them.
struct GlobalOptions {
    /// The value of `--data-dir`, if given.
    var dataDirectory: String?
    /// The value of `--store` (a store URL, see ``StoreLocation``), if given.
    var store: String?
    /// Whether `--utc` was given: times are shown and read in UTC instead of the user's zone.
    var utc = false
    /// Whether `--no-plugins` was given: the run loads no plugin (the way out when one misbehaves).
    var noPlugins = false
    /// The arguments with `--data-dir`, `--store` and their values removed.
    var remaining: [String]

    init(scanning arguments: [String]) throws(AppError) {
        var values: [String: String] = [:]
        var remaining: [String] = []
        var utc = false
        var noPlugins = false
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if token == "--" {
                remaining += arguments[(index - 1)...]
                break
            } else if token == "--utc" {
                utc = true
            } else if token == "--no-plugins" {
                noPlugins = true
            } else if let name = Self.valueOptions.first(where: { token == "--\($0)" || token.hasPrefix("--\($0)=") }) {
                let value: String
                if token.hasPrefix("--\(name)=") {
                    value = String(token.dropFirst(name.count + 3))
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw name == "store"
                            ? HostError.missingStore.appError : HostError.missingDataDirectory.appError
                    }
                    value = arguments[index]
                    index += 1
                }
                if let earlier = values[name], earlier != value {
                    throw name == "store"
                        ? HostError.storeTwice(
                            StoreLocation.postgres(url: earlier).redacted, StoreLocation.postgres(url: value).redacted
                        ).appError
                        : HostError.dataDirectoryTwice(earlier, value).appError
                }
                values[name] = value
            } else {
                remaining.append(token)
            }
        }
        self.dataDirectory = values["data-dir"]
        self.store = values["store"]
        self.remaining = remaining
        self.utc = utc
        self.noPlugins = noPlugins
    }

    /// The host's options that take a value, wherever they appear before `--`.
    private static let valueOptions = ["data-dir", "store"]

    /// The host options every command accepts, listed in each command's `--help`.
    static let commandOptions: [ArgumentSpec] = [
        .flag("json", help: "Print JSON instead of text"),
        .option("data-dir", help: "Use this data directory for this run", valueName: "dir"),
        .option("store", help: "Use this store (sqlite:DIR or postgresql://…) for this run", valueName: "url"),
        .flag("utc", help: "Show and read times in UTC instead of your time zone (TZ)"),
        .flag("help", help: "Show this help"),
    ]
}
