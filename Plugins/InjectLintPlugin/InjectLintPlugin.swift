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
///     name: "app",
///     dependencies: ["Inject", "Candidates", "Events"],
///     plugins: [.plugin(name: "InjectLintPlugin", package: "Inject")]
/// )
/// ```
///
/// The command lints the Swift files of the target and of every target of the same package it depends on,
/// directly or not; they are also the command's inputs, so editing a feature re-runs the lint.
///
/// Why a build command with a generated `.swift` output: SwiftPM only runs a tool built from the same package in a
/// `.buildCommand` (a `.prebuildCommand` refuses), and a build command runs only when something consumes its
/// output. A generated Swift file is compiled into the target, so it is always consumed; a `.stamp` output would
/// be bundled as a resource instead.
@main
struct InjectLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Only this package's files: targets of other packages (such as the Inject library) are not the user's
        // to fix. Files rather than directories because `Target.directoryURL` needs tools version 6.1.
        let packageDirectory = context.package.directoryURL.standardizedFileURL.path + "/"
        let modules = [target] + target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
        let files = modules.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.standardizedFileURL) }
            .filter { $0.path.hasPrefix(packageDirectory) }
        var inputs = files
        // The configuration decides severities, so editing it must re-run the lint too.
        let configuration = context.package.directoryURL.appending(path: ".inject-lint.json")
        if FileManager.default.fileExists(atPath: configuration.path) {
            inputs.append(configuration)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "InjectLint_\(target.name).swift")
        // The first file is in the target's own directory: the configuration search starts there and walks up to
        // the package root, so the package's .inject-lint.json and its default feature roots apply.
        let arguments =
            ["--quiet", "--output", output.path] + Self.conditionArguments(modules) + ["--"] + files.map(\.path)
        return [
            .buildCommand(
                displayName: "inject-lint: checking the dependency injection of \(target.name)",
                executable: try context.tool(named: "inject-lint").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The `#if` conditions SwiftPM tells a plugin about, as `--define` / `--undecided` arguments.
    ///
    /// SwiftPM compiles every target with `SWIFT_PACKAGE` defined, so it is passed as defined. A target's own
    /// `swiftSettings: [.define("X")]` reach plugins as `compilationConditions`: a condition all the linted targets
    /// define is passed as defined, one only some define as undecided (one lint run covers them all). What SwiftPM
    /// does not tell a build-tool plugin stays undecided, so its `#if`s read every branch: the configuration
    /// (`DEBUG` in a debug build), the destination (`os(…)`, `arch(…)`, `targetEnvironment(…)`, `canImport(…)`),
    /// and conditions given on the command line (`-Xswiftc -DX`). An undefined flag otherwise reads as false, as
    /// it does for the compiler.
    static func conditionArguments(_ modules: [SourceModuleTarget]) -> [String] {
        let perModule = modules.compactMap { $0 as? SwiftSourceModuleTarget }.map { Set($0.compilationConditions) }
        let everywhere = perModule.dropFirst().reduce(perModule.first ?? []) { $0.intersection($1) }
        let somewhere = perModule.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(everywhere)
        return ["--define", "SWIFT_PACKAGE", "--undecided", "DEBUG"]
            + everywhere.sorted().flatMap { ["--define", $0] }
            + somewhere.sorted().flatMap { ["--undecided", $0] }
    }
}
