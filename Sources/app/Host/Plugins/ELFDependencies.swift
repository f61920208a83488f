import Foundation

/// Reads and edits the list of libraries an ELF shared library needs (its `DT_NEEDED` entries), in place.
///
/// A plugin is linked against the `InjectWorkflowSDK` library so it compiles and links, but at run time it must
/// use the app's own copy of the SDK: one copy of every shared module in the process. When that copy is inside the
/// executable, which exports it (a plain `swift build`; ``SDKLinkage``), `plugins install` drops the
/// `libInjectWorkflowSDK.so` entry from the installed copy, so the loader binds the plugin's SDK symbols to the app
/// and never maps a second SDK (what `patchelf --remove-needed` does). An app packaged with the SDK library beside
/// it needs no edit: the plugin's entry finds that library, already loaded.
/// Entries after the removed one move up and the freed slot becomes `DT_NULL`: the file keeps its size and layout.
///
/// Only 64-bit little-endian files are read (x86_64 and arm64 Linux); anything else is refused, never guessed at.
///
/// ```swift
/// var library = ELFDependencies(bytes: data)
/// try library.needed()                               // ["libInjectWorkflowSDK.so", "libswiftCore.so", …]
/// try library.remove(needed: "libInjectWorkflowSDK.so")
/// try library.bytes.write(to: installedURL)
/// ```
struct ELFDependencies {
    /// Why a file could not be read as an ELF shared library.
    struct Problem: Error, Equatable {
        var reason: String
    }

    /// The file's bytes (edited in place by ``remove(needed:)``).
    private(set) var bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The names of the libraries the file needs, in order.
    func needed() throws(Problem) -> [String] {
        let dynamic = try dynamicSection()
        return try dynamic.entries.filter { $0.tag == Self.neededTag }.map { entry throws(Problem) in
            try string(at: dynamic.stringTable, offset: entry.value)
        }
    }

    /// Removes every `DT_NEEDED` entry naming `library`; returns whether there was one.
    @discardableResult
    mutating func remove(needed library: String) throws(Problem) -> Bool {
        let dynamic = try dynamicSection()
        var kept: [(tag: Int64, value: UInt64)] = []
        for entry in dynamic.entries {
            if entry.tag == Self.neededTag, try string(at: dynamic.stringTable, offset: entry.value) == library {
                continue
            }
            kept.append(entry)
        }
        guard kept.count < dynamic.entries.count else { return false }
        for index in 0..<dynamic.entries.count {
            let entry = index < kept.count ? kept[index] : (tag: Int64(0), value: UInt64(0))
            write(UInt64(bitPattern: entry.tag), at: dynamic.offset + index * 16)
            write(entry.value, at: dynamic.offset + index * 16 + 8)
        }
        return true
    }

    // MARK: - Reading the file

    private static let neededTag: Int64 = 1
    private static let stringTableTag: Int64 = 5

    private struct DynamicSection {
        /// File offset of the first entry.
        var offset: Int
        /// The entries up to (not including) `DT_NULL`.
        var entries: [(tag: Int64, value: UInt64)]
        /// File offset of the dynamic string table.
        var stringTable: Int
    }

    private func dynamicSection() throws(Problem) -> DynamicSection {
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46 else {
            throw Problem(reason: "not an ELF file")
        }
        guard bytes[4] == 2, bytes[5] == 1 else { throw Problem(reason: "not a 64-bit little-endian ELF file") }
        let headerOffset = try int(read64(at: 0x20))
        let headerSize = Int(try read16(at: 0x36))
        let headerCount = Int(try read16(at: 0x38))
        guard headerCount == 0 || headerSize >= 56 else {
            throw Problem(reason: "program headers of \(headerSize) bytes")
        }
        var loads: [(address: UInt64, offset: UInt64, size: UInt64)] = []
        var dynamic: (offset: Int, size: Int)?
        for index in 0..<headerCount {
            let base = headerOffset + index * headerSize
            let type = try read32(at: base)
            if type == 1 {  // PT_LOAD
                loads.append((try read64(at: base + 16), try read64(at: base + 8), try read64(at: base + 32)))
            } else if type == 2 {  // PT_DYNAMIC
                dynamic = (try int(read64(at: base + 8)), try int(read64(at: base + 32)))
            }
        }
        guard let dynamic else { throw Problem(reason: "no dynamic section (not a shared library)") }
        var entries: [(tag: Int64, value: UInt64)] = []
        for index in 0..<(dynamic.size / 16) {
            let tag = Int64(bitPattern: try read64(at: dynamic.offset + index * 16))
            if tag == 0 { break }
            entries.append((tag, try read64(at: dynamic.offset + index * 16 + 8)))
        }
        guard let address = entries.first(where: { $0.tag == Self.stringTableTag })?.value,
            let segment = loads.first(where: { address >= $0.address && address - $0.address < $0.size })
        else { throw Problem(reason: "no dynamic string table") }
        return DynamicSection(
            offset: dynamic.offset, entries: entries, stringTable: try int(address - segment.address + segment.offset))
    }

    private func string(at table: Int, offset: UInt64) throws(Problem) -> String {
        let start = table + (try int(offset))
        guard start < bytes.count, let end = bytes[start...].firstIndex(of: 0) else {
            throw Problem(reason: "a name outside the file")
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func int(_ value: UInt64) throws(Problem) -> Int {
        guard value < UInt64(bytes.count) else { throw Problem(reason: "an offset outside the file") }
        return Int(value)
    }

    private func read(_ width: Int, at offset: Int) throws(Problem) -> UInt64 {
        guard offset >= 0, offset <= bytes.count - width else { throw Problem(reason: "cut short") }
        var value: UInt64 = 0
        for index in (0..<width).reversed() {
            value = value << 8 | UInt64(bytes[offset + index])
        }
        return value
    }

    private func read16(at offset: Int) throws(Problem) -> UInt16 { UInt16(try read(2, at: offset)) }
    private func read32(at offset: Int) throws(Problem) -> UInt32 { UInt32(try read(4, at: offset)) }
    private func read64(at offset: Int) throws(Problem) -> UInt64 { try read(8, at: offset) }

    private mutating func write(_ value: UInt64, at offset: Int) {
        for index in 0..<8 {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))
        }
    }
}
