// swift-tools-version: 6.0
// Inject: dependency injection that is checked before it can crash.
// The root package has no dependencies; peers used for comparison live in Benchmarks/.
import PackageDescription

/// Every target's name is unique to this project, because SwiftPM requires target names to be unique across a
/// user's whole package graph: an app with its own `Core` or `Interfaces` module must be able to add Inject. The
/// folders keep the layout's plain names (`Sources/Core`, `Sources/Features/Events`) through `path:`; the products
/// users depend on (`Inject`, `InjectTesting`, `inject-lint`, the plugins) keep theirs.
func workflowName(_ name: String) -> String { "InjectWorkflow" + name }
let core = workflowName("Core")
let interfaces = workflowName("Interfaces")

/// Feature modules: each may depend on Interfaces, Core and Inject, never on another feature.
let featureNames = ["Candidates", "EmailComposer", "Events"]
let featureDependencies: [Target.Dependency] = featureNames.map { .target(name: workflowName($0)) }

/// The system's SQLite, for the app's store (Debian: apt-get install libsqlite3-dev). Apple platforms use the
/// SDK's SQLite3 module instead, so the target is linked only elsewhere.
let sqliteTarget: Target = .systemLibrary(
    name: "CInjectWorkflowSQLite", pkgConfig: "sqlite3",
    providers: [.apt(["libsqlite3-dev"]), .yum(["sqlite-devel"]), .brew(["sqlite"])])
let sqliteDependency: Target.Dependency = .target(
    name: "CInjectWorkflowSQLite", condition: .when(platforms: [.linux, .windows, .android]))

/// libpq, PostgreSQL's client library, for the app's team store (Debian: apt-get install libpq-dev; Homebrew:
/// brew install libpq). Linked on Linux only, so a Mac or iOS build of Inject needs nothing extra; there the app
/// keeps its SQLite store and explains that this build has no PostgreSQL.
let postgresTarget: Target = .systemLibrary(
    name: "CInjectWorkflowPostgres", pkgConfig: "libpq",
    providers: [.apt(["libpq-dev"]), .yum(["libpq-devel"]), .brew(["libpq"])])
let postgresDependency: Target.Dependency = .target(
    name: "CInjectWorkflowPostgres", condition: .when(platforms: [.linux]))

