// swift-tools-version: 6.0
// Inject: dependency injection that is checked before it can crash.
// The root package has no dependencies; peers used for comparison live in Benchmarks/.
import PackageDescription

/// Feature modules: each may depend on Interfaces, Core and Inject, never on another feature.
let featureNames = ["Candidates", "EmailComposer", "Events"]
let featureDependencies: [Target.Dependency] = featureNames.map { .target(name: $0) }

/// The system's SQLite, for the app's store (Debian: apt-get install libsqlite3-dev). Apple platforms use the
/// SDK's SQLite3 module instead, so the target is linked only elsewhere.
let sqliteTarget: Target = .systemLibrary(
    name: "CSQLite", pkgConfig: "sqlite3",
    providers: [.apt(["libsqlite3-dev"]), .yum(["sqlite-devel"]), .brew(["sqlite"])])
let sqliteDependency: Target.Dependency = .target(
    name: "CSQLite", condition: .when(platforms: [.linux, .windows, .android]))

/// The library, and the workflow app that proves it: Inject ← Core ← Interfaces ← Features/* ← app.
let appTargets: [Target] =
    [
        // C11 atomics and a main-actor check for Inject (no `Synchronization`: it needs iOS 18 / macOS 15).
        .target(name: "CInjectSupport"),
        .target(name: "Inject", dependencies: ["CInjectSupport", "InjectDiagnostics"]),
        // For users' test targets: the Swift Testing trait and the XCTest helper (Inject itself links neither).
        .target(name: "InjectTesting", dependencies: ["Inject"]),
        sqliteTarget,
        // InjectDiagnostics (below Inject) lends Core the one did-you-mean policy the linter and analyser use.
        .target(name: "Core", dependencies: ["Inject", "InjectDiagnostics", sqliteDependency]),
        .target(name: "Interfaces", dependencies: ["Core"]),
    ]
    + featureNames.map { name in
        .target(name: name, dependencies: ["Interfaces", "Core", "Inject"], path: "Sources/Features/\(name)")
    }
    + [
        // `swift run -c release store-benchmark`: the cost of one `app` command on an empty and a large store.
        .executableTarget(
            name: "store-benchmark", dependencies: ["Core", "Interfaces", "Inject"] + featureDependencies),
        .executableTarget(
            name: "app",
            dependencies: ["Inject", "Core", "Interfaces"] + featureDependencies,
            // Every build of the app lints the whole package's injections (the app and all it depends on).
            plugins: [.plugin(name: "InjectLintPlugin")]
        ),
    ]

/// The vocabulary Inject's analyser and the linter share (diagnostic model, wording, did-you-mean, cycle search):
/// internal, in no product of its own, stdlib only, so both say the same thing the same way.
let diagnosticsTarget: Target = .target(name: "InjectDiagnostics")

/// The linter, its thin executable, and the plugins that run it inside SwiftPM.
let lintTargets: [Target] = [
    // The tokenizer's byte loops in C: SwiftPM builds the plugin's inject-lint at -Onone, where C is far faster.
    .target(name: "CInjectLintLexer"),
    .target(name: "InjectLint", dependencies: ["InjectDiagnostics", "CInjectLintLexer"]),
    .executableTarget(name: "inject-lint", dependencies: ["InjectLint"]),
    .plugin(name: "InjectLintPlugin", capability: .buildTool(), dependencies: ["inject-lint"]),
    .plugin(
        name: "InjectLintCommand",
        capability: .command(
            intent: .custom(verb: "inject-lint", description: "Lint the package's dependency injection")
        ),
        dependencies: ["inject-lint"]
    ),
]

/// What the workflow's test targets share (fakes, a hand-moved clock, a command runner, a Python runner).
/// A plain target under Tests/, in no product, so the app never links it.
let workflowTestSupport: Target = .target(
    name: "WorkflowTestSupport",
    dependencies: ["Interfaces", "Core", "Inject"],
    path: "Tests/WorkflowTestSupport"
)
let workflowTestDependencies: [Target.Dependency] = ["WorkflowTestSupport", "Interfaces", "Core", "Inject"]

/// One test target per source target; AppTests and InjectLintCLITests run the built binaries.
let testTargets: [Target] =
    [
        workflowTestSupport,
        .testTarget(name: "InjectTests", dependencies: ["Inject", "InjectTesting"]),
        // Swift Testing and XCTest tests of the InjectTesting product (one target holds both kinds).
        .testTarget(name: "InjectTestingTests", dependencies: ["Inject", "InjectTesting"]),
        .testTarget(name: "InjectDiagnosticsTests", dependencies: ["InjectDiagnostics"]),
        .testTarget(name: "CoreTests", dependencies: ["Core", "Inject"]),
        // InterfacesTests also composes the three features, to validate the whole graph the interfaces describe.
        .testTarget(name: "InterfacesTests", dependencies: workflowTestDependencies + featureDependencies),
    ]
    + featureNames.map { name in
        .testTarget(name: "\(name)Tests", dependencies: [.target(name: name)] + workflowTestDependencies)
    }
    + [
        // InjectLintTests also imports Inject, to hold the analyser to the linter's words (AnalyserWordingTests).
        .testTarget(name: "InjectLintTests", dependencies: ["InjectLint", "Inject"], exclude: ["Fixtures"]),
        .testTarget(name: "InjectLintCLITests", dependencies: ["inject-lint"], exclude: ["Fixtures"]),
        .testTarget(
            name: "AppTests", dependencies: ["app", "Core", "Interfaces", "Inject", "WorkflowTestSupport"],
            exclude: ["Golden"]),
    ]

let package = Package(
    name: "Inject",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "Inject", targets: ["Inject"]),
        .library(name: "InjectTesting", targets: ["InjectTesting"]),
        .library(name: "InjectLint", targets: ["InjectLint"]),
        .executable(name: "inject-lint", targets: ["inject-lint"]),
        .executable(name: "app", targets: ["app"]),
        .plugin(name: "InjectLintPlugin", targets: ["InjectLintPlugin"]),
        .plugin(name: "InjectLintCommand", targets: ["InjectLintCommand"]),
    ],
    targets: [diagnosticsTarget] + appTargets + lintTargets + testTargets,
    swiftLanguageModes: [.v6]
)
