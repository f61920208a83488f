import Foundation
import Testing

@testable import InjectWorkflowApp

/// The macOS installer's check (``MachOPlugin``), run here on real Mach-O libraries that `zig cc` links for
/// aarch64-macos and x86_64-macos: a plugin must load the SDK as `@rpath/libInjectWorkflowSDK.dylib` and carry no
/// absolute LC_RPATH. Skipped without zig (`pip install ziglang`; `.ci/run` installs it for `.ci/c-apple`).
@Suite("macOS plugin libraries", .enabled(if: Zig.available, Zig.skipReason))
struct MachOPluginTests {
    /// Links `sources` into `output` in `directory` for `target` with `flags`; returns the file's bytes.
    static func link(
        _ output: String, in directory: URL, target: String = "aarch64-macos", sources: [String: String],
        flags: [String]
    ) throws -> [UInt8] {
        var files: [String] = []
        for (name, text) in sources {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            files.append(name)
        }
        try Zig.run(["cc", "-target", target, "-shared", "-o", output] + files.sorted() + flags, in: directory)
        return [UInt8](try Data(contentsOf: directory.appendingPathComponent(output)))
    }

    /// The SDK library (installed by `installName`) and a plugin that calls it, linked with `pluginFlags`.
    static func plugin(
        sdkInstallName: String = "@rpath/libInjectWorkflowSDK.dylib",
        pluginFlags: [String] = ["-Wl,-rpath,@loader_path"],
        target: String = "aarch64-macos", definesTheSDKItself: Bool = false
    ) throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("MachO-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try link(
            "libInjectWorkflowSDK.dylib", in: directory, target: target,
            sources: ["sdk.c": "int sdk_symbol(void) { return 1; }\n"],
            flags: ["-Wl,-install_name,\(sdkInstallName)"])
        if definesTheSDKItself {
            return try link(
                "libPlugin.dylib", in: directory, target: target,
                sources: [
                    "plugin.c": "int sdk_symbol(void) { return 2; }\nint plugin(void) { return sdk_symbol(); }\n"
                ],
                flags: pluginFlags)
        }
        return try link(
            "libPlugin.dylib", in: directory, target: target,
            sources: ["plugin.c": "int sdk_symbol(void);\nint plugin(void) { return sdk_symbol(); }\n"],
            flags: ["-L.", "-lInjectWorkflowSDK"] + pluginFlags)
    }

    @Test(arguments: ["aarch64-macos", "x86_64-macos"])
    func aPluginThatLoadsTheSDKByRPathIsAccepted(target: String) throws {
        #expect(MachOPlugin.refusal(of: try Self.plugin(target: target), path: "libPlugin.dylib") == nil)
    }

    @Test func aPluginThatLoadsTheSDKFromAFixedPathIsRefusedNamingIt() throws {
        let fixed = "/Users/ada/Scorecards/.build/debug/libInjectWorkflowSDK.dylib"
        let refusal = MachOPlugin.refusal(of: try Self.plugin(sdkInstallName: fixed), path: "libPlugin.dylib")
        #expect(
            refusal
                == .sdkElsewhere(path: "libPlugin.dylib", loads: fixed, expected: "@rpath/libInjectWorkflowSDK.dylib"))
    }

    @Test func aPluginWithAnAbsoluteRPathIsRefusedNamingIt() throws {
        let bytes = try Self.plugin(pluginFlags: ["-Wl,-rpath,@loader_path", "-Wl,-rpath,/Users/ada/.build/debug"])
        #expect(
            MachOPlugin.refusal(of: bytes, path: "libPlugin.dylib")
                == .absoluteSearchPath(path: "libPlugin.dylib", searchPath: "/Users/ada/.build/debug"))
    }

    @Test func aPluginThatDoesNotLoadTheSDKCarriesItsOwnCopy() throws {
        let refusal = MachOPlugin.refusal(of: try Self.plugin(definesTheSDKItself: true), path: "libPlugin.dylib")
        #expect(
            refusal?.appError.message
                == "plugin libPlugin.dylib carries its own copy of the workflow SDK (it does not load "
                + "libInjectWorkflowSDK.dylib) instead of using inject-workflow's, so its types and the app's would "
                + "not match")
    }

    @Test func aUniversalFileIsCheckedSliceBySlice() throws {
        let good = try Self.plugin(target: "x86_64-macos")
        let bad = try Self.plugin(pluginFlags: ["-Wl,-rpath,/opt/sdk"])
        #expect(MachOPlugin.refusal(of: Self.universal([good, try Self.plugin()]), path: "p") == nil)
        #expect(
            MachOPlugin.refusal(of: Self.universal([good, bad]), path: "p")
                == .absoluteSearchPath(path: "p", searchPath: "/opt/sdk"))
    }

    @Test func whatIsNotAWholeMachOLibraryIsRefusedWithoutReadingPastItsEnd() throws {
        let good = try Self.plugin()
        #expect(
            MachOPlugin.refusal(of: Array(good.prefix(200)), path: "p")
                == .notALibrary(path: "p", reason: "a Mach-O file cut short"))
        #expect(
            MachOPlugin.refusal(of: Array("\u{7F}ELF not this".utf8), path: "p")
                == .notALibrary(path: "p", reason: "not a 64-bit Mach-O file"))
        #expect(MachOPlugin.refusal(of: [], path: "p") == .notALibrary(path: "p", reason: "not a 64-bit Mach-O file"))
        var executable = good
        executable[12] = 2  // MH_EXECUTE
        #expect(
            MachOPlugin.refusal(of: executable, path: "p")
                == .notALibrary(path: "p", reason: "a Mach-O file that is not a dynamic library"))
        // Every prefix of a real library is refused or accepted, never read past its end (AddressSanitizer-clean).
        for length in stride(from: 0, through: good.count, by: 97) {
            _ = MachOPlugin.refusal(of: Array(good.prefix(length)), path: "p")
        }
    }

    /// A universal (fat) file of `slices`, each at a 16 KiB boundary, as `lipo -create` writes one.
    static func universal(_ slices: [[UInt8]]) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        var header = bigEndian(0xcafe_babe) + bigEndian(UInt32(slices.count))
        var body: [UInt8] = []
        var offset = 16_384
        for slice in slices {
            let cpu = slice[4...7].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            header +=
                bigEndian(cpu) + bigEndian(0) + bigEndian(UInt32(offset)) + bigEndian(UInt32(slice.count))
                + bigEndian(14)
            body += [UInt8](repeating: 0, count: offset - 16_384 - body.count) + slice
            offset = 16_384 + ((body.count + 16_383) / 16_384) * 16_384
        }
        return header + [UInt8](repeating: 0, count: 16_384 - header.count) + body
    }
}

/// `python3 -m ziglang`, the C compiler that links Mach-O files on Linux.
enum Zig {
    static let available: Bool = (try? run(["version"], in: FileManager.default.temporaryDirectory)) != nil
    static let skipReason: Comment = "needs zig to link Mach-O files: python3 -m pip install ziglang"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "ziglang"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "zig \(arguments): \(text)") }
        return text
    }
}
