import Foundation
import Testing

@testable import InjectLint

/// Deterministic fuzzing: thousands of mutated, truncated and random inputs must never crash or hang the
/// linter, must keep the tokenizer's invariants (asserted on every file), and must keep work linear in size.
@Suite struct FuzzTests {
    /// Every rule example and every fixture file: inputs that already exercise the interesting paths.
    static let seeds: [[UInt8]] = {
        var seeds = Linter.rules.flatMap { $0.passing + $0.failing }.map { Array($0.utf8) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        if let walker = FileManager.default.enumerator(atPath: fixtures.path) {
            while let path = walker.nextObject() as? String {
                guard path.hasSuffix(".swift.fixture") else { continue }
                if let data = FileManager.default.contents(atPath: fixtures.appendingPathComponent(path).path) {
                    seeds.append(Array(data))
                }
            }
        }
        return seeds
    }()

    /// Bytes that open or close the tokenizer's and scanner's constructs.
    static let alphabet =
        Array("/*\"#\\()[]{}<>@.,:;=?!`$ \n\r\tregister resolve Injected import class #if #else #endif".utf8)
        + [0x00, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]

    static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !bytes.isEmpty:  // flip a bit
                bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            case 1:  // insert a construct byte
                bytes.insert(alphabet.randomElement(using: &random)!, at: position)
            case 2 where !bytes.isEmpty:  // delete a range
                let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
                bytes.removeSubrange(position..<end)
            case 3:  // truncate
                bytes = Array(bytes.prefix(position))
            case 4 where !bytes.isEmpty:  // duplicate a range
                let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            default:  // splice in another seed
                let other = seeds.randomElement(using: &random)!
                bytes.insert(contentsOf: other.prefix(Int.random(in: 0...other.count, using: &random)), at: position)
            }
        }
        return bytes
    }

    @Test func mutatedAndRandomInputsNeverCrashAndKeepWorkLinear() {
        var random = SplitMix64(seed: 0x1A7E_C0DE)
        var linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        linter.checksTokenizerInvariants = true
        var rounds = 0
        for round in 0..<250 {
            var batch: [SourceFile] = []
            for index in 0..<16 {
                let bytes: [UInt8]
                if index == 0 {
                    bytes = (0..<Int.random(in: 0...512, using: &random)).map { _ in
                        UInt8.random(in: 0...255, using: &random)
                    }
                } else {
                    bytes = Self.mutate(Self.seeds.randomElement(using: &random)!, &random)
                }
                let facts = FileScan.facts(of: bytes, checksInvariants: true)
                #expect(
                    facts.lookaheadWork <= 2 * Scanner.lookaheadLimit * (facts.tokenCount + 1) + Lexer
                        .maximumBareRegexLength * (bytes.count + 1),
                    "round \(round) file \(index): work \(facts.lookaheadWork) for \(bytes.count) bytes")
                let header = Array("import Inject\n".utf8)
                batch.append(
                    SourceFile(
                        path: "/pkg/F\(index).swift", relativePath: "Sources/Features/F\(index % 3)/F.swift",
                        bytes: header + bytes))
            }
            let diagnostics = linter.lint(batch)
            #expect(diagnostics == diagnostics.sorted(by: Linter.printOrder))
            rounds += 1
        }
        #expect(rounds == 250)
    }

    /// Work on pathological inputs doubles (not quadruples) when the input doubles.
    @Test(arguments: [
        "register(", "resolve(A.self, ", "@Injected(", "let x: A<", "\"\\(", "#if X\n", "(/a ", "x = /[/ ",
        "Injected<", "class A<", "{ r in B(", "#\"\"\"", "/* ", "import ", "{", "{#if X\n", "#if X\n{",
        "{#if X\n#else\n", "#", "##", "# ",
    ])
    func workGrowsLinearlyOnRepeatedConstructs(unit: String) {
        func work(_ copies: Int) -> Int {
            let facts = FileScan.facts(of: Array(String(repeating: unit, count: copies).utf8))
            return facts.lookaheadWork + facts.tokenCount
        }
        let small = work(2_000)
        let large = work(4_000)
        #expect(Double(large) <= 2.2 * Double(max(small, 1)), "\(unit.debugDescription): \(small) → \(large)")
    }
}
