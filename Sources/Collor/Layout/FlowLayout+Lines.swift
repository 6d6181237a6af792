import Foundation

extension FlowLayout {
    /// Places every cell, line by line, section by section.
    func layOutCells() throws(CollorError) {
        let view = collectionView
        let width = max(view.bounds.width.isFinite ? view.bounds.width : 0, 0)
        let sections = collectionData.sections
        let total = sections.reduce(0) { $0 + $1.sectionStorage.cells.count }
        var attributes: [LayoutAttributes] = []
        attributes.reserveCapacity(total)
        var lineTops: [CGFloat] = []
        lineTops.reserveCapacity(total)
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        var origins: [CGPoint] = []
        origins.reserveCapacity(sections.count)
        var sizes: [CGSize] = []
        var y: CGFloat = 0

        for (sectionIndex, section) in sections.enumerated() {
            let cells = section.sectionStorage.cells
            let inset = section.sectionInset(view)
            try LayoutValue.check(inset, section: sectionIndex, uid: section._uid)
            guard !cells.isEmpty else {
                // Room for its header: an empty section takes its insets only when it has
                // supplementary views to place in them.
                let hasViews = !section.sectionStorage.supplementaryViews.isEmpty
                origins.append(CGPoint(x: inset.left, y: y + (hasViews ? inset.top : 0)))
                if hasViews { y += inset.top + inset.bottom }
                starts.append(attributes.count)
                continue
            }
            let interitem = try LayoutValue.checked(
                section.minimumInteritemSpacing(view, layout: self), "minimum interitem spacing",
                section: sectionIndex, uid: section._uid)
            let lineSpacing = try LayoutValue.checked(
                section.minimumLineSpacing(view, layout: self), "minimum line spacing",
                section: sectionIndex, uid: section._uid)
            let available = max(width - inset.left - inset.right, 0)
            sizes.removeAll(keepingCapacity: true)
            for (item, cell) in cells.enumerated() {
                let size = cell.size(view, sectionDescriptor: section)
                try LayoutValue.check(
                    size, section: sectionIndex, item: item, uid: cell.cellStorage.uid)
                sizes.append(CGSize(width: min(size.width, available), height: size.height))
            }

            y += inset.top
            origins.append(CGPoint(x: inset.left, y: y))
            var lineStart = 0
            while lineStart < sizes.count {
                // Gather the line: items while they fit (a little slack absorbs rounding).
                var lineEnd = lineStart + 1
                var used = sizes[lineStart].width
                var height = sizes[lineStart].height
                while lineEnd < sizes.count
                    && used + interitem + sizes[lineEnd].width <= available + 1e-9
                {
                    used += interitem + sizes[lineEnd].width
                    height = max(height, sizes[lineEnd].height)
                    lineEnd += 1
                }
                let isLast = lineEnd == sizes.count
                let count = lineEnd - lineStart
                var x: CGFloat
                var gap: CGFloat
                if count == 1 {
                    x = inset.left + (available - sizes[lineStart].width) / 2
                    gap = 0
                } else if isLast {
                    x = inset.left
                    gap = interitem
                } else {
                    x = inset.left
                    gap = interitem + (available - used) / CGFloat(count - 1)
                }
                for item in lineStart..<lineEnd {
                    let size = sizes[item]
                    var cell = LayoutAttributes(
                        forCellWith: IndexPath(item: item, section: sectionIndex),
                        frame: CGRect(
                            x: x, y: y + (height - size.height) / 2, width: size.width,
                            height: size.height))
                    cell.zIndex = 0
                    attributes.append(cell)
                    lineTops.append(y)
                    x += size.width + gap
                }
                y += height
                if !isLast { y += lineSpacing }
                lineStart = lineEnd
            }
            y += inset.bottom
            starts.append(attributes.count)
        }
        cellAttributes = attributes
        cellLineTops = lineTops
        sectionStarts = starts
        sectionOrigins = origins
        contentSize = CGSize(width: width, height: y)
    }

    /// Places the supplementary views of the data, relative to their section's content origin.
    func layOutSupplementaryViews() throws(CollorError) {
        try supplementaryViewsHandler.addViews(of: collectionData, in: collectionView) {
            sectionOrigins[$0]
        }
    }
}
