import Foundation
import LarderTestSupport
import Testing

@testable import LarderRender

/// Imported names written to become links, images, HTML or block structure under GitHub's renderer
/// (cmark-gfm with its autolink extension) stay the text they are, wherever report.md places them.
@Suite struct MarkdownTextTests {
    /// Hostile names and what ``MarkdownText/escape(_:)`` makes of them; `⁠` is the word joiner U+2060.
    static let cases: [(name: String, escaped: String)] = [
        ("https://evil.example/login", #"https\://evil\.example/login"#),
        ("HTTPS://EVIL.EXAMPLE", #"HTTPS\://EVIL\.EXAMPLE"#),
        ("ftp://evil.example/file", #"ftp\://evil\.example/file"#),
        ("www.evil.example", #"www\.evil\.example"#),
        ("(www.evil.example)", #"(www\.evil\.example)"#),
        ("someone@evil.example", "someone\u{2060}@evil\\.example"),
        ("mailto:someone@evil.example", "mailto\\:someone\u{2060}@evil\\.example"),
        ("xmpp:someone@evil.example/home", "xmpp\\:someone\u{2060}@evil\\.example/home"),
        ("<https://evil.example>", #"\<https\://evil\.example\>"#),
        ("[login](https://evil.example)", #"\[login\](https\://evil\.example)"#),
        ("![x](https://evil.example/x.png)", #"\!\[x\](https\://evil\.example/x\.png)"#),
        ("<img src=x onerror=alert(1)>", #"\<img src=x onerror=alert(1)\>"#),
        ("&lt;b&gt; &#58; &amp;", ##"\&lt;b\&gt; \&\#58; \&amp;"##),
        ("# Heading", ##"\# Heading"##),
        ("- item", #"\- item"#),
        ("+ item", #"\+ item"#),
        ("1. item", #"1\. item"#),
        ("12) item", #"12\) item"#),
        ("> quote", #"\> quote"#),
        ("===", #"\==="#),
        ("---", #"\---"#),
        ("a | b", #"a \| b"#),
        ("line\nbreak\r\nand\rmore", "line break and more"),
        ("    indented code", "indented code"),
        ("hard break  ", "hard break"),
        ("`code` ~~struck~~ *em* _em_", #"\`code\` \~\~struck\~\~ \*em\* \_em\_"#),
        ("$x$ :tada: @someone", "\\$x\\$ \\:tada\\: \u{2060}@someone"),
        ("back\\slash", #"back\\slash"#),
        ("Trader Joe's (2, 3 – 4%)? fine-ish; a/b", "Trader Joe's (2, 3 – 4%)? fine-ish; a/b"),
    ]

    @Test(arguments: cases)
    func escapesAHostileName(_ name: String, _ escaped: String) {
        #expect(MarkdownText.escape(name) == escaped)
    }

    /// A document that places the name where report.md places imported text: alone on a line, in a
    /// heading, in list items, in a table cell, and on the line after a paragraph (where `===`
    /// would make that paragraph a heading).
    static func document(_ text: String) -> String {
        """
        \(text)

        # Title \(text)

        - \(text)
        - **\(text)** — then

        | Name | Note |
        |---|---|
        | \(text) | then |

        Then \(text)
        \(text)

        """
    }

    @Test(.enabled(if: CMarkGFM.executable != nil, CMarkGFM.missing), arguments: cases.map(\.name))
    func aHostileNameRendersAsItsOwnTextUnderCmarkGFM(_ name: String) throws {
        let markdown = Self.document(MarkdownText.escape(name))
        let html = try CMarkGFM.html(markdown)
        #expect(MarkdownRenderingAudit.problems(markdown: markdown, html: html, named: "t.md") == [], "\(html)")
        let shown = html.replacing(/<[^>]*>/, with: "").replacingOccurrences(of: "\u{2060}", with: "")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let visible = name.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        #expect(shown.components(separatedBy: visible).count - 1 == 7, "\(name) is shown as written: \(shown)")
    }
}
