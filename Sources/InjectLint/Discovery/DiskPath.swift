/// A path found on disk: the bytes the file system knows it by, and the text it is printed and matched as.
///
/// A file name on Linux is any bytes but `/` and NUL, so a directory entry need not be valid UTF-8. Decoded with
/// `String(cString:)`, each invalid byte would become U+FFFD and `open` would look for a file that does not exist;
/// so a name that is not valid UTF-8 keeps its bytes for opening, and its text spells each invalid byte `\xFF`.
/// Paths that are valid UTF-8 (nearly all) are just their text.
///
/// ```swift
/// let file = DiskPath("/pkg/Sources").appending(name: [0x61, 0xFF, 0x2E, 0x73, 0x77, 0x69, 0x66, 0x74])
/// file.text                          // "/pkg/Sources/a\\xFF.swift"
/// try FileSystem.readBytes(at: file) // opens "/pkg/Sources/a<0xFF>.swift"
/// ```
struct DiskPath: Hashable, Comparable, Sendable {
    /// The path as printed and as configured paths are compared with: the path itself when it is valid UTF-8,
    /// else with every invalid byte spelled `\xFF`.
    let text: String
    /// The path's bytes when they are not valid UTF-8 (what `open` gets then); nil when `text` is the path.
    let invalidUTF8Bytes: [UInt8]?

    /// A path that is valid UTF-8 (a `String` is).
    init(_ text: String) {
        self.text = text
        invalidUTF8Bytes = nil
    }

    /// A path given as bytes (a directory entry, a command-line argument): its text when valid UTF-8.
    init(bytes: [UInt8]) {
        // Almost every path is ASCII, which is valid UTF-8 as it is: that check is one pass over bytes, where
        // comparing the decoded string's UTF-8 view with the bytes walked string indices, generic code per byte.
        let isASCII = bytes.withUnsafeBufferPointer(ASCII.isASCII)
        let decoded = String(decoding: bytes, as: UTF8.self)
        let isValid = isASCII || decoded.utf8.elementsEqual(bytes)
        text = isValid ? decoded : DiskPath.escapingInvalidUTF8(bytes)
        invalidUTF8Bytes = isValid ? nil : bytes
    }

    /// The path of the entry `name` (its bytes, as `readdir` gives them) in this directory.
    func appending(name: [UInt8]) -> DiskPath {
        // A valid path and an ASCII name (nearly every entry) stay valid UTF-8: joined as text, without copying the
        // folder's path to bytes and checking it again for every entry.
        if invalidUTF8Bytes == nil, name.withUnsafeBufferPointer(ASCII.isASCII) {
            let separator = text.utf8.last == ASCII.slash ? "" : "/"
            return DiskPath(text + separator + String(decoding: name, as: UTF8.self))
        }
        var bytes = invalidUTF8Bytes ?? Array(text.utf8)
        if bytes.last != ASCII.slash { bytes.append(ASCII.slash) }
        bytes += name
        return DiskPath(bytes: bytes)
    }

    /// This path made absolute against `base` (when relative) and normalised, as ``Path/absolute(_:relativeTo:)``
    /// does for text, byte for byte when the path is not valid UTF-8.
    func absolute(relativeTo base: String) -> DiskPath {
        guard let bytes = invalidUTF8Bytes else { return DiskPath(Path.absolute(text, relativeTo: base)) }
        // Read as Latin-1, every byte is one scalar: `/`, `.` and `..` stay where they were for `Path` to work on,
        // and the result maps back to bytes one for one.
        func latin1(_ bytes: [UInt8]) -> String {
            String(String.UnicodeScalarView(bytes.map(Unicode.Scalar.init)))
        }
        let normalized = Path.absolute(latin1(bytes), relativeTo: latin1(Array(base.utf8)))
        return DiskPath(bytes: normalized.unicodeScalars.map { UInt8($0.value) })
    }

    /// Calls `body` with the path as the NUL-terminated bytes the file system takes.
    func withFileSystemRepresentation<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        guard let bytes = invalidUTF8Bytes else { return text.withCString(body) }
        return (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// Calls `body` with the path's bytes (what the file system knows it by), without a terminating NUL.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let bytes = invalidUTF8Bytes { return bytes.withUnsafeBufferPointer(body) }
        var text = text
        return text.withUTF8(body)
    }

    /// Paths sort by their text, the order they are printed in.
    static func < (a: DiskPath, b: DiskPath) -> Bool {
        a.text == b.text
            ? (a.invalidUTF8Bytes ?? []).lexicographicallyPrecedes(b.invalidUTF8Bytes ?? []) : a.text < b.text
    }

    /// `bytes` decoded as UTF-8, each byte of an invalid sequence written `\xFF` (two uppercase hex digits).
    static func escapingInvalidUTF8(_ bytes: [UInt8]) -> String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += byte < 16 ? "\\x0" + hex : "\\x" + hex
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }
}
