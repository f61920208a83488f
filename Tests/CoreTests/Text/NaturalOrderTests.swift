import InjectWorkflowCore
import Testing

@Suite("Natural order and search keys")
struct NaturalOrderTests {
    @Test("digit runs compare by value; letters ignore case; ties fall back to the exact text")
    func naturalOrder() {
        #expect(
            ["c10", "c2", "c100", "c1", "c9"].sorted(by: NaturalOrder.areInIncreasingOrder)
                == ["c1", "c2", "c9", "c10", "c100"])
        #expect(
            ["Room 10", "room 9", "Room 9b", "Room 09"].sorted(by: NaturalOrder.areInIncreasingOrder)
                == ["Room 09", "room 9", "Room 9b", "Room 10"])
        #expect(["b", "B", "a"].sorted(by: NaturalOrder.areInIncreasingOrder) == ["a", "B", "b"])
        #expect(NaturalOrder.compare("x", "x") == .orderedSame)
        #expect(NaturalOrder.compare("x1", "x") == .orderedDescending)
        let huge = String(repeating: "9", count: 400)
        #expect(NaturalOrder.areInIncreasingOrder("n" + huge, "n1" + huge))
    }

    @Test("search keys ignore case and accents")
    func searchKeys() {
        #expect(SearchKey("José Núñez").contains(SearchKey("jose nun")))
        #expect(SearchKey("ada@EXAMPLE.com").contains(SearchKey("Example")))
        #expect(SearchKey("Zoë").contains(SearchKey("ZOE")))
        #expect(!SearchKey("Ada").contains(SearchKey("Grace")))
        #expect(SearchKey("anything").contains(SearchKey("")))
    }
}
