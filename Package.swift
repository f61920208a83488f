// swift-tools-version: 6.0
// Inject: dependency injection that is checked before it can crash.
// The root package has no dependencies; peers used for comparison live in Benchmarks/.
import PackageDescription

/// Feature modules: each may depend on Interfaces, Core and Inject, never on another feature.
let featureNames = ["Candidates", "EmailComposer", "Events"]

let package = Package(
    name: "Inject",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Inject", targets: ["Inject"]),
        .library(name: "InjectLint", targets: ["InjectLint"]),
        .executable(name: "inject-lint", targets: ["inject-lint"]),
        .executable(name: "app", targets: ["app"]),
        .plugin(name: "InjectLintPlugin", targets: ["InjectLintPlugin"]),
        .plugin(name: "InjectLintCommand", targets: ["InjectLintCommand"]),
    ],
    targets: [
        // MARK: The library
        .target(name: "Inject"),

        // MARK: The workflow app: Inject ← Core ← Interfaces ← Features/* ← app
        .target(name: "Core", dependencies: ["Inject"]),
        .target(name: "Interfaces", dependencies: ["Core"]),
    ] + featureNames.map { name in
        .target(name: name, dependencies: ["Interfaces", "Core", "Inject"], path: "Sources/Features/\(name)")
    } + [
        .executableTarget(
            name: "app",
            dependencies: ["Inject", "Core", "Interfaces"] + featureNames.map { .target(name: $0) }
        ),

        // MARK: The linter
        .target(name: "InjectLint"),
        .executableTarget(name: "inject-lint", dependencies: ["InjectLint"]),
        .plugin(
            name: "InjectLintPlugin",
            capability: .buildTool(),
            dependencies: ["inject-lint"]
        ),
        .plugin(
            name: "InjectLintCommand",
            capability: .command(
                intent: .custom(verb: "inject-lint", description: "Lint the package's dependency injection")
            ),
            dependencies: ["inject-lint"]
        ),

        // MARK: Tests, one target per source target; end-to-end tests run the built binaries
        .testTarget(name: "InjectTests", dependencies: ["Inject"]),
        .testTarget(name: "CoreTests", dependencies: ["Core", "Inject"]),
        // InterfacesTests also composes the three features, to validate the whole graph the interfaces describe.
        .testTarget(
            name: "InterfacesTests",
            dependencies: ["Interfaces", "Core", "Inject"] + featureNames.map { .target(name: $0) }
        ),
    ] + featureNames.map { name in
        .testTarget(name: "\(name)Tests", dependencies: [.target(name: name), "Interfaces", "Core", "Inject"])
    } + [
        .testTarget(name: "InjectLintTests", dependencies: ["InjectLint"], exclude: ["Fixtures"]),
        .testTarget(name: "InjectLintCLITests", dependencies: ["inject-lint"], exclude: ["Fixtures"]),
        .testTarget(name: "AppTests", dependencies: ["app", "Core", "Interfaces", "Inject"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
