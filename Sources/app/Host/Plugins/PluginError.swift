import InjectWorkflowCore

/// Every refusal of a plugin, worded in one place: what, where, why, and what to rebuild or run.
enum PluginError: Equatable {
    case notLoadable(path: String, reason: String)
    case notAPlugin(path: String, missingSymbol: String)
    case handshakeLayout(path: String, plugin: UInt32, host: UInt32)
    case interfaceVersion(path: String, plugin: UInt32, host: UInt32)
    case compiler(path: String, plugin: String, host: String)
    case ownCopy(path: String, module: String)
    case noModule(path: String)
    case badName(path: String, name: String)
    case nameTaken(path: String, name: String, by: String)
    case unsafe(path: String, reason: String)
    case invalidGraph(name: String, errors: Int)
    case unknownPlugin(String, suggestion: String?)
    case alreadyInstalled(name: String, path: String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case notALibrary(path: String, reason: String)
    case sdkElsewhere(path: String, loads: String, expected: String)
    case absoluteSearchPath(path: String, searchPath: String)
    case sdkInsideExecutable(path: String, loaderReason: String?)
    case inactive(InstalledPlugins.Entry, loadFailure: AppError?)
    case skippedByOption(String)

    /// What to rebuild a plugin against, said the same way in every refusal.
    static let rebuild =
        "rebuild the plugin's package with this inject-workflow's toolchain and SDK (swift build -c release in the "
        + "plugin's folder, its Inject dependency at the same version as this app), then install it again with "
        + "'inject-workflow plugins install <library>'"

    #if canImport(Darwin)
        static let reinstallWithThisBuild = ""
    #else
        /// On Linux an app whose SDK is inside its executable binds a plugin by editing the installed copy.
        static let reinstallWithThisBuild =
            "; or install the plugin again with this one ('inject-workflow plugins install <library> --force')"
    #endif

    var appError: AppError {
        switch self {
        case .notLoadable(let path, let reason):
            return .badData(
                "could not load plugin \(path): \(reason)",
                hint: reason.contains("undefined symbol")
                    ? "the plugin uses a symbol this build of inject-workflow does not have; \(Self.rebuild)"
                    : "check that the file is a plugin library built for this machine; \(Self.rebuild)")
        case .notAPlugin(let path, let symbol):
            return .badData(
                "\(path) is not an inject-workflow plugin: it has no '\(symbol)' function",
                hint: "a plugin exports @_cdecl(\"\(PluginExport.handshakeSymbol)\") and "
                    + "@_cdecl(\"\(PluginExport.createSymbol)\"); see 'Writing a plugin' in the README")
        case .handshakeLayout(let path, let plugin, let host):
            return .badData(
                "plugin \(path) speaks handshake layout \(plugin), and this inject-workflow speaks \(host)",
                hint: Self.rebuild)
        case .interfaceVersion(let path, let plugin, let host):
            return .badData(
                "plugin \(path) was built against plugin interface version \(plugin), and this inject-workflow "
                    + "has interface version \(host)",
                hint: Self.rebuild)
        case .compiler(let path, let plugin, let host):
            return .badData(
                "plugin \(path) was built with Swift \(plugin), and this inject-workflow with Swift \(host); "
                    + "Swift code from two compilers cannot share types on this platform",
                hint: "rebuild the plugin with Swift \(host); \(Self.rebuild)")
        case .ownCopy(let path, let module):
            return .badData(
                "plugin \(path) carries its own copy of \(module) instead of using inject-workflow's, so its types "
                    + "and the app's would not match",
                hint: "make the plugin depend on the InjectWorkflowSDK product only (not on Inject or "
                    + "InjectTesting), and install it with 'inject-workflow plugins install', which binds it to the "
                    + "app's copy")
        case .noModule(let path):
            return .badData(
                "plugin \(path) returned no feature module from \(PluginExport.createSymbol)",
                hint: "return PluginExport.module(YourModule(), version: \"1.0.0\") from it")
        case .badName(let path, let name):
            return .badData(
                "plugin \(path) names its feature '\(name)', which is not a lowercase word",
                hint: "a feature's name is its command-line word: lowercase letters, digits and '-', starting "
                    + "with a letter")
        case .nameTaken(let path, let name, let owner):
            return .badData(
                "plugin \(path) names its feature '\(name)', which \(owner) already uses",
                hint: "rename the plugin's feature (its FeatureModule.name)")
        case .unsafe(let path, let reason):
            return .badData(
                "refused to load plugin \(path): \(reason)",
                hint: "a plugin runs with your rights, so only files no one else can change are loaded; "
                    + "fix it with 'chmod go-w \(path)' (and the folders above it), or reinstall the plugin")
        case .invalidGraph(let name, let errors):
            return .badData(
                "plugin '\(name)' was refused: with it, the dependency graph has \(errors) "
                    + "error\(errors == 1 ? "" : "s") (reported above); nothing of it was registered and no data "
                    + "was touched",
                hint: "register what the report names in the plugin (or depend on the feature that provides it), "
                    + "rebuild and install it again")
        case .unknownPlugin(let name, let suggestion):
            return .usage(
                "there is no installed plugin named '\(name)'",
                hint: suggestion.map { "did you mean '\($0)'?" }
                    ?? "run 'inject-workflow plugins list' to see the installed plugins")
        case .alreadyInstalled(let name, let path):
            return .usage(
                "a plugin named '\(name)' is already installed (\(path))",
                hint: "pass --force to replace it with this build, or remove it first with "
                    + "'inject-workflow plugins remove \(name)'")
        case .unreadable(let path, let reason):
            return .badData("could not read \(path): \(reason)", hint: "check the path and its permissions")
        case .unwritable(let path, let reason):
            return AppError(
                "could not write \(path): \(reason)", hint: "check that the data directory is writable and has room")
        case .inactive(let entry, let failure):
            if let failure {
                return .badData(
                    "plugin '\(entry.name)' is installed but was not loaded: \(failure.message)", hint: failure.hint)
            }
            return .usage(
                "plugin '\(entry.name)' is disabled" + (entry.disabledReason.map { ": \($0)" } ?? ""),
                hint: "switch it on with 'inject-workflow plugins enable \(entry.name)'")
        case .skippedByOption(let name):
            return .usage(
                "'\(name)' is a plugin, and this run was started with --no-plugins",
                hint: "leave out --no-plugins to load it")
        case .notALibrary(let path, let reason):
            return .badData(
                "\(path) is not a plugin library: \(reason)",
                hint:
                    "pass the library the plugin's package built (.build/release/lib<Name>\(PluginInstaller.librarySuffix))"
            )
        case .sdkElsewhere(let path, let loads, let expected):
            return .badData(
                "plugin \(path) loads the SDK from \(loads), not as \(expected), so it would get a copy of its own "
                    + "instead of inject-workflow's",
                hint: "build the plugin with 'swift build' against the InjectWorkflowSDK product, which names "
                    + "\(expected), and install that library; \(Self.rebuild)")
        case .sdkInsideExecutable(let path, let loaderReason):
            return .badData(
                "plugin \(path) cannot be loaded by this inject-workflow: the plugin binds to the SDK as the shared "
                    + "library \(SDKLinkage.libraryName), and this build has the SDK linked into its executable"
                    + (loaderReason.map { " (\($0))" } ?? ""),
                hint: "build the app with 'Scripts/package-app --output DIR' in Inject's repository, which puts the "
                    + "SDK beside it as a shared library, and run 'DIR/bin/inject-workflow'"
                    + Self.reinstallWithThisBuild)
        case .absoluteSearchPath(let path, let searchPath):
            return .badData(
                "plugin \(path) searches \(searchPath) for the libraries it loads (an absolute LC_RPATH), where "
                    + "another build of the SDK could be found before inject-workflow's",
                hint: "remove the -rpath linker flag from the plugin's package and rebuild it; \(Self.rebuild)")
        }
    }
}
