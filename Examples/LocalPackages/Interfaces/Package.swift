// swift-tools-version: 6.0
// The dependency-inversion layer of the local-packages example: protocols the features and the app share.
import PackageDescription

let package = Package(
    name: "Interfaces",
    platforms: [.macOS(.v12), .iOS(.v15)],
    products: [.library(name: "Interfaces", targets: ["Interfaces"])],
    dependencies: [
        .package(name: "Inject", path: "../../..")  // the Inject checkout
    ],
    targets: [.target(name: "Interfaces", dependencies: [.product(name: "Inject", package: "Inject")])],
    swiftLanguageModes: [.v6]
)
