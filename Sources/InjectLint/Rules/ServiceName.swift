/// How the rules name a registered service, a type with an optional name: one spelling for messages and one key
/// for matching, so every rule quotes and groups (type, name) pairs the same way.
///
/// ```swift
/// ServiceName.quoted("Clock", name: "utc")   // 'Clock' named "utc"
/// ServiceName.quoted("Clock", name: nil)     // 'Clock'
/// ```
enum ServiceName {
    /// `'Clock'`, or `'Clock' named "utc"`, as messages and notes print it.
    static func quoted(_ type: String, name: String?) -> String {
        "'\(type)'" + (name.map { " named \"\($0)\"" } ?? "")
    }

    /// A dictionary key for the pair: the type alone, or type and name joined by a NUL, which neither contains.
    static func key(_ type: String, name: String?) -> String {
        name.map { type + "\u{0}" + $0 } ?? type
    }
}
