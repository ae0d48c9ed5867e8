import CLibZip
import Foundation

/// A ZIP archive opened for reading through libzip: its entries, and each entry's bytes copied to a file.
///
/// libzip checks what it reads: an entry's bytes must match the CRC-32 and the size the archive gives for
/// them, so a damaged or truncated archive fails at the entry rather than handing over other bytes.
final class ZipArchive {
    /// One entry of the archive, as its central directory describes it.
    struct Entry: Equatable {
        /// The entry's position in the archive.
        var index: UInt64
        /// The name the archive gives it: a relative path with `/` between folders (UTF-8, or CP437
        /// converted to UTF-8).
        var name: String
        /// The size of its bytes once uncompressed, as the archive declares it (libzip holds it to that).
        var size: UInt64
        /// The size of its compressed bytes.
        var compressedSize: UInt64
        /// Whether it is encrypted (a password-protected archive).
        var isEncrypted: Bool
        /// Whether libzip can uncompress it (Debian's libzip reads deflate, bzip2, xz and zstd).
        var isSupported: Bool
        /// Whether it names a folder (`photos/`) rather than a file.
        var isFolder: Bool { name.hasSuffix("/") }
    }

    private let archive: OpaquePointer
    /// The archive as the user named it, for messages.
    let path: String

    /// Opens the archive at `url` (named `path` in errors) for reading, with libzip's consistency checks.
    ///
    /// libzip refuses an archive two of whose entries have one name ("file already exists") only under
    /// those checks, and makes that check after all the others: such an archive is opened again without
    /// it, and larder's own rule for names applies (``ArchiveExtraction``).
    init(at url: URL, path: String) throws {
        var code: Int32 = 0
        var opened = zip_open(url.path, ZIP_RDONLY | ZIP_CHECKCONS, &code)
        if opened == nil, code == ZIP_ER_EXISTS { opened = zip_open(url.path, ZIP_RDONLY, &code) }
        guard let archive = opened else {
            throw ImportError.unreadableArchive(path: path, reason: Self.describe(code: code))
        }
        self.archive = archive
        self.path = path
    }

    deinit { zip_discard(archive) }

    /// Every entry, in the archive's order.
    func entries() throws -> [Entry] {
        let count = zip_get_num_entries(archive, 0)
        guard count >= 0 else { throw ImportError.unreadableArchive(path: path, reason: lastError) }
        var entries: [Entry] = []
        for index in 0..<UInt64(count) {
            var info = zip_stat_t()
            zip_stat_init(&info)
            guard zip_stat_index(archive, index, 0, &info) == 0, let name = info.name else {
                throw ImportError.unreadableArchive(path: path, reason: lastError)
            }
            let method = info.valid & UInt64(ZIP_STAT_COMP_METHOD) != 0 ? Int32(info.comp_method) : Int32(ZIP_CM_STORE)
            let encryption =
                info.valid & UInt64(ZIP_STAT_ENCRYPTION_METHOD) != 0 ? info.encryption_method : UInt16(ZIP_EM_NONE)
            entries.append(
                Entry(
                    index: index, name: String(cString: name), size: info.size, compressedSize: info.comp_size,
                    isEncrypted: encryption != UInt16(ZIP_EM_NONE),
                    isSupported: zip_compression_method_supported(method, 0) != 0))
        }
        return entries
    }

    /// The bytes an entry would write past its limit: what ``extract(_:to:shown:limit:)`` throws, having
    /// written `written` bytes and been handed `more` it did not write.
    struct LimitReached: Error {
        var written: UInt64
        var more: UInt64
    }

    /// The size of one read and one write of an entry's bytes: the most an extraction holds in memory.
    static let bufferSize = 1 << 20

    /// Copies the entry's uncompressed bytes into a new file at `target`, in chunks, and returns how many it
    /// wrote. Counts the bytes as they come, whatever the entry declares, and throws ``LimitReached``
    /// before writing a chunk that would take them past `limit`. Throws
    /// ``ImportError/archiveEntry(path:reason:)`` (naming the entry as `shown`) when libzip cannot read
    /// them, or they do not match the entry's CRC-32 or size.
    @discardableResult
    func extract(_ entry: Entry, to target: URL, shown: String, limit: UInt64) throws -> UInt64 {
        guard let file = zip_fopen_index(archive, entry.index, 0) else {
            throw ImportError.archiveEntry(path: shown, reason: Self.damaged(lastError))
        }
        var closed = false
        defer { if !closed { zip_fclose(file) } }
        guard FileManager.default.createFile(atPath: target.path, contents: nil),
            let output = FileHandle(forWritingAtPath: target.path)
        else {
            throw ImportError.archiveEntry(path: shown, reason: "it cannot be written to \(target.path)")
        }
        defer { try? output.close() }
        var buffer = [UInt8](repeating: 0, count: Self.bufferSize)
        var written: UInt64 = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, UInt64($0.count)) }
            if count < 0 {
                throw ImportError.archiveEntry(
                    path: shown, reason: Self.damaged(Self.describe(zip_file_get_error(file))))
            }
            if count == 0 { break }
            guard UInt64(count) <= limit - written else { throw LimitReached(written: written, more: UInt64(count)) }
            do {
                try output.write(contentsOf: buffer[..<Int(count)])
            } catch {
                throw ImportError.archiveEntry(
                    path: shown, reason: "it cannot be written to \(target.path) (\(error.localizedDescription))")
            }
            written += UInt64(count)
        }
        closed = true
        let code = zip_fclose(file)
        guard code == 0 else {
            throw ImportError.archiveEntry(path: shown, reason: Self.damaged(Self.describe(code: code)))
        }
        guard written == entry.size else {
            throw ImportError.archiveEntry(
                path: shown, reason: Self.damaged("it holds \(written) bytes where the archive says \(entry.size)"))
        }
        return written
    }

    /// The reason for an entry whose bytes libzip could not read back as the archive describes them.
    private static func damaged(_ detail: String) -> String {
        "the archive is damaged there (\(detail)); export it again, or unzip it with another tool and import the"
            + " folder"
    }

    /// libzip's description of the archive's last error.
    private var lastError: String { String(cString: zip_strerror(archive)).lowercased() }

    /// libzip's description of an error code.
    private static func describe(code: Int32) -> String {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return describe(&error)
    }

    private static func describe(_ error: UnsafeMutablePointer<zip_error_t>) -> String {
        String(cString: zip_error_strerror(error)).lowercased()
    }
}
