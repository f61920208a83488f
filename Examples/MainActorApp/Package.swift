// swift-tools-version: 6.2
// An outside package compiled as an Xcode 26 app target is: every declaration is main-actor isolated by default
// (`.defaultIsolation(MainActor.self)`). The README's forms compile here unchanged: a factory written in main-actor
// code inherits its isolation and runs on the main actor. CI builds, runs and tests it (`.ci/run`).
import PackageDescription

let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "MainActorApp",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        // In an app: .package(url: "https://github.com/<org>/Inject.git", branch: "main")
        .package(name: "Inject", path: "../..")
    ],
    targets: [
        .target(
            name: "MainActorKit", dependencies: [.product(name: "Inject", package: "Inject")],
            swiftSettings: mainActorByDefault),
        .executableTarget(name: "main-actor-app", dependencies: ["MainActorKit"], swiftSettings: mainActorByDefault),
        .testTarget(
            name: "MainActorKitTests",
            dependencies: ["MainActorKit", .product(name: "InjectTesting", package: "Inject")],
            swiftSettings: mainActorByDefault),
    ],
    swiftLanguageModes: [.v6]
)
