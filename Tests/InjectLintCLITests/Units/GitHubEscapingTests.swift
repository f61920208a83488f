import Testing

@testable import InjectLint

/// GitHub workflow commands need `%`, CR, LF escaped everywhere, and `:` `,` in properties too.
@Suite("GitHub escaping")
struct GitHubEscapingTests {
    @Test func messageEscapes() {
        #expect(GitHubReporter.escapeData("100%\r\nnext: a, b") == "100%25%0D%0Anext: a, b")
    }

    @Test func propertyEscapesSeparatorsToo() {
        #expect(GitHubReporter.escapeProperty("C:/a,b%\n") == "C%3A/a%2Cb%25%0A")
    }

    @Test func sarifURIsArePercentEncoded() {
        #expect(SARIFReporter.uri(for: "/p q/a,b.swift") == "file:///p%20q/a%2Cb.swift")
        #expect(SARIFReporter.uri(for: "Sources/é.swift") == "Sources/%C3%A9.swift")
    }
}
