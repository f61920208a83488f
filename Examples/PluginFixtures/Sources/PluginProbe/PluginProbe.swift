import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

// Registers a TimelineSource whose one entry reports, from inside the plugin, the identity of the Store the
// host's container gave its @Injected property, and whether the default container is the host's.

@_cdecl("inject_workflow_plugin_handshake")
public func handshake(_ handshake: UnsafeMutableRawPointer) {
    PluginExport.handshake(into: handshake)
}

@_cdecl("inject_workflow_plugin_create")
public func create() -> UnsafeMutableRawPointer? {
    PluginExport.module(ProbeModule(), version: "0.1.0")
}

struct ProbeModule: FeatureModule {
    var name: String { "probe" }
    var summary: String { "Reports what the plugin sees of the host" }
    func register(in container: Container) {
        container.register(TimelineSource.self, name: name) { ProbeTimeline() }
    }
    var commands: [FeatureCommand] { [] }
}

struct ProbeTimeline: TimelineSource {
    @Injected var store: Store

    func timeline(forCandidate id: String) throws -> [TimelineEntry] {
        let storeIdentity = ObjectIdentifier(store as AnyObject).hashValue
        let containerIdentity = ObjectIdentifier(Container.default).hashValue
        return [
            TimelineEntry(
                date: .distantPast, kind: .plugin, summary: "store \(storeIdentity) container \(containerIdentity)",
                reference: id)
        ]
    }
}
