import Testing

@testable import InjectLint

/// The configuration parser accepts RFC 8259 JSON and points at the first mistake.
@Suite("JSON parser")
struct JSONParserTests {
    @Test func parsesEveryKindOfValueWithPositions() throws {
        let text = "\u{FEFF}{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"b\": \"x\\n\\u00e9\\ud83d\\ude00\"\n}"
        let node = try JSONParser.parse(Array(text.utf8))
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key.text) == ["a", "b"])
        #expect((members[1].key.line, members[1].key.column) == (3, 3))
        guard case .string(let string) = members[1].value.value else {
            Issue.record("b is not a string")
            return
        }
        #expect(string == "x\né😀")
        guard case .array(let elements) = members[0].value.value else {
            Issue.record("a is not an array")
            return
        }
        #expect(elements.count == 5)
        #expect((elements[1].line, elements[1].column) == (2, 12))
    }

    @Test(arguments: [
        ("{\"a\": }", 1, 7, "expected a value, found '}'"),
        ("{\"a\": 1,}", 1, 9, "expected a key in double quotes, found '}'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
        ("[1 2]", 1, 4, "expected ',' or ']', found '2'"),
        ("[1", 1, 3, "expected ',' or ']', found end of file"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}', found '\"'"),
        ("{\"a\": 1", 1, 8, "expected ',' or '}', found end of file"),
        ("{}\n{}", 2, 1, "unexpected '{' after the end of the document"),
        ("\"abc", 1, 5, "unterminated string: expected a closing '\"' before the end of file"),
        ("", 1, 1, "expected a value, found end of file"),
        ("tru", 1, 1, "expected a value, found 't'"),
        ("[01]", 1, 3, "expected ',' or ']', found '1'"),
        ("\"\\x\"", 1, 2, "invalid escape '\\x'"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, line: Int, column: Int, problem: String) {
        #expect(throws: JSONParser.SyntaxError(line: line, column: column, problem: problem)) {
            try JSONParser.parse(Array(text.utf8))
        }
    }

    @Test func deepNestingIsRejectedInsteadOfOverflowingTheStack() {
        let text = String(repeating: "[", count: 10_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func mutatedDocumentsNeverCrashTheParser() {
        // Deterministic: a fixed-seed generator, so a failure reproduces. Every mutation must either parse or
        // throw a SyntaxError whose position lies inside the document (plus one, for "end of file").
        let valid = Array(
            #"{"include": ["Sources"], "rules": {"cycle": "warning", "x": [1.5e3, -0, true, null, "\u00e9"]}}"#.utf8)
        var generator = SplitMix64(seed: 0x1A2B_3C4D)
        for _ in 0..<3_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: position)
                default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            do {
                _ = try JSONParser.parse(bytes)
            } catch {
                #expect(error.line >= 1 && error.column >= 1 && error.column <= bytes.count + 1)
            }
        }
    }
}

/// A tiny seeded random number generator (SplitMix64), so generated inputs are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
