import InjectWorkflowInterfaces
import Testing

@Suite("Mailbox: addresses and their display")
struct MailboxTests {
    @Test(
        "well-formed addresses are accepted",
        arguments: ["ada@example.com", "grace.hopper+jobs@navy.mil", "x@a.b", "o'brien@mail.example.org"])
    func acceptsWellFormedAddresses(address: String) {
        #expect(Mailbox.isValidAddress(address))
    }

    @Test(
        "malformed addresses are refused",
        arguments: [
            "", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "ada@example..com",
            "a da@example.com", "ada@exa mple.com", "ada@.com", "ada@example.com.", "<ada@example.com>",
            "ada@ex,ample.com",
        ])
    func refusesMalformedAddresses(address: String) {
        #expect(!Mailbox.isValidAddress(address))
    }

    @Test("formatted shows the name and the address, or the bare address")
    func formatted() {
        #expect(Mailbox(name: "Ada Lovelace", address: "ada@example.com").formatted == "Ada Lovelace <ada@example.com>")
        #expect(Mailbox(address: "ada@example.com").formatted == "ada@example.com")
        #expect(Mailbox(name: "", address: "ada@example.com").formatted == "ada@example.com")
    }
}
