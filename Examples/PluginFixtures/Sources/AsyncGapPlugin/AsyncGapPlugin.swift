import Inject
import InjectWorkflowCore

// AsyncServicePlugin without its ATSClient registration: the only request for it is awaited inside an async
// factory (after a hop to the main actor), so `validate()` cannot see it (it only warns that the factory was not
// analysed) and the analysis of async factories (`validateAsync()`) must: the plugin is refused with its report.

@_cdecl("inject_workflow_plugin_handshake")
public func handshake(_ handshake: UnsafeMutableRawPointer) {
    PluginExport.handshake(into: handshake)
}

@_cdecl("inject_workflow_plugin_create")
public func create() -> UnsafeMutableRawPointer? {
    PluginExport.module(ATSImportModule(), version: "0.1.0")
}

@MainActor final class ImportStatus {
    var provider = "lever"
}

protocol ATSFeed: Sendable {}

struct ATSImportSession: Sendable {
    var feed: any ATSFeed
}

struct ATSImportModule: FeatureModule {
    var name: String { "ats-import" }
    var summary: String { "Imports candidates from an applicant-tracking system (never registers its ATSFeed)" }
    func register(in container: Container) {
        container.register(ImportStatus.self, isolation: MainActor.shared, scope: .singleton) { ImportStatus() }
        container.register(ATSImportSession.self, scope: .singleton) { r async throws in
            let status = try await r.resolveAsync(ImportStatus.self)
            _ = await MainActor.run { status.provider }
            return ATSImportSession(feed: try await r.resolveAsync(ATSFeed.self))
        }
    }
    var commands: [FeatureCommand] { [] }
}
