extension Array where Element == any Gallery {
    /// The gallery whose `name` or `title` is `name`, ignoring case.
    ///
    /// - Throws: `GalleryError.unknownGallery` naming the known galleries.
    public func gallery(named name: String) throws(GalleryError) -> any Gallery {
        let key = name.lowercased()
        guard
            let gallery = first(where: {
                $0.name.lowercased() == key || $0.title.lowercased() == key
            })
        else {
            throw .unknownGallery(name, known: map(\.name))
        }
        return gallery
    }
}
