import Foundation
import LarderValues

/// Errors from loading templates and writing the output folder.
public enum RenderError: LocalizedError, Equatable {
    /// The templates folder does not exist or holds no templates.
    case templatesMissing(folder: String)
    /// A page's template is not in the templates folder.
    case templateMissing(file: String)
    /// A template includes a partial that is not in the templates folder.
    case partialMissing(file: String, usedBy: String)
    /// A Markdown template, or a partial it includes, does not start with `{{%CONTENT_TYPE: TEXT}}`.
    case markdownNotText(file: String, usedBy: String)
    /// A template does not parse.
    case templateSyntax(file: String, line: Int, column: Int, reason: String)
    /// The output folder could not be written.
    case outputFailed(folder: String, reason: String)
    /// The output folder may not be replaced (a file, the current folder, a folder of someone else's
    /// files, or one that holds what larder reads): bad usage, and nothing was moved or deleted.
    case outputRefused(folder: String, why: OutputFolder.Refusal)
    /// Entries appeared or changed in the output folder between larder's first look and the swap (a file
    /// a user saved there meanwhile): bad usage, nothing was moved or deleted, and the new output was not
    /// written. The entries are paths inside the folder, a folder's ending in `/`.
    case outputChanged(folder: String, entries: [String])
    /// `larder templates DIR` was given a file, or a folder that already holds templates of these names:
    /// bad usage, and nothing was written.
    case copyRefused(folder: String, existing: [String])
    /// `larder templates DIR` was given a folder that is, or lies inside, larder's output folder `output`
    /// (it holds ``OutputFolder/markerName``), which the next report replaces with the templates in it.
    case copyIntoOutput(folder: String, output: String)
    /// `larder templates DIR` was given a folder that already holds `entry`: bad usage, nothing written.
    case copyIntoNonEmpty(folder: String, entry: String)
    /// A template puts `tag`'s value in the page unescaped (`{{{name}}}` or `{{&name}}`), and the value is
    /// not one of larder's charts.
    case rawValue(file: String, line: Int, tag: String)
    /// A template changes the tag delimiters (`{{=<% %>=}}`), which larder's template checks do not read.
    case delimiterChange(file: String, line: Int)

    /// Whether the error is the caller's choice of folder rather than a failure.
    public var isUsage: Bool {
        switch self {
        case .outputRefused, .outputChanged, .copyRefused, .copyIntoOutput, .copyIntoNonEmpty: true
        default: false
        }
    }

