import Foundation
import Testing

@testable import InjectLint

/// A folder is walked as the scanner asks for batches: whatever the batch size, the files come out in the order a sort
/// of every path gives, each once, and only the folders being walked are held.
@Suite struct FileStreamTests {
    static let tree = [
        "a.swift", "a/z.swift", "a/b/c.swift", "a-b/x.swift", "a.b/y.swift", "A/u.swift", "ab.swift", "a/a.swift",
        "_/n.swift", "z/y/x/w/v.swift", "z/y.swift", "z.swift", "empty/none.txt", "deep/1/2/3/4/5/6/7/8/9/f.swift",
    ]

    @Test(arguments: [1, 2, 3, 5, 13, 14, 256])
    func batchesOfAnySizeGiveTheSortedFilesOnce(limit: Int) throws {
        let tree = try FileDiscoveryTests.Tree(Self.tree)
        let discovery = FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root))
        var stream = try discovery.files(under: [DiskPath(tree.root)])
        var batches: [PathList] = []
        while case let batch = try stream.next(upTo: limit), !batch.isEmpty {
            #expect(batch.count <= limit)
            batches.append(batch)
        }
        let walked = batches.flatMap { tree.relative($0) }
        #expect(batches.dropLast().allSatisfy { $0.count == limit })
        #expect(walked == Self.tree.filter { $0.hasSuffix(".swift") }.sorted())
        #expect(try stream.next(upTo: limit).isEmpty)
    }
}
