import Foundation

/// Breaks a shaped paragraph into lines the way a browser does with `white-space: pre-line;
/// overflow-wrap: anywhere; word-break: normal`.
///
/// Lines are filled greedily: each ends at its last break opportunity (`LineBreakRules`) that
/// fits. When none fits, the line is cut after its last character that fits, with at least one
/// character per line, as `overflow-wrap: anywhere` does.
struct LineBreaker {
    let text: ShapedText
    /// Font units to pixels.
    let scale: CGFloat
    /// The available width in pixels, not negative, possibly infinite.
    let available: CGFloat
    let metrics: FontMetrics

    /// The ranges of the paragraph's characters on each line, without the spaces broken at.
    ///
    /// - Complexity: O(n) for n characters (O(n · l) for l lines in the rare case where a line
    ///   starts with a hyphen whose break depends on the line start).
    func lines() -> [Range<Int>] {
        let count = text.characters.count
        guard count > 0 else { return [0..<0] }
        var opportunities = breakOpportunities()
        var lines: [Range<Int>] = []
        var start = 0
        var first = 0
        while start < count, first < opportunities.count {
            if start > 0 { restartContext(at: start, first: first, in: &opportunities) }
            // Each opportunity is read by the line that takes it and by the line it does not fit.
            var best: Opportunity?
            var candidate = first
            while candidate < opportunities.count && fits(start..<opportunities[candidate].end) {
                best = opportunities[candidate]
                candidate += 1
            }
            let line = best ?? cut(from: start, before: opportunities[first])
            lines.append(start..<line.end)
            start = line.next
            first = candidate
            while first < opportunities.count && opportunities[first].next <= start { first += 1 }
        }
        return lines
    }

    /// Where a line may end, and where the line after it then starts.
    private typealias Opportunity = (end: Int, next: Int)

    /// Re-decides the opportunity after the first character of a line that starts at `start`,
    /// which may depend on what came before the line (a hyphen at a line start starts a word).
    /// `first` is the index of the first opportunity after `start`.
    private func restartContext(at start: Int, first: Int, in opportunities: inout [Opportunity]) {
        let characters = text.characters
        guard characters[start].asciiValue != 0x20 else { return }
        let inParagraph = LineBreakRules.allowsBreak(after: start, in: characters)
        let atLineStart = LineBreakRules.allowsBreak(after: start, in: characters, lineStart: start)
        guard inParagraph != atLineStart, first < opportunities.count else { return }
        if inParagraph {
            if opportunities[first].end == start + 1 && opportunities[first].next == start + 1 {
                opportunities.remove(at: first)
            }
        } else {
            opportunities.insert((start + 1, start + 1), at: first)
        }
    }

    /// Every break opportunity in order, the last one at the paragraph's end.
    private func breakOpportunities() -> [Opportunity] {
        let characters = text.characters
        var opportunities: [Opportunity] = []
        for index in characters.indices {
            if characters[index].asciiValue == 0x20 {
                opportunities.append((index, index + 1))
            } else if LineBreakRules.allowsBreak(after: index, in: characters) {
                opportunities.append((index + 1, index + 1))
            }
        }
        opportunities.append((characters.count, characters.count))
        return opportunities
    }

    /// The line from `start` cut inside the word that ends at `opportunity`, which does not fit:
    /// after the last character that fits, or after the first character.
    private func cut(from start: Int, before opportunity: Opportunity) -> Opportunity {
        var end = start + 1
        while end < opportunity.end && fits(start..<(end + 1)) { end += 1 }
        // Cutting a ligature changes the glyphs on both sides: check the line as set alone.
        while end > start + 1 && text.cutsLigature(at: end) && !fitsAlone(start..<end) {
            end -= 1
        }
        return end == opportunity.end ? opportunity : (end, end)
    }

    private func fits(_ range: Range<Int>) -> Bool {
        fits(units: text.lineWidth(of: range))
    }

    private func fitsAlone(_ range: Range<Int>) -> Bool {
        let alone = ShapedText(Array(text.characters[range]), metrics: metrics)
        return fits(units: alone.width(of: 0..<range.count))
    }

    /// Whether a line this wide fits, compared as Chromium does: both lengths truncated to its
    /// layout unit of 1/64 px (measured: a line 77.0098 px wide fits in 77 px).
    private func fits(units: Int) -> Bool {
        guard available.isFinite else { return true }
        return (CGFloat(units) * scale * 64).rounded(.down) <= (available * 64).rounded(.down)
    }
}
