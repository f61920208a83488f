import Core
import Foundation
import Testing

@Suite("InMemoryDocumentStore")
struct InMemoryDocumentStoreTests {
    struct Note: Codable, Equatable, Sendable {
        var text: String
        var at: Date
    }

    @Test func aDocumentNeverWrittenLoadsAsNil() throws {
        let store = InMemoryDocumentStore()
        #expect(try store.load([Note].self, from: "notes") == nil)
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

    @Test func aThrowingChangeWritesNothing() throws {
        let store = InMemoryDocumentStore()
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.update([String].self, in: "words", default: { [] }) { words in
                words.append("lost")
                throw Refused()
            }
        }
        #expect(try store.load([String].self, from: "words") == nil)
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

    @Test func updatingADocumentFromInsideItsOwnUpdateIsRefused() throws {
        let store = InMemoryDocumentStore()
        #expect {
            try store.update([String].self, in: "words", default: { [] }) { _ in
                try store.update([String].self, in: "words", default: { [] }) { $0.append("inner") }
            }
        } throws: { error in
            (error as? AppError)?.exitCode == .internalError
        }
    }

    @Test func updatingAnotherDocumentFromInsideAnUpdateWorks() throws {
        let store = InMemoryDocumentStore()
        try store.update([String].self, in: "events", default: { [] }) { events in
            events.append("e1")
            try store.update([String].self, in: "drafts", default: { [] }) { $0.append("d1") }
        }
        #expect(try store.load([String].self, from: "events") == ["e1"])
        #expect(try store.load([String].self, from: "drafts") == ["d1"])
    }

    @Test func concurrentUpdatesAreSerialised() async throws {
        let store = InMemoryDocumentStore()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    _ = try? store.update([Int].self, in: "numbers", default: { [] }) { $0.append(index) }
                }
            }
        }
        #expect(try store.load([Int].self, from: "numbers")?.sorted() == Array(0..<100))
    }

    @Test func writtenFilesAreKeptAndReadableByPath() throws {
        let store = InMemoryDocumentStore()
        let path = try store.writeFile(Data("Subject: hi\r\n".utf8), to: "outbox/m1.eml")
        #expect(path.hasSuffix("outbox/m1.eml"))
        #expect(store.file(at: "outbox/m1.eml") == Data("Subject: hi\r\n".utf8))
        #expect(store.filePaths == ["outbox/m1.eml"])
    }
}
