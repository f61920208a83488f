import Foundation

/// Finds what in the data directory others could read: the directory and every folder in it should be
/// `0700`, every file `0600`. `inject-workflow doctor` reports the findings and `inject-workflow doctor --fix` repairs them.
///
/// The app creates everything with these modes whatever the umask; this catches what was created by hand, by an
/// earlier release, or loosened since.
///
/// ```swift
/// for finding in PrivacyCheck.findings(inDataDirectory: path) { print(finding.line) }
/// try PrivacyCheck.fix(PrivacyCheck.findings(inDataDirectory: path))
/// ```
public enum PrivacyCheck {
    /// One file or folder whose mode lets others in.
    public struct Finding: Hashable, Sendable {
        /// Its full path.
        public var path: String
        /// Its mode now (permission bits only).
        public var mode: Int
        /// The mode it should have (`0o700` for folders, `0o600` for files).
        public var expected: Int

        /// `"/d/workflow.sqlite is 0644, readable by others (should be 0600)"`.
        public var line: String {
            "\(path) is \(Self.octal(mode)), open to others (should be \(Self.octal(expected)))"
        }

        /// `"/d/workflow.sqlite 0644 → 0600"`: what `--fix` changed.
        public var fixedLine: String { "\(path) \(Self.octal(mode)) → \(Self.octal(expected))" }

        /// The mode now in octal, as `chmod` takes it: `"0644"`.
        public var modeText: String { Self.octal(mode) }

        /// The mode it should have in octal: `"0600"`.
        public var expectedText: String { Self.octal(expected) }

        static func octal(_ mode: Int) -> String { "0" + String(mode, radix: 8) }
    }

    /// Everything under `dataDirectory` (itself included) that is more open than it should be, sorted by path.
    /// A missing directory has no findings. Symbolic links are not followed.
    public static func findings(inDataDirectory dataDirectory: String) -> [Finding] {
        var findings: [Finding] = []
        var pending = [dataDirectory]
        while let path = pending.popLast() {
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let mode = Int(info.st_mode & 0o777)
            let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            guard isDirectory || (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let expected = isDirectory ? 0o700 : 0o600
            if mode & 0o077 != 0 { findings.append(Finding(path: path, mode: mode, expected: expected)) }
            if isDirectory {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                pending += names.map { "\(path)/\($0)" }
            }
        }
        return findings.sorted { $0.path < $1.path }
    }

    /// Sets each finding's expected mode; throws for the first that cannot be changed.
    public static func fix(_ findings: [Finding]) throws(AppError) {
        for finding in findings where chmod(finding.path, mode_t(finding.expected)) != 0 {
            throw AppError(
                "cannot change the mode of \(finding.path): \(describeErrno(errno))",
                hint: "change it by hand: chmod \(Finding.octal(finding.expected)) '\(finding.path)'")
        }
    }
}
