import Foundation

extension Date {
    /// The one way every feature shows a time to people: `2026-11-23 10:00 UTC`.
    ///
    /// Always UTC, so output does not depend on the machine's time zone and golden files stay stable.
    ///
    /// ```swift
    /// Date(timeIntervalSince1970: 0).displayText   // "1970-01-01 00:00 UTC"
    /// ```
    public var displayText: String {
        let p = utcComponents
        return "\(p.year)-\(Self.pad(p.month))-\(Self.pad(p.day)) \(Self.pad(p.hour)):\(Self.pad(p.minute)) UTC"
    }

    /// The basic ISO 8601 form in UTC, to the second (`20261123T100000Z`): what iCalendar's `DTSTART` and
    /// the app's message ids use. Fractions of a second are dropped.
    ///
    /// ```swift
    /// Date(timeIntervalSince1970: 0).utcStamp   // "19700101T000000Z"
    /// ```
    public var utcStamp: String {
        let p = utcComponents
        return "\(p.year)\(Self.pad(p.month))\(Self.pad(p.day))T\(Self.pad(p.hour))\(Self.pad(p.minute))"
            + "\(Self.pad(p.second))Z"
    }

    private var utcComponents: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // Whole seconds, rounded down, so 10:59:59.9 never shows as 11:00.
        let whole = Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down))
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
        return (p.year ?? 0, p.month ?? 0, p.day ?? 0, p.hour ?? 0, p.minute ?? 0, p.second ?? 0)
    }

    private static func pad(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
