import Foundation

/// RFC 2047 encoded-words, for header text that is not plain ASCII (`=?UTF-8?B?w4lsb2TDrWU=?=`).
enum EncodedWord {
    /// At most 42 bytes per word: 56 base64 characters plus the 12 of `=?UTF-8?B?` and `?=` make 68, within
    /// the 75-character limit of RFC 2047 section 2, and short enough that `Subject: ` and a first word fit
    /// in 78 characters.
    static let maximumBytesPerWord = 42

    /// Whether `text` can go into a header as it is: printable ASCII and spaces only, and nothing a
    /// decoder would take for an encoded-word.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || (0x21...0x7E).contains($0) } && !text.contains("=?")
    }

    /// `text` as space-separated encoded-words, split between Unicode scalars so no word cuts a UTF-8
    /// sequence. Decoders join adjacent encoded-words without the space between them.
    static func encode(_ text: String) -> String {
        var words: [String] = []
        var chunk: [UInt8] = []
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if chunk.count + bytes.count > maximumBytesPerWord {
                words.append(word(chunk))
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty || words.isEmpty { words.append(word(chunk)) }
        return words.joined(separator: " ")
    }

    private static func word(_ bytes: [UInt8]) -> String {
        "=?UTF-8?B?\(Data(bytes).base64EncodedString())?="
    }
}
