import Inject
import InjectWorkflowCore

// A plugin with an async service that awaits a main-actor one: validation runs its async factory (validateAsync),
// which hops to the main actor and back, and accepts it. AsyncGapPlugin is the same plugin with one registration
// missing, which only that analysis can see.

@_cdecl("inject_workflow_plugin_handshake")
public func handshake(_ handshake: UnsafeMutableRawPointer) {
    PluginExport.handshake(into: handshake)
}

@_cdecl("inject_workflow_plugin_create")
public func create() -> UnsafeMutableRawPointer? {
    PluginExport.module(ATSSyncModule(), version: "0.1.0")
}

/// What a status bar shows: built on the main actor.
@MainActor final class SyncStatus {
    var provider = "greenhouse"
}

protocol ATSClient: Sendable {
    var provider: String { get }
}

struct HTTPATSClient: ATSClient {
    var provider: String
}

/// Opened asynchronously (a session with the applicant-tracking system): resolved with `resolveAsync`.
struct ATSSession: Sendable {
    var client: any ATSClient
}

struct ATSSyncModule: FeatureModule {
    var name: String { "ats-sync" }
    var summary: String { "Syncs candidates with an applicant-tracking system (an async service)" }
    func register(in container: Container) {
        container.register(SyncStatus.self, isolation: MainActor.shared, scope: .singleton) { SyncStatus() }
        container.register(ATSClient.self) { HTTPATSClient(provider: "greenhouse") }
        container.register(ATSSession.self, scope: .singleton) { r async throws in
            // A hop to the main actor: the main thread must be free to serve it while the host validates.
            let status = try await r.resolveAsync(SyncStatus.self)
            _ = await MainActor.run { status.provider }
            return ATSSession(client: try await r.resolveAsync(ATSClient.self))
        }
    }
    var commands: [FeatureCommand] {
        [
            FeatureCommand(name: "status", summary: "Says which system it syncs with") { invocation in
                let client = invocation.resolver.resolve(ATSClient.self)
                invocation.console.print("ats-sync: ready for \(client.provider)")
            }
        ]
    }
}
