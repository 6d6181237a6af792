/// A shelf of books, whose comments link where docc finds something and where it does not.
///
/// Its third line links to ``Shelf/arrange()`` and, in the middle of a line, to <doc:ArangingTheShelf> here.
public struct Shelf {
    /// Arranges the shelf.
    ///
    /// See <doc:ArrangingTheShelf>, and on a later
    /// line of the paragraph ``Shelf/arange()`` and <doc:#Nowhere>.
    public func arrange() {}

    /// Sorts the books by ``Shelf/sorted``.
    public func sort() {}

    /// Counts the books.
    ///
    /// - Note: Faster than ``Shelf/counted``.
    /// - Returns: How many; see ``Shelf/tally``.
    public func count() -> Int { 0 }
}
