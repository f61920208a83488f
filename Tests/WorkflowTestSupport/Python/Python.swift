import Foundation

/// Runs `python3 -c script arguments…` and returns its standard output; throws ``PythonFailure`` with standard
/// error when it exits non-zero. The format tests use it to parse files with real, independent parsers.
///
/// ```swift
/// let json = try runPython("import sys; print(sys.argv[1])", arguments: ["hello"])
/// ```
public func runPython(_ script: String, arguments: [String]) throws -> String {
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

/// Writes `contents` to a temporary file called `fileName` (the directory is removed afterwards), runs `script`
/// with the file's path as its one argument, and decodes the JSON the script prints.
///
/// ```swift
/// let parsed: Parsed = try parseWithPython(data, named: "d1.eml", script: EmlFileTests.parser)
/// ```
public func parseWithPython<Parsed: Decodable>(
    _ contents: Data, named fileName: String, script: String
) throws
    -> Parsed
{
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(fileName)
    try contents.write(to: file)
    let json = try runPython(script, arguments: [file.path])
    return try JSONDecoder().decode(Parsed.self, from: Data(json.utf8))
}
