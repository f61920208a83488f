import Core
import Foundation
import Testing

@Suite("FileDocumentStore")
struct FileDocumentStoreTests {
    struct Note: Codable, Equatable, Sendable {
        var text: String
        var at: Date
    }

    let note = Note(text: "hello", at: Date(timeIntervalSince1970: 1_795_000_000))

    @Test func creatingTheStoreTouchesNothingOnDisk() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let dataDirectory = directory.url.appendingPathComponent("data")
        _ = FileDocumentStore(directory: dataDirectory)
        #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
    }

    @Test func aDocumentRoundTripsThroughItsFileInASchemaEnvelope() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url.appendingPathComponent("data"))
        try store.update([Note].self, in: "notes", default: { [] }) { $0.append(note) }

        #expect(try store.load([Note].self, from: "notes") == [note])
        let text = try String(contentsOfFile: store.path(ofDocument: "notes"), encoding: .utf8)
        #expect(text.contains("\"schemaVersion\" : 1"))
        #expect(text.contains("\"at\" : \"2026-11-18T11:06:40Z\""))
        #expect(FileManager.default.fileExists(atPath: directory.file("data/notes.json")))
    }

    @Test func aThrowingChangeLeavesTheFileAsItWas() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        try store.update([Int].self, in: "numbers", default: { [] }) { $0.append(1) }
        let before = try Data(contentsOf: URL(fileURLWithPath: store.path(ofDocument: "numbers")))
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.update([Int].self, in: "numbers", default: { [] }) { numbers in
                numbers.append(2)
                throw Refused()
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path(ofDocument: "numbers"))) == before)
    }

    @Test(arguments: [
        ("{not json", "is not a workflow document"),
        ("[1, 2, 3]", "is not a workflow document"),
        ("{\"schemaVersion\": 2, \"document\": []}", "was written with schema version 2, but this app reads version 1"),
        ("{\"schemaVersion\": 0, \"document\": []}", "has schema version 0, which no release of this app wrote"),
        ("{\"schemaVersion\": 1, \"document\": {\"text\": 1}}", "does not hold what this app expects"),
        ("{\"schemaVersion\": 1}", "the required key 'document' is missing"),
    ])
    func anUnreadableFileIsBadDataNamingItAndIsNeverOverwritten(contents: String, expected: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        let path = store.path(ofDocument: "notes")
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))

        for attempt in ["load", "update"] {
            let error = #expect(throws: AppError.self, "\(attempt)") {
                if attempt == "load" {
                    _ = try store.load([Note].self, from: "notes")
                } else {
                    try store.update([Note].self, in: "notes", default: { [] }) { $0 = [] }
                }
            }
            #expect(error?.exitCode == .dataError)
            #expect(error?.message.contains(path) == true, "message names the file: \(error?.message ?? "")")
            #expect(error?.message.contains(expected) == true, "message says what is wrong: \(error?.message ?? "")")
            #expect(error?.hint?.contains("left untouched") == true)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contents.utf8))
    }

    @Test func aDirectoryWhereTheDocumentShouldBeIsBadData() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        try FileManager.default.createDirectory(
            atPath: store.path(ofDocument: "notes"), withIntermediateDirectories: true)
        let error = #expect(throws: AppError.self) { try store.load([Note].self, from: "notes") }
        #expect(error?.exitCode == .dataError)
        #expect(error?.message.hasPrefix("cannot read \(store.path(ofDocument: "notes"))") == true)
    }

    @Test func updatesFromManyThreadsAreSerialisedAndNoneIsLost() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        // Separate store values, as separate processes would have: only the file lock is shared.
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                group.addTask {
                    let ownStore = FileDocumentStore(directory: directory.url)
                    _ = try? ownStore.update([Int].self, in: "numbers", default: { [] }) { $0.append(index) }
                }
            }
        }
        #expect(try store.load([Int].self, from: "numbers")?.sorted() == Array(0..<40))
    }

    @Test func writeFileCreatesFoldersAndReturnsTheFullPath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        let path = try store.writeFile(Data("Subject: hi\r\n".utf8), to: "outbox/m1.eml")
        #expect(path == directory.file("outbox/m1.eml"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("Subject: hi\r\n".utf8))
    }

    @Test(arguments: ["../escape.txt", "/etc/passwd", "outbox//m1.eml", "outbox/./m1.eml"])
    func writeFileRefusesPathsThatLeaveTheDataDirectory(path: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        let error = #expect(throws: AppError.self) { try store.writeFile(Data(), to: path) }
        #expect(error?.message.contains("'\(path)'") == true)
    }

    @Test func noTemporaryFilesAreLeftBehind() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        for index in 0..<5 {
            try store.update([Int].self, in: "numbers", default: { [] }) { $0.append(index) }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.sorted() == [".locks", "numbers.json"])
    }

    @Test func temporaryFilesOfKilledWritersAreRemovedByTheNextUpdate() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        try store.update([Int].self, in: "numbers", default: { [] }) { $0.append(1) }
        let abandoned = directory.file(".numbers.json.tmp-999999-42")
        let unrelated = directory.file(".other.json.tmp-999999-42")
        try Data("{\"schemaVer".utf8).write(to: URL(fileURLWithPath: abandoned))
        try Data("{".utf8).write(to: URL(fileURLWithPath: unrelated))

        try store.update([Int].self, in: "numbers", default: { [] }) { $0.append(2) }
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: unrelated), "another document's files are its own business")
        #expect(try store.load([Int].self, from: "numbers") == [1, 2])
    }

    @Test func checkDocumentsReportsEachDocumentFileAndWhatIsWrongWithIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileDocumentStore(directory: directory.url)
        try store.update([Int].self, in: "numbers", default: { [] }) { $0.append(1) }
        try Data("nope".utf8).write(to: URL(fileURLWithPath: store.path(ofDocument: "broken")))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: directory.file("features.json")))

        let health = store.checkDocuments()
        #expect(health.map(\.name) == ["broken", "numbers"], "features.json is not a document")
        #expect(health[0].problem?.exitCode == .dataError)
        #expect(
            health[0].problem?.message.hasPrefix("\(store.path(ofDocument: "broken")) is not a workflow document")
                == true)
        #expect(health[1].problem == nil)
    }
}
