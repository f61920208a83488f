import Testing

@testable import InjectLint

/// A manifest reads back as it was written, every kind of name and scope included, in one sorted order.
@Suite("Registration manifest format")
struct RegistrationManifestTests {
    static let sample = RegistrationManifest(entries: [
        .init(
            type: "Store", name: .literal("archive"), scope: ".singleton", file: "Sources/A b/é.swift", line: 9,
            column: 5),
        .init(
            type: "Store", name: .none, scope: ".transient", isAsync: true, file: "Sources/App/main.swift", line: 3,
            column: 1),
        .init(type: "Repository<Candidate>", name: .anyName, scope: nil, file: "../x \"q\".swift", line: 1, column: 1),
        .init(
            type: "Clock", name: .literal("utc"), scope: #"Scope.custom("session")"#, file: "a.swift", line: 2,
            column: 7),
    ])

    @Test func renderedThenParsedIsTheSameManifest() throws {
        let text = Self.sample.rendered()
        let parsed = try RegistrationManifest.parse(Array(text.utf8), path: "/m.json")
        #expect(parsed == Self.sample)
        #expect(parsed.rendered() == text)
    }

    @Test func entriesAreSortedByTypeThenNameWhateverTheOrderGiven() {
        let reversed = RegistrationManifest(entries: Self.sample.entries.reversed())
        #expect(reversed.rendered() == Self.sample.rendered())
        #expect(Self.sample.entries.map(\.type) == ["Clock", "Repository<Candidate>", "Store", "Store"])
        #expect(Self.sample.entries.map(\.name) == [.literal("utc"), .anyName, .none, .literal("archive")])
    }

    @Test func onlyWhatIsRegisteredCountsWhenComparing() {
        var moved = Self.sample.entries
        moved[0].line += 10
        moved[0].file = "elsewhere.swift"
        let differences = LintCommand.manifestDifferences(
            recorded: Self.sample, current: RegistrationManifest(entries: moved))
        #expect(differences.isEmpty)
        let fewer = RegistrationManifest(entries: Array(Self.sample.entries.dropFirst()))
        #expect(
            LintCommand.manifestDifferences(recorded: Self.sample, current: fewer)
                == [#"'Clock' named "utc" (scope Scope.custom("session")) is in the manifest but no longer registered"#]
        )
    }
}
