#!/usr/bin/env python3
"""Checks that a built site's gallery pages are pages of the site, as a reader finds them.

The home page's sidebar (`nav.sidebar`) must link the Galleries section (`galleries/index.html`),
whose own sidebar lists every page under `galleries/`; each must be a document of the site's search (its path in `search/d-*.js`) and, when
the site wrote a `sitemap.xml` (a base URL was given), be one of its `<loc>` entries. The unit tests
check this on sites made in memory; this script checks the sites `make test` builds, TeamRoster's
included, from their files.

Usage: check-gallery-pages.py SITE [SITE ...]    (or --self-test)
"""

import html.parser
import os
import re
import shutil
import sys
import tempfile


class SidebarLinks(html.parser.HTMLParser):
    """Collects the hrefs inside `<nav class="sidebar">`."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.links = set()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "nav":
            if self.depth or "sidebar" in (attributes.get("class") or "").split():
                self.depth += 1
        elif self.depth and tag == "a" and attributes.get("href"):
            self.links.add(attributes["href"].split("#")[0])

    def handle_endtag(self, tag):
        if tag == "nav" and self.depth:
            self.depth -= 1


def gallery_pages(site):
    folder = os.path.join(site, "galleries")
    if not os.path.isdir(folder):
        return []
    return sorted(
        "galleries/" + name
        for name in os.listdir(folder)
        if name.endswith(".html") and name != "index.html"
    )


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def problems(site):
    """Returns one line per gallery page the reader cannot reach, and the gallery count."""
    pages = gallery_pages(site)
    found = []
    home = os.path.join(site, "index.html")
    section = os.path.join(site, "galleries", "index.html")
    for path in (home, section):
        if not os.path.isfile(path):
            return [f"{site}: no {os.path.relpath(path, site)}"], len(pages)
    home_sidebar = SidebarLinks()
    home_sidebar.feed(read(home))
    if "galleries/index.html" not in home_sidebar.links:
        found.append(f"{site}: the home page's sidebar does not link the Galleries section")
    sidebar = SidebarLinks()
    sidebar.feed(read(section))
    search_folder = os.path.join(site, "search")
    documents = ""
    if os.path.isdir(search_folder):
        documents = "".join(
            read(os.path.join(search_folder, name))
            for name in sorted(os.listdir(search_folder))
            if re.fullmatch(r"d-\d+\.js", name)
        )
    sitemap_path = os.path.join(site, "sitemap.xml")
    sitemap = None
    if os.path.isfile(sitemap_path):
        sitemap = {
            loc.strip()
            for loc in re.findall(r"<loc>([^<]*)</loc>", read(sitemap_path))
        }
    for page in pages:
        if page.removeprefix("galleries/") not in sidebar.links:
            found.append(f"{site}: {page} is not in the Galleries section's sidebar")
        if f'"{page}"' not in documents:
            found.append(f"{site}: {page} is not a document of the search")
        if sitemap is not None and not any(loc.endswith("/" + page) for loc in sitemap):
            found.append(f"{site}: {page} is not in sitemap.xml")
    return found, len(pages)


def self_test():
    """Plants each way a gallery page can be lost and checks that each is reported."""
    root = tempfile.mkdtemp(prefix="check-gallery-pages-")
    try:
        site = os.path.join(root, "site")
        os.makedirs(os.path.join(site, "galleries"))
        os.makedirs(os.path.join(site, "search"))

        def write(path, text):
            with open(os.path.join(site, path), "w", encoding="utf-8") as file:
                file.write(text)

        def make(section=True, sidebar=True, search=True, sitemap=True):
            home_link = '<a href="galleries/index.html">Galleries</a>' if section else ""
            write(
                "index.html",
                '<a href="galleries/shelf.html">outside</a>'
                f'<nav class="sidebar" aria-label="Docs"><h2>{home_link}</h2></nav>',
            )
            link = '<a href="shelf.html#top">Shelf</a>' if sidebar else ""
            write(
                "galleries/index.html",
                '<a href="shelf.html">outside</a>'
                f'<nav class="sidebar" aria-label="Docs"><ul><li>{link}</li></ul></nav>',
            )
            write("galleries/shelf.html", "")
            document = '"galleries/shelf.html"' if search else '"guide.html"'
            write("search/d-0.js", f"register([{document}])")
            location = "galleries/shelf.html" if sitemap else "guide.html"
            write("sitemap.xml", f"<urlset><url><loc>https://x.org/{location}</loc></url></urlset>")

        cases = [
            ({}, 0),
            ({"section": False}, 1),
            ({"sidebar": False}, 1),
            ({"search": False}, 1),
            ({"sitemap": False}, 1),
            ({"sidebar": False, "search": False, "sitemap": False}, 3),
        ]
        for arguments, expected in cases:
            make(**arguments)
            found, count = problems(site)
            if count != 1 or len(found) != expected:
                print(f"self-test failed for {arguments}: {found}", file=sys.stderr)
                return 1
        os.remove(os.path.join(site, "sitemap.xml"))
        make(sitemap=False)
        os.remove(os.path.join(site, "sitemap.xml"))
        if problems(site)[0]:
            print("self-test failed: a site without a sitemap was faulted", file=sys.stderr)
            return 1
        print(f"check-gallery-pages: self-test passed ({len(cases) + 1} cases)")
        return 0
    finally:
        shutil.rmtree(root)


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    failed = False
    for site in arguments:
        found, count = problems(site)
        for line in found:
            print(line, file=sys.stderr)
        failed = failed or bool(found) or count == 0
        if count == 0:
            print(f"{site}: no gallery pages under galleries/", file=sys.stderr)
        places = "sidebar, search" + (
            " and sitemap" if os.path.isfile(os.path.join(site, "sitemap.xml")) else ""
        )
        print(f"check-gallery-pages: {site}: {count} galleries in its {places}, "
              f"{len(found)} problem(s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
