import Testing

@testable import LarderValues

@Suite("String+Names")
struct StringNamesTests {
    @Test(
        "trimmingSpaces removes spaces, tabs, new lines and no-break spaces at both ends only",
        arguments: [
            ("plain", "plain"), ("  padded\t", "padded"), ("\u{A0}H Mart\u{A0}", "H Mart"), ("\n\r x y \r\n", "x y"),
            ("", ""), (" \t\u{A0} ", ""), ("à", "à"), ("café ", "café"), (" Ü", "Ü"), ("inner  space", "inner  space"),
        ])
    func trimming(input: String, expected: String) {
        #expect(input.trimmingSpaces == expected)
    }

    @Test("a string with nothing to trim comes back equal, whatever its last byte")
    func nothingToTrim() {
        // "à" ends with the byte A0, as a no-break space does; it must not be cut.
        for text in ["voilà", "\u{C2}x", "x\u{A0}y", "日本"] {
            #expect(text.trimmingSpaces == text)
        }
    }

    @Test("replacingScalars replaces, drops and keeps scalar by scalar, combining marks included")
    func replacingScalars() {
        let replaced = "a\"\u{301}b-c".replacingScalars { scalar in
            switch scalar {
            case "\"": "&quot;"
            case "-": ""
            default: nil
            }
        }
        #expect(replaced == "a&quot;\u{301}bc")
        #expect("".replacingScalars { _ in "x" } == "")
    }

    @Test(
        "firstThreeListed names up to three and marks more with an ellipsis",
        arguments: [
            ([], ""), (["a"], "a"), (["a", "b", "c"], "a, b, c"),
            (["a", "b", "c", "d"], "a, b, c, …"),
        ] as [([String], String)])
    func firstThreeListed(items: [String], expected: String) {
        #expect(items.firstThreeListed == expected)
    }
}
