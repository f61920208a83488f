import Testing

@testable import InjectLint

/// A run keeps every discovered path once, compactly (each folder once, each file as a folder number and a name);
/// every path must come back exactly as it went in, bytes and printed text alike.
@Suite struct PathListTests {
    @Test func everyPathComesBackAsItWentIn() {
        let invalid = DiskPath(bytes: Array("/pkg/Sources/b".utf8) + [0xFF, 0xC3] + Array(".swift".utf8))
        let paths = [
            DiskPath("/pkg/Sources/App/main.swift"), DiskPath("/pkg/Sources/App/Screen.swift"), invalid,
            DiskPath("/pkg/Sources/Ü/ä.swift"), DiskPath("/top.swift"), DiskPath("relative.swift"),
            DiskPath("/pkg/Sources/App/again.swift"),
        ]
        let list = PathList(paths)
        #expect(list.count == paths.count)
        #expect(Array(list) == paths)
        #expect(list[2].text == #"/pkg/Sources/b\xFF\xC3.swift"#)
        #expect(list[2].invalidUTF8Bytes == invalid.invalidUTF8Bytes)
    }

    @Test func filesOfOneFolderAppendedTogetherShareItsNumber() {
        let list = PathList([
            DiskPath("/pkg/A/x.swift"), DiskPath("/pkg/A/y.swift"), DiskPath("/pkg/B/z.swift"),
            DiskPath("/pkg/A/w.swift"),
        ])
        #expect(list.folder(of: 0) == list.folder(of: 1))
        #expect(list.folder(of: 1) != list.folder(of: 2))
        // Appended apart, a folder is stored again (discovery appends each folder's files together); sorting still
        // knows the paths by their bytes.
        #expect(list.folder(of: 3) != list.folder(of: 0))
        #expect(
            Array(list.sortedWithoutDuplicates()).map(\.text) == [
                "/pkg/A/w.swift", "/pkg/A/x.swift", "/pkg/A/y.swift", "/pkg/B/z.swift",
            ])
    }

    @Test func sortingGivesDiskPathsOrderWithEachPathOnce() {
        // Folders interleave in text order (`/a/b/Sub/x` sorts between `/a/b/Foo` and `/a/b/Zed`; `-` sorts before
        // `/`), and non-ASCII names sort by their text, as `DiskPath` sorts them.
        let paths =
            [
                "/a/b/Zed.swift", "/a/b-c/y.swift", "/a/b/Sub/x.swift", "/a/b/Foo.swift", "/a/b/Zed.swift",
                "/a/é/e.swift",
                "/a/e\u{301}/f.swift", "/a/ä.swift", "/a/b/Foo.swift", "/z.swift", "/a/b/Sub/x.swift",
            ].map(DiskPath.init) + [DiskPath(bytes: Array("/a/b/".utf8) + [0xFF] + Array(".swift".utf8))]
        var expected: [DiskPath] = []
        for path in paths.sorted() where expected.last != path { expected.append(path) }
        #expect(Array(PathList(paths).sortedWithoutDuplicates()) == expected)
    }

    @Test func sortingAgreesWithDiskPathOnRandomTrees() {
        // Short components from a few characters that sort around `/` (`-`, `.`, `0`, `_`), so folders nest in and
        // interleave with one another; a seeded generator, so a failure repeats.
        var generator = SplitMix64(seed: 7)
        let alphabet: [String] = ["a", "b", "-", ".", "0", "_", "Z", "é"]
        for round in 0..<50 {
            var paths: [DiskPath] = []
            for _ in 0..<40 {
                let depth = Int(generator.next() % 4)
                let components = (0...depth).map { _ in
                    (0...(generator.next() % 3)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                        .joined()
                }
                paths.append(DiskPath("/" + components.joined(separator: "/")))
            }
            var expected: [DiskPath] = []
            for path in paths.sorted() where expected.last != path { expected.append(path) }
            #expect(Array(PathList(paths).sortedWithoutDuplicates()) == expected, "round \(round)")
        }
    }
}
