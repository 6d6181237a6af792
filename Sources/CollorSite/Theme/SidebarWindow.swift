/// The part of one long list (a section's pages and subfolders, a group's pages) that a page's
/// sidebar shows: the `size` items around the page, so that a page's sidebar is bounded by the
/// depth of its folder, not by how many pages or folders sit beside it. Every item stays one
/// click away: the list ends with a link to its folder's index page, which lists them all.
enum SidebarWindow {
    /// The most items of one list a sidebar shows.
    static let size = 50

    /// The items of a list of `count` shown around `focus` (the current page or the open
    /// subfolder that leads to it), or its first `size` without one.
    ///
    /// - Complexity: O(1).
    static func range(count: Int, focus: Int?) -> Range<Int> {
        guard count > size else { return 0..<count }
        let start = max(0, min((focus ?? 0) - size / 2, count - size))
        return start..<(start + size)
    }
}
