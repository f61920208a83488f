/// A number with its noun, singular or plural: the one place the app pluralises English.
///
/// ```swift
/// Plural.count(1, "interview")    // "1 interview"
/// Plural.count(3, "interview")    // "3 interviews"
/// ```
public enum Plural {
    /// `number` and `noun`, with an "s" unless `number` is one.
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
