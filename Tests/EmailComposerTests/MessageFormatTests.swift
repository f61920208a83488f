import Foundation
import InjectWorkflowInterfaces
import Testing

@testable import InjectWorkflowEmailComposer

@Suite("RFC 5322 message pieces: quoted-printable, encoded-words, folding, dates")
struct MessageFormatTests {
    @Test("quoted-printable keeps ASCII readable and encodes '=', non-ASCII and trailing spaces")
    func quotedPrintableEncodes() {
        #expect(QuotedPrintable.encode("a = b") == "a =3D b\r\n")
        #expect(QuotedPrintable.encode("José") == "Jos=C3=A9\r\n")
        #expect(QuotedPrintable.encode("end \nnext\t") == "end=20\r\nnext=09\r\n")
        #expect(QuotedPrintable.encode("one\r\ntwo") == "one\r\ntwo\r\n")
    }

    @Test("quoted-printable lines stay within 76 characters and never split an =XX escape")
    func quotedPrintableWraps() {
        let encoded = QuotedPrintable.encode(String(repeating: "é", count: 40) + String(repeating: "x", count: 200))
        let lines = encoded.components(separatedBy: "\r\n").dropLast()
        #expect(lines.count > 3)
        for line in lines {
            #expect(line.utf8.count <= 76, "\(line)")
            #expect(!line.dropLast().hasSuffix("="), "escape split in \(line)")
        }
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("=") })
    }

    @Test("encoded-words stay within 75 characters and split only between Unicode scalars")
    func encodedWordsAreShort() throws {
        let text = String(repeating: "Ñ😀", count: 20)
        let words = EncodedWord.encode(text).split(separator: " ")
        #expect(words.count > 1)
        var decoded = Data()
        for word in words {
            #expect(word.count <= 75)
            #expect(word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?="))
            let base64 = word.dropFirst(10).dropLast(2)
            let bytes = try #require(Data(base64Encoded: String(base64)))
            #expect(String(data: bytes, encoding: .utf8) != nil, "a word cut a UTF-8 sequence")
            decoded += bytes
        }
        #expect(String(decoding: decoded, as: UTF8.self) == text)
    }

    @Test("display names are atoms, quoted strings or encoded-words as needed")
    func mailboxes() {
        #expect(RFC5322Message.mailbox(Mailbox(name: "Ada Lovelace", address: "a@x.io")) == "Ada Lovelace <a@x.io>")
        #expect(
            RFC5322Message.mailbox(Mailbox(name: "Lovelace, Ada \"A\"", address: "a@x.io"))
                == "\"Lovelace, Ada \\\"A\\\"\" <a@x.io>")
        #expect(RFC5322Message.mailbox(Mailbox(name: "José", address: "j@x.io")) == "=?UTF-8?B?Sm9zw6k=?= <j@x.io>")
        #expect(RFC5322Message.mailbox(Mailbox(address: "j@x.io")) == "<j@x.io>")
    }

    @Test("long headers fold at spaces before 78 characters")
    func longHeadersFold() {
        let folded = RFC5322Message.fold("Subject: " + Array(repeating: "word", count: 40).joined(separator: " "))
        let lines = folded.components(separatedBy: "\r\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.utf8.count <= 78 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(folded.replacingOccurrences(of: "\r\n", with: "").hasSuffix("word word"))
    }

    @Test("the Date header is RFC 5322 in UTC")
    func dateHeader() {
        #expect(MailDate.rfc5322(Harness.now) == "Sun, 22 Nov 2026 09:00:00 +0000")
        #expect(MailDate.rfc5322(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 +0000")
    }

    @Test("file names cannot leave the outbox")
    func safeFileNames() {
        #expect(OutboxMailer.safeFileName("d12") == "d12")
        #expect(OutboxMailer.safeFileName("../../etc/passwd") == "______etc_passwd")
    }
}
