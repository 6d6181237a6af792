"""Compares collor's pages with docc's, section kind by section kind, and link occurrences.

A section kind's score is alike/total over the pages of docc (and the pages only collor has):
a section counts when either side has it, and is alike when both values are equal after
`model.text`'s normalisation (lists: same items in the same order). A page docc renders that
collor lacks fails its "page" count and every section it has. Link occurrences are counted per
page, each once (the same target linked twice is two occurrences): alike when collor's page has
as many links to that target; a link collor could not resolve (`href=""`) never is. Each
difference gets a class (`classify`) so that a table can say what to fix first.
"""
import collections
import json

from . import model

SMART = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"',
                       "\u2013": "-", "\u2014": "--", "\u2026": "..."})


class Result:
    def __init__(self):
        self.scores = {k: [0, 0] for k in model.SECTION_KINDS + model.LINK_KINDS}
        self.differences = []  # dicts: kind, page, class, docc, collor

    def count(self, kind, alike, total=1):
        self.scores[kind][0] += alike
        self.scores[kind][1] += total

    def differ(self, kind, page, docc, collor, reason=None):
        self.differences.append({"kind": kind, "page": page, "docc": docc, "collor": collor,
                                 "class": reason or classify(kind, docc, collor)})

    def parity(self, kind):
        alike, total = self.scores[kind]
        return None if total == 0 else alike / total

    def classes(self):
        return collections.Counter((d["kind"], d["class"]) for d in self.differences)

    def as_json(self):
        return {"scores": self.scores, "differences": self.differences}


def plain(value):
    return json.dumps(value, ensure_ascii=False)


def classify(kind, docc, collor):
    if collor is None or collor == [] or collor == "":
        return "missing in collor"
    if docc is None or docc == [] or docc == "":
        return "only in collor"
    if plain(docc).translate(SMART) == plain(collor).translate(SMART):
        return "smart punctuation"
    if isinstance(docc, str) and isinstance(collor, str):
        if docc.replace("`", "") == collor.replace("`", ""):
            return "code span marks"
        return "text differs"
    if isinstance(docc, list) and isinstance(collor, list):
        if sorted(map(str, docc)) == sorted(map(str, collor)):
            return "order differs"
        if kind in ("topics", "seeAlso", "relationships"):
            if [g[0] for g in docc] != [g[0] for g in collor]:
                return "group titles differ"
            return "group members differ"
        if len(docc) != len(collor):
            return "count differs"
    return "value differs"


def catalog(docc_pages, collor_pages):
    """The comparison of one catalog's pages: a Result."""
    result = Result()
    for key, theirs in sorted(docc_pages.items()):
        ours = collor_pages.get(key)
        where = theirs["url"]
        result.count("page", ours is not None)
        if ours is None:
            result.differ("page", where, key, None)
            for kind in ("title", "kind") + tuple(theirs["sections"]):
                result.count(kind, False)
            continue
        where = f"{ours['url']} ({theirs['url']})"
        for kind in ("title", "kind"):
            same = theirs[kind] == ours[kind]
            result.count(kind, same)
            if not same:
                result.differ(kind, where, theirs[kind], ours[kind])
        for kind in model.SECTION_KINDS[3:]:
            mine, other = ours["sections"].get(kind), theirs["sections"].get(kind)
            if mine is None and other is None:
                continue
            same = mine == other
            result.count(kind, same)
            if not same:
                result.differ(kind, where, other, mine)
    link_groups(result, docc_pages, collor_pages)
    for key, ours in sorted(collor_pages.items()):
        if key not in docc_pages and ours.get("reportKind") in ("article", "symbol"):
            result.count("page", False)
            result.differ("page", ours["url"], None, key, "only in collor")
    return result


def link_groups(result, docc_pages, collor_pages):
    """Link occurrences per output page of collor's: a member's links are its type page's."""
    groups = {}
    for key, theirs in docc_pages.items():
        ours = collor_pages.get(key)
        group = ours.get("group", key) if ours else key
        merged = groups.setdefault(group, {"links": [], "external": [], "url": theirs["url"]})
        merged["links"] += theirs["links"]
        merged["external"] += theirs["external"]
    for group, theirs in sorted(groups.items()):
        ours = collor_pages.get(group, {"links": [], "external": [], "url": "(no page)"})
        links(result, f"{ours['url']} ({theirs['url']})", theirs, ours)


def links(result, where, theirs, ours):
    """Link occurrences of one page: docc's against collor's, target by target."""
    for kind, field in (("links", "links"), ("external links", "external")):
        wanted = collections.Counter(t for t in theirs[field] if t is not None)
        found = collections.Counter(t for t in ours[field] if t is not None)
        sources = collections.defaultdict(list)
        for target, source in zip(ours["links"], ours.get("sources", [])):
            sources[target].append(source)
        alike = sum(min(n, found[t]) for t, n in wanted.items())
        extra = sum(max(0, n - wanted[t]) for t, n in found.items())
        unresolved = sum(1 for t in ours[field] if t is None)
        result.count(kind, alike, sum(wanted.values()) + extra + unresolved)
        for target, n in sorted(wanted.items()):
            if found[target] < n:
                result.differ(kind, where, f"{n} x {target}", f"{found[target]} x",
                              "missing in collor")
        for target, n in sorted(found.items()):
            if wanted[target] < n:
                result.differ(kind, where, f"{wanted[target]} x", f"{n} x {target} at "
                              + ", ".join(sources.get(target, [])[:3]), "only in collor")
        if unresolved and kind == "links":
            result.differ(kind, where, None, ", ".join(sources.get(None, [])[:5]) or
                          f"{unresolved} unresolved", "unresolved in collor (href=\"\")")


def table(results, kinds=None):
    """Rows of parity per section kind: [[catalog, kind: 'alike/total (pct)', ...]]."""
    kinds = kinds or model.SECTION_KINDS + model.LINK_KINDS
    rows = [["catalog"] + list(kinds)]
    for name, result in results:
        row = [name]
        for kind in kinds:
            alike, total = result.scores[kind]
            row.append("-" if total == 0 else f"{alike}/{total}")
        rows.append(row)
    return rows
