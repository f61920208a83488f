import Foundation
import InjectWorkflowCore
import Testing

@Suite("TimeDisplay shows times in the user's zone with the offset, and reads them back")
struct TimeDisplayTests {
    static let berlin = TimeDisplay(zone: TimeZone(identifier: "Europe/Berlin")!)
    static let newYork = TimeDisplay(zone: TimeZone(identifier: "America/New_York")!)
    /// 2026-11-23 10:00:00 UTC.
    static let tenUTC = Date(timeIntervalSince1970: 1_795_428_000)

    @Test("times show with the zone's offset at that instant, or 'UTC' in UTC")
    func display() {
        #expect(Self.berlin.text(Self.tenUTC) == "2026-11-23 11:00 +01:00")
        #expect(Self.newYork.text(Self.tenUTC) == "2026-11-23 05:00 -05:00")
        #expect(TimeDisplay.utc.text(Self.tenUTC) == "2026-11-23 10:00 UTC")
        let kathmandu = TimeDisplay(zone: TimeZone(identifier: "Asia/Kathmandu")!)
        #expect(kathmandu.text(Self.tenUTC) == "2026-11-23 15:45 +05:45")
        // In summer Berlin is two hours ahead.
        #expect(Self.berlin.text(Self.tenUTC.addingTimeInterval(-180 * 86_400)) == "2026-05-27 12:00 +02:00")
        // Seconds are dropped, never rounded up into the next minute.
        #expect(TimeDisplay.utc.text(Self.tenUTC.addingTimeInterval(59.9)) == "2026-11-23 10:00 UTC")
    }

    @Test("times far from today keep every digit, and appendText writes what text returns")
    func digitsAtTheEdges() {
        let day = 86_400.0
        // 0033-06-01, 0999-12-31, 9999-12-31 23:59, 10000-01-01 (five digits: the padded fallback).
        let dates = [-61_112_707_200.0, -30_610_310_400.0, 253_402_300_740.0, 253_402_300_800.0 + day / 2]
        let texts = dates.map { TimeDisplay.utc.text(Date(timeIntervalSince1970: $0)) }
        #expect(texts.map { String($0.prefix(4)) } == ["0033", "0999", "9999", "1000"])
        #expect(texts[2] == "9999-12-31 23:59 UTC")
        #expect(texts[3] == "10000-01-01 12:00 UTC")
        for display in [TimeDisplay.utc, Self.berlin, Self.newYork] {
            var bytes = Array("x".utf8)
            display.appendText(Self.tenUTC, to: &bytes)
            #expect(bytes == Array(("x" + display.text(Self.tenUTC)).utf8))
        }
        #expect(TimeDisplay.offsetText(-(5 * 3600 + 30 * 60)) == "-05:30")
        #expect(TimeDisplay.offsetText(14 * 3600) == "+14:00")
    }

    @Test("the UTC stamp is basic ISO 8601 to the second, fractions dropped")
    func utcStamp() {
        #expect(Self.tenUTC.addingTimeInterval(9 * 60 + 5.75).utcStamp == "20261123T100905Z")
        #expect(Date(timeIntervalSince1970: 59.999).utcStamp == "19700101T000059Z")
        #expect(Date(timeIntervalSince1970: -1).utcStamp == "19691231T235959Z")
    }

