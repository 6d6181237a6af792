import Foundation

internal extension FontMetrics {
    /// The scalars a shaper draws for a character: its canonical composition when the font has
    /// glyphs for all of that (as HarfBuzz composes "e" + COMBINING ACUTE into "é"), else its own.
    func glyphScalars(of character: Character) -> [Unicode.Scalar] {
        let scalars = Array(character.unicodeScalars)
        guard scalars.count > 1 else { return scalars }
        let composed = Array(String(character).precomposedStringWithCanonicalMapping.unicodeScalars)
        guard composed.count < scalars.count, composed.allSatisfy({ advance(of: $0) != nil }) else {
            return scalars
        }
        return composed
    }

    /// The advance of one user-perceived character: the sum of its glyph scalars' advances.
    ///
    /// Scalars that a browser never draws (default-ignorable ones such as ZERO WIDTH JOINER,
    /// variation selectors and SOFT HYPHEN, and controls) are zero-width even where the font has a
    /// glyph, as HarfBuzz makes them. Scalars the font lacks are drawn by a fallback font: marks
    /// among them are zero-width, and all others together count `fallbackAdvance` once per
    /// character, because a fallback font draws an emoji sequence or a flag as one glyph.
    func advance(of character: Character) -> Int {
        advance(ofGlyphs: glyphScalars(of: character))
    }

    /// The advance of one character given its glyph scalars (`glyphScalars(of:)`).
    func advance(ofGlyphs scalars: [Unicode.Scalar]) -> Int {
        var total = 0
        var needsFallback = false
        for scalar in scalars where Self.isDrawn(scalar) {
            if let advance = advance(of: scalar) {
                total += advance
            } else {
                let category = scalar.properties.generalCategory
                needsFallback =
                    needsFallback || (category != .nonspacingMark && category != .enclosingMark)
            }
        }
        return needsFallback ? total + fallbackAdvance : total
    }

    /// Whether a shaper draws a scalar: not default-ignorable (HarfBuzz hides those), not a
    /// control.
    static func isDrawn(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII and Latin-1 (but SOFT HYPHEN) are drawn: skip the property lookups.
        if (0x20..<0x7F).contains(scalar.value)
            || ((0xA0..<0x300).contains(scalar.value) && scalar.value != 0xAD)
        {
            return true
        }
        return !scalar.properties.isDefaultIgnorableCodePoint
            && scalar.properties.generalCategory != .control
    }

    /// The kerning adjustment between two neighbouring glyphs, in font units.
    ///
    /// - Complexity: O(log k) for k kerned scalars.
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard let first = kernFirstScalars.sortedIndex(of: left) else { return 0 }
        let second = kernSecondScalars.sortedIndex(of: right).map {
            Int(kernSecondClasses[$0])
        }
        let position = Int(kernFirstClasses[first]) * kernSecondClassCount + (second ?? 0)
        return position < kernValues.count ? Int(kernValues[position]) : 0
    }

    /// The ligature that starts at `scalars[start]`: its component count and its scalar.
    ///
    /// `scalars` holds one scalar per character, or `nil` for a character of several scalars,
    /// which never joins a ligature (HarfBuzz would see a mark between the letters).
    func ligature(at start: Int, in scalars: [UInt32?]) -> (count: Int, scalar: UInt32)? {
        // The table lists longer ligatures first, so the first match is the longest, as in GSUB.
        for entry in ligatures where entry.count >= 3 && start + entry.count - 1 <= scalars.count {
            let components = entry.count - 1
            var matches = true
            for offset in 0..<components where scalars[start + offset] != entry[offset] {
                matches = false
                break
            }
            if matches, let scalar = entry.last { return (components, scalar) }
        }
        return nil
    }
}
