import Foundation
import GRDB

/// How long larder waits behind another process's lock on the database, and what it says meanwhile:
/// after ``noticeDelay`` of one wait, one sentence naming the holder (its PID and command line, when the
/// system tells) and how long larder will wait.
public struct LockWait: Sendable {
    /// How long a wait may last before the command fails with "the database is busy".
    public var timeout: TimeInterval
    /// Receives the sentence, once per wait (the command prints it on stderr).
    public var notice: @Sendable (String) -> Void

    /// How long larder waits in silence: most locks are released sooner.
    public static let noticeDelay: TimeInterval = 1

    /// A wait of `timeout` seconds that tells `notice`.
    public init(
        timeout: TimeInterval = LarderDatabase.busyTimeout, notice: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.timeout = timeout
        self.notice = notice
    }
}

/// One database's waits: SQLite's busy handler for its connections, and the loop that opens it.
final class LockWaiter: @unchecked Sendable {
    private let file: DatabaseFile
    private let wait: LockWait
    private let lock = NSLock()
    private var started = Date()
    private var announced = false

    init(file: DatabaseFile, wait: LockWait) {
        self.file = file
        self.wait = wait
    }

    /// SQLite's busy handler: `tries` is 0 at the start of a wait.
    var busyMode: Database.BusyMode {
        .callback { [self] tries in shouldRetry(tries: tries) }
    }

    /// Whether to try again after the `tries`-th refusal of one wait: sleeps a little, says whose lock once the
    /// wait passes ``LockWait/noticeDelay``, and answers false once it passes the timeout.
    func shouldRetry(tries: Int) -> Bool {
        let now = Date()
        let (waited, announce) = lock.withLock {
            if tries == 0 {
                started = now
                announced = false
            }
            let waited = now.timeIntervalSince(started)
            let announce = !announced && waited >= LockWait.noticeDelay && waited < wait.timeout
            if announce { announced = true }
            return (waited, announce)
        }
        guard waited < wait.timeout else { return false }
        if announce { wait.notice(noticeText()) }
        // SQLite's own busy handler sleeps 1 ms at first and 100 ms at most.
        Thread.sleep(forTimeInterval: min(0.1, 0.001 * Double(1 << min(tries, 7)), wait.timeout - waited))
        return true
    }

    /// Whether a wait that began at `started`, retried by the caller (SQLite answered "busy" without its
    /// handler), goes on: sleeps a little and says whose lock as ``shouldRetry(tries:)`` does.
    func shouldKeepWaiting(since started: Date) -> Bool {
        let waited = Date().timeIntervalSince(started)
        guard waited < wait.timeout else { return false }
        let announce = lock.withLock {
            let announce = !announced && waited >= LockWait.noticeDelay
            if announce { announced = true }
            return announce
        }
        if announce { wait.notice(noticeText()) }
        Thread.sleep(forTimeInterval: min(0.05, wait.timeout - waited))
        return true
    }

    /// `larder.sqlite is locked by PID 4242 (larder import big.csv), which is writing it; larder waits up to 300 s …`
    func noticeText() -> String {
        let holder = LockHolder.holding(file).map { "by \($0.description)" } ?? "by another process"
        return "\(file.path) is locked \(holder), which is writing it; larder waits up to \(Self.seconds(wait.timeout))"
            + " for it to finish (--wait SECONDS changes this)."
    }

    /// `300 s`, `2.5 s`.
    static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}
