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
        for warning in plan.warnings { Diagnostics.warning("inject-lint: " + warning) }
        // With no path inject-lint would lint the working directory: nothing to lint is no command.
        guard !plan.files.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "InjectLint_\(target.name).swift")
        return [
            .buildCommand(
                displayName: "inject-lint: checking the dependency injection of \(target.name)",
                executable: try context.tool(named: "inject-lint").url,
                arguments: ["--quiet", "--output", output.path] + plan.arguments + ["--"] + plan.files,
                inputFiles: plan.inputs.map { URL(fileURLWithPath: $0) },
                outputFiles: [output]
            )
        ]
    }
}
