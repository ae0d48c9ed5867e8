import Foundation

extension EndToEndTests {
    /// Runs the built `larder` with `arguments` in `folder`, `input` on its standard input and `environment`
    /// added to the test's own.
    func larder(_ arguments: [String], in folder: URL, input: Data, environment: [String: String] = [:]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = try Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (stdin, out, err) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Written from another thread: a large input must not wait for the child's output to be read.
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        return Result(finishing: process, out: out, err: err)
    }
}
