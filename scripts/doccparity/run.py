"""One catalog's comparison, as the corpus script and check-docc-parity.py call it."""
import json
import os

from . import compare, diagnostics, docc, model, report, site


def catalog(docc_output, report_path, context=None):
    """docc's output folder against collor's report (or, given a folder, collor's site read as
    `site` reads it): a compare.Result. `context`: a documented.Context (docc's diagnostics and
    the symbol graphs), for the differences with docc's reason. With a report and docc's
    diagnostics, the diagnostics are compared too, relative paths from the report's folder
    (where the check builds the package)."""
    if os.path.isdir(report_path):
        return pages(docc_output, report.Reader(site.read(report_path)).pages(), context)
    with open(report_path, encoding="utf-8") as file:
        found = json.load(file)
    result = pages(docc_output, report.Reader(found).pages(), context)
    if context is not None and context.has_diagnostics:
        diagnostics.compare(result, context.diagnostics, found.get("diagnostics", []),
                            os.path.dirname(os.path.abspath(report_path)), context)
    return result


def pages(docc_output, collor_pages, context=None):
    # A report without symbol identifiers is matched by symbol path (overloads then collide).
    by_path = not report.has_identifiers(collor_pages)
    reader = docc.Reader(docc_output, by_path)
    return compare.catalog(reader.pages(), rekey(collor_pages, reader.aliases), context)


def rekey(pages, aliases):
    """A report with identifiers for some symbols only: the others (`path:` keys) by docc's
    identifier for the same path."""
    if not aliases:
        return pages

    def key(value):
        if not isinstance(value, str) or not value.startswith("path:"):
            return value
        base, _, anchor = value.partition("#")
        return aliases.get(base, base) + ("#" + anchor if anchor else "")

    def deep(value):
        if isinstance(value, list):
            return [deep(v) for v in value]
        return key(value)

    result = {}
    for old, page in pages.items():
        page = dict(page, key=key(old), links=[key(t) for t in page["links"]],
                    sections={k: deep(v) for k, v in page["sections"].items()})
        if "group" in page:
            page["group"] = key(page["group"])
        result[page["key"]] = page
    return result


def percent(result, kind):
    parity = result.parity(kind)
    return "-" if parity is None else f"{100 * parity:.0f}%"


def summary(name, result, differences=5):
    """Parity per section kind, then the first differences of each kind that has some."""
    kinds = [k for k in model.KINDS if result.scores[k][1]]
    lines = [f"{name}: " + ", ".join(
        f"{k} {percent(result, k)} ({result.scores[k][0]}/{result.scores[k][1]})" for k in kinds)]
    shown = {}
    for difference in result.differences:
        count = shown.get(difference["kind"], 0)
        shown[difference["kind"]] = count + 1
        if count < differences:
            lines.append("  {} [{}] {}: docc {}, collor {}".format(
                difference["kind"], difference["class"], difference["page"],
                short(difference["docc"]), short(difference["collor"])))
    for kind, count in shown.items():
        if count > differences:
            lines.append(f"  {kind}: {count - differences} more")
    return "\n".join(lines)


def short(value, limit=160):
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"
