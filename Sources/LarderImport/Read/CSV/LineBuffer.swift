import Foundation

/// A reused buffer of file bytes from which whole lines are taken.
///
/// The bytes of a line not yet complete move to the front before the next read, so the buffer holds
/// one read's worth of bytes (or the longest line, if longer) however large the file is.
final class LineBuffer {
    private var storage: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    /// The byte that ends a line: `\n`, or `\r` in a file whose lines end with a carriage return alone
    /// (old Mac text), which ``endsLinesWithCarriageReturn()`` tells.
    var terminator: UInt8 = 0x0A

    /// The bytes read and not yet taken.
    var count: Int { end - start }

    /// Creates a buffer that reads `capacity` bytes at a time.
    init(capacity: Int) {
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit { storage.deallocate() }

    /// Reads more of the file after the bytes not yet taken; false at the end of the file.
    func fill(from file: Int32, path: String) throws -> Bool {
        if start > 0 {
            if count > 0 { memmove(storage.baseAddress!, storage.baseAddress! + start, count) }
            end -= start
            start = 0
        }
        if end == storage.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: storage.count * 2, alignment: 16)
            larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[0..<end]))
            storage.deallocate()
            storage = larger
        }
        var read: Int
        repeat {
            read = Foundation.read(file, storage.baseAddress! + end, storage.count - end)
        } while read < 0 && errno == EINTR
        guard read >= 0 else {
            throw ImportError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        end += read
        return read > 0
    }

    /// Forgets the bytes read and not yet taken, before reading the file again from another offset.
    func discard() {
        start = 0
        end = 0
    }

    /// Drops a UTF-8 byte order mark at the front.
    func skipBOM() {
        guard count >= 3, storage[start] == 0xEF, storage[start + 1] == 0xBB, storage[start + 2] == 0xBF else { return }
        start += 3
    }

    /// Calls `body` with the bytes not yet taken.
    func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try body(UnsafeRawBufferPointer(rebasing: storage[start..<end]))
    }

    /// Whether the first line break of the bytes read is a carriage return not followed by `\n`.
    func endsLinesWithCarriageReturn() -> Bool {
        withBytes { bytes in
            guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), bytes[index] == 0x0D else {
                return false
            }
            return index + 1 < bytes.count && bytes[index + 1] != 0x0A
        }
    }

    /// Calls `body` with each complete line (including its terminator) and takes it.
    func consumeLines(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        let base = storage.baseAddress!
        while start < end, let found = memchr(base + start, Int32(terminator), end - start) {
            let lineEnd = base.distance(to: found) + 1
            try body(UnsafeRawBufferPointer(rebasing: storage[start..<lineEnd]))
            start = lineEnd
        }
    }
}
