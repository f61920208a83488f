import Foundation
import PackagePlugin

/// `swift package inject-lint [options] [paths]`: lints the package on demand, with any inject-lint option.
///
/// Without paths it lints what the build-tool plugin would for every non-test source target of the package, in one
/// run: their Swift files and those of the local packages they depend on (never repository or registry packages,
/// nor Inject), with the package's `.inject-lint.json` (see `LintPlan`). It only reads the package, so it needs no
/// `--allow-writing-to-package-directory`.
///
/// ```
/// $ swift package inject-lint --reporter github
/// ::error file=/pkg/Sources/Features/Events/EventsService.swift,line=12,col=5,title=inject-lint [unregistered]::…
/// ```
@main
struct InjectLintCommand: CommandPlugin {
    /// The inject-lint options that take a value, so their values are not mistaken for paths. Plugins cannot link
    /// the InjectLint library, hence this copy; keep it in step with `LintOptions.options`.
    static let optionsWithValues: Set<String> = [
        "--reporter", "--config", "--output", "--define", "--undecided", "--manifest", "--emit-manifest",
        "--check-manifest",
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        if !Self.namesAPath(arguments) {
            let configuration = LintPlan.configuration(in: context.package.directoryURL.path)
            let settings = LintPlan.Settings(configurationAt: configuration)
            let packages = LintPlan.packages(of: context.package)
            var files: [String] = []
            var seen: Set<String> = []
            var warnings: Set<String> = []
            for target in context.package.targets.compactMap({ $0 as? SourceModuleTarget }) where target.kind != .test {
                let plan = LintPlan.forPackageTarget(
                    modules: LintPlan.modules(of: target, in: context.package), packages: packages,
                    rootIdentity: context.package.id, settings: settings, configuration: configuration)
                for file in plan.files where seen.insert(file).inserted { files.append(file) }
                // Each target's plan names an unknown package in its own words: one warning per package is enough.
                warnings.formUnion(plan.warnings.map { $0.replacingOccurrences(of: " of \(target.name);", with: ";") })
            }
            for warning in warnings.sorted() { Diagnostics.warning("inject-lint: " + warning) }
            let namesConfiguration = arguments.contains { $0 == "--config" || $0.hasPrefix("--config=") }
            if let configuration, !namesConfiguration { arguments = ["--config", configuration] + arguments }
            arguments += ["--"] + files
        }
        let process = Process()
        process.executableURL = try context.tool(named: "inject-lint").url
        process.arguments = arguments
        // Relative paths in arguments, and --relative-paths output, are relative to the package root.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LintFailure(status: process.terminationStatus, packageName: context.package.displayName)
        }
    }

    /// Whether the arguments already name a file or folder to lint.
    static func namesAPath(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.count }
            if !argument.hasPrefix("-") { return true }
            let takesValue = optionsWithValues.contains(argument)
            index += takesValue ? 2 : 1
        }
        return false
    }
}

/// Ends the command with a failure after inject-lint has printed its diagnostics or its error message.
struct LintFailure: Error, CustomStringConvertible {
    var status: Int32
    var packageName: String

    var description: String {
        status == 1
            ? "inject-lint found errors in \(packageName) (listed above)"
            : "inject-lint could not lint \(packageName) (exit status \(status); see the message above)"
    }
}
