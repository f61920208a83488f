import Foundation
import InjectWorkflowCore
import Testing

@Suite("FeatureFlags")
struct FeatureFlagsTests {
    @Test func withoutAFileEveryFeatureIsOn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let flags = try FeatureFlags.load(fromDirectory: directory.url)
        #expect(flags.isEnabled("events"))
        #expect(flags.values.isEmpty)
    }

    @Test func aFeatureMissingFromTheFileIsOn() throws {
        let flags = try FeatureFlags.parse(Data("{\"events\": false}".utf8), path: "/d/features.json")
        #expect(!flags.isEnabled("events"))
        #expect(flags.isEnabled("candidates"))
    }

    @Test func savedFlagsLoadBackAndReadWell() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FeatureFlags(["events": false, "candidates": true]).save(toDirectory: directory.url)
        #expect(
            try FeatureFlags.load(fromDirectory: directory.url) == FeatureFlags(["events": false, "candidates": true]))
        let text = try String(contentsOfFile: directory.file("features.json"), encoding: .utf8)
        #expect(text == "{\n  \"candidates\" : true,\n  \"events\" : false\n}\n")
    }

    @Test(arguments: [
        ("{\"events\": ", "/d/features.json is not valid JSON"),
        ("[true]", "/d/features.json must hold a JSON object of feature names to true or false"),
        ("{\"events\": \"no\"}", "the value of \"events\" must be true or false, got the string \"no\""),
        ("{\"events\": 0}", "the value of \"events\" must be true or false, got the number 0"),
        ("{\"events\": null}", "the value of \"events\" must be true or false, got null"),
    ])
    func aBrokenFlagsFileIsBadDataSayingWhatIsWrong(contents: String, expected: String) {
        let error = #expect(throws: AppError.self) {
            try FeatureFlags.parse(Data(contents.utf8), path: "/d/features.json")
        }
        #expect(error?.exitCode == .dataError)
        #expect(error?.message.contains(expected) == true, "got: \(error?.message ?? "")")
        #expect(error?.hint?.contains("delete the file") == true)
    }
}
