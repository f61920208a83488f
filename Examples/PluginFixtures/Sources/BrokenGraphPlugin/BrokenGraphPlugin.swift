import Inject
import InjectWorkflowCore

// A plugin whose service injects a protocol nobody registers: validation refuses it with the analyser's report.

@_cdecl("inject_workflow_plugin_handshake")
public func handshake(_ handshake: UnsafeMutableRawPointer) {
    PluginExport.handshake(into: handshake)
}

@_cdecl("inject_workflow_plugin_create")
public func create() -> UnsafeMutableRawPointer? {
    PluginExport.module(BrokenModule(), version: "0.1.0")
}

public protocol AssessmentBank: Sendable {}
public protocol Assessments: Sendable {}

struct StoredAssessments: Assessments {
    @Injected var bank: AssessmentBank
}

struct BrokenModule: FeatureModule {
    var name: String { "assessments" }
    var summary: String { "Take-home assessments (never registers its AssessmentBank)" }
    var schema: FeatureSchema? {
        FeatureSchema(tables: ["assessments_tasks"], migrations: [["CREATE TABLE assessments_tasks (name TEXT)"]])
    }
    func register(in container: Container) {
        container.register(Assessments.self) { StoredAssessments() }
    }
    var commands: [FeatureCommand] { [] }
}
