/// A `gallery` block that names none of the galleries its embedding has (`GalleryEmbedding`):
/// the embedding's rule, not the markdown's, so it reaches the page's diagnostics as a
/// `MarkdownDiagnostic.Reason.host` problem.
public struct UnknownGallery: HostProblem, Equatable {
    /// The name the block gives, or `(none)`.
    package var name: String
    /// The galleries the embedding has.
    package var known: [String]

    /// The block naming `name`, with the galleries the embedding has.
    package init(_ name: String, known: [String]) {
        self.name = name
        self.known = known
    }

    public var identifier: String { "gallery.unknown" }

    public var message: String {
        guard !known.isEmpty else {
            return "unknown gallery '\(name)': this build was given no galleries; add an "
                + "executable target that depends on CollorSiteCommand and calls "
                + "SiteCommand.main(galleries:) with yours, then run it (swift run NAME build) "
                + "or the plugin, which finds it (swift package collor build)"
        }
        return "unknown gallery '\(name)' (known: \(known.joined(separator: ", ")))"
    }
}
