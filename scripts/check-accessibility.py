#!/usr/bin/env python3
"""Checks built sites with axe-core: every HTML page, at each width, must have no violation.

What it does: opens every `*.html` file under each SITE folder (and each `--page` file) from
`file://` (the sites work offline from disk) in headless Chromium driven by Debian's
chromium-driver (two browsers at once, `--workers`, each with every other visit), once per
width (375 and 1280 CSS px by default, set with Chrome DevTools' device metrics emulation so
that axe runs on the page itself and media queries see that width), injects the axe-core
bundled with axe-selenium-python (the pinned version, scripts/requirements-a11y.txt) and runs it
with its default rules: every WCAG A/AA rule and the best-practice rules (`heading-order`,
`region`, ...), without the experimental ones. Every `<details>` is opened
first, so what a disclosure hides (a gallery's source) is checked too. Frames are not entered: each
page a frame shows is a page of the site and is checked on its own.

A page with galleries is checked at every width its galleries were recorded at, too: each one
its width picker offers (the `collor-pick-<width>` blocks of Timeline+WidthPicker.swift), as the
page opens at that width and with the first gallery's first step chosen at that width (its
fragment, `#state-0-w375`); and each variant a gallery recorded (Timeline+Variants.swift),
forced once at its narrowest recorded width (`#state-0-w375-dark`), so that `color-contrast`
sees a dark variant's colours; a page whose gallery shows a dark variant to a reader who prefers dark is
checked once more as that reader sees it (`prefers-color-scheme: dark` emulated).

Prints each violated rule with its impact and help, then every page, width and node target that
violates it, and a one-line summary; exits 0 when no page has a violation, 1 when one has, 2 when
the browser or a site folder cannot be had.

`--self-test` checks the checker: a page with an <img> without alt must be reported
(`image-alt`), a page that hides such an image above 500 px must be reported at 375 px only (so
the width emulation really narrows the layout below headless Chromium's smallest window), one
inside a closed <details> must be reported, so must an id used twice (`duplicate-id`), and a
clean page must pass, and an image without alt that only a width picker's 600 px choice shows
must be reported at 600 px with that fragment.

Then every page is loaded once more at 320 px (NARROW_WIDTH), without axe, and reported
(`scrolls-sideways`) when it is wider than that: no page scrolls sideways on a phone.

Excluded rules: none (EXCLUDED_RULES). `autocomplete-valid` needs no exclusion for the search
input's `autocomplete="off"`: axe 4.10.2's check (isValidAutocomplete) accepts "on" and "off" as
state terms before it looks for a field name, and the rule passes that input.

Usage: scripts/check-accessibility.py [--width N ...] [--page FILE ...] [SITE ...]
       scripts/check-accessibility.py --self-test
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import os
import pathlib
import re
import shutil
import sys
import tempfile
import time

# Rules left out of the check, each with the reason. Empty: every default rule of the pinned axe
# version runs.
EXCLUDED_RULES: dict[str, str] = {}
# Rules axe 4.10.2 keeps but no longer runs by default (tagged "deprecated" since WCAG 2.2 made
# 4.1.1 obsolete), run here anyway: an id used twice breaks fragment links and labels all the same.
ENABLED_RULES = ("duplicate-id", "duplicate-id-active")

DEFAULT_WIDTHS = (375, 1280)
HEIGHT = 900
# Browsers run at once, each with its share of the visits: two keep both of CI's two cores busy
# (one waits on the driver while the other runs axe), where one browser left half of 760 s idle.
WORKERS = 2
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"

# One async script: runs axe on the document and hands back only what the report needs (the
# violations with their node targets), so the whole result object is never serialised.
RUN_AXE = """
var done = arguments[arguments.length - 1];
var options = arguments[0];
// What a disclosure hides is content too (a gallery's source): open every one first.
document.querySelectorAll('details').forEach(function (d) { d.open = true; });
axe.run(document, options).then(function (results) {
  done({violations: results.violations.map(function (v) {
    return {id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
            nodes: v.nodes.map(function (n) {
              return {target: n.target.join(' '), summary: n.failureSummary || ''};
            })};
  })});
}, function (error) { done({error: String(error)}); });
"""


# The narrow-width check: the width of the narrowest phone, and what the page measures there.
NARROW_WIDTH = 320
SCROLL_WIDTH = "return document.documentElement.scrollWidth;"

Violation = collections.namedtuple("Violation", "rule impact help url page width target summary")


def axe_source() -> str:
    """The axe-core script that the pinned axe-selenium-python ships."""
    import axe_selenium_python

    path = pathlib.Path(axe_selenium_python.__file__).parent / "node_modules/axe-core/axe.min.js"
    return path.read_text(encoding="utf8")


def check_tools() -> None:
    """Exits 2 when the browser or its driver is missing: before any worker starts."""
    for tool in (CHROMIUM, CHROMEDRIVER):
        if not os.path.exists(tool):
            print(f"check-accessibility: {tool} is missing (make test installs "
                  "chromium and chromium-driver)", file=sys.stderr)
            sys.exit(2)


def start_driver():
    """One headless Chromium for a worker's visits, through Debian's chromedriver (never
    downloaded)."""
    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must fetch nothing.
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--allow-file-access-from-files",
                     f"--window-size=1280,{HEIGHT}"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER))
    driver.set_script_timeout(120)
    driver.set_page_load_timeout(60)
    return driver


def set_width(driver, width: int) -> None:
    """Lays pages out `width` CSS px wide, below the window's minimum width too."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})


