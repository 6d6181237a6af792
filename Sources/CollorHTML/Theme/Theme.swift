import CollorText
import Foundation

/// The CSS every page needs: positioning of elements, the self-hosted font, transition
/// keyframes, reduced motion and the timeline's step control.
public enum Theme {
    /// The font family name pages declare for the self-hosted font.
    public static let fontFamily = "Collor Sans"

    /// The self-hosted font file (DejaVu Sans, whose metrics `TextMeasurer` uses), shipped with
    /// the package beside its licence: copy it next to your pages and point `fontURL` at it.
    public static var fontFile: URL? { FontMetrics.dejaVuSansFile }

    /// The page CSS; `fontURL` adds the `@font-face` of the self-hosted font.
    public static func css(fontURL: String?) -> String {
        var css = ""
        if let fontURL, let safe = URLSafety.safeHref(fontURL) {
            css +=
                "@font-face{font-family:\"\(fontFamily)\";src:url(\"\(cssURL(safe))\") format(\"truetype\");font-display:block}\n"
        }
        css += base
        return css
    }

    /// `url` percent-encoded wherever it could end the CSS string or the `<style>` element: control
    /// characters (a newline ends a CSS string), spaces, quotes, backslashes, parentheses and angle
    /// brackets. Other characters, `%` included, stay as they are, so an encoded URL is not
    /// encoded twice.
    static func cssURL(_ url: String) -> String {
        var encoded = ""
        encoded.unicodeScalars.reserveCapacity(url.unicodeScalars.count)
        for scalar in url.unicodeScalars {
            switch scalar.value {
            case 0..<0x21, 0x7F, 0x80..<0xA0, 0x22, 0x27, 0x28, 0x29, 0x3C, 0x3E, 0x5C,
                0x2028, 0x2029:
                for byte in String(scalar).utf8 {
                    encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
                }
            default:
                encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded
    }

    static let base = """
        .collor-collection{position:relative;isolation:isolate;margin:0 auto;font-family:"Collor Sans",sans-serif;font-size:16px;line-height:normal}
        .collor-item{position:absolute;box-sizing:border-box;margin:0;padding:0;overflow:hidden;border:0;background:none;color:inherit;font:inherit;text-align:left;text-decoration:none;white-space:normal;overflow-wrap:anywhere;word-break:normal}
        .collor-text{display:block!important;margin:0!important;border:0!important;box-sizing:border-box!important;overflow:hidden!important;font-style:normal!important;font-kerning:normal!important;font-variant-ligatures:normal!important;letter-spacing:normal!important;word-spacing:normal!important;text-transform:none!important;white-space:pre-line!important;overflow-wrap:anywhere!important;word-break:normal!important}
        .collor-control{position:absolute;inset:0;z-index:1;display:block;margin:0;padding:0;border:0;background:none;cursor:pointer}
        .collor-control:focus-visible{outline:2px solid #1a73e8;outline-offset:-2px}
        .collor-control-text{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        .collor-disappears,.collor-reload-old{pointer-events:none}
        @keyframes collor-appear{from{opacity:0;transform:scale(.8)}}
        @keyframes collor-disappear{from{opacity:1}to{opacity:0}}
        @keyframes collor-fade-in{from{opacity:0}}
        @keyframes collor-fade-out{from{opacity:1}to{opacity:0}}
        @media (prefers-reduced-motion:reduce){.collor-item{animation:none!important}}
        .collor-timeline .collor-state{display:none}
        .collor-timeline .collor-state:target,.collor-timeline:not(:has(.collor-state:target)) .collor-state:first-of-type{display:block}
        .collor-steps{display:flex;gap:1em;align-items:center;margin:0 0 12px;font-family:"Collor Sans",sans-serif}
        .collor-caption{margin:0 0 12px;font-family:"Collor Sans",sans-serif}
        .collor-steps a{color:#1a5fb4}
        .collor-steps [aria-disabled=true]{color:#888}

        """
}

extension String {
    /// A one-digit hexadecimal byte with its leading zero.
    fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
