import Inject

struct ScriptTool {
    @Injected var notIncludedByConfiguration: OutsideDependency
}