# A gallery's width picker (Timeline+WidthPicker.swift): the controls block that shows a step at
# one recorded width, `<div class="collor-controls collor-pick collor-pick-375" id="...">`.
PICK = re.compile(r'class="collor-controls collor-pick collor-pick-([0-9_]+)" id="([^"]+)"')
# A forced variant of a step at one recorded width (Timeline+Variants.swift): `<div class="...
# collor-pick-375 collor-forced collor-f-dark" id="state-0-w375-dark">`.
FORCED = re.compile(r'class="collor-controls collor-pick collor-pick-([0-9_]+) collor-forced '
                    r'collor-f-([A-Za-z-]+)" id="([^"]+)"')


def gallery_visits(path: pathlib.Path, widths: tuple[int, ...]) -> list[tuple[int, str]]:
    """The (width, fragment) visits that check a page with galleries at every width it was
    recorded at: the page as it opens at each recorded width not in `widths`, and at each
    recorded width its first gallery's first step chosen at that width in the picker."""
    chosen: dict[int, str] = {}
    for match in PICK.finditer(path.read_text(encoding="utf8", errors="replace")):
        width = round(float(match.group(1).replace("_", ".")))
        chosen.setdefault(width, match.group(2))
    text = path.read_text(encoding="utf8", errors="replace")
    # Each variant a gallery recorded, forced once, at its narrowest recorded width: its colours
    # (a dark variant's on a light page) do not depend on the width, and larger text is tightest
    # there. Every width of every variant cost 60 more axe runs on this site for no other rule.
    forced: dict[str, tuple[int, str]] = {}
    for match in FORCED.finditer(text):
        width = round(float(match.group(1).replace("_", ".")))
        variant = match.group(2)
        if variant not in forced or width < forced[variant][0]:
            forced[variant] = (width, match.group(3))
    visits = [(width, "") for width in sorted(chosen) if width not in widths]
    visits += [(width, "#" + fragment) for width, fragment in sorted(chosen.items())]
    visits += [(width, "#" + fragment) for _, (width, fragment) in sorted(forced.items())]
    return visits


def prefers_dark(path: pathlib.Path) -> bool:
    """Whether a gallery on the page shows a dark variant to a reader who prefers dark."""
    return "collor-v-preferred-dark" in path.read_text(encoding="utf8", errors="replace")


