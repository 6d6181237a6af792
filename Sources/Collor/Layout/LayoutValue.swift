import Foundation

/// Checks of the values a layout reads from descriptors: a negative or non-finite size, inset,
/// spacing or frame is an error naming the section and item, never a frame.
enum LayoutValue {
    static func checked(
        _ value: CGFloat, _ what: String, section: Int, item: Int? = nil, uid: String?
    )
        throws(CollorError) -> CGFloat
    {
        guard value.isFinite && value >= 0 else {
            throw .invalidLayoutValue(
                .init(what: what, value: "\(value)", section: section, item: item, uid: uid))
        }
        return value
    }

    static func check(_ inset: EdgeInsets, section: Int, uid: String?) throws(CollorError) {
        for value in [inset.top, inset.left, inset.bottom, inset.right]
        where !(value.isFinite && value >= 0) {
            throw .invalidLayoutValue(
                .init(
                    what: "section inset", value: "\(inset)", section: section, item: nil, uid: uid)
            )
        }
    }

    static func check(_ size: CGSize, section: Int, item: Int, uid: String?) throws(CollorError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidLayoutValue(
                .init(
                    what: "size", value: "\(size.width) x \(size.height)", section: section,
                    item: item, uid: uid))
        }
    }

    static func check(_ frame: CGRect, section: Int, item: Int, uid: String?) throws(CollorError) {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard values.allSatisfy(\.isFinite), frame.size.width >= 0, frame.size.height >= 0 else {
            throw .invalidLayoutValue(
                .init(
                    what: "supplementary view frame", value: "\(frame)", section: section,
                    item: item, uid: uid))
        }
    }
}
