import Foundation

@testable import LarderImport

/// Reads bytes as a ZIP archive the way an import does (``ArchiveExtraction``): plans its entries under
/// a small byte budget, copies each out into a scratch temporary folder, and checks what the extraction
/// promises: an entry is in its own folder while it is handed over, every entry's copy and the
/// temporary folder are gone afterwards, and no more bytes were written than the budget. An
/// ``ImportError`` is an expected outcome; anything else stops the fuzzer.
public enum ArchiveHarness {
    /// The budget the harness gives every archive: small, so a bomb costs the fuzzer little time.
    static let budget: UInt64 = 4 << 20

    /// The scratch TMPDIR, beside the input.
    private static let temporary: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-fuzz-zip-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ArchiveHarness.temporary) }
        return folder
    }()

    /// Reads the archive at `url`.
    public static func run(url: URL) {
        var extraction: ArchiveExtraction
        do {
            extraction = try ArchiveExtraction(
                of: url, path: "input.zip", temporary: temporary,
                environment: [ArchiveBudget.environmentKey: String(budget)])
        } catch let error as ImportError {
            _ = error.errorDescription
            return
        } catch {
            fatalError("the archive reader threw an error that is not an ImportError: \(error)")
        }
        extraction.forEach(warning: { _ = $0 }, failure: { _ = $0 }) { file in
            guard file.url.path.hasPrefix(temporary.path + "/" + ScratchFolder.prefix) else {
                fatalError("an entry was copied outside the temporary folder: \(file.url.path)")
            }
            guard FileManager.default.fileExists(atPath: file.url.path) else {
                fatalError("an entry handed over is not there: \(file.url.path)")
            }
        }
        guard extraction.written <= budget else {
            fatalError("the archive wrote \(extraction.written) bytes, over its budget of \(budget)")
        }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        guard left.isEmpty else { fatalError("the temporary folder keeps \(left)") }
    }
}
