import Foundation
import Testing

@testable import LarderImport

@Suite("HTMLDocument")
struct HTMLDocumentTests {
    @Test(
        "Text as a reader sees it",
        arguments: [
            ("<td><b>Milk</b> <span>2%</span></td>", "Milk 2%"),
            ("<td>\n   Ben &amp; Jerry&#39;s\t&nbsp; <i>Cookie&nbsp;Dough</i>\n</td>", "Ben & Jerry's Cookie Dough"),
            ("<td>Hidden behind<br>the peas</td>", "Hidden behind the peas"),
            ("<td><p>Fresh</p><p>daily</p></td>", "Fresh daily"),
            ("<td>Crème&nbsp;fraîche &euro;&#8364;&#x20AC; <!-- 0,89 --></td>", "Crème fraîche €€€"),
            ("<td>A1<script>track('a1')</script></td>", "A1 track('a1')"),
            ("<td>&lt;b&gt; is not bold</td>", "<b> is not bold"),
        ])
    func text(_ html: String, expected: String) throws {
        let document = try HTMLDocument(data: Data("<table><tr>\(html)</tr></table>".utf8), path: "cell.html")
        let cell = try #require(document.root?.descendants(named: ["td"]).first)
        #expect(cell.text() == expected)
    }

    @Test("A page nested deeper than libxml2 allows (256 levels) is refused, not read in part")
    func deepNesting() throws {
        let deep = String(repeating: "<div>", count: 250) + "deep" + String(repeating: "</div>", count: 250)
        let deeper = String(repeating: "<div>", count: 300) + "deeper" + String(repeating: "</div>", count: 300)
        let document = try HTMLDocument(data: Data(("<p>shallow</p>" + deep + "<p>after</p>").utf8), path: "ok.html")
        #expect(document.root?.text() == "shallow deep after")
        #expect(
            throws: ImportError.malformedHTML(
                path: "deep.html",
                reason: "its elements nest deeper than 256 levels, where the HTML parser stops reading")
        ) { try HTMLDocument(data: Data(("<p>shallow</p>" + deep + deeper).utf8), path: "deep.html") }
    }

    @Test(
        "The charset a page declares",
        arguments: [
            (#"<meta charset="utf-8">"#, "utf-8"),
            ("<META CHARSET=ISO-8859-1>", "iso-8859-1"),
            (#"<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">"#, "windows-1252"),
            (#"<meta name="description" content="Prices in €"><p>charset=utf-8</p>"#, nil),
            (#"<body><meta charset="utf-8">"#, nil),
            ("<p>No head at all</p>", nil),
        ] as [(String, String?)])
    func declaredCharset(_ head: String, expected: String?) {
        #expect(HTMLDocument.declaredCharset(in: Data(head.utf8)) == expected)
    }

    @Test(
        "A page without a charset, or with one libxml2 does not know, is read as UTF-8, not as Latin-1",
        arguments: ["", #"<meta charset="x-no-such-charset">"#])
    func undeclaredIsUTF8(_ head: String) throws {
        // Left to itself, libxml2 reads the rest of the page as Latin-1 from the first byte that is not UTF-8.
        let page = Data("\(head)<p>caf".utf8) + [0xE9] + Data("</p><p>3,99 € · Crème</p>".utf8)
        let document = try HTMLDocument(data: page, path: "price.html")
        #expect(document.root?.text() == "caf\u{FFFD} 3,99 € · Crème")
    }

    @Test("HTML fragments in JSON-LD text become plain text")
    func plainTextOfFragments() {
        #expect(HTMLDocument.plainText(ofFragment: "Ben &amp; Jerry&#39;s") == "Ben & Jerry's")
        #expect(HTMLDocument.plainText(ofFragment: "<p>Fresh <b>daily</b></p>") == "Fresh daily")
        #expect(HTMLDocument.plainText(ofFragment: "Plain   text") == "Plain   text")
    }

    @Test func attributesAreListedByNameInOrder() throws {
        let document = try HTMLDocument(
            data: Data("<p><a HREF=\"x.html\" onClick=\"go()\" class=a>x</a></p>".utf8), path: "a.html")
        let link = try #require(document.root?.descendants(named: ["a"]).first)
        #expect(link.attributeNames == ["href", "onclick", "class"])
        #expect(link.attribute("onclick") == "go()")
    }
}
