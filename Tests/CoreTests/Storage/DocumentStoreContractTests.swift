import Core
import Foundation
import Testing

/// The contract of `DocumentStore` (see its doc comment), run against every implementation the app ships.
@Suite("DocumentStore contract")
struct DocumentStoreContractTests {
    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case inMemory, file
        var testDescription: String { rawValue }
    }

    /// A fresh store of `kind`, a way to plant raw bytes as a document, and a clean-up.
    struct Subject {
        var store: any DocumentStore
        var plant: (Data, String) throws -> Void
        var raw: (String) -> Data?
        var cleanUp: () -> Void

        init(_ kind: Kind) throws {
            switch kind {
            case .inMemory:
                let store = InMemoryDocumentStore()
                self.store = store
                plant = { data, name in store.setRawDocument(data, for: name) }
                raw = { store.rawDocument($0) }
                cleanUp = {}
            case .file:
                let directory = try TemporaryDirectory()
                let store = FileDocumentStore(directory: directory.url)
                self.store = store
                plant = { data, name in try data.write(to: URL(fileURLWithPath: store.path(ofDocument: name))) }
                raw = { FileManager.default.contents(atPath: store.path(ofDocument: $0)) }
                cleanUp = { directory.remove() }
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func aMissingDocumentLoadsAsNilAndUpdatesStartFromTheDefault(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        #expect(try subject.store.load([String].self, from: "words") == nil)
        let count = try subject.store.update([String].self, in: "words", default: { ["a"] }) { words in
            words.append("b")
            return words.count
        }
        #expect(count == 2)
        #expect(try subject.store.load([String].self, from: "words") == ["a", "b"])
    }

    @Test(arguments: Kind.allCases)
    func datesRoundTripToTheSecond(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        try subject.store.update([Date].self, in: "dates", default: { [] }) { $0.append(date) }
        #expect(try subject.store.load([Date].self, from: "dates") == [date])
    }

    @Test(arguments: Kind.allCases)
    func aThrowingChangeWritesNothing(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        try subject.store.update([Int].self, in: "numbers", default: { [] }) { $0.append(1) }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try subject.store.update([Int].self, in: "numbers", default: { [] }) { numbers in
                numbers.append(2)
                throw Refused()
            }
        }
        #expect(try subject.store.load([Int].self, from: "numbers") == [1])
    }

    @Test(arguments: Kind.allCases)
    func concurrentUpdatesAreSerialisedAndNoneIsLost(kind: Kind) async throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let store = subject.store
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    _ = try? store.update([Int].self, in: "numbers", default: { [] }) { $0.append(index) }
                }
            }
        }
        #expect(try store.load([Int].self, from: "numbers")?.sorted() == Array(0..<50))
    }

    @Test(arguments: Kind.allCases)
    func anotherDocumentMayBeUpdatedFromInsideAnUpdateButNotTheSameOne(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let store = subject.store
        try store.update([String].self, in: "events", default: { [] }) { events in
            events.append("e1")
            try store.update([String].self, in: "drafts", default: { [] }) { $0.append("d1") }
        }
        #expect(try store.load([String].self, from: "drafts") == ["d1"])
        let error = #expect(throws: AppError.self) {
            try store.update([String].self, in: "events", default: { [] }) { _ in
                try store.update([String].self, in: "events", default: { [] }) { $0.append("lost") }
            }
        }
        #expect(error?.exitCode == .internalError)
        #expect(try store.load([String].self, from: "events") == ["e1"])
    }

    @Test(arguments: Kind.allCases)
    func anUndecodableDocumentIsBadDataNamingItAndIsNeverOverwritten(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let garbage = Data("{\"schemaVersion\": 1, \"document\": [1, ".utf8)
        try subject.plant(garbage, "numbers")
        let load = #expect(throws: AppError.self) { try subject.store.load([Int].self, from: "numbers") }
        let update = #expect(throws: AppError.self) {
            try subject.store.update([Int].self, in: "numbers", default: { [] }) { $0 = [] }
        }
        for error in [load, update] {
            #expect(error?.exitCode == .dataError)
            #expect(error?.message.contains("numbers") == true, "\(error?.message ?? "")")
        }
        #expect(subject.raw("numbers") == garbage)
    }
}
