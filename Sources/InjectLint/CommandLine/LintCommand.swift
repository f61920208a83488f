/// The `inject-lint` command: parses arguments, finds the configuration and the files, lints, reports.
///
/// The executable is one line over this type, so everything it does can be tested in-process too:
///
/// ```swift
/// // Sources/inject-lint/main.swift
/// exit(LintCommand.run(argumentBytes: LintCommand.processArgumentBytes).rawValue)
/// ```
///
/// What the user sees:
///
/// ```
/// $ inject-lint Sources
/// /pkg/Sources/Features/Events/EventsService.swift:12:5: error: 'Mailer' is injected into 'EventsServiceImpl.mailer' but never registered [unregistered]
/// inject-lint: 1 error, 0 warnings in 14 files (0.01 s)
/// $ echo $?
/// 1
/// ```
public enum LintCommand {
    /// Runs the command with `arguments` (without the program name), writing the report to standard output and
    /// messages to standard error, and returns the exit status.
    public static func run(arguments: [String]) -> ExitStatus {
        run(parsing: arguments.map(DiskPath.init))
    }

    /// Runs the command with `argumentBytes` (without the program name), each argument as the bytes the process
    /// received. A file or folder named on the command line need not be valid UTF-8 (`CommandLine.arguments`
    /// would have replaced each stray byte with U+FFFD, naming a file that does not exist); it is opened by its
    /// bytes and printed with `\xFF` escapes.
    public static func run(argumentBytes: [[UInt8]]) -> ExitStatus {
        run(parsing: argumentBytes.map(DiskPath.init(bytes:)))
    }

    /// The process's arguments after the program name, as bytes (`argv` itself, not `CommandLine.arguments`).
    public static var processArgumentBytes: [[UInt8]] {
        (0..<Int(CommandLine.argc)).dropFirst().map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            var bytes: [UInt8] = []
            var offset = 0
            while argument[offset] != 0 {
                bytes.append(UInt8(bitPattern: argument[offset]))
                offset += 1
            }
            return bytes
        }
    }

    private static func run(parsing arguments: [DiskPath]) -> ExitStatus {
        let options: LintOptions
        do {
            options = try LintOptions.parse(received: arguments)
        } catch {
            printError(error.message + "\n" + HelpText.usage + "\nRun 'inject-lint --help' for more.")
            return .failure
        }
        switch options.action {
        case .help:
            FileSystem.writeToStandardStream(HelpText.help, descriptor: 1)
            return .success
        case .version:
            FileSystem.writeToStandardStream("inject-lint \(InjectLintVersion.current)\n", descriptor: 1)
            return .success
        case .listRules:
            FileSystem.writeToStandardStream(HelpText.ruleList(ruleTable), descriptor: 1)
            return .success
        case .lint:
            do {
                return try lint(options)
            } catch {
                printError(error.message)
                return .failure
            }
        }
    }

    private static func lint(_ options: LintOptions) throws(LintCommandError) -> ExitStatus {
        let clock = ContinuousClock()
        let start = clock.now
        let workingDirectory = FileSystem.currentDirectory()
        let givenPaths = options.paths.isEmpty ? [DiskPath(".")] : options.paths
        var paths: [DiskPath] = []
        for given in givenPaths {
            let absolute = given.absolute(relativeTo: workingDirectory)
            guard FileSystem.kind(at: absolute) != nil else {
                throw .discovery(.pathNotFound(given: given.text, absolute: absolute.text))
            }
            paths.append(absolute)
        }

        var configuration = try loadConfiguration(
            options, firstPath: paths[0].text, workingDirectory: workingDirectory)
        if let given = options.buildConditions {
            configuration.buildConditions = configuration.buildConditions.map { $0.merging(given) } ?? given
        }
        configuration.featureModulesOnDisk = FileDiscovery.featureModules(of: configuration)
        if let given = options.manifestPath {
            configuration.manifestPath = Path.absolute(given, relativeTo: workingDirectory)
        }
        if let manifestPath = configuration.manifestPath {
            do {
                configuration.manifest = LoadedManifest(
                    registrations: try RegistrationManifest.load(path: manifestPath), path: manifestPath)
            } catch {
                throw .manifest(error)
            }
        }
        var files: FileStream
        do {
            files = try FileDiscovery(configuration: configuration).files(under: paths)
        } catch {
            throw .discovery(error)
        }

        let display: (String) -> String =
            options.relativePaths ? { Path.relative($0, to: workingDirectory) } : { $0 }
        let (diagnostics, utf16Columns, fileCount, context) = try lint(
            &files, configuration: configuration, displayPath: display)
        let manifestCheck = try writeAndCheckManifests(options, context: context, workingDirectory: workingDirectory)

        // The option table accepted only names from `Reporters.names`, so the lookup cannot fail here.
        let reporter = Reporters.named(options.reporter)!.init(context: reportContext(utf16Columns: utf16Columns))
        FileSystem.writeToStandardStream(reporter.report(diagnostics), descriptor: 1)
        if let output = options.outputPath {
            try writeGeneratedFile(Path.absolute(output, relativeTo: workingDirectory))
        }
        if !options.quiet {
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            printError(RunSummary(diagnostics: diagnostics, files: fileCount, seconds: seconds).line)
        }
        if let problem = manifestCheck { printError(problem) }
        return diagnostics.contains { $0.severity == .error } || manifestCheck != nil ? .lintErrors : .success
    }

    private static func loadConfiguration(
        _ options: LintOptions,
        firstPath: String,
        workingDirectory: String
    ) throws(LintCommandError) -> LintConfiguration {
        do {
            if let explicit = options.configurationPath {
                let path = Path.absolute(explicit, relativeTo: workingDirectory)
                return try ConfigurationLoader.load(path: path, knownRules: knownRuleIDs)
            }
            let start = FileSystem.kind(atPath: firstPath) == .directory ? firstPath : Path.directory(of: firstPath)
            let location = ConfigurationLocator.locate(from: start, workingDirectory: workingDirectory)
            guard let file = location.file else { return LintConfiguration(rootDirectory: location.rootDirectory) }
            return try ConfigurationLoader.load(path: file, knownRules: knownRuleIDs)
        } catch {
            throw .configuration(error)
        }
    }

    /// The build-tool plugin declares this file as its command's output: SwiftPM compiles it into the target, so
    /// it must be valid (empty) Swift, and it must be written for the command to count as done.
    private static func writeGeneratedFile(_ path: String) throws(LintCommandError) {
        let contents = "// Generated by inject-lint \(InjectLintVersion.current) as the build-tool plugin's output.\n"
        do {
            try FileSystem.replaceContents(ofPath: path, with: contents)
        } catch {
            throw .outputUnwritable(path: path, reason: error.reason)
        }
    }

    static func printError(_ message: String) {
        FileSystem.writeToStandardStream(message + "\n", descriptor: 2)
    }
}
