import Foundation

extension CSVReader {
    /// Where a read hands what it finds: the header section, each record's fields, each malformed record.
    struct Handlers {
        let section: (SourceSection) throws -> Void
        let record: (CSVFields) throws -> Void
        let malformed: (MalformedCSVRecord) throws -> Void
    }

    /// One read of the file, line by line, from the start or (after a quote never closed) from the line
    /// after the one its record starts on.
    final class Pass {
        private let reader: CSVReader
        private let file: Int32
        private let parser: CSVLineParser
        private let handlers: Handlers
        private let buffer = LineBuffer(capacity: CSVReader.chunkSize)
        private var lineNumber = 0
        /// The file offset of the next line.
        private var offset = 0
        /// Whether the bytes being read were read before (the progress bar counts them once).
        private var rereading = false
        /// The digest of the line being read and its number, when it starts a record.
        private var lineDigest: (digest: UInt64, line: Int)?
        /// The lines before the header that are no record (``CSVPreamble``), skipped.
        private var preambleLines = 0
        /// The records after the header whose every field is empty and unquoted (`,,,`, as a spreadsheet
        /// saves a blank row): read as blank lines are, as no record. (`"",""` is a record of empty strings.)
        private(set) var emptyRecords = 0
        /// Whether records that continue the one above (``CSVPreamble/isContinuation(_:width:)``) are joined
        /// to it: set when the first records under the header show some.
        private var joinsContinuations = false
        /// In that case, the record read last, held back until the next shows whether it continues.
        private var held: HeldRecord?

        init(reader: CSVReader, file: Int32, parser: CSVLineParser, handlers: Handlers) {
            self.reader = reader
            self.file = file
            self.parser = parser
            self.handlers = handlers
        }

        /// Reads the file to its end; a record whose quote is never closed is rejected and the file read
        /// again from the line after the one that record starts on.
        func readWholeFile() throws {
            try readToEnd()
            while let unclosed = parser.finish() {
                try reject(unclosed)
                try resume(at: parser.resumeOffset, line: unclosed.resumesAt)
            }
            try drain()
            try handOnHeld()
        }

        /// Reads every line from the current position to the end of the file.
        private func readToEnd() throws {
            var first = lineNumber == 0
            while true {
                let before = buffer.count
                guard try buffer.fill(from: file, path: reader.path) else { break }
                if !rereading { reader.progress?.read(bytes: buffer.count - before) }
                if first {
                    first = false
                    try start()
                }
                try buffer.consumeLines(feed)
            }
            if buffer.count > 0 { try buffer.withBytes(feed) }
        }

        /// Reads again from byte `offset`, which begins line `line`.
        private func resume(at offset: Int, line: Int) throws {
            guard lseek(file, off_t(offset), SEEK_SET) >= 0 else {
                throw ImportError.unreadable(path: reader.path, reason: String(cString: strerror(errno)))
            }
            buffer.discard()
            self.offset = offset
            lineNumber = line - 1
            rereading = true
            try readToEnd()
        }

        /// Hands a malformed record on; one in the header refuses the file, as no record can be read.
        private func reject(_ malformed: MalformedCSVRecord) throws {
            guard parser.state.headers != nil else { throw reader.malformedHeader(line: malformed.line) }
            try handOnHeld()
            try handlers.malformed(malformed)
        }

        /// Hands every completed record on: the first is the header.
        private func drain() throws {
            let state = parser.state
            guard !state.hasNoRecords else { return }
            try state.forEachRecord { fields in
                guard let headers = state.headers else {
                    let headers = CSVReader.uniqueHeaders((0..<fields.count).map { fields.string(at: $0) })
                    state.headers = headers
                    reader.unchangedLines?.delimiter = parser.delimiter
                    reader.nonRecord?(.header, fields.line)
                    return try handlers.section(SourceSection(name: reader.url.lastPathComponent, headers: headers))
                }
                if fields.allBytes.isEmpty, !fields.fieldNulls.contains(false) {
                    emptyRecords += 1
                    reader.nonRecord?(.blank, fields.line)
                    return
                }
                var record = fields.with(keys: headers)
                if joinsContinuations { return try hold(record) }
                if let lineDigest, lineDigest.line == fields.line { record.lineDigest = lineDigest.digest }
                try handlers.record(record)
            }
            state.removeCompletedRecords()
        }

