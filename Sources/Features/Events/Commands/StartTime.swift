import Foundation

/// Parses `--start`: `2026-11-23T10:00`, optionally with seconds, and optionally with `Z` or an offset
/// (`+01:00`, `-0500`). A time without an offset is UTC, like everything the app shows.
enum StartTime {
    static func parse(_ text: String) -> Date? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var offsetSeconds = 0
        if rest.hasSuffix("Z") || rest.hasSuffix("z") {
            rest = rest.dropLast()
        } else if let sign = rest.dropFirst(10).lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let digits = rest[rest.index(after: sign)...].filter { $0 != ":" }
            guard digits.count == 4, let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
                hours < 24, minutes < 60
            else { return nil }
            offsetSeconds = (hours * 3600 + minutes * 60) * (rest[sign] == "-" ? -1 : 1)
            rest = rest[..<sign]
        }
        let halves = rest.split(whereSeparator: { $0 == "T" || $0 == "t" || $0 == " " })
        guard halves.count == 2 else { return nil }
        let day = halves[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let time = halves[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard day.count == 3, (2...3).contains(time.count), !day.contains(nil), !time.contains(nil),
            halves[0].count == 10
        else { return nil }
        let components = DateComponents(
            year: day[0], month: day[1], day: day[2], hour: time[0], minute: time[1],
            second: time.count == 3 ? time[2] : 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // Calendar.date(from:) rolls 2026-02-30 over into March; reading the parts back catches that.
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date) == components
        else { return nil }
        return date.addingTimeInterval(TimeInterval(-offsetSeconds))
    }
}
