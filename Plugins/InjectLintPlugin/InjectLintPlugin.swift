import PackagePlugin

/// Placeholder build-tool plugin: the inject-lint issue makes it lint the package.
@main
struct InjectLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        []
    }
}
