import Foundation
import PackagePlugin

/// Lints the whole module graph behind a target on every build, so an injection nobody registers fails
/// `swift build` with an error on its own line, like a type error.
///
/// Apply it to the composition root, the target that registers everything (registrations live there, injections
/// live in the feature modules it depends on):
///
/// ```swift
/// .executableTarget(
///     name: "App",
///     dependencies: ["Inject", .product(name: "Profile", package: "Profile")],
///     plugins: [.plugin(name: "InjectLintPlugin", package: "Inject")]
/// )
/// ```
///
/// The command lints the Swift files of the target and of every target it depends on, directly or not, in this
/// package and in local packages (`.package(path:)`), wherever they are on disk; never packages from a repository
/// or a registry, nor Inject itself (see `LintPlan`). The files are also the command's inputs, with the package's
/// `.inject-lint.json` and the manifests it names, so editing any of them re-runs the lint and nothing else does.
///
/// Why a build command with a generated `.swift` output: SwiftPM only runs a tool built from the same package in a
/// `.buildCommand` (a `.prebuildCommand` refuses), and a build command runs only when something consumes its
/// output. A generated Swift file is compiled into the target, so it is always consumed; a `.stamp` output would
/// be bundled as a resource instead.
@main
struct InjectLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configuration = LintPlan.configuration(in: context.package.directoryURL.path)
        let plan = LintPlan.forPackageTarget(
            modules: LintPlan.modules(of: target, in: context.package),
            packages: LintPlan.packages(of: context.package),
            rootIdentity: context.package.id, settings: LintPlan.Settings(configurationAt: configuration),
            configuration: configuration)
        return Self.lintCommands(
            plan, targetName: target.name, linter: try context.tool(named: "inject-lint").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The build command that runs `plan` for the target named `targetName`, after reporting the plan's warnings;
    /// none when the plan has no file (with no path inject-lint would lint the working directory). The SwiftPM and
    /// the Xcode conformances both end here.
    static func lintCommands(_ plan: LintPlan, targetName: String, linter: URL, workDirectory: URL) -> [Command] {
        for warning in plan.warnings { Diagnostics.warning("inject-lint: " + warning) }
        guard !plan.files.isEmpty else { return [] }
        let output = workDirectory.appending(path: "InjectLint_\(targetName).swift")
        return [
            .buildCommand(
                displayName: "inject-lint: checking the dependency injection of \(targetName)",
                executable: linter,
                arguments: ["--quiet", "--output", output.path] + plan.arguments + ["--"] + plan.files,
                inputFiles: plan.inputs.map { URL(fileURLWithPath: $0) },
                outputFiles: [output]
            )
        ]
    }
}
