import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderValues

/// Inputs the fuzzers found (Fixtures/fuzz/<target>/, one file per input), replayed on every run: a
/// reader's input through a whole import into a fresh database, a parser's through its parser. An
/// input must not crash, and an import must fail whole or account for every row it read.
@Suite struct FuzzRegressionTests {
    /// The fuzz target each folder belongs to, and the file name its input is read under.
    static let readers = [
        "FuzzCSV": "input.csv", "FuzzJSON": "input.json", "FuzzHTML": "input.html",
        "FuzzFirestore": "firestore-export.json",
    ]

    /// Every saved input: (target, file).
    static var inputs: [(String, URL)] {
        get throws {
            let folder = Paths.fixtures.appendingPathComponent("fuzz")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().flatMap { target in
                try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)
                    .sorted().map { (target, folder.appendingPathComponent(target).appendingPathComponent($0)) }
            }
        }
    }

    @Test func everySavedInputReplaysWithoutCrashingAndWithItsRowsAccountedFor() throws {
        let inputs = try Self.inputs
        #expect(!inputs.isEmpty)
        for (target, url) in inputs {
            let bytes = try Data(contentsOf: url)
            if let name = Self.readers[target] {
                try replayImport(bytes, named: name, source: url.lastPathComponent)
            } else {
                replayValue(String(decoding: bytes, as: UTF8.self), target: target)
            }
        }
    }

    /// Found by a seed of FuzzDate's replay: the instant read back as year 0, which no date can write.
    /// Both days are outside the days larder accepts now, as dates and as instants.
    @Test(arguments: ["0001-01-01T00:30:00+01:00", "9999-12-31T23:30:00-01:00"])
    func anInstantCarriedPastYearOneOrNineThousandNineHundredNinetyNineIsAnError(_ text: String) throws {
        #expect(throws: ValueError.self) { try DateParser.timestamp(text) }
        #expect(throws: ValueError.self) { try DateParser.date(text) }
    }

    private func replayImport(_ bytes: Data, named name: String, source: String) throws {
        let result = try IsolatedImport(bytes: bytes, named: name)
        if result.summary.failures.isEmpty {
            let counts = result.summary.counts
            #expect(counts.read == counts.inserted + counts.updated + counts.unchanged + counts.rejected, "\(source)")
        } else {
            #expect(try result.storedRows() == [:], "\(source) failed but left rows")
        }
    }

    private func replayValue(_ text: String, target: String) {
        switch target {
        case "FuzzDate":
            if let date = try? DateParser.date(text) { #expect(CivilDate(iso: date.description) == date) }
            if let instant = try? DateParser.timestamp(text) {
                #expect((try? DateParser.timestamp(instant.iso)) == instant)
            }
        case "FuzzMoney":
            if let value = try? NumberParser.money(text) { #expect(value.isFinite) }
        case "FuzzPercent":
            if let value = try? NumberParser.percent(text, isFraction: true) { #expect(value.isFinite) }
        default:
            Issue.record("Fixtures/fuzz/\(target) belongs to no fuzz target")
        }
    }
}
