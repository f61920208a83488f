// swift-tools-version: 6.0
// A feature in its own local package. Its build lints it against the app's checked-in registration manifest
// (.inject-lint.json: "manifest"), so an injection the app does not register fails here too, on its own.
import PackageDescription

let package = Package(
    name: "Profile",
    platforms: [.macOS(.v12), .iOS(.v15)],
    products: [.library(name: "Profile", targets: ["Profile"])],
    dependencies: [
        .package(path: "../../Interfaces"),
        .package(name: "Inject", path: "../../../.."),  // the Inject checkout
    ],
    targets: [
        .target(
            name: "Profile",
            dependencies: [.product(name: "Interfaces", package: "Interfaces")],
            plugins: [.plugin(name: "InjectLintPlugin", package: "Inject")]
        )
    ],
    swiftLanguageModes: [.v6]
)
