import Core
import Foundation
import Testing

@Suite("InMemoryDocumentStore")
struct InMemoryDocumentStoreTests {
    struct Note: Codable, Equatable, Sendable {
        var text: String
        var at: Date
    }

    @Test func updateStartsFromTheDefaultAndTheResultLoadsBack() throws {
        let store = InMemoryDocumentStore()
        let note = Note(text: "hello", at: Date(timeIntervalSince1970: 1_795_000_000))
        let count = try store.update([Note].self, in: "notes", default: { [] }) { notes in
            notes.append(note)
            return notes.count
        }
        #expect(count == 1)
        #expect(try store.load([Note].self, from: "notes") == [note])
    }

    @Test func aCorruptDocumentIsBadDataNamingIt() throws {
        let store = InMemoryDocumentStore()
        store.setRawDocument(Data("{not json".utf8), for: "notes")
        #expect {
            try store.load([Note].self, from: "notes")
        } throws: { error in
            guard let error = error as? AppError else { return false }
            return error.exitCode == .dataError && error.message.contains("'notes'")
        }
    }

    @Test func writtenFilesAreKeptAndReadableByPath() throws {
        let store = InMemoryDocumentStore()
        let path = try store.writeFile(Data("Subject: hi\r\n".utf8), to: "outbox/m1.eml")
        #expect(path.hasSuffix("outbox/m1.eml"))
        #expect(store.file(at: "outbox/m1.eml") == Data("Subject: hi\r\n".utf8))
        #expect(store.filePaths == ["outbox/m1.eml"])
    }
}
