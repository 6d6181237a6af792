#!/usr/bin/env python3
"""Extracts the text-measurement metrics of a TrueType font into a generated Swift table, and the
script classes of Unicode scalars into another.

Requires fontTools (`pip install fonttools`; the committed tables were made with the version they
name). Both outputs are deterministic: the same inputs give the same bytes.

    python3 scripts/extract-font-metrics.py Sources/CollorText/Resources/Fonts/DejaVuSans.ttf DejaVuSansMetrics \
        > Sources/CollorText/DejaVuSansMetrics.swift
    python3 scripts/extract-font-metrics.py --script-classes ScriptClassTable \
        > Sources/CollorText/ScriptClassTable.swift

What it takes, and why (the Swift side, `TextMeasurer`, models what a browser's shaper does):
- head.unitsPerEm, and hhea ascender/descender/lineGap: Chromium and Firefox on Linux take the
  line metrics of `line-height: normal` from hhea (OS/2 typo metrics only when the font sets
  USE_TYPO_METRICS, which DejaVu Sans does not).
- The advance width (hmtx) of every Unicode scalar that the best cmap subtable maps, stored as
  runs of consecutive scalars plus one advance per scalar.
- The ligatures of the `liga` feature of the `latn` script (browsers enable common ligatures by
  default): component scalars and the scalar of the ligature glyph, whose advance is in the table.
- Pair kerning: the class-based PairPos lookups of the `kern` feature of the `latn` script
  (`font-kerning: auto` kerns), restricted to scalars whose Unicode script is Latin, Common or
  Inherited, because a browser shapes other scripts in their own runs, where the `latn` lookups do
  not apply. Only the X advance of the first glyph is read; other value fields change no width.
- With `--script-classes`: whether each Unicode scalar is Latin, neutral (Common, Inherited) or
  of another script, so that the Swift side can split text into script runs as a browser does
  and kern only the Latin ones.
"""

import sys

import fontTools
from fontTools import unicodedata
from fontTools.ttLib import TTFont

KERNING_SCRIPTS = {"Latn", "Zyyy", "Zinh"}


def reverse_cmap(cmap):
    """Glyph name -> the smallest scalar mapped to it."""
    result = {}
    for scalar in sorted(cmap):
        result.setdefault(cmap[scalar], scalar)
    return result


def all_scalars_of(cmap):
    """Glyph name -> every scalar mapped to it, ascending."""
    result = {}
    for scalar in sorted(cmap):
        result.setdefault(cmap[scalar], []).append(scalar)
    return result


def lookups_of(table, script_tag, feature_tag):
    """Lookup indices of a feature in a script's default language system, ascending."""
    for record in table.ScriptList.ScriptRecord:
        if record.ScriptTag != script_tag:
            continue
        lang_sys = record.Script.DefaultLangSys
        indices = set()
        for feature_index in lang_sys.FeatureIndex:
            feature_record = table.FeatureList.FeatureRecord[feature_index]
            if feature_record.FeatureTag == feature_tag:
                indices.update(feature_record.Feature.LookupListIndex)
        return sorted(indices)
    return []


def subtables(lookup):
    """A lookup's subtables with extension subtables unwrapped."""
    for subtable in lookup.SubTable:
        yield subtable.ExtSubTable if hasattr(subtable, "ExtSubTable") else subtable


def ligatures(font, cmap):
    """[(components, ligature scalar)], longest first, then by components."""
    if "GSUB" not in font:
        return []
    table = font["GSUB"].table
    scalar_of = reverse_cmap(cmap)
    result = {}
    for index in lookups_of(table, "latn", "liga"):
        for subtable in subtables(table.LookupList.Lookup[index]):
            if not hasattr(subtable, "ligatures"):
                continue
            for first in sorted(subtable.ligatures):
                for ligature in subtable.ligatures[first]:
                    names = [first] + list(ligature.Component)
                    if not all(name in scalar_of for name in names + [ligature.LigGlyph]):
                        continue
                    components = tuple(scalar_of[name] for name in names)
                    result.setdefault(components, scalar_of[ligature.LigGlyph])
    return sorted(result.items(), key=lambda item: (-len(item[0]), item[0]))


