import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `larder` executable run as a child whose cost the kernel measured: its peak memory (`VmHWM`) and
/// the processor time it spent (`wait4`'s resource usage of that one child).
struct MeasuredRun {
    /// The exit status.
    var status: Int32
    /// What it printed.
    var output: String
    var error: String
    /// The most memory the child held at once (its `VmHWM`, the peak resident set size), in bytes.
    var peakMemory: Int
    /// User and system time the child spent, in seconds: unlike the time on the clock, it does not grow
    /// when other processes share the machine's cores.
    var processorTime: Double

    /// The `VmHWM` of `/proc/<pid>/status` in bytes (0 once the process is gone).
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// Runs `larder arguments` in `folder`, its output kept in two files of the folder.
    init(_ arguments: [String], in folder: URL) throws {
        let executable = try EndToEndTests.executable.path
        let outPath = folder.appendingPathComponent(".measured-out").path
        let errPath = folder.appendingPathComponent(".measured-err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The shell enters the folder, then becomes larder (`exec`): the child measured is larder itself.
        let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, executable] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var waitStatus: Int32 = 0
        var usage = rusage()
        // wait4's ru_maxrss cannot be used: posix_spawn's child shares this process's memory until it
        // execs, and Linux keeps that high-water mark across exec. /proc's VmHWM is the new program's
        // own; it only grows, so reading it every 2 ms until the child ends finds its peak.
        var highWater = 0
        while true {
            let ended = wait4(pid, &waitStatus, WNOHANG, &usage)
            if ended == pid { break }
            if ended == -1 && errno != EINTR { break }
            highWater = max(highWater, Self.highWaterMark(of: pid))
            usleep(2000)
        }
        status = (waitStatus & 0x7f) == 0 ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
        output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        error = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: outPath)
        try? FileManager.default.removeItem(atPath: errPath)
        peakMemory = highWater
        processorTime =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
    }
}
