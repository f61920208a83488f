import Foundation

extension Date {
    /// The basic ISO 8601 form in UTC, to the second (`20261123T100000Z`): what iCalendar's `DTSTART` and
    /// the app's message ids use. Fractions of a second are dropped. Times people read go through
    /// ``TimeDisplay`` instead, which shows the user's zone.
    ///
    /// ```swift
    /// Date(timeIntervalSince1970: 0).utcStamp   // "19700101T000000Z"
    /// ```
    public var utcStamp: String {
        let wall = CivilDateTime(self, offsetSeconds: 0)
        let pad = { (number: Int) in CivilDateTime.pad(number) }
        return "\(CivilDateTime.pad(wall.year, 4))\(pad(wall.month))\(pad(wall.day))"
            + "T\(pad(wall.hour))\(pad(wall.minute))\(pad(wall.second))Z"
    }
}
