import InjectWorkflowCore

/// Every mistake the host itself reports, worded in one place.
enum HostError: Equatable {
    case unknownFeature(String, suggestion: String?)
    case unknownCommand(feature: String, command: String, suggestion: String?)
    case optionBeforeFeature(String)
    case optionBeforeCommand(feature: String, option: String)
    case disabledFeature(String, flagsPath: String)
    case missingDataDirectory
    case dataDirectoryTwice(String, String)
    case missingStore
    /// Both values redacted (``StoreLocation/redacted``): a password never reaches the screen.
    case storeTwice(String, String)
    case badClock(String)
    case invalidGraph(errors: Int)
    case unknownGraphFormat(String, suggestion: String?)
    case unknownFeatureName(String, suggestion: String?)
    case unknownFeaturesAction(String, suggestion: String?)
    case missingFeatureName(action: String)
    case demoStepFailed(step: String, status: ExitCode)
    case jsonNotOffered(command: String, takers: [String])
    case jsonAndFormat(String)
    case jsonWithoutCommand
    case demoDirectoryNotEmpty(String)
    case afterVersion(String)
    case unmetRequirements([FeatureRequirements.Unmet], flagsPath: String)
    case neededByOthers(String, dependents: [String])
    case requiresDisabled(String, requirements: [String])
    case withDependentsOnEnable
    case outputLost(reason: String, undone: Bool)

