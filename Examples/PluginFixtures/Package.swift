// swift-tools-version: 6.0
// Plugins that misbehave on purpose, for inject-workflow's plugin tests (`.ci/run` builds them and points
// `INJECT_WORKFLOW_PLUGIN_FIXTURES` at the libraries; the tests that need them say so when it is unset):
// - PluginProbe: proves one copy of the SDK in the process (casts, a host singleton, @Injected);
// - BrokenGraphPlugin: injects a service nobody registers, so validation refuses it;
// - ChangedInterfacePlugin: reports another plugin interface version, so the handshake refuses it;
// - CrashingPlugin: dies while it registers, so the host disables it on the next start;
// - OwnCopyPlugin: links its own copy of Inject beside the SDK, so the handshake refuses it;
// - AsyncServicePlugin: an async service that awaits a main-actor one, accepted after validateAsync() ran it;
// - AsyncGapPlugin: the same with a registration missing that only validateAsync() sees, so it is refused;
// - LoadCrashPlugin: a C constructor (CLoadCrash) that segfaults inside dlopen once armed by the environment.
import PackageDescription

let fixtures = [
    "PluginProbe", "BrokenGraphPlugin", "ChangedInterfacePlugin", "CrashingPlugin", "OwnCopyPlugin",
    "AsyncServicePlugin", "AsyncGapPlugin", "LoadCrashPlugin",
]
let sdk: Target.Dependency = .product(name: "InjectWorkflowSDK", package: "Inject")

let package = Package(
    name: "PluginFixtures",
    platforms: [.macOS(.v12)],
    products: fixtures.map { .library(name: $0, type: .dynamic, targets: [$0]) },
    dependencies: [.package(name: "Inject", path: "../..")],
    targets: fixtures.map { name in
        // The one mistake a plugin author can make in Package.swift: depending on Inject beside the SDK.
        var extra: [Target.Dependency] = name == "OwnCopyPlugin" ? [.product(name: "Inject", package: "Inject")] : []
        if name == "LoadCrashPlugin" { extra.append("CLoadCrash") }
        return .target(name: name, dependencies: [sdk] + extra)
    } + [.target(name: "CLoadCrash")],
    swiftLanguageModes: [.v6]
)
