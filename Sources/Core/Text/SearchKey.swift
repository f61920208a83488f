import Foundation

/// Text folded for matching the way people search: case and accents ignored, so `jose` finds `José Núñez`
/// and `ADA` finds `ada@example.com`.
///
/// ```swift
/// SearchKey("José Núñez").contains(SearchKey("nun"))   // true
/// ```
public struct SearchKey: Hashable, Sendable {
    /// The folded text: lowercase, without diacritics, compatibility forms unified (`ﬁ` → `fi`).
    public let folded: String

    /// Folds `text` for matching.
    public init(_ text: String) {
        folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }

    /// Whether `other` occurs anywhere in this text; an empty key occurs everywhere.
    public func contains(_ other: SearchKey) -> Bool {
        other.folded.isEmpty || folded.contains(other.folded)
    }
}
