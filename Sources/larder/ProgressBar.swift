import Dispatch
import Foundation
import LarderImport
import LarderKit

/// Redraws the import's progress on one terminal line of standard error, five times a second.
/// Not drawn when standard error is not a terminal (CI logs get the plain summary lines only).
final class ProgressBar: @unchecked Sendable {
    private let progress: ImportProgress
    private let timer: DispatchSourceTimer?

    /// Starts drawing, if standard error is a terminal and the user did not ask for quiet output.
    init(progress: ImportProgress, quiet: Bool) {
        self.progress = progress
        guard !quiet, isatty(STDERR_FILENO) == 1 else {
            timer = nil
            return
        }
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + .milliseconds(200), repeating: .milliseconds(200))
        timer.setEventHandler { [progress] in
            let line = ConsoleText.progressLine(progress.snapshot)
            FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
        }
        timer.resume()
        self.timer = timer
    }

    /// Clears the line before a summary line is printed.
    func clear() {
        guard timer != nil else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }

    /// Stops drawing and clears the line.
    func stop() {
        timer?.cancel()
        clear()
    }
}