    var appError: AppError {
        switch self {
        case .unknownFeature(let name, let suggestion):
            return .usage(
                "unknown feature or command '\(name)'",
                hint: suggestion.map { "did you mean '\($0)'?" }
                    ?? "run 'inject-workflow --help' to see the features and commands")
        case .unknownCommand(let feature, let command, let suggestion):
            return .usage(
                "unknown command '\(command)' for feature '\(feature)'",
                hint: suggestion.map { "did you mean 'inject-workflow \(feature) \($0)'?" }
                    ?? "run 'inject-workflow \(feature) --help' to see its commands")
        case .optionBeforeFeature(let option):
            return .usage(
                "'\(option)' must come after a feature and command",
                hint:
                    "write 'inject-workflow <feature> <command> \(option)'; run 'inject-workflow --help' to see the features"
            )
        case .optionBeforeCommand(let feature, let option):
            return .usage(
                "'\(option)' must come after a command of '\(feature)'",
                hint:
                    "write 'inject-workflow \(feature) <command> \(option)'; run 'inject-workflow \(feature) --help' to see its commands"
            )
        case .disabledFeature(let name, let flagsPath):
            return .usage(
                "feature '\(name)' is disabled in \(flagsPath)",
                hint: "enable it with 'inject-workflow features enable \(name)'")
        case .missingDataDirectory:
            return .usage("option '--data-dir' needs a value", hint: "write --data-dir <dir>")
        case .dataDirectoryTwice(let first, let second):
            return .usage(
                "option '--data-dir' was given twice ('\(first)', then '\(second)')",
                hint: "'--data-dir' takes one value; pass it once")
        case .missingStore:
            return .usage(
                "option '--store' needs a value", hint: "write --store sqlite:DIR or --store postgresql://user@host/db")
        case .storeTwice(let first, let second):
            return .usage(
                "option '--store' was given twice ('\(first)', then '\(second)')",
                hint: "'--store' takes one value; pass it once")
        case .badClock(let value):
            return .usage(
                "WORKFLOW_NOW is set to '\(value)', which is not an ISO 8601 date and time",
                hint: "set it like WORKFLOW_NOW=2026-11-22T09:00:00Z, or unset it to use the real clock")
        case .invalidGraph(let errors):
            return .internalError(
                "the dependency graph has \(errors) error\(errors == 1 ? "" : "s") (reported above); "
                    + "no command was run",
                hint: "fix the registrations named above, or disable the feature at fault with "
                    + "'inject-workflow features disable <name>'; 'inject-workflow doctor' prints the full report")
        case .unknownGraphFormat(let format, let suggestion):
            return .usage(
                "unknown graph format '\(format)'",
                hint: (suggestion.map { "did you mean '\($0)'? The formats are" } ?? "the formats are")
                    + " text, dot and mermaid")
        case .unknownFeatureName(let name, let suggestion):
            return .usage(
                "there is no feature named '\(name)'",
                hint: suggestion.map { "did you mean '\($0)'?" } ?? "run 'inject-workflow features' to see the features"
            )
        case .unknownFeaturesAction(let action, let suggestion):
            return .usage(
                "unknown action '\(action)' for 'inject-workflow features'",
                hint: (suggestion.map { "did you mean '\($0)'? The actions are" } ?? "the actions are")
                    + " enable and disable")
        case .missingFeatureName(let action):
            return .usage(
                "'inject-workflow features \(action)' needs the name of a feature",
                hint:
                    "write 'inject-workflow features \(action) <name>'; run 'inject-workflow features' to see the names"
            )
        case .demoStepFailed(let step, let status):
            return AppError(
                "the demo stopped: '\(step)' exited with status \(status.rawValue) (its error is above)",
                hint: "this is a bug in the demo or a feature; please report it with the output above",
                exitCode: .internalError)
        case .jsonNotOffered(let command, let takers):
            return .usage(
                "'\(command)' prints no result to give as JSON, so it does not take --json",
                hint: "--json works with \(takers.joined(separator: ", ")) and every feature command "
                    + "(inject-workflow candidates list --json)")
        case .jsonAndFormat(let format):
            return .usage(
                "'inject-workflow graph' was given both --json and --format \(format)",
                hint: "pass one: --json for the graph as data, --format for text, dot or mermaid")
        case .jsonWithoutCommand:
            return .usage(
                "'--json' needs a command whose result it prints",
                hint:
                    "write 'inject-workflow <feature> <command> --json', e.g. 'inject-workflow candidates list --json'")
        case .afterVersion(let word):
            return .usage(
                "'--version' takes no arguments, got '\(word)'",
                hint: "write 'inject-workflow --version' or 'inject-workflow --version --json'"
            )
        case .unmetRequirements(let unmet, let flagsPath):
            let first = unmet[0]
            return .badData(
                "\(flagsPath) switches off " + unmet.map(\.clause).joined(separator: ", and ")
                    + ", so no feature command can run",
                hint:
                    "enable it again with 'inject-workflow features enable \(first.required)', or switch off what needs it "
                    + "with 'inject-workflow features disable \(first.required) --with-dependents'")
        case .neededByOthers(let name, let dependents):
            let them = FeatureRequirements.Unmet.list(dependents)
            return AppError(
                "'\(name)' was not disabled: \(them) need\(dependents.count == 1 ? "s" : "") it",
                hint: "switch \(dependents.count == 1 ? "it" : "them") off too with "
                    + "'inject-workflow features disable \(name) --with-dependents', or keep '\(name)' enabled")
        case .requiresDisabled(let name, let requirements):
            let them = FeatureRequirements.Unmet.list(requirements)
            return AppError(
                "'\(name)' was not enabled: it needs \(them), which \(requirements.count == 1 ? "is" : "are") disabled",
                hint: "enable \(requirements.count == 1 ? "it" : "them") first: "
                    + requirements.map { "'inject-workflow features enable \($0)'" }.joined(separator: ", then "))
        case .outputLost(let reason, let undone):
            return AppError(
                "could not write to standard output (\(reason))"
                    + (undone ? ", so nothing the command did was kept" : ""),
                hint: "make room where the output goes, or send it elsewhere, and run the command again")
        case .withDependentsOnEnable:
            return .usage(
                "--with-dependents goes with 'disable': enabling a feature never switches others on or off",
                hint: "leave it out, or write 'inject-workflow features disable <name> --with-dependents'")
        case .demoDirectoryNotEmpty(let path):
            return .usage(
                "the demo needs an empty data directory, and \(path) already holds files",
                hint: "pass a new or empty directory to --data-dir, or leave it out to use a fresh temporary one; "
                    + "the demo never writes over existing data")
        }
    }
}
