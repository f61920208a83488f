import Foundation
import Testing

@testable import InjectLint

/// TEMPORARY: the C tokenizer against the Swift one it replaces (`SwiftLexer`), field by field, with and without
/// trivia. Deleted with the oracle once it reports zero differences.
@Suite(.serialized) struct LexerOracleTests {
    struct Outcome: Equatable {
        var tokens: [[Int]]
        var problems: [LexProblem]
        var directives: [Range<Int>]
        var work: Int
    }

    static func cOutcome(_ buffer: UnsafeBufferPointer<UInt8>, _ trivia: Bool) -> Outcome {
        var lexer = Lexer(bytes: buffer, keepsTrivia: trivia)
        lexer.run()
        let tokens = (0..<lexer.tokens.count).map { index -> [Int] in
            let t = lexer.tokens[index]
            return [t.start, t.end, Int(t.kind.rawValue), Int(t.flags)]
        }
        if trivia { precondition(lexer.invariantViolations().isEmpty) }
        return Outcome(
            tokens: tokens, problems: lexer.problems, directives: lexer.directiveComments, work: lexer.lookaheadWork)
    }

    static func swiftOutcome(_ buffer: UnsafeBufferPointer<UInt8>, _ trivia: Bool) -> Outcome {
        var lexer = SwiftLexer(bytes: buffer, keepsTrivia: trivia)
        lexer.run()
        let tokens = (0..<lexer.tokens.count).map { index -> [Int] in
            let t = lexer.tokens[index]
            return [t.start, t.end, Int(t.kind.rawValue), Int(t.flags)]
        }
        return Outcome(
            tokens: tokens, problems: lexer.problems, directives: lexer.directiveComments, work: lexer.lookaheadWork)
    }

