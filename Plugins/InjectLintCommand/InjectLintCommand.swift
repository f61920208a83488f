import Foundation
import PackagePlugin

/// `swift package inject-lint [options] [paths]`: lints the package on demand, with any inject-lint option.
///
/// Without paths it lints the Swift files of the package's non-test source targets. It only reads the package, so
/// it needs no `--allow-writing-to-package-directory`.
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
            // Files rather than directories because `Target.directoryURL` needs tools version 6.1.
            let sourceTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
                .filter { $0.kind != .test }
            arguments += ["--"] + sourceTargets.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
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
