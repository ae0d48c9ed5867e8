import Foundation
import LarderTestSupport
import Testing

/// `larder run` and `larder import` are pipelines of named steps: each is announced (`[2/6] …`) on a
/// terminal or with `--verbose`, and an error names the step it happened in.
@Suite struct PipelineStepsTests {
    let cli = EndToEndTests()

    @Test func runAnnouncesEveryStepInOrder() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "name,quantity,expiration_date\nMilk,1,2026-11-24\n".write(
            to: folder.appendingPathComponent("data/pantry.csv"), atomically: true, encoding: .utf8)
        let templates = Paths.templates.path
        let result = try cli.larder(
            ["run", "-v", "--as-of", "2026-11-22", "--templates", templates, "--out", "out"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let steps = result.output.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(
            steps == [
                "[1/6] Import data", "[2/6] Resolve category names", "[3/6] Validate brew recipes",
                "[4/6] Check references", "[5/6] Analyse as of 2026-11-22", "[6/6] Render out/",
            ])
        let quiet = try cli.larder(["import", "data"], in: folder)
        #expect(!quiet.output.contains("[1/4]"), "no step lines when the output is not a terminal")
    }

    /// A path that is not there is refused before any step starts (issue 31: no database is made for
    /// inputs that are not found), naming the path and what would fix it, as bad usage. A step's own
    /// error is tagged with its step and path (`PipelineTests.anErrorNamesItsStepAndStopsTheRun`).
    @Test func aMissingPathIsRefusedBeforeAnyStep() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.larder(["import", "nothere.csv"], in: folder)
        #expect(result.status == 2)
        #expect(result.error.contains("nothere.csv does not exist"), "\(result.error)")
        #expect(!result.output.contains("[1/"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("larder.sqlite").path))
    }
}