def set_dark(driver, dark: bool) -> None:
    """Emulates a reader who prefers dark (`prefers-color-scheme: dark`), or not."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


Visit = collections.namedtuple("Visit", "name path width fragment dark axe")


def planned_visits(pages: list[tuple[str, pathlib.Path]],
                   widths: tuple[int, ...]) -> list[Visit]:
    """Every load the check makes: each page with axe at each width, each page with galleries at
    each width they were recorded at, pages with a dark variant in dark, then each page at the
    narrow width without axe."""
    visits = [Visit(name, path, width, "", False, True) for width in widths
              for name, path in pages]
    # Galleries at every width they were recorded at, as the page opens and as the width
    # picker shows them.
    gallery = [Visit(name + fragment, path, width, fragment, False, True) for name, path in pages
               for width, fragment in gallery_visits(path, widths)]
    if gallery:
        print(f"check-accessibility: {len(gallery)} more visits of pages with galleries, "
              "at the widths they were recorded at")
    visits += gallery
    # Pages whose galleries follow a reader who prefers dark, as that reader sees them.
    dark = [(name, path) for name, path in pages if prefers_dark(path)]
    if dark:
        print(f"check-accessibility: {len(dark)} pages with a dark variant, in dark")
    visits += [Visit(name + " (dark)", path, width, "", True, True) for width in widths
               for name, path in dark]
    # No page scrolls sideways on the narrowest phone (a bare URL in a doc comment made 88 of
    # one package's 312 pages do): a load and one measure per page, no axe.
    visits += [Visit(name, path, NARROW_WIDTH, "", False, False) for name, path in pages]
    return visits


def run_visits(source: str, visits: list[Visit]) -> list[Violation]:
    """One browser's share of the visits: returns every violating node it found."""
    options = {"resultTypes": ["violations"], "iframes": False}
    options["rules"] = {rule: {"enabled": True} for rule in ENABLED_RULES}
    options["rules"].update({rule: {"enabled": False} for rule in EXCLUDED_RULES})
    driver = start_driver()
    found: list[Violation] = []
    try:
        # axe is evaluated in every document as it opens, before the page's own scripts: one copy
        # sent to the browser for all the pages instead of one per page.
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})
        width, dark = None, False
        for visit in visits:
            if visit.width != width:
                width = visit.width
                set_width(driver, width)
            if visit.dark != dark:
                dark = visit.dark
                set_dark(driver, dark)
            if visit.fragment or visit.dark:
                # A new document, not a fragment step within the page just checked.
                driver.get("about:blank")
            driver.get(visit.path.resolve().as_uri() + visit.fragment)
            if visit.axe:
                found += run_axe(driver, visit.name, width, options)
                continue
            wide = driver.execute_script(SCROLL_WIDTH)
            if wide > NARROW_WIDTH:
                found.append(Violation(
                    "scrolls-sideways", "serious",
                    f"No page scrolls sideways at {NARROW_WIDTH} px (not an axe rule)", "",
                    visit.name, NARROW_WIDTH, "html", f"the page is {wide} px wide"))
    finally:
        driver.quit()
    return found


def check_pages(source: str, pages: list[tuple[str, pathlib.Path]], widths: tuple[int, ...],
                workers: int = WORKERS) -> list[Violation]:
    """Runs axe on each (name, file) page at each width, and the narrow-width check, in
    `workers` browsers at once (each its own process and Chromium); returns every violating
    node, in the order of the visits."""
    visits = planned_visits(pages, widths)
    # Dealt in turn, so each browser gets as many heavy visits (axe) as light ones (a measure).
    shares = [visits[index::workers] for index in range(workers)]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        results = pool.starmap(run_visits, [(source, share) for share in shares if share])
    found = [violation for result in results for violation in result]
    order = {(visit.name, visit.width): index for index, visit in enumerate(visits)}
    return sorted(found, key=lambda v: order.get((v.page, v.width), len(order)))


def run_axe(driver, name: str, width: int, options: dict) -> list[Violation]:
    """Runs axe on the loaded page; returns each violating node."""
    found = []
    result = driver.execute_async_script(RUN_AXE, options)
    if "error" in result:
        raise RuntimeError(f"axe failed on {name} at {width} px: {result['error']}")
    for violation in result["violations"]:
        for node in violation["nodes"]:
            found.append(Violation(
                violation["id"], violation["impact"], violation["help"],
                violation["helpUrl"], name, width, node["target"], node["summary"]))
    return found


def report(found: list[Violation], page_count: int, widths: tuple[int, ...],
           seconds: float) -> None:
    by_rule: dict[str, list[Violation]] = collections.defaultdict(list)
    for violation in found:
        by_rule[violation.rule].append(violation)
    for rule in sorted(by_rule):
        nodes = by_rule[rule]
        first = nodes[0]
        pages = {(v.page, v.width) for v in nodes}
        print(f"{rule} ({first.impact}): {first.help} — {len(nodes)} node(s) on "
              f"{len({v.page for v in nodes})} page(s), {len(pages)} page-width(s)")
        print(f"  {first.url}")
        for v in nodes:
            print(f"  {v.page} @{v.width}px: {v.target}")
    widths_text = " and ".join(f"{w} px" for w in widths)
    print(f"check-accessibility: {page_count} pages at {widths_text}, "
          f"{len(found)} violating node(s) of {len(by_rule)} rule(s) in {seconds:.0f} s")


def site_pages(folders: list[str], files: list[str]) -> list[tuple[str, pathlib.Path]]:
    pages = []
    for folder in folders:
        root = pathlib.Path(folder)
        if not root.is_dir():
            sys.exit(f"check-accessibility: {folder} is not a folder (build the site first)")
        found = sorted(root.rglob("*.html"))
        if not found:
            sys.exit(f"check-accessibility: {folder} has no HTML page")
        pages += [(str(path), path) for path in found]
    for file in files:
        path = pathlib.Path(file)
        if not path.is_file():
            sys.exit(f"check-accessibility: {file} does not exist")
        pages.append((file, path))
    return pages