/// The library, and the workflow app that proves it: Inject ← Core ← Interfaces ← Features/* ← app.
let appTargets: [Target] =
    [
        // C11 atomics and a main-actor check for Inject (no `Synchronization`: it needs iOS 18 / macOS 15).
        .target(name: "CInjectSupport"),
        .target(name: "Inject", dependencies: ["CInjectSupport", "InjectDiagnostics"]),
        // For users' test targets: the Swift Testing trait and the XCTest helper (Inject itself links neither).
        .target(name: "InjectTesting", dependencies: ["Inject"]),
        sqliteTarget,
        postgresTarget,
        // The C handshake between the app and a plugin library (a struct and its version numbers).
        .target(name: "CInjectWorkflowPlugin"),
        // InjectDiagnostics (below Inject) lends Core the one did-you-mean policy the linter and analyser use.
        .target(
            name: core,
            dependencies: [
                "Inject", "InjectDiagnostics", "CInjectWorkflowPlugin", sqliteDependency, postgresDependency,
            ],
            path: "Sources/Core"),
        .target(name: interfaces, dependencies: [.target(name: core)], path: "Sources/Interfaces"),
    ]
    + featureNames.map { name in
        .target(
            name: workflowName(name), dependencies: [.target(name: interfaces), .target(name: core), "Inject"],
            path: "Sources/Features/\(name)")
    }
    + [
        // `swift run -c release store-benchmark`: the cost of one `app` command on an empty and a large store.
        .executableTarget(
            name: workflowName("StoreBenchmark"),
            dependencies: [.target(name: core), .target(name: interfaces), "Inject", postgresDependency]
                + featureDependencies,
            path: "Sources/store-benchmark"),
        .executableTarget(
            name: workflowName("App"),
            dependencies: ["Inject", .target(name: core), .target(name: interfaces)] + featureDependencies,
            path: "Sources/app",
            // A plugin library leaves the SDK's symbols undefined and binds them to the app's own copy when it is
            // loaded, so the app `swift build` makes, with the SDK inside it, exports them (ELF executables export
            // nothing by default); Scripts/package-app relinks the app against the SDK library instead and drops
            // the flag. Only this executable carries it, and no library product contains it, so packages that
            // depend on Inject never see it (SwiftPM refused unsafe flags in dependencies' products).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))],
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
    // Rewrites the composition root's registration manifest ("writesManifest"): its own plugin because it writes
    // into the package, a permission the read-only lint command never asks for.
    .plugin(
        name: "InjectLintWriteManifest",
        capability: .command(
            intent: .custom(
                verb: "inject-lint-write-manifest",
                description: "Rewrite the registration manifest named by \"writesManifest\" in .inject-lint.json"),
            permissions: [
                .writeToPackageDirectory(reason: "to rewrite the registration manifest the build checks")
            ]
        ),
        dependencies: ["inject-lint"]
    ),
]

/// What the workflow's test targets share (fakes, a hand-moved clock, a command runner, a Python runner).
/// A plain target under Tests/, in no product, so the app never links it.
let workflowTestSupport: Target = .target(
    name: workflowName("TestSupport"),
    dependencies: [.target(name: interfaces), .target(name: core), "Inject"],
    path: "Tests/WorkflowTestSupport"
)
let workflowTestDependencies: [Target.Dependency] = [
    .target(name: workflowName("TestSupport")), .target(name: interfaces), .target(name: core), "Inject",
]

/// A test target of the workflow app, named like its source target and kept in `Tests/<Folder>Tests`.
func workflowTestTarget(_ folder: String, dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
    .testTarget(
        name: workflowName(folder) + "Tests", dependencies: dependencies, path: "Tests/\(folder)Tests",
        exclude: exclude)
}

/// One test target per source target; AppTests and InjectLintCLITests run the built binaries.
let testTargets: [Target] =
    [
        workflowTestSupport,
        .testTarget(name: "InjectTests", dependencies: ["Inject", "InjectTesting"]),
        // Swift Testing and XCTest tests of the InjectTesting product (one target holds both kinds).
        .testTarget(name: "InjectTestingTests", dependencies: ["Inject", "InjectTesting"]),
        .testTarget(name: "InjectDiagnosticsTests", dependencies: ["InjectDiagnostics"]),
        workflowTestTarget("Core", dependencies: [.target(name: core), "Inject"]),
        // InterfacesTests also composes the three features, to validate the whole graph the interfaces describe.
        workflowTestTarget("Interfaces", dependencies: workflowTestDependencies + featureDependencies),
    ]
    + featureNames.map { name in
        workflowTestTarget(name, dependencies: [.target(name: workflowName(name))] + workflowTestDependencies)
    }
    + [
        // InjectLintTests also imports Inject, to hold the analyser to the linter's words (AnalyserWordingTests).
        .testTarget(name: "InjectLintTests", dependencies: ["InjectLint", "Inject"], exclude: ["Fixtures"]),
        .testTarget(name: "InjectLintCLITests", dependencies: ["inject-lint"], exclude: ["Fixtures"]),
        // The plugins' file choosing (Plugins/InjectLintPlugin/LintPlan.swift, linked in, Foundation only): plugins
        // cannot be imported by a test, and the Xcode half cannot run here at all.
        .testTarget(name: "InjectLintPluginTests"),
        workflowTestTarget(
            "App",
            dependencies: [
                .target(name: workflowName("App")), .target(name: core), .target(name: interfaces), "Inject",
                .target(name: workflowName("TestSupport")),
            ],
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
        .executable(name: "inject-workflow", targets: [workflowName("App")]),
        // The plugin SDK: what a plugin for inject-workflow builds against (README, "Writing a plugin"). Dynamic, so
        // a plugin links it rather than copying it in, and binds to the app's own copy, one copy of every shared
        // module in the process: this library beside an app packaged by Scripts/package-app (the way on macOS),
        // or on Linux the executable's exports, to which `inject-workflow plugins install` rebinds the plugin.
        .library(name: "InjectWorkflowSDK", type: .dynamic, targets: ["Inject", core, interfaces]),
        .executable(name: "store-benchmark", targets: [workflowName("StoreBenchmark")]),
        .plugin(name: "InjectLintPlugin", targets: ["InjectLintPlugin"]),
        .plugin(name: "InjectLintCommand", targets: ["InjectLintCommand"]),
        .plugin(name: "InjectLintWriteManifest", targets: ["InjectLintWriteManifest"]),
    ],
    targets: [diagnosticsTarget] + appTargets + lintTargets + testTargets,
    swiftLanguageModes: [.v6]
)
