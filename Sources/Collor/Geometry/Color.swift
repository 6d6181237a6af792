import Foundation

/// An sRGB colour with alpha, the stand-in for `UIColor`.
///
/// Colours come from hex strings (`#RRGGBB`, `#RRGGBBAA`, `#RGB`, `#RGBA`) or components, and write
/// themselves as CSS. Output is canonical: the same colour always prints the same text.
public struct Color: Hashable, Sendable {
    /// Red, from 0 to 255.
    public var red: UInt8
    /// Green, from 0 to 255.
    public var green: UInt8
    /// Blue, from 0 to 255.
    public var blue: UInt8
    /// Opacity from 0 (transparent) to 255 (opaque), as in `#RRGGBBAA`.
    public var alpha: UInt8

    /// Creates a colour from 8-bit components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF),
            blue: UInt8(rgb & 0xFF),
            alpha: alpha)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case is ignored).
    ///
    /// - Throws: `CollorError.invalidColor` naming the text when it is not one of these forms.
    public init(hex text: String) throws {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        var values: [UInt8] = []
        values.reserveCapacity(8)
        for character in digits.utf8 {
            guard let value = Color.hexValue(character) else {
                throw CollorError.invalidColor(text)
            }
            values.append(value)
        }
        switch values.count {
        case 3, 4:
            let expanded = values.map { $0 << 4 | $0 }
            self.init(
                red: expanded[0], green: expanded[1], blue: expanded[2],
                alpha: values.count == 4 ? expanded[3] : 255)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map {
                values[$0] << 4 | values[$0 + 1]
            }
            self.init(
                red: bytes[0], green: bytes[1], blue: bytes[2],
                alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            throw CollorError.invalidColor(text)
        }
    }

    /// The same colour with another opacity, from 0 to 1 (clamped).
    public func withAlpha(_ opacity: Double) -> Color {
        var copy = self
        let clamped = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        copy.alpha = UInt8((clamped * 255).rounded())
        return copy
    }

    /// Lowercase `#rrggbb`, or `#rrggbbaa` when the colour is not opaque.
    public var hex: String {
        var text = "#" + Color.hexByte(red) + Color.hexByte(green) + Color.hexByte(blue)
        if alpha != 255 { text += Color.hexByte(alpha) }
        return text
    }

    /// The colour as a CSS value: `#rrggbb` when opaque, otherwise `rgba(r, g, b, a)` with the
    /// alpha rounded to three decimals.
    public var css: String {
        guard alpha != 255 else { return hex }
        let thousandths = (Int(alpha) * 1000 + 127) / 255
        var fraction = String(thousandths % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let alphaText = thousandths >= 1000 ? "1" : (fraction.isEmpty ? "0" : "0.\(fraction)")
        return "rgba(\(red), \(green), \(blue), \(alphaText))"
    }

    /// Opaque white, `#ffffff`.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black, `#000000`.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent black, `#00000000`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }
}

extension Color: CustomStringConvertible {
    /// The canonical `hex` text.
    public var description: String { hex }
}