def kerning(font, cmap):
    """(first classes {scalar: class}, second classes {scalar: class}, class-2 count, values).

    Several class-based subtables are merged by offsetting their classes, so that one matrix holds
    them; the first subtable that covers a first glyph wins, as in OpenType.
    """
    if "GPOS" not in font:
        return {}, {}, 1, [0]
    table = font["GPOS"].table
    scalars_of = all_scalars_of(cmap)
    pair_tables = []
    for index in lookups_of(table, "latn", "kern"):
        for subtable in subtables(table.LookupList.Lookup[index]):
            if getattr(subtable, "Format", 0) == 2 and hasattr(subtable, "Class1Record"):
                pair_tables.append(subtable)
            elif hasattr(subtable, "PairSet"):
                sys.exit("format 1 PairPos is not supported by this script")

    def kerned(name):
        scalars = scalars_of.get(name, [])
        return [s for s in scalars if unicodedata.script(chr(s)) in KERNING_SCRIPTS]

    first, second, rows = {}, {}, []
    class2_total = sum(t.Class2Count for t in pair_tables)
    row_base = col_base = 0
    for subtable in pair_tables:
        class1 = subtable.ClassDef1.classDefs if subtable.ClassDef1 else {}
        class2 = subtable.ClassDef2.classDefs if subtable.ClassDef2 else {}
        for name in subtable.Coverage.glyphs:
            for scalar in kerned(name):
                first.setdefault(scalar, row_base + class1.get(name, 0))
        for name in sorted(class2):
            for scalar in kerned(name):
                # Class 0 is "every other glyph": a scalar with class 0 in one subtable and a real
                # class in another is not representable in one column, so refuse it.
                if scalar in second:
                    sys.exit("a scalar has second classes in two kern subtables")
                second[scalar] = col_base + class2[name]
        for record in subtable.Class1Record:
            row = [0] * class2_total
            for column, pair in enumerate(record.Class2Record):
                value = pair.Value1
                row[col_base + column] = (getattr(value, "XAdvance", 0) or 0) if value else 0
            rows.append(row)
        row_base += subtable.Class1Count
        col_base += subtable.Class2Count
    values = [value for row in rows for value in row]
    return first, second, max(class2_total, 1), values or [0]


def swift_array(name, element_type, values, per_line):
    lines = [f"    static let {name}: [{element_type}] = ["]
    for start in range(0, len(values), per_line):
        chunk = values[start:start + per_line]
        lines.append("        " + ", ".join(str(v) for v in chunk) + ",")
    lines.append("    ]")
    return "\n".join(lines)


def hex_array(name, element_type, values, per_line):
    lines = [f"    static let {name}: [{element_type}] = ["]
    for start in range(0, len(values), per_line):
        chunk = values[start:start + per_line]
        lines.append("        " + ", ".join(f"0x{v:04X}" for v in chunk) + ",")
    lines.append("    ]")
    return "\n".join(lines)


