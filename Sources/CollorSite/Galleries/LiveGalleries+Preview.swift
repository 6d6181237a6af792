import CollorGallery
import CollorHTML
import Foundation

/// A gallery's preview in its folder's index: its first step at the phone width, still (no
/// link, button or script in it), shown small. It is an image to assistive technology, named
/// after the gallery; the gallery's title beside it is the link to its page.
extension LiveGalleries {
    /// The width a preview shows: a phone's.
    static let previewWidth: CGFloat = 375

    /// The preview of `gallery`, or nil when its first step has no state to show; `number`
    /// keeps its keyframes apart from the other previews' on the page.
    static func preview(
        of gallery: any Gallery, recording: GalleryRecording, number: Int, fontName: String?
    ) -> String? {
        // The phone's width when it was recorded, else the narrowest.
        let width =
            recording.widths.contains(previewWidth) ? previewWidth : recording.widths.min()
        guard let width, let state = recording.states(atWidth: width)?.first?.inert() else {
            return nil
        }
        var options = recording.options
        options.fontURL = nil
        guard
            let collection = try? TransitionRenderer(options: options).fragment(
                Transition(still: state), prefix: "gallery-preview\(number)")
        else { return nil }
        var html = HTMLWriter()
        html.raw("<div class=\"gallery-live gallery-preview\" role=\"img\"")
        html.attribute(
            "aria-label", "\(gallery.title): its first step at \(CSSNumber.string(width)) px")
        html.raw(">\n<style>\n")
        // The index is in the galleries' folder, beside the font.
        html.raw(PageRenderer.styleText(Theme.css(fontURL: fontName)))
        html.raw("</style>\n")
        if !options.extraCSS.isEmpty {
            html.raw("<style>\n")
            html.raw(PageRenderer.styleText(options.extraCSS))
            html.raw("</style>\n")
        }
        html.raw(collection)
        html.raw("</div>\n")
        return html.string
    }
}
