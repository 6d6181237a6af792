#!/usr/bin/env python3
"""Records what docc 6.3.1 makes of `@CallToAction`, `@PageImage` and `@Column(alignment:)` in
Tests/CollorSiteTests/__Fixtures__/docc-page-directives/Demo.docc, for PageDirectivesTests.

Writes docc.json: `callToAction`, per page title, the destination (`identifier`) and label
(`overridingTitle`) of its `sampleCodeDownload` action, or null; `diagnostics`, each of docc's
diagnostics' file name (empty when docc gives none), line, column and summary.
Regenerate: python3 scripts/docc-page-directives.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-page-directives")


def main():
    with tempfile.TemporaryDirectory() as work:
        output = os.path.join(work, "out")
        diagnostics = os.path.join(work, "diagnostics.json")
        subprocess.run([tool("docc"), "convert", os.path.join(HERE, "Demo.docc"),
                        "--output-path", output, "--diagnostics-file", diagnostics],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        actions = {}
        for root, _, files in os.walk(os.path.join(output, "data")):
            for file in files:
                with open(os.path.join(root, file)) as page:
                    data = json.load(page)
                download = data.get("sampleCodeDownload")
                actions[data["metadata"]["title"]] = (
                    {"identifier": download["action"]["identifier"],
                     "label": download["action"].get("overridingTitle")} if download else None)
        with open(diagnostics) as found:
            rows = [{"file": os.path.basename(d.get("source", "")),
                     "line": d["range"]["start"]["line"],
                     "column": d["range"]["start"]["column"], "summary": d["summary"]}
                    for d in json.load(found)["diagnostics"]]
        result = {"callToAction": actions,
                  "diagnostics": sorted(rows, key=lambda r: (r["line"], r["column"]))}
        with open(os.path.join(HERE, "docc.json"), "w") as out:
            json.dump(result, out, indent=1, sort_keys=True)
            out.write("\n")


if __name__ == "__main__":
    main()
