/// The compilation conditions `#if` is evaluated against: what `--define` and the `"defines"` key name.
///
/// Without build conditions the linter reads every branch of every `#if` (it cannot know which one the compiler
/// takes). With them it reads the branches the compiler would, like `swiftc -D DEBUG`:
///
/// ```swift
/// var configuration = LintConfiguration(rootDirectory: "/pkg")
/// configuration.buildConditions = BuildConditions(defined: ["DEBUG", "os(iOS)", "canImport(UIKit)"])
/// // #if DEBUG → taken; #if RELEASE → skipped (an undefined flag is false, as for the compiler);
/// // #if os(iOS) → taken; #if os(macOS) → skipped (an os is defined, and it is not macOS);
/// // #if arch(arm64) → every branch read (no arch(…) is defined, so the linter cannot know it)
/// ```
///
/// A condition is a flag (`DEBUG`) or a platform condition spelled as in source (`os(iOS)`, `arch(arm64)`,
/// `canImport(UIKit)`, `targetEnvironment(simulator)`, `hasFeature(X)`). A platform condition of a kind nothing
/// defines stays undecided, and so does a name listed in `undecided` (the build-tool plugin lists `DEBUG`
/// there, because SwiftPM does not tell plugins the build configuration). An undecided `#if` reads every
/// branch, as without build conditions. `compiler(>=6.0)` is answered with the version of the toolchain
/// that built the linter; `swift(…)` depends on the language mode, which the linter does not know, so it
/// stays undecided unless defined.
public struct BuildConditions: Hashable, Sendable {
    /// Conditions that are true, normalised (no whitespace): `DEBUG`, `os(iOS)`.
    public private(set) var defined: Set<String>
    /// Conditions whose value is not known: their `#if`s read every branch.
    public private(set) var undecided: Set<String>
    /// The kinds (`os`, `canImport`) of the platform conditions in `defined`: another of the same kind is false.
    private(set) var definedKinds: Set<String>

    /// Creates build conditions; spellings are normalised (whitespace dropped), so `os( iOS )` ≡ `os(iOS)`.
    ///
    /// ```swift
    /// BuildConditions(defined: ["DEBUG"], undecided: ["FEATURE_X"])
    /// ```
    public init(defined: some Sequence<String> = [], undecided: some Sequence<String> = []) {
        self.defined = []
        self.undecided = []
        definedKinds = []
        for name in defined { define(name) }
        for name in undecided { self.undecided.insert(Self.normalised(name)) }
    }

    /// Adds a true condition.
    public mutating func define(_ name: String) {
        let name = Self.normalised(name)
        defined.insert(name)
        if let open = name.firstIndex(of: "(") { definedKinds.insert(String(name[..<open])) }
    }

    /// Adds an undecided condition.
    public mutating func markUndecided(_ name: String) {
        undecided.insert(Self.normalised(name))
    }

    /// These conditions and everything `other` defines or leaves undecided (the command line adds to the
    /// configuration's `"defines"`).
    public func merging(_ other: BuildConditions) -> BuildConditions {
        var result = self
        for name in other.defined { result.define(name) }
        result.undecided.formUnion(other.undecided)
        return result
    }

    /// Whether `text` is a condition this type can hold: a flag (`DEBUG`) or `kind(argument)`.
    public static func isValidSpelling(_ text: String) -> Bool {
        // A space inside a name (`MY FLAG`) is a mistake, not a spelling to normalise away.
        let head = text.unicodeScalars.prefix { $0 != "(" }.drop { $0.properties.isWhitespace }
        guard
            !head.reversed().drop(while: { $0.properties.isWhitespace }).contains(where: { $0.properties.isWhitespace })
        else { return false }
        let name = normalised(text)
        guard let first = name.utf8.first, isIdentifierHead(first) else { return false }
        guard let open = name.firstIndex(of: "(") else { return name.utf8.allSatisfy(isIdentifierByte) }
        let kind = name[..<open].utf8
        let argument = name[name.index(after: open)...].utf8
        return kind.allSatisfy(isIdentifierByte) && argument.count > 1 && argument.last == UInt8(ascii: ")")
            && !argument.dropLast().contains { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }
    }

    static func normalised(_ name: String) -> String {
        String(name.unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