def script_classes(type_name):
    """Runs of Unicode scalars by the script class a shaper's itemizer sees: 0 for Common,
    Inherited and unassigned (neutral: they take the script of the text around them), 1 for
    Latin, 2 for any other script."""
    def script_class(scalar):
        script = unicodedata.script(chr(scalar))
        if script == "Latn":
            return 1
        return 0 if script in ("Zyyy", "Zinh", "Zzzz") else 2

    starts, classes = [], []
    for scalar in range(0x110000):
        value = script_class(scalar)
        if not classes or classes[-1] != value:
            starts.append(scalar)
            classes.append(value)
    out = []
    out.append("// Generated by scripts/extract-font-metrics.py from the Unicode Scripts.txt data")
    out.append(f"// of fontTools {fontTools.version}.")
    out.append("// Do not edit; regenerate with:")
    out.append(f"//     python3 scripts/extract-font-metrics.py --script-classes {type_name} \\")
    out.append(f"//         > Sources/CollorText/{type_name}.swift")
    out.append("")
    out.append("/// Runs of Unicode scalars with the same script class: 0 neutral (Common,")
    out.append("/// Inherited, unassigned), 1 Latin, 2 another script.")
    out.append("/// Run k starts at `starts[k]`.")
    out.append(f"enum {type_name} {{")
    out.append(hex_array("starts", "UInt32", starts, 8))
    out.append(swift_array("classes", "UInt8", classes, 24))
    out.append("}")
    sys.stdout.write("\n".join(out) + "\n")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--script-classes":
        script_classes(sys.argv[2])
        return
    if len(sys.argv) != 3:
        sys.exit("usage: extract-font-metrics.py FONT.ttf TypeName > TypeName.swift\n"
                 "       extract-font-metrics.py --script-classes TypeName > TypeName.swift")
    path, type_name = sys.argv[1], sys.argv[2]
    font = TTFont(path, lazy=False)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"].metrics
    hhea = font["hhea"]
    name_table = font["name"]
    family = str(name_table.getDebugName(1))
    version = str(name_table.getDebugName(5))

    scalars = sorted(cmap)
    starts, offsets, advances = [], [], []
    for index, scalar in enumerate(scalars):
        if index == 0 or scalar != scalars[index - 1] + 1:
            starts.append(scalar)
            offsets.append(index)
        advances.append(hmtx[cmap[scalar]][0])
    offsets.append(len(scalars))

    ligature_list = ligatures(font, cmap)
    first, second, class2_count, values = kerning(font, cmap)

    file_name = path.split("/")[-1]
    out = []
    out.append(f"// Generated by scripts/extract-font-metrics.py from Sources/CollorText/Resources/Fonts/{file_name}")
    out.append(f"// ({family}, {version}).")
    out.append("// Do not edit; regenerate with:")
    out.append(f"//     python3 scripts/extract-font-metrics.py Sources/CollorText/Resources/Fonts/{file_name} {type_name} \\")
    out.append(f"//         > Sources/CollorText/{type_name}.swift")
    out.append("")
    out.append(f"/// The metrics of {family} ({version}), in font units, as read from its tables.")
    out.append(f"enum {type_name} {{")
    out.append(f"    static let familyName = \"{family}\"")
    out.append(f"    static let unitsPerEm = {font['head'].unitsPerEm}")
    out.append("    /// hhea ascender (above the baseline, positive).")
    out.append(f"    static let ascender = {hhea.ascent}")
    out.append("    /// hhea descender, as a positive distance below the baseline.")
    out.append(f"    static let descender = {-hhea.descent}")
    out.append("    /// hhea line gap.")
    out.append(f"    static let lineGap = {hhea.lineGap}")
    out.append("")
    out.append(f"    /// First scalars of the {len(starts)} runs of consecutive mapped scalars.")
    out.append(hex_array("runStarts", "UInt32", starts, 8))
    out.append("")
    out.append("    /// Index in `advances` of each run's first scalar, then the total count.")
    out.append(swift_array("runOffsets", "UInt16", offsets, 12))
    out.append("")
    out.append(f"    /// Advance of each of the {len(advances)} mapped scalars, in scalar order.")
    out.append(swift_array("advances", "UInt16", advances, 12))
    out.append("")
    out.append("    /// `latn` `liga` ligatures, longest first: components, then the ligature.")
    lig_lines = ["    static let ligatures: [[UInt32]] = ["]
    for components, ligature in ligature_list:
        lig_lines.append("        [" + ", ".join(f"0x{s:04X}" for s in components + (ligature,))
                         + "],")
    lig_lines.append("    ]")
    out.append("\n".join(lig_lines))
    out.append("")
    out.append("    /// Scalars a kerning pair can start with, ascending, and their first classes.")
    out.append(hex_array("kernFirstScalars", "UInt32", sorted(first), 8))
    out.append(swift_array("kernFirstClasses", "UInt8", [first[s] for s in sorted(first)], 16))
    out.append("")
    out.append("    /// Scalars with a second class other than 0, ascending, and those classes.")
    out.append(hex_array("kernSecondScalars", "UInt32", sorted(second), 8))
    out.append(swift_array("kernSecondClasses", "UInt8", [second[s] for s in sorted(second)], 16))
    out.append("")
    rows = len(values) // class2_count
    out.append(f"    /// X advance adjustments by first class (rows) and second class ({rows} x "
               f"{class2_count}).")
    out.append(f"    static let kernSecondClassCount = {class2_count}")
    out.append(swift_array("kernValues", "Int16", values, 16))
    out.append("}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
