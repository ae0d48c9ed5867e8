import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderRender

/// Only a web address becomes a link; everything else a hostile export could hold stays text.
@Suite struct SafeURLTests {
    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", "JavaScript:alert(document.cookie)", " javascript:alert(1)",
        "\u{01}javascript:alert(1)", "\tjavascript:alert(1)", "java\nscript:alert(1)", "\u{0}https://img.example/a.png",
        "data:text/html,<script>alert(1)</script>", "data:image/png;base64,AAAA", "vbscript:msgbox(1)",
        "//evil.example/x.png", "http:/x", "https:img.example", "http://", "https:///path-only",
        "ftp://files.example/a.png", "file:///etc/passwd", "/relative/a.png", "img.example/a.png", "",
        "https://bank.example@evil.example/", "https://user:secret@img.example/a.png",
    ])
    func anythingButAWebAddressIsRefused(_ text: String) {
        #expect(SafeURL(text) == nil, "\(text.debugDescription) must not become a link")
    }

    @Test(arguments: [
        ("https://img.example/mixer.png?size=l&fmt=png", "https://img.example/mixer.png?size=l&fmt=png", "img.example"),
        ("http://shop.example:8080/p/1", "http://shop.example:8080/p/1", "shop.example"),
        ("HTTPS://IMG.Example/A.png", "HTTPS://IMG.Example/A.png", "img.example"),
        ("https://img.example/a b.png", "https://img.example/a%20b.png", "img.example"),
    ])
    func aWebAddressIsKept(_ text: String, _ href: String, _ host: String) throws {
        let url = try #require(SafeURL(text))
        #expect(url.href == href)
        #expect(url.host == host)
    }

    @Test func quotesAndAnglesCannotLeaveTheAttribute() throws {
        let url = try #require(SafeURL("https://img.example/tea\"pot<1>.png?a=1&b='2'"))
        #expect(url.href == "https://img.example/tea%22pot%3C1%3E.png?a=1&b='2'")
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("<a href=\"{{href}}\">{{host}}</a>", to: "link.html.mustache")
        let html = try TemplateLibrary(folder: folder.url).render(
            ["href": url.href, "host": url.host], template: "link.html")
        #expect(html == "<a href=\"https://img.example/tea%22pot%3C1%3E.png?a=1&amp;b=&#39;2&#39;\">img.example</a>")
        let link = try #require(try PageAudit.elements(of: html, page: "t.html").first { $0.name == "a" })
        #expect(link.attributeNames == ["href"])
        #expect(link.attribute("href") == "https://img.example/tea%22pot%3C1%3E.png?a=1&b='2'")
    }
}
