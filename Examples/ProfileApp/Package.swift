// swift-tools-version: 6.0
// An outside package that uses Inject the way an app team would: every form the README and the DocC catalog
// show, in Swift 6 mode with strict concurrency. CI builds and tests it (`.ci/run`).
import PackageDescription

let package = Package(
    name: "ProfileApp",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        // In an app: .package(url: "https://github.com/<org>/Inject.git", branch: "main")
        .package(name: "Inject", path: "../..")
    ],
    targets: [
        .target(name: "ProfileKit", dependencies: [.product(name: "Inject", package: "Inject")]),
        .testTarget(
            name: "ProfileKitTests",
            dependencies: ["ProfileKit", .product(name: "InjectTesting", package: "Inject")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
