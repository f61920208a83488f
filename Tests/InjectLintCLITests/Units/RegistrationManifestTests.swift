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

    @Test func anArgumentFactoryIsWrittenAsVersion2AndReadBack() throws {
        var entries = Self.sample.entries
        entries.append(
            .init(
                type: "ProfileModel", name: .none, scope: ".transient", takesArgument: true, argumentType: "String",
                file: "a.swift", line: 4, column: 5))
        let manifest = RegistrationManifest(entries: entries)
        let text = manifest.rendered()
        #expect(text.contains(#""version" : 2"#))
        #expect(text.contains(#""argument" : true"#) && text.contains(#""argumentType" : "String""#))
        #expect(try RegistrationManifest.parse(Array(text.utf8), path: "/m.json") == manifest)
        // Without an argument factory the manifest stays version 1, which linters of before version 2 read.
        #expect(Self.sample.rendered().contains(#""version" : 1"#))
        #expect(
            LintCommand.manifestDifferences(recorded: Self.sample, current: manifest)
                == ["'ProfileModel' (scope .transient, argument String) is registered but not in the manifest"])
    }

    @Test func argumentKeysAreVersion2AndArgumentTypeNeedsArgument() {
        let version1 =
            #"{"version": 1, "registrations": [{"type": "P", "argument": true, "file": "a", "line": 1, "column": 1}]}"#
        #expect(throws: ManifestError.self) { try RegistrationManifest.parse(Array(version1.utf8), path: "/m.json") }
        let typeAlone =
            #"{"version": 2, "registrations": [{"type": "P", "argumentType": "Int", "file": "a", "line": 1, "column": 1}]}"#
        #expect(throws: ManifestError.self) { try RegistrationManifest.parse(Array(typeAlone.utf8), path: "/m.json") }
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
