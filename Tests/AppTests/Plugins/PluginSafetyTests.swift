import Foundation
import Testing

@testable import InjectWorkflowApp

/// Plugins load only from files no one else can change, as SSH judges a key.
@Suite("Plugin safety")
final class PluginSafetyTests {
    let data: String
    let file: String

    init() throws {
        data = FileManager.default.temporaryDirectory.appendingPathComponent("PluginSafety-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(
            atPath: data + "/plugins", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chmod(data, 0o700)
        file = data + "/plugins/notes.so"
        _ = FileManager.default.createFile(
            atPath: file, contents: Data("x".utf8), attributes: [.posixPermissions: 0o600])
    }

    deinit {
        try? FileManager.default.removeItem(atPath: data)
    }

    @Test func aPrivateFileInPrivateFoldersMayLoad() {
        #expect(PluginSafety.problem(file: file, dataDirectory: data) == nil)
    }

    @Test func aFileWritableByItsGroupOrOthersIsRefused() {
        chmod(file, 0o620)
        #expect(PluginSafety.problem(file: file, dataDirectory: data) == "\(file) is writable by its group")
        chmod(file, 0o602)
        #expect(PluginSafety.problem(file: file, dataDirectory: data) == "\(file) is writable by others")
    }

    @Test func aWritableFolderOnTheWayIsRefused() {
        chmod(data + "/plugins", 0o770)
        #expect(PluginSafety.problem(file: file, dataDirectory: data) == "\(data)/plugins is writable by its group")
        chmod(data + "/plugins", 0o700)
        chmod(data, 0o707)
        #expect(PluginSafety.problem(file: file, dataDirectory: data) == "\(data) is writable by others")
    }

    @Test func aSymbolicLinkIsRefused() {
        let link = data + "/plugins/link.so"
        symlink(file, link)
        #expect(
            PluginSafety.problem(file: link, dataDirectory: data)
                == "\(link) is not a regular file (a link or a folder)")
    }

    @Test func aFileOwnedByAnotherUserIsRefused() {
        // Judged as a user who owns nothing here (the test cannot chown without root).
        let stranger = getuid() == 0 ? uid_t(4242) : getuid() + 1
        let problem = PluginSafety.problem(file: file, dataDirectory: data, user: stranger)
        if getuid() == 0 {
            // Files owned by root pass for anyone, as SSH accepts root-owned keys.
            #expect(problem == nil)
        } else {
            #expect(problem == "\(file) is owned by another user (uid \(getuid()))")
        }
    }
}
