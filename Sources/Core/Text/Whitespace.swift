/// Whitespace and line breaks as Unicode defines them (the `White_Space` property: space, tab, CR, LF, NEL,
/// no-break space, the typographic spaces, U+2028/U+2029, ideographic space …) plus the zero-width space
/// U+200B, which CoreFoundation has always counted: exactly what Foundation's
/// `CharacterSet.whitespacesAndNewlines` holds (a test compares every scalar of the Basic Multilingual
/// Plane), answered without bridging to `NSString`, so checking every field of a 100,000-row import costs
/// next to nothing.
///
/// ```swift
/// Whitespace.trimmed("  Ada Lovelace\n")     // "Ada Lovelace"
/// Whitespace.contains("\u{00A0}")            // true: a no-break space
/// ```
public enum Whitespace {
    /// Whether `scalar` is whitespace or a line break.
    @inline(__always)
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace || scalar.value == 0x200B
    }

    /// `text` without the whitespace and line breaks around it; text that has none is returned as it is.
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !contains($0) }) ?? first
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }
}
