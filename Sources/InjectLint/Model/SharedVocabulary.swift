import InjectDiagnostics

// The diagnostic model lives in `InjectDiagnostics`, shared with Inject's start-up analyser, so both tools print
// the same problem the same way. These names keep it part of the linter's own API.

/// One problem found by a rule: see `InjectDiagnostics.Diagnostic`. The linter always sets a location.
///
/// ```
/// /pkg/Sources/Features/Events/EventsService.swift:12:5: error: 'Mailer' is injected into 'EventsServiceImpl.mailer' but never registered; … [unregistered]
/// /pkg/Sources/app/Composition.swift:40:9: note: did you mean 'Mailing'?
/// ```
public typealias Diagnostic = InjectDiagnostics.Diagnostic
/// A place in a source file (1-based line, column in UTF-8 bytes): see `InjectDiagnostics.SourceLocation`.
public typealias SourceLocation = InjectDiagnostics.SourceLocation
/// Error or warning: see `InjectDiagnostics.Severity`.
public typealias Severity = InjectDiagnostics.Severity
