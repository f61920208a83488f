import InjectWorkflowCore
import Testing

@Suite("DataDirectory")
struct DataDirectoryTests {
    @Test(
        arguments: [
            (
                "/from/option", ["WORKFLOW_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"],
                "/from/option"
            ),
            (nil, ["WORKFLOW_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/env"),
            (nil, ["WORKFLOW_DATA_DIR": "", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/xdg/workflow"),
            (nil, ["HOME": "/home/u"], "/home/u/.local/share/workflow"),
            ("relative/dir", ["HOME": "/home/u"], "/work/here/relative/dir"),
        ] as [(String?, [String: String], String)])
    func theFirstSourceThatIsSetWins(option: String?, environment: [String: String], expected: String) throws {
        let url = try DataDirectory.resolve(option: option, environment: environment, currentDirectory: "/work/here")
        #expect(url.path == expected)
    }

    @Test func withNothingSetItIsAUsageErrorSayingWhatToSet() {
        let error = #expect(throws: AppError.self) {
            try DataDirectory.resolve(option: nil, environment: [:], currentDirectory: "/")
        }
        #expect(error?.exitCode == .usage)
        #expect(error?.hint == "pass --data-dir <dir> or set WORKFLOW_DATA_DIR")
    }
}
