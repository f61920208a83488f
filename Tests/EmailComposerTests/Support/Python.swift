import Foundation

/// Runs `python3 -c script arguments…` and returns its standard output; throws with standard error when it
/// exits non-zero. The format tests use it to parse files with real, independent parsers.
func runPython(_ script: String, arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw PythonFailure(status: process.terminationStatus, standardError: String(decoding: err, as: UTF8.self))
    }
    return String(decoding: out, as: UTF8.self)
}

struct PythonFailure: Error, CustomStringConvertible {
    var status: Int32
    var standardError: String
    var description: String {
        "python3 exited with \(status):\n\(standardError)\n"
            + "(these format checks need python3; the .ics check also needs the icalendar package: "
            + "'python3 -m pip install icalendar', which .ci/run does)"
    }
}

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("appfeat-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
