import Foundation

/// The first 100 bytes of an SQLite file, checked before SQLite opens it: a file that is not the app's
/// database, was written by a newer release, or was cut short is refused without SQLite ever touching it
/// (opening a damaged file for writing could otherwise let SQLite roll back or checkpoint into it).
///
/// Offsets are those of the documented file format (<https://sqlite.org/fileformat.html>).
struct DatabaseHeader {
    /// Why a file is refused.
    enum Problem: Equatable {
        case unreadable(String)
        case empty
        case notSQLite
        case foreign(applicationID: Int32)
        case newerVersion(Int)
        case truncated(expectedBytes: Int, actualBytes: Int)
    }

    static let magic = Array("SQLite format 3\0".utf8)

    /// The problem with the database file at `path`, or `nil` when it looks like one of ours.
    /// `walPath` is its write-ahead log: while that holds frames, the main file may be shorter than its header says.
    static func problem(atPath path: String, walPath: String) -> Problem? {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .unreadable(String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        let bytes: [UInt8]
        let size: Int
        do {
            bytes = Array(try handle.read(upToCount: 100) ?? Data())
            size = Int(try handle.seekToEnd())
        } catch {
            return .unreadable(error.localizedDescription)
        }
        if size == 0 { return .empty }
        guard bytes.count == 100, Array(bytes[0..<16]) == magic else { return .notSQLite }
        let applicationID = Int32(bitPattern: UInt32(bigEndianAt: 68, in: bytes))
        guard applicationID == StoreSchema.applicationID else { return .foreign(applicationID: applicationID) }
        let userVersion = Int(UInt32(bigEndianAt: 60, in: bytes))
        guard userVersion <= StoreSchema.version else { return .newerVersion(userVersion) }
        let walSize = (try? FileManager.default.attributesOfItem(atPath: walPath)[.size] as? Int) ?? nil
        // The in-header size is valid only when its "version-valid-for" matches the change counter.
        let pageCount = Int(UInt32(bigEndianAt: 28, in: bytes))
        let rawPageSize = Int(UInt16(bytes[16]) << 8 | UInt16(bytes[17]))
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        let sizeIsKnown = UInt32(bigEndianAt: 24, in: bytes) == UInt32(bigEndianAt: 92, in: bytes)
        if sizeIsKnown, (walSize ?? 0) == 0, pageCount * pageSize != size {
            return .truncated(expectedBytes: pageCount * pageSize, actualBytes: size)
        }
        return nil
    }
}

extension UInt32 {
    fileprivate init(bigEndianAt offset: Int, in bytes: [UInt8]) {
        self = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
