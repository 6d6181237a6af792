#!/usr/bin/env python3
"""Records docc's availability of members for
Tests/CollorSiteTests/__Fixtures__/docc-member-availability/Demo.swift.txt (converted with that
folder's Demo.docc, whose Info.plist gives CDAppleDefaultAvailability), for
MemberAvailabilityTests: a member with its own availability, one with its type's, deprecated
ones, and members of a type with only the defaults.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per symbol page (its
path under the module, `Basket/count()`), the `metadata.platforms` of docc's render JSON (name,
introducedAt, deprecatedAt) and whether docc marks it deprecated. Regenerate:
python3 scripts/docc-member-availability.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-member-availability")


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-member-availability")
    result = {}
    for path, data in sorted(pages.items()):
        platforms = data["metadata"].get("platforms") or []
        result[path] = {
            "platforms": [{key: item[key] for key in ("name", "introducedAt", "deprecatedAt")
                           if key in item} for item in platforms],
            "deprecated": any(item.get("deprecated") for item in platforms)
            or bool(data.get("deprecationSummary"))}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
