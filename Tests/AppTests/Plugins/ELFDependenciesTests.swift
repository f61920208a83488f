import Foundation
import Testing

@testable import InjectWorkflowApp

/// Installing a plugin drops its `libInjectWorkflowSDK.so` need in place, so it binds to the app's own SDK.
@Suite("ELF dependencies")
struct ELFDependenciesTests {
    /// A real ELF file with a dynamic section: the app's own executable.
    static func appBytes() throws -> [UInt8] {
        guard let url = AppBinary.url else { throw SandboxError("the inject-workflow executable was not found") }
        return [UInt8](try Data(contentsOf: url))
    }

    @Test func readsTheLibrariesAnExecutableNeeds() throws {
        let needed = try ELFDependencies(bytes: Self.appBytes()).needed()
        #expect(needed.contains("libswiftCore.so"), "\(needed)")
    }

    @Test func removingANeedKeepsTheOthersInOrderAndTheFileItsSize() throws {
        let bytes = try Self.appBytes()
        var library = ELFDependencies(bytes: bytes)
        let before = try library.needed()
        #expect(try library.remove(needed: "libswiftCore.so"))
        #expect(library.bytes.count == bytes.count)
        #expect(try library.needed() == before.filter { $0 != "libswiftCore.so" })
        #expect(try !library.remove(needed: "libswiftCore.so"), "a second removal finds nothing")
    }

    @Test(arguments: [
        ([UInt8](), "not an ELF file"),
        (Array("#!/bin/sh\necho not a library\n".utf8), "not an ELF file"),
        ([0x7F, 0x45, 0x4C, 0x46, 1, 1] + [UInt8](repeating: 0, count: 58), "not a 64-bit little-endian ELF file"),
        (
            [0x7F, 0x45, 0x4C, 0x46, 2, 1] + [UInt8](repeating: 0, count: 58),
            "no dynamic section (not a shared library)"
        ),
    ])
    func refusesWhatIsNotA64BitSharedLibrary(bytes: [UInt8], reason: String) {
        #expect(throws: ELFDependencies.Problem(reason: reason)) { try ELFDependencies(bytes: bytes).needed() }
    }

    @Test func corruptedHeadersAreRefusedNeverReadOutOfBounds() throws {
        let original = Array(try Self.appBytes().prefix(64 * 1024))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var bytes = original
            // Corrupt the header and program headers, where every offset the reader follows comes from.
            for _ in 0..<4 {
                bytes[Int.random(in: 16..<1024, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            var library = ELFDependencies(bytes: bytes)
            _ = try? library.needed()
            _ = try? library.remove(needed: "libswiftCore.so")
        }
    }
}
