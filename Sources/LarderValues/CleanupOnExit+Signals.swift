import Foundation

/// Why larder stopped before its work was done: SIGINT (Ctrl-C) or SIGTERM.
public struct Interruption: LocalizedError, Equatable, Sendable {
    /// The signal's number.
    public let signal: Int32

    /// The interruption by `signal`.
    public init(signal: Int32) { self.signal = signal }

    /// `SIGINT`, `SIGTERM`, or `signal N`.
    public var name: String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }

    /// 128 + the signal's number (130 for SIGINT, 143 for SIGTERM), as a shell reports a command a signal
    /// ended.
    public var exitCode: Int32 { 128 + signal }

    /// `interrupted by SIGINT`.
    public var errorDescription: String? { "interrupted by \(name)" }
}

extension CleanupOnExit {
    /// How long larder gives the work in progress to reach its next ``checkpoint()`` after a signal;
    /// then, or at a second signal, it removes its folders and exits at once.
    public static let gracePeriod: TimeInterval = 5

    /// The signal that asked larder to stop, once one has.
    public static var interruption: Interruption? { State.shared.locked { State.shared.interruption } }

    /// Handles SIGINT and SIGTERM from now on (once; later calls do nothing). A signal's default action
    /// is ignored: the signal is noted (``checkpoint()`` throws it from then on), what ``onInterrupt(_:)``
    /// registered runs, and the work stops at its next checkpoint; ``exitIfInterrupted()`` then cleans up
    /// and exits. A signal ignored when larder started (a background job of a non-interactive shell)
    /// stays ignored; one blocked (a child inherits the mask of the thread that started it, and a
    /// Dispatch worker thread blocks every signal) is unblocked on this thread, which must be the main one.
    public static func installSignalHandlers() {
        State.shared.locked {
            guard !State.shared.installed else { return }
            State.shared.installed = true
            for number in [SIGINT, SIGTERM] {
                let previous = signal(number, SIG_IGN)
                if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
                var unblocked = sigset_t()
                sigemptyset(&unblocked)
                sigaddset(&unblocked, number)
                pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
                let source = DispatchSource.makeSignalSource(signal: number, queue: signals)
                source.setEventHandler { received(number) }
                source.resume()
                State.shared.sources.append(source)
            }
        }
    }

    /// Throws the ``Interruption`` once a signal has arrived: the work calls it between files, batches,
    /// archive entries and staged files, so that it stops where stopping leaves nothing half done.
    public static func checkpoint() throws {
        if let interruption { throw interruption }
    }

    /// Runs `wake` as soon as a signal arrives, on the signal's queue: for work that would not reach a
    /// checkpoint soon (a long SQL statement, which `wake` interrupts).
    public static func onInterrupt(_ wake: @escaping @Sendable () -> Void) {
        State.shared.locked { State.shared.wakers.append(wake) }
    }

    /// Sets (or, with nil, removes) what to do under `key` before exiting after an interruption: the
    /// import records its open run as interrupted.
    public static func setExitAction(_ key: String, _ action: (@Sendable () -> Void)?) {
        State.shared.locked {
            State.shared.exitActions.removeAll { $0.key == key }
            if let action { State.shared.exitActions.append((key, action)) }
        }
    }

    /// After an interruption: runs the exit actions, removes every registered folder, says so on stderr
    /// and exits with the ``Interruption/exitCode``. Returns at once when no signal arrived.
    public static func exitIfInterrupted() {
        guard let interruption else { return }
        let actions = State.shared.locked { State.shared.exitActions }
        for (_, action) in actions { action() }
        State.shared.lockForGood()
        State.shared.folders.reversed().forEach(removeMarkedFolder)
        let recorded = actions.isEmpty ? "" : " and recorded the import as interrupted in the ledger"
        fflush(nil)
        FileHandle.standardError.write(
            Data("larder: \(interruption.errorDescription!); it removed its temporary folders\(recorded).\n".utf8))
        exit(interruption.exitCode)
    }

    /// The queue signals are handled on.
    private static let signals = DispatchQueue(label: "larder.signals")

    /// A signal: the first is noted and wakes the work, which has ``gracePeriod`` to stop; a second one
    /// (or the end of the grace period) stops larder at once.
    private static func received(_ number: Int32) {
        let first = State.shared.locked {
            guard State.shared.interruption == nil else { return false }
            State.shared.interruption = Interruption(signal: number)
            return true
        }
        guard first else { stopNow() }
        for wake in State.shared.locked({ State.shared.wakers }) { wake() }
        signals.asyncAfter(deadline: .now() + gracePeriod) { stopNow() }
    }

    /// Removes every registered folder and exits without waiting for the work in progress, whose open
    /// import run then stays `running` in the ledger.
    private static func stopNow() -> Never {
        State.shared.lockForGood()
        let interruption = State.shared.interruption ?? Interruption(signal: SIGINT)
        State.shared.folders.reversed().forEach(removeMarkedFolder)
        let message =
            "larder: \(interruption.errorDescription!); it stopped at once and removed its temporary folders; the"
            + " import run, if one was open, stays `running` in the ledger.\n"
        // Another thread may hold stdout's lock: write(2) the message, and exit without flushing.
        message.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
        _exit(interruption.exitCode)
    }
}