    /// A full sentence naming the file and what to do.
    public var errorDescription: String? {
        switch self {
        case .templatesMissing(let folder):
            return "The templates folder \(folder) does not exist or holds no .mustache files; pass --templates with"
                + " the folder that holds them (larder's own are in its templates/ folder)."
        case .templateMissing(let file):
            return
                "The template \(file) is missing; copy it from larder's templates/ folder into your templates folder."
        case .partialMissing(let file, let usedBy):
            return "The partial \(file), which \(usedBy) includes, is missing; copy it from larder's templates/ folder"
                + " into your templates folder, or remove the {{> …}} tag."
        case .markdownNotText(let file, let usedBy):
            return "\(file) is part of the Markdown template \(usedBy) but does not start with {{%CONTENT_TYPE: TEXT}};"
                + " add that line first, or its text would be escaped as HTML."
        case .templateSyntax(let file, let line, let column, let reason):
            return "\(file) line \(line), column \(column): \(reason). Fix the template and render again."
        case .outputFailed(let folder, let reason):
            return "Writing \(folder) failed: \(reason). The previous output is untouched; check the folder's"
                + " permissions and free space."
        case .outputRefused(let folder, let why):
            return "--out \(folder) \(Self.describe(why)) Nothing was moved or deleted."
        case .outputChanged(let folder, let entries):
            let named = entries.prefix(5).map { "`\(folder)/\($0)`" }.joined(separator: ", ")
            let more = entries.count > 5 ? " and \(entries.count - 5) more" : ""
            return "--out \(folder) changed while larder worked: \(named)\(more) appeared or changed in it after larder"
                + " first looked at it, and larder replaces its output folder as a whole. Nothing was moved or deleted,"
                + " and the new output was not written; move your files out of \(folder), or pass --out with another"
                + " folder, and run larder again."
        case .copyRefused(let folder, let existing) where existing.isEmpty:
            return Self.nothingWritten(
                "\(folder) is a file, not a folder; name a new folder to copy the templates into, e.g. larder"
                    + " templates my-templates.")
        case .copyIntoOutput(let folder, let output) where folder == output:
            return Self.nothingWritten(
                "\(folder) is larder's output folder (it holds \(OutputFolder.markerName)): the next larder report"
                    + " or larder run replaces it whole, and edited templates in it would be lost. Name a new folder"
                    + " outside it, e.g. larder templates my-templates.")
        case .copyIntoOutput(let folder, let output):
            return Self.nothingWritten(
                "\(folder) lies inside larder's output folder \(output) (it holds \(OutputFolder.markerName)):"
                    + " the next larder report or larder run replaces that folder whole, and edited templates in it"
                    + " would be lost. Name a new folder outside it, e.g. larder templates my-templates.")
        case .copyIntoNonEmpty(let folder, let entry):
            return Self.nothingWritten(
                "\(folder) is not empty (it holds \(entry)); larder writes its templates only into a new or empty"
                    + " folder, so nothing of yours is overwritten or mixed in. Name a new folder, e.g. larder"
                    + " templates my-templates.")
        case .rawValue(let file, let line, let tag):
            return "\(file) line \(line): \(tag) puts a value in the page without escaping it; only larder's charts"
                + " may be (`{{{chart}}}`), as imported text would become markup. Write it with two braces,"
                + " {{name}}."
        case .delimiterChange(let file, let line):
            return "\(file) line \(line): the template changes its tag delimiters ({{=…=}}), which larder does"
                + " not accept, as it could not check what the template leaves unescaped. Keep {{ and }}."
        case .copyRefused(let folder, let existing):
            return Self.nothingWritten(
                "\(folder) already holds \(existing.count) of the templates (\(existing.firstThreeListed));"
                    + " larder does not overwrite them. Name a new or empty folder, or move those files away first.")
        }
    }

    /// A refused `larder templates DIR`'s message: what is wrong and what to do, then that nothing was written.
    private static func nothingWritten(_ message: String) -> String {
        message + " Nothing was written."
    }

    /// Why a folder was refused, and what to pass instead.
    private static func describe(_ why: OutputFolder.Refusal) -> String {
        let own = "pass --out with a folder of its own, e.g. --out output."
        switch why {
        case .notAFolder:
            return "is a file, not a folder, and larder would replace it with its output folder; " + own
        case .holdsWorkingFolder:
            return "is the current folder or holds it, and larder replaces its output folder as a whole; " + own
        case .equals(let input):
            return "is \(name(input)); larder replaces its output folder as a whole. Pass --out with another folder,"
                + " e.g. --out output."
        case .holds(let input):
            return "holds \(name(input)), and larder replaces its output folder as a whole; " + own
        case .inside(let input):
            return "lies inside \(name(input)), which larder reads; pass --out with a folder outside it,"
                + " e.g. --out output."
        case .foreign(let entry):
            return "holds `\(entry)`, which larder did not write, and no \(OutputFolder.markerName) marker, and larder"
                + " replaces its output folder as a whole; pass --out with a new or empty folder, or move your files"
                + " out of it."
        }
    }

    private static func name(_ input: OutputFolder.Input) -> String {
        switch input {
        case .database(let path): return "the database \(path)"
        case .data(let path): return "the data folder \(path)"
        case .templates(let path): return "the templates folder \(path)"
        }
    }
}
