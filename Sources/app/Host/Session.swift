import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// What one run of the host knows once the command line's global options are read: the data directory,
/// the feature flags, and so which modules are enabled. Builds the container on demand.
struct Session: Sendable {
    var host: AppHost
    var dataDirectory: URL
    var flags: FeatureFlags
    /// The store this run uses: `--store`, else `APP_STORE`, else `store` in the data directory's `config.json`,
    /// else the data directory's SQLite database.
    var storeLocation: StoreLocation
    /// Whether `--utc` was given: the ``TimeDisplay`` is UTC instead of the user's zone.
    var showsUTC = false
    /// The plugins this run loaded (none with `--no-plugins`, or for `inject-workflow plugins`).
    var plugins: SessionPlugins

    /// The environment variable that fixes the clock, for golden tests and reproducible demos.
    static let clockVariable = "WORKFLOW_NOW"
    /// For crash tests only: milliseconds the first run pauses inside the JSON import, before it commits.
    static let crashWindowVariable = "WORKFLOW_TEST_CRASH_WINDOW_MS"

    init(host: AppHost, dataDirectoryOption: String?, storeOption: String? = nil, loadsPlugins: Bool = true) throws {
        self.host = host
        dataDirectory = try DataDirectory.resolve(
            option: dataDirectoryOption, environment: host.environment, currentDirectory: host.currentDirectory)
        flags = try FeatureFlags.load(fromDirectory: dataDirectory)
        storeLocation = try Self.storeLocation(
            option: storeOption, environment: host.environment, dataDirectory: dataDirectory,
            currentDirectory: host.currentDirectory)
        plugins =
            loadsPlugins
            ? try SessionPlugins(
                dataDirectory: dataDirectory, builtInNames: Self.builtInNames(host), console: host.console)
            : SessionPlugins(folder: InstalledPlugins.folder(inDataDirectory: dataDirectory))
    }

    /// The words a plugin's feature may not take: the built-in features' and commands'.
    static func builtInNames(_ host: AppHost) -> Set<String> {
        Set(host.modules.map(\.name) + BuiltinCommands.all.map(\.name) + ["help"])
    }

    /// The first of `--store`, `APP_STORE` and the data directory's `config.json` that names a store, else the
    /// data directory's SQLite database. An empty option or variable counts as unset.
    static func storeLocation(
        option: String?, environment: [String: String], dataDirectory: URL, currentDirectory: String
    ) throws -> StoreLocation {
        if let option {
            guard !option.isEmpty else { throw HostError.missingStore.appError }
            return try StoreLocation.parse(option, relativeTo: currentDirectory)
        }
        if let variable = environment[StoreLocation.environmentVariable], !variable.isEmpty {
            return try StoreLocation.parse(variable, relativeTo: currentDirectory)
        }
        if let configured = try StoreConfiguration.load(fromDirectory: dataDirectory).store, !configured.isEmpty {
            // A relative sqlite: path in the file is taken from the data directory, wherever the app runs.
            return try StoreLocation.parse(configured, relativeTo: DataDirectory.path(of: dataDirectory))
        }
        return .sqlite(directory: dataDirectory)
    }

    var console: any Console { host.console }
    /// The built-in modules, then the loaded plugins' modules.
    var modules: [any FeatureModule] { host.modules + plugins.loaded.map(\.module) }
    var enabledModules: [any FeatureModule] { modules.filter { flags.isEnabled($0.name) } }
    var flagsPath: String { FeatureFlags.path(inDirectory: dataDirectory) }

