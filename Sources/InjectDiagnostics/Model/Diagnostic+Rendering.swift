// The compiler-style text both tools print: `path:line:column: error: message [rule]`, then one
// `path:line:column: note: …` line per note. Xcode, SwiftPM and editors read one diagnostic per line, so every
// part is printed with its control characters escaped: a path or a type name can never start a second line.
extension Diagnostic {
    /// The diagnostic and its notes, one line each, without a trailing newline.
    ///
    /// ```swift
    /// print(diagnostic.rendered())
    /// // App/Wiring.swift:12:5: error: dependency cycle: 'Foo' → 'Bar' → 'Foo'; … [cycle]
    /// // App/FooImpl.swift:3:6: note: 'Foo' is built as 'FooImpl', whose 'FooImpl.bar' injects 'Bar'
    /// ```
    public func rendered() -> String {
        var lines = [
            Self.prefix(location) + "\(severity.rawValue): "
                + DiagnosticText.escapingControlCharacters(message) + " [\(ruleID)]"
        ]
        for note in notes {
            lines.append(Self.prefix(note.location) + "note: " + DiagnosticText.escapingControlCharacters(note.message))
        }
        return lines.joined(separator: "\n")
    }

    private static func prefix(_ location: SourceLocation?) -> String {
        location.map { $0.compilerStyle + ": " } ?? ""
    }
}

/// Text helpers every channel shares.
public enum DiagnosticText {
    /// `text` with each control character (line breaks, tabs, escape, DEL, C1 controls, the line and paragraph
    /// separators) written as a Swift escape (`\n`, `\t`, `\u{1B}`), and, when anything is escaped, every
    /// backslash doubled so the escapes stay unambiguous. Text without control characters comes back as it is.
    ///
    /// ```swift
    /// DiagnosticText.escapingControlCharacters("a\nb")   // "a\\nb"
    /// DiagnosticText.escapingControlCharacters("Store")  // "Store"
    /// ```
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\\": output += "\\\\"
            case _ where isControl(scalar): output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// C0 and C1 controls, DEL, and U+2028 / U+2029, which some editors treat as line breaks.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }

    /// `1 error`, `2 warnings`: a count with its noun, pluralised the English way.
    ///
    /// ```swift
    /// DiagnosticText.count(2, "error")  // "2 errors"
    /// ```
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `2 errors, 1 warning`: how both tools sum up a run.
    ///
    /// ```swift
    /// DiagnosticText.summary(errors: 2, warnings: 1)  // "2 errors, 1 warning"
    /// ```
    public static func summary(errors: Int, warnings: Int) -> String {
        count(errors, "error") + ", " + count(warnings, "warning")
    }
}

extension Diagnostic {
    /// The order both tools print diagnostics in: by location (diagnostics without one first), then rule id,
    /// then message, so equal positions still print in one order.
    ///
    /// ```swift
    /// diagnostics.sort(by: Diagnostic.printOrder)
    /// ```
    public static func printOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location {
            guard let left = a.location else { return true }
            guard let right = b.location else { return false }
            return left < right
        }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
