import Foundation

/// A docs folder of `pages` pages of about 4 KB, in folders of `folderSize`, written page by page
/// (never held whole in memory): headings, lists, a quote, links to the next page and to a heading
/// of a page in the next folder, and three code blocks (two Swift), none repeated anywhere in the
/// site, so that no cache can stand in for parsing or highlighting. The same arguments give the
/// same bytes.
enum SyntheticSite {
    static let folderSize = 100

    /// Writes the site into `folder` (created); returns the markdown bytes written.
    static func write(pages: Int, into folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let folders = (pages + folderSize - 1) / folderSize
        // A home page, as a user's docs folder has (without one, the builder generates it).
        let home = """
            # Synthetic documentation

            \(pages) pages in \(folders) folders. Start with [the first page](part-000/page-000.md).

            """
        try home.write(
            to: folder.appendingPathComponent("index.md"), atomically: false, encoding: .utf8)
        var bytes = home.utf8.count
        for index in 0..<pages {
            let (part, page) = index.quotientAndRemainder(dividingBy: folderSize)
            let directory = folder.appendingPathComponent(folderName(part))
            if page == 0 {
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true)
            }
            let inFolder = min(folderSize, pages - part * folderSize)
            let text = markdown(
                index: index, part: part, page: page, inFolder: inFolder, folders: folders)
            bytes += text.utf8.count
            try text.write(
                to: directory.appendingPathComponent(fileName(page)), atomically: false,
                encoding: .utf8)
        }
        return bytes
    }

    static func folderName(_ part: Int) -> String { "part-" + padded(part, 3) }
    static func fileName(_ page: Int) -> String { "page-" + padded(page, 3) + ".md" }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Deterministic words: the `k`th word of page `index`.
    private static func word(_ index: Int, _ k: Int) -> String {
        words[(index &* 7_919 &+ k &* 104_729 &+ (k * k) % 97) % words.count]
    }

    private static func sentence(_ index: Int, _ start: Int, count: Int) -> String {
        var text = ""
        for k in start..<(start + count) {
            if !text.isEmpty { text += " " }
            text += word(index, k)
        }
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    private static func paragraph(_ index: Int, _ start: Int, sentences: Int) -> String {
        (0..<sentences).map { sentence(index, start + $0 * 13, count: 9 + ($0 + index) % 7) }
            .joined(separator: " ")
    }

    private static func markdown(
        index: Int, part: Int, page: Int, inFolder: Int, folders: Int
    ) -> String {
        let next = fileName((page + 1) % inFolder)
        let otherPart = (part + 1) % folders
        let other = "../\(folderName(otherPart))/\(fileName(page % 7))"
        let type = word(index, 1).capitalized + word(index, 2).capitalized + String(index)
        let title = "\(word(index, 3).capitalized) \(word(index, 4)) \(index)"
        return """
            # \(title)

            \(paragraph(index, 10, sentences: 3)) Read *\(word(index, 5))* with **\(word(index, 6))**, \
            call `\(word(index, 7))(\(index))`, then go on to [the next page](\(next)) or to \
            [the details elsewhere](\(other)#details).

            ## Overview

            \(paragraph(index, 40, sentences: 5))

            \(paragraph(index, 400, sentences: 4))

            - \(sentence(index, 90, count: 6))
            - \(sentence(index, 100, count: 5)) with `\(word(index, 8))`
            - \(sentence(index, 110, count: 7))

            ## Details

            \(paragraph(index, 130, sentences: 3))

            ```swift
            /// \(sentence(index, 170, count: 8))
            public struct \(type): Hashable, Sendable {
                public var \(word(index, 9))Count: Int = \(index * 31 % 9_973)
                public let label = "\(word(index, 10)) \(index)"

                public func render(into buffer: inout [UInt8], scale: Double) -> Int {
                    let width = Int(Double(\(index % 640 + 16)) * scale)
                    for value in 0..<\(word(index, 9))Count where value % \(index % 7 + 2) == 0 {
                        buffer.append(UInt8(truncatingIfNeeded: value &+ width))
                    }
                    return buffer.count // \(word(index, 11)) \(word(index, 12))
                }
            }
            ```

            ### \(word(index, 13).capitalized) and \(word(index, 14))

            \(paragraph(index, 190, sentences: 3))

            > \(sentence(index, 230, count: 12))

            ```swift
            extension \(type) {
                static func make\(index)(_ items: [String]) throws -> [\(type)] {
                    guard !items.isEmpty else { throw CocoaError(.fileNoSuchFile) }
                    return items.enumerated().map { offset, item in
                        var value = \(type)()
                        value.\(word(index, 9))Count = offset * \(index % 13 + 1) + item.count
                        return value
                    }
                }
            }
            ```

            ## Usage

            \(paragraph(index, 260, sentences: 5))

            ```sh
            swift run \(word(index, 15))-\(index) --\(word(index, 16)) \(index * 17 % 1_000)
            ```

            1. \(sentence(index, 320, count: 6))
            2. \(sentence(index, 330, count: 8))

            \(paragraph(index, 350, sentences: 4))

            ### Notes on \(word(index, 17))

            \(paragraph(index, 460, sentences: 4))

            """
    }

    private static let words: [String] = """
        section cell adapter uid update diff layout frame render page index path collection \
        descriptor builder insert delete move reload supplementary decoration view attribute \
        width height inset spacing item group stable identity change batch result transition \
        animation opacity transform keyframe timeline gallery sample scenario record state \
        snapshot strategy theme colour font metric measure text label title heading anchor link \
        sidebar search symbol module type member method property initializer protocol extension \
        conformance overload parameter return throw error warning file line column source output \
        folder marker build serve preview socket request response header body cache buffer stream \
        token parse walk node tree branch leaf root child parent sibling order sort merge split \
        queue worker thread core memory byte kilobyte megabyte second millisecond ratio target \
        verdict benchmark profile sample median minimum maximum average weight score rank match \
        quick careful simple clear exact gentle steady bright quiet narrow broad deep shallow \
        early late first last next previous inner outer upper lower visible hidden
        """.split(separator: " ").map { String($0) }
}
