// swift-tools-version: 6.0
// A modular app whose own modules have the names real apps use (Core, Interfaces, Event, Candidates, app), as the
// app this project grew from has. It adds Inject the way such an app would: every target of Inject is in this
// package graph too, so Inject's target names must never collide with these. CI builds, runs and tests it.
import PackageDescription

let inject: Target.Dependency = .product(name: "Inject", package: "Inject")

let package = Package(
    name: "ModularApp",
    platforms: [.macOS(.v12), .iOS(.v15)],
    dependencies: [
        // In an app: .package(url: "https://github.com/<org>/Inject.git", branch: "main")
        .package(name: "Inject", path: "../..")
    ],
    targets: [
        .target(name: "Core", dependencies: [inject]),
        .target(name: "Interfaces", dependencies: ["Core"]),
        // Features know only Interfaces (and Core, Inject), never each other.
        .target(name: "Event", dependencies: ["Interfaces", "Core", inject]),
        .target(name: "Candidates", dependencies: ["Interfaces", "Core", inject]),
        .executableTarget(
            name: "app",
            dependencies: ["Core", "Interfaces", "Event", "Candidates", inject],
            // The composition root: its build lints every injection of this package against its registrations.
            plugins: [.plugin(name: "InjectLintPlugin", package: "Inject")]
        ),
        .testTarget(
            name: "CandidatesTests",
            dependencies: ["Candidates", "Interfaces", "Core", .product(name: "InjectTesting", package: "Inject")]
        ),
        .testTarget(
            name: "EventTests",
            dependencies: [
                "Event", "Candidates", "Interfaces", "Core", .product(name: "InjectTesting", package: "Inject"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
