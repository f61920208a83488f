import Testing

@testable import InjectLint

/// Every rule's examples are its specification: passing ones stay silent, failing ones report exactly at their
/// `↓` markers, and the failing ones keep behaving when moved into a comment, a string, after emoji, or under a
/// suppression comment.
@Suite struct RuleExampleTests {
    @Test(arguments: Linter.rules)
    func passingExamplesStaySilent(rule: RuleDescription) {
        for source in rule.passing {
            let found = Example(source).positions(of: rule)
            #expect(found.isEmpty, "[\(rule.id)] fired at \(found) on passing example:\n\(source)")
        }
    }

    @Test(arguments: Linter.rules)
    func failingExamplesReportAtEveryMarker(rule: RuleDescription) {
        #expect(!rule.failing.isEmpty, "[\(rule.id)] has no failing example")
        for source in rule.failing {
            let example = Example(source)
            #expect(!example.markers.isEmpty, "[\(rule.id)] failing example has no ↓ marker:\n\(source)")
            let found = example.positions(of: rule)
            #expect(found == example.markers, "[\(rule.id)] expected \(example.markers), found \(found):\n\(source)")
        }
    }

    @Test(arguments: Linter.rules)
    func failingExamplesInsideALineCommentStaySilent(rule: RuleDescription) {
        for source in rule.failing {
            let commented = Example(source).mapFiles { $0.lines.map { "// " + $0 } }
            let found = commented.positions(of: rule)
            #expect(found.isEmpty, "[\(rule.id)] fired at \(found) inside a comment:\n\(source)")
        }
    }

    @Test(arguments: Linter.rules)
    func failingExamplesInsideABlockCommentStaySilent(rule: RuleDescription) {
        // An example that itself opens a `/*` would nest inside the wrapper and leave it open: Swift agrees.
        for source in rule.failing where !source.contains("/*") {
            let commented = Example(source).mapFiles { ["/**"] + $0.lines + [" */"] }
            let found = commented.positions(of: rule)
            #expect(found.isEmpty, "[\(rule.id)] fired at \(found) inside a block comment:\n\(source)")
        }
    }

    @Test(arguments: Linter.rules)
    func failingExamplesInsideAStringLiteralStaySilent(rule: RuleDescription) {
        for source in rule.failing {
            let quoted = Example(source).mapFiles { ["let wrapped = ###\"\"\""] + $0.lines + ["\"\"\"###"] }
            let found = quoted.positions(of: rule)
            #expect(found.isEmpty, "[\(rule.id)] fired at \(found) inside a string literal:\n\(source)")
        }
    }

    @Test(arguments: Linter.rules)
    func failingExamplesAfterALineOfEmojiMoveDownOneLine(rule: RuleDescription) {
        for source in rule.failing {
            let example = Example(source)
            let shifted = example.mapFiles { ["// 👩‍👩‍👧‍👦 🎉 naïve ünïcödé 日本語"] + $0.lines }
            let expected = Set(
                example.markers.map {
                    Example.Marker(relativePath: $0.relativePath, line: $0.line + 1, column: $0.column)
                })
            let found = shifted.positions(of: rule)
            #expect(found == expected, "[\(rule.id)] after emoji expected \(expected), found \(found):\n\(source)")
        }
    }

    @Test(arguments: Linter.rules)
    func failingExamplesAfterEmojiOnTheSameLineCountColumnsInUTF8Bytes(rule: RuleDescription) {
        let prefix = "/* 👩‍👩‍👧‍👦 é */ "
        for source in rule.failing {
            let example = Example(source)
            let shifted = example.mapFiles { file in
                file.lines.enumerated().map { example.isMarked(file, line: $0 + 1) ? prefix + $1 : $1 }
            }
            let expected = Set(
                example.markers.map {
                    Example.Marker(relativePath: $0.relativePath, line: $0.line, column: $0.column + prefix.utf8.count)
                })
            let found = shifted.positions(of: rule)
            #expect(found == expected, "[\(rule.id)] after same-line emoji expected \(expected), found \(found)")
        }
    }

    @Test(arguments: Linter.rules, [true, false])
    func failingExamplesUnderDisableNextLineAreSilenced(rule: RuleDescription, namingTheRule: Bool) {
        let comment = "// inject-lint:disable-next-line" + (namingTheRule ? " " + rule.id : "")
        for source in rule.failing {
            let example = Example(source)
            let silenced = example.mapFiles { file in
                file.lines.enumerated().flatMap { index, line in
                    example.isMarked(file, line: index + 1) ? [comment, line] : [line]
                }
            }
            let found = silenced.positions(of: rule)
            #expect(found.isEmpty, "[\(rule.id)] still fired at \(found) under `\(comment)`")
        }
    }

    @Test(arguments: Linter.rules)
    func failingExamplesInsideADisabledRegionAreSilenced(rule: RuleDescription) {
        for source in rule.failing {
            let silenced = Example(source).mapFiles { ["// inject-lint:disable \(rule.id)"] + $0.lines }
            let found = silenced.positions(of: rule)
            #expect(found.isEmpty, "[\(rule.id)] still fired at \(found) inside a disabled region")
        }
    }

    @Test(arguments: Linter.rules)
    func turningARuleOffSilencesItsFailingExamples(rule: RuleDescription) {
        for source in rule.failing {
            let example = Example(source)
            let diagnostics = lint(example.files.map { ($0.relativePath, $0.text) }, rules: [rule.id: .off])
            #expect(!diagnostics.contains { $0.ruleID == rule.id })
        }
    }
}
