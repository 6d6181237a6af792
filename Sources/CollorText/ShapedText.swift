/// The characters of one paragraph, set on one line the way a browser's shaper sets them: each
/// character's advance, plus an adjustment between neighbours for kerning and ligatures.
///
/// Widths are in font units and kept as prefix sums, so that the width of any run of characters,
/// set as a line of its own, costs O(1): the adjustments at the run's two ends are left out, as a
/// browser re-shapes each line without its neighbours.
struct ShapedText {
    let characters: [Character]
    /// `prefix[k]`: the width of `characters[0..<k]` set together.
    private let prefix: [Int]
    /// `joins[k]`: the adjustment between characters `k` and `k + 1`.
    private let joins: [Int]
    /// `insideLigature[k]`: characters `k` and `k + 1` are parts of one ligature.
    private let insideLigature: [Bool]
    /// `visible[k]`: character `k` draws something (it is not only default ignorables).
    private let visible: [Bool]

    /// Shapes `characters` with `metrics`.
    ///
    /// - Complexity: O(n log k) for n characters and k kerned scalars.
    init(_ characters: [Character], metrics: FontMetrics) {
        self.characters = characters
        let count = characters.count
        let glyphs = characters.map { metrics.glyphScalars(of: $0) }
        let scalars: [UInt32?] = glyphs.map { $0.count == 1 ? $0.first?.value : nil }
        // The glyph each character shows on its left and right side: a ligature replaces its
        // components, so kerning with a neighbour reads the ligature's classes.
        var leftGlyph = glyphs.map { $0.first(where: FontMetrics.isDrawn)?.value }
        var rightGlyph = glyphs.map { $0.last(where: FontMetrics.isDrawn)?.value }
        let advances = glyphs.map { metrics.advance(ofGlyphs: $0) }
        var joins = [Int](repeating: 0, count: count)
        var insideLigature = [Bool](repeating: false, count: count)
        var index = 0
        while index < count {
            guard let match = metrics.ligature(at: index, in: scalars) else {
                index += 1
                continue
            }
            let last = index + match.count - 1
            let ligatureAdvance = metrics.advance(of: Unicode.Scalar(match.scalar) ?? " ") ?? 0
            let componentsAdvance = advances[index...last].reduce(0, +)
            joins[index] = ligatureAdvance - componentsAdvance
            for inner in index..<last { insideLigature[inner] = true }
            leftGlyph[index] = match.scalar
            rightGlyph[last] = match.scalar
            index = last + 1
        }
        // Kerning pairs skip invisible characters, as HarfBuzz skips default ignorables: "A", ZERO
        // WIDTH SPACE, "T" kerns A and T. The adjustment goes just before the right character.
        // Only Latin runs are kerned: the font's kerning is in its `latn` script.
        let scripts = ScriptClass.resolved(
            glyphs.map { $0.first.map(ScriptClass.init) ?? .neutral })
        var lastVisible: Int?
        for position in 0..<count where leftGlyph[position] != nil {
            if let previous = lastVisible, !insideLigature[previous],
                scripts[previous] == .latin, scripts[position] == .latin,
                let left = rightGlyph[previous], let right = leftGlyph[position]
            {
                joins[position - 1] += metrics.kerning(left, right)
            }
            lastVisible = position
        }
        var prefix = [Int](repeating: 0, count: count + 1)
        for position in 0..<count {
            let join = position > 0 ? joins[position - 1] : 0
            prefix[position + 1] = prefix[position] + join + advances[position]
        }
        self.prefix = prefix
        self.joins = joins
        self.insideLigature = insideLigature
        self.visible = leftGlyph.map { $0 != nil }
    }

    /// The width, in font units, of `characters[range]` set as a line of its own.
    func width(of range: Range<Int>) -> Int {
        // Invisible characters at the start are zero-wide, but the kerning that spans them comes
        // from the line before: start at the first visible character.
        var start = range.lowerBound
        while start < range.upperBound && !visible[start] { start += 1 }
        guard start < range.upperBound else { return 0 }
        let leading = start > 0 ? joins[start - 1] : 0
        return prefix[range.upperBound] - prefix[start] - leading
    }

    /// The width, in font units, that a browser needs for `characters[range]` as a line of the
    /// paragraph: the line set alone, plus the kerning between its last character and the next
    /// one when that kerning widens it.
    ///
    /// Chromium keeps the last glyph's advance as kerned in the paragraph when that is wider
    /// (measured: "co-operate" breaks after "co-" only where "co-" plus the +38 units of
    /// hyphen-o kerning fit), and sets the line alone when that is wider.
    func lineWidth(of range: Range<Int>) -> Int {
        let width = width(of: range)
        guard !range.isEmpty, range.upperBound < characters.count else { return width }
        return width + max(0, joins[range.upperBound - 1])
    }

    /// Whether a break between characters `index - 1` and `index` cuts a ligature, so that the
    /// pieces need shaping again to be exact.
    func cutsLigature(at index: Int) -> Bool {
        index > 0 && index < characters.count && insideLigature[index - 1]
    }
}
