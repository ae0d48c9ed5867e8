import ArgumentParser
import Foundation
import LarderKit
import LarderValues

/// What every command prints: `-q` only errors, `-v` why and more. Every line larder prints goes
/// through ``TerminalText``: imported text in it cannot drive the terminal or a CI log.
struct ConsoleOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors: no summaries, no warnings.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Say why each file was recognised as its kind, and show more rejected rows.")
    var verbose = false

    /// Prints a line of output on stdout, unless quiet.
    func say(_ line: String) {
        if !quiet { print(TerminalText.line(line)) }
    }

    /// Announces a pipeline step (`[2/6] Resolve category names`) on a terminal, or everywhere with
    /// `--verbose`; never when quiet. CI logs keep to the summary lines.
    func step(_ line: String) {
        if !quiet, verbose || isatty(STDOUT_FILENO) != 0 { print(TerminalText.line(line)) }
    }

    /// Prints a line on stdout with `--verbose` only (never when quiet).
    func explain(_ line: String) {
        if !quiet, verbose { print(TerminalText.line(line)) }
    }

    /// Prints a diagnostic where its severity sends it: an error on stderr even when quiet, a warning on
    /// stderr and a note on stdout unless quiet.
    func show(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .note: say(diagnostic.line)
        case .warning: if !quiet { printError(diagnostic.line) }
        case .error: printError(diagnostic.line)
        }
    }

    /// Prints an error on stderr, even when quiet.
    func printError(_ line: String) {
        // Summaries go to stdout, which is buffered when piped: flush it so lines keep their order.
        fflush(nil)
        FileHandle.standardError.write(Data((TerminalText.line(line) + "\n").utf8))
    }
}
