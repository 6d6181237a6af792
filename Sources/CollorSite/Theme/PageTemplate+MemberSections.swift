import CollorHTML
import Foundation

extension PageTemplate {
    /// What closes a member's section on its type's page, as docc's page of the member shows it:
    /// the articles that mention it, then its automatic See Also, each looked up by its anchor.
    struct MemberSections: Sendable {
        var mentionedIn: @Sendable (_ anchor: String) -> [MentionedIn.Entry]
        var seeAlso: @Sendable (_ anchor: String) -> SeeAlso?

        /// None: a page without members.
        static let none = MemberSections(mentionedIn: { _ in [] }, seeAlso: { _ in nil })
    }

    /// `body` (a type page's) with each member's sections (`members`) written at the end of its
    /// section: before the next `<h2` or `<h3` heading, or at the end. A member's section is
    /// the `<h3 id="…">` its anchor names; the body's headings are the walker's, so a literal
    /// `<h2`/`<h3` in it is always a heading (text and code are escaped).
    ///
    /// - Complexity: O(body + what it inserts).
    static func insertingMemberSections(
        _ members: MemberSections, into body: [UInt8], page: String,
        abstract: (_ target: String) -> String?
    ) -> [UInt8] {
        var headings: [(offset: Int, anchor: String?)] = []
        var index = 0
        while index + 3 < body.count {
            defer { index += 1 }
            guard body[index] == UInt8(ascii: "<"), body[index + 1] == UInt8(ascii: "h"),
                body[index + 2] == UInt8(ascii: "2") || body[index + 2] == UInt8(ascii: "3"),
                body[index + 3] == UInt8(ascii: " ") || body[index + 3] == UInt8(ascii: ">")
            else { continue }
            headings.append(
                (
                    index,
                    body[index + 2] == UInt8(ascii: "3") ? Self.id(in: body, at: index + 3) : nil
                ))
        }
        var result: [UInt8] = []
        var copied = 0
        for (position, heading) in headings.enumerated() {
            guard let anchor = heading.anchor else { continue }
            let mentions = members.mentionedIn(anchor)
            let seeAlso = members.seeAlso(anchor)
            guard !mentions.isEmpty || seeAlso != nil else { continue }
            var html = HTMLWriter(escaping: .commonMark, capacity: 1_024)
            writeMentionedIn(mentions, from: page, member: true, into: &html)
            if let seeAlso {
                writeSeeAlso(
                    seeAlso, from: page, member: anchor, abstract: abstract, into: &html)
            }
            let end =
                position + 1 < headings.count ? headings[position + 1].offset : body.count
            if result.isEmpty { result.reserveCapacity(body.count + 4_096) }
            result += body[copied..<end]
            result += html.bytes
            copied = end
        }
        guard copied > 0 else { return body }
        return result + body[copied...]
    }

    /// The value of the `id` attribute of the tag whose attributes start at `start`, with the
    /// entities the writer escapes in attributes turned back.
    private static func id(in body: [UInt8], at start: Int) -> String? {
        let marker = Array(" id=\"".utf8)
        guard body.count > start + marker.count,
            Array(body[start..<(start + marker.count)]) == marker
        else { return nil }
        let from = start + marker.count
        guard let end = body[from...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(decoding: body[from..<end], as: UTF8.self)
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
