import Foundation
import LarderTestSupport
import Testing

@testable import LarderRender

/// The output folder is written whole into a staging sibling, then swapped in; it carries its marker.
@Suite struct OutputWriterTests {
    func contents(of url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    @Test func theFolderIsMarkedAndReplacedWholeOnEveryWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.url.appendingPathComponent("output")
        try OutputWriter(destination: output).write([("index.html", "one"), ("north-1a2b/report.md", "one")])
        try folder.write("png", to: "output/screenshots/index-phone.png")
        try OutputWriter(destination: output).write([("index.html", "two")])
        #expect(try contents(of: output) == [OutputFolder.markerName, "index.html"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "two")
        let marker = try String(
            contentsOf: output.appendingPathComponent(OutputFolder.markerName), encoding: .utf8)
        #expect(marker.contains("larder wrote this folder"))
        #expect(try contents(of: folder.url) == ["output"], "no staging folder is left beside it")
    }

    @Test func aFailedWriteLeavesThePreviousOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.url.appendingPathComponent("output")
        try OutputWriter(destination: output).write([("index.html", "one")])
        // `index.html` cannot be a file and a folder: the staging fails half-way.
        #expect(throws: RenderError.self) {
            try OutputWriter(destination: output).write([("index.html", "two"), ("index.html/report.md", "two")])
        }
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "one")
        #expect(try contents(of: folder.url) == ["output"])
    }

    @Test func aRefusedFolderIsLeftAsItWas() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("mine", to: "output/thesis.docx")
        #expect(
            throws: RenderError.outputRefused(folder: folder.url.path + "/output", why: .foreign(entry: "thesis.docx"))
        ) {
            try OutputWriter(destination: folder.url.appendingPathComponent("output")).write([("index.html", "new")])
        }
        #expect(try contents(of: folder.url.appendingPathComponent("output")) == ["thesis.docx"])
        #expect(try contents(of: folder.url) == ["output"])
    }

    @Test func aLinkToTheFolderStaysALink() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try OutputWriter(destination: folder.url.appendingPathComponent("real")).write([("index.html", "one")])
        let link = folder.url.appendingPathComponent("output")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real")
        try OutputWriter(destination: link).write([("index.html", "two")])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real")
        let page = folder.url.appendingPathComponent("real/index.html")
        #expect(try String(contentsOf: page, encoding: .utf8) == "two")
    }
}