    @Test("a span in words names the day, both clock times, the offset and the zone")
    func sentence() {
        let end = Self.tenUTC.addingTimeInterval(3600)
        #expect(
            Self.berlin.sentence(from: Self.tenUTC, to: end)
                == "Monday 23 November 2026, 11:00–12:00 (UTC+01:00, Europe/Berlin)")
        #expect(TimeDisplay.utc.sentence(from: Self.tenUTC, to: end) == "Monday 23 November 2026, 10:00–11:00 (UTC)")
        let lateStart = Self.tenUTC.addingTimeInterval(12.5 * 3600)
        #expect(
            Self.berlin.sentence(from: lateStart, to: lateStart.addingTimeInterval(3600))
                == "Monday 23 November 2026, 23:30–Tuesday 24 November 2026, 00:30 (UTC+01:00, Europe/Berlin)")
    }

    @Test(
        "a time without offset is local; Z, an offset or a zone name wins",
        arguments: [
            ("2026-11-23T11:00", 0), ("2026-11-23 11:00", 0), ("2026-11-23T11:00:30", 30), ("2026-11-23T10:00Z", 0),
            ("2026-11-23T10:00z", 0), ("2026-11-23T05:00-05:00", 0), ("2026-11-23T05:00-0500", 0),
            ("2026-11-23T19:00+09", 0), ("2026-11-23 10:00 UTC", 0), ("2026-11-23 19:00 Asia/Tokyo", 0),
            ("  2026-11-23T11:00  ", 0), ("2026-11-23 05:00 America/New_York", 0),
        ])
    func parsing(text: String, extraSeconds: Int) throws {
        #expect(try Self.berlin.parse(text) == Self.tenUTC.addingTimeInterval(TimeInterval(extraSeconds)))
    }

    @Test(
        "malformed and impossible times are usage errors that say what to write",
        arguments: [
            "", "tomorrow", "2026-11-23", "10:00", "2026-11-23T25:00", "2026-02-30T10:00", "2026-11-23T10:60",
            "2026-11-23T10:00+1", "26-11-23T10:00", "2026-11-23T10", "2026-11-23T10:00+25:00",
            "2026-11-23 10:00 Mars/Olympus",
        ])
    func refused(text: String) {
        #expect(throws: AppError.self) { try Self.berlin.parse(text) }
        do {
            _ = try Self.berlin.parse(text)
        } catch {
            #expect(error.exitCode == .usage)
            #expect(error.message.contains("'"))
        }
    }

    @Test("exact wording of the errors people will meet most")
    func wording() {
        #expect(
            throws: AppError.usage(
                "'23/11/2026 10:00' is not a date and time",
                hint: "write it like 2026-11-23T10:00 (local time), 2026-11-23T10:00+01:00, 2026-11-23T09:00Z or "
                    + "\"2026-11-23 10:00 Europe/Berlin\"")
        ) { try Self.berlin.parse("23/11/2026 10:00") }
        #expect(
            throws: AppError.usage(
                "'Europe/Berln' in '2026-11-23 10:00 Europe/Berln' is not a time zone name",
                hint: "did you mean 'Europe/Berlin'? zone names are the IANA ones, such as Europe/Berlin, "
                    + "America/New_York or UTC")
        ) { try Self.berlin.parse("2026-11-23 10:00 Europe/Berln") }
    }

    @Test("a local time the clocks skip is an error naming it; the offset picks a side")
    func springForwardGap() throws {
        #expect(
            throws: AppError.usage(
                "2026-03-29 02:30 does not exist in Europe/Berlin: the clocks skip it when the offset changes from "
                    + "+01:00 to +02:00",
                hint: "pick a time outside the gap, or say which offset you mean (2026-03-29T02:30+02:00)")
        ) {
            try Self.berlin.parse("2026-03-29T02:30")
        }
        #expect(throws: AppError.self) { try Self.newYork.parse("2026-03-08 02:15") }
        #expect(try Self.berlin.parse("2026-03-29T01:59") == Date(timeIntervalSince1970: 1_774_745_940))
        #expect(try Self.berlin.parse("2026-03-29T03:00") == Date(timeIntervalSince1970: 1_774_746_000))
        #expect(try Self.berlin.parse("2026-03-29T02:30+02:00") == Date(timeIntervalSince1970: 1_774_744_200))
    }

    @Test("a local time that happens twice is its first occurrence; an offset picks the second")
    func fallBackOverlap() throws {
        let first = try Self.berlin.parse("2026-10-25T02:30")
        #expect(first == Date(timeIntervalSince1970: 1_792_888_200))  // 00:30 UTC, still +02:00
        #expect(Self.berlin.text(first) == "2026-10-25 02:30 +02:00")
        let second = try Self.berlin.parse("2026-10-25T02:30+01:00")
        #expect(second == first.addingTimeInterval(3600))
        #expect(Self.berlin.text(second) == "2026-10-25 02:30 +01:00")
    }

    @Test("TZ decides the zone, --utc overrides it, and a bad TZ is refused with a suggestion")
    func resolution() throws {
        #expect(try TimeDisplay.resolve(environment: ["TZ": "Asia/Tokyo"], utc: false).zone.identifier == "Asia/Tokyo")
        #expect(try TimeDisplay.resolve(environment: ["TZ": ":Europe/Berlin"], utc: false) == Self.berlin)
        #expect(
            try TimeDisplay.resolve(environment: ["TZ": "/usr/share/zoneinfo/Europe/Berlin"], utc: false)
                == Self.berlin)
        #expect(try TimeDisplay.resolve(environment: ["TZ": ""], utc: false).isUTC)
        #expect(try TimeDisplay.resolve(environment: ["TZ": "Asia/Tokyo"], utc: true) == .utc)
        #expect(
            throws: AppError.usage(
                "TZ is set to 'europe/berlin', which is not a time zone name",
                hint: "did you mean 'Europe/Berlin'? set TZ to an IANA name such as Europe/Berlin, unset it to use "
                    + "the system's zone, or pass --utc")
        ) {
            try TimeDisplay.resolve(environment: ["TZ": "europe/berlin"], utc: false)
        }
    }
}

@Suite("CivilDateTime converts wall-clock readings without a Calendar")
struct CivilDateTimeTests {
    @Test("it agrees with Foundation's Gregorian calendar on every day from 1900 to 2100")
    func agreesWithCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var date = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01
        let end = Date(timeIntervalSince1970: 4_102_444_800)  // 2100-01-01
        var mismatches = 0
        while date < end {
            let wall = CivilDateTime(date, offsetSeconds: 0)
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            if (wall.year, wall.month, wall.day, wall.weekday + 1) != (
                parts.year!, parts.month!, parts.day!, parts.weekday!
            )
                || wall.instant(offsetSeconds: 0) != date
            {
                mismatches += 1
            }
            date.addTimeInterval(86_400 + 61)  // a little later in the day each step
        }
        #expect(mismatches == 0)
    }

    @Test("leap days are valid only in leap years")
    func leapDays() {
        #expect(CivilDateTime(year: 2028, month: 2, day: 29, hour: 0, minute: 0).isValid)
        #expect(!CivilDateTime(year: 2026, month: 2, day: 29, hour: 0, minute: 0).isValid)
        #expect(!CivilDateTime(year: 2100, month: 2, day: 29, hour: 0, minute: 0).isValid)
        #expect(CivilDateTime(year: 2000, month: 2, day: 29, hour: 0, minute: 0).isValid)
    }
}