        /// The first bytes of the file: refuse UTF-16, skip a BOM, find the line ends and the delimiter.
        private func start() throws {
            if buffer.withBytes(TextCheck.startsAsUTF16) {
                throw ImportError.notText(path: reader.path, line: 1, reason: "the file is UTF-16 text, not UTF-8")
            }
            let unskipped = buffer.count
            buffer.skipBOM()
            offset = unskipped - buffer.count
            // Old Mac text ends lines with a carriage return alone: split there, or every record of the
            // file would seem to start on line 1.
            if buffer.endsLinesWithCarriageReturn() { buffer.terminator = 0x0D }
            let preamble = buffer.withBytes { CSVPreamble.find(in: $0, terminator: buffer.terminator) }
            preambleLines = preamble.lines
            joinsContinuations = preamble.continues
            if !preamble.kept.isEmpty { reader.preamble?(preamble.kept) }
            var kept = preamble.kept.makeIterator()
            var next = kept.next()
            for index in 0..<preamble.lines {
                let line = index + 1
                var kind = NonRecords.Kind.blank
                if preamble.isSeparatorLine {
                    kind = .delimiterLine
                } else if let keptLine = next, keptLine.line == line {
                    kind = keptLine.cells.count == 1 ? .title : .preamble
                    next = kept.next()
                }
                reader.nonRecord?(kind, line)
            }
            parser.delimiter =
                reader.delimiter ?? preamble.delimiter
                ?? buffer.withBytes {
                    CSVReader.sniffDelimiter(UnsafeRawBufferPointer(rebasing: $0[preamble.headerOffset...]))
                }
        }

        /// Joins `record` to the held one when it continues it (and says so), else hands the held one on and
        /// holds this one.
        private func hold(_ record: CSVFields) throws {
            if let held, held.join(record) {
                reader.nonRecord?(.continuation, record.line)
                reader.joined?(record.line, held.line)
                return
            }
            try handOnHeld()
            held = HeldRecord(record)
        }

        /// Hands the held record on, if any.
        private func handOnHeld() throws {
            guard let record = held else { return }
            held = nil
            try record.withFields { try handlers.record($0) }
        }

        private func feed(_ line: UnsafeRawBufferPointer) throws {
            lineNumber += 1
            lineDigest = nil
            if lineNumber <= preambleLines {
                offset += line.count
                return
            }
            if line.count <= 2, line.allSatisfy({ $0 == 0x0A || $0 == 0x0D }), parser.isBetweenRecords {
                // A blank line is no record (libcsv reads past it): say so, or it would go uncounted.
                reader.nonRecord?(.blank, lineNumber)
            }
            if let unchanged = reader.unchangedLines, unchanged.digests, !joinsContinuations, parser.isBetweenRecords {
                // A line that starts a record and is one the latest import stored a row from is that
                // row again: it is not parsed (``UnchangedLines``).
                let digest = unchanged.digest(of: line)
                if unchanged.skip(digest) {
                    offset += line.count
                    reader.progress?.read(rows: 1)
                    return
                }
                lineDigest = (digest, lineNumber)
            }
            // NUL cannot be stored (SQLite text ends there) and marks a binary or UTF-16 file; other
            // bytes that are not UTF-8 mean another encoding, whose characters would be lost.
            if let bad = TextCheck.firstNonText(in: line) {
                throw ImportError.notText(
                    path: reader.path, line: lineNumber,
                    reason: TextCheck.reason(byte: bad.byte, at: offset + bad.offset))
            }
            let malformed: MalformedCSVRecord?
            do {
                malformed = try parser.parse(line, number: lineNumber, offset: offset)
            } catch {
                throw ImportError.malformedCSV(
                    path: reader.path, line: error.line, reason: "libcsv could not hold the field in memory")
            }
            offset += line.count
            if let malformed { try reject(malformed) }
            try drain()
        }
    }
}
