public import InjectDiagnostics

/// A place in the user's source code, as captured by `#fileID`, `#filePath`, `#line` and `#column`: the location
/// type the linter uses too (`SourceLocation`, whose `path` is the `fileID` here).
///
/// Every registration and every `@Injected` property remembers where it was written, so reports point at
/// the user's declaration and not at Inject's own files:
///
/// ```swift
/// let location = CodeLocation(fileID: "App/Composition.swift", line: 12, column: 5)
/// print(location)  // App/Composition.swift:12:5
/// ```
///
/// Two locations are equal when their `fileID`, `line` and `column` are: `filePath` is extra detail (where the
/// file is on the machine that compiled it), not part of the identity.
public typealias CodeLocation = SourceLocation