    /// A container with the host's services and every enabled module registered (or only `only`'s modules), not
    /// yet validated. A plugin's `register(in:)` runs under the crash marker.
    func makeContainer(only: [any FeatureModule]? = nil) throws -> Container {
        let container = Container()
        let store = try storeLocation.open(
            dataDirectory: dataDirectory, environment: host.environment, crashWindow: try crashWindow())
        let clock = try self.clock()
        // The two services features never register: they belong to the host, which owns the process.
        container.register(Store.self, scope: .singleton) { store }
        container.register(WallClock.self, scope: .singleton) { clock }
        let display = try TimeDisplay.resolve(environment: host.environment, utc: showsUTC)
        container.register(TimeDisplay.self, scope: .singleton) { display }
        let modules = only ?? enabledModules
        // What plugins add to a candidate's timeline: each one's source, registered under its name (the built-in
        // features read one another directly, so without plugins there is nothing to gather).
        let pluginNames = modules.map(\.name).filter { plugin(named: $0) != nil }
        if !pluginNames.isEmpty {
            container.register(TimelineSources.self) { resolver in
                TimelineSources(pluginNames.compactMap { resolver.resolveIfRegistered(TimelineSource.self, name: $0) })
            }
        }
        for module in modules {
            if let plugin = plugin(named: module.name) {
                let marker = PluginCrashMarker(pluginsFolder: plugins.folder)
                marker.begin(.registering, plugin: plugin.name)
                module.register(in: container)
                marker.end()
            } else {
                module.register(in: container)
            }
        }
        return container
    }

    /// The loaded plugin whose feature is `name`, if `name` is a plugin's.
    func plugin(named name: String) -> LoadedPlugin? {
        plugins.loaded.first { $0.name == name }
    }

    /// Throws the plain sentence for a flags file that switches off a feature an enabled one needs (a file
    /// edited by hand: `inject-workflow features disable` refuses to get there), before the graph would fail for it.
    func checkRequirements() throws(AppError) {
        let unmet = FeatureRequirements(modules: modules).unmet(in: flags)
        guard unmet.isEmpty else { throw HostError.unmetRequirements(unmet, flagsPath: flagsPath).appError }
    }

    /// ``makeContainer()``, validated (`validateAsync()`: async factories are analysed too), and the record to keep in the command's transaction once it ran; or, when
    /// the store records that this program validated the graph of these enabled features before, not validated
    /// again, and no record to keep (``GraphValidationRecord`` says why that is safe). On any error the
    /// analyser's report goes to standard error and the run stops (exit 70) before a command can meet a broken
    /// graph.
    ///
    /// With plugins, the record also names each plugin file's identity, and a graph not recorded is validated
    /// plugin by plugin (``validatedWithPlugins(_:record:running:)``).
    func validatedContainer(
        running feature: String? = nil
    ) async throws -> (
        container: Container, recordToSave: GraphValidationRecord?
    ) {
        let container = try makeContainer()
        let record = GraphValidationRecord(
            program: host.programIdentity,
            enabledFeatures: enabledModules.map { module in
                plugin(named: module.name).map { "\($0.name)=\($0.identity ?? "unknown")" } ?? module.name
            })
        // Read in a transaction of its own, because validation must not run inside one: it builds services on a
        // worker thread, and one that used the store there would wait for this thread's transaction forever.
        if try record.isRecorded(in: container.resolve(Store.self)) { return (container, nil) }
        if enabledModules.contains(where: { plugin(named: $0.name) != nil }) {
            return try await validatedWithPlugins(container, record: record, running: feature)
        }
        let report = await container.validateAsync()
        guard !report.hasErrors else {
            console.printError(trimmed(report.rendered()))
            throw HostError.invalidGraph(errors: report.findings.filter { $0.severity == .error }.count).appError
        }
        return (container, record)
    }

    /// The clock of this run: fixed at `WORKFLOW_NOW` when it is set, the system clock otherwise.
    func clock() throws -> any WallClock {
        guard let text = host.environment[Self.clockVariable], !text.isEmpty else { return SystemClock() }
        guard let date = try? Date(text, strategy: .iso8601) else { throw HostError.badClock(text).appError }
        return FixedClock(date)
    }

    private func crashWindow() throws -> Duration? {
        guard let text = host.environment[Self.crashWindowVariable], let milliseconds = Int(text) else { return nil }
        return .milliseconds(milliseconds)
    }
}
