import Foundation

/// A date and time as a wall clock shows it (`2026-11-23 10:00:00`), with no zone: what people type and read.
///
/// Conversions to and from an instant take a UTC offset in seconds and are plain arithmetic on the proleptic
/// Gregorian calendar (Howard Hinnant's days-from-civil), so they need no `Calendar`, no locale and no lock.
///
/// ```swift
/// let wall = CivilDateTime(year: 2026, month: 11, day: 23, hour: 10, minute: 0)
/// wall.instant(offsetSeconds: 3600)                       // 2026-11-23T09:00:00Z
/// CivilDateTime(wall.instant(offsetSeconds: 0), offsetSeconds: 3600).hour   // 11
/// ```
public struct CivilDateTime: Hashable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    /// A wall-clock reading; ``isValid`` says whether it names a real day and time.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall-clock reading of `date` at `offsetSeconds` east of UTC, to the whole second (rounded down,
    /// so 10:59:59.9 never reads 11:00).
    public init(_ date: Date, offsetSeconds: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offsetSeconds
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        (year, month, day) = Self.civil(fromDays: days)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
    }

    /// Whether the month, day, hour, minute and second are in range (`2026-02-30` is not).
    public var isValid: Bool {
        (1...12).contains(month) && (1...Self.daysIn(month: month, year: year)).contains(day)
            && (0..<24).contains(hour) && (0..<60).contains(minute) && (0..<60).contains(second)
    }

    /// The instant this reading names at `offsetSeconds` east of UTC.
    public func instant(offsetSeconds: Int) -> Date {
        let seconds = Self.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds - offsetSeconds))
    }

    /// `2026-11-23 10:00`: minutes, not seconds, which is what schedules show.
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        appendDescription(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``description``'s UTF-8 bytes to `bytes`, written digit by digit: a listing writes 100,000.
    public func appendDescription(to bytes: inout [UInt8]) {
        guard (0...9999).contains(year), [month, day, hour, minute].allSatisfy({ (0...99).contains($0) }) else {
            "\(Self.pad(year, 4))-\(Self.pad(month))-\(Self.pad(day)) \(Self.pad(hour)):\(Self.pad(minute))"
                .appendUTF8(to: &bytes)
            return
        }
        // Written into 16 bytes on the stack and appended as one block: a listing writes 100,000 of these.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { text in
            func put(_ number: Int, at index: Int) {
                text[index] = ASCII.zero + UInt8(truncatingIfNeeded: number / 10)
                text[index + 1] = ASCII.zero + UInt8(truncatingIfNeeded: number % 10)
            }
            put(year / 100, at: 0)
            put(year % 100, at: 2)
            text[4] = ASCII.hyphen
            put(month, at: 5)
            text[7] = ASCII.hyphen
            put(day, at: 8)
            text[10] = ASCII.space
            put(hour, at: 11)
            text[13] = ASCII.colon
            put(minute, at: 14)
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
    }

    /// The day of the week, 0 for Sunday.
    public var weekday: Int {
        (Self.days(year: year, month: month, day: day) + 4).floorModulo(7)
    }

    /// Days in `month` of `year`, leap years included.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `number` with leading zeros to `width` digits.
    public static func pad(_ number: Int, _ width: Int = 2) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Days since 1970-01-01 of a Gregorian date.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The Gregorian date `days` after 1970-01-01.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    /// Division rounding towards negative infinity, so dates before 1970 convert like those after.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return quotient * divisor > self ? quotient - 1 : quotient
    }

    fileprivate func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
