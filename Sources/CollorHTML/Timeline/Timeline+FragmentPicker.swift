import Foundation

extension Timeline {
    /// The rules of one axis of a timeline's fragment picker (width, variant), the same for
    /// both: a controls block of class `choice` is hidden until its fragment is the target;
    /// then it shows with its step, in place of the step's default controls, and the other
    /// steps hide. Its navigation (`nav`) is a row of links, the current one in bold.
    static func pickerAxisCSS(choice: String, nav: String) -> String {
        """
        .\(choice){display:none}
        .collor-timeline .\(choice):target{display:block}
        .collor-state:has(>.\(choice):target)>.collor-controls-fit{display:none}
        .collor-timeline .collor-state:has(>.\(choice):target){display:block}
        .collor-timeline:has(.\(choice):target) .collor-state:not(:has(>.\(choice):target)){display:none}
        .\(nav){display:flex;flex-wrap:wrap;gap:.25em .9em;align-items:baseline;margin:0 0 12px;font-family:"Collor Sans",sans-serif;font-size:14px}
        .\(nav) a{color:#1a5fb4}
        .\(nav) a[aria-current]{color:inherit;font-weight:bold;text-decoration:none}

        """
    }
}
