"""One catalog's comparison, as the corpus script and check-docc-parity.py call it."""
import os

from . import compare, docc, model, report, site


def catalog(docc_output, report_path):
    """docc's output folder against collor's report (or, given a folder, collor's site read as
    `site` reads it): a compare.Result."""
    if os.path.isdir(report_path):
        return pages(docc_output, report.Reader(site.read(report_path)).pages())
    return pages(docc_output, report.read(report_path))


def pages(docc_output, collor_pages):
    # A report without symbol identifiers is matched by symbol path (overloads then collide).
    by_path = not report.has_identifiers(collor_pages)
    return compare.catalog(docc.Reader(docc_output, by_path).pages(), collor_pages)


def percent(result, kind):
    parity = result.parity(kind)
    return "-" if parity is None else f"{100 * parity:.0f}%"


def summary(name, result, differences=5):
    """Parity per section kind, then the first differences of each kind that has some."""
    kinds = [k for k in model.SECTION_KINDS + model.LINK_KINDS if result.scores[k][1]]
    lines = [f"{name}: " + ", ".join(
        f"{k} {percent(result, k)} ({result.scores[k][0]}/{result.scores[k][1]})" for k in kinds)]
    shown = {}
    for difference in result.differences:
        count = shown.get(difference["kind"], 0)
        shown[difference["kind"]] = count + 1
        if count < differences:
            lines.append("  {kind} [{class}] {page}: docc {docc!r}, collor {collor!r}".format(
                **difference))
    for kind, count in shown.items():
        if count > differences:
            lines.append(f"  {kind}: {count - differences} more")
    return "\n".join(lines)
