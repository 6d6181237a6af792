import Foundation

/// The build report as a file (`collor build --report FILE`): the format `Site/build-report.md`
/// documents, version `BuildReport.formatVersion`.
extension BuildReport {
    /// The version of the file's format: raised when a field changes meaning or goes away (new
    /// fields may appear within a version).
    public static let formatVersion = 1

    /// The report as JSON, its paths from the package's root (`paths`).
    ///
    /// The same build gives the same bytes but for `timing`, the one member whose values vary
    /// (keys sorted; diagnostics in the build's order, pages by output path, sections and links
    /// in page order).
    public func json(paths: ReportPaths) -> [UInt8] {
        let object: [String: Any] = [
            "version": Self.formatVersion,
            "succeeded": succeeded,
            "strict": strict,
            "counts": [
                "pages": pages, "galleries": galleries, "galleryPages": galleryPages,
                "errors": errors.count, "warnings": warnings.count,
                "warningsAsErrors": warningsAsErrors,
            ],
            "diagnostics": diagnosticsJSON(paths: paths),
            "pages": pageRecords.map { Self.json($0, paths: paths) },
            "timing": [
                "totalSeconds": Self.seconds(duration),
                "stages": Dictionary(
                    stageTimes.map { ($0.stage, Self.seconds($0.time)) },
                    uniquingKeysWith: +),
            ],
        ]
        let options: JSONSerialization.WritingOptions = [
            .sortedKeys, .prettyPrinted, .withoutEscapingSlashes,
        ]
        // Only strings, numbers, booleans, arrays and dictionaries are in it: it serialises.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data()
        return Array(data) + [UInt8(ascii: "\n")]
    }

    /// Errors first (a strict build's promoted warnings last among them), then warnings.
    private func diagnosticsJSON(paths: ReportPaths) -> [[String: Any]] {
        let promotedFrom = errors.count - warningsAsErrors
        let failing = errors.enumerated().map { index, error in
            Self.json(error, severity: "error", promoted: index >= promotedFrom, paths: paths)
        }
        return failing
            + warnings.map { Self.json($0, severity: "warning", promoted: false, paths: paths) }
    }

    private static func json(
        _ problem: SiteError, severity: String, promoted: Bool, paths: ReportPaths
    ) -> [String: Any] {
        var object: [String: Any] = [
            "id": problem.reason.identifier, "severity": severity,
            "file": paths.path(of: problem.file), "line": problem.line,
            "column": problem.column, "message": problem.message,
        ]
        if promoted { object["promoted"] = true }
        return object
    }

    private static func json(_ page: PageRecord, paths: ReportPaths) -> [String: Any] {
        var object: [String: Any] = [
            "path": page.path, "kind": page.kind.rawValue, "title": page.title,
            "sections": page.sections.map(json),
            "links": page.links.map { json($0, paths: paths) },
        ]
        if let source = page.source { object["source"] = paths.path(of: source) }
        if let heading = page.roleHeading { object["roleHeading"] = heading }
        if !page.extensionFiles.isEmpty {
            object["extensionFiles"] = page.extensionFiles.map(paths.path(of:))
        }
        return object
    }

    private static func json(_ section: ReportSection) -> [String: Any] {
        var object: [String: Any] = ["kind": section.kind.rawValue]
        let optional: [(String, String?)] = [
            ("symbol", section.symbol), ("text", section.text), ("name", section.name),
            ("style", section.style), ("preciseIdentifier", section.preciseIdentifier),
            ("symbolKind", section.symbolKind),
        ]
        for case (let key, let value?) in optional { object[key] = value }
        let blockFields: [(String, Any?)] = [
            ("language", section.language), ("source", section.source),
            ("rows", section.rows), ("columns", section.columns),
        ]
        for case (let key, let value?) in blockFields { object[key] = value }
        if !section.items.isEmpty {
            object["items"] = section.items.map { ["name": $0.name, "text": $0.text] }
        }
        if !section.groups.isEmpty {
            object["groups"] = section.groups.map { group in
                var object: [String: Any] = [
                    "title": group.title, "members": group.members.map(json),
                ]
                if let type = group.type { object["type"] = type }
                return object
            }
        }
        return object
    }

    private static func json(_ target: ReportTarget) -> [String: Any] {
        var object: [String: Any] = [:]
        if let page = target.page { object["page"] = page }
        if let anchor = target.anchor { object["anchor"] = anchor }
        if let name = target.name { object["name"] = name }
        return object
    }

    private static func json(_ link: LinkRecord, paths: ReportPaths) -> [String: Any] {
        var object: [String: Any] = [
            "file": paths.path(of: link.file), "line": link.line, "column": link.column,
            "kind": link.kind, "destination": link.destination,
        ]
        if let target = link.target { object["target"] = json(target) }
        if let external = link.external { object["external"] = external }
        if link.generated { object["generated"] = true }
        return object
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
