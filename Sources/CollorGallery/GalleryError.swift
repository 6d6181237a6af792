import Collor
import Foundation

/// Why a gallery could not be built, or a state of it was skipped: names the file, line and column
/// of bad data.
public enum GalleryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A data file that is not valid JSON, or not of the expected shape.
    case badData(file: String, line: Int, column: Int, reason: String)
    /// A data file the gallery needs is missing.
    case missingData(file: String)
    /// No gallery has that name.
    case unknownGallery(String, known: [String])
    /// The gallery's `widths` cannot lay it out: none, one not positive, or one given twice.
    case invalidWidths([CGFloat], reason: String)
    /// A state of the gallery holds more items (cells and supplementary views) than
    /// `Gallery.maximumItems`: its page would hold every one at every width and every step.
    case tooManyItems(gallery: String, step: String, count: Int, limit: Int)
    /// A declared text that its view clips at a width, step and variant of a gallery: an error
    /// under `--strict`.
    case textDoesNotFit(
        gallery: String, step: String, width: CGFloat, variant: TraitCollection, uid: String,
        text: String, reason: String)

    /// The problem in words; bad data as `file:line:column: reason`.
    public var description: String {
        switch self {
        case .badData(let file, let line, let column, let reason):
            return "\(file):\(line):\(column): \(reason)"
        case .missingData(let file):
            return "\(file): missing data file"
        case .unknownGallery(let name, let known):
            return "Unknown gallery \"\(name)\". Galleries: \(known.joined(separator: ", "))."
        case .invalidWidths(let widths, let reason):
            return "widths \(widths): \(reason); give one or more distinct positive widths."
        case .tooManyItems(let gallery, let step, let count, let limit):
            return
                "gallery \(gallery), \(step): \(count) items, over the bound of \(limit) per "
                + "state; show fewer (a page holds every item at every width and step)"
        case .textDoesNotFit(
            let gallery, let step, let width, let variant, let uid, let text, let why):
            return
                "gallery \(gallery), \(step), width \(String(format: "%g", Double(width))), \(variant): "
                + "text \"\(text)\" in \(uid) does not fit: \(why)"
        }
    }
}
