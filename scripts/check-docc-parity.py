#!/usr/bin/env python3
"""Page parity with DocC: what docc's render JSON holds for each page, collor's page holds too.

For every page `docc convert` renders (OUT/data/documentation/**.json), the same page of collor's
build report (`collor build --report FILE`; for a member, its section on its type's page) has the
same title, kind, abstract, declaration, availability, deprecation summary, parameters, Return
Value, discussion (each aside with its style, name and text; code listings with their language;
images; tables), Topics groups with their members in order, relationships, See Also and Mentioned
In; and every link occurrence (doc comments included; the same target twice counts twice; a link
collor left unresolved, `href=""`, counts as a failure) lands on the same page and anchor.
Pages match by the symbol's precise identifier (by its path when the report has none), articles
by their file name as docc names its URL. Text is compared after the normalisation written in
scripts/doccparity/model.py (entities, Unicode NFC, white space); docc's smart punctuation is not
normalised away. Tutorials are not compared (links to them are, by file name).

Differences whose reason is docc's own are listed in their documented classes and not counted
(scripts/doccparity/documented.py, read from docc's diagnostics file and the symbol graphs):
  - "unresolved in both (docc warns too)": a link collor leaves unresolved where docc warns at
    the same place (neither tool links it);
  - "relative link docc passes on unchecked": `[text](./sibling)`, which docc keeps as written
    and collor, checking it against the site it writes, warns about;
  - "extended external type": a page (and its members) for another module's type this module
    extends, which docc does not render when the graphs omit extension blocks
    (`swift package dump-symbol-graph`'s default).
A link only collor resolves where docc warns is still a failure, classed "only in collor, docc
warns there" with docc's message. A `[text](#Heading)` link, which docc passes on as written,
counts as a link to that heading of the page, as collor resolves it.

Usage:
    check-docc-parity.py DOCC_OUTPUT REPORT [--name NAME] [--json FILE] [--differences N]
        (REPORT a site folder instead: collor's side read from its HTML, scripts/doccparity/site.py)
        one catalog: parity per section kind, then the first differences of each kind;
    check-docc-parity.py --self-test
        plants differences in a copy of a report that matches docc's output exactly (an aside
        dropped, a link retargeted, a parameter removed, href="", ...) and checks that each
        makes its section kind's score fall (scripts/doccparity/fixtures; no network; `make test`);
    check-docc-parity.py --test-catalogs "swift-docc/Tests/SwiftDocCTests/Test Bundles"
            [--collor BIN] [--work DIR] [--only NAME ...]
        DocC's own test catalogs (`git clone https://github.com/swiftlang/swift-docc`), each
        built by docc convert and collor build on the symbol graphs it carries, then compared;
        the catalogs left out are listed with their reason (`make docc-test-catalogs`);
    check-docc-parity.py --cached-corpus [ROOT] [--collor BIN] [--only PACKAGE ...]
        the same on the corpus catalogs whose packages' symbol graphs check-docc-catalogs.py has
        cached (ROOT, default .build/docc-catalogs; each catalog with its module's graphs).
The corpus (`make docc-corpus`, scripts/check-docc-catalogs.py) calls `doccparity.run.catalog`
per catalog. Exit status 0 when the self-test passes, or when every page compared is alike.
"""
import argparse
import json
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the work tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from doccparity import catalogs, compare, model, run, selftest  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def print_rows(rows, differences):
    results = []
    for row in rows:
        if "left out" in row:
            continue
        if "result" not in row:
            print(f"{row['catalog']}: {row.get('failed', 'not compared')}")
            continue
        results.append((row["catalog"][:-5], row["result"]))
        print(run.summary(row["catalog"][:-5], row["result"], differences))
    print()
    kinds = [k for k in model.KINDS
             if any(r.scores[k][1] for _, r in results)]
    table = compare.table(results, kinds)
    totals = ["all"] + [total(results, k) for k in kinds]
    for line in table + [totals]:
        print(" | ".join(line))
    print()
    for row in rows:
        if "left out" in row:
            print(f"left out: {row['catalog']}: {row['left out']}")
    timed = [r for r in rows if "check seconds" in r]
    if timed:
        print("times (s, sum over catalogs): docc {:.1f}, collor {:.1f}, check {:.2f}".format(
            sum(r["docc seconds"] for r in timed), sum(r["collor seconds"] for r in timed),
            sum(r["check seconds"] for r in timed)))
    classes = {}
    for _, result in results:
        for key, count in result.classes().items():
            classes[key] = classes.get(key, 0) + count
    print("difference classes (kind, class: count):")
    for (kind, reason), count in sorted(classes.items(), key=lambda i: -i[1])[:25]:
        print(f"  {kind}, {reason}: {count}")
    known = {}
    for _, result in results:
        for key, count in result.classes(documented=True).items():
            known[key] = known.get(key, 0) + count
    if known:
        print("documented differences, docc's reason (not counted; kind, class: count):")
        for (kind, reason), count in sorted(known.items(), key=lambda i: -i[1]):
            print(f"  {kind}, {reason}: {count}")
    return all(not r.differences for _, r in results) and len(results) > 0


def total(results, kind):
    alike = sum(r.scores[kind][0] for _, r in results)
    count = sum(r.scores[kind][1] for _, r in results)
    return "-" if count == 0 else f"{alike}/{count} ({100 * alike / count:.0f}%)"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("docc_output", nargs="?")
    parser.add_argument("report", nargs="?")
    parser.add_argument("--name", default="catalog")
    parser.add_argument("--json", help="write the scores and every difference to this file")
    parser.add_argument("--differences", type=int, default=5,
                        help="differences shown per section kind (default 5)")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--test-catalogs", metavar="FOLDER")
    parser.add_argument("--collor", default=os.path.join(REPO, ".build", "debug", "collor"))
    parser.add_argument("--work", default=os.path.join(REPO, ".build", "docc-test-catalogs"))
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--from-html", action="store_true",
                        help="read collor's side from its HTML even where it writes a report")
    parser.add_argument("--cached-corpus", metavar="ROOT", nargs="?",
                        const=os.path.join(REPO, ".build", "docc-catalogs"),
                        help="the corpus catalogs whose graphs check-docc-catalogs.py cached")
    options = parser.parse_args()
    if options.self_test:
        return selftest.main()
    if options.cached_corpus:
        # The catalogs' paths become docc's and collor's arguments, run from other folders.
        options.cached_corpus = os.path.abspath(options.cached_corpus)
    if options.test_catalogs or options.cached_corpus:
        started = time.monotonic()
        if options.test_catalogs:
            rows = catalogs.main(options.test_catalogs, options.collor, options.work, options.only,
                                 options.from_html)
        else:
            rows = catalogs.corpus(options.cached_corpus, options.collor,
                                   os.path.join(options.cached_corpus, "parity"), options.only,
                                   options.from_html)
        alike = print_rows(rows, options.differences)
        if options.json:
            with open(options.json, "w") as file:
                json.dump([dict(r, result=r["result"].as_json()) if "result" in r else r
                           for r in rows], file, indent=1)
        print(f"done in {time.monotonic() - started:.0f} s")
        return 0 if alike else 1
    if not (options.docc_output and options.report):
        parser.error("give DOCC_OUTPUT and REPORT, --self-test or --test-catalogs FOLDER")
    result = run.catalog(options.docc_output, options.report)
    print(run.summary(options.name, result, options.differences))
    if options.json:
        with open(options.json, "w") as file:
            json.dump(result.as_json(), file, indent=1)
    return 0 if not result.differences else 1


if __name__ == "__main__":
    sys.exit(main())
