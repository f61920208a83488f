import PackagePlugin

/// Placeholder command plugin: the inject-lint issue makes `swift package inject-lint` lint the package.
@main
struct InjectLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
