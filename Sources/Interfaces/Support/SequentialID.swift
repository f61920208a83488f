/// The app's id scheme: a letter and a counter (`c1`, `c2`; `d1`; `e1`), derived from what is stored.
///
/// The next id is one more than the largest number in use with that prefix, so ids are deterministic
/// (golden files stay stable) and never reused even if the list has gaps.
///
/// ```swift
/// SequentialID.next(prefix: "c", after: ["c1", "c2", "c7"])   // "c8"
/// SequentialID.next(prefix: "e", after: [])                   // "e1"
/// ```
public enum SequentialID {
    /// The next id with `prefix` after the `existing` ones; ids without that prefix and a number are ignored.
    public static func next(prefix: String, after existing: some Sequence<String>) -> String {
        let largest =
            existing
            .compactMap { id -> Int? in
                guard id.hasPrefix(prefix) else { return nil }
                return Int(id.dropFirst(prefix.count))
            }
            .max() ?? 0
        return "\(prefix)\(largest + 1)"
    }
}
