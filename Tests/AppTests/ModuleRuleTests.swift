import Foundation
import Testing

/// The architecture's one rule: a feature reaches another only through `Interfaces`, never by depending on it.
@Suite("The module rule")
struct ModuleRuleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The package as SwiftPM sees it: `swift package describe --type json`, with a scratch path of its own so
    /// it never waits for the build directory the running tests hold.
    static func describePackage() throws -> [String: Any] {
        // One scratch path, reused: SwiftPM keeps a lock file per scratch path in the temporary directory.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("inject-app-tests-describe")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", packageRoot.path, "--scratch-path", scratch.path,
            "describe", "--type", "json",
        ]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package describe failed")
        let data = try Data(contentsOf: output)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every way the package description breaks the rule, one sentence each; empty when it holds.
    static func violations(in package: [String: Any]) -> [String] {
        let targets = package["targets"] as? [[String: Any]] ?? []
        let features = targets.filter { ($0["path"] as? String)?.hasPrefix("Sources/Features/") == true }
        let featureNames = Set(features.compactMap { $0["name"] as? String })
        var violations: [String] = []
        for feature in features {
            let name = feature["name"] as? String ?? "?"
            let dependencies = feature["target_dependencies"] as? [String] ?? []
            for dependency in dependencies where featureNames.contains(dependency) {
                violations.append("the feature \(name) depends on the feature \(dependency)")
            }
            for dependency in dependencies where !featureNames.contains(dependency) {
                if ![Self.workflowModule("Interfaces"), Self.workflowModule("Core"), "Inject"].contains(dependency) {
                    violations.append("the feature \(name) depends on \(dependency), not only Interfaces, Core, Inject")
                }
            }
            for product in feature["product_dependencies"] as? [String] ?? [] {
                violations.append("the feature \(name) depends on the package product \(product)")
            }
        }
        return violations
    }

    /// The module name of a workflow target whose folder is `folder` (names are unique to this project).
    static func workflowModule(_ folder: String) -> String { "InjectWorkflow" + folder }

    @Test func noFeatureTargetDependsOnAnotherFeature() throws {
        let package = try Self.describePackage()
        let targets = try #require(package["targets"] as? [[String: Any]])
        let features = targets.filter { ($0["path"] as? String)?.hasPrefix("Sources/Features/") == true }
        #expect(
            Set(features.compactMap { $0["name"] as? String })
                == ["InjectWorkflowCandidates", "InjectWorkflowEmailComposer", "InjectWorkflowEvents"])
        #expect(Self.violations(in: package) == [])
    }

    @Test func theCheckCatchesAFeatureThatDependsOnAnother() {
        func feature(_ name: String, _ dependencies: [String]) -> [String: Any] {
            ["name": name, "path": "Sources/Features/\(name)", "target_dependencies": dependencies]
        }
        let package: [String: Any] = [
            "targets": [
                feature("InjectWorkflowCandidates", ["InjectWorkflowInterfaces", "InjectWorkflowCore", "Inject"]),
                feature("InjectWorkflowEvents", ["InjectWorkflowInterfaces", "InjectWorkflowCandidates"]),
                [
                    "name": "InjectWorkflowApp", "path": "Sources/app",
                    "target_dependencies": ["InjectWorkflowCandidates", "InjectWorkflowEvents"],
                ],
            ]
        ]
        #expect(
            Self.violations(in: package) == [
                "the feature InjectWorkflowEvents depends on the feature InjectWorkflowCandidates"
            ])
    }

    @Test func noFeatureSourceImportsAnotherFeature() throws {
        let features = ["Candidates", "EmailComposer", "Events"]
        for feature in features {
            let directory = Self.packageRoot.appendingPathComponent("Sources/Features/\(feature)")
            let files = try #require(FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String])
            let swiftFiles = files.filter { $0.hasSuffix(".swift") }
            #expect(!swiftFiles.isEmpty, "\(feature) has sources")
            for file in swiftFiles {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
                    let module = words[index + 1].split(separator: ".").first.map(String.init) ?? ""
                    let importedFeature = features.first { Self.workflowModule($0) == module || $0 == module }
                    #expect(
                        !(importedFeature != nil && importedFeature != feature),
                        "Sources/Features/\(feature)/\(file) imports the feature \(module)")
                }
            }
        }
    }
}
