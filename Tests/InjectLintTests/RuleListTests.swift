import Foundation
import Testing

@testable import InjectLint

/// The rule list is kept by hand; these tests make forgetting a rule (or its examples) impossible.
@Suite struct RuleListTests {
    private static let rulesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/InjectLint/Rules")

    /// `enum UnregisteredRule: Rule` → `UnregisteredRule`, for every file in `Rules/`.
    private static func declaredRuleTypes() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path).filter {
            $0.hasSuffix(".swift")
        }
        var names: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: rulesFolder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("enum ") && line.contains(": Rule {") {
                names.append(String(line.dropFirst(5).prefix { $0 != ":" }))
            }
        }
        return names
    }

    @Test func everyRuleDeclaredInTheRulesFolderIsInTheList() throws {
        let listed = Set(Linter.ruleTypes.map { String(describing: $0) })
        let declared = try Self.declaredRuleTypes()
        #expect(declared.count >= 6)
        for name in declared {
            #expect(listed.contains(name), "\(name) is declared in Rules/ but missing from Linter.ruleTypes")
        }
        #expect(Set(declared) == listed)
    }

    @Test func everyRuleFileIsNamedAfterItsRule() throws {
        for name in try Self.declaredRuleTypes() {
            let path = Self.rulesFolder.appendingPathComponent(name + ".swift").path
            #expect(FileManager.default.fileExists(atPath: path), "\(name) should live in Rules/\(name).swift")
        }
    }

    @Test func everyRuleHasASummaryAndExamplesOfBothKinds() {
        for rule in Linter.rules {
            #expect(!rule.summary.isEmpty && rule.summary.hasSuffix("."), "[\(rule.id)] summary")
            #expect(!rule.passing.isEmpty, "[\(rule.id)] has no passing example")
            #expect(!rule.failing.isEmpty, "[\(rule.id)] has no failing example")
            #expect(rule.failing.allSatisfy { $0.contains("↓") }, "[\(rule.id)] failing example without ↓")
        }
    }
}
