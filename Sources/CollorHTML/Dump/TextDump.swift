import Collor
import Foundation

/// Readable text dumps of layouts and transitions: one line per element, stable across runs, for
/// snapshot tests and logs.
public enum TextDump {
    /// Every element's category, kind, key and frame, in reading order, after the content size.
    ///
    /// ```
    /// content 320 x 108
    /// decoration background S0/background 0.0 (-5, -5, 330, 118) z-1
    /// cell S0/a 0.0 (0, 0, 320, 44)
    /// ```
    public static func layout(_ state: PageState) -> String {
        var lines = ["content \(size(state.contentSize))"]
        for element in state.elements {
            lines.append(line(element))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What moves, appears, disappears and reloads, with from and to frames.
    ///
    /// ```
    /// content 320 x 108 -> 320 x 152
    /// moves cell S0/a 0.0 -> 0.1 (0, 0, 320, 44) -> (0, 44, 320, 44)
    /// appears cell S0/x 0.0 (0, 0, 320, 44)
    /// ```
    public static func transition(_ transition: Transition) -> String {
        var lines = [
            "content \(size(transition.oldContentSize)) -> \(size(transition.newContentSize))"
        ]
        for element in transition.elements {
            switch element.change {
            case .appears:
                if let new = element.new { lines.append("appears " + line(new)) }
            case .disappears:
                if let old = element.old { lines.append("disappears " + line(old)) }
            case .stays:
                guard let old = element.old, let new = element.new else { continue }
                let verb =
                    element.moves
                    ? (element.reloaded ? "moves+reloads" : "moves")
                    : (element.reloaded ? "reloads" : nil)
                guard let verb else { continue }
                var text = "\(verb) \(ElementHTML.className(new.category))"
                if let kind = new.kind { text += " \(kind)" }
                text += " \(new.key) \(old.indexPath.dottedText)"
                if old.indexPath != new.indexPath {
                    text += " -> \(new.indexPath.dottedText)"
                }
                text += " \(frame(old.frame))"
                if old.frame != new.frame { text += " -> \(frame(new.frame))" }
                lines.append(text)
            }
        }
        let unchanged = transition.elements.filter {
            $0.change == .stays && !$0.moves && !$0.reloaded
        }.count
        lines.append("unchanged \(unchanged)")
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(_ element: RenderedElement) -> String {
        var text = ElementHTML.className(element.category)
        if let kind = element.kind { text += " \(kind)" }
        text += " \(element.key) \(element.indexPath.dottedText) \(frame(element.frame))"
        if element.zIndex != 0 { text += " z\(element.zIndex)" }
        return text
    }

    static func frame(_ rect: CGRect) -> String {
        "(\(CSSNumber.string(rect.minX)), \(CSSNumber.string(rect.minY)), \(CSSNumber.string(rect.width)), \(CSSNumber.string(rect.height)))"
    }

    static func size(_ size: CGSize) -> String {
        "\(CSSNumber.string(size.width)) x \(CSSNumber.string(size.height))"
    }
}
