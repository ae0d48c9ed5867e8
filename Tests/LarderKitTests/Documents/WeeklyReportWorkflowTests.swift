import Foundation
import LarderTestSupport
import Testing

/// docs/ci/weekly-report.yml, the example GitHub Actions workflow, read by a YAML parser (PyYAML, as
/// `python3` finds it): a weekly schedule, the larder of `LARDER_REF` built in the Swift image with its
/// release build cached and installed with `make install`, `larder run data --out site`, report.md on
/// the run's summary page and site/ kept as an artifact; and its summary step run here, on a report
/// that fits GitHub's 1 MiB limit and on one that does not. (scripts/check-workflow.sh, run by
/// .ci/run, checks it against GitHub's workflow schema and with actionlint.)
@Suite(.enabled(if: WorkflowShell.hasPyYAML, "python3 with PyYAML is not installed: the workflow is unread"))
struct WeeklyReportWorkflowTests {
    /// The workflow as the parser reads it; YAML 1.1 reads the key `on` as `true`, so it is `"true"` here.
    static func workflow() throws -> [String: Any] {
        let file = Paths.docs.appendingPathComponent("ci/weekly-report.yml").path
        let read = try WorkflowShell.python([
            "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", file,
        ])
        try #require(read.status == 0, "the workflow is not YAML")
        return try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any])
    }

    /// The `run` scripts and `uses` actions of the job's steps, in order.
    static func steps() throws -> [[String: Any]] {
        let jobs = try #require(try workflow()["jobs"] as? [String: Any])
        let report = try #require(jobs["report"] as? [String: Any])
        return try #require(report["steps"] as? [[String: Any]])
    }

    @Test func theWorkflowRunsWeeklyInstallsLarderAndPublishesTheReportAndTheSite() throws {
        let trigger = try #require(try Self.workflow()["true"] as? [String: Any])
        #expect((trigger["schedule"] as? [[String: String]])?.first?["cron"] == "30 6 * * 1")
        let steps = try Self.steps()
        let runs = steps.map { $0["run"] as? String ?? "" }
        let order = [
            #"make install PREFIX="$RUNNER_TEMP/larder""#, "larder/bin/larder\" run data",
            #">> "$GITHUB_STEP_SUMMARY""#,
        ].map { needle in runs.firstIndex { $0.contains(needle) } }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(order)")
        #expect(runs.contains { $0.contains("--out site") })
        let upload = try #require(
            steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        #expect((upload["with"] as? [String: Any])?["path"] as? String == "site/")
    }

    @Test func theWorkflowBuildsThePinnedLarderInTheSwiftImageWithItsBuildCached() throws {
        let workflow = try Self.workflow()
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let report = try #require(jobs["report"] as? [String: Any])
        #expect((report["container"] as? String)?.hasPrefix("swift:6.3") == true)
        let env = try #require(workflow["env"] as? [String: Any])
        let pinned = try #require(env["LARDER_REF"] as? String)
        #expect(pinned.wholeMatch(of: /v[0-9]+\.[0-9]+\.[0-9]+/) != nil, "LARDER_REF is a release tag: \(pinned)")
        let steps = try Self.steps()
        let uses = steps.compactMap { $0["uses"] as? String }
        #expect(!uses.contains { $0.hasPrefix("swift-actions/") }, "the toolchain is the container's")
        let checkout = try #require(
            steps.first { ($0["with"] as? [String: Any])?["path"] as? String == "larder-source" })
        #expect((checkout["with"] as? [String: Any])?["ref"] as? String == "${{ inputs.larder-ref || env.LARDER_REF }}")
        let cache = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        let with = try #require(cache["with"] as? [String: Any])
        #expect(with["path"] as? String == "larder-source/.build-install")
        #expect(
            (with["key"] as? String)?.contains("hashFiles('larder-source/Package.swift', 'larder-source/Sources/**')")
                == true)
        let install = try #require(steps.firstIndex { ($0["run"] as? String)?.contains("make install") == true })
        let restore = try #require(steps.firstIndex { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        #expect(restore < install, "the cache is restored before the build")
        #expect(steps[install]["working-directory"] as? String == "larder-source")
    }

    /// The summary step, run in a folder with `site/report.md` of `size` bytes; what it appended.
    static func summary(ofReportWith size: Int) throws -> String {
        let script = try #require(try steps().compactMap { $0["run"] as? String }.first { $0.contains("STEP_SUMMARY") })
        let folder = try TemporaryFolder(inner: "site")
        defer { folder.cleanUp() }
        let line = "| ☐ | Aisle 1 | Roma tomatoes | 2 lb |  |\n"
        let report =
            "# larder weekly report\n\n- **Throw out**: Milk.\n\n"
            + String(repeating: line, count: size / line.utf8.count)
        try folder.write(report, to: "report.md")
        let summary = folder.root.appendingPathComponent("summary.md")
        let run = try WorkflowShell.run(
            "/bin/bash", ["-e", "-c", script], environment: ["GITHUB_STEP_SUMMARY": summary.path], in: folder.root)
        try #require(run.status == 0)
        return try String(contentsOf: summary, encoding: .utf8)
    }

    @Test func theSummaryHoldsTheWholeReportOrWhatFitsInOneMebibyte() throws {
        let small = try Self.summary(ofReportWith: 20_000)
        #expect(small.hasPrefix("# larder weekly report\n\n- **Throw out**: Milk.") && !small.contains("artifact"))
        let large = try Self.summary(ofReportWith: 3_000_000)
        #expect(large.utf8.count <= 1_048_576, "\(large.utf8.count) bytes")
        #expect(large.hasPrefix("# larder weekly report\n\n- **Throw out**: Milk."))
        #expect(large.hasSuffix("the whole report is in the artifact.\n"))
        #expect(large.contains("| 2 lb |  |\n\n\nreport.md is longer"), "the last row kept is whole")
    }
}

/// Commands the workflow tests run: python3 to read YAML, bash to run a step.
enum WorkflowShell {
    /// Whether `python3` can import PyYAML.
    static let hasPyYAML = (try? python(["-c", "import yaml"]).status) == 0

    /// Runs `python3 arguments`; its exit status and standard output.
    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["python3"] + arguments, environment: nil)
    }

    /// Runs `executable arguments` in `folder` with `environment` added; its exit status and standard output.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]?, in folder: URL? = nil
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
