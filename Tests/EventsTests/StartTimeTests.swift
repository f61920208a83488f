import Foundation
import Testing

@testable import Events

@Suite("Parsing --start")
struct StartTimeTests {
    static let tenUTC = Date(timeIntervalSince1970: 1_795_428_000)  // 2026-11-23 10:00 UTC

    @Test(
        "accepted forms, read as UTC unless an offset says otherwise",
        arguments: [
            ("2026-11-23T10:00", 0), ("2026-11-23T10:00:00", 0), ("2026-11-23 10:00", 0), ("2026-11-23T10:00Z", 0),
            ("2026-11-23T11:00+01:00", 0), ("2026-11-23T05:00-0500", 0), ("2026-11-23T10:00:30", 30),
        ])
    func acceptedForms(text: String, extraSeconds: Int) {
        #expect(StartTime.parse(text) == Self.tenUTC.addingTimeInterval(TimeInterval(extraSeconds)))
    }

    @Test(
        "malformed or impossible times are refused",
        arguments: [
            "", "tomorrow", "2026-11-23", "10:00", "2026-11-23T25:00", "2026-02-30T10:00", "2026-11-23T10:60",
            "2026-11-23T10:00+1", "26-11-23T10:00", "2026-11-23T10",
        ])
    func refusedForms(text: String) {
        #expect(StartTime.parse(text) == nil)
    }
}
