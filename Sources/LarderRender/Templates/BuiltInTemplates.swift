/// larder's own templates, carried in the binary: what `larder report` and `larder run` use without
/// `--templates`, and what `larder templates DIR` writes out. The `EmbedTemplates` plugin writes them from templates/ at every build.
package enum BuiltInTemplates {
    /// Each template's name (its path under templates/ without `.mustache`) and text.
    package static var all: [(name: String, text: String)] { EmbeddedTemplates.all }
}
