import Foundation

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
        }
    }
}
