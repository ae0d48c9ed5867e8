import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport

/// Every reader goes through ``FileReader``: the one each ``FileFormat`` chooses, and the ones the JSON
/// reader hands a file to. A reader added beside them that is not reached so fails here.
@Suite struct FileReaderTests {
    /// A small file of each format, with what reading it gives: one section of one record.
    static let samples: [FileFormat: (name: String, text: String)] = [
        .csv: ("items.csv", "id,name\n1,Milk\n"),
        .json: ("items.json", #"[{"id": "1", "name": "Milk"}]"#),
        .html: ("items.html", "<table><tr><th>id</th><th>name</th></tr><tr><td>1</td><td>Milk</td></tr></table>"),
    ]

    /// What a reader pushed into a sink: the sections' names and the number of records.
    final class Pushed {
        var sections: [String] = []
        var records = 0

        /// A sink that notes what a reader pushes, in every form a row takes.
        var sink: RecordSink {
            let sink = RecordSink(section: { self.sections.append($0.name) }, record: { _, _ in self.records += 1 })
            sink.fields = { _ in self.records += 1 }
            sink.flat = { _, _ in self.records += 1 }
            return sink
        }
    }

    /// Every reader of a file: the ones ``FileFormat/reader`` chooses, then the JSON reader's hand-overs.
    static var readers: [String] {
        FileFormat.allCases.map { "\($0.reader)" } + JSONReader.handOvers.map { "\($0)" }
    }

    @Test(arguments: FileFormat.allCases)
    func eachFormatIsReadThroughTheReaderItChooses(_ format: FileFormat) throws {
        let sample = try #require(Self.samples[format], "no sample file for the format `\(format)`")
        let folder = try TemporaryFolder()
        let url = URL(fileURLWithPath: try folder.write(sample.text, to: sample.name))
        #expect(try FileFormat.detect(url) == format)
        let pushed = Pushed()
        try format.reader.init(file: url, shownAs: sample.name, progress: nil).read(into: pushed.sink)
        #expect(pushed.sections.count == 1)
        #expect(pushed.records == 1)
    }

    @Test func aBeanconquerorBackupAndTheFoodKeeperAreHandedOverThroughTheProtocol() throws {
        for file in ["data/beanconqueror/Beanconqueror.json", "data/reference/foodkeeper.json"] {
            let url = Paths.root.appendingPathComponent(file)
            let handedOver = Pushed()
            try JSONReader(file: url, shownAs: file, progress: nil).read(into: handedOver.sink)
            let plain = Pushed()
            var reader = JSONReader(url: url, path: file)
            (reader.detectsBeanconqueror, reader.detectsFoodKeeper) = (false, false)
            try reader.read(into: plain.sink)
            #expect(handedOver.records > 0)
            #expect(handedOver.sections != plain.sections, "\(file) was not handed to its own reader")
        }
    }

    /// Each type named `…Reader` in `Sources/LarderImport/Read` is a reader of files, except the yajl
    /// wrapper, which reads a file's parser events, not its sections and records.
    @Test func everyReaderInReadIsReachedAndConforms() throws {
        let folder = Paths.root.appendingPathComponent("Sources/LarderImport/Read")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let pattern = /(?m)^(?:struct|final class|class|enum) (\w+Reader)\b/
        let declared = Set(sources.flatMap { $0.matches(of: pattern).map { String($0.output.1) } })
        let readers = Set(Self.readers)
        #expect(declared.subtracting(["JSONEventReader"]) == readers)
        for reader in readers {
            #expect(
                sources.contains { $0.contains("extension \(reader): FileReader") },
                "\(reader) does not conform to FileReader")
        }
    }
}
