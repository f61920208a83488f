/// The version of the Swift compiler that built the linter, which answers `#if compiler(>=6.0)`.
///
/// The build-tool plugin runs a linter built by the same toolchain as the package it lints, so there the answer
/// is the compiler's own.
enum ToolchainVersion {
    // A ladder, because the compiler's version is only known to `#if`: one rung per patch release, so that
    // `compiler(>=6.3.1)` is told from `compiler(>=6.3)`. The top rung and each minor's highest patch rung are
    // floors (the toolchain may be newer), so a requirement above them is undecided.
    #if compiler(>=6.5)
        static let current = [6, 5]
    #elseif compiler(>=6.4.3)
        static let current = [6, 4, 3]
    #elseif compiler(>=6.4.2)
        static let current = [6, 4, 2]
    #elseif compiler(>=6.4.1)
        static let current = [6, 4, 1]
    #elseif compiler(>=6.4)
        static let current = [6, 4]
    #elseif compiler(>=6.3.3)
        static let current = [6, 3, 3]
    #elseif compiler(>=6.3.2)
        static let current = [6, 3, 2]
    #elseif compiler(>=6.3.1)
        static let current = [6, 3, 1]
    #elseif compiler(>=6.3)
        static let current = [6, 3]
    #elseif compiler(>=6.2.3)
        static let current = [6, 2, 3]
    #elseif compiler(>=6.2.2)
        static let current = [6, 2, 2]
    #elseif compiler(>=6.2.1)
        static let current = [6, 2, 1]
    #elseif compiler(>=6.2)
        static let current = [6, 2]
    #elseif compiler(>=6.1.3)
        static let current = [6, 1, 3]
    #elseif compiler(>=6.1.2)
        static let current = [6, 1, 2]
    #elseif compiler(>=6.1.1)
        static let current = [6, 1, 1]
    #elseif compiler(>=6.1)
        static let current = [6, 1]
    #elseif compiler(>=6.0.3)
        static let current = [6, 0, 3]
    #elseif compiler(>=6.0.2)
        static let current = [6, 0, 2]
    #elseif compiler(>=6.0.1)
        static let current = [6, 0, 1]
    #else
        static let current = [6, 0]
    #endif

    /// Whether the toolchain satisfies `>=6.0` or `<6.1` (the argument of `compiler(…)`, whitespace removed).
    static func satisfies(_ requirement: String) -> ConditionEvaluator.Value {
        let isAtLeast: Bool
        let digits: Substring
        if requirement.hasPrefix(">=") {
            isAtLeast = true
            digits = requirement.dropFirst(2)
        } else if requirement.hasPrefix("<") {
            isAtLeast = false
            digits = requirement.dropFirst()
        } else {
            return .undecided
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 5, !parts.contains(nil) else { return .undecided }
        let wanted = parts.map { $0! }
        let atLeast = compare(current, wanted) >= 0
        if !atLeast && mayReach(wanted) { return .undecided }
        return atLeast == isAtLeast ? .isTrue : .isFalse
    }

    /// Whether a toolchain on the rung `current` may still be `wanted` or newer: on the ladder's top rung, any
    /// version may be; on a minor's highest patch rung, a later patch of that minor may be.
    private static func mayReach(_ wanted: [Int]) -> Bool {
        if current == [6, 5] { return true }
        return current.count == 3 && current[2] == 3 && wanted.count >= 2 && wanted[0] == current[0]
            && wanted[1] == current[1]
    }

    /// -1, 0 or 1, missing components counting as 0 (`6.0` ≡ `6`).
    private static func compare(_ a: [Int], _ b: [Int]) -> Int {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }
}
