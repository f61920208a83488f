// swift-tools-version: 6.0
// Side-by-side benchmarks: hand construction, Inject, Swinject and swift-dependencies.
// A separate package so the root package stays free of third-party dependencies.
import PackageDescription

let package = Package(
    name: "InjectBenchmarks",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        .package(name: "Inject", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
    ],
    targets: [
        .executableTarget(
            name: "InjectBenchmarks",
            dependencies: [
                .product(name: "Inject", package: "Inject"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
