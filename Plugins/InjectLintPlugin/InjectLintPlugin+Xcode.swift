#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The same lint in an Xcode project: the Xcode target's Swift files and the folders `"packageFolders"` lists
    /// in the `.inject-lint.json` next to the project (local packages the app uses), through the same `LintPlan`
    /// the SwiftPM build uses. Written against XcodeProjectPlugin's documented API (`XcodePluginContext`,
    /// `XcodeTarget.inputFiles`); Xcode is not available where this package's CI runs, so `LintPlan` is what the
    /// tests hold.
    extension InjectLintPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let projectDirectory = context.xcodeProject.directoryURL.path
            let configuration = LintPlan.configuration(in: projectDirectory)
            let plan = LintPlan.forXcodeTarget(
                named: target.displayName, inputFiles: target.inputFiles.map(\.url.standardizedFileURL.path),
                projectDirectory: projectDirectory, settings: LintPlan.Settings(configurationAt: configuration),
                configuration: configuration)
            return Self.lintCommands(
                plan, targetName: target.displayName, linter: try context.tool(named: "inject-lint").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
