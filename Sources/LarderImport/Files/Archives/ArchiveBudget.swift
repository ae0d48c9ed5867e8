import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many bytes one ZIP archive may write to the temporary folder, all its entries together
/// (docs/RELIABILITY.md, "Archives"): the larger of ``ratio`` times the archive's own size and ``floor``,
/// never more than the temporary folder's free space less ``margin``. `LARDER_ARCHIVE_BUDGET_BYTES`, a
/// whole number of bytes, replaces the first rule (tests set it low; an operator may raise it), and the
/// free space still caps it.
struct ArchiveBudget: Equatable {
    /// The least budget of any archive: 256 MiB, as a small archive of large exports may need.
    static let floor: UInt64 = 256 << 20
    /// An archive may write this many times its own size.
    static let ratio: UInt64 = 100
    /// Left free in the temporary folder whatever the archive: 512 MiB.
    static let margin: UInt64 = 512 << 20
    /// The environment variable that sets the budget of every archive, in bytes.
    static let environmentKey = "LARDER_ARCHIVE_BUDGET_BYTES"

    /// The bytes the archive's entries may write, together.
    var bytes: UInt64
    /// Where the number comes from, as a message says it.
    var rule: String

    /// The budget of an archive of `size` bytes whose entries are written under `temporary`.
    static func of(archiveSize size: UInt64, temporary: URL, environment: [String: String]) throws -> ArchiveBudget {
        var budget: ArchiveBudget
        if let text = environment[environmentKey] {
            guard let value = UInt64(text.trimmingCharacters(in: .whitespaces)) else {
                throw ImportError.badArchiveBudget(text)
            }
            budget = ArchiveBudget(bytes: value, rule: "set by \(environmentKey)")
        } else {
            let (scaled, overflow) = size.multipliedReportingOverflow(by: ratio)
            budget = ArchiveBudget(
                bytes: max(overflow ? .max : scaled, floor),
                rule: "the larger of \(ratio) times the archive's \(size) bytes and 256 MiB")
        }
        if let free = freeSpace(at: temporary) {
            let room = free > margin ? free - margin : 0
            if room < budget.bytes {
                budget = ArchiveBudget(
                    bytes: room,
                    rule: "the \(describe(free)) free in \(temporary.path) less a margin of 512 MiB")
            }
        }
        return budget
    }

    /// The bytes free to an unprivileged process in the file system holding `folder`, or nil when it cannot
    /// be told.
    static func freeSpace(at folder: URL) -> UInt64? {
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { return nil }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize)
    }

    /// A size in bytes, and in MiB when it is one or more: `5242880 bytes (5.0 MiB)`.
    static func describe(_ bytes: UInt64) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes) bytes" }
        let tenths = bytes / (1 << 20) * 10 + bytes % (1 << 20) * 10 / (1 << 20)
        return "\(bytes) bytes (\(tenths / 10).\(tenths % 10) MiB)"
    }
}
