// swift-tools-version: 6.0
// Interview scorecards, a plugin for inject-workflow built outside the app: an interviewer rates a candidate per
// criterion after an interview, and the ratings show in the candidate's timeline. It depends on the plugin SDK
// only; CI builds it, installs it into a data directory and uses it (`.ci/run`). The README's plugin guide
// walks through this package.
import PackageDescription

let package = Package(
    name: "ScorecardsPlugin",
    platforms: [.macOS(.v12)],
    products: [
        // A dynamic library: `inject-workflow plugins install .build/release/libScorecards.so`.
        .library(name: "Scorecards", type: .dynamic, targets: ["Scorecards"])
    ],
    dependencies: [
        // In a plugin of your own: .package(url: "https://github.com/<org>/Inject.git", exact: "<the app's version>")
        .package(name: "Inject", path: "../..")
    ],
    targets: [
        .target(
            name: "Scorecards", dependencies: [.product(name: "InjectWorkflowSDK", package: "Inject")],
            // Lints the plugin's injections against what the app registers (.inject-lint.json names the app's
            // checked-in manifest), so a missing registration fails this build, before any install.
            plugins: [.plugin(name: "InjectLintPlugin", package: "Inject")])
    ],
    swiftLanguageModes: [.v6]
)