    /// The first difference, described, or nil.
    static func difference(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            for trivia in [false, true] {
                let c = cOutcome(buffer, trivia)
                let s = swiftOutcome(buffer, trivia)
                if c == s { continue }
                var what = "trivia \(trivia): "
                if c.tokens != s.tokens {
                    let index =
                        (0..<min(c.tokens.count, s.tokens.count)).first { c.tokens[$0] != s.tokens[$0] }
                        ?? min(c.tokens.count, s.tokens.count)
                    what += "token \(index): C \(index < c.tokens.count ? c.tokens[index] : []) "
                    what +=
                        "Swift \(index < s.tokens.count ? s.tokens[index] : []) (counts \(c.tokens.count)/\(s.tokens.count)); "
                }
                if c.problems != s.problems { what += "problems C \(c.problems) Swift \(s.problems); " }
                if c.directives != s.directives { what += "directives C \(c.directives) Swift \(s.directives); " }
                if c.work != s.work { what += "work C \(c.work) Swift \(s.work)" }
                return what
            }
            return nil
        }
    }

    static func swiftFiles(under root: String) -> [String] {
        var paths: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".swift") || path.hasSuffix(".fixture") { paths.append(root + "/" + path) }
        }
        return paths.sorted()
    }

    @Test func corpusAndRepository() {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        var paths = Self.swiftFiles(under: "/tmp/inject-lint-corpus")
        let corpusCount = paths.count
        for folder in ["Sources", "Tests", "Examples", "Benchmarks", "Plugins"] {
            paths += Self.swiftFiles(under: repository + "/" + folder)
        }
        var differences = 0
        var bytesSeen = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = Array(data)
            bytesSeen += bytes.count
            if let difference = Self.difference(bytes) {
                differences += 1
                Issue.record("\(path): \(difference)")
            }
        }
        print("oracle: \(paths.count) files (\(corpusCount) corpus), \(bytesSeen) bytes, \(differences) differences")
        #expect(differences == 0)
    }

    static let fragments: [[UInt8]] =
        [
            "\"", "\"\"\"", "#", "##", "###", "\\(", "\\#(", "\\##(", ")", "(", "/", "/*", "*/", "//", "///", "`",
            "@", "\n", "\r", "\r\n", " ", "  ", "        ", "\t", "a", "x", "return", "case", "in", "if", "=", "[",
            "]", "{", "}", ",", ";", ":", "\\", "#if", "#else", "#endif", "#/", "/#", "#\"", "\"#", "\"\"\"#",
            "#\"\"\"", "inject-lint:", "// inject-lint:disable", "/* inject-lint: x */", "#!", "1.5", "0x1F", "1.e",
            "$0", "é", "_", "@Injected", "Inject", ".", "resolve", "register", "\u{FEFF}", "😀", "[/", "/]", " /",
            "/ ", "x/", "(/a/)", "\\\"", "\\\\", "\\/", "\\n", "\\u{1F}", "\u{00}", "try", "await", "throw",
            "where", "guard", "while", "\"\\(", ")\"",
        ].map { Array($0.utf8) }
        + [
            [0xFF], [0xC3], [0xA9], [0xE2], [0x82], [0xAC], [0xF0], [0x9F], [0x98], [0x80], [0xED, 0xA0, 0x80],
            [0xEF, 0xBB, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80], [0xC0, 0xAF], [0xF0, 0x90, 0x80],
            [0xBF], [0x0B], [0x0C], [0x7F],
        ]

    static func fragmentMix(_ random: inout SplitMix64, count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes += fragments.randomElement(using: &random)! }
        return bytes
    }

    static func hostile(_ random: inout SplitMix64) -> [UInt8] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:  // deep interpolation nesting, closed or not
            let depth = Int.random(in: 1...45, using: &random)
            let hashes = String(repeating: "#", count: Int.random(in: 0...2, using: &random))
            var s = String(repeating: "\(hashes)\"a \\\(hashes)(", count: depth)
            s += ["x", "{ r in r.resolve(A.self) }", "\"\"\"\n", "/a/", "(((", ""].randomElement(using: &random)!
            s += String(repeating: ")\"\(hashes)", count: Int.random(in: 0...depth, using: &random))
            return Array(s.utf8) + fragmentMix(&random, count: Int.random(in: 0...8, using: &random))
        case 1:  // long runs of `#`, then something
            let run = [1, 2, 3, 100, 5_000, 200_000].randomElement(using: &random)!
            return Array(String(repeating: "#", count: run).utf8)
                + fragmentMix(&random, count: Int.random(in: 0...6, using: &random))
        case 2:  // a bare regex near the look-ahead limit
            let length = Int.random(in: 1015...1030, using: &random)
            let prefix = ["(", "x = ", "return ", "", "a ", "[", "\"\\("].randomElement(using: &random)!
            var body = Array(String(repeating: "a", count: length).utf8)
            if Int.random(in: 0..<3, using: &random) == 0 { body[Int.random(in: 0..<length, using: &random)] = 0xC3 }
            return Array(prefix.utf8) + [47] + body + [47] + fragmentMix(&random, count: 3)
        case 3:  // raw multi-line openings with quotes and hashes later on the line
            let hashes = String(repeating: "#", count: Int.random(in: 1...4, using: &random))
            let tail = fragmentMix(&random, count: Int.random(in: 0...12, using: &random))
            return Array("\(hashes)\"\"\"".utf8) + tail + Array("\"\(hashes)\n\"\"\"\(hashes)".utf8)
        case 4:  // deeply nested block comments
            let depth = Int.random(in: 1...60, using: &random)
            return Array(String(repeating: "/* a ", count: depth).utf8)
                + fragmentMix(&random, count: 5)
                + Array(String(repeating: " */", count: Int.random(in: 0...depth, using: &random)).utf8)
        case 5:  // long identifiers, spaces and comments crossing eight-byte words, near the end
            let unit = ["abcdefgh", "        ", "// comment é\n", "\"string text \\(x) \"", "\r\n    "]
                .randomElement(using: &random)!
            return fragmentMix(&random, count: 2)
                + Array(String(repeating: unit, count: Int.random(in: 1...40, using: &random)).utf8)
                + Array(String(repeating: "x", count: Int.random(in: 0...9, using: &random)).utf8)
        default:
            return fragmentMix(&random, count: Int.random(in: 0...120, using: &random))
        }
    }

    @Test func everyByteAtEveryOffsetOfAWord() {
        var differences = 0
        var inputs = 0
        for value in 0...255 {
            for offset in 0..<18 {
                for (prefix, suffix) in [
                    ("ab", "defghijklmnopqrs"), ("// ", "xyzxyzxyzxyz\n"), ("\"", "abcdefghijk\""),
                    ("\n", "        x"), ("x = /", "abc/"),
                ] {
                    let bytes =
                        Array(prefix.utf8) + Array(repeating: UInt8(99), count: offset) + [UInt8(value)]
                        + Array(suffix.utf8)
                    for cut in [bytes.count, bytes.count - 3, bytes.count - 9] where cut >= 0 {
                        inputs += 1
                        if let difference = Self.difference(Array(bytes.prefix(cut))) {
                            differences += 1
                            if differences <= 20 { Issue.record("\(bytes.prefix(cut)): \(difference)") }
                        }
                    }
                }
            }
        }
        print("oracle: \(inputs) byte-at-offset inputs, \(differences) differences")
        #expect(differences == 0)
    }

    @Test func randomAndHostileInputs() {
        var random = SplitMix64(seed: 0x7E_0AC1E)
        var differences = 0
        var inputs = 0
        let rounds = Int(ProcessInfo.processInfo.environment["ORACLE_ROUNDS"] ?? "") ?? 20_000
        for round in 0..<rounds {
            var batch: [[UInt8]] = []
            batch.append(
                (0..<Int.random(in: 0...512, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
            batch.append(
                (0..<Int.random(in: 0...256, using: &random)).map { _ in
                    FuzzTests.alphabet.randomElement(using: &random)!
                })
            batch.append(Self.fragmentMix(&random, count: Int.random(in: 0...200, using: &random)))
            batch.append(Self.hostile(&random))
            batch.append(FuzzTests.mutate(FuzzTests.seeds.randomElement(using: &random)!, &random))
            for bytes in batch {
                inputs += 1
                // Every suffix cut: the end of the file matters for every loop.
                let cut = bytes.count > 16 ? Int.random(in: 0..<bytes.count, using: &random) : bytes.count
                for input in [bytes, Array(bytes.prefix(cut))] {
                    if let difference = Self.difference(input) {
                        differences += 1
                        if differences <= 20 {
                            Issue.record("round \(round): \(input.prefix(300)) \(input.count) bytes: \(difference)")
                        }
                    }
                }
            }
        }
        print("oracle: \(inputs * 2) random and hostile inputs, \(differences) differences")
        #expect(differences == 0)
    }
}
