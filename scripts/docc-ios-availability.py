#!/usr/bin/env python3
"""Records docc's availability for the symbols of
Tests/CollorSiteTests/__Fixtures__/docc-ios-availability/Demo.swift.txt in a symbol graph
built for iOS, with and without that folder's Info.plist (CDAppleDefaultAvailability), for
IOSGraphAvailabilityTests: docc's loader fills a missing introduced version from the defaults,
lends iOS's items to iPadOS and Mac Catalyst, and adds each other default platform.

swiftc here builds for Linux, so the graph it writes is relabelled as built for iOS (its
`module.platform`), the one field docc reads for that; collor and docc read the same file.

Writes Demo.symbols.json and docc.json: per page title, the `metadata.platforms` (name,
introducedAt, deprecatedAt) of docc's render JSON. Regenerate:
python3 scripts/docc-ios-availability.py
"""
import json
import os
import shutil
import tempfile

from doccfixture import catalog_pages, symbol_graph

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-ios-availability")
IOS = {"architecture": "arm64", "vendor": "apple",
       "operatingSystem": {"name": "ios", "minimumVersion": {"major": 13, "minor": 0}}}


def relabel(graphs):
    """Marks the fixture's graph, and the copy docc reads, as built for iOS."""
    fixture = os.path.join(HERE, "Demo.symbols.json")
    with open(fixture) as text:
        data = json.load(text)
    data["module"]["platform"] = IOS
    for path in (fixture, os.path.join(graphs, "Demo.symbols.json")):
        with open(path, "w") as out:
            json.dump(data, out, indent=1, sort_keys=True)
            out.write("\n")


def convert(work, graphs, plist, name):
    catalog = os.path.join(work, name + ".docc")
    os.makedirs(catalog)
    with open(os.path.join(catalog, "Demo.md"), "w") as page:
        page.write("# ``Demo``\n\nThe demo module.\n")
    if plist:
        shutil.copy(os.path.join(HERE, "Info.plist"), catalog)
    result = {}
    for data in catalog_pages(catalog, os.path.join(work, name + "-out"),
                              ["--additional-symbol-graph-dir", graphs]):
        result[data["metadata"]["title"]] = [
            {key: item[key] for key in ("name", "introducedAt", "deprecatedAt") if key in item}
            for item in data["metadata"].get("platforms") or []]
    return result


def main():
    with tempfile.TemporaryDirectory() as work:
        graphs = symbol_graph(HERE, work, "/tmp/docc-ios-availability")
        relabel(graphs)
        result = {"withInfoPlist": convert(work, graphs, True, "With"),
                  "withoutInfoPlist": convert(work, graphs, False, "Without")}
        with open(os.path.join(HERE, "docc.json"), "w") as out:
            json.dump(result, out, indent=1, sort_keys=True)
            out.write("\n")


if __name__ == "__main__":
    main()
