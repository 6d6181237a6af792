import NIOHTTP1

extension PreviewHTTPHandler {
    /// Answers a file of the output that is not a page as a static server would: with its
    /// validators (`ETag`, `Last-Modified`), `Accept-Ranges`, revalidated on each use
    /// (`no-cache`, so an edit shows at once), and 304, 206 or 416 when the request's conditions
    /// or range call for it (`FileAnswer`); `file` is closed when no byte of it is sent. A page
    /// gets the reload script on the wire, so it is always answered whole and never stored.
    static func applyConditions(
        of request: HTTPHeaders, to response: inout PreviewResponse, file: inout ServedFile?
    ) {
        guard let opened = file, opened.insertion == nil, response.status == 200,
            let validator = opened.validator
        else { return }
        response.headers.removeAll { $0.0 == "Cache-Control" }
        response.headers += [
            ("Cache-Control", "no-cache"), ("ETag", validator.etag),
            ("Last-Modified", validator.lastModified), ("Accept-Ranges", "bytes"),
        ]
        let answer = FileAnswer(
            header: { name in
                let values = request[name]
                return values.isEmpty ? nil : values.joined(separator: ", ")
            }, size: opened.size, validator: validator)
        switch answer {
        case .whole:
            return
        case .notModified:
            (response.status, response.reason) = (304, "Not Modified")
            opened.close()
            file = nil
        case .part(let range):
            (response.status, response.reason) = (206, "Partial Content")
            response.headers.append(
                (
                    "Content-Range",
                    "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(opened.size)"
                ))
            opened.limit(to: range)
        case .unsatisfiable:
            (response.status, response.reason) = (416, "Range Not Satisfiable")
            response.headers.append(("Content-Range", "bytes */\(opened.size)"))
            opened.close()
            file = nil
        }
    }
}
