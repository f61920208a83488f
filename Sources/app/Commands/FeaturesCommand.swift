import InjectWorkflowCore

/// `inject-workflow features [enable|disable <name>] [--with-dependents]`: lists the feature modules and their flags, or
/// flips one.
///
/// ```text
/// $ inject-workflow features
/// NAME        ENABLED  NEEDS       COMMANDS                         SUMMARY
/// candidates  yes      -           add, list, show, move, timeline  Track candidates through the hiring pipeline
/// …
/// $ inject-workflow features disable events
/// Disabled 'events' in /home/me/.local/share/workflow/features.json
/// $ inject-workflow features disable candidates
/// error: 'candidates' was not disabled: 'email' and 'events' need it
/// hint: switch them off too with 'inject-workflow features disable candidates --with-dependents', or keep 'candidates' enabled
/// ```
///
/// A feature others need (``FeatureModule/requiredFeatures``) is switched off only with them; one that needs a
/// disabled feature is switched on only after it. It does not require a valid graph or met requirements:
/// flipping flags is how one recovers from a hand-edited file.
enum FeaturesCommand {
    static var command: BuiltinCommand {
        BuiltinCommand(
            name: "features",
            summary: "List the feature modules and their flags; enable or disable one",
            arguments: [
                .positional("action", help: "enable or disable (omit to list)", isRequired: false),
                .positional("name", help: "The feature to enable or disable", isRequired: false),
                .flag("with-dependents", help: "With disable: also switch off the enabled features that need it"),
            ],
            examples: [
                "inject-workflow features", "inject-workflow features disable events",
                "inject-workflow features disable candidates --with-dependents",
            ],
            printsJSON: true,
            run: run)
    }

    /// One row of `inject-workflow features --json`.
    struct Entry: Encodable {
        var name: String
        var enabled: Bool
        /// The features it cannot work without (``FeatureModule/requiredFeatures``).
        var needs: [String]
        var summary: String
        var commands: [String]
    }

    static func run(_ invocation: BuiltinInvocation) async throws -> ExitCode {
        guard let action = invocation.arguments.value("action") else {
            try list(invocation)
            return .success
        }
        guard action == "enable" || action == "disable" else {
            let suggestion = Suggestion.closest(to: action, among: ["enable", "disable"])
            throw HostError.unknownFeaturesAction(action, suggestion: suggestion).appError
        }
        guard let name = invocation.arguments.value("name") else {
            throw HostError.missingFeatureName(action: action).appError
        }
        let session = invocation.session
        let names = session.modules.map(\.name)
        guard names.contains(name) else {
            throw HostError.unknownFeatureName(name, suggestion: Suggestion.closest(to: name, among: names)).appError
        }
        let switched = try featuresToSwitch(name, action: action, in: invocation)
        var flags = session.flags
        // Write every module's flag, not just this one, so the file shows what can be switched.
        for module in names where flags.values[module] == nil {
            flags.values[module] = true
        }
        for feature in switched { flags.values[feature] = action == "enable" }
        try flags.save(toDirectory: session.dataDirectory)
        let list = FeatureRequirements.Unmet.list(switched)
        invocation.console.print("\(action == "enable" ? "Enabled" : "Disabled") \(list) in \(session.flagsPath)")
        try await warnIfTheGraphBreaks(with: flags, after: action, of: name, in: invocation)
        return .success
    }

    /// The features to flip: `name`, and with `--with-dependents` the enabled ones that need it; refuses a
    /// change that would leave an enabled feature without one it needs.
    private static func featuresToSwitch(
        _ name: String, action: String, in invocation: BuiltinInvocation
    ) throws -> [String] {
        let session = invocation.session
        let requirements = FeatureRequirements(modules: session.modules)
        let withDependents = invocation.arguments.flag("with-dependents")
        if action == "enable" {
            guard !withDependents else { throw HostError.withDependentsOnEnable.appError }
            let missing = requirements.disabledRequirements(of: name, in: session.flags)
            guard missing.isEmpty else { throw HostError.requiresDisabled(name, requirements: missing).appError }
            return [name]
        }
        let dependents = requirements.dependents(of: name, enabledIn: session.flags)
        guard dependents.isEmpty || withDependents else {
            throw HostError.neededByOthers(name, dependents: dependents).appError
        }
        return session.modules.map(\.name).filter { $0 == name || dependents.contains($0) }
    }

    /// Other features may need the one just disabled (not through an optional injection): say so now rather
    /// than at the next command, which the validation gate will refuse.
    private static func warnIfTheGraphBreaks(
        with flags: FeatureFlags, after action: String, of name: String, in invocation: BuiltinInvocation
    ) async throws {
        var changed = invocation.session
        changed.flags = flags
        let errors = try await changed.makeContainer().validateAsync().errors.count
        guard errors > 0 else { return }
        invocation.console.printError(
            "warning: with '\(name)' \(action)d the dependency graph has \(errors) error\(errors == 1 ? "" : "s"), so "
                + "feature commands will refuse to run; 'inject-workflow doctor' shows why, and "
                + "'inject-workflow features \(action == "enable" ? "disable" : "enable") \(name)' undoes this")
    }

    private static func list(_ invocation: BuiltinInvocation) throws {
        let session = invocation.session
        let entries = session.modules.map { module in
            Entry(
                name: module.name, enabled: session.flags.isEnabled(module.name), needs: module.requiredFeatures,
                summary: module.summary,
                commands: module.commands.map(\.name))
        }
        if invocation.outputFormat == .json {
            try invocation.console.printJSON(entries)
            return
        }
        let table = Table(
            columns: ["NAME", "ENABLED", "NEEDS", "COMMANDS", "SUMMARY"],
            rows: entries.map {
                [
                    $0.name, $0.enabled ? "yes" : "no", $0.needs.isEmpty ? "-" : $0.needs.joined(separator: ", "),
                    $0.commands.joined(separator: ", "), $0.summary,
                ]
            })
        invocation.console.print(table.rendered())
        invocation.console.print("")
        invocation.console.print("Flags: \(session.flagsPath) (a feature missing from it is enabled)")
    }
}
