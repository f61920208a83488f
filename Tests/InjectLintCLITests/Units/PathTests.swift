import Testing

@testable import InjectLint

/// Paths print the same however the user spelled them.
@Suite("Path")
struct PathTests {
    @Test func absoluteResolvesDotsAndDuplicateSlashes() {
        #expect(Path.absolute("../Sources/./app//", relativeTo: "/pkg/Tests") == "/pkg/Sources/app")
        #expect(Path.absolute("/x/../y", relativeTo: "/ignored") == "/y")
        #expect(Path.absolute(".", relativeTo: "/pkg") == "/pkg")
        #expect(Path.normalize("/..") == "/")
    }

    @Test func normalizeRelativeKeepsWhatLeadsOutOfTheRoot() {
        #expect(Path.normalizeRelative("./Sources/Features/") == "Sources/Features")
        #expect(Path.normalizeRelative("Sources//./Features/Events/..") == "Sources/Features")
        #expect(Path.normalizeRelative("../Other/x.swift") == "../Other/x.swift")
        #expect(Path.normalizeRelative("a/../../b") == "../b")
        #expect(Path.normalizeRelative("./") == "")
    }

    @Test func relativeClimbsOutWithDotDot() {
        #expect(Path.relative("/pkg/Sources/app/main.swift", to: "/pkg") == "Sources/app/main.swift")
        #expect(Path.relative("/pkg/Sources/a.swift", to: "/pkg/Tests") == "../Sources/a.swift")
        #expect(Path.relative("/pkg", to: "/pkg") == ".")
        #expect(Path.relative("/a/b", to: "/") == "a/b")
    }

    @Test func withinComparesWholeComponents() {
        #expect(Path.isWithin("/a/b/c", "/a/b"))
        #expect(Path.isWithin("/a/b", "/a/b"))
        #expect(!Path.isWithin("/a/bc", "/a/b"))
        #expect(Path.isWithin("/anything", "/"))
    }

    @Test func directoryOfAPath() {
        #expect(Path.directory(of: "/pkg/Sources/a.swift") == "/pkg/Sources")
        #expect(Path.directory(of: "/a") == "/")
    }
}
