import Foundation

/// An imported address a page may link to: an `http` or `https` URL with a host.
///
/// Anyone can edit an export, so a wish's `image_url` may be `javascript:alert(1)`, a `data:` page,
/// or `//evil.example`, which a page opened from `file://` would resolve against another scheme.
/// Only what Foundation's `URLComponents` parses as a web address becomes a link; the page shows
/// anything else as plain text. Mustache still escapes ``href`` in the attribute: this type decides
/// *whether* to link, escaping decides *how* the address is written.
struct SafeURL: Equatable {
    /// The address for `href`, as Foundation writes it back: characters a URL cannot hold (`"`,
    /// `<`, spaces) are percent-encoded.
    let href: String
    /// The host in lower case, `img.example`: the text of the link, so a reader sees where it goes.
    let host: String

    /// The address `text` holds, or nil unless it is exactly (no leading space or control
    /// character) an `http` or `https` URL with a host and without a user name or password, which
    /// could make one site look like another (`https://bank.example@evil.example`).
    init?(_ text: String) {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil,
            let url = components.url
        else { return nil }
        self.href = url.absoluteString
        self.host = host.lowercased()
    }
}
