import Testing

@testable import LarderKit

@Suite struct PipelineTests {
    /// Each step is handed what the one before made, and the last step's result is the run's.
    @Test func eachStepIsHandedWhatTheOneBeforeMade() throws {
        var announced: [String] = []
        let pipeline = Pipeline(PipelineStep(name: "Count") { 3 })
            .then(PipelineStep(name: "Double") { $0 * 2 })
            .then(PipelineStep(name: "Say", path: "out/") { "\($0) items" })
        #expect(pipeline.stepNames == ["Count", "Double", "Say"])
        #expect(try pipeline.run { announced.append($0) } == "6 items")
        #expect(announced == ["[1/3] Count", "[2/3] Double", "[3/3] Say"])
    }

    /// A step's error comes back tagged with the step and its path, and the steps after it do not run.
    @Test func anErrorNamesItsStepAndStopsTheRun() {
        struct Broken: Error {}
        var ran = false
        let pipeline = Pipeline(PipelineStep(name: "Start") { 1 })
            .then(PipelineStep<Int, Int>(name: "Break", path: "data/") { _ in throw Broken() })
            .then(PipelineStep(name: "Never") { _ in ran = true })
        let error = #expect(throws: LarderError.self) { try pipeline.run { _ in } }
        #expect(error?.step == "Break" && error?.path == "data/")
        #expect(!ran)
    }

    /// The severity, not the text, starts the line.
    @Test func aDiagnosticsLineStartsWithItsSeverity() {
        #expect(Diagnostic(.error, "data/a.csv does not exist").line == "error: data/a.csv does not exist")
        #expect(Diagnostic(.warning, "a warning").line == "warning: a warning")
        #expect(Diagnostic(.note, "Imported 1 file.").line == "Imported 1 file.")
        #expect(ImportingCommand.import.ledgerCommand(for: ["a", "b"]) == "import a b")
        #expect(ImportingCommand.validate.ledgerCommand(for: ["a"]) == "validate")
        #expect(ImportingCommand.run.ledgerCommand(for: ["data"]) == "run data")
    }
}