SELF_TEST_HEAD = ('<!doctype html><html lang="en"><head><meta charset="utf-8">'
                  '<meta name="viewport" content="width=device-width, initial-scale=1">'
                  '<title>{title}</title>{style}</head><body><main><h1>{title}</h1>')


def self_test_page(folder: pathlib.Path, name: str, style: str, body: str) -> pathlib.Path:
    path = folder / name
    path.write_text(SELF_TEST_HEAD.format(title=name, style=style) + body +
                    "</main></body></html>\n", encoding="utf8")
    return path


def self_test(source: str) -> int:
    """The checker finds a known violation, at the width where it is, and passes a clean page."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="check-accessibility-"))
    try:
        image = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">'
        pages = [
            ("no-alt", self_test_page(folder, "no-alt.html", "", image)),
            ("narrow-only", self_test_page(
                folder, "narrow-only.html",
                "<style>@media (min-width: 500px) { img { display: none; } }</style>", image)),
            ("in-details", self_test_page(
                folder, "in-details.html", "",
                f"<details><summary>More</summary>{image}</details>")),
            ("clean", self_test_page(folder, "clean.html", "", "<p>Nothing wrong here.</p>")),
            ("wide", self_test_page(
                folder, "wide.html", "", '<p style="width: 400px">A wide paragraph.</p>')),
            ("same-id", self_test_page(
                folder, "same-id.html", "", '<p id="a">One.</p><p id="a">Two.</p>')),
            ("picked", self_test_page(
                folder, "picked.html",
                "<style>.collor-pick { display: none; } .collor-pick:target { display: block; }"
                "</style>",
                f'<div class="collor-controls collor-pick collor-pick-600" id="s-0-w600">{image}'
                "</div>")),
        ]
        found = check_pages(source, pages, DEFAULT_WIDTHS)
        forced = self_test_page(folder, "forced.html", "", "".join(
            f'<div class="collor-controls collor-pick collor-pick-{w} collor-forced '
            f'collor-f-{v}" id="s-0-w{w}-{v}"></div>'
            for w in (800, 375, 600) for v in ("dark", "larger-text")))
        forced_visits = [visit for visit in gallery_visits(forced, DEFAULT_WIDTHS)
                         if visit[1].endswith(("-dark", "-larger-text"))]
    finally:
        shutil.rmtree(folder)
    got = sorted({(v.page, v.width, v.rule) for v in found})
    expected = sorted([("in-details", 375, "image-alt"), ("in-details", 1280, "image-alt"),
                ("narrow-only", 375, "image-alt"), ("no-alt", 375, "image-alt"),
                ("no-alt", 1280, "image-alt"), ("picked#s-0-w600", 600, "image-alt"),
                ("same-id", 375, "duplicate-id"), ("wide", 320, "scrolls-sideways"),
                ("same-id", 1280, "duplicate-id")])
    if got != expected:
        print(f"check-accessibility self-test FAILED: expected {expected}, got {got}")
        return 1
    expected_forced = [(375, "#s-0-w375-dark"), (375, "#s-0-w375-larger-text")]
    if forced_visits != expected_forced:
        print(f"check-accessibility self-test FAILED: forced variants visited {forced_visits}, "
              f"expected each once at its narrowest width {expected_forced}")
        return 1
    print("check-accessibility self-test: an image without alt is reported, at 375 px only when "
          "only 375 px shows it, inside a closed <details>, and at 600 px where only a width "
          "picker's choice shows it; an id used twice is reported; a page wider than 320 px at 320 px is reported; a clean page "
          "passes; a forced variant is visited once, at its narrowest width")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", nargs="*", metavar="SITE", help="a built site folder")
    parser.add_argument("--page", action="append", default=[], help="one more HTML file")
    parser.add_argument("--width", action="append", type=int, help="CSS px (375 and 1280)")
    parser.add_argument("--workers", type=int, default=WORKERS,
                        help=f"browsers at once (default {WORKERS})")
    parser.add_argument("--self-test", action="store_true", help="check the checker")
    arguments = parser.parse_args()
    if not arguments.self_test and not (arguments.sites or arguments.page):
        parser.error("name a site folder or a page, or --self-test")
    widths = tuple(arguments.width or DEFAULT_WIDTHS)
    pages = [] if arguments.self_test else site_pages(arguments.sites, arguments.page)
    check_tools()
    source = axe_source()
    if arguments.self_test:
        return self_test(source)
    start = time.monotonic()
    found = check_pages(source, pages, widths, arguments.workers)
    report(found, len(pages), widths, time.monotonic() - start)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
