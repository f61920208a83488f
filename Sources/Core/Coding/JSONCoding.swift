import Foundation

/// The one JSON dialect of the app, shared by `--json` output and the document stores, so what a test sees in
/// memory is what a user sees on disk: sorted keys, pretty-printed, ISO 8601 dates, no escaped slashes.
enum JSONCoding {
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
