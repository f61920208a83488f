import Foundation

/// Dates as mail headers and ids write them, always in UTC and English, without a (locale-dependent,
/// non-`Sendable`) `DateFormatter`.
enum MailDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// RFC 5322 section 3.3: `Sun, 22 Nov 2026 06:28:00 +0000`.
    static func rfc5322(_ date: Date) -> String {
        let p = components(date)
        return "\(weekdays[(p.weekday ?? 1) - 1]), \(pad(p.day, 2)) \(months[(p.month ?? 1) - 1]) \(pad(p.year, 4)) "
            + "\(pad(p.hour, 2)):\(pad(p.minute, 2)):\(pad(p.second, 2)) +0000"
    }

    private static func components(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // Whole seconds: headers have no fractions, and rounding down keeps the Date header and the id equal.
        let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: whole)
    }

    private static func pad(_ value: Int?, _ width: Int) -> String {
        let text = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
