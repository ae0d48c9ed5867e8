import Testing

@testable import LarderRender

@Suite("XMLText")
struct XMLTextTests {
    @Test("the five special characters become entities; other text is kept")
    func escapesTheFive() {
        #expect(
            XMLText.escape(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(XMLText.escape("Crème brûlée 日本") == "Crème brûlée 日本")
    }

    @Test("a quote followed by a combining mark is still escaped, so it cannot close an attribute")
    func quoteWithCombiningMark() {
        #expect(XMLText.escape("x\"\u{301} onload=\"y") == "x&quot;\u{301} onload=&quot;y")
    }
}
