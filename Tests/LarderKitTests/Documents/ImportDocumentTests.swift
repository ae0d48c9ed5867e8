import Foundation
import LarderTestSupport
import Testing

@testable import LarderStore

/// docs/IMPORT.md is written by hand; these tests keep it honest about the code.
@Suite struct ImportDocumentTests {
    static func document() throws -> String {
        try String(contentsOf: Paths.docs.appendingPathComponent("IMPORT.md"), encoding: .utf8)
    }

    /// Every `Suite.test` the rule tables name, in order of appearance.
    static func namedTests(in text: String) -> [(suite: String, test: String)] {
        text.split(separator: "`").compactMap { part in
            let pieces = part.split(separator: ".")
            guard pieces.count == 2, pieces[0].hasSuffix("Tests"), pieces[1].allSatisfy({ $0.isLetter || $0.isNumber })
            else { return nil }
            return (String(pieces[0]), String(pieces[1]))
        }
    }

    @Test func everyTestTheRulesNameExists() throws {
        let named = Self.namedTests(in: try Self.document())
        #expect(named.count > 40)
        let sources = try FileManager.default.subpathsOfDirectory(
            atPath: Paths.root.appendingPathComponent("Tests").path
        )
        .filter { $0.hasSuffix(".swift") }
        .map { try String(contentsOf: Paths.root.appendingPathComponent("Tests/\($0)"), encoding: .utf8) }
        for (suite, test) in named {
            // A suite's tests may sit in `SuiteTests+Feature.swift` beside it (Tests/README.md).
            let files = sources.filter { $0.contains("struct \(suite) ") || $0.contains("extension \(suite) ") }
            #expect(files.contains { $0.contains("func \(test)(") }, "\(suite).\(test) is named in docs/IMPORT.md")
        }
    }

    @Test func theNaturalKeysAreTheCatalogs() throws {
        let text = try Self.document()
        for table in Catalog.tables {
            let keys = table.naturalKey.map { "`\($0)`" }.joined(separator: ", ")
            #expect(text.contains("| `\(table.name)` | \(keys) |"), "\(table.name)")
        }
    }
}
