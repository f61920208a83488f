// swift-tools-version: 6.0
// The program whose start-up report the README shows: `swift run --package-path Examples/AnalyserDemo` (from
// this folder, `swift run`) prints the analyser's findings and exits with status 1, by design.
import PackageDescription

let package = Package(
    name: "AnalyserDemo",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [.package(name: "Inject", path: "../..")],
    targets: [.executableTarget(name: "Demo", dependencies: [.product(name: "Inject", package: "Inject")])],
    swiftLanguageModes: [.v6]
)
