// swift-tools-version: 6.0
// The composition root of a modular app made of local packages side by side (App, Interfaces, Features/Profile).
// Its build lints App and every local package it depends on, and checks its registration manifest
// (.inject-lint.json: "writesManifest"); `swift package --allow-writing-to-package-directory
// inject-lint-write-manifest` rewrites it.
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v12), .iOS(.v15)],
    dependencies: [
        .package(path: "../Interfaces"),
        .package(path: "../Features/Profile"),
        // In an app: .package(url: "https://github.com/<org>/Inject.git", branch: "main")
        .package(name: "Inject", path: "../../.."),  // the Inject checkout
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "Interfaces", package: "Interfaces"),
                .product(name: "Profile", package: "Profile"),
            ],
            plugins: [.plugin(name: "InjectLintPlugin", package: "Inject")]
        )
    ],
    swiftLanguageModes: [.v6]
)
